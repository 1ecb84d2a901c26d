#include "lessons/lessonshelf.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "formats/lessonfile.h"
#include "lessons/lessonsession.h"
#include "library/librarycontroller.h"
#include "quiz/quizsession.h"
#include "quiz/quiztext.h"
#include "reports/worksheet.h"
#include "storage/lessons.h"
#include "storage/savefile.h"

#include <QFile>
#include <QFileInfo>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

QString localPath(const QUrl &file)
{
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

// The bytes of a file no bigger than `limit`, or the reason it cannot be read.
std::optional<QString> readSmallFile(const QString &path, qint64 limit, QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return LessonShelf::tr("Cannot read %1: %2")
                .arg(QFileInfo(path).fileName(), file.errorString());
    if (file.size() > limit) {
        return LessonShelf::tr("%1 is too big for a lesson file (%2 MB at most).")
                .arg(QFileInfo(path).fileName())
                .arg(limit / (1024 * 1024));
    }
    bytes = file.read(limit + 1);
    return std::nullopt;
}

} // namespace

LessonShelf::LessonShelf(QObject *parent) : QObject(parent) { }

void LessonShelf::setDatabase(const storage::Database *db)
{
    m_library.set(db);
    refresh();
}

void LessonShelf::setError(const QString &text)
{
    if (m_errorText != text) {
        m_errorText = text;
        Q_EMIT errorTextChanged();
    }
}

void LessonShelf::setStatus(const QString &text)
{
    if (m_statusText != text) {
        m_statusText = text;
        Q_EMIT statusTextChanged();
    }
}

LineItem LessonShelf::lessonRow(const storage::StoredLesson &stored)
{
    LineItem row;
    row.label = toQString(stored.lesson.title);
    const int count = int(stored.lesson.problems.size());
    row.detail = stored.lesson.author.empty()
            ? tr("%n problem(s)", nullptr, count)
            : tr("%n problem(s) · %1", nullptr, count).arg(toQString(stored.lesson.author));
    row.amount = int(stored.id);
    return row;
}

std::optional<storage::StoredLesson> LessonShelf::load(const storage::Database &db, int id)
{
    auto stored = storage::loadLesson(db, id);
    if (!stored.ok()) {
        setError(haifu::errorText(stored.error()));
        return std::nullopt;
    }
    return std::move(stored).value();
}

void LessonShelf::refresh()
{
    QList<LineItem> rows;
    m_ids.clear();
    if (const storage::Database *db = database()) {
        auto stored = storage::listLessons(*db);
        if (!stored.ok()) {
            setError(haifu::errorText(stored.error()));
        } else {
            for (const storage::StoredLesson &s : stored.value()) {
                const LineItem row = lessonRow(s);
                rows.append(row);
                m_ids.append(s.id);
            }
        }
    }
    m_lessons.setLines(rows);
    Q_EMIT lessonsChanged();
}

int LessonShelf::lessonIdAt(int row) const
{
    return row >= 0 && row < m_ids.size() ? int(m_ids[row]) : 0;
}

int LessonShelf::rowOfLesson(int id) const
{
    return int(m_ids.indexOf(id));
}

int LessonShelf::create(const QString &title)
{
    const storage::Database *db = database();
    const QString name = title.trimmed();
    if (!db || name.isEmpty()) {
        setError(
                db ? tr("A lesson needs a title.") : tr("There is no library to keep lessons in."));
        return 0;
    }
    teach::Lesson lesson;
    lesson.title = name.toStdString();
    auto id = storage::saveLesson(*db, 0, lesson);
    if (!id.ok()) {
        setError(haifu::errorText(id.error()));
        return 0;
    }
    setError({});
    refresh();
    return int(*id);
}

bool LessonShelf::remove(int id)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    if (auto error = storage::deleteLesson(*db, id)) {
        setError(haifu::errorText(*error));
        return false;
    }
    setError({});
    refresh();
    return true;
}

LessonShelf::Imported LessonShelf::importLesson(const storage::Database &db, const QUrl &file)
{
    const QString path = localPath(file);
    QByteArray bytes;
    if (auto error = readSmallFile(path, formats::kMaxLessonFileBytes, bytes))
        return { 0, *error };
    auto lesson = formats::readLessonToImport(bytes, QFileInfo(path).fileName());
    if (!lesson.ok())
        return { 0, haifu::errorText(lesson.error()) };
    auto id = storage::importLesson(db, *lesson);
    if (!id.ok())
        return { 0, haifu::errorText(id.error()) };
    return { *id,
        tr("Imported the lesson “%1” (%n problem(s)).", nullptr, int(lesson->problems.size()))
                .arg(toQString(lesson->title)) };
}

int LessonShelf::importFile(const QUrl &file)
{
    const storage::Database *db = database();
    if (!db)
        return 0;
    const Imported imported = importLesson(*db, file);
    if (imported.id <= 0) {
        setError(imported.message);
        return 0;
    }
    setError({});
    setStatus(imported.message);
    refresh();
    return int(imported.id);
}

