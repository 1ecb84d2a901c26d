#include "quiz/generator.h"

#include "quiz/drills.h"
#include "quiz/rng.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <algorithm>

namespace haifu::quiz {

using rules::GroupKind;
using rules::kindBit;
using rules::KindMask;
using rules::MeldKind;
using rules::Tile;
using rules::TileKind;

namespace {

// --- Tiles ------------------------------------------------------------------------------------

// Copies of each kind already placed (hand, melds, indicators, rivers).
struct Pool
{
    rules::TileCounts used{};

    [[nodiscard]] int left(TileKind k) const { return 4 - used[k]; }
    bool take(TileKind k, int n = 1)
    {
        if (used[k] + n > 4)
            return false;
        used[k] = static_cast<std::uint8_t>(used[k] + n);
        return true;
    }
    void give(TileKind k, int n = 1) { used[k] = static_cast<std::uint8_t>(used[k] - n); }
};

constexpr KindMask kAllKinds = (KindMask(1) << 34) - 1;
constexpr KindMask kHonors = kAllKinds & ~((KindMask(1) << 27) - 1);
constexpr KindMask kDragons = kindBit(31) | kindBit(32) | kindBit(33);

KindMask suitMask(int suit, int lo = 1, int hi = 9)
{
    KindMask m = 0;
    for (int n = lo; n <= hi; ++n)
        m |= kindBit(rules::makeKind(static_cast<rules::Suit>(suit), n));
    return m;
}
KindMask numbersMask(int lo, int hi)
{
    return suitMask(0, lo, hi) | suitMask(1, lo, hi) | suitMask(2, lo, hi);
}
KindMask terminalsMask()
{
    return numbersMask(1, 1) | numbersMask(9, 9);
}

// A uniformly chosen kind of `mask` for which `ok` holds, or -1.
template <typename Ok>
int pickKind(Rng &rng, KindMask mask, Ok ok)
{
    std::array<TileKind, 34> candidates{};
    std::uint32_t n = 0;
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        if ((mask & kindBit(kind)) && ok(kind))
            candidates[n++] = kind;
    }
    if (n == 0)
        return -1;
    return candidates[rng.below(n)];
}

void sortTiles(std::vector<Tile> &tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const Tile &a, const Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
    });
}

// --- Winning hands, built from groups ----------------------------------------------------------

enum class Theme : std::uint8_t {
    Plain,
    Tanyao,
    Pinfu,
    Yakuhai,
    Iipeikou,
    Ryanpeikou,
    Sanshoku,
    Ittsuu,
    Chanta,
    Junchan,
    Toitoi,
    Sanankou,
    Honitsu,
    Chinitsu,
    Chiitoitsu,
    Shousangen,
    Honroutou,
    SanshokuDoukou,
    Daisangen,
    Suuankou,
    Kokushi,
    Tsuuiisou,
};

// Themes that need a concealed hand (their yaku are closed only, or the shape is).
bool closedOnly(Theme t)
{
    return t == Theme::Pinfu || t == Theme::Iipeikou || t == Theme::Ryanpeikou
            || t == Theme::Chiitoitsu || t == Theme::Kokushi || t == Theme::Suuankou
            || t == Theme::Plain;
}

struct PlannedGroup
{
    GroupKind kind = GroupKind::Sequence;
    TileKind tile = 0;
    bool open = false;
    MeldKind meld = MeldKind::Chi;
};

// What a theme allows for the groups it does not fix.
struct ThemeSpec
{
    KindMask sequenceStarts = 0;
    KindMask triplets = 0;
    KindMask pairs = 0;
    int sequencePercent = 70;
    int maxTriplets = 4;
};

struct WinOptions
{
    int openPercent = 0; // chance of an open hand (themes that allow it)
    int kanPercent = 0; // chance that a triplet becomes a kan
    int maxTriplets = 4;
    bool valuePairs = true;
};

struct BuiltWin
{
    std::vector<PlannedGroup> groups; // the pair last (standard shape)
    rules::Hand hand;
    int kans = 0;
};

class WinBuilder
{
public:
    WinBuilder(Rng &rng, Pool &pool, TileKind seatWind, TileKind roundWind)
        : m_rng(rng), m_pool(pool), m_seat(seatWind), m_round(roundWind)
    { }

