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
    int outside = 0; // terminals and honours among the concealed tiles
    bool open = false; // some meld is open
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
    p.open = !input.hand.isClosed();
    p.visible = seenOutsideHand(input);
    const bool threePlayer = input.ruleset.players == 3;
    for (const rules::Tile &indicator : input.doraIndicators)
        ++p.dora[rules::doraFromIndicator(indicator.kind, threePlayer)];
    p.seatWind = input.seatWind;
    p.roundWind = input.roundWind;
    p.earliness = std::clamp(input.drawsLeft / 18.0, 0.0, 1.0);
    for (int k = 0; k < rules::kKindCount; ++k)
        p.outside += rules::isTerminalOrHonor(TileKind(k)) ? p.closed[k] : 0;
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

namespace {

using BaseFeatures = std::array<double, kAdviceFeatureCount>;

// The shape the discard leaves: shanten, acceptance, pairs, the yaku it leans toward.
void shapeFeatures(BaseFeatures &f, const Position &p, const TileCounts &closed,
        const Prospects &pr, int handShanten)
{
    const int back = pr.now.shanten - handShanten;
    f[FeatureShantenBack] = back >= 1 ? 1 : 0;
    if (back == 0) {
        f[FeatureAcceptance] = std::log1p(pr.now.total);
        f[FeatureTwoStep] = std::log1p(pr.twoStep);
        f[FeatureExchanges] = std::log1p(pr.exchanges);
    } else {
        f[FeatureAcceptanceBack] = std::log1p(pr.now.total);
    }
    TileCounts all = closed;
    for (int k = 0; k < rules::kKindCount; ++k)
        all[k] = static_cast<std::uint8_t>(all[k] + p.meldTiles[k]);
    const YakuLeaning lean = yakuLeaningOf(all, p.seatWind, p.roundWind);
    f[FeatureAllSimplesLeft] = lean.allSimples ? 1 : 0;
    f[FeatureOpenNoYaku] = p.open && !lean.any() ? 1 : 0;
    int pairs = 0;
    for (int k = 0; k < rules::kKindCount; ++k)
        pairs += closed[k] >= 2 ? 1 : 0;
    f[FeaturePairsLeft] = std::min(pairs, 3);
}

// What the tile is, in the hand and on the table.
void tileFeatures(BaseFeatures &f, const Position &p, const rules::Tile &tile)
{
    const TileKind kind = tile.kind;
    const bool honour = rules::isHonor(kind);
    const bool valueHonour = rules::isValueHonour(kind, p.seatWind, p.roundWind);
    f[FeatureGuestWind] = honour && !valueHonour ? 1 : 0;
    f[FeatureValueHonour] = valueHonour ? 1 : 0;
    f[FeatureHonourGone] = honour ? p.visible[kind] / 3.0 : 0;
    const int n = honour ? 0 : rules::numberOf(kind);
    f[FeatureTerminal] = n == 1 || n == 9 ? 1 : 0;
    f[FeatureTwoEight] = n == 2 || n == 8 ? 1 : 0;
    f[FeatureThreeSeven] = n == 3 || n == 7 ? 1 : 0;
    f[FeatureLone] = isLone(p.closed, kind) ? 1 : 0;
    f[FeatureDora] = p.dora[kind] + (tile.red ? 1 : 0);
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
    f[FeatureEarlyHonour] = honour ? p.earliness : 0;
    f[FeatureEarlyTerminal] = n == 1 || n == 9 ? p.earliness : 0;
    if (honour) {
        int kinds = 0;
        for (int k = rules::kinds::East; k <= rules::kinds::Red; ++k)
            kinds += k != kind && p.closed[k] > 0 ? 1 : 0;
        f[FeatureOtherHonours] = kinds;
        f[FeatureLateGoneHonour] = p.visible[kind] / 3.0 * (1.0 - p.earliness);
    }
    f[FeatureFewOutside] = rules::isTerminalOrHonor(kind) && p.outside <= 3 ? 1 : 0;
    f[FeatureDragon] = rules::isDragon(kind) ? 1 : 0;
    f[FeatureValuePair] = valueHonour && p.closed[kind] >= 2 ? 1 : 0;
}

bool inRiver(const std::vector<game::RiverTile> &river, TileKind kind)
{
    return std::any_of(river.begin(), river.end(),
            [&](const game::RiverTile &t) { return t.tile.kind == kind; });
}

// What the table says: the rivers, the last discard, the tile just drawn.
void tableFeatures(
        BaseFeatures &f, const game::TableState &state, TileKind kind, const rules::Ukeire &now)
{
    const int seat = state.turn;
    f[FeatureJustDiscarded] = state.lastDiscarder >= 0 && state.lastDiscarder != seat
                    && state.lastDiscard.kind == kind
            ? 1
            : 0;
    int rivers = 0;
    for (int other = 0; other < state.playerCount; ++other)
        rivers += other != seat && inRiver(state.player(other).river, kind) ? 1 : 0;
    f[FeatureInOtherRivers] = rivers / double(std::max(1, state.playerCount - 1));
    const auto &own = state.player(seat).river;
    if (!own.empty()) {
        const TileKind previous = own.back().tile.kind;
        const bool sameSuit = !rules::isHonor(kind) && !rules::isHonor(previous)
                && previous / 9 == kind / 9 && std::abs(int(previous) - int(kind)) <= 2;
        f[FeatureFollowsOwnDiscard] = previous == kind || sameSuit ? 1 : 0;
    }
    const auto &drawn = state.player(seat).drawn;
    f[FeatureJustDrawn] = drawn && drawn->kind == kind ? 1 : 0;
    if (now.shanten == 0) {
        f[FeatureFuritenWait] =
                std::any_of(now.tiles.begin(), now.tiles.end(),
                        [&](const rules::UkeireTile &w) { return inRiver(own, w.kind); })
                ? 1
                : 0;
    }
}

// The hand's shanten: the lowest its discards leave.
int handShantenOf(const EvTable &table)
{
    int shanten = 8;
    for (const DiscardEv &row : table.discards)
        shanten = std::min(shanten, row.shanten);
    return shanten;
}

// A discard's features laid out by situation (advice.h): a copy in each block whose situation
// holds, zeros elsewhere.
template <std::size_t N>
std::array<double, N * kAdviceSituationCount> laidOut(
        const std::array<double, N> &f, int handShanten, bool threatened)
{
    const bool holds[kAdviceSituationCount] = { true, handShanten >= 2, handShanten == 0,
        threatened };
    std::array<double, N * kAdviceSituationCount> laid{};
    for (int situation = 0; situation < kAdviceSituationCount; ++situation) {
        if (holds[situation])
            std::copy(f.begin(), f.end(), laid.begin() + std::ptrdiff_t(situation * N));
    }
    return laid;
}

} // namespace

