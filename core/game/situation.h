#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "rules/score.h"

// The situation of a win as the table shows it, in one place for the verifier, the quizzes
// made from records and the viewer's result.
namespace haifu::game {

// The rules engine's Situation of win `w` on table `s` just before the Win event: seat and
// round wind, riichi/double riichi, ippatsu, haitei/houtei, rinshan, chankan, tenhou/chiihou/
// renhou, dora indicators (and ura with riichi), honba, deposits, norths set aside. `winTile`
// is the tile won on (the drawn tile at a tsumo, the last discard at a ron).
[[nodiscard]] rules::Situation winSituation(const TableState &s, const WinResult &w,
        const rules::Ruleset &rules, const rules::Tile &winTile);

} // namespace haifu::game
