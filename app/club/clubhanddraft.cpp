#include "club/clubhanddraft.h"
#include "common/qtstrings.h"

#include "club/clubtext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
using haifu::Error;
using haifu::Result;

namespace {

std::array<bool, 4> boolArray(const QList<bool> &list)
{
    std::array<bool, 4> out{};
    for (int i = 0; i < std::min<qsizetype>(4, list.size()); ++i)
        out[std::size_t(i)] = list.at(i);
    return out;
}

QList<bool> boolList(const std::array<bool, 4> &values)
{
    return QList<bool>(values.begin(), values.end());
}

QList<bool> boolsOf(const QVariant &value)
{
    return boolList(boolArray([&value] {
        QList<bool> list;
        for (const QVariant &v : value.toList())
            list << v.toBool();
        return list;
    }()));
}

QVariantList boolsTo(const QList<bool> &values, int n)
{
    QVariantList list;
    for (int i = 0; i < n; ++i)
        list << values.value(i);
    return list;
}

int intOf(const QVariantMap &map, const QString &key, int fallback)
{
    bool ok = false;
    const int v = map.value(key).toInt(&ok);
    return ok ? v : fallback;
}

// A number as typed, like JavaScript's Number(text) || 0.
int typedNumber(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok ? int(v) : 0;
}

QString seatName(const HandDraft::Game &game, int seat)
{
    return game.seatNames.value(seat);
}

} // namespace

bool HandDraft::winKind() const
{
    return kind == "ron"_L1 || kind == "tsumo"_L1;
}

HandDraft HandDraft::empty(const QString &kind)
{
    HandDraft d;
    d.kind = kind;
    return d;
}

std::optional<Error> HandDraft::readWins(
        const Game &game, club::HandEntry &e, bool *incomplete) const
{
    auto fail = [](const QString &text) { return Error{ text.toStdString() }; };
    auto need = [incomplete](const QString &text) {
        if (incomplete)
            *incomplete = true;
        return Error{ text.toStdString() };
    };
    e.kind = kind == "ron"_L1 ? club::HandKind::Ron : club::HandKind::Tsumo;
    if (winners.isEmpty())
        return need(tr("Choose the winner."));
    if (e.kind == club::HandKind::Tsumo && winners.size() > 1)
        return fail(tr("A tsumo has one winner."));
    if (e.kind == club::HandKind::Ron && winners.size() > game.maxWinners) {
        if (game.maxWinners == 1)
            return fail(tr("These rules allow one winner per discard (head bump): choose "
                           "the winner nearest the discarder's right."));
        return fail(tr("These rules allow at most %1 winners on one discard; a triple ron is "
                       "an abortive draw.")
                            .arg(game.maxWinners));
    }
    for (const int seat : winners) {
        if (seat < 0 || seat >= game.players || seat >= kSeats)
            return need(tr("Choose the winner."));
        club::Win win;
        win.seat = seat;
        win.yakuman = yakuman.value(seat);
        win.han = typedNumber(han.value(seat));
        win.fu = typedNumber(fu.value(seat));
        win.paoSeat = pao.value(seat, -1);
        if (win.yakuman == 0 && win.han <= 0)
            //: %1 is the winner's name
            return need(tr("Enter the han of %1's hand (or mark it yakuman).")
                                .arg(seatName(game, seat)));
        if (win.yakuman == 0 && win.han < 5 && win.fu <= 0)
            return need(tr("Enter the fu of %1's hand.").arg(seatName(game, seat)));
        if (win.yakuman == 0 && win.han >= 5 && win.fu <= 0)
            win.fu = 30; // fu does not matter from 5 han on
        if (win.paoSeat == win.seat)
            return fail(
                    tr("%1 cannot be liable (pao) for their own win.").arg(seatName(game, seat)));
        if (win.paoSeat >= 0 && win.yakuman == 0)
            return fail(tr("Pao applies to yakuman only."));
        e.wins.push_back(win);
    }
    if (e.kind == club::HandKind::Ron) {
        e.discarder = discarder;
        if (e.discarder < 0 || e.discarder >= game.players)
            return need(tr("Choose who dealt in (the discarder)."));
        for (const club::Win &w : e.wins) {
            if (w.seat == e.discarder)
                return fail(tr("%1 cannot win on their own discard.").arg(seatName(game, w.seat)));
        }
    }
    return std::nullopt;
}

std::optional<Error> HandDraft::readDraw(
        const Game &game, club::HandEntry &e, bool *incomplete) const
{
    e.kind = club::HandKind::ExhaustiveDraw;
    e.tenpai = boolArray(tenpai);
    if (kind != "nagashi"_L1)
        return std::nullopt;
    if (!game.nagashiMangan)
        return Error{ tr("These rules do not have nagashi mangan.").toStdString() };
    e.nagashi = boolArray(nagashi);
    if (std::none_of(e.nagashi.begin(), e.nagashi.end(), [](bool b) { return b; })) {
        if (incomplete)
            *incomplete = true;
        return Error{ tr("Choose who made nagashi mangan.").toStdString() };
    }
    return std::nullopt;
}

