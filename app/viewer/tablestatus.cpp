#include "viewer/tablestatus.h"

#include "viewer/gametext.h"
#include "viewer/seatlayout.h"
#include "viewer/tableitems.h"

#include "game/replay.h"

using namespace haifu;

namespace haifu::app {

TableStatus::TableStatus(QObject *parent) : QObject(parent), m_dora(this), m_ura(this) { }

void TableStatus::show(const game::Kyoku &ky, const game::TableState &s, const SeatLayout &layout,
        const QString &lastAction)
{
    Facts facts;
    facts.kyokuLabel = GameText::kyokuLabel(ky);
    facts.roundText = GameText::roundText(ky);
    facts.roundWind = ky.roundWind() % 4;
    facts.handNumber = ky.handNumber();
    facts.honba = s.honba;
    facts.deposits = s.riichiSticks;
    facts.liveWall = s.liveWall;
    facts.turn = s.ended ? -1 : s.turn;
    facts.dealer = s.dealer;
    facts.ended = s.ended;
    facts.lastActionText = lastAction;
    facts.lastActionSeat = s.last.seat;

    // Five indicator places, the ones not yet turned face down.
    QList<TileItem> dora;
    for (const rules::Tile &t : s.doraIndicators)
        dora.append(viewer::tileItem(t));
    while (dora.size() < 5) {
        TileItem back;
        back.back = true;
        dora.append(back);
    }
    m_dora.setTiles(dora);
    QList<TileItem> ura;
    if (s.ended) {
        for (const game::WinResult &w : ky.wins) {
            if (w.winner >= 0 && w.winner < s.playerCount && layout.winner(w.winner)
                    && s.player(w.winner).inRiichi() && ura.isEmpty()) {
                for (const rules::Tile &t : w.uraIndicators)
                    ura.append(viewer::tileItem(t));
            }
        }
    }
    m_ura.setTiles(ura);
    setFacts(facts);
}

void TableStatus::clear()
{
    m_dora.setTiles({});
    m_ura.setTiles({});
    setFacts({});
}

void TableStatus::setFacts(const Facts &facts)
{
    if (facts == m_facts)
        return;
    m_facts = facts;
    Q_EMIT changed();
}

} // namespace haifu::app
