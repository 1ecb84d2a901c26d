// haifu-cli quiz: quiz questions with their answers and explanations, generated from a seed or
// drawn from a game record; JSON lines for question banks, or text for people.
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/quizdrills.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "formats/recordio.h"
#include "quiz/generator.h"
#include "quiz/grading.h"
#include "quiz/question.h"
#include "quiz/recordquiz.h"
#include "rules/decompose.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <random>
#include <variant>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString tileText(const rules::Tile &t)
{
    return QString::fromStdString(rules::toString(t));
}

QString kindText(rules::TileKind k)
{
    return QString::fromStdString(rules::kindToString(k));
}

QString windLetter(rules::TileKind wind)
{
    return QString(u"ESWN"_s.at(std::clamp(int(wind) - rules::kinds::East, 0, 3)));
}

QString relativeSeatText(int from)
{
    switch (from) {
    case 1: return u"right"_s;
    case 2: return u"across"_s;
    case 3: return u"left"_s;
    }
    return u"self"_s;
}

// --- JSON -------------------------------------------------------------------------------------

// A preset name when the ruleset is one; otherwise {"preset": base, option: value, …} with the
// hand and table options that differ from the base (the form `score --json` reads).
QJsonValue rulesJson(const rules::Ruleset &ruleset, const std::string &presetName)
{
    auto preset = rules::presetRuleset(presetName);
    const std::string base = preset ? presetName : std::string("tenhou");
    if (!preset)
        preset = rules::presetRuleset(base);
    QJsonObject object{ { u"preset"_s, QString::fromStdString(base) } };
    for (const rules::RuleOption &o : rules::ruleOptions()) {
        if (o.scope == rules::OptionScope::Game)
            continue;
        const rules::OptionValue mine = o.get(ruleset);
        if (mine != o.get(*preset))
            object.insert(toQString(o.name), optionJson(mine));
    }
    if (object.size() == 1)
        return QString::fromStdString(base);
    return object;
}

QJsonArray meldsJson(const rules::Hand &hand)
{
    QJsonArray melds;
    for (const rules::Meld &m : hand.melds)
        melds.append(QString::fromStdString(rules::formatMeld(m)));
    return melds;
}

QJsonObject tilesJson(const rules::Hand &hand)
{
    return QJsonObject{ { u"closed"_s, QString::fromStdString(rules::formatTiles(hand.closed)) },
        { u"melds"_s, meldsJson(hand) } };
}

// The winning hand in the input form of SCORING_JSON.md.
QJsonObject winHandJson(const quiz::Question &q)
{
    const rules::Situation &s = q.situation;
    QJsonObject o = tilesJson(q.hand);
    o.insert(u"win_tile"_s, tileText(s.winTile));
    struct Flag
    {
        const char *name;
        bool value;
    };
    const Flag flags[] = { { "tsumo", s.tsumo }, { "riichi", s.riichi },
        { "double_riichi", s.doubleRiichi }, { "ippatsu", s.ippatsu }, { "haitei", s.haitei },
        { "houtei", s.houtei }, { "rinshan", s.rinshan }, { "chankan", s.chankan },
        { "tenhou", s.tenhou }, { "chiihou", s.chiihou }, { "renhou", s.renhou } };
    for (const Flag &f : flags) {
        if (f.value || QLatin1String(f.name) == "tsumo"_L1 || QLatin1String(f.name) == "riichi"_L1)
            o.insert(QLatin1String(f.name), f.value);
    }
    o.insert(u"seat_wind"_s, windLetter(s.seatWind));
    o.insert(u"round_wind"_s, windLetter(s.roundWind));
    o.insert(u"dora_indicators"_s, QString::fromStdString(rules::formatTiles(s.doraIndicators)));
    if (!s.uraIndicators.empty())
        o.insert(u"ura_indicators"_s, QString::fromStdString(rules::formatTiles(s.uraIndicators)));
    o.insert(u"honba"_s, s.honba);
    o.insert(u"riichi_sticks"_s, s.riichiSticks);
    if (s.northBonus > 0)
        o.insert(u"north_bonus"_s, s.northBonus);
    o.insert(u"rules"_s, rulesJson(q.ruleset, q.rulesPreset));
    return o;
}

