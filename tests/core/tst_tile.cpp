#include "rules/tile.h"

#include "testmain.h"

#include <QTest>

using namespace haifu::rules;

class TestTile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseAndFormat_data();
    void parseAndFormat();
    void parseErrors_data();
    void parseErrors();
    void honorLetters();
    void dora_data();
    void dora();
    void classification();
};

void TestTile::parseAndFormat_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("formatted");
    QTest::newRow("plain") << "123m456p789s11z" << 11 << "123m456p789s11z";
    QTest::newRow("red fives") << "406p0m0s" << 5 << "406p0m0s";
    QTest::newRow("spaces") << "12 3m 77z" << 5 << "123m77z";
    QTest::newRow("empty") << "" << 0 << "";
}

void TestTile::parseAndFormat()
{
    QFETCH(QString, input);
    QFETCH(int, count);
    QFETCH(QString, formatted);
    const auto tiles = parseTiles(input.toStdString());
    QVERIFY2(tiles.ok(), tiles.ok() ? "" : tiles.error().message.c_str());
    QCOMPARE(int(tiles->size()), count);
    QCOMPARE(QString::fromStdString(formatTiles(*tiles)), formatted);
}

void TestTile::parseErrors_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("bad letter") << "123x"
                                << "'x' at position 4";
    QTest::newRow("no suit") << "123m45"
                             << "position 5";
    QTest::newRow("honour 8") << "18z"
                              << "8z";
    QTest::newRow("honour 0") << "0z"
                              << "0z";
    QTest::newRow("lonely suit") << "m"
                                 << "no digits";
}

void TestTile::parseErrors()
{
    QFETCH(QString, input);
    QFETCH(QString, mentions);
    const auto tiles = parseTiles(input.toStdString());
    QVERIFY(!tiles.ok());
    QVERIFY2(QString::fromStdString(tiles.error().message).contains(mentions),
            tiles.error().message.c_str());
}

void TestTile::honorLetters()
{
    const auto tiles = parseTiles("ESWNPFC");
    QVERIFY(tiles.ok());
    QCOMPARE(QString::fromStdString(formatTiles(*tiles)), QStringLiteral("1234567z"));
    QVERIFY(!parseTile("5m5m").ok());
    QCOMPARE(parseTile("0s")->kind, makeKind(Suit::Sou, 5));
    QVERIFY(parseTile("0s")->red);
}

void TestTile::dora_data()
{
    QTest::addColumn<QString>("indicator");
    QTest::addColumn<QString>("dora");
    QTest::addColumn<bool>("threePlayer");
    QTest::newRow("1m") << "1m"
                        << "2m" << false;
    QTest::newRow("9m wraps") << "9m"
                              << "1m" << false;
    QTest::newRow("9s wraps") << "9s"
                              << "1s" << false;
    QTest::newRow("north to east") << "4z"
                                   << "1z" << false;
    QTest::newRow("east to south") << "1z"
                                   << "2z" << false;
    QTest::newRow("red to white") << "7z"
                                  << "5z" << false;
    QTest::newRow("white to green") << "5z"
                                    << "6z" << false;
    QTest::newRow("sanma 1m") << "1m"
                              << "9m" << true;
    QTest::newRow("sanma 9m") << "9m"
                              << "1m" << true;
}

void TestTile::dora()
{
    QFETCH(QString, indicator);
    QFETCH(QString, dora);
    QFETCH(bool, threePlayer);
    const TileKind got = doraFromIndicator(parseTile(indicator.toStdString())->kind, threePlayer);
    QCOMPARE(QString::fromStdString(kindToString(got)), dora);
}

void TestTile::classification()
{
    QVERIFY(isTerminal(makeKind(Suit::Man, 1)));
    QVERIFY(isTerminal(makeKind(Suit::Sou, 9)));
    QVERIFY(!isTerminal(makeKind(Suit::Honor, 1)));
    QVERIFY(isSimple(makeKind(Suit::Pin, 5)));
    QVERIFY(isDragon(kinds::Red) && !isWind(kinds::Red));
    QVERIFY(isGreen(kinds::Green) && isGreen(makeKind(Suit::Sou, 8)));
    QVERIFY(!isGreen(makeKind(Suit::Sou, 5)));
}

HAIFU_TEST_APPLESS_MAIN(TestTile)
#include "tst_tile.moc"
