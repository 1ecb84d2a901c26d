// Scoring of complete hands: every yaku and yakuman with a near miss, the fu and points they
// give, the choice of the best reading, and invalid input. Expected values were worked out by
// hand from docs/RULES.md (tenhou preset unless the flags say otherwise; seat South, round East).
#include "scoretest.h"

#include "testmain.h"

#include <QTest>

using namespace scoretest;

class TestScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hands_data();
    void hands();
    void invalid_data();
    void invalid();
    void fuDetails();
    void bestReadingKeepsAlternatives();
    void rinshanTsumoFu();
    void redFiveInKan();
};

static void row(const char *name, const char *closed, const char *melds, const char *win,
        const char *flags, const char *expected)
{
    QTest::newRow(name) << QString::fromUtf8(closed) << QString::fromUtf8(melds)
                        << QString::fromUtf8(win) << QString::fromUtf8(flags)
                        << QString::fromUtf8(expected);
}

void TestScore::hands_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("win");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("expected");

    // --- One-han yaku and their near misses ---
    row("riichi", "123m11456p234789s", "", "1p", "riichi", "1 han 40 fu | riichi:1 |  | ron 1300");
    row("no riichi: no yaku", "123m11456p234789s", "", "1p", "", "no_yaku");
    row("ippatsu", "123m11456p234789s", "", "1p", "riichi ippatsu",
            "2 han 40 fu | riichi:1 ippatsu:1 |  | ron 2600");
    row("ippatsu off (jpml)", "123m11456p234789s", "", "1p", "riichi ippatsu ippatsu=false",
            "1 han 40 fu | riichi:1 |  | ron 1300");
    row("double riichi", "123m11456p234789s", "", "1p", "double_riichi",
            "2 han 40 fu | double_riichi:2 |  | ron 2600");
    row("double riichi replaces riichi", "123m11456p234789s", "", "1p", "riichi double_riichi",
            "2 han 40 fu | double_riichi:2 |  | ron 2600");
    row("menzen tsumo", "123m11456p234789s", "", "1p", "tsumo",
            "1 han 30 fu | menzen_tsumo:1 |  | tsumo 300/500");
    row("pinfu ron", "123m11456p234789s", "", "4s", "", "1 han 30 fu | pinfu:1 |  | ron 1000");
    row("pinfu near miss: kanchan", "123m11456p234789s", "", "3s", "", "no_yaku");
    row("pinfu tsumo 20 fu", "123m11456p234789s", "", "4s", "tsumo",
            "2 han 20 fu | menzen_tsumo:1 pinfu:1 |  | tsumo 400/700");
    row("pinfu near miss: value pair", "123m456p234789s11z", "", "4s", "riichi",
            "1 han 40 fu | riichi:1 |  | ron 1300");
    row("open tanyao, open pinfu shape 30 fu", "234m567p22456s", "chi:678p", "6s", "",
            "1 han 30 fu | tanyao:1 |  | ron 1000");
    row("kuitan nashi", "234m567p22456s", "chi:678p", "6s", "open_tanyao=false", "no_yaku");
    row("tanyao near miss: terminal pair", "234m567p99456s", "chi:678p", "6s", "", "no_yaku");
    row("haku", "234m567p22456s", "pon:555z", "6s", "", "1 han 30 fu | haku:1 |  | ron 1000");
    row("hatsu", "234m567p22456s", "pon:666z", "6s", "", "1 han 30 fu | hatsu:1 |  | ron 1000");
    row("chun", "234m567p22456s", "pon:777z", "6s", "", "1 han 30 fu | chun:1 |  | ron 1000");
    row("seat wind", "234m567p22456s", "pon:222z", "6s", "",
            "1 han 30 fu | seat_wind:1 |  | ron 1000");
    row("round wind", "234m567p22456s", "pon:111z", "6s", "",
            "1 han 30 fu | round_wind:1 |  | ron 1000");
    row("double wind (dealer)", "234m567p22456s", "pon:111z", "6s", "seat=E",
            "2 han 30 fu | seat_wind:1 round_wind:1 |  | ron 2900");
    row("guest wind: no yaku", "234m567p22456s", "pon:333z", "6s", "", "no_yaku");
    row("haitei", "234m567p22456s", "pon:999m", "6s", "tsumo haitei",
            "1 han 30 fu | haitei:1 |  | tsumo 300/500");
    row("houtei", "234m567p22456s", "pon:999m", "6s", "houtei",
            "1 han 30 fu | houtei:1 |  | ron 1000");
    row("rinshan (tsumo fu still given)", "234m567p22456s", "minkan:9999m", "6s", "tsumo rinshan",
            "1 han 40 fu | rinshan:1 |  | tsumo 400/700");
    row("chankan", "234m567p22456s", "pon:999m", "6s", "chankan",
            "1 han 30 fu | chankan:1 |  | ron 1000");
    row("iipeikou", "112233m456p11789s", "", "3m", "", "1 han 40 fu | iipeikou:1 |  | ron 1300");

    // --- Two-han and more ---
    row("chiitoitsu", "1133m5577p22s4466z", "", "2s", "",
            "2 han 25 fu | chiitoitsu:2 |  | ron 1600");
    row("four of a kind is not two pairs", "1111m3355p77s2244z", "", "3p", "", "not_winning");
    row("sanshoku closed", "123456m123p12399s", "", "1m", "",
            "3 han 30 fu | pinfu:1 sanshoku:2 |  | ron 3900");
    row("sanshoku open", "456m123p12399s", "chi:123m", "1p", "",
            "1 han 30 fu | sanshoku:1 |  | ron 1000");
    row("sanshoku near miss", "123456m123p23499s", "", "1m", "",
            "1 han 30 fu | pinfu:1 |  | ron 1000");
    row("ittsuu closed", "123456789m11456p", "", "5p", "", "2 han 40 fu | ittsuu:2 |  | ron 2600");
    row("ittsuu open", "123456m11456p", "chi:789m", "5p", "",
            "1 han 30 fu | ittsuu:1 |  | ron 1000");
    row("ittsuu near miss: two suits", "123456m11456p", "chi:789s", "5p", "", "no_yaku");
    row("chanta closed", "123m789999p789s11z", "", "7s", "",
            "2 han 50 fu | chanta:2 |  | ron 3200");
    row("chanta open", "789999p789s11z", "chi:123m", "7s", "",
            "1 han 40 fu | chanta:1 |  | ron 1300");
    row("chanta near miss", "789999p789s11z", "chi:234m", "7s", "", "no_yaku");
    row("junchan closed", "123m789999p11789s", "", "7s", "",
            "3 han 40 fu | junchan:3 |  | ron 5200");
    row("junchan open", "789999p11789s", "chi:123m", "7s", "",
            "2 han 30 fu | junchan:2 |  | ron 2000");
    row("toitoi", "555777s99m", "pon:222m pon:888p", "7s", "",
            "2 han 30 fu | toitoi:2 |  | ron 2000");
    row("sanankou", "222m444p11666789s", "", "8s", "", "2 han 50 fu | sanankou:2 |  | ron 3200");
    row("sanankou broken by ron", "222m444p11666789s", "", "6s", "riichi",
            "1 han 40 fu | riichi:1 |  | ron 1300");
    row("sanankou kept by tsumo", "222m444p11666789s", "", "6s", "tsumo",
            "3 han 40 fu | menzen_tsumo:1 sanankou:2 |  | tsumo 1300/2600");
    row("sanshoku doukou closed", "222456m22288p222s", "", "5m", "",
            "5 han 50 fu | tanyao:1 sanankou:2 sanshoku_doukou:2 | mangan | ron 8000");
    row("sanshoku doukou open", "222456m22288p", "pon:222s", "5m", "",
            "3 han 40 fu | tanyao:1 sanshoku_doukou:2 |  | ron 5200");
    row("sankantsu", "99p567s", "ankan:2222m minkan:5555p minkan:8888s", "6s", "",
            "2 han 60 fu | sankantsu:2 |  | ron 3900");
    row("shousangen", "234m567p55566677z", "", "4m", "",
            "4 han 50 fu | haku:1 hatsu:1 shousangen:2 | mangan | ron 8000");
    row("honroutou", "111m999p11999s111z", "", "1z", "",
            "7 han 60 fu | round_wind:1 toitoi:2 sanankou:2 honroutou:2 | haneman | ron 12000");
    row("honroutou seven pairs", "1199m1199p11s1122z", "", "2z", "",
            "4 han 25 fu | chiitoitsu:2 honroutou:2 |  | ron 6400");
    row("ryanpeikou beats seven pairs", "112233m445566p99s", "", "6p", "",
            "4 han 30 fu | pinfu:1 ryanpeikou:3 |  | ron 7700");
    row("honitsu", "234456789999m44z", "", "4z", "", "3 han 40 fu | honitsu:3 |  | ron 5200");
    row("honitsu open", "234456789m44z", "pon:999m", "4z", "",
            "2 han 30 fu | honitsu:2 |  | ron 2000");
    row("chinitsu open", "45667888p", "chi:234p pon:999p", "4p", "",
            "5 han 30 fu | chinitsu:5 | mangan | ron 8000");
    row("chinitsu closed", "123345567789p99p", "", "1p", "",
            "7 han 30 fu | pinfu:1 chinitsu:6 | haneman | ron 12000");

    // --- Yakuman ---
    row("kokushi", "119m19p19s1234567z", "", "9m", "",
            "yakuman x1 | kokushi:13 | yakuman | ron 32000");
    row("kokushi 13-sided (tenhou: single)", "119m19p19s1234567z", "", "1m", "",
            "yakuman x1 | kokushi_13:13 | yakuman | ron 32000");
    row("kokushi 13-sided (mahjongsoul: double)", "119m19p19s1234567z", "", "1m",
            "rules=mahjongsoul", "yakuman x2 | kokushi_13:26 | yakuman | ron 64000");
    row("suuankou tsumo", "111m333p55599s777z", "", "5s", "tsumo",
            "yakuman x1 | suuankou:13 | yakuman | tsumo 8000/16000");
    row("suuankou by ron is not", "111m333p55599s777z", "", "5s", "",
            "5 han 60 fu | chun:1 toitoi:2 sanankou:2 | mangan | ron 8000");
    row("suuankou tanki ron", "111m333p55599s777z", "", "9s", "",
            "yakuman x1 | suuankou_tanki:13 | yakuman | ron 32000");
    row("suuankou tanki double", "111m333p55599s777z", "", "9s", "rules=mahjongsoul",
            "yakuman x2 | suuankou_tanki:26 | yakuman | ron 64000");
    row("daisangen", "555666777z234m99p", "", "9p", "",
            "yakuman x1 | daisangen:13 | yakuman | ron 32000");
    row("daisangen near miss: shousangen", "555666z77z234m999p", "", "7z", "",
            "6 han 60 fu | haku:1 hatsu:1 sanankou:2 shousangen:2 | haneman | ron 12000");
    row("shousuushii", "789m11122233344z", "", "4z", "",
            "yakuman x1 | shousuushii:13 | yakuman | ron 32000");
    row("daisuushii (tenhou)", "111222333z55m", "pon:444z", "5m", "",
            "yakuman x1 | daisuushii:13 | yakuman | ron 32000");
    row("daisuushii (mahjongsoul)", "111222333z55m", "pon:444z", "5m", "rules=mahjongsoul",
            "yakuman x2 | daisuushii:26 | yakuman | ron 64000");
    row("daisuushii + suuankou tanki stack", "111222333444z55m", "", "5m", "",
            "yakuman x2 | suuankou_tanki:13 daisuushii:13 | yakuman | ron 64000");
    row("no stacking (ema)", "111222333444z55m", "", "5m", "rules=ema",
            "yakuman x1 | suuankou_tanki:13 | yakuman | ron 32000");
    row("tsuuiisou", "111222333z66z", "pon:555z", "6z", "",
            "yakuman x1 | tsuuiisou:13 | yakuman | ron 32000");
    row("tsuuiisou seven pairs", "11223344556677z", "", "7z", "",
            "yakuman x1 | tsuuiisou:13 | yakuman | ron 32000");
    row("ryuuiisou", "223344666888s66z", "", "8s", "",
            "yakuman x1 | ryuuiisou:13 | yakuman | ron 32000");
    row("ryuuiisou without hatsu", "222333444666s88s", "", "6s", "",
            "yakuman x1 | ryuuiisou:13 | yakuman | ron 32000");
    row("ryuuiisou needs hatsu: chinitsu instead", "222333444666s88s", "", "6s",
            "ryuuiisou_needs_hatsu=true",
            "11 han 50 fu | tanyao:1 toitoi:2 sanankou:2 chinitsu:6 | sanbaiman | ron 24000");
    row("chinroutou", "111999m111p11s", "pon:999p", "1s", "",
            "yakuman x1 | chinroutou:13 | yakuman | ron 32000");
    row("chuuren", "11123455678999m", "", "2m", "",
            "yakuman x1 | chuuren:13 | yakuman | ron 32000");
    row("junsei chuuren (tenhou)", "11123455678999m", "", "5m", "",
            "yakuman x1 | junsei_chuuren:13 | yakuman | ron 32000");
    row("junsei chuuren (mahjongsoul)", "11123455678999m", "", "5m", "rules=mahjongsoul",
            "yakuman x2 | junsei_chuuren:26 | yakuman | ron 64000");
    row("chuuren near miss: open", "12345678999m", "pon:111m", "5m", "",
            "6 han 30 fu | ittsuu:1 chinitsu:5 | haneman | ron 12000");
    row("suukantsu", "55z", "ankan:1111m minkan:2222p minkan:3333s minkan:4444z", "5z", "",
            "yakuman x1 | suukantsu:13 | yakuman | ron 32000");
    row("tenhou", "123m456p789s11122z", "", "2z", "seat=E tsumo tenhou",
            "yakuman x1 | tenhou:13 | yakuman | tsumo 16000 all");
    row("chiihou", "123m456p789s11122z", "", "2z", "tsumo chiihou",
            "yakuman x1 | chiihou:13 | yakuman | tsumo 8000/16000");
    row("renhou off (tenhou)", "123m11456p234789s", "", "4s", "renhou",
            "1 han 30 fu | pinfu:1 |  | ron 1000");
    row("renhou mangan (ema)", "123m11456p234789s", "", "4s", "renhou rules=ema",
            "5 han 30 fu | renhou:5 | mangan | ron 8000");
    row("renhou yakuman", "123m11456p234789s", "", "4s", "renhou renhou=yakuman",
            "yakuman x1 | renhou_yakuman:13 | yakuman | ron 32000");

    // --- Tricky readings ---
    row("111222333 as triplets on tsumo", "111222333m456p99s", "", "9s", "tsumo",
            "3 han 40 fu | menzen_tsumo:1 sanankou:2 |  | tsumo 1300/2600");
    row("111222333 as sequences on ron", "111222333m456p99s", "", "3m", "",
            "1 han 40 fu | iipeikou:1 |  | ron 1300");
    row("ryanmen beats kanchan", "123m789p11s344556s", "", "5s", "riichi",
            "2 han 30 fu | riichi:1 pinfu:1 |  | ron 2000");
    row("double wind pair 4 fu", "123m789999p234s11z", "", "2s", "seat=E riichi",
            "1 han 50 fu | riichi:1 |  | ron 2400");
    row("double wind pair 2 fu", "123m789999p234s11z", "", "2s",
            "seat=E riichi double_wind_pair_fu=2", "1 han 40 fu | riichi:1 |  | ron 2000");
    row("red five inside a kan", "234p11567678s", "ankan:0555m", "4p", "riichi",
            "2 han 50 fu | riichi:1 aka_dora:1 |  | ron 3200");
    row("red fives off: no aka", "234p11567678s", "ankan:5555m", "4p", "riichi red_fives=0",
            "1 han 50 fu | riichi:1 |  | ron 1600");
    row("kazoe yakuman", "123345567789p99p", "", "1p", "riichi ippatsu tsumo dora=8p ura=8p",
            "16 han 20 fu | menzen_tsumo:1 riichi:1 ippatsu:1 pinfu:1 chinitsu:6 dora:3 ura_dora:3 "
            "| kazoe_yakuman | tsumo 8000/16000");
    row("kazoe off: sanbaiman (ema)", "123345567789p99p", "", "1p",
            "riichi ippatsu tsumo dora=8p ura=8p rules=ema",
            "16 han 20 fu | menzen_tsumo:1 riichi:1 ippatsu:1 pinfu:1 chinitsu:6 dora:3 ura_dora:3 "
            "| sanbaiman | tsumo 6000/12000");
    row("4 han 30 fu no kiriage", "123m11456p234789s", "", "1p", "riichi ippatsu tsumo dora=1m",
            "4 han 30 fu | menzen_tsumo:1 riichi:1 ippatsu:1 dora:1 |  | tsumo 2000/3900");
    row("4 han 30 fu kiriage (mleague)", "123m11456p234789s", "", "1p",
            "riichi ippatsu tsumo dora=1m rules=mleague",
            "4 han 30 fu | menzen_tsumo:1 riichi:1 ippatsu:1 dora:1 | kiriage_mangan | tsumo "
            "2000/4000");
    row("ura only with riichi", "123m11456p234789s", "", "1p", "tsumo dora=9s ura=1m",
            "1 han 30 fu | menzen_tsumo:1 |  | tsumo 300/500");
    row("dora do not make a yaku", "234m567p99456s", "chi:678p", "6s", "dora=1m", "no_yaku");
    row("dora on a yakuman are ignored", "119m19p19s1234567z", "", "9m", "dora=8m",
            "yakuman x1 | kokushi:13 | yakuman | ron 32000");
    row("kan dora: more indicators", "234m567p22456s", "pon:555z", "6s", "dora=1m4s",
            "3 han 30 fu | haku:1 dora:2 |  | ron 3900");
    row("honba and sticks on a ron", "123m11456p234789s", "", "1p", "riichi honba=2 sticks=1",
            "1 han 40 fu | riichi:1 |  | ron 1900");
    row("honba on a tsumo", "123m11456p234789s", "", "1p", "tsumo honba=1",
            "1 han 30 fu | menzen_tsumo:1 |  | tsumo 400/600");
    row("dealer tsumo", "123m11456p234789s", "", "1p", "tsumo seat=E",
            "1 han 30 fu | menzen_tsumo:1 |  | tsumo 500 all");
    row("SCORING_JSON example", "234m56799p345678s", "", "3s",
            "tsumo riichi dora=7z ura=8p honba=1 sticks=1",
            "5 han 20 fu | menzen_tsumo:1 riichi:1 pinfu:1 ura_dora:2 | mangan | tsumo "
            "2100/4100");
    row("not winning", "123m11456p234788s", "", "1p", "", "not_winning");
    row("north bonus (sanma)", "111999m11p234789s", "", "1p", "tsumo players=3 north=2 dora=9m",
            "6 han 40 fu | menzen_tsumo:1 dora:3 kita:2 | haneman | tsumo 3000/6000");
}

