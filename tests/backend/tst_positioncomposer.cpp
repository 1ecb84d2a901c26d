// The position composer's backend (app/lessons/positioncomposer.h): a table composed field by
// field until the engine accepts it, refusals of bad input that leave the position as it was,
// the engine's complaint about an impossible table, the seat mini-forms (river marks, melds
// with sources), the text form there and back, and a position taken from a game in the viewer.
#include "lessons/positioncomposer.h"

#include "viewer/gamesession.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
namespace teach = haifu::teach;

class TestPositionComposer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void composedFieldByField();
    void badInputIsRefused();
    void engineNamesTheProblem();
    void riverMarks();
    void meldsWithSources();
    void textRoundTrip();
    void fromAGameStep();
    void threePlayers();

private:
    // East 1, seat 0 (dealer) to discard 14 tiles after drawing 5m; a dora indicator.
    static void compose(PositionComposer &c)
    {
        c.clear();
        QCOMPARE(c.setSeatHandText(0, u"1235m456p789s1122z"_s), QString());
        QCOMPARE(c.setSeatDrawn(0, u"5m"_s), QString());
        QCOMPARE(c.setDoraText(u"3p"_s), QString());
        c.setTurn(0);
        c.setPhase(u"discard"_s);
    }
};

void TestPositionComposer::composedFieldByField()
{
    PositionComposer c;
    QAbstractItemModelTester hand(
            c.handModel(0), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&c, &PositionComposer::changed);
    compose(c);
    QVERIFY(changed.count() >= 3);
    QVERIFY2(c.valid(), qPrintable(c.problems()));
    QCOMPARE(c.problems(), QString());
    QCOMPARE(c.seatHandText(0), u"1235m456p789s1122z"_s);
    QCOMPARE(c.seatDrawnText(0), u"5m"_s);
    QCOMPARE(c.doraText(), u"3p"_s);
    QCOMPARE(c.phase(), u"discard"_s);
    // The hand model shows the drawn tile apart, at the end.
    QCOMPARE(c.handModel(0)->codes(), u"1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 5m"_s);
    QVERIFY(c.handModel(0)->tiles().last().separated);
    QCOMPARE(c.doraModel()->codes(), u"3p"_s);

    c.setRound(1);
    c.setDealer(2);
    c.setHonba(3);
    c.setDeposits(2);
    c.setLiveWall(44);
    QCOMPARE(c.setSeatScore(2, 31000), QString());
    const teach::Position &p = c.position();
    QCOMPARE(p.round, 1);
    QCOMPARE(p.dealer, 2);
    QCOMPARE(p.honba, 3);
    QCOMPARE(p.deposits, 2);
    QCOMPARE(p.liveWall, 44);
    QCOMPARE(c.seatScore(2), 31000);
    // Seats as the editor reads them: seat 2 deals, so it is East and seat 0 is West.
    const QVariantMap seat0 = c.seats().at(0).toMap();
    const QVariantMap seat2 = c.seats().at(2).toMap();
    QCOMPARE(seat2.value(u"wind"_s).toInt(), 0);
    QCOMPARE(seat0.value(u"wind"_s).toInt(), 2);
    QCOMPARE(seat0.value(u"windName"_s).toString(), u"West"_s);
    QCOMPARE(seat0.value(u"turn"_s).toBool(), true);
    QCOMPARE(seat2.value(u"hidden"_s).toBool(), true);
    QCOMPARE(seat2.value(u"score"_s).toInt(), 31000);

    // Clearing the hand of the seat drops a drawn tile no longer in it.
    QCOMPARE(c.setSeatHandText(0, u"123m456p789s1122z"_s), QString());
    QCOMPARE(c.seatDrawnText(0), QString());
    QVERIFY(!c.valid());
}

