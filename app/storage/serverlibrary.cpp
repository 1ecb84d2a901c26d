#include "storage/serverlibrary.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "storage/schema.h"

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

// The address of a server library: postgresql://user[:password]@host[:port]/dbname[?k=v&…].
struct ServerAddress
{
    QString user;
    QString password;
    QString host;
    int port = 5432;
    QString database;
    QStringList options; // libpq connection options ("sslmode=require", …)
};

Result<ServerAddress> parseAddress(const QString &location, int connectTimeoutS)
{
    const QUrl url(location, QUrl::StrictMode);
    const QString shown = Database::displayLocation(location);
    if (!url.isValid() || url.host().isEmpty()) {
        return makeError(Tr::tr("%1: not a server address; write "
                                "postgresql://user@host:port/database")
                                 .arg(shown));
    }
    ServerAddress address;
    address.user = url.userName();
    address.password = url.password();
    address.host = url.host();
    address.port = url.port(5432);
    address.database = url.path().mid(1);
    if (address.database.isEmpty())
        address.database = address.user;
    if (address.user.isEmpty() || address.database.contains(u'/')) {
        return makeError(Tr::tr("%1: a server address names a user and a database, as in "
                                "postgresql://user@host:port/database")
                                 .arg(shown));
    }
    // Every option is one libpq keyword and a value without the separator QPSQL uses.
    static const QRegularExpression keyword(u"^[a-z_]{1,64}$"_s);
    bool timeout = false;
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (!keyword.match(key).hasMatch() || value.contains(u';') || value.size() > 1024) {
            return makeError(
                    Tr::tr("%1: the option \"%2\" is not a connection option").arg(shown, key));
        }
        timeout = timeout || key == u"connect_timeout"_s;
        address.options << key + u'=' + value;
    }
    // A server that does not answer is reported in seconds, not after the system's TCP timeout.
    if (!timeout)
        address.options << u"connect_timeout=%1"_s.arg(connectTimeoutS > 0 ? connectTimeoutS : 5);
    return address;
}

// What the server's database holds: whether it has a haifu_schema table, how many tables it has,
// and the version and application id the table records.
struct ServerIdentity
{
    bool haifu = false;
    int tables = 0;
    int version = 0;
    qint64 applicationId = 0;
};

Result<ServerIdentity> readServerIdentity(const Database &db, const QString &shown)
{
    QSqlQuery q = db.query();
    ServerIdentity id;
    if (!q.exec(u"SELECT count(*), count(*) FILTER (WHERE table_name = 'haifu_schema') FROM "
                "information_schema.tables WHERE table_schema = current_schema()"_s)
            || !q.next())
        return sqlError(Tr::tr("%1: cannot read the server database").arg(shown), q);
    id.tables = q.value(0).toInt();
    id.haifu = q.value(1).toInt() > 0;
    q.finish();
    if (!id.haifu)
        return id;
    if (!q.exec(u"SELECT version, application_id FROM haifu_schema"_s))
        return sqlError(Tr::tr("%1: cannot read the server database").arg(shown), q);
    if (q.next()) {
        id.version = q.value(0).toInt();
        id.applicationId = q.value(1).toLongLong();
    }
    return id;
}

std::optional<Error> checkServerIdentity(const ServerIdentity &id, const QString &shown)
{
    if ((!id.haifu && id.tables > 0)
            || (id.haifu && id.version > 0 && id.applicationId != kApplicationId)) {
        return makeError(Tr::tr("%1: a PostgreSQL database, but not a Haifu library (it has %2 "
                                "tables of something else); name an empty database or a Haifu "
                                "library")
                                 .arg(shown)
                                 .arg(id.tables));
    }
    if (id.version > kSchemaVersion) {
        return makeError(Tr::tr("%1: this library was written by a newer Haifu (schema version "
                                "%2; this version knows up to %3). Update Haifu to open it.")
                                 .arg(shown)
                                 .arg(id.version)
                                 .arg(kSchemaVersion));
    }
    return std::nullopt;
}

} // namespace

bool Database::isServerLocation(const QString &location)
{
    return location.startsWith(u"postgresql://"_s) || location.startsWith(u"postgres://"_s);
}

QString Database::displayLocation(const QString &location)
{
    if (!isServerLocation(location))
        return location;
    QUrl url(location);
    if (!url.isValid())
        return location.section(u'@', -1); // never show what may be a password
    url.setPassword({});
    return url.toString(QUrl::RemovePassword);
}

