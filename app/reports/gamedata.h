#pragma once

#include "game/record.h"
#include "rules/result.h"
#include "storage/annotations.h"
#include "storage/games.h"
#include "storage/variations.h"

#include <QList>

// A game of the library with everything written about it: what the report and the notes file
// are made from.
namespace haifu::reports {

struct GameData
{
    game::Record record;
    storage::GameSummary summary;
    QList<storage::Annotation> notes;
    game::StudyTree tree; // the variations (schema 6)
};

[[nodiscard]] inline Result<GameData> loadGameData(const storage::Database &db, qint64 gameId)
{
    auto record = storage::loadRecord(db, gameId);
    if (!record)
        return record.error();
    auto summary = storage::gameSummary(db, gameId);
    if (!summary)
        return summary.error();
    auto notes = storage::gameAnnotations(db, gameId);
    if (!notes)
        return notes.error();
    auto tree = storage::loadVariations(db, gameId);
    if (!tree)
        return tree.error();
    return GameData{ std::move(*record), std::move(*summary), std::move(*notes), std::move(*tree) };
}

} // namespace haifu::reports
