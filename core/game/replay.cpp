#include "game/replay.h"

#include "rules/byseat.h"
#include "rules/settlement.h"
#include "rules/shanten.h"

#include <algorithm>
#include <bit>

namespace haifu::game {

using rules::Meld;
using rules::MeldKind;
using rules::TileKind;

namespace {

using Phase = TableState::Phase;

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

void insertSorted(std::vector<Tile> &tiles, Tile tile)
{
    tiles.insert(std::upper_bound(tiles.begin(), tiles.end(), tile, tileLess), tile);
}

// Removes one copy of exactly this tile (kind and red flag); false when there is none.
bool removeTile(std::vector<Tile> &tiles, Tile tile)
{
    const auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it == tiles.end())
        return false;
    tiles.erase(it);
    return true;
}

std::string seatName(int seat)
{
    return "seat " + std::to_string(seat);
}

std::string eventTypeName(EventType type)
{
    switch (type) {
    case EventType::Draw: return "draw";
    case EventType::Discard: return "discard";
    case EventType::Call: return "call";
    case EventType::ClosedKan: return "closed kan";
    case EventType::AddedKan: return "added kan";
    case EventType::NorthBonus: return "north bonus";
    case EventType::RiichiAccepted: return "riichi accepted";
    case EventType::NewDora: return "new dora";
    case EventType::Win: return "win";
    case EventType::DrawEnd: return "draw";
    case EventType::Disconnect: return "disconnect";
    case EventType::Reconnect: return "reconnect";
    }
    return "event";
}

rules::CalledFrom direction(int caller, int source, int players)
{
    const int d = rules::turnDistance(caller, source, players);
    if (d == 1)
        return rules::CalledFrom::Right;
    if (d == players - 1)
        return rules::CalledFrom::Left;
    return rules::CalledFrom::Across;
}

// What the table waits for, as the error of an event that came at the wrong time; `when` says
// which event ("a draw when ").
Error phaseError(const TableState &s, ErrorCode when, std::vector<std::string> whenArgs = {})
{
    const std::string turn = std::to_string(s.turn);
    Error e;
    switch (s.phase) {
    case Phase::Draw: e = Error::of(ErrorCode::PhaseDraw, { turn }); break;
    case Phase::Discard: e = Error::of(ErrorCode::PhaseDiscard, { turn }); break;
    case Phase::Replacement: e = Error::of(ErrorCode::PhaseReplacement, { turn }); break;
    case Phase::Claim:
        e = Error::of(ErrorCode::PhaseClaim, { std::to_string(s.lastDiscarder), turn });
        break;
    case Phase::KanClaim: e = Error::of(ErrorCode::PhaseKanClaim, { turn }); break;
    case Phase::Ended: e = Error::of(ErrorCode::PhaseEnded); break;
    }
    return std::move(e).at(when, std::move(whenArgs));
}

// A draw by a seat whose turn it is not (the phase allows a draw, but by another seat).
Error drawNotTurnError(const TableState &s, int seat)
{
    const std::string who = std::to_string(seat);
    const std::string turn = std::to_string(s.turn);
    switch (s.phase) {
    case Phase::Claim:
        return Error::of(
                ErrorCode::DrawNotTurnClaim, { who, std::to_string(s.lastDiscarder), turn });
    case Phase::Replacement: return Error::of(ErrorCode::DrawNotTurnReplacement, { who, turn });
    case Phase::KanClaim: return Error::of(ErrorCode::DrawNotTurnKanClaim, { who, turn });
    default: return Error::of(ErrorCode::DrawNotTurnDraw, { who, turn });
    }
}

void breakIppatsu(TableState &s)
{
    for (PlayerState &p : s.players)
        p.ippatsu = false;
}

void acceptRiichi(TableState &s, int seat, int deposit)
{
    PlayerState &p = s.player(seat);
    p.riichi = RiichiState::Accepted;
    p.ippatsu = true;
    p.score -= deposit;
    ++s.riichiSticks;
    if (s.pendingRiichi == seat)
        s.pendingRiichi = -1;
}

// The claim window of a discard (or of an added kan) closes without a win: every other player
// let the tile pass, and a pending riichi stands.
void closeClaimWindow(TableState &s, int deposit)
{
    if (s.phase == Phase::Claim || s.phase == Phase::KanClaim) {
        for (int seat = 0; seat < s.playerCount; ++seat) {
            if (seat != s.lastDiscarder)
                s.player(seat).furiten.onTilePassed(s.lastDiscard.kind);
        }
    }
    if (s.pendingRiichi >= 0)
        acceptRiichi(s, s.pendingRiichi, deposit);
    if (s.pendingIppatsuBreak >= 0) {
        breakIppatsu(s);
        s.pendingIppatsuBreak = -1;
    }
}

class Applier
{
public:
    Applier(TableState &state, const Record &record, const Kyoku &kyoku, const Event &event)
        : s(state), rec(record), ky(kyoku), ev(event), n(state.playerCount)
    { }

