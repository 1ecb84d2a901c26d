#include "database.h"

#include "schema.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlError>
#include <QThread>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QAtomicInteger<quint64> s_connectionCounter;

QString tr(const char *text)
{
    return QCoreApplication::translate("haifu::storage", text);
}

} // namespace

Error makeError(const QString &message)
{
    return Error{ message.toStdString() };
}

Error sqlError(const QString &what, const QSqlQuery &query)
{
    QString text = what + u": "_s + query.lastError().text();
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
        return sqlError(tr("Cannot run a library statement"), q);
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
    return scalar(u"PRAGMA user_version"_s).toInt();
}

std::optional<Error> Database::open(const QString &path, const OpenOptions &options)
{
    close();
    const QFileInfo info(path);
    if (!info.exists() && (!options.create || options.readOnly))
        return makeError(tr("%1: no library file there").arg(path));
    if (info.exists() && !info.isFile())
        return makeError(tr("%1: not a file").arg(path));
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return makeError(tr("The SQLite driver for Qt is missing (install libqt6sql6-sqlite)"));

    m_path = path;
    m_connectionName = u"haifu-library-%1-%2"_s.arg(
            QString::number(reinterpret_cast<quintptr>(QThread::currentThreadId()), 16),
            QString::number(s_connectionCounter.fetchAndAddRelaxed(1)));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        db.setDatabaseName(path);
        QString connectOptions = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(options.busyTimeoutMs);
        if (options.readOnly)
            connectOptions += u";QSQLITE_OPEN_READONLY"_s;
        db.setConnectOptions(connectOptions);
        if (!db.open()) {
            const Error error = sqlError(tr("%1: cannot open the library").arg(path), db);
            close();
            return error;
        }
    }
    m_open = true;
    m_readOnly = options.readOnly;

    auto fail = [this](const Error &error) {
        m_open = false; // not ours to optimise: close without writing anything
        close();
        return std::optional<Error>(error);
    };

    // The first read tells whether this is an SQLite file at all.
    QSqlQuery q = query();
    if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next())
        return fail(sqlError(tr("%1: not a readable library database").arg(path), q));
    const int objects = q.value(0).toInt();
    q.finish();

    const QStringList pragmas = {
        u"PRAGMA foreign_keys = ON"_s,
        u"PRAGMA busy_timeout = %1"_s.arg(options.busyTimeoutMs),
        // WAL is durable against a process crash with NORMAL; a power cut may lose the last
        // transactions but never corrupts the file.
        u"PRAGMA synchronous = NORMAL"_s,
        u"PRAGMA temp_store = MEMORY"_s,
        u"PRAGMA cache_size = -32000"_s,
    };
    for (const QString &pragma : pragmas) {
        if (!q.exec(pragma))
            return fail(sqlError(tr("%1: cannot configure the library").arg(path), q));
    }
    if (!options.readOnly) {
        if (!q.exec(u"PRAGMA journal_mode = WAL"_s) || !q.next())
            return fail(sqlError(tr("%1: cannot switch the library to WAL").arg(path), q));
        q.finish();
    }

    if (!q.exec(u"PRAGMA application_id"_s) || !q.next())
        return fail(sqlError(tr("%1: not a readable library database").arg(path), q));
    const qint64 applicationId = q.value(0).toLongLong();
    q.finish();
    const int version = schemaVersion();
    if (applicationId != kApplicationId && (version != 0 || objects != 0)) {
        return fail(makeError(tr("%1: an SQLite database, but not a Haifu library "
                                 "(application id %2)")
                                      .arg(path)
                                      .arg(applicationId)));
    }
    if (version > kSchemaVersion) {
        return fail(makeError(tr("%1: this library was written by a newer Haifu (schema version "
                                 "%2; this version knows up to %3). Update Haifu to open it.")
                                      .arg(path)
                                      .arg(version)
                                      .arg(kSchemaVersion)));
    }
    if (options.readOnly) {
        if (version < kSchemaVersion)
            return fail(makeError(tr("%1: the library has schema version %2 and needs an upgrade "
                                     "to %3; open it writable once")
                                          .arg(path)
                                          .arg(version)
                                          .arg(kSchemaVersion)));
        return std::nullopt;
    }
    if (auto error = migrate(*this)) {
        return fail(makeError(tr("%1: %2").arg(path, QString::fromStdString(error->message))));
    }
    return std::nullopt;
}

void Database::close()
{
    if (m_connectionName.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen()) {
            if (m_open && !m_readOnly) {
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
    if (q.exec(u"BEGIN IMMEDIATE"_s))
        m_active = true;
    else
        m_error = sqlError(tr("Cannot start a write transaction"), q);
}

Transaction::~Transaction()
{
    rollback();
}

std::optional<Error> Transaction::commit()
{
    if (!m_active)
        return m_error ? m_error : makeError(tr("No transaction to commit"));
    QSqlQuery q = m_db.query();
    if (!q.exec(u"COMMIT"_s)) {
        const Error error = sqlError(tr("Cannot commit to the library"), q);
        rollback();
        return error;
    }
    m_active = false;
    return std::nullopt;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    QSqlQuery q = m_db.query();
    q.exec(u"ROLLBACK"_s);
}

} // namespace haifu::storage
