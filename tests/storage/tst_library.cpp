#include "formats/recordio.h"
#include "sharedrecords.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/gamefacts.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/librarylocation.h"
#include "storage/maintenance.h"
#include "storage/schema.h"
#include "storage/sqlutil.h"
#include "storage/statistics.h"

#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>
#include <QtEndian>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

// The library database: schema and migrations, import with dedup and reports, search filters,
// sort and paging, annotations with full-text search, statistics, backup/restore, integrity
// check, the bundled samples. Every test starts from a fresh database in a QTemporaryDir.
class TestLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void createsSchema();
    void opensVersion1Fixture();
    void refusesNewerSchema();
    void refusesForeignFiles();
    void importsRealRecords();
    void dedupAcrossFormats();
    void sharedCorpus();
    void reportWithBrokenFiles();
    void refusesHugeFiles();
    void cancellation();
    void searchFilters_data();
    void searchFilters();
    void sortAndPaging();
    void searchMatchesReference_data();
    void searchMatchesReference();
    void opensVersion3Fixture();
    void opensVersion4Fixture();
    void noteCountFollowsAnnotations();
    void annotationsEditInPlace();
    void annotationTextSearch();
    void tagsAndCollections();
    void statisticsByHand();
    void statisticsMatchRecords();
    void backupAndRestore();
    void integrityCheckOnCorruptFile();
    void loadRecordAndDelete();
    void bundledSamplesSeedLibrary();

private:
    static QString recordsDir() { return QStringLiteral(HAIFU_STORAGE_DATA "/records"); }
    static QStringList recordFiles();
    QString dbPath() const { return m_location; }
    void importTestRecords();
    // Which test record file each game came from (first original).
    QHash<qint64, QString> fileOfGame() const;
    QSet<QString> filesMatching(const SearchFilter &filter) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_location; // the test function's library: a file, or a schema on the server
    std::unique_ptr<Database> m_db;
};

QStringList TestLibrary::recordFiles()
{
    QStringList files = QDir(recordsDir()).entryList(QDir::Files, QDir::Name);
    for (QString &f : files)
        f = recordsDir() + u"/"_s + f;
    return files;
}

void TestLibrary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    m_location = storagetest::newLibrary(*m_dir);
    const auto error = m_db->open(dbPath());
    QVERIFY2(!error, error ? error->message.c_str() : "");
}

void TestLibrary::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestLibrary::importTestRecords()
{
    Importer importer(*m_db);
    const ImportReport report = importer.importPaths({ recordsDir() });
    QCOMPARE(report.failed, 0);
    QCOMPARE(report.imported + report.duplicates, int(recordFiles().size()));
}

QHash<qint64, QString> TestLibrary::fileOfGame() const
{
    QHash<qint64, QString> files;
    QSqlQuery q = m_db->query();
    q.exec(u"SELECT game_id, file_name FROM originals ORDER BY id"_s);
    while (q.next()) {
        if (!files.contains(q.value(0).toLongLong()))
            files.insert(q.value(0).toLongLong(), q.value(1).toString());
    }
    return files;
}

QSet<QString> TestLibrary::filesMatching(const SearchFilter &filter) const
{
    const QHash<qint64, QString> files = fileOfGame();
    SearchOptions options;
    options.limit = 1000;
    const auto page = searchGames(*m_db, filter, options);
    if (!page) {
        qWarning("%s", page.error().message.c_str());
        return {};
    }
    QSet<QString> out;
    for (const GameSummary &g : page->games)
        out.insert(files.value(g.id));
    const auto count = countGames(*m_db, filter);
    if (!count || *count != out.size())
        qWarning("countGames disagrees with searchGames");
    return out;
}

void TestLibrary::createsSchema()
{
    SQLITE_ONLY("the PRAGMAs and sqlite_master of a library file (tst_serverlibrary checks the "
                "server's)");
    QCOMPARE(m_db->schemaVersion(), kSchemaVersion);
    QCOMPARE(m_db->scalar(u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
    QCOMPARE(m_db->scalar(u"PRAGMA foreign_keys"_s).toInt(), 1);
    QCOMPARE(m_db->scalar(u"PRAGMA application_id"_s).toLongLong(), kApplicationId);
    QVERIFY(m_db->scalar(u"PRAGMA busy_timeout"_s).toInt() > 0);
    for (const QString &table :
            { u"games"_s, u"originals"_s, u"players"_s, u"game_players"_s, u"wins"_s, u"win_yaku"_s,
                    u"tags"_s, u"game_tags"_s, u"collections"_s, u"collection_games"_s,
                    u"annotations"_s, u"annotations_fts"_s, u"quiz_items"_s, u"quiz_attempts"_s,
                    u"clubs"_s, u"club_players"_s, u"seasons"_s, u"club_events"_s, u"club_games"_s,
                    u"club_hands"_s, u"club_penalties"_s, u"club_results"_s, u"club_audit"_s }) {
        QSqlQuery q = m_db->query();
        q.prepare(u"SELECT count(*) FROM sqlite_master WHERE name = ?"_s);
        q.addBindValue(table);
        QVERIFY(q.exec() && q.next());
        QVERIFY2(q.value(0).toInt() == 1, qPrintable(table));
    }
    // Opening again is a no-op, and a second connection to the same file works.
    Database second;
    QVERIFY(!second.open(dbPath()));
    QCOMPARE(second.schemaVersion(), kSchemaVersion);
}

void TestLibrary::opensVersion1Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v1.haifu was written by schema version 1 (haifu-cli library import,
    // annotate, tag, collect, backup). Later schema versions must keep opening it.
    m_db.reset();
    const QString copy = m_dir->filePath(u"v1.haifu"_s);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_STORAGE_DATA "/library_v1.haifu"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    Database db;
    const auto error = db.open(copy);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    // Upgraded to v7: the quiz progress (v2) and club (v3) tables are there, empty; the game with
    // a note counts it (v5); the study tree is there (v6); no game has a point of view (v7).
    QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
    QCOMPARE(db.scalar(u"SELECT group_concat(viewpoint) FROM games"_s).toString(), u"-1,-1"_s);
    QCOMPARE(db.scalar(u"SELECT group_concat(id || ':' || note_count) FROM (SELECT id, "
                       "note_count FROM games ORDER BY id)"_s)
                     .toString(),
            u"1:1,2:0"_s);
    QCOMPARE(db.scalar(u"SELECT COUNT(*) FROM quiz_items"_s).toInt(), 0);
    QCOMPARE(db.scalar(u"SELECT COUNT(*) FROM quiz_attempts"_s).toInt(), 0);
    QCOMPARE(db.scalar(u"SELECT COUNT(*) FROM clubs"_s).toInt(), 0);
    QCOMPARE(db.scalar(u"SELECT COUNT(*) FROM club_games"_s).toInt(), 0);
    QCOMPARE(countGames(db).value(), qint64(2));
    SearchFilter tagged;
    tagged.tag = u"fixture"_s;
    QCOMPARE(countGames(db, tagged).value(), qint64(1));
    SearchFilter collected;
    collected.collection = u"Fixture set"_s;
    QCOMPARE(countGames(db, collected).value(), qint64(1));
    const auto hits = searchAnnotations(db, u"fold"_s);
    QVERIFY(hits);
    QCOMPARE(hits->size(), 1);
    QCOMPARE(hits->front().annotation.mark, u"?"_s);
    QVERIFY(hits->front().annotation.bookmark);
    QCOMPARE(originals(db, 1).value().size(), 2); // the XML and the JSON of one game
    // It takes new games and notes like a new library.
    Importer importer(db);
    QCOMPARE(importer.importPaths({ recordsDir() + u"/dnov__bye.xml"_s }).imported, 1);
    AnnotationEdit edit;
    edit.text = u"written after the upgrade"_s;
    QVERIFY(editAnnotation(db, AnnotationKey{ 3, 0, 0, -1 }, edit));
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestLibrary::refusesNewerSchema()
{
    SQLITE_ONLY("PRAGMA user_version (tst_serverlibrary refuses a newer server library)");
    QVERIFY(!m_db->exec(u"PRAGMA user_version = %1"_s.arg(kSchemaVersion + 1)));
    m_db->close();
    Database db;
    const auto error = db.open(dbPath());
    QVERIFY(error);
    const QString message = QString::fromStdString(error->message);
    QVERIFY2(message.contains(u"newer Haifu"_s), qPrintable(message));
    QVERIFY2(message.contains(dbPath()), qPrintable(message));
    QVERIFY(!db.isOpen());
}

void TestLibrary::refusesForeignFiles()
{
    SQLITE_ONLY("foreign and damaged files (tst_serverlibrary refuses a foreign server database)");
    // Some other application's SQLite database.
    const QString foreign = m_dir->filePath(u"foreign.sqlite"_s);
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
        other.setDatabaseName(foreign);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(u"CREATE TABLE notes (x TEXT)"_s));
        other.close();
    }
    QSqlDatabase::removeDatabase(u"foreign"_s);
    Database db;
    auto error = db.open(foreign);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"not a Haifu library"_s),
            error->message.c_str());

    // Not a database at all.
    const QString garbage = m_dir->filePath(u"garbage.haifu"_s);
    QFile file(garbage);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(8192, 'x'));
    file.close();
    error = db.open(garbage);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(garbage), error->message.c_str());

    // Missing file when creating is not allowed.
    error = db.open(m_dir->filePath(u"missing.haifu"_s), OpenOptions{ .create = false });
    QVERIFY(error);
}