    std::optional<Error> run()
    {
        if (s.ended && ev.type != EventType::Win && ev.type != EventType::Disconnect
                && ev.type != EventType::Reconnect)
            return fail(Error::of(ErrorCode::EventAfterEnd));
        if (ev.type != EventType::Win && ev.type != EventType::NewDora
                && ev.type != EventType::Disconnect && ev.type != EventType::Reconnect
                && ev.type != EventType::DrawEnd && (ev.seat < 0 || ev.seat >= n))
            return fail(Error::of(ErrorCode::NoSuchSeat, { std::to_string(ev.seat) }));
        switch (ev.type) {
        case EventType::Draw: return draw();
        case EventType::Discard: return discard();
        case EventType::Call: return call();
        case EventType::ClosedKan: return closedKan();
        case EventType::AddedKan: return addedKan();
        case EventType::NorthBonus: return northBonus();
        case EventType::RiichiAccepted: return riichiAccepted();
        case EventType::NewDora: return newDora();
        case EventType::Win: return win();
        case EventType::DrawEnd: return drawEnd();
        case EventType::Disconnect:
        case EventType::Reconnect:
            if (ev.seat >= 0 && ev.seat < n)
                s.player(ev.seat).connected = ev.type == EventType::Reconnect;
            return std::nullopt;
        }
        return fail(Error::of(ErrorCode::UnknownEvent));
    }

private:
    TableState &s;
    const Record &rec;
    const Kyoku &ky;
    const Event &ev;
    const int n;

    Error fail(Error error) const
    {
        return std::move(error).at(ErrorCode::AtKyokuEvent,
                { kyokuLabel(ky), std::to_string(s.step), describeEvent(ev) });
    }
    Error fail(ErrorCode code, std::vector<std::string> args = {}) const
    {
        return fail(Error::of(code, std::move(args)));
    }

    std::string handText(int seat) const { return rules::formatTiles(s.player(seat).closed); }

    std::optional<Error> draw()
    {
        const int seat = ev.seat;
        bool replacement = false;
        switch (s.phase) {
        case Phase::Draw:
        case Phase::Claim:
            if (seat != s.turn)
                return fail(drawNotTurnError(s, seat));
            break;
        case Phase::Replacement:
        case Phase::KanClaim:
            if (seat != s.turn)
                return fail(drawNotTurnError(s, seat));
            replacement = true;
            break;
        case Phase::Discard:
        case Phase::Ended: return fail(phaseError(s, ErrorCode::WhenDraw));
        }
        if (s.liveWall <= 0)
            return fail(ErrorCode::DrawFromEmptyWall);
        closeClaimWindow(s, rec.ruleset.riichiDeposit);
        PlayerState &p = s.player(seat);
        insertSorted(p.closed, ev.tile);
        p.drawn = ev.tile;
        ++p.draws;
        --s.liveWall;
        s.lastDrawReplacement = replacement;
        s.phase = Phase::Discard;
        s.turn = seat;
        return std::nullopt;
    }

