#include "viewer/kyokuresult.h"

#include <algorithm>

namespace haifu::app {

KyokuResult::KyokuResult(QObject *parent)
    : QObject(parent), m_hand(this), m_melds(this), m_dora(this), m_ura(this), m_yaku(this),
      m_fu(this), m_payments(this)
{ }

const ResultView &KyokuResult::view() const
{
    static const ResultView empty;
    if (m_current < 0 || m_current >= m_views.size())
        return empty;
    return m_views.at(m_current);
}

void KyokuResult::setCurrentIndex(int index)
{
    if (m_views.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_views.size()) - 1);
    if (index == m_current)
        return;
    m_current = index;
    show();
}

void KyokuResult::setViews(const QList<ResultView> &views, quintptr key)
{
    if (key == m_key && views.size() == m_views.size() && key != 0)
        return; // the same hand's results: nothing changes
    m_key = key;
    m_views = views;
    m_current = 0;
    show();
}

void KyokuResult::show()
{
    const ResultView &v = view();
    m_hand.setTiles(v.hand);
    m_melds.setTiles(v.melds);
    m_dora.setTiles(v.dora);
    m_ura.setTiles(v.ura);
    m_yaku.setLines(v.yaku);
    m_fu.setLines(v.fu);
    m_payments.setLines(v.payments);
    Q_EMIT changed();
}

} // namespace haifu::app
