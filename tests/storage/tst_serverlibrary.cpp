// A library on a PostgreSQL server (run only against the test server, ctest
// storage_tst_serverlibrary_pg): opening from an address, refusing what is not a Haifu library,
// the upgrade from every earlier schema version, several processes opening a new library at once,
// and errors that never show the password.
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/maintenance.h"
#include "storage/schema.h"

#include "clirun.h"
#include "testlibrary.h"

#include "testmain.h"

#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu::storage;

class TestServerLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensAndReportsItself();
    void upgradesFromEveryVersion_data();
    void upgradesFromEveryVersion();
    void refusesAForeignDatabase();
    void refusesANewerLibrary();
    void unreachableServerHidesThePassword();
    void badAddresses_data();
    void badAddresses();
    void processesOpenANewLibraryAtOnce();

private:
    QTemporaryDir m_dir;
};

void TestServerLibrary::initTestCase()
{
    // Never a silent pass: this test exists only for the server runs.
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file "
            "(ctest starts it: tests/tools/pgserver.sh)");
}

void TestServerLibrary::opensAndReportsItself()
{
    const QString location = storagetest::newLibrary(m_dir);
    Database db;
    const auto error = db.open(location);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QVERIFY(db.isServer());
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QVERIFY(!db.sidePath(u".unsaved-notes.json"_s).contains(u"://"_s));
    QVERIFY(db.sidePath(u".x"_s).endsWith(u".x"_s));
    // A read-only connection of a current library opens; the integrity check runs the server's
    // part.
    Database reader;
    QVERIFY(!reader.open(location, OpenOptions{ .create = false, .readOnly = true }));
    const auto report = checkLibrary(reader);
    QVERIFY(report && report->ok);
    QVERIFY(backupLibrary(db, m_dir.filePath(u"b.haifu"_s)).has_value());
}

void TestServerLibrary::upgradesFromEveryVersion_data()
{
    QTest::addColumn<int>("version");
    for (int v = 1; v < kSchemaVersion; ++v)
        QTest::addRow("from v%d", v) << v;
}

// A library of every earlier version, with a game and a note on it, upgrades to the current
// version: the rows stay, the note count is right, and new rows get new ids (the identity
// column follows the rows version 8 copied).
void TestServerLibrary::upgradesFromEveryVersion()
{
    QFETCH(int, version);
    const QString location = storagetest::newLibrary(m_dir, u"v%1"_s.arg(version));
    {
        Database old;
        QVERIFY(!old.open(location, OpenOptions{ .upgradeTo = version }));
        QCOMPARE(old.schemaVersion(), version);
        QVERIFY(!old.exec(u"INSERT INTO games (id, fingerprint, format, imported_at, "
                          "player_count, ruleset, kyoku_count) VALUES (7, 'fp', 'mjlog', "
                          "'2026-01-01', 0, 'tenhou', 1)"_s));
        QVERIFY(!old.exec(u"INSERT INTO originals (game_id, file_name, format, sha256, size, "
                          "data, imported_at) VALUES (7, 'a.mjlog', 'mjlog', 'abc', 1, 'x', "
                          "'2026-01-01')"_s));
        QVERIFY(!old.exec(u"INSERT INTO annotations (game_id, kyoku, step, body, created_at, "
                          "updated_at) VALUES (7, 0, 3, 'an old note', '2026-01-01', "
                          "'2026-01-01')"_s));
    }
    Database db;
    const auto error = db.open(location);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(db.scalar(u"SELECT note_count FROM games WHERE id = 7"_s).toInt(), 1);
    const auto notes = gameAnnotations(db, 7);
    QVERIFY(notes);
    QCOMPARE(notes->size(), 1);
    QCOMPARE(notes->front().text, u"an old note"_s);
    const auto added = editAnnotation(
            db, AnnotationKey{ 7, 0, 5, -1, 0 }, AnnotationEdit{ .text = u"a new note"_s });
    QVERIFY2(added, added ? "" : added.error().message.c_str());
    QVERIFY(added->id > notes->front().id);
    QCOMPARE(db.scalar(u"SELECT note_count FROM games WHERE id = 7"_s).toInt(), 2);
    QCOMPARE(searchAnnotations(db, u"NEW NOTE"_s, 10)->size(), 1);
    QVERIFY(!removeAnnotation(db, AnnotationKey{ 7, 0, 3, -1, 0 }));
    QCOMPARE(db.scalar(u"SELECT note_count FROM games WHERE id = 7"_s).toInt(), 1);
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestServerLibrary::refusesAForeignDatabase()
{
    const QString location = storagetest::newLibrary(m_dir, u"foreign"_s);
    {
        Database setup; // made empty, then turned into someone else's database below
        QVERIFY(!setup.open(location, OpenOptions{ .upgradeTo = 1 }));
        QVERIFY(!setup.exec(u"DROP TABLE haifu_schema"_s));
    }
    Database db;
    const auto error = db.open(location);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"not a Haifu library"_s),
            error->message.c_str());
    QVERIFY(!db.isOpen());
    // Nothing was written: still no haifu_schema.
    Database look;
    QVERIFY(look.open(location, OpenOptions{ .readOnly = true }).has_value());
}

