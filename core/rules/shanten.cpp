#include "rules/shanten.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <vector>

namespace haifu::rules {

namespace {

constexpr int kMaxTiles = 14; // a concealed part never holds more
constexpr std::uint8_t kInf = 0x3f; // "impossible" in distance vectors (sums stay < 255)

// One distance vector: d[p][m] = fewest draws to make m melds and p pairs out of one suit.
struct alignas(16) Distances
{
    std::uint8_t d[2][5];
    std::uint8_t pad[6];
};

// A distance vector as a hash key: ten values below 64, six bits each.
std::uint64_t packDistances(const std::uint8_t *d)
{
    std::uint64_t key = 0;
    for (int j = 0; j < 10; ++j)
        key |= std::uint64_t(d[j] & 0x3f) << (6 * j);
    return key;
}

Distances unpackDistances(std::uint64_t key)
{
    Distances v{};
    for (int j = 0; j < 10; ++j)
        v.d[j / 5][j % 5] = static_cast<std::uint8_t>(key >> (6 * j) & 0x3f);
    std::memset(v.pad, kInf, sizeof v.pad);
    return v;
}

// The tables of one kind of suit: the rank of a count pattern, and per rank the id of its
// distance vector.
//
// Rank: patterns are ordered by their number of tiles first, then lexicographically. For a
// pattern c[0..n-1] with suffix sums R_i = c_i + … + c_{n-1}, rank = sum_i w[i][R_i][c_i],
// where w[i][R][c] counts the patterns that agree before i and have a smaller count at i (plus,
// at i = 0, all patterns with fewer tiles). Small hands (the common case) use low ranks, so the
// hot part of the table stays in cache.
struct SuitTable
{
    int kinds = 9;
    bool sequences = true;
    std::uint32_t w[9][16][8] = {};
    std::uint32_t size = 0;
    std::vector<std::uint8_t> classOf; // per rank (126 suit classes, 55 honour classes)
    std::vector<Distances> classes;
    // The rank split in two lookups for the hot path: rank = low[S_high][base-5 index of the
    // first four counts] + high[base-5 index of the other counts], S_high = tiles in the others.
    std::vector<std::uint32_t> low; // 15 x 625
    std::vector<std::uint32_t> high; // 5^(kinds - 4)

