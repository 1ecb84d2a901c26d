#pragma once

#include "game/studytree.h"
#include "rules/result.h"

#include <QtGlobal>

// The study tree of a stored game (schema version 6): every variation with its branch point,
// rank, name and moves in the move notation. A tree is saved whole, in one transaction, so a
// reader never sees half of an edit; it is loaded as stored and checked move by move when a
// line is rebuilt (game::StudyTree::line).
namespace haifu::storage {

class Database;

// Variations one game may keep, and moves one variation may hold (a kyoku has at most a few
// hundred actions).
inline constexpr int kMaxVariationsPerGame = 10'000;
inline constexpr int kMaxMovesPerVariation = 2'000;

[[nodiscard]] Result<game::StudyTree> loadVariations(const Database &db, qint64 gameId);
[[nodiscard]] std::optional<Error> saveVariations(
        const Database &db, qint64 gameId, const game::StudyTree &tree);

} // namespace haifu::storage
