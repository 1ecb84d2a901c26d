#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"

#include "testmain.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <algorithm>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using namespace haifu::storage;

// The import pipeline (Importer::importPaths): files read and replayed on worker threads, written
// in input order in batches of several games per transaction. Duplicates inside one batch, a bad
// file or a refused game in the middle of a batch, a batch the library rolls back, a cancel in the
// middle, and only committed games reported.
class TestImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void duplicatesInsideOneBatch();
    void badFilesInsideOneBatch();
    void refusedGameInsideOneBatch();
    void batchRolledBack();
    void cancelMidway();
    void reportsOnlyCommittedGames();
    void sameResultWithOneWorker();
    void originalHashIsSha256();

private:
    static QString recordsDir() { return QStringLiteral(HAIFU_STORAGE_DATA "/records"); }
    static QStringList recordNames();
    QString folderWithCopies(const QString &name, const QStringList &prefixes);
    void write(const QString &path, const QByteArray &data);
    static QByteArray readFile(const QString &path);
    qint64 count(const QString &sql) const { return m_db->scalar(sql).toLongLong(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

QStringList TestImporter::recordNames()
{
    QStringList names = QDir(recordsDir()).entryList(QDir::Files, QDir::Name);
    return names;
}

void TestImporter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    const auto error = m_db->open(storagetest::newLibrary(*m_dir));
    QVERIFY2(!error, error ? error->message.c_str() : "");
}

void TestImporter::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestImporter::write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(data), data.size());
}

QByteArray TestImporter::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// A folder with every test record once per prefix ("a_NAME", "b_NAME", …).
QString TestImporter::folderWithCopies(const QString &name, const QStringList &prefixes)
{
    const QString folder = m_dir->filePath(name);
    QDir().mkpath(folder);
    for (const QString &prefix : prefixes) {
        for (const QString &record : recordNames())
            QFile::copy(recordsDir() + u'/' + record, folder + u'/' + prefix + record);
    }
    return folder;
}

// Every record three times (a_, b_, c_) in one batch: the first copy of each game is imported,
// the copies with the same bytes are duplicates of it (not kept again), and the JSON twins of
// the two XML logs are duplicates kept as another original; all in input order.
void TestImporter::duplicatesInsideOneBatch()
{
    const QString folder = folderWithCopies(u"copies"_s, { u"a_"_s, u"b_"_s, u"c_"_s });
    const int records = int(recordNames().size());
    Importer importer(*m_db);
    importer.setWorkers(3);
    importer.setBatch(100000, 600000); // one batch
    QSignalSpy items(&importer, &Importer::itemImported);
    const ImportReport report = importer.importPaths({ folder });
    QCOMPARE(report.items.size(), 3 * records);
    QCOMPARE(items.size(), 3 * records);
    QCOMPARE(report.failed, 0);
    QCOMPARE(report.imported, records - 2);
    QCOMPARE(report.duplicates, 2 * records + 2);
    QCOMPARE(collectRecordFiles({ folder }).size(), report.items.size());
    for (int i = 0; i < report.items.size(); ++i) {
        const ImportItem &item = report.items[i];
        QCOMPARE(item.path, collectRecordFiles({ folder })[i]); // input order
        QVERIFY(item.gameId > 0);
        const QString name = QFileInfo(item.path).fileName();
        if (name.startsWith(u"a_"_s)) {
            const bool twin = name.startsWith(u"a_tsubaki"_s) && name.endsWith(u".xml"_s);
            QCOMPARE(item.status, twin ? ImportStatus::Duplicate : ImportStatus::Imported);
            QCOMPARE(item.newOriginal, twin);
        } else {
            // The same bytes as the a_ copy: the same game, nothing stored again.
            QCOMPARE(item.status, ImportStatus::Duplicate);
            QVERIFY(!item.newOriginal);
            const QString first = folder + u"/a_"_s + name.mid(2);
            const auto same = std::find_if(report.items.begin(), report.items.end(),
                    [&](const ImportItem &other) { return other.path == first; });
            QVERIFY(same != report.items.end());
            QCOMPARE(item.gameId, same->gameId);
        }
    }
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(records - 2));
    QCOMPARE(count(u"SELECT count(*) FROM originals"_s), qint64(records));
    QVERIFY(checkLibrary(*m_db)->ok);
}

