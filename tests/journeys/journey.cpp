#include "journey.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

namespace journey {

QString appPath()
{
    return QStringLiteral(HAIFU_BIN_DIR "/haifu");
}

QString testDataDir()
{
    return QStringLiteral(HAIFU_TEST_DATA);
}

QString sharedRecordsDir()
{
    return QStringLiteral(HAIFU_SHARED_RECORDS);
}

namespace {

// Lines of standard error that are not the app's own warnings.
bool isNoise(const QString &line)
{
    // Qt 6.4 counts a delegate whose creation a view dropped half-way (a list that changed
    // while it was filling) as still being made, and says so when the engine ends; nothing
    // is lost or wrong then (QQmlIncubator::clear does not undo the count).
    if (line.contains(u"items in the process of being created at engine destruction"_s))
        return true;
    return line.trimmed().isEmpty();
}

bool truthy(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool: return value.toBool();
    case QJsonValue::Double: return value.toDouble() != 0.0;
    case QJsonValue::String: return !value.toString().isEmpty();
    case QJsonValue::Array:
    case QJsonValue::Object: return true;
    default: return false;
    }
}

} // namespace

Display::~Display()
{
    if (m_server.state() != QProcess::NotRunning) {
        m_server.terminate();
        if (!m_server.waitForFinished(3000))
            m_server.kill();
        m_server.waitForFinished(3000);
    }
}

QString Display::start(QSize size)
{
    // Watching a journey: HAIFU_JOURNEY_DISPLAY=:0 runs it on that display instead of an Xvfb.
    if (const QString shown = qEnvironmentVariable("HAIFU_JOURNEY_DISPLAY"); !shown.isEmpty()) {
        m_name = shown;
        return QStandardPaths::findExecutable(u"xdotool"_s).isEmpty()
                ? u"xdotool is not installed (packaging/install-deps.sh installs it)"_s
                : QString();
    }
    const QString xvfb = QStandardPaths::findExecutable(u"Xvfb"_s);
    if (xvfb.isEmpty())
        return u"Xvfb is not installed (packaging/install-deps.sh installs it)"_s;
    if (QStandardPaths::findExecutable(u"xdotool"_s).isEmpty())
        return u"xdotool is not installed (packaging/install-deps.sh installs it)"_s;
    // -displayfd 1: the server picks a free display and writes its number on standard output.
    m_server.setProcessChannelMode(QProcess::SeparateChannels);
    m_server.start(xvfb,
            { u"-displayfd"_s, u"1"_s, u"-screen"_s, u"0"_s,
                    u"%1x%2x24"_s.arg(size.width()).arg(size.height()), u"-nolisten"_s, u"tcp"_s,
                    u"-noreset"_s });
    if (!m_server.waitForStarted(10000))
        return u"Xvfb did not start: %1"_s.arg(m_server.errorString());
    QByteArray number;
    const QDeadlineTimer deadline(kPatienceMs);
    while (!number.contains('\n') && !deadline.hasExpired()) {
        if (m_server.state() == QProcess::NotRunning)
            return u"Xvfb ended: %1"_s.arg(QString::fromUtf8(m_server.readAllStandardError()));
        m_server.waitForReadyRead(200);
        number += m_server.readAllStandardOutput();
    }
    if (!number.contains('\n'))
        return u"Xvfb did not report its display"_s;
    m_name = u":"_s + QString::fromLatin1(number.trimmed());
    return {};
}

void JourneyTest::initTestCase()
{
    const QString error = m_display.start();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

App::App(const Display &display, const QString &journey) : m_display(display), m_journey(journey)
{
    const QString base =
            qEnvironmentVariable("HAIFU_JOURNEY_OUT", QStringLiteral(HAIFU_JOURNEY_OUT));
    m_outDir = QDir(base).filePath(journey);
    QDir(m_outDir).removeRecursively();
    QDir().mkpath(m_outDir);
    m_socketPath = m_home.filePath(u"probe.socket"_s);
    QObject::connect(&m_process, &QProcess::readyReadStandardError, [this] {
        const QByteArray chunk = m_process.readAllStandardError();
        m_stderr += chunk;
        // Visible in the test's output as it happens, which helps when a journey hangs.
        fputs(chunk.constData(), stderr);
    });
}

App::~App()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
    if (adoptedRunning())
        endAdopted(0);
}

