#include "insight/expectedvalue.h"

#include "insight/evengine.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <tuple>

namespace haifu::insight {

using detail::EvEngine;
using detail::EvState;
using detail::Wall;

namespace {

// The distinct discards of a 14-tile hand: one per kind, and a red five apart only when a
// plain five of its kind is held too (plain first).
std::vector<rules::Tile> distinctDiscards(const rules::Hand &hand)
{
    std::vector<rules::Tile> out;
    const rules::TileCounts counts = hand.closedCounts();
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (counts[std::size_t(k)] == 0)
            continue;
        int reds = 0;
        for (const rules::Tile &t : hand.closed)
            reds += t.kind == k && t.red ? 1 : 0;
        if (reds < counts[std::size_t(k)])
            out.push_back(rules::Tile{ rules::TileKind(k), false });
        if (reds > 0)
            out.push_back(rules::Tile{ rules::TileKind(k), true });
    }
    return out;
}

// The 13-tile hand left by discarding `tile`.
EvState afterDiscard(const detail::EvSetup &setup, const rules::Tile &tile)
{
    EvState state;
    state.counts = setup.start;
    state.red = setup.startRed;
    --state.counts[tile.kind];
    if (tile.red)
        --state.red[std::size_t(detail::suitOfFive(tile.kind))];
    return state;
}

void fillExact(const EvEngine &engine, int node, DiscardEv &row)
{
    const int turns = engine.setup().turns;
    row.exact = true;
    row.ukeire = engine.ukeire(node);
    row.tenpaiProbability = engine.tenpai(node, turns);
    row.winProbability = engine.win(node, turns);
    row.expectedScore = engine.ev(node, turns);
    const double gain = engine.gain(node, turns);
    row.averageWinValue = row.winProbability > 0 ? gain / row.winProbability : 0.0;
    row.riichi = row.shanten == 0 && engine.riichi(node);
    if (row.shanten == 0 && engine.mayRiichi(node)) {
        row.riichiOption = true;
        row.damaScore = engine.evDama(node);
        row.riichiScore = engine.evRiichi(node);
    }
    for (int t = 1; t <= turns; ++t)
        row.winByTurn.push_back(engine.win(node, t));
}

// One draw of the model's wall with `left` draws left, as the exact programme takes it: a kind
// that lowers the shanten (after[kind] < shanten) with its copies over the tiles the draw comes
// from; {-1, false} for a tile that is thrown. Returns the kind and whether it is a red five.
std::pair<int, bool> drawTile(const EvEngine &engine, const EvState &state, const Wall &after,
        int shanten, int left, std::mt19937_64 &rng)
{
    Wall pool{};
    std::array<int, 3> redPool{};
    engine.wall(state, pool, redPool);
    int effective = 0;
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (after[std::size_t(k)] < shanten)
            effective += pool[std::size_t(k)];
    }
    const double from = engine.drawFrom(left, effective);
    double pick = std::uniform_real_distribution<double>(0.0, from)(rng);
    for (int kind = 0; kind < rules::kKindCount; ++kind) {
        const auto k = std::size_t(kind);
        if (after[k] >= shanten || pool[k] == 0)
            continue;
        if (pick < pool[k]) {
            const int suit = detail::suitOfFive(kind);
            const bool red = suit >= 0 && pick < redPool[std::size_t(suit)];
            return { kind, red };
        }
        pick -= pool[k];
    }
    return { -1, false };
}

// The Ukeire policy's discard after an effective draw: the lowered shanten, then the most tiles
// accepted, ties by the lowest kind.
EvState ukeireDiscard(EvEngine &engine, const EvState &drawn, int drawnKind, int target)
{
    EvState best = drawn;
    int bestUkeire = -1;
    Wall discards{};
    engine.shantenAfterDiscards(drawn.counts, discards);
    for (int d = 0; d < rules::kKindCount; ++d) {
        if (d == drawnKind || discards[std::size_t(d)] != target)
            continue;
        EvState child = drawn;
        detail::removeTile(child, d);
        const int ukeire = engine.ukeireOf(child);
        if (ukeire > bestUkeire) {
            bestUkeire = ukeire;
            best = child;
        }
    }
    return best;
}