// Corrupt files between good ones in one batch fail by name (a reader error names the hand and
// the event); the good ones around them are stored.
void TestImporter::badFilesInsideOneBatch()
{
    const QString folder = m_dir->filePath(u"bad"_s);
    QDir().mkpath(folder);
    const QByteArray bye = readFile(recordsDir() + u"/dnov__bye.xml"_s);
    QVERIFY(!bye.isEmpty());
    QFile::copy(recordsDir() + u"/dnov__bye.xml"_s, folder + u"/a_good.xml"_s);
    write(folder + u"/b_truncated.xml"_s, bye.left(bye.size() / 2));
    // A discard of a tile that does not exist, in the first hand.
    QByteArray badTile = bye;
    const QRegularExpression discard(u"<D(\\d+)/>"_s);
    const auto match = discard.match(QString::fromLatin1(badTile));
    QVERIFY(match.hasMatch());
    badTile.replace(match.capturedStart(), match.capturedLength(), "<D999/>");
    write(folder + u"/c_bad_tile.xml"_s, badTile);
    write(folder + u"/d_not_json.json"_s, QByteArray("{ nope"));
    QFile::copy(recordsDir() + u"/dnov__sanma2.xml"_s, folder + u"/e_good.xml"_s);
    QFile::copy(recordsDir() + u"/reviewer__chankan.json"_s, folder + u"/f_good.json"_s);

    Importer importer(*m_db);
    importer.setBatch(100000, 600000);
    const ImportReport report = importer.importPaths({ folder });
    QCOMPARE(report.items.size(), 6);
    QCOMPARE(report.imported, 3);
    QCOMPARE(report.failed, 3);
    const QList<ImportStatus> expected = { ImportStatus::Imported, ImportStatus::Failed,
        ImportStatus::Failed, ImportStatus::Failed, ImportStatus::Imported,
        ImportStatus::Imported };
    for (int i = 0; i < 6; ++i) {
        const ImportItem &item = report.items[i];
        QCOMPARE(item.status, expected[i]);
        if (item.status == ImportStatus::Failed) {
            QVERIFY2(item.message.contains(QFileInfo(item.path).fileName()),
                    qPrintable(item.message));
            QCOMPARE(item.gameId, 0);
        }
    }
    const QString &badTileError = report.items[2].message;
    QVERIFY2(badTileError.contains(u"kyoku 1"_s) && badTileError.contains(u"event"_s),
            qPrintable(badTileError));
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), 3);
    QVERIFY(checkLibrary(*m_db)->ok);
}

