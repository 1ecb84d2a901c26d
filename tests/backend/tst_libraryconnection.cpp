// Settings' library dialog (app/settings/libraryconnection.h): the address its fields make, the
// password kept out of the settings and out of every text shown, libpq's password file, the
// restart's command line, and "Test connection" on files (a library, a new file, another
// application's file, an older library; none of them changed) and on the test server
// (tests/tools/pgserver.sh, ctest's pgserver fixture: an empty database, a Haifu library with a
// club, another application's database, a wrong port), none of them changed either.
#include "demo/clubdemo.h"
#include "demo/samplelibrary.h"
#include "settings/appsettings.h"
#include "settings/libraryconnection.h"
#include "shell/apprestart.h"
#include "storage/database.h"
#include "storage/librarylocation.h"
#include "storage/schema.h"

#include "testlibrary.h"

#include "testmain.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// The file's mode bits (rwx for owner, group, others).
int modeOf(const QString &path)
{
    struct stat info
    { };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? int(info.st_mode & 0777) : -1;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// Runs the connection's test to its end (the worker has a 3 s connect timeout; the deadline here
// only keeps a hang from blocking the suite).
bool runTest(LibraryConnection &connection)
{
    connection.test();
    if (connection.state() != LibraryConnection::Testing)
        return false;
    return QTest::qWaitFor([&] { return connection.state() != LibraryConnection::Testing; }, 60000);
}

} // namespace

class TestLibraryConnection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void buildsAndReadsAddresses();
    void incompleteFieldsSayWhatIsMissing();
    void passwordNeverSavedNorShown();
    void restartDropsTheLibraryArguments();
    void passwordFileWrittenAndReplaced();
    void rememberedPasswordGoesToThePasswordFile();
    void testsAFileWithoutChangingIt();
    void testsAServerWithoutChangingIt();
    void unreachableServerSaysSo();
    void serverLibraryIsNeverSeeded();

private:
    // A new database on the test server, as an address for the fields.
    QString newServerDatabase(const QString &name);
    void fillFrom(LibraryConnection &connection, const QString &address);

    QTemporaryDir m_dir;
    QStringList m_databases;
};

void TestLibraryConnection::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("HOME", QFile::encodeName(m_dir.filePath(u"home"_s)));
    QVERIFY(QDir().mkpath(m_dir.filePath(u"home"_s)));
    qunsetenv("PGPASSFILE");
    qunsetenv("PGPASSWORD");
}

void TestLibraryConnection::cleanupTestCase()
{
    for (const QString &name : std::as_const(m_databases))
        storagetest::serverExec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name));
}

void TestLibraryConnection::init()
{
    // A warning (a connection still in use, a thread destroyed while running) is a failure.
    QTest::failOnWarning(QRegularExpression(u".*"_s));
}

void TestLibraryConnection::cleanup()
{
    AppRestart::cancel();
    AppSettings::setInstance(nullptr);
    qunsetenv("PGPASSFILE");
}

QString TestLibraryConnection::newServerDatabase(const QString &name)
{
    const QString database = u"conn_%1_%2"_s.arg(QCoreApplication::applicationPid()).arg(name);
    if (!storagetest::serverExec(u"CREATE DATABASE %1"_s.arg(database)))
        return {};
    m_databases << database;
    QUrl url(storagetest::serverAddress());
    url.setPath(u"/"_s + database);
    return url.toString();
}

void TestLibraryConnection::fillFrom(LibraryConnection &connection, const QString &address)
{
    const QUrl url(address);
    connection.setServer(true);
    connection.setHost(url.host());
    connection.setPort(url.port());
    connection.setUser(url.userName());
    connection.setDatabase(url.path().mid(1));
}

