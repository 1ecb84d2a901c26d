// The rules side of PlayLine: which actions are legal, what follows by itself, and the scoring
// and settlement of the line's end.
#include "game/play.h"

#include "game/situation.h"
#include "rules/byseat.h"
#include "rules/points.h"
#include "rules/settlement.h"
#include "rules/yaku.h"

#include <algorithm>
#include <bit>

namespace haifu::game {

using rules::Meld;
using rules::MeldKind;
using rules::TileKind;
using Phase = TableState::Phase;

namespace {

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

std::vector<Tile> distinctTiles(const std::vector<Tile> &tiles)
{
    std::vector<Tile> out;
    for (const Tile &t : tiles) {
        if (std::find(out.begin(), out.end(), t) == out.end())
            out.push_back(t);
    }
    return out;
}

// Every way to take `count` tiles of `kind` from a hand, told apart by their red fives.
std::vector<std::vector<Tile>> pickSameKind(const std::vector<Tile> &hand, TileKind kind, int count)
{
    int plain = 0;
    int red = 0;
    for (const Tile &t : hand) {
        if (t.kind == kind)
            (t.red ? red : plain) += 1;
    }
    std::vector<std::vector<Tile>> out;
    for (int r = 0; r <= std::min(red, count); ++r) {
        if (count - r > plain)
            continue;
        std::vector<Tile> pick(static_cast<std::size_t>(count - r), Tile{ kind, false });
        pick.insert(pick.end(), static_cast<std::size_t>(r), Tile{ kind, true });
        std::sort(pick.begin(), pick.end(), tileLess);
        out.push_back(std::move(pick));
    }
    return out;
}

std::vector<Tile> without(std::vector<Tile> tiles, const std::vector<Tile> &taken)
{
    for (const Tile &t : taken) {
        const auto it = std::find(tiles.begin(), tiles.end(), t);
        if (it != tiles.end())
            tiles.erase(it);
    }
    return tiles;
}

int copiesOf(const std::vector<Tile> &tiles, TileKind kind)
{
    return static_cast<int>(std::count_if(
            tiles.begin(), tiles.end(), [kind](const Tile &t) { return t.kind == kind; }));
}

} // namespace

bool PlayLine::drawPending() const
{
    switch (m_state.phase) {
    case Phase::Draw:
    case Phase::Replacement: return true;
    case Phase::Claim:
    case Phase::KanClaim: return m_passed;
    default: return false;
    }
}

std::vector<Action> PlayLine::legalActions() const
{
    std::vector<Action> out;
    if (m_ronWindowOpen) {
        addRonActions(out);
        out.push_back(Action{});
        return out;
    }
    if (m_state.ended)
        return out;
    if (drawPending()) {
        addDrawActions(out);
        return out;
    }
    switch (m_state.phase) {
    case Phase::Discard:
        addDiscardActions(out);
        addKanActions(out);
        break;
    case Phase::Claim:
    case Phase::KanClaim:
        addClaimActions(out);
        out.push_back(Action{});
        break;
    default: break;
    }
    return out;
}

void PlayLine::addDrawActions(std::vector<Action> &out) const
{
    // The tiles nobody can see on the table: what an assumed draw may be.
    const rules::Ruleset &rules = m_record->ruleset;
    std::array<int, rules::kKindCount> plain{};
    std::array<int, rules::kKindCount> red{};
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        const bool gone = m_state.playerCount == 3 && rules::suitOf(kind) == rules::Suit::Man
                && k > 0 && k < 8;
        plain[static_cast<std::size_t>(k)] = gone ? 0 : 4;
    }
    const auto reds = [&](TileKind kind, int count) {
        red[kind] = count;
        plain[kind] -= count;
    };
    if (rules.redFives > 0) {
        reds(4, m_state.playerCount == 3 ? 0 : 1);
        reds(13, rules.redFives == 4 ? 2 : 1);
        reds(22, 1);
    }
    const auto seen = [&](const Tile &t) { --(t.red ? red : plain)[t.kind]; };
    for (int seat = 0; seat < m_state.playerCount; ++seat) {
        const PlayerState &p = m_state.player(seat);
        std::for_each(p.closed.begin(), p.closed.end(), seen);
        std::for_each(p.northBonus.begin(), p.northBonus.end(), seen);
        for (const Meld &m : p.melds)
            std::for_each(m.tiles.begin(), m.tiles.end(), seen);
        for (const RiverTile &r : p.river) {
            if (!r.calledAway())
                seen(r.tile);
        }
    }
    std::for_each(m_state.doraIndicators.begin(), m_state.doraIndicators.end(), seen);
    for (int k = 0; k < rules::kKindCount; ++k) {
        for (const bool isRed : { false, true }) {
            if ((isRed ? red : plain)[static_cast<std::size_t>(k)] <= 0)
                continue;
            Action a;
            a.kind = ActionKind::Draw;
            a.seat = m_state.turn;
            a.tile = Tile{ static_cast<TileKind>(k), isRed };
            out.push_back(a);
        }
    }
}

