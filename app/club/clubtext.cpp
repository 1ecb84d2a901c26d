#include "club/clubtext.h"

#include "reports/scoresheet.h"
#include "rules/points.h"
#include "viewer/gametext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace haifu::app {

namespace {

QString nameOf(const QStringList &names, int seat)
{
    if (seat >= 0 && seat < names.size() && !names.at(seat).isEmpty())
        return names.at(seat);
    return GameText::windName(seat);
}

QString joinNames(const QStringList &names, const std::array<bool, 4> &seats)
{
    QStringList picked;
    for (int s = 0; s < 4; ++s) {
        if (seats[std::size_t(s)])
            picked << nameOf(names, s);
    }
    //: separator between names in a list, e.g. "Aiko, Ben" (Japanese: 、)
    return picked.join(ClubText::tr(", "));
}

} // namespace

QString ClubText::kindKey(const club::HandEntry &entry)
{
    switch (entry.kind) {
    case club::HandKind::Ron: return u"ron"_s;
    case club::HandKind::Tsumo: return u"tsumo"_s;
    case club::HandKind::ExhaustiveDraw:
        return std::any_of(entry.nagashi.begin(), entry.nagashi.end(), [](bool b) { return b; })
                ? u"nagashi"_s
                : u"draw"_s;
    case club::HandKind::AbortiveDraw: return u"abortive"_s;
    case club::HandKind::Chombo: return u"chombo"_s;
    }
    return {};
}

QString ClubText::kindName(const QString &key)
{
    if (key == "ron"_L1)
        //: a win on another player's discard (Japanese: ロン)
        return tr("Ron");
    if (key == "tsumo"_L1)
        //: a self-drawn win (Japanese: ツモ)
        return tr("Tsumo");
    if (key == "draw"_L1)
        //: the wall ran out (Japanese: 流局)
        return tr("Exhaustive draw");
    if (key == "nagashi"_L1)
        //: Japanese: 流し満貫
        return tr("Nagashi mangan");
    if (key == "abortive"_L1)
        //: Japanese: 途中流局
        return tr("Abortive draw");
    if (key == "chombo"_L1)
        //: a foul penalised by the rules (Japanese: チョンボ)
        return tr("Chombo");
    return key;
}

QString ClubText::handLabel(int round, int hand, int honba)
{
    //: short hand label: round wind letter, hand number, honba, e.g. E1-0 (Japanese: 東1-0)
    return tr("%1%2-%3").arg(GameText::windLetter(round % 4)).arg(hand + 1).arg(honba);
}

QString ClubText::handTitle(int round, int hand, int honba)
{
    //: round wind and hand number, e.g. East 1 (Japanese: 東1局)
    const QString roundText = tr("%1 %2").arg(GameText::windName(round % 4)).arg(hand + 1);
    if (honba == 0)
        return roundText;
    //: e.g. East 1, 2 honba (Japanese: 東1局 2本場)
    return tr("%1, %n honba", nullptr, honba).arg(roundText);
}

