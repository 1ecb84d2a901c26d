#pragma once

#include "formats/reviewreport.h"
#include "game/record.h"
#include "mjai/enginetypes.h"
#include "rules/result.h"

#include <QByteArray>
#include <QString>

// An engine review report (formats/reviewreport.h) placed on its game: every reviewed decision
// on the replay step where the reviewed seat made it, checked against the game (the seat's hand,
// the tile the decision is about, the action played), with the report's figures for every legal
// action. The same ReviewResult a local MJAI bot's review gives (app/mjai/mjaisession.h), so the
// viewer and the library show both alike.
namespace haifu::engine {

struct ReviewedGame
{
    game::Record record; // read from the report's mjai_log
    ReviewResult review;
};

// Places the report's entries on `record` (the game of the report). The error (translated) names
// the hand and the decision that does not fit the game ("hand S2-1, reviewed decision 5 (turn 7,
// 5m): ..."); nothing of a refused report is kept.
[[nodiscard]] Result<ReviewResult> reviewFromReport(
        const formats::ReviewReport &report, const game::Record &record);

// Reads a report file: its game (the mjai_log) and the review placed on it.
[[nodiscard]] Result<ReviewedGame> readReviewedGame(
        const QByteArray &data, const QString &sourceName);

// Sets every decision's category from the table at its step (see ReviewCategory).
[[nodiscard]] std::optional<Error> classifyDecisions(
        const game::Record &record, ReviewResult &review);

// The review as the library keeps it (compact JSON, every figure), and back. reviewFromStored
// refuses what it did not write (the error names the field).
[[nodiscard]] QByteArray storedReview(const ReviewResult &review);
[[nodiscard]] Result<ReviewResult> reviewFromStored(const QByteArray &data);

} // namespace haifu::engine
