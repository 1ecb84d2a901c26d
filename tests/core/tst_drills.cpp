// The drills (core/quiz/drills.h): generated questions of each drill kind are valid
// and reproducible; grading of right, wrong and close answers; the all-last calculator against
// hand-computed cases; defence and discard-EV answers checked against the insight engine;
// defence questions from records only at decisions facing a riichi.
#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "quiz/drills.h"
#include "quiz/generator.h"
#include "quiz/grading.h"
#include "quiz/recordquiz.h"
#include "rules/shanten.h"

#include "testmain.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace haifu;
using namespace haifu::quiz;

namespace {

constexpr std::array kDrills{ Kind::Defence, Kind::Conditions, Kind::Shanten, Kind::DiscardEv };

rules::Ruleset tenhou()
{
    return *rules::presetRuleset("tenhou");
}

ConditionsSetup setup(std::array<int, 4> scores, int seat, int dealer = 3, int honba = 0,
        int sticks = 0, ConditionTarget target = ConditionTarget::First)
{
    ConditionsSetup c;
    c.scores = scores;
    c.seat = seat;
    c.dealer = dealer;
    c.honba = honba;
    c.riichiSticks = sticks;
    c.target = target;
    return c;
}

const ConditionNeed &from(const std::vector<ConditionNeed> &needs, int seat)
{
    return *std::find_if(
            needs.begin(), needs.end(), [&](const ConditionNeed &n) { return n.from == seat; });
}

void expectNeed(const ConditionNeed &n, int han, int fu, int gain)
{
    QCOMPARE(n.verdict, ConditionVerdict::Need);
    QCOMPARE(n.han, han);
    QCOMPARE(n.fu, fu);
    QCOMPARE(n.gain, gain);
}

std::string fingerprint(const Question &q)
{
    std::string s = q.id() + "|" + rules::formatSorted(q.hand.closed) + "|";
    for (const Step &step : q.explanation)
        s += std::string(stepKindName(step.kind)) + step.tiles + step.key
                + std::to_string(step.value) + std::to_string(step.total) + ";";
    for (int v : q.conditions.scores)
        s += std::to_string(v) + ",";
    return s;
}

} // namespace

class TestDrills : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindNames();
    void conditionsHandComputed();
    void conditionsTies();
    void conditionsNoWinAndImpossible();
    void conditionsGrading();
    void generatedAreValidAndReproducible();
    void defenceAnswerIsBestTier();
    void defenceAnswerWorkedByHand();
    void discardEvAnswerIsBestExpected();
    void shantenGrading();
    void recordDrills();
};

void TestDrills::kindNames()
{
    for (Kind k : kDrills) {
        QVERIFY(isDrillKind(k));
        QCOMPARE(kindFromName(kindName(k)), std::optional<Kind>(k));
        for (int d = 1; d <= 3; ++d)
            QVERIFY(!difficultyDescription(k, d).empty());
    }
    QCOMPARE(kindName(Kind::DiscardEv), std::string_view("discard_ev"));
    QVERIFY(!isDrillKind(Kind::Efficiency));
}