bool App::running() const
{
    if (m_adopting)
        return m_socket.state() == QLocalSocket::ConnectedState;
    if (m_adoptedPid > 0)
        return adoptedRunning();
    return m_process.state() != QProcess::NotRunning;
}

QString App::start(const QStringList &arguments)
{
    if (running())
        return u"the app is already running"_s;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString home = m_home.path();
    for (const char *name : { "QT_QPA_PLATFORM", "QT_QUICK_BACKEND", "QT_SCALE_FACTOR",
                 "WAYLAND_DISPLAY", "HAIFU_LIBRARY", "XDG_CURRENT_DESKTOP", "GTK_THEME" })
        env.remove(QString::fromLatin1(name));
    env.insert(u"DISPLAY"_s, m_display.name());
    env.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
    env.insert(u"HOME"_s, home);
    env.insert(u"XDG_DATA_HOME"_s, home + u"/.local/share"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, home + u"/.config"_s);
    env.insert(u"XDG_CACHE_HOME"_s, home + u"/.cache"_s);
    QDir().mkpath(home + u"/runtime"_s);
    QFile::setPermissions(
            home + u"/runtime"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    env.insert(u"XDG_RUNTIME_DIR"_s, home + u"/runtime"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"LANGUAGE"_s, u"en"_s);
    env.insert(u"HAIFU_JOURNEY_PROBE"_s, m_socketPath);
    QFile::remove(restartLog());
    m_adoptedPid = 0;
    m_adoptedEnded = false;
    m_process.setProcessEnvironment(env);
    m_process.setWorkingDirectory(home);
    m_stderr.clear();
    m_process.start(appPath(), arguments);
    if (!m_process.waitForStarted(10000))
        return u"haifu did not start: %1"_s.arg(m_process.errorString());
    if (!connectProbe(kPatienceMs))
        return u"haifu's window did not come up: %1"_s.arg(m_lastError);
    return waitForWindow();
}

QString App::waitForWindow()
{
    if (!waitUntil(u"visible"_s))
        return u"haifu's window is not shown"_s;
    // A person clicks into a window before typing; without a window manager, give it the focus.
    const QJsonObject w = window();
    xdotool({ u"windowfocus"_s, u"--sync"_s, w.value(u"id"_s).toString() });
    if (!waitUntil(u"active"_s))
        return u"haifu's window did not get the keyboard focus"_s;
    return sync();
}

QString App::openGame(int row)
{
    const QRect list = item(u"gameList"_s);
    if (!list.isValid())
        return u"the Library's game list is not shown: %1"_s.arg(m_lastError);
    // Rows are 44 px high; the list starts at the top of its area.
    doubleClick(QPoint(list.x() + list.width() / 3, list.y() + 22 + 44 * row));
    if (!waitUntil(u"currentKey === 'viewer' && GameSession.loaded"_s))
        return u"a double click on row %1 did not open the game: %2"_s.arg(row).arg(m_lastError);
    return {};
}

QString App::startOnSamples(const QStringList &arguments)
{
    if (QString error = start(arguments); !error.isEmpty())
        return error;
    if (!waitUntil(u"Library.gameCount >= 8"_s))
        return u"the sample library did not open: %1"_s.arg(m_lastError);
    return {};
}

QString App::showPage(const QString &key)
{
    static const QStringList pages{ u"library"_s, u"viewer"_s, u"quiz"_s, u"lessons"_s, u"review"_s,
        u"stats"_s, u"club"_s, u"settings"_s };
    const qsizetype index = pages.indexOf(key);
    if (index < 0)
        return u"no page '%1'"_s.arg(key);
    this->key(u"ctrl+%1"_s.arg(index + 1));
    if (!waitUntil(u"currentKey === '%1'"_s.arg(key)))
        return u"Ctrl+%1 did not show the page '%2': %3"_s.arg(index + 1).arg(key, m_lastError);
    return {};
}

QString App::quit()
{
    if (!running())
        return u"haifu is not running (%1)"_s.arg(
                m_process.exitStatus() == QProcess::CrashExit ? u"it crashed"_s : u"it ended"_s);
    const QStringList logged = warnings();
    // Not key(): the app is gone before it could answer a sync.
    xdotool({ u"key"_s, u"ctrl+q"_s });
    if (m_adoptedPid > 0) {
        if (QString error = endAdopted(kPatienceMs); !error.isEmpty())
            return error;
        m_socket.abort();
        return checkOutput(logged);
    }
    if (!m_process.waitForFinished(kPatienceMs)) {
        m_process.kill();
        m_process.waitForFinished(5000);
        return u"haifu did not end within %1 s of Ctrl+Q"_s.arg(kPatienceMs / 1000);
    }
    m_stderr += m_process.readAllStandardError();
    m_socket.abort();
    if (m_process.exitStatus() == QProcess::CrashExit)
        return u"haifu crashed on quitting"_s;
    if (m_process.exitCode() != 0)
        return u"haifu exited with status %1"_s.arg(m_process.exitCode());
    return checkOutput(logged);
}

QString App::checkOutput(const QStringList &logged)
{
    if (!logged.isEmpty())
        return u"haifu logged warnings:\n%1"_s.arg(logged.join(u'\n'));
    QStringList lines;
    for (const QString &line : log().split(u'\n')) {
        if (!isNoise(line))
            lines.append(line);
    }
    if (!lines.isEmpty())
        return u"haifu wrote to standard error:\n%1"_s.arg(lines.join(u'\n'));
    return {};
}

bool App::connectProbe(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (!running()) {
            m_lastError = u"haifu ended before its window came up"_s;
            return false;
        }
        m_socket.abort();
        m_socket.connectToServer(m_socketPath);
        if (m_socket.waitForConnected(500))
            return true;
        QThread::msleep(100);
        QCoreApplication::processEvents();
    }
    m_lastError = u"no probe at %1"_s.arg(m_socketPath);
    return false;
}

