// The facts behind the "why" line of a discard (insight/discardwhy.h): what the hand keeps and
// what the tile gives up, on hands counted by hand.
#include "insight/discardwhy.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using insight::DiscardFacts;

namespace {

DiscardFacts facts(const char *hand, const char *tile, const char *dora = "1z")
{
    insight::EvInput input;
    input.hand.closed = rules::parseTiles(hand).value();
    input.doraIndicators = rules::parseTiles(dora).value();
    input.seatWind = rules::kinds::South;
    input.roundWind = rules::kinds::East;
    return insight::discardFacts(input.hand, rules::parseTile(tile).value(), input);
}

} // namespace

class TestDiscardWhy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keptShapes()
    {
        // 23m 45p 67s two-sided, 33m 99p and 55z pairs; the dora is 2z (indicator 1z).
        const DiscardFacts f = facts("23m45p67s99p55z1s3m1z", "1z");
        QCOMPARE(f.twoSidedKept, 3);
        QCOMPARE(f.pairsKept, 3);
        QCOMPARE(f.doraKept, 0);
        QVERIFY(!f.tanyaoKept);
        QVERIFY(f.yakuhaiKept); // the white dragon pair
        QVERIFY(f.givesUp & insight::GivesUpIsolated);
        QVERIFY(!(f.givesUp & insight::GivesUpTwoSided));
    }

    void givesUpADoraAndAShape()
    {
        // Indicator 3m: the dora is 4m. Cutting 4m breaks 34m and gives up the dora.
        const DiscardFacts f = facts("34m456p234s678s22p9m", "4m", "3m");
        QVERIFY(f.givesUp & insight::GivesUpDora);
        QVERIFY(f.givesUp & insight::GivesUpTwoSided);
        QVERIFY(!(f.givesUp & insight::GivesUpOutsideForTanyao)); // 9m stays
        QVERIFY(!(f.givesUp & insight::GivesUpIsolated));
        QCOMPARE(f.doraKept, 0);
        // Cutting 9m keeps the dora and makes the rest all simples.
        const DiscardFacts g = facts("34m456p234s678s22p9m", "9m", "3m");
        QCOMPARE(g.doraKept, 1);
        QVERIFY(g.tanyaoKept);
        QVERIFY(g.givesUp & insight::GivesUpOutsideForTanyao); // an outside tile goes
        QVERIFY(g.givesUp & insight::GivesUpIsolated);
    }

    void redFiveAndPairs()
    {
        // A red five counts as a dora; cutting one of a yakuhai pair (the round wind) says so.
        const DiscardFacts f = facts("0m67m11z234p567s99s", "1z", "9p");
        QCOMPARE(f.doraKept, 1);
        QVERIFY(f.givesUp & insight::GivesUpYakuhai);
        QVERIFY(!(f.givesUp & insight::GivesUpPair));
        const DiscardFacts g = facts("0m67m11z234p567s99s", "9s", "9p");
        QVERIFY(g.givesUp & insight::GivesUpPair);
        QVERIFY(g.yakuhaiKept);
    }
};

HAIFU_TEST_MAIN(TestDiscardWhy)
#include "tst_discardwhy.moc"
