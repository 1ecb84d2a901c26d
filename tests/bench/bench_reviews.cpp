// Engine reviews in the library (storage/reviews.h): the Review page's summary of a player's whole
// history, on a library of 10,000 reviewed games.
//   cmake --build build --target bench_reviews && ./build/bin/bench_reviews
// The library is generated on first use and cached in the build directory
// (HAIFU_BENCH_CACHE/reviews-<games>-s<schema>.haifu, about 150 MB): 10,000 games (a real hanchan
// of tests/data/records stored under 10,000 fingerprints, dated one a day back from 2026), each
// with one review of one player's seat: the review of tests/testmain/reviewfixture.h placed on
// that hanchan (about 90 decisions, 20-40 deviations), the agreement varied by the seed.
#include "formats/recordio.h"
#include "mjai/reportreview.h"
#include "storage/database.h"
#include "storage/gamefacts.h"
#include "storage/importer.h"
#include "storage/reviews.h"
#include "storage/schema.h"

#include "reviewfixture.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

constexpr int kGames = 10'000;
const QString kPlayer = u"Aoi"_s;

QString libraryPath()
{
    return QStringLiteral(HAIFU_BENCH_CACHE "/reviews-%1-s%2.haifu")
            .arg(kGames)
            .arg(kSchemaVersion);
}

bool generate(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QString partial = path + u".partial"_s;
    QFile::remove(partial);
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    if (!record)
        return false;
    // A few reviews of the hanchan (different seeds: different agreements), reused in turn.
    std::vector<engine::ReviewResult> reviews;
    for (unsigned seed = 1; seed <= 8; ++seed) {
        test::FixtureOptions o;
        o.seat = 1;
        o.seed = seed;
        o.agreeRate = 0.55 + 0.04 * seed;
        auto placed = engine::readReviewedGame(test::makeReviewReport(*record, o), u"r.json"_s);
        if (!placed)
            return false;
        reviews.push_back(std::move(placed->review));
    }
    GameFacts facts = gameFacts(*record, false);
    facts.seats[1].name = kPlayer;
    QElapsedTimer timer;
    timer.start();
    {
        Database db;
        if (db.open(partial))
            return false;
        Transaction transaction(db);
        const QDate last(2026, 11, 1);
        for (int i = 0; i < kGames; ++i) {
            facts.fingerprint = u"bench-review-%1"_s.arg(i);
            facts.playedAt = last.addDays(-i).toString(Qt::ISODate);
            const QByteArray original = "bench game " + QByteArray::number(i);
            auto game = storeGame(db, facts, original, u"game-%1.xml"_s.arg(i));
            if (!game)
                return false;
            const QByteArray report = "bench report " + QByteArray::number(i);
            if (!storeReview(db, game->gameId, reviews[std::size_t(i) % reviews.size()], report,
                        u"report-%1.json"_s.arg(i)))
                return false;
        }
        if (transaction.commit())
            return false;
    }
    std::fprintf(stderr, "generated %d reviewed games in %.1f s\n", kGames,
            double(timer.elapsed()) / 1000.0);
    return QFile::rename(partial, path);
}

Database &library()
{
    static std::unique_ptr<Database> db = [] {
        const QString path = libraryPath();
        if (!QFile::exists(path) && !generate(path)) {
            std::fprintf(stderr, "cannot generate %s\n", qPrintable(path));
            std::exit(1);
        }
        auto opened = std::make_unique<Database>();
        if (auto error = opened->open(path)) {
            std::fprintf(stderr, "%s\n", error->message.c_str());
            std::exit(1);
        }
        return opened;
    }();
    return *db;
}

// The Review page's whole query: every review of the player (the curve), the totals and
// categories, and the 20 worst deviations.
void BM_ReviewSummaryAllTime(benchmark::State &state)
{
    Database &db = library();
    ReviewFilter filter;
    filter.player = kPlayer;
    int reviews = 0;
    for (auto _ : state) {
        auto summary = reviewSummary(db, filter, 20);
        if (!summary) {
            state.SkipWithError(summary.error().message.c_str());
            return;
        }
        reviews = int(summary->reviews.size());
        benchmark::DoNotOptimize(summary);
    }
    state.counters["reviews"] = reviews;
}
BENCHMARK(BM_ReviewSummaryAllTime)->Unit(benchmark::kMillisecond);

// The same over the last year.
void BM_ReviewSummaryLastYear(benchmark::State &state)
{
    Database &db = library();
    ReviewFilter filter;
    filter.player = kPlayer;
    filter.since = QDate(2025, 11, 1);
    int reviews = 0;
    for (auto _ : state) {
        auto summary = reviewSummary(db, filter, 20);
        reviews = summary ? int(summary->reviews.size()) : -1;
        benchmark::DoNotOptimize(summary);
    }
    state.counters["reviews"] = reviews;
}
BENCHMARK(BM_ReviewSummaryLastYear)->Unit(benchmark::kMillisecond);

// Everyone's worst deviations (the teacher's view over a class).
void BM_WorstDeviationsEveryone(benchmark::State &state)
{
    Database &db = library();
    for (auto _ : state) {
        auto worst = worstDeviations(db, {}, 20);
        benchmark::DoNotOptimize(worst);
    }
}
BENCHMARK(BM_WorstDeviationsEveryone)->Unit(benchmark::kMillisecond);

// One review whole (the viewer opening a reviewed game).
void BM_LoadReview(benchmark::State &state)
{
    Database &db = library();
    for (auto _ : state) {
        auto review = loadReview(db, 5000);
        benchmark::DoNotOptimize(review);
    }
}
BENCHMARK(BM_LoadReview)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
