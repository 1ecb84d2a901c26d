#pragma once

#include "game/record.h"
#include "game/replay.h"
#include "rules/fixedvector.h"
#include "rules/tile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

// Danger: how safe each tile of a seat's hand is against each opponent that
// threatens to win, from what that seat can see. No percentages: every tile gets an ORDERED
// safety tier and the reason for it, which the app words and translates.
//
// The model. A tile can only be ronned by a wait that uses it: a two-sided wait (ryanmen,
// "sides" below), a closed or edge wait (kanchan, penchan), a pair wait (shanpon) or a single
// wait (tanki); thirteen orphans aside. The tier says which of these can still hit the tile,
// given what is visible to the seat:
//  * genbutsu: the threat is furiten on the kind (its own river, or the tile was let pass since
//    its riichi or since its last discard): nothing can hit it;
//  * a side of tile k is BLOCKED when its other wait (k+3 or k-3, the suji) is genbutsu (the
//    wait would be furiten), or a kind the shape needs (k+1,k+2 or k-2,k-1) has every copy
//    visible (a wall, kabe: "no chance"); it is ONE-CHANCE when such a kind has one copy left;
//  * closed and edge waits, pair and single waits need the kinds they use to have copies left.
// "Visible" to the seat: its own concealed tiles, every river (tiles called away are counted
// once, in the meld), every meld, every north set aside and the dora indicators.
//
// Threats: an opponent in riichi (strong), or an opponent with an open hand that shows a
// threat (weaker, see ThreatSign). Against both the same tiers apply; an open threat's
// genbutsu is its own river and the tiles let pass since its last discard.
namespace haifu::insight {

using rules::TileKind;

// Safest first; the numeric order is stable (stored, compared and shown as 1..7).
enum class SafetyTier : std::uint8_t {
    Genbutsu = 0, // the threat is furiten on it: cannot be ronned
    NearlySafe = 1, // no sequence wait and at most one copy unseen: only a single wait (or
                    // thirteen orphans) can hit it, e.g. an honour with 3 copies visible
    PairWaitsOnly = 2, // no sequence wait: only pair and single waits; honours with 2 copies
                       // visible, suji 1/9, terminals and middle tiles behind walls
    NoTwoSided = 3, // every side blocked or one-chance, closed/edge waits remain: suji 2/8 and
                    // 3/7, double suji 4/5/6, one-chance
    Outer = 4, // honours with 0 or 1 copy visible; 1/9 with their side open
    OneSideOpen = 5, // 2/3/7/8 with their side open; 4/5/6 with one side open (half suji)
    BothSidesOpen = 6, // 4/5/6 with both sides open: the most dangerous
};
inline constexpr int kSafetyTierCount = 7;

// Why a tile has its tier. `TileSafety::kinds` names the tiles involved where it says so.
enum class SafetyReason : std::uint8_t {
    OwnRiver, // genbutsu: in the threat's own river
    PassedAfterRiichi, // genbutsu: discarded by someone after the threat's riichi, not ronned
    PassedThisTurn, // genbutsu: let pass since the threat's last discard (temporary furiten)
    NoCopyLeft, // NearlySafe: every other copy is visible; only thirteen orphans could hit it
    SingleWaitOnly, // NearlySafe: one copy unseen, no sequence wait
    HonourTwoSeen, // PairWaitsOnly: an honour with 2 copies visible (with three players 1m
                   // and 9m, which no sequence can use, count as honours)
    SujiTerminal, // PairWaitsOnly: 1/9 whose side is blocked by its suji (kinds: the 4 or 6)
    NoChance, // PairWaitsOnly or NoTwoSided: sides (and closed waits) blocked by walls
              // (kinds: the kinds with every copy visible)
    Suji, // NoTwoSided (or PairWaitsOnly for a middle tile behind walls): every side blocked,
          // at least one by suji (kinds: the suji tiles, then any wall kind)
    OneChance, // NoTwoSided: the sides left need a kind with one copy unseen (kinds: those)
    HonourFewSeen, // Outer: an honour with 0 or 1 copy visible
    TerminalNoSuji, // Outer: 1/9 with its side open
    NoSuji, // OneSideOpen: 2/3/7/8 with its side open
    HalfSuji, // OneSideOpen: 4/5/6 with one side blocked or one-chance (kinds: the blockers)
    NoSujiMiddle, // BothSidesOpen: 4/5/6 with both sides open
};
inline constexpr int kSafetyReasonCount = 15;

// Notes that order tiles within a tier (see saferThan); they never move a tile to another tier.
enum SafetyNote : std::uint8_t {
    NoteRiichiTileSuji = 1, // a suji that blocks a side is only the riichi declaration tile
                            // (the declarer chose that tile knowing its suji): weaker
    NoteEarlyOutside = 2, // every side still open (or one-chance) needs a 2 or 8 that the
                          // threat cut among its first 6 discards, before any riichi: safer
                          // (1 and 9 are in no two-sided shape, so their early cut moves nothing)
    NoteDora = 4, // the kind is a dora: a deal-in costs more
    NoteNextToDora = 8, // the kind is next to a dora in its suit (makes the dora's shapes)
};

struct TileSafety
{
    SafetyTier tier = SafetyTier::BothSidesOpen;
    SafetyReason reason = SafetyReason::NoSujiMiddle;
    std::uint8_t notes = 0; // SafetyNote bits
    std::uint8_t visible = 0; // copies of the kind visible to the seat, its own included
    std::uint8_t kindCount = 0; // entries used in `kinds`
    std::array<TileKind, 2> kinds{}; // the tiles the reason names (suji, walls, one-chance)