// South 4, the dealer seat 3, tenhou rules (no kiriage; ties to the seat nearer the first
// dealer). Every figure below is worked out by hand from the point table.
void TestDrills::conditionsHandComputed()
{
    const rules::Ruleset r = tenhou();
    // Seat 1 (non-dealer) 25,000 behind seat 0 on 30,000: first needs to pass seat 0.
    const auto needs = allLastConditions(setup({ 30000, 25000, 24000, 21000 }, 1), r);
    QCOMPARE(int(needs.size()), 4);
    // A direct hit on the leader counts twice: X > 2,500, so 2 han 40 fu (2,600).
    expectNeed(from(needs, 0), 2, 40, 2600);
    QCOMPARE(from(needs, 0).finalScore, 27600);
    // From the 3rd or the 4th (the dealer): X > 5,000, so 3 han 40 fu (5,200).
    expectNeed(from(needs, 2), 3, 40, 5200);
    expectNeed(from(needs, 3), 3, 40, 5200);
    // Tsumo: 3 han 30 fu (1,000/2,000) ties at 29,000 and the tie goes to seat 0; 2 han 70 fu
    // (1,200/2,300 = 4,700) gives 29,700 against 28,800.
    expectNeed(from(needs, -1), 2, 70, 4700);

    // The dealer (seat 3) with 2 honba and a deposit on the table: 20,000 against 35,000.
    const auto dealer = allLastConditions(setup({ 35000, 25000, 19000, 20000 }, 3, 3, 2, 1), r);
    // Ron from seat 0: ron + 600 = X, 21,000 + X > 35,000 - X: X > 7,000; 2 han 70 fu is 6,800
    // + 600 + the deposit = 8,400 (28,400 against 27,600).
    expectNeed(from(dealer, 0), 2, 70, 8400);
    QCOMPARE(from(dealer, 0).finalScore, 28400);
    // Ron from seat 1: ron > 13,400: mangan (12,000) is short, haneman (18,000) + 600 + 1,000.
    expectNeed(from(dealer, 1), 6, 0, 19600);
    // Dealer tsumo: each pays e + 200; 21,600 + 3e > 34,800 - e: e > 3,300; 3,900 all (4 han
    // 30 fu, the lower fu of the two 3,900-all hands): 3 x 4,100 + 1,000 = 13,300.
    expectNeed(from(dealer, -1), 4, 30, 13300);
    int gain = 0;
    const auto after =
            scoresAfterWin(setup({ 35000, 25000, 19000, 20000 }, 3, 3, 2, 1), -1, 4, 30, r, &gain);
    QCOMPARE(gain, 13300);
    QCOMPARE(after, (std::array<int, 4>{ 30900, 20900, 14900, 33300 }));

    // Avoiding last: the dealer on 10,000 against three on 30,000. Ron from seat 0 needs
    // X > 10,000: 4 han 30 fu (11,600, no kiriage).
    const auto last = allLastConditions(
            setup({ 30000, 30000, 30000, 10000 }, 3, 3, 0, 0, ConditionTarget::AvoidLast), r);
    expectNeed(from(last, 0), 4, 30, 11600);
    // With kiriage mangan the same hand pays 12,000.
    rules::Ruleset kiriage = r;
    kiriage.kiriageMangan = true;
    const auto lastKiriage = allLastConditions(
            setup({ 30000, 30000, 30000, 10000 }, 3, 3, 0, 0, ConditionTarget::AvoidLast), kiriage);
    QCOMPARE(from(lastKiriage, 0).gain, 12000);
}

void TestDrills::conditionsTies()
{
    rules::Ruleset r = tenhou();
    // Seat 0 (nearer the first dealer) 2,000 behind seat 1: a tie is enough.
    const auto seatOrder = allLastConditions(setup({ 26000, 28000, 25000, 21000 }, 0), r);
    expectNeed(from(seatOrder, 1), 1, 30, 1000); // 27,000 each: seat 0 takes first
    expectNeed(from(seatOrder, 2), 2, 30, 2000); // 2,000: 2 han 30 fu before 1 han 60 fu
    QCOMPARE(placeOf({ 27000, 27000, 25000, 21000 }, 0, r.ties), 1);
    QCOMPARE(placeOf({ 27000, 27000, 25000, 21000 }, 1, r.ties), 2);
    // Split ties: a shared first is not first.
    r.ties = rules::TieMode::Split;
    const auto split = allLastConditions(setup({ 26000, 28000, 25000, 21000 }, 0), r);
    expectNeed(from(split, 1), 1, 40, 1300);
    QCOMPARE(placeOf({ 27000, 27000, 25000, 21000 }, 0, r.ties), 2);
}

void TestDrills::conditionsNoWinAndImpossible()
{
    const rules::Ruleset r = tenhou();
    const auto first = allLastConditions(setup({ 40000, 25000, 20000, 15000 }, 0), r);
    for (const ConditionNeed &n : first)
        QCOMPARE(n.verdict, ConditionVerdict::NoWinNeeded);
    // 65,000 behind: not even a yakuman (32,000, a direct hit 64,000) reaches first.
    const auto none = allLastConditions(setup({ 70000, 15000, 5000, 10000 }, 2), r);
    for (const ConditionNeed &n : none)
        QCOMPARE(n.verdict, ConditionVerdict::Impossible);
    // 40,000 behind: only a direct hit on the leader suffices.
    const auto mixed = allLastConditions(setup({ 55000, 15000, 15000, 15000 }, 1), r);
    // 15,000 + X > 55,000 - X needs X > 20,000: baiman (16,000) is short, sanbaiman (24,000).
    expectNeed(from(mixed, 0), 11, 0, 24000);
    QCOMPARE(from(mixed, 2).verdict, ConditionVerdict::Impossible); // 15,000 + 32,000 < 55,000
    // A yakuman tsumo (8,000/16,000) ties at 47,000, and the tie goes to seat 0.
    QCOMPARE(from(mixed, -1).verdict, ConditionVerdict::Impossible);
}

