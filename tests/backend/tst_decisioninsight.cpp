// The engine's insight in the viewer: danger at a decision facing a riichi, the
// expected value of each discard arriving from the worker thread, the deal-ins of a game, the
// scan for costly discards, on real records.
#include "insight/decisioninsight.h"
#include "insight/insighttext.h"
#include "viewer/discardoptionmodel.h"
#include "viewer/gamesession.h"
#include "viewer/seatstate.h"
#include "viewer/tilelistmodel.h"

#include "testmain.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestDecisionInsight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void dangerFacingRiichi();
    void dealInsOfTheGame();
    void expectedValuesArrive();
    void riichiHasNoChoice();
    void costlyDiscardsScan();
    void goingBackSaysWhy();
    void callChanceIsAdvised();
    void allLastValuesPlacement();

private:
    static QString record(const char *name)
    {
        return QStringLiteral(HAIFU_RECORDS_DATA "/") + QString::fromLatin1(name);
    }
    // fastmaj 2009-08-28: seat 3 deals in with 6s into seat 0's riichi at E1-0, step 135.
    static constexpr const char *kRiichiGame = "fastmaj__2009082817gm-00ab-0000-997dbe26_tw0.mjlog";
    static constexpr const char *kOpenGame = "fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog";
};

void TestDecisionInsight::dangerFacingRiichi()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record(kRiichiGame)));
    QVERIFY(session.jumpTo(0, 135));
    DecisionInsight *insight = session.insight();
    QVERIFY(insight->threatened());
    QVERIFY2(insight->threatsText().contains(u"(riichi)"_s), qPrintable(insight->threatsText()));
    // 5m is in the riichi player's river: genbutsu against every threat (tier 0); the 6s
    // played was one side open (tier 5) against the riichi.
    const auto &rows = session.analysis()->discardOptions()->rows();
    QVERIFY(!rows.isEmpty());
    bool sawGenbutsu = false;
    bool sawPlayed = false;
    for (const DiscardRow &row : rows) {
        QVERIFY2(row.danger >= 0 && row.danger <= 6, qPrintable(row.code));
        QVERIFY(!row.dangerText.isEmpty());
        if (row.code == u"5m"_s) {
            QCOMPARE(row.danger, 0);
            QVERIFY2(row.dangerText.contains(u"Genbutsu"_s), qPrintable(row.dangerText));
            sawGenbutsu = true;
        }
        if (row.code == u"6s"_s) {
            QCOMPARE(row.danger, 5);
            sawPlayed = true;
        }
    }
    QVERIFY(sawGenbutsu);
    QVERIFY(sawPlayed); // the 6s played is a row: its tier was checked
    // The hand drawn at the table carries the same tiers.
    const QList<TileItem> hand = session.seat(3)->hand()->tiles();
    QCOMPARE(hand.size(), 14);
    for (const TileItem &t : hand)
        QVERIFY2(t.danger >= 0, qPrintable(t.code));
    // One step on, nobody holds 14 tiles: no marks.
    QVERIFY(session.next());
    for (const TileItem &t : session.seat(3)->hand()->tiles())
        QCOMPARE(t.danger, -1);
}

void TestDecisionInsight::dealInsOfTheGame()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record(kRiichiGame)));
    LineListModel *dealIns = session.insight()->dealIns();
    QCOMPARE(dealIns->rowCount(), 2);
    const LineItem first = dealIns->lines().front();
    QVERIFY2(first.label.startsWith(u"E1-0"_s), qPrintable(first.label));
    QCOMPARE(first.amount, 6); // tier 6 of 7: one side open
    QVERIFY2(first.detail.contains(u"half suji"_s), qPrintable(first.detail));
    session.insight()->showDealIn(0);
    QCOMPARE(session.position()->kyoku(), 0);
    QCOMPARE(session.position()->step(), 135);
    session.close();
    QCOMPARE(dealIns->rowCount(), 0);
}

