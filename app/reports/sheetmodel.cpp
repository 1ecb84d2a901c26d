#include "reports/sheetmodel.h"
#include "common/qtstrings.h"
#include "reports/paintkit.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::reports {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

QString keyedText(const std::string &key, std::initializer_list<KeyedText> texts)
{
    for (const KeyedText &t : texts) {
        if (key == t.key)
            return Tr::tr(t.text);
    }
    return toQString(key);
}

namespace {

const char *const kSeatNames[] = { QT_TRANSLATE_NOOP("haifu::reports", "East"),
    QT_TRANSLATE_NOOP("haifu::reports", "South"), QT_TRANSLATE_NOOP("haifu::reports", "West"),
    QT_TRANSLATE_NOOP("haifu::reports", "North") };

// Thousands as a short number: 15000 -> "+15", -7500 -> "−7.5", 0 -> "0".
QString thousandsText(int value, bool sign)
{
    QString text = QString::number(std::abs(value) / 1000.0, 'g', 6);
    if (value < 0)
        return kMinus + text;
    return sign && value > 0 ? u"+"_s + text : text;
}

} // namespace

// "32,900", "−3,900": table points in the PDF.
QString pointsText(int value)
{
    const QLocale english(QLocale::English);
    return value < 0 ? kMinus + english.toString(-value) : english.toString(value);
}

// "+3,900", "−3,900", "0".
QString signedPointsText(int value)
{
    return value > 0 ? u"+"_s + pointsText(value) : pointsText(value);
}