    template <int Kinds>
    std::uint32_t rankOf(const std::uint8_t *c) const
    {
        std::uint32_t r = 0;
        unsigned rest = 0;
        for (int i = Kinds - 1; i >= 0; --i) {
            rest += c[i];
            r += w[i][rest][c[i]];
        }
        return r;
    }
    std::uint32_t rank(const std::uint8_t *c) const
    {
        return kinds == 9 ? rankOf<9>(c) : rankOf<7>(c);
    }
};

// The distance vector of every pattern with a given copy limit of four, computed without any
// decomposition search:
//  * Sub(C)[m,p]: C is contained in some complete shape with m melds and p pairs. The complete
//    shapes are enumerated directly, then the property is pushed down to every sub-pattern.
//  * F(C)[m,p] = the largest overlap |T ∧ C| with such a shape T. If Sub(C), F = |C|; else
//    some tile of C is not used by the best T, so F(C) = max over kinds k in C of F(C - k).
//  * D = |T| - F = 3m + 2p - F.
void buildSuitTable(SuitTable &t, int kinds, bool sequences)
{
    t.kinds = kinds;
    t.sequences = sequences;

    // f[len][s]: number of patterns of len kinds (0..4 each) with s tiles.
    std::uint32_t f[10][kMaxTiles + 1] = {};
    f[0][0] = 1;
    for (int len = 1; len <= kinds; ++len) {
        for (int s = 0; s <= kMaxTiles; ++s) {
            for (int c = 0; c <= 4 && c <= s; ++c)
                f[len][s] += f[len - 1][s - c];
        }
    }
    std::uint32_t offset[kMaxTiles + 2] = {};
    for (int s = 0; s <= kMaxTiles; ++s)
        offset[s + 1] = offset[s] + f[kinds][s];
    t.size = offset[kMaxTiles + 1];
    for (int i = 0; i < kinds; ++i) {
        for (int rest = 0; rest <= kMaxTiles; ++rest) {
            std::uint32_t below = i == 0 ? offset[rest] : 0;
            for (int c = 0; c <= 4; ++c) {
                t.w[i][rest][c] = below;
                if (c <= rest)
                    below += f[kinds - 1 - i][rest - c];
            }
        }
    }

    // The split rank tables (entries for more than 14 tiles are never read).
    t.low.assign(15 * 625, 0);
    for (int highSum = 0; highSum <= kMaxTiles; ++highSum) {
        for (int index = 0; index < 625; ++index) {
            int c[4];
            for (int i = 0, v = index; i < 4; ++i, v /= 5)
                c[i] = v % 5;
            int rest = highSum;
            std::uint32_t r = 0;
            for (int i = 3; i >= 0 && rest <= kMaxTiles; --i) {
                rest += c[i];
                if (rest <= kMaxTiles)
                    r += t.w[i][rest][c[i]];
            }
            t.low[highSum * 625 + index] = rest <= kMaxTiles ? r : 0;
        }
    }
    int highSize = 1;
    for (int i = 4; i < kinds; ++i)
        highSize *= 5;
    t.high.assign(highSize, 0);
    for (int index = 0; index < highSize; ++index) {
        int rest = 0;
        std::uint32_t r = 0;
        int v = index;
        int c[5] = {};
        for (int i = 4; i < kinds; ++i, v /= 5)
            c[i - 4] = v % 5;
        for (int i = kinds - 1; i >= 4 && rest <= kMaxTiles; --i) {
            rest += c[i - 4];
            if (rest <= kMaxTiles)
                r += t.w[i][rest][c[i - 4]];
        }
        t.high[index] = rest <= kMaxTiles ? r : 0;
    }

    // Every pattern, in rank order.
    using Pattern = std::array<std::uint8_t, 9>;
    std::vector<Pattern> patterns;
    patterns.reserve(t.size);
    Pattern p{};
    auto enumerate = [&](auto &&self, int pos, int rest) -> void {
        if (pos == kinds - 1) {
            if (rest <= 4) {
                p[pos] = static_cast<std::uint8_t>(rest);
                patterns.push_back(p);
            }
            return;
        }
        for (int c = 0; c <= 4 && c <= rest; ++c) {
            if (rest - c > 4 * (kinds - 1 - pos))
                continue;
            p[pos] = static_cast<std::uint8_t>(c);
            self(self, pos + 1, rest - c);
        }
    };
    for (int s = 0; s <= kMaxTiles; ++s)
        enumerate(enumerate, 0, s);

    // Complete shapes: multisets of up to four melds (triplets, sequences) and at most one pair.
    auto bit = [](int m, int pair) { return std::uint16_t(1u << (pair * 5 + m)); };
    std::vector<std::uint16_t> sub(t.size, 0);
    Pattern shape{};
    auto markShapes = [&](auto &&self, int melds, int firstType) -> void {
        sub[t.rank(shape.data())] |= bit(melds, 0);
        for (int k = 0; k < kinds; ++k) {
            if (shape[k] + 2 <= 4) {
                shape[k] += 2;
                sub[t.rank(shape.data())] |= bit(melds, 1);
                shape[k] -= 2;
            }
        }
        if (melds == 4)
            return;
        // Meld types: 0..kinds-1 triplets, then sequences starting at 0..kinds-3.
        const int types = kinds + (sequences ? kinds - 2 : 0);
        for (int type = firstType; type < types; ++type) {
            if (type < kinds) {
                if (shape[type] + 3 > 4)
                    continue;
                shape[type] += 3;
                self(self, melds + 1, type);
                shape[type] -= 3;
            } else {
                const int s = type - kinds;
                if (shape[s] == 4 || shape[s + 1] == 4 || shape[s + 2] == 4)
                    continue;
                ++shape[s];
                ++shape[s + 1];
                ++shape[s + 2];
                self(self, melds + 1, type);
                --shape[s];
                --shape[s + 1];
                --shape[s + 2];
            }
        }
    };
    markShapes(markShapes, 0, 0);
    // The ranks of the patterns one tile smaller (c minus one tile of each kind held), from the
    // rank r of c: only the terms of the kinds up to the one taken change.
    auto belowRanks = [&](const Pattern &c, std::uint32_t r, std::uint32_t *out) {
        unsigned rest[10];
        rest[kinds] = 0;
        for (int i = kinds - 1; i >= 0; --i)
            rest[i] = rest[i + 1] + c[i];
        std::uint32_t before = 0; // sum of w[i][rest_i][c_i] over i < k
        std::uint32_t after = 0; // the same with one tile fewer in the rest
        int n = 0;
        for (int k = 0; k < kinds && rest[k] > 0; ++k) {
            const std::uint32_t term = t.w[k][rest[k]][c[k]];
            if (c[k])
                out[n++] = r - before - term + after + t.w[k][rest[k] - 1][c[k] - 1];
            before += term;
            after += t.w[k][rest[k] - 1][c[k]];
        }
        return n;
    };
    for (std::uint32_t r = t.size; r-- > 1;) {
        if (!sub[r])
            continue;
        std::uint32_t below[9];
        const int belowCount = belowRanks(patterns[r], r, below);
        for (int n = 0; n < belowCount; ++n)
            sub[below[n]] |= sub[r];
    }

    // Largest overlaps, then distances, deduplicated into classes.
    struct alignas(16) Overlap
    {
        std::uint8_t o[16];
    };
    std::vector<Overlap> overlap(t.size);
    // Class ids by packed vector: open addressing (a few hundred classes at most), the key with
    // its top bit set marking a used slot.
    constexpr std::size_t slots = 1024;
    constexpr std::uint64_t usedBit = std::uint64_t(1) << 63;
    std::vector<std::uint64_t> slotKeys(slots, 0);
    std::vector<std::uint8_t> slotIds(slots, 0);
    std::vector<std::uint64_t> keys; // per id
    auto classId = [&](std::uint64_t key) {
        std::size_t i = (key * 0x9E3779B97F4A7C15ull) >> 54;
        while (slotKeys[i] && slotKeys[i] != (key | usedBit))
            i = (i + 1) & (slots - 1);
        if (!slotKeys[i]) {
            slotKeys[i] = key | usedBit;
            slotIds[i] = static_cast<std::uint8_t>(keys.size());
            keys.push_back(key);
        }
        return slotIds[i];
    };
    t.classOf.assign(t.size, 0);
    for (std::uint32_t r = 0; r < t.size; ++r) {
        const Pattern &c = patterns[r];
        int total = 0;
        for (int k = 0; k < kinds; ++k)
            total += c[k];
        std::uint32_t below[9];
        const int belowCount = belowRanks(c, r, below);
        Overlap o{};
        for (int n = 0; n < belowCount; ++n) {
            const Overlap &b = overlap[below[n]];
            for (int j = 0; j < 16; ++j)
                o.o[j] = std::max(o.o[j], b.o[j]);
        }
        for (int j = 0; j < 10; ++j) {
            if (sub[r] & (1u << j))
                o.o[j] = static_cast<std::uint8_t>(total);
        }
        overlap[r] = o;
        std::array<std::uint8_t, 10> d;
        for (int pair = 0; pair < 2; ++pair) {
            for (int m = 0; m < 5; ++m)
                d[pair * 5 + m] = static_cast<std::uint8_t>(3 * m + 2 * pair - o.o[pair * 5 + m]);
        }
        // 126 classes for a suit and 55 for the honours: a byte is enough (checked by the tests
        // through shantenTableInfo()).
        t.classOf[r] = classId(packDistances(d.data()));
    }
    t.classes.clear();
    for (std::uint64_t key : keys)
        t.classes.push_back(unpackDistances(key));
}

// r[p][m] = min over splits of a[pa][i] + b[pb][m - i] with pa + pb = p.
inline void convolve(const std::uint8_t a[2][5], const std::uint8_t b[2][5], std::uint8_t r[2][5])
{
    for (int m = 0; m < 5; ++m) {
        int best0 = kInf;
        int best1 = kInf;
        for (int i = 0; i <= m; ++i) {
            best0 = std::min(best0, a[0][i] + b[0][m - i]);
            best1 = std::min(best1, std::min(a[0][i] + b[1][m - i], a[1][i] + b[0][m - i]));
        }
        r[0][m] = static_cast<std::uint8_t>(best0);
        r[1][m] = static_cast<std::uint8_t>(best1);
    }
}

// The two-suit vectors: man+pin and sou+honours are looked up as pairs of classes, so that a
// hand costs four ranks, six small loads and one final min over ten sums.
struct Tables
{
    SuitTable suit;
    SuitTable honor;
    std::vector<Distances> pairClasses; // distinct convolutions of two suits
    std::vector<std::uint16_t> manPin; // [suit class][suit class] -> pair class
    std::vector<std::uint16_t> souHonor; // [suit class][honour class] -> pair class
    std::vector<std::uint8_t> final4; // [pair class][pair class] -> draws for 4 melds + pair
    std::size_t suitClassCount = 0;
    std::size_t honorClassCount = 0;
    double buildMilliseconds = 0;

