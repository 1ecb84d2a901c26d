#include "rules/tile.h"

#include <algorithm>

namespace haifu::rules {

TileKind doraFromIndicator(TileKind indicator, bool threePlayer)
{
    if (indicator < 27) {
        if (threePlayer && indicator == 0)
            return 8; // 1m -> 9m: 2m..8m are not in a three-player wall
        const int base = indicator / 9 * 9;
        return static_cast<TileKind>(base + (indicator - base + 1) % 9);
    }
    if (indicator <= kinds::North)
        return static_cast<TileKind>(27 + (indicator - 27 + 1) % 4);
    return static_cast<TileKind>(31 + (indicator - 31 + 1) % 3);
}

TileCounts countKinds(std::span<const Tile> tiles)
{
    TileCounts counts{};
    for (const Tile &t : tiles)
        ++counts[t.kind];
    return counts;
}

namespace {

int honorLetter(char c)
{
    switch (c) {
    case 'E': return 1;
    case 'S': return 2;
    case 'W': return 3;
    case 'N': return 4;
    case 'P': return 5;
    case 'F': return 6;
    case 'C': return 7;
    default: return 0;
    }
}

std::string position(std::size_t pos)
{
    return std::to_string(pos + 1);
}

} // namespace

Result<std::vector<Tile>> parseTiles(std::string_view text)
{
    std::vector<Tile> tiles;
    tiles.reserve(text.size()); // at most one tile per character: one allocation
    std::string pendingDigits; // digits waiting for their suit letter
    std::size_t pendingStart = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ')
            continue;
        if (c >= '0' && c <= '9') {
            if (pendingDigits.empty())
                pendingStart = i;
            pendingDigits += c;
            continue;
        }
        if (c == 'm' || c == 'p' || c == 's' || c == 'z') {
            if (pendingDigits.empty())
                return Error::of(ErrorCode::SuitWithoutDigits, { std::string(1, c), position(i) });
            const Suit suit = c == 'm' ? Suit::Man
                    : c == 'p'         ? Suit::Pin
                    : c == 's'         ? Suit::Sou
                                       : Suit::Honor;
            for (std::size_t d = 0; d < pendingDigits.size(); ++d) {
                const int n = pendingDigits[d] - '0';
                const std::size_t pos = pendingStart + d;
                if (suit == Suit::Honor && (n < 1 || n > 7))
                    return Error::of(ErrorCode::NoSuchHonour,
                            { std::string(1, pendingDigits[d]), position(pos) });
                if (suit != Suit::Honor && n == 0) {
                    tiles.push_back(Tile{ makeKind(suit, 5), true });
                    continue;
                }
                tiles.push_back(Tile{ makeKind(suit, n), false });
            }
            pendingDigits.clear();
            continue;
        }
        if (const int h = honorLetter(c)) {
            if (!pendingDigits.empty())
                return Error::of(ErrorCode::HonourAfterDigits, { std::string(1, c), position(i) });
            tiles.push_back(Tile{ makeKind(Suit::Honor, h), false });
            continue;
        }
        if (c < 0x20 || c >= 0x7f)
            return Error::of(ErrorCode::UnexpectedByte, { position(i) });
        return Error::of(ErrorCode::UnexpectedCharacter, { std::string(1, c), position(i) });
    }
    if (!pendingDigits.empty())
        return Error::of(ErrorCode::DigitsWithoutSuit, { position(pendingStart) });
    return tiles;
}

Result<Tile> parseTile(std::string_view text)
{
    auto tiles = parseTiles(text);
    if (!tiles)
        return tiles.error();
    if (tiles->size() != 1)
        return Error::of(
                ErrorCode::NotOneTile, { std::to_string(tiles->size()), std::string(text) });
    return tiles->front();
}

static char suitLetter(Suit s)
{
    return "mpsz"[static_cast<int>(s)];
}

std::string kindToString(TileKind kind)
{
    return std::string(1, static_cast<char>('0' + numberOf(kind))) + suitLetter(suitOf(kind));
}

std::string toString(Tile tile)
{
    return std::string(1, static_cast<char>('0' + (tile.red ? 0 : tile.number())))
            + suitLetter(tile.suit());
}

std::string formatTiles(std::span<const Tile> tiles)
{
    std::string out;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        out += static_cast<char>('0' + (tiles[i].red ? 0 : tiles[i].number()));
        if (i + 1 == tiles.size() || tiles[i + 1].suit() != tiles[i].suit())
            out += suitLetter(tiles[i].suit());
    }
    return out;
}

std::string formatSorted(std::vector<Tile> tiles)
{
    std::stable_sort(tiles.begin(), tiles.end(),
            [](const Tile &a, const Tile &b) { return a.kind < b.kind; });
    return formatTiles(tiles);
}

} // namespace haifu::rules
