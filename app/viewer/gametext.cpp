#include "viewer/gametext.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"

#include "game/replay.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace haifu::app {

namespace {

QLocale interfaceLocale()
{
    // Digits and separators follow the interface language, which is English or Japanese: both
    // group by thousands with a comma.
    return QLocale(QLocale::English);
}

} // namespace

QString GameText::tileCode(rules::Tile tile)
{
    if (tile.red && rules::isHonor(tile.kind) == false && tile.number() == 5)
        return QString(QLatin1Char('0')) + kindCode(tile.kind).right(1);
    return kindCode(tile.kind);
}

QString GameText::kindCode(rules::TileKind kind)
{
    static constexpr char kSuits[] = { 'm', 'p', 's', 'z' };
    return QString::number(rules::numberOf(kind))
            + QLatin1Char(kSuits[static_cast<int>(rules::suitOf(kind))]);
}

QString GameText::actionLabel(
        const haifu::game::Action &a, const std::array<haifu::game::Player, 4> *players)
{
    QString who;
    if (players && a.seat >= 0 && a.seat < 4)
        who = toQString(bySeat((*players), a.seat).name);
    if (who.isEmpty())
        //: a player without a name in the record, %1 the seat number (0 = the first dealer)
        who = tr("Seat %1").arg(a.seat);
    const QString tile = tileCode(a.tile);
    using haifu::game::ActionKind;
    switch (a.kind) {
    case ActionKind::Draw: return tr("%1 draws %2").arg(who, tile);
    case ActionKind::Discard: return tr("%1 discards %2").arg(who, tile);
    case ActionKind::Riichi: return tr("%1: riichi, discarding %2").arg(who, tile);
    case ActionKind::Tsumo: return tr("%1: tsumo").arg(who);
    case ActionKind::Ron: return tr("%1: ron").arg(who);
    case ActionKind::Chi:
        return tr("%1: chi %2 with %3")
                .arg(who, tile, toQString(haifu::rules::formatTiles(a.consumed)));
    case ActionKind::Pon: return tr("%1: pon %2").arg(who, tile);
    case ActionKind::OpenKan: return tr("%1: kan %2").arg(who, tile);
    case ActionKind::ClosedKan: return tr("%1: closed kan %2").arg(who, tile);
    case ActionKind::AddedKan: return tr("%1: added kan %2").arg(who, tile);
    case ActionKind::NorthBonus: return tr("%1: north aside").arg(who);
    case ActionKind::NineTerminals: return tr("%1: nine terminals (abort)").arg(who);
    case ActionKind::Pass: return tr("Pass (play on)");
    }
    return {};
}

QString GameText::tileText(rules::Tile tile)
{
    if (tile.red && !rules::isHonor(tile.kind) && tile.number() == 5)
        //: a red five in a sentence, %1 is e.g. 5p (Japanese: 赤%1)
        return tr("red %1").arg(kindCode(tile.kind));
    return kindCode(tile.kind);
}

QString GameText::windName(int wind)
{
    switch (wind) {
    case 0: return tr("East");
    case 1: return tr("South");
    case 2: return tr("West");
    case 3: return tr("North");
    default: return {};
    }
}

QString GameText::windLetter(int wind)
{
    switch (wind) {
    //: one-letter seat or round wind on the table (Japanese: 東)
    case 0: return tr("E");
    //: one-letter seat or round wind on the table (Japanese: 南)
    case 1: return tr("S");
    //: one-letter seat or round wind on the table (Japanese: 西)
    case 2: return tr("W");
    //: one-letter seat or round wind on the table (Japanese: 北)
    case 3: return tr("N");
    default: return {};
    }
}

QString GameText::kyokuLabel(const game::Kyoku &kyoku)
{
    //: short kyoku label: round wind letter, hand number, honba, e.g. E1-0 (Japanese: 東1-0)
    return tr("%1%2-%3")
            .arg(windLetter(kyoku.roundWind() % 4))
            .arg(kyoku.handNumber())
            .arg(kyoku.honba);
}

QString GameText::roundText(const game::Kyoku &kyoku)
{
    //: round wind and hand number, e.g. East 1 (Japanese: 東1局)
    return tr("%1 %2").arg(windName(kyoku.roundWind() % 4)).arg(kyoku.handNumber());
}

QString GameText::kyokuTitle(const game::Kyoku &kyoku)
{
    //: e.g. East 1, 2 honba (Japanese: 東1局 2本場)
    return tr("%1, %n honba", nullptr, kyoku.honba).arg(roundText(kyoku));
}

QString GameText::shantenText(int shanten)
{
    if (shanten < 0)
        //: the hand is complete (Japanese: 和了形)
        return tr("Complete");
    if (shanten == 0)
        //: Japanese: 聴牌
        return tr("Tenpai");
    //: e.g. 2-shanten (Japanese: 2向聴)
    return tr("%1-shanten").arg(shanten);
}

