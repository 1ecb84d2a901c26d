#include "storage/playerstats.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/playcolumns.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QDate>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using detail::Conditions;
using detail::prepareAndExec;

namespace {

// "sum(term), …" of the totals' columns over the seat rows `gp`.
QString summedTerms(const QString &row = u"gp"_s)
{
    QStringList sums;
    for (const auto &[column, term] : detail::totalsTerms(row))
        sums << u"sum(%1)"_s.arg(term);
    return sums.join(u", "_s);
}

// The totals' columns read from `q` at `first` on, in totalsTerms() order.
game::PlayerTotals readTotals(const QSqlQuery &q, int first)
{
    game::PlayerTotals t;
    int i = first;
    t.games = q.value(i++).toInt();
    for (int &place : t.places)
        place = q.value(i++).toInt();
    t.busts = q.value(i++).toInt();
    t.finalScores = long(q.value(i++).toLongLong());
    t.pointGames = q.value(i++).toInt();
    t.finalPoints = q.value(i++).toDouble();
    for (const detail::PlayColumn &c : detail::playColumns())
        c.set(t.play, q.value(i++).toLongLong());
    return t;
}

QString placeholders(qsizetype n)
{
    QStringList marks(n, u"?"_s);
    return marks.join(u", "_s);
}

// The conditions of `subject` and `filter` on game_players `gp` and games `g`.
Conditions subjectConditions(const StatsSubject &subject, const StatsFilter &filter)
{
    Conditions c;
    QVariantList ids;
    for (const qint64 id : subject.playerIds)
        ids << id;
    c.add(u"gp.player_id IN (%1)"_s.arg(placeholders(std::max<qsizetype>(1, ids.size()))),
            ids.isEmpty() ? QVariantList{ 0 } : ids);
    if (!filter.since.isEmpty())
        c.add(u"g.played_at >= ?"_s, { filter.since });
    if (!filter.until.isEmpty()) {
        // Inclusive: before the next day (a date with a time sorts after the bare date).
        const QDate until = QDate::fromString(filter.until.left(10), Qt::ISODate);
        c.add(u"g.played_at < ?"_s,
                { until.isValid() ? until.addDays(1).toString(Qt::ISODate) : filter.until });
    }
    if (!filter.lobby.isEmpty())
        c.add(u"g.lobby = ?"_s, { filter.lobby });
    if (!filter.source.isEmpty())
        c.add(u"g.source = ?"_s, { filter.source });
    if (!filter.ruleset.isEmpty())
        c.add(u"g.ruleset = ?"_s, { filter.ruleset });
    if (filter.length != 0)
        c.add(u"g.game_length = ?"_s, { filter.length });
    if (filter.playerCount != 0)
        c.add(u"g.player_count = ?"_s, { filter.playerCount });
    return c;
}

Result<QString> nameOfPerson(const Database &db, qint64 personId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT name FROM persons WHERE id = ?"_s, { personId }))
        return sqlError(Tr::tr("Cannot read person %1").arg(personId), q);
    if (!q.next())
        return makeError(Tr::tr("No person %1 in the library").arg(personId));
    return q.value(0).toString();
}

std::optional<Error> write(const Database &db, const QString &what, const QString &sql,
        const QVariantList &values, bool mustChange = false)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, sql, values))
        return sqlError(what, q);
    if (mustChange && q.numRowsAffected() == 0)
        return makeError(what);
    return std::nullopt;
}

Result<qint64> playerId(const Database &db, const QString &name)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT id FROM players WHERE name = ?"_s, { name }))
        return sqlError(Tr::tr("Cannot read the player '%1'").arg(name), q);
    if (!q.next())
        return makeError(Tr::tr("No player '%1' in the library").arg(name));
    return q.value(0).toLongLong();
}

} // namespace

bool StatsFilter::isEmpty() const
{
    return since.isEmpty() && until.isEmpty() && lobby.isEmpty() && source.isEmpty()
            && ruleset.isEmpty() && length == 0 && playerCount == 0;
}

Result<StatsSubject> playerSubject(const Database &db, const QString &name)
{
    auto id = playerId(db, name);
    if (!id)
        return id.error();
    return StatsSubject{ name, { *id } };
}

Result<StatsSubject> personSubject(const Database &db, qint64 personId)
{
    auto name = nameOfPerson(db, personId);
    if (!name)
        return name.error();
    StatsSubject subject{ *name, {} };
    QSqlQuery q = db.query();
    if (!prepareAndExec(
                q, u"SELECT player_id FROM person_accounts WHERE person_id = ?"_s, { personId }))
        return sqlError(Tr::tr("Cannot read person %1").arg(personId), q);
    while (q.next())
        subject.playerIds << q.value(0).toLongLong();
    return subject;
}