QString ClubText::resultText(const club::HandEntry &e, const QStringList &names)
{
    switch (e.kind) {
    case club::HandKind::Ron: {
        QStringList winners;
        for (const club::Win &w : e.wins) {
            QString name = nameOf(names, w.seat);
            if (w.paoSeat >= 0)
                //: a winner with the player liable for the yakuman (Japanese: %1（包: %2）)
                name = tr("%1 (pao: %2)").arg(name, nameOf(names, w.paoSeat));
            winners << name;
        }
        //: e.g. "Ron: Aiko from Ben"; several winners are joined by commas
        return tr("Ron: %1 from %2").arg(winners.join(tr(", ")), nameOf(names, e.discarder));
    }
    case club::HandKind::Tsumo: {
        if (e.wins.empty())
            return tr("Tsumo");
        const club::Win &w = e.wins.front();
        if (w.paoSeat >= 0)
            return tr("Tsumo: %1 (pao: %2)").arg(nameOf(names, w.seat), nameOf(names, w.paoSeat));
        return tr("Tsumo: %1").arg(nameOf(names, w.seat));
    }
    case club::HandKind::ExhaustiveDraw: {
        const QString key = kindKey(e);
        if (key == "nagashi"_L1)
            return tr("Nagashi mangan: %1").arg(joinNames(names, e.nagashi));
        const QString tenpai = joinNames(names, e.tenpai);
        if (tenpai.isEmpty())
            //: exhaustive draw where nobody was tenpai (Japanese: 流局（全員ノーテン）)
            return tr("Draw: all noten");
        //: exhaustive draw with the tenpai players (Japanese: 流局（聴牌: %1）)
        return tr("Draw: %1 tenpai").arg(tenpai);
    }
    case club::HandKind::AbortiveDraw:
        return abortReasonName(QString::fromStdString(e.abortReason));
    case club::HandKind::Chombo: return tr("Chombo: %1").arg(nameOf(names, e.offender));
    }
    return {};
}

QString ClubText::winValue(const club::Win &w, const rules::Ruleset &rules)
{
    if (w.yakuman > 0) {
        if (w.yakuman == 1)
            //: Japanese: 役満
            return tr("Yakuman");
        //: a multiple yakuman, e.g. 2× yakuman (Japanese: %1倍役満)
        return tr("%1× yakuman").arg(w.yakuman);
    }
    const rules::BasicPoints basic = rules::basicPoints(w.han, w.fu, 0, rules);
    //: e.g. 3 han 30 fu (Japanese: 3翻30符)
    const QString hanFu = tr("%1 han %2 fu").arg(w.han).arg(w.fu);
    if (basic.limit == rules::Limit::None)
        return hanFu;
    if (w.han >= 5)
        //: a limit hand with its han, e.g. Haneman (6 han) (Japanese: 跳満（6翻）)
        return tr("%1 (%2 han)").arg(GameText::limitName(basic.limit)).arg(w.han);
    //: a limit reached by han and fu, e.g. Mangan (4 han 40 fu)
    return tr("%1 (%2)").arg(GameText::limitName(basic.limit), hanFu);
}

QString ClubText::valueText(const club::HandEntry &e, const rules::Ruleset &rules)
{
    if (e.kind != club::HandKind::Ron && e.kind != club::HandKind::Tsumo)
        return {};
    QStringList values;
    for (const club::Win &w : e.wins)
        values << winValue(w, rules);
    return values.join(u" / "_s);
}

QString ClubText::abortReasonName(const QString &key)
{
    if (key == "nine_terminals"_L1)
        //: abortive draw (Japanese: 九種九牌)
        return tr("Nine terminals");
    if (key == "four_winds"_L1)
        //: abortive draw (Japanese: 四風連打)
        return tr("Four winds");
    if (key == "four_riichi"_L1)
        //: abortive draw (Japanese: 四家立直)
        return tr("Four riichi");
    if (key == "four_kans"_L1)
        //: abortive draw (Japanese: 四槓散了)
        return tr("Four kans");
    if (key == "triple_ron"_L1)
        //: abortive draw (Japanese: 三家和)
        return tr("Triple ron");
    return kindName(u"abortive"_s);
}

QStringList ClubText::abortReasons(const rules::Ruleset &rules)
{
    QStringList keys;
    if (rules.abortKyuushuKyuuhai)
        keys << u"nine_terminals"_s;
    if (rules.abortFourWinds)
        keys << u"four_winds"_s;
    if (rules.abortFourRiichi)
        keys << u"four_riichi"_s;
    if (rules.abortFourKans)
        keys << u"four_kans"_s;
    if (rules.multipleRon == rules::MultipleRon::Double)
        keys << u"triple_ron"_s;
    keys << QString();
    return keys;
}

QString ClubText::endReason(const std::string &reason)
{
    return reports::endReasonText(reason); // the score sheet says it the same way
}

