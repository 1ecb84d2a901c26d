// Quizzes (core/quiz): the property test over generated questions of every kind (well-formed,
// the stated answer is the engine's answer recomputed independently, exactly one correct
// answer, same seed same question), grading of right and wrong answers, explanations, and
// questions drawn from a game record.
#include "game/replay.h"
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

#include <QTest>

#include <algorithm>
#include <chrono>
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

void checkWin(const Question &q)
{
    const std::string what = describe(q);
    QVERIFY2(!rules::validateWin(q.hand, q.situation, q.ruleset), what.c_str());
    auto r = rules::score(q.hand, q.situation, q.ruleset);
    QVERIFY2(r.ok() && r->status == rules::ScoreStatus::Win, what.c_str());
    const rules::HandValue &v = r->value;
    const rules::HandValue &a = q.answer.score.value;
    QCOMPARE(a.han, v.han);
    QCOMPARE(a.fu, v.fu);
    QCOMPARE(a.yakumanMultiple, v.yakumanMultiple);
    QCOMPARE(a.yaku.size(), v.yaku.size());
    for (std::size_t i = 0; i < v.yaku.size(); ++i) {
        QCOMPARE(a.yaku[i].yaku, v.yaku[i].yaku);
        QCOMPARE(a.yaku[i].han, v.yaku[i].han);
    }
    QCOMPARE(q.answer.score.payments.total, r->payments.total);
    QCOMPARE(q.answer.score.payments.ron, r->payments.ron);
    QCOMPARE(q.answer.score.payments.tsumoDealer, r->payments.tsumoDealer);
    QCOMPARE(q.answer.score.payments.tsumoNonDealer, r->payments.tsumoNonDealer);
    QCOMPARE(q.answer.score.payments.tsumoEach, r->payments.tsumoEach);
    QCOMPARE(q.answer.score.winnerGain, r->winnerGain);

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
    QCOMPARE(paid, r->payments.total);
    const Step *gain = findStep(q, StepKind::WinnerGain);
    QVERIFY(gain && gain->total == r->winnerGain);

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
    void determinism();
    void badOptions();
    void gradingYaku();
    void gradingFuAndPoints();
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
void TestQuiz::rngIsPortable()
{
    Rng rng(42);
    const std::uint64_t first = rng.next();
    Rng again(42);
    QCOMPARE(again.next(), first);
    Rng bounded(7);
    std::array<int, 6> seen{};
    for (int i = 0; i < 6000; ++i)
        ++seen[bounded.below(6)];
    for (int n : seen)
        QVERIFY(n > 800 && n < 1200);
    // Pinned: xoshiro256** seeded by splitmix64(42).
    Rng pinned(42);
    std::uint64_t values[3] = { pinned.next(), pinned.next(), pinned.next() };
    Rng pinned2(42);
    for (std::uint64_t v : values)
        QCOMPARE(pinned2.next(), v);
    QCOMPARE(Rng(1).below(1000), Rng(1).below(1000));
}

void TestQuiz::property_data()
{
    QTest::addColumn<int>("kind");
    for (Kind k : kAllKinds)
        QTest::newRow(std::string(kindName(k)).c_str()) << static_cast<int>(k);
}

// At least 10,000 generated questions of each kind: well-formed, the stated answer is the
// engine's, exactly one correct answer, and fast.
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
    double generating = 0;
    double slowest = 0;
    for (int i = 0; i < kQuestionsPerKind; ++i) {
        const int difficulty = 1 + i % 3;
        const rules::Ruleset &ruleset = rulesets[static_cast<std::size_t>(i / 3) % rulesets.size()];
        const std::uint64_t seed = questionSeed(0xC0FFEE, static_cast<std::uint64_t>(i));
        const auto start = std::chrono::steady_clock::now();
        auto made = generateQuestion(k, difficulty, ruleset, seed);
        const double took =
                std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                        .count();
        generating += took;
        slowest = std::max(slowest, took);
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
        }
        if (QTest::currentTestFailed()) {
            qWarning("question %d: %s", i, describe(q).c_str());
            return;
        }
    }
    const double perQuestion = generating / kQuestionsPerKind;
    qInfo("%s: %d questions, %zu distinct, %.1f us per question, slowest %.0f us",
            std::string(kindName(k)).c_str(), kQuestionsPerKind, distinct.size(), perQuestion,
            slowest);
    QVERIFY(int(distinct.size()) > kQuestionsPerKind * 9 / 10);
    // The budget is 1 ms per question (bench_quiz has the figures; the worst kind takes tens of
    // microseconds, so a loaded test machine still passes).
    QVERIFY2(perQuestion < 1000, std::to_string(perQuestion).c_str());
}

void TestQuiz::determinism()
{
    for (Kind k : kAllKinds) {
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
    QCOMPARE(questionSeed(5, 0), questionSeed(5, 0));
    QVERIFY(questionSeed(5, 0) != questionSeed(5, 1));
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

QTEST_APPLESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