bool PlayLine::canDeclareRiichi(int seat, const std::vector<Tile> &closedAfter) const
{
    const PlayerState &p = m_state.player(seat);
    const rules::Ruleset &rules = m_record->ruleset;
    if (p.inRiichi() || !p.isClosed() || m_state.liveWall < m_state.playerCount)
        return false;
    if (rules.riichiNeedsDeposit && p.score < rules.riichiDeposit)
        return false;
    return handWaits(closedAfter, p.melds).tenpai();
}

bool PlayLine::nineTerminalsAllowed() const
{
    const PlayerState &p = m_state.player(m_state.turn);
    if (!m_record->ruleset.abortKyuushuKyuuhai || m_state.callsMade || p.discards > 0 || !p.drawn)
        return false;
    rules::KindMask kinds = 0;
    for (const Tile &t : p.closed) {
        if (rules::isTerminalOrHonor(t.kind))
            kinds |= rules::kindBit(t.kind);
    }
    return std::popcount(kinds) >= 9;
}

void PlayLine::addDiscardActions(std::vector<Action> &out) const
{
    const int seat = m_state.turn;
    const PlayerState &p = m_state.player(seat);
    if (p.drawn && canWin(seat)) {
        Action tsumo;
        tsumo.kind = ActionKind::Tsumo;
        tsumo.seat = seat;
        tsumo.tile = *p.drawn;
        out.push_back(tsumo);
    }
    if (nineTerminalsAllowed())
        out.push_back(Action{ ActionKind::NineTerminals, seat, {}, {} });
    std::vector<Tile> candidates =
            p.inRiichi() && p.drawn ? std::vector<Tile>{ *p.drawn } : distinctTiles(p.closed);
    const bool swapBan = m_kuikaeSeat == seat;
    const bool onlyBanned = swapBan
            && std::all_of(p.closed.begin(), p.closed.end(),
                    [&](const Tile &t) { return (m_kuikae & rules::kindBit(t.kind)) != 0; });
    for (const Tile &t : candidates) {
        if (swapBan && !onlyBanned && (m_kuikae & rules::kindBit(t.kind)) != 0)
            continue;
        out.push_back(Action{ ActionKind::Discard, seat, t, {} });
    }
    for (const Tile &t : candidates) {
        if (swapBan && !onlyBanned && (m_kuikae & rules::kindBit(t.kind)) != 0)
            continue;
        if (canDeclareRiichi(seat, without(p.closed, { t })))
            out.push_back(Action{ ActionKind::Riichi, seat, t, {} });
    }
}