void TestLibrary::importsRealRecords()
{
    Importer importer(*m_db);
    QSignalSpy progress(&importer, &Importer::progress);
    const ImportReport report = importer.importPaths({ recordsDir() });
    const int files = int(recordFiles().size());
    QCOMPARE(report.items.size(), files);
    QCOMPARE(progress.size(), files);
    QCOMPARE(progress.last().at(0).toInt(), files);
    QCOMPARE(report.failed, 0);
    QCOMPARE(report.duplicates, 2); // the JSON twins of the two tsubaki XML logs
    QCOMPARE(report.imported, files - 2);
    for (const ImportItem &item : report.items) {
        QVERIFY2(item.gameId > 0, qPrintable(item.path));
        if (item.status == ImportStatus::Duplicate)
            QVERIFY(item.newOriginal);
    }

    // Every game has its original, players and results; the library checks clean.
    const auto check = checkLibrary(*m_db);
    QVERIFY(check);
    QVERIFY2(check->ok, qPrintable(check->problems.join(u'\n')));
    QCOMPARE(check->games, qint64(files - 2));
    QCOMPARE(check->originals, qint64(files));

    // One game in detail: tsubaki 2019103023 (pao yakuman, double ron, a nine-terminals draw).
    SearchFilter f;
    f.player = u"櫻井奏"_s;
    const auto page = searchGames(*m_db, f);
    QVERIFY(page);
    QCOMPARE(page->games.size(), 1);
    const GameSummary &g = page->games.front();
    QCOMPARE(g.sourceId, u"2019103023gm-00a9-0000-f90e0fe9"_s);
    QCOMPARE(g.source, u"tenhou"_s);
    QCOMPARE(g.playerCount, 4);
    QCOMPARE(g.kyokuCount, 7);
    QVERIFY(g.replayOk);
    QCOMPARE(g.players.size(), 4);
    QCOMPARE(g.players[0].finalScore.value_or(0), 85300);
    QCOMPARE(g.players[0].placement.value_or(0), 1);
    QCOMPARE(g.players[2].placement.value_or(0), 4);
    const auto files2 = originals(*m_db, g.id);
    QVERIFY(files2);
    QCOMPARE(files2->size(), 2);
    // The original bytes are kept exactly.
    QFile xml(recordsDir() + u"/"_s + files2->front().fileName);
    QVERIFY(xml.open(QIODevice::ReadOnly));
    QCOMPARE(files2->front().data, xml.readAll());

    // Importing the same folder again: all duplicates, nothing new stored.
    const ImportReport again = importer.importPaths({ recordsDir() });
    QCOMPARE(again.duplicates, files);
    for (const ImportItem &item : again.items)
        QVERIFY(!item.newOriginal);
    QCOMPARE(checkLibrary(*m_db)->originals, qint64(files));
}