QString GameText::yakuName(rules::Yaku yaku)
{
    using rules::Yaku;
    switch (yaku) {
    case Yaku::MenzenTsumo: return tr("Menzen tsumo");
    case Yaku::Riichi: return tr("Riichi");
    case Yaku::DoubleRiichi: return tr("Double riichi");
    case Yaku::Ippatsu: return tr("Ippatsu");
    case Yaku::Chankan: return tr("Chankan");
    case Yaku::Rinshan: return tr("Rinshan kaihou");
    case Yaku::Haitei: return tr("Haitei raoyue");
    case Yaku::Houtei: return tr("Houtei raoyui");
    case Yaku::Pinfu: return tr("Pinfu");
    case Yaku::Tanyao: return tr("Tanyao");
    case Yaku::Iipeikou: return tr("Iipeikou");
    case Yaku::SeatWind: return tr("Seat wind");
    case Yaku::RoundWind: return tr("Round wind");
    case Yaku::Haku: return tr("White dragon");
    case Yaku::Hatsu: return tr("Green dragon");
    case Yaku::Chun: return tr("Red dragon");
    case Yaku::Chiitoitsu: return tr("Chiitoitsu");
    case Yaku::Sanshoku: return tr("Sanshoku doujun");
    case Yaku::Ittsuu: return tr("Ittsuu");
    case Yaku::Chanta: return tr("Chanta");
    case Yaku::Toitoi: return tr("Toitoi");
    case Yaku::Sanankou: return tr("Sanankou");
    case Yaku::SanshokuDoukou: return tr("Sanshoku doukou");
    case Yaku::Sankantsu: return tr("Sankantsu");
    case Yaku::Shousangen: return tr("Shousangen");
    case Yaku::Honroutou: return tr("Honroutou");
    case Yaku::Ryanpeikou: return tr("Ryanpeikou");
    case Yaku::Junchan: return tr("Junchan");
    case Yaku::Honitsu: return tr("Honitsu");
    case Yaku::Chinitsu: return tr("Chinitsu");
    case Yaku::Renhou: return tr("Renhou");
    case Yaku::Tenhou: return tr("Tenhou");
    case Yaku::Chiihou: return tr("Chiihou");
    case Yaku::RenhouYakuman: return tr("Renhou (yakuman)");
    case Yaku::Kokushi: return tr("Kokushi musou");
    case Yaku::Kokushi13: return tr("Kokushi musou, 13-sided wait");
    case Yaku::Suuankou: return tr("Suuankou");
    case Yaku::SuuankouTanki: return tr("Suuankou tanki");
    case Yaku::Daisangen: return tr("Daisangen");
    case Yaku::Shousuushii: return tr("Shousuushii");
    case Yaku::Daisuushii: return tr("Daisuushii");
    case Yaku::Tsuuiisou: return tr("Tsuuiisou");
    case Yaku::Ryuuiisou: return tr("Ryuuiisou");
    case Yaku::Chinroutou: return tr("Chinroutou");
    case Yaku::Chuuren: return tr("Chuuren poutou");
    case Yaku::JunseiChuuren: return tr("Junsei chuuren poutou");
    case Yaku::Suukantsu: return tr("Suukantsu");
    case Yaku::Dora: return tr("Dora");
    case Yaku::AkaDora: return tr("Red fives");
    case Yaku::UraDora: return tr("Ura dora");
    case Yaku::Kita: return tr("North bonus");
    case Yaku::Count: break;
    }
    return QString::fromLatin1(rules::yakuKey(yaku));
}

QString GameText::limitName(rules::Limit limit)
{
    using rules::Limit;
    switch (limit) {
    case Limit::None: return {};
    case Limit::Mangan: return tr("Mangan");
    case Limit::Haneman: return tr("Haneman");
    case Limit::Baiman: return tr("Baiman");
    case Limit::Sanbaiman: return tr("Sanbaiman");
    case Limit::Yakuman: return tr("Yakuman");
    case Limit::KazoeYakuman: return tr("Kazoe yakuman");
    case Limit::KiriageMangan: return tr("Kiriage mangan");
    }
    return {};
}

QString GameText::drawName(game::DrawKind kind)
{
    using game::DrawKind;
    switch (kind) {
    //: Japanese: 流局
    case DrawKind::Exhaustive: return tr("Exhaustive draw");
    case DrawKind::NagashiMangan: return tr("Nagashi mangan");
    case DrawKind::NineTerminals: return tr("Nine terminals (kyuushu kyuuhai)");
    case DrawKind::FourWinds: return tr("Four winds (suufon renda)");
    case DrawKind::FourRiichi: return tr("Four riichi (suucha riichi)");
    case DrawKind::FourKans: return tr("Four kans (suukaikan)");
    case DrawKind::TripleRon: return tr("Triple ron (sanchahou)");
    }
    return {};
}

