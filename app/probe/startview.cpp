#include "probe/startview.h"

#include "club/clubcontroller.h"
#include "library/librarycontroller.h"
#include "quiz/quizsession.h"
#include "settings/appsettings.h"
#include "storage/savefile.h"
#include "viewer/gamesession.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QQmlEngine>
#include <QQmlIncubationController>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// Still coming in the window: a view making its delegates, an image or a part of a page still
// loading, a popup (a dialog, a menu) still opening, a transition or an animation that ends (a
// check mark drawn in, a panel sliding open) still under way.
bool stillComing(QQuickWindow *window)
{
    if (const QQmlEngine *engine = qmlEngine(window)) {
        if (QQmlIncubationController *incubation = engine->incubationController();
                incubation && incubation->incubatingObjectCount() > 0)
            return true;
    }
    constexpr int loading = 2; // Image.Loading, Loader.Loading
    const auto objects = window->findChildren<QObject *>();
    for (const QObject *object : objects) {
        if ((object->inherits("QQuickImageBase") || object->inherits("QQuickLoader"))
                && object->property("status").toInt() == loading)
            return true;
        if (object->inherits("QQuickPopup") && object->property("visible").toBool()
                && !object->property("opened").toBool())
            return true;
        if (object->inherits("QQuickTransition") && object->property("running").toBool())
            return true;
        constexpr int forever = -2; // Animation.Infinite: a busy indicator never ends
        if (object->inherits("QQuickAbstractAnimation") && object->property("running").toBool()
                && object->property("loops").toInt() != forever)
            return true;
    }
    return false;
}

// Renders the window once it has drawn and nothing is still coming, writes the PNG and ends the
// run.
void scheduleScreenshot(QQuickWindow *window, const QString &file)
{
    struct State
    {
        int frames = 0;
        bool taken = false;
        QDeadlineTimer patience{ 10000 };
    };
    auto state = std::make_shared<State>();
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, file, state] {
        if (state->taken || ++state->frames < 2)
            return;
        if (stillComing(window) && !state->patience.hasExpired()) {
            window->update(); // look again after the next frame
            return;
        }
        state->taken = true;
        if (state->patience.hasExpired())
            std::fprintf(stderr, "haifu: the window was still loading after 10 s\n");
        // Outside the frame's signal: grabbing renders the window again.
        QTimer::singleShot(0, window, [window, file] {
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
    for (int i = 1; i < argc; ++i) {
        screenshot = screenshot || std::strcmp(argv[i], "--screenshot") == 0
                || std::strcmp(argv[i], "--screenshots") == 0;
    }
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
              QCoreApplication::translate("main",
                      "Page to show: library, viewer, quiz, lessons, review, stats, club, settings "
                      "or "
                      "about."),
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
              u"VIEW"_s),
      // The screenshot suites' batch (see startview.h); not for people, so not in --help.
      m_jobsOption(u"screenshots"_s, QString(), u"JOBS"_s)
{
    m_jobsOption.setFlags(QCommandLineOption::HiddenFromHelp);
    if (m_screenshot)
        m_scratch = std::make_unique<QTemporaryDir>();
}

StartView::~StartView() = default;

void StartView::addOptions(QCommandLineParser &parser) const
{
    parser.addOptions({ m_screenshotOption, m_pageOption, m_sizeOption, m_openOption, m_gameOption,
            m_kyokuOption, m_stepOption, m_seatOption, m_quizOption, m_clubOption, m_jobsOption });
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
    m_jobsFile = parser.value(m_jobsOption);
    if (m_screenshot && m_jobsFile.isEmpty() && m_screenshotFile.isEmpty()) {
        std::fprintf(stderr, "haifu: a screenshot job needs --screenshot FILE.png\n");
        return false;
    }
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
    // Set either way: a job of a batch must not start where the one before it asked.
    QuizSession::setStartup(m_quizSet ? m_quiz : QString());
    ClubController::setStartup(m_clubSet ? m_club : QString());
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

int StartView::runJobs(const std::function<int(const QStringList &options)> &run) const
{
    QFile file(m_jobsFile);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "haifu: cannot read the screenshot jobs %s: %s\n",
                qPrintable(QDir::toNativeSeparators(m_jobsFile)), qPrintable(file.errorString()));
        return 2;
    }
    // The windows of the jobs come and go; the app ends after the last job, not with a window.
    QGuiApplication::setQuitOnLastWindowClosed(false);
    int worst = 0;
    while (!file.atEnd()) {
        const QStringList options = QProcess::splitCommand(QString::fromUtf8(file.readLine()));
        if (options.isEmpty())
            continue;
        const qsizetype at = options.indexOf(u"--screenshot"_s);
        std::fprintf(stderr, "haifu: screenshot job: %s\n",
                at >= 0 && at + 1 < options.size() ? qPrintable(options.at(at + 1)) : "(none)");
        const int status = run(options);
        if (status != 0)
            std::fprintf(stderr, "haifu: the screenshot job failed with status %d\n", status);
        worst = std::max(worst, status);
        // What the job's objects left to delete goes before the next job starts.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return worst;
}

} // namespace haifu::app
