#pragma once

#include "rules/result.h"

#include <QtGlobal>

#include <optional>

// The library schema and its migrations. PRAGMA user_version holds the schema version; every
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
// Club games arrive as a later migration.
namespace haifu::storage {

class Database;

inline constexpr int kSchemaVersion = 2;
// PRAGMA application_id of a Haifu library: "HAIF".
inline constexpr qint64 kApplicationId = 0x48414946;

// Brings an open database up to kSchemaVersion (no-op when it is there already).
[[nodiscard]] std::optional<Error> migrate(const Database &db);

} // namespace haifu::storage
