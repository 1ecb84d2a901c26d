// Reading game records: every file of the shared corpus (../shared/records) and of
// tests/data/records, per format; the counter "hanchan/s" counts games (files), "kyoku/s" hands.
//   cmake --build build --target bench_formats && ./build/bin/bench_formats
#include "recordio.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <string>
#include <vector>

namespace {

struct Input
{
    QByteArray data;
    QString name;
    int kyoku = 0;
};

// Whole games only (at least 4 hands), grouped by the format they are in.
std::vector<Input> load(haifu::formats::Format format)
{
    std::vector<Input> inputs;
    QStringList dirs{ QStringLiteral(HAIFU_SHARED_RECORDS) };
    for (const QString &dir : dirs) {
        QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            Input in{ f.readAll(), path, 0 };
            QByteArray plain = in.data;
            if (haifu::formats::isGzip(plain))
                plain = *haifu::formats::gunzip(plain);
            if (haifu::formats::detectFormat(plain) != format)
                continue;
            const auto r = haifu::formats::readRecord(in.data, in.name);
            if (!r || r->kyoku.size() < 4)
                continue;
            in.kyoku = static_cast<int>(r->kyoku.size());
            inputs.push_back(std::move(in));
        }
    }
    return inputs;
}

void readFormat(benchmark::State &state, haifu::formats::Format format)
{
    const std::vector<Input> inputs = load(format);
    if (inputs.empty()) {
        state.SkipWithError("no records of this format (is ../shared/records present?)");
        return;
    }
    std::int64_t games = 0;
    std::int64_t hands = 0;
    for (auto _ : state) {
        for (const Input &in : inputs) {
            auto r = haifu::formats::readRecord(in.data, in.name);
            benchmark::DoNotOptimize(r);
            hands += in.kyoku;
        }
        games += static_cast<std::int64_t>(inputs.size());
    }
    state.counters["hanchan/s"] =
            benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["kyoku/s"] =
            benchmark::Counter(static_cast<double>(hands), benchmark::Counter::kIsRate);
}

void writeFormat(benchmark::State &state, haifu::formats::Format format)
{
    std::vector<haifu::game::Record> records;
    for (const Input &in : load(haifu::formats::Format::TenhouXml))
        records.push_back(*haifu::formats::readRecord(in.data, in.name));
    std::int64_t games = 0;
    for (auto _ : state) {
        for (const auto &r : records) {
            auto out = haifu::formats::writeRecord(r, format);
            benchmark::DoNotOptimize(out);
        }
        games += static_cast<std::int64_t>(records.size());
    }
    state.counters["hanchan/s"] =
            benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK_CAPTURE(readFormat, tenhou_xml, haifu::formats::Format::TenhouXml)
        ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(readFormat, tenhou_json, haifu::formats::Format::TenhouJson)
        ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(readFormat, mjai, haifu::formats::Format::Mjai)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(writeFormat, tenhou_json, haifu::formats::Format::TenhouJson)
        ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(writeFormat, mjai, haifu::formats::Format::Mjai)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
