#include "cli/cli.h"

#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <array>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

// The command table: what haifu-cli can do, and what it will do once the issue that brings
// each part has landed.
const std::array kCommands{
    Command{ "score", QT_TRANSLATE_NOOP("haifu::cli", "Score a winning hand: yaku, fu, points"),
            &runScore, QT_TRANSLATE_NOOP("haifu::cli", "the rules engine") },
    Command{ "points", QT_TRANSLATE_NOOP("haifu::cli", "Payments for a han/fu count"), &runPoints,
            QT_TRANSLATE_NOOP("haifu::cli", "the rules engine") },
    Command{ "rules", QT_TRANSLATE_NOOP("haifu::cli", "List the ruleset presets and options"),
            &runRules, QT_TRANSLATE_NOOP("haifu::cli", "the rules engine") },
    Command{ "shanten",
            QT_TRANSLATE_NOOP("haifu::cli", "Shanten, tile acceptance and discard analysis"),
            &runShanten, QT_TRANSLATE_NOOP("haifu::cli", "the rules engine") },
    Command{ "waits", QT_TRANSLATE_NOOP("haifu::cli", "Waits and furiten of a tenpai hand"),
            &runWaits, QT_TRANSLATE_NOOP("haifu::cli", "the rules engine") },
    Command{ "analyze",
            QT_TRANSLATE_NOOP("haifu::cli", "Danger and expected value of every discard of a game"),
            runAnalyze, QT_TRANSLATE_NOOP("haifu::cli", "the engine's insight") },
    Command{ "verify",
            QT_TRANSLATE_NOOP("haifu::cli", "Replay game records and check every result"),
            runVerify, QT_TRANSLATE_NOOP("haifu::cli", "game records") },
    Command{ "convert", QT_TRANSLATE_NOOP("haifu::cli", "Convert a game record to another format"),
            runConvert, QT_TRANSLATE_NOOP("haifu::cli", "game records") },
    Command{ "library",
            QT_TRANSLATE_NOOP(
                    "haifu::cli", "Import, search, annotate, back up and check a library"),
            runLibrary, QT_TRANSLATE_NOOP("haifu::cli", "the library") },
    Command{ "fetch",
            QT_TRANSLATE_NOOP(
                    "haifu::cli", "Download a Tenhou log by address or id into a library"),
            runFetch, QT_TRANSLATE_NOOP("haifu::cli", "the library") },
    Command{ "export", QT_TRANSLATE_NOOP("haifu::cli", "Export an annotated game or a report"),
            &runExport, QT_TRANSLATE_NOOP("haifu::cli", "the study table") },
    Command{ "variation",
            QT_TRANSLATE_NOOP("haifu::cli", "Play on from any step; keep a game's variations"),
            runVariation, QT_TRANSLATE_NOOP("haifu::cli", "the study tree") },
    Command{ "access",
            QT_TRANSLATE_NOOP(
                    "haifu::cli", "Who may change a shared library: admins, scorers, viewers"),
            runAccess, QT_TRANSLATE_NOOP("haifu::cli", "the library") },
    Command{ "edit", QT_TRANSLATE_NOOP("haifu::cli", "Edit a record or write one from nothing"),
            runEdit, QT_TRANSLATE_NOOP("haifu::cli", "the record editor") },
    Command{ "quiz", QT_TRANSLATE_NOOP("haifu::cli", "Generate quiz questions as JSON lines"),
            runQuiz, QT_TRANSLATE_NOOP("haifu::cli", "quizzes") },
    Command{ "lesson",
            QT_TRANSLATE_NOOP("haifu::cli", "Build, check, export, import and grade lessons"),
            runLesson, QT_TRANSLATE_NOOP("haifu::cli", "teaching") },
    Command{ "club", QT_TRANSLATE_NOOP("haifu::cli", "Score club games and export score sheets"),
            runClub, QT_TRANSLATE_NOOP("haifu::cli", "club scoring") },
    Command{ "engine", QT_TRANSLATE_NOOP("haifu::cli", "Review a record with an external MJAI bot"),
            runEngine, QT_TRANSLATE_NOOP("haifu::cli", "the external engine") },
    Command{ "review",
            QT_TRANSLATE_NOOP(
                    "haifu::cli", "Import engine review reports; a player's reviews summed"),
            runReview, QT_TRANSLATE_NOOP("haifu::cli", "reviews") },
    Command{ "tournament",
            QT_TRANSLATE_NOOP("haifu::cli", "Draw a tournament's seating and compare the draws"),
            runTournament, QT_TRANSLATE_NOOP("haifu::cli", "tournaments") },
};

