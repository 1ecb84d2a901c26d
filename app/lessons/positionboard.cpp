#include "lessons/positionboard.h"
#include "rules/byseat.h"

#include "viewer/gametext.h"
#include "viewer/tableitems.h"

using namespace haifu;
using namespace Qt::StringLiterals;

namespace haifu::app {

BoardSeat::BoardSeat(int seat, QObject *parent) : QObject(parent), m_seat(seat) { }

void BoardSeat::show(const teach::Position &position, int seat, int studentSeat, bool showHand)
{
    m_seat = seat;
    m_present = m_seat < position.playerCount;
    m_student = m_seat == studentSeat;
    m_toAct = m_seat == position.turn;
    const teach::SeatPosition &s = position.seat(m_seat);
    QList<TileItem> hand;
    QList<TileItem> river;
    if (m_present) {
        const int wind = (m_seat - position.dealer + 4) % 4;
        QStringList parts{ GameText::windName(wind), GameText::points(s.score) };
        if (s.doubleRiichi)
            parts << tr("double riichi");
        else if (s.riichi)
            parts << tr("riichi");
        if (m_student)
            //: the seat of the student in a problem
            parts << tr("you");
        m_label = parts.join(u" · "_s);
        if (!s.hidden() && showHand) {
            std::vector<rules::Tile> tiles = s.closed;
            if (s.drawn)
                viewer::removeOne(tiles, *s.drawn);
            for (const rules::Tile &tile : tiles)
                hand.append(viewer::tileItem(tile));
            if (s.drawn) {
                TileItem drawn = viewer::tileItem(*s.drawn);
                drawn.separated = true;
                hand.append(drawn);
            }
        } else if (!s.hidden()) {
            for (std::size_t i = 0; i < s.closed.size(); ++i) {
                TileItem back;
                back.code = u"5z"_s;
                back.back = true;
                hand.append(back);
            }
        }
        const std::optional<rules::Tile> claim = position.claimTile();
        for (std::size_t i = 0; i < s.river.size(); ++i) {
            const game::RiverTile &r = s.river[i];
            TileItem item = viewer::tileItem(r.tile);
            item.tsumogiri = r.tsumogiri;
            item.riichi = r.riichi;
            item.sideways = r.riichi;
            item.calledAway = r.calledAway();
            item.last = claim && position.turn == m_seat && i + 1 == s.river.size();
            river.append(item);
        }
    } else {
        m_label.clear();
    }
    m_hand.setTiles(hand);
    m_river.setTiles(river);
    m_melds.setTiles(m_present ? viewer::meldItems(s.melds, false) : QList<TileItem>{});
    Q_EMIT changed();
}

PositionBoard::PositionBoard(QObject *parent) : QObject(parent)
{
    for (int i = 0; i < 4; ++i)
        bySeat(m_seats, i) = new BoardSeat(i, this);
}

QString PositionBoard::headingText(const teach::Position &position)
{
    QStringList parts;
    //: round wind and hand number, e.g. East 2 (Japanese: 東2局)
    parts << tr("%1 %2").arg(GameText::windName(position.round % 4)).arg(position.dealer + 1);
    parts << tr("%n honba", nullptr, position.honba);
    if (position.deposits > 0)
        parts << tr("%n deposit(s)", nullptr, position.deposits);
    parts << tr("%n tile(s) left", nullptr, position.liveWall);
    const QString who = GameText::windName((position.turn - position.dealer + 4) % 4);
    switch (position.phase) {
    case teach::Phase::Draw: parts << tr("%1 to draw").arg(who); break;
    case teach::Phase::Discard: parts << tr("%1 to discard").arg(who); break;
    case teach::Phase::Claim: parts << tr("%1 has just discarded").arg(who); break;
    }
    return parts.join(u" · "_s);
}

void PositionBoard::show(const teach::Position &position, int studentSeat, bool allHands)
{
    m_heading = headingText(position);
    QList<TileItem> dora;
    for (const rules::Tile &tile : position.doraIndicators)
        dora.append(viewer::tileItem(tile));
    m_dora.setTiles(dora);
    // Table order from the student: the student, right (next), across, left.
    for (int place = 0; place < 4; ++place) {
        // Three players: the two others sit right and left, nobody across (seat 3 is empty).
        int seat = (studentSeat + place) % 4;
        if (position.playerCount == 3)
            seat = place == 2 ? 3 : place == 3 ? (studentSeat + 2) % 3 : (studentSeat + place) % 3;
        bySeat(m_seats, place)->show(position, seat, studentSeat, allHands || seat == studentSeat);
    }
    m_valid = true;
    Q_EMIT changed();
}

void PositionBoard::clear()
{
    m_heading.clear();
    m_dora.setTiles({});
    teach::Position none;
    none.playerCount = 0;
    for (BoardSeat *seat : m_seats)
        seat->show(none, seat->seat(), -1, false);
    m_valid = false;
    Q_EMIT changed();
}

} // namespace haifu::app
