// Making drill questions (drills.h): generated from a seed through a simulated kyoku, or taken
// from a record's situations.
#include "quiz/drills.h"

#include "quiz/rng.h"
#include "rules/efficiency.h"
#include "rules/shanten.h"

#include <algorithm>

namespace haifu::quiz {

using game::TableState;
using rules::Tile;
using rules::TileKind;

namespace {

// --- The simulated kyoku ----------------------------------------------------------------------

std::vector<Tile> shuffledTiles(Rng &rng, const rules::Ruleset &rules)
{
    // Red fives per suit (man, pin, sou): none, one each, or one each with two red 5p.
    const int redPin = rules.redFives >= 4 ? 2 : 1;
    const std::array<int, 3> reds = rules.redFives == 0 ? std::array<int, 3>{ 0, 0, 0 }
                                                        : std::array<int, 3>{ 1, redPin, 1 };
    std::vector<Tile> tiles;
    for (TileKind k = 0; k < 34; ++k) {
        for (int copy = 0; copy < 4; ++copy) {
            const bool five = k < 27 && rules::numberOf(k) == 5;
            tiles.push_back(Tile{ k, five && copy < reds[static_cast<std::size_t>(k / 9)] });
        }
    }
    for (std::size_t i = tiles.size() - 1; i > 0; --i)
        std::swap(tiles[i], tiles[rng.below(static_cast<std::uint32_t>(i + 1))]);
    return tiles;
}

struct Sim
{
    game::Record record;
    game::Kyoku kyoku;
    TableState state;
    std::vector<Tile> wall;
    std::size_t next = 0;
    int riichiSeat = -1; // the seat that declares riichi at its first tenpai
};

bool startSim(Rng &rng, const rules::Ruleset &rules, Sim &sim)
{
    const std::vector<Tile> tiles = shuffledTiles(rng, rules);
    sim.record.ruleset = rules;
    sim.record.playerCount = 4;
    game::Kyoku &k = sim.kyoku;
    k.round = rng.range(0, 7);
    k.dealer = k.round % 4;
    k.startScores = { 25000, 25000, 25000, 25000 };
    for (std::size_t seat = 0; seat < 4; ++seat)
        k.hands[seat].assign(tiles.begin() + static_cast<std::ptrdiff_t>(13 * seat),
                tiles.begin() + static_cast<std::ptrdiff_t>(13 * seat + 13));
    k.doraIndicators = { tiles[52] };
    sim.wall.assign(tiles.begin() + 53, tiles.begin() + 53 + 70);
    auto state = game::dealState(sim.record, k, 0);
    if (!state)
        return false;
    sim.state = std::move(*state);
    return true;
}

bool apply(Sim &sim, game::Event ev)
{
    sim.kyoku.events.push_back(std::move(ev));
    return !game::applyNext(sim.state, sim.record, sim.kyoku);
}

// The seat to act draws the next wall tile.
bool simDraw(Sim &sim)
{
    if (sim.next >= sim.wall.size() || sim.state.liveWall <= 0)
        return false;
    game::Event ev;
    ev.type = game::EventType::Draw;
    ev.seat = static_cast<std::int8_t>(sim.state.turn);
    ev.tile = sim.wall[sim.next++];
    return apply(sim, ev);
}

// The seat holding 14 tiles discards: tsumogiri in riichi, else the most efficient tile; the
// riichi seat declares at its first tenpai.
bool simDiscard(Sim &sim)
{
    const int seat = sim.state.turn;
    const game::PlayerState &p = sim.state.player(seat);
    game::Event ev;
    ev.type = game::EventType::Discard;
    ev.seat = static_cast<std::int8_t>(seat);
    if (p.inRiichi() && p.drawn) {
        ev.tile = *p.drawn;
    } else {
        auto options = rules::discardOptions(p.hand());
        if (!options || options->empty())
            return false;
        ev.tile = options->front().tile;
        ev.riichi = seat == sim.riichiSeat && options->front().shanten == 0 && p.isClosed()
                && sim.state.liveWall >= 4 && p.score >= 1000;
    }
    ev.tsumogiri = p.drawn && *p.drawn == ev.tile;
    const bool riichi = ev.riichi;
    if (!apply(sim, ev))
        return false;
    if (riichi) {
        game::Event accepted;
        accepted.type = game::EventType::RiichiAccepted;
        accepted.seat = static_cast<std::int8_t>(seat);
        return apply(sim, accepted);
    }
    return true;
}

// Plays on until `stop` says so at a draw of `seat` (true), or the wall ends (false).
template <typename Stop>
bool playUntil(Sim &sim, int seat, Stop stop)
{
    while (simDraw(sim)) {
        if (sim.state.turn == seat && stop())
            return true;
        if (!simDiscard(sim))
            return false;
    }
    return false;
}

int handShanten(const rules::Hand &hand)
{
    auto forms = rules::shantenOf(hand);
    return forms ? forms->best : 8;
}

// --- Per kind -------------------------------------------------------------------------------

void fillDefence(Question &q, const TableState &state, int seat, int threatSeat)
{
    const game::PlayerState &p = state.player(seat);
    q.hand = p.hand();
    q.situation.seatWind = state.seatWind(seat);
    q.situation.roundWind = state.roundWind();
    q.situation.doraIndicators = state.doraIndicators;
    DefenceSetup &d = q.defence;
    d.seat = seat;
    d.threat = (threatSeat - seat + state.playerCount) % state.playerCount;
    d.river.clear();
    for (const game::RiverTile &r : state.player(threatSeat).river)
        d.river.push_back(r.tile);
    d.riichiIndex = state.player(threatSeat).riichiTile;
    d.table = state;
}

bool tryDefence(Rng &rng, Question &q)
{
    Sim sim;
    if (!startSim(rng, q.ruleset, sim))
        return false;
    const int seat = rng.range(0, 3);
    sim.riichiSeat = (seat + rng.range(1, 3)) % 4;
    int wait = rng.range(0, 3); // own draws after the riichi before the question
    const bool found = playUntil(
            sim, seat, [&] { return sim.state.player(sim.riichiSeat).inRiichi() && wait-- == 0; });
    if (!found)
        return false;
    fillDefence(q, sim.state, seat, sim.riichiSeat);
    if (solveDrill(q))
        return false;
    const auto best = q.answer.bestTier;
    const int d = q.difficulty;
    if (d == 1)
        return best == insight::SafetyTier::Genbutsu;
    if (d == 2)
        return best != insight::SafetyTier::Genbutsu;
    return best > insight::SafetyTier::NearlySafe;
}

bool shantenFits(int difficulty, int shanten)
{
    if (difficulty == 1)
        return shanten <= 1;
    return difficulty == 2 ? shanten == 2 : shanten >= 3;
}

bool tryShantenOrEv(Rng &rng, Question &q)
{
    Sim sim;
    if (!startSim(rng, q.ruleset, sim))
        return false;
    const int seat = rng.range(0, 3);
    const bool ev = q.kind == Kind::DiscardEv;
    const int wantedEv = q.difficulty - 1; // shanten of the 14 tiles (after the best discard)
    int turns = rng.range(1, 12);
    const bool found = playUntil(sim, seat, [&] {
        if (ev)
            return sim.state.liveWall >= 24
                    && handShanten(sim.state.player(seat).hand()) == wantedEv;
        return --turns <= 0
                && shantenFits(q.difficulty, handShanten(sim.state.player(seat).hand()));
    });
    if (!found)
        return false;
    const game::PlayerState &p = sim.state.player(seat);
    q.hand = p.hand();
    q.situation.seatWind = sim.state.seatWind(seat);
    q.situation.roundWind = sim.state.roundWind();
    q.situation.doraIndicators = sim.state.doraIndicators;
    if (!ev)
        return true;
    auto input = insight::evInputFromState(sim.state, seat, q.ruleset);
    if (!input)
        return false;
    q.evInput = std::move(*input);
    return true;
}

bool tryConditions(Rng &rng, Question &q)
{
    const int d = q.difficulty;
    ConditionsSetup &c = q.conditions;
    c = ConditionsSetup{};
    c.seat = rng.range(0, 3);
    c.target = d == 3 && rng.chance(1, 2) ? ConditionTarget::AvoidLast : ConditionTarget::First;
    c.honba = d == 1 ? 0 : rng.range(0, d == 2 ? 2 : 4);
    c.riichiSticks = d == 1 ? 0 : rng.range(0, d == 2 ? 2 : 3);
    int left = 100000 - c.riichiSticks * q.ruleset.riichiDeposit;
    for (std::size_t seat = 0; seat < 3; ++seat) {
        c.scores[seat] = rng.range(80, 420) * 100;
        left -= c.scores[seat];
    }
    c.scores[3] = left;
    if (left < 1000 || left > 60000)
        return false;
    const int leader = *std::max_element(c.scores.begin(), c.scores.end());
    const int gap = leader - c.scores[static_cast<std::size_t>(c.seat)];
    if (d < 3 && (gap <= 0 || gap > (d == 1 ? 8000 : 16000)))
        return false;
    std::vector<ConditionNeed> needs = allLastConditions(c, q.ruleset);
    const bool allNeed = std::all_of(needs.begin(), needs.end(),
            [](const ConditionNeed &n) { return n.verdict == ConditionVerdict::Need; });
    // Not every source satisfied by the cheapest hand: something to work out.
    const bool cheapOnly = std::all_of(needs.begin(), needs.end(),
            [](const ConditionNeed &n) { return n.han <= 1 && n.fu <= 30; });
    if (d < 3)
        return allNeed && !cheapOnly;
    // Mostly questions that need a win; now and then one that does not.
    return allNeed || rng.chance(1, 3);
}

bool holds14(const game::PlayerState &p)
{
    return p.closed.size() + 3 * p.melds.size() == 14;
}

// The first other seat in riichi, in turn order after `seat`, or -1.
int riichiThreat(const TableState &state, int seat)
{
    for (int i = 1; i < state.playerCount; ++i) {
        const int other = (seat + i) % state.playerCount;
        if (state.player(other).inRiichi())
            return other;
    }
    return -1;
}

int drillDifficulty(const Question &q)
{
    switch (q.kind) {
    case Kind::Defence:
        return q.answer.bestTier == insight::SafetyTier::Genbutsu      ? 1
                : q.answer.bestTier == insight::SafetyTier::NearlySafe ? 2
                                                                       : 3;
    case Kind::Shanten: return q.answer.shanten <= 1 ? 1 : q.answer.shanten == 2 ? 2 : 3;
    case Kind::DiscardEv:
        return q.answer.ev.empty() ? 2 : std::clamp(q.answer.ev.front().shanten + 1, 1, 3);
    default: return 2;
    }
}

} // namespace

bool tryDrillQuestion(Rng &rng, Question &q)
{
    q.defence = DefenceSetup{};
    q.evInput.reset();
    switch (q.kind) {
    case Kind::Defence: return tryDefence(rng, q);
    case Kind::Conditions: return tryConditions(rng, q);
    case Kind::Shanten:
    case Kind::DiscardEv: return tryShantenOrEv(rng, q);
    default: return false;
    }
}

Result<Question> drillFromState(
        const TableState &state, int seat, Kind kind, const rules::Ruleset &rules)
{
    if (seat < 0 || seat >= state.playerCount || state.playerCount != 4)
        return Error::of(ErrorCode::SeatOutOfRange, { std::to_string(seat) })
                .at(ErrorCode::AtField, { "seat" });
    Question q;
    q.kind = kind;
    q.ruleset = rules;
    q.rulesPreset = rules.name;
    const game::PlayerState &p = state.player(seat);
    if (kind == Kind::Conditions) {
        ConditionsSetup &c = q.conditions;
        for (std::size_t s = 0; s < 4; ++s)
            c.scores[s] = state.players[s].score;
        c.seat = seat;
        c.dealer = state.dealer;
        c.round = state.round;
        c.honba = state.honba;
        c.riichiSticks = state.riichiSticks;
    } else if (!holds14(p)) {
        return Error::of(ErrorCode::DiscardsNeedHandAfterDraw,
                { std::to_string(p.closed.size() + 3 * p.melds.size()) })
                .at(ErrorCode::AtField, { "step" });
    } else if (kind == Kind::Defence) {
        const int threat = riichiThreat(state, seat);
        if (threat < 0 || p.inRiichi())
            return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "threat" });
        fillDefence(q, state, seat, threat);
    } else {
        q.hand = p.hand();
        q.situation.seatWind = state.seatWind(seat);
        q.situation.roundWind = state.roundWind();
        q.situation.doraIndicators = state.doraIndicators;
        if (kind == Kind::DiscardEv) {
            auto input = insight::evInputFromState(state, seat, rules);
            if (!input)
                return input.error();
            q.evInput = std::move(*input);
        }
    }
    if (auto error = solveQuestion(q))
        return *error;
    q.difficulty = drillDifficulty(q);
    return q;
}

