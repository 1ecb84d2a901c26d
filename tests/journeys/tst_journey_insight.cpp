// Journey: the engine's insight in the viewer. Fresh start → open a sample game → its deal-ins
// into riichi are listed: a click goes to one, the threats are named, the hand and the table
// show the safety tiers → step to an own decision: the expected value of every discard arrives
// with its why line → "next costly discard" (E) → Settings: the reference MJAI bot as the engine,
// giving its figures as Mortal does (--meta) → back in the viewer it runs over the game: rating
// and agreement shown, its choice at the step, D goes to the next disagreement, where every
// action's probability is a bar.
#include "journey.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyInsight : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void dangerValueAndEngine();
};

void JourneyInsight::dangerValueAndEngine()
{
    App app(m_display, u"insight"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.openGame(0));

    // The deal-ins into riichi of the game: a click on the first goes to that decision.
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.insight.dealIns.count > 0"_s));
    const QRect dealIn = app.item(u"dealIn0"_s);
    JOURNEY_VERIFY(app, !dealIn.isNull());
    app.click(dealIn);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.insight.threatened"_s));
    JOURNEY_VERIFY(app, app.isShown(u"threats"_s));
    const QString threats = app.eval(u"text"_s, u"threats"_s).toString();
    QVERIFY2(threats.contains(u"(riichi)"_s), qPrintable(threats));
    // The table's rows say each tile's tier; the one played is marked on the hand too.
    JOURNEY_VERIFY(app, app.isShown(u"dangerText0"_s));
    JOURNEY_VERIFY(app, !app.eval(u"text"_s, u"dangerText0"_s).toString().isEmpty());
    app.screenshot(u"01-deal-in"_s);

    // Back to the start, then the viewpoint seat's first decision: the expected values come.
    app.key(u"ctrl+Home"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.globalStep === 0"_s));
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.analysis.seat >= 0"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.insight.evReady"_s));
    JOURNEY_VERIFY(app, app.isShown(u"ev0"_s));
    const QString ev = app.eval(u"text"_s, u"ev0"_s).toString();
    QVERIFY2(ev.startsWith(u"Win "_s) && ev.contains(u"EV"_s), qPrintable(ev));
    const QString why = app.eval(u"text"_s, u"why0"_s).toString();
    QVERIFY2(why.contains(u"expected value"_s) || why.contains(u"points below"_s), qPrintable(why));
    app.screenshot(u"02-expected-values"_s);

    // "What if" with another discard: its expected value and why come along.
    app.clickItem(u"option1"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.whatIf.code.length > 0"_s));
    JOURNEY_VERIFY(app, app.isShown(u"whatIfValue"_s));
    const QString value = app.eval(u"text"_s, u"whatIfValue"_s).toString();
    QVERIFY2(value.startsWith(u"Win "_s), qPrintable(value));
    app.screenshot(u"02b-what-if"_s);
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.whatIf.code.length === 0"_s));

    // The scan of the game ends; with a threshold of 0 every own discard is "costly": E moves.
    JOURNEY_VERIFY(app, app.waitUntil(u"!GameSession.insight.scanning"_s, 120000));
    app.eval(u"GameSession.insight.costlyLoss = 0"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.insight.costlyCount > 1"_s));
    const int before = app.eval(u"GameSession.position.globalStep"_s).toInt();
    app.key(u"e"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.globalStep > %1"_s.arg(before)));
    app.screenshot(u"03-next-costly"_s);

    // The reference bot as the engine, typed into the Settings.
    JOURNEY_OK(app, app.showPage(u"settings"_s));
    JOURNEY_OK(app, app.scrollTo(u"engineCommandField"_s));
    app.clickItem(u"engineCommandField"_s);
    app.type(QStringLiteral(HAIFU_REFBOT " --meta"));
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.engineCommand.length > 0"_s));
    app.screenshot(u"04-settings"_s);
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    // The engine panel is below the analysis: scroll the side panel to it.
    const int height = app.window().value(u"h"_s).toInt();
    QRect run = app.item(u"engineRun"_s);
    for (int i = 0; i < 30 && run.bottom() > height - 10; ++i) {
        app.wheel(QPoint(run.center().x(), height / 2), 3);
        run = app.item(u"engineRun"_s);
    }
    // (item() waits until the scrolling has come to rest.)
    JOURNEY_VERIFY(app, run.bottom() <= height - 10);
    app.click(run);
    JOURNEY_VERIFY(app, app.waitUntil(u"review.hasResult"_s, 60000, u"enginePanel"_s));
    const QString status = app.eval(u"text"_s, u"engineStatus"_s).toString();
    QVERIFY2(status.startsWith(u"Game: Rating"_s) && status.contains(u"agreement"_s),
            qPrintable(status));

    // D: the next disagreement; the bot's choice there differs from the play.
    app.key(u"ctrl+Home"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.globalStep === 0"_s));
    app.key(u"d"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.globalStep > 0"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"choice.agreed === false"_s, journey::kPatienceMs, u"enginePanel"_s));
    JOURNEY_VERIFY(app, app.isShown(u"engineChoice"_s));
    JOURNEY_VERIFY(app, app.isShown(u"engineBars"_s));
    JOURNEY_VERIFY(app, app.isShown(u"engineSeverity"_s));
    QRect bars = app.item(u"engineBars"_s);
    for (int i = 0; i < 30 && bars.bottom() > height - 10; ++i) {
        app.wheel(QPoint(bars.center().x(), height / 2), 3);
        bars = app.item(u"engineBars"_s);
    }
    JOURNEY_VERIFY(app, bars.bottom() <= height - 10);
    app.screenshot(u"05-disagreement"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyInsight)
#include "tst_journey_insight.moc"
