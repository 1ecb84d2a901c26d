// Quizzes (core/quiz): the property test over generated questions of every kind (well-formed,
// the stated answer checked without the function that made it, exactly one correct
// answer, same seed same question), grading of right and wrong answers, explanations, and
// questions drawn from a game record.
#include "game/replay.h"
#include "quiz/drills.h"
#include "quiz/generator.h"
#include "quiz/grading.h"
#include "quiz/question.h"
#include "quiz/recordquiz.h"
#include "quiz/rng.h"
#include "recordbuilder.h"
#include "rules/efficiency.h"
#include "rules/furiten.h"
#include "rules/score.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

using namespace haifu;
using namespace haifu::quiz;
using rules::Tile;
using rules::TileKind;

namespace {

constexpr int kQuestionsPerKind = 10000;

// The four-player presets the generators are run with, in turn.
std::vector<std::string> fourPlayerPresets()
{
    std::vector<std::string> names;
    for (std::string_view name : rules::presetNames()) {
        auto r = rules::presetRuleset(name);
        if (r && r->players == 4)
            names.emplace_back(name);
    }
    return names;
}

Tile tile(const char *text)
{
    return *rules::parseTile(text);
}

rules::Hand hand(const char *closed, std::vector<const char *> melds = {})
{
    rules::Hand h;
    h.closed = *rules::parseTiles(closed);
    for (const char *m : melds)
        h.melds.push_back(*rules::parseMeld(m));
    return h;
}

// A short description of a question for failure messages.
std::string describe(const Question &q)
{
    std::string s = q.id() + " " + rules::formatTiles(q.hand.closed);
    for (const rules::Meld &m : q.hand.melds)
        s += " [" + rules::formatMeld(m) + "]";
    return s;
}

// A fingerprint of everything a question says, to compare two generations.
std::string fingerprint(const Question &q)
{
    std::string s = describe(q) + "|" + rules::toString(q.situation.winTile) + "|"
            + std::to_string(q.situation.tsumo) + std::to_string(q.situation.riichi) + "|"
            + rules::formatTiles(q.situation.doraIndicators) + "|"
            + std::to_string(q.answer.score.value.han) + "/"
            + std::to_string(q.answer.score.value.fu) + "|";
    for (TileKind k : q.answer.waits)
        s += rules::kindToString(k);
    for (TileKind k : q.answer.bestDiscards)
        s += rules::kindToString(k);
    for (const TimelineEvent &e : q.furiten.timeline)
        s += rules::toString(e.tile);
    s += std::to_string(q.answer.canRon) + std::string(rules::furitenReasonName(q.answer.reason));
    for (const Step &step : q.explanation)
        s += std::string(stepKindName(step.kind)) + step.key + step.tiles;
    return s;
}

const Step *findStep(const Question &q, StepKind kind)
{
    for (const Step &s : q.explanation) {
        if (s.kind == kind)
            return &s;
    }
    return nullptr;
}

// --- Independent checks per kind (the rules API directly, not the quiz's solver) --------------

// Basic points from han and fu by the table (worked out here, not by core/rules/points).
int tableBasicPoints(const rules::HandValue &v, const rules::Ruleset &ruleset)
{
    if (v.yakumanMultiple > 0)
        return 8000 * v.yakumanMultiple;
    if (v.han >= 13)
        return ruleset.kazoeYakuman ? 8000 : 6000;
    if (v.han >= 11)
        return 6000;
    if (v.han >= 8)
        return 4000;
    if (v.han >= 6)
        return 3000;
    if (v.han >= 5)
        return 2000;
    const int basic = v.fu * (1 << (v.han + 2));
    if (ruleset.kiriageMangan && ((v.han == 4 && v.fu == 30) || (v.han == 3 && v.fu == 60)))
        return 2000;
    return std::min(basic, 2000);
}

int roundUp100(int points)
{
    return (points + 99) / 100 * 100;
}

// The answer of a win question, checked without rules::score (which the generator itself
// calls): a legal winning hand (rules::validateWin), the han are the yaku entries' sum, and the
// payments follow from han and fu by the four-player table above.
void checkWin(const Question &q)
{
    const std::string what = describe(q);
    QVERIFY2(!rules::validateWin(q.hand, q.situation, q.ruleset), what.c_str());
    QVERIFY2(q.ruleset.players == 4, what.c_str());
    const rules::HandValue &v = q.answer.score.value;
    QVERIFY2(v.hasYaku(), what.c_str());
    if (v.yakumanMultiple == 0) {
        int han = 0;
        for (const rules::YakuHan &y : v.yaku)
            han += y.han;
        QCOMPARE(han, v.han);
        QCOMPARE(v.yakuHan + v.doraHan, v.han);
        QVERIFY2(v.fu == 25 || (v.fu >= 20 && v.fu % 10 == 0), what.c_str());
    }
    const int basic = tableBasicPoints(v, q.ruleset);
    const int honba = q.situation.honba;
    const rules::Payments &p = q.answer.score.payments;
    QCOMPARE(p.tsumo, q.situation.tsumo);
    if (!q.situation.tsumo) {
        QCOMPARE(p.ron,
                roundUp100(basic * (q.situation.dealer() ? 6 : 4)) + honba * q.ruleset.honbaValue);
        QCOMPARE(p.total, p.ron);
    } else if (q.situation.dealer()) {
        QCOMPARE(p.tsumoEach, roundUp100(basic * 2) + honba * q.ruleset.honbaTsumoEach);
        QCOMPARE(p.total, 3 * p.tsumoEach);
    } else {
        QCOMPARE(p.tsumoDealer, roundUp100(basic * 2) + honba * q.ruleset.honbaTsumoEach);
        QCOMPARE(p.tsumoNonDealer, roundUp100(basic) + honba * q.ruleset.honbaTsumoEach);
        QCOMPARE(p.total, p.tsumoDealer + 2 * p.tsumoNonDealer);
    }
    QCOMPARE(q.answer.score.winnerGain,
            p.total + q.situation.riichiSticks * q.ruleset.riichiDeposit);

    // Explanation: the reading, the yaku, the fu items summing to the raw fu, the rounding,
    // the payments.
    QVERIFY(findStep(q, StepKind::Reading));
    int yakuSteps = 0;
    for (const Step &s : q.explanation)
        yakuSteps += s.kind == StepKind::Yaku;
    QCOMPARE(yakuSteps, int(v.yaku.size()));
    if (v.yakumanMultiple == 0) {
        int sum = 0;
        int items = 0;
        for (const Step &s : q.explanation) {
            if (s.kind != StepKind::FuItem)
                continue;
            sum += s.value;
            ++items;
            if (s.key == "meld" || s.key == "pair" || s.key == "wait")
                QVERIFY2(!s.tiles.empty() && !s.detail.empty(), what.c_str());
            if (s.key == "meld")
                QVERIFY2(!s.source.empty(), what.c_str());
        }
        QCOMPARE(items, int(v.fuItems.size()));
        const Step *total = findStep(q, StepKind::FuSum);
        const Step *rounding = findStep(q, StepKind::FuRounding);
        QVERIFY(total && rounding);
        QCOMPARE(sum, v.fuRaw);
        QCOMPARE(total->value, v.fuRaw);
        QCOMPARE(rounding->value, v.fuRaw);
        QCOMPARE(rounding->total, v.fu);
        if (v.reading.shape != rules::Shape::SevenPairs)
            QCOMPARE(v.fu, (v.fuRaw + 9) / 10 * 10);
    }
    int paid = 0;
    for (const Step &s : q.explanation) {
        if (s.kind == StepKind::Payment)
            paid += s.total * s.index;
    }
    QCOMPARE(paid, p.total);
    const Step *gain = findStep(q, StepKind::WinnerGain);
    QVERIFY(gain && gain->total == q.answer.score.winnerGain);

    // The difficulty holds.
    if (q.kind == Kind::Fu && q.difficulty == 1) {
        QVERIFY2(q.hand.isClosed() && q.hand.melds.empty() && !q.situation.tsumo, what.c_str());
    }
    if (q.kind == Kind::Points && q.difficulty == 1)
        QVERIFY2(v.limit == rules::Limit::None && !q.situation.tsumo && q.situation.honba == 0,
                what.c_str());
    if (q.kind == Kind::Yaku && q.difficulty == 1)
        QVERIFY2(q.hand.melds.empty(), what.c_str());
    if (q.kind == Kind::Yaku)
        QVERIFY(!q.choices.empty());
}

void checkWaits(const Question &q)
{
    const std::string what = describe(q);
    QVERIFY2(!rules::checkHandTiles(q.hand), what.c_str());
    QCOMPARE(int(q.hand.closed.size() + 3 * q.hand.melds.size()), 13);
    // Brute force: every kind that makes the concealed part complete, with a copy left.
    const rules::TileCounts closed = q.hand.closedCounts();
    const rules::TileCounts all = q.hand.allCounts();
    std::vector<TileKind> expected;
    for (int k = 0; k < rules::kKindCount; ++k) {
        rules::TileCounts with = closed;
        ++with[static_cast<std::size_t>(k)];
        if (all[static_cast<std::size_t>(k)] < 4
                && rules::isComplete(with, static_cast<int>(q.hand.melds.size())))
            expected.push_back(static_cast<TileKind>(k));
    }
    QVERIFY2(q.answer.waits == expected, what.c_str());
    QVERIFY(!expected.empty());
    int waitSteps = 0;
    for (const Step &s : q.explanation)
        waitSteps += s.kind == StepKind::Wait && !s.detail.empty();
    QCOMPARE(waitSteps, int(expected.size()));
    if (q.difficulty == 1)
        QVERIFY(expected.size() <= 2);
    if (q.difficulty == 3)
        QVERIFY(expected.size() >= 3);
    // Exactly one correct answer: the set; one wait fewer or one more is wrong.
    UserAnswer a = correctAnswer(q);
    QVERIFY(grade(q, a).correct);
    UserAnswer fewer = a;
    fewer.waits.pop_back();
    const Grade g1 = grade(q, fewer);
    QVERIFY(!g1.correct && g1.mistakes.size() == 1
            && g1.mistakes[0].kind == MistakeKind::MissingWait);
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (std::find(expected.begin(), expected.end(), k) != expected.end())
            continue;
        UserAnswer more = a;
        more.waits.push_back(static_cast<TileKind>(k));
        const Grade g2 = grade(q, more);
        QVERIFY(!g2.correct && g2.mistakes[0].kind == MistakeKind::ExtraWait);
        break;
    }
}

