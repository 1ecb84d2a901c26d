#include "lessons/lessonsession.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "formats/lessonfile.h"
#include "lessons/lessonshelf.h"
#include "library/librarycontroller.h"
#include "quiz/quiztext.h"
#include "storage/lessons.h"
#include "storage/quizprogress.h"
#include "storage/savefile.h"
#include "viewer/gametext.h"

#include "rules/tile.h"

#include <QDateTime>
#include <QUuid>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// How many problems later a missed one comes back.
constexpr int kComeBackAfter = 3;

} // namespace

LessonSession::LessonSession(QObject *parent) : QObject(parent) { }

void LessonSession::setDatabase(const storage::Database *db)
{
    m_library.set(db);
    refresh();
}

const teach::Problem *LessonSession::current() const
{
    if (m_position < 0 || m_position >= int(m_queue.size()))
        return nullptr;
    return &m_lesson.problems[std::size_t(m_queue[std::size_t(m_position)])];
}

QString LessonSession::lessonTitle() const
{
    return toQString(m_lesson.title);
}

QString LessonSession::introduction() const
{
    return toQString(m_lesson.introduction);
}

QString LessonSession::kind() const
{
    const teach::Problem *p = current();
    return p ? toQString(teach::problemKindName(p->kind)) : QString();
}

QString LessonSession::kindLabel() const
{
    const teach::Problem *p = current();
    return p ? kindText(p->kind) : QString();
}

QString LessonSession::question() const
{
    const teach::Problem *p = current();
    return p ? toQString(p->question) : QString();
}

QString LessonSession::answerForm() const
{
    const teach::Problem *p = current();
    if (!p)
        return {};
    switch (p->kind) {
    case teach::ProblemKind::Discard: return u"tile"_s;
    case teach::ProblemKind::Win: return u"win"_s;
    default: return u"choice"_s;
    }
}

QStringList LessonSession::hintsShown() const
{
    QStringList shown;
    if (const teach::Problem *p = current()) {
        for (int i = 0; i < m_hints && i < int(p->hints.size()); ++i)
            shown << toQString(p->hints[std::size_t(i)]);
    }
    return shown;
}

int LessonSession::hintsLeft() const
{
    const teach::Problem *p = current();
    return p ? std::max(0, int(p->hints.size()) - m_hints) : 0;
}

QString LessonSession::explanation() const
{
    const teach::Problem *p = current();
    return p ? toQString(p->explanation) : QString();
}

QString LessonSession::kindText(teach::ProblemKind kind)
{
    switch (kind) {
    case teach::ProblemKind::Discard: return tr("What to discard");
    case teach::ProblemKind::Call: return tr("Call or not");
    case teach::ProblemKind::Riichi: return tr("Riichi or stay closed");
    case teach::ProblemKind::PushFold: return tr("Push or fold");
    case teach::ProblemKind::Win: return tr("Value of the win");
    case teach::ProblemKind::Furiten: return tr("May you ron?");
    }
    return {};
}

QString LessonSession::answerText(teach::ProblemKind kind, const QString &answer)
{
    const QString key = answer.section(u':', 0, 0);
    const QString detail = answer.section(u':', 1);
    QString text;
    if (key == u"call")
        text = tr("Call");
    else if (key == u"pass")
        text = tr("Pass");
    else if (key == u"riichi")
        text = tr("Riichi");
    else if (key == u"dama")
        text = tr("Stay closed (dama)");
    else if (key == u"push")
        text = tr("Push");
    else if (key == u"fold")
        text = tr("Fold");
    else if (key == u"yes")
        text = tr("Yes, ron");
    else if (key == u"no")
        text = tr("No, furiten");
    if (!text.isEmpty())
        return detail.isEmpty() ? text : u"%1 (%2)"_s.arg(text, detail);
    if (kind == teach::ProblemKind::Win) {
        const QStringList parts = answer.split(u',');
        if (parts.size() == 3) {
            //: a win's value: han, fu and the points the winner gains
            return tr("%1 han %2 fu, %3 points")
                    .arg(parts[0], parts[1], GameText::points(parts[2].toInt()));
        }
    }
    if (auto tile = rules::parseTile(answer.toStdString()); tile.ok())
        return GameText::tileText(*tile);
    return answer;
}

void LessonSession::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    m_phase = phase;
    Q_EMIT phaseChanged();
}