void PlayLine::addKanActions(std::vector<Action> &out) const
{
    const int seat = m_state.turn;
    const PlayerState &p = m_state.player(seat);
    if (!p.drawn || m_state.liveWall <= 0)
        return;
    if (m_state.playerCount == 3 && m_record->ruleset.northBonus) {
        const Tile north{ rules::kinds::North, false };
        if (std::find(p.closed.begin(), p.closed.end(), north) != p.closed.end())
            out.push_back(Action{ ActionKind::NorthBonus, seat, north, {} });
    }
    if (m_state.kans >= 4)
        return;
    for (const Tile &t : distinctTiles(p.closed)) {
        if (t.red && std::any_of(p.closed.begin(), p.closed.end(), [&](const Tile &o) {
                return o.kind == t.kind && !o.red;
            }))
            continue; // one closed kan per kind
        if (copiesOf(p.closed, t.kind) == 4) {
            std::vector<Tile> four;
            std::copy_if(p.closed.begin(), p.closed.end(), std::back_inserter(four),
                    [&](const Tile &o) { return o.kind == t.kind; });
            if (p.inRiichi()) {
                // In riichi a closed kan may not change the waits (nor use a tile other than the
                // one just drawn).
                const std::vector<Tile> before = without(p.closed, { *p.drawn });
                if (p.drawn->kind != t.kind
                        || handWaits(before, p.melds).mask
                                != handWaits(without(p.closed, four),
                                        [&] {
                                            auto melds = p.melds;
                                            melds.push_back(
                                                    *rules::makeMeld(MeldKind::Ankan, four));
                                            return melds;
                                        }())
                                           .mask)
                    continue;
            }
            out.push_back(Action{ ActionKind::ClosedKan, seat, four.front(), four });
        }
    }
    if (p.inRiichi())
        return;
    for (const Meld &m : p.melds) {
        if (m.kind != MeldKind::Pon)
            continue;
        for (const Tile &t : distinctTiles(p.closed)) {
            if (t.kind == m.base())
                out.push_back(Action{ ActionKind::AddedKan, seat, t, {} });
        }
    }
}

void PlayLine::addRonActions(std::vector<Action> &out) const
{
    const auto &rules = m_record->ruleset;
    const int already = static_cast<int>(m_kyoku.wins.size());
    if (already > 0 && rules.multipleRon == rules::MultipleRon::HeadBump)
        return;
    for (int seat = 0; seat < m_state.playerCount; ++seat) {
        if (seat == m_state.lastDiscarder)
            continue;
        const bool won = std::any_of(m_kyoku.wins.begin(), m_kyoku.wins.end(),
                [seat](const WinResult &w) { return w.winner == seat; });
        if (!won && canWin(seat))
            out.push_back(Action{ ActionKind::Ron, seat, m_state.lastDiscard, {} });
    }
}

void PlayLine::addClaimActions(std::vector<Action> &out) const
{
    addRonActions(out);
    if (m_state.phase != Phase::Claim || m_state.liveWall <= 0)
        return;
    const Tile tile = m_state.lastDiscard;
    const int n = m_state.playerCount;
    for (int seat = 0; seat < n; ++seat) {
        const PlayerState &p = m_state.player(seat);
        if (seat == m_state.lastDiscarder || p.inRiichi())
            continue;
        for (auto &two : pickSameKind(p.closed, tile.kind, 2))
            out.push_back(Action{ ActionKind::Pon, seat, tile, std::move(two) });
        if (m_state.kans < 4) {
            for (auto &three : pickSameKind(p.closed, tile.kind, 3))
                out.push_back(Action{ ActionKind::OpenKan, seat, tile, std::move(three) });
        }
        if (n == 4 && (m_state.lastDiscarder + 1) % n == seat && !rules::isHonor(tile.kind)) {
            const int num = tile.number();
            for (const auto &[lo, hi] : { std::pair{ -2, -1 }, { -1, 1 }, { 1, 2 } }) {
                if (num + lo < 1 || num + hi > 9)
                    continue;
                const auto a = static_cast<TileKind>(tile.kind + lo);
                const auto b = static_cast<TileKind>(tile.kind + hi);
                for (const auto &pa : pickSameKind(p.closed, a, 1)) {
                    for (const auto &pb : pickSameKind(p.closed, b, 1))
                        out.push_back(Action{ ActionKind::Chi, seat, tile, { pa[0], pb[0] } });
                }
            }
        }
    }
}

