// Club scoring: a ledger of hands replayed into points, rotation, game end and final scores.
#include "club/finalscore.h"
#include "club/ledger.h"

#include <QTest>

using namespace haifu;
using namespace haifu::club;

class TestClub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortHanchan();
    void dealerRotation();
    void dealerTopEnds();
    void bustingEnds();
    void ties();
    void rounding();
    void badEntries();
};

static rules::Ruleset tenhou()
{
    return *rules::presetRuleset("tenhou");
}

static Game game(std::vector<HandEntry> entries, rules::Ruleset r = tenhou())
{
    Game g;
    g.rules = r;
    g.players = { "A", "B", "C", "D" };
    g.entries = std::move(entries);
    return g;
}

void TestClub::shortHanchan()
{
    const auto res = scoreGame(game({
            // E1-0: seat 1 riichi, ron on seat 3 for 3 han 30 fu (3900), gets its stick back.
            HandEntry::ron(3, { Win{ 1, 3, 30 } }).withRiichi({ 1 }),
            // E2-0: draw, seats 0 (riichi), 1 (dealer) and 2 tenpai: seat 3 pays 3000.
            HandEntry::exhaustiveDraw({ true, true, true, false }).withRiichi({ 0 }),
            // E2-1: seat 2 tsumo 2 han 30 fu: 1000+100 from the dealer, 500+100 from the others,
            // and the stick on the table.
            HandEntry::tsumo(Win{ 2, 2, 30 }),
            // E3-0: dealer seat 2 ron on seat 0, 4 han 30 fu: 11600.
            HandEntry::ron(0, { Win{ 2, 4, 30 } }),
    }));
    QVERIFY2(res.ok(), res.ok() ? "" : res.error().message.c_str());
    const GameState &s = *res;
    QCOMPARE(s.hands.size(), std::size_t(4));
    QCOMPARE(s.hands[0].label, std::string("E1-0"));
    QCOMPARE(s.hands[0].delta, (std::array<int, 4>{ 0, 3900, 0, -3900 }));
    QCOMPARE(s.hands[1].label, std::string("E2-0"));
    QCOMPARE(s.hands[1].delta, (std::array<int, 4>{ 0, 1000, 1000, -3000 }));
    QCOMPARE(s.hands[1].sticksAfter, 1);
    QCOMPARE(s.hands[2].label, std::string("E2-1"));
    QCOMPARE(s.hands[2].delta, (std::array<int, 4>{ -600, -1100, 3300, -600 }));
    QCOMPARE(s.hands[2].sticksAfter, 0);
    QCOMPARE(s.hands[3].label, std::string("E3-0"));
    QCOMPARE(s.hands[3].totals, (std::array<int, 4>{ 12800, 28800, 40900, 17500 }));
    QCOMPARE(s.nextLabel(), std::string("E3-1"));
    QVERIFY(!s.ended);

    // Provisional final score, Tenhou rounding (nearest 1000, 500 up; the top takes what makes
    // the total zero): -1.2 -> -1, -12.5 -> -12, -17.2 -> -17, so the top has 50 (not 51).
    const FinalScore f = finalScore(s, tenhou());
    QCOMPARE(f.seats[2].place, 1);
    QCOMPARE(f.seats[2].score, 50.0);
    QCOMPARE(f.seats[1].score, 9.0);
    QCOMPARE(f.seats[3].score, -22.0);
    QCOMPARE(f.seats[0].score, -37.0);
    QCOMPARE(f.zeroSum, 0.0);
}

