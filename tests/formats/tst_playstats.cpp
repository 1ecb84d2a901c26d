// A player's play counted hand by hand (game/playstats.h) against counts written apart from it:
// the record's own results and events read directly (wins, tsumo, deal-ins and their points,
// riichi, calls, draws, score changes), without a replay; the splits adding up to their totals;
// hand-worked figures for a double ron; on every record of tests/data and ../shared/records.
#include "formats/recordio.h"
#include "game/playmetrics.h"
#include "game/playstats.h"

#include "sharedrecords.h"
#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QTest>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace {

// The same counters the record states outright, read from its results and events alone.
struct Direct
{
    int hands = 0, wins = 0, tsumo = 0, dealIns = 0, riichi = 0, called = 0, draws = 0,
        drawTenpai = 0;
    long winPoints = 0, dealInPoints = 0, net = 0;
};

Direct direct(const game::Record &record, int seat)
{
    Direct d;
    for (const game::Kyoku &k : record.kyoku) {
        ++d.hands;
        bool riichi = false;
        bool called = false;
        for (const game::Event &e : k.events) {
            if (e.seat != seat)
                continue;
            riichi = riichi || (e.type == game::EventType::Discard && e.riichi);
            called = called || e.type == game::EventType::Call;
        }
        d.riichi += riichi ? 1 : 0;
        d.called += called ? 1 : 0;
        bool dealtIn = false;
        for (const game::WinResult &w : k.wins) {
            const int from = w.from >= 0 ? w.from : w.winner;
            if (w.winner == seat) {
                ++d.wins;
                d.tsumo += from == seat ? 1 : 0;
                d.winPoints += w.points;
            } else if (from == seat) {
                dealtIn = true;
                d.dealInPoints += w.points;
            }
        }
        d.dealIns += dealtIn ? 1 : 0;
        if (k.draw && k.draw->kind == game::DrawKind::Exhaustive) {
            ++d.draws;
            d.drawTenpai += k.draw->tenpai[std::size_t(seat)] ? 1 : 0;
        }
        if (k.hasEndScores)
            d.net += k.endScores[std::size_t(seat)] - k.startScores[std::size_t(seat)];
    }
    return d;
}

QStringList recordFiles()
{
    return test::recordFilesIn(QStringLiteral(HAIFU_TEST_DATA) + u"/records"_s)
            + test::sharedRecordFiles();
}

} // namespace

class TestPlayStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void doubleRonByHand();
    void smallGameByHand();
    void corpusAgainstTheRecord();
    void metricsOfTotals();
};

void TestPlayStats::doubleRonByHand()
{
    // reviewer__double_ron: E4-0, seat 3 deals in to seat 0 (riichi, haneman 12,000) and to
    // seat 2 (open: hatsu, 2,000) with one discard.
    auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_TEST_DATA) + u"/records/reviewer__double_ron.json"_s);
    QVERIFY(record);
    auto three = game::countPlay(*record, 3);
    QVERIFY2(three, three ? "" : three.error().message.c_str());
    QCOMPARE(three->hands, 1);
    QCOMPARE(three->dealIns, 1); // one deal-in for both winners
    QCOMPARE(three->dealInPoints, 14000L);
    QCOMPARE(three->dealInToRiichi, 1); // the first winner was in riichi
    QCOMPARE(three->dealInToRiichi + three->dealInToOpen + three->dealInToDama, 1);
    auto zero = game::countPlay(*record, 0);
    QVERIFY(zero);
    QCOMPARE(zero->wins, 1);
    QCOMPARE(zero->riichi, 1);
    QCOMPARE(zero->riichiWins, 1);
    QCOMPARE(zero->winPoints, 12000L);
    QCOMPARE(zero->damaWins, 0);
    auto two = game::countPlay(*record, 2);
    QVERIFY(two);
    QCOMPARE(two->wins, 1);
    QCOMPARE(two->calledHands, 1);
    QCOMPARE(two->callWins, 1);
    QCOMPARE(two->damaWins, 0); // open
    QCOMPARE(two->winPoints, 2000L);
}

