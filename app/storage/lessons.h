#pragma once

#include "rules/result.h"
#include "teach/problem.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

// Lessons kept in the library (schema version 9): the teacher's own lessons and the lessons a
// student imported, each stored whole (its lesson file text) with its fingerprint, and the
// students' results a teacher imported. Every write is one transaction.
namespace haifu::storage {

class Database;

struct StoredLesson
{
    qint64 id = 0;
    QString fingerprint; // formats::lessonFingerprint of the lesson as stored
    teach::Lesson lesson;
    QDateTime created;
    QDateTime updated;
};

// Adds a lesson (id 0) or replaces one (the fingerprint is recomputed). Returns the id.
[[nodiscard]] Result<qint64> saveLesson(const Database &db, qint64 id, const teach::Lesson &lesson);
// Imports a lesson file's lesson; a lesson with the same fingerprint is not added twice (its
// id is returned).
[[nodiscard]] Result<qint64> importLesson(const Database &db, const teach::Lesson &lesson);
[[nodiscard]] std::optional<Error> deleteLesson(const Database &db, qint64 id);
[[nodiscard]] Result<QList<StoredLesson>> listLessons(const Database &db); // newest first
[[nodiscard]] Result<StoredLesson> loadLesson(const Database &db, qint64 id);
[[nodiscard]] Result<std::optional<StoredLesson>> findLesson(
        const Database &db, const QString &fingerprint);

// Students' results for a lesson (teacher side). Importing a student's results again replaces
// that student's earlier ones for the lesson. The results must name a stored lesson
// (fingerprint) and only its problems.
[[nodiscard]] Result<qint64> importResults(const Database &db, const teach::LessonResults &results);
[[nodiscard]] Result<QList<teach::LessonResults>> lessonResults(
        const Database &db, qint64 lessonId);

} // namespace haifu::storage