    std::optional<Error> discard()
    {
        const int seat = ev.seat;
        if (s.phase != Phase::Discard || seat != s.turn)
            return fail(phaseError(s, ErrorCode::WhenDiscard));
        PlayerState &p = s.player(seat);
        std::vector<Tile> closed = p.closed;
        if (!removeTile(closed, ev.tile))
            return fail(ErrorCode::TileNotInHand, { rules::toString(ev.tile), handText(seat) });
        // A discard right after a call has no drawn tile: some converters still mark it
        // tsumogiri; the mark is ignored (the verifier notes it).
        const bool tsumogiri = ev.tsumogiri && p.drawn.has_value();
        if (tsumogiri && !(*p.drawn == ev.tile))
            return fail(ErrorCode::TsumogiriNotDrawn, { rules::toString(*p.drawn) });
        if (ev.riichi) {
            if (p.inRiichi())
                return fail(ErrorCode::AlreadyInRiichi, { std::to_string(seat) });
            if (!p.isClosed())
                return fail(ErrorCode::RiichiWithOpenHand);
            if (rec.ruleset.riichiNeedsDeposit && p.score < rec.ruleset.riichiDeposit)
                return fail(ErrorCode::RiichiWithoutDeposit,
                        { std::to_string(p.score), std::to_string(rec.ruleset.riichiDeposit) });
            if (!handWaits(closed, p.melds).tenpai())
                return fail(ErrorCode::RiichiNotTenpai, { rules::formatTiles(closed) });
        }
        p.closed = std::move(closed);
        p.drawn.reset();
        RiverTile rt;
        rt.tile = ev.tile;
        rt.tsumogiri = tsumogiri;
        rt.riichi = ev.riichi;
        p.river.push_back(rt);
        if (ev.riichi) {
            p.riichi = RiichiState::Declared;
            p.doubleRiichi = p.discards == 0 && !s.callsMade;
            p.riichiTile = static_cast<int>(p.river.size()) - 1;
            p.furiten.onRiichi();
            s.pendingRiichi = seat;
        } else {
            p.ippatsu = false; // the own next discard ends ippatsu
        }
        p.furiten.onOwnDiscard(ev.tile.kind);
        ++p.discards;
        s.phase = Phase::Claim;
        s.lastDiscard = ev.tile;
        s.lastDiscarder = seat;
        s.claimSource = EventType::Discard;
        s.turn = (seat + 1) % n;
        return std::nullopt;
    }

    std::optional<Error> call()
    {
        const int seat = ev.seat;
        const int from = ev.from;
        if (s.phase != Phase::Claim)
            return fail(phaseError(s, ErrorCode::WhenCall));
        if (from != s.lastDiscarder)
            return fail(ErrorCode::CalledFromWrongSeat,
                    { std::to_string(from), std::to_string(s.lastDiscarder) });
        if (seat == from)
            return fail(ErrorCode::CallOwnDiscard);
        if (!(ev.tile == s.lastDiscard))
            return fail(ErrorCode::CalledTileNotLastDiscard,
                    { rules::toString(ev.tile), rules::toString(s.lastDiscard) });
        std::size_t wanted = 2;
        switch (ev.meld) {
        case MeldKind::Chi:
            if (n == 3)
                return fail(ErrorCode::NoChiInThreePlayerGames);
            if ((from + 1) % n != seat)
                return fail(ErrorCode::ChiNotFromLeft, { std::to_string(from) });
            break;
        case MeldKind::Pon: break;
        case MeldKind::Minkan: wanted = 3; break;
        default: return fail(ErrorCode::NotACallKind);
        }
        if (ev.consumed.size() != wanted)
            return fail(ErrorCode::CallTileCount,
                    { std::string(rules::meldKindName(ev.meld)), std::to_string(wanted),
                            std::to_string(ev.consumed.size()) });
        PlayerState &p = s.player(seat);
        if (p.inRiichi())
            return fail(ErrorCode::CallInRiichi, { std::to_string(seat) });
        std::vector<Tile> closed = p.closed;
        for (const Tile &t : ev.consumed) {
            if (!removeTile(closed, t))
                return fail(ErrorCode::NotInCallersHand, { rules::toString(t), handText(seat) });
        }
        std::vector<Tile> tiles = ev.consumed;
        tiles.push_back(ev.tile);
        auto meld = rules::makeMeld(ev.meld, tiles);
        if (!meld)
            return fail(meld.error());
        for (std::size_t i = 0; i < meld->tiles.size(); ++i) {
            if (meld->tiles[i] == ev.tile) {
                meld->calledTile = static_cast<int>(i);
                break;
            }
        }
        meld->from = direction(seat, from, n);

        closeClaimWindow(s, rec.ruleset.riichiDeposit);
        breakIppatsu(s);
        s.callsMade = true;
        PlayerState &source = s.player(from);
        if (!source.river.empty())
            source.river.back().calledBy = static_cast<std::int8_t>(seat);
        p.closed = std::move(closed);
        p.drawn.reset();
        p.melds.push_back(std::move(*meld));
        p.meldSources.push_back(static_cast<std::int8_t>(from));
        s.turn = seat;
        if (ev.meld == MeldKind::Minkan) {
            ++s.kans;
            ++bySeat(s.kansBySeat, seat);
            s.phase = Phase::Replacement;
        } else {
            s.phase = Phase::Discard;
        }
        return std::nullopt;
    }

