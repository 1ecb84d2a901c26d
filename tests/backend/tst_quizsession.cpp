#include "quiz/quizsession.h"
#include "storage/database.h"
#include "storage/importer.h"
#include "storage/quizprogress.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// The Quiz page's session: questions of every kind answered right and wrong, feedback with the
// mistakes and explanation, a missed question coming back in the session and in a review, the
// summary, progress saved in the library, questions from the library's games, statistics. Every
// model runs under QAbstractItemModelTester.
class TestQuizSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void answersEveryKindRight_data();
    void answersEveryKindRight();
    void wrongAnswerFeedbackAndRetry();
    void summaryAndStatistics();
    void reviewDueQuestions();
    void questionsFromLibraryGames();
    void timedSession();
    void refusesBadSettings();
    void drillWrongAnswers();

private:
    void answerRight(QuizSession &session);
    void watchModels(QuizSession &session);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void TestQuizSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
}

void TestQuizSession::cleanup()
{
    m_testers.clear();
    m_db.reset();
    m_dir.reset();
}

void TestQuizSession::watchModels(QuizSession &session)
{
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *>{
                 session.current()->hand(), session.current()->melds(), session.current()->dora(),
                 session.current()->timeline(), session.current()->choices(),
                 session.feedback()->mistakes(), session.feedback()->explanation(),
                 session.score()->summary(), session.statistics()->skills(),
                 session.statistics()->history() })
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(model, mode));
}

void TestQuizSession::answerRight(QuizSession &session)
{
    if (session.current()->answerForm() == "points"_L1) {
        const QList<int> p = session.current()->answerPoints();
        session.setPoints(p.at(0), p.at(1), p.at(2));
    } else if (session.current()->answerForm() == "conditions"_L1) {
        const QList<int> options = session.current()->answerConditionOptions();
        QCOMPARE(qsizetype(session.current()->choices()->rowCount()), options.size());
        for (int row = 0; row < options.size(); ++row)
            session.setConditionOption(row, options.at(row));
    } else {
        for (int row : session.current()->answerRows()) {
            session.toggleChoice(row);
            if (session.current()->answerForm() == "choices"_L1)
                break;
        }
    }
    QVERIFY(session.submit());
}

void TestQuizSession::answersEveryKindRight_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("form");
    QTest::newRow("yaku") << u"yaku"_s << u"yaku"_s;
    QTest::newRow("fu") << u"fu"_s << u"choices"_s;
    QTest::newRow("points") << u"points"_s << u"points"_s;
    QTest::newRow("waits") << u"waits"_s << u"multi"_s;
    QTest::newRow("efficiency") << u"efficiency"_s << u"choices"_s;
    QTest::newRow("furiten") << u"furiten"_s << u"choices"_s;
    QTest::newRow("defence") << u"defence"_s << u"choices"_s;
    QTest::newRow("conditions") << u"conditions"_s << u"conditions"_s;
    QTest::newRow("shanten") << u"shanten"_s << u"choices"_s;
    QTest::newRow("discard_ev") << u"discard_ev"_s << u"choices"_s;
}