void TestLibrary::dedupAcrossFormats()
{
    Importer importer(*m_db);
    const QString xmlPath = recordsDir() + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s;
    const ImportReport first = importer.importPaths({ xmlPath });
    QCOMPARE(first.imported, 1);
    const qint64 id = first.items.front().gameId;

    // The official JSON of the same log: same game, kept as a second original.
    const ImportReport json = importer.importPaths(
            { recordsDir() + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.json"_s });
    QCOMPARE(json.duplicates, 1);
    QCOMPARE(json.items.front().gameId, id);
    QVERIFY(json.items.front().newOriginal);

    // The game written as MJAI by our own writer, and as JSON with every name changed (as a
    // site that anonymises its logs would): still the same game.
    auto record = formats::readRecordFile(xmlPath);
    QVERIFY(record);
    const auto mjai = formats::writeMjai(*record);
    QVERIFY(mjai);
    const ImportItem fromMjai = importer.importData(*mjai, u"converted.mjson"_s);
    QCOMPARE(fromMjai.status, ImportStatus::Duplicate);
    QCOMPARE(fromMjai.gameId, id);
    game::Record renamed = *record;
    for (game::Player &p : renamed.players)
        p.name = "anonymous " + p.name.substr(0, 1);
    renamed.id.clear();
    const auto renamedJson = formats::writeTenhouJson(renamed);
    QVERIFY(renamedJson);
    const ImportItem fromRenamed = importer.importData(*renamedJson, u"renamed.json"_s);
    QCOMPARE(fromRenamed.status, ImportStatus::Duplicate);
    QCOMPARE(fromRenamed.gameId, id);

    // The identical bytes again: a duplicate that stores nothing.
    QFile file(xmlPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ImportItem same = importer.importData(file.readAll(), u"copy.xml"_s);
    QCOMPARE(same.status, ImportStatus::Duplicate);
    QVERIFY(!same.newOriginal);
    QCOMPARE(countGames(*m_db).value(), qint64(1));
    QCOMPARE(originals(*m_db, id).value().size(), 4);

    // A different game (another kyoku dealt differently) is not a duplicate.
    game::Record other = *record;
    std::swap(other.kyoku[0].hands[0], other.kyoku[0].hands[1]);
    const auto otherJson = formats::writeTenhouJson(other);
    QVERIFY(otherJson);
    QCOMPARE(gameFingerprint(other) == gameFingerprint(*record), false);
}

void TestLibrary::sharedCorpus()
{
    HAIFU_REQUIRE_SHARED_RECORDS(); // skips without it, fails in CI (CI=true)
    const QString corpus = test::sharedRecordsDir();
    Importer importer(*m_db);
    const ImportReport report = importer.importPaths({ corpus });
    for (const ImportItem &item : report.items) {
        if (item.status == ImportStatus::Failed)
            qWarning("%s", qPrintable(item.message));
    }
    // SOURCES.md: 58 files, 49 distinct games, 9 files are XML/JSON twins of another file.
    QCOMPARE(report.failed, 0);
    QCOMPARE(report.imported, 49);
    QCOMPARE(report.duplicates, 9);
    const auto check = checkLibrary(*m_db);
    QVERIFY(check && check->ok);
}

void TestLibrary::reportWithBrokenFiles()
{
    // A folder with good records and bad files mixed in; the bad ones are reported with the
    // reader's error and never stop the rest.
    const QString folder = m_dir->filePath(u"mixed"_s);
    QVERIFY(QDir().mkpath(folder + u"/sub"_s));
    const QStringList good = { u"dnov__bye.xml"_s, u"reviewer__chankan.json"_s,
        u"wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s };
    for (const QString &name : good)
        QVERIFY(QFile::copy(recordsDir() + u"/"_s + name, folder + u"/sub/"_s + name));
    auto write = [&](const QString &name, const QByteArray &data) {
        QFile f(folder + u"/"_s + name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
    };
    QFile bye(recordsDir() + u"/dnov__bye.xml"_s);
    QVERIFY(bye.open(QIODevice::ReadOnly));
    const QByteArray byeData = bye.readAll();
    write(u"a_truncated.xml"_s, byeData.left(byeData.size() / 2));
    write(u"b_empty.json"_s, QByteArray());
    write(u"c_noise.mjlog"_s, QByteArray("\x1f\x8b\x08 not really gzip", 22));
    write(u"d_object.json"_s, QByteArray(R"({"hello": "world"})"));
    write(u"notes.txt"_s, QByteArray("not a record; folders skip it"));

    Importer importer(*m_db);
    const ImportReport report = importer.importPaths({ folder });
    QCOMPARE(report.items.size(), 7); // notes.txt is not a record file
    QCOMPARE(report.imported, 3);
    QCOMPARE(report.failed, 4);
    for (const ImportItem &item : report.items) {
        if (item.status == ImportStatus::Failed) {
            QVERIFY2(!item.message.isEmpty(), qPrintable(item.path));
            QVERIFY2(item.message.contains(QFileInfo(item.path).fileName()),
                    qPrintable(item.message));
        }
    }
    // A file given by name is tried whatever its extension; a missing one is reported.
    const ImportReport direct =
            importer.importPaths({ folder + u"/notes.txt"_s, folder + u"/does-not-exist.xml"_s });
    QCOMPARE(direct.failed, 2);
    QVERIFY(checkLibrary(*m_db)->ok);
}

// A file over the record cap fails by name before it is loaded (formats::readAllCapped reads no
// more than the cap); the rest of the import goes on. The file is sparse, so it costs nothing.
void TestLibrary::refusesHugeFiles()
{
    const QString folder = m_dir->filePath(u"huge"_s);
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(recordsDir() + u"/dnov__bye.xml"_s, folder + u"/dnov__bye.xml"_s));
    const QString huge = folder + u"/huge.mjlog"_s;
    {
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(formats::kMaxRecordBytes) + 1024 * 1024));
    }
    Importer importer(*m_db);
    const ImportReport report = importer.importPaths({ folder });
    QCOMPARE(report.imported, 1);
    QCOMPARE(report.failed, 1);
    const ImportItem &failed = report.items.constFirst().path == huge ? report.items.constFirst()
                                                                      : report.items.constLast();
    QCOMPARE(failed.path, huge);
    QCOMPARE(failed.status, ImportStatus::Failed);
    QCOMPARE(failed.message, u"huge.mjlog: larger than 64 MiB"_s);
    const ImportItem again = importer.importFile(huge);
    QCOMPARE(again.status, ImportStatus::Failed);
    QCOMPARE(again.message, u"huge.mjlog: larger than 64 MiB"_s);
    // Exactly at the cap the file is read (and refused by the reader, not by size).
    QVERIFY(QFile(huge).resize(formats::kMaxRecordBytes));
    const ImportItem atCap = importer.importFile(huge);
    QCOMPARE(atCap.status, ImportStatus::Failed);
    QVERIFY2(!atCap.message.contains(u"larger than"_s), qPrintable(atCap.message));
    QVERIFY(checkLibrary(*m_db)->ok);
}

void TestLibrary::cancellation()
{
    Importer importer(*m_db);
    int seen = 0;
    connect(&importer, &Importer::progress, this, [&](int done, int total, const QString &) {
        seen = done;
        QVERIFY(total > 5);
        if (done == 3)
            importer.cancel();
    });
    const ImportReport report = importer.importPaths({ recordsDir() });
    QVERIFY(report.cancelled);
    QCOMPARE(report.items.size(), 3);
    QCOMPARE(seen, 3);
    QCOMPARE(report.notImported, int(recordFiles().size()) - 3);
    QCOMPARE(countGames(*m_db).value(), qint64(report.imported));
    QVERIFY(checkLibrary(*m_db)->ok);

    // Running the import again completes it.
    Importer again(*m_db);
    const ImportReport rest = again.importPaths({ recordsDir() });
    QVERIFY(!rest.cancelled);
    QCOMPARE(rest.failed, 0);
    QCOMPARE(countGames(*m_db).value(), qint64(recordFiles().size() - 2));
}

void TestLibrary::searchFilters_data()
{
    // Each filter against a predicate evaluated on the records themselves.
    // scan: win conditions tested game by game (the form used when they match many wins).
    QTest::addColumn<int>("which");
    QTest::addColumn<bool>("scan");
    const char *names[] = { "player", "date range", "source", "lobby", "ruleset", "three players",
        "top player", "winner", "yakuman", "yaku", "min han", "winner+yaku", "dealt in",
        "combined" };
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i << false;
    for (int i : { 8, 9, 10, 13 })
        QTest::addRow("%s, scanning", names[i]) << i << true;
}

void TestLibrary::searchFilters()
{
    QFETCH(int, which);
    QFETCH(bool, scan);
    importTestRecords();
    const int defaultDenseRows = detail::denseRows();
    if (scan)
        detail::denseRows() = 1;
    auto restore = qScopeGuard([&] { detail::denseRows() = defaultDenseRows; });

    // The records, by file name (twins: the first file of a game is what fileOfGame() gives).
    QHash<QString, game::Record> records;
    const QHash<qint64, QString> files = fileOfGame();
    for (const QString &name : files) {
        auto r = formats::readRecordFile(recordsDir() + u"/"_s + name);
        QVERIFY(r);
        records.insert(name, *r);
    }
    auto hasPlayer = [](const game::Record &r, const std::string &part) {
        for (int s = 0; s < r.playerCount; ++s) {
            if (r.players[std::size_t(s)].name.find(part) != std::string::npos)
                return true;
        }
        return false;
    };
    auto anyWin = [](const game::Record &r, const std::function<bool(const game::WinResult &)> &p) {
        for (const game::Kyoku &k : r.kyoku) {
            for (const game::WinResult &w : k.wins) {
                if (p(w))
                    return true;
            }
        }
        return false;
    };
    auto hasYaku = [](const game::WinResult &w, const std::string &key) {
        for (const auto &[k, han] : w.yaku) {
            if (k == key)
                return true;
        }
        return false;
    };
    auto seatOf = [](const game::Record &r, const std::string &name) {
        for (int s = 0; s < r.playerCount; ++s) {
            if (r.players[std::size_t(s)].name == name)
                return s;
        }
        return -1;
    };

    SearchFilter f;
    std::function<bool(const game::Record &)> expect;
    switch (which) {
    case 0:
        f.player = u"さん"_s; // Aさん, Bさん… of the reviewer excerpts
        expect = [&](const game::Record &r) { return hasPlayer(r, "さん"); };
        break;
    case 1:
        f.from = QDate(2010, 1, 1);
        f.to = QDate(2019, 10, 30);
        expect = [](const game::Record &r) {
            return !r.date.empty() && r.date.substr(0, 10) >= "2010-01-01"
                    && r.date.substr(0, 10) <= "2019-10-30";
        };
        break;
    case 2:
        // Tenhou logs in any format (the MJAI file is a converted Tenhou log); not the
        // reviewer excerpts, which carry no log id.
        f.source = u"tenhou"_s;
        expect = [](const game::Record &r) {
            return r.format == game::RecordFormat::TenhouXml
                    || r.id.find("gm-") != std::string::npos;
        };
        break;
    case 3:
        f.lobby = u"鳳"_s;
        expect = [](const game::Record &r) {
            return r.lobby.find("鳳") != std::string::npos
                    || r.title.find("鳳") != std::string::npos;
        };
        break;
    case 4:
        f.ruleset = u"tenhou"_s;
        expect = [](const game::Record &r) { return r.ruleset.name == "tenhou"; };
        break;
    case 5:
        f.playerCount = 3;
        expect = [](const game::Record &r) { return r.playerCount == 3; };
        break;
    case 6:
        f.topPlayer = u"LuckyJ"_s;
        expect = [](const game::Record &r) {
            return r.players[0].name.find("LuckyJ") != std::string::npos;
        };
        break;
    case 7:
        f.winner = u"櫻井奏"_s;
        expect = [&](const game::Record &r) {
            const int seat = seatOf(r, "櫻井奏");
            return seat >= 0
                    && anyWin(r, [&](const game::WinResult &w) { return w.winner == seat; });
        };
        break;
    case 8:
        f.yakuman = true;
        expect = [&](const game::Record &r) {
            return anyWin(r, [](const game::WinResult &w) { return w.yakuman > 0; });
        };
        break;
    case 9:
        f.yaku = u"chiitoitsu"_s;
        expect = [&](const game::Record &r) {
            return anyWin(r, [&](const game::WinResult &w) { return hasYaku(w, "chiitoitsu"); });
        };
        break;
    case 10:
        f.minHan = 7;
        expect = [&](const game::Record &r) {
            return anyWin(r, [](const game::WinResult &w) { return w.han >= 7 || w.yakuman > 0; });
        };
        break;
    case 11:
        f.winner = u"Aさん"_s;
        f.yaku = u"riichi"_s;
        expect = [&](const game::Record &r) {
            const int seat = seatOf(r, "Aさん");
            return seat >= 0 && anyWin(r, [&](const game::WinResult &w) {
                return w.winner == seat && hasYaku(w, "riichi");
            });
        };
        break;
    case 12:
        f.dealtIn = u"Cさん"_s;
        expect = [&](const game::Record &r) {
            const int seat = seatOf(r, "Cさん");
            return seat >= 0 && anyWin(r, [&](const game::WinResult &w) {
                return w.from == seat && w.winner != seat;
            });
        };
        break;
    default:
        f.ruleset = u"tenhou"_s;
        f.playerCount = 4;
        f.yaku = u"riichi"_s;
        f.from = QDate(2000, 1, 1);
        expect = [&](const game::Record &r) {
            return r.ruleset.name == "tenhou" && r.playerCount == 4 && !r.date.empty()
                    && anyWin(r, [&](const game::WinResult &w) { return hasYaku(w, "riichi"); });
        };
        break;
    }
    QSet<QString> expected;
    for (auto it = records.cbegin(); it != records.cend(); ++it) {
        if (expect(it.value()))
            expected.insert(it.key());
    }
    QVERIFY2(!expected.isEmpty(), "the filter should match some test record");
    if (which == 4) {
        // Every test record is played under Tenhou rules; another ruleset finds none.
        SearchFilter other;
        other.ruleset = u"mleague"_s;
        QCOMPARE(countGames(*m_db, other).value(), qint64(0));
    } else {
        QVERIFY2(expected.size() < records.size(), "the filter should leave some record out");
    }
    const QSet<QString> found = filesMatching(f);
    QCOMPARE(found, expected);
}

void TestLibrary::sortAndPaging()
{
    importTestRecords();
    const qint64 total = countGames(*m_db).value();
    QCOMPARE(total, qint64(recordFiles().size() - 2));

    for (SortKey key : { SortKey::Date, SortKey::Imported }) {
        // All at once, then by OFFSET pages, then by keyset pages: the same order.
        SearchOptions all;
        all.sort = key;
        all.limit = 1000;
        const auto whole = searchGames(*m_db, {}, all);
        QVERIFY(whole);
        QCOMPARE(whole->games.size(), total);
        QVERIFY(!whole->more);
        for (qsizetype i = 1; i < whole->games.size(); ++i) {
            const GameSummary &a = whole->games[i - 1];
            const GameSummary &b = whole->games[i];
            if (key == SortKey::Date)
                QVERIFY(a.playedAt > b.playedAt || (a.playedAt == b.playedAt && a.id > b.id));
            else
                QVERIFY(a.id > b.id);
        }
        QList<qint64> byOffset;
        QList<qint64> byKeyset;
        SearchOptions paged;
        paged.sort = key;
        paged.limit = 4;
        for (paged.offset = 0;; paged.offset += 4) {
            const auto page = searchGames(*m_db, {}, paged);
            QVERIFY(page);
            for (const GameSummary &g : page->games)
                byOffset << g.id;
            if (!page->more)
                break;
        }
        SearchOptions keyset;
        keyset.sort = key;
        keyset.limit = 4;
        for (;;) {
            const auto page = searchGames(*m_db, {}, keyset);
            QVERIFY(page);
            for (const GameSummary &g : page->games)
                byKeyset << g.id;
            if (!page->more)
                break;
            QVERIFY(page->next);
            keyset.after = page->next;
        }
        QList<qint64> expected;
        for (const GameSummary &g : whole->games)
            expected << g.id;
        QCOMPARE(byOffset, expected);
        QCOMPARE(byKeyset, expected);

        // Ascending is the reverse.
        all.descending = false;
        const auto ascending = searchGames(*m_db, {}, all);
        QList<qint64> reversed;
        for (const GameSummary &g : ascending->games)
            reversed.prepend(g.id);
        QCOMPARE(reversed, expected);
    }
}

void TestLibrary::searchMatchesReference_data()
{
    // Every filter and sort order of searchGames and countGames against plain reference SQL
    // (correlated EXISTS and ORDER BY, no choice of forms), in each form a search may take:
    // chosen from the library's size (0), every condition walked game by game (1), the smallest
    // condition collected first (a large threshold), the sort order walked with the smallest
    // collected set as a filter whenever one is collected (a large filter-walk factor) or never.
    // Players are named by their ids or (listed 0) through a subquery on their names.
    QTest::addColumn<int>("denseRows");
    QTest::addColumn<int>("listed");
    QTest::addColumn<int>("filterWalk");
    QTest::newRow("chosen") << 0 << 64 << 16;
    QTest::newRow("walked") << 1 << 64 << 16;
    QTest::newRow("collected") << 1000000 << 64 << 16;
    QTest::newRow("filter walk") << 0 << 64 << 1000000000;
    QTest::newRow("no filter walk") << 0 << 64 << 0;
    QTest::newRow("chosen, names") << 0 << 0 << 16;
    QTest::newRow("walked, names") << 1 << 0 << 16;
    QTest::newRow("collected, names") << 1000000 << 0 << 16;
    QTest::newRow("filter walk, names") << 0 << 0 << 1000000000;
}

void TestLibrary::searchMatchesReference()
{
    QFETCH(int, denseRows);
    QFETCH(int, listed);
    QFETCH(int, filterWalk);
    importTestRecords();
    const int defaultDenseRows = detail::denseRows();
    const int defaultListed = detail::listedPlayers();
    const int defaultFilterWalk = detail::filterWalkFactor();
    detail::denseRows() = denseRows;
    detail::listedPlayers() = listed;
    detail::filterWalkFactor() = filterWalk;
    auto restore = qScopeGuard([&] {
        detail::denseRows() = defaultDenseRows;
        detail::listedPlayers() = defaultListed;
        detail::filterWalkFactor() = defaultFilterWalk;
    });

    // Notes (several on some games, some bookmarked), tags and a collection on some games.
    const QList<qint64> ids = [&] {
        QList<qint64> out;
        QSqlQuery q = m_db->query();
        q.exec(u"SELECT id FROM games ORDER BY id"_s);
        while (q.next())
            out << q.value(0).toLongLong();
        return out;
    }();
    QVERIFY(ids.size() >= 10);
    for (int i = 0; i < ids.size(); i += 2) {
        for (int n = 0; n <= i % 3; ++n) {
            AnnotationEdit edit;
            edit.text = n == 0 ? u"push with the good wait"_s : u"fold: genbutsu"_s;
            edit.bookmark = i % 4 == 0 && n == 0;
            const auto note = editAnnotation(*m_db, AnnotationKey{ ids[i], 0, n, -1 }, edit);
            QVERIFY2(note, note ? "" : note.error().message.c_str());
        }
    }
    // A removed note no longer counts (games.note_count, kept by triggers).
    QVERIFY(!removeAnnotation(*m_db, AnnotationKey{ ids[4], 0, 1, -1 }));
    for (int i = 0; i < ids.size(); i += 3)
        QVERIFY(!addTag(*m_db, ids[i], u"study"_s));
    QVERIFY(createCollection(*m_db, u"set"_s));
    for (int i = 1; i < ids.size(); i += 3)
        QVERIFY(!addToCollection(*m_db, u"set"_s, ids[i]));
    // Names and dates that the test records have.
    const QString someone = m_db->scalar(u"SELECT p.name FROM game_players gp JOIN players p ON "
                                         "p.id = gp.player_id GROUP BY p.id ORDER BY count(*) "
                                         "DESC, p.name LIMIT 1"_s)
                                    .toString();
    const QString winner = m_db->scalar(u"SELECT p.name FROM wins w JOIN game_players gp ON "
                                        "gp.game_id = w.game_id AND gp.seat = w.winner JOIN "
                                        "players p ON p.id = gp.player_id ORDER BY w.id LIMIT 1"_s)
                                   .toString();
    const QString first = m_db->scalar(u"SELECT p.name FROM game_players gp JOIN players p ON "
                                       "p.id = gp.player_id WHERE gp.placement = 1 GROUP BY p.id "
                                       "ORDER BY count(*) DESC, p.name LIMIT 1"_s)
                                  .toString();
    const QString dealer = m_db->scalar(u"SELECT p.name FROM game_players gp JOIN players p ON "
                                        "p.id = gp.player_id WHERE gp.deal_ins > 0 GROUP BY p.id "
                                        "ORDER BY count(*) DESC, p.name LIMIT 1"_s)
                                   .toString();
    // A player and a yaku of a game that has notes and a tag.
    QSqlQuery combo = m_db->query();
    QVERIFY(combo.exec(u"SELECT p.name, y.yaku FROM game_tags gt JOIN wins w ON w.game_id = "
                       "gt.game_id JOIN win_yaku y ON y.win_id = w.id JOIN game_players gp ON "
                       "gp.game_id = gt.game_id JOIN players p ON p.id = gp.player_id WHERE "
                       "gt.game_id IN (SELECT game_id FROM annotations) ORDER BY gt.game_id, "
                       "gp.seat, y.yaku LIMIT 1"_s)
            && combo.next());
    const QString comboPlayer = combo.value(0).toString();
    const QString comboYaku = combo.value(1).toString();
    combo.finish();
    QVERIFY(!someone.isEmpty() && !winner.isEmpty() && !first.isEmpty() && !dealer.isEmpty());

    struct Case
    {
        const char *name;
        std::function<void(SearchFilter &)> edit;
    };
    const Case cases[] = {
        { "none", [](SearchFilter &) {} },
        { "player", [&](SearchFilter &f) { f.player = someone.mid(1, 3); } },
        { "dates",
                [](SearchFilter &f) {
                    f.from = QDate(2010, 1, 1);
                    f.to = QDate(2020, 12, 31);
                } },
        { "source", [](SearchFilter &f) { f.source = u"tenhou"_s; } },
        { "lobby", [](SearchFilter &f) { f.lobby = u"南"_s; } },
        { "ruleset", [](SearchFilter &f) { f.ruleset = u"tenhou"_s; } },
        { "players", [](SearchFilter &f) { f.playerCount = 4; } },
        { "top", [&](SearchFilter &f) { f.topPlayer = first; } },
        { "winner", [&](SearchFilter &f) { f.winner = winner; } },
        { "yakuman", [](SearchFilter &f) { f.yakuman = true; } },
        { "yaku", [](SearchFilter &f) { f.yaku = u"riichi"_s; } },
        { "min han", [](SearchFilter &f) { f.minHan = 4; } },
        { "yaku+han",
                [](SearchFilter &f) {
                    f.yaku = u"riichi"_s;
                    f.minHan = 3;
                } },
        { "winner+yaku",
                [&](SearchFilter &f) {
                    f.winner = winner;
                    f.yaku = u"riichi"_s;
                } },
        { "dealt in", [&](SearchFilter &f) { f.dealtIn = dealer; } },
        { "annotated", [](SearchFilter &f) { f.annotated = true; } },
        { "not annotated", [](SearchFilter &f) { f.annotated = false; } },
        { "bookmarked", [](SearchFilter &f) { f.bookmarked = true; } },
        { "tag", [](SearchFilter &f) { f.tag = u"study"_s; } },
        { "collection", [](SearchFilter &f) { f.collection = u"set"_s; } },
        { "text", [](SearchFilter &f) { f.text = u"genbutsu"_s; } },
        { "short text", [](SearchFilter &f) { f.text = u"wa"_s; } },
        { "combined",
                [&](SearchFilter &f) {
                    f.player = comboPlayer;
                    f.yaku = comboYaku;
                    f.annotated = true;
                    f.tag = u"study"_s;
                } },
        { "sets",
                [&](SearchFilter &f) {
                    f.player = comboPlayer.left(3);
                    f.text = u"push"_s;
                    f.minHan = 1;
                } },
        { "nobody", [](SearchFilter &f) { f.player = u"nobody of that name"_s; } },
    };
    const std::pair<SortKey, QString> sorts[] = {
        { SortKey::Date, u"g.played_at %1, g.id %1"_s },
        { SortKey::Imported, u"g.id %1"_s },
        { SortKey::Source, u"g.source %1, g.played_at DESC, g.id %1"_s },
        { SortKey::Lobby, u"g.lobby %1, g.played_at DESC, g.id %1"_s },
        { SortKey::Ruleset, u"g.ruleset %1, g.played_at DESC, g.id %1"_s },
        { SortKey::Kyoku, u"g.kyoku_count %1, g.id %1"_s },
        { SortKey::Notes,
                u"(SELECT count(*) FROM annotations a WHERE a.game_id = g.id) %1, g.played_at "
                "DESC, g.id %1"_s },
    };
    const QString seat = u"EXISTS (SELECT 1 FROM game_players gp JOIN players p ON p.id = "
                         "gp.player_id WHERE gp.game_id = g.id AND p.name LIKE '%' || ? || '%'"_s;
    for (const Case &test : cases) {
        SearchFilter f;
        test.edit(f);
        QStringList where;
        // The position of a text in another: instr() in SQLite, strpos() in PostgreSQL.
        const QString instr = storagetest::onServer() ? u"strpos"_s : u"instr"_s;
        QVariantList values;
        if (!f.player.isEmpty()) {
            where << seat + u")"_s;
            values << f.player;
        }
        if (f.from.isValid()) {
            where << u"substr(g.played_at, 1, 10) >= ?"_s;
            values << f.from.toString(Qt::ISODate);
        }
        if (f.to.isValid()) {
            where << u"g.played_at <> '' AND substr(g.played_at, 1, 10) <= ?"_s;
            values << f.to.toString(Qt::ISODate);
        }
        if (!f.source.isEmpty()) {
            where << u"g.source = ?"_s;
            values << f.source;
        }
        if (!f.lobby.isEmpty()) {
            where << u"(%1(g.lobby, ?) > 0 OR %1(g.title, ?) > 0)"_s.arg(instr);
            values << f.lobby << f.lobby;
        }
        if (!f.ruleset.isEmpty()) {
            where << u"g.ruleset = ?"_s;
            values << f.ruleset;
        }
        if (f.playerCount > 0) {
            where << u"g.player_count = ?"_s;
            values << f.playerCount;
        }
        if (!f.topPlayer.isEmpty()) {
            where << seat + u" AND gp.placement = 1)"_s;
            values << f.topPlayer;
        }
        if (!f.winner.isEmpty() || f.yakuman || !f.yaku.isEmpty() || f.minHan > 0) {
            QStringList win{ u"w.game_id = g.id"_s };
            if (!f.winner.isEmpty()) {
                win << u"EXISTS (SELECT 1 FROM game_players gp JOIN players p ON p.id = "
                       "gp.player_id WHERE gp.game_id = w.game_id AND gp.seat = w.winner AND "
                       "p.name LIKE '%' || ? || '%')"_s;
                values << f.winner;
            }
            if (f.yakuman)
                win << u"w.yakuman > 0"_s;
            if (f.minHan > 0) {
                win << u"%1(w.han, 13 * w.yakuman) >= ?"_s.arg(
                        storagetest::onServer() ? u"greatest"_s : u"max"_s);
                values << f.minHan;
            }
            if (!f.yaku.isEmpty()) {
                win << u"EXISTS (SELECT 1 FROM win_yaku y WHERE y.win_id = w.id AND y.yaku = ?)"_s;
                values << f.yaku;
            }
            where << u"EXISTS (SELECT 1 FROM wins w WHERE "_s + win.join(u" AND "_s) + u")"_s;
        }
        if (!f.dealtIn.isEmpty()) {
            where << seat + u" AND gp.deal_ins > 0)"_s;
            values << f.dealtIn;
        }
        if (f.annotated.has_value()) {
            where << u"(SELECT count(*) FROM annotations a WHERE a.game_id = g.id) "_s
                            + (*f.annotated ? u"> 0"_s : u"= 0"_s);
        }
        if (f.bookmarked)
            where << u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id AND a.bookmark <> 0)"_s;
        if (!f.tag.isEmpty()) {
            where << u"EXISTS (SELECT 1 FROM game_tags gt JOIN tags t ON t.id = gt.tag_id WHERE "
                     "gt.game_id = g.id AND t.name = ?)"_s;
            values << f.tag;
        }
        if (!f.collection.isEmpty()) {
            where << u"EXISTS (SELECT 1 FROM collection_games cg JOIN collections c ON c.id = "
                     "cg.collection_id WHERE cg.game_id = g.id AND c.name = ?)"_s;
            values << f.collection;
        }
        if (!f.text.isEmpty()) {
            where << u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id AND "
                     "%1(lower(a.body), lower(?)) > 0)"_s.arg(instr);
            values << f.text;
        }
        const QString from = u" FROM games g"_s
                + (where.isEmpty() ? QString() : u" WHERE "_s + where.join(u" AND "_s));
        QSqlQuery q = m_db->query();
        QVERIFY2(detail::prepareAndExec(q, u"SELECT count(*)"_s + from, values) && q.next(),
                qPrintable(q.lastError().text()));
        const qint64 expectedCount = q.value(0).toLongLong();
        q.finish();
        QCOMPARE(countGames(*m_db, f).value(), expectedCount);
        // Every filter but the last matches some games, and most leave some out (every test
        // record is a Tenhou ruleset game).
        if (qstrcmp(test.name, "nobody") != 0)
            QVERIFY2(expectedCount > 0, test.name);
        if (qstrcmp(test.name, "none") != 0 && qstrcmp(test.name, "ruleset") != 0)
            QVERIFY2(expectedCount < ids.size(), test.name);
        for (const auto &[key, order] : sorts) {
            for (bool descending : { true, false }) {
                const QByteArray what = QByteArray(test.name) + " by "
                        + order.arg(descending ? u"DESC"_s : u"ASC"_s).toUtf8();
                QVERIFY2(detail::prepareAndExec(q,
                                 u"SELECT g.id"_s + from + u" ORDER BY "_s
                                         + order.arg(descending ? u"DESC"_s : u"ASC"_s),
                                 values),
                        what.constData());
                QList<qint64> expected;
                while (q.next())
                    expected << q.value(0).toLongLong();
                q.finish();
                // All at once, by OFFSET pages of three, by keyset pages of three.
                SearchOptions options;
                options.sort = key;
                options.descending = descending;
                options.limit = 1000;
                QList<qint64> all;
                const SearchPage whole = searchGames(*m_db, f, options).value();
                for (const GameSummary &g : whole.games)
                    all << g.id;
                QVERIFY2(all == expected, what.constData());
                options.limit = 3;
                QList<qint64> byOffset;
                for (options.offset = 0;; options.offset += 3) {
                    const SearchPage page = searchGames(*m_db, f, options).value();
                    for (const GameSummary &g : page.games)
                        byOffset << g.id;
                    if (!page.more)
                        break;
                }
                QVERIFY2(byOffset == expected, what.constData());
                options.offset = 0;
                QList<qint64> byKeyset;
                for (;;) {
                    const SearchPage page = searchGames(*m_db, f, options).value();
                    for (const GameSummary &g : page.games)
                        byKeyset << g.id;
                    if (!page.more)
                        break;
                    if (page.next)
                        options.after = page.next;
                    else
                        options.offset += 3;
                }
                QVERIFY2(byKeyset == expected, what.constData());
            }
        }
    }
}

void TestLibrary::opensVersion3Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v3.haifu was written by schema version 3. Version 4 adds the indexes
    // for the sort orders of a large library and gives the ruleset index the date.
    m_db.reset();
    const QString copy = m_dir->filePath(u"v3.haifu"_s);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_STORAGE_DATA "/library_v3.haifu"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    {
        // PRAGMA user_version: the big-endian integer at byte 60 of the SQLite header.
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray header = file.read(64);
        QCOMPARE(header.size(), 64);
        QCOMPARE(qFromBigEndian<qint32>(header.constData() + 60), 3);
    }
    Database db;
    const auto error = db.open(copy);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    auto columns = [&](const QString &index) {
        QStringList out;
        QSqlQuery q = db.query();
        q.exec(u"SELECT name, desc FROM pragma_index_xinfo('%1') WHERE key"_s.arg(index));
        while (q.next())
            out << q.value(0).toString() + (q.value(1).toBool() ? u" DESC"_s : QString());
        return out;
    };
    QCOMPARE(columns(u"games_ruleset"_s), (QStringList{ u"ruleset"_s, u"played_at"_s }));
    QCOMPARE(columns(u"games_ruleset_asc"_s), (QStringList{ u"ruleset"_s, u"played_at DESC"_s }));
    QCOMPARE(columns(u"games_source_asc"_s), (QStringList{ u"source"_s, u"played_at DESC"_s }));
    QCOMPARE(columns(u"games_lobby"_s), (QStringList{ u"lobby"_s, u"played_at"_s }));
    QCOMPARE(columns(u"games_lobby_asc"_s), (QStringList{ u"lobby"_s, u"played_at DESC"_s }));
    QCOMPARE(columns(u"games_kyoku_count"_s), (QStringList{ u"kyoku_count"_s }));
    QCOMPARE(columns(u"game_players_player"_s).mid(0, 4),
            (QStringList{ u"player_id"_s, u"game_id"_s, u"seat"_s, u"placement"_s }));
    QCOMPARE(columns(u"game_players_player"_s).size(), 12);
    // Its games are found in every sort order, and it takes new games like a new library.
    for (SortKey key : { SortKey::Date, SortKey::Imported, SortKey::Source, SortKey::Lobby,
                 SortKey::Ruleset, SortKey::Kyoku, SortKey::Notes }) {
        SearchOptions options;
        options.sort = key;
        QCOMPARE(searchGames(db, {}, options).value().games.size(), 2);
    }
    Importer importer(db);
    QCOMPARE(importer.importPaths({ recordsDir() + u"/reviewer__chankan.json"_s }).imported, 1);
    QCOMPARE(countGames(db).value(), qint64(3));
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestLibrary::opensVersion4Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v4.haifu was written by schema version 4 (the v3 fixture opened by
    // haifu-cli of v4, then three notes: two on game 1, one bookmarked, one on game 2). Version 5
    // counts every game's notes into games.note_count, kept by triggers from then on.
    m_db.reset();
    const QString copy = m_dir->filePath(u"v4.haifu"_s);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_STORAGE_DATA "/library_v4.haifu"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    {
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray header = file.read(64);
        QCOMPARE(header.size(), 64);
        QCOMPARE(qFromBigEndian<qint32>(header.constData() + 60), 4);
    }
    Database db;
    const auto error = db.open(copy);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(gameSummary(db, 1).value().viewpoint, -1); // v7: none stored
    auto counts = [&] {
        return db
                .scalar(u"SELECT group_concat(id || ':' || note_count) FROM (SELECT id, "
                        "note_count FROM games ORDER BY id)"_s)
                .toString();
    };
    QCOMPARE(counts(), u"1:2,2:1"_s);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                       "('games_note_count', 'games_note_count_asc')"_s)
                     .toInt(),
            2);
    SearchOptions options;
    options.sort = SortKey::Notes;
    auto ids = [&] {
        QList<qint64> out;
        const auto page = searchGames(db, {}, options); // kept: its games are iterated
        for (const GameSummary &g : page.value().games)
            out << g.id;
        return out;
    };
    QCOMPARE(ids(), (QList<qint64>{ 1, 2 }));
    options.descending = false;
    QCOMPARE(ids(), (QList<qint64>{ 2, 1 }));
    // Notes written after the upgrade count too.
    AnnotationEdit edit;
    edit.text = u"after the upgrade"_s;
    QVERIFY(editAnnotation(db, AnnotationKey{ 2, 2, 0, -1 }, edit));
    QVERIFY(editAnnotation(db, AnnotationKey{ 2, 3, 0, -1 }, edit));
    QCOMPARE(counts(), u"1:2,2:3"_s);
    QCOMPARE(ids(), (QList<qint64>{ 1, 2 }));
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestLibrary::noteCountFollowsAnnotations()
{
    importTestRecords();
    // Every game's note_count against a count of its annotations; the number of games with
    // notes, so that the comparison is not vacuous.
    auto mismatches = [&] {
        return m_db
                ->scalar(u"SELECT count(*) FROM games g WHERE g.note_count <> (SELECT count(*) "
                         "FROM annotations a WHERE a.game_id = g.id)"_s)
                .toInt();
    };
    auto annotated = [&] {
        return m_db->scalar(u"SELECT count(*) FROM games WHERE note_count > 0"_s).toInt();
    };
    auto noteCount = [&](qint64 id) {
        return m_db->scalar(u"SELECT note_count FROM games WHERE id = %1"_s.arg(id)).toInt();
    };
    const qint64 a = m_db->scalar(u"SELECT min(id) FROM games"_s).toLongLong();
    const qint64 b = m_db->scalar(u"SELECT max(id) FROM games"_s).toLongLong();
    QVERIFY(a != b);
    QCOMPARE(annotated(), 0);
    AnnotationEdit edit;
    edit.text = u"one"_s;
    for (int step = 0; step < 3; ++step)
        QVERIFY(editAnnotation(*m_db, AnnotationKey{ a, 0, step, -1 }, edit));
    QVERIFY(editAnnotation(*m_db, AnnotationKey{ b, 1, 0, 2 }, edit));
    QCOMPARE(noteCount(a), 3);
    QCOMPARE(noteCount(b), 1);
    QCOMPARE(annotated(), 2);
    QCOMPARE(mismatches(), 0);
    // Editing a note in place (an upsert) does not count it twice.
    edit.text = u"edited"_s;
    edit.bookmark = true;
    QVERIFY(editAnnotation(*m_db, AnnotationKey{ a, 0, 1, -1 }, edit));
    QCOMPARE(noteCount(a), 3);
    // Removed.
    QVERIFY(!removeAnnotation(*m_db, AnnotationKey{ a, 0, 0, -1 }));
    QCOMPARE(noteCount(a), 2);
    // Moved to another game.
    QVERIFY(!m_db->exec(
            u"UPDATE annotations SET game_id = %1 WHERE game_id = %2 AND step = 2"_s.arg(b).arg(
                    a)));
    QCOMPARE(noteCount(a), 1);
    QCOMPARE(noteCount(b), 2);
    QCOMPARE(mismatches(), 0);
    // A game deleted with its notes leaves the others' counts alone.
    QVERIFY(!deleteGame(*m_db, b));
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM annotations"_s).toInt(), 1);
    QCOMPARE(annotated(), 1);
    QCOMPARE(mismatches(), 0);
    SearchFilter notAnnotated;
    notAnnotated.annotated = false;
    SearchFilter all;
    QCOMPARE(countGames(*m_db, notAnnotated).value() + 1, countGames(*m_db, all).value());
}

