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

// A record's club game with the rules its results show where its header does not state them.
struct RecordGame
{
    Game game;
    // What was worked out, in words for the report: the game went on where the header's rules
    // would have ended it (a dealer's tenpai or win in the lead at all-last: Tenhou in 2009 did
    // not stop on tenpai), or the uma and oka the final points show (a private room or a
    // tournament).
    std::vector<std::string> inferred;
    // The final points follow rules that neither the header nor the results tell (empty: they
    // are explained).
    std::string finalPointsUnknown;
};

// gameFromRecord, then the rules inferred from the record's hands and final points.
[[nodiscard]] Result<RecordGame> clubGameFromRecord(const game::Record &record);

} // namespace haifu::club