std::vector<AdviceFeatures> adviceFeatures(const EvInput &input, const EvTable &table,
        const DiscardWeighing *weighing, const game::TableState *state)
{
    const Position p = positionOf(input);
    const int handShanten = handShantenOf(table);
    const bool threatened = weighing && weighing->threatened;
    std::vector<AdviceFeatures> out;
    out.reserve(table.discards.size());
    for (const DiscardEv &row : table.discards) {
        BaseFeatures f{};
        TileCounts closed = p.closed;
        TileCounts visible = p.visible;
        --closed[row.tile.kind];
        ++visible[row.tile.kind];
        const Prospects pr = prospectsOf(p, closed, visible);
        shapeFeatures(f, p, closed, pr, handShanten);
        tileFeatures(f, p, row.tile);
        if (threatened) {
            const auto choice = std::find_if(weighing->choices.begin(), weighing->choices.end(),
                    [&](const DiscardChoice &c) { return c.tile == row.tile; });
            if (choice != weighing->choices.end()) {
                f[FeatureDealIn] = choice->dealIn;
                f[FeatureDealInFar] = choice->dealIn * (handShanten + 1);
                f[FeatureSafeWhenThreatened] = choice->dealIn == 0.0 ? 1 : 0;
                f[FeatureSafeFar] = f[FeatureSafeWhenThreatened] * handShanten;
            }
        }
        if (state) {
            tableFeatures(f, *state, row.tile.kind, pr.now);
            f[FeatureDrawnLone] = f[FeatureJustDrawn] * f[FeatureLone];
        }
        out.push_back(laidOut(f, handShanten, threatened));
    }
    return out;
}

bool hasExpectedValues(const EvTable &table)
{
    return table.turns > 0 && !table.discards.empty();
}

