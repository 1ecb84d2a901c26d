// Journey: a club's library on a PostgreSQL server. A first start on the sample library →
// Settings → Library → Change… → "A PostgreSQL server", the address of a server this test starts
// (tests/tools/pgserver.sh) typed in → Test connection: an empty database → Use this library →
// confirmed: Haifu ends and starts again by itself (the journey follows the new process) → it
// now shows the server's library: Settings names the server, the Library page is empty, a club
// is made on the Club page and is in the server's database → the dialog in Japanese and at
// 1024×640 (nothing runs off the window) → Use the default library → Haifu starts again on the
// sample library.
#include "journey.h"

#include "testmain.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyLibraryServer : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void toAServerAndBack();

private:
    bool server(const QString &command) const;
    // Nothing shown starts outside the window: an error message, or empty.
    static QString outside(App &app, const QString &name);

    QString m_serverDir;
    QUrl m_server;
};

bool JourneyLibraryServer::server(const QString &command) const
{
    QProcess p;
    p.start(QStringLiteral(HAIFU_JOURNEY_DIR "/../tools/pgserver.sh"), { command, m_serverDir });
    if (!p.waitForFinished(120'000) || p.exitCode() != 0) {
        qWarning("pgserver.sh %s: %s", qPrintable(command), p.readAllStandardError().constData());
        return false;
    }
    return true;
}

void JourneyLibraryServer::initTestCase()
{
    const QString display = m_display.start();
    QVERIFY2(display.isEmpty(), qPrintable(display));
    m_serverDir = u"/tmp/haifu-journey-pg-%1"_s.arg(QCoreApplication::applicationPid());
    QVERIFY(server(u"start"_s));
    QFile url(m_serverDir + u"/url"_s);
    QVERIFY(url.open(QIODevice::ReadOnly));
    m_server = QUrl(QString::fromUtf8(url.readAll()).trimmed());
    QVERIFY(m_server.port() > 0);
}

void JourneyLibraryServer::cleanupTestCase()
{
    QVERIFY(server(u"stop"_s));
}

QString JourneyLibraryServer::outside(App &app, const QString &name)
{
    const QJsonArray items = app.ask({ { u"cmd"_s, u"outside"_s } }).value(u"items"_s).toArray();
    if (items.isEmpty())
        return {};
    return u"%1: %2"_s.arg(
            name, QString::fromUtf8(QJsonDocument(items).toJson(QJsonDocument::Compact)));
}

void JourneyLibraryServer::toAServerAndBack()
{
    App app(m_display, u"library_server"_s);
    JOURNEY_OK(app, app.startOnSamples());
    JOURNEY_OK(app, app.showPage(u"settings"_s));
    JOURNEY_VERIFY(app, app.waitUntil(u"!Library.onServer && Library.available"_s));
    app.screenshot(u"01-settings-file"_s);

    // The dialog, on the server this test runs.
    app.clickItem(u"libraryChange"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"libraryDialog"_s));
    app.clickItem(u"libraryKindServer"_s);
    const QString port = QString::number(m_server.port());
    const QList<std::pair<QString, QString>> fields{ { u"libraryHost"_s, m_server.host() },
        { u"libraryPort"_s, port }, { u"libraryDatabase"_s, m_server.path().mid(1) },
        { u"libraryUser"_s, m_server.userName() } };
    for (const auto &[field, value] : fields) {
        app.clickItem(field);
        app.key(u"ctrl+a"_s);
        app.type(value);
    }
    app.screenshot(u"02-dialog-filled"_s);
    app.clickItem(u"libraryTest"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"text.indexOf('Connected: an empty database') === 0"_s,
                    journey::kPatienceMs, u"libraryResult"_s));
    app.screenshot(u"03-dialog-tested"_s);

    // Use it: confirmed, Haifu starts again on it.
    app.clickItem(u"libraryUse"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"libraryConfirm"_s));
    app.screenshot(u"04-confirm"_s);
    app.clickText(u"OK"_s);
    JOURNEY_OK(app, app.followRestart());
    const QString address = u"postgresql://%1@%2:%3/%4"_s.arg(
            m_server.userName(), m_server.host(), port, m_server.path().mid(1));
    {
        const QSettings saved(app.home() + u"/.config/Haifu/Haifu.conf"_s, QSettings::IniFormat);
        QCOMPARE(saved.value("libraryLocation"_L1).toString(), address);
    }
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.available && Library.onServer"_s));
    QCOMPARE(app.eval(u"Library.shownLocation"_s).toString(), address);
    QCOMPARE(app.eval(u"Library.gameCount"_s).toInt(), 0);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'settings'"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"text.indexOf('%1') >= 0"_s.arg(address), journey::kPatienceMs,
                    u"libraryInUse"_s));
    app.screenshot(u"05-settings-server"_s);
    JOURNEY_OK(app, app.showPage(u"library"_s));
    app.screenshot(u"06-library-empty"_s);

    // The Club page works on the server: a club made there is in the server's database.
    JOURNEY_OK(app, app.showPage(u"club"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.available && controller.directory.clubs.length === 0"_s,
                    journey::kPatienceMs, u"clubPage"_s));
    app.clickItem(u"clubTab"_s);
    app.clickItem(u"clubName"_s);
    app.type(u"Server Club"_s);
    app.clickItem(u"createClub"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"controller.directory.clubName === 'Server Club' && controller.errorText === ''"_s,
                    journey::kPatienceMs, u"clubPage"_s));
    app.screenshot(u"07-club-server"_s);

    // In Japanese, and at 1024×640: the section and the dialog fit.
    JOURNEY_OK(app, app.showPage(u"settings"_s));
    app.clickItem(u"languageJapanese"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.language === 'ja'"_s));
    for (const QSize size : { QSize(2560, 1440), QSize(1024, 640) }) {
        JOURNEY_OK(app, app.resize(size));
        const QString suffix = u"%1x%2-ja"_s.arg(size.width()).arg(size.height());
        app.screenshot(u"08-settings-"_s + suffix);
        QVERIFY2(outside(app, u"settings"_s).isEmpty(), qPrintable(outside(app, u"settings"_s)));
        app.clickItem(u"libraryChange"_s);
        JOURNEY_VERIFY(app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"libraryDialog"_s));
        JOURNEY_VERIFY(app, app.item(u"libraryHost"_s).isValid()); // opened on the server
        app.clickItem(u"libraryTest"_s);
        JOURNEY_VERIFY(app,
                app.waitUntil(u"text.indexOf('%1') >= 0"_s.arg(m_server.host()),
                        journey::kPatienceMs, u"libraryResult"_s));
        JOURNEY_VERIFY(app,
                app.waitUntil(
                        u"!/^Connected/.test(text)"_s, journey::kPatienceMs, u"libraryResult"_s));
        app.screenshot(u"09-dialog-"_s + suffix);
        QVERIFY2(outside(app, u"dialog"_s).isEmpty(), qPrintable(outside(app, u"dialog"_s)));
        app.clickItem(u"libraryCancel"_s);
        JOURNEY_VERIFY(app, app.waitUntil(u"!visible"_s, journey::kPatienceMs, u"libraryDialog"_s));
    }

    // Back to the default library: Haifu starts again on the samples of the first start.
    app.clickItem(u"libraryUseDefault"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"libraryDefaultConfirm"_s));
    app.screenshot(u"10-default-confirm-ja"_s);
    app.clickText(u"OK"_s);
    JOURNEY_OK(app, app.followRestart());
    JOURNEY_VERIFY(app,
            app.waitUntil(u"Library.available && !Library.onServer && Library.gameCount >= 8"_s));
    QCOMPARE(app.eval(u"AppSettings.libraryLocation"_s).toString(), QString());
    app.screenshot(u"11-settings-default-ja"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyLibraryServer)
#include "tst_journey_library_server.moc"
