#include "rules/settlement.h"

#include "rules/byseat.h"
#include "rules/points.h"

#include <algorithm>
#include <vector>

namespace haifu::rules {

namespace {

int playerCount(const TableState &t)
{
    return t.players == 3 ? 3 : 4;
}

// Deposits of this hand are paid into the pot; returns the pot.
int collectDeposits(const TableState &t, const Ruleset &rules, Settlement &s)
{
    int pot = t.carriedSticks;
    for (int seat = 0; seat < playerCount(t); ++seat) {
        if (bySeat(t.riichiThisHand, seat)) {
            bySeat(s.delta, seat) -= rules.riichiDeposit;
            ++pot;
        }
    }
    return pot;
}

void pay(Settlement &s, int from, int to, int points)
{
    bySeat(s.delta, from) -= points;
    bySeat(s.delta, to) += points;
}

// A plain tsumo of `basic` points (honba as given) paid by everyone else.
void payTsumo(
        Settlement &s, const TableState &t, int winner, int basic, int honba, const Ruleset &rules)
{
    if (basic <= 0)
        return;
    const bool dealer = winner == t.dealer;
    const Payments p = handPayments(basic, dealer, true, honba, rules);
    for (int seat = 0; seat < playerCount(t); ++seat) {
        if (seat == winner)
            continue;
        const int amount = dealer  ? p.tsumoEach
                : seat == t.dealer ? p.tsumoDealer
                                   : p.tsumoNonDealer;
        pay(s, seat, winner, amount);
    }
}

} // namespace

Settlement settleTsumo(const TableState &table, const WinClaim &claim, const Ruleset &rules)
{
    Settlement s;
    const int pot = collectDeposits(table, rules, s);
    const bool dealer = claim.winner == table.dealer;
    const bool pao =
            claim.paoSeat >= 0 && claim.paoSeat != claim.winner && claim.paoBasicPoints > 0;
    if (pao) {
        const int liable = std::min(claim.paoBasicPoints, claim.basicPoints);
        const int asRon = roundUp100(liable * (dealer ? 6 : 4)) + table.honba * rules.honbaValue;
        pay(s, claim.paoSeat, claim.winner, asRon);
        payTsumo(s, table, claim.winner, claim.basicPoints - liable, 0, rules);
    } else {
        payTsumo(s, table, claim.winner, claim.basicPoints, table.honba, rules);
    }
    s.delta[static_cast<std::size_t>(claim.winner)] += pot * rules.riichiDeposit;
    s.sticksTaken = pot;
    s.winner[static_cast<std::size_t>(claim.winner)] = true;
    return s;
}

Settlement settleRon(const TableState &table, int discarder, std::span<const WinClaim> claims,
        const Ruleset &rules)
{
    Settlement s;
    const int pot = collectDeposits(table, rules, s);
    const int n = playerCount(table);
    std::vector<WinClaim> ordered(claims.begin(), claims.end());
    std::stable_sort(ordered.begin(), ordered.end(), [&](const WinClaim &a, const WinClaim &b) {
        return turnDistance(discarder, a.winner, n) < turnDistance(discarder, b.winner, n);
    });
    if (ordered.size() >= 3 && rules.multipleRon == MultipleRon::Double) {
        s.aborted = true; // sanchahou: the hand is an abortive draw
        s.sticksLeft = pot;
        return s;
    }
    if (rules.multipleRon == MultipleRon::HeadBump && ordered.size() > 1)
        ordered.resize(1);
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const WinClaim &c = ordered[i];
        const bool first = i == 0;
        const int honba = first ? table.honba * rules.honbaValue : 0;
        const int multiplier = c.winner == table.dealer ? 6 : 4;
        const bool pao = c.paoSeat >= 0 && c.paoSeat != c.winner && c.paoSeat != discarder
                && c.paoBasicPoints > 0;
        if (pao) {
            const int liable = std::min(c.paoBasicPoints, c.basicPoints);
            const int liableValue = roundUp100(liable * multiplier);
            const int rest = roundUp100((c.basicPoints - liable) * multiplier);
            pay(s, discarder, c.winner, rest + liableValue / 2);
            pay(s, c.paoSeat, c.winner, liableValue - liableValue / 2 + honba);
        } else {
            pay(s, discarder, c.winner, roundUp100(c.basicPoints * multiplier) + honba);
        }
        if (first) {
            s.delta[static_cast<std::size_t>(c.winner)] += pot * rules.riichiDeposit;
            s.sticksTaken = pot;
        }
        s.winner[static_cast<std::size_t>(c.winner)] = true;
    }
    return s;
}

Settlement settleExhaustiveDraw(const TableState &table, const std::array<bool, 4> &tenpai,
        const std::array<bool, 4> &nagashi, const Ruleset &rules)
{
    Settlement s;
    s.sticksLeft = collectDeposits(table, rules, s);
    const int n = playerCount(table);
    bool anyNagashi = false;
    if (rules.nagashiMangan) {
        for (int seat = 0; seat < n; ++seat) {
            if (!bySeat(nagashi, seat))
                continue;
            anyNagashi = true;
            payTsumo(s, table, seat, 2000, 0, rules);
            bySeat(s.winner, seat) = true;
        }
    }
    if (anyNagashi)
        return s;
    int tenpaiCount = 0;
    for (int seat = 0; seat < n; ++seat)
        tenpaiCount += bySeat(tenpai, seat) ? 1 : 0;
    if (tenpaiCount == 0 || tenpaiCount == n)
        return s;
    const int paid = rules.notenTotal / (n - tenpaiCount);
    const int received = rules.notenTotal / tenpaiCount;
    for (int seat = 0; seat < n; ++seat)
        bySeat(s.delta, seat) += bySeat(tenpai, seat) ? received : -paid;
    return s;
}

Settlement settleAbortiveDraw(const TableState &table, const Ruleset &rules)
{
    Settlement s;
    s.sticksLeft = collectDeposits(table, rules, s);
    return s;
}

Settlement settleChombo(const TableState &table, int offender, const Ruleset &rules)
{
    Settlement s;
    s.sticksLeft = table.carriedSticks; // this hand's deposits are returned
    if (rules.chombo != ChomboPenalty::ReverseMangan && rules.chombo != ChomboPenalty::Flat)
        return s;
    const int n = playerCount(table);
    for (int seat = 0; seat < n; ++seat) {
        if (seat == offender)
            continue;
        int amount = rules.chomboPoints;
        if (rules.chombo == ChomboPenalty::ReverseMangan)
            amount = (offender == table.dealer || seat == table.dealer) ? 4000 : 2000;
        pay(s, offender, seat, amount);
    }
    return s;
}

bool paoCoversWholeHand(const Ruleset &rules)
{
    return rules.name != "mahjongsoul";
}

} // namespace haifu::rules
