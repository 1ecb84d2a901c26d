#pragma once

#include "quiz/quizstepmodel.h"
#include "teach/problem.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace haifu::app {

// The engine's answer to the problem a student just answered (LessonSession.engine), shown beside
// the teacher's: whether the engine can answer this kind of problem, its answers in words, whether
// they differ from the teacher's, and its working step by step.
class LessonEngineAnswer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of LessonSession (LessonSession.engine)")
    Q_PROPERTY(bool available READ available NOTIFY changed)
    //! The answers in words, or why there is none.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(bool differs READ differs NOTIFY changed)
    Q_PROPERTY(haifu::app::QuizStepModel *steps READ steps CONSTANT)

public:
    explicit LessonEngineAnswer(QObject *parent = nullptr);

    // Works out the engine's answer to `problem`; `words` puts one of its answers in words.
    void answer(const haifu::teach::Problem &problem,
            const std::function<QString(const QString &)> &words);

    [[nodiscard]] bool available() const { return m_available; }
    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] bool differs() const { return m_differs; }
    [[nodiscard]] QuizStepModel *steps() { return &m_steps; }

Q_SIGNALS:
    void changed();

private:
    bool m_available = false;
    QString m_text;
    bool m_differs = false;
    QuizStepModel m_steps;
};

} // namespace haifu::app
