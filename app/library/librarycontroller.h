#pragma once

#include "library/gamelistmodel.h"
#include "library/importreportmodel.h"
#include "library/tenhoufetcher.h"
#include "storage/database.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QThread>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <functional>
#include <memory>

class QQmlEngine;
class QJSEngine;

namespace haifu::app {

class GameSession;

// The library as QML sees it: the game list with its search, imports running in a worker
// thread with progress, cancellation and a per-file report, tags and collections, and opening a
// game in the viewer. One instance, made in main() with the library file (QML singleton
// "Library").
class LibraryController : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Library)
    QML_SINGLETON
    Q_PROPERTY(QString path READ path CONSTANT)
    //! The library as shown: a file path, or a server address without its password.
    Q_PROPERTY(QString shownLocation READ shownLocation CONSTANT)
    //! Whether the library is a database on a server (else a file).
    Q_PROPERTY(bool onServer READ onServer CONSTANT)
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(haifu::app::GameListModel *games READ games CONSTANT)
    Q_PROPERTY(haifu::app::ImportReportModel *report READ report CONSTANT)
    Q_PROPERTY(int gameCount READ gameCount NOTIFY gameCountChanged)
    Q_PROPERTY(bool importing READ importing NOTIFY importingChanged)
    Q_PROPERTY(int importDone READ importDone NOTIFY importProgressChanged)
    Q_PROPERTY(int importTotal READ importTotal NOTIFY importProgressChanged)
    Q_PROPERTY(QString importFile READ importFile NOTIFY importProgressChanged)
    //! "3 imported, 1 already in the library, 1 failed" after an import.
    Q_PROPERTY(QString importSummary READ importSummary NOTIFY importingChanged)
    Q_PROPERTY(QStringList tags READ tags NOTIFY tagsChanged)
    Q_PROPERTY(QStringList collections READ collections NOTIFY tagsChanged)
    //! Fetching a Tenhou log by address or id; the game is imported like a file.
    Q_PROPERTY(haifu::app::TenhouFetcher *fetcher READ fetcher CONSTANT)

public:
    // How long the window's connection waits for another process's lock.
    static constexpr int kWindowBusyTimeoutMs = 250;

    // Opens the library at `path` (already created by storage::ensureDefaultLibrary). Not
    // default-constructible on purpose: Qt 6.4 would then make its own singleton.
    explicit LibraryController(const QString &path, QObject *parent = nullptr);
    ~LibraryController() override;

    static LibraryController *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    static void setInstance(LibraryController *instance);

    // Lets the viewer session keep its notes in this library and add the files it opens to it.
    void attach(GameSession *session);
    [[nodiscard]] const haifu::storage::Database &database() const { return m_db; }
    // The open library of the QML engine `object` lives in (the Library singleton), or null.
    [[nodiscard]] static const haifu::storage::Database *databaseOf(const QObject *object);

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString shownLocation() const
    {
        return haifu::storage::Database::displayLocation(m_path);
    }
    [[nodiscard]] bool onServer() const
    {
        return haifu::storage::Database::isServerLocation(m_path);
    }
    [[nodiscard]] bool available() const { return m_db.isOpen(); }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] GameListModel *games() { return &m_games; }
    [[nodiscard]] ImportReportModel *report() { return &m_report; }
    [[nodiscard]] int gameCount() const { return m_gameCount; }
    [[nodiscard]] bool importing() const { return m_importThread != nullptr; }
    [[nodiscard]] int importDone() const { return m_importDone; }
    [[nodiscard]] int importTotal() const { return m_importTotal; }
    [[nodiscard]] QString importFile() const { return m_importFile; }
    [[nodiscard]] QString importSummary() const { return m_importSummary; }
    [[nodiscard]] QStringList tags() const { return m_tags; }
    [[nodiscard]] QStringList collections() const { return m_collections; }
    [[nodiscard]] TenhouFetcher *fetcher() { return &m_fetcher; }

    // Imports files and folders (local file URLs, e.g. from a file dialog or a drop) in a
    // worker thread. Returns false when an import is already running or nothing was given.
    Q_INVOKABLE bool importUrls(const QList<QUrl> &urls);
    Q_INVOKABLE bool importPaths(const QStringList &paths);
    Q_INVOKABLE void cancelImport();
    // Blocks until a running import has finished (tests, quitting).
    void waitForImport();

    // Loads the game into the viewer session; false (and errorOccurred) when it cannot.
    Q_INVOKABLE bool openGame(qint64 gameId);
    // The library changed elsewhere (the record editor saved a game): the list and the counts
    // are read again.
    Q_INVOKABLE void refresh();
    Q_INVOKABLE bool addTag(qint64 gameId, const QString &tag);
    Q_INVOKABLE bool removeTag(qint64 gameId, const QString &tag);
    Q_INVOKABLE bool addToCollection(qint64 gameId, const QString &collection);

    // Writes a game of the library to a file: "haifu" (the game with its notes, see
    // reports/notesfile.h), "tenhou-json", "mjlog" (Tenhou mjlog XML), "html" or "pdf" (the
    // game report).
    Q_INVOKABLE bool exportGame(qint64 gameId, const QUrl &file, const QString &format);
    bool exportGameTo(qint64 gameId, const QString &path, const QString &format);
    // Reads a .haifu file: adds its game and notes to the library and opens it in the viewer.
    Q_INVOKABLE bool openNotesFile(const QUrl &file);
    bool openNotesPath(const QString &path);

Q_SIGNALS:
    void errorTextChanged();
    void gameCountChanged();
    void importingChanged();
    void importProgressChanged();
    void tagsChanged();
    void importFinished(int imported, int duplicates, int failed, bool cancelled);
    //! A .haifu file was read: what it added.
    void notesImported(const QString &message);
    void errorOccurred(const QString &message);

private:
    void reportError(const QString &message);
    void updateCounts();
    // Runs `job` with an importer of the library in a worker thread (its own connection);
    // progress, items and the report come back to this thread. False when one is running.
    using ImportJob = std::function<haifu::storage::ImportReport(
            const haifu::storage::Database &, haifu::storage::Importer &)>;
    bool startImport(ImportJob job);
    void onImportFinished(const haifu::storage::ImportReport &report);
    // Imports a log the fetcher downloaded (file name: its id) and stores its seat.
    void importFetched(const QByteArray &data, const QString &id, int viewpoint);

    QString m_path;
    haifu::storage::Database m_db;
    QPointer<GameSession> m_session;
    GameListModel m_games;
    ImportReportModel m_report;
    QString m_errorText;
    int m_gameCount = 0;
    QStringList m_tags;
    QStringList m_collections;

    QThread *m_importThread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelImport;
    int m_importDone = 0;
    int m_importTotal = 0;
    QString m_importFile;
    QString m_importSummary;
    bool m_fetchImport = false; // the running import is the fetcher's
    TenhouFetcher m_fetcher;
};

// The library a backend object works on: the one given with set() (tests, the CLI), otherwise
// the open library of the QML engine the object lives in.
class LibraryLink
{
public:
    void set(const haifu::storage::Database *db)
    {
        m_db = db;
        m_given = true;
    }
    [[nodiscard]] const haifu::storage::Database *of(const QObject *owner) const
    {
        return m_given ? m_db : LibraryController::databaseOf(owner);
    }

private:
    const haifu::storage::Database *m_db = nullptr;
    bool m_given = false;
};

} // namespace haifu::app
