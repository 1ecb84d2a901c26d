#pragma once

#include "club/finalscore.h"
#include "club/ledger.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace haifu::club {

// What one seat did in one game: the final score and the hand statistics a player page shows.
struct SeatResult
{
    std::int64_t player = 0; // the caller's player key (a storage id)
    std::string name;
    int seat = 0;
    int raw = 0; // final table points, leftover deposits included
    int place = 1;
    bool sharedPlace = false;
    double score = 0; // final score after uma, oka and penalties
    double penalty = 0; // after-uma penalties (chombo and referee), positive = deducted
    int hands = 0; // hands played (ledger entries)
    int wins = 0; // hands won (ron or tsumo)
    int tsumoWins = 0;
    int dealIns = 0; // rons paid as the discarder
    int riichi = 0; // riichi declarations
    int chombos = 0;
    int biggestWin = 0; // largest single-hand gain
};

// One game's results, for standings and player histories.
struct GameResult
{
    std::int64_t game = 0; // the caller's game key
    std::string date; // ISO 8601, for ordering histories
    bool finished = true; // provisional results of a game in progress are left out of standings
    int players = 4;
    std::vector<SeatResult> seats; // by seat
};

// Fills a GameResult from a replayed ledger and its final score; `players` are the caller's keys
// by seat.
[[nodiscard]] GameResult gameResult(const Game &game, const GameState &state,
        const FinalScore &final, const std::array<std::int64_t, 4> &players);

// One row of a league table.
struct Standing
{
    int rank = 1; // 1-based; equal totals share a rank
    bool sharedRank = false;
    std::int64_t player = 0;
    std::string name;
    int games = 0;
    double total = 0; // sum of final scores
    double average = 0; // total / games
    std::array<int, 4> places{}; // games finished 1st, 2nd, 3rd, 4th (a shared place counts as
                                 // the place it shares)
    double averagePlace = 0;
    double best = 0; // best and worst single-game score
    double worst = 0;
    double penalties = 0;
    int hands = 0;
    int wins = 0;
    int dealIns = 0;
    int riichi = 0;
    [[nodiscard]] double winRate() const { return hands ? double(wins) / hands : 0; }
    [[nodiscard]] double dealInRate() const { return hands ? double(dealIns) / hands : 0; }
};

// The league table over finished games: by total score, then average place, then games played,
// then name. Unfinished games are ignored.
[[nodiscard]] std::vector<Standing> standings(std::span<const GameResult> games);

// One point of a player's history: the game's score and the running total after it.
struct HistoryPoint
{
    std::int64_t game = 0;
    std::string date;
    int place = 1;
    double score = 0;
    double cumulative = 0;
};

// A player's finished games in the given order, with the running total.
[[nodiscard]] std::vector<HistoryPoint> playerHistory(
        std::span<const GameResult> games, std::int64_t player);

} // namespace haifu::club