    std::optional<Error> closedKan()
    {
        const int seat = ev.seat;
        if (s.phase != Phase::Discard || seat != s.turn)
            return fail(phaseError(s, ErrorCode::WhenClosedKan));
        if (ev.consumed.size() != 4)
            return fail(ErrorCode::ClosedKanTileCount, { std::to_string(ev.consumed.size()) });
        PlayerState &p = s.player(seat);
        std::vector<Tile> closed = p.closed;
        for (const Tile &t : ev.consumed) {
            if (t.kind != ev.consumed.front().kind)
                return fail(ErrorCode::ClosedKanMixed, { rules::formatTiles(ev.consumed) });
            if (!removeTile(closed, t))
                return fail(ErrorCode::ClosedKanNotInHand,
                        { rules::kindToString(t.kind), handText(seat) });
        }
        auto meld = rules::makeMeld(MeldKind::Ankan, ev.consumed);
        if (!meld)
            return fail(meld.error());
        breakIppatsu(s);
        s.callsMade = true;
        p.closed = std::move(closed);
        p.drawn.reset();
        p.melds.push_back(std::move(*meld));
        p.meldSources.push_back(-1);
        ++s.kans;
        ++bySeat(s.kansBySeat, seat);
        s.phase = Phase::KanClaim; // only thirteen orphans may rob a closed kan
        s.lastDiscard = ev.consumed.front();
        s.lastDiscarder = seat;
        s.claimSource = EventType::ClosedKan;
        return std::nullopt;
    }

    std::optional<Error> addedKan()
    {
        const int seat = ev.seat;
        if (s.phase != Phase::Discard || seat != s.turn)
            return fail(phaseError(s, ErrorCode::WhenAddedKan));
        PlayerState &p = s.player(seat);
        auto pon = std::find_if(p.melds.begin(), p.melds.end(),
                [&](const Meld &m) { return m.kind == MeldKind::Pon && m.base() == ev.tile.kind; });
        if (pon == p.melds.end())
            return fail(ErrorCode::AddedKanWithoutPon, { rules::kindToString(ev.tile.kind) });
        std::vector<Tile> closed = p.closed;
        if (!removeTile(closed, ev.tile))
            return fail(ErrorCode::TileNotInHand, { rules::toString(ev.tile), handText(seat) });
        p.closed = std::move(closed);
        p.drawn.reset();
        pon->kind = MeldKind::Kakan;
        pon->tiles.push_back(ev.tile); // tiles[3] is the added tile
        s.callsMade = true;
        ++s.kans;
        ++bySeat(s.kansBySeat, seat);
        s.pendingIppatsuBreak = seat; // unless the tile is robbed (chankan)
        s.phase = Phase::KanClaim;
        s.lastDiscard = ev.tile;
        s.lastDiscarder = seat;
        s.claimSource = EventType::AddedKan;
        return std::nullopt;
    }

    std::optional<Error> northBonus()
    {
        const int seat = ev.seat;
        if (n != 3)
            return fail(ErrorCode::NorthBonusInFourPlayerGame);
        if (s.phase != Phase::Discard || seat != s.turn)
            return fail(phaseError(s, ErrorCode::WhenNorthBonus));
        if (ev.tile.kind != rules::kinds::North)
            return fail(ErrorCode::OnlyNorthAside, { rules::toString(ev.tile) });
        PlayerState &p = s.player(seat);
        if (!removeTile(p.closed, ev.tile))
            return fail(ErrorCode::NoNorthInHand, { handText(seat) });
        p.drawn.reset();
        p.northBonus.push_back(ev.tile);
        s.phase = Phase::KanClaim; // the north may be robbed like an added kan
        s.lastDiscard = ev.tile;
        s.lastDiscarder = seat;
        s.claimSource = EventType::NorthBonus;
        return std::nullopt;
    }