std::vector<RecordSpot> findDrillSpots(const game::Record &record, Kind kind)
{
    std::vector<RecordSpot> spots;
    const int kyokuCount = static_cast<int>(record.kyoku.size());
    if (kind == Kind::Conditions) {
        if (kyokuCount == 0 || record.playerCount != 4)
            return spots;
        auto state = game::dealState(record, kyokuCount - 1);
        if (!state)
            return spots;
        std::array<int, 4> scores{};
        for (std::size_t s = 0; s < 4; ++s)
            scores[s] = state->players[s].score;
        for (int seat = 0; seat < 4; ++seat) {
            if (placeOf(scores, seat, record.ruleset.ties) != 1)
                spots.push_back(RecordSpot{ kind, kyokuCount - 1, 0, seat });
        }
        return spots;
    }
    forEachRecordEvent(record, [&](int k, int e, const game::Event &ev, const TableState &s) {
        if (ev.type != game::EventType::Discard || s.phase != TableState::Phase::Discard
                || ev.seat != s.turn || s.playerCount != 4)
            return;
        const game::PlayerState &p = s.player(ev.seat);
        const bool ok = kind == Kind::Shanten || (kind == Kind::DiscardEv && !p.inRiichi())
                || (kind == Kind::Defence && !p.inRiichi() && riichiThreat(s, ev.seat) >= 0);
        if (ok && holds14(p))
            spots.push_back(RecordSpot{ kind, k, e, ev.seat });
    });
    return spots;
}

} // namespace haifu::quiz
