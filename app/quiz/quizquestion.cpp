#include "quiz/quizquestion.h"

#include "common/qtstrings.h"
#include "quiz/drills.h"
#include "quiz/drilltext.h"
#include "quiz/grading.h"
#include "quiz/quiztext.h"
#include "rules/yaku.h"
#include "viewer/gametext.h"

#include <algorithm>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace quiz = haifu::quiz;
namespace rules = haifu::rules;

namespace {

// A drill's answer from one choice: a tile, a shanten number, or a conditions row (a source)
// with its option + 1 in `han` (0: not answered; see QuizQuestion::setConditionOption).
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

QList<TileItem> sortedTiles(std::vector<rules::Tile> tiles)
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

} // namespace

QuizQuestion::QuizQuestion(QObject *parent) : QObject(parent) { }

void QuizQuestion::show(quiz::Question question, bool review, int number, int count)
{
    m_question = std::move(question);
    m_review = review;
    m_number = number;
    m_count = count;
    showTiles(*m_question);
    showChoices(*m_question);
    Q_EMIT changed();
}

void QuizQuestion::clear()
{
    m_question.reset();
    Q_EMIT changed();
}

void QuizQuestion::showTiles(const quiz::Question &q)
{
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
    QList<TileItem> hand = sortedTiles(closed);
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
            quiz::isWinKind(q.kind) ? sortedTiles(q.situation.doraIndicators) : QList<TileItem>());
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
}

void QuizQuestion::showChoices(const quiz::Question &q)
{
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
    m_points = { 0, 0, 0 };
}

void QuizQuestion::toggleChoice(int row)
{
    m_choices.toggle(row, answerForm() == "choices"_L1);
}

void QuizQuestion::setChoiceHan(int row, int han)
{
    m_choices.setHan(row, han);
    if (han > 0 && row >= 0 && row < m_choices.rowCount() && !m_choices.choices().at(row).selected)
        m_choices.toggle(row, false);
}

void QuizQuestion::pickTile(const QString &code)
{
    const QList<QuizChoice> &choices = m_choices.choices();
    for (qsizetype row = 0; row < choices.size(); ++row) {
        if (!choices.at(row).tile.isEmpty() && choices.at(row).tile == code) {
            if (!choices.at(row).selected)
                m_choices.toggle(int(row), true);
            return;
        }
    }
}

void QuizQuestion::setConditionOption(int row, int option)
{
    if (row < 0 || row >= m_conditionPicks.size() || option < 0)
        return;
    m_conditionPicks[row] = option;
    if (!m_choices.choices().at(row).selected)
        m_choices.toggle(row, false);
}

void QuizQuestion::setPoints(int first, int second, int winnerGain)
{
    m_points = { first, second, winnerGain };
}

quiz::UserAnswer QuizQuestion::playerAnswer() const
{
    quiz::UserAnswer answer;
    if (!m_question)
        return answer;
    const quiz::Question &q = *m_question;
    const QList<QuizChoice> &choices = m_choices.choices();
    for (qsizetype row = 0; row < choices.size(); ++row) {
        const QuizChoice &c = choices.at(row);
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
            addDrillAnswer(answer, q, key, m_conditionPicks.value(row, -1) + 1);
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
    return answer;
}

void QuizQuestion::reveal(const quiz::Grade &grade)
{
    const quiz::Question &q = *m_question;
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
}

QString QuizQuestion::kind() const
{
    return m_question ? toQString(quiz::kindName(m_question->kind)) : QString();
}

QString QuizQuestion::kindLabel() const
{
    return m_question ? QuizText::kindLabel(m_question->kind) : QString();
}

QString QuizQuestion::questionId() const
{
    return m_question ? QString::fromStdString(m_question->id()) : QString();
}

QString QuizQuestion::prompt() const
{
    return m_question ? QuizText::prompt(*m_question) : QString();
}

QString QuizQuestion::situation() const
{
    return m_question ? QuizText::situation(*m_question) : QString();
}

QString QuizQuestion::origin() const
{
    return m_question ? QuizText::origin(*m_question) : QString();
}

QString QuizQuestion::answerForm() const
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

QString QuizQuestion::paymentForm() const
{
    if (!m_question || m_question->kind != quiz::Kind::Points)
        return {};
    const rules::Payments &p = m_question->answer.score.payments;
    if (!p.tsumo)
        return u"ron"_s;
    return p.dealer ? u"tsumo_each"_s : u"tsumo_split"_s;
}

QStringList QuizQuestion::conditionOptions() const
{
    return DrillText::conditionOptions();
}

QList<int> QuizQuestion::answerConditionOptions() const
{
    QList<int> options;
    if (!m_question || m_question->kind != quiz::Kind::Conditions)
        return options;
    for (const quiz::ConditionNeed &n : m_question->answer.conditions)
        options << DrillText::conditionOptionIndex(*m_question, n);
    return options;
}

QList<int> QuizQuestion::answerRows() const
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

QList<int> QuizQuestion::answerPoints() const
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

} // namespace haifu::app
