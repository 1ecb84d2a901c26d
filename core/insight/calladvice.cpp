#include "insight/calladvice.h"

#include "insight/advice.h"
#include "insight/expectedvalue.h"

#include "game/replay.h"
#include "rules/efficiency.h"

#include <algorithm>
#include <cmath>

namespace haifu::insight {

namespace {

using game::Action;
using game::ActionKind;
using rules::TileCounts;
using rules::TileKind;

bool isValueHonour(const game::TableState &s, int seat, TileKind kind)
{
    return rules::isValueHonour(kind, s.seatWind(seat), s.roundWind());
}

void takeKind(std::vector<rules::Tile> &tiles, const rules::Tile &tile)
{
    auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it == tiles.end())
        it = std::find_if(tiles.begin(), tiles.end(),
                [&](const rules::Tile &t) { return t.kind == tile.kind; });
    if (it != tiles.end())
        tiles.erase(it);
}

// The hand after `call`, and the best shanten and acceptance it can keep.
CallOption valueCall(const game::TableState &s, int seat, const Action &call, TileCounts visible)
{
    const game::PlayerState &p = s.player(seat);
    rules::Hand hand{ p.closed, p.melds };
    rules::Meld meld;
    meld.kind = call.kind == ActionKind::Chi ? rules::MeldKind::Chi
            : call.kind == ActionKind::Pon   ? rules::MeldKind::Pon
                                             : rules::MeldKind::Minkan;
    meld.tiles = call.consumed;
    meld.tiles.push_back(call.tile);
    std::sort(meld.tiles.begin(), meld.tiles.end(),
            [](const rules::Tile &a, const rules::Tile &b) { return a.kind < b.kind; });
    for (const rules::Tile &t : call.consumed)
        takeKind(hand.closed, t);
    hand.melds.push_back(meld);
    if (visible[call.tile.kind] > 0)
        --visible[call.tile.kind]; // the called tile is in the own meld now
    CallOption out;
    out.action = call;
    if (call.kind == ActionKind::OpenKan) {
        // A replacement draw follows: the hand of 13 is what counts.
        if (auto u = rules::ukeireOf(hand, visible)) {
            out.shanten = u->shanten;
            out.ukeire = u->total;
        }
    } else if (auto options = rules::discardOptions(hand, visible)) {
        // Kuikae: not the called kind, nor after a chi the tile at the run's other end.
        TileKind swap = call.tile.kind;
        if (call.kind == ActionKind::Chi) {
            const int low = std::min(call.consumed[0].kind, call.consumed[1].kind);
            const int high = std::max(call.consumed[0].kind, call.consumed[1].kind);
            const int n = rules::numberOf(call.tile.kind);
            if (call.tile.kind < low && n + 3 <= 9)
                swap = TileKind(call.tile.kind + 3);
            else if (call.tile.kind > high && n - 3 >= 1)
                swap = TileKind(call.tile.kind - 3);
        }
        for (const rules::DiscardOption &o : *options) {
            if (o.tile.kind == call.tile.kind || o.tile.kind == swap)
                continue;
            out.shanten = o.shanten;
            out.ukeire = o.ukeire.total;
            break;
        }
    }
    out.yakuInSight = yakuLeaningOf(hand.allCounts(), s.seatWind(seat), s.roundWind()).any();
    return out;
}

void describe(CallOption &c, const CallOption &pass, const game::TableState &s, int seat)
{
    auto &f = c.features;
    const game::PlayerState &p = s.player(seat);
    const bool threePlayer = s.playerCount == 3;
    f[CallShantenGain] = pass.shanten - c.shanten;
    f[CallAcceptanceGain] = std::log1p(c.ukeire) - std::log1p(pass.ukeire);
    f[CallValueHonourPon] =
            c.action.kind != ActionKind::Chi && isValueHonour(s, seat, c.action.tile.kind) ? 1 : 0;
    f[CallYakuInSight] = c.yakuInSight ? 1 : 0;
    f[CallOpensHand] = p.isClosed() ? 1 : 0;
    double dora = 0;
    std::vector<rules::Tile> tiles = c.action.consumed;
    tiles.push_back(c.action.tile);
    for (const rules::Tile &t : tiles) {
        dora += t.red ? 1 : 0;
        for (const rules::Tile &indicator : s.doraIndicators)
            dora += rules::doraFromIndicator(indicator.kind, threePlayer) == t.kind ? 1 : 0;
    }
    f[CallDoraTaken] = dora;
    f[CallIsChi] = c.action.kind == ActionKind::Chi ? 1 : 0;
    f[CallIsKan] = c.action.kind == ActionKind::OpenKan ? 1 : 0;
    f[CallFarBefore] = pass.shanten >= 2 ? 1 : 0;
    f[CallReachesTenpai] = c.shanten == 0 ? 1 : 0;
    f[CallEarliness] = std::clamp(s.liveWall / double(s.playerCount) / 18.0, 0.0, 1.0);
    bool riichi = false;
    for (int q = 0; q < s.playerCount; ++q)
        riichi = riichi || (q != seat && s.player(q).inRiichi());
    f[CallFacingRiichi] = riichi ? 1 : 0;
    f[CallBias] = 1;
}

void prefer(CallDecision &d)
{
    std::vector<double> scores;
    for (const CallOption &c : d.options) {
        double score = 0;
        for (int i = 0; i < kCallFeatureCount; ++i)
            score += kCallWeights[std::size_t(i)] * c.features[std::size_t(i)];
        scores.push_back(score);
    }
    const std::vector<double> preferences = softmax(std::move(scores));
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        d.options[i].preference = preferences[i];
        if (preferences[i] > preferences[std::size_t(d.advised)])
            d.advised = int(i);
    }
}

