#pragma once

#include "rules/result.h"
#include "storage/gamefacts.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <memory>

// Importing game records into the library: single files, whole folders and many files at once,
// in every format app/formats reads, and engine review reports (formats/reviewreport.h: the game
// is stored like any record and the review attached to it, storage/reviews.h). Each game is stored
// atomically (its original bytes, players, results and statistics together or not at all) and
// deduplicated twice: a file whose bytes are already stored is a duplicate without reading it, and
// a game whose content fingerprint (gameFingerprint) is already stored is a duplicate too, its file
// kept as another original of that game, so nothing a user imported is ever lost. Reading and
// replaying happen before the write, so other library users wait only for the short write.
//
// importPaths() is a pipeline: worker threads read, replay and compute the facts of the files
// (a bounded window of files ahead of the writer, so memory stays bounded on any archive), and
// the calling thread writes them in input order (reading files itself whenever the next one is
// not ready) as a stream of batches: one write transaction
// holds several games (up to batchGames, or what came within batchMs), each game inside its own
// savepoint, so a game the library refuses leaves nothing behind and the rest of the batch goes
// on. Duplicates are recognised inside a batch too (the batch sees its own writes). A crash loses
// at most the open batch; the items of a batch are reported (itemImported) once it is
// committed.
namespace haifu::storage {

class Database;
namespace detail {
struct GameWriter;
struct PreparedFile;
} // namespace detail

enum class ImportStatus : std::uint8_t {
    Imported, // a new game
    Duplicate, // the game was in the library already (the file is kept if it was new)
    Failed, // the file could not be read, or the reader refused it (see message)
};

// "imported", "duplicate", "failed".
[[nodiscard]] QString importStatusName(ImportStatus status);

struct ImportItem
{
    QString path;
    ImportStatus status = ImportStatus::Failed;
    qint64 gameId = 0; // the new or existing game
    bool newOriginal = false; // Duplicate: this file was kept as another original of the game
    bool reviewAdded = false; // the file was an engine review report, attached to the game
    QString message; // Failed: the error; otherwise notes (e.g. a replay problem)
};

struct ImportReport
{
    QList<ImportItem> items; // one per file, in the order imported
    int imported = 0;
    int duplicates = 0;
    int failed = 0;
    bool cancelled = false;
    int notImported = 0; // files left out because the import was cancelled
};

// The files an import of `paths` covers: files as given, folders searched recursively for
// record files (.mjlog .xml .json .mjson .jsonl .log .gz), sorted by path.
[[nodiscard]] QStringList collectRecordFiles(const QStringList &paths);

class Importer : public QObject
{
    Q_OBJECT

public:
    explicit Importer(const Database &db, QObject *parent = nullptr);
    ~Importer() override;

    // Imports files and folders; one bad file never stops the rest. Emits progress() for every
    // file as it is written into the open batch and itemImported() for every file once the
    // batch holding it is committed (so every game reported is on the disk), both in input
    // order and from the calling thread. Stops early (report.cancelled) when cancel() is called
    // (e.g. from a progress() handler or another thread): the workers stop, the games written
    // so far are committed, the files after them are counted in report.notImported.
    ImportReport importPaths(const QStringList &paths);
    // Imports one record file. A file larger than formats::kMaxRecordBytes fails ("NAME: larger
    // than 64 MiB") after reading no more than the limit.
    ImportItem importFile(const QString &path);
    // Imports one record given as bytes; `fileName` is stored and used in error messages.
    ImportItem importData(const QByteArray &data, const QString &fileName);

    // Safe to call from any thread (e.g. a Cancel button while the import runs in a worker).
    void cancel() { m_cancel.store(true); }
    [[nodiscard]] bool isCancelled() const { return m_cancel.load(); }

    // Run game::Replay's checks on every record (default on; the replay result is stored).
    void setReplay(bool replay) { m_replay = replay; }
    // Threads that read and replay for importPaths besides the writing thread, which reads too
    // when it would wait (0, the default: one per core but one, at least one).
    void setWorkers(int workers) { m_workers = workers; }
    // A batch of importPaths is committed after this many files or once it has been open this
    // long, whichever comes first (defaults 256 and 100 ms; at least 1 file). The environment
    // variable HAIFU_IMPORT_BATCH_GAMES overrides the count (tests use it for small batches).
    void setBatch(int games, int milliseconds)
    {
        m_batchGames = std::max(1, games);
        m_batchMs = std::max(0, milliseconds);
    }

Q_SIGNALS:
    void progress(int done, int total, const QString &path);
    void itemImported(const haifu::storage::ImportItem &item);

private:
    ImportItem store(detail::PreparedFile &file);
    ImportItem write(detail::PreparedFile &file, bool &storageError);

    const Database &m_db;
    std::unique_ptr<detail::GameWriter> m_writer;
    std::atomic<bool> m_cancel = false;
    bool m_replay = true;
    int m_workers = 0;
    int m_batchGames = 256;
    int m_batchMs = 100;
};

// Stores a game from its facts and original file, deduplicating by the file's bytes and by the
// fingerprint, in one write transaction. Used by the importer; also by tools that build
// libraries (benchmarks).
struct StoreResult
{
    ImportStatus status = ImportStatus::Imported;
    qint64 gameId = 0;
    bool newOriginal = false;
    bool reviewAdded = false;
};
[[nodiscard]] Result<StoreResult> storeGame(const Database &db, const GameFacts &facts,
        const QByteArray &original, const QString &fileName);

// The SHA-256 of a file's bytes as stored in the library (hex).
[[nodiscard]] QString originalHash(const QByteArray &data);

} // namespace haifu::storage
