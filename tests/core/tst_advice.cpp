// Discard advice (core/insight/advice.h): the features on hand-made hands, checked against what
// the hand is (counted here by hand, not by the code under test); the preferences; a fold facing
// a riichi; and the agreement with the Tenhou Houou players of ../shared/houou and the lobby 00a9
// games of ../shared/records, which the weights were not fitted on, against the one-line
// efficiency rule counted here apart.
#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/advice.h"
#include "insight/calladvice.h"
#include "insight/placement.h"
#include "insightdata.h"
#include "rules/efficiency.h"
#include "sharedrecords.h"
#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <map>
#include <numeric>

using namespace haifu;
using rules::Tile;

namespace {

insight::EvInput inputOf(const char *hand, const char *indicator, int drawsLeft)
{
    return test::evInputOf(hand, indicator, drawsLeft);
}

// The rows of a hand without expected values: shanten and acceptance only.
insight::EvTable rowsOf(const insight::EvInput &in)
{
    insight::EvOptions options;
    options.turns = 0;
    return *insight::expectedValues(in, options);
}

std::size_t rowIndex(const insight::EvTable &table, const char *tile)
{
    const Tile t = *rules::parseTile(tile);
    for (std::size_t i = 0; i < table.discards.size(); ++i) {
        if (table.discards[i].tile == t)
            return i;
    }
    qFatal("no row for %s", tile);
}

// The Houou games: ../shared/houou and the lobby 00a9 records, one file per game (a game kept
// as XML and as JSON counts once).
QStringList hououGames()
{
    const QString shared = test::sharedRecordsDir();
    std::map<QString, QString> byGame;
    for (const QString &dir :
            { shared, QDir(shared).absoluteFilePath(QStringLiteral("../houou")) }) {
        QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo file(it.next());
            const bool houou = file.absolutePath().endsWith(QLatin1String("/houou"))
                    || file.fileName().contains(QLatin1String("-00a9-"));
            if (!houou || file.suffix() == QLatin1String("md"))
                continue;
            QString &kept = byGame[file.completeBaseName()];
            if (kept.isEmpty() || file.suffix() != QLatin1String("json"))
                kept = file.absoluteFilePath();
        }
    }
    QStringList games;
    for (const auto &[name, path] : byGame)
        games << path;
    return games;
}

// The one-line rule: lowest shanten, most tiles accepted (unseen copies), then the outermost tile.
Tile rulePick(const std::vector<insight::DiscardEv> &options)
{
    const auto outer = [](const Tile &t) {
        if (rules::isHonor(t.kind))
            return 0;
        const int n = rules::numberOf(t.kind);
        return std::min(n, 10 - n);
    };
    const auto better = [&](const insight::DiscardEv &a, const insight::DiscardEv &b) {
        if (a.shanten != b.shanten)
            return a.shanten < b.shanten;
        if (a.ukeire != b.ukeire)
            return a.ukeire > b.ukeire;
        return outer(a.tile) < outer(b.tile);
    };
    return std::min_element(options.begin(), options.end(), better)->tile;
}

} // namespace

class TestAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void featuresDescribeTheTile();
    void preferencesAreAShare();
    void earlyLoneGuestWindGoesFirst();
    void foldsFarFromTenpai();
    void drawAndRiverFeatures();
    void callChancesOfARecord();
    void placementAtAllLast();
    void placementReachValued();
    void placementAdviceFolds();
    void evRefinesAdvice();
    void agreesWithHououPlayers();
};

