#include "rules/fu.h"

namespace haifu::rules {

namespace {

void add(FuList &items, FuReason reason, int fu, TileKind tile = 0, std::uint8_t detail = 0,
        std::int8_t group = -1, bool byRon = false)
{
    items.push_back(FuItem{ reason, static_cast<std::uint8_t>(fu), tile, detail, group, byRon });
}

} // namespace

FuCount computeFu(const Decomposition &reading, const FuInput &input, FuList &items)
{
    items.clear();
    if (reading.shape == Shape::SevenPairs) {
        add(items, FuReason::Chiitoitsu, 25);
        return { 25, 25 };
    }
    int total = 20;
    add(items, FuReason::Base, 20);
    if (input.pinfu) {
        // Pinfu: no tsumo fu; 20 on a tsumo, 30 on a ron.
        if (!input.tsumo) {
            add(items, FuReason::ClosedRon, 10);
            total += 10;
        }
        return { total, total };
    }
    if (input.menzen && !input.tsumo) {
        add(items, FuReason::ClosedRon, 10);
        total += 10;
    }
    if (input.tsumo) {
        add(items, FuReason::Tsumo, 2);
        total += 2;
    }
    if (reading.shape == Shape::ThirteenOrphans) {
        // Yakuman: the fu do not matter; only the base and the win kind are listed.
        const int rounded = (total + 9) / 10 * 10;
        return { total, rounded };
    }
    for (std::uint8_t i = 0; i < reading.count; ++i) {
        const Group &g = reading.groups[i];
        const auto index = static_cast<std::int8_t>(i);
        if (g.kind == GroupKind::Pair) {
            int fu = 0;
            PairFuKind kind = PairFuKind::Dragon;
            if (isDragon(g.tile)) {
                fu = 2;
            } else if (g.tile == input.seatWind && g.tile == input.roundWind) {
                fu = input.doubleWindPairFu;
                kind = PairFuKind::DoubleWind;
            } else if (g.tile == input.seatWind) {
                fu = 2;
                kind = PairFuKind::SeatWind;
            } else if (g.tile == input.roundWind) {
                fu = 2;
                kind = PairFuKind::RoundWind;
            }
            if (fu > 0) {
                add(items, FuReason::Pair, fu, g.tile, static_cast<std::uint8_t>(kind), index);
                total += fu;
            }
            continue;
        }
        if (!g.isTripletLike())
            continue;
        // A concealed triplet completed by ron counts as open.
        const bool byRon = g.winning && !input.tsumo && !g.declared;
        const bool concealed = !g.called && !byRon;
        int fu = 2;
        MeldFuKind kind;
        if (g.kind == GroupKind::Quad) {
            fu = concealed ? 16 : 8;
            kind = concealed ? MeldFuKind::ClosedQuad : MeldFuKind::OpenQuad;
        } else {
            fu = concealed ? 4 : 2;
            kind = concealed ? MeldFuKind::ClosedTriplet : MeldFuKind::OpenTriplet;
        }
        if (isTerminalOrHonor(g.tile))
            fu *= 2;
        add(items, FuReason::Meld, fu, g.tile, static_cast<std::uint8_t>(kind), index, byRon);
        total += fu;
    }
    if (reading.wait == WaitKind::Kanchan || reading.wait == WaitKind::Penchan
            || reading.wait == WaitKind::Tanki) {
        const Group &w = reading.groups[static_cast<std::size_t>(reading.winGroup)];
        add(items, FuReason::Wait, 2, w.tile, static_cast<std::uint8_t>(reading.wait),
                reading.winGroup);
        total += 2;
    }
    if (!input.menzen && total == 20) {
        add(items, FuReason::OpenPinfu, 10);
        total = 30;
    }
    return { total, (total + 9) / 10 * 10 };
}

std::string_view fuReasonKey(FuReason reason)
{
    switch (reason) {
    case FuReason::Base: return "base";
    case FuReason::ClosedRon: return "closed_ron";
    case FuReason::Tsumo: return "tsumo";
    case FuReason::Chiitoitsu: return "chiitoitsu";
    case FuReason::OpenPinfu: return "open_pinfu";
    case FuReason::Pair: return "pair";
    case FuReason::Wait: return "wait";
    case FuReason::Meld: return "meld";
    }
    return "?";
}

std::string_view pairFuKindKey(PairFuKind kind)
{
    switch (kind) {
    case PairFuKind::Dragon: return "dragon";
    case PairFuKind::SeatWind: return "seat_wind";
    case PairFuKind::RoundWind: return "round_wind";
    case PairFuKind::DoubleWind: return "double_wind";
    }
    return "?";
}

std::string_view meldFuKindKey(MeldFuKind kind)
{
    switch (kind) {
    case MeldFuKind::OpenTriplet: return "minkou";
    case MeldFuKind::ClosedTriplet: return "ankou";
    case MeldFuKind::OpenQuad: return "minkan";
    case MeldFuKind::ClosedQuad: return "ankan";
    }
    return "?";
}

} // namespace haifu::rules
