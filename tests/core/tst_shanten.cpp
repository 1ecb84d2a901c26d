#include "rules/shanten.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <random>
#include <string_view>
#include <vector>

using namespace haifu::rules;

namespace {

Hand makeHand(std::string_view closed, std::initializer_list<std::string_view> melds = {})
{
    Hand hand;
    auto tiles = parseTiles(closed);
    if (!tiles)
        qFatal("bad test hand %s", std::string(closed).c_str());
    hand.closed = *tiles;
    for (std::string_view m : melds) {
        auto meld = parseMeld(m);
        if (!meld)
            qFatal("bad test meld %s", std::string(m).c_str());
        hand.melds.push_back(*meld);
    }
    return hand;
}

// From test data: melds separated by spaces.
Hand handFromData(const QString &closed, const QString &melds = QString())
{
    Hand hand = makeHand(closed.toStdString());
    const QStringList list = melds.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &m : list) {
        auto meld = parseMeld(m.toStdString());
        if (!meld)
            qFatal("bad test meld %s", qPrintable(m));
        hand.melds.push_back(*meld);
    }
    return hand;
}

// ---------------------------------------------------------------------------------------------
// The reference: the definition itself, searched by brute force. A complete concealed shape is
// a pair and `melds` melds, each chosen among all 34 pairs, 34 triplets and 21 sequences; the
// shape may use at most 4 - (copies in melds) of a kind. Draws = tiles the shape needs that the
// hand does not hold. The search tries every pair and every multiset of melds (in a fixed
// order, so each multiset once), dropping branches that already need `limit` draws or more:
// the result is min(true draws, limit).
struct Reference
{
    TileCounts hand{};
    TileCounts limit{};
    TileCounts shape{};
    int best = 0;

    // Meld type t: 0..33 triplet of kind t; 34..54 the sequence starting at the t-34th start.
    static int sequenceStart(int t)
    {
        const int i = t - 34;
        return i / 7 * 9 + i % 7;
    }

    // Adds `n` copies of kind k to the shape; returns the extra draws, or -1 over the limit.
    int add(int k, int n)
    {
        int draws = 0;
        for (int i = 0; i < n; ++i) {
            if (shape[k] >= limit[k]) {
                for (int j = 0; j < i; ++j)
                    --shape[k];
                return -1;
            }
            ++shape[k];
            if (shape[k] > hand[k])
                ++draws;
        }
        return draws;
    }
    void remove(int k, int n) { shape[k] = static_cast<std::uint8_t>(shape[k] - n); }

    void melds(int firstType, int left, int draws)
    {
        if (draws >= best)
            return;
        if (left == 0) {
            best = draws;
            return;
        }
        for (int t = firstType; t < 55; ++t) {
            if (t < 34) {
                const int d = add(t, 3);
                if (d < 0)
                    continue;
                melds(t, left - 1, draws + d);
                remove(t, 3);
            } else {
                const int s = sequenceStart(t);
                const int d0 = add(s, 1);
                if (d0 < 0)
                    continue;
                const int d1 = add(s + 1, 1);
                if (d1 < 0) {
                    remove(s, 1);
                    continue;
                }
                const int d2 = add(s + 2, 1);
                if (d2 < 0) {
                    remove(s, 1);
                    remove(s + 1, 1);
                    continue;
                }
                melds(t, left - 1, draws + d0 + d1 + d2);
                remove(s, 1);
                remove(s + 1, 1);
                remove(s + 2, 1);
            }
        }
    }

    // Fewest draws to a complete regular shape, capped at `cap`.
    int regularDraws(const TileCounts &closed, const TileCounts &meldTiles, int cap)
    {
        hand = closed;
        for (int k = 0; k < 34; ++k)
            limit[k] = static_cast<std::uint8_t>(4 - meldTiles[k]);
        shape.fill(0);
        best = cap;
        int total = 0;
        for (auto c : closed)
            total += c;
        for (int pair = 0; pair < 34; ++pair) {
            const int d = add(pair, 2);
            if (d < 0)
                continue;
            melds(0, total / 3, d);
            remove(pair, 2);
        }
        return best;
    }
};

// Seven distinct pairs: the cost of a pair of kind k is 2 - min(count, 2); take the 7 cheapest.
int referenceChiitoitsu(const TileCounts &c)
{
    std::vector<int> costs;
    for (int k = 0; k < 34; ++k)
        costs.push_back(2 - std::min<int>(c[k], 2));
    std::sort(costs.begin(), costs.end());
    int draws = 0;
    for (int i = 0; i < 7; ++i)
        draws += costs[i];
    return draws - 1;
}

