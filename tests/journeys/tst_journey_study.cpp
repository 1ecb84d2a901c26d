// Journey: a player studies a game. Fresh start → Library → open a game by double click and by
// Enter → step through a whole hand with the keys → next own decision, next inefficient
// discard → mark, comment, bookmark → quit and start again: the note is there → export the
// game report as PDF and as HTML through the save dialog.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyStudy : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void everySampleGameOpens();
    void studyAGame();
};

// The crash of the last release: a double click on a game of the Library, from the empty
// viewer, in a real window. Every sample game, each from a fresh start.
void JourneyStudy::everySampleGameOpens()
{
    App app(m_display, u"every-sample-game"_s);
    JOURNEY_OK(app, app.startOnSamples());
    const int games = app.eval(u"Library.games.total"_s).toInt();
    QCOMPARE(games, 8);
    for (int row = 0; row < games; ++row) {
        if (row > 0) {
            JOURNEY_OK(app, app.showPage(u"library"_s));
        }
        JOURNEY_OK(app, app.openGame(row));
        JOURNEY_VERIFY(app,
                app.waitUntil(u"GameSession.gameId === Library.games.gameIdAt(%1)"_s.arg(row)));
        app.key(u"Right"_s, 3);
        JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 3"_s));
        app.screenshot(u"game-%1"_s.arg(row));
    }
    JOURNEY_OK(app, app.quit());
}

void JourneyStudy::studyAGame()
{
    App app(m_display, u"study"_s);
    JOURNEY_OK(app, app.startOnSamples());
    app.screenshot(u"01-library"_s);

    // Enter on the selected row opens it.
    const QRect list = app.item(u"gameList"_s);
    app.click(QPoint(list.x() + list.width() / 3, list.y() + 22 + 44));
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'viewer' && GameSession.loaded"_s));
    const int firstGame = app.eval(u"GameSession.gameId"_s).toInt();
    QCOMPARE(firstGame, app.eval(u"Library.games.gameIdAt(1)"_s).toInt());

    // Back to the Library, and a double click on the first row.
    JOURNEY_OK(app, app.showPage(u"library"_s));
    app.doubleClick(QPoint(list.x() + list.width() / 3, list.y() + 22));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"currentKey === 'viewer' && GameSession.gameId === Library.games.gameIdAt(0)"_s));
    app.screenshot(u"02-viewer"_s);

    // Step through the whole first hand with the arrow key.
    const int steps = app.eval(u"GameSession.position.stepCount"_s).toInt();
    QVERIFY(steps > 20);
    app.key(u"Right"_s, steps - 1);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"GameSession.position.step === GameSession.position.stepCount - 1"_s));
    QCOMPARE(app.eval(u"GameSession.position.kyoku"_s).toInt(), 0);
    app.screenshot(u"03-end-of-hand"_s);
    app.key(u"Home"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 0"_s));

    // Next own decision (Down) and the next discard that loses efficiency (N).
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step > 0"_s));
    const int decision = app.eval(u"GameSession.position.step"_s).toInt();
    app.key(u"n"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"GameSession.position.globalStep > 0 && GameSession.position.step !== %1"_s
                            .arg(decision)));
    app.screenshot(u"04-inefficient"_s);
    const int kyoku = app.eval(u"GameSession.position.kyoku"_s).toInt();
    const int step = app.eval(u"GameSession.position.step"_s).toInt();

    // Mark (key 2 = "?"), bookmark (B), comment (C, type, Esc).
    app.key(u"2"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.mark === '?'"_s));
    app.key(u"b"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.bookmark"_s));
    app.key(u"c"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"activeFocusItem && activeFocusItem.objectName === 'noteText'"_s));
    app.type(u"Why not keep the pair? 5p was safer."_s);
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"GameSession.notes.text === 'Why not keep the pair? 5p was safer.'"_s));
    app.screenshot(u"05-note"_s);

    // Quit with Ctrl+Q and start again: the note is in the library.
    JOURNEY_OK(app, app.quit());
    JOURNEY_OK(app, app.start());
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'viewer'"_s));
    // The viewer starts empty; the game comes back from the Library.
    JOURNEY_OK(app, app.showPage(u"library"_s));
    JOURNEY_OK(app, app.openGame());
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 1"_s));
    app.key(u"bracketright"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"GameSession.position.kyoku === %1 && GameSession.position.step === %2"_s
                                  .arg(kyoku)
                                  .arg(step)));
    QCOMPARE(app.eval(u"GameSession.notes.text"_s).toString(),
            u"Why not keep the pair? 5p was safer."_s);
    QCOMPARE(app.eval(u"GameSession.notes.mark"_s).toString(), u"?"_s);
    QVERIFY(app.eval(u"GameSession.notes.bookmark"_s).toBool());
    app.screenshot(u"06-note-after-restart"_s);

    // Export the report as PDF, then as HTML, through the save dialog.
    const QString documents = QDir(app.home()).filePath(u"Documents"_s);
    QDir().mkpath(documents);
    for (const auto &[label, name] : { std::pair{ u"Report as PDF…"_s, u"report.pdf"_s },
                 std::pair{ u"Report as a web page (HTML)…"_s, u"report.html"_s } }) {
        app.clickText(u"Export…"_s);
        app.clickText(label);
        const QRect fileName = app.item(u"fileNameTextField"_s);
        JOURNEY_VERIFY(app, fileName.isValid());
        app.click(fileName);
        app.key(u"ctrl+a"_s);
        app.type(name);
        app.screenshot(u"07-save-"_s + name);
        app.clickText(u"Save"_s);
        const QString path = documents + u"/"_s + name;
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(path).size() > 1000, journey::kPatienceMs);
    }
    QFile pdf(documents + u"/report.pdf"_s);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QFile html(documents + u"/report.html"_s);
    QVERIFY(html.open(QIODevice::ReadOnly));
    QVERIFY(html.readAll().contains("Why not keep the pair? 5p was safer."));
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyStudy)
#include "tst_journey_study.moc"
