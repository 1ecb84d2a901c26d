// Table settlement: per-seat deltas for tsumo, ron, multiple ron, pao, draws, nagashi, chombo.
#include "rules/settlement.h"

#include "testmain.h"

#include <QTest>

using namespace haifu::rules;

class TestSettlement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tsumoWithHonbaAndDeposits();
    void ronDealer();
    void doubleRonHonbaToNearest();
    void tripleRon();
    void headBump();
    void paoTsumo();
    void paoRonSplit();
    void paoOnlyLiableYakuman();
    void notenPayments_data();
    void notenPayments();
    void nagashiMangan();
    void abortiveAndChombo();
    void sanma();
};

static Ruleset tenhou()
{
    return *presetRuleset("tenhou");
}

static int sum(const Settlement &s)
{
    return s.delta[0] + s.delta[1] + s.delta[2] + s.delta[3];
}

void TestSettlement::tsumoWithHonbaAndDeposits()
{
    TableState t;
    t.dealer = 0;
    t.honba = 1;
    t.carriedSticks = 1;
    t.riichiThisHand = { false, true, false, false };
    // Seat 1 (non-dealer) wins a mangan tsumo: 4100 from the dealer, 2100 from each other.
    const Settlement s = settleTsumo(t, WinClaim{ 1, 2000 }, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ -4100, 8300 - 1000 + 2000, -2100, -2100 }));
    QCOMPARE(s.sticksTaken, 2);
    QCOMPARE(sum(s), 1000); // the carried stick enters the players' points
}

void TestSettlement::ronDealer()
{
    TableState t;
    t.dealer = 2;
    const WinClaim c{ 2, 1920 }; // 3 han 60 fu dealer: 11600
    const std::array<WinClaim, 1> claims{ c };
    const Settlement s = settleRon(t, 3, claims, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ 0, 0, 11600, -11600 }));
}

void TestSettlement::doubleRonHonbaToNearest()
{
    TableState t;
    t.dealer = 0;
    t.honba = 2;
    t.carriedSticks = 1;
    // Seat 1 discards; seats 3 and 2 both ron. Seat 2 is nearer to the discarder's right.
    const std::array<WinClaim, 2> claims{ WinClaim{ 3, 2000 }, WinClaim{ 2, 640 } };
    const Settlement s = settleRon(t, 1, claims, tenhou());
    // Seat 2: 2600 + 600 honba + 1000 stick; seat 3: 8000, no honba.
    QCOMPARE(s.delta, (std::array<int, 4>{ 0, -(3200 + 8000), 3200 + 1000, 8000 }));
    QVERIFY(s.winner[2] && s.winner[3]);
}

void TestSettlement::tripleRon()
{
    TableState t;
    t.riichiThisHand = { true, false, false, false };
    const std::array<WinClaim, 3> claims{ WinClaim{ 1, 2000 }, WinClaim{ 2, 2000 },
        WinClaim{ 3, 2000 } };
    Settlement s = settleRon(t, 0, claims, tenhou()); // double: the third ron aborts
    QVERIFY(s.aborted);
    QCOMPARE(s.delta, (std::array<int, 4>{ -1000, 0, 0, 0 }));
    QCOMPARE(s.sticksLeft, 1);
    s = settleRon(t, 0, claims, *presetRuleset("ema")); // triple allowed
    QVERIFY(!s.aborted);
    QCOMPARE(s.delta, (std::array<int, 4>{ -1000 - 24000, 8000 + 1000, 8000, 8000 }));
}

void TestSettlement::headBump()
{
    TableState t;
    const std::array<WinClaim, 2> claims{ WinClaim{ 1, 2000 }, WinClaim{ 3, 8000 } };
    const Settlement s = settleRon(t, 2, claims, *presetRuleset("mleague"));
    // Discarder seat 2: seat 3 is next in turn order, then seat 0, then seat 1.
    QCOMPARE(s.delta, (std::array<int, 4>{ 0, 0, -32000, 32000 }));
}

void TestSettlement::paoTsumo()
{
    TableState t;
    t.dealer = 0;
    t.honba = 1;
    // Seat 1 tsumo daisangen, seat 3 fed the third dragon: pays all, honba included.
    const Settlement s = settleTsumo(t, WinClaim{ 1, 8000, 3, 8000 }, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ 0, 32300, 0, -32300 }));
}

void TestSettlement::paoRonSplit()
{
    TableState t;
    t.dealer = 0;
    t.honba = 1;
    const std::array<WinClaim, 1> claims{ WinClaim{ 1, 8000, 3, 8000 } };
    const Settlement s = settleRon(t, 0, claims, tenhou());
    // Discarder (seat 0) and liable (seat 3) split 32000; the liable player pays the honba.
    QCOMPARE(s.delta, (std::array<int, 4>{ -16000, 32300, 0, -16300 }));
}