QJsonObject App::ask(const QJsonObject &request)
{
    if (m_socket.state() != QLocalSocket::ConnectedState) {
        m_lastError = running() ? u"the probe is not connected"_s : u"haifu is not running"_s;
        return { { u"error"_s, m_lastError } };
    }
    m_socket.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    m_socket.flush();
    const QDeadlineTimer deadline(kPatienceMs);
    while (!m_socket.canReadLine()) {
        if (deadline.hasExpired()) {
            m_lastError = u"haifu did not answer within %1 s (hung?)"_s.arg(kPatienceMs / 1000);
            return { { u"error"_s, m_lastError } };
        }
        if (!m_socket.waitForReadyRead(200)
                && (m_socket.state() != QLocalSocket::ConnectedState || !running())) {
            m_process.waitForFinished(2000);
            m_lastError = m_process.exitStatus() == QProcess::CrashExit ? u"haifu crashed"_s
                                                                        : u"haifu ended"_s;
            return { { u"error"_s, m_lastError } };
        }
        QCoreApplication::processEvents();
    }
    const QJsonObject reply = QJsonDocument::fromJson(m_socket.readLine()).object();
    if (reply.contains(u"error"_s))
        m_lastError = reply.value(u"error"_s).toString();
    return reply;
}

QJsonValue App::eval(const QString &expression, const QString &on)
{
    QJsonObject request{ { u"cmd"_s, u"eval"_s }, { u"expr"_s, expression } };
    if (!on.isEmpty())
        request.insert(u"on"_s, on);
    return ask(request).value(u"value"_s);
}

