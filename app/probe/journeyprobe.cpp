#include "probe/journeyprobe.h"

#include <QDropEvent>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QMutex>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>

#include <functional>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

QMutex warningsMutex;
QStringList loggedWarnings;
QtMessageHandler previousHandler = nullptr;

void keepWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg) {
        const QMutexLocker lock(&warningsMutex);
        loggedWarnings.append(message);
    }
    if (previousHandler)
        previousHandler(type, context, message);
}

// Visits every item under `root` depth first, parents before children; stops when `visit`
// returns true.
bool walk(QQuickItem *root, const std::function<bool(QQuickItem *)> &visit)
{
    if (!root)
        return false;
    if (visit(root))
        return true;
    const auto children = root->childItems();
    for (QQuickItem *child : children) {
        if (walk(child, visit))
            return true;
    }
    return false;
}

// Shown to a person: visible all the way up, not transparent, with a size.
bool isShown(const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem()) {
        if (!i->isVisible() || i->opacity() <= 0.0)
            return false;
    }
    return item->width() > 0 && item->height() > 0;
}

// Items of an open popup (dialogs, menus) sit under the window's overlay; they are on top.
bool inOverlay(const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem()) {
        if (QString::fromLatin1(i->metaObject()->className()).startsWith("QQuickOverlay"_L1))
            return true;
    }
    return false;
}

QJsonValue toJson(const QVariant &value)
{
    if (value.canConvert<QJSValue>()) {
        const QJSValue js = value.value<QJSValue>();
        return QJsonValue::fromVariant(js.toVariant());
    }
    // QList<int> and other sequences: as arrays.
    if (value.metaType().id() != QMetaType::QString
            && value.metaType().id() != QMetaType::QByteArray && value.canConvert<QVariantList>()
            && !value.canConvert<QVariantMap>())
        return QJsonArray::fromVariantList(value.value<QVariantList>());
    if (auto *object = value.value<QObject *>())
        return QJsonValue(QString::fromLatin1(object->metaObject()->className()));
    return QJsonValue::fromVariant(value);
}

} // namespace

void JourneyProbe::installMessageHandler()
{
    if (qEnvironmentVariableIsEmpty("HAIFU_JOURNEY_PROBE"))
        return;
    previousHandler = qInstallMessageHandler(keepWarnings);
}

JourneyProbe *JourneyProbe::startFromEnvironment(QQmlEngine *engine, QQuickWindow *window)
{
    const QString path = qEnvironmentVariable("HAIFU_JOURNEY_PROBE");
    if (path.isEmpty() || !engine || !window)
        return nullptr;
    auto *probe = new JourneyProbe(engine, window);
    if (!probe->listen(path)) {
        qWarning("haifu: the journey probe cannot listen on %s", qPrintable(path));
        delete probe;
        return nullptr;
    }
    return probe;
}

JourneyProbe::JourneyProbe(QQmlEngine *engine, QQuickWindow *window)
    : QObject(window), m_engine(engine), m_window(window)
{
    // Drags from other apps, seen as the window sees them.
    window->installEventFilter(this);
}

bool JourneyProbe::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove:
        m_dragOver = true;
        m_dragAt =
                m_window->mapToGlobal(static_cast<QDragMoveEvent *>(event)->position().toPoint());
        break;
    case QEvent::DragLeave:
    case QEvent::Drop: m_dragOver = false; break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

bool JourneyProbe::listen(const QString &path)
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(path);
    if (!m_server->listen(path))
        return false;
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::readyRead, this,
                    [this, socket] { readRequests(socket); });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
    return true;
}

void JourneyProbe::readRequests(QLocalSocket *socket)
{
    while (socket->canReadLine()) {
        const QByteArray line = socket->readLine();
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        QJsonObject reply;
        if (error.error != QJsonParseError::NoError || !document.isObject()) {
            reply = { { u"error"_s, u"not a JSON object: %1"_s.arg(error.errorString()) } };
        } else if (document.object().value(u"cmd"_s).toString() == "sync"_L1) {
            // Answered later; the requests after it wait for that answer, in order.
            sync(socket);
            return;
        } else {
            reply = answer(document.object());
        }
        socket->write(QJsonDocument(reply).toJson(QJsonDocument::Compact) + '\n');
        socket->flush();
    }
}

