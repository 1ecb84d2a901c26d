#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

// A tiny HTTP/1.1 server on 127.0.0.1 for the fetch tests: it answers GET requests from the
// test's own event loop, by path:
//   /log/?ID         the log registered for ID (200), or 404 for any other id
//   /gzip/?ID        the same log sent with Content-Encoding: gzip (`gzipped` must be set)
//   /html/?ID        an HTML page (200): not a log
//   /huge/?ID        Content-Length past the bound (the body is never sent)
//   /stream/?ID      a body past the bound without Content-Length (closed at the end)
//   /slow/?ID        headers and a few bytes, then nothing: for cancel and timeouts
//   /redirect/?ID    302 to /log/?ID
//   /loop/?ID        302 to itself, forever
// Every request line is kept (requests), so a test can check what was asked for.
class LogServer : public QObject
{
public:
    static constexpr qint64 kHugeBytes = 9 * 1024 * 1024;

    LogServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    [[nodiscard]] quint16 port() const { return m_server.serverPort(); }
    [[nodiscard]] QString base(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1/%2/").arg(port()).arg(path);
    }
    void addLog(const QString &id, const QByteArray &body) { m_logs.insert(id, body); }

    QStringList requests;
    QByteArray gzipped; // the body /gzip/ sends (gzip of a registered log)

private:
    static QByteArray head(int status, const QByteArray &reason, const QByteArray &headers)
    {
        return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n" + headers
                + "Connection: close\r\n\r\n";
    }

    void serve(QTcpSocket *socket)
    {
        auto *buffer = new QByteArray;
        QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, buffer] {
            delete buffer;
            socket->deleteLater();
        });
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0 || buffer->isEmpty())
                return;
            const QByteArray line = buffer->left(buffer->indexOf("\r\n"));
            buffer->clear();
            requests << QString::fromLatin1(line);
            answer(socket, line.split(' ').value(1));
        });
    }

    void answer(QTcpSocket *socket, const QByteArray &target)
    {
        const qsizetype q = target.indexOf('?');
        const QByteArray path = q < 0 ? target : target.left(q);
        const QString id = q < 0 ? QString() : QString::fromLatin1(target.mid(q + 1));
        const QByteArray log = m_logs.value(id);
        if (path == "/log/" && !log.isEmpty()) {
            send(socket, head(200, "OK", contentLength(log.size())) + log);
        } else if (path == "/gzip/" && !log.isEmpty()) {
            send(socket,
                    head(200, "OK", "Content-Encoding: gzip\r\n" + contentLength(gzipped.size()))
                            + gzipped);
        } else if (path == "/html/") {
            const QByteArray page = "<!DOCTYPE html><html><body>No such log</body></html>";
            send(socket,
                    head(200, "OK", "Content-Type: text/html\r\n" + contentLength(page.size()))
                            + page);
        } else if (path == "/huge/") {
            send(socket, head(200, "OK", contentLength(kHugeBytes)));
        } else if (path == "/stream/") {
            // Chunk after chunk as the client takes them, without blocking the event loop.
            auto *sent = new qint64(0);
            QObject::connect(socket, &QObject::destroyed, [sent] { delete sent; });
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [socket, sent] {
                if (socket->bytesToWrite() > 0)
                    return;
                if (*sent >= kHugeBytes) {
                    socket->disconnectFromHost();
                    return;
                }
                const QByteArray chunk(64 * 1024, '<');
                *sent += chunk.size();
                socket->write(chunk);
            });
            socket->write(head(200, "OK", {}));
        } else if (path == "/slow/") {
            socket->write(head(200, "OK", contentLength(1000)) + "<mjloggm");
        } else if (path == "/redirect/") {
            send(socket,
                    head(302, "Found",
                            "Location: /log/?" + id.toLatin1() + "\r\n" + contentLength(0)));
        } else if (path == "/loop/") {
            send(socket, head(302, "Found", "Location: " + target + "\r\n" + contentLength(0)));
        } else {
            const QByteArray page = "not found";
            send(socket, head(404, "Not Found", contentLength(page.size())) + page);
        }
    }

    static QByteArray contentLength(qint64 size)
    {
        return "Content-Length: " + QByteArray::number(size) + "\r\n";
    }

    static void send(QTcpSocket *socket, const QByteArray &data)
    {
        socket->write(data);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QString, QByteArray> m_logs;
};

// A port nothing listens on (a server bound then closed): connecting to it is refused.
inline quint16 closedPort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost);
    const quint16 port = server.serverPort();
    server.close();
    return port;
}
