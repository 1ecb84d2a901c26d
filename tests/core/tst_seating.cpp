// Tournament seating (core/club/seating.h): every round seats every player once, the avoiding
// draws meet fewer repeat pairs than a plain shuffle, the winds even out, Swiss keeps the
// standings, a prescripted seating is checked with errors that name the round and the table.
#include "club/seating.h"

#include "testmain.h"

#include <QTest>

#include <set>

using namespace haifu;
using namespace haifu::club;

namespace {

SeatingReport report(int players, const std::vector<SeatingRound> &rounds)
{
    auto r = checkSeating(players, rounds);
    if (!r)
        qFatal("%s", r.error().message.c_str());
    return *r;
}

std::vector<SeatingRound> tournament(int players, int rounds, SeatingMethod m, std::uint64_t seed)
{
    auto r = drawTournament(players, rounds, m, seed);
    if (!r)
        qFatal("%s", r.error().message.c_str());
    return *r;
}

// Tables in order: players 0-3 at table 1, 4-7 at table 2 …, each by seat.
SeatingRound inOrder(int players)
{
    SeatingRound round;
    for (int p = 0; p < players; p += 4)
        round.push_back({ p, p + 1, p + 2, p + 3 });
    return round;
}

std::set<int> members(const SeatingTable &table)
{
    return { table.begin(), table.end() };
}

} // namespace

