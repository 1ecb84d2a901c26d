#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QJsonObject>

#include <vector>

// The lines of an MJAI record (the writer's rich dialect, FORMATS.md §3) as JSON objects, each
// with the place of the record it comes from. writeMjai() writes them one per line; the external
// engine (app/mjai) sends them to a bot, others' hidden tiles masked.
namespace haifu::formats {

struct MjaiLine
{
    QJsonObject object;
    int kyoku = -1; // index into Record::kyoku; -1 for start_game and end_game
    int event = -1; // index into Kyoku::events of the event written; -1 for start_kyoku, the
                    // extra dora indicators of the deal and end_kyoku
};

// Every line of the record in order. The error names the kyoku and event a record cannot be
// written at.
[[nodiscard]] Result<std::vector<MjaiLine>> mjaiLines(const game::Record &record);

} // namespace haifu::formats