void TestQuizSession::answersEveryKindRight()
{
    QFETCH(QString, kind);
    QFETCH(QString, form);
    QuizSession session;
    session.setDatabase(m_db.get());
    session.setSeed(42);
    watchModels(session);
    QSignalSpy phase(&session, &QuizSession::phaseChanged);
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        QVERIFY2(session.start(kind, difficulty, u"tenhou"_s, 3, 0, u"generated"_s),
                qPrintable(session.errorText()));
        QCOMPARE(session.phase(), QuizSession::Answering);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(session.current()->kind(), kind);
            QCOMPARE(session.current()->answerForm(), form);
            QCOMPARE(session.current()->number(), i + 1);
            QCOMPARE(session.current()->count(), 3);
            QVERIFY(!session.current()->prompt().isEmpty());
            if (kind != "conditions"_L1)
                QVERIFY(session.current()->hand()->rowCount()
                                + session.current()->melds()->rowCount()
                        >= 13);
            else
                QVERIFY(session.current()->conditionOptions().size() > 20);
            if (kind == "defence"_L1)
                QVERIFY(session.current()->river()->rowCount() > 0);
            if (form != "points"_L1)
                QVERIFY(session.current()->choices()->rowCount() > 0);
            if (kind == "furiten"_L1)
                QVERIFY(session.current()->timeline()->rowCount() > 0);
            answerRight(session);
            QCOMPARE(session.phase(), QuizSession::Feedback);
            QVERIFY2(session.feedback()->correct(), qPrintable(session.current()->questionId()));
            QCOMPARE(session.feedback()->mistakes()->rowCount(), 0);
            QVERIFY(session.feedback()->explanation()->rowCount() > 0);
            QVERIFY(!session.feedback()->answerText().isEmpty());
            session.next();
        }
        QCOMPARE(session.phase(), QuizSession::Summary);
        QCOMPARE(session.score()->correctCount(), 3);
    }
    QVERIFY(phase.count() >= 9);
    QCOMPARE(m_db->scalar(u"SELECT COUNT(*) FROM quiz_attempts WHERE correct = 1"_s).toInt(), 9);
}

void TestQuizSession::wrongAnswerFeedbackAndRetry()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    session.setSeed(7);
    watchModels(session);
    QVERIFY(session.start(u"fu"_s, 2, u"tenhou"_s, 6, 0, u"generated"_s));
    const QString missed = session.current()->questionId();
    const QList<int> right = session.current()->answerRows();
    QCOMPARE(right.size(), 1);
    session.toggleChoice(right.front() == 0 ? 1 : 0);
    QCOMPARE(session.current()->choices()->selectedCount(), 1);
    QVERIFY(session.submit());
    QVERIFY(!session.feedback()->correct());
    QVERIFY(session.feedback()->mistakes()->rowCount() > 0);
    QVERIFY(session.feedback()->mistakes()->lines().front().label.contains(u"fu"_s));
    // The explanation names the fu items, the sum and the rounding.
    const QString explanation = session.feedback()->explanation()->text();
    QVERIFY2(explanation.contains(u"fu"_s), qPrintable(explanation));
    QVERIFY(std::any_of(session.feedback()->explanation()->steps().begin(),
            session.feedback()->explanation()->steps().end(),
            [](const QuizStepRow &r) { return r.emphasis; }));
    // The right choice is marked.
    QVERIFY(session.current()
                    ->choices()
                    ->data(session.current()->choices()->index(right.front()),
                            QuizChoiceModel::CorrectRole)
                    .toBool());
    const auto item = storage::quizItem(*m_db, missed);
    QVERIFY(item && item->has_value());
    QCOMPARE((*item)->box, 1);
    QCOMPARE((*item)->misses, 1);
    // It comes back after two other questions.
    QStringList seen;
    for (int i = 0; i < 3; ++i) {
        session.next();
        seen << session.current()->questionId();
        answerRight(session);
    }
    QCOMPARE(seen.at(2), missed);
    QVERIFY(session.current()->review());
    QCOMPARE((*storage::quizItem(*m_db, missed))->box, 2);
}

