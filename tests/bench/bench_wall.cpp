// Tenhou's wall rebuilt from a mjlog seed (app/formats/tenhouwall.h), with the seed of
// tests/data/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml:
//  * BM_WallFirstKyoku: one hand's wall from the seed text (base64 decode, MT19937 init_by_array,
//    288 outputs, nine SHA-512, the shuffle): the cost of rebuilding a wall from nothing;
//  * BM_WallKyoku/N: the N-th hand's wall (every earlier hand's random words are drawn first);
//  * BM_WallCheck: checking one rebuilt hand against the record (deal, draws, indicators);
//  * BM_WallApplyRecord: what reading the mjlog adds (all 7 hands rebuilt, checked, filled).
//   cmake --build build --target bench_wall && ./build/bin/bench_wall --benchmark_min_time=0.2
#include "formats/recordio.h"
#include "formats/tenhouwall.h"

#include <benchmark/benchmark.h>

#include <QFile>

#include <string>

namespace {

const haifu::game::Record &record()
{
    static const haifu::game::Record r = [] {
        const QString path =
                QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return haifu::game::Record{};
        auto read = haifu::formats::readRecord(f.readAll(), path);
        return read ? *read : haifu::game::Record{};
    }();
    return r;
}

void BM_WallFirstKyoku(benchmark::State &state)
{
    const std::string seed = record().wallSeed;
    if (seed.empty()) {
        state.SkipWithError("no seed (tests/data/records missing?)");
        return;
    }
    for (auto _ : state) {
        auto walls = haifu::formats::rebuildTenhouWalls(seed, 4, 1);
        benchmark::DoNotOptimize(walls);
    }
}
BENCHMARK(BM_WallFirstKyoku);

void BM_WallKyoku(benchmark::State &state)
{
    const std::string seed = record().wallSeed;
    const int kyoku = static_cast<int>(state.range(0));
    if (seed.empty()) {
        state.SkipWithError("no seed (tests/data/records missing?)");
        return;
    }
    for (auto _ : state) {
        auto walls = haifu::formats::rebuildTenhouWalls(seed, 4, kyoku);
        benchmark::DoNotOptimize(walls);
    }
}
BENCHMARK(BM_WallKyoku)->Arg(8)->Arg(16);

void BM_WallCheck(benchmark::State &state)
{
    const haifu::game::Record &r = record();
    if (r.wallSeed.empty()) {
        state.SkipWithError("no seed (tests/data/records missing?)");
        return;
    }
    const auto walls = haifu::formats::rebuildTenhouWalls(r.wallSeed, 4, 1);
    for (auto _ : state) {
        auto mismatch = haifu::formats::checkTenhouWall(walls->front(), r.kyoku.front(), 0, true);
        benchmark::DoNotOptimize(mismatch);
    }
}
BENCHMARK(BM_WallCheck);

// What reading a mjlog adds: every hand of the record rebuilt, checked and filled in.
void BM_WallApplyRecord(benchmark::State &state)
{
    haifu::game::Record r = record();
    if (r.wallSeed.empty()) {
        state.SkipWithError("no seed (tests/data/records missing?)");
        return;
    }
    for (auto _ : state) {
        auto warnings = haifu::formats::applyTenhouWalls(r);
        benchmark::DoNotOptimize(warnings);
    }
    state.counters["kyoku"] = static_cast<double>(r.kyoku.size());
}
BENCHMARK(BM_WallApplyRecord);

} // namespace

BENCHMARK_MAIN();