std::optional<PlayLine::Scored> PlayLine::scoreWin(int seat) const
{
    const PlayerState &p = m_state.player(seat);
    const rules::Ruleset &rules = m_record->ruleset;
    const bool tsumo = m_state.phase == Phase::Discard;
    Scored scored;
    WinResult &w = scored.result;
    w.winner = seat;
    w.from = tsumo ? seat : m_state.lastDiscarder;
    w.melds = p.melds;
    w.closed = p.closed;
    if (tsumo) {
        if (seat != m_state.turn || !p.drawn)
            return std::nullopt;
        w.winTile = *p.drawn;
    } else {
        const rules::Waits waits = handWaits(p.closed, p.melds);
        if (!waits.contains(m_state.lastDiscard.kind)
                || !p.furiten.checkRon(waits, m_state.lastDiscard.kind).allowed)
            return std::nullopt;
        w.winTile = m_state.lastDiscard;
        w.closed.push_back(w.winTile);
        std::sort(w.closed.begin(), w.closed.end(), tileLess);
    }
    w.doraIndicators = m_state.doraIndicators;
    const std::vector<Tile> &ura = m_kyoku.trueWall ? m_kyoku.uraIndicatorSlots : m_recordedUra;
    if (p.inRiichi() && rules.uraDora) {
        const std::size_t count = std::min(m_state.doraIndicators.size(), ura.size());
        w.uraIndicators.assign(ura.begin(), ura.begin() + static_cast<std::ptrdiff_t>(count));
    }
    const rules::Situation sit = winSituation(m_state, w, rules, w.winTile);
    // Only thirteen orphans may rob a closed kan (or, here, a north set aside).
    const bool kokushiOnly =
            m_state.phase == Phase::KanClaim && m_state.claimSource != EventType::AddedKan;
    auto result = rules::score(rules::Hand{ w.closed, w.melds }, sit, rules);
    if (!result || result->status != rules::ScoreStatus::Win)
        return std::nullopt;
    const rules::HandValue &v = result->value;
    if (kokushiOnly && std::none_of(v.yaku.begin(), v.yaku.end(), [](const rules::YakuHan &y) {
            return y.yaku == rules::Yaku::Kokushi || y.yaku == rules::Yaku::Kokushi13;
        }))
        return std::nullopt;
    w.han = v.yakumanMultiple > 0 ? 0 : v.han;
    w.fu = v.fu;
    w.yakuman = v.yakumanMultiple;
    for (const rules::YakuHan &y : v.yaku)
        w.yaku.emplace_back(std::string(rules::yakuKey(y.yaku)), y.han);
    w.points = rules::handPayments(v.basicPoints, seat == m_state.dealer, tsumo, 0, rules).total;
    scored.value = v;
    return scored;
}

std::optional<Error> PlayLine::addWin(int seat)
{
    auto scored = scoreWin(seat);
    if (!scored)
        return Error::of(ErrorCode::LineEnded);
    if (m_kyoku.wins.size() == 2 && m_record->ruleset.multipleRon == rules::MultipleRon::Double) {
        // A third ron aborts the hand (sanchahou): the two wins are taken back.
        m_kyoku.events.resize(m_kyoku.events.size() - 2);
        m_eventMoves.resize(m_eventMoves.size() - 2);
        m_kyoku.wins.clear();
        m_values.clear();
        m_ronWindowOpen = false;
        rebuildState();
        endInDraw(DrawKind::TripleRon);
        return std::nullopt;
    }
    if (m_kyoku.wins.empty()) {
        m_sticksAtWin = m_state.riichiSticks;
        m_honbaAtWin = m_state.honba;
    }
    const bool tsumo = scored->result.winner == scored->result.from;
    m_kyoku.wins.push_back(std::move(scored->result));
    m_values.push_back(scored->value);
    Event ev;
    ev.type = EventType::Win;
    ev.result = static_cast<int>(m_kyoku.wins.size()) - 1;
    if (auto error = apply(ev)) {
        m_kyoku.wins.pop_back();
        m_values.pop_back();
        return error;
    }
    if (tsumo) {
        settleWins();
        return std::nullopt;
    }
    // Other players may ron the same tile where the rules allow several winners.
    std::vector<Action> more;
    addRonActions(more);
    m_ronWindowOpen = !more.empty();
    if (!m_ronWindowOpen)
        settleWins();
    return std::nullopt;
}

