#pragma once

#include "network/tablehttp.h"
#include "rules/result.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <memory>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

class TableWorker;

// Table scoring from phones, served by Haifu itself: the HTTP server (network/tablehttp.h) and
// what it answers, on a connection of its own to the library (a worker thread: every request's
// storage calls run there, one after the other, through the same storage calls as the desktop).
//
// Routes (TOKEN: a table's link, storage/tablelinks.h):
//   GET  /api/TOKEN/state   the game as it is: players, scores, honba, deposits, the next hand,
//                           the hands entered (label, what happened, their version), finished
//   POST /api/TOKEN/hands   {"key": "…", "handCount": N, "entry": {…}}: a hand added once per key
//                           (formats/clubledger.h handEntryToJson); 409 with the game as it is
//                           when another scorer came first, 400 naming what is wrong
// Anything else, a wrong, revoked or other table's token included, is 404 and logged; a watching
// link cannot add hands (403).
class TableService
{
public:
    // `location`: the library (a file or a postgresql:// address) the service opens for itself.
    explicit TableService(const QString &location, network::HttpLimits limits = {});
    ~TableService();
    TableService(const TableService &) = delete;
    TableService &operator=(const TableService &) = delete;

    // Opens the library and listens on `address`:`port` (0: a free port).
    [[nodiscard]] std::optional<Error> start(const QString &address, int port);
    void stop();
    [[nodiscard]] bool running() const;
    [[nodiscard]] int port() const;
    [[nodiscard]] QStringList refusals() const;

private:
    network::HttpReply handle(const network::HttpRequest &request);

    QString m_location;
    QThread m_thread;
    TableWorker *m_worker = nullptr; // lives in m_thread
    std::unique_ptr<network::TableHttpServer> m_server;
};

} // namespace haifu::app