void TestLibrary::annotationsEditInPlace()
{
    importTestRecords();
    const AnnotationKey key{ 1, 0, 7, 2 };
    AnnotationEdit edit;
    edit.text = u"Riichi here was too greedy"_s;
    edit.mark = u"?!"_s;
    auto saved = editAnnotation(*m_db, key, edit);
    QVERIFY2(saved, saved ? "" : saved.error().message.c_str());
    QCOMPARE(saved->text, *edit.text);
    QCOMPARE(saved->mark, u"?!"_s);
    QVERIFY(!saved->bookmark);
    const qint64 id = saved->id;

    // Edit only the mark and the alternative: the text stays, the row is the same.
    AnnotationEdit markOnly;
    markOnly.mark = u"??"_s;
    markOnly.alternative = u"0p"_s;
    markOnly.bookmark = true;
    saved = editAnnotation(*m_db, key, markOnly);
    QVERIFY(saved);
    QCOMPARE(saved->id, id);
    QCOMPARE(saved->text, u"Riichi here was too greedy"_s);
    QCOMPARE(saved->mark, u"??"_s);
    QCOMPARE(saved->alternative, u"0p"_s);
    QVERIFY(saved->bookmark);
    QVERIFY(saved->updatedAt >= saved->createdAt);

    // Every mark is accepted, anything else is not; bad tiles, games and kyoku are errors.
    for (const QString &mark : annotationMarks()) {
        AnnotationEdit e;
        e.mark = mark;
        QVERIFY(editAnnotation(*m_db, key, e));
    }
    AnnotationEdit bad;
    bad.mark = u"?!?"_s;
    QVERIFY(!editAnnotation(*m_db, key, bad));
    bad = {};
    bad.alternative = u"10m"_s;
    QVERIFY(!editAnnotation(*m_db, key, bad));
    QVERIFY(!editAnnotation(*m_db, AnnotationKey{ 9999, 0, 0, -1 }, AnnotationEdit{}));
    QVERIFY(!editAnnotation(*m_db, AnnotationKey{ 1, 500, 0, -1 }, AnnotationEdit{}));
    QVERIFY(!editAnnotation(*m_db, AnnotationKey{ 1, 0, 0, 4 }, AnnotationEdit{}));

    // The text edited in place is what full-text search finds.
    AnnotationEdit retext;
    retext.text = u"Folding was safer: genbutsu available"_s;
    QVERIFY(editAnnotation(*m_db, key, retext));
    QCOMPARE(searchAnnotations(*m_db, u"greedy"_s).value().size(), 0);
    QCOMPARE(searchAnnotations(*m_db, u"genbutsu"_s).value().size(), 1);

    const auto list = gameAnnotations(*m_db, 1);
    QVERIFY(list);
    QCOMPARE(list->size(), 1);
    SearchFilter annotated;
    annotated.annotated = true;
    QCOMPARE(countGames(*m_db, annotated).value(), qint64(1));
    annotated.annotated = false;
    QCOMPARE(countGames(*m_db, annotated).value(), countGames(*m_db).value() - 1);
    SearchFilter bookmarked;
    bookmarked.bookmarked = true;
    QCOMPARE(countGames(*m_db, bookmarked).value(), qint64(1));

    QVERIFY(!removeAnnotation(*m_db, key));
    QVERIFY(removeAnnotation(*m_db, key)); // gone: an error names the position
    QCOMPARE(searchAnnotations(*m_db, u"genbutsu"_s).value().size(), 0);
    QVERIFY(checkLibrary(*m_db)->ok);
}

