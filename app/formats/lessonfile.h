#pragma once

#include "rules/result.h"
#include "teach/problem.h"

#include <QByteArray>
#include <QString>

// The lesson file (`.haifu-lesson`) and the student's results file (`.haifu-results`), both
// JSON, documented in README.md ("Lessons"). Positions are stored in their text form
// (teach/positiontext.h). Reading is bounded (file size, problems, strings, hints) and checks
// every problem (teach::checkLesson): a bad file gives one error naming the file, the problem
// and the field, and nothing of it is kept.
namespace haifu::formats {

inline constexpr qint64 kMaxLessonFileBytes = 8 * 1024 * 1024;
inline constexpr int kMaxLessonProblems = 500;

// {"format": "haifu-lesson", "version": 1, "title", "introduction", "author",
//  "problems": [{"kind", "seat", "position", "question", "answers": [...], "explanation",
//  "hints": [...], "tsumo", "ura"}]}
[[nodiscard]] QByteArray writeLesson(const teach::Lesson &lesson);
// `source` names the file in errors.
[[nodiscard]] Result<teach::Lesson> readLesson(const QByteArray &bytes, const QString &source);
// A lesson file from outside the library (a teacher's, to import): readLesson(), and it must
// hold at least one problem (a lesson being written in the library may have none yet).
[[nodiscard]] Result<teach::Lesson> readLessonToImport(
        const QByteArray &bytes, const QString &source);
// The lesson's identity: SHA-256 (hex, first 16 digits) of its canonical file. Results carry
// it so the teacher's import matches them to the lesson.
[[nodiscard]] QString lessonFingerprint(const teach::Lesson &lesson);

// {"format": "haifu-results", "version": 1, "student", "lesson": fingerprint, "title",
//  "results": [{"problem", "answer", "correct", "attempts"}]}
[[nodiscard]] QByteArray writeResults(const teach::LessonResults &results);
[[nodiscard]] Result<teach::LessonResults> readResults(
        const QByteArray &bytes, const QString &source);

} // namespace haifu::formats