void TestLibraryConnection::buildsAndReadsAddresses()
{
    LibraryConnection connection;
    connection.setServer(true);
    connection.setHost(u"db.example.org"_s);
    connection.setPort(5433);
    connection.setUser(u"an:na@x"_s);
    connection.setPassword(u"p@ss:w/rd%ü"_s);
    connection.setDatabase(u"club db"_s);
    connection.setSslMode(u"require"_s);
    QCOMPARE(connection.location(),
            u"postgresql://an%3Ana%40x:p%40ss%3Aw%2Frd%25%C3%BC@db.example.org:5433/"
            "club%20db?sslmode=require"_s);
    QCOMPARE(connection.shownLocation(),
            u"postgresql://an%3Ana%40x@db.example.org:5433/club%20db?sslmode=require"_s);
    // What the storage reads back from it is what was typed.
    const QUrl url(connection.location(), QUrl::StrictMode);
    QVERIFY(url.isValid());
    QCOMPARE(url.userName(), u"an:na@x"_s);
    QCOMPARE(url.password(), u"p@ss:w/rd%ü"_s);
    QCOMPARE(url.path().mid(1), u"club db"_s);
    QVERIFY(storage::Database::isServerLocation(connection.location()));

    // Loaded back into another dialog: the same fields.
    LibraryConnection again;
    again.load(connection.location());
    QVERIFY(again.server());
    QCOMPARE(again.host(), u"db.example.org"_s);
    QCOMPARE(again.port(), 5433);
    QCOMPARE(again.user(), u"an:na@x"_s);
    QCOMPARE(again.database(), u"club db"_s);
    QCOMPARE(again.sslMode(), u"require"_s);
    QCOMPARE(again.location(), connection.location());

    // An IPv6 host is bracketed; "prefer" (libpq's default) is left out.
    connection.setHost(u"::1"_s);
    connection.setSslMode(u"prefer"_s);
    connection.setPassword({});
    QCOMPARE(connection.location(), u"postgresql://an%3Ana%40x@[::1]:5433/club%20db"_s);
    QCOMPARE(QUrl(connection.location()).host(), u"::1"_s);

    // A file: its path; a file dialog's URL becomes a path.
    LibraryConnection file;
    file.setFilePath(QUrl::fromLocalFile(u"/tmp/my library.haifu"_s).toString());
    QCOMPARE(file.location(), u"/tmp/my library.haifu"_s);
    file.load(u"/data/club.haifu"_s);
    QVERIFY(!file.server());
    QCOMPARE(file.location(), u"/data/club.haifu"_s);
}

void TestLibraryConnection::incompleteFieldsSayWhatIsMissing()
{
    LibraryConnection connection;
    QVERIFY(!connection.missing().isEmpty()); // no file yet
    QVERIFY(connection.location().isEmpty());
    connection.setServer(true);
    connection.setUser(u"anna"_s);
    connection.setDatabase(u"haifu"_s);
    QVERIFY(connection.missing().contains(u"host"_s));
    connection.setHost(u"db"_s);
    QVERIFY(connection.missing().isEmpty());
    connection.setPort(70000);
    QVERIFY(connection.missing().contains(u"port"_s));
    connection.setPort(5432);
    connection.setDatabase(u"a/b"_s);
    QVERIFY(!connection.missing().isEmpty());
    // Testing or using incomplete fields does nothing but say so.
    connection.test();
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QCOMPARE(connection.resultText(), connection.missing());
    QVERIFY(!connection.use());
    QVERIFY(!AppRestart::requested());
}

void TestLibraryConnection::passwordNeverSavedNorShown()
{
    const QString file = m_dir.filePath(u"settings-password.ini"_s);
    {
        AppSettings settings(file);
        AppSettings::setInstance(&settings);
        LibraryConnection connection;
        connection.load(u"postgresql://anna@db.example.org/haifu"_s);
        connection.setPassword(u"s3cret-word"_s);
        QVERIFY(connection.use());
        QCOMPARE(settings.libraryLocation(), u"postgresql://anna@db.example.org:5432/haifu"_s);
        QVERIFY(!connection.resultText().contains(u"s3cret"_s));
        QVERIFY(!connection.shownLocation().contains(u"s3cret"_s));
        // Not remembered: only the restarted process gets it, in libpq's variable.
        QVERIFY(AppRestart::requested());
        QCOMPARE(AppRestart::environment().value(u"PGPASSWORD"_s), u"s3cret-word"_s);
        QVERIFY(!AppRestart::arguments().join(u' ').contains(u"s3cret"_s));
        // Given with a password by other means, it is stripped too.
        settings.setLibraryLocation(u"postgresql://ben:other-pass@db.example.org/club"_s);
        QCOMPARE(settings.libraryLocation(), u"postgresql://ben@db.example.org/club"_s);
        AppSettings::setInstance(nullptr);
    }
    const QString saved = readAll(file);
    QVERIFY(saved.contains(u"libraryLocation"_s));
    QVERIFY2(!saved.contains(u"s3cret"_s) && !saved.contains(u"other-pass"_s), qPrintable(saved));
    QVERIFY(!QFile::exists(LibraryConnection::passwordFilePath()));

    // A settings file written by hand with a password: never read back with it.
    QSettings handWritten(file, QSettings::IniFormat);
    handWritten.setValue("libraryLocation"_L1, u"postgresql://ben:hand-pass@db/club"_s);
    handWritten.sync();
    AppSettings reread(file);
    QCOMPARE(reread.libraryLocation(), u"postgresql://ben@db/club"_s);

    // Back to the default library: "" saved.
    AppSettings::setInstance(&reread);
    LibraryConnection back;
    QVERIFY(back.useDefault());
    QCOMPARE(reread.libraryLocation(), QString());
    QVERIFY(AppRestart::requested());
    QVERIFY(!AppRestart::environment().contains(u"PGPASSWORD"_s));
}

