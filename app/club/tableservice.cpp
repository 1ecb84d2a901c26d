#include "club/tableservice.h"

#include "common/qtstrings.h"
#include "formats/clubledger.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/tablelinks.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace haifu::app {

// The service's own connection to the library, in its thread.
class TableWorker : public QObject
{
public:
    std::optional<Error> open(const QString &location)
    {
        m_db = std::make_unique<storage::Database>();
        return m_db->open(location, storage::OpenOptions{ .create = false });
    }
    void close() { m_db.reset(); }

    network::HttpReply route(const network::HttpRequest &request, network::TableHttpServer &log);

private:
    network::HttpReply state(const storage::TableLink &link);
    network::HttpReply addHand(const storage::TableLink &link, const QByteArray &body,
            const network::HttpRequest &request, network::TableHttpServer &log);
    network::HttpReply preview(const storage::TableLink &link, const QByteArray &body,
            const network::HttpRequest &request, network::TableHttpServer &log);
    [[nodiscard]] Result<QJsonObject> gameJson(qint64 gameId);

    std::unique_ptr<storage::Database> m_db;
};

namespace {

network::HttpReply json(int status, const QJsonObject &object)
{
    return { status, QJsonDocument(object).toJson(QJsonDocument::Compact) };
}

network::HttpReply error(int status, const QString &message)
{
    return json(status, QJsonObject{ { u"error"_s, message } });
}

} // namespace

Result<QJsonObject> TableWorker::gameJson(qint64 gameId)
{
    auto game = storage::clubGame(*m_db, gameId);
    if (!game)
        return game.error();
    auto scored = club::scoreGame(game->game);
    if (!scored)
        return scored.error();
    const club::Game &g = game->game;
    const int players = scored->players;
    QJsonArray seats;
    for (int s = 0; s < players; ++s) {
        seats.append(QJsonObject{ { u"name"_s, toQString(g.players[std::size_t(s)]) },
                { u"points"_s, scored->points[std::size_t(s)] } });
    }
    QJsonArray hands;
    for (std::size_t i = 0; i < scored->hands.size(); ++i) {
        const club::HandRecord &h = scored->hands[i];
        QJsonArray delta;
        for (int s = 0; s < players; ++s)
            delta.append(h.delta[std::size_t(s)]);
        hands.append(QJsonObject{ { u"index"_s, int(i) }, { u"label"_s, toQString(h.label) },
                { u"delta"_s, delta }, { u"entry"_s, formats::handEntryToJson(g.entries[i]) },
                { u"version"_s, i < game->handVersions.size() ? game->handVersions[i] : 1 } });
    }
    return QJsonObject{ { u"gameId"_s, gameId }, { u"title"_s, game->header.title },
        { u"table"_s, game->header.table }, { u"seats"_s, seats }, { u"honba"_s, scored->honba },
        { u"deposits"_s, scored->sticks }, { u"next"_s, toQString(scored->nextLabel()) },
        { u"dealer"_s, scored->dealer }, { u"handCount"_s, int(g.entries.size()) },
        { u"hands"_s, hands }, { u"finished"_s, scored->ended } };
}

network::HttpReply TableWorker::state(const storage::TableLink &link)
{
    auto game = gameJson(link.gameId);
    if (!game)
        return error(500, toQString(game.error().message));
    QJsonObject out = *game;
    out.insert(u"role"_s, link.role == storage::TableRole::Score ? u"score"_s : u"watch"_s);
    return json(200, out);
}

network::HttpReply TableWorker::addHand(const storage::TableLink &link, const QByteArray &body,
        const network::HttpRequest &request, network::TableHttpServer &log)
{
    if (link.role != storage::TableRole::Score) {
        log.logRefusal(request, 403, u"a watching link tried to add a hand"_s);
        return error(403,
                QCoreApplication::translate(
                        "TableService", "This link can watch the table, not score it"));
    }
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        log.logRefusal(request, 400, u"not a JSON object"_s);
        return error(400,
                QCoreApplication::translate("TableService", "The request is not a JSON object"));
    }
    const QJsonObject o = doc.object();
    auto game = storage::clubGame(*m_db, link.gameId);
    if (!game)
        return error(500, toQString(game.error().message));
    auto entry =
            formats::handEntryFromJson(o.value(u"entry"_s), u"entry"_s, game->game.rules.players);
    if (!entry) {
        log.logRefusal(request, 400, toQString(entry.error().message));
        return error(400, toQString(entry.error().message));
    }
    storage::ClubExpectation expect;
    expect.handCount = o.value(u"handCount"_s).toInt(-1);
    auto stored =
            storage::appendHandOnce(*m_db, link, o.value(u"key"_s).toString(), *entry, expect);
    if (!stored) {
        const bool conflict = storage::isClubConflict(stored.error());
        if (!conflict)
            log.logRefusal(request, 400, toQString(stored.error().message));
        auto now = gameJson(link.gameId);
        QJsonObject out;
        out.insert(u"error"_s, toQString(stored.error().message));
        out.insert(u"conflict"_s, conflict);
        if (now)
            out.insert(u"game"_s, *now);
        return json(conflict ? 409 : 400, out);
    }
    auto now = gameJson(link.gameId);
    QJsonObject out;
    out.insert(u"index"_s, stored->index);
    out.insert(u"repeated"_s, stored->repeated);
    if (now)
        out.insert(u"game"_s, *now);
    return json(stored->repeated ? 200 : 201, out);
}

