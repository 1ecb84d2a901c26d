#pragma once

#include "club/ledger.h"
#include "club/standings.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <vector>

// Club games kept in the library (schema version 3): clubs, their players, seasons (leagues) and
// events, and every live game as its ledger of hand entries with the ruleset it is played under
// (a snapshot: changing a preset later never rescores an old game).
//
// Nothing entered is ever lost: every write is one transaction that first replays the whole
// ledger with the change (club::scoreGame) and refuses it with the engine's reason when it is
// impossible; otherwise it stores the entry, a row of the audit trail (what changed, before and
// after, when, why) and the game's cached results (club_results, read by standings and player
// pages). Entries are stored as the JSON of formats/clubledger.h.
namespace haifu::storage {

class Database;

struct Club
{
    qint64 id = 0;
    QString name;
    QString notes;
};

struct ClubPlayer
{
    qint64 id = 0;
    qint64 clubId = 0;
    QString name;
    QString emaNumber; // "" when none
    QString notes;
};

// A season or league of a club; games may also be played outside any season.
struct Season
{
    qint64 id = 0;
    qint64 clubId = 0;
    QString name;
    QString startDate; // ISO 8601, may be empty
    QString endDate;
    QString rulesPreset; // the ruleset new games of the season start from ("ema", …)
};

// A club night, a tournament day or a league round.
struct ClubEvent
{
    qint64 id = 0;
    qint64 seasonId = 0; // 0 = an event outside any season (then clubId is needed)
    QString name;
    QString date;
    QString venue;
    qint64 clubId = 0; // taken from the season when 0
};

struct ClubGameHeader
{
    qint64 id = 0;
    qint64 clubId = 0;
    qint64 seasonId = 0; // 0 = none
    qint64 eventId = 0; // 0 = none
    QString title;
    QString table; // table number or name
    QString session; // hanchan / round number within the event
    QString playedAt; // ISO 8601 date
    QString referee;
    QString rulesName; // the preset the snapshot came from, for lists
    int playerCount = 4;
    std::array<qint64, 4> players{}; // ClubPlayer ids by seat (seat 0 = the first dealer)
    std::array<QString, 4> playerNames;
    int handCount = 0;
    bool finished = false; // the engine says the game has ended
    QString endReason;
    QString createdAt;
    QString updatedAt;
    // Where the game started when not at the ruleset's start points (club::Game::startScores);
    // set at creation only.
    std::optional<std::array<int, 4>> startScores;
    int rowVersion = 0; // counts every change to the game (header, hands, penalties)
};

struct ClubGame
{
    ClubGameHeader header;
    club::Game game; // rules snapshot, player names, entries and penalties
    std::vector<int> handVersions; // per hand: counts its corrections (its row_version)
};

// What a scorer saw when making a change: checked inside the change's transaction, so that a
// change made on what another scorer changed since is refused (isClubConflict()) and never
// overwrites theirs. -1: not checked (a change that does not depend on it).
struct ClubExpectation
{
    int handCount = -1; // appending: the hands the game had (another scorer's hand came first)
    int handVersion = -1; // correcting or removing a hand: its version (ClubGame::handVersions)
};

// Whether a change was refused because another scorer changed the game first.
[[nodiscard]] bool isClubConflict(const Error &error);

struct ClubGameFilter
{
    qint64 clubId = 0; // 0 = any
    qint64 seasonId = 0;
    qint64 eventId = 0;
    qint64 playerId = 0;
    bool finishedOnly = false;
};

// One row of the audit trail.
struct ClubAuditEntry
{
    qint64 id = 0;
    QString at; // ISO 8601 UTC
    QString action; // "create", "add", "edit", "insert", "remove", "penalty", "remove penalty",
                    // "header"
    int hand = -1; // ledger index the change touched (a penalty: its afterHand), -1 for the game
    // JSON of the entry (formats::handEntryToJson), the penalty (penaltyToJson) or the header
    // ("create": the header with "rules", the ruleset snapshot), before and after; "" for none.
    QString before;
    QString after; // JSON after, "" when none
    QString reason; // why, as typed by whoever corrected it
};

// Clubs, players, seasons, events. Names are trimmed and must not be empty; club names are
// unique, player and season names unique within their club. Lists are sorted by name (events by
// date). Updates change every field but the id and the owning club.
[[nodiscard]] Result<qint64> createClub(const Database &db, const Club &club);
[[nodiscard]] Result<QList<Club>> clubs(const Database &db);
[[nodiscard]] std::optional<Error> updateClub(const Database &db, const Club &club);
// Deletes the club with everything in it: players, seasons, events, games.
[[nodiscard]] std::optional<Error> deleteClub(const Database &db, qint64 clubId);
[[nodiscard]] Result<qint64> addClubPlayer(const Database &db, const ClubPlayer &player);
[[nodiscard]] std::optional<Error> updateClubPlayer(const Database &db, const ClubPlayer &player);
// Refused while the player has games.
[[nodiscard]] std::optional<Error> deleteClubPlayer(const Database &db, qint64 playerId);
[[nodiscard]] Result<QList<ClubPlayer>> clubPlayers(const Database &db, qint64 clubId);
[[nodiscard]] Result<qint64> createSeason(const Database &db, const Season &season);
[[nodiscard]] Result<QList<Season>> seasons(const Database &db, qint64 clubId);
[[nodiscard]] std::optional<Error> updateSeason(const Database &db, const Season &season);
// Deletes the season and its events; its games stay, outside any season and event.
[[nodiscard]] std::optional<Error> deleteSeason(const Database &db, qint64 seasonId);
[[nodiscard]] Result<qint64> createClubEvent(const Database &db, const ClubEvent &event);
[[nodiscard]] Result<QList<ClubEvent>> clubEvents(const Database &db, qint64 seasonId);
// Every event of the club, in or outside seasons.
[[nodiscard]] Result<QList<ClubEvent>> clubEventsOfClub(const Database &db, qint64 clubId);
[[nodiscard]] std::optional<Error> updateClubEvent(const Database &db, const ClubEvent &event);
// Its games stay, outside any event.
[[nodiscard]] std::optional<Error> deleteClubEvent(const Database &db, qint64 eventId);

// Games. createClubGame checks the seats (distinct players of the club, player count of the
// rules), the season and event (of the club; the season is taken from the event when 0) and
// stores the rules snapshot; rulesName defaults to rules.name, playedAt to today. clubGames
// lists in the order played (date, then creation), like clubResults.
[[nodiscard]] Result<qint64> createClubGame(
        const Database &db, const ClubGameHeader &header, const rules::Ruleset &rules);
[[nodiscard]] Result<ClubGame> clubGame(const Database &db, qint64 gameId);
[[nodiscard]] Result<QList<ClubGameHeader>> clubGames(
        const Database &db, const ClubGameFilter &filter = {});
// Title, table, session, date, referee, season/event (not the seats or the rules).
[[nodiscard]] std::optional<Error> updateClubGameHeader(
        const Database &db, const ClubGameHeader &header);
[[nodiscard]] std::optional<Error> deleteClubGame(const Database &db, qint64 gameId);

// Ledger edits: each one replays the whole game with the change and is refused with the
// engine's reason ("hand 3 (E3-1): winner 1 (seat 2) is also the discarder") when impossible.
// `expect`: what the scorer saw (ClubExpectation); a change on what changed since is refused.
[[nodiscard]] Result<int> appendClubHand(const Database &db, qint64 gameId,
        const club::HandEntry &entry, const ClubExpectation &expect = {});
[[nodiscard]] std::optional<Error> replaceClubHand(const Database &db, qint64 gameId, int index,
        const club::HandEntry &entry, const QString &reason, const ClubExpectation &expect = {});
[[nodiscard]] std::optional<Error> insertClubHand(const Database &db, qint64 gameId, int index,
        const club::HandEntry &entry, const QString &reason);
[[nodiscard]] std::optional<Error> removeClubHand(const Database &db, qint64 gameId, int index,
        const QString &reason, const ClubExpectation &expect = {});
[[nodiscard]] Result<int> addClubPenalty(
        const Database &db, qint64 gameId, const club::Penalty &penalty);
[[nodiscard]] std::optional<Error> removeClubPenalty(
        const Database &db, qint64 gameId, int index, const QString &reason);
[[nodiscard]] Result<QList<ClubAuditEntry>> clubAudit(const Database &db, qint64 gameId);

// Results of the games matching the filter (from club_results), oldest first; for
// club::standings() and club::playerHistory().
[[nodiscard]] Result<std::vector<club::GameResult>> clubResults(
        const Database &db, const ClubGameFilter &filter = {});
[[nodiscard]] Result<std::vector<club::Standing>> seasonStandings(
        const Database &db, qint64 seasonId);

// A short text that changes whenever anything a club page shows changes in the library: games
// (every change counts up a game's row version), clubs, players, seasons, events and
// tournaments. Pages poll it to follow what other scorers enter (a few counts and sums: cheap).
[[nodiscard]] Result<QString> clubChangeStamp(const Database &db);

} // namespace haifu::storage