    Tables()
    {
        const auto start = std::chrono::steady_clock::now();
        buildSuitTable(suit, 9, true);
        buildSuitTable(honor, 7, false);
        std::unordered_map<std::uint64_t, std::uint16_t> ids;
        auto pairClass = [&](const Distances &a, const Distances &b) {
            Distances r{};
            convolve(a.d, b.d, r.d);
            auto [it, inserted] =
                    ids.emplace(packDistances(&r.d[0][0]), static_cast<std::uint16_t>(ids.size()));
            return it->second;
        };
        const std::size_t suits = suit.classes.size();
        const std::size_t honors = honor.classes.size();
        manPin.resize(suits * suits);
        souHonor.resize(suits * honors);
        for (std::size_t a = 0; a < suits; ++a) {
            for (std::size_t b = 0; b < suits; ++b)
                manPin[a * suits + b] = pairClass(suit.classes[a], suit.classes[b]);
            for (std::size_t h = 0; h < honors; ++h)
                souHonor[a * honors + h] = pairClass(suit.classes[a], honor.classes[h]);
        }
        pairClasses.assign(ids.size(), Distances{});
        for (const auto &[key, id] : ids)
            pairClasses[id] = unpackDistances(key);
        final4.resize(pairClasses.size() * pairClasses.size());
        for (std::size_t a = 0; a < pairClasses.size(); ++a) {
            for (std::size_t b = 0; b < pairClasses.size(); ++b) {
                int best = kInf;
                for (int i = 0; i <= 4; ++i)
                    best = std::min({ best, pairClasses[a].d[0][i] + pairClasses[b].d[1][4 - i],
                            pairClasses[a].d[1][i] + pairClasses[b].d[0][4 - i] });
                final4[a * pairClasses.size() + b] = static_cast<std::uint8_t>(best);
            }
        }
        suitClassCount = suits;
        honorClassCount = honors;
        buildMilliseconds =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                        .count();
    }
};

const Tables &tables()
{
    static const Tables t;
    return t;
}

// The fewest draws for `melds` melds and one pair from two two-suit vectors.
inline int finish(const std::uint8_t ab[2][5], const std::uint8_t ch[2][5], int melds)
{
    int best = kInf;
    for (int i = 0; i <= melds; ++i)
        best = std::min(best, std::min(ab[0][i] + ch[1][melds - i], ab[1][i] + ch[0][melds - i]));
    return best;
}

// Eight counts as the bytes of a word, the first count in the lowest byte.
inline std::uint64_t load8(const std::uint8_t *p)
{
    std::uint64_t x;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&x, p, 8);
    } else {
        x = 0;
        for (int i = 7; i >= 0; --i)
            x = x << 8 | p[i];
    }
    return x;
}

// Base-5 indices of two groups of four counts held in the bytes of x: the low 4 bytes and the
// high 4 bytes, returned as (low | high << 32).
inline std::uint64_t base5Pairs(std::uint64_t x)
{
    constexpr std::uint64_t bytes = 0x00FF00FF00FF00FFull;
    constexpr std::uint64_t words = 0x0000FFFF0000FFFFull;
    const std::uint64_t y = (x & bytes) + ((x >> 8) & bytes) * 5;
    return (y & words) + ((y >> 16) & words) * 25;
}

// The class of a suit whose first eight counts are the bytes of x and the ninth c8.
inline std::uint8_t suitClassOf(const SuitTable &t, std::uint64_t x, unsigned c8)
{
    const std::uint64_t idx = base5Pairs(x);
    const unsigned highSum = static_cast<unsigned>(((x >> 32) * 0x01010101u) >> 24 & 0xFF) + c8;
    const std::uint32_t rank =
            t.low[highSum * 625 + (idx & 0xFFFFFFFF)] + t.high[(idx >> 32) + 625 * c8];
    return t.classOf[rank];
}

// The class of a suit whose nine counts start at c.
inline std::uint8_t suitClass(const SuitTable &t, const std::uint8_t *c)
{
    return suitClassOf(t, load8(c), c[8]);
}

// The class of the honours whose seven counts are the low seven bytes of x.
inline std::uint8_t honorClassOf(const SuitTable &t, std::uint64_t x)
{
    const std::uint64_t idx = base5Pairs(x);
    const unsigned highSum = static_cast<unsigned>(((x >> 32) * 0x01010101u) >> 24 & 0xFF);
    const std::uint32_t rank = t.low[highSum * 625 + (idx & 0xFFFFFFFF)] + t.high[idx >> 32];
    return t.classOf[rank];
}

// The class of the honours, whose seven counts are c[1..7] (c[0] is the 9 sou, ignored).
inline std::uint8_t honorClass(const SuitTable &t, const std::uint8_t *c)
{
    return honorClassOf(t, load8(c) >> 8);
}

// The regular-form draws of a concealed part with at most four copies of a kind.
inline int regularDraws(const Tables &t, const std::uint8_t *c, int melds)
{
    const std::size_t pairs = t.pairClasses.size();
    const std::uint16_t ab =
            t.manPin[suitClass(t.suit, c) * t.suitClassCount + suitClass(t.suit, c + 9)];
    const std::uint16_t ch =
            t.souHonor[suitClass(t.suit, c + 18) * t.honorClassCount + honorClass(t.honor, c + 26)];
    if (melds == 4)
        return t.final4[ab * pairs + ch];
    return finish(t.pairClasses[ab].d, t.pairClasses[ch].d, melds);
}

// The honours with copy limits: no sequences, so every kind is a triplet, the pair or unused,
// each at its own cost; the cheapest kinds win.
void honorDistances(const std::uint8_t *counts, const std::uint8_t *limits, std::uint8_t out[2][5])
{
    int triplet[7];
    int pair[7];
    for (int k = 0; k < 7; ++k) {
        triplet[k] = limits[k] >= 3 ? std::max(0, 3 - counts[k]) : kInf;
        pair[k] = limits[k] >= 2 ? std::max(0, 2 - counts[k]) : kInf;
    }
    // Kinds by triplet cost (insertion sort of seven).
    int order[7] = { 0, 1, 2, 3, 4, 5, 6 };
    for (int i = 1; i < 7; ++i) {
        for (int j = i; j > 0 && triplet[order[j]] < triplet[order[j - 1]]; --j)
            std::swap(order[j], order[j - 1]);
    }
    // The m cheapest triplets, leaving out kind `skip` (-1: none).
    auto cheapest = [&](int skip, int m) {
        int sum = 0;
        for (int i = 0, taken = 0; i < 7 && taken < m; ++i) {
            if (order[i] == skip)
                continue;
            sum = std::min<int>(kInf, sum + triplet[order[i]]);
            ++taken;
        }
        return sum;
    };
    for (int m = 0; m <= 4; ++m) {
        out[0][m] = static_cast<std::uint8_t>(cheapest(-1, m));
        int best = kInf;
        for (int j = 0; j < 7; ++j)
            best = std::min(best, pair[j] + cheapest(j, m));
        out[1][m] = static_cast<std::uint8_t>(std::min<int>(best, kInf));
    }
}

