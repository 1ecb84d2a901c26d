#pragma once

#include "quiz/question.h"
#include "shared/linelistmodel.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <map>

namespace haifu::app {

// The score of the quiz session under way (QuizSession.score): questions answered, right, the time
// taken, and per kind of question the lines of the summary shown at the end.
class QuizScore : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of QuizSession (QuizSession.score)")
    Q_PROPERTY(int answered READ answered NOTIFY changed)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY changed)
    Q_PROPERTY(double totalSeconds READ totalSeconds NOTIFY changed)
    //! Per kind: label, value "3 / 4", detail the average time.
    Q_PROPERTY(haifu::app::LineListModel *summary READ summary CONSTANT)

public:
    explicit QuizScore(QObject *parent = nullptr);

    void reset();
    void add(haifu::quiz::Kind kind, bool correct, double seconds);
    // The summary's lines, from the answers so far.
    void summarise();

    [[nodiscard]] int answered() const { return m_answered; }
    [[nodiscard]] int correctCount() const { return m_correctCount; }
    [[nodiscard]] double totalSeconds() const { return m_totalSeconds; }
    [[nodiscard]] LineListModel *summary() { return &m_summary; }

Q_SIGNALS:
    void changed();

private:
    struct KindResult
    {
        int answered = 0;
        int correct = 0;
        double seconds = 0;
    };

    int m_answered = 0;
    int m_correctCount = 0;
    double m_totalSeconds = 0;
    std::map<int, KindResult> m_perKind;
    LineListModel m_summary;
};

} // namespace haifu::app
