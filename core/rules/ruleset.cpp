#include "rules/ruleset.h"

#include <algorithm>

namespace haifu::rules {

namespace {

constexpr std::array<std::string_view, 7> kPresetNames = { "tenhou", "mahjongsoul", "mleague",
    "wrc", "ema", "ema2025", "jpml" };

constexpr std::array<std::string_view, 3> kRenhouChoices = { "off", "mangan", "yakuman" };
constexpr std::array<std::string_view, 3> kMultipleRonChoices = { "head_bump", "double", "triple" };
constexpr std::array<std::string_view, 2> kLengthChoices = { "east", "east_south" };
constexpr std::array<std::string_view, 2> kTieChoices = { "seat_order", "split" };
constexpr std::array<std::string_view, 2> kLeftoverChoices = { "to_top", "lost" };
constexpr std::array<std::string_view, 4> kRoundingChoices = { "none", "nearest", "half_down",
    "up" };
constexpr std::array<std::string_view, 2> kUmaModeChoices = { "fixed", "jpml_complex" };
constexpr std::array<std::string_view, 4> kChomboChoices = { "reverse_mangan", "after_uma", "flat",
    "none" };

// Accessors generated from member pointers, so the descriptor table stays one line per option.
template <bool Ruleset::*M>
OptionValue getBool(const Ruleset &r)
{
    return r.*M;
}
template <bool Ruleset::*M>
std::optional<Error> setBool(Ruleset &r, const OptionValue &v)
{
    r.*M = std::get<bool>(v);
    return std::nullopt;
}
template <int Ruleset::*M>
OptionValue getInt(const Ruleset &r)
{
    return r.*M;
}
template <int Ruleset::*M>
std::optional<Error> setInt(Ruleset &r, const OptionValue &v)
{
    r.*M = std::get<int>(v);
    return std::nullopt;
}
// Choices: get returns the choice name; set receives the choice index as an int (the name has
// been looked up by setRuleOption).
template <typename E, E Ruleset::*M, const auto &Names>
OptionValue getChoice(const Ruleset &r)
{
    return std::string(Names[static_cast<std::size_t>(r.*M)]);
}
template <typename E, E Ruleset::*M>
std::optional<Error> setChoice(Ruleset &r, const OptionValue &v)
{
    r.*M = static_cast<E>(std::get<int>(v));
    return std::nullopt;
}

OptionValue getUma(const Ruleset &r)
{
    return std::vector<int>(r.uma.begin(), r.uma.end());
}
std::optional<Error> setUma(Ruleset &r, const OptionValue &v)
{
    const auto &list = std::get<std::vector<int>>(v);
    if (list.size() != 4 && list.size() != 3)
        return Error::of(ErrorCode::UmaCount, { std::to_string(list.size()) })
                .at(ErrorCode::AtField, { "uma" });
    r.uma = { 0, 0, 0, 0 };
    std::copy(list.begin(), list.end(), r.uma.begin());
    return std::nullopt;
}

template <bool Ruleset::*M>
constexpr RuleOption boolOption(std::string_view name, OptionScope scope, std::string_view desc)
{
    return RuleOption{ name, OptionType::Bool, scope, desc, {}, 0, 1, getBool<M>, setBool<M> };
}
template <int Ruleset::*M>
constexpr RuleOption intOption(
        std::string_view name, OptionScope scope, std::string_view desc, int minValue, int maxValue)
{
    return RuleOption{ name, OptionType::Int, scope, desc, {}, minValue, maxValue, getInt<M>,
        setInt<M> };
}
template <typename E, E Ruleset::*M, const auto &Names>
constexpr RuleOption choiceOption(std::string_view name, OptionScope scope, std::string_view desc)
{
    return RuleOption{ name, OptionType::Choice, scope, desc,
        std::span<const std::string_view>(Names), 0, 0, getChoice<E, M, Names>, setChoice<E, M> };
}

constexpr auto H = OptionScope::Hand;
constexpr auto T = OptionScope::Table;
constexpr auto G = OptionScope::Game;

const std::array kOptions = {
    // Hand scoring
    intOption<&Ruleset::redFives>("red_fives", H,
            "Red fives in the set: 0, 3 (one 5m, 5p, 5s) or 4 (two red 5p); each is one han of "
            "dora",
            0, 4),
    boolOption<&Ruleset::openTanyao>(
            "open_tanyao", H, "All simples counts in an open hand (kuitan)"),
    boolOption<&Ruleset::doubleYakuman>("double_yakuman", H,
            "Kokushi 13-sided wait, suuankou single wait, junsei chuuren and daisuushii are "
            "double yakuman"),
    boolOption<&Ruleset::yakumanStacking>(
            "yakuman_stacking", H, "Different yakuman in one hand add up"),
    boolOption<&Ruleset::kazoeYakuman>(
            "kazoe_yakuman", H, "13 or more counted han score as yakuman (off: sanbaiman)"),
    boolOption<&Ruleset::kiriageMangan>(
            "kiriage_mangan", H, "4 han 30 fu and 3 han 60 fu are paid as mangan"),
    intOption<&Ruleset::doubleWindPairFu>("double_wind_pair_fu", H,
            "Fu for a pair of a wind that is both seat and round wind (4 or 2)", 2, 4),
    choiceOption<RenhouMode, &Ruleset::renhou, kRenhouChoices>("renhou", H,
            "Renhou (non-dealer ron before the first draw): off, mangan (a 5-han yaku that does "
            "not combine: the better of renhou alone and the other yaku is scored) or yakuman"),
    boolOption<&Ruleset::ryuuiisouNeedsHatsu>(
            "ryuuiisou_needs_hatsu", H, "All green requires the green dragon"),
    boolOption<&Ruleset::ippatsu>("ippatsu", H, "Ippatsu is a yaku"),
    boolOption<&Ruleset::uraDora>("ura_dora", H, "Ura dora count for a riichi winner"),
    boolOption<&Ruleset::kanDora>(
            "kan_dora", H, "Kan dora: indicators after the first count (off: only the first)"),
    // Table payments
    boolOption<&Ruleset::nagashiMangan>(
            "nagashi_mangan", T, "Nagashi mangan at an exhaustive draw, paid as a mangan tsumo"),
    choiceOption<MultipleRon, &Ruleset::multipleRon, kMultipleRonChoices>("multiple_ron", T,
            "Several rons on one discard: head_bump (only the first in turn order), double (two "
            "win, three abort the hand) or triple (all win)"),
    intOption<&Ruleset::honbaValue>("honba_value", T, "Points per honba on a ron", 0, 3000),
    intOption<&Ruleset::honbaTsumoEach>("honba_tsumo_each", T,
            "Points per honba each payer adds to a tsumo (100: 300 from three payers)", 0, 1000),
    intOption<&Ruleset::notenTotal>("noten_total", T,
            "Noten payments at an exhaustive draw, shared by the tenpai players", 0, 30000),
    intOption<&Ruleset::riichiDeposit>(
            "riichi_deposit", T, "Points put on the table to declare riichi", 0, 10000),
    boolOption<&Ruleset::paoDaisangen>(
            "pao_daisangen", T, "Liability (pao) for feeding the third dragon set of daisangen"),
    boolOption<&Ruleset::paoDaisuushii>(
            "pao_daisuushii", T, "Liability (pao) for feeding the fourth wind set of daisuushii"),
    boolOption<&Ruleset::paoSuukantsu>(
            "pao_suukantsu", T, "Liability (pao) for feeding the fourth kan of suukantsu"),
    intOption<&Ruleset::players>("players", T, "Players at the table: 4, or 3 (sanma)", 3, 4),
    boolOption<&Ruleset::sanmaTsumoLoss>("sanma_tsumo_loss", T,
            "Three players: a tsumo collects the four-player shares of the two payers only (off: "
            "the missing share is split between them)"),
    boolOption<&Ruleset::northBonus>(
            "north_bonus", T, "Three players: north tiles set aside count as dora (nukidora)"),
    // Game level
    boolOption<&Ruleset::abortKyuushuKyuuhai>("abort_kyuushu_kyuuhai", G,
            "Abortive draw: nine different terminals/honours on the first draw"),
    boolOption<&Ruleset::abortFourWinds>(
            "abort_four_winds", G, "Abortive draw: the same wind as all four first discards"),
    boolOption<&Ruleset::abortFourRiichi>(
            "abort_four_riichi", G, "Abortive draw: all four players declare riichi"),
    boolOption<&Ruleset::abortFourKans>(
            "abort_four_kans", G, "Abortive draw: four kans by more than one player"),
    boolOption<&Ruleset::kanDoraAfterDiscard>("kan_dora_after_discard", G,
            "Open and added kans reveal their indicator after the kan player's discard (off: at "
            "once)"),
    boolOption<&Ruleset::tenpaiWithAllCopiesHeld>("tenpai_with_all_copies_held", G,
            "A wait on tiles all held in the own hand counts as tenpai at a draw"),
    boolOption<&Ruleset::tobi>("tobi", G, "The game ends when a score drops below 0"),
    boolOption<&Ruleset::riichiNeedsDeposit>(
            "riichi_needs_deposit", G, "Riichi needs at least the deposit in points"),
    choiceOption<GameLength, &Ruleset::length, kLengthChoices>(
            "game_length", G, "east (tonpuusen) or east_south (hanchan)"),
    intOption<&Ruleset::startPoints>(
            "start_points", G, "Points each player starts with", 0, 1000000),
    intOption<&Ruleset::returnPoints>(
            "return_points", G, "Return points subtracted from the final score", 0, 1000000),
    intOption<&Ruleset::targetPoints>("target_points", G,
            "Points a player must reach to end the game at all-last (west extension, dealer top)",
            0, 1000000),
    RuleOption{ "uma", OptionType::IntList, G,
            "Uma by place, in points (e.g. [20000,10000,-10000,-20000])", {}, -1000000, 1000000,
            getUma, setUma },
    choiceOption<UmaMode, &Ruleset::umaMode, kUmaModeChoices>("uma_mode", G,
            "fixed (the uma list) or jpml_complex (by how many players end below return points)"),
    intOption<&Ruleset::oka>(
            "oka", G, "Bonus to the top player in points ((return - start) x players)", 0, 1000000),
    choiceOption<TieMode, &Ruleset::ties, kTieChoices>("ties", G,
            "Tied final scores: seat_order (nearer the first dealer ranks higher) or split "
            "(share uma and oka)"),
    choiceOption<LeftoverDeposits, &Ruleset::leftoverDeposits, kLeftoverChoices>(
            "leftover_deposits", G, "Riichi deposits left at the end: to_top or lost"),
    choiceOption<FinalRounding, &Ruleset::rounding, kRoundingChoices>("rounding", G,
            "Final score rounding: none, nearest (1000, 500 up), half_down (500 down, zero-sum "
            "fix on the top) or up"),
    boolOption<&Ruleset::topTakesRemainder>("top_takes_remainder", G,
            "After rounding, the top player's score is what makes the total zero"),
    boolOption<&Ruleset::dealerTopEnds>("dealer_top_ends", G,
            "All-last: the dealer's win that leaves the dealer in the lead ends the game "
            "(agari-yame)"),
    boolOption<&Ruleset::dealerTenpaiEnds>("dealer_tenpai_ends", G,
            "All-last: so does the dealer's tenpai at an exhaustive draw (tenpai-yame)"),
    boolOption<&Ruleset::dealerTopNeedsTarget>("dealer_top_needs_target", G,
            "The dealer in the lead ends the game only with at least the target points"),
    boolOption<&Ruleset::dealerTopChoice>("dealer_top_choice", G,
            "The dealer in the lead chooses whether to stop (the hand's entry says when the "
            "dealer plays on)"),
    boolOption<&Ruleset::westExtension>("west_extension", G,
            "Play into the next wind while nobody has reached the return points"),
    choiceOption<ChomboPenalty, &Ruleset::chombo, kChomboChoices>("chombo", G,
            "Chombo penalty: reverse_mangan (paid at the table), after_uma (deducted from "
            "the final score), flat (chombo_points to each other player) or none"),
    intOption<&Ruleset::chomboPoints>("chombo_points", G,
            "Chombo amount in points: the after_uma deduction, or the flat payment to each "
            "other player",
            0, 1000000),
    boolOption<&Ruleset::chomboEndsGame>("chombo_ends_game", G, "A chombo ends the game"),
};

Ruleset tenhouPreset()
{
    return Ruleset{}; // the struct's defaults are Tenhou's ranked four-player rules
}

} // namespace

std::span<const std::string_view> presetNames()
{
    return kPresetNames;
}

std::string_view presetDescription(std::string_view name)
{
    if (name == "tenhou")
        return "Tenhou ranked 4p: open tanyao, 3 red fives, stacked single yakuman, kazoe, no "
               "kiriage, 25k/30k, uma 20/10";
    if (name == "mahjongsoul")
        return "Mahjong Soul ranked 4p: as tenhou with double yakuman; final points from 25000 "
               "with uma 15/5, unrounded";
    if (name == "mleague")
        return "M-League: kiriage, head bump, no tobi, uma 30/10, split ties";
    if (name == "wrc")
        return "World Riichi Championship: no red fives, kiriage, head bump, 30k/30k, uma 15/5, "
               "13+ han = sanbaiman";
    if (name == "ema")
        return "EMA Riichi Competition Rules 2016: no red fives, no kiriage, double/triple ron, "
               "30k/30k, uma 15/5, 13+ han = sanbaiman, renhou mangan";
    if (name == "ema2025")
        return "EMA 2025 (Pantheon preset): as ema with kiriage and chombo ending the game";
    if (name == "jpml")
        return "JPML A-rules (Pantheon preset): no red fives, ippatsu, ura or kan dora; 30k, "
               "complex uma";
    return {};
}

Result<Ruleset> presetRuleset(std::string_view name)
{
    Ruleset r = tenhouPreset();
    r.name = std::string(name);
    if (name == "tenhou")
        return r;
    if (name == "mahjongsoul") {
        r.doubleYakuman = true;
        // The final points Mahjong Soul shows (and its converted records carry): (points -
        // 25000) / 1000 + uma 15/5, unrounded; the game still runs until someone has 30000.
        r.returnPoints = 25000;
        r.oka = 0;
        r.uma = { 15000, 5000, -5000, -15000 };
        r.rounding = FinalRounding::None;
        r.topTakesRemainder = false;
        // Seat-order ties and triple-ron abort as on Tenhou (CLUB_RULESETS.md: verify).
        return r;
    }
    if (name == "mleague") {
        r.kiriageMangan = true;
        r.multipleRon = MultipleRon::HeadBump;
        r.tobi = false;
        r.riichiNeedsDeposit = false; // no tobi: riichi below 1000 is allowed
        r.uma = { 30000, 10000, -10000, -30000 };
        r.ties = TieMode::Split;
        r.westExtension = false;
        r.dealerTopEnds = false; // no agari-yame: all-last is always played out
        r.dealerTenpaiEnds = false;
        r.rounding = FinalRounding::None;
        r.topTakesRemainder = false;
        r.chombo = ChomboPenalty::AfterUma;
        return r;
    }
    // The competition rules share 30k/30k, no oka, 15/5 uma, split ties, no tobi, no red fives,
    // 13+ han capped at sanbaiman, no double yakuman, no stacking, no abortive draws, no nagashi.
    auto competition = [](Ruleset &c) {
        c.redFives = 0;
        c.doubleYakuman = false;
        c.yakumanStacking = false;
        c.kazoeYakuman = false;
        c.nagashiMangan = false;
        c.abortKyuushuKyuuhai = false;
        c.abortFourWinds = false;
        c.abortFourRiichi = false;
        c.abortFourKans = false;
        c.kanDoraAfterDiscard = false; // every kan flips its indicator at once
        c.tobi = false;
        c.riichiNeedsDeposit = false;
        c.startPoints = 30000;
        c.returnPoints = 30000;
        c.oka = 0;
        c.uma = { 15000, 5000, -5000, -15000 };
        c.ties = TieMode::Split;
        c.rounding = FinalRounding::None;
        c.topTakesRemainder = false;
        c.dealerTopEnds = false;
        c.dealerTenpaiEnds = false;
        c.westExtension = false;
        c.chombo = ChomboPenalty::AfterUma;
        c.chomboPoints = 20000;
    };
    if (name == "wrc") {
        competition(r);
        r.kiriageMangan = true;
        r.multipleRon = MultipleRon::HeadBump;
        r.renhou = RenhouMode::Off; // (verify)
        r.leftoverDeposits = LeftoverDeposits::Lost; // (verify, CLUB_RULESETS.md)
        return r;
    }
    if (name == "ema" || name == "ema2025") {
        competition(r);
        r.multipleRon = MultipleRon::Triple; // double and triple ron allowed
        r.renhou = RenhouMode::Mangan;
        r.leftoverDeposits = LeftoverDeposits::ToTop; // split among tied firsts
        if (name == "ema2025") {
            r.kiriageMangan = true;
            r.chomboEndsGame = true;
        }
        return r;
    }
    if (name == "jpml") {
        competition(r);
        r.ippatsu = false;
        r.uraDora = false;
        r.kanDora = false;
        r.multipleRon = MultipleRon::HeadBump;
        r.umaMode = UmaMode::JpmlComplex;
        r.uma = { 8000, 4000, -4000, -8000 }; // the "otherwise" row of the complex uma
        r.leftoverDeposits = LeftoverDeposits::Lost;
        return r;
    }
    std::string known;
    for (std::string_view p : kPresetNames)
        known += (known.empty() ? "" : ", ") + std::string(p);
    return Error::of(ErrorCode::UnknownPreset, { std::string(name), known });
}

std::span<const RuleOption> ruleOptions()
{
    return kOptions;
}

const RuleOption *findRuleOption(std::string_view name)
{
    for (const RuleOption &o : kOptions) {
        if (o.name == name)
            return &o;
    }
    return nullptr;
}

std::optional<Error> setRuleOption(Ruleset &rules, std::string_view name, const OptionValue &value)
{
    const RuleOption *option = findRuleOption(name);
    const std::string n(name);
    if (!option)
        return Error::of(ErrorCode::UnknownRuleOption, { n });
    const auto fail = [&n](ErrorCode code, std::vector<std::string> args = {}) {
        return Error::of(code, std::move(args)).at(ErrorCode::AtField, { n });
    };
    switch (option->type) {
    case OptionType::Bool:
        if (!std::holds_alternative<bool>(value))
            return fail(ErrorCode::ExpectedBool);
        return option->set(rules, value);
    case OptionType::Int: {
        if (!std::holds_alternative<int>(value))
            return fail(ErrorCode::ExpectedInteger);
        const int v = std::get<int>(value);
        if (v < option->minValue || v > option->maxValue)
            return fail(ErrorCode::OutOfRangeBetween,
                    { std::to_string(v), std::to_string(option->minValue),
                            std::to_string(option->maxValue) });
        if (name == "red_fives" && v != 0 && v != 3 && v != 4)
            return fail(ErrorCode::RedFivesChoice);
        if (name == "double_wind_pair_fu" && v != 2 && v != 4)
            return fail(ErrorCode::WindPairFuChoice);
        return option->set(rules, value);
    }
    case OptionType::Choice: {
        if (!std::holds_alternative<std::string>(value))
            return fail(ErrorCode::ExpectedChoice);
        const std::string &s = std::get<std::string>(value);
        for (std::size_t i = 0; i < option->choices.size(); ++i) {
            if (option->choices[i] == s)
                return option->set(rules, OptionValue(static_cast<int>(i)));
        }
        std::string choices;
        for (std::string_view c : option->choices)
            choices += (choices.empty() ? "" : ", ") + std::string(c);
        return fail(ErrorCode::NotAChoice, { s, choices });
    }
    case OptionType::IntList: {
        if (!std::holds_alternative<std::vector<int>>(value))
            return fail(ErrorCode::ExpectedIntegerList);
        for (int v : std::get<std::vector<int>>(value)) {
            if (v < option->minValue || v > option->maxValue)
                return fail(ErrorCode::OutOfRange, { std::to_string(v) });
        }
        return option->set(rules, value);
    }
    }
    return fail(ErrorCode::UnsupportedOption);
}

std::string formatOptionValue(const OptionValue &value)
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    if (const int *i = std::get_if<int>(&value))
        return std::to_string(*i);
    if (const std::string *s = std::get_if<std::string>(&value))
        return *s;
    std::string out = "[";
    for (int v : std::get<std::vector<int>>(value))
        out += (out.size() > 1 ? "," : "") + std::to_string(v);
    return out + "]";
}

std::string_view optionTypeName(OptionType type)
{
    switch (type) {
    case OptionType::Bool: return "bool";
    case OptionType::Int: return "int";
    case OptionType::Choice: return "choice";
    case OptionType::IntList: return "int_list";
    }
    return "?";
}

std::string_view optionScopeName(OptionScope scope)
{
    switch (scope) {
    case OptionScope::Hand: return "hand";
    case OptionScope::Table: return "table";
    case OptionScope::Game: return "game";
    }
    return "?";
}

} // namespace haifu::rules
