#include "storage/club.h"
#include "storage/database.h"
#include "storage/tournament.h"

#include "club/seating.h"

#include "testmain.h"

#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

// Tournaments in the library (schema 11): players registered, rounds seated with their games,
// Swiss on the event's own results, prescribed rounds checked, substitutes, results per round,
// standings without the substitutes' games, the penalty list; every change whole or not at all.
// Run against SQLite and (tst_tournament_pg) against a PostgreSQL server.
class TestTournament : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void registerPlayers();
    void randomRoundsCreateGames();
    void swissSeatsByTheEventsResults();
    void prescribedRoundIsChecked();
    void substitutesCountForNobody();
    void removeLastRound();
    void penaltyList();

private:
    // A club with `count` players ("P1" …) and an event; the players registered.
    void makeEvent(int count);
    // Two dealer yakuman tsumos at the table: under Tenhou rules the others are below zero and
    // the game ends, the dealer (East) first.
    void finishWithEastFirst(qint64 game);
    QList<qint64> tableGames(int round);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
    qint64 m_club = 0;
    qint64 m_event = 0;
    QList<qint64> m_players;
};

namespace {

RoundRequest request(const QString &method, quint64 seed = 7)
{
    RoundRequest r;
    r.method = method;
    r.seed = seed;
    r.rules = rules::presetRuleset("tenhou").value();
    return r;
}

int count(const Database &db, const QString &sql)
{
    return db.scalar(sql).toInt();
}

} // namespace

void TestTournament::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    VERIFY_NO_ERROR(m_db->open(storagetest::newLibrary(*m_dir)));
    m_players.clear();
}

void TestTournament::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestTournament::makeEvent(int n)
{
    const auto club = createClub(*m_db, Club{ 0, u"Riichi Club"_s, {} });
    VERIFY_OK(club);
    m_club = *club;
    ClubEvent event;
    event.clubId = m_club;
    event.name = u"Autumn Open"_s;
    event.date = u"2026-11-28"_s;
    const auto id = createClubEvent(*m_db, event);
    VERIFY_OK(id);
    m_event = *id;
    for (int i = 1; i <= n; ++i) {
        const auto player = addClubPlayer(*m_db, ClubPlayer{ 0, m_club, u"P%1"_s.arg(i), {}, {} });
        VERIFY_OK(player);
        m_players << *player;
    }
    VERIFY_NO_ERROR(registerTournamentPlayers(*m_db, m_event, m_players));
}

void TestTournament::finishWithEastFirst(qint64 game)
{
    club::HandEntry tsumo;
    tsumo.kind = club::HandKind::Tsumo;
    club::Win win;
    win.seat = 0;
    win.yakuman = 1;
    tsumo.wins = { win };
    VERIFY_OK(appendClubHand(*m_db, game, tsumo));
    VERIFY_OK(appendClubHand(*m_db, game, tsumo));
    const auto g = clubGame(*m_db, game);
    VERIFY_OK(g);
    QVERIFY(g->header.finished);
}

QList<qint64> TestTournament::tableGames(int round)
{
    QList<qint64> games;
    const auto t = tournament(*m_db, m_event);
    if (!t || round > t->rounds.size())
        return games;
    for (const TournamentTable &table : t->rounds[round - 1].tables)
        games << table.gameId;
    return games;
}