constexpr std::array<TileKind, 13> kOrphans{ 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

} // namespace

int tileTotal(const TileCounts &counts)
{
    // Byte-wise sums of four 8-byte words plus the last two bytes, then one multiply adds the
    // bytes (counts are small: no byte overflows).
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    const std::uint8_t *c = counts.data();
    const std::uint64_t sum =
            load8(c) + load8(c + 8) + load8(c + 16) + load8(c + 24) + (load8(c + 26) >> 48);
    return static_cast<int>((sum * ones) >> 56);
}

int regularShanten(const TileCounts &closed)
{
    return regularDraws(tables(), closed.data(), tileTotal(closed) / 3) - 1;
}

namespace {

// The copy limits the melds leave in suit s (3 = the honours): L_k = 4 - copies in melds.
struct SuitLimits
{
    std::uint8_t limits[9] = {};
    bool limited = false; // some kind has fewer than four
    // The honours (see limitedHonorDistances): 0xFF in the bytes of the kinds limited to four,
    // how many they are, and whether some kind is limited to two or three.
    std::uint64_t freeMask = 0;
    int free = 0;
    bool greedy = false;
};

SuitLimits honorLimits(const std::uint8_t *limits)
{
    SuitLimits l;
    for (int k = 0; k < 7; ++k) {
        l.limits[k] = limits[k];
        l.limited = l.limited || limits[k] < 4;
        if (limits[k] == 4) {
            l.freeMask |= std::uint64_t(0xFF) << 8 * k;
            ++l.free;
        }
        l.greedy = l.greedy || limits[k] == 2 || limits[k] == 3;
    }
    return l;
}

// The limits of a suit without meld tiles: every kind four.
SuitLimits freeLimits(bool honours)
{
    const std::uint8_t four[9] = { 4, 4, 4, 4, 4, 4, 4, 4, 4 };
    if (honours)
        return honorLimits(four);
    SuitLimits l;
    std::copy(four, four + 9, l.limits);
    return l;
}

SuitLimits suitLimits(const TileCounts &meldTiles, int s)
{
    const std::uint8_t *m = meldTiles.data();
    if (s == 3 ? (load8(m + 26) >> 8) == 0 : (load8(m + 9 * s) | m[9 * s + 8]) == 0) {
        static const SuitLimits free[2] = { freeLimits(false), freeLimits(true) };
        return free[s == 3];
    }
    SuitLimits l;
    const int first = s * 9;
    const int kinds = s == 3 ? 7 : 9;
    for (int k = 0; k < kinds; ++k) {
        const int used = meldTiles[first + k];
        l.limits[k] = static_cast<std::uint8_t>(used >= 4 ? 0 : 4 - used);
        l.limited = l.limited || used > 0;
    }
    return s == 3 ? honorLimits(l.limits) : l;
}

// The counts of suit s as a word (the first eight; the honours' seven) and the ninth count.
struct SuitWord
{
    std::uint64_t x;
    unsigned c8;
};

SuitWord suitWord(const std::uint8_t *closed, int s)
{
    if (s == 3)
        return { load8(closed + 26) >> 8, 0 };
    return { load8(closed + 9 * s), closed[9 * s + 8] };
}

// The suit with one more tile of its j-th kind.
SuitWord withDraw(SuitWord w, int j)
{
    if (j == 8)
        ++w.c8;
    else
        w.x += std::uint64_t(1) << 8 * j;
    return w;
}

// Lower and upper bounds on a distance vector (of a suit, or of several combined). `upper` holds
// the entries known exact (the others impossible); `doubtful` says some entry is not known exact.
struct Bounds
{
    std::uint8_t lower[2][5];
    std::uint8_t upper[2][5];
    bool doubtful = false;
};

// The honours with copy limits of 0, 1 or 4 (what pons and kans leave): a kind limited to one
// copy or none can be neither a triplet nor the pair, so its tiles are of no use and the other
// kinds are free. That is the table's vector of the honours with the limited kinds emptied, as
// long as the shape needs no more kinds than are free: an empty kind costs a shape at least as
// much as any free kind the shape leaves out (no sequences: every kind in a shape is a triplet
// or the pair, 3 or 2 draws at most). Other limits use the greedy.
void limitedHonorDistances(const Tables &t, const std::uint8_t *counts, std::uint64_t word,
        const SuitLimits &l, std::uint8_t out[2][5])
{
    if (l.greedy) {
        honorDistances(counts, l.limits, out);
        return;
    }
    const Distances &d = t.honor.classes[honorClassOf(t.honor, word & l.freeMask)];
    for (int p = 0; p < 2; ++p) {
        for (int m = 0; m < 5; ++m)
            out[p][m] = m + p <= l.free ? d.d[p][m] : kInf;
    }
}

// The bounds on the vector of suit s under the melds' limits. The table's vector (limit 4) is
// a lower bound D4 for each entry; an entry is also exact when the table's best shape cannot
// break a limit: that shape holds at most C_k + D4 copies of kind k, so D4 <= the slack
// suffices. The honours with limits are exact at once. c: the suit's counts, w: the same as a
// word, slack: slackOf(c, l).
// In two steps: the lower bounds, then the upper ones.
void suitLower(
        const Tables &t, const std::uint8_t *c, SuitWord w, const SuitLimits &l, int s, Bounds &b)
{
    if (l.limited && s == 3) {
        limitedHonorDistances(t, c, w.x, l, b.lower);
    } else {
        const Distances &d = s == 3 ? t.honor.classes[honorClassOf(t.honor, w.x)]
                                    : t.suit.classes[suitClassOf(t.suit, w.x, w.c8)];
        std::memcpy(b.lower, d.d, 10);
    }
}

void suitUpper(const SuitLimits &l, int s, int slack, Bounds &b)
{
    b.doubtful = false;
    std::memcpy(b.upper, b.lower, 10);
    if (!l.limited || s == 3)
        return;
    for (int p = 0; p < 2; ++p) {
        for (int m = 0; m < 5; ++m) {
            if (b.lower[p][m] > slack) {
                b.upper[p][m] = kInf;
                b.doubtful = true;
            }
        }
    }
}

void suitBounds(const Tables &t, const std::uint8_t *c, SuitWord w, const SuitLimits &l, int s,
        int slack, Bounds &b)
{
    suitLower(t, c, w, l, s, b);
    suitUpper(l, s, slack, b);
}

// The slack of suit s: min (L_k - C_k) over the kinds the melds touch (4 if none; the honours
// do not use it).
int slackOf(const std::uint8_t *c, const SuitLimits &l, int s)
{
    int slack = 4;
    for (int k = 0; k < 9 && s < 3; ++k) {
        if (l.limits[k] < 4)
            slack = std::min(slack, l.limits[k] - c[k]);
    }
    return slack;
}

// Makes the bounds of a number suit exact with the dynamic programme.
void makeExact(Bounds &b, const std::uint8_t *c, const SuitLimits &l)
{
    limitedSuitDistances(c, l.limits, 9, true, b.lower);
    std::memcpy(b.upper, b.lower, 10);
    b.doubtful = false;
}

// Two bounds combined (convolved).
Bounds combine(const Bounds &a, const Bounds &b)
{
    Bounds p;
    convolve(a.lower, b.lower, p.lower);
    p.doubtful = a.doubtful || b.doubtful;
    if (p.doubtful)
        convolve(a.upper, b.upper, p.upper);
    else
        std::memcpy(p.upper, p.lower, 10);
    return p;
}

// The regular shanten from the four suits' bounds. Combining the lower bounds gives a lower
// bound on the answer; combining the upper ones an upper bound. When they meet, that is the
// answer; otherwise the exact dynamic programme runs for the suits in doubt.
int regularFromBounds(
        Bounds suits[4], const SuitLimits limits[4], const std::uint8_t *const counts[4], int melds)
{
    Bounds pairs[2] = { combine(suits[0], suits[1]), combine(suits[2], suits[3]) };
    const int low = finish(pairs[0].lower, pairs[1].lower, melds);
    if ((!pairs[0].doubtful && !pairs[1].doubtful)
            || finish(pairs[0].upper, pairs[1].upper, melds) == low)
        return low - 1;
    for (int s = 0; s < 3; ++s) {
        if (suits[s].doubtful)
            makeExact(suits[s], counts[s], limits[s]);
    }
    return finish(combine(suits[0], suits[1]).lower, combine(suits[2], suits[3]).lower, melds) - 1;
}

// The fewest draws for `melds` melds and one pair from one suit's vector a and the vector r of
// the other three suits.
inline int finishWith(const std::uint8_t a[2][5], const std::uint8_t r[2][5], int melds)
{
    int best = kInf;
    for (int m = 0; m <= melds; ++m)
        best = std::min(best, std::min(a[0][m] + r[1][melds - m], a[1][m] + r[0][melds - m]));
    return best;
}

} // namespace