void TestLibrary::annotationTextSearch()
{
    importTestRecords();
    const QStringList notes = { u"Push with a good wait, the dealer is not in riichi"_s,
        u"ここは押すべき。安全牌がない"_s, u"Pinfu dama is fine at 3900"_s,
        u"Chiitoitsu tanki on an honour tile"_s };
    for (int i = 0; i < notes.size(); ++i) {
        AnnotationEdit e;
        e.text = notes[i];
        QVERIFY(editAnnotation(*m_db, AnnotationKey{ i + 1, 0, i, -1 }, e));
    }
    auto count = [&](const QString &text) {
        return int(searchAnnotations(*m_db, text).value().size());
    };
    QCOMPARE(count(u"riichi"_s), 1);
    QCOMPARE(count(u"RIICHI"_s), 1); // case-insensitive
    QCOMPARE(count(u"押す"_s), 1); // two characters: substring match
    QCOMPARE(count(u"安全牌"_s), 1); // Japanese without spaces
    QCOMPARE(count(u"wait dealer"_s), 1); // every word must occur
    QCOMPARE(count(u"wait pinfu"_s), 0);
    QCOMPARE(count(u"tile"_s), 1);
    QCOMPARE(count(u"\"quoted\" OR AND NEAR("_s), 0); // FTS syntax is taken literally
    const auto hits = searchAnnotations(*m_db, u"3900"_s);
    QCOMPARE(hits->size(), 1);
    QVERIFY2(hits->front().snippet.contains(u"[3900]"_s), qPrintable(hits->front().snippet));

    SearchFilter f;
    f.text = u"tanki"_s;
    const auto page = searchGames(*m_db, f);
    QCOMPARE(page->games.size(), 1);
    QCOMPARE(page->games.front().id, qint64(4));
    QCOMPARE(page->games.front().annotationCount, 1);
}

