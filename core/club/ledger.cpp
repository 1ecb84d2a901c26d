#include "club/ledger.h"

#include "rules/points.h"
#include "rules/settlement.h"

#include <algorithm>
#include <optional>

namespace haifu::club {

using rules::Ruleset;
using rules::Settlement;
using rules::TableState;
using rules::WinClaim;

HandEntry HandEntry::ron(int discarder, std::vector<Win> wins)
{
    HandEntry e;
    e.kind = HandKind::Ron;
    e.discarder = discarder;
    e.wins = std::move(wins);
    return e;
}

HandEntry HandEntry::tsumo(Win win)
{
    HandEntry e;
    e.kind = HandKind::Tsumo;
    e.wins.push_back(win);
    return e;
}

HandEntry HandEntry::exhaustiveDraw(std::array<bool, 4> tenpai)
{
    HandEntry e;
    e.kind = HandKind::ExhaustiveDraw;
    e.tenpai = tenpai;
    return e;
}

HandEntry HandEntry::abortiveDraw()
{
    return HandEntry{};
}

HandEntry HandEntry::chombo(int offender)
{
    HandEntry e;
    e.kind = HandKind::Chombo;
    e.offender = offender;
    return e;
}

HandEntry &HandEntry::withRiichi(std::initializer_list<int> seats)
{
    for (int s : seats) {
        if (s >= 0 && s < 4)
            riichi[static_cast<std::size_t>(s)] = true;
    }
    return *this;
}

std::string handLabel(int round, int hand, int honba)
{
    static constexpr char winds[] = { 'E', 'S', 'W', 'N' };
    std::string s(1, winds[std::clamp(round, 0, 3)]);
    s += std::to_string(hand + 1) + "-" + std::to_string(honba);
    return s;
}

std::string GameState::nextLabel() const
{
    return handLabel(round, hand, honba);
}

std::optional<Error> checkHanFu(int han, int fu, bool ron)
{
    if (han < 1)
        return Error::of(ErrorCode::HanBelowOne, { std::to_string(han) });
    if (han >= 5)
        return std::nullopt; // limit hands: fu does not matter
    const bool fuExists = fu == 20 || fu == 25 || (fu >= 30 && fu <= 110 && fu % 10 == 0);
    if (!fuExists)
        return Error::of(ErrorCode::NoSuchFu, { std::to_string(fu) });
    if (han == 1 && (fu == 20 || fu == 25))
        return Error::of(ErrorCode::NoSuchHanFu, { std::to_string(han), std::to_string(fu) });
    if (ron && fu == 20)
        return Error::of(ErrorCode::RonNever20Fu);
    return std::nullopt;
}

namespace {

std::size_t idx(int seat)
{
    return static_cast<std::size_t>(seat);
}

struct Replay
{
    const Game &game;
    GameState state;
    std::vector<std::string> where; // the hand's number and label: "hand 3 (E3-1)"

    Error fail(Error what) const { return std::move(what).at(ErrorCode::AtHand, where); }
    Error fail(ErrorCode code, std::vector<std::string> args = {}) const
    {
        return fail(Error::of(code, std::move(args)));
    }
    bool seatOk(int seat) const { return seat >= 0 && seat < state.players; }