int regularShanten(const TileCounts &closed, const TileCounts &meldTiles)
{
    // A suit touched by the melds has lower copy limits L_k = 4 - (copies in melds): see
    // suitBounds and regularFromBounds.
    const Tables &t = tables();
    SuitLimits limits[4];
    Bounds bounds[4];
    const std::uint8_t *counts[4];
    for (int s = 0; s < 4; ++s) {
        counts[s] = closed.data() + s * 9;
        limits[s] = suitLimits(meldTiles, s);
        suitBounds(t, counts[s], suitWord(closed.data(), s), limits[s], s,
                slackOf(counts[s], limits[s], s), bounds[s]);
    }
    return regularFromBounds(bounds, limits, counts, tileTotal(closed) / 3);
}

int regularShantenAfterDraws(const TileCounts &closed, const TileCounts &meldTiles,
        std::array<int, kKindCount> &after, bool capAtShanten)
{
    // A draw changes one suit. The other three suits of each suit are combined once (`rest`), so
    // a draw costs the drawn suit's bounds and one short min. Bounds that do not meet make the
    // suits in doubt exact: the untouched ones once (they are shared), the drawn one per draw.
    const Tables &t = tables();
    SuitLimits limits[4];
    Bounds base[4];
    const std::uint8_t *counts[4];
    SuitWord words[4];
    int slacks[4];
    for (int s = 0; s < 4; ++s) {
        counts[s] = closed.data() + s * 9;
        limits[s] = suitLimits(meldTiles, s);
        words[s] = suitWord(closed.data(), s);
        slacks[s] = slackOf(counts[s], limits[s], s);
        suitBounds(t, counts[s], words[s], limits[s], s, slacks[s], base[s]);
    }
    Bounds rest[4];
    auto combineRest = [&] {
        const Bounds p0 = combine(base[0], base[1]);
        const Bounds p1 = combine(base[2], base[3]);
        rest[0] = combine(base[1], p1);
        rest[1] = combine(base[0], p1);
        rest[2] = combine(base[3], p0);
        rest[3] = combine(base[2], p0);
    };
    // Makes the base suits other than `skip` exact (their rest then is for `skip`).
    auto exactBase = [&](int skip) {
        for (int s = 0; s < 3; ++s) {
            if (s != skip && base[s].doubtful)
                makeExact(base[s], counts[s], limits[s]);
        }
        combineRest();
    };
    combineRest();
    const int total = tileTotal(closed);
    int shanten;
    {
        const int melds = total / 3;
        shanten = finishWith(base[0].lower, rest[0].lower, melds);
        if ((base[0].doubtful || rest[0].doubtful)
                && finishWith(base[0].upper, rest[0].upper, melds) != shanten) {
            exactBase(-1);
            shanten = finishWith(base[0].lower, rest[0].lower, melds);
        }
        --shanten;
    }
    const int melds = (total + 1) / 3;
    TileCounts c = closed;
    for (int k = 0; k < kKindCount; ++k) {
        after[k] = std::numeric_limits<int>::max();
        if (closed[k] + meldTiles[k] >= 4)
            continue;
        const int s = k / 9;
        ++c[k];
        Bounds changed;
        // The draw lowers the slack of its kind only.
        const int j = k % 9;
        const int slack = limits[s].limits[j] < 4
                ? std::min(slacks[s], limits[s].limits[j] - closed[k] - 1)
                : slacks[s];
        suitLower(t, c.data() + s * 9, withDraw(words[s], j), limits[s], s, changed);
        int draws = finishWith(changed.lower, rest[s].lower, melds);
        if (capAtShanten && draws - 1 >= shanten) {
            // The lower bound is enough: not below the hand's shanten.
            after[k] = shanten;
            --c[k];
            continue;
        }
        suitUpper(limits[s], s, slack, changed);
        if ((changed.doubtful || rest[s].doubtful)
                && finishWith(changed.upper, rest[s].upper, melds) != draws) {
            if (rest[s].doubtful) {
                exactBase(s);
                draws = finishWith(changed.lower, rest[s].lower, melds);
            }
            if (changed.doubtful && finishWith(changed.upper, rest[s].upper, melds) != draws) {
                makeExact(changed, c.data() + s * 9, limits[s]);
                draws = finishWith(changed.lower, rest[s].lower, melds);
            }
        }
        after[k] = capAtShanten ? std::min(draws - 1, shanten) : draws - 1;
        --c[k];
    }
    return shanten;
}

