#pragma once

#include "club/ledger.h"
#include "rules/ruleset.h"
#include "storage/club.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace haifu::app {

// The Club page's words for ledger entries, results and game ends (translated; the mahjong terms
// follow GameText's: 東1-0, 本場, 供託, ロン, ツモ, 流局, 九種九牌 …).
class ClubText
{
    Q_DECLARE_TR_FUNCTIONS(ClubText)

public:
    // "ron", "tsumo", "draw", "nagashi" (an exhaustive draw with nagashi mangan), "abortive",
    // "chombo": the keys the page and the entry draft use.
    [[nodiscard]] static QString kindKey(const haifu::club::HandEntry &entry);
    [[nodiscard]] static QString kindName(const QString &key);
    // "E1-0" (東1-0).
    [[nodiscard]] static QString handLabel(int round, int hand, int honba);
    // "East 1, 2 honba" (東1局 2本場).
    [[nodiscard]] static QString handTitle(int round, int hand, int honba);
    // In words, with the players' names: "Ron: Aiko from Ben", "Tsumo: Chloé (pao: Ben)",
    // "Exhaustive draw: Aiko, Ben tenpai", "Abortive draw: four winds", "Chombo: Daniel".
    [[nodiscard]] static QString resultText(
            const haifu::club::HandEntry &entry, const QStringList &names);
    // The value of the win(s): "3 han 30 fu", "Mangan (5 han)", "Yakuman", "2× yakuman"; several
    // winners joined with " / ". Empty for draws.
    [[nodiscard]] static QString valueText(
            const haifu::club::HandEntry &entry, const haifu::rules::Ruleset &rules);
    [[nodiscard]] static QString winValue(
            const haifu::club::Win &win, const haifu::rules::Ruleset &rules);
    // "nine_terminals" → "Nine terminals" …; "" → "Abortive draw".
    [[nodiscard]] static QString abortReasonName(const QString &key);
    // The abortive draws the ruleset allows (keys), always ending with "" (other).
    [[nodiscard]] static QStringList abortReasons(const haifu::rules::Ruleset &rules);
    // The engine's end reason ("last hand", "busted", …) in words.
    [[nodiscard]] static QString endReason(const std::string &reason);
    // A short description of a ruleset for the game header: "EMA 2016 · 30,000 start · uma
    // 15/5 · no busting".
    [[nodiscard]] static QString rulesSummary(const haifu::rules::Ruleset &rules);
    // A game's title, or for a game without one "Table 2 · session 1" or "Game 12".
    [[nodiscard]] static QString gameTitle(const haifu::storage::ClubGameHeader &header);
    // The name of a preset for lists ("ema" → "EMA 2016", "ema (modified)" → "EMA 2016
    // (modified)"); a club's own name is kept.
    [[nodiscard]] static QString presetName(const QString &key);
    // The rule options a club sets for its own rules, in the order the new-game dialog lists
    // them, and their labels and choices for people ("ties" → "Ties", "split" → "Shared").
    [[nodiscard]] static const QStringList &clubOptionNames();
    [[nodiscard]] static QString optionLabel(const QString &name);
    [[nodiscard]] static QString choiceLabel(const QString &choice);
    // 1 → "1", shared → "1=".
    [[nodiscard]] static QString placeText(int place, bool shared);
    // Names short enough for a table: each player's first word when those are all different
    // ("Aiko", "Ben"), else the full names.
    [[nodiscard]] static QStringList shortNames(const QStringList &names);
    // A final score in thousands: +45.0, −12.3 (real minus sign).
    [[nodiscard]] static QString scoreText(double score);
};

} // namespace haifu::app
