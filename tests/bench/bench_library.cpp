// The library database: import speed (read + replay + store, hanchan per second) and, on a
// generated library of 100,000 games, the first page of filtered searches and player statistics.
//   cmake --build build --target bench_library && ./build/bin/bench_library
// The 100,000-game library is generated on first use (about half a minute) and cached in the
// build directory (HAIFU_BENCH_CACHE/library-100k.haifu); delete the file to generate it again.
// Times are wall-clock (the database does I/O); "items_per_second" of BM_Import is hanchan/s.
#include "annotations.h"
#include "database.h"
#include "gamefacts.h"
#include "games.h"
#include "importer.h"
#include "recordio.h"
#include "statistics.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

constexpr int kLibraryGames = 100000;
constexpr int kPlayerPool = 3000;

struct RecordFile
{
    QString name;
    QByteArray data;
    bool mjai = false;
};

// The complete four-player hanchan of the shared corpus, one file per game (twins left out).
const std::vector<RecordFile> &hanchan()
{
    static const std::vector<RecordFile> files = [] {
        std::vector<RecordFile> out;
        QStringList paths;
        QDirIterator it(
                QStringLiteral(HAIFU_SHARED_RECORDS), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            paths << it.next();
        paths.sort();
        QSet<QString> seen;
        for (const QString &path : paths) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            RecordFile f{ QFileInfo(path).fileName(), file.readAll(), false };
            auto record = formats::readRecord(f.data, f.name);
            if (!record || record->playerCount != 4 || !record->hasFinal
                    || record->ruleset.length != rules::GameLength::EastSouth
                    || record->kyoku.size() < 8 || record->kyoku.front().round != 0)
                continue;
            const QString fingerprint = gameFingerprint(*record);
            if (seen.contains(fingerprint))
                continue;
            seen.insert(fingerprint);
            f.mjai = record->format == game::RecordFormat::Mjai;
            out.push_back(std::move(f));
        }
        std::fprintf(
                stderr, "%zu distinct complete four-player hanchan in the corpus\n", out.size());
        return out;
    }();
    return files;
}