void TestClub::dealerRotation()
{
    // All noten: the dealer passes, honba go up.
    std::vector<HandEntry> e(4, HandEntry::exhaustiveDraw({}));
    auto res = scoreGame(game(e));
    QVERIFY(res.ok());
    QCOMPARE(res->hands[3].label, std::string("E4-3"));
    QCOMPARE(res->nextLabel(), std::string("S1-4"));
    QCOMPARE(res->dealer, 0);

    // Non-dealer tsumo resets honba, dealer tsumo and abortive draw keep the deal, chombo replays.
    e = { HandEntry::exhaustiveDraw({}), HandEntry::tsumo(Win{ 3, 1, 30 }),
        HandEntry::tsumo(Win{ 2, 1, 30 }), HandEntry::abortiveDraw(), HandEntry::chombo(0),
        HandEntry::ron(2, { Win{ 0, 1, 30 } }) };
    res = scoreGame(game(e));
    QVERIFY(res.ok());
    QCOMPARE(res->hands[1].label, std::string("E2-1"));
    QCOMPARE(res->hands[2].label, std::string("E3-0"));
    QCOMPARE(res->hands[3].label, std::string("E3-1"));
    QCOMPARE(res->hands[4].label, std::string("E3-2"));
    QCOMPARE(res->hands[4].delta, (std::array<int, 4>{ -8000, 2000, 4000, 2000 }));
    QCOMPARE(res->hands[5].label, std::string("E3-2"));
    QCOMPARE(res->nextLabel(), std::string("E4-0"));
}

void TestClub::dealerTopEnds()
{
    rules::Ruleset r = tenhou();
    r.length = rules::GameLength::EastOnly;
    const auto res =
            scoreGame(game({ HandEntry::ron(0, { Win{ 1, 5, 0 } }), HandEntry::exhaustiveDraw({}),
                                   HandEntry::exhaustiveDraw({}), HandEntry::tsumo(Win{ 3, 1, 30 }),
                                   HandEntry::ron(0, { Win{ 3, 5, 0 } }) },
                    r));
    QVERIFY(res.ok());
    QCOMPARE(res->hands[3].label, std::string("E4-2"));
    QCOMPARE(res->hands[3].delta, (std::array<int, 4>{ -700, -700, -700, 2100 }));
    QCOMPARE(res->hands[4].label, std::string("E4-3"));
    QCOMPARE(res->points, (std::array<int, 4>{ 3400, 32300, 24300, 40000 }));
    QVERIFY(res->ended);
    QCOMPARE(res->endReason, std::string("dealer top"));
}

void TestClub::bustingEnds()
{
    const auto res = scoreGame(game({ HandEntry::ron(1, { Win{ 0, 0, 0, 1 } }) }));
    QVERIFY(res.ok());
    QCOMPARE(res->points[1], -23000);
    QVERIFY(res->ended);
    QCOMPARE(res->endReason, std::string("busted"));

    const auto after = scoreGame(
            game({ HandEntry::ron(1, { Win{ 0, 0, 0, 1 } }), HandEntry::abortiveDraw() }));
    QVERIFY(!after.ok());
    QCOMPARE(after.error().message, std::string("hand 2 (E1-1): the game already ended (busted)"));

    rules::Ruleset noTobi = tenhou();
    noTobi.tobi = false;
    QVERIFY(!scoreGame(game({ HandEntry::ron(1, { Win{ 0, 0, 0, 1 } }) }, noTobi))->ended);
}

void TestClub::ties()
{
    GameState s;
    s.points = { 30000, 30000, 20000, 20000 };
    rules::Ruleset r = tenhou();
    FinalScore f = finalScore(s, r);
    QCOMPARE(f.seats[0].place, 1);
    QCOMPARE(f.seats[1].place, 2);
    QCOMPARE(f.seats[0].score, 40.0);
    QCOMPARE(f.seats[1].score, 10.0);
    QCOMPARE(f.seats[2].score, -20.0);
    QCOMPARE(f.seats[3].score, -30.0);

    r.ties = rules::TieMode::Split;
    f = finalScore(s, r);
    QCOMPARE(f.seats[1].place, 1);
    QVERIFY(f.seats[1].sharedPlace);
    QCOMPARE(f.seats[0].uma, 15.0);
    QCOMPARE(f.seats[0].oka, 10.0);
    QCOMPARE(f.seats[1].score, 25.0);
    QCOMPARE(f.seats[3].place, 3);
    QCOMPARE(f.seats[2].score, -25.0);
    QCOMPARE(f.seats[3].score, -25.0);
    QCOMPARE(f.zeroSum, 0.0);

    // A leftover stick goes to the top by seat order; lost when the ruleset says so.
    s.sticks = 1;
    r.ties = rules::TieMode::SeatOrder;
    f = finalScore(s, r);
    QCOMPARE(f.seats[0].raw, 31000);
    QCOMPARE(f.seats[0].score, 40.0); // Tenhou: the top's score is what the others leave
    r.topTakesRemainder = false;
    QCOMPARE(finalScore(s, r).seats[0].score, 41.0);
    r.leftoverDeposits = rules::LeftoverDeposits::Lost;
    QCOMPARE(finalScore(s, r).seats[0].raw, 30000);
}

