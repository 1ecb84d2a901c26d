#pragma once

#include "mjai/enginetypes.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>

// An engine's review as QML shows it, the same for a report kept in the library (GameReviews) and
// a local MJAI bot's run (EngineReview).
namespace haifu::app {

// The decisions at a position (a riichi and its discard share one), each as {"engine", "played"
// (the actions in a player's words), "agreed", "severity" ("none" … "serious"), "severityText",
// "category", "categoryText", "qLoss", "playedProb" (-1 without figures), "riichiDiscard",
// "options": [{"label", "prob", "q", "best", "played"}] (the engine's order; its first eight,
// the played action always among them)}.
[[nodiscard]] QVariantList decisionsView(const engine::ReviewResult &review, int kyoku, int step);

// "Rating 87.8 · agreement 75.6% (118 of 156)", of the whole game (kyoku -1) or one hand; the
// report's own figures for the whole game when it states them.
[[nodiscard]] QString reviewFiguresText(const engine::ReviewResult &review, int kyoku);

// Translated names.
[[nodiscard]] QString severityText(engine::Severity severity);
[[nodiscard]] QString categoryText(engine::ReviewCategory category);

} // namespace haifu::app
