#pragma once

#include "game/play.h"
#include "game/record.h"

#include <array>
#include <optional>
#include <vector>

// The record editor's model: a record written as what a person edits. Each kyoku is a header
// (round, honba, deposits, dealer, start scores), the deal (13 tiles a seat), the dora and ura
// indicators (in reveal order: [0] is shown at the deal, then one per kan) and the moves in the
// move notation (play.h) with every draw written out as a `g` move. buildRecord() plays each
// kyoku with a PlayLine, so every action is checked by the rules and every win or draw is scored
// and settled by the engine; the first action that is not legal is named (kyoku, move, why).
// An existing record becomes a draft with draftFromRecord(); a record from nothing is a draft
// filled in by hand. Sizes are bounded (kMaxDraftKyoku, kMaxDraftMoves) and the work is linear.
namespace haifu::game {

inline constexpr int kMaxDraftKyoku = 100;
inline constexpr int kMaxDraftMoves = 1000;
inline constexpr int kMaxIndicators = 5;
inline constexpr int kMaxStartScore = 10'000'000; // points, either sign

struct KyokuDraft
{
    int round = 0; // 0 = East 1 … (Kyoku::round)
    int honba = 0;
    int riichiSticks = 0;
    int dealer = 0;
    std::array<int, 4> startScores{};
    std::array<std::vector<Tile>, 4> hands; // 13 tiles per seat at the table, empty otherwise
    std::vector<Tile> dora; // dora indicators in reveal order
    std::vector<Tile> ura; // ura indicators, [i] under dora[i]
    std::vector<Action> moves; // every draw explicit (`Ng<tile>`)

    friend bool operator==(const KyokuDraft &, const KyokuDraft &) = default;
};

struct RecordDraft
{
    Record game; // players, player count, ruleset, title …; its kyoku are not used
    std::vector<KyokuDraft> kyoku;
    // A drafted record's scores after its last kyoku as the engine settles it: while the built
    // record ends with them, the recorded final scores and points stand as they are (they may
    // hold deposits left on the table, or be missing).
    std::optional<std::array<int, 4>> recordedEnd;
};

// A draft of an existing record: each kyoku's recorded events turned into moves (the recorded
// draws as `g` moves). The error names the kyoku and the recorded event that is not legal.
[[nodiscard]] Result<RecordDraft> draftFromRecord(const Record &record);
// Refuses a deal that cannot be: a header out of range, a seat without 13 tiles, more copies
// of a tile (or more red fives) than the game has, indicators missing or too many.
[[nodiscard]] std::optional<Error> checkDeal(const Record &game, const KyokuDraft &kyoku);

// The one-kyoku record a draft kyoku is played in: the deal with no recorded draws (so every
// draw is a `g` move), the kan dora and ura indicators where a PlayLine finds them.
[[nodiscard]] Record draftKyokuRecord(const Record &game, const KyokuDraft &kyoku);
// The draft kyoku played (kyoku 0 of `holder`, which draftKyokuRecord made and which must
// outlive the line). The error names the kyoku (`number`, 1-based), the move and why.
[[nodiscard]] Result<PlayLine> playDraftKyoku(
        const Record &holder, const KyokuDraft &kyoku, int number);

struct BuiltRecord
{
    Record record;
    std::vector<int> followedScores; // kyoku whose start was set to where the one before leads
};

// The record a draft makes: every kyoku checked and played in order. With `followScores` the
// start of each kyoku after the first (scores, deposits, honba) is set to where the one before
// leads (in the draft too, and listed); its dealer and round stay as written (its moves are
// written for them: a changed result that would move the deal shows in the verifier's flow). Every
// kyoku must end (a win or a draw) unless `allowOpenEnd` lets the last one stop anywhere (it is
// then left out of the record).
[[nodiscard]] Result<BuiltRecord> buildRecord(
        RecordDraft &draft, bool followScores = true, bool allowOpenEnd = false);

} // namespace haifu::game
