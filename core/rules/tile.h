#pragma once

#include "rules/result.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace haifu::rules {

// The 34 kinds of tile, numbered 0..33: 1m..9m = 0..8, 1p..9p = 9..17, 1s..9s = 18..26,
// then East, South, West, North, White (haku), Green (hatsu), Red (chun) = 27..33.
using TileKind = std::uint8_t;
inline constexpr int kKindCount = 34;

enum class Suit : std::uint8_t { Man = 0, Pin = 1, Sou = 2, Honor = 3 };

namespace kinds {
inline constexpr TileKind East = 27;
inline constexpr TileKind South = 28;
inline constexpr TileKind West = 29;
inline constexpr TileKind North = 30;
inline constexpr TileKind White = 31;
inline constexpr TileKind Green = 32;
inline constexpr TileKind Red = 33;
} // namespace kinds

[[nodiscard]] constexpr Suit suitOf(TileKind k)
{
    return static_cast<Suit>(k / 9);
}
// 1..9 for suited tiles, 1..7 for honours (E S W N Wh G R).
[[nodiscard]] constexpr int numberOf(TileKind k)
{
    return k % 9 + 1;
}
[[nodiscard]] constexpr TileKind makeKind(Suit s, int number)
{
    return static_cast<TileKind>(static_cast<int>(s) * 9 + number - 1);
}
[[nodiscard]] constexpr bool isHonor(TileKind k)
{
    return k >= 27;
}
[[nodiscard]] constexpr bool isWind(TileKind k)
{
    return k >= 27 && k <= 30;
}
[[nodiscard]] constexpr bool isDragon(TileKind k)
{
    return k >= 31;
}
// A dragon, the seat's wind or the round's wind: an honour worth a han as a triplet.
[[nodiscard]] constexpr bool isValueHonour(TileKind k, TileKind seatWind, TileKind roundWind)
{
    return isDragon(k) || k == seatWind || k == roundWind;
}
[[nodiscard]] constexpr bool isTerminal(TileKind k)
{
    return k < 27 && (k % 9 == 0 || k % 9 == 8);
}
[[nodiscard]] constexpr bool isTerminalOrHonor(TileKind k)
{
    return isHonor(k) || isTerminal(k);
}
[[nodiscard]] constexpr bool isSimple(TileKind k)
{
    return !isTerminalOrHonor(k);
}
// Green tiles for ryuuiisou: 2 3 4 6 8 sou and the green dragon.
[[nodiscard]] constexpr bool isGreen(TileKind k)
{
    return k == 19 || k == 20 || k == 21 || k == 23 || k == 25 || k == kinds::Green;
}

// The dora a given indicator points at: next number in the suit (9 -> 1), winds E->S->W->N->E,
// dragons White->Green->Red->White. In three-player games 1m points at 9m.
[[nodiscard]] TileKind doraFromIndicator(TileKind indicator, bool threePlayer = false);

// One physical tile: its kind and whether it is a red five (aka dora).
struct Tile
{
    TileKind kind = 0;
    bool red = false;

    [[nodiscard]] constexpr Suit suit() const { return suitOf(kind); }
    [[nodiscard]] constexpr int number() const { return numberOf(kind); }
    friend constexpr bool operator==(const Tile &, const Tile &) = default;
};

using TileCounts = std::array<std::uint8_t, kKindCount>;
[[nodiscard]] TileCounts countKinds(std::span<const Tile> tiles);

// mpsz notation: digits then a suit letter (m, p, s, z), 0 for a red five, e.g. "123m406p11z".
// Honours may also be written as letters E S W N and P F C (white, green, red).
[[nodiscard]] Result<std::vector<Tile>> parseTiles(std::string_view text);
// Exactly one tile, e.g. "5m", "0p", "7z", "E".
[[nodiscard]] Result<Tile> parseTile(std::string_view text);

// "5m", "0p" (red), "7z".
[[nodiscard]] std::string toString(Tile tile);
[[nodiscard]] std::string kindToString(TileKind kind);
// Compact mpsz in the given order, grouping runs of the same suit: "123m406p11z".
[[nodiscard]] std::string formatTiles(std::span<const Tile> tiles);
// The same, sorted by kind first (red fives in place of their five).
[[nodiscard]] std::string formatSorted(std::vector<Tile> tiles);

} // namespace haifu::rules