void checkEfficiency(const Question &q)
{
    const std::string what = describe(q);
    QCOMPARE(int(q.hand.closed.size() + 3 * q.hand.melds.size()), 14);
    QVERIFY2(rules::shanten(q.hand.closedCounts()) >= 0, what.c_str());
    // Every distinct kind to discard, scored with ukeireOf directly.
    const rules::TileCounts closed = q.hand.closedCounts();
    const rules::TileCounts meldTiles = rules::meldTileCounts(q.hand);
    int bestShanten = 99;
    int bestTotal = -1;
    std::vector<TileKind> best;
    std::map<TileKind, int> totals;
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (closed[static_cast<std::size_t>(k)] == 0)
            continue;
        rules::TileCounts after = closed;
        --after[static_cast<std::size_t>(k)];
        rules::TileCounts seen = q.visible;
        ++seen[static_cast<std::size_t>(k)];
        const rules::Ukeire u =
                rules::ukeireOf(after, meldTiles, static_cast<int>(q.hand.melds.size()), seen);
        totals[static_cast<TileKind>(k)] = u.total;
        if (u.shanten < bestShanten || (u.shanten == bestShanten && u.total > bestTotal)) {
            bestShanten = u.shanten;
            bestTotal = u.total;
            best = { static_cast<TileKind>(k) };
        } else if (u.shanten == bestShanten && u.total == bestTotal) {
            best.push_back(static_cast<TileKind>(k));
        }
    }
    QVERIFY2(q.answer.bestDiscards == best, what.c_str());
    QCOMPARE(q.answer.bestShanten, bestShanten);
    QCOMPARE(q.answer.bestUkeire, bestTotal);
    if (q.source == Source::Generated)
        QVERIFY2(best.size() == 1, what.c_str()); // exactly one best kind
    if (q.difficulty == 1)
        QVERIFY(bestShanten <= 1);
    // The ukeire of every candidate is in the explanation; only the best discard is right.
    int discardSteps = 0;
    for (const Step &s : q.explanation)
        discardSteps += s.kind == StepKind::Discard;
    QCOMPARE(discardSteps, int(q.answer.discards.size()));
    for (const auto &[kind, total] : totals) {
        UserAnswer a;
        a.discard = Tile{ kind, false };
        const Grade g = grade(q, a);
        const bool isBest = std::find(best.begin(), best.end(), kind) != best.end();
        QCOMPARE(g.correct, isBest);
        if (!isBest) {
            QCOMPARE(g.mistakes[0].kind, MistakeKind::NotBestDiscard);
            QCOMPARE(g.mistakes[0].given, total);
        }
    }
}

