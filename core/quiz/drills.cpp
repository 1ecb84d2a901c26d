#include "quiz/drills.h"

#include "quiz/rng.h"
#include "rules/byseat.h"
#include "rules/efficiency.h"
#include "rules/points.h"
#include "rules/shanten.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace haifu::quiz {

using rules::Tile;
using rules::TileKind;

namespace {

Step makeStep(StepKind kind)
{
    Step step;
    step.kind = kind;
    return step;
}

// Plain before red.
bool tileLess(const Tile &a, const Tile &b)
{
    return std::pair(a.kind, a.red) < std::pair(b.kind, b.red);
}

// The distinct tiles of a hand's concealed part, ascending (a red five apart from a plain one).
std::vector<Tile> distinctTiles(const std::vector<Tile> &closed)
{
    std::vector<Tile> tiles = closed;
    std::sort(tiles.begin(), tiles.end(), tileLess);
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

// --- Defence --------------------------------------------------------------------------------

std::string kindsOf(const insight::TileSafety &s)
{
    std::vector<Tile> tiles;
    for (int i = 0; i < s.kindCount; ++i)
        tiles.push_back(Tile{ s.kinds[static_cast<std::size_t>(i)], false });
    return tiles.empty() ? std::string() : rules::formatSorted(tiles);
}

std::optional<Error> solveDefence(Question &q)
{
    const DefenceSetup &d = q.defence;
    if (!d.table)
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "table" });
    const game::TableState &state = *d.table;
    const int threatSeat = (d.seat + d.threat) % state.playerCount;
    if (!state.player(threatSeat).inRiichi())
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "threat" });
    for (const Tile &t : distinctTiles(q.hand.closed))
        q.answer.safety.push_back({ t, insight::safetyOf(state, d.seat, threatSeat, t.kind) });
    if (q.answer.safety.empty())
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "hand" });
    std::stable_sort(q.answer.safety.begin(), q.answer.safety.end(),
            [](const Answer::DefenceTile &a, const Answer::DefenceTile &b) {
                return insight::saferThan(a.safety, b.safety);
            });
    q.answer.bestTier = q.answer.safety.front().safety.tier;
    for (const Answer::DefenceTile &t : q.answer.safety) {
        Step s = makeStep(StepKind::Safety);
        s.tiles = rules::toString(t.tile);
        s.value = static_cast<int>(t.safety.tier) + 1;
        s.key = insight::tierName(t.safety.tier);
        s.detail = insight::reasonName(t.safety.reason);
        s.source = kindsOf(t.safety);
        s.index = t.safety.notes;
        s.flag = t.safety.tier == q.answer.bestTier;
        q.explanation.push_back(std::move(s));
        q.choices.push_back(rules::toString(t.tile));
    }
    std::sort(q.choices.begin(), q.choices.end());
    return std::nullopt;
}

// --- Conditions -----------------------------------------------------------------------------

std::string paymentSplit(const rules::Payments &p)
{
    if (!p.tsumo)
        return std::to_string(p.ron);
    if (p.dealer)
        return std::to_string(p.tsumoEach) + " all";
    return std::to_string(p.tsumoNonDealer) + "/" + std::to_string(p.tsumoDealer);
}

rules::Payments conditionPayments(
        const ConditionsSetup &setup, int from, int han, int fu, const rules::Ruleset &rules)
{
    const int yakuman = han >= 13 ? 1 : 0;
    const rules::BasicPoints basic = rules::basicPoints(han, fu > 0 ? fu : 30, yakuman, rules);
    return rules::handPayments(
            basic.points, setup.seat == setup.dealer, from < 0, setup.honba, rules);
}

Step conditionStep(StepKind kind, const ConditionsSetup &setup, const ConditionNeed &need,
        const rules::Ruleset &rules)
{
    Step s = makeStep(kind);
    s.key = need.from < 0 ? "tsumo" : "ron";
    s.index = need.from;
    s.source = conditionVerdictName(need.verdict);
    s.han = need.han;
    s.fu = need.fu;
    s.value = need.gain;
    s.total = need.finalScore;
    if (need.verdict == ConditionVerdict::Need && need.han > 0)
        s.detail = paymentSplit(conditionPayments(setup, need.from, need.han, need.fu, rules));
    return s;
}