QJsonObject winAnswerJson(const quiz::Question &q)
{
    return scoreResultJson(q.answer.score);
}

QJsonArray kindsJson(const std::vector<rules::TileKind> &kinds)
{
    QJsonArray out;
    for (rules::TileKind k : kinds)
        out.append(kindText(k));
    return out;
}

QJsonObject questionJson(const quiz::Question &q)
{
    QJsonObject question;
    QJsonObject answer;
    switch (q.kind) {
    case quiz::Kind::Yaku:
    case quiz::Kind::Fu:
    case quiz::Kind::Points:
        question.insert(u"hand"_s, winHandJson(q));
        if (q.revealValue)
            question.insert(u"given"_s,
                    QJsonObject{ { u"han"_s, jsonHan(q.answer.score.value) },
                            { u"fu"_s, q.answer.score.value.fu },
                            { u"yakuman_multiple"_s, q.answer.score.value.yakumanMultiple } });
        answer = winAnswerJson(q);
        break;
    case quiz::Kind::Waits:
        question.insert(u"hand"_s, tilesJson(q.hand));
        answer.insert(u"waits"_s, kindsJson(q.answer.waits));
        break;
    case quiz::Kind::Efficiency: {
        QJsonObject hand = tilesJson(q.hand);
        std::vector<rules::Tile> visible;
        for (int k = 0; k < rules::kKindCount; ++k) {
            for (int c = 0; c < q.visible[static_cast<std::size_t>(k)]; ++c)
                visible.push_back(rules::Tile{ static_cast<rules::TileKind>(k), false });
        }
        hand.insert(u"visible"_s, QString::fromStdString(rules::formatTiles(visible)));
        question.insert(u"hand"_s, hand);
        if (q.played)
            question.insert(u"played"_s, tileText(*q.played));
        QJsonArray discards;
        for (const rules::DiscardOption &d : q.answer.discards) {
            QJsonArray ukeire;
            for (const rules::UkeireTile &t : d.ukeire.tiles)
                ukeire.append(QJsonObject{
                        { u"tile"_s, kindText(t.kind) }, { u"remaining"_s, t.remaining } });
            discards.append(
                    QJsonObject{ { u"tile"_s, tileText(d.tile) }, { u"shanten"_s, d.shanten },
                            { u"ukeire_count"_s, d.ukeire.total }, { u"ukeire"_s, ukeire } });
        }
        answer.insert(u"best_discards"_s, kindsJson(q.answer.bestDiscards));
        answer.insert(u"shanten"_s, q.answer.bestShanten);
        answer.insert(u"ukeire_count"_s, q.answer.bestUkeire);
        answer.insert(u"discards"_s, discards);
        break;
    }
    case quiz::Kind::Furiten: {
        QJsonObject hand = tilesJson(q.hand);
        hand.insert(u"seat_wind"_s, windLetter(q.situation.seatWind));
        hand.insert(u"round_wind"_s, windLetter(q.situation.roundWind));
        question.insert(u"hand"_s, hand);
        const quiz::FuritenSetup &f = q.furiten;
        QJsonArray timeline;
        for (const quiz::TimelineEvent &e : f.timeline) {
            QJsonObject item{ { u"tile"_s, tileText(e.tile) } };
            if (e.type == quiz::TimelineType::OwnDiscard) {
                item.insert(u"type"_s, u"discard"_s);
                if (e.riichi)
                    item.insert(u"riichi"_s, true);
                if (e.calledAway)
                    item.insert(u"called_away"_s, true);
            } else {
                item.insert(u"type"_s, u"passed"_s);
                item.insert(u"from"_s, relativeSeatText(e.from));
                if (e.addedKan)
                    item.insert(u"added_kan"_s, true);
            }
            timeline.append(item);
        }
        question.insert(u"riichi"_s, f.riichi());
        question.insert(u"timeline"_s, timeline);
        question.insert(u"ron_tile"_s, tileText(f.ronTile));
        question.insert(u"ron_from"_s, relativeSeatText(f.ronFrom));
        if (f.previousHand) {
            question.insert(u"previous_hand"_s, tilesJson(*f.previousHand));
            question.insert(u"changed_at"_s, f.changedAt);
        }
        const rules::RonCheck &c = q.answer.ronCheck;
        QJsonArray applies;
        if (c.discardFuriten)
            applies.append(u"discard"_s);
        if (c.riichiFuriten)
            applies.append(u"riichi"_s);
        if (c.temporaryFuriten)
            applies.append(u"temporary"_s);
        answer.insert(u"can_ron"_s, q.answer.canRon);
        answer.insert(u"reason"_s, toQString(rules::furitenReasonName(q.answer.reason)));
        answer.insert(u"cause"_s, kindText(q.answer.cause));
        answer.insert(u"applies"_s, applies);
        answer.insert(u"waits"_s, kindsJson(q.answer.waits));
        break;
    }
    case quiz::Kind::Defence:
    case quiz::Kind::Conditions:
    case quiz::Kind::Shanten:
    case quiz::Kind::DiscardEv: drillJson(q, question, answer); break;
    }
    if (!q.choices.empty()) {
        QJsonArray choices;
        for (const std::string &c : q.choices)
            choices.append(QString::fromStdString(c));
        question.insert(u"choices"_s, choices);
    }
    QJsonArray explanation;
    for (const quiz::Step &s : q.explanation) {
        QJsonObject step{ { u"step"_s, toQString(quiz::stepKindName(s.kind)) } };
        if (!s.key.empty())
            step.insert(u"key"_s, QString::fromStdString(s.key));
        if (!s.detail.empty())
            step.insert(u"detail"_s, QString::fromStdString(s.detail));
        if (!s.tiles.empty())
            step.insert(u"tiles"_s, QString::fromStdString(s.tiles));
        if (!s.source.empty())
            step.insert(u"source"_s, QString::fromStdString(s.source));
        step.insert(u"value"_s, s.value);
        step.insert(u"total"_s, s.total);
        if (s.han != 0)
            step.insert(u"han"_s, s.han);
        if (s.fu != 0)
            step.insert(u"fu"_s, s.fu);
        if (s.index >= 0)
            step.insert(u"index"_s, s.index);
        step.insert(u"flag"_s, s.flag);
        explanation.append(step);
    }
    QJsonObject line{ { u"id"_s, QString::fromStdString(q.id()) },
        { u"kind"_s, toQString(quiz::kindName(q.kind)) }, { u"difficulty"_s, q.difficulty },
        { u"rules"_s, QString::fromStdString(q.rulesPreset) },
        { u"source"_s, toQString(quiz::sourceName(q.source)) } };
    if (q.source == quiz::Source::Generated) {
        line.insert(u"seed"_s, QString::number(q.seed));
    } else {
        line.insert(u"origin"_s,
                QJsonObject{ { u"record"_s, QString::fromStdString(q.origin.recordId) },
                        { u"kyoku"_s, q.origin.kyoku },
                        { u"label"_s, QString::fromStdString(q.origin.label) },
                        { u"step"_s, q.origin.step }, { u"seat"_s, q.origin.seat } });
    }
    line.insert(u"question"_s, question);
    line.insert(u"answer"_s, answer);
    line.insert(u"explanation"_s, explanation);
    return line;
}

