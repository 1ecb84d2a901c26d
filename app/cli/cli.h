#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

// The sub-commands of haifu-cli. Each one takes the arguments after its name and returns the
// process exit status. Commands live in <name>command.cpp next to this file.
namespace haifu::cli {

struct Command
{
    const char *name;
    const char *summary; // translated through QCoreApplication::translate("haifu::cli", …)
    int (*run)(const QStringList &args); // nullptr: not available yet
    const char *plannedFor; // when run is nullptr: what will bring it
};

// Standard output and standard error (commandline.cpp).
QTextStream &out();
QTextStream &err();

// Rules engine (score, points, rules, shanten, waits).
int runScore(const QStringList &args);
// One hand of `score --json`: the SCORING_JSON output object for one input object.
QJsonObject scoreJson(const QJsonObject &input);
int runPoints(const QStringList &args);
int runRules(const QStringList &args);
int runShanten(const QStringList &args);
int runWaits(const QStringList &args);

// Game records (convert: app/formats readers and writers).
int runConvert(const QStringList &args);

// The engine's insight at a game's decisions (core/insight): danger, expected value, deal-ins.
int runAnalyze(const QStringList &args);

// Game records: replay and verify every result (game::verifyRecord).
int runVerify(const QStringList &args);

// The library database (app/storage): import, search, annotate, statistics, backup, check.
int runLibrary(const QStringList &args);

// Fetching a Tenhou log by address or id into the library (app/network).
int runFetch(const QStringList &args);

// Quizzes (core/quiz): generated questions and questions from a game record, as JSON lines.
int runQuiz(const QStringList &args);

// Lessons (core/teach, formats/lessonfile.h, storage/lessons.h): a lesson file built from a JSON
// description, lesson and results files checked, exported, imported and graded.
int runLesson(const QStringList &args);

// A game of the library with its notes: the .haifu file, tenhou.net/6 JSON, HTML and PDF
// reports (app/reports); reading a .haifu file back.
int runExport(const QStringList &args);

// The study tree (core/game/studytree.h): lines played on from a record, a game's variations.
int runVariation(const QStringList &args);
// Roles of a library on a PostgreSQL server (storage/serverroles.h).
int runAccess(const QStringList &args);

// The record editor (core/game/recordedit.h): a record as a draft, moves replaced, a record
// from a JSON draft, saved as a new library game.
int runEdit(const QStringList &args);

// Club games (core/club): a JSON ledger or a game record scored by the club engine, score
// sheets, the club games of a library.
int runClub(const QStringList &args);

// An external MJAI bot reviewing a record from one seat (app/mjai).
int runEngine(const QStringList &args);
// Engine reviews in the library: reports imported, listed, summed, turned into problems.
int runReview(const QStringList &args);

// Tournament seating (core/club/seating.h): a seating drawn at random, by Swiss pairing or as a
// plain shuffle, with its repeat pairs and wind balance; the methods compared.
// On a library: an event's players, rounds seated with their games, substitutes, results per
// round, standings and penalties (tournamentlibrary.cpp, storage/tournament.h).
int runTournament(const QStringList &args);

} // namespace haifu::cli