void checkFuriten(const Question &q)
{
    const std::string what = describe(q);
    QCOMPARE(int(q.hand.closed.size() + 3 * q.hand.melds.size()), 13);
    // Copies: hand, timeline and the ron tile never exceed four of a kind (a record's question
    // offers the passed tile again, hypothetically).
    if (q.source == Source::Generated) {
        rules::TileCounts counts = q.hand.allCounts();
        for (const TimelineEvent &e : q.furiten.timeline)
            ++counts[e.tile.kind];
        ++counts[q.furiten.ronTile.kind];
        for (int c : counts)
            QVERIFY2(c <= 4, what.c_str());
    }
    // The timeline replayed through the replay's tracker.
    rules::FuritenTracker tracker;
    for (const TimelineEvent &e : q.furiten.timeline) {
        if (e.type == TimelineType::OwnDiscard) {
            if (e.riichi)
                tracker.onRiichi();
            tracker.onOwnDiscard(e.tile.kind);
        } else {
            tracker.onTilePassed(e.tile.kind);
        }
    }
    auto waits = rules::waitsOf(q.hand);
    QVERIFY(waits.ok());
    QVERIFY2(waits->contains(q.furiten.ronTile.kind), what.c_str());
    const rules::RonCheck c = tracker.checkRon(*waits, q.furiten.ronTile.kind);
    QCOMPARE(q.answer.canRon, c.allowed);
    QCOMPARE(q.answer.reason, c.reason);
    // One reason at most (generated questions).
    const int applies = int(c.discardFuriten) + int(c.riichiFuriten) + int(c.temporaryFuriten);
    if (q.source == Source::Generated)
        QVERIFY2(applies == (c.allowed ? 0 : 1), what.c_str());
    // The ron tile gives a yaku: the only question is furiten.
    if (q.source == Source::Generated) {
        rules::Hand win = q.hand;
        win.closed.push_back(q.furiten.ronTile);
        rules::Situation s;
        s.winTile = q.furiten.ronTile;
        s.riichi = q.furiten.riichi();
        s.seatWind = q.situation.seatWind;
        s.roundWind = q.situation.roundWind;
        auto r = rules::score(win, s, q.ruleset);
        QVERIFY2(r.ok() && r->status == rules::ScoreStatus::Win, what.c_str());
    }
    // The explanation names the tile in the river or the tile let pass.
    const Step *verdict = findStep(q, StepKind::Verdict);
    QVERIFY(verdict && verdict->flag == c.allowed);
    auto named = [&](StepKind kind, bool applies, TimelineType type) {
        const Step *s = findStep(q, kind);
        QVERIFY2(s, what.c_str());
        QCOMPARE(s->flag, applies);
        if (!applies)
            return;
        QVERIFY(s->index >= 0 && s->index < int(q.furiten.timeline.size()));
        const TimelineEvent &e = q.furiten.timeline[static_cast<std::size_t>(s->index)];
        QCOMPARE(e.type, type);
        QVERIFY(waits->contains(e.tile.kind));
        QCOMPARE(s->tiles, rules::kindToString(e.tile.kind));
    };
    named(StepKind::RiverCheck, c.discardFuriten, TimelineType::OwnDiscard);
    named(StepKind::TemporaryCheck, c.temporaryFuriten, TimelineType::Passed);
    if (q.furiten.riichi())
        named(StepKind::RiichiCheck, c.riichiFuriten, TimelineType::Passed);
    if (q.furiten.previousHand)
        QVERIFY(findStep(q, StepKind::ChangedWaits));
    // Grading: right, wrong yes/no, wrong reason.
    QVERIFY(grade(q, correctAnswer(q)).correct);
    UserAnswer flipped;
    flipped.canRon = !c.allowed;
    flipped.reason = rules::FuritenReason::DiscardFuriten;
    QVERIFY(!grade(q, flipped).correct);
    if (!c.allowed && q.source == Source::Generated) {
        for (auto r : { rules::FuritenReason::DiscardFuriten, rules::FuritenReason::RiichiFuriten,
                     rules::FuritenReason::TemporaryFuriten }) {
            UserAnswer a;
            a.canRon = false;
            a.reason = r;
            QCOMPARE(grade(q, a).correct, r == c.reason);
        }
    }
}

void checkGradingWin(const Question &q)
{
    const UserAnswer right = correctAnswer(q);
    const Grade g = grade(q, right);
    QVERIFY2(g.correct, describe(q).c_str());
    const rules::HandValue &v = q.answer.score.value;
    if (q.kind == Kind::Yaku) {
        UserAnswer missing = right;
        const rules::Yaku dropped = missing.yaku.front().yaku;
        missing.yaku.erase(missing.yaku.begin());
        const Grade gm = grade(q, missing);
        QVERIFY(!gm.correct && gm.mistakes.size() == 1);
        QCOMPARE(gm.mistakes[0].kind, MistakeKind::MissingYaku);
        QCOMPARE(gm.mistakes[0].yaku, dropped);
        UserAnswer wrongHan = right;
        wrongHan.yaku.front().han += 1;
        QCOMPARE(grade(q, wrongHan).mistakes.at(0).kind, MistakeKind::WrongYakuHan);
    } else if (q.kind == Kind::Fu) {
        UserAnswer wrong;
        wrong.fu = v.fu + 10;
        const Grade gw = grade(q, wrong);
        QVERIFY(!gw.correct && gw.mistakes[0].kind == MistakeKind::WrongFu);
        QCOMPARE(gw.mistakes[0].expected, v.fu);
    } else {
        UserAnswer wrong = right;
        if (wrong.ron)
            *wrong.ron += 100;
        else if (wrong.tsumoEach)
            *wrong.tsumoEach += 100;
        else
            *wrong.tsumoDealer += 100;
        const Grade gw = grade(q, wrong);
        QVERIFY(!gw.correct && gw.mistakes[0].kind == MistakeKind::WrongPayment);
    }
}

} // namespace