// fastmaj 2014051511gm-0041 (a five-hand east-only game), worked from its mjlog's tags by hand:
//   E1-0 (dealer 0): calls by 0, 1 and 3; exhaustive draw, 0 and 1 tenpai (+1,500 each).
//   E1-1 (dealer 0): 2 deals in to 3 (open: tanyao, aka; 2,000) and 1 (closed, no riichi:
//        tanyao; 1,300) with one discard, 1 after 18 discards of its own.
//   E2-0 (dealer 1): 2 tsumo after three calls, 8,000.
//   E3-0 (dealer 2): 1 rons 3 (2,000) after a call, 14 discards.
//   E4-0 (dealer 3): 3 riichi after 10 discards, 0 chases after 10 discards, 0 deals in to 1
//        (closed, no riichi: pinfu, tanyao, aka 2; 7,700) with 13 discards of 1's.
//   Final: 0 15,800 (4th), 1 35,500 (1st), 2 27,900, 3 20,800.
void TestPlayStats::smallGameByHand()
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_TEST_DATA)
            + u"/records/fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog"_s);
    QVERIFY(record);
    QCOMPARE(record->kyoku.size(), std::size_t(5));
    auto all = game::countPlayAll(*record);
    QVERIFY2(all, all ? "" : all.error().message.c_str());
    const game::PlayCounts &p0 = (*all)[0];
    QCOMPARE(p0.hands, 5);
    QCOMPARE(p0.dealerHands, 2);
    QCOMPARE(p0.dealerKept, 1); // tenpai at E1-0's draw, not at E1-1
    QCOMPARE(p0.wins, 0);
    QCOMPARE(p0.dealIns, 1);
    QCOMPARE(p0.dealInPoints, 7700L);
    QCOMPARE(p0.dealInInRiichi, 1);
    QCOMPARE(p0.dealInToDama, 1);
    QCOMPARE(p0.riichi, 1);
    QCOMPARE(p0.chaseRiichi, 1);
    QCOMPARE(p0.firstRiichi, 0);
    QCOMPARE(p0.riichiTurns, 10);
    QCOMPARE(p0.riichiDealIns, 1);
    QCOMPARE(p0.calledHands, 3);
    QCOMPARE(p0.callDealIns, 0);
    QCOMPARE(p0.exhaustiveDraws, 1);
    QCOMPARE(p0.drawTenpai, 1);
    QCOMPARE(p0.netPoints, -9200L); // 15,800 - 25,000, the riichi stick included
    const game::PlayCounts &p1 = (*all)[1];
    QCOMPARE(p1.wins, 3);
    QCOMPARE(p1.tsumoWins, 0);
    QCOMPARE(p1.winPoints, 11000L); // 1,300 + 2,000 + 7,700
    QCOMPARE(p1.damaWins, 2); // E1-1 and E4-0; E3-0 was open
    QCOMPARE(p1.callWins, 1);
    QCOMPARE(p1.calledHands, 2);
    QCOMPARE(p1.winTurns, 18 + 14 + 13);
    QCOMPARE(p1.dealerHands, 1);
    QCOMPARE(p1.dealerKept, 0);
    QCOMPARE(p1.drawTenpai, 1);
    QCOMPARE(p1.netPoints, 10500L);
    const game::PlayCounts &p2 = (*all)[2];
    QCOMPARE(p2.dealIns, 1); // the double ron
    QCOMPARE(p2.dealInPoints, 3300L);
    QCOMPARE(p2.dealInToOpen, 1); // the first winner's hand
    QCOMPARE(p2.wins, 1);
    QCOMPARE(p2.tsumoWins, 1);
    QCOMPARE(p2.winPoints, 8000L);
    QCOMPARE(p2.winTurns, 14);
    QCOMPARE(p2.callWins, 1);
    QCOMPARE(p2.drawTenpai, 0);
    const game::PlayCounts &p3 = (*all)[3];
    QCOMPARE(p3.riichi, 1);
    QCOMPARE(p3.firstRiichi, 1);
    QCOMPARE(p3.wins, 1);
    QCOMPARE(p3.winPoints, 2000L);
    QCOMPARE(p3.dealIns, 1);
    QCOMPARE(p3.dealInToOpen, 1); // 1 had called in E3-0
    // The game's end: the metrics of seat 0's totals.
    game::PlayerTotals t;
    t.addGame(4, 15800, -34.0, p0);
    QCOMPARE(*game::metricValue(*game::metricByKey("average_riichi_turn"), t), 11.0);
    QCOMPARE(*game::metricValue(*game::metricByKey("net_per_hand"), t), -1840.0);
    QCOMPARE(*game::metricValue(*game::metricByKey("call_rate"), t), 0.6);
    QCOMPARE(*game::metricValue(*game::metricByKey("dealer_kept_rate"), t), 0.5);
    QCOMPARE(*game::metricValue(*game::metricByKey("average_points"), t), -34.0);
    game::PlayerTotals t1;
    t1.addGame(1, 35500, 45.0, p1);
    QCOMPARE(*game::metricValue(*game::metricByKey("average_win_turn"), t1), 16.0);
    QCOMPARE(*game::metricValue(*game::metricByKey("dama_share"), t1), 2.0 / 3.0);
    QCOMPARE(*game::metricValue(*game::metricByKey("win_rate"), t1), 0.6);
}