void TestScore::hands()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, win);
    QFETCH(QString, flags);
    QFETCH(QString, expected);
    const Case c = makeCase(closed, melds, win, flags);
    QCOMPARE(describe(c), expected);
}

void TestScore::invalid_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("win");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("mentions");
    row("five copies", "11111m456p234789s", "", "1m", "", "5 copies of 1m");
    row("five copies with indicators", "1111m2346p234789s", "", "2p", "dora=1m", "5 copies of 1m");
    row("five copies with a kan", "1m2346p234789s", "ankan:1111m", "2p", "", "5 copies of 1m");
    row("too few tiles", "123m11456p23489s", "", "1p", "", "closed: 13 tiles");
    row("too many tiles", "123m11456p2345789s", "", "1p", "", "closed: 15 tiles");
    row("red five count", "123m11406p234789s", "", "1p", "red_fives=0", "red 5p");
    row("two red 5m", "123m11400p234789s", "", "1p", "", "red 5p");
    row("win tile missing", "123m11456p234789s", "", "9m", "", "win_tile");
    row("ippatsu without riichi", "123m11456p234789s", "", "1p", "ippatsu", "ippatsu");
    row("chankan with tsumo", "234m567p22456s", "pon:999m", "6s", "chankan tsumo", "chankan");
    row("haitei with ron", "234m567p22456s", "pon:999m", "6s", "haitei", "haitei");
    row("houtei with tsumo", "234m567p22456s", "pon:999m", "6s", "houtei tsumo", "houtei");
    row("riichi open", "234m567p22456s", "pon:999m", "6s", "riichi", "riichi");
    row("double riichi open", "234m567p22456s", "pon:999m", "6s", "double_riichi", "double_riichi");
    row("rinshan without kan", "234m567p22456s", "pon:999m", "6s", "rinshan tsumo", "rinshan");
    row("rinshan by ron", "234m567p22456s", "minkan:9999m", "6s", "rinshan", "rinshan");
    row("tenhou non-dealer", "123m11456p234789s", "", "1p", "tsumo tenhou", "tenhou");
    row("chiihou dealer", "123m11456p234789s", "", "1p", "tsumo chiihou seat=E", "chiihou");
    row("renhou tsumo", "123m11456p234789s", "", "1p", "tsumo renhou", "renhou");
    row("chankan on held kind", "234m567p22466s", "pon:999m", "6s", "chankan", "chankan");
    row("ura without dora", "123m11456p234789s", "", "1p", "riichi ura=1m", "ura_indicators");
    row("north bonus in 4p", "123m11456p234789s", "", "1p", "north=1", "north_bonus");
    row("manzu in sanma", "123m11456p234789s", "", "1p", "players=3", "three-player");
}

