// The points tables of the seed sheets, transcribed: every han (1-4) x fu (20-110) for dealer and
// non-dealer, ron and tsumo, and every limit. Source: seeds/002 (tsumo and ron, both tables),
// cross-checked against seeds/000 (ron values) and seeds/001 (kiriage marks).
// Slips in the seeds, corrected per RULES.md: 002 gives non-dealer 1 han 90 fu ron as 3200 (90 x
// 2^3 x 4 = 2880 -> 2900, as 000 has it); 000 gives dealer 4 han 25 fu ron as 9700 (1600 x 6 =
// 9600, as 001 and 002 have it).
#include "rules/points.h"

#include "testmain.h"

#include <QTest>

using namespace haifu::rules;

class TestPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table_data();
    void table();
    void limits_data();
    void limits();
    void kiriage();
    void honbaAndSanma();
};

// "-" = the combination does not exist in the table.
struct Cell
{
    int han;
    int fu;
    const char *nonDealerTsumo; // "non-dealer/dealer" share
    const char *nonDealerRon;
    const char *dealerTsumo; // each
    const char *dealerRon;
};

static const Cell kTable[] = {
    { 1, 30, "300/500", "1000", "500", "1500" },
    { 1, 40, "400/700", "1300", "700", "2000" },
    { 1, 50, "400/800", "1600", "800", "2400" },
    { 1, 60, "500/1000", "2000", "1000", "2900" },
    { 1, 70, "600/1200", "2300", "1200", "3400" },
    { 1, 80, "700/1300", "2600", "1300", "3900" },
    { 1, 90, "800/1500", "2900", "1500", "4400" }, // 002 slip: ron 3200
    { 1, 100, "800/1600", "3200", "1600", "4800" },
    { 1, 110, "900/1800", "3600", "1800", "5300" },
    { 2, 20, "400/700", "-", "700", "-" },
    { 2, 25, "-", "1600", "-", "2400" },
    { 2, 30, "500/1000", "2000", "1000", "2900" },
    { 2, 40, "700/1300", "2600", "1300", "3900" },
    { 2, 50, "800/1600", "3200", "1600", "4800" },
    { 2, 60, "1000/2000", "3900", "2000", "5800" },
    { 2, 70, "1200/2300", "4500", "2300", "6800" },
    { 2, 80, "1300/2600", "5200", "2600", "7700" },
    { 2, 90, "1500/2900", "5800", "2900", "8700" },
    { 2, 100, "1600/3200", "6400", "3200", "9600" },
    { 2, 110, "1800/3600", "7100", "3600", "10600" },
    { 3, 20, "700/1300", "-", "1300", "-" },
    { 3, 25, "800/1600", "3200", "1600", "4800" },
    { 3, 30, "1000/2000", "3900", "2000", "5800" },
    { 3, 40, "1300/2600", "5200", "2600", "7700" },
    { 3, 50, "1600/3200", "6400", "3200", "9600" },
    { 3, 60, "2000/3900", "7700", "3900", "11600" },
    { 3, 70, "2000/4000", "8000", "4000", "12000" },
    { 4, 20, "1300/2600", "-", "2600", "-" },
    { 4, 25, "1600/3200", "6400", "3200", "9600" }, // 000 slip: dealer ron 9700
    { 4, 30, "2000/3900", "7700", "3900", "11600" },
    { 4, 40, "2000/4000", "8000", "4000", "12000" },
};

static QString tsumoText(const Payments &p)
{
    return p.dealer ? QString::number(p.tsumoEach)
                    : QStringLiteral("%1/%2").arg(p.tsumoNonDealer).arg(p.tsumoDealer);
}

void TestPoints::table_data()
{
    QTest::addColumn<int>("han");
    QTest::addColumn<int>("fu");
    QTest::addColumn<bool>("dealer");
    QTest::addColumn<bool>("tsumo");
    QTest::addColumn<QString>("expected");
    for (const Cell &c : kTable) {
        const struct
        {
            bool dealer, tsumo;
            const char *value;
            const char *label;
        } cases[] = { { false, true, c.nonDealerTsumo, "non-dealer tsumo" },
            { false, false, c.nonDealerRon, "non-dealer ron" },
            { true, true, c.dealerTsumo, "dealer tsumo" },
            { true, false, c.dealerRon, "dealer ron" } };
        for (const auto &k : cases) {
            if (QByteArray(k.value) == "-")
                continue;
            QTest::addRow("%d han %d fu %s", c.han, c.fu, k.label)
                    << c.han << c.fu << k.dealer << k.tsumo << QString::fromLatin1(k.value);
        }
    }
    // Beyond the 002 table: 3 han 80-110 fu and 4 han 50+ fu are mangan.
    for (int fu : { 80, 90, 100, 110 })
        QTest::addRow("3 han %d fu capped", fu)
                << 3 << fu << false << false << QStringLiteral("8000");
    for (int fu : { 50, 70, 110 })
        QTest::addRow("4 han %d fu capped", fu)
                << 4 << fu << true << false << QStringLiteral("12000");
}

