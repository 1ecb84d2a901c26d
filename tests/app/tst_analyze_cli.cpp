// haifu-cli analyze: one decision facing a riichi (tiers per threat, the discard played, the
// expected values), every decision of a seat, the deal-ins of a game, and the usage errors.
#include "clirun.h" // tests/storage: storagetest::cli

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kRecord =
        QStringLiteral(HAIFU_RECORDS_DATA "/fastmaj__2009082817gm-00ab-0000-997dbe26_tw0.mjlog");

QJsonObject json(const storagetest::Run &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestAnalyzeCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decisionFacingRiichi()
    {
        const storagetest::Run run = storagetest::cli(
                { u"analyze"_s, kRecord, u"--kyoku"_s, u"0"_s, u"--step"_s, u"135"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonObject d = json(run).value(u"decision"_s).toObject();
        QCOMPARE(d.value(u"seat"_s).toInt(), 3);
        QCOMPARE(d.value(u"label"_s).toString(), u"E1-0"_s);
        const QJsonArray threats = d.value(u"threats"_s).toArray();
        QCOMPARE(threats.size(), 2);
        QCOMPARE(threats.at(0).toObject().value(u"kind"_s).toString(), u"riichi"_s);
        const QJsonArray discards = d.value(u"discards"_s).toArray();
        QCOMPARE(discards.size(), 12);
        int played = 0;
        for (const QJsonValue &v : discards) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(u"danger"_s).toArray().size(), 2);
            const QJsonObject ev = o.value(u"ev"_s).toObject();
            QVERIFY(ev.value(u"loss"_s).toDouble() >= 0);
            if (o.value(u"played"_s).toBool()) {
                ++played;
                QCOMPARE(o.value(u"tile"_s).toString(), u"6s"_s);
                QCOMPARE(o.value(u"worst_tier"_s).toInt(), 6);
                // Tenpai with one draw left: the only discard that can still win.
                QVERIFY(ev.value(u"win"_s).toDouble() > 0);
            }
            if (o.value(u"tile"_s).toString() == u"5m"_s) {
                const QJsonObject against = o.value(u"danger"_s).toArray().at(0).toObject();
                QCOMPARE(against.value(u"tier_name"_s).toString(), u"genbutsu"_s);
                QCOMPARE(against.value(u"reason"_s).toString(), u"own_river"_s);
            }
        }
        QCOMPARE(played, 1);
    }

    void everyDecisionOfASeatWithoutEv()
    {
        const storagetest::Run run =
                storagetest::cli({ u"analyze"_s, kRecord, u"--seat"_s, u"2"_s, u"--no-ev"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonArray decisions = json(run).value(u"decisions"_s).toArray();
        QVERIFY(decisions.size() > 20);
        for (const QJsonValue &v : decisions) {
            const QJsonObject d = v.toObject();
            QCOMPARE(d.value(u"seat"_s).toInt(), 2);
            for (const QJsonValue &o : d.value(u"discards"_s).toArray())
                QVERIFY(!o.toObject().contains(u"ev"_s));
        }
    }

    void dealIns()
    {
        const storagetest::Run run = storagetest::cli({ u"analyze"_s, kRecord, u"--deal-ins"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonObject result = json(run);
        QVERIFY(!result.contains(u"decisions"_s));
        const QJsonArray dealIns = result.value(u"deal_ins"_s).toArray();
        QCOMPARE(dealIns.size(), 2);
        const QJsonObject first = dealIns.at(0).toObject();
        QCOMPARE(first.value(u"step"_s).toInt(), 135);
        QCOMPARE(first.value(u"discarder"_s).toInt(), 3);
        QCOMPARE(first.value(u"winner"_s).toInt(), 0);
        QCOMPARE(first.value(u"tile"_s).toString(), u"6s"_s);
        QCOMPARE(first.value(u"reason"_s).toString(), u"half_suji"_s);
    }

    void refusals()
    {
        QCOMPARE(storagetest::cli({ u"analyze"_s, kRecord, u"--kyoku"_s, u"0"_s }).status, 2);
        QCOMPARE(storagetest::cli({ u"analyze"_s, kRecord, u"--riichi"_s, u"sometimes"_s }).status,
                2);
        QCOMPARE(storagetest::cli({ u"analyze"_s, kRecord, u"--seat"_s, u"4"_s }).status, 2);
        QCOMPARE(storagetest::cli({ u"analyze"_s }).status, 2);
        // Step 136 follows the deal-in's discard: nobody holds 14 tiles.
        const storagetest::Run none = storagetest::cli(
                { u"analyze"_s, kRecord, u"--kyoku"_s, u"0"_s, u"--step"_s, u"136"_s });
        QCOMPARE(none.status, 1);
        QVERIFY2(none.err.contains("nobody holds 14 tiles"), none.err.constData());
        const storagetest::Run missing =
                storagetest::cli({ u"analyze"_s, u"/nonexistent/record.mjlog"_s });
        QCOMPARE(missing.status, 1);
    }
};

HAIFU_TEST_MAIN(TestAnalyzeCli)
#include "tst_analyze_cli.moc"
