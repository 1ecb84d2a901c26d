#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "rules/score.h"
#include "rules/settlement.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Playing on from any step of a recorded kyoku: the legal actions of every player who may act,
// each action applied with the same checks as the replay, the draws taken from the true wall,
// the recorded draws or the user's choice, and a win or a draw scored and settled by the rules
// engine. A PlayLine is a kyoku of its own (the deal, the recorded events up to the branch step,
// then the line's events), so everything that shows a kyoku shows a line too.
namespace haifu::game {

enum class ActionKind : std::uint8_t {
    Draw, // the drawing seat takes `tile` (only when the draw is not known: assumed draws)
    Discard, // `tile` (tsumogiri when it is the drawn tile)
    Riichi, // declare riichi with the discard of `tile`
    Tsumo, // win on the drawn tile
    Ron, // win on the last discard (or the kan tile: chankan)
    Chi, // call `tile` with the two `consumed` tiles
    Pon,
    OpenKan, // daiminkan: call `tile` with three `consumed` tiles
    ClosedKan, // ankan of the four `consumed` tiles
    AddedKan, // kakan: add `tile` to the pon of its kind
    NorthBonus, // sanma: set a north aside
    NineTerminals, // abort the kyoku with nine kinds of terminals and honours (kyuushu kyuuhai)
    Pass, // nobody calls or wins: the play goes on (the next draw)
};

struct Action
{
    ActionKind kind = ActionKind::Pass;
    int seat = -1; // the acting seat (-1 for Pass)
    Tile tile;
    std::vector<Tile> consumed;

    friend bool operator==(const Action &, const Action &) = default;
};

// The move notation (README "Variations"): the seat digit, a letter, then tiles in mpsz form.
//   1d5m discard · 1r5m riichi with 5m · 1t tsumo · 2h ron · 3c4m56m chi 4m with 5m6m ·
//   3p7z pon · 3k5p open kan · 0a1z closed kan · 0e5m added kan · 0n north · 0x nine terminals ·
//   2g3s assumed draw · - pass.  Red fives are 0m/0p/0s.
[[nodiscard]] std::string actionText(const Action &action);
[[nodiscard]] Result<Action> parseAction(std::string_view text);
// Moves separated by spaces or commas.
[[nodiscard]] Result<std::vector<Action>> parseActions(std::string_view text);
[[nodiscard]] std::string actionsText(const std::vector<Action> &actions);

// Where the line's draws come from.
enum class DrawSource : std::uint8_t {
    TrueWall, // the wall rebuilt from the record's seed (Kyoku::trueWall)
    Recorded, // the recorded draws: the turn order has not changed since the branch
    Assumed, // the user picks each drawn tile from the unseen ones
};

class PlayLine
{
public:
    // A line that leaves kyoku `kyoku` of `record` after `step` events (0 = right after the
    // deal). The record must outlive the line.
    [[nodiscard]] static Result<PlayLine> start(const Record &record, int kyoku, int step);
    // A line rebuilt from its moves (as stored): start() and then play() each move. The error
    // names the move that cannot be played.
    [[nodiscard]] static Result<PlayLine> replay(
            const Record &record, int kyoku, int step, const std::vector<Action> &moves);

    [[nodiscard]] const Record &record() const { return *m_record; }
    [[nodiscard]] int kyokuIndex() const { return m_kyokuIndex; }
    [[nodiscard]] int branchStep() const { return m_branchStep; }
    // The line as a kyoku: the deal, the events (recorded up to the branch, then the line's)
    // and, once ended, the engine's wins or draw with the deltas and end scores.
    [[nodiscard]] const Kyoku &kyoku() const { return m_kyoku; }
    [[nodiscard]] const TableState &state() const { return m_state; }
    // The moves played since the branch (what play() was given).
    [[nodiscard]] const std::vector<Action> &moves() const { return m_moves; }
    // For each line event after the branch: the index of the move that produced it.
    [[nodiscard]] const std::vector<int> &eventMoves() const { return m_eventMoves; }

