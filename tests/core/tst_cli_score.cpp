// The JSON-lines contract of haifu-cli score / points / rules (docs/SCORING_JSON.md), run on the
// built binary.
#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class TestCliScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scoreLines();
    void yakumanHan();
    void pointsLines();
    void rulesList();

private:
    QList<QJsonObject> run(const QStringList &args, const QByteArray &input, int *exitCode);
    QString m_cli;
};

void TestCliScore::initTestCase()
{
    m_cli = QStringLiteral(HAIFU_BIN_DIR "/haifu-cli");
    // The test depends on haifu-cli (tests/CMakeLists.txt): without it nothing would be checked.
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli + QStringLiteral(" is not built")));
}

QList<QJsonObject> TestCliScore::run(
        const QStringList &args, const QByteArray &input, int *exitCode)
{
    QProcess p;
    p.start(m_cli, args);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    *exitCode = p.exitCode();
    QList<QJsonObject> out;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    }
    return out;
}

void TestCliScore::scoreLines()
{
    const QByteArray input =
            R"({"id":"ex1","closed":"234m56799p345678s","win_tile":"3s","tsumo":true,"riichi":true,"seat_wind":"S","dora_indicators":"7z","ura_indicators":"8p","honba":1,"riichi_sticks":1}
not json

{"id":2,"closed":"123m11456p234789s","win_tile":"3s"}
{"id":3,"closed":"123m11456p23478s","win_tile":"3s"}
{"id":4,"closed":"11111m456p234789s","win_tile":"1m"}
{"id":5,"closed":"123m11456p234788s","win_tile":"1p"}
{"id":6,"closed":"234m567p22456s","melds":["pon:555z"],"win_tile":"6s","seat_wind":"S","rules":{"preset":"tenhou","red_fives":0}}
{"id":7,"closed":"123m11456p234789s","win_tile":"1p","ippatsu":true}
)";
    int code = -1;
    const QList<QJsonObject> out =
            run({ QStringLiteral("score"), QStringLiteral("--json") }, input, &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.size(), 8);
    const QJsonObject &ex = out[0];
    QCOMPARE(ex.value(u"id").toString(), QStringLiteral("ex1"));
    QCOMPARE(ex.value(u"han").toInt(), 5);
    QCOMPARE(ex.value(u"fu").toInt(), 20);
    QCOMPARE(ex.value(u"limit").toString(), QStringLiteral("mangan"));
    QCOMPARE(ex.value(u"payments").toObject().value(u"tsumo_dealer").toInt(), 4100);
    QCOMPARE(ex.value(u"payments").toObject().value(u"tsumo_non_dealer").toInt(), 2100);
    QCOMPARE(ex.value(u"winner_gain").toInt(), 9300);
    QVERIFY(ex.value(u"error").isNull());
    QCOMPARE(ex.value(u"decomposition").toArray().size(), 5);
    QCOMPARE(ex.value(u"decomposition").toArray().at(0).toString(), QStringLiteral("234m"));
    QCOMPARE(ex.value(u"wait").toString(), QStringLiteral("ryanmen"));
    QCOMPARE(ex.value(u"fu_details").toArray().at(0).toObject().value(u"reason").toString(),
            QStringLiteral("base"));
    QStringList keys;
    for (const QJsonValue &y : ex.value(u"yaku").toArray())
        keys << y.toObject().value(u"key").toString();
    QCOMPARE(keys.join(u','), QStringLiteral("menzen_tsumo,riichi,pinfu,ura_dora"));
    QVERIFY(out[1].value(u"error").toString().startsWith(u"invalid_input: "));
    QCOMPARE(out[2].value(u"id").toInt(), 2);
    QCOMPARE(out[2].value(u"error").toString(), QStringLiteral("no_yaku"));
    QVERIFY(out[3].value(u"error").toString().startsWith(u"invalid_input: closed"));
    QVERIFY(out[4].value(u"error").toString().contains(u"5 copies of 1m"));
    QCOMPARE(out[5].value(u"error").toString(), QStringLiteral("not_winning"));
    QCOMPARE(out[6].value(u"payments").toObject().value(u"ron").toInt(), 1000);
    QVERIFY(out[7].value(u"error").toString().startsWith(u"invalid_input: ippatsu"));
}