void TestScore::invalid()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, win);
    QFETCH(QString, flags);
    QFETCH(QString, mentions);
    const Case c = makeCase(closed, melds, win, flags);
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    const QString got = describe(c);
    QVERIFY2(got.startsWith(u"invalid_input: ") && got.contains(mentions), qPrintable(got));
}

void TestScore::fuDetails()
{
    // 20 base + 10 closed ron + 8 (999p concealed) + 4 (double wind pair) = 42 -> 50.
    const Case c = makeCase(QStringLiteral("123m789999p234s11z"), {}, QStringLiteral("2s"),
            QStringLiteral("seat=E riichi"));
    auto r = score(c.hand, c.situation, c.rules);
    QVERIFY(r.ok());
    const HandValue &v = r->value;
    QCOMPARE(v.fuRaw, 42);
    QCOMPARE(v.fu, 50);
    QStringList items;
    int sum = 0;
    for (const FuItem &f : v.fuItems) {
        sum += f.fu;
        QString item = QString::fromLatin1(fuReasonKey(f.reason)) + u':' + QString::number(f.fu);
        if (f.reason == FuReason::Pair)
            item += u' ' + QString::fromLatin1(pairFuKindKey(PairFuKind(f.detail))) + u' '
                    + QString::fromStdString(kindToString(f.tile));
        if (f.reason == FuReason::Meld)
            item += u' ' + QString::fromLatin1(meldFuKindKey(MeldFuKind(f.detail))) + u' '
                    + QString::fromStdString(kindToString(f.tile));
        items << item;
    }
    QCOMPARE(sum, v.fuRaw);
    QCOMPARE(items.join(u", "),
            QStringLiteral("base:20, closed_ron:10, meld:8 ankou 9p, pair:4 double_wind 1z"));
    QCOMPARE(v.reading.wait, WaitKind::Ryanmen);
    QCOMPARE(QString::fromStdString([&] {
        std::string s;
        for (const auto &g : decompositionStrings(v.reading))
            s += g + " ";
        return s;
    }()),
            QStringLiteral("123m 789p 999p 234s 11z "));
}

