// Lessons: the lesson and results files (formats/lessonfile.h: round trip, the
// fingerprint, bounds, one error naming the file, the problem and the field) and the library's
// lessons (storage/lessons.h, schema 9: save, list, load, replace, delete, an import kept once,
// students' results imported and replaced, a refused write leaves nothing) and the spaced
// repetition of a lesson's problems (storage/quizprogress.h).
#include "formats/lessonfile.h"
#include "storage/database.h"
#include "storage/lessons.h"
#include "storage/quizprogress.h"

#include "teach/positiontext.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

std::vector<rules::Tile> tiles(std::string_view text)
{
    return rules::parseTiles(text).value();
}

// East 1, the dealer (seat 0) has drawn and holds 14: a lone East to cut. The others' hands are
// hidden.
teach::Problem discardProblem()
{
    teach::Problem p;
    p.kind = teach::ProblemKind::Discard;
    p.seat = 0;
    p.position.turn = 0;
    p.position.dealer = 0;
    p.position.phase = teach::Phase::Discard;
    p.position.liveWall = 69;
    p.position.doraIndicators = tiles("1p");
    p.position.seat(0).closed = tiles("123m456p2233789s1z");
    p.position.seat(0).drawn = tiles("1z").front();
    p.question = "East 1, you are the dealer. What do you cut?";
    p.answers = { "1z" };
    p.explanation = "The lone East does nothing for the hand.";
    p.hints = { "Count your blocks.", "Which tile connects to nothing?" };
    return p;
}

teach::Lesson lesson(const std::string &title = "Cutting honours")
{
    teach::Lesson l;
    l.title = title;
    l.introduction = "Three problems on the first cut.";
    l.author = "Teacher";
    l.problems = { discardProblem(), discardProblem(), discardProblem() };
    l.problems[1].question = "The same hand again.";
    l.problems[2].question = "And once more.";
    return l;
}

teach::LessonResults results(const teach::Lesson &l, const std::string &student,
        std::vector<teach::ProblemResult> answers)
{
    teach::LessonResults r;
    r.student = student;
    r.lessonId = formats::lessonFingerprint(l).toStdString();
    r.lessonTitle = l.title;
    r.results = std::move(answers);
    return r;
}

// The lesson file of `l` as JSON, to be spoilt by a test.
QJsonObject lessonObject(const teach::Lesson &l)
{
    return QJsonDocument::fromJson(formats::writeLesson(l)).object();
}

QString readError(const QJsonObject &o)
{
    auto read = formats::readLesson(QJsonDocument(o).toJson(), u"bad.haifu-lesson"_s);
    return read ? QString() : QString::fromStdString(read.error().message);
}

