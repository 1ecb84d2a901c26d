// Table scoring from phones, through real HTTP on 127.0.0.1 (app/club/tableservice.h): a table's
// link reads the game and adds hands through the same storage calls as the desktop, each hand
// once per key however often it is sent, a stale view refused with the game as it is; and every
// hostile request (a wrong, revoked or other table's token, a watching link adding a hand, a body
// too large or not JSON, a path outside the API, a client that never finishes its request)
// refused, logged, with nothing stored and the server still answering the good tables.

#include "club/tableqr.h"
#include "club/tableservice.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/tablelinks.h"

#include "testlibrary.h"
#include "testmain.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

struct Answer
{
    int status = 0;
    QJsonObject json;
};

// One HTTP/1.1 request on a new connection; the status and the JSON body of the answer.
Answer request(
        int port, const QByteArray &method, const QByteArray &path, const QByteArray &body = {})
{
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, quint16(port));
    if (!socket.waitForConnected(5000))
        return {};
    QByteArray head = method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
    if (!body.isEmpty() || method == "POST")
        head += "Content-Type: application/json\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n";
    socket.write(head + "\r\n" + body);
    QByteArray reply;
    while (socket.waitForReadyRead(5000))
        reply += socket.readAll();
    reply += socket.readAll();
    const int space = int(reply.indexOf(' '));
    Answer a;
    a.status = space > 0 ? reply.mid(space + 1, 3).toInt() : 0;
    const qsizetype split = reply.indexOf("\r\n\r\n");
    if (split >= 0)
        a.json = QJsonDocument::fromJson(reply.mid(split + 4)).object();
    return a;
}

QByteArray handBody(const QString &key, int handCount, const QJsonObject &entry)
{
    return QJsonDocument(
            QJsonObject{ { u"key"_s, key }, { u"handCount"_s, handCount }, { u"entry"_s, entry } })
            .toJson(QJsonDocument::Compact);
}

const QJsonObject kDraw{ { u"result"_s, u"draw"_s }, { u"tenpai"_s, QJsonArray{ 0 } } };
const QJsonObject kRon{ { u"result"_s, u"ron"_s }, { u"discarder"_s, 2 },
    { u"winners"_s,
            QJsonArray{ QJsonObject{ { u"seat"_s, 1 }, { u"han"_s, 3 }, { u"fu"_s, 30 } } } } };

} // namespace

class TestTableService : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void scoresThroughItsLink();
    void sameKeyStoredOnce();
    void qrCodeOfALink();
    void pageAndPreview();
    void staleViewRefused();
    void hostileRequestsRefused();
    void slowClientDoesNotStopTheOthers();

private:
    qint64 newGame(const QString &title);

    QTemporaryDir m_dir;
    QString m_location;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<app::TableService> m_service;
    qint64 m_club = 0;
    std::array<qint64, 8> m_players{};
    qint64 m_game = 0;
    qint64 m_other = 0;
    TableLink m_score;
    TableLink m_watch;
    TableLink m_otherScore;
};

qint64 TestTableService::newGame(const QString &title)
{
    ClubGameHeader h;
    h.clubId = m_club;
    h.title = title;
    const int first = m_game == 0 ? 0 : 4;
    for (std::size_t s = 0; s < 4; ++s)
        h.players[s] = m_players[std::size_t(first) + s];
    return createClubGame(*m_db, h, rules::presetRuleset("wrc").value()).value();
}

