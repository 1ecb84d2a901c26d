#include "quiz/quizscore.h"

#include "quiz/quiztext.h"

#include <algorithm>

namespace haifu::app {

namespace quiz = haifu::quiz;

QuizScore::QuizScore(QObject *parent) : QObject(parent) { }

void QuizScore::reset()
{
    m_answered = 0;
    m_correctCount = 0;
    m_totalSeconds = 0;
    m_perKind.clear();
    m_summary.setLines({});
    Q_EMIT changed();
}

void QuizScore::add(quiz::Kind kind, bool correct, double seconds)
{
    ++m_answered;
    m_correctCount += correct ? 1 : 0;
    m_totalSeconds += seconds;
    KindResult &k = m_perKind[int(kind)];
    ++k.answered;
    k.correct += correct ? 1 : 0;
    k.seconds += seconds;
    Q_EMIT changed();
}

void QuizScore::summarise()
{
    QList<LineItem> lines;
    for (const auto &[kind, r] : m_perKind) {
        LineItem line;
        line.label = QuizText::kindLabel(quiz::Kind(kind));
        //: correct answers of answered questions, e.g. 3 / 4
        line.value = tr("%1 / %2").arg(r.correct).arg(r.answered);
        line.amount = r.correct;
        line.detail = tr("%1 s per question").arg(r.seconds / std::max(1, r.answered), 0, 'f', 1);
        line.mismatch = r.correct < r.answered;
        lines << line;
    }
    m_summary.setLines(lines);
    Q_EMIT changed();
}

} // namespace haifu::app