void TestLibraryConnection::restartDropsTheLibraryArguments()
{
    const QStringList given{ u"/usr/bin/haifu"_s, u"--db"_s, u"postgresql://a@h/d"_s,
        u"--language"_s, u"ja"_s, u"--library=/x.haifu"_s, u"--theme"_s, u"dark"_s, u"--library"_s,
        u"/y.haifu"_s, u"--db=/z.haifu"_s };
    QCOMPARE(AppRestart::withoutLibrary(given),
            QStringList(
                    { u"/usr/bin/haifu"_s, u"--language"_s, u"ja"_s, u"--theme"_s, u"dark"_s }));
    AppRestart::setArguments(given);
    QCOMPARE(AppRestart::arguments(),
            QStringList({ u"--language"_s, u"ja"_s, u"--theme"_s, u"dark"_s }));
    QVERIFY(!AppRestart::requested());
    // Nothing requested: nothing started.
    QVERIFY(AppRestart::startIfRequested());
    // PGPASSWORD of this run (perhaps another server's) is not passed on.
    qputenv("PGPASSWORD", "inherited");
    AppRestart::request();
    QVERIFY(!AppRestart::environment().contains(u"PGPASSWORD"_s));
    qunsetenv("PGPASSWORD");
    AppRestart::setArguments({});
}

void TestLibraryConnection::passwordFileWrittenAndReplaced()
{
    const QString path = m_dir.filePath(u"pgpass-file"_s);
    qputenv("PGPASSFILE", QFile::encodeName(path));
    QCOMPARE(LibraryConnection::passwordFilePath(), path);
    QVERIFY(writeFile(path,
            "# mine\n"
            "other.example.org:5432:*:anna:keep-me\n"
            "db.example.org:5432:haifu:an\\:na:old-pass\n"));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);

    QCOMPARE(LibraryConnection::rememberInPasswordFile(
                     u"db.example.org"_s, 5432, u"haifu"_s, u"an:na"_s, u"new:pa\\ss"_s),
            QString());
    QCOMPARE(readAll(path),
            u"# mine\n"
            "other.example.org:5432:*:anna:keep-me\n"
            "db.example.org:5432:haifu:an\\:na:new\\:pa\\\\ss\n"_s);
    QCOMPARE(modeOf(path), 0600);

    // Another database on the same server: a line of its own.
    QCOMPARE(LibraryConnection::rememberInPasswordFile(
                     u"db.example.org"_s, 5432, u"club"_s, u"an:na"_s, u"p2"_s),
            QString());
    QVERIFY(readAll(path).endsWith(u"db.example.org:5432:club:an\\:na:p2\n"_s));
    QCOMPARE(readAll(path).count(u'\n'), 4);

    // Without PGPASSFILE: ~/.pgpass, made with mode 0600.
    qunsetenv("PGPASSFILE");
    const QString home = QDir::home().filePath(u".pgpass"_s);
    QCOMPARE(LibraryConnection::passwordFilePath(), home);
    QFile::remove(home);
    QCOMPARE(LibraryConnection::rememberInPasswordFile(u"h"_s, 1, u"d"_s, u"u"_s, u"p"_s),
            QString());
    QCOMPARE(readAll(home), u"h:1:d:u:p\n"_s);
    QCOMPARE(modeOf(home), 0600);
    QFile::remove(home);

    // A folder that does not exist: the error names the file.
    const QString nowhere = m_dir.filePath(u"missing/pgpass"_s);
    qputenv("PGPASSFILE", QFile::encodeName(nowhere));
    QVERIFY(LibraryConnection::rememberInPasswordFile(u"h"_s, 1, u"d"_s, u"u"_s, u"p"_s)
                    .contains(nowhere));
}

