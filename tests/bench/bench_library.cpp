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
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <array>
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

// A folder of real hanchan for importPaths: every Tenhou XML and JSON hanchan of the corpus in
// its 36 permutations of the suits and of the dragons (man, pin and sou exchanged, and white,
// green and red, in every tile, meld, dora indicator and dragon yaku): the same games played with
// other tiles, each with its own fingerprint, whose replay and scoring stay valid (all yaku but
// all-green are symmetric under it; a variant whose replay fails is left out). Gzipped files are
// written inflated. Written to HAIFU_BENCH_CACHE/import-corpus (haifu-cli can import it too).
struct Suits
{
    std::array<int, 3> suits; // man, pin, sou → new suit
    std::array<int, 3> dragons; // white, green, red → new dragon

    int operator[](std::size_t suit) const { return suits[suit]; }
    [[nodiscard]] int dragon(int d) const { return dragons[std::size_t(d)]; }
};

int permutedKind(int kind, const Suits &suits)
{
    if (kind < 27)
        return suits[std::size_t(kind / 9)] * 9 + kind % 9;
    if (kind >= 31 && kind <= 33)
        return 31 + suits.dragon(kind - 31);
    return kind;
}

int permutedId(int id, const Suits &suits)
{
    return permutedKind(id / 4, suits) * 4 + id % 4;
}

// A Tenhou meld code (the mjlog `m` attribute) with its tiles permuted.
int permutedMeld(int m, const Suits &suits)
{
    if (m & 0x4) { // chi: (suit * 7 + first number) * 3 + called tile, above bit 10
        const int base = m >> 10;
        const int first = base / 3;
        const int moved = (suits[std::size_t(first / 7)] * 7 + first % 7) * 3 + base % 3;
        return (moved << 10) | (m & 0x3ff);
    }
    if (m & 0x18) { // pon, added kan: kind * 3 + called tile, above bit 9
        const int base = m >> 9;
        return ((permutedKind(base / 3, suits) * 3 + base % 3) << 9) | (m & 0x1ff);
    }
    if (m & 0x20) // north
        return m;
    return (permutedId(m >> 8, suits) << 8) | (m & 0xff); // closed or open kan: a tile id
}

template <typename Fn>
QString replaceEach(const QString &text, const QRegularExpression &re, Fn &&replacement)
{
    QString out;
    qsizetype at = 0;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(text).mid(at, match.capturedStart() - at);
        out += replacement(match);
        at = match.capturedEnd();
    }
    out += QStringView(text).mid(at);
    return out;
}

template <typename Fn>
QString mapList(const QString &list, Fn &&fn)
{
    QStringList items = list.split(u',');
    for (QString &item : items) {
        if (!item.isEmpty())
            item = QString::number(fn(item.toInt()));
    }
    return items.join(u',');
}

QByteArray permutedXml(const QByteArray &xml, const Suits &suits)
{
    static const QRegularExpression draw(u"<([D-GT-W])(\\d+)/>"_s);
    static const QRegularExpression tiles(
            u"( (?:hai[0-3]?|machi|doraHai|doraHaiUra)=\")([0-9,]*)\""_s);
    static const QRegularExpression melds(u"( m=\")([0-9,]*)\""_s);
    static const QRegularExpression seed(u"( seed=\"(?:\\d+,){5})(\\d+)\""_s);
    static const QRegularExpression yaku(u"( yaku=\")([0-9,]*)\""_s);
    auto id = [&](int t) { return permutedId(t, suits); };
    QString text = QString::fromUtf8(xml);
    text = replaceEach(text, draw, [&](const QRegularExpressionMatch &m) {
        return u"<"_s + m.captured(1) + QString::number(id(m.captured(2).toInt())) + u"/>"_s;
    });
    text = replaceEach(text, tiles, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + mapList(m.captured(2), id) + u"\""_s;
    });
    text = replaceEach(text, melds, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + mapList(m.captured(2), [&](int code) {
            return permutedMeld(code, suits);
        }) + u"\""_s;
    });
    text = replaceEach(text, seed, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + QString::number(id(m.captured(2).toInt())) + u"\""_s;
    });
    // Yaku as id,han pairs: 18-20 are the white, green and red dragons.
    text = replaceEach(text, yaku, [&](const QRegularExpressionMatch &m) {
        QStringList pairs = m.captured(2).split(u',');
        for (qsizetype i = 0; i < pairs.size(); i += 2) {
            const int y = pairs[i].toInt();
            if (y >= 18 && y <= 20)
                pairs[i] = QString::number(18 + suits.dragon(y - 18));
        }
        return m.captured(1) + pairs.join(u',') + u"\""_s;
    });
    return text.toUtf8();
}

// A tenhou.net/6 tile code (11-39 suited, 51-53 red fives; honours and markers unchanged).
int permutedCode(int code, const Suits &suits)
{
    if (code >= 11 && code <= 39 && code % 10 != 0)
        return (suits[std::size_t(code / 10 - 1)] + 1) * 10 + code % 10;
    if (code >= 51 && code <= 53)
        return 51 + suits[std::size_t(code - 51)];
    if (code >= 45 && code <= 47)
        return 45 + suits.dragon(code - 45);
    return code;
}

