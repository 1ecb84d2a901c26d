#pragma once

#include <QString>
#include <QStringList>

// haifu-cli library stats with --player, --person or --all (every metric of game/playmetrics.h as
// a table, CSV or JSON, under a filter) and haifu-cli library person (persons merging accounts):
// librarystats.cpp. librarycommand.cpp reads the command line and hands them over.
namespace haifu::storage {
class Database;
}

namespace haifu::cli {

class CommandLine;

// The options of the statistics by player, person or everyone (as written: "--since").
extern const QStringList kPlayStatsValues;
extern const QStringList kPlayStatsFlags;

// `stats` with --player NAME, --person PERSON or --all and the filters; the options are checked
// already, `positional` is what follows "stats". Errors go to standard error only.
int runPlayStats(const storage::Database &db, const CommandLine &line,
        const QStringList &positional, bool json);

// `person list | create NAME | rename PERSON NAME | add PERSON ACCOUNT | remove PERSON ACCOUNT |
// me PERSON | delete PERSON`; `positional` is what follows "person".
int runPerson(const storage::Database &db, const QStringList &positional, bool json);

// The help's lines of these commands, and of the statistics' filters.
QString playStatsUsage();
QString playStatsFilterUsage();

// librarycommand.cpp: a usage error (status 2), and a failure (status 1; with --json as a JSON
// object on standard output).
int libraryUsageError(const QString &message);
int libraryFail(bool json, const QString &message);

} // namespace haifu::cli
