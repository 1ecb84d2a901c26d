#include "storage/importer.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/playcolumns.h"

#include "formats/recordio.h"
#include "formats/reviewreport.h"
#include "mjai/reportreview.h"
#include "storage/database.h"
#include "storage/reviews.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QThread>

#include <openssl/evp.h>

#include <array>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QVariant optionalValue(const std::optional<int> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<int>());
}

QVariant optionalValue(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

} // namespace

QString importStatusName(ImportStatus status)
{
    switch (status) {
    case ImportStatus::Imported: return u"imported"_s;
    case ImportStatus::Duplicate: return u"duplicate"_s;
    case ImportStatus::Failed: break;
    }
    return u"failed"_s;
}

QString originalHash(const QByteArray &data)
{
    // libcrypto uses the CPU's SHA instructions where there are some (Qt's own SHA-256 was a
    // tenth of an import's time); QCryptographicHash stays as the fallback.
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int size = 0;
    if (EVP_Digest(data.constData(), std::size_t(data.size()), digest.data(), &size, EVP_sha256(),
                nullptr)
            == 1) {
        return QString::fromLatin1(
                QByteArray::fromRawData(reinterpret_cast<const char *>(digest.data()), int(size))
                        .toHex());
    }
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QStringList collectRecordFiles(const QStringList &paths)
{
    static const QStringList patterns = { u"*.mjlog"_s, u"*.xml"_s, u"*.json"_s, u"*.mjson"_s,
        u"*.jsonl"_s, u"*.log"_s, u"*.gz"_s };
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            files << path;
            continue;
        }
        QStringList found;
        QDirIterator it(path, patterns, QDir::Files | QDir::Readable,
                QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext())
            found << it.next();
        found.sort();
        files << found;
    }
    return files;
}

// The prepared statements of one import, reused for every game.
struct detail::GameWriter
{
    explicit GameWriter(const Database &db) : db(db) { }

    const Database &db;
    bool prepared = false;
    QSqlQuery originalBySha{ db.query() };
    QSqlQuery gameByFingerprint{ db.query() };
    QSqlQuery insertGame{ db.query() };
    QSqlQuery insertOriginal{ db.query() };
    QSqlQuery upsertPlayer{ db.query() };
    QSqlQuery playerId{ db.query() };
    QSqlQuery insertGamePlayer{ db.query() };
    QSqlQuery insertWin{ db.query() };
    QSqlQuery insertYaku{ db.query() };
    QSqlQuery upsertRuleset{ db.query() };
    QSqlQuery rulesetId{ db.query() };

