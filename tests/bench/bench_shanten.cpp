// Shanten, waits and tile-acceptance speed on random hands dealt from a shuffled 136-tile wall.
//   cmake --build build --target bench_shanten && ./build/bin/bench_shanten
// "items_per_second" is hands per second on one core.
#include "rules/efficiency.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace haifu::rules;

namespace {

std::vector<TileCounts> randomHands(int tiles, std::size_t count, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::vector<int> wall;
    for (int k = 0; k < kKindCount; ++k) {
        for (int i = 0; i < 4; ++i)
            wall.push_back(k);
    }
    std::vector<TileCounts> hands(count);
    for (TileCounts &h : hands) {
        std::shuffle(wall.begin(), wall.end(), rng);
        h.fill(0);
        for (int i = 0; i < tiles; ++i)
            ++h[wall[i]];
    }
    return hands;
}

// 64 Ki hands (2.2 MB of counts): more than the L2 cache, so the tables compete for it as they
// would in real use.
constexpr std::size_t kHands = 1 << 16;

void BM_ShantenAllForms14(benchmark::State &state)
{
    const auto hands = randomHands(14, kHands, 1);
    (void)shantenTableInfo(); // build the tables outside the timing
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(shanten(hands[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenAllForms14);

void BM_ShantenAllForms13(benchmark::State &state)
{
    const auto hands = randomHands(13, kHands, 2);
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(shanten(hands[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenAllForms13);

void BM_ShantenRegular14(benchmark::State &state)
{
    const auto hands = randomHands(14, kHands, 3);
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(regularShanten(hands[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenRegular14);

// With melds: the exact dynamic programme runs for the suits the melds touch.
void BM_ShantenWithMeld(benchmark::State &state)
{
    auto hands = randomHands(10, kHands, 4);
    TileCounts melds{};
    melds[kinds::Red] = 3; // a pon of red dragons
    for (TileCounts &h : hands)
        h[kinds::Red] = std::min<std::uint8_t>(h[kinds::Red], 1);
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(regularShanten(hands[i], melds));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenWithMeld);

// A chi in a suit: that suit goes through the dynamic programme.
void BM_ShantenWithChi(benchmark::State &state)
{
    auto hands = randomHands(10, kHands, 8);
    TileCounts melds{};
    melds[2] = melds[3] = melds[4] = 1; // chi 345m
    for (TileCounts &h : hands) {
        for (int k = 2; k <= 4; ++k)
            h[k] = std::min<std::uint8_t>(h[k], 3);
    }
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(regularShanten(hands[i], melds));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenWithChi);

// Hands with melds as tile acceptance sees them: one to four random melds (pons, chis, kans;
// their tiles leave the wall), then 13 tiles counting 3 per meld dealt from the rest. The hand's
// shanten and every draw's.
std::vector<std::pair<TileCounts, TileCounts>> randomHandsWithMelds(
        std::size_t count, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::vector<std::pair<TileCounts, TileCounts>> hands;
    while (hands.size() < count) {
        TileCounts melds{};
        const int meldCount = 1 + static_cast<int>(hands.size() % 4);
        for (int made = 0; made < meldCount;) {
            const int kind = static_cast<int>(rng() % kKindCount);
            const int type = static_cast<int>(rng() % 4); // pon, chi, chi, kan
            if (type == 1 || type == 2) {
                if (kind >= 27 || kind % 9 > 6 || melds[kind] == 4 || melds[kind + 1] == 4
                        || melds[kind + 2] == 4)
                    continue;
                ++melds[kind];
                ++melds[kind + 1];
                ++melds[kind + 2];
            } else {
                const int n = type == 0 ? 3 : 4;
                if (melds[kind] != 0)
                    continue;
                melds[kind] = static_cast<std::uint8_t>(n);
            }
            ++made;
        }
        std::vector<int> wall;
        for (int k = 0; k < kKindCount; ++k) {
            for (int i = melds[k]; i < 4; ++i)
                wall.push_back(k);
        }
        std::shuffle(wall.begin(), wall.end(), rng);
        TileCounts closed{};
        for (int i = 0; i < 13 - 3 * meldCount; ++i)
            ++closed[wall[i]];
        hands.emplace_back(closed, melds);
    }
    return hands;
}

void BM_UkeireWithMelds(benchmark::State &state)
{
    const auto hands = randomHandsWithMelds(kHands, 9);
    const TileCounts none{};
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        const auto &[closed, melds] = hands[i];
        benchmark::DoNotOptimize(ukeireOf(closed, melds, 4 - tileTotal(closed) / 3, none));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_UkeireWithMelds);

void BM_Waits13(benchmark::State &state)
{
    const auto hands = randomHands(13, kHands, 5);
    const TileCounts none{};
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(waitsOf(hands[i], none, 0));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Waits13);

void BM_Ukeire13(benchmark::State &state)
{
    const auto hands = randomHands(13, kHands, 6);
    const TileCounts none{};
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ukeireOf(hands[i], none, 0, none));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Ukeire13);

void BM_DiscardAnalysis14(benchmark::State &state)
{
    const auto counts = randomHands(14, 1024, 7);
    std::vector<Hand> hands;
    for (const TileCounts &c : counts) {
        Hand h;
        for (int k = 0; k < kKindCount; ++k) {
            for (int n = 0; n < c[k]; ++n)
                h.closed.push_back(Tile{ static_cast<TileKind>(k), false });
        }
        hands.push_back(std::move(h));
    }
    (void)shantenTableInfo();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(discardOptions(hands[i]));
        i = (i + 1) & 1023;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_DiscardAnalysis14);

// Reports the one-time table build (it happens once per process, so it is measured by the
// library itself and shown as counters).
void BM_TableInfo(benchmark::State &state)
{
    ShantenTableInfo info;
    for (auto _ : state)
        info = shantenTableInfo();
    state.counters["build_ms"] = info.buildMilliseconds;
    state.counters["table_bytes"] = static_cast<double>(info.bytes);
    state.counters["suit_classes"] = info.suitClasses;
    state.counters["pair_classes"] = info.pairClasses;
}
BENCHMARK(BM_TableInfo)->Iterations(1);

} // namespace

BENCHMARK_MAIN();
