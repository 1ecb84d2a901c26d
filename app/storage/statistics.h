#pragma once

#include "rules/result.h"

#include <QList>
#include <QString>

#include <array>

// Player statistics across the library, summed from the per-game figures stored at import
// (game_players), so they cost one indexed aggregate query however large the library is.
namespace haifu::storage {

class Database;

struct PlayerStats
{
    QString name;
    int games = 0;
    int placedGames = 0; // games with a known final placement
    std::array<int, 4> placements{}; // games finished 1st, 2nd, 3rd, 4th
    double averagePlacement = 0;
    int kyoku = 0; // hands played
    int wins = 0;
    int tsumoWins = 0;
    int dealIns = 0;
    int riichi = 0; // hands with a riichi declaration
    int calledHands = 0; // hands with a chi, pon or open kan
    qint64 winPoints = 0;
    qint64 dealInPoints = 0;
    double winRate = 0; // wins / hands
    double dealInRate = 0; // deal-ins / hands
    double riichiRate = 0; // riichi hands / hands
    double callRate = 0; // hands with calls / hands
    double averageWin = 0; // points per win
    double averageDealIn = 0; // points per deal-in
};

// One player's statistics (the exact name as stored); an error when no game has that player.
[[nodiscard]] Result<PlayerStats> playerStatistics(const Database &db, const QString &name);
// Every player with at least `minGames` games, most games first (at most `limit`; 0 = all).
[[nodiscard]] Result<QList<PlayerStats>> allPlayerStatistics(
        const Database &db, int minGames = 1, int limit = 0);

} // namespace haifu::storage