class TestQuiz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void kindNames();
    void rngIsPortable();
    void property_data();
    void property();
    void possibleHands_data();
    void possibleHands();
    void determinism();
    void badOptions();
    void gradingYaku();
    void gradingFuAndPoints();
    void winsWorkedByHand_data();
    void winsWorkedByHand();
    void furitenByHand();
    void explanationsOfFu();
    void questionsFromRecord();
};

// The shanten tables are built on first use (about 70 ms, once per process): not a question's
// cost.
void TestQuiz::initTestCase()
{
    QVERIFY(rules::shantenTableInfo().bytes > 0);
}

void TestQuiz::kindNames()
{
    for (Kind k : kAllKinds) {
        QCOMPARE(kindFromName(kindName(k)), std::optional<Kind>(k));
        for (int d = kMinDifficulty; d <= kMaxDifficulty; ++d)
            QVERIFY(!difficultyDescription(k, d).empty());
    }
    QVERIFY(!kindFromName("nope"));
}

// The generator's random numbers are its own: fixed values for a fixed seed on any machine.
// The constants were computed once (and checked against a separate Python xoshiro256**); a
// different value here means the generator is not portable: a question's seed no longer gives
// the same question on every compiler and standard library.
void TestQuiz::rngIsPortable()
{
    // xoshiro256** seeded by splitmix64(42).
    Rng pinned(42);
    QCOMPARE(pinned.next(), std::uint64_t(0x15780b2e0c2ec716ULL));
    QCOMPARE(pinned.next(), std::uint64_t(0x6104d9866d113a7eULL));
    QCOMPARE(pinned.next(), std::uint64_t(0xae17533239e499a1ULL));
    // The bounded draw (Lemire's multiply-shift) is ours too, not the standard library's.
    Rng bounded(7);
    for (std::uint32_t expected : { 4U, 1U, 5U, 5U, 5U })
        QCOMPARE(bounded.below(6), expected);
    QCOMPARE(Rng(1).below(1000), 702U);
    // … and roughly uniform.
    Rng uniform(7);
    std::array<int, 6> seen{};
    for (int i = 0; i < 6000; ++i)
        ++seen[uniform.below(6)];
    for (int n : seen)
        QVERIFY(n > 800 && n < 1200);
}

void TestQuiz::property_data()
{
    QTest::addColumn<int>("kind");
    for (Kind k : kAllKinds) {
        if (!isDrillKind(k)) // the drills have their own test (tst_drills)
            QTest::newRow(std::string(kindName(k)).c_str()) << static_cast<int>(k);
    }
}

// At least 10,000 generated questions of each kind: well-formed, the stated answer is the
// engine's, exactly one correct answer.
void TestQuiz::property()
{
    QFETCH(int, kind);
    const Kind k = static_cast<Kind>(kind);
    const std::vector<std::string> presets = fourPlayerPresets();
    std::vector<rules::Ruleset> rulesets;
    for (const std::string &p : presets)
        rulesets.push_back(*rules::presetRuleset(p));
    std::set<std::string> distinct;
    std::array<int, 4> byDifficulty{};
    for (int i = 0; i < kQuestionsPerKind; ++i) {
        const int difficulty = 1 + i % 3;
        const rules::Ruleset &ruleset = rulesets[static_cast<std::size_t>(i / 3) % rulesets.size()];
        const std::uint64_t seed = questionSeed(0xC0FFEE, static_cast<std::uint64_t>(i));
        auto made = generateQuestion(k, difficulty, ruleset, seed);
        QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
        const Question &q = *made;
        QCOMPARE(q.kind, k);
        QCOMPARE(q.difficulty, difficulty);
        QCOMPARE(q.seed, seed);
        QCOMPARE(q.rulesPreset, ruleset.name);
        QVERIFY(!q.explanation.empty());
        QVERIFY(k == Kind::Points || !q.choices.empty());
        ++byDifficulty[static_cast<std::size_t>(difficulty)];
        distinct.insert(describe(q));
        switch (k) {
        case Kind::Yaku:
        case Kind::Fu:
        case Kind::Points:
            checkWin(q);
            checkGradingWin(q);
            break;
        case Kind::Waits: checkWaits(q); break;
        case Kind::Efficiency: checkEfficiency(q); break;
        case Kind::Furiten: checkFuriten(q); break;
        case Kind::Defence:
        case Kind::Conditions:
        case Kind::Shanten:
        case Kind::DiscardEv: break; // the drills: tst_drills checks their answers
        }
        if (QTest::currentTestFailed()) {
            qWarning("question %d: %s", i, describe(q).c_str());
            return;
        }
    }
    qInfo("%s: %d questions, %zu distinct", std::string(kindName(k)).c_str(), kQuestionsPerKind,
            distinct.size());
    QVERIFY(int(distinct.size()) > kQuestionsPerKind * 9 / 10);
    // The time per question is bench_quiz's: timings do not belong in a unit test.
}

void TestQuiz::possibleHands_data()
{
    QTest::addColumn<int>("kind");
    for (Kind k : kAllKinds) {
        if (!isDrillKind(k)) // the drills have their own test (tst_drills)
            QTest::newRow(std::string(kindName(k)).c_str()) << static_cast<int>(k);
    }
}

