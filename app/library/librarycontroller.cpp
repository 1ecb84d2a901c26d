#include "library/librarycontroller.h"
#include "common/errortext.h"

#include "formats/recordio.h"
#include "library/recordopener.h"
#include "reports/gamereport.h"
#include "reports/notesfile.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/savefile.h"
#include "viewer/gamesession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QQmlEngine>

#include <utility>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;

namespace {
LibraryController *s_instance = nullptr;
}

LibraryController::LibraryController(const QString &path, QObject *parent)
    : QObject(parent), m_path(path)
{
    // The window's own connection waits at most a moment for another process's lock: a note
    // that cannot be written at once is kept and tried again (GameSession), the window never
    // freezes on a lock. Imports run in a worker with their own connection and the default wait.
    storage::OpenOptions options;
    options.busyTimeoutMs = kWindowBusyTimeoutMs;
    if (const auto error = m_db.open(path, options))
        m_errorText = haifu::errorText(*error);
    m_games.setDatabase(&m_db);
    updateCounts();
    QQmlEngine::setObjectOwnership(&m_fetcher, QQmlEngine::CppOwnership);
    connect(&m_fetcher, &TenhouFetcher::downloaded, this, &LibraryController::importFetched);
}

LibraryController::~LibraryController()
{
    cancelImport();
    waitForImport();
    if (m_session)
        m_session->setDatabase(nullptr); // saves a note still being typed first
    if (s_instance == this)
        s_instance = nullptr;
}

LibraryController *LibraryController::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT(s_instance);
    QQmlEngine::setObjectOwnership(s_instance, QQmlEngine::CppOwnership);
    return s_instance;
}

void LibraryController::setInstance(LibraryController *instance)
{
    s_instance = instance;
}

const storage::Database *LibraryController::databaseOf(const QObject *object)
{
    if (QQmlEngine *engine = qmlEngine(object)) {
        const int type = qmlTypeId("Haifu.Backend", 1, 0, "Library");
        if (auto *library = engine->singletonInstance<LibraryController *>(type);
                library && library->available())
            return &library->database();
    }
    return nullptr;
}

void LibraryController::attach(GameSession *session)
{
    if (!session)
        return;
    m_session = session;
    session->setDatabase(&m_db);
    connect(session, &GameSession::gameImported, this, [this] {
        updateCounts();
        m_games.refresh();
    });
    // The list's note counts follow the notes added and removed in the viewer.
    connect(session->notes()->annotations(), &AnnotationModel::countChanged, this, [this] {
        updateCounts();
        m_games.refresh();
    });
}

bool LibraryController::importUrls(const QList<QUrl> &urls)
{
    QStringList paths;
    for (const QUrl &url : urls) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
        else if (url.scheme().isEmpty())
            paths << url.toString();
    }
    return importPaths(paths);
}

bool LibraryController::importPaths(const QStringList &paths)
{
    if (paths.isEmpty())
        return false;
    return startImport([paths](const storage::Database &, storage::Importer &importer) {
        return importer.importPaths(paths);
    });
}

void LibraryController::importFetched(const QByteArray &data, const QString &id, int viewpoint)
{
    m_fetchImport = true;
    const bool started = startImport(
            [data, id, viewpoint](const storage::Database &db, storage::Importer &importer) {
                storage::ImportReport report;
                storage::ImportItem item = importer.importData(data, id);
                if (item.status == storage::ImportStatus::Failed)
                    ++report.failed;
                else if (item.status == storage::ImportStatus::Duplicate)
                    ++report.duplicates;
                else
                    ++report.imported;
                // The seat of the address (tw=) is the game's point of view, also when it was
                // there.
                if (item.gameId > 0 && viewpoint >= 0) {
                    if (auto stored = storage::setGameViewpoint(db, item.gameId, viewpoint))
                        item.message = haifu::errorText(*stored);
                }
                report.items << item;
                return report;
            });
    if (!started) {
        m_fetchImport = false;
        m_fetcher.finish(0, false, tr("Another import is running; fetch again once it is done"));
    }
}

