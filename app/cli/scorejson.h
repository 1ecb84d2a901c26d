#pragma once

#include "rules/points.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "rules/score.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <string_view>
#include <vector>

// The fields of the SCORING_JSON.md input shared by score, waits, points and quiz: flags,
// winds, tiles, counters, the situation of a win and the ruleset. Errors name the field.
namespace haifu::cli {

[[nodiscard]] QString qs(std::string_view text);

// A missing field is false / `fallback` / no tiles / East.
[[nodiscard]] Result<bool> boolField(const QJsonObject &o, const char *field);
[[nodiscard]] Result<int> intField(const QJsonObject &o, const char *field, int fallback = 0);
[[nodiscard]] Result<std::vector<rules::Tile>> tilesField(const QJsonObject &o, const char *field);
// "E", "S", "W", "N" or 1z..4z.
[[nodiscard]] Result<rules::TileKind> windField(const QJsonObject &o, const char *field);

// Everything of a Situation but the winning tile: the flags (with "tsumo" when `readTsumo`),
// seat and round wind, dora and ura indicators, honba, riichi_sticks, north_bonus.
[[nodiscard]] Result<rules::Situation> situationFromJson(const QJsonObject &o, bool readTsumo);

// "rules": a preset name or {"preset":NAME, OPTION: value, …}; missing = tenhou.
[[nodiscard]] Result<rules::Ruleset> rulesFromJson(const QJsonValue &value);
// An option value typed on the command line: true, false, 300, head_bump, [20000,10000,…].
[[nodiscard]] Result<rules::OptionValue> optionValueFromText(const QString &text);

// {"ron":X}, {"tsumo_each":X} or {"tsumo_dealer":X,"tsumo_non_dealer":Y}.
[[nodiscard]] QJsonObject paymentsJson(const rules::Payments &payments);

// fu_details: every fu item with its reason and the pair, wait or group it comes from.
[[nodiscard]] QJsonArray fuDetailsJson(const rules::HandValue &value);
// The "han" of the JSON outputs: the sum of the yaku entries, so 13 per yakuman and 26 for a
// double yakuman (HandValue::han is 0 for a yakuman hand, which counts yakumanMultiple instead).
[[nodiscard]] int jsonHan(const rules::HandValue &value);

// The output fields of `score --json` for a scored hand (without "id" and "error"):
// decomposition, wait, shape and, for a win, han, fu, fu_raw, fu_details, yaku, limit,
// yakuman_multiple, basic_points, payments, winner_gain.
[[nodiscard]] QJsonObject scoreResultJson(const rules::ScoreResult &result);

} // namespace haifu::cli