// Thirteen orphans: every orphan once and one of them twice, tried for each duplicate.
int referenceKokushi(const TileCounts &c)
{
    const int orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
    int best = 99;
    for (int dup : orphans) {
        int draws = 0;
        for (int k : orphans)
            draws += std::max(0, (k == dup ? 2 : 1) - int(c[k]));
        best = std::min(best, draws);
    }
    return best - 1;
}

std::vector<int> wall(int suits)
{
    std::vector<int> w;
    for (int k = 0; k < 34; ++k) {
        if (suitOf(static_cast<TileKind>(k)) < static_cast<Suit>(suits)
                || (suits == 4 && k >= 27)) {
            for (int i = 0; i < 4; ++i)
                w.push_back(k);
        }
    }
    return w;
}

QString countsToString(const TileCounts &c)
{
    std::vector<Tile> tiles;
    for (int k = 0; k < 34; ++k) {
        for (int i = 0; i < c[k]; ++i)
            tiles.push_back(Tile{ static_cast<TileKind>(k), false });
    }
    return QString::fromStdString(formatTiles(tiles));
}

} // namespace

class TestShanten : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void knownValues_data();
    void knownValues();
    void withMelds_data();
    void withMelds();
    void fourCopies_data();
    void fourCopies();
    void invalidHands();
    void bruteForceClosed_data();
    void bruteForceClosed();
    void bruteForceMelds();
    void suitDistancesMatchTables();
    void limitedSuitDistancesMatchReference();
    void shantenAfterDrawsMatchesShanten();
    void shantenAfterDiscardsMatchesShanten();
    void referenceSelfCheck();
};

void TestShanten::initTestCase()
{
    const ShantenTableInfo info = shantenTableInfo();
    qInfo("shanten tables: %.1f ms, %zu bytes, %d/%d suit patterns/classes, %d/%d honour, %d pair "
          "classes",
            info.buildMilliseconds, info.bytes, info.suitPatterns, info.suitClasses,
            info.honorPatterns, info.honorClasses, info.pairClasses);
    QCOMPARE(info.suitPatterns, 405350);
    QCOMPARE(info.honorPatterns, 43130);
    QVERIFY(info.suitClasses <= 255 && info.honorClasses <= 255); // stored in bytes
    QVERIFY(info.bytes < 2 * 1024 * 1024);
}

void TestShanten::knownValues_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<int>("regular");
    QTest::addColumn<int>("chiitoitsu");
    QTest::addColumn<int>("kokushi");
    QTest::addColumn<int>("best");
    // 14 tiles
    QTest::newRow("complete") << "123m456p789s11122z" << -1 << 4 << 8 << -1;
    QTest::newRow("chiitoitsu complete") << "11223344556677z" << 3 << -1 << 5 << -1;
    QTest::newRow("ryanpeikou complete") << "11223344556677m" << -1 << -1 << 11 << -1;
    QTest::newRow("doc example 2-shanten") << "13569m123459p443s" << 2 << 5 << 9 << 2;
    QTest::newRow("kokushi complete") << "19m19p19s12345677z" << 7 << 5 << -1 << -1;
    // 13 tiles
    QTest::newRow("nine-sided tenpai") << "1112345678999m" << 0 << 4 << 10 << 0;
    QTest::newRow("kokushi 13-sided") << "19m19p19s1234567z" << 8 << 6 << 0 << 0;
    QTest::newRow("worst regular") << "147m258p369s1234z" << 8 << 6 << 7 << 6;
    QTest::newRow("chiitoitsu 6 pairs") << "1122m3344p5566s7z" << 3 << 0 << 10 << 0;
    QTest::newRow("chiitoitsu 6 pairs honours") << "1122334455667z" << 3 << 0 << 5 << 0;
    QTest::newRow("1-shanten") << "56m11p2345678s77z" << 1 << 4 << 10 << 1;
    QTest::newRow("iishanten two pairs") << "123m456p11s2277z8m" << 1 << 3 << 8 << 1;
    QTest::newRow("kokushi 3-shanten") << "159m159p159s1234z" << 8 << 6 << 3 << 3;
    QTest::newRow("14 tiles, tenpai after 1z") << "2345666m123p456s1z" << 0 << 5 << 11 << 0;
    QTest::newRow("1111222233334m") << "1111222233334m" << 0 << 6 << 11 << 0;
    QTest::newRow("ryanpeikou tenpai") << "1122334455667m" << 0 << 0 << 11 << 0;
    QTest::newRow("4-shanten, five partial shapes") << "13m579p2468s1357z" << 4 << 6 << 7 << 4;
}

