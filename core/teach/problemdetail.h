#pragma once

#include "quiz/question.h"
#include "teach/problem.h"

#include <optional>
#include <string>

// Shared between problem.cpp and problemengine.cpp (not part of the interface).
namespace haifu::teach::detail {

// A student's normalised answer against one accepted answer (red fives as plain unless the
// accepted answer names the red one).
[[nodiscard]] bool answersMatch(
        ProblemKind kind, const std::string &given, const std::string &accepted);
// The call "chi:345m" (normalised) can be made by the problem's seat on the tile offered.
[[nodiscard]] std::optional<Error> checkCall(const Problem &problem, const std::string &meld);
// The seat may declare riichi: closed hand, not yet in riichi, tenpai after a discard.
[[nodiscard]] std::optional<Error> checkRiichi(const Problem &problem);
// The win of a Win problem as a solved quiz points question (an error when it is no win).
[[nodiscard]] Result<quiz::Question> scoreWin(const Problem &problem);

} // namespace haifu::teach::detail
