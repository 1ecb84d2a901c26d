// Journey: a club scorer keeps a live game. Fresh start (the demo club) → Club page → a new game
// with the Tenhou preset and four players picked with the mouse → eight hands entered with the
// keys as at the table (a ron with a riichi, a double ron, a tsumo, a draw with two tenpai, an
// abortive draw, a chombo, a ron after a riichi, a yakuman with pao) → hand 3 corrected with a
// reason → the final (or provisional) scores → the score sheet exported as PDF and as CSV.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyClub : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void aClubNight();

private:
    QJsonValue club(App &app, const QString &expression)
    {
        return app.eval(u"controller."_s + expression, u"clubPage"_s);
    }
    bool clubUntil(App &app, const QString &expression)
    {
        return app.waitUntil(expression, journey::kPatienceMs, u"clubPage"_s);
    }
    // Enters one hand with `keys` (xdotool key names, spaces between) and checks it is saved.
    void enterHand(App &app, const QString &keys, const QString &kind);
};

void JourneyClub::enterHand(App &app, const QString &keys, const QString &kind)
{
    const int hands = club(app, u"game.handCount"_s).toInt();
    const QStringList steps = keys.split(u' ', Qt::SkipEmptyParts);
    for (const QString &step : steps) {
        if (step.startsWith(u"type:"_s))
            app.type(step.mid(5));
        else
            app.key(step);
    }
    QVERIFY2(app.waitUntil(u"controller.game.handCount === %1"_s.arg(hands + 1),
                     journey::kPatienceMs, u"clubPage"_s),
            qPrintable(u"hand %1 (%2) was not saved: %3"_s.arg(hands + 1).arg(
                    kind, app.eval(u"entry.result.error || ''"_s, u"clubPage"_s).toString())));
    QCOMPARE(club(app, u"game.ledger.get(%1, 'kind')"_s.arg(hands)).toString(), kind);
}

