#include "cli/quizdrills.h"

#include "common/qtstrings.h"

#include "insight/danger.h"
#include "rules/tile.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString tileString(const rules::Tile &t)
{
    return QString::fromStdString(rules::toString(t));
}

QString handString(const rules::Hand &hand)
{
    return QString::fromStdString(rules::formatSorted(hand.closed));
}

QString sourceKey(int from)
{
    return from < 0 ? u"tsumo"_s : u"ron:%1"_s.arg(from);
}

QString valueText(int han, int fu)
{
    return fu > 0 ? u"%1 han %2 fu"_s.arg(han).arg(fu) : u"%1 han"_s.arg(han);
}

QJsonObject conditionJson(const quiz::ConditionNeed &n)
{
    QJsonObject o{ { u"source"_s, sourceKey(n.from) },
        { u"verdict"_s, toQString(quiz::conditionVerdictName(n.verdict)) } };
    if (n.verdict == quiz::ConditionVerdict::Need) {
        o.insert(u"han"_s, n.han);
        o.insert(u"fu"_s, n.fu);
        o.insert(u"gain"_s, n.gain);
        o.insert(u"final_score"_s, n.finalScore);
    }
    return o;
}

} // namespace

void drillJson(const quiz::Question &q, QJsonObject &question, QJsonObject &answer)
{
    if (q.kind == quiz::Kind::Conditions) {
        const quiz::ConditionsSetup &c = q.conditions;
        QJsonArray scores;
        for (int v : c.scores)
            scores.append(v);
        question.insert(u"scores"_s, scores);
        question.insert(u"seat"_s, c.seat);
        question.insert(u"dealer"_s, c.dealer);
        question.insert(u"round"_s, c.round);
        question.insert(u"honba"_s, c.honba);
        question.insert(u"riichi_sticks"_s, c.riichiSticks);
        question.insert(u"target"_s, toQString(quiz::conditionTargetName(c.target)));
        question.insert(u"ties"_s,
                q.ruleset.ties == rules::TieMode::SeatOrder ? u"seat_order"_s : u"split"_s);
        QJsonArray needs;
        for (const quiz::ConditionNeed &n : q.answer.conditions)
            needs.append(conditionJson(n));
        answer.insert(u"conditions"_s, needs);
        return;
    }
    question.insert(u"hand"_s, handString(q.hand));
    if (q.kind == quiz::Kind::Defence) {
        QJsonArray river;
        for (const rules::Tile &t : q.defence.river)
            river.append(tileString(t));
        question.insert(u"riichi_player"_s, q.defence.threat);
        question.insert(u"river"_s, river);
        question.insert(u"riichi_index"_s, q.defence.riichiIndex);
        QJsonArray tiles;
        for (const auto &t : q.answer.safety)
            tiles.append(QJsonObject{ { u"tile"_s, tileString(t.tile) },
                    { u"tier"_s, int(t.safety.tier) + 1 },
                    { u"tier_name"_s, toQString(insight::tierName(t.safety.tier)) },
                    { u"reason"_s, toQString(insight::reasonName(t.safety.reason)) } });
        answer.insert(u"best_tier"_s, int(q.answer.bestTier) + 1);
        answer.insert(u"tiles"_s, tiles);
    } else if (q.kind == quiz::Kind::Shanten) {
        answer.insert(u"shanten"_s, q.answer.shanten);
    } else if (q.kind == quiz::Kind::DiscardEv) {
        if (q.evInput)
            question.insert(u"draws_left"_s, q.evInput->drawsLeft);
        QJsonArray discards;
        for (const insight::DiscardEv &d : q.answer.ev)
            discards.append(QJsonObject{ { u"tile"_s, tileString(d.tile) },
                    { u"shanten"_s, d.shanten }, { u"expected_score"_s, d.expectedScore },
                    { u"win_probability"_s, d.winProbability },
                    { u"tenpai_probability"_s, d.tenpaiProbability }, { u"riichi"_s, d.riichi },
                    { u"exact"_s, d.exact } });
        answer.insert(u"discards"_s, discards);
        if (!q.answer.ev.empty())
            answer.insert(u"best"_s, tileString(q.answer.ev.front().tile));
    }
}

