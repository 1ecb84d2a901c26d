#pragma once

#include "club/ledger.h"
#include "game/record.h"
#include "rules/result.h"

namespace haifu::club {

// Turns a game record into a club game: its results only (who won what from whom, draws with
// the tenpai players, riichi deposits, pao, abortive draws), as a club would have written them on
// a score sheet, under the record's ruleset and from the record's starting scores. Han and fu are
// the record's; a win recorded without fu (tenhou.net/6 JSON from mangan up) takes the smallest
// fu that pays the recorded value. A record that stops in the middle of its last hand gives the
// hands before it. Errors name the kyoku.
[[nodiscard]] Result<Game> gameFromRecord(const game::Record &record);

} // namespace haifu::club
