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
    QStringList files;
    for (const QString &root :
            { QStringLiteral(HAIFU_TEST_DATA) + u"/records"_s, test::sharedRecordsDir() }) {
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(u".md"_s))
                files << path;
        }
    }
    files.sort();
    return files;
}

} // namespace

class TestPlayStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void doubleRonByHand();
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
