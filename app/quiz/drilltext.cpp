#include "quiz/drilltext.h"

#include "common/qtstrings.h"
#include "insight/insighttext.h"
#include "insight/pushfold.h"
#include "quiz/drills.h"
#include "viewer/gametext.h"

#include <algorithm>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// How often a discard of `tier` (1..7) dealt in facing a riichi in real games (pushfold.h).
QString dealInPercent(int tier)
{
    const auto at = static_cast<std::size_t>(std::clamp(tier, 1, insight::kSafetyTierCount) - 1);
    return QString::number(100.0 * insight::kRiichiDealInRate[at], 'f', 1);
}

// The hands a conditions answer can name: every hand the calculator tries, ron or tsumo.
std::vector<quiz::HandValueTry> optionHands()
{
    std::vector<quiz::HandValueTry> hands = quiz::conditionHands(false);
    for (const quiz::HandValueTry &h : quiz::conditionHands(true)) {
        if (std::none_of(hands.begin(), hands.end(),
                    [&](const quiz::HandValueTry &o) { return o.han == h.han && o.fu == h.fu; }))
            hands.push_back(h);
    }
    std::sort(hands.begin(), hands.end(), [](const auto &a, const auto &b) {
        return a.han != b.han ? a.han < b.han : a.fu < b.fu;
    });
    return hands;
}

QString percent(int perMille)
{
    return QString::number(perMille / 10.0, 'f', 1) + u'%';
}

} // namespace

QString DrillText::kindLabel(quiz::Kind kind)
{
    switch (kind) {
    //: Quiz kind: pick the safest discard against a riichi (Japanese: 押し引き・安全牌)
    case quiz::Kind::Defence: return tr("Defence");
    //: Quiz kind: what the last hand needs for first place (Japanese: オーラス条件)
    case quiz::Kind::Conditions: return tr("All-last conditions");
    //: Quiz kind: count how far a hand is from tenpai (Japanese: 向聴数)
    case quiz::Kind::Shanten: return tr("Shanten count");
    //: Quiz kind: the discard with the best expected score (Japanese: 何切る・期待値)
    case quiz::Kind::DiscardEv: return tr("Discard by expected value");
    default: return {};
    }
}

QString DrillText::seatWind(const quiz::Question &q, int seat)
{
    return GameText::windName((seat - q.conditions.dealer + 4) % 4);
}

QString DrillText::prompt(const quiz::Question &q)
{
    switch (q.kind) {
    case quiz::Kind::Defence:
        switch (q.defence.threat) {
        case 1:
            return tr("The player on your right is in riichi. Which tile is safest to discard?");
        case 2: return tr("The player across is in riichi. Which tile is safest to discard?");
        default:
            return tr("The player on your left is in riichi. Which tile is safest to discard?");
        }
    case quiz::Kind::Conditions:
        return q.conditions.target == quiz::ConditionTarget::First
                ? tr("The last hand. What is the cheapest win that gives you first place, by "
                     "ron from each player and by tsumo?")
                : tr("The last hand. What is the cheapest win that keeps you out of last "
                     "place, by ron from each player and by tsumo?");
    case quiz::Kind::Shanten:
        return tr("How far is this hand from tenpai? (0 = tenpai, -1 = complete)");
    case quiz::Kind::DiscardEv: return tr("Which discard has the best expected score?");
    default: return {};
    }
}

QString DrillText::situation(const quiz::Question &q)
{
    if (q.kind != quiz::Kind::Conditions) {
        const rules::Situation &s = q.situation;
        QString text = tr("Seat %1, round %2")
                               .arg(GameText::windName(s.seatWind - rules::kinds::East),
                                       GameText::windName(s.roundWind - rules::kinds::East));
        if (q.evInput)
            text += u" · "_s + tr("%n draw(s) left", nullptr, q.evInput->drawsLeft);
        return text;
    }
    const quiz::ConditionsSetup &c = q.conditions;
    QStringList parts;
    QStringList scores;
    for (int seat = 0; seat < 4; ++seat) {
        const QString name =
                seat == c.seat ? tr("You (%1)").arg(seatWind(q, seat)) : seatWind(q, seat);
        scores << u"%1 %2"_s.arg(name, GameText::points(c.scores[std::size_t(seat)]));
    }
    parts << scores.join(u", "_s);
    parts << tr("%n honba", nullptr, c.honba);
    parts << tr("%n riichi stick(s) on the table", nullptr, c.riichiSticks);
    parts << (q.ruleset.ties == rules::TieMode::SeatOrder
                    ? tr("ties go to the seat nearer the first dealer")
                    : tr("ties share the place"));
    return parts.join(u" · "_s);
}