std::optional<Error> solveConditions(Question &q)
{
    const ConditionsSetup &c = q.conditions;
    if (c.seat < 0 || c.seat > 3 || c.dealer < 0 || c.dealer > 3)
        return Error::of(ErrorCode::SeatOutOfRange, { std::to_string(c.seat) })
                .at(ErrorCode::AtField, { "seat" });
    for (int seat = 0; seat < 4; ++seat) {
        Step s = makeStep(StepKind::Standing);
        s.index = seat;
        s.value = bySeat(c.scores, seat);
        s.total = placeOf(c.scores, seat, q.ruleset.ties);
        s.flag = seat == c.seat;
        s.han = seat == c.dealer ? 1 : 0;
        q.explanation.push_back(std::move(s));
    }
    std::vector<ConditionNeed> shortOf;
    q.answer.conditions = allLastConditions(c, q.ruleset, &shortOf);
    for (std::size_t i = 0; i < q.answer.conditions.size(); ++i) {
        q.explanation.push_back(
                conditionStep(StepKind::Condition, c, q.answer.conditions[i], q.ruleset));
        if (shortOf[i].han > 0)
            q.explanation.push_back(
                    conditionStep(StepKind::ConditionShort, c, shortOf[i], q.ruleset));
    }
    for (const ConditionNeed &n : q.answer.conditions)
        q.choices.push_back(n.from < 0 ? std::string("tsumo") : "ron:" + std::to_string(n.from));
    return std::nullopt;
}

// --- Shanten and EV -------------------------------------------------------------------------

std::optional<Error> solveShanten(Question &q)
{
    auto forms = rules::shantenOf(q.hand);
    if (!forms)
        return forms.error();
    q.answer.shanten = forms->best;
    Step regular = makeStep(StepKind::ShantenForm);
    regular.key = "regular";
    regular.value = forms->regular;
    q.explanation.push_back(regular);
    if (forms->chiitoitsu) {
        Step s = makeStep(StepKind::ShantenForm);
        s.key = "chiitoitsu";
        s.value = *forms->chiitoitsu;
        q.explanation.push_back(s);
    }
    if (forms->kokushi) {
        Step s = makeStep(StepKind::ShantenForm);
        s.key = "kokushi";
        s.value = *forms->kokushi;
        q.explanation.push_back(s);
    }
    for (int n = -1; n <= 6; ++n)
        q.choices.push_back(std::to_string(n));
    return std::nullopt;
}

int perMille(double p)
{
    return static_cast<int>(std::lround(p * 1000.0));
}

std::optional<Error> solveDiscardEv(Question &q)
{
    if (!q.evInput)
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "ev" });
    auto table = insight::expectedValues(*q.evInput);
    if (!table)
        return table.error();
    if (table->discards.empty())
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "hand" });
    q.answer.ev = std::move(table->discards);
    const double best = q.answer.ev.front().expectedScore;
    for (const insight::DiscardEv &d : q.answer.ev) {
        Step s = makeStep(StepKind::EvDiscard);
        s.tiles = rules::toString(d.tile);
        s.value = static_cast<int>(std::lround(d.expectedScore));
        s.total = perMille(d.winProbability);
        s.han = perMille(d.tenpaiProbability);
        s.fu = d.shanten;
        s.flag = d.expectedScore >= best - evTolerance(best);
        if (d.riichi)
            s.detail = "riichi";
        q.explanation.push_back(std::move(s));
        q.choices.push_back(rules::toString(d.tile));
    }
    std::sort(q.choices.begin(), q.choices.end());
    return std::nullopt;
}

} // namespace

// --- All-last conditions ----------------------------------------------------------------------

std::string_view conditionTargetName(ConditionTarget target)
{
    return target == ConditionTarget::First ? "first" : "avoid_last";
}

std::string_view conditionVerdictName(ConditionVerdict verdict)
{
    switch (verdict) {
    case ConditionVerdict::Need: return "need";
    case ConditionVerdict::NoWinNeeded: return "no_win_needed";
    case ConditionVerdict::Impossible: return "impossible";
    }
    return "need";
}

int placeOf(const std::array<int, 4> &scores, int seat, rules::TieMode ties)
{
    const int mine = bySeat(scores, seat);
    int place = 1;
    for (int other = 0; other < 4; ++other) {
        if (other == seat)
            continue;
        const int theirs = bySeat(scores, other);
        if (theirs > mine || (theirs == mine && (ties == rules::TieMode::Split || other < seat)))
            ++place;
    }
    return place;
}

bool meetsTarget(
        const std::array<int, 4> &scores, int seat, ConditionTarget target, rules::TieMode ties)
{
    const int place = placeOf(scores, seat, ties);
    return target == ConditionTarget::First ? place == 1 : place < 4;
}

