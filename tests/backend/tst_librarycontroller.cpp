#include "library/librarycontroller.h"
#include "storage/librarylocation.h"
#include "viewer/gamesession.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

// The Library page's backend on a real library file: the game list and its filters, imports in
// the worker thread with their report, tags and collections, and opening a game in the viewer.
class TestLibraryController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void listsTheSeededGames();
    void filtersAndSorts();
    void countsInTheBackground();
    void sortKeysPageByOffset();
    void importsInTheBackground();
    void reportsBadFiles();
    void tagsAndCollections();
    void opensAGameInTheViewer();

private:
    QString recordPath(const char *name) const
    {
        return QStringLiteral(HAIFU_TEST_DATA "/records/") + QLatin1String(name);
    }

    QTemporaryDir m_dir;
    QString m_library;
};

void TestLibraryController::init()
{
    m_library = m_dir.filePath(u"lib-%1.haifu"_s.arg(QLatin1String(QTest::currentTestFunction())));
    QFile::remove(m_library);
    auto library = storage::ensureDefaultLibrary(m_library);
    QVERIFY2(library.ok(), library.ok() ? "" : library.error().message.c_str());
    QVERIFY(library->created);
}

void TestLibraryController::cleanup()
{
    QFile::remove(m_library);
}

void TestLibraryController::listsTheSeededGames()
{
    LibraryController library(m_library);
    QVERIFY(library.available());
    QAbstractItemModelTester tester(
            library.games(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int seeded = int(storage::LibraryLocation::bundledSamples().size());
    QCOMPARE(library.gameCount(), seeded);
    QCOMPARE(library.games()->total(), seeded);
    QCOMPARE(library.games()->rowCount(), seeded);
    // Newest first: every date is at least the next row's.
    for (int row = 0; row + 1 < library.games()->rowCount(); ++row) {
        const QString a = library.games()->index(row).data(GameListModel::DateRole).toString();
        const QString b = library.games()->index(row + 1).data(GameListModel::DateRole).toString();
        QVERIFY2(a >= b, qPrintable(a + u" < "_s + b));
    }
    const QModelIndex first = library.games()->index(0);
    QVERIFY(first.data(GameListModel::GameIdRole).toLongLong() > 0);
    QVERIFY(first.data(GameListModel::PlayersRole).toString().contains(u" · "_s));
    QVERIFY(!first.data(GameListModel::WinnerRole).toString().isEmpty());
}

void TestLibraryController::filtersAndSorts()
{
    LibraryController library(m_library);
    GameListModel *games = library.games();
    QAbstractItemModelTester tester(games, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy totals(games, &GameListModel::totalChanged);

    games->setPlayer(u"ASAPIN"_s); // a player of one sample game (mjx, 2010-09-10)
    QCOMPARE(games->total(), 1);
    QVERIFY(games->index(0).data(GameListModel::PlayersRole).toString().contains(u"ASAPIN"_s));
    QVERIFY(totals.count() >= 1);

    games->clearFilters();
    games->setDateFrom(u"2019-01-01"_s);
    QCOMPARE(games->dateFrom(), u"2019-01-01"_s);
    for (int row = 0; row < games->rowCount(); ++row)
        QVERIFY(games->index(row).data(GameListModel::DateRole).toString() >= u"2019-01-01"_s);
    const int since2019 = games->total();
    QVERIFY(since2019 > 0 && since2019 < library.gameCount());

    games->setDateFrom({});
    games->setYakuman(true);
    const int yakuman = games->total();
    games->setYakuman(false);
    QVERIFY(yakuman < library.gameCount());

    games->setDescending(false);
    const QString oldest = games->index(0).data(GameListModel::DateRole).toString();
    games->setDescending(true);
    QVERIFY(games->index(0).data(GameListModel::DateRole).toString() >= oldest);
    games->setSortKey(u"imported"_s);
    QCOMPARE(games->sortKey(), u"imported"_s);
    QCOMPARE(games->rowCount(), library.gameCount());

    // Sorting by a column without keyset paging still pages through every game once.
    for (const char *key : { "hands", "lobby", "source", "ruleset", "notes" }) {
        games->setSortKey(QString::fromLatin1(key));
        QCOMPARE(games->sortKey(), QString::fromLatin1(key));
        while (games->canFetchMore({}))
            games->fetchMore({});
        QCOMPARE(games->rowCount(), library.gameCount());
    }
    games->setSortKey(u"hands"_s);
    games->setDescending(true);
    for (int row = 0; row + 1 < games->rowCount(); ++row) {
        QVERIFY(games->index(row).data(GameListModel::KyokuCountRole).toInt()
                >= games->index(row + 1).data(GameListModel::KyokuCountRole).toInt());
    }
    games->setDescending(false);
    QVERIFY(games->index(0).data(GameListModel::KyokuCountRole).toInt()
            <= games->index(games->rowCount() - 1).data(GameListModel::KyokuCountRole).toInt());
}

// The storage behind the columns: every sort key pages through the whole library, small pages
// joined in order give the one big page.
void TestLibraryController::countsInTheBackground()
{
    // A first page that holds every match gives the number at once; a longer search is counted
    // in a worker thread, and until then the games listed so far stand in for it.
    // No QAbstractItemModelTester here: Qt 6.4's calls fetchMore() from its modelReset handler
    // while it still counts the reset as in flight, which a model with more than one page trips.
    LibraryController library(m_library);
    GameListModel *games = library.games();
    const int all = library.gameCount();
    QVERIFY(all > 3);
    QVERIFY(games->totalExact());
    QCOMPARE(games->total(), all);
    QSignalSpy totals(games, &GameListModel::totalChanged);
    games->setPageSize(2);
    QCOMPARE(games->rowCount(), 2);
    QVERIFY(!games->totalExact());
    QCOMPARE(games->total(), 2);
    QTRY_VERIFY(games->totalExact());
    QCOMPARE(games->total(), all);
    QVERIFY(totals.count() >= 2);
    // Paging on while counting raises the lower bound; the count replaces it.
    games->setYakuman(true);
    const int yakuman = int(storage::countGames(library.database(),
            [] {
                storage::SearchFilter f;
                f.yakuman = true;
                return f;
            }())
                                    .value());
    QCOMPARE(games->totalExact(), yakuman <= 2);
    games->waitForCount();
    QVERIFY(games->totalExact());
    QCOMPARE(games->total(), yakuman);
    // Searches made while a count runs: only the last one's number counts.
    games->setYakuman(false);
    games->setDateFrom(u"2019-01-01"_s);
    games->setDateFrom({});
    QVERIFY(!games->totalExact());
    while (games->canFetchMore({})) {
        games->fetchMore({});
        QVERIFY(games->total() >= games->rowCount());
    }
    games->waitForCount();
    QVERIFY(games->totalExact());
    QCOMPARE(games->total(), all);
    QCOMPARE(games->rowCount(), all);
}

void TestLibraryController::sortKeysPageByOffset()
{
    storage::Database db;
    QVERIFY(!db.open(m_library));
    for (auto key : { storage::SortKey::Kyoku, storage::SortKey::Lobby, storage::SortKey::Notes,
                 storage::SortKey::Source, storage::SortKey::Ruleset }) {
        storage::SearchOptions all;
        all.sort = key;
        all.limit = 100;
        auto whole = storage::searchGames(db, {}, all);
        QVERIFY(whole.ok());
        QList<qint64> expected;
        for (const storage::GameSummary &g : whole->games)
            expected << g.id;

        QList<qint64> paged;
        storage::SearchOptions page = all;
        page.limit = 3;
        for (int guard = 0; guard < 20; ++guard) {
            page.offset = int(paged.size());
            auto part = storage::searchGames(db, {}, page);
            QVERIFY(part.ok());
            QVERIFY(!part->next); // no keyset cursor for these keys
            for (const storage::GameSummary &g : part->games)
                paged << g.id;
            if (!part->more)
                break;
        }
        QCOMPARE(paged, expected);
    }
}

void TestLibraryController::importsInTheBackground()
{
    LibraryController library(m_library);
    const int before = library.gameCount();
    QSignalSpy finished(&library, &LibraryController::importFinished);
    QSignalSpy progress(&library, &LibraryController::importProgressChanged);
    QVERIFY(library.importPaths({ recordPath("reviewer__double_ron.json"),
            recordPath("tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"),
            recordPath("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml") }));
    QVERIFY(library.importing());
    QVERIFY(!library.importPaths({ recordPath("dnov__bye.xml") })); // one import at a time
    QVERIFY(finished.wait(30000));
    QVERIFY(!library.importing());
    QVERIFY(progress.count() >= 1);
    QCOMPARE(library.importDone(), 3);
    QCOMPARE(library.report()->rowCount(), 3);

    // The XML and JSON of one log are one game; the sample library may hold it already.
    const QList<QVariant> args = finished.first();
    const int imported = args.at(0).toInt();
    const int duplicates = args.at(1).toInt();
    QCOMPARE(imported + duplicates, 3);
    QVERIFY(duplicates >= 1);
    QCOMPARE(library.gameCount(), before + imported);
    QCOMPARE(library.games()->total(), library.gameCount());
    QVERIFY(library.importSummary().contains(u"imported"_s));
}

void TestLibraryController::reportsBadFiles()
{
    LibraryController library(m_library);
    const QString broken = m_dir.filePath(u"broken.json"_s);
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"log\": [[ not json");
    file.close();
    QSignalSpy finished(&library, &LibraryController::importFinished);
    QVERIFY(library.importUrls({ QUrl::fromLocalFile(broken),
            QUrl::fromLocalFile(recordPath("reviewer__chankan.json")) }));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(2).toInt(), 1); // one failed, the other went on
    QCOMPARE(library.report()->rowCount(), 2);
    bool sawFailure = false;
    for (int row = 0; row < library.report()->rowCount(); ++row) {
        const QModelIndex index = library.report()->index(row);
        if (index.data(ImportReportModel::StatusRole).toString() == "failed"_L1) {
            sawFailure = true;
            QVERIFY(index.data(ImportReportModel::MessageRole)
                            .toString()
                            .contains(u"broken.json"_s));
        }
    }
    QVERIFY(sawFailure);

    // A .haifu file over the 64 MiB cap is refused by name before it is loaded (sparse: free).
    const QString huge = m_dir.filePath(u"huge.haifu"_s);
    QFile hugeFile(huge);
    QVERIFY(hugeFile.open(QIODevice::WriteOnly));
    QVERIFY(hugeFile.resize(65LL * 1024 * 1024));
    hugeFile.close();
    QVERIFY(!library.openNotesPath(huge));
    QCOMPARE(library.errorText(), u"Cannot read huge.haifu: larger than 64 MiB"_s);
}

void TestLibraryController::tagsAndCollections()
{
    LibraryController library(m_library);
    const qint64 id = library.games()->gameIdAt(0);
    QSignalSpy tags(&library, &LibraryController::tagsChanged);
    QVERIFY(library.addTag(id, u"  study  "_s));
    QCOMPARE(library.tags(), QStringList{ u"study"_s });
    QVERIFY(tags.count() >= 1);
    library.games()->setTag(u"study"_s);
    QCOMPARE(library.games()->total(), 1);
    QCOMPARE(library.games()->index(0).data(GameListModel::TagsRole).toString(), u"study"_s);
    QVERIFY(library.removeTag(id, u"study"_s));
    QCOMPARE(library.games()->total(), 0);

    QVERIFY(library.addToCollection(id, u"Club night"_s));
    QVERIFY(library.collections().contains(u"Club night"_s));
    library.games()->clearFilters();
    library.games()->setCollection(u"Club night"_s);
    QVERIFY(library.games()->total() >= 1);

    QSignalSpy errors(&library, &LibraryController::errorOccurred);
    QVERIFY(!library.addTag(999999, u"x"_s));
    QCOMPARE(errors.count(), 1);
    QVERIFY(!library.errorText().isEmpty());
}

void TestLibraryController::opensAGameInTheViewer()
{
    GameSession session(nullptr);
    GameSession::setInstance(&session);
    LibraryController library(m_library);
    QVERIFY(library.openGame(library.games()->gameIdAt(0)));
    QVERIFY(session.loaded());
    QVERIFY(session.position()->kyokuCount() > 0);
    QSignalSpy errors(&library, &LibraryController::errorOccurred);
    QVERIFY(!library.openGame(424242));
    QCOMPARE(errors.count(), 1);
    GameSession::setInstance(nullptr);
}

HAIFU_TEST_MAIN(TestLibraryController)
#include "tst_librarycontroller.moc"
