#pragma once

#include "cli/jsonlines.h"

#include "rules/points.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "rules/score.h"

#include <QJsonObject>
#include <QString>

#include <string_view>
#include <vector>

// The fields of the SCORING_JSON.md input shared by score, waits, points and quiz: flags,
// winds, tiles, counters, the situation of a win and the ruleset. Errors name the field.
namespace haifu::cli {

// A missing (or null) field is false / `fallback` / no tiles / East.
[[nodiscard]] Result<bool> boolField(const JsonValue &o, std::string_view field);
[[nodiscard]] Result<int> intField(const JsonValue &o, std::string_view field, int fallback = 0);
[[nodiscard]] Result<std::vector<rules::Tile>> tilesField(
        const JsonValue &o, std::string_view field);
// "E", "S", "W", "N" or 1z..4z.
[[nodiscard]] Result<rules::TileKind> windField(const JsonValue &o, std::string_view field);

// Everything of a Situation but the winning tile: the flags (with "tsumo" when `readTsumo`),
// seat and round wind, dora and ura indicators, honba, riichi_sticks, north_bonus.
[[nodiscard]] Result<rules::Situation> situationFromJson(const JsonValue &o, bool readTsumo);

// The "rules" member of `o`: a preset name or {"preset":NAME, OPTION: value, …}; missing =
// tenhou. The last rulesets built are kept by their JSON text, so a run of lines with the same
// rules builds it once; the pointer is valid until the next call (one thread: the CLI's).
[[nodiscard]] Result<const rules::Ruleset *> rulesFromJson(const JsonValue &o);
// An option value typed on the command line: true, false, 300, head_bump, [20000,10000,…].
[[nodiscard]] Result<rules::OptionValue> optionValueFromText(const QString &text);
// An option value as JSON: true, 300, "head_bump", [20000,10000,…].
[[nodiscard]] QJsonValue optionJson(const rules::OptionValue &value);

// {"ron":X}, {"tsumo_each":X} or {"tsumo_dealer":X,"tsumo_non_dealer":Y}.
void writePayments(JsonWriter &out, const rules::Payments &payments);
// The "han" of the JSON outputs: the sum of the yaku entries, so 13 per yakuman and 26 for a
// double yakuman (HandValue::han is 0 for a yakuman hand, which counts yakumanMultiple instead).
[[nodiscard]] int jsonHan(const rules::HandValue &value);

// The output members of `score --json` for a scored hand (without "id" and "error"):
// decomposition, wait, shape and, for a win, han, fu, fu_raw, fu_details, yaku, limit,
// yakuman_multiple, basic_points, payments, winner_gain.
void writeScoreResult(JsonWriter &out, const rules::ScoreResult &result);
// The value of a win: han, fu, yaku, limit, yakuman_multiple, payments, winner_gain and with
// `details` also fu_raw, fu_details and basic_points.
void writeWinValue(JsonWriter &out, const rules::ScoreResult &result, bool details);
// The same as an object, for the quiz.
[[nodiscard]] QJsonObject scoreResultJson(const rules::ScoreResult &result);

} // namespace haifu::cli