bool sameCall(const Action &a, const game::Event &e)
{
    const ActionKind kind = e.meld == rules::MeldKind::Chi ? ActionKind::Chi
            : e.meld == rules::MeldKind::Pon               ? ActionKind::Pon
                                                           : ActionKind::OpenKan;
    if (a.kind != kind || a.consumed.size() != e.consumed.size())
        return false;
    std::vector<int> x, y;
    for (const rules::Tile &t : a.consumed)
        x.push_back(t.kind * 2 + (t.red ? 1 : 0));
    for (const rules::Tile &t : e.consumed)
        y.push_back(t.kind * 2 + (t.red ? 1 : 0));
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    return x == y;
}

// What the record shows each decision's seat did: the next event that is a move.
void markPlayed(std::vector<CallDecision> &decisions, const game::Kyoku &k, int step)
{
    const game::Event *next = nullptr;
    for (std::size_t e = std::size_t(step); e < k.events.size(); ++e) {
        const game::EventType t = k.events[e].type;
        if (t != game::EventType::RiichiAccepted && t != game::EventType::NewDora
                && t != game::EventType::Disconnect && t != game::EventType::Reconnect) {
            next = &k.events[e];
            break;
        }
    }
    if (!next)
        return;
    for (CallDecision &d : decisions) {
        if (next->type == game::EventType::Draw) {
            d.played = 0; // everybody passed
        } else if (next->type == game::EventType::Call && next->seat == d.seat) {
            for (std::size_t i = 1; i < d.options.size(); ++i) {
                if (sameCall(d.options[i].action, *next))
                    d.played = int(i);
            }
        }
    }
}

} // namespace

Result<std::vector<CallDecision>> callDecisionsAt(const game::Record &record, int kyoku, int step)
{
    auto line = game::PlayLine::start(record, kyoku, step);
    if (!line)
        return line.error();
    const game::TableState &s = line->state();
    std::vector<CallDecision> out;
    if (s.ended || s.lastDiscarder < 0)
        return out;
    const std::vector<Action> actions = line->legalActions();
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const auto mine = [&](ActionKind kind) {
            return std::any_of(actions.begin(), actions.end(),
                    [&](const Action &a) { return a.seat == seat && a.kind == kind; });
        };
        if (seat == s.lastDiscarder || mine(ActionKind::Ron)
                || !(mine(ActionKind::Chi) || mine(ActionKind::Pon) || mine(ActionKind::OpenKan)))
            continue;
        const game::PlayerState &p = s.player(seat);
        const TileCounts visible = seenOutsideHand(viewFromState(s, seat, record.ruleset));
        CallDecision d;
        d.kyoku = kyoku;
        d.step = step;
        d.seat = seat;
        d.tile = s.lastDiscard;
        CallOption pass;
        pass.action = Action{ ActionKind::Pass, seat, s.lastDiscard, {} };
        if (auto u = rules::ukeireOf(rules::Hand{ p.closed, p.melds }, visible)) {
            pass.shanten = u->shanten;
            pass.ukeire = u->total;
        }
        d.options.push_back(pass);
        for (const Action &a : actions) {
            if (a.seat != seat
                    || (a.kind != ActionKind::Chi && a.kind != ActionKind::Pon
                            && a.kind != ActionKind::OpenKan))
                continue;
            CallOption c = valueCall(s, seat, a, visible);
            describe(c, pass, s, seat);
            d.options.push_back(std::move(c));
        }
        prefer(d);
        out.push_back(std::move(d));
    }
    return out;
}

Result<std::vector<CallDecision>> callDecisions(const game::Record &record, int kyoku)
{
    std::vector<CallDecision> out;
    const game::Kyoku &k = record.kyoku[std::size_t(kyoku)];
    for (std::size_t e = 0; e < k.events.size(); ++e) {
        if (k.events[e].type != game::EventType::Discard)
            continue;
        const int step = int(e) + 1;
        auto here = callDecisionsAt(record, kyoku, step);
        if (!here)
            return here.error();
        markPlayed(*here, k, step);
        for (CallDecision &d : *here)
            out.push_back(std::move(d));
    }
    return out;
}

// clang-format off
const std::array<double, kCallFeatureCount> kCallWeights{
    1.7889, 0.7414, 1.8961, 1.0258, -1.6958, 0.4276, -0.7450, 0.0847, 0.5554, 1.2465, -0.5817, -0.9100, -1.5075,
};
// clang-format on

} // namespace haifu::insight