void TestDrills::conditionsGrading()
{
    Question q;
    q.kind = Kind::Conditions;
    q.ruleset = tenhou();
    q.conditions = setup({ 35000, 25000, 19000, 20000 }, 3, 3, 2, 1);
    QVERIFY(!solveQuestion(q));
    QVERIFY(grade(q, correctAnswer(q)).correct);
    // 3 han 60 fu pays the same 3,900 all as 4 han 30 fu: also right.
    UserAnswer a = correctAnswer(q);
    for (auto &p : a.conditions) {
        if (p.from == -1) {
            p.han = 3;
            p.fu = 60;
        }
    }
    QVERIFY(grade(q, a).correct);
    // Mangan tsumo suffices but is dearer: wrong, close.
    for (auto &p : a.conditions) {
        if (p.from == -1) {
            p.han = 5;
            p.fu = 0;
        }
    }
    Grade g = grade(q, a);
    QVERIFY(!g.correct);
    QVERIFY(g.close);
    QCOMPARE(g.mistakes.front().kind, MistakeKind::WrongCondition);
    QCOMPARE(g.mistakes.front().seat, -1);
    // Too cheap: not close.
    for (auto &p : a.conditions) {
        if (p.from == -1) {
            p.han = 3;
            p.fu = 50;
        }
    }
    g = grade(q, a);
    QVERIFY(!g.correct && !g.close);
    QCOMPARE(g.mistakes.front().given, 0);
    // A wrong verdict.
    a = correctAnswer(q);
    a.conditions.front().verdict = ConditionVerdict::Impossible;
    QVERIFY(!grade(q, a).correct);
    // The explanation has the standings and a step per source.
    const auto standings = std::count_if(q.explanation.begin(), q.explanation.end(),
            [](const Step &s) { return s.kind == StepKind::Standing; });
    QCOMPARE(int(standings), 4);
    const auto tsumo = std::find_if(q.explanation.begin(), q.explanation.end(),
            [](const Step &s) { return s.kind == StepKind::Condition && s.index == -1; });
    QVERIFY(tsumo != q.explanation.end());
    QCOMPARE(tsumo->detail, std::string("4100 all")); // 3,900 + 2 honba x 100
}

void TestDrills::generatedAreValidAndReproducible()
{
    for (Kind k : kDrills) {
        for (int d = 1; d <= 3; ++d) {
            for (std::uint64_t seed : { 1ULL, 2ULL, 77ULL }) {
                auto a = generateQuestion(k, d, "tenhou", seed);
                QVERIFY2(a.ok(), a.ok() ? "" : a.error().message.c_str());
                auto b = generateQuestion(k, d, "tenhou", seed);
                QVERIFY(b.ok());
                QCOMPARE(fingerprint(*a), fingerprint(*b));
                QVERIFY(grade(*a, correctAnswer(*a)).correct);
                QVERIFY(!a->explanation.empty());
                if (k != Kind::Conditions)
                    QCOMPARE(int(a->hand.closed.size() + 3 * a->hand.melds.size()), 14);
                if (k == Kind::Defence) {
                    QVERIFY(a->defence.table);
                    const int threat = (a->defence.seat + a->defence.threat) % 4;
                    QVERIFY(a->defence.table->player(threat).inRiichi());
                    QVERIFY(a->defence.riichiIndex >= 0);
                    if (d == 1)
                        QCOMPARE(a->answer.bestTier, insight::SafetyTier::Genbutsu);
                    else
                        QVERIFY(a->answer.bestTier != insight::SafetyTier::Genbutsu);
                }
                if (k == Kind::Shanten) {
                    QVERIFY(d != 1 || a->answer.shanten <= 1);
                    QVERIFY(d != 2 || a->answer.shanten == 2);
                    QVERIFY(d != 3 || a->answer.shanten >= 3);
                }
                if (k == Kind::DiscardEv) // the hand's shanten (the best EV may keep a wider shape)
                    QCOMPARE(rules::shantenOf(a->hand)->best, d - 1);
                if (k == Kind::Conditions && d < 3) {
                    for (const ConditionNeed &n : a->answer.conditions)
                        QCOMPARE(n.verdict, ConditionVerdict::Need);
                }
            }
            auto x = generateQuestion(k, d, "tenhou", 5);
            auto y = generateQuestion(k, d, "tenhou", 6);
            QVERIFY(fingerprint(*x) != fingerprint(*y));
        }
    }
}

