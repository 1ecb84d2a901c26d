#pragma once

#include "game/replay.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "rules/efficiency.h"
#include "rules/furiten.h"
#include "rules/hand.h"
#include "rules/result.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/tile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The quiz question model: what is asked, the situation it is asked about, the one
// correct answer and an explanation as structured steps that a page or the CLI turns into text.
// A question is made by a generator (generator.h: seeded, reproducible), from a game record
// (recordquiz.h) or by hand (fill the situation, then solveQuestion()). grading.h grades a
// user's answer against it.
namespace haifu::quiz {

enum class Kind : std::uint8_t {
    Yaku, // pick every yaku and its han
    Fu, // enter the fu
    Points, // what each player pays, with honba and deposits
    Waits, // which tiles complete this 13-tile hand
    Efficiency, // which discard keeps the most tiles accepted
    Furiten, // may this player ron this tile?
    // The drills (drills.h)
    Defence, // a riichi on the table: pick the safest discard (by safety tier)
    Conditions, // all-last: the cheapest win that gives first place (or avoids last)
    Shanten, // how far from tenpai is this hand (timed)
    DiscardEv, // which discard has the best expected score
};
inline constexpr std::array kAllKinds{ Kind::Yaku, Kind::Fu, Kind::Points, Kind::Waits,
    Kind::Efficiency, Kind::Furiten, Kind::Defence, Kind::Conditions, Kind::Shanten,
    Kind::DiscardEv };

// "yaku", "fu", "points", "waits", "efficiency", "furiten", "defence", "conditions",
// "shanten", "discard_ev".
[[nodiscard]] std::string_view kindName(Kind kind);
[[nodiscard]] std::optional<Kind> kindFromName(std::string_view name);
// Yaku, fu and points questions are about a winning hand.
[[nodiscard]] constexpr bool isWinKind(Kind kind)
{
    return kind == Kind::Yaku || kind == Kind::Fu || kind == Kind::Points;
}

inline constexpr int kMinDifficulty = 1;
inline constexpr int kMaxDifficulty = 3;

enum class Source : std::uint8_t { Generated, Record };
[[nodiscard]] std::string_view sourceName(Source source); // "generated", "record"

// Where a question from a game record comes from.
struct RecordOrigin
{
    std::string recordId; // Record::id (may be empty)
    std::string label; // the kyoku, "E1-0"
    int kyoku = -1; // index into Record::kyoku
    int step = -1; // the replay step the question is asked at (see game/replay.h)
    int seat = -1; // the player the question is about
};

// --- Furiten situations ---------------------------------------------------------------------

// One thing that happened to the player since the deal, oldest first.
enum class TimelineType : std::uint8_t {
    OwnDiscard, // the player discarded `tile` (riichi: the discard declared riichi)
    Passed, // another player (`from`) discarded `tile`, or added it to a kan, and the player
            // did not ron it
};

struct TimelineEvent
{
    TimelineType type = TimelineType::OwnDiscard;
    rules::Tile tile;
    bool riichi = false; // OwnDiscard: this discard declared riichi
    bool calledAway = false; // OwnDiscard: another player called the tile from the river
    bool addedKan = false; // Passed: the tile was added to a kan (a chankan chance)
    int from = 0; // Passed: the discarder relative to the player: 1 right, 2 across, 3 left
};

struct FuritenSetup
{
    std::vector<TimelineEvent> timeline;
    rules::Tile ronTile; // the tile offered now
    int ronFrom = 1; // who offers it, relative to the player (1 right, 2 across, 3 left)
    // "Changed waits" questions: the hand before the own discard at `changedAt` gave it its
    // current waits (shown in the explanation; furiten follows the current waits).
    std::optional<rules::Hand> previousHand;
    int changedAt = -1; // index into timeline