void TestShanten::knownValues()
{
    QFETCH(QString, closed);
    QFETCH(int, regular);
    QFETCH(int, chiitoitsu);
    QFETCH(int, kokushi);
    QFETCH(int, best);
    const Hand hand = handFromData(closed);
    const TileCounts c = hand.closedCounts();
    auto r = shantenOf(hand);
    if (hand.closed.size() == 13 || hand.closed.size() == 14) {
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(r->regular, regular);
        QCOMPARE(r->chiitoitsu.value_or(99), chiitoitsu);
        QCOMPARE(r->kokushi.value_or(99), kokushi);
        QCOMPARE(r->best, best);
    }
    QCOMPARE(regularShanten(c), regular);
    QCOMPARE(chiitoitsuShanten(c), chiitoitsu);
    QCOMPARE(kokushiShanten(c), kokushi);
    QCOMPARE(shanten(c), best);
}

void TestShanten::withMelds_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<int>("regular");
    QTest::newRow("tanki after four pons") << "1m"
                                           << "pon:222m pon:333p pon:444s pon:555z" << 0;
    QTest::newRow("tanki on own pon's kind") << "1m"
                                             << "pon:111m pon:333p pon:444s pon:555z" << 1;
    QTest::newRow("complete with melds") << "55z"
                                         << "chi:123m pon:333p ankan:4444s pon:666z" << -1;
    QTest::newRow("one meld, 11 tiles, tenpai after 5p") << "23m456p789s11z5p"
                                                         << "chi:789m" << 0;
    QTest::newRow("one meld, tenpai") << "23m456p789s11z"
                                      << "chi:789m" << 0;
    QTest::newRow("two melds, 8 tiles") << "23m456p11z5z"
                                        << "pon:777s chi:789m" << 0;
    QTest::newRow("two melds, isolated tiles") << "1m4m7m1p4p7p9s"
                                               << "pon:777s chi:789m" << 4;
    QTest::newRow("kanchan needs a kan'd kind") << "13m55p"
                                                << "ankan:2222m pon:333p pon:444s" << 1;
}

void TestShanten::withMelds()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(int, regular);
    const Hand hand = handFromData(closed, melds);
    auto r = shantenOf(hand);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(r->regular, regular);
    QCOMPARE(r->best, regular);
    QVERIFY(!r->chiitoitsu.has_value());
    QVERIFY(!r->kokushi.has_value());
}

void TestShanten::fourCopies_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<int>("regular");
    QTest::addColumn<int>("chiitoitsu");
    // The classic formula says tenpai on a fifth 1m; no such tile exists.
    QTest::newRow("1111m + three sequences") << "1111m234p567p789p" << 1 << 4;
    // Four of a kind is one pair for chiitoitsu (the classic count would say tenpai).
    QTest::newRow("quad is not two pairs") << "1111m2233p4455s6z" << 2 << 2;
    QTest::newRow("two quads") << "1111m2222p33s44s5z" << 2 << 4;
    // Honour quad + isolated: the honour can only be a triplet plus a useless fourth.
    QTest::newRow("honour quad") << "1111z234m567m789m" << 1 << 4;
    // The classic count: 3 melds + pair 88p + two useless honours = 1-shanten; the honours
    // cannot become a pair or a meld, so a whole new block is needed.
    QTest::newRow("two honour quads") << "1111z2222z567m88p" << 2 << 4;
    // Pair wait on two kinds whose other copies are all held: 1111m 2222m (+ 3 and 4)...
    QTest::newRow("all copies held around") << "1111222m345p678s" << 0 << 4;
}

void TestShanten::fourCopies()
{
    QFETCH(QString, closed);
    QFETCH(int, regular);
    QFETCH(int, chiitoitsu);
    const TileCounts c = handFromData(closed).closedCounts();
    QCOMPARE(regularShanten(c), regular);
    QCOMPARE(chiitoitsuShanten(c), chiitoitsu);
    Reference ref;
    QCOMPARE(ref.regularDraws(c, TileCounts{}, 99) - 1, regular);
    QCOMPARE(referenceChiitoitsu(c), chiitoitsu);
}