void TestTournament::registerPlayers()
{
    makeEvent(5);
    auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QCOMPARE(t->entries.size(), 5);
    QCOMPARE(t->entries[4].name, u"P5"_s);
    QCOMPARE(t->entries[4].number, 4);

    // Twice, or from another club: refused, nothing changes.
    auto error = registerTournamentPlayers(*m_db, m_event, { m_players[0] });
    QVERIFY(error);
    QVERIFY2(error->message.find("P1") != std::string::npos, error->message.c_str());
    const auto other = createClub(*m_db, Club{ 0, u"Other"_s, {} });
    VERIFY_OK(other);
    const auto stranger = addClubPlayer(*m_db, ClubPlayer{ 0, *other, u"Stranger"_s, {}, {} });
    VERIFY_OK(stranger);
    QVERIFY(registerTournamentPlayers(*m_db, m_event, { m_players[0] - 1000, *stranger }));
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM tournament_entries"_s), 5);

    // Five players cannot be seated; one leaves and the numbers close up.
    QVERIFY(!seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    VERIFY_NO_ERROR(unregisterTournamentPlayer(*m_db, m_event, m_players[1]));
    t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QCOMPARE(t->entries.size(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(t->entries[i].number, i);
    QCOMPARE(t->entries[1].name, u"P3"_s);

    // Once a round is seated the list is fixed.
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    QVERIFY(registerTournamentPlayers(*m_db, m_event, { m_players[1] }));
    QVERIFY(unregisterTournamentPlayer(*m_db, m_event, m_players[0]));
}

void TestTournament::randomRoundsCreateGames()
{
    makeEvent(16);
    for (int round = 1; round <= 3; ++round) {
        const auto seated = seatTournamentRound(*m_db, m_event, request(u"random"_s, 11));
        VERIFY_OK(seated);
        QCOMPARE(*seated, round);
    }
    const auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QCOMPARE(t->rounds.size(), 3);
    std::vector<club::SeatingRound> rounds;
    for (const TournamentRound &r : t->rounds) {
        QCOMPARE(r.method, u"random"_s);
        QCOMPARE(r.seed, u"11"_s);
        QCOMPARE(r.tables.size(), 4);
        club::SeatingRound seating;
        for (const TournamentTable &table : r.tables) {
            seating.push_back({ table.entries.begin(), table.entries.end() });
            // The table's game: the event, the round and table, the players by seat.
            const auto game = clubGame(*m_db, table.gameId);
            VERIFY_OK(game);
            QCOMPARE(game->header.eventId, m_event);
            QCOMPARE(game->header.session, QString::number(r.round));
            QCOMPARE(game->header.table, QString::number(table.table));
            QCOMPARE(game->header.playedAt, u"2026-11-28"_s);
            for (int seat = 0; seat < 4; ++seat) {
                QCOMPARE(game->header.players[seat], m_players[table.entries[seat]]);
                QCOMPARE(table.names[seat], u"P%1"_s.arg(table.entries[seat] + 1));
                QVERIFY(!table.substituted[seat]);
            }
        }
        rounds.push_back(seating);
    }
    // 16 players in 3 rounds can always avoid meeting twice; the draw does.
    const auto report = club::checkSeating(16, rounds);
    VERIFY_OK(report);
    QCOMPARE(report->repeatPairs, 0);
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM club_games"_s), 12);
}

void TestTournament::swissSeatsByTheEventsResults()
{
    makeEvent(16);
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s, 3)));
    const auto t1 = tournament(*m_db, m_event);
    VERIFY_OK(t1);
    QSet<int> winners;
    for (const TournamentTable &table : t1->rounds[0].tables) {
        finishWithEastFirst(table.gameId);
        winners.insert(table.entries[0]);
    }
    // The results per round: the East player of every table won.
    const auto results = tournamentRoundResults(*m_db, m_event);
    VERIFY_OK(results);
    QCOMPARE(results->size(), 16);
    for (const TournamentRoundResult &r : *results) {
        QVERIFY(r.played && r.finished);
        QCOMPARE(r.place == 1, winners.contains(r.number));
    }
    // Swiss: the four winners meet at table 1 (they never met), the rest follow by score.
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"swiss"_s, 5)));
    const auto t2 = tournament(*m_db, m_event);
    VERIFY_OK(t2);
    const TournamentTable &top = t2->rounds[1].tables[0];
    QCOMPARE(QSet<int>(top.entries.begin(), top.entries.end()), winners);
    QCOMPARE(t2->rounds[1].method, u"swiss"_s);
    // The standings: the winners first, every registered player listed.
    const auto standings = tournamentStandings(*m_db, m_event);
    VERIFY_OK(standings);
    QCOMPARE(standings->size(), std::size_t(16));
    for (int i = 0; i < 4; ++i)
        QVERIFY(winners.contains(int(m_players.indexOf((*standings)[std::size_t(i)].player))));
}

void TestTournament::prescribedRoundIsChecked()
{
    makeEvent(8);
    RoundRequest bad = request(u"prescribed"_s);
    bad.prescribed = { { 0, 1, 2, 3 }, { 4, 5, 6, 0 } };
    const auto refused = seatTournamentRound(*m_db, m_event, bad);
    QVERIFY(!refused);
    QVERIFY2(refused.error().describe().find("table 2") != std::string::npos,
            refused.error().describe().c_str());
    // Refused whole: no round, no table, no game.
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM tournament_rounds"_s), 0);
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM club_games"_s), 0);

    RoundRequest good = request(u"prescribed"_s);
    good.prescribed = { { 7, 6, 5, 4 }, { 3, 2, 1, 0 } };
    VERIFY_OK(seatTournamentRound(*m_db, m_event, good));
    const auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QCOMPARE(t->rounds[0].method, u"prescribed"_s);
    QCOMPARE(t->rounds[0].seed, QString());
    const TournamentTable &first = t->rounds[0].tables[0];
    QCOMPARE(QSet<int>(first.entries.begin(), first.entries.end()), QSet<int>({ 4, 5, 6, 7 }));
}