bool LibraryController::startImport(ImportJob job)
{
    if (m_importThread || !m_db.isOpen())
        return false;
    m_report.clear();
    m_importDone = 0;
    m_importTotal = 0;
    m_importFile.clear();
    m_importSummary.clear();
    m_cancelImport = std::make_shared<std::atomic<bool>>(false);

    // The worker opens its own connection: SQLite connections belong to the thread that made
    // them, and WAL lets the GUI keep reading while the import writes.
    const QString dbPath = m_path;
    const auto cancel = m_cancelImport;
    QPointer<LibraryController> self(this);
    m_importThread = QThread::create([dbPath, job, cancel, self] {
        storage::Database db;
        storage::ImportReport report;
        if (const auto error = db.open(dbPath)) {
            storage::ImportItem item;
            item.path = dbPath;
            item.message = haifu::errorText(*error);
            report.items << item;
            report.failed = 1;
        } else {
            storage::Importer importer(db);
            QObject::connect(&importer, &storage::Importer::progress, &importer,
                    [&importer, cancel, self](int done, int total, const QString &file) {
                        if (cancel->load())
                            importer.cancel();
                        QMetaObject::invokeMethod(
                                self,
                                [self, done, total, file] {
                                    if (!self)
                                        return;
                                    self->m_importDone = done;
                                    self->m_importTotal = total;
                                    self->m_importFile = QFileInfo(file).fileName();
                                    Q_EMIT self->importProgressChanged();
                                },
                                Qt::QueuedConnection);
                    });
            QObject::connect(&importer, &storage::Importer::itemImported, &importer,
                    [self](const storage::ImportItem &item) {
                        QMetaObject::invokeMethod(
                                self,
                                [self, item] {
                                    if (self)
                                        self->m_report.append(item);
                                },
                                Qt::QueuedConnection);
                    });
            report = job(db, importer);
        }
        QMetaObject::invokeMethod(
                self,
                [self, report] {
                    if (self)
                        self->onImportFinished(report);
                },
                Qt::QueuedConnection);
    });
    Q_EMIT importingChanged();
    m_importThread->start();
    return true;
}

void LibraryController::cancelImport()
{
    if (m_cancelImport)
        m_cancelImport->store(true);
}

void LibraryController::waitForImport()
{
    if (!m_importThread)
        return;
    m_importThread->wait();
    QCoreApplication::sendPostedEvents(this);
}

void LibraryController::onImportFinished(const storage::ImportReport &report)
{
    if (m_importThread) {
        m_importThread->wait();
        m_importThread->deleteLater();
        m_importThread = nullptr;
    }
    // Items reported before the worker's progress signals reached us are added here.
    if (m_report.rowCount() < report.items.size()) {
        m_report.clear();
        for (const storage::ImportItem &item : report.items)
            m_report.append(item);
    }
    QStringList parts{ tr("%n imported", nullptr, report.imported) };
    if (report.duplicates)
        parts << tr("%n already in the library", nullptr, report.duplicates);
    if (report.failed)
        parts << tr("%n failed", nullptr, report.failed);
    if (report.cancelled)
        parts << tr("cancelled, %n not imported", nullptr, report.notImported);
    m_importSummary = parts.join(u", "_s);
    updateCounts();
    m_games.refresh();
    Q_EMIT importingChanged();
    Q_EMIT importFinished(report.imported, report.duplicates, report.failed, report.cancelled);
    if (std::exchange(m_fetchImport, false)) {
        const storage::ImportItem item = report.items.value(0);
        const bool stored = item.status != storage::ImportStatus::Failed;
        m_fetcher.finish(stored ? item.gameId : 0, item.status == storage::ImportStatus::Imported,
                item.message);
    }
}

bool LibraryController::openGame(qint64 gameId)
{
    GameSession *session = GameSession::instance();
    if (!session) {
        reportError(tr("The viewer is not ready"));
        return false;
    }
    // The viewer's background job, run here and now (the command line, tests).
    RecordOpener::Result read = RecordOpener::libraryJob(gameId, m_path)([](const QString &) {});
    if (!read.record) {
        reportError(read.error);
        return false;
    }
    if (!session->openLibraryGame(std::move(*read.record), gameId, read.title))
        return false;
    if (read.viewpoint >= 0)
        session->setViewpoint(read.viewpoint);
    return true;
}

bool LibraryController::addTag(qint64 gameId, const QString &tag)
{
    if (const auto error = storage::addTag(m_db, gameId, tag.trimmed())) {
        reportError(haifu::errorText(*error));
        return false;
    }
    updateCounts();
    m_games.refresh();
    return true;
}

bool LibraryController::removeTag(qint64 gameId, const QString &tag)
{
    if (const auto error = storage::removeTag(m_db, gameId, tag)) {
        reportError(haifu::errorText(*error));
        return false;
    }
    updateCounts();
    m_games.refresh();
    return true;
}

