// The position text form (teach/positiontext.h; the grammar is in README.md, "The position
// text form"): "hp1" then fields "_name-value", table fields first, then the seat fields
// ("river2-…"). Lists inside a value are joined with "." (melds) or written one after another
// (tiles, river tiles with their marks).

#include "teach/positiontext.h"

#include "rules/byseat.h"
#include "rules/settlement.h"

#include <array>

namespace haifu::teach {

using rules::Meld;
using rules::MeldKind;
using rules::TileKind;

namespace {

constexpr std::string_view kVersion = "hp1";
constexpr std::size_t kMaxText = 4096;
constexpr std::size_t kMaxHand = 18;
constexpr std::size_t kMaxRiver = 40;
constexpr std::size_t kMaxMelds = 4;
constexpr std::size_t kMaxDora = 10;
constexpr std::size_t kMaxNorth = 4;
constexpr std::size_t kMaxPassed = 34;
constexpr std::size_t kMaxPreset = 40;

constexpr std::array<std::string_view, 10> kTableFields = { "players", "rules", "round", "dealer",
    "honba", "dep", "wall", "dora", "turn", "phase" };
constexpr std::array<std::string_view, 9> kSeatFields = { "hand", "drawn", "melds", "river",
    "north", "score", "flags", "pass", "passr" };
constexpr std::array<std::string_view, 3> kPhaseNames = { "draw", "discard", "claim" };
constexpr std::string_view kMeldLetters = "cpmak"; // chi pon minkan ankan kakan

std::string num(long long value)
{
    return std::to_string(value);
}

// --- Writing ---

std::string tilesText(const std::vector<Tile> &tiles)
{
    return rules::formatTiles(tiles);
}

std::string kindsText(const std::vector<TileKind> &kinds)
{
    std::vector<Tile> tiles;
    tiles.reserve(kinds.size());
    for (TileKind k : kinds)
        tiles.push_back(Tile{ k, false });
    return rules::formatTiles(tiles);
}

rules::CalledFrom derivedFrom(int seat, int source, int players)
{
    if (source < 0 || source >= players || source == seat)
        return rules::CalledFrom::None;
    const int d = rules::turnDistance(seat, source, players);
    return d == 1              ? rules::CalledFrom::Right
            : d == players - 1 ? rules::CalledFrom::Left
                               : rules::CalledFrom::Across;
}

std::string meldText(const Meld &m, int source, int seat, int players)
{
    std::string out(1, kMeldLetters[static_cast<std::size_t>(m.kind) % kMeldLetters.size()]);
    out += tilesText(m.tiles);
    if (source != -1)
        out += "f" + num(source);
    if (m.calledTile != -1)
        out += "c" + num(m.calledTile);
    if (m.from != derivedFrom(seat, source, players))
        out += "d" + num(static_cast<int>(m.from));
    return out;
}

std::string riverText(const std::vector<game::RiverTile> &river)
{
    std::string out;
    for (const game::RiverTile &r : river) {
        out += rules::toString(r.tile);
        if (r.tsumogiri)
            out += 't';
        if (r.riichi)
            out += 'r';
        if (r.calledBy != -1)
            out += "c" + num(r.calledBy);
    }
    return out;
}

void seatFields(const Position &p, int seat, std::vector<std::pair<std::string, std::string>> &out)
{
    const SeatPosition &s = p.seat(seat);
    const std::string digit = num(seat);
    const auto add = [&](std::string_view name, std::string value) {
        out.emplace_back(std::string(name) + digit, std::move(value));
    };
    if (!s.closed.empty())
        add("hand", tilesText(s.closed));
    if (s.drawn)
        add("drawn", rules::toString(*s.drawn));
    if (!s.melds.empty()) {
        std::string melds;
        for (std::size_t i = 0; i < s.melds.size(); ++i) {
            const int source = i < s.meldSources.size() ? s.meldSources[i] : -1;
            melds +=
                    (i ? "." : "") + meldText(s.melds[i], source, seat, p.playerCount == 3 ? 3 : 4);
        }
        add("melds", melds);
    }
    if (!s.river.empty())
        add("river", riverText(s.river));
    if (!s.northBonus.empty())
        add("north", tilesText(s.northBonus));
    if (seat < p.playerCount || s.score != SeatPosition{}.score)
        add("score", num(s.score));
    const std::string flags =
            std::string(s.riichi ? "r" : "") + (s.doubleRiichi ? "d" : "") + (s.ippatsu ? "i" : "");
    if (!flags.empty())
        add("flags", flags);
    if (!s.passedSinceDiscard.empty())
        add("pass", kindsText(s.passedSinceDiscard));
    if (!s.passedSinceRiichi.empty())
        add("passr", kindsText(s.passedSinceRiichi));
}

// --- Reading ---

Error atField(Error error, std::string_view field)
{
    return std::move(error).at(ErrorCode::AtField, { std::string(field) });
}

Result<long long> readNumber(std::string_view text, bool negative)
{
    std::size_t i = 0;
    if (negative && !text.empty() && text[0] == '-')
        i = 1;
    if (i == text.size() || text.size() - i > 10)
        return Error::of(ErrorCode::PositionNotANumber, { std::string(text.substr(0, 16)) });
    long long value = 0;
    for (std::size_t j = i; j < text.size(); ++j) {
        if (text[j] < '0' || text[j] > '9')
            return Error::of(ErrorCode::PositionNotANumber, { std::string(text.substr(0, 16)) });
        value = value * 10 + (text[j] - '0');
    }
    if (value > (i == 1 ? 2147483648LL : 2147483647LL))
        return Error::of(ErrorCode::PositionNotANumber, { std::string(text.substr(0, 16)) });
    return i == 1 ? -value : value;
}

bool isSuit(char c)
{
    return c == 'm' || c == 'p' || c == 's' || c == 'z';
}

// One tile from a digit and a suit letter; nullopt when they are not a tile.
std::optional<Tile> makeTile(char digit, char suit)
{
    if (digit < '0' || digit > '9' || !isSuit(suit))
        return std::nullopt;
    const int n = digit - '0';
    if (suit == 'z')
        return n >= 1 && n <= 7
                ? std::optional<Tile>(Tile{ rules::makeKind(rules::Suit::Honor, n), false })
                : std::nullopt;
    const auto s = suit == 'm' ? rules::Suit::Man
            : suit == 'p'      ? rules::Suit::Pin
                               : rules::Suit::Sou;
    return n == 0 ? Tile{ rules::makeKind(s, 5), true } : Tile{ rules::makeKind(s, n), false };
}

Error notATile(std::string_view text, std::size_t from)
{
    return Error::of(ErrorCode::PositionNotATile, { std::string(text.substr(from, 8)) });
}

// Groups of digits each closed by a suit letter ("123m406p"), from `pos` while a digit follows;
// `pos` ends after the last suit letter read.
Result<std::vector<Tile>> readTileGroups(std::string_view text, std::size_t &pos, std::size_t max)
{
    std::vector<Tile> tiles;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
        std::size_t end = pos;
        while (end < text.size() && text[end] >= '0' && text[end] <= '9')
            ++end;
        if (end == text.size() || !isSuit(text[end]))
            return notATile(text, pos);
        if (tiles.size() + (end - pos) > max)
            return Error::of(ErrorCode::PositionTooMany,
                    { num(long(tiles.size() + end - pos)), num(long(max)) });
        for (std::size_t i = pos; i < end; ++i) {
            auto tile = makeTile(text[i], text[end]);
            if (!tile)
                return notATile(text, i);
            tiles.push_back(*tile);
        }
        pos = end + 1;
    }
    return tiles;
}

Result<std::vector<Tile>> readTiles(std::string_view text, std::size_t max)
{
    std::size_t pos = 0;
    auto tiles = readTileGroups(text, pos, max);
    if (tiles && pos != text.size())
        return notATile(text, pos);
    return tiles;
}

Result<std::vector<TileKind>> readKinds(std::string_view text)
{
    auto tiles = readTiles(text, kMaxPassed);
    if (!tiles)
        return tiles.error();
    std::vector<TileKind> kinds;
    for (const Tile &t : *tiles) {
        if (t.red)
            return Error::of(ErrorCode::PositionNotATile, { rules::toString(t) });
        kinds.push_back(t.kind);
    }
    return kinds;
}

// A marker letter and its number inside a meld or a river tile ("f2", "c0").
Result<long long> readMarker(std::string_view text, std::size_t &pos, std::size_t maxDigits)
{
    std::size_t end = pos + 1;
    if (end < text.size() && text[end] == '-')
        ++end;
    while (end < text.size() && end - pos <= maxDigits && text[end] >= '0' && text[end] <= '9')
        ++end;
    auto value = readNumber(text.substr(pos + 1, end - pos - 1), true);
    pos = end;
    return value;
}

Result<std::vector<game::RiverTile>> readRiver(std::string_view text)
{
    std::vector<game::RiverTile> river;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (river.size() == kMaxRiver)
            return Error::of(ErrorCode::PositionTooMany,
                    { num(long(river.size() + 1)), num(long(kMaxRiver)) });
        auto tile = pos + 1 < text.size() ? makeTile(text[pos], text[pos + 1]) : std::nullopt;
        if (!tile)
            return notATile(text, pos);
        game::RiverTile r;
        r.tile = *tile;
        pos += 2;
        if (pos < text.size() && text[pos] == 't') {
            r.tsumogiri = true;
            ++pos;
        }
        if (pos < text.size() && text[pos] == 'r') {
            r.riichi = true;
            ++pos;
        }
        if (pos < text.size() && text[pos] == 'c') {
            auto seat = readMarker(text, pos, 1);
            if (!seat || *seat < -1 || *seat > 9)
                return notATile(text, pos - 2);
            r.calledBy = static_cast<std::int8_t>(*seat);
        }
        river.push_back(r);
    }
    return river;
}

