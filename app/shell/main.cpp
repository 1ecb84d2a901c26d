// haifu: the desktop app. Thin by design: application, settings and translator, the library,
// the QML engine. What the screenshot and journey tests ask for at start (a page, a game, a quiz
// or club view, a PNG of the window, a batch of them) is StartView's (app/probe); the sample games
// and demo club of a new library are app/demo's.
#include "demo/samplelibrary.h"
#include "library/librarycontroller.h"
#include "probe/journeyprobe.h"
#include "probe/startview.h"
#include "settings/appsettings.h"
#include "shell/apprestart.h"
#include "shell/localonlynetwork.h"
#include "viewer/gamesession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlIncubationController>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Haifu_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Haifu_UiPlugin)

using namespace Qt::StringLiterals;
using namespace haifu::app;

namespace {

// The options of a run of the window, besides StartView's.
struct Options
{
    QCommandLineOption language;
    QCommandLineOption theme;
    QCommandLineOption library;
    QCommandLineOption db;
};

Options makeOptions()
{
    return {
        QCommandLineOption(u"language"_s,
                QCoreApplication::translate("main", "Interface language for this run: en or ja."),
                u"LANG"_s),
        QCommandLineOption(u"theme"_s,
                QCoreApplication::translate(
                        "main", "Colour theme for this run: light, dark or system."),
                u"THEME"_s),
        QCommandLineOption(u"library"_s,
                QCoreApplication::translate("main",
                        "The library file to use (default: library.haifu in the user's data "
                        "folder, created with sample games on first start)."),
                u"FILE"_s),
        QCommandLineOption(u"db"_s,
                QCoreApplication::translate("main",
                        "The library to use for this run: a file, or a database on a PostgreSQL "
                        "server (postgresql://user@host:port/database). Default: the library "
                        "chosen in Settings."),
                u"LOCATION"_s),
    };
}

void addOptions(QCommandLineParser &parser, const Options &options, const StartView &startView)
{
    parser.addOptions({ options.language, options.theme, options.library, options.db });
    startView.addOptions(parser);
}

// One run of the window on its library, until the app quits (in screenshot mode: until the
// picture is written); its exit status.
int runWindow(const QCommandLineParser &parser, const Options &options, StartView &startView)
{
    // The settings: a language or theme given here holds for this run only.
    AppSettings settings(startView.settingsFile());
    const bool oneRun = parser.isSet(options.language) || parser.isSet(options.theme);
    startView.prepareSettings(settings, oneRun);
    if (parser.isSet(options.language))
        settings.setLanguage(parser.value(options.language));
    if (parser.isSet(options.theme))
        settings.setTheme(parser.value(options.theme));
    AppSettings::setInstance(&settings);

    // The library (with the sample games and demo club when it is new) and the viewer's session.
    GameSession session(nullptr);
    GameSession::setInstance(&session);
    // --db, else --library, else the library of the settings ("" is the default file).
    const QString location = parser.isSet(options.db) ? parser.value(options.db)
            : parser.isSet(options.library)           ? parser.value(options.library)
                                                      : settings.libraryLocation();
    LibraryController libraryController(openSampleLibrary(location));
    LibraryController::setInstance(&libraryController);
    if (!startView.openGame(session, libraryController))
        return 2;
    startView.setPageStarts();

    // The interface.
    QQmlApplicationEngine engine;
    // Nothing is fetched from the network: only qrc: and file: URLs load.
    LocalOnlyNetworkAccessManagerFactory networkFactory;
    engine.setNetworkAccessManagerFactory(&networkFactory);
    settings.setEngine(&engine);
    settings.applyLanguage();
    engine.addImportPath(u"qrc:/qt/qml"_s); // Qt<6.5: not on the import path by default
    QObject::connect(
            &engine, &QQmlApplicationEngine::objectCreationFailed, &engine,
            [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(u"qrc:/qt/qml/Haifu/Ui/Main.qml"_s)); // Qt<6.5: loadFromModule is 6.5+
    if (engine.rootObjects().isEmpty())
        return 1;

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    // The journey tests' eyes (off unless HAIFU_JOURNEY_PROBE names a socket).
    JourneyProbe::startFromEnvironment(&engine, window);
    // Screenshot mode: the window's size, then a PNG of it and the end of the run.
    startView.windowReady(window);
    const int status = QCoreApplication::exec();
    // Views create their delegates a little at a time between frames; finish any still half made
    // at quit, or the engine ends warning about "items in the process of being created".
    if (QQmlIncubationController *incubation = engine.incubationController()) {
        for (int round = 0; round < 200 && incubation->incubatingObjectCount() > 0; ++round)
            incubation->incubateFor(5);
    }
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    // Screenshot mode: offscreen rendering must be chosen before the application exists.
    StartView startView(StartView::prepareScreenshotMode(argc, argv));

    JourneyProbe::installMessageHandler();
    QApplication app(argc, argv);
    QGuiApplication::setApplicationName(u"Haifu"_s);
    QGuiApplication::setOrganizationName(u"Haifu"_s);
    QGuiApplication::setApplicationVersion(QStringLiteral(HAIFU_VERSION));
    QGuiApplication::setDesktopFileName(u"io.github.haifu.Haifu"_s);
    QGuiApplication::setWindowIcon(QIcon(u":/qt/qml/Haifu/Ui/icons/haifu.svg"_s));
    // Settings' "Use this library" starts Haifu again once everything below is closed.
    AppRestart::setArguments(QCoreApplication::arguments());
    const AppRestart::AtExit restartAtExit;

    // The options.
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Haifu: riichi mahjong study, quizzes and club scoring."));
    parser.addHelpOption();
    parser.addVersionOption();
    const Options options = makeOptions();
    addOptions(parser, options, startView);
    parser.process(app);
    if (!startView.read(parser))
        return 2;
    // Once, before the first QML that uses the controls loads.
    QQuickStyle::setStyle(u"Material"_s);

    // The screenshot suites' batch: each job a run of the window of its own, in this process.
    if (startView.hasJobs()) {
        return startView.runJobs([&options](const QStringList &jobOptions) {
            StartView job(true);
            QCommandLineParser jobParser;
            addOptions(jobParser, options, job);
            if (!jobParser.parse(
                        QStringList{ QCoreApplication::applicationFilePath() } + jobOptions)) {
                std::fprintf(stderr, "haifu: %s\n", qPrintable(jobParser.errorText()));
                return 2;
            }
            return job.read(jobParser) ? runWindow(jobParser, options, job) : 2;
        });
    }
    return runWindow(parser, options, startView);
}