// Generated hands are hands the set can make. 100,000 questions per kind, counted here
// (not with the generator's helpers): at most 4 copies of a kind in the closed tiles (which hold
// the winning tile), melds and indicators; red tiles are fives, at most the ruleset's reds per
// suit; and the plain fives fit the set's plain ones, so all four fives of a suit hold a red one
// when the rules have red fives (it used to show four plain 5m, the answer a han short).
void TestQuiz::possibleHands()
{
    QFETCH(int, kind);
    const Kind k = static_cast<Kind>(kind);
    constexpr int kQuestions = 100000;
    std::vector<rules::Ruleset> rulesets;
    for (const std::string &p : fourPlayerPresets())
        rulesets.push_back(*rules::presetRuleset(p));
    rules::Ruleset twoRed5p = *rules::presetRuleset("tenhou");
    twoRed5p.redFives = 4; // two red 5p, one red 5m and 5s
    rulesets.push_back(twoRed5p);
    QVERIFY(std::any_of(rulesets.begin(), rulesets.end(),
            [](const rules::Ruleset &r) { return r.redFives == 0; }));
    QVERIFY(std::any_of(rulesets.begin(), rulesets.end(),
            [](const rules::Ruleset &r) { return r.redFives == 3; }));

    // Kinds in the engine's order: 1-9m, 1-9p, 1-9s, then the honours; 5m 5p 5s at 4, 13, 22.
    constexpr int kFive[3] = { 4, 13, 22 };
    int allFourFives = 0; // hands with all four fives of a suit, red fives in the rules
    int withReds = 0;
    for (int i = 0; i < kQuestions; ++i) {
        const int difficulty = 1 + i % 3;
        const rules::Ruleset &ruleset = rulesets[static_cast<std::size_t>(i / 3) % rulesets.size()];
        const std::uint64_t seed = questionSeed(0x13A5, static_cast<std::uint64_t>(i));
        auto made = generateQuestion(k, difficulty, ruleset, seed);
        QVERIFY2(made.ok(), made.ok() ? "" : made.error().message.c_str());
        const Question &q = *made;

        std::array<int, 34> copies{};
        std::array<int, 3> red{};
        std::array<int, 3> plainFives{};
        bool notAFive = false;
        auto count = [&](const std::vector<Tile> &tiles) {
            for (const Tile &t : tiles) {
                const int kindIndex = int(t.kind);
                QVERIFY(kindIndex >= 0 && kindIndex < 34);
                ++copies[static_cast<std::size_t>(kindIndex)];
                for (int suit = 0; suit < 3; ++suit) {
                    if (kindIndex == kFive[suit])
                        ++(t.red ? red : plainFives)[static_cast<std::size_t>(suit)];
                }
                if (t.red && kindIndex != kFive[0] && kindIndex != kFive[1]
                        && kindIndex != kFive[2])
                    notAFive = true;
            }
        };
        count(q.hand.closed);
        for (const rules::Meld &m : q.hand.melds)
            count(m.tiles);
        count(q.situation.doraIndicators);
        count(q.situation.uraIndicators);
        if (isWinKind(k)) {
            // The winning tile is one of the closed tiles (the same tile, red or not).
            const Tile win = q.situation.winTile;
            QVERIFY(std::any_of(q.hand.closed.begin(), q.hand.closed.end(),
                    [&](const Tile &t) { return t.kind == win.kind && t.red == win.red; }));
        }
        QVERIFY(!notAFive);
        for (std::size_t kindIndex = 0; kindIndex < 34; ++kindIndex) {
            int all = copies[kindIndex];
            if (k == Kind::Efficiency)
                all += q.visible[kindIndex];
            QVERIFY2(all <= 4,
                    (describe(q) + ": " + std::to_string(all) + " of kind "
                            + std::to_string(kindIndex))
                            .c_str());
        }
        for (std::size_t suit = 0; suit < 3; ++suit) {
            // The set's red fives of this suit: none, one, or two 5p with red_fives 4.
            const int setRed =
                    ruleset.redFives == 0 ? 0 : (ruleset.redFives == 4 && suit == 1 ? 2 : 1);
            const std::string what = describe(q) + " (red_fives " + std::to_string(ruleset.redFives)
                    + ", suit " + std::to_string(suit) + ")";
            QVERIFY2(red[suit] <= setRed, what.c_str());
            QVERIFY2(plainFives[suit] <= 4 - setRed, what.c_str());
            if (red[suit] + plainFives[suit] == 4 && ruleset.redFives > 0) {
                QVERIFY2(red[suit] >= 1, what.c_str());
                ++allFourFives;
            }
            withReds += red[suit] > 0;
        }
        if (QTest::currentTestFailed()) {
            qWarning("question %d", i);
            return;
        }
    }
    qInfo("%s: %d questions, %d with all four fives of a suit (red fives on), %d suits with a red",
            std::string(kindName(k)).c_str(), kQuestions, allFourFives, withReds);
    // The case is reached (the test is not vacuous) for the kinds that show a winning hand.
    if (isWinKind(k))
        QVERIFY(allFourFives > 0);
}

void TestQuiz::determinism()
{
    for (Kind k : kAllKinds) {
        if (isDrillKind(k))
            continue;
        for (int d = 1; d <= 3; ++d) {
            for (std::uint64_t seed : { 0ULL, 1ULL, 0xFFFFFFFFFFFFFFFFULL, 123456789ULL }) {
                auto a = generateQuestion(k, d, "tenhou", seed);
                auto b = generateQuestion(k, d, "tenhou", seed);
                QVERIFY(a.ok() && b.ok());
                QCOMPARE(fingerprint(*a), fingerprint(*b));
                QCOMPARE(a->id(), b->id());
            }
            auto x = generateQuestion(k, d, "tenhou", 1);
            auto y = generateQuestion(k, d, "tenhou", 2);
            QVERIFY(fingerprint(*x) != fingerprint(*y));
        }
    }
    // Pinned like rngIsPortable (computed once, checked in Python): a different value means the
    // seeds of a question set differ between machines.
    QCOMPARE(questionSeed(5, 0), std::uint64_t(0x63033b0ca389c35aULL));
    QCOMPARE(questionSeed(5, 1), std::uint64_t(0x2a6ddb0aa4b48875ULL));
    auto q = generateQuestion(Kind::Fu, 2, "mleague", 0xABCDEF);
    QCOMPARE(q->id(), std::string("fu-2-mleague-0000000000abcdef"));
}

void TestQuiz::badOptions()
{
    auto a = generateQuestion(Kind::Fu, 0, "tenhou", 1);
    QVERIFY(!a.ok());
    QVERIFY(a.error().message.find("difficulty") != std::string::npos);
    auto b = generateQuestion(Kind::Fu, 4, "tenhou", 1);
    QVERIFY(!b.ok());
    auto c = generateQuestion(Kind::Fu, 1, "no-such-rules", 1);
    QVERIFY(!c.ok());
    QVERIFY(c.error().message.find("rules") != std::string::npos);
}