// --- Text for people --------------------------------------------------------------------------

QString windName(rules::TileKind wind)
{
    switch (wind) {
    case rules::kinds::East: return Tr::tr("East");
    case rules::kinds::South: return Tr::tr("South");
    case rules::kinds::West: return Tr::tr("West");
    default: return Tr::tr("North");
    }
}

QString seatName(int from)
{
    switch (from) {
    case 1: return Tr::tr("the player on your right");
    case 2: return Tr::tr("the player across");
    case 3: return Tr::tr("the player on your left");
    }
    return Tr::tr("you");
}

QString handText(const rules::Hand &hand)
{
    QString text = QString::fromStdString(rules::formatTiles(hand.closed));
    for (const rules::Meld &m : hand.melds)
        text += u"  ["_s + QString::fromStdString(rules::formatMeld(m)) + u']';
    return text;
}

QString reasonText(std::string_view key)
{
    if (key == "discard")
        return Tr::tr("discard furiten");
    if (key == "riichi")
        return Tr::tr("riichi furiten");
    if (key == "temporary")
        return Tr::tr("temporary furiten");
    if (key == "not_a_wait")
        return Tr::tr("not a winning tile");
    return Tr::tr("no furiten");
}

QString stepText(const quiz::Question &q, const quiz::Step &s)
{
    const QString tiles = QString::fromStdString(s.tiles);
    const QString key = QString::fromStdString(s.key);
    switch (s.kind) {
    case quiz::StepKind::Reading:
        return Tr::tr("Reading: %1 (%2 wait), the best of %3 reading(s)")
                .arg(tiles, key)
                .arg(s.value);
    case quiz::StepKind::Alternative:
        return s.flag ? Tr::tr("Other reading: %1 (%2 wait): %3 han %4 fu")
                                .arg(tiles, key)
                                .arg(s.value)
                                .arg(s.total)
                      : Tr::tr("Other reading: %1 (%2 wait): no yaku").arg(tiles, key);
    case quiz::StepKind::Yaku:
        return s.flag ? Tr::tr("Bonus %1: %2 han").arg(key).arg(s.value)
                      : Tr::tr("Yaku %1: %2 han").arg(key).arg(s.value);
    case quiz::StepKind::HanTotal:
        return s.total > 0 ? Tr::tr("Yakuman x%1").arg(s.total)
                           : Tr::tr("Total: %1 han").arg(s.value);
    case quiz::StepKind::FuItem: {
        QString what = key;
        if (s.key == "meld")
            what = Tr::tr("%1 %2 (%3)")
                           .arg(QString::fromStdString(s.detail), tiles,
                                   QString::fromStdString(s.source));
        else if (s.key == "pair")
            what = Tr::tr("pair %1 (%2)").arg(tiles, QString::fromStdString(s.detail));
        else if (s.key == "wait")
            what = Tr::tr("%1 wait on %2").arg(QString::fromStdString(s.detail), tiles);
        if (s.flag)
            what += u' ' + Tr::tr("(completed by ron: counts as open)");
        return Tr::tr("%1 fu: %2").arg(s.value, 3).arg(what);
    }
    case quiz::StepKind::FuPinfuTsumo: return Tr::tr("Pinfu: the 2 fu for tsumo are not added");
    case quiz::StepKind::FuSum: return Tr::tr("Sum: %1 fu").arg(s.value);
    case quiz::StepKind::FuRounding:
        if (s.key == "chiitoitsu")
            return Tr::tr("Seven pairs: 25 fu, not rounded");
        if (s.key == "none")
            return Tr::tr("%1 fu needs no rounding").arg(s.value);
        return Tr::tr("Rounded up: %1 fu -> %2 fu").arg(s.value).arg(s.total);
    case quiz::StepKind::BasicPoints:
        if (s.total > 0)
            return Tr::tr("Basic points: %1 (yakuman x%2)").arg(s.value).arg(s.total);
        if (!s.key.empty())
            return Tr::tr("Basic points: %1 (%2)").arg(s.value).arg(key);
        return Tr::tr("Basic points: %1 fu x 2^(%2 + 2) = %3").arg(s.fu).arg(s.han).arg(s.value);
    case quiz::StepKind::Payment:
        return Tr::tr("%1: %2 x basic, rounded up to 100 = %3; with honba %4 (%5 payer(s))")
                .arg(key)
                .arg(s.han)
                .arg(s.value)
                .arg(s.total)
                .arg(s.index);
    case quiz::StepKind::Honba: return Tr::tr("Honba: %1, adding %2").arg(s.value).arg(s.total);
    case quiz::StepKind::Deposits:
        return Tr::tr("Riichi deposits: %1, the winner takes %2").arg(s.value).arg(s.total);
    case quiz::StepKind::WinnerGain: return Tr::tr("The winner gains %1").arg(s.total);
    case quiz::StepKind::Wait:
        return Tr::tr("%1: %2 (%3 wait), %4 left")
                .arg(tiles, QString::fromStdString(s.detail), key)
                .arg(s.value);
    case quiz::StepKind::Discard:
        return Tr::tr("Discard %1: shanten %2, %3 tiles accepted (%4)%5")
                .arg(tiles)
                .arg(s.value)
                .arg(s.total)
                .arg(QString::fromStdString(s.detail), s.flag ? u"  *"_s : QString());
    case quiz::StepKind::Played:
        return s.flag
                ? Tr::tr("The player discarded %1: one of the best (%2 tiles)")
                          .arg(tiles)
                          .arg(s.total)
                : Tr::tr("The player discarded %1: %2 tiles accepted").arg(tiles).arg(s.total);
    case quiz::StepKind::Waits: return Tr::tr("The hand waits on %1").arg(tiles);
    case quiz::StepKind::WaitWithoutYaku:
        return Tr::tr("%1 gives no yaku, but it is a wait and counts for furiten").arg(tiles);
    case quiz::StepKind::RiverCheck:
        if (!s.flag)
            return Tr::tr("No wait is in your river");
        return (s.source == "called_away"
                        ? Tr::tr("Your river holds %1 (discard %2, called by another player: it "
                                 "still "
                                 "counts): discard furiten")
                        : Tr::tr("Your river holds %1 (discard %2): discard furiten"))
                .arg(tiles)
                .arg(s.index + 1);
    case quiz::StepKind::ChangedWaits:
        return Tr::tr("Before discard %1 the hand waited on %2; furiten follows the current waits")
                .arg(s.index + 1)
                .arg(tiles.isEmpty() ? Tr::tr("nothing") : tiles);
    case quiz::StepKind::RiichiCheck:
        return s.flag
                ? Tr::tr("After riichi you let %1 pass (event %2): riichi furiten for the rest "
                         "of the hand")
                          .arg(tiles)
                          .arg(s.index + 1)
                : Tr::tr("No winning tile passed since riichi");
    case quiz::StepKind::TemporaryCheck:
        return s.flag ? Tr::tr("You let %1 pass since your last discard (event %2): temporary "
                               "furiten until your next discard")
                                .arg(tiles)
                                .arg(s.index + 1)
                      : Tr::tr("No winning tile passed since your last discard");
    case quiz::StepKind::Verdict:
        return s.flag ? Tr::tr("You may ron %1").arg(tiles)
                      : Tr::tr("You may not ron %1: %2").arg(tiles, reasonText(s.key));
    default: return drillStepText(s);
    }
    Q_UNUSED(q);
    return {};
}