void JourneyClub::aClubNight()
{
    App app(m_display, u"club"_s);
    JOURNEY_OK(app, app.start());
    QDir().mkpath(QDir(app.home()).filePath(u"Documents"_s));
    JOURNEY_OK(app, app.showPage(u"club"_s));
    JOURNEY_VERIFY(app, clubUntil(app, u"controller.directory.clubs.length === 1"_s));
    app.screenshot(u"01-club"_s);

    // A new game: the Tenhou preset, four players.
    app.clickItem(u"newGameButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"newGameDialog"_s));
    const int tenhou = app.eval(u"indexOfValue('tenhou')"_s, u"newPreset"_s).toInt();
    QVERIFY(tenhou >= 0);
    JOURNEY_OK(app, app.choose(u"newPreset"_s, tenhou));
    for (int seat = 0; seat < 4; ++seat)
        JOURNEY_OK(app, app.choose(u"newSeat_%1"_s.arg(seat), seat));
    app.screenshot(u"02-new-game"_s);
    app.clickText(u"OK"_s);
    JOURNEY_VERIFY(app,
            clubUntil(app,
                    u"controller.game.hasGame && controller.game.handCount === 0 && controller.game.nextLabel === 'E1-0'"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"side === 'entry'"_s, journey::kPatienceMs, u"clubPage"_s));
    // Into the entry panel: a click on "Enter hand".
    app.clickItem(u"entryTab"_s);

    // 1. E1: seat 2 rons seat 1 (3 han 40 fu), seat 3 in riichi.
    enterHand(app, u"r shift+2 3 type:3 Tab type:40 alt+4 Return"_s, u"ron"_s);
    app.screenshot(u"03-first-hand"_s);
    // 2. A double ron on the dealer's discard: seats 3 and 4.
    const int dealer2 = club(app, u"game.dealer"_s).toInt();
    enterHand(app,
            u"r shift+%1 %2 type:2 Tab type:30 Escape %3 type:1 Tab type:30 Return"_s
                    .arg(dealer2 + 1)
                    .arg((dealer2 + 1) % 4 + 1)
                    .arg((dealer2 + 2) % 4 + 1),
            u"ron"_s);
    // 3. A tsumo by seat 1 (2 han 30 fu): corrected later.
    enterHand(app, u"t 1 type:2 Tab type:30 Return"_s, u"tsumo"_s);
    // 4. An exhaustive draw, seats 1 and 3 tenpai.
    enterHand(app, u"d 1 3 Return"_s, u"draw"_s);
    // 5. An abortive draw (the reason as chosen).
    app.key(u"a"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"entry.kind === 'abortive'"_s, journey::kPatienceMs, u"clubPage"_s));
    JOURNEY_OK(app, app.choose(u"abortReason"_s, 1));
    app.clickItem(u"entryTab"_s);
    enterHand(app, u"Return"_s, u"abortive"_s);
    // 6. A chombo by seat 2.
    enterHand(app, u"c 2 Return"_s, u"chombo"_s);
    // 7. Seat 4 in riichi wins on seat 2's discard (1 han 30 fu).
    enterHand(app, u"r shift+2 alt+4 4 type:1 Tab type:30 Return"_s, u"ron"_s);
    // 8. A yakuman by tsumo for seat 3, with seat 1 liable (pao).
    app.key(u"t"_s);
    app.key(u"3"_s);
    app.key(u"Escape"_s); // out of the han field
    app.key(u"y"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"entry.yakuman[2] === 1"_s, journey::kPatienceMs, u"clubPage"_s));
    JOURNEY_OK(app, app.choose(u"pao_2"_s, 1));
    app.clickItem(u"entryTab"_s);
    app.screenshot(u"04-pao"_s);
    enterHand(app, u"Return"_s, u"tsumo"_s);
    QCOMPARE(club(app, u"game.handCount"_s).toInt(), 8);
    app.screenshot(u"05-eight-hands"_s);

    // Hand 3 corrected: 3 han 30 fu, with a reason.
    app.key(u"l"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"activeFocus && currentIndex === 7"_s, journey::kPatienceMs, u"ledgerList"_s));
    app.key(u"Up"_s, 5);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"currentIndex === 2"_s, journey::kPatienceMs, u"ledgerList"_s));
    app.key(u"Return"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"entry.editIndex === 2"_s, journey::kPatienceMs, u"clubPage"_s));
    app.clickItem(u"han_0"_s);
    app.key(u"ctrl+a"_s);
    app.type(u"3"_s);
    app.clickItem(u"editReason"_s);
    app.type(u"han misread at the table"_s);
    app.screenshot(u"06-correction"_s);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"entry.editIndex === -1"_s, journey::kPatienceMs, u"clubPage"_s));
    QCOMPARE(club(app, u"game.ledger.get(2, 'value')"_s).toString(), u"3 han 30 fu"_s);
    QCOMPARE(club(app, u"game.audit.get(0, 'reason')"_s).toString(), u"han misread at the table"_s);

    // The scores: final or provisional, with the zero-sum check.
    app.clickItem(u"scoresTab"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"side === 'scores'"_s, journey::kPatienceMs, u"clubPage"_s));
    app.screenshot(u"07-scores"_s);

    // The score sheet as PDF and as CSV, through the save dialog.
    const QString documents = QDir(app.home()).filePath(u"Documents"_s);
    for (const QString &format : { u"PDF"_s, u"CSV"_s }) {
        app.clickItem(u"sheetButton"_s);
        app.clickText(u"Export this game as %1…"_s.arg(format));
        JOURNEY_VERIFY(app, app.item(u"fileNameTextField"_s).isValid());
        const QString name = app.eval(u"text"_s, u"fileNameTextField"_s).toString();
        QVERIFY(name.endsWith(u"."_s + format.toLower()));
        app.screenshot(u"08-save-"_s + format.toLower());
        app.clickText(u"Save"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
                QFileInfo(documents + u"/"_s + name).size() > 200, journey::kPatienceMs);
    }
    QDir dir(documents);
    const QStringList csv = dir.entryList({ u"*.csv"_s });
    QCOMPARE(csv.size(), 1);
    QFile sheet(dir.filePath(csv.constFirst()));
    QVERIFY(sheet.open(QIODevice::ReadOnly));
    const QByteArray text = sheet.readAll();
    QVERIFY2(text.contains("3/30"), text.constData()); // hand 3 as corrected
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyClub)
#include "tst_journey_club.moc"