struct MeldItem
{
    Meld meld;
    int source = -1;
};

Result<MeldItem> readMeld(std::string_view text, int seat, int players)
{
    const auto bad = [&] {
        return Error::of(ErrorCode::PositionNotAMeld, { std::string(text.substr(0, 24)) });
    };
    const std::size_t letter = text.empty() ? std::string_view::npos : kMeldLetters.find(text[0]);
    if (letter == std::string_view::npos)
        return bad();
    MeldItem item;
    item.meld.kind = static_cast<MeldKind>(letter);
    std::size_t pos = 1;
    auto tiles = readTileGroups(text, pos, 4);
    if (!tiles || tiles->empty())
        return bad();
    item.meld.tiles = std::move(*tiles);
    std::optional<int> from;
    std::string_view markers = "fcd";
    while (pos < text.size()) {
        const std::size_t which = markers.find(text[pos]);
        if (which == std::string_view::npos)
            return bad();
        markers = markers.substr(which + 1); // each marker once, in order
        const char marker = text[pos];
        auto value = readMarker(text, pos, 2);
        if (!value || *value < -1 || *value > (marker == 'd' ? 3 : 99))
            return bad();
        const int v = static_cast<int>(*value);
        if (marker == 'f')
            item.source = v;
        else if (marker == 'c')
            item.meld.calledTile = v;
        else
            from = v;
    }
    item.meld.from =
            from ? static_cast<rules::CalledFrom>(*from) : derivedFrom(seat, item.source, players);
    return item;
}