void TestLibrary::tagsAndCollections()
{
    importTestRecords();
    QVERIFY(!addTag(*m_db, 1, u"study"_s));
    QVERIFY(!addTag(*m_db, 2, u"study"_s));
    QVERIFY(!addTag(*m_db, 2, u"study"_s)); // twice is once
    QVERIFY(!addTag(*m_db, 2, u"club"_s));
    QVERIFY(addTag(*m_db, 9999, u"study"_s));
    QVERIFY(addTag(*m_db, 1, u"  "_s));
    QCOMPARE(allTags(*m_db).value(), QStringList({ u"club"_s, u"study"_s }));
    SearchFilter f;
    f.tag = u"study"_s;
    QCOMPARE(countGames(*m_db, f).value(), qint64(2));
    QVERIFY(!removeTag(*m_db, 1, u"study"_s));
    QCOMPARE(countGames(*m_db, f).value(), qint64(1));
    QCOMPARE(gameSummary(*m_db, 2)->tags, QStringList({ u"club"_s, u"study"_s }));

    QVERIFY(createCollection(*m_db, u"Tuesday club"_s));
    QVERIFY(!addToCollection(*m_db, u"Tuesday club"_s, 3));
    QVERIFY(!addToCollection(*m_db, u"Tuesday club"_s, 4));
    QVERIFY(addToCollection(*m_db, u"No such"_s, 4));
    SearchFilter c;
    c.collection = u"Tuesday club"_s;
    QCOMPARE(countGames(*m_db, c).value(), qint64(2));
    QVERIFY(!removeFromCollection(*m_db, u"Tuesday club"_s, 3));
    QCOMPARE(countGames(*m_db, c).value(), qint64(1));
    QCOMPARE(allCollections(*m_db).value(), QStringList{ u"Tuesday club"_s });
}

