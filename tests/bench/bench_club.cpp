// Club scoring: replaying a ledger (what every entry and every correction costs), final scores,
// league tables, and a hand stored in a real library (one transaction with the replay, the audit
// row and the results).
#include "club/finalscore.h"
#include "club/ledger.h"
#include "club/standings.h"
#include "storage/club.h"
#include "storage/database.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <random>

using namespace haifu;

namespace {

// A finished hanchan of random hands under `preset`: wins of 1-6 han, draws, the odd double ron,
// riichi, a chombo now and then; hands are drawn until the engine says the game is over.
club::Game randomGame(std::mt19937 &rng, const char *preset)
{
    club::Game g;
    g.rules = *rules::presetRuleset(preset);
    g.players = { "A", "B", "C", "D" };
    auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    static constexpr int kFu[] = { 30, 40, 50, 60 };
    for (int guard = 0; guard < 200; ++guard) {
        club::HandEntry e;
        const int roll = pick(100);
        const int a = pick(4);
        const int b = (a + 1 + pick(3)) % 4;
        const club::Win win{ a, 1 + pick(6), kFu[pick(4)] };
        if (roll < 45) {
            e = club::HandEntry::ron(b, { win });
        } else if (roll < 75) {
            e = club::HandEntry::tsumo(win);
        } else if (roll < 93) {
            e = club::HandEntry::exhaustiveDraw(
                    { pick(2) == 0, pick(2) == 0, pick(2) == 0, false });
        } else if (roll < 98) {
            const int c = (b + 1 + pick(2)) % 4 == a ? (a + 2) % 4 : (b + 1) % 4;
            e = club::HandEntry::ron(b, { win, club::Win{ c == b ? (b + 2) % 4 : c, 2, 30 } });
        } else {
            e = club::HandEntry::chombo(a);
        }
        if (pick(3) == 0)
            e.riichi[std::size_t(pick(4))] = true;
        g.entries.push_back(e);
        const auto state = club::scoreGame(g);
        if (!state) {
            g.entries.pop_back(); // an entry the rules refuse (e.g. riichi below 1000): skip it
            continue;
        }
        if (state->ended)
            break;
    }
    return g;
}

std::vector<club::Game> games(int count, const char *preset)
{
    std::mt19937 rng(20261123);
    std::vector<club::Game> list;
    for (int i = 0; i < count; ++i)
        list.push_back(randomGame(rng, preset));
    return list;
}

// Replays a whole hanchan: what every new entry and every correction recomputes.
void BM_ScoreGame(benchmark::State &state)
{
    const auto list = games(64, state.range(0) ? "ema" : "tenhou");
    std::size_t i = 0;
    std::size_t hands = 0;
    for (auto _ : state) {
        const club::Game &g = list[i++ % list.size()];
        auto s = club::scoreGame(g);
        benchmark::DoNotOptimize(s);
        hands += g.entries.size();
    }
    state.counters["hands/game"] = double(hands) / double(state.iterations());
}
BENCHMARK(BM_ScoreGame)->Arg(0)->Arg(1);

void BM_FinalScore(benchmark::State &state)
{
    const auto list = games(64, "ema");
    std::vector<club::GameState> states;
    for (const club::Game &g : list)
        states.push_back(*club::scoreGame(g));
    const rules::Ruleset rules = *rules::presetRuleset("ema");
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(club::finalScore(states[i++ % states.size()], rules));
}
BENCHMARK(BM_FinalScore);

// A league table of 10,000 finished games among 200 players.
void BM_Standings(benchmark::State &state)
{
    const auto list = games(200, "ema");
    std::mt19937 rng(7);
    std::vector<club::GameResult> results;
    for (int i = 0; i < 10000; ++i) {
        const club::Game &g = list[std::size_t(i) % list.size()];
        const club::GameState s = *club::scoreGame(g);
        const club::FinalScore f = club::finalScore(s, g.rules);
        std::array<std::int64_t, 4> players{};
        for (auto &p : players)
            p = std::int64_t(rng() % 200) + 1;
        club::GameResult r = club::gameResult(g, s, f, players);
        r.finished = true;
        results.push_back(std::move(r));
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(club::standings(results));
    state.counters["games"] = double(results.size());
}
BENCHMARK(BM_Standings)->Unit(benchmark::kMillisecond);

// One hand entered at the table and stored: a transaction that replays the game with it, writes
// the entry, the audit row and the results.
void BM_StoreHand(benchmark::State &state)
{
    QTemporaryDir dir;
    storage::Database db;
    if (auto error = db.open(dir.filePath(QStringLiteral("bench.haifu")))) {
        state.SkipWithError(error->message.c_str());
        return;
    }
    storage::Club c;
    c.name = QStringLiteral("Bench club");
    const qint64 clubId = *storage::createClub(db, c);
    storage::ClubGameHeader h;
    h.clubId = clubId;
    h.playedAt = QStringLiteral("2026-11-23");
    for (int s = 0; s < 4; ++s) {
        storage::ClubPlayer p;
        p.clubId = clubId;
        p.name = QStringLiteral("P%1").arg(s);
        h.players[std::size_t(s)] = *storage::addClubPlayer(db, p);
    }
    const rules::Ruleset rules = *rules::presetRuleset("ema");
    qint64 gameId = *storage::createClubGame(db, h, rules);
    int hands = 0;
    for (auto _ : state) {
        // Renchan draws keep the game going: the ledger grows as a long game's would.
        if (hands == 40) {
            state.PauseTiming();
            gameId = *storage::createClubGame(db, h, rules);
            hands = 0;
            state.ResumeTiming();
        }
        auto added = storage::appendClubHand(
                db, gameId, club::HandEntry::exhaustiveDraw({ true, false, false, false }));
        if (!added) {
            state.SkipWithError(added.error().message.c_str());
            return;
        }
        ++hands;
    }
}
BENCHMARK(BM_StoreHand)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
