#pragma once

#include "rules/result.h"

#include <cstdint>
#include <span>
#include <vector>

// Tournament seating: who sits at which table in each round, and at which wind. Players are
// indices 0 … players-1; a table lists its four players by seat: East, South, West, North.
// Every draw is reproducible: the same request and seed give the same seating.
namespace haifu::club {

using SeatingTable = std::vector<int>; // four players by seat: East, South, West, North
using SeatingRound = std::vector<SeatingTable>;

inline constexpr int kSeatsPerTable = 4;
inline constexpr int kMinSeatingPlayers = 4;
inline constexpr int kMaxSeatingPlayers = 256;
inline constexpr int kMaxSeatingRounds = 64; // rounds of a tournament, played and drawn

enum class SeatingMethod {
    Naive, // a plain shuffle every round: the baseline the other methods are measured against
    Random, // a random draw that avoids repeat meetings and balances the seat winds
    Swiss, // tables by standings (1-4, 5-8, …), then swaps between neighbouring tables that
           // avoid repeat meetings while keeping players near their standing
};

struct SeatingRequest
{
    int players = 0; // 4 to 256, a multiple of 4
    std::vector<SeatingRound> played; // the rounds already played (validated)
    std::vector<double> points; // Swiss: each player's standing points (empty: all equal)
    std::uint64_t seed = 0;
};

// How good a seating is, over all its rounds.
struct SeatingReport
{
    int rounds = 0;
    int repeatPairs = 0; // over all pairs of players that met more than once: meetings - 1
    int maxMeetings = 0; // the most times any one pair met
    int windImbalance = 0; // over all players: most minus fewest rounds at one seat wind
};

// The next `count` rounds after request.played. Random optimises the new rounds together
// (a randomised start improved by a bounded local search: swaps of players between tables and
// of seats within a table, lowering repeat meetings first and wind imbalance second). Swiss
// draws them one after the other on the same points; players of equal points are ordered by
// the seed. Refuses a player count that cannot fill tables of four, played rounds that are not
// a valid seating (see checkSeating), points for another number of players, and more than
// kMaxSeatingRounds rounds.
[[nodiscard]] Result<std::vector<SeatingRound>> drawRounds(
        const SeatingRequest &request, SeatingMethod method, int count = 1);

// A whole tournament drawn before play: Naive and Random as drawRounds; Swiss round by round on
// simulated results (random scores at every table), for comparing the methods.
[[nodiscard]] Result<std::vector<SeatingRound>> drawTournament(
        int players, int rounds, SeatingMethod method, std::uint64_t seed);

// A prescripted seating checked: every round seats every player exactly once at tables of
// four, every index in range. The error names the round and the table ("round 2 table 3:
// player 5 is already seated at table 1"); the report measures the seating.
[[nodiscard]] Result<SeatingReport> checkSeating(int players, std::span<const SeatingRound> rounds);

// A prescripted round with its tables kept and the seats within each table reordered so that
// every player's winds stay as even as possible after request.played.
[[nodiscard]] Result<SeatingRound> assignWinds(
        const SeatingRequest &request, const SeatingRound &round);

} // namespace haifu::club
