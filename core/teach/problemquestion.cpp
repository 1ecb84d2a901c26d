// problemFromQuestion (teach/problem.h): a quiz question Haifu made, set at a table. The
// question's player is seat 0; the seat that offers a tile to ron holds filler tiles (honours
// first, never a five) so that the position checks, and the engine's answer is the teacher's.

#include "rules/settlement.h"
#include "rules/waits.h"
#include "teach/problem.h"

#include <algorithm>

namespace haifu::teach {

using rules::Meld;
using rules::TileCounts;
using rules::TileKind;

namespace {

// Plain tiles not yet on the table, handed out from the honours down.
class Filler
{
public:
    explicit Filler(int players) : m_players(players) { }

    void use(const Tile &t)
    {
        if (t.kind < rules::kKindCount)
            ++m_used[t.kind];
    }
    void use(const std::vector<Tile> &tiles)
    {
        for (const Tile &t : tiles)
            use(t);
    }
    // A tile of a kind outside `avoid`, or nothing when none is left.
    std::optional<Tile> take(rules::KindMask avoid = 0)
    {
        for (int k = rules::kKindCount - 1; k >= 0; --k) {
            const auto kind = static_cast<TileKind>(k);
            const bool sanmaGap = m_players == 3 && k >= 1 && k <= 7;
            if (sanmaGap || (rules::numberOf(kind) == 5 && !rules::isHonor(kind))
                    || (avoid & rules::kindBit(kind)) || m_used[kind] >= 4)
                continue;
            ++m_used[kind];
            return Tile{ kind, false };
        }
        return std::nullopt;
    }

private:
    int m_players;
    TileCounts m_used{};
};

int sourceSeat(const Meld &m, int seat, int n)
{
    if (!m.isOpen())
        return -1;
    switch (m.from) {
    case rules::CalledFrom::Right: return (seat + 1) % n;
    case rules::CalledFrom::Across: return (seat + 2) % n;
    case rules::CalledFrom::Left: return (seat + n - 1) % n;
    case rules::CalledFrom::None: break;
    }
    return m.kind == rules::MeldKind::Chi ? (seat + n - 1) % n : (seat + 1) % n;
}

// The table around the question's player (seat 0): winds, counters, dora, the hand's melds.
Position tableFor(const quiz::Question &q, Filler &filler)
{
    Position p;
    p.playerCount = q.ruleset.players == 3 ? 3 : 4;
    const auto presets = rules::presetNames();
    if (std::find(presets.begin(), presets.end(), q.rulesPreset) != presets.end())
        p.rulesPreset = q.rulesPreset;
    const int n = p.playerCount;
    const int wind = (q.situation.seatWind - rules::kinds::East + n) % n;
    p.dealer = (n - wind) % n;
    p.round = (q.situation.roundWind - rules::kinds::East) % 4;
    p.honba = q.situation.honba;
    p.deposits = q.situation.riichiSticks;
    p.liveWall = n == 3 ? 40 : 50;
    SeatPosition &s = p.seat(0);
    s.melds = q.hand.melds;
    for (const Meld &m : s.melds)
        s.meldSources.push_back(static_cast<std::int8_t>(sourceSeat(m, 0, n)));
    filler.use(q.hand.closed);
    for (const Meld &m : s.melds)
        filler.use(m.tiles);
    p.doraIndicators = q.situation.doraIndicators;
    filler.use(p.doraIndicators);
    filler.use(q.situation.uraIndicators);
    if (p.doraIndicators.empty()) {
        if (auto t = filler.take())
            p.doraIndicators.push_back(*t);
    }
    return p;
}

// The seat that offers `tile` to seat 0: 13 filler tiles and the tile last in its river.
void offer(Position &p, int seat, Tile tile, Filler &filler)
{
    SeatPosition &s = p.seat(seat);
    for (int i = 0; i < 13; ++i) {
        if (auto t = filler.take())
            s.closed.push_back(*t);
    }
    std::sort(s.closed.begin(), s.closed.end(),
            [](const Tile &a, const Tile &b) { return a.kind < b.kind; });
    s.river.push_back(game::RiverTile{ tile, false, false, -1 });
    p.turn = seat;
    p.phase = Phase::Claim;
}

rules::KindMask waitMask(const rules::Hand &hand)
{
    return rules::waitsOf(
            hand.closedCounts(), rules::meldTileCounts(hand), static_cast<int>(hand.melds.size()))
            .mask;
}

std::optional<Error> setUpWin(const quiz::Question &q, Problem &problem, Filler &filler)
{
    const rules::Situation &sit = q.situation;
    if (sit.rinshan || sit.chankan)
        return Error::of(ErrorCode::ProblemNotInPosition, { sit.rinshan ? "rinshan" : "chankan" });
    Position &p = problem.position;
    SeatPosition &s = p.seat(0);
    s.closed = q.hand.closed;
    problem.tsumo = sit.tsumo;
    problem.uraIndicators = sit.uraIndicators;
    rules::Hand waiting = q.hand;
    auto win = std::find(waiting.closed.begin(), waiting.closed.end(), sit.winTile);
    if (win == waiting.closed.end())
        return Error::of(ErrorCode::WinTileNotInHand, { rules::toString(sit.winTile) });
    waiting.closed.erase(win);
    if (!(sit.tenhou || sit.chiihou || sit.renhou)) {
        auto t = filler.take(waitMask(waiting));
        if (t)
            s.river.push_back(game::RiverTile{ *t, false, sit.inRiichi(), -1 });
    }
    s.riichi = sit.inRiichi() && !s.river.empty();
    s.doubleRiichi = s.riichi && sit.doubleRiichi;
    s.ippatsu = s.riichi && sit.ippatsu;
    for (int i = 0; i < sit.northBonus && p.playerCount == 3; ++i)
        s.northBonus.push_back(Tile{ rules::kinds::North, false });
    if (sit.haitei || sit.houtei)
        p.liveWall = 0;
    if (sit.tsumo) {
        s.drawn = sit.winTile;
        p.turn = 0;
        p.phase = Phase::Discard;
    } else {
        s.closed = waiting.closed;
        offer(p, 1, sit.winTile, filler);
    }
    return std::nullopt;
}

void setUpFuriten(const quiz::Question &q, Problem &problem, Filler &filler)
{
    Position &p = problem.position;
    const int n = p.playerCount;
    SeatPosition &s = p.seat(0);
    s.closed = q.hand.closed;
    bool riichi = false;
    for (const quiz::TimelineEvent &e : q.furiten.timeline) {
        if (e.type == quiz::TimelineType::OwnDiscard) {
            s.river.push_back(game::RiverTile{
                    e.tile, false, e.riichi, static_cast<std::int8_t>(e.calledAway ? 1 : -1) });
            filler.use(e.tile);
            s.passedSinceDiscard.clear();
            riichi = riichi || e.riichi;
            continue;
        }
        const int from = std::clamp(e.from, 1, n - 1);
        p.seat(from).river.push_back(game::RiverTile{ e.tile, false, false, -1 });
        filler.use(e.tile);
        const auto add = [&e](std::vector<TileKind> &kinds) {
            if (std::find(kinds.begin(), kinds.end(), e.tile.kind) == kinds.end())
                kinds.push_back(e.tile.kind);
        };
        add(s.passedSinceDiscard);
        if (riichi)
            add(s.passedSinceRiichi);
    }
    std::sort(s.passedSinceDiscard.begin(), s.passedSinceDiscard.end());
    std::sort(s.passedSinceRiichi.begin(), s.passedSinceRiichi.end());
    s.riichi = riichi;
    filler.use(q.furiten.ronTile);
    const int from = q.furiten.ronFrom == 3 ? n - 1 : std::clamp(q.furiten.ronFrom, 1, n - 1);
    offer(p, from, q.furiten.ronTile, filler);
}

} // namespace

Result<Problem> problemFromQuestion(const quiz::Question &question)
{
    Problem problem;
    Filler filler(question.ruleset.players == 3 ? 3 : 4);
    problem.position = tableFor(question, filler);
    problem.seat = 0;
    switch (question.kind) {
    case quiz::Kind::Efficiency:
        problem.kind = ProblemKind::Discard;
        problem.position.seat(0).closed = question.hand.closed;
        break;
    case quiz::Kind::Furiten:
        problem.kind = ProblemKind::Furiten;
        setUpFuriten(question, problem, filler);
        break;
    case quiz::Kind::Yaku:
    case quiz::Kind::Fu:
    case quiz::Kind::Points:
        problem.kind = ProblemKind::Win;
        if (auto e = setUpWin(question, problem, filler))
            return std::move(*e).at(ErrorCode::AtField, { "situation" });
        break;
    case quiz::Kind::Waits:
        return Error::of(ErrorCode::ProblemFromWaits).at(ErrorCode::AtField, { "kind" });
    case quiz::Kind::Defence: // the drills have no problem form yet
    case quiz::Kind::Conditions:
    case quiz::Kind::Shanten:
    case quiz::Kind::DiscardEv:
        return Error::of(ErrorCode::ProblemNotInPosition).at(ErrorCode::AtField, { "kind" });
    }
    auto engine = engineAnswer(problem);
    if (!engine)
        return engine.error();
    problem.answers = engine->answers;
    if (auto e = checkProblem(problem))
        return *e;
    return problem;
}

} // namespace haifu::teach