void TestShanten::invalidHands()
{
    auto tooMany = shantenOf(makeHand("11111m23456789p"));
    QVERIFY(!tooMany.ok());
    QVERIFY(QString::fromStdString(tooMany.error().message).contains(QStringLiteral("1m")));
    auto wrongSize = shantenOf(makeHand("123m456p789s11z"));
    QVERIFY(!wrongSize.ok());
    QVERIFY(QString::fromStdString(wrongSize.error().message).contains(QStringLiteral("closed")));
    // 10 closed + 2 melds = 16 tiles.
    auto withMelds = shantenOf(makeHand("123m456p789s1z", { "pon:222z", "chi:123s" }));
    QVERIFY(!withMelds.ok());
    QVERIFY(QString::fromStdString(withMelds.error().message).contains(QStringLiteral("closed")));
    // A tanki on 1m next to a kan of 1m: five copies.
    auto fifth = shantenOf(makeHand("1m", { "minkan:1111m", "pon:333p", "pon:444s", "pon:555z" }));
    QVERIFY(!fifth.ok());
    QVERIFY(QString::fromStdString(fifth.error().message).contains(QStringLiteral("1m")));
}

void TestShanten::bruteForceClosed_data()
{
    QTest::addColumn<int>("suits");
    QTest::addColumn<int>("tiles");
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("seed");
    QTest::newRow("all suits, 14 tiles") << 4 << 14 << 3000 << 1;
    QTest::newRow("all suits, 13 tiles") << 4 << 13 << 3000 << 2;
    QTest::newRow("one suit, 14 tiles") << 1 << 14 << 2000 << 3; // many quads and 4-copy waits
    QTest::newRow("one suit, 13 tiles") << 1 << 13 << 2000 << 4;
    QTest::newRow("two suits, 13 tiles") << 2 << 13 << 2000 << 5;
    QTest::newRow("7 to 11 tiles") << 4 << 0 << 2000 << 6; // sizes 7, 8, 10, 11 (3n+1, 3n+2)
}

void TestShanten::bruteForceClosed()
{
    QFETCH(int, suits);
    QFETCH(int, tiles);
    QFETCH(int, hands);
    QFETCH(int, seed);
    std::mt19937 rng(static_cast<unsigned>(seed));
    std::vector<int> w = wall(suits);
    Reference ref;
    const int sizes[4] = { 7, 8, 10, 11 };
    for (int n = 0; n < hands; ++n) {
        std::shuffle(w.begin(), w.end(), rng);
        const int size = tiles ? tiles : sizes[n % 4];
        TileCounts c{};
        for (int i = 0; i < size; ++i)
            ++c[w[i]];
        const int fast = regularShanten(c);
        // The search is capped at fast + 1 shanten (fast + 2 draws): if the truth is lower than
        // fast the search finds it; if it is higher, the search returns the cap. Either way the
        // comparison fails.
        const int slow = ref.regularDraws(c, TileCounts{}, fast + 2) - 1;
        if (slow != fast)
            QFAIL(qPrintable(QStringLiteral("%1: fast regular %2, reference %3")
                                     .arg(countsToString(c))
                                     .arg(fast)
                                     .arg(slow)));
        if (size >= 13) {
            QCOMPARE(chiitoitsuShanten(c), referenceChiitoitsu(c));
            QCOMPARE(kokushiShanten(c), referenceKokushi(c));
            QCOMPARE(shanten(c), std::min({ slow, referenceChiitoitsu(c), referenceKokushi(c) }));
        }
    }
}

