#include "rules/waits.h"

#include "rules/shanten.h"

namespace haifu::rules {

namespace {

// Whether the counts of one suit split into melds only. The lowest kind decides: its count is
// 3t + r, and the r sequences starting there are forced (three equal sequences are the same
// tiles as three triplets, so fewer than three start at any kind).
bool meldsOnly(const std::uint8_t *counts, int kinds, bool sequences)
{
    std::uint8_t c[9];
    for (int i = 0; i < kinds; ++i)
        c[i] = counts[i];
    for (int i = 0; i < kinds; ++i) {
        const int runs = c[i] % 3;
        if (!runs)
            continue;
        if (!sequences || i + 2 >= kinds || c[i + 1] < runs || c[i + 2] < runs)
            return false;
        c[i + 1] = static_cast<std::uint8_t>(c[i + 1] - runs);
        c[i + 2] = static_cast<std::uint8_t>(c[i + 2] - runs);
    }
    return true;
}

constexpr TileKind kOrphanKinds[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

} // namespace

std::vector<TileKind> kindsOf(KindMask mask)
{
    std::vector<TileKind> kinds;
    for (int k = 0; k < kKindCount; ++k) {
        if (mask & kindBit(static_cast<TileKind>(k)))
            kinds.push_back(static_cast<TileKind>(k));
    }
    return kinds;
}

bool isCompleteRegular(const TileCounts &closed)
{
    int pairSuit = -1;
    for (int s = 0; s < 4; ++s) {
        const int kinds = s == 3 ? 7 : 9;
        int sum = 0;
        for (int i = 0; i < kinds; ++i)
            sum += closed[s * 9 + i];
        if (sum % 3 == 1)
            return false;
        if (sum % 3 == 2) {
            if (pairSuit >= 0)
                return false;
            pairSuit = s;
        }
    }
    if (pairSuit < 0)
        return false;
    for (int s = 0; s < 4; ++s) {
        if (s != pairSuit && !meldsOnly(closed.data() + s * 9, s == 3 ? 7 : 9, s != 3))
            return false;
    }
    const int kinds = pairSuit == 3 ? 7 : 9;
    std::uint8_t c[9];
    for (int i = 0; i < kinds; ++i)
        c[i] = closed[pairSuit * 9 + i];
    for (int i = 0; i < kinds; ++i) {
        if (c[i] < 2)
            continue;
        c[i] = static_cast<std::uint8_t>(c[i] - 2);
        const bool ok = meldsOnly(c, kinds, pairSuit != 3);
        c[i] = static_cast<std::uint8_t>(c[i] + 2);
        if (ok)
            return true;
    }
    return false;
}

bool isCompleteChiitoitsu(const TileCounts &closed)
{
    int pairs = 0;
    for (std::uint8_t c : closed) {
        if (c == 2)
            ++pairs;
        else if (c != 0)
            return false;
    }
    return pairs == 7;
}

bool isCompleteKokushi(const TileCounts &closed)
{
    int total = 0;
    bool pair = false;
    for (TileKind k : kOrphanKinds) {
        if (closed[k] == 0 || closed[k] > 2)
            return false;
        pair = pair || closed[k] == 2;
        total += closed[k];
    }
    return pair && total == 14 && tileTotal(closed) == 14;
}

bool isComplete(const TileCounts &closed, int meldCount)
{
    if (isCompleteRegular(closed))
        return true;
    return meldCount == 0 && (isCompleteChiitoitsu(closed) || isCompleteKokushi(closed));
}

Waits waitsOf(const TileCounts &closed, const TileCounts &meldTiles, int meldCount)
{
    Waits result;
    // A formal wait, even on a fifth tile, means the exact shanten is at most 2: the complete
    // shape with five copies becomes a legal one by replacing the pair, the triplet or one
    // sequence that holds the extra copy (at most three draws). So anything further is noten.
    const int distance =
            meldCount == 0 ? shanten(closed) : shantenForms(closed, meldTiles, meldCount).best;
    if (distance >= 3)
        return result;
    // Candidates: a kind held or next to a held kind of its suit (one or two apart), and the
    // orphans for kokushi.
    KindMask candidates = 0;
    for (int k = 0; k < kKindCount; ++k) {
        if (!closed[k])
            continue;
        candidates |= kindBit(static_cast<TileKind>(k));
        if (k >= 27)
            continue;
        const int first = k / 9 * 9;
        for (int d = -2; d <= 2; ++d) {
            if (k + d >= first && k + d < first + 9)
                candidates |= kindBit(static_cast<TileKind>(k + d));
        }
    }
    if (meldCount == 0) {
        for (TileKind k : kOrphanKinds)
            candidates |= kindBit(k);
    }
    TileCounts c = closed;
    for (int k = 0; k < kKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        if (!(candidates & kindBit(kind)))
            continue;
        ++c[k];
        const bool wins = isComplete(c, meldCount);
        --c[k];
        if (!wins)
            continue;
        result.mask |= kindBit(kind);
        if (closed[k] + meldTiles[k] >= 4) {
            result.waitsAllCopiesInHand.push_back(kind);
        } else {
            result.waits.push_back(kind);
            result.winnable |= kindBit(kind);
        }
    }
    return result;
}

TileCounts meldTileCounts(const Hand &hand)
{
    TileCounts counts{};
    for (const Meld &m : hand.melds) {
        for (const Tile &t : m.tiles)
            ++counts[t.kind];
    }
    return counts;
}

Result<Waits> waitsOf(const Hand &hand)
{
    if (auto error = checkHandTiles(hand))
        return *error;
    if (hand.closed.size() % 3 != 1)
        return Error::of(ErrorCode::WaitsNeedHandBeforeDraw, { std::to_string(hand.closed.size()) })
                .at(ErrorCode::AtField, { "closed" });
    return waitsOf(hand.closedCounts(), meldTileCounts(hand), static_cast<int>(hand.melds.size()));
}

bool isTenpaiAtDraw(const Waits &waits, bool ownTilesWaitCounts)
{
    return ownTilesWaitCounts ? waits.mask != 0 : waits.winnable != 0;
}

Result<bool> isTenpaiAtDraw(const Hand &hand, bool ownTilesWaitCounts)
{
    auto waits = waitsOf(hand);
    if (!waits)
        return waits.error();
    return isTenpaiAtDraw(*waits, ownTilesWaitCounts);
}

} // namespace haifu::rules
