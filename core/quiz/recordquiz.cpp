#include "quiz/recordquiz.h"

#include "game/replay.h"
#include "game/situation.h"
#include "quiz/drills.h"
#include "rules/waits.h"

#include <algorithm>

namespace haifu::quiz {

using game::EventType;
using game::TableState;
using rules::Tile;
using rules::TileKind;

namespace {

Result<TableState> stateAt(const game::Record &record, int kyoku, int step)
{
    if (kyoku < 0 || kyoku >= static_cast<int>(record.kyoku.size()))
        return Error::of(ErrorCode::KyokuNotInRecordOf,
                { std::to_string(kyoku), std::to_string(record.kyoku.size()) })
                .at(ErrorCode::AtField, { "kyoku" });
    const auto &events = record.kyoku[static_cast<std::size_t>(kyoku)].events;
    if (step < 0 || step > static_cast<int>(events.size()))
        return Error::of(ErrorCode::StepNotInKyoku,
                { std::to_string(step), std::to_string(kyoku), std::to_string(events.size() + 1) })
                .at(ErrorCode::AtField, { "step" });
    auto state = game::dealState(record, kyoku);
    if (!state)
        return state.error();
    while (state->step < step) {
        if (auto error = game::applyNext(*state, record))
            return *error;
    }
    return state;
}

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

Question baseQuestion(const game::Record &record, Kind kind, int kyoku, int step, int seat)
{
    Question q;
    q.kind = kind;
    q.source = Source::Record;
    q.ruleset = record.ruleset;
    q.rulesPreset = record.ruleset.name;
    q.origin.recordId = record.id;
    q.origin.label = game::kyokuLabel(record.kyoku[static_cast<std::size_t>(kyoku)]);
    q.origin.kyoku = kyoku;
    q.origin.step = step;
    q.origin.seat = seat;
    return q;
}

int relativeSeat(int seat, int other, int players)
{
    return ((other - seat) % players + players) % players;
}

// A rough difficulty for a real situation, on the generators' scale.
int recordDifficulty(const Question &q)
{
    switch (q.kind) {
    case Kind::Yaku:
    case Kind::Fu: {
        const bool kan = std::any_of(q.hand.melds.begin(), q.hand.melds.end(),
                [](const rules::Meld &m) { return m.isKan(); });
        if (kan || q.answer.score.alternatives.size() > 1
                || q.answer.score.value.yakumanMultiple > 0)
            return 3;
        return (!q.hand.isClosed() || q.situation.tsumo) ? 2 : 1;
    }
    case Kind::Points:
        if (q.answer.score.value.limit != rules::Limit::None || q.situation.riichiSticks > 1)
            return 3;
        return (q.situation.tsumo || q.situation.honba > 0) ? 2 : 1;
    case Kind::Waits: return q.answer.waits.size() <= 2 ? 1 : 2;
    case Kind::Efficiency: return std::clamp(q.answer.bestShanten, 1, 3);
    case Kind::Furiten: return q.furiten.riichi() ? 2 : 1;
    default: return q.difficulty;
    }
    return 2;
}

} // namespace

void forEachRecordEvent(const game::Record &record,
        const std::function<void(int, int, const game::Event &, const TableState &)> &visit)
{
    for (int k = 0; k < static_cast<int>(record.kyoku.size()); ++k) {
        auto state = game::dealState(record, k);
        if (!state)
            continue;
        const auto &events = record.kyoku[static_cast<std::size_t>(k)].events;
        for (int e = 0; e < static_cast<int>(events.size()); ++e) {
            visit(k, e, events[static_cast<std::size_t>(e)], *state);
            if (game::applyNext(*state, record))
                break;
        }
    }
}

std::vector<RecordSpot> findRecordSpots(const game::Record &record, Kind kind)
{
    if (isDrillKind(kind))
        return findDrillSpots(record, kind);
    std::vector<RecordSpot> spots;
    forEachRecordEvent(record, [&](int k, int e, const game::Event &ev, const TableState &s) {
        if (isWinKind(kind) && ev.type == EventType::Win) {
            spots.push_back(RecordSpot{ kind, k, e, ev.seat, ev.result });
        } else if (kind == Kind::Efficiency && ev.type == EventType::Discard
                && s.phase == TableState::Phase::Discard && ev.seat == s.turn) {
            const game::PlayerState &p = s.player(ev.seat);
            if (p.riichi == game::RiichiState::None && p.closed.size() + 3 * p.melds.size() == 14)
                spots.push_back(RecordSpot{ kind, k, e, ev.seat });
        } else if (kind == Kind::Furiten && e > 0
                && (s.phase == TableState::Phase::Claim
                        || s.phase == TableState::Phase::KanClaim)) {
            const auto &events = record.kyoku[static_cast<std::size_t>(k)].events;
            const game::Event &prev = events[static_cast<std::size_t>(e - 1)];
            if (prev.type == EventType::Discard || prev.type == EventType::AddedKan) {
                for (int seat = 0; seat < s.playerCount; ++seat) {
                    if (seat == s.lastDiscarder)
                        continue;
                    // The hand ends with a win, or the player calls the tile instead.
                    if (ev.type == EventType::Win
                            || (ev.type == EventType::Call && ev.seat == seat))
                        continue;
                    const game::PlayerState &p = s.player(seat);
                    const rules::Waits waits = game::handWaits(p.closed, p.melds);
                    if ((waits.winnable & rules::kindBit(s.lastDiscard.kind)) != 0)
                        spots.push_back(RecordSpot{ kind, k, e, seat });
                }
            }
        }
    });
    return spots;
}

Result<Question> questionFromWin(const game::Record &record, int kyoku, int win, Kind kind)
{
    if (!isWinKind(kind))
        return Error::of(ErrorCode::WinQuestionKinds).at(ErrorCode::AtField, { "kind" });
    if (kyoku < 0 || kyoku >= static_cast<int>(record.kyoku.size()))
        return Error::of(ErrorCode::KyokuNotInRecord, { std::to_string(kyoku) })
                .at(ErrorCode::AtField, { "kyoku" });
    const game::Kyoku &ky = record.kyoku[static_cast<std::size_t>(kyoku)];
    int step = -1;
    for (std::size_t i = 0; i < ky.events.size(); ++i) {
        if (ky.events[i].type == EventType::Win && ky.events[i].result == win) {
            step = static_cast<int>(i);
            break;
        }
    }
    if (step < 0 || win < 0 || win >= static_cast<int>(ky.wins.size()))
        return Error::of(ErrorCode::NoSuchWin, { std::to_string(kyoku), std::to_string(win) })
                .at(ErrorCode::AtField, { "win" });
    auto state = stateAt(record, kyoku, step);
    if (!state)
        return state.error();
    const TableState &s = *state;
    const game::WinResult &w = ky.wins[static_cast<std::size_t>(win)];
    const game::PlayerState &p = s.player(w.winner);
    const bool tsumo = w.from == w.winner;
    if (tsumo && !p.drawn)
        return Error::of(ErrorCode::TsumoWithoutDrawnTile).at(ErrorCode::AtField, { "win" });

    Question q = baseQuestion(record, kind, kyoku, step, w.winner);
    q.hand.melds = p.melds;
    q.hand.closed = p.closed;
    const rules::Tile winTile = tsumo ? *p.drawn : s.lastDiscard;
    if (!tsumo) {
        q.hand.closed.push_back(s.lastDiscard);
        std::sort(q.hand.closed.begin(), q.hand.closed.end(), tileLess);
    }
    // The situation as the verifier reads it from the table.
    q.situation = game::winSituation(s, w, record.ruleset, winTile);
    if (auto error = solveQuestion(q))
        return std::move(*error).at(
                ErrorCode::AtRecordWin, { game::kyokuLabel(ky), std::to_string(win) });
    q.difficulty = recordDifficulty(q);
    return q;
}

Result<Question> questionFromDecision(const game::Record &record, int kyoku, int step)
{
    auto state = stateAt(record, kyoku, step);
    if (!state)
        return state.error();
    const TableState &s = *state;
    const int seat = s.turn;
    const game::PlayerState &p = s.player(seat);
    if (s.phase != TableState::Phase::Discard || p.closed.size() + 3 * p.melds.size() != 14)
        return Error::of(
                ErrorCode::NotAboutToDiscard, { std::to_string(seat), std::to_string(step) })
                .at(ErrorCode::AtField, { "step" });
    Question q = baseQuestion(record, Kind::Efficiency, kyoku, step, seat);
    q.hand = p.hand();
    q.situation.seatWind = s.seatWind(seat);
    q.situation.roundWind = s.roundWind();
    q.situation.doraIndicators = s.doraIndicators;
    // What the player can see: every river (tiles called away are counted in the melds), the
    // other players' melds and the dora indicators.
    for (int other = 0; other < s.playerCount; ++other) {
        const game::PlayerState &o = s.player(other);
        for (const game::RiverTile &r : o.river) {
            if (!r.calledAway())
                ++q.visible[r.tile.kind];
        }
        if (other == seat)
            continue;
        for (const rules::Meld &m : o.melds) {
            for (const Tile &t : m.tiles)
                ++q.visible[t.kind];
        }
        for (const Tile &t : o.northBonus)
            ++q.visible[t.kind];
    }
    for (const Tile &t : s.doraIndicators)
        ++q.visible[t.kind];
    const auto &events = record.kyoku[static_cast<std::size_t>(kyoku)].events;
    if (step < static_cast<int>(events.size())) {
        const game::Event &next = events[static_cast<std::size_t>(step)];
        if (next.type == EventType::Discard && next.seat == seat)
            q.played = next.tile;
    }
    if (auto error = solveQuestion(q))
        return std::move(*error).at(
                ErrorCode::AtRecordStep, { q.origin.label, std::to_string(step) });
    q.difficulty = recordDifficulty(q);
    return q;
}

Result<Question> questionFromPass(const game::Record &record, int kyoku, int step, int seat)
{
    auto state = stateAt(record, kyoku, step);
    if (!state)
        return state.error();
    const TableState &s = *state;
    if (seat < 0 || seat >= s.playerCount)
        return Error::of(ErrorCode::SeatNotAtTable, { std::to_string(seat) })
                .at(ErrorCode::AtField, { "seat" });
    if ((s.phase != TableState::Phase::Claim && s.phase != TableState::Phase::KanClaim)
            || s.lastDiscarder == seat)
        return Error::of(ErrorCode::NothingToPass, { std::to_string(step) })
                .at(ErrorCode::AtField, { "step" });
    const game::PlayerState &p = s.player(seat);
    const rules::Waits waits = game::handWaits(p.closed, p.melds);
    if (!waits.contains(s.lastDiscard.kind))
        return Error::of(ErrorCode::PassDoesNotComplete,
                { rules::toString(s.lastDiscard), std::to_string(seat) })
                .at(ErrorCode::AtField, { "step" });

    Question q = baseQuestion(record, Kind::Furiten, kyoku, step, seat);
    q.hand = p.hand();
    q.situation.seatWind = s.seatWind(seat);
    q.situation.roundWind = s.roundWind();
    FuritenSetup &f = q.furiten;
    // The player's timeline up to and including the tile let pass now.
    const auto &events = record.kyoku[static_cast<std::size_t>(kyoku)].events;
    std::size_t own = 0;
    for (int e = 0; e < step; ++e) {
        const game::Event &ev = events[static_cast<std::size_t>(e)];
        TimelineEvent t;
        if (ev.type == EventType::Discard && ev.seat == seat) {
            t.type = TimelineType::OwnDiscard;
            t.riichi = ev.riichi;
            if (own < p.river.size())
                t.calledAway = p.river[own].calledAway();
            ++own;
        } else if ((ev.type == EventType::Discard || ev.type == EventType::AddedKan)
                && ev.seat != seat) {
            t.type = TimelineType::Passed;
            t.addedKan = ev.type == EventType::AddedKan;
            t.from = relativeSeat(seat, ev.seat, s.playerCount);
        } else {
            continue;
        }
        t.tile = ev.tile;
        f.timeline.push_back(t);
    }
    // The tile offered now: the passed kind again, from the next player to act.
    f.ronTile = Tile{ s.lastDiscard.kind, false };
    int next = (s.lastDiscarder + 1) % s.playerCount;
    if (next == seat)
        next = s.lastDiscarder;
    f.ronFrom = relativeSeat(seat, next, s.playerCount);
    if (auto error = solveQuestion(q))
        return std::move(*error).at(
                ErrorCode::AtRecordStep, { q.origin.label, std::to_string(step) });
    q.difficulty = recordDifficulty(q);
    return q;
}

Result<Question> questionFromSpot(const game::Record &record, const RecordSpot &spot)
{
    switch (spot.kind) {
    case Kind::Yaku:
    case Kind::Fu:
    case Kind::Points: return questionFromWin(record, spot.kyoku, spot.win, spot.kind);
    case Kind::Efficiency: return questionFromDecision(record, spot.kyoku, spot.step);
    case Kind::Furiten: return questionFromPass(record, spot.kyoku, spot.step, spot.seat);
    case Kind::Defence:
    case Kind::Conditions:
    case Kind::Shanten:
    case Kind::DiscardEv: {
        auto state = stateAt(record, spot.kyoku, spot.step);
        if (!state)
            return state.error();
        auto q = drillFromState(*state, spot.seat, spot.kind, record.ruleset);
        if (!q) {
            Error error = q.error();
            return std::move(error).at(ErrorCode::AtRecordStep,
                    { game::kyokuLabel(record.kyoku[static_cast<std::size_t>(spot.kyoku)]),
                            std::to_string(spot.step) });
        }
        const int difficulty = q->difficulty;
        Question base = baseQuestion(record, spot.kind, spot.kyoku, spot.step, spot.seat);
        q->source = base.source;
        q->origin = base.origin;
        q->difficulty = difficulty;
        return q;
    }
    case Kind::Waits: break;
    }
    return Error::of(ErrorCode::WaitsNotFromRecords).at(ErrorCode::AtField, { "kind" });
}

} // namespace haifu::quiz
