// The library database: import speed (read + replay + store, hanchan per second) and, on a
// generated library of 1,000,000 games, the first page of every search filter and sort order,
// counts, deep pages, player statistics and the Statistics page's figures of a person.
//   cmake --build build --target bench_library && ./build/bin/bench_library
// The library is generated on first use (HAIFU_BENCH_GAMES games, 1,000,000 by default; a few
// minutes) and cached in the build directory (HAIFU_BENCH_CACHE/library-<games>-g<generator
// version>-s<schema version>.haifu, a few GB); delete the file to generate it again.
// Times are wall-clock (the database does I/O); "items_per_second" of BM_Import is hanchan/s.
#include "formats/recordio.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/gamefacts.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/playcolumns.h"
#include "storage/playerstats.h"
#include "storage/schema.h"
#include "storage/statistics.h"

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
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

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
// its 36 permutations of the suits and of the dragons (the XML ones also with their seats turned
// four ways, see rotatedXml) (man, pin and sou exchanged, and white,
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

// An mjlog with its seats turned by `r` (seat s becomes s + r: draws and discards, hands, who,
// the dealer, scores, names, ranks and ratings): the same game with the first dealer elsewhere
// (the reader notes that in a warning). tenhou.net/6 JSON derives the dealer from the round, so
// only XML is turned.
QByteArray rotatedXml(const QByteArray &xml, int r)
{
    if (r == 0)
        return xml;
    static const QRegularExpression draw(u"<([D-GT-W])(\\d+)/>"_s);
    static const QRegularExpression seat(u"( (?:who|fromWho|paoWho|oya)=\")(\\d)\""_s);
    static const QRegularExpression seatName(u" (hai|n)([0-3])=\""_s);
    static const QRegularExpression perSeat(u"( (?:dan|rate|sx)=\")([^\"]*)\""_s);
    static const QRegularExpression seatElement(u"<(?:INIT|REACH) [^>]*>"_s);
    static const QRegularExpression ten(u"( ten=\")([^\"]*)\""_s);
    static const QRegularExpression pairs(u"( (?:sc|owari)=\")([^\"]*)\""_s);
    auto turn = [r](int s) { return (s + r) % 4; };
    // A list of `per` values for each of the four seats, turned.
    auto turnList = [&](const QString &list, int per) {
        const QStringList items = list.split(u',');
        if (items.size() != 4 * per)
            return list;
        QStringList out = items;
        for (int s = 0; s < 4; ++s) {
            for (int k = 0; k < per; ++k)
                out[turn(s) * per + k] = items[s * per + k];
        }
        return out.join(u',');
    };
    QString text = QString::fromUtf8(xml);
    text = replaceEach(text, draw, [&](const QRegularExpressionMatch &m) {
        const char16_t letter = m.captured(1).at(0).unicode();
        const bool drawn = letter >= u'T';
        const char16_t first = drawn ? u'T' : u'D';
        const QChar moved(char16_t(first + turn(letter - first)));
        return u"<"_s + moved + m.captured(2) + u"/>"_s;
    });
    text = replaceEach(text, seat, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + QString::number(turn(m.captured(2).toInt())) + u"\""_s;
    });
    text = replaceEach(text, seatName, [&](const QRegularExpressionMatch &m) {
        return u" "_s + m.captured(1) + QString::number(turn(m.captured(2).toInt())) + u"=\""_s;
    });
    text = replaceEach(text, perSeat, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + turnList(m.captured(2), 1) + u"\""_s;
    });
    text = replaceEach(text, seatElement, [&](const QRegularExpressionMatch &element) {
        return replaceEach(element.captured(), ten, [&](const QRegularExpressionMatch &m) {
            return m.captured(1) + turnList(m.captured(2), 1) + u"\""_s;
        });
    });
    text = replaceEach(text, pairs, [&](const QRegularExpressionMatch &m) {
        return m.captured(1) + turnList(m.captured(2), 2) + u"\""_s;
    });
    return text.toUtf8();
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
            for (std::size_t v = 0; v < permutations.size() * (xml ? 4 : 1); ++v) {
                const std::size_t p = v % permutations.size();
                const int turned = int(v / permutations.size());
                const QByteArray data = xml
                        ? rotatedXml(permutedXml(plain, permutations[p]), turned)
                        : permutedJson(plain, permutations[p]);
                const QString name =
                        u"p%1-s%2-%3"_s.arg(int(p), 2, 10, QChar(u'0')).arg(turned).arg(f.name);
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

// The generated library: the corpus games imported once (the templates), then cloned in SQL
// until the library holds HAIFU_BENCH_GAMES games (1,000,000 by default). A clone keeps its
// template's hands as the import wrote them (wins, win_yaku, per-seat facts and play counts, rare
// events; player_totals follows through its triggers) under a new
// fingerprint, a date spread over 2009-2024 and players drawn from a pool of 30,000 names with a
// skewed frequency (the most frequent players have about 10,000 games each, the median one about
// 80); about 1% of the games have notes (some bookmarked), some are tagged or in a collection.
// The clones' original files are one byte each: the library file's size per game therefore
// excludes the originals (the generator prints the corpus's real per-game figures with them).
// Generated once, with synchronous=OFF and the secondary indexes built after the rows, and
// cached under HAIFU_BENCH_CACHE by size, generator version and schema version.
constexpr int kGeneratorVersion = 4;
constexpr int kPlayerPool = 30000;

int libraryGames()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("HAIFU_BENCH_GAMES", &ok);
    return ok && n > 0 ? n : 1000000;
}

