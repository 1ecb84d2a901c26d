// Push or fold (core/insight/pushfold.h): the deal-in rates per safety tier measured again on
// real games (the records of the tests, the shared corpus and the Houou games when they are
// there), and the weighing on hand-made tables: no threat changes nothing, a far hand folds to
// a genbutsu, a good tenpai pushes a nearly safe tile.
#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/pushfold.h"
#include "insightdata.h"
#include "sharedrecords.h"
#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <array>
#include <cmath>

using namespace haifu;

namespace {

// Every record file the calibration reads: the tests' own, the shared corpus, the Houou games.
QStringList calibrationFiles()
{
    QStringList files;
    const QString shared = haifu::test::sharedRecordsDir();
    for (const QString &dir : { QStringLiteral(HAIFU_RECORDS_DATA), shared,
                 QDir(shared).absoluteFilePath(QStringLiteral("../houou")) }) {
        QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(QLatin1String(".md")))
                files << path;
        }
    }
    return files;
}

struct TierCount
{
    int discards = 0;
    int dealIns = 0;
};

// Whether `threat` ronned the discard the seat to act makes at the state's step: the wins, if
// any, follow the discard.
bool ronnedBy(const game::Record &record, const game::TableState &s, int threat)
{
    const game::Kyoku &kyoku = record.kyoku[std::size_t(s.kyoku)];
    for (std::size_t e = std::size_t(s.step) + 1; e < kyoku.events.size(); ++e) {
        if (kyoku.events[e].type != game::EventType::Win)
            return false;
        const game::WinResult &win = kyoku.wins[std::size_t(kyoku.events[e].result)];
        if (win.winner == threat && win.from == s.turn)
            return true;
    }
    return false;
}

// Every discard of a player not in riichi facing another player: against a riichi (into `out`)
// and, when asked, against an open hand that shows a threat (into `open`), the tile's tier
// against that player and whether that player ronned it.
void countRecord(const game::Record &record, std::array<TierCount, insight::kSafetyTierCount> &out,
        std::array<TierCount, insight::kSafetyTierCount> *open = nullptr)
{
    for (int k = 0; k < int(record.kyoku.size()); ++k) {
        auto dealt = game::dealState(record, k);
        if (!dealt)
            continue;
        game::TableState s = *dealt;
        const auto &events = record.kyoku[std::size_t(k)].events;
        while (!s.ended && s.step < int(events.size())) {
            const game::Event &next = events[std::size_t(s.step)];
            if (s.phase == game::TableState::Phase::Discard && next.type == game::EventType::Discard
                    && !s.player(s.turn).inRiichi()) {
                for (int other = 0; other < s.playerCount; ++other) {
                    if (other == s.turn)
                        continue;
                    std::array<TierCount, insight::kSafetyTierCount> *into = nullptr;
                    if (s.player(other).inRiichi()) {
                        into = &out;
                    } else if (open) {
                        const auto threat = insight::threatOf(s, other);
                        if (threat && threat->kind == insight::ThreatKind::OpenHand)
                            into = open;
                    }
                    if (!into)
                        continue;
                    const insight::TileSafety safety =
                            insight::safetyOf(s, s.turn, other, next.tile.kind);
                    TierCount &c = (*into)[std::size_t(safety.tier)];
                    ++c.discards;
                    c.dealIns += ronnedBy(record, s, other) ? 1 : 0;
                }
            }
            if (game::applyNext(s, record))
                break;
        }
    }
}

} // namespace

class TestPushFold : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dealInRatesMeasured();
    void noThreatKeepsTheExpectedValue();
    void farHandFoldsNearTenpaiPushes();
};