void TestPlayStats::corpusAgainstTheRecord()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    int records = 0;
    int counted = 0;
    game::PlayCounts all;
    for (const QString &path : recordFiles()) {
        auto record = formats::readRecordFile(path);
        if (!record)
            continue;
        ++records;
        for (int seat = 0; seat < record->playerCount; ++seat) {
            auto counts = game::countPlay(*record, seat);
            if (!counts)
                continue; // a record that does not replay (tst_corpus_verify names them)
            ++counted;
            const game::PlayCounts &c = *counts;
            const Direct d = direct(*record, seat);
            const QString where = QFileInfo(path).fileName() + u" seat "_s + QString::number(seat);
            QVERIFY2(c.hands == d.hands && c.wins == d.wins && c.tsumoWins == d.tsumo
                            && c.dealIns == d.dealIns && c.riichi == d.riichi
                            && c.calledHands == d.called && c.exhaustiveDraws == d.draws
                            && c.drawTenpai == d.drawTenpai && c.winPoints == d.winPoints
                            && c.dealInPoints == d.dealInPoints && c.netPoints == d.net,
                    qPrintable(where));
            // The splits add up.
            QCOMPARE(c.dealInInRiichi + c.dealInTenpai + c.dealInNotTenpai, c.dealIns);
            QCOMPARE(c.dealInToRiichi + c.dealInToOpen + c.dealInToDama, c.dealIns);
            QCOMPARE(c.firstRiichi + c.chaseRiichi, c.riichi);
            QVERIFY(c.riichiWins <= c.riichi && c.riichiDealIns <= c.riichi);
            QVERIFY(c.riichiMultiWait <= c.riichi && c.uraWins <= c.riichiWins);
            QVERIFY(c.damaWins <= c.wins && c.callWins <= c.wins);
            QVERIFY(c.dealerKept <= c.dealerHands && c.dealerHands <= c.hands);
            QVERIFY(c.drawTenpai <= c.exhaustiveDraws);
            all += c;
        }
    }
    QVERIFY2(records > 40, qPrintable(u"%1 records"_s.arg(records)));
    QVERIFY(counted > 150);
    // The corpus has each kind of case.
    QVERIFY(all.chaseRiichi > 0 && all.firstRiichi > all.chaseRiichi);
    QVERIFY(all.dealInTenpai > 0 && all.dealInNotTenpai > 0 && all.dealInInRiichi > 0);
    QVERIFY(all.dealInToRiichi > 0 && all.dealInToOpen > 0 && all.dealInToDama > 0);
    QVERIFY(all.damaWins > 0 && all.ippatsuWins > 0 && all.uraWins > 0);
    QVERIFY(!all.rare.empty());
}

void TestPlayStats::metricsOfTotals()
{
    // The double ron's discarder, its one hand counted as a game finished 4th at -2,000 (the
    // game-level figures given here, the hand's counted).
    auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_TEST_DATA) + u"/records/reviewer__double_ron.json"_s);
    QVERIFY(record);
    auto three = game::countPlay(*record, 3);
    QVERIFY(three);
    game::PlayerTotals t;
    t.addGame(4, -2000, std::nullopt, *three);
    auto value = [&](const char *key) {
        const game::Metric *m = game::metricByKey(key);
        if (!m)
            qFatal("no metric %s", key);
        return game::metricValue(*m, t);
    };
    QCOMPARE(*value("games"), 1.0);
    QCOMPARE(*value("fourth_rate"), 1.0);
    QCOMPARE(*value("average_place"), 4.0);
    QCOMPARE(*value("bust_rate"), 1.0);
    QCOMPARE(*value("deal_in_rate"), 1.0);
    QCOMPARE(*value("average_deal_in"), 14000.0);
    QCOMPARE(*value("deal_in_to_riichi"), 1.0);
    QVERIFY(!value("average_win")); // no win: no denominator
    QVERIFY(!value("average_points")); // no rank points known
    // Every metric: a unique key, a name, a formula naming what it is over.
    QSet<QString> keys;
    for (const game::Metric &m : game::metrics()) {
        QVERIFY(!keys.contains(QString::fromUtf8(m.key.data(), qsizetype(m.key.size()))));
        keys.insert(QString::fromUtf8(m.key.data(), qsizetype(m.key.size())));
        QVERIFY(!m.name.empty() && !m.formula.empty());
        QVERIFY(!game::perName(m.per).empty());
        if (const auto v = game::metricValue(m, t); v && m.kind == game::MetricKind::Rate)
            QVERIFY(*v >= 0 && *v <= 1);
    }
    QVERIFY(keys.size() >= 35);
}

HAIFU_TEST_GUILESS_MAIN(TestPlayStats)
#include "tst_playstats.moc"
