// JourneyProbe: the eyes of the journey tests (tests/journeys) inside the real app.
//
// The journey tests run the real `haifu` in a real X11 window and drive it with real input
// events (keys, clicks, wheel, drag and drop through the X server). To know *where* to click
// and *what* the app shows, they ask this probe over a local socket. The probe never acts on
// the interface: it only reports (where an item is, what an expression evaluates to, the
// warnings logged so far) and grabs the window as a PNG.
//
// It is off unless the environment names a socket: HAIFU_JOURNEY_PROBE=/path/to/socket.
//
// Protocol: one JSON object per line each way.
//   {"cmd":"find","name":OBJECTNAME}        -> {"found":bool,"x","y","w","h","enabled":bool,
//                                               "opacity":shown opacity,"moving":in a list or
//                                               page still scrolling,"popupMoving":a popup of
//                                               the window opening or closing,"type"}
//   {"cmd":"findText","text":TEXT}          -> the same, for the visible item showing TEXT
//   {"cmd":"eval","expr":JS}                -> {"value":...} or {"error":...}
//   {"cmd":"texts","contains":TEXT}        -> {"items":[{"type","format","text"}]} shown items
//   {"cmd":"outside"}                      -> {"items":[...]} shown text running off the window
//   {"cmd":"grab","file":PATH}              -> {"ok":bool}
//   {"cmd":"warnings"}                      -> {"warnings":[...]}
//   {"cmd":"window"}                        -> {"id":X11 window,"x","y","w","h","active":bool}
//   {"cmd":"focus"}                         -> {"item":class and objectName of the focus item}
//   {"cmd":"sync"}                          -> {"ok":true} once the window has drawn a frame after
//                                              everything the X server had sent the app by then
//                                              (the input a test sent before asking)
//   {"cmd":"drag"}                          -> {"over":bool,"x","y"}: a drag (from another app)
//                                              over the window, and where it was last seen
// Coordinates are global (screen) pixels of the item's box as shown (scaled, moved by an
// animation under way).
#pragma once

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>

class QLocalServer;
class QLocalSocket;
class QQmlEngine;
class QQuickItem;
class QQuickWindow;
class QJsonObject;

namespace haifu::app {

class JourneyProbe : public QObject
{
    Q_OBJECT

public:
    // Starts the probe when HAIFU_JOURNEY_PROBE is set; returns null otherwise.
    static JourneyProbe *startFromEnvironment(QQmlEngine *engine, QQuickWindow *window);

    // Installed before the engine loads, so that every warning of the session is kept.
    static void installMessageHandler();

private:
    JourneyProbe(QQmlEngine *engine, QQuickWindow *window);
    bool listen(const QString &path);
    void readRequests(QLocalSocket *socket);
    QJsonObject answer(const QJsonObject &request) const;
    // {"cmd":"sync"}: answered later, after a frame.
    void sync(QLocalSocket *socket);
    bool eventFilter(QObject *watched, QEvent *event) override;
    QJsonObject describe(QQuickItem *item) const;
    QQuickItem *findByName(const QString &name) const;
    QQuickItem *findByText(const QString &text) const;

    QLocalServer *m_server = nullptr;
    QPointer<QQmlEngine> m_engine;
    QPointer<QQuickWindow> m_window;
    bool m_dragOver = false; // a drag from outside is over the window
    QPoint m_dragAt; // where it was last seen (global)
};

} // namespace haifu::app
