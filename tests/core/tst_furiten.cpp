#include "rules/furiten.h"

#include "handdata.h"

#include "testmain.h"

#include <QTest>

#include <vector>

using namespace haifu::rules;

namespace {

std::vector<TileKind> kindList(const QString &tiles)
{
    std::vector<TileKind> out;
    const auto parsed = parseTiles(tiles.toStdString());
    for (const Tile &t : *parsed)
        out.push_back(t.kind);
    return out;
}

TileKind kind(const char *tile)
{
    return parseTile(tile)->kind;
}

} // namespace

class TestFuriten : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pureCheck_data();
    void pureCheck();
    void discardFuritenWithoutTarget();
    void trackerTemporaryClearedByDiscard();
    void trackerRiichiIsPermanent();
    void trackerCalledAwayStillCounts();
    void changedWaitAfterCall();
    void changedWaitAfterKan();
    void reasonNames();
};

void TestFuriten::pureCheck_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("river");
    QTest::addColumn<QString>("passed");
    QTest::addColumn<QString>("passedRiichi");
    QTest::addColumn<bool>("riichi");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("cause");

    // 23m waits on 1m and 4m.
    const QString ryanmen = QStringLiteral("23m456p789s11z");
    const QString chi = QStringLiteral("chi:789m");
    QTest::newRow("clean ron") << ryanmen << chi << "9p"
                               << ""
                               << "" << false << "4m" << true << "none"
                               << "4m";
    QTest::newRow("not a wait") << ryanmen << chi << ""
                                << ""
                                << "" << false << "5m" << false << "not_a_wait"
                                << "5m";
    QTest::newRow("discard furiten on the other wait") << ryanmen << chi << "1m9p"
                                                       << ""
                                                       << "" << false << "4m" << false << "discard"
                                                       << "1m";
    // 23m open hand with only 1m breaking tanyao: the 1m wait (no yaku) still makes furiten.
    QTest::newRow("yakuless wait 1m in river") << "23m456p678s55p"
                                               << "chi:234s"
                                               << "1m"
                                               << ""
                                               << "" << false << "4m" << false << "discard"
                                               << "1m";
    QTest::newRow("temporary") << ryanmen << chi << ""
                               << "1m"
                               << "" << false << "4m" << false << "temporary"
                               << "1m";
    QTest::newRow("passed non-winning tile is harmless") << ryanmen << chi << ""
                                                         << "5m9p"
                                                         << "" << false << "4m" << true << "none"
                                                         << "4m";
    QTest::newRow("riichi furiten") << "23m456p789s11z123p"
                                    << ""
                                    << "9s"
                                    << ""
                                    << "1m" << true << "4m" << false << "riichi"
                                    << "1m";
    QTest::newRow("passed before riichi only: no riichi furiten")
            << "23m456p789s11z123p"
            << ""
            << "9s"
            << ""
            << "" << true << "4m" << true << "none"
            << "4m";
    QTest::newRow("discard beats riichi and temporary")
            << "23m456p789s11z123p"
            << ""
            << "4m"
            << "1m"
            << "1m" << true << "1m" << false << "discard"
            << "4m";
    QTest::newRow("kokushi 13-sided, one orphan in river")
            << "19m19p19s1234567z"
            << ""
            << "9s"
            << ""
            << "" << false << "1m" << false << "discard"
            << "9s";
    QTest::newRow("chiitoitsu tanki") << "1122m3344p5566s7z"
                                      << ""
                                      << "6z"
                                      << ""
                                      << "" << false << "7z" << true << "none"
                                      << "7z";
}

void TestFuriten::pureCheck()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, river);
    QFETCH(QString, passed);
    QFETCH(QString, passedRiichi);
    QFETCH(bool, riichi);
    QFETCH(QString, tile);
    QFETCH(bool, allowed);
    QFETCH(QString, reason);
    QFETCH(QString, cause);
    FuritenSituation situation;
    situation.ownDiscards = kindList(river);
    situation.passedSinceOwnDiscard = kindList(passed);
    situation.passedSinceRiichi = kindList(passedRiichi);
    situation.riichi = riichi;
    auto r = checkRon(handFromData(closed, melds), parseTile(tile.toStdString())->kind, situation);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(r->allowed, allowed);
    QCOMPARE(QString::fromLatin1(furitenReasonName(r->reason).data()), reason);
    QCOMPARE(QString::fromStdString(kindToString(r->cause)), cause);
}

void TestFuriten::discardFuritenWithoutTarget()
{
    const Hand hand = handFromData(QStringLiteral("23m456p789s11z123p"));
    const std::vector<TileKind> clean = kindList(QStringLiteral("9s5m"));
    const std::vector<TileKind> dirty = kindList(QStringLiteral("9s4m"));
    QCOMPARE(*isDiscardFuriten(hand, clean), false);
    QCOMPARE(*isDiscardFuriten(hand, dirty), true);
    // Not tenpai: never furiten.
    const Hand noten = handFromData(QStringLiteral("147m258p369s1234z"));
    QCOMPARE(*isDiscardFuriten(noten, kindList(QStringLiteral("1234567899m"))), false);
}

