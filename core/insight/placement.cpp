#include "insight/placement.h"

#include "club/finalscore.h"

#include <algorithm>
#include <cmath>

namespace haifu::insight {

PlacementNote placementAt(const game::TableState &s, int seat, const rules::Ruleset &rules)
{
    PlacementNote note;
    const int lastRound = (rules.length == rules::GameLength::EastOnly ? 0 : 4) + s.playerCount - 1;
    note.allLast = s.round >= lastRound;
    if (!note.allLast)
        return note;
    note.place = 1;
    int above = -1;
    int below = -1;
    const int mine = s.player(seat).score;
    for (int other = 0; other < s.playerCount; ++other) {
        if (other == seat)
            continue;
        const int theirs = s.player(other).score;
        // Ahead: more points, or as many and (ties by seat order) a lower seat; with split ties
        // a shared place is not a place won.
        const bool aheadOfSeat = theirs > mine
                || (theirs == mine && (rules.ties == rules::TieMode::Split || other < seat));
        if (aheadOfSeat) {
            ++note.place;
            above = above < 0 ? theirs - mine : std::min(above, theirs - mine);
        } else {
            below = below < 0 ? mine - theirs : std::min(below, mine - theirs);
        }
    }
    note.behind = std::max(0, above);
    note.ahead = std::max(0, below);
    return note;
}

namespace {

struct Ending
{
    double score = 0;
    int place = 0;
};

// The seat's final score and place if the game ended with the points changed by `deltas`, the
// deposits on the table going to `depositsTo` (-1: they stay, as the rules leave them).
Ending endingAfter(const game::TableState &s, int seat, const rules::Ruleset &rules,
        const std::array<int, 4> &deltas, int depositsTo)
{
    club::GameState game;
    game.players = s.playerCount;
    for (int i = 0; i < s.playerCount; ++i) {
        const auto at = std::size_t(i);
        game.points[at] = s.player(i).score + deltas[at];
        if (i == depositsTo)
            game.points[at] += s.riichiSticks * rules.riichiDeposit;
    }
    game.sticks = depositsTo < 0 ? s.riichiSticks : 0;
    game.ended = true;
    const club::FinalScore f = club::finalScore(game, rules);
    const club::FinalSeat &mine = f.seats[std::size_t(seat)];
    return { mine.score, mine.place };
}

// Points moved by a win of `points` by `winner`: ronned from `from`, or by tsumo (from == winner),
// each payer's share weighted as the dealer pays double; honba as the rules add them.
std::array<int, 4> winDeltas(
        const game::TableState &s, const rules::Ruleset &rules, int winner, int from, int points)
{
    std::array<int, 4> d{};
    if (from != winner) {
        const int paid = points + s.honba * rules.honbaValue;
        d[std::size_t(winner)] += paid;
        d[std::size_t(from)] -= paid;
        return d;
    }
    int weights = 0;
    for (int i = 0; i < s.playerCount; ++i)
        weights += i == winner ? 0 : (i == s.dealer ? 2 : 1);
    for (int i = 0; i < s.playerCount; ++i) {
        if (i == winner)
            continue;
        const int share =
                points * (i == s.dealer ? 2 : 1) / weights + s.honba * rules.honbaTsumoEach;
        d[std::size_t(i)] -= share;
        d[std::size_t(winner)] += share;
    }
    return d;
}

// The endings that do not depend on the discard: as things stand, and the deal-in.
PlacementReach withoutWin(const game::TableState &s, int seat, const rules::Ruleset &rules,
        int dealInCost, int threat)
{
    PlacementReach r;
    const Ending stay = endingAfter(s, seat, rules, {}, -1);
    r.stay = stay.score;
    r.stayPlace = stay.place;
    r.win = r.stay;
    r.bestWinPlace = r.stayPlace;
    r.dealIn = r.stay;
    r.dealInPlace = r.stayPlace;
    if (dealInCost > 0 && threat >= 0 && threat != seat) {
        r.dealInCost = dealInCost;
        const Ending dealt =
                endingAfter(s, seat, rules, winDeltas(s, rules, threat, seat, dealInCost), threat);
        r.dealIn = dealt.score;
        r.dealInPlace = dealt.place;
    }
    return r;
}

// `r` with the win of `winPoints` valued (nothing changes without one).
void addWin(PlacementReach &r, const game::TableState &s, int seat, const rules::Ruleset &rules,
        int winPoints)
{
    if (winPoints <= 0)
        return;
    r.winPoints = winPoints;
    constexpr double kTsumoShare = 1.0 / 3.0;
    const Ending tsumo =
            endingAfter(s, seat, rules, winDeltas(s, rules, seat, seat, winPoints), seat);
    r.win = kTsumoShare * tsumo.score;
    r.bestWinPlace = tsumo.place;
    const double ronShare = (1.0 - kTsumoShare) / (s.playerCount - 1);
    for (int from = 0; from < s.playerCount; ++from) {
        if (from == seat)
            continue;
        const Ending ron =
                endingAfter(s, seat, rules, winDeltas(s, rules, seat, from, winPoints), seat);
        r.win += ronShare * ron.score;
        r.bestWinPlace = std::min(r.bestWinPlace, ron.place);
    }
}

} // namespace

PlacementReach placementReach(const game::TableState &s, int seat, const rules::Ruleset &rules,
        int winPoints, int dealInCost, int threat)
{
    PlacementReach r = withoutWin(s, seat, rules, dealInCost, threat);
    addWin(r, s, seat, rules, winPoints);
    return r;
}

double PlacementReach::valueOf(double winChance, double dealInChance) const
{
    const double rest = std::max(0.0, 1.0 - winChance - dealInChance);
    return winChance * win + dealInChance * dealIn + rest * stay;
}

PlacementAdvice placementAdvice(const game::TableState &state, int seat,
        const rules::Ruleset &rules, const EvTable &table, const HandDanger &danger)
{
    PlacementAdvice out;
    if (!placementAt(state, seat, rules).allLast || table.discards.empty())
        return out;
    // The costliest threat is the deal-in valued.
    int threat = -1;
    double cost = 0;
    for (const Threat &t : danger.threats) {
        const double c = dealInCost(state, t);
        if (c > cost) {
            cost = c;
            threat = t.seat;
        }
    }
    const DiscardWeighing weighing = weighDiscards(table, danger, state);
    out.byPoints = weighing.bestValue();
    // The standing and deal-in endings are the same for every discard: valued once.
    const PlacementReach base = withoutWin(state, seat, rules, int(std::lround(cost)), threat);
    bool first = true;
    for (const DiscardChoice &c : weighing.choices) {
        const auto row = std::find_if(table.discards.begin(), table.discards.end(),
                [&](const DiscardEv &d) { return d.tile == c.tile; });
        if (row == table.discards.end())
            continue;
        const DiscardEv &ev = *row;
        PlacementReach reach = base;
        addWin(reach, state, seat, rules, int(std::lround(ev.averageWinValue)));
        const double value = reach.valueOf(ev.winProbability, c.dealIn);
        out.values.push_back({ c.tile, value });
        if (first || value > out.value + 1e-9) {
            out.best = c;
            out.value = value;
            out.reach = reach;
            first = false;
        }
        if (c.tile == out.byPoints.tile)
            out.byPointsValue = value;
    }
    out.valid = true;
    // A different discard worth a point or more on the score sheet (smaller differences are
    // within the model's error), or a fold where the points push (or the other way round).
    constexpr double kSheetMargin = 1.0;
    out.changes = out.best.tile != out.byPoints.tile
            && (out.value - out.byPointsValue >= kSheetMargin
                    || (weighing.threatened && out.best.fold != out.byPoints.fold));
    return out;
}

} // namespace haifu::insight