// The rates the model uses are the rates of real games: each tier with enough discards is
// within 4 standard errors (plus half a point) of what the records show.
void TestPushFold::dealInRatesMeasured()
{
    // The records of the tests alone are too few: the shared corpus is needed (always in CI).
    if (const QString problem = haifu::test::sharedRecordsProblem(); !problem.isEmpty()) {
        if (haifu::test::sharedRecordsRequired() || haifu::test::sharedRecordsSeen())
            QFAIL(qPrintable(problem));
        QSKIP(qPrintable(problem));
    }
    std::array<TierCount, insight::kSafetyTierCount> counts{};
    std::array<TierCount, insight::kSafetyTierCount> open{};
    int records = 0;
    for (const QString &path : calibrationFiles()) {
        auto record = formats::readRecordFile(path);
        if (!record)
            continue;
        ++records;
        countRecord(*record, counts, &open);
    }
    QVERIFY2(records >= 10, "the calibration read fewer than 10 records");
    int total = 0;
    for (int tier = 0; tier < insight::kSafetyTierCount; ++tier) {
        const TierCount &c = counts[std::size_t(tier)];
        total += c.discards;
        const double rate = c.discards > 0 ? double(c.dealIns) / c.discards : 0.0;
        const double model = insight::kRiichiDealInRate[std::size_t(tier)];
        qInfo("tier %d: %d discards facing a riichi, %d dealt in: %.3f (model %.3f)", tier + 1,
                c.discards, c.dealIns, rate, model);
        if (c.discards < 200)
            continue;
        const double se = std::sqrt(std::max(rate * (1 - rate), 0.001) / c.discards);
        QVERIFY2(std::abs(rate - model) <= 4 * se + 0.005,
                qPrintable(QStringLiteral("tier %1: measured %2, model %3")
                                   .arg(tier + 1)
                                   .arg(rate)
                                   .arg(model)));
    }
    QVERIFY2(total >= 1000, "too few discards facing a riichi to calibrate");
    // Against an open hand that shows a threat: the deal-ins as a share of what the riichi
    // rates would give on the same tiles (kOpenThreatShare).
    double openDealIns = 0, openAtRiichiRates = 0;
    for (int tier = 0; tier < insight::kSafetyTierCount; ++tier) {
        const TierCount &c = open[std::size_t(tier)];
        openDealIns += c.dealIns;
        openAtRiichiRates += c.discards * insight::kRiichiDealInRate[std::size_t(tier)];
        qInfo("tier %d against an open hand: %d discards, %d dealt in", tier + 1, c.discards,
                c.dealIns);
    }
    QVERIFY(openAtRiichiRates >= 100);
    const double share = openDealIns / openAtRiichiRates;
    const double shareError = std::sqrt(std::max(openDealIns, 1.0)) / openAtRiichiRates;
    qInfo("open hands deal in %.2f times as often as a riichi would (model %.2f)", share,
            insight::kOpenThreatShare);
    QVERIFY2(std::abs(share - insight::kOpenThreatShare) <= 4 * shareError + 0.02,
            qPrintable(QStringLiteral("open-hand share: measured %1, model %2")
                               .arg(share)
                               .arg(insight::kOpenThreatShare)));
}

namespace {

insight::DiscardEv row(const char *tile, int shanten, double ev)
{
    insight::DiscardEv r;
    r.tile = *rules::parseTile(tile);
    r.shanten = shanten;
    r.expectedScore = ev;
    return r;
}

} // namespace

void TestPushFold::noThreatKeepsTheExpectedValue()
{
    insight::EvTable table;
    table.discards = { row("5p", 1, 900), row("1z", 2, 400) };
    const insight::DiscardWeighing w =
            insight::weighDiscards(table, insight::HandDanger{}, game::TableState{});
    QVERIFY(!w.threatened);
    QCOMPARE(rules::toString(w.choices.front().tile), std::string("5p"));
    QCOMPARE(w.choices.front().value, 900.0);
    QVERIFY(!w.folds);
}

void TestPushFold::farHandFoldsNearTenpaiPushes()
{
    // Two-shanten: 5p (both sides open) keeps the better hand, 1z is genbutsu.
    insight::EvTable far;
    far.discards = { row("5p", 2, 700), row("1z", 3, 250) };
    const insight::DiscardWeighing folds =
            insight::weighDiscards(far, test::riichiDanger({ { "5p", 6 }, { "1z", 0 } }), {});
    QVERIFY(folds.threatened);
    QCOMPARE(rules::toString(folds.choices.front().tile), std::string("1z"));
    QVERIFY(folds.folds);
    QCOMPARE(folds.choices.back().dealIn, insight::kRiichiDealInRate[6]);
    // Tenpai with a good hand: 9s (suji terminal, pair waits only) goes; the genbutsu breaks
    // the tenpai.
    insight::EvTable tenpai;
    tenpai.discards = { row("9s", 0, 3500), row("1z", 1, 600) };
    const insight::DiscardWeighing pushes =
            insight::weighDiscards(tenpai, test::riichiDanger({ { "9s", 2 }, { "1z", 0 } }), {});
    QCOMPARE(rules::toString(pushes.choices.front().tile), std::string("9s"));
    QVERIFY(!pushes.folds);
    QVERIFY(pushes.choices.front().value < 3500.0); // the risk is counted
}

HAIFU_TEST_GUILESS_MAIN(TestPushFold)
#include "tst_pushfold.moc"