void printQuestion(const quiz::Question &q, int number, QTextStream &s)
{
    s << Tr::tr("Question %1: %2, difficulty %3, rules %4")
                    .arg(number)
                    .arg(toQString(quiz::kindName(q.kind)))
                    .arg(q.difficulty)
                    .arg(QString::fromStdString(q.rulesPreset))
      << "  (" << QString::fromStdString(q.id()) << ")\n";
    const rules::Situation &sit = q.situation;
    switch (q.kind) {
    case quiz::Kind::Yaku:
    case quiz::Kind::Fu:
    case quiz::Kind::Points: {
        s << Tr::tr("Hand: %1").arg(handText(q.hand)) << "  "
          << Tr::tr("win %1 by %2")
                        .arg(tileText(sit.winTile), sit.tsumo ? Tr::tr("tsumo") : Tr::tr("ron"))
          << '\n'
          << Tr::tr("Seat %1, round %2").arg(windName(sit.seatWind), windName(sit.roundWind));
        if (sit.doubleRiichi)
            s << ", " << Tr::tr("double riichi");
        else if (sit.riichi)
            s << ", " << Tr::tr("riichi");
        if (sit.ippatsu)
            s << ", " << Tr::tr("ippatsu");
        if (sit.haitei || sit.houtei)
            s << ", " << Tr::tr("last tile");
        if (sit.rinshan)
            s << ", " << Tr::tr("replacement tile after a kan");
        if (sit.chankan)
            s << ", " << Tr::tr("robbing a kan");
        s << ", "
          << Tr::tr("dora indicators %1")
                        .arg(QString::fromStdString(rules::formatTiles(sit.doraIndicators)));
        if (!sit.uraIndicators.empty())
            s << ", "
              << Tr::tr("ura %1").arg(
                         QString::fromStdString(rules::formatTiles(sit.uraIndicators)));
        if (sit.honba > 0 || sit.riichiSticks > 0)
            s << ", "
              << Tr::tr("%1 honba, %2 riichi stick(s)").arg(sit.honba).arg(sit.riichiSticks);
        s << '\n';
        if (q.kind == quiz::Kind::Yaku)
            s << Tr::tr("Which yaku does the hand have, and how many han is each worth?") << '\n';
        else if (q.kind == quiz::Kind::Fu)
            s << Tr::tr("How many fu is the hand worth?") << '\n';
        else if (q.revealValue)
            s << Tr::tr(
                    "The hand is worth %1 han %2 fu. What does each player pay, and what does the "
                    "winner gain?")
                            .arg(q.answer.score.value.han)
                            .arg(q.answer.score.value.fu)
              << '\n';
        else
            s << Tr::tr("What does each player pay, and what does the winner gain?") << '\n';
        break;
    }
    case quiz::Kind::Waits:
        s << Tr::tr("Hand: %1").arg(handText(q.hand)) << '\n'
          << Tr::tr("Which tiles complete this hand?") << '\n';
        break;
    case quiz::Kind::Efficiency:
        s << Tr::tr("Hand: %1").arg(handText(q.hand)) << '\n'
          << Tr::tr("Which discard keeps the most tiles accepted?") << '\n';
        break;
    case quiz::Kind::Furiten: {
        s << Tr::tr("Hand: %1").arg(handText(q.hand)) << '\n' << Tr::tr("What happened:") << '\n';
        int i = 0;
        for (const quiz::TimelineEvent &e : q.furiten.timeline) {
            s << "  " << QString::number(++i).rightJustified(2) << ". ";
            if (e.type == quiz::TimelineType::OwnDiscard)
                s << (e.riichi ? Tr::tr("you discard %1 and declare riichi")
                               : Tr::tr("you discard %1"))
                                .arg(tileText(e.tile));
            else
                s << Tr::tr("%1 discards %2, you do not ron")
                                .arg(seatName(e.from), tileText(e.tile));
            if (e.calledAway)
                s << ' ' << Tr::tr("(called by another player)");
            s << '\n';
        }
        s << Tr::tr("Now %1 discards %2. May you ron it?")
                        .arg(seatName(q.furiten.ronFrom), tileText(q.furiten.ronTile))
          << '\n';
        break;
    }
    case quiz::Kind::Defence:
    case quiz::Kind::Conditions:
    case quiz::Kind::Shanten:
    case quiz::Kind::DiscardEv: printDrillQuestion(q, s); break;
    }
    if (!q.choices.empty()) {
        QStringList choices;
        for (const std::string &c : q.choices)
            choices << QString::fromStdString(c);
        s << Tr::tr("Choices: %1").arg(choices.join(u", "_s)) << '\n';
    }
    s << '\n' << Tr::tr("Answer:") << ' ';
    const rules::ScoreResult &r = q.answer.score;
    switch (q.kind) {
    case quiz::Kind::Yaku: {
        QStringList yaku;
        for (const rules::YakuHan &y : r.value.yaku)
            yaku << u"%1 %2"_s.arg(toQString(rules::yakuKey(y.yaku))).arg(y.han);
        s << yaku.join(u", "_s);
        break;
    }
    case quiz::Kind::Fu: s << Tr::tr("%1 fu").arg(r.value.fu); break;
    case quiz::Kind::Points:
        if (!r.payments.tsumo)
            s << Tr::tr("the discarder pays %1").arg(r.payments.ron);
        else if (r.payments.dealer)
            s << Tr::tr("each player pays %1").arg(r.payments.tsumoEach);
        else
            s << Tr::tr("the dealer pays %1, the others %2")
                            .arg(r.payments.tsumoDealer)
                            .arg(r.payments.tsumoNonDealer);
        s << "; " << Tr::tr("the winner gains %1").arg(r.winnerGain);
        break;
    case quiz::Kind::Waits: {
        QStringList waits;
        for (rules::TileKind k : q.answer.waits)
            waits << kindText(k);
        s << waits.join(u' ');
        break;
    }
    case quiz::Kind::Efficiency: {
        QStringList best;
        for (rules::TileKind k : q.answer.bestDiscards)
            best << kindText(k);
        s << Tr::tr("discard %1 (%2 tiles accepted)")
                        .arg(best.join(u" / "_s))
                        .arg(q.answer.bestUkeire);
        break;
    }
    case quiz::Kind::Furiten:
        s << (q.answer.canRon ? Tr::tr("yes")
                              : Tr::tr("no: %1").arg(
                                      reasonText(rules::furitenReasonName(q.answer.reason))));
        break;
    case quiz::Kind::Defence:
    case quiz::Kind::Conditions:
    case quiz::Kind::Shanten:
    case quiz::Kind::DiscardEv: s << drillAnswerText(q); break;
    }
    s << "\n\n" << Tr::tr("Explanation:") << '\n';
    for (const quiz::Step &step : q.explanation)
        s << "  " << stepText(q, step) << '\n';
    s << '\n';
}