void TestPoints::table()
{
    QFETCH(int, han);
    QFETCH(int, fu);
    QFETCH(bool, dealer);
    QFETCH(bool, tsumo);
    QFETCH(QString, expected);
    const Ruleset rules = *presetRuleset("tenhou");
    const BasicPoints b = basicPoints(han, fu, 0, rules);
    const Payments p = handPayments(b.points, dealer, tsumo, 0, rules);
    QCOMPARE(tsumo ? tsumoText(p) : QString::number(p.ron), expected);
}

void TestPoints::limits_data()
{
    QTest::addColumn<int>("han");
    QTest::addColumn<int>("yakuman");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("limit");
    QTest::addColumn<QString>("nonDealer"); // "ron tsumo"
    QTest::addColumn<QString>("dealer");
    QTest::newRow("mangan 5") << 5 << 0 << "tenhou"
                              << "mangan"
                              << "8000 2000/4000"
                              << "12000 4000";
    QTest::newRow("haneman 6") << 6 << 0 << "tenhou"
                               << "haneman"
                               << "12000 3000/6000"
                               << "18000 6000";
    QTest::newRow("haneman 7") << 7 << 0 << "tenhou"
                               << "haneman"
                               << "12000 3000/6000"
                               << "18000 6000";
    QTest::newRow("baiman 8") << 8 << 0 << "tenhou"
                              << "baiman"
                              << "16000 4000/8000"
                              << "24000 8000";
    QTest::newRow("baiman 10") << 10 << 0 << "tenhou"
                               << "baiman"
                               << "16000 4000/8000"
                               << "24000 8000";
    QTest::newRow("sanbaiman 11") << 11 << 0 << "tenhou"
                                  << "sanbaiman"
                                  << "24000 6000/12000"
                                  << "36000 12000";
    QTest::newRow("sanbaiman 12") << 12 << 0 << "tenhou"
                                  << "sanbaiman"
                                  << "24000 6000/12000"
                                  << "36000 12000";
    QTest::newRow("kazoe 13") << 13 << 0 << "tenhou"
                              << "kazoe_yakuman"
                              << "32000 8000/16000"
                              << "48000 16000";
    QTest::newRow("kazoe off") << 13 << 0 << "ema"
                               << "sanbaiman"
                               << "24000 6000/12000"
                               << "36000 12000";
    QTest::newRow("yakuman") << 0 << 1 << "tenhou"
                             << "yakuman"
                             << "32000 8000/16000"
                             << "48000 16000";
    QTest::newRow("double yakuman") << 0 << 2 << "mahjongsoul"
                                    << "yakuman"
                                    << "64000 16000/32000"
                                    << "96000 32000";
}

void TestPoints::limits()
{
    QFETCH(int, han);
    QFETCH(int, yakuman);
    QFETCH(QString, preset);
    QFETCH(QString, limit);
    QFETCH(QString, nonDealer);
    QFETCH(QString, dealer);
    const Ruleset rules = *presetRuleset(preset.toStdString());
    const BasicPoints b = basicPoints(han, 30, yakuman, rules);
    QCOMPARE(QString::fromLatin1(limitKey(b.limit)), limit);
    auto both = [&](bool isDealer) {
        return QString::number(handPayments(b.points, isDealer, false, 0, rules).ron) + u' '
                + tsumoText(handPayments(b.points, isDealer, true, 0, rules));
    };
    QCOMPARE(both(false), nonDealer);
    QCOMPARE(both(true), dealer);
}

void TestPoints::kiriage()
{
    // Seed 001 marks 4 han 30 fu and 3 han 60 fu with "* Mangan if kiriage is enabled".
    Ruleset rules = *presetRuleset("tenhou");
    QCOMPARE(handPayments(basicPoints(4, 30, 0, rules).points, false, false, 0, rules).ron, 7700);
    rules.kiriageMangan = true;
    for (auto [han, fu] : { std::pair{ 4, 30 }, std::pair{ 3, 60 } }) {
        const BasicPoints b = basicPoints(han, fu, 0, rules);
        QCOMPARE(b.limit, Limit::KiriageMangan);
        QCOMPARE(handPayments(b.points, false, false, 0, rules).ron, 8000);
        QCOMPARE(handPayments(b.points, true, true, 0, rules).tsumoEach, 4000);
    }
    QCOMPARE(basicPoints(3, 50, 0, rules).limit, Limit::None);
}

void TestPoints::honbaAndSanma()
{
    Ruleset rules = *presetRuleset("tenhou");
    QCOMPARE(handPayments(2000, false, false, 2, rules).ron, 8600);
    const Payments t = handPayments(2000, false, true, 2, rules);
    QCOMPARE(t.tsumoDealer, 4200);
    QCOMPARE(t.tsumoNonDealer, 2200);
    QCOMPARE(t.total, 8600);
    rules.players = 3; // tsumo loss: 4000 + 2000 = 6000 for a non-dealer mangan
    QCOMPARE(handPayments(2000, false, true, 0, rules).total, 6000);
    QCOMPARE(handPayments(2000, false, true, 1, rules).total, 6200);
    rules.sanmaTsumoLoss = false; // the absent share split: 5000 + 3000
    QCOMPARE(handPayments(2000, false, true, 0, rules).total, 8000);
}

HAIFU_TEST_APPLESS_MAIN(TestPoints)
#include "tst_points.moc"
