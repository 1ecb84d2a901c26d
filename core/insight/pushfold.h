#pragma once

#include "game/replay.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "rules/tile.h"

#include <array>
#include <vector>

// Push or fold: the expected value of each discard (expectedvalue.h) weighed against what it
// risks when an opponent threatens (danger.h). Without a threat every discard is worth its
// expected score and the recommendation is the expected value's.
//
// THE MODEL (the README and the handbook quote it):
// - A discard deals in against a threat with the chance of its safety tier. Against a riichi
//   these are the rates measured on real games: of the discards made facing a riichi, the share
//   that was ronned, per tier of the tile discarded (kRiichiDealInRate; tst_pushfold measures
//   them again on the records of the tests). Against an open hand that shows a threat the
//   chance is scaled by kOpenThreatShare (an open hand is tenpai less often): on the same
//   records such hands were dealt into a quarter as often as the riichi rates would give.
// - A deal-in costs the threat's expected hand: kRiichiCost (a dealer's: x1.5) for a riichi, and
//   for an open hand kOpenCost plus kDoraCost per dora shown in its melds.
// - value = (1 - r) x expected score - r x cost, r the chance that the discard deals in to any
//   threat. A discard that keeps pushing from n-shanten also risks the n discards it still has
//   to make before tenpai: each deals in with kPushRate, counted as cost x (1 - (1 -
//   kPushRate)^n). A discard that deals in to no threat (genbutsu, or no copy left) is a fold
//   when the hand gives up on it: no push risk is counted for it.
// - The opponents' own wins before the player's are not counted, nor the player's later
//   safe tiles running out when folding.
namespace haifu::insight {

// Per tier 1..7, of a discard facing a riichi: measured on the Tenhou records of the tests.
inline constexpr std::array<double, kSafetyTierCount> kRiichiDealInRate{ 0.0, 0.0, 0.014, 0.059,
    0.073, 0.088, 0.237 };
inline constexpr double kOpenThreatShare = 0.25;
inline constexpr double kRiichiCost = 5800;
inline constexpr double kOpenCost = 3900;
inline constexpr double kDoraCost = 1500;
inline constexpr double kPushRate = 0.07;

// One discard weighed.
struct DiscardChoice
{
    rules::Tile tile;
    double expectedScore = 0; // the expected value's
    double dealIn = 0; // chance that the tile deals in now, against any threat
    double risk = 0; // points expected lost to deal-ins: now, and the push to tenpai
    double value = 0; // what the recommendation ranks by
    bool fold = false; // a safe tile of a hand that gives up: pushing is worth less
    int worstTier = 0; // 1..7 against the threats (0: no threat)
    double preference = 0; // the advice's (advice.h): 0 until adviseDiscards
};

struct DiscardWeighing
{
    // Best first: the first is the recommendation (by value from weighDiscards, by preference
    // from adviseDiscards).
    std::vector<DiscardChoice> choices;
    bool threatened = false; // some opponent threatens: the values count the risks
    bool folds = false; // the recommendation is a fold

    // The choice the expected value alone would make (the first of the highest expected score).
    [[nodiscard]] const DiscardChoice &bestExpected() const;
    // The highest value (the first of them).
    [[nodiscard]] const DiscardChoice &bestValue() const;
};

// What a deal-in to `threat` is expected to cost (kRiichiCost, kOpenCost, kDoraCost; a dealer's
// x1.5).
[[nodiscard]] double dealInCost(const game::TableState &state, const Threat &threat);

// The discards of `table` weighed against the threats of `danger` (from the same state and
// seat); `state` gives the threats' hands (dealer, melds with dora).
[[nodiscard]] DiscardWeighing weighDiscards(
        const EvTable &table, const HandDanger &danger, const game::TableState &state);

} // namespace haifu::insight