QString libraryPath()
{
    return QStringLiteral(HAIFU_BENCH_CACHE "/library-%1-g%2-s%3.haifu")
            .arg(libraryGames())
            .arg(kGeneratorVersion)
            .arg(kSchemaVersion);
}

// The players' names: "player 0" … "player 29999".
QString poolPlayer(int i)
{
    return u"player %1"_s.arg(i);
}

qint64 fileSize(const Database &db)
{
    return db.scalar(u"SELECT page_count * page_size FROM pragma_page_count, pragma_page_size"_s)
            .toLongLong();
}

bool run(const Database &db, const QStringList &statements)
{
    for (const QString &sql : statements) {
        if (auto error = db.exec(sql)) {
            std::fprintf(stderr, "%s\n", error->message.c_str());
            return false;
        }
    }
    return true;
}

bool generateLibrary(const QString &path, int games)
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
        if (report.imported == 0) {
            std::fprintf(stderr, "no corpus games imported\n");
            return false;
        }
        // What the real import stores per game, with and without the original files.
        if (!run(db, { u"PRAGMA wal_checkpoint(TRUNCATE)"_s, u"VACUUM"_s }))
            return false;
        const qint64 imported = db.scalar(u"SELECT count(*) FROM games"_s).toLongLong();
        const qint64 corpusBytes = fileSize(db);
        const qint64 originalBytes =
                db.scalar(u"SELECT sum(length(data)) FROM originals"_s).toLongLong();
        std::fprintf(stderr,
                "corpus import: %lld games, %lld bytes/game (original files %lld bytes/game, the "
                "rest %lld bytes/game)\n",
                imported, corpusBytes / imported, originalBytes / imported,
                (corpusBytes - originalBytes) / imported);

        // Templates: the games with at least four hands (a few corpus files are single hands).
        const QStringList setup = {
            u"PRAGMA foreign_keys = OFF"_s,
            u"PRAGMA journal_mode = OFF"_s,
            u"PRAGMA synchronous = OFF"_s,
            u"PRAGMA cache_size = -524288"_s,
            u"PRAGMA temp_store = MEMORY"_s,
            u"CREATE TEMP TABLE tg (i INTEGER PRIMARY KEY, gid INTEGER NOT NULL)"_s,
            u"INSERT INTO tg SELECT row_number() OVER (ORDER BY id) - 1, id FROM games WHERE "
            "kyoku_count >= 4"_s,
            u"CREATE TEMP TABLE tgames AS SELECT tg.i, g.* FROM tg JOIN games g ON g.id = tg.gid"_s,
            u"CREATE TEMP TABLE tgp AS SELECT tg.i, gp.* FROM tg JOIN game_players gp ON "
            "gp.game_id = tg.gid ORDER BY tg.i, gp.seat"_s,
            u"CREATE TEMP TABLE tw AS SELECT row_number() OVER (ORDER BY w.id) - 1 AS wi, tg.i, "
            "w.* FROM tg JOIN wins w ON w.game_id = tg.gid ORDER BY w.id"_s,
            u"CREATE TEMP TABLE twy AS SELECT tw.wi, tw.i, y.yaku, y.han FROM tw JOIN win_yaku y "
            "ON y.win_id = tw.id ORDER BY tw.wi, y.rowid"_s,
            u"CREATE TEMP TABLE tre AS SELECT tg.i, r.* FROM tg JOIN rare_events r ON r.game_id "
            "= tg.gid ORDER BY tg.i, r.seat, r.kyoku"_s,
        };
        if (!run(db, setup))
            return false;
        const qint64 templates = db.scalar(u"SELECT count(*) FROM tg"_s).toLongLong();
        const qint64 templateWins = db.scalar(u"SELECT count(*) FROM tw"_s).toLongLong();
        const qint64 gameBase = db.scalar(u"SELECT max(id) + 1 FROM games"_s).toLongLong();
        const qint64 winBase =
                db.scalar(u"SELECT coalesce(max(id), 0) + 1 FROM wins"_s).toLongLong();
        const qint64 playerBase =
                db.scalar(u"SELECT coalesce(max(id), 0) + 1 FROM players"_s).toLongLong();
        const qint64 clones = std::max<qint64>(0, games - imported);
        if (templates == 0) {
            std::fprintf(stderr, "no template games\n");
            return false;
        }
        // Clone k (1…) of template i becomes game gameBase + (k - 1) * templates + i.
        const QString cloneId = u"(%1 + (c.k - 1) * %2 + %3.i)"_s;
        const QString kept = u" WHERE (c.k - 1) * %1 + %2.i < %3"_s;
        const QString numbers =
                u"WITH RECURSIVE c(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM c WHERE k < %1) "_s
                        .arg((clones + templates - 1) / templates);
        // A hash of an integer in [0, 2147483647) (two Lehmer steps).
        auto hash = [](const QString &x) {
            return u"((((%1) %% 2147483647) * 48271 %% 2147483647) * 48271 %% 2147483647)"_s
                    .replace(u"%%"_s, u"%"_s)
                    .arg(x);
        };
        const QString g = cloneId.arg(gameBase).arg(templates).arg(u"t"_s);
        const QString gp = cloneId.arg(gameBase).arg(templates).arg(u"p"_s);
        const int quarter = kPlayerPool / 4;
        // Seat s of game G takes a player from quarter (s + G) % 4 of the pool (so the four
        // differ), at u² of the quarter for a uniform u: a few players play very often.
        const QString u = u"(%1 / 2147483647.0)"_s.arg(hash(gp + u" * 4 + p.seat + 7"_s));
        const QString player =
                u"(%1 + ((p.seat + %2) % 4) * %3 + CAST(%3 * %4 * %4 AS INTEGER))"_s.arg(playerBase)
                        .arg(gp)
                        .arg(quarter)
                        .arg(u);
        auto rows = [&](const QString &alias) {
            return kept.arg(templates).arg(alias).arg(clones);
        };

        // The secondary indexes are dropped while the rows go in and built again afterwards.
        QStringList indexes;
        {
            QSqlQuery q = db.query();
            if (!q.exec(u"SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS "
                        "NOT NULL AND tbl_name IN ('games', 'originals', 'game_players', 'wins', "
                        "'rare_events', "
                        "'win_yaku', 'annotations', 'game_tags', 'collection_games')"_s))
                return false;
            while (q.next())
                indexes << q.value(1).toString();
            q.finish();
            QStringList names;
            for (const QString &sql : indexes)
                names << sql.section(u' ', 2, 2);
            for (const QString &name : names) {
                if (!run(db, { u"DROP INDEX "_s + name }))
                    return false;
            }
        }
        QStringList statements = {
            u"BEGIN"_s,
            u"WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
            "INSERT INTO players (id, name) SELECT %2 + i, 'player ' || i FROM n"_s
                    .arg(kPlayerPool - 1)
                    .arg(playerBase),
            numbers
                    + u"INSERT INTO games (id, fingerprint, source_id, format, source, lobby, "
                      "title, played_at, imported_at, player_count, ruleset, ruleset_id, "
                      "kyoku_count, has_final, replay_ok, replay_error, game_length) SELECT %1, "
                      "t.fingerprint || '-' || c.k, CASE t.source_id WHEN '' THEN '' ELSE "
                      "t.source_id || '-' || c.k END, t.format, t.source, t.lobby, t.title, "
                      "date('2009-01-01', '+' || (%2 % 5844) || ' days'), "
                      "strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + %1 * 3, 'unixepoch'), "
                      "t.player_count, t.ruleset, t.ruleset_id, t.kyoku_count, t.has_final, "
                      "t.replay_ok, t.replay_error, t.game_length FROM c CROSS JOIN tgames t"_s.arg(
                              g, hash(g))
                    + rows(u"t"_s),
            numbers
                    + u"INSERT INTO originals (game_id, file_name, format, sha256, size, data, "
                      "imported_at) SELECT %1, o.file_name, o.format, o.sha256 || '-' || c.k, "
                      "o.size, x'00', o.imported_at FROM c CROSS JOIN tg t CROSS JOIN originals o "
                      "ON o.game_id = t.gid"_s.arg(g)
                    + rows(u"t"_s),
            numbers
                    + u"INSERT INTO game_players (game_id, seat, player_id, player_rank, rating, "
                      "final_score, final_points, placement, player_count, play_counted, %3) "
                      "SELECT %1, p.seat, %2, p.player_rank, p.rating, p.final_score, "
                      "p.final_points, p.placement, p.player_count, p.play_counted, %4 FROM c "
                      "CROSS JOIN tgp p"_s.arg(
                              gp, player, detail::playColumnList(), detail::playColumnList(u"p."_s))
                    + rows(u"p"_s),
            numbers
                    + u"INSERT INTO wins (id, game_id, kyoku, win_index, winner, from_seat, han, "
                      "fu, yakuman, points) SELECT %1 + (c.k - 1) * %2 + w.wi, %3, w.kyoku, "
                      "w.win_index, w.winner, w.from_seat, w.han, w.fu, w.yakuman, w.points FROM "
                      "c CROSS JOIN tw w"_s.arg(winBase)
                              .arg(templateWins)
                              .arg(cloneId.arg(gameBase).arg(templates).arg(u"w"_s))
                    + rows(u"w"_s),
            numbers
                    + u"INSERT INTO win_yaku (win_id, yaku, han) SELECT %1 + (c.k - 1) * %2 + "
                      "y.wi, y.yaku, y.han FROM c CROSS JOIN twy y"_s.arg(winBase)
                              .arg(templateWins)
                    + rows(u"y"_s),
            numbers
                    + u"INSERT INTO rare_events (game_id, seat, kyoku, what, dealt_in) SELECT %1, "
                      "r.seat, r.kyoku, r.what, r.dealt_in FROM c CROSS JOIN tre r"_s.arg(
                              cloneId.arg(gameBase).arg(templates).arg(u"r"_s))
                    + rows(u"r"_s),
            // Notes on about 1% of the games, one to three each; every tenth bookmarked.
            u"INSERT INTO annotations (game_id, kyoku, step, seat, body, mark, alternative, "
            "bookmark, created_at, updated_at) SELECT g.id, n.k, 10 * n.k + g.id % 7, -1, "
            "'note ' || g.id || CASE (g.id + n.k) % 5 WHEN 0 THEN ' push with the good wait' "
            "WHEN 1 THEN ' fold: genbutsu available' WHEN 2 THEN ' riichi or dama?' WHEN 3 "
            "THEN ' ここは押すべき' ELSE ' 鳴くべきだった' END, CASE n.k WHEN 1 THEN '?' ELSE '' "
            "END, '', (g.id + n.k) % 10 = 0, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z' FROM "
            "games g CROSS JOIN (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) n WHERE "
            "g.id % 97 = 0 AND n.k <= 1 + g.id % 3"_s,
            u"INSERT INTO tags (name) VALUES ('study'), ('great hands'), ('mistakes')"_s,
            u"INSERT INTO game_tags (game_id, tag_id) SELECT g.id, t.id FROM games g JOIN tags t "
            "ON t.id = 1 + g.id % 3 WHERE g.id % 199 = 0"_s,
            u"INSERT INTO collections (name, description, created_at) VALUES ('houou finals', "
            "'', '2025-01-01T00:00:00Z')"_s,
            u"INSERT INTO collection_games (collection_id, game_id, position) SELECT 1, g.id, "
            "g.id FROM games g WHERE g.id % 1999 = 0"_s,
            u"COMMIT"_s,
        };
        statements << indexes;
        // The statistics the app's PRAGMA optimize keeps (analysis_limit 400, database.cpp).
        statements << u"PRAGMA analysis_limit = 400"_s << u"ANALYZE"_s
                   << u"PRAGMA journal_mode = WAL"_s << u"PRAGMA foreign_keys = ON"_s;
        if (!run(db, statements))
            return false;
        const qint64 total = db.scalar(u"SELECT count(*) FROM games"_s).toLongLong();
        const qint64 bytes = fileSize(db);
        std::fprintf(stderr,
                "generated %lld games in %.1f s: %lld bytes, %lld bytes/game (clones' originals "
                "are 1 byte)\n",
                total, timer.elapsed() / 1000.0, bytes, bytes / total);
    }
    QFile::remove(path);
    return QFile::rename(scratch, path);
}

