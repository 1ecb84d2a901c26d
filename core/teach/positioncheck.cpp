// checkPosition: what is wrong with a composed position (teach/position.h).

#include "teach/position.h"

#include "rules/ruleset.h"
#include "rules/settlement.h"

#include <algorithm>

namespace haifu::teach {

using rules::Meld;
using rules::MeldKind;
using rules::TileKind;

namespace {

std::string num(int value)
{
    return std::to_string(value);
}

Error atSeat(Error error, int seat)
{
    return std::move(error).at(ErrorCode::AtSeat, { num(seat) });
}

Error atField(Error error, std::string field)
{
    return std::move(error).at(ErrorCode::AtField, { std::move(field) });
}

std::optional<Error> checkRange(std::string field, int value, int low, int high)
{
    if (value >= low && value <= high)
        return std::nullopt;
    return atField(Error::of(ErrorCode::OutOfRangeBetween, { num(value), num(low), num(high) }),
            std::move(field));
}

std::optional<Error> checkTable(const Position &p)
{
    if (p.playerCount != 3 && p.playerCount != 4)
        return atField(Error::of(ErrorCode::PlayersThreeOrFour), "players");
    const auto presets = rules::presetNames();
    if (std::find(presets.begin(), presets.end(), p.rulesPreset) == presets.end()) {
        std::string known;
        for (std::string_view name : presets)
            known += (known.empty() ? "" : ", ") + std::string(name);
        return atField(Error::of(ErrorCode::UnknownPreset, { p.rulesPreset, known }), "rules");
    }
    const int n = p.playerCount;
    if (auto e = checkRange("round", p.round, 0, 3))
        return e;
    if (p.dealer < 0 || p.dealer >= n)
        return atField(
                Error::of(ErrorCode::SeatOutOfRangeFor, { num(p.dealer), num(n) }), "dealer");
    if (p.turn < 0 || p.turn >= n)
        return atField(Error::of(ErrorCode::SeatOutOfRangeFor, { num(p.turn), num(n) }), "turn");
    if (auto e = checkRange("honba", p.honba, 0, 999))
        return e;
    if (auto e = checkRange("deposits", p.deposits, 0, 999))
        return e;
    if (auto e = checkRange("wall", p.liveWall, 0, game::initialLiveWall(n)))
        return e;
    if (p.doraIndicators.empty())
        return atField(Error::of(ErrorCode::NoDoraIndicator), "dora");
    if (p.doraIndicators.size() > 5)
        return atField(
                Error::of(ErrorCode::TooManyDoraIndicators, { num(int(p.doraIndicators.size())) }),
                "dora");
    SeatPosition fourth = p.seat(3);
    fourth.score = SeatPosition{}.score;
    if (n == 3 && !(fourth == SeatPosition{}))
        return atSeat(Error::of(ErrorCode::PositionSeatNotEmpty), 3);
    return std::nullopt;
}

// Every tile on the table once: hands, melds, rivers (tiles called away are in a meld), norths
// set aside and the dora indicators.
std::optional<Error> checkTileCounts(const Position &p)
{
    std::array<int, rules::kKindCount> counts{};
    std::array<int, 3> reds{};
    bool badKind = false;
    const auto add = [&](const Tile &t) {
        if (t.kind >= rules::kKindCount) {
            badKind = true;
            return;
        }
        ++counts[t.kind];
        if (t.red && t.kind < 27)
            ++reds[static_cast<std::size_t>(t.kind / 9)];
    };
    for (const Tile &t : p.doraIndicators)
        add(t);
    for (int i = 0; i < p.playerCount; ++i) {
        const SeatPosition &s = p.seat(i);
        std::for_each(s.closed.begin(), s.closed.end(), add);
        std::for_each(s.northBonus.begin(), s.northBonus.end(), add);
        for (const Meld &m : s.melds)
            std::for_each(m.tiles.begin(), m.tiles.end(), add);
        for (const game::RiverTile &r : s.river) {
            if (!r.calledAway())
                add(r.tile);
        }
    }
    if (badKind)
        return Error::of(ErrorCode::TileKindOutOfRange);
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        const int c = counts[static_cast<std::size_t>(k)];
        const std::string name = rules::kindToString(kind);
        if (c > 4)
            return atField(Error::of(ErrorCode::PositionTooManyCopies, { num(c), name }), name);
        if (c > 0 && p.playerCount == 3 && k >= 1 && k <= 7)
            return atField(Error::of(ErrorCode::NotInThreePlayerSet, { name }), name);
    }
    auto ruleset = rules::presetRuleset(p.rulesPreset);
    const int redFives = ruleset ? ruleset->redFives : 3;
    for (std::size_t suit = 0; suit < 3; ++suit) {
        const int allowed = redFives == 0 ? 0 : (redFives == 4 && suit == 1 ? 2 : 1);
        const Tile red{ static_cast<TileKind>(suit * 9 + 4), true };
        if (reds[suit] > allowed)
            return atField(
                    Error::of(ErrorCode::TooManyRedFives,
                            { num(reds[suit]), rules::toString(red), num(allowed), num(redFives) }),
                    rules::toString(red));
    }
    return std::nullopt;
}

std::optional<Error> checkMelds(const Position &p, int seat)
{
    const SeatPosition &s = p.seat(seat);
    const int n = p.playerCount;
    if (s.melds.size() > 4)
        return atField(Error::of(ErrorCode::TooManyMelds, { num(int(s.melds.size())) }), "melds");
    if (s.meldSources.size() != s.melds.size())
        return atField(Error::of(ErrorCode::PositionMeldSources,
                               { num(int(s.meldSources.size())), num(int(s.melds.size())) }),
                "melds");
    for (std::size_t i = 0; i < s.melds.size(); ++i) {
        const Meld &m = s.melds[i];
        const std::string kind(rules::meldKindName(m.kind));
        const int source = s.meldSources[i];
        const auto field = "meld " + num(int(i) + 1);
        std::vector<Tile> tiles = m.tiles;
        if (m.kind == MeldKind::Kakan && tiles.size() == 4)
            tiles.pop_back(); // the added tile: the rest is the pon
        auto made = rules::makeMeld(
                m.kind == MeldKind::Kakan ? MeldKind::Pon : m.kind, std::move(tiles));
        if (!made)
            return atField(made.error(), field);
        if (m.kind == MeldKind::Kakan && (m.tiles.size() != 4 || m.tiles[3].kind != m.base()))
            return atField(Error::of(ErrorCode::MeldTilesDiffer, { kind }), field);
        const bool closedKan = m.kind == MeldKind::Ankan;
        const bool badSource =
                closedKan ? source != -1 : (source < 0 || source >= n || source == seat);
        if (badSource)
            return atField(Error::of(ErrorCode::PositionMeldSource, { kind, num(source) }), field);
        if (m.kind == MeldKind::Chi && n == 3)
            return atField(Error::of(ErrorCode::NoChiThreePlayers), field);
        if (m.kind == MeldKind::Chi && (source + 1) % n != seat)
            return atField(Error::of(ErrorCode::ChiNotFromLeft, { num(source) }), field);
    }
    return std::nullopt;
}

std::optional<Error> checkRiver(const Position &p, int seat)
{
    const SeatPosition &s = p.seat(seat);
    int riichiTiles = 0;
    for (const game::RiverTile &r : s.river) {
        riichiTiles += r.riichi ? 1 : 0;
        if (r.calledBy != -1
                && (r.calledBy < 0 || r.calledBy >= p.playerCount || r.calledBy == seat))
            return atField(Error::of(ErrorCode::PositionCalledBy,
                                   { rules::toString(r.tile), num(r.calledBy) }),
                    "river");
    }
    if (riichiTiles != (s.riichi ? 1 : 0))
        return atField(Error::of(ErrorCode::PositionRiichiTiles,
                               { num(riichiTiles), num(s.riichi ? 1 : 0) }),
                "river");
    if (s.riichi && !s.isClosed())
        return Error::of(ErrorCode::RiichiOpenHand);
    if (s.doubleRiichi && !s.riichi)
        return Error::of(ErrorCode::PositionDoubleWithoutRiichi);
    if (s.ippatsu && !s.riichi)
        return Error::of(ErrorCode::PositionIppatsuWithoutRiichi);
    return std::nullopt;
}

std::optional<Error> checkHand(const Position &p, int seat)
{
    const SeatPosition &s = p.seat(seat);
    const bool toDiscard = p.phase == Phase::Discard && seat == p.turn;
    if (s.drawn && !toDiscard)
        return atField(Error::of(ErrorCode::PositionDrawnNotToDiscard), "drawn");
    if (s.drawn && std::find(s.closed.begin(), s.closed.end(), *s.drawn) == s.closed.end())
        return atField(Error::of(ErrorCode::PositionDrawnNotInHand, { rules::toString(*s.drawn) }),
                "drawn");
    if (s.hidden() && seat != p.turn)
        return std::nullopt;
    const int expected = toDiscard ? 14 : 13;
    if (s.handSize() != expected)
        return atField(Error::of(ErrorCode::PositionHandSize, { num(s.handSize()), num(expected) }),
                "hand");
    return std::nullopt;
}

std::optional<Error> checkSeat(const Position &p, int seat)
{
    const SeatPosition &s = p.seat(seat);
    if (s.score % 100 != 0)
        return atField(Error::of(ErrorCode::PositionScoreUnit, { num(s.score) }), "score");
    if (!s.northBonus.empty() && p.playerCount == 4)
        return atField(Error::of(ErrorCode::NorthBonusInFourPlayerGame), "north");
    for (const Tile &t : s.northBonus) {
        if (t.kind != rules::kinds::North)
            return atField(Error::of(ErrorCode::OnlyNorthAside, { rules::toString(t) }), "north");
    }
    if (auto e = checkMelds(p, seat))
        return e;
    if (auto e = checkRiver(p, seat))
        return e;
    return checkHand(p, seat);
}

} // namespace

std::optional<Error> checkPosition(const Position &position)
{
    if (auto e = checkTable(position))
        return e;
    for (int seat = 0; seat < position.playerCount; ++seat) {
        if (auto e = checkSeat(position, seat))
            return atSeat(std::move(*e), seat);
    }
    if (position.phase == Phase::Claim && !position.claimTile())
        return atField(
                Error::of(ErrorCode::PositionNothingToClaim, { num(position.turn) }), "phase");
    return checkTileCounts(position);
}

} // namespace haifu::teach