Result<game::PlayerTotals> subjectTotals(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter)
{
    StatsFilter onGames = filter;
    onGames.playerCount = 0;
    QString sql;
    QVariantList values;
    if (onGames.isEmpty()) {
        // Every game of the players (of a player count): their rows of player_totals, which the
        // triggers keep equal to the seats summed, rather than every seat read again.
        QStringList sums;
        for (const auto &[column, term] : detail::totalsTerms(u"pt"_s))
            sums << u"sum(pt.%1)"_s.arg(column);
        for (const qint64 id : subject.playerIds)
            values << id;
        sql = u"SELECT %1 FROM player_totals pt WHERE pt.player_id IN (%2)"_s.arg(
                sums.join(u", "_s), placeholders(std::max<qsizetype>(1, values.size())));
        if (values.isEmpty())
            values << 0;
        if (filter.playerCount != 0) {
            sql += u" AND pt.player_count = ?"_s;
            values << filter.playerCount;
        }
    } else {
        const Conditions c = subjectConditions(subject, filter);
        sql = u"SELECT %1 FROM game_players gp JOIN games g ON g.id = gp.game_id"_s.arg(
                      summedTerms())
                + c.where();
        values = c.values;
    }
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q, sql, values) || !q.next())
        return sqlError(Tr::tr("Cannot compute the statistics of '%1'").arg(subject.label), q);
    game::PlayerTotals totals = readTotals(q, 0);
    auto rare = subjectRareEvents(db, subject, filter);
    if (!rare)
        return rare.error();
    for (const RareEventRow &r : *rare)
        totals.play.rare.push_back({ r.kyoku, r.what.toStdString(), r.dealtIn });
    return totals;
}

Result<QList<GameTotals>> subjectGames(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter)
{
    const Conditions c = subjectConditions(subject, filter);
    QStringList terms;
    for (const auto &[column, term] : detail::totalsTerms(u"gp"_s))
        terms << term;
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    const QString sql = u"SELECT g.id, g.played_at, %1 FROM game_players gp JOIN games g ON g.id = "
                        "gp.game_id"_s.arg(terms.join(u", "_s))
            + c.where() + u" ORDER BY g.played_at, g.id"_s;
    if (!prepareAndExec(q, sql, c.values))
        return sqlError(Tr::tr("Cannot read the games of '%1'").arg(subject.label), q);
    QList<GameTotals> games;
    while (q.next())
        games.append({ q.value(0).toLongLong(), q.value(1).toString(), readTotals(q, 2) });
    return games;
}

Result<QList<RareEventRow>> subjectRareEvents(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter)
{
    const Conditions c = subjectConditions(subject, filter);
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    const QString sql = u"SELECT r.game_id, g.played_at, p.name, r.kyoku, r.what, r.dealt_in FROM "
                        "rare_events r JOIN game_players gp ON gp.game_id = r.game_id AND gp.seat "
                        "= r.seat JOIN games g ON g.id = r.game_id JOIN players p ON p.id = "
                        "gp.player_id"_s
            + c.where() + u" ORDER BY g.played_at, r.game_id, r.kyoku"_s;
    if (!prepareAndExec(q, sql, c.values))
        return sqlError(Tr::tr("Cannot read the rare events of '%1'").arg(subject.label), q);
    QList<RareEventRow> rows;
    while (q.next()) {
        rows.append({ q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                q.value(3).toInt(), q.value(4).toString(), q.value(5).toInt() != 0 });
    }
    return rows;
}

Result<QList<PopulationEntry>> population(const Database &db, int minGames, int playerCount)
{
    // One player count: one row per player, read as it is (grouping the rows again took twice
    // as long); both counts: each player's two rows summed.
    QStringList columns;
    for (const auto &[column, term] : detail::totalsTerms(u"pt"_s))
        columns << (playerCount != 0 ? u"pt.%1"_s : u"sum(pt.%1)"_s).arg(column);
    QString sql = u"SELECT pt.player_id, p.name, %1 FROM player_totals pt JOIN players p ON p.id = "
                  "pt.player_id"_s.arg(columns.join(u", "_s));
    QVariantList values;
    if (playerCount != 0) {
        sql += u" WHERE pt.player_count = ? AND pt.games >= ?"_s;
        values << playerCount;
    } else {
        sql += u" GROUP BY pt.player_id, p.name HAVING sum(pt.games) >= ?"_s;
    }
    values << std::max(1, minGames);
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q, sql, values))
        return sqlError(Tr::tr("Cannot read the players of the library"), q);
    QList<PopulationEntry> entries;
    while (q.next())
        entries.append({ q.value(0).toLongLong(), q.value(1).toString(), readTotals(q, 2) });
    return entries;
}

Result<QStringList> topPlayers(const Database &db, int limit)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q,
                u"SELECT p.name FROM player_totals pt JOIN players p ON p.id = pt.player_id GROUP "
                "BY pt.player_id, p.name ORDER BY sum(pt.games) DESC, p.name LIMIT ?"_s,
                { std::max(1, limit) }))
        return sqlError(Tr::tr("Cannot read the players of the library"), q);
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

Result<QStringList> findPlayers(const Database &db, const QString &text, int limit)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q,
                u"SELECT p.name FROM players p JOIN player_totals pt ON pt.player_id = p.id WHERE "
                "p.name %1 ? ESCAPE '\\' GROUP BY p.id, p.name ORDER BY sum(pt.games) DESC, "
                "p.name LIMIT ?"_s.arg(dialect::like(db)),
                { detail::likeContains(text), std::max(1, limit) }))
        return sqlError(Tr::tr("Cannot read the players of the library"), q);
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

