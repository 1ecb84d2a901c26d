#include "viewer/seatstate.h"

// The models are children too, so that QML never takes ownership of them.
SeatState::SeatState(int index, QObject *parent)
    : QObject(parent), m_index(index), m_hand(this), m_river(this), m_melds(this), m_north(this),
      m_waits(this)
{ }

void SeatState::setInfo(const SeatInfo &info)
{
    if (info == m_info)
        return;
    m_info = info;
    Q_EMIT changed();
}
