#pragma once

#include "rules/decompose.h"
#include "rules/fixedvector.h"
#include "rules/fu.h"
#include "rules/hand.h"
#include "rules/points.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "rules/yaku.h"

#include <optional>
#include <vector>

namespace haifu::rules {

// Everything about a win besides the tiles (SCORING_JSON.md's situation fields).
struct Situation
{
    Tile winTile; // must be among the hand's concealed tiles
    bool tsumo = false; // false: ron
    bool riichi = false;
    bool doubleRiichi = false; // implies riichi (the riichi flag may be set too)
    bool ippatsu = false;
    bool haitei = false; // tsumo on the last live-wall tile
    bool houtei = false; // ron on the last discard
    bool rinshan = false; // tsumo on a kan replacement tile
    bool chankan = false; // ron on a tile added to a kan
    bool tenhou = false;
    bool chiihou = false;
    bool renhou = false;
    TileKind seatWind = kinds::East; // the dealer sits East
    TileKind roundWind = kinds::East;
    std::vector<Tile> doraIndicators; // the first indicator and the kan dora indicators
    std::vector<Tile> uraIndicators; // count only with riichi
    int honba = 0;
    int riichiSticks = 0; // deposits on the table, including this hand's
    int northBonus = 0; // three players: north tiles set aside (nukidora)

    [[nodiscard]] bool dealer() const { return seatWind == kinds::East; }
    [[nodiscard]] bool inRiichi() const { return riichi || doubleRiichi; }
};

enum class ScoreStatus : std::uint8_t {
    Win,
    NotWinning, // the tiles do not form a complete hand
    NoYaku, // complete, but no reading has a yaku (dora do not count)
};

struct YakuHan
{
    Yaku yaku = Yaku::Riichi;
    std::uint8_t han = 0; // 13 per yakuman, 26 for a double yakuman; the count for dora entries
};

// The value of one reading of the hand.
struct HandValue
{
    Decomposition reading;
    FixedVector<YakuHan, 24> yaku; // yaku, then dora/aka/ura/kita entries when non-zero
    FuList fuItems;
    int yakuHan = 0; // han from yaku (0 for a yakuman hand: see yakumanMultiple)
    int doraHan = 0; // dora + aka + ura + kita (counted only when not a yakuman)
    int han = 0; // yakuHan + doraHan
    int fuRaw = 0; // fu before rounding
    int fu = 0; // fu after rounding
    int yakumanMultiple = 0; // 1 per yakuman, 2 per double yakuman
    Limit limit = Limit::None;
    int basicPoints = 0;

    [[nodiscard]] bool hasYaku() const { return yakuHan > 0 || yakumanMultiple > 0; }
};

// A reading that was considered and what it would have scored.
struct ReadingSummary
{
    Decomposition reading;
    int han = 0;
    int fu = 0;
    int yakumanMultiple = 0;
    int basicPoints = 0;
    bool hasYaku = false;
};

struct ScoreResult
{
    ScoreStatus status = ScoreStatus::NotWinning;
    HandValue value; // the reading with the most points (then han, then fu)
    Payments payments;
    int winnerGain = 0; // payments + riichi deposits
    FixedVector<ReadingSummary, 16> alternatives; // every reading, the chosen one included
    int chosen = -1; // index of the chosen reading in alternatives
};

// Checks the input: tile counts, copies, red fives, the winning tile and contradictory flags.
// The message names the field ("closed", "melds", "win_tile", "dora_indicators", the flag…).
[[nodiscard]] std::optional<Error> validateWin(
        const Hand &hand, const Situation &situation, const Ruleset &rules);

// Scores a winning hand: every reading, the best one's yaku, fu and points, and the payments.
// Invalid input is an Error; a hand that is not complete or has no yaku is a result whose
// status says so.
[[nodiscard]] Result<ScoreResult> score(
        const Hand &hand, const Situation &situation, const Ruleset &rules);

// The same without validation and without building an Error, for callers that have validated
// already (a game replay) and for benchmarks. Input that validateWin() would refuse gives an
// unspecified result (tile kinds must still be below 34). Always returns true.
bool scoreUnchecked(
        const Hand &hand, const Situation &situation, const Ruleset &rules, ScoreResult &out);

// The full value of one given reading (e.g. an alternative, to explain why it scores less).
[[nodiscard]] HandValue evaluateReading(const Hand &hand, const Situation &situation,
        const Ruleset &rules, const Decomposition &reading);

} // namespace haifu::rules