void TestShanten::bruteForceMelds()
{
    // Random melds first (their tiles leave the wall), then the concealed part.
    std::mt19937 rng(7);
    Reference ref;
    int checked = 0;
    for (int n = 0; n < 2500; ++n) {
        const int suits = n % 2 ? 4 : 1;
        TileCounts used{};
        TileCounts meldTiles{};
        const int meldCount = 1 + n % 4;
        int made = 0;
        for (int attempt = 0; attempt < 50 && made < meldCount; ++attempt) {
            const int kind = static_cast<int>(rng() % (suits == 1 ? 9 : 34));
            const int type = static_cast<int>(rng() % 3); // pon, chi, kan
            std::vector<int> tiles;
            if (type == 1) {
                if (kind >= 27 || kind % 9 > 6)
                    continue;
                tiles = { kind, kind + 1, kind + 2 };
            } else {
                tiles.assign(type == 0 ? 3 : 4, kind);
            }
            TileCounts next = used;
            bool ok = true;
            for (int t : tiles)
                ok = ok && ++next[t] <= 4;
            if (!ok)
                continue;
            used = next;
            for (int t : tiles)
                ++meldTiles[t];
            ++made;
        }
        std::vector<int> w;
        for (int k = 0; k < (suits == 1 ? 9 : 34); ++k) {
            for (int i = used[k]; i < 4; ++i)
                w.push_back(k);
        }
        std::shuffle(w.begin(), w.end(), rng);
        const int size = 3 * (4 - made) + 1 + static_cast<int>(rng() % 2);
        TileCounts c{};
        for (int i = 0; i < size; ++i)
            ++c[w[i]];
        const int fast = regularShanten(c, meldTiles);
        const int slow = ref.regularDraws(c, meldTiles, fast + 2) - 1;
        if (slow != fast)
            QFAIL(qPrintable(QStringLiteral("%1 with %2 melds: fast regular %3, reference %4")
                                     .arg(countsToString(c), countsToString(meldTiles))
                                     .arg(fast)
                                     .arg(slow)));
        // Tile acceptance's shortcut: every draw at once, the untouched suits shared.
        if (size % 3 == 1) {
            // Also capped at the hand's shanten, as tile acceptance asks for it.
            for (bool cap : { false, true }) {
                std::array<int, kKindCount> after{};
                QCOMPARE(regularShantenAfterDraws(c, meldTiles, after, cap), fast);
                for (int k = 0; k < kKindCount; ++k) {
                    TileCounts d = c;
                    ++d[k];
                    int expected = c[k] + meldTiles[k] >= 4 ? std::numeric_limits<int>::max()
                                                            : regularShanten(d, meldTiles);
                    if (cap && c[k] + meldTiles[k] < 4)
                        expected = std::min(expected, fast);
                    if (after[k] != expected)
                        QFAIL(qPrintable(
                                QStringLiteral("%1 with %2 melds, draw %3%4: %5, expected %6")
                                        .arg(countsToString(c), countsToString(meldTiles))
                                        .arg(k)
                                        .arg(cap ? QStringLiteral(" (capped)") : QString())
                                        .arg(after[k])
                                        .arg(expected)));
                }
            }
        }
        ++checked;
    }
    QCOMPARE(checked, 2500);
}

void TestShanten::suitDistancesMatchTables()
{
    // The per-suit dynamic programme (limit 4), combined here by brute force over the ways to
    // share the melds and the pair among the suits, must agree with the tables.
    std::mt19937 rng(11);
    for (int suits : { 1, 2, 4 }) {
        std::vector<int> w = wall(suits);
        for (int n = 0; n < 3000; ++n) {
            std::shuffle(w.begin(), w.end(), rng);
            TileCounts c{};
            const int size = 14 - n % 2;
            for (int i = 0; i < size; ++i)
                ++c[w[i]];
            const std::uint8_t four[9] = { 4, 4, 4, 4, 4, 4, 4, 4, 4 };
            std::uint8_t v[4][2][5];
            for (int s = 0; s < 4; ++s)
                suitDistances(c.data() + 9 * s, four, s == 3 ? 7 : 9, s != 3, v[s]);
            int best = 99;
            for (int a = 0; a <= 4; ++a) {
                for (int b = 0; a + b <= 4; ++b) {
                    for (int d = 0; a + b + d <= 4; ++d) {
                        const int melds[4] = { a, b, d, 4 - a - b - d };
                        for (int pairSuit = 0; pairSuit < 4; ++pairSuit) {
                            int sum = 0;
                            for (int s = 0; s < 4; ++s)
                                sum += v[s][s == pairSuit][melds[s]];
                            best = std::min(best, sum);
                        }
                    }
                }
            }
            QCOMPARE(best - 1, regularShanten(c));
        }
    }
}

