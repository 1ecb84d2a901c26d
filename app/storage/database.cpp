#include "storage/database.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "storage/schema.h"
#include "storage/serverlibrary.h"

#include <QAtomicInteger>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QStandardPaths>
#include <QThread>
#include <QtEndian>

#include <sqlite3.h>

#include <array>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QAtomicInteger<quint64> s_connectionCounter;

} // namespace

QString newConnectionName()
{
    return u"haifu-library-%1-%2"_s.arg(
            QString::number(reinterpret_cast<quintptr>(QThread::currentThreadId()), 16),
            QString::number(s_connectionCounter.fetchAndAddRelaxed(1)));
}

namespace {

// What a library file says about itself.
struct FileIdentity
{
    qint64 applicationId = 0;
    int version = 0;
    int objects = 0;
};

// Whether the file is a Haifu library (its application id), or an empty SQLite file that can
// become one, and not from a newer Haifu.
std::optional<Error> checkIdentity(const FileIdentity &id, const QString &path)
{
    const bool empty = id.version == 0 && id.objects == 0;
    if (id.applicationId != kApplicationId && (id.applicationId != 0 || !empty)) {
        return makeError(Tr::tr("%1: an SQLite database, but not a Haifu library "
                                "(application id %2)")
                                 .arg(path)
                                 .arg(id.applicationId));
    }
    if (id.version > kSchemaVersion) {
        return makeError(Tr::tr("%1: this library was written by a newer Haifu (schema version "
                                "%2; this version knows up to %3). Update Haifu to open it.")
                                 .arg(path)
                                 .arg(id.version)
                                 .arg(kSchemaVersion));
    }
    return std::nullopt;
}

Error unreadable(const QString &path, const QString &why)
{
    return makeError(Tr::tr("%1: not a readable library database: %2").arg(path, why));
}

// The identity of the file through a read-only connection, which also sees what is still in its
// WAL (SQLite error code in `code` on failure).
Result<FileIdentity> readIdentity(const QString &path, int busyTimeoutMs, int &code)
{
    sqlite3 *handle = nullptr;
    const QByteArray name = QFile::encodeName(path);
    code = sqlite3_open_v2(name.constData(), &handle, SQLITE_OPEN_READONLY, nullptr);
    auto closeHandle = qScopeGuard([&] { sqlite3_close(handle); });
    std::array<qint64, 3> values{};
    const std::array<const char *, 3> reads = { "SELECT count(*) FROM sqlite_master",
        "PRAGMA application_id", "PRAGMA user_version" };
    if (code == SQLITE_OK)
        sqlite3_busy_timeout(handle, busyTimeoutMs);
    for (std::size_t i = 0; i < reads.size() && code == SQLITE_OK; ++i) {
        sqlite3_stmt *statement = nullptr;
        code = sqlite3_prepare_v2(handle, reads[i], -1, &statement, nullptr);
        if (code == SQLITE_OK)
            code = sqlite3_step(statement);
        if (code == SQLITE_ROW) {
            values[i] = sqlite3_column_int64(statement, 0);
            code = SQLITE_OK;
        }
        sqlite3_finalize(statement);
    }
    if (code != SQLITE_OK) {
        return unreadable(path,
                handle ? QString::fromUtf8(sqlite3_errmsg(handle))
                       : QString::fromUtf8(sqlite3_errstr(code)));
    }
    FileIdentity id;
    id.objects = int(values[0]);
    id.applicationId = values[1];
    id.version = int(values[2]);
    return id;
}

// Looks at an existing file before it is opened for writing, changing nothing: its SQLite header
// (the magic string, the application id, the user version) read as bytes and, when that does not
// settle it (no application id), its schema through a read-only connection. An error for a file
// to refuse, so that another application's database, or a library of a newer Haifu, is refused
// exactly as it was (no switch to WAL, no journal, not a byte written). The writable connection
// checks again before it writes anything.
std::optional<Error> lookBeforeOpening(const QString &path, int busyTimeoutMs)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Tr::tr("%1: cannot open the library: %2").arg(path, file.errorString()));
    const QByteArray header = file.read(100);
    file.close();
    if (header.isEmpty())
        return std::nullopt; // an empty file becomes a new library
    if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        return unreadable(path, Tr::tr("file is not a database"));
    // The header may be older than what the WAL holds, but an application id is only ever set
    // once and versions only grow: another application's id, or a newer version, is final.
    FileIdentity id;
    id.version = qFromBigEndian<qint32>(header.constData() + 60);
    id.applicationId = qFromBigEndian<quint32>(header.constData() + 68);
    if (id.applicationId != 0 && id.applicationId != kApplicationId)
        return checkIdentity(id, path);
    if (id.version > kSchemaVersion)
        return checkIdentity(id, path);
    if (id.applicationId == kApplicationId)
        return std::nullopt;
    // No application id in the header: read the file as SQLite sees it (an empty database may
    // become a library; a new library may have its id in the WAL still).
    int code = SQLITE_OK;
    auto read = readIdentity(path, busyTimeoutMs, code);
    if (read)
        return checkIdentity(*read, path);
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
        return read.error();
    // Unreadable without writing (a WAL file that needs recovery after a crash, a lock): the
    // writable connection decides, before it writes anything.
    return std::nullopt;
}

} // namespace