void TestTableService::init()
{
    static int n = 0;
    m_location = storagetest::newLibrary(m_dir, u"tables%1.haifu"_s.arg(++n));
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(m_location));
    m_club = createClub(*m_db, Club{ 0, u"Tuesday"_s, {} }).value();
    for (std::size_t i = 0; i < m_players.size(); ++i)
        m_players[i] =
                addClubPlayer(*m_db, ClubPlayer{ 0, m_club, u"P%1"_s.arg(i), {}, {} }).value();
    m_game = 0;
    m_game = newGame(u"Table 1"_s);
    m_other = newGame(u"Table 2"_s);
    m_score = issueTableLink(*m_db, m_game, TableRole::Score, u"table 1"_s).value();
    m_watch = issueTableLink(*m_db, m_game, TableRole::Watch, u"table 1"_s).value();
    m_otherScore = issueTableLink(*m_db, m_other, TableRole::Score, u"table 2"_s).value();
    network::HttpLimits limits;
    limits.maxBody = 4096;
    limits.readTimeoutSeconds = 1;
    m_service = std::make_unique<app::TableService>(m_location, limits);
    const auto error = m_service->start(u"127.0.0.1"_s, 0);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QVERIFY(m_service->port() > 0);
}

void TestTableService::cleanup()
{
    m_service.reset();
    m_db.reset();
}

void TestTableService::scoresThroughItsLink()
{
    const int port = m_service->port();
    const Answer state = request(port, "GET", "/api/" + m_score.token.toLatin1() + "/state");
    QCOMPARE(state.status, 200);
    QCOMPARE(state.json.value(u"seats"_s).toArray().size(), 4);
    QCOMPARE(state.json.value(u"seats"_s).toArray().at(0).toObject().value(u"name"_s).toString(),
            u"P0"_s);
    QCOMPARE(state.json.value(u"handCount"_s).toInt(), 0);
    QCOMPARE(state.json.value(u"role"_s).toString(), u"score"_s);
    const Answer added = request(port, "POST", "/api/" + m_score.token.toLatin1() + "/hands",
            handBody(u"k1"_s, 0, kRon));
    QCOMPARE(added.status, 201);
    QCOMPARE(added.json.value(u"index"_s).toInt(), 0);
    // Stored as the desktop stores it, with the table's link as the audit's author.
    const auto game = clubGame(*m_db, m_game);
    QVERIFY(game);
    QCOMPARE(game->game.entries.size(), std::size_t(1));
    const auto audit = clubAudit(*m_db, m_game);
    QVERIFY(audit);
    QCOMPARE(
            m_db->scalar(
                        u"SELECT changed_by FROM club_audit WHERE game_id = %1 AND action = 'add'"_s
                                .arg(m_game))
                    .toString(),
            u"table 1 (phone link)"_s);
    const auto seats = added.json.value(u"game"_s).toObject().value(u"seats"_s).toArray();
    QVERIFY(seats.at(1).toObject().value(u"points"_s).toInt()
            > seats.at(2).toObject().value(u"points"_s).toInt());
    // The watching link reads the same game.
    const Answer watched = request(port, "GET", "/api/" + m_watch.token.toLatin1() + "/state");
    QCOMPARE(watched.status, 200);
    QCOMPARE(watched.json.value(u"handCount"_s).toInt(), 1);
    QCOMPARE(watched.json.value(u"role"_s).toString(), u"watch"_s);
}

void TestTableService::sameKeyStoredOnce()
{
    const int port = m_service->port();
    const QByteArray path = "/api/" + m_score.token.toLatin1() + "/hands";
    QCOMPARE(request(port, "POST", path, handBody(u"same-key"_s, 0, kDraw)).status, 201);
    // The phone lost the answer and sends it again, even with its old view of the game.
    const Answer again = request(port, "POST", path, handBody(u"same-key"_s, 0, kDraw));
    QCOMPARE(again.status, 200);
    QVERIFY(again.json.value(u"repeated"_s).toBool());
    QCOMPARE(again.json.value(u"index"_s).toInt(), 0);
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(1));
    QCOMPARE(request(port, "POST", path, handBody(u"next-key"_s, 1, kDraw)).status, 201);
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(2));
}