QString GameText::furitenText(rules::FuritenReason reason, rules::TileKind cause)
{
    using rules::FuritenReason;
    switch (reason) {
    case FuritenReason::DiscardFuriten:
        //: %1 is a tile such as 3m; Japanese: 捨て牌フリテン
        return tr("Discard furiten: %1 is in the own river").arg(kindCode(cause));
    case FuritenReason::RiichiFuriten:
        //: %1 is a tile such as 3m; Japanese: 立直後の見逃しフリテン
        return tr("Riichi furiten: %1 was let pass after riichi").arg(kindCode(cause));
    case FuritenReason::TemporaryFuriten:
        //: %1 is a tile such as 3m; Japanese: 同巡内フリテン
        return tr("Temporary furiten: %1 was let pass this turn").arg(kindCode(cause));
    case FuritenReason::None:
    case FuritenReason::NotAWait: break;
    }
    return {};
}

QString GameText::fuItemText(const rules::FuItem &item)
{
    using rules::FuReason;
    const QString tile = kindCode(item.tile);
    switch (item.reason) {
    case FuReason::Base: return tr("Base");
    case FuReason::ClosedRon: return tr("Closed hand won by ron");
    case FuReason::Tsumo: return tr("Tsumo");
    case FuReason::Chiitoitsu: return tr("Seven pairs");
    case FuReason::OpenPinfu: return tr("Open hand without fu");
    case FuReason::Pair:
        switch (static_cast<rules::PairFuKind>(item.detail)) {
        case rules::PairFuKind::Dragon: return tr("Dragon pair (%1)").arg(tile);
        case rules::PairFuKind::SeatWind: return tr("Seat wind pair (%1)").arg(tile);
        case rules::PairFuKind::RoundWind: return tr("Round wind pair (%1)").arg(tile);
        case rules::PairFuKind::DoubleWind: return tr("Double wind pair (%1)").arg(tile);
        }
        break;
    case FuReason::Wait:
        //: kanchan, penchan or tanki wait; Japanese: 待ち
        return tr("Wait on %1").arg(tile);
    case FuReason::Meld: {
        const bool terminal = rules::isTerminalOrHonor(item.tile);
        switch (static_cast<rules::MeldFuKind>(item.detail)) {
        case rules::MeldFuKind::OpenTriplet:
            return terminal ? tr("Open triplet of terminals or honours (%1)").arg(tile)
                            : tr("Open triplet (%1)").arg(tile);
        case rules::MeldFuKind::ClosedTriplet:
            return terminal ? tr("Closed triplet of terminals or honours (%1)").arg(tile)
                            : tr("Closed triplet (%1)").arg(tile);
        case rules::MeldFuKind::OpenQuad:
            return terminal ? tr("Open kan of terminals or honours (%1)").arg(tile)
                            : tr("Open kan (%1)").arg(tile);
        case rules::MeldFuKind::ClosedQuad:
            return terminal ? tr("Closed kan of terminals or honours (%1)").arg(tile)
                            : tr("Closed kan (%1)").arg(tile);
        }
        break;
    }
    }
    return {};
}

QString GameText::seatFallbackName(int seat)
{
    return tr("Seat %1").arg(seat + 1);
}

QString GameText::points(int points)
{
    return interfaceLocale().toString(points);
}

QString GameText::signedPoints(int points)
{
    if (points > 0)
        return u"+"_s + GameText::points(points);
    if (points < 0)
        return QString(QChar(0x2212)) + GameText::points(-points);
    return u"0"_s;
}

QString GameText::hanText(int han)
{
    //: number of han (Japanese: %n翻)
    return tr("%n han", nullptr, han);
}

LineItem GameText::yakuLine(const rules::YakuHan &yaku)
{
    LineItem line;
    line.label = yakuName(yaku.yaku);
    line.amount = yaku.han;
    line.value = rules::isYakuman(yaku.yaku)
            ? (yaku.han >= 26 ? tr("Double yakuman") : tr("Yakuman"))
            : hanText(yaku.han);
    return line;
}

QList<LineItem> GameText::fuLines(const rules::HandValue &value)
{
    QList<LineItem> lines;
    if (value.yakumanMultiple > 0)
        return lines;
    for (const rules::FuItem &item : value.fuItems) {
        LineItem line;
        line.label = fuItemText(item);
        line.amount = item.fu;
        line.value = tr("%1 fu").arg(item.fu);
        lines.append(line);
    }
    if (value.fuRaw != value.fu) {
        LineItem line;
        line.label = tr("Rounded up from %1").arg(value.fuRaw);
        line.value = tr("%1 fu").arg(value.fu);
        line.amount = value.fu;
        line.emphasis = true;
        lines.append(line);
    }
    return lines;
}

