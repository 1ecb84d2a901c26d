#include "rules/decompose.h"

#include <algorithm>

namespace haifu::rules {

namespace {

constexpr std::array<TileKind, 13> kOrphans = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

// Depth-first enumeration of the ways to split concealed tiles into sets, with the pair
// already removed. Each complete split is turned into readings by emit().
struct Enumerator
{
    TileCounts counts{};
    std::array<Group, 4> stack{};
    int depth = 0;
    int needed = 0;
    TileKind pair = 0;
    TileKind win = 0;
    std::span<const Meld> melds;
    ReadingList *out = nullptr;

    void emit()
    {
        Decomposition base;
        base.shape = Shape::Standard;
        std::uint8_t n = 0;
        for (int i = 0; i < depth; ++i)
            base.groups[n++] = stack[static_cast<std::size_t>(i)];
        Group p;
        p.kind = GroupKind::Pair;
        p.tile = pair;
        base.groups[n++] = p;
        const std::uint8_t closedCount = n;
        for (const Meld &m : melds) {
            Group g;
            g.kind = m.isSequence() ? GroupKind::Sequence
                    : m.isKan()     ? GroupKind::Quad
                                    : GroupKind::Triplet;
            g.tile = m.base();
            g.called = m.isOpen();
            g.declared = true;
            g.meldKind = m.kind;
            base.groups[n++] = g;
        }
        base.count = n;
        // One reading per distinct concealed group that contains the winning tile.
        for (std::uint8_t i = 0; i < closedCount; ++i) {
            const Group &g = base.groups[i];
            WaitKind wait;
            if (g.kind == GroupKind::Pair) {
                if (g.tile != win)
                    continue;
                wait = WaitKind::Tanki;
            } else if (g.kind == GroupKind::Triplet) {
                if (g.tile != win)
                    continue;
                wait = WaitKind::Shanpon;
            } else {
                if (win < g.tile || win > g.tile + 2)
                    continue;
                const int pos = win - g.tile;
                const int startNumber = numberOf(g.tile);
                if (pos == 1)
                    wait = WaitKind::Kanchan;
                else if (pos == 0)
                    wait = startNumber == 7 ? WaitKind::Penchan : WaitKind::Ryanmen;
                else
                    wait = startNumber == 1 ? WaitKind::Penchan : WaitKind::Ryanmen;
            }
            bool duplicate = false;
            for (std::uint8_t j = 0; j < i; ++j) {
                if (base.groups[j].kind == g.kind && base.groups[j].tile == g.tile) {
                    duplicate = true;
                    break;
                }
            }
            if (duplicate)
                continue;
            Decomposition reading = base;
            reading.groups[i].winning = true;
            reading.winGroup = static_cast<std::int8_t>(i);
            reading.wait = wait;
            out->push_back(reading);
        }
    }