void printDrillQuestion(const quiz::Question &q, QTextStream &s)
{
    switch (q.kind) {
    case quiz::Kind::Conditions: {
        const quiz::ConditionsSetup &c = q.conditions;
        QStringList scores;
        for (int seat = 0; seat < 4; ++seat)
            scores << u"%1%2: %3"_s.arg(seat)
                              .arg(seat == c.dealer ? u" (dealer)"_s : QString())
                              .arg(c.scores[std::size_t(seat)]);
        s << Tr::tr("Scores: %1").arg(scores.join(u", "_s)) << '\n'
          << Tr::tr("Honba %1, riichi sticks %2").arg(c.honba).arg(c.riichiSticks) << '\n'
          << (c.target == quiz::ConditionTarget::First
                             ? Tr::tr("Seat %1: the cheapest win for first place, by ron from "
                                      "each player and by tsumo?")
                             : Tr::tr("Seat %1: the cheapest win to avoid last place, by ron from "
                                      "each player and by tsumo?"))
                        .arg(c.seat)
          << '\n';
        break;
    }
    case quiz::Kind::Defence: {
        QStringList river;
        for (std::size_t i = 0; i < q.defence.river.size(); ++i)
            river << tileString(q.defence.river[i])
                            + (int(i) == q.defence.riichiIndex ? u"*"_s : QString());
        s << Tr::tr("Hand: %1").arg(handString(q.hand)) << '\n'
          << Tr::tr("River of the player in riichi (* the riichi tile): %1").arg(river.join(u' '))
          << '\n'
          << Tr::tr("Which tile is safest?") << '\n';
        break;
    }
    case quiz::Kind::Shanten:
        s << Tr::tr("Hand: %1").arg(handString(q.hand)) << '\n'
          << Tr::tr("How far from tenpai is it?") << '\n';
        break;
    default:
        s << Tr::tr("Hand: %1").arg(handString(q.hand)) << '\n'
          << Tr::tr("Which discard has the best expected score?") << '\n';
        break;
    }
}

QString drillAnswerText(const quiz::Question &q)
{
    switch (q.kind) {
    case quiz::Kind::Conditions: {
        QStringList parts;
        for (const quiz::ConditionNeed &n : q.answer.conditions)
            parts << sourceKey(n.from) + u' '
                            + (n.verdict == quiz::ConditionVerdict::Need
                                            ? valueText(n.han, n.fu)
                                            : toQString(quiz::conditionVerdictName(n.verdict)));
        return parts.join(u", "_s);
    }
    case quiz::Kind::Defence: return Tr::tr("a tile of tier %1").arg(int(q.answer.bestTier) + 1);
    case quiz::Kind::Shanten: return QString::number(q.answer.shanten);
    default: return q.answer.ev.empty() ? QString() : tileString(q.answer.ev.front().tile);
    }
}

QString drillStepText(const quiz::Step &s)
{
    const QString tiles = QString::fromStdString(s.tiles);
    switch (s.kind) {
    case quiz::StepKind::Safety:
        return Tr::tr("%1: tier %2 (%3, %4)")
                .arg(tiles)
                .arg(s.value)
                .arg(QString::fromStdString(s.key), QString::fromStdString(s.detail));
    case quiz::StepKind::Standing:
        return Tr::tr("Seat %1: %2 (place %3)").arg(s.index).arg(s.value).arg(s.total);
    case quiz::StepKind::Condition:
    case quiz::StepKind::ConditionShort:
        return Tr::tr("%1 %2: %3, takes %4, ends on %5")
                .arg(sourceKey(s.index),
                        s.kind == quiz::StepKind::Condition ? QString::fromStdString(s.source)
                                                            : u"short"_s,
                        valueText(s.han, s.fu))
                .arg(s.value)
                .arg(s.total);
    case quiz::StepKind::ShantenForm:
        return Tr::tr("%1: shanten %2").arg(QString::fromStdString(s.key)).arg(s.value);
    case quiz::StepKind::EvDiscard:
        return Tr::tr("%1: expected %2, win %3%, tenpai %4%")
                .arg(tiles)
                .arg(s.value)
                .arg(s.total / 10.0, 0, 'f', 1)
                .arg(s.han / 10.0, 0, 'f', 1);
    default: return {};
    }
}

} // namespace haifu::cli
