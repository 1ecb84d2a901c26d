#pragma once

#include "viewer/tilelistmodel.h"

#include "game/replay.h"
#include "rules/efficiency.h"

#include <QList>

#include <vector>

namespace haifu::app {

// The tiles of the study table as the viewer draws them, and the efficiency of a decision:
// shared by the seat layout, the result view and the "what if" model.
namespace viewer {

[[nodiscard]] bool tileLess(const haifu::rules::Tile &a, const haifu::rules::Tile &b);
// Removes one copy of `tile` (the exact tile first, else one of its kind).
bool removeOne(std::vector<haifu::rules::Tile> &tiles, const haifu::rules::Tile &tile);
// Tiles seen by `seat` outside its own hand and melds: every river (tiles called away are in
// the caller's meld), the other players' melds, norths set aside, the dora indicators. In a
// three-player game 2m-8m do not exist: they count as all seen.
[[nodiscard]] haifu::rules::TileCounts visibleTo(
        const haifu::game::TableState &s, int seat, const haifu::rules::TileCounts &own);

struct Efficiency
{
    bool valid = false;
    std::vector<haifu::rules::DiscardOption> options; // best first
    int played = -1; // index of the discard made
};

// Every discard of a seat holding 14 tiles, and which one the record makes next.
[[nodiscard]] Efficiency evaluate(
        const haifu::game::TableState &s, int seat, const haifu::game::Event *next);
[[nodiscard]] bool worseThan(
        const haifu::rules::DiscardOption &option, const haifu::rules::DiscardOption &best);
[[nodiscard]] bool isInefficient(const Efficiency &e);

[[nodiscard]] TileItem tileItem(const haifu::rules::Tile &tile);
// Melds as drawn, left to right from the owner's seat: the first call at the far right, the
// called tile turned toward its source, a closed kan with its ends face down, an added kan's
// fourth tile laid on the turned one.
[[nodiscard]] QList<TileItem> meldItems(
        const std::vector<haifu::rules::Meld> &melds, bool highlightNewest);

} // namespace viewer

} // namespace haifu::app