void TestFuriten::trackerTemporaryClearedByDiscard()
{
    const Waits waits = *waitsOf(handFromData(QStringLiteral("23m456p789s11z123p")));
    FuritenTracker t;
    t.onOwnDiscard(kind("9s"));
    QVERIFY(t.checkRon(waits, kind("4m")).allowed);
    t.onTilePassed(kind("1m")); // did not ron 1m
    RonCheck r = t.checkRon(waits, kind("4m"));
    QVERIFY(!r.allowed);
    QCOMPARE(r.reason, FuritenReason::TemporaryFuriten);
    QCOMPARE(r.cause, kind("1m"));
    QVERIFY(t.isFuriten(waits));
    QVERIFY(!t.isDiscardFuriten(waits));
    t.onOwnDiscard(kind("9p"));
    QVERIFY(t.checkRon(waits, kind("4m")).allowed);
    QVERIFY(!t.isFuriten(waits));
}

void TestFuriten::trackerRiichiIsPermanent()
{
    const Waits waits = *waitsOf(handFromData(QStringLiteral("23m456p789s11z123p")));
    FuritenTracker t;
    t.onTilePassed(kind("4m")); // before riichi: only temporary
    t.onOwnDiscard(kind("9s"));
    t.onRiichi();
    QVERIFY(t.checkRon(waits, kind("1m")).allowed);
    t.onTilePassed(kind("4m"));
    t.onOwnDiscard(kind("9p"));
    t.onOwnDiscard(kind("8p"));
    RonCheck r = t.checkRon(waits, kind("1m"));
    QVERIFY(!r.allowed);
    QCOMPARE(r.reason, FuritenReason::RiichiFuriten);
    QVERIFY(r.riichiFuriten);
    QVERIFY(!r.temporaryFuriten);
    QCOMPARE(r.cause, kind("4m"));
    QVERIFY(t.isFuriten(waits));
}

void TestFuriten::trackerCalledAwayStillCounts()
{
    // The 4m discarded earlier was called by another player: it is no longer in the river on
    // the table, but furiten still counts it.
    const Waits waits = *waitsOf(handFromData(QStringLiteral("23m456p789s11z123p")));
    FuritenTracker t;
    t.onOwnDiscard(kind("4m")); // later called away (nothing to report)
    RonCheck r = t.checkRon(waits, kind("1m"));
    QVERIFY(!r.allowed);
    QCOMPARE(r.reason, FuritenReason::DiscardFuriten);
    QVERIFY(t.isDiscardFuriten(waits));
    // The pure function, with the called tile listed in the river.
    FuritenSituation s;
    s.ownDiscards = kindList(QStringLiteral("4m"));
    QVERIFY(!checkRon(waits, kind("1m"), s).allowed);
}

void TestFuriten::changedWaitAfterCall()
{
    FuritenTracker t;
    t.onOwnDiscard(kind("3m"));
    // Shanpon on 2s and 1z: the 3m in the river does not matter.
    const Waits before = *waitsOf(handFromData(QStringLiteral("456m678p22s456s11z")));
    QVERIFY(t.checkRon(before, kind("1z")).allowed);
    // The player pons 2s and discards 6m: 45m now waits on 3m and 6m, and 3m is in the river.
    t.onOwnDiscard(kind("6m"));
    const Waits after =
            *waitsOf(handFromData(QStringLiteral("45m678p456s11z"), QStringLiteral("pon:222s")));
    QVERIFY(after.contains(kind("3m")) && after.contains(kind("6m")));
    RonCheck r = t.checkRon(after, kind("6m"));
    QVERIFY(!r.allowed);
    QCOMPARE(r.reason, FuritenReason::DiscardFuriten);
    QCOMPARE(r.cause, kind("3m"));
}

void TestFuriten::changedWaitAfterKan()
{
    // 2223m + 456p 789p 11z: waits 1m 3m 4m; 4m in the river: furiten.
    std::vector<TileKind> river = kindList(QStringLiteral("4m9s"));
    const Hand before = handFromData(QStringLiteral("2223m456p789p111z"));
    QCOMPARE(*isDiscardFuriten(before, river), true);
    // After a closed kan of 2m (the fourth 2m drawn), the rinshan draw and a discard, the hand
    // is 3m + 456p 789p 111z … waiting on 3m only: no longer furiten.
    const Hand after =
            handFromData(QStringLiteral("3m456p789p111z"), QStringLiteral("ankan:2222m"));
    QCOMPARE(*isDiscardFuriten(after, river), false);
    FuritenSituation s;
    s.ownDiscards = river;
    QVERIFY(checkRon(after, kind("3m"), s)->allowed);
    QVERIFY(!checkRon(before, kind("3m"), s)->allowed);
}

void TestFuriten::reasonNames()
{
    QCOMPARE(QString::fromLatin1(furitenReasonName(FuritenReason::None).data()),
            QStringLiteral("none"));
    QCOMPARE(QString::fromLatin1(furitenReasonName(FuritenReason::TemporaryFuriten).data()),
            QStringLiteral("temporary"));
}

HAIFU_TEST_APPLESS_MAIN(TestFuriten)
#include "tst_furiten.moc"
