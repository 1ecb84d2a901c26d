#include "storage/clubstore.h"
#include "common/qtstrings.h"
#include "storage/dialect.h"

using namespace Qt::StringLiterals;

namespace haifu::storage::clubstore {

QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType::fromType<qint64>());
}

qint64 idOrZero(const QVariant &v)
{
    return v.isNull() ? 0 : v.toLongLong();
}

namespace {

// Whether a row with this id exists in `table` (a fixed table name, never user input).
Result<bool> rowExists(const Database &db, const QString &table, qint64 id)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT 1 FROM %1 WHERE id = ?"_s.arg(table), { id }))
        return sqlError(Tr::tr("Cannot read the club data"), q);
    return q.next();
}

// Whether `name` is taken in `table` within `clubId` by a row other than `exceptId`.
Result<bool> nameTaken(const Database &db, const QString &table, qint64 clubId, const QString &name,
        qint64 exceptId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT 1 FROM %1 WHERE club_id = ? AND name = ? AND id <> ?"_s.arg(table),
                { clubId, name, exceptId }))
        return sqlError(Tr::tr("Cannot read the club data"), q);
    return q.next();
}

} // namespace

std::optional<Error> checkExists(
        const Database &db, const QString &table, qint64 id, const QString &unknownMessage)
{
    const auto exists = rowExists(db, table, id);
    if (!exists)
        return exists.error();
    if (!*exists)
        return makeError(unknownMessage);
    return std::nullopt;
}

std::optional<Error> checkClub(const Database &db, qint64 clubId)
{
    return checkExists(db, u"clubs"_s, clubId, Tr::tr("Unknown club %1").arg(clubId));
}

std::optional<Error> checkGame(const Database &db, qint64 gameId)
{
    return checkExists(db, u"club_games"_s, gameId, Tr::tr("Unknown club game %1").arg(gameId));
}

detail::Conditions gameConditions(
        const ClubGameFilter &filter, const QString &playerClause, int playerBinds)
{
    detail::Conditions where;
    if (filter.clubId > 0)
        where.add(u"g.club_id = ?"_s, { filter.clubId });
    if (filter.seasonId > 0)
        where.add(u"g.season_id = ?"_s, { filter.seasonId });
    if (filter.eventId > 0)
        where.add(u"g.event_id = ?"_s, { filter.eventId });
    if (filter.playerId > 0)
        where.add(playerClause, QVariantList(playerBinds, filter.playerId));
    if (filter.finishedOnly)
        where.add(u"g.finished = 1"_s);
    return where;
}

Result<ClubGame> gameToChange(const Database &db, const Transaction &transaction, qint64 gameId)
{
    if (transaction.beginError())
        return *transaction.beginError();
    // On a server, two scorers changing the same game take turns from here to the commit; each
    // reads the game as the one before left it.
    if (db.isServer()) {
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(q,
                    u"SELECT id FROM club_games WHERE id = ?"_s + dialect::forUpdate(db),
                    { gameId }))
            return sqlError(Tr::tr("Cannot read club game %1").arg(gameId), q);
    }
    return loadGame(db, gameId);
}

Result<SeasonRow> seasonRow(const Database &db, qint64 seasonId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT club_id FROM seasons WHERE id = ?"_s, { seasonId }))
        return sqlError(Tr::tr("Cannot read the seasons"), q);
    if (!q.next())
        return makeError(Tr::tr("Unknown season %1").arg(seasonId));
    return SeasonRow{ seasonId, q.value(0).toLongLong() };
}

Result<EventRow> eventRow(const Database &db, qint64 eventId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT club_id, season_id FROM club_events WHERE id = ?"_s, { eventId }))
        return sqlError(Tr::tr("Cannot read the club events"), q);
    if (!q.next())
        return makeError(Tr::tr("Unknown club event %1").arg(eventId));
    return EventRow{ eventId, q.value(0).toLongLong(), idOrZero(q.value(1)) };
}

// Checks that the season and event belong to the club and to each other; fills the season from
// the event when it is 0.
std::optional<Error> resolveSeasonAndEvent(
        const Database &db, qint64 clubId, qint64 &seasonId, qint64 eventId)
{
    if (seasonId < 0 || eventId < 0)
        return makeError(Tr::tr("A season or event id cannot be negative"));
    if (eventId > 0) {
        const auto event = eventRow(db, eventId);
        if (!event)
            return event.error();
        if (event->clubId != clubId)
            return makeError(Tr::tr("Club event %1 belongs to another club").arg(eventId));
        if (seasonId == 0)
            seasonId = event->seasonId;
        else if (event->seasonId != 0 && event->seasonId != seasonId)
            return makeError(Tr::tr("Club event %1 belongs to another season than %2")
                                     .arg(eventId)
                                     .arg(seasonId));
    }
    if (seasonId > 0) {
        const auto season = seasonRow(db, seasonId);
        if (!season)
            return season.error();
        if (season->clubId != clubId)
            return makeError(Tr::tr("Season %1 belongs to another club").arg(seasonId));
    }
    return std::nullopt;
}
// An error when `name` is taken in `table` within `clubId` by a row other than `exceptId`:
// `takenMessage` with the name for %1.
std::optional<Error> checkNameFree(const Database &db, const QString &table, qint64 clubId,
        const QString &name, qint64 exceptId, const QString &takenMessage)
{
    const auto taken = nameTaken(db, table, clubId, name, exceptId);
    if (!taken)
        return taken.error();
    if (*taken)
        return makeError(takenMessage.arg(name));
    return std::nullopt;
}

Result<QString> requiredName(
        const QString &name, const QString &emptyMessage, const Transaction &transaction)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return makeError(emptyMessage);
    if (transaction.beginError())
        return *transaction.beginError();
    return trimmed;
}

// Runs one INSERT and commits `transaction`: the new row's id, or the error (`failMessage` when
// the statement fails).
Result<qint64> insertAndCommit(const Database &db, Transaction &transaction, const QString &sql,
        const QVariantList &values, const QString &failMessage)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, sql + u" RETURNING id"_s, values))
        return sqlError(failMessage, q);
    const qint64 id = detail::returnedId(q);
    if (auto error = transaction.commit())
        return *error;
    return id;
}

// Runs one statement (UPDATE, DELETE) and commits `transaction` (`failMessage` when the
// statement fails).
std::optional<Error> execAndCommit(const Database &db, Transaction &transaction, const QString &sql,
        const QVariantList &values, const QString &failMessage)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, sql, values))
        return sqlError(failMessage, q);
    return transaction.commit();
}

std::optional<Error> deleteRow(const Database &db, const QString &table, qint64 id,
        const std::function<std::optional<Error>()> &check, const QString &failMessage)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = check())
        return error;
    return execAndCommit(
            db, transaction, u"DELETE FROM %1 WHERE id = ?"_s.arg(table), { id }, failMessage);
}

} // namespace haifu::storage::clubstore
