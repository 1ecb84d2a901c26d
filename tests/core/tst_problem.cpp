// teach::Problem and Lesson: kind names, answers in their canonical form, grading,
// what checkProblem/checkLesson refuse (naming the field), the engine's answer against values
// worked out by hand, problems made from quiz questions, and the statistics of many students.

#include "quiz/generator.h"
#include "recordbuilder.h"
#include "teach/problem.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using namespace recordbuilder;
using teach::Phase;
using teach::Position;
using teach::Problem;
using teach::ProblemKind;

namespace {

game::RiverTile river(const std::string &t, bool riichi = false)
{
    return game::RiverTile{ tile(t), false, riichi, -1 };
}

// Seat 0 (North: seat 1 deals) to discard 123m456p789s1122z + 9m: cutting 9m leaves the only
// tenpai (1z/2z shanpon).
Problem discardProblem()
{
    Problem p;
    p.kind = ProblemKind::Discard;
    Position &pos = p.position;
    pos.dealer = 1;
    pos.doraIndicators = tiles("3z");
    pos.turn = 0;
    pos.phase = Phase::Discard;
    pos.seat(0).closed = tiles("1239m456p789s1122z");
    pos.seat(0).drawn = tile("9m");
    p.answers = { "9m" };
    return p;
}

// Seat 0 (North) waits on 5p-8p with 234m 456p 67p 234s 88s, no dora (indicator 1z). Seat 3
// has just discarded `offered`; its hand is 111z222z333z444z5z.
Problem claimProblem(ProblemKind kind, const std::string &offered)
{
    Problem p;
    p.kind = kind;
    Position &pos = p.position;
    pos.dealer = 1;
    pos.doraIndicators = tiles("1z");
    pos.turn = 3;
    pos.phase = Phase::Claim;
    pos.seat(0).closed = tiles("234m45667p234s88s");
    pos.seat(0).river = { river("9m") };
    pos.seat(3).closed = tiles("1112223334445z");
    pos.seat(3).river = { river(offered) };
    return p;
}

QString describe(const std::optional<Error> &e)
{
    return e ? QString::fromStdString(e->describe()) : QString();
}

} // namespace

