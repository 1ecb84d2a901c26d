// Journey: a player fetches a game shared as a Tenhou address. The log base points at a local
// HTTP server (python3 -m http.server serving a fixture log, as a mirror would), set in the
// settings file as a player would set a mirror. A bad id pasted first gets its error; then the
// address with tw=1 is pasted, the game arrives, is selected in the list and opens from seat 1.
#include "journey.h"

#include "testmain.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyFetch : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void pasteAnAddress();
};

namespace {

// A free port on 127.0.0.1 (bound, then given back for the server to take).
quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

// The server says "Serving HTTP on …" once it listens.
bool serving(QProcess &server)
{
    QByteArray said;
    const QDeadlineTimer deadline(journey::kPatienceMs);
    while (!said.contains("Serving HTTP")) {
        if (deadline.hasExpired() || server.state() == QProcess::NotRunning)
            return false;
        server.waitForReadyRead(int(deadline.remainingTime()));
        said += server.readAllStandardOutput();
    }
    return true;
}

} // namespace

void JourneyFetch::pasteAnAddress()
{
    App app(m_display, u"fetch"_s);
    // The mirror: GET /log/?ID answers log/index.html, the fixture log (gzip, MIT; not among
    // the samples a new library starts with).
    const QString id = u"2014051511gm-0041-0000-a29f5b7b"_s;
    const QString root = QDir(app.home()).filePath(u"mirror"_s);
    QVERIFY(QDir().mkpath(root + u"/log"_s));
    QVERIFY(QFile::copy(journey::testDataDir() + u"/records/fastmaj__"_s + id + u"_tw1.mjlog"_s,
            root + u"/log/index.html"_s));
    const quint16 port = freePort();
    QProcess mirror;
    mirror.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // -u: what it prints is not held back in a buffer.
    mirror.start(u"/usr/bin/python3"_s,
            { u"-u"_s, u"-m"_s, u"http.server"_s, u"--bind"_s, u"127.0.0.1"_s, u"--directory"_s,
                    root, QString::number(port) });
    QVERIFY(mirror.waitForStarted());
    QVERIFY2(serving(mirror), "the local mirror did not start");
    const QString config = QDir(app.home()).filePath(u".config/Haifu"_s);
    QVERIFY(QDir().mkpath(config));
    QFile settings(config + u"/Haifu.conf"_s);
    QVERIFY(settings.open(QIODevice::WriteOnly));
    settings.write(
            "[General]\ntenhouLogBase=http://127.0.0.1:" + QByteArray::number(port) + "/log/\n");
    settings.close();

    JOURNEY_OK(app, app.start());
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount === 8"_s));

    // 1. Something that is not a log id: refused with the reason, nothing downloaded.
    app.clickItem(u"fetchField"_s);
    app.type(u"2014051511gm-0041-0000-a29f5b7"_s);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"Library.fetcher.errorText.indexOf('is not a Tenhou log id') >= 0"_s));
    JOURNEY_VERIFY(app, app.isShown(u"fetchStatus"_s));
    app.screenshot(u"01-refused"_s);

    // 2. The address as shared, seat 1 at the bottom: fetched, added and selected.
    app.key(u"ctrl+a"_s);
    app.type(u"https://tenhou.net/0/?log=%1&tw=1"_s.arg(id));
    app.clickItem(u"fetchButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount === 9 && !Library.fetcher.busy"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.fetcher.errorText === ''"_s));
    app.screenshot(u"02-fetched"_s);
    const int row = app.eval(u"currentIndex"_s, u"gameList"_s).toInt();
    QCOMPARE(app.eval(u"Library.games.gameIdAt(%1)"_s.arg(row)).toInt(), 9);
    QCOMPARE(app.eval(u"text"_s, u"fetchField"_s).toString(), QString());

    // 3. Opened (Enter on the selected row): shown from seat 1.
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"currentKey === 'viewer' && GameSession.loaded && !GameSession.opening"_s));
    JOURNEY_VERIFY(
            app, app.waitUntil(u"GameSession.gameId === 9 && GameSession.viewpoint === 1"_s));
    app.screenshot(u"03-opened-from-seat-1"_s);
    JOURNEY_OK(app, app.quit());
    mirror.terminate();
    mirror.waitForFinished(5000);
}

HAIFU_TEST_GUILESS_MAIN(JourneyFetch)
#include "tst_journey_fetch.moc"
