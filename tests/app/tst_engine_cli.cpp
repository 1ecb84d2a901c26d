// haifu-cli engine: the reference bot (tests/tools/refbot.cpp) over a record, as JSON (with the
// bot's figures when it gives them) and as text; usage errors and a bot that cannot start.

#include "clirun.h" // tests/storage: storagetest::cli

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run run(const QStringList &args)
{
    const storagetest::Run r = storagetest::cli(QStringList{ u"engine"_s } + args);
    return { r.status, r.out, QString::fromUtf8(r.err) };
}

const QString kRecord =
        QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
const QString kBot = QStringLiteral(HAIFU_REFBOT);

} // namespace

class TestEngineCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json();
    void jsonFigures();
    void text();
    void errors();
};

void TestEngineCli::json()
{
    const Run r = run({ kRecord, u"--seat"_s, u"1"_s, u"--bot"_s, u"\""_s + kBot + u"\""_s,
            u"--timeout"_s, u"20000"_s, u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("seat"_L1).toInt(), 1);
    QCOMPARE(o.value("record"_L1).toString(), kRecord);
    const QJsonArray list = o.value("decisionList"_L1).toArray();
    QVERIFY(!list.isEmpty());
    QCOMPARE(o.value("decisions"_L1).toInt(), list.size());
    int agreed = 0;
    int disagreed = 0;
    int previous = -1;
    for (const QJsonValue &v : list) {
        const QJsonObject d = v.toObject();
        QVERIFY(d.value("globalStep"_L1).toInt() > previous);
        previous = d.value("globalStep"_L1).toInt();
        QVERIFY(d.value("label"_L1).toString().startsWith(u'E')
                || d.value("label"_L1).toString().startsWith(u'S'));
        QVERIFY(d.value("bot"_L1).toObject().contains("type"_L1));
        QVERIFY(d.value("played"_L1).toObject().contains("type"_L1));
        const QString kind = d.value("kind"_L1).toString();
        QVERIFY(kind == "draw"_L1 || kind == "call"_L1 || kind == "claim"_L1);
        (d.value("agreed"_L1).toBool() ? agreed : disagreed) += 1;
    }
    QCOMPARE(o.value("agreed"_L1).toInt(), agreed);
    QCOMPARE(o.value("disagreements"_L1).toArray().size(), disagreed);
    const double rate = o.value("agreementRate"_L1).toDouble();
    QVERIFY(rate > 0.0 && rate <= 1.0);
    QCOMPARE(rate, double(agreed) / double(list.size()));
}

// With the bot's figures (refbot --meta, Mortal's "meta") every decision lists its options.
void TestEngineCli::jsonFigures()
{
    const Run r = run({ kRecord, u"--seat"_s, u"1"_s, u"--bot"_s, u"\""_s + kBot + u"\" --meta"_s,
            u"--timeout"_s, u"20000"_s, u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list =
            QJsonDocument::fromJson(r.out).object().value("decisionList"_L1).toArray();
    QVERIFY(!list.isEmpty());
    int riichiDiscards = 0;
    for (const QJsonValue &v : list) {
        const QJsonObject d = v.toObject();
        const QJsonArray options = d.value("options"_L1).toArray();
        QVERIFY(!options.isEmpty());
        double sum = 0;
        for (const QJsonValue &o : options) {
            QVERIFY(o.toObject().value("action"_L1).toObject().contains("type"_L1));
            QVERIFY(o.toObject().value("q"_L1).isDouble());
            sum += o.toObject().value("prob"_L1).toDouble();
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        const int played = d.value("playedOption"_L1).toInt(-2);
        QVERIFY(played >= 0 && played < options.size());
        QVERIFY(d.value("qLoss"_L1).toDouble() >= 0.0);
        QVERIFY(!d.value("severity"_L1).toString().isEmpty());
        riichiDiscards += d.value("riichiDiscard"_L1).toBool() ? 1 : 0;
    }
    QCOMPARE(riichiDiscards, 2);
}

void TestEngineCli::text()
{
    const Run r = run({ kRecord, u"--seat"_s, u"0"_s, u"--bot"_s, kBot });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("Seat 0: "), r.out.constData());
    QVERIFY(r.out.contains("decisions, "));
    QVERIFY(r.out.contains("\n  E1-0 step "));
    QVERIFY(r.out.contains(": bot dahai "));
}

void TestEngineCli::errors()
{
    QCOMPARE(run({ kRecord, u"--seat"_s, u"0"_s }).exitCode, 2);
    QCOMPARE(run({ kRecord, u"--seat"_s, u"x"_s, u"--bot"_s, kBot }).exitCode, 2);
    QCOMPARE(run({ kRecord, u"--seat"_s, u"0"_s, u"--bot"_s, kBot, u"--timeout"_s, u"0"_s })
                     .exitCode,
            2);
    const Run missing = run({ kRecord, u"--seat"_s, u"0"_s, u"--bot"_s, u"/nonexistent/bot"_s });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"haifu-cli engine: The bot could not be started"_s),
            qPrintable(missing.err));
    const Run broken = run({ kRecord, u"--seat"_s, u"0"_s, u"--bot"_s, kBot + u" --illegal"_s });
    QCOMPARE(broken.exitCode, 1);
    QVERIFY2(broken.err.contains(u"illegal action"_s), qPrintable(broken.err));
    const Run seat = run({ kRecord, u"--seat"_s, u"5"_s, u"--bot"_s, kBot });
    QCOMPARE(seat.exitCode, 1);
    QVERIFY(seat.err.contains(u"Seat 5 is not a seat"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestEngineCli)
#include "tst_engine_cli.moc"
