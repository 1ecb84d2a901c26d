#pragma once

#include "game/play.h"
#include "game/record.h"
#include "rules/fu.h"
#include "rules/furiten.h"
#include "rules/points.h"
#include "rules/score.h"
#include "rules/tile.h"
#include "rules/yaku.h"

#include "shared/linelistmodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace haifu::game {
struct TableState;
}

namespace haifu::app {

// The viewer's words for mahjong things, translated (English source, Japanese terms in
// translations/haifu_ja.ts: 東1局, 本場, 供託, 向聴, 聴牌, フリテン, 和了, 流局, 翻, 符 …).
class GameText
{
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // A legal action as a button says it: "<player> discards 5m", "<player>: pon 7z", … The
    // acting player by name (`players`, when given and named), else "Seat N".
    [[nodiscard]] static QString actionLabel(
            const haifu::game::Action &action, const std::array<haifu::game::Player, 4> *players);
    // "5m", "0p", "7z": the code the tile art and the QML use.
    [[nodiscard]] static QString tileCode(haifu::rules::Tile tile);
    [[nodiscard]] static QString kindCode(haifu::rules::TileKind kind);
    // For sentences: "5p", and "red 5p" (赤5p) for a red five.
    [[nodiscard]] static QString tileText(haifu::rules::Tile tile);
    // "East" (東) for 0..3.
    [[nodiscard]] static QString windName(int wind);
    // "E" (東) for 0..3: the one-letter form on the table.
    [[nodiscard]] static QString windLetter(int wind);
    // "E1-0" (東1-0).
    [[nodiscard]] static QString kyokuLabel(const haifu::game::Kyoku &kyoku);
    // "East 1" (東1局).
    [[nodiscard]] static QString roundText(const haifu::game::Kyoku &kyoku);
    // "East 1, 2 honba" (東1局 2本場).
    [[nodiscard]] static QString kyokuTitle(const haifu::game::Kyoku &kyoku);
    // "Tenpai", "1-shanten", "Complete" (聴牌, 1向聴, 和了形).
    [[nodiscard]] static QString shantenText(int shanten);
    [[nodiscard]] static QString yakuName(haifu::rules::Yaku yaku);
    [[nodiscard]] static QString limitName(haifu::rules::Limit limit);
    [[nodiscard]] static QString drawName(haifu::game::DrawKind kind);
    // "Discard furiten: 3m is in the own river".
    [[nodiscard]] static QString furitenText(
            haifu::rules::FuritenReason reason, haifu::rules::TileKind cause);
    // "Closed ron", "Pair of dragons (7z)", "Closed triplet of terminals/honours (1m)".
    [[nodiscard]] static QString fuItemText(const haifu::rules::FuItem &item);
    // "3 han" (Japanese: 3翻).
    [[nodiscard]] static QString hanText(int han);
    // A yaku of a scored hand as a line: "Riichi · 1 han", "Kokushi musou · Yakuman".
    [[nodiscard]] static LineItem yakuLine(const haifu::rules::YakuHan &yaku);
    // The fu of a scored hand as lines ("Closed ron · 10 fu"), then the rounding when the total
    // was rounded up; none for a yakuman.
    [[nodiscard]] static QList<LineItem> fuLines(const haifu::rules::HandValue &value);
    // "Seat 3" when a record has no name.
    [[nodiscard]] static QString seatFallbackName(int seat);
    // 7700 → "7,700" in the interface language.
    [[nodiscard]] static QString points(int points);
    // +3900 / −3900 (with a real minus sign).
    [[nodiscard]] static QString signedPoints(int points);

    // A seat's name as the game shows it.
    using SeatNames = std::function<QString(int)>;
    // How a hand ended, for the kyoku list: "Ron Alice from Bob, 3,900; …", "Exhaustive draw,
    // tenpai: Alice"; "" when the record holds no result.
    [[nodiscard]] static QString kyokuSummary(
            const haifu::game::Kyoku &kyoku, int playerCount, const SeatNames &name);
    // The last action on the table in words: "Alice discards 5p (tsumogiri)", "The deal".
    // `line` is the record being walked (a variation's one-hand record, or the game's),
    // `recorded` the game's record, whose results name a win or a draw.
    [[nodiscard]] static QString lastAction(const haifu::game::Record &line,
            const haifu::game::Record &recorded, const haifu::game::TableState &state,
            const SeatNames &name);
};

} // namespace haifu::app
