#include "storage/statistics.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

const QString kAggregate =
        u"SELECT p.name, count(*), count(gp.placement), "
        "sum(CASE WHEN gp.placement = 1 THEN 1 ELSE 0 END), "
        "sum(CASE WHEN gp.placement = 2 THEN 1 ELSE 0 END), "
        "sum(CASE WHEN gp.placement = 3 THEN 1 ELSE 0 END), "
        "sum(CASE WHEN gp.placement = 4 THEN 1 ELSE 0 END), "
        "coalesce(sum(gp.placement), 0), sum(gp.kyoku_played), sum(gp.wins), "
        "sum(gp.tsumo_wins), sum(gp.deal_ins), sum(gp.riichi), sum(gp.called_hands), "
        "sum(gp.win_points), sum(gp.deal_in_points) "
        "FROM game_players gp JOIN players p ON p.id = gp.player_id "_s;

double ratio(double a, double b)
{
    return b > 0 ? a / b : 0.0;
}

PlayerStats readStats(const QSqlQuery &q)
{
    PlayerStats s;
    s.name = q.value(0).toString();
    s.games = q.value(1).toInt();
    s.placedGames = q.value(2).toInt();
    for (int i = 0; i < 4; ++i)
        s.placements[std::size_t(i)] = q.value(3 + i).toInt();
    const double placementSum = q.value(7).toDouble();
    s.kyoku = q.value(8).toInt();
    s.wins = q.value(9).toInt();
    s.tsumoWins = q.value(10).toInt();
    s.dealIns = q.value(11).toInt();
    s.riichi = q.value(12).toInt();
    s.calledHands = q.value(13).toInt();
    s.winPoints = q.value(14).toLongLong();
    s.dealInPoints = q.value(15).toLongLong();
    s.averagePlacement = ratio(placementSum, s.placedGames);
    s.winRate = ratio(s.wins, s.kyoku);
    s.dealInRate = ratio(s.dealIns, s.kyoku);
    s.riichiRate = ratio(s.riichi, s.kyoku);
    s.callRate = ratio(s.calledHands, s.kyoku);
    s.averageWin = ratio(double(s.winPoints), s.wins);
    s.averageDealIn = ratio(double(s.dealInPoints), s.dealIns);
    return s;
}

} // namespace

Result<PlayerStats> playerStatistics(const Database &db, const QString &name)
{
    QSqlQuery q = db.query();
    // The player's id first, so that the aggregate walks the (player_id, game_id) index.
    if (!detail::prepareAndExec(q, u"SELECT id FROM players WHERE name = ?"_s, { name }))
        return sqlError(Tr::tr("Cannot read the player '%1'").arg(name), q);
    if (!q.next())
        return makeError(Tr::tr("No player '%1' in the library").arg(name));
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    if (!detail::prepareAndExec(q, kAggregate + u"WHERE gp.player_id = ? GROUP BY p.name"_s, { id })
            || !q.next())
        return sqlError(Tr::tr("Cannot compute the statistics of '%1'").arg(name), q);
    return readStats(q);
}

Result<QList<PlayerStats>> allPlayerStatistics(const Database &db, int minGames, int limit)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    QString sql = kAggregate
            + u"GROUP BY gp.player_id, p.name HAVING count(*) >= ? ORDER BY count(*) DESC, "
              "p.name"_s;
    QVariantList values{ std::max(1, minGames) };
    if (limit > 0) {
        sql += u" LIMIT ?"_s;
        values << limit;
    }
    if (!detail::prepareAndExec(q, sql, values))
        return sqlError(Tr::tr("Cannot compute the player statistics"), q);
    QList<PlayerStats> list;
    while (q.next())
        list << readStats(q);
    return list;
}

} // namespace haifu::storage