    bool build(Theme theme, const WinOptions &options, BuiltWin &out)
    {
        out = BuiltWin{};
        m_groups.clear();
        m_fixedPair.reset();
        if (theme == Theme::Chiitoitsu)
            return buildPairs(out);
        if (theme == Theme::Kokushi)
            return buildKokushi(out);
        ThemeSpec spec = specFor(theme);
        spec.maxTriplets = std::min(spec.maxTriplets, options.maxTriplets);
        if (!options.valuePairs)
            spec.pairs &= ~(kDragons | kindBit(m_seat) | kindBit(m_round));
        if (!prefill(theme))
            return false;
        while (m_groups.size() < 4) {
            int triplets = 0;
            for (const PlannedGroup &g : m_groups)
                triplets += g.kind != GroupKind::Sequence;
            const bool sequence = triplets >= spec.maxTriplets
                    || static_cast<int>(m_rng.below(100)) < spec.sequencePercent;
            if (!(sequence ? addSequence(spec.sequenceStarts) : addTriplet(spec.triplets))
                    && !(sequence ? addTriplet(spec.triplets) : addSequence(spec.sequenceStarts)))
                return false;
        }
        if (m_fixedPair ? !placePair(*m_fixedPair) : !addPair(spec.pairs))
            return false;
        // Open melds and kans.
        const bool open = !closedOnly(theme) && options.openPercent > 0
                && static_cast<int>(m_rng.below(100)) < options.openPercent;
        if (open) {
            const int opened = m_rng.range(1, 4);
            std::array<int, 4> order{ 0, 1, 2, 3 };
            for (int i = 3; i > 0; --i)
                std::swap(order[static_cast<std::size_t>(i)],
                        order[m_rng.below(static_cast<std::uint32_t>(i + 1))]);
            for (int i = 0; i < opened; ++i) {
                PlannedGroup &g =
                        m_groups[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
                g.open = true;
                g.meld = g.kind == GroupKind::Sequence ? MeldKind::Chi : MeldKind::Pon;
            }
        }
        for (int i = 0; i < 4; ++i) {
            PlannedGroup &g = m_groups[static_cast<std::size_t>(i)];
            if (g.kind != GroupKind::Triplet || options.kanPercent == 0
                    || static_cast<int>(m_rng.below(100)) >= options.kanPercent
                    || !m_pool.take(g.tile))
                continue;
            g.kind = GroupKind::Quad;
            if (g.open)
                g.meld = m_rng.chance(1, 2) ? MeldKind::Minkan : MeldKind::Kakan;
            else {
                g.open = true; // declared
                g.meld = MeldKind::Ankan;
            }
            ++out.kans;
        }
        // Keep at least the pair concealed: always true, the pair is never a meld.
        out.groups = m_groups;
        for (const PlannedGroup &g : m_groups) {
            std::vector<Tile> tiles;
            const int copies = g.kind == GroupKind::Quad ? 4
                    : g.kind == GroupKind::Triplet       ? 3
                    : g.kind == GroupKind::Pair          ? 2
                                                         : 0;
            if (g.kind == GroupKind::Sequence) {
                for (int d = 0; d < 3; ++d)
                    tiles.push_back(Tile{ static_cast<TileKind>(g.tile + d), false });
            } else {
                tiles.assign(static_cast<std::size_t>(copies), Tile{ g.tile, false });
            }
            if (g.open) {
                auto meld = rules::makeMeld(g.meld, tiles);
                if (!meld)
                    return false;
                out.hand.melds.push_back(std::move(*meld));
            } else {
                out.hand.closed.insert(out.hand.closed.end(), tiles.begin(), tiles.end());
            }
        }
        return true;
    }

private:
    ThemeSpec specFor(Theme theme)
    {
        ThemeSpec s{ numbersMask(1, 7), kAllKinds, kAllKinds, 70 };
        switch (theme) {
        case Theme::Tanyao:
            s = { numbersMask(2, 6), numbersMask(2, 8), numbersMask(2, 8), 70 };
            break;
        case Theme::Pinfu:
            s = { numbersMask(1, 7), 0,
                kAllKinds & ~(kDragons | kindBit(m_seat) | kindBit(m_round)), 100, 0 };
            break;
        case Theme::Chanta:
            s = { numbersMask(1, 1) | numbersMask(7, 7), terminalsMask() | kHonors,
                terminalsMask() | kHonors, 65 };
            break;
        case Theme::Junchan:
            s = { numbersMask(1, 1) | numbersMask(7, 7), terminalsMask(), terminalsMask(), 70 };
            break;
        case Theme::Toitoi:
        case Theme::Suuankou: s = { 0, kAllKinds, kAllKinds, 0 }; break;
        case Theme::Sanankou: s = { numbersMask(1, 7), kAllKinds, kAllKinds, 25 }; break;
        case Theme::Honroutou:
            s = { 0, terminalsMask() | kHonors, terminalsMask() | kHonors, 0 };
            break;
        case Theme::Tsuuiisou: s = { 0, kHonors, kHonors, 0 }; break;
        case Theme::Honitsu: {
            const int suit = static_cast<int>(m_rng.below(3));
            s = { suitMask(suit, 1, 7), suitMask(suit) | kHonors, suitMask(suit) | kHonors, 55 };
            break;
        }
        case Theme::Chinitsu: {
            const int suit = static_cast<int>(m_rng.below(3));
            s = { suitMask(suit, 1, 7), suitMask(suit), suitMask(suit), 75 };
            break;
        }
        default: break;
        }
        return s;
    }

    bool addSequence(KindMask starts)
    {
        const int k = pickKind(m_rng, starts, [&](TileKind t) {
            return m_pool.left(t) > 0 && m_pool.left(static_cast<TileKind>(t + 1)) > 0
                    && m_pool.left(static_cast<TileKind>(t + 2)) > 0;
        });
        if (k < 0)
            return false;
        return placeSequence(static_cast<TileKind>(k));
    }
    bool placeSequence(TileKind t)
    {
        if (t >= 27 || t % 9 > 6 || m_pool.left(t) < 1
                || m_pool.left(static_cast<TileKind>(t + 1)) < 1
                || m_pool.left(static_cast<TileKind>(t + 2)) < 1)
            return false;
        for (int d = 0; d < 3; ++d)
            m_pool.take(static_cast<TileKind>(t + d));
        m_groups.push_back(PlannedGroup{ GroupKind::Sequence, t });
        return true;
    }
    bool addTriplet(KindMask kinds)
    {
        const int k = pickKind(m_rng, kinds, [&](TileKind t) { return m_pool.left(t) >= 3; });
        if (k < 0)
            return false;
        return placeTriplet(static_cast<TileKind>(k));
    }
    bool placeTriplet(TileKind t)
    {
        if (!m_pool.take(t, 3))
            return false;
        m_groups.push_back(PlannedGroup{ GroupKind::Triplet, t });
        return true;
    }
    bool placePair(TileKind t)
    {
        if (!m_pool.take(t, 2))
            return false;
        m_groups.push_back(PlannedGroup{ GroupKind::Pair, t });
        return true;
    }
    bool addPair(KindMask kinds)
    {
        const int k = pickKind(m_rng, kinds, [&](TileKind t) { return m_pool.left(t) >= 2; });
        if (k < 0 || !m_pool.take(static_cast<TileKind>(k), 2))
            return false;
        m_groups.push_back(PlannedGroup{ GroupKind::Pair, static_cast<TileKind>(k) });
        return true;
    }

    // The groups a theme fixes.
    bool prefill(Theme theme)
    {
        const auto suit = [&] { return static_cast<int>(m_rng.below(3)); };
        switch (theme) {
        case Theme::Yakuhai: {
            const KindMask values = kDragons | kindBit(m_seat) | kindBit(m_round);
            return addTriplet(values);
        }
        case Theme::Iipeikou: {
            const int k = pickKind(m_rng, numbersMask(1, 7), [&](TileKind t) {
                return m_pool.left(t) >= 2 && m_pool.left(static_cast<TileKind>(t + 1)) >= 2
                        && m_pool.left(static_cast<TileKind>(t + 2)) >= 2;
            });
            return k >= 0 && placeSequence(static_cast<TileKind>(k))
                    && placeSequence(static_cast<TileKind>(k));
        }
        case Theme::Ryanpeikou: return prefill(Theme::Iipeikou) && prefill(Theme::Iipeikou);
        case Theme::Sanshoku: {
            const int n = m_rng.range(1, 7);
            for (int s = 0; s < 3; ++s) {
                if (!placeSequence(rules::makeKind(static_cast<rules::Suit>(s), n)))
                    return false;
            }
            return true;
        }
        case Theme::Ittsuu: {
            const int s = suit();
            for (int n : { 1, 4, 7 }) {
                if (!placeSequence(rules::makeKind(static_cast<rules::Suit>(s), n)))
                    return false;
            }
            return true;
        }
        case Theme::SanshokuDoukou: {
            const int n = m_rng.range(1, 9);
            for (int s = 0; s < 3; ++s) {
                if (!placeTriplet(rules::makeKind(static_cast<rules::Suit>(s), n)))
                    return false;
            }
            return true;
        }
        case Theme::Shousangen:
        case Theme::Daisangen: {
            std::array<TileKind, 3> dragons{ 31, 32, 33 };
            for (int i = 2; i > 0; --i)
                std::swap(dragons[static_cast<std::size_t>(i)],
                        dragons[m_rng.below(static_cast<std::uint32_t>(i + 1))]);
            const int triplets = theme == Theme::Daisangen ? 3 : 2;
            for (int i = 0; i < triplets; ++i) {
                if (!placeTriplet(dragons[static_cast<std::size_t>(i)]))
                    return false;
            }
            if (theme == Theme::Shousangen)
                m_fixedPair = dragons[2]; // the third dragon is the pair
            else
                m_fixedPair.reset();
            return true;
        }
        default: return true;
        }
    }

    bool buildPairs(BuiltWin &out)
    {
        KindMask chosen = 0;
        for (int i = 0; i < 7; ++i) {
            const int k = pickKind(
                    m_rng, kAllKinds & ~chosen, [&](TileKind t) { return m_pool.left(t) >= 2; });
            if (k < 0)
                return false;
            chosen |= kindBit(static_cast<TileKind>(k));
            m_pool.take(static_cast<TileKind>(k), 2);
            out.hand.closed.push_back(Tile{ static_cast<TileKind>(k), false });
            out.hand.closed.push_back(Tile{ static_cast<TileKind>(k), false });
        }
        return true;
    }

    bool buildKokushi(BuiltWin &out)
    {
        const KindMask orphans = terminalsMask() | kHonors;
        for (int k = 0; k < rules::kKindCount; ++k) {
            const auto t = static_cast<TileKind>(k);
            if ((orphans & kindBit(t)) == 0)
                continue;
            if (!m_pool.take(t))
                return false;
            out.hand.closed.push_back(Tile{ t, false });
        }
        const int dup = pickKind(m_rng, orphans, [&](TileKind t) { return m_pool.left(t) > 0; });
        if (dup < 0)
            return false;
        m_pool.take(static_cast<TileKind>(dup));
        out.hand.closed.push_back(Tile{ static_cast<TileKind>(dup), false });
        return true;
    }

    Rng &m_rng;
    Pool &m_pool;
    TileKind m_seat;
    TileKind m_round;
    std::vector<PlannedGroup> m_groups;
    std::optional<TileKind> m_fixedPair; // shousangen: the pair is the third dragon
};

// How many of the four fives of a suit are red under the ruleset (0, 1, or 2 for 5p with four).
int redFivesOf(const rules::Ruleset &rules, int suit)
{
    if (rules.redFives == 0)
        return 0;
    return rules.redFives == 4 && suit == 1 ? 2 : 1;
}

// Marks fives red as the set allows: at least as many as the set's plain fives cannot cover (all
// four 5m hold the red one) and, with `rng`, one more than that with even odds.
void markRedFives(Rng *rng, rules::Hand &hand, const rules::Ruleset &rules)
{
    if (rules.redFives == 0)
        return;
    for (int suit = 0; suit < 3; ++suit) {
        const TileKind five = rules::makeKind(static_cast<rules::Suit>(suit), 5);
        std::vector<Tile *> fives;
        for (Tile &t : hand.closed) {
            if (t.kind == five)
                fives.push_back(&t);
        }
        for (rules::Meld &m : hand.melds) {
            for (Tile &t : m.tiles) {
                if (t.kind == five)
                    fives.push_back(&t);
            }
        }
        const int n = static_cast<int>(fives.size());
        const int reds = redFivesOf(rules, suit);
        const int mustBeRed = std::max(0, n - (4 - reds));
        int red = mustBeRed;
        if (rng && n > 0 && rng->chance(1, 2))
            red = std::min({ n, reds, mustBeRed + 1 });
        for (int i = 0; i < red; ++i) {
            // A five that is still plain (a random one with `rng`).
            std::vector<Tile *> plain;
            for (Tile *t : fives) {
                if (!t->red)
                    plain.push_back(t);
            }
            plain[rng ? rng->below(static_cast<std::uint32_t>(plain.size())) : 0]->red = true;
        }
    }
    sortTiles(hand.closed);
}

void addRedFives(Rng &rng, rules::Hand &hand, const rules::Ruleset &rules)
{
    markRedFives(&rng, hand, rules);
}

// Whether the fives among the indicators fit the set next to the hand's: a plain indicator five
// is one of the suit's plain fives.
bool indicatorFivesFit(
        const rules::Hand &hand, const rules::Situation &s, const rules::Ruleset &rules)
{
    for (int suit = 0; suit < 3; ++suit) {
        const TileKind five = rules::makeKind(static_cast<rules::Suit>(suit), 5);
        int plain = 0;
        auto count = [&](const std::vector<Tile> &tiles) {
            for (const Tile &t : tiles)
                plain += t.kind == five && !t.red;
        };
        count(hand.closed);
        for (const rules::Meld &m : hand.melds)
            count(m.tiles);
        count(s.doraIndicators);
        count(s.uraIndicators);
        if (plain > 4 - redFivesOf(rules, suit))
            return false;
    }
    return true;
}

int randomIndicator(Rng &rng, Pool &pool)
{
    const int k = pickKind(rng, kAllKinds, [&](TileKind t) { return pool.left(t) > 0; });
    if (k >= 0)
        pool.take(static_cast<TileKind>(k));
    return k;
}

// --- Yaku, fu, points -------------------------------------------------------------------------

struct WeightedTheme
{
    Theme theme;
    int weight;
};

Theme pickTheme(Rng &rng, std::span<const WeightedTheme> themes)
{
    int total = 0;
    for (const WeightedTheme &t : themes)
        total += t.weight;
    int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (const WeightedTheme &t : themes) {
        if (r < t.weight)
            return t.theme;
        r -= t.weight;
    }
    return themes.front().theme;
}

constexpr WeightedTheme kYaku1[] = { { Theme::Plain, 3 }, { Theme::Tanyao, 3 }, { Theme::Pinfu, 3 },
    { Theme::Yakuhai, 3 }, { Theme::Iipeikou, 2 } };
constexpr WeightedTheme kYaku2[] = { { Theme::Plain, 2 }, { Theme::Tanyao, 3 }, { Theme::Pinfu, 2 },
    { Theme::Yakuhai, 3 }, { Theme::Iipeikou, 1 }, { Theme::Sanshoku, 2 }, { Theme::Ittsuu, 2 },
    { Theme::Chanta, 2 }, { Theme::Toitoi, 2 }, { Theme::Sanankou, 1 }, { Theme::Honitsu, 2 },
    { Theme::Chiitoitsu, 2 }, { Theme::Shousangen, 1 } };
constexpr WeightedTheme kYaku3[] = { { Theme::Plain, 1 }, { Theme::Tanyao, 2 }, { Theme::Pinfu, 1 },
    { Theme::Yakuhai, 2 }, { Theme::Sanshoku, 2 }, { Theme::Ittsuu, 2 }, { Theme::Chanta, 2 },
    { Theme::Junchan, 2 }, { Theme::Toitoi, 2 }, { Theme::Sanankou, 2 }, { Theme::Honitsu, 2 },
    { Theme::Chinitsu, 2 }, { Theme::Chiitoitsu, 1 }, { Theme::Ryanpeikou, 2 },
    { Theme::Shousangen, 1 }, { Theme::Honroutou, 1 }, { Theme::SanshokuDoukou, 1 },
    { Theme::Daisangen, 1 }, { Theme::Suuankou, 1 }, { Theme::Kokushi, 1 },
    { Theme::Tsuuiisou, 1 } };
constexpr WeightedTheme kFu1[] = { { Theme::Plain, 3 }, { Theme::Tanyao, 3 }, { Theme::Pinfu, 2 },
    { Theme::Iipeikou, 1 } };
constexpr WeightedTheme kFu2[] = { { Theme::Plain, 2 }, { Theme::Tanyao, 3 }, { Theme::Yakuhai, 3 },
    { Theme::Toitoi, 2 }, { Theme::Honitsu, 2 }, { Theme::Chanta, 2 }, { Theme::Sanankou, 1 },
    { Theme::Chiitoitsu, 1 }, { Theme::Pinfu, 1 } };
constexpr WeightedTheme kFu3[] = { { Theme::Plain, 2 }, { Theme::Tanyao, 2 }, { Theme::Yakuhai, 3 },
    { Theme::Toitoi, 2 }, { Theme::Honitsu, 2 }, { Theme::Chinitsu, 3 }, { Theme::Iipeikou, 2 },
    { Theme::Sanankou, 2 } };
constexpr WeightedTheme kPoints[] = { { Theme::Plain, 2 }, { Theme::Tanyao, 3 },
    { Theme::Pinfu, 2 }, { Theme::Yakuhai, 3 }, { Theme::Iipeikou, 1 }, { Theme::Sanshoku, 1 },
    { Theme::Ittsuu, 1 }, { Theme::Chanta, 1 }, { Theme::Toitoi, 1 }, { Theme::Honitsu, 2 },
    { Theme::Chiitoitsu, 1 } };
constexpr WeightedTheme kPoints3[] = { { Theme::Plain, 1 }, { Theme::Tanyao, 2 },
    { Theme::Pinfu, 1 }, { Theme::Yakuhai, 2 }, { Theme::Sanshoku, 1 }, { Theme::Ittsuu, 1 },
    { Theme::Toitoi, 1 }, { Theme::Honitsu, 2 }, { Theme::Chinitsu, 2 }, { Theme::Chiitoitsu, 1 },
    { Theme::Ryanpeikou, 1 }, { Theme::Sanankou, 1 }, { Theme::Daisangen, 1 },
    { Theme::Suuankou, 1 } };

bool allowedAtYaku1(rules::Yaku y)
{
    using rules::Yaku;
    switch (y) {
    case Yaku::Riichi:
    case Yaku::MenzenTsumo:
    case Yaku::Pinfu:
    case Yaku::Tanyao:
    case Yaku::Iipeikou:
    case Yaku::Haku:
    case Yaku::Hatsu:
    case Yaku::Chun:
    case Yaku::SeatWind:
    case Yaku::RoundWind:
    case Yaku::Dora:
    case Yaku::AkaDora:
    case Yaku::UraDora: return true;
    default: return false;
    }
}

// One attempt at a winning-hand question; false when the attempt does not fit the difficulty.
bool tryWinQuestion(Rng &rng, Question &q)
{
    const int d = q.difficulty;
    const Kind kind = q.kind;
    Pool pool;
    rules::Situation &s = q.situation;
    s = rules::Situation{};
    s.seatWind = static_cast<TileKind>(rules::kinds::East + rng.below(4));
    s.roundWind = static_cast<TileKind>(rules::kinds::East + rng.below(d == 1 ? 2 : 3));

    WinOptions options;
    std::span<const WeightedTheme> themes;
    if (kind == Kind::Yaku) {
        themes = d == 1  ? std::span<const WeightedTheme>(kYaku1)
                : d == 2 ? std::span<const WeightedTheme>(kYaku2)
                         : std::span<const WeightedTheme>(kYaku3);
        options.openPercent = d == 1 ? 0 : 45;
        options.kanPercent = d == 3 ? 15 : 0;
    } else if (kind == Kind::Fu) {
        themes = d == 1  ? std::span<const WeightedTheme>(kFu1)
                : d == 2 ? std::span<const WeightedTheme>(kFu2)
                         : std::span<const WeightedTheme>(kFu3);
        options.openPercent = d == 1 ? 0 : 45;
        options.kanPercent = d == 3 ? 40 : 0;
        if (d == 1) {
            options.maxTriplets = 1;
            options.valuePairs = false;
        }
    } else {
        themes = d == 3 ? std::span<const WeightedTheme>(kPoints3)
                        : std::span<const WeightedTheme>(kPoints);
        options.openPercent = 35;
        options.kanPercent = d == 3 ? 10 : 0;
    }
    Theme theme = pickTheme(rng, themes);
    if (theme == Theme::Tanyao && !q.ruleset.openTanyao)
        options.openPercent = 0;

    WinBuilder builder(rng, pool, s.seatWind, s.roundWind);
    BuiltWin built;
    if (!builder.build(theme, options, built))
        return false;
    rules::Hand &hand = built.hand;
    addRedFives(rng, hand, q.ruleset);
    if (hand.closed.empty())
        return false;

    // The winning tile and how it came.
    s.winTile = hand.closed[rng.below(static_cast<std::uint32_t>(hand.closed.size()))];
    const bool closedHand = hand.isClosed();
    s.tsumo = !(kind == Kind::Fu && d == 1) && rng.chance(d == 1 ? 1 : 2, 5);
    if (theme == Theme::Suuankou)
        s.tsumo = true;
    if (kind == Kind::Points && d == 1)
        s.tsumo = false;
    if (closedHand)
        s.riichi = rng.chance(d == 1 ? 3 : 1, 5);
    if (s.riichi && d == 3 && kind == Kind::Yaku && rng.chance(1, 12))
        s.doubleRiichi = true;
    if (s.riichi && d >= 2 && q.ruleset.ippatsu && rng.chance(1, 6))
        s.ippatsu = true;
    if (d >= 2 && kind == Kind::Yaku && rng.chance(1, 20)) {
        if (s.tsumo)
            s.haitei = true;
        else
            s.houtei = true;
    }
    if (kind == Kind::Yaku && d == 3 && s.tsumo && built.kans > 0 && !s.haitei && !s.ippatsu
            && rng.chance(1, 3))
        s.rinshan = true;
    if (kind == Kind::Yaku && d == 3 && !s.tsumo && !s.houtei && pool.used[s.winTile.kind] == 1
            && rng.chance(1, 10))
        s.chankan = true;

    // Indicators, honba and deposits.
    const int indicators = 1 + (q.ruleset.kanDora ? built.kans : 0);
    for (int i = 0; i < indicators; ++i) {
        const int k = randomIndicator(rng, pool);
        if (k < 0)
            return false;
        s.doraIndicators.push_back(Tile{ static_cast<TileKind>(k), false });
    }
    if (s.inRiichi() && q.ruleset.uraDora) {
        for (int i = 0; i < indicators; ++i) {
            const int k = randomIndicator(rng, pool);
            if (k < 0)
                return false;
            s.uraIndicators.push_back(Tile{ static_cast<TileKind>(k), false });
        }
    }
    if (kind == Kind::Points) {
        if (d >= 2)
            s.honba = rng.chance(2, 3) ? rng.range(1, d == 2 ? 3 : 5) : 0;
        s.riichiSticks = (s.inRiichi() ? 1 : 0) + (d == 3 ? rng.range(0, 2) : 0);
        q.revealValue = d < 3;
    } else {
        s.riichiSticks = s.inRiichi() ? 1 : 0;
    }

    q.hand = std::move(hand);
    if (!indicatorFivesFit(q.hand, s, q.ruleset))
        return false;
    if (rules::validateWin(q.hand, s, q.ruleset))
        return false;
    rules::ScoreResult r;
    rules::scoreUnchecked(q.hand, s, q.ruleset, r);
    if (r.status == rules::ScoreStatus::NoYaku && closedHand && !s.inRiichi()) {
        // A closed hand with no yaku: riichi gives it one.
        s.riichi = true;
        s.riichiSticks += 1;
        rules::scoreUnchecked(q.hand, s, q.ruleset, r);
    }
    if (r.status != rules::ScoreStatus::Win)
        return false;

    // Does the result fit the difficulty?
    const rules::HandValue &v = r.value;
    if (kind == Kind::Yaku) {
        if (d == 1) {
            int yaku = 0;
            for (const rules::YakuHan &y : v.yaku) {
                if (!allowedAtYaku1(y.yaku))
                    return false;
                yaku += !rules::isDoraBonus(y.yaku);
            }
            if (yaku > 3)
                return false;
        } else if (d == 2 && v.yakumanMultiple > 0) {
            return false;
        }
    } else if (kind == Kind::Fu) {
        if (v.yakumanMultiple > 0)
            return false;
        if (d == 3 && built.kans == 0 && r.alternatives.size() < 2)
            return false;
    } else {
        if (d == 1 && v.limit != rules::Limit::None)
            return false;
        if (d == 2 && (v.yakumanMultiple > 0 || v.han > 5))
            return false;
    }
    return true;
}

// --- Tenpai hands -----------------------------------------------------------------------------

// A 13-tile tenpai hand: a winning hand with one concealed tile taken out (returned to the
// pool). Fills `waits`.
bool buildTenpai(Rng &rng, Pool &pool, Theme theme, const WinOptions &options, TileKind seat,
        TileKind round, rules::Hand &hand, rules::Waits &waits)
{
    WinBuilder builder(rng, pool, seat, round);
    BuiltWin built;
    if (!builder.build(theme, options, built))
        return false;
    hand = std::move(built.hand);
    const std::size_t at = rng.below(static_cast<std::uint32_t>(hand.closed.size()));
    pool.give(hand.closed[at].kind);
    hand.closed.erase(hand.closed.begin() + static_cast<std::ptrdiff_t>(at));
    sortTiles(hand.closed);
    waits = rules::waitsOf(
            hand.closedCounts(), rules::meldTileCounts(hand), static_cast<int>(hand.melds.size()));
    return !waits.waits.empty();
}

bool tryWaitsQuestion(Rng &rng, Question &q)
{
    const int d = q.difficulty;
    Pool pool;
    q.situation = rules::Situation{};
    q.situation.seatWind = static_cast<TileKind>(rules::kinds::East + rng.below(4));
    Theme theme = Theme::Plain;
    WinOptions options;
    if (d == 2) {
        static constexpr WeightedTheme kThemes[] = { { Theme::Plain, 3 }, { Theme::Toitoi, 1 },
            { Theme::Honitsu, 2 }, { Theme::Yakuhai, 2 }, { Theme::Chiitoitsu, 1 },
            { Theme::Iipeikou, 1 } };
        theme = pickTheme(rng, kThemes);
        options.openPercent = 30;
    } else if (d == 3) {
        theme = Theme::Chinitsu;
    }
    rules::Waits waits;
    if (!buildTenpai(rng, pool, theme, options, q.situation.seatWind, q.situation.roundWind, q.hand,
                waits))
        return false;
    if (!waits.waitsAllCopiesInHand.empty())
        return false;
    addRedFives(rng, q.hand, q.ruleset);
    const std::size_t n = waits.waits.size();
    if (d == 1)
        return n <= 2;
    if (d == 2)
        return n >= 2 && n <= 4;
    return n >= 3;
}

// --- Efficiency -------------------------------------------------------------------------------

bool tryEfficiencyQuestion(Rng &rng, Question &q)
{
    const int d = q.difficulty;
    Pool pool;
    q.situation = rules::Situation{};
    WinBuilder builder(rng, pool, rules::kinds::East, rules::kinds::East);
    BuiltWin built;
    static constexpr WeightedTheme kThemes[] = { { Theme::Plain, 4 }, { Theme::Tanyao, 2 },
        { Theme::Honitsu, 1 }, { Theme::Yakuhai, 1 } };
    if (!builder.build(pickTheme(rng, kThemes), WinOptions{}, built))
        return false;
    rules::Hand &hand = built.hand;
    // Spoil the complete hand: replace some tiles with tiles drawn at random (mostly suited).
    const int spoil = d == 1 ? 2 : d == 2 ? 3 : 5;
    const KindMask suited = numbersMask(1, 9);
    for (int i = 0; i < spoil; ++i) {
        const std::size_t at = rng.below(static_cast<std::uint32_t>(hand.closed.size()));
        pool.give(hand.closed[at].kind);
        const int k = pickKind(rng, rng.chance(4, 5) ? suited : kAllKinds,
                [&](TileKind t) { return pool.left(t) > 0 && t != hand.closed[at].kind; });
        if (k < 0)
            return false;
        pool.take(static_cast<TileKind>(k));
        hand.closed[at] = Tile{ static_cast<TileKind>(k), false };
    }
    sortTiles(hand.closed);
    const rules::TileCounts counts = hand.closedCounts();
    const int sh = rules::shanten(counts);
    if (sh < 0)
        return false;
    if ((d == 1 && sh > 1) || (d == 2 && (sh < 1 || sh > 2)) || (d == 3 && (sh < 2 || sh > 3)))
        return false;
    addRedFives(rng, hand, q.ruleset);
    q.hand = std::move(hand);
    // Exactly one best kind.
    auto options = rules::discardOptions(q.hand);
    if (!options || options->empty())
        return false;
    const rules::DiscardOption &best = options->front();
    for (std::size_t i = 1; i < options->size(); ++i) {
        const rules::DiscardOption &o = (*options)[i];
        if (o.shanten == best.shanten && o.ukeire.total == best.ukeire.total
                && o.tile.kind != best.tile.kind)
            return false;
    }
    return true;
}

// --- Furiten ----------------------------------------------------------------------------------

enum class Scenario : std::uint8_t {
    Clean,
    Discard,
    CalledAway,
    Temporary,
    Riichi,
    RiichiClean,
    NoYakuWait,
    ChangedWaits,
};

bool ronHasYaku(const rules::Hand &hand, TileKind tile, bool riichi, const Question &q)
{
    rules::Hand win = hand;
    win.closed.push_back(Tile{ tile, false });
    rules::Situation s;
    s.winTile = Tile{ tile, false };
    s.riichi = riichi;
    s.seatWind = q.situation.seatWind;
    s.roundWind = q.situation.roundWind;
    rules::ScoreResult r;
    rules::scoreUnchecked(win, s, q.ruleset, r);
    return r.status == rules::ScoreStatus::Win;
}

// An open (or, without open tanyao, closed) all-simples hand waiting on a two-sided shape with
// a terminal on one side: 23 (1 and 4) or 78 (6 and 9). The terminal gives no yaku.
bool buildNoYakuTenpai(Rng &rng, Pool &pool, const rules::Ruleset &rules, rules::Hand &hand)
{
    const int suit = static_cast<int>(rng.below(3));
    const bool low = rng.chance(1, 2);
    const TileKind a = rules::makeKind(static_cast<rules::Suit>(suit), low ? 2 : 7);
    if (!pool.take(a) || !pool.take(static_cast<TileKind>(a + 1)))
        return false;
    hand = rules::Hand{};
    hand.closed = { Tile{ a, false }, Tile{ static_cast<TileKind>(a + 1), false } };
    const bool open = rules.openTanyao;
    // Three groups and a pair of simples; one triplet (no pinfu when closed); one group open.
    for (int i = 0; i < 3; ++i) {
        const bool triplet = i == 0;
        std::vector<Tile> tiles;
        const int k = triplet
                ? pickKind(rng, numbersMask(2, 8), [&](TileKind t) { return pool.left(t) >= 3; })
                : pickKind(rng, numbersMask(2, 6), [&](TileKind t) {
                      return pool.left(t) > 0 && pool.left(static_cast<TileKind>(t + 1)) > 0
                              && pool.left(static_cast<TileKind>(t + 2)) > 0;
                  });
        if (k < 0)
            return false;
        const auto t = static_cast<TileKind>(k);
        if (triplet) {
            pool.take(t, 3);
            tiles.assign(3, Tile{ t, false });
        } else {
            for (int dd = 0; dd < 3; ++dd) {
                pool.take(static_cast<TileKind>(t + dd));
                tiles.push_back(Tile{ static_cast<TileKind>(t + dd), false });
            }
        }
        if (open && i == 1) {
            auto meld = rules::makeMeld(MeldKind::Chi, tiles);
            if (!meld)
                return false;
            hand.melds.push_back(std::move(*meld));
        } else {
            hand.closed.insert(hand.closed.end(), tiles.begin(), tiles.end());
        }
    }
    const int pair =
            pickKind(rng, numbersMask(2, 8), [&](TileKind t) { return pool.left(t) >= 2; });
    if (pair < 0)
        return false;
    pool.take(static_cast<TileKind>(pair), 2);
    hand.closed.push_back(Tile{ static_cast<TileKind>(pair), false });
    hand.closed.push_back(Tile{ static_cast<TileKind>(pair), false });
    sortTiles(hand.closed);
    return true;
}

bool tryFuritenQuestion(Rng &rng, Question &q)
{
    const int d = q.difficulty;
    Pool pool;
    q.situation = rules::Situation{};
    q.situation.seatWind = static_cast<TileKind>(rules::kinds::East + rng.below(4));
    q.situation.roundWind = static_cast<TileKind>(rules::kinds::East + rng.below(2));
    q.furiten = FuritenSetup{};

    // The scenario.
    static constexpr std::pair<Scenario, int> k1[] = { { Scenario::Clean, 2 },
        { Scenario::Discard, 3 } };
    static constexpr std::pair<Scenario, int> k2[] = { { Scenario::Clean, 2 },
        { Scenario::Discard, 2 }, { Scenario::CalledAway, 1 }, { Scenario::Temporary, 2 },
        { Scenario::Riichi, 2 }, { Scenario::RiichiClean, 1 } };
    static constexpr std::pair<Scenario, int> k3[] = { { Scenario::Clean, 1 },
        { Scenario::Discard, 1 }, { Scenario::CalledAway, 1 }, { Scenario::Temporary, 2 },
        { Scenario::Riichi, 2 }, { Scenario::NoYakuWait, 2 }, { Scenario::ChangedWaits, 2 } };
    std::span<const std::pair<Scenario, int>> scenarios = d == 1
            ? std::span<const std::pair<Scenario, int>>(k1)
            : d == 2 ? std::span<const std::pair<Scenario, int>>(k2)
                     : std::span<const std::pair<Scenario, int>>(k3);
    int total = 0;
    for (const auto &s : scenarios)
        total += s.second;
    int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    Scenario scenario = scenarios.front().first;
    for (const auto &s : scenarios) {
        if (r < s.second) {
            scenario = s.first;
            break;
        }
        r -= s.second;
    }
    const bool riichi = scenario == Scenario::Riichi || scenario == Scenario::RiichiClean
            || (d >= 2 && (scenario == Scenario::Discard || scenario == Scenario::Clean)
                    && rng.chance(1, 3));

    // The hand.
    rules::Hand &hand = q.hand;
    rules::Waits waits;
    if (scenario == Scenario::NoYakuWait) {
        if (!buildNoYakuTenpai(rng, pool, q.ruleset, hand))
            return false;
        waits = rules::waitsOf(hand.closedCounts(), rules::meldTileCounts(hand),
                static_cast<int>(hand.melds.size()));
    } else {
        Theme theme = Theme::Tanyao;
        WinOptions options;
        if (d == 3 && rng.chance(1, 3)) {
            theme = Theme::Chinitsu;
        } else {
            static constexpr WeightedTheme kThemes[] = { { Theme::Plain, 2 }, { Theme::Tanyao, 3 },
                { Theme::Yakuhai, 3 }, { Theme::Pinfu, 3 } };
            theme = pickTheme(rng, kThemes);
            if (!riichi && d >= 2 && theme == Theme::Yakuhai)
                options.openPercent = 40;
        }
        if (!buildTenpai(rng, pool, theme, options, q.situation.seatWind, q.situation.roundWind,
                    hand, waits))
            return false;
    }
    if (!waits.waitsAllCopiesInHand.empty() || waits.waits.empty())
        return false;
    if (d == 1 && waits.waits.size() < 2)
        return false;
    if (riichi && !hand.isClosed())
        return false;
    markRedFives(nullptr, hand, q.ruleset); // only the reds the set forces (all four fives)
    const std::vector<TileKind> &w = waits.waits;

    // Which waits give a yaku to a ron.
    std::vector<TileKind> withYaku;
    std::vector<TileKind> withoutYaku;
    for (TileKind k : w)
        (ronHasYaku(hand, k, riichi, q) ? withYaku : withoutYaku).push_back(k);
    if (withYaku.empty())
        return false;
    if (scenario == Scenario::NoYakuWait && withoutYaku.empty())
        return false;

    auto pickFrom = [&](const std::vector<TileKind> &kinds) -> int {
        std::vector<TileKind> ok;
        for (TileKind k : kinds) {
            if (pool.left(k) > 0)
                ok.push_back(k);
        }
        if (ok.empty())
            return -1;
        return ok[rng.below(static_cast<std::uint32_t>(ok.size()))];
    };
    auto filler = [&]() -> int {
        const KindMask allowed = kAllKinds & ~waits.mask;
        const int k = pickKind(rng, allowed, [&](TileKind t) { return pool.left(t) > 0; });
        if (k >= 0)
            pool.take(static_cast<TileKind>(k));
        return k;
    };

    // The ron tile: a wait with a yaku (NoYakuWait: the river holds the other kind).
    const int ron = pickFrom(withYaku);
    if (ron < 0)
        return false;
    pool.take(static_cast<TileKind>(ron));
    FuritenSetup &f = q.furiten;
    f.ronTile = Tile{ static_cast<TileKind>(ron), false };

    // The furiten tile, when the scenario has one.
    int special = -1;
    switch (scenario) {
    case Scenario::Discard:
    case Scenario::CalledAway:
    case Scenario::ChangedWaits:
    case Scenario::Temporary:
    case Scenario::Riichi: special = pickFrom(w); break;
    case Scenario::NoYakuWait: special = pickFrom(withoutYaku); break;
    default: break;
    }
    if (scenario != Scenario::Clean && scenario != Scenario::RiichiClean) {
        if (special < 0)
            return false;
        pool.take(static_cast<TileKind>(special));
    }

    // The timeline: own discards, and from difficulty 2 the three other players' discards
    // after each of them.
    const int own = d == 1 ? rng.range(4, 6) : d == 2 ? rng.range(5, 7) : rng.range(6, 8);
    const bool others = d >= 2 || scenario == Scenario::Temporary;
    int riichiAt = -1;
    if (scenario == Scenario::Riichi)
        riichiAt = rng.range(1, own - 2);
    else if (riichi)
        riichiAt = rng.range(1, own - 1);
    int specialAt = -1; // own discard index (discard scenarios) or go-around (passes)
    int changeAt = -1;
    switch (scenario) {
    case Scenario::Discard:
    case Scenario::CalledAway:
    case Scenario::NoYakuWait:
        specialAt = static_cast<int>(rng.below(static_cast<std::uint32_t>(own)));
        break;
    case Scenario::ChangedWaits:
        specialAt = rng.range(0, own - 2);
        changeAt = rng.range(specialAt + 1, own - 1);
        break;
    case Scenario::Riichi: specialAt = rng.range(riichiAt, own - 2); break;
    default: break;
    }
    // The own discard that changed the waits (drew `drawn`, discarded `changed`).
    int changedTile = -1;
    if (scenario == Scenario::ChangedWaits) {
        // The hand before: one concealed tile (drawn later) replaced by the tile discarded then.
        const std::size_t at = rng.below(static_cast<std::uint32_t>(hand.closed.size()));
        const TileKind drawn = hand.closed[at].kind;
        changedTile = filler();
        if (changedTile < 0 || changedTile == drawn)
            return false;
        rules::Hand before = hand;
        before.closed[at] = Tile{ static_cast<TileKind>(changedTile), false };
        sortTiles(before.closed);
        const rules::Waits old = rules::waitsOf(before.closedCounts(),
                rules::meldTileCounts(before), static_cast<int>(before.melds.size()));
        if (old.contains(static_cast<TileKind>(special)))
            return false;
        f.previousHand = std::move(before);
    }
    // Passes in the last go-around: ron from `ronFrom`, earlier seats pass first.
    f.ronFrom = others ? rng.range(scenario == Scenario::Temporary ? 2 : 1, 3) : 1;
    for (int i = 0; i < own; ++i) {
        TimelineEvent e;
        e.type = TimelineType::OwnDiscard;
        e.riichi = i == riichiAt;
        int tile = -1;
        if (i == specialAt
                && (scenario == Scenario::Discard || scenario == Scenario::CalledAway
                        || scenario == Scenario::NoYakuWait
                        || scenario == Scenario::ChangedWaits)) {
            tile = special;
            e.calledAway = scenario == Scenario::CalledAway;
        } else if (i == changeAt) {
            tile = changedTile;
            f.changedAt = static_cast<int>(f.timeline.size());
        } else {
            tile = filler();
        }
        if (tile < 0)
            return false;
        e.tile = Tile{ static_cast<TileKind>(tile), false };
        f.timeline.push_back(e);
        if (!others)
            continue;
        const bool last = i == own - 1;
        const int passes = last ? f.ronFrom - 1 : 3;
        const int passAt = (scenario == Scenario::Temporary && last) ? rng.range(1, passes)
                : (scenario == Scenario::Riichi && i == specialAt)   ? rng.range(1, 3)
                                                                     : -1;
        for (int from = 1; from <= passes; ++from) {
            TimelineEvent p;
            p.type = TimelineType::Passed;
            p.from = from;
            const int t = from == passAt ? special : filler();
            if (t < 0)
                return false;
            p.tile = Tile{ static_cast<TileKind>(t), false };
            f.timeline.push_back(p);
        }
    }

    // Exactly the furiten the scenario is about, and nothing else.
    const rules::RonCheck check = rules::checkRon(waits, f.ronTile.kind, f.situation());
    const int applies =
            int(check.discardFuriten) + int(check.riichiFuriten) + int(check.temporaryFuriten);
    switch (scenario) {
    case Scenario::Clean:
    case Scenario::RiichiClean: return applies == 0 && check.allowed;
    case Scenario::Temporary: return applies == 1 && check.temporaryFuriten;
    case Scenario::Riichi: return applies == 1 && check.riichiFuriten;
    default: return applies == 1 && check.discardFuriten;
    }
}

constexpr std::string_view kDescriptions[10][3] = {
    { "Closed hands with the common yaku (riichi, menzen tsumo, pinfu, tanyao, yakuhai, "
      "iipeikou), at most three of them",
            "Open hands too; sanshoku, ittsuu, chanta, toitoi, sanankou, honitsu, chiitoitsu, "
            "shousangen, ippatsu, haitei/houtei; no yakuman",
            "Everything: junchan, chinitsu, ryanpeikou, honroutou, sanshoku doukou, kans, "
            "rinshan, chankan, double riichi, yakuman" },
    { "Closed hands won by ron: sequences, at most one triplet, no value pair",
            "Open hands and tsumo, triplets, value pairs, every wait, seven pairs",
            "Open and closed kans, or hands with several readings (an ambiguous wait)" },
    { "Ron below mangan, no honba or deposits; the han and fu are given",
            "Ron or tsumo up to mangan, with honba; the han and fu are given",
            "Any value up to yakuman, with honba and riichi deposits; count the han and fu "
            "yourself" },
    { "One or two waits, mixed suits",
            "Two to four waits: shanpon, nobetan, honours, an open meld, seven pairs",
            "One-suit hands with three or more waits" },
    { "The best discard leaves the hand tenpai or one from tenpai",
            "The best discard leaves the hand one or two from tenpai",
            "The best discard leaves the hand two or three from tenpai" },
    { "Discard furiten or none, with two-sided waits",
            "Also temporary furiten, riichi furiten and discards called by other players",
            "Also waits that give no yaku, changed waits and multi-sided one-suit waits" },
    { "A tile the riichi player discarded (genbutsu) is in the hand",
            "No genbutsu in the hand: suji, walls and honours",
            "Neither genbutsu nor a nearly safe tile: choose among the weaker tiers" },
    { "First place within 8,000 points, no honba or deposits",
            "First place within 16,000 points, with honba and deposits",
            "First place or avoiding last, any gap: some wins may not suffice" },
    { "Tenpai or one from tenpai", "Two from tenpai", "Three or more from tenpai" },
    { "The best discard leaves the hand tenpai", "The best discard leaves it one from tenpai",
            "The best discard leaves it two from tenpai" },
};

} // namespace