bool LessonShelf::exportFile(int id, const QUrl &file)
{
    const storage::Database *db = database();
    const std::optional<storage::StoredLesson> stored = db ? load(*db, id) : std::nullopt;
    if (!stored)
        return false;
    const QString path = localPath(file);
    if (auto error = storage::saveFile(path, formats::writeLesson(stored->lesson))) {
        setError(haifu::errorText(*error));
        return false;
    }
    setError({});
    setStatus(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool LessonShelf::exportWorksheet(int id, const QUrl &file)
{
    const storage::Database *db = database();
    const std::optional<storage::StoredLesson> stored = db ? load(*db, id) : std::nullopt;
    if (!stored)
        return false;
    const QString path = localPath(file);
    if (auto error = reports::renderWorksheet(stored->lesson, path)) {
        setError(haifu::errorText(*error));
        return false;
    }
    setError({});
    setStatus(tr("Saved the worksheet %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool LessonShelf::addQuizQuestion(int id, QuizSession *quiz)
{
    const storage::Database *db = database();
    if (!db || !quiz || !quiz->question()) {
        setError(tr("There is no question to save."));
        return false;
    }
    auto problem = teach::problemFromQuestion(*quiz->question());
    if (!problem.ok()) {
        setError(haifu::errorText(problem.error()));
        return false;
    }
    // The question's words and the answer as the quiz put them, in the teacher's language.
    if (problem->question.empty())
        problem->question = QuizText::prompt(*quiz->question()).toStdString();
    if (problem->explanation.empty())
        problem->explanation = QuizText::answer(*quiz->question()).toStdString();
    const std::optional<storage::StoredLesson> stored = load(*db, id);
    if (!stored)
        return false;
    teach::Lesson lesson = stored->lesson;
    lesson.problems.push_back(*problem);
    auto saved = storage::saveLesson(*db, id, lesson);
    if (!saved.ok()) {
        setError(haifu::errorText(saved.error()));
        return false;
    }
    setError({});
    setStatus(tr("Saved as problem %1 of “%2”.")
                      .arg(lesson.problems.size())
                      .arg(toQString(lesson.title)));
    refresh();
    return true;
}

bool LessonShelf::importResults(int id, const QList<QUrl> &files)
{
    const storage::Database *db = database();
    const std::optional<storage::StoredLesson> stored = db ? load(*db, id) : std::nullopt;
    if (!stored)
        return false;
    // Every file is read and matched first: a bad one keeps all of them out.
    std::vector<teach::LessonResults> all;
    for (const QUrl &url : files) {
        const QString path = localPath(url);
        QByteArray bytes;
        if (auto error = readSmallFile(path, formats::kMaxLessonFileBytes, bytes)) {
            setError(*error);
            return false;
        }
        auto results = formats::readResults(bytes, QFileInfo(path).fileName());
        if (!results.ok()) {
            setError(haifu::errorText(results.error()));
            return false;
        }
        if (toQString(results->lessonId) != stored->fingerprint) {
            setError(tr("%1 holds results for another lesson (“%2”).")
                             .arg(QFileInfo(path).fileName(), toQString(results->lessonTitle)));
            return false;
        }
        all.push_back(*results);
    }
    for (const teach::LessonResults &results : all) {
        auto kept = storage::importResults(*db, results);
        if (!kept.ok()) {
            setError(haifu::errorText(kept.error()));
            return false;
        }
    }
    setError({});
    setStatus(tr("Imported the results of %n student(s).", nullptr, int(all.size())));
    loadStatistics(id);
    return true;
}

void LessonShelf::loadStatistics(int id)
{
    QList<LineItem> rows;
    m_students.clear();
    const storage::Database *db = database();
    auto stored = db ? storage::loadLesson(*db, id) : Result<storage::StoredLesson>(Error());
    auto results =
            db ? storage::lessonResults(*db, id) : Result<QList<teach::LessonResults>>(Error());
    if (stored.ok() && results.ok()) {
        std::vector<teach::LessonResults> all(results->begin(), results->end());
        for (const teach::LessonResults &r : all)
            m_students << toQString(r.student);
        const std::vector<teach::ProblemStats> stats = teach::lessonStatistics(stored->lesson, all);
        for (std::size_t i = 0; i < stats.size(); ++i) {
            const teach::ProblemStats &s = stats[i];
            const teach::ProblemKind kind = stored->lesson.problems[i].kind;
            LineItem row;
            row.label = tr("Problem %1 · %2").arg(i + 1).arg(LessonSession::kindText(kind));
            QStringList wrong;
            for (const auto &[answer, count] : s.wrongAnswers) {
                //: a wrong answer and how many students gave it, e.g. 8p ×3
                wrong << tr("%1 ×%2")
                                 .arg(LessonSession::answerText(kind, toQString(answer)))
                                 .arg(count);
            }
            row.detail = wrong.isEmpty() ? QString() : tr("Wrong: %1").arg(wrong.join(u", "_s));
            row.value = tr("%1 / %2").arg(s.correct).arg(s.answered);
            row.amount = s.answered > 0 ? (100 * s.correct + s.answered / 2) / s.answered : -1;
            row.mismatch = s.answered > 0 && 2 * s.correct < s.answered;
            rows.append(row);
        }
    } else {
        setError(haifu::errorText(stored.ok() ? results.error() : stored.error()));
    }
    m_statistics.setLines(rows);
    Q_EMIT statisticsChanged();
}

} // namespace haifu::app
