#pragma once

#include "club/seating.h"
#include "club/standings.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "storage/club.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <vector>

// Tournaments (schema version 11): a club event played in rounds at tables of four.
//
// The players registered for the event are numbered 0 … n-1 in the order they were registered;
// the seating (core/club/seating.h) works on those numbers. Seating a round draws it (a random
// draw avoiding repeat meetings and balancing the winds, Swiss on the event's standings, or a
// prescripted round checked and reseated for the winds), stores its tables and creates the club
// game of every table, all in one transaction: the games are then scored like any club game, at
// the tables, by their scorers.
//
// A substitute sits in a registered player's place for one round (only while the table's game
// has no hand yet). The three others' results stand; the substitute's game counts for nobody: the
// substitute is not ranked and the absent player has no score for that round (README
// "Tournaments").
namespace haifu::storage {

class Database;

struct TournamentEntry
{
    int number = 0; // 0-based, the order of registration
    qint64 playerId = 0;
    QString name;
    QString emaNumber;
};

struct TournamentTable
{
    int round = 0; // 1-based
    int table = 0; // 1-based
    qint64 gameId = 0; // 0 when the game was deleted
    std::array<int, 4> entries{}; // registered players' numbers by seat (East first)
    std::array<qint64, 4> players{}; // who sits there: the entry's player or the substitute
    std::array<QString, 4> names;
    std::array<bool, 4> substituted{};
    int handCount = 0;
    bool finished = false;
};

struct TournamentRound
{
    int round = 0;
    QString method; // "random", "swiss" or "prescribed"
    QString seed; // decimal; "" for a prescribed round
    QString rulesName;
    QList<TournamentTable> tables;
};

struct Tournament
{
    qint64 eventId = 0;
    qint64 clubId = 0;
    qint64 seasonId = 0;
    QString name;
    QString date;
    QList<TournamentEntry> entries;
    QList<TournamentRound> rounds;
};

// One registered player's result in one round.
struct TournamentRoundResult
{
    int round = 0;
    int table = 0;
    qint64 gameId = 0;
    int number = 0; // the registered player
    QString name;
    QString substitute; // who played instead ("" when the player played)
    bool played = false; // the game has begun and has results (not: deleted, substituted)
    bool finished = false;
    int raw = 0;
    int place = 0;
    double score = 0;
    double penalty = 0;
};

// One penalty of a tournament game, for the event's penalty list.
struct TournamentPenalty
{
    int round = 0;
    int table = 0;
    qint64 gameId = 0;
    QString name; // the player the penalty was given to
    int points = 0; // table points (20000 = 20.0)
    int afterHand = 0;
    QString reason;
};

[[nodiscard]] Result<Tournament> tournament(const Database &db, qint64 eventId);

// Registers club players for the event, after those registered already (a player registered
// twice, or of another club, is refused). Only before the first round is seated.
[[nodiscard]] std::optional<Error> registerTournamentPlayers(
        const Database &db, qint64 eventId, const QList<qint64> &playerIds);
// Takes a player off the list (the others keep their order). Only before the first round.
[[nodiscard]] std::optional<Error> unregisterTournamentPlayer(
        const Database &db, qint64 eventId, qint64 playerId);

struct RoundRequest
{
    QString method = QStringLiteral("random"); // "random", "swiss" or "prescribed"
    quint64 seed = 0;
    club::SeatingRound prescribed; // tables of registered numbers, for "prescribed"
    rules::Ruleset rules; // the rules of the round's games
};

// Seats the next round and creates its games: the new round's number.
[[nodiscard]] Result<int> seatTournamentRound(
        const Database &db, qint64 eventId, const RoundRequest &request);
// Removes the last round and its games, while none of them has a hand.
[[nodiscard]] std::optional<Error> removeLastTournamentRound(const Database &db, qint64 eventId);
// `substituteId` plays for registered player `number` in `round` (0: the player plays again).
// Only while that table's game has no hand; the substitute must be a club player who is not
// seated in that round.
[[nodiscard]] std::optional<Error> substituteTournamentPlayer(
        const Database &db, qint64 eventId, int round, int number, qint64 substituteId);

// Every registered player's result in every seated round, by round, table, seat.
[[nodiscard]] Result<QList<TournamentRoundResult>> tournamentRoundResults(
        const Database &db, qint64 eventId);
// The same for a tournament already read (tournament()), without reading it again.
[[nodiscard]] Result<QList<TournamentRoundResult>> tournamentRoundResults(
        const Database &db, const Tournament &tournament);
// The event's standings over its finished games: registered players only (a substitute's games
// count for nobody), every registered player listed, those without a finished game last.
[[nodiscard]] Result<std::vector<club::Standing>> tournamentStandings(
        const Database &db, qint64 eventId);
[[nodiscard]] Result<std::vector<club::Standing>> tournamentStandings(
        const Database &db, const Tournament &tournament);
// Every penalty given in the event's games, by round and table.
[[nodiscard]] Result<QList<TournamentPenalty>> tournamentPenalties(
        const Database &db, qint64 eventId);

// A prescribed round as organisers write it: tables separated by ';', each the registered
// players' numbers from 1 separated by ',' ("1,2,3,4; 5,6,7,8"), as numbers from 0; nullopt
// when a part is not such a number.
[[nodiscard]] std::optional<club::SeatingRound> parseSeatingTables(const QString &text);

// "random", "swiss", "prescribed" as a seating method (nullopt for prescribed or unknown).
[[nodiscard]] std::optional<club::SeatingMethod> seatingMethodFromName(const QString &name);

} // namespace haifu::storage