// A game the library refuses in the middle of a batch (a trigger stands in for a constraint)
// leaves nothing of itself behind: its savepoint is rolled back, the games before it stay in the
// batch, and the import goes on.
void TestImporter::refusedGameInsideOneBatch()
{
    const QString folder = folderWithCopies(u"refused"_s, { u""_s });
    if (storagetest::onServer()) {
        QVERIFY(!m_db->exec(u"CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ "
                            "BEGIN IF NEW.file_name = 'dnov__sanma2.xml' THEN "
                            "RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$"_s));
        QVERIFY(!m_db->exec(u"CREATE TRIGGER refuse BEFORE INSERT ON originals FOR EACH ROW "
                            "EXECUTE FUNCTION refuse()"_s));
    } else {
        QVERIFY(!m_db->exec(u"CREATE TEMP TRIGGER refuse BEFORE INSERT ON originals "
                            "WHEN NEW.file_name = 'dnov__sanma2.xml' "
                            "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"_s));
    }
    Importer importer(*m_db);
    importer.setBatch(100000, 600000);
    const ImportReport report = importer.importPaths({ folder });
    const int records = int(recordNames().size());
    QCOMPARE(report.items.size(), records);
    QCOMPARE(report.failed, 1);
    QCOMPARE(report.imported, records - 3);
    for (const ImportItem &item : report.items) {
        const bool refused = item.path.endsWith(u"/dnov__sanma2.xml"_s);
        QCOMPARE(item.status == ImportStatus::Failed, refused);
        if (refused)
            QVERIFY2(item.message.contains(u"refused by the test"_s), qPrintable(item.message));
    }
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(records - 3));
    QCOMPARE(count(u"SELECT count(*) FROM games WHERE NOT EXISTS (SELECT 1 FROM originals o "
                   "WHERE o.game_id = games.id)"_s),
            0);
    QVERIFY(!m_db->exec(storagetest::onServer() ? u"DROP TRIGGER refuse ON originals"_s
                                                : u"DROP TRIGGER refuse"_s));
    QVERIFY(checkLibrary(*m_db)->ok);

    // The refused file comes in on the next run; everything else is a duplicate.
    const ImportReport again = importer.importPaths({ folder });
    QCOMPARE(again.imported, 1);
    QCOMPARE(again.failed, 0);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(records - 2));
}

// A write that makes SQLite roll the whole transaction back (RAISE(ROLLBACK), as a full disk or
// an I/O error can): the games written earlier in that batch are gone, so they are reported as
// failed, not as imported; the next batch starts afresh.
void TestImporter::batchRolledBack()
{
    SQLITE_ONLY("RAISE(ROLLBACK) ends SQLite's transaction behind the writer's back");
    const QString folder = folderWithCopies(u"rollback"_s, { u""_s });
    QVERIFY(!m_db->exec(u"CREATE TEMP TRIGGER gone BEFORE INSERT ON originals "
                        "WHEN NEW.file_name = 'fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog' "
                        "BEGIN SELECT RAISE(ROLLBACK, 'rolled back by the test'); END"_s));
    Importer importer(*m_db);
    importer.setBatch(100000, 600000);
    QList<ImportItem> signalled;
    connect(&importer, &Importer::itemImported, this,
            [&](const ImportItem &item) { signalled << item; });
    const ImportReport report = importer.importPaths({ folder });
    const QStringList names = recordNames();
    const int gone = int(names.indexOf(u"fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog"_s));
    QVERIFY(gone > 1);
    QCOMPARE(report.items.size(), names.size());
    QCOMPARE(signalled.size(), names.size());
    for (int i = 0; i <= gone; ++i) {
        QCOMPARE(report.items[i].status, ImportStatus::Failed);
        QCOMPARE(signalled[i].status, ImportStatus::Failed);
        QCOMPARE(report.items[i].gameId, 0);
    }
    for (int i = gone + 1; i < report.items.size(); ++i)
        QVERIFY(report.items[i].status != ImportStatus::Failed);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(report.imported));
    QVERIFY(!m_db->inTransaction());
    QVERIFY(!m_db->exec(u"DROP TRIGGER gone"_s));
    QVERIFY(checkLibrary(*m_db)->ok);

    const ImportReport again = importer.importPaths({ folder });
    QCOMPARE(again.failed, 0);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(names.size() - 2));
}

