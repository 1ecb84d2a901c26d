#include "viewer/resultbuilder.h"

#include "formats/recordio.h"

#include "game/replay.h"
#include "game/verify.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

// The result panel's views built from real records: a riichi tsumo scored by the engine (yaku,
// fu, value, payments agreeing with the record) and an exhaustive draw.
class TestResultBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void riichiTsumo();
    void exhaustiveDraw();
    void mismatchesShown();

private:
    std::optional<game::Record> m_record;
    std::vector<game::WinCheck> m_checks;
    static QString name(int seat) { return u"P%1"_s.arg(seat); }
    // The wins of `kyoku` with the table before each.
    std::vector<ResultBuilder::Win> wins(int kyoku) const
    {
        std::vector<ResultBuilder::Win> out;
        const auto &events = m_record->kyoku[static_cast<std::size_t>(kyoku)].events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events[i].type != game::EventType::Win)
                continue;
            game::Replay replay(*m_record);
            if (replay.seek(kyoku, static_cast<int>(i)))
                return out;
            out.push_back({ events[i].result, replay.state() });
        }
        return out;
    }
};

void TestResultBuilder::initTestCase()
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s);
    QVERIFY2(record, record ? "" : record.error().message.c_str());
    m_record = std::move(*record);
    game::VerifyOptions options;
    options.collectWinChecks = true;
    m_checks = game::verifyRecord(*m_record, options).winChecks;
}

void TestResultBuilder::riichiTsumo()
{
    const ResultBuilder builder(*m_record, m_checks, &TestResultBuilder::name);
    game::Replay replay(*m_record);
    QVERIFY(!replay.seek(0, replay.reachableSteps(0) - 1));
    const QList<ResultView> views = builder.views(replay.state(), wins(0), {});
    QCOMPARE(views.size(), 1);
    const ResultView &v = views.first();
    QVERIFY(!v.draw);
    QCOMPARE(v.winner, 0);
    QCOMPARE(v.title, u"Tsumo: P0"_s);
    QVERIFY(!v.engineFailed);
    QVERIFY(v.mismatches.isEmpty());
    bool riichi = false;
    for (const LineItem &line : v.yaku) {
        QVERIFY(!line.mismatch);
        if (line.label == u"Riichi"_s) {
            riichi = true;
            QCOMPARE(line.amount, 1);
            QCOMPARE(line.value, u"1 han"_s);
        }
    }
    QVERIFY(riichi);
    QVERIFY(v.fu.size() >= 2);
    QCOMPARE(v.fu.first().label, u"Base"_s);
    QCOMPARE(v.fu.first().value, u"20 fu"_s);
    QVERIFY(v.han >= 1);
    QVERIFY(v.points > 0);
    QVERIFY(v.valueText.contains(u"points"_s));
    QVERIFY(v.hand.last().separated && v.hand.last().highlighted);
    QVERIFY(!v.ura.isEmpty()); // riichi: the ura indicators
    QCOMPARE(v.payments.size(), 4);
    int sum = 0;
    for (const LineItem &line : v.payments) {
        QVERIFY(!line.mismatch);
        sum += line.amount;
    }
    QVERIFY(v.payments.at(0).emphasis);
    QVERIFY(v.payments.at(0).amount > 0);
    QVERIFY(sum >= 0); // the winner gains what the others pay, plus deposits
}

void TestResultBuilder::exhaustiveDraw()
{
    const ResultBuilder builder(*m_record, m_checks, &TestResultBuilder::name);
    game::Replay replay(*m_record);
    QVERIFY(!replay.seek(3, replay.reachableSteps(3) - 1));
    const QList<ResultView> views = builder.views(replay.state(), wins(3), {});
    QCOMPARE(views.size(), 1);
    const ResultView &v = views.first();
    QVERIFY(v.draw);
    QCOMPARE(v.title, u"Exhaustive draw"_s);
    QCOMPARE(v.payments.size(), 4);
    int sum = 0;
    for (const LineItem &line : v.payments) {
        sum += line.amount;
        QVERIFY(line.detail == u"Tenpai"_s || line.detail == u"Noten"_s);
        QCOMPARE(line.emphasis, line.detail == u"Tenpai"_s);
    }
    QCOMPARE(sum, 0);
}

void TestResultBuilder::mismatchesShown()
{
    const ResultBuilder builder(*m_record, m_checks, &TestResultBuilder::name);
    game::Replay replay(*m_record);
    QVERIFY(!replay.seek(3, replay.reachableSteps(3) - 1));
    game::Mismatch m;
    m.kyoku = 3;
    m.field = "tenpai";
    m.recorded = "2";
    m.engine = "1";
    const QList<ResultView> views = builder.views(replay.state(), wins(3), { m });
    QCOMPARE(views.first().mismatches, QStringList{ u"tenpai: record 2, engine 1"_s });
}

HAIFU_TEST_GUILESS_MAIN(TestResultBuilder)
#include "tst_resultbuilder.moc"