// "+3900", "-3900", "0": table points in the CSV.
QString csvSigned(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

QString seatName(int seat)
{
    return Tr::tr(kSeatNames[std::clamp(seat, 0, 3)]);
}

namespace {

// "E1", "S4": the hand without its honba (the sheet has a column for those).
QString handName(int round, int hand)
{
    static const char *const winds[] = { QT_TRANSLATE_NOOP("haifu::reports", "E"),
        QT_TRANSLATE_NOOP("haifu::reports", "S"), QT_TRANSLATE_NOOP("haifu::reports", "W"),
        QT_TRANSLATE_NOOP("haifu::reports", "N") };
    return Tr::tr(winds[std::clamp(round, 0, 3)]) + QString::number(hand + 1);
}

// "E3-1": the hand with its honba, for references to a hand.
QString handLabelText(const club::HandRecord &h)
{
    //: a hand's short name: %1 round wind letter with hand number (E1), %2 honba
    return Tr::tr("%1-%2").arg(handName(h.round, h.hand)).arg(h.honba);
}

QString abortReasonText(const std::string &reason)
{
    return keyedText(reason,
            { { "nine_terminals", QT_TRANSLATE_NOOP("haifu::reports", "nine terminals") },
                    { "four_winds", QT_TRANSLATE_NOOP("haifu::reports", "four winds") },
                    { "four_riichi", QT_TRANSLATE_NOOP("haifu::reports", "four riichi") },
                    { "four_kans", QT_TRANSLATE_NOOP("haifu::reports", "four kans") },
                    { "triple_ron", QT_TRANSLATE_NOOP("haifu::reports", "triple ron") } });
}

QString hanFuText(const club::Win &w)
{
    if (w.yakuman > 1)
        //: a multiple yakuman in the han/fu column of a score sheet
        return Tr::tr("%1× yakuman").arg(w.yakuman);
    if (w.yakuman == 1)
        return Tr::tr("yakuman");
    if (w.han >= 5 || w.fu <= 0)
        return Tr::tr("%n han", nullptr, w.han);
    //: han and fu in the han/fu column of a score sheet: %1 han, %2 fu
    return Tr::tr("%1/%2").arg(w.han).arg(w.fu);
}

} // namespace

// The ruleset in one line: start, return, uma, oka and the rules that change the final scores.
QString rulesLine(const rules::Ruleset &r, int players)
{
    QStringList parts;
    parts << Tr::tr("start %1").arg(pointsText(r.startPoints));
    parts << Tr::tr("return %1").arg(pointsText(r.returnPoints));
    if (r.umaMode == rules::UmaMode::JpmlComplex) {
        parts << Tr::tr("uma by how many end below the return score (JPML)");
    } else {
        QStringList uma;
        for (int i = 0; i < players; ++i)
            uma << thousandsText(r.uma[idx(i)], true);
        parts << Tr::tr("uma %1").arg(uma.join(u" / "_s));
    }
    parts << Tr::tr("oka %1").arg(thousandsText(r.oka, true));
    parts << (r.ties == rules::TieMode::Split ? Tr::tr("ties shared")
                                              : Tr::tr("ties by seat order"));
    switch (r.rounding) {
    case rules::FinalRounding::None: parts << Tr::tr("no rounding"); break;
    case rules::FinalRounding::Nearest: parts << Tr::tr("rounded to 1,000 (500 up)"); break;
    case rules::FinalRounding::HalfDown: parts << Tr::tr("rounded to 1,000 (500 down)"); break;
    case rules::FinalRounding::Up: parts << Tr::tr("rounded up to 1,000"); break;
    }
    switch (r.chombo) {
    case rules::ChomboPenalty::ReverseMangan: parts << Tr::tr("chombo: reverse mangan"); break;
    case rules::ChomboPenalty::AfterUma:
        parts << Tr::tr("chombo %1 after uma").arg(formatFinalScore(-r.chomboPoints / 1000.0));
        break;
    case rules::ChomboPenalty::Flat:
        parts << Tr::tr("chombo: %1 to each").arg(pointsText(r.chomboPoints));
        break;
    case rules::ChomboPenalty::None: parts << Tr::tr("no chombo penalty"); break;
    }
    parts << (r.leftoverDeposits == rules::LeftoverDeposits::ToTop
                    ? Tr::tr("leftover deposits to 1st")
                    : Tr::tr("leftover deposits lost"));
    parts << (r.tobi ? Tr::tr("busting ends the game") : Tr::tr("no busting"));
    return parts.join(u" · "_s);
}

QString rulesTitle(const SheetModel &m)
{
    if (!m.header.rulesName.isEmpty())
        return m.header.rulesName;
    return m.rules ? presetTitle(toQString(m.rules->name)) : QString();
}

QString playerName(const SheetModel &m, int seat)
{
    const QString &name = m.header.players[idx(seat)];
    if (!name.isEmpty() || m.blank)
        return name;
    //: a player without a name; %1 is the seat (East, South, …)
    return Tr::tr("Player %1").arg(seatName(seat));
}

QString placeText(const club::FinalSeat &s)
{
    //: a place shared by tied players on a score sheet ("1=")
    return s.sharedPlace ? Tr::tr("%1=").arg(s.place) : QString::number(s.place);
}

namespace {

// A seated player's name; empty for no seat.
QString seatPlayer(const SheetModel &m, int seat)
{
    return seat >= 0 && seat < m.players ? playerName(m, seat) : QString();
}

// The result, the winners (or the draw's players), the discarder or offender, pao and han/fu of
// hand `i`; a chombo's penalty after uma goes to the model's penalties.
void describeResult(SheetModel &m, const club::Game &game, std::size_t i, HandLine &line)
{
    const club::HandEntry &e = game.entries[i];
    auto name = [&m](int seat) { return seatPlayer(m, seat); };
    switch (e.kind) {
    case club::HandKind::Ron:
        line.result = e.wins.size() == 3 ? Tr::tr("Triple ron")
                : e.wins.size() == 2     ? Tr::tr("Double ron")
                                         : Tr::tr("Ron");
        line.from = name(e.discarder);
        break;
    case club::HandKind::Tsumo: line.result = Tr::tr("Tsumo"); break;
    case club::HandKind::ExhaustiveDraw: {
        QStringList tenpai;
        QStringList nagashi;
        int tenpaiCount = 0;
        for (int s = 0; s < m.players; ++s) {
            if (e.tenpai[idx(s)]) {
                tenpai << name(s);
                ++tenpaiCount;
            }
            if (e.nagashi[idx(s)])
                nagashi << name(s);
        }
        //: a hand's result on a score sheet (the column is narrow)
        line.result = nagashi.isEmpty() ? Tr::tr("Draw") : Tr::tr("Nagashi");
        if (!nagashi.isEmpty())
            //: %1 lists the players with nagashi mangan
            line.winners << Tr::tr("Nagashi: %1").arg(nagashi.join(u", "_s));
        if (tenpaiCount == 0)
            line.winners << Tr::tr("all noten");
        else if (tenpaiCount == m.players)
            line.winners << Tr::tr("all tenpai");
        else
            //: %1 lists the players in tenpai at a draw
            line.winners << Tr::tr("Tenpai: %1").arg(tenpai.join(u", "_s));
        break;
    }
    case club::HandKind::AbortiveDraw:
        //: a hand's result on a score sheet: an abortive draw (the column is narrow)
        line.result = Tr::tr("Abortive");
        if (!e.abortReason.empty())
            line.winners << abortReasonText(e.abortReason);
        break;
    case club::HandKind::Chombo:
        line.result = Tr::tr("Chombo");
        line.from = name(e.offender);
        if (game.rules.chombo == rules::ChomboPenalty::AfterUma) {
            m.penalties.push_back({ double(i), line.label, e.offender,
                    game.rules.chomboPoints / 1000.0, Tr::tr("Chombo") });
        }
        break;
    }
    if (e.kind == club::HandKind::Ron || e.kind == club::HandKind::Tsumo) {
        QStringList pao;
        for (const club::Win &w : e.wins) {
            line.winners << name(w.seat);
            line.values << hanFuText(w);
            if (w.paoSeat >= 0)
                pao << name(w.paoSeat);
        }
        line.pao = pao.join(u", "_s);
    }
}

// The referee's penalties, in the order of the game, after the chombos already there.
void addPenalties(SheetModel &m, const club::Game &game, const club::GameState &state)
{
    for (const club::Penalty &p : game.penalties) {
        PenaltyLine line;
        line.seat = p.seat;
        line.points = p.points / 1000.0;
        line.reason = toQString(p.reason);
        if (p.afterHand >= 0 && idx(p.afterHand) < state.hands.size()) {
            line.order = p.afterHand + 0.5;
            //: when a referee's penalty was given: %1 is a hand (E3-1)
            line.when = Tr::tr("after %1").arg(handLabelText(state.hands[idx(p.afterHand)]));
        } else {
            line.order = -1;
            line.when = Tr::tr("before the first hand");
        }
        m.penalties.push_back(line);
    }
    std::stable_sort(m.penalties.begin(), m.penalties.end(),
            [](const PenaltyLine &a, const PenaltyLine &b) { return a.order < b.order; });
}

// Where the deposits left on the table at the end went.
QString leftoverText(const SheetModel &m, const club::Game &game)
{
    const int sticks = m.final.leftoverSticks;
    if (sticks == 0)
        return Tr::tr("No deposits left on the table.");
    if (m.final.leftoverLost) {
        //: %1 the number of riichi sticks, %2 their points
        return Tr::tr("Deposits left on the table: %1 (%2), not paid out (ruleset).")
                .arg(sticks)
                .arg(pointsText(sticks * game.rules.riichiDeposit));
    }
    QStringList to;
    for (int s = 0; s < m.players; ++s) {
        const club::FinalSeat &f = m.final.seats[idx(s)];
        if (f.leftover > 0)
            to << u"%1 (+%2)"_s.arg(seatPlayer(m, s), pointsText(f.leftover));
    }
    //: %1 lists who received the leftover deposits and how much
    return Tr::tr("Deposits left on the table: %1 (%2), to %3.")
            .arg(sticks)
            .arg(pointsText(sticks * game.rules.riichiDeposit), to.join(u", "_s));
}

} // namespace

Result<SheetModel> gameModel(const club::Game &game, const SheetHeader &header)
{
    auto replayed = club::scoreGame(game);
    if (!replayed)
        return replayed.error();
    const club::GameState &state = *replayed;
    SheetModel m;
    m.players = state.players;
    m.rules = game.rules;
    m.header = header;
    for (int s = 0; s < 4; ++s) {
        if (m.header.players[idx(s)].isEmpty())
            m.header.players[idx(s)] = toQString(game.players[idx(s)]);
    }
    for (std::size_t i = 0; i < game.entries.size() && i < state.hands.size(); ++i) {
        const club::HandEntry &e = game.entries[i];
        const club::HandRecord &h = state.hands[i];
        HandLine line;
        line.number = QString::number(i + 1);
        line.hand = handName(h.round, h.hand);
        line.label = handLabelText(h);
        line.honba = QString::number(h.honba);
        line.before = QString::number(h.sticksBefore);
        line.after = QString::number(h.sticksAfter);
        line.riichi = e.riichi;
        line.delta = h.delta;
        line.total = h.totals;
        line.note = toQString(e.note);
        describeResult(m, game, i, line);
        m.hands.push_back(std::move(line));
    }

    addPenalties(m, game, state);

    m.ended = state.ended;
    m.tablePoints = state.points;
    m.final = club::finalScore(state, game.rules);
    if (state.ended) {
        const QString last = state.hands.empty() ? QString() : handLabelText(state.hands.back());
        //: %1 the last hand (S4-0), %2 why the game ended
        m.endText = Tr::tr("Game over after %1: %2.").arg(last, endReasonText(state.endReason));
    } else {
        //: %1 is the next hand to play (E3-1)
        m.endText = Tr::tr("Game in progress, next hand %1: the scores are provisional.")
                            .arg(handName(state.round, state.hand) + u"-"_s
                                    + QString::number(state.honba));
    }

    m.leftoverText = leftoverText(m, game);
    m.zeroSumOk = std::abs(m.final.zeroSum) < 0.05;
    m.zeroSumText = m.zeroSumOk
            ? Tr::tr("Table total before penalties: %1 ✓").arg(formatFinalScore(0))
            //: the zero-sum check of a score sheet failed; %1 is the sum (+1.0)
            : Tr::tr("Table total before penalties: %1 ✗ (not zero: rounding)")
                      .arg(formatFinalScore(m.final.zeroSum));
    return m;
}

SheetModel blankModel(const SheetHeader &header, const std::optional<rules::Ruleset> &rules,
        int rows, int players)
{
    SheetModel m;
    m.blank = true;
    m.rules = rules;
    m.players = rules ? rules->players : players;
    m.players = std::clamp(m.players, 3, 4);
    m.header = header;
    m.blankRows = std::clamp(rows, 1, 200);
    return m;
}

QString placeHeading(int place)
{
    static const char *const names[] = { QT_TRANSLATE_NOOP("haifu::reports", "1st"),
        QT_TRANSLATE_NOOP("haifu::reports", "2nd"), QT_TRANSLATE_NOOP("haifu::reports", "3rd"),
        QT_TRANSLATE_NOOP("haifu::reports", "4th") };
    return Tr::tr(names[std::clamp(place, 0, 3)]);
}

} // namespace haifu::reports