// A question made by hand: riichi, pinfu, tanyao; the user forgets pinfu, gives tanyao 2 han
// and adds iipeikou.
void TestQuiz::gradingYaku()
{
    Question q;
    q.kind = Kind::Yaku;
    q.ruleset = *rules::presetRuleset("tenhou");
    q.hand = hand("234m567p23455678s");
    q.situation.winTile = tile("2s");
    q.situation.riichi = true;
    q.situation.seatWind = rules::kinds::South;
    q.situation.doraIndicators = { tile("1z") };
    QVERIFY(!solveQuestion(q));
    QCOMPARE(q.answer.score.value.han, 3);
    QCOMPARE(q.answer.score.value.fu, 30);
    // Choices: the three yaku and some that the hand does not have.
    for (const char *key : { "riichi", "pinfu", "tanyao" })
        QVERIFY(std::find(q.choices.begin(), q.choices.end(), key) != q.choices.end());
    QVERIFY(q.choices.size() > 3);

    UserAnswer a;
    a.yaku = { { rules::Yaku::Riichi, 1 }, { rules::Yaku::Tanyao, 2 },
        { rules::Yaku::Iipeikou, 1 } };
    const Grade g = grade(q, a);
    QVERIFY(!g.correct);
    QCOMPARE(int(g.mistakes.size()), 3);
    auto has = [&](MistakeKind kind, rules::Yaku yaku) {
        return std::any_of(g.mistakes.begin(), g.mistakes.end(),
                [&](const Mistake &m) { return m.kind == kind && m.yaku == yaku; });
    };
    QVERIFY(has(MistakeKind::MissingYaku, rules::Yaku::Pinfu));
    QVERIFY(has(MistakeKind::WrongYakuHan, rules::Yaku::Tanyao));
    QVERIFY(has(MistakeKind::ExtraYaku, rules::Yaku::Iipeikou));
    // Yaku picked without their han: only presence is checked.
    UserAnswer noHan;
    noHan.yaku = { { rules::Yaku::Riichi, 0 }, { rules::Yaku::Pinfu, 0 },
        { rules::Yaku::Tanyao, 0 } };
    QVERIFY(grade(q, noHan).correct);
    noHan.yaku.pop_back();
    QCOMPARE(grade(q, noHan).mistakes.at(0).kind, MistakeKind::MissingYaku);
    // Dora entries given or not make no difference.
    UserAnswer right = correctAnswer(q);
    QVERIFY(grade(q, right).correct);
    right.yaku.push_back({ rules::Yaku::Dora, 2 });
    QVERIFY(grade(q, right).correct);
}

void TestQuiz::gradingFuAndPoints()
{
    // Closed ron with a concealed terminal triplet and a two-sided wait: 20 + 10 + 8 = 38,
    // rounded up to 40.
    Question q;
    q.kind = Kind::Fu;
    q.ruleset = *rules::presetRuleset("tenhou");
    q.hand = hand("111m234p99p345678s");
    q.situation.winTile = tile("3s");
    q.situation.riichi = true;
    q.situation.seatWind = rules::kinds::West;
    q.situation.honba = 2;
    q.situation.riichiSticks = 1;
    QVERIFY(!solveQuestion(q));
    const rules::HandValue &v = q.answer.score.value;
    QCOMPARE(v.fuRaw, 38);
    QCOMPARE(v.fu, 40);
    UserAnswer fu;
    fu.fu = v.fu;
    QVERIFY(grade(q, fu).correct);
    fu.fu = 38;
    const Grade notRounded = grade(q, fu);
    QVERIFY(!notRounded.correct);
    QVERIFY(std::any_of(notRounded.mistakes.begin(), notRounded.mistakes.end(),
            [](const Mistake &m) { return m.kind == MistakeKind::FuNotRounded; }));
    UserAnswer none;
    QCOMPARE(grade(q, none).mistakes.at(0).kind, MistakeKind::NoAnswer);

    // Points: the same hand; honba and the deposit.
    q.kind = Kind::Points;
    QVERIFY(!solveQuestion(q));
    QVERIFY(q.choices.empty());
    const rules::Payments &p = q.answer.score.payments;
    QVERIFY(!p.tsumo);
    UserAnswer pts;
    pts.ron = p.ron;
    pts.winnerGain = p.ron + 1000;
    QVERIFY(grade(q, pts).correct);
    pts.ron = p.ron - 600; // forgot the honba
    const Grade g = grade(q, pts);
    QCOMPARE(g.mistakes.at(0).kind, MistakeKind::WrongPayment);
    QCOMPARE(g.mistakes.at(0).field, std::string_view("ron"));
    QCOMPARE(g.mistakes.at(0).expected, p.ron);
    pts.ron = p.ron;
    pts.winnerGain = p.ron; // forgot the deposit
    QCOMPARE(grade(q, pts).mistakes.at(0).kind, MistakeKind::WrongWinnerGain);
    const Step *honba = findStep(q, StepKind::Honba);
    QVERIFY(honba && honba->value == 2 && honba->total == 600);
    const Step *deposits = findStep(q, StepKind::Deposits);
    QVERIFY(deposits && deposits->total == 1000);
}

