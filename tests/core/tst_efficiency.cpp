#include "rules/efficiency.h"
#include "rules/shanten.h"

#include "handdata.h"

#include "testmain.h"

#include <QTest>

#include <random>
#include <vector>

using namespace haifu::rules;

namespace {

TileCounts visibleFrom(const QString &tiles)
{
    return countKinds(*parseTiles(tiles.toStdString()));
}

QString ukeireKinds(const Ukeire &u)
{
    std::vector<Tile> tiles;
    for (const UkeireTile &t : u.tiles)
        tiles.push_back(Tile{ t.kind, false });
    return QString::fromStdString(formatTiles(tiles));
}

} // namespace

class TestEfficiency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ukeire_data();
    void ukeire();
    void remainingNeverNegative();
    void discardOrdering();
    void discardBest_data();
    void discardBest();
    void redFives();
    void invalid();
    void ukeireMatchesDefinition();
};

void TestEfficiency::ukeire_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("visible");
    QTest::addColumn<int>("shanten");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<int>("total");
    QTest::newRow("nine-sided: 23 tiles") << "1112345678999m"
                                          << ""
                                          << "" << 0 << "123456789m" << 23;
    QTest::newRow("nine-sided, two 5m seen") << "1112345678999m"
                                             << ""
                                             << "55m" << 0 << "123456789m" << 21;
    QTest::newRow("kokushi 13-sided: 39") << "19m19p19s1234567z"
                                          << ""
                                          << "" << 0 << "19m19p19s1234567z" << 39;
    QTest::newRow("shanpon") << "123m456p789s1122z"
                             << ""
                             << "" << 0 << "12z" << 4;
    QTest::newRow("shanpon, one seen") << "123m456p789s1122z"
                                       << ""
                                       << "1z" << 0 << "12z" << 3;
    QTest::newRow("open ryanmen, seen tiles") << "23m456p789s11z"
                                              << "chi:789m"
                                              << "114m" << 0 << "14m" << 5;
    QTest::newRow("wait all seen: listed with 0") << "23m456p789s11z"
                                                  << "chi:789m"
                                                  << "1111m" << 0 << "14m" << 4;
    QTest::newRow("fifth-tile wait is no ukeire") << "1111m234p567p789p"
                                                  << ""
                                                  << "" << 1 << "" << 0;
    QTest::newRow("1-shanten") << "56m11p2345678s77z"
                               << ""
                               << "" << 1 << "47m1p7z" << 12;
}

void TestEfficiency::ukeire()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, visible);
    QFETCH(int, shanten);
    QFETCH(QString, kinds);
    QFETCH(int, total);
    auto u = ukeireOf(handFromData(closed, melds), visibleFrom(visible));
    QVERIFY2(u.ok(), u.ok() ? "" : u.error().message.c_str());
    QCOMPARE(u->shanten, shanten);
    if (QTest::currentDataTag() == QByteArray("fifth-tile wait is no ukeire")) {
        // 1-shanten: the draws that make it tenpai, but never 1m.
        for (const UkeireTile &t : u->tiles)
            QVERIFY(t.kind != 0);
        QVERIFY(u->total > 0);
        return;
    }
    QCOMPARE(ukeireKinds(*u), kinds);
    QCOMPARE(u->total, total);
}

void TestEfficiency::remainingNeverNegative()
{
    auto u = ukeireOf(handFromData(QStringLiteral("23m456p789s11z"), QStringLiteral("chi:789m")),
            visibleFrom(QStringLiteral("1111m4444m")));
    QVERIFY(u.ok());
    QCOMPARE(u->tiles.size(), std::size_t(2));
    QCOMPARE(u->tiles[0].remaining, 0);
    QCOMPARE(u->tiles[1].remaining, 0);
    QCOMPARE(u->total, 0);
}

void TestEfficiency::discardOrdering()
{
    std::mt19937 rng(5);
    std::vector<int> wall;
    for (int k = 0; k < 34; ++k) {
        for (int i = 0; i < 4; ++i)
            wall.push_back(k);
    }
    for (int n = 0; n < 300; ++n) {
        std::shuffle(wall.begin(), wall.end(), rng);
        Hand hand;
        for (int i = 0; i < 14; ++i)
            hand.closed.push_back(Tile{ static_cast<TileKind>(wall[i]), false });
        auto options = discardOptions(hand);
        QVERIFY(options.ok());
        // One entry per distinct kind.
        TileCounts c = hand.closedCounts();
        int kinds = 0;
        for (auto x : c)
            kinds += x > 0;
        QCOMPARE(int(options->size()), kinds);
        const int best = shanten(c);
        QCOMPARE(options->front().shanten, std::max(best, 0));
        for (std::size_t i = 1; i < options->size(); ++i) {
            const DiscardOption &a = (*options)[i - 1];
            const DiscardOption &b = (*options)[i];
            QVERIFY(a.shanten <= b.shanten);
            if (a.shanten == b.shanten)
                QVERIFY(a.ukeire.total >= b.ukeire.total);
        }
        for (const DiscardOption &o : *options) {
            int sum = 0;
            for (const UkeireTile &t : o.ukeire.tiles)
                sum += t.remaining;
            QCOMPARE(o.ukeire.total, sum);
            TileCounts after = c;
            --after[o.tile.kind];
            QCOMPARE(o.shanten, shanten(after));
        }
    }
}