// The QR code of a table's address: a QR code's shape (21 + 4k modules a side, the three finder
// patterns in their corners, the quiet zone white); nothing for a text no QR code holds.
void TestTableService::qrCodeOfALink()
{
    const QString url = u"http://192.168.1.20:8080/t/"_s + m_score.token;
    const int scale = 5;
    const QImage image = app::qrCodeImage(url, scale);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), image.height());
    const int modules = image.width() / scale - 8;
    QVERIFY2(modules >= 21 && (modules - 21) % 4 == 0, qPrintable(QString::number(modules)));
    auto dark = [&](int x, int y) {
        return qGray(image.pixel((x + 4) * scale + 2, (y + 4) * scale + 2)) < 128;
    };
    for (const QPoint corner : { QPoint(0, 0), QPoint(modules - 7, 0), QPoint(0, modules - 7) }) {
        for (int i = 0; i < 7; ++i) {
            QVERIFY(dark(corner.x() + i, corner.y())); // the finder's outer ring
            QVERIFY(dark(corner.x(), corner.y() + i));
        }
        QVERIFY(!dark(corner.x() + 1, corner.y() + 1)); // its white ring
        QVERIFY(dark(corner.x() + 3, corner.y() + 3)); // its centre
    }
    for (int i = 0; i < image.width(); i += scale)
        QCOMPARE(qGray(image.pixel(i, 1)), 255); // the quiet zone
    QVERIFY(app::qrCodeImage(QString(8000, u'x')).isNull());
}

void TestTableService::pageAndPreview()
{
    const int port = m_service->port();
    // The page's files, from the app's resources.
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, quint16(port));
    QVERIFY(socket.waitForConnected(5000));
    socket.write("GET /t/" + m_score.token.toLatin1()
            + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QByteArray html;
    while (socket.waitForReadyRead(5000))
        html += socket.readAll();
    QVERIFY(html.startsWith("HTTP/1.1 200"));
    QVERIFY(html.contains("text/html"));
    QVERIFY(html.contains("/assets/table.js"));
    QCOMPARE(request(port, "GET", "/assets/table.js").status, 200);
    QCOMPARE(request(port, "GET", "/assets/table.css").status, 200);
    QCOMPARE(request(port, "GET", "/assets/../CMakeLists.txt").status, 404);
    QCOMPARE(request(port, "GET", "/assets/table.html").status, 404);
    // What a ron would do, nothing stored: the winner gains what the discarder pays.
    const Answer p = request(port, "POST", "/api/" + m_score.token.toLatin1() + "/preview",
            QJsonDocument(QJsonObject{ { u"entry"_s, kRon } }).toJson(QJsonDocument::Compact));
    QCOMPARE(p.status, 200);
    const QJsonArray delta = p.json.value(u"delta"_s).toArray();
    QCOMPARE(delta.size(), 4);
    QCOMPARE(delta.at(1).toInt(), 3900); // 3 han 30 fu, non-dealer ron
    QCOMPARE(delta.at(2).toInt(), -3900);
    QCOMPARE(p.json.value(u"label"_s).toString(), u"E1-0"_s);
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(0));
}

void TestTableService::staleViewRefused()
{
    const int port = m_service->port();
    const QByteArray path = "/api/" + m_score.token.toLatin1() + "/hands";
    QCOMPARE(request(port, "POST", path, handBody(u"a"_s, 0, kDraw)).status, 201);
    // Another scorer's phone still shows no hand: refused, the game as it is in the answer.
    const Answer stale = request(port, "POST", path, handBody(u"b"_s, 0, kRon));
    QCOMPARE(stale.status, 409);
    QVERIFY2(stale.json.value(u"conflict"_s).toBool(),
            QJsonDocument(stale.json).toJson().constData());
    QCOMPARE(stale.json.value(u"game"_s).toObject().value(u"handCount"_s).toInt(), 1);
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(1));
}

