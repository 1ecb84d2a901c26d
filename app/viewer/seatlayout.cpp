#include "viewer/seatlayout.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"

#include "viewer/gametext.h"
#include "viewer/tableitems.h"

#include "rules/efficiency.h"
#include "rules/settlement.h"

#include <algorithm>

using haifu::toQString;

using namespace haifu;
using game::EventType;
using game::PlayerState;
using game::TableState;
using haifu::app::viewer::removeOne;
using haifu::app::viewer::tileItem;
using haifu::app::viewer::visibleTo;
using rules::Tile;

namespace haifu::app {

SeatLayout::SeatLayout(
        const game::Record &record, const TableState &s, const QList<AnnotationRow> &notes)
    : m_record(record), m_state(s)
{
    const game::Kyoku &ky = record.kyoku[static_cast<std::size_t>(s.kyoku)];
    const auto &events = ky.events;
    // Who won so far, the last discard on the table.
    for (int i = std::min(s.step, static_cast<int>(events.size())) - 1; i >= 0; --i) {
        const game::Event &ev = events[static_cast<std::size_t>(i)];
        if (ev.type == EventType::Win && ev.result >= 0
                && ev.result < static_cast<int>(ky.wins.size())) {
            const int w = ky.wins[static_cast<std::size_t>(ev.result)].winner;
            if (w >= 0 && w < 4)
                bySeat(m_winner, w) = true;
            ++m_winsApplied;
        }
        if (ev.type == EventType::Discard && m_lastDiscardSeat < 0)
            m_lastDiscardSeat = ev.seat;
    }

    if (s.step < static_cast<int>(events.size()))
        m_nextEvent = &events[static_cast<std::size_t>(s.step)];

    // Marks of the notes, drawn on the river tile of the discard they judge: the discard made at
    // a decision (the next event) or the one just made (the last event).
    if (!notes.isEmpty()) {
        std::vector<int> riverIndex(events.size(), -1);
        std::array<int, 4> discards{};
        for (std::size_t e = 0; e < events.size(); ++e) {
            const game::Event &ev = events[e];
            if (ev.type == EventType::Discard && ev.seat >= 0 && ev.seat < 4)
                riverIndex[e] = bySeat(discards, ev.seat)++;
        }
        auto discardOf = [&](int step, int seat) {
            for (int e : { step, step - 1 }) {
                if (e >= 0 && e < static_cast<int>(events.size())
                        && events[static_cast<std::size_t>(e)].type == EventType::Discard
                        && events[static_cast<std::size_t>(e)].seat == seat)
                    return riverIndex[static_cast<std::size_t>(e)];
            }
            return -1;
        };
        for (const AnnotationRow &row : notes) {
            const storage::AnnotationKey &key = row.annotation.key;
            if (key.kyoku != s.kyoku || row.annotation.mark.isEmpty())
                continue;
            const int r = discardOf(key.step, key.seat);
            if (r >= 0 && !m_riverMarks.contains({ key.seat, r }))
                m_riverMarks[{ key.seat, r }] = row.annotation.mark;
        }
    }
}

SeatLayout::Seat SeatLayout::seat(int i, const View &view) const
{
    const TableState &s = m_state;
    const PlayerState &p = s.player(i);
    Seat out;
    out.info = info(i, view);
    out.hand = hand(i, out.info.handHidden, view);
    out.river = river(i);
    const bool meldAction = s.last.seat == i
            && (s.last.type == EventType::Call || s.last.type == EventType::ClosedKan
                    || s.last.type == EventType::AddedKan);
    out.melds = viewer::meldItems(p.melds, meldAction);

    for (const Tile &t : p.northBonus)
        out.north.append(tileItem(t));

    out.waits = waits(i, out.info.status.waitsRemaining);
    return out;
}

SeatInfo SeatLayout::info(int i, const View &view) const
{
    const TableState &s = m_state;
    const int n = s.playerCount;
    const PlayerState &p = s.player(i);
    const game::PlayerAnalysis a = game::analysePlayer(s, i);
    const int viewpointScore = s.player(std::min(view.viewpoint, n - 1)).score;
    const bool drawEnded = s.ended && m_winsApplied == 0;
    SeatInfo info;
    info.present = true;
    info.position = bySeat(view.positions, i);
    info.name = bySeat(view.names, i);
    info.rank = toQString(bySeat(m_record.players, i).rank);
    info.score = p.score;
    info.scoreDifference = p.score - viewpointScore;
    info.windIndex = rules::turnDistance(s.dealer, i, n);
    info.wind = GameText::windLetter(info.windIndex);
    info.dealer = i == s.dealer;
    info.status.riichi = p.inRiichi();
    info.status.doubleRiichi = p.doubleRiichi;
    info.status.ippatsu = p.ippatsu && p.inRiichi();
    info.status.shanten = a.shanten;
    info.status.shantenText = GameText::shantenText(a.shanten);
    info.status.tenpai = a.tenpai;
    info.status.furiten = a.furiten;
    info.status.furitenText =
            a.furiten ? GameText::furitenText(a.furitenReason, a.furitenCause) : QString();
    info.turn = !s.ended && s.turn == i;
    info.lastActor = s.last.seat == i;
    info.winner = winner(i);
    info.connected = p.connected;
    info.handHidden = !view.showAllHands && i != view.viewpoint
            && !(s.ended && (winner(i) || (drawEnded && a.tenpai)));

    return info;
}

QList<TileItem> SeatLayout::hand(int i, bool hidden, const View &view) const
{
    const TableState &s = m_state;
    const PlayerState &p = s.player(i);
    // The hand: concealed tiles, then the drawn (or winning) tile apart.
    std::vector<Tile> closed = p.closed;
    std::optional<Tile> apart;
    if (p.drawn) {
        apart = *p.drawn;
    } else if (winner(i)) {
        apart = s.lastDiscard; // ron: the tile won on
    }
    if (apart && !removeOne(closed, *apart))
        apart.reset();
    QList<TileItem> hand;
    hand.reserve(static_cast<qsizetype>(closed.size()) + 1);
    bool playedMarked = false;
    const bool acting = i == view.actingSeat && view.played;
    const insight::HandDanger *danger =
            view.danger && view.danger->seat == i && !hidden ? view.danger : nullptr;
    const auto dangerOf = [danger](const Tile &t) {
        const insight::TileDanger *d = danger ? danger->find(t.kind) : nullptr;
        const insight::TileSafety *worst = d ? d->worstSafety() : nullptr;
        return worst ? static_cast<int>(worst->tier) : -1;
    };
    for (const Tile &t : closed) {
        TileItem item = tileItem(t);
        item.back = hidden;
        item.danger = dangerOf(t);
        if (acting && !view.playedTsumogiri && !playedMarked && t == *view.played) {
            item.highlighted = !hidden;
            playedMarked = true;
        }
        hand.append(item);
    }
    if (acting && !playedMarked && !view.playedTsumogiri) {
        // The red/plain choice did not match exactly: mark a tile of the kind.
        for (qsizetype h = 0; h < hand.size() && !playedMarked; ++h) {
            if (closed[static_cast<std::size_t>(h)].kind == view.played->kind) {
                hand[h].highlighted = !hidden;
                playedMarked = true;
            }
        }
    }
    if (apart) {
        TileItem item = tileItem(*apart);
        item.back = hidden;
        item.separated = true;
        item.danger = dangerOf(*apart);
        item.highlighted = !hidden
                && ((s.ended && winner(i)) || (acting && (view.playedTsumogiri || !playedMarked)));
        hand.append(item);
    }
    return hand;
}

QList<TileItem> SeatLayout::river(int i) const
{
    const PlayerState &p = m_state.player(i);
    // The river, in rows of six (the third row runs on).
    QList<TileItem> river;
    river.reserve(static_cast<qsizetype>(p.river.size()));
    int sidewaysInRow = 0;
    for (std::size_t r = 0; r < p.river.size(); ++r) {
        const game::RiverTile &rt = p.river[r];
        TileItem item = tileItem(rt.tile);
        item.tsumogiri = rt.tsumogiri;
        item.riichi = rt.riichi;
        item.sideways = rt.riichi;
        item.calledAway = rt.calledAway();
        item.last = i == m_lastDiscardSeat && r + 1 == p.river.size();
        item.row = std::min(static_cast<int>(r) / 6, 2);
        item.slot = static_cast<int>(r) - item.row * 6;
        if (item.slot == 0)
            sidewaysInRow = 0;
        item.shift = sidewaysInRow;
        if (const auto mark = m_riverMarks.find({ i, static_cast<int>(r) });
                mark != m_riverMarks.end())
            item.mark = mark->second;
        sidewaysInRow += item.sideways;
        river.append(item);
    }
    return river;
}

QList<TileItem> SeatLayout::waits(int i, int &remaining) const
{
    const TableState &s = m_state;
    const PlayerState &p = s.player(i);
    const game::PlayerAnalysis a = game::analysePlayer(s, i);
    remaining = 0;
    // Waits with the copies this player cannot see.
    QList<TileItem> waits;
    if (a.tenpai) {
        const rules::TileCounts own = p.hand().allCounts();
        const rules::TileCounts visible = visibleTo(s, i, own);
        for (rules::TileKind k : rules::kindsOf(a.waits.mask)) {
            TileItem item;
            item.code = GameText::kindCode(k);
            item.count = std::max(0, 4 - own[k] - visible[k]);
            item.dimmed = item.count == 0;
            remaining += item.count;
            waits.append(item);
        }
    }
    return waits;
}

} // namespace haifu::app
