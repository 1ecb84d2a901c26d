// The viewer's backend: opening a game in GameSession (replay with snapshots, the efficiency of
// every discard, verification, the first table state and its models) and stepping through it
// (table state, per-seat analysis, discard options and every model update of one step), and the
// variation tree: starting a variation and playing it on (VariationTree, the table shown through
// the variation's own line, its legal actions and move list as the VariationsPanel reads them).
//   cmake --build build --target bench_viewer && ./build/bin/bench_viewer
// Budgets: open < 200 ms, one step < 16 ms (one frame); aim well under 1 ms. Starting a variation
// and each play-on step < 16 ms.
#include "formats/recordio.h"
#include "viewer/gamesession.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

using namespace haifu::app;
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
        session.seekGlobal(session.position()->totalSteps() - 1);
    // Something listening, as the QML bindings do.
    int notified = 0;
    QObject::connect(session.table(), &TableStatus::changed, [&notified] { ++notified; });
    QObject::connect(session.analysis(), &DiscardAnalysis::changed, [&notified] { ++notified; });
    for (auto _ : state) {
        bool moved = false;
        switch (mode) {
        case 0: moved = session.next(); break;
        case 1: moved = session.previous(); break;
        case 2: moved = session.nextDecision(); break;
        default: moved = session.nextKyoku(); break;
        }
        if (!moved) // wrap around (rare: once per pass over the game)
            session.seekGlobal(mode == 1 ? session.position()->totalSteps() - 1 : 0);
    }
    benchmark::DoNotOptimize(notified);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ViewerStep)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMicrosecond);

// A decision on the recorded line, mid-hand: kyoku 4 (E4), after 40 events.
constexpr int kStudyKyoku = 3;
constexpr int kStudyStep = 40;

QString actionCode(const QVariant &action)
{
    return action.toMap().value(QStringLiteral("code")).toString();
}

// What the VariationsPanel reads after every move (the bindings on VariationTree::changed).
void readPanel(VariationTree *tree)
{
    benchmark::DoNotOptimize(tree->actions());
    benchmark::DoNotOptimize(tree->rows());
    benchmark::DoNotOptimize(tree->drawsText());
}

// Starts a variation at the decision with the first legal action there (a click on the hand),
// or fails the benchmark.
bool startVariation(benchmark::State &state, GameSession &session)
{
    VariationTree *tree = session.variations();
    session.jumpTo(kStudyKyoku, kStudyStep);
    const QVariantList actions = tree->actions();
    if (actions.isEmpty() || !tree->play(actionCode(actions.front()))) {
        state.SkipWithError("no variation could be started at the study step");
        return false;
    }
    return true;
}

// Starting a variation, shown on the table and in the panel; deleted again outside the timing.
void BM_VariationStart(benchmark::State &state)
{
    GameSession session(nullptr);
    session.openRecord(hanchan(), QStringLiteral("bench"));
    VariationTree *tree = session.variations();
    for (auto _ : state) {
        if (!startVariation(state, session))
            break;
        readPanel(tree);
        state.PauseTiming();
        tree->remove();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_VariationStart)->Unit(benchmark::kMicrosecond);

// One play-on step at the end of a variation: the move (a pass when one is offered, else the
// first discard, else the first legal action), the table and the panel. When the line ends
// (a win or a draw), it is deleted and started again outside the timing.
void BM_VariationPlayOn(benchmark::State &state)
{
    GameSession session(nullptr);
    session.openRecord(hanchan(), QStringLiteral("bench"));
    VariationTree *tree = session.variations();
    if (!startVariation(state, session))
        return;
    int moves = 0;
    for (auto _ : state) {
        const QVariantList actions = tree->actions();
        if (actions.isEmpty()) {
            state.PauseTiming();
            tree->remove();
            startVariation(state, session);
            state.ResumeTiming();
            continue;
        }
        QString code = actionCode(actions.front());
        for (const QVariant &a : actions) {
            const QString kind = a.toMap().value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("-")) {
                code = actionCode(a);
                break;
            }
            if (kind == QLatin1String("d") && code == actionCode(actions.front()))
                code = actionCode(a);
        }
        if (!tree->play(code)) {
            state.SkipWithError("a legal action was refused");
            break;
        }
        readPanel(tree);
        ++moves;
    }
    state.counters["moves"] = moves;
    state.counters["restarts"] = static_cast<double>(state.iterations() - moves);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_VariationPlayOn)->Unit(benchmark::kMicrosecond);

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