    // What is wrong with a win, at `field` ("winner 1", or "winner" for a tsumo).
    std::optional<Error> checkWin(const Win &w, bool ron, const std::string &field) const
    {
        const auto member = [&field](ErrorCode code, std::vector<std::string> args = {}) {
            return Error::of(code, std::move(args)).at(ErrorCode::AtMember, { field });
        };
        if (!seatOk(w.seat))
            return member(ErrorCode::SeatOutOfRange, { std::to_string(w.seat) });
        if (w.yakuman < 0)
            return member(ErrorCode::YakumanNegative);
        if (w.yakuman == 0) {
            if (auto e = checkHanFu(w.han, w.fu, ron))
                return std::move(*e).at(ErrorCode::AtField, { field });
        }
        if (w.paoSeat != -1) {
            if (!seatOk(w.paoSeat))
                return member(ErrorCode::PaoOutOfRange, { std::to_string(w.paoSeat) });
            if (w.paoSeat == w.seat)
                return member(ErrorCode::PaoIsWinner);
            if (w.yakuman == 0)
                return member(ErrorCode::PaoNeedsYakuman);
            if (w.paoYakuman < 1 || w.paoYakuman > w.yakuman)
                return member(ErrorCode::PaoYakumanRange, { std::to_string(w.yakuman) });
        }
        return std::nullopt;
    }

    WinClaim claim(const Win &w) const
    {
        WinClaim c;
        c.winner = w.seat;
        c.basicPoints = rules::basicPoints(w.han, w.fu, w.yakuman, game.rules).points;
        if (w.paoSeat >= 0) {
            c.paoSeat = w.paoSeat;
            c.paoBasicPoints = 8000 * w.paoYakuman;
        }
        return c;
    }

