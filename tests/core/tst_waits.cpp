#include "rules/shanten.h"
#include "rules/waits.h"

#include "handdata.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <string_view>
#include <vector>

using namespace haifu::rules;

namespace {

QString kindsToString(const std::vector<TileKind> &kinds)
{
    std::vector<Tile> tiles;
    for (TileKind k : kinds)
        tiles.push_back(Tile{ k, false });
    return QString::fromStdString(formatTiles(tiles));
}

// Reference: remove the lowest tile as part of a triplet or a sequence, recursively; the pair
// is tried on every kind. No copy limit.
bool meldsOnlyReference(TileCounts &c)
{
    int k = 0;
    while (k < 34 && c[k] == 0)
        ++k;
    if (k == 34)
        return true;
    if (c[k] >= 3) {
        c[k] -= 3;
        const bool ok = meldsOnlyReference(c);
        c[k] += 3;
        if (ok)
            return true;
    }
    if (k < 27 && k % 9 <= 6 && c[k + 1] && c[k + 2]) {
        --c[k];
        --c[k + 1];
        --c[k + 2];
        const bool ok = meldsOnlyReference(c);
        ++c[k];
        ++c[k + 1];
        ++c[k + 2];
        if (ok)
            return true;
    }
    return false;
}

bool completeReference(TileCounts c, bool concealed)
{
    int total = 0;
    for (auto n : c)
        total += n;
    if (total % 3 != 2)
        return false;
    for (int k = 0; k < 34; ++k) {
        if (c[k] < 2)
            continue;
        c[k] -= 2;
        const bool ok = meldsOnlyReference(c);
        c[k] += 2;
        if (ok)
            return true;
    }
    if (!concealed || total != 14)
        return false;
    int pairs = 0;
    for (auto n : c)
        pairs += n == 2;
    if (pairs == 7)
        return true;
    const int orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
    int have = 0;
    for (int k : orphans)
        have += c[k] >= 1;
    int others = 0;
    for (int k = 0; k < 34; ++k) {
        if (std::find(std::begin(orphans), std::end(orphans), k) == std::end(orphans))
            others += c[k];
    }
    return have == 13 && others == 0;
}

} // namespace

class TestWaits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void waits_data();
    void waits();
    void completeForms();
    void tenpaiAtDraw();
    void invalid();
    void bruteForce_data();
    void bruteForce();
};

void TestWaits::waits_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("waits");
    QTest::addColumn<QString>("allCopies");
    QTest::newRow("nine-sided chuuren") << "1112345678999m"
                                        << ""
                                        << "123456789m"
                                        << "";
    QTest::newRow("2345666m") << "2345666m"
                              << "pon:111z chi:123p"
                              << "12457m"
                              << "";
    QTest::newRow("3334555m") << "3334555m"
                              << "pon:111z chi:123p"
                              << "23456m"
                              << "";
    QTest::newRow("2223444m") << "2223444m"
                              << "pon:777z pon:666z"
                              << "12345m"
                              << "";
    QTest::newRow("1112223m") << "1112223m"
                              << "pon:777z pon:666z"
                              << "1234m"
                              << "";
    QTest::newRow("4566667m") << "4566667m"
                              << "pon:777z pon:666z"
                              << "4578m"
                              << "";
    QTest::newRow("kokushi 13-sided") << "19m19p19s1234567z"
                                      << ""
                                      << "19m19p19s1234567z"
                                      << "";
    QTest::newRow("kokushi single") << "19m19p19s1234566z"
                                    << ""
                                    << "7z"
                                    << "";
    QTest::newRow("chiitoitsu tanki") << "1122m3344p5566s7z"
                                      << ""
                                      << "7z"
                                      << "";
    QTest::newRow("ryanpeikou shape") << "1122334455667m"
                                      << ""
                                      << "147m"
                                      << "";
    QTest::newRow("fifth tile only") << "1111m234p567p789p"
                                     << ""
                                     << ""
                                     << "1m";
    QTest::newRow("honour fifth tile") << "1111z234m567m789m"
                                       << ""
                                       << ""
                                       << "1z";
    QTest::newRow("tanki on own pon") << "1m"
                                      << "pon:111m pon:333p pon:444s pon:555z"
                                      << ""
                                      << "1m";
    QTest::newRow("1111222233334m") << "1111222233334m"
                                    << ""
                                    << "45m"
                                    << "123m";
    QTest::newRow("quad breaks chiitoitsu") << "1111m2233p4455s6z"
                                            << ""
                                            << ""
                                            << "";
    QTest::newRow("noten") << "147m258p369s1234z"
                           << ""
                           << ""
                           << "";
    QTest::newRow("ankan changes nothing for the rest") << "23m456p789s11z"
                                                        << "ankan:5555z"
                                                        << "14m"
                                                        << "";
}