// Import into a fresh library: every file read, replayed and stored in its own transaction.
// Arg 0: the Tenhou XML/JSON hanchan; arg 1: with the MJAI ones (1 MB of bot logs each).
void BM_Import(benchmark::State &state)
{
    std::vector<const RecordFile *> files;
    for (const RecordFile &f : hanchan()) {
        if (state.range(0) == 1 || !f.mjai)
            files.push_back(&f);
    }
    if (files.empty()) {
        state.SkipWithError("no records (HAIFU_SHARED_RECORDS)");
        return;
    }
    QTemporaryDir dir;
    int round = 0;
    std::size_t i = 0;
    auto db = std::make_unique<Database>();
    auto importer = std::make_unique<Importer>(*db);
    auto fresh = [&] {
        importer.reset();
        db = std::make_unique<Database>();
        if (db->open(dir.filePath(u"import-%1.haifu"_s.arg(round++))))
            std::abort();
        importer = std::make_unique<Importer>(*db);
    };
    fresh();
    int failed = 0;
    for (auto _ : state) {
        if (i == files.size()) {
            // Every game is in: start again with an empty library (not timed).
            state.PauseTiming();
            fresh();
            i = 0;
            state.ResumeTiming();
        }
        const RecordFile &f = *files[i++];
        const ImportItem item = importer->importData(f.data, f.name);
        failed += item.status != ImportStatus::Imported;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["games"] = double(files.size());
    if (failed > 0)
        state.SkipWithError("some imports did not store a new game");
}
BENCHMARK(BM_Import)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// The 100,000-game library: the corpus games imported once, then cloned in SQL with new
// fingerprints, dates spread over 2009-2024 and players drawn from a pool of 3000 names, plus
// 5000 annotations. Generated once and cached.
QString libraryPath()
{
    return QStringLiteral(HAIFU_BENCH_CACHE "/library-100k.haifu");
}

bool generateLibrary(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QString scratch = path + u".generating"_s;
    for (const QString &suffix : { QString(), u"-wal"_s, u"-shm"_s })
        QFile::remove(scratch + suffix);
    QElapsedTimer timer;
    timer.start();
    {
        Database db;
        if (auto error = db.open(scratch)) {
            std::fprintf(stderr, "%s\n", error->message.c_str());
            return false;
        }
        Importer importer(db);
        const ImportReport report = importer.importPaths({ QStringLiteral(HAIFU_SHARED_RECORDS) });
        const int templates = db.scalar(u"SELECT count(*) FROM games"_s).toInt();
        const int maxGame = db.scalar(u"SELECT max(id) FROM games"_s).toInt();
        const int maxWin = db.scalar(u"SELECT max(id) FROM wins"_s).toInt();
        if (report.imported == 0 || maxGame >= 100 || maxWin >= 1000) {
            std::fprintf(stderr, "unexpected template library (%d games)\n", templates);
            return false;
        }
        const int clones = (kLibraryGames + templates - 1) / templates - 1;
        const QString numbers =
                u"WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < %1) "_s
                        .arg(clones);
        const QStringList statements = {
            u"PRAGMA foreign_keys = OFF"_s,
            u"BEGIN"_s,
            u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
            "INSERT INTO players (name) SELECT 'player ' || i FROM n"_s.arg(kPlayerPool),
            numbers
                    + u"INSERT INTO games (id, fingerprint, source_id, format, source, lobby, "
                      "title, played_at, imported_at, player_count, ruleset, ruleset_id, "
                      "kyoku_count, has_final, replay_ok, replay_error) SELECT g.id + c.k * 100, "
                      "g.fingerprint || '-' || c.k, g.source_id, g.format, g.source, g.lobby, "
                      "g.title, date('2009-01-01', '+' || ((c.k * 7 + g.id * 13) % 5800) || ' "
                      "days'), g.imported_at, g.player_count, g.ruleset, g.ruleset_id, "
                      "g.kyoku_count, g.has_final, g.replay_ok, g.replay_error FROM games g, c "
                      "WHERE g.id < 100"_s,
            numbers
                    + u"INSERT INTO originals (game_id, file_name, format, sha256, size, data, "
                      "imported_at) SELECT o.game_id + c.k * 100, o.file_name, o.format, "
                      "o.sha256 || '-' || c.k, o.size, x'00', o.imported_at FROM originals o, c "
                      "WHERE o.game_id < 100"_s,
            // Distinct players per game: seat s takes a name from its own quarter of the pool.
            numbers
                    + u"INSERT INTO game_players SELECT gp.game_id + c.k * 100, gp.seat, "
                      "(SELECT id FROM players WHERE name = 'player ' || (1 + ((c.k * 31 + "
                      "gp.game_id * 7) % %1) + gp.seat * %1)), gp.player_rank, gp.rating, "
                      "gp.final_score, gp.final_points, gp.placement, gp.kyoku_played, gp.wins, "
                      "gp.tsumo_wins, gp.win_points, gp.deal_ins, gp.deal_in_points, gp.riichi, "
                      "gp.called_hands FROM game_players gp, c WHERE gp.game_id < 100"_s.arg(
                              kPlayerPool / 4),
            numbers
                    + u"INSERT INTO wins SELECT w.id + c.k * 1000, w.game_id + c.k * 100, "
                      "w.kyoku, w.win_index, w.winner, w.from_seat, w.han, w.fu, w.yakuman, "
                      "w.points FROM wins w, c WHERE w.game_id < 100"_s,
            numbers
                    + u"INSERT INTO win_yaku SELECT y.win_id + c.k * 1000, y.yaku, y.han FROM "
                      "win_yaku y, c WHERE y.win_id < 1000"_s,
            u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) "
            "INSERT INTO annotations (game_id, kyoku, step, seat, body, mark, alternative, "
            "bookmark, created_at, updated_at) SELECT (SELECT min(id) FROM games WHERE id >= i * "
            "37), 0, i, -1, 'note ' || i || CASE i % 4 WHEN 0 THEN ' push "
            "with the good wait' WHEN 1 THEN ' fold: genbutsu available' WHEN 2 THEN ' riichi "
            "or dama?' ELSE ' ここは押すべき' END, CASE i % 3 WHEN 0 THEN '?' ELSE '' END, '', "
            "i % 10 = 0, '2024-01-01', '2024-01-01' FROM n"_s,
            u"COMMIT"_s,
            u"PRAGMA foreign_keys = ON"_s,
            u"ANALYZE"_s,
        };
        for (const QString &sql : statements) {
            if (auto error = db.exec(sql)) {
                std::fprintf(stderr, "%s\n", error->message.c_str());
                return false;
            }
        }
        if (auto error = db.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s))
            return false;
        std::fprintf(stderr, "generated %d games in %.1f s\n",
                db.scalar(u"SELECT count(*) FROM games"_s).toInt(), timer.elapsed() / 1000.0);
    }
    QFile::remove(path);
    return QFile::rename(scratch, path);
}