    [[nodiscard]] bool has(SafetyNote note) const { return (notes & note) != 0; }
    friend bool operator==(const TileSafety &, const TileSafety &) = default;
};

// Strictly safer: a lower tier; in the same tier, fewer of the costly notes (dora, next to
// dora, riichi-tile suji) and then an early outside tile. Ties are neither safer.
[[nodiscard]] bool saferThan(const TileSafety &a, const TileSafety &b);

enum class ThreatKind : std::uint8_t {
    Riichi, // strong: a riichi (declared, deposit placed or not)
    OpenHand, // weaker: an open hand showing one of the signs below
};

// Signs of a threatening open hand. An open hand (at least one open meld) is a threat when it
// shows any of them:
enum ThreatSign : std::uint8_t {
    SignTwoMelds = 1, // two or more melds declared
    SignDoraMelds = 2, // its melds hold two or more dora (a dora pon; red fives count)
    SignYakuhaiPon = 4, // a pon or kan of a dragon, the round wind or its seat wind, from
                        // its 6th discard on (earlier a lone yakuhai pon is no threat yet)
    SignFlushLook = 8, // every meld is of one suit (or honours, one suited meld at least), and
                       // of its 6 or more discards at most one is of that suit
};

struct Threat
{
    int seat = -1;
    ThreatKind kind = ThreatKind::Riichi;
    std::uint8_t signs = 0; // ThreatSign bits (open hands; 0 for a riichi)
};

// The threat a seat poses to the others in this state, if any: riichi, or an open hand with a
// sign above.
[[nodiscard]] std::optional<Threat> threatOf(const game::TableState &state, int seat);

// One distinct kind of the seat's hand against every threat.
struct TileDanger
{
    TileKind kind = 0;
    std::array<TileSafety, 3> against{}; // parallel to HandDanger::threats
    int worst = -1; // index into `against` of the most dangerous, -1 when no threat

    [[nodiscard]] const TileSafety *worstSafety() const
    {
        return worst >= 0 ? &against[static_cast<std::size_t>(worst)] : nullptr;
    }
};

// The danger of a seat's hand: cheap (no heap allocation), meant for every step of a replay.
struct HandDanger
{
    int seat = -1;
    rules::FixedVector<Threat, 3> threats; // riichi first, then open hands, each by seat
    rules::FixedVector<TileDanger, 14> tiles; // the distinct kinds of the hand, ascending

    [[nodiscard]] bool anyThreat() const { return !threats.empty(); }
    [[nodiscard]] const TileDanger *find(TileKind kind) const;
};

// Danger of every kind in `seat`'s concealed hand (13 or 14 tiles; the seat to discard holds
// 14) against every threat, from what `seat` can see.
[[nodiscard]] HandDanger assessDanger(const game::TableState &state, int seat);

// The safety of one kind (in the seat's hand or not) for `seat` against `threatSeat`, whether
// or not that opponent is a threat (the tiers read the same). For drills and deal-in lists.
[[nodiscard]] TileSafety safetyOf(
        const game::TableState &state, int seat, int threatSeat, TileKind kind);

// A ron on a player in riichi, and how safe the tile looked to the discarder.
struct DealIn
{
    int kyoku = 0; // index into Record::kyoku
    int step = 0; // the step before the discard (= the discard event's index): the discarder
                  // holds 14 tiles there
    int discarder = -1;
    int winner = -1;
    rules::Tile tile; // the tile dealt in
    bool robbedKan = false; // chankan: the tile was added to a kan, not discarded
    TileSafety safety; // the tile for the discarder against the winner, before the discard
};

// Every ron in a game where the winner was in riichi before the discard, in game order (a
// double ron gives two). Each kyoku is replayed with dealState/applyNext up to its first
// error.
[[nodiscard]] std::vector<DealIn> flaggedDealIns(const game::Record &record);

// Debug names ("genbutsu", "suji_terminal", …), not for display.
[[nodiscard]] std::string_view tierName(SafetyTier tier);
[[nodiscard]] std::string_view reasonName(SafetyReason reason);

} // namespace haifu::insight
