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
int bestAcceptanceAt(
        const Position &p, TileCounts closed, TileCounts visible, int shanten)
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

std::vector<AdviceFeatures> adviceFeatures(
        const EvInput &input, const EvTable &table, const DiscardWeighing *weighing)
{
    const Position p = positionOf(input);
    int handShanten = 8;
    for (const DiscardEv &row : table.discards)
        handShanten = std::min(handShanten, row.shanten);
    std::vector<AdviceFeatures> out;
    out.reserve(table.discards.size());
    for (const DiscardEv &row : table.discards) {
        AdviceFeatures f{};
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
        f[FeatureWin] = row.winProbability;
        f[FeatureExpected] = row.expectedScore / 1000.0;
        f[FeatureEarlyHonour] = honour ? p.earliness : 0;
        f[FeatureEarlyTerminal] = n == 1 || n == 9 ? p.earliness : 0;
        out.push_back(f);
    }
    return out;
}

std::vector<double> advicePreferences(std::span<const AdviceFeatures> features)
{
    std::vector<double> scores;
    scores.reserve(features.size());
    for (const AdviceFeatures &f : features) {
        double s = 0;
        for (int i = 0; i < kAdviceFeatureCount; ++i)
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

DiscardWeighing adviseDiscards(const EvInput &input, const EvTable &table,
        const HandDanger &danger, const game::TableState &state)
{
    DiscardWeighing w = weighDiscards(table, danger, state);
    const std::vector<AdviceFeatures> features = adviceFeatures(input, table, &w);
    const std::vector<double> preferences = advicePreferences(features);
    for (std::size_t i = 0; i < table.discards.size(); ++i) {
        for (DiscardChoice &c : w.choices) {
            if (c.tile == table.discards[i].tile)
                c.preference = preferences[i];
        }
    }
    std::stable_sort(w.choices.begin(), w.choices.end(),
            [](const DiscardChoice &a, const DiscardChoice &b) {
                return a.preference > b.preference;
            });
    w.folds = w.threatened && !w.choices.empty() && w.choices.front().fold
            && w.choices.front().expectedScore < w.bestExpected().expectedScore;
    return w;
}

// clang-format off
const std::array<double, kAdviceFeatureCount> kAdviceWeights{
    -3.0, 1.4, 1.0, 0.0, 0.0, -1.6, -2.5, 1.2, 0.0, 0.5, 0.1, 1.5, -1.4, -0.3, 0.0, -0.3,
    0.0, 0.0, 0.0, -3.5, -6.3, 0.5, 0.0, 0.0, 0.0, 4.0, 2.0,
};
// clang-format on

} // namespace haifu::insight
