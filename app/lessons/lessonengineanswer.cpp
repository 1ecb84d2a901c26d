#include "lessons/lessonengineanswer.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "quiz/quiztext.h"

#include <QStringList>

using haifu::toQString;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace teach = haifu::teach;

LessonEngineAnswer::LessonEngineAnswer(QObject *parent) : QObject(parent) { }

void LessonEngineAnswer::answer(
        const teach::Problem &problem, const std::function<QString(const QString &)> &words)
{
    m_available = false;
    m_differs = false;
    m_text.clear();
    QList<QuizStepRow> steps;
    auto engine = teach::engineAnswer(problem);
    if (engine.ok() && engine->available) {
        m_available = true;
        m_differs = engine->differs;
        QStringList answers;
        for (const std::string &a : engine->answers)
            answers << words(toQString(a));
        m_text = answers.join(u", "_s);
        steps = QuizText::explanation(engine->question);
    } else if (!engine.ok()) {
        m_text = haifu::errorText(engine.error());
    }
    m_steps.setSteps(steps);
    Q_EMIT changed();
}

} // namespace haifu::app
