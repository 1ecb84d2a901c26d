#include "quiz/quizsession.h"
#include "formats/errortext.h"
#include "formats/qtstrings.h"

#include "library/librarycontroller.h"
#include "quiz/drills.h"
#include "quiz/drilltext.h"
#include "quiz/generator.h"
#include "quiz/grading.h"
#include "quiz/quiztext.h"
#include "rules/ruleset.h"
#include "rules/yaku.h"
#include "viewer/gametext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QRandomGenerator>
#include <QUuid>

#include <algorithm>

using haifu::toQString;

using namespace Qt::StringLiterals;
namespace quiz = haifu::quiz;
namespace rules = haifu::rules;
namespace storage = haifu::storage;

namespace {

// A drill's answer from one choice: a tile, a shanten number, or a conditions row (a source)
// with its option + 1 in `han` (0: not answered; see QuizSession::setConditionOption).
void addDrillAnswer(quiz::UserAnswer &a, const quiz::Question &q, const std::string &key, int han)
{
    switch (q.kind) {
    case quiz::Kind::Defence:
    case quiz::Kind::DiscardEv:
        if (auto t = rules::parseTile(key))
            a.discard = *t;
        break;
    case quiz::Kind::Shanten: a.shanten = QString::fromStdString(key).toInt(); break;
    case quiz::Kind::Conditions:
        if (han > 0) {
            const int from = key == "tsumo" ? -1 : QString::fromStdString(key).mid(4).toInt();
            a.conditions.push_back(DrillText::conditionOption(han - 1, from));
        }
        break;
    default: break;
    }
}

quiz::UserAnswer drillAnswer(const quiz::Question &q, const std::string &key, int han)
{
    quiz::UserAnswer a;
    addDrillAnswer(a, q, key, han);
    return a;
}

QList<TileItem> tileItems(std::vector<rules::Tile> tiles)
{
    std::stable_sort(tiles.begin(), tiles.end(),
            [](const rules::Tile &a, const rules::Tile &b) { return a.kind < b.kind; });
    QList<TileItem> items;
    for (const rules::Tile &t : tiles) {
        TileItem item;
        item.code = GameText::tileCode(t);
        items << item;
    }
    return items;
}

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
    if (answerForm() == "points"_L1) {
        const QList<int> p = answerPoints();
        setPoints(p.at(0), p.at(1), p.at(2));
    } else if (answerForm() == "conditions"_L1) {
        // The first source answered "impossible" (a mistake), the others right.
        const QList<int> right = answerConditionOptions();
        for (int row = 0; row < right.size(); ++row)
            setConditionOption(row, row == 0 && right.at(row) != 1 ? 1 : right.at(row));
    } else {
        // A wrong first pick shows the mistakes as well as the explanation.
        const QList<int> right = answerRows();
        for (int row = 0; row < m_choices.rowCount(); ++row) {
            if (!right.contains(row)) {
                toggleChoice(row);
                break;
            }
        }
        for (int row : right) {
            if (answerForm() != "choices"_L1)
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
        Q_EMIT questionChanged();
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

QString QuizSession::kind() const
{
    return m_question ? toQString(quiz::kindName(m_question->kind)) : QString();
}

QString QuizSession::kindLabel() const
{
    return m_question ? QuizText::kindLabel(m_question->kind) : QString();
}

QString QuizSession::questionId() const
{
    return m_question ? QString::fromStdString(m_question->id()) : QString();
}

QString QuizSession::prompt() const
{
    return m_question ? QuizText::prompt(*m_question) : QString();
}

QString QuizSession::situation() const
{
    return m_question ? QuizText::situation(*m_question) : QString();
}

QString QuizSession::origin() const
{
    return m_question ? QuizText::origin(*m_question) : QString();
}

QString QuizSession::answerForm() const
{
    if (!m_question)
        return {};
    switch (m_question->kind) {
    case quiz::Kind::Yaku: return u"yaku"_s;
    case quiz::Kind::Points: return u"points"_s;
    case quiz::Kind::Waits: return u"multi"_s;
    case quiz::Kind::Conditions: return u"conditions"_s;
    default: return u"choices"_s;
    }
}

QString QuizSession::paymentForm() const
{
    if (!m_question || m_question->kind != quiz::Kind::Points)
        return {};
    const rules::Payments &p = m_question->answer.score.payments;
    if (!p.tsumo)
        return u"ron"_s;
    return p.dealer ? u"tsumo_each"_s : u"tsumo_split"_s;
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
    m_answered = 0;
    m_correctCount = 0;
    m_totalSeconds = 0;
    m_perKind.clear();
    m_question.reset();
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
    Q_EMIT progressChanged();
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
    if (timeUp || m_answered >= m_count) {
        finish();
        return m_answered > 0;
    }
    for (int attempt = 0; attempt < 20; ++attempt) {
        const std::optional<QuizPlanner::Planned> planned = m_planner.next();
        if (!planned) {
            finish();
            return m_answered > 0;
        }
        auto q = m_planner.make(database(), planned->ref);
        if (!q)
            continue;
        m_ref = planned->ref;
        m_ref.questionId = QString::fromStdString(q->id());
        if (m_ref.source == "record"_L1)
            m_ref.preset = QString::fromStdString(q->rulesPreset);
        m_currentIsReview = planned->review;
        m_question = std::move(q);
        present();
        return true;
    }
    setError(tr("No question could be made for these settings."));
    finish();
    return false;
}

void QuizSession::present()
{
    const quiz::Question &q = *m_question;
    // The hand: the concealed tiles sorted; a winning hand shows its winning tile apart.
    std::vector<rules::Tile> closed = q.hand.closed;
    std::optional<rules::Tile> winTile;
    if (quiz::isWinKind(q.kind)) {
        auto it = std::find(closed.begin(), closed.end(), q.situation.winTile);
        if (it != closed.end()) {
            winTile = *it;
            closed.erase(it);
        }
    }
    QList<TileItem> hand = tileItems(closed);
    if (winTile) {
        TileItem item;
        item.code = GameText::tileCode(*winTile);
        item.separated = true;
        item.highlighted = true;
        hand << item;
    }
    m_hand.setTiles(hand);
    QList<TileItem> melds;
    for (const rules::Meld &m : q.hand.melds) {
        for (std::size_t i = 0; i < m.tiles.size(); ++i) {
            TileItem item;
            item.code = GameText::tileCode(m.tiles[i]);
            item.separated = i == 0;
            item.sideways = int(i) == m.calledTile;
            item.back = m.kind == rules::MeldKind::Ankan && (i == 0 || i == 3);
            melds << item;
        }
    }
    m_melds.setTiles(melds);
    m_dora.setTiles(
            quiz::isWinKind(q.kind) ? tileItems(q.situation.doraIndicators) : QList<TileItem>());
    QList<LineItem> timeline;
    if (q.kind == quiz::Kind::Furiten) {
        int n = 0;
        for (const quiz::TimelineEvent &e : q.furiten.timeline) {
            LineItem line;
            line.label = QuizText::timelineEvent(e);
            line.value = GameText::tileCode(e.tile);
            line.amount = ++n;
            line.emphasis = e.type == quiz::TimelineType::OwnDiscard;
            line.mismatch = e.riichi;
            timeline << line;
        }
    }
    m_timeline.setLines(timeline);
    QList<TileItem> river;
    for (std::size_t i = 0; i < q.defence.river.size(); ++i) {
        TileItem item;
        item.code = GameText::tileCode(q.defence.river[i]);
        item.sideways = item.riichi = int(i) == q.defence.riichiIndex;
        river << item;
    }
    m_river.setTiles(q.kind == quiz::Kind::Defence ? river : QList<TileItem>());
    QList<QuizChoice> choices;
    int row = 0;
    for (const std::string &c : q.choices) {
        QuizChoice choice;
        choice.key = QString::fromStdString(c);
        choice.label = quiz::isDrillKind(q.kind) ? DrillText::choiceLabel(q, c)
                                                 : QuizText::choiceLabel(q.kind, c);
        if (q.kind == quiz::Kind::Waits || q.kind == quiz::Kind::Efficiency
                || q.kind == quiz::Kind::Defence || q.kind == quiz::Kind::DiscardEv)
            choice.tile = choice.key;
        choice.shortcut = QuizChoiceModel::shortcutFor(row++);
        choices << choice;
    }
    m_choices.setChoices(choices);
    m_conditionPicks = QList<int>(choices.size(), -1);
    m_points[0] = m_points[1] = m_points[2] = 0;
    m_mistakes.setLines({});
    m_explanation.setSteps({});
    m_correct = false;
    m_answerText.clear();
    m_questionClock.start();
    m_questionNumber = m_answered + 1;
    Q_EMIT feedbackChanged();
    Q_EMIT questionChanged();
    setPhase(Answering);
}

void QuizSession::toggleChoice(int row)
{
    if (m_phase != Answering)
        return;
    m_choices.toggle(row, answerForm() == "choices"_L1);
}

void QuizSession::setChoiceHan(int row, int han)
{
    if (m_phase != Answering)
        return;
    m_choices.setHan(row, han);
    if (han > 0 && row >= 0 && row < m_choices.rowCount() && !m_choices.choices().at(row).selected)
        m_choices.toggle(row, false);
}

QStringList QuizSession::conditionOptions() const
{
    return DrillText::conditionOptions();
}

void QuizSession::pickTile(const QString &code)
{
    if (m_phase != Answering)
        return;
    const QList<QuizChoice> &choices = m_choices.choices();
    for (qsizetype row = 0; row < choices.size(); ++row) {
        if (!choices.at(row).tile.isEmpty() && choices.at(row).tile == code) {
            if (!choices.at(row).selected)
                m_choices.toggle(int(row), true);
            return;
        }
    }
}

void QuizSession::setConditionOption(int row, int option)
{
    if (m_phase != Answering || row < 0 || row >= m_conditionPicks.size() || option < 0)
        return;
    m_conditionPicks[row] = option;
    if (!m_choices.choices().at(row).selected)
        m_choices.toggle(row, false);
}

QList<int> QuizSession::answerConditionOptions() const
{
    QList<int> options;
    if (!m_question || m_question->kind != quiz::Kind::Conditions)
        return options;
    for (const quiz::ConditionNeed &n : m_question->answer.conditions)
        options << DrillText::conditionOptionIndex(*m_question, n);
    return options;
}

void QuizSession::setPoints(int first, int second, int winnerGain)
{
    m_points[0] = first;
    m_points[1] = second;
    m_points[2] = winnerGain;
}

QList<int> QuizSession::answerRows() const
{
    QList<int> rows;
    if (!m_question)
        return rows;
    const quiz::Question &q = *m_question;
    const quiz::UserAnswer right = quiz::correctAnswer(q);
    for (qsizetype i = 0; i < qsizetype(q.choices.size()); ++i) {
        const std::string &c = q.choices[std::size_t(i)];
        bool is = false;
        switch (q.kind) {
        case quiz::Kind::Yaku:
            is = std::any_of(right.yaku.begin(), right.yaku.end(),
                    [&](const auto &y) { return y.yaku == rules::yakuFromKey(c); });
            break;
        case quiz::Kind::Fu: is = right.fu && std::to_string(*right.fu) == c; break;
        case quiz::Kind::Waits:
            if (auto t = rules::parseTile(c))
                is = std::find(right.waits.begin(), right.waits.end(), t->kind)
                        != right.waits.end();
            break;
        case quiz::Kind::Efficiency:
            if (auto t = rules::parseTile(c))
                is = std::find(q.answer.bestDiscards.begin(), q.answer.bestDiscards.end(), t->kind)
                        != q.answer.bestDiscards.end();
            break;
        case quiz::Kind::Furiten:
            is = q.answer.canRon ? c == "yes" : c == rules::furitenReasonName(q.answer.reason);
            break;
        case quiz::Kind::Defence:
        case quiz::Kind::Shanten:
        case quiz::Kind::DiscardEv: is = quiz::grade(q, drillAnswer(q, c, 0)).correct; break;
        case quiz::Kind::Points:
        case quiz::Kind::Conditions: break;
        }
        if (is)
            rows << int(i);
    }
    return rows;
}

QList<int> QuizSession::answerPoints() const
{
    if (!m_question)
        return {};
    const rules::ScoreResult &r = m_question->answer.score;
    const QString form = paymentForm();
    if (form == "ron"_L1)
        return { r.payments.ron, 0, r.winnerGain };
    if (form == "tsumo_each"_L1)
        return { r.payments.tsumoEach, 0, r.winnerGain };
    return { r.payments.tsumoDealer, r.payments.tsumoNonDealer, r.winnerGain };
}

bool QuizSession::submit()
{
    if (m_phase != Answering || !m_question)
        return false;
    const quiz::Question &q = *m_question;
    quiz::UserAnswer answer;
    const QList<QuizChoice> &choices = m_choices.choices();
    for (const QuizChoice &c : choices) {
        if (!c.selected)
            continue;
        const std::string key = c.key.toStdString();
        switch (q.kind) {
        case quiz::Kind::Yaku: answer.yaku.push_back({ rules::yakuFromKey(key), c.han }); break;
        case quiz::Kind::Fu: answer.fu = c.key.toInt(); break;
        case quiz::Kind::Waits:
            if (auto t = rules::parseTile(key))
                answer.waits.push_back(t->kind);
            break;
        case quiz::Kind::Efficiency:
            if (auto t = rules::parseTile(key))
                answer.discard = *t;
            break;
        case quiz::Kind::Furiten:
            answer.canRon = key == "yes";
            if (key == "discard")
                answer.reason = rules::FuritenReason::DiscardFuriten;
            else if (key == "riichi")
                answer.reason = rules::FuritenReason::RiichiFuriten;
            else if (key == "temporary")
                answer.reason = rules::FuritenReason::TemporaryFuriten;
            break;
        case quiz::Kind::Defence:
        case quiz::Kind::Conditions:
        case quiz::Kind::Shanten:
        case quiz::Kind::DiscardEv:
            addDrillAnswer(answer, q, key, m_conditionPicks.value(choices.indexOf(c), -1) + 1);
            break;
        case quiz::Kind::Points: break;
        }
    }
    if (q.kind == quiz::Kind::Points) {
        const QString form = paymentForm();
        if (form == "ron"_L1)
            answer.ron = m_points[0];
        else if (form == "tsumo_each"_L1)
            answer.tsumoEach = m_points[0];
        else {
            answer.tsumoDealer = m_points[0];
            answer.tsumoNonDealer = m_points[1];
        }
        answer.winnerGain = m_points[2];
    }
    const quiz::Grade grade = quiz::grade(q, answer);
    const double seconds = double(m_questionClock.elapsed()) / 1000.0;

    m_correct = grade.correct;
    m_answerText = QuizText::answer(q);
    QList<LineItem> mistakes;
    QStringList mistakeKeys;
    for (const quiz::Mistake &m : grade.mistakes) {
        // A fu answer before rounding is also reported as a wrong fu: say it once, precisely.
        if (m.kind == quiz::MistakeKind::WrongFu
                && std::any_of(
                        grade.mistakes.begin(), grade.mistakes.end(), [](const quiz::Mistake &x) {
                            return x.kind == quiz::MistakeKind::FuNotRounded;
                        }))
            continue;
        LineItem line;
        line.label = QuizText::mistake(m);
        line.mismatch = true;
        mistakes << line;
        mistakeKeys << toQString(quiz::mistakeKindName(m.kind));
    }
    m_mistakes.setLines(mistakes);
    m_explanation.setSteps(QuizText::explanation(q));
    QList<bool> right(m_choices.rowCount(), false);
    for (int row : answerRows())
        right[row] = true;
    // Conditions: a source is right when no mistake names it.
    for (int row = 0; q.kind == quiz::Kind::Conditions && row < int(q.choices.size()); ++row)
        right[row] = std::none_of(
                grade.mistakes.begin(), grade.mistakes.end(), [&](const quiz::Mistake &m) {
                    return m.seat == q.answer.conditions[std::size_t(row)].from;
                });
    m_choices.reveal(right);

    ++m_answered;
    m_correctCount += grade.correct ? 1 : 0;
    m_totalSeconds += seconds;
    KindResult &k = m_perKind[int(q.kind)];
    ++k.answered;
    k.correct += grade.correct ? 1 : 0;
    k.seconds += seconds;

    if (const storage::Database *db = database()) {
        storage::QuizAttempt attempt;
        attempt.ref = m_ref;
        attempt.sessionId = m_sessionId;
        attempt.correct = grade.correct;
        attempt.seconds = seconds;
        attempt.mistakes = mistakeKeys.join(u'\n');
        if (auto saved = storage::recordAttempt(*db, attempt); !saved)
            setError(haifu::formats::errorText(saved.error()));
    }
    // A miss comes back a few questions later (within the questions left).
    if (!grade.correct)
        m_planner.retry(m_ref, m_count - m_answered);
    Q_EMIT feedbackChanged();
    Q_EMIT progressChanged();
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
    updateSummary();
    refreshStatistics(m_kind);
    setPhase(Summary);
}

void QuizSession::reset()
{
    m_tick.stop();
    m_question.reset();
    setError({});
    refreshStatistics(QString());
    setPhase(Setup);
}

void QuizSession::updateSummary()
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
    Q_EMIT progressChanged();
}

void QuizSession::refreshStatistics(const QString &kind)
{
    const storage::Database *db = database();
    if (!db) {
        m_skills.setSkills({});
        m_history.setHistory({});
        m_dueCount = 0;
        Q_EMIT statisticsChanged();
        return;
    }
    if (auto skills = storage::skillStats(*db)) {
        m_skills.setSkills(*skills);
        m_dueCount = 0;
        for (const storage::SkillStats &s : *skills)
            m_dueCount += s.due;
    }
    const QString filter = kind == "mixed"_L1 ? QString() : kind;
    if (auto history = storage::quizHistory(*db, filter, 0))
        m_history.setHistory(*history);
    Q_EMIT statisticsChanged();
}
