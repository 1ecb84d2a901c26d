// Following the app through a restart of its own (Settings' "Use this library"): the app starts
// a new process of itself and ends; the journey waits for that end, finds the new process
// through its probe (the same socket), and drives it as it drove the first. The new process is
// the orphan of the old one: the journey makes itself a child subreaper (Linux) so that the
// orphan becomes its child, and its end and exit status can be waited for.
#include "journey.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonObject>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>

using namespace Qt::StringLiterals;

namespace journey {

namespace {

// Orphans of the app (its restarted self) become this test's children.
const bool s_subreaper = ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;

} // namespace

QString App::restartLog() const
{
    return m_socketPath + u".restart.log"_s;
}

QString App::log() const
{
    QString text = QString::fromUtf8(m_stderr);
    QFile restarted(restartLog());
    if (restarted.open(QIODevice::ReadOnly))
        text += QString::fromUtf8(restarted.readAll());
    return text;
}

bool App::adoptedRunning() const
{
    if (m_adoptedPid <= 0 || m_adoptedEnded)
        return false;
    int status = 0;
    const pid_t pid = pid_t(m_adoptedPid);
    const pid_t reaped = ::waitpid(pid, &status, WNOHANG);
    if (reaped == 0)
        return true;
    if (reaped < 0 && errno == ECHILD && ::kill(pid, 0) == 0)
        return true; // not adopted (no subreaper): alive as long as it can be signalled
    m_adoptedEnded = true;
    m_adoptedStatus = reaped == pid ? status : -1;
    return false;
}

QString App::endAdopted(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (adoptedRunning() && !deadline.hasExpired())
        QThread::msleep(50);
    if (adoptedRunning()) {
        ::kill(pid_t(m_adoptedPid), SIGKILL);
        while (adoptedRunning())
            QThread::msleep(20);
        return u"the restarted haifu did not end within %1 ms"_s.arg(timeoutMs);
    }
    if (m_adoptedStatus >= 0 && WIFSIGNALED(m_adoptedStatus))
        return u"the restarted haifu was killed by signal %1"_s.arg(WTERMSIG(m_adoptedStatus));
    if (m_adoptedStatus >= 0 && WEXITSTATUS(m_adoptedStatus) != 0)
        return u"the restarted haifu exited with status %1"_s.arg(WEXITSTATUS(m_adoptedStatus));
    return {};
}

QString App::followRestart(int timeoutMs)
{
    if (!s_subreaper)
        return u"cannot follow a restart: prctl(PR_SET_CHILD_SUBREAPER) failed"_s;
    // The app ends by itself, cleanly.
    if (m_adoptedPid > 0) {
        if (QString error = endAdopted(timeoutMs); !error.isEmpty())
            return error;
    } else {
        // (Already ended when the sync after the click that restarts it saw it go.)
        if (m_process.state() != QProcess::NotRunning && !m_process.waitForFinished(timeoutMs))
            return u"haifu did not end within %1 ms to start again"_s.arg(timeoutMs);
        m_stderr += m_process.readAllStandardError();
        if (m_process.exitStatus() == QProcess::CrashExit)
            return u"haifu crashed on its way to a restart"_s;
        if (m_process.exitCode() != 0)
            return u"haifu exited with status %1 for a restart"_s.arg(m_process.exitCode());
    }
    m_socket.abort();
    if (QString error = checkOutput({}); !error.isEmpty())
        return error;

    // Its successor answers on the same socket.
    const QDeadlineTimer deadline(timeoutMs);
    bool connected = false;
    while (!connected && !deadline.hasExpired()) {
        m_socket.abort();
        m_socket.connectToServer(m_socketPath);
        connected = m_socket.waitForConnected(500);
        if (!connected) {
            QThread::msleep(100);
            QCoreApplication::processEvents();
        }
    }
    if (!connected)
        return u"no restarted haifu answered at %1:\n%2"_s.arg(m_socketPath, log());
    m_adoptedPid = 0;
    m_adoptedEnded = false;
    m_adoptedStatus = -1;
    m_adopting = true; // the old process is gone: the probe's answer tells who is running
    const qint64 pid = window().value(u"pid"_s).toInteger();
    m_adopting = false;
    m_adoptedPid = pid;
    if (m_adoptedPid <= 0)
        return u"the restarted haifu did not say its process id: %1"_s.arg(m_lastError);
    return waitForWindow();
}

} // namespace journey
