#include "insight/pushfold.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace haifu::insight {

namespace {

// The dora shown in a player's melds (red fives included).
int meldDora(const game::TableState &state, int seat)
{
    const bool threePlayer = state.playerCount == 3;
    int count = 0;
    for (const rules::Meld &meld : state.player(seat).melds) {
        for (const rules::Tile &t : meld.tiles) {
            count += t.red ? 1 : 0;
            for (const rules::Tile &indicator : state.doraIndicators)
                count += rules::doraFromIndicator(indicator.kind, threePlayer) == t.kind ? 1 : 0;
        }
    }
    return count;
}

} // namespace

double dealInCost(const game::TableState &state, const Threat &threat)
{
    const double dealer = threat.seat == state.dealer ? 1.5 : 1.0;
    if (threat.kind == ThreatKind::Riichi)
        return kRiichiCost * dealer;
    return (kOpenCost + kDoraCost * meldDora(state, threat.seat)) * dealer;
}

DiscardWeighing weighDiscards(
        const EvTable &table, const HandDanger &danger, const game::TableState &state)
{
    DiscardWeighing out;
    out.threatened = danger.anyThreat();
    std::vector<double> costs;
    double worstCost = 0; // of the threats: what pushing on to tenpai risks
    for (const Threat &threat : danger.threats) {
        costs.push_back(dealInCost(state, threat));
        worstCost = std::max(worstCost, costs.back());
    }
    for (const DiscardEv &row : table.discards) {
        DiscardChoice c;
        c.tile = row.tile;
        c.expectedScore = row.expectedScore;
        c.value = row.expectedScore;
        if (out.threatened) {
            double safe = 1.0; // of dealing in to none of the threats
            double expectedCost = 0;
            const TileDanger *td = danger.find(row.tile.kind);
            for (std::size_t i = 0; td && i < danger.threats.size(); ++i) {
                const TileSafety &s = td->against[i];
                c.worstTier = std::max(c.worstTier, int(s.tier) + 1);
                double p = kRiichiDealInRate[std::size_t(s.tier)];
                if (danger.threats[i].kind == ThreatKind::OpenHand)
                    p *= kOpenThreatShare;
                expectedCost += safe * p * costs[i];
                safe *= 1.0 - p;
            }
            c.dealIn = 1.0 - safe;
            c.fold = c.dealIn == 0.0;
            // Pushing on to tenpai: the discards still to make, each a risk of its own.
            const double push = c.fold || row.shanten <= 0
                    ? 0.0
                    : worstCost * (1.0 - std::pow(1.0 - kPushRate, row.shanten));
            c.risk = expectedCost + push;
            c.value = safe * row.expectedScore - expectedCost - push;
        }
        out.choices.push_back(c);
    }
    // Best value first; ties as the expected value ordered them (stable).
    std::stable_sort(out.choices.begin(), out.choices.end(),
            [](const DiscardChoice &a, const DiscardChoice &b) { return a.value > b.value; });
    out.folds = out.threatened && !out.choices.empty() && out.choices.front().fold
            && out.choices.front().expectedScore < out.bestExpected().expectedScore;
    return out;
}

const DiscardChoice &DiscardWeighing::bestExpected() const
{
    return *std::max_element(
            choices.begin(), choices.end(), [](const DiscardChoice &a, const DiscardChoice &b) {
                return a.expectedScore < b.expectedScore;
            });
}

const DiscardChoice &DiscardWeighing::bestValue() const
{
    return *std::max_element(choices.begin(), choices.end(),
            [](const DiscardChoice &a, const DiscardChoice &b) { return a.value < b.value; });
}

} // namespace haifu::insight