void printHelp(QTextStream &s)
{
    s << helpHead(
            { Tr::tr("Usage: haifu-cli quiz [--kind KIND] [--count N] [--seed S] [--difficulty D] "
                     "[--rules PRESET] [--json]"),
                    Tr::tr("       haifu-cli quiz --record FILE [--kind KIND] [--count N] "
                           "[--json]") },
            { Tr::tr(
                    "Writes quiz questions with their answers and explanations. The same seed "
                    "gives "
                    "the "
                    "same questions on every machine; with --json, one JSON object per line (kind, "
                    "question, answer, explanation), so that question banks can be checked and "
                    "shared.") })
      << optionLines(19,
                 { { "--kind KIND",
                           Tr::tr("yaku, fu, points, waits, efficiency, furiten, defence, "
                                  "conditions, shanten, discard_ev or all (default all: the "
                                  "kinds in turn)") },
                         { "--count N", Tr::tr("How many questions (default 1)") },
                         { "--seed S",
                                 Tr::tr("The seed of the set, a number (default: a random seed; "
                                        "every line states its own)") },
                         { "--difficulty D", Tr::tr("1, 2 or 3 (default 1); see below") },
                         { "--rules PRESET",
                                 Tr::tr("Ruleset preset (default tenhou; see haifu-cli rules "
                                        "--list)") },
                         { "--record FILE",
                                 Tr::tr("Questions from a game record instead: wins (yaku, fu, "
                                        "points), decisions "
                                        "(efficiency) and winning tiles let pass (furiten)") },
                         { "--json", Tr::tr("JSON lines instead of text") } })
      << "  -h, --help         " << Tr::tr("Show this help") << "\n\n"
      << Tr::tr("Difficulty:") << '\n';
    for (quiz::Kind k : quiz::kAllKinds) {
        for (int d = quiz::kMinDifficulty; d <= quiz::kMaxDifficulty; ++d)
            s << "  " << toQString(quiz::kindName(k)).leftJustified(11) << d << "  "
              << toQString(quiz::difficultyDescription(k, d)) << '\n';
    }
    s.flush();
}

