#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "rules/hand.h"
#include "rules/result.h"
#include "rules/tile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// A position: a table as a teacher sets it up for a problem. Everything a player at
// the table can see and count — each seat's hand, river, melds and score, the dora indicators,
// the round, honba, deposits, whose turn it is and how many tiles are left — and nothing of how
// the table got there. A position comes from the composer (by hand), from any step of a game
// (game::TableState) or from the end of a study-tree line, and has a compact one-line text
// form (positiontext.h) that can be pasted into a message and back.
//
// Seats are absolute (0 is the seat that was East in the first hand of the game); `dealer` says
// who is East now. Hands hidden from the student are still part of the position: the problem
// says whose hand is shown (Problem::seat).
namespace haifu::teach {

using rules::Tile;

// What the seat to act (Position::turn) does next.
enum class Phase : std::uint8_t {
    Draw, // `turn` draws next (13 tiles counting 3 per meld)
    Discard, // `turn` holds 14 tiles (counting 3 per meld) and discards, declares a kan or wins
    Claim, // the last tile of `turn`'s river was just discarded: the others may call or ron it
};

struct SeatPosition
{
    // Concealed tiles. A seat other than the one to act may leave this empty: its hand is hidden
    // (a problem shows only the student's hand); hidden hands are not counted in checks.
    // Sorted by kind (red five after its plain fives), the drawn tile included.
    std::vector<Tile> closed;
    // The tile just drawn (also in `closed`), shown apart from the hand; only for the seat to
    // discard.
    std::optional<Tile> drawn;
    std::vector<rules::Meld> melds; // in call order
    // Per meld: the seat the called tile came from, -1 for a closed kan.
    std::vector<std::int8_t> meldSources;
    std::vector<game::RiverTile> river; // oldest first; called-away tiles stay, marked
    std::vector<Tile> northBonus; // three players: norths set aside
    int score = 25000;
    bool riichi = false; // in riichi (the deposit is placed unless the riichi tile was just cut)
    bool doubleRiichi = false;
    bool ippatsu = false; // a win now would score ippatsu
    // Furiten that the river cannot show: tiles that would have won and were let pass since the
    // seat's last discard (temporary furiten) and since its riichi (riichi furiten).
    std::vector<rules::TileKind> passedSinceDiscard;
    std::vector<rules::TileKind> passedSinceRiichi;

    [[nodiscard]] bool isClosed() const; // no open meld (closed kans allowed)
    [[nodiscard]] bool hidden() const { return closed.empty(); }
    // Tiles counted as a hand: concealed + 3 per meld (a kan counts 3).
    [[nodiscard]] int handSize() const;
    friend bool operator==(const SeatPosition &, const SeatPosition &) = default;
};

struct Position
{
    int playerCount = 4; // 4 or 3 (sanma: seat 3 is empty)
    std::string rulesPreset = "tenhou"; // a rules::presetNames() name
    int round = 0; // 0 East, 1 South, 2 West, 3 North
    int dealer = 0; // the seat that is East now; the hand is "E(dealer + 1)"
    int honba = 0;
    int deposits = 0; // riichi sticks on the table
    int liveWall = 70; // tiles left to draw
    std::vector<Tile> doraIndicators; // revealed, first one first (1 to 5)
    int turn = 0; // the seat to act
    Phase phase = Phase::Discard;
    std::array<SeatPosition, 4> seats;

    [[nodiscard]] const SeatPosition &seat(int index) const
    {
        return seats[static_cast<std::size_t>(index)];
    }
    [[nodiscard]] SeatPosition &seat(int index) { return seats[static_cast<std::size_t>(index)]; }
    // Seat wind of a seat as a kind (East for the dealer); round wind as a kind.
    [[nodiscard]] rules::TileKind seatWind(int seat) const;
    [[nodiscard]] rules::TileKind roundWind() const;
    // The tile offered in the Claim phase (the last tile of turn's river).
    [[nodiscard]] std::optional<Tile> claimTile() const;
    friend bool operator==(const Position &, const Position &) = default;
};

// The position of a game at a step (the table after `state.step` events of its kyoku). Phase:
// Discard when the seat to act holds 14, Claim right after a discard (turn = the discarder),
// Draw otherwise — also after a kan or a north set aside, whose tile is not in a river: the
// replacement draw comes next (a position cannot offer a kan tile to rob). An ended kyoku
// gives the table as it stands, except that a ron shows the claim it ended: the winners hold
// their 13 tiles, the winning tile is the claim tile (scores and deposits are as they stand).
// `rulesPreset` is left as given.
[[nodiscard]] Position positionFromState(const game::TableState &state);

// What is wrong with a position, the first problem found; the error names the field and seat
// ("seat 2: 15 tiles in hand, 14 expected", "tile 5m: 5 copies on the table", "seat 1: riichi
// with an open hand", "dora indicators: 6 given, at most 5", "live wall: 71 tiles, at most 70").
// Checked: player count, preset, round/dealer/honba/deposits/wall ranges, tile counts across
// the whole table (at most 4 of a kind, at most the ruleset's red fives, no 2m-8m in sanma),
// each seat's hand size for the phase (the seat to discard 3n+2, the others 3n+1), the drawn
// tile is in the hand of the seat to discard, melds are valid with sources that are other seats,
// riichi only with a closed hand and a riichi tile in the river, double riichi and ippatsu only
// with riichi, the claim phase has a discard to claim, scores are multiples of 100, empty seat 3
// in sanma.
[[nodiscard]] std::optional<Error> checkPosition(const Position &position);

// The table state the replay functions work on (game::analysePlayer, game::winSituation) for a
// checked position: furiten trackers filled from the rivers and the passed tiles, riichi state,
// deposits, phase. The inverse of positionFromState for what a position keeps.
[[nodiscard]] game::TableState toTableState(const Position &position);

} // namespace haifu::teach
