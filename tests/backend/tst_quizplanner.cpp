#include "quiz/quizplanner.h"
#include "storage/database.h"
#include "storage/importer.h"

#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// Where a quiz session's questions come from: generated questions from a session seed (the same
// seed, the same questions), situations from the library's games, the questions due for
// review, and a missed question planned again a few questions later.
class TestQuizPlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void generatedFollowsTheSeed();
    void mixedCyclesTheKinds();
    void refusesBadSettings();
    void missComesBackAfterAGap();
    void reviewAsksOnlyWhatIsDue();
    void situationsFromLibraryGames();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
};

void TestQuizPlanner::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
}

void TestQuizPlanner::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestQuizPlanner::generatedFollowsTheSeed()
{
    QuizPlanner a;
    QuizPlanner b;
    QVERIFY(a.plan(nullptr, u"generated"_s, u"fu"_s, 2, u"tenhou"_s, 5, 42));
    QVERIFY(b.plan(nullptr, u"generated"_s, u"fu"_s, 2, u"tenhou"_s, 5, 42));
    QCOMPARE(a.queued(), 0);
    QStringList ids;
    for (int i = 0; i < 3; ++i) {
        const auto pa = a.next();
        const auto pb = b.next();
        QVERIFY(pa && pb);
        QVERIFY(!pa->review);
        QCOMPARE(pa->ref.kind, u"fu"_s);
        QCOMPARE(pa->ref.source, u"generated"_s);
        QCOMPARE(pa->ref.difficulty, 2);
        QCOMPARE(pa->ref.preset, u"tenhou"_s);
        QCOMPARE(pa->ref.seed, pb->ref.seed);
        const auto qa = a.make(nullptr, pa->ref);
        const auto qb = b.make(nullptr, pb->ref);
        QVERIFY(qa && qb);
        QCOMPARE(qa->id(), qb->id());
        QCOMPARE(qa->kind, quiz::Kind::Fu);
        ids << QString::fromStdString(qa->id());
    }
    // Each question of a session is another one.
    ids.removeDuplicates();
    QCOMPARE(ids.size(), 3);

    // Another seed, other questions.
    QuizPlanner c;
    QVERIFY(c.plan(nullptr, u"generated"_s, u"fu"_s, 2, u"tenhou"_s, 5, 43));
    const auto pc = c.next();
    QVERIFY(pc);
    QVERIFY(QString::fromStdString(c.make(nullptr, pc->ref)->id()) != ids.first());
}

void TestQuizPlanner::mixedCyclesTheKinds()
{
    QuizPlanner planner;
    QVERIFY(planner.plan(nullptr, u"generated"_s, u"mixed"_s, 1, u"tenhou"_s, 10, 7));
    QStringList kinds;
    for (std::size_t i = 0; i < quiz::kAllKinds.size(); ++i)
        kinds << planner.next()->ref.kind;
    QStringList expected;
    for (quiz::Kind k : quiz::kAllKinds)
        expected << QString::fromStdString(std::string(quiz::kindName(k)));
    QCOMPARE(kinds, expected);
    // Then round again.
    QCOMPARE(planner.next()->ref.kind, expected.first());
}

void TestQuizPlanner::refusesBadSettings()
{
    QuizPlanner planner;
    QVERIFY(!planner.plan(nullptr, u"generated"_s, u"nonsense"_s, 1, u"tenhou"_s, 5, 1));
    QCOMPARE(planner.errorText(), u"Unknown quiz kind: nonsense"_s);
    QVERIFY(!planner.plan(nullptr, u"library"_s, u"fu"_s, 1, u"tenhou"_s, 5, 1));
    QCOMPARE(planner.errorText(), u"The library is not available."_s);
    QVERIFY(!planner.plan(nullptr, u"review"_s, u"fu"_s, 1, u"tenhou"_s, 5, 1));
    QCOMPARE(planner.errorText(), u"The library is not available."_s);
    // A reference to no kind makes no question.
    storage::QuizItemRef ref;
    ref.kind = u"nonsense"_s;
    QVERIFY(!planner.make(nullptr, ref));
    // A successful plan clears the error.
    QVERIFY(planner.plan(nullptr, u"generated"_s, u"fu"_s, 1, u"tenhou"_s, 5, 1));
    QVERIFY(planner.errorText().isEmpty());
}