class TestProblem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindNames()
    {
        QCOMPARE(teach::problemKindName(ProblemKind::PushFold), std::string_view("push_fold"));
        QCOMPARE(teach::problemKindName(ProblemKind::Furiten), std::string_view("furiten"));
        QCOMPARE(teach::problemKindFromName("win"), std::optional<ProblemKind>(ProblemKind::Win));
        QCOMPARE(teach::problemKindFromName("Win"), std::optional<ProblemKind>());
    }

    void normalise()
    {
        using teach::normaliseAnswer;
        QCOMPARE(normaliseAnswer(ProblemKind::Discard, " 0M "), std::string("0m"));
        QCOMPARE(normaliseAnswer(ProblemKind::Discard, "E"), std::string("1z"));
        QCOMPARE(normaliseAnswer(ProblemKind::Discard, "5x"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Discard, "55m"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Call, "CALL"), std::string("call"));
        QCOMPARE(normaliseAnswer(ProblemKind::Call, "chi:435m"), std::string("chi:345m"));
        QCOMPARE(normaliseAnswer(ProblemKind::Call, "ankan:1111m"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Riichi, "Dama"), std::string("dama"));
        QCOMPARE(normaliseAnswer(ProblemKind::PushFold, "Fold:0p"), std::string("fold:0p"));
        QCOMPARE(normaliseAnswer(ProblemKind::PushFold, "fold:x"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Win, "3, 40 ,5200"), std::string("3,40,5200"));
        QCOMPARE(normaliseAnswer(ProblemKind::Win, "3,40"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Win, "3,,40"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Win, "1,2,3,4"), std::string());
        QCOMPARE(normaliseAnswer(ProblemKind::Furiten, "No"), std::string("no"));
        QCOMPARE(normaliseAnswer(ProblemKind::Furiten, "maybe"), std::string());
    }

    void grade()
    {
        Problem p = discardProblem();
        p.answers = { "5m", "9p" };
        teach::ProblemGrade g = teach::gradeProblem(p, "0m"); // the red five of an accepted 5m
        QVERIFY(g.correct);
        QCOMPARE(g.rank, 0);
        QCOMPARE(g.normalised, std::string("0m"));
        g = teach::gradeProblem(p, " 9p");
        QVERIFY(g.correct);
        QCOMPARE(g.rank, 1);
        g = teach::gradeProblem(p, "1z");
        QVERIFY(!g.correct);
        QCOMPARE(g.rank, -1);
        QCOMPARE(teach::gradeProblem(p, "x").normalised, std::string());
        p.answers = { "0m" }; // the teacher names the red one: a plain five is not it
        QVERIFY(!teach::gradeProblem(p, "5m").correct);
        QVERIFY(teach::gradeProblem(p, "0m").correct);
        p.kind = ProblemKind::Win;
        p.answers = { "2,30,2000" };
        QVERIFY(teach::gradeProblem(p, "2, 30, 2000").correct);
        QVERIFY(!teach::gradeProblem(p, "2,30,2500").correct);
    }

    void checks()
    {
        Problem p = discardProblem();
        QCOMPARE(describe(teach::checkProblem(p)), QString());
        p.answers = { "7z" };
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("answer 1: 7z is not among the closed tiles"));
        p.answers = { "9m", "1z", "1z" };
        QCOMPARE(describe(teach::checkProblem(p)), QStringLiteral("answer 3: '1z' is given twice"));
        p.answers = { "5x" };
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("answer 1: '5x' is not an answer to a discard problem"));
        p.answers.clear();
        QCOMPARE(describe(teach::checkProblem(p)), QStringLiteral("answers: no answer is given"));
        p = discardProblem();
        p.seat = 2;
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("seat: the hand of seat 2 is hidden"));
        p.seat = 4;
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("seat: seat 4 is out of range for 4 players"));
        p = discardProblem();
        p.position.seat(0).drawn = tile("8m");
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("position: seat 0: drawn: the drawn tile 8m is not in the hand"));
        p = discardProblem();
        p.kind = ProblemKind::Furiten;
        p.answers = { "yes" };
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("kind: seat 0 has no tile of another seat to call or ron"));
        p.kind = ProblemKind::Riichi;
        p.answers = { "riichi" };
        QCOMPARE(describe(teach::checkProblem(p)), QString()); // cutting 9m is tenpai
        p.position.seat(0).closed = tiles("1239m456p789s1127z");
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("answer 1: not tenpai (no tile completes it)"));
    }

    void callChecks()
    {
        Problem p = claimProblem(ProblemKind::Call, "8p");
        p.answers = { "chi:678p" }; // seat 3 is on seat 0's left
        QCOMPARE(describe(teach::checkProblem(p)), QString());
        p.answers = { "pon:888p" };
        QCOMPARE(describe(teach::checkProblem(p)),
                QStringLiteral("answer 1: the hand cannot make pon:888p with the tile offered"));
        p.answers = { "chi:789p" };
        QVERIFY(describe(teach::checkProblem(p)).contains(QStringLiteral("cannot make chi:789p")));
        p.position.turn = 2;
        p.position.seat(2).closed = p.position.seat(3).closed;
        p.position.seat(2).river = p.position.seat(3).river;
        p.position.seat(3) = {};
        p.answers = { "chi:678p" }; // seat 2 sits across: no chi
        QVERIFY(describe(teach::checkProblem(p)).contains(QStringLiteral("cannot make chi:678p")));
    }

    void lessons()
    {
        teach::Lesson lesson;
        lesson.problems = { discardProblem(), discardProblem() };
        QCOMPARE(describe(teach::checkLesson(lesson)),
                QStringLiteral("title: a lesson needs a title"));
        lesson.title = "Shapes";
        QCOMPARE(describe(teach::checkLesson(lesson)), QString());
        lesson.problems[1].answers.clear();
        QCOMPARE(describe(teach::checkLesson(lesson)),
                QStringLiteral("problem 2: answers: no answer is given"));
    }

    void engineDiscard()
    {
        Problem p = discardProblem();
        p.answers = { "1z" };
        auto e = teach::engineAnswer(p);
        QVERIFY(e.ok());
        QVERIFY(e->available);
        QCOMPARE(e->answers, std::vector<std::string>{ "9m" });
        QVERIFY(e->differs);
        QCOMPARE(e->question.kind, quiz::Kind::Efficiency);
        QCOMPARE(e->question.answer.bestShanten, 0);
        // 1z and 2z: four copies, two in the hand each; 3z is the indicator, not a wait.
        QCOMPARE(e->question.answer.bestUkeire, 4);
        p.answers = { "9m" };
        QVERIFY(!teach::engineAnswer(p)->differs);
    }

    void engineDiscardAdviceFirst()
    {
        // North and White, both alone, accept the most; the advice's choice comes first (the
        // White it just drew: tsumogiri), then the other, each once.
        Problem p = discardProblem();
        p.position.dealer = 0; // seat 0 is East: North is a guest wind
        p.position.seat(0).closed = tiles("234m1567p345s99m4z5z");
        p.position.seat(0).drawn = tile("5z");
        p.answers = { "4z" };
        auto e = teach::engineAnswer(p);
        QVERIFY(e.ok());
        std::string all;
        for (const std::string &a : e->answers)
            all += a + ' ';
        QVERIFY2(e->answers == (std::vector<std::string>{ "5z", "4z" }), all.c_str());
        QVERIFY(!e->differs); // 4z is among the most efficient
        // Drawing the 1p instead, the advice lets the 1p go (a less efficient discard, listed
        // first, the efficient ones after it).
        p.position.seat(0).closed = tiles("234m1567p345s99m4z5z");
        p.position.seat(0).drawn = tile("1p");
        e = teach::engineAnswer(p);
        QVERIFY(e.ok());
        all.clear();
        for (const std::string &a : e->answers)
            all += a + ' ';
        QVERIFY2(e->answers == (std::vector<std::string>{ "1p", "4z", "5z" }), all.c_str());
    }

    void engineWin()
    {
        // Ron on 8p: tanyao + pinfu, 2 han 30 fu, non-dealer 2000; 2 honba (600) and one
        // deposit (1000) make 3600.
        Problem p = claimProblem(ProblemKind::Win, "8p");
        p.position.honba = 2;
        p.position.deposits = 1;
        p.answers = { "2,30,3600" };
        QCOMPARE(describe(teach::checkProblem(p)), QString());
        auto e = teach::engineAnswer(p);
        QVERIFY(e.ok());
        QCOMPARE(e->answers, std::vector<std::string>{ "2,30,3600" });
        QVERIFY(!e->differs);

        // Tsumo on 8p: menzen tsumo + pinfu + tanyao, 3 han 20 fu: 700 + 700 + 1300 = 2700.
        Problem t = claimProblem(ProblemKind::Win, "9s");
        t.position.turn = 0;
        t.position.phase = Phase::Discard;
        t.position.seat(0).closed = tiles("234m456678p234s88s");
        t.position.seat(0).drawn = tile("8p");
        t.tsumo = true;
        t.answers = { "3,20,2700" };
        QCOMPARE(describe(teach::checkProblem(t)), QString());
        QCOMPARE(teach::engineAnswer(t)->answers, std::vector<std::string>{ "3,20,2700" });

        // 9s does not complete the hand.
        Problem none = claimProblem(ProblemKind::Win, "9s");
        none.answers = { "1,30,1000" };
        QCOMPARE(describe(teach::checkProblem(none)),
                QStringLiteral("kind: hand: not a winning hand"));
    }

    void engineFuriten()
    {
        Problem p = claimProblem(ProblemKind::Furiten, "8p");
        p.answers = { "yes" };
        QCOMPARE(teach::engineAnswer(p)->answers, std::vector<std::string>{ "yes" });
        p.position.seat(0).river = { river("5p") }; // a wait in the own river
        auto e = teach::engineAnswer(p);
        QCOMPARE(e->answers, std::vector<std::string>{ "no" });
        QVERIFY(e->differs);
        QCOMPARE(e->question.answer.reason, rules::FuritenReason::DiscardFuriten);
        p.position.seat(0).river = { river("9m") };
        p.position.seat(0).passedSinceDiscard = { 13 }; // 5p let pass since the last discard
        e = teach::engineAnswer(p);
        QCOMPARE(e->answers, std::vector<std::string>{ "no" });
        QCOMPARE(e->question.answer.reason, rules::FuritenReason::TemporaryFuriten);
    }

    void engineCall()
    {
        // 123m 456p 789s 55z + 1p 9p: one away. Pon of 5z and a cut of 1p or 9p is tenpai.
        Problem p = claimProblem(ProblemKind::Call, "5z");
        p.position.seat(0).closed = tiles("123m19p456p789s55z");
        p.position.seat(3).closed = tiles("1112223334446z");
        p.answers = { "pon:555z" };
        QCOMPARE(describe(teach::checkProblem(p)), QString());
        auto e = teach::engineAnswer(p);
        QCOMPARE(e->answers, std::vector<std::string>{ "call" });
        QVERIFY(!e->differs);
        // 7z cannot be called (no pair, no chi of honours): pass.
        p.position.seat(3).river = { river("7z") };
        p.answers = { "call" };
        e = teach::engineAnswer(p);
        QCOMPARE(e->answers, std::vector<std::string>{ "pass" });
        QVERIFY(e->differs);
    }

    // Push or fold gets the engine's answer too (insight/pushfold.h): with nobody threatening,
    // the best expected value is a push, named with its tile and as a category.
    void enginePushFold()
    {
        Problem p = discardProblem();
        p.kind = ProblemKind::PushFold;
        p.answers = { "fold:1z" };
        QCOMPARE(describe(teach::checkProblem(p)), QString());
        auto e = teach::engineAnswer(p);
        QVERIFY(e.ok());
        QVERIFY(e->available);
        QCOMPARE(e->answers.size(), std::size_t(2));
        QVERIFY2(e->answers.front().rfind("push:", 0) == 0, e->answers.front().c_str());
        QCOMPARE(e->answers.back(), std::string("push"));
        QVERIFY(e->differs); // the teacher folds
    }

    void fromQuestion()
    {
        // The ron of engineWin as a points question: 2 han 30 fu, 2000 with no honba.
        quiz::Question q;
        q.kind = quiz::Kind::Points;
        q.ruleset = *rules::presetRuleset("tenhou");
        q.hand.closed = tiles("234m456678p234s88s");
        q.situation.winTile = tile("8p");
        q.situation.seatWind = rules::kinds::North;
        q.situation.doraIndicators = tiles("1z");
        QVERIFY(!quiz::solveQuestion(q));
        auto p = teach::problemFromQuestion(q);
        QVERIFY2(p.ok(), p ? "" : p.error().message.c_str());
        QCOMPARE(p->kind, ProblemKind::Win);
        QCOMPARE(p->answers, std::vector<std::string>{ "2,30,2000" });
        QVERIFY(!p->tsumo);
        QCOMPARE(p->position.seatWind(p->seat), rules::kinds::North);
        QVERIFY(p->position.claimTile() == tile("8p"));

        q.kind = quiz::Kind::Efficiency;
        q.hand.closed = tiles("1239m456p789s1122z");
        QVERIFY(!quiz::solveQuestion(q));
        p = teach::problemFromQuestion(q);
        QVERIFY(p.ok());
        QCOMPARE(p->kind, ProblemKind::Discard);
        QCOMPARE(p->answers, std::vector<std::string>{ "9m" });

        q.kind = quiz::Kind::Furiten;
        q.hand.closed = tiles("234m45667p234s88s");
        q.furiten.timeline = { quiz::TimelineEvent{ quiz::TimelineType::OwnDiscard, tile("5p") } };
        q.furiten.ronTile = tile("8p");
        QVERIFY(!quiz::solveQuestion(q));
        p = teach::problemFromQuestion(q);
        QVERIFY2(p.ok(), p ? "" : p.error().message.c_str());
        QCOMPARE(p->kind, ProblemKind::Furiten);
        QCOMPARE(p->answers, std::vector<std::string>{ "no" });

        q.kind = quiz::Kind::Waits;
        p = teach::problemFromQuestion(q);
        QVERIFY(!p.ok());
        QCOMPARE(QString::fromStdString(p.error().describe()),
                QStringLiteral("kind: a waits question has no problem kind"));
    }

    // Generated questions of every kind but waits become problems that check, whose answer
    // the engine gives again; only wins on a replacement tile or a robbed kan cannot be set up.
    void fromGeneratedQuestions()
    {
        int made = 0;
        for (quiz::Kind kind : quiz::kAllKinds) {
            if (kind == quiz::Kind::Waits)
                continue;
            for (int difficulty = 1; difficulty <= 3; ++difficulty) {
                for (std::uint64_t seed = 1; seed <= 15; ++seed) {
                    auto q = quiz::generateQuestion(kind, difficulty, "tenhou", seed);
                    QVERIFY(q.ok());
                    auto p = teach::problemFromQuestion(*q);
                    if (!p) {
                        QCOMPARE(p.error().code, ErrorCode::ProblemNotInPosition);
                        continue;
                    }
                    ++made;
                    QCOMPARE(describe(teach::checkProblem(*p)), QString());
                    auto e = teach::engineAnswer(*p);
                    QVERIFY(e.ok());
                    QCOMPARE(e->answers, p->answers);
                    QVERIFY(!e->differs);
                    QVERIFY(teach::gradeProblem(*p, p->answers.front()).correct);
                    if (kind == quiz::Kind::Furiten)
                        QCOMPARE(p->answers.front(), std::string(q->answer.canRon ? "yes" : "no"));
                    if (quiz::isWinKind(kind) && p->answers.front().find(',') != std::string::npos)
                        QCOMPARE(std::stoi(p->answers.front().substr(
                                         p->answers.front().rfind(',') + 1)),
                                q->answer.score.winnerGain);
                }
            }
        }
        QVERIFY(made > 150);
    }

    void statistics()
    {
        teach::Lesson lesson;
        lesson.problems.resize(2);
        const auto student = [](std::vector<teach::ProblemResult> results) {
            teach::LessonResults r;
            r.results = std::move(results);
            return r;
        };
        const std::vector<teach::LessonResults> all = {
            student({ { 0, "9m", true, 1 }, { 1, "no", false, 2 } }),
            student({ { 0, "1z", false, 3 }, { 1, "", false, 0 } }),
            student({ { 0, "2z", false, 2 }, { 1, "yes", true, 1 }, { 7, "x", false, 1 } }),
            student({ { 0, "1z", false, 1 } }),
        };
        const auto stats = teach::lessonStatistics(lesson, all);
        QCOMPARE(stats.size(), std::size_t(2));
        QCOMPARE(stats[0].answered, 4);
        QCOMPARE(stats[0].correct, 1);
        const std::vector<std::pair<std::string, int>> wrong0 = { { "1z", 2 }, { "2z", 1 } };
        QCOMPARE(stats[0].wrongAnswers, wrong0);
        QCOMPARE(stats[1].answered, 2); // the skipped one is not counted
        QCOMPARE(stats[1].correct, 1);
        const std::vector<std::pair<std::string, int>> wrong1 = { { "no", 1 } };
        QCOMPARE(stats[1].wrongAnswers, wrong1);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestProblem)
#include "tst_problem.moc"