    [[nodiscard]] bool ended() const { return m_state.ended && !m_ronWindowOpen; }
    // Where the next draw comes from, and where the line's draws have come from so far (the
    // weakest source used: a line that needed one assumed draw is "assumed").
    [[nodiscard]] DrawSource nextDrawSource() const;
    [[nodiscard]] DrawSource drawSource() const { return m_weakestSource; }
    // A kan dora indicator that neither the wall nor the record shows was left unrevealed.
    [[nodiscard]] bool doraUnknown() const { return m_doraUnknown; }

    // Every action the rules allow now. A ron is offered only when it is not furiten and the
    // hand has a yaku; riichi only with a closed tenpai hand, the deposit and a tile left to
    // draw; in riichi only the drawn tile may be discarded and a closed kan must keep the waits.
    [[nodiscard]] std::vector<Action> legalActions() const;
    // Plays an action (refused with the reason when it is not legal) and whatever follows from
    // it without a choice: the riichi deposit, the next draw when it is known, a new kan dora,
    // the exhaustive draw at the end of the wall, the scoring of a win.
    std::optional<Error> play(const Action &action);

private:
    PlayLine() = default;

    struct Scored
    {
        WinResult result;
        rules::HandValue value;
    };

    std::optional<Error> refuse(const Action &action) const;
    std::optional<Error> apply(const Event &event);
    void advance();
    [[nodiscard]] bool anyClaim() const;
    void passClaims();
    void revealKanDora();
    void checkAbortiveDraws();
    std::optional<Tile> knownDraw(bool replacement) const;
    std::optional<Tile> knownDora() const;
    void addDiscardActions(std::vector<Action> &out) const;
    void addKanActions(std::vector<Action> &out) const;
    void addClaimActions(std::vector<Action> &out) const;
    void addDrawActions(std::vector<Action> &out) const;
    void addRonActions(std::vector<Action> &out) const;
    [[nodiscard]] std::optional<Scored> scoreWin(int seat) const;
    [[nodiscard]] bool canWin(int seat) const { return scoreWin(seat).has_value(); }
    [[nodiscard]] bool canDeclareRiichi(int seat, const std::vector<Tile> &closedAfter) const;
    [[nodiscard]] bool nineTerminalsAllowed() const;
    [[nodiscard]] bool drawPending() const;
    std::optional<Error> addWin(int seat);
    void settleWins();
    void addLiability(rules::WinClaim &claim, WinResult &win, const rules::HandValue &v) const;
    void endInDraw(DrawKind kind);
    void finish();
    void rebuildState();
    [[nodiscard]] Event eventFor(const Action &action) const;

    const Record *m_record = nullptr;
    int m_kyokuIndex = 0;
    int m_branchStep = 0;
    Kyoku m_kyoku;
    TableState m_state;
    std::vector<Action> m_moves;
    std::vector<int> m_eventMoves;
    std::vector<rules::HandValue> m_values; // the engine's value of each win
    bool m_ronWindowOpen = false; // a ron was declared; others may still ron the same tile
    bool m_pendingKanDora = false; // an open or added kan's indicator comes after the discard
    bool m_doraUnknown = false;
    bool m_passed = false; // the claim window was passed; the next draw waits for its tile
    int m_kuikaeSeat = -1; // the seat that just called, and the kinds it may not discard
    rules::KindMask m_kuikae = 0;
    int m_sticksAtWin = 0; // deposits on the table when the first win came
    int m_honbaAtWin = 0;
    bool m_recordedOrder = true; // every draw so far matched the recorded draws' seats
    int m_liveDraws = 0; // live-wall draws taken in this kyoku
    int m_replacementDraws = 0;
    DrawSource m_weakestSource = DrawSource::TrueWall;
    std::vector<Tile> m_recordedLive; // the recorded kyoku's live draws, in order
    std::vector<int> m_recordedLiveSeats;
    std::vector<Tile> m_recordedReplacements;
    std::vector<Tile> m_recordedDora; // kan dora indicators as recorded
    std::vector<Tile> m_recordedUra; // ura indicators as a recorded win shows them
};

// The recorded continuation of a kyoku from `step` played as a line: every recorded action must
// be one the rules offer (a pass is played where a call or a win was possible and nobody took
// it). With `untilStep` >= 0 it stops before that recorded event. The error names the recorded
// event that is not a legal action. The record editor and the tests build on it.
[[nodiscard]] Result<PlayLine> playRecorded(
        const Record &record, int kyoku, int step, int untilStep = -1);

} // namespace haifu::game
