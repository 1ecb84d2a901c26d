#pragma once

#include "game/record.h"
#include "rules/byseat.h"
#include "rules/furiten.h"
#include "rules/hand.h"
#include "rules/result.h"
#include "rules/waits.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// Replaying a game record: the full table state at any step of any kyoku, with the legality of
// every event checked on the way. A step is "after the deal" (step 0) or "after event k-1"
// (step k), so a kyoku with n events has n + 1 steps.
//
// The live wall starts at 136 - 14 - 13 x 4 = 70 tiles (sanma: 108 - 14 - 13 x 3 = 55). Every
// draw takes one tile from it, replacement draws after a kan or a north bonus included: the dead
// wall keeps its 14 tiles by taking the last live tile, the usual way of counting, so the live
// wall is at 0 when an exhaustive draw comes.
namespace haifu::game {

// One discard in a river.
struct RiverTile
{
    Tile tile;
    bool tsumogiri = false; // the tile just drawn was discarded
    bool riichi = false; // the riichi declaration tile (laid sideways)
    std::int8_t calledBy = -1; // the seat that called it away, -1 when it is still there

    [[nodiscard]] bool calledAway() const { return calledBy >= 0; }
    friend bool operator==(const RiverTile &, const RiverTile &) = default;
};

enum class RiichiState : std::uint8_t {
    None,
    Declared, // the declaring discard is out; the deposit is not placed yet
    Accepted, // the riichi stands and the 1000-point deposit is on the table
};

struct PlayerState
{
    std::vector<Tile> closed; // concealed tiles sorted by kind (a red five after its plain fives)
    std::optional<Tile> drawn; // the tile just drawn (also in `closed`) until the next discard
    std::vector<RiverTile> river;
    // Declared melds in call order. Meld::from is the direction of the source relative to this
    // player, Meld::calledTile indexes the called tile (or the added tile of a kakan).
    std::vector<rules::Meld> melds;
    std::vector<std::int8_t> meldSources; // per meld: the source seat, -1 for a closed kan
    std::vector<Tile> northBonus; // sanma: norths set aside
    int score = 0;
    RiichiState riichi = RiichiState::None;
    bool doubleRiichi = false;
    bool ippatsu = false; // a win now would score ippatsu
    int riichiTile = -1; // index in `river` of the riichi declaration tile
    int draws = 0; // tiles drawn this kyoku (replacement draws included)
    int discards = 0; // own discards this kyoku
    bool connected = true;
    rules::FuritenTracker furiten; // discard / temporary / riichi furiten, tracked incrementally

    [[nodiscard]] bool isClosed() const; // no open meld (closed kans allowed)
    [[nodiscard]] bool inRiichi() const { return riichi != RiichiState::None; }
    [[nodiscard]] rules::Hand hand() const { return { closed, melds }; }
};

// Shanten, waits and furiten of one player, computed on demand from a table state.
struct PlayerAnalysis
{
    int shanten = 8; // -1 complete, 0 tenpai
    rules::Waits waits; // of the 13-tile hand (before the draw when the player holds 14)
    bool tenpai = false;
    bool furiten = false;
    rules::FuritenReason furitenReason = rules::FuritenReason::None;
    rules::TileKind furitenCause = 0; // the wait in the river, or the winning tile let pass
};

// What happened last, for the viewer's "last action" mark.
struct LastAction
{
    int event = -1; // index into Kyoku::events, -1 = the deal
    EventType type = EventType::Draw;
    int seat = -1;
};

// The table after a given step of a kyoku.
struct TableState
{
    int kyoku = 0; // index into Record::kyoku
    int step = 0; // events applied so far
    int playerCount = 4;
    int round = 0;
    int honba = 0;
    int dealer = 0;
    int riichiSticks = 0; // deposits on the table: carried over plus this kyoku's accepted ones
    std::array<PlayerState, 4> players;
    std::vector<Tile> doraIndicators; // revealed so far
    int liveWall = 70; // tiles left to draw
    int kans = 0; // kans declared this kyoku (all players)
    int turn = 0; // the seat expected to act next
    LastAction last;
    bool ended = false; // a win or a draw ended the kyoku

    // Bookkeeping for the legality checks and the verifier.
    enum class Phase : std::uint8_t {
        Draw, // `turn` draws next
        Discard, // `turn` holds 3n+2 tiles and discards (or declares a kan, a win, …)
        Replacement, // `turn` draws a replacement tile after a kan or a north bonus
        Claim, // after a discard: calls, ron or the next draw
        KanClaim, // after an added kan (or closed kan): chankan or the replacement draw
        Ended,
    };
    Phase phase = Phase::Draw;
    Tile lastDiscard; // the tile that may be called or ronned (or the added-kan tile)
    int lastDiscarder = -1;
    // How the claimable tile came: Discard, AddedKan, ClosedKan (only thirteen orphans may rob
    // it) or NorthBonus.
    EventType claimSource = EventType::Discard;
    bool lastDrawReplacement = false; // the tile in hand came from the dead wall
    bool callsMade = false; // any call or kan this kyoku (ends first-go-around privileges)
    int pendingRiichi = -1; // seat whose riichi discard is out, deposit not yet placed
    int pendingIppatsuBreak = -1; // seat whose added kan breaks ippatsu once it completes
    std::array<int, 4> kansBySeat{};
    int winners = 0; // Win events applied

