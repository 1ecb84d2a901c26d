// Tenhou's wall from the mjlog seed: see tenhouwall.h and README "Game record formats".

#include "formats/tenhouwall.h"
#include "formats/formatscommon.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>
#include <charconv>

namespace haifu::formats {

using detail::tileFromId136;
using game::Tile;

// --- MT19937 (mt19937ar.c: init_genrand, init_by_array, genrand_int32) --------------------------

Mt19937::Mt19937(std::span<const std::uint32_t> key)
{
    constexpr std::size_t n = kStateWords;
    m_state[0] = 19650218U;
    for (std::size_t i = 1; i < n; ++i) {
        const std::uint32_t prev = m_state[i - 1];
        m_state[i] = 1812433253U * (prev ^ (prev >> 30)) + static_cast<std::uint32_t>(i);
    }
    if (key.empty()) {
        m_index = n;
        return;
    }
    std::size_t i = 1;
    std::size_t j = 0;
    for (std::size_t k = std::max(n, key.size()); k > 0; --k) {
        const std::uint32_t prev = m_state[i - 1];
        m_state[i] = (m_state[i] ^ ((prev ^ (prev >> 30)) * 1664525U)) + key[j]
                + static_cast<std::uint32_t>(j);
        if (++i >= n) {
            m_state[0] = m_state[n - 1];
            i = 1;
        }
        if (++j >= key.size())
            j = 0;
    }
    for (std::size_t k = n - 1; k > 0; --k) {
        const std::uint32_t prev = m_state[i - 1];
        m_state[i] = (m_state[i] ^ ((prev ^ (prev >> 30)) * 1566083941U))
                - static_cast<std::uint32_t>(i);
        if (++i >= n) {
            m_state[0] = m_state[n - 1];
            i = 1;
        }
    }
    m_state[0] = 0x80000000U; // the most significant bit is 1: a non-zero initial state
    m_index = n;
}

void Mt19937::twist()
{
    constexpr std::size_t n = kStateWords;
    constexpr std::size_t m = 397;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint32_t y = (m_state[k] & 0x80000000U) | (m_state[(k + 1) % n] & 0x7fffffffU);
        m_state[k] = m_state[(k + m) % n] ^ (y >> 1) ^ ((y & 1U) ? 0x9908b0dfU : 0U);
    }
    m_index = 0;
}