// Win questions whose answers were worked out by hand (Tenhou rules: no kiriage mangan), the
// expectations written as literals rather than recomputed by the engine.
void TestQuiz::winsWorkedByHand_data()
{
    QTest::addColumn<QString>("closed"); // with the winning tile
    QTest::addColumn<QString>("win");
    QTest::addColumn<bool>("tsumo");
    QTest::addColumn<int>("seatWind"); // 0 = East (the dealer), 1 = South, 2 = West
    QTest::addColumn<QString>("dora"); // indicators
    QTest::addColumn<int>("honba");
    QTest::addColumn<int>("han");
    QTest::addColumn<int>("fu");
    QTest::addColumn<int>("yakuman");
    QTest::addColumn<int>("total"); // everything the winner collects from payments
    QTest::addColumn<int>("share"); // ron; dealer tsumo: each; non-dealer tsumo: each non-dealer

    // Riichi, pinfu, tanyao; two-sided wait on 2s-5s; ron 30 fu: 3 han 30 fu = 3900.
    QTest::newRow("riichi pinfu tanyao ron")
            << "234m567p23455678s"
            << "2s" << false << 1 << "1z" << 0 << 3 << 30 << 0 << 3900 << 3900;
    // Riichi only; 111m concealed terminal triplet 8 fu + closed ron 10 + 20 = 38 -> 40 fu;
    // 1 han 40 fu = 1300, two honba 600: 1900.
    QTest::newRow("riichi 40 fu two honba")
            << "111m234p99p345678s"
            << "3s" << false << 2 << "" << 2 << 1 << 40 << 0 << 1900 << 1900;
    // Dealer: riichi, menzen tsumo, pinfu; pinfu tsumo is 20 fu: basic 20 x 2^5 = 640, each
    // pays 1280 -> 1300 all.
    QTest::newRow("dealer riichi tsumo pinfu")
            << "123m456p789s234s55p"
            << "4s" << true << 0 << "" << 0 << 3 << 20 << 0 << 3900 << 1300;
    // Riichi, menzen tsumo, tanyao, dora 2m once = 4 han; 20 + tsumo 2 + concealed simple
    // triplet 222s 4 = 26 -> 30 fu; basic 1920: the dealer pays 3840 -> 3900, the others 2000.
    QTest::newRow("non-dealer 4 han 30 fu tsumo")
            << "234m567p222s678s55m"
            << "8s" << true << 1 << "1m" << 0 << 4 << 30 << 0 << 7900 << 2000;
    // Daisangen by ron for a non-dealer: 32,000; one honba adds 300.
    QTest::newRow("daisangen ron")
            << "555z666z777z123m44p"
            << "7z" << false << 2 << "" << 1 << 13 << 0 << 1 << 32300 << 32300;
}

void TestQuiz::winsWorkedByHand()
{
    QFETCH(QString, closed);
    QFETCH(QString, win);
    QFETCH(bool, tsumo);
    QFETCH(int, seatWind);
    QFETCH(QString, dora);
    QFETCH(int, honba);
    QFETCH(int, han);
    QFETCH(int, fu);
    QFETCH(int, yakuman);
    QFETCH(int, total);
    QFETCH(int, share);

    Question q;
    q.kind = Kind::Points;
    q.difficulty = 3; // the difficulty's limits are the generator's, not checked here
    q.ruleset = *rules::presetRuleset("tenhou");
    q.hand = hand(closed.toStdString().c_str());
    q.situation.winTile = tile(win.toStdString().c_str());
    q.situation.tsumo = tsumo;
    q.situation.riichi = yakuman == 0;
    const TileKind winds[] = { rules::kinds::East, rules::kinds::South, rules::kinds::West };
    q.situation.seatWind = winds[seatWind];
    if (!dora.isEmpty())
        q.situation.doraIndicators = *rules::parseTiles(dora.toStdString());
    q.situation.honba = honba;
    const auto error = solveQuestion(q);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    const rules::HandValue &v = q.answer.score.value;
    QCOMPARE(v.yakumanMultiple, yakuman);
    if (yakuman == 0) {
        QCOMPARE(v.han, han);
        QCOMPARE(v.fu, fu);
    }
    const rules::Payments &p = q.answer.score.payments;
    QCOMPARE(p.total, total);
    if (!tsumo)
        QCOMPARE(p.ron, share);
    else if (seatWind == 0)
        QCOMPARE(p.tsumoEach, share);
    else
        QCOMPARE(p.tsumoNonDealer, share);
    QCOMPARE(q.answer.score.winnerGain, total);
    checkWin(q);
}

// Furiten from a timeline written by hand: 23m waits on 1m and 4m.
void TestQuiz::furitenByHand()
{
    Question q;
    q.kind = Kind::Furiten;
    q.ruleset = *rules::presetRuleset("tenhou");
    q.hand = hand("23m456p222678s55s");
    auto own = [](const char *t, bool riichi = false) {
        TimelineEvent e;
        e.type = TimelineType::OwnDiscard;
        e.tile = tile(t);
        e.riichi = riichi;
        return e;
    };
    auto passed = [](const char *t, int from) {
        TimelineEvent e;
        e.type = TimelineType::Passed;
        e.tile = tile(t);
        e.from = from;
        return e;
    };
    // 1m in the own river: discard furiten on 4m as well.
    q.furiten.timeline = { own("9p"), passed("5z", 1), own("1m"), own("7z") };
    q.furiten.ronTile = tile("4m");
    QVERIFY(!solveQuestion(q));
    QVERIFY(!q.answer.canRon);
    QCOMPARE(q.answer.reason, rules::FuritenReason::DiscardFuriten);
    QCOMPARE(int(q.answer.cause), 0);
    const Step *river = findStep(q, StepKind::RiverCheck);
    QVERIFY(river && river->flag && river->index == 2 && river->tiles == "1m");

    // 4m let pass since the last own discard: temporary furiten.
    q.furiten.timeline = { own("9p"), own("7z"), passed("4m", 1) };
    q.furiten.ronTile = tile("1m");
    QVERIFY(!solveQuestion(q));
    QCOMPARE(q.answer.reason, rules::FuritenReason::TemporaryFuriten);
    const Step *temporary = findStep(q, StepKind::TemporaryCheck);
    QVERIFY(temporary && temporary->flag && temporary->index == 2);
    // … which the next own discard ends.
    q.furiten.timeline.push_back(own("8p"));
    QVERIFY(!solveQuestion(q));
    QVERIFY(q.answer.canRon);

    // After riichi it lasts: riichi furiten.
    q.furiten.timeline = { own("9p", true), passed("4m", 2), own("8p") };
    QVERIFY(!solveQuestion(q));
    QCOMPARE(q.answer.reason, rules::FuritenReason::RiichiFuriten);
    UserAnswer a;
    a.canRon = false;
    a.reason = rules::FuritenReason::TemporaryFuriten;
    const Grade g = grade(q, a);
    QVERIFY(!g.correct);
    QCOMPARE(g.mistakes.at(0).kind, MistakeKind::WrongReason);
    QCOMPARE(g.mistakes.at(0).expectedReason, rules::FuritenReason::RiichiFuriten);
    a.canRon = true;
    QCOMPARE(grade(q, a).mistakes.at(0).kind, MistakeKind::WrongRon);

    // A called-away discard still counts; a wait with no yaku in the river counts too.
    TimelineEvent called = own("1m");
    called.calledAway = true;
    q.furiten.timeline = { own("9p"), called, own("8p") };
    QVERIFY(!solveQuestion(q));
    QCOMPARE(q.answer.reason, rules::FuritenReason::DiscardFuriten);
    QCOMPARE(findStep(q, StepKind::RiverCheck)->source, std::string("called_away"));
    QVERIFY(findStep(q, StepKind::WaitWithoutYaku)); // closed, no riichi: 1m gives no yaku
}

