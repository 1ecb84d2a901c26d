// Journeys: the record editor. (a) A library game in the Viewer → Export… → Edit record… →
// a discard changed by typing (the moves after it become illegal: the error names the kyoku and
// the move) → the moves after it removed and the kyoku played on with the legal actions →
// Save as new game → the new game opens in the Viewer, and the Library still holds the original
// unchanged. (b) Library → New record… →
// players typed, seat 0's hand picked tile by tile, the others typed as mpsz, a dora indicator →
// the actions clicked to a ron → saved → opened in the Viewer. (c) The editor owns the mouse and
// the keys while it is in front: double clicks, the Viewer's keys and typing change nothing on
// the pages behind it; the navigation leaves it and comes back to it as it was.
#include "journey.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyEditor : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void editAndSaveAsNew();
    void writeFromNothing();
    void ownsInput();
};

namespace {

// The tiles of an mpsz text ("123m55z" → 1m 2m 3m 5z 5z).
QStringList tilesOf(const QString &mpsz)
{
    QStringList out;
    QString digits;
    for (const QChar c : mpsz) {
        if (c.isDigit()) {
            digits += c;
            continue;
        }
        for (const QChar d : digits)
            out << QString(d) + c;
        digits.clear();
    }
    return out;
}

} // namespace

void JourneyEditor::editAndSaveAsNew()
{
    App app(m_display, u"editor_edit"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.openGame(0));
    const int game = app.eval(u"GameSession.gameId"_s).toInt();
    const int gamesBefore = app.eval(u"Library.gameCount"_s).toInt();

    // Export… → Edit record…
    app.clickItem(u"exportButton"_s);
    app.clickItem(u"editRecordItem"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.visible && editorPage.recordEditor.loaded"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.error === ''"_s));
    const QString original = app.eval(u"editorPage.recordEditor.moves"_s).toString();
    const QStringList tokens = original.split(u' ');
    // The first discard (the second move) and another tile of that seat's hand.
    const QString discard = tokens.value(1);
    QVERIFY2(discard.size() == 4 && discard[1] == u'd', qPrintable(original.left(40)));
    const int seat = discard.left(1).toInt();
    const QString hand = app.eval(u"editorPage.recordEditor.hands[%1]"_s.arg(seat)).toString();
    QString other;
    for (const QString &t : tilesOf(hand)) {
        if (t != discard.mid(2) && t != tokens.value(0).mid(2))
            other = t;
    }
    QVERIFY(!other.isEmpty());
    app.screenshot(u"01-opened"_s);

    // Select the discard in the move text and type another one.
    app.clickItem(u"editorMoves"_s);
    app.key(u"ctrl+Home"_s);
    app.key(u"Right"_s, tokens.value(0).size() + 1);
    app.key(u"shift+Right"_s, 4);
    app.type(discard.left(2) + other);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.error.length > 0"_s));
    const QString error = app.eval(u"editorPage.recordEditor.error"_s).toString();
    QVERIFY2(error.startsWith(u"kyoku 1 (E1-0): move "_s) || error.contains(u"kyoku 1 ("_s),
            qPrintable(error));
    QVERIFY2(error.contains(u"move "_s), qPrintable(error));
    JOURNEY_VERIFY(app, app.waitUntil(u"!editorPage.recordEditor.canSave"_s));
    JOURNEY_VERIFY(app, app.isShown(u"editorError"_s));
    app.screenshot(u"02-illegal-named"_s);

    // The fix: the moves after the new discard go (Shift+Ctrl+End, Backspace) and the kyoku is
    // played on by clicking the legal actions the editor offers (draws are picked: the first
    // unseen tile) until it ends; the later kyoku's start scores follow.
    app.key(u"shift+ctrl+End"_s);
    app.key(u"BackSpace"_s);
    const QString kept = tokens.value(0) + u' ' + discard.left(2) + other;
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editorPage.recordEditor.moves.trim() === '%1'"_s.arg(kept)));
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.actions.length > 0"_s));
    // Each action says what it does, with the player's name (the button's tooltip).
    JOURNEY_VERIFY(app,
            app.eval(u"editorPage.recordEditor.actions.every(a => a.label.length > a.code.length)"_s)
                    .toBool());
    for (int i = 0; i < 400; ++i) {
        if (app.eval(u"editorPage.recordEditor.actions.length === 0"_s).toBool())
            break;
        const QString before = app.eval(u"editorPage.recordEditor.moves"_s).toString();
        const QString code = app.eval(u"editorPage.recordEditor.actions[0].code"_s).toString();
        const QString moved = u"editorPage.recordEditor.moves.length !== %1"_s.arg(before.size());
        // A click that lands while the buttons are laid out again is given again.
        bool played = false;
        for (int attempt = 0; attempt < 3 && !played; ++attempt) {
            JOURNEY_OK(app, app.scrollTo(u"editorAction_"_s + code));
            app.clickItem(u"editorAction_"_s + code);
            played = app.waitUntil(moved, 3000);
        }
        JOURNEY_VERIFY(app, played);
    }
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.canSave"_s));
    QVERIFY(app.eval(u"editorPage.recordEditor.moves"_s).toString().startsWith(kept));
    app.screenshot(u"03-played-on"_s);
    app.clickItem(u"editorSaveButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.savedGame > 0"_s));
    const int saved = app.eval(u"editorPage.savedGame"_s).toInt();
    QVERIFY(saved != game);
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.games.rowOfGame(%1) >= 0"_s.arg(saved)));
    // The Library counts it at once (the page's "N of M games").
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount === %1"_s.arg(gamesBefore + 1)));
    app.screenshot(u"04-saved"_s);

    // The new game opens in the Viewer.
    app.clickItem(u"editorOpenSavedButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"!editorPage.visible && currentKey === 'viewer' && GameSession.gameId === %1"_s
                            .arg(saved)));
    app.screenshot(u"05-new-game-in-viewer"_s);

    // The original is still there, unchanged: edited again, it reads as before.
    JOURNEY_OK(app, app.showPage(u"library"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.games.rowOfGame(%1) >= 0"_s.arg(game)));
    const int row = app.eval(u"Library.games.rowOfGame(%1)"_s.arg(game)).toInt();
    JOURNEY_OK(app, app.openGame(row));
    QCOMPARE(app.eval(u"GameSession.gameId"_s).toInt(), game);
    app.clickItem(u"exportButton"_s);
    app.clickItem(u"editRecordItem"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editorPage.visible && editorPage.recordEditor.sourceGame === %1"_s.arg(
                    game)));
    QCOMPARE(app.eval(u"editorPage.recordEditor.moves"_s).toString(), original);
    app.clickItem(u"editorCloseButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!editorPage.visible"_s));
    JOURNEY_OK(app, app.quit());
}