// Text from the command table, marked with QT_TRANSLATE_NOOP above.
QString tableText(const char *text)
{
    return QCoreApplication::translate("haifu::cli", text);
}

void printUsage(QTextStream &stream)
{
    stream << QCoreApplication::translate("haifu::cli", "Usage: haifu-cli COMMAND [OPTIONS]")
           << '\n'
           << QCoreApplication::translate(
                      "haifu::cli", "Haifu's rules engine and library from the command line.")
           << "\n\n"
           << QCoreApplication::translate("haifu::cli", "Commands:") << '\n';
    for (const Command &c : kCommands) {
        const QString name = QString::fromLatin1(c.name);
        stream << "  " << name.leftJustified(11) << tableText(c.summary);
        if (!c.run)
            stream << "  [" << QCoreApplication::translate("haifu::cli", "not available yet")
                   << ']';
        stream << '\n';
    }
    stream << '\n'
           << QCoreApplication::translate("haifu::cli", "Options:") << '\n'
           << "  -h, --help     " << QCoreApplication::translate("haifu::cli", "Show this help")
           << '\n'
           << "  -v, --version  " << QCoreApplication::translate("haifu::cli", "Show the version")
           << "\n\n"
           << QCoreApplication::translate(
                      "haifu::cli", "Run 'haifu-cli COMMAND --help' for the options of a command.")
           << '\n';
    stream.flush();
}

// The exit status once standard output is flushed: output that could not be written (a full
// disk, a closed pipe) is a failure, never a success.
int finish(int status)
{
    out().flush();
    const bool written = out().status() == QTextStream::Ok && std::fflush(stdout) == 0
            && std::ferror(stdout) == 0;
    if (written)
        return status;
    err() << QCoreApplication::translate("haifu::cli", "haifu-cli: cannot write the output")
          << '\n';
    err().flush();
    return status != 0 ? status : 1;
}

} // namespace
} // namespace haifu::cli

int main(int argc, char *argv[])
{
    using namespace haifu::cli;
    // export and club draw PDF reports and sheets: fonts and images need a QGuiApplication,
    // rendered offscreen.
    const bool gui =
            argc > 1 && (std::strcmp(argv[1], "export") == 0 || std::strcmp(argv[1], "club") == 0);
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app(
            gui ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(u"haifu-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(HAIFU_VERSION));
    QCoreApplication::setOrganizationName(u"Haifu"_s);

    QTranslator translator;
    if (translator.load(QLocale(), u"haifu"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(&translator);

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    if (args.isEmpty()) {
        printUsage(err());
        return 2;
    }
    const QString first = args.takeFirst();
    if (first == "-h"_L1 || first == "--help"_L1 || first == "help"_L1) {
        printUsage(out());
        return finish(0);
    }
    if (first == "-v"_L1 || first == "--version"_L1) {
        out() << "haifu-cli " << QCoreApplication::applicationVersion() << '\n';
        return finish(0);
    }
    for (const Command &c : kCommands) {
        if (first != QLatin1String(c.name))
            continue;
        if (!c.run) {
            err() << QCoreApplication::translate(
                    "haifu::cli", "haifu-cli %1: not available yet; it arrives with %2.")
                             .arg(first, tableText(c.plannedFor))
                  << '\n';
            return 3;
        }
        return finish(c.run(args));
    }
    err() << QCoreApplication::translate("haifu::cli", "haifu-cli: unknown command '%1'").arg(first)
          << "\n\n";
    printUsage(err());
    return 2;
}
