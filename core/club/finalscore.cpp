#include "club/finalscore.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace haifu::club {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

int floorDiv(int a, int b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

// (raw - return) / 1000 rounded per the mode (exact for None).
double roundedBase(int diff, rules::FinalRounding mode)
{
    switch (mode) {
    case rules::FinalRounding::None: return diff / 1000.0;
    case rules::FinalRounding::Nearest: return floorDiv(diff + 500, 1000);
    case rules::FinalRounding::HalfDown: return ceilDiv(diff - 500, 1000);
    case rules::FinalRounding::Up: return ceilDiv(diff, 1000);
    }
    return diff / 1000.0;
}

std::array<int, 4> umaFor(const rules::Ruleset &r, const std::array<int, 4> &raw, int players)
{
    if (r.umaMode == rules::UmaMode::Fixed)
        return r.uma;
    int below = 0;
    for (int i = 0; i < players; ++i)
        below += raw[idx(i)] < r.returnPoints ? 1 : 0;
    if (below == 3)
        return { 12000, -1000, -3000, -8000 };
    if (below == 1)
        return { 8000, 3000, 1000, -12000 };
    return { 8000, 4000, -4000, -8000 };
}

} // namespace

FinalScore finalScore(const GameState &state, const rules::Ruleset &r)
{
    FinalScore f;
    const int n = state.players;
    f.players = n;
    f.leftoverSticks = state.sticks;
    f.leftoverLost = r.leftoverDeposits == rules::LeftoverDeposits::Lost;

    // Order: points down, then seat (nearer the first dealer first).
    std::vector<int> order(idx(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
            [&](int a, int b) { return state.points[idx(a)] > state.points[idx(b)]; });
    const bool split = r.ties == rules::TieMode::Split;

    // Groups of tied players (only under Split; seat order gives everyone a place of their own).
    std::vector<std::pair<int, int>> groups; // [first, last] positions in `order`
    for (int i = 0; i < n;) {
        int j = i;
        while (split && j + 1 < n
                && state.points[idx(order[idx(j + 1)])] == state.points[idx(order[idx(i)])])
            ++j;
        groups.emplace_back(i, j);
        i = j + 1;
    }

    std::array<int, 4> raw = state.points;
    // Leftover deposits: to the top (shared by tied tops under Split, remainder by seat order).
    if (!f.leftoverLost && f.leftoverSticks > 0) {
        const int pot = f.leftoverSticks * r.riichiDeposit;
        const int tops = groups.front().second + 1;
        for (int k = 0; k < tops; ++k) {
            int share = pot / tops / 100 * 100;
            if (k == 0)
                share += pot - share * tops;
            raw[idx(order[idx(k)])] += share;
            f.seats[idx(order[idx(k)])].leftover = share;
        }
    }

    const std::array<int, 4> uma = umaFor(r, raw, n);
    for (const auto &[first, last] : groups) {
        double umaSum = 0;
        double okaSum = 0;
        for (int p = first; p <= last; ++p) {
            umaSum += uma[idx(p)];
            okaSum += p == 0 ? r.oka : 0;
        }
        const int count = last - first + 1;
        for (int p = first; p <= last; ++p) {
            FinalSeat &s = f.seats[idx(order[idx(p)])];
            s.place = first + 1;
            s.sharedPlace = count > 1;
            s.uma = umaSum / count / 1000.0;
            s.oka = okaSum / count / 1000.0;
        }
    }

    double total = 0;
    for (int i = 0; i < n; ++i) {
        FinalSeat &s = f.seats[idx(i)];
        s.seat = i;
        s.raw = raw[idx(i)];
        s.base = roundedBase(s.raw - r.returnPoints, r.rounding);
        s.score = s.base + s.uma + s.oka;
        total += s.score;
    }
    // Zero-sum fix on the top player (Tenhou; always with the wiki procedure).
    const bool fix = r.rounding != rules::FinalRounding::None
            && (r.topTakesRemainder || r.rounding == rules::FinalRounding::HalfDown);
    if (fix && total != 0) {
        FinalSeat &top = f.seats[idx(order.front())];
        top.base -= total;
        top.score -= total;
        total = 0;
    }
    f.zeroSum = total;
    for (int i = 0; i < n; ++i) {
        FinalSeat &s = f.seats[idx(i)];
        const int chombo = r.chombo == rules::ChomboPenalty::AfterUma
                ? state.chombos[idx(i)] * r.chomboPoints
                : 0;
        s.penalty = (chombo + state.penalties[idx(i)]) / 1000.0;
        s.score -= s.penalty;
    }
    return f;
}

} // namespace haifu::club
