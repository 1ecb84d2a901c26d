#include "storage/quizprogress.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QVariant &value)
{
    QDateTime t = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

QDateTime nowOr(const QDateTime &time)
{
    return time.isValid() ? time.toUTC() : QDateTime::currentDateTimeUtc();
}

const QString kItemColumns = u"question_id, kind, difficulty, preset, source, seed, game_id, "
                             u"kyoku, step, seat, win, box, streak, attempts, misses, due_at, "
                             u"last_answered_at, lesson, problem"_s;

QuizItem itemFromRow(const QSqlQuery &q)
{
    QuizItem item;
    item.ref.questionId = q.value(0).toString();
    item.ref.kind = q.value(1).toString();
    item.ref.difficulty = q.value(2).toInt();
    item.ref.preset = q.value(3).toString();
    item.ref.source = q.value(4).toString();
    item.ref.seed = q.value(5).toString().toULongLong();
    item.ref.gameId = q.value(6).isNull() ? 0 : q.value(6).toLongLong();
    item.ref.kyoku = q.value(7).toInt();
    item.ref.step = q.value(8).toInt();
    item.ref.seat = q.value(9).toInt();
    item.ref.win = q.value(10).toInt();
    item.box = q.value(11).toInt();
    item.streak = q.value(12).toInt();
    item.attempts = q.value(13).toInt();
    item.misses = q.value(14).toInt();
    item.dueAt = parseTime(q.value(15));
    item.lastAnsweredAt = parseTime(q.value(16));
    item.ref.lesson = q.value(17).toString();
    item.ref.problem = q.value(18).toInt();
    return item;
}

Result<std::optional<QuizItem>> findItem(const Database &db, const QString &questionId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT %1 FROM quiz_items WHERE question_id = ?"_s.arg(kItemColumns),
                { questionId }))
        return sqlError(Tr::tr("Cannot read the quiz progress"), q);
    if (!q.next())
        return std::optional<QuizItem>();
    return std::optional<QuizItem>(itemFromRow(q));
}

} // namespace

QString lessonQuestionId(const QString &fingerprint, int problem)
{
    return u"lesson:%1:%2"_s.arg(fingerprint).arg(problem);
}

QuizItemRef lessonItemRef(const QString &fingerprint, int problem)
{
    QuizItemRef ref;
    ref.questionId = lessonQuestionId(fingerprint, problem);
    ref.kind = u"lesson"_s;
    ref.source = u"lesson"_s;
    ref.lesson = fingerprint;
    ref.problem = problem;
    return ref;
}

int quizBoxIntervalDays(int box)
{
    switch (std::clamp(box, 1, kQuizBoxCount)) {
    case 1: return 0;
    case 2: return 1;
    case 3: return 3;
    case 4: return 7;
    default: return 21;
    }
}

Result<QuizItem> recordAttempt(const Database &db, const QuizAttempt &attempt)
{
    const QuizItemRef &ref = attempt.ref;
    if (ref.questionId.isEmpty() || ref.kind.isEmpty())
        return makeError(Tr::tr("A quiz answer needs its question and kind"));
    const QDateTime now = nowOr(attempt.answeredAt);
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();

    auto existing = findItem(db, ref.questionId);
    if (!existing)
        return existing.error();
    QuizItem item;
    if (*existing)
        item = **existing;
    item.ref = ref;
    ++item.attempts;
    if (attempt.correct) {
        item.box = std::min(item.box + 1, kQuizBoxCount);
        ++item.streak;
    } else {
        item.box = 1;
        item.streak = 0;
        ++item.misses;
    }
    item.dueAt = now.addDays(quizBoxIntervalDays(item.box));
    item.lastAnsweredAt = now;

    QSqlQuery q = db.query();
    const QVariant game = ref.gameId > 0 ? QVariant(ref.gameId) : QVariant();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO quiz_items (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                u"?, ?, ?, ?) ON CONFLICT (question_id) DO UPDATE SET kind = excluded.kind, "
                u"difficulty = excluded.difficulty, preset = excluded.preset, "
                u"source = excluded.source, seed = excluded.seed, game_id = excluded.game_id, "
                u"kyoku = excluded.kyoku, step = excluded.step, seat = excluded.seat, "
                u"win = excluded.win, box = excluded.box, streak = excluded.streak, "
                u"attempts = excluded.attempts, misses = excluded.misses, "
                u"due_at = excluded.due_at, last_answered_at = excluded.last_answered_at, "
                u"lesson = excluded.lesson, problem = excluded.problem"_s.arg(kItemColumns),
                { ref.questionId, ref.kind, ref.difficulty, detail::text(ref.preset),
                        detail::text(ref.source),
                        ref.source == "generated"_L1 ? QString::number(ref.seed) : u""_s, game,
                        ref.kyoku, ref.step, ref.seat, ref.win, item.box, item.streak,
                        item.attempts, item.misses, timeText(item.dueAt), timeText(now),
                        detail::text(ref.lesson), ref.problem }))
        return sqlError(Tr::tr("Cannot save the quiz progress"), q);
    if (!detail::prepareAndExec(q,
                u"INSERT INTO quiz_attempts (session_id, question_id, kind, difficulty, preset, "
                u"source, answered_at, correct, seconds, mistakes) "
                u"VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
                { detail::text(attempt.sessionId), ref.questionId, ref.kind, ref.difficulty,
                        detail::text(ref.preset), detail::text(ref.source), timeText(now),
                        attempt.correct ? 1 : 0, std::max(0.0, attempt.seconds),
                        detail::text(attempt.mistakes) }))
        return sqlError(Tr::tr("Cannot save the quiz answer"), q);
    if (auto error = transaction.commit())
        return *error;
    return item;
}