int chiitoitsuShanten(const TileCounts &closed)
{
    int pairs = 0;
    int kinds = 0;
    for (std::uint8_t c : closed) {
        pairs += c >= 2;
        kinds += c >= 1;
    }
    return 6 - pairs + std::max(0, 7 - kinds);
}

int kokushiShanten(const TileCounts &closed)
{
    int kinds = 0;
    bool pair = false;
    for (TileKind k : kOrphans) {
        kinds += closed[k] >= 1;
        pair = pair || closed[k] >= 2;
    }
    return 13 - kinds - (pair ? 1 : 0);
}

int shanten(const TileCounts &closed)
{
    // Counts are at most 4 (three bits per byte). Per 8-byte word: `any` has 1 in the bytes with
    // a tile, `two` in the bytes with two or more; summing the words byte-wise and multiplying
    // by 0x0101… adds up the bytes.
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    const std::uint8_t *c = closed.data();
    const std::uint64_t w0 = load8(c);
    const std::uint64_t w1 = load8(c + 8);
    const std::uint64_t w2 = load8(c + 16);
    const std::uint64_t w3 = load8(c + 24);
    const std::uint64_t w4 = load8(c + 26) >> 48; // kinds 32 and 33
    auto any = [](std::uint64_t w) { return (w | w >> 1 | w >> 2) & ones; };
    auto two = [](std::uint64_t w) { return (w >> 1 | w >> 2) & ones; };
    const std::uint64_t a0 = any(w0), a1 = any(w1), a2 = any(w2), a3 = any(w3), a4 = any(w4);
    const std::uint64_t t0 = two(w0), t1 = two(w1), t2 = two(w2), t3 = two(w3), t4 = two(w4);
    const int total = static_cast<int>(((w0 + w1 + w2 + w3 + w4) * ones) >> 56);
    int best = regularDraws(tables(), c, total / 3) - 1;
    if (total >= 13) {
        const int kinds = static_cast<int>(((a0 + a1 + a2 + a3 + a4) * ones) >> 56);
        const int pairs = static_cast<int>(((t0 + t1 + t2 + t3 + t4) * ones) >> 56);
        best = std::min(best, 6 - pairs + std::max(0, 7 - kinds));
        // Orphans: byte 0 of w0; bytes 0, 1 of w1 (9m 1p); 1, 2 of w2 (9p 1s); 2..7 of w3
        // (9s, 1z..5z); w4 (6z 7z).
        constexpr std::uint64_t m0 = 0x01, m1 = 0x0101, m2 = 0x010100, m3 = 0x0101010101010000ull;
        const int orphans = static_cast<int>(
                (((a0 & m0) + (a1 & m1) + (a2 & m2) + (a3 & m3) + a4) * ones) >> 56);
        const bool orphanPair = ((t0 & m0) | (t1 & m1) | (t2 & m2) | (t3 & m3) | t4) != 0;
        best = std::min(best, 13 - orphans - (orphanPair ? 1 : 0));
    }
    return best;
}

namespace {

// shanten(closed with one tile of kind k added (delta +1) or taken away (delta -1)) as after[k]
// for every kind that allows it (the others get INT_MAX): the regular form as shanten() works it
// out, with the classes of the suits the change does not touch looked up once. Seven pairs and
// the orphans: a change moves each of pairs, kinds and orphans by at most one.
template <int Delta>
void shantenAfterChanges(const TileCounts &closed, std::array<int, kKindCount> &after)
{
    static_assert(Delta == 1 || Delta == -1);
    const Tables &t = tables();
    const std::uint8_t *c = closed.data();
    const std::size_t suitClasses = t.suitClassCount;
    const std::size_t honorClasses = t.honorClassCount;
    const std::size_t pairClasses = t.pairClasses.size();
    const std::size_t classes[4] = { suitClass(t.suit, c), suitClass(t.suit, c + 9),
        suitClass(t.suit, c + 18), honorClass(t.honor, c + 26) };
    const std::uint16_t manPin = t.manPin[classes[0] * suitClasses + classes[1]];
    const std::uint16_t souHonor = t.souHonor[classes[2] * honorClasses + classes[3]];
    int pairs = 0;
    int kinds = 0;
    for (std::uint8_t n : closed) {
        pairs += n >= 2;
        kinds += n >= 1;
    }
    int orphans = 0;
    int orphanPairs = 0;
    bool orphan[kKindCount] = {};
    for (TileKind k : kOrphans) {
        orphan[k] = true;
        orphans += closed[k] >= 1;
        orphanPairs += closed[k] >= 2;
    }
    const int total = tileTotal(closed) + Delta;
    const int melds = total / 3;
    // A suit's counts as words (the change is made to them, not stored and read back).
    const std::uint64_t words[4] = { load8(c), load8(c + 9), load8(c + 18), load8(c + 26) >> 8 };
    for (int k = 0; k < kKindCount; ++k) {
        after[k] = std::numeric_limits<int>::max();
        const int n = closed[k];
        if (Delta > 0 ? n >= 4 : n == 0)
            continue;
        const int s = k / 9;
        const int j = k % 9;
        const std::uint64_t step = std::uint64_t(1) << 8 * j;
        const std::size_t changed = s == 3
                ? honorClassOf(t.honor, Delta > 0 ? words[3] + step : words[3] - step)
                : (j == 8 ? suitClassOf(t.suit, words[s], unsigned(c[9 * s + 8] + Delta))
                          : suitClassOf(t.suit, Delta > 0 ? words[s] + step : words[s] - step,
                                  c[9 * s + 8]));
        std::uint16_t ab = manPin;
        std::uint16_t ch = souHonor;
        switch (s) {
        case 0: ab = t.manPin[changed * suitClasses + classes[1]]; break;
        case 1: ab = t.manPin[classes[0] * suitClasses + changed]; break;
        case 2: ch = t.souHonor[changed * honorClasses + classes[3]]; break;
        default: ch = t.souHonor[classes[2] * honorClasses + changed]; break;
        }
        int best = (melds == 4 ? t.final4[ab * pairClasses + ch]
                               : finish(t.pairClasses[ab].d, t.pairClasses[ch].d, melds))
                - 1;
        if (total >= 13) {
            // The kind's count goes from n to n + Delta: it becomes (or stops being) a pair at
            // two and a kind held at one.
            const int m = Delta > 0 ? n + 1 : n; // the count that gains or loses the status
            const int pairShift = m == 2 ? Delta : 0;
            const int kindShift = m == 1 ? Delta : 0;
            best = std::min(best, 6 - (pairs + pairShift) + std::max(0, 7 - (kinds + kindShift)));
            const int orphansNow = orphans + (orphan[k] ? kindShift : 0);
            const int orphanPairsNow = orphanPairs + (orphan[k] ? pairShift : 0);
            best = std::min(best, 13 - orphansNow - (orphanPairsNow > 0 ? 1 : 0));
        }
        after[k] = best;
    }
}

} // namespace

