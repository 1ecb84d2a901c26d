#include "storage/entryqueue.h"
#include "common/qtstrings.h"
#include "formats/clubledger.h"

#include "storage/serverlibrary.h"
#include "storage/sqlutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

const char *kindName(QueuedChange::Kind kind)
{
    switch (kind) {
    case QueuedChange::Kind::Add: return "add";
    case QueuedChange::Kind::Edit: return "edit";
    case QueuedChange::Kind::Remove: break;
    }
    return "remove";
}

QString entryJson(const club::HandEntry &entry)
{
    return QString::fromUtf8(
            QJsonDocument(formats::handEntryToJson(entry)).toJson(QJsonDocument::Compact));
}

// Whether an Add refused as a conflict is in fact already stored: its first sending reached the
// server, and only the answer was lost with the connection. The hand at the index it expected
// is this very entry.
bool alreadyStored(const Database &library, const QueuedChange &change)
{
    if (change.kind != QueuedChange::Kind::Add || change.expect.handCount < 0)
        return false;
    const auto game = clubGame(library, change.gameId);
    if (!game || int(game->game.entries.size()) <= change.expect.handCount)
        return false;
    return entryJson(game->game.entries[std::size_t(change.expect.handCount)])
            == entryJson(change.entry);
}

} // namespace

EntryQueue::~EntryQueue()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlQuery EntryQueue::query() const
{
    return QSqlQuery(QSqlDatabase::database(m_connection, false));
}

std::optional<Error> EntryQueue::open(const QString &path)
{
    const QString name = newConnectionName() + u"-queue"_s;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (!db.open()) {
            const Error error =
                    sqlError(Tr::tr("%1: cannot open the queue of entries").arg(path), db);
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return error;
        }
    }
    m_connection = name;
    QSqlQuery q = query();
    const QStringList setup = { u"PRAGMA journal_mode = WAL"_s, u"PRAGMA synchronous = FULL"_s,
        u"CREATE TABLE IF NOT EXISTS queued (id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL, "
        "kind TEXT NOT NULL, hand INTEGER NOT NULL, entry TEXT NOT NULL, reason TEXT NOT NULL, "
        "expect_hands INTEGER NOT NULL, expect_version INTEGER NOT NULL, created_at TEXT NOT "
        "NULL, refusal TEXT NOT NULL DEFAULT '')"_s };
    for (const QString &sql : setup) {
        if (!q.exec(sql))
            return sqlError(Tr::tr("%1: cannot open the queue of entries").arg(path), q);
    }
    return std::nullopt;
}

std::optional<Error> EntryQueue::enqueue(const QueuedChange &change)
{
    QSqlQuery q = query();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO queued (game_id, kind, hand, entry, reason, expect_hands, "
                "expect_version, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                { change.gameId, QString::fromLatin1(kindName(change.kind)), change.hand,
                        entryJson(change.entry), detail::text(change.reason),
                        change.expect.handCount, change.expect.handVersion, detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot keep the entry on this computer"), q);
    return std::nullopt;
}

std::optional<Error> EntryQueue::apply(const Database &library, const QueuedChange &change)
{
    switch (change.kind) {
    case QueuedChange::Kind::Add: {
        auto added = appendClubHand(library, change.gameId, change.entry, change.expect);
        return added ? std::nullopt : std::optional<Error>(added.error());
    }
    case QueuedChange::Kind::Edit:
        return replaceClubHand(
                library, change.gameId, change.hand, change.entry, change.reason, change.expect);
    case QueuedChange::Kind::Remove: break;
    }
    return removeClubHand(library, change.gameId, change.hand, change.reason, change.expect);
}

Delivery EntryQueue::submit(
        const Database &library, const QueuedChange &change, std::optional<Error> &error)
{
    error.reset();
    if (waiting() == 0) {
        error = apply(library, change);
        if (!error)
            return Delivery::Stored;
        if (!library.isServer() || serverReachable(library))
            return Delivery::Refused;
    }
    // Offline, or others are waiting: behind them.
    error = enqueue(change);
    return error ? Delivery::Refused : Delivery::Queued;
}

FlushReport EntryQueue::flush(const Database &library)
{
    FlushReport report;
    for (const QueuedChange &change : changes()) {
        const auto error = apply(library, change);
        if (error && library.isServer() && !serverReachable(library)) {
            report.offline = true;
            return report;
        }
        QSqlQuery q = query();
        if (error && !(isClubConflict(*error) && alreadyStored(library, change))) {
            ++report.refused;
            detail::prepareAndExec(q, u"UPDATE queued SET refusal = ? WHERE id = ?"_s,
                    { QString::fromStdString(error->message), change.id });
            continue;
        }
        ++report.sent;
        detail::prepareAndExec(q, u"DELETE FROM queued WHERE id = ?"_s, { change.id });
    }
    return report;
}

QList<QueuedChange> EntryQueue::changes(bool refused, qint64 gameId) const
{
    QList<QueuedChange> list;
    QSqlQuery q = query();
    if (!detail::prepareAndExec(q,
                u"SELECT id, game_id, kind, hand, entry, reason, expect_hands, expect_version, "
                "created_at, refusal FROM queued WHERE (refusal <> '') = ? AND (? = 0 OR "
                "game_id = ?) ORDER BY id"_s,
                { refused ? 1 : 0, gameId, gameId }))
        return list;
    while (q.next()) {
        QueuedChange c;
        c.id = q.value(0).toLongLong();
        c.gameId = q.value(1).toLongLong();
        const QString kind = q.value(2).toString();
        c.kind = kind == "add"_L1   ? QueuedChange::Kind::Add
                : kind == "edit"_L1 ? QueuedChange::Kind::Edit
                                    : QueuedChange::Kind::Remove;
        c.hand = q.value(3).toInt();
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(4).toString().toUtf8());
        if (auto entry = formats::handEntryFromJson(doc.object(), u"queued"_s))
            c.entry = *entry;
        c.reason = q.value(5).toString();
        c.expect.handCount = q.value(6).toInt();
        c.expect.handVersion = q.value(7).toInt();
        c.createdAt = q.value(8).toString();
        c.refusal = q.value(9).toString();
        list << c;
    }
    return list;
}

int EntryQueue::waiting(qint64 gameId) const
{
    return int(changes(false, gameId).size());
}

std::optional<Error> EntryQueue::dismiss(qint64 id)
{
    QSqlQuery q = query();
    if (!detail::prepareAndExec(q, u"DELETE FROM queued WHERE id = ?"_s, { id }))
        return sqlError(Tr::tr("Cannot forget the entry"), q);
    return std::nullopt;
}

bool serverReachable(const Database &db)
{
    if (!db.isServer())
        return true;
    QSqlQuery q = db.query();
    return q.exec(u"SELECT 1"_s) && q.next();
}

} // namespace haifu::storage