    void search(int from)
    {
        int i = from;
        while (i < kKindCount && counts[static_cast<std::size_t>(i)] == 0)
            ++i;
        if (i == kKindCount) {
            if (depth == needed)
                emit();
            return;
        }
        if (depth == needed)
            return;
        auto &c = counts;
        const auto k = static_cast<std::size_t>(i);
        if (c[k] >= 3) {
            c[k] -= 3;
            stack[static_cast<std::size_t>(depth++)] = Group{ GroupKind::Triplet,
                static_cast<TileKind>(i), false, false, MeldKind::Chi, false };
            search(i);
            --depth;
            c[k] += 3;
        }
        if (i < 27 && i % 9 <= 6 && c[k + 1] > 0 && c[k + 2] > 0) {
            --c[k];
            --c[k + 1];
            --c[k + 2];
            stack[static_cast<std::size_t>(depth++)] = Group{ GroupKind::Sequence,
                static_cast<TileKind>(i), false, false, MeldKind::Chi, false };
            search(i);
            --depth;
            ++c[k];
            ++c[k + 1];
            ++c[k + 2];
        }
    }
};

// Which suit must hold the pair (by tile counts modulo 3), or -1 if no standard shape fits.
int pairSuit(const TileCounts &closed)
{
    int pairSuitIndex = -1;
    for (int s = 0; s < 3; ++s) {
        int sum = 0;
        for (int n = 0; n < 9; ++n)
            sum += closed[static_cast<std::size_t>(s * 9 + n)];
        const int rest = sum % 3;
        if (rest == 1)
            return -1;
        if (rest == 2) {
            if (pairSuitIndex >= 0)
                return -1;
            pairSuitIndex = s;
        }
    }
    for (int k = 27; k < kKindCount; ++k) {
        const int c = closed[static_cast<std::size_t>(k)];
        if (c == 1 || c == 4)
            return -1;
        if (c == 2) {
            if (pairSuitIndex >= 0)
                return -1;
            pairSuitIndex = 3;
        }
    }
    return pairSuitIndex;
}

} // namespace

void findReadings(
        const TileCounts &closed, std::span<const Meld> melds, TileKind winKind, ReadingList &out)
{
    int total = 0;
    for (std::uint8_t c : closed)
        total += c;
    const int needed = 4 - static_cast<int>(melds.size());
    if (needed < 0 || total != needed * 3 + 2)
        return;

    // Standard shape.
    const int suit = pairSuit(closed);
    if (suit >= 0) {
        Enumerator e;
        e.counts = closed;
        e.needed = needed;
        e.win = winKind;
        e.melds = melds;
        e.out = &out;
        const int first = suit * 9;
        const int last = suit == 3 ? kKindCount : first + 9;
        for (int k = first; k < last; ++k) {
            auto &c = e.counts[static_cast<std::size_t>(k)];
            if (c < 2)
                continue;
            c -= 2;
            e.pair = static_cast<TileKind>(k);
            e.depth = 0;
            e.search(0);
            c += 2;
        }
    }

    if (!melds.empty())
        return;

    // Seven different pairs.
    int pairs = 0;
    for (std::uint8_t c : closed)
        pairs += c == 2 ? 1 : 0;
    if (pairs == 7) {
        Decomposition d;
        d.shape = Shape::SevenPairs;
        d.wait = WaitKind::Tanki;
        for (int k = 0; k < kKindCount; ++k) {
            if (closed[static_cast<std::size_t>(k)] != 2)
                continue;
            Group g;
            g.kind = GroupKind::Pair;
            g.tile = static_cast<TileKind>(k);
            g.winning = k == winKind;
            if (g.winning)
                d.winGroup = static_cast<std::int8_t>(d.count);
            d.groups[d.count++] = g;
        }
        out.push_back(d);
    }

    // Thirteen orphans.
    int orphanKinds = 0;
    TileKind doubled = 0;
    for (TileKind k : kOrphans) {
        if (closed[k] > 0)
            ++orphanKinds;
        if (closed[k] == 2)
            doubled = k;
    }
    if (orphanKinds == 13 && total == 14) {
        Decomposition d;
        d.shape = Shape::ThirteenOrphans;
        d.wait = closed[winKind] == 2 ? WaitKind::Kokushi13 : WaitKind::Tanki;
        d.count = 1;
        d.winGroup = 0;
        d.groups[0] = Group{ GroupKind::Orphans, doubled, false, false, MeldKind::Chi, true };
        out.push_back(d);
    }
}

bool isCompleteHand(const TileCounts &closed, int meldCount)
{
    ReadingList list;
    std::vector<Meld> fake(static_cast<std::size_t>(std::clamp(meldCount, 0, 4)));
    for (Meld &m : fake) {
        m.kind = MeldKind::Pon;
        m.tiles = { Tile{}, Tile{}, Tile{} };
    }
    // Any kind present works as the winning tile for the question "is it complete".
    for (int k = 0; k < kKindCount; ++k) {
        if (closed[static_cast<std::size_t>(k)] > 0) {
            findReadings(closed, fake, static_cast<TileKind>(k), list);
            return !list.empty();
        }
    }
    return false;
}

std::string_view waitKindName(WaitKind wait)
{
    switch (wait) {
    case WaitKind::Ryanmen: return "ryanmen";
    case WaitKind::Kanchan: return "kanchan";
    case WaitKind::Penchan: return "penchan";
    case WaitKind::Shanpon: return "shanpon";
    case WaitKind::Tanki: return "tanki";
    case WaitKind::Kokushi13: return "kokushi_13";
    }
    return "?";
}

std::string_view shapeName(Shape shape)
{
    switch (shape) {
    case Shape::Standard: return "standard";
    case Shape::SevenPairs: return "seven_pairs";
    case Shape::ThirteenOrphans: return "thirteen_orphans";
    }
    return "?";
}

std::string groupToString(const Group &group)
{
    std::string digits;
    const char suit = "mpsz"[static_cast<int>(suitOf(group.tile))];
    const char n = static_cast<char>('0' + numberOf(group.tile));
    switch (group.kind) {
    case GroupKind::Sequence:
        digits = { n, static_cast<char>(n + 1), static_cast<char>(n + 2) };
        break;
    case GroupKind::Triplet: digits = std::string(3, n); break;
    case GroupKind::Quad: digits = std::string(4, n); break;
    case GroupKind::Pair: digits = std::string(2, n); break;
    case GroupKind::Orphans: {
        // Compact: "19m19p19s1234567z" with the doubled kind repeated.
        std::vector<Tile> tiles;
        for (TileKind k : kOrphans) {
            tiles.push_back(Tile{ k, false });
            if (k == group.tile)
                tiles.push_back(Tile{ k, false });
        }
        return formatTiles(tiles);
    }
    }
    return digits + suit;
}

std::vector<std::string> decompositionStrings(const Decomposition &reading)
{
    const auto groups = reading.groupList();
    std::vector<const Group *> concealed;
    std::vector<const Group *> declared;
    concealed.reserve(groups.size());
    declared.reserve(groups.size());
    for (const Group &g : groups)
        (g.declared ? declared : concealed).push_back(&g);
    std::stable_sort(concealed.begin(), concealed.end(),
            [](const Group *a, const Group *b) { return a->tile < b->tile; });
    std::vector<std::string> out;
    out.reserve(groups.size());
    for (const Group *g : concealed)
        out.push_back(groupToString(*g));
    for (const Group *g : declared)
        out.push_back(groupToString(*g));
    return out;
}

} // namespace haifu::rules
