#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"
#include "storage/quizprogress.h"
#include "storage/schema.h"

#include "testmain.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

// Quiz progress in the library (schema v2): answers stored, Leitner boxes (a miss goes back to
// box 1 and is due at once, a hit moves up with growing intervals), due questions, statistics
// per skill and per day, and the v2 fixture tests/data/library_v2.haifu.
class TestQuizProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void boxesMoveWithAnswers();
    void dueItemsByKindAndTime();
    void statisticsPerSkillAndDay();
    void recordQuestionsFollowTheirGame();
    void rejectsAnswersWithoutQuestion();
    void opensVersion2Fixture();
    void writeFixture(); // only with HAIFU_WRITE_QUIZ_FIXTURE=FILE: (re)writes the v2 fixture

private:
    static QuizAttempt attempt(const QString &id, const QString &kind, bool correct, double seconds,
            const QDateTime &at);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

QuizAttempt TestQuizProgress::attempt(
        const QString &id, const QString &kind, bool correct, double seconds, const QDateTime &at)
{
    QuizAttempt a;
    a.ref.questionId = id;
    a.ref.kind = kind;
    a.ref.difficulty = 2;
    a.ref.seed = 0xc0ffee;
    a.sessionId = u"session-1"_s;
    a.correct = correct;
    a.seconds = seconds;
    a.mistakes = correct ? QString() : u"wrong_fu"_s;
    a.answeredAt = at;
    return a;
}

void TestQuizProgress::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(storagetest::newLibrary(*m_dir)));
    QCOMPARE(m_db->schemaVersion(), kSchemaVersion);
}

void TestQuizProgress::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestQuizProgress::boxesMoveWithAnswers()
{
    const QDateTime t0(QDate(2024, 3, 1), QTime(10, 0), Qt::UTC);
    // A first hit: box 2, due in a day.
    auto item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, true, 12.5, t0));
    QVERIFY2(item, item ? "" : item.error().message.c_str());
    QCOMPARE(item->box, 2);
    QCOMPARE(item->streak, 1);
    QCOMPARE(item->dueAt, t0.addDays(1));
    // Hits climb: box 3 (3 days), 4 (7 days), 5 (21 days), and stay at 5.
    item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, true, 8, t0.addDays(1)));
    QCOMPARE(item->box, 3);
    QCOMPARE(item->dueAt, t0.addDays(1 + 3));
    item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, true, 8, t0.addDays(4)));
    QCOMPARE(item->box, 4);
    QCOMPARE(item->dueAt, t0.addDays(4 + 7));
    item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, true, 8, t0.addDays(11)));
    QCOMPARE(item->box, 5);
    item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, true, 8, t0.addDays(32)));
    QCOMPARE(item->box, 5);
    QCOMPARE(item->dueAt, t0.addDays(32 + 21));
    QCOMPARE(item->streak, 5);
    // A miss: back to box 1, due at once, the streak broken.
    const QDateTime missed = t0.addDays(60);
    item = recordAttempt(*m_db, attempt(u"fu-2-tenhou-1"_s, u"fu"_s, false, 30, missed));
    QCOMPARE(item->box, 1);
    QCOMPARE(item->streak, 0);
    QCOMPARE(item->dueAt, missed);
    QCOMPARE(item->attempts, 6);
    QCOMPARE(item->misses, 1);
    // Stored as returned, and every answer kept.
    const auto stored = quizItem(*m_db, u"fu-2-tenhou-1"_s);
    QVERIFY(stored && stored->has_value());
    QCOMPARE((*stored)->box, 1);
    QCOMPARE((*stored)->ref.seed, quint64(0xc0ffee));
    QCOMPARE((*stored)->ref.difficulty, 2);
    QCOMPARE(m_db->scalar(u"SELECT COUNT(*) FROM quiz_attempts"_s).toInt(), 6);
    QCOMPARE(m_db->scalar(u"SELECT mistakes FROM quiz_attempts ORDER BY id DESC"_s).toString(),
            u"wrong_fu"_s);
    QCOMPARE(quizBoxIntervalDays(1), 0);
    QVERIFY(quizBoxIntervalDays(2) < quizBoxIntervalDays(3));
}

