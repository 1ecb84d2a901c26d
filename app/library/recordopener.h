#pragma once

#include "game/record.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <functional>
#include <optional>
#include <vector>

namespace haifu::app {

// Reads a game record off the GUI thread: a file (parsed, added to the library, read back as
// the library stores it) or a game of the library. One job at a time: starting another or
// cancelling drops the running job's result (a reader cannot be stopped half way, but it is
// bounded in size and linear in time, so the thread ends soon; the window never waits on it).
class RecordOpener : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        std::optional<haifu::game::Record> record; // none: `error` says why
        QString error;
        QString title;
        QString source; // the file, or "library game N"
        qint64 gameId = 0; // > 0: the game is in the library
        QString notice; // what happened to the file: added to the library, already there, …
        bool imported = false; // a file went into the library (see `added`)
        bool added = false;
        int viewpoint = -1; // the seat the game is stored to be shown from; -1: none
    };
    // Runs on the worker thread; `stage` says what it is doing (shown in the viewer).
    using Job = std::function<Result(const std::function<void(const QString &)> &stage)>;

    explicit RecordOpener(QObject *parent = nullptr);
    ~RecordOpener() override;

    void start(const QString &what, Job job);
    void cancel();
    [[nodiscard]] bool busy() const { return m_busy; }
    [[nodiscard]] const QString &stage() const { return m_stage; }

    // A job that reads the record file at `path`; with `libraryPath`, it is added to that
    // library (or found there) and read back from it, so that it takes notes.
    static Job fileJob(const QString &path, const QString &libraryPath);
    // A job that reads game `gameId` of the library at `libraryPath`.
    static Job libraryJob(qint64 gameId, const QString &libraryPath);

Q_SIGNALS:
    void busyChanged();
    void stageChanged();
    void finished(const RecordOpener::Result &result); // not for a cancelled job

private:
    void setStage(quint64 generation, const QString &stage);
    void deliver(quint64 generation, const Result &result);

    quint64 m_generation = 0;
    bool m_busy = false;
    QString m_stage;
    std::vector<QThread *> m_threads;
};

} // namespace haifu::app