std::vector<HandValueTry> conditionHands(bool tsumo)
{
    std::vector<HandValueTry> hands;
    static constexpr int kFu[] = { 20, 25, 30, 40, 50, 60, 70 };
    for (int han = 1; han <= 4; ++han) {
        for (int fu : kFu) {
            if (fu == 20 && (!tsumo || han < 2))
                continue;
            if (fu == 25 && han < (tsumo ? 3 : 2))
                continue;
            hands.push_back({ han, fu });
        }
    }
    for (int han : { 5, 6, 8, 11, 13 })
        hands.push_back({ han, 0 });
    return hands;
}

std::array<int, 4> scoresAfterWin(const ConditionsSetup &setup, int from, int han, int fu,
        const rules::Ruleset &rules, int *gain)
{
    const rules::Payments p = conditionPayments(setup, from, han, fu, rules);
    std::array<int, 4> scores = setup.scores;
    const int taken = p.total + setup.riichiSticks * rules.riichiDeposit;
    scores[static_cast<std::size_t>(setup.seat)] += taken;
    for (int other = 0; other < 4; ++other) {
        if (other == setup.seat)
            continue;
        int &score = bySeat(scores, other);
        if (from >= 0)
            score -= other == from ? p.ron : 0;
        else if (p.dealer)
            score -= p.tsumoEach;
        else
            score -= other == setup.dealer ? p.tsumoDealer : p.tsumoNonDealer;
    }
    if (gain)
        *gain = taken;
    return scores;
}

std::vector<ConditionNeed> allLastConditions(const ConditionsSetup &setup,
        const rules::Ruleset &rules, std::vector<ConditionNeed> *shortOf)
{
    std::vector<int> sources;
    for (int seat = 0; seat < 4; ++seat) {
        if (seat != setup.seat)
            sources.push_back(seat);
    }
    sources.push_back(-1);
    const bool already = meetsTarget(setup.scores, setup.seat, setup.target, rules.ties);
    std::vector<ConditionNeed> needs;
    if (shortOf)
        shortOf->clear();
    for (int from : sources) {
        ConditionNeed need;
        need.from = from;
        ConditionNeed shortNeed = need;
        if (already) {
            need.verdict = ConditionVerdict::NoWinNeeded;
        } else {
            // Every hand with its result, cheapest first.
            struct Tried
            {
                HandValueTry hand;
                int gain = 0;
                std::array<int, 4> after{};
            };
            std::vector<Tried> tried;
            for (const HandValueTry &h : conditionHands(from < 0)) {
                Tried t{ h, 0, {} };
                t.after = scoresAfterWin(setup, from, h.han, h.fu, rules, &t.gain);
                tried.push_back(t);
            }
            std::stable_sort(tried.begin(), tried.end(), [](const Tried &a, const Tried &b) {
                if (a.gain != b.gain)
                    return a.gain < b.gain;
                return a.hand.fu != b.hand.fu ? a.hand.fu < b.hand.fu : a.hand.han < b.hand.han;
            });
            need.verdict = ConditionVerdict::Impossible;
            for (const Tried &t : tried) {
                if (meetsTarget(t.after, setup.seat, setup.target, rules.ties)) {
                    need.verdict = ConditionVerdict::Need;
                    need.han = t.hand.han;
                    need.fu = t.hand.fu;
                    need.gain = t.gain;
                    need.finalScore = t.after[static_cast<std::size_t>(setup.seat)];
                    break;
                }
                shortNeed.verdict = ConditionVerdict::Need;
                shortNeed.han = t.hand.han;
                shortNeed.fu = t.hand.fu;
                shortNeed.gain = t.gain;
                shortNeed.finalScore = t.after[static_cast<std::size_t>(setup.seat)];
            }
        }
        needs.push_back(need);
        if (shortOf)
            shortOf->push_back(shortNeed);
    }
    return needs;
}

double evTolerance(double bestExpected)
{
    return std::max(10.0, 0.02 * std::abs(bestExpected));
}

std::optional<Error> solveDrill(Question &q)
{
    q.answer = Answer{};
    q.explanation.clear();
    q.choices.clear();
    switch (q.kind) {
    case Kind::Defence: return solveDefence(q);
    case Kind::Conditions: return solveConditions(q);
    case Kind::Shanten: return solveShanten(q);
    case Kind::DiscardEv: return solveDiscardEv(q);
    default: break;
    }
    return Error::of(ErrorCode::UnknownQuizKind).at(ErrorCode::AtField, { "kind" });
}

} // namespace haifu::quiz