void writeQuestion(const quiz::Question &q, bool json, int number)
{
    if (json)
        out() << QJsonDocument(questionJson(q)).toJson(QJsonDocument::Compact) << '\n';
    else
        printQuestion(q, number, out());
}

// The quiz's settings from its command line.
struct QuizOptions
{
    std::vector<quiz::Kind> kinds;
    int count = 1;
    std::uint64_t seed = 0;
    bool seedGiven = false;
    int difficulty = 1;
    QString preset = u"tenhou"_s;
    QString recordPath;
    bool json = false;
};

// --count, --seed and --difficulty; false after reporting a value that is not one.
bool readNumbers(const CommandLine &cl, QuizOptions &o)
{
    for (const char *option : { "count", "seed", "difficulty" }) {
        const QString name = QLatin1String(option);
        if (!cl.isSet(name))
            continue;
        const QString v = cl.value(name);
        bool number = false;
        if (name == "seed"_L1) {
            o.seed = v.toULongLong(&number, 0);
            o.seedGiven = true;
        } else if (name == "count"_L1) {
            o.count = v.toInt(&number);
            number = number && o.count >= 0;
        } else {
            o.difficulty = v.toInt(&number);
            number = number && o.difficulty >= quiz::kMinDifficulty
                    && o.difficulty <= quiz::kMaxDifficulty;
        }
        if (!number) {
            err() << Tr::tr("haifu-cli quiz: invalid value '%1' for %2").arg(v, u"--"_s + name)
                  << '\n';
            return false;
        }
    }
    return true;
}