std::optional<Error> readMelds(std::string_view text, SeatPosition &s, int seat, int players)
{
    while (!text.empty()) {
        if (s.melds.size() == kMaxMelds)
            return Error::of(
                    ErrorCode::PositionTooMany, { num(long(kMaxMelds + 1)), num(long(kMaxMelds)) });
        const std::size_t dot = text.find('.');
        auto item = readMeld(text.substr(0, dot), seat, players);
        if (!item)
            return item.error();
        s.melds.push_back(std::move(item->meld));
        s.meldSources.push_back(static_cast<std::int8_t>(item->source));
        text = dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    }
    return std::nullopt;
}

std::optional<Error> readFlags(std::string_view text, SeatPosition &s)
{
    for (char c : text) {
        if (c == 'r')
            s.riichi = true;
        else if (c == 'd')
            s.doubleRiichi = true;
        else if (c == 'i')
            s.ippatsu = true;
        else
            return Error::of(ErrorCode::PositionBadFlag, { std::string(1, c) });
    }
    return std::nullopt;
}

} // namespace

std::string formatPosition(const Position &p)
{
    std::vector<std::pair<std::string, std::string>> fields = {
        { "players", num(p.playerCount) },
        { "rules", p.rulesPreset },
        { "round", num(p.round) },
        { "dealer", num(p.dealer) },
        { "honba", num(p.honba) },
        { "dep", num(p.deposits) },
        { "wall", num(p.liveWall) },
        { "dora", tilesText(p.doraIndicators) },
        { "turn", num(p.turn) },
        { "phase", std::string(kPhaseNames[static_cast<std::size_t>(p.phase) % 3]) },
    };
    for (int seat = 0; seat < 4; ++seat)
        seatFields(p, seat, fields);
    std::string out(kVersion);
    for (const auto &[name, value] : fields)
        out += "_" + name + "-" + value;
    return out;
}

