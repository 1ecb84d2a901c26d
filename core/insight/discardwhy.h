#pragma once

#include "insight/expectedvalue.h"
#include "rules/hand.h"
#include "rules/tile.h"

#include <cstdint>

// The facts behind a "why" line for one discard: what the hand keeps after it (shape,
// yaku, dora) and what the discarded tile gives up. The app words them; core only counts.
namespace haifu::insight {

enum WhyGivesUp : std::uint16_t {
    GivesUpDora = 1, // the tile is a dora (red fives included)
    GivesUpYakuhai = 2, // a dragon, the seat or the round wind, of which the hand holds two
    GivesUpPair = 4, // one of a pair (or more) of that kind
    GivesUpTwoSided = 8, // part of a two-sided shape (34, 56…)
    GivesUpConnection = 16, // next to or one apart from another tile of its suit
    GivesUpIsolated = 32, // a lone tile: no copy and nothing within two of it
    GivesUpOutsideForTanyao = 64, // a terminal or honour whose cut leaves all simples (tanyao)
};

struct DiscardFacts
{
    std::uint16_t givesUp = 0; // WhyGivesUp bits
    int doraKept = 0; // dora left in hand and melds (red fives counted)
    int twoSidedKept = 0; // two-sided shapes left in the concealed part
    int pairsKept = 0; // kinds held two or more times in the concealed part
    bool tanyaoKept = false; // every tile left is a simple (and the hand may be open: kuitan
                             // is in the ruleset), so tanyao stays possible
    bool yakuhaiKept = false; // a yakuhai pair or pon is kept
};

// The facts of discarding `tile` from `hand` (14 tiles counting 3 per meld) in the situation of
// `input` (dora indicators, winds, ruleset).
[[nodiscard]] DiscardFacts discardFacts(
        const rules::Hand &hand, const rules::Tile &tile, const EvInput &input);

} // namespace haifu::insight
