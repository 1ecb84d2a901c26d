#pragma once

// Helpers shared by the scoring tests (tst_score*.cpp, tst_yaku*.cpp): build a hand and its
// situation from short strings and describe a result compactly.

#include "rules/score.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace scoretest {

using namespace haifu::rules;

struct Case
{
    Hand hand;
    Situation situation;
    Ruleset rules;
    QString error; // set when the strings themselves are malformed
};

// flags: space-separated words: tsumo riichi double_riichi ippatsu haitei houtei rinshan chankan
// tenhou chiihou renhou, seat=E|S|W|N, round=E|S|W|N, dora=TILES, ura=TILES, honba=N, sticks=N,
// north=N, rules=PRESET, and OPTION=VALUE for any ruleset option (true/false/number/choice).
// The seat defaults to South (a non-dealer) and the round to East.
inline Case makeCase(
        const QString &closed, const QString &melds, const QString &win, const QString &flags)
{
    Case c;
    c.situation.seatWind = kinds::South;
    c.rules = *presetRuleset("tenhou");
    auto tiles = parseTiles(closed.toStdString());
    if (!tiles) {
        c.error = QString::fromStdString(tiles.error().message);
        return c;
    }
    c.hand.closed = *tiles;
    for (const QString &m : melds.split(u' ', Qt::SkipEmptyParts)) {
        auto meld = parseMeld(m.toStdString());
        if (!meld) {
            c.error = QString::fromStdString(meld.error().message);
            return c;
        }
        c.hand.melds.push_back(*meld);
    }
    auto w = parseTile(win.toStdString());
    if (!w) {
        c.error = QString::fromStdString(w.error().message);
        return c;
    }
    c.situation.winTile = *w;
    auto wind = [](const QString &s) {
        return static_cast<TileKind>(kinds::East + QStringLiteral("ESWN").indexOf(s));
    };
    QList<QPair<QString, QString>> options;
    for (const QString &f : flags.split(u' ', Qt::SkipEmptyParts)) {
        const bool hasValue = f.contains(u'=');
        const QString key = hasValue ? f.section(u'=', 0, 0) : QString();
        const QString value = f.section(u'=', 1);
        Situation &s = c.situation;
        if (hasValue) {
            // handled below
        } else if (f == u"tsumo")
            s.tsumo = true;
        else if (f == u"riichi")
            s.riichi = true;
        else if (f == u"double_riichi")
            s.doubleRiichi = true;
        else if (f == u"ippatsu")
            s.ippatsu = true;
        else if (f == u"haitei")
            s.haitei = true;
        else if (f == u"houtei")
            s.houtei = true;
        else if (f == u"rinshan")
            s.rinshan = true;
        else if (f == u"chankan")
            s.chankan = true;
        else if (f == u"tenhou")
            s.tenhou = true;
        else if (f == u"chiihou")
            s.chiihou = true;
        else if (f == u"renhou")
            s.renhou = true;
        else
            c.error = QStringLiteral("unknown flag ") + f;
        if (!hasValue)
            continue;
        if (key == u"seat")
            s.seatWind = wind(value);
        else if (key == u"round")
            s.roundWind = wind(value);
        else if (key == u"dora")
            s.doraIndicators = *parseTiles(value.toStdString());
        else if (key == u"ura")
            s.uraIndicators = *parseTiles(value.toStdString());
        else if (key == u"honba")
            s.honba = value.toInt();
        else if (key == u"sticks")
            s.riichiSticks = value.toInt();
        else if (key == u"north")
            s.northBonus = value.toInt();
        else if (key == u"rules")
            c.rules = *presetRuleset(value.toStdString());
        else
            options.append({ key, value });
    }
    for (const auto &[key, value] : options) {
        OptionValue v;
        bool isInt = false;
        const int i = value.toInt(&isInt);
        if (value == u"true" || value == u"false")
            v = value == u"true";
        else if (isInt)
            v = i;
        else
            v = value.toStdString();
        if (auto e = setRuleOption(c.rules, key.toStdString(), v)) {
            c.error = QString::fromStdString(e->message);
            return c;
        }
    }
    return c;
}

// "riichi:1 pinfu:1 dora:2", sorted in the order of the Yaku enum.
inline QString yakuString(const HandValue &v)
{
    QStringList parts;
    std::vector<YakuHan> sorted(v.yaku.begin(), v.yaku.end());
    std::sort(sorted.begin(), sorted.end(),
            [](const YakuHan &a, const YakuHan &b) { return a.yaku < b.yaku; });
    for (const YakuHan &y : sorted)
        parts << QStringLiteral("%1:%2").arg(QString::fromLatin1(yakuKey(y.yaku))).arg(y.han);
    return parts.join(u' ');
}

// "ron 8000", "tsumo 2000/4000" (non-dealer / dealer share), "tsumo 4000 all".
inline QString paymentString(const Payments &p)
{
    if (!p.tsumo)
        return QStringLiteral("ron %1").arg(p.ron);
    if (p.dealer)
        return QStringLiteral("tsumo %1 all").arg(p.tsumoEach);
    return QStringLiteral("tsumo %1/%2").arg(p.tsumoNonDealer).arg(p.tsumoDealer);
}

// The whole outcome in one line: "3 han 40 fu | riichi:1 … | mangan | ron 8000", or
// "not_winning", "no_yaku", "invalid_input: …".
inline QString describe(const Case &c)
{
    if (!c.error.isEmpty())
        return QStringLiteral("bad test case: ") + c.error;
    auto r = score(c.hand, c.situation, c.rules);
    if (!r)
        return QStringLiteral("invalid_input: ") + QString::fromStdString(r.error().message);
    if (r->status == ScoreStatus::NotWinning)
        return QStringLiteral("not_winning");
    if (r->status == ScoreStatus::NoYaku)
        return QStringLiteral("no_yaku");
    const HandValue &v = r->value;
    QString head = v.yakumanMultiple > 0 ? QStringLiteral("yakuman x%1").arg(v.yakumanMultiple)
                                         : QStringLiteral("%1 han %2 fu").arg(v.han).arg(v.fu);
    return QStringLiteral("%1 | %2 | %3 | %4")
            .arg(head, yakuString(v), QString::fromLatin1(limitKey(v.limit)),
                    paymentString(r->payments));
}

} // namespace scoretest