// The cached library, opened once for all the query benchmarks.
const Database *library()
{
    static std::unique_ptr<Database> db = [] {
        const QString path = libraryPath();
        if (!QFileInfo::exists(path) && !generateLibrary(path, libraryGames()))
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

// Every filter of the library search (the Library page and `haifu-cli library search`), alone
// and in combinations. "player 0" is one of the most frequent players (about 10,000 games);
// "player 1" as a part of a name matches 11,111 players ("player 1", "player 10", …).
struct BenchFilter
{
    const char *name;
    SearchFilter filter;
};

const std::vector<BenchFilter> &benchFilters()
{
    static const std::vector<BenchFilter> filters = [] {
        std::vector<BenchFilter> out;
        auto add = [&](const char *name, auto edit) {
            SearchFilter f;
            edit(f);
            out.push_back({ name, f });
        };
        add("none", [](SearchFilter &) {});
        add("player", [](SearchFilter &f) { f.player = u"player 1234"_s; });
        add("frequent-player", [](SearchFilter &f) { f.player = u"player 0"_s; });
        add("part-of-many-names", [](SearchFilter &f) { f.player = u"player 1"_s; });
        add("date-range", [](SearchFilter &f) {
            f.from = QDate(2015, 1, 1);
            f.to = QDate(2016, 12, 31);
        });
        add("date+source", [](SearchFilter &f) {
            f.from = QDate(2015, 1, 1);
            f.to = QDate(2016, 12, 31);
            f.source = u"tenhou"_s;
        });
        add("one-day", [](SearchFilter &f) { f.from = f.to = QDate(2020, 2, 29); });
        add("source", [](SearchFilter &f) { f.source = u"mahjongsoul"_s; });
        add("lobby", [](SearchFilter &f) { f.lobby = u"鳳"_s; });
        add("ruleset", [](SearchFilter &f) { f.ruleset = u"tenhou"_s; });
        add("three-player", [](SearchFilter &f) { f.playerCount = 3; });
        add("top-player", [](SearchFilter &f) { f.topPlayer = u"player 0"_s; });
        add("winner", [](SearchFilter &f) { f.winner = u"player 0"_s; });
        add("yakuman", [](SearchFilter &f) { f.yakuman = true; });
        add("common-yaku", [](SearchFilter &f) { f.yaku = u"riichi"_s; });
        add("rare-yaku", [](SearchFilter &f) { f.yaku = u"chuuren"_s; });
        add("min-han", [](SearchFilter &f) { f.minHan = 8; });
        add("yaku+han", [](SearchFilter &f) {
            f.yaku = u"chiitoitsu"_s;
            f.minHan = 4;
        });
        add("dealt-in", [](SearchFilter &f) { f.dealtIn = u"player 0"_s; });
        add("annotated", [](SearchFilter &f) { f.annotated = true; });
        add("not-annotated", [](SearchFilter &f) { f.annotated = false; });
        add("bookmarked", [](SearchFilter &f) { f.bookmarked = true; });
        add("tag", [](SearchFilter &f) { f.tag = u"study"_s; });
        add("collection", [](SearchFilter &f) { f.collection = u"houou finals"_s; });
        add("note-text", [](SearchFilter &f) { f.text = u"genbutsu"_s; });
        add("note-text-short", [](SearchFilter &f) { f.text = u"押す"_s; });
        add("player+dealt-in+lobby", [](SearchFilter &f) {
            f.player = u"player 77"_s;
            f.dealtIn = u"player 77"_s;
            f.lobby = u"鳳"_s;
        });
        add("ruleset+winner+yaku", [](SearchFilter &f) {
            f.ruleset = u"tenhou"_s;
            f.playerCount = 4;
            f.winner = u"player 1500"_s;
            f.yaku = u"riichi"_s;
        });
        add("player+yaku+dates", [](SearchFilter &f) {
            f.player = u"player 0"_s;
            f.yaku = u"riichi"_s;
            f.from = QDate(2012, 1, 1);
            f.to = QDate(2020, 12, 31);
        });
        add("yakuman+annotated", [](SearchFilter &f) {
            f.yakuman = true;
            f.annotated = true;
        });
        add("no-match", [](SearchFilter &f) { f.player = u"nobody of that name"_s; });
        return out;
    }();
    return filters;
}

void filterArgs(benchmark::internal::Benchmark *b)
{
    for (int i = 0; i < int(benchFilters().size()); ++i)
        b->Arg(i);
}

// The first page (50 rows) by date, newest first, as the Library page and the CLI show it.
void BM_SearchFirstPage(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const BenchFilter &bench = benchFilters()[std::size_t(state.range(0))];
    state.SetLabel(bench.name);
    qsizetype found = 0;
    for (auto _ : state) {
        const auto page = searchGames(*db, bench.filter);
        if (!page) {
            state.SkipWithError(page.error().message.c_str());
            return;
        }
        found = page->games.size();
    }
    state.counters["rows"] = double(found);
}
BENCHMARK(BM_SearchFirstPage)->Apply(filterArgs)->Unit(benchmark::kMillisecond)->UseRealTime();

// The number of matches (the Library page shows it above the list; the CLI prints it).
void BM_CountMatches(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const BenchFilter &bench = benchFilters()[std::size_t(state.range(0))];
    state.SetLabel(bench.name);
    qint64 total = 0;
    for (auto _ : state)
        total = countGames(*db, bench.filter).value();
    state.counters["matches"] = double(total);
}
BENCHMARK(BM_CountMatches)->Apply(filterArgs)->Unit(benchmark::kMillisecond)->UseRealTime();

constexpr SortKey kSortKeys[] = { SortKey::Date, SortKey::Imported, SortKey::Source, SortKey::Lobby,
    SortKey::Ruleset, SortKey::Kyoku, SortKey::Notes };
const char *const kSortNames[] = { "date", "imported", "source", "lobby", "ruleset", "hands",
    "notes" };
// The filters the sort orders are tried with: none, a frequent player, a yaku in most games.
constexpr int kSortFilters[] = { 0, 2, 14 };

// Args: sort key, descending, filter (an index into kSortFilters), page (0 = the first; 99 = the
// hundredth, reached as the Library page reaches it: keyset paging for date and import order,
// OFFSET for the other keys; the CLI's --offset is measured with BM_DeepPage).
void sortArgs(benchmark::internal::Benchmark *b)
{
    for (int key = 0; key < int(std::size(kSortKeys)); ++key) {
        for (int descending = 0; descending < 2; ++descending) {
            for (int filter = 0; filter < int(std::size(kSortFilters)); ++filter)
                b->Args({ key, descending, filter, 0 });
            b->Args({ key, descending, 0, 99 });
        }
    }
}

void BM_SortedPage(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const auto key = std::size_t(state.range(0));
    const BenchFilter &bench = benchFilters()[std::size_t(kSortFilters[state.range(2)])];
    const int page = int(state.range(3));
    SearchOptions options;
    options.sort = kSortKeys[key];
    options.descending = state.range(1) == 1;
    // The cursor (or offset) of the page, found before timing by paging as the Library does.
    for (int i = 0; i < page; ++i) {
        const auto previous = searchGames(*db, bench.filter, options);
        if (!previous || !previous->more) {
            state.SkipWithError("fewer pages");
            return;
        }
        if (previous->next)
            options.after = previous->next;
        else
            options.offset += int(previous->games.size());
    }
    state.SetLabel(std::string(kSortNames[key]) + (options.descending ? " desc " : " asc ")
            + bench.name + (page > 0 ? " page " + std::to_string(page + 1) : std::string()));
    for (auto _ : state) {
        const auto result = searchGames(*db, bench.filter, options);
        if (!result || result->games.isEmpty()) {
            state.SkipWithError("no page");
            return;
        }
    }
}
BENCHMARK(BM_SortedPage)->Apply(sortArgs)->Unit(benchmark::kMillisecond)->UseRealTime();

// A page deep into the whole library by date: OFFSET (the CLI's --offset) against keyset paging
// (the Library page). Arg 1: the page's first row (50,000 or 500,000).
void BM_DeepPage(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const int offset = int(state.range(1));
    SearchOptions options;
    options.offset = offset;
    if (state.range(0) == 1) {
        // The cursor of the row before the page.
        SearchOptions seek;
        seek.offset = offset - 1;
        seek.limit = 1;
        const auto before = searchGames(*db, {}, seek);
        options.after = SortCursor{ before->games.front().playedAt, before->games.front().id };
    }
    state.SetLabel(state.range(0) == 1 ? "keyset" : "offset");
    for (auto _ : state)
        benchmark::DoNotOptimize(searchGames(*db, {}, options));
}
BENCHMARK(BM_DeepPage)
        ->ArgsProduct({ { 0, 1 }, { 50000, 500000 } })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();

// One player's statistics: the most frequent players ("player 0", "player 7500", …) and a median
// one.
void BM_PlayerStatistics(benchmark::State &state)
{
    const Database *db = library();
    if (!db) {
        state.SkipWithError("no library");
        return;
    }
    const QString name = poolPlayer(int(state.range(0)));
    state.SetLabel(name.toStdString());
    int games = 0;
    for (auto _ : state) {
        const auto stats = playerStatistics(*db, name);
        if (!stats) {
            state.SkipWithError(stats.error().message.c_str());
            return;
        }
        games = stats->games;
    }
    state.counters["games"] = games;
}
BENCHMARK(BM_PlayerStatistics)
        ->Arg(0)
        ->Arg(kPlayerPool / 4)
        ->Arg(1900)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();

// Every player of the library at once.
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

// The person of the statistics benchmarks: the library's two most frequent players merged into
// "bench person" (made once in the cached library).
const StatsSubject *benchPerson(const Database &db)
{
    static const std::optional<StatsSubject> subject = [&]() -> std::optional<StatsSubject> {
        const QString name = u"bench person"_s;
        auto all = persons(db);
        if (!all)
            return std::nullopt;
        qint64 id = 0;
        for (const Person &p : *all)
            id = p.name == name ? p.id : id;
        if (id == 0) {
            QStringList accounts;
            QSqlQuery q = db.query();
            if (!q.exec(u"SELECT p.name FROM player_totals pt JOIN players p ON p.id = "
                        "pt.player_id GROUP BY pt.player_id, p.name ORDER BY sum(pt.games) DESC "
                        "LIMIT 2"_s))
                return std::nullopt;
            while (q.next())
                accounts << q.value(0).toString();
            auto created = createPerson(db, name);
            if (!created)
                return std::nullopt;
            id = *created;
            for (const QString &account : accounts) {
                if (addAccount(db, id, account))
                    return std::nullopt;
            }
        }
        auto s = personSubject(db, id);
        return s ? std::optional(*s) : std::nullopt;
    }();
    return subject ? &*subject : nullptr;
}

// The Statistics page's figures of that person: every total under no filter (arg 0) or one year
// (arg 1, 2020), rare events included.
void BM_PersonStats(benchmark::State &state)
{
    const Database *db = library();
    const StatsSubject *person = db ? benchPerson(*db) : nullptr;
    if (!person) {
        state.SkipWithError("no library or person");
        return;
    }
    StatsFilter filter;
    if (state.range(0) == 1) {
        filter.since = u"2020-01-01"_s;
        filter.until = u"2020-12-31"_s;
    }
    state.SetLabel(state.range(0) == 1 ? "one year" : "all time");
    int games = 0;
    for (auto _ : state) {
        const auto totals = subjectTotals(*db, *person, filter);
        if (!totals) {
            state.SkipWithError(totals.error().message.c_str());
            return;
        }
        games = totals->games;
    }
    state.counters["games"] = games;
}
BENCHMARK(BM_PersonStats)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// The percentile view: the library's four-player population with 50 games or more, and the
// person's percentile among them in every metric.
void BM_PercentileView(benchmark::State &state)
{
    const Database *db = library();
    const StatsSubject *person = db ? benchPerson(*db) : nullptr;
    if (!person) {
        state.SkipWithError("no library or person");
        return;
    }
    StatsFilter fourPlayers;
    fourPlayers.playerCount = 4;
    const game::PlayerTotals mine = subjectTotals(*db, *person, fourPlayers).value();
    qsizetype players = 0;
    for (auto _ : state) {
        const auto everyone = population(*db, 50, 4);
        if (!everyone) {
            state.SkipWithError(everyone.error().message.c_str());
            return;
        }
        players = everyone->size();
        for (const game::Metric &m : game::metrics()) {
            QList<double> values;
            values.reserve(players);
            for (const PopulationEntry &e : *everyone) {
                if (const auto v = game::metricValue(m, e.totals))
                    values << *v;
            }
            if (const auto v = game::metricValue(m, mine))
                benchmark::DoNotOptimize(percentile(values, *v));
        }
    }
    state.counters["players"] = double(players);
}
BENCHMARK(BM_PercentileView)->Unit(benchmark::kMillisecond)->UseRealTime();

// The trend curve's data: the person's every game with its totals, oldest first.
void BM_PersonTrend(benchmark::State &state)
{
    const Database *db = library();
    const StatsSubject *person = db ? benchPerson(*db) : nullptr;
    if (!person) {
        state.SkipWithError("no library or person");
        return;
    }
    qsizetype games = 0;
    for (auto _ : state) {
        const auto list = subjectGames(*db, *person);
        if (!list) {
            state.SkipWithError(list.error().message.c_str());
            return;
        }
        games = list->size();
    }
    state.counters["games"] = double(games);
}
BENCHMARK(BM_PersonTrend)->Unit(benchmark::kMillisecond)->UseRealTime();

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
