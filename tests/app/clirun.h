#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

// haifu-cli run by a test: its exit status, standard output and standard error.
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline CliRun runCli(const QStringList &args, const QByteArray &input = {}, int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted())
        return { -1, {}, QStringLiteral("haifu-cli did not start") };
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(timeoutMs);
    return { process.exitCode(), process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()) };
}
