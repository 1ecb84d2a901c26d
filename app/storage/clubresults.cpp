#include "common/qtstrings.h"
#include "storage/club.h"

#include "storage/clubstore.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using namespace clubstore;

// --- Results -------------------------------------------------------------------------------------

Result<std::vector<club::GameResult>> clubResults(const Database &db, const ClubGameFilter &filter)
{
    const detail::Conditions where = gameConditions(
            filter, u"g.id IN (SELECT game_id FROM club_results WHERE player_id = ?)"_s, 1);
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT g.id, g.played_at, g.finished, g.player_count, r.seat, r.player_id, "
                u"p.name, r.raw, r.place, r.shared, r.score, r.penalty, r.hands, r.wins, "
                u"r.tsumo_wins, r.deal_ins, r.riichi, r.chombos, r.biggest_win "
                u"FROM club_games g JOIN club_results r ON r.game_id = g.id "
                u"JOIN club_players p ON p.id = r.player_id%1 "
                u"ORDER BY g.played_at, g.created_at, g.id, r.seat"_s.arg(where.where()),
                where.values))
        return sqlError(Tr::tr("Cannot read the club results"), q);
    std::vector<club::GameResult> results;
    while (q.next()) {
        const qint64 game = q.value(0).toLongLong();
        if (results.empty() || results.back().game != game) {
            club::GameResult r;
            r.game = game;
            r.date = q.value(1).toString().toStdString();
            r.finished = q.value(2).toInt() != 0;
            r.players = q.value(3).toInt();
            results.push_back(std::move(r));
        }
        club::SeatResult s;
        s.seat = q.value(4).toInt();
        s.player = q.value(5).toLongLong();
        s.name = q.value(6).toString().toStdString();
        s.raw = q.value(7).toInt();
        s.place = q.value(8).toInt();
        s.sharedPlace = q.value(9).toInt() != 0;
        s.score = q.value(10).toDouble();
        s.penalty = q.value(11).toDouble();
        s.hands = q.value(12).toInt();
        s.wins = q.value(13).toInt();
        s.tsumoWins = q.value(14).toInt();
        s.dealIns = q.value(15).toInt();
        s.riichi = q.value(16).toInt();
        s.chombos = q.value(17).toInt();
        s.biggestWin = q.value(18).toInt();
        results.back().seats.push_back(std::move(s));
    }
    return results;
}

Result<std::vector<club::Standing>> seasonStandings(const Database &db, qint64 seasonId)
{
    if (const auto season = seasonRow(db, seasonId); !season)
        return season.error();
    ClubGameFilter filter;
    filter.seasonId = seasonId;
    auto results = clubResults(db, filter);
    if (!results)
        return results.error();
    return club::standings(*results);
}

Result<QString> clubChangeStamp(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT (SELECT count(*) FROM club_games), "
                u"(SELECT coalesce(sum(row_version), 0) FROM club_games), "
                u"(SELECT coalesce(max(id), 0) FROM club_games), "
                u"(SELECT count(*) FROM clubs), (SELECT count(*) FROM club_players), "
                u"(SELECT count(*) FROM seasons), (SELECT count(*) FROM club_events), "
                u"(SELECT count(*) FROM tournament_entries), "
                u"(SELECT count(*) FROM tournament_tables), "
                u"(SELECT count(*) FROM tournament_substitutes)"_s)
            || !q.next())
        return sqlError(Tr::tr("Cannot read the club games"), q);
    QStringList parts;
    for (int i = 0; i < 10; ++i)
        parts << q.value(i).toString();
    return parts.join(u':');
}

} // namespace haifu::storage