QString ClubText::gameTitle(const storage::ClubGameHeader &h)
{
    if (!h.title.trimmed().isEmpty())
        return h.title;
    if (!h.table.isEmpty() && !h.session.isEmpty())
        //: a club game without a title: its table and session (Japanese: %1卓 第%2回戦)
        return tr("Table %1 · session %2").arg(h.table, h.session);
    if (!h.table.isEmpty())
        //: a club game without a title: its table (Japanese: %1卓)
        return tr("Table %1").arg(h.table);
    //: a club game without a title or table (Japanese: 対局 %1)
    return tr("Game %1").arg(h.id);
}

QString ClubText::presetName(const QString &key)
{
    return reports::presetTitle(key); // as the score sheet names it
}

const QStringList &ClubText::clubOptionNames()
{
    static const QStringList names = { u"players"_s, u"game_length"_s, u"start_points"_s,
        u"return_points"_s, u"target_points"_s, u"uma"_s, u"uma_mode"_s, u"oka"_s, u"ties"_s,
        u"rounding"_s, u"top_takes_remainder"_s, u"leftover_deposits"_s, u"tobi"_s,
        u"riichi_needs_deposit"_s, u"west_extension"_s, u"dealer_top_ends"_s,
        u"dealer_tenpai_ends"_s, u"dealer_top_needs_target"_s, u"dealer_top_choice"_s,
        u"multiple_ron"_s, u"honba_value"_s, u"noten_total"_s, u"nagashi_mangan"_s,
        u"kiriage_mangan"_s, u"kazoe_yakuman"_s, u"double_yakuman"_s, u"chombo"_s,
        u"chombo_points"_s, u"chombo_ends_game"_s, u"red_fives"_s, u"open_tanyao"_s };
    return names;
}

QString ClubText::optionLabel(const QString &name)
{
    static const std::pair<const char *, const char *> labels[] = {
        { "players", QT_TR_NOOP("Players (3 or 4)") },
        { "game_length", QT_TR_NOOP("Game length") },
        { "start_points", QT_TR_NOOP("Start points") },
        { "return_points", QT_TR_NOOP("Return points") },
        { "target_points", QT_TR_NOOP("Points needed to end at all-last") },
        { "uma", QT_TR_NOOP("Uma by place (points)") },
        { "uma_mode", QT_TR_NOOP("Uma") },
        { "oka", QT_TR_NOOP("Oka to the top (points)") },
        { "ties", QT_TR_NOOP("Ties") },
        { "rounding", QT_TR_NOOP("Rounding of final scores") },
        { "top_takes_remainder", QT_TR_NOOP("The top takes the rounding remainder") },
        { "leftover_deposits", QT_TR_NOOP("Deposits left at the end") },
        { "tobi", QT_TR_NOOP("Busting ends the game") },
        { "riichi_needs_deposit", QT_TR_NOOP("Riichi needs 1,000 points") },
        { "west_extension", QT_TR_NOOP("West round when nobody reached the target") },
        { "dealer_top_ends", QT_TR_NOOP("All-last: the dealer's win in the lead ends the game") },
        { "dealer_tenpai_ends",
                QT_TR_NOOP("All-last: so does the dealer's tenpai at a draw (tenpai-yame)") },
        { "dealer_top_needs_target",
                QT_TR_NOOP("The dealer in the lead needs the target points to end it") },
        { "dealer_top_choice", QT_TR_NOOP("The dealer in the lead chooses whether to stop") },
        { "multiple_ron", QT_TR_NOOP("Several rons on one discard") },
        { "honba_value", QT_TR_NOOP("Points per honba on a ron") },
        { "noten_total", QT_TR_NOOP("Noten payments in all") },
        { "nagashi_mangan", QT_TR_NOOP("Nagashi mangan") },
        { "kiriage_mangan", QT_TR_NOOP("Kiriage mangan") },
        { "kazoe_yakuman", QT_TR_NOOP("13 han and more are yakuman") },
        { "double_yakuman", QT_TR_NOOP("Double yakuman") },
        { "chombo", QT_TR_NOOP("Chombo penalty") },
        { "chombo_points", QT_TR_NOOP("Chombo points (after uma, or flat to each)") },
        { "chombo_ends_game", QT_TR_NOOP("A chombo ends the game") },
        { "red_fives", QT_TR_NOOP("Red fives") },
        { "open_tanyao", QT_TR_NOOP("Open tanyao") },
    };
    for (const auto &[key, label] : labels) {
        if (name == QLatin1StringView(key))
            return tr(label);
    }
    return name;
}