    std::optional<Error> riichiAccepted()
    {
        PlayerState &p = s.player(ev.seat);
        if (s.pendingRiichi == ev.seat) {
            acceptRiichi(s, ev.seat, rec.ruleset.riichiDeposit);
            return std::nullopt;
        }
        if (p.riichi == RiichiState::Accepted)
            return std::nullopt; // already placed when the next action came
        return fail(ErrorCode::RiichiNotDeclared, { std::to_string(ev.seat) });
    }

    std::optional<Error> newDora()
    {
        if (static_cast<int>(s.doraIndicators.size()) >= 1 + s.kans)
            return fail(ErrorCode::NewDoraWithoutKan,
                    { std::to_string(s.doraIndicators.size()), std::to_string(s.kans) });
        s.doraIndicators.push_back(ev.tile);
        return std::nullopt;
    }

    std::optional<Error> win()
    {
        if (ev.result < 0 || ev.result >= static_cast<int>(ky.wins.size()))
            return fail(ErrorCode::NoWinResult, { std::to_string(ev.result) });
        const WinResult &w = ky.wins[static_cast<std::size_t>(ev.result)];
        if (w.winner < 0 || w.winner >= n || w.from < 0 || w.from >= n)
            return fail(ErrorCode::WinWithoutSeats);
        PlayerState &p = s.player(w.winner);
        if (w.winner == w.from) {
            if (s.winners > 0)
                return fail(ErrorCode::TsumoAfterWin);
            if (s.phase != Phase::Discard || s.turn != w.winner || !p.drawn)
                return fail(phaseError(s, ErrorCode::WhenTsumo, { std::to_string(w.winner) }));
            s.phase = Phase::Ended;
        } else {
            if (s.phase != Phase::Claim && s.phase != Phase::KanClaim)
                return fail(phaseError(s, ErrorCode::WhenRon));
            if (w.from != s.lastDiscarder)
                return fail(ErrorCode::RonOnWrongSeat,
                        { std::to_string(w.from), std::to_string(s.lastDiscarder) });
            for (int i = 0; i < ev.result; ++i) {
                if (ky.wins[static_cast<std::size_t>(i)].winner == w.winner)
                    return fail(ErrorCode::WinsTwice, { std::to_string(w.winner) });
            }
            insertSorted(p.closed, s.lastDiscard);
            if (s.pendingRiichi == w.from)
                s.pendingRiichi = -1; // the riichi discard was ronned: no deposit
        }
        if (w.hasDeltas) {
            for (int seat = 0; seat < n; ++seat)
                s.player(seat).score += bySeat(w.deltas, seat);
        }
        if (s.winners == 0)
            s.riichiSticks = 0;
        ++s.winners;
        s.ended = true;
        return std::nullopt;
    }

    std::optional<Error> drawEnd()
    {
        if (!ky.draw)
            return fail(ErrorCode::DrawWithoutResult);
        const DrawKind kind = ky.draw->kind;
        switch (kind) {
        case DrawKind::Exhaustive:
        case DrawKind::NagashiMangan:
            if (s.phase != Phase::Claim || s.liveWall != 0)
                return fail(ErrorCode::ExhaustiveDrawWithTiles, { std::to_string(s.liveWall) });
            break;
        case DrawKind::NineTerminals:
            if (s.phase != Phase::Discard)
                return fail(phaseError(s, ErrorCode::WhenNineTerminals));
            break;
        case DrawKind::TripleRon:
            if (s.phase != Phase::Claim && s.phase != Phase::KanClaim)
                return fail(phaseError(s, ErrorCode::WhenTripleRon));
            s.pendingRiichi = -1;
            break;
        case DrawKind::FourWinds:
        case DrawKind::FourRiichi:
        case DrawKind::FourKans:
            if (s.phase != Phase::Claim)
                return fail(phaseError(s, ErrorCode::WhenAbortiveDraw));
            break;
        }
        if (kind != DrawKind::TripleRon)
            closeClaimWindow(s, rec.ruleset.riichiDeposit);
        if (ky.draw->hasDeltas) {
            for (int seat = 0; seat < n; ++seat)
                s.player(seat).score += bySeat(ky.draw->deltas, seat);
        }
        s.ended = true;
        s.phase = Phase::Ended;
        return std::nullopt;
    }
};

} // namespace