std::vector<AdviceEvFeatures> adviceEvFeatures(const EvTable &table, bool threatened)
{
    const int handShanten = handShantenOf(table);
    double best = -1e300, bestWin = 0, bestTenpai = 0;
    for (const DiscardEv &row : table.discards) {
        best = std::max(best, row.expectedScore);
        bestWin = std::max(bestWin, row.winProbability);
        bestTenpai = std::max(bestTenpai, row.tenpaiProbability);
    }
    std::vector<AdviceEvFeatures> out;
    out.reserve(table.discards.size());
    for (const DiscardEv &row : table.discards) {
        std::array<double, kAdviceEvFeatureCount> f{};
        f[EvFeatureLoss] = (row.expectedScore - best) / 1000.0;
        f[EvFeatureLogRatio] =
                std::log((std::max(row.expectedScore, 0.0) + 200) / (std::max(best, 0.0) + 200));
        f[EvFeatureWinGap] = row.winProbability - bestWin;
        f[EvFeatureTenpaiGap] = row.tenpaiProbability - bestTenpai;
        f[EvFeatureBest] = row.expectedScore == best ? 1 : 0;
        out.push_back(laidOut(f, handShanten, threatened));
    }
    return out;
}

std::vector<double> advicePreferences(
        std::span<const AdviceFeatures> features, std::span<const AdviceEvFeatures> ev)
{
    const bool withEv = !ev.empty() && ev.size() == features.size();
    const double *weights = withEv ? kAdviceWeightsWithEv.data() : kAdviceWeights.data();
    std::vector<double> scores;
    scores.reserve(features.size());
    for (std::size_t r = 0; r < features.size(); ++r) {
        double s = 0;
        for (int i = 0; i < kAdviceWeightCount; ++i)
            s += weights[i] * features[r][std::size_t(i)];
        if (withEv) {
            for (int i = 0; i < kAdviceEvWeightCount; ++i)
                s += weights[kAdviceWeightCount + i] * ev[r][std::size_t(i)];
        }
        scores.push_back(s);
    }
    return softmax(std::move(scores));
}

std::vector<double> softmax(std::vector<double> scores)
{
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

YakuLeaning yakuLeaningOf(
        const rules::TileCounts &all, rules::TileKind seatWind, rules::TileKind roundWind)
{
    YakuLeaning out;
    int suit = -1;
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (all[k] == 0)
            continue;
        const TileKind kind = TileKind(k);
        out.allSimples = out.allSimples && !rules::isTerminalOrHonor(kind);
        if (rules::isHonor(kind)) {
            out.valueHonours = out.valueHonours
                    || (rules::isValueHonour(kind, seatWind, roundWind) && all[k] >= 2);
        } else {
            out.oneSuit = out.oneSuit && (suit < 0 || suit == k / 9);
            suit = k / 9;
        }
    }
    return out;
}

DiscardWeighing adviseDiscards(const EvInput &input, const EvTable &table, const HandDanger &danger,
        const game::TableState &state)
{
    DiscardWeighing w = weighDiscards(table, danger, state);
    const std::vector<AdviceFeatures> features = adviceFeatures(input, table, &w, &state);
    const std::vector<double> preferences = hasExpectedValues(table)
            ? advicePreferences(features, adviceEvFeatures(table, w.threatened))
            : advicePreferences(features);
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
    -0.9970, 0.7452, 0.9043, 1.0073, -0.1449, -0.8064, -1.4404, 0.6546,
    0.1136, 0.5779, 0.1187, 0.7309, -1.4816, -0.3286, -0.3338, -0.4073,
    -0.5518, -0.0672, -0.9518, -1.5895, -2.7505, 0.2458, -0.0348, 1.6453,
    1.1002, -0.0268, 0.3561, -0.3973, -0.2544, 0.3949, 0.1097, -0.2782,
    -0.5724, 1.2784, 0.6228, 0.4164, -0.5341, -0.3175, -0.0115,
    // far
    0.1913, -1.2990, -0.1262, 0.2495, -0.0354, -0.3250, -0.8894, 0.9859,
    -0.1197, 0.0841, 0.0037, 0.5607, -0.1387, -0.0969, 0.1716, -0.3785,
    0.1933, 0.0341, -0.3420, -0.4352, -0.6240, 0.0939, -0.0476, 2.3081,
    0.9996, 0.3345, -0.3160, 0.0060, -1.1626, -0.1127, 0.0169, 0.2582,
    0.0000, 0.1517, 0.2860, -0.0842, -0.2667, -0.5789, -0.5033,
    // tenpai
    -1.3557, 1.4002, -0.2621, 0.0000, 0.1546, 0.2606, -0.2269, 0.6219,
    -0.3647, -0.1229, 0.0289, -0.4204, 0.0361, 0.1251, 0.2186, -0.3778,
    -0.0681, -0.0103, -0.5560, -0.1821, -0.1821, 0.1391, 0.0000, -0.9311,
    -0.2542, 0.1249, -0.0333, -0.6845, 0.6087, 0.3208, 0.5963, 0.0948,
    -0.5724, -0.3280, -0.0113, 0.4676, 0.3280, -0.6459, 0.0584,
    // threatened
    0.0356, -0.2823, -0.2895, -0.2322, 0.0246, -0.2591, 0.6222, -1.2108,
    -0.5891, -0.3636, -0.1373, -0.6909, 0.4541, 0.2679, 0.0420, -0.0400,
    0.0690, -0.1131, 0.2724, -1.5895, -2.7505, 0.2458, -0.0348, -1.3774,
    -0.3320, 0.3101, 0.3847, 0.0781, 1.3208, 0.2219, -0.1128, -0.1822,
    -0.0454, -0.1726, 0.0345, -0.2317, 0.4997, -0.1062, 0.2684,
};

