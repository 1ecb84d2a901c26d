#include "formats/recordio.h"
#include "viewer/gameline.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

// The viewer's line of play: where it stands, how each move goes, and where the decisions are,
// on a real Tenhou record (2009, four players, East and South).
class TestGameLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void closedLineGoesNowhere();
    void stepsAcrossHands();
    void seeksAreClamped();
    void decisionsOfASeat();

private:
    game::Record m_record;
};

void TestGameLine::initTestCase()
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog"_s);
    QVERIFY2(record, record ? "" : record.error().message.c_str());
    m_record = std::move(*record);
    QVERIFY(m_record.kyoku.size() > 2);
}

void TestGameLine::closedLineGoesNowhere()
{
    GameLine line;
    QVERIFY(!line.isOpen());
    QVERIFY(!line.next());
    QVERIFY(!line.previous());
    QVERIFY(!line.seek(0, 3));
    QVERIFY(!line.nextDecision(0, false));
    QVERIFY(line.atStart());
    QVERIFY(line.atEnd());
    QCOMPARE(line.kyokuCount(), 0);
}

void TestGameLine::stepsAcrossHands()
{
    GameLine line;
    line.open(m_record);
    QVERIFY(line.isOpen());
    QCOMPARE(line.kyokuCount(), int(m_record.kyoku.size()));
    QCOMPARE(line.currentKyoku(), 0);
    QCOMPARE(line.currentStep(), 0);
    QVERIFY(line.atStart());
    QVERIFY(!line.previous()); // nothing before the deal of the first hand

    QVERIFY(line.next());
    QCOMPARE(line.currentStep(), 1);
    QCOMPARE(line.globalStep(), 1);
    QCOMPARE(line.state().step, 1);

    // From the last step of a hand, next goes to the deal of the next hand, and back.
    const int last = line.stepCount() - 1;
    QVERIFY(line.seek(0, last));
    QVERIFY(line.next());
    QCOMPARE(line.currentKyoku(), 1);
    QCOMPARE(line.currentStep(), 0);
    QVERIFY(line.previous());
    QCOMPARE(line.currentKyoku(), 0);
    QCOMPARE(line.currentStep(), last);

    // The end of the game: no further.
    QVERIFY(line.seekGlobal(line.totalSteps() - 1));
    QVERIFY(line.atEnd());
    QVERIFY(!line.next());
    QVERIFY(!line.seekGlobal(line.totalSteps() + 50)); // clamped: already there
}

void TestGameLine::seeksAreClamped()
{
    GameLine line;
    line.open(m_record);
    QVERIFY(!line.seek(0, 0)); // already there: no move
    QVERIFY(!line.seek(-1, 0));
    QVERIFY(!line.seek(line.kyokuCount(), 0));
    QVERIFY(line.seek(1, 100000));
    QCOMPARE(line.currentKyoku(), 1);
    QCOMPARE(line.currentStep(), line.stepCount() - 1);
    line.close();
    QVERIFY(!line.isOpen());
    QCOMPARE(line.totalSteps(), 0);
}

void TestGameLine::decisionsOfASeat()
{
    GameLine line;
    line.open(m_record);
    const int all = line.decisionCount(0, false);
    const int inefficient = line.decisionCount(0, true);
    QVERIFY(all > 10);
    QVERIFY(inefficient <= all);

    // Walking with nextDecision visits every decision of seat 0, in order, each one a step
    // where seat 0 holds 14 tiles and is to act.
    int visited = 0;
    int lastGlobal = -1;
    while (line.nextDecision(0, false)) {
        ++visited;
        QVERIFY(line.globalStep() > lastGlobal);
        lastGlobal = line.globalStep();
        QCOMPARE(line.state().turn, 0);
        QCOMPARE(line.state().phase, game::TableState::Phase::Discard);
    }
    QCOMPARE(visited, all);
    // And back with previousDecision: the same number, ending at the first one.
    int back = 1;
    while (line.previousDecision(0, false))
        ++back;
    QCOMPARE(back, all);
    QCOMPARE(line.hand(line.currentKyoku()).decisions.front().step, line.currentStep());

    // The hands' wins are where the record has them.
    for (int k = 0; k < line.kyokuCount(); ++k)
        QCOMPARE(line.hand(k).wins.size(), m_record.kyoku[std::size_t(k)].wins.size());
}

HAIFU_TEST_GUILESS_MAIN(TestGameLine)
#include "tst_gameline.moc"
