#include "teach/position.h"

#include "rules/ruleset.h"
#include "rules/settlement.h"
#include "rules/waits.h"

#include <algorithm>

namespace haifu::teach {

using game::TableState;
using rules::Meld;
using rules::MeldKind;
using rules::TileKind;

namespace {

int seatCount(const Position &p)
{
    return p.playerCount == 3 ? 3 : 4;
}

std::vector<TileKind> kindsOfMask(rules::KindMask mask)
{
    return rules::kindsOf(mask);
}

rules::KindMask maskOfKinds(const std::vector<TileKind> &kinds)
{
    rules::KindMask mask = 0;
    for (TileKind k : kinds) {
        if (k < rules::kKindCount)
            mask |= rules::kindBit(k);
    }
    return mask;
}

// Removes one copy of `tile` (matching the red flag) from a sorted hand.
bool removeTile(std::vector<Tile> &tiles, Tile tile)
{
    auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it == tiles.end())
        return false;
    tiles.erase(it);
    return true;
}

SeatPosition seatFromPlayer(const game::PlayerState &p)
{
    SeatPosition s;
    s.closed = p.closed;
    s.drawn = p.drawn;
    s.melds = p.melds;
    s.meldSources = p.meldSources;
    s.river = p.river;
    s.northBonus = p.northBonus;
    s.score = p.score;
    s.riichi = p.inRiichi();
    s.doubleRiichi = p.doubleRiichi;
    s.ippatsu = p.ippatsu;
    s.passedSinceDiscard = kindsOfMask(p.furiten.passedSinceDiscard());
    s.passedSinceRiichi = kindsOfMask(p.furiten.passedSinceRiichi());
    return s;
}

// The phase and the seat to act of a table state, the way a position says it.
void phaseFromState(const TableState &state, Position &p)
{
    using TP = TableState::Phase;
    switch (state.phase) {
    case TP::Draw:
    case TP::Replacement:
        p.phase = Phase::Draw;
        p.turn = state.turn;
        break;
    case TP::Discard:
        p.phase = Phase::Discard;
        p.turn = state.turn;
        break;
    case TP::Claim:
        p.phase = Phase::Claim;
        p.turn = state.lastDiscarder;
        break;
    case TP::KanClaim: // the kan tile is not in a river: the replacement draw comes next
        p.phase = Phase::Draw;
        p.turn = state.turn;
        break;
    case TP::Ended: // tsumo or an abortive draw on the own turn, else an exhaustive draw
        p.turn = state.turn;
        p.phase = p.seat(state.turn).handSize() % 3 == 2 ? Phase::Discard : Phase::Draw;
        break;
    }
}

} // namespace

bool SeatPosition::isClosed() const
{
    return std::none_of(melds.begin(), melds.end(), [](const Meld &m) { return m.isOpen(); });
}

int SeatPosition::handSize() const
{
    return static_cast<int>(closed.size() + 3 * melds.size());
}

TileKind Position::seatWind(int seatIndex) const
{
    return static_cast<TileKind>(
            rules::kinds::East + rules::turnDistance(dealer, seatIndex, seatCount(*this)));
}

TileKind Position::roundWind() const
{
    return static_cast<TileKind>(rules::kinds::East + ((round % 4) + 4) % 4);
}

std::optional<Tile> Position::claimTile() const
{
    if (phase != Phase::Claim || turn < 0 || turn > 3)
        return std::nullopt;
    const SeatPosition &s = seat(turn);
    if (s.river.empty() || s.river.back().calledAway())
        return std::nullopt;
    return s.river.back().tile;
}

Position positionFromState(const TableState &state)
{
    Position p;
    p.playerCount = state.playerCount == 3 ? 3 : 4;
    p.round = (state.round / 4) % 4;
    p.dealer = state.dealer;
    p.honba = state.honba;
    p.deposits = state.riichiSticks;
    p.liveWall = state.liveWall;
    p.doraIndicators = state.doraIndicators;
    for (int i = 0; i < p.playerCount; ++i)
        p.seat(i) = seatFromPlayer(state.player(i));
    phaseFromState(state, p);
    // A ron ends the kyoku with the winning tile in the winners' hands: show the table as the
    // claim left it (the winners hold 13 again; scores and deposits are as they stand).
    const bool ron = state.ended && state.winners > 0 && state.phase != TableState::Phase::Ended;
    if (ron) {
        for (int i = 0; i < p.playerCount; ++i) {
            SeatPosition &s = p.seat(i);
            if (i != state.lastDiscarder && s.handSize() % 3 == 2 && !s.drawn)
                removeTile(s.closed, state.lastDiscard);
        }
    }
    return p;
}

game::TableState toTableState(const Position &position)
{
    const int n = seatCount(position);
    TableState s;
    s.playerCount = n;
    s.round = position.round * 4 + position.dealer;
    s.honba = position.honba;
    s.dealer = position.dealer;
    s.riichiSticks = position.deposits;
    s.doraIndicators = position.doraIndicators;
    s.liveWall = position.liveWall;
    const std::optional<Tile> claim = position.claimTile();
    for (int i = 0; i < n; ++i) {
        const SeatPosition &sp = position.seat(i);
        game::PlayerState &p = s.player(i);
        p.closed = sp.closed;
        p.drawn = sp.drawn;
        p.river = sp.river;
        p.melds = sp.melds;
        p.meldSources = sp.meldSources;
        p.northBonus = sp.northBonus;
        p.score = sp.score;
        p.doubleRiichi = sp.doubleRiichi;
        p.ippatsu = sp.ippatsu;
        rules::KindMask river = 0;
        for (std::size_t r = 0; r < sp.river.size(); ++r) {
            river |= rules::kindBit(sp.river[r].tile.kind);
            if (sp.river[r].riichi)
                p.riichiTile = static_cast<int>(r);
            if (sp.river[r].calledAway())
                s.callsMade = true;
        }
        const bool pending = sp.riichi && claim && i == position.turn && !sp.river.empty()
                && sp.river.back().riichi;
        p.riichi = !sp.riichi ? game::RiichiState::None
                : pending     ? game::RiichiState::Declared
                              : game::RiichiState::Accepted;
        if (pending)
            s.pendingRiichi = i;
        p.furiten = rules::FuritenTracker::restored(river, maskOfKinds(sp.passedSinceDiscard),
                maskOfKinds(sp.passedSinceRiichi), sp.riichi);
        int calls = 0;
        int kans = 0;
        for (const Meld &m : sp.melds) {
            calls += m.kind == MeldKind::Chi || m.kind == MeldKind::Pon
                    || m.kind == MeldKind::Minkan;
            kans += m.isKan();
        }
        if (!sp.melds.empty())
            s.callsMade = true;
        s.kans += kans;
        s.kansBySeat[static_cast<std::size_t>(i)] = kans;
        p.discards = static_cast<int>(sp.river.size());
        p.draws = std::max(0,
                p.discards - calls + kans + static_cast<int>(sp.northBonus.size())
                        + (sp.drawn ? 1 : 0));
    }
    s.turn = position.turn;
    switch (position.phase) {
    case Phase::Draw: s.phase = TableState::Phase::Draw; break;
    case Phase::Discard: s.phase = TableState::Phase::Discard; break;
    case Phase::Claim:
        s.phase = TableState::Phase::Claim;
        s.lastDiscarder = position.turn;
        s.lastDiscard = claim.value_or(Tile{});
        s.claimSource = game::EventType::Discard;
        s.turn = (position.turn + 1) % n;
        break;
    }
    return s;
}

} // namespace haifu::teach