void TestServerLibrary::refusesANewerLibrary()
{
    const QString location = storagetest::newLibrary(m_dir, u"newer"_s);
    {
        Database db;
        QVERIFY(!db.open(location));
        QVERIFY(!db.exec(u"UPDATE haifu_schema SET version = 99"_s));
    }
    Database db;
    const auto error = db.open(location);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"newer Haifu"_s),
            error->message.c_str());
}

void TestServerLibrary::unreachableServerHidesThePassword()
{
    Database db;
    const auto error = db.open(u"postgresql://haifu:sekrit@127.0.0.1:1/nothing"_s);
    QVERIFY(error);
    const QString message = QString::fromStdString(error->message);
    QVERIFY2(message.contains(u"cannot connect to the library server"_s), qPrintable(message));
    QVERIFY2(message.contains(u"postgresql://haifu@127.0.0.1:1/nothing"_s), qPrintable(message));
    QVERIFY2(!message.contains(u"sekrit"_s), qPrintable(message));
    QCOMPARE(Database::displayLocation(u"postgresql://u:pw@h:5/db?sslmode=require"_s),
            u"postgresql://u@h:5/db?sslmode=require"_s);
}

void TestServerLibrary::badAddresses_data()
{
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("no host") << u"postgresql:///db"_s << u"not a server address"_s;
    QTest::newRow("no user") << u"postgresql://127.0.0.1/db"_s << u"names a user"_s;
    QTest::newRow("bad option") << u"postgresql://u@127.0.0.1/db?x-y=1"_s
                                << u"not a connection option"_s;
    QTest::newRow("option with a separator")
            << u"postgresql://u@127.0.0.1/db?sslmode=a%3Bhost%3Devil"_s
            << u"not a connection option"_s;
}

void TestServerLibrary::badAddresses()
{
    QFETCH(QString, location);
    QFETCH(QString, message);
    Database db;
    const auto error = db.open(location);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(message), error->message.c_str());
}

// Four haifu-cli processes open the same new library at the same moment: one creates the
// schema, the others wait for it (the migration lock) and find it made.
void TestServerLibrary::processesOpenANewLibraryAtOnce()
{
    const QString location = storagetest::newLibrary(m_dir, u"race"_s);
    std::vector<std::unique_ptr<QProcess>> processes;
    for (int i = 0; i < 4; ++i) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"),
                { u"library"_s, u"--db"_s, location, u"list"_s });
        processes.push_back(std::move(p));
    }
    for (auto &p : processes) {
        QVERIFY(p->waitForFinished(60'000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        QVERIFY(p->readAllStandardOutput().contains("0 of 0"));
    }
    Database db;
    QVERIFY(!db.open(location));
    QCOMPARE(db.scalar(u"SELECT count(*) FROM haifu_schema"_s).toInt(), 1);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM settings WHERE key = 'created_at'"_s).toInt(), 1);
}

HAIFU_TEST_GUILESS_MAIN(TestServerLibrary)
#include "tst_serverlibrary.moc"