// Two games stored from facts written by hand, so that every figure can be checked by hand.
void TestLibrary::statisticsByHand()
{
    auto facts = [](const QString &fingerprint, std::array<int, 4> scores) {
        GameFacts f;
        f.fingerprint = fingerprint;
        f.format = u"tenhou-json"_s;
        f.ruleset = u"tenhou"_s;
        f.kyokuCount = 10;
        f.hasFinal = true;
        const char *names[] = { "Alice", "Bob", "Carol", "Dave" };
        const std::array<int, 4> place = { 0, 0, 0, 0 };
        (void)place;
        for (int s = 0; s < 4; ++s) {
            SeatFacts &seat = f.seats[std::size_t(s)];
            seat.name = QString::fromLatin1(names[s]);
            seat.finalScore = scores[std::size_t(s)];
            seat.kyokuPlayed = 10;
        }
        return f;
    };
    // Game 1: Alice first, Bob second, Carol third, Dave fourth.
    GameFacts g1 = facts(u"hand-1"_s, { 45000, 30000, 20000, 5000 });
    for (int s = 0; s < 4; ++s)
        g1.seats[std::size_t(s)].placement = s + 1;
    g1.seats[0].wins = 3; // Alice: 8000 + 3900 + 12000 (one tsumo)
    g1.seats[0].tsumoWins = 1;
    g1.seats[0].winPoints = 23900;
    g1.seats[0].riichi = 2;
    g1.seats[0].calledHands = 1;
    g1.seats[1].wins = 1;
    g1.seats[1].winPoints = 2000;
    g1.seats[1].dealIns = 1;
    g1.seats[1].dealInPoints = 3900;
    g1.seats[3].dealIns = 2;
    g1.seats[3].dealInPoints = 10000; // 8000 + 2000
    g1.wins = { WinFacts{ 0, 0, 0, 3, 3, 30, 0, 8000, { { u"riichi"_s, 1 } } },
        WinFacts{ 1, 0, 0, 1, 2, 40, 0, 3900, {} }, WinFacts{ 2, 0, 0, 0, 6, 30, 0, 12000, {} },
        WinFacts{ 3, 0, 1, 3, 2, 30, 0, 2000, {} } };
    // Game 2: Alice fourth, Bob first; ten hands each.
    GameFacts g2 = facts(u"hand-2"_s, { 10000, 40000, 30000, 20000 });
    const int places2[] = { 4, 1, 2, 3 };
    for (int s = 0; s < 4; ++s)
        g2.seats[std::size_t(s)].placement = places2[s];
    g2.seats[0].dealIns = 1;
    g2.seats[0].dealInPoints = 12000;
    g2.seats[0].riichi = 1;
    g2.seats[0].calledHands = 4;
    g2.seats[1].wins = 1;
    g2.seats[1].winPoints = 12000;
    g2.wins = { WinFacts{ 5, 0, 1, 0, 6, 30, 0, 12000, {} } };
    QVERIFY(storeGame(*m_db, g1, "game one"_ba, u"one.json"_s));
    QVERIFY(storeGame(*m_db, g2, "game two"_ba, u"two.json"_s));
    QVERIFY(checkLibrary(*m_db)->ok);

    const auto alice = playerStatistics(*m_db, u"Alice"_s);
    QVERIFY(alice);
    QCOMPARE(alice->games, 2);
    QCOMPARE(alice->placedGames, 2);
    QCOMPARE(alice->averagePlacement, 2.5); // (1 + 4) / 2
    QCOMPARE(alice->placements, (std::array<int, 4>{ 1, 0, 0, 1 }));
    QCOMPARE(alice->kyoku, 20);
    QCOMPARE(alice->wins, 3);
    QCOMPARE(alice->tsumoWins, 1);
    QCOMPARE(alice->winRate, 0.15); // 3 / 20
    QCOMPARE(alice->dealIns, 1);
    QCOMPARE(alice->dealInRate, 0.05);
    QCOMPARE(alice->riichiRate, 0.15); // 3 / 20
    QCOMPARE(alice->callRate, 0.25); // 5 / 20
    QCOMPARE(alice->averageWin, 23900.0 / 3);
    QCOMPARE(alice->averageDealIn, 12000.0);

    const auto bob = playerStatistics(*m_db, u"Bob"_s);
    QCOMPARE(bob->averagePlacement, 1.5);
    QCOMPARE(bob->wins, 2);
    QCOMPARE(bob->averageWin, 7000.0); // (2000 + 12000) / 2
    QCOMPARE(bob->dealInRate, 0.05);
    const auto dave = playerStatistics(*m_db, u"Dave"_s);
    QCOMPARE(dave->averagePlacement, 3.5);
    QCOMPARE(dave->wins, 0);
    QCOMPARE(dave->averageWin, 0.0);
    QCOMPARE(dave->averageDealIn, 5000.0);
    QVERIFY(!playerStatistics(*m_db, u"Nobody"_s));

    const auto all = allPlayerStatistics(*m_db);
    QVERIFY(all);
    QCOMPARE(all->size(), 4);
    QCOMPARE(allPlayerStatistics(*m_db, 3).value().size(), 0);

    // The same fingerprint again is a duplicate; different bytes are kept as an original.
    const auto again = storeGame(*m_db, g1, "game one, other file"_ba, u"one-again.json"_s);
    QVERIFY(again);
    QCOMPARE(again->status, ImportStatus::Duplicate);
    QVERIFY(again->newOriginal);
    QCOMPARE(playerStatistics(*m_db, u"Alice"_s)->games, 2);

    // The win filters on hand-made wins.
    SearchFilter f;
    f.winner = u"Alice"_s;
    f.minHan = 6;
    QCOMPARE(countGames(*m_db, f).value(), qint64(1));
    f.winner = u"Bob"_s;
    QCOMPARE(countGames(*m_db, f).value(), qint64(1));
    f = {};
    f.topPlayer = u"Bob"_s;
    QCOMPARE(countGames(*m_db, f).value(), qint64(1));
    f = {};
    f.dealtIn = u"Dave"_s;
    QCOMPARE(countGames(*m_db, f).value(), qint64(1));
}

