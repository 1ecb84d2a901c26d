#include "insight/danger.h"

#include "rules/waits.h"

#include <algorithm>

namespace haifu::insight {

namespace {

using game::PlayerState;
using game::TableState;
using rules::kindBit;
using rules::KindMask;

// What the seat can see: copies of each kind and the dora.
struct View
{
    std::array<std::uint8_t, rules::kKindCount> visible{};
    std::array<std::uint8_t, rules::kKindCount> doraValue{}; // indicators pointing at the kind
    bool threePlayer = false;

    // Copies of a kind in the game: none of 2m..8m in three-player games.
    [[nodiscard]] int copies(TileKind k) const
    {
        const bool missing = threePlayer && rules::suitOf(k) == rules::Suit::Man
                && rules::numberOf(k) >= 2 && rules::numberOf(k) <= 8;
        return missing ? 0 : 4;
    }
    [[nodiscard]] int unseen(TileKind k) const { return std::max(0, copies(k) - visible[k]); }
};

View viewOf(const TableState &state, int seat)
{
    View v;
    v.threePlayer = state.playerCount == 3;
    for (const rules::Tile &t : state.player(seat).closed)
        ++v.visible[t.kind];
    for (int s = 0; s < state.playerCount; ++s) {
        const PlayerState &p = state.player(s);
        for (const game::RiverTile &r : p.river) {
            if (!r.calledAway())
                ++v.visible[r.tile.kind];
        }
        for (const rules::Meld &m : p.melds) {
            for (const rules::Tile &t : m.tiles)
                ++v.visible[t.kind];
        }
        for (const rules::Tile &t : p.northBonus)
            ++v.visible[t.kind];
    }
    for (const rules::Tile &t : state.doraIndicators) {
        ++v.visible[t.kind];
        ++v.doraValue[rules::doraFromIndicator(t.kind, v.threePlayer)];
    }
    return v;
}

// What one threat shows: the kinds it cannot ron and what its river says.
struct ThreatView
{
    KindMask river = 0;
    KindMask passedAfterRiichi = 0;
    KindMask passedThisTurn = 0;
    KindMask earlyOutside = 0; // 2s and 8s among the first 6 discards, before any riichi
    int riichiKind = -1; // the riichi tile's kind when it is the kind's only copy in the river

