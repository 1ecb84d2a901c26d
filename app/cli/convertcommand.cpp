#include "cli/cli.h"
#include "cli/commandline.h"

#include "formats/recordio.h"
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
           << QCoreApplication::translate("haifu::cli",
                      "Reads a game record (Tenhou mjlog XML, plain or gzip; tenhou.net/6 JSON, "
                      "Mahjong Soul conversions included; MJAI JSON lines; the format is "
                      "recognised by content) and writes it in another format.")
           << "\n\n"
           << QCoreApplication::translate("haifu::cli", "Options:") << '\n'
           << optionLines(15,
                      { { "--to FORMAT",
                                QCoreApplication::translate("haifu::cli",
                                        "Output format: tenhou-json, mjai or mjlog (Tenhou XML)") },
                              { "-o, --output OUT",
                                      QCoreApplication::translate("haifu::cli",
                                              "Write to OUT instead of standard output") },
                              { "-q, --quiet",
                                      QCoreApplication::translate("haifu::cli",
                                              "Do not list the reader's warnings") } });
    stream.flush();
}

} // namespace

int runConvert(const QStringList &args)
{
    CommandLine cl{ { { u"t"_s, u"to"_s }, true }, { { u"o"_s, u"output"_s }, true },
        { { u"q"_s, u"quiet"_s } } };
    if (const auto status = cl.parse(args, Usage{ u"convert"_s, printConvertUsage }))
        return *status;
    const QString to = cl.value(u"to"_s);
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
    if (format == formats::Format::Unknown) {
        err() << QCoreApplication::translate("haifu::cli",
                "haifu-cli convert: cannot write '%1' (use tenhou-json, mjai or mjlog)")
                         .arg(to)
              << '\n';
        return 2;
    }

    Result<QByteArray> capped = QByteArray();
    if (input == u"-"_s) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            err() << QCoreApplication::translate(
                    "haifu::cli", "haifu-cli convert: cannot read standard input")
                  << '\n';
            return 1;
        }
        capped = formats::readAllCapped(in);
    } else {
        QFile in(input);
        if (!in.open(QIODevice::ReadOnly)) {
            err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                             .arg(input, in.errorString())
                  << '\n';
            return 1;
        }
        capped = formats::readAllCapped(in);
    }
    // At most the record cap is read, from a file or standard input: more is refused unread.
    if (!capped) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                         .arg(input, QString::fromStdString(capped.error().message))
              << '\n';
        return 1;
    }
    const QByteArray data = std::move(*capped);
    const Result<game::Record> record = formats::readRecord(data, input);
    if (!record) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1")
                         .arg(QString::fromStdString(record.error().message))
              << '\n';
        return 1;
    }
    if (!quiet) {
        for (const std::string &w : record->warnings)
            err() << QCoreApplication::translate("haifu::cli", "%1: warning: %2")
                             .arg(input, QString::fromStdString(w))
                  << '\n';
    }
    const Result<QByteArray> written = formats::writeRecord(*record, format);
    if (!written) {
        err() << QCoreApplication::translate("haifu::cli", "haifu-cli convert: %1: %2")
                         .arg(input, QString::fromStdString(written.error().message))
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
        if ((format == formats::Format::TenhouJson && stdoutFile.write("\n") != 1)
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