void TestAdvice::featuresDescribeTheTile()
{
    // 234m 567p 345s 99m: three runs and a pair; 1p, North and White alone. Dora 4s (indicator
    // 3s). Seat South, round East: North is a guest wind, White a dragon.
    const insight::EvInput in = inputOf("234m1567p345s99m4z5z", "3s", 12);
    const insight::EvTable table = rowsOf(in);
    const std::vector<insight::AdviceFeatures> f =
            insight::adviceFeatures(in, table, nullptr, nullptr);
    QCOMPARE(f.size(), table.discards.size());
    const auto &north = f[rowIndex(table, "4z")];
    QCOMPARE(north[insight::FeatureGuestWind], 1.0);
    QCOMPARE(north[insight::FeatureValueHonour], 0.0);
    QCOMPARE(north[insight::FeatureLone], 1.0);
    QCOMPARE(north[insight::FeatureShantenBack], 0.0);
    QCOMPARE(north[insight::FeatureEarlyHonour], 12 / 18.0);
    const auto &white = f[rowIndex(table, "5z")];
    QCOMPARE(white[insight::FeatureValueHonour], 1.0);
    QCOMPARE(white[insight::FeatureGuestWind], 0.0);
    const auto &onePin = f[rowIndex(table, "1p")];
    QCOMPARE(onePin[insight::FeatureTerminal], 1.0);
    QCOMPARE(onePin[insight::FeatureLone], 1.0);
    QCOMPARE(onePin[insight::FeatureSuitShare], 4 / 14.0);
    const auto &nine = f[rowIndex(table, "9m")];
    QCOMPARE(nine[insight::FeaturePair], 1.0);
    QCOMPARE(nine[insight::FeatureLone], 0.0);
    const auto &sixPin = f[rowIndex(table, "6p")];
    QCOMPARE(sixPin[insight::FeatureNeighbours], 2.0);
    QCOMPARE(sixPin[insight::FeatureShantenBack], 1.0); // breaks the run 567p
    const auto &fourSou = f[rowIndex(table, "4s")];
    QCOMPARE(fourSou[insight::FeatureDora], 1.0);
    QCOMPARE(f[rowIndex(table, "3s")][insight::FeatureNextToDora], 1.0);
    QCOMPARE(f[rowIndex(table, "5s")][insight::FeatureNextToDora], 1.0);
    // Keeping the best shanten: 1-shanten, accepting every kind that makes a second pair or a
    // shape (counted by rules::discardOptions, which the advice does not use).
    const auto options = *rules::discardOptions(in.hand);
    for (const rules::DiscardOption &o : options) {
        if (o.tile == *rules::parseTile("4z")) {
            QCOMPARE(north[insight::FeatureAcceptance], std::log1p(double(o.ukeire.total)));
        }
    }
    QVERIFY(north[insight::FeatureTwoStep] > north[insight::FeatureAcceptance]);
    // Without a state nothing is known of the rivers; without a weighing, of deal-ins.
    QCOMPARE(north[insight::FeatureInOtherRivers], 0.0);
    QCOMPARE(north[insight::FeatureDealIn], 0.0);
}

void TestAdvice::preferencesAreAShare()
{
    const insight::EvInput in = inputOf("234m1567p345s99m4z5z", "3s", 12);
    const insight::EvTable table = rowsOf(in);
    const auto f = insight::adviceFeatures(in, table, nullptr, nullptr);
    const std::vector<double> p = insight::advicePreferences(f);
    QCOMPARE(p.size(), f.size());
    QVERIFY(std::abs(std::accumulate(p.begin(), p.end(), 0.0) - 1.0) < 1e-12);
    for (double x : p)
        QVERIFY(x > 0 && x < 1);
    // Breaking a finished run is the least liked.
    QVERIFY(p[rowIndex(table, "6p")] < p[rowIndex(table, "4z")]);
    QVERIFY(p[rowIndex(table, "3m")] < p[rowIndex(table, "1p")]);
}

void TestAdvice::earlyLoneGuestWindGoesFirst()
{
    // Early (16 draws left), calm: of the three lone tiles the guest wind goes first.
    const insight::EvInput in = inputOf("234m1567p345s99m4z5z", "1z", 16);
    const insight::DiscardWeighing w =
            insight::adviseDiscards(in, rowsOf(in), insight::HandDanger{}, game::TableState{});
    QCOMPARE(rules::toString(w.choices.front().tile), std::string("4z"));
    QVERIFY(!w.threatened);
    QVERIFY(!w.folds);
    for (std::size_t i = 1; i < w.choices.size(); ++i)
        QVERIFY(w.choices[i - 1].preference >= w.choices[i].preference);
}

