#pragma once

#include "game/replay.h"
#include "rules/ruleset.h"

// Placement at all-last: in the game's last hand (South 4, or East 4 in an east-only game; the
// extension rounds too) the final ranking decides, not the points. This says so: the seat's place
// and how far it is from the places around it, for the advice line to show.
//
// Measured and left out: turning the push-or-fold advice around by placement with simple rules
// (a first place leading by more than a deal-in costs folds; a last place at 1-shanten or tenpai
// pushes). On the all-last decisions of ../shared/records and ../shared/houou, where such a rule
// changed the advice the players did the other thing: 49 of 67 first places pushed, 78 of 89 last
// places folded. Valuing the placement a hand can reach (with the game's uma) is still to do.
namespace haifu::insight {

struct PlacementNote
{
    bool allLast = false;
    int place = 0; // 1..playerCount, ties by the ruleset
    int behind = 0; // points to the next place up (0 when first)
    int ahead = 0; // lead over the next place down (0 when last)
};

// For `seat` in `state` under `rules`.
[[nodiscard]] PlacementNote placementAt(
        const game::TableState &state, int seat, const rules::Ruleset &rules);

} // namespace haifu::insight
