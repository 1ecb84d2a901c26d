#include "storage/lessons.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "formats/lessonfile.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

const QString kLessonColumns = u"id, fingerprint, body, created_at, updated_at"_s;

QDateTime parseTime(const QVariant &value)
{
    QDateTime t = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

Result<StoredLesson> lessonFromRow(const QSqlQuery &q)
{
    StoredLesson stored;
    stored.id = q.value(0).toLongLong();
    stored.fingerprint = q.value(1).toString();
    //: %1 the lesson's number in the library
    auto lesson = formats::readLesson(
            q.value(2).toString().toUtf8(), Tr::tr("lesson %1 of the library").arg(stored.id));
    if (!lesson)
        return lesson.error();
    stored.lesson = std::move(*lesson);
    stored.created = parseTime(q.value(3));
    stored.updated = parseTime(q.value(4));
    return stored;
}

// The id of the lesson with this fingerprint, 0 when none.
Result<qint64> lessonId(const Database &db, const QString &fingerprint)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT id FROM lessons WHERE fingerprint = ?"_s, { fingerprint }))
        return sqlError(Tr::tr("Cannot read the lessons"), q);
    return q.next() ? q.value(0).toLongLong() : qint64(0);
}

std::optional<Error> checkForStoring(const teach::Lesson &lesson)
{
    if (auto error = teach::checkLesson(lesson))
        //: %1 what is wrong with it
        return makeError(Tr::tr("The lesson cannot be stored: %1").arg(haifu::errorText(*error)));
    return std::nullopt;
}

// Inserts a lesson or rewrites the row `id`, inside the caller's transaction.
Result<qint64> writeLessonRow(
        const Database &db, qint64 id, const teach::Lesson &lesson, const QString &fingerprint)
{
    const QString body = QString::fromUtf8(formats::writeLesson(lesson));
    const QString now = detail::nowUtc();
    QSqlQuery q = db.query();
    const bool ok = id == 0
            ? detail::prepareAndExec(q,
                    u"INSERT INTO lessons (fingerprint, title, author, body, created_at, "
                    u"updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id"_s,
                    { fingerprint, toQString(lesson.title), detail::text(toQString(lesson.author)),
                            body, now, now })
            : detail::prepareAndExec(q,
                    u"UPDATE lessons SET fingerprint = ?, title = ?, author = ?, body = ?, "
                    u"updated_at = ? WHERE id = ?"_s,
                    { fingerprint, toQString(lesson.title), detail::text(toQString(lesson.author)),
                            body, now, id });
    if (!ok)
        return sqlError(Tr::tr("Cannot save the lesson"), q);
    if (id == 0)
        return detail::returnedId(q);
    if (q.numRowsAffected() != 1)
        //: %1 the lesson's number in the library
        return makeError(Tr::tr("There is no lesson %1 in the library").arg(id));
    return id;
}

} // namespace

Result<qint64> saveLesson(const Database &db, qint64 id, const teach::Lesson &lesson)
{
    if (auto error = checkForStoring(lesson))
        return *error;
    const QString fingerprint = formats::lessonFingerprint(lesson);
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    auto existing = lessonId(db, fingerprint);
    if (!existing)
        return existing.error();
    if (*existing != 0) {
        if (id == 0 || *existing == id)
            return *existing; // the same lesson is stored already: nothing to change
        //: %1 the number of the lesson that is the same
        return makeError(
                Tr::tr("The library holds this lesson already (lesson %1)").arg(*existing));
    }
    auto written = writeLessonRow(db, id, lesson, fingerprint);
    if (!written)
        return written.error();
    if (auto error = transaction.commit())
        return *error;
    return written;
}

Result<qint64> importLesson(const Database &db, const teach::Lesson &lesson)
{
    return saveLesson(db, 0, lesson);
}

std::optional<Error> deleteLesson(const Database &db, qint64 id)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    // The results go with their lesson (ON DELETE CASCADE), in the same transaction.
    if (!detail::prepareAndExec(q, u"DELETE FROM lessons WHERE id = ?"_s, { id }))
        return sqlError(Tr::tr("Cannot delete the lesson"), q);
    if (q.numRowsAffected() != 1)
        return makeError(Tr::tr("There is no lesson %1 in the library").arg(id));
    return transaction.commit();
}