// The cached library, opened once for all the query benchmarks.
const Database *library()
{
    static std::unique_ptr<Database> db = [] {
        const QString path = libraryPath();
        if (!QFileInfo::exists(path) && !generateLibrary(path))
            return std::unique_ptr<Database>();
        auto d = std::make_unique<Database>();
        if (auto error = d->open(path)) {
            std::fprintf(stderr, "%s\n", error->message.c_str());
            return std::unique_ptr<Database>();
        }
        return d;
    }();
    return db.get();
}

SearchFilter benchFilter(int which)
{
    SearchFilter f;
    switch (which) {
    case 0: break; // no filter: the newest games
    case 1: f.player = u"player 1234"_s; break;
    case 2:
        f.from = QDate(2015, 1, 1);
        f.to = QDate(2016, 12, 31);
        f.source = u"tenhou"_s;
        break;
    case 3:
        f.yaku = u"chiitoitsu"_s;
        f.minHan = 4;
        break;
    case 4: f.yakuman = true; break;
    case 5:
        f.player = u"player 77"_s;
        f.dealtIn = u"player 77"_s;
        f.lobby = u"鳳"_s;
        break;
    case 6: f.text = u"genbutsu"_s; break;
    case 7:
        f.ruleset = u"tenhou"_s;
        f.playerCount = 4;
        f.winner = u"player 1500"_s;
        f.yaku = u"riichi"_s;
        break;
    case 8: f.yaku = u"riichi"_s; break; // in most games
    case 9: f.yaku = u"chuuren"_s; break; // in one game of 49
    case 10: f.player = u"nobody of that name"_s; break; // no match at all
    }
    return f;
}

const char *const kFilterNames[] = { "none", "player", "date+source", "yaku+han", "yakuman",
    "player+dealt-in+lobby", "annotation-text", "ruleset+winner+yaku", "common-yaku", "rare-yaku",
    "no-match" };

void BM_SearchFirstPage(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const SearchFilter filter = benchFilter(int(state.range(0)));
    state.SetLabel(kFilterNames[state.range(0)]);
    qsizetype found = 0;
    for (auto _ : state) {
        const auto page = searchGames(*db, filter);
        if (!page) {
            state.SkipWithError(page.error().message.c_str());
            return;
        }
        found = page->games.size();
    }
    state.counters["rows"] = double(found);
}
BENCHMARK(BM_SearchFirstPage)->DenseRange(0, 10)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_CountMatches(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const SearchFilter filter = benchFilter(int(state.range(0)));
    state.SetLabel(kFilterNames[state.range(0)]);
    qint64 total = 0;
    for (auto _ : state)
        total = countGames(*db, filter).value();
    state.counters["matches"] = double(total);
}
BENCHMARK(BM_CountMatches)->DenseRange(0, 10)->Unit(benchmark::kMillisecond)->UseRealTime();

// A page deep into the whole library: OFFSET against keyset paging.
void BM_DeepPage(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    SearchOptions options;
    options.offset = 50000;
    if (state.range(0) == 1) {
        // The cursor of the row before offset 50000.
        SearchOptions seek;
        seek.offset = 49999;
        seek.limit = 1;
        const auto before = searchGames(*db, {}, seek);
        options.after = SortCursor{ before->games.front().playedAt, before->games.front().id };
    }
    state.SetLabel(state.range(0) == 1 ? "keyset" : "offset");
    for (auto _ : state)
        benchmark::DoNotOptimize(searchGames(*db, {}, options));
}
BENCHMARK(BM_DeepPage)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PlayerStatistics(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    int i = 0;
    int games = 0;
    for (auto _ : state) {
        const auto stats = playerStatistics(*db, u"player %1"_s.arg(1 + (i++ * 37) % kPlayerPool));
        games = stats->games;
    }
    state.counters["games"] = games;
}
BENCHMARK(BM_PlayerStatistics)->Unit(benchmark::kMillisecond)->UseRealTime();

// Every player of the library at once (3000 players over 400,000 seats).
void BM_AllPlayerStatistics(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    qsizetype players = 0;
    for (auto _ : state)
        players = allPlayerStatistics(*db).value().size();
    state.counters["players"] = double(players);
}
BENCHMARK(BM_AllPlayerStatistics)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_AnnotationSearch(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(searchAnnotations(*db, u"押す"_s, 50));
}
BENCHMARK(BM_AnnotationSearch)->Unit(benchmark::kMillisecond)->UseRealTime();

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
