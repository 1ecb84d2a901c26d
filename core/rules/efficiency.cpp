#include "rules/efficiency.h"

#include "rules/shanten.h"
#include "rules/waits.h"

#include <algorithm>
#include <array>

namespace haifu::rules {

Ukeire ukeireOf(const TileCounts &closed, const TileCounts &meldTiles, int meldCount,
        const TileCounts &visible)
{
    Ukeire result;
    // The shanten after every draw at once: a draw changes one suit of the regular form (with
    // melds the only form).
    std::array<int, kKindCount> afterDraw{};
    result.shanten = meldCount > 0 ? regularShantenAfterDraws(closed, meldTiles, afterDraw, true)
                                   : shantenAfterDraws(closed, afterDraw);
    for (int k = 0; k < kKindCount; ++k) {
        const int held = closed[k] + meldTiles[k];
        if (held >= 4)
            continue; // no copy can be drawn
        if (afterDraw[k] >= result.shanten)
            continue;
        const int remaining = std::max(0, 4 - held - visible[k]);
        result.tiles.push_back(UkeireTile{ static_cast<TileKind>(k), remaining });
        result.total += remaining;
    }
    return result;
}

Result<Ukeire> ukeireOf(const Hand &hand, const TileCounts &visible)
{
    if (auto error = checkHandTiles(hand, &visible, "visible"))
        return *error;
    if (hand.closed.size() % 3 != 1)
        return Error::of(
                ErrorCode::AcceptanceNeedsHandBeforeDraw, { std::to_string(hand.closed.size()) })
                .at(ErrorCode::AtField, { "closed" });
    return ukeireOf(hand.closedCounts(), meldTileCounts(hand), static_cast<int>(hand.melds.size()),
            visible);
}

Result<std::vector<DiscardOption>> discardOptions(const Hand &hand, const TileCounts &visible)
{
    if (auto error = checkHandTiles(hand, &visible, "visible"))
        return *error;
    if (hand.closed.size() % 3 != 2)
        return Error::of(
                ErrorCode::DiscardsNeedHandAfterDraw, { std::to_string(hand.closed.size()) })
                .at(ErrorCode::AtField, { "closed" });
    const TileCounts closed = hand.closedCounts();
    const TileCounts meldTiles = meldTileCounts(hand);
    const int meldCount = static_cast<int>(hand.melds.size());

    // Distinct discards: one per kind, plus the red five when a plain five of its kind is held
    // too.
    std::vector<Tile> candidates;
    for (const Tile &t : hand.closed) {
        const bool seen = std::any_of(candidates.begin(), candidates.end(),
                [&](const Tile &c) { return c.kind == t.kind && c.red == t.red; });
        if (!seen)
            candidates.push_back(t);
    }
    std::vector<DiscardOption> options;
    for (const Tile &t : candidates) {
        TileCounts after = closed;
        --after[t.kind];
        TileCounts seen = visible;
        ++seen[t.kind];
        DiscardOption option;
        option.tile = t;
        option.ukeire = ukeireOf(after, meldTiles, meldCount, seen);
        option.shanten = option.ukeire.shanten;
        options.push_back(std::move(option));
    }
    std::sort(options.begin(), options.end(), [](const DiscardOption &a, const DiscardOption &b) {
        if (a.shanten != b.shanten)
            return a.shanten < b.shanten;
        if (a.ukeire.total != b.ukeire.total)
            return a.ukeire.total > b.ukeire.total;
        if (a.ukeire.tiles.size() != b.ukeire.tiles.size())
            return a.ukeire.tiles.size() > b.ukeire.tiles.size();
        if (a.tile.kind != b.tile.kind)
            return a.tile.kind < b.tile.kind;
        return !a.tile.red && b.tile.red;
    });
    return options;
}

} // namespace haifu::rules
