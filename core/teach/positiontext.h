#pragma once

#include "rules/result.h"
#include "teach/position.h"

#include <string>
#include <string_view>

// The compact text form of a position: one line without spaces that can be pasted into a chat
// message or a URL and back, like tenhou.net/2's hand addresses but for the whole table.
// The grammar is documented in README.md ("The position text form"); in short: a version tag,
// the table fields, then one field per seat, each with a short name so that an error can name
// it. Tiles are mpsz (0 = red five).
namespace haifu::teach {

// The text form. formatPosition(parsePosition(t)) == t for any text formatPosition made, and
// parsePosition(formatPosition(p)) == p for any position (checked or not) whose values the
// form can hold: tile kinds below 34, one source seat per meld, called-by marks 0-9, meld
// directions 0-3, a preset name without '_', and the sizes below.
[[nodiscard]] std::string formatPosition(const Position &position);

// Reads the text form (surrounding white space is ignored). The error names the field as the
// text writes it ("river2: '5x' is not a tile", "honba: 'a' is not a number", "zz: unknown
// field 'zz'", "missing field 'turn'"). Sizes are bounded (at most 4096 characters, 40 tiles
// a river, 4 melds a seat, …) and the reading is linear in the length. The position is not
// checked: call checkPosition.
[[nodiscard]] Result<Position> parsePosition(std::string_view text);

} // namespace haifu::teach
