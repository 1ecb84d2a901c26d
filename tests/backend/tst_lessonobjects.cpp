#include "formats/lessonfile.h"
#include "lessons/lessoneditor.h"
#include "lessons/lessonsession.h"
#include "lessons/lessonshelf.h"
#include "quiz/quizsession.h"
#include "storage/database.h"
#include "storage/lessons.h"
#include "storage/quizprogress.h"

#include "teach/positiontext.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// The lesson objects the pages bind to: the teacher's editor (draft checked as typed, the
// engine's answer beside the teacher's, problems applied, moved, removed, saved), the shelf
// (lesson files out and in, refused files keeping nothing, students' results imported into
// statistics) and the student's session (answers graded, a miss coming back, results exported
// and read back).
class TestLessonObjects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void editorChecksAndSaves();
    void shelfFilesAndStatistics();
    void sessionGradesAndExports();
    void refusedFilesKeepNothing();
    void refusedLessonFilesSayWhy_data();
    void refusedLessonFilesSayWhy();
    void quizQuestionIntoLesson();

private:
    // East 1, the dealer (seat 0) holds 123m 456p 789s 11z 22z and has drawn 7z; the other
    // hands are hidden. Cutting 7z is tenpai on 1z/2z: the one best discard.
    static QString discardPosition();
    qint64 makeLesson(const QString &title);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
};

QString TestLessonObjects::discardPosition()
{
    teach::Position p;
    p.liveWall = 69;
    p.doraIndicators = *rules::parseTiles("3s");
    p.turn = 0;
    p.phase = teach::Phase::Discard;
    p.seat(0).closed = *rules::parseTiles("123m456p789s11227z");
    p.seat(0).drawn = *rules::parseTile("7z");
    return QString::fromStdString(teach::formatPosition(p));
}

void TestLessonObjects::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
}

void TestLessonObjects::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

qint64 TestLessonObjects::makeLesson(const QString &title)
{
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    const qint64 id = shelf.create(title);
    LessonEditor editor;
    editor.setDatabase(m_db.get());
    if (!editor.load(id))
        return 0;
    editor.setAuthor(u"Sensei"_s);
    editor.newProblem(discardPosition());
    editor.setKind(u"discard"_s);
    editor.setQuestion(u"What do you cut?"_s);
    editor.setAnswersText(u"7z\n"_s);
    editor.setExplanation(u"Tenpai on the two pairs."_s);
    editor.setHintsText(u"Count your pairs.\n"_s);
    if (!editor.applyProblem() || !editor.save())
        return 0;
    return id;
}

