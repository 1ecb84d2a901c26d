#include "club/clubpicker.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
namespace rules = haifu::rules;

// The Club page's tile picker scoring: a hand entered tile by tile scored for the hand being
// entered, its yaku and fu lines, and what it says when the tiles are not a winning hand.
class TestClubPicker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoresAWin();
    void seatWindFollowsTheDealer();
    void refusesWhatIsNotAWin();
};

void TestClubPicker::scoresAWin()
{
    const auto ema = rules::presetRuleset("ema");
    QVERIFY(ema.ok());
    ClubPicker picker;
    haifu::club::GameState state;
    // Riichi, pinfu, tanyao and a dora (the 2s): 4 han 30 fu.
    const QVariantMap out = picker.score(
            QVariantMap{ { u"closed"_s, u"234m567p55p234s67s8s"_s }, { u"winTile"_s, u"8s"_s },
                    { u"seat"_s, 1 }, { u"riichi"_s, true }, { u"dora"_s, u"1s"_s } },
            *ema, state);
    QVERIFY2(out.value(u"ok"_s).toBool(), qPrintable(out.value(u"error"_s).toString()));
    QCOMPARE(out.value(u"status"_s).toString(), u"win"_s);
    QCOMPARE(out.value(u"han"_s).toInt(), 4);
    QCOMPARE(out.value(u"fu"_s).toInt(), 30);
    QCOMPARE(out.value(u"yakuman"_s).toInt(), 0);
    QCOMPARE(picker.yaku()->rowCount(), 4);
    QVERIFY(picker.fu()->rowCount() >= 1);
    picker.clear();
    QCOMPARE(picker.yaku()->rowCount(), 0);
    QCOMPARE(picker.fu()->rowCount(), 0);
}

void TestClubPicker::seatWindFollowsTheDealer()
{
    const auto ema = rules::presetRuleset("ema");
    ClubPicker picker;
    haifu::club::GameState state;
    // A pon of south wind is a yaku only for the south seat: seat 1 while seat 0 deals, seat 2
    // when seat 1 deals.
    const QVariantMap input{ { u"closed"_s, u"123m456p789s55m"_s }, { u"winTile"_s, u"5m"_s },
        { u"melds"_s, QVariantList{ u"pon:222z"_s } }, { u"seat"_s, 1 }, { u"tsumo"_s, true } };
    QVERIFY(picker.score(input, *ema, state).value(u"ok"_s).toBool());
    state.dealer = 1;
    const QVariantMap east = picker.score(input, *ema, state);
    QVERIFY(!east.value(u"ok"_s).toBool());
    QCOMPARE(east.value(u"status"_s).toString(), u"no_yaku"_s);
}

void TestClubPicker::refusesWhatIsNotAWin()
{
    const auto ema = rules::presetRuleset("ema");
    ClubPicker picker;
    const haifu::club::GameState state;
    const auto score = [&](const QVariantMap &input) { return picker.score(input, *ema, state); };
    QCOMPARE(score(QVariantMap{ { u"closed"_s, u"234m567p55p234s67s9s"_s },
                           { u"winTile"_s, u"9s"_s }, { u"seat"_s, 0 } })
                     .value(u"status"_s)
                     .toString(),
            u"not_winning"_s);
    QVERIFY(score(QVariantMap{ { u"closed"_s, u"xyz"_s }, { u"winTile"_s, u"8s"_s } })
                    .value(u"error"_s)
                    .toString()
                    .startsWith(u"Concealed tiles"_s));
    QVERIFY(score(QVariantMap{ { u"closed"_s, u"234m567p55p234s67s8s"_s } })
                    .value(u"error"_s)
                    .toString()
                    .contains(u"winning tile"_s));
    QVERIFY(score(QVariantMap{ { u"closed"_s, u"234m567p55p234s67s8s"_s },
                          { u"winTile"_s, u"8s"_s }, { u"seat"_s, 5 } })
                    .value(u"error"_s)
                    .toString()
                    .contains(u"winner"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestClubPicker)
#include "tst_clubpicker.moc"
