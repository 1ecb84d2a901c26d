#include "viewer/whatifmodel.h"

#include "viewer/gametext.h"
#include "viewer/tableitems.h"

#include <algorithm>

using namespace haifu;
using rules::Tile;

namespace haifu::app {

WhatIfModel::WhatIfModel(QObject *parent) : QObject(parent), m_hand(this), m_accepts(this) { }

void WhatIfModel::setDecision(
        std::vector<rules::DiscardOption> options, std::vector<Tile> closed, int played)
{
    m_options = std::move(options);
    m_closed = std::move(closed);
    m_playedOption = played;
}

bool WhatIfModel::tryDiscard(const QString &code)
{
    int found = -1;
    for (std::size_t o = 0; o < m_options.size() && found < 0; ++o) {
        if (GameText::tileCode(m_options[o].tile) == code)
            found = static_cast<int>(o);
    }
    // A red five asked for as a plain one (or the other way): the option of its kind.
    if (const auto tile = rules::parseTile(code.toStdString()); tile && found < 0) {
        for (std::size_t o = 0; o < m_options.size() && found < 0; ++o) {
            if (m_options[o].tile.kind == tile->kind)
                found = static_cast<int>(o);
        }
    }
    if (found < 0)
        return false;
    const rules::DiscardOption &option = m_options[static_cast<std::size_t>(found)];
    std::vector<Tile> hand = m_closed;
    viewer::removeOne(hand, option.tile);
    std::stable_sort(hand.begin(), hand.end(), viewer::tileLess);
    QList<TileItem> handItems;
    for (const Tile &t : hand)
        handItems.append(viewer::tileItem(t));
    QList<TileItem> accepts;
    for (const rules::UkeireTile &u : option.ukeire.tiles) {
        TileItem item;
        item.code = GameText::kindCode(u.kind);
        item.count = u.remaining;
        item.dimmed = u.remaining == 0;
        accepts.append(item);
    }
    m_code = GameText::tileCode(option.tile);
    m_shanten = option.shanten;
    m_ukeire = option.ukeire.total;
    m_played = found == m_playedOption;
    m_hand.setTiles(handItems);
    m_accepts.setTiles(accepts);
    Q_EMIT changed();
    return true;
}

void WhatIfModel::end()
{
    if (m_code.isEmpty())
        return;
    m_code.clear();
    m_shanten = 8;
    m_ukeire = 0;
    m_played = false;
    m_hand.setTiles({});
    m_accepts.setTiles({});
    Q_EMIT changed();
}

} // namespace haifu::app