void TestAdvice::foldsFarFromTenpai()
{
    // A 3-shanten hand facing a riichi: 1z is genbutsu, the hand's other tiles are dangerous
    // middle tiles or suji.
    const insight::EvInput in = inputOf("139m468p2579s1z3z5z7z", "9p", 9);
    const insight::EvTable table = rowsOf(in);
    const insight::HandDanger danger = test::riichiDanger({ { "1m", 4 }, { "3m", 5 }, { "9m", 4 },
            { "4p", 6 }, { "6p", 6 }, { "8p", 5 }, { "2s", 5 }, { "5s", 6 }, { "7s", 5 },
            { "9s", 3 }, { "1z", 0 }, { "3z", 4 }, { "5z", 4 }, { "7z", 4 } });
    const insight::DiscardWeighing w = insight::adviseDiscards(in, table, danger, {});
    QVERIFY(w.threatened);
    QCOMPARE(rules::toString(w.choices.front().tile), std::string("1z"));
    QCOMPARE(w.choices.front().dealIn, 0.0);
    QVERIFY(w.choices.front().fold);
}

// At real decisions: the tile just drawn, the player's previous discard and the other rivers, read
// here from the table state apart from the code under test.
void TestAdvice::drawAndRiverFeatures()
{
    const auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"));
    QVERIFY(record.ok());
    game::Replay replay(*record);
    int checked = 0;
    for (int step = 0; step < replay.reachableSteps(0) && checked < 20; ++step) {
        QVERIFY(!replay.seek(0, step));
        const game::TableState &s = replay.state();
        if (s.phase != game::TableState::Phase::Discard || !s.player(s.turn).drawn
                || s.player(s.turn).river.empty())
            continue;
        const auto in = insight::evInputFromState(s, s.turn, record->ruleset);
        QVERIFY(in.ok());
        const insight::EvTable table = rowsOf(*in);
        const auto f = insight::adviceFeatures(*in, table, nullptr, &s);
        const rules::TileKind drawn = s.player(s.turn).drawn->kind;
        const rules::TileKind previous = s.player(s.turn).river.back().tile.kind;
        for (std::size_t i = 0; i < table.discards.size(); ++i) {
            const rules::TileKind kind = table.discards[i].tile.kind;
            QCOMPARE(f[i][insight::FeatureJustDrawn], kind == drawn ? 1.0 : 0.0);
            const bool near = kind == previous
                    || (kind < 27 && previous < 27 && kind / 9 == previous / 9
                            && std::abs(kind - previous) <= 2);
            QCOMPARE(f[i][insight::FeatureFollowsOwnDiscard], near ? 1.0 : 0.0);
            int others = 0;
            for (int seat = 0; seat < s.playerCount; ++seat) {
                if (seat == s.turn)
                    continue;
                for (const game::RiverTile &t : s.player(seat).river) {
                    if (t.tile.kind == kind) {
                        ++others;
                        break;
                    }
                }
            }
            QCOMPARE(f[i][insight::FeatureInOtherRivers], others / 3.0);
        }
        ++checked;
    }
    QCOMPARE(checked, 20);
}

// Every call the record shows is a call chance whose played option is that call; passing comes
// first; the preferences add up to 1 and the advised option has the highest.
void TestAdvice::callChancesOfARecord()
{
    const auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"));
    QVERIFY(record.ok());
    int recordedCalls = 0;
    int playedCalls = 0;
    int chances = 0;
    for (int k = 0; k < int(record->kyoku.size()); ++k) {
        for (const game::Event &e : record->kyoku[std::size_t(k)].events)
            recordedCalls += e.type == game::EventType::Call ? 1 : 0;
        const auto decisions = insight::callDecisions(*record, k);
        QVERIFY(decisions.ok());
        for (const insight::CallDecision &d : *decisions) {
            ++chances;
            QVERIFY(d.options.size() >= 2);
            QCOMPARE(d.options.front().action.kind, game::ActionKind::Pass);
            double sum = 0;
            for (const insight::CallOption &o : d.options) {
                sum += o.preference;
                QVERIFY(o.preference <= d.options[std::size_t(d.advised)].preference);
            }
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
            if (d.played <= 0)
                continue;
            ++playedCalls;
            // The event after the discard is that call, by that seat.
            const auto &events = record->kyoku[std::size_t(k)].events;
            std::size_t next = std::size_t(d.step);
            while (events[next].type == game::EventType::RiichiAccepted)
                ++next;
            QCOMPARE(events[next].type, game::EventType::Call);
            QCOMPARE(int(events[next].seat), d.seat);
            QCOMPARE(events[next].tile.kind, d.tile.kind);
        }
    }
    QVERIFY(recordedCalls > 5);
    QCOMPARE(playedCalls, recordedCalls);
    QVERIFY(chances > 3 * recordedCalls);
}