    std::optional<Error> prepare()
    {
        if (prepared)
            return std::nullopt;
        const std::pair<QSqlQuery *, QString> statements[] = {
            { &originalBySha, u"SELECT game_id FROM originals WHERE sha256 = ?"_s },
            { &gameByFingerprint, u"SELECT id FROM games WHERE fingerprint = ?"_s },
            { &insertGame,
                    u"INSERT INTO games (fingerprint, source_id, format, source, lobby, title, "
                    "played_at, imported_at, player_count, ruleset, ruleset_id, "
                    "kyoku_count, has_final, replay_ok, replay_error, game_length) VALUES (?, ?, "
                    "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"_s },
            { &insertOriginal,
                    u"INSERT INTO originals (game_id, file_name, format, sha256, size, data, "
                    "imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s },
            { &upsertPlayer,
                    u"INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING"_s },
            { &playerId, u"SELECT id FROM players WHERE name = ?"_s },
            { &insertGamePlayer,
                    u"INSERT INTO game_players (game_id, seat, player_id, player_rank, rating, "
                    "final_score, final_points, placement, player_count, play_counted, %1) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?%2)"_s.arg(detail::playColumnList(),
                            u", ?"_s.repeated(qsizetype(detail::playColumns().size()))) },
            { &insertWin,
                    u"INSERT INTO wins (game_id, kyoku, win_index, winner, from_seat, han, fu, "
                    "yakuman, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"_s },
            { &insertYaku, u"INSERT INTO win_yaku (win_id, yaku, han) VALUES (?, ?, ?)"_s },
            { &upsertRuleset,
                    u"INSERT INTO rulesets (name, options) VALUES (?, ?) ON CONFLICT (options) "
                    "DO NOTHING"_s },
            { &rulesetId, u"SELECT id FROM rulesets WHERE options = ?"_s },
        };
        for (const auto &[query, sql] : statements) {
            if (!query->prepare(sql))
                return sqlError(Tr::tr("Cannot prepare the import"), *query);
        }
        prepared = true;
        return std::nullopt;
    }

    // A game already stored with these exact bytes, or 0.
    Result<qint64> gameWithOriginal(const QString &sha)
    {
        originalBySha.addBindValue(sha);
        if (!originalBySha.exec())
            return sqlError(Tr::tr("Cannot look up the file in the library"), originalBySha);
        const qint64 id = originalBySha.next() ? originalBySha.value(0).toLongLong() : 0;
        originalBySha.finish();
        return id;
    }

    Result<qint64> gameWithFingerprint(const QString &fingerprint)
    {
        gameByFingerprint.addBindValue(fingerprint);
        if (!gameByFingerprint.exec())
            return sqlError(Tr::tr("Cannot look up the game in the library"), gameByFingerprint);
        const qint64 id = gameByFingerprint.next() ? gameByFingerprint.value(0).toLongLong() : 0;
        gameByFingerprint.finish();
        return id;
    }

    std::optional<Error> addOriginal(qint64 gameId, const QString &fileName, const QString &format,
            const QString &sha, const QByteArray &data, const QString &now)
    {
        for (const QVariant &v : { QVariant(gameId), detail::text(fileName), detail::text(format),
                     QVariant(sha), QVariant(qint64(data.size())), QVariant(data), QVariant(now) })
            insertOriginal.addBindValue(v);
        if (!insertOriginal.exec())
            return sqlError(Tr::tr("Cannot store the original file"), insertOriginal);
        return std::nullopt;
    }

    Result<qint64> player(const QString &name)
    {
        return upsertAndRead(upsertPlayer, playerId, { detail::text(name) }, { detail::text(name) },
                Tr::tr("Cannot store the player '%1'").arg(name),
                Tr::tr("Cannot read the player '%1'").arg(name));
    }

    Result<qint64> ruleset(const QString &name, const QString &options)
    {
        return upsertAndRead(upsertRuleset, rulesetId,
                { detail::text(name), detail::text(options) }, { detail::text(options) },
                Tr::tr("Cannot store the ruleset '%1'").arg(name),
                Tr::tr("Cannot read the ruleset '%1'").arg(name));
    }

    // Runs the prepared `upsert`, then `read` for the row's id.
    static Result<qint64> upsertAndRead(QSqlQuery &upsert, QSqlQuery &read,
            const QVariantList &upsertValues, const QVariantList &readValues,
            const QString &storeError, const QString &readError)
    {
        for (const QVariant &v : upsertValues)
            upsert.addBindValue(v);
        if (!upsert.exec())
            return sqlError(storeError, upsert);
        for (const QVariant &v : readValues)
            read.addBindValue(v);
        if (!read.exec() || !read.next())
            return sqlError(readError, read);
        const qint64 id = read.value(0).toLongLong();
        read.finish();
        return id;
    }

    // Everything inside one write transaction.
    // With `review`: the game's review report (data) is attached to the game, new or not.
    Result<StoreResult> store(const GameFacts &facts, const QByteArray &data,
            const QString &fileName, const QString &sha,
            const engine::ReviewResult *review = nullptr)
    {
        if (auto error = prepare())
            return *error;
        Transaction transaction(db);
        if (transaction.beginError())
            return *transaction.beginError();
        const QString now = detail::nowUtc();
        StoreResult result;

        auto existing = gameWithOriginal(sha);
        if (!existing)
            return existing.error();
        if (*existing != 0) {
            result.status = ImportStatus::Duplicate;
            result.gameId = *existing;
            return result; // nothing to write (the transaction rolls back)
        }
        auto same = gameWithFingerprint(facts.fingerprint);
        if (!same)
            return same.error();
        if (*same != 0) {
            if (auto error = addOriginal(*same, fileName, facts.format, sha, data, now))
                return *error;
            if (review) {
                auto attached = storeReview(db, *same, *review, data, fileName);
                if (!attached)
                    return attached.error();
                result.reviewAdded = attached->added;
            }
            if (auto error = transaction.commit())
                return *error;
            result.status = ImportStatus::Duplicate;
            result.gameId = *same;
            result.newOriginal = true;
            return result;
        }

        auto rules = ruleset(facts.ruleset, facts.rulesetOptions);
        if (!rules)
            return rules.error();
        for (const QVariant &v : { QVariant(facts.fingerprint), detail::text(facts.sourceId),
                     detail::text(facts.format), detail::text(facts.source),
                     detail::text(facts.lobby), detail::text(facts.title),
                     detail::text(facts.playedAt), QVariant(now), QVariant(facts.playerCount),
                     detail::text(facts.ruleset), QVariant(*rules), QVariant(facts.kyokuCount),
                     QVariant(facts.hasFinal ? 1 : 0), QVariant(facts.replayOk ? 1 : 0),
                     detail::text(facts.replayError), QVariant(facts.length) })
            insertGame.addBindValue(v);
        if (!insertGame.exec())
            return sqlError(Tr::tr("Cannot store the game"), insertGame);
        const qint64 gameId = detail::returnedId(insertGame);
        if (auto error = addOriginal(gameId, fileName, facts.format, sha, data, now))
            return *error;

        for (int seat = 0; seat < facts.playerCount; ++seat) {
            const SeatFacts &s = facts.seats[std::size_t(seat)];
            auto pid = player(s.name);
            if (!pid)
                return pid.error();
            for (const QVariant &v : { QVariant(gameId), QVariant(seat), QVariant(*pid),
                         detail::text(s.rank), QVariant(s.rating), optionalValue(s.finalScore),
                         optionalValue(s.finalPoints), optionalValue(s.placement),
                         QVariant(facts.playerCount), QVariant(facts.playCounted ? 1 : 0) })
                insertGamePlayer.addBindValue(v);
            const game::PlayCounts play = s.storedPlay(facts.playCounted);
            for (const detail::PlayColumn &c : detail::playColumns())
                insertGamePlayer.addBindValue(c.value(play));
            if (!insertGamePlayer.exec())
                return sqlError(Tr::tr("Cannot store the players of the game"), insertGamePlayer);
        }
        for (const WinFacts &w : facts.wins) {
            for (const QVariant &v : { QVariant(gameId), QVariant(w.kyoku), QVariant(w.index),
                         QVariant(w.winner), QVariant(w.from), QVariant(w.han), QVariant(w.fu),
                         QVariant(w.yakuman), QVariant(w.points) })
                insertWin.addBindValue(v);
            if (!insertWin.exec())
                return sqlError(Tr::tr("Cannot store the wins of the game"), insertWin);
            const qint64 winId = detail::returnedId(insertWin);
            for (const auto &[key, han] : w.yaku) {
                insertYaku.addBindValue(winId);
                insertYaku.addBindValue(detail::text(key));
                insertYaku.addBindValue(han);
                if (!insertYaku.exec())
                    return sqlError(Tr::tr("Cannot store the yaku of the game"), insertYaku);
            }
        }
        if (auto error = detail::storeRareEvents(db, gameId, facts))
            return *error;
        if (review) {
            auto attached = storeReview(db, gameId, *review, data, fileName);
            if (!attached)
                return attached.error();
            result.reviewAdded = attached->added;
        }
        if (auto error = transaction.commit())
            return *error;
        result.gameId = gameId;
        return result;
    }
};

Result<StoreResult> storeGame(const Database &db, const GameFacts &facts,
        const QByteArray &original, const QString &fileName)
{
    detail::GameWriter writer(db);
    return writer.store(facts, original, fileName, originalHash(original));
}

Importer::Importer(const Database &db, QObject *parent)
    : QObject(parent), m_db(db), m_writer(std::make_unique<detail::GameWriter>(db))
{ }

Importer::~Importer() = default;

// A file as a worker leaves it for the writer: its bytes, and either the game's facts, the game
// that already has these bytes, or why it cannot be imported.
struct detail::PreparedFile
{
    QString path; // as reported
    QString fileName; // as stored
    QByteArray data;
    QString sha;
    qint64 storedGame = 0; // these exact bytes are stored already (with this game)
    std::optional<GameFacts> facts;
    std::optional<engine::ReviewResult> review; // an engine review report: its review
    QString error; // failed before the write
};

namespace {

using detail::PreparedFile;

// Reads a file, no more than the record cap.
PreparedFile readPrepared(const QString &path)
{
    PreparedFile f;
    f.path = path;
    f.fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        f.error = Tr::tr("%1: cannot read the file: %2").arg(path, file.errorString());
        return f;
    }
    // At most the record cap is read: a larger file is refused before it is loaded.
    Result<QByteArray> data = formats::readAllCapped(file);
    if (!data)
        f.error = f.fileName + u": "_s + haifu::errorText(data.error());
    else
        f.data = std::move(*data);
    return f;
}

// Hashes, looks the bytes up (`storedGame(sha)`: the game holding them, or 0), then reads the
// record and computes its facts (thread-safe: no library access but the lookup).
template <typename Lookup>
void analyse(PreparedFile &f, bool replay, Lookup &&storedGame)
{
    if (!f.error.isEmpty())
        return;
    f.sha = originalHash(f.data);
    // Bytes already stored: a duplicate without reading the file.
    Result<qint64> existing = storedGame(f.sha);
    if (!existing) {
        f.error = haifu::errorText(existing.error());
        return;
    }
    if (*existing != 0) {
        f.storedGame = *existing;
        return;
    }
    if (formats::isReviewReport(f.data)) {
        // A review report: its game, and the review placed on it (refused whole when it does not
        // fit the game).
        auto reviewed = engine::readReviewedGame(f.data, f.fileName);
        if (!reviewed) {
            f.error = haifu::errorText(reviewed.error());
            return;
        }
        f.facts = gameFacts(reviewed->record, replay);
        f.review = std::move(reviewed->review);
        return;
    }
    auto record = formats::readRecord(f.data, f.fileName);
    if (!record) {
        f.error = haifu::errorText(record.error());
        return;
    }
    if (record->kyoku.empty()) {
        f.error = Tr::tr("%1: the record holds no hand").arg(f.fileName);
        return;
    }
    f.facts = gameFacts(*record, replay);
}

// Importing a list of files: worker threads read and analyse them ahead of the writer, within a
// window of files (and of bytes) that the writer has not taken yet; the writer takes them in
// input order. Each worker looks up stored bytes through its own read-only connection (SQLite
// connections belong to their thread; WAL lets it read while the writer writes).
class ImportPipeline
{
public:
    ImportPipeline(const QStringList &files, bool replay, const QString &dbPath,
            const std::atomic<bool> &cancel)
        : m_files(files), m_replay(replay), m_dbPath(dbPath), m_cancel(cancel),
          m_slots(std::size_t(kWindow))
    { }
    ~ImportPipeline() { stop(); }
    ImportPipeline(const ImportPipeline &) = delete;
    ImportPipeline &operator=(const ImportPipeline &) = delete;

