#pragma once

#include "rules/result.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

// Quiz progress kept in the library (schema version 2): every answer given (quiz_attempts) and,
// per question, where it stands in the spaced repetition (quiz_items).
//
// Spaced repetition uses Leitner boxes 1-5. A miss puts the question in box 1, due at once, so
// that it comes back later in the same session and first in the next review. A hit moves it up
// one box and makes it due after the interval of the new box: box 2 one day, box 3 three days,
// box 4 a week, box 5 three weeks. A question seen for the first time starts in box 1, so a
// first hit lands in box 2.
//
// A question is identified by quiz::Question::id() and can be made again from its row: the kind,
// difficulty, rules preset and seed of a generated question; the library game and the spot
// (kyoku, step, seat, win) of a question from a real game; the lesson (its fingerprint, schema
// version 9) and the problem's index of a lesson's problem (storage/lessons.h), whose question id
// is lessonQuestionId(fingerprint, problem) and whose kind and source are "lesson" (so a review
// of the lesson problems due is dueItems(db, "lesson", …), and the skill statistics count them
// apart from the generated kinds).
namespace haifu::storage {

class Database;

inline constexpr int kQuizBoxCount = 5;
// Days until a question in `box` (1-5) is due again after a hit; box 1 is due at once.
[[nodiscard]] int quizBoxIntervalDays(int box);

// What identifies and remakes a question.
struct QuizItemRef
{
    QString questionId;
    QString kind; // "yaku", "fu", … (quiz::kindName)
    int difficulty = 1;
    QString preset = QStringLiteral("tenhou");
    QString source = QStringLiteral("generated"); // "generated", "record" or "lesson"
    quint64 seed = 0; // generated
    qint64 gameId = 0; // record: the library game (0 when not from the library)
    int kyoku = -1;
    int step = -1;
    int seat = -1;
    int win = -1;
    QString lesson; // lesson: the lesson's fingerprint (formats::lessonFingerprint)
    int problem = -1; // lesson: the problem's index in the lesson (0 = the first)
};

// The question id of a lesson's problem: "lesson:FINGERPRINT:INDEX".
[[nodiscard]] QString lessonQuestionId(const QString &fingerprint, int problem);
// The reference of a lesson's problem for recordAttempt.
[[nodiscard]] QuizItemRef lessonItemRef(const QString &fingerprint, int problem);

struct QuizItem
{
    QuizItemRef ref;
    int box = 1;
    int streak = 0; // hits in a row
    int attempts = 0;
    int misses = 0;
    QDateTime dueAt;
    QDateTime lastAnsweredAt;
};

struct QuizAttempt
{
    QuizItemRef ref;
    QString sessionId; // the quiz session the answer was given in
    bool correct = false;
    double seconds = 0; // time taken to answer
    QString mistakes; // what was wrong, one line per mistake (mistake kind names), "" when right
    QDateTime answeredAt; // now when invalid
};

// Stores the answer and moves the question between the boxes; returns the question's new state.
[[nodiscard]] Result<QuizItem> recordAttempt(const Database &db, const QuizAttempt &attempt);

// Questions due for review at `now` (now when invalid), most overdue first; `kind` "" for all.
[[nodiscard]] Result<QList<QuizItem>> dueItems(
        const Database &db, const QString &kind, int limit, const QDateTime &now = {});
[[nodiscard]] Result<std::optional<QuizItem>> quizItem(
        const Database &db, const QString &questionId);

struct SkillStats
{
    QString kind;
    int attempts = 0;
    int correct = 0;
    double accuracy = 0; // 0..1
    double averageSeconds = 0;
    int due = 0; // questions of this kind due for review now
};

// Per kind that has been practised, in the order of quiz::kAllKinds names sorted by kind.
[[nodiscard]] Result<QList<SkillStats>> skillStats(const Database &db, const QDateTime &now = {});

struct QuizHistoryPoint
{
    QDate day; // UTC day
    int attempts = 0;
    int correct = 0;
    double accuracy = 0;
    double averageSeconds = 0;
};

// Accuracy and speed per day (oldest first) for the last `days` days (0: all of them); `kind` ""
// for all.
[[nodiscard]] Result<QList<QuizHistoryPoint>> quizHistory(
        const Database &db, const QString &kind, int days = 90);

// The library games that replay cleanly, in random order (sources of real-game questions).
[[nodiscard]] Result<QList<qint64>> quizGameIds(const Database &db, int limit);

} // namespace haifu::storage
