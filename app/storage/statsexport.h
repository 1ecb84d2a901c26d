#pragma once

#include "game/playmetrics.h"

#include <QJsonObject>
#include <QList>
#include <QString>

// The player page's table as a file: CSV (one row per player or person, one column per metric,
// in metrics() order) and JSON (every metric with its formula, denominator and value). Shared by
// the Statistics page's export and `haifu-cli library stats`.
namespace haifu::storage {

struct StatsFilter;

struct StatsRow
{
    QString name; // the player's or the person's
    game::PlayerTotals totals;
};

// RFC 4180: a header line and one line per row, CRLF; a name is quoted when it holds a comma, a
// quote or a line break, and one that a spreadsheet would take for a formula (= + - @ first)
// gets a leading apostrophe. Rates are fractions (0.2345), averages have four decimals; an
// empty cell is a metric whose denominator is zero.
[[nodiscard]] QString statsCsv(const QList<StatsRow> &rows);

// {"name", "filter": {…}, "metrics": [{"key", "name", "formula", "per", "denominator",
// "value"}], "rare": [{"kyoku", "what", "dealt_in"}]}.
[[nodiscard]] QJsonObject statsJson(const StatsRow &row, const StatsFilter &filter);

// A metric's value as text for people: "23.45%", "5,820", "2.51", "-" when undefined.
[[nodiscard]] QString metricText(const game::Metric &metric, std::optional<double> value);

} // namespace haifu::storage