void JourneyProbe::sync(QLocalSocket *socket)
{
    const QPointer<QLocalSocket> to(socket);
    const auto reply = [this, to] {
        if (!to)
            return;
        to->write("{\"ok\":true}\n");
        to->flush();
        readRequests(to);
    };
    // Outside the socket's signal: handing the input over runs the app's own handlers.
    QTimer::singleShot(0, this, [this, reply] {
        // A round trip to the window system: what the X server sent the app before (the input
        // the test sent before it asked) is here then, and delivered.
        QGuiApplication::sync();
        if (!m_window || !m_window->isExposed()) {
            reply();
            return;
        }
        // Then a frame, so that what the input changed is laid out and drawn.
        connect(m_window, &QQuickWindow::frameSwapped, this, reply,
                Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
        m_window->update();
    });
}

QJsonObject JourneyProbe::describe(QQuickItem *item) const
{
    if (!item)
        return { { u"found"_s, false } };
    // The box as shown: scaled and moved with its parents (a popup that opens grows into place).
    const QRectF box =
            item->mapRectToScene(QRectF(0, 0, item->width(), item->height()))
                    .translated(item->mapToGlobal(QPointF(0, 0)) - item->mapToScene(QPointF(0, 0)));
    // Shown opacity: a popup or page that fades in is not there yet for a click. In a list or
    // page still scrolling, a press stops the scrolling instead of reaching the item.
    qreal opacity = 1.0;
    bool moving = false;
    for (const QQuickItem *i = item; i; i = i->parentItem()) {
        opacity *= i->opacity();
        moving = moving || (i->inherits("QQuickFlickable") && i->property("moving").toBool());
    }
    // A popup opening or closing (a dialog, a list, the dimmed window behind a dialog) takes the
    // clicks meant for what it covers, or is not in its place yet.
    bool popupMoving = false;
    const auto objects = m_window->findChildren<QObject *>();
    for (const QObject *object : objects) {
        if (object->inherits("QQuickPopup") && object->property("visible").toBool()
                && !object->property("opened").toBool()) {
            popupMoving = true;
            break;
        }
    }
    return { { u"found"_s, true }, { u"x"_s, qRound(box.x()) }, { u"y"_s, qRound(box.y()) },
        { u"w"_s, qRound(box.width()) }, { u"h"_s, qRound(box.height()) },
        { u"enabled"_s, item->isEnabled() }, { u"opacity"_s, opacity }, { u"moving"_s, moving },
        { u"popupMoving"_s, popupMoving },
        { u"type"_s, QString::fromLatin1(item->metaObject()->className()) } };
}

QQuickItem *JourneyProbe::findByName(const QString &name) const
{
    QQuickItem *found = nullptr;
    QQuickItem *foundOnTop = nullptr;
    walk(m_window->contentItem(), [&](QQuickItem *item) {
        if (item->objectName() != name || !isShown(item))
            return false;
        if (!found)
            found = item;
        if (inOverlay(item)) {
            foundOnTop = item;
            return true;
        }
        return false;
    });
    return foundOnTop ? foundOnTop : found;
}

QQuickItem *JourneyProbe::findByText(const QString &text) const
{
    // The outermost shown item whose `text` is TEXT, preferring an open popup's and an
    // enabled one (a button and its label both carry the text: the button comes first).
    QQuickItem *best = nullptr;
    int bestRank = -1;
    walk(m_window->contentItem(), [&](QQuickItem *item) {
        const QVariant value = item->property("text");
        if (!value.isValid() || value.toString() != text || !isShown(item))
            return false;
        const int rank = (inOverlay(item) ? 2 : 0) + (item->isEnabled() ? 1 : 0);
        if (rank > bestRank) {
            best = item;
            bestRank = rank;
        }
        return false;
    });
    return best;
}

QJsonObject JourneyProbe::answer(const QJsonObject &request) const
{
    if (!m_window || !m_engine)
        return { { u"error"_s, u"the window is gone"_s } };
    const QString command = request.value(u"cmd"_s).toString();
    if (command == "find"_L1)
        return describe(findByName(request.value(u"name"_s).toString()));
    if (command == "findText"_L1)
        return describe(findByText(request.value(u"text"_s).toString()));
    if (command == "eval"_L1) {
        // Evaluated in Main.qml's context (its imports: the singletons), or on a named item.
        QObject *scope = m_window;
        if (request.contains(u"on"_s)) {
            const QString name = request.value(u"on"_s).toString();
            scope = findByName(name);
            // Not an item: a Popup, Dialog or another object declared under one.
            if (!scope)
                scope = m_window->findChild<QObject *>(name);
            if (!scope)
                return { { u"error"_s,
                        u"no shown item named %1"_s.arg(request.value(u"on"_s).toString()) } };
        }
        QQmlContext *context = qmlContext(scope) ? qmlContext(scope) : m_engine->rootContext();
        QQmlExpression expression(context, scope, request.value(u"expr"_s).toString());
        bool undefined = false;
        const QVariant value = expression.evaluate(&undefined);
        if (expression.hasError())
            return { { u"error"_s, expression.error().toString() } };
        return { { u"value"_s, undefined ? QJsonValue() : toJson(value) } };
    }
    if (command == "texts"_L1) {
        // Every shown item whose text contains the string, with its text format (rich text
        // would render markup from data): [{"type","format"}]; format -1 when the item has no
        // textFormat (a TextInput, always plain).
        const QString needle = request.value(u"contains"_s).toString();
        QJsonArray items;
        walk(m_window->contentItem(), [&](QQuickItem *item) {
            const QVariant text = item->property("text");
            if (text.isValid() && text.toString().contains(needle) && isShown(item)) {
                const QVariant format = item->property("textFormat");
                items.append(QJsonObject{
                        { u"type"_s, QString::fromLatin1(item->metaObject()->className()) },
                        { u"format"_s, format.isValid() ? format.toInt() : -1 },
                        { u"text"_s, text.toString() } });
            }
            return false;
        });
        return { { u"items"_s, items } };
    }
    if (command == "outside"_L1) {
        // Shown items with text that start outside the window or run past its edges, leaving
        // out those in a clipping view (a list, a scroll view: their content scrolls).
        QJsonArray items;
        const QRectF window(QPointF(0, 0), m_window->size());
        walk(m_window->contentItem(), [&](QQuickItem *item) {
            const QVariant text = item->property("text");
            if (!text.isValid() || text.toString().isEmpty() || !isShown(item))
                return false;
            for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem()) {
                if (i->clip())
                    return false;
            }
            const QRectF box = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            if (!window.adjusted(-1, -1, 1, 1).contains(box))
                items.append(QJsonObject{ { u"text"_s, text.toString().left(60) },
                        { u"type"_s, QString::fromLatin1(item->metaObject()->className()) },
                        { u"x"_s, box.x() }, { u"y"_s, box.y() }, { u"w"_s, box.width() },
                        { u"h"_s, box.height() } });
            return false;
        });
        return { { u"items"_s, items } };
    }
    if (command == "grab"_L1) {
        const QImage image = m_window->grabWindow();
        return { { u"ok"_s,
                !image.isNull() && image.save(request.value(u"file"_s).toString(), "PNG") } };
    }
    if (command == "warnings"_L1) {
        const QMutexLocker lock(&warningsMutex);
        return { { u"warnings"_s, QJsonArray::fromStringList(loggedWarnings) } };
    }
    if (command == "window"_L1) {
        const QRect frame = m_window->geometry();
        return { { u"id"_s, QString::number(m_window->winId()) }, { u"x"_s, frame.x() },
            { u"y"_s, frame.y() }, { u"w"_s, frame.width() }, { u"h"_s, frame.height() },
            { u"active"_s, m_window->isActive() },
            // A journey that follows a restart (Settings' "Use this library") learns the new
            // process from its probe.
            { u"pid"_s, QCoreApplication::applicationPid() } };
    }
    if (command == "drag"_L1) {
        return { { u"over"_s, m_dragOver }, { u"x"_s, m_dragAt.x() }, { u"y"_s, m_dragAt.y() } };
    }
    if (command == "focus"_L1) {
        QQuickItem *item = m_window->activeFocusItem();
        return { { u"item"_s,
                item ? u"%1 %2"_s.arg(
                        QString::fromLatin1(item->metaObject()->className()), item->objectName())
                     : QString() } };
    }
    return { { u"error"_s, u"unknown command %1"_s.arg(command) } };
}

} // namespace haifu::app