bool PlayerState::isClosed() const
{
    return std::all_of(melds.begin(), melds.end(), [](const Meld &m) { return !m.isOpen(); });
}

TileKind TableState::seatWind(int seat) const
{
    return static_cast<TileKind>(
            rules::kinds::East + rules::turnDistance(dealer, seat, playerCount));
}

TileKind TableState::roundWind() const
{
    return static_cast<TileKind>(rules::kinds::East + (round / 4) % 4);
}

std::string kyokuLabel(const Kyoku &kyoku)
{
    static constexpr char kWinds[] = { 'E', 'S', 'W', 'N' };
    return std::string(1, kWinds[(kyoku.round / 4) % 4]) + std::to_string(kyoku.round % 4 + 1) + "-"
            + std::to_string(kyoku.honba);
}

std::string describeEvent(const Event &event)
{
    std::string text = eventTypeName(event.type);
    if (event.type == EventType::Win) {
        text += " #" + std::to_string(event.result);
        return text;
    }
    if (event.seat >= 0)
        text += " by " + seatName(event.seat);
    switch (event.type) {
    case EventType::Draw:
    case EventType::Discard:
    case EventType::AddedKan:
    case EventType::NorthBonus:
    case EventType::NewDora: text += " (" + rules::toString(event.tile) + ")"; break;
    case EventType::Call:
        text += " (" + std::string(rules::meldKindName(event.meld)) + " "
                + rules::toString(event.tile) + " from " + seatName(event.from) + ")";
        break;
    case EventType::ClosedKan: text += " (" + rules::formatTiles(event.consumed) + ")"; break;
    default: break;
    }
    return text;
}

int initialLiveWall(int playerCount)
{
    return playerCount == 3 ? 108 - 14 - 13 * 3 : 136 - 14 - 13 * 4;
}

rules::Waits handWaits(const std::vector<Tile> &closed, const std::vector<rules::Meld> &melds)
{
    if (closed.size() % 3 != 1 || closed.size() + 3 * melds.size() != 13)
        return {};
    rules::TileCounts meldTiles{};
    for (const Meld &m : melds) {
        for (const Tile &t : m.tiles)
            ++meldTiles[t.kind];
    }
    return rules::waitsOf(rules::countKinds(closed), meldTiles, static_cast<int>(melds.size()));
}

Result<TableState> dealState(const Record &record, int kyoku)
{
    if (kyoku < 0 || kyoku >= static_cast<int>(record.kyoku.size()))
        return Error::of(ErrorCode::NoSuchKyoku, { std::to_string(kyoku) });
    return dealState(record, record.kyoku[static_cast<std::size_t>(kyoku)], kyoku);
}

