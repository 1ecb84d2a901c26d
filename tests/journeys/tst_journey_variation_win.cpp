// Journey: a variation played to a win on the true wall, noted, promoted, found again after a
// restart and exported in the game report. Fresh start → open the newest sample game (Tenhou
// 2021-04-17, fastmaj__…f3b19e15_tw3.mjlog; its hands carry the SHUFFLE seed,
// so the wall is known) → second hand (PgDown) → its end, then back with ← to seat 3's last
// decision: step 117 → click the first tile of the hand (3m, not the tile the record discards) →
// Start a variation ("true wall") → seat 0 draws 7p from the true wall and is offered tsumo
// (the line "3d3m 0t", checked with `haifu-cli variation FILE --kyoku 1 --step 117 --moves
// "3d3m 0t"`: 6 han 30 fu, 12000; scores 25000 19000 22000 34000) → Tsumo → the result is
// scored and the scores settled → a mark (key 1) and a comment (C, type, Esc) on the variation's
// last node → promote it → quit, start again, open the game: the variation is there with its
// note in the list of notes → export the report as HTML: it holds the line and the note.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyVariationWin : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void playAVariationToAWin();
};

namespace {

const QString kComment = u"Keep the 7p wait: tsumo haneman on the true wall."_s;

} // namespace

void JourneyVariationWin::playAVariationToAWin()
{
    App app(m_display, u"variation-win"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.openGame(0));
    const int game = app.eval(u"GameSession.gameId"_s).toInt();

    // The second hand, its end, then back step by step to step 117, seat 3's decision.
    app.key(u"Next"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.kyoku === 1"_s));
    app.key(u"End"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step > 117"_s));
    app.key(u"Left"_s, app.eval(u"GameSession.position.step"_s).toInt() - 117);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 117"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.analysis.seat === 3"_s));

    // Turn the table (V) until seat 3 sits at the bottom, its hand face up.
    for (int i = 0; i < 4 && app.eval(u"GameSession.viewpoint !== 3"_s).toBool(); ++i) {
        const int before = app.eval(u"GameSession.viewpoint"_s).toInt();
        app.key(u"v"_s);
        JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.viewpoint !== %1"_s.arg(before)));
    }
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.viewpoint === 3"_s));
    // What if the first tile of the hand went instead: 3m.
    const QRect hand = app.item(u"hand3"_s);
    JOURNEY_VERIFY(app, !hand.isNull());
    app.click(QPoint(hand.x() + 8, hand.center().y()));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.whatIf.code === '3m'"_s));
    app.screenshot(u"01-what-if-3m"_s);
    app.clickItem(u"startVariationButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.variations.active && GameSession.variations.variation === 1"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.draws === 'true-wall'"_s));
    QCOMPARE(app.eval(u"GameSession.variations.rows[0].moves"_s).toString(), u"3d3m"_s);
    app.screenshot(u"02-variation-true-wall"_s);

    // Seat 0 drew 7p from the true wall: tsumo is offered. Take it.
    const QRect tsumo = app.item(u"action_0t"_s);
    JOURNEY_VERIFY(app, !tsumo.isNull());
    app.click(tsumo);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.rows[0].moves === '3d3m 0t'"_s));
    // The hand is over: nothing more to play.
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.table.kyokuEnded && GameSession.variations.actions.length === 0"_s));
    // Scored by the engine and settled: seat 0 wins 12000, the dealer pays 6000.
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.result.active"_s));
    QCOMPARE(app.eval(u"GameSession.result.winner"_s).toInt(), 0);
    QCOMPARE(app.eval(u"GameSession.result.points"_s).toInt(), 12000);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.seat(0).score === 25000"_s));
    QCOMPARE(app.eval(u"GameSession.seat(1).score"_s).toInt(), 19000);
    QCOMPARE(app.eval(u"GameSession.seat(3).score"_s).toInt(), 34000);
    app.screenshot(u"03-tsumo-scored"_s);

    // A mark (key 1 = "!") and a comment on the variation's last node.
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.canAnnotate"_s));
    app.clickItem(u"studyHeader"_s);
    app.key(u"1"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.mark === '!'"_s));
    app.key(u"c"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"activeFocusItem && activeFocusItem.objectName === 'noteText'"_s));
    app.type(kComment);
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.text === '%1'"_s.arg(kComment)));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 1"_s));
    QVERIFY(app.eval(u"GameSession.variations.active"_s).toBool());
    app.screenshot(u"04-noted"_s);

    // Promote it above the recorded continuation (the side panel scrolled down past the result).
    const QRect header = app.item(u"studyHeader"_s);
    app.wheel(QPoint(header.center().x(), 400), 15);
    app.clickItem(u"promoteVariation"_s); // once the scrolling has come to rest
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.rows[0].main"_s));
    app.screenshot(u"05-promoted"_s);

    // Quit and start again: the variation and its note are in the library.
    JOURNEY_OK(app, app.quit());
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.showPage(u"library"_s));
    JOURNEY_OK(app, app.openGame(0));
    QCOMPARE(app.eval(u"GameSession.gameId"_s).toInt(), game);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 1"_s));
    // The list of notes names the variation; a click on the note goes to its node.
    const QRect note = app.item(u"note0"_s);
    JOURNEY_VERIFY(app, !note.isNull());
    app.click(note);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.variations.active && GameSession.variations.variation === 1"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.text === '%1'"_s.arg(kComment)));
    QCOMPARE(app.eval(u"GameSession.notes.mark"_s).toString(), u"!"_s);
    QVERIFY(app.eval(u"GameSession.variations.rows[0].main"_s).toBool());
    QCOMPARE(app.eval(u"GameSession.variations.rows[0].moves"_s).toString(), u"3d3m 0t"_s);
    app.screenshot(u"06-found-again"_s);

    // Export the report as HTML through the save dialog.
    const QString documents = QDir(app.home()).filePath(u"Documents"_s);
    QDir().mkpath(documents);
    app.clickText(u"Export…"_s);
    app.clickText(u"Report as a web page (HTML)…"_s);
    const QRect fileName = app.item(u"fileNameTextField"_s);
    JOURNEY_VERIFY(app, fileName.isValid());
    app.click(fileName);
    app.key(u"ctrl+a"_s);
    app.type(u"variation.html"_s);
    app.clickText(u"Save"_s);
    const QString path = documents + u"/variation.html"_s;
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(path).size() > 1000, journey::kPatienceMs);
    QFile html(path);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(html.readAll());
    QVERIFY(report.contains(u"Variation 1"_s));
    QVERIFY(report.contains(u"Moves: 3d3m 0t"_s));
    QVERIFY(report.contains(u"discards 3m"_s));
    QVERIFY(report.contains(u"wins by tsumo"_s));
    QVERIFY(report.contains(u"Keep the 7p wait: tsumo haneman on the true wall."_s));
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyVariationWin)
#include "tst_journey_variation_win.moc"
