#pragma once

#include "game/replay.h"
#include "rules/hand.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "rules/tile.h"

#include <array>
#include <cstdint>
#include <vector>

// The expected value of each discard: for the player to act with 14 tiles, for every
// distinct discard, the chance of reaching tenpai and of winning by self-draw within the draws
// left, and the expected score, computed over the tiles unseen from that player's view.
//
// THE MODEL (what the figures mean; the README quotes this):
// - Self-draws only. No calls (CallPolicy::None is the only one implemented), opponents are
//   ignored: nobody else wins, nobody deals in, the hand never wins by ron.
// - The wall is the unseen tiles (EvInput::unseen), drawn without replacement: the own draws
//   are the first tiles of a shuffle of them (the opponents' hands and draws are other places of
//   the same shuffle, so they change no chance from the player's view). The i-th own draw (i = 0
//   for the next one) comes from N - i tiles, N the unseen total, whatever the earlier draws were:
//   a kind k is drawn with probability remaining_k / (N - i), where remaining_k = unseen_k minus
//   the copies of k the hand holds beyond the 14 tiles it started with. A drawn tile that is
//   thrown leaves the wall too (the total shrinks), and is assumed to be of a kind the hand had
//   no use for then; so with no hand changes the tenpai chance of a 1-shanten hand and the win
//   chance of a tenpai hand are exact (tests/core/tst_ev.cpp checks both against an
//   enumeration and against draws from shuffled walls, and a hand change against walls played
//   with it). A drawn five is red with probability
//   (unseen red fives of the suit, minus the red ones kept beyond the start) / remaining_k.
// - After a draw: a complete hand with a yaku wins (a closed hand always has menzen tsumo; an
//   open hand needs a real yaku, checked with rules::score). Its value is what the winner
//   receives for the tsumo (dealer or not) without honba and without deposits on the table:
//   yaku, fu, dora, red fives, and with riichi the riichi han and the ura dora, expected over
//   the wall without the winning tile as indicators (one indicator per dora indicator, each drawn
//   independently). Ippatsu, haitei, double riichi and kan draws are not modelled.
// - Otherwise the player discards. A draw that lowers the shanten is kept; the discard is then
//   one that keeps the lowered shanten, chosen by the continuation policy: Best (the one with
//   the highest expected score for the draws left, exact per turn) or Ukeire (the most tiles
//   accepted, see ContinuationPolicy).
// - Hand changes (手変わり), within a budget (EvOptions::exchangeShanten, exchangeRows,
//   exchangeWidth): at 1-shanten, and at tenpai on a narrow wait (at most 4 tiles, a single
//   kind's), a draw that keeps the shanten may be kept and another tile thrown, when the hand it
//   makes accepts more tiles (or as many with more dora). Of those exchanges the hand weighs the
//   widest (one by default: the exchange that accepts the most tiles, then the most copies drawn,
//   then the lowest kind; a drawn tile counts when it joins the hand, an honour held or a number
//   tile within two of one of its suit), and takes it for the draws left exactly when its
//   expected score is higher than keeping the hand. A hand makes one exchange (then draws keep
//   or throw as above); a dama tenpai that exchanges may declare riichi at the wider wait.
//   Only discards that leave at most exchangeRows (2) shanten are solved with hand changes:
//   farther rows are solved without, which is what keeps a 3-shanten table fast. Going back a
//   shanten (向聴戻し) is valued at the decision itself, where every discard has its row (a
//   1-shanten hand's 2-shanten rows include their hand changes), not in later turns.
//   Every other draw is thrown. EvOptions::exchangeShanten = -1 solves without hand changes
//   (the enumerations of tests/core/tst_ev.cpp are made that way).
//   A tenpai on a wider wait, one that has exchanged, or in riichi keeps its hand.
// - Riichi: at the first tenpai of a closed hand not already in riichi the player declares
//   riichi or stays dama by the riichi policy (Best: the better expected score). The 1,000-point
//   deposit is counted as a cost: a riichi that does not win loses it (a win gets it back, so the
//   value of a win excludes it). A hand already in riichi keeps its hand: it can only win with the
//   tenpai it has (a discard that breaks the tenpai gives 0), and its deposit is not counted.
// - Exactness: an exact dynamic programme (expectimax over the draws, memoised per 13-tile hand,
//   each value a vector over the draws left, so the per-turn choice is exact) for discards that
//   leave at most EvOptions::maxExactShanten; a discard that leaves more, or whose programme
//   goes past the node budget, is sampled (Monte Carlo of the same model: the Ukeire policy until
//   the hand reaches 1-shanten, then the exact values from there), flagged `exact = false` with
//   the sample count and the standard error of the expected score.
// - Cost (tests/bench/bench_ev.cpp, 17 draws left, one core): a 1-shanten hand's table in about
//   17 ms with hand changes (1.6 ms without), 2-shanten about 8 ms, 3-shanten 29 to 43 ms (every
//   row exact, the discards leaving 4-shanten included; sampling them was slower and noisier).
//   No shared state: calls may run on any thread at once
//   (the shanten tables are built once, thread-safely, on first use).
namespace haifu::insight {

enum class RiichiPolicy : std::uint8_t {
    Best, // riichi or dama at the first tenpai, whichever has the higher expected score
    Always, // riichi at the first tenpai of a closed hand
    Never, // dama always
};

// Calls are not modelled: the hand only ever draws.
enum class CallPolicy : std::uint8_t { None };

enum class ContinuationPolicy : std::uint8_t {
    // Each later discard (after an effective draw) maximises the expected score for the draws
    // left (ties: the higher win, then tenpai probability), exactly, per number of draws left.
    Best,
    // After an effective draw keep the lowered shanten with the most tiles accepted (counted in
    // the model's wall: the sum of remaining_k over the kinds that lower the shanten of the hand
    // left), ties by the lowest kind discarded (a plain five before a red one).
    Ukeire,
};

struct EvOptions
{
    int turns = -1; // own draws left; -1: EvInput::drawsLeft
    RiichiPolicy riichi = RiichiPolicy::Best;
    CallPolicy calls = CallPolicy::None;
    ContinuationPolicy continuation = ContinuationPolicy::Best;
    // Hand changes (see THE MODEL) at this shanten or nearer tenpai: 1 (the default) at
    // 1-shanten and tenpai, 0 at tenpai only, -1 never (each draw is kept or thrown).
    int exchangeShanten = 1;
    int exchangeRows = 2; // only discards leaving at most this shanten model hand changes
    int exchangeWidth = 1; // exchanges a hand weighs: the widest (see THE MODEL)
    int maxExactShanten = 4; // discards leaving more are sampled
    int nodeBudget = 200000; // 13-tile hands the exact programme may hold before it samples
    int samples = 2000; // runs per sampled discard
    std::uint64_t seed = 1; // of the sampling (the results are reproducible)
};

// What the calculation needs, from the acting player's view.
struct EvInput
{
    rules::Hand hand; // 14 tiles counting 3 per meld (closed tiles with their red fives, melds)
    // Unseen tiles per kind: not in the own hand or melds, any river, others' melds, the dora
    // indicators (or the north tiles set aside in three-player games).
    rules::TileCounts unseen{};
    std::array<int, 3> unseenRed{}; // unseen red fives per suit (man, pin, sou)
    rules::TileKind seatWind = rules::kinds::East; // the dealer sits East
    rules::TileKind roundWind = rules::kinds::East;
    std::vector<rules::Tile> doraIndicators; // ura indicators: as many as these
    rules::Ruleset ruleset;
    bool riichi = false; // the player is in riichi already
    int drawsLeft = 0; // own draws still to come
};

// One distinct discard (as rules::discardOptions lists them: a plain and a red five apart only
// when both are held).
struct DiscardEv
{
    rules::Tile tile;
    int shanten = 8; // after the discard
    int ukeire = 0; // tiles accepted after the discard (the model's wall)
    // Of being tenpai after some draw within the turns (1 when the discard leaves tenpai).
    double tenpaiProbability = 0;
    double winProbability = 0; // of winning by self-draw within the turns
    double expectedScore = 0; // P(win) x averageWinValue, minus the riichi deposits lost
    double averageWinValue = 0; // points received when winning (0 when it never wins)
    // Riichi is declared at the tenpai this discard makes (always false when the discard does
    // not leave tenpai, the hand is open or in riichi already).
    bool riichi = false;
    // The discard leaves tenpai in a closed hand not in riichi: the expected score of staying
    // dama and of declaring riichi (the choice above takes the higher under RiichiPolicy::Best).
    bool riichiOption = false;
    double damaScore = 0;
    double riichiScore = 0;
    bool exact = true; // false: sampled
    int samples = 0; // runs, when sampled
    double standardError = 0; // of expectedScore, when sampled
    // winByTurn[i]: the win probability with i + 1 draws left (each horizon played for itself).
    std::vector<double> winByTurn;
};

struct EvTable
{
    int turns = 0; // own draws used
    std::vector<DiscardEv> discards; // best first
    int nodes = 0; // 13-tile hands the exact programme solved
};

// Every distinct discard of input.hand, best first: by expected score, then win probability,
// then tenpai probability, then tiles accepted (then by kind, plain before red). Errors: a hand
// that is not 14 tiles, more than four copies of a kind counting the unseen tiles, a negative
// turn count.
[[nodiscard]] Result<EvTable> expectedValues(const EvInput &input, const EvOptions &options = {});

// The input for seat `seat` of a replay state where that seat holds 14 tiles (counting 3 per
// meld): unseen tiles from that seat's view (rivers without the tiles called away, which are in
// the melds, all melds, dora indicators, north tiles set aside), the winds, the dora indicators,
// its riichi. Draws left: the live wall is drawn round-robin starting with the next seat, so the
// seat draws liveWall / playerCount more tiles (rounded down; calls and kan draws that change
// the order are not foreseen). Errors: the seat does not hold 14 tiles.
[[nodiscard]] Result<EvInput> evInputFromState(
        const game::TableState &state, int seat, const rules::Ruleset &rules);
// The same for a seat holding any number of tiles (13 at a chance to call): no check.
[[nodiscard]] EvInput viewFromState(
        const game::TableState &state, int seat, const rules::Ruleset &rules);

// The copies of each kind the player of `input` sees outside its own hand and melds (the rivers,
// the others' melds, the dora indicators, north tiles set aside, and in three-player games the
// absent 2m..8m): what rules::ukeireOf takes as `visible`.
[[nodiscard]] rules::TileCounts seenOutsideHand(const EvInput &input);

} // namespace haifu::insight