// What the entry would do to the game (each seat's change), nothing stored.
network::HttpReply TableWorker::preview(const storage::TableLink &link, const QByteArray &body,
        const network::HttpRequest &request, network::TableHttpServer &log)
{
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        log.logRefusal(request, 400, u"not a JSON object"_s);
        return error(400,
                QCoreApplication::translate("TableService", "The request is not a JSON object"));
    }
    auto game = storage::clubGame(*m_db, link.gameId);
    if (!game)
        return error(500, toQString(game.error().message));
    auto entry = formats::handEntryFromJson(
            doc.object().value(u"entry"_s), u"entry"_s, game->game.rules.players);
    if (!entry)
        return error(400, toQString(entry.error().message));
    club::Game next = game->game;
    next.entries.push_back(*entry);
    auto scored = club::scoreGame(next);
    if (!scored)
        return error(400, toQString(scored.error().message));
    const club::HandRecord &hand = scored->hands.back();
    QJsonArray delta;
    QJsonArray points;
    for (int s = 0; s < scored->players; ++s) {
        delta.append(hand.delta[std::size_t(s)]);
        points.append(scored->points[std::size_t(s)]);
    }
    QJsonObject out;
    out.insert(u"label"_s, toQString(hand.label));
    out.insert(u"delta"_s, delta);
    out.insert(u"points"_s, points);
    out.insert(u"finished"_s, scored->ended);
    return json(200, out);
}

// The page's files, resources of the app: exact names only.
static network::HttpReply page(const QString &name)
{
    static const QHash<QString, std::pair<QString, QByteArray>> files = {
        { u"table"_s, { u":/tablepage/table.html"_s, "text/html; charset=utf-8" } },
        { u"table.js"_s, { u":/tablepage/table.js"_s, "text/javascript; charset=utf-8" } },
        { u"table.css"_s, { u":/tablepage/table.css"_s, "text/css; charset=utf-8" } },
    };
    const auto it = files.constFind(name);
    QFile file(it == files.constEnd() ? QString() : it->first);
    if (it == files.constEnd() || !file.open(QIODevice::ReadOnly))
        return error(404, QCoreApplication::translate("TableService", "No such page"));
    return { 200, file.readAll(), it->second };
}

network::HttpReply TableWorker::route(
        const network::HttpRequest &request, network::TableHttpServer &log)
{
    static const QRegularExpression api(u"^/api/([A-Za-z0-9_-]{1,64})/(state|hands|preview)$"_s);
    static const QRegularExpression tablePage(u"^/(t|w)/([A-Za-z0-9_-]{1,64})$"_s);
    static const QRegularExpression asset(u"^/assets/(table\\.js|table\\.css)$"_s);
    // The page itself: the same for every table; it reads its token from the address. A token
    // not valid gets the page too, which then says so (the token is checked by every API call).
    if (request.method == "GET") {
        if (tablePage.match(request.path).hasMatch())
            return page(u"table"_s);
        const QRegularExpressionMatch a = asset.match(request.path);
        if (a.hasMatch())
            return page(a.captured(1));
    }
    const QRegularExpressionMatch m = api.match(request.path);
    if (!m.hasMatch()) {
        log.logRefusal(request, 404, u"no such page"_s);
        return error(404, QCoreApplication::translate("TableService", "No such page"));
    }
    if (!m_db)
        return error(503, QCoreApplication::translate("TableService", "Table scoring is off"));
    auto link = storage::tableLinkOf(*m_db, m.captured(1));
    if (!link) {
        log.logRefusal(request, 404, u"unknown or revoked link"_s);
        return error(404, toQString(link.error().message));
    }
    const QString what = m.captured(2);
    if (what == u"state"_s && request.method == "GET")
        return state(*link);
    if (what == u"hands"_s && request.method == "POST")
        return addHand(*link, request.body, request, log);
    if (what == u"preview"_s && request.method == "POST")
        return preview(*link, request.body, request, log);
    log.logRefusal(request, 405, u"method not allowed"_s);
    return error(405, QCoreApplication::translate("TableService", "Method not allowed"));
}

TableService::TableService(const QString &location, network::HttpLimits limits)
    : m_location(location), m_worker(new TableWorker)
{
    m_worker->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName(u"table scoring"_s);
    m_thread.start();
    m_server = std::make_unique<network::TableHttpServer>(
            [this](const network::HttpRequest &request) { return handle(request); }, limits);
}

TableService::~TableService()
{
    stop();
    m_thread.quit();
    m_thread.wait();
}

std::optional<Error> TableService::start(const QString &address, int port)
{
    std::optional<Error> opened;
    QMetaObject::invokeMethod(
            m_worker, [&] { opened = m_worker->open(m_location); }, Qt::BlockingQueuedConnection);
    if (opened)
        return opened;
    return m_server->start(address, port);
}

void TableService::stop()
{
    m_server->stop();
    QMetaObject::invokeMethod(
            m_worker, [&] { m_worker->close(); }, Qt::BlockingQueuedConnection);
}

bool TableService::running() const
{
    return m_server->running();
}

int TableService::port() const
{
    return m_server->port();
}

QStringList TableService::refusals() const
{
    return m_server->refusals();
}

network::HttpReply TableService::handle(const network::HttpRequest &request)
{
    network::HttpReply reply;
    QMetaObject::invokeMethod(
            m_worker, [&] { reply = m_worker->route(request, *m_server); },
            Qt::BlockingQueuedConnection);
    return reply;
}

} // namespace haifu::app
