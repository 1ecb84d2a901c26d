#include "library/recordopener.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "formats/recordio.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"

#include <QFileInfo>
#include <QPointer>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;
namespace formats = haifu::formats;

namespace { } // namespace

RecordOpener::RecordOpener(QObject *parent) : QObject(parent) { }

RecordOpener::~RecordOpener()
{
    cancel();
    // The jobs post to this object only through a guarded pointer; wait for them to end so
    // that no thread outlives the application's objects.
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void RecordOpener::start(const QString &what, Job job)
{
    const quint64 generation = ++m_generation;
    if (!m_busy) {
        m_busy = true;
        Q_EMIT busyChanged();
    }
    setStage(generation, what);
    QPointer<RecordOpener> self(this);
    QThread *thread = QThread::create([job = std::move(job), self, generation] {
        const auto stage = [self, generation](const QString &text) {
            QMetaObject::invokeMethod(
                    self,
                    [self, generation, text] {
                        if (self)
                            self->setStage(generation, text);
                    },
                    Qt::QueuedConnection);
        };
        const Result result = job(stage);
        QMetaObject::invokeMethod(
                self,
                [self, generation, result] {
                    if (self)
                        self->deliver(generation, result);
                },
                Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, this, [this, thread] {
        std::erase(m_threads, thread);
        thread->deleteLater();
    });
    m_threads.push_back(thread);
    thread->start();
}

void RecordOpener::cancel()
{
    ++m_generation;
    if (m_busy) {
        m_busy = false;
        m_stage.clear();
        Q_EMIT stageChanged();
        Q_EMIT busyChanged();
    }
}

void RecordOpener::setStage(quint64 generation, const QString &stage)
{
    if (generation != m_generation || stage == m_stage)
        return;
    m_stage = stage;
    Q_EMIT stageChanged();
}

void RecordOpener::deliver(quint64 generation, const Result &result)
{
    if (generation != m_generation)
        return; // cancelled, or overtaken by a newer job
    m_busy = false;
    m_stage.clear();
    Q_EMIT stageChanged();
    Q_EMIT busyChanged();
    Q_EMIT finished(result);
}

namespace {

// The viewer's title of a record read from a file: its lobby and date, else the file's name.
QString fileTitle(const haifu::game::Record &record, const QString &path)
{
    QString title = toQString(record.lobby);
    if (!record.date.empty())
        title = title.isEmpty() ? toQString(record.date)
                                : title + u" · "_s + toQString(record.date);
    return title.isEmpty() ? QFileInfo(path).completeBaseName() : title;
}

} // namespace

RecordOpener::Job RecordOpener::fileJob(const QString &path, const QString &libraryPath)
{
    return [path, libraryPath](const std::function<void(const QString &)> &stage) {
        Result result;
        const QString name = QFileInfo(path).fileName();
        result.source = path;

        // Notes need the game in the library: add it (or find it there) and show the library's
        // copy, so that steps are counted as in every other view of that game. The importer
        // reads the file itself; the file is read on its own only when that fails.
        QString problem;
        if (!libraryPath.isEmpty()) {
            //: %1 is a file name
            stage(tr("Adding %1 to the library…").arg(name));
            storage::Database db;
            if (const auto error = db.open(libraryPath, { .create = false })) {
                problem = haifu::errorText(*error);
            } else {
                storage::Importer importer(db);
                const storage::ImportItem item = importer.importFile(path); // capped
                if (item.status != storage::ImportStatus::Failed && item.gameId > 0) {
                    auto stored = storage::loadRecord(db, item.gameId);
                    if (stored) {
                        result.title = fileTitle(*stored, path);
                        result.record = std::move(*stored);
                        result.gameId = item.gameId;
                        result.imported = true;
                        result.added = item.status == storage::ImportStatus::Imported;
                        result.notice = result.added
                                //: %1 is the game's number in the library
                                ? tr("Added to the library as game %1: notes are saved there.")
                                          .arg(item.gameId)
                                : tr("Already in the library as game %1: notes are saved "
                                     "there.")
                                          .arg(item.gameId);
                        return result;
                    }
                    problem = haifu::errorText(stored.error());
                } else {
                    problem = item.message;
                }
            }
        }

        auto record = formats::readRecordFile(path);
        if (!record) {
            //: %1 is a file name, %2 says what is wrong (naming the kyoku and event)
            result.error = tr("Cannot open %1: %2").arg(name, haifu::errorText(record.error()));
            return result;
        }
        result.title = fileTitle(*record, path);
        result.record = std::move(*record);
        if (!libraryPath.isEmpty())
            //: %1 says why
            result.notice =
                    tr("Not added to the library, so notes cannot be saved: %1").arg(problem);
        return result;
    };
}

RecordOpener::Job RecordOpener::libraryJob(qint64 gameId, const QString &libraryPath)
{
    return [gameId, libraryPath](const std::function<void(const QString &)> &) {
        Result result;
        //: where the viewer's game comes from; %1 is its number in the library
        result.source = tr("library game %1").arg(gameId);
        storage::Database db;
        if (const auto error = db.open(libraryPath, { .create = false })) {
            result.error = haifu::errorText(*error);
            return result;
        }
        auto record = storage::loadRecord(db, gameId);
        if (!record) {
            result.error = haifu::errorText(record.error());
            return result;
        }
        result.record = std::move(*record);
        result.gameId = gameId;
        if (auto summary = storage::gameSummary(db, gameId)) {
            result.title = summary->lobby.isEmpty() ? summary->title : summary->lobby;
            if (!summary->playedAt.isEmpty())
                result.title = summary->playedAt.left(10) + u"  "_s + result.title;
            result.title = result.title.trimmed();
            result.viewpoint = summary->viewpoint;
        }
        return result;
    };
}

} // namespace haifu::app