void TestQuizPlanner::missComesBackAfterAGap()
{
    QuizPlanner planner;
    QVERIFY(planner.plan(nullptr, u"generated"_s, u"yaku"_s, 1, u"tenhou"_s, 10, 5));
    const storage::QuizItemRef missed = planner.next()->ref;
    // Eight questions left: two others first, then the miss again, marked as a review.
    planner.retry(missed, 8);
    QCOMPARE(planner.queued(), 3);
    const auto first = planner.next();
    const auto second = planner.next();
    QVERIFY(first->ref.seed != missed.seed && second->ref.seed != missed.seed);
    QVERIFY(!first->review && !second->review);
    const auto again = planner.next();
    QCOMPARE(again->ref.seed, missed.seed);
    QVERIFY(again->review);
    QCOMPARE(planner.queued(), 0);

    // One question left: the miss is the next one.
    planner.retry(missed, 1);
    QCOMPARE(planner.queued(), 1);
    QCOMPARE(planner.next()->ref.seed, missed.seed);
    // None left: nothing is planned.
    planner.retry(missed, 0);
    QCOMPARE(planner.queued(), 0);
}

void TestQuizPlanner::reviewAsksOnlyWhatIsDue()
{
    QuizPlanner planner;
    QVERIFY(!planner.plan(m_db.get(), u"review"_s, u"mixed"_s, 1, u"tenhou"_s, 5, 1));
    QCOMPARE(planner.errorText(), u"Nothing is due for review. Missed questions come back here."_s);

    // A missed generated question is due.
    QuizPlanner generated;
    QVERIFY(generated.plan(nullptr, u"generated"_s, u"fu"_s, 1, u"tenhou"_s, 5, 9));
    storage::QuizAttempt attempt;
    attempt.ref = generated.next()->ref;
    attempt.ref.questionId = QString::fromStdString(generated.make(nullptr, attempt.ref)->id());
    attempt.sessionId = u"s"_s;
    attempt.correct = false;
    attempt.seconds = 3;
    QVERIFY(storage::recordAttempt(*m_db, attempt));

    QVERIFY(planner.plan(m_db.get(), u"review"_s, u"mixed"_s, 1, u"tenhou"_s, 5, 1));
    QCOMPARE(planner.queued(), 1);
    const auto due = planner.next();
    QVERIFY(due);
    QVERIFY(due->review);
    QCOMPARE(due->ref.seed, attempt.ref.seed);
    // A review session asks nothing fresh.
    QVERIFY(!planner.next());
    // A miss in a review comes back without fresh questions before it.
    planner.retry(due->ref, 5);
    QCOMPARE(planner.queued(), 1);
}

void TestQuizPlanner::situationsFromLibraryGames()
{
    QuizPlanner planner;
    QVERIFY(!planner.plan(m_db.get(), u"library"_s, u"mixed"_s, 1, u"tenhou"_s, 3, 1));
    QVERIFY(planner.errorText().contains(u"no games"_s));
    storage::Importer importer(*m_db);
    QCOMPARE(importer.importPaths({ QStringLiteral(HAIFU_TEST_DATA "/records/dnov__bye.xml") })
                     .imported,
            1);
    QVERIFY(!planner.plan(m_db.get(), u"library"_s, u"waits"_s, 1, u"tenhou"_s, 3, 1));
    QVERIFY(planner.errorText().contains(u"only generated"_s));

    QVERIFY2(planner.plan(m_db.get(), u"library"_s, u"fu"_s, 1, u"tenhou"_s, 3, 1),
            qPrintable(planner.errorText()));
    for (int i = 0; i < 3; ++i) {
        const auto planned = planner.next();
        QVERIFY(planned);
        QCOMPARE(planned->ref.source, u"record"_s);
        QCOMPARE(planned->ref.kind, u"fu"_s);
        QVERIFY(planned->ref.gameId > 0);
        const auto q = planner.make(m_db.get(), planned->ref);
        QVERIFY(q);
        QCOMPARE(q->kind, quiz::Kind::Fu);
        QCOMPARE(q->source, quiz::Source::Record);
    }
}

HAIFU_TEST_GUILESS_MAIN(TestQuizPlanner)
#include "tst_quizplanner.moc"