Result<TableState> dealState(const Record &record, const Kyoku &k, int kyoku)
{
    const int n = record.playerCount == 3 ? 3 : 4;
    const auto atDeal = [&k](ErrorCode code, std::vector<std::string> args = {}) {
        return Error::of(code, std::move(args)).at(ErrorCode::AtKyokuDeal, { kyokuLabel(k) });
    };
    if (k.dealer < 0 || k.dealer >= n)
        return atDeal(ErrorCode::NoSuchDealer, { std::to_string(k.dealer) });
    if (k.doraIndicators.empty())
        return atDeal(ErrorCode::NoDoraIndicator);
    TableState s;
    s.kyoku = kyoku;
    s.playerCount = n;
    s.round = k.round;
    s.honba = k.honba;
    s.dealer = k.dealer;
    s.riichiSticks = k.riichiSticks;
    s.doraIndicators = k.doraIndicators;
    s.liveWall = initialLiveWall(n);
    s.turn = k.dealer;
    s.phase = Phase::Draw;
    rules::TileCounts counts{};
    for (const Tile &t : k.doraIndicators)
        ++counts[t.kind];
    for (int seat = 0; seat < n; ++seat) {
        const auto &hand = bySeat(k.hands, seat);
        if (hand.size() != 13)
            return atDeal(ErrorCode::DealtTileCount,
                    { std::to_string(seat), std::to_string(hand.size()) });
        PlayerState &p = s.player(seat);
        p.closed = hand;
        std::sort(p.closed.begin(), p.closed.end(), tileLess);
        p.score = bySeat(k.startScores, seat);
        for (const Tile &t : hand)
            ++counts[t.kind];
    }
    for (int kind = 0; kind < rules::kKindCount; ++kind) {
        if (counts[static_cast<std::size_t>(kind)] > 4)
            return atDeal(ErrorCode::TooManyDealt,
                    { std::to_string(counts[static_cast<std::size_t>(kind)]),
                            rules::kindToString(static_cast<TileKind>(kind)) });
    }
    return s;
}

std::optional<Error> applyNext(TableState &state, const Record &record)
{
    return applyNext(state, record, record.kyoku[static_cast<std::size_t>(state.kyoku)]);
}

std::optional<Error> applyNext(TableState &state, const Record &record, const Kyoku &k)
{
    if (state.step >= static_cast<int>(k.events.size()))
        return Error::of(ErrorCode::NoEventAfter, { std::to_string(state.step - 1) })
                .at(ErrorCode::AtKyoku, { kyokuLabel(k) });
    const Event &ev = k.events[static_cast<std::size_t>(state.step)];
    if (auto error = Applier(state, record, k, ev).run())
        return error;
    state.last.event = state.step;
    state.last.type = ev.type;
    state.last.seat = ev.type == EventType::Win && ev.result >= 0
                    && ev.result < static_cast<int>(k.wins.size())
            ? k.wins[static_cast<std::size_t>(ev.result)].winner
            : ev.seat;
    ++state.step;
    return std::nullopt;
}

PlayerAnalysis analysePlayer(const TableState &state, int seat)
{
    PlayerAnalysis a;
    const PlayerState &p = state.player(seat);
    std::vector<Tile> closed = p.closed;
    rules::TileCounts meldTiles{};
    for (const Meld &m : p.melds) {
        for (const Tile &t : m.tiles)
            ++meldTiles[t.kind];
    }
    const int meldCount = static_cast<int>(p.melds.size());
    if (closed.size() + 3 * p.melds.size() == 14 || closed.size() + 3 * p.melds.size() == 13)
        a.shanten = rules::shantenForms(rules::countKinds(closed), meldTiles, meldCount).best;
    if (closed.size() % 3 == 2 && p.drawn)
        removeTile(closed, *p.drawn);
    if (closed.size() % 3 == 1 && closed.size() + 3 * p.melds.size() == 13) {
        a.waits = rules::waitsOf(rules::countKinds(closed), meldTiles, meldCount);
        a.tenpai = a.waits.tenpai();
        if (a.tenpai) {
            const TileKind first = static_cast<TileKind>(std::countr_zero(a.waits.mask));
            const rules::RonCheck check = p.furiten.checkRon(a.waits, first);
            a.furiten = !check.allowed;
            a.furitenReason = check.reason;
            a.furitenCause = check.cause;
        }
    }
    return a;
}

// --- Replay ---

Replay::Replay(const Record &record) : m_record(&record)
{
    m_kyoku.resize(record.kyoku.size());
    int global = 0;
    for (std::size_t i = 0; i < record.kyoku.size(); ++i) {
        KyokuReplay &kr = m_kyoku[i];
        kr.firstGlobalStep = global;
        global += static_cast<int>(record.kyoku[i].events.size()) + 1;
        auto deal = dealState(record, static_cast<int>(i));
        if (!deal) {
            kr.error = deal.error();
            kr.reachable = 0;
            continue;
        }
        TableState s = std::move(*deal);
        kr.snapshots.push_back(s);
        const int events = static_cast<int>(record.kyoku[i].events.size());
        kr.reachable = events + 1;
        while (s.step < events) {
            if (auto error = applyNext(s, record)) {
                kr.error = std::move(error);
                kr.reachable = s.step + 1;
                break;
            }
            if (s.step % kSnapshotInterval == 0)
                kr.snapshots.push_back(s);
        }
    }
    m_totalSteps = global;
    for (const KyokuReplay &kr : m_kyoku) {
        if (!kr.snapshots.empty()) {
            m_state = kr.snapshots.front();
            break;
        }
    }
}

