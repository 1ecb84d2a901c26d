#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/tenhouexport.h"
#include "common/qtstrings.h"

#include "formats/recordio.h"
#include "reports/gamereport.h"
#include "reports/notesfile.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

// haifu-cli export: a game of the library with its notes, to share or to print. Formats: the
// Haifu game file (.haifu: the game as tenhou.net/6 JSON with its notes), plain tenhou.net/6 JSON,
// Tenhou mjlog XML, and the game report as HTML or PDF; --read takes a .haifu file back into the
// library.
namespace haifu::cli {

namespace {

void printExportUsage(QTextStream &stream)
{
    stream << Tr::tr("Usage: haifu-cli export --db PATH GAME --to FORMAT [-o FILE]") << '\n'
           << Tr::tr("       haifu-cli export --db PATH GAME --links [--kyoku N] [-o FILE]") << '\n'
           << Tr::tr("       haifu-cli export --db PATH --read FILE.haifu") << "\n\n"
           << Tr::tr("Writes a game of the library with its notes, or a report of it.") << "\n\n"
           << Tr::tr("Formats:") << '\n'
           << optionLines(13,
                      { { "haifu",
                                Tr::tr("The game and its notes in one file (tenhou.net/6 JSON "
                                       "inside; see README)") },
                              { "tenhou-json", Tr::tr("The game as tenhou.net/6 JSON (no notes)") },
                              { "mjlog", Tr::tr("The game as Tenhou mjlog XML (no notes)") },
                              { "html", Tr::tr("The game report as a web page") } })
           << "  pdf          " << Tr::tr("The game report as an A4 PDF (needs -o)") << "\n\n"
           << Tr::tr("Options:") << '\n'
           << optionLines(15,
                      { { "--db PATH", Tr::tr("The library file (or the HAIFU_LIBRARY variable)") },
                              { "-o, --output F", Tr::tr("Write to F (default: standard output)") },
                              { "--links",
                                      Tr::tr("tenhou.net/6 links, one per hand and line (what "
                                             "NAGA's custom analysis takes)") },
                              { "--kyoku N",
                                      Tr::tr("With tenhou-json or --links: only the Nth hand "
                                             "(1 = the first)") },
                              { "--read FILE",
                                      Tr::tr("Add the game and notes of a .haifu file to the "
                                             "library (notes are merged)") } });
    stream.flush();
}

int usage(const QString &message)
{
    err() << "haifu-cli export: " << message << '\n';
    printExportUsage(err());
    return 2;
}

int failed(const std::string &message)
{
    err() << "haifu-cli export: " << QString::fromStdString(message) << '\n';
    return 1;
}

} // namespace

int runExport(const QStringList &args)
{
    CommandLine cl{ kDbOption, { { u"to"_s }, true }, { { u"o"_s, u"output"_s }, true },
        { { u"read"_s }, true }, { { u"links"_s } }, { { u"kyoku"_s }, true } };
    if (const auto status = cl.parse(args, Usage{ u"export"_s, printExportUsage, usage }))
        return *status;
    const QString dbPath = cl.dbPath();
    const bool links = cl.isSet(u"links"_s);
    const QString format = links && !cl.isSet(u"to"_s) ? u"tenhou-json"_s : cl.value(u"to"_s);
    const QString output = cl.value(u"output"_s);
    const QString readPath = cl.value(u"read"_s);
    const QStringList rest = cl.positional();
    if (dbPath.isEmpty())
        return usage(Tr::tr("give the library file with --db PATH"));
    storage::Database db;
    if (auto error = db.open(dbPath))
        return failed(error->message);

    if (!readPath.isEmpty()) {
        QFile file(readPath);
        if (!file.open(QIODevice::ReadOnly))
            return failed(
                    Tr::tr("cannot read %1: %2").arg(readPath, file.errorString()).toStdString());
        // At most the size a .haifu file may have is read (a larger file is refused unread).
        const Result<QByteArray> data = formats::readAllCapped(file);
        if (!data)
            return failed(Tr::tr("cannot read %1: %2")
                                  .arg(readPath, QString::fromStdString(data.error().message))
                                  .toStdString());
        auto read = reports::readNotesFile(db, *data, readPath);
        if (!read)
            return failed(read.error().message);
        out() << (read->newGame ? Tr::tr("game %1 added to the library").arg(read->gameId)
                                : Tr::tr("game %1 was in the library").arg(read->gameId))
              << "; " << Tr::tr("%n note(s) added", nullptr, read->added) << ", "
              << Tr::tr("%n merged", nullptr, read->merged) << ", "
              << Tr::tr("%n unchanged", nullptr, read->unchanged) << '\n';
        return 0;
    }

    bool ok = false;
    const qint64 gameId = rest.size() == 1 ? rest.first().toLongLong(&ok) : 0;
    if (!ok || gameId <= 0)
        return usage(Tr::tr("give one GAME number"));
    static const QStringList formats = { u"haifu"_s, u"tenhou-json"_s, u"mjlog"_s, u"html"_s,
        u"pdf"_s };
    if (!formats.contains(format))
        return usage(Tr::tr("--to takes one of: %1").arg(formats.join(u", "_s)));
    if (links && format != "tenhou-json"_L1)
        return usage(Tr::tr("--links writes tenhou.net/6 links, not %1").arg(format));
    if (cl.isSet(u"kyoku"_s) && format != "tenhou-json"_L1)
        return usage(Tr::tr("--kyoku goes with --to tenhou-json or --links"));

    if (format == "pdf"_L1) {
        if (output.isEmpty() || output == "-"_L1)
            return usage(Tr::tr("a PDF needs an output file (-o FILE.pdf)"));
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            return failed("PDF reports need the GUI libraries");
        if (auto error = reports::writeGameReportPdf(db, gameId, output))
            return failed(error->message);
        return 0;
    }
    QByteArray data;
    if (format == "haifu"_L1) {
        auto written = reports::writeNotesFile(db, gameId);
        if (!written)
            return failed(written.error().message);
        data = *written;
    } else if (format == "tenhou-json"_L1 || format == "mjlog"_L1) {
        auto record = storage::loadRecord(db, gameId);
        if (!record)
            return failed(record.error().message);
        TenhouOutput tenhou;
        tenhou.links = links;
        if (cl.isSet(u"kyoku"_s)) {
            if (auto error = readKyokuOption(
                        cl.value(u"kyoku"_s), static_cast<int>(record->kyoku.size()), tenhou))
                return usage(*error);
        }
        auto written = format == "mjlog"_L1 ? formats::writeTenhouXml(*record)
                                            : writeTenhouOutput(*record, tenhou);
        if (!written)
            return failed(written.error().message);
        data = *written;
    } else {
        auto written = reports::gameReportHtml(db, gameId);
        if (!written)
            return failed(written.error().message);
        data = written->toUtf8();
    }
    if (output.isEmpty() || output == "-"_L1) {
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
            return failed("cannot write to standard output");
        out().flush();
        if (stdoutFile.write(data) != data.size() || !stdoutFile.flush())
            return failed("cannot write to standard output");
        return 0;
    }
    if (auto error = storage::saveFile(output, data))
        return failed(error->message);
    return 0;
}

} // namespace haifu::cli