std::uint32_t Mt19937::next()
{
    if (m_index >= kStateWords)
        twist();
    std::uint32_t y = m_state[m_index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= y >> 18;
    return y;
}

namespace {

constexpr std::string_view kBase64Prefix = "mt19937ar-sha512-n288-base64,";
constexpr std::string_view kHexPrefix = "mt19937ar-sha512-n288,";
constexpr std::size_t kSeedWords = 624;
constexpr std::size_t kSeedBytes = kSeedWords * 4; // 2,496
constexpr std::size_t kSeedBase64Chars = kSeedBytes / 3 * 4; // 3,328, no padding
constexpr int kDrawnWords = 288; // MT outputs per hand
constexpr int kRandomWords = 144; // nine SHA-512 digests
constexpr int kDeadWall = 14;

struct Seed
{
    std::vector<std::uint32_t> words;
    TenhouWallLayout layout = TenhouWallLayout::Current;
};

std::uint32_t littleEndianWord(const char *p)
{
    const auto byte = [p](int i) {
        return static_cast<std::uint32_t>(static_cast<unsigned char>(p[i]));
    };
    return byte(0) | (byte(1) << 8) | (byte(2) << 16) | (byte(3) << 24);
}

Result<Seed> parseSeed(std::string_view text)
{
    if (text.size() > kMaxTenhouSeedChars)
        return Error("the wall seed is longer than " + std::to_string(kMaxTenhouSeedChars)
                + " characters");
    Seed seed;
    if (text.starts_with(kBase64Prefix)) {
        const std::string_view b64 = text.substr(kBase64Prefix.size());
        if (b64.size() != kSeedBase64Chars)
            return Error("the base64 wall seed has " + std::to_string(b64.size())
                    + " characters, not " + std::to_string(kSeedBase64Chars));
        const auto decoded =
                QByteArray::fromBase64Encoding(QByteArray(b64.data(), qsizetype(b64.size())),
                        QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.size() != qsizetype(kSeedBytes))
            return Error("the base64 wall seed does not decode to " + std::to_string(kSeedBytes)
                    + " bytes");
        for (std::size_t i = 0; i < kSeedWords; ++i)
            seed.words.push_back(littleEndianWord(decoded.decoded.constData() + 4 * i));
        return seed;
    }
    if (text.starts_with(kHexPrefix)) {
        seed.layout = TenhouWallLayout::Early;
        std::string_view rest = text.substr(kHexPrefix.size());
        while (seed.words.size() <= kSeedWords) {
            const std::size_t comma = rest.find(',');
            const std::string_view word = rest.substr(0, comma);
            std::uint32_t value = 0;
            const auto [end, ec] =
                    std::from_chars(word.data(), word.data() + word.size(), value, 16);
            if (word.empty() || word.size() > 8 || ec != std::errc()
                    || end != word.data() + word.size())
                return Error("the hex wall seed has a word that is not 1-8 hex digits");
            seed.words.push_back(value);
            if (comma == std::string_view::npos)
                return seed;
            rest = rest.substr(comma + 1);
        }
        return Error("the hex wall seed has more than " + std::to_string(kSeedWords) + " words");
    }
    return Error("the wall seed is of an unknown kind (not \"mt19937ar-sha512-n288…\")");
}

// Tenhou's 144 random words of one hand: 288 MT outputs (little-endian bytes), SHA-512 of each
// 128-byte chunk.
std::array<std::uint32_t, kRandomWords> randomWords(Mt19937 &mt, QCryptographicHash &sha)
{
    std::array<char, kDrawnWords * 4> src{};
    for (int i = 0; i < kDrawnWords; ++i) {
        const std::uint32_t r = mt.next();
        for (int b = 0; b < 4; ++b)
            src[std::size_t(4 * i + b)] = static_cast<char>((r >> (8 * b)) & 0xffU);
    }
    std::array<std::uint32_t, kRandomWords> rnd{};
    constexpr int chunkBytes = 128;
    constexpr int digestWords = 16;
    for (int c = 0; c < kDrawnWords * 4 / chunkBytes; ++c) {
        sha.reset();
        sha.addData(QByteArrayView(src.data() + c * chunkBytes, chunkBytes));
        const QByteArrayView digest = sha.resultView();
        for (int w = 0; w < digestWords; ++w)
            rnd[std::size_t(c * digestWords + w)] = littleEndianWord(digest.data() + 4 * w);
    }
    return rnd;
}

// The sorted ids of the game's tiles: all 136, or without 2m..8m (ids 4..31) for three players.
std::vector<int> sortedIds(int playerCount)
{
    std::vector<int> ids;
    for (int id = 0; id < 136; ++id) {
        if (playerCount == 3 && id >= 4 && id < 32)
            continue;
        ids.push_back(id);
    }
    return ids;
}

// Dead-wall positions: replacement draws in order, dora and ura indicator slots.
struct DeadWall
{
    std::vector<int> replacement;
    std::array<int, 5> dora{};
    std::array<int, 5> ura{};
};

DeadWall deadWall(const TenhouWall &wall)
{
    // Pairs (2k, 2k+1) are stacks; `top` is the index of the upper tile in a pair. Replacement
    // draws take the stacks from the end, upper tile first (4, or 8 with three players: a north
    // bonus also draws from the dead wall); the indicators lie on the stacks after them.
    const int top = wall.layout == TenhouWallLayout::Current ? 1 : 0;
    const int replacements = wall.playerCount == 3 ? 8 : 4;
    DeadWall d;
    for (int stack = 0; stack < replacements / 2; ++stack) {
        d.replacement.push_back(2 * stack + top);
        d.replacement.push_back(2 * stack + 1 - top);
    }
    for (int i = 0; i < 5; ++i) {
        d.dora[std::size_t(i)] = replacements + 2 * i + top;
        d.ura[std::size_t(i)] = replacements + 2 * i + 1 - top;
    }
    return d;
}

// The first live draw's index in the array (the deal takes 13 tiles a seat from the back).
int firstLiveIndex(const TenhouWall &wall)
{
    return static_cast<int>(wall.ids.size()) - 1 - 13 * wall.playerCount;
}

} // namespace

Result<std::vector<TenhouWall>> rebuildTenhouWalls(
        std::string_view seedText, int playerCount, int kyokuCount)
{
    if (playerCount != 3 && playerCount != 4)
        return Error("a wall for " + std::to_string(playerCount) + " players");
    if (kyokuCount < 0 || kyokuCount > detail::kMaxKyoku)
        return Error("walls for " + std::to_string(kyokuCount) + " hands");
    auto seed = parseSeed(seedText);
    if (!seed)
        return seed.error();
    Mt19937 mt(seed->words);
    QCryptographicHash sha(QCryptographicHash::Sha512);
    const std::vector<int> sorted = sortedIds(playerCount);
    std::vector<TenhouWall> walls;
    walls.reserve(std::size_t(kyokuCount));
    for (int k = 0; k < kyokuCount; ++k) {
        const std::array<std::uint32_t, kRandomWords> rnd = randomWords(mt, sha);
        TenhouWall wall;
        wall.layout = seed->layout;
        wall.playerCount = playerCount;
        wall.ids = sorted;
        const std::size_t n = wall.ids.size();
        for (std::size_t i = 0; i + 1 < n; ++i)
            std::swap(wall.ids[i], wall.ids[i + rnd[i] % (n - i)]);
        wall.dice = { int(rnd[135] % 6), int(rnd[136] % 6) };
        walls.push_back(std::move(wall));
    }
    return walls;
}

std::array<std::vector<Tile>, 4> dealtHands(const TenhouWall &wall, int dealer, bool redFives)
{
    std::array<std::vector<Tile>, 4> hands;
    const int players = wall.playerCount;
    int next = static_cast<int>(wall.ids.size()) - 1;
    auto take = [&](int seat, int count) {
        for (int i = 0; i < count; ++i)
            hands[std::size_t(seat)].push_back(
                    tileFromId136(wall.ids[std::size_t(next--)], redFives));
    };
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < players; ++i)
            take((dealer + i) % players, 4);
    }
    for (int i = 0; i < players; ++i)
        take((dealer + i) % players, 1);
    return hands;
}

