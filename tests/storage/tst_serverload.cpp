// The load test of a shared library (only against the test server: ctest storage_tst_serverload):
// a club night of 5 rounds (20 in the long form of the tests, `./dev.sh test --long`) at 8 tables,
// seated by the tournament draw; in every round 8 scorer
// processes (tests/tools/loadscorer.cpp) enter their table's 16 hands at the same time, each hand
// one transaction. Every hand is stored once, every game ends where it should, the standings are
// exactly the sum of the games' scores worked out by hand, nothing deadlocks, and the time each
// entry took is reported (the README's Performance section quotes it).
#include "storage/club.h"
#include "storage/database.h"

#include "testlibrary.h"

#include "../tools/loadhands.h"
#include "club/seating.h"
#include "rules/ruleset.h"

#include "testmain.h"

#include <QProcess>
#include <QTest>

#include <algorithm>
#include <array>
#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

class TestServerLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void eightTablesAtOnce();

private:
    QTemporaryDir m_dir;
};

void TestServerLoad::initTestCase()
{
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file");
}

void TestServerLoad::eightTablesAtOnce()
{
    constexpr int kTables = 8;
    const int rounds = qEnvironmentVariableIsSet("HAIFU_LONG_TESTS") ? 20 : 5;
    const QString location = storagetest::newLibrary(m_dir, u"load"_s);
    Database db;
    QVERIFY(!db.open(location));
    const qint64 club = createClub(db, Club{ 0, u"Load Club"_s, {} }).value();
    const qint64 season = createSeason(db, Season{ 0, club, u"Night"_s, {}, {}, u"ema"_s }).value();
    std::vector<qint64> players;
    for (int i = 0; i < kTables * 4; ++i)
        players.push_back(addClubPlayer(db,
                ClubPlayer{ 0, club, u"Player %1"_s.arg(i + 1), {},
                        {} }).value());
    const rules::Ruleset rules = rules::presetRuleset("ema").value();
    const auto seating = club::drawTournament(kTables * 4, rounds, club::SeatingMethod::Random, 18);
    QVERIFY(seating);

    // What every game comes to, worked out by hand from the hands (loadhands.h) under the EMA
    // rules (start and return 30,000, uma 15/5/-5/-15, 300 a counter, no kiriage): the draws
    // leave every seat even (each is the tenpai dealer twice, +3,000, and noten six times,
    // -1,000); each ron is in the repeat (one counter) and comes twice, from seat d+2 to seat
    // d+1 when seat d deals. Variant 0 (odd tables): d=0 1 han 1,300, d=1 2 han 2,300, d=2 3 han
    // 4,200, d=3 4 han 8,000:
    //   seat 0: +16,000 - 8,400 = 37,600, 1st: +7.6 +15 = 22.6
    //   seat 1: +2,600 - 16,000 = 16,600, 4th: -13.4 -15 = -28.4
    //   seat 2: +4,600 - 2,600 = 32,000, 3rd: +2.0 -5 = -3.0
    //   seat 3: +8,400 - 4,600 = 33,800, 2nd: +3.8 +5 = 8.8
    // Variant 1 (even tables): every ron 1,300, each seat wins two and pays two: all on 30,000,
    // tied, the uma shared: 0 each. In tenths, by seat; a player's total is the sum over the
    // games they played (the draw balances the seats, so the variants are what sets the
    // players apart).
    constexpr std::array<std::array<int, 4>, 2> kSeatTenths{ { { 226, -284, -30, 88 }, {} } };
    std::map<qint64, int> expectedTenths;

    std::vector<qint64> micros;
    std::vector<qint64> games;
    for (int round = 0; round < rounds; ++round) {
        std::vector<std::unique_ptr<QProcess>> scorers;
        for (int table = 0; table < kTables; ++table) {
            ClubGameHeader h;
            h.clubId = club;
            h.seasonId = season;
            h.table = QString::number(table + 1);
            h.session = QString::number(round + 1);
            const auto &seats = (*seating)[std::size_t(round)][std::size_t(table)];
            const int variant = table % 2;
            for (std::size_t s = 0; s < 4; ++s) {
                h.players[s] = players[std::size_t(seats[s])];
                expectedTenths[h.players[s]] += kSeatTenths[std::size_t(variant)][s];
            }
            const auto id = createClubGame(db, h, rules);
            QVERIFY(id);
            games.push_back(*id);
            auto p = std::make_unique<QProcess>();
            p->start(QStringLiteral(HAIFU_BIN_DIR "/haifu_loadscorer"),
                    { location, QString::number(*id), QString::number(variant) });
            scorers.push_back(std::move(p));
        }
        for (auto &p : scorers) {
            QVERIFY(p->waitForFinished(120'000)); // a deadlock would stop here
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
            const QList<QByteArray> lines = p->readAllStandardOutput().trimmed().split('\n');
            QCOMPARE(lines.size(), 16);
            for (const QByteArray &line : lines)
                micros.push_back(line.toLongLong());
        }
    }

    // Every hand once, every game ended after its 16th, one audit row per change.
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_hands"_s).toInt(), kTables * rounds * 16);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_games WHERE hand_count = 16 AND finished = 1"_s)
                     .toInt(),
            kTables * rounds);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM (SELECT game_id, idx FROM club_hands GROUP BY "
                       "game_id, idx HAVING count(*) > 1) t"_s)
                     .toInt(),
            0);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_audit WHERE action = 'add'"_s).toInt(),
            kTables * rounds * 16);
    for (const qint64 id : { games.front(), games.back() }) {
        const auto game = clubGame(db, id);
        QVERIFY(game);
        QCOMPARE(int(game->game.entries.size()), 16);
    }
    // The standings: a game a round each, totals exactly as worked out above.
    const auto standings = seasonStandings(db, season);
    QVERIFY(standings);
    QCOMPARE(int(standings->size()), kTables * 4);
    QVERIFY(std::any_of(expectedTenths.begin(), expectedTenths.end(),
            [](const auto &e) { return e.second != 0; })); // the totals tell the games apart
    double sum = 0;
    for (const club::Standing &s : *standings) {
        QCOMPARE(s.games, rounds);
        const double expected = expectedTenths.at(s.player) / 10.0;
        QVERIFY2(std::abs(s.total - expected) < 1e-6,
                qPrintable(u"player %1: %2, worked out %3"_s.arg(s.player).arg(s.total).arg(
                        expected)));
        sum += s.total;
    }
    QVERIFY(std::abs(sum) < 1e-6);

    std::sort(micros.begin(), micros.end());
    const auto at = [&](double q) {
        return double(micros[std::size_t(q * double(micros.size() - 1))]) / 1000;
    };
    qInfo("load: %zu entries by %d scorer processes at once, %d rounds: per entry median %.1f ms, "
          "p95 %.1f ms, max %.1f ms",
            micros.size(), kTables, rounds, at(0.5), at(0.95), at(1.0));
}

HAIFU_TEST_GUILESS_MAIN(TestServerLoad)
#include "tst_serverload.moc"