// All-last: the place and the gaps, ties by seat order; not all-last before the last hand.
void TestAdvice::placementAtAllLast()
{
    game::TableState s;
    s.playerCount = 4;
    s.round = 7; // South 4
    s.dealer = 3;
    const int scores[] = { 40000, 25000, 20000, 15000 };
    for (int seat = 0; seat < 4; ++seat)
        s.player(seat).score = scores[seat];
    const rules::Ruleset rules;
    auto note = insight::placementAt(s, 0, rules);
    QVERIFY(note.allLast);
    QCOMPARE(note.place, 1);
    QCOMPARE(note.ahead, 15000);
    QCOMPARE(note.behind, 0);
    note = insight::placementAt(s, 2, rules);
    QCOMPARE(note.place, 3);
    QCOMPARE(note.behind, 5000);
    QCOMPARE(note.ahead, 5000);
    note = insight::placementAt(s, 3, rules);
    QCOMPARE(note.place, 4);
    QCOMPARE(note.ahead, 0);
    // A tie goes to the lower seat: seat 1 with seat 2's 20,000 is ahead of it.
    s.player(1).score = 20000;
    QCOMPARE(insight::placementAt(s, 1, rules).place, 2);
    QCOMPARE(insight::placementAt(s, 2, rules).place, 3);
    // South 3: not all-last. East-only: East 4 is.
    s.round = 6;
    QVERIFY(!insight::placementAt(s, 0, rules).allLast);
    s.round = 3;
    rules::Ruleset eastOnly;
    eastOnly.length = rules::GameLength::EastOnly;
    QVERIFY(insight::placementAt(s, 0, eastOnly).allLast);
    QVERIFY(!insight::placementAt(s, 0, rules).allLast);
}

namespace {

// South 4, seat 3 dealing, the given scores; `sticks` deposits on the table, `honba` counters.
game::TableState allLastTable(std::array<int, 4> scores, int sticks, int honba)
{
    game::TableState s;
    s.playerCount = 4;
    s.round = 7;
    s.dealer = 3;
    s.riichiSticks = sticks;
    s.honba = honba;
    for (int seat = 0; seat < 4; ++seat)
        s.player(seat).score = scores[std::size_t(seat)];
    return s;
}

} // namespace

// The final scores a hand can reach, worked by hand (uma 20/10/-10/-20, oka 20 to the top, return
// 30,000, no rounding): seat 2, third at 20,000, one honba and one deposit on the table.
void TestAdvice::placementReachValued()
{
    const game::TableState s = allLastTable({ 40000, 25000, 20000, 15000 }, 1, 1);
    rules::Ruleset rules;
    rules.rounding = rules::FinalRounding::None;
    const insight::PlacementReach r = insight::placementReach(s, 2, rules, 12000, 5800, 1);
    // Nothing changes: the deposit goes to the top; seat 2 is third: -10 - 10.
    QCOMPARE(r.stayPlace, 3);
    QCOMPARE(r.stay, -20.0);
    // A 12,000 win with the honba (300) and the deposit (1,000): 33,300. By tsumo (the dealer,
    // seat 3, pays 6,100, the others 3,100) second: 3.3 + 10. Ronned from seat 0 (27,700 left) it
    // is first: 3.3 + 20 + 20; from seat 1 or 3 second. A third tsumo, two ninths each ron.
    QCOMPARE(r.bestWinPlace, 1);
    QVERIFY(qAbs(r.win - (13.3 / 3 + 2.0 / 9 * (43.3 + 13.3 + 13.3))) < 1e-9);
    // Dealing 5,800 + 300 in to seat 1 (who takes the deposit: 32,100) leaves 13,900: fourth,
    // -16.1 - 20.
    QCOMPARE(r.dealInPlace, 4);
    QVERIFY(qAbs(r.dealIn - -36.1) < 1e-9);
    QVERIFY(qAbs(r.valueOf(0.2, 0.1) - (0.2 * r.win + 0.1 * -36.1 + 0.7 * -20.0)) < 1e-9);
    // No win, no threat: every ending is the standing one.
    const insight::PlacementReach none = insight::placementReach(s, 2, rules, 0, 0, -1);
    QCOMPARE(none.win, none.stay);
    QCOMPARE(none.dealIn, none.stay);
    QCOMPARE(none.valueOf(0.5, 0.5), none.stay);
}