void TestLessonObjects::editorChecksAndSaves()
{
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    const qint64 id = shelf.create(u"Pairs"_s);
    QVERIFY(id > 0);
    QCOMPARE(shelf.lessons()->rowCount(), 1);

    LessonEditor editor;
    editor.setDatabase(m_db.get());
    QAbstractItemModelTester tester(
            editor.problems(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(editor.load(id));
    QCOMPARE(editor.title(), u"Pairs"_s);
    QVERIFY(!editor.dirty());

    // No position yet: the draft says so and cannot be applied.
    editor.newProblem(QString());
    QVERIFY(!editor.draftError().isEmpty());
    QVERIFY(!editor.applyProblem());

    // A position that does not read names what is wrong.
    editor.setPositionText(u"this is not a position"_s);
    QVERIFY(!editor.draftError().isEmpty());
    QVERIFY(!editor.board()->valid());

    editor.setPositionText(discardPosition());
    QVERIFY(editor.board()->valid());
    QCOMPARE(editor.board()->bottom()->hand()->rowCount(), 14);
    // No answer yet: refused; the engine already knows its answer.
    QVERIFY(!editor.draftError().isEmpty());
    QVERIFY(!editor.engineText().isEmpty());
    // A discard that is not in the hand is refused.
    editor.setAnswersText(u"9m\n"_s);
    QVERIFY(!editor.draftError().isEmpty());
    editor.useEngineAnswer();
    QCOMPARE(editor.answersText(), u"7z"_s);
    QVERIFY2(editor.draftError().isEmpty(), qPrintable(editor.draftError()));
    editor.setQuestion(u"What do you cut?"_s);
    QVERIFY(editor.applyProblem());
    QCOMPARE(editor.problems()->rowCount(), 1);
    QVERIFY(editor.dirty());

    // A second problem, then moved before the first and removed again.
    editor.newProblem(QString());
    QCOMPARE(editor.positionText(), discardPosition());
    editor.setAnswersText(u"7z"_s);
    editor.setQuestion(u"Again?"_s);
    QVERIFY(editor.applyProblem());
    editor.moveProblem(1, -1);
    QCOMPARE(editor.lesson().problems.front().question, std::string("Again?"));
    editor.removeProblem(0);
    QCOMPARE(editor.lesson().problems.size(), std::size_t(1));
    QVERIFY(editor.save());
    QVERIFY(!editor.dirty());

    auto stored = storage::loadLesson(*m_db, id);
    QVERIFY(stored.ok());
    QCOMPARE(stored->lesson.problems.size(), std::size_t(1));
    QCOMPARE(stored->lesson.problems.front().answers, std::vector<std::string>{ "7z" });
    QCOMPARE(stored->lesson.problems.front().question, std::string("What do you cut?"));
}

void TestLessonObjects::shelfFilesAndStatistics()
{
    const qint64 id = makeLesson(u"Pairs"_s);
    QVERIFY(id > 0);
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    const QString lessonPath = m_dir->filePath(u"pairs.haifu-lesson"_s);
    QVERIFY2(shelf.exportFile(id, QUrl::fromLocalFile(lessonPath)), qPrintable(shelf.errorText()));

    // A student's library: the lesson imported, solved once wrong and once right.
    QTemporaryDir studentDir;
    storage::Database student;
    QVERIFY(!student.open(studentDir.filePath(u"student.haifu"_s)));
    LessonShelf studentShelf;
    studentShelf.setDatabase(&student);
    const qint64 studentLesson = studentShelf.importFile(QUrl::fromLocalFile(lessonPath));
    QVERIFY2(studentLesson > 0, qPrintable(studentShelf.errorText()));
    // The same file again is the same lesson.
    QCOMPARE(studentShelf.importFile(QUrl::fromLocalFile(lessonPath)), studentLesson);
    QCOMPARE(studentShelf.lessons()->rowCount(), 1);

    QStringList files;
    const QStringList answers{ u"1z"_s, u"7z"_s, u"1z"_s };
    for (int i = 0; i < answers.size(); ++i) {
        LessonSession session;
        session.setDatabase(&student);
        QVERIFY(session.start(studentLesson));
        QVERIFY(session.answer(answers[i]));
        session.finish();
        const QString path = m_dir->filePath(u"student%1.haifu-results"_s.arg(i));
        QVERIFY(session.exportResults(QUrl::fromLocalFile(path), u"Student %1"_s.arg(i)));
        files << path;
    }

    // The teacher imports the three files: one right, two gave 1z.
    QList<QUrl> urls;
    for (const QString &f : files)
        urls << QUrl::fromLocalFile(f);
    QVERIFY2(shelf.importResults(id, urls), qPrintable(shelf.errorText()));
    QCOMPARE(shelf.studentCount(), 3);
    QCOMPARE(shelf.statistics()->rowCount(), 1);
    const QModelIndex row = shelf.statistics()->index(0, 0);
    QCOMPARE(row.data(LineListModel::ValueRole).toString(), u"1 / 3"_s);
    QCOMPARE(row.data(LineListModel::AmountRole).toInt(), 33);
    QVERIFY2(row.data(LineListModel::DetailRole).toString().contains(u"×2"_s),
            qPrintable(row.data(LineListModel::DetailRole).toString()));
    // Importing one student's file again replaces theirs.
    QVERIFY(shelf.importResults(id, { urls.front() }));
    QCOMPARE(shelf.studentCount(), 3);

    // The worksheet is a PDF.
    const QString pdf = m_dir->filePath(u"pairs.pdf"_s);
    QVERIFY2(shelf.exportWorksheet(id, QUrl::fromLocalFile(pdf)), qPrintable(shelf.errorText()));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
}

void TestLessonObjects::sessionGradesAndExports()
{
    const qint64 id = makeLesson(u"Pairs"_s);
    LessonSession session;
    session.setDatabase(m_db.get());
    QCOMPARE(session.lessons()->rowCount(), 1);
    QVERIFY(session.start(id));
    QCOMPARE(session.phase(), LessonSession::Phase::Answering);
    QCOMPARE(session.answerForm(), u"tile"_s);
    QCOMPARE(session.problemCount(), 1);
    QCOMPARE(session.hintsLeft(), 1);
    session.showHint();
    QCOMPARE(session.hintsShown(), QStringList{ u"Count your pairs."_s });

    // Not an answer: refused, nothing counted.
    QVERIFY(!session.answer(u"banana"_s));
    QCOMPARE(session.answered(), 0);
    // Wrong: feedback, and the problem comes back.
    QVERIFY(session.answer(u"1z"_s));
    QCOMPARE(session.phase(), LessonSession::Phase::Feedback);
    QVERIFY(!session.correct());
    QCOMPARE(session.accepted()->rowCount(), 1);
    QCOMPARE(session.explanation(), u"Tenpai on the two pairs."_s);
    QVERIFY(session.engine()->available());
    QVERIFY(!session.engine()->differs());
    QCOMPARE(session.problemCount(), 2);
    session.next();
    QCOMPARE(session.phase(), LessonSession::Phase::Answering);
    QVERIFY(session.answer(u"7z"_s));
    QVERIFY(session.correct());
    session.next();
    QCOMPARE(session.phase(), LessonSession::Phase::Summary);
    QCOMPARE(session.answered(), 1);
    QCOMPARE(session.correctCount(), 0);

    // Both answers are in the spaced repetition: a miss, then a hit (due again in a day).
    auto stored = storage::loadLesson(*m_db, id);
    QVERIFY(stored.ok());
    auto item = storage::quizItem(*m_db, storage::lessonQuestionId(stored->fingerprint, 0));
    QVERIFY(item.ok() && item->has_value());
    QCOMPARE((*item)->attempts, 2);
    QCOMPARE((*item)->misses, 1);
    QVERIFY((*item)->dueAt > QDateTime::currentDateTime());

    // Without a name, no file; with one, a results file that reads back.
    const QString path = m_dir->filePath(u"me.haifu-results"_s);
    QVERIFY(!session.exportResults(QUrl::fromLocalFile(path), u"  "_s));
    QVERIFY(!QFile::exists(path));
    QVERIFY(session.exportResults(QUrl::fromLocalFile(path), u"Aki"_s));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto results = formats::readResults(file.readAll(), path);
    QVERIFY(results.ok());
    QCOMPARE(results->student, std::string("Aki"));
    QCOMPARE(results->results.size(), std::size_t(1));
    QCOMPARE(results->results.front().answer, std::string("1z"));
    QVERIFY(!results->results.front().correct);
    QCOMPARE(results->results.front().attempts, 2);
}

void TestLessonObjects::refusedFilesKeepNothing()
{
    const qint64 id = makeLesson(u"Pairs"_s);
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    const QString bad = m_dir->filePath(u"bad.haifu-lesson"_s);
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "haifu-lesson", "version": 1, "title": "x", "problems": [
            {"kind": "discard", "seat": 0, "position": "nonsense", "answers": ["1m"]}]})");
    }
    QCOMPARE(shelf.importFile(QUrl::fromLocalFile(bad)), 0);
    QVERIFY(shelf.errorText().contains(u"bad.haifu-lesson"_s));
    QCOMPARE(shelf.lessons()->rowCount(), 1);

    // Results of another lesson are refused, and a good file with them is not kept either.
    teach::LessonResults other;
    other.student = "Mei";
    other.lessonId = "0123456789abcdef";
    other.lessonTitle = "Another";
    const QString otherPath = m_dir->filePath(u"other.haifu-results"_s);
    {
        QFile file(otherPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(formats::writeResults(other));
    }
    QVERIFY(!shelf.importResults(id, { QUrl::fromLocalFile(otherPath) }));
    QVERIFY(shelf.errorText().contains(u"other.haifu-results"_s));
    shelf.loadStatistics(id);
    QCOMPARE(shelf.studentCount(), 0);
}

