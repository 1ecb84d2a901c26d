#include "shell/apprestart.h"

#include <QCoreApplication>
#include <QProcess>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace AppRestart {

namespace {

QStringList s_arguments;
QString s_password;
bool s_requested = false;

} // namespace

void setArguments(const QStringList &arguments)
{
    s_arguments = arguments;
}

QStringList withoutLibrary(const QStringList &arguments)
{
    QStringList kept;
    bool rest = false; // after "--" everything is a positional argument
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (!rest && i > 0) {
            if (argument == "--"_L1) {
                rest = true;
            } else if (argument == "--db"_L1 || argument == "--library"_L1) {
                ++i; // and its value
                continue;
            } else if (argument.startsWith("--db="_L1) || argument.startsWith("--library="_L1)) {
                continue;
            }
        }
        kept << argument;
    }
    return kept;
}

void request(const QString &password)
{
    s_requested = true;
    s_password = password;
}

void cancel()
{
    s_requested = false;
    s_password.clear();
}

bool requested()
{
    return s_requested;
}

QString program()
{
    return QCoreApplication::applicationFilePath();
}

QStringList arguments()
{
    return withoutLibrary(s_arguments).mid(1);
}

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"PGPASSWORD"_s);
    if (!s_password.isEmpty())
        env.insert(u"PGPASSWORD"_s, s_password);
    return env;
}

bool startIfRequested()
{
    if (!s_requested)
        return true;
    s_requested = false;
    QProcess process;
    process.setProgram(program());
    process.setArguments(arguments());
    process.setProcessEnvironment(environment());
    s_password.clear();
    // A journey test (app/probe) follows the restart: what the new process writes goes to a
    // file beside the probe's socket, since the test's pipe ends with this process.
    if (const QString probe = qEnvironmentVariable("HAIFU_JOURNEY_PROBE"); !probe.isEmpty()) {
        process.setStandardOutputFile(probe + u".restart.log"_s, QIODevice::Append);
        process.setStandardErrorFile(probe + u".restart.log"_s, QIODevice::Append);
    }
    if (!process.startDetached()) {
        std::fprintf(stderr, "haifu: %s\n",
                qPrintable(QCoreApplication::translate(
                        "AppRestart", "cannot start Haifu again (%1): %2; start it yourself")
                                   .arg(program(), process.errorString())));
        return false;
    }
    return true;
}

} // namespace AppRestart

} // namespace haifu::app
