#pragma once

#include "quiz/grading.h"
#include "quiz/question.h"
#include "quiz/quizstepmodel.h"
#include "shared/linelistmodel.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// The verdict on an answer, as the Quiz page shows it after one (QuizSession.feedback): right or
// not, the right answer, the player's mistakes, and the step-by-step explanation.
class QuizVerdict : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of QuizSession (QuizSession.feedback)")
    Q_PROPERTY(bool correct READ correct NOTIFY changed)
    Q_PROPERTY(QString answerText READ answerText NOTIFY changed)
    Q_PROPERTY(haifu::app::LineListModel *mistakes READ mistakes CONSTANT)
    Q_PROPERTY(haifu::app::QuizStepModel *explanation READ explanation CONSTANT)

public:
    explicit QuizVerdict(QObject *parent = nullptr);

    // The feedback on `question` graded `grade`; returns the names of the mistakes (as the
    // library keeps them).
    QStringList show(const haifu::quiz::Question &question, const haifu::quiz::Grade &grade);
    void clear();

    [[nodiscard]] bool correct() const { return m_correct; }
    [[nodiscard]] QString answerText() const { return m_answerText; }
    [[nodiscard]] LineListModel *mistakes() { return &m_mistakes; }
    [[nodiscard]] QuizStepModel *explanation() { return &m_explanation; }

Q_SIGNALS:
    void changed();

private:
    bool m_correct = false;
    QString m_answerText;
    LineListModel m_mistakes;
    QuizStepModel m_explanation;
};

} // namespace haifu::app