void TestQuiz::explanationsOfFu()
{
    // Open pon of a dragon, closed kan of 1p, tanki on 7s: every fu item names its group.
    Question q;
    q.kind = Kind::Fu;
    q.ruleset = *rules::presetRuleset("tenhou");
    q.hand = hand("234m678m77s", { "pon:555z", "ankan:1111p" });
    q.situation.winTile = tile("7s");
    q.situation.tsumo = true;
    q.situation.seatWind = rules::kinds::South;
    q.situation.doraIndicators = { tile("1z"), tile("2z") };
    QVERIFY(!solveQuestion(q));
    std::vector<std::string> items;
    for (const Step &s : q.explanation) {
        if (s.kind == StepKind::FuItem)
            items.push_back(s.key + ":" + std::to_string(s.value) + ":" + s.tiles + ":" + s.source);
    }
    const std::vector<std::string> expected = { "base:20:", "tsumo:2:", "meld:32:1111p:ankan",
        "meld:4:555z:pon", "wait:2:77s:closed" };
    QStringList got;
    for (const std::string &s : items)
        got << QString::fromStdString(s);
    for (const std::string &e : expected)
        QVERIFY2(std::find_if(items.begin(), items.end(),
                         [&](const std::string &s) { return s.rfind(e, 0) == 0; })
                        != items.end(),
                qPrintable(got.join(u' ')));
    const Step *rounding = findStep(q, StepKind::FuRounding);
    QCOMPARE(rounding->value, 60);
    QCOMPARE(rounding->total, 60);
    QCOMPARE(rounding->key, std::string("none"));
}

// A kyoku built event by event: seat 0 discards 9s declaring riichi (a decision), lets the
// 4p of seat 1 pass (riichi furiten), and wins by tsumo on 1p.
void TestQuiz::questionsFromRecord()
{
    using namespace recordbuilder;
    Builder b;
    b.rec.id = "test-record";
    b.start(0, 1, 0, 0, { 25000, 25000, 25000, 25000 },
             { "123456789m2355p", "19p19s1234567z22s", "234679s234679p1z", "456p789p457s58m69m" },
             "3z")
            .draw(0, "9s")
            .discard(0, "9s", true, true)
            .draw(1, "4p")
            .discard(1, "4p", true)
            .pass(2, "8s")
            .pass(3, "7z")
            .draw(0, "1p");
    game::WinResult w;
    w.winner = 0;
    w.from = 0;
    b.win(w);
    const game::Record &rec = b.rec;

    // The win: every win kind.
    const auto wins = findRecordSpots(rec, Kind::Fu);
    QCOMPARE(int(wins.size()), 1);
    for (Kind k : { Kind::Yaku, Kind::Fu, Kind::Points }) {
        auto q = questionFromWin(rec, 0, 0, k);
        QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
        QCOMPARE(q->source, Source::Record);
        QCOMPARE(q->origin.label, std::string("E1-1"));
        QCOMPARE(q->origin.seat, 0);
        QVERIFY(q->situation.tsumo && q->situation.riichi);
        QCOMPARE(q->situation.honba, 1);
        checkWin(*q);
        const auto &yaku = q->answer.score.value.yaku;
        QVERIFY(std::any_of(yaku.begin(), yaku.end(),
                [](const rules::YakuHan &y) { return y.yaku == rules::Yaku::Ittsuu; }));
    }

    // The decisions: seat 0's riichi discard is one.
    const auto decisions = findRecordSpots(rec, Kind::Efficiency);
    QVERIFY(!decisions.empty());
    auto eff = questionFromSpot(rec, decisions.front());
    QVERIFY2(eff.ok(), eff.ok() ? "" : eff.error().message.c_str());
    QCOMPARE(eff->origin.seat, 0);
    QVERIFY(eff->played && eff->played->kind == tile("9s").kind);
    checkEfficiency(*eff);
    const Step *played = findStep(*eff, StepKind::Played);
    QVERIFY(played && played->tiles == "9s" && played->flag); // 9s was a best discard
    QVERIFY(eff->visible[tile("3z").kind] == 1); // the dora indicator is seen

    // The passed 4p: riichi furiten (and temporary, until seat 0 discards).
    const auto passes = findRecordSpots(rec, Kind::Furiten);
    QCOMPARE(int(passes.size()), 1);
    QCOMPARE(passes[0].seat, 0);
    auto fur = questionFromSpot(rec, passes[0]);
    QVERIFY2(fur.ok(), fur.ok() ? "" : fur.error().message.c_str());
    QVERIFY(!fur->answer.canRon);
    QCOMPARE(fur->answer.reason, rules::FuritenReason::RiichiFuriten);
    QVERIFY(fur->answer.ronCheck.temporaryFuriten);
    checkFuriten(*fur);
    // Either reason that applies is accepted for a real situation.
    UserAnswer a;
    a.canRon = false;
    a.reason = rules::FuritenReason::TemporaryFuriten;
    QVERIFY(grade(*fur, a).correct);
    a.reason = rules::FuritenReason::DiscardFuriten;
    QVERIFY(!grade(*fur, a).correct);
    // The replay's own tracker agrees.
    auto state = game::dealState(rec, 0);
    while (state->step < passes[0].step)
        QVERIFY(!game::applyNext(*state, rec));
    QVERIFY(!game::applyNext(*state, rec));
    const game::PlayerAnalysis analysis = game::analysePlayer(*state, 0);
    QCOMPARE(analysis.furitenReason, rules::FuritenReason::RiichiFuriten);

    // Errors name the problem.
    QVERIFY(!questionFromWin(rec, 3, 0, Kind::Fu).ok());
    QVERIFY(!questionFromWin(rec, 0, 0, Kind::Waits).ok());
    QVERIFY(!questionFromDecision(rec, 0, 2).ok());
}

HAIFU_TEST_APPLESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