QString DrillText::choiceLabel(const quiz::Question &q, const std::string &choice)
{
    if (q.kind == quiz::Kind::Shanten) {
        const int n = QString::fromStdString(choice).toInt();
        return n < 0 ? tr("Complete") : n == 0 ? tr("Tenpai") : QString::number(n);
    }
    if (q.kind == quiz::Kind::Conditions) {
        if (choice == "tsumo")
            return sourceLabel(q, -1);
        return sourceLabel(q, QString::fromStdString(choice).mid(4).toInt());
    }
    auto tile = rules::parseTile(choice);
    return tile ? GameText::tileText(*tile) : QString::fromStdString(choice);
}

QString DrillText::handValue(int han, int fu)
{
    switch (han) {
    case 5: return GameText::limitName(rules::Limit::Mangan);
    case 6: return GameText::limitName(rules::Limit::Haneman);
    case 8: return GameText::limitName(rules::Limit::Baiman);
    case 11: return GameText::limitName(rules::Limit::Sanbaiman);
    case 13: return GameText::limitName(rules::Limit::Yakuman);
    default:
        //: %1 han %2 fu, Japanese: %1翻%2符
        return tr("%1 han %2 fu").arg(han).arg(fu);
    }
}

QString DrillText::sourceLabel(const quiz::Question &q, int from)
{
    if (from < 0)
        return tr("Tsumo");
    return tr("Ron from %1").arg(seatWind(q, from));
}

QStringList DrillText::conditionOptions()
{
    QStringList options{ tr("No win needed"), tr("Impossible") };
    for (const quiz::HandValueTry &h : optionHands())
        options << handValue(h.han, h.fu);
    return options;
}

quiz::UserAnswer::ConditionPick DrillText::conditionOption(int index, int from)
{
    quiz::UserAnswer::ConditionPick pick;
    pick.from = from;
    if (index == 0) {
        pick.verdict = quiz::ConditionVerdict::NoWinNeeded;
    } else if (index == 1) {
        pick.verdict = quiz::ConditionVerdict::Impossible;
    } else {
        const std::vector<quiz::HandValueTry> hands = optionHands();
        const auto i = std::size_t(std::clamp(index - 2, 0, int(hands.size()) - 1));
        pick.han = hands[i].han;
        pick.fu = hands[i].fu;
    }
    return pick;
}

int DrillText::conditionOptionIndex(const quiz::Question &q, const quiz::ConditionNeed &need)
{
    if (need.verdict == quiz::ConditionVerdict::NoWinNeeded)
        return 0;
    if (need.verdict == quiz::ConditionVerdict::Impossible)
        return 1;
    const std::vector<quiz::HandValueTry> hands = optionHands();
    int sameGain = -1;
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if (hands[i].han == need.han && hands[i].fu == need.fu)
            return int(i) + 2;
        int gain = 0;
        (void)quiz::scoresAfterWin(
                q.conditions, need.from, hands[i].han, hands[i].fu, q.ruleset, &gain);
        if (gain == need.gain && sameGain < 0)
            sameGain = int(i) + 2;
    }
    return sameGain;
}

QString DrillText::answer(const quiz::Question &q)
{
    switch (q.kind) {
    case quiz::Kind::Defence: {
        QStringList best;
        for (const auto &t : q.answer.safety) {
            if (t.safety.tier == q.answer.bestTier)
                best << GameText::tileCode(t.tile);
        }
        //: the defence drill's answer: %1 the safest tiles, %2 their tier's name, %3 how often a
        //: tile of that tier dealt in facing a riichi in real games (percent)
        return tr("%1 (%2; dealt in %3% of the time facing a riichi)")
                .arg(best.join(u" / "_s), InsightText::tierName(q.answer.bestTier),
                        dealInPercent(int(q.answer.bestTier) + 1));
    }
    case quiz::Kind::Conditions: {
        QStringList parts;
        for (const quiz::ConditionNeed &n : q.answer.conditions) {
            QString value = n.verdict == quiz::ConditionVerdict::Need  ? handValue(n.han, n.fu)
                    : n.verdict == quiz::ConditionVerdict::NoWinNeeded ? tr("no win needed")
                                                                       : tr("impossible");
            parts << tr("%1: %2").arg(sourceLabel(q, n.from), value);
        }
        return parts.join(u"; "_s);
    }
    case quiz::Kind::Shanten: return GameText::shantenText(q.answer.shanten);
    case quiz::Kind::DiscardEv:
        if (q.answer.ev.empty())
            return {};
        return tr("discard %1 (expected score %2)")
                .arg(GameText::tileCode(q.answer.ev.front().tile))
                .arg(qRound(q.answer.ev.front().expectedScore));
    default: return {};
    }
}

