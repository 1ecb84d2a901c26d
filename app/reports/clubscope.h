#pragma once

#include "club/standings.h"
#include "rules/result.h"
#include "storage/club.h"

#include <QList>
#include <QString>

#include <utility>
#include <vector>

namespace haifu::storage {
class Database;
}

// What the tournament exports are made of: a club's games of one season, one event or
// all of them, read through the club storage API, with the standings over the finished ones; and
// the EMA results file for the ranking (MERS) made from it. README.md, "Tournament exports",
// describes the files.
namespace haifu::reports {

// Which games: those of the event when eventId > 0, else those of the season when seasonId > 0,
// else every game of the club. The club is found from the season or event when clubId is 0.
struct ClubScopeKey
{
    qint64 clubId = 0;
    qint64 seasonId = 0;
    qint64 eventId = 0;
};

struct ClubScope
{
    ClubScopeKey key; // with the club filled in
    storage::Club club;
    QString title; // the event's or season's name, or "All games"
    QString period; // the event's date, the season's dates, or ""
    QList<storage::ClubPlayer> players; // every player of the club
    std::vector<club::GameResult> results; // of every game in scope, in the order played
    std::vector<club::Standing> standings; // over the finished games
    QList<storage::ClubGame> games; // every game in scope, whole, in the order played

    // The club player `id`, or nullptr.
    [[nodiscard]] const storage::ClubPlayer *player(qint64 id) const;
};

// Reads the scope of `key` (errors: no such club, season or event, or one of another club).
[[nodiscard]] Result<ClubScope> loadClubScope(const storage::Database &db, const ClubScopeKey &key);

// --- The EMA results file ---

// A player's name split for the EMA's "last name" and "first name" columns: "Last, First" (a
// comma) splits at the comma; otherwise the last word is the last name and the words before it
// the first name ("Anna Maria Rossi" → "Rossi", "Anna Maria"); one word is the last name alone.
[[nodiscard]] std::pair<QString, QString> splitPlayerName(const QString &name);

// One player's line of the results: the standings row with the EMA's columns.
struct EmaResult
{
    int rank = 1; // shared by equal totals
    bool sharedRank = false;
    QString lastName;
    QString firstName;
    QString emaNumber; // "" for a player without one
    double total = 0; // sum of final scores (with uma, after penalties)
    int rawSum = 0; // sum of the raw table points over the counted games
    int games = 0;
    int baseRank = 0; // MERS base rank 1000·(N − rank)/(N − 1), rounded; 1000 for one player
};

[[nodiscard]] std::vector<EmaResult> emaResults(const ClubScope &scope);
// The results as CSV (RFC 4180, UTF-8, CRLF): a heading row, then one row per player in rank
// order: Position, First name, Last name, EMA number, Table points (the total score, one
// decimal), Score (the raw sum), EMA member (1 with an EMA number, else 0), Country (empty: the
// club does not keep it), Games, Base rank.
[[nodiscard]] QString emaResultsCsv(const ClubScope &scope);
// Writes emaResultsCsv() whole (storage::saveFile), without a byte order mark.
[[nodiscard]] std::optional<Error> writeEmaResultsCsv(const ClubScope &scope, const QString &path);

} // namespace haifu::reports
