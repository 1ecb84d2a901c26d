#pragma once

#include "storage/club.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantList>

#include <functional>

// What the club storage sources share (club directory, ledger store, results): ids, the rows of
// seasons and events, checks, and one statement run and committed. Not part of the storage API.
namespace haifu::storage::clubstore {

inline std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

// NULL for the id 0 (none).
QVariant idOrNull(qint64 id);
qint64 idOrZero(const QVariant &v);

// A read of several statements seen as one snapshot (a deferred transaction), unless the caller
// is inside a transaction already.
class ReadSnapshot
{
public:
    explicit ReadSnapshot(const Database &db) : m_db(db)
    {
        if (m_db.inTransaction())
            return;
        QSqlQuery q = m_db.query();
        m_active = q.exec(QStringLiteral("BEGIN"));
    }
    ~ReadSnapshot()
    {
        if (m_active) {
            QSqlQuery q = m_db.query();
            (void)q.exec(QStringLiteral("COMMIT"));
        }
    }
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    const Database &m_db;
    bool m_active = false;
};

// An error (`unknownMessage`) when `table` (a fixed name) has no row `id`.
std::optional<Error> checkExists(
        const Database &db, const QString &table, qint64 id, const QString &unknownMessage);
// An error when there is no club `clubId`.
std::optional<Error> checkClub(const Database &db, qint64 clubId);
// An error when there is no club game `gameId`.
std::optional<Error> checkGame(const Database &db, qint64 gameId);

struct SeasonRow
{
    qint64 id = 0;
    qint64 clubId = 0;
};

Result<SeasonRow> seasonRow(const Database &db, qint64 seasonId);

struct EventRow
{
    qint64 id = 0;
    qint64 clubId = 0;
    qint64 seasonId = 0;
};

Result<EventRow> eventRow(const Database &db, qint64 eventId);

// Checks that the season and event belong to the club and to each other; fills the season from
// the event when it is 0.
std::optional<Error> resolveSeasonAndEvent(
        const Database &db, qint64 clubId, qint64 &seasonId, qint64 eventId);

// An error when `name` is taken in `table` within `clubId` by a row other than `exceptId`:
// `takenMessage` with the name for %1.
std::optional<Error> checkNameFree(const Database &db, const QString &table, qint64 clubId,
        const QString &name, qint64 exceptId, const QString &takenMessage);

// `name` trimmed, or the error `emptyMessage` when nothing is left, or else the BEGIN error of
// `transaction`, if it failed.
Result<QString> requiredName(
        const QString &name, const QString &emptyMessage, const Transaction &transaction);

// Runs one INSERT and commits `transaction`: the new row's id, or the error (`failMessage` when
// the statement fails).
Result<qint64> insertAndCommit(const Database &db, Transaction &transaction, const QString &sql,
        const QVariantList &values, const QString &failMessage);

// Runs one statement (UPDATE, DELETE) and commits `transaction` (`failMessage` when the
// statement fails).
std::optional<Error> execAndCommit(const Database &db, Transaction &transaction, const QString &sql,
        const QVariantList &values, const QString &failMessage);

// Deletes row `id` of `table` (a fixed name) in one transaction, when `check` finds no error
// (`failMessage` when the statement fails).
std::optional<Error> deleteRow(const Database &db, const QString &table, qint64 id,
        const std::function<std::optional<Error>()> &check, const QString &failMessage);

// The conditions of `filter` on club_games (alias g): club, season, event, the player through
// `playerClause` (with `playerBinds` placeholders for the player's id) and finished.
detail::Conditions gameConditions(
        const ClubGameFilter &filter, const QString &playerClause, int playerBinds);

// The whole game: header, rules snapshot, entries and penalties (clubledgerstore.cpp).
Result<ClubGame> loadGame(const Database &db, qint64 gameId);
// The game as stored, to be changed inside `transaction` (its BEGIN error, if it failed).
Result<ClubGame> gameToChange(const Database &db, const Transaction &transaction, qint64 gameId);

// Every row of `sql` (bound to `values`) made into a T by `fromRow` (`failMessage` when the
// statement fails).
template <typename T, typename FromRow>
Result<QList<T>> readRows(const Database &db, const QString &sql, const QVariantList &values,
        const QString &failMessage, FromRow &&fromRow)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, sql, values))
        return sqlError(failMessage, q);
    QList<T> list;
    while (q.next())
        list << fromRow(q);
    return list;
}

} // namespace haifu::storage::clubstore