void TestLessonObjects::refusedLessonFilesSayWhy_data()
{
    QTest::addColumn<QByteArray>("bytes");
    // Parts of the error, each of which must be in it besides the file's name.
    QTest::addColumn<QStringList>("says");
    const QByteArray good = formats::writeLesson([] {
        teach::Lesson lesson;
        lesson.title = "Pairs";
        teach::Problem p;
        p.kind = teach::ProblemKind::Discard;
        p.position = *teach::parsePosition(discardPosition().toStdString());
        p.answers = { "7z" };
        lesson.problems.push_back(p);
        return lesson;
    }());
    QTest::newRow("empty") << QByteArray() << QStringList{ u"is empty"_s };
    QTest::newRow("blank") << QByteArray(" \n\n") << QStringList{ u"is empty"_s };
    QTest::newRow("garbage") << QByteArray("{\n  \"format\": haifu\n}")
                             << QStringList{ u"line 2"_s, u"column"_s };
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n", 8)
                            << QStringList{ u"line 1, column"_s };
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringList{ u"cut off"_s };
    QByteArray newer = good;
    newer.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("newer") << newer << QStringList{ u"newer Haifu"_s, u"version 7"_s };
    QTest::newRow("no problems") << QByteArray(
            R"({"format": "haifu-lesson", "version": 1, "title": "x", "problems": []})")
                                 << QStringList{ u"\"problems\""_s, u"at least one problem"_s };
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringList{ u"no JSON object"_s };
}