bool LibraryController::addToCollection(qint64 gameId, const QString &collection)
{
    const QString name = collection.trimmed();
    if (!m_collections.contains(name)) {
        if (auto created = storage::createCollection(m_db, name); !created) {
            reportError(haifu::errorText(created.error()));
            return false;
        }
    }
    if (const auto error = storage::addToCollection(m_db, name, gameId)) {
        reportError(haifu::errorText(*error));
        return false;
    }
    updateCounts();
    return true;
}

bool LibraryController::exportGame(qint64 gameId, const QUrl &file, const QString &format)
{
    return exportGameTo(gameId, file.isLocalFile() ? file.toLocalFile() : file.toString(), format);
}

bool LibraryController::exportGameTo(qint64 gameId, const QString &path, const QString &format)
{
    if (GameSession *session = GameSession::instance())
        (void)session->notes()->save(); // the note being typed goes with it
    if (format == "pdf"_L1) {
        if (const auto error = haifu::reports::writeGameReportPdf(m_db, gameId, path)) {
            reportError(haifu::errorText(*error));
            return false;
        }
        return true;
    }
    QByteArray data;
    if (format == "haifu"_L1) {
        auto written = haifu::reports::writeNotesFile(m_db, gameId);
        if (!written) {
            reportError(haifu::errorText(written.error()));
            return false;
        }
        data = *written;
    } else if (format == "tenhou-json"_L1 || format == "mjlog"_L1) {
        auto record = storage::loadRecord(m_db, gameId);
        auto written = !record         ? haifu::Result<QByteArray>(record.error())
                : format == "mjlog"_L1 ? haifu::formats::writeTenhouXml(*record)
                                       : haifu::formats::writeTenhouJson(*record);
        if (!written) {
            reportError(haifu::errorText(written.error()));
            return false;
        }
        data = *written;
    } else if (format == "html"_L1) {
        auto written = haifu::reports::gameReportHtml(m_db, gameId);
        if (!written) {
            reportError(haifu::errorText(written.error()));
            return false;
        }
        data = written->toUtf8();
    } else {
        reportError(tr("Unknown export format '%1'").arg(format));
        return false;
    }
    // A temporary file synced and renamed over the old one: a failure leaves the old file intact.
    if (const auto error = storage::saveFile(path, data)) {
        reportError(haifu::errorText(*error));
        return false;
    }
    return true;
}

bool LibraryController::openNotesFile(const QUrl &file)
{
    return openNotesPath(file.isLocalFile() ? file.toLocalFile() : file.toString());
}

bool LibraryController::openNotesPath(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        reportError(tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString()));
        return false;
    }
    // At most the size a .haifu file may have is read (a larger file is refused unread).
    const auto data = haifu::formats::readAllCapped(file);
    if (!data) {
        reportError(tr("Cannot read %1: %2")
                            .arg(QFileInfo(path).fileName(), haifu::errorText(data.error())));
        return false;
    }
    auto read = haifu::reports::readNotesFile(m_db, *data, path);
    if (!read) {
        reportError(haifu::errorText(read.error()));
        return false;
    }
    updateCounts();
    m_games.refresh();
    if (!openGame(read->gameId))
        return false;
    QStringList parts;
    parts << (read->newGame ? tr("Game %1 added to the library").arg(read->gameId)
                            : tr("Game %1 was in the library").arg(read->gameId));
    parts << tr("%n note(s) added", nullptr, read->added);
    if (read->merged)
        parts << tr("%n joined to your notes", nullptr, read->merged);
    if (read->unchanged)
        parts << tr("%n already there", nullptr, read->unchanged);
    Q_EMIT notesImported(parts.join(u", "_s));
    return true;
}

void LibraryController::reportError(const QString &message)
{
    m_errorText = message;
    Q_EMIT errorTextChanged();
    Q_EMIT errorOccurred(message);
}

void LibraryController::refresh()
{
    m_games.refresh();
    updateCounts();
}

void LibraryController::updateCounts()
{
    if (!m_db.isOpen())
        return;
    if (auto count = storage::countGames(m_db); count && int(*count) != m_gameCount) {
        m_gameCount = int(*count);
        Q_EMIT gameCountChanged();
    }
    auto tags = storage::allTags(m_db);
    auto collections = storage::allCollections(m_db);
    const QStringList newTags = tags ? *tags : QStringList();
    const QStringList newCollections = collections ? *collections : QStringList();
    if (newTags != m_tags || newCollections != m_collections) {
        m_tags = newTags;
        m_collections = newCollections;
        Q_EMIT tagsChanged();
    }
}

} // namespace haifu::app
