// Quiz generation (core/quiz): the time to make one question of each kind and difficulty,
// answer, explanation and choices included, and to grade an answer.
//   cmake --build build --target bench_quiz && ./build/bin/bench_quiz
// Each iteration generates a new question from the next seed (the seeds of a set, as
// `haifu-cli quiz --seed S --count N` uses them), so rejected attempts inside the generator are
// part of the figure.
#include "quiz/generator.h"
#include "quiz/grading.h"

#include <benchmark/benchmark.h>

using namespace haifu;

namespace {

void generate(benchmark::State &state)
{
    const auto kind = static_cast<quiz::Kind>(state.range(0));
    const int difficulty = static_cast<int>(state.range(1));
    const rules::Ruleset ruleset = *rules::presetRuleset("tenhou");
    std::uint64_t index = 0;
    for (auto _ : state) {
        auto q = quiz::generateQuestion(
                kind, difficulty, ruleset, quiz::questionSeed(0xBE7C4, index++));
        if (!q)
            state.SkipWithError(q.error().message.c_str());
        benchmark::DoNotOptimize(q);
    }
    state.SetLabel(std::string(quiz::kindName(kind)) + " d" + std::to_string(difficulty));
    state.SetItemsProcessed(state.iterations());
}

void grade(benchmark::State &state)
{
    const auto kind = static_cast<quiz::Kind>(state.range(0));
    auto q = quiz::generateQuestion(kind, 2, "tenhou", 7);
    const quiz::UserAnswer answer = quiz::correctAnswer(*q);
    for (auto _ : state)
        benchmark::DoNotOptimize(quiz::grade(*q, answer));
    state.SetLabel(std::string(quiz::kindName(kind)));
}

void kindsAndDifficulties(benchmark::internal::Benchmark *b)
{
    for (quiz::Kind k : quiz::kAllKinds) {
        for (int d = quiz::kMinDifficulty; d <= quiz::kMaxDifficulty; ++d)
            b->Args({ static_cast<int>(k), d });
    }
}

void kinds(benchmark::internal::Benchmark *b)
{
    for (quiz::Kind k : quiz::kAllKinds)
        b->Args({ static_cast<int>(k) });
}

} // namespace

BENCHMARK(generate)->Apply(kindsAndDifficulties)->Unit(benchmark::kMicrosecond);
BENCHMARK(grade)->Apply(kinds)->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
