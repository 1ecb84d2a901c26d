// The engine's answer to a problem (efficiency, calls, riichi or dama, push or fold, scoring,
// furiten) and problems made from Haifu's own quiz questions (teach/problem.h).

#include "game/situation.h"
#include "insight/advice.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "rules/efficiency.h"
#include "rules/settlement.h"
#include "rules/shanten.h"
#include "rules/waits.h"
#include "teach/problem.h"
#include "teach/problemdetail.h"

#include <algorithm>

namespace haifu::teach {

using rules::Meld;
using rules::MeldKind;
using rules::TileCounts;
using rules::TileKind;

namespace {

std::string num(int value)
{
    return std::to_string(value);
}

int seatCount(const Position &p)
{
    return p.playerCount == 3 ? 3 : 4;
}

rules::Ruleset rulesetOf(const Position &p)
{
    auto ruleset = rules::presetRuleset(p.rulesPreset);
    rules::Ruleset r = ruleset ? *ruleset : rules::Ruleset{};
    r.players = seatCount(p);
    return r;
}

// Tiles the seat sees outside its own hand and melds: every river tile still there, the other
// seats' melds, the norths set aside and the dora indicators.
TileCounts visibleTo(const Position &p, int seat)
{
    TileCounts counts{};
    const auto add = [&counts](const Tile &t) {
        if (t.kind < rules::kKindCount && counts[t.kind] < 4)
            ++counts[t.kind];
    };
    std::for_each(p.doraIndicators.begin(), p.doraIndicators.end(), add);
    for (int i = 0; i < seatCount(p); ++i) {
        const SeatPosition &s = p.seat(i);
        for (const game::RiverTile &r : s.river) {
            if (!r.calledAway())
                add(r.tile);
        }
        std::for_each(s.northBonus.begin(), s.northBonus.end(), add);
        if (i == seat)
            continue;
        for (const Meld &m : s.melds)
            std::for_each(m.tiles.begin(), m.tiles.end(), add);
    }
    return counts;
}

bool takeKind(std::vector<Tile> &tiles, TileKind kind, Tile *taken = nullptr)
{
    auto it = std::find_if(
            tiles.begin(), tiles.end(), [kind](const Tile &t) { return t.kind == kind; });
    if (it == tiles.end())
        return false;
    if (taken)
        *taken = *it;
    tiles.erase(it);
    return true;
}

quiz::Question efficiencyQuestion(
        const Position &p, int seat, const rules::Hand &hand, const TileCounts &visible)
{
    quiz::Question q;
    q.kind = quiz::Kind::Efficiency;
    q.rulesPreset = p.rulesPreset;
    q.ruleset = rulesetOf(p);
    q.hand = hand;
    q.visible = visible;
    q.situation.seatWind = p.seatWind(seat);
    q.situation.roundWind = p.roundWind();
    return q;
}

// The calls the seat can make on the claim tile: pon, and chi from the seat on its left.
std::vector<Meld> possibleCalls(const Position &p, int seat, Tile claim)
{
    const SeatPosition &s = p.seat(seat);
    const TileCounts held = rules::countKinds(s.closed);
    std::vector<Meld> calls;
    const auto add = [&](MeldKind kind, std::vector<TileKind> own) {
        std::vector<Tile> hand = s.closed;
        std::vector<Tile> tiles{ claim };
        for (TileKind k : own) {
            Tile t;
            if (!takeKind(hand, k, &t))
                return;
            tiles.push_back(t);
        }
        auto meld = rules::makeMeld(kind, tiles);
        if (meld)
            calls.push_back(*meld);
    };
    const TileKind k = claim.kind;
    if (held[k] >= 2)
        add(MeldKind::Pon, { k, k });
    const int n = seatCount(p);
    if (n == 4 && (p.turn + 1) % n == seat && !rules::isHonor(k)) {
        const int number = rules::numberOf(k);
        for (int start = number - 2; start <= number; ++start) {
            if (start < 1 || start + 2 > 9)
                continue;
            std::vector<TileKind> own;
            for (int x = start; x < start + 3; ++x) {
                if (x != number)
                    own.push_back(static_cast<TileKind>(k - number + x));
            }
            add(MeldKind::Chi, own);
        }
    }
    return calls;
}

struct CallOutcome
{
    bool call = false;
    quiz::Question question; // the efficiency question of the best call (or of passing)
};

Result<CallOutcome> bestCall(const Problem &problem)
{
    const Position &p = problem.position;
    const SeatPosition &s = p.seat(problem.seat);
    const Tile claim = *p.claimTile();
    TileCounts visible = visibleTo(p, problem.seat);
    auto passing = rules::ukeireOf(rules::Hand{ s.closed, s.melds }, visible);
    if (!passing)
        return passing.error();
    CallOutcome out;
    int bestShanten = passing->shanten;
    int bestUkeire = passing->total;
    if (visible[claim.kind] > 0)
        --visible[claim.kind]; // the called tile joins the own meld
    for (const Meld &m : possibleCalls(p, problem.seat, claim)) {
        rules::Hand hand{ s.closed, s.melds };
        bool called = false;
        for (const Tile &t : m.tiles) {
            if (!called && t == claim)
                called = true; // the tile offered, not one of the own
            else
                takeKind(hand.closed, t.kind);
        }
        hand.melds.push_back(m);
        quiz::Question q = efficiencyQuestion(p, problem.seat, hand, visible);
        if (quiz::solveQuestion(q))
            continue;
        const bool better = q.answer.bestShanten < bestShanten
                || (q.answer.bestShanten == bestShanten && q.answer.bestUkeire > bestUkeire);
        if (better) {
            bestShanten = q.answer.bestShanten;
            bestUkeire = q.answer.bestUkeire;
            out.call = true;
            out.question = std::move(q);
        }
    }
    return out;
}

// The seat's furiten as a quiz question: its river and the tiles let pass as a timeline.
quiz::Question furitenQuestion(const Problem &problem)
{
    const Position &p = problem.position;
    const SeatPosition &s = p.seat(problem.seat);
    quiz::Question q;
    q.kind = quiz::Kind::Furiten;
    q.rulesPreset = p.rulesPreset;
    q.ruleset = rulesetOf(p);
    q.hand = rules::Hand{ s.closed, s.melds };
    q.situation.seatWind = p.seatWind(problem.seat);
    q.situation.roundWind = p.roundWind();
    const auto passed = [](TileKind k) {
        quiz::TimelineEvent e;
        e.type = quiz::TimelineType::Passed;
        e.tile = Tile{ k, false };
        return e;
    };
    for (const game::RiverTile &r : s.river) {
        quiz::TimelineEvent e;
        e.tile = r.tile;
        e.riichi = r.riichi;
        e.calledAway = r.calledAway();
        q.furiten.timeline.push_back(e);
        if (!r.riichi)
            continue;
        for (TileKind k : s.passedSinceRiichi) {
            if (std::find(s.passedSinceDiscard.begin(), s.passedSinceDiscard.end(), k)
                    == s.passedSinceDiscard.end())
                q.furiten.timeline.push_back(passed(k));
        }
    }
    for (TileKind k : s.passedSinceDiscard)
        q.furiten.timeline.push_back(passed(k));
    const int n = seatCount(p);
    const int d = rules::turnDistance(problem.seat, p.turn, n);
    q.furiten.ronTile = p.claimTile().value_or(Tile{});
    q.furiten.ronFrom = d == n - 1 ? 3 : d;
    return q;
}

std::string winText(const quiz::Question &q)
{
    const rules::HandValue &v = q.answer.score.value;
    const int han = v.yakumanMultiple > 0 ? 13 * v.yakumanMultiple : v.han;
    return num(han) + "," + num(v.fu) + "," + num(q.answer.score.winnerGain);
}

// The discard the advice (insight/advice.h) makes for the seat: its kind ("5p").
Result<std::string> advisedDiscard(const Problem &problem)
{
    const game::TableState state = toTableState(problem.position);
    auto input = insight::evInputFromState(state, problem.seat, rules::Ruleset{});
    if (!input)
        return input.error();
    insight::EvOptions shapeOnly;
    shapeOnly.turns = 0;
    auto rows = insight::expectedValues(*input, shapeOnly);
    if (!rows)
        return rows.error();
    const insight::DiscardWeighing w = insight::adviseDiscards(
            *input, *rows, insight::assessDanger(state, problem.seat), state);
    return rules::kindToString(w.choices.front().tile.kind);
}

// Riichi or dama, push or fold: the expected values of the seat's discards (it holds 14 tiles)
// in the position on a table, weighed against the threats there and advised (insight/advice.h).
Result<std::vector<std::string>> valueAnswers(const Problem &problem)
{
    const game::TableState state = toTableState(problem.position);
    auto input = insight::evInputFromState(state, problem.seat, rules::Ruleset{});
    if (!input)
        return input.error();
    auto table = insight::expectedValues(*input);
    if (!table)
        return table.error();
    if (table->discards.empty())
        return std::vector<std::string>{};
    if (problem.kind == ProblemKind::Riichi) {
        // The best discard that keeps the tenpai: riichi there, or dama.
        for (const insight::DiscardEv &d : table->discards) {
            if (d.shanten == 0)
                return std::vector<std::string>{ d.riichi ? "riichi" : "dama" };
        }
        return std::vector<std::string>{ "dama" };
    }
    const insight::DiscardWeighing w = insight::adviseDiscards(
            *input, *table, insight::assessDanger(state, problem.seat), state);
    const insight::DiscardChoice &advised = w.choices.front();
    // Facing a threat, a tile that deals in to nobody is a fold; anything else is a push.
    const std::string what = w.threatened && advised.dealIn == 0.0 ? "fold" : "push";
    return std::vector<std::string>{ what + ":" + rules::toString(advised.tile), what };
}

// The teacher's first answer in the engine's terms (a named call is a call).
std::string teacherCategory(const Problem &problem)
{
    if (problem.answers.empty())
        return {};
    std::string answer = normaliseAnswer(problem.kind, problem.answers.front());
    if (problem.kind == ProblemKind::Call && answer != "pass" && !answer.empty())
        answer = "call";
    return answer;
}

} // namespace

Result<quiz::Question> detail::scoreWin(const Problem &problem)
{
    const Position &p = problem.position;
    const SeatPosition &s = p.seat(problem.seat);
    game::WinResult w;
    w.winner = problem.seat;
    w.from = problem.tsumo ? problem.seat : p.turn;
    rules::Hand hand{ s.closed, s.melds };
    Tile winTile;
    if (problem.tsumo) {
        if (!s.drawn)
            return Error::of(ErrorCode::TsumoWithoutDrawnTile);
        winTile = *s.drawn;
    } else {
        const auto claim = p.claimTile();
        if (!claim)
            return Error::of(ErrorCode::ProblemNothingToClaim, { num(problem.seat) });
        winTile = *claim;
        hand.closed.push_back(winTile);
    }
    quiz::Question q;
    q.kind = quiz::Kind::Points;
    q.rulesPreset = p.rulesPreset;
    q.ruleset = rulesetOf(p);
    q.hand = hand;
    q.situation = game::winSituation(toTableState(p), w, q.ruleset, winTile);
    if (q.situation.inRiichi())
        q.situation.uraIndicators = problem.uraIndicators;
    if (auto e = quiz::solveQuestion(q))
        return *e;
    return q;
}

std::optional<Error> detail::checkCall(const Problem &problem, const std::string &meldText)
{
    auto meld = rules::parseMeld(meldText);
    const auto claim = problem.position.claimTile();
    if (!meld || !claim)
        return Error::of(ErrorCode::ProblemCannotCall, { meldText });
    const SeatPosition &s = problem.position.seat(problem.seat);
    std::vector<Tile> hand = s.closed;
    bool claimUsed = false;
    for (const Tile &t : meld->tiles) {
        if (!claimUsed && t.kind == claim->kind) {
            claimUsed = true;
            continue;
        }
        if (!takeKind(hand, t.kind))
            return Error::of(ErrorCode::ProblemCannotCall, { meldText });
    }
    const int n = seatCount(problem.position);
    const bool chiFromLeft = n == 4 && (problem.position.turn + 1) % n == problem.seat;
    if (!claimUsed || s.riichi || (meld->kind == MeldKind::Chi && !chiFromLeft))
        return Error::of(ErrorCode::ProblemCannotCall, { meldText });
    return std::nullopt;
}

std::optional<Error> detail::checkRiichi(const Problem &problem)
{
    const SeatPosition &s = problem.position.seat(problem.seat);
    if (!s.isClosed())
        return Error::of(ErrorCode::RiichiOpenHand);
    if (s.riichi)
        return Error::of(ErrorCode::AlreadyInRiichi, { num(problem.seat) });
    auto options = rules::discardOptions(rules::Hand{ s.closed, s.melds });
    if (!options)
        return options.error();
    if (options->empty() || options->front().shanten > 0)
        return Error::of(ErrorCode::NotTenpai);
    return std::nullopt;
}

Result<EngineAnswer> engineAnswer(const Problem &problem)
{
    if (auto e = checkPosition(problem.position))
        return std::move(*e).at(ErrorCode::AtField, { "position" });
    EngineAnswer out;
    const Position &p = problem.position;
    const SeatPosition &s = p.seat(problem.seat);
    switch (problem.kind) {
    case ProblemKind::Riichi:
    case ProblemKind::PushFold: {
        auto answers = valueAnswers(problem);
        if (!answers)
            return answers.error();
        if (answers->empty())
            return out;
        out.answers = std::move(*answers);
        break;
    }
    case ProblemKind::Discard: {
        out.question = efficiencyQuestion(
                p, problem.seat, rules::Hand{ s.closed, s.melds }, visibleTo(p, problem.seat));
        if (auto e = quiz::solveQuestion(out.question))
            return *e;
        // The advice's discard first, then the most efficient ones.
        auto advised = advisedDiscard(problem);
        if (!advised)
            return advised.error();
        out.answers.push_back(*advised);
        for (TileKind k : out.question.answer.bestDiscards) {
            if (rules::kindToString(k) != *advised)
                out.answers.push_back(rules::kindToString(k));
        }
        break;
    }
    case ProblemKind::Call: {
        if (!p.claimTile() || p.turn == problem.seat)
            return Error::of(ErrorCode::ProblemNothingToClaim, { num(problem.seat) });
        auto call = bestCall(problem);
        if (!call)
            return call.error();
        out.answers = { call->call ? "call" : "pass" };
        out.question = std::move(call->question);
        break;
    }
    case ProblemKind::Win: {
        auto win = detail::scoreWin(problem);
        if (!win)
            return win.error();
        out.question = std::move(*win);
        out.answers = { winText(out.question) };
        break;
    }
    case ProblemKind::Furiten: {
        if (!p.claimTile() || p.turn == problem.seat)
            return Error::of(ErrorCode::ProblemNothingToClaim, { num(problem.seat) });
        out.question = furitenQuestion(problem);
        if (auto e = quiz::solveQuestion(out.question))
            return *e;
        out.answers = { out.question.answer.canRon ? "yes" : "no" };
        break;
    }
    }
    out.available = true;
    const std::string teacher = teacherCategory(problem);
    out.differs = !teacher.empty()
            && std::none_of(out.answers.begin(), out.answers.end(), [&](const std::string &a) {
                   return detail::answersMatch(problem.kind, teacher, a);
               });
    return out;
}

} // namespace haifu::teach