QJsonValue permutedJsonTile(const QJsonValue &v, const Suits &suits)
{
    if (v.isDouble())
        return permutedCode(v.toInt(), suits);
    if (!v.isString())
        return v;
    // A call or a riichi: letters, and tiles as two digits.
    const QString s = v.toString();
    QString out;
    for (qsizetype i = 0; i < s.size();) {
        if (s[i].isDigit() && i + 1 < s.size()) {
            out += QString::number(permutedCode(s.mid(i, 2).toInt(), suits));
            i += 2;
        } else {
            out += s[i++];
        }
    }
    return out;
}

QByteArray permutedJson(const QByteArray &json, const Suits &suits)
{
    QJsonObject game = QJsonDocument::fromJson(json).object();
    QJsonArray log = game[u"log"_s].toArray();
    for (qsizetype k = 0; k < log.size(); ++k) {
        QJsonArray kyoku = log[k].toArray();
        // [round], [scores], dora, ura, then per seat: hand, draws, discards; then the result.
        for (qsizetype i = 2; i < kyoku.size() - 1; ++i) {
            QJsonArray list = kyoku[i].toArray();
            for (qsizetype j = 0; j < list.size(); ++j)
                list[j] = permutedJsonTile(list[j], suits);
            kyoku[i] = list;
        }
        // The result: the dragon yaku by name.
        static const QString dragonNames = u"白發中"_s;
        QJsonArray result = kyoku.last().toArray();
        for (qsizetype i = 0; i < result.size(); ++i) {
            if (!result[i].isArray())
                continue;
            QJsonArray win = result[i].toArray();
            for (qsizetype j = 0; j < win.size(); ++j) {
                QString text = win[j].toString();
                if (!text.startsWith(u"役牌 "_s))
                    continue;
                const qsizetype d = dragonNames.indexOf(text.at(3));
                if (d >= 0)
                    text[3] = dragonNames[suits.dragon(int(d))];
                win[j] = text;
            }
            result[i] = win;
        }
        kyoku[kyoku.size() - 1] = result;
        log[k] = kyoku;
    }
    game[u"log"_s] = log;
    return QJsonDocument(game).toJson(QJsonDocument::Compact);
}

QString importCorpus()
{
    static const QString folder = [] {
        const QString dir = QStringLiteral(HAIFU_BENCH_CACHE "/import-corpus");
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        const std::array<int, 3> orders[] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 },
            { 2, 0, 1 }, { 2, 1, 0 } };
        std::vector<Suits> permutations;
        for (const auto &suits : orders) {
            for (const auto &dragons : orders)
                permutations.push_back(Suits{ suits, dragons });
        }
        int written = 0;
        int refused = 0;
        QSet<QString> seen;
        for (const RecordFile &f : hanchan()) {
            if (f.mjai)
                continue;
            // Gzipped mjlog files are written inflated.
            const QByteArray plain =
                    formats::isGzip(f.data) ? formats::gunzip(f.data).value() : f.data;
            const bool xml = !plain.trimmed().startsWith('{');
            for (std::size_t p = 0; p < permutations.size(); ++p) {
                const QByteArray data = xml ? permutedXml(plain, permutations[p])
                                            : permutedJson(plain, permutations[p]);
                const QString name = u"p%1-%2"_s.arg(int(p), 2, 10, QChar(u'0')).arg(f.name);
                auto record = formats::readRecord(data, name);
                if (!record || !gameFacts(*record).replayOk
                        || seen.contains(gameFingerprint(*record))) {
                    ++refused;
                    continue;
                }
                seen.insert(gameFingerprint(*record));
                QFile out(dir + u"/"_s + name);
                if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size())
                    std::abort();
                ++written;
            }
        }
        std::fprintf(stderr, "import corpus: %d hanchan in %s (%d variants left out)\n", written,
                qPrintable(dir), refused);
        return dir;
    }();
    return folder;
}

// importPaths on the folder above into a fresh library per iteration (files as a user's archive:
// read from the disk, replayed on worker threads and by the writer when it would wait, written in
// batches). Arg: worker threads besides the writer (0: the default, one per core but one).
// "items_per_second" is hanchan/s.
void BM_ImportFolder(benchmark::State &state)
{
    if (hanchan().empty()) {
        state.SkipWithError("no records (HAIFU_SHARED_RECORDS)");
        return;
    }
    const QString folder = importCorpus();
    QTemporaryDir dir;
    int round = 0;
    qint64 files = 0;
    int failed = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto db = std::make_unique<Database>();
        if (db->open(dir.filePath(u"folder-%1.haifu"_s.arg(round++))))
            std::abort();
        Importer importer(*db);
        importer.setWorkers(int(state.range(0)));
        state.ResumeTiming();
        const ImportReport report = importer.importPaths({ folder });
        files += report.items.size();
        failed += report.failed + report.duplicates;
    }
    state.SetItemsProcessed(files);
    state.counters["games"] = double(files) / double(state.iterations());
    if (failed > 0)
        state.SkipWithError("some imports did not store a new game");
}
BENCHMARK(BM_ImportFolder)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

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
