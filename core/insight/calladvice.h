#pragma once

#include "game/play.h"
#include "game/record.h"
#include "rules/result.h"
#include "rules/tile.h"

#include <array>
#include <vector>

// Call advice: at another player's discard that a seat may call (chi, pon, open kan), whether to
// call and with which tiles, as a preference over passing and each call (they add up to 1).
//
// THE MODEL (the handbook quotes it):
// - Passing keeps the hand's 13 tiles; a call is valued by the hand it leaves after the best
//   discard allowed next (not the called kind, nor for a chi the tile on the other side of the
//   run: kuikae). Each call is described against passing: the shanten it gains, the tiles it
//   accepts then against now, whether the open hand keeps a yaku in sight (a pon or pair of a
//   value honour, all simples, one suit with honours), whether it opens a closed hand, the dora
//   it takes in, chi or kan, how far from tenpai the hand was, whether it reaches tenpai, how
//   early it is and whether someone is in riichi. Passing has all features 0.
// - The preference is a softmax of kCallWeights · features, fitted like the discard advice
//   (advice.h) by `tests/tools/fitadvice.py` on the call chances of the records that are not
//   Houou games; the Houou games judge it.
// - A seat that could win on the tile is not asked (a win is another decision), nor one whose
//   choice the record cannot show (another player called or won on the tile first).
namespace haifu::insight {

enum CallFeature : int {
    CallShantenGain, // the hand's shanten minus the shanten after the call
    CallAcceptanceGain, // log(1 + tiles accepted after) - log(1 + tiles accepted now)
    CallValueHonourPon, // a pon (or kan) of a dragon, the seat's or the round's wind
    CallYakuInSight, // the open hand keeps a yaku in sight
    CallOpensHand, // the hand was closed
    CallDoraTaken, // dora among the called meld's tiles (red fives included)
    CallIsChi,
    CallIsKan,
    CallFarBefore, // the hand was 2-shanten or worse
    CallReachesTenpai,
    CallEarliness, // the share of 18 own draws still to come
    CallFacingRiichi,
    CallBias, // 1: the plain propensity to call
    kCallFeatureCount
};

extern const std::array<double, kCallFeatureCount> kCallWeights;

struct CallOption
{
    game::Action action; // Pass (seat set) or the call
    int shanten = 8; // after it (and the best discard that may follow)
    int ukeire = 0; // tiles accepted then
    bool yakuInSight = true; // passing keeps what the hand has
    std::array<double, kCallFeatureCount> features{};
    double preference = 0;
};

// One seat's chance to call a discard.
struct CallDecision
{
    int kyoku = 0;
    int step = 0; // the state after the discard (events applied)
    int seat = -1;
    rules::Tile tile; // the discarded tile
    std::vector<CallOption> options; // passing first, then the calls
    int advised = 0; // index into options: the highest preference
    int played = -1; // what the record shows the seat did, -1 when it cannot say
};

// Every call chance of kyoku `kyoku` of `record`, in order. Errors: the kyoku does not replay.
[[nodiscard]] Result<std::vector<CallDecision>> callDecisions(
        const game::Record &record, int kyoku);

// The call chances of the seats after the discard at `step` (events applied): what the state
// offers them, valued. `played` stays -1.
[[nodiscard]] Result<std::vector<CallDecision>> callDecisionsAt(
        const game::Record &record, int kyoku, int step);

} // namespace haifu::insight
