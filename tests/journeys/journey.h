// Journeys: the real `haifu` in a real X11 window, driven as a person drives it.
//
// Each journey starts its own Xvfb (the xcb platform, never offscreen), starts the app from a
// fresh home folder (so the first start seeds the library), and sends real input through the X
// server with xdotool (XTEST: keys, clicks, wheel, drags). The app's JourneyProbe
// (app/probe/journeyprobe.h) only tells where an item is and what the app shows; it never acts.
// A journey fails on a crash, a hang (every wait has a deadline), or any warning the app logs.
//
// Nothing waits a fixed time. Each input returns once the app has handled it and drawn the
// result (the probe's sync: a round trip through the X server, then a frame), so that what is
// true after it can be checked at once, and what must not happen has had its chance; anything
// slower (a file read, a server, a timer of the app) is waited for as a condition with a deadline.
//
// Screenshots of what the window showed go to HAIFU_JOURNEY_OUT (default: the build's
// journeys/ folder), one folder per journey.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QLocalSocket>
#include <QObject>
#include <QPoint>
#include <QProcess>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace journey {

// How long a journey waits for a condition at most: generous, since a condition that comes early
// ends the wait at once, and a machine busy with other work can be slow.
inline constexpr int kPatienceMs = 60000;

// An Xvfb server of its own: `:N` chosen by the server (-displayfd).
class Display
{
public:
    Display() = default;
    ~Display();
    Display(const Display &) = delete;
    Display &operator=(const Display &) = delete;

    // Starts the server with one screen of `size`; empty on success, else what failed.
    QString start(QSize size = QSize(2600, 1500));
    QString name() const { return m_name; }

private:
    QProcess m_server;
    QString m_name;
};

// The app under test, with its own home folder, and the hands and eyes to use it.
class App
{
public:
    // `journey` names the folder of its screenshots.
    App(const Display &display, const QString &journey);
    ~App();
    App(const App &) = delete;
    App &operator=(const App &) = delete;

    // Starts haifu (again: the same home folder, so settings and library persist) and waits
    // until its window is shown and focused. Empty on success.
    QString start(const QStringList &arguments = {});
    // Ctrl+Q, then the process must end by itself with status 0 and no warning.
    QString quit();
    bool running() const;
    // Follows a restart of the app by itself (Settings' "Use this library"): the running app must
    // end by itself with status 0 and no warning; the process it started in its place (found
    // through the probe, on the same socket) is then the app, until it quits in turn. Empty on
    // success.
    QString followRestart(int timeoutMs = kPatienceMs);

    QString home() const { return m_home.path(); }
    QString outputDir() const { return m_outDir; }

    // --- Eyes (the probe) ---
    QJsonObject ask(const QJsonObject &request);
    // An expression in Main.qml's context, or on the shown item named `on`.
    QJsonValue eval(const QString &expression, const QString &on = {});
    // Polls `expression` until it is true (JavaScript truthiness); false on the deadline.
    bool waitUntil(const QString &expression, int timeoutMs = kPatienceMs, const QString &on = {});
    // The shown item named `name` (objectName) or showing `text`; waits for it to appear enabled
    // and in place (not growing, sliding or fading in: the same box and opacity a frame later).
    QRect item(const QString &name, int timeoutMs = kPatienceMs);
    QRect itemWithText(const QString &text, int timeoutMs = kPatienceMs);
    bool isShown(const QString &name);
    // Saves what the window shows as <outputDir>/<name>.png; returns the path.
    QString screenshot(const QString &name);
    // Warnings and errors the app logged so far (QML warnings included).
    QStringList warnings();
    // The window's X id and geometry.
    QJsonObject window();
    // Returns once the app has handled every input sent so far and drawn a frame after it; the
    // input functions below do this themselves. Empty on success.
    QString sync();
    // The names of the app's threads now (Linux: /proc), e.g. to see a worker end.
    QStringList threadNames() const;