void TestTableService::hostileRequestsRefused()
{
    const int port = m_service->port();
    const QByteArray token = m_score.token.toLatin1();
    struct Case
    {
        const char *what;
        QByteArray method;
        QByteArray path;
        QByteArray body;
        int status;
    };
    QByteArray wrong = token;
    wrong[0] = wrong[0] == 'A' ? 'B' : 'A';
    const QList<Case> cases = {
        { "wrong token", "GET", "/api/" + wrong + "/state", {}, 404 },
        { "not a token", "GET", "/api/../../etc/passwd/state", {}, 404 },
        { "path traversal", "GET", "/../../../../etc/passwd", {}, 404 },
        { "encoded traversal", "GET", "/api/%2e%2e%2f%2e%2e%2fetc/state", {}, 404 },
        { "the library", "GET", "/library", {}, 404 },
        { "watching link adds", "POST", "/api/" + m_watch.token.toLatin1() + "/hands",
                handBody(u"w"_s, 0, kDraw), 403 },
        { "not JSON", "POST", "/api/" + token + "/hands", "{\"key\": ", 400 },
        { "JSON array", "POST", "/api/" + token + "/hands", "[1,2,3]", 400 },
        { "impossible hand", "POST", "/api/" + token + "/hands",
                handBody(u"x"_s, 0,
                        QJsonObject{ { u"result"_s, u"ron"_s }, { u"discarder"_s, 1 },
                                { u"winners"_s,
                                        QJsonArray{ QJsonObject{ { u"seat"_s, 1 }, { u"han"_s, 1 },
                                                { u"fu"_s, 20 } } } } }),
                400 },
        { "no key", "POST", "/api/" + token + "/hands", handBody(QString(), 0, kDraw), 400 },
        { "key with markup", "POST", "/api/" + token + "/hands", handBody(u"<script>"_s, 0, kDraw),
                400 },
        { "too large", "POST", "/api/" + token + "/hands", QByteArray(8192, 'x'), 413 },
        { "wrong method", "DELETE", "/api/" + token + "/state", {}, 405 },
        { "state by POST", "POST", "/api/" + token + "/state", "{}", 405 },
    };
    for (const Case &c : cases) {
        const Answer a = request(port, c.method, c.path, c.body);
        QVERIFY2(a.status == c.status,
                qPrintable(u"%1: %2 instead of %3"_s.arg(QLatin1String(c.what))
                                   .arg(a.status)
                                   .arg(c.status)));
    }
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(0));
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM table_requests"_s).toInt(), 0);
    // A revoked link, and another table's link on this table's game: nothing reaches it.
    QVERIFY(!revokeTableLinks(*m_db, m_other));
    QCOMPARE(request(port, "GET", "/api/" + m_otherScore.token.toLatin1() + "/state").status, 404);
    // Every refusal is logged.
    const QStringList log = m_service->refusals();
    QVERIFY2(log.size() >= cases.size(), qPrintable(log.join(u'\n')));
    QVERIFY(log.join(u'\n').contains(u"unknown or revoked link"_s));
    QVERIFY(log.join(u'\n').contains(u"413"_s));
    // The good table still scores.
    QCOMPARE(request(port, "POST", "/api/" + token + "/hands", handBody(u"ok"_s, 0, kDraw)).status,
            201);
}

void TestTableService::slowClientDoesNotStopTheOthers()
{
    const int port = m_service->port();
    // A client that opens connections and never finishes its request.
    std::vector<std::unique_ptr<QTcpSocket>> slow;
    for (int i = 0; i < 4; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(u"127.0.0.1"_s, quint16(port));
        QVERIFY(s->waitForConnected(5000));
        s->write("POST /api/" + m_score.token.toLatin1() + "/hands HTTP/1.1\r\nHost: x\r\n");
        s->flush();
        slow.push_back(std::move(s));
    }
    QElapsedTimer timer;
    timer.start();
    const Answer a = request(port, "GET", "/api/" + m_score.token.toLatin1() + "/state");
    QCOMPARE(a.status, 200);
    QVERIFY2(timer.elapsed() < 3000, "the good table waited for the slow client");
    // The slow ones are dropped after the read timeout (1 s here).
    for (auto &s : slow) {
        if (s->state() == QAbstractSocket::ConnectedState)
            s->waitForDisconnected(5000);
        QCOMPARE(s->state(), QAbstractSocket::UnconnectedState);
    }
    QCOMPARE(clubGame(*m_db, m_game).value().game.entries.size(), std::size_t(0));
}

HAIFU_TEST_GUILESS_MAIN(TestTableService)
#include "tst_tableservice.moc"
