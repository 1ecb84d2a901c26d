#include "quiz/quizverdict.h"

#include "common/qtstrings.h"
#include "quiz/quiztext.h"

#include <algorithm>

using haifu::toQString;

namespace haifu::app {

namespace quiz = haifu::quiz;

QuizVerdict::QuizVerdict(QObject *parent) : QObject(parent) { }

QStringList QuizVerdict::show(const quiz::Question &question, const quiz::Grade &grade)
{
    m_correct = grade.correct;
    m_answerText = QuizText::answer(question);
    // A fu answer before rounding is also reported as a wrong fu: say it once, precisely.
    const bool notRounded = std::any_of(grade.mistakes.begin(), grade.mistakes.end(),
            [](const quiz::Mistake &m) { return m.kind == quiz::MistakeKind::FuNotRounded; });
    QList<LineItem> lines;
    QStringList keys;
    for (const quiz::Mistake &m : grade.mistakes) {
        if (m.kind == quiz::MistakeKind::WrongFu && notRounded)
            continue;
        LineItem line;
        line.label = QuizText::mistake(m);
        line.mismatch = true;
        lines << line;
        keys << toQString(quiz::mistakeKindName(m.kind));
    }
    m_mistakes.setLines(lines);
    m_explanation.setSteps(QuizText::explanation(question));
    Q_EMIT changed();
    return keys;
}

void QuizVerdict::clear()
{
    m_correct = false;
    m_answerText.clear();
    m_mistakes.setLines({});
    m_explanation.setSteps({});
    Q_EMIT changed();
}

} // namespace haifu::app