void TestLibraryConnection::rememberedPasswordGoesToThePasswordFile()
{
    const QString path = m_dir.filePath(u"pgpass-use"_s);
    qputenv("PGPASSFILE", QFile::encodeName(path));
    AppSettings settings(m_dir.filePath(u"settings-remember.ini"_s));
    AppSettings::setInstance(&settings);
    LibraryConnection connection;
    connection.load(u"postgresql://anna@db.example.org:6432/haifu?sslmode=require"_s);
    connection.setPassword(u"remembered"_s);
    connection.setRememberPassword(true);
    QVERIFY(connection.use());
    QCOMPARE(readAll(path), u"db.example.org:6432:haifu:anna:remembered\n"_s);
    QCOMPARE(settings.libraryLocation(),
            u"postgresql://anna@db.example.org:6432/haifu?sslmode=require"_s);
    // Remembered: libpq finds it; the restarted process is not given it.
    QVERIFY(!AppRestart::environment().contains(u"PGPASSWORD"_s));

    // The password file cannot be written: nothing saved, no restart.
    AppRestart::cancel();
    qputenv("PGPASSFILE", QFile::encodeName(m_dir.filePath(u"missing/pgpass"_s)));
    connection.setHost(u"elsewhere.example.org"_s);
    QVERIFY(!connection.use());
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QVERIFY(!AppRestart::requested());
    QVERIFY(settings.libraryLocation().contains(u"db.example.org"_s));
}

void TestLibraryConnection::testsAFileWithoutChangingIt()
{
    LibraryConnection connection;

    // A library with the sample games.
    const QString library = m_dir.filePath(u"samples.haifu"_s);
    const auto made = storage::ensureDefaultLibrary(library);
    QVERIFY(made);
    storage::Database db;
    QVERIFY(!db.open(library));
    const int games = db.scalar(u"SELECT count(*) FROM games"_s).toInt();
    db.close();
    QVERIFY(games > 0);
    const QByteArray before = fileHash(library);
    connection.setFilePath(library);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Ok);
    QCOMPARE(connection.resultText(), u"A Haifu library with %1 games."_s.arg(games));
    QCOMPARE(fileHash(library), before);

    // No file there yet: nothing is created by the test.
    const QString fresh = m_dir.filePath(u"new/folder/library.haifu"_s);
    connection.setFilePath(fresh);
    QCOMPARE(connection.state(), LibraryConnection::Idle); // a new location forgets the outcome
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Ok);
    QVERIFY(connection.resultText().contains(u"a new library will be created here"_s));
    QVERIFY(!QFile::exists(fresh));
    QVERIFY(!QDir(m_dir.filePath(u"new"_s)).exists());

    // Another application's file: refused, unchanged.
    const QString foreign = m_dir.filePath(u"notes.txt"_s);
    QVERIFY(writeFile(foreign, QByteArray("not a database at all\n").repeated(20)));
    const QByteArray foreignBefore = fileHash(foreign);
    connection.setFilePath(foreign);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QVERIFY2(connection.resultText().startsWith(u"Refused: "_s),
            qPrintable(connection.resultText()));
    QVERIFY(connection.resultText().contains(foreign));
    QCOMPARE(fileHash(foreign), foreignBefore);

    // A library of schema 1: said, not upgraded.
    const QString old = m_dir.filePath(u"v1.haifu"_s);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/library_v1.haifu"), old));
    QFile::setPermissions(old, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray oldBefore = fileHash(old);
    connection.setFilePath(old);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Ok);
    QVERIFY2(connection.resultText().contains(u"upgrade it from schema 1 to"_s),
            qPrintable(connection.resultText()));
    QCOMPARE(fileHash(old), oldBefore);

    // A folder nobody may write to (as root every folder is writable: then a file in place of
    // the folder stands in for it).
    const QString blocked = m_dir.filePath(u"blocked"_s);
    QVERIFY(writeFile(blocked, "a file, not a folder"));
    connection.setFilePath(blocked + u"/library.haifu"_s);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QVERIFY(connection.resultText().contains(blocked));
}