bool App::waitUntil(const QString &expression, int timeoutMs, const QString &on)
{
    const QDeadlineTimer deadline(timeoutMs);
    do {
        if (truthy(eval(expression, on)))
            return true;
        if (!running())
            return false;
        QThread::msleep(50);
    } while (!deadline.hasExpired());
    m_lastError =
            u"still false after %1 ms: %2 (last: %3)"_s.arg(timeoutMs).arg(expression, m_lastError);
    return false;
}

namespace {

QRect rectOf(const QJsonObject &found)
{
    return QRect(found.value(u"x"_s).toInt(), found.value(u"y"_s).toInt(),
            found.value(u"w"_s).toInt(), found.value(u"h"_s).toInt());
}

} // namespace

QRect App::waitForItem(const QJsonObject &query, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QJsonObject before; // the item as it was a frame ago
    do {
        const QJsonObject found = ask(query);
        if (found.value(u"found"_s).toBool() && found.value(u"enabled"_s).toBool()) {
            // In place when nothing scrolls it or covers it with a popup on its way, and a
            // frame changed nothing: not growing, sliding or fading in.
            if (found == before && !found.value(u"moving"_s).toBool()
                    && !found.value(u"popupMoving"_s).toBool())
                return rectOf(found);
            before = found;
            sync();
            continue;
        }
        before = {};
        if (!running())
            break;
        QThread::msleep(50);
    } while (!deadline.hasExpired());
    // Said at once: a journey that goes on without the item has waited the whole deadline.
    qWarning("journey: no shown, enabled item for %s after %d ms",
            QJsonDocument(query).toJson(QJsonDocument::Compact).constData(), timeoutMs);
    return {};
}

QRect App::item(const QString &name, int timeoutMs)
{
    const QRect found = waitForItem({ { u"cmd"_s, u"find"_s }, { u"name"_s, name } }, timeoutMs);
    if (found.isNull())
        m_lastError = u"no shown, enabled item named '%1'"_s.arg(name);
    return found;
}

QRect App::itemWithText(const QString &text, int timeoutMs)
{
    const QRect found =
            waitForItem({ { u"cmd"_s, u"findText"_s }, { u"text"_s, text } }, timeoutMs);
    if (found.isNull())
        m_lastError = u"no shown, enabled item showing '%1'"_s.arg(text);
    return found;
}

bool App::isShown(const QString &name)
{
    return ask({ { u"cmd"_s, u"find"_s }, { u"name"_s, name } }).value(u"found"_s).toBool();
}

QString App::screenshot(const QString &name)
{
    const QString file = QDir(m_outDir).filePath(name + u".png"_s);
    sync();
    if (!ask({ { u"cmd"_s, u"grab"_s }, { u"file"_s, file } }).value(u"ok"_s).toBool())
        return {};
    return file;
}

QStringList App::warnings()
{
    QStringList list;
    const QJsonArray logged = ask({ { u"cmd"_s, u"warnings"_s } }).value(u"warnings"_s).toArray();
    for (const QJsonValue &value : logged)
        list.append(value.toString());
    return list;
}

QJsonObject App::window()
{
    return ask({ { u"cmd"_s, u"window"_s } });
}

QString App::sync()
{
    if (!ask({ { u"cmd"_s, u"sync"_s } }).value(u"ok"_s).toBool())
        return u"haifu did not catch up with the input: %1"_s.arg(m_lastError);
    pace();
    return {};
}

QStringList App::threadNames() const
{
    const qint64 pid = m_adoptedPid > 0 ? m_adoptedPid : m_process.processId();
    QStringList names;
    const QDir tasks(u"/proc/%1/task"_s.arg(pid));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + u"/comm"_s));
        if (comm.open(QIODevice::ReadOnly))
            names.append(QString::fromUtf8(comm.readAll()).trimmed());
    }
    return names;
}

