#include "rules/hand.h"

#include <algorithm>

namespace haifu::rules {

std::string_view meldKindName(MeldKind kind)
{
    switch (kind) {
    case MeldKind::Chi: return "chi";
    case MeldKind::Pon: return "pon";
    case MeldKind::Minkan: return "minkan";
    case MeldKind::Ankan: return "ankan";
    case MeldKind::Kakan: return "kakan";
    }
    return "?";
}

Result<MeldKind> parseMeldKind(std::string_view name)
{
    for (MeldKind k :
            { MeldKind::Chi, MeldKind::Pon, MeldKind::Minkan, MeldKind::Ankan, MeldKind::Kakan }) {
        if (meldKindName(k) == name)
            return k;
    }
    return Error{ "unknown meld kind '" + std::string(name)
        + "' (expected chi, pon, minkan, ankan or kakan)" };
}

Result<Meld> makeMeld(MeldKind kind, std::vector<Tile> tiles)
{
    std::stable_sort(tiles.begin(), tiles.end(),
            [](const Tile &a, const Tile &b) { return a.kind < b.kind; });
    const std::string what = std::string(meldKindName(kind)) + " " + formatTiles(tiles);
    const std::size_t wanted = kind == MeldKind::Chi || kind == MeldKind::Pon ? 3 : 4;
    if (tiles.size() != wanted)
        return Error{ what + ": a " + std::string(meldKindName(kind)) + " has "
            + std::to_string(wanted) + " tiles, not " + std::to_string(tiles.size()) };
    if (kind == MeldKind::Chi) {
        const TileKind first = tiles[0].kind;
        if (isHonor(first) || tiles[1].kind != first + 1 || tiles[2].kind != first + 2
                || suitOf(tiles[2].kind) != suitOf(first))
            return Error{ what + ": a chi is three consecutive tiles of one suit" };
    } else {
        for (const Tile &t : tiles) {
            if (t.kind != tiles[0].kind)
                return Error{ what + ": the tiles of a " + std::string(meldKindName(kind))
                    + " must all be the same" };
        }
    }
    Meld meld;
    meld.kind = kind;
    meld.tiles = std::move(tiles);
    return meld;
}

Result<Meld> parseMeld(std::string_view text)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return Error{ "meld '" + std::string(text)
            + "' must be written KIND:tiles, e.g. chi:123m" };
    auto kind = parseMeldKind(text.substr(0, colon));
    if (!kind)
        return Error{ "meld '" + std::string(text) + "': " + kind.error().message };
    auto tiles = parseTiles(text.substr(colon + 1));
    if (!tiles)
        return Error{ "meld '" + std::string(text) + "': " + tiles.error().message };
    return makeMeld(*kind, std::move(*tiles));
}

std::string formatMeld(const Meld &meld)
{
    return std::string(meldKindName(meld.kind)) + ":" + formatTiles(meld.tiles);
}

bool Hand::isClosed() const
{
    return std::none_of(melds.begin(), melds.end(), [](const Meld &m) { return m.isOpen(); });
}

TileCounts Hand::allCounts() const
{
    TileCounts counts = countKinds(closed);
    for (const Meld &m : melds) {
        for (const Tile &t : m.tiles)
            ++counts[t.kind];
    }
    return counts;
}

} // namespace haifu::rules
