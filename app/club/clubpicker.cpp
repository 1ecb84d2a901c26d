#include "club/clubpicker.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "club/clubtext.h"
#include "rules/points.h"
#include "viewer/gametext.h"

#include <algorithm>

using haifu::toQString;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
namespace rules = haifu::rules;
using haifu::Error;
using haifu::Result;

namespace {

int intOf(const QVariantMap &map, const QString &key, int fallback)
{
    bool ok = false;
    const int v = map.value(key).toInt(&ok);
    return ok ? v : fallback;
}

} // namespace

void ClubPicker::clear()
{
    m_yaku.setLines({});
    m_fu.setLines({});
}

namespace {

// The concealed tiles and called sets of the picker's hand.
Result<rules::Hand> handOf(const QVariantMap &input)
{
    rules::Hand hand;
    auto closed = rules::parseTiles(input.value(u"closed"_s).toString().toStdString());
    if (!closed)
        return Error{ ClubPicker::tr("Concealed tiles: %1")
                              .arg(haifu::errorText(closed.error()))
                              .toStdString() };
    hand.closed = *closed;
    for (const QVariant &m : input.value(u"melds"_s).toList()) {
        auto meld = rules::parseMeld(m.toString().toStdString());
        if (!meld)
            return Error{
                ClubPicker::tr("Called set: %1").arg(haifu::errorText(meld.error())).toStdString()
            };
        hand.melds.push_back(*meld);
    }
    return hand;
}

// The situation of the win: the picker's flags, the winds and honba of the hand being entered
// (or corrected) and the dora indicators.
Result<rules::Situation> situationOf(
        const QVariantMap &input, const rules::Ruleset &r, const club::GameState &state)
{
    rules::Situation sit;
    auto win = rules::parseTile(input.value(u"winTile"_s).toString().toStdString());
    if (!win)
        return Error{ ClubPicker::tr("Choose the winning tile.").toStdString() };
    sit.winTile = *win;
    sit.tsumo = input.value(u"tsumo"_s).toBool();
    sit.riichi = input.value(u"riichi"_s).toBool();
    sit.doubleRiichi = input.value(u"doubleRiichi"_s).toBool();
    sit.ippatsu = input.value(u"ippatsu"_s).toBool();
    sit.haitei = input.value(u"haitei"_s).toBool();
    sit.houtei = input.value(u"houtei"_s).toBool();
    sit.rinshan = input.value(u"rinshan"_s).toBool();
    sit.chankan = input.value(u"chankan"_s).toBool();
    int round = state.round;
    int dealer = state.dealer;
    int honba = state.honba;
    const int handIndex = intOf(input, u"hand"_s, -1);
    if (handIndex >= 0 && std::size_t(handIndex) < state.hands.size()) {
        const club::HandRecord &h = state.hands[std::size_t(handIndex)];
        round = h.round;
        dealer = h.dealer;
        honba = h.honba;
    }
    const int n = r.players;
    const int seat = intOf(input, u"seat"_s, -1);
    if (seat < 0 || seat >= n)
        return Error{ ClubPicker::tr("Choose the winner.").toStdString() };
    sit.seatWind = rules::TileKind(rules::kinds::East + (seat - dealer + n) % n);
    sit.roundWind = rules::TileKind(rules::kinds::East + std::clamp(round, 0, 3));
    sit.honba = honba;
    for (const auto &[key, target] : { std::pair{ u"dora"_s, &sit.doraIndicators },
                 std::pair{ u"ura"_s, &sit.uraIndicators } }) {
        const QString text = input.value(key).toString().trimmed();
        if (text.isEmpty())
            continue;
        auto tiles = rules::parseTiles(text.toStdString());
        if (!tiles)
            return Error{ ClubPicker::tr("Dora indicators: %1")
                                  .arg(haifu::errorText(tiles.error()))
                                  .toStdString() };
        *target = *tiles;
    }
    return sit;
}

} // namespace

void ClubPicker::setLines(const rules::HandValue &v)
{
    QList<LineItem> yaku;
    for (const rules::YakuHan &y : v.yaku)
        yaku << GameText::yakuLine(y);
    m_yaku.setLines(yaku);
    m_fu.setLines(GameText::fuLines(v));
}

QVariantMap ClubPicker::score(
        const QVariantMap &input, const rules::Ruleset &r, const club::GameState &state)
{
    QVariantMap out{ { u"ok"_s, false } };
    clear();
    const auto fail = [&out](const QString &text) {
        out.insert(u"error"_s, text);
        return out;
    };
    auto hand = handOf(input);
    if (!hand)
        return fail(haifu::errorText(hand.error()));
    auto sit = situationOf(input, r, state);
    if (!sit)
        return fail(haifu::errorText(sit.error()));
    auto result = rules::score(*hand, *sit, r);
    if (!result)
        return fail(haifu::errorText(result.error()));
    switch (result->status) {
    case rules::ScoreStatus::NotWinning:
        out.insert(u"status"_s, u"not_winning"_s);
        return fail(tr("These tiles are not a complete hand."));
    case rules::ScoreStatus::NoYaku:
        out.insert(u"status"_s, u"no_yaku"_s);
        return fail(tr("The hand is complete but has no yaku."));
    case rules::ScoreStatus::Win: break;
    }
    const rules::HandValue &v = result->value;
    setLines(v);
    club::Win w;
    w.seat = intOf(input, u"seat"_s, -1);
    w.han = v.yakumanMultiple > 0 ? 0 : v.han;
    w.fu = v.yakumanMultiple > 0 ? 0 : v.fu;
    w.yakuman = v.yakumanMultiple;
    out.insert(u"ok"_s, true);
    out.insert(u"status"_s, u"win"_s);
    out.insert(u"han"_s, w.han);
    out.insert(u"fu"_s, w.fu);
    out.insert(u"yakuman"_s, w.yakuman);
    out.insert(u"valueText"_s, ClubText::winValue(w, r));
    out.insert(u"points"_s, result->payments.total);
    return out;
}

} // namespace haifu::app