bool App::xdotool(const QStringList &arguments)
{
    QProcess tool;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"DISPLAY"_s, m_display.name());
    tool.setProcessEnvironment(env);
    tool.start(u"xdotool"_s, arguments);
    if (!tool.waitForFinished(kPatienceMs) || tool.exitCode() != 0) {
        m_lastError = u"xdotool %1 failed: %2"_s.arg(
                arguments.join(u' '), QString::fromUtf8(tool.readAllStandardError()));
        return false;
    }
    return true;
}

void App::pace()
{
    static const int pause = qEnvironmentVariableIntValue("HAIFU_JOURNEY_PACE_MS");
    if (pause > 0)
        QThread::msleep(pause);
}

void App::click(QPoint at, int button)
{
    xdotool({ u"mousemove"_s, QString::number(at.x()), QString::number(at.y()), u"click"_s,
            QString::number(button) });
    sync();
}

void App::hover(QPoint at)
{
    xdotool({ u"mousemove"_s, QString::number(at.x()), QString::number(at.y()) });
    sync();
}

void App::doubleClick(QPoint at)
{
    // --delay: the time between the clicks (well within a double click's), not a wait.
    xdotool({ u"mousemove"_s, QString::number(at.x()), QString::number(at.y()), u"click"_s,
            u"--repeat"_s, u"2"_s, u"--delay"_s, u"90"_s, u"1"_s });
    sync();
}

// xdotool's --delay between keys is the typing pace, not a wait: the app sees the keys in order
// however fast they come, but a key pressed again in the same millisecond it was released would
// be taken for the key's auto-repeat.
void App::key(const QString &keys, int repeat)
{
    QStringList arguments{ u"key"_s, u"--delay"_s, u"12"_s };
    for (int i = 0; i < repeat; ++i)
        arguments.append(keys.split(u' ', Qt::SkipEmptyParts));
    xdotool(arguments);
    sync();
}

void App::type(const QString &text)
{
    xdotool({ u"type"_s, u"--delay"_s, u"12"_s, text });
    sync();
}

void App::wheel(QPoint at, int clicks)
{
    const QString button = clicks > 0 ? u"5"_s : u"4"_s;
    xdotool({ u"mousemove"_s, QString::number(at.x()), QString::number(at.y()), u"click"_s,
            u"--repeat"_s, QString::number(qAbs(clicks)), u"--delay"_s, u"30"_s, button });
    sync();
}

QString App::drag(QPoint from, QPoint to)
{
    const QJsonObject w = window();
    const QRect frame(w.value(u"x"_s).toInt(), w.value(u"y"_s).toInt(), w.value(u"w"_s).toInt(),
            w.value(u"h"_s).toInt());
    // Pressed, then moved in steps, as a hand does, so that the drag source sees a drag start
    // and the drop target the pointer coming in.
    if (!xdotool({ u"mousemove"_s, QString::number(from.x()), QString::number(from.y()),
                u"mousedown"_s, u"1"_s }))
        return m_lastError;
    QString error;
    constexpr int steps = 12;
    for (int i = 1; i <= steps && error.isEmpty(); ++i) {
        const QPoint p = from + (to - from) * i / steps;
        if (!xdotool({ u"mousemove"_s, QString::number(p.x()), QString::number(p.y()) })) {
            error = m_lastError;
            break;
        }
        if (!frame.contains(p))
            continue;
        // Over this window, each step waits until the window has seen the drag there (and so
        // has answered the source): the source sends no new position before that answer, and
        // a move it gets meanwhile is never sent on. Released too soon, it drops nowhere.
        const QDeadlineTimer deadline(kPatienceMs);
        for (;;) {
            const QJsonObject drag = ask({ { u"cmd"_s, u"drag"_s } });
            const QPoint at(drag.value(u"x"_s).toInt(), drag.value(u"y"_s).toInt());
            if (drag.value(u"over"_s).toBool() && (at - p).manhattanLength() <= 1)
                break;
            if (deadline.hasExpired() || !running()) {
                error = u"the drag did not arrive at %1,%2 (last seen %3 at %4,%5)"_s.arg(p.x())
                                .arg(p.y())
                                .arg(drag.value(u"over"_s).toBool() ? u"over the window"_s
                                                                    : u"outside"_s)
                                .arg(at.x())
                                .arg(at.y());
                break;
            }
            // Another look once the window has handled what the X server has sent it so far.
            if (error = sync(); !error.isEmpty())
                break;
        }
        // The window's answer is on its way to the X server before the next move.
        if (error.isEmpty())
            error = sync();
    }
    xdotool({ u"mouseup"_s, u"1"_s });
    if (QString synced = sync(); error.isEmpty())
        error = synced;
    return error;
}

