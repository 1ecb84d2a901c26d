#include "viewer/tableitems.h"
#include "rules/byseat.h"

#include "viewer/gametext.h"

#include <algorithm>
#include <array>
#include <optional>

using namespace haifu;
using game::EventType;
using game::PlayerState;
using game::TableState;
using rules::Tile;

namespace haifu::app {

namespace viewer {

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

// Removes one copy of `tile` (the exact tile first, else one of its kind).
bool removeOne(std::vector<Tile> &tiles, const Tile &tile)
{
    auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it == tiles.end())
        it = std::find_if(
                tiles.begin(), tiles.end(), [&](const Tile &t) { return t.kind == tile.kind; });
    if (it == tiles.end())
        return false;
    tiles.erase(it);
    return true;
}

// Tiles seen by `seat` outside its own hand and melds: every river (tiles called away are in
// the caller's meld), the other players' melds, norths set aside, the dora indicators. In a
// three-player game 2m-8m do not exist: they count as all seen.
rules::TileCounts visibleTo(const TableState &s, int seat, const rules::TileCounts &own)
{
    rules::TileCounts v{};
    for (int i = 0; i < s.playerCount; ++i) {
        const PlayerState &p = s.player(i);
        for (const game::RiverTile &t : p.river) {
            if (!t.calledAway())
                ++v[t.tile.kind];
        }
        if (i != seat) {
            for (const rules::Meld &m : p.melds) {
                for (const Tile &t : m.tiles)
                    ++v[t.kind];
            }
        }
        for (const Tile &t : p.northBonus)
            ++v[t.kind];
    }
    for (const Tile &t : s.doraIndicators)
        ++v[t.kind];
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (s.playerCount == 3 && k >= 1 && k <= 7)
            v[k] = 4;
        v[k] = static_cast<std::uint8_t>(std::min<int>(v[k], std::max(0, 4 - own[k])));
    }
    return v;
}

// Every discard of a seat holding 14 tiles, and which one the record makes next.
Efficiency evaluate(const TableState &s, int seat, const game::Event *next)
{
    Efficiency e;
    const PlayerState &p = s.player(seat);
    if (p.closed.size() + 3 * p.melds.size() != 14)
        return e;
    const rules::Hand hand = p.hand();
    auto options = rules::discardOptions(hand, visibleTo(s, seat, hand.allCounts()));
    if (!options)
        return e;
    e.valid = true;
    e.options = std::move(*options);
    if (next && next->type == EventType::Discard && next->seat == seat) {
        for (std::size_t i = 0; i < e.options.size() && e.played < 0; ++i) {
            if (e.options[i].tile == next->tile)
                e.played = static_cast<int>(i);
        }
        for (std::size_t i = 0; i < e.options.size() && e.played < 0; ++i) {
            if (e.options[i].tile.kind == next->tile.kind)
                e.played = static_cast<int>(i);
        }
    }
    return e;
}

bool worseThan(const rules::DiscardOption &option, const rules::DiscardOption &best)
{
    return option.shanten > best.shanten
            || (option.shanten == best.shanten && option.ukeire.total < best.ukeire.total);
}

bool isInefficient(const Efficiency &e)
{
    return e.valid && e.played >= 0
            && worseThan(e.options[static_cast<std::size_t>(e.played)], e.options.front());
}

TileItem tileItem(const Tile &tile)
{
    TileItem item;
    item.code = GameText::tileCode(tile);
    return item;
}

// Melds as drawn, left to right from the owner's seat: the first call at the far right, the
// called tile turned toward its source, a closed kan with its ends face down, an added kan's
// fourth tile laid on the turned one.
QList<TileItem> meldItems(const std::vector<rules::Meld> &melds, bool highlightNewest)
{
    QList<TileItem> out;
    for (int m = static_cast<int>(melds.size()) - 1; m >= 0; --m) {
        const rules::Meld &meld = bySeat(melds, m);
        const bool newest = highlightNewest && m == static_cast<int>(melds.size()) - 1;
        QList<TileItem> group;
        if (meld.kind == rules::MeldKind::Ankan) {
            std::vector<Tile> tiles = meld.tiles;
            // Show a red five face up when there is one.
            std::stable_sort(tiles.begin(), tiles.end(),
                    [](const Tile &a, const Tile &b) { return a.red && !b.red; });
            std::array<Tile, 4> order{ tiles[2], tiles[0], tiles[1], tiles[3] };
            for (int i = 0; i < 4; ++i) {
                TileItem item = tileItem(bySeat(order, i));
                item.back = i == 0 || i == 3;
                group.append(item);
            }
        } else {
            const std::size_t base = meld.kind == rules::MeldKind::Kakan ? 3 : meld.tiles.size();
            std::vector<Tile> tiles(
                    meld.tiles.begin(), meld.tiles.begin() + static_cast<long>(base));
            std::optional<Tile> called;
            if (meld.calledTile >= 0 && meld.calledTile < static_cast<int>(base)) {
                called = tiles[static_cast<std::size_t>(meld.calledTile)];
                tiles.erase(tiles.begin() + meld.calledTile);
            }
            for (const Tile &t : tiles)
                group.append(tileItem(t));
            if (called) {
                TileItem item = tileItem(*called);
                item.sideways = true;
                if (meld.kind == rules::MeldKind::Kakan && meld.tiles.size() == 4)
                    item.extraCode = GameText::tileCode(meld.tiles[3]);
                qsizetype at = 0;
                switch (meld.from) {
                case rules::CalledFrom::Left: at = 0; break;
                case rules::CalledFrom::Across: at = 1; break;
                case rules::CalledFrom::Right:
                case rules::CalledFrom::None: at = group.size(); break;
                }
                group.insert(std::min(at, group.size()), item);
            } else if (meld.kind == rules::MeldKind::Kakan && meld.tiles.size() == 4) {
                group.append(tileItem(meld.tiles[3]));
            }
        }
        for (qsizetype i = 0; i < group.size(); ++i) {
            group[i].separated = i == 0 && !out.isEmpty();
            group[i].highlighted = newest;
        }
        out.append(group);
    }
    return out;
}

} // namespace viewer

} // namespace haifu::app