Error makeError(const QString &message)
{
    return Error{ message.toStdString() };
}

Error sqlError(const QString &what, const QSqlQuery &query)
{
    QString text = what + u": "_s + query.lastError().text();
    // PostgreSQL's insufficient_privilege: a role or a row-level policy of a server library.
    if (query.lastError().nativeErrorCode() == "42501"_L1) {
        text = what + u": "_s
                + Tr::tr("your login may not do this on the library's server (ask the club's "
                         "admin for the role): %1")
                          .arg(query.lastError().databaseText());
    }
    if (!query.lastQuery().isEmpty())
        text += u" [%1]"_s.arg(query.lastQuery().simplified().left(200));
    return makeError(text);
}

Error sqlError(const QString &what, const QSqlDatabase &db)
{
    return makeError(what + u": "_s + db.lastError().text());
}

Database::Database() = default;

Database::~Database()
{
    close();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

QSqlQuery Database::query() const
{
    return QSqlQuery(connection());
}

std::optional<Error> Database::exec(const QString &sql) const
{
    QSqlQuery q = query();
    if (!q.exec(sql))
        return sqlError(Tr::tr("Cannot run a library statement"), q);
    return std::nullopt;
}

QVariant Database::scalar(const QString &sql) const
{
    QSqlQuery q = query();
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

int Database::schemaVersion() const
{
    if (m_backend == Backend::PostgreSQL)
        return serverSchemaVersion(*this);
    return scalar(u"PRAGMA user_version"_s).toInt();
}

QString Database::sidePath(const QString &suffix) const
{
    if (m_backend == Backend::SQLite)
        return m_path + suffix;
    const QByteArray key = displayLocation(m_path).toUtf8();
    const QString name = u"server-"_s
            + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex())
                      .left(16);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/"_s + name
            + suffix;
}

std::optional<Error> Database::open(const QString &location, const OpenOptions &options)
{
    close();
    m_failure = OpenFailure::None;
    auto error = isServerLocation(location) ? openServer(location, options)
                                            : openFile(location, options);
    if (error && m_failure == OpenFailure::None)
        m_failure = OpenFailure::Other;
    return error;
}

std::optional<Error> Database::failOpen(const Error &error)
{
    m_open = false; // not ours to optimise: close without writing anything
    close();
    return error;
}

std::optional<Error> Database::openFile(const QString &path, const OpenOptions &options)
{
    const QFileInfo info(path);
    if (!info.exists() && (!options.create || options.readOnly))
        return makeError(Tr::tr("%1: no library file there").arg(path));
    if (info.exists() && !info.isFile())
        return makeError(Tr::tr("%1: not a file").arg(path));
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return makeError(Tr::tr("The SQLite driver for Qt is missing (install libqt6sql6-sqlite)"));
    // An existing file is looked at read-only first: one that is refused is never changed.
    if (info.exists()) {
        if (auto error = lookBeforeOpening(path, options.busyTimeoutMs)) {
            // Readable, yet refused: another application's file, or a newer library's.
            if (info.isReadable())
                m_failure = OpenFailure::Refused;
            return error;
        }
    }

    m_path = path;
    m_backend = Backend::SQLite;
    m_connectionName = newConnectionName();
    std::optional<Error> openError;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        db.setDatabaseName(path);
        QString connectOptions = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(options.busyTimeoutMs);
        if (options.readOnly)
            connectOptions += u";QSQLITE_OPEN_READONLY"_s;
        db.setConnectOptions(connectOptions);
        if (!db.open())
            openError = sqlError(Tr::tr("%1: cannot open the library").arg(path), db);
    }
    // Closed once no handle of the connection is left (else Qt warns that it is still in use).
    if (openError) {
        close();
        return openError;
    }
    m_open = true;
    m_readOnly = options.readOnly;
    auto fail = [this](const Error &error) { return failOpen(error); };

    // Read again on this connection (the file may have changed since it was looked at, or been
    // created by this open): nothing below writes to a file that is refused here.
    QSqlQuery q = query();
    if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next())
        return fail(sqlError(Tr::tr("%1: not a readable library database").arg(path), q));
    FileIdentity identity;
    identity.objects = q.value(0).toInt();
    q.finish();
    if (!q.exec(u"PRAGMA application_id"_s) || !q.next())
        return fail(sqlError(Tr::tr("%1: not a readable library database").arg(path), q));
    identity.applicationId = q.value(0).toLongLong();
    q.finish();
    identity.version = schemaVersion();
    const int version = identity.version;
    if (auto error = checkIdentity(identity, path)) {
        m_failure = OpenFailure::Refused;
        return fail(*error);
    }

    const QStringList pragmas = {
        u"PRAGMA foreign_keys = ON"_s,
        u"PRAGMA busy_timeout = %1"_s.arg(options.busyTimeoutMs),
        // A write is acknowledged (a note saved, a club hand entered) only once it is on the
        // disk: FULL syncs the WAL at every commit, so that a power cut or a crash of the system
        // right after never loses it (NORMAL would sync only at checkpoints). It costs one sync
        // per transaction; imports write one transaction per game.
        u"PRAGMA synchronous = FULL"_s,
        u"PRAGMA temp_store = MEMORY"_s,
        u"PRAGMA cache_size = -32000"_s,
    };
    for (const QString &pragma : pragmas) {
        if (!q.exec(pragma))
            return fail(sqlError(Tr::tr("%1: cannot configure the library").arg(path), q));
    }
    if (!options.readOnly) {
        if (!q.exec(u"PRAGMA journal_mode = WAL"_s) || !q.next())
            return fail(sqlError(Tr::tr("%1: cannot switch the library to WAL").arg(path), q));
        q.finish();
    }

    if (options.readOnly) {
        if (version < kSchemaVersion && !options.inspect)
            return fail(
                    makeError(Tr::tr("%1: the library has schema version %2 and needs an upgrade "
                                     "to %3; open it writable once")
                                      .arg(path)
                                      .arg(version)
                                      .arg(kSchemaVersion)));
        return std::nullopt;
    }
    if (auto error = migrate(*this, options.upgradeTo > 0 ? options.upgradeTo : kSchemaVersion)) {
        return fail(makeError(Tr::tr("%1: %2").arg(path, haifu::errorText(*error))));
    }
    return std::nullopt;
}

