// The fault test of a shared library: the server goes away in the middle of a club night and comes
// back. The hands entered meanwhile wait on the scorer's computer (storage/entryqueue.h) and
// arrive, in order, when it is back: nothing lost, nothing twice, even when a hand's first sending
// reached the server and only the answer was lost. The test runs its own server
// (tests/tools/pgserver.sh), so that stopping it disturbs no other test.
#include "storage/club.h"
#include "storage/database.h"
#include "storage/entryqueue.h"

#include "../tools/loadhands.h"
#include "formats/clubledger.h"
#include "rules/ruleset.h"

#include "testmain.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

class TestServerFault : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void serverGoneAndBack();

private:
    [[nodiscard]] bool server(const QString &command) const;
    [[nodiscard]] static QByteArray json(const club::HandEntry &entry)
    {
        return QJsonDocument(formats::handEntryToJson(entry)).toJson(QJsonDocument::Compact);
    }

    QTemporaryDir m_dir;
    QString m_serverDir;
    QString m_location;
};

bool TestServerFault::server(const QString &command) const
{
    QProcess p;
    p.start(QStringLiteral(HAIFU_SOURCE_DIR "/tests/tools/pgserver.sh"), { command, m_serverDir });
    if (!p.waitForFinished(120'000) || p.exitCode() != 0) {
        qWarning("pgserver.sh %s: %s", qPrintable(command), p.readAllStandardError().constData());
        return false;
    }
    return true;
}

void TestServerFault::initTestCase()
{
    m_serverDir = u"/tmp/haifu-fault-%1"_s.arg(QCoreApplication::applicationPid());
    QVERIFY(server(u"start"_s));
    QFile url(m_serverDir + u"/url"_s);
    QVERIFY(url.open(QIODevice::ReadOnly));
    m_location = QString::fromUtf8(url.readAll()).trimmed();
}

void TestServerFault::cleanupTestCase()
{
    QVERIFY(server(u"stop"_s));
}

void TestServerFault::serverGoneAndBack()
{
    Database db;
    QVERIFY(!db.open(m_location));
    const qint64 club = createClub(db, Club{ 0, u"Fault Club"_s, {} }).value();
    ClubGameHeader h;
    h.clubId = club;
    for (std::size_t s = 0; s < 4; ++s)
        h.players[s] = addClubPlayer(db, ClubPlayer{ 0, club, u"P%1"_s.arg(s), {}, {} }).value();
    const qint64 game = createClubGame(db, h, rules::presetRuleset("ema").value()).value();
    EntryQueue queue;
    QVERIFY(!queue.open(m_dir.filePath(u"queue.sqlite"_s)));
    const auto hands = loadtest::loadHands();
    const auto submit = [&](int i) {
        QueuedChange change;
        change.gameId = game;
        change.entry = hands[std::size_t(i)];
        change.expect.handCount = i;
        std::optional<Error> error;
        const Delivery delivery = queue.submit(db, change, error);
        if (error)
            qWarning("hand %d: %s", i + 1, error->message.c_str());
        return delivery;
    };

    for (int i = 0; i < 5; ++i)
        QCOMPARE(submit(i), Delivery::Stored);
    // The server goes away: the next hands wait on this computer.
    QVERIFY(server(u"halt"_s));
    QVERIFY(!serverReachable(db));
    for (int i = 5; i < 10; ++i)
        QCOMPARE(submit(i), Delivery::Queued);
    QCOMPARE(queue.waiting(game), 5);
    // Its queue is a file: it would outlive the app.
    QVERIFY(QFile::exists(m_dir.filePath(u"queue.sqlite"_s)));

    // Back: the waiting hands arrive, in order.
    QVERIFY(server(u"resume"_s));
    QVERIFY(!db.reconnect());
    FlushReport report = queue.flush(db);
    QCOMPARE(report.sent, 5);
    QCOMPARE(report.refused, 0);
    QVERIFY(!report.offline);
    QCOMPARE(queue.waiting(), 0);

    // Hand 11 is sent as the server goes away; its commit reached the server but the answer was
    // lost: the scorer's computer keeps it, and sending it again stores nothing twice.
    QVERIFY(server(u"halt"_s));
    QCOMPARE(submit(10), Delivery::Queued);
    QVERIFY(server(u"resume"_s));
    QVERIFY(!db.reconnect());
    QVERIFY(appendClubHand(db, game, hands[10], { .handCount = 10 })); // the first sending
    report = queue.flush(db);
    QCOMPARE(report.sent, 1);
    QCOMPARE(report.refused, 0);

    for (int i = 11; i < 16; ++i)
        QCOMPARE(submit(i), Delivery::Stored);
    const auto stored = clubGame(db, game);
    QVERIFY(stored);
    QCOMPARE(int(stored->game.entries.size()), 16);
    for (std::size_t i = 0; i < hands.size(); ++i)
        QCOMPARE(json(stored->game.entries[i]), json(hands[i]));
    QVERIFY(stored->header.finished);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_audit WHERE action = 'add' AND game_id = %1"_s
                               .arg(game))
                     .toInt(),
            16);

    // A hand refused when it is finally sent (another scorer entered that hand meanwhile) is
    // kept aside with the reason, not dropped.
    QVERIFY(server(u"halt"_s));
    QueuedChange late;
    late.gameId = game;
    late.entry = club::HandEntry::exhaustiveDraw({ true, true, true, true });
    late.expect.handCount = 15;
    std::optional<Error> error;
    QCOMPARE(queue.submit(db, late, error), Delivery::Queued);
    QVERIFY(server(u"resume"_s));
    QVERIFY(!db.reconnect());
    report = queue.flush(db);
    QCOMPARE(report.refused, 1);
    const QList<QueuedChange> aside = queue.changes(true);
    QCOMPARE(aside.size(), 1);
    QVERIFY2(aside.front().refusal.contains(u"hands now"_s), qPrintable(aside.front().refusal));
    QCOMPARE(int(clubGame(db, game)->game.entries.size()), 16);
}

HAIFU_TEST_GUILESS_MAIN(TestServerFault)
#include "tst_serverfault.moc"
