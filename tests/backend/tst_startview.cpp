// StartView (app/probe/startview.h): screenshot mode chosen from the command line, --size
// checked, the settings of a run that asks for a page or a screenshot left unsaved, and a start
// game that does not open refusing a screenshot.
#include "library/librarycontroller.h"
#include "probe/startview.h"
#include "settings/appsettings.h"
#include "viewer/gamesession.h"

#include "testmain.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestStartView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void screenshotModeFromArguments();
    void sizeIsChecked();
    void pageRunIsNotSaved();
    void screenshotSettingsAreThrowAway();
    void startGameThatDoesNotOpen();

private:
    // Parses `arguments` (after the program name) into `view`; false when read() refuses them.
    static bool parse(StartView &view, const QStringList &arguments)
    {
        QCommandLineParser parser;
        view.addOptions(parser);
        if (!parser.parse(QStringList{ u"haifu"_s } + arguments))
            return false;
        return view.read(parser);
    }

    QTemporaryDir m_dir;
};

void TestStartView::screenshotModeFromArguments()
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    qunsetenv("QT_QPA_PLATFORM");
    char program[] = "haifu", page[] = "--page", quiz[] = "quiz", shot[] = "--screenshot",
         file[] = "a.png";
    char *plain[] = { program, page, quiz };
    QVERIFY(!StartView::prepareScreenshotMode(3, plain));
    QVERIFY(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"));
    char *screenshot[] = { program, shot, file };
    QVERIFY(StartView::prepareScreenshotMode(3, screenshot));
    QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("offscreen"));
    qputenv("QT_QPA_PLATFORM", platform);
}

void TestStartView::sizeIsChecked()
{
    StartView good(true);
    QVERIFY(parse(good, { u"--screenshot"_s, u"x.png"_s, u"--size"_s, u"1024x640"_s }));
    StartView small(true);
    QVERIFY(!parse(small, { u"--size"_s, u"100x640"_s }));
    StartView garbage(true);
    QVERIFY(!parse(garbage, { u"--size"_s, u"wide"_s }));
}

void TestStartView::pageRunIsNotSaved()
{
    const QString file = m_dir.filePath(u"page.ini"_s);
    {
        StartView view(false);
        QVERIFY(parse(view, { u"--page"_s, u"about"_s }));
        QVERIFY(view.settingsFile().isEmpty());
        AppSettings settings(file);
        view.prepareSettings(settings, false);
        // --page about shows the settings page with the about dialog.
        QCOMPARE(settings.currentPage(), u"settings"_s);
        settings.setTheme(u"dark"_s);
    }
    QVERIFY(QSettings(file, QSettings::IniFormat).allKeys().isEmpty());

    // An ordinary start keeps what the user changes.
    const QString kept = m_dir.filePath(u"kept.ini"_s);
    {
        StartView view(false);
        QVERIFY(parse(view, {}));
        AppSettings settings(kept);
        view.prepareSettings(settings, false);
        settings.setTheme(u"dark"_s);
    }
    QVERIFY(!QSettings(kept, QSettings::IniFormat).allKeys().isEmpty());
}

void TestStartView::screenshotSettingsAreThrowAway()
{
    StartView view(true);
    QVERIFY(parse(view, { u"--screenshot"_s, u"x.png"_s, u"--page"_s, u"quiz"_s }));
    QVERIFY(!view.settingsFile().isEmpty());
    QVERIFY(!view.settingsFile().startsWith(m_dir.path()));
    AppSettings settings(view.settingsFile());
    view.prepareSettings(settings, false);
    QCOMPARE(settings.theme(), u"light"_s);
    QCOMPARE(settings.language(), u"en"_s);
    QCOMPARE(settings.currentPage(), u"quiz"_s);
}

void TestStartView::startGameThatDoesNotOpen()
{
    GameSession session(nullptr);
    LibraryController library(m_dir.filePath(u"library.haifu"_s));
    StartView screenshot(true);
    QVERIFY(parse(screenshot, { u"--screenshot"_s, u"x.png"_s, u"--open"_s, u"/no/such.mjlog"_s }));
    QVERIFY(!screenshot.openGame(session, library));

    // Without a screenshot the app starts anyway (the error is shown, not fatal).
    GameSession other(nullptr);
    StartView view(false);
    QVERIFY(parse(view, { u"--open"_s, u"/no/such.mjlog"_s }));
    QVERIFY(view.openGame(other, library));
    // Nothing asked for: nothing to open, and that is fine.
    StartView none(false);
    QVERIFY(parse(none, {}));
    QVERIFY(none.openGame(other, library));
    // A screenshot run must say where its picture goes (or name a file of jobs).
    StartView nowhere(true);
    QVERIFY(!parse(nowhere, {}));
}

HAIFU_TEST_MAIN(TestStartView)
#include "tst_startview.moc"
