#include "lessons/lessoneditor.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "lessons/lessonsession.h"
#include "library/librarycontroller.h"
#include "storage/lessons.h"

#include "teach/positiontext.h"

using namespace haifu;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// Non-empty trimmed lines.
std::vector<std::string> lines(const QString &text)
{
    std::vector<std::string> out;
    for (const QString &line : text.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            out.push_back(trimmed.toStdString());
    }
    return out;
}

QString joinLines(const std::vector<std::string> &items)
{
    QStringList out;
    for (const std::string &item : items)
        out << toQString(item);
    return out.join(u'\n');
}

constexpr teach::ProblemKind kKinds[] = { teach::ProblemKind::Discard, teach::ProblemKind::Call,
    teach::ProblemKind::Riichi, teach::ProblemKind::PushFold, teach::ProblemKind::Win,
    teach::ProblemKind::Furiten };

} // namespace

LessonEditor::LessonEditor(QObject *parent) : QObject(parent) { }

void LessonEditor::setDatabase(const storage::Database *db)
{
    m_library.set(db);
}

QString LessonEditor::title() const
{
    return toQString(m_lesson.title);
}

QString LessonEditor::author() const
{
    return toQString(m_lesson.author);
}

QString LessonEditor::introduction() const
{
    return toQString(m_lesson.introduction);
}

void LessonEditor::setTitle(const QString &text)
{
    if (text == title())
        return;
    m_lesson.title = text.toStdString();
    setDirty(true);
    Q_EMIT lessonChanged();
}

void LessonEditor::setAuthor(const QString &text)
{
    if (text == author())
        return;
    m_lesson.author = text.toStdString();
    setDirty(true);
    Q_EMIT lessonChanged();
}

void LessonEditor::setIntroduction(const QString &text)
{
    if (text == introduction())
        return;
    m_lesson.introduction = text.toStdString();
    setDirty(true);
    Q_EMIT lessonChanged();
}

QStringList LessonEditor::kinds() const
{
    QStringList out;
    for (teach::ProblemKind kind : kKinds)
        out << toQString(teach::problemKindName(kind));
    return out;
}

QStringList LessonEditor::kindLabels() const
{
    QStringList out;
    for (teach::ProblemKind kind : kKinds)
        out << LessonSession::kindText(kind);
    return out;
}

QString LessonEditor::kind() const
{
    return toQString(teach::problemKindName(m_draft.kind));
}

int LessonEditor::kindIndex() const
{
    const auto *at = std::find(std::begin(kKinds), std::end(kKinds), m_draft.kind);
    return int(at - std::begin(kKinds));
}

QString LessonEditor::question() const
{
    return toQString(m_draft.question);
}

QString LessonEditor::explanation() const
{
    return toQString(m_draft.explanation);
}

void LessonEditor::setKind(const QString &kind)
{
    const auto parsed = teach::problemKindFromName(kind.toStdString());
    if (!parsed || *parsed == m_draft.kind)
        return;
    m_draft.kind = *parsed;
    checkDraft();
}

void LessonEditor::setSeat(int seat)
{
    if (seat == m_draft.seat || seat < 0 || seat > 3)
        return;
    m_draft.seat = seat;
    checkDraft();
}

void LessonEditor::setPositionText(const QString &text)
{
    if (text == m_positionText)
        return;
    m_positionText = text;
    checkDraft();
}

void LessonEditor::setQuestion(const QString &text)
{
    if (text == question())
        return;
    m_draft.question = text.toStdString();
    Q_EMIT draftChanged();
}

void LessonEditor::setAnswersText(const QString &text)
{
    if (text == m_answersText)
        return;
    m_answersText = text;
    checkDraft();
}

void LessonEditor::setExplanation(const QString &text)
{
    if (text == explanation())
        return;
    m_draft.explanation = text.toStdString();
    Q_EMIT draftChanged();
}

void LessonEditor::setHintsText(const QString &text)
{
    if (text == m_hintsText)
        return;
    m_hintsText = text;
    m_draft.hints = lines(text);
    Q_EMIT draftChanged();
}

void LessonEditor::setTsumo(bool tsumo)
{
    if (tsumo == m_draft.tsumo)
        return;
    m_draft.tsumo = tsumo;
    checkDraft();
}

void LessonEditor::setDirty(bool dirty)
{
    if (m_dirty != dirty) {
        m_dirty = dirty;
        Q_EMIT dirtyChanged();
    }
}

void LessonEditor::setError(const QString &text)
{
    if (m_errorText != text) {
        m_errorText = text;
        Q_EMIT errorTextChanged();
    }
}

void LessonEditor::rebuildProblems()
{
    QList<LineItem> rows;
    for (std::size_t i = 0; i < m_lesson.problems.size(); ++i) {
        const teach::Problem &p = m_lesson.problems[i];
        LineItem row;
        row.label = tr("%1. %2").arg(i + 1).arg(LessonSession::kindText(p.kind));
        row.detail = toQString(p.question);
        row.value = p.answers.empty()
                ? QString()
                : LessonSession::answerText(p.kind, toQString(p.answers.front()));
        row.amount = int(i);
        rows.append(row);
    }
    m_problems.setLines(rows);
}