std::optional<Error> Database::reconnect() const
{
    if (!isServer() || !m_open)
        return std::nullopt;
    QSqlDatabase db = connection();
    db.close();
    if (!db.open()) {
        return sqlError(
                Tr::tr("%1: cannot connect to the library server").arg(displayLocation(m_path)),
                db);
    }
    m_transactionDepth = 0; // whatever was open ended with the old connection
    return configureServerSession(*this, m_busyTimeoutMs);
}

void Database::close()
{
    if (m_connectionName.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen()) {
            if (m_open && !m_readOnly && m_backend == Backend::SQLite) {
                // Keeps the query planner's statistics current (cheap: a bounded analysis of
                // the tables whose statistics are missing or stale).
                QSqlQuery q(db);
                q.exec(u"PRAGMA analysis_limit = 400"_s);
                q.exec(u"PRAGMA optimize"_s);
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_open = false;
}

Transaction::Transaction(const Database &db) : m_db(db)
{
    QSqlQuery q = m_db.query();
    if (m_db.m_transactionDepth > 0) {
        m_savepoint = u"haifu_%1"_s.arg(m_db.m_transactionDepth);
        if (!q.exec(u"SAVEPOINT "_s + m_savepoint)) {
            m_error = sqlError(Tr::tr("Cannot start a write transaction"), q);
            return;
        }
    } else if (!q.exec(m_db.isServer() ? u"BEGIN"_s : u"BEGIN IMMEDIATE"_s)) {
        m_error = sqlError(Tr::tr("Cannot start a write transaction"), q);
        return;
    }
    m_active = true;
    ++m_db.m_transactionDepth;
}

Transaction::~Transaction()
{
    rollback();
}

void Transaction::end()
{
    m_active = false;
    --m_db.m_transactionDepth;
}

std::optional<Error> Transaction::commit()
{
    if (!m_active)
        return m_error ? m_error : makeError(Tr::tr("No transaction to commit"));
    QSqlQuery q = m_db.query();
    const QString sql = m_savepoint.isEmpty() ? u"COMMIT"_s : u"RELEASE SAVEPOINT "_s + m_savepoint;
    if (!q.exec(sql)) {
        const Error error = sqlError(Tr::tr("Cannot commit to the library"), q);
        rollback();
        return error;
    }
    end();
    return std::nullopt;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    QSqlQuery q = m_db.query();
    if (m_savepoint.isEmpty()) {
        q.exec(u"ROLLBACK"_s);
    } else {
        // Undoes the savepoint's writes and ends it; the enclosing transaction goes on.
        q.exec(u"ROLLBACK TO SAVEPOINT "_s + m_savepoint);
        q.exec(u"RELEASE SAVEPOINT "_s + m_savepoint);
    }
    end();
}

} // namespace haifu::storage