void TestSettlement::paoOnlyLiableYakuman()
{
    // riichi.wiki's example: south wins daisangen + tsuuiisou with 1 honba, west liable for
    // daisangen. Tsumo: east 16000, west 32300 + 8000, north 8000.
    TableState t;
    t.dealer = 0;
    t.honba = 1;
    Settlement s = settleTsumo(t, WinClaim{ 1, 16000, 2, 8000 }, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ -16000, 64300, -40300, -8000 }));
    // Ron from east: east 32000 + 16000, west 16000 + 300.
    const std::array<WinClaim, 1> claims{ WinClaim{ 1, 16000, 2, 8000 } };
    s = settleRon(t, 0, claims, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ -48000, 64300, -16300, 0 }));
}

void TestSettlement::notenPayments_data()
{
    QTest::addColumn<int>("tenpaiMask");
    QTest::addColumn<QString>("deltas");
    QTest::newRow("one tenpai") << 0b0001 << "3000 -1000 -1000 -1000";
    QTest::newRow("two tenpai") << 0b0011 << "1500 1500 -1500 -1500";
    QTest::newRow("three tenpai") << 0b0111 << "1000 1000 1000 -3000";
    QTest::newRow("all tenpai") << 0b1111 << "0 0 0 0";
    QTest::newRow("none tenpai") << 0 << "0 0 0 0";
}

void TestSettlement::notenPayments()
{
    QFETCH(int, tenpaiMask);
    QFETCH(QString, deltas);
    std::array<bool, 4> tenpai{};
    for (int i = 0; i < 4; ++i)
        tenpai[static_cast<std::size_t>(i)] = tenpaiMask & (1 << i);
    const Settlement s = settleExhaustiveDraw(TableState{}, tenpai, {}, tenhou());
    QCOMPARE(QStringLiteral("%1 %2 %3 %4")
                     .arg(s.delta[0])
                     .arg(s.delta[1])
                     .arg(s.delta[2])
                     .arg(s.delta[3]),
            deltas);
}

void TestSettlement::nagashiMangan()
{
    TableState t;
    t.dealer = 0;
    t.honba = 3;
    t.riichiThisHand = { false, false, true, false };
    // Seat 1 nagashi: paid as a mangan tsumo without honba; no noten payments; sticks stay.
    Settlement s = settleExhaustiveDraw(
            t, { true, false, true, false }, { false, true, false, false }, tenhou());
    QCOMPARE(s.delta, (std::array<int, 4>{ -4000, 8000, -2000 - 1000, -2000 }));
    QCOMPARE(s.sticksLeft, 1);
    // EMA plays without nagashi: the normal noten payments.
    s = settleExhaustiveDraw(
            t, { true, false, true, false }, { false, true, false, false }, *presetRuleset("ema"));
    QCOMPARE(s.delta, (std::array<int, 4>{ 1500, -1500, 1500 - 1000, -1500 }));
}

void TestSettlement::abortiveAndChombo()
{
    TableState t;
    t.riichiThisHand = { true, true, true, true };
    const Settlement a = settleAbortiveDraw(t, tenhou());
    QCOMPARE(a.sticksLeft, 4);
    QCOMPARE(sum(a), -4000);
    t.riichiThisHand = {};
    Settlement c = settleChombo(t, 2, tenhou());
    QCOMPARE(c.delta, (std::array<int, 4>{ 4000, 2000, -8000, 2000 }));
    c = settleChombo(t, 0, tenhou());
    QCOMPARE(c.delta, (std::array<int, 4>{ -12000, 4000, 4000, 4000 }));
    c = settleChombo(t, 0, *presetRuleset("ema"));
    QCOMPARE(c.delta, (std::array<int, 4>{ 0, 0, 0, 0 }));
}

void TestSettlement::sanma()
{
    Ruleset rules = tenhou();
    rules.players = 3;
    TableState t;
    t.players = 3;
    t.dealer = 0;
    Settlement s = settleTsumo(t, WinClaim{ 1, 2000 }, rules); // tsumo loss
    QCOMPARE(s.delta, (std::array<int, 4>{ -4000, 6000, -2000, 0 }));
    s = settleExhaustiveDraw(t, { true, false, false, false }, {}, rules);
    QCOMPARE(s.delta, (std::array<int, 4>{ 3000, -1500, -1500, 0 }));
}

HAIFU_TEST_APPLESS_MAIN(TestSettlement)
#include "tst_settlement.moc"
