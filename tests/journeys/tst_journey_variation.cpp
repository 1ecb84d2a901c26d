// Journey: a player tries another line. Fresh start → open a game → the next own decision →
// click another tile of the hand ("what if") → Start a variation → the table shows it, its
// draws are named → play on with a click on the hand → name it by typing → promote it → back to
// the game with Shift+Left → quit, start again, open the game: the variation is there and opens.
#include "journey.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyVariation : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void startAndKeepAVariation();
};

void JourneyVariation::startAndKeepAVariation()
{
    App app(m_display, u"variation"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.openGame(0));
    const int game = app.eval(u"GameSession.gameId"_s).toInt();

    // The viewpoint seat's next decision, then a click on the first tile of its hand.
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.analysis.seat >= 0"_s));
    const int seat = app.eval(u"GameSession.analysis.seat"_s).toInt();
    const QRect hand = app.item(u"hand%1"_s.arg(seat));
    app.click(QPoint(hand.x() + 8, hand.center().y()));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.whatIf.code.length > 0"_s));
    app.screenshot(u"01-what-if"_s);

    const QRect start = app.item(u"startVariationButton"_s);
    JOURNEY_VERIFY(app, !start.isNull());
    app.click(start);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.variations.active && GameSession.variations.variation === 1"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.drawsText.length > 0"_s));
    // The timeline says where the table is: in the variation, on its line.
    JOURNEY_VERIFY(
            app, app.eval(u"text"_s, u"positionLabel"_s).toString().contains(u"Variation 1"_s));
    app.screenshot(u"02-variation"_s);

    // Play on while the viewpoint seat is to discard again: a click on its hand, or the first
    // action offered (a pass, a draw pick) otherwise; a few moves.
    for (int i = 0; i < 4; ++i) {
        if (app.eval(u"GameSession.variations.actions.length === 0"_s).toBool())
            break;
        const QString before = app.eval(u"GameSession.variations.rows[0].moves"_s).toString();
        if (app.eval(u"GameSession.analysis.seat === %1"_s.arg(seat)).toBool()) {
            const QRect h = app.item(u"hand%1"_s.arg(seat));
            app.click(QPoint(h.right() - 8, h.center().y()));
        } else {
            const QString code = app.eval(u"GameSession.variations.actions[0].code"_s).toString();
            const QString kind = app.eval(u"GameSession.variations.actions[0].kind"_s).toString();
            if (kind == u"d"_s)
                break; // another seat's discard: its hand is hidden from this seat's view
            app.clickItem((kind == u"g"_s ? u"draw_%1"_s.arg(
                                   app.eval(u"GameSession.variations.actions[0].tile"_s).toString())
                                          : u"action_"_s + code));
        }
        // The move is on the variation's line before the next one.
        JOURNEY_VERIFY(
                app, app.waitUntil(u"GameSession.variations.rows[0].moves !== '%1'"_s.arg(before)));
    }
    const QString moves = app.eval(u"GameSession.variations.rows[0].moves"_s).toString();
    QVERIFY2(!moves.isEmpty(), qPrintable(moves));

    // Name it by typing, then promote it above the recorded continuation.
    app.clickItem(u"variationName"_s);
    app.type(u"keep the pair"_s);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.name === 'keep the pair'"_s));
    app.clickItem(u"promoteVariation"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.variations.rows[0].main"_s));
    app.screenshot(u"03-named-promoted"_s);

    // Back to the game with Shift+Left.
    app.clickItem(u"studyHeader"_s);
    app.key(u"shift+Left"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!GameSession.variations.active"_s));

    // Quit and start again: the variation is in the library.
    JOURNEY_OK(app, app.quit());
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.showPage(u"library"_s));
    JOURNEY_OK(app, app.openGame(0));
    QCOMPARE(app.eval(u"GameSession.gameId"_s).toInt(), game);
    app.key(u"Down"_s);
    const QRect row = app.item(u"variationRow1"_s);
    JOURNEY_VERIFY(app, !row.isNull());
    app.click(row);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.variations.active && GameSession.variations.name === 'keep the pair'"_s));
    QCOMPARE(app.eval(u"GameSession.variations.rows[0].moves"_s).toString(), moves);
    app.screenshot(u"04-found-again"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyVariation)
#include "tst_journey_variation.moc"
