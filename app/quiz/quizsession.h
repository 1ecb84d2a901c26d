#pragma once

#include "library/librarycontroller.h"
#include "quiz/question.h"
#include "quiz/quizchoicemodel.h"
#include "quiz/quizplanner.h"
#include "quiz/quizstatsmodel.h"
#include "quiz/quizstepmodel.h"
#include "shared/linelistmodel.h"
#include "storage/quizprogress.h"
#include "viewer/tilelistmodel.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <optional>

namespace haifu::storage {
class Database;
}

// A quiz session for the Quiz page (issue 7): set up (kind or "mixed", difficulty, rules preset,
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
    Q_PROPERTY(int dueCount READ dueCount NOTIFY statisticsChanged)
    //! What `haifu --quiz` asked for at start ("" for nothing; see setStartup).
    Q_PROPERTY(QString startup READ startup CONSTANT)

    // The current question.
    Q_PROPERTY(QString kind READ kind NOTIFY questionChanged)
    Q_PROPERTY(QString kindLabel READ kindLabel NOTIFY questionChanged)
    Q_PROPERTY(QString questionId READ questionId NOTIFY questionChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY questionChanged)
    Q_PROPERTY(QString situation READ situation NOTIFY questionChanged)
    Q_PROPERTY(QString origin READ origin NOTIFY questionChanged)
    //! "choices" (pick one), "multi" (pick several: waits), "yaku" (several, with han),
    //! "points" (numbers).
    Q_PROPERTY(QString answerForm READ answerForm NOTIFY questionChanged)
    //! Points: "ron", "tsumo_split" (dealer and non-dealer pay) or "tsumo_each".
    Q_PROPERTY(QString paymentForm READ paymentForm NOTIFY questionChanged)
    Q_PROPERTY(int questionNumber READ questionNumber NOTIFY questionChanged)
    //! Questions in the session; 0 in a timed session.
    Q_PROPERTY(int questionCount READ questionCount NOTIFY questionChanged)
    Q_PROPERTY(int timeLimit READ timeLimit NOTIFY phaseChanged)
    Q_PROPERTY(int remainingSeconds READ remainingSeconds NOTIFY remainingSecondsChanged)
    Q_PROPERTY(bool review READ review NOTIFY questionChanged)
    Q_PROPERTY(TileListModel *hand READ hand CONSTANT)
    Q_PROPERTY(TileListModel *melds READ melds CONSTANT)
    Q_PROPERTY(TileListModel *dora READ dora CONSTANT)
    Q_PROPERTY(LineListModel *timeline READ timeline CONSTANT)
    //! Defence: the river of the player in riichi (the riichi tile sideways).
    Q_PROPERTY(TileListModel *river READ river CONSTANT)
    //! Conditions: the values a source can be answered with (DrillText::conditionOptions).
    Q_PROPERTY(QStringList conditionOptions READ conditionOptions NOTIFY translationChanged)
    Q_PROPERTY(QuizChoiceModel *choices READ choices CONSTANT)

    // Feedback.
    Q_PROPERTY(bool correct READ correct NOTIFY feedbackChanged)
    Q_PROPERTY(QString answerText READ answerText NOTIFY feedbackChanged)
    Q_PROPERTY(LineListModel *mistakes READ mistakes CONSTANT)
    Q_PROPERTY(QuizStepModel *explanation READ explanation CONSTANT)

    // Summary.
    Q_PROPERTY(int answered READ answered NOTIFY progressChanged)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY progressChanged)
    Q_PROPERTY(double totalSeconds READ totalSeconds NOTIFY progressChanged)
    //! Per kind: label, value "3 / 4", detail the average time.
    Q_PROPERTY(LineListModel *summary READ summary CONSTANT)

    // Statistics.
    Q_PROPERTY(QuizStatsModel *skills READ skills CONSTANT)
    Q_PROPERTY(QuizStatsModel *history READ history CONSTANT)

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
    [[nodiscard]] int dueCount() const { return m_dueCount; }
    [[nodiscard]] QString kind() const;
    [[nodiscard]] QString kindLabel() const;
    [[nodiscard]] QString questionId() const;
    [[nodiscard]] QString prompt() const;
    [[nodiscard]] QString situation() const;
    [[nodiscard]] QString origin() const;
    [[nodiscard]] QString answerForm() const;
    [[nodiscard]] QString paymentForm() const;
    [[nodiscard]] int questionNumber() const { return m_questionNumber; }
    [[nodiscard]] int questionCount() const { return m_timeLimit > 0 ? 0 : m_count; }
    [[nodiscard]] int timeLimit() const { return m_timeLimit; }
    [[nodiscard]] int remainingSeconds() const;
    [[nodiscard]] bool review() const { return m_currentIsReview; }
    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *melds() { return &m_melds; }
    [[nodiscard]] TileListModel *dora() { return &m_dora; }
    [[nodiscard]] LineListModel *timeline() { return &m_timeline; }
    [[nodiscard]] TileListModel *river() { return &m_river; }
    [[nodiscard]] QStringList conditionOptions() const;
    [[nodiscard]] QuizChoiceModel *choices() { return &m_choices; }
    [[nodiscard]] bool correct() const { return m_correct; }
    [[nodiscard]] QString answerText() const { return m_answerText; }
    [[nodiscard]] LineListModel *mistakes() { return &m_mistakes; }
    [[nodiscard]] QuizStepModel *explanation() { return &m_explanation; }
    [[nodiscard]] int answered() const { return m_answered; }
    [[nodiscard]] int correctCount() const { return m_correctCount; }
    [[nodiscard]] double totalSeconds() const { return m_totalSeconds; }
    [[nodiscard]] LineListModel *summary() { return &m_summary; }
    [[nodiscard]] QuizStatsModel *skills() { return &m_skills; }
    [[nodiscard]] QuizStatsModel *history() { return &m_history; }
    [[nodiscard]] const std::optional<haifu::quiz::Question> &question() const
    {
        return m_question;
    }

    // Starts a session. kind: "mixed" or a kind; source: "generated", "library" or "review";
    // count questions, or with minutes > 0 as many as fit in that time. False (and errorText)
    // when no question can be made (an empty library, nothing due).
    Q_INVOKABLE bool start(const QString &kind, int difficulty, const QString &preset, int count,
            int minutes, const QString &source);
    Q_INVOKABLE QString kindName(const QString &key) const;
    Q_INVOKABLE QString difficultyText(const QString &kind, int difficulty) const;

    // Answering: pick choices (a single pick for "choices", several for "multi" and "yaku").
    Q_INVOKABLE void toggleChoice(int row);
    // Yaku: the han given for a picked yaku (0: not stated).
    Q_INVOKABLE void setChoiceHan(int row, int han);
    // Points: the payments (`second` only for "tsumo_split": the non-dealers' share) and what
    // the winner gains.
    Q_INVOKABLE void setPoints(int first, int second, int winnerGain);
    // Defence and discard EV: the tile of the hand clicked ("5m", "0p"): picks its choice.
    Q_INVOKABLE void pickTile(const QString &code);
    // Conditions: the answer for a source (a choice row): an index into conditionOptions.
    Q_INVOKABLE void setConditionOption(int row, int option);
    // Conditions: the right option per choice row (tests and "show me").
    Q_INVOKABLE QList<int> answerConditionOptions() const;
    Q_INVOKABLE bool submit();
    // The rows of the right answer (tests and "show me").
    Q_INVOKABLE QList<int> answerRows() const;
    // Points: the right payments as {first, second, gain} (tests).
    Q_INVOKABLE QList<int> answerPoints() const;

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
    void questionChanged();
    void feedbackChanged();
    void progressChanged();
    void remainingSecondsChanged();
    void statisticsChanged();

protected:
    // A language switch re-reads every text of the question on screen.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct KindResult
    {
        int answered = 0;
        int correct = 0;
        double seconds = 0;
    };

    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    bool showNext();
    void present();
    void setPhase(Phase phase);
    void setError(const QString &text);
    void updateSummary();

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

    // The question.
    std::optional<haifu::quiz::Question> m_question;
    haifu::storage::QuizItemRef m_ref;
    bool m_currentIsReview = false;
    int m_questionNumber = 0;
    int m_points[3] = { 0, 0, 0 };
    TileListModel m_hand;
    TileListModel m_melds;
    TileListModel m_dora;
    LineListModel m_timeline;
    TileListModel m_river;
    QList<int> m_conditionPicks; // conditions: the option picked per choice row, -1 none
    QuizChoiceModel m_choices;

    // Feedback and summary.
    bool m_correct = false;
    QString m_answerText;
    LineListModel m_mistakes;
    QuizStepModel m_explanation;
    int m_answered = 0;
    int m_correctCount = 0;
    double m_totalSeconds = 0;
    std::map<int, KindResult> m_perKind;
    LineListModel m_summary;

    // Statistics.
    QuizStatsModel m_skills;
    QuizStatsModel m_history;
    int m_dueCount = 0;
};