    // In riichi: some own discard declared riichi.
    [[nodiscard]] bool riichi() const;
    // The own river (calledAway tiles included) and the tiles let pass since the last own
    // discard and since riichi, in the form rules::checkRon takes.
    [[nodiscard]] rules::FuritenSituation situation() const;
};

// --- Drills ------------------------------------------------------------------------

// Defence: the player holds 14 tiles and discards; an opponent is in riichi.
struct DefenceSetup
{
    int threat = 1; // the riichi player relative to the player: 1 right, 2 across, 3 left
    std::vector<rules::Tile> river; // the riichi player's river, oldest first
    int riichiIndex = -1; // index in `river` of the riichi declaration tile
    // The table from the player's view, for insight::assessDanger (generated or replayed).
    std::optional<game::TableState> table;
    int seat = 0; // the player's seat in `table`
};

// All-last conditions: what the player needs for first place (or to avoid last) in the last
// hand of the game. Seat 0 is the first dealer: with the ruleset's TieMode::SeatOrder a tie goes
// to the seat nearer to it (the lower seat number); with TieMode::Split a tie is not enough.
enum class ConditionTarget : std::uint8_t { First, AvoidLast };
[[nodiscard]] std::string_view conditionTargetName(ConditionTarget target); // "first", …

struct ConditionsSetup
{
    std::array<int, 4> scores{}; // by seat, before the hand (the deposits already taken out)
    int seat = 0; // the player asked about
    int dealer = 3;
    int round = 7; // 7 = South 4 (game::Kyoku::round)
    int honba = 0;
    int riichiSticks = 0; // deposits on the table: the winner takes them
    ConditionTarget target = ConditionTarget::First;
};

enum class ConditionVerdict : std::uint8_t {
    Need, // the cheapest win that suffices: han/fu
    NoWinNeeded, // the player meets the target already (a draw or another's win aside)
    Impossible, // not even a yakuman suffices
};
[[nodiscard]] std::string_view conditionVerdictName(ConditionVerdict verdict); // "need", …

// The answer for one way of winning: a ron from one opponent, or a tsumo.
struct ConditionNeed
{
    int from = -1; // the seat that deals in; -1: tsumo
    ConditionVerdict verdict = ConditionVerdict::Need;
    int han = 0; // Need: the cheapest hand (by payment) that suffices; 13 = yakuman
    int fu = 0; // 0 at mangan and above
    int gain = 0; // Need: what the player takes (payments with honba, plus the deposits)
    int finalScore = 0; // Need: the player's score after it
};

// --- Answers --------------------------------------------------------------------------------

struct Answer
{
    // Yaku, fu, points: the engine's result for the hand (the yaku with their han, dora entries
    // included; value.fuItems, value.fu, value.fuRaw; payments; winnerGain; alternatives).
    rules::ScoreResult score;

    // Waits: the exact set of kinds that complete the 13-tile hand (and can still come).
    std::vector<rules::TileKind> waits;

    // Efficiency: every distinct discard, best first (rules::discardOptions), and the kinds
    // that are best: the lowest shanten after the discard, then the most tiles accepted.
    // Generated questions have exactly one best kind; a decision from a record may have more,
    // and any of them is correct.
    std::vector<rules::DiscardOption> discards;
    std::vector<rules::TileKind> bestDiscards;
    int bestShanten = 8;
    int bestUkeire = 0;

    // Furiten: may the player ron FuritenSetup::ronTile, and if not, why.
    bool canRon = false;
    rules::FuritenReason reason = rules::FuritenReason::None; // the first that applies
    rules::TileKind cause = 0; // the wait in the river or the winning tile let pass
    rules::RonCheck ronCheck; // every kind of furiten that applies

    // Defence: every distinct tile of the hand against the riichi, safest first (saferThan),
    // and the best tier held. Any tile of the best tier is correct.
    struct DefenceTile
    {
        rules::Tile tile;
        insight::TileSafety safety;
    };
    std::vector<DefenceTile> safety;
    insight::SafetyTier bestTier = insight::SafetyTier::BothSidesOpen;

    // Conditions: a ron from each opponent (by seat), then the tsumo.
    std::vector<ConditionNeed> conditions;

    // Shanten: of the hand (-1 complete, 0 tenpai).
    int shanten = 8;