    // --- Hands (real X input through xdotool; each returns once the app has handled it) ---
    void click(QPoint at, int button = 1);
    void click(const QRect &target) { click(target.center()); }
    // Moves the pointer there, without a click.
    void hover(QPoint at);
    void doubleClick(QPoint at);
    void doubleClick(const QRect &target) { doubleClick(target.center()); }
    void clickItem(const QString &name) { click(item(name)); }
    void clickText(const QString &text) { click(itemWithText(text)); }
    // xdotool key names: "Return", "Right", "ctrl+o", "shift+n", "question".
    void key(const QString &keys, int repeat = 1);
    void type(const QString &text);
    void wheel(QPoint at, int clicks); // > 0 scrolls down
    // Drags with the left button from `from` (another app's window: a file manager) to `to` in
    // this window and drops there; empty on success.
    QString drag(QPoint from, QPoint to);
    // Resizes the window; empty once the app has the new size.
    QString resize(QSize size);
    // Scrolls with the wheel over the window's middle until the item named `name` is inside the
    // window, as a person scrolls down a page to a field; empty on success.
    QString scrollTo(const QString &name);
    // Picks entry `index` of the ComboBox named `box` with the mouse; empty on success.
    QString choose(const QString &box, int index);
    // Moves the window (several apps side by side on one display); empty once the app knows.
    QString move(QPoint topLeft);
    // Gives the window the keyboard focus, as a click into it would (there is no window
    // manager); empty on success.
    QString focus();
    // Double-clicks row `row` of the Library's game list and waits for the viewer to show the
    // game; an error message, or empty.
    QString openGame(int row = 0);
    // start(), then waits for the sample library of a first start (8 games); empty on success.
    QString startOnSamples(const QStringList &arguments = {});
    // Goes to a page of the navigation rail by its shortcut (Ctrl+1 … Ctrl+8) and waits for it:
    // "library", "viewer", "quiz", "lessons", "review", "stats", "club", "settings". Empty on
    // success.
    QString showPage(const QString &key);
    // In an open file dialog (Qt Quick's own): Ctrl+L, the path typed, Enter. Empty on success.
    QString typePathInDialog(const QString &path);

    // Why the last call failed, for QVERIFY2 messages.
    QString lastError() const { return m_lastError; }
    // The app's standard error so far (a restarted app's included).
    QString log() const;

private:
    bool xdotool(const QStringList &arguments);
    // Polls a find/findText query until the item is shown and enabled; null on the deadline.
    QRect waitForItem(const QJsonObject &query, int timeoutMs);
    bool connectProbe(int timeoutMs);
    // HAIFU_JOURNEY_PACE_MS: a pause after each step, only to follow a journey by eye.
    static void pace();
    // After the window's probe answers: waits until the window is shown and has the focus.
    QString waitForWindow();
    // What the app wrote to standard error besides noise, and what it logged as warnings: an
    // error message, or empty.
    QString checkOutput(const QStringList &logged);
    // The restarted app (journeyrestart.cpp): not this test's child but its orphan, adopted by
    // the test (a child subreaper) so that its end and exit status are seen.
    bool adoptedRunning() const;
    QString endAdopted(int timeoutMs);
    QString restartLog() const;

    const Display &m_display;
    QString m_journey;
    QTemporaryDir m_home;
    QString m_outDir;
    QString m_socketPath;
    QProcess m_process;
    QLocalSocket m_socket;
    QByteArray m_stderr;
    QString m_lastError;
    qint64 m_adoptedPid = 0; // the restarted app, when the test follows one
    bool m_adopting = false; // its probe answers, its process id is not known yet
    mutable bool m_adoptedEnded = false;
    mutable int m_adoptedStatus = -1; // its wait status once reaped
};

// The base of every journey test: an Xvfb of its own for the whole test case.
class JourneyTest : public QObject
{
    Q_OBJECT

protected:
    Display m_display;

    // A journey with its own initTestCase calls this one first.
protected Q_SLOTS:
    void initTestCase();
};

// The built executables and test data.
QString appPath();
QString testDataDir();
QString sharedRecordsDir();

} // namespace journey

// Fails the test with the app's log when a journey step does not hold.
#define JOURNEY_VERIFY(app, condition)                                                             \
    QVERIFY2((condition),                                                                          \
            qPrintable(QStringLiteral("%1\n-- last error: %2\n-- app log:\n%3")                    \
                               .arg(QStringLiteral(#condition), (app).lastError(), (app).log())))
#define JOURNEY_OK(app, call)                                                                      \
    do {                                                                                           \
        const QString journeyError_ = (call);                                                      \
        QVERIFY2(journeyError_.isEmpty(),                                                          \
                qPrintable(journeyError_ + QStringLiteral("\n-- app log:\n") + (app).log()));      \
    } while (false)
