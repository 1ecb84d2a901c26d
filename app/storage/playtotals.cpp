#include "common/qtstrings.h"
#include "storage/playcolumns.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/gamefacts.h"
#include "storage/games.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

// player_totals: one row per player and player count, every game_players row of theirs summed.
// Kept by triggers on game_players, so that an import, a deletion (the seats go with their game)
// or a change of a seat's counts moves the player's totals with it in the same transaction.
namespace haifu::storage::detail {

QList<std::pair<QString, QString>> totalsTerms(const QString &row)
{
    QList<std::pair<QString, QString>> terms = {
        { u"games"_s, u"1"_s },
        { u"place1"_s, u"CASE WHEN %1.placement = 1 THEN 1 ELSE 0 END"_s.arg(row) },
        { u"place2"_s, u"CASE WHEN %1.placement = 2 THEN 1 ELSE 0 END"_s.arg(row) },
        { u"place3"_s, u"CASE WHEN %1.placement = 3 THEN 1 ELSE 0 END"_s.arg(row) },
        { u"place4"_s, u"CASE WHEN %1.placement = 4 THEN 1 ELSE 0 END"_s.arg(row) },
        { u"busts"_s, u"CASE WHEN %1.final_score < 0 THEN 1 ELSE 0 END"_s.arg(row) },
        { u"final_scores"_s, u"coalesce(%1.final_score, 0)"_s.arg(row) },
        { u"point_games"_s, u"CASE WHEN %1.final_points IS NULL THEN 0 ELSE 1 END"_s.arg(row) },
        { u"final_points"_s, u"coalesce(%1.final_points, 0)"_s.arg(row) },
    };
    for (const PlayColumn &c : playColumns())
        terms.append({ QLatin1String(c.name), row + u'.' + QLatin1String(c.name) });
    return terms;
}

namespace {

QString createTotals()
{
    QStringList columns = { u"player_id INTEGER NOT NULL REFERENCES players (id)"_s,
        u"player_count INTEGER NOT NULL"_s };
    for (const auto &[column, term] : totalsTerms(u"n"_s))
        columns << column
                        + (column == u"final_points"_s ? u" REAL NOT NULL DEFAULT 0"_s
                                                       : u" INTEGER NOT NULL DEFAULT 0"_s);
    columns << u"PRIMARY KEY (player_id, player_count)"_s;
    return u"CREATE TABLE player_totals (%1)"_s.arg(columns.join(u", "_s));
}

// Adds the seat row `row` to its player's totals.
QString addSeat(const QString &row)
{
    QStringList names, values, sets;
    for (const auto &[column, term] : totalsTerms(row)) {
        names << column;
        values << term;
        sets << u"%1 = player_totals.%1 + excluded.%1"_s.arg(column);
    }
    return u"INSERT INTO player_totals (player_id, player_count, %1) VALUES (%2.player_id, "
           "%2.player_count, %3) ON CONFLICT (player_id, player_count) DO UPDATE SET %4"_s.arg(
                   names.join(u", "_s), row, values.join(u", "_s), sets.join(u", "_s));
}

// Takes the seat row `row` off its player's totals.
QString removeSeat(const QString &row)
{
    QStringList sets;
    for (const auto &[column, term] : totalsTerms(row))
        sets << u"%1 = %1 - %2"_s.arg(column, term);
    return u"UPDATE player_totals SET %1 WHERE player_id = %2.player_id AND player_count = "
           "%2.player_count"_s.arg(sets.join(u", "_s), row);
}

QStringList totalsTriggers(Backend backend)
{
    if (backend == Backend::SQLite) {
        return {
            u"CREATE TRIGGER game_players_totals_ai AFTER INSERT ON game_players BEGIN %1; END"_s
                    .arg(addSeat(u"new"_s)),
            u"CREATE TRIGGER game_players_totals_ad AFTER DELETE ON game_players BEGIN %1; END"_s
                    .arg(removeSeat(u"old"_s)),
            u"CREATE TRIGGER game_players_totals_au AFTER UPDATE ON game_players BEGIN %1; %2; "
            "END"_s.arg(removeSeat(u"old"_s), addSeat(u"new"_s)),
        };
    }
    // PostgreSQL: a trigger runs a function; its body is the three above.
    return {
        u"CREATE FUNCTION haifu_player_totals() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "IF TG_OP IN ('DELETE', 'UPDATE') THEN %1; END IF; "
        "IF TG_OP IN ('INSERT', 'UPDATE') THEN %2; END IF; "
        "RETURN NULL; END $$"_s.arg(removeSeat(u"OLD"_s), addSeat(u"NEW"_s)),
        u"CREATE TRIGGER game_players_totals AFTER INSERT OR DELETE OR UPDATE ON game_players "
        "FOR EACH ROW EXECUTE FUNCTION haifu_player_totals()"_s,
    };
}

// Counts the play of every stored game again on its record.
std::optional<Error> recountGames(const Database &db)
{
    QList<qint64> ids;
    {
        QSqlQuery q = db.query();
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT id FROM games ORDER BY id"_s))
            return sqlError(Tr::tr("Cannot read the games to count their play"), q);
        while (q.next())
            ids << q.value(0).toLongLong();
    }
    QStringList sets;
    for (const PlayColumn &c : playColumns())
        sets << QLatin1String(c.name) + u" = ?"_s;
    QSqlQuery seat = db.query();
    QSqlQuery game = db.query();
    if (!seat.prepare(u"UPDATE game_players SET %1, play_counted = ? WHERE game_id = ? AND seat "
                      "= ?"_s.arg(sets.join(u", "_s)))
            || !game.prepare(u"UPDATE games SET game_length = ? WHERE id = ?"_s))
        return sqlError(Tr::tr("Cannot count the play of the games"), seat);
    for (const qint64 id : ids) {
        auto record = loadRecord(db, id);
        if (!record)
            continue; // an original that no longer reads: the counts it had stay
        const GameFacts facts = gameFacts(*record);
        for (int s = 0; s < facts.playerCount; ++s) {
            const game::PlayCounts counts =
                    facts.seats[std::size_t(s)].storedPlay(facts.playCounted);
            for (const PlayColumn &c : playColumns())
                seat.addBindValue(c.value(counts));
            for (const QVariant &v :
                    { QVariant(facts.playCounted ? 1 : 0), QVariant(id), QVariant(s) })
                seat.addBindValue(v);
            if (!seat.exec())
                return sqlError(Tr::tr("Cannot count the play of game %1").arg(id), seat);
        }
        game.addBindValue(facts.length);
        game.addBindValue(id);
        if (!game.exec())
            return sqlError(Tr::tr("Cannot count the play of game %1").arg(id), game);
        if (auto error = storeRareEvents(db, id, facts))
            return error;
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> fillPlayCounts(const Database &db)
{
    if (auto error = recountGames(db))
        return error;
    QStringList names, sums;
    for (const auto &[column, term] : totalsTerms(u"gp"_s)) {
        names << column;
        sums << u"sum(%1)"_s.arg(term);
    }
    QStringList statements = { dialect::schemaSql(
                                       createTotals().toUtf8().constData(), db.backend()),
        u"INSERT INTO player_totals (player_id, player_count, %1) SELECT gp.player_id, "
        "gp.player_count, %2 FROM game_players gp GROUP BY gp.player_id, gp.player_count"_s.arg(
                names.join(u", "_s), sums.join(u", "_s)) };
    statements << totalsTriggers(db.backend());
    for (const QString &sql : statements) {
        if (auto error = db.exec(sql))
            return error;
    }
    return std::nullopt;
}

std::optional<Error> storeRareEvents(const Database &db, qint64 gameId, const GameFacts &facts)
{
    // Most games have none: no statement is prepared for them.
    bool any = false;
    for (int s = 0; s < facts.playerCount; ++s)
        any = any || !facts.seats[std::size_t(s)].play.rare.empty();
    if (!any)
        return std::nullopt;
    QSqlQuery q = db.query();
    if (!q.prepare(u"INSERT INTO rare_events (game_id, seat, kyoku, what, dealt_in) VALUES (?, "
                   "?, ?, ?, ?)"_s))
        return sqlError(Tr::tr("Cannot store the rare events of game %1").arg(gameId), q);
    for (int s = 0; s < facts.playerCount; ++s) {
        for (const game::RareEvent &e : facts.seats[std::size_t(s)].play.rare) {
            for (const QVariant &v : { QVariant(gameId), QVariant(s), QVariant(e.kyoku),
                         QVariant(QString::fromStdString(e.what)), QVariant(e.dealtIn ? 1 : 0) })
                q.addBindValue(v);
            if (!q.exec())
                return sqlError(Tr::tr("Cannot store the rare events of game %1").arg(gameId), q);
        }
    }
    return std::nullopt;
}

} // namespace haifu::storage::detail