struct SampleSums
{
    double ev = 0, ev2 = 0, win = 0, tenpai = 0, gain = 0;
    std::vector<double> curve;
};

// One run: the Ukeire policy until 1-shanten, then the exact node's values for the rest.
void sampleOnce(EvEngine &engine, EvState state, std::mt19937_64 &rng, SampleSums &sums)
{
    const int turns = engine.setup().turns;
    Wall after{};
    int sh = engine.shantenAfterDraws(state.counts, after);
    if (engine.setup().inRiichi && sh > 0)
        return; // a hand in riichi cannot change
    for (int used = 0; used <= turns; ++used) {
        if (sh <= 1) {
            const int node = engine.solve(state, false);
            const int left = turns - used;
            const double ev = engine.ev(node, left);
            sums.ev += ev;
            sums.ev2 += ev * ev;
            sums.win += engine.win(node, left);
            sums.tenpai += engine.tenpai(node, left);
            sums.gain += engine.gain(node, left);
            for (int t = used + 1; t <= turns; ++t)
                sums.curve[std::size_t(t - 1)] += engine.win(node, t - used);
            return;
        }
        if (used == turns)
            return;
        const auto [kind, red] = drawTile(engine, state, after, sh, turns - used, rng);
        if (kind < 0)
            continue;
        EvState drawn = state;
        detail::addTile(drawn, kind, red);
        state = ukeireDiscard(engine, drawn, kind, sh - 1);
        sh = engine.shantenAfterDraws(state.counts, after);
    }
}

void fillSampled(
        EvEngine &engine, const EvState &state, const EvOptions &options, int index, DiscardEv &row)
{
    const int turns = engine.setup().turns;
    const int runs = std::max(1, options.samples);
    std::mt19937_64 rng(options.seed * 0x9E3779B97F4A7C15ull + std::uint64_t(index));
    SampleSums sums;
    sums.curve.assign(std::size_t(turns), 0.0);
    for (int r = 0; r < runs; ++r)
        sampleOnce(engine, state, rng, sums);
    const double n = runs;
    row.exact = false;
    row.samples = runs;
    row.ukeire = engine.ukeireOf(state);
    row.expectedScore = sums.ev / n;
    const double variance = std::max(0.0, sums.ev2 / n - row.expectedScore * row.expectedScore);
    row.standardError = std::sqrt(variance / n);
    row.winProbability = sums.win / n;
    row.tenpaiProbability = sums.tenpai / n;
    row.averageWinValue = sums.win > 0 ? sums.gain / sums.win : 0.0;
    for (double c : sums.curve)
        row.winByTurn.push_back(c / n);
}

bool rowBefore(const DiscardEv &a, const DiscardEv &b)
{
    const auto key = [](const DiscardEv &r) {
        return std::tuple(-r.expectedScore, -r.winProbability, -r.tenpaiProbability, -r.ukeire,
                r.tile.kind, r.tile.red);
    };
    return key(a) < key(b);
}

std::optional<Error> checkInput(const EvInput &input, int turns)
{
    if (auto error = rules::checkHandTiles(input.hand, &input.unseen, "unseen"))
        return error;
    if (input.hand.closed.size() % 3 != 2)
        return Error::of(
                ErrorCode::DiscardsNeedHandAfterDraw, { std::to_string(input.hand.closed.size()) })
                .at(ErrorCode::AtField, { "closed" });
    if (turns < 0)
        return Error::of(ErrorCode::OutOfRange, { "turns" });
    return std::nullopt;
}

} // namespace