    void start(int workers)
    {
        for (int i = 0; i < workers; ++i)
            m_threads.emplace_back([this] { work(); });
    }

    // Stops the workers (a file being read or replayed is finished first) and waits for them.
    void stop()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_space.notify_all();
        for (std::thread &t : m_threads)
            t.join();
        m_threads.clear();
    }

    // Reads and analyses the next file nobody has claimed yet in the calling thread (the writer,
    // rather than wait for the file it needs next); false when there is none to claim.
    template <typename Lookup>
    bool help(Lookup &&storedGame)
    {
        int index = 0;
        {
            std::lock_guard lock(m_mutex);
            if (finished() || !claimable())
                return false;
            index = m_next++;
        }
        prepare(index, storedGame);
        return true;
    }

    // The file at `index` (taken in order), or nothing when it is not ready within `timeout`.
    std::optional<PreparedFile> take(int index, std::chrono::milliseconds timeout)
    {
        std::unique_lock lock(m_mutex);
        std::optional<PreparedFile> &slot = m_slots[std::size_t(index % kWindow)];
        if (!m_ready.wait_for(lock, timeout, [&] { return slot.has_value(); }))
            return std::nullopt;
        PreparedFile f = std::move(*slot);
        slot.reset();
        m_taken = index + 1;
        m_bytes -= f.data.size();
        lock.unlock();
        m_space.notify_all();
        return f;
    }

private:
    // Files read ahead of the writer at most, and their bytes (a file is taken while the bytes
    // waiting are under the budget, or when none wait).
    static constexpr int kWindow = 32;
    static constexpr qint64 kByteBudget = 256 * 1024 * 1024;

