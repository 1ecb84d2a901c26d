#include "startview.h"

#include "appsettings.h"
#include "clubcontroller.h"
#include "gamesession.h"
#include "librarycontroller.h"
#include "quizsession.h"
#include "savefile.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

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

bool StartView::prepareScreenshotMode(int argc, char **argv)
{
    bool screenshot = false;
    for (int i = 1; i < argc; ++i)
        screenshot = screenshot || std::strcmp(argv[i], "--screenshot") == 0;
    // Screenshots need no display: render offscreen unless a platform was chosen.
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return screenshot;
}

StartView::StartView(bool screenshotMode)
    : m_screenshot(screenshotMode),
      m_screenshotOption(u"screenshot"_s,
              QCoreApplication::translate(
                      "main", "Render the window offscreen to a PNG file and exit."),
              u"FILE.png"_s),
      m_pageOption(u"page"_s,
              QCoreApplication::translate(
                      "main", "Page to show: library, viewer, quiz, club, settings or about."),
              u"NAME"_s),
      m_sizeOption(u"size"_s,
              QCoreApplication::translate("main", "Window size for the screenshot."), u"WxH"_s,
              u"1280x800"_s)
      // Viewer: a record or a game of the library to open at start, and where to show it.
      ,
      m_openOption(u"open"_s,
              QCoreApplication::translate("main", "Open a game record in the viewer."),
              u"RECORD"_s),
      m_gameOption(u"game"_s,
              QCoreApplication::translate(
                      "main", "Open the library game with this number in the viewer."),
              u"ID"_s),
      m_kyokuOption(u"kyoku"_s,
              QCoreApplication::translate(
                      "main", "With --open or --game: the hand to show (0 = the first)."),
              u"K"_s, u"0"_s),
      m_stepOption(u"step"_s,
              QCoreApplication::translate(
                      "main", "With --open or --game: the step of the hand (0 = the deal)."),
              u"N"_s, u"0"_s),
      m_seatOption(u"seat"_s,
              QCoreApplication::translate(
                      "main", "With --open or --game: the seat at the bottom (0-3)."),
              u"S"_s, u"0"_s)
      // Quiz: a first generated question of a kind, its feedback, or the statistics.
      ,
      m_quizOption(u"quiz"_s,
              QCoreApplication::translate("main",
                      "With --page quiz: start a quiz of this kind (yaku, fu, points, waits, "
                      "efficiency, furiten, mixed; add :feedback to answer the first question), "
                      "or show the statistics (stats)."),
              u"KIND"_s)
      // Club: what the Club page shows at start.
      ,
      m_clubOption(u"club"_s,
              QCoreApplication::translate("main",
                      "With --page club: show the last finished game (game), the game in "
                      "progress with a hand being entered (entry) or scored with the tile picker "
                      "(picker), the standings, the leader's player page (player), the audit "
                      "trail (audit), the players (players), the new game dialog (newgame) or the "
                      "same with the club's own rules open (rules)."),
              u"VIEW"_s)
{
    if (m_screenshot)
        m_scratch = std::make_unique<QTemporaryDir>();
}

StartView::~StartView() = default;

void StartView::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({ m_screenshotOption, m_pageOption, m_sizeOption, m_openOption, m_gameOption,
            m_kyokuOption, m_stepOption, m_seatOption, m_quizOption, m_clubOption });
}

bool StartView::read(const QCommandLineParser &parser)
{
    if (parser.isSet(m_sizeOption)) {
        const QStringList parts = parser.value(m_sizeOption).split(u'x');
        bool okW = false, okH = false;
        if (parts.size() == 2)
            m_size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
        if (!okW || !okH || m_size.width() < 200 || m_size.height() < 200) {
            std::fprintf(stderr, "haifu: --size wants WIDTHxHEIGHT of at least 200x200, got '%s'\n",
                    qPrintable(parser.value(m_sizeOption)));
            return false;
        }
    }
    m_screenshotFile = parser.value(m_screenshotOption);
    m_pageSet = parser.isSet(m_pageOption);
    m_page = parser.value(m_pageOption);
    m_openFile = parser.isSet(m_openOption) ? parser.value(m_openOption) : QString();
    m_openSet = parser.isSet(m_openOption);
    m_gameSet = parser.isSet(m_gameOption);
    m_gameId = parser.value(m_gameOption).toLongLong();
    m_kyoku = parser.value(m_kyokuOption).toInt();
    m_step = parser.value(m_stepOption).toInt();
    m_seat = parser.value(m_seatOption).toInt();
    m_quizSet = parser.isSet(m_quizOption);
    m_quiz = parser.value(m_quizOption);
    m_clubSet = parser.isSet(m_clubOption);
    m_club = parser.value(m_clubOption);
    return true;
}

QString StartView::settingsFile() const
{
    return m_scratch ? m_scratch->filePath(u"settings.ini"_s) : QString();
}

void StartView::prepareSettings(AppSettings &settings, bool oneRun) const
{
    // Screenshots use throw-away settings so they are reproducible and leave the user's alone.
    if (m_screenshot) {
        settings.setTheme(u"light"_s);
        settings.setLanguage(u"en"_s);
    }
    settings.setPersistent(!m_screenshot && !oneRun && !m_pageSet);
    if (!m_page.isEmpty())
        settings.setCurrentPage(m_page == "about"_L1 ? u"settings"_s : m_page);
}

bool StartView::openGame(GameSession &session, LibraryController &library) const
{
    // Notes taken in the viewer go to the library; files opened there are added to it. A
    // screenshot of --open FILE leaves the library alone: it is attached after the file opened.
    const bool attachFirst = !m_screenshot || m_gameSet;
    if (attachFirst)
        library.attach(&session);
    if (m_openSet || m_gameSet) {
        const auto print = [](const QString &message) {
            std::fprintf(stderr, "haifu: %s\n", qPrintable(message));
        };
        QObject::connect(&session, &GameSession::errorOccurred, print);
        QObject::connect(&library, &LibraryController::errorOccurred, print);
        const bool opened = m_gameSet ? library.openGame(m_gameId) : session.open(m_openFile);
        if (!opened && m_screenshot)
            return false;
        session.setViewpoint(m_seat);
        session.jumpTo(m_kyoku, m_step);
    }
    if (!attachFirst)
        library.attach(&session);
    return true;
}

void StartView::setPageStarts() const
{
    if (m_quizSet)
        QuizSession::setStartup(m_quiz);
    if (m_clubSet)
        ClubController::setStartup(m_club);
}

void StartView::windowReady(QQuickWindow *window) const
{
    if (!m_screenshot || !window)
        return;
    window->resize(m_size);
    if (m_page == "about"_L1)
        QMetaObject::invokeMethod(window, "openAbout");
    scheduleScreenshot(window, m_screenshotFile);
}