void TestDecisionInsight::expectedValuesArrive()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record(kOpenGame)));
    QVERIFY(session.jumpTo(0, 41));
    DecisionInsight *insight = session.insight();
    QTRY_VERIFY_WITH_TIMEOUT(insight->evReady(), 20000);
    QVERIFY(!insight->evRunning());
    QCOMPARE(insight->evTurns(), 12);
    // An open hand threatens here: push or fold, with the tile and what it risks.
    QVERIFY(insight->threatened());
    QVERIFY2(insight->adviceText().startsWith(u"Advice: push "_s)
                    || insight->adviceText().startsWith(u"Advice: fold with "_s),
            qPrintable(insight->adviceText()));
    QVERIFY2(insight->adviceText().contains(u"% of the time"_s), qPrintable(insight->adviceText()));
    const auto &rows = session.analysis()->discardOptions()->rows();
    QVERIFY(rows.size() > 3);
    // Every row has the advice's share; they add up to 1 and one row is the advice, the one the
    // text names.
    double shares = 0;
    int advised = 0;
    for (const DiscardRow &row : rows) {
        QVERIFY2(row.preference > 0 && row.preference < 1, qPrintable(row.code));
        shares += row.preference;
        if (row.advised) {
            ++advised;
            QVERIFY2(insight->adviceText().contains(u" "_s + row.code + u" "_s),
                    qPrintable(insight->adviceText()));
        }
    }
    QVERIFY(std::abs(shares - 1.0) < 1e-9);
    QCOMPARE(advised, 1);
    double best = -1;
    for (const DiscardRow &row : rows) {
        QVERIFY2(row.evReady, qPrintable(row.code));
        QVERIFY(row.winProbability >= 0 && row.winProbability <= 1);
        QVERIFY(row.tenpaiProbability >= row.winProbability);
        QVERIFY(row.evLoss >= -1e-9);
        QVERIFY2(!row.whyText.isEmpty(), qPrintable(row.code));
        best = std::max(best, row.expectedScore);
    }
    // The rows keep the efficiency order; the best expected value has no loss and says so.
    for (const DiscardRow &row : rows) {
        if (row.expectedScore == best) {
            QVERIFY(row.evLoss < 1e-9);
            QVERIFY2(
                    row.whyText.startsWith(u"The best expected value."_s), qPrintable(row.whyText));
        } else {
            QVERIFY2(row.whyText.contains(u"points below"_s), qPrintable(row.whyText));
        }
    }
    // Away and back: the table comes from the cache at once.
    QVERIFY(session.next());
    QVERIFY(session.previous());
    QVERIFY(insight->evReady());
    QVERIFY(session.analysis()->discardOptions()->rows().front().evReady);
}

void TestDecisionInsight::riichiHasNoChoice()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record(kRiichiGame)));
    QVERIFY(session.jumpTo(0, 135)); // seat 3 is in riichi: its draw goes
    QVERIFY(!session.insight()->evRunning());
    QVERIFY(!session.insight()->evReady());
    for (const DiscardRow &row : session.analysis()->discardOptions()->rows())
        QVERIFY(!row.evReady);
}

