#pragma once

#include "rules/result.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace haifu::rules {

// How Renhou (a non-dealer's ron before their first draw, no call before) is valued.
enum class RenhouMode : std::uint8_t { Off, Mangan, Yakuman };
// Several players call ron on one discard.
enum class MultipleRon : std::uint8_t {
    HeadBump, // atamahane: only the first winner in turn order from the discarder wins
    Double, // two winners allowed, three is an abortive draw (sanchahou)
    Triple, // two or three winners allowed
};
enum class GameLength : std::uint8_t { EastOnly, EastSouth };
// Ties in the final placing.
enum class TieMode : std::uint8_t {
    SeatOrder, // the player nearer the first dealer takes the higher place
    Split, // tied players share (average) the uma and oka of their places
};
// Riichi deposits still on the table when the game ends.
enum class LeftoverDeposits : std::uint8_t { ToTop, Lost };
// How final raw points are rounded before dividing by 1000.
enum class FinalRounding : std::uint8_t {
    None, // exact (EMA)
    Nearest, // to the nearest 1000, 500 up (Tenhou: "4 down, 5 up")
    HalfDown, // nearest 1000 with 500 going down, zero-sum fix on the top player (wiki procedure)
    Up, // always up (Mahjong Soul rank points)
};
enum class UmaMode : std::uint8_t {
    Fixed, // the uma list by place
    JpmlComplex, // JPML-A: the uma depends on how many players end below the return score
};
enum class ChomboPenalty : std::uint8_t {
    ReverseMangan, // a mangan tsumo paid to the others (dealer 4000 each; else 4000/2000)
    AfterUma, // a fixed deduction from the final score (chombo_points / 1000)
    Flat, // chombo_points paid at the table to each other player (sanma: 6000 each)
    None, // no penalty (casual tables): the hand is simply replayed
};

// Every option of a ruleset: the hand scoring, the table payments and the game-level rules.
// A preset is nothing but a set of values for this struct (see presetRuleset()); single options
// are read and written by name through ruleOptions().
struct Ruleset
{
    std::string name = "tenhou"; // the preset this came from (informational)

    // --- Hand scoring ---
    int redFives = 3; // 0, 3 (one per suit), or 4 (two red 5p)
    bool openTanyao = true; // kuitan ari
    bool doubleYakuman = false; // kokushi 13-sided, suuankou tanki, junsei chuuren, daisuushii
    bool yakumanStacking = true; // different yakuman in one hand add up
    bool kazoeYakuman = true; // 13+ counted han = yakuman (off: sanbaiman)
    bool kiriageMangan = false; // 4 han 30 fu and 3 han 60 fu pay mangan
    int doubleWindPairFu = 4; // a pair of a wind that is both seat and round wind: 4 or 2
    RenhouMode renhou = RenhouMode::Off;
    bool ryuuiisouNeedsHatsu = false;
    bool ippatsu = true; // JPML-A plays without ippatsu
    bool uraDora = true; // JPML-A plays without ura dora
    bool kanDora = true; // off: only the first dora indicator counts (JPML-A)

    // --- Table payments ---
    bool nagashiMangan = true;
    MultipleRon multipleRon = MultipleRon::Double;
    int honbaValue = 300; // per honba on a ron
    // Per honba from each payer of a tsumo: 100 in four-player games (3 x 100 = 300) and in
    // Tenhou's three-player games (2 x 100, where a ron pays 200).
    int honbaTsumoEach = 100;
    int notenTotal = 3000; // noten payments at an exhaustive draw, shared by the tenpai players
    int riichiDeposit = 1000;
    bool paoDaisangen = true;
    bool paoDaisuushii = true;
    bool paoSuukantsu = false;
    int players = 4; // 3 = sanma
    bool sanmaTsumoLoss = true; // sanma tsumo: the missing player's share is simply not paid
    bool northBonus = true; // sanma: north set aside as bonus dora (nukidora)