void TestPositionComposer::badInputIsRefused()
{
    PositionComposer c;
    compose(c);
    const QString before = c.text(); // the text form holds the whole position
    QSignalSpy changed(&c, &PositionComposer::changed);
    const QString badTile = c.setSeatHandText(0, u"123m5x"_s);
    QVERIFY2(badTile.contains(u"x"_s), qPrintable(badTile));
    QVERIFY(c.setSeatHandText(0, u"1111222233334444m"_s).contains(u"14"_s));
    QVERIFY(c.setSeatDrawn(0, u"9p"_s).contains(u"9p"_s));
    QVERIFY(!c.setSeatDrawn(0, u"5m6m"_s).isEmpty());
    QVERIFY(c.setDoraText(u"123456m"_s).contains(u"5"_s));
    QVERIFY(c.setSeatRiverText(1, u"1m 2m 5x"_s).contains(u"5x"_s));
    QVERIFY(c.setSeatRiverText(1, u"1m 4z@7"_s).contains(u"7"_s));
    QVERIFY(!c.setSeatMeldsText(1, u"pon:555z"_s).isEmpty()); // no source
    QVERIFY(!c.setSeatMeldsText(1, u"pon:555z@1"_s).isEmpty()); // from itself
    QVERIFY(!c.setSeatMeldsText(1, u"chi:357m@0"_s).isEmpty()); // not a sequence
    QVERIFY(!c.setSeatMeldsText(1, u"chi:345m@0=6m"_s).isEmpty()); // called tile not in it
    QVERIFY(c.removeRiverTile(1, 0).contains(u"1"_s));
    QVERIFY(c.removeMeld(1, 0).contains(u"1"_s));
    QVERIFY(c.setSeatHandText(4, u"1m"_s).contains(u"4"_s));
    QVERIFY(c.setSeatScore(-1, 100).contains(u"-1"_s));
    QVERIFY(c.loadFromText(u"this is not a position"_s).size() > 0);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(c.text(), before);
    QCOMPARE(c.handModel(7), nullptr);
}

void TestPositionComposer::engineNamesTheProblem()
{
    PositionComposer c;
    compose(c);
    QVERIFY(c.valid());
    // Thirteen tiles for the seat to discard.
    QCOMPARE(c.setSeatHandText(0, u"123m456p789s1122z"_s), QString());
    QVERIFY(!c.valid());
    QVERIFY2(c.problems().contains(u"seat 0"_s, Qt::CaseInsensitive), qPrintable(c.problems()));
    compose(c);
    // Riichi with an open hand.
    QCOMPARE(c.setSeatHandText(1, u"123m456p789s4z"_s), QString());
    QCOMPARE(c.setSeatMeldsText(1, u"pon:555z@3"_s), QString());
    QCOMPARE(c.setSeatRiverText(1, u"9m>"_s), QString());
    QCOMPARE(c.setSeatRiichi(1, true), QString());
    QVERIFY(!c.valid());
    QVERIFY2(c.problems().contains(u"riichi"_s, Qt::CaseInsensitive), qPrintable(c.problems()));
    // Five copies of a tile on the table.
    compose(c);
    QCOMPARE(c.setSeatRiverText(2, u"1z 1z 1z"_s), QString());
    QVERIFY(!c.valid());
    QVERIFY2(c.problems().contains(u"1z"_s), qPrintable(c.problems()));
}

void TestPositionComposer::riverMarks()
{
    PositionComposer c;
    compose(c);
    QCOMPARE(c.setSeatRiverText(1, u"  1z 9m*   3s> 4p@2 "_s), QString());
    QCOMPARE(c.seatRiverText(1), u"1z 9m* 3s> 4p@2"_s);
    const auto &river = c.position().seat(1).river;
    QCOMPARE(river.size(), std::size_t(4));
    QVERIFY(river[1].tsumogiri);
    QVERIFY(river[2].riichi);
    QCOMPARE(int(river[3].calledBy), 2);
    QCOMPARE(c.riverModel(1)->codes(), u"1z 9m 3s 4p"_s);
    QVERIFY(c.riverModel(1)->tiles().at(2).sideways);
    QVERIFY(c.riverModel(1)->tiles().at(3).calledAway);
    QCOMPARE(c.addRiverTile(1, u"7z"_s, true, false), QString());
    QCOMPARE(c.seatRiverText(1), u"1z 9m* 3s> 4p@2 7z*"_s);
    QCOMPARE(c.removeRiverTile(1, 0), QString());
    QCOMPARE(c.seatRiverText(1), u"9m* 3s> 4p@2 7z*"_s);
}