void fillKyokuWall(game::Kyoku &kyoku, const TenhouWall &wall, bool redFives)
{
    auto tile = [&](int index) { return tileFromId136(wall.ids[std::size_t(index)], redFives); };
    kyoku.wall.clear();
    for (int i = firstLiveIndex(wall); i >= kDeadWall; --i)
        kyoku.wall.push_back(tile(i));
    const DeadWall dead = deadWall(wall);
    kyoku.replacementTiles.clear();
    for (int i : dead.replacement)
        kyoku.replacementTiles.push_back(tile(i));
    kyoku.doraIndicatorSlots.clear();
    kyoku.uraIndicatorSlots.clear();
    for (std::size_t i = 0; i < dead.dora.size(); ++i) {
        kyoku.doraIndicatorSlots.push_back(tile(dead.dora[i]));
        kyoku.uraIndicatorSlots.push_back(tile(dead.ura[i]));
    }
}

namespace {

std::string tileText(Tile t)
{
    return rules::toString(t);
}

std::vector<Tile> sortedTiles(std::vector<Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(),
            [](Tile a, Tile b) { return a.kind != b.kind ? a.kind < b.kind : a.red < b.red; });
    return tiles;
}

// Walks a hand's events against the wall's tiles; the first disagreement's text.
class WallCheck
{
public:
    WallCheck(const game::Kyoku &rebuilt, const game::Kyoku &read) : m_wall(rebuilt), m_read(read)
    { }

    std::optional<std::string> events()
    {
        std::size_t live = 0;
        std::size_t dead = 0;
        std::size_t dora = m_read.doraIndicators.size();
        for (std::size_t e = 0; e < m_read.events.size(); ++e) {
            const game::Event &ev = m_read.events[e];
            const std::string where = "event " + std::to_string(e);
            const std::string seat = std::to_string(ev.seat);
            if (ev.type == game::EventType::Draw && !ev.replacement) {
                if (live + dead >= m_wall.wall.size())
                    return where + " (draw of seat " + seat + "): a draw past the live wall's end";
                if (auto d = compare(where + " (draw of seat " + seat + ")", ev.tile,
                            m_wall.wall[live], "live tile " + std::to_string(live)))
                    return d;
                ++live;
            } else if (ev.type == game::EventType::Draw) {
                if (dead >= m_wall.replacementTiles.size())
                    return where + " (dead-wall draw of seat " + seat
                            + "): more dead-wall draws than the wall has";
                if (auto d = compare(where + " (dead-wall draw of seat " + seat + ")", ev.tile,
                            m_wall.replacementTiles[dead],
                            "dead-wall draw " + std::to_string(dead)))
                    return d;
                ++dead;
            } else if (ev.type == game::EventType::NewDora) {
                if (auto d = indicator(where + " (new dora)", ev.tile, dora,
                            m_wall.doraIndicatorSlots, "dora indicator"))
                    return d;
                ++dora;
            }
        }
        return std::nullopt;
    }

