#pragma once

#include "rules/fixedvector.h"
#include "rules/hand.h"
#include "rules/tile.h"

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace haifu::rules {

enum class Shape : std::uint8_t { Standard, SevenPairs, ThirteenOrphans };
enum class GroupKind : std::uint8_t {
    Sequence,
    Triplet,
    Quad,
    Pair,
    Orphans, // the whole thirteen-orphans hand; tile = the kind that is doubled
};
// How the winning tile completed the hand.
enum class WaitKind : std::uint8_t {
    Ryanmen, // two-sided: 45 waiting on 3/6
    Kanchan, // closed: 46 waiting on 5
    Penchan, // edge: 12 waiting on 3, 89 waiting on 7
    Shanpon, // one of two pairs becomes a triplet
    Tanki, // single wait on the pair (also seven pairs and a single-wait kokushi)
    Kokushi13, // thirteen orphans waiting on all thirteen kinds
};

struct Group
{
    GroupKind kind = GroupKind::Sequence;
    TileKind tile = 0; // the lowest kind: start of a sequence, kind of a triplet/quad/pair
    bool called = false; // from an open meld (chi, pon, minkan, kakan)
    bool declared = false; // from a declared meld (including a closed kan)
    MeldKind meldKind = MeldKind::Chi; // when declared
    bool winning = false; // completed by the winning tile in this reading

    [[nodiscard]] bool isTripletLike() const
    {
        return kind == GroupKind::Triplet || kind == GroupKind::Quad;
    }
};

// One reading of a winning hand: its groups and which group the winning tile completed.
// Standard hands list the groups from the concealed tiles (the pair among them) and then the
// declared melds; seven pairs lists seven pairs; thirteen orphans has a single Orphans group.
struct Decomposition
{
    Shape shape = Shape::Standard;
    WaitKind wait = WaitKind::Tanki;
    std::uint8_t count = 0;
    std::int8_t winGroup = -1;
    std::array<Group, 7> groups{};

    [[nodiscard]] std::span<const Group> groupList() const { return { groups.data(), count }; }
};

using ReadingList = FixedVector<Decomposition, 48>;

// Every reading of a complete hand: each decomposition (standard, seven pairs, thirteen
// orphans) times each group the winning tile can have completed. `closed` are the concealed
// tiles including the winning tile. Nothing is appended when the hand is not complete.
void findReadings(
        const TileCounts &closed, std::span<const Meld> melds, TileKind winKind, ReadingList &out);

// True when the concealed tiles plus melds form a complete hand (any shape).
[[nodiscard]] bool isCompleteHand(const TileCounts &closed, int meldCount);

[[nodiscard]] std::string_view waitKindName(WaitKind wait); // "ryanmen", …, "kokushi_13"
[[nodiscard]] std::string_view shapeName(Shape shape); // "standard", "seven_pairs", …
// "234m", "99p", "555z", "5555z" (kinds; red fives are not marked).
[[nodiscard]] std::string groupToString(const Group &group);
// The groups in display order: concealed groups sorted by tile, then the declared melds.
[[nodiscard]] std::vector<std::string> decompositionStrings(const Decomposition &reading);

} // namespace haifu::rules
