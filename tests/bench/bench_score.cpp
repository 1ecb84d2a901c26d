// Full scoring (validation, every reading, yaku, fu, points, payments) of random winning hands.
//   cmake --build build --target bench_score && ./build/bin/bench_score
// The hands are generated up front: random groups and a pair within the four copies of each
// kind, some of them called (chi, pon, minkan, kakan) or closed kans, a few seven-pairs hands,
// random red fives, winds, tsumo/ron, riichi/ippatsu and one or two dora indicators.
#include "rules/score.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace haifu::rules;

namespace {

struct Sample
{
    Hand hand;
    Situation situation;
};

class Generator
{
public:
    explicit Generator(unsigned seed) : m_rng(seed) { }

    bool make(Sample &out)
    {
        TileCounts used{};
        out = Sample{};
        std::array<bool, 3> redUsed{};
        auto tile = [&](TileKind k) {
            Tile t{ k, false };
            if (k < 27 && numberOf(k) == 5 && !redUsed[k / 9] && chance(0.3)) {
                t.red = true;
                redUsed[k / 9] = true;
            }
            return t;
        };
        auto take = [&](TileKind k, int n) {
            if (used[k] + n > 4)
                return false;
            used[k] = static_cast<std::uint8_t>(used[k] + n);
            return true;
        };
        if (chance(0.05)) { // seven pairs
            std::vector<TileKind> kinds;
            while (kinds.size() < 7) {
                const auto k = static_cast<TileKind>(pick(34));
                if (std::find(kinds.begin(), kinds.end(), k) == kinds.end())
                    kinds.push_back(k);
            }
            for (TileKind k : kinds) {
                take(k, 2);
                out.hand.closed.push_back(tile(k));
                out.hand.closed.push_back(tile(k));
            }
        } else {
            const auto pair = static_cast<TileKind>(pick(34));
            take(pair, 2);
            out.hand.closed.push_back(tile(pair));
            out.hand.closed.push_back(tile(pair));
            for (int g = 0; g < 4; ++g) {
                bool placed = false;
                for (int attempt = 0; attempt < 20 && !placed; ++attempt) {
                    const bool sequence = chance(0.6);
                    if (sequence) {
                        const int suit = pick(3);
                        const auto k = static_cast<TileKind>(suit * 9 + pick(7));
                        if (used[k] >= 4 || used[k + 1] >= 4 || used[k + 2] >= 4)
                            continue;
                        take(k, 1);
                        take(static_cast<TileKind>(k + 1), 1);
                        take(static_cast<TileKind>(k + 2), 1);
                        std::vector<Tile> t = { tile(k), tile(static_cast<TileKind>(k + 1)),
                            tile(static_cast<TileKind>(k + 2)) };
                        if (chance(0.25)) {
                            out.hand.melds.push_back(*makeMeld(MeldKind::Chi, t));
                        } else {
                            out.hand.closed.insert(out.hand.closed.end(), t.begin(), t.end());
                        }
                        placed = true;
                    } else {
                        const auto k = static_cast<TileKind>(pick(34));
                        const bool kan = chance(0.1);
                        if (!take(k, kan ? 4 : 3))
                            continue;
                        std::vector<Tile> t;
                        for (int i = 0; i < (kan ? 4 : 3); ++i)
                            t.push_back(tile(k));
                        if (kan) {
                            const MeldKind kinds[] = { MeldKind::Ankan, MeldKind::Minkan,
                                MeldKind::Kakan };
                            out.hand.melds.push_back(*makeMeld(kinds[pick(3)], t));
                        } else if (chance(0.25)) {
                            out.hand.melds.push_back(*makeMeld(MeldKind::Pon, t));
                        } else {
                            out.hand.closed.insert(out.hand.closed.end(), t.begin(), t.end());
                        }
                        placed = true;
                    }
                }
                if (!placed)
                    return false;
            }
        }
        Situation &s = out.situation;
        s.winTile = out.hand.closed[static_cast<std::size_t>(pick(int(out.hand.closed.size())))];
        s.tsumo = chance(0.4);
        const bool closed = out.hand.isClosed();
        s.riichi = closed && chance(0.5);
        s.ippatsu = s.riichi && chance(0.15);
        s.seatWind = static_cast<TileKind>(kinds::East + pick(4));
        s.roundWind = static_cast<TileKind>(kinds::East + pick(2));
        s.haitei = s.tsumo && chance(0.03);
        s.houtei = !s.tsumo && chance(0.03);
        const int indicators = 1 + (chance(0.2) ? 1 : 0);
        for (int i = 0; i < indicators; ++i) {
            const auto k = static_cast<TileKind>(pick(34));
            if (take(k, 1))
                s.doraIndicators.push_back(Tile{ k, false });
        }
        if (s.riichi) {
            for (std::size_t i = 0; i < s.doraIndicators.size(); ++i) {
                const auto k = static_cast<TileKind>(pick(34));
                if (take(k, 1))
                    s.uraIndicators.push_back(Tile{ k, false });
            }
        }
        s.honba = pick(3);
        s.riichiSticks = pick(2);
        return true;
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(m_rng) < p; }

    std::mt19937 m_rng;
};

const std::vector<Sample> &samples()
{
    static const std::vector<Sample> all = [] {
        std::vector<Sample> v;
        Generator gen(20240611);
        const Ruleset rules = *presetRuleset("tenhou");
        Sample s;
        while (v.size() < 20000) {
            if (!gen.make(s))
                continue;
            auto r = score(s.hand, s.situation, rules);
            if (!r || r->status == ScoreStatus::NotWinning)
                continue; // the generator never makes these; keep the set clean anyway
            v.push_back(s);
        }
        return v;
    }();
    return all;
}

void BM_Score(benchmark::State &state)
{
    const auto &hands = samples();
    const Ruleset rules = *presetRuleset("tenhou");
    std::size_t i = 0;
    long wins = 0;
    for (auto _ : state) {
        const Sample &s = hands[i];
        auto r = score(s.hand, s.situation, rules);
        benchmark::DoNotOptimize(r);
        wins += r->status == ScoreStatus::Win ? 1 : 0;
        if (++i == hands.size())
            i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["with_yaku"] = benchmark::Counter(
            double(wins) / double(state.iterations()), benchmark::Counter::kDefaults);
}
BENCHMARK(BM_Score);

void BM_ScoreUnchecked(benchmark::State &state)
{
    const auto &hands = samples();
    const Ruleset rules = *presetRuleset("tenhou");
    ScoreResult result;
    std::size_t i = 0;
    for (auto _ : state) {
        const Sample &s = hands[i];
        scoreUnchecked(s.hand, s.situation, rules, result);
        benchmark::DoNotOptimize(result);
        if (++i == hands.size())
            i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ScoreUnchecked);

} // namespace

BENCHMARK_MAIN();
