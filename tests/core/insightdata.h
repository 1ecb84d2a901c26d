#pragma once

// Hand-made inputs of the insight tests (tst_ev, tst_pushfold, tst_advice).

#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "rules/tile.h"

#include <initializer_list>
#include <utility>
#include <vector>

namespace haifu::test {

// A 14-tile closed hand, its dora indicators, everything else unseen; the seat wind given, the
// round East.
inline insight::EvInput evInputOf(const char *hand, const char *indicator, int drawsLeft,
        rules::TileKind seat = rules::kinds::South)
{
    insight::EvInput in;
    in.hand.closed = *rules::parseTiles(hand);
    in.doraIndicators = *rules::parseTiles(indicator);
    in.unseen.fill(4);
    in.unseenRed = { 1, 1, 1 };
    for (const std::vector<rules::Tile> &group : { in.hand.closed, in.doraIndicators }) {
        for (const rules::Tile &t : group) {
            --in.unseen[t.kind];
            if (t.red)
                --in.unseenRed[std::size_t(t.kind / 9)];
        }
    }
    in.seatWind = seat;
    in.drawsLeft = drawsLeft;
    return in;
}

// One riichi from seat 1 against seat 0; each kind of `tiers` at its tier (0-based).
inline insight::HandDanger riichiDanger(std::initializer_list<std::pair<const char *, int>> tiers)
{
    insight::HandDanger d;
    d.seat = 0;
    d.threats.push_back(insight::Threat{ 1, insight::ThreatKind::Riichi, 0 });
    for (const auto &[tile, tier] : tiers) {
        insight::TileDanger td;
        td.kind = rules::parseTile(tile)->kind;
        td.against[0].tier = insight::SafetyTier(tier);
        d.tiles.push_back(td);
    }
    return d;
}

} // namespace haifu::test
