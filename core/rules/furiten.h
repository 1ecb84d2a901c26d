#pragma once

#include "rules/hand.h"
#include "rules/result.h"
#include "rules/tile.h"
#include "rules/waits.h"

#include <span>
#include <string_view>
#include <vector>

namespace haifu::rules {

// Furiten (RULES.md): a furiten player may not win by ron (tsumo is still allowed).
//  * Discard furiten: one of the hand's current waits is in the player's own river, counting
//    tiles other players called from it. Every wait counts, also waits that would give no yaku.
//  * Temporary furiten: the player let a winning tile pass since their own last discard; it
//    ends with their next discard.
//  * Riichi furiten: after riichi, letting a winning tile pass makes the player furiten for the
//    rest of the hand.
// Furiten follows the current waits: after a call or a kan changes the hand, the river is
// checked against the new waits. Chankan follows the same rules.

enum class FuritenReason : std::uint8_t {
    None, // may ron
    NotAWait, // the tile does not complete the hand (not furiten, just not a win)
    DiscardFuriten,
    RiichiFuriten,
    TemporaryFuriten,
};
// "none", "not_a_wait", "discard", "riichi", "temporary".
[[nodiscard]] std::string_view furitenReasonName(FuritenReason reason);

// What the player has done with winning tiles, for the pure check. Tiles are kinds; a red five
// is its kind.
struct FuritenSituation
{
    std::vector<TileKind> ownDiscards; // own river, including tiles called away by others
    std::vector<TileKind> passedSinceOwnDiscard; // tiles not ronned since the own last discard
    std::vector<TileKind> passedSinceRiichi; // tiles not ronned since riichi
    bool riichi = false;
};

// The answer for one tile. When several kinds of furiten apply, `reason` is the first of
// discard, riichi, temporary; the flags say which apply.
struct RonCheck
{
    bool allowed = false;
    FuritenReason reason = FuritenReason::None;
    TileKind cause = 0; // the wait found in the river, or the winning tile let pass
    bool discardFuriten = false;
    bool riichiFuriten = false;
    bool temporaryFuriten = false;
};

// May a hand with these waits ron `tile`?
[[nodiscard]] RonCheck checkRon(
        const Waits &waits, TileKind tile, const FuritenSituation &situation);
// The same from a hand of 13 tiles (counting 3 per meld).
[[nodiscard]] Result<RonCheck> checkRon(
        const Hand &hand, TileKind tile, const FuritenSituation &situation);

// Discard furiten regardless of the tile: is any wait in the own river?
[[nodiscard]] bool isDiscardFuriten(const Waits &waits, std::span<const TileKind> ownDiscards);
[[nodiscard]] Result<bool> isDiscardFuriten(
        const Hand &hand, std::span<const TileKind> ownDiscards);

// Furiten tracked as a hand is played, for the game replay. Tell it what happens to the
// player; ask it with the hand's current waits.
class FuritenTracker
{
public:
    // A new hand: empty river, no riichi.
    void reset();
    // The player discarded (any discard, including the riichi discard): the tile joins the
    // river, and temporary furiten ends.
    void onOwnDiscard(TileKind kind);
    // The player declared riichi; call after (or before) the riichi discard.
    void onRiichi();
    // The player did not ron a tile they could have claimed: another player's discard, or the
    // tile added to a kan (chankan). Any tile may be reported; only winning tiles matter, and
    // they are matched with the waits when the question is asked (the waits cannot change
    // between two own discards, nor after riichi).
    void onTilePassed(TileKind kind);

    [[nodiscard]] RonCheck checkRon(const Waits &waits, TileKind tile) const;
    [[nodiscard]] bool isDiscardFuriten(const Waits &waits) const;
    // Any kind of furiten for the current waits (the "furiten" mark of a replay).
    [[nodiscard]] bool isFuriten(const Waits &waits) const;
    [[nodiscard]] bool riichi() const { return m_riichi; }
    [[nodiscard]] KindMask river() const { return m_river; }
    [[nodiscard]] KindMask passedSinceDiscard() const { return m_passedSinceDiscard; }
    [[nodiscard]] KindMask passedSinceRiichi() const { return m_passedSinceRiichi; }
    // A tracker in a given state (a composed position: teach::toTableState).
    [[nodiscard]] static FuritenTracker restored(
            KindMask river, KindMask passedSinceDiscard, KindMask passedSinceRiichi, bool riichi)
    {
        FuritenTracker t;
        t.m_river = river;
        t.m_passedSinceDiscard = passedSinceDiscard;
        t.m_passedSinceRiichi = passedSinceRiichi;
        t.m_riichi = riichi;
        return t;
    }

private:
    KindMask m_river = 0;
    KindMask m_passedSinceDiscard = 0;
    KindMask m_passedSinceRiichi = 0;
    bool m_riichi = false;
};

} // namespace haifu::rules
