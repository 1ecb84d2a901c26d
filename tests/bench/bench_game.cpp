// Game records: read + replay + verify speed on the complete four-player hanchan of the shared
// corpus (HAIFU_SHARED_RECORDS), and the cost of one replay step for the viewer.
//   cmake --build build --target bench_game && ./build/bin/bench_game
// "items_per_second" is hanchan per second on one core (for the step benchmarks: steps).
#include "formats/recordio.h"
#include "game/playstats.h"
#include "game/replay.h"
#include "game/verify.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <vector>

using namespace haifu;

namespace {

struct Game
{
    QString name;
    QByteArray data; // the file as stored (gzip included)
    game::Record record;
    bool mjai = false;
};

// The complete four-player hanchan of the corpus (East 1 to the final result).
const std::vector<Game> &hanchan()
{
    static const std::vector<Game> games = [] {
        std::vector<Game> out;
        QDirIterator it(
                QStringLiteral(HAIFU_SHARED_RECORDS), QDir::Files, QDirIterator::Subdirectories);
        QStringList paths;
        while (it.hasNext())
            paths << it.next();
        paths.sort();
        for (const QString &path : paths) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            Game g;
            g.name = path;
            g.data = file.readAll();
            auto record = formats::readRecord(g.data, path);
            if (!record || record->playerCount != 4 || !record->hasFinal
                    || record->ruleset.length != rules::GameLength::EastSouth
                    || record->kyoku.size() < 8 || record->kyoku.front().round != 0)
                continue;
            g.mjai = record->format == game::RecordFormat::Mjai;
            g.record = std::move(*record);
            out.push_back(std::move(g));
        }
        std::fprintf(stderr, "%zu complete four-player hanchan in the corpus\n", out.size());
        return out;
    }();
    return games;
}

// Arg 0: Tenhou XML and JSON games; arg 1: all, with the MJAI ones (their bot logs carry
// about 1 MB of per-event payload each).
std::vector<const Game *> selection(int which)
{
    std::vector<const Game *> out;
    for (const Game &g : hanchan()) {
        if (which == 1 || !g.mjai)
            out.push_back(&g);
    }
    return out;
}

void BM_ReadReplayVerify(benchmark::State &state)
{
    const auto games = selection(static_cast<int>(state.range(0)));
    if (games.empty()) {
        state.SkipWithError("no records (HAIFU_SHARED_RECORDS)");
        return;
    }
    std::size_t i = 0;
    int mismatches = 0;
    for (auto _ : state) {
        const Game &g = *games[i++ % games.size()];
        auto record = formats::readRecord(g.data, g.name);
        const game::VerifyReport report = game::verifyRecord(*record);
        mismatches += static_cast<int>(report.mismatches.size());
        benchmark::DoNotOptimize(report);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["games"] = static_cast<double>(games.size());
    benchmark::DoNotOptimize(mismatches);
}
BENCHMARK(BM_ReadReplayVerify)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void BM_Read(benchmark::State &state)
{
    const auto games = selection(static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) {
        const Game &g = *games[i++ % games.size()];
        auto record = formats::readRecord(g.data, g.name);
        benchmark::DoNotOptimize(record);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Read)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// Replay and verification of records already read.
void BM_Verify(benchmark::State &state)
{
    const auto games = selection(1);
    std::size_t i = 0;
    for (auto _ : state) {
        const game::VerifyReport report = game::verifyRecord(games[i++ % games.size()]->record);
        benchmark::DoNotOptimize(report);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Verify)->Unit(benchmark::kMicrosecond);

// The viewer opening a game: every kyoku replayed once, snapshots kept.
void BM_ReplayOpen(benchmark::State &state)
{
    const auto games = selection(1);
    std::size_t i = 0;
    for (auto _ : state) {
        game::Replay replay(games[i++ % games.size()]->record);
        benchmark::DoNotOptimize(replay);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReplayOpen)->Unit(benchmark::kMicrosecond);

// One step forwards / backwards through a whole hanchan (the viewer's next / previous button).
void BM_ReplayStep(benchmark::State &state)
{
    const bool backwards = state.range(0) == 1;
    const auto games = selection(0);
    game::Replay replay(games.front()->record);
    if (backwards)
        (void)replay.seekGlobal(replay.totalSteps() - 1);
    for (auto _ : state) {
        const auto error = backwards ? replay.previous() : replay.next();
        if (error) // the end: start over
            (void)replay.seekGlobal(backwards ? replay.totalSteps() - 1 : 0);
        benchmark::DoNotOptimize(replay.state());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReplayStep)->Arg(0)->Arg(1);

// Analysis of every player at a step (shanten, waits, furiten), as the viewer shows it.
void BM_AnalyseStep(benchmark::State &state)
{
    const auto games = selection(0);
    game::Replay replay(games.front()->record);
    for (auto _ : state) {
        if (replay.next())
            (void)replay.seekGlobal(0);
        for (int seat = 0; seat < replay.state().playerCount; ++seat)
            benchmark::DoNotOptimize(game::analysePlayer(replay.state(), seat));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AnalyseStep);

// A game's play counted for the library at import (game/playstats.h: every seat, one replay),
// against the replay alone that checks the record (Arg 0: the replay alone, 1: counted).
void BM_CountPlay(benchmark::State &state)
{
    const bool count = state.range(0) == 1;
    const auto games = selection(0);
    std::size_t i = 0;
    for (auto _ : state) {
        const game::Record &record = games[i++ % games.size()]->record;
        if (count) {
            benchmark::DoNotOptimize(game::countPlayAll(record));
            continue;
        }
        for (int k = 0; k < int(record.kyoku.size()); ++k) {
            auto table = game::dealState(record, k);
            const std::size_t events = record.kyoku[std::size_t(k)].events.size();
            for (std::size_t e = 0; e < events && table; ++e)
                benchmark::DoNotOptimize(game::applyNext(*table, record));
        }
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CountPlay)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