void JourneyEditor::writeFromNothing()
{
    App app(m_display, u"editor_new"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.showPage(u"library"_s));
    app.clickItem(u"newRecordButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.visible && editorPage.recordEditor.loaded"_s));

    // Players.
    const QStringList names{ u"Ann"_s, u"Bob"_s, u"Cid"_s, u"Dee"_s };
    for (int s = 0; s < 4; ++s) {
        app.clickItem(u"editorPlayer%1"_s.arg(s));
        app.key(u"ctrl+a"_s);
        app.type(names[s]);
    }
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.players[3] === 'Dee'"_s));

    // Seat 0's hand with the tile picker: 123456789m 123p 5p.
    app.clickItem(u"editorPick0"_s);
    for (const QString &t : tilesOf(u"123456789m1235p"_s))
        app.clickItem(u"editorPalette_"_s + t);
    app.screenshot(u"01-picker"_s);
    app.clickItem(u"editorPickerUse"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.hands[0] === '123456789m1235p'"_s));
    // The picker is gone (its closing must not take the next click).
    QTRY_VERIFY_WITH_TIMEOUT(!app.isShown(u"editorPickerUse"_s), journey::kPatienceMs);
    // The others as text; a typo first, shown as an error and kept as typed.
    JOURNEY_OK(app, app.scrollTo(u"editorHand1"_s));
    app.clickItem(u"editorHand1"_s);
    app.type(u"1234678s112233x"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editorPage.recordEditor.error.indexOf('hand of seat 1') >= 0"_s));
    app.screenshot(u"02-typo-kept"_s);
    app.key(u"BackSpace"_s);
    app.type(u"z"_s);
    JOURNEY_OK(app, app.scrollTo(u"editorHand2"_s));
    app.clickItem(u"editorHand2"_s);
    app.type(u"44556677z23467s"_s);
    JOURNEY_OK(app, app.scrollTo(u"editorHand3"_s));
    app.clickItem(u"editorHand3"_s);
    app.type(u"1199m114466799p"_s);
    JOURNEY_OK(app, app.scrollTo(u"editorDora"_s));
    app.clickItem(u"editorDora"_s);
    app.type(u"8p"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.error === ''"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.actions.length > 0"_s));

    // The actions, clicked: seat 0 draws 9s and lets it go, seat 1 draws and deals in the 5p.
    QString played;
    for (const QString &code : { u"0g9s"_s, u"0d9s"_s, u"-"_s, u"1g5p"_s, u"1d5p"_s, u"0h"_s }) {
        played = played.isEmpty() ? code : played + u' ' + code;
        JOURNEY_OK(app, app.scrollTo(u"editorAction_"_s + code));
        app.clickItem(u"editorAction_"_s + code);
        JOURNEY_VERIFY(
                app, app.waitUntil(u"editorPage.recordEditor.moves === '%1'"_s.arg(played), 5000));
    }
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editorPage.recordEditor.moves === '0g9s 0d9s - 1g5p 1d5p 0h'"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.recordEditor.canSave"_s));
    app.screenshot(u"03-played"_s);
    app.clickItem(u"editorSaveButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"editorPage.savedGame > 0"_s));
    const int saved = app.eval(u"editorPage.savedGame"_s).toInt();
    app.clickItem(u"editorOpenSavedButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"currentKey === 'viewer' && GameSession.gameId === %1"_s.arg(saved)));
    // To the end of the hand: the ron, scored by the engine.
    app.key(u"End"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.table.kyokuEnded"_s));
    app.screenshot(u"04-in-viewer"_s);
    JOURNEY_OK(app, app.quit());
}

void JourneyEditor::ownsInput()
{
    App app(m_display, u"editor_owns_input"_s);
    JOURNEY_OK(app, app.startOnSamples());
    // A game in the Viewer at a decision, and where the Library's first rows are.
    JOURNEY_OK(app, app.openGame(0));
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step > 0"_s));
    const int game = app.eval(u"GameSession.gameId"_s).toInt();
    const int step = app.eval(u"GameSession.position.step"_s).toInt();
    const int notes = app.eval(u"GameSession.notes.annotations.count"_s).toInt();
    const QString unchanged = u"GameSession.gameId === %1 && GameSession.position.step === %2 && "
                              u"GameSession.notes.annotations.count === %3 && "
                              u"!GameSession.opening"_s.arg(game)
                                      .arg(step)
                                      .arg(notes);
    JOURNEY_OK(app, app.showPage(u"library"_s));
    const QRect list = app.item(u"gameList"_s);
    QVERIFY(list.isValid());

    // Library → New record…: the editor is the page in front, with its own place in the rail.
    app.clickItem(u"newRecordButton"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"currentKey === 'editor' && editorPage.recordEditor.loaded"_s));
    JOURNEY_VERIFY(app, app.isShown(u"rail_editor"_s));
    // Double clicks where the Library's rows were open nothing.
    for (int row = 1; row < 4; ++row)
        app.doubleClick(QPoint(list.x() + list.width() / 2, list.y() + 22 + 44 * row));
    // The Viewer's keys, typing and Escape reach the editor, never the Viewer behind it.
    app.key(u"Right"_s);
    app.key(u"c"_s);
    app.type(u"not a note"_s);
    app.key(u"Escape"_s);
    app.key(u"n"_s);
    app.key(u"b"_s);
    app.key(u"1"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'editor'"_s));
    JOURNEY_VERIFY(app, app.waitUntil(unchanged));
    // "Add kyoku" selects the new kyoku (and logs nothing: the journey fails on any warning).
    app.clickItem(u"editorAddKyoku"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editorPage.recordEditor.kyokuLabels.length === 2 && "
                          u"editorPage.recordEditor.currentKyoku === 1"_s));
    app.screenshot(u"01-editor-in-front"_s);

    // The rail leaves it: the Viewer, as it was; its keys are its own again.
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    JOURNEY_VERIFY(app, app.waitUntil(unchanged));
    app.key(u"Right"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === %1"_s.arg(step + 1)));
    // … and comes back to it, the draft as it was.
    app.clickItem(u"rail_editor"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"currentKey === 'editor' && editorPage.recordEditor.kyokuLabels.length === 2"_s));

    // Viewer → Export → Edit record… over the same game: keys and typing stay in the editor.
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    app.clickItem(u"exportButton"_s);
    app.clickItem(u"editRecordItem"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"currentKey === 'editor' && editorPage.recordEditor.sourceGame === %1"_s.arg(
                            game)));
    const QString atEdit = u"GameSession.position.step === %1 && "
                           u"GameSession.notes.annotations.count === %2"_s.arg(step + 1)
                                   .arg(notes);
    app.key(u"Right"_s);
    app.key(u"c"_s);
    app.type(u"typed"_s);
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'editor'"_s));
    JOURNEY_VERIFY(app, app.waitUntil(atEdit));
    // Closed, the page it came from is in front again and the rail forgets the editor.
    app.clickItem(u"editorCloseButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'viewer' && !editorPage.visible"_s));
    QTRY_VERIFY_WITH_TIMEOUT(!app.isShown(u"rail_editor"_s), journey::kPatienceMs);
    JOURNEY_VERIFY(app, app.waitUntil(atEdit));
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyEditor)
#include "tst_journey_editor.moc"