bool LessonEditor::load(int id)
{
    teach::Lesson lesson;
    if (id > 0) {
        const storage::Database *db = database();
        if (!db)
            return false;
        auto stored = storage::loadLesson(*db, id);
        if (!stored.ok()) {
            setError(haifu::errorText(stored.error()));
            return false;
        }
        lesson = stored->lesson;
    }
    m_id = id;
    m_lesson = lesson;
    setError({});
    setDirty(false);
    rebuildProblems();
    newProblem(QString());
    Q_EMIT lessonChanged();
    return true;
}

bool LessonEditor::save()
{
    const storage::Database *db = database();
    if (!db || m_id <= 0)
        return false;
    if (m_lesson.title.empty()) {
        setError(tr("A lesson needs a title."));
        return false;
    }
    auto saved = storage::saveLesson(*db, m_id, m_lesson);
    if (!saved.ok()) {
        setError(tr("Not saved: %1").arg(haifu::errorText(saved.error())));
        return false;
    }
    setError({});
    setDirty(false);
    return true;
}

void LessonEditor::newProblem(const QString &positionText)
{
    m_problemIndex = -1;
    const teach::ProblemKind kind = m_draft.kind;
    m_draft = {};
    m_draft.kind = kind;
    if (!positionText.isEmpty())
        m_positionText = positionText.trimmed();
    m_answersText.clear();
    m_hintsText.clear();
    if (auto position = teach::parsePosition(m_positionText.toStdString()); position.ok())
        m_draft.seat = position->turn;
    checkDraft();
}

void LessonEditor::editProblem(int index)
{
    if (index < 0 || index >= int(m_lesson.problems.size()))
        return;
    m_problemIndex = index;
    m_draft = m_lesson.problems[std::size_t(index)];
    m_positionText = toQString(teach::formatPosition(m_draft.position));
    m_answersText = joinLines(m_draft.answers);
    m_hintsText = joinLines(m_draft.hints);
    checkDraft();
}

void LessonEditor::checkDraft()
{
    m_draftError.clear();
    m_engineText.clear();
    m_engineAnswers.clear();
    m_draft.answers = lines(m_answersText);
    auto position = teach::parsePosition(m_positionText.toStdString());
    if (!position.ok()) {
        m_draftError = m_positionText.trimmed().isEmpty()
                ? tr("Set up a position first (compose one, or take a game's step).")
                : haifu::errorText(position.error());
        m_board.clear();
        Q_EMIT draftChanged();
        return;
    }
    m_draft.position = *position;
    m_board.show(m_draft.position, std::clamp(m_draft.seat, 0, 3));
    if (auto error = teach::checkProblem(m_draft))
        m_draftError = haifu::errorText(*error);
    auto engine = teach::engineAnswer(m_draft);
    if (engine.ok() && engine->available) {
        QStringList answers;
        for (const std::string &a : engine->answers)
            answers << LessonSession::answerText(m_draft.kind, toQString(a));
        m_engineAnswers = engine->answers;
        m_engineText = engine->differs && !m_draft.answers.empty()
                ? tr("The engine says %1, not the teacher's first answer.")
                          .arg(answers.join(u", "_s))
                : tr("The engine says %1.").arg(answers.join(u", "_s));
    } else if (engine.ok()) {
        m_engineText = tr("The engine gives no answer to this kind of problem.");
    }
    Q_EMIT draftChanged();
}

void LessonEditor::useEngineAnswer()
{
    if (m_engineAnswers.empty())
        return;
    setAnswersText(joinLines(m_engineAnswers));
}

bool LessonEditor::applyProblem()
{
    checkDraft();
    if (!m_draftError.isEmpty())
        return false;
    if (m_problemIndex >= 0 && m_problemIndex < int(m_lesson.problems.size())) {
        m_lesson.problems[std::size_t(m_problemIndex)] = m_draft;
    } else {
        m_lesson.problems.push_back(m_draft);
        m_problemIndex = int(m_lesson.problems.size()) - 1;
    }
    rebuildProblems();
    setDirty(true);
    Q_EMIT lessonChanged();
    Q_EMIT draftChanged();
    return true;
}

void LessonEditor::removeProblem(int index)
{
    if (index < 0 || index >= int(m_lesson.problems.size()))
        return;
    m_lesson.problems.erase(m_lesson.problems.begin() + index);
    if (m_problemIndex == index)
        m_problemIndex = -1;
    else if (m_problemIndex > index)
        --m_problemIndex;
    rebuildProblems();
    setDirty(true);
    Q_EMIT lessonChanged();
    Q_EMIT draftChanged();
}

void LessonEditor::moveProblem(int index, int delta)
{
    const int to = index + delta;
    const int count = int(m_lesson.problems.size());
    if (index < 0 || index >= count || to < 0 || to >= count)
        return;
    std::swap(m_lesson.problems[std::size_t(index)], m_lesson.problems[std::size_t(to)]);
    if (m_problemIndex == index)
        m_problemIndex = to;
    else if (m_problemIndex == to)
        m_problemIndex = index;
    rebuildProblems();
    setDirty(true);
    Q_EMIT lessonChanged();
    Q_EMIT draftChanged();
}

} // namespace haifu::app
