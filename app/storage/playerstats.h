#pragma once

#include "game/playmetrics.h"
#include "rules/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A player's play in numbers across the library: the totals every metric of game/playmetrics.h is
// a ratio of, for a player or a person (several players' accounts merged), under a filter; the
// same game by game (trends); the library's population (percentiles, the playstyle radar); rare
// events; and the persons themselves. Everything is summed from the counts stored per seat at
// import (game_players, player_totals), never by reading records.
namespace haifu::storage {

class Database;

// Which games count. Empty fields do not filter.
struct StatsFilter
{
    QString since; // ISO date, inclusive
    QString until; // ISO date, inclusive
    QString lobby;
    QString source; // "tenhou", "mahjongsoul", …
    QString ruleset; // the ruleset's preset name
    int length = 0; // 1 east-only, 2 east-south
    int playerCount = 0; // 3 or 4

    [[nodiscard]] bool isEmpty() const;
};

// A person: players' accounts (names) merged.
struct Person
{
    qint64 id = 0;
    QString name;
    bool me = false;
    QStringList accounts;
};

// Whose statistics: the players' ids (one player, or a person's accounts).
struct StatsSubject
{
    QString label; // the player's or the person's name
    QList<qint64> playerIds;
};

[[nodiscard]] Result<StatsSubject> playerSubject(const Database &db, const QString &name);
[[nodiscard]] Result<StatsSubject> personSubject(const Database &db, qint64 personId);

// The subject's games summed under `filter` (rare events included).
[[nodiscard]] Result<game::PlayerTotals> subjectTotals(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter = {});

// One game of the subject, oldest first (trends).
struct GameTotals
{
    qint64 gameId = 0;
    QString playedAt;
    game::PlayerTotals totals; // this game alone
};
[[nodiscard]] Result<QList<GameTotals>> subjectGames(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter = {});

// A rare event of the subject's games.
struct RareEventRow
{
    qint64 gameId = 0;
    QString playedAt;
    QString player;
    int kyoku = 0;
    QString what; // engine key ("yakuman", "nagashi", "double_riichi")
    bool dealtIn = false;
};
[[nodiscard]] Result<QList<RareEventRow>> subjectRareEvents(
        const Database &db, const StatsSubject &subject, const StatsFilter &filter = {});

// Every player of the library with at least `minGames` games of `playerCount` players (0: both
// counts summed), all time: the population the percentiles and the radar compare with.
struct PopulationEntry
{
    qint64 playerId = 0;
    QString name;
    game::PlayerTotals totals;
};
[[nodiscard]] Result<QList<PopulationEntry>> population(
        const Database &db, int minGames, int playerCount = 0);

// The names of the `limit` players with the most games, most first.
[[nodiscard]] Result<QStringList> topPlayers(const Database &db, int limit);

// The players whose names contain `text` (any case), most games first, at most `limit`.
[[nodiscard]] Result<QStringList> findPlayers(const Database &db, const QString &text, int limit);

// The share of `values` below `value` (ties count half), 0..100; nullopt when `values` is empty.
[[nodiscard]] std::optional<double> percentile(const QList<double> &values, double value);

// Persons. Names are unique; a player's account belongs to one person at most.
[[nodiscard]] Result<QList<Person>> persons(const Database &db);
[[nodiscard]] Result<qint64> createPerson(const Database &db, const QString &name);
[[nodiscard]] std::optional<Error> renamePerson(
        const Database &db, qint64 personId, const QString &name);
[[nodiscard]] std::optional<Error> deletePerson(const Database &db, qint64 personId);
// Adds the player `account` (a name in the library) to the person; a player of another person
// moves to this one.
[[nodiscard]] std::optional<Error> addAccount(
        const Database &db, qint64 personId, const QString &account);
[[nodiscard]] std::optional<Error> removeAccount(
        const Database &db, qint64 personId, const QString &account);
// Makes the person "me" (the one the player page opens on); 0 clears it.
[[nodiscard]] std::optional<Error> setMe(const Database &db, qint64 personId);

// The library's distinct lobbies, sources and rulesets (the filters' choices).
struct StatsChoices
{
    QStringList lobbies;
    QStringList sources;
    QStringList rulesets;
};
[[nodiscard]] Result<StatsChoices> statsChoices(const Database &db);

} // namespace haifu::storage