void TestTournament::substitutesCountForNobody()
{
    makeEvent(8);
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    const TournamentTable table = t->rounds[0].tables[0];
    const int absent = table.entries[0]; // East of table 1: will win the game
    const auto sub = addClubPlayer(*m_db, ClubPlayer{ 0, m_club, u"Sub"_s, {}, {} });
    VERIFY_OK(sub);

    // A registered player seated elsewhere in the round cannot substitute.
    const int elsewhere = t->rounds[0].tables[1].entries[0];
    QVERIFY(substituteTournamentPlayer(*m_db, m_event, 1, absent, m_players[elsewhere]));
    VERIFY_NO_ERROR(substituteTournamentPlayer(*m_db, m_event, 1, absent, *sub));
    t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QVERIFY(t->rounds[0].tables[0].substituted[0]);
    QCOMPARE(t->rounds[0].tables[0].names[0], u"Sub"_s);
    const auto game = clubGame(*m_db, table.gameId);
    VERIFY_OK(game);
    QCOMPARE(game->header.players[0], *sub);

    finishWithEastFirst(table.gameId);
    // Too late now.
    QVERIFY(substituteTournamentPlayer(*m_db, m_event, 1, absent, 0));

    const auto results = tournamentRoundResults(*m_db, m_event);
    VERIFY_OK(results);
    for (const TournamentRoundResult &r : *results) {
        if (r.number == absent) {
            QCOMPARE(r.substitute, u"Sub"_s);
            QVERIFY(!r.played);
        } else if (r.table == 1) {
            QVERIFY(r.played);
            QVERIFY(r.place > 1); // the substitute won
        }
    }
    const auto standings = tournamentStandings(*m_db, m_event);
    VERIFY_OK(standings);
    QCOMPARE(standings->size(), std::size_t(8)); // the substitute is not ranked
    QSet<qint64> counted; // table 1 but the absent player: their finished game counts
    for (int seat = 1; seat < 4; ++seat)
        counted.insert(m_players[table.entries[seat]]);
    bool absentListed = false;
    for (const club::Standing &s : *standings) {
        QVERIFY(s.player != *sub);
        QCOMPARE(s.games, counted.contains(s.player) ? 1 : 0);
        absentListed = absentListed || s.player == m_players[absent];
    }
    QVERIFY(absentListed);
}

void TestTournament::removeLastRound()
{
    makeEvent(8);
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    const QList<qint64> second = tableGames(2);
    QCOMPARE(second.size(), 2);
    // A hand played: refused.
    finishWithEastFirst(second[1]);
    const auto refused = removeLastTournamentRound(*m_db, m_event);
    QVERIFY(refused);
    QVERIFY2(refused->message.find("table 2") != std::string::npos, refused->message.c_str());
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM club_games"_s), 4);
    VERIFY_OK(clubGame(*m_db, second[0]));

    // The first round's tables stay; a fresh last round goes with its games.
    VERIFY_NO_ERROR(deleteClubGame(*m_db, second[1]));
    VERIFY_NO_ERROR(removeLastTournamentRound(*m_db, m_event));
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM club_games"_s), 2);
    QCOMPARE(count(*m_db, u"SELECT count(*) FROM tournament_tables"_s), 2);
    const auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    QCOMPARE(t->rounds.size(), 1);
}

void TestTournament::penaltyList()
{
    makeEvent(8);
    VERIFY_OK(seatTournamentRound(*m_db, m_event, request(u"random"_s)));
    const auto t = tournament(*m_db, m_event);
    VERIFY_OK(t);
    const TournamentTable &table = t->rounds[0].tables[1];
    club::Penalty penalty;
    penalty.seat = 2;
    penalty.points = 8000;
    penalty.afterHand = -1; // before the first hand
    penalty.reason = "late";
    VERIFY_OK(addClubPenalty(*m_db, table.gameId, penalty));
    const auto list = tournamentPenalties(*m_db, m_event);
    VERIFY_OK(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->front().round, 1);
    QCOMPARE(list->front().table, 2);
    QCOMPARE(list->front().name, table.names[2]);
    QCOMPARE(list->front().points, 8000);
    QCOMPARE(list->front().reason, u"late"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
