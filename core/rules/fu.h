#pragma once

#include "rules/decompose.h"
#include "rules/fixedvector.h"

#include <cstdint>
#include <string_view>

namespace haifu::rules {

// Why some fu were given (the JSON "reason" of SCORING_JSON.md).
enum class FuReason : std::uint8_t {
    Base, // 20
    ClosedRon, // +10 for a closed hand won by ron
    Tsumo, // +2 (not for pinfu)
    Chiitoitsu, // fixed 25
    OpenPinfu, // an open hand with no fu is lifted from 20 to 30
    Pair, // value pair
    Wait, // kanchan, penchan, tanki
    Meld, // triplet or quad
};
enum class PairFuKind : std::uint8_t { Dragon, SeatWind, RoundWind, DoubleWind };
enum class MeldFuKind : std::uint8_t { OpenTriplet, ClosedTriplet, OpenQuad, ClosedQuad };

struct FuItem
{
    FuReason reason = FuReason::Base;
    std::uint8_t fu = 0;
    TileKind tile = 0; // pair and meld items: the tile kind
    std::uint8_t detail = 0; // PairFuKind, WaitKind or MeldFuKind by reason
    std::int8_t group = -1; // meld and wait items: index of the group in the reading
    bool byRon = false; // meld items: a concealed triplet completed by ron (counts as open)
};

using FuList = FixedVector<FuItem, 12>;

struct FuInput
{
    bool menzen = true; // no open meld
    bool tsumo = false;
    bool pinfu = false; // the reading scores pinfu
    TileKind seatWind = 27;
    TileKind roundWind = 27;
    int doubleWindPairFu = 4;
};

struct FuCount
{
    int raw = 0; // the sum of the items (before rounding)
    int rounded = 0; // rounded up to 10 (25 stays 25 for seven pairs)
};

// Fills `items` with every fu of the reading and returns the total before and after rounding.
FuCount computeFu(const Decomposition &reading, const FuInput &input, FuList &items);

[[nodiscard]] std::string_view fuReasonKey(FuReason reason); // "base", "closed_ron", …
[[nodiscard]] std::string_view pairFuKindKey(PairFuKind kind); // "dragon", "double_wind", …
[[nodiscard]] std::string_view meldFuKindKey(MeldFuKind kind); // "minkou", "ankou", …

} // namespace haifu::rules
