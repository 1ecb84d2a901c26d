#include "viewer/whatifmodel.h"

#include "rules/efficiency.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

// "What if": a discard tried at a decision, the hand left and the tiles that improve it.
class TestWhatIfModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void triesADiscard();
    void redFiveAskedAsPlain();
    void noDecisionNoTry();
};

namespace {

// The decision of a hand of 14 tiles whose record discards `played`.
void decide(WhatIfModel &model, const char *tiles, const char *played)
{
    auto closed = rules::parseTiles(tiles);
    QVERIFY(closed);
    rules::Hand hand{ *closed, {} };
    auto options = rules::discardOptions(hand);
    QVERIFY(options);
    int playedIndex = -1;
    const auto playedTile = rules::parseTile(played);
    for (std::size_t i = 0; i < options->size(); ++i) {
        if (playedTile && (*options)[i].tile == *playedTile)
            playedIndex = static_cast<int>(i);
    }
    model.setDecision(*options, *closed, playedIndex);
}

} // namespace

void TestWhatIfModel::triesADiscard()
{
    WhatIfModel model;
    QAbstractItemModelTester handTester(model.hand());
    QAbstractItemModelTester acceptsTester(model.accepts());
    decide(model, "123m456p789s11z55m3z", "3z");
    QVERIFY(model.code().isEmpty());
    QSignalSpy changed(&model, &WhatIfModel::changed);

    QVERIFY(model.tryDiscard(u"9s"_s));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.code(), u"9s"_s);
    QVERIFY(!model.played()); // the record discards 3z
    QCOMPARE(model.hand()->rowCount(), 13);
    for (const TileItem &t : model.hand()->tiles())
        QVERIFY(t.code != u"9s"_s);
    // 123m 456p 78s 11z 55m 3z: 1-shanten.
    QCOMPARE(model.shanten(), 1);
    QVERIFY(model.ukeire() > 0);
    int sum = 0;
    for (const TileItem &t : model.accepts()->tiles())
        sum += t.count;
    QCOMPARE(sum, model.ukeire());

    QVERIFY(model.tryDiscard(u"3z"_s));
    QVERIFY(model.played());
    QCOMPARE(model.shanten(), 0); // tenpai: 11z and 55m shanpon

    model.end();
    QVERIFY(model.code().isEmpty());
    QCOMPARE(model.hand()->rowCount(), 0);
    QCOMPARE(model.accepts()->rowCount(), 0);
    const int before = changed.count();
    model.end(); // nothing to end: no signal
    QCOMPARE(changed.count(), before);
}

void TestWhatIfModel::redFiveAskedAsPlain()
{
    WhatIfModel model;
    decide(model, "123m456p789s11z0m3z7z", "7z");
    QVERIFY(model.tryDiscard(u"5m"_s)); // the hand holds 0m (red): its option is taken
    QCOMPARE(model.code(), u"0m"_s);
    QVERIFY(!model.played());
}

void TestWhatIfModel::noDecisionNoTry()
{
    WhatIfModel model;
    QVERIFY(!model.tryDiscard(u"5m"_s));
    decide(model, "123m456p789s11z55m3z", "3z");
    QVERIFY(!model.tryDiscard(u"7z"_s)); // not in the hand
    QVERIFY(!model.tryDiscard(u"x"_s));
    QVERIFY(model.code().isEmpty());
}

HAIFU_TEST_GUILESS_MAIN(TestWhatIfModel)
#include "tst_whatifmodel.moc"