Result<QList<QuizItem>> dueItems(
        const Database &db, const QString &kind, int limit, const QDateTime &now)
{
    detail::Conditions where;
    where.add(u"due_at <= ?"_s, { timeText(nowOr(now)) });
    if (!kind.isEmpty())
        where.add(u"kind = ?"_s, { kind });
    QVariantList values = where.values;
    values << std::max(0, limit);
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT %1 FROM quiz_items%2 ORDER BY due_at, box, question_id LIMIT ?"_s.arg(
                        kItemColumns, where.where()),
                values))
        return sqlError(Tr::tr("Cannot read the quiz progress"), q);
    QList<QuizItem> items;
    while (q.next())
        items << itemFromRow(q);
    return items;
}

Result<std::optional<QuizItem>> quizItem(const Database &db, const QString &questionId)
{
    return findItem(db, questionId);
}

Result<QList<SkillStats>> skillStats(const Database &db, const QDateTime &now)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT kind, COUNT(*), SUM(correct), AVG(seconds) FROM quiz_attempts "
                u"GROUP BY kind ORDER BY kind"_s))
        return sqlError(Tr::tr("Cannot read the quiz statistics"), q);
    QList<SkillStats> stats;
    while (q.next()) {
        SkillStats s;
        s.kind = q.value(0).toString();
        s.attempts = q.value(1).toInt();
        s.correct = q.value(2).toInt();
        s.accuracy = s.attempts > 0 ? double(s.correct) / s.attempts : 0;
        s.averageSeconds = q.value(3).toDouble();
        stats << s;
    }
    if (!detail::prepareAndExec(q,
                u"SELECT kind, COUNT(*) FROM quiz_items WHERE due_at <= ? GROUP BY kind"_s,
                { timeText(nowOr(now)) }))
        return sqlError(Tr::tr("Cannot read the quiz statistics"), q);
    while (q.next()) {
        for (SkillStats &s : stats) {
            if (s.kind == q.value(0).toString())
                s.due = q.value(1).toInt();
        }
    }
    return stats;
}

Result<QList<QuizHistoryPoint>> quizHistory(const Database &db, const QString &kind, int days)
{
    detail::Conditions where;
    const QDateTime since =
            QDateTime(QDateTime::currentDateTimeUtc().date().addDays(-std::max(0, days - 1)),
                    QTime(0, 0), Qt::UTC);
    if (days > 0)
        where.add(u"answered_at >= ?"_s, { timeText(since) });
    if (!kind.isEmpty())
        where.add(u"kind = ?"_s, { kind });
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT substr(answered_at, 1, 10) AS day, COUNT(*), SUM(correct), AVG(seconds) "
                u"FROM quiz_attempts%1 GROUP BY day ORDER BY day"_s.arg(where.where()),
                where.values))
        return sqlError(Tr::tr("Cannot read the quiz statistics"), q);
    QList<QuizHistoryPoint> points;
    while (q.next()) {
        QuizHistoryPoint p;
        p.day = QDate::fromString(q.value(0).toString(), Qt::ISODate);
        p.attempts = q.value(1).toInt();
        p.correct = q.value(2).toInt();
        p.accuracy = p.attempts > 0 ? double(p.correct) / p.attempts : 0;
        p.averageSeconds = q.value(3).toDouble();
        points << p;
    }
    return points;
}

Result<QList<qint64>> quizGameIds(const Database &db, int limit)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT id FROM games WHERE replay_ok = 1 AND player_count = 4 "
                u"ORDER BY random() LIMIT ?"_s,
                { std::max(0, limit) }))
        return sqlError(Tr::tr("Cannot read the library"), q);
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    return ids;
}

} // namespace haifu::storage
