#include "quiz/quizsession.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "library/librarycontroller.h"
#include "quiz/generator.h"
#include "quiz/grading.h"
#include "quiz/quiztext.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QRandomGenerator>
#include <QUuid>

#include <algorithm>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace quiz = haifu::quiz;
namespace rules = haifu::rules;
namespace storage = haifu::storage;

namespace {

QString &startupRequest()
{
    static QString request;
    return request;
}

} // namespace

void QuizSession::setStartup(const QString &request)
{
    startupRequest() = request;
}

QString QuizSession::startup() const
{
    return startupRequest();
}

void QuizSession::applyStartup()
{
    const QString request = startupRequest();
    if (request.isEmpty() || request == "stats"_L1) {
        refreshStatistics(QString());
        return;
    }
    const QString kind = request.section(u':', 0, 0);
    m_seed = 20240501; // the same question on every run
    if (!start(kind, 2, u"tenhou"_s, 10, 0, u"generated"_s))
        return;
    if (request.section(u':', 1) != "feedback"_L1)
        return;
    const QString form = m_current.answerForm();
    if (form == "points"_L1) {
        const QList<int> p = m_current.answerPoints();
        setPoints(p.at(0), p.at(1), p.at(2));
    } else if (form == "conditions"_L1) {
        // The first source answered "impossible" (a mistake), the others right.
        const QList<int> right = m_current.answerConditionOptions();
        for (int row = 0; row < right.size(); ++row)
            setConditionOption(row, row == 0 && right.at(row) != 1 ? 1 : right.at(row));
    } else {
        // A wrong first pick shows the mistakes as well as the explanation.
        const QList<int> right = m_current.answerRows();
        for (int row = 0; row < m_current.choices()->rowCount(); ++row) {
            if (!right.contains(row)) {
                toggleChoice(row);
                break;
            }
        }
        for (int row : right) {
            if (form != "choices"_L1)
                toggleChoice(row);
        }
    }
    submit();
}

QuizSession::QuizSession(QObject *parent) : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        Q_EMIT remainingSecondsChanged();
        if (m_timeLimit > 0 && remainingSeconds() <= 0 && m_phase == Answering)
            finish();
    });
}

QuizSession::~QuizSession() = default;

void QuizSession::setDatabase(const storage::Database *db)
{
    m_library.set(db);
}

QStringList QuizSession::kinds() const
{
    QStringList keys{ u"mixed"_s };
    for (quiz::Kind k : quiz::kAllKinds)
        keys << toQString(quiz::kindName(k));
    return keys;
}

QVariantMap QuizSession::kindNames() const
{
    QVariantMap names;
    for (const QString &key : kinds())
        names.insert(key, kindName(key));
    return names;
}

bool QuizSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        Q_EMIT translationChanged();
        m_current.retranslate();
    }
    return QObject::eventFilter(watched, event);
}

QStringList QuizSession::presets() const
{
    QStringList names;
    // Generated questions are four-player hands.
    for (std::string_view name : rules::presetNames()) {
        auto ruleset = rules::presetRuleset(name);
        if (ruleset && ruleset->players == 4)
            names << toQString(name);
    }
    return names;
}

int QuizSession::remainingSeconds() const
{
    if (m_timeLimit <= 0 || !m_sessionClock.isValid())
        return 0;
    return std::max(0, m_timeLimit - int(m_sessionClock.elapsed() / 1000));
}

QString QuizSession::kindName(const QString &key) const
{
    return QuizText::kindLabel(key);
}

QString QuizSession::difficultyText(const QString &kind, int difficulty) const
{
    auto k = quiz::kindFromName(kind.toStdString());
    if (!k) {
        switch (difficulty) {
        case 1: return tr("Common hands and rules");
        case 2: return tr("Open hands, more yaku and furiten kinds");
        default: return tr("Everything, with kans, yakuman and tricky waits");
        }
    }
    return QuizText::difficultyText(*k, std::clamp(difficulty, 1, 3));
}

void QuizSession::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    m_phase = phase;
    Q_EMIT phaseChanged();
}

