#pragma once

#include "club/ledger.h"

#include <array>
#include <string>

namespace haifu::club {

// The final score of one seat, in thousands of points ("+45.0"): (raw - return) / 1000 after the
// ruleset's rounding, plus uma and oka of the place (averaged over tied places under
// TieMode::Split), minus penalties paid after uma.
struct FinalSeat
{
    int seat = 0;
    int raw = 0; // table points at the end, leftover deposits included
    int leftover = 0; // points received from leftover deposits
    int place = 1; // 1-based; tied players under Split share the higher place
    bool sharedPlace = false; // "1=" on a score sheet
    double base = 0; // (raw - return) / 1000, rounded per the ruleset
    double uma = 0; // uma actually paid (averaged on a split tie)
    double oka = 0; // oka actually paid
    double penalty = 0; // after-uma penalties (positive = deducted)
    double score = 0; // base + uma + oka - penalty
};

struct FinalScore
{
    int players = 4;
    std::array<FinalSeat, 4> seats{}; // by seat
    int leftoverSticks = 0; // deposits on the table at the end
    bool leftoverLost = false;
    // Sum of the scores before penalties: 0 for a zero-sum result (rounding modes without a
    // fix-up can leave it off by a few).
    double zeroSum = 0;
};

// Final scores from a replayed game (ended or not: a provisional table otherwise).
[[nodiscard]] FinalScore finalScore(const GameState &state, const rules::Ruleset &rules);

} // namespace haifu::club
