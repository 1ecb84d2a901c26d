// haifu: the desktop app. Thin by design: application, settings and translator, QML engine.
#include "appsettings.h"
#include "clubcontroller.h"
#include "clubdemo.h"
#include "database.h"
#include "gamesession.h"
#include "journeyprobe.h"
#include "librarycontroller.h"
#include "librarylocation.h"
#include "localonlynetwork.h"
#include "quizsession.h"
#include "savefile.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <cstring>

Q_IMPORT_QML_PLUGIN(Haifu_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Haifu_UiPlugin)

using namespace Qt::StringLiterals;

namespace {

bool hasArgument(int argc, char **argv, const char *name)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], name) == 0)
            return true;
    }
    return false;
}

// Renders the window once it has drawn a few frames, writes the PNG and quits.
void scheduleScreenshot(QQuickWindow *window, const QString &file)
{
    auto frames = std::make_shared<int>(0);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, file, frames] {
        if (++*frames != 2)
            return;
        // Let bindings, images and layouts settle, then grab.
        QTimer::singleShot(300, window, [window, file] {
            const QImage image = window->grabWindow();
            // Encoded in memory, then written whole (haifu::storage::saveFile): a failure leaves
            // an older file as it was and is reported.
            QByteArray png;
            QBuffer buffer(&png);
            QString why;
            if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
                why = u"the window could not be grabbed"_s;
            else if (const auto error = haifu::storage::saveFile(file, png))
                why = QString::fromStdString(error->message);
            if (!why.isEmpty())
                std::fprintf(stderr, "haifu: could not write the screenshot to %s: %s\n",
                        qPrintable(QDir::toNativeSeparators(file)), qPrintable(why));
            QCoreApplication::exit(why.isEmpty() ? 0 : 1);
        });
    });
    window->update();
}

} // namespace