namespace {

// The reader of one text: which fields it has seen, and the position it fills.
class Reader
{
public:
    Result<Position> run(std::string_view text);

private:
    std::optional<Error> field(std::string_view name, std::string_view value);
    std::optional<Error> tableField(std::size_t index, std::string_view value);
    std::optional<Error> seatField(std::size_t index, int seat, std::string_view value);
    Result<int> number(std::string_view value, bool negative = false);

    Position m_p;
    std::array<bool, kTableFields.size()> m_table{};
    std::array<std::array<bool, kSeatFields.size()>, 4> m_seat{};
    std::array<std::string_view, 4> m_melds; // read after `players`, which may come later
};

Result<int> Reader::number(std::string_view value, bool negative)
{
    auto n = readNumber(value, negative);
    if (!n)
        return n.error();
    return static_cast<int>(*n);
}

std::optional<Error> Reader::tableField(std::size_t index, std::string_view value)
{
    const auto setInt = [&](int &target) -> std::optional<Error> {
        auto n = number(value, true); // negative too: an unchecked position reads back
        if (!n)
            return n.error();
        target = *n;
        return std::nullopt;
    };
    switch (index) {
    case 0: return setInt(m_p.playerCount);
    case 1:
        if (value.size() > kMaxPreset)
            return Error::of(
                    ErrorCode::PositionTooMany, { num(long(value.size())), num(long(kMaxPreset)) });
        m_p.rulesPreset = std::string(value);
        return std::nullopt;
    case 2: return setInt(m_p.round);
    case 3: return setInt(m_p.dealer);
    case 4: return setInt(m_p.honba);
    case 5: return setInt(m_p.deposits);
    case 6: return setInt(m_p.liveWall);
    case 7: {
        auto tiles = readTiles(value, kMaxDora);
        if (!tiles)
            return tiles.error();
        m_p.doraIndicators = std::move(*tiles);
        return std::nullopt;
    }
    case 8: return setInt(m_p.turn);
    default:
        for (std::size_t i = 0; i < kPhaseNames.size(); ++i) {
            if (value == kPhaseNames[i]) {
                m_p.phase = static_cast<Phase>(i);
                return std::nullopt;
            }
        }
        return Error::of(ErrorCode::NotAChoice,
                { std::string(value.substr(0, 16)), "draw, discard, claim" });
    }
}

std::optional<Error> Reader::seatField(std::size_t index, int seat, std::string_view value)
{
    SeatPosition &s = m_p.seat(seat);
    switch (index) {
    case 0:
    case 4: {
        auto tiles = readTiles(value, index == 0 ? kMaxHand : kMaxNorth);
        if (!tiles)
            return tiles.error();
        (index == 0 ? s.closed : s.northBonus) = std::move(*tiles);
        return std::nullopt;
    }
    case 1: {
        auto tiles = readTiles(value, 1);
        if (!tiles)
            return tiles.error();
        if (tiles->size() != 1)
            return Error::of(ErrorCode::PositionNotATile, { std::string(value) });
        s.drawn = tiles->front();
        return std::nullopt;
    }
    case 2: bySeat(m_melds, seat) = value; return std::nullopt;
    case 3: {
        auto river = readRiver(value);
        if (!river)
            return river.error();
        s.river = std::move(*river);
        return std::nullopt;
    }
    case 5: {
        auto n = number(value, true);
        if (!n)
            return n.error();
        s.score = *n;
        return std::nullopt;
    }
    case 6: return readFlags(value, s);
    default: {
        auto kinds = readKinds(value);
        if (!kinds)
            return kinds.error();
        (index == 7 ? s.passedSinceDiscard : s.passedSinceRiichi) = std::move(*kinds);
        return std::nullopt;
    }
    }
}

std::optional<Error> Reader::field(std::string_view name, std::string_view value)
{
    for (std::size_t i = 0; i < kTableFields.size(); ++i) {
        if (name != kTableFields[i])
            continue;
        if (m_table[i])
            return Error::of(ErrorCode::PositionFieldTwice, { std::string(name) });
        m_table[i] = true;
        return tableField(i, value);
    }
    const char last = name.empty() ? '\0' : name.back();
    if (last >= '0' && last <= '3') {
        const int seat = last - '0';
        const std::string_view base = name.substr(0, name.size() - 1);
        for (std::size_t i = 0; i < kSeatFields.size(); ++i) {
            if (base != kSeatFields[i])
                continue;
            auto &seen = bySeat(m_seat, seat)[i];
            if (seen)
                return Error::of(ErrorCode::PositionFieldTwice, { std::string(name) });
            seen = true;
            return seatField(i, seat, value);
        }
    }
    return Error::of(ErrorCode::PositionUnknownField, { std::string(name.substr(0, 16)) });
}

Result<Position> Reader::run(std::string_view text)
{
    if (text.size() > kMaxText)
        return Error::of(
                ErrorCode::PositionTextLength, { num(long(text.size())), num(long(kMaxText)) });
    const std::size_t first = text.find('_');
    const std::string_view version = text.substr(0, first);
    if (version != kVersion)
        return Error::of(ErrorCode::PositionTextVersion, { std::string(version.substr(0, 16)) });
    std::string_view rest =
            first == std::string_view::npos ? std::string_view() : text.substr(first + 1);
    while (!rest.empty()) {
        const std::size_t end = rest.find('_');
        const std::string_view item = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        const std::size_t dash = item.find('-');
        const std::string_view name = item.substr(0, dash);
        const std::string_view value =
                dash == std::string_view::npos ? std::string_view() : item.substr(dash + 1);
        if (auto error = field(name, value))
            return atField(std::move(*error), name);
    }
    for (std::size_t i = 0; i < kTableFields.size(); ++i) {
        if (!m_table[i])
            return Error::of(ErrorCode::PositionMissingField, { std::string(kTableFields[i]) });
    }
    for (int seat = 0; seat < 4; ++seat) {
        const std::string_view melds = bySeat(m_melds, seat);
        if (auto error = readMelds(melds, m_p.seat(seat), seat, m_p.playerCount == 3 ? 3 : 4))
            return atField(std::move(*error), "melds" + num(seat));
    }
    return m_p;
}

} // namespace

Result<Position> parsePosition(std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return Reader().run(text);
}

} // namespace haifu::teach