std::string_view difficultyDescription(Kind kind, int difficulty)
{
    if (difficulty < kMinDifficulty || difficulty > kMaxDifficulty)
        return {};
    return kDescriptions[static_cast<std::size_t>(kind)][static_cast<std::size_t>(difficulty - 1)];
}

std::uint64_t questionSeed(std::uint64_t setSeed, std::uint64_t index)
{
    std::uint64_t s = setSeed ^ (index * 0xD1B54A32D192ED03ULL);
    return splitMix64(s);
}

Result<Question> generateQuestion(
        Kind kind, int difficulty, std::string_view rulesPreset, std::uint64_t seed)
{
    auto rules = rules::presetRuleset(rulesPreset);
    if (!rules)
        return rules.error().at(ErrorCode::AtField, { "rules" });
    return generateQuestion(kind, difficulty, *rules, seed);
}

Result<Question> generateQuestion(
        Kind kind, int difficulty, const rules::Ruleset &rules, std::uint64_t seed)
{
    if (difficulty < kMinDifficulty || difficulty > kMaxDifficulty)
        return Error::of(ErrorCode::DifficultyRange, { std::to_string(difficulty) })
                .at(ErrorCode::AtField, { "difficulty" });
    if (rules.players != 4)
        return Error::of(ErrorCode::QuizFourPlayersOnly).at(ErrorCode::AtField, { "rules" });
    Question q;
    q.kind = kind;
    q.difficulty = difficulty;
    q.ruleset = rules;
    q.rulesPreset = rules.name;
    q.seed = seed;
    q.source = Source::Generated;
    // The kind is mixed in, so that a fu and a points question of one seed differ.
    Rng rng(seed ^ (0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(kind) + 1)));
    // Each attempt is cheap and most succeed; the bound only guards against a bug.
    constexpr int kAttempts = 5000;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        q.hand = rules::Hand{};
        q.visible = {};
        q.revealValue = false;
        bool ok = false;
        switch (kind) {
        case Kind::Yaku:
        case Kind::Fu:
        case Kind::Points: ok = tryWinQuestion(rng, q); break;
        case Kind::Waits: ok = tryWaitsQuestion(rng, q); break;
        case Kind::Efficiency: ok = tryEfficiencyQuestion(rng, q); break;
        case Kind::Furiten: ok = tryFuritenQuestion(rng, q); break;
        case Kind::Defence:
        case Kind::Conditions:
        case Kind::Shanten:
        case Kind::DiscardEv: ok = tryDrillQuestion(rng, q); break;
        }
        if (!ok)
            continue;
        if (auto error = solveQuestion(q))
            continue;
        return q;
    }
    return Error::of(ErrorCode::NoQuestionAfter, { std::to_string(kAttempts) })
            .at(ErrorCode::AtField, { "generator" });
}

} // namespace haifu::quiz
