#pragma once

#include "rules/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

// The small HTTP server the club's phones score their tables through (cpp-httplib, from Debian:
// its own threads, limits on a request's size and on how long a client may take to send it,
// which Qt HttpServer 6.4 does not have). It knows no route and no library: every request that
// passes its limits goes to one handler; what it refuses (too large, too slow, too many from one
// address) it answers itself and logs.
namespace haifu::network {

struct HttpLimits
{
    std::size_t maxBody = 64 * 1024; // a request's body, bytes
    int readTimeoutSeconds = 5; // a client that takes longer to send a request is dropped
    int writeTimeoutSeconds = 5;
    int requestsPerMinute = 600; // per client address
};

struct HttpRequest
{
    QByteArray method; // "GET", "POST"
    QString path; // decoded, without the query
    QByteArray body;
    QString client; // the client's address
};

struct HttpReply
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json; charset=utf-8";
};

class TableHttpServer
{
public:
    // `handler` runs on the server's threads, several at once: it must be thread-safe.
    using Handler = std::function<HttpReply(const HttpRequest &)>;

    explicit TableHttpServer(Handler handler, HttpLimits limits = {});
    ~TableHttpServer();
    TableHttpServer(const TableHttpServer &) = delete;
    TableHttpServer &operator=(const TableHttpServer &) = delete;

    // Listens on `address` ("0.0.0.0", "192.168.1.20", "127.0.0.1") and `port` (0: a free one)
    // until stop(); errors: the address cannot be listened on.
    [[nodiscard]] std::optional<Error> start(const QString &address, int port);
    void stop();
    [[nodiscard]] bool running() const;
    [[nodiscard]] int port() const;
    // What was refused, newest last: "2026-11-29T20:15:03Z 192.168.1.31 POST /api/… 413 …".
    [[nodiscard]] QStringList refusals() const;

    // Logs a refusal the handler decided (a wrong token, a malformed body).
    void logRefusal(const HttpRequest &request, int status, const QString &why);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace haifu::network
