#include "network/tablehttp.h"

#include <QDateTime>
#include <QUrl>

#include <httplib.h>

#include <chrono>
#include <map>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;

namespace haifu::network {

namespace {

constexpr qsizetype kRefusalsKept = 500;

} // namespace

struct TableHttpServer::Private
{
    Handler handler;
    HttpLimits limits;
    httplib::Server server;
    std::thread thread;
    int port = 0;
    mutable std::mutex mutex; // the refusals and the rates
    QStringList refusals;
    // Requests per client address in the current minute.
    std::map<std::string, std::pair<qint64, int>> rates;

    void refuse(const QString &client, const QString &what, int status, const QString &why)
    {
        const std::lock_guard lock(mutex);
        refusals << u"%1 %2 %3 %4 %5"_s
                            .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate), client,
                                    what)
                            .arg(status)
                            .arg(why);
        if (refusals.size() > kRefusalsKept)
            refusals.removeFirst();
    }

    // Whether `client` may make one more request this minute.
    bool withinRate(const std::string &client)
    {
        const qint64 minute = QDateTime::currentSecsSinceEpoch() / 60;
        const std::lock_guard lock(mutex);
        auto &[at, count] = rates[client];
        if (at != minute) {
            at = minute;
            count = 0;
        }
        return ++count <= limits.requestsPerMinute;
    }

    void serve(const httplib::Request &req, httplib::Response &res)
    {
        const QString client = QString::fromStdString(req.remote_addr);
        const QString what = QString::fromStdString(req.method + ' ' + req.path);
        if (!withinRate(req.remote_addr)) {
            refuse(client, what, 429, u"too many requests from this address"_s);
            res.status = 429;
            res.set_content("{\"error\":\"too many requests\"}", "application/json");
            return;
        }
        HttpRequest request;
        request.method = QByteArray::fromStdString(req.method);
        request.path = QString::fromStdString(req.path);
        request.body = QByteArray::fromStdString(req.body);
        request.client = client;
        const HttpReply reply = handler(request);
        res.status = reply.status;
        res.set_header("Cache-Control", "no-store");
        res.set_header("X-Content-Type-Options", "nosniff");
        res.set_header("Referrer-Policy", "no-referrer");
        res.set_content(reply.body.toStdString(), reply.contentType.toStdString());
    }
};

TableHttpServer::TableHttpServer(Handler handler, HttpLimits limits)
    : d(std::make_unique<Private>())
{
    d->handler = std::move(handler);
    d->limits = limits;
    httplib::Server &s = d->server;
    s.set_payload_max_length(limits.maxBody);
    s.set_read_timeout(limits.readTimeoutSeconds, 0);
    s.set_write_timeout(limits.writeTimeoutSeconds, 0);
    s.set_keep_alive_max_count(100);
    s.set_keep_alive_timeout(limits.readTimeoutSeconds);
    const auto serve = [this](const httplib::Request &req, httplib::Response &res) {
        d->serve(req, res);
    };
    s.Get(R"(/.*)", serve);
    s.Post(R"(/.*)", serve);
    // The other methods reach the handler too, which refuses them by name (405).
    s.Put(R"(/.*)", serve);
    s.Patch(R"(/.*)", serve);
    s.Delete(R"(/.*)", serve);
    s.Options(R"(/.*)", serve);
    // Whatever else (other methods, a body past the limit) is answered here and logged.
    s.set_error_handler([this](const httplib::Request &req, httplib::Response &res) {
        const char *why = res.status == 413 ? "request too large"
                : res.status == 414         ? "address too long"
                : res.status == 405         ? "method not allowed"
                : res.status == 400         ? "malformed request"
                                            : "refused";
        // An answer of the handler's own (409 with the game, 400 naming the field) stays as it is.
        if (!res.body.empty())
            return;
        if (res.status != 404) {
            d->refuse(QString::fromStdString(req.remote_addr),
                    QString::fromStdString(req.method + ' ' + req.path), res.status,
                    QString::fromLatin1(why));
        }
        res.set_content(std::string("{\"error\":\"") + why + "\"}", "application/json");
    });
}

TableHttpServer::~TableHttpServer()
{
    stop();
}

std::optional<Error> TableHttpServer::start(const QString &address, int port)
{
    if (running())
        return std::nullopt;
    const std::string host = address.toStdString();
    const int bound = port == 0 ? d->server.bind_to_any_port(host)
                                : (d->server.bind_to_port(host, port) ? port : -1);
    if (bound <= 0)
        return Error(u"Cannot listen on %1:%2"_s.arg(address).arg(port).toStdString());
    d->port = bound;
    d->thread = std::thread([this] { d->server.listen_after_bind(); });
    // Until the thread is in its accept loop: a stop() before it would not reach the loop, which
    // would then run for ever (and the join with it).
    for (int i = 0; i < 5000 && !d->server.is_running(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return std::nullopt;
}

void TableHttpServer::stop()
{
    if (!d->thread.joinable())
        return;
    d->server.stop();
    d->thread.join();
}

bool TableHttpServer::running() const
{
    return d->thread.joinable() && d->server.is_running();
}

int TableHttpServer::port() const
{
    return d->port;
}

QStringList TableHttpServer::refusals() const
{
    const std::lock_guard lock(d->mutex);
    return d->refusals;
}

void TableHttpServer::logRefusal(const HttpRequest &request, int status, const QString &why)
{
    d->refuse(
            request.client, QString::fromLatin1(request.method) + u' ' + request.path, status, why);
}

} // namespace haifu::network
