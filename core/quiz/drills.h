#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "quiz/question.h"
#include "quiz/recordquiz.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

// The drills: defence, all-last conditions, shanten count and the discard with the
// best expected value. They are quiz kinds like the others (question.h): generated from a seed
// (generator.h dispatches here), made from a record's situations (recordquiz.h dispatches
// here), graded by grading.h.
//
// Generated defence, shanten and discard-EV positions come from a simulated kyoku: a wall
// shuffled from the seed, every player drawing and discarding the tile that keeps the lowest
// shanten with the most tiles accepted (rules::discardOptions), no calls and no wins; the
// threat declares riichi at its first tenpai. The kyoku is replayed with game::applyNext, so
// the table is a real one (rivers, furiten tracking, dora indicator, wall count).
//
// Difficulty:
//  defence    1 a genbutsu tile is held; 2 none held; 3 neither genbutsu nor a nearly safe tile
//  conditions 1 first place, no honba or deposits, within 8,000 points; 2 with honba and
//             deposits, up to 16,000; 3 first or avoiding last, any gap (a source may be
//             impossible, or no win needed)
//  shanten    1 tenpai or one from tenpai (or complete); 2 two from tenpai; 3 three or more
//  discard_ev 1 the best discard leaves tenpai; 2 one from tenpai; 3 two from tenpai
namespace haifu::quiz {

class Rng;

[[nodiscard]] constexpr bool isDrillKind(Kind kind)
{
    return kind == Kind::Defence || kind == Kind::Conditions || kind == Kind::Shanten
            || kind == Kind::DiscardEv;
}

// --- All-last conditions ----------------------------------------------------------------------

// The place (1..4) of `seat` with these scores: one more than the players ahead of it. A player
// with the same score is ahead when the ruleset splits ties (TieMode::Split: a shared place is
// not a place won) or, with TieMode::SeatOrder, when its seat is lower (nearer the first
// dealer, seat 0).
[[nodiscard]] int placeOf(const std::array<int, 4> &scores, int seat, rules::TieMode ties);
[[nodiscard]] bool meetsTarget(
        const std::array<int, 4> &scores, int seat, ConditionTarget target, rules::TieMode ties);

// One hand value the calculator tries: han 1-4 with 20-70 fu (20 fu only by tsumo from 2 han,
// 25 fu from 2 han by ron and 3 han by tsumo; hands above 70 fu are left out as rare), then
// mangan (5), haneman (6), baiman (8), sanbaiman (11) and yakuman (13), fu 0.
struct HandValueTry
{
    int han = 0;
    int fu = 0;
};
[[nodiscard]] std::vector<HandValueTry> conditionHands(bool tsumo);

// The scores after the player wins with han/fu from `from` (-1: tsumo): payments with honba
// (rules::handPayments), plus the deposits on the table. `gain` receives the player's gain.
[[nodiscard]] std::array<int, 4> scoresAfterWin(const ConditionsSetup &setup, int from, int han,
        int fu, const rules::Ruleset &rules, int *gain = nullptr);

// For a ron from each opponent (by seat), then the tsumo: the cheapest hand (the lowest gain,
// then the lower fu, then the lower han) whose result meets the target; NoWinNeeded for every
// source when the scores meet it already; Impossible when no hand does. `shortOf` (optional)
// receives per source the dearest hand that does not meet it (han 0 when none).
[[nodiscard]] std::vector<ConditionNeed> allLastConditions(const ConditionsSetup &setup,
        const rules::Ruleset &rules, std::vector<ConditionNeed> *shortOf = nullptr);

// --- Expected value tolerance -----------------------------------------------------------------

// A discard counts as best when its expected score is within this of the best: 2% of the best
// or 10 points, whichever is larger (the exact figures differ by rounding and by sampling).
[[nodiscard]] double evTolerance(double bestExpected);

// --- Making questions -------------------------------------------------------------------------

// Computes the answer, the explanation and the choices of a drill question from its setup
// (defence: DefenceSetup::table; conditions: ConditionsSetup; shanten: the hand; discard EV:
// Question::evInput). Called by solveQuestion().
[[nodiscard]] std::optional<Error> solveDrill(Question &question);

// One generation attempt (generator.cpp loops over attempts): fills the situation of `q`
// (kind, difficulty and ruleset set), false when this attempt gave nothing suitable.
[[nodiscard]] bool tryDrillQuestion(Rng &rng, Question &q);

// A drill question for `seat` at a replay state (record questions). Defence: the seat holds 14
// tiles and another player is in riichi; shanten and discard EV: the seat holds 14 tiles;
// conditions: the start of a hand (the scores, dealer, honba and deposits of the state).
[[nodiscard]] Result<Question> drillFromState(
        const game::TableState &state, int seat, Kind kind, const rules::Ruleset &rules);

// Record spots of a drill kind: defence at each discard decision of a player not in riichi
// while another player is in riichi; shanten and discard EV at each discard decision (EV: of a
// player not in riichi); conditions at the start of the record's last hand, for every seat not
// in first place.
[[nodiscard]] std::vector<RecordSpot> findDrillSpots(const game::Record &record, Kind kind);

} // namespace haifu::quiz
