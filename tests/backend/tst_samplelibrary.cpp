// openSampleLibrary (app/demo/samplelibrary.h): a new library gets the sample games and the demo
// club once; an existing library is opened as it is.
#include "demo/samplelibrary.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"

#include "testmain.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

class TestSampleLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newLibraryIsSeededOnce();
};

void TestSampleLibrary::newLibraryIsSeededOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.haifu"_s);
    QCOMPARE(openSampleLibrary(path), path);

    storage::Database db;
    QVERIFY(!db.open(path));
    auto clubs = storage::clubs(db);
    QVERIFY(clubs);
    QCOMPARE(clubs->size(), 1);
    QCOMPARE(clubs->front().name, u"Riverside Riichi Club"_s);
    auto games = storage::clubGames(db);
    QVERIFY(games);
    QCOMPARE(games->size(), 3);
    auto samples = storage::countGames(db, {});
    QVERIFY(samples);
    QVERIFY(*samples > 0);
    db.close();

    // A second start opens the same library: no second club, no second copy of the samples.
    QCOMPARE(openSampleLibrary(path), path);
    QVERIFY(!db.open(path));
    QCOMPARE(storage::clubs(db)->size(), 1);
    QCOMPARE(*storage::countGames(db, {}), *samples);
}

HAIFU_TEST_GUILESS_MAIN(TestSampleLibrary)
#include "tst_samplelibrary.moc"