int count(const storage::Database &db, const QString &table)
{
    QSqlQuery q = db.query();
    q.exec(u"SELECT count(*) FROM %1"_s.arg(table));
    return q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = std::make_unique<storage::Database>();
        const auto error = m_db->open(storagetest::newLibrary(*m_dir));
        QVERIFY2(!error, error ? error->message.c_str() : "");
    }
    void cleanup()
    {
        m_db.reset();
        m_dir.reset();
    }

    void theProblemChecks()
    {
        const auto error = teach::checkLesson(lesson());
        QVERIFY2(!error, error ? error->message.c_str() : "");
    }

    void lessonFileRoundTrips()
    {
        teach::Lesson l = lesson();
        l.problems[2].kind = teach::ProblemKind::Discard;
        l.problems[2].answers = { "1z", "9s" };
        const QByteArray bytes = formats::writeLesson(l);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(u"format"_s).toString(), u"haifu-lesson"_s);
        QCOMPARE(root.value(u"version"_s).toInt(), 1);
        const QJsonObject first = root.value(u"problems"_s).toArray().at(0).toObject();
        QCOMPARE(first.value(u"position"_s).toString(),
                QString::fromStdString(teach::formatPosition(l.problems[0].position)));
        QCOMPARE(first.value(u"kind"_s).toString(), u"discard"_s);
        auto read = formats::readLesson(bytes, u"l.haifu-lesson"_s);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QVERIFY(*read == l);
        QCOMPARE(read->problems[2].answers, l.problems[2].answers);
        QCOMPARE(read->problems[0].hints, l.problems[0].hints);
        QCOMPARE(formats::writeLesson(*read), bytes);
        // The fingerprint: 16 hex digits, the same for the same lesson, another for another.
        const QString fingerprint = formats::lessonFingerprint(l);
        QCOMPARE(fingerprint.size(), 16);
        QVERIFY(QRegularExpression(u"^[0-9a-f]{16}$"_s).match(fingerprint).hasMatch());
        QCOMPARE(formats::lessonFingerprint(*read), fingerprint);
        QVERIFY(formats::lessonFingerprint(lesson("Another title")) != fingerprint);
    }

    void badLessonFilesNameFileProblemAndField()
    {
        const QJsonObject good = lessonObject(lesson());
        QJsonObject o = good;
        o.insert(u"format"_s, u"haifu-notes"_s);
        QVERIFY2(readError(o).contains(u"no \"format\": \"haifu-lesson\""_s),
                qPrintable(readError(o)));
        o = good;
        o.insert(u"version"_s, 2);
        QVERIFY2(
                readError(o).contains(u"newer Haifu (file version 2)"_s), qPrintable(readError(o)));
        o.insert(u"version"_s, u"one"_s);
        QVERIFY2(
                readError(o).contains(u"unknown file version \"one\""_s), qPrintable(readError(o)));
        o = good;
        o.insert(u"title"_s, QString(201, u'x'));
        QCOMPARE(readError(o), u"bad.haifu-lesson, \"title\": longer than 200 characters"_s);

        // A problem's field: the problem's number and the field are named.
        const auto withProblem = [&](int index, const QString &key, const QJsonValue &value) {
            QJsonObject spoilt = good;
            QJsonArray problems = spoilt.value(u"problems"_s).toArray();
            QJsonObject p = problems.at(index).toObject();
            p.insert(key, value);
            problems.replace(index, p);
            spoilt.insert(u"problems"_s, problems);
            return readError(spoilt);
        };
        QCOMPARE(withProblem(1, u"kind"_s, u"guess"_s),
                u"bad.haifu-lesson, problem 2, \"kind\": unknown kind 'guess' (discard, call, "
                u"riichi, push_fold, win, furiten)"_s);
        QCOMPARE(withProblem(2, u"seat"_s, 4),
                u"bad.haifu-lesson, problem 3, \"seat\": must be a whole number from 0 to 3"_s);
        QVERIFY(withProblem(0, u"position"_s, u"nonsense"_s)
                        .startsWith(u"bad.haifu-lesson, problem 1, \"position\": "_s));
        QCOMPARE(withProblem(0, u"hints"_s, QJsonArray{ u"a"_s, 3 }),
                u"bad.haifu-lesson, problem 1, \"hints 2\": must be text"_s);
        QVERIFY(withProblem(0, u"ura"_s, u"5x"_s)
                        .startsWith(u"bad.haifu-lesson, problem 1, \"ura\": "_s));
        // The engine's check of each problem (teach::checkLesson): an answer not in the hand.
        const QString notInHand = withProblem(1, u"answers"_s, QJsonArray{ u"7z"_s });
        QVERIFY2(
                notInHand.startsWith(u"bad.haifu-lesson: "_s) && notInHand.contains(u"problem 2"_s),
                qPrintable(notInHand));
        QVERIFY(!withProblem(1, u"answers"_s, QJsonArray{ u"9s"_s }).size());

        // Bounds: problems, answers, hints, the file's size.
        QJsonObject many = good;
        QJsonArray problems;
        for (int i = 0; i <= formats::kMaxLessonProblems; ++i)
            problems.append(good.value(u"problems"_s).toArray().at(0));
        many.insert(u"problems"_s, problems);
        QCOMPARE(readError(many), u"bad.haifu-lesson holds 501 problems; at most 500 are read"_s);
        QJsonArray hints;
        for (int i = 0; i < 21; ++i)
            hints.append(u"h"_s);
        QCOMPARE(withProblem(0, u"hints"_s, hints),
                u"bad.haifu-lesson, problem 1, \"hints\": 21 entries; at most 20"_s);
        QCOMPARE(withProblem(0, u"answers"_s, QJsonArray{ QString(65, u'1') }),
                u"bad.haifu-lesson, problem 1, \"answers 1\": longer than 64 characters"_s);
        const QByteArray huge(formats::kMaxLessonFileBytes + 1, ' ');
        QVERIFY(!formats::readLesson(huge, u"huge"_s));
        QVERIFY(!formats::readLesson("{\"format\": ", u"cut"_s));
    }

    void resultsFileRoundTrips()
    {
        const teach::Lesson l = lesson();
        const teach::LessonResults r =
                results(l, "Aiko", { { 0, "1z", true, 1 }, { 2, "9s", false, 2 } });
        const QByteArray bytes = formats::writeResults(r);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(u"format"_s).toString(), u"haifu-results"_s);
        // Problems count from 1 in the file.
        QCOMPARE(
                root.value(u"results"_s).toArray().at(1).toObject().value(u"problem"_s).toInt(), 3);
        auto read = formats::readResults(bytes, u"r.haifu-results"_s);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QVERIFY(*read == r);

        QJsonObject o = root;
        o.insert(u"lesson"_s, u"xyz"_s);
        auto bad = formats::readResults(QJsonDocument(o).toJson(), u"r"_s);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.starts_with("r, \"lesson\": "), bad.error().message.c_str());
        o = root;
        o.insert(u"student"_s, u"  "_s);
        QVERIFY(!formats::readResults(QJsonDocument(o).toJson(), u"r"_s));
        o = root;
        QJsonArray list = o.value(u"results"_s).toArray();
        list.append(list.at(0));
        o.insert(u"results"_s, list);
        bad = formats::readResults(QJsonDocument(o).toJson(), u"r"_s);
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().message),
                u"r, result 3, \"problem\": given more than once"_s);
        QVERIFY(!formats::readResults(formats::writeLesson(l), u"l"_s));
    }

    void saveListLoadReplaceDelete()
    {
        const storage::Database &db = *m_db;
        auto first = storage::saveLesson(db, 0, lesson("First"));
        QVERIFY2(first, first ? "" : first.error().message.c_str());
        auto second = storage::saveLesson(db, 0, lesson("Second"));
        QVERIFY(second);
        QVERIFY(*second != *first);
        auto list = storage::listLessons(db);
        QVERIFY(list);
        QCOMPARE(list->size(), 2);
        QCOMPARE(list->at(0).lesson.title, std::string("Second")); // newest first
        auto loaded = storage::loadLesson(db, *first);
        QVERIFY(loaded);
        QVERIFY(loaded->lesson == lesson("First"));
        QCOMPARE(loaded->fingerprint, formats::lessonFingerprint(lesson("First")));
        QVERIFY(loaded->created.isValid());

        // Replace: the same id, a new fingerprint, found by it.
        teach::Lesson changed = lesson("First, revised");
        QCOMPARE(storage::saveLesson(db, *first, changed).value(), *first);
        loaded = storage::loadLesson(db, *first);
        QCOMPARE(loaded->lesson.title, std::string("First, revised"));
        QCOMPARE(loaded->fingerprint, formats::lessonFingerprint(changed));
        auto found = storage::findLesson(db, formats::lessonFingerprint(changed));
        QVERIFY(found && *found);
        QCOMPARE((*found)->id, *first);
        QVERIFY(!storage::findLesson(db, formats::lessonFingerprint(lesson("First")))->has_value());
        // Replacing it by a lesson another row holds is refused.
        QVERIFY(!storage::saveLesson(db, *first, lesson("Second")));
        QVERIFY(!storage::saveLesson(db, 999, lesson("Third")));

        QVERIFY(!storage::deleteLesson(db, *second));
        QCOMPARE(storage::listLessons(db)->size(), 1);
        QVERIFY(!storage::loadLesson(db, *second));
        QVERIFY(storage::deleteLesson(db, *second)); // not there any more
    }

    void importTwiceKeepsOneRow()
    {
        auto a = storage::importLesson(*m_db, lesson());
        QVERIFY(a);
        auto b = storage::importLesson(*m_db, lesson());
        QVERIFY(b);
        QCOMPARE(*b, *a);
        QCOMPARE(count(*m_db, u"lessons"_s), 1);
    }

    void aRefusedWriteLeavesNothing()
    {
        const storage::Database &db = *m_db;
        teach::Lesson bad = lesson();
        bad.problems[1].answers = { "7z" }; // not in the hand
        QVERIFY(!storage::saveLesson(db, 0, bad));
        bad = lesson();
        bad.title.clear();
        QVERIFY(!storage::importLesson(db, bad));
        QCOMPARE(count(db, u"lessons"_s), 0);

        const teach::Lesson l = lesson();
        // Results for a lesson the library does not hold.
        QVERIFY(!storage::importResults(db, results(l, "Aiko", { { 0, "1z", true, 1 } })));
        const qint64 id = storage::importLesson(db, l).value();
        // Results naming a problem the lesson lacks: none of the rows is kept.
        auto refused = storage::importResults(
                db, results(l, "Aiko", { { 0, "1z", true, 1 }, { 3, "1z", true, 1 } }));
        QVERIFY(!refused);
        QCOMPARE(count(db, u"lesson_results"_s), 0);
        QVERIFY(storage::lessonResults(db, id)->isEmpty());
    }

    void resultsImportAndReplace()
    {
        const storage::Database &db = *m_db;
        const teach::Lesson l = lesson();
        const qint64 id = storage::importLesson(db, l).value();
        QCOMPARE(storage::importResults(
                         db, results(l, "Aiko", { { 0, "1z", true, 1 }, { 1, "9s", false, 2 } }))
                         .value(),
                id);
        QVERIFY(storage::importResults(db, results(l, "Ben", { { 0, "2s", false, 3 } })));
        auto all = storage::lessonResults(db, id);
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(0).student, std::string("Aiko"));
        QCOMPARE(all->at(0).results.size(), std::size_t(2));
        QCOMPARE(all->at(0).lessonId, formats::lessonFingerprint(l).toStdString());
        QVERIFY(all->at(0).results[1] == (teach::ProblemResult{ 1, "9s", false, 2 }));
        // Aiko's results again: hers replaced, Ben's kept.
        QVERIFY(storage::importResults(db, results(l, "Aiko", { { 2, "1z", true, 1 } })));
        all = storage::lessonResults(db, id);
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(0).results.size(), std::size_t(1));
        QCOMPARE(all->at(0).results[0].problem, 2);
        QCOMPARE(all->at(1).student, std::string("Ben"));
        // The statistics of the stored results.
        const auto stats = teach::lessonStatistics(
                l, std::vector<teach::LessonResults>(all->begin(), all->end()));
        QCOMPARE(stats.size(), std::size_t(3));
        QCOMPARE(stats[0].answered, 1);
        QCOMPARE(stats[0].correct, 0);
        QCOMPARE(stats[2].correct, 1);
        // Deleting the lesson deletes its results.
        QVERIFY(!storage::deleteLesson(db, id));
        QCOMPARE(count(db, u"lesson_results"_s), 0);
    }

    void lessonProblemsComeBackForReview()
    {
        const QString fingerprint = formats::lessonFingerprint(lesson());
        const QDateTime t0(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC);
        storage::QuizAttempt a;
        a.ref = storage::lessonItemRef(fingerprint, 2);
        a.sessionId = u"s"_s;
        a.correct = false;
        a.answeredAt = t0;
        QVERIFY(storage::recordAttempt(*m_db, a));
        a.ref = storage::lessonItemRef(fingerprint, 0);
        a.correct = true;
        QVERIFY(storage::recordAttempt(*m_db, a));
        // The missed one is due at once, the right one (box 2) a day later.
        auto due = storage::dueItems(*m_db, u"lesson"_s, 10, t0.addSecs(60));
        QVERIFY(due);
        QCOMPARE(due->size(), 1);
        QCOMPARE(due->at(0).ref.source, u"lesson"_s);
        QCOMPARE(due->at(0).ref.lesson, fingerprint);
        QCOMPARE(due->at(0).ref.problem, 2);
        QCOMPARE(due->at(0).ref.questionId, storage::lessonQuestionId(fingerprint, 2));
        due = storage::dueItems(*m_db, QString(), 10, t0.addDays(2));
        QCOMPARE(due->size(), 2);
        QCOMPARE(storage::quizItem(*m_db, storage::lessonQuestionId(fingerprint, 0))
                         .value()
                         ->ref.problem,
                0);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
};

HAIFU_TEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
