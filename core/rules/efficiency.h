#pragma once

#include "rules/hand.h"
#include "rules/result.h"
#include "rules/tile.h"

#include <vector>

namespace haifu::rules {

// Tile acceptance (ukeire) and discard analysis, on the exact shanten of shanten.h (all forms;
// chiitoitsu and kokushi only for fully concealed hands).

// One kind whose draw lowers the shanten, and how many copies of it can still come:
// 4 - copies in the own hand - copies in the own melds - copies seen elsewhere (never below 0;
// a kind all of whose remaining copies are visible is still listed, with 0).
struct UkeireTile
{
    TileKind kind = 0;
    int remaining = 0;
};

struct Ukeire
{
    int shanten = 8; // of the 3n+1 hand
    std::vector<UkeireTile> tiles; // by kind
    int total = 0; // sum of remaining
};

// One distinct discard of a 3n+2 hand and the 3n+1 hand it leaves.
// Red fives: a red five and a plain five of the same kind are listed separately only when the
// hand holds both (they leave the same shape, and the plain one is listed first); otherwise the
// one held is listed, with its colour.
struct DiscardOption
{
    Tile tile;
    int shanten = 8; // after the discard
    Ukeire ukeire; // after the discard; the discarded tile counts as seen
};

// Ukeire of a concealed part with 3n+1 tiles. `visible`: tiles seen outside the own hand and
// melds (rivers, dora indicators, other players' melds).
[[nodiscard]] Ukeire ukeireOf(const TileCounts &closed, const TileCounts &meldTiles, int meldCount,
        const TileCounts &visible);
// The same for a hand of 13 tiles (counting 3 per meld). Errors name the problem.
[[nodiscard]] Result<Ukeire> ukeireOf(const Hand &hand, const TileCounts &visible = {});

// Every distinct discard of a hand of 14 tiles (counting 3 per meld), best first: lowest
// shanten after the discard, then the most tiles accepted, then the most kinds accepted, then
// by kind (plain before red).
[[nodiscard]] Result<std::vector<DiscardOption>> discardOptions(
        const Hand &hand, const TileCounts &visible = {});

} // namespace haifu::rules
