#pragma once

#include "game/studytree.h"
#include "rules/result.h"
#include "storage/annotations.h"

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
// Saves the tree whole. In the same transaction the notes on variations the tree no longer holds
// are deleted (schema 8: a variation removed takes its notes with it), and `restored` notes
// (those a removal took, read before it with gameAnnotations) are put back: an undone removal.
[[nodiscard]] std::optional<Error> saveVariations(const Database &db, qint64 gameId,
        const game::StudyTree &tree, const QList<Annotation> &restored = {});

} // namespace haifu::storage
