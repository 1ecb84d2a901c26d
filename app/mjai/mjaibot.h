#pragma once

#include "game/record.h"
#include "mjai/enginetypes.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>

class QProcess;

namespace haifu::engine {

class MjaiSession;

// An external MJAI bot reviewing a game record from one seat, asynchronously: the bot's process
// is started, sent the record event by event (one JSON line each, others' hidden tiles as "?")
// and its one-line answers are checked and kept where the seat decides. Nothing blocks: the
// caller gets progress(), then finished() or failed(). A bot that does not start, exits, writes
// anything but JSON objects, answers an illegal action, is slower than the limits or writes
// too much is stopped (killed) with a translated error naming the kyoku, step and event.
class MjaiBot : public QObject
{
    Q_OBJECT

public:
    explicit MjaiBot(QObject *parent = nullptr);
    ~MjaiBot() override; // kills a running bot

    void setLimits(const BotLimits &limits) { m_limits = limits; }
    [[nodiscard]] const BotLimits &limits() const { return m_limits; }

    // Starts the review (a running one is stopped first). Errors found before the bot runs (no
    // such seat, a record that cannot be replayed, no program) come as failed() at once.
    void start(const game::Record &record, int seat, const BotCommand &command);
    // Stops the bot without a signal; the result so far stays.
    void stop();

    [[nodiscard]] bool isRunning() const { return m_process != nullptr; }
    [[nodiscard]] const ReviewResult &result() const { return m_result; }
    [[nodiscard]] QString errorString() const { return m_error; }
    // Lines sent and to send (the whole game), for progress.
    [[nodiscard]] int done() const;
    [[nodiscard]] int total() const;

Q_SIGNALS:
    void progress(int done, int total);
    void finished();
    void failed(const QString &message);

private:
    void onStarted();
    void onOutput();
    void onErrorOutput();
    void onProcessError();
    void onExited(int exitCode);
    void sendNext();
    void fail(const QString &message);
    void complete();
    void killProcess();
    [[nodiscard]] QString stderrTail() const;

    BotLimits m_limits;
    BotCommand m_command;
    std::unique_ptr<MjaiSession> m_session;
    QProcess *m_process = nullptr;
    QTimer m_responseTimer;
    QTimer m_totalTimer;
    QByteArray m_buffer; // stdout not yet split into lines
    qsizetype m_outputBytes = 0;
    QByteArray m_stderr; // the last bytes the bot wrote to stderr
    ReviewResult m_result;
    QString m_error;
};

// The same review run to its end in a local event loop (for the CLI and the tests): the
// result, or the error that stopped it.
struct BotRun
{
    ReviewResult result;
    QString error;
    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};
[[nodiscard]] BotRun runBot(const game::Record &record, int seat, const BotCommand &command,
        const BotLimits &limits = {});

} // namespace haifu::engine