    [[nodiscard]] const PlayerState &player(int seat) const { return bySeat(players, seat); }
    [[nodiscard]] PlayerState &player(int seat) { return bySeat(players, seat); }
    // Seat wind of a seat as a kind (East for the dealer).
    [[nodiscard]] rules::TileKind seatWind(int seat) const;
    [[nodiscard]] rules::TileKind roundWind() const;
};

// "E1-0": round wind letter, hand number, honba.
[[nodiscard]] std::string kyokuLabel(const Kyoku &kyoku);
// "discard by seat 2 (5p)", for messages.
[[nodiscard]] std::string describeEvent(const Event &event);
// Tiles in the live wall at the deal: 70 for four players, 55 for three.
[[nodiscard]] int initialLiveWall(int playerCount);

// The table right after the deal of kyoku `kyoku` (13 tiles each, the first indicator, the
// scores). Errors name the kyoku and what is wrong with the deal.
[[nodiscard]] Result<TableState> dealState(const Record &record, int kyoku);
// Applies the next event (index state.step) of the state's kyoku. On error the state is left
// unchanged and the error names the kyoku, the event index and the problem.
[[nodiscard]] std::optional<Error> applyNext(TableState &state, const Record &record);
// The same for a kyoku that is not (or not as it is) in the record: a line of play.
[[nodiscard]] Result<TableState> dealState(const Record &record, const Kyoku &kyoku, int index);
[[nodiscard]] std::optional<Error> applyNext(
        TableState &state, const Record &record, const Kyoku &kyoku);
// Shanten, waits and furiten of a seat in a state.
[[nodiscard]] PlayerAnalysis analysePlayer(const TableState &state, int seat);
// Waits of a 13-tile hand part (closed + melds), empty when the hand is not 3n+1.
[[nodiscard]] rules::Waits handWaits(
        const std::vector<Tile> &closed, const std::vector<rules::Meld> &melds);

// A record replayed for viewing: cheap stepping forwards and backwards over the whole game.
// The constructor replays every kyoku once (checking every event) and keeps a snapshot of the
// table every kSnapshotInterval events, so that any step is at most that many events away.
class Replay
{
public:
    static constexpr int kSnapshotInterval = 16;

    explicit Replay(const Record &record); // the record must outlive the replay

    [[nodiscard]] const Record &record() const { return *m_record; }
    [[nodiscard]] int kyokuCount() const { return static_cast<int>(m_kyoku.size()); }
    // Steps of a kyoku: events + 1 (step 0 is the deal).
    [[nodiscard]] int stepCount(int kyoku) const;
    // Steps that can be reached: all of them, or up to the event that failed.
    [[nodiscard]] int reachableSteps(int kyoku) const;
    // The error that stops the replay of a kyoku, if any.
    [[nodiscard]] const std::optional<Error> &error(int kyoku) const;
    // The first error of the record, if any.
    [[nodiscard]] std::optional<Error> firstError() const;

    // Steps over the whole game, kyoku after kyoku (the viewer's timeline).
    [[nodiscard]] int totalSteps() const { return m_totalSteps; }
    [[nodiscard]] int globalStep() const;
    [[nodiscard]] std::pair<int, int> position(int globalStep) const; // (kyoku, step)

    // Moves to a step. Returns an error (and stays where it was) when the position does not
    // exist or lies after an event that cannot be replayed.
    std::optional<Error> seek(int kyoku, int step);
    std::optional<Error> seekGlobal(int globalStep);
    std::optional<Error> next(); // one step on, into the next kyoku after the last step
    std::optional<Error> previous();

    [[nodiscard]] const TableState &state() const { return m_state; }
    [[nodiscard]] int currentKyoku() const { return m_state.kyoku; }
    [[nodiscard]] int currentStep() const { return m_state.step; }

private:
    struct KyokuReplay
    {
        std::vector<TableState> snapshots; // snapshots[i] = state at step i * kSnapshotInterval
        int reachable = 1;
        int firstGlobalStep = 0;
        std::optional<Error> error;
    };

    const Record *m_record;
    std::vector<KyokuReplay> m_kyoku;
    TableState m_state;
    int m_totalSteps = 0;
};

} // namespace haifu::game
