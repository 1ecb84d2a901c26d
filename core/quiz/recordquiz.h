#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "quiz/question.h"
#include "rules/result.h"

#include <functional>
#include <vector>

// Questions from real situations of a game record: a win becomes a yaku, fu or points question
// (the hand and situation the verifier scores), a decision (a player about to discard) becomes
// an efficiency question with the tiles that player could see, and a winning tile a tenpai
// player let pass becomes a furiten question (may the player ron that tile now?).
namespace haifu::quiz {

// A place in a record a question can be asked about.
struct RecordSpot
{
    Kind kind = Kind::Fu;
    int kyoku = 0;
    int step = 0; // the replay step (events applied) the question is asked at
    int seat = 0;
    int win = -1; // wins: index into Kyoku::wins
};

// Calls visit(kyoku, event index, event, the table before the event) for every event of every
// kyoku, each replayed up to its first error.
void forEachRecordEvent(const game::Record &record,
        const std::function<void(int, int, const game::Event &, const game::TableState &)> &visit);

// Every spot of a kind, in the order of the game. Yaku/fu/points: each win; efficiency: each
// discard decision of a player not in riichi; furiten: each winning tile a tenpai player let
// pass, unless the hand ends with a win on it or the player calls it. Kyoku that cannot be replayed
// are skipped.
[[nodiscard]] std::vector<RecordSpot> findRecordSpots(const game::Record &record, Kind kind);

// A win (kind yaku, fu or points): the hand and situation just before the Win event.
[[nodiscard]] Result<Question> questionFromWin(
        const game::Record &record, int kyoku, int win, Kind kind);
// A decision: at `step` the seat to act holds 14 tiles (counting 3 per meld).
[[nodiscard]] Result<Question> questionFromDecision(
        const game::Record &record, int kyoku, int step);
// A passed winning tile: at `step` (right after another player's discard or added kan that
// `seat` could have ronned and did not), may `seat` ron that tile now?
[[nodiscard]] Result<Question> questionFromPass(
        const game::Record &record, int kyoku, int step, int seat);
// Any of the above.
[[nodiscard]] Result<Question> questionFromSpot(const game::Record &record, const RecordSpot &spot);

} // namespace haifu::quiz
