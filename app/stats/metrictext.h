#pragma once

#include "game/playmetrics.h"

#include <QString>

#include <string_view>

// The player page's metrics in the interface's language: their names, formulas and denominators
// (game/playmetrics.h holds them in English, for the CLI and the files).
namespace haifu::app {

[[nodiscard]] QString metricName(const game::Metric &metric);
[[nodiscard]] QString metricFormula(const game::Metric &metric);
// "hands", "wins", … translated.
[[nodiscard]] QString perText(game::Per per);
// Whether the metric `key` has its translated texts (a metric added in core needs them).
[[nodiscard]] bool hasMetricText(std::string_view key);

} // namespace haifu::app
