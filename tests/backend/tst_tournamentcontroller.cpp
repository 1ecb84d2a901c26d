#include "club/tournament/tournamentcontroller.h"
#include "storage/club.h"
#include "storage/database.h"

#include "testmain.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// The Club page's Tournament tab backend on a real library file: an event created, players
// registered (one new to the club), the first round seated with a game per table, the tables
// and results as QML reads them, a substitute from the club's free players, a refused action
// with its reason, the standings exported, the last round removed.
class TestTournamentController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void eventToFirstRound();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
    qint64 m_club = 0;
};

void TestTournamentController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
    const auto club = storage::createClub(*m_db, storage::Club{ 0, u"Riichi Club"_s, {} });
    QVERIFY(club);
    m_club = *club;
    for (int i = 1; i <= 8; ++i)
        QVERIFY(storage::addClubPlayer(*m_db, { 0, m_club, u"Player %1"_s.arg(i), {}, {} }));
}

void TestTournamentController::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestTournamentController::eventToFirstRound()
{
    TournamentController t;
    t.setDatabase(m_db.get());
    QSignalSpy changed(&t, &TournamentController::changed);
    t.setClubId(m_club);
    QVERIFY(t.events().isEmpty());
    QCOMPARE(t.eventId(), 0);

    QVERIFY(t.createEvent(u"  Club night  "_s, u"2026-11-28"_s, 0) > 0);
    QCOMPARE(t.events().size(), 1);
    QCOMPARE(t.eventName(), u"Club night"_s);
    QCOMPARE(t.available().size(), 8);
    QVERIFY(!t.canSeat());

    // Seven of the club's players and one newcomer.
    for (int i = 0; i < 7; ++i)
        QVERIFY2(t.registerPlayer(t.available().constFirst().toMap().value(u"id"_s).toLongLong()),
                qPrintable(t.errorText()));
    QVERIFY2(t.registerNewPlayer(u"Newcomer"_s), qPrintable(t.errorText()));
    QCOMPARE(t.entries().size(), 8);
    QCOMPARE(t.entries().constLast().toMap().value(u"name"_s).toString(), u"Newcomer"_s);
    QCOMPARE(t.entries().constLast().toMap().value(u"number"_s).toInt(), 8);
    QCOMPARE(t.available().size(), 1); // Player 8 stays free
    QVERIFY(t.canSeat());

    QVERIFY(!t.seatPrescribed(u"1,2,x"_s, u"ema"_s));
    QVERIFY(t.errorText().contains(u"player numbers"_s));
    QVERIFY2(t.seatRound(u"random"_s, u"ema"_s, 9), qPrintable(t.errorText()));
    QVERIFY(t.errorText().isEmpty());
    QVERIFY(t.message().contains(u"Round 1"_s));
    QCOMPARE(t.roundCount(), 1);
    const QVariantMap round = t.rounds().constFirst().toMap();
    QVERIFY(round.value(u"title"_s).toString().startsWith(u"Round 1 · Random draw"_s));
    QVERIFY(round.value(u"removable"_s).toBool());
    const QVariantList tables = round.value(u"tables"_s).toList();
    QCOMPARE(tables.size(), 2);
    const QVariantMap table = tables.constFirst().toMap();
    QVERIFY(table.value(u"gameId"_s).toLongLong() > 0);
    QCOMPARE(table.value(u"status"_s).toString(), u"not started"_s);
    const QVariantList seats = table.value(u"seats"_s).toList();
    QCOMPARE(seats.size(), 4);
    QCOMPARE(seats.constFirst().toMap().value(u"wind"_s).toString(), u"E"_s);
    const auto game = storage::clubGame(*m_db, table.value(u"gameId"_s).toLongLong());
    QVERIFY(game);
    QCOMPARE(game->header.playerNames[0], seats.constFirst().toMap().value(u"name"_s).toString());

    // Results: every registered player, a cell for round 1 still in play.
    QCOMPARE(t.results().size(), 8);
    QCOMPARE(t.results().constFirst().toMap().value(u"cells"_s).toStringList(),
            QStringList{ u"…"_s });

    // Only Player 8 is free to substitute in round 1.
    const QVariantList free = t.substitutes(1);
    QCOMPARE(free.size(), 1);
    QCOMPARE(free.constFirst().toMap().value(u"name"_s).toString(), u"Player 8"_s);
    const int number = seats.constFirst().toMap().value(u"number"_s).toInt();
    QVERIFY2(t.substitute(1, number, free.constFirst().toMap().value(u"id"_s).toLongLong()),
            qPrintable(t.errorText()));
    const QVariantMap east = t.rounds()
                                     .constFirst()
                                     .toMap()
                                     .value(u"tables"_s)
                                     .toList()
                                     .constFirst()
                                     .toMap()
                                     .value(u"seats"_s)
                                     .toList()
                                     .constFirst()
                                     .toMap();
    QVERIFY(east.value(u"substituted"_s).toBool());
    QCOMPARE(east.value(u"name"_s).toString(), u"Player 8"_s);
    // Now the absent player is the one not seated.
    QCOMPARE(t.substitutes(1).size(), 1);
    QCOMPARE(t.substitutes(1).constFirst().toMap().value(u"name"_s).toString(),
            east.value(u"entryName"_s).toString());

    // The list is fixed now; the reason is shown.
    QVERIFY(!t.unregisterPlayer(
            t.entries().constFirst().toMap().value(u"playerId"_s).toLongLong()));
    QVERIFY(t.errorText().contains(u"has started"_s));

    const QString csv = m_dir->filePath(u"standings.csv"_s);
    QVERIFY2(t.exportStandingsTo(csv, u"csv"_s), qPrintable(t.errorText()));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("Newcomer"));

    QVERIFY2(t.removeLastRound(), qPrintable(t.errorText()));
    QCOMPARE(t.roundCount(), 0);
    QVERIFY(!storage::clubGame(*m_db, table.value(u"gameId"_s).toLongLong()));
    QVERIFY(changed.count() > 5);
}

HAIFU_TEST_MAIN(TestTournamentController)
#include "tst_tournamentcontroller.moc"