void PlayLine::addLiability(rules::WinClaim &claim, WinResult &win, const rules::HandValue &v) const
{
    // Liability (pao): the player who fed the last of three dragon sets (or four wind sets, or
    // the fourth kan) answers for the yakuman.
    const rules::Ruleset &rules = m_record->ruleset;
    const PlayerState &p = m_state.player(win.winner);
    const auto feeder = [&](auto counts, int needed) {
        int seen = 0;
        for (std::size_t m = 0; m < p.melds.size(); ++m) {
            if (!counts(p.melds[m]) || ++seen < needed)
                continue;
            return p.melds[m].isOpen() && m < p.meldSources.size() ? int(p.meldSources[m]) : -1;
        }
        return -1;
    };
    int liable = 0;
    int seat = -1;
    for (const rules::YakuHan &y : v.yaku) {
        int who = -1;
        if (y.yaku == rules::Yaku::Daisangen && rules.paoDaisangen)
            who = feeder(
                    [](const Meld &m) {
                        return m.kind != MeldKind::Chi && rules::isDragon(m.base());
                    },
                    3);
        else if (y.yaku == rules::Yaku::Daisuushii && rules.paoDaisuushii)
            who = feeder(
                    [](const Meld &m) {
                        return m.kind != MeldKind::Chi && rules::isWind(m.base());
                    },
                    4);
        else if (y.yaku == rules::Yaku::Suukantsu && rules.paoSuukantsu)
            who = feeder([](const Meld &m) { return m.kind == MeldKind::Minkan; }, 4);
        if (who >= 0 && who != win.winner) {
            seat = who;
            liable += y.han / 13;
        }
    }
    if (seat < 0)
        return;
    win.pao = seat;
    claim.paoSeat = seat;
    claim.paoBasicPoints = rules::paoCoversWholeHand(rules)
            ? v.basicPoints
            : std::min(v.basicPoints, liable * 8000);
}

void PlayLine::settleWins()
{
    const rules::Ruleset &rules = m_record->ruleset;
    const int n = m_state.playerCount;
    rules::TableState table;
    table.players = n;
    table.dealer = m_state.dealer;
    table.honba = m_honbaAtWin;
    table.carriedSticks = m_sticksAtWin;
    std::vector<rules::WinClaim> claims;
    for (std::size_t i = 0; i < m_kyoku.wins.size(); ++i) {
        rules::WinClaim c;
        c.winner = m_kyoku.wins[i].winner;
        c.basicPoints = m_values[i].basicPoints;
        addLiability(c, m_kyoku.wins[i], m_values[i]);
        claims.push_back(c);
    }
    const WinResult &first = m_kyoku.wins.front();
    rules::Settlement st;
    if (first.winner == first.from) {
        st = rules::settleTsumo(table, claims.front(), rules);
    } else {
        std::sort(claims.begin(), claims.end(), [&](const auto &a, const auto &b) {
            return rules::turnDistance(first.from, a.winner, n)
                    < rules::turnDistance(first.from, b.winner, n);
        });
        // Each winner's own share: settle them one by one and split the table's extras to the
        // first, as settleRon does for the group.
        st = rules::settleRon(table, first.from, claims, rules);
    }
    for (int seat = 0; seat < n; ++seat)
        m_state.player(seat).score += bySeat(st.delta, seat);
    // The record form keeps one delta row per win: the group's total on the first winner.
    for (std::size_t i = 0; i < m_kyoku.wins.size(); ++i) {
        WinResult &w = m_kyoku.wins[i];
        w.deltas = i == 0 ? st.delta : std::array<int, 4>{};
        w.hasDeltas = true;
    }
    finish();
}

void PlayLine::endInDraw(DrawKind kind)
{
    DrawResult d;
    d.kind = kind;
    const rules::Ruleset &rules = m_record->ruleset;
    const int n = m_state.playerCount;
    rules::TableState table;
    table.players = n;
    table.dealer = m_state.dealer;
    table.honba = m_state.honba;
    table.carriedSticks = m_state.riichiSticks;
    rules::Settlement st;
    if (kind == DrawKind::Exhaustive) {
        for (int seat = 0; seat < n; ++seat) {
            const PlayerState &p = m_state.player(seat);
            bySeat(d.tenpai, seat) = handWaits(p.closed, p.melds).tenpai();
            if (bySeat(d.tenpai, seat))
                bySeat(d.shownHands, seat) = p.closed;
            bool nagashi = rules.nagashiMangan && !p.river.empty();
            for (const RiverTile &r : p.river)
                nagashi = nagashi && rules::isTerminalOrHonor(r.tile.kind) && !r.calledAway();
            bySeat(d.nagashi, seat) = nagashi;
        }
        if (std::find(d.nagashi.begin(), d.nagashi.end(), true) != d.nagashi.end())
            d.kind = DrawKind::NagashiMangan;
        st = rules::settleExhaustiveDraw(table, d.tenpai, d.nagashi, rules);
    } else {
        st = rules::settleAbortiveDraw(table, rules);
    }
    d.deltas = st.delta;
    d.hasDeltas = true;
    m_kyoku.draw = d;
    Event ev;
    ev.type = EventType::DrawEnd;
    (void)apply(ev);
    finish();
}

