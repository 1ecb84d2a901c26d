#pragma once

#include "rules/hand.h"
#include "rules/result.h"
#include "rules/tile.h"

#include <cstddef>
#include <optional>

namespace haifu::rules {

// Shanten: how many tile exchanges a hand is away from tenpai. -1 means a complete hand, 0 tenpai.
//
// Definition (exact, including the four-copy limit of the own hand). For a hand whose concealed
// part C has 3n+1 or 3n+2 tiles (n = 4 - number of melds), consider every complete concealed
// shape T of 3n+2 tiles (n melds and a pair; seven distinct pairs; the thirteen orphans plus
// one duplicate) such that T plus the tiles of the declared melds holds at most four copies of
// every kind. The shanten is min over T of |T - C| - 1, where |T - C| counts the tiles T needs
// that C does not have (the draws). So a hand is only called tenpai (or complete) when a real
// fifth tile is not needed: 1111m + 234p567p789p is not tenpai on 1m (its shanten is 1), and a
// tanki on 1m next to a pon of 1m is not tenpai either. Tiles seen elsewhere (rivers, dora
// indicators, other players' melds) are not taken into account: shanten is a property of the
// own hand. Use waits.h for the formal waits (which also reports waits on the fifth tile).
//
// Implementation: per-suit tables indexed by a minimal-perfect rank of the suit's count pattern
// (all 405,350 patterns of 9 kinds with at most 14 tiles; 43,130 for the 7 honours). Each entry
// is the id of a distance vector D(m, p): the fewest draws that turn this suit into m melds and
// p pairs (m = 0..4, p = 0..1), with at most four copies of a kind. There are only 126 distinct
// vectors for a suit and 55 for the honours, and 180 distinct vectors for two suits combined, so
// man+pin and sou+honours are looked up as pairs of classes and a final 180x180 table gives the
// answer for four melds and a pair. The tables are built on first use (about 40 ms, 630 KB),
// without any search: every complete shape is enumerated once, "is part of a complete shape"
// is pushed down to every sub-pattern, and the largest overlap with a complete shape is pushed
// up (D = shape size - overlap). Thread-safe (function-local static).
//
// Hands with melds: the meld tiles lower the copies left of their kinds. The honours then use
// the table with the kinds of pons and kans emptied (exact); a suit uses the table as a lower
// bound and, when the table's best shape could break a limit and that matters for the answer,
// an exact dynamic programme (limitedSuitDistances). Tile acceptance combines the three suits
// a draw does not touch once per hand.

// The three forms. chiitoitsu/kokushi are empty when the hand has melds (closed kans
// included) or does not have 13/14 concealed tiles.
struct ShantenResult
{
    int regular = 8;
    std::optional<int> chiitoitsu;
    std::optional<int> kokushi;
    int best = 8; // the minimum over the forms
};

// Standard form (n melds and a pair) of a concealed part with 3n+1 or 3n+2 tiles (n <= 4), each
// count at most 4. The fast path: used when the hand has no melds or the melds' kinds do not
// matter.
[[nodiscard]] int regularShanten(const TileCounts &closed);
// The same, with the tiles of the declared melds taking copies away (exact).
[[nodiscard]] int regularShanten(const TileCounts &closed, const TileCounts &meldTiles);
// regularShanten(closed + one tile of kind k, meldTiles) as after[k], for every kind with fewer
// than four copies in `closed` and the melds (the others get INT_MAX): what tile acceptance
// needs, with the suits a draw does not touch worked out once. Returns regularShanten(closed,
// meldTiles). With capAtShanten, the drawable kinds get at most that (the min of the two): tile
// acceptance only asks which draws lower the shanten, and the others then need no exact answer.
int regularShantenAfterDraws(const TileCounts &closed, const TileCounts &meldTiles,
        std::array<int, kKindCount> &after, bool capAtShanten = false);
// shanten(closed + one tile of kind k) as after[k], for every kind with fewer than four copies
// in `closed` (the others get INT_MAX), with the suits a draw does not touch worked out once.
// Returns shanten(closed). For a fully concealed hand.
int shantenAfterDraws(const TileCounts &closed, std::array<int, kKindCount> &after);
// shanten(closed - one tile of kind k) as after[k], for every kind held (the others get
// INT_MAX): the discards of a drawn hand, the same way. Returns shanten(closed).
int shantenAfterDiscards(const TileCounts &closed, std::array<int, kKindCount> &after);
// Seven distinct pairs (four of a kind is one pair, not two). 13 or 14 tiles.
[[nodiscard]] int chiitoitsuShanten(const TileCounts &closed);
// Thirteen orphans. 13 or 14 tiles.
[[nodiscard]] int kokushiShanten(const TileCounts &closed);
// The minimum over the three forms of a fully concealed 13/14-tile hand (no melds). This is
// the hot path (tens of nanoseconds).
[[nodiscard]] int shanten(const TileCounts &closed);

// All forms for a concealed part and the tiles of `meldCount` declared melds.
[[nodiscard]] ShantenResult shantenForms(
        const TileCounts &closed, const TileCounts &meldTiles, int meldCount);
// All forms of a hand: 13 or 14 tiles counting 3 per meld, at most four copies of a kind.
[[nodiscard]] Result<ShantenResult> shantenOf(const Hand &hand);

// Checks a hand for the analysis functions: closed tiles + 3 per meld is 13 (3n+1 form) or 14
// (3n+2 form) and no kind has more than four copies counting the melds (and `extra`, e.g. the
// visible tiles, when given). The error names the problem ("closed: …", "melds: …").
[[nodiscard]] std::optional<Error> checkHandTiles(
        const Hand &hand, const TileCounts *extra = nullptr, const char *extraName = nullptr);

// Sum of the counts.
[[nodiscard]] int tileTotal(const TileCounts &counts);

// The exact distance vectors of one suit (9 kinds, sequences allowed) or the honours (7 kinds,
// no sequences) with per-kind copy limits: out[p][m] = fewest draws to make m melds and p
// pairs. Slow but simple: the reference for limitedSuitDistances in the tests.
void suitDistances(const std::uint8_t *counts, const std::uint8_t *limits, int kindCount,
        bool sequences, std::uint8_t out[2][5]);
// The same vectors, fast: what hands with melds use when the table's bounds do not settle the
// answer. The same dynamic programme with only the states and choices the limits allow, a
// state's five costs held in one word; the honours (7 kinds, no sequences) by the table.
void limitedSuitDistances(const std::uint8_t *counts, const std::uint8_t *limits, int kindCount,
        bool sequences, std::uint8_t out[2][5]);

// Builds the tables now (otherwise on first use) and reports what they cost.
struct ShantenTableInfo
{
    std::size_t bytes = 0; // memory held by the tables
    double buildMilliseconds = 0; // time the first build took
    int suitPatterns = 0;
    int suitClasses = 0; // distinct distance vectors among the suit patterns
    int honorPatterns = 0;
    int honorClasses = 0;
    int pairClasses = 0; // distinct vectors of two suits (man+pin, sou+honours)
};
[[nodiscard]] ShantenTableInfo shantenTableInfo();

} // namespace haifu::rules
