#include "rules/hand.h"

#include <algorithm>

namespace haifu::rules {

std::string_view meldKindName(MeldKind kind)
{
    switch (kind) {
    case MeldKind::Chi: return "chi";
    case MeldKind::Pon: return "pon";
    case MeldKind::Minkan: return "minkan";
    case MeldKind::Ankan: return "ankan";
    case MeldKind::Kakan: return "kakan";
    }
    return "?";
}

Result<MeldKind> parseMeldKind(std::string_view name)
{
    for (MeldKind k :
            { MeldKind::Chi, MeldKind::Pon, MeldKind::Minkan, MeldKind::Ankan, MeldKind::Kakan }) {
        if (meldKindName(k) == name)
            return k;
    }
    return Error::of(ErrorCode::UnknownMeldKind, { std::string(name) });
}

Result<Meld> makeMeld(MeldKind kind, std::vector<Tile> tiles)
{
    std::stable_sort(tiles.begin(), tiles.end(),
            [](const Tile &a, const Tile &b) { return a.kind < b.kind; });
    const std::string name(meldKindName(kind));
    const auto fail = [&](ErrorCode code, std::vector<std::string> args = {}) {
        return Error::of(code, std::move(args)).at(ErrorCode::AtMeld, { name, formatTiles(tiles) });
    };
    const std::size_t wanted = kind == MeldKind::Chi || kind == MeldKind::Pon ? 3 : 4;
    if (tiles.size() != wanted)
        return fail(ErrorCode::MeldTileCount,
                { name, std::to_string(wanted), std::to_string(tiles.size()) });
    if (kind == MeldKind::Chi) {
        const TileKind first = tiles[0].kind;
        if (isHonor(first) || tiles[1].kind != first + 1 || tiles[2].kind != first + 2
                || suitOf(tiles[2].kind) != suitOf(first))
            return fail(ErrorCode::ChiNotASequence);
    } else {
        for (const Tile &t : tiles) {
            if (t.kind != tiles[0].kind)
                return fail(ErrorCode::MeldTilesDiffer, { name });
        }
    }
    Meld meld;
    meld.kind = kind;
    meld.tiles = std::move(tiles);
    return meld;
}

Result<Meld> parseMeld(std::string_view text)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return Error::of(ErrorCode::MeldWithoutKind, { std::string(text) });
    auto kind = parseMeldKind(text.substr(0, colon));
    if (!kind)
        return kind.error().at(ErrorCode::AtMeldText, { std::string(text) });
    auto tiles = parseTiles(text.substr(colon + 1));
    if (!tiles)
        return tiles.error().at(ErrorCode::AtMeldText, { std::string(text) });
    return makeMeld(*kind, std::move(*tiles));
}

std::string formatMeld(const Meld &meld)
{
    return std::string(meldKindName(meld.kind)) + ":" + formatTiles(meld.tiles);
}

bool Hand::isClosed() const
{
    return std::none_of(melds.begin(), melds.end(), [](const Meld &m) { return m.isOpen(); });
}

TileCounts Hand::allCounts() const
{
    TileCounts counts = countKinds(closed);
    for (const Meld &m : melds) {
        for (const Tile &t : m.tiles)
            ++counts[t.kind];
    }
    return counts;
}

} // namespace haifu::rules