// The answer is the best tier the hand holds, by the danger engine's own assessment (the
// generator's; defenceAnswerWorkedByHand checks tiers worked out apart); any tile of that tier is
// right, one tier off is close.
void TestDrills::defenceAnswerIsBestTier()
{
    int closeSeen = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto q = generateQuestion(Kind::Defence, 2, "tenhou", seed);
        QVERIFY(q.ok());
        const game::TableState &state = *q->defence.table;
        const int threat = (q->defence.seat + q->defence.threat) % 4;
        const insight::HandDanger danger = insight::assessDanger(state, q->defence.seat);
        int threatIndex = -1;
        for (std::size_t i = 0; i < danger.threats.size(); ++i) {
            if (danger.threats[i].seat == threat)
                threatIndex = int(i);
        }
        QVERIFY(threatIndex >= 0);
        auto best = insight::SafetyTier::BothSidesOpen;
        for (const insight::TileDanger &t : danger.tiles)
            best = std::min(best, t.against[std::size_t(threatIndex)].tier);
        QCOMPARE(q->answer.bestTier, best);
        for (const insight::TileDanger &t : danger.tiles) {
            UserAnswer a;
            a.discard = rules::Tile{ t.kind, false };
            const Grade g = grade(*q, a);
            const auto tier = t.against[std::size_t(threatIndex)].tier;
            QCOMPARE(g.correct, tier == best);
            QCOMPARE(g.close, int(tier) == int(best) + 1);
            closeSeen += g.close ? 1 : 0;
        }
        UserAnswer outside;
        outside.discard = rules::Tile{ 33, false };
        if (std::none_of(q->hand.closed.begin(), q->hand.closed.end(),
                    [](const rules::Tile &t) { return t.kind == 33; }))
            QCOMPARE(grade(*q, outside).mistakes.front().kind, MistakeKind::NotInHand);
    }
    QVERIFY(closeSeen > 0);
}

// The same grading on a record's decision, its tiers worked out by hand from the position rather
// than taken from the danger engine. dnov__bye.xml, kyoku 1, step 102: seat 0 has just called
// 456m (a pon of West beside it) and holds 33m 6m 8m 44z 77z against seat 1's riichi on 7s.
// Seat 1 is furiten on 1m 2m 5m 2p 1s 3s 4s 6s 7s 9s 1z 2z 5z 6z (its river, and what passed
// since its riichi). Visible to seat 0: three 5m (its chi, seat 1's and seat 2's rivers), one 4m,
// two 4z in hand, two 7z in hand and one in seat 3's river, no 7m.
//   7z  one copy unseen, only a single wait: nearly safe (tier 1), the answer
//   4z  two copies seen: pair and single waits only (tier 2), close
//   3m  its side 45m needs a 5m, one left: one chance (tier 3)
//   8m  its side 67m has the suji 5m genbutsu: suji (tier 3)
//   6m  45m one chance, 78m open: half suji (tier 5)
void TestDrills::defenceAnswerWorkedByHand()
{
    const auto record =
            formats::readRecordFile(QStringLiteral(HAIFU_TEST_DATA "/records/dnov__bye.xml"));
    QVERIFY(record.ok());
    const auto spots = findRecordSpots(*record, Kind::Defence);
    const auto spot = std::find_if(spots.begin(), spots.end(),
            [](const RecordSpot &s) { return s.kyoku == 1 && s.step == 102; });
    QVERIFY(spot != spots.end());
    QCOMPARE(spot->seat, 0);
    auto q = questionFromSpot(*record, *spot);
    QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
    QCOMPARE(q->defence.threat, 1); // seat 1, to the right
    QCOMPARE(q->defence.riichiIndex, 7); // 2z 1z 6z 6z 2m 2p 4s 7s
    QCOMPARE(q->answer.bestTier, insight::SafetyTier::NearlySafe);
    const std::map<std::string, std::pair<bool, bool>> expected{
        // kind: correct, close
        { "7z", { true, false } },
        { "4z", { false, true } },
        { "3m", { false, false } },
        { "8m", { false, false } },
        { "6m", { false, false } },
    };
    std::set<std::string> held;
    for (const rules::Tile &t : q->hand.closed)
        held.insert(rules::kindToString(t.kind));
    QCOMPARE(held.size(), expected.size());
    for (const auto &[kind, verdict] : expected) {
        QVERIFY2(held.contains(kind), kind.c_str());
        UserAnswer a;
        a.discard = *rules::parseTile(kind);
        const Grade g = grade(*q, a);
        QVERIFY2(g.correct == verdict.first, kind.c_str());
        QVERIFY2(g.close == verdict.second, kind.c_str());
    }
}

