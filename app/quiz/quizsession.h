#pragma once

#include "library/librarycontroller.h"
#include "quiz/question.h"
#include "quiz/quizplanner.h"
#include "quiz/quizquestion.h"
#include "quiz/quizscore.h"
#include "quiz/quizstatistics.h"
#include "quiz/quizverdict.h"
#include "storage/quizprogress.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// A quiz session for the Quiz page: set up (kind or "mixed", difficulty, rules preset,
// a number of questions or minutes, and the source: generated questions, situations from the
// games in the library, or the questions due for review), then one question at a time with its
// hand as tile lists and its choices, immediate feedback with the mistakes and the step-by-step
// explanation, and a summary at the end. Every answer is saved in the library at once
// (storage/quizprogress.h): a missed question comes back a few questions later in the same
// session and stays due for review in later ones; statistics feed the charts.
//
// The library is the one the Library singleton owns (or one given with setDatabase, in tests);
// without one the quiz still works, but nothing is kept.
class QuizSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    //! The kinds a session can ask: "mixed", "yaku", "fu", …
    Q_PROPERTY(QStringList kinds READ kinds CONSTANT)
    //! The name of each kind in the interface's language (follows a language switch).
    Q_PROPERTY(QVariantMap kindNames READ kindNames NOTIFY translationChanged)
    Q_PROPERTY(QStringList presets READ presets CONSTANT)
    //! What `haifu --quiz` asked for at start ("" for nothing; see setStartup).
    Q_PROPERTY(QString startup READ startup CONSTANT)
    Q_PROPERTY(int timeLimit READ timeLimit NOTIFY phaseChanged)
    Q_PROPERTY(int remainingSeconds READ remainingSeconds NOTIFY remainingSecondsChanged)
    //! The question on screen, the feedback on the answer, the session's score, and what the
    //! library keeps of earlier sessions.
    Q_PROPERTY(haifu::app::QuizQuestion *current READ current CONSTANT)
    Q_PROPERTY(haifu::app::QuizVerdict *feedback READ feedback CONSTANT)
    Q_PROPERTY(haifu::app::QuizScore *score READ score CONSTANT)
    Q_PROPERTY(haifu::app::QuizStatistics *statistics READ statistics CONSTANT)

public:
    enum Phase { Setup, Answering, Feedback, Summary };
    Q_ENUM(Phase)

    explicit QuizSession(QObject *parent = nullptr);
    ~QuizSession() override;

    // The library to keep progress in (default: the Library singleton's), nullptr for none.
    void setDatabase(const haifu::storage::Database *db);
    // The seed of the next generated session (default random); tests and screenshots.
    void setSeed(quint64 seed) { m_seed = seed; }
    // `haifu --quiz KIND` (screenshots): the Quiz page starts a generated session of KIND (or
    // "mixed") with a fixed seed; "KIND:feedback" also answers the first question right, to show
    // the feedback; "stats" shows the statistics.
    static void setStartup(const QString &request);
    [[nodiscard]] QString startup() const;
    // Carries out the startup request (called by the Quiz page once it is shown).
    Q_INVOKABLE void applyStartup();

    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QStringList kinds() const;
    [[nodiscard]] QVariantMap kindNames() const;
    [[nodiscard]] QStringList presets() const;
    [[nodiscard]] int timeLimit() const { return m_timeLimit; }
    [[nodiscard]] int remainingSeconds() const;
    [[nodiscard]] QuizQuestion *current() { return &m_current; }
    [[nodiscard]] QuizVerdict *feedback() { return &m_feedback; }
    [[nodiscard]] QuizScore *score() { return &m_score; }
    [[nodiscard]] QuizStatistics *statistics() { return &m_statistics; }
    [[nodiscard]] const std::optional<haifu::quiz::Question> &question() const
    {
        return m_current.question();
    }

    // Starts a session. kind: "mixed" or a kind; source: "generated", "library" or "review";
    // count questions, or with minutes > 0 as many as fit in that time. False (and errorText)
    // when no question can be made (an empty library, nothing due).
    Q_INVOKABLE bool start(const QString &kind, int difficulty, const QString &preset, int count,
            int minutes, const QString &source);
    Q_INVOKABLE QString kindName(const QString &key) const;
    Q_INVOKABLE QString difficultyText(const QString &kind, int difficulty) const;

    // Answering (QuizQuestion says what each does; nothing happens outside the Answering
    // phase).
    Q_INVOKABLE void toggleChoice(int row);
    Q_INVOKABLE void setChoiceHan(int row, int han);
    Q_INVOKABLE void setPoints(int first, int second, int winnerGain);
    Q_INVOKABLE void pickTile(const QString &code);
    Q_INVOKABLE void setConditionOption(int row, int option);
    Q_INVOKABLE bool submit();

    // After the feedback: the next question or, at the end, the summary.
    Q_INVOKABLE void next();
    // Ends the session now (its summary).
    Q_INVOKABLE void finish();
    // Back to the setup view.
    Q_INVOKABLE void reset();
    // Reloads the statistics (kind "" or "mixed" for every kind in the history).
    Q_INVOKABLE void refreshStatistics(const QString &kind = QString());

Q_SIGNALS:
    void translationChanged();
    void phaseChanged();
    void errorTextChanged();
    void remainingSecondsChanged();

protected:
    // A language switch re-reads every text of the question on screen.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    bool showNext();
    void setPhase(Phase phase);
    void setError(const QString &text);

    Phase m_phase = Setup;
    QString m_errorText;
    LibraryLink m_library;
    quint64 m_seed = 0;

    // The session.
    QString m_sessionId;
    QString m_kind;
    int m_count = 10;
    int m_timeLimit = 0; // seconds, 0 when counted
    QuizPlanner m_planner;
    QElapsedTimer m_sessionClock;
    QElapsedTimer m_questionClock;
    QTimer m_tick;

    // The question on screen and where it came from.
    haifu::storage::QuizItemRef m_ref;
    QuizQuestion m_current;
    QuizVerdict m_feedback;
    QuizScore m_score;
    QuizStatistics m_statistics;
};

} // namespace haifu::app