// A narrow leader facing a riichi: the points push a tenpai worth 12,000 into a tier-7 tile (it
// wins 30% of the time), but dealing in drops the leader to fourth, so the score sheet folds.
void TestAdvice::placementAdviceFolds()
{
    const game::TableState s = allLastTable({ 28000, 25000, 24000, 23000 }, 1, 0);
    rules::Ruleset rules;
    rules.rounding = rules::FinalRounding::None;
    insight::EvTable table;
    table.turns = 6;
    insight::DiscardEv push;
    push.tile = *rules::parseTile("5p");
    push.shanten = 0;
    push.winProbability = 0.3;
    push.averageWinValue = 12000;
    push.expectedScore = 3600;
    insight::DiscardEv fold = push;
    fold.tile = *rules::parseTile("1z");
    fold.winProbability = 0.05;
    fold.expectedScore = 600;
    table.discards = { push, fold };
    const insight::HandDanger danger = test::riichiDanger({ { "5p", 6 }, { "1z", 0 } });
    const insight::PlacementAdvice a = insight::placementAdvice(s, 0, rules, table, danger);
    QVERIFY(a.valid);
    QCOMPARE(rules::kindToString(a.byPoints.tile.kind), std::string("5p"));
    QCOMPARE(rules::kindToString(a.best.tile.kind), std::string("1z"));
    QVERIFY(a.best.fold);
    QVERIFY(a.changes);
    // Folding: 5% a win (first, 41,000: 11 + 40), otherwise the lead stands (29,000 with the
    // deposit: -1 + 40). Pushing: dealing in leaves 22,200, fourth: -7.8 - 20.
    QVERIFY(qAbs(a.value - (0.05 * 51 + 0.95 * 39)) < 1e-9);
    QVERIFY(qAbs(a.byPointsValue - (0.3 * 51 + 0.237 * -27.8 + 0.463 * 39)) < 1e-9);
    QCOMPARE(a.values.size(), std::size_t(2));
    // Before the last hand there is nothing to value.
    game::TableState early = s;
    early.round = 6;
    QVERIFY(!insight::placementAdvice(early, 0, rules, table, danger).valid);
}

// Every decision of a Houou player not in riichi with more than one distinct discard: how often
// the advice is the tile played, per situation. The advice must beat the one-line rule.
// With the expected values the advice adds their five features (each row against the best) and
// scores with the weights fitted with them; without them it is the advice at once.
void TestAdvice::evRefinesAdvice()
{
    const auto in = inputOf("234m67m456p2378s55p", "1z", 12);
    const insight::EvTable shape = rowsOf(in);
    const auto valued = insight::expectedValues(in);
    QVERIFY(valued.ok());
    QVERIFY(!insight::hasExpectedValues(shape));
    QVERIFY(insight::hasExpectedValues(*valued));

    const auto ev = insight::adviceEvFeatures(*valued, false);
    QCOMPARE(ev.size(), valued->discards.size());
    const int far = insight::SituationFar * insight::kAdviceEvFeatureCount;
    const int tenpai = insight::SituationTenpai * insight::kAdviceEvFeatureCount;
    const int threatened = insight::SituationThreatened * insight::kAdviceEvFeatureCount;
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const insight::DiscardEv &row = valued->discards[i];
        const bool best = row.expectedScore == valued->discards.front().expectedScore;
        QCOMPARE(ev[i][insight::EvFeatureBest], best ? 1.0 : 0.0);
        QCOMPARE(ev[i][insight::EvFeatureLoss],
                (row.expectedScore - valued->discards.front().expectedScore) / 1000.0);
        QVERIFY(ev[i][insight::EvFeatureLogRatio] <= 0);
        QVERIFY(ev[i][insight::EvFeatureWinGap] <= 0);
        // A 1-shanten hand, calm: only the "any" block is set.
        for (int f = 0; f < insight::kAdviceEvFeatureCount; ++f) {
            QCOMPARE(ev[i][std::size_t(far + f)], 0.0);
            QCOMPARE(ev[i][std::size_t(tenpai + f)], 0.0);
            QCOMPARE(ev[i][std::size_t(threatened + f)], 0.0);
        }
    }
    // Nobody threatens: the preferences with the values and without them.
    const auto features = insight::adviceFeatures(in, *valued, nullptr, nullptr);
    const auto refined = insight::advicePreferences(features, ev);
    const auto atOnce = insight::advicePreferences(features);
    QCOMPARE(std::accumulate(refined.begin(), refined.end(), 0.0), 1.0);
    QVERIFY(refined != atOnce);
    // The row with the best expected value is preferred more once the values are in.
    QVERIFY(refined.front() > atOnce.front());
}

