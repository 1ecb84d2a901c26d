// StartView: what the app shows at start when the command line asks for it, and screenshot mode.
//
// The screenshot tests (tests/app/tst_*screenshots.cpp) and the journey tests (tests/journeys)
// start the real app on a chosen page, game, position, quiz or club view; with --screenshot it
// renders offscreen with throw-away settings, writes one PNG and exits. None of this is needed
// for an ordinary start: main.cpp hands these options here and asks three questions (before the
// library opens, after it opened, once the window is there).
#pragma once

#include <QCommandLineOption>
#include <QSize>
#include <QString>
#include <QTemporaryDir>

#include <memory>

class AppSettings;
class GameSession;
class LibraryController;
class QCommandLineParser;
class QQuickWindow;

class StartView
{
public:
    // True when the command line asks for a screenshot; then the app renders offscreen unless a
    // platform was chosen. Call before the QGuiApplication is made.
    static bool prepareScreenshotMode(int argc, char **argv);

    explicit StartView(bool screenshotMode);
    ~StartView();

    // --screenshot, --page, --size, --open, --game, --kyoku, --step, --seat, --quiz, --club.
    void addOptions(QCommandLineParser &parser) const;
    // After parsing: false (told on standard error) when --size is no size.
    bool read(const QCommandLineParser &parser);

    bool screenshotMode() const { return m_screenshot; }
    // Settings for this run: throw-away ones in screenshot mode; not saved when a page, language
    // or theme was asked for on the command line (`oneRun`).
    QString settingsFile() const;
    void prepareSettings(AppSettings &settings, bool oneRun) const;

    // --open FILE or --game ID at the chosen kyoku, step and seat; the viewer's notes go to the
    // library. False when the game did not open for a screenshot (the app exits with status 2).
    bool openGame(GameSession &session, LibraryController &library) const;
    // --quiz and --club: where those pages start.
    void setPageStarts() const;
    // Once the window is there: in screenshot mode its size, the about dialog for --page about,
    // and the PNG once it has drawn.
    void windowReady(QQuickWindow *window) const;

private:
    bool m_screenshot = false;
    std::unique_ptr<QTemporaryDir> m_scratch;
    QCommandLineOption m_screenshotOption;
    QCommandLineOption m_pageOption;
    QCommandLineOption m_sizeOption;
    QCommandLineOption m_openOption;
    QCommandLineOption m_gameOption;
    QCommandLineOption m_kyokuOption;
    QCommandLineOption m_stepOption;
    QCommandLineOption m_seatOption;
    QCommandLineOption m_quizOption;
    QCommandLineOption m_clubOption;
    QSize m_size{ 1280, 800 };
    QString m_screenshotFile;
    bool m_pageSet = false;
    QString m_page;
    bool m_openSet = false;
    QString m_openFile;
    bool m_gameSet = false;
    qint64 m_gameId = 0;
    int m_kyoku = 0;
    int m_step = 0;
    int m_seat = 0;
    bool m_quizSet = false;
    QString m_quiz;
    bool m_clubSet = false;
    QString m_club;
};
