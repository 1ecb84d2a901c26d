#pragma once

#include "game/record.h"
#include "mjai/enginetypes.h"
#include "rules/result.h"
#include "teach/problem.h"

#include <QString>

// "Turn my mistakes into problems": a reviewed decision as a lesson problem (teach/problem.h) —
// the position from the game at the decision's step, the engine's choice as the accepted answer,
// the engine's probabilities as the explanation, the player's choice named as the common wrong
// answer. A discard (after a draw, a call or a riichi) is a what-to-discard problem, a riichi the
// engine or the player chose is riichi-or-dama, a claim is call-or-pass.
namespace haifu::engine {

// The problem of decision `index` of `review` on `record`; the error (translated) says why the
// decision makes no problem (a win, an abort, a position the problem checks refuse).
[[nodiscard]] Result<teach::Problem> problemFromDecision(
        const game::Record &record, const ReviewResult &review, int index);

// The explanation of a decision: "Mortal: 5s 72%, 3m 21%, 9p 5%. Played: 3m (21%), 0.12 q lost."
[[nodiscard]] QString decisionExplanation(const ReviewResult &review, const Decision &d);

} // namespace haifu::engine
