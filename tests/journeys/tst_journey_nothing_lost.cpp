// Journey: nothing a person wrote is lost, and the window never waits on a file. A game open,
// another program holds the library's lock while a comment is typed: the comment stays, the
// panel says it is not saved yet (in English and in Japanese); the lock goes and the comment is
// in the library. A 40 MB log opened with Ctrl+O shows what the reader does while the window
// keeps answering, and Esc drops it.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyNothingLost : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void refusedNoteIsKept();
    void bigFileOpensInTheBackground();
};

void JourneyNothingLost::refusedNoteIsKept()
{
    App app(m_display, u"nothing-lost"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.openGame());
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step > 0"_s));

    // Another program takes the library's write lock and keeps it.
    const QString library = app.eval(u"Library.path"_s).toString();
    QVERIFY(QFile::exists(library));
    QProcess locker;
    locker.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    locker.start(u"/usr/bin/python3"_s,
            { u"-c"_s,
                    u"import sqlite3, sys, time\n"
                    "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                    "c.execute('BEGIN EXCLUSIVE')\n"
                    "print('locked', flush=True)\n"
                    "time.sleep(120)\n"_s,
                    library });
    QVERIFY(locker.waitForReadyRead(journey::kPatienceMs));
    QVERIFY(locker.readAll().contains("locked"));

    app.key(u"c"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"activeFocus"_s, journey::kPatienceMs, u"noteText"_s));
    app.type(u"Written while the library was locked"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.saveProblem.length > 0"_s));
    JOURNEY_VERIFY(app, app.isShown(u"noteSaveProblem"_s));
    app.screenshot(u"01-not-saved-en"_s);
    // The same in Japanese.
    app.key(u"Escape"_s);
    app.key(u"ctrl+8"_s);
    app.clickItem(u"languageJapanese"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.language === 'ja'"_s));
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    QCOMPARE(app.eval(u"GameSession.notes.text"_s).toString(),
            u"Written while the library was locked"_s);
    app.screenshot(u"02-not-saved-ja"_s);

    // The lock goes: the comment goes in by itself.
    locker.kill();
    locker.waitForFinished(5000);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.saveProblem.length === 0"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.notes.annotations.count === 1"_s));
    app.screenshot(u"03-saved-ja"_s);
    JOURNEY_OK(app, app.quit());
}

void JourneyNothingLost::bigFileOpensInTheBackground()
{
    App app(m_display, u"open-big-file"_s);
    // A real game followed by a million events of a type nobody reads: a long read.
    QFile source(
            journey::testDataDir() + u"/records/wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray big = source.readAll();
    const QByteArray unknown = "{\"type\":\"kibitzer_chat\",\"text\":\"...\"}\n";
    big.reserve(big.size() + unknown.size() * 1000000);
    for (int i = 0; i < 1000000; ++i)
        big += unknown;
    const QString path = QDir(app.home()).filePath(u"big.mjson"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(big), big.size());
    out.close();

    JOURNEY_OK(app, app.start());
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    app.key(u"ctrl+o"_s);
    QVERIFY2(app.item(u"fileDialogListView"_s).isValid(), qPrintable(app.lastError()));
    app.key(u"ctrl+l"_s);
    app.key(u"ctrl+a"_s);
    app.type(path);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.opening"_s));
    // The window answers while the file is read (the probe runs on its thread).
    JOURNEY_VERIFY(app, app.isShown(u"openingCard"_s));
    // The reader: a thread of the app's own (QThread::create names its threads "QThread").
    QVERIFY2(app.threadNames().contains(u"QThread"_s), qPrintable(app.threadNames().join(u' ')));
    app.screenshot(u"01-opening"_s);
    app.key(u"Escape"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!GameSession.opening"_s));
    // The reader ends in the background and hands its result over; once its thread is gone and
    // the app has caught up, the result has come and was dropped.
    QTRY_VERIFY2_WITH_TIMEOUT(!app.threadNames().contains(u"QThread"_s),
            qPrintable(app.threadNames().join(u' ')), journey::kPatienceMs);
    JOURNEY_OK(app, app.sync());
    QVERIFY(!app.eval(u"GameSession.loaded"_s).toBool());
    app.screenshot(u"02-cancelled"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyNothingLost)
#include "tst_journey_nothing_lost.moc"