// Statistics of a real game against figures counted from its record.
void TestLibrary::statisticsMatchRecords()
{
    Importer importer(*m_db);
    const QString path = recordsDir() + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s;
    QCOMPARE(importer.importPaths({ path }).imported, 1);
    const auto record = formats::readRecordFile(path);
    QVERIFY(record);
    for (int seat = 0; seat < 4; ++seat) {
        int wins = 0, dealIns = 0, riichi = 0, called = 0, winPoints = 0;
        for (const game::Kyoku &k : record->kyoku) {
            bool r = false, c = false;
            for (const game::Event &e : k.events) {
                if (e.seat != seat)
                    continue;
                r = r || (e.type == game::EventType::Discard && e.riichi);
                c = c || e.type == game::EventType::Call;
            }
            riichi += r;
            called += c;
            for (const game::WinResult &w : k.wins) {
                if (w.winner == seat) {
                    ++wins;
                    winPoints += w.points;
                } else if (w.from == seat) {
                    ++dealIns;
                }
            }
        }
        const QString name = QString::fromStdString(record->players[std::size_t(seat)].name);
        const auto stats = playerStatistics(*m_db, name);
        QVERIFY2(stats, qPrintable(name));
        QCOMPARE(stats->games, 1);
        QCOMPARE(stats->kyoku, int(record->kyoku.size()));
        QCOMPARE(stats->wins, wins);
        QCOMPARE(stats->dealIns, dealIns);
        QCOMPARE(stats->riichi, riichi);
        QCOMPARE(stats->calledHands, called);
        QCOMPARE(stats->winPoints, qint64(winPoints));
    }
    // LuckyJ finished first with 53800.
    QCOMPARE(playerStatistics(*m_db, u"ⓝLuckyJ"_s)->averagePlacement, 1.0);
}

void TestLibrary::backupAndRestore()
{
    SQLITE_ONLY("a server library is backed up with pg_dump");
    importTestRecords();
    AnnotationEdit e;
    e.text = u"before the backup"_s;
    QVERIFY(editAnnotation(*m_db, AnnotationKey{ 2, 0, 1, -1 }, e));
    QVERIFY(!addTag(*m_db, 2, u"kept"_s));
    const qint64 games = countGames(*m_db).value();

    const QString backup = m_dir->filePath(u"backup.haifu"_s);
    QVERIFY(!backupLibrary(*m_db, backup));
    QVERIFY(QFileInfo(backup).size() > 0);
    QVERIFY(backupLibrary(*m_db, dbPath())); // never over the library itself
    QVERIFY(backupLibrary(*m_db, m_dir->filePath(u"no/such/folder/b.haifu"_s)));

    // Change the library after the backup, then restore.
    QVERIFY(!deleteGame(*m_db, 1));
    e.text = u"after the backup"_s;
    QVERIFY(editAnnotation(*m_db, AnnotationKey{ 2, 0, 1, -1 }, e));
    QCOMPARE(countGames(*m_db).value(), games - 1);

    // A second connection (another app instance) sees the restored content too.
    Database other;
    QVERIFY(!other.open(dbPath()));
    const auto restoreError = restoreLibrary(*m_db, backup);
    QVERIFY2(!restoreError, restoreError ? restoreError->message.c_str() : "");
    QCOMPARE(countGames(*m_db).value(), games);
    QCOMPARE(countGames(other).value(), games);
    QCOMPARE(searchAnnotations(other, u"before"_s).value().size(), 1);
    QCOMPARE(searchAnnotations(*m_db, u"after"_s).value().size(), 0);
    QCOMPARE(gameSummary(*m_db, 2)->tags, QStringList{ u"kept"_s });
    QCOMPARE(m_db->scalar(u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
    QVERIFY(checkLibrary(*m_db)->ok);
    QVERIFY(checkLibrary(other)->ok);

    // A bad backup is refused and changes nothing.
    const QString bad = m_dir->filePath(u"bad.haifu"_s);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(100000, '\x42'));
    f.close();
    const auto badError = restoreLibrary(*m_db, bad);
    QVERIFY(badError);
    QVERIFY2(QString::fromStdString(badError->message).contains(bad), badError->message.c_str());
    QVERIFY(restoreLibrary(*m_db, m_dir->filePath(u"missing.haifu"_s)));
    QCOMPARE(countGames(*m_db).value(), games);
    // No scratch files are left behind.
    const QStringList left = QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden);
    for (const QString &name : left)
        QVERIFY2(!name.endsWith(u".tmp"_s), qPrintable(name));
}

void TestLibrary::integrityCheckOnCorruptFile()
{
    SQLITE_ONLY("a damaged file");
    importTestRecords();
    for (int i = 0; i < 5; ++i) {
        AnnotationEdit e;
        e.text = u"note %1"_s.arg(i);
        QVERIFY(editAnnotation(*m_db, AnnotationKey{ i + 1, 0, i, -1 }, e));
    }
    const auto clean = checkLibrary(*m_db);
    QVERIFY(clean && clean->ok);
    QVERIFY(!m_db->exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
    m_db->close();

    // Overwrite pages in the middle of the file (b-tree pages of the tables and indexes).
    QFile file(dbPath());
    QVERIFY(file.open(QIODevice::ReadWrite));
    const qint64 size = file.size();
    QVERIFY(size > 16 * 4096);
    for (qint64 page = 2; page * 4096 < size; page += 5) {
        file.seek(page * 4096 + 8);
        file.write(QByteArray(600, '\xa5'));
    }
    file.close();

    // No crash; either the file does not open or the check names the damage.
    const auto report = checkLibraryFile(dbPath());
    if (report) {
        QVERIFY(!report->ok);
        QVERIFY(!report->problems.isEmpty());
    } else {
        QVERIFY(!report.error().message.empty());
    }
    // Searching a damaged library gives errors, not crashes.
    Database db;
    if (!db.open(dbPath())) {
        (void)searchGames(db, {});
        (void)allPlayerStatistics(db);
        (void)searchAnnotations(db, u"note"_s);
    }

    // The header itself destroyed: not a database.
    QVERIFY(file.open(QIODevice::ReadWrite));
    file.write(QByteArray(100, '\0'));
    file.close();
    QVERIFY(!checkLibraryFile(dbPath()));
}

void TestLibrary::loadRecordAndDelete()
{
    importTestRecords();
    const QHash<qint64, QString> files = fileOfGame();
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const auto record = loadRecord(*m_db, it.key());
        QVERIFY2(record, qPrintable(it.value()));
        const auto fromFile = formats::readRecordFile(recordsDir() + u"/"_s + it.value());
        QCOMPARE(gameFingerprint(*record), gameFingerprint(*fromFile));
    }
    // Deleting a game removes everything that belongs to it.
    AnnotationEdit e;
    e.text = u"to be deleted"_s;
    QVERIFY(editAnnotation(*m_db, AnnotationKey{ 1, 0, 0, -1 }, e));
    QVERIFY(!addTag(*m_db, 1, u"gone"_s));
    QVERIFY(!deleteGame(*m_db, 1));
    QVERIFY(deleteGame(*m_db, 1));
    QVERIFY(!loadRecord(*m_db, 1));
    for (const QString &table :
            { u"originals"_s, u"game_players"_s, u"wins"_s, u"annotations"_s, u"game_tags"_s }) {
        QCOMPARE(
                m_db->scalar(u"SELECT count(*) FROM %1 WHERE game_id = 1"_s.arg(table)).toInt(), 0);
    }
    QCOMPARE(searchAnnotations(*m_db, u"deleted"_s).value().size(), 0);
    QVERIFY(checkLibrary(*m_db)->ok);
}

void TestLibrary::bundledSamplesSeedLibrary()
{
    const QStringList samples = LibraryLocation::bundledSamples();
    QVERIFY(samples.size() >= 5);
    for (const QString &s : samples)
        QVERIFY(s.startsWith(u":/samples/"_s));
    QVERIFY(!LibraryLocation::defaultPath().isEmpty());

    const QString path = m_dir->filePath(u"data/Haifu/library.haifu"_s);
    const auto first = ensureDefaultLibrary(path);
    QVERIFY2(first, first ? "" : first.error().message.c_str());
    QVERIFY(first->created);
    QCOMPARE(first->seeded.failed, 0);
    QCOMPARE(first->seeded.imported, int(samples.size()));
    const auto second = ensureDefaultLibrary(path);
    QVERIFY(second);
    QVERIFY(!second->created);
    QCOMPARE(second->seeded.items.size(), 0);

    Database db;
    QVERIFY(!db.open(path));
    QCOMPARE(countGames(db).value(), qint64(samples.size()));
    SearchFilter yakuman;
    yakuman.yakuman = true;
    QVERIFY(countGames(db, yakuman).value() > 0);
    SearchFilter sanma;
    sanma.playerCount = 3;
    QCOMPARE(countGames(db, sanma).value(), qint64(2));
}

HAIFU_TEST_GUILESS_MAIN(TestLibrary)
#include "tst_library.moc"