void TestQuizSession::summaryAndStatistics()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    session.setSeed(99);
    watchModels(session);
    QVERIFY(session.start(u"mixed"_s, 1, u"tenhou"_s, 6, 0, u"generated"_s));
    QStringList kinds;
    for (int i = 0; i < 6; ++i) {
        kinds << session.current()->kind();
        if (i == 1) {
            QVERIFY(session.submit()); // nothing picked: wrong
            QVERIFY(!session.feedback()->correct());
        } else {
            answerRight(session);
        }
        session.next();
    }
    QCOMPARE(session.phase(), QuizSession::Summary);
    QCOMPARE(session.score()->answered(), 6);
    QCOMPARE(session.score()->correctCount(), 5);
    QVERIFY(session.score()->totalSeconds() >= 0);
    QVERIFY(session.score()->summary()->rowCount() >= 4);
    QVERIFY(std::any_of(session.score()->summary()->lines().begin(),
            session.score()->summary()->lines().end(),
            [](const LineItem &l) { return l.mismatch; }));
    QVERIFY(session.statistics()->skills()->rowCount() >= 4);
    QCOMPARE(session.statistics()->history()->rowCount(), 1);
    QCOMPARE(session.statistics()
                     ->history()
                     ->data(session.statistics()->history()->index(0), QuizStatsModel::AttemptsRole)
                     .toInt(),
            6);
    QCOMPARE(
            session.statistics()->dueCount(), 0); // the missed one came back and was answered right
    session.reset();
    QCOMPARE(session.phase(), QuizSession::Setup);
}

void TestQuizSession::reviewDueQuestions()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    watchModels(session);
    QVERIFY(!session.start(u"mixed"_s, 1, u"tenhou"_s, 5, 0, u"review"_s));
    QVERIFY(!session.errorText().isEmpty());
    QCOMPARE(session.phase(), QuizSession::Setup);
    session.setSeed(5);
    QVERIFY(session.start(u"waits"_s, 2, u"tenhou"_s, 1, 0, u"generated"_s));
    const QString missed = session.current()->questionId();
    QVERIFY(session.submit());
    QVERIFY(!session.feedback()->correct());
    session.next();
    QCOMPARE(session.phase(), QuizSession::Summary);
    // A later session reviews it: the same question, made again from its seed.
    QuizSession later;
    later.setDatabase(m_db.get());
    QVERIFY(later.start(u"mixed"_s, 1, u"tenhou"_s, 10, 0, u"review"_s));
    QCOMPARE(later.current()->questionId(), missed);
    QCOMPARE(later.current()->count(), 1);
    QVERIFY(later.current()->review());
    answerRight(later);
    QVERIFY(later.feedback()->correct());
    later.next();
    QCOMPARE(later.phase(), QuizSession::Summary);
    QCOMPARE(storage::dueItems(*m_db, QString(), 10)->size(), 0);
}

void TestQuizSession::questionsFromLibraryGames()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    session.setSeed(3);
    watchModels(session);
    QVERIFY(!session.start(u"mixed"_s, 1, u"tenhou"_s, 3, 0, u"library"_s));
    QVERIFY(!session.errorText().isEmpty());
    storage::Importer importer(*m_db);
    QCOMPARE(importer.importPaths({ QStringLiteral(HAIFU_TEST_DATA "/records/dnov__bye.xml") })
                     .imported,
            1);
    for (const QString &kind : { u"fu"_s, u"efficiency"_s, u"mixed"_s }) {
        QVERIFY2(session.start(kind, 1, u"tenhou"_s, 2, 0, u"library"_s),
                qPrintable(session.errorText()));
        QVERIFY(session.current()->questionId().startsWith(u"record-"_s));
        QVERIFY(session.current()->origin().contains(u"library"_s));
        answerRight(session);
        QVERIFY(session.feedback()->correct());
    }
    const auto due = storage::quizItem(*m_db, session.current()->questionId());
    QVERIFY(due && due->has_value());
    QCOMPARE((*due)->ref.source, u"record"_s);
    QVERIFY((*due)->ref.gameId > 0);
    QVERIFY(!session.start(u"waits"_s, 1, u"tenhou"_s, 2, 0, u"library"_s));
}

void TestQuizSession::timedSession()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    QVERIFY(session.start(u"fu"_s, 1, u"tenhou"_s, 0, 2, u"generated"_s));
    QCOMPARE(session.timeLimit(), 120);
    QCOMPARE(session.current()->count(), 0);
    QVERIFY(session.remainingSeconds() > 100);
    for (int i = 0; i < 12; ++i) {
        answerRight(session);
        session.next();
    }
    QCOMPARE(session.phase(), QuizSession::Answering);
    session.finish();
    QCOMPARE(session.phase(), QuizSession::Summary);
    QCOMPARE(session.score()->answered(), 12);
}

