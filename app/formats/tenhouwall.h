#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// Tenhou's wall, rebuilt from the seed a mjlog carries (<SHUFFLE seed="…">): Tenhou published its
// shuffle (MT19937 seeded from the seed words; per hand 288 outputs hashed with SHA-512 in nine
// chunks of 128 bytes give 144 random words; a Fisher–Yates pass over the tile ids). README
// "Game record formats" says what is rebuilt and checked.
namespace haifu::formats {

// The Mersenne Twister MT19937 of Matsumoto and Nishimura's reference mt19937ar.c: seeded with
// init_by_array, drawn with genrand_int32.
class Mt19937
{
public:
    explicit Mt19937(std::span<const std::uint32_t> key);
    [[nodiscard]] std::uint32_t next();

private:
    void twist();

    static constexpr std::size_t kStateWords = 624;
    std::array<std::uint32_t, kStateWords> m_state{};
    std::size_t m_index = kStateWords;
};

// Where the dead wall's tiles lie in Tenhou's array (both observed on real records).
enum class TenhouWallLayout : std::uint8_t {
    // "mt19937ar-sha512-n288-base64,…" (2009 on): the first dora indicator at [5] (four players)
    // or [9] (three), its ura under it at [4] / [8]; replacement draws from [1], [0], [3], [2] …
    Current,
    // "mt19937ar-sha512-n288,<hex words>" (2009): the pairs the other way up: dora at [4],
    // ura at [5], replacement draws from [0], [1], [2], [3].
    Early,
};

// One hand's wall as Tenhou's array holds it.
struct TenhouWall
{
    // Tile ids (0..135; with three players the 108 ids without 2m..8m). The deal starts at the
    // back (the dealer takes [n-1]..[n-4]); [0..13] is the dead wall.
    std::vector<int> ids;
    std::array<int, 2> dice{}; // 0..5 each, as INIT's seed attribute writes them
    TenhouWallLayout layout = TenhouWallLayout::Current;
    int playerCount = 4;
};

// The seed text's limit (both kinds are far smaller); longer seeds are not kept.
inline constexpr std::size_t kMaxTenhouSeedChars = 8192;

// The walls of the first `kyokuCount` hands of a game from its SHUFFLE seed text, one per hand in
// order. Errors (nothing rebuilt): another kind of seed, a base64 seed that is not exactly 624
// words (2,496 bytes), a hex seed that is not 1..624 words of 1..8 hex digits, a player count
// other than 3 or 4, kyokuCount outside 0..500.
[[nodiscard]] Result<std::vector<TenhouWall>> rebuildTenhouWalls(
        std::string_view seed, int playerCount, int kyokuCount);

// The hands the wall deals: [seat] in the order dealt (the dealer first, four at a time, then
// one each); seats past the player count stay empty.
[[nodiscard]] std::array<std::vector<game::Tile>, 4> dealtHands(
        const TenhouWall &wall, int dealer, bool redFives);

// Fills kyoku.wall, replacementTiles, doraIndicatorSlots and uraIndicatorSlots from a rebuilt
// wall (game/record.h says what each holds); trueWall is left as it is.
void fillKyokuWall(game::Kyoku &kyoku, const TenhouWall &wall, bool redFives);

// Compares a rebuilt wall with a hand as read: each seat's deal, every Draw event (live draws
// with the live wall in order, replacement draws with the dead wall's), the first dora indicator
// and every NewDora event, and the dora and ura indicators shown at each win. The first
// disagreement, as "kyoku 3 (E3-1), event 17 (draw of seat 2): …" (`kyokuIndex` is the hand's
// index in the record, the event its index in kyoku.events), or nullopt when all agree.
[[nodiscard]] std::optional<std::string> checkTenhouWall(
        const TenhouWall &wall, const game::Kyoku &kyoku, int kyokuIndex, bool redFives);

// For a record read with its seed in record.wallSeed: rebuilds every hand's wall, checks it
// against the hand and fills the wall fields (trueWall = true) of each hand that agrees; a hand
// that does not agree gets empty wall fields. Returns the warnings: why the seed could not be
// used, or how many hands disagree and the first disagreement. No seed: nothing, no warning.
[[nodiscard]] std::vector<std::string> applyTenhouWalls(game::Record &record);

} // namespace haifu::formats
