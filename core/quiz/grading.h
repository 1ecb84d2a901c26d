#pragma once

#include "quiz/question.h"
#include "rules/furiten.h"
#include "rules/tile.h"
#include "rules/yaku.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

// Grading a user's answer: correct or not, and every thing that was wrong, so that a page can
// say "missing pinfu, tanyao is not there, riichi is 1 han".
namespace haifu::quiz {

// What the user answered. Fill the fields the question's kind asks for:
//  yaku       yaku: every yaku with its han (dora entries are ignored: they are not yaku; a
//             han of 0 means "not stated": only the yaku itself is checked)
//  fu         fu: the rounded fu
//  points     payments: the field(s) of the question's form (ron; tsumoDealer and
//             tsumoNonDealer; tsumoEach) and winnerGain (with honba and deposits)
//  waits      waits: the set of kinds
//  efficiency discard
//  furiten    canRon, and reason when canRon is false
//  defence    discard (the tile thought safest)
//  conditions conditions: one pick per source (a ron from each opponent, the tsumo)
//  shanten    shanten
//  discard_ev discard
struct UserAnswer
{
    struct ConditionPick
    {
        int from = -1; // the seat dealing in; -1: tsumo
        ConditionVerdict verdict = ConditionVerdict::Need;
        int han = 0; // Need: the hand (13 = yakuman; fu 0 at mangan and above)
        int fu = 0;
    };
    struct YakuPick
    {
        rules::Yaku yaku = rules::Yaku::Riichi;
        int han = 0;
    };
    std::vector<YakuPick> yaku;
    std::optional<int> fu;
    std::optional<int> ron;
    std::optional<int> tsumoDealer;
    std::optional<int> tsumoNonDealer;
    std::optional<int> tsumoEach;
    std::optional<int> winnerGain;
    std::vector<rules::TileKind> waits;
    std::optional<rules::Tile> discard;
    std::optional<bool> canRon;
    std::optional<rules::FuritenReason> reason;
    std::vector<ConditionPick> conditions;
    std::optional<int> shanten;
};

enum class MistakeKind : std::uint8_t {
    NoAnswer, // a field the kind needs is missing: field
    MissingYaku, // yaku the hand has and the answer lacks (expected = its han)
    ExtraYaku, // yaku the answer has and the hand does not (given = the han given)
    WrongYakuHan, // yaku right, han wrong
    WrongFu, // expected / given
    FuNotRounded, // the answer is the fu before rounding (also reported as WrongFu)
    WrongPayment, // field = "ron", "tsumo_dealer", "tsumo_non_dealer", "tsumo_each"
    WrongWinnerGain,
    MissingWait, // tile
    ExtraWait, // tile
    NotBestDiscard, // tile = the discard, given = its ukeire, expected = the best ukeire;
                    // expectedShanten/givenShanten when the discard raises the shanten
    NotInHand, // tile: the discard is not in the hand
    WrongRon, // canRon wrong: expected / given as 1/0
    WrongReason, // the reason for furiten: expectedReason / givenReason
    NotSafest, // defence: tile, expected = the best tier held (1..7), given = the tile's tier
    WrongCondition, // conditions: seat = the source (-1 tsumo), expectedVerdict/givenVerdict;
                    // for Need: expected = the gain needed, given = the pick's gain (0 when
                    // the pick does not suffice), han/fu of the pick
    WrongShanten, // expected / given
    NotBestEv, // discard EV: tile, expected = the best expected score, given = the tile's
};
[[nodiscard]] std::string_view mistakeKindName(MistakeKind kind); // "missing_yaku", …

struct Mistake
{
    MistakeKind kind = MistakeKind::NoAnswer;
    std::string_view field; // NoAnswer, WrongPayment
    rules::Yaku yaku = rules::Yaku::Riichi; // yaku mistakes
    rules::TileKind tile = 0; // wait and discard mistakes
    int expected = 0;
    int given = 0;
    int expectedShanten = 0;
    int givenShanten = 0;
    rules::FuritenReason expectedReason = rules::FuritenReason::None;
    rules::FuritenReason givenReason = rules::FuritenReason::None;
    int seat = -1; // WrongCondition
    ConditionVerdict expectedVerdict = ConditionVerdict::Need;
    ConditionVerdict givenVerdict = ConditionVerdict::Need;
    int han = 0;
    int fu = 0;
};

struct Grade
{
    bool correct = false;
    // Wrong, but near (drills): a defence tile one tier off, a shanten number one off, a
    // condition that suffices with a dearer hand than needed, a discard whose expected score
    // is within three tolerances of the best.
    bool close = false;
    std::vector<Mistake> mistakes; // empty when correct
};

[[nodiscard]] Grade grade(const Question &question, const UserAnswer &answer);

// The correct answer in the user's form (for tests and for "show me").
[[nodiscard]] UserAnswer correctAnswer(const Question &question);

} // namespace haifu::quiz