class TestSeating : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPlayerOncePerRound_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("naive") << int(SeatingMethod::Naive);
        QTest::newRow("random") << int(SeatingMethod::Random);
        QTest::newRow("swiss") << int(SeatingMethod::Swiss);
    }

    void everyPlayerOncePerRound()
    {
        QFETCH(int, method);
        for (int players : { 4, 16, 36, 64 }) {
            const auto rounds = tournament(players, 5, SeatingMethod(method), 3);
            QCOMPARE(int(rounds.size()), 5);
            for (const SeatingRound &round : rounds) {
                QCOMPARE(int(round.size()), players / 4);
                std::set<int> seen;
                for (const SeatingTable &table : round) {
                    QCOMPARE(int(table.size()), 4);
                    for (int p : table) {
                        QVERIFY(p >= 0 && p < players);
                        QVERIFY2(seen.insert(p).second, "a player seated twice");
                    }
                }
                QCOMPARE(int(seen.size()), players);
            }
            QVERIFY(checkSeating(players, rounds).ok());
        }
    }

    // 16 players in 4 rounds can meet 12 different players each: the avoiding draw finds such
    // a seating (and even winds) for every seed.
    void sixteenPlayersFourRoundsNoRepeats()
    {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const SeatingReport r = report(16, tournament(16, 4, SeatingMethod::Random, seed));
            QCOMPARE(r.repeatPairs, 0);
            QCOMPARE(r.maxMeetings, 1);
            QCOMPARE(r.windImbalance, 0);
        }
    }

    void avoidingBeatsNaive_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        for (int players : { 16, 32, 64 }) {
            for (int rounds : { 4, 7, 10 })
                QTest::addRow("%d players, %d rounds", players, rounds) << players << rounds;
        }
    }

    void avoidingBeatsNaive()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        int naive = 0, random = 0, swiss = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            naive += report(players, tournament(players, rounds, SeatingMethod::Naive, seed))
                             .repeatPairs;
            random += report(players, tournament(players, rounds, SeatingMethod::Random, seed))
                              .repeatPairs;
            swiss += report(players, tournament(players, rounds, SeatingMethod::Swiss, seed))
                             .repeatPairs;
        }
        QVERIFY2(random < naive, qPrintable(QStringLiteral("%1 vs %2").arg(random).arg(naive)));
        QVERIFY2(swiss < naive, qPrintable(QStringLiteral("%1 vs %2").arg(swiss).arg(naive)));
        // A player meets 3 others a round; beyond the players - 1 there are, meetings repeat.
        const int least = players * std::max(0, 3 * rounds - (players - 1)) / 2;
        QVERIFY(random >= 4 * least);
        if (players == 16)
            QCOMPARE(random, 4 * least); // the fewest there can be
    }

    void windsBalanced()
    {
        for (int players : { 16, 32, 64 }) {
            for (int rounds : { 4, 8 }) {
                const SeatingReport r =
                        report(players, tournament(players, rounds, SeatingMethod::Random, 11));
                QVERIFY2(r.windImbalance <= 1, qPrintable(QString::number(r.windImbalance)));
            }
        }
    }

    // After round 1 at tables 0-3, 4-7 …, the leaders 0, 4, 8 and 12 have not met: Swiss puts
    // them together at table 1, the next four at table 2, and so on.
    void swissKeepsLeadersTogether()
    {
        SeatingRequest request{ 16, { inOrder(16) }, std::vector<double>(16), 5 };
        for (int p = 0; p < 16; ++p)
            request.points[std::size_t(p)] = 100 - 10 * (p % 4) - p / 4;
        auto round = drawRounds(request, SeatingMethod::Swiss);
        QVERIFY(round.ok());
        const SeatingRound &r = round->front();
        QCOMPARE(members(r[0]), (std::set<int>{ 0, 4, 8, 12 }));
        QCOMPARE(members(r[1]), (std::set<int>{ 1, 5, 9, 13 }));
        QCOMPARE(members(r[3]), (std::set<int>{ 3, 7, 11, 15 }));
        request.played.push_back(r);
        QCOMPARE(report(16, request.played).repeatPairs, 0);
    }

    // The leaders met in round 1: Swiss splits them, and nobody meets again.
    void swissAvoidsRepeats()
    {
        SeatingRequest request{ 16, { inOrder(16) }, std::vector<double>(16), 5 };
        for (int p = 0; p < 16; ++p)
            request.points[std::size_t(p)] = 16 - p;
        auto round = drawRounds(request, SeatingMethod::Swiss);
        QVERIFY(round.ok());
        request.played.push_back(round->front());
        QCOMPARE(report(16, request.played).repeatPairs, 0);
        // Still near the standings: the leader heads table 1.
        QVERIFY(members(round->front()[0]).count(0) == 1);
    }

    void prescriptedErrors_data()
    {
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("table");
        QTest::addColumn<int>("player");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("duplicate") << 2 << 3 << 5 << int(ErrorCode::SeatingPlayerTwice)
                                   << "round 2 table 3: player 5 is already seated at table 2";
        QTest::newRow("bad index") << 2 << 4 << 16 << int(ErrorCode::SeatingPlayerRange)
                                   << "round 2 table 4: player 16 is out of range (0 to 15)";
        QTest::newRow("negative") << 2 << 1 << -1 << int(ErrorCode::SeatingPlayerRange)
                                  << "round 2 table 1: player -1 is out of range (0 to 15)";
    }

    // Round 2 has one seat replaced by `player`.
    void prescriptedErrors()
    {
        QFETCH(int, round);
        QFETCH(int, table);
        QFETCH(int, player);
        QFETCH(int, code);
        QFETCH(QString, message);
        std::vector<SeatingRound> rounds{ inOrder(16), inOrder(16) };
        rounds[std::size_t(round - 1)][std::size_t(table - 1)][2] = player;
        auto checked = checkSeating(16, rounds);
        QVERIFY(!checked.ok());
        QCOMPARE(int(checked.error().code), code);
        QCOMPARE(QString::fromStdString(checked.error().message), message);
        QCOMPARE(int(checked.error().context.size()), 1);
        QCOMPARE(checked.error().context[0].code, ErrorCode::AtSeatingTable);
        // The same seating as played rounds of a draw is refused alike.
        auto drawn = drawRounds(SeatingRequest{ 16, rounds, {}, 1 }, SeatingMethod::Random);
        QVERIFY(!drawn.ok());
        QCOMPARE(QString::fromStdString(drawn.error().message), message);
    }

    void prescriptedMissingAndSizes()
    {
        std::vector<SeatingRound> rounds{ inOrder(16), inOrder(16) };
        rounds[0].pop_back();
        auto missing = checkSeating(16, rounds);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::SeatingPlayerMissing);
        QCOMPARE(missing.error().message, std::string("round 1: player 12 is not seated"));

        rounds = { inOrder(16), inOrder(16) };
        rounds[1][1].pop_back();
        auto small = checkSeating(16, rounds);
        QVERIFY(!small.ok());
        QCOMPARE(small.error().message,
                std::string("round 2 table 2: 3 players at the table, not 4"));
    }

    void refusedRequests()
    {
        for (int players : { 0, 3, 18, 260 }) {
            auto r = drawRounds(SeatingRequest{ players, {}, {}, 1 }, SeatingMethod::Random);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, ErrorCode::SeatingPlayers);
            QCOMPARE(r.error().args.front(), std::to_string(players));
            QVERIFY(!checkSeating(players, {}).ok());
        }
        auto points = drawRounds(
                SeatingRequest{ 8, {}, std::vector<double>(7), 1 }, SeatingMethod::Swiss);
        QVERIFY(!points.ok());
        QCOMPARE(points.error().message, std::string("7 standing points for 8 players"));
        for (int count : { 0, kMaxSeatingRounds + 1 }) {
            auto rounds = drawRounds(SeatingRequest{ 8, {}, {}, 1 }, SeatingMethod::Naive, count);
            QVERIFY(!rounds.ok());
            QCOMPARE(rounds.error().code, ErrorCode::SeatingRounds);
        }
    }

    void reportCounts()
    {
        // The same table twice in the same seats: 6 pairs met twice, every player at one wind.
        const SeatingRound table{ { 0, 1, 2, 3 } };
        const SeatingReport twice = report(4, { table, table });
        QCOMPARE(twice.rounds, 2);
        QCOMPARE(twice.repeatPairs, 6);
        QCOMPARE(twice.maxMeetings, 2);
        QCOMPARE(twice.windImbalance, 2);
        const SeatingReport thrice = report(4, { table, table, table });
        QCOMPARE(thrice.repeatPairs, 12);
        QCOMPARE(thrice.maxMeetings, 3);
        QCOMPARE(report(8, {}).repeatPairs, 0);
    }

    // A prescripted table seated where its players have not sat yet.
    void prescriptedWinds()
    {
        const SeatingRequest request{ 4,
            { SeatingRound{ { 0, 1, 2, 3 } }, SeatingRound{ { 3, 0, 1, 2 } },
                    SeatingRound{ { 2, 3, 0, 1 } } },
            {}, 1 };
        auto seated = assignWinds(request, SeatingRound{ { 0, 1, 2, 3 } });
        QVERIFY(seated.ok());
        QCOMPARE(seated->front(), (SeatingTable{ 1, 2, 3, 0 }));
        std::vector<SeatingRound> all = request.played;
        all.push_back(*seated);
        QCOMPARE(report(4, all).windImbalance, 0);
        auto bad = assignWinds(request, SeatingRound{ { 0, 1, 2, 2 } });
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().message,
                std::string("round 4 table 1: player 2 is already seated at table 1"));
    }

    void sameSeedSameSeating()
    {
        for (auto m : { SeatingMethod::Naive, SeatingMethod::Random, SeatingMethod::Swiss }) {
            const auto a = tournament(32, 6, m, 42);
            QVERIFY(a == tournament(32, 6, m, 42));
            QVERIFY(a != tournament(32, 6, m, 43));
        }
        // A draw after played rounds too.
        const SeatingRequest request{ 16, tournament(16, 2, SeatingMethod::Naive, 1), {}, 9 };
        QVERIFY(*drawRounds(request, SeatingMethod::Random, 2)
                == *drawRounds(request, SeatingMethod::Random, 2));
    }

    // The draw continues a tournament: the new rounds avoid the pairs of the played ones.
    void drawAfterPlayedRounds()
    {
        SeatingRequest request{ 16, tournament(16, 2, SeatingMethod::Random, 4), {}, 8 };
        auto more = drawRounds(request, SeatingMethod::Random, 2);
        QVERIFY(more.ok());
        QCOMPARE(int(more->size()), 2);
        for (const SeatingRound &r : *more)
            request.played.push_back(r);
        QCOMPARE(report(16, request.played).repeatPairs, 0);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestSeating)
#include "tst_seating.moc"