// "han" is the sum of the yaku entries for a yakuman hand too: 13 per yakuman, 26 for a double,
// next to yakuman_multiple (it used to be 0).
void TestCliScore::yakumanHan()
{
    const QByteArray input =
            R"({"id":"daisangen","closed":"555666777z234m99p","win_tile":"9p"}
{"id":"tanki","closed":"111m333p555s777s99p","win_tile":"9p","tsumo":true,"rules":"mahjongsoul"}
{"id":"tanki_tenhou","closed":"111m333p555s777s99p","win_tile":"9p","tsumo":true}
{"id":"two","closed":"11122233355566z","win_tile":"6z","tsumo":true}
{"id":"mangan","closed":"234m56799p345678s","win_tile":"3s","tsumo":true,"riichi":true,"dora_indicators":"7z","ura_indicators":"8p"}
)";
    int code = -1;
    const QList<QJsonObject> out =
            run({ QStringLiteral("score"), QStringLiteral("--json") }, input, &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.size(), 5);
    const auto keys = [](const QJsonObject &o) {
        QStringList k;
        for (const QJsonValue &y : o.value(u"yaku").toArray())
            k << y.toObject().value(u"key").toString() + u':'
                            + QString::number(y.toObject().value(u"han").toInt());
        return k.join(u',');
    };
    struct Expect
    {
        const char *yaku;
        int han;
        int multiple;
        const char *limit;
    };
    const Expect expected[] = {
        { "daisangen:13", 13, 1, "yakuman" },
        { "suuankou_tanki:26", 26, 2, "yakuman" }, // mahjongsoul: double yakuman on
        { "suuankou_tanki:13", 13, 1, "yakuman" }, // tenhou: a single one
        { "suuankou_tanki:13,tsuuiisou:13", 26, 2, "yakuman" }, // two yakuman add up
        { "menzen_tsumo:1,riichi:1,pinfu:1,ura_dora:2", 5, 0, "mangan" },
    };
    for (int i = 0; i < 5; ++i) {
        const QJsonObject &o = out[i];
        QVERIFY2(o.value(u"error").isNull(), qPrintable(o.value(u"error").toString()));
        QCOMPARE(keys(o), QString::fromLatin1(expected[i].yaku));
        QCOMPARE(o.value(u"han").toInt(), expected[i].han);
        QCOMPARE(o.value(u"yakuman_multiple").toInt(), expected[i].multiple);
        QCOMPARE(o.value(u"limit").toString(), QString::fromLatin1(expected[i].limit));
    }
    QCOMPARE(out[1].value(u"payments").toObject().value(u"tsumo_each").toInt(), 32000); // dealer
    QCOMPARE(out[0].value(u"payments").toObject().value(u"ron").toInt(), 48000); // dealer
}

void TestCliScore::pointsLines()
{
    int code = -1;
    const QList<QJsonObject> out = run({ QStringLiteral("points"), QStringLiteral("--json") },
            R"({"han":4,"fu":30}
{"han":4,"fu":30,"rules":"mleague","dealer":true,"tsumo":true}
{"han":1,"fu":35}
)",
            &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.size(), 3);
    QCOMPARE(out[0].value(u"payments").toObject().value(u"ron").toInt(), 7700);
    QCOMPARE(out[1].value(u"payments").toObject().value(u"tsumo_each").toInt(), 4000);
    QCOMPARE(out[1].value(u"limit").toString(), QStringLiteral("kiriage_mangan"));
    QVERIFY(out[2].value(u"error").toString().startsWith(u"invalid_input: fu"));
}

void TestCliScore::rulesList()
{
    int code = -1;
    const QList<QJsonObject> out =
            run({ QStringLiteral("rules"), QStringLiteral("--list"), QStringLiteral("--json") }, {},
                    &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.size(), 1);
    QCOMPARE(out[0].value(u"presets").toArray().size(), 7);
    QVERIFY(out[0].value(u"options").toArray().size() >= 40);
}

HAIFU_TEST_APPLESS_MAIN(TestCliScore)
#include "tst_cli_score.moc"
