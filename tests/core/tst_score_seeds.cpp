// Every example hand of the seed sheet seeds/000 (yaku and yakuman sections) scores the yaku the
// sheet names, with the han RULES.md gives, and the han, fu and points worked out by hand from the
// sheet's own tables (its yaku list, fu table and point charts) for the whole hand: a row's hand
// can hold more yaku than the one it shows, and every one counts. The sheet writes groups without
// suits or winning tile; the suits and the winning tile chosen here are noted per row, the winner
// is a non-dealer (south seat, east round) and wins by ron unless a row says otherwise. The sheet
// lists double yakuman (YY), so its hands are scored with them (double_yakuman=true; tenhou's
// rules otherwise). Slips in its writing: "11 22 33 44 66 33 NN" has 33 twice (the second pair is
// taken in another suit); true nine gates is written with 14 tiles "11112345678999" (junsei
// chuuren is 1112345678999 waiting on any of the nine, here won on 1m). Slips in its values are
// listed by row in kSlips.
#include "scoretest.h"

#include "testmain.h"

#include <QTest>

#include <string_view>

using namespace scoretest;

namespace {

struct Example
{
    const char *name;
    const char *closed;
    const char *melds;
    const char *win;
    const char *flags;
    const char *contains; // yaku:han that must be listed (a double yakuman is 26)
    const char *value; // "2 han 40 fu" or "yakuman x2", by the sheet's tables
    const char *payment; // "ron 2600", "tsumo 400/700", by the sheet's point charts
};

// Fu below: 20, +10 closed ron, +2 tsumo; triplets open 2/4, concealed 4/8 (simple/terminal or
// honour), quads open 8, concealed 16; a dragon, seat- or round-wind pair 2; a single, closed or
// edge wait 2.
constexpr Example kExamples[] = {
    // 20 + 10 + 333s 4 = 34; tanyao alone (333s rules out pinfu).
    { "all simples: 234 567 333 456 88", "23488m567p333456s", "", "2m", "", "tanyao:1",
            "1 han 40 fu", "ron 1300" },
    // 20 + 2 + 111m 8 + 333p 4 + single wait on N 2 = 36; 40 fu 1 han: 320 → 400/700.
    { "menzen tsumo: 111 234 333 789 NN", "111234m333p789s44z", "", "4z", "tsumo", "menzen_tsumo:1",
            "1 han 40 fu", "tsumo 400/700" },
    // Open: 20 + three honour pons 12 + single wait 2 = 34.
    { "yakuhai: GGG EEE NNN 678 44, north seat, east round: 3 han", "678m44p",
            "pon:666z pon:111z pon:444z", "4p", "seat=N", "hatsu:1 seat_wind:1 round_wind:1",
            "3 han 40 fu", "ron 5200" },
    { "pinfu: 123 567 234 56 99 + 7", "123m567p23456799s", "", "7s", "", "pinfu:1", "1 han 30 fu",
            "ron 1000" },
    // 20 + 10 + 444p 4 + edge wait 2 = 36.
    { "iipeikou: 123 123 444 789 33", "112233m33444p789s", "", "9s", "", "iipeikou:1",
            "1 han 40 fu", "ron 1300" },
    // Won on the pair: the three triplets stay concealed, sanankou too (4 han). 20 + 10 + 12 +
    // red pair 2 + single wait 2 = 46: mangan.
    { "sanshoku doukou: 333 333 333 567 RR", "333m333p333567s77z", "", "7z", "",
            "sanshoku_doukou:2 sanankou:2", "4 han 50 fu", "ron 8000" },
    // Open: 20 + 16 + 8 + 8 + red pair 2 + single wait 2 = 56; 60 fu 2 han: 3840 → 3900.
    { "sankantsu: 567 3333 5555 8888 RR", "567s77z", "ankan:3333m minkan:5555p minkan:8888s", "7z",
            "", "sankantsu:2", "2 han 60 fu", "ron 3900" },
    // EEE is the round wind (3 han). Open: 20 + EEE 8 + pons 6 + south (seat) pair 2 + single 2.
    { "toitoi: 333 444 777 EEE SS", "11122z", "pon:333m pon:444p pon:777s", "2z", "",
            "toitoi:2 round_wind:1", "3 han 40 fu", "ron 5200" },
    // 20 + 10 + 12 + white pair 2 = 44.
    { "sanankou: 444 777 222 678 WhWh", "444m777p222678s55z", "", "8s", "", "sanankou:2",
            "2 han 50 fu", "ron 3200" },
    // Shousangen and the two dragon triplets: 4 han. 20 + 10 + 16 + red pair 2 = 48: mangan.
    { "shousangen: 234 567 WhWhWh GGG RR", "234m567p55566677z", "", "4m", "",
            "shousangen:2 haku:1 hatsu:1", "4 han 50 fu", "ron 8000" },
    // With toitoi, sanankou (won on the pair) and sanshoku doukou (111 in each suit): 8 han,
    // baiman. Open: 20 + 4 + 24 + east (round) pair 2 + single 2 = 52.
    { "honroutou: 111 999 111 111 EE", "999m111p111s11z", "pon:111m", "1z", "",
            "honroutou:2 toitoi:2 sanankou:2 sanshoku_doukou:2", "8 han 60 fu", "ron 16000" },
    { "chiitoitsu: 11 22 33 44 66 33 NN", "1122334466m33p44z", "", "4z", "", "chiitoitsu:2",
            "2 han 25 fu", "ron 1600" },
    // EEE is the round wind (3 han). 20 + 10 + 8 + green pair 2 + single 2 = 42.
    { "chanta: 123 789 123 EEE GG", "123789m123p111z66z", "", "6z", "", "chanta:2 round_wind:1",
            "3 han 50 fu", "ron 6400" },
    // Open: 20 + 8 + 2 + 2 = 32.
    { "chanta open loses one han", "123789m111z66z", "chi:123p", "6z", "", "chanta:1 round_wind:1",
            "2 han 40 fu", "ron 2600" },
    // 20 + 10 + 111p 8 + east (round) pair 2 + single 2 = 42.
    { "ittsuu: 123456789 111 EE", "123456789m111p11z", "", "1z", "", "ittsuu:2", "2 han 50 fu",
            "ron 3200" },
    // Open: 20 + 8 + 2 + 2 = 32.
    { "ittsuu open loses one han", "456789m111p11z", "chi:123m", "1z", "", "ittsuu:1", "no_yaku",
            "" },
    // 20 + 10 + 666s 4 + red pair 2 + single 2 = 38.
    { "sanshoku: 123 123 123 666 RR", "123m123p123666s77z", "", "7z", "", "sanshoku:2",
            "2 han 40 fu", "ron 2600" },
    // As seven pairs 2 han 25 fu; as ryanpeikou 3 han, 20 + 10 + east pair 2 + single 2 = 34.
    { "ryanpeikou: 123 123 234 234 EE", "112233m223344p11z", "", "1z", "", "ryanpeikou:3",
            "3 han 40 fu", "ron 5200" },
    // 20 + 10 + 999p 8 + single 2 = 40.
    { "junchan: 123 789 123 999 11", "123789m123999p11s", "", "1s", "", "junchan:3", "3 han 40 fu",
            "ron 5200" },
    // SSS is the seat wind (4 han). 20 + 10 + 8 + 8 + white pair 2 + single 2 = 50: mangan.
    { "honitsu: 111 345 789 SSS WhWh", "111345789m22255z", "", "5z", "", "honitsu:3 seat_wind:1",
            "4 han 50 fu", "ron 8000" },
    // Open: 20 + 4 + 8 + 2 + 2 = 36.
    { "honitsu open loses one han", "345789m22255z", "pon:111m", "5z", "", "honitsu:2 seat_wind:1",
            "1 han 40 fu", "ron 1300" },
    // 20 + 10 + 666m 4 + single 2 = 36; 6 han: haneman.
    { "chinitsu: 123 234 345 666 99", "12233344566699m", "", "9m", "", "chinitsu:6", "6 han 40 fu",
            "ron 12000" },
    // Open: 20 + 111m 8 + pons 6 + south (seat) pair 2 + single 2 = 38.
    { "toitoi open or closed is 2 han", "111m22z", "pon:333m pon:444p pon:777s", "2z", "",
            "toitoi:2", "2 han 40 fu", "ron 2600" },
    // Riichi and ippatsu; 20 + 10 + single 2 = 32.
    { "ippatsu is 1 han", "123m11456p234789s", "", "1p", "riichi ippatsu", "ippatsu:1",
            "3 han 40 fu", "ron 5200" },
    { "daisangen: 123 WhWhWh GGG RRR 99", "123m99p555666777z", "", "9p", "", "daisangen:13",
            "yakuman x1", "ron 32000" },
    { "suuankou: 111 222 555 77 99 + 9", "111222555m999s77z", "", "9s", "tsumo", "suuankou:13",
            "yakuman x1", "tsumo 8000/16000" },
    // Four concealed triplets won on the pair: single-wait suuankou (YY) too.
    { "tsuuiisou: EEE SSS WWW WhWhWh GG", "111222333555z66z", "", "6z", "",
            "tsuuiisou:13 suuankou_tanki:26", "yakuman x3", "ron 96000" },
    { "ryuuiisou: 222 333 444 666 GG", "222333444666s66z", "", "6z", "",
            "ryuuiisou:13 suuankou_tanki:26", "yakuman x3", "ron 96000" },
    { "chinroutou: 111 999 111 999 11", "111999m111999p11s", "", "1s", "",
            "chinroutou:13 suuankou_tanki:26", "yakuman x3", "ron 96000" },
    { "kokushi", "119m19p19s1234567z", "", "9m", "", "kokushi:13", "yakuman x1", "ron 32000" },
    { "shousuushii: 123 EEE SSS WWW NN", "123m11122233344z", "", "4z", "", "shousuushii:13",
            "yakuman x1", "ron 32000" },
    { "suukantsu: 1111 2222 3333 EEEE GG", "66z",
            "minkan:1111m minkan:2222m minkan:3333m minkan:1111z", "6z", "", "suukantsu:13",
            "yakuman x1", "ron 32000" },
    { "single-wait suuankou: 111 222 555 777 + 9", "111222555m777p99s", "", "9s", "",
            "suuankou_tanki:26", "yakuman x2", "ron 64000" },
    { "13-wait kokushi", "119m19p19s1234567z", "", "1m", "", "kokushi_13:26", "yakuman x2",
            "ron 64000" },
    { "true nine gates", "11112345678999m", "", "1m", "", "junsei_chuuren:26", "yakuman x2",
            "ron 64000" },
    // With four quads: suukantsu too.
    { "daisuushii: EEEE SSSS WWWW NNNN 44", "44m",
            "ankan:1111z ankan:2222z minkan:3333z minkan:4444z", "4m", "",
            "daisuushii:26 suukantsu:13", "yakuman x3", "ron 96000" },
};

// The sheet's slips in value (../shared/docs/RULES.md names them): its yaku cheatsheet gives
// ippatsu 2 han and marks pure straight and half flush closed only, where they lose one han
// open. The row keeps the sheet's value; the hand scores the one here.
struct Slip
{
    const char *row;
    const char *value;
    const char *payment;
};

constexpr Slip kSlips[] = {
    { "ippatsu is 1 han", "2 han 40 fu", "ron 2600" },
    { "ittsuu open loses one han", "1 han 40 fu", "ron 1300" },
    { "honitsu open loses one han", "3 han 40 fu", "ron 5200" },
};

const Slip *slipOf(std::string_view row)
{
    for (const Slip &slip : kSlips) {
        if (row == slip.row)
            return &slip;
    }
    return nullptr;
}

} // namespace

class TestScoreSeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examples_data();
    void examples();
    void slipsNameRows();
};

void TestScoreSeeds::examples_data()
{
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QString>("melds");
    QTest::addColumn<QString>("win");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("contains");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("payment");
    for (const Example &e : kExamples) {
        const Slip *slip = slipOf(e.name);
        QTest::newRow(e.name) << QString::fromUtf8(e.closed) << QString::fromUtf8(e.melds)
                              << QString::fromUtf8(e.win) << QString::fromUtf8(e.flags)
                              << QString::fromUtf8(e.contains)
                              << QString::fromUtf8(slip ? slip->value : e.value)
                              << QString::fromUtf8(slip ? slip->payment : e.payment);
    }
}

void TestScoreSeeds::examples()
{
    QFETCH(QString, closed);
    QFETCH(QString, melds);
    QFETCH(QString, win);
    QFETCH(QString, flags);
    QFETCH(QString, contains);
    QFETCH(QString, value);
    QFETCH(QString, payment);
    const Case c = makeCase(closed, melds, win, flags + QStringLiteral(" double_yakuman=true"));
    const QString got = describe(c);
    const QString yaku = got.section(QStringLiteral(" | "), 1, 1);
    for (const QString &y : contains.split(u' '))
        QVERIFY2(yaku.split(u' ').contains(y), qPrintable(got + QStringLiteral(" lacks ") + y));
    QCOMPARE(got.section(QStringLiteral(" | "), 0, 0), value);
    QCOMPARE(got.section(QStringLiteral(" | "), 3, 3), payment);
}

// Every slip names a row, and says something else than the sheet.
void TestScoreSeeds::slipsNameRows()
{
    for (const Slip &slip : kSlips) {
        const Example *row = nullptr;
        for (const Example &e : kExamples) {
            if (std::string_view(e.name) == slip.row)
                row = &e;
        }
        QVERIFY2(row, slip.row);
        QVERIFY2(std::string_view(row->value) != slip.value
                        || std::string_view(row->payment) != slip.payment,
                slip.row);
    }
}

HAIFU_TEST_APPLESS_MAIN(TestScoreSeeds)
#include "tst_score_seeds.moc"
