#pragma once

#include "game/replay.h"
#include "insight/pushfold.h"
#include "rules/ruleset.h"

#include <vector>

// Placement at all-last: in the game's last hand (South 4, or East 4 in an east-only game; the
// extension rounds too) the final ranking decides, not the points. This says so: the seat's place
// and how far it is from the places around it, for the advice line to show.
//
// Measured and left out: turning the push-or-fold advice around by placement with simple rules
// (a first place leading by more than a deal-in costs folds; a last place at 1-shanten or tenpai
// pushes). On the all-last decisions of ../shared/records and ../shared/houou, where such a rule
// changed the advice the players did the other thing: 49 of 67 first places pushed, 78 of 89 last
// places folded. What the advice line gives instead is the placement the hand can reach, valued
// with the game's uma (PlacementReach), and where that value would push or fold otherwise than
// the points do, a flag. On the same games (tests/tools/placementcheck.py, 1,151 decisions) the
// players did as the flag says 130 of 174 times it pushed, 1 of 9 times it folded; the advice's
// own discard matched them more often than the placement's best (64.0% against 53.3%), so the
// flag is shown beside the advice and does not replace it.
namespace haifu::insight {

struct PlacementNote
{
    bool allLast = false;
    int place = 0; // 1..playerCount, ties by the ruleset
    int behind = 0; // points to the next place up (0 when first)
    int ahead = 0; // lead over the next place down (0 when last)
};

// For `seat` in `state` under `rules`.
[[nodiscard]] PlacementNote placementAt(
        const game::TableState &state, int seat, const rules::Ruleset &rules);

// The placement a hand can reach at all-last, valued as the score sheet does: the seat's final
// score in thousands of points, the uma and oka of the game's rules included (club/finalscore.h).
// Three ways the hand can end: nobody's points change (an exhaustive draw, tenpai payments not
// counted), the seat wins the expected value's average win (by tsumo a third of the time, ronned
// from each other seat alike otherwise; honba and the deposits on the table go to it), or the seat
// deals in the expected cost of the threat (pushfold.h) to it. The game is taken to end with the
// hand: a dealer's renchan and the west extension are not followed.
struct PlacementReach
{
    double stay = 0; // final score when nobody's points change
    int stayPlace = 0;
    int winPoints = 0; // the win valued (0: the hand is not expected to win)
    double win = 0; // final score after the win, tsumo and rons averaged
    int bestWinPlace = 0; // the best place a win reaches
    int dealInCost = 0; // the deal-in valued (0: no threat)
    double dealIn = 0; // final score after dealing in
    int dealInPlace = 0;

    // A discard's expected final score: it wins with `winChance`, deals in with `dealInChance`,
    // and otherwise the hand ends with the points as they are.
    [[nodiscard]] double valueOf(double winChance, double dealInChance) const;
};

// `winPoints`: the average win of the hand (0 when it has none); `dealInCost` and `threat`: what a
// deal-in costs and to whom (0 and -1 when nobody threatens).
[[nodiscard]] PlacementReach placementReach(const game::TableState &state, int seat,
        const rules::Ruleset &rules, int winPoints, int dealInCost, int threat);

// The discards of an all-last decision valued by placement: each discard's win chance and average
// win from `table`, its deal-in chance from the threats of `danger` (pushfold.h), the costliest
// threat's deal-in as the loss. Set only at all-last (valid).
struct PlacementAdvice
{
    bool valid = false;
    DiscardChoice best; // the discard of the best final score (the first of them)
    double value = 0; // its expected final score (thousands, uma and oka included)
    PlacementReach reach; // what it can reach
    DiscardChoice byPoints; // what the points advise (pushfold.h's value)
    double byPointsValue = 0; // its expected final score
    // The placement advises another discard than the points, by a point or more on the score
    // sheet or by folding where the points push (or pushing where they fold).
    bool changes = false;
    struct Value
    {
        rules::Tile tile;
        double value = 0;
    };
    std::vector<Value> values; // every discard's expected final score
};

[[nodiscard]] PlacementAdvice placementAdvice(const game::TableState &state, int seat,
        const rules::Ruleset &rules, const EvTable &table, const HandDanger &danger);

} // namespace haifu::insight