std::optional<Error> Database::openServer(const QString &location, const OpenOptions &options)
{
    const QString shown = displayLocation(location);
    auto address = parseAddress(location, options.connectTimeoutS);
    if (!address)
        return address.error();
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        return makeError(Tr::tr("%1: the PostgreSQL driver for Qt is missing (install "
                                "libqt6sql6-psql)")
                                 .arg(shown));
    }
    m_path = location;
    m_backend = Backend::PostgreSQL;
    m_connectionName = newConnectionName();
    std::optional<Error> unreachable;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, m_connectionName);
        db.setHostName(address->host);
        db.setPort(address->port);
        db.setUserName(address->user);
        db.setPassword(address->password);
        db.setDatabaseName(address->database);
        db.setConnectOptions(address->options.join(u';'));
        if (!db.open())
            unreachable =
                    sqlError(Tr::tr("%1: cannot connect to the library server").arg(shown), db);
    }
    // Closed once no handle of the connection is left (else Qt warns that it is still in use).
    if (unreachable) {
        m_failure = OpenFailure::Unreachable;
        close();
        return unreachable;
    }
    m_open = true;
    m_readOnly = options.readOnly;
    m_busyTimeoutMs = options.busyTimeoutMs;
    if (auto error = configureServerSession(*this, options.busyTimeoutMs))
        return failOpen(*error);
    auto identity = readServerIdentity(*this, shown);
    if (!identity)
        return failOpen(identity.error());
    if (auto error = checkServerIdentity(*identity, shown)) {
        m_failure = OpenFailure::Refused;
        return failOpen(*error);
    }
    if (options.readOnly) {
        if (identity->version < kSchemaVersion && !options.inspect) {
            return failOpen(makeError(Tr::tr("%1: the library has schema version %2 and needs an "
                                             "upgrade to %3; open it writable once")
                                              .arg(shown)
                                              .arg(identity->version)
                                              .arg(kSchemaVersion)));
        }
        return std::nullopt;
    }
    if (auto error = migrate(*this, options.upgradeTo > 0 ? options.upgradeTo : kSchemaVersion))
        return failOpen(makeError(Tr::tr("%1: %2").arg(shown, haifu::errorText(*error))));
    return std::nullopt;
}

std::optional<Error> configureServerSession(const Database &db, int busyTimeoutMs)
{
    QSqlQuery q = db.query();
    // Notices (an IF NOT EXISTS that found its table) are not messages for the user; a statement
    // that waits for a lock longer than the busy timeout fails as SQLite's would.
    const QStringList settings = { u"SET client_min_messages = warning"_s,
        u"SET lock_timeout = %1"_s.arg(busyTimeoutMs) };
    for (const QString &setting : settings) {
        if (!q.exec(setting)) {
            return sqlError(Tr::tr("%1: cannot configure the library")
                                    .arg(Database::displayLocation(db.path())),
                    q);
        }
    }
    return std::nullopt;
}

int serverSchemaVersion(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT to_regclass('haifu_schema') IS NOT NULL"_s) || !q.next()
            || !q.value(0).toBool())
        return 0;
    q.finish();
    if (!q.exec(u"SELECT version FROM haifu_schema"_s) || !q.next())
        return 0;
    return q.value(0).toInt();
}

std::optional<Error> lockForMigration(const Database &db)
{
    if (!db.isServer())
        return std::nullopt;
    QSqlQuery q = db.query();
    const QStringList statements = { u"SELECT pg_advisory_xact_lock(%1)"_s.arg(kApplicationId),
        u"CREATE TABLE IF NOT EXISTS haifu_schema (application_id BIGINT NOT NULL, "
        "version INTEGER NOT NULL)"_s };
    for (const QString &sql : statements) {
        if (!q.exec(sql))
            return sqlError(Tr::tr("Cannot prepare the library for an upgrade"), q);
    }
    return std::nullopt;
}

std::optional<Error> recordSchemaVersion(const Database &db, int version)
{
    QSqlQuery q = db.query();
    const QStringList statements = db.isServer()
            ? QStringList{ u"DELETE FROM haifu_schema"_s,
                  u"INSERT INTO haifu_schema (application_id, version) VALUES (%1, %2)"_s
                          .arg(kApplicationId)
                          .arg(version) }
            : QStringList{ u"PRAGMA user_version = %1"_s.arg(version),
                  u"PRAGMA application_id = %1"_s.arg(kApplicationId) };
    for (const QString &sql : statements) {
        if (!q.exec(sql))
            return sqlError(Tr::tr("Cannot record the schema version"), q);
    }
    return std::nullopt;
}

} // namespace haifu::storage