// Cancelled from a progress handler in the middle of a large batch: nothing after the cancel is
// read into the library, what was written before it is committed and reported, and a second run
// imports the rest.
void TestImporter::cancelMidway()
{
    const QString folder =
            folderWithCopies(u"cancel"_s, { u"a_"_s, u"b_"_s, u"c_"_s, u"d_"_s, u"e_"_s });
    const int total = int(collectRecordFiles({ folder }).size());
    Importer importer(*m_db);
    importer.setWorkers(2);
    importer.setBatch(100000, 600000);
    int lastProgress = 0;
    connect(&importer, &Importer::progress, this, [&](int done, int all, const QString &) {
        QCOMPARE(all, total);
        QCOMPARE(done, lastProgress + 1);
        lastProgress = done;
        if (done == 7)
            importer.cancel();
    });
    QSignalSpy items(&importer, &Importer::itemImported);
    const ImportReport report = importer.importPaths({ folder });
    QVERIFY(report.cancelled);
    QCOMPARE(report.items.size(), 7);
    QCOMPARE(items.size(), 7);
    QCOMPARE(lastProgress, 7);
    QCOMPARE(report.notImported, total - 7);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), qint64(report.imported));
    QVERIFY(checkLibrary(*m_db)->ok);

    // A cancel before the start imports nothing.
    Importer cancelled(*m_db);
    cancelled.cancel();
    const ImportReport none = cancelled.importPaths({ folder });
    QVERIFY(none.cancelled);
    QCOMPARE(none.items.size(), 0);
    QCOMPARE(none.notImported, total);

    Importer again(*m_db);
    const ImportReport rest = again.importPaths({ folder });
    QVERIFY(!rest.cancelled);
    QCOMPARE(rest.failed, 0);
    QCOMPARE(rest.imported + report.imported, int(recordNames().size()) - 2);
}

// itemImported comes only once the game's batch is committed: another connection sees every
// game reported, at the moment it is reported (small batches, so several are committed).
void TestImporter::reportsOnlyCommittedGames()
{
    const QString folder = folderWithCopies(u"committed"_s, { u"a_"_s, u"b_"_s });
    Database other;
    QVERIFY(!other.open(m_db->path()));
    Importer importer(*m_db);
    importer.setBatch(3, 600000);
    int checked = 0;
    connect(&importer, &Importer::itemImported, this, [&](const ImportItem &item) {
        if (item.status != ImportStatus::Imported)
            return;
        QSqlQuery q = other.query();
        q.prepare(u"SELECT count(*) FROM games WHERE id = ?"_s);
        q.addBindValue(item.gameId);
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        ++checked;
    });
    const ImportReport report = importer.importPaths({ folder });
    QCOMPARE(checked, report.imported);
    QVERIFY(report.imported > 6);
}

// One worker or many: the same report, item by item.
void TestImporter::sameResultWithOneWorker()
{
    const QString folder = folderWithCopies(u"workers"_s, { u"a_"_s, u"b_"_s });
    Importer many(*m_db);
    many.setWorkers(4);
    const ImportReport first = many.importPaths({ folder });

    Database second;
    QVERIFY(!second.open(storagetest::newLibrary(*m_dir, u"second.haifu"_s)));
    Importer one(second);
    one.setWorkers(1);
    one.setBatch(1, 0);
    const ImportReport other = one.importPaths({ folder });
    QCOMPARE(other.items.size(), first.items.size());
    for (int i = 0; i < first.items.size(); ++i) {
        QCOMPARE(other.items[i].path, first.items[i].path);
        QCOMPARE(other.items[i].status, first.items[i].status);
        QCOMPARE(other.items[i].gameId, first.items[i].gameId);
        QCOMPARE(other.items[i].newOriginal, first.items[i].newOriginal);
        QCOMPARE(other.items[i].message, first.items[i].message);
    }
}

// The stored hash of a file is its SHA-256 in hex (libcrypto computes it; Qt agrees).
void TestImporter::originalHashIsSha256()
{
    QCOMPARE(originalHash(QByteArray()),
            u"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"_s);
    for (const qsizetype size : { 1, 55, 64, 1000, 1 << 20 }) {
        QByteArray data(size, Qt::Uninitialized);
        for (qsizetype i = 0; i < size; ++i)
            data[i] = char(i * 7 + size);
        QCOMPARE(originalHash(data),
                QString::fromLatin1(
                        QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex()));
    }
}

HAIFU_TEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