void TestPositionComposer::meldsWithSources()
{
    PositionComposer c;
    compose(c);
    QCOMPARE(c.setSeatMeldsText(1, u"pon:555z@3 chi:345m@0=4m ankan:1111s"_s), QString());
    QCOMPARE(c.seatMeldsText(1), u"pon:555z@3 chi:345m@0=4m ankan:1111s"_s);
    const teach::SeatPosition &s = c.position().seat(1);
    QCOMPARE(s.melds.size(), std::size_t(3));
    QCOMPARE(s.meldSources, (std::vector<std::int8_t>{ 3, 0, -1 }));
    QCOMPARE(s.melds[0].from, haifu::rules::CalledFrom::Across); // seat 3 is across from 1
    QCOMPARE(s.melds[1].from, haifu::rules::CalledFrom::Left); // seat 0 is to 1's left
    QCOMPARE(s.melds[1].calledTile, 1);
    QCOMPARE(c.meldModel(1)->rowCount(), 10); // 3 + 3 + 4 tiles
    QCOMPARE(c.removeMeld(1, 1), QString());
    QCOMPARE(c.seatMeldsText(1), u"pon:555z@3 ankan:1111s"_s);
    QCOMPARE(c.addMeld(1, u"chi:789p@0"_s), QString());
    QCOMPARE(c.seatMeldsText(1), u"pon:555z@3 ankan:1111s chi:789p@0"_s);
    QCOMPARE(c.addMeld(1, u"pon:999p@2"_s), QString());
    QVERIFY(c.addMeld(1, u"pon:666p@2"_s).contains(u"4"_s)); // a fifth meld
    QCOMPARE(c.position().seat(1).melds.size(), std::size_t(4));
}

void TestPositionComposer::textRoundTrip()
{
    PositionComposer c;
    compose(c);
    QCOMPARE(c.setSeatRiverText(1, u"1z 9m* 3s> 4p@2"_s), QString());
    QCOMPARE(c.setSeatMeldsText(2, u"pon:777z@3"_s), QString());
    QCOMPARE(c.setSeatRiichi(1, true), QString());
    c.setHonba(2);
    const QString text = c.text();
    QVERIFY(!text.isEmpty());
    QVERIFY(!text.contains(u' '));

    PositionComposer other;
    QSignalSpy changed(&other, &PositionComposer::changed);
    QCOMPARE(other.loadFromText(u"  "_s + text + u"\n"_s), QString());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(other.text(), text);
    QCOMPARE(other.seatRiverText(1), u"1z 9m* 3s> 4p@2"_s);
    QCOMPARE(other.problems(), c.problems());

    // A broken text: refused with the field named, nothing changed.
    QString broken = text;
    broken.replace(u"4p"_s, u"4x"_s);
    const QString refusal = other.loadFromText(broken);
    QVERIFY2(refusal.contains(u"4x"_s), qPrintable(refusal));
    QCOMPARE(other.text(), text);
}

void TestPositionComposer::fromAGameStep()
{
    PositionComposer c;
    QVERIFY(!c.loadFromSession(nullptr).isEmpty());
    GameSession session(nullptr);
    QVERIFY(!c.loadFromSession(&session).isEmpty()); // nothing open
    QVERIFY(session.open(QStringLiteral(
            HAIFU_RECORDS_DATA "/fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog")));
    for (int i = 0; i < 25; ++i)
        QVERIFY(session.next());
    QCOMPARE(c.loadFromSession(&session), QString());
    QVERIFY2(c.valid(), qPrintable(c.problems()));
    QCOMPARE(c.turn(), session.table()->turn());
    QCOMPARE(c.dealer(), session.table()->dealer());
    QCOMPARE(c.liveWall(), session.table()->liveWall());
    QCOMPARE(c.rulesPreset(), QString::fromStdString(session.record()->ruleset.name));
    // The same through the C++ call, and through the text form.
    PositionComposer direct;
    direct.loadFromState(*session.shownState(), c.rulesPreset());
    QCOMPARE(direct.text(), c.text());
    PositionComposer viaText;
    QCOMPARE(viaText.loadFromText(c.text()), QString());
    QCOMPARE(viaText.text(), c.text());
    QCOMPARE(viaText.seatHandText(c.turn()), c.seatHandText(c.turn()));
    QCOMPARE(viaText.seatRiverText(c.turn()), c.seatRiverText(c.turn()));
}

void TestPositionComposer::threePlayers()
{
    PositionComposer c;
    compose(c);
    QCOMPARE(c.setSeatRiverText(3, u"1z"_s), QString());
    c.setPlayerCount(3);
    QCOMPARE(c.playerCount(), 3);
    QVERIFY(c.position().seat(3).river.empty());
    QCOMPARE(c.seats().at(3).toMap().value(u"present"_s).toBool(), false);
    c.setPlayerCount(5); // ignored
    QCOMPARE(c.playerCount(), 3);
    QVERIFY(c.setSeatRiverText(1, u"1z@3"_s).contains(u"3"_s)); // no seat 3 in sanma
    QVERIFY(c.presetNames().contains(u"tenhou"_s));
    c.setRulesPreset(u"ema"_s);
    QCOMPARE(c.rulesPreset(), u"ema"_s);
}

HAIFU_TEST_MAIN(TestPositionComposer)
#include "tst_positioncomposer.moc"
