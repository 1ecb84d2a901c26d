#pragma once

#include "club/ledger.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>

// The club ledger as JSON: the file `haifu-cli club` reads and writes, and the form in which the
// library stores each hand entry and the ruleset snapshot of a club game. README.md ("The club
// ledger") documents it.
//
//   { "format": "haifu-club-ledger", "version": 1,
//     "rules": "ema" | { "preset": "ema", "tobi": true, … },
//     "players": ["A", "B", "C", "D"],                 // by seat, seat 0 = the first dealer
//     "start_scores": [25000, 25000, 25000, 25000],     // optional
//     "event": "…", "date": "2026-11-23", "table": "3", "session": "2", "referee": "…",
//     "hands": [ ENTRY, … ],
//     "penalties": [ { "seat": 1, "points": 20000, "after_hand": 4, "reason": "…" } ] }
//
//   ENTRY (riichi, note optional on every kind):
//     { "result": "ron", "discarder": 2, "winners": [ WIN, … ], "riichi": [0, 1] }
//     { "result": "tsumo", "winners": [ WIN ] }
//     { "result": "draw", "tenpai": [0, 3], "nagashi": [1] }
//     { "result": "abortive", "reason": "nine_terminals" }
//     { "result": "chombo", "offender": 3 }
//   WIN: { "seat": 0, "han": 3, "fu": 30 } or { "seat": 0, "yakuman": 1, "pao": 2,
//          "pao_yakuman": 1 }
namespace haifu::formats {

inline constexpr int kClubLedgerVersion = 1;
// Limits of a ledger (beyond them it is refused, naming the field): penalties per game and the
// points of one penalty; start scores within ±10,000,000 and at most 500 hands, as for records.
// Within them no total of the engine can overflow.
inline constexpr int kMaxPenalties = 1'000;
inline constexpr int kMaxPenaltyPoints = 1'000'000;

// One option's value as JSON: true, 300, "head_bump", [20000, 10000, -10000, -20000].
[[nodiscard]] QJsonValue optionValueToJson(const rules::OptionValue &value);

// Every option of the ruleset by name, plus "preset": the preset it came from, and "name" when
// the ruleset has a name of its own (a club's rules).
[[nodiscard]] QJsonObject rulesetToJson(const rules::Ruleset &rules);
// A preset name, or { "preset": NAME, "name": TEXT, OPTION: value, … } (every option not given
// keeps the preset's value; no preset = tenhou; the name is the preset's, with " (modified)"
// when an option differs, unless "name" gives one). Errors name the option ("rules.tobi: …").
[[nodiscard]] Result<rules::Ruleset> rulesetFromJson(const QJsonValue &value);

[[nodiscard]] QJsonObject handEntryToJson(const club::HandEntry &entry);
// `where` prefixes errors ("hands[3]").
[[nodiscard]] Result<club::HandEntry> handEntryFromJson(
        const QJsonValue &value, const QString &where, int players = 4);

[[nodiscard]] QJsonObject penaltyToJson(const club::Penalty &penalty);
[[nodiscard]] Result<club::Penalty> penaltyFromJson(const QJsonValue &value, const QString &where);

// Header fields of a ledger file that the engine does not need.
struct LedgerInfo
{
    QString event;
    QString date;
    QString table;
    QString session;
    QString referee;
};

struct Ledger
{
    club::Game game;
    LedgerInfo info;
};

[[nodiscard]] QJsonObject ledgerToJson(const Ledger &ledger);
[[nodiscard]] Result<Ledger> ledgerFromJson(const QJsonObject &object);
// Rewrites a ledger's JSON before it is read (e.g. scores hands given as tiles), or says why not.
using LedgerFilter = std::function<Result<QJsonObject>(QJsonObject)>;

// Reads a ledger file, passed through `filter` when given; errors name the file and the place
// ("game.json: hands[3].winners[0].han: …"). A file past kMaxRecordBytes (64 MiB) is refused
// unread.
[[nodiscard]] Result<Ledger> readLedgerFile(const QString &path, const LedgerFilter &filter = {});
// The same from the file's bytes; `name` names it in the errors.
[[nodiscard]] Result<Ledger> readLedger(
        const QByteArray &data, const QString &name, const LedgerFilter &filter = {});

} // namespace haifu::formats