void TestLessonObjects::refusedLessonFilesSayWhy()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, says);
    const QString path = m_dir->filePath(u"given.haifu-lesson"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    // The teacher's shelf and the student's page say the same.
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    QCOMPARE(shelf.importFile(QUrl::fromLocalFile(path)), 0);
    LessonSession session;
    session.setDatabase(m_db.get());
    QCOMPARE(session.importFile(QUrl::fromLocalFile(path)), 0);
    for (const QString &error : { shelf.errorText(), session.errorText() }) {
        QVERIFY2(error.contains(u"given.haifu-lesson"_s), qPrintable(error));
        for (const QString &part : says)
            QVERIFY2(error.contains(part), qPrintable(error));
    }
    QCOMPARE(shelf.lessons()->rowCount(), 0);
    QCOMPARE(session.lessons()->rowCount(), 0);
}

void TestLessonObjects::quizQuestionIntoLesson()
{
    const qint64 id = makeLesson(u"Pairs"_s);
    QuizSession quiz;
    quiz.setDatabase(m_db.get());
    quiz.setSeed(7);
    QVERIFY(quiz.start(u"efficiency"_s, 1, u"tenhou"_s, 1, 0, u"generated"_s));
    LessonShelf shelf;
    shelf.setDatabase(m_db.get());
    QVERIFY2(shelf.addQuizQuestion(int(id), &quiz), qPrintable(shelf.errorText()));
    auto stored = storage::loadLesson(*m_db, id);
    QVERIFY(stored.ok());
    QCOMPARE(stored->lesson.problems.size(), std::size_t(2));
    const teach::Problem &p = stored->lesson.problems.back();
    QCOMPARE(p.kind, teach::ProblemKind::Discard);
    QVERIFY(!p.question.empty());
    // The quiz's best discards are the problem's accepted answers.
    const quiz::Question &q = *quiz.question();
    QCOMPARE(p.answers.size(), q.answer.bestDiscards.size());
    for (rules::TileKind kind : q.answer.bestDiscards) {
        const std::string code = rules::toString(rules::Tile{ kind, false });
        QVERIFY2(teach::gradeProblem(p, code).correct, code.c_str());
    }
}

HAIFU_TEST_MAIN(TestLessonObjects)
#include "tst_lessonobjects.moc"
