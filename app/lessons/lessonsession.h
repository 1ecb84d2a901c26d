#pragma once

#include "lessons/lessonengineanswer.h"
#include "lessons/positionboard.h"
#include "library/librarycontroller.h"
#include "quiz/quizstepmodel.h"
#include "shared/linelistmodel.h"

#include "teach/problem.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// A student solving a lesson in the Quiz page: the lessons in the library to pick
// from, then one problem at a time (the position on a board, the teacher's question, hints on
// request), an answer by keys or clicks, immediate feedback with the teacher's accepted answers
// and explanation beside the engine's answer and working, and a summary whose results can be
// exported for the teacher. Every answer is kept in the library's spaced repetition; a missed
// problem comes back three problems later in the same session, and "due" sessions take the
// problems due for review.
class LessonSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(haifu::app::LineListModel *lessons READ lessons CONSTANT)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY problemChanged)
    Q_PROPERTY(QString introduction READ introduction NOTIFY problemChanged)
    Q_PROPERTY(int problemNumber READ problemNumber NOTIFY problemChanged)
    Q_PROPERTY(int problemCount READ problemCount NOTIFY problemChanged)
    Q_PROPERTY(QString kind READ kind NOTIFY problemChanged)
    Q_PROPERTY(QString kindLabel READ kindLabel NOTIFY problemChanged)
    Q_PROPERTY(QString question READ question NOTIFY problemChanged)
    // "tile" (pick a discard from the hand), "choice" (two buttons), "win" (han, fu, points).
    Q_PROPERTY(QString answerForm READ answerForm NOTIFY problemChanged)
    Q_PROPERTY(haifu::app::LineListModel *choices READ choices CONSTANT)
    Q_PROPERTY(haifu::app::PositionBoard *board READ board CONSTANT)
    Q_PROPERTY(QStringList hintsShown READ hintsShown NOTIFY hintsChanged)
    Q_PROPERTY(int hintsLeft READ hintsLeft NOTIFY hintsChanged)
    Q_PROPERTY(bool correct READ correct NOTIFY feedbackChanged)
    Q_PROPERTY(QString givenText READ givenText NOTIFY feedbackChanged)
    Q_PROPERTY(haifu::app::LineListModel *accepted READ accepted CONSTANT)
    Q_PROPERTY(QString explanation READ explanation NOTIFY feedbackChanged)
    //! The engine's answer beside the teacher's, in the feedback.
    Q_PROPERTY(haifu::app::LessonEngineAnswer *engine READ engine CONSTANT)
    Q_PROPERTY(int answered READ answered NOTIFY progressChanged)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY progressChanged)
    Q_PROPERTY(haifu::app::LineListModel *summary READ summary CONSTANT)

public:
    enum class Phase { Choose, Answering, Feedback, Summary };
    Q_ENUM(Phase)

    explicit LessonSession(QObject *parent = nullptr);

    // The library (default: the Library singleton's).
    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] LineListModel *lessons() { return &m_lessons; }
    [[nodiscard]] QString lessonTitle() const;
    [[nodiscard]] QString introduction() const;
    [[nodiscard]] int problemNumber() const { return m_position + 1; }
    [[nodiscard]] int problemCount() const { return int(m_queue.size()); }
    [[nodiscard]] QString kind() const;
    [[nodiscard]] QString kindLabel() const;
    [[nodiscard]] QString question() const;
    [[nodiscard]] QString answerForm() const;
    [[nodiscard]] LineListModel *choices() { return &m_choices; }
    [[nodiscard]] PositionBoard *board() { return &m_board; }
    [[nodiscard]] QStringList hintsShown() const;
    [[nodiscard]] int hintsLeft() const;
    [[nodiscard]] bool correct() const { return m_correct; }
    [[nodiscard]] QString givenText() const { return m_givenText; }
    [[nodiscard]] LineListModel *accepted() { return &m_accepted; }
    [[nodiscard]] QString explanation() const;
    [[nodiscard]] LessonEngineAnswer *engine() { return &m_engine; }
    [[nodiscard]] int answered() const { return m_answered; }
    [[nodiscard]] int correctCount() const { return m_correctCount; }
    [[nodiscard]] LineListModel *summary() { return &m_summary; }

    // The kind's words: "What to discard", "Call or not", …
    [[nodiscard]] static QString kindText(haifu::teach::ProblemKind kind);
    // An answer in words: "5m", "Call", "3 han 40 fu, 5,200 points".
    [[nodiscard]] static QString answerText(haifu::teach::ProblemKind kind, const QString &answer);

    // Re-reads the lessons in the library.
    Q_INVOKABLE void refresh();
    // Starts lesson `lessonId` (every problem in order, or only those due for review).
    Q_INVOKABLE bool start(int lessonId, bool dueOnly = false);
    // A teacher's lesson file into the library (then listed); its id, or 0 and errorText.
    Q_INVOKABLE int importFile(const QUrl &file);
    Q_INVOKABLE void showHint();
    // Answers the problem on screen: a tile code ("5m"), a choice key ("call"), or for a win
    // "han,fu,points". Wrong forms are refused (errorText) and nothing is counted.
    Q_INVOKABLE bool answer(const QString &text);
    Q_INVOKABLE void next();
    Q_INVOKABLE void finish();
    Q_INVOKABLE void reset();
    // Writes the results of this session as a results file (formats::writeResults).
    Q_INVOKABLE bool exportResults(const QUrl &file, const QString &student);
    // The accepted answers of the problem on screen, best first (tests).
    Q_INVOKABLE QStringList acceptedAnswers() const;

Q_SIGNALS:
    void phaseChanged();
    void errorTextChanged();
    void problemChanged();
    void hintsChanged();
    void feedbackChanged();
    void progressChanged();

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    [[nodiscard]] const haifu::teach::Problem *current() const;
    void setPhase(Phase phase);
    void setError(const QString &text);
    void showProblem();
    void showFeedback(const haifu::teach::ProblemGrade &grade, const QString &given);
    void keepAttempt(int problem, bool correct, const QString &given);
    void buildSummary();

    LibraryLink m_library;
    Phase m_phase = Phase::Choose;
    QString m_errorText;
    LineListModel m_lessons;
    QString m_fingerprint;
    haifu::teach::Lesson m_lesson;
    std::vector<int> m_queue; // problem indexes to ask, in order (missed ones come back)
    std::vector<bool> m_requeued; // per problem: already brought back once
    int m_position = -1; // index into m_queue
    int m_hints = 0;
    LineListModel m_choices;
    PositionBoard m_board;
    bool m_correct = false;
    QString m_givenText;
    LineListModel m_accepted;
    LessonEngineAnswer m_engine;
    int m_answered = 0;
    int m_correctCount = 0;
    haifu::teach::LessonResults m_results; // first answer per problem
    LineListModel m_summary;
};

} // namespace haifu::app
