#pragma once

#include "rules/result.h"
#include "rules/tile.h"

#include <string>
#include <string_view>
#include <vector>

namespace haifu::rules {

enum class MeldKind : std::uint8_t {
    Chi, // sequence called from the player on the left
    Pon, // triplet called from anyone
    Minkan, // open quad from a discard (daiminkan)
    Ankan, // closed quad (counts as concealed)
    Kakan, // pon upgraded with the fourth tile (added kan; open)
};

// Who a called tile came from, relative to the caller.
enum class CalledFrom : std::uint8_t { None = 0, Right = 1, Across = 2, Left = 3 };

struct Meld
{
    MeldKind kind = MeldKind::Chi;
    std::vector<Tile> tiles; // 3 for chi/pon, 4 for kans; sorted by kind
    CalledFrom from = CalledFrom::None; // unknown or closed kan
    int calledTile = -1; // index into tiles of the called tile, -1 when unknown or closed

    [[nodiscard]] bool isOpen() const { return kind != MeldKind::Ankan; }
    [[nodiscard]] bool isKan() const
    {
        return kind == MeldKind::Minkan || kind == MeldKind::Ankan || kind == MeldKind::Kakan;
    }
    [[nodiscard]] bool isSequence() const { return kind == MeldKind::Chi; }
    // The lowest kind in the meld (the kind of the triplet/quad, the start of a sequence).
    [[nodiscard]] TileKind base() const { return tiles.front().kind; }
    friend bool operator==(const Meld &, const Meld &) = default;
};

// "chi", "pon", "minkan", "ankan", "kakan".
[[nodiscard]] std::string_view meldKindName(MeldKind kind);
[[nodiscard]] Result<MeldKind> parseMeldKind(std::string_view name);
// Checks the tiles make the meld (three in a row of one suit; three or four of a kind) and
// sorts them. The error names the meld and what is wrong with it.
[[nodiscard]] Result<Meld> makeMeld(MeldKind kind, std::vector<Tile> tiles);
// "chi:123m", "ankan:5555z", "pon:550p" (the CLI and quiz-file form).
[[nodiscard]] Result<Meld> parseMeld(std::string_view text);
// The inverse of parseMeld.
[[nodiscard]] std::string formatMeld(const Meld &meld);

// A player's hand: the concealed tiles and the declared melds. For a winning hand the
// concealed tiles include the winning tile.
struct Hand
{
    std::vector<Tile> closed;
    std::vector<Meld> melds;

    [[nodiscard]] bool isClosed() const; // no open meld (closed kans allowed)
    // Kinds of every tile in the hand and its melds (a kan counts all four tiles).
    [[nodiscard]] TileCounts allCounts() const;
    [[nodiscard]] TileCounts closedCounts() const { return countKinds(closed); }
};

} // namespace haifu::rules
