// StartView: what the app shows at start when the command line asks for it, and screenshot mode.
//
// The screenshot tests (tests/app/tst_*screenshots.cpp) and the journey tests (tests/journeys)
// start the real app on a chosen page, game, position, quiz or club view; with --screenshot it
// renders offscreen with throw-away settings, writes one PNG and exits. None of this is needed
// for an ordinary start: main.cpp hands these options here and asks three questions (before the
// library opens, after it opened, once the window is there).
//
// A batch of screenshots (the screenshot suites' one process each): `--screenshots JOBS` (not in
// --help) reads a file of jobs, one a line, each line the options of one `--screenshot` run (split
// as a shell splits words: quote paths with spaces). Each job is a whole run of the window, one
// after another in this process: its own settings, library, session and QML engine. Before each
// job a line `haifu: screenshot job: FILE` goes to standard error, so that what a job logged can
// be told apart; a job that fails says so and the next one runs; the exit status is the worst.
#pragma once

#include <QCommandLineOption>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class QCommandLineParser;
class QQuickWindow;

namespace haifu::app {

class AppSettings;
class GameSession;
class LibraryController;

class StartView
{
public:
    // True when the command line asks for a screenshot; then the app renders offscreen unless a
    // platform was chosen. Call before the QGuiApplication is made.
    static bool prepareScreenshotMode(int argc, char **argv);

    explicit StartView(bool screenshotMode);
    ~StartView();

    // --screenshot, --page, --size, --open, --game, --kyoku, --step, --seat, --quiz, --club, and
    // the hidden --screenshots.
    void addOptions(QCommandLineParser &parser) const;
    // After parsing: false (told on standard error) when --size is no size, or a screenshot run
    // has no --screenshot file.
    bool read(const QCommandLineParser &parser);

    // --screenshots JOBS was given: run them with runJobs instead of showing a window.
    bool hasJobs() const { return !m_jobsFile.isEmpty(); }
    // Runs every job of the --screenshots file through `run` (the job's options; it returns the
    // job's exit status), one after another; the worst status, or 2 when the file is unreadable.
    int runJobs(const std::function<int(const QStringList &options)> &run) const;

    bool screenshotMode() const { return m_screenshot; }
    // Settings for this run: throw-away ones in screenshot mode; not saved when a page, language
    // or theme was asked for on the command line (`oneRun`).
    QString settingsFile() const;
    void prepareSettings(AppSettings &settings, bool oneRun) const;

    // --open FILE or --game ID at the chosen kyoku, step and seat; the viewer's notes go to the
    // library. False when the game did not open for a screenshot (the app exits with status 2).
    bool openGame(GameSession &session, LibraryController &library) const;
    // --quiz and --club: where those pages start (nowhere in particular without them).
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
    QCommandLineOption m_jobsOption;
    QSize m_size{ 1280, 800 };
    QString m_screenshotFile;
    QString m_jobsFile;
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

} // namespace haifu::app