    void work()
    {
        Database db;
        std::optional<QSqlQuery> lookup;
        if (!db.open(m_dbPath, OpenOptions{ .create = false, .readOnly = true })) {
            lookup.emplace(db.query());
            if (!lookup->prepare(u"SELECT game_id FROM originals WHERE sha256 = ?"_s))
                lookup.reset();
        }
        // Only a shortcut: the writer looks again inside its transaction, so a failed lookup
        // just means the file is read.
        auto storedGame = [&lookup](const QString &sha) -> Result<qint64> {
            if (!lookup)
                return qint64(0);
            lookup->addBindValue(sha);
            qint64 id = 0;
            if (lookup->exec() && lookup->next())
                id = lookup->value(0).toLongLong();
            lookup->finish();
            return id;
        };
        for (;;) {
            std::unique_lock lock(m_mutex);
            m_space.wait(lock, [&] { return finished() || claimable(); });
            if (finished())
                break;
            const int index = m_next++;
            lock.unlock();
            prepare(index, storedGame);
        }
        lookup.reset();
    }

    // Nothing more to claim (all claimed, stopped or cancelled). With the mutex held.
    [[nodiscard]] bool finished() const
    {
        return m_stop || m_cancel.load() || m_next >= int(m_files.size());
    }
    // The next file may be claimed: within the window, and within the byte budget unless
    // nothing waits. With the mutex held.
    [[nodiscard]] bool claimable() const
    {
        return m_next < m_taken + kWindow && (m_bytes < kByteBudget || m_next == m_taken);
    }

