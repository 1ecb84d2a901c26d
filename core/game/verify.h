#pragma once

#include "game/record.h"
#include "game/replay.h"

#include <array>
#include <string>
#include <vector>

// Verification of a game record: the record is replayed (every event checked), every win is
// recomputed by the rules engine under the record's ruleset with the situation taken from the
// replay (riichi, ippatsu, haitei/houtei, rinshan, chankan, tenhou/chiihou, winds, dora and ura
// indicators, red fives, honba, deposits), every draw's payments are recomputed, and the scores
// are followed through the game to the final result. Whatever differs is a Mismatch naming the
// kyoku, what the record says and what the engine says.
namespace haifu::game {

enum class MismatchKind : std::uint8_t {
    Replay, // an event cannot be replayed (illegal move, tile not in hand, …)
    Hand, // the winner's hand, melds, winning tile or dora indicators as shown
    Value, // han, fu, yaku, yakuman or the hand's points
    Payment, // the score changes of a win or a draw
    Draw, // tenpai, nagashi mangan or the condition of an abortive draw
    Flow, // honba, deposits, dealer and round from one kyoku to the next
    Scores, // scores after a kyoku or at the end of the game
    Header, // metadata (players, ranks, ratings) that contradicts another copy of the game
};

// "replay", "hand", "value", "payment", "draw", "flow", "scores", "header".
[[nodiscard]] std::string_view mismatchKindName(MismatchKind kind);

struct Mismatch
{
    MismatchKind kind = MismatchKind::Value;
    int kyoku = -1; // index into Record::kyoku, -1 for the game as a whole
    std::string label; // "E1-0", or "game"
    std::string field; // what differs: "han", "fu", "yaku", "deltas", "tenpai", …
    std::string recorded; // what the record says
    std::string engine; // what the replay and the rules engine say
    std::string context; // e.g. "win #1: seat 2 ron on seat 0"
    // The record contradicts itself (e.g. its scores do not add up with its own deltas, or one
    // copy of a game differs from another): not a disagreement with the rules engine.
    bool recordInconsistent = false;
    // From compareCopies: `recorded` and `engine` hold what each copy says ("file: value").
    bool betweenCopies = false;
};

// One line of text: "E1-0 han (win #0: seat 2 tsumo): record 3, engine 4".
[[nodiscard]] std::string formatMismatch(const Mismatch &mismatch);

// What the engine computed for one win (for reports and the viewer).
struct WinCheck
{
    int kyoku = 0;
    int win = 0; // index into Kyoku::wins
    int winner = 0;
    int from = 0;
    int han = 0;
    int fu = 0;
    int yakumanMultiple = 0;
    std::vector<std::pair<std::string, int>> yaku; // engine keys and han (dora included)
    int points = 0; // the hand's value without honba and deposits
    std::array<int, 4> deltas{}; // the engine's score changes for this winner's claim
};

struct VerifyReport
{
    int kyoku = 0; // kyoku in the record
    int wins = 0; // Win results (a double ron counts 2)
    int draws = 0; // kyoku ending in a draw (exhaustive or abortive)
    int replayedEvents = 0;
    std::vector<Mismatch> mismatches;
    std::vector<std::string> notes; // oddities that change no result (e.g. a harmless pao column)
    // Rules the header does not state that the results show (a private room's honba or noten
    // payments): the engine used them instead of reporting a mismatch; one line each, first
    // seen.
    std::vector<std::string> inferred;
    std::vector<WinCheck> winChecks;
    std::array<int, 4> finalScores{}; // the engine's final raw scores (leftover deposits applied)

    [[nodiscard]] bool ok() const { return mismatches.empty(); }
    [[nodiscard]] int recordInconsistencies() const;
};

struct VerifyOptions
{
    bool collectWinChecks = false; // fill VerifyReport::winChecks
};

// Replays and verifies a whole record.
[[nodiscard]] VerifyReport verifyRecord(const Record &record, const VerifyOptions &options = {});

// Two copies of the same game (e.g. the mjlog XML and the tenhou.net/6 JSON of one log): the
// differences in metadata and play, each marked recordInconsistent. Empty when they agree.
[[nodiscard]] std::vector<Mismatch> compareCopies(
        const Record &a, const std::string &nameA, const Record &b, const std::string &nameB);
// A fingerprint of the first deal (scores, round, every hand), to find copies of one game.
[[nodiscard]] std::string dealFingerprint(const Record &record);

} // namespace haifu::game
