#pragma once

#include "rules/hand.h"
#include "rules/result.h"
#include "rules/tile.h"

#include <cstdint>
#include <vector>

namespace haifu::rules {

// Complete-hand tests on counts, with no copy limit (a count of 5 is accepted, so that a wait
// on the fifth tile can be recognised as a shape).
// n melds and a pair, for a concealed part of 3n+2 tiles.
[[nodiscard]] bool isCompleteRegular(const TileCounts &closed);
// Seven distinct pairs (exactly 2 of each of 7 kinds, 14 tiles).
[[nodiscard]] bool isCompleteChiitoitsu(const TileCounts &closed);
// One of each terminal and honour plus one duplicate (14 tiles).
[[nodiscard]] bool isCompleteKokushi(const TileCounts &closed);
// Any form; chiitoitsu and kokushi only without melds.
[[nodiscard]] bool isComplete(const TileCounts &closed, int meldCount);

// A set of kinds as a bit mask (bit k = kind k).
using KindMask = std::uint64_t;
[[nodiscard]] constexpr KindMask kindBit(TileKind k)
{
    return KindMask(1) << k;
}
[[nodiscard]] std::vector<TileKind> kindsOf(KindMask mask);

// The waits of a 3n+1 hand: the kinds that complete it in any form, whether or not the win
// would have a yaku.
struct Waits
{
    // Winning tiles that can still come: fewer than four copies are in the own hand and melds.
    std::vector<TileKind> waits;
    // Shapes waiting on a fifth tile: all four copies are in the own hand or melds, so the
    // hand can never win on them (e.g. 1111m234p567p789p "waiting" on 1m).
    std::vector<TileKind> waitsAllCopiesInHand;
    KindMask mask = 0; // both lists
    KindMask winnable = 0; // `waits` only

    // Formally tenpai: some wait exists, counting waits on the fifth tile (the default rule for
    // noten payments; see isTenpaiAtDraw for the option).
    [[nodiscard]] bool tenpai() const { return mask != 0; }
    [[nodiscard]] bool contains(TileKind k) const { return (mask & kindBit(k)) != 0; }
};

// Waits of a concealed part with 3n+1 tiles and the tiles of `meldCount` declared melds.
[[nodiscard]] Waits waitsOf(const TileCounts &closed, const TileCounts &meldTiles, int meldCount);
// Waits of a hand with 13 tiles counting 3 per meld. Errors name the problem.
[[nodiscard]] Result<Waits> waitsOf(const Hand &hand);

// Tenpai for the payments at an exhaustive draw. With ownTilesWaitCounts == false (a ruleset
// option), a hand whose only waits are tiles it holds all four of is noten.
[[nodiscard]] bool isTenpaiAtDraw(const Waits &waits, bool ownTilesWaitCounts = true);
[[nodiscard]] Result<bool> isTenpaiAtDraw(const Hand &hand, bool ownTilesWaitCounts = true);

// The tiles of the declared melds, by kind (a kan counts four).
[[nodiscard]] TileCounts meldTileCounts(const Hand &hand);

} // namespace haifu::rules