void TestLibraryConnection::testsAServerWithoutChangingIt()
{
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file (ctest starts it)");
    LibraryConnection connection;

    // An empty database: nothing is made in it by the test.
    const QString empty = newServerDatabase(u"empty"_s);
    QVERIFY(!empty.isEmpty());
    fillFrom(connection, empty);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Ok);
    QCOMPARE(connection.resultText(),
            u"Connected: an empty database; Haifu will set it up when you use it."_s);
    {
        storage::Database look;
        QVERIFY(!look.open(empty, { .create = false, .readOnly = true, .inspect = true }));
        QCOMPARE(look.scalar(u"SELECT count(*) FROM information_schema.tables WHERE "
                             "table_schema = current_schema()"_s)
                         .toInt(),
                0);
    }

    // A Haifu library with the demo club: its numbers and the login's role.
    const QString library = newServerDatabase(u"library"_s);
    {
        storage::Database db;
        QVERIFY(!db.open(library));
        QVERIFY(!seedDemoClub(db));
    }
    fillFrom(connection, library);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Ok);
    QCOMPARE(connection.resultText(),
            u"Connected to 127.0.0.1: a Haifu library (schema %1, 1 club, 3 club games); you "
            "are: owner."_s.arg(storage::kSchemaVersion));

    // Another application's database: refused, its table alone.
    const QString foreign = newServerDatabase(u"foreign"_s);
    const QUrl foreignUrl(foreign);
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QPSQL"_s, u"foreign-maker"_s);
        raw.setHostName(foreignUrl.host());
        raw.setPort(foreignUrl.port());
        raw.setUserName(foreignUrl.userName());
        raw.setDatabaseName(foreignUrl.path().mid(1));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(u"CREATE TABLE invoices (id INTEGER)"_s));
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"foreign-maker"_s);
    fillFrom(connection, foreign);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QVERIFY2(connection.resultText().startsWith(u"Refused: "_s)
                    && connection.resultText().contains(u"not a Haifu library"_s),
            qPrintable(connection.resultText()));
    {
        storage::Database look; // refused by the storage as well
        QVERIFY(look.open(foreign, { .create = false, .readOnly = true, .inspect = true }));
        QCOMPARE(look.openFailure(), storage::OpenFailure::Refused);
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QPSQL"_s, u"foreign-look"_s);
        raw.setHostName(foreignUrl.host());
        raw.setPort(foreignUrl.port());
        raw.setUserName(foreignUrl.userName());
        raw.setDatabaseName(foreignUrl.path().mid(1));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(u"SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                       "'public'"_s)
                && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"foreign-look"_s);
}

void TestLibraryConnection::unreachableServerSaysSo()
{
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file (ctest starts it)");
    // The test server's port + 1 (nothing listens there: the server took a free port alone).
    const QUrl server(storagetest::serverAddress());
    LibraryConnection connection;
    fillFrom(connection, storagetest::serverAddress());
    connection.setPort(server.port() == 65535 ? 1 : server.port() + 1);
    connection.setPassword(u"never-shown"_s);
    QVERIFY(runTest(connection));
    QCOMPARE(connection.state(), LibraryConnection::Failed);
    QVERIFY2(connection.resultText().startsWith(u"Cannot connect: "_s),
            qPrintable(connection.resultText()));
    QVERIFY(connection.resultText().contains(u"127.0.0.1"_s));
    QVERIFY(!connection.resultText().contains(u"never-shown"_s));
}

void TestLibraryConnection::serverLibraryIsNeverSeeded()
{
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file (ctest starts it)");
    const QString location = newServerDatabase(u"start"_s);
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    // The app's start: the address goes to the window as it is; the storage's own start opens
    // (and sets up) the library without samples or the demo club, and makes no folder.
    QCOMPARE(openSampleLibrary(location), location);
    const auto library = storage::ensureDefaultLibrary(location);
    QVERIFY(QDir::setCurrent(cwd));
    QVERIFY2(library, library ? "" : library.error().message.c_str());
    QVERIFY(!library->created);
    QVERIFY(!QFileInfo::exists(m_dir.filePath(u"postgresql:"_s)));
    storage::Database db;
    QVERIFY(!db.open(location));
    QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM games"_s).toInt(), 0);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM clubs"_s).toInt(), 0);
}

HAIFU_TEST_GUILESS_MAIN(TestLibraryConnection)
#include "tst_libraryconnection.moc"