int shantenAfterDraws(const TileCounts &closed, std::array<int, kKindCount> &after)
{
    shantenAfterChanges<1>(closed, after);
    return shanten(closed);
}

int shantenAfterDiscards(const TileCounts &closed, std::array<int, kKindCount> &after)
{
    shantenAfterChanges<-1>(closed, after);
    return shanten(closed);
}

ShantenResult shantenForms(const TileCounts &closed, const TileCounts &meldTiles, int meldCount)
{
    ShantenResult r;
    r.regular = meldCount > 0 ? regularShanten(closed, meldTiles) : regularShanten(closed);
    r.best = r.regular;
    if (meldCount == 0 && tileTotal(closed) >= 13) {
        r.chiitoitsu = chiitoitsuShanten(closed);
        r.kokushi = kokushiShanten(closed);
        r.best = std::min({ r.best, *r.chiitoitsu, *r.kokushi });
    }
    return r;
}

std::optional<Error> checkHandTiles(
        const Hand &hand, const TileCounts *extra, const char *extraName)
{
    const int size = static_cast<int>(hand.closed.size() + 3 * hand.melds.size());
    if (hand.melds.size() > 4)
        return Error::of(ErrorCode::TooManyMeldsShort, { std::to_string(hand.melds.size()) })
                .at(ErrorCode::AtField, { "melds" });
    if (size != 13 && size != 14)
        return Error::of(ErrorCode::AnalysisTileCount,
                { std::to_string(hand.closed.size()), std::to_string(hand.melds.size()) })
                .at(ErrorCode::AtField, { "closed" });
    TileCounts all = hand.allCounts();
    for (int k = 0; k < kKindCount; ++k) {
        if (all[k] > 4)
            return Error::of(ErrorCode::TooManyCopiesInHand,
                    { std::to_string(all[k]), kindToString(static_cast<TileKind>(k)) })
                    .at(ErrorCode::AtField, { "closed" });
    }
    if (extra) {
        for (int k = 0; k < kKindCount; ++k) {
            if (all[k] + (*extra)[k] > 4)
                return Error::of(ErrorCode::TooManyCopiesVisible,
                        { std::to_string(all[k] + (*extra)[k]),
                                kindToString(static_cast<TileKind>(k)) })
                        .at(ErrorCode::AtField, { extraName ? extraName : "visible" });
        }
    }
    return std::nullopt;
}

Result<ShantenResult> shantenOf(const Hand &hand)
{
    if (auto error = checkHandTiles(hand))
        return *error;
    TileCounts meldTiles{};
    for (const Meld &m : hand.melds) {
        for (const Tile &tile : m.tiles)
            ++meldTiles[tile.kind];
    }
    return shantenForms(hand.closedCounts(), meldTiles, static_cast<int>(hand.melds.size()));
}

void suitDistances(const std::uint8_t *counts, const std::uint8_t *limits, int kindCount,
        bool sequences, std::uint8_t out[2][5])
{
    // State before kind i: r1 sequences started at i-1 (they need i and i+1), r2 started at
    // i-2 (they need i), p pairs so far; per state a vector over m (melds so far) of the draws
    // so far. Three equal sequences are the same tiles as three triplets, so at most two
    // sequences start at any kind (r1, r2 <= 2).
    using Costs = std::array<std::uint8_t, 5>;
    Costs cur[3][3][2];
    Costs next[3][3][2];
    for (auto &a : cur) {
        for (auto &b : a) {
            for (Costs &c : b)
                c.fill(kInf);
        }
    }
    cur[0][0][0][0] = 0;
    for (int i = 0; i < kindCount; ++i) {
        for (auto &a : next) {
            for (auto &b : a) {
                for (Costs &c : b)
                    c.fill(kInf);
            }
        }
        const int maxStart = sequences && i + 2 < kindCount ? 2 : 0;
        const int limit = limits[i];
        const int have = counts[i];
        for (int r1 = 0; r1 <= 2; ++r1) {
            for (int r2 = 0; r2 <= 2; ++r2) {
                for (int p = 0; p <= 1; ++p) {
                    const Costs &from = cur[r1][r2][p];
                    if (*std::min_element(from.begin(), from.end()) >= kInf)
                        continue; // unreachable
                    for (int s = 0; s <= maxStart; ++s) {
                        for (int triplet = 0; triplet <= 1; ++triplet) {
                            for (int pair = 0; pair + p <= 1; ++pair) {
                                const int need = r1 + r2 + s + 3 * triplet + 2 * pair;
                                if (need > limit)
                                    continue;
                                const int extra = std::max(0, need - have);
                                const int added = s + triplet;
                                Costs &to = next[s][r1][p + pair];
                                for (int m = 0; m + added <= 4; ++m) {
                                    const int c = from[m] + extra;
                                    if (c < to[m + added])
                                        to[m + added] = static_cast<std::uint8_t>(c);
                                }
                            }
                        }
                    }
                }
            }
        }
        std::memcpy(cur, next, sizeof cur);
    }
    for (int p = 0; p <= 1; ++p) {
        for (int m = 0; m <= 4; ++m)
            out[p][m] = std::min<std::uint8_t>(cur[0][0][p][m], kInf);
    }
}