void TestEfficiency::discardBest_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("bestTile");
    QTest::addColumn<int>("shanten");
    QTest::addColumn<int>("total");
    QTest::newRow("nine-sided after a stray honour") << "1112345678999m5z"
                                                     << "5z" << 0 << 23;
    // Keep the 13-sided kokushi: discard the non-orphan.
    QTest::newRow("kokushi") << "19m19p19s1234567z5m"
                             << "5m" << 0 << 39;
    // 1-shanten: the isolated 1z goes (2s, 5s, 8s and 1z all keep the same 12 tiles).
    QTest::newRow("iishanten") << "56m11p2345678s77z1z"
                               << "1z" << 1 << 12;
    // 2-shanten with a clear answer: the isolated 9p. Kept: 345m 67m 11p 24s 68s 77z, whose
    // four blocks and pair are all there; a tile improves it only by making a block a set: 2m
    // (234m 567m), 5m (345m 567m; 3 left), 8m, 3s, 5s (456s), 7s, 1p and 7z (2 left each):
    // 4 + 3 + 4 + 4 + 4 + 4 + 2 + 2 = 27.
    QTest::newRow("isolated tile") << "345m67m11p2468s77z9p"
                                   << "9p" << 2 << 27;
}

void TestEfficiency::discardBest()
{
    QFETCH(QString, closed);
    QFETCH(QString, bestTile);
    QFETCH(int, shanten);
    QFETCH(int, total);
    auto options = discardOptions(handFromData(closed));
    QVERIFY2(options.ok(), options.ok() ? "" : options.error().message.c_str());
    QCOMPARE(options->front().shanten, shanten);
    QCOMPARE(options->front().ukeire.total, total);
    // The expected tile is among the best (ties are ordered by kind).
    bool found = false;
    for (const DiscardOption &o : *options) {
        if (o.shanten == options->front().shanten && o.ukeire.total == options->front().ukeire.total
                && QString::fromStdString(toString(o.tile)) == bestTile)
            found = true;
    }
    QVERIFY2(found,
            qPrintable(QStringLiteral("best is %1")
                               .arg(QString::fromStdString(toString(options->front().tile)))));
}

void TestEfficiency::redFives()
{
    // Both a red and a plain 5p: two entries, the plain one first.
    auto both = discardOptions(handFromData(QStringLiteral("123m456m05p789s11z3z")));
    QVERIFY(both.ok());
    int fives = 0;
    int firstPlain = -1;
    int firstRed = -1;
    for (std::size_t i = 0; i < both->size(); ++i) {
        const Tile t = (*both)[i].tile;
        if (t.kind == makeKind(Suit::Pin, 5)) {
            ++fives;
            (t.red ? firstRed : firstPlain) = int(i);
        }
    }
    QCOMPARE(fives, 2);
    QVERIFY(firstPlain < firstRed);
    // Only the red one: one entry, shown red.
    auto red = discardOptions(handFromData(QStringLiteral("123m456m0p6p789s11z3z")));
    QVERIFY(red.ok());
    int redEntries = 0;
    for (const DiscardOption &o : *red) {
        if (o.tile.kind == makeKind(Suit::Pin, 5)) {
            ++redEntries;
            QVERIFY(o.tile.red);
        }
    }
    QCOMPARE(redEntries, 1);
}

void TestEfficiency::invalid()
{
    auto tooMany = ukeireOf(
            handFromData(QStringLiteral("1112345678999m")), visibleFrom(QStringLiteral("11m")));
    QVERIFY(!tooMany.ok());
    QVERIFY(QString::fromStdString(tooMany.error().message).contains(QStringLiteral("visible")));
    auto wrongForm = ukeireOf(handFromData(QStringLiteral("1112345678999m1z")));
    QVERIFY(!wrongForm.ok());
    auto wrongForm2 = discardOptions(handFromData(QStringLiteral("1112345678999m")));
    QVERIFY(!wrongForm2.ok());
}

void TestEfficiency::ukeireMatchesDefinition()
{
    // Each listed kind lowers the shanten, each other drawable kind does not.
    std::mt19937 rng(9);
    std::vector<int> wall;
    for (int k = 0; k < 34; ++k) {
        for (int i = 0; i < 4; ++i)
            wall.push_back(k);
    }
    for (int n = 0; n < 500; ++n) {
        std::shuffle(wall.begin(), wall.end(), rng);
        TileCounts c{};
        for (int i = 0; i < 13; ++i)
            ++c[wall[i]];
        TileCounts seen{};
        for (int i = 13; i < 40; ++i)
            ++seen[wall[i]];
        const Ukeire u = ukeireOf(c, TileCounts{}, 0, seen);
        QCOMPARE(u.shanten, shanten(c));
        std::size_t next = 0;
        for (int k = 0; k < 34; ++k) {
            if (c[k] == 4)
                continue;
            TileCounts d = c;
            ++d[k];
            const bool lowers = shanten(d) < u.shanten;
            const bool listed = next < u.tiles.size() && u.tiles[next].kind == k;
            QCOMPARE(listed, lowers);
            if (listed) {
                QCOMPARE(u.tiles[next].remaining, 4 - c[k] - seen[k]);
                ++next;
            }
        }
        QCOMPARE(next, u.tiles.size());
    }
}

HAIFU_TEST_APPLESS_MAIN(TestEfficiency)
#include "tst_efficiency.moc"
