#pragma once

#include "rules/result.h"

#include <QtGlobal>

#include <optional>

// The library schema and its migrations, one set for SQLite and PostgreSQL (dialect.h names the
// differences). PRAGMA user_version (on PostgreSQL the haifu_schema table) holds the version; every
// version has one migration step (schema.cpp, kMigrations) that brings the previous version up
// to it. Opening a library made by any earlier Haifu runs the missing steps in one write
// transaction; a library from a newer Haifu (a higher version) is refused with a clear error.
//
// Schema version 1:
//   rulesets         every distinct ruleset of the games: preset name and all options as JSON
//   games            one row per distinct game: fingerprint (dedup key), source log id, format of
//                    the first import, source ("tenhou", "mahjongsoul", "mjai", …), lobby, title,
//                    date, ruleset (preset name and the rulesets row), player count, kyoku count,
//                    replay status, import time
//   originals        the imported files byte for byte (name, format, sha256, data); a game
//                    imported again from another file or format gains another original
//   players          player names
//   game_players     per game and seat: player, rank, rating, final score and points,
//                    placement, and per-game statistics (kyoku played, wins, win points, tsumo
//                    wins, deal-ins, deal-in points, riichi, hands with calls)
//   wins, win_yaku   every win with its han, fu, yakuman multiple and points, and its yaku
//   tags, game_tags, collections, collection_games
//   annotations      per game / kyoku / step / seat: text, mark, alternative discard, bookmark;
//                    annotations_fts (FTS5) mirrors the text through triggers
//   settings         key/value pairs of the library itself
//
// Schema version 2 adds quiz progress (quizprogress.h):
//   quiz_items       per question (quiz::Question::id): what remakes it (kind, difficulty,
//                    preset, source, seed or library game and spot), its Leitner box, streak,
//                    attempts, misses, when it is due and when it was last answered
//   quiz_attempts    every answer: session, question, kind, difficulty, preset, source, time,
//                    correct, seconds taken, the mistakes
//
// Schema version 3 adds club games (club.h):
//   clubs            name, notes
//   club_players     per club: name (unique in the club), EMA number, notes
//   seasons          per club: name, start and end dates, the rules preset of its games
//   club_events      per club (and season): a club night, tournament day or league round
//   club_games       header (club, season, event, title, table, session, date, referee), the
//                    ruleset snapshot (JSON) and its preset name, player count, the seats'
//                    club players, optional start scores, finished, end reason, hand count,
//                    created and updated times
//   club_hands       the ledger: one hand entry per row (game, idx, entry JSON)
//   club_penalties   the referee's penalties (game, idx, seat, points, after which hand, why)
//   club_results     per game and seat, recomputed with every ledger write: player, raw points,
//                    place (shared), final score, penalty, hands, wins, tsumo wins, deal-ins,
//                    riichi, chombos, biggest win
//   club_audit       every change to a club game: when, what, which hand, before/after JSON,
//                    the reason given
//
// Schema version 4 adds indexes on games for the sort orders of the library search (source,
// lobby and ruleset, each then by date, in both directions; the number of hands), so that the
// first page of any sort comes from an index walk in a library of a million games; the index of
// game_players by player covers the seat, placement and per-game statistics.
//
// Schema version 5 adds games.note_count, the game's number of annotations, kept by triggers on
// annotations, and its indexes for the notes sort in both directions.
//
// Schema version 6 adds the study tree: a game's variations (storage/variations.h).
//
// Schema version 7 adds games.viewpoint, the seat the viewer shows at the bottom when it opens
// the game (-1: the viewer's own choice), e.g. the tw= of a fetched Tenhou log address.
//
// Schema version 8 puts notes on every node of the study tree: annotations.variation (0: the
// recorded line) joins the unique key, and the step of a note on a variation counts within that
// variation's line of play (storage/annotations.h).
//
// Schema version 9 adds lessons and the students' results a teacher imported (storage/lessons.h),
// and quiz_items.lesson/problem: spaced repetition of a lesson's problems.
//
// Schema version 10 adds row versions: club_games.row_version counts every change to the game,
// club_hands.row_version every correction of the hand (optimistic concurrency of several
// scorers, club.h ClubExpectation); and who scores a game on a server: club_players.login, the
// player's login, and club_game_scorers (game, login) (serverroles.h).
//
// Schema version 11 adds tournaments (tournament.h): an event's registered players
// (tournament_entries), its rounds, the tables of each round with the club game played there,
// and the substitutes who sat in a registered player's place.
//
// Schema version 12 adds engine reviews (reviews.h): reviews (a report attached to a game and a
// seat, with its figures summed) and review_deviations (each deviation with its place, category,
// severity and the q-value it lost).
//
// Schema version 13 adds a player's play in numbers (playerstats.h): every play count of a seat
// on game_players, counted on the replayed record (the upgrade counts the games already stored);
// the games' length; rare events; persons (several players' accounts merged, one of them "me");
// and player_totals, every player's games summed, kept exact by triggers on game_players.
//
// Schema version 14 adds scoring from the players' phones (tablelinks.h): table_links (a club
// game's scoring or watching link, kept as the SHA-256 of its token, until revoked),
// table_requests (each hand a link sent, by its key: sent again, it is not stored twice) and
// club_audit.changed_by (the link a change came from).
namespace haifu::storage {

class Database;

inline constexpr int kSchemaVersion = 14;
// PRAGMA application_id of a Haifu library: "HAIF".
inline constexpr qint64 kApplicationId = 0x48414946;

// Brings an open database up to `target` (kSchemaVersion but in the tests of upgrades; no-op
// when it is there already).
[[nodiscard]] std::optional<Error> migrate(const Database &db, int target = kSchemaVersion);

} // namespace haifu::storage