void PlayLine::finish()
{
    for (int seat = 0; seat < m_state.playerCount; ++seat)
        bySeat(m_kyoku.endScores, seat) = m_state.player(seat).score;
    m_kyoku.hasEndScores = true;
}

bool PlayLine::anyClaim() const
{
    std::vector<Action> claims;
    addClaimActions(claims);
    return !claims.empty();
}

void PlayLine::checkAbortiveDraws()
{
    const rules::Ruleset &rules = m_record->ruleset;
    const int n = m_state.playerCount;
    int riichi = 0;
    int firstDiscards = 0;
    bool sameWind = true;
    const Tile firstTile = m_state.player(m_state.dealer).river.empty()
            ? Tile{}
            : m_state.player(m_state.dealer).river.front().tile;
    for (int seat = 0; seat < n; ++seat) {
        const PlayerState &p = m_state.player(seat);
        riichi += p.riichi == RiichiState::Accepted ? 1 : 0;
        firstDiscards += p.discards == 1 ? 1 : 0;
        sameWind = sameWind && p.river.size() == 1 && p.river.front().tile.kind == firstTile.kind;
    }
    if (rules.abortFourWinds && n == 4 && !m_state.callsMade && firstDiscards == 4 && sameWind
            && rules::isWind(firstTile.kind)) {
        endInDraw(DrawKind::FourWinds);
    } else if (rules.abortFourRiichi && riichi == n && n == 4) {
        endInDraw(DrawKind::FourRiichi);
    } else if (rules.abortFourKans && m_state.kans == 4
            && std::none_of(m_state.kansBySeat.begin(), m_state.kansBySeat.end(),
                    [](int k) { return k == 4; })) {
        endInDraw(DrawKind::FourKans);
    }
}

void PlayLine::passClaims()
{
    if (m_state.pendingRiichi >= 0) {
        Event accept;
        accept.type = EventType::RiichiAccepted;
        accept.seat = static_cast<std::int8_t>(m_state.pendingRiichi);
        (void)apply(accept);
    }
    m_passed = true;
    if (m_state.phase == Phase::Claim)
        checkAbortiveDraws();
}

void PlayLine::advance()
{
    for (int guard = 0; guard < 8 && !m_state.ended; ++guard) {
        const Phase phase = m_state.phase;
        if ((phase == Phase::Claim || phase == Phase::KanClaim) && !m_passed) {
            if (anyClaim())
                return; // a player may call or win: the user chooses (or passes)
            passClaims();
            continue;
        }
        if (phase == Phase::Claim && m_state.liveWall == 0) {
            endInDraw(DrawKind::Exhaustive);
            return;
        }
        if (!drawPending())
            return;
        const bool replacement = phase == Phase::Replacement || phase == Phase::KanClaim;
        const auto tile = knownDraw(replacement);
        if (!tile)
            return; // an assumed draw: the user picks the tile
        Event ev;
        ev.type = EventType::Draw;
        ev.seat = static_cast<std::int8_t>(m_state.turn);
        ev.tile = *tile;
        ev.replacement = replacement;
        if (apply(ev))
            return;
        m_passed = false;
    }
}

} // namespace haifu::game

namespace haifu::game {

void PlayLine::rebuildState()
{
    auto deal = dealState(*m_record, m_kyoku, m_kyokuIndex);
    if (!deal)
        return;
    m_state = std::move(*deal);
    while (m_state.step < static_cast<int>(m_kyoku.events.size())) {
        if (applyNext(m_state, *m_record, m_kyoku))
            return;
    }
}

} // namespace haifu::game
