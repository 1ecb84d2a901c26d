#pragma once

#include "game/record.h"
#include "mjai/enginetypes.h"
#include "rules/result.h"

#include <atomic>
#include <functional>

// Haifu's own analysis as a review, for the games no engine report covers: every discard of the
// seat weighed as the viewer weighs it (insight/advice.h, pushfold.h: the expected value with the
// risk of dealing in counted), the value-best discard as the engine's choice, each discard's value
// (in thousands of points) as its q and the advice's preference as its probability. A discard is a
// deviation when it is costly: it loses at least `costlyLoss` points of value against the best,
// as the viewer's "costly" discards. Labelled with the engine name kHaifuEngine.
namespace haifu::engine {

inline constexpr auto kHaifuEngine = "Haifu";

// The review of `seat` in `record`; `progress(done, total)` after each decision, `cancel` checked
// between decisions (the error then says so). The error names what failed (the record does not
// replay, the seat does not exist).
[[nodiscard]] Result<ReviewResult> haifuReview(const game::Record &record, int seat,
        int costlyLoss = 500, const std::function<void(int, int)> &progress = {},
        const std::atomic<bool> *cancel = nullptr);

} // namespace haifu::engine