QString DrillText::mistake(const quiz::Mistake &m)
{
    const QString tile = GameText::kindCode(m.tile);
    switch (m.kind) {
    case quiz::MistakeKind::NotSafest:
        //: the defence drill: %1 the tile given, %2 its tier, %3 the tier's name, %4 how often
        //: that tier dealt in facing a riichi (percent), %5-%7 the same for the safest tile held
        return tr("%1 is tier %2 (%3, dealt in %4%); the safest tile held is tier %5 (%6, %7%)")
                .arg(tile)
                .arg(m.given)
                .arg(InsightText::tierName(insight::SafetyTier(m.given - 1)),
                        dealInPercent(m.given))
                .arg(m.expected)
                .arg(InsightText::tierName(insight::SafetyTier(m.expected - 1)),
                        dealInPercent(m.expected));
    case quiz::MistakeKind::WrongCondition:
        if (m.expectedVerdict != m.givenVerdict
                || m.expectedVerdict != quiz::ConditionVerdict::Need)
            return tr("The answer for this source is different (see the explanation)");
        if (m.given == 0)
            return tr("%1 is not enough").arg(handValue(m.han, m.fu));
        return tr("%1 is enough, but a cheaper hand is: %2 is needed, %1 takes %3")
                .arg(handValue(m.han, m.fu), GameText::points(m.expected),
                        GameText::points(m.given));
    case quiz::MistakeKind::WrongShanten:
        return tr("It is %1, not %2")
                .arg(GameText::shantenText(m.expected), GameText::shantenText(m.given));
    case quiz::MistakeKind::NotBestEv:
        return tr("Discarding %1 has an expected score of %2; the best has %3")
                .arg(tile)
                .arg(m.given)
                .arg(m.expected);
    default: return {};
    }
}

bool DrillText::step(const quiz::Step &s, const quiz::Question &q, QuizStepRow &row)
{
    switch (s.kind) {
    case quiz::StepKind::Safety: {
        const auto it = std::find_if(q.answer.safety.begin(), q.answer.safety.end(),
                [&](const auto &t) { return rules::toString(t.tile) == s.tiles; });
        const QString threat = tr("the riichi player");
        row.text = it != q.answer.safety.end() ? InsightText::reasonText(it->safety, threat)
                                               : QString::fromStdString(s.detail);
        row.value = tr("tier %1 · %2")
                            .arg(s.value)
                            .arg(InsightText::tierName(insight::SafetyTier(s.value - 1)));
        row.tiles = QuizText::codes(s.tiles);
        row.good = s.flag;
        return true;
    }
    case quiz::StepKind::Standing:
        row.text = s.flag ? tr("You (%1)").arg(seatWind(q, s.index)) : seatWind(q, s.index);
        row.value = tr("%1 · place %2").arg(GameText::points(s.value)).arg(s.total);
        row.emphasis = s.flag;
        return true;
    case quiz::StepKind::Condition:
    case quiz::StepKind::ConditionShort: {
        const QString source = sourceLabel(q, s.index);
        if (s.source == "no_win_needed")
            row.text = tr("%1: no win needed, you meet the target already").arg(source);
        else if (s.source == "impossible")
            row.text = tr("%1: not even a yakuman is enough").arg(source);
        else if (s.kind == quiz::StepKind::Condition)
            row.text =
                    tr("%1: %2 pays %3; with honba and deposits you take %4 and end on %5")
                            .arg(source, handValue(s.han, s.fu), QString::fromStdString(s.detail),
                                    GameText::points(s.value), GameText::points(s.total));
        else
            row.text = tr("%1: %2 is one step short: you take %3 and end on %4")
                               .arg(source, handValue(s.han, s.fu), GameText::points(s.value),
                                       GameText::points(s.total));
        row.good = s.kind == quiz::StepKind::Condition;
        return true;
    }
    case quiz::StepKind::ShantenForm:
        row.text = s.key == "regular"   ? tr("Four groups and a pair")
                : s.key == "chiitoitsu" ? tr("Seven pairs")
                                        : tr("Thirteen orphans");
        row.value = GameText::shantenText(s.value);
        row.good = s.value == q.answer.shanten;
        return true;
    case quiz::StepKind::EvDiscard:
        row.text = tr("Win %1 · tenpai %2%3")
                           .arg(percent(s.total), percent(s.han),
                                   s.detail == "riichi" ? u" · "_s + tr("riichi") : QString());
        row.value = tr("expected %1").arg(GameText::points(s.value));
        row.tiles = QuizText::codes(s.tiles);
        row.good = s.flag;
        return true;
    default: return false;
    }
}

} // namespace haifu::app