// The quiz's options, or the exit status when the command is done (help, usage error).
std::variant<QuizOptions, int> quizOptions(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"kind"_s }, true }, { { u"rules"_s }, true },
        { { u"record"_s }, true }, { { u"count"_s }, true }, { { u"seed"_s }, true },
        { { u"difficulty"_s }, true } };
    if (const auto status = cl.parse(args, Usage{ u"quiz"_s, printHelp }))
        return *status;
    if (!cl.positional().isEmpty())
        return Usage{ u"quiz"_s, printHelp }.report(
                Tr::tr("unexpected argument '%1'").arg(cl.positional().front()));
    QuizOptions o;
    if (!readNumbers(cl, o))
        return 2;
    o.json = cl.isSet(u"json"_s);
    o.recordPath = cl.value(u"record"_s);
    if (cl.isSet(u"rules"_s))
        o.preset = cl.value(u"rules"_s);
    const QString kindName = cl.isSet(u"kind"_s) ? cl.value(u"kind"_s) : u"all"_s;
    if (kindName == u"all"_s) {
        o.kinds.assign(quiz::kAllKinds.begin(), quiz::kAllKinds.end());
    } else if (auto k = quiz::kindFromName(kindName.toStdString())) {
        o.kinds.push_back(*k);
    } else {
        err() << Tr::tr("haifu-cli quiz: unknown kind '%1' (yaku, fu, points, waits, efficiency, "
                        "furiten or all)")
                         .arg(kindName)
              << '\n';
        return 2;
    }
    return o;
}