void TestQuizProgress::dueItemsByKindAndTime()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(recordAttempt(*m_db, attempt(u"a"_s, u"fu"_s, false, 5, now.addSecs(-60))));
    QVERIFY(recordAttempt(*m_db, attempt(u"b"_s, u"fu"_s, true, 5, now.addSecs(-30))));
    QVERIFY(recordAttempt(*m_db, attempt(u"c"_s, u"waits"_s, false, 5, now.addSecs(-10))));
    QVERIFY(recordAttempt(*m_db, attempt(u"d"_s, u"fu"_s, false, 5, now.addSecs(-120))));
    // Missed ones are due now, most overdue first; the hit one is due tomorrow.
    auto due = dueItems(*m_db, u"fu"_s, 10);
    QVERIFY(due);
    QCOMPARE(due->size(), 2);
    QCOMPARE(due->at(0).ref.questionId, u"d"_s);
    QCOMPARE(due->at(1).ref.questionId, u"a"_s);
    due = dueItems(*m_db, QString(), 10);
    QCOMPARE(due->size(), 3);
    QCOMPARE(dueItems(*m_db, QString(), 1)->size(), 1);
    // Two days later the hit one is due as well.
    QCOMPARE(dueItems(*m_db, u"fu"_s, 10, now.addDays(2))->size(), 3);
}

void TestQuizProgress::statisticsPerSkillAndDay()
{
    const QDateTime today = QDateTime::currentDateTimeUtc();
    const QDateTime yesterday = today.addDays(-1);
    QVERIFY(recordAttempt(*m_db, attempt(u"f1"_s, u"fu"_s, true, 10, yesterday)));
    QVERIFY(recordAttempt(*m_db, attempt(u"f2"_s, u"fu"_s, false, 20, yesterday)));
    QVERIFY(recordAttempt(*m_db, attempt(u"f3"_s, u"fu"_s, true, 6, today)));
    QVERIFY(recordAttempt(*m_db, attempt(u"y1"_s, u"yaku"_s, true, 4, today)));

    const auto stats = skillStats(*m_db);
    QVERIFY(stats);
    QCOMPARE(stats->size(), 2);
    const SkillStats &fu = stats->at(0);
    QCOMPARE(fu.kind, u"fu"_s);
    QCOMPARE(fu.attempts, 3);
    QCOMPARE(fu.correct, 2);
    QCOMPARE(fu.accuracy, 2.0 / 3.0);
    QCOMPARE(fu.averageSeconds, 12.0);
    QCOMPARE(fu.due, 2); // the miss, and the first hit a day later
    QCOMPARE(stats->at(1).kind, u"yaku"_s);
    QCOMPARE(stats->at(1).accuracy, 1.0);

    auto history = quizHistory(*m_db, u"fu"_s, 30);
    QVERIFY(history);
    QCOMPARE(history->size(), 2);
    QCOMPARE(history->at(0).day, yesterday.date());
    QCOMPARE(history->at(0).attempts, 2);
    QCOMPARE(history->at(0).accuracy, 0.5);
    QCOMPARE(history->at(0).averageSeconds, 15.0);
    QCOMPARE(history->at(1).day, today.date());
    history = quizHistory(*m_db, QString(), 30);
    QCOMPARE(history->at(1).attempts, 2);
    // Only the window asked for.
    QVERIFY(recordAttempt(*m_db, attempt(u"old"_s, u"fu"_s, true, 1, today.addDays(-100))));
    QCOMPARE(quizHistory(*m_db, QString(), 30)->size(), 2);
    QCOMPARE(quizHistory(*m_db, QString(), 200)->size(), 3);
}

void TestQuizProgress::recordQuestionsFollowTheirGame()
{
    Importer importer(*m_db);
    const QString records = QStringLiteral(HAIFU_TEST_DATA "/records/");
    QCOMPARE(importer.importPaths({ records + u"dnov__bye.xml"_s }).imported, 1);
    const auto ids = quizGameIds(*m_db, 10);
    QVERIFY(ids);
    QCOMPARE(ids->size(), 1);
    QuizAttempt a = attempt(
            u"record-x-0-12-1-furiten"_s, u"furiten"_s, false, 9, QDateTime::currentDateTimeUtc());
    a.ref.source = u"record"_s;
    a.ref.gameId = ids->front();
    a.ref.kyoku = 0;
    a.ref.step = 12;
    a.ref.seat = 1;
    QVERIFY(recordAttempt(*m_db, a));
    const auto due = dueItems(*m_db, u"furiten"_s, 5);
    QCOMPARE(due->size(), 1);
    QCOMPARE(due->front().ref.gameId, ids->front());
    QCOMPARE(due->front().ref.step, 12);
    QCOMPARE(due->front().ref.seed, quint64(0)); // seeds belong to generated questions
    // Deleting the game takes its questions out of the review, but keeps the answers.
    QVERIFY(!deleteGame(*m_db, ids->front()));
    QCOMPARE(dueItems(*m_db, u"furiten"_s, 5)->size(), 0);
    QCOMPARE(skillStats(*m_db)->front().attempts, 1);
    const auto report = checkLibrary(*m_db);
    QVERIFY(report && report->ok);
}

