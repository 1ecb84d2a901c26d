#pragma once

#include "game/playstats.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

// The metrics of the player page as data: each one a ratio (or an average) of a
// player's counted play (playstats.h) and games, with the denominator it is taken over named, so
// that the table, the README, the tooltips and the CSV say the same thing.
namespace haifu::game {

// A player's games summed: the play counted hand by hand and what each game's end says.
struct PlayerTotals
{
    int games = 0;
    std::array<int, 4> places{}; // games finished 1st .. 4th
    int busts = 0; // games finished below zero points
    long finalScores = 0; // final scores summed
    int pointGames = 0; // games whose rank points (uma/oka) are known
    double finalPoints = 0; // ... and their rank points summed
    PlayCounts play;

    // One game of the seat: `place` 1..4 (0 unknown), its final score, its rank points if known.
    void addGame(int place, std::optional<int> finalScore, std::optional<double> points,
            const PlayCounts &counts);
    PlayerTotals &operator+=(const PlayerTotals &other);
};

// What a metric is taken over.
enum class Per : std::uint8_t {
    Games,
    PlacedGames, // games whose final place is known
    PointGames, // games whose rank points (uma, oka) are known
    Hands,
    Wins,
    DealIns,
    Riichi,
    CalledHands,
    ExhaustiveDraws,
    DealerHands,
};

// "games", "games with a place", "games with rank points", "hands", "wins", "deal-ins",
// "riichi", "called hands", "exhaustive draws", "dealer hands" (English; the app translates).
[[nodiscard]] std::string_view perName(Per per);

enum class MetricKind : std::uint8_t {
    Rate, // a share, 0..1 (shown as a percentage)
    Average, // points, turns or places per item
    Count,
};

struct Metric
{
    std::string_view key; // "win_rate"
    std::string_view name; // "Win rate" (English)
    std::string_view formula; // "wins / hands"
    MetricKind kind = MetricKind::Rate;
    Per per = Per::Hands;
};

// Every metric, in the order of the player page's table.
[[nodiscard]] std::span<const Metric> metrics();
[[nodiscard]] const Metric *metricByKey(std::string_view key);

// The value for `totals` of `metric`, an element of metrics(); nullopt when its denominator is
// zero (shown as "-").
[[nodiscard]] std::optional<double> metricValue(const Metric &metric, const PlayerTotals &totals);
// The denominator's count.
[[nodiscard]] int denominator(Per per, const PlayerTotals &totals);

} // namespace haifu::game
