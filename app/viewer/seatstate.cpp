#include "viewer/seatstate.h"

namespace haifu::app {

// The models are children too, so that QML never takes ownership of them.
SeatState::SeatState(int index, QObject *parent)
    : QObject(parent), m_index(index), m_hand(this), m_river(this), m_melds(this), m_north(this),
      m_waits(this)
{ }

void SeatState::show(const SeatView &view)
{
    m_hand.setTiles(view.hand);
    m_river.setTiles(view.river);
    m_melds.setTiles(view.melds);
    m_north.setTiles(view.north);
    m_waits.setTiles(view.waits);
    if (view.info == m_info)
        return;
    m_info = view.info;
    Q_EMIT changed();
}

} // namespace haifu::app