void TestShanten::limitedSuitDistancesMatchReference()
{
    // The fast programme (and the honours' table path) against the straightforward one, on
    // random suits with random copy limits: most kinds free, a few limited to 0..3 (as melds
    // leave them), now and then every kind at random; counts within the limits, up to 14 tiles.
    std::mt19937 rng(13);
    int limited = 0;
    for (int n = 0; n < 200000; ++n) {
        const bool honours = n % 4 == 3;
        const int kinds = honours ? 7 : 9;
        std::uint8_t limits[9];
        std::uint8_t counts[9] = {};
        const bool wild = n % 16 == 0;
        for (int k = 0; k < kinds; ++k)
            limits[k] = static_cast<std::uint8_t>(wild || rng() % 4 == 0 ? rng() % 5 : 4);
        const int size = static_cast<int>(rng() % 15);
        for (int i = 0, attempt = 0; i < size && attempt < 100; ++attempt) {
            const int k = static_cast<int>(rng() % kinds);
            if (counts[k] < limits[k]) {
                ++counts[k];
                ++i;
            }
        }
        std::uint8_t fast[2][5];
        std::uint8_t slow[2][5];
        limitedSuitDistances(counts, limits, kinds, !honours, fast);
        suitDistances(counts, limits, kinds, !honours, slow);
        if (std::memcmp(fast, slow, sizeof fast) != 0) {
            QString text;
            for (int k = 0; k < kinds; ++k)
                text += QStringLiteral("%1/%2 ").arg(counts[k]).arg(limits[k]);
            for (int p = 0; p < 2; ++p) {
                for (int m = 0; m < 5; ++m)
                    text += QStringLiteral(" [%1][%2] %3 vs %4")
                                    .arg(p)
                                    .arg(m)
                                    .arg(fast[p][m])
                                    .arg(slow[p][m]);
            }
            QFAIL(qPrintable(QStringLiteral("counts/limits %1").arg(text)));
        }
        limited += std::any_of(limits, limits + kinds, [](std::uint8_t l) { return l < 4; });
    }
    QVERIFY(limited > 100000);
}

namespace {

// shantenAfterDraws (delta +1) or shantenAfterDiscards (-1) against shanten() of every one-tile
// change, on random hands from one suit, two suits or all, and on hands built from pairs and
// orphans (where seven pairs and the thirteen orphans decide); `sizes`: the usual hand size and,
// one time in five, another of the same form.
void checkOneTileChanges(int delta, unsigned seed, int size, int otherBase)
{
    std::mt19937 rng(seed);
    for (int n = 0; n < 20000; ++n) {
        const int suits = n % 3 == 0 ? 1 : (n % 3 == 1 ? 2 : 4);
        std::vector<int> w = wall(suits);
        if (n % 7 == 0) {
            w.clear();
            for (int k : { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 4, 13, 22 })
                w.insert(w.end(), { k, k, k });
        }
        std::shuffle(w.begin(), w.end(), rng);
        TileCounts c{};
        const int tiles = n % 5 == 0 ? otherBase + 3 * static_cast<int>(rng() % 4) : size;
        for (int i = 0; i < tiles; ++i)
            ++c[w[i]];
        std::array<int, kKindCount> after{};
        const int sh = delta > 0 ? shantenAfterDraws(c, after) : shantenAfterDiscards(c, after);
        QCOMPARE(sh, shanten(c));
        for (int k = 0; k < kKindCount; ++k) {
            const bool possible = delta > 0 ? c[k] < 4 : c[k] > 0;
            TileCounts d = c;
            if (possible)
                d[k] = static_cast<std::uint8_t>(d[k] + delta);
            const int expected = possible ? shanten(d) : std::numeric_limits<int>::max();
            if (after[k] != expected)
                QFAIL(qPrintable(QStringLiteral("%1, %2 %3: %4, expected %5")
                                         .arg(countsToString(c))
                                         .arg(delta > 0 ? u"draw" : u"discard")
                                         .arg(k)
                                         .arg(after[k])
                                         .arg(expected)));
        }
    }
}

} // namespace

void TestShanten::shantenAfterDrawsMatchesShanten()
{
    // Tile acceptance's shortcut for concealed hands: 13 tiles (or 1, 4, 7, 10).
    checkOneTileChanges(+1, 17, 13, 1);
}

void TestShanten::shantenAfterDiscardsMatchesShanten()
{
    // The discards of drawn hands: 14 tiles (or 2, 5, 8, 11).
    checkOneTileChanges(-1, 29, 14, 2);
}

void TestShanten::referenceSelfCheck()
{
    // The reference without any cap on a few hands (so the capped runs are not self-serving).
    Reference ref;
    const char *hands[] = { "1112345678999m", "1111m234p567p789p", "147m258p369s1234z",
        "13569m123459p443s", "1111222233334m" };
    const int expected[] = { 0, 1, 8, 2, 0 };
    for (int i = 0; i < 5; ++i) {
        const TileCounts c = makeHand(hands[i]).closedCounts();
        QCOMPARE(ref.regularDraws(c, TileCounts{}, 99) - 1, expected[i]);
    }
}

HAIFU_TEST_APPLESS_MAIN(TestShanten)
#include "tst_shanten.moc"