    template <typename Lookup>
    void prepare(int index, Lookup &&storedGame)
    {
        PreparedFile f = readPrepared(m_files[index]);
        analyse(f, m_replay, storedGame);
        {
            std::lock_guard lock(m_mutex);
            m_bytes += f.data.size();
            m_slots[std::size_t(index % kWindow)] = std::move(f);
        }
        m_ready.notify_all();
    }

    const QStringList &m_files;
    const bool m_replay;
    const QString m_dbPath;
    const std::atomic<bool> &m_cancel;
    std::mutex m_mutex;
    std::condition_variable m_ready; // a slot was filled
    std::condition_variable m_space; // a slot was taken (or stop)
    std::vector<std::optional<PreparedFile>> m_slots; // file i in slot i % kWindow
    int m_next = 0; // the next file to claim
    int m_taken = 0; // files below this were taken by the writer
    qint64 m_bytes = 0; // bytes of the files read and not taken
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

int batchGamesFromEnvironment(int fallback)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("HAIFU_IMPORT_BATCH_GAMES", &ok);
    return ok && n > 0 ? n : fallback;
}

} // namespace

ImportItem Importer::write(PreparedFile &f, bool &storageError)
{
    ImportItem item;
    item.path = f.path;
    if (!f.error.isEmpty()) {
        item.message = f.error;
        return item;
    }
    if (f.storedGame != 0) {
        item.status = ImportStatus::Duplicate;
        item.gameId = f.storedGame;
        return item;
    }
    auto stored =
            m_writer->store(*f.facts, f.data, f.fileName, f.sha, f.review ? &*f.review : nullptr);
    if (!stored) {
        storageError = true;
        item.message = haifu::errorText(stored.error());
        return item;
    }
    item.status = stored->status;
    item.gameId = stored->gameId;
    item.newOriginal = stored->newOriginal;
    item.reviewAdded = stored->reviewAdded;
    if (!f.facts->replayOk)
        item.message = Tr::tr("stored, but the replay stops: %1").arg(f.facts->replayError);
    return item;
}