    // --- Game-level rules (used by the game flow, the verifier and club scoring) ---
    bool abortKyuushuKyuuhai = true;
    bool abortFourWinds = true;
    bool abortFourRiichi = true;
    bool abortFourKans = true;
    bool kanDoraAfterDiscard = true; // open/added kan: new indicator after the discard
    bool tenpaiWithAllCopiesHeld = true; // a wait on tiles all held still counts as tenpai
    bool tobi = true; // the game ends when a score drops below 0
    bool riichiNeedsDeposit = true; // riichi only with at least the deposit in points
    GameLength length = GameLength::EastSouth;
    int startPoints = 25000;
    int returnPoints = 30000;
    int targetPoints = 30000; // needed to end at all-last (west extension, dealer top)
    std::array<int, 4> uma = { 20000, 10000, -10000, -20000 }; // by place, in points
    UmaMode umaMode = UmaMode::Fixed;
    int oka = 20000; // to the top player, in points (normally (return - start) x players)
    TieMode ties = TieMode::SeatOrder;
    LeftoverDeposits leftoverDeposits = LeftoverDeposits::ToTop;
    FinalRounding rounding = FinalRounding::Nearest;
    bool topTakesRemainder = true; // the top's score makes the rounded total zero (Tenhou)
    // All-last (and every hand of the extension): the dealer who keeps the deal in the lead ends
    // the game. Tenhou: automatic, on a win or a tenpai at an exhaustive draw, with at least
    // targetPoints (README "Game end" cites the sources and the records that show it).
    bool dealerTopEnds = true; // agari-yame: on the dealer's win
    bool dealerTenpaiEnds = true; // tenpai-yame: on the dealer's tenpai at an exhaustive draw too
    bool dealerTopNeedsTarget = true; // only with at least targetPoints
    // The dealer decides (a parlour's "agari-yame ari"): the game ends there unless the hand's
    // entry says the dealer plays on (club::HandEntry::dealerPlaysOn).
    bool dealerTopChoice = false;
    bool westExtension = true; // play on into the next wind when nobody reached returnPoints
    ChomboPenalty chombo = ChomboPenalty::ReverseMangan;
    int chomboPoints = 20000; // AfterUma: the deduction; Flat: the payment to each other player
    bool chomboEndsGame = false;
};

// "tenhou", "mahjongsoul", "mleague", "wrc", "ema" (EMA 2016), "ema2025", "jpml".
[[nodiscard]] std::span<const std::string_view> presetNames();
[[nodiscard]] std::string_view presetDescription(std::string_view name);
[[nodiscard]] Result<Ruleset> presetRuleset(std::string_view name);

// The value of one option: bools, integers, enum choices (by name) and integer lists (uma).
using OptionValue = std::variant<bool, int, std::string, std::vector<int>>;
enum class OptionType : std::uint8_t { Bool, Int, Choice, IntList };
enum class OptionScope : std::uint8_t { Hand, Table, Game };

// Describes one option so that it can be listed, read and written by name.
struct RuleOption
{
    std::string_view name; // e.g. "open_tanyao"
    OptionType type;
    OptionScope scope;
    std::string_view description;
    std::span<const std::string_view> choices; // for OptionType::Choice
    int minValue = 0; // for Int / IntList
    int maxValue = 0;
    OptionValue (*get)(const Ruleset &) = nullptr;
    // Returns an error naming the option and the problem, or nothing.
    std::optional<Error> (*set)(Ruleset &, const OptionValue &) = nullptr;
};

[[nodiscard]] std::span<const RuleOption> ruleOptions();
[[nodiscard]] const RuleOption *findRuleOption(std::string_view name);
// Sets one option by name, checking the type and range.
[[nodiscard]] std::optional<Error> setRuleOption(
        Ruleset &rules, std::string_view name, const OptionValue &value);
// "true", "300", "head_bump", "[20000,10000,-10000,-20000]".
[[nodiscard]] std::string formatOptionValue(const OptionValue &value);
[[nodiscard]] std::string_view optionTypeName(OptionType type);
[[nodiscard]] std::string_view optionScopeName(OptionScope scope);

} // namespace haifu::rules