int Replay::stepCount(int kyoku) const
{
    if (kyoku < 0 || kyoku >= kyokuCount())
        return 0;
    return static_cast<int>(m_record->kyoku[static_cast<std::size_t>(kyoku)].events.size()) + 1;
}

int Replay::reachableSteps(int kyoku) const
{
    if (kyoku < 0 || kyoku >= kyokuCount())
        return 0;
    return m_kyoku[static_cast<std::size_t>(kyoku)].reachable;
}

const std::optional<Error> &Replay::error(int kyoku) const
{
    static const std::optional<Error> none;
    if (kyoku < 0 || kyoku >= kyokuCount())
        return none;
    return m_kyoku[static_cast<std::size_t>(kyoku)].error;
}

std::optional<Error> Replay::firstError() const
{
    for (const KyokuReplay &kr : m_kyoku) {
        if (kr.error)
            return kr.error;
    }
    return std::nullopt;
}

int Replay::globalStep() const
{
    if (m_kyoku.empty())
        return 0;
    return m_kyoku[static_cast<std::size_t>(m_state.kyoku)].firstGlobalStep + m_state.step;
}

std::pair<int, int> Replay::position(int globalStep) const
{
    for (int k = kyokuCount() - 1; k >= 0; --k) {
        const int first = m_kyoku[static_cast<std::size_t>(k)].firstGlobalStep;
        if (globalStep >= first)
            return { k, globalStep - first };
    }
    return { 0, globalStep };
}

std::optional<Error> Replay::seek(int kyoku, int step)
{
    if (kyoku < 0 || kyoku >= kyokuCount())
        return Error::of(ErrorCode::NoSuchKyoku, { std::to_string(kyoku) });
    if (step < 0 || step >= stepCount(kyoku))
        return Error::of(ErrorCode::NoSuchStep, { std::to_string(step) })
                .at(ErrorCode::AtKyoku,
                        { kyokuLabel(m_record->kyoku[static_cast<std::size_t>(kyoku)]) });
    const KyokuReplay &kr = m_kyoku[static_cast<std::size_t>(kyoku)];
    if (step >= kr.reachable)
        return kr.error;
    if (kyoku == m_state.kyoku && step == m_state.step && !kr.snapshots.empty())
        return std::nullopt;
    const bool forwardFromHere = kyoku == m_state.kyoku && step > m_state.step
            && step - m_state.step <= kSnapshotInterval;
    if (!forwardFromHere)
        m_state = kr.snapshots[static_cast<std::size_t>(step / kSnapshotInterval)];
    while (m_state.step < step) {
        if (auto error = applyNext(m_state, *m_record))
            return error; // cannot happen below `reachable`
    }
    return std::nullopt;
}

std::optional<Error> Replay::seekGlobal(int globalStep)
{
    if (globalStep < 0 || globalStep >= m_totalSteps)
        return Error::of(ErrorCode::NoSuchStep, { std::to_string(globalStep) });
    const auto [kyoku, step] = position(globalStep);
    return seek(kyoku, step);
}

std::optional<Error> Replay::next()
{
    if (m_state.step + 1 < stepCount(m_state.kyoku))
        return seek(m_state.kyoku, m_state.step + 1);
    if (m_state.kyoku + 1 < kyokuCount())
        return seek(m_state.kyoku + 1, 0);
    return Error::of(ErrorCode::EndOfGame);
}

std::optional<Error> Replay::previous()
{
    if (m_state.step > 0)
        return seek(m_state.kyoku, m_state.step - 1);
    if (m_state.kyoku > 0)
        return seek(m_state.kyoku - 1, std::max(0, reachableSteps(m_state.kyoku - 1) - 1));
    return Error::of(ErrorCode::StartOfGame);
}

} // namespace haifu::game
