#pragma once

#include "game/playstats.h"
#include "rules/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

// The columns of game_players that hold a seat's play counts (game/playstats.h), one per counter,
// and the same columns summed per player in player_totals: the one list the import, the schema
// upgrade that fills them, the totals' triggers and the statistics queries are written from.
namespace haifu::storage::detail {

struct PlayColumn
{
    const char *name;
    int game::PlayCounts::*count = nullptr; // one of count and sum is set
    long game::PlayCounts::*sum = nullptr;
    int since = 1; // the schema version that added the column

    [[nodiscard]] qint64 value(const game::PlayCounts &counts) const
    {
        return count ? counts.*count : counts.*sum;
    }
    void set(game::PlayCounts &counts, qint64 v) const
    {
        if (count)
            counts.*count = int(v);
        else
            counts.*sum = long(v);
    }
};

[[nodiscard]] std::span<const PlayColumn> playColumns();

// "kyoku_played, wins, …" with `prefix` before each name ("gp." or "sum(gp." … ")").
[[nodiscard]] QString playColumnList(
        const QString &prefix = QString(), const QString &suffix = QString());

} // namespace haifu::storage::detail

namespace haifu::storage {
class Database;
struct GameFacts;
} // namespace haifu::storage

namespace haifu::storage::detail {

// The totals' columns (player_totals) and what one seat row `row` ("new", "gp", …) of
// game_players adds to each: games, place1..place4, busts, final_scores, point_games,
// final_points, then the play columns in playColumns() order.
[[nodiscard]] QList<std::pair<QString, QString>> totalsTerms(const QString &row);

// The schema step 13's code: makes player_totals with its triggers and counts the play of the
// games already in the library on their replayed records (a game whose original no longer reads
// keeps the counts it had).
[[nodiscard]] std::optional<Error> fillPlayCounts(const Database &db);

// Stores the rare events of a new game's seats.
[[nodiscard]] std::optional<Error> storeRareEvents(
        const Database &db, qint64 gameId, const GameFacts &facts);

} // namespace haifu::storage::detail
