#include "insight/placement.h"

#include <algorithm>

namespace haifu::insight {

PlacementNote placementAt(const game::TableState &s, int seat, const rules::Ruleset &rules)
{
    PlacementNote note;
    const int lastRound = (rules.length == rules::GameLength::EastOnly ? 0 : 4) + s.playerCount - 1;
    note.allLast = s.round >= lastRound;
    if (!note.allLast)
        return note;
    note.place = 1;
    int above = -1;
    int below = -1;
    const int mine = s.player(seat).score;
    for (int other = 0; other < s.playerCount; ++other) {
        if (other == seat)
            continue;
        const int theirs = s.player(other).score;
        // Ahead: more points, or as many and (ties by seat order) a lower seat; with split ties
        // a shared place is not a place won.
        const bool aheadOfSeat = theirs > mine
                || (theirs == mine && (rules.ties == rules::TieMode::Split || other < seat));
        if (aheadOfSeat) {
            ++note.place;
            above = above < 0 ? theirs - mine : std::min(above, theirs - mine);
        } else {
            below = below < 0 ? mine - theirs : std::min(below, mine - theirs);
        }
    }
    note.behind = std::max(0, above);
    note.ahead = std::max(0, below);
    return note;
}

} // namespace haifu::insight