Result<QList<StoredLesson>> listLessons(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT %1 FROM lessons ORDER BY updated_at DESC, id DESC"_s.arg(kLessonColumns)))
        return sqlError(Tr::tr("Cannot read the lessons"), q);
    QList<StoredLesson> lessons;
    while (q.next()) {
        auto stored = lessonFromRow(q);
        if (!stored)
            return stored.error();
        lessons << std::move(*stored);
    }
    return lessons;
}

Result<StoredLesson> loadLesson(const Database &db, qint64 id)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT %1 FROM lessons WHERE id = ?"_s.arg(kLessonColumns), { id }))
        return sqlError(Tr::tr("Cannot read the lessons"), q);
    if (!q.next())
        return makeError(Tr::tr("There is no lesson %1 in the library").arg(id));
    return lessonFromRow(q);
}

Result<std::optional<StoredLesson>> findLesson(const Database &db, const QString &fingerprint)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT %1 FROM lessons WHERE fingerprint = ?"_s.arg(kLessonColumns),
                { fingerprint }))
        return sqlError(Tr::tr("Cannot read the lessons"), q);
    if (!q.next())
        return std::optional<StoredLesson>();
    auto stored = lessonFromRow(q);
    if (!stored)
        return stored.error();
    return std::optional<StoredLesson>(std::move(*stored));
}

Result<qint64> importResults(const Database &db, const teach::LessonResults &results)
{
    const QString student = toQString(results.student).trimmed();
    if (student.isEmpty())
        return makeError(Tr::tr("The results name no student"));
    auto lesson = findLesson(db, toQString(results.lessonId));
    if (!lesson)
        return lesson.error();
    if (!*lesson)
        //: %1 the lesson's title as the results give it, %2 its fingerprint
        return makeError(Tr::tr("The results are for a lesson the library does not hold (\"%1\", "
                                "%2); import the lesson first")
                                 .arg(toQString(results.lessonTitle), toQString(results.lessonId)));
    const auto problems = static_cast<int>((*lesson)->lesson.problems.size());
    for (const teach::ProblemResult &r : results.results) {
        if (r.problem < 0 || r.problem >= problems)
            //: %1 a problem's number, %2 how many problems the lesson has
            return makeError(Tr::tr("The results answer problem %1; the lesson has %2 problems")
                                     .arg(r.problem + 1)
                                     .arg(problems));
    }
    const qint64 id = (*lesson)->id;
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"DELETE FROM lesson_results WHERE lesson_id = ? AND student = ?"_s,
                { id, student }))
        return sqlError(Tr::tr("Cannot save the results"), q);
    const QString now = detail::nowUtc();
    for (const teach::ProblemResult &r : results.results) {
        if (!detail::prepareAndExec(q,
                    u"INSERT INTO lesson_results (lesson_id, student, problem, answer, correct, "
                    u"attempts, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                    { id, student, r.problem, detail::text(toQString(r.answer)), r.correct ? 1 : 0,
                            r.attempts, now }))
            return sqlError(Tr::tr("Cannot save the results"), q);
    }
    if (auto error = transaction.commit())
        return *error;
    return id;
}

Result<QList<teach::LessonResults>> lessonResults(const Database &db, qint64 lessonId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT r.student, r.problem, r.answer, r.correct, r.attempts, l.fingerprint, "
                u"l.title FROM lesson_results r JOIN lessons l ON l.id = r.lesson_id "
                u"WHERE r.lesson_id = ? ORDER BY r.student, r.problem"_s,
                { lessonId }))
        return sqlError(Tr::tr("Cannot read the results"), q);
    QList<teach::LessonResults> all;
    while (q.next()) {
        const std::string student = q.value(0).toString().toStdString();
        if (all.isEmpty() || all.back().student != student) {
            teach::LessonResults results;
            results.student = student;
            results.lessonId = q.value(5).toString().toStdString();
            results.lessonTitle = q.value(6).toString().toStdString();
            all << std::move(results);
        }
        teach::ProblemResult r;
        r.problem = q.value(1).toInt();
        r.answer = q.value(2).toString().toStdString();
        r.correct = q.value(3).toInt() != 0;
        r.attempts = q.value(4).toInt();
        all.back().results.push_back(std::move(r));
    }
    return all;
}

} // namespace haifu::storage
