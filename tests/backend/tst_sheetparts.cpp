// The pieces the score sheet is made of (app/reports: sheetmodel, sheetlayout, paintkit): the
// sheet's content, its rows on pages and the shared footer text, each without painting a page.

#include "reports/paintkit.h"
#include "reports/sheetlayout.h"
#include "reports/sheetmodel.h"

#include "club/ledger.h"
#include "rules/ruleset.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::club;

class TestSheetParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelOfAGame();
    void modelOfABadLedger();
    void keyedTextFallsBackToTheKey();
    void pointsTexts();
    void everyRowOnOnePage();
    void footerOnAPageOfItsOwn();
    void rowsRunOnToMorePages();
    void middleDottedSkipsEmptyParts();
};

void TestSheetParts::modelOfAGame()
{
    Game g;
    g.rules = *rules::presetRuleset("ema");
    g.players = { "A", "B", "C", "D" };
    HandEntry abort = HandEntry::abortiveDraw();
    abort.abortReason = "four_winds";
    g.entries = { HandEntry::ron(3, { Win{ 1, 3, 30 } }), abort, HandEntry::chombo(2) };
    g.penalties.push_back(Penalty{ 0, 2000, -1, "late" });
    const auto model = reports::gameModel(g, {});
    QVERIFY2(model.ok(), model.ok() ? "" : model.error().message.c_str());
    const reports::SheetModel &m = *model;
    QCOMPARE(m.players, 4);
    QCOMPARE(m.hands.size(), std::size_t(3));
    QCOMPARE(m.hands[0].hand, u"E1"_s);
    QCOMPARE(m.hands[0].result, u"Ron"_s);
    QCOMPARE(m.hands[0].winners, QStringList{ u"B"_s });
    QCOMPARE(m.hands[0].from, u"D"_s);
    QCOMPARE(m.hands[0].values, QStringList{ u"3/30"_s });
    QCOMPARE(m.hands[1].result, u"Abortive"_s);
    QCOMPARE(m.hands[1].winners, QStringList{ u"four winds"_s });
    QCOMPARE(m.hands[2].result, u"Chombo"_s);
    QCOMPARE(m.hands[2].from, u"C"_s);
    // The referee's penalty before the first hand sorts ahead of the chombo (after uma).
    QCOMPARE(m.penalties.size(), std::size_t(2));
    QCOMPARE(m.penalties[0].when, u"before the first hand"_s);
    QCOMPARE(m.penalties[0].reason, u"late"_s);
    QCOMPARE(m.penalties[1].reason, u"Chombo"_s);
    QVERIFY(!m.ended);
    QVERIFY(m.endText.contains(u"provisional"_s));
    QVERIFY(m.zeroSumOk);
}

void TestSheetParts::modelOfABadLedger()
{
    Game g;
    g.rules = *rules::presetRuleset("ema");
    g.players = { "A", "B", "C", "D" };
    g.entries = { HandEntry::ron(1, { Win{ 1, 3, 30 } }) }; // a ron on one's own discard
    QVERIFY(!reports::gameModel(g, {}).ok());
}

void TestSheetParts::keyedTextFallsBackToTheKey()
{
    QCOMPARE(reports::keyedText("b", { { "a", "first" }, { "b", "second" } }), u"second"_s);
    QCOMPARE(reports::keyedText("unknown_key", { { "a", "first" } }), u"unknown_key"_s);
}

void TestSheetParts::pointsTexts()
{
    QCOMPARE(reports::pointsText(32900), u"32,900"_s);
    QCOMPARE(reports::pointsText(-3900), u"\u22123,900"_s);
    QCOMPARE(reports::signedPointsText(3900), u"+3,900"_s);
    QCOMPARE(reports::signedPointsText(0), u"0"_s);
    QCOMPARE(reports::csvSigned(-3900), u"-3900"_s);
    QCOMPARE(reports::csvSigned(3900), u"+3900"_s);
}

static reports::SheetModel blank(int rows)
{
    return reports::blankModel({}, std::nullopt, rows, 4);
}

void TestSheetParts::everyRowOnOnePage()
{
    const reports::SheetModel m = blank(10);
    const reports::SheetLayout l = reports::sheetLayout(1047, 4, true);
    const auto pages = reports::paginate(m, l, 700, 100);
    QCOMPARE(pages.size(), std::size_t(1));
    QCOMPARE(pages[0].first, std::size_t(0));
    QCOMPARE(pages[0].last, std::size_t(10));
    QVERIFY(pages[0].footer);
}

void TestSheetParts::footerOnAPageOfItsOwn()
{
    const reports::SheetModel m = blank(10);
    const reports::SheetLayout l = reports::sheetLayout(1047, 4, true);
    // The rows fit, the footer does not fit under them.
    const auto pages = reports::paginate(m, l, 700, 500);
    QCOMPARE(pages.size(), std::size_t(2));
    QCOMPARE(pages[0].last, std::size_t(10));
    QVERIFY(!pages[0].footer);
    QCOMPARE(pages[1].first, std::size_t(10));
    QCOMPARE(pages[1].last, std::size_t(10));
    QVERIFY(pages[1].footer);
}

void TestSheetParts::rowsRunOnToMorePages()
{
    const reports::SheetModel m = blank(80);
    const reports::SheetLayout l = reports::sheetLayout(1047, 4, true);
    const auto pages = reports::paginate(m, l, 700, 100);
    QVERIFY(pages.size() >= 3);
    std::size_t next = 0;
    for (const reports::SheetPage &page : pages) {
        QCOMPARE(page.first, next);
        QVERIFY(page.last >= page.first);
        next = page.last;
    }
    QCOMPARE(next, std::size_t(80));
    QVERIFY(pages.back().footer);
    for (std::size_t i = 0; i + 1 < pages.size(); ++i)
        QVERIFY(!pages[i].footer);
}

void TestSheetParts::middleDottedSkipsEmptyParts()
{
    QCOMPARE(reports::middleDotted({ u"Club"_s, QString(), u"2026"_s }), u"Club · 2026"_s);
    QCOMPARE(reports::middleDotted({ QString(), QString() }), QString());
}

HAIFU_TEST_MAIN(TestSheetParts)
#include "tst_sheetparts.moc"
