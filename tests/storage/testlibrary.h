// Where a storage, club or CLI test keeps its library: a file in the test's temporary folder, or,
// in the PostgreSQL runs of the same tests (ctest's *_pg tests, HAIFU_TEST_POSTGRES_FILE naming
// the address file written by tests/tools/pgserver.sh), a new schema of its own on that server.
#pragma once

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

namespace storagetest {

// The server's address (postgresql://haifu@127.0.0.1:PORT/postgres), or empty for SQLite runs.
inline QString serverAddress()
{
    static const QString address = [] {
        const QString file = qEnvironmentVariable("HAIFU_TEST_POSTGRES_FILE");
        if (file.isEmpty())
            return QString();
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("HAIFU_TEST_POSTGRES_FILE=%s: cannot read the server's address",
                    qPrintable(file));
        return QString::fromUtf8(f.readAll()).trimmed();
    }();
    return address;
}

inline bool onServer()
{
    return !serverAddress().isEmpty();
}

// Runs `sql` on the server as its superuser (creating schemas and roles); fails the test on error.
inline bool serverExec(const QString &sql)
{
    const QUrl url(serverAddress());
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(
                QStringLiteral("QPSQL"), QStringLiteral("haifu-test-admin"));
        db.setHostName(url.host());
        db.setPort(url.port());
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok)
                qWarning("server: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        } else {
            qWarning("server: %s", qPrintable(db.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("haifu-test-admin"));
    return ok;
}

// A new, empty library location named after `name`: `dir`/name in SQLite runs; in server runs a
// new schema (t_<pid>_<n>_<name>) of the server's database, as an address whose search path is
// that schema, so that every test starts from an empty library of its own.
inline QString newLibrary(
        const QTemporaryDir &dir, const QString &name = QStringLiteral("library.haifu"))
{
    if (!onServer())
        return dir.filePath(name);
    static QAtomicInteger<int> counter;
    QString schema = QStringLiteral("t_%1_%2_%3")
                             .arg(QCoreApplication::applicationPid())
                             .arg(counter.fetchAndAddRelaxed(1))
                             .arg(name.section(u'.', 0, 0).toLower());
    schema.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    if (!serverExec(QStringLiteral("CREATE SCHEMA %1").arg(schema)))
        return QString();
    QUrl url(serverAddress());
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("options"), QStringLiteral("-csearch_path=") + schema);
    url.setQuery(query);
    return url.toString();
}

} // namespace storagetest

// For a test function that is about SQLite files (fixtures written by earlier versions, the WAL,
// a process killed in the middle of a write to a file, a foreign SQLite file): skipped in the
// server runs, saying so.
#define SQLITE_ONLY(why)                                                                           \
    do {                                                                                           \
        if (storagetest::onServer())                                                               \
            QSKIP("SQLite files only: " why);                                                      \
    } while (false)

// A storage call that must succeed: a Result (VERIFY_OK) or an optional error (VERIFY_NO_ERROR);
// each evaluates its argument once (it is usually a write).
#define VERIFY_OK(expression)                                                                      \
    do {                                                                                           \
        const auto &result_ = (expression);                                                        \
        QVERIFY2(bool(result_), result_ ? "" : result_.error().message.c_str());                   \
    } while (false)
#define VERIFY_NO_ERROR(expression)                                                                \
    do {                                                                                           \
        const auto &error_ = (expression);                                                         \
        QVERIFY2(!error_, error_ ? error_->message.c_str() : "");                                  \
    } while (false)