    [[nodiscard]] KindMask safe() const { return river | passedAfterRiichi | passedThisTurn; }
};

ThreatView threatViewOf(const TableState &state, int threatSeat)
{
    const PlayerState &p = state.player(threatSeat);
    ThreatView t;
    t.river = p.furiten.river();
    for (const game::RiverTile &r : p.river)
        t.river |= kindBit(r.tile.kind);
    if (p.inRiichi())
        t.passedAfterRiichi = p.furiten.passedSinceRiichi() & ~t.river;
    t.passedThisTurn = p.furiten.passedSinceDiscard() & ~(t.river | t.passedAfterRiichi);
    const int early = std::min<int>(6, p.riichiTile >= 0 ? p.riichiTile : 6);
    for (int i = 0; i < early && i < static_cast<int>(p.river.size()); ++i) {
        const TileKind k = p.river[static_cast<std::size_t>(i)].tile.kind;
        if (!rules::isHonor(k) && (rules::numberOf(k) == 2 || rules::numberOf(k) == 8))
            t.earlyOutside |= kindBit(k);
    }
    if (p.riichiTile >= 0 && p.riichiTile < static_cast<int>(p.river.size())) {
        const TileKind k = p.river[static_cast<std::size_t>(p.riichiTile)].tile.kind;
        const auto same = std::count_if(p.river.begin(), p.river.end(),
                [k](const game::RiverTile &r) { return r.tile.kind == k; });
        if (same == 1)
            t.riichiKind = k;
    }
    return t;
}

// One two-sided shape that can win on the tile: k+1,k+2 (waits k and k+3) or k-2,k-1 (waits
// k-3 and k).
enum class SideState : std::uint8_t { Open, OneChance, Suji, Wall };

struct Side
{
    SideState state = SideState::Open;
    TileKind blocker = 0; // the suji tile, the wall kind or the one-chance kind
    KindMask shape = 0; // the two kinds of the shape
};

Side evaluateSide(const View &v, const ThreatView &t, TileKind a, TileKind b, TileKind partner)
{
    Side side;
    side.shape = kindBit(a) | kindBit(b);
    if ((t.safe() & kindBit(partner)) != 0) {
        side.state = SideState::Suji;
        side.blocker = partner;
        return side;
    }
    const TileKind fewer = v.unseen(a) <= v.unseen(b) ? a : b;
    const int left = v.unseen(fewer);
    side.blocker = fewer;
    side.state = left == 0 ? SideState::Wall : left == 1 ? SideState::OneChance : SideState::Open;
    return side;
}

// The shapes of a suited kind: its sides and whether a closed or edge wait can still hit it.
struct Shapes
{
    rules::FixedVector<Side, 2> sides;
    bool closedWait = false; // kanchan or penchan
};

Shapes shapesOf(const View &v, const ThreatView &t, TileKind k)
{
    Shapes s;
    const int n = rules::numberOf(k);
    // Three players: 2m..8m do not exist, so 1m and 9m have no side (like an honour).
    if (n <= 6 && v.copies(k + 1) > 0)
        s.sides.push_back(evaluateSide(v, t, k + 1, k + 2, k + 3));
    if (n >= 4 && v.copies(k - 1) > 0)
        s.sides.push_back(evaluateSide(v, t, k - 2, k - 1, k - 3));
    const auto has = [&v](int kind) { return v.unseen(static_cast<TileKind>(kind)) > 0; };
    if (n >= 2 && n <= 8 && has(k - 1) && has(k + 1))
        s.closedWait = true;
    if ((n == 3 && has(k - 2) && has(k - 1)) || (n == 7 && has(k + 1) && has(k + 2)))
        s.closedWait = true;
    return s;
}

int countSides(const Shapes &s, SideState state)
{
    return static_cast<int>(std::count_if(s.sides.begin(), s.sides.end(),
            [state](const Side &side) { return side.state == state; }));
}

void addKind(TileSafety &out, TileKind k)
{
    for (std::uint8_t i = 0; i < out.kindCount; ++i) {
        if (out.kinds[i] == k)
            return;
    }
    if (out.kindCount < out.kinds.size())
        out.kinds[out.kindCount++] = k;
}

// The blockers of the sides in `state`, into out.kinds.
void addBlockers(TileSafety &out, const Shapes &s, SideState state)
{
    for (const Side &side : s.sides) {
        if (side.state == state)
            addKind(out, side.blocker);
    }
}

void set(TileSafety &out, SafetyTier tier, SafetyReason reason)
{
    out.tier = tier;
    out.reason = reason;
}

// A kind no sequence wait can hit: single and pair waits only (or nothing).
void classifyPairOnly(TileSafety &out, const View &v, const Shapes &s, TileKind k)
{
    const int unseen = v.unseen(k);
    if (unseen == 0)
        return set(out, SafetyTier::NearlySafe, SafetyReason::NoCopyLeft);
    if (unseen == 1)
        return set(out, SafetyTier::NearlySafe, SafetyReason::SingleWaitOnly);
    if (s.sides.empty()) { // an honour, or 1m/9m with three players
        if (v.visible[k] >= 2)
            return set(out, SafetyTier::PairWaitsOnly, SafetyReason::HonourTwoSeen);
        return set(out, SafetyTier::Outer, SafetyReason::HonourFewSeen);
    }
    addBlockers(out, s, SideState::Suji);
    addBlockers(out, s, SideState::Wall);
    if (countSides(s, SideState::Suji) == 0)
        return set(out, SafetyTier::PairWaitsOnly, SafetyReason::NoChance);
    set(out, SafetyTier::PairWaitsOnly,
            rules::isTerminal(k) ? SafetyReason::SujiTerminal : SafetyReason::Suji);
}

// A suited kind that some sequence wait can still hit.
void classifySequence(TileSafety &out, const Shapes &s, TileKind k)
{
    const int open = countSides(s, SideState::Open);
    const int n = rules::numberOf(k);
    if (open == 0) {
        if (countSides(s, SideState::OneChance) > 0) {
            addBlockers(out, s, SideState::OneChance);
            addBlockers(out, s, SideState::Suji);
            return set(out, SafetyTier::NoTwoSided, SafetyReason::OneChance);
        }
        addBlockers(out, s, SideState::Suji);
        addBlockers(out, s, SideState::Wall);
        return set(out, SafetyTier::NoTwoSided,
                countSides(s, SideState::Suji) > 0 ? SafetyReason::Suji : SafetyReason::NoChance);
    }
    if (n == 1 || n == 9)
        return set(out, SafetyTier::Outer, SafetyReason::TerminalNoSuji);
    if (n == 2 || n == 3 || n == 7 || n == 8)
        return set(out, SafetyTier::OneSideOpen, SafetyReason::NoSuji);
    if (open == 1) {
        for (const Side &side : s.sides) {
            if (side.state != SideState::Open)
                addKind(out, side.blocker);
        }
        return set(out, SafetyTier::OneSideOpen, SafetyReason::HalfSuji);
    }
    set(out, SafetyTier::BothSidesOpen, SafetyReason::NoSujiMiddle);
}

std::uint8_t notesOf(const View &v, const ThreatView &t, const Shapes &s, TileKind k)
{
    std::uint8_t notes = 0;
    if (v.doraValue[k] > 0)
        notes |= NoteDora;
    if (!rules::isHonor(k)) {
        const int n = rules::numberOf(k);
        if ((n > 1 && v.doraValue[k - 1] > 0) || (n < 9 && v.doraValue[k + 1] > 0))
            notes |= NoteNextToDora;
    }
    bool anyLive = false;
    bool allEarly = true;
    for (const Side &side : s.sides) {
        if (side.state == SideState::Suji && t.riichiKind == side.blocker)
            notes |= NoteRiichiTileSuji;
        if (side.state == SideState::Open || side.state == SideState::OneChance) {
            anyLive = true;
            allEarly = allEarly && (side.shape & t.earlyOutside) != 0;
        }
    }
    if (anyLive && allEarly)
        notes |= NoteEarlyOutside;
    return notes;
}

TileSafety classify(const View &v, const ThreatView &t, TileKind k)
{
    TileSafety out;
    out.visible = v.visible[k];
    if ((t.safe() & kindBit(k)) != 0) {
        out.tier = SafetyTier::Genbutsu;
        out.reason = (t.river & kindBit(k)) != 0          ? SafetyReason::OwnRiver
                : (t.passedAfterRiichi & kindBit(k)) != 0 ? SafetyReason::PassedAfterRiichi
                                                          : SafetyReason::PassedThisTurn;
        if (v.doraValue[k] > 0)
            out.notes |= NoteDora;
        return out;
    }
    Shapes s;
    if (!rules::isHonor(k))
        s = shapesOf(v, t, k);
    const bool sequence = s.closedWait
            || countSides(s, SideState::Open) + countSides(s, SideState::OneChance) > 0;
    if (sequence)
        classifySequence(out, s, k);
    else
        classifyPairOnly(out, v, s, k);
    out.notes = notesOf(v, t, s, k);
    return out;
}

int orderKey(const TileSafety &s)
{
    return static_cast<int>(s.tier) * 16 + (s.has(NoteDora) ? 8 : 0)
            + (s.has(NoteNextToDora) ? 4 : 0) + (s.has(NoteRiichiTileSuji) ? 2 : 0)
            + (s.has(NoteEarlyOutside) ? 0 : 1);
}

int meldDora(const TableState &state, const PlayerState &p)
{
    const bool three = state.playerCount == 3;
    int dora = 0;
    for (const rules::Meld &m : p.melds) {
        for (const rules::Tile &t : m.tiles) {
            dora += t.red ? 1 : 0;
            for (const rules::Tile &ind : state.doraIndicators)
                dora += rules::doraFromIndicator(ind.kind, three) == t.kind ? 1 : 0;
        }
    }
    return dora;
}

bool yakuhaiPon(const TableState &state, int seat, const PlayerState &p)
{
    for (const rules::Meld &m : p.melds) {
        const TileKind k = m.base();
        if (!m.isSequence() && rules::isValueHonour(k, state.seatWind(seat), state.roundWind()))
            return true;
    }
    return false;
}

bool flushLook(const PlayerState &p)
{
    int suit = -1;
    for (const rules::Meld &m : p.melds) {
        if (rules::isHonor(m.base()))
            continue;
        const int s = static_cast<int>(rules::suitOf(m.base()));
        if (suit >= 0 && s != suit)
            return false;
        suit = s;
    }
    if (suit < 0 || p.river.size() < 6)
        return false;
    const auto inSuit = std::count_if(p.river.begin(), p.river.end(),
            [suit](const auto &r) { return static_cast<int>(r.tile.suit()) == suit; });
    return inSuit <= 1;
}

} // namespace

bool saferThan(const TileSafety &a, const TileSafety &b)
{
    return orderKey(a) < orderKey(b);
}

std::optional<Threat> threatOf(const game::TableState &state, int seat)
{
    if (seat < 0 || seat >= state.playerCount)
        return std::nullopt;
    const PlayerState &p = state.player(seat);
    if (p.inRiichi())
        return Threat{ seat, ThreatKind::Riichi, 0 };
    if (p.isClosed())
        return std::nullopt;
    std::uint8_t signs = 0;
    if (p.melds.size() >= 2)
        signs |= SignTwoMelds;
    if (meldDora(state, p) >= 2)
        signs |= SignDoraMelds;
    if (p.river.size() >= 6 && yakuhaiPon(state, seat, p))
        signs |= SignYakuhaiPon;
    if (flushLook(p))
        signs |= SignFlushLook;
    if (signs == 0)
        return std::nullopt;
    return Threat{ seat, ThreatKind::OpenHand, signs };
}

const TileDanger *HandDanger::find(TileKind kind) const
{
    for (const TileDanger &t : tiles) {
        if (t.kind == kind)
            return &t;
    }
    return nullptr;
}

HandDanger assessDanger(const game::TableState &state, int seat)
{
    HandDanger out;
    out.seat = seat;
    if (seat < 0 || seat >= state.playerCount)
        return out;
    for (const ThreatKind kind : { ThreatKind::Riichi, ThreatKind::OpenHand }) {
        for (int opp = 0; opp < state.playerCount; ++opp) {
            const auto threat = opp == seat ? std::nullopt : threatOf(state, opp);
            if (threat && threat->kind == kind)
                out.threats.push_back(*threat);
        }
    }
    const View view = viewOf(state, seat);
    std::array<ThreatView, 3> threatViews{};
    // At most three threats (FixedVector<Threat, 3>); the bound is spelled out for the optimiser.
    const std::size_t threats = std::min(out.threats.size(), threatViews.size());
    for (std::size_t i = 0; i < threats; ++i)
        threatViews[i] = threatViewOf(state, out.threats[i].seat);
    for (const rules::Tile &tile : state.player(seat).closed) {
        if (!out.tiles.empty() && out.tiles.back().kind == tile.kind)
            continue;
        TileDanger danger;
        danger.kind = tile.kind;
        for (std::size_t i = 0; i < threats; ++i) {
            danger.against[i] = classify(view, threatViews[i], tile.kind);
            if (danger.worst < 0
                    || saferThan(danger.against[static_cast<std::size_t>(danger.worst)],
                            danger.against[i]))
                danger.worst = static_cast<int>(i);
        }
        out.tiles.push_back(danger);
    }
    return out;
}

TileSafety safetyOf(const game::TableState &state, int seat, int threatSeat, TileKind kind)
{
    if (seat < 0 || seat >= state.playerCount || threatSeat < 0 || threatSeat >= state.playerCount
            || kind >= rules::kKindCount)
        return {};
    return classify(viewOf(state, seat), threatViewOf(state, threatSeat), kind);
}

namespace {

// The tile a discard-like event offers to the others, if it is one.
std::optional<rules::Tile> offeredTile(const game::Event &ev)
{
    switch (ev.type) {
    case game::EventType::Discard:
    case game::EventType::AddedKan:
    case game::EventType::NorthBonus: return ev.tile;
    case game::EventType::ClosedKan: return ev.consumed.empty() ? ev.tile : ev.consumed.front();
    default: return std::nullopt;
    }
}

// The last tile offered and how safe it was against each seat then in riichi.
struct Offer
{
    bool valid = false;
    int step = 0;
    int discarder = -1;
    rules::Tile tile;
    bool kan = false;
    std::array<bool, 4> riichi{};
    std::array<TileSafety, 4> safety{};
};

Offer offerOf(const TableState &state, const game::Event &ev, rules::Tile tile)
{
    Offer offer;
    offer.valid = true;
    offer.step = state.step;
    offer.discarder = ev.seat;
    offer.tile = tile;
    offer.kan = ev.type != game::EventType::Discard;
    for (int s = 0; s < state.playerCount; ++s) {
        if (s == ev.seat || !state.player(s).inRiichi())
            continue;
        offer.riichi[static_cast<std::size_t>(s)] = true;
        offer.safety[static_cast<std::size_t>(s)] = safetyOf(state, ev.seat, s, tile.kind);
    }
    return offer;
}

void dealInsOfKyoku(const game::Record &record, int kyoku, std::vector<DealIn> &out)
{
    auto dealt = game::dealState(record, kyoku);
    if (!dealt)
        return;
    TableState state = std::move(*dealt);
    const game::Kyoku &ky = record.kyoku[static_cast<std::size_t>(kyoku)];
    Offer offer;
    while (state.step < static_cast<int>(ky.events.size())) {
        const game::Event &ev = ky.events[static_cast<std::size_t>(state.step)];
        if (const auto tile = offeredTile(ev)) {
            offer = offerOf(state, ev, *tile);
        } else if (ev.type == game::EventType::Win && ev.result >= 0
                && ev.result < static_cast<int>(ky.wins.size())) {
            const game::WinResult &win = ky.wins[static_cast<std::size_t>(ev.result)];
            if (offer.valid && win.from != win.winner && win.from == offer.discarder
                    && win.winner >= 0 && win.winner < 4
                    && offer.riichi[static_cast<std::size_t>(win.winner)])
                out.push_back({ kyoku, offer.step, offer.discarder, win.winner, offer.tile,
                        offer.kan, offer.safety[static_cast<std::size_t>(win.winner)] });
        } else if (ev.type == game::EventType::Draw || ev.type == game::EventType::Call) {
            offer.valid = false; // the claim window closed
        }
        if (game::applyNext(state, record))
            return;
    }
}

} // namespace

std::vector<DealIn> flaggedDealIns(const game::Record &record)
{
    std::vector<DealIn> out;
    for (int k = 0; k < static_cast<int>(record.kyoku.size()); ++k)
        dealInsOfKyoku(record, k, out);
    return out;
}

std::string_view tierName(SafetyTier tier)
{
    static constexpr std::array<std::string_view, kSafetyTierCount> kNames = { "genbutsu",
        "nearly_safe", "pair_waits_only", "no_two_sided", "outer", "one_side_open",
        "both_sides_open" };
    return kNames[static_cast<std::size_t>(tier)];
}

std::string_view reasonName(SafetyReason reason)
{
    static constexpr std::array<std::string_view, kSafetyReasonCount> kNames = { "own_river",
        "passed_after_riichi", "passed_this_turn", "no_copy_left", "single_wait_only",
        "honour_two_seen", "suji_terminal", "no_chance", "suji", "one_chance", "honour_few_seen",
        "terminal_no_suji", "no_suji", "half_suji", "no_suji_middle" };
    return kNames[static_cast<std::size_t>(reason)];
}

} // namespace haifu::insight