void TestClub::rounding()
{
    GameState s;
    s.points = { 40200, 25800, 24500, 9500 };
    rules::Ruleset r = tenhou();
    r.topTakesRemainder = false; // each mode on its own first
    auto scores = [&](rules::FinalRounding mode) {
        r.rounding = mode;
        const FinalScore f = finalScore(s, r);
        return std::array<double, 5>{ f.seats[0].score, f.seats[1].score, f.seats[2].score,
            f.seats[3].score, f.zeroSum };
    };
    QCOMPARE(scores(rules::FinalRounding::None),
            (std::array<double, 5>{ 50.2, 5.8, -15.5, -40.5, 0 }));
    QCOMPARE(scores(rules::FinalRounding::Nearest), (std::array<double, 5>{ 50, 6, -15, -40, 1 }));
    QCOMPARE(scores(rules::FinalRounding::HalfDown), (std::array<double, 5>{ 51, 6, -16, -41, 0 }));
    QCOMPARE(scores(rules::FinalRounding::Up), (std::array<double, 5>{ 51, 6, -15, -40, 2 }));
    // Tenhou: nearest, and the top takes the remainder.
    r.topTakesRemainder = true;
    QCOMPARE(scores(rules::FinalRounding::Nearest), (std::array<double, 5>{ 49, 6, -15, -40, 0 }));

    // Chombo after uma (EMA-style): the offender loses 20 after everything else.
    s.chombos = { 0, 0, 0, 1 };
    r.rounding = rules::FinalRounding::None;
    r.chombo = rules::ChomboPenalty::AfterUma;
    const FinalScore f = finalScore(s, r);
    QCOMPARE(f.seats[3].penalty, 20.0);
    QCOMPARE(f.seats[3].score, -60.5);
    QCOMPARE(f.zeroSum, 0.0);
}

void TestClub::badEntries()
{
    auto error = [](std::vector<HandEntry> e, rules::Ruleset r = tenhou()) {
        const auto res = scoreGame(game(std::move(e), r));
        return res.ok() ? std::string() : res.error().message;
    };
    QCOMPARE(error({ HandEntry::abortiveDraw(), HandEntry::ron(3, { Win{ 1, 1, 20 } }) }),
            std::string("hand 2 (E1-1): winner 1: 1 han 20 fu does not exist"));
    QCOMPARE(error({ HandEntry::tsumo(Win{ 1, 1, 25 }) }),
            std::string("hand 1 (E1-0): winner: 1 han 25 fu does not exist"));
    QCOMPARE(error({ HandEntry::tsumo(Win{ 1, 2, 35 }) }),
            std::string("hand 1 (E1-0): winner: fu 35 does not exist (20, 25, 30, 40 … 110)"));
    QCOMPARE(error({ HandEntry::ron(1, { Win{ 1, 2, 30 } }) }),
            std::string("hand 1 (E1-0): winner 1 (seat 1) is also the discarder"));
    QCOMPARE(error({ HandEntry::ron(4, { Win{ 1, 2, 30 } }) }),
            std::string("hand 1 (E1-0): discarder 4 is out of range"));
    rules::Ruleset poor = tenhou();
    poor.startPoints = 900;
    QCOMPARE(error({ HandEntry::abortiveDraw().withRiichi({ 2 }) }, poor),
            std::string("hand 1 (E1-0): riichi of seat 2 with only 900 points (needs 1000)"));
}

QTEST_APPLESS_MAIN(TestClub)
#include "tst_club.moc"
