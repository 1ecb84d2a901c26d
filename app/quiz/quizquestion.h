#pragma once

#include "quiz/grading.h"
#include "quiz/question.h"
#include "quiz/quizchoicemodel.h"
#include "shared/linelistmodel.h"
#include "viewer/tilelistmodel.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

namespace haifu::app {

// The question on the Quiz page (QuizSession.current): its texts, its hand, melds, dora, river
// or furiten timeline as tile lists, and the choices the player picks from. The right answer is
// here too, for the feedback and for tests; grading and keeping the answer are the session's.
class QuizQuestion : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of QuizSession (QuizSession.current)")
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString kindLabel READ kindLabel NOTIFY changed)
    Q_PROPERTY(QString questionId READ questionId NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(QString situation READ situation NOTIFY changed)
    Q_PROPERTY(QString origin READ origin NOTIFY changed)
    //! "choices" (pick one), "multi" (pick several: waits), "yaku" (several, with han),
    //! "points" (numbers), "conditions" (an option per source).
    Q_PROPERTY(QString answerForm READ answerForm NOTIFY changed)
    //! Points: "ron", "tsumo_split" (dealer and non-dealer pay) or "tsumo_each".
    Q_PROPERTY(QString paymentForm READ paymentForm NOTIFY changed)
    //! Its place in the session (1 for the first) and the session's questions (0 when timed).
    Q_PROPERTY(int number READ number NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
    //! Asked again: missed earlier or due for review.
    Q_PROPERTY(bool review READ review NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *hand READ hand CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *melds READ melds CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *dora READ dora CONSTANT)
    Q_PROPERTY(haifu::app::LineListModel *timeline READ timeline CONSTANT)
    //! Defence: the river of the player in riichi (the riichi tile sideways).
    Q_PROPERTY(haifu::app::TileListModel *river READ river CONSTANT)
    Q_PROPERTY(haifu::app::QuizChoiceModel *choices READ choices CONSTANT)
    //! Conditions: the values a source can be answered with (DrillText::conditionOptions).
    Q_PROPERTY(QStringList conditionOptions READ conditionOptions NOTIFY changed)

public:
    explicit QuizQuestion(QObject *parent = nullptr);

    // Shows `question` as the `number`th of `count` (0: a timed session).
    void show(haifu::quiz::Question question, bool review, int number, int count);
    void clear();
    // A language switch: the texts again.
    void retranslate() { Q_EMIT changed(); }

    [[nodiscard]] const std::optional<haifu::quiz::Question> &question() const
    {
        return m_question;
    }
    [[nodiscard]] QString kind() const;
    [[nodiscard]] QString kindLabel() const;
    [[nodiscard]] QString questionId() const;
    [[nodiscard]] QString prompt() const;
    [[nodiscard]] QString situation() const;
    [[nodiscard]] QString origin() const;
    [[nodiscard]] QString answerForm() const;
    [[nodiscard]] QString paymentForm() const;
    [[nodiscard]] int number() const { return m_number; }
    [[nodiscard]] int count() const { return m_count; }
    [[nodiscard]] bool review() const { return m_review; }
    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *melds() { return &m_melds; }
    [[nodiscard]] TileListModel *dora() { return &m_dora; }
    [[nodiscard]] LineListModel *timeline() { return &m_timeline; }
    [[nodiscard]] TileListModel *river() { return &m_river; }
    [[nodiscard]] QuizChoiceModel *choices() { return &m_choices; }
    [[nodiscard]] QStringList conditionOptions() const;

    // The player's input (the session lets it through while the question is being answered):
    // a pick (one for "choices", several for "multi" and "yaku"), a yaku's han (0: not stated),
    // the tile of the hand clicked ("5m", "0p": picks its choice), a conditions row's option (an
    // index into conditionOptions), points (`second` only for "tsumo_split": the non-dealers'
    // share; and what the winner gains).
    void toggleChoice(int row);
    void setChoiceHan(int row, int han);
    void pickTile(const QString &code);
    void setConditionOption(int row, int option);
    void setPoints(int first, int second, int winnerGain);
    // The answer the player gave, as the engine grades it.
    [[nodiscard]] haifu::quiz::UserAnswer playerAnswer() const;
    // After grading: marks the choices right or wrong.
    void reveal(const haifu::quiz::Grade &grade);

    // The rows of the right answer (the feedback, tests and "show me").
    Q_INVOKABLE QList<int> answerRows() const;
    // Points: the right payments as {first, second, gain}.
    Q_INVOKABLE QList<int> answerPoints() const;
    // Conditions: the right option per choice row.
    Q_INVOKABLE QList<int> answerConditionOptions() const;

Q_SIGNALS:
    void changed();

private:
    void showTiles(const haifu::quiz::Question &q);
    void showChoices(const haifu::quiz::Question &q);

    std::optional<haifu::quiz::Question> m_question;
    bool m_review = false;
    int m_number = 0;
    int m_count = 0;
    TileListModel m_hand;
    TileListModel m_melds;
    TileListModel m_dora;
    LineListModel m_timeline;
    TileListModel m_river;
    QuizChoiceModel m_choices;
    QList<int> m_conditionPicks; // conditions: the option picked per choice row, -1 none
    std::array<int, 3> m_points{}; // points: first, second, winner's gain
};

} // namespace haifu::app