int main(int argc, char *argv[])
{
    const bool screenshotMode = hasArgument(argc, argv, "--screenshot");
    // Screenshots need no display: render offscreen unless a platform was chosen.
    if (screenshotMode && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    JourneyProbe::installMessageHandler();
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(u"Haifu"_s);
    QGuiApplication::setOrganizationName(u"Haifu"_s);
    QGuiApplication::setApplicationVersion(QStringLiteral(HAIFU_VERSION));
    QGuiApplication::setDesktopFileName(u"io.github.haifu.Haifu"_s);
    QGuiApplication::setWindowIcon(QIcon(u":/qt/qml/Haifu/Ui/icons/haifu.svg"_s));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Haifu: riichi mahjong study, quizzes and club scoring."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(u"screenshot"_s,
            QCoreApplication::translate(
                    "main", "Render the window offscreen to a PNG file and exit."),
            u"FILE.png"_s);
    const QCommandLineOption pageOption(u"page"_s,
            QCoreApplication::translate(
                    "main", "Page to show: library, viewer, quiz, club, settings or about."),
            u"NAME"_s);
    const QCommandLineOption sizeOption(u"size"_s,
            QCoreApplication::translate("main", "Window size for the screenshot."), u"WxH"_s,
            u"1280x800"_s);
    const QCommandLineOption languageOption(u"language"_s,
            QCoreApplication::translate("main", "Interface language for this run: en or ja."),
            u"LANG"_s);
    const QCommandLineOption themeOption(u"theme"_s,
            QCoreApplication::translate(
                    "main", "Colour theme for this run: light, dark or system."),
            u"THEME"_s);
    const QCommandLineOption libraryOption(u"library"_s,
            QCoreApplication::translate("main",
                    "The library file to use (default: library.haifu in the user's data folder, "
                    "created with sample games on first start)."),
            u"FILE"_s);
    parser.addOptions({ screenshotOption, pageOption, sizeOption, languageOption, themeOption,
            libraryOption });
    // Viewer: a record to open at start and where to show it (also for screenshots).
    const QCommandLineOption openOption(u"open"_s,
            QCoreApplication::translate("main", "Open a game record in the viewer."), u"RECORD"_s);
    const QCommandLineOption kyokuOption(u"kyoku"_s,
            QCoreApplication::translate(
                    "main", "With --open or --game: the hand to show (0 = the first)."),
            u"K"_s, u"0"_s);
    const QCommandLineOption stepOption(u"step"_s,
            QCoreApplication::translate(
                    "main", "With --open or --game: the step of the hand (0 = the deal)."),
            u"N"_s, u"0"_s);
    const QCommandLineOption seatOption(u"seat"_s,
            QCoreApplication::translate(
                    "main", "With --open or --game: the seat at the bottom (0-3)."),
            u"S"_s, u"0"_s);
    // Viewer: a game of the library to open at start (screenshots of annotated games).
    const QCommandLineOption gameOption(u"game"_s,
            QCoreApplication::translate(
                    "main", "Open the library game with this number in the viewer."),
            u"ID"_s);
    parser.addOptions({ openOption, gameOption, kyokuOption, stepOption, seatOption });
    // Quiz (screenshots): a first generated question of a kind, its feedback, or the statistics.
    const QCommandLineOption quizOption(u"quiz"_s,
            QCoreApplication::translate("main",
                    "With --page quiz: start a quiz of this kind (yaku, fu, points, waits, "
                    "efficiency, furiten, mixed; add :feedback to answer the first question), or "
                    "show the statistics (stats)."),
            u"KIND"_s);
    parser.addOption(quizOption);
    // Club (screenshots): what the Club page shows at start.
    const QCommandLineOption clubOption(u"club"_s,
            QCoreApplication::translate("main",
                    "With --page club: show the last finished game (game), the game in progress "
                    "with a hand being entered (entry) or scored with the tile picker (picker), "
                    "the standings, the leader's player page (player), the audit trail (audit), "
                    "the players (players), the new game dialog (newgame) or the same with the "
                    "club's own rules open (rules)."),
            u"VIEW"_s);
    parser.addOption(clubOption);
    parser.process(app);

    QSize size(1280, 800);
    if (parser.isSet(sizeOption)) {
        const QStringList parts = parser.value(sizeOption).split(u'x');
        bool okW = false, okH = false;
        if (parts.size() == 2)
            size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
        if (!okW || !okH || size.width() < 200 || size.height() < 200) {
            std::fprintf(stderr, "haifu: --size wants WIDTHxHEIGHT of at least 200x200, got '%s'\n",
                    qPrintable(parser.value(sizeOption)));
            return 2;
        }
    }

    // Screenshots use throw-away settings so they are reproducible and leave the user's alone.
    QTemporaryDir scratch;
    AppSettings settings(screenshotMode ? scratch.filePath(u"settings.ini"_s) : QString());
    if (screenshotMode) {
        settings.setTheme(u"light"_s);
        settings.setLanguage(u"en"_s);
    }
    const bool persistent = !screenshotMode && !parser.isSet(languageOption)
            && !parser.isSet(themeOption) && !parser.isSet(pageOption);
    settings.setPersistent(persistent);
    if (parser.isSet(languageOption))
        settings.setLanguage(parser.value(languageOption));
    if (parser.isSet(themeOption))
        settings.setTheme(parser.value(themeOption));
    const QString page = parser.value(pageOption);
    if (!page.isEmpty())
        settings.setCurrentPage(page == "about"_L1 ? u"settings"_s : page);
    AppSettings::setInstance(&settings);

    // Viewer: the session QML sees as GameSession.
    GameSession session(nullptr);
    GameSession::setInstance(&session);

    // The library: on first start it is created in the user's data folder and seeded with the
    // sample games bundled in resources/samples, so a newcomer sees real games at once.
    const auto library = haifu::storage::ensureDefaultLibrary(parser.value(libraryOption));
    if (!library)
        std::fprintf(stderr, "haifu: %s\n", library.error().message.c_str());
    // A new library also gets a small demo club, so the Club page shows real games at once.
    if (library && library->created) {
        haifu::storage::Database db;
        const auto error = db.open(library->path);
        const auto seeded = error ? error : seedDemoClub(db);
        if (seeded)
            std::fprintf(stderr, "haifu: %s\n", seeded->message.c_str());
    }
    LibraryController libraryController(
            library ? library->path : haifu::storage::LibraryLocation::defaultPath());
    LibraryController::setInstance(&libraryController);
    // Notes taken in the viewer go to the library; files opened there are added to it. A
    // screenshot of --open FILE leaves the library alone: it is attached after the file opened.
    const bool attachFirst = !screenshotMode || parser.isSet(gameOption);
    if (attachFirst)
        libraryController.attach(&session);

    // --open FILE or --game ID: a game to show at start.
    if (parser.isSet(openOption) || parser.isSet(gameOption)) {
        const auto print = [](const QString &message) {
            std::fprintf(stderr, "haifu: %s\n", qPrintable(message));
        };
        QObject::connect(&session, &GameSession::errorOccurred, print);
        QObject::connect(&libraryController, &LibraryController::errorOccurred, print);
        const bool opened = parser.isSet(gameOption)
                ? libraryController.openGame(parser.value(gameOption).toLongLong())
                : session.open(parser.value(openOption));
        if (!opened && screenshotMode)
            return 2;
        session.setViewpoint(parser.value(seatOption).toInt());
        session.jumpTo(parser.value(kyokuOption).toInt(), parser.value(stepOption).toInt());
    }
    if (!attachFirst)
        libraryController.attach(&session);
    // --quiz KIND: the Quiz page starts with it.
    if (parser.isSet(quizOption))
        QuizSession::setStartup(parser.value(quizOption));
    // --club VIEW: the Club page starts there.
    if (parser.isSet(clubOption))
        ClubController::setStartup(parser.value(clubOption));

    QQuickStyle::setStyle(u"Material"_s);
    QQmlApplicationEngine engine;
    // Nothing is fetched from the network: only qrc: and file: URLs load.
    LocalOnlyNetworkAccessManagerFactory networkFactory;
    engine.setNetworkAccessManagerFactory(&networkFactory);
    settings.setEngine(&engine);
    settings.applyLanguage();
    engine.addImportPath(u"qrc:/qt/qml"_s); // Qt<6.5: not on the import path by default
    QObject::connect(
            &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
            [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(u"qrc:/qt/qml/Haifu/Ui/Main.qml"_s)); // Qt<6.5: loadFromModule is 6.5+
    if (engine.rootObjects().isEmpty())
        return 1;

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    // The journey tests' eyes (off unless HAIFU_JOURNEY_PROBE names a socket).
    JourneyProbe::startFromEnvironment(&engine, window);
    if (screenshotMode && window) {
        window->resize(size);
        if (page == "about"_L1)
            QMetaObject::invokeMethod(window, "openAbout");
        scheduleScreenshot(window, parser.value(screenshotOption));
    }
    return app.exec();
}
