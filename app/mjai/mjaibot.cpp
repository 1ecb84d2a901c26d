#include "mjai/mjaibot.h"

#include "mjai/mjaisession.h"

#include <QDir>
#include <QEventLoop>
#include <QProcess>

namespace haifu::engine {

namespace {

// How much of the bot's standard error an error message quotes (its last bytes).
constexpr qsizetype kStderrTail = 600;

} // namespace

MjaiBot::MjaiBot(QObject *parent) : QObject(parent)
{
    m_responseTimer.setSingleShot(true);
    m_totalTimer.setSingleShot(true);
    connect(&m_responseTimer, &QTimer::timeout, this, [this] {
        fail(Tr::tr("The bot did not answer within %1 ms at %2.")
                        .arg(m_limits.responseMs)
                        .arg(m_session ? m_session->where() : QString()));
    });
    connect(&m_totalTimer, &QTimer::timeout, this, [this] {
        fail(Tr::tr("The bot did not get through the game within %1 s; it was stopped at %2.")
                        .arg(m_limits.totalMs / 1000)
                        .arg(m_session ? m_session->where() : QString()));
    });
}

MjaiBot::~MjaiBot()
{
    killProcess();
}

int MjaiBot::done() const
{
    return m_session ? m_session->done() : 0;
}

int MjaiBot::total() const
{
    return m_session ? m_session->total() : 0;
}

void MjaiBot::start(const game::Record &record, int seat, const BotCommand &command)
{
    stop();
    m_session.reset();
    m_result = ReviewResult{};
    m_result.seat = seat;
    m_error.clear();
    m_buffer.clear();
    m_outputBytes = 0;
    m_stderr.clear();
    m_command = command;
    Feed feed;
    if (auto error = buildFeed(record, seat, feed))
        return fail(*error);
    if (command.program.trimmed().isEmpty())
        return fail(Tr::tr("No bot is set: give the command line of an MJAI bot."));
    if (!command.workingFolder.isEmpty() && !QDir(command.workingFolder).exists())
        return fail(
                Tr::tr("The bot's working folder %1 does not exist.").arg(command.workingFolder));
    m_session = std::make_unique<MjaiSession>(std::move(feed));
    m_process = new QProcess(this);
    m_process->setProgram(command.program);
    m_process->setArguments(command.arguments);
    if (!command.workingFolder.isEmpty())
        m_process->setWorkingDirectory(command.workingFolder);
    connect(m_process, &QProcess::started, this, &MjaiBot::onStarted);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &MjaiBot::onOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, &MjaiBot::onErrorOutput);
    connect(m_process, &QProcess::errorOccurred, this, &MjaiBot::onProcessError);
    connect(m_process, &QProcess::finished, this, &MjaiBot::onExited);
    m_totalTimer.start(m_limits.totalMs);
    m_responseTimer.start(m_limits.responseMs);
    m_process->start(QIODevice::ReadWrite);
}

void MjaiBot::stop()
{
    if (m_session)
        m_result = m_session->result();
    killProcess();
}

void MjaiBot::killProcess()
{
    m_responseTimer.stop();
    m_totalTimer.stop();
    if (!m_process)
        return;
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(2000);
    }
    process->deleteLater();
}

void MjaiBot::fail(const QString &message)
{
    if (m_session)
        m_result = m_session->result();
    const QString tail = stderrTail();
    m_error = tail.isEmpty() ? message
                             : Tr::tr("%1\nThe bot's last error output: %2").arg(message, tail);
    killProcess();
    Q_EMIT failed(m_error);
}

void MjaiBot::complete()
{
    m_result = m_session->result();
    killProcess();
    Q_EMIT progress(total(), total());
    Q_EMIT finished();
}

QString MjaiBot::stderrTail() const
{
    return QString::fromUtf8(m_stderr).trimmed().right(kStderrTail);
}

void MjaiBot::sendNext()
{
    m_process->write(m_session->nextLine());
    m_responseTimer.start(m_limits.responseMs);
}

void MjaiBot::onStarted()
{
    if (m_process && m_session && !m_session->finished())
        sendNext();
}

void MjaiBot::onOutput()
{
    if (!m_process)
        return;
    const QByteArray chunk = m_process->readAllStandardOutput();
    m_outputBytes += chunk.size();
    if (m_outputBytes > m_limits.maxOutputBytes)
        return fail(Tr::tr("The bot wrote more than %1 bytes by %2; it was stopped.")
                            .arg(m_limits.maxOutputBytes)
                            .arg(m_session->where()));
    m_buffer += chunk;
    qsizetype from = 0;
    while (!m_session->finished()) {
        const qsizetype end = m_buffer.indexOf('\n', from);
        if (end < 0)
            break;
        const QByteArrayView line = QByteArrayView(m_buffer).sliced(from, end - from).trimmed();
        from = end + 1;
        if (line.isEmpty())
            continue;
        if (line.size() > m_limits.maxLineBytes)
            return fail(Tr::tr("At %1 the bot wrote a line longer than %2 bytes: %3")
                                .arg(m_session->where())
                                .arg(m_limits.maxLineBytes)
                                .arg(quotedLine(line)));
        m_responseTimer.stop();
        if (auto error = m_session->answer(line))
            return fail(*error);
        if (m_session->done() % 64 == 0)
            Q_EMIT progress(done(), total());
        if (m_session->finished())
            return complete();
        sendNext();
    }
    m_buffer.remove(0, from);
    if (m_buffer.size() > m_limits.maxLineBytes)
        fail(Tr::tr("At %1 the bot wrote a line longer than %2 bytes: %3")
                        .arg(m_session->where())
                        .arg(m_limits.maxLineBytes)
                        .arg(quotedLine(m_buffer)));
}

void MjaiBot::onErrorOutput()
{
    if (!m_process)
        return;
    m_stderr += m_process->readAllStandardError();
    if (m_stderr.size() > 4 * kStderrTail)
        m_stderr = m_stderr.right(kStderrTail);
}

void MjaiBot::onProcessError()
{
    if (m_process && m_process->error() == QProcess::FailedToStart)
        fail(Tr::tr("The bot could not be started (%1): %2")
                        .arg(m_command.program, m_process->errorString()));
}

void MjaiBot::onExited(int exitCode)
{
    if (!m_process)
        return;
    onOutput(); // answers written just before the exit
    if (!m_process)
        return;
    onErrorOutput();
    const bool crashed = m_process->exitStatus() == QProcess::CrashExit;
    fail(crashed ? Tr::tr("The bot crashed at %1.").arg(m_session->where())
                 : Tr::tr("The bot exited (code %1) at %2 before the game was over.")
                            .arg(exitCode)
                            .arg(m_session->where()));
}

BotRun runBot(
        const game::Record &record, int seat, const BotCommand &command, const BotLimits &limits)
{
    MjaiBot bot;
    bot.setLimits(limits);
    QEventLoop loop;
    QObject::connect(&bot, &MjaiBot::finished, &loop, &QEventLoop::quit);
    QObject::connect(&bot, &MjaiBot::failed, &loop, &QEventLoop::quit);
    bot.start(record, seat, command);
    if (bot.isRunning())
        loop.exec();
    return BotRun{ bot.result(), bot.errorString() };
}

} // namespace haifu::engine