std::optional<double> percentile(const QList<double> &values, double value)
{
    if (values.isEmpty())
        return std::nullopt;
    double below = 0;
    for (const double v : values)
        below += v < value ? 1.0 : v == value ? 0.5 : 0.0;
    return 100.0 * below / double(values.size());
}

Result<QList<Person>> persons(const Database &db)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT s.id, s.name, s.me, p.name FROM persons s LEFT JOIN person_accounts a ON "
                "a.person_id = s.id LEFT JOIN players p ON p.id = a.player_id ORDER BY s.name, "
                "s.id, p.name"_s))
        return sqlError(Tr::tr("Cannot read the persons"), q);
    QList<Person> list;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (list.isEmpty() || list.back().id != id)
            list.append({ id, q.value(1).toString(), q.value(2).toInt() != 0, {} });
        if (!q.value(3).isNull())
            list.back().accounts << q.value(3).toString();
    }
    return list;
}

Result<qint64> createPerson(const Database &db, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return makeError(Tr::tr("A person needs a name"));
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT 1 FROM persons WHERE name = ?"_s, { trimmed }))
        return sqlError(Tr::tr("Cannot read the persons"), q);
    if (q.next())
        return makeError(Tr::tr("There is already a person '%1'").arg(trimmed));
    q.finish();
    if (!prepareAndExec(q, u"INSERT INTO persons (name, created_at) VALUES (?, ?) RETURNING id"_s,
                { trimmed, detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot add the person '%1'").arg(trimmed), q);
    return detail::returnedId(q);
}

std::optional<Error> renamePerson(const Database &db, qint64 personId, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return makeError(Tr::tr("A person needs a name"));
    QSqlQuery q = db.query();
    if (!prepareAndExec(
                q, u"SELECT 1 FROM persons WHERE name = ? AND id <> ?"_s, { trimmed, personId }))
        return sqlError(Tr::tr("Cannot read the persons"), q);
    if (q.next())
        return makeError(Tr::tr("There is already a person '%1'").arg(trimmed));
    return write(db, Tr::tr("No person %1 in the library").arg(personId),
            u"UPDATE persons SET name = ? WHERE id = ?"_s, { trimmed, personId }, true);
}

std::optional<Error> deletePerson(const Database &db, qint64 personId)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = write(db, Tr::tr("Cannot delete person %1").arg(personId),
                u"DELETE FROM person_accounts WHERE person_id = ?"_s, { personId }))
        return error;
    if (auto error = write(db, Tr::tr("No person %1 in the library").arg(personId),
                u"DELETE FROM persons WHERE id = ?"_s, { personId }, true))
        return error;
    return transaction.commit();
}

std::optional<Error> addAccount(const Database &db, qint64 personId, const QString &account)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    auto name = nameOfPerson(db, personId);
    if (!name)
        return name.error();
    auto id = playerId(db, account);
    if (!id)
        return id.error();
    if (auto error = write(db, Tr::tr("Cannot add '%1' to '%2'").arg(account, *name),
                u"DELETE FROM person_accounts WHERE player_id = ?"_s, { *id }))
        return error;
    if (auto error = write(db, Tr::tr("Cannot add '%1' to '%2'").arg(account, *name),
                u"INSERT INTO person_accounts (person_id, player_id) VALUES (?, ?)"_s,
                { personId, *id }))
        return error;
    return transaction.commit();
}

std::optional<Error> removeAccount(const Database &db, qint64 personId, const QString &account)
{
    auto id = playerId(db, account);
    if (!id)
        return id.error();
    return write(db, Tr::tr("'%1' is not an account of person %2").arg(account).arg(personId),
            u"DELETE FROM person_accounts WHERE person_id = ? AND player_id = ?"_s,
            { personId, *id }, true);
}

std::optional<Error> setMe(const Database &db, qint64 personId)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = write(db, Tr::tr("Cannot change who is me"),
                u"UPDATE persons SET me = 0 WHERE me <> 0"_s, {}))
        return error;
    if (personId != 0) {
        if (auto error = write(db, Tr::tr("No person %1 in the library").arg(personId),
                    u"UPDATE persons SET me = 1 WHERE id = ?"_s, { personId }, true))
            return error;
    }
    return transaction.commit();
}

Result<StatsChoices> statsChoices(const Database &db)
{
    StatsChoices choices;
    const std::pair<QStringList *, QString> columns[] = {
        { &choices.lobbies, u"lobby"_s },
        { &choices.sources, u"source"_s },
        { &choices.rulesets, u"ruleset"_s },
    };
    for (const auto &[list, column] : columns) {
        QSqlQuery q = db.query();
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT DISTINCT %1 FROM games WHERE %1 <> '' ORDER BY %1"_s.arg(column)))
            return sqlError(Tr::tr("Cannot read the library's filters"), q);
        while (q.next())
            *list << q.value(0).toString();
    }
    return choices;
}

} // namespace haifu::storage