void TestAdvice::agreesWithHououPlayers()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    const QStringList games = hououGames();
    QVERIFY2(games.size() >= 10, "the Houou games are missing");
    struct Count
    {
        int decisions = 0, advice = 0, rule = 0;
    };
    std::map<QString, Count> counts;
    for (const QString &path : games) {
        const auto record = formats::readRecordFile(path);
        QVERIFY2(record.ok(), qPrintable(path));
        game::Replay replay(*record);
        for (int k = 0; k < replay.kyokuCount(); ++k) {
            const auto &events = record->kyoku[std::size_t(k)].events;
            for (int step = 0; step < replay.reachableSteps(k); ++step) {
                if (replay.seek(k, step))
                    break;
                const game::TableState &s = replay.state();
                if (s.ended || s.phase != game::TableState::Phase::Discard
                        || s.player(s.turn).inRiichi() || step >= int(events.size())
                        || events[std::size_t(step)].type != game::EventType::Discard)
                    continue;
                const Tile played = events[std::size_t(step)].tile;
                const auto in = insight::evInputFromState(s, s.turn, record->ruleset);
                QVERIFY(in.ok());
                const insight::EvTable table = rowsOf(*in);
                if (table.discards.size() < 2)
                    continue;
                const insight::HandDanger danger = insight::assessDanger(s, s.turn);
                const auto w = insight::adviseDiscards(*in, table, danger, s);
                const bool afterCall =
                        step > 0 && events[std::size_t(step - 1)].type == game::EventType::Call;
                QString where = QStringLiteral("calm");
                if (afterCall)
                    where = QStringLiteral("after a call");
                else if (std::any_of(danger.threats.begin(), danger.threats.end(),
                                 [](const insight::Threat &t) {
                                     return t.kind == insight::ThreatKind::Riichi;
                                 }))
                    where = QStringLiteral("riichi");
                else if (danger.anyThreat())
                    where = QStringLiteral("open threat");
                for (const QString &key : { where, QStringLiteral("all") }) {
                    Count &c = counts[key];
                    ++c.decisions;
                    c.advice += w.choices.front().tile == played ? 1 : 0;
                    c.rule += rulePick(table.discards) == played ? 1 : 0;
                }
            }
        }
    }
    // At a call: the seat's choice (pass, or which call) against always passing.
    int chances = 0, adviceAgrees = 0, passes = 0;
    for (const QString &path : games) {
        const auto record = formats::readRecordFile(path);
        for (int k = 0; k < int(record->kyoku.size()); ++k) {
            const auto decisions = insight::callDecisions(*record, k);
            QVERIFY2(decisions.ok(), qPrintable(path));
            for (const insight::CallDecision &d : *decisions) {
                if (d.played < 0)
                    continue;
                ++chances;
                adviceAgrees += d.advised == d.played ? 1 : 0;
                passes += d.played == 0 ? 1 : 0;
            }
        }
    }
    qInfo("at a call     %5d chances: advice %.1f%%, always passing %.1f%%", chances,
            100.0 * adviceAgrees / chances, 100.0 * passes / chances);
    QVERIFY(chances > 1000);
    QVERIFY2(adviceAgrees >= 0.86 * chances, qPrintable(QString::number(adviceAgrees)));
    QVERIFY(adviceAgrees >= passes + chances / 25);
    for (const auto &[where, c] : counts) {
        qInfo("%-13s %5d decisions: advice %.1f%%, one-line rule %.1f%%", qPrintable(where),
                c.decisions, 100.0 * c.advice / c.decisions, 100.0 * c.rule / c.decisions);
    }
    const Count &all = counts[QStringLiteral("all")];
    QVERIFY(all.decisions > 5000);
    const double advice = double(all.advice) / all.decisions;
    const double rule = double(all.rule) / all.decisions;
    // Measured: see tests/bench/README.md "Advice against strong players".
    QVERIFY2(advice >= 0.61, qPrintable(QString::number(advice)));
    QVERIFY2(advice >= rule + 0.10, qPrintable(QString::number(advice - rule)));
}

HAIFU_TEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