// Questions from a game record: its wins, decisions and passed winning tiles.
int recordQuiz(const QuizOptions &o)
{
    auto record = formats::readRecordFile(o.recordPath);
    if (!record) {
        err() << Tr::tr("haifu-cli quiz: %1").arg(QString::fromStdString(record.error().message))
              << '\n';
        return 1;
    }
    int written = 0;
    for (quiz::Kind k : o.kinds) {
        if (k == quiz::Kind::Waits)
            continue;
        for (const quiz::RecordSpot &spot : quiz::findRecordSpots(*record, k)) {
            if (written >= o.count)
                break;
            auto q = quiz::questionFromSpot(*record, spot);
            if (!q) {
                err() << Tr::tr("haifu-cli quiz: skipped: %1")
                                 .arg(QString::fromStdString(q.error().message))
                      << '\n';
                continue;
            }
            writeQuestion(*q, o.json, ++written);
        }
    }
    out().flush();
    return 0;
}

} // namespace

int runQuiz(const QStringList &args)
{
    auto options = quizOptions(args);
    if (const int *status = std::get_if<int>(&options))
        return *status;
    const QuizOptions &o = std::get<QuizOptions>(options);
    if (!o.recordPath.isEmpty())
        return recordQuiz(o);
    const std::vector<quiz::Kind> &kinds = o.kinds;
    std::uint64_t seed = o.seed;
    auto rules = rules::presetRuleset(o.preset.toStdString());
    if (!rules) {
        err() << Tr::tr("haifu-cli quiz: unknown rules preset '%1' (see haifu-cli rules --list)")
                         .arg(o.preset)
              << '\n';
        return 2;
    }
    if (!o.seedGiven)
        seed = (std::uint64_t(std::random_device{}()) << 32) | std::random_device{}();
    for (int i = 0; i < o.count; ++i) {
        const quiz::Kind k = kinds[static_cast<std::size_t>(i) % kinds.size()];
        auto q = quiz::generateQuestion(
                k, o.difficulty, *rules, quiz::questionSeed(seed, static_cast<std::uint64_t>(i)));
        if (!q) {
            err() << Tr::tr("haifu-cli quiz: %1").arg(QString::fromStdString(q.error().message))
                  << '\n';
            return 1;
        }
        writeQuestion(*q, o.json, i + 1);
    }
    out().flush();
    return 0;
}

} // namespace haifu::cli