void TestDecisionInsight::costlyDiscardsScan()
{
    QSettings().remove(u"analysis/costlyLoss"_s);
    GameSession session(nullptr);
    QVERIFY(session.open(record(kOpenGame)));
    DecisionInsight *insight = session.insight();
    QCOMPARE(insight->costlyLoss(), 500);
    QTRY_VERIFY_WITH_TIMEOUT(!insight->scanning() && insight->scanTotal() > 0, 120000);
    QCOMPARE(insight->scanDone(), insight->scanTotal());
    // Every scanned discard loses at least 0 points: with a threshold of 0 all are costly.
    QSignalSpy changed(insight, &DecisionInsight::scanChanged);
    insight->setCostlyLoss(0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(insight->costlyCount(), insight->scanTotal());
    QCOMPARE(QSettings().value(u"analysis/costlyLoss"_s).toInt(), 0);
    // Next costly goes to the viewpoint seat's next decision, in game order.
    QVERIFY(insight->nextCostly(0, 0));
    QCOMPARE(session.position()->kyoku(), 0);
    QVERIFY(session.position()->step() > 0);
    const int first = session.position()->step();
    QVERIFY(insight->nextCostly(session.position()->kyoku(), session.position()->step()));
    QVERIFY(session.position()->kyoku() > 0 || session.position()->step() > first);
    // A threshold nothing reaches: none, and no move.
    insight->setCostlyLoss(100000);
    QCOMPARE(insight->costlyCount(), 0);
    QVERIFY(!insight->nextCostly(0, 0));
    QSettings().remove(u"analysis/costlyLoss"_s);
}

// A recommendation that raises the shanten says why: what it gains over the best discard that
// keeps the lower shanten. Any other row does not say it.
void TestDecisionInsight::goingBackSaysWhy()
{
    haifu::insight::EvTable table;
    const auto row = [](const char *tile, int shanten, double ev) {
        haifu::insight::DiscardEv d;
        d.tile = *haifu::rules::parseTile(tile);
        d.shanten = shanten;
        d.expectedScore = ev;
        return d;
    };
    table.discards = { row("1m", 2, 1200), row("5p", 1, 900), row("9s", 1, 800) };
    const QString best = InsightText::whyText({}, table.discards[0], table);
    QVERIFY2(best.contains(u"Goes back to 2-shanten: 300 expected points more than 5p"_s),
            qPrintable(best));
    const QString other = InsightText::whyText({}, table.discards[1], table);
    QVERIFY2(!other.contains(u"Goes back"_s), qPrintable(other));
    table.discards = { row("5p", 1, 900), row("1m", 2, 700) };
    QVERIFY(!InsightText::whyText({}, table.discards[0], table).contains(u"Goes back"_s));

    // A discard that leaves a closed tenpai weighs riichi against dama, whichever it chose.
    haifu::insight::DiscardEv tenpai = row("9s", 0, 2345);
    tenpai.riichiOption = true;
    tenpai.riichi = true;
    tenpai.riichiScore = 2345;
    tenpai.damaScore = 1890.4;
    table.discards = { tenpai };
    QString why = InsightText::whyText({}, tenpai, table);
    QVERIFY2(why.contains(u"Riichi: 2,345 expected points against 1,890 dama."_s), qPrintable(why));
    tenpai.riichi = false;
    tenpai.riichiScore = 1200;
    why = InsightText::whyText({}, tenpai, table);
    QVERIFY2(why.contains(u"Dama: 1,890 expected points against 1,200 for riichi."_s),
            qPrintable(why));

    // A sampled row says how many runs and the standard error of its expected points.
    haifu::insight::DiscardEv far = row("9s", 5, 150);
    far.exact = false;
    far.samples = 2000;
    far.standardError = 11.6;
    table.discards = { far };
    why = InsightText::whyText({}, far, table);
    QVERIFY2(why.contains(u"Sampled (2000 runs, standard error 12 points)."_s), qPrintable(why));
}

// Right after a discard someone may call, the panel says what to do; a step later it is gone.
void TestDecisionInsight::callChanceIsAdvised()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml")));
    QVERIFY(session.jumpTo(0, 56)); // West may pon the White just discarded, and does
    const QString text = session.insight()->callAdviceText();
    QVERIFY2(text.contains(u"can call 5z. Advice: pon ("_s), qPrintable(text));
    QVERIFY2(text.contains(u"passing "_s), qPrintable(text));
    QVERIFY(session.jumpTo(0, 57)); // the pon: nothing to call any more
    QCOMPARE(session.insight()->callAdviceText(), QString());
}

// South 4 of a Houou game: seat 3 is last, 13,300 behind third, and seat 1's open hand threatens.
// With the expected values the advice line values the placement on the score sheet.
void TestDecisionInsight::allLastValuesPlacement()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QVERIFY(session.jumpTo(11, 45));
    DecisionInsight *insight = session.insight();
    QVERIFY2(insight->adviceText().contains(u"All-last: the ranking decides; place 4"_s),
            qPrintable(insight->adviceText()));
    QVERIFY(!insight->adviceText().contains(u"On the score sheet"_s) || insight->evReady());
    QTRY_VERIFY_WITH_TIMEOUT(insight->evReady(), 20000);
    const QString text = insight->adviceText();
    // Last as it stands with 4,800 points: (4,800 - 30,000) / 1,000 and -20 of uma.
    QVERIFY2(text.contains(u"On the score sheet: -45.2 as it stands (place 4)."_s),
            qPrintable(text));
    QVERIFY2(text.contains(u"A win of about "_s), qPrintable(text));
    // The open hand's expected 3,900 (no dora in its melds) keeps seat 3 last.
    QVERIFY2(text.contains(u"Dealing in about 3,900 leaves place 4."_s), qPrintable(text));
}

HAIFU_TEST_MAIN(TestDecisionInsight)
#include "tst_decisioninsight.moc"
