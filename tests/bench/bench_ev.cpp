// The expected-value table of a 14-tile hand (core/insight/expectedvalue.h): every distinct
// discard with its tenpai and win probability and expected score, from scratch each time (a new
// programme, no cache kept between iterations), 17 own draws left (the first turn: the largest
// table), one dora indicator, every other tile unseen. The targets: 1-shanten < 50 ms,
// 3-shanten < 1 s on one core. Then the full table the viewer shows: the expected values, the
// push-or-fold weighing against a riichi and the advice (targets: 1-shanten < 20 ms, 3-shanten
// < 300 ms), the advice alone, and the whole-game scan of a hanchan for one seat (expected values
// and advice at each of its decisions; target < 5 s on one core).
//   cmake --build build --target bench_ev && ./build/bin/bench_ev --benchmark_min_time=0.2
#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/advice.h"
#include "insight/expectedvalue.h"
#include "rules/shanten.h"

#include <QString>

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

// A riichi from seat 1 and a danger tier for every kind of the hand (the middle tiles the most
// dangerous), as the viewer has it facing a riichi.
insight::HandDanger riichiAgainst(const insight::EvInput &in)
{
    insight::HandDanger d;
    d.seat = 0;
    d.threats.push_back(insight::Threat{ 1, insight::ThreatKind::Riichi, 0 });
    const rules::TileCounts counts = in.hand.closedCounts();
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (counts[k] == 0)
            continue;
        insight::TileDanger td;
        td.kind = rules::TileKind(k);
        const int n = rules::isHonor(td.kind) ? 0 : rules::numberOf(td.kind);
        td.against[0].tier = insight::SafetyTier(n == 0 ? 2 : std::min(6, 2 + std::min(n, 10 - n)));
        d.tiles.push_back(td);
    }
    return d;
}

void runFullTable(benchmark::State &state, const char *hand)
{
    const insight::EvInput in = inputOf(hand, static_cast<int>(state.range(0)));
    const insight::HandDanger danger = riichiAgainst(in);
    (void)rules::shantenTableInfo();
    for (auto _ : state) {
        auto table = insight::expectedValues(in);
        auto advice = insight::adviseDiscards(in, *table, danger, game::TableState{});
        benchmark::DoNotOptimize(advice);
    }
}

void BM_FullTable1Shanten(benchmark::State &state)
{
    runFullTable(state, "234m67m456p2378s55p");
}
BENCHMARK(BM_FullTable1Shanten)->Arg(17)->Unit(benchmark::kMillisecond);

void BM_FullTable3Shanten(benchmark::State &state)
{
    runFullTable(state, "1368m2456p3479s15z");
}
BENCHMARK(BM_FullTable3Shanten)->Arg(17)->Unit(benchmark::kMillisecond);

// The advice alone (no expected values): what the viewer shows at once.
void BM_AdviceOnly(benchmark::State &state)
{
    const insight::EvInput in = inputOf("1368m2456p3479s15z", 17);
    const insight::HandDanger danger = riichiAgainst(in);
    insight::EvOptions shapeOnly;
    shapeOnly.turns = 0;
    (void)rules::shantenTableInfo();
    for (auto _ : state) {
        auto rows = insight::expectedValues(in, shapeOnly);
        auto advice = insight::adviseDiscards(in, *rows, danger, game::TableState{});
        benchmark::DoNotOptimize(advice);
    }
}
BENCHMARK(BM_AdviceOnly)->Unit(benchmark::kMillisecond);

// The whole-game scan: every decision of seat 0 in a Houou hanchan (tests/data/records), its
// expected values and advice, as the viewer's background scan works them out.
void BM_GameScan(benchmark::State &state)
{
    const auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + QStringLiteral("/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"));
    if (!record) {
        state.SkipWithError("the record does not read");
        return;
    }
    int decisions = 0;
    for (auto _ : state) {
        decisions = 0;
        game::Replay replay(*record);
        for (int k = 0; k < replay.kyokuCount(); ++k) {
            for (int step = 0; step < replay.reachableSteps(k); ++step) {
                if (replay.seek(k, step))
                    break;
                const game::TableState &s = replay.state();
                if (s.ended || s.phase != game::TableState::Phase::Discard || s.turn != 0
                        || s.player(0).inRiichi())
                    continue;
                auto in = insight::evInputFromState(s, 0, record->ruleset);
                if (!in)
                    continue;
                auto table = insight::expectedValues(*in);
                auto advice = insight::adviseDiscards(*in, *table, insight::assessDanger(s, 0), s);
                benchmark::DoNotOptimize(advice);
                ++decisions;
            }
        }
    }
    state.counters["decisions"] = decisions;
}
BENCHMARK(BM_GameScan)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

BENCHMARK_MAIN();