void LessonSession::setError(const QString &text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

void LessonSession::refresh()
{
    QList<LineItem> rows;
    if (const storage::Database *db = database()) {
        auto stored = storage::listLessons(*db);
        if (!stored.ok()) {
            setError(haifu::errorText(stored.error()));
        } else {
            for (const storage::StoredLesson &s : stored.value()) {
                rows.append(LessonShelf::lessonRow(s));
            }
        }
    }
    m_lessons.setLines(rows);
}

int LessonSession::importFile(const QUrl &file)
{
    const storage::Database *db = database();
    if (!db) {
        setError(tr("There is no library to read lessons from."));
        return 0;
    }
    const LessonShelf::Imported imported = LessonShelf::importLesson(*db, file);
    setError(imported.id > 0 ? QString() : imported.message);
    if (imported.id > 0)
        refresh();
    return int(imported.id);
}

bool LessonSession::start(int lessonId, bool dueOnly)
{
    setError({});
    const storage::Database *db = database();
    if (!db) {
        setError(tr("There is no library to read lessons from."));
        return false;
    }
    auto stored = storage::loadLesson(*db, lessonId);
    if (!stored.ok()) {
        setError(haifu::errorText(stored.error()));
        return false;
    }
    m_fingerprint = stored->fingerprint;
    m_lesson = stored->lesson;
    m_queue.clear();
    const int count = int(m_lesson.problems.size());
    if (dueOnly) {
        auto due = storage::dueItems(*db, u"lesson"_s, 10'000);
        if (due.ok()) {
            for (int i = 0; i < count; ++i) {
                const QString id = storage::lessonQuestionId(m_fingerprint, i);
                for (const storage::QuizItem &item : due.value()) {
                    if (item.ref.questionId == id) {
                        m_queue.push_back(i);
                        break;
                    }
                }
            }
        }
        if (m_queue.empty()) {
            setError(tr("No problem of this lesson is due for review."));
            return false;
        }
    } else {
        for (int i = 0; i < count; ++i)
            m_queue.push_back(i);
    }
    if (m_queue.empty()) {
        setError(tr("This lesson has no problems."));
        return false;
    }
    m_requeued.assign(std::size_t(count), false);
    m_results = {};
    m_results.lessonId = m_fingerprint.toStdString();
    m_results.lessonTitle = m_lesson.title;
    m_answered = 0;
    m_correctCount = 0;
    m_position = 0;
    Q_EMIT progressChanged();
    showProblem();
    setPhase(Phase::Answering);
    return true;
}

void LessonSession::showProblem()
{
    m_hints = 0;
    QList<LineItem> choices;
    if (const teach::Problem *p = current()) {
        m_board.show(p->position, p->seat);
        QStringList keys;
        switch (p->kind) {
        case teach::ProblemKind::Call: keys = { u"call"_s, u"pass"_s }; break;
        case teach::ProblemKind::Riichi: keys = { u"riichi"_s, u"dama"_s }; break;
        case teach::ProblemKind::PushFold: keys = { u"push"_s, u"fold"_s }; break;
        case teach::ProblemKind::Furiten: keys = { u"yes"_s, u"no"_s }; break;
        default: break;
        }
        for (int i = 0; i < keys.size(); ++i) {
            LineItem row;
            row.label = answerText(p->kind, keys[i]);
            row.detail = keys[i];
            row.value = QString::number(i + 1); // its key
            choices.append(row);
        }
    } else {
        m_board.clear();
    }
    m_choices.setLines(choices);
    Q_EMIT problemChanged();
    Q_EMIT hintsChanged();
}

void LessonSession::showHint()
{
    if (m_phase != Phase::Answering || hintsLeft() == 0)
        return;
    ++m_hints;
    Q_EMIT hintsChanged();
}

bool LessonSession::answer(const QString &text)
{
    const teach::Problem *p = current();
    if (m_phase != Phase::Answering || !p)
        return false;
    const std::string normal = teach::normaliseAnswer(p->kind, text.toStdString());
    if (normal.empty()) {
        setError(tr("“%1” is not an answer to this problem.").arg(text.trimmed()));
        return false;
    }
    setError({});
    const teach::ProblemGrade grade = teach::gradeProblem(*p, normal);
    const int index = m_queue[std::size_t(m_position)];
    keepAttempt(index, grade.correct, toQString(grade.normalised));
    showFeedback(grade, toQString(grade.normalised));
    if (!grade.correct && !m_requeued[std::size_t(index)]) {
        // A miss comes back a little later in the session.
        m_requeued[std::size_t(index)] = true;
        const auto at = std::min(m_queue.size(), std::size_t(m_position + 1 + kComeBackAfter));
        m_queue.insert(m_queue.begin() + std::ptrdiff_t(at), index);
        Q_EMIT problemChanged();
    }
    setPhase(Phase::Feedback);
    return true;
}

void LessonSession::keepAttempt(int problem, bool correct, const QString &given)
{
    // The first answer to each problem is the student's result; later tries count attempts.
    auto found = std::find_if(m_results.results.begin(), m_results.results.end(),
            [problem](const teach::ProblemResult &r) { return r.problem == problem; });
    if (found == m_results.results.end()) {
        teach::ProblemResult r;
        r.problem = problem;
        r.answer = given.toStdString();
        r.correct = correct;
        r.attempts = 1;
        m_results.results.push_back(r);
        ++m_answered;
        if (correct)
            ++m_correctCount;
        Q_EMIT progressChanged();
    } else if (!found->correct) {
        ++found->attempts;
    }
    if (const storage::Database *db = database()) {
        storage::QuizAttempt attempt;
        attempt.ref = storage::lessonItemRef(m_fingerprint, problem);
        attempt.sessionId = m_fingerprint;
        attempt.correct = correct;
        attempt.mistakes = correct ? QString() : given;
        auto kept = storage::recordAttempt(*db, attempt);
        if (!kept.ok())
            setError(haifu::errorText(kept.error()));
    }
}

void LessonSession::showFeedback(const teach::ProblemGrade &grade, const QString &given)
{
    const teach::Problem *p = current();
    m_correct = grade.correct;
    m_givenText = answerText(p->kind, given);
    QList<LineItem> accepted;
    for (std::size_t i = 0; i < p->answers.size(); ++i) {
        LineItem row;
        row.label = answerText(p->kind, toQString(p->answers[i]));
        row.value = QString::number(i + 1);
        row.amount = int(i);
        row.emphasis = int(i) == grade.rank;
        row.detail = i == 0 ? tr("the teacher's answer") : QString();
        accepted.append(row);
    }
    m_accepted.setLines(accepted);
    m_engine.answer(*p, [p](const QString &a) { return answerText(p->kind, a); });
    Q_EMIT feedbackChanged();
}

void LessonSession::next()
{
    if (m_phase != Phase::Feedback)
        return;
    if (m_position + 1 >= int(m_queue.size())) {
        finish();
        return;
    }
    ++m_position;
    showProblem();
    setPhase(Phase::Answering);
}

void LessonSession::finish()
{
    if (m_phase == Phase::Choose)
        return;
    buildSummary();
    setPhase(Phase::Summary);
}

void LessonSession::buildSummary()
{
    QList<LineItem> rows;
    for (const teach::ProblemResult &r : m_results.results) {
        const teach::Problem &p = m_lesson.problems[std::size_t(r.problem)];
        LineItem row;
        row.label = tr("Problem %1 · %2").arg(r.problem + 1).arg(kindText(p.kind));
        row.detail = answerText(p.kind, toQString(r.answer));
        row.value = r.correct ? tr("right") : tr("wrong");
        row.amount = r.correct ? 1 : 0;
        row.mismatch = !r.correct;
        rows.append(row);
    }
    m_summary.setLines(rows);
}

void LessonSession::reset()
{
    m_position = -1;
    m_queue.clear();
    m_board.clear();
    setError({});
    refresh();
    Q_EMIT problemChanged();
    setPhase(Phase::Choose);
}

bool LessonSession::exportResults(const QUrl &file, const QString &student)
{
    const QString name = student.trimmed();
    if (name.isEmpty()) {
        setError(tr("Write your name first: the teacher sees the results by name."));
        return false;
    }
    teach::LessonResults results = m_results;
    results.student = name.toStdString();
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (auto error = storage::saveFile(path, formats::writeResults(results))) {
        setError(haifu::errorText(*error));
        return false;
    }
    setError({});
    return true;
}

QStringList LessonSession::acceptedAnswers() const
{
    QStringList answers;
    if (const teach::Problem *p = current()) {
        for (const std::string &a : p->answers)
            answers << toQString(a);
    }
    return answers;
}

} // namespace haifu::app