ImportItem Importer::store(PreparedFile &f)
{
    analyse(f, m_replay, [this](const QString &sha) -> Result<qint64> {
        if (auto error = m_writer->prepare())
            return *error;
        return m_writer->gameWithOriginal(sha);
    });
    bool storageError = false;
    return write(f, storageError);
}

ImportItem Importer::importData(const QByteArray &data, const QString &fileName)
{
    PreparedFile f;
    f.path = fileName;
    f.fileName = QFileInfo(fileName).fileName();
    f.data = data;
    return store(f);
}

ImportItem Importer::importFile(const QString &path)
{
    PreparedFile f = readPrepared(path);
    return store(f);
}

ImportReport Importer::importPaths(const QStringList &paths)
{
    ImportReport report;
    const QStringList files = collectRecordFiles(paths);
    const int total = int(files.size());
    const int batchGames = batchGamesFromEnvironment(m_batchGames);
    // A worker per core but one: the writer reads files too whenever it would wait.
    const int workers = m_workers > 0 ? m_workers : std::max(1, QThread::idealThreadCount() - 1);
    ImportPipeline pipeline(files, m_replay, m_db.path(), m_cancel);
    pipeline.start(std::min(workers, std::max(1, total)));

    // The open batch: one write transaction, each game in a savepoint inside it (GameWriter's
    // own Transaction nests), reported once committed.
    std::optional<Transaction> batch;
    QList<ImportItem> pending;
    QElapsedTimer batchAge;
    auto commitBatch = [&] {
        if (batch) {
            if (auto error = batch->commit()) {
                // Nothing of the batch is stored: every game of it failed.
                for (ImportItem &item : pending) {
                    if (item.status == ImportStatus::Failed)
                        continue;
                    item.status = ImportStatus::Failed;
                    item.gameId = 0;
                    item.newOriginal = false;
                    item.message = haifu::errorText(*error);
                }
            }
            batch.reset();
        }
        for (const ImportItem &item : std::as_const(pending)) {
            switch (item.status) {
            case ImportStatus::Imported: ++report.imported; break;
            case ImportStatus::Duplicate: ++report.duplicates; break;
            case ImportStatus::Failed: ++report.failed; break;
            }
            report.items << item;
            Q_EMIT itemImported(item);
        }
        pending.clear();
    };

    // The writer reads its files in full: its connection would also see the open batch, whose
    // games are not certain until it is committed (GameWriter::store looks the bytes up anyway).
    auto writerLookup = [](const QString &) -> Result<qint64> { return qint64(0); };
    using std::chrono::milliseconds;
    int next = 0;
    while (next < total && !m_cancel.load()) {
        // Waits for the next file no longer than the open batch may stay open (and checks for
        // a cancel now and then).
        milliseconds wait(50);
        if (!pending.isEmpty()) {
            const qint64 left = m_batchMs - batchAge.elapsed();
            if (left <= 0) {
                commitBatch();
                continue;
            }
            wait = std::min(wait, milliseconds(left));
        }
        // The file is not ready yet: read another one here rather than wait (an open batch may
        // then stay open a little longer than batchMs: about a millisecond for a hanchan).
        std::optional<PreparedFile> f = pipeline.take(next, milliseconds(0));
        if (!f && pipeline.help(writerLookup))
            continue;
        if (!f)
            f = pipeline.take(next, wait);
        if (!f)
            continue;
        ++next;
        if (pending.isEmpty())
            batchAge.start();
        if (f->facts && !batch) {
            batch.emplace(m_db);
            if (batch->beginError()) {
                ImportItem item;
                item.path = f->path;
                item.message = QString::fromStdString(batch->beginError()->message);
                batch.reset();
                pending << item;
                Q_EMIT progress(next, total, f->path);
                continue;
            }
        }
        bool storageError = false;
        pending << write(*f, storageError);
        Q_EMIT progress(next, total, f->path);
        // After a storage error the batch ends at once: SQLite may have rolled the whole
        // transaction back (a full disk), which the commit then reports for every game of it.
        if (storageError || pending.size() >= batchGames)
            commitBatch();
    }
    commitBatch();
    pipeline.stop();
    if (next < total) {
        report.cancelled = true;
        report.notImported = total - int(report.items.size());
    }
    return report;
}

} // namespace haifu::storage
