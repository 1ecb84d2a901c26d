// Every example hand of the seed sheet seeds/000 (yaku and yakuman sections) scores the yaku the
// sheet names, with the han RULES.md gives. The sheet writes groups without suits or winning tile;
// the suits and the winning tile chosen here are noted per row. Slips: "11 22 33 44 66 33 NN" has
// 33 twice (the second pair is taken in another suit); true nine gates is written with 14 tiles
// "11112345678999" (junsei chuuren is 1112345678999 waiting on any of the nine, here won on 1m).
#include "scoretest.h"

#include "testmain.h"

#include <QTest>

using namespace scoretest;

class TestScoreSeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examples_data();
    void examples();
};

static void row(const char *name, const char *closed, const char *melds, const char *win,
        const char *flags, const char *contains, const char *head = "")
{
    QTest::newRow(name) << QString::fromUtf8(closed) << QString::fromUtf8(melds)
                        << QString::fromUtf8(win) << QString::fromUtf8(flags)
                        << QString::fromUtf8(contains) << QString::fromUtf8(head);
}

void TestScoreSeeds::examples_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("win");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("contains"); // yaku:han that must be listed
    QTest::addColumn<QString>("head"); // start of the description, when the sheet gives a total
    row("all simples: 234 567 333 456 88", "23488m567p333456s", "", "2m", "", "tanyao:1");
    row("menzen tsumo: 111 234 333 789 NN", "111234m333p789s44z", "", "4z", "tsumo",
            "menzen_tsumo:1");
    row("yakuhai: GGG EEE NNN 678 44, north seat, east round: 3 han", "678m44p",
            "pon:666z pon:111z pon:444z", "4p", "seat=N", "hatsu:1 seat_wind:1 round_wind:1",
            "3 han");
    row("pinfu: 123 567 234 56 99 + 7", "123m567p23456799s", "", "7s", "", "pinfu:1");
    row("iipeikou: 123 123 444 789 33", "112233m33444p789s", "", "9s", "", "iipeikou:1");
    row("sanshoku doukou: 333 333 333 567 RR", "333m333p333567s77z", "", "7z", "",
            "sanshoku_doukou:2");
    row("sankantsu: 567 3333 5555 8888 RR", "567s77z", "ankan:3333m minkan:5555p minkan:8888s",
            "7z", "", "sankantsu:2");
    row("toitoi: 333 444 777 EEE SS", "11122z", "pon:333m pon:444p pon:777s", "2z", "", "toitoi:2");
    row("sanankou: 444 777 222 678 WhWh", "444m777p222678s55z", "", "8s", "", "sanankou:2");
    row("shousangen: 234 567 WhWhWh GGG RR", "234m567p55566677z", "", "4m", "", "shousangen:2");
    row("honroutou: 111 999 111 111 EE", "999m111p111s11z", "pon:111m", "1z", "",
            "honroutou:2 toitoi:2");
    row("chiitoitsu: 11 22 33 44 66 33 NN", "1122334466m33p44z", "", "4z", "", "chiitoitsu:2");
    row("chanta: 123 789 123 EEE GG", "123789m123p111z66z", "", "6z", "", "chanta:2");
    row("chanta open loses one han", "123789m111z66z", "chi:123p", "6z", "", "chanta:1");
    row("ittsuu: 123456789 111 EE", "123456789m111p11z", "", "1z", "", "ittsuu:2");
    row("ittsuu open loses one han", "456789m111p11z", "chi:123m", "1z", "", "ittsuu:1");
    row("sanshoku: 123 123 123 666 RR", "123m123p123666s77z", "", "7z", "", "sanshoku:2");
    row("ryanpeikou: 123 123 234 234 EE", "112233m223344p11z", "", "1z", "", "ryanpeikou:3");
    row("junchan: 123 789 123 999 11", "123789m123999p11s", "", "1s", "", "junchan:3");
    row("honitsu: 111 345 789 SSS WhWh", "111345789m22255z", "", "5z", "", "honitsu:3");
    row("honitsu open loses one han", "345789m22255z", "pon:111m", "5z", "", "honitsu:2");
    row("chinitsu: 123 234 345 666 99", "12233344566699m", "", "9m", "", "chinitsu:6");
    row("toitoi open or closed is 2 han", "111m22z", "pon:333m pon:444p pon:777s", "2z", "",
            "toitoi:2");
    row("ippatsu is 1 han", "123m11456p234789s", "", "1p", "riichi ippatsu", "ippatsu:1");
    row("daisangen: 123 WhWhWh GGG RRR 99", "123m99p555666777z", "", "9p", "", "daisangen:13");
    row("suuankou: 111 222 555 77 99 + 9", "111222555m999s77z", "", "9s", "tsumo", "suuankou:13");
    row("tsuuiisou: EEE SSS WWW WhWhWh GG", "111222333555z66z", "", "6z", "", "tsuuiisou:13");
    row("ryuuiisou: 222 333 444 666 GG", "222333444666s66z", "", "6z", "", "ryuuiisou:13");
    row("chinroutou: 111 999 111 999 11", "111999m111999p11s", "", "1s", "", "chinroutou:13");
    row("kokushi", "119m19p19s1234567z", "", "9m", "", "kokushi:13");
    row("shousuushii: 123 EEE SSS WWW NN", "123m11122233344z", "", "4z", "", "shousuushii:13");
    row("suukantsu: 1111 2222 3333 EEEE GG", "66z",
            "minkan:1111m minkan:2222m minkan:3333m minkan:1111z", "6z", "", "suukantsu:13");
    row("single-wait suuankou: 111 222 555 777 + 9", "111222555m777p99s", "", "9s", "",
            "suuankou_tanki:13");
    row("13-wait kokushi", "119m19p19s1234567z", "", "1m", "", "kokushi_13:13");
    row("true nine gates", "11112345678999m", "", "1m", "", "junsei_chuuren:13");
    row("daisuushii: EEEE SSSS WWWW NNNN 44", "44m",
            "ankan:1111z ankan:2222z minkan:3333z minkan:4444z", "4m", "",
            "daisuushii:13 suukantsu:13");
}

void TestScoreSeeds::examples()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, win);
    QFETCH(QString, flags);
    QFETCH(QString, contains);
    QFETCH(QString, head);
    const Case c = makeCase(closed, melds, win, flags);
    const QString got = describe(c);
    const QString yaku = got.section(QStringLiteral(" | "), 1, 1);
    for (const QString &y : contains.split(u' '))
        QVERIFY2(yaku.split(u' ').contains(y), qPrintable(got + QStringLiteral(" lacks ") + y));
    QVERIFY2(got.startsWith(head), qPrintable(got));
}

HAIFU_TEST_APPLESS_MAIN(TestScoreSeeds)
#include "tst_score_seeds.moc"