    // Discard EV: every distinct discard, best first (insight::expectedValues).
    std::vector<insight::DiscardEv> ev;
};

// --- Explanations ---------------------------------------------------------------------------

// One step of an explanation. The meaning of the fields depends on the kind (listed below);
// unused fields keep their defaults. Text is left to the caller (translations).
enum class StepKind : std::uint8_t {
    // Yaku, fu, points
    Reading, // tiles = the groups ("123m 456p 77z"), key = wait kind, detail = shape,
    // value = how many readings were considered
    Alternative, // another reading: tiles, key = wait kind, value = han, total = fu,
    // flag = it has a yaku; detail = "yakuman" for a yakuman reading
    Yaku, // key = yaku key, value = han; flag = a dora entry (dora, aka_dora, ura_dora)
    HanTotal, // value = han (yaku and dora); total = yakuman multiple
    FuItem, // key = fu reason, value = fu, detail = pair kind / wait kind / meld kind,
    // tiles = the pair, the waiting group or the meld; source = "closed", "chi", "pon",
    // "minkan", "ankan", "kakan" (meld items); index = group index in the reading;
    // flag = a concealed triplet completed by ron (counted as open)
    FuPinfuTsumo, // pinfu by tsumo: the 2 fu for tsumo are not added
    FuSum, // value = the sum of the items (fu before rounding)
    FuRounding, // value = before, total = after; key = "round_up", "none" (already a multiple
    // of 10) or "chiitoitsu" (25 stays 25)
    BasicPoints, // value = basic points, han/fu in `han`/`fu`; key = limit key ("" below mangan)
    Payment, // key = "ron", "tsumo_dealer", "tsumo_non_dealer", "tsumo_each"; value = the share
    // before honba (rounded up to 100), total = with honba; index = how many pay it;
    // han = the multiple of the basic points (4, 6, 2, 1)
    Honba, // value = honba counters, total = what they add per payer
    Deposits, // value = riichi sticks, total = points the winner takes
    WinnerGain, // total = payments + deposits
    // Waits
    Wait, // tiles = the wait, key = wait kind, detail = the groups of one reading; value = how
    // many copies can still come
    // Efficiency
    Discard, // tiles = the discard, value = shanten after it, total = tiles accepted,
    // detail = the accepted kinds ("14m25p"), flag = one of the best
    Played, // a record's decision: tiles = what the player discarded, total = its ukeire,
    // flag = it was one of the best
    // Furiten
    Waits, // tiles = the waits of the hand
    WaitWithoutYaku, // tiles = a wait that gives no yaku (it still counts for furiten)
    RiverCheck, // flag = discard furiten; tiles = the wait found in the river, index = its
    // timeline index, source = "called_away" when another player called it
    ChangedWaits, // tiles = the waits before the change, index = timeline index of the change
    RiichiCheck, // flag = riichi furiten; tiles = the winning tile let pass after riichi, index
    TemporaryCheck, // flag = temporary furiten; tiles = the winning tile let pass since the
    // last own discard, index
    Verdict, // flag = may ron; key = furiten reason key; tiles = the ron tile
    // Defence
    Safety, // tiles = a tile of the hand, value = its tier (1 safest .. 7), key = the tier
    // name, detail = the reason name (insight::tierName/reasonName), source = the kinds the
    // reason names ("46m"), index = the SafetyNote bits, flag = in the best tier held
    // Conditions
    Standing, // index = a seat, value = its score, total = its place now (1..4);
    // flag = the player asked about; han = 1 for the dealer
    Condition, // key = "ron" or "tsumo", index = the seat dealing in (-1 tsumo),
    // source = the verdict name; han/fu = the cheapest hand that suffices, value = what the
    // player takes (payments with honba + deposits), total = the player's score after it,
    // detail = the payment split ("8000", "2000/4000", "4000 all")
    ConditionShort, // the next cheaper hand, which does not suffice: the same fields
    // Shanten
    ShantenForm, // key = "regular", "chiitoitsu", "kokushi"; value = shanten in that form
    // Discard EV
    EvDiscard, // tiles = the discard, value = expected score (rounded), total = win
    // probability in per mille, han = tenpai probability in per mille, fu = shanten after,
    // flag = counts as best (within the tolerance), detail = "riichi" when riichi is declared
};
[[nodiscard]] std::string_view stepKindName(StepKind kind); // "reading", "fu_item", …

struct Step
{
    StepKind kind = StepKind::Reading;
    std::string key;
    std::string detail;
    std::string tiles;
    std::string source;
    int value = 0;
    int total = 0;
    int han = 0;
    int fu = 0;
    int index = -1;
    bool flag = false;
};

// --- The question ---------------------------------------------------------------------------

struct Question
{
    Kind kind = Kind::Fu;
    int difficulty = 1;
    std::string rulesPreset = "tenhou"; // the preset the ruleset came from
    rules::Ruleset ruleset;
    std::uint64_t seed = 0; // generated questions: generateQuestion(kind, difficulty, rules, seed)
    Source source = Source::Generated;
    RecordOrigin origin; // record questions

    // The situation. Yaku/fu/points: the winning hand (closed tiles include the winning tile)
    // and the win situation. Waits and furiten: the 13-tile hand (situation holds the winds).
    // Efficiency: the 14-tile hand.
    rules::Hand hand;
    rules::Situation situation;
    bool revealValue = false; // points: the prompt gives the han and fu
    rules::TileCounts visible{}; // efficiency: tiles seen outside the own hand
    std::optional<rules::Tile> played; // efficiency from a record: what the player discarded
    FuritenSetup furiten; // furiten questions
    DefenceSetup defence; // defence questions (the hand: 14 tiles)
    ConditionsSetup conditions; // all-last questions (no hand)
    // Discard EV questions: the model's input (the hand is also in `hand`).
    std::optional<insight::EvInput> evInput;

    // Multiple choice: the options offered (yaku keys; fu values; tiles "3m"; discards;
    // "yes", "discard", "riichi", "temporary"). Points questions have none (entered numbers).
    std::vector<std::string> choices;

    Answer answer;
    std::vector<Step> explanation;

    // "fu-2-tenhou-00c0ffee00c0ffee" for generated questions (kind, difficulty, preset, seed:
    // enough to make it again); "record-<id>-<kyoku>-<step>-<seat>-<kind>" otherwise.
    [[nodiscard]] std::string id() const;
};

// Computes the answer, the explanation and the choices from the situation (used by the
// generators and by record questions; also for questions filled in by hand). The error names
// what is wrong with the situation (invalid hand, not a win, no yaku, not tenpai, …).
[[nodiscard]] std::optional<Error> solveQuestion(Question &question);

} // namespace haifu::quiz
