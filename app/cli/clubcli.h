#pragma once

#include "club/finalscore.h"
#include "club/ledger.h"
#include "club/standings.h"
#include "formats/clubledger.h"
#include "game/record.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

// The parts of `haifu-cli club` shared by its files: clubcommand.cpp (the command line),
// clubscoring.cpp (a game scored, compared with a record), clubfiles.cpp (ledger files and
// records, sheets and tables) and clublibrary.cpp (the club games of a library).
namespace haifu::cli::clubcli {

// The options of every club command, and its positional arguments.
struct Args
{
    bool json = false;
    bool store = false; // from-record --import: keep it as a club game of the library
    QString output;
    QString to;
    QString db;
    QString club;
    QString season;
    QString reason;
    QString rules;
    QString title;
    QString event;
    int players = 0;
    int rows = 18;
    // add: the number of hands the game had; edit, remove: the hand's version (show --json,
    // hand_versions). A change on what another scorer changed since is refused. -1: unchecked.
    int expect = -1;
    QStringList files; // the positional arguments
};

// A game and what the club engine makes of it.
struct Scored
{
    club::Game game;
    club::GameState state;
    club::FinalScore final;
};

inline QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

// Final scores to one decimal, as score sheets print them.
inline double tenth(double v)
{
    return std::round(v * 10.0) / 10.0;
}

// "haifu-cli club: MESSAGE" and where to find the usage, on standard error; status 2.
int usageError(const QString &message);
// "error: MESSAGE" on standard error; status 1.
int failed(const QString &message);
int failed(const std::string &message);

// --- clubscoring.cpp

Result<Scored> score(club::Game game);
QJsonObject scoredJson(const Scored &s);
void printScored(QTextStream &stream, const Scored &s);
// What differs between the club engine's result and the record.
QStringList compareWithRecord(const Scored &s, const game::Record &record, bool finalPointsUnknown);
// One compact JSON object on standard output; status 0.
int writeJson(const QJsonObject &o);
// Reads a ledger file, scoring the hands entered as tiles.
Result<formats::Ledger> readLedger(const QString &path);
// A scored game on stdout: its sheet, or its JSON with --json.
int writeScored(const Scored &scored, const Args &a);

// --- clubfiles.cpp

reports::SheetHeader sheetHeader(const formats::LedgerInfo &info);
// Writes a score sheet of `game` in the format of --to (pdf or csv) to -o.
int writeSheet(const club::Game &game, const reports::SheetHeader &header, const Args &a);
// Writes a league table as text (to standard output), PDF or CSV.
int writeStandings(const std::vector<club::Standing> &rows, const reports::StandingsHeader &header,
        const Args &a);
// Writes a ledger to -o, or to standard output without it.
int writeLedger(const formats::Ledger &ledger, const Args &a);
// The commands on ledger files and records.
int runSheet(const Args &a);
int runBlank(const Args &a);
// A league table of ledger files: players are told apart by name.
int runFileStandings(const Args &a);
int runScoreLedger(const Args &a);
// from-record, and to-ledger with `ledgerOnly`.
int runFromRecord(const Args &a, bool ledgerOnly);

// --- clublibrary.cpp

// A positive id typed for `what` ("--season", "GAME"), or the error that says it is not one.
Result<qint64> idArgument(const QString &text, const QString &what);
// Opens the library of --db (or $HAIFU_LIBRARY).
std::optional<Error> openLibrary(storage::Database &db, const Args &a);
// Stores a ledger as a club game of the club and season named by --club and --season: the club,
// season and players it needs, the game, every hand and penalty in one transaction, so that a
// failure part way leaves nothing behind (and a retry does not make a second, partial game).
int storeLedger(storage::Database &db, const formats::Ledger *ledger, const Args &a);
// A command on the club games of a library (import, list, show, add, edit, remove, penalty,
// audit, export, standings SEASON); a usage error for any other command.
int runLibraryCommand(const QString &command, const Args &a);

// --- clubexports.cpp

// The EMA results (CSV) and the static web site of --event ID, --season ID or --club NAME.
int runEmaExport(storage::Database &db, const Args &a);
int runSiteExport(storage::Database &db, const Args &a);

} // namespace haifu::cli::clubcli