void TestScore::bestReadingKeepsAlternatives()
{
    // 344556s won on 5s: ryanmen (345 + 456 from 34) or kanchan (46). Pinfu makes ryanmen best.
    const Case c = makeCase(QStringLiteral("123m789p11s344556s"), {}, QStringLiteral("5s"),
            QStringLiteral("riichi"));
    auto r = score(c.hand, c.situation, c.rules);
    QVERIFY(r.ok());
    QCOMPARE(int(r->alternatives.size()), 2);
    QCOMPARE(r->value.reading.wait, WaitKind::Ryanmen);
    bool sawKanchan = false;
    for (const ReadingSummary &a : r->alternatives) {
        if (a.reading.wait == WaitKind::Kanchan) {
            sawKanchan = true;
            QCOMPARE(a.han, 1);
            QCOMPARE(a.fu, 40);
            const HandValue explained = evaluateReading(c.hand, c.situation, c.rules, a.reading);
            QCOMPARE(explained.basicPoints, 320);
        }
    }
    QVERIFY(sawKanchan);
}

void TestScore::rinshanTsumoFu()
{
    const Case c = makeCase(QStringLiteral("234m567p22456s"), QStringLiteral("minkan:9999m"),
            QStringLiteral("6s"), QStringLiteral("tsumo rinshan"));
    auto r = score(c.hand, c.situation, c.rules);
    QVERIFY(r.ok());
    bool tsumoFu = false;
    for (const FuItem &f : r->value.fuItems)
        tsumoFu = tsumoFu || (f.reason == FuReason::Tsumo && f.fu == 2);
    QVERIFY(tsumoFu);
    QCOMPARE(r->value.fuRaw, 38);
}

void TestScore::redFiveInKan()
{
    const Case c = makeCase(QStringLiteral("234p11567678s"), QStringLiteral("ankan:0555m"),
            QStringLiteral("4p"), QStringLiteral("riichi dora=4m"));
    auto r = score(c.hand, c.situation, c.rules);
    QVERIFY(r.ok());
    // 4m indicator -> 5m dora: four of them in the kan, plus the red one.
    QCOMPARE(describe(c),
            QStringLiteral("6 han 50 fu | riichi:1 dora:4 aka_dora:1 | haneman | ron 12000"));
}

HAIFU_TEST_APPLESS_MAIN(TestScore)
#include "tst_score.moc"
