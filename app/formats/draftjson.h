#pragma once

#include "game/recordedit.h"
#include "rules/result.h"

#include <QJsonObject>

// A record draft (game/recordedit.h) as JSON, the form `haifu-cli edit` prints and reads:
//   { "players": ["A", "B", "C", "D"], "playerCount": 4, "rules": "tenhou",
//     "kyoku": [ { "round": 0, "honba": 0, "deposits": 0, "dealer": 0,
//                  "scores": [25000, 25000, 25000, 25000],
//                  "hands": ["123456789m1235p", …], "dora": "8p", "ura": "",
//                  "moves": "0g9s 0d9s - 1g5p 1d5p 0h" } ] }
// "rules" names a ruleset preset (haifu-cli rules); it is left out when the draft came from a
// record (its rules stay those of the record).
namespace haifu::formats {

[[nodiscard]] QJsonObject draftToJson(const game::RecordDraft &draft);
// A draft from JSON over `base` (a drafted record keeps its header, rules and players where
// the JSON leaves them out). The error names the field.
[[nodiscard]] Result<game::RecordDraft> draftFromJson(
        const QJsonObject &json, game::RecordDraft base = {});

} // namespace haifu::formats
