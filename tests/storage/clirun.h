// haifu-cli run from a storage test: its exit status and what it printed.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace storagetest {

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

inline Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    p.waitForFinished(60'000);
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

} // namespace storagetest
