#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Games in the library: search with filters, sort and paging; one game's summary, originals and
// record; tags and collections.
namespace haifu::storage {

class Database;

// What a player searches for. Empty fields do not filter. Text fields that name players, lobbies,
// tags and collections match case-insensitively as a part of the name ("ali" finds "Alice");
// source and ruleset match exactly.
struct SearchFilter
{
    QString player; // took part in the game
    QDate from; // played on or after (inclusive)
    QDate to; // played on or before (inclusive)
    QString source; // "tenhou", "mahjongsoul", "mjai", …
    QString lobby; // lobby or title contains
    QString ruleset; // preset name ("tenhou", "mahjongsoul", "mleague", …)
    int playerCount = 0; // 3 or 4; 0 = any
    QString topPlayer; // who won the game: the player placed first
    // A win in the game that matches all of these (winner, yakuman, yaku, han):
    QString winner; // the hand's winner
    bool yakuman = false; // a yakuman hand
    QString yaku; // a yaku by its engine key ("riichi", "pinfu", "chiitoitsu", …)
    int minHan = 0; // at least this many han (a yakuman counts 13 per multiple)
    QString dealtIn; // this player dealt into a hand
    std::optional<bool> annotated; // has annotations (true) or none (false)
    bool bookmarked = false; // has a bookmarked position
    QString tag; // tagged with (exact tag name)
    QString collection; // in the collection (exact name)
    QString text; // words in the annotation text (full-text search)

    [[nodiscard]] bool isEmpty() const;
};

enum class SortKey : std::uint8_t {
    Date, // the date the game was played (then import order)
    Imported, // the order the games were imported in
    // The keys below page by OFFSET only (SearchPage::next stays empty).
    Source, // tenhou, mahjongsoul, mjai…
    Lobby, // the lobby or title
    Ruleset, // the ruleset preset
    Kyoku, // how many hands were played
    Notes, // how many annotations the game has
};

struct SortCursor
{
    QString date; // the last row's played_at (for SortKey::Date)
    qint64 id = 0; // the last row's game id
};

struct SearchOptions
{
    SortKey sort = SortKey::Date;
    bool descending = true; // newest first
    int limit = 50;
    int offset = 0; // OFFSET paging
    // Keyset paging: continue after this row (SearchPage::next of the previous page). Faster
    // than OFFSET deep into large results; takes precedence over `offset` when set.
    std::optional<SortCursor> after; // Date and Imported only
};

struct GamePlayerSummary
{
    int seat = 0;
    QString name;
    QString rank;
    std::optional<int> finalScore;
    std::optional<double> finalPoints;
    std::optional<int> placement;
};

struct GameSummary
{
    qint64 id = 0;
    QString sourceId;
    QString format;
    QString source;
    QString lobby;
    QString title;
    QString playedAt;
    QString importedAt;
    QString ruleset;
    int playerCount = 4;
    int kyokuCount = 0;
    bool hasFinal = false;
    bool replayOk = true;
    QString replayError;
    QList<GamePlayerSummary> players; // by seat
    int annotationCount = 0;
    QStringList tags;
    int viewpoint = -1; // the seat the viewer shows at the bottom; -1: none stored
};

struct SearchPage
{
    QList<GameSummary> games;
    bool more = false; // another page follows
    std::optional<SortCursor> next; // pass as SearchOptions::after for the next page
};

[[nodiscard]] Result<SearchPage> searchGames(
        const Database &db, const SearchFilter &filter, const SearchOptions &options = {});
[[nodiscard]] Result<qint64> countGames(const Database &db, const SearchFilter &filter = {});

[[nodiscard]] Result<GameSummary> gameSummary(const Database &db, qint64 gameId);

struct Original
{
    qint64 id = 0;
    QString fileName;
    QString format;
    QString sha256;
    QString importedAt;
    QByteArray data;
};

// Every original file of a game, in import order.
[[nodiscard]] Result<QList<Original>> originals(const Database &db, qint64 gameId);
// The game read back from its first original file.
[[nodiscard]] Result<game::Record> loadRecord(const Database &db, qint64 gameId);
// Stores the seat the viewer shows game `gameId` from (-1 clears it; a seat the game does not
// have is refused).
[[nodiscard]] std::optional<Error> setGameViewpoint(const Database &db, qint64 gameId, int seat);
// Removes a game with its originals, results, tags and annotations.
[[nodiscard]] std::optional<Error> deleteGame(const Database &db, qint64 gameId);

// Tags (created on first use) and collections.
[[nodiscard]] std::optional<Error> addTag(const Database &db, qint64 gameId, const QString &tag);
[[nodiscard]] std::optional<Error> removeTag(const Database &db, qint64 gameId, const QString &tag);
[[nodiscard]] Result<QStringList> allTags(const Database &db);
[[nodiscard]] Result<qint64> createCollection(
        const Database &db, const QString &name, const QString &description = {});
[[nodiscard]] std::optional<Error> addToCollection(
        const Database &db, const QString &collection, qint64 gameId);
[[nodiscard]] std::optional<Error> removeFromCollection(
        const Database &db, const QString &collection, qint64 gameId);
[[nodiscard]] Result<QStringList> allCollections(const Database &db);

} // namespace haifu::storage