    std::optional<Error> play(const HandEntry &e);
    void advance(bool dealerKeeps, bool honbaUp, bool resetHonba);
    [[nodiscard]] bool dealerTopStops(const HandEntry &e, bool aborted) const;
};

// Agari-yame / tenpai-yame: after a hand the dealer keeps the deal with, at all-last or in the
// extension, a dealer alone in the lead (with the target, where the rules ask for it) ends the
// game: on a win, or on a tenpai at an exhaustive draw where the rules say so too, unless the
// dealer may choose and chose to play on. An abortive draw, a triple ron that aborts or a
// chombo only replay the hand.
bool Replay::dealerTopStops(const HandEntry &e, bool aborted) const
{
    const Ruleset &r = game.rules;
    const bool win = e.kind == HandKind::Ron || e.kind == HandKind::Tsumo;
    if (aborted
            || !((win && r.dealerTopEnds)
                    || (e.kind == HandKind::ExhaustiveDraw && r.dealerTenpaiEnds)))
        return false;
    const auto &p = state.points;
    const int dp = p[idx(state.dealer)];
    for (int i = 0; i < state.players; ++i) {
        if (i != state.dealer && p[idx(i)] >= dp)
            return false;
    }
    if (r.dealerTopNeedsTarget && dp < r.targetPoints)
        return false;
    return !(r.dealerTopChoice && e.dealerPlaysOn);
}

std::optional<Error> Replay::play(const HandEntry &e)
{
    const Ruleset &r = game.rules;
    const int n = state.players;
    for (int s = n; s < 4; ++s) {
        if (e.riichi[idx(s)] || e.tenpai[idx(s)] || e.nagashi[idx(s)])
            return fail(ErrorCode::SeatOutOfRangeFor, { std::to_string(s), std::to_string(n) });
    }
    for (int s = 0; s < n; ++s) {
        if (e.riichi[idx(s)] && r.riichiNeedsDeposit && state.points[idx(s)] < r.riichiDeposit)
            return fail(ErrorCode::RiichiWithoutPoints,
                    { std::to_string(s), std::to_string(state.points[idx(s)]),
                            std::to_string(r.riichiDeposit) });
    }

    TableState t;
    t.players = n;
    t.dealer = state.dealer;
    t.honba = state.honba;
    t.carriedSticks = state.sticks;
    t.riichiThisHand = e.riichi;

    Settlement s;
    bool dealerKeeps = false;
    bool honbaUp = false;
    bool resetHonba = false;
    bool chomboEnd = false;
    switch (e.kind) {
    case HandKind::Ron: {
        if (e.wins.empty())
            return fail(ErrorCode::RonWithoutWinner);
        if (!seatOk(e.discarder))
            return fail(ErrorCode::DiscarderOutOfRange, { std::to_string(e.discarder) });
        std::vector<Win> wins = e.wins;
        for (std::size_t i = 0; i < wins.size(); ++i) {
            const std::string field = "winner " + std::to_string(i + 1);
            if (auto error = checkWin(wins[i], true, field))
                return fail(std::move(*error));
            const std::vector<std::string> which = { std::to_string(i + 1),
                std::to_string(wins[i].seat) };
            if (wins[i].seat == e.discarder)
                return fail(ErrorCode::WinnerIsDiscarder, which);
            for (std::size_t j = 0; j < i; ++j) {
                if (wins[j].seat == wins[i].seat)
                    return fail(ErrorCode::WinnerListedTwice, which);
            }
        }
        std::sort(wins.begin(), wins.end(), [&](const Win &a, const Win &b) {
            return rules::turnDistance(e.discarder, a.seat, n)
                    < rules::turnDistance(e.discarder, b.seat, n);
        });
        std::vector<WinClaim> claims;
        for (const Win &w : wins)
            claims.push_back(claim(w));
        s = rules::settleRon(t, e.discarder, claims, r);
        if (s.aborted) {
            dealerKeeps = true;
            honbaUp = true;
        } else {
            dealerKeeps = s.winner[idx(state.dealer)];
            honbaUp = dealerKeeps;
            resetHonba = !dealerKeeps;
        }
        break;
    }
    case HandKind::Tsumo: {
        if (e.wins.size() != 1)
            return fail(ErrorCode::TsumoOneWinner);
        if (auto error = checkWin(e.wins.front(), false, "winner"))
            return fail(std::move(*error));
        s = rules::settleTsumo(t, claim(e.wins.front()), r);
        dealerKeeps = e.wins.front().seat == state.dealer;
        honbaUp = dealerKeeps;
        resetHonba = !dealerKeeps;
        break;
    }
    case HandKind::ExhaustiveDraw:
        s = rules::settleExhaustiveDraw(t, e.tenpai, e.nagashi, r);
        // The deal follows the dealer's tenpai, nagashi mangan or not.
        dealerKeeps = e.tenpai[idx(state.dealer)];
        honbaUp = true;
        break;
    case HandKind::AbortiveDraw:
        s = rules::settleAbortiveDraw(t, r);
        dealerKeeps = true;
        honbaUp = true;
        break;
    case HandKind::Chombo:
        if (!seatOk(e.offender))
            return fail(ErrorCode::ChomboOffenderOutOfRange, { std::to_string(e.offender) });
        s = rules::settleChombo(t, e.offender, r);
        if (r.chombo == rules::ChomboPenalty::AfterUma)
            ++state.chombos[idx(e.offender)];
        dealerKeeps = true; // the hand is replayed, honba unchanged
        chomboEnd = r.chomboEndsGame;
        break;
    }

    HandRecord rec;
    rec.label = state.nextLabel();
    rec.round = state.round;
    rec.hand = state.hand;
    rec.dealer = state.dealer;
    rec.honba = state.honba;
    rec.sticksBefore = state.sticks;
    rec.delta = s.delta;
    for (int i = 0; i < n; ++i)
        state.points[idx(i)] += s.delta[idx(i)];
    rec.totals = state.points;
    state.sticks = s.sticksLeft;
    rec.sticksAfter = state.sticks;
    rec.dealerKeeps = dealerKeeps;
    state.hands.push_back(rec);

    // Game end.
    const auto &p = state.points;
    const bool busted = std::any_of(p.begin(), p.begin() + n, [](int v) { return v < 0; });
    const bool anyReached =
            std::any_of(p.begin(), p.begin() + n, [&](int v) { return v >= r.targetPoints; });
    const int lastRound = r.length == rules::GameLength::EastOnly ? 0 : 1;
    const bool lastHandOfRound = state.hand == n - 1;
    const bool allLast = state.round == lastRound && lastHandOfRound;
    const bool extension = state.round > lastRound;
    if (r.tobi && busted) {
        state.ended = true;
        state.endReason = "busted";
    } else if (chomboEnd) {
        state.ended = true;
        state.endReason = "chombo";
    } else if ((allLast || extension) && dealerKeeps) {
        // The dealer keeps the deal: the game goes on unless the dealer's result ends it, even
        // in the extension when someone else has reached the target (Tenhou plays the
        // dealer's renchan first). A chombo or an abortive draw only replays the hand.
        if (dealerTopStops(e, s.aborted)) {
            state.ended = true;
            state.endReason = "dealer top";
        }
    } else if (extension) { // sudden death at the target, the extension's own last hand at most
        if (anyReached) {
            state.ended = true;
            state.endReason = "return score reached";
        } else if (lastHandOfRound) {
            state.ended = true;
            state.endReason = "extension ended";
        }
    } else if (allLast && !(r.westExtension && !anyReached)) {
        state.ended = true;
        state.endReason = "last hand";
    }
    advance(dealerKeeps, honbaUp, resetHonba);
    return std::nullopt;
}

void Replay::advance(bool dealerKeeps, bool honbaUp, bool resetHonba)
{
    if (honbaUp)
        ++state.honba;
    if (resetHonba)
        state.honba = 0;
    if (dealerKeeps)
        return;
    state.dealer = (state.dealer + 1) % state.players;
    if (++state.hand == state.players) {
        state.hand = 0;
        ++state.round;
    }
}

} // namespace

Result<GameState> scoreGame(const Game &game, AfterEnd afterEnd)
{
    const Ruleset &r = game.rules;
    if (r.players != 3 && r.players != 4)
        return Error::of(ErrorCode::PlayersThreeOrFour).at(ErrorCode::AtField, { "ruleset" });
    Replay replay{ game, {}, {} };
    replay.state.players = r.players;
    for (int i = 0; i < r.players; ++i)
        replay.state.points[idx(i)] =
                game.startScores ? (*game.startScores)[idx(i)] : r.startPoints;
    if (game.startRound < 0 || game.startRound > 3 || game.startHand < 0
            || game.startHand >= r.players || game.startHonba < 0 || game.startSticks < 0)
        return Error::of(ErrorCode::NoSuchStartHand,
                { std::to_string(game.startRound), std::to_string(game.startHand),
                        std::to_string(game.startHonba), std::to_string(game.startSticks) })
                .at(ErrorCode::AtField, { "start" });
    replay.state.round = game.startRound;
    replay.state.hand = game.startHand;
    replay.state.dealer = game.startHand;
    replay.state.honba = game.startHonba;
    replay.state.sticks = game.startSticks;
    for (std::size_t i = 0; i < game.entries.size(); ++i) {
        replay.where = { std::to_string(i + 1), replay.state.nextLabel() };
        if (replay.state.ended && afterEnd == AfterEnd::Stop)
            break;
        if (replay.state.ended)
            return replay.fail(ErrorCode::GameAlreadyEnded, { replay.state.endReason });
        if (auto err = replay.play(game.entries[i]))
            return *err;
    }
    for (std::size_t i = 0; i < game.penalties.size(); ++i) {
        const Penalty &p = game.penalties[i];
        const std::vector<std::string> where = { std::to_string(i + 1) };
        if (!replay.seatOk(p.seat))
            return Error::of(ErrorCode::SeatOutOfRange, { std::to_string(p.seat) })
                    .at(ErrorCode::AtPenalty, where);
        if (p.afterHand < -1 || p.afterHand >= int(game.entries.size()))
            return Error::of(ErrorCode::AfterHandNotInGame, { std::to_string(p.afterHand) })
                    .at(ErrorCode::AtPenalty, where);
        replay.state.penalties[idx(p.seat)] += p.points;
    }
    return std::move(replay.state);
}

} // namespace haifu::club