QString GameText::kyokuSummary(const game::Kyoku &ky, int playerCount, const SeatNames &name)
{
    QStringList parts;
    for (const game::WinResult &w : ky.wins) {
        const int points = w.points > 0 ? w.points
                : w.hasDeltas ? w.deltas[static_cast<std::size_t>(std::clamp(w.winner, 0, 3))]
                              : 0;
        if (w.winner == w.from)
            //: kyoku list: %1 winner, %2 points
            parts << tr("Tsumo %1, %2").arg(name(w.winner), GameText::points(points));
        else
            //: kyoku list: %1 winner, %2 discarder, %3 points
            parts << tr("Ron %1 from %2, %3")
                             .arg(name(w.winner), name(w.from), GameText::points(points));
    }
    if (ky.draw) {
        if (ky.draw->kind == game::DrawKind::Exhaustive) {
            QStringList tenpai;
            for (int seat = 0; seat < playerCount; ++seat) {
                if (bySeat(ky.draw->tenpai, seat))
                    tenpai << name(seat);
            }
            parts << (tenpai.isEmpty()
                            ? tr("Exhaustive draw, all noten")
                            //: %1 lists the tenpai players
                            : tr("Exhaustive draw, tenpai: %1").arg(tenpai.join(u", "_s)));
        } else {
            parts << drawName(ky.draw->kind);
        }
    }
    return parts.join(u"; "_s);
}

QString GameText::lastAction(const game::Record &line, const game::Record &recorded,
        const game::TableState &s, const SeatNames &name)
{
    using game::EventType;
    if (s.kyoku < 0 || s.kyoku >= static_cast<int>(line.kyoku.size()))
        return tr("The deal");
    const auto &events = line.kyoku[static_cast<std::size_t>(s.kyoku)].events;
    if (s.last.event < 0 || s.last.event >= static_cast<int>(events.size()))
        //: the first step of a hand (Japanese: 配牌)
        return tr("The deal");
    const game::Event &ev = events[static_cast<std::size_t>(s.last.event)];
    const QString who = name(ev.seat);
    const QString tile = tileText(ev.tile);
    switch (ev.type) {
    case EventType::Draw:
        return ev.replacement ? tr("%1 draws %2 from the dead wall").arg(who, tile)
                              : tr("%1 draws %2", "the last action on the table").arg(who, tile);
    case EventType::Discard:
        if (ev.riichi)
            return tr("%1 declares riichi, discarding %2").arg(who, tile);
        return ev.tsumogiri ? tr("%1 discards %2 (tsumogiri)").arg(who, tile)
                            : tr("%1 discards %2", "the last action on the table").arg(who, tile);
    case EventType::Call:
        switch (ev.meld) {
        case rules::MeldKind::Chi:
            return tr("%1 calls chi on %2 from %3").arg(who, tile, name(ev.from));
        case rules::MeldKind::Pon:
            return tr("%1 calls pon on %2 from %3").arg(who, tile, name(ev.from));
        default: return tr("%1 calls kan on %2 from %3").arg(who, tile, name(ev.from));
        }
    case EventType::ClosedKan:
        return tr("%1 declares a closed kan of %2")
                .arg(who, kindCode((ev.consumed.empty() ? ev.tile : ev.consumed.front()).kind));
    case EventType::AddedKan: return tr("%1 adds %2 to a pon (kan)").arg(who, tile);
    case EventType::NorthBonus: return tr("%1 sets a north aside").arg(who);
    case EventType::RiichiAccepted: return tr("%1's riichi stands: 1,000 on the table").arg(who);
    case EventType::NewDora: return tr("New dora indicator: %1").arg(tile);
    case EventType::Win: {
        const auto &wins = recorded.kyoku[static_cast<std::size_t>(s.kyoku)].wins;
        if (ev.result < 0 || ev.result >= static_cast<int>(wins.size()))
            return tr("Win");
        const game::WinResult &w = wins[static_cast<std::size_t>(ev.result)];
        return w.winner == w.from ? tr("%1 wins by tsumo").arg(name(w.winner))
                                  : tr("%1 wins by ron from %2").arg(name(w.winner), name(w.from));
    }
    case EventType::DrawEnd: {
        const auto &draw = recorded.kyoku[static_cast<std::size_t>(s.kyoku)].draw;
        return draw ? drawName(draw->kind) : tr("Draw");
    }
    case EventType::Disconnect: return tr("%1 disconnected").arg(who);
    case EventType::Reconnect: return tr("%1 is back").arg(who);
    }
    return {};
}

} // namespace haifu::app
