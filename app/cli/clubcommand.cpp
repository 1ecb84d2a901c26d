#include "cli/cli.h"
#include "cli/clubcli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "formats/clubledger.h"
#include "formats/recordio.h"
#include "game/verify.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <functional>
#include <map>
#include <variant>

using namespace Qt::StringLiterals;

// haifu-cli club: club games from a JSON ledger (formats/clubledger.h) or from a game record,
// scored by the club engine (core/club); score sheets; the club games of a library. This file
// reads the command line and hands each command to clubscoring.cpp, clubfiles.cpp (ledger files
// and records) or clublibrary.cpp (club games in a library).

namespace haifu::cli::clubcli {

namespace {

void printClubUsage(QTextStream &stream)
{
    stream << Tr::tr("Usage: haifu-cli club COMMAND [options]") << "\n\n"
           << Tr::tr("Ledger files and records:") << '\n'
           << "  score LEDGER.json [--json]\n      "
           << Tr::tr("Replay a club ledger: every hand's changes, honba, deposits, dealer "
                     "rotation, "
                     "the game end and the final scores")
           << '\n'
           << "  from-record FILE|GAME [--json] [--import --club NAME --season NAME]\n      "
           << Tr::tr("Turn a game record (a file, or a game of the library by its id) into a club "
                     "game "
                     "(its results only) and score it under the record's ruleset, compared with "
                     "the "
                     "record; --import keeps it as a club game of the library")
           << '\n'
           << "  to-ledger FILE [-o OUT.json]\n      "
           << Tr::tr("Write the club ledger of a game record") << '\n'
           << "  sheet LEDGER.json --to pdf|csv -o OUT\n      "
           << Tr::tr("The score sheet of a game") << '\n'
           << "  blank -o OUT.pdf [--rules PRESET] [--players 3|4] [--rows N] [--event TEXT]\n     "
              " "
           << Tr::tr("A blank score sheet for paper play") << '\n'
           << "  standings LEDGER.json... [--to text|pdf|csv] [-o OUT] [--title TEXT]\n      "
           << Tr::tr("The league table of the games in the ledger files (players by name)")
           << "\n\n"
           << Tr::tr("Club games in a library (--db PATH or $HAIFU_LIBRARY):") << '\n'
           << "  import LEDGER.json [--club NAME] [--season NAME]\n      "
           << Tr::tr("Store a ledger as a club game (players and season are created when missing)")
           << '\n'
           << "  list [--season ID] [--json]          " << Tr::tr("The club games") << '\n'
           << "  show GAME [--json]                   " << Tr::tr("A game, scored") << '\n'
           << "  add GAME ENTRY.json|'{...}'          " << Tr::tr("Enter the next hand") << '\n'
           << "  edit GAME HAND ENTRY --reason TEXT   "
           << Tr::tr("Correct hand HAND (1 = the first); everything after is recomputed") << '\n'
           << "  remove GAME HAND --reason TEXT       " << Tr::tr("Remove a hand") << '\n'
           << "  penalty GAME SEAT POINTS --reason TEXT "
           << Tr::tr("A referee penalty after uma (points: 20000 = 20.0)") << '\n'
           << "  --expect N                           "
           << Tr::tr("add: the game had N hands; edit, remove: the hand's version (show --json); "
                     "refused when another scorer changed it since")
           << '\n'
           << "  audit GAME                           " << Tr::tr("What was changed, when and why")
           << '\n'
           << "  export GAME --to ledger|pdf|csv -o OUT " << Tr::tr("The ledger or the score sheet")
           << '\n'
           << "  standings SEASON [--to text|pdf|csv] [-o OUT]  "
           << Tr::tr("The league table of a season") << '\n'
           << "  export-ema (--season ID | --event ID | --club NAME) [-o OUT.csv]\n      "
           << Tr::tr("The results for the EMA ranking (MERS) as CSV") << '\n'
           << "  export-html (--season ID | --event ID | --club NAME) --out DIR\n      "
           << Tr::tr("A static web site: standings, players and every game's score sheet") << "\n\n"
           << Tr::tr("The ledger format is described in README.md (\"The club ledger\").") << '\n'
           << Tr::tr("Exit status: 0 on success, 1 when a ledger, entry or record is refused or "
                     "differs from the record, 2 on usage errors.")
           << '\n';
    stream.flush();
}

} // namespace

int usageError(const QString &message)
{
    err() << u"haifu-cli club: "_s << message << '\n';
    err() << Tr::tr("Try 'haifu-cli club --help'.") << '\n';
    return 2;
}

int failed(const QString &message)
{
    err() << Tr::tr("error: %1").arg(message) << '\n';
    return 1;
}

int failed(const std::string &message)
{
    return failed(str(message));
}

namespace {

// The arguments after the command's name, or the exit status when the command is done (help,
// usage error).
std::variant<Args, int> parseArgs(const QStringList &args)
{
    CommandLine cl{ kJsonOption, kDbOption, { { u"import"_s } }, { { u"to"_s }, true },
        { { u"club"_s }, true }, { { u"season"_s }, true }, { { u"reason"_s }, true },
        { { u"rules"_s }, true }, { { u"title"_s }, true }, { { u"event"_s }, true },
        { { u"o"_s, u"output"_s, u"out"_s }, true }, { { u"players"_s }, true },
        { { u"rows"_s }, true }, { { u"expect"_s }, true } };
    cl.setNegativeNumbersPositional(true);
    if (const auto status = cl.parse(args, Usage{ u"club"_s, printClubUsage, usageError }))
        return *status;
    Args a;
    const std::pair<const char *, QString Args::*> textOptions[] = { { "to", &Args::to },
        { "club", &Args::club }, { "season", &Args::season }, { "reason", &Args::reason },
        { "rules", &Args::rules }, { "title", &Args::title }, { "event", &Args::event },
        { "output", &Args::output } };
    for (const auto &[name, member] : textOptions)
        a.*member = cl.value(QLatin1String(name));
    a.db = cl.dbPath();
    a.json = cl.isSet(u"json"_s);
    a.store = cl.isSet(u"import"_s);
    a.files = cl.positional();
    bool ok = true;
    if (cl.isSet(u"players"_s)) {
        a.players = cl.value(u"players"_s).toInt(&ok);
        if (!ok || (a.players != 3 && a.players != 4))
            return usageError(Tr::tr("--players needs 3 or 4"));
    }
    if (cl.isSet(u"expect"_s)) {
        a.expect = cl.value(u"expect"_s).toInt(&ok);
        if (!ok || a.expect < 0)
            return usageError(Tr::tr("--expect needs a number from 0"));
    }
    if (cl.isSet(u"rows"_s)) {
        a.rows = cl.value(u"rows"_s).toInt(&ok);
        if (!ok || a.rows < 1 || a.rows > 200)
            return usageError(Tr::tr("--rows needs a number from 1 to 200"));
    }
    return a;
}

} // namespace
} // namespace haifu::cli::clubcli

namespace haifu::cli {

int runClub(const QStringList &args)
{
    using namespace clubcli;
    if (args.isEmpty() || args.front() == "-h"_L1 || args.front() == "--help"_L1) {
        printClubUsage(args.isEmpty() ? err() : out());
        return args.isEmpty() ? 2 : 0;
    }
    const QString command = args.front();
    const auto arguments = parseArgs(args.mid(1));
    if (const int *status = std::get_if<int>(&arguments))
        return *status;
    const Args &a = std::get<Args>(arguments);
    if (command == "score"_L1)
        return runScoreLedger(a);
    if (command == "from-record"_L1)
        return runFromRecord(a, false);
    if (command == "to-ledger"_L1)
        return runFromRecord(a, true);
    if (command == "sheet"_L1)
        return runSheet(a);
    if (command == "blank"_L1)
        return runBlank(a);
    const bool seasonStandings = command == "standings"_L1 && a.files.size() == 1
            && !a.files.front().endsWith(".json"_L1, Qt::CaseInsensitive);
    if (command == "standings"_L1 && !seasonStandings)
        return runFileStandings(a);
    return runLibraryCommand(command, a);
}

} // namespace haifu::cli