QString ClubText::choiceLabel(const QString &choice)
{
    static const std::pair<const char *, const char *> labels[] = {
        { "east", QT_TR_NOOP("East only") },
        { "east_south", QT_TR_NOOP("East and South") },
        { "fixed", QT_TR_NOOP("Fixed by place") },
        { "jpml_complex", QT_TR_NOOP("JPML (by how many end below 30,000)") },
        { "seat_order", QT_TR_NOOP("Seat order") },
        { "split", QT_TR_NOOP("Shared") },
        { "none", QT_TR_NOOP("None") },
        { "nearest", QT_TR_NOOP("Nearest 1,000 (500 up)") },
        { "half_down", QT_TR_NOOP("Nearest 1,000 (500 down)") },
        { "up", QT_TR_NOOP("Always up") },
        { "to_top", QT_TR_NOOP("To the top") },
        { "lost", QT_TR_NOOP("Lost") },
        { "head_bump", QT_TR_NOOP("Head bump (first only)") },
        { "double", QT_TR_NOOP("Double ron (three abort)") },
        { "triple", QT_TR_NOOP("Double and triple ron") },
        { "reverse_mangan", QT_TR_NOOP("Reverse mangan at the table") },
        { "after_uma", QT_TR_NOOP("Deducted after uma") },
        { "flat", QT_TR_NOOP("Flat payment to each") },
    };
    for (const auto &[key, label] : labels) {
        if (choice == QLatin1StringView(key))
            return tr(label);
    }
    return choice;
}

QString ClubText::rulesSummary(const rules::Ruleset &r)
{
    QStringList parts;
    parts << presetName(QString::fromStdString(r.name));
    //: start and return points, e.g. 25,000 / 30,000
    parts << tr("%1 / %2").arg(GameText::points(r.startPoints), GameText::points(r.returnPoints));
    if (r.umaMode == rules::UmaMode::JpmlComplex) {
        parts << tr("uma by how many end below the return score");
    } else {
        //: the uma for first and second place in thousands, e.g. uma 15/5
        parts << tr("uma %1/%2").arg(r.uma[0] / 1000).arg(r.uma[1] / 1000);
    }
    if (r.oka != 0)
        parts << tr("oka %1").arg(r.oka / 1000);
    if (!r.tobi)
        parts << tr("no busting");
    switch (r.multipleRon) {
    case rules::MultipleRon::HeadBump: parts << tr("head bump"); break;
    case rules::MultipleRon::Double: parts << tr("double ron"); break;
    case rules::MultipleRon::Triple: parts << tr("double and triple ron"); break;
    }
    if (r.ties == rules::TieMode::Split)
        parts << tr("ties shared");
    return parts.join(u" · "_s);
}

QString ClubText::placeText(int place, bool shared)
{
    return shared ? QString::number(place) + u'=' : QString::number(place);
}

QStringList ClubText::shortNames(const QStringList &names)
{
    QStringList out;
    for (const QString &name : names)
        out << name.section(u' ', 0, 0, QString::SectionSkipEmpty);
    for (int i = 0; i < out.size(); ++i) {
        if (out.at(i).isEmpty() || out.indexOf(out.at(i)) != i)
            return names;
    }
    return out;
}

QString ClubText::scoreText(double score)
{
    return reports::formatFinalScore(score);
}

} // namespace haifu::app
