#pragma once

#include "rules/ruleset.h"

#include <array>
#include <span>

namespace haifu::rules {

// Table-level settlement of a hand: who pays whom for a win, a multiple ron, a draw, nagashi
// mangan, pao and chombo. Seats are table positions 0..players-1 in turn order (seat + 1 is the
// player on the right, who plays next). Shared by the game-record verifier and club scoring.
struct TableState
{
    int players = 4;
    int dealer = 0; // seat of the dealer (East) in this hand
    int honba = 0;
    int carriedSticks = 0; // riichi deposits left on the table by earlier hands
    std::array<bool, 4> riichiThisHand{}; // seats that declared riichi in this hand
};

struct Settlement
{
    std::array<int, 4> delta{}; // point change per seat, riichi deposits of this hand included
    std::array<bool, 4> winner{}; // seats that were paid for a win (or nagashi mangan)
    int sticksTaken = 0; // riichi deposits collected by a winner
    int sticksLeft = 0; // riichi deposits left on the table for the next hand
    bool aborted = false; // e.g. a triple ron under multiple_ron = double
};

// One winner's claim. basicPoints come from HandValue::basicPoints; for pao, paoBasicPoints is the
// part of them the liable seat answers for (8000 per yakuman it is liable for).
struct WinClaim
{
    int winner = 0;
    int basicPoints = 0;
    int paoSeat = -1;
    int paoBasicPoints = 0;
};

// A tsumo. With pao the liable seat pays the liable part as if it had dealt in, honba
// included; the rest of the hand is paid as a normal tsumo.
[[nodiscard]] Settlement settleTsumo(
        const TableState &table, const WinClaim &claim, const Ruleset &rules);

// One or more rons on the discard of `discarder`. Claims are ordered by turn from the
// discarder; head_bump keeps the first, double aborts on three, triple pays all. Honba and
// deposits go to the winner nearest the discarder's right. With pao the liable seat pays half
// of the liable part and the honba, the discarder the rest.
[[nodiscard]] Settlement settleRon(const TableState &table, int discarder,
        std::span<const WinClaim> claims, const Ruleset &rules);

// An exhaustive draw: nagashi mangan players (when the ruleset has it) are paid as a mangan
// tsumo without honba and then no noten payments are made; otherwise the noten players pay
// noten_total shared by the tenpai players. Deposits stay on the table.
[[nodiscard]] Settlement settleExhaustiveDraw(const TableState &table,
        const std::array<bool, 4> &tenpai, const std::array<bool, 4> &nagashi,
        const Ruleset &rules);

// An abortive draw: no payments; this hand's deposits join the table.
[[nodiscard]] Settlement settleAbortiveDraw(const TableState &table, const Ruleset &rules);

// Chombo paid at the table (reverse mangan): a dealer offender pays 4000 to each, a
// non-dealer 4000 to the dealer and 2000 to each other; deposits of this hand are returned.
// ChomboPenalty::Flat: chombo_points to each other player. With AfterUma or None nothing moves at
// the table.
[[nodiscard]] Settlement settleChombo(const TableState &table, int offender, const Ruleset &rules);

// Whether the liable player (pao) answers for the whole hand, as on Tenhou (FORMATS.md §1.9: a
// double yakuman of which only daisangen was liable was paid entirely), or only for the yakuman
// with liability, as on Mahjong Soul.
[[nodiscard]] bool paoCoversWholeHand(const Ruleset &rules);

// Turn distance from `from` to `to` (1 = the player on the right).
[[nodiscard]] constexpr int turnDistance(int from, int to, int players)
{
    return ((to - from) % players + players) % players;
}

} // namespace haifu::rules