namespace {

// One choice at a kind in limitedSuitDistances: from state to state (index (r1 * 3 + r2) * 2 + p),
// the copies of the kind it needs and the melds it adds.
struct DpStep
{
    std::uint8_t from;
    std::uint8_t to;
    std::uint8_t need;
    std::uint8_t added;
};

struct DpSteps
{
    int count = 0;
    DpStep steps[64];
};

// The choices allowed at a kind with copy limit `limit` (0..4), when at most `maxStart` (0..2)
// sequences may start there and the next kind's limit is `nextLimit` (0..4): the loops of
// suitDistances with the choices that break a limit left out.
const DpSteps &dpSteps(int limit, int maxStart, int nextLimit)
{
    static const std::array<DpSteps, 75> lists = [] {
        std::array<DpSteps, 75> all{};
        auto index = [](int r1, int r2, int p) { return (r1 * 3 + r2) * 2 + p; };
        for (int l = 0; l <= 4; ++l) {
            for (int ms = 0; ms <= 2; ++ms) {
                for (int nl = 0; nl <= 4; ++nl) {
                    DpSteps &list = all[(l * 3 + ms) * 5 + nl];
                    for (int r1 = 0; r1 <= 2; ++r1) {
                        for (int r2 = 0; r2 <= 2; ++r2) {
                            for (int p = 0; p <= 1; ++p) {
                                for (int s = 0; s <= ms && r1 + s <= nl; ++s) {
                                    for (int triplet = 0; triplet <= 1; ++triplet) {
                                        for (int pair = 0; pair + p <= 1; ++pair) {
                                            const int need = r1 + r2 + s + 3 * triplet + 2 * pair;
                                            if (need > l)
                                                continue;
                                            list.steps[list.count++] =
                                                    DpStep{ std::uint8_t(index(r1, r2, p)),
                                                        std::uint8_t(index(s, r1, p + pair)),
                                                        std::uint8_t(need),
                                                        std::uint8_t(s + triplet) };
                                        }
                                    }
                                }
                            }
                        }
                    }
                    // By target state, so that a state's minimum builds up in a register.
                    std::stable_sort(list.steps, list.steps + list.count,
                            [](const DpStep &a, const DpStep &b) { return a.to < b.to; });
                }
            }
        }
        return all;
    }();
    return lists[(limit * 3 + maxStart) * 5 + nextLimit];
}

} // namespace

void limitedSuitDistances(const std::uint8_t *counts, const std::uint8_t *limits, int kindCount,
        bool sequences, std::uint8_t out[2][5])
{
    if (!sequences) {
        // The honours: no sequences.
        bool free = true;
        for (int k = 0; k < kindCount; ++k)
            free = free && limits[k] == 4;
        if (kindCount == 7) {
            const Tables &t = tables();
            std::uint64_t word = 0;
            for (int k = 0; k < 7; ++k)
                word |= std::uint64_t(counts[k]) << 8 * k;
            if (free)
                std::memcpy(out, t.honor.classes[honorClassOf(t.honor, word)].d, 10);
            else
                limitedHonorDistances(t, counts, word, honorLimits(limits), out);
            return;
        }
    }
    // The states of suitDistances (r1, r2, p), each holding its five costs (m = 0..4) in the low
    // five bytes of a word; the high three bytes are never read (shifts and carries only move
    // upwards). Costs stay below 0x80, so a byte-wise minimum is a subtraction per word. The
    // choices at a kind come from a list made once per (limit, sequences started, limit of the
    // next kind).
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    constexpr std::uint64_t inf = ones * kInf;
    constexpr std::uint64_t high = ones * 0x80;
    auto minBytes = [](std::uint64_t a, std::uint64_t b) {
        const std::uint64_t bSmaller = (((a | high) - b) & high) >> 7; // 1 where a >= b
        const std::uint64_t mask = bSmaller * 0xFF;
        return (b & mask) | (a & ~mask);
    };
    // inf in the low `added` bytes: what a shift by `added` melds brings in.
    constexpr std::uint64_t fill[4] = { 0, inf >> 56, inf >> 48, inf >> 40 };
    std::uint64_t cur[18];
    std::uint64_t next[18];
    std::fill(std::begin(cur), std::end(cur), inf);
    cur[0] = inf & ~std::uint64_t(0xFF); // no melds, no draws
    for (int i = 0; i < kindCount; ++i) {
        std::fill(std::begin(next), std::end(next), inf);
        const int limit = limits[i];
        const int have = counts[i];
        std::uint64_t extra[5]; // the draws for `need` copies of this kind, in every byte
        for (int need = 0; need <= 4; ++need)
            extra[need] = ones * static_cast<unsigned>(std::max(0, need - have));
        // New sequences need kinds i+1 and i+2 within their limits (with the r1 sequences
        // started before, which need i+1 too).
        const int maxStart = sequences && i + 2 < kindCount
                ? std::min({ 2, int(limits[i + 1]), int(limits[i + 2]) })
                : 0;
        const int nextLimit = i + 1 < kindCount ? limits[i + 1] : 0;
        const DpSteps &steps = dpSteps(limit, maxStart, nextLimit);
        for (int n = 0; n < steps.count;) {
            const int to = steps.steps[n].to;
            std::uint64_t best = inf;
            for (; n < steps.count && steps.steps[n].to == to; ++n) {
                const DpStep &step = steps.steps[n];
                best = minBytes(best,
                        (cur[step.from] + extra[step.need]) << (8 * step.added) | fill[step.added]);
            }
            next[to] = best;
        }
        std::memcpy(cur, next, sizeof cur);
    }
    auto index = [](int r1, int r2, int p) { return (r1 * 3 + r2) * 2 + p; };
    for (int p = 0; p <= 1; ++p) {
        for (int m = 0; m <= 4; ++m)
            out[p][m] = static_cast<std::uint8_t>(cur[index(0, 0, p)] >> (8 * m) & 0xFF);
    }
}

ShantenTableInfo shantenTableInfo()
{
    const Tables &t = tables();
    ShantenTableInfo info;
    info.buildMilliseconds = t.buildMilliseconds;
    info.suitPatterns = static_cast<int>(t.suit.size);
    info.honorPatterns = static_cast<int>(t.honor.size);
    info.suitClasses = static_cast<int>(t.suit.classes.size());
    info.honorClasses = static_cast<int>(t.honor.classes.size());
    info.pairClasses = static_cast<int>(t.pairClasses.size());
    info.bytes = sizeof(Tables) + t.suit.classOf.size() + t.honor.classOf.size()
            + (t.suit.classes.size() + t.honor.classes.size() + t.pairClasses.size())
                    * sizeof(Distances)
            + (t.manPin.size() + t.souHonor.size()) * sizeof(std::uint16_t) + t.final4.size()
            + (t.suit.low.size() + t.suit.high.size() + t.honor.low.size() + t.honor.high.size())
                    * sizeof(std::uint32_t);
    return info;
}

} // namespace haifu::rules