Result<EvTable> expectedValues(const EvInput &input, const EvOptions &options)
{
    const int turns = options.turns >= 0 ? options.turns : input.drawsLeft;
    if (auto error = checkInput(input, turns))
        return std::move(*error);
    EvEngine engine(detail::makeSetup(input, options, turns));
    EvTable table;
    table.turns = turns;
    int index = 0;
    for (const rules::Tile &tile : distinctDiscards(input.hand)) {
        DiscardEv row;
        row.tile = tile;
        EvState state = afterDiscard(engine.setup(), tile);
        row.shanten = engine.shanten(state.counts);
        state.changed = row.shanten > options.exchangeRows; // solved without hand changes
        const int node = row.shanten <= options.maxExactShanten ? engine.solve(state, true) : -1;
        if (node >= 0)
            fillExact(engine, node, row);
        else
            fillSampled(engine, state, options, index, row);
        table.discards.push_back(std::move(row));
        ++index;
    }
    std::sort(table.discards.begin(), table.discards.end(), rowBefore);
    table.nodes = engine.nodeCount();
    return table;
}

namespace {

// Takes the tiles of `tiles` out of the unseen counts.
void markSeen(const std::vector<rules::Tile> &tiles, EvInput &input)
{
    for (const rules::Tile &t : tiles) {
        auto &count = input.unseen[t.kind];
        count = count > 0 ? std::uint8_t(count - 1) : std::uint8_t(0);
        const int suit = detail::suitOfFive(t.kind);
        if (t.red && suit >= 0)
            input.unseenRed[std::size_t(suit)] =
                    std::max(0, input.unseenRed[std::size_t(suit)] - 1);
    }
}

} // namespace

Result<EvInput> evInputFromState(
        const game::TableState &state, int seat, const rules::Ruleset &rules)
{
    if (seat < 0 || seat >= state.playerCount)
        return Error::of(ErrorCode::SeatOutOfRange, { std::to_string(seat) });
    const game::PlayerState &me = state.player(seat);
    const std::size_t size = me.closed.size() + 3 * me.melds.size();
    if (size != 14)
        return Error::of(ErrorCode::DiscardsNeedHandAfterDraw, { std::to_string(size) })
                .at(ErrorCode::AtField, { "closed" });
    return viewFromState(state, seat, rules);
}

EvInput viewFromState(const game::TableState &state, int seat, const rules::Ruleset &rules)
{
    const game::PlayerState &me = state.player(seat);
    EvInput input;
    input.hand = me.hand();
    for (int k = 0; k < rules::kKindCount; ++k) {
        const bool absent = state.playerCount == 3 && k >= 1 && k <= 7; // 2m..8m in sanma
        input.unseen[std::size_t(k)] = absent ? 0 : 4;
    }
    if (rules.redFives > 0)
        input.unseenRed = { 1, rules.redFives == 4 ? 2 : 1, 1 };
    markSeen(me.closed, input);
    for (int p = 0; p < state.playerCount; ++p) {
        const game::PlayerState &player = state.player(p);
        for (const rules::Meld &meld : player.melds)
            markSeen(meld.tiles, input);
        for (const game::RiverTile &r : player.river) {
            if (!r.calledAway())
                markSeen({ r.tile }, input);
        }
        markSeen(player.northBonus, input);
    }
    markSeen(state.doraIndicators, input);
    input.seatWind = state.seatWind(seat);
    input.roundWind = state.roundWind();
    input.doraIndicators = state.doraIndicators;
    input.ruleset = rules;
    input.riichi = me.inRiichi();
    input.drawsLeft = state.liveWall / std::max(1, state.playerCount);
    return input;
}

rules::TileCounts seenOutsideHand(const EvInput &input)
{
    rules::TileCounts seen{};
    const rules::TileCounts own = input.hand.allCounts();
    for (int k = 0; k < rules::kKindCount; ++k)
        seen[k] = static_cast<std::uint8_t>(std::max(0, 4 - int(input.unseen[k]) - own[k]));
    return seen;
}

} // namespace haifu::insight
