#include "cli/cli.h"
#include "cli/commandline.h"

#include "cli/tenhouexport.h"
#include "formats/recordio.h"
#include "formats/tenhoulink.h"
#include "storage/savefile.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

void printConvertUsage(QTextStream &stream)
{
    stream << QCoreApplication::translate(
            "haifu::cli", "Usage: haifu-cli convert IN --to tenhou-json|mjai|mjlog [-o OUT]")
           << '\n'
           << QCoreApplication::translate(
                      "haifu::cli", "       haifu-cli convert IN --links [--kyoku N] [-o OUT]")
           << '\n'
           << QCoreApplication::translate("haifu::cli",
                      "Reads a game record (Tenhou mjlog XML, plain or gzip; tenhou.net/6 JSON, "
                      "Mahjong Soul conversions included; MJAI JSON lines; the format is "
                      "recognised by content) and writes it in another format. IN may also be a "
                      "tenhou.net/6 link with the record inside (https://tenhou.net/6/#json=…).")
           << "\n\n"
           << QCoreApplication::translate("haifu::cli", "Options:") << '\n'
           << optionLines(15,
                      { { "--to FORMAT",
                                QCoreApplication::translate("haifu::cli",
                                        "Output format: tenhou-json, mjai or mjlog (Tenhou XML)") },
                              { "--links",
                                      QCoreApplication::translate("haifu::cli",
                                              "Write tenhou.net/6 links, one per hand and line "
                                              "(for NAGA's custom analysis)") },
                              { "--kyoku N",
                                      QCoreApplication::translate("haifu::cli",
                                              "With tenhou-json or --links: only the Nth hand "
                                              "(1 = the first)") },
                              { "-o, --output OUT",
                                      QCoreApplication::translate("haifu::cli",
                                              "Write to OUT instead of standard output") },
                              { "-q, --quiet",
                                      QCoreApplication::translate("haifu::cli",
                                              "Do not list the reader's warnings") } });
    stream.flush();
}

// The record IN names: a tenhou.net/6 link (no file: the record is in the link), standard input
// ("-") or a file, of which at most the record cap is read (more is refused unread). Nothing,
// with the reason on standard error, when it cannot be read.
std::optional<Result<game::Record>> readInput(const QString &input)
{
    if (formats::isTenhouJsonLink(input))
        return formats::readTenhouLink(input);
    Result<QByteArray> capped = QByteArray();
    if (input == u"-"_s) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            err() << QCoreApplication::translate(
                    "haifu::cli", "haifu-cli convert: cannot read standard input")
                  << '\n';
            return std::nullopt;
        }
        capped = formats::readAllCapped(in);
    } else {
        QFile in(input);
        if (!in.open(QIODevice::ReadOnly)) {
            err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                             .arg(input, in.errorString())
                  << '\n';
            return std::nullopt;
        }
        capped = formats::readAllCapped(in);
    }
    if (!capped) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                         .arg(input, QString::fromStdString(capped.error().message))
              << '\n';
        return std::nullopt;
    }
    // A file or standard input that holds a link reads as the link.
    if (formats::isTenhouJsonLink(*capped))
        return formats::readTenhouLink(QString::fromUtf8(*capped), input);
    return formats::readRecord(*capped, input);
}

} // namespace

int runConvert(const QStringList &args)
{
    CommandLine cl{ { { u"t"_s, u"to"_s }, true }, { { u"o"_s, u"output"_s }, true },
        { { u"q"_s, u"quiet"_s } }, { { u"links"_s } }, { { u"kyoku"_s }, true } };
    if (const auto status = cl.parse(args, Usage{ u"convert"_s, printConvertUsage }))
        return *status;
    const bool links = cl.isSet(u"links"_s);
    const QString to = links && !cl.isSet(u"to"_s) ? u"tenhou-json"_s : cl.value(u"to"_s);
    const QString output = cl.value(u"output"_s);
    const bool quiet = cl.isSet(u"quiet"_s);
    const QStringList positional = cl.positional();
    const QString input = positional.value(0);
    if (positional.size() > 1) {
        err() << QCoreApplication::translate(
                "haifu::cli", "haifu-cli convert: more than one input file ('%1')")
                         .arg(positional.at(1))
              << '\n';
        return 2;
    }
    if (input.isEmpty() || to.isEmpty()) {
        printConvertUsage(err());
        return 2;
    }
    const formats::Format format = formats::formatFromName(to);
    if (links && format != formats::Format::TenhouJson) {
        err() << QCoreApplication::translate(
                "haifu::cli", "haifu-cli convert: --links writes tenhou.net/6 links, not '%1'")
                         .arg(to)
              << '\n';
        return 2;
    }
    if (cl.isSet(u"kyoku"_s) && format != formats::Format::TenhouJson) {
        err() << QCoreApplication::translate(
                "haifu::cli", "haifu-cli convert: --kyoku goes with --to tenhou-json or --links")
              << '\n';
        return 2;
    }
    if (format == formats::Format::Unknown) {
        err() << QCoreApplication::translate("haifu::cli",
                "haifu-cli convert: cannot write '%1' (use tenhou-json, mjai or mjlog)")
                         .arg(to)
              << '\n';
        return 2;
    }

    const bool linked = formats::isTenhouJsonLink(input);
    std::optional<Result<game::Record>> read = readInput(input);
    if (!read)
        return 1;
    const Result<game::Record> record = std::move(*read);
    if (!record) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1")
                         .arg(QString::fromStdString(record.error().message))
              << '\n';
        return 1;
    }
    // A link is named "link" in messages, not by its text (which holds the whole record).
    const QString shown = linked ? u"link"_s : input;
    if (!quiet) {
        for (const std::string &w : record->warnings)
            err() << QCoreApplication::translate("haifu::cli", "%1: warning: %2")
                             .arg(shown, QString::fromStdString(w))
                  << '\n';
    }
    TenhouOutput tenhou;
    tenhou.links = links;
    if (cl.isSet(u"kyoku"_s)) {
        if (auto error = readKyokuOption(
                    cl.value(u"kyoku"_s), static_cast<int>(record->kyoku.size()), tenhou)) {
            err() << u"haifu-cli convert: "_s << *error << '\n';
            return 2;
        }
    }
    const Result<QByteArray> written = format == formats::Format::TenhouJson
            ? writeTenhouOutput(*record, tenhou)
            : formats::writeRecord(*record, format);
    if (!written) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                         .arg(shown, QString::fromStdString(written.error().message))
              << '\n';
        return 1;
    }
    if (output.isEmpty() || output == u"-"_s) {
        out().flush();
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly)
                || stdoutFile.write(*written) != written->size()) {
            err() << QCoreApplication::translate(
                    "haifu::cli", "haifu-cli convert: cannot write standard output")
                  << '\n';
            return 1;
        }
        if ((format == formats::Format::TenhouJson && !links && stdoutFile.write("\n") != 1)
                || !stdoutFile.flush()) {
            err() << QCoreApplication::translate(
                    "haifu::cli", "haifu-cli convert: cannot write standard output")
                  << '\n';
            return 1;
        }
        return 0;
    }
    if (auto error = storage::saveFile(output, *written)) {
        err() << u"haifu-cli convert: "_s << QString::fromStdString(error->message) << '\n';
        return 1;
    }
    return 0;
}

} // namespace haifu::cli