Result<club::HandEntry> HandDraft::toEntry(const Game &game, bool *incomplete) const
{
    club::HandEntry e;
    e.riichi = boolArray(riichi);
    e.note = note.trimmed().toStdString();
    e.dealerPlaysOn = dealerPlaysOn;
    std::optional<Error> error;
    if (winKind()) {
        error = readWins(game, e, incomplete);
    } else if (kind == "draw"_L1 || kind == "nagashi"_L1) {
        error = readDraw(game, e, incomplete);
    } else if (kind == "abortive"_L1) {
        e.kind = club::HandKind::AbortiveDraw;
        e.abortReason = reason.toStdString();
        if (game.abortReasons.size() == 1 && e.abortReason.empty()) {
            // Only "other": the rules have no abortive draws, but a referee may still call one.
        } else if (!game.abortReasons.contains(reason)) {
            error = Error{ tr("These rules do not have this abortive draw.").toStdString() };
        }
    } else if (kind == "chombo"_L1) {
        e.kind = club::HandKind::Chombo;
        e.offender = offender;
        if (e.offender < 0 || e.offender >= game.players) {
            if (incomplete)
                *incomplete = true;
            error = Error{ tr("Choose who made the chombo.").toStdString() };
        }
    } else {
        if (incomplete)
            *incomplete = true;
        error = Error{ tr("Choose the result of the hand.").toStdString() };
    }
    if (error)
        return *error;
    return e;
}

HandDraft HandDraft::fromEntry(const club::HandEntry &e)
{
    HandDraft d = empty(ClubText::kindKey(e));
    for (const club::Win &w : e.wins) {
        if (w.seat < 0 || w.seat >= kSeats)
            continue;
        d.winners << w.seat;
        d.han[w.seat] = w.yakuman > 0 ? QString() : QString::number(w.han);
        d.fu[w.seat] = w.yakuman > 0 ? QString() : QString::number(w.fu);
        d.yakuman[w.seat] = w.yakuman;
        d.pao[w.seat] = w.paoSeat;
    }
    d.discarder = e.discarder;
    d.offender = e.offender;
    d.tenpai = boolList(e.tenpai);
    d.nagashi = boolList(e.nagashi);
    d.riichi = boolList(e.riichi);
    d.reason = haifu::toQString(e.abortReason);
    d.note = haifu::toQString(e.note);
    d.dealerPlaysOn = e.dealerPlaysOn;
    return d;
}

HandDraft HandDraft::fromMap(const QVariantMap &map)
{
    HandDraft d = empty(map.value(u"kind"_s).toString());
    for (const QVariant &v : map.value(u"winners"_s).toList()) {
        const QVariantMap w = v.toMap();
        const int seat = intOf(w, u"seat"_s, -1);
        d.winners << seat;
        if (seat < 0 || seat >= kSeats)
            continue;
        const int yakuman = intOf(w, u"yakuman"_s, 0);
        d.yakuman[seat] = yakuman;
        d.han[seat] = yakuman > 0 ? QString() : QString::number(intOf(w, u"han"_s, 0));
        d.fu[seat] = yakuman > 0 ? QString() : QString::number(intOf(w, u"fu"_s, 0));
        d.pao[seat] = intOf(w, u"pao"_s, -1);
    }
    d.discarder = intOf(map, u"discarder"_s, -1);
    d.offender = intOf(map, u"offender"_s, -1);
    d.tenpai = boolsOf(map.value(u"tenpai"_s));
    d.nagashi = boolsOf(map.value(u"nagashi"_s));
    d.riichi = boolsOf(map.value(u"riichi"_s));
    d.reason = map.value(u"reason"_s).toString();
    d.note = map.value(u"note"_s).toString();
    d.dealerPlaysOn = map.value(u"dealerPlaysOn"_s).toBool();
    return d;
}

QVariantMap HandDraft::toMap(int players) const
{
    QVariantList ws;
    for (const int seat : winners) {
        ws << QVariantMap{ { u"seat"_s, seat }, { u"han"_s, typedNumber(han.value(seat)) },
            { u"fu"_s, typedNumber(fu.value(seat)) }, { u"yakuman"_s, yakuman.value(seat) },
            { u"pao"_s, pao.value(seat, -1) } };
    }
    return QVariantMap{ { u"kind"_s, kind }, { u"winners"_s, ws }, { u"discarder"_s, discarder },
        { u"offender"_s, offender }, { u"tenpai"_s, boolsTo(tenpai, players) },
        { u"nagashi"_s, boolsTo(nagashi, players) }, { u"riichi"_s, boolsTo(riichi, players) },
        { u"reason"_s, reason }, { u"note"_s, note }, { u"dealerPlaysOn"_s, dealerPlaysOn } };
}

} // namespace haifu::app