void TestWaits::waits()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, waits);
    QFETCH(QString, allCopies);
    auto w = waitsOf(handFromData(closed, melds));
    QVERIFY2(w.ok(), w.ok() ? "" : w.error().message.c_str());
    QCOMPARE(kindsToString(w->waits), waits);
    QCOMPARE(kindsToString(w->waitsAllCopiesInHand), allCopies);
    QCOMPARE(w->tenpai(), !waits.isEmpty() || !allCopies.isEmpty());
}

void TestWaits::completeForms()
{
    auto counts = [](const char *s) { return countKinds(*parseTiles(s)); };
    QVERIFY(isCompleteRegular(counts("123m456p789s11122z")));
    QVERIFY(!isCompleteRegular(counts("123m456p789s11123z")));
    QVERIFY(isCompleteChiitoitsu(counts("11223344556677z")));
    QVERIFY(!isCompleteChiitoitsu(counts("11112233445566z")));
    QVERIFY(isCompleteKokushi(counts("19m19p19s12345677z")));
    QVERIFY(!isCompleteKokushi(counts("19m19p19s12345678m")));
    QVERIFY(isComplete(counts("11223344556677z"), 0));
    QVERIFY(!isComplete(counts("11223344556677z"), 1)); // no chiitoitsu with melds
    QVERIFY(isComplete(counts("11m"), 4));
}

void TestWaits::tenpaiAtDraw()
{
    auto fifth = handFromData(QStringLiteral("1111m234p567p789p"));
    QCOMPARE(*isTenpaiAtDraw(fifth, true), true);
    QCOMPARE(*isTenpaiAtDraw(fifth, false), false);
    auto real = handFromData(QStringLiteral("1111222233334m"));
    QCOMPARE(*isTenpaiAtDraw(real, false), true);
    auto noten = handFromData(QStringLiteral("147m258p369s1234z"));
    QCOMPARE(*isTenpaiAtDraw(noten, true), false);
    // Exact shanten agrees with "winnable waits exist".
    QCOMPARE(shantenOf(fifth)->best, 1);
    QCOMPARE(shantenOf(real)->best, 0);
}

void TestWaits::invalid()
{
    auto fourteen = waitsOf(handFromData(QStringLiteral("1112345678999m1z")));
    QVERIFY(!fourteen.ok());
    QVERIFY(QString::fromStdString(fourteen.error().message).contains(QStringLiteral("closed")));
}

void TestWaits::bruteForce_data()
{
    QTest::addColumn<int>("suits");
    QTest::addColumn<int>("seed");
    QTest::newRow("one suit") << 1 << 1;
    QTest::newRow("one suit, a quad first") << -1 << 4;
    QTest::newRow("two suits") << 2 << 2;
    QTest::newRow("all") << 4 << 3;
}

void TestWaits::bruteForce()
{
    QFETCH(int, suits);
    QFETCH(int, seed);
    std::mt19937 rng(static_cast<unsigned>(seed));
    const bool quadFirst = suits < 0;
    suits = std::abs(suits);
    std::vector<int> wall;
    for (int k = 0; k < 34; ++k) {
        const bool inSuit = k < 27 ? k / 9 < suits : suits == 4;
        for (int i = 0; inSuit && i < 4; ++i)
            wall.push_back(k);
    }
    int tenpai = 0;
    int fifth = 0;
    for (int n = 0; n < 20000; ++n) {
        std::shuffle(wall.begin(), wall.end(), rng);
        TileCounts c{};
        int dealt = 0;
        if (quadFirst) {
            const int quad = wall[0];
            c[quad] = 4;
            dealt = 4;
            for (std::size_t i = 0; dealt < 13 && i < wall.size(); ++i) {
                if (wall[i] != quad) {
                    ++c[wall[i]];
                    ++dealt;
                }
            }
        }
        for (int i = 0; dealt < 13; ++i, ++dealt)
            ++c[wall[i]];
        const Waits w = waitsOf(c, TileCounts{}, 0);
        KindMask expected = 0;
        KindMask winnable = 0;
        for (int k = 0; k < 34; ++k) {
            TileCounts d = c;
            ++d[k];
            if (completeReference(d, true)) {
                expected |= kindBit(static_cast<TileKind>(k));
                if (c[k] < 4)
                    winnable |= kindBit(static_cast<TileKind>(k));
            }
        }
        QCOMPARE(w.mask, expected);
        QCOMPARE(w.winnable, winnable);
        // The exact shanten says tenpai exactly when a winnable wait exists.
        QCOMPARE(shanten(c) == 0, winnable != 0);
        tenpai += expected != 0;
        fifth += expected != winnable;
    }
    qInfo("%d tenpai hands among 20000, %d with a fifth-tile wait", tenpai, fifth);
    if (suits == 1)
        QVERIFY(fifth > 0);
}

HAIFU_TEST_APPLESS_MAIN(TestWaits)
#include "tst_waits.moc"