    std::optional<std::string> indicators()
    {
        for (std::size_t i = 0; i < m_read.doraIndicators.size(); ++i) {
            if (auto d = indicator("the start", m_read.doraIndicators[i], i,
                        m_wall.doraIndicatorSlots, "dora indicator"))
                return d;
        }
        for (const game::WinResult &win : m_read.wins) {
            const std::string where = "the win of seat " + std::to_string(win.winner);
            for (std::size_t i = 0; i < win.doraIndicators.size(); ++i) {
                if (auto d = indicator(where, win.doraIndicators[i], i, m_wall.doraIndicatorSlots,
                            "dora indicator"))
                    return d;
            }
            for (std::size_t i = 0; i < win.uraIndicators.size(); ++i) {
                if (auto d = indicator(where, win.uraIndicators[i], i, m_wall.uraIndicatorSlots,
                            "ura indicator"))
                    return d;
            }
        }
        return std::nullopt;
    }

private:
    static std::optional<std::string> compare(
            const std::string &where, Tile recorded, Tile rebuilt, const std::string &what)
    {
        if (recorded == rebuilt)
            return std::nullopt;
        return where + ": the record has " + tileText(recorded) + ", the wall's " + what + " is "
                + tileText(rebuilt);
    }

    static std::optional<std::string> indicator(const std::string &where, Tile recorded,
            std::size_t index, const std::vector<Tile> &slots, const std::string &what)
    {
        if (index >= slots.size())
            return where + ": more than " + std::to_string(slots.size()) + " " + what + "s";
        return compare(where, recorded, slots[index], what + " " + std::to_string(index + 1));
    }

    const game::Kyoku &m_wall;
    const game::Kyoku &m_read;
};

} // namespace

std::optional<std::string> checkTenhouWall(
        const TenhouWall &wall, const game::Kyoku &kyoku, int kyokuIndex, bool redFives)
{
    const std::string prefix = "kyoku " + std::to_string(kyokuIndex + 1) + " ("
            + detail::roundLabel(kyoku.round, kyoku.honba).toStdString() + "), ";
    if (kyoku.dealer < 0 || kyoku.dealer >= wall.playerCount)
        return prefix + "the dealer is not a seat";
    const std::array<std::vector<Tile>, 4> dealt = dealtHands(wall, kyoku.dealer, redFives);
    for (int s = 0; s < wall.playerCount; ++s) {
        const std::vector<Tile> read = sortedTiles(kyoku.hands[std::size_t(s)]);
        const std::vector<Tile> rebuilt = sortedTiles(dealt[std::size_t(s)]);
        if (read != rebuilt)
            return prefix + "the deal of seat " + std::to_string(s) + ": the record has "
                    + rules::formatTiles(read) + ", the wall deals " + rules::formatTiles(rebuilt);
    }
    game::Kyoku tiles;
    fillKyokuWall(tiles, wall, redFives);
    WallCheck check(tiles, kyoku);
    if (auto d = check.events())
        return prefix + *d;
    if (auto d = check.indicators())
        return prefix + *d;
    return std::nullopt;
}

std::vector<std::string> applyTenhouWalls(game::Record &record)
{
    if (record.wallSeed.empty())
        return {};
    const bool red = record.ruleset.redFives > 0;
    auto walls = rebuildTenhouWalls(
            record.wallSeed, record.playerCount, static_cast<int>(record.kyoku.size()));
    if (!walls)
        return { "the wall seed is not used: " + walls.error().message };
    std::optional<std::string> first;
    int mismatches = 0;
    for (std::size_t k = 0; k < record.kyoku.size(); ++k) {
        game::Kyoku &kyoku = record.kyoku[k];
        const TenhouWall &wall = (*walls)[k];
        auto mismatch = checkTenhouWall(wall, kyoku, static_cast<int>(k), red);
        kyoku.trueWall = !mismatch;
        if (kyoku.trueWall) {
            fillKyokuWall(kyoku, wall, red);
            continue;
        }
        kyoku.wall.clear();
        kyoku.replacementTiles.clear();
        kyoku.doraIndicatorSlots.clear();
        kyoku.uraIndicatorSlots.clear();
        if (!first)
            first = std::move(mismatch);
        ++mismatches;
    }
    if (!first)
        return {};
    return { "the wall rebuilt from the seed does not match " + std::to_string(mismatches) + " of "
        + std::to_string(record.kyoku.size())
        + " hands (no true wall for them); the first: " + *first };
}

} // namespace haifu::formats