void TestQuizProgress::rejectsAnswersWithoutQuestion()
{
    QuizAttempt a;
    const auto result = recordAttempt(*m_db, a);
    QVERIFY(!result);
    QVERIFY(!result.error().message.empty());
    QCOMPARE(m_db->scalar(u"SELECT COUNT(*) FROM quiz_attempts"_s).toInt(), 0);
}

void TestQuizProgress::opensVersion2Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v2.haifu was written by schema version 2 (writeFixture below): two
    // games, progress on a generated fu question and a furiten question from a game.
    m_db.reset();
    const QString copy = m_dir->filePath(u"v2.haifu"_s);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/library_v2.haifu"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    Database db;
    const auto error = db.open(copy);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(countGames(db).value(), qint64(2));
    const auto stats = skillStats(db);
    QVERIFY(stats);
    QCOMPARE(stats->size(), 5);
    const auto skill = [&](const QString &kind) {
        return *std::find_if(
                stats->begin(), stats->end(), [&](const SkillStats &s) { return s.kind == kind; });
    };
    QCOMPARE(skill(u"fu"_s).attempts, 3);
    QCOMPARE(skill(u"fu"_s).correct, 2);
    QCOMPARE(skill(u"furiten"_s).attempts, 1);
    QCOMPARE(skill(u"waits"_s).attempts, 14);
    // Nine days of practice for the charts.
    QCOMPARE(quizHistory(db, QString(), 0)->size(), 9);
    const auto fu = quizItem(db, u"fu-2-tenhou-00000000000004d2"_s);
    QVERIFY(fu && fu->has_value());
    QCOMPARE((*fu)->ref.seed, quint64(1234));
    QCOMPARE((*fu)->box, 3);
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestQuizProgress::writeFixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    const QString target = qEnvironmentVariable("HAIFU_WRITE_QUIZ_FIXTURE");
    if (target.isEmpty())
        QSKIP("set HAIFU_WRITE_QUIZ_FIXTURE=FILE to write the v2 fixture");
    m_db.reset();
    QFile::remove(target);
    Database db;
    QVERIFY(!db.open(target));
    Importer importer(db);
    const QString records = QStringLiteral(HAIFU_TEST_DATA "/records/");
    QCOMPARE(importer.importPaths({ records + u"dnov__bye.xml"_s, records + u"dnov__sanma2.xml"_s })
                     .imported,
            2);
    const QDateTime t0(QDate(2024, 5, 1), QTime(9, 0), Qt::UTC);
    const QString fu = u"fu-2-tenhou-00000000000004d2"_s;
    // A miss, then two hits: box 1, 2, 3.
    QuizAttempt a = attempt(fu, u"fu"_s, false, 14, t0);
    a.ref.seed = 1234;
    QVERIFY(recordAttempt(db, a));
    a.answeredAt = t0.addSecs(600);
    a.correct = true;
    QVERIFY(recordAttempt(db, a));
    a.answeredAt = t0.addDays(1);
    QVERIFY(recordAttempt(db, a));
    QuizAttempt f = attempt(u"record-fixture-0-20-0-furiten"_s, u"furiten"_s, false, 22, t0);
    f.ref.source = u"record"_s;
    f.ref.gameId = 1;
    f.ref.kyoku = 0;
    f.ref.step = 20;
    f.ref.seat = 0;
    QVERIFY(recordAttempt(db, f));
    // A week of practice on three more skills, getting better and faster (for the charts).
    const QStringList kinds{ u"waits"_s, u"yaku"_s, u"efficiency"_s };
    for (int day = 3; day < 10; ++day) {
        for (int i = 0; i < 6; ++i) {
            const QString kind = kinds.at(i % 3);
            QuizAttempt w = attempt(
                    u"%1-1-tenhou-%2"_s.arg(kind).arg(day * 10 + i, 16, 10, QChar(u'0')), kind,
                    (i + day) % 4 != 0 || day > 7, 40.0 - day * 3 + i, t0.addDays(day));
            w.ref.difficulty = 1;
            w.ref.seed = quint64(day * 10 + i);
            QVERIFY(recordAttempt(db, w));
        }
    }
    QVERIFY(!db.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
    QVERIFY(!db.exec(u"VACUUM"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestQuizProgress)
#include "tst_quizprogress.moc"
