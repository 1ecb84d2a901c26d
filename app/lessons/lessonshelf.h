#pragma once

#include "library/librarycontroller.h"
#include "quiz/quizsession.h"
#include "shared/linelistmodel.h"
#include "storage/lessons.h"

#include "teach/problem.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The teacher's shelf of lessons: the lessons in the library, new and deleted ones,
// lesson files in and out, the worksheet PDF, quiz questions saved into a lesson, and the
// students' results: importing many results files and, per problem, how many answered, how
// many got it right and which wrong answers were common.
class LessonShelf : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(haifu::app::LineListModel *lessons READ lessons CONSTANT)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
    // The statistics of the lesson last asked for (statistics()).
    Q_PROPERTY(haifu::app::LineListModel *statistics READ statistics CONSTANT)
    Q_PROPERTY(int studentCount READ studentCount NOTIFY statisticsChanged)
    Q_PROPERTY(QStringList students READ students NOTIFY statisticsChanged)
    // "Aki, Mei, Sora".
    Q_PROPERTY(QString studentsText READ studentsText NOTIFY statisticsChanged)

public:
    explicit LessonShelf(QObject *parent = nullptr);

    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] LineListModel *lessons() { return &m_lessons; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString statusText() const { return m_statusText; }
    [[nodiscard]] LineListModel *statistics() { return &m_statistics; }
    [[nodiscard]] int studentCount() const { return int(m_students.size()); }
    [[nodiscard]] QStringList students() const { return m_students; }
    [[nodiscard]] QString studentsText() const { return m_students.join(u", "); }

    // A lesson as a row of a list: title; problems and author; amount = the lesson's id.
    [[nodiscard]] static LineItem lessonRow(const haifu::storage::StoredLesson &stored);

    // A lesson file stored in the library: the lesson's id and what to say of it, or id 0 and
    // the error (it names the file and, where it can, the problem, field, line or column).
    struct Imported
    {
        qint64 id = 0;
        QString message;
    };
    [[nodiscard]] static Imported importLesson(
            const haifu::storage::Database &db, const QUrl &file);

    Q_INVOKABLE void refresh();
    // The id of row `row` of `lessons`, 0 when there is none.
    Q_INVOKABLE int lessonIdAt(int row) const;
    Q_INVOKABLE int rowOfLesson(int id) const;
    // A new empty lesson; returns its id (0 on failure).
    Q_INVOKABLE int create(const QString &title);
    Q_INVOKABLE bool remove(int id);
    // Lesson files: in (returns the lesson's id, 0 on failure; nothing is kept from a bad file)
    // and out.
    Q_INVOKABLE int importFile(const QUrl &file);
    Q_INVOKABLE bool exportFile(int id, const QUrl &file);
    // The printable worksheet (questions, then the answer key on separate pages).
    Q_INVOKABLE bool exportWorksheet(int id, const QUrl &file);
    // The question on screen in a quiz, saved as the last problem of lesson `id`.
    Q_INVOKABLE bool addQuizQuestion(int id, haifu::app::QuizSession *quiz);
    // Students' results files for lesson `id` (all of them or none are kept); then statistics.
    Q_INVOKABLE bool importResults(int id, const QList<QUrl> &files);
    // Reads the statistics of lesson `id` into `statistics`.
    Q_INVOKABLE void loadStatistics(int id);

Q_SIGNALS:
    void errorTextChanged();
    void statusTextChanged();
    void statisticsChanged();
    void lessonsChanged();

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    // Lesson `id`, or nothing (and errorText) when it cannot be read.
    [[nodiscard]] std::optional<haifu::storage::StoredLesson> load(
            const haifu::storage::Database &db, int id);
    void setError(const QString &text);
    void setStatus(const QString &text);

    LibraryLink m_library;
    LineListModel m_lessons;
    QList<qint64> m_ids;
    QString m_errorText;
    QString m_statusText;
    LineListModel m_statistics;
    QStringList m_students;
};

} // namespace haifu::app
