// The expected-value table of a 14-tile hand (core/insight/expectedvalue.h): every distinct
// discard with its tenpai and win probability and expected score, from scratch each time (a new
// programme, no cache kept between iterations), 17 own draws left (the first turn: the largest
// table), one dora indicator, every other tile unseen. The targets: 1-shanten < 50 ms,
// 3-shanten < 1 s on one core.
//   cmake --build build --target bench_ev && ./build/bin/bench_ev --benchmark_min_time=0.2
#include "insight/expectedvalue.h"
#include "rules/shanten.h"

#include <benchmark/benchmark.h>

using namespace haifu;

namespace {

insight::EvInput inputOf(const char *hand, int turns)
{
    insight::EvInput in;
    in.hand.closed = *rules::parseTiles(hand);
    in.doraIndicators = *rules::parseTiles("1z");
    in.unseen.fill(4);
    in.unseenRed = { 1, 1, 1 };
    for (const rules::Tile &t : in.hand.closed) {
        --in.unseen[t.kind];
        if (t.red)
            --in.unseenRed[std::size_t(t.kind / 9)];
    }
    --in.unseen[rules::kinds::East];
    in.seatWind = rules::kinds::South;
    in.drawsLeft = turns;
    return in;
}

void runTable(benchmark::State &state, const char *hand)
{
    const insight::EvInput in = inputOf(hand, static_cast<int>(state.range(0)));
    (void)rules::shantenTableInfo(); // the shanten tables are built outside the timing
    int nodes = 0;
    int sampled = 0;
    for (auto _ : state) {
        auto table = insight::expectedValues(in);
        nodes = table->nodes;
        sampled = 0;
        for (const auto &row : table->discards)
            sampled += row.exact ? 0 : 1;
        benchmark::DoNotOptimize(table);
    }
    state.counters["nodes"] = nodes;
    state.counters["sampled_rows"] = sampled;
}

// Typical shapes: two complete sets, a pair and three partial sets (1-shanten); one set, a pair,
// four partial sets and floating tiles (2-shanten); scattered partial sets (3-shanten, two hands).
void BM_EvTable1Shanten(benchmark::State &state)
{
    runTable(state, "234m67m456p2378s55p");
}
BENCHMARK(BM_EvTable1Shanten)->Arg(17)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_EvTable2Shanten(benchmark::State &state)
{
    runTable(state, "234m68m45p2378s59p1z");
}
BENCHMARK(BM_EvTable2Shanten)->Arg(17)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_EvTable3Shanten(benchmark::State &state)
{
    runTable(state, "2379m1368p2457s66z");
}
BENCHMARK(BM_EvTable3Shanten)->Arg(17)->Unit(benchmark::kMillisecond);

void BM_EvTable3ShantenScattered(benchmark::State &state)
{
    runTable(state, "1368m2456p3479s15z");
}
BENCHMARK(BM_EvTable3ShantenScattered)->Arg(17)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