const std::array<double, kAdviceWeightCount + kAdviceEvWeightCount> kAdviceWeightsWithEv{
    // any
    0.4964, 0.6046, -0.5858, 0.0150, -0.0865, -0.6916, -1.2269, 0.5046,
    0.1794, 0.5111, 0.0456, 0.6264, -0.9995, -0.1610, 0.0150, -0.2992,
    -0.5309, -0.0803, -0.6215, -1.6045, -2.7799, 0.2639, -0.0427, 1.6666,
    0.8769, -0.0656, 0.3112, -0.3889, -0.0987, 0.3008, 0.1200, 0.0119,
    -0.4101, 1.2544, 0.6116, 0.1561, -0.3212, 0.1056, -0.0512,
    // far
    0.9666, -0.2603, -0.3452, -0.1158, -0.0224, -0.2277, -0.8856, 0.9280,
    -0.0916, 0.0665, 0.0329, 0.4821, -0.1299, -0.1323, 0.2751, -0.1772,
    0.2930, 0.0702, -0.4208, -0.4553, -0.6789, 0.1154, -0.0422, 2.0652,
    0.9721, 0.3848, -0.4020, 0.0522, -1.0278, -0.1547, -0.0023, 0.3760,
    0.0000, 0.1595, 0.2903, -0.0375, -0.1189, -0.7329, -0.4790,
    // tenpai
    -0.8300, 0.2380, 0.0414, 0.0000, 0.1880, 0.2975, -0.0950, 0.6280,
    -0.3093, -0.0137, 0.0541, -0.2287, 0.0948, 0.1397, 0.2306, -0.3755,
    -0.0376, 0.0391, -0.4602, -0.1974, -0.1974, 0.1489, 0.0000, -0.6775,
    -0.1467, 0.0703, 0.0394, -0.9689, 0.6560, 0.3858, 0.3970, 0.1744,
    -0.4101, -0.3045, 0.0422, 0.1242, 0.6252, -0.1340, -0.0046,
    // threatened
    -0.2509, -0.0170, 0.1633, -0.1678, 0.0266, -0.2441, 0.5949, -1.2925,
    -0.5286, -0.3662, -0.1506, -0.5743, 0.3672, 0.2417, -0.0452, 0.0662,
    0.0997, -0.1288, 0.2048, -1.6045, -2.7799, 0.2639, -0.0427, -1.5588,
    -0.5860, 0.3790, 0.3954, 0.0648, 1.4878, 0.2141, -0.0944, -0.2140,
    0.1293, -0.1938, 0.0423, -0.1862, 0.3916, -0.1558, 0.2898,
    // expected values: any, far, tenpai, threatened
    0.4527, 2.1317, 1.6054, -0.0307, 0.4022, 0.5144, 0.6194, 0.9081, -0.3355, -0.0472,
    -0.3496, -0.0483, 0.2519, 0.2387, -0.2458, 0.2465, -0.7916, 0.3587, -0.0595, -0.0449,
};
// clang-format on

} // namespace haifu::insight
