// Journey: text from files, notes and the club is text, never markup, and the app never calls
// out. A record whose player names and lobby are HTML pointing at a listener on this machine
// is opened through the file dialog; a .haifu file with such notes is read; a note and a club
// name are typed with markup. The listener must see no connection, every shown copy of the
// strings must be plain text, and the screenshots show the markup literally.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyHostile : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void markupStaysText();

private:
    // How many shown items show `needle`, or -1 when one of them renders it as markup.
    int checkPlain(App &app, const QString &needle);
    void openInFileDialog(App &app, const QString &path);

    QTcpServer m_listener;
};

int JourneyHostile::checkPlain(App &app, const QString &needle)
{
    const QJsonArray items = app.ask({ { u"cmd"_s, u"texts"_s }, { u"contains"_s, needle } })
                                     .value(u"items"_s)
                                     .toArray();
    bool plain = true;
    for (const QJsonValue &value : items) {
        const QJsonObject item = value.toObject();
        const int format = item.value(u"format"_s).toInt();
        // Text.PlainText is 0; -1: an item without textFormat (TextInput: always plain).
        if (format != 0 && format != -1) {
            qWarning("rendered as markup (textFormat %d) by a %s: %s", format,
                    qPrintable(item.value(u"type"_s).toString()),
                    qPrintable(item.value(u"text"_s).toString()));
            plain = false;
        }
    }
    return plain ? int(items.size()) : -1;
}

// In an open file dialog: Ctrl+L, the path, Enter (as a person types a path into it).
void JourneyHostile::openInFileDialog(App &app, const QString &path)
{
    QVERIFY(app.waitUntil(u"activeFocusItem !== null"_s));
    QVERIFY2(app.item(u"fileDialogListView"_s).isValid(), qPrintable(app.lastError()));
    app.key(u"ctrl+l"_s);
    app.key(u"ctrl+a"_s);
    app.type(path);
    app.key(u"Return"_s);
}

void JourneyHostile::markupStaysText()
{
    QVERIFY(m_listener.listen(QHostAddress::LocalHost));
    const QString port = QString::number(m_listener.serverPort());
    const QString image =
            u"<img src=\"http://127.0.0.1:%1/p.png\"><font size=6>M</font>"_s.arg(port);
    const QString link = u"<a href=\"http://127.0.0.1:%1/a\"><b>Bold</b></a>"_s.arg(port);

    App app(m_display, u"hostile"_s);
    // The record: a real game (not among the samples) with hostile names and lobby.
    QFile source(
            journey::testDataDir() + u"/records/tsubaki__2023053016gm-0029-0000-e54b3b98.json"_s);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(source.readAll()).object();
    record.insert(u"name"_s, QJsonArray{ image, link, u"Carol"_s, u"Dave"_s });
    record.insert(u"title"_s, QJsonArray{ link, u"2023-05-30"_s });
    const QString documents = QDir(app.home()).filePath(u"Documents"_s);
    QVERIFY(QDir().mkpath(documents));
    const QString recordPath = documents + u"/hostile.json"_s;
    QFile out(recordPath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(record).toJson());
    out.close();

    JOURNEY_OK(app, app.startOnSamples());

    // Open it in the viewer through Ctrl+O and the file dialog.
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    app.key(u"ctrl+o"_s);
    openInFileDialog(app, recordPath);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.loaded && GameSession.gameId > 0"_s));
    app.key(u"Right"_s, 5);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 5"_s));
    QVERIFY(checkPlain(app, u"<img"_s) >= 1);
    QVERIFY(checkPlain(app, u"<b>Bold"_s) >= 1);
    app.screenshot(u"01-viewer"_s);

    // A comment with markup.
    app.key(u"c"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"activeFocusItem && activeFocusItem.objectName === 'noteText'"_s));
    app.type(u"<h1>Loud</h1><img src=\"http://127.0.0.1:%1/n.png\">"_s.arg(port));
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 1"_s));
    QVERIFY(checkPlain(app, u"<h1>Loud"_s) >= 2); // the comment box and the list of notes
    app.screenshot(u"02-note"_s);

    // The Library lists it with the names as they are.
    app.key(u"ctrl+1"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'library' && Library.gameCount === 9"_s));
    QVERIFY(checkPlain(app, u"<img"_s) >= 1);
    app.screenshot(u"03-library"_s);

    // A .haifu file whose notes carry markup, read through the viewer's menu and dialog.
    QJsonObject notesFile{ { u"format"_s, u"haifu-notes"_s }, { u"version"_s, 1 },
        { u"game"_s,
                QJsonObject{ { u"title"_s, link },
                        { u"players"_s, QJsonArray{ image, link, u"Carol"_s, u"Dave"_s } } } },
        { u"record"_s, record },
        { u"annotations"_s,
                QJsonArray{ QJsonObject{ { u"kyoku"_s, 0 }, { u"step"_s, 9 }, { u"seat"_s, 1 },
                        { u"text"_s, u"<i>From a friend</i> "_s + image }, { u"mark"_s, u"!"_s },
                        { u"alternative"_s, u""_s }, { u"bookmark"_s, false },
                        { u"updated_at"_s, u"2026-11-21T13:05:00Z"_s } } } } };
    const QString notesPath = documents + u"/friend.haifu"_s;
    QFile notes(notesPath);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write(QJsonDocument(notesFile).toJson());
    notes.close();
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    app.clickText(u"Export…"_s);
    app.clickText(u"Open a game with notes (.haifu)…"_s);
    openInFileDialog(app, notesPath);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 2"_s));
    QVERIFY(checkPlain(app, u"<i>From a friend"_s) >= 1);
    app.screenshot(u"04-notes-file"_s);

    // A club named with markup.
    JOURNEY_OK(app, app.showPage(u"club"_s));
    app.clickItem(u"clubTab"_s);
    app.clickItem(u"clubName"_s);
    app.type(link);
    app.clickItem(u"createClub"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"displayText.indexOf('<b>Bold') >= 0"_s, journey::kPatienceMs, u"clubBox"_s));
    QVERIFY(checkPlain(app, u"<b>Bold"_s) >= 1);
    app.screenshot(u"05-club"_s);
    app.clickItem(u"clubBox"_s); // the list of clubs
    JOURNEY_VERIFY(app, app.waitUntil(u"popup.opened"_s, journey::kPatienceMs, u"clubBox"_s));
    QVERIFY(checkPlain(app, u"<b>Bold"_s) >= 2);
    app.screenshot(u"06-club-list"_s);
    app.key(u"Escape"_s);

    JOURNEY_OK(app, app.quit());
    // Nothing reached the listener at any point: the app has ended, so a connection it made is
    // waiting to be taken now.
    QVERIFY(!m_listener.waitForNewConnection(0));
    QVERIFY2(!m_listener.hasPendingConnections(), "the app connected to the address in the markup");
}

HAIFU_TEST_GUILESS_MAIN(JourneyHostile)
#include "tst_journey_hostile.moc"
