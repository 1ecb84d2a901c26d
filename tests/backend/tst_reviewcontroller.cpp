// The Review page's backend (review/reviewcontroller.h) on a real library: a player's reviews
// (one per seat of real games, made with tests/testmain/reviewfixture.h) as points with moving
// averages, the totals and categories adding up, the worst deviations costliest first, one opened,
// three made a lesson kept in the library; the period and player filters.
#include "formats/recordio.h"
#include "review/reviewcontroller.h"
#include "storage/database.h"
#include "storage/importer.h"
#include "storage/lessons.h"
#include "storage/librarylocation.h"

#include "reviewfixture.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::app;

class TestReviewController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pointsTotalsAndCategories();
    void worstOpensAndMakesALesson();
    void filters();
    void haifuReviewsTheRest();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Database> m_db;
    int m_games = 0;
};

void TestReviewController::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir.filePath(u"lib.haifu"_s)));
    storage::Importer importer(*m_db);
    // Sora's reviews: seat 1 of three real games; Ren's: seat 3 of one.
    const char *files[] = { "tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml",
        "tsubaki__2023053016gm-0029-0000-e54b3b98.xml",
        "fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog" };
    unsigned seed = 1;
    for (const char *file : files) {
        auto record = formats::readRecordFile(
                QStringLiteral(HAIFU_RECORDS_DATA) + u'/' + QLatin1String(file));
        QVERIFY(record);
        test::FixtureOptions o;
        o.seat = 1;
        o.seed = seed++;
        o.playerName = u"Sora"_s;
        const storage::ImportItem item =
                importer.importData(test::makeReviewReport(*record, o), QLatin1String(file));
        QVERIFY2(item.reviewAdded, qPrintable(item.message));
        ++m_games;
    }
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    QVERIFY(record);
    test::FixtureOptions o;
    o.seat = 3;
    o.seed = 99;
    QVERIFY(importer.importData(test::makeReviewReport(*record, o), u"ren.json"_s).reviewAdded);
}

void TestReviewController::pointsTotalsAndCategories()
{
    ReviewController c;
    c.setDatabase(m_db.get());
    QVERIFY(c.players().contains(u"Sora"_s));
    QCOMPARE(c.players().first(), u"Sora"_s); // the most reviewed first
    c.setPlayer(u"Sora"_s);
    QCOMPARE(c.points().size(), m_games);
    // Oldest first; the moving average of the first point is its own figure.
    const QVariantMap first = c.points().first().toMap();
    QCOMPARE(first.value(u"agreementAverage"_s).toDouble(), first.value(u"agreement"_s).toDouble());
    QVERIFY(first.value(u"date"_s).toString()
            <= c.points().last().toMap().value(u"date"_s).toString());
    double sum = 0;
    for (const QVariant &p : c.points())
        sum += p.toMap().value(u"agreement"_s).toDouble();
    QVERIFY(qAbs(c.points().last().toMap().value(u"agreementAverage"_s).toDouble() - sum / m_games)
            < 1e-9);
    QVERIFY2(c.totalsText().startsWith(u"3 reviewed game"_s), qPrintable(c.totalsText()));
    QCOMPARE(c.categories().size(), 5);
    double shares = 0;
    for (const QVariant &cat : c.categories())
        shares += cat.toMap().value(u"share"_s).toDouble();
    QVERIFY(qAbs(shares - 1.0) < 1e-9);
}

void TestReviewController::worstOpensAndMakesALesson()
{
    ReviewController c;
    c.setDatabase(m_db.get());
    c.setPlayer(u"Sora"_s);
    QVERIFY(c.worst().size() >= 3);
    for (qsizetype i = 1; i < c.worst().size(); ++i)
        QVERIFY(c.worst().at(i - 1).toMap().value(u"qLoss"_s).toDouble()
                >= c.worst().at(i).toMap().value(u"qLoss"_s).toDouble());
    QSignalSpy open(&c, &ReviewController::openRequested);
    QVERIFY(c.openDeviation(0));
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.at(0).at(0).toInt(), c.worst().at(0).toMap().value(u"gameId"_s).toInt());
    QCOMPARE(open.at(0).at(1).toInt(), c.worst().at(0).toMap().value(u"globalStep"_s).toInt());
    QVERIFY(!c.openDeviation(1000));

    const int id = c.makeLesson({ 0, 1, 2 }, u"Sora's three"_s);
    QVERIFY2(id > 0, qPrintable(c.errorText()));
    QVERIFY2(c.statusText().contains(u"Sora's three"_s), qPrintable(c.statusText()));
    auto lesson = storage::loadLesson(*m_db, id);
    QVERIFY(lesson);
    QCOMPARE(lesson->lesson.problems.size(), std::size_t(3));
    for (const teach::Problem &p : lesson->lesson.problems) {
        QCOMPARE(p.seat, 1);
        QVERIFY(!p.answers.empty());
        QVERIFY(p.explanation.find("Mortal plays") != std::string::npos);
    }
    QCOMPARE(c.makeLesson({}, {}), 0);
    QVERIFY(!c.errorText().isEmpty());
}

void TestReviewController::filters()
{
    ReviewController c;
    c.setDatabase(m_db.get());
    QCOMPARE(c.points().size(), m_games + 1); // everyone
    c.setPlayer(u"Nobody"_s);
    QVERIFY(c.points().isEmpty());
    QVERIFY(c.worst().isEmpty());
    c.setPlayer(u"Sora"_s);
    c.setDays(30); // the games are from 2014-2023
    QVERIFY(c.points().isEmpty());
    QVERIFY2(c.totalsText().contains(u"No reviewed game"_s), qPrintable(c.totalsText()));
    c.setDays(0);
    QCOMPARE(c.points().size(), m_games);
}

void TestReviewController::haifuReviewsTheRest()
{
    // Sora's seat of the fourth game has no report: Haifu's own analysis reviews it in the
    // background; its review is labelled, and the engine filter keeps it apart.
    storage::Importer importer(*m_db);
    const QString file = QStringLiteral(HAIFU_RECORDS_DATA) + u"/dnov__bye.xml"_s;
    auto record = formats::readRecordFile(file);
    QVERIFY(record);
    QVERIFY(importer.importFile(file).status == storage::ImportStatus::Imported);
    ReviewController c;
    c.setDatabase(m_db.get());
    c.setPlayer(QString::fromStdString(record->players[0].name));
    QCOMPARE(c.unreviewedCount(), 1);
    QVERIFY(c.points().isEmpty());
    QSignalSpy changed(&c, &ReviewController::analysisChanged);
    c.analyseUnreviewed();
    QVERIFY(c.analysing());
    QTRY_VERIFY_WITH_TIMEOUT(!c.analysing(), 60000);
    QVERIFY2(c.errorText().isEmpty(), qPrintable(c.errorText()));
    QCOMPARE(c.points().size(), 1);
    QCOMPARE(c.points().first().toMap().value(u"engine"_s).toString(), u"Haifu"_s);
    QCOMPARE(c.unreviewedCount(), 0);
    QVERIFY(c.engines().contains(u"Haifu"_s));
    c.setEngine(u"Mortal"_s);
    QVERIFY(c.points().isEmpty());
    c.setEngine(u"Haifu"_s);
    QCOMPARE(c.points().size(), 1);
}

HAIFU_TEST_MAIN(TestReviewController)
#include "tst_reviewcontroller.moc"
