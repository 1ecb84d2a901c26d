#include "insight/discardwhy.h"

#include <algorithm>

namespace haifu::insight {

namespace {

using rules::TileCounts;
using rules::TileKind;

bool isYakuhai(TileKind kind, const EvInput &input)
{
    return rules::isValueHonour(kind, input.seatWind, input.roundWind);
}

int doraValue(const rules::Tile &tile, const std::vector<TileKind> &dora)
{
    int value = tile.red ? 1 : 0;
    for (TileKind d : dora)
        value += d == tile.kind ? 1 : 0;
    return value;
}

// Two-sided shapes of a suit's counts: pairs of adjacent kinds 2-3 … 7-8 (each tile in at most
// one shape, greedily from the low end), the usual way of counting them.
int twoSidedShapes(TileCounts counts)
{
    int shapes = 0;
    for (int suit = 0; suit < 3; ++suit) {
        for (int n = 2; n <= 7; ++n) {
            const auto a = static_cast<std::size_t>(suit * 9 + n - 1);
            while (counts[a] > 0 && counts[a + 1] > 0) {
                --counts[a];
                --counts[a + 1];
                ++shapes;
            }
        }
    }
    return shapes;
}

bool connected(const TileCounts &counts, TileKind kind)
{
    if (rules::isHonor(kind))
        return false;
    const int n = rules::numberOf(kind);
    for (int d = -2; d <= 2; ++d) {
        if (d == 0 || n + d < 1 || n + d > 9)
            continue;
        if (counts[static_cast<std::size_t>(kind + d)] > 0)
            return true;
    }
    return false;
}

std::uint16_t givenUp(const TileCounts &before, const rules::Tile &tile, const EvInput &input,
        const std::vector<TileKind> &dora, bool restSimple)
{
    const auto k = static_cast<std::size_t>(tile.kind);
    std::uint16_t bits = 0;
    if (doraValue(tile, dora) > 0)
        bits |= GivesUpDora;
    if (before[k] >= 2)
        bits |= isYakuhai(tile.kind, input) ? GivesUpYakuhai : GivesUpPair;
    TileCounts after = before;
    --after[k];
    if (twoSidedShapes(after) < twoSidedShapes(before))
        bits |= GivesUpTwoSided;
    if (connected(after, tile.kind))
        bits |= GivesUpConnection;
    else if (before[k] == 1)
        bits |= GivesUpIsolated;
    if (restSimple && rules::isTerminalOrHonor(tile.kind))
        bits |= GivesUpOutsideForTanyao;
    return bits;
}

} // namespace

DiscardFacts discardFacts(const rules::Hand &hand, const rules::Tile &tile, const EvInput &input)
{
    std::vector<TileKind> dora;
    for (const rules::Tile &indicator : input.doraIndicators)
        dora.push_back(rules::doraFromIndicator(indicator.kind, input.ruleset.players == 3));
    const TileCounts before = hand.closedCounts();
    std::vector<rules::Tile> rest = hand.closed;
    const auto it = std::find(rest.begin(), rest.end(), tile);
    if (it != rest.end())
        rest.erase(it);
    const TileCounts after = rules::countKinds(rest);

    DiscardFacts facts;
    bool simples = true;
    bool open = false;
    for (const rules::Tile &t : rest) {
        facts.doraKept += doraValue(t, dora);
        simples = simples && rules::isSimple(t.kind);
    }
    for (const rules::Meld &m : hand.melds) {
        open = open || m.isOpen();
        for (const rules::Tile &t : m.tiles) {
            facts.doraKept += doraValue(t, dora);
            simples = simples && rules::isSimple(t.kind);
        }
        facts.yakuhaiKept = facts.yakuhaiKept || (!m.isSequence() && isYakuhai(m.base(), input));
    }
    for (std::size_t k = 0; k < after.size(); ++k) {
        if (after[k] >= 2) {
            ++facts.pairsKept;
            facts.yakuhaiKept = facts.yakuhaiKept || isYakuhai(static_cast<TileKind>(k), input);
        }
    }
    facts.twoSidedKept = twoSidedShapes(after);
    facts.tanyaoKept = simples && (!open || input.ruleset.openTanyao);
    facts.givesUp = givenUp(before, tile, input, dora, facts.tanyaoKept);
    return facts;
}

} // namespace haifu::insight