void TestDrills::discardEvAnswerIsBestExpected()
{
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto q = generateQuestion(Kind::DiscardEv, 2, "tenhou", seed);
        QVERIFY(q.ok());
        auto table = insight::expectedValues(*q->evInput);
        QVERIFY(table.ok());
        double best = 0;
        for (const insight::DiscardEv &d : table->discards)
            best = std::max(best, d.expectedScore);
        QCOMPARE(q->answer.ev.front().expectedScore, best);
        for (const insight::DiscardEv &d : table->discards) {
            UserAnswer a;
            a.discard = d.tile;
            QCOMPARE(grade(*q, a).correct, d.expectedScore >= best - evTolerance(best));
        }
    }
    QCOMPARE(evTolerance(0), 10.0);
    QCOMPARE(evTolerance(2000), 40.0);
}

void TestDrills::shantenGrading()
{
    Question q;
    q.kind = Kind::Shanten;
    q.hand.closed = *rules::parseTiles("123m456p789s1122z3z");
    QVERIFY(!solveQuestion(q));
    QCOMPARE(q.answer.shanten, 0);
    UserAnswer a;
    a.shanten = 0;
    QVERIFY(grade(q, a).correct);
    a.shanten = 1;
    Grade g = grade(q, a);
    QVERIFY(!g.correct && g.close);
    QCOMPARE(g.mistakes.front().kind, MistakeKind::WrongShanten);
    a.shanten = 3;
    g = grade(q, a);
    QVERIFY(!g.correct && !g.close);
    QVERIFY(!grade(q, UserAnswer{}).correct);
}

void TestDrills::recordDrills()
{
    QDir dir(QStringLiteral(HAIFU_TEST_DATA "/records"));
    int defence = 0;
    int conditions = 0;
    int shanten = 0;
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        auto record = formats::readRecordFile(dir.filePath(name));
        if (!record || record->playerCount != 4)
            continue;
        for (const RecordSpot &spot : findRecordSpots(*record, Kind::Defence)) {
            // Only decisions facing a riichi.
            auto state = game::dealState(*record, spot.kyoku);
            QVERIFY(state.ok());
            while (state->step < spot.step)
                QVERIFY(!game::applyNext(*state, *record));
            QCOMPARE(state->turn, spot.seat);
            QVERIFY(!state->player(spot.seat).inRiichi());
            bool riichi = false;
            for (int s = 0; s < 4; ++s)
                riichi = riichi || (s != spot.seat && state->player(s).inRiichi());
            QVERIFY(riichi);
            auto q = questionFromSpot(*record, spot);
            QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
            QCOMPARE(q->source, Source::Record);
            QVERIFY(grade(*q, correctAnswer(*q)).correct);
            ++defence;
        }
        for (const RecordSpot &spot : findRecordSpots(*record, Kind::Conditions)) {
            QCOMPARE(spot.kyoku, int(record->kyoku.size()) - 1);
            auto q = questionFromSpot(*record, spot);
            QVERIFY(q.ok());
            QCOMPARE(int(q->answer.conditions.size()), 4);
            ++conditions;
        }
        const auto spots = findRecordSpots(*record, Kind::Shanten);
        if (!spots.empty()) {
            auto q = questionFromSpot(*record, spots[spots.size() / 2]);
            QVERIFY(q.ok());
            QCOMPARE(q->answer.shanten, rules::shantenOf(q->hand)->best);
            ++shanten;
        }
    }
    QVERIFY(defence > 0);
    QVERIFY(conditions > 0);
    QVERIFY(shanten > 0);
}

HAIFU_TEST_APPLESS_MAIN(TestDrills)
#include "tst_drills.moc"
