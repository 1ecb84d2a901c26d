#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/fetchlog.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "network/logdownload.h"
#include "network/tenhoulog.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/savefile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

// haifu-cli fetch ADDRESS|ID: downloads a Tenhou log by its viewer address or log id (the only
// address fetched is BASE?ID with an id that passed the strict check), adds it to the library
// like an imported file with the address's tw= seat as its point of view, and/or writes it out.
namespace haifu::cli {

namespace {

void printFetchUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("Usage: haifu-cli fetch ADDRESS|ID [--db LIBRARY] [--from BASE] "
                                "[--out FILE] [--json]") },
            { Tr::tr("Downloads a Tenhou log (mjlog XML) by its viewer address "
                     "(https://tenhou.net/0/?log=ID&tw=2, also /3/ and /6/) or log id "
                     "(2019103023gm-00a9-0000-f90e0fe9) and adds it to the library; "
                     "the address's tw= seat becomes the seat the viewer shows it "
                     "from."),
                    Tr::tr("Exit status: 0 when the log was fetched (and added or "
                           "found in the library), 1 when the address is refused or "
                           "the download or import fails, 2 on usage errors.") })
           << optionLines(15,
                      { { "--db LIBRARY",
                                Tr::tr("The library to add the game to (or the HAIFU_LIBRARY "
                                       "variable)") },
                              { "--from BASE",
                                      Tr::tr("Download from BASE?ID (default %1; a mirror works "
                                             "the same way)")
                                              .arg(QString::fromLatin1(
                                                      network::kDefaultTenhouLogBase)) },
                              { "--out FILE",
                                      Tr::tr("Write the downloaded log to FILE ('-': standard "
                                             "output)") },
                              { "--json", Tr::tr("Print the outcome as one JSON object") } });
    stream.flush();
}

using Fetched = FetchedLog;

// What --out FILE asked for: the log written to the file or to standard output.
bool writeOut(const QString &file, const QByteArray &data, const Usage &usage)
{
    if (file == "-"_L1) {
        out().flush();
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly) || stdoutFile.write(data) != data.size()
                || !stdoutFile.flush()) {
            usage.fail(Tr::tr("cannot write standard output").toStdString());
            return false;
        }
        return true;
    }
    if (auto error = storage::saveFile(file, data)) {
        usage.fail(error->message);
        return false;
    }
    return true;
}

// Adds the log to the library at `dbPath` and stores its seat; fills `result`.
int addToLibrary(const QString &dbPath, const Fetched &log, QJsonObject &result, const Usage &usage)
{
    storage::Database db;
    if (auto error = db.open(dbPath))
        return usage.fail(error->message);
    storage::Importer importer(db);
    const storage::ImportItem item = importer.importData(log.data, log.id);
    if (item.status == storage::ImportStatus::Failed)
        return usage.fail(item.message.toStdString());
    if (log.viewpoint >= 0) {
        if (auto error = storage::setGameViewpoint(db, item.gameId, log.viewpoint))
            return usage.fail(error->message);
    }
    result[u"status"_s] = storage::importStatusName(item.status);
    result[u"game"_s] = item.gameId;
    if (!item.message.isEmpty())
        result[u"note"_s] = item.message;
    return 0;
}

void printOutcome(const QJsonObject &result, bool json)
{
    if (json) {
        out() << QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)) << '\n';
        return;
    }
    QString line = Tr::tr("fetched %1 (%2 bytes)")
                           .arg(result[u"id"_s].toString())
                           .arg(result[u"bytes"_s].toInteger());
    if (result.contains(u"game"_s)) {
        line += u"; "_s
                + (result[u"status"_s].toString() == "duplicate"_L1
                                ? Tr::tr("already in the library as game %1")
                                : Tr::tr("added to the library as game %1"))
                          .arg(result[u"game"_s].toInteger());
    }
    if (result.contains(u"viewpoint"_s))
        line += u"; "_s + Tr::tr("shown from seat %1").arg(result[u"viewpoint"_s].toInt());
    if (result.contains(u"note"_s))
        line += u" ("_s + result[u"note"_s].toString() + u")"_s;
    // With the log on standard output, the report goes to standard error.
    (result[u"out"_s].toString() == "-"_L1 ? err() : out()) << line << '\n';
}

} // namespace

bool isTenhouLogAddress(const QString &text)
{
    return !QFileInfo::exists(text) && network::parseLogAddress(text).ok();
}

FetchedLog fetchTenhouLog(const QString &text, const std::optional<QString> &base)
{
    FetchedLog log;
    const network::LogAddress address = network::parseLogAddress(text);
    if (!address.ok()) {
        log.error = address.error;
        return log;
    }
    const QUrl baseUrl(base ? *base : QString::fromLatin1(network::kDefaultTenhouLogBase));
    if (const QString error = network::checkLogBase(baseUrl); !error.isEmpty()) {
        log.error = error;
        return log;
    }
    network::LogDownload download;
    const network::LogDownload::Outcome outcome =
            download.run(network::logUrl(baseUrl, address.id));
    log.error = outcome.error;
    if (log.error.isEmpty())
        log.error = network::checkLogData(outcome.data);
    if (log.error.isEmpty()) {
        log.id = address.id;
        log.viewpoint = address.viewpoint;
        log.data = outcome.data;
    }
    return log;
}

int runFetch(const QStringList &args)
{
    CommandLine cl{ kDbOption, kJsonOption, { { u"from"_s }, true }, { { u"out"_s }, true } };
    const Usage usage{ u"fetch"_s, printFetchUsage };
    if (const auto status = cl.parse(args, usage))
        return *status;
    const QStringList positional = cl.positional();
    if (positional.size() != 1)
        return usage.report(positional.isEmpty() ? Tr::tr("give a Tenhou log address or id")
                                                 : Tr::tr("give one log address or id"));
    const QString dbPath = cl.dbPath();
    const QString outFile = cl.value(u"out"_s);
    const bool json = cl.isSet(u"json"_s);
    if (dbPath.isEmpty() && outFile.isEmpty())
        return usage.report(Tr::tr("give the library with --db LIBRARY or a file with --out FILE"));
    if (json && outFile == "-"_L1)
        return usage.report(Tr::tr("--json and --out - both want standard output"));

    const Fetched log = fetchTenhouLog(positional.first(),
            cl.isSet(u"from"_s) ? std::optional(cl.value(u"from"_s)) : std::nullopt);
    if (!log.error.isEmpty())
        return usage.fail(log.error.toStdString());
    QJsonObject result{ { u"id"_s, log.id }, { u"bytes"_s, log.data.size() } };
    if (log.viewpoint >= 0)
        result[u"viewpoint"_s] = log.viewpoint;
    if (!outFile.isEmpty()) {
        if (!writeOut(outFile, log.data, usage))
            return 1;
        result[u"out"_s] = outFile;
    }
    if (!dbPath.isEmpty()) {
        if (const int status = addToLibrary(dbPath, log, result, usage))
            return status;
    }
    printOutcome(result, json);
    return 0;
}

} // namespace haifu::cli
