#pragma once

#include "game/play.h"
#include "game/studytree.h"

#include <QJsonArray>
#include <QJsonObject>

// The study tree as JSON (haifu-cli variation, README "Variations"): a variation's stored
// fields, and a line of play with its moves, events, draws, legal actions and end.
namespace haifu::formats {

[[nodiscard]] QString drawSourceName(game::DrawSource source); // "true-wall", "recorded", "assumed"
[[nodiscard]] QJsonObject variationToJson(const game::Variation &variation);
[[nodiscard]] QJsonObject lineToJson(const game::PlayLine &line);

} // namespace haifu::formats
