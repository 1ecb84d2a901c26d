// The viewer's backend: opening a game in GameSession (replay with snapshots, the efficiency of
// every discard, verification, the first table state and its models) and stepping through it
// (table state, per-seat analysis, discard options and every model update of one step).
//   cmake --build build --target bench_viewer && ./build/bin/bench_viewer
// Budgets: open < 200 ms, one step < 16 ms (one frame); aim well under 1 ms.
#include "gamesession.h"
#include "recordio.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

using namespace haifu;

namespace {

// A complete four-player hanchan from the test data (12 hands).
const game::Record &hanchan()
{
    static const game::Record record = [] {
        auto r = formats::readRecordFile(
                QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"));
        if (!r) {
            std::fprintf(stderr, "%s\n", r.error().message.c_str());
            std::exit(1);
        }
        return std::move(*r);
    }();
    return record;
}

void BM_ViewerOpen(benchmark::State &state)
{
    GameSession session(nullptr);
    for (auto _ : state) {
        game::Record copy = hanchan();
        benchmark::DoNotOptimize(session.openRecord(std::move(copy), QStringLiteral("bench")));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ViewerOpen)->Unit(benchmark::kMillisecond);

// Arg 0: forward (→), 1: backward (←), 2: own decisions (↓), 3: next hand (Page Down).
void BM_ViewerStep(benchmark::State &state)
{
    GameSession session(nullptr);
    session.openRecord(hanchan(), QStringLiteral("bench"));
    const int mode = static_cast<int>(state.range(0));
    if (mode == 1)
        session.seekGlobal(session.totalSteps() - 1);
    // Something listening, as the QML bindings do.
    int notified = 0;
    QObject::connect(&session, &GameSession::stateChanged, [&notified] { ++notified; });
    for (auto _ : state) {
        bool moved = false;
        switch (mode) {
        case 0: moved = session.next(); break;
        case 1: moved = session.previous(); break;
        case 2: moved = session.nextDecision(); break;
        default: moved = session.nextKyoku(); break;
        }
        if (!moved) // wrap around (rare: once per pass over the game)
            session.seekGlobal(mode == 1 ? session.totalSteps() - 1 : 0);
    }
    benchmark::DoNotOptimize(notified);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ViewerStep)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