// The drills graded wrong: a defence tile that is not of the best tier (clicked in the hand),
// a shanten number one off, a conditions answer of "impossible" everywhere.
void TestQuizSession::drillWrongAnswers()
{
    QuizSession session;
    session.setDatabase(m_db.get());
    session.setSeed(5);
    watchModels(session);
    QVERIFY(session.start(u"defence"_s, 2, u"tenhou"_s, 1, 0, u"generated"_s));
    const QList<int> right = session.current()->answerRows();
    QVERIFY(!right.isEmpty());
    int wrong = -1;
    for (int row = 0; row < session.current()->choices()->rowCount(); ++row) {
        if (!right.contains(row))
            wrong = row;
    }
    QVERIFY(wrong >= 0);
    session.pickTile(session.current()->choices()->choices().at(wrong).tile);
    QCOMPARE(session.current()->choices()->selectedCount(), 1);
    QVERIFY(session.submit());
    QVERIFY(!session.feedback()->correct());
    QVERIFY(session.feedback()->mistakes()->rowCount() > 0);
    // The answer and the mistake give each tier's deal-in rate facing a riichi (pushfold.h).
    const QString answer = session.feedback()->answerText();
    QVERIFY2(answer.contains(u"% of the time facing a riichi)"_s), qPrintable(answer));
    const QString mistake = session.feedback()->mistakes()->lines().front().label;
    QVERIFY2(mistake.contains(u", dealt in "_s) && mistake.contains(u"%); the safest tile held"_s),
            qPrintable(mistake));
    session.next();
    QCOMPARE(session.phase(), QuizSession::Summary);

    QVERIFY(session.start(u"shanten"_s, 2, u"tenhou"_s, 1, 0, u"generated"_s));
    const int shanten = session.question()->answer.shanten;
    for (int row = 0; row < session.current()->choices()->rowCount(); ++row) {
        if (session.current()->choices()->choices().at(row).key.toInt() == shanten + 1)
            session.toggleChoice(row);
    }
    QVERIFY(session.submit());
    QVERIFY(!session.feedback()->correct());
    session.next();

    QVERIFY(session.start(u"conditions"_s, 1, u"tenhou"_s, 1, 0, u"generated"_s));
    for (int row = 0; row < session.current()->choices()->rowCount(); ++row)
        session.setConditionOption(row, 1); // impossible
    QVERIFY(session.submit());
    QVERIFY(!session.feedback()->correct());
    QCOMPARE(session.feedback()->mistakes()->rowCount(), 4);
    session.next();
    QCOMPARE(session.phase(), QuizSession::Summary);
    // The drills keep their statistics like the other kinds.
    QCOMPARE(m_db->scalar(u"SELECT COUNT(DISTINCT kind) FROM quiz_attempts"_s).toInt(), 3);
}

void TestQuizSession::refusesBadSettings()
{
    QuizSession session;
    QVERIFY(!session.start(u"mahjong"_s, 1, u"tenhou"_s, 3, 0, u"generated"_s));
    QVERIFY(!session.errorText().isEmpty());
    QVERIFY(!session.start(u"fu"_s, 1, u"no-such-rules"_s, 3, 0, u"generated"_s));
    QVERIFY(session.presets().contains(u"tenhou"_s));
    QCOMPARE(session.kinds().size(), 11); // mixed, the six kinds and the four drills
    // Without a library the quiz works; nothing is kept.
    QVERIFY(session.start(u"fu"_s, 1, u"tenhou"_s, 1, 0, u"generated"_s));
    answerRight(session);
    QVERIFY(session.feedback()->correct());
}

HAIFU_TEST_MAIN(TestQuizSession)
#include "tst_quizsession.moc"