QString App::resize(QSize size)
{
    const QString id = window().value(u"id"_s).toString();
    if (!xdotool({ u"windowsize"_s, u"--sync"_s, id, QString::number(size.width()),
                QString::number(size.height()) }))
        return m_lastError;
    if (!waitUntil(u"width === %1 && height === %2"_s.arg(size.width()).arg(size.height())))
        return u"the window did not take the size %1x%2: %3"_s.arg(size.width())
                .arg(size.height())
                .arg(m_lastError);
    return sync();
}

QString App::scrollTo(const QString &name)
{
    const QJsonObject w = window();
    const QRect frame(w.value(u"x"_s).toInt(), w.value(u"y"_s).toInt(), w.value(u"w"_s).toInt(),
            w.value(u"h"_s).toInt());
    for (int step = 0; step < 30; ++step) {
        const QRect found = item(name);
        if (found.isNull())
            return m_lastError;
        if (frame.contains(found))
            return {};
        wheel(frame.center(), found.top() > frame.bottom() - found.height() ? 3 : -3);
    }
    return u"'%1' did not scroll into the window"_s.arg(name);
}

QString App::typePathInDialog(const QString &path)
{
    if (!item(u"fileDialogListView"_s).isValid())
        return u"no file dialog open: %1"_s.arg(m_lastError);
    key(u"ctrl+l"_s);
    key(u"ctrl+a"_s);
    type(path);
    key(u"Return"_s);
    return {};
}

QString App::choose(const QString &box, int index)
{
    clickItem(box);
    if (!waitUntil(u"popup.opened"_s, kPatienceMs, box))
        return u"the list of %1 did not open"_s.arg(box);
    const QString text = eval(u"textAt(%1)"_s.arg(index), box).toString();
    if (text.isEmpty())
        return u"%1 has no entry %2"_s.arg(box).arg(index);
    clickText(text);
    if (!waitUntil(u"currentIndex === %1 && !popup.visible"_s.arg(index), kPatienceMs, box))
        return u"%1 did not take entry %2 (%3)"_s.arg(box).arg(index).arg(text);
    return {};
}

QString App::move(QPoint topLeft)
{
    const QString id = window().value(u"id"_s).toString();
    if (!xdotool({ u"windowmove"_s, u"--sync"_s, id, QString::number(topLeft.x()),
                QString::number(topLeft.y()) }))
        return m_lastError;
    if (!waitUntil(u"x === %1 && y === %2"_s.arg(topLeft.x()).arg(topLeft.y())))
        return u"the window did not move to %1,%2: %3"_s.arg(topLeft.x())
                .arg(topLeft.y())
                .arg(m_lastError);
    return sync();
}

QString App::focus()
{
    const QString id = window().value(u"id"_s).toString();
    if (!xdotool({ u"windowfocus"_s, u"--sync"_s, id }))
        return m_lastError;
    if (!waitUntil(u"active"_s))
        return u"the window did not get the keyboard focus"_s;
    return sync();
}

} // namespace journey