void QuizSession::setError(const QString &text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

bool QuizSession::start(const QString &kind, int difficulty, const QString &preset, int count,
        int minutes, const QString &source)
{
    setError({});
    m_kind = kind;
    const int level = std::clamp(difficulty, quiz::kMinDifficulty, quiz::kMaxDifficulty);
    const QString rulesPreset = preset.isEmpty() ? u"tenhou"_s : preset;
    m_timeLimit = minutes > 0 ? minutes * 60 : 0;
    m_count = m_timeLimit > 0 ? 1000 : std::max(1, count);
    m_score.reset();
    m_current.clear();
    m_sessionId = QUuid::createUuid().toString(QUuid::WithoutBraces);

    if (!rules::presetRuleset(rulesPreset.toStdString())) {
        setError(tr("Unknown rules preset: %1").arg(rulesPreset));
        return false;
    }
    if (!m_planner.plan(database(), source, kind, level, rulesPreset, m_count,
                m_seed != 0 ? m_seed : QRandomGenerator::global()->generate64())) {
        setError(m_planner.errorText());
        return false;
    }
    if (source == "review"_L1 && m_timeLimit <= 0)
        m_count = std::min(m_count, m_planner.queued());
    m_sessionClock.start();
    if (m_timeLimit > 0)
        m_tick.start();
    else
        m_tick.stop();
    if (!showNext()) {
        setPhase(Setup);
        return false;
    }
    Q_EMIT phaseChanged(); // timeLimit
    return true;
}

bool QuizSession::showNext()
{
    const bool timeUp = m_timeLimit > 0 && remainingSeconds() <= 0;
    if (timeUp || m_score.answered() >= m_count) {
        finish();
        return m_score.answered() > 0;
    }
    for (int attempt = 0; attempt < 20; ++attempt) {
        const std::optional<QuizPlanner::Planned> planned = m_planner.next();
        if (!planned) {
            finish();
            return m_score.answered() > 0;
        }
        auto q = m_planner.make(database(), planned->ref);
        if (!q)
            continue;
        m_ref = planned->ref;
        m_ref.questionId = QString::fromStdString(q->id());
        if (m_ref.source == "record"_L1)
            m_ref.preset = QString::fromStdString(q->rulesPreset);
        m_current.show(std::move(*q), planned->review, m_score.answered() + 1,
                m_timeLimit > 0 ? 0 : m_count);
        m_feedback.clear();
        m_questionClock.start();
        setPhase(Answering);
        return true;
    }
    setError(tr("No question could be made for these settings."));
    finish();
    return false;
}

void QuizSession::toggleChoice(int row)
{
    if (m_phase == Answering)
        m_current.toggleChoice(row);
}

void QuizSession::setChoiceHan(int row, int han)
{
    if (m_phase == Answering)
        m_current.setChoiceHan(row, han);
}

void QuizSession::pickTile(const QString &code)
{
    if (m_phase == Answering)
        m_current.pickTile(code);
}

void QuizSession::setConditionOption(int row, int option)
{
    if (m_phase == Answering)
        m_current.setConditionOption(row, option);
}

void QuizSession::setPoints(int first, int second, int winnerGain)
{
    if (m_phase == Answering)
        m_current.setPoints(first, second, winnerGain);
}

bool QuizSession::submit()
{
    if (m_phase != Answering || !m_current.question())
        return false;
    const quiz::Question &q = *m_current.question();
    const quiz::Grade grade = quiz::grade(q, m_current.playerAnswer());
    const double seconds = double(m_questionClock.elapsed()) / 1000.0;
    const QStringList mistakeKeys = m_feedback.show(q, grade);
    m_current.reveal(grade);
    m_score.add(q.kind, grade.correct, seconds);

    if (const storage::Database *db = database()) {
        storage::QuizAttempt attempt;
        attempt.ref = m_ref;
        attempt.sessionId = m_sessionId;
        attempt.correct = grade.correct;
        attempt.seconds = seconds;
        attempt.mistakes = mistakeKeys.join(u'\n');
        if (auto saved = storage::recordAttempt(*db, attempt); !saved)
            setError(haifu::errorText(saved.error()));
    }
    // A miss comes back a few questions later (within the questions left).
    if (!grade.correct)
        m_planner.retry(m_ref, m_count - m_score.answered());
    setPhase(Feedback);
    return true;
}
void QuizSession::next()
{
    if (m_phase != Feedback)
        return;
    showNext();
}

void QuizSession::finish()
{
    m_tick.stop();
    m_score.summarise();
    refreshStatistics(m_kind);
    setPhase(Summary);
}

void QuizSession::reset()
{
    m_tick.stop();
    m_current.clear();
    setError({});
    refreshStatistics(QString());
    setPhase(Setup);
}

void QuizSession::refreshStatistics(const QString &kind)
{
    m_statistics.refresh(database(), kind);
}

} // namespace haifu::app
