#include "insight/advice.h"

#include "rules/efficiency.h"

#include <algorithm>
#include <cmath>

namespace haifu::insight {

namespace {

using rules::TileCounts;
using rules::TileKind;

// What every row shares: the hand, what is seen, the dora.
struct Position
{
    TileCounts closed{}; // 14 concealed tiles (3n+2)
    TileCounts meldTiles{};
    int meldCount = 0;
    TileCounts visible{}; // seen outside the own hand and melds
    std::array<int, rules::kKindCount> dora{}; // dora per kind
    rules::TileKind seatWind = rules::kinds::East;
    rules::TileKind roundWind = rules::kinds::East;
    double earliness = 0; // share of 18 own draws still to come
};

Position positionOf(const EvInput &input)
{
    Position p;
    p.closed = input.hand.closedCounts();
    for (const rules::Meld &meld : input.hand.melds) {
        for (const rules::Tile &t : meld.tiles)
            ++p.meldTiles[t.kind];
    }
    p.meldCount = static_cast<int>(input.hand.melds.size());
    const TileCounts all = input.hand.allCounts();
    for (int k = 0; k < rules::kKindCount; ++k)
        p.visible[k] = static_cast<std::uint8_t>(std::max(0, 4 - int(input.unseen[k]) - all[k]));
    const bool threePlayer = input.ruleset.players == 3;
    for (const rules::Tile &indicator : input.doraIndicators)
        ++p.dora[rules::doraFromIndicator(indicator.kind, threePlayer)];
    p.seatWind = input.seatWind;
    p.roundWind = input.roundWind;
    p.earliness = std::clamp(input.drawsLeft / 18.0, 0.0, 1.0);
    return p;
}

rules::Ukeire acceptanceOf(const Position &p, const TileCounts &closed, const TileCounts &visible)
{
    return rules::ukeireOf(closed, p.meldTiles, p.meldCount, visible);
}

// The best acceptance of `closed` (3n+2 tiles) after one discard that leaves `shanten`; -1 when
// no discard does.
int bestAcceptanceAt(const Position &p, TileCounts closed, TileCounts visible, int shanten)
{
    int best = -1;
    for (int d = 0; d < rules::kKindCount; ++d) {
        if (closed[d] == 0)
            continue;
        --closed[d];
        ++visible[d];
        const rules::Ukeire u = acceptanceOf(p, closed, visible);
        if (u.shanten == shanten)
            best = std::max(best, u.total);
        ++closed[d];
        --visible[d];
    }
    return best;
}

// Acceptance two draws on and the exchanges, for the 13 tiles `closed` left by a discard.
struct Prospects
{
    rules::Ukeire now;
    double twoStep = 0;
    double exchanges = 0;
};

Prospects prospectsOf(const Position &p, TileCounts closed, const TileCounts &visible)
{
    Prospects out;
    out.now = acceptanceOf(p, closed, visible);
    std::array<bool, rules::kKindCount> lowers{};
    for (const rules::UkeireTile &t : out.now.tiles)
        lowers[t.kind] = true;
    for (int k = 0; k < rules::kKindCount; ++k) {
        const int remaining = 4 - closed[k] - p.meldTiles[k] - visible[k];
        if (remaining <= 0)
            continue;
        ++closed[k];
        if (lowers[k]) {
            if (out.now.shanten > 0) {
                const int after = bestAcceptanceAt(p, closed, visible, out.now.shanten - 1);
                out.twoStep += remaining * std::max(0, after);
            }
        } else {
            const int after = bestAcceptanceAt(p, closed, visible, out.now.shanten);
            out.exchanges += remaining * std::max(0, after - out.now.total);
        }
        --closed[k];
    }
    return out;
}

bool isLone(const TileCounts &closed, TileKind kind)
{
    if (closed[kind] != 1)
        return false;
    if (rules::isHonor(kind))
        return true;
    const int n = rules::numberOf(kind);
    for (int d = -2; d <= 2; ++d) {
        if (d != 0 && n + d >= 1 && n + d <= 9 && closed[kind + d] > 0)
            return false;
    }
    return true;
}

// 1 when the hand holds the kind `offset` away from number tile `kind` in its suit.
int heldAt(const TileCounts &closed, TileKind kind, int offset)
{
    const int n = rules::numberOf(kind) + offset;
    return n >= 1 && n <= 9 && closed[kind + offset] > 0 ? 1 : 0;
}

bool nextToDora(const Position &p, TileKind kind)
{
    if (rules::isHonor(kind))
        return false;
    const int n = rules::numberOf(kind);
    return (n > 1 && p.dora[kind - 1] > 0) || (n < 9 && p.dora[kind + 1] > 0);
}

} // namespace

std::vector<AdviceFeatures> adviceFeatures(const EvInput &input, const EvTable &table,
        const DiscardWeighing *weighing, const game::TableState *state)
{
    const Position p = positionOf(input);
    int handShanten = 8;
    for (const DiscardEv &row : table.discards)
        handShanten = std::min(handShanten, row.shanten);
    std::vector<AdviceFeatures> out;
    out.reserve(table.discards.size());
    const bool threatened = weighing && weighing->threatened;
    for (const DiscardEv &row : table.discards) {
        std::array<double, kAdviceFeatureCount> f{};
        const TileKind kind = row.tile.kind;
        TileCounts closed = p.closed;
        TileCounts visible = p.visible;
        --closed[kind];
        ++visible[kind];
        const Prospects pr = prospectsOf(p, closed, visible);
        const int back = pr.now.shanten - handShanten;
        f[FeatureShantenBack] = back >= 1 ? 1 : 0;
        if (back == 0) {
            f[FeatureAcceptance] = std::log1p(pr.now.total);
            f[FeatureTwoStep] = std::log1p(pr.twoStep);
            f[FeatureExchanges] = std::log1p(pr.exchanges);
        } else {
            f[FeatureAcceptanceBack] = std::log1p(pr.now.total);
        }

        const bool honour = rules::isHonor(kind);
        const bool valueHonour = rules::isDragon(kind) || kind == p.seatWind || kind == p.roundWind;
        f[FeatureGuestWind] = honour && !valueHonour ? 1 : 0;
        f[FeatureValueHonour] = valueHonour ? 1 : 0;
        f[FeatureHonourGone] = honour ? p.visible[kind] / 3.0 : 0;
        const int n = honour ? 0 : rules::numberOf(kind);
        f[FeatureTerminal] = n == 1 || n == 9 ? 1 : 0;
        f[FeatureTwoEight] = n == 2 || n == 8 ? 1 : 0;
        f[FeatureThreeSeven] = n == 3 || n == 7 ? 1 : 0;
        f[FeatureLone] = isLone(p.closed, kind) ? 1 : 0;
        f[FeatureDora] = p.dora[kind] + (row.tile.red ? 1 : 0);
        f[FeatureNextToDora] = nextToDora(p, kind) ? 1 : 0;
        f[FeaturePair] = p.closed[kind] == 2 ? 1 : 0;
        f[FeatureTriplet] = p.closed[kind] >= 3 ? 1 : 0;
        if (!honour) {
            f[FeatureNeighbours] = heldAt(p.closed, kind, -1) + heldAt(p.closed, kind, 1);
            f[FeatureGaps] = heldAt(p.closed, kind, -2) + heldAt(p.closed, kind, 2);
            const int first = kind - (n - 1);
            int inSuit = 0;
            for (int k = first; k < first + 9; ++k)
                inSuit += p.closed[k];
            f[FeatureSuitShare] = inSuit / 14.0;
        }

        if (weighing && weighing->threatened) {
            const auto choice = std::find_if(weighing->choices.begin(), weighing->choices.end(),
                    [&](const DiscardChoice &c) { return c.tile == row.tile; });
            if (choice != weighing->choices.end()) {
                f[FeatureDealIn] = choice->dealIn;
                f[FeatureDealInFar] = choice->dealIn * (handShanten + 1);
                f[FeatureSafeWhenThreatened] = choice->dealIn == 0.0 ? 1 : 0;
                f[FeatureSafeFar] = f[FeatureSafeWhenThreatened] * handShanten;
            }
        }
        f[FeatureEarlyHonour] = honour ? p.earliness : 0;
        f[FeatureEarlyTerminal] = n == 1 || n == 9 ? p.earliness : 0;
        if (state) {
            const int seat = state->turn;
            f[FeatureJustDiscarded] = state->lastDiscarder >= 0 && state->lastDiscarder != seat
                            && state->lastDiscard.kind == kind
                    ? 1
                    : 0;
            int rivers = 0;
            for (int other = 0; other < state->playerCount; ++other) {
                const auto &river = state->player(other).river;
                rivers += other != seat
                                && std::any_of(river.begin(), river.end(),
                                        [&](const game::RiverTile &t) {
                                            return t.tile.kind == kind;
                                        })
                        ? 1
                        : 0;
            }
            f[FeatureInOtherRivers] = rivers / double(std::max(1, state->playerCount - 1));
        }
        AdviceFeatures laid{};
        const bool holds[kAdviceSituationCount] = { true, handShanten >= 2, handShanten == 0,
            threatened };
        for (int situation = 0; situation < kAdviceSituationCount; ++situation) {
            if (holds[situation]) {
                std::copy(f.begin(), f.end(),
                        laid.begin() + std::ptrdiff_t(situation) * kAdviceFeatureCount);
            }
        }
        out.push_back(laid);
    }
    return out;
}

std::vector<double> advicePreferences(std::span<const AdviceFeatures> features)
{
    std::vector<double> scores;
    scores.reserve(features.size());
    for (const AdviceFeatures &f : features) {
        double s = 0;
        for (int i = 0; i < kAdviceWeightCount; ++i)
            s += kAdviceWeights[std::size_t(i)] * f[std::size_t(i)];
        scores.push_back(s);
    }
    if (scores.empty())
        return scores;
    const double top = *std::max_element(scores.begin(), scores.end());
    double sum = 0;
    for (double &s : scores) {
        s = std::exp(s - top);
        sum += s;
    }
    for (double &s : scores)
        s /= sum;
    return scores;
}

DiscardWeighing adviseDiscards(const EvInput &input, const EvTable &table, const HandDanger &danger,
        const game::TableState &state)
{
    DiscardWeighing w = weighDiscards(table, danger, state);
    const std::vector<AdviceFeatures> features = adviceFeatures(input, table, &w, &state);
    const std::vector<double> preferences = advicePreferences(features);
    for (std::size_t i = 0; i < table.discards.size(); ++i) {
        for (DiscardChoice &c : w.choices) {
            if (c.tile == table.discards[i].tile)
                c.preference = preferences[i];
        }
    }
    std::stable_sort(
            w.choices.begin(), w.choices.end(), [](const DiscardChoice &a, const DiscardChoice &b) {
                return a.preference > b.preference;
            });
    w.folds = w.threatened && !w.choices.empty() && w.choices.front().fold
            && w.choices.front().expectedScore < w.bestExpected().expectedScore;
    return w;
}

// clang-format off
const std::array<double, kAdviceWeightCount> kAdviceWeights{
    // any
    -1.1847, 0.7883, 0.9329, 1.0187, -0.1574, -0.9009, -1.3940, 1.2048,
    0.5198, 0.5632, 0.1304, 0.9521, -1.5663, -0.4526, -0.0819, -0.1512,
    -0.5078, -0.0094, -1.0152, -1.6760, -2.8289, 0.2789, -0.0687, 1.5107,
    0.9142, -0.1002, 0.3188,
    // far
    0.0986, -1.4665, -0.2164, 0.2609, -0.0614, -0.6436, -1.2552, 0.3049,
    -0.1630, 0.1064, 0.0347, 0.3952, -0.0896, -0.0545, -0.0041, -0.3533,
    0.1978, 0.0230, -0.5479, -0.4544, -0.5981, 0.1726, -0.0406, 2.3267,
    0.9336, 0.3618, -0.3818,
    // tenpai
    -1.3172, 1.4379, -0.2128, 0.0000, 0.1538, 0.3157, 0.0801, 1.0243,
    -0.0803, -0.0896, -0.0602, -0.4162, 0.1610, 0.2440, 0.0873, -0.3938,
    -0.0211, -0.0852, -0.6692, -0.2123, -0.2123, 0.1344, 0.0000, -1.0064,
    -0.2240, 0.2740, -0.1322,
    // threatened
    -0.1033, -0.2946, -0.2470, -0.1935, 0.0070, 0.0842, 0.7933, -0.8220,
    -0.4212, -0.3483, -0.1665, -0.5359, 0.3423, 0.3673, 0.0945, -0.1321,
    0.0374, -0.1564, 0.3208, -1.6760, -2.8289, 0.2789, -0.0687, -1.4897,
    -0.3759, 0.2174, 0.3830,
};
// clang-format on

} // namespace haifu::insight
