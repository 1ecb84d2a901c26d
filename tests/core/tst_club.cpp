// Club scoring: a ledger of hands replayed into points, rotation, game end and final scores.
// Every expected value is worked out by hand in the comments next to it (basic points = fu x
// 2^(han+2); a non-dealer ron pays 4 x basic, a dealer ron 6 x basic, each payment rounded up to
// 100; RULES.md "Points").
#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "club/standings.h"

#include "testmain.h"

#include <QTest>

#include <cstring>
#include <optional>

using namespace Qt::StringLiterals;
namespace rules = haifu::rules;
namespace record = haifu::game;
using namespace haifu::club;

using Seats = std::array<int, 4>;
using Scores = std::array<double, 4>;
using Entries = std::vector<HandEntry>;

Q_DECLARE_METATYPE(Seats)
Q_DECLARE_METATYPE(Scores)
Q_DECLARE_METATYPE(haifu::club::HandEntry)
Q_DECLARE_METATYPE(Entries)

namespace QTest {
template <>
char *toString(const Seats &s)
{
    return qstrdup(QByteArray("[" + QByteArray::number(s[0]) + ", " + QByteArray::number(s[1])
            + ", " + QByteArray::number(s[2]) + ", " + QByteArray::number(s[3]) + "]"));
}
template <>
char *toString(const Scores &s)
{
    return qstrdup(QByteArray("[" + QByteArray::number(s[0]) + ", " + QByteArray::number(s[1])
            + ", " + QByteArray::number(s[2]) + ", " + QByteArray::number(s[3]) + "]"));
}
template <>
char *toString(const std::string &s)
{
    return qstrdup(s.c_str());
}
} // namespace QTest

class TestClub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The first cases (kept as they were).
    void shortHanchan();
    void dealerRotation();
    void dealerTopEnds();
    void bustingEnds();
    void ties();
    void rounding();
    void badEntries();

    // Every outcome type.
    void ronPayments_data();
    void ronPayments();
    void multipleRon_data();
    void multipleRon();
    void tsumoPayments_data();
    void tsumoPayments();
    void exhaustiveDraw_data();
    void exhaustiveDraw();
    void abortiveDraw();
    void chomboModes_data();
    void chomboModes();
    void chomboEndsGame();
    void paoPayments_data();
    void paoPayments();

    // Every preset's final score.
    void presetFinals_data();
    void presetFinals();
    void finishedTenhouGame();

    // Game end.
    void tobi();
    void lastHand();
    void westExtension();
    void eastOnly();
    void dealerRenchanAllLast();
    void dealerTopTarget();
    void startPosition();
    void threePlayers();
    void extensionPerPreset_data();
    void extensionPerPreset();
    void eastOnlyIntoSouth();
    void dealerTopPerPreset_data();
    void dealerTopPerPreset();
    void extensionPlaysTheRenchanFirst();
    void dealerChoosesToPlayOn();
    void mahjongSoulIntoWest();
    void emaEndsAfterSouth4();
    void recordTargetAboveStart();
    void recordZeroChangeDraw();
    void recordInfersAllLastRules();
    void recordInfersUmaAndOka();

    // Penalties.
    void penalties();

    // A correction in the middle of a game.
    void editInTheMiddle();
    void insertAndRemove();

    // Refused entries.
    void badEntryMessages_data();
    void badEntryMessages();
    void riichiWithoutDeposit();

    // League tables.
    void gameResultStats();
    void standingsAndHistory();
};

namespace {

rules::Ruleset preset(const QString &name)
{
    auto r = rules::presetRuleset(name.toStdString());
    if (!r)
        qFatal("%s", r.error().message.c_str());
    return *r;
}

rules::Ruleset tenhou()
{
    return preset(QStringLiteral("tenhou"));
}

Game game(std::vector<HandEntry> entries, rules::Ruleset r = tenhou())
{
    Game g;
    g.rules = std::move(r);
    g.players = { "A", "B", "C", "D" };
    g.entries = std::move(entries);
    return g;
}

// A game whose first entry is played at hand `hand` (0-based, = the dealer seat) of round `round`.
Game gameAt(int round, int hand, int honba, int sticks, std::vector<HandEntry> entries,
        rules::Ruleset r = tenhou())
{
    Game g = game(std::move(entries), std::move(r));
    g.startRound = round;
    g.startHand = hand;
    g.startHonba = honba;
    g.startSticks = sticks;
    return g;
}

// The replayed game, or nothing (with the error printed).
std::optional<GameState> replay(const Game &g)
{
    auto res = scoreGame(g);
    if (!res) {
        qWarning("scoreGame: %s", res.error().message.c_str());
        return std::nullopt;
    }
    return *res;
}

std::string errorOf(const Game &g)
{
    const auto res = scoreGame(g);
    return res.ok() ? std::string("(accepted)") : res.error().message;
}

std::array<bool, 4> seatSet(std::initializer_list<int> list)
{
    std::array<bool, 4> flags{};
    for (int s : list)
        flags[std::size_t(s)] = true;
    return flags;
}

Win hf(int seat, int han, int fu)
{
    return Win{ seat, han, fu };
}

Win ym(int seat, int count, int pao = -1, int paoCount = 1)
{
    Win w;
    w.seat = seat;
    w.yakuman = count;
    w.paoSeat = pao;
    w.paoYakuman = paoCount;
    return w;
}

HandEntry ron(int discarder, std::vector<Win> wins, std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::ron(discarder, std::move(wins));
    e.withRiichi(riichi);
    return e;
}

HandEntry tsumo(Win w, std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::tsumo(w);
    e.withRiichi(riichi);
    return e;
}

HandEntry draw(std::initializer_list<int> tenpai, std::initializer_list<int> riichi = {},
        std::initializer_list<int> nagashi = {})
{
    HandEntry e = HandEntry::exhaustiveDraw(seatSet(tenpai));
    e.nagashi = seatSet(nagashi);
    e.withRiichi(riichi);
    return e;
}

HandEntry noten()
{
    return HandEntry::exhaustiveDraw({});
}

HandEntry abortive(std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::abortiveDraw();
    e.withRiichi(riichi);
    return e;
}

std::vector<std::string> labels(const GameState &s)
{
    std::vector<std::string> out;
    for (const HandRecord &h : s.hands)
        out.push_back(h.label);
    return out;
}

Scores finalScores(const FinalScore &f)
{
    return { f.seats[0].score, f.seats[1].score, f.seats[2].score, f.seats[3].score };
}

// Scores are sums of tenths: compare them to a tenth.
bool sameScores(const Scores &a, const Scores &b)
{
    for (std::size_t i = 0; i < 4; ++i) {
        if (std::abs(a[i] - b[i]) > 1e-9)
            return false;
    }
    return true;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The first cases.

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

// ---------------------------------------------------------------------------------------------
// Every outcome type. Each case is one hand played at a given dealer (East round), honba and
// deposits carried in; the expected change per seat includes this hand's riichi deposits.

void TestClub::ronPayments_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("honba");
    QTest::addColumn<int>("sticks");
    QTest::addColumn<HandEntry>("entry");
    QTest::addColumn<Seats>("delta");
    QTest::addColumn<QString>("next");

    // basic 30 x 2^3 = 240; 4 x 240 = 960 -> 1000. The deal passes.
    QTest::newRow("non-dealer 1/30") << "tenhou" << 0 << 0 << 0 << ron(2, { hf(1, 1, 30) })
                                     << Seats{ 0, 1000, -1000, 0 } << "E2-0";
    // 6 x 240 = 1440 -> 1500. The dealer keeps the deal, one honba.
    QTest::newRow("dealer 1/30") << "tenhou" << 0 << 0 << 0 << ron(3, { hf(0, 1, 30) })
                                 << Seats{ 1500, 0, 0, -1500 } << "E1-1";
    // basic 40 x 2^5 = 1280; 4 x 1280 = 5120 -> 5200, + 2 x 300 honba = 5800 from seat 3. The
    // winner takes 3 carried + 2 new deposits = 5000 and paid 1000 itself: +5800 + 5000 - 1000 =
    // 9800; seat 3: -5800 - 1000 = -6800. Sum +3000 = the carried deposits.
    QTest::newRow("non-dealer 3/40, 2 honba, 3 deposits, two riichi")
            << "tenhou" << 0 << 2 << 3 << ron(3, { hf(2, 3, 40) }, { 2, 3 })
            << Seats{ 0, 0, 9800, -6800 } << "E2-0";
    // Dealer mangan 12000 + 300 honba. Seat 1 deals in E2; the deal stays, 2 honba.
    QTest::newRow("dealer mangan, 1 honba") << "tenhou" << 1 << 1 << 0 << ron(2, { hf(1, 5, 0) })
                                            << Seats{ 0, 12300, -12300, 0 } << "E2-2";
    // basic 30 x 2^6 = 1920; 6 x 1920 = 11520 -> 11600 without kiriage, 12000 with it.
    QTest::newRow("dealer 4/30 tenhou") << "tenhou" << 0 << 0 << 0 << ron(1, { hf(0, 4, 30) })
                                        << Seats{ 11600, -11600, 0, 0 } << "E1-1";
    QTest::newRow("dealer 4/30 mleague kiriage")
            << "mleague" << 0 << 0 << 0 << ron(1, { hf(0, 4, 30) }) << Seats{ 12000, -12000, 0, 0 }
            << "E1-1";
    // basic 60 x 2^5 = 1920; 4 x 1920 = 7680 -> 7700; kiriage (EMA 2025): 8000.
    QTest::newRow("non-dealer 3/60 ema") << "ema" << 0 << 0 << 0 << ron(0, { hf(3, 3, 60) })
                                         << Seats{ -7700, 0, 0, 7700 } << "E2-0";
    QTest::newRow("non-dealer 3/60 ema2025 kiriage")
            << "ema2025" << 0 << 0 << 0 << ron(0, { hf(3, 3, 60) }) << Seats{ -8000, 0, 0, 8000 }
            << "E2-0";
    // Limits: haneman 4 x 3000, baiman 6 x 4000, sanbaiman 4 x 6000.
    QTest::newRow("haneman") << "tenhou" << 0 << 0 << 0 << ron(0, { hf(2, 6, 0) })
                             << Seats{ -12000, 0, 12000, 0 } << "E2-0";
    QTest::newRow("dealer baiman") << "tenhou" << 0 << 0 << 0 << ron(2, { hf(0, 8, 0) })
                                   << Seats{ 24000, 0, -24000, 0 } << "E1-1";
    QTest::newRow("sanbaiman") << "tenhou" << 0 << 0 << 0 << ron(3, { hf(1, 11, 0) })
                               << Seats{ 0, 24000, 0, -24000 } << "E2-0";
    // 13 han: kazoe yakuman 4 x 8000 on Tenhou; EMA caps at sanbaiman 4 x 6000.
    QTest::newRow("13 han tenhou") << "tenhou" << 0 << 0 << 0 << ron(3, { hf(1, 13, 0) })
                                   << Seats{ 0, 32000, 0, -32000 } << "E2-0";
    QTest::newRow("13 han ema") << "ema" << 0 << 0 << 0 << ron(3, { hf(1, 13, 0) })
                                << Seats{ 0, 24000, 0, -24000 } << "E2-0";
    // A double yakuman: 4 x 16000.
    QTest::newRow("double yakuman") << "tenhou" << 0 << 0 << 0 << ron(3, { ym(1, 2) })
                                    << Seats{ 0, 64000, 0, -64000 } << "E2-0";
    // Chiitoitsu 2 han 25 fu: 25 x 2^4 = 400; 4 x 400 = 1600.
    QTest::newRow("2/25") << "tenhou" << 0 << 0 << 0 << ron(0, { hf(1, 2, 25) })
                          << Seats{ -1600, 1600, 0, 0 } << "E2-0";
    // 1 han 110 fu: 110 x 8 = 880; 4 x 880 = 3520 -> 3600.
    QTest::newRow("1/110") << "tenhou" << 0 << 0 << 0 << ron(0, { hf(1, 1, 110) })
                           << Seats{ -3600, 3600, 0, 0 } << "E2-0";
}

void TestClub::ronPayments()
{
    QFETCH(QString, rules);
    QFETCH(int, dealer);
    QFETCH(int, honba);
    QFETCH(int, sticks);
    QFETCH(HandEntry, entry);
    QFETCH(Seats, delta);
    QFETCH(QString, next);

    rules::Ruleset r = preset(rules);
    r.tobi = false; // the biggest hands take a seat below 0; this is about the payment
    const auto s = replay(gameAt(0, dealer, honba, sticks, { entry }, r));
    QVERIFY(s);
    QCOMPARE(s->hands.size(), std::size_t(1));
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.dealer, dealer);
    QCOMPARE(h.honba, honba);
    QCOMPARE(h.sticksBefore, sticks);
    QCOMPARE(h.delta, delta);
    QCOMPARE(h.sticksAfter, 0); // a win takes every deposit
    for (int i = 0; i < 4; ++i)
        QCOMPARE(h.totals[std::size_t(i)], r.startPoints + delta[std::size_t(i)]);
    QCOMPARE(QString::fromStdString(s->nextLabel()), next);
    QCOMPARE(s->sticks, 0);
}

// One discard, several rons, under each multiple_ron mode. Every case starts at E1 (dealer
// seat 0) with 1 honba and 1 deposit on the table; the discarder is seat 2 unless named.
// Hand values: seat 0 (dealer) 2 han 30 fu: 6 x 480 = 2880 -> 2900; seat 1 1 han 30 fu: 1000;
// seat 3 3 han 30 fu: 4 x 960 = 3840 -> 3900. The winner nearest the discarder's right takes
// the honba (300) and the deposits.
void TestClub::multipleRon_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<HandEntry>("entry");
    QTest::addColumn<Seats>("delta");
    QTest::addColumn<int>("sticksAfter");
    QTest::addColumn<QString>("next");

    // Seats 1 and 0 (listed out of turn order) on seat 2's discard: seat 0 is nearer (2 turns
    // from seat 2, seat 1 is 3). Seat 0: 2900 + 300 + 1000 = 4200.
    const HandEntry twoWithDealer = ron(2, { hf(1, 1, 30), hf(0, 2, 30) });
    // head bump: only seat 0; seat 2 pays 2900 + 300.
    QTest::newRow("dealer nearest, head_bump")
            << "head_bump" << twoWithDealer << Seats{ 4200, 0, -3200, 0 } << 0 << "E1-2";
    // double/triple: seat 1 is paid 1000 as well; seat 2 pays 3200 + 1000.
    QTest::newRow("dealer nearest, double")
            << "double" << twoWithDealer << Seats{ 4200, 1000, -4200, 0 } << 0 << "E1-2";
    QTest::newRow("dealer nearest, triple")
            << "triple" << twoWithDealer << Seats{ 4200, 1000, -4200, 0 } << 0 << "E1-2";

    // Seats 0 and 3 on seat 2's discard: seat 3 is nearest (1 turn). Seat 3: 3900 + 300 + 1000
    // = 5200.
    const HandEntry twoNonDealerFirst = ron(2, { hf(0, 2, 30), hf(3, 3, 30) });
    // head bump: the dealer loses the deal to seat 3's win; seat 2 pays 3900 + 300.
    QTest::newRow("non-dealer nearest, head_bump")
            << "head_bump" << twoNonDealerFirst << Seats{ 0, 0, -4200, 5200 } << 0 << "E2-0";
    // double: the dealer also wins (2900, no honba) and keeps the deal; seat 2 pays 4200 + 2900.
    QTest::newRow("non-dealer nearest, double")
            << "double" << twoNonDealerFirst << Seats{ 2900, 0, -7100, 5200 } << 0 << "E1-2";
    QTest::newRow("non-dealer nearest, triple")
            << "triple" << twoNonDealerFirst << Seats{ 2900, 0, -7100, 5200 } << 0 << "E1-2";

    // Seats 0, 1 and 3 on seat 2's discard, seat 1 declared riichi (-1000) in the hand. In turn
    // order from seat 2: seat 3, seat 0, seat 1. The pot is 1 carried + 1 new = 2000.
    const HandEntry three = ron(2, { hf(0, 2, 30), hf(1, 1, 30), hf(3, 3, 30) }, { 1 });
    // head bump: seat 3 only, 3900 + 300 + 2000 = 6200; seat 2 pays 4200.
    QTest::newRow("three, head_bump")
            << "head_bump" << three << Seats{ 0, -1000, -4200, 6200 } << 0 << "E2-0";
    // double: three rons abort the hand (sanchahou): nothing is paid, seat 1's deposit joins
    // the one on the table, the dealer keeps the deal with one more honba.
    QTest::newRow("three, double") << "double" << three << Seats{ 0, -1000, 0, 0 } << 2 << "E1-2";
    // triple: all three are paid. Seat 3 6200, seat 0 2900, seat 1 1000 - 1000 = 0; seat 2 pays
    // 4200 + 2900 + 1000 = 8100. Sum +1000 = the carried deposit.
    QTest::newRow("three, triple")
            << "triple" << three << Seats{ 2900, 0, -8100, 6200 } << 0 << "E1-2";

    // The dealer deals in to seats 1 and 3: seat 1 is nearest (1 turn) and takes 1000 + 300 +
    // 1000 = 2300; seat 3 3900; seat 0 pays 1300 + 3900 = 5200. The deal passes, honba reset.
    QTest::newRow("dealer discards, double") << "double" << ron(0, { hf(3, 3, 30), hf(1, 1, 30) })
                                             << Seats{ -5200, 2300, 0, 3900 } << 0 << "E2-0";
}

void TestClub::multipleRon()
{
    QFETCH(QString, mode);
    QFETCH(HandEntry, entry);
    QFETCH(Seats, delta);
    QFETCH(int, sticksAfter);
    QFETCH(QString, next);

    rules::Ruleset r = tenhou();
    QVERIFY(!rules::setRuleOption(r, "multiple_ron", mode.toStdString()));
    const auto s = replay(gameAt(0, 0, 1, 1, { entry }, r));
    QVERIFY(s);
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.label, std::string("E1-1"));
    QCOMPARE(h.sticksBefore, 1);
    QCOMPARE(h.delta, delta);
    QCOMPARE(h.sticksAfter, sticksAfter);
    QCOMPARE(QString::fromStdString(s->nextLabel()), next);
    // What left the table is what the deposits explain.
    int sum = 0;
    for (int d : h.delta)
        sum += d;
    QCOMPARE(sum, (h.sticksBefore - h.sticksAfter) * 1000);
}

void TestClub::tsumoPayments_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("honba");
    QTest::addColumn<int>("sticks");
    QTest::addColumn<HandEntry>("entry");
    QTest::addColumn<Seats>("delta");
    QTest::addColumn<QString>("next");

    // basic 240: the dealer pays 2 x 240 = 480 -> 500, the others 240 -> 300.
    QTest::newRow("non-dealer 1/30") << "tenhou" << 0 << 0 << 0 << tsumo(hf(1, 1, 30))
                                     << Seats{ -500, 1100, -300, -300 } << "E2-0";
    // Dealer: each pays 480 -> 500.
    QTest::newRow("dealer 1/30") << "tenhou" << 0 << 0 << 0 << tsumo(hf(0, 1, 30))
                                 << Seats{ 1500, -500, -500, -500 } << "E1-1";
    // basic 480: dealer 960 -> 1000, others 500; 2 honba: +200 from each payer; the carried
    // deposit: 1200 + 700 + 700 + 1000 = 3600.
    QTest::newRow("non-dealer 2/30, 2 honba, 1 deposit")
            << "tenhou" << 0 << 2 << 1 << tsumo(hf(2, 2, 30)) << Seats{ -1200, -700, 3600, -700 }
            << "E2-0";
    // Dealer (seat 2, E3) mangan with 3 honba: 4000 + 300 from each.
    QTest::newRow("dealer mangan, 3 honba") << "tenhou" << 2 << 3 << 0 << tsumo(hf(2, 5, 0))
                                            << Seats{ -4300, -4300, 12900, -4300 } << "E3-4";
    // Pinfu tsumo 2 han 20 fu: basic 320: dealer 640 -> 700, others 320 -> 400.
    QTest::newRow("2/20") << "tenhou" << 0 << 0 << 0 << tsumo(hf(3, 2, 20))
                          << Seats{ -700, -400, -400, 1500 } << "E2-0";
    // Chiitoitsu tsumo 2 han 25 fu: basic 400: dealer 800, others 400.
    QTest::newRow("2/25") << "tenhou" << 0 << 0 << 0 << tsumo(hf(1, 2, 25))
                          << Seats{ -800, 1600, -400, -400 } << "E2-0";
    // Riichi of the winner (own deposit back) and of seat 2: 1100 + 2000 - 1000 = 2100;
    // seat 2: -300 - 1000.
    QTest::newRow("two riichi") << "tenhou" << 0 << 0 << 0 << tsumo(hf(1, 1, 30), { 1, 2 })
                                << Seats{ -500, 2100, -1300, -300 } << "E2-0";
    // Dealer 4 han 30 fu: basic 1920, each 3840 -> 3900; kiriage (M-League): mangan 4000 each.
    QTest::newRow("dealer 4/30 tenhou") << "tenhou" << 0 << 0 << 0 << tsumo(hf(0, 4, 30))
                                        << Seats{ 11700, -3900, -3900, -3900 } << "E1-1";
    QTest::newRow("dealer 4/30 mleague") << "mleague" << 0 << 0 << 0 << tsumo(hf(0, 4, 30))
                                         << Seats{ 12000, -4000, -4000, -4000 } << "E1-1";
    // Non-dealer 3 han 30 fu: basic 960: dealer 1920 -> 2000, others 960 -> 1000: 4000 in all
    // (the ron is 3900).
    QTest::newRow("non-dealer 3/30") << "tenhou" << 0 << 0 << 0 << tsumo(hf(1, 3, 30))
                                     << Seats{ -2000, 4000, -1000, -1000 } << "E2-0";
    // A non-dealer yakuman tsumo: 16000 from the dealer, 8000 from each other.
    // At E4 (dealer seat 3): the deal passes to the South.
    QTest::newRow("yakuman") << "tenhou" << 3 << 0 << 0 << tsumo(ym(1, 1))
                             << Seats{ -8000, 32000, -8000, -16000 } << "S1-0";
}

void TestClub::tsumoPayments()
{
    QFETCH(QString, rules);
    QFETCH(int, dealer);
    QFETCH(int, honba);
    QFETCH(int, sticks);
    QFETCH(HandEntry, entry);
    QFETCH(Seats, delta);
    QFETCH(QString, next);

    const auto s = replay(gameAt(0, dealer, honba, sticks, { entry }, preset(rules)));
    QVERIFY(s);
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.dealer, dealer);
    QCOMPARE(h.delta, delta);
    QCOMPARE(h.sticksAfter, 0);
    QCOMPARE(QString::fromStdString(s->nextLabel()), next);
    QVERIFY(!s->ended);
}

// Exhaustive draws: noten payments (3000 shared), the deal passes when the dealer is noten,
// honba always go up, deposits stay. Nagashi mangan is paid as a mangan tsumo without honba and
// replaces the noten payments.
void TestClub::exhaustiveDraw_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("honba");
    QTest::addColumn<int>("sticks");
    QTest::addColumn<HandEntry>("entry");
    QTest::addColumn<Seats>("delta");
    QTest::addColumn<int>("sticksAfter");
    QTest::addColumn<QString>("next");

    QTest::newRow("0 tenpai") << "tenhou" << 0 << 0 << 0 << draw({}) << Seats{ 0, 0, 0, 0 } << 0
                              << "E2-1";
    // One tenpai takes 1000 from each of three.
    QTest::newRow("1 tenpai") << "tenhou" << 0 << 0 << 0 << draw({ 2 })
                              << Seats{ -1000, -1000, 3000, -1000 } << 0 << "E2-1";
    // Two: 1500 each way; the dealer is tenpai and keeps the deal.
    QTest::newRow("2 tenpai") << "tenhou" << 0 << 0 << 0 << draw({ 0, 1 })
                              << Seats{ 1500, 1500, -1500, -1500 } << 0 << "E1-1";
    // Three: the noten dealer pays 3000, 1000 to each.
    QTest::newRow("3 tenpai") << "tenhou" << 0 << 0 << 0 << draw({ 1, 2, 3 })
                              << Seats{ -3000, 1000, 1000, 1000 } << 0 << "E2-1";
    QTest::newRow("4 tenpai") << "tenhou" << 0 << 0 << 0 << draw({ 0, 1, 2, 3 })
                              << Seats{ 0, 0, 0, 0 } << 0 << "E1-1";
    // The tenpai dealer's riichi stays on the table: +3000 - 1000.
    QTest::newRow("1 tenpai dealer riichi") << "tenhou" << 0 << 0 << 0 << draw({ 0 }, { 0 })
                                            << Seats{ 2000, -1000, -1000, -1000 } << 1 << "E1-1";
    // E2-2 (dealer seat 1) with a deposit: seat 0 alone tenpai, the dealer passes, 3 honba.
    QTest::newRow("E2-2, dealer noten") << "tenhou" << 1 << 2 << 1 << draw({ 0 })
                                        << Seats{ 3000, -1000, -1000, -1000 } << 1 << "E3-3";
    // Nagashi mangan by seat 2: 4000 from the dealer, 2000 from each other, no honba, no noten
    // payments (the dealer is tenpai and keeps the deal).
    QTest::newRow("nagashi non-dealer, dealer tenpai")
            << "tenhou" << 0 << 1 << 1 << draw({ 0 }, {}, { 2 })
            << Seats{ -4000, -2000, 8000, -2000 } << 1 << "E1-2";
    QTest::newRow("nagashi non-dealer, dealer noten")
            << "tenhou" << 0 << 1 << 1 << draw({}, {}, { 2 }) << Seats{ -4000, -2000, 8000, -2000 }
            << 1 << "E2-2";
    // With seat 1's riichi in the hand: its deposit joins the table.
    QTest::newRow("nagashi with riichi") << "tenhou" << 0 << 1 << 1 << draw({ 1 }, { 1 }, { 2 })
                                         << Seats{ -4000, -3000, 8000, -2000 } << 2 << "E2-2";
    // The dealer's nagashi: 4000 from each. The deal follows the dealer's tenpai, not the
    // nagashi (riichi.wiki "Nagashi mangan"; the Mahjong Soul record
    // pantheon__nagashi_mangan_riichi_bets_bug passes the deal after a noten dealer's nagashi).
    QTest::newRow("nagashi dealer noten") << "tenhou" << 0 << 1 << 1 << draw({}, {}, { 0 })
                                          << Seats{ 12000, -4000, -4000, -4000 } << 1 << "E2-2";
    QTest::newRow("nagashi dealer tenpai") << "tenhou" << 0 << 1 << 1 << draw({ 0 }, {}, { 0 })
                                           << Seats{ 12000, -4000, -4000, -4000 } << 1 << "E1-2";
    // EMA has no nagashi mangan: the flag is ignored and the noten payments are made.
    QTest::newRow("nagashi under ema") << "ema" << 0 << 1 << 1 << draw({ 2 }, {}, { 2 })
                                       << Seats{ -1000, -1000, 3000, -1000 } << 1 << "E2-2";
}

void TestClub::exhaustiveDraw()
{
    QFETCH(QString, rules);
    QFETCH(int, dealer);
    QFETCH(int, honba);
    QFETCH(int, sticks);
    QFETCH(HandEntry, entry);
    QFETCH(Seats, delta);
    QFETCH(int, sticksAfter);
    QFETCH(QString, next);

    const auto s = replay(gameAt(0, dealer, honba, sticks, { entry }, preset(rules)));
    QVERIFY(s);
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.delta, delta);
    QCOMPARE(h.sticksAfter, sticksAfter);
    QCOMPARE(s->sticks, sticksAfter);
    QCOMPARE(s->honba, honba + 1);
    QCOMPARE(QString::fromStdString(s->nextLabel()), next);
}

void TestClub::abortiveDraw()
{
    // An abortive draw (four riichi: every seat's deposit goes on the table): no payments, the
    // dealer keeps the deal, one more honba. The next win collects the four deposits.
    HandEntry four = abortive({ 0, 1, 2, 3 });
    four.abortReason = "four_riichi";
    const auto s = replay(game({ four, ron(0, { hf(1, 1, 30) }) }));
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E1-1" }));
    QCOMPARE(s->hands[0].delta, (Seats{ -1000, -1000, -1000, -1000 }));
    QCOMPARE(s->hands[0].sticksAfter, 4);
    QVERIFY(s->hands[0].dealerKeeps);
    // E1-1: 1000 + 300 honba + 4000 deposits.
    QCOMPARE(s->hands[1].delta, (Seats{ -1300, 5300, 0, 0 }));
    QCOMPARE(s->hands[1].totals, (Seats{ 22700, 29300, 24000, 24000 }));
    QCOMPARE(s->nextLabel(), std::string("E2-0"));
}

// Chombo, each penalty mode. The hand is E2-1 (dealer seat 1) with one deposit carried in; seat
// 3 declared riichi in it (its deposit is returned). The hand is replayed: same dealer, same
// honba, and the deposit on the table stays.
void TestClub::chomboModes_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<int>("offender");
    QTest::addColumn<Seats>("delta");
    QTest::addColumn<Seats>("chombos");

    // Non-dealer offender: 4000 to the dealer, 2000 to each other (a mangan tsumo reversed).
    QTest::newRow("reverse_mangan, non-dealer")
            << "reverse_mangan" << 2 << Seats{ 2000, 4000, -8000, 2000 } << Seats{};
    // Dealer offender: 4000 to each.
    QTest::newRow("reverse_mangan, dealer")
            << "reverse_mangan" << 1 << Seats{ 4000, -12000, 4000, 4000 } << Seats{};
    // After uma: nothing at the table; one chombo counted for the final score.
    QTest::newRow("after_uma") << "after_uma" << 2 << Seats{} << Seats{ 0, 0, 1, 0 };
    // Flat (chombo_points = 5000 here): 5000 to each other player, dealer or not.
    QTest::newRow("flat, non-dealer")
            << "flat" << 2 << Seats{ 5000, 5000, -15000, 5000 } << Seats{};
    QTest::newRow("flat, dealer") << "flat" << 1 << Seats{ 5000, -15000, 5000, 5000 } << Seats{};
    QTest::newRow("none") << "none" << 2 << Seats{} << Seats{};
}

void TestClub::chomboModes()
{
    QFETCH(QString, mode);
    QFETCH(int, offender);
    QFETCH(Seats, delta);
    QFETCH(Seats, chombos);

    rules::Ruleset r = tenhou();
    QVERIFY(!rules::setRuleOption(r, "chombo", mode.toStdString()));
    r.chomboPoints = 5000;
    HandEntry c = HandEntry::chombo(offender);
    c.withRiichi({ 3 });
    const auto s = replay(gameAt(0, 1, 1, 1, { c }, r));
    QVERIFY(s);
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.label, std::string("E2-1"));
    QCOMPARE(h.delta, delta);
    QCOMPARE(h.sticksAfter, 1);
    QVERIFY(h.dealerKeeps);
    QCOMPARE(s->nextLabel(), std::string("E2-1"));
    QCOMPARE(s->chombos, chombos);
    QVERIFY(!s->ended);

    // The final score: an after-uma chombo costs chombo_points / 1000 = 5.0 after everything
    // else; the other modes add nothing after uma.
    const FinalScore f = finalScore(*s, r);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(f.seats[std::size_t(i)].penalty, chombos[std::size_t(i)] * 5.0);
    QCOMPARE(f.zeroSum, 0.0);
}

void TestClub::chomboEndsGame()
{
    // EMA 2025: a chombo (after uma, -20) ends the game at once.
    const rules::Ruleset r = preset(QStringLiteral("ema2025"));
    QVERIFY(r.chomboEndsGame);
    const auto s = replay(game({ ron(1, { hf(0, 2, 30) }), HandEntry::chombo(2) }, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("chombo"));
    // E1-0: dealer 2/30 = 2900 from seat 1: 32900 / 27100 / 30000 / 30000. Seat 0 is first: 2.9
    // + 15 = 17.9; seats 2 and 3 share 2nd/3rd: 0 + (5 - 5) / 2 = 0, then seat 2 loses 20;
    // seat 1 last: -2.9 - 15 = -17.9.
    const FinalScore f = finalScore(*s, r);
    QVERIFY(sameScores(finalScores(f), Scores{ 17.9, -17.9, -20, 0 }));
    QCOMPARE(f.seats[2].penalty, 20.0);
    QCOMPARE(f.seats[2].place, 2);
    QVERIFY(f.seats[2].sharedPlace);
    QCOMPARE(f.zeroSum, 0.0);
    QCOMPARE(errorOf(game({ HandEntry::chombo(2), noten() }, r)),
            std::string("hand 2 (E1-0): the game already ended (chombo)"));

    // The same under EMA 2016: the game goes on.
    const auto ema = replay(game({ HandEntry::chombo(2), noten() }, preset(QStringLiteral("ema"))));
    QVERIFY(ema);
    QVERIFY(!ema->ended);
    QCOMPARE(ema->chombos, (Seats{ 0, 0, 1, 0 }));
    QCOMPARE(labels(*ema), (std::vector<std::string>{ "E1-0", "E1-0" }));
}

// Pao (liability for a yakuman). Tsumo: the liable seat pays the liable part as if it had dealt
// in, honba included; the rest is a normal tsumo without honba. Ron: the liable seat pays half of
// the liable part and the honba, the discarder the rest.
void TestClub::paoPayments_data()
{
    QTest::addColumn<int>("honba");
    QTest::addColumn<HandEntry>("entry");
    QTest::addColumn<Seats>("delta");

    // Non-dealer yakuman tsumo, seat 3 liable: 32000 + 300 from seat 3 alone.
    QTest::newRow("tsumo") << 1 << tsumo(ym(1, 1, 3)) << Seats{ 0, 32300, 0, -32300 };
    // Dealer yakuman tsumo, seat 2 liable: 48000.
    QTest::newRow("tsumo dealer") << 0 << tsumo(ym(0, 1, 2)) << Seats{ 48000, 0, -48000, 0 };
    // Double yakuman, seat 3 liable for one (Mahjong Soul): 32000 + 300 from seat 3; the other
    // yakuman as a tsumo without honba: 16000 from the dealer, 8000 from seats 2 and 3.
    // Seat 1: 32300 + 16000 + 8000 + 8000 = 64300; seat 3: -32300 - 8000 = -40300.
    QTest::newRow("tsumo double, liable for one")
            << 1 << tsumo(ym(1, 2, 3, 1)) << Seats{ -16000, 64300, -8000, -40300 };
    // Liable for both (Tenhou): 64000 + 300 from seat 3.
    QTest::newRow("tsumo double, liable for both")
            << 1 << tsumo(ym(1, 2, 3, 2)) << Seats{ 0, 64300, 0, -64300 };
    // Ron on seat 2, seat 3 liable, 2 honba: each pays 16000; seat 3 the 600 honba too.
    QTest::newRow("ron") << 2 << ron(2, { ym(1, 1, 3) }) << Seats{ 0, 32600, -16000, -16600 };
    // The liable seat deals in: it pays everything.
    QTest::newRow("ron, liable discarder")
            << 2 << ron(3, { ym(1, 1, 3) }) << Seats{ 0, 32600, 0, -32600 };
    // Dealer ron 48000: 24000 each.
    QTest::newRow("ron dealer") << 0 << ron(1, { ym(0, 1, 2) })
                                << Seats{ 48000, -24000, -24000, 0 };
    // Double yakuman ron, liable for one: the liable 32000 split 16000/16000, the other 32000
    // from the discarder: 48000 + 16000.
    QTest::newRow("ron double, liable for one")
            << 0 << ron(2, { ym(1, 2, 3, 1) }) << Seats{ 0, 64000, -48000, -16000 };
}

void TestClub::paoPayments()
{
    QFETCH(int, honba);
    QFETCH(HandEntry, entry);
    QFETCH(Seats, delta);

    rules::Ruleset r = tenhou();
    r.tobi = false;
    const auto s = replay(gameAt(0, 0, honba, 0, { entry }, r));
    QVERIFY(s);
    QCOMPARE(s->hands[0].delta, delta);
}

// ---------------------------------------------------------------------------------------------
// Every preset's final score from a final position: uma, oka, ties, leftover deposits and
// rounding. Final = (raw - return) / 1000 + uma + oka (CLUB_RULESETS.md 5.1).

void TestClub::presetFinals_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<Seats>("points");
    QTest::addColumn<int>("sticks");
    QTest::addColumn<Scores>("scores");
    QTest::addColumn<Seats>("places");
    QTest::addColumn<Seats>("leftover");
    QTest::addColumn<double>("zeroSum");

    // 25k presets on 42600 / 31500 / 16400 / 9500.
    const Seats p25{ 42600, 31500, 16400, 9500 };
    // Tenhou: return 30000, rounded to 1000 with 500 up: +1.5 -> +2, -13.6 -> -14, -20.5 ->
    // -20; uma 20/10, oka 20. 2 + 10 = 12, -14 - 10 = -24, -20 - 20 = -40, and the top takes
    // what makes zero: 52 (12.6 -> 13 + 40 would give 53).
    QTest::newRow("tenhou") << "tenhou" << p25 << 0 << Scores{ 52, 12, -24, -40 }
                            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Mahjong Soul: (raw - 25000) / 1000 unrounded, uma 15/5, no oka.
    // 17.6 + 15, 6.5 + 5, -8.6 - 5, -15.5 - 15.
    QTest::newRow("mahjongsoul") << "mahjongsoul" << p25 << 0 << Scores{ 32.6, 11.5, -13.6, -30.5 }
                                 << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // M-League: return 30000, uma 30/10, oka 20, unrounded. 12.6 + 30 + 20, 1.5 + 10,
    // -13.6 - 10, -20.5 - 30.
    QTest::newRow("mleague") << "mleague" << p25 << 0 << Scores{ 62.6, 11.5, -23.6, -50.5 }
                             << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Leftover deposits go to the top (M-League): 42600 + 1000 = 43600 -> 13.6 + 50.
    QTest::newRow("mleague leftover") << "mleague" << Seats{ 42600, 31500, 16400, 8500 } << 1
                                      << Scores{ 63.6, 11.5, -23.6, -51.5 } << Seats{ 1, 2, 3, 4 }
                                      << Seats{ 1000, 0, 0, 0 } << 0.0;

    // 30k presets on 52600 / 31500 / 22400 / 13500: uma 15/5, no oka, unrounded.
    // 22.6 + 15, 1.5 + 5, -7.6 - 5, -16.5 - 15.
    const Seats p30{ 52600, 31500, 22400, 13500 };
    for (const char *name : { "wrc", "ema", "ema2025" })
        QTest::newRow(name) << name << p30 << 0 << Scores{ 37.6, 6.5, -12.6, -31.5 }
                            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // JPML: two below 30000 -> 8/4/-4/-8: 22.6 + 8, 1.5 + 4, -7.6 - 4, -16.5 - 8.
    QTest::newRow("jpml, two below") << "jpml" << p30 << 0 << Scores{ 30.6, 5.5, -11.6, -24.5 }
                                     << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Three below -> 12/-1/-3/-8: 21 + 12, -4 - 1, -6 - 3, -11 - 8.
    QTest::newRow("jpml, three below")
            << "jpml" << Seats{ 51000, 26000, 24000, 19000 } << 0 << Scores{ 33, -5, -9, -19 }
            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // One below -> 8/3/1/-12: 6 + 8, 3 + 3, 1 + 1, -10 - 12.
    QTest::newRow("jpml, one below")
            << "jpml" << Seats{ 36000, 33000, 31000, 20000 } << 0 << Scores{ 14, 6, 2, -22 }
            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Exactly 30000 is not below: nobody below -> 8/4/-4/-8, all four tied and sharing: 0.
    QTest::newRow("jpml, none below, four tied")
            << "jpml" << Seats{ 30000, 30000, 30000, 30000 } << 0 << Scores{ 0, 0, 0, 0 }
            << Seats{ 1, 1, 1, 1 } << Seats{} << 0.0;
    // One below, seats 1 and 2 tied for 2nd: (3 + 1) / 2 = 2 each; 10 + 8; -10 - 12.
    QTest::newRow("jpml, tie") << "jpml" << Seats{ 40000, 30000, 30000, 20000 } << 0
                               << Scores{ 18, 2, 2, -22 } << Seats{ 1, 2, 2, 4 } << Seats{} << 0.0;
    // JPML loses leftover deposits: 36000 stays (one below: 14, 6, 2, -11 - 12); the total is
    // the lost 1000 short.
    QTest::newRow("jpml, leftover lost")
            << "jpml" << Seats{ 36000, 33000, 31000, 19000 } << 1 << Scores{ 14, 6, 2, -23 }
            << Seats{ 1, 2, 3, 4 } << Seats{} << -1.0;
    // WRC loses them too: 22.6 + 15, 1.5 + 5, -7.6 - 5, -17.5 - 15; total -1.0.
    QTest::newRow("wrc, leftover lost")
            << "wrc" << Seats{ 52600, 31500, 22400, 12500 } << 1
            << Scores{ 37.6, 6.5, -12.6, -32.5 } << Seats{ 1, 2, 3, 4 } << Seats{} << -1.0;

    // Ties by seat order (Tenhou, Mahjong Soul): the seat nearer the first dealer ranks higher.
    // Four at 25000: 2nd -5 + 10, 3rd -5 - 10, 4th -5 - 20; the top takes 35.
    QTest::newRow("tenhou, four tied")
            << "tenhou" << Seats{ 25000, 25000, 25000, 25000 } << 0 << Scores{ 35, 5, -15, -25 }
            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Three at 30000: 0 + 10, 0 - 10, -20 - 20 -> the top 40.
    QTest::newRow("tenhou, three tied")
            << "tenhou" << Seats{ 30000, 30000, 30000, 10000 } << 0 << Scores{ 40, 10, -10, -40 }
            << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;
    // Seats 1 and 3 tied on top, 0 and 2 below: seat 1 first, seat 3 second (0 + 10), seat 0
    // third (-10 - 10), seat 2 fourth (-10 - 20), seat 1 takes 40.
    QTest::newRow("tenhou, two pairs")
            << "tenhou" << Seats{ 20000, 30000, 20000, 30000 } << 0 << Scores{ -20, 40, -30, 10 }
            << Seats{ 3, 1, 4, 2 } << Seats{} << 0.0;
    // A leftover deposit to the seat-order top: seat 0 31000: 1 + 20 + 20 = 41 = what the
    // others leave (10, -10 - 10, -11 - 20).
    QTest::newRow("tenhou, tied tops, leftover")
            << "tenhou" << Seats{ 30000, 30000, 20000, 19000 } << 1 << Scores{ 41, 10, -20, -31 }
            << Seats{ 1, 2, 3, 4 } << Seats{ 1000, 0, 0, 0 } << 0.0;
    // Mahjong Soul ties by seat order: 5 + 15, 5 + 5, -5 - 5, -5 - 15.
    QTest::newRow("mahjongsoul, tied")
            << "mahjongsoul" << Seats{ 30000, 30000, 20000, 20000 } << 0
            << Scores{ 20, 10, -10, -20 } << Seats{ 1, 2, 3, 4 } << Seats{} << 0.0;

    // Split ties (M-League, WRC, EMA, JPML) share the uma and oka of the places they cover.
    // M-League, four at 25000: -5 + (30 + 10 - 10 - 30) / 4 + 20 / 4 = 0.
    QTest::newRow("mleague, four tied")
            << "mleague" << Seats{ 25000, 25000, 25000, 25000 } << 0 << Scores{ 0, 0, 0, 0 }
            << Seats{ 1, 1, 1, 1 } << Seats{} << 0.0;
    // Two tied on top: 5 + (30 + 10 + 20) / 2 = 35 each; -10 - 10; -20 - 30.
    QTest::newRow("mleague, two tied tops")
            << "mleague" << Seats{ 35000, 35000, 20000, 10000 } << 0 << Scores{ 35, 35, -20, -50 }
            << Seats{ 1, 1, 3, 4 } << Seats{} << 0.0;
    // EMA, three tied on top: 5 + (15 + 5 - 5) / 3 = 10 each; -15 - 15.
    QTest::newRow("ema, three tied")
            << "ema" << Seats{ 35000, 35000, 35000, 15000 } << 0 << Scores{ 10, 10, 10, -30 }
            << Seats{ 1, 1, 1, 4 } << Seats{} << 0.0;
    // EMA, tied for 3rd: 10 + 15; 0 + 5; -5 + (-5 - 15) / 2 = -15 each.
    QTest::newRow("ema, tied thirds")
            << "ema" << Seats{ 40000, 25000, 25000, 30000 } << 0 << Scores{ 25, -15, -15, 5 }
            << Seats{ 1, 3, 3, 2 } << Seats{} << 0.0;
    QTest::newRow("wrc, four tied")
            << "wrc" << Seats{ 30000, 30000, 30000, 30000 } << 0 << Scores{ 0, 0, 0, 0 }
            << Seats{ 1, 1, 1, 1 } << Seats{} << 0.0;
    // EMA gives the leftover deposits to the top, split among tied tops: 1 deposit -> 500 each;
    // 35500: 5.5 + (15 + 5) / 2 = 15.5 each; -5 - 5; -6 - 15.
    QTest::newRow("ema, tied tops share one deposit")
            << "ema" << Seats{ 35000, 35000, 25000, 24000 } << 1 << Scores{ 15.5, 15.5, -10, -21 }
            << Seats{ 1, 1, 3, 4 } << Seats{ 500, 500, 0, 0 } << 0.0;
    // Three deposits -> 1500 each, the same scores from 34000.
    QTest::newRow("ema, tied tops share three deposits")
            << "ema" << Seats{ 34000, 34000, 25000, 24000 } << 3 << Scores{ 15.5, 15.5, -10, -21 }
            << Seats{ 1, 1, 3, 4 } << Seats{ 1500, 1500, 0, 0 } << 0.0;
    // Three tied tops and one deposit: 300 each in whole hundreds, the remaining 100 to the
    // first in seat order: 3.4 + 5, 3.3 + 5, 3.3 + 5 (uma (15 + 5 - 5) / 3), -10 - 15.
    QTest::newRow("ema, three tied tops share one deposit")
            << "ema" << Seats{ 33000, 33000, 33000, 20000 } << 1 << Scores{ 8.4, 8.3, 8.3, -25 }
            << Seats{ 1, 1, 1, 4 } << Seats{ 400, 300, 300, 0 } << 0.0;
}

void TestClub::presetFinals()
{
    QFETCH(QString, rules);
    QFETCH(Seats, points);
    QFETCH(int, sticks);
    QFETCH(Scores, scores);
    QFETCH(Seats, places);
    QFETCH(Seats, leftover);
    QFETCH(double, zeroSum);

    const rules::Ruleset r = preset(rules);
    GameState s;
    s.points = points;
    s.sticks = sticks;
    s.ended = true;
    const FinalScore f = finalScore(s, r);
    QVERIFY2(sameScores(finalScores(f), scores), QTest::toString(finalScores(f)));
    Seats gotPlaces{};
    Seats gotLeftover{};
    for (std::size_t i = 0; i < 4; ++i) {
        gotPlaces[i] = f.seats[i].place;
        gotLeftover[i] = f.seats[i].leftover;
        QCOMPARE(f.seats[i].raw, points[i] + leftover[i]);
        // A place is shared when another seat has it too.
        const bool shared = std::count(places.begin(), places.end(), places[i]) > 1;
        QCOMPARE(f.seats[i].sharedPlace, shared);
        QCOMPARE(f.seats[i].penalty, 0.0);
        QVERIFY(std::abs(f.seats[i].score - (f.seats[i].base + f.seats[i].uma + f.seats[i].oka))
                < 1e-9);
    }
    QCOMPARE(gotPlaces, places);
    QCOMPARE(gotLeftover, leftover);
    QCOMPARE(f.leftoverSticks, sticks);
    QCOMPARE(f.leftoverLost, r.leftoverDeposits == rules::LeftoverDeposits::Lost);
    QVERIFY2(std::abs(f.zeroSum - zeroSum) < 1e-9, QByteArray::number(f.zeroSum));
}

void TestClub::finishedTenhouGame()
{
    // An east-only Tenhou game played to its end (through the South extension), scored with the
    // top taking the remainder.
    rules::Ruleset r = tenhou();
    r.length = rules::GameLength::EastOnly;
    const std::vector<HandEntry> hands = {
        // E1-0: seat 2 riichi, ron on seat 0 for 3 han 40 fu: 5200, and its stick back.
        ron(0, { hf(2, 3, 40) }, { 2 }),
        // E2-0: seat 3 riichi, draw, seats 1 (dealer) and 3 tenpai: 1500 each way; the stick
        // stays.
        draw({ 1, 3 }, { 3 }),
        // E2-1: dealer seat 1 tsumo 2 han 30 fu: 1000 + 100 from each, + the stick.
        tsumo(hf(1, 2, 30)),
        // E2-2: seat 0 riichi, draw, only seat 0 tenpai: +3000; the dealer passes.
        draw({ 0 }, { 0 }),
        // E3-3: seat 0 riichi, ron on seat 3 for 1 han 30 fu: 1000 + 900 honba, + 2 sticks.
        ron(3, { hf(0, 1, 30) }, { 0 }),
        // E4-0: seat 1 riichi, draw, nobody tenpai: the East is over but nobody has 30000.
        draw({}, { 1 }),
    };
    auto s = replay(game(hands, r));
    QVERIFY(s);
    QCOMPARE(labels(*s),
            (std::vector<std::string>{ "E1-0", "E2-0", "E2-1", "E2-2", "E3-3", "E4-0" }));
    //   E1-0: 19800 25000 30200 25000
    //   E2-0: 18300 26500 28700 25500 (seat 3's stick on the table)
    //   E2-1: 17200 30800 27600 24400 (3300 + 1000)
    //   E2-2: 19200 29800 26600 23400 (+3000 - 1000; 1 on the table)
    //   E3-3: 22100 29800 26600 21500 (1900 + 2000 on the table - 1000 own)
    //   E4-0: 22100 28800 26600 21500 (seat 1's stick on the table)
    QCOMPARE(s->hands[0].totals, (Seats{ 19800, 25000, 30200, 25000 }));
    QCOMPARE(s->hands[1].totals, (Seats{ 18300, 26500, 28700, 25500 }));
    QCOMPARE(s->hands[2].totals, (Seats{ 17200, 30800, 27600, 24400 }));
    QCOMPARE(s->hands[3].totals, (Seats{ 19200, 29800, 26600, 23400 }));
    QCOMPARE(s->hands[4].totals, (Seats{ 22100, 29800, 26600, 21500 }));
    QCOMPARE(s->hands[5].totals, (Seats{ 22100, 28800, 26600, 21500 }));
    QCOMPARE(s->sticks, 1);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S1-1"));

    // S1-1: seat 1 ron on seat 3, 2 han 30 fu: 2000 + 300 + the stick -> 32100: sudden death.
    std::vector<HandEntry> all = hands;
    all.push_back(ron(3, { hf(1, 2, 30) }));
    s = replay(game(all, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("return score reached"));
    QCOMPARE(s->points, (Seats{ 22100, 32100, 26600, 19200 }));
    // Final, to the nearest 1000 with 500 up: seat 1 +2.1 -> 2 (1st); seat 2 -3.4 -> -3 + 10 =
    // 7; seat 0 -7.9 -> -8 - 10 = -18; seat 3 -10.8 -> -11 - 20 = -31. The top takes what makes
    // zero: 18 + 31 - 7 = 42 (2 + 20 + 20 = 42 as well).
    const FinalScore f = finalScore(*s, r);
    QVERIFY2(
            sameScores(finalScores(f), Scores{ -18, 42, 7, -31 }), QTest::toString(finalScores(f)));
    QCOMPARE(f.seats[0].place, 3);
    QCOMPARE(f.seats[1].place, 1);
    QCOMPARE(f.seats[2].place, 2);
    QCOMPARE(f.seats[3].place, 4);
    QCOMPARE(f.leftoverSticks, 0);
    QCOMPARE(f.zeroSum, 0.0);
}

// ---------------------------------------------------------------------------------------------
// Game end.

void TestClub::tobi()
{
    // Seat 3 deals a mangan (8000) with exactly 8000 left: at 0 the game goes on.
    Game g = game({ ron(3, { hf(1, 5, 0) }) });
    g.startScores = Seats{ 25000, 25000, 25000, 8000 };
    auto s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 0);
    QVERIFY(!s->ended);
    // With 7900 it goes below 0: the game ends.
    g.startScores = Seats{ 25000, 25000, 25000, 7900 };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], -100);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("busted"));
    // The busted seat is last with its negative score: -100 - 30000 -> -30.1 -> -30, -20.
    QCOMPARE(finalScore(*s, g.rules).seats[3].score, -50.0);
    // Without tobi (M-League, EMA) it goes on.
    g.rules = preset(QStringLiteral("mleague"));
    s = replay(g);
    QVERIFY(s);
    QVERIFY(!s->ended);

    // Noten payments can bust: 500 left, 1000 to pay.
    g = game({ draw({ 0 }) });
    g.startScores = Seats{ 25000, 25000, 25000, 500 };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], -500);
    QCOMPARE(s->endReason, std::string("busted"));
    // A riichi with exactly 1000 is allowed and leaves 0: no bust.
    g = game({ draw({ 3 }, { 3 }) });
    g.startScores = Seats{ 26000, 26000, 26000, 1000 };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 3000);
    g.entries = { draw({}, { 3 }) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 0);
    QVERIFY(!s->ended);
}

void TestClub::lastHand()
{
    // E1-0: seat 1 mangan ron on seat 2 (33000 / 17000), then seven draws with nobody tenpai:
    // the deal goes round and the honba pile up; after S4 the game ends.
    std::vector<HandEntry> e = { ron(2, { hf(1, 5, 0) }) };
    for (int i = 0; i < 7; ++i)
        e.push_back(noten());
    const auto s = replay(game(e));
    QVERIFY(s);
    QCOMPARE(labels(*s),
            (std::vector<std::string>{
                    "E1-0", "E2-0", "E3-1", "E4-2", "S1-3", "S2-4", "S3-5", "S4-6" }));
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
    QCOMPARE(s->points, (Seats{ 25000, 33000, 17000, 25000 }));
    // One hand less: not over, S4 next.
    e.pop_back();
    const auto before = replay(game(e));
    QVERIFY(before);
    QVERIFY(!before->ended);
    QCOMPARE(before->nextLabel(), std::string("S4-6"));
    // An entry after the end is refused.
    e.push_back(noten());
    e.push_back(noten());
    QCOMPARE(errorOf(game(e)), std::string("hand 9 (W1-7): the game already ended (last hand)"));
}

void TestClub::westExtension()
{
    // Eight draws with nobody tenpai: nobody reached 30000, so the game goes on into the West.
    std::vector<HandEntry> e(8, noten());
    auto s = replay(game(e));
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W1-8"));

    // W1-8: seat 1 ron on seat 2 for 1 han 30 fu: 1000 + 8 x 300 = 3400 -> 28400. Sudden death
    // at the target: 28400 does not reach 28500 ...
    rules::Ruleset r = tenhou();
    e.push_back(ron(2, { hf(1, 1, 30) }));
    r.targetPoints = 28500;
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 28400);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W2-0"));
    // ... but reaches 28400.
    r.targetPoints = 28400;
    s = replay(game(e, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("return score reached"));
    // With the usual target (30000) a 3 han 30 fu ron (3900 + 2400 = 6300 -> 31300) ends it.
    e.back() = ron(2, { hf(1, 3, 30) });
    s = replay(game(e));
    QVERIFY(s);
    QCOMPARE(s->points[1], 31300);
    QCOMPARE(s->endReason, std::string("return score reached"));

    // Twelve draws with nobody tenpai: the West ends with W4 and so does the game.
    e.assign(11, noten());
    s = replay(game(e));
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W4-11"));
    e.push_back(noten());
    s = replay(game(e));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("extension ended"));
    QCOMPARE(s->hands.back().label, std::string("W4-11"));
    // In W4, a tenpai dealer below the target keeps the deal and the game goes on: +3000 ->
    // 28000.
    e.back() = draw({ 3 });
    s = replay(game(e));
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W4-12"));

    // Without the extension (M-League) the game ends after S4 whatever the scores.
    e.assign(8, noten());
    s = replay(game(e, preset(QStringLiteral("mleague"))));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
}

void TestClub::eastOnly()
{
    rules::Ruleset r = tenhou();
    r.length = rules::GameLength::EastOnly;
    // A mangan takes seat 1 to 33000, three draws with nobody tenpai: over after E4.
    auto s = replay(game({ ron(2, { hf(1, 5, 0) }), noten(), noten(), noten() }, r));
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E2-0", "E3-1", "E4-2" }));
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
    // Nobody at 30000 after E4: the South is the extension, sudden death ...
    s = replay(game({ noten(), noten(), noten(), noten() }, r));
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S1-4"));
    s = replay(game({ noten(), noten(), noten(), noten(), ron(2, { hf(1, 3, 30) }) }, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 30100); // 3900 + 4 x 300
    QCOMPARE(s->endReason, std::string("return score reached"));
    // ... ending with S4.
    s = replay(game(std::vector<HandEntry>(8, noten()), r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("extension ended"));
    // Without the extension the east-only game ends after E4 in any case.
    r.westExtension = false;
    s = replay(game(std::vector<HandEntry>(4, noten()), r));
    QVERIFY(s);
    QCOMPARE(s->endReason, std::string("last hand"));
}

void TestClub::dealerRenchanAllLast()
{
    // S4 (dealer seat 3) from 30000 / 24000 / 23000 / 23000.
    Game g = gameAt(1, 3, 0, 0, {});
    g.startScores = Seats{ 30000, 24000, 23000, 23000 };
    // S4-0: the dealer tsumo 1 han 30 fu (500 each): 24500, not top: renchan, the game goes on.
    g.entries = { tsumo(hf(3, 1, 30)) };
    auto s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 29500, 23500, 22500, 24500 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
    // S4-1: the dealer's mangan ron on seat 1: 12000 + 300 -> 36800, top: agari-yame.
    g.entries.push_back(ron(1, { hf(3, 5, 0) }));
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 36800);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // Without agari-yame the dealer plays on.
    g.rules.dealerTopEnds = false;
    s = replay(g);
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-2"));
    // M-League likewise (no agari-yame, no extension).
    g.rules = preset(QStringLiteral("mleague"));
    s = replay(g);
    QVERIFY(s);
    QVERIFY(!s->ended);
    // When the dealer at all-last loses the deal, the game ends (someone has 30000).
    g.rules = tenhou();
    g.entries = { tsumo(hf(3, 1, 30)), ron(3, { hf(0, 1, 30) }) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->endReason, std::string("last hand"));
}

void TestClub::dealerTopTarget()
{
    // S4, dealer seat 3 on 28000, the others 24000.
    Game g = gameAt(1, 3, 0, 0, {});
    g.startScores = Seats{ 24000, 24000, 24000, 28000 };
    // The dealer alone tenpai: +3000 -> 31000, top and at the target: tenpai-yame.
    g.entries = { draw({ 3 }) };
    auto s = replay(g);
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // Dealer and seat 0 tenpai: 29500 / 25500: top but below 30000, and the extension is on:
    // the game goes on.
    g.entries = { draw({ 0, 3 }) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 25500, 22500, 22500, 29500 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
    // A target of 29500 is reached.
    g.rules.targetPoints = 29500;
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // Without the extension the target still counts (Tenhou's rule) unless the rules say it
    // does not: then the dealer in the lead ends it below 30000 too.
    g.rules = tenhou();
    g.rules.westExtension = false;
    s = replay(g);
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
    g.rules.dealerTopNeedsTarget = false;
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // Tenhou in 2009 (and a rule without tenpai-yame): the dealer's tenpai in the lead with
    // 31000 does not end it, the dealer's win does.
    g.rules = tenhou();
    g.rules.dealerTenpaiEnds = false;
    g.entries = { draw({ 3 }) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 31000);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
    g.entries.push_back(tsumo(hf(3, 1, 30))); // 500 all + 100 all for the honba
    s = replay(g);
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // The dealer's mangan tsumo (4000 each): from 34000 / 24000 / 23000 / 19000 the dealer has
    // 31000 against 30000: top, the game ends ...
    g.rules = tenhou();
    g.startScores = Seats{ 34000, 24000, 23000, 19000 };
    g.entries = { tsumo(hf(3, 5, 0)) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 30000, 20000, 19000, 31000 }));
    QCOMPARE(s->endReason, std::string("dealer top"));
    // ... from 35000 / 23000 / 23000 / 19000 it is 31000 against 31000: a dealer tied for top is
    // not top and plays on.
    g.startScores = Seats{ 35000, 23000, 23000, 19000 };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 31000, 19000, 19000, 31000 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-1"));

    // An abortive draw at all-last is neither a win nor a tenpai: a dealer on top plays on
    // (agari-yame and tenpai-yame only).
    g.rules = tenhou();
    g.startScores = Seats{ 23000, 23000, 23000, 31000 };
    g.entries = { abortive() };
    s = replay(g);
    QVERIFY(s);
    QVERIFY2(!s->ended, s->endReason.c_str());
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
    // Nor does a triple ron that aborts the hand.
    g.entries = { ron(0, { hf(1, 1, 30), hf(2, 1, 30), hf(3, 1, 30) }) };
    s = replay(g);
    QVERIFY(s);
    QVERIFY2(!s->ended, s->endReason.c_str());
    QCOMPARE(s->nextLabel(), std::string("S4-1"));
}

void TestClub::startPosition()
{
    // A game taken over at S3-3 with 2 deposits on the table and its own scores.
    Game g = gameAt(1, 2, 3, 2, { ron(1, { hf(0, 2, 30) }) });
    g.startScores = Seats{ 20000, 30000, 25000, 23000 };
    const auto s = replay(g);
    QVERIFY(s);
    const HandRecord &h = s->hands[0];
    QCOMPARE(h.label, std::string("S3-3"));
    QCOMPARE(h.round, 1);
    QCOMPARE(h.hand, 2);
    QCOMPARE(h.dealer, 2);
    QCOMPARE(h.honba, 3);
    QCOMPARE(h.sticksBefore, 2);
    // 2000 + 900 honba + 2000 deposits.
    QCOMPARE(h.delta, (Seats{ 4900, -2900, 0, 0 }));
    QCOMPARE(h.totals, (Seats{ 24900, 27100, 25000, 23000 }));
    QCOMPARE(s->nextLabel(), std::string("S4-0"));
    QCOMPARE(s->dealer, 3);

    // Start scores alone: a draw from them.
    Game scores = game({ draw({ 0 }) });
    scores.startScores = Seats{ 40000, 20000, 20000, 20000 };
    const auto t = replay(scores);
    QVERIFY(t);
    QCOMPARE(t->points, (Seats{ 43000, 19000, 19000, 19000 }));

    // Places that do not exist.
    QCOMPARE(errorOf(gameAt(0, 4, 0, 0, {})),
            std::string("start: no such hand (round 0, hand 4, honba 0, deposits 0)"));
    QCOMPARE(errorOf(gameAt(4, 0, 0, 0, {})),
            std::string("start: no such hand (round 4, hand 0, honba 0, deposits 0)"));
    QCOMPARE(errorOf(gameAt(0, 0, -1, 0, {})),
            std::string("start: no such hand (round 0, hand 0, honba -1, deposits 0)"));
    rules::Ruleset sanma = tenhou();
    sanma.players = 3;
    QCOMPARE(errorOf(gameAt(0, 3, 0, 0, {}, sanma)),
            std::string("start: no such hand (round 0, hand 3, honba 0, deposits 0)"));
}

void TestClub::threePlayers()
{
    // Sanma: 35000 each, return 40000, uma 15/0/-15, oka (40000 - 35000) x 3 = 15000; three
    // hands a round; a tsumo is paid by two (tsumo loss).
    rules::Ruleset r = tenhou();
    r.players = 3;
    r.startPoints = 35000;
    r.returnPoints = 40000;
    r.targetPoints = 40000;
    r.uma = { 15000, 0, -15000, 0 };
    r.oka = 15000;
    const auto s = replay(game(
            {
                    tsumo(hf(1, 5, 0)), // E1-0: mangan: 4000 from the dealer, 2000 from seat 2
                    draw({ 1 }), // E2-0: the dealer alone tenpai: 1500 from each of two
                    ron(0, { hf(2, 2, 30) }), // E2-1: 2000 + 300 honba
                    draw({}), // E3-0: nobody tenpai: the East ends after three hands
            },
            r));
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E2-0", "E2-1", "E3-0" }));
    QCOMPARE(s->hands[0].delta, (Seats{ -4000, 6000, -2000, 0 }));
    QCOMPARE(s->hands[1].delta, (Seats{ -1500, 3000, -1500, 0 }));
    QCOMPARE(s->hands[2].delta, (Seats{ -2300, 0, 2300, 0 }));
    QCOMPARE(s->points, (Seats{ 27200, 44000, 33800, 0 }));
    QCOMPARE(s->nextLabel(), std::string("S1-1"));
    QCOMPARE(s->dealer, 0);
    // Final (Tenhou rounding): seat 2 -6.2 -> -6 + 0; seat 0 -12.8 -> -13 - 15 = -28; seat 1
    // takes what makes zero: 34 (4 + 15 + 15).
    const FinalScore f = finalScore(*s, r);
    QCOMPARE(f.players, 3);
    QVERIFY2(sameScores(finalScores(f), Scores{ -28, 34, -6, 0 }), QTest::toString(finalScores(f)));
    QCOMPARE(f.seats[1].place, 1);
    QCOMPARE(f.seats[2].place, 2);
    QCOMPARE(f.seats[0].place, 3);
    QCOMPARE(f.zeroSum, 0.0);
}

void TestClub::extensionPerPreset_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("extends");
    // Tenhou and Mahjong Soul play on into the next wind; the competition rules and M-League
    // end after the last hand whatever the scores.
    QTest::newRow("tenhou") << u"tenhou"_s << true;
    QTest::newRow("mahjongsoul") << u"mahjongsoul"_s << true;
    QTest::newRow("mleague") << u"mleague"_s << false;
    QTest::newRow("wrc") << u"wrc"_s << false;
    QTest::newRow("ema") << u"ema"_s << false;
    QTest::newRow("ema2025") << u"ema2025"_s << false;
    QTest::newRow("jpml") << u"jpml"_s << false;
}

void TestClub::extensionPerPreset()
{
    QFETCH(QString, name);
    QFETCH(bool, extends);
    // Seat 1 ron on seat 2 for 1 han 30 fu (1000), then draws with nobody tenpai: seat 1 has
    // 1000 above the start, below 30000 where the start is 25000.
    rules::Ruleset r = preset(name);
    const bool below = r.startPoints + 1000 < r.targetPoints;
    QCOMPARE(below, r.startPoints == 25000);
    // Hanchan: after S4.
    std::vector<HandEntry> e = { ron(2, { hf(1, 1, 30) }) };
    for (int i = 0; i < 7; ++i)
        e.push_back(noten());
    auto s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->hands.back().label, std::string("S4-6"));
    QCOMPARE(s->ended, !(extends && below));
    if (s->ended)
        QCOMPARE(s->endReason, std::string("last hand"));
    else
        QCOMPARE(s->nextLabel(), std::string("W1-7"));
    // East-only: after E4.
    r.length = rules::GameLength::EastOnly;
    e.resize(4);
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->hands.back().label, std::string("E4-2"));
    QCOMPARE(s->ended, !(extends && below));
    if (s->ended)
        QCOMPARE(s->endReason, std::string("last hand"));
    else
        QCOMPARE(s->nextLabel(), std::string("S1-3"));
}

void TestClub::dealerTopPerPreset_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("winEnds");
    QTest::addColumn<bool>("tenpaiEnds");
    // Tenhou and Mahjong Soul stop automatically on the dealer's win or tenpai in the lead with
    // the target; M-League and the competition rules always play all-last out (README "Game
    // end" has the sources).
    QTest::newRow("tenhou") << u"tenhou"_s << true << true;
    QTest::newRow("mahjongsoul") << u"mahjongsoul"_s << true << true;
    QTest::newRow("mleague") << u"mleague"_s << false << false;
    QTest::newRow("wrc") << u"wrc"_s << false << false;
    QTest::newRow("ema") << u"ema"_s << false << false;
    QTest::newRow("ema2025") << u"ema2025"_s << false << false;
    QTest::newRow("jpml") << u"jpml"_s << false << false;
}

void TestClub::dealerTopPerPreset()
{
    QFETCH(QString, name);
    QFETCH(bool, winEnds);
    QFETCH(bool, tenpaiEnds);
    // S4, the dealer (seat 3) on 28000, the others 24000.
    Game g = gameAt(1, 3, 0, 0, {});
    g.rules = preset(name);
    g.startScores = Seats{ 24000, 24000, 24000, 28000 };
    // The dealer alone tenpai: 31000, in the lead with the target.
    g.entries = { draw({ 3 }) };
    auto s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 31000);
    QCOMPARE(s->ended, tenpaiEnds);
    if (!s->ended)
        QCOMPARE(s->nextLabel(), std::string("S4-1"));
    // The dealer's 2 han 30 fu tsumo, 1000 from each: 31000 again.
    g.entries = { tsumo(hf(3, 2, 30)) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 31000);
    QCOMPARE(s->ended, winEnds);
    if (s->ended)
        QCOMPARE(s->endReason, std::string("dealer top"));
    // Below the target (1 han 30 fu tsumo, 500 from each: 29500) nobody stops, and under the
    // extending rules nobody has 30000: the game goes on.
    g.entries = { tsumo(hf(3, 1, 30)) };
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points[3], 29500);
    QVERIFY(!s->ended);
}

void TestClub::extensionPlaysTheRenchanFirst()
{
    // W1 of a Tenhou hanchan, seat 0 deals: 26000, 29000, 23000, 22000.
    Game g = gameAt(2, 0, 0, 0, {});
    g.startScores = Seats{ 26000, 29000, 23000, 22000 };
    // The dealer and seat 1 tenpai: seat 1 reaches 30500, but the dealer keeps the deal and is
    // not in the lead: the renchan comes first (Tenhou), W1-1 is played.
    g.entries = { draw({ 0, 1 }) };
    auto s = replay(g);
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 27500, 30500, 21500, 20500 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W1-1"));
    // W1-1: seat 1 alone tenpai, the deal passes: 33500 ends it.
    g.entries.push_back(draw({ 1 }));
    s = replay(g);
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("return score reached"));
}

void TestClub::dealerChoosesToPlayOn()
{
    // A parlour's rules: the dealer in the lead may stop, or play on.
    Game g = gameAt(1, 3, 0, 0, {});
    g.rules.dealerTopChoice = true;
    g.startScores = Seats{ 24000, 24000, 24000, 28000 };
    HandEntry win = tsumo(hf(3, 2, 30)); // 31000, in the lead with the target
    g.entries = { win };
    auto s = replay(g);
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("dealer top"));
    // The dealer plays on: S4-1, where seat 0's ron on seat 1 ends the game (the dealer still
    // has 31000).
    g.entries[0].dealerPlaysOn = true;
    g.entries.push_back(ron(1, { hf(0, 1, 30) }));
    s = replay(g);
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "S4-0", "S4-1" }));
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
    // Without the choice in the rules, the entry's wish does not count: the game had ended.
    g.rules.dealerTopChoice = false;
    QCOMPARE(errorOf(g), std::string("hand 2 (S4-1): the game already ended (dealer top)"));
}

void TestClub::eastOnlyIntoSouth()
{
    // Tenhou east-only (Tenhou's nannyuu): E1-0 seat 1 ron on seat 2, 1 han 30 fu (26000 /
    // 24000); E2-E4 ron by non-dealers for 1000 each keep everybody below 30000.
    rules::Ruleset r = tenhou();
    r.length = rules::GameLength::EastOnly;
    std::vector<HandEntry> e = {
        ron(2, { hf(1, 1, 30) }), // E1-0: 25000 26000 24000 25000
        ron(3, { hf(2, 1, 30) }), // E2-0: 25000 26000 25000 24000
        ron(0, { hf(1, 1, 30) }), // E3-0: 24000 27000 25000 24000
        ron(1, { hf(2, 1, 30) }), // E4-0: 24000 26000 26000 24000
    };
    auto s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 24000, 26000, 26000, 24000 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S1-0"));
    // S1-0: seat 1 ron on seat 3, 2 han 30 fu = 2000 -> 28000: below 30000, on to S2.
    e.push_back(ron(3, { hf(1, 2, 30) }));
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 28000);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S2-0"));
    // S2-0 (seat 1 deals): seat 2 ron on seat 0, 1 han 30 fu = 1000 -> 27000: still on.
    // S3-0: seat 1 ron on seat 0, 1 han 30 fu = 1000 -> 29000: still on.
    e.push_back(ron(0, { hf(2, 1, 30) }));
    e.push_back(ron(0, { hf(1, 1, 30) }));
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points, (Seats{ 22000, 29000, 27000, 22000 }));
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S4-0"));
    // S4-0 is the extension's last hand: a draw with nobody tenpai ends the game below 30000.
    e.push_back(noten());
    s = replay(game(e, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("extension ended"));
    QCOMPARE(s->hands.back().label, std::string("S4-0"));
    e.push_back(noten());
    QCOMPARE(errorOf(game(e, r)),
            std::string("hand 9 (W1-1): the game already ended (extension ended)"));
    // In S2-0 the dealer (seat 1) ron on seat 0 for 2 han 30 fu = 2900 -> 30900, alone in
    // the lead with the target: the dealer's win ends it as at all-last.
    e.resize(5);
    e.push_back(ron(0, { hf(1, 2, 30) }));
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 30900);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("dealer top"));
    QCOMPARE(s->hands.back().label, std::string("S2-0"));
    // 1 han 30 fu instead (1500 -> 29500) does not: the dealer keeps the deal.
    e.back() = ron(0, { hf(1, 1, 30) });
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 29500);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("S2-1"));
}

void TestClub::mahjongSoulIntoWest()
{
    // A Mahjong Soul hanchan: E1-0 seat 1 ron on seat 2 for 1 han 30 fu (26000), then seven
    // draws with nobody tenpai: nobody at 30000 after S4, the West follows.
    rules::Ruleset r = preset(u"mahjongsoul"_s);
    std::vector<HandEntry> e = { ron(2, { hf(1, 1, 30) }) };
    for (int i = 0; i < 7; ++i)
        e.push_back(noten());
    auto s = replay(game(e, r));
    QVERIFY(s);
    QVERIFY(!s->ended);
    QCOMPARE(s->nextLabel(), std::string("W1-7"));
    // W1-7: seat 1 ron on seat 2, 2 han 30 fu = 2000 + 7 x 300 = 4100 -> 30100: over.
    e.push_back(ron(2, { hf(1, 2, 30) }));
    s = replay(game(e, r));
    QVERIFY(s);
    QCOMPARE(s->points[1], 30100);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("return score reached"));
    QCOMPARE(s->hands.back().label, std::string("W1-7"));
    // Without it, draws to W4: the West's last hand ends the game.
    e.resize(8);
    for (int i = 0; i < 4; ++i)
        e.push_back(noten());
    s = replay(game(e, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("extension ended"));
    QCOMPARE(s->hands.back().label, std::string("W4-10"));
}

void TestClub::emaEndsAfterSouth4()
{
    // EMA: no extension. Seat 1 ron on seat 2 for 1 han 30 fu, seven draws: over after S4.
    rules::Ruleset r = preset(u"ema"_s);
    QVERIFY(!r.westExtension);
    std::vector<HandEntry> e = { ron(2, { hf(1, 1, 30) }) };
    for (int i = 0; i < 7; ++i)
        e.push_back(noten());
    // Even with a target nobody reached (EMA has none: the last hand ends it).
    r.targetPoints = 50000;
    auto s = replay(game(e, r));
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
    QCOMPARE(s->hands.back().label, std::string("S4-6"));
    e.push_back(noten());
    QCOMPARE(errorOf(game(e, r)), std::string("hand 9 (W1-7): the game already ended (last hand)"));
}

namespace {

// A record of exhaustive draws with nobody tenpai and no payment, the dealer passing each time.
record::Record drawsRecord(int players, int hands, int start)
{
    record::Record rec;
    rec.playerCount = players;
    rec.ruleset = tenhou();
    rec.ruleset.players = players;
    for (int i = 0; i < hands; ++i) {
        record::Kyoku k;
        k.round = (i / players) * 4 + i % players;
        k.honba = i;
        k.dealer = i % players;
        for (int seat = 0; seat < players; ++seat)
            k.startScores[std::size_t(seat)] = start;
        record::DrawResult d;
        d.kind = record::DrawKind::Exhaustive;
        d.hasDeltas = true;
        k.draw = d;
        rec.kyoku.push_back(std::move(k));
    }
    return rec;
}

} // namespace

void TestClub::recordTargetAboveStart()
{
    // A three-player Tenhou record (35000 start, 40000 return) read with the four-player target
    // of 30000: everybody starts above it. The game plays on until someone has 40000.
    record::Record rec = drawsRecord(3, 6, 35000);
    rec.ruleset.startPoints = 35000;
    rec.ruleset.returnPoints = 40000;
    rec.ruleset.oka = 15000;
    rec.ruleset.uma = { 15000, 0, -15000, 0 };
    QCOMPARE(rec.ruleset.targetPoints, 30000);
    auto g = gameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->rules.targetPoints, 40000);
    auto s = replay(*g);
    QVERIFY(s);
    QVERIFY(!s->ended); // after S3 with everybody at 35000: the West follows
    QCOMPARE(s->nextLabel(), std::string("W1-6"));
    // A preset without the extension keeps its target.
    rec.ruleset.westExtension = false;
    g = gameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->rules.targetPoints, 30000);
    s = replay(*g);
    QVERIFY(s);
    QVERIFY(s->ended);
    // Four players from 25000 keep 30000.
    g = gameFromRecord(drawsRecord(4, 4, 25000));
    QVERIFY(g);
    QCOMPARE(g->rules.targetPoints, 30000);
}

namespace {

// East-only Tenhou, from E4-0 with the dealer (seat 3) on 28000: E4-0 the dealer alone tenpai
// (31000, in the lead), E4-1 a draw with nobody tenpai; the game ends at 23000 x 3 / 31000.
record::Record allLastTenpaiRecord()
{
    record::Record rec = drawsRecord(4, 2, 24000);
    rec.ruleset.length = rules::GameLength::EastOnly;
    for (int i = 0; i < 2; ++i) {
        record::Kyoku &k = rec.kyoku[std::size_t(i)];
        k.round = 3;
        k.dealer = 3;
        k.honba = i;
    }
    rec.kyoku[0].startScores = { 24000, 24000, 24000, 28000 };
    rec.kyoku[0].draw->tenpai = seatSet({ 3 });
    rec.kyoku[0].draw->deltas = { -1000, -1000, -1000, 3000 };
    rec.kyoku[1].startScores = { 23000, 23000, 23000, 31000 };
    rec.hasFinal = true;
    rec.finalScores = { 23000, 23000, 23000, 31000 };
    return rec;
}

} // namespace

void TestClub::recordInfersAllLastRules()
{
    // Tenhou's rules today end the game at E4-0; the record (as Tenhou played in 2009) goes on.
    const record::Record rec = allLastTenpaiRecord();
    auto plain = gameFromRecord(rec);
    QVERIFY(plain);
    QCOMPARE(errorOf(*plain), std::string("hand 2 (E4-1): the game already ended (dealer top)"));
    auto g = clubGameFromRecord(rec);
    QVERIFY(g);
    QVERIFY(!g->game.rules.dealerTenpaiEnds);
    QVERIFY(g->game.rules.dealerTopEnds);
    QCOMPARE(g->inferred.size(), std::size_t(1));
    QVERIFY2(g->inferred[0].find("the dealer's tenpai in the lead at E4-0 (31000 points)")
                    != std::string::npos,
            g->inferred[0].c_str());
    QVERIFY(g->finalPointsUnknown.empty());
    auto s = replay(g->game);
    QVERIFY(s);
    QVERIFY(s->ended);
    QCOMPARE(s->endReason, std::string("last hand"));
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E4-0", "E4-1" }));
    // A record that stops where the rules stop infers nothing.
    record::Record stops = rec;
    stops.kyoku.pop_back();
    g = clubGameFromRecord(stops);
    QVERIFY(g);
    QVERIFY(g->inferred.empty());
    QVERIFY(g->game.rules.dealerTenpaiEnds);
}

void TestClub::recordInfersUmaAndOka()
{
    // The same game with a result line of uma 30/10 and oka 20 (a chip table): seat order
    // breaks the tie at 23000, -7 each before uma; the top takes the remainder, 1 + 30 + 20.
    record::Record rec = allLastTenpaiRecord();
    rec.hasFinalPoints = true;
    rec.finalPoints = { 3.0, -17.0, -37.0, 51.0 };
    auto g = clubGameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->inferred.size(), std::size_t(2));
    QVERIFY2(g->inferred[1].find("uma +30/+10/-10/-30 and oka +20") != std::string::npos,
            g->inferred[1].c_str());
    QCOMPARE(g->game.rules.uma, (std::array<int, 4>{ 30000, 10000, -10000, -30000 }));
    QCOMPARE(g->game.rules.oka, 20000);
    QVERIFY(g->finalPointsUnknown.empty());
    // Tenhou's own uma (20/10, oka 20) needs no inference.
    rec.finalPoints = { 3.0, -17.0, -27.0, 41.0 };
    g = clubGameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->inferred.size(), std::size_t(1));
    QCOMPARE(g->game.rules.uma, tenhou().uma);
    // Points no uma and oka explain (they do not add up to zero): "rules unknown", the header's
    // rules kept.
    rec.finalPoints = { 3.0, -17.0, -37.0, 52.0 };
    g = clubGameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->inferred.size(), std::size_t(1));
    QCOMPARE(g->game.rules.uma, tenhou().uma);
    QVERIFY2(g->finalPointsUnknown.find("the final points [3.0, -17.0, -37.0, 52.0] follow rules "
                                        "the record does not state")
                    != std::string::npos,
            g->finalPointsUnknown.c_str());
}

void TestClub::recordZeroChangeDraw()
{
    // E1-0 is a draw with all-zero changes and no hand shown, recorded as nobody tenpai; the
    // next hand has the same dealer, so all four were tenpai (a Mahjong Soul record).
    record::Record rec = drawsRecord(4, 2, 25000);
    rec.kyoku[1].round = 0;
    rec.kyoku[1].dealer = 0;
    rec.kyoku[1].honba = 1;
    auto g = gameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->entries[0].tenpai, seatSet({ 0, 1, 2, 3 }));
    QCOMPARE(g->entries[1].tenpai, seatSet({})); // the last hand: as recorded
    auto s = replay(*g);
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E1-1" }));
    // The dealer passing: nobody tenpai, as recorded.
    g = gameFromRecord(drawsRecord(4, 2, 25000));
    QVERIFY(g);
    QCOMPARE(g->entries[0].tenpai, seatSet({}));
    s = replay(*g);
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E2-1" }));
    // Two seats recorded tenpai with zero changes are taken as they are.
    rec.kyoku[0].draw->tenpai = seatSet({ 0, 1 });
    g = gameFromRecord(rec);
    QVERIFY(g);
    QCOMPARE(g->entries[0].tenpai, seatSet({ 0, 1 }));
}

// ---------------------------------------------------------------------------------------------
// Penalties.

void TestClub::penalties()
{
    // EMA: 30000 each, no rounding, uma 15/5, split ties, chombo -20 after uma.
    Game g = game(
            {
                    ron(0, { hf(1, 3, 30) }), // E1-0: 3900 -> 26100 / 33900
                    HandEntry::chombo(3), // E2-0: after uma, nothing at the table
                    draw({ 1 }), // E2-0: seat 1 alone tenpai: +3000
            },
            preset(QStringLiteral("ema")));
    g.penalties = {
        Penalty{ 1, 10000, 0, "late" },
        Penalty{ 2, -5000, 1, "a penalty given in error, returned" },
        Penalty{ 1, 2000, -1, "before the first hand" },
    };
    const auto s = replay(g);
    QVERIFY(s);
    QCOMPARE(labels(*s), (std::vector<std::string>{ "E1-0", "E2-0", "E2-0" }));
    QCOMPARE(s->points, (Seats{ 25100, 36900, 29000, 29000 }));
    QCOMPARE(s->chombos, (Seats{ 0, 0, 0, 1 }));
    QCOMPARE(s->penalties, (Seats{ 0, 12000, -5000, 0 }));
    // Before penalties: seat 1 first 6.9 + 15 = 21.9; seats 2 and 3 share 2nd/3rd: -1 + 0;
    // seat 0 last -4.9 - 15 = -19.9 (sum 0). Penalties after uma: seat 1 -12, seat 2 +5,
    // seat 3 -20 (chombo).
    const FinalScore f = finalScore(*s, g.rules);
    QVERIFY2(sameScores(finalScores(f), Scores{ -19.9, 9.9, 4, -21 }),
            QTest::toString(finalScores(f)));
    QCOMPARE(f.seats[1].penalty, 12.0);
    QCOMPARE(f.seats[2].penalty, -5.0);
    QCOMPARE(f.seats[3].penalty, 20.0);
    // Penalties change neither places nor the zero-sum check.
    QCOMPARE(f.seats[1].place, 1);
    QCOMPARE(f.seats[2].place, 2);
    QCOMPARE(f.seats[3].place, 2);
    QVERIFY(f.seats[3].sharedPlace);
    QVERIFY(std::abs(f.zeroSum) < 1e-9);

    // Chombo at the table (reverse mangan) moves points instead and adds no penalty.
    g.rules = tenhou();
    g.penalties.clear();
    const auto t = replay(g);
    QVERIFY(t);
    // E2-0 chombo by non-dealer seat 3 (dealer seat 1): 4000 to the dealer, 2000 to each other.
    QCOMPARE(t->hands[1].delta, (Seats{ 2000, 4000, 2000, -8000 }));
    QCOMPARE(t->chombos, (Seats{}));
    QCOMPARE(finalScore(*t, g.rules).seats[3].penalty, 0.0);

    // Bad penalties.
    g.penalties = { Penalty{ 4, 1000, 0, "" } };
    QCOMPARE(errorOf(g), std::string("penalty 1: seat 4 is out of range"));
    g.penalties = { Penalty{ 0, 1000, 0, "" }, Penalty{ -1, 1000, 0, "" } };
    QCOMPARE(errorOf(g), std::string("penalty 2: seat -1 is out of range"));
    g.penalties = { Penalty{ 0, 1000, 3, "" } };
    QCOMPARE(errorOf(g), std::string("penalty 1: after_hand 3 is not a hand of the game"));
    g.penalties = { Penalty{ 0, 1000, -2, "" } };
    QCOMPARE(errorOf(g), std::string("penalty 1: after_hand -2 is not a hand of the game"));
    g.penalties = { Penalty{ 0, 1000, 2, "" } };
    QCOMPARE(errorOf(g), std::string("(accepted)"));
}

// ---------------------------------------------------------------------------------------------
// A correction in the middle of a game: everything after it is recomputed from the ledger.

namespace {

std::vector<HandEntry> eightHands()
{
    return {
        ron(0, { hf(1, 2, 30) }), // E1-0: 2000 from seat 0
        draw({ 1, 3 }), // E2-0: dealer seat 1 and seat 3 tenpai, 1500 each way
        tsumo(hf(1, 1, 30)), // E2-1: dealer tsumo 500 + 100 each
        ron(1, { hf(2, 3, 30) }, { 2 }), // E2-2: 3900 + 600, seat 2's stick back
        draw({}, { 0 }), // E3-0: nobody tenpai, seat 0's stick on the table
        ron(0, { hf(3, 2, 40) }), // E4-1: dealer 2/40 3900 + 300 + the stick
        abortive(), // E4-2
        tsumo(hf(0, 3, 30)), // E4-3: seat 0 tsumo 2000/1000 + 300 each
    };
}

} // namespace

void TestClub::editInTheMiddle()
{
    const auto before = replay(game(eightHands()));
    QVERIFY(before);
    QCOMPARE(labels(*before),
            (std::vector<std::string>{
                    "E1-0", "E2-0", "E2-1", "E2-2", "E3-0", "E4-1", "E4-2", "E4-3" }));
    const std::vector<Seats> totals = {
        { 23000, 27000, 25000, 25000 }, { 21500, 28500, 23500, 26500 },
        { 20900, 30300, 22900, 25900 }, { 20900, 25800, 27400, 25900 },
        { 19900, 25800, 27400, 25900 }, { 15700, 25800, 27400, 31100 },
        { 15700, 25800, 27400, 31100 },
        { 20600, 24500, 26100, 28800 }, // E4-3: 2000 + 300 from seat 3, 1300 from 1 and 2
    };
    for (std::size_t i = 0; i < totals.size(); ++i)
        QCOMPARE(before->hands[i].totals, totals[i]);
    QCOMPARE(before->nextLabel(), std::string("S1-0"));

    // Hand 3 corrected: it was seat 2's tsumo (1 han 30 fu), not the dealer's.
    std::vector<HandEntry> e = eightHands();
    e[2] = tsumo(hf(2, 1, 30));
    const auto after = replay(game(e));
    QVERIFY(after);
    // Hands 1-2 unchanged.
    for (std::size_t i = 0; i < 2; ++i) {
        QCOMPARE(after->hands[i].label, before->hands[i].label);
        QCOMPARE(after->hands[i].totals, before->hands[i].totals);
    }
    struct Row
    {
        const char *label;
        int dealer;
        int honba;
        Seats delta;
        Seats totals;
    };
    const std::vector<Row> rows = {
        // E2-1: seat 2's tsumo with 1 honba: 500 + 100 from the dealer, 300 + 100 from each
        // other. The deal passes to seat 2, honba reset.
        { "E2-1", 1, 1, { -400, -600, 1400, -400 }, { 21100, 27900, 24900, 26100 } },
        // E3-0: the same ron (3 han 30 fu from seat 1) is now the dealer's: 6 x 960 = 5760 ->
        // 5800, no honba; the dealer keeps the deal.
        { "E3-0", 2, 0, { 0, -5800, 5800, 0 }, { 21100, 22100, 30700, 26100 } },
        // E3-1: nobody tenpai; the deal passes, seat 0's stick stays on the table.
        { "E3-1", 2, 1, { -1000, 0, 0, 0 }, { 20100, 22100, 30700, 26100 } },
        // E4-2: 3900 + 600 + the stick.
        { "E4-2", 3, 2, { -4500, 0, 0, 5500 }, { 15600, 22100, 30700, 31600 } },
        { "E4-3", 3, 3, { 0, 0, 0, 0 }, { 15600, 22100, 30700, 31600 } },
        // E4-4: 2000 + 400 from the dealer, 1000 + 400 from the others.
        { "E4-4", 3, 4, { 5200, -1400, -1400, -2400 }, { 20800, 20700, 29300, 29200 } },
    };
    QCOMPARE(after->hands.size(), std::size_t(8));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const HandRecord &h = after->hands[i + 2];
        QCOMPARE(h.label, std::string(rows[i].label));
        QCOMPARE(h.dealer, rows[i].dealer);
        QCOMPARE(h.honba, rows[i].honba);
        QCOMPARE(h.delta, rows[i].delta);
        QCOMPARE(h.totals, rows[i].totals);
    }
    QCOMPARE(after->nextLabel(), std::string("S1-0"));
    // The provisional final scores follow (Tenhou): seat 3 29200 2nd: -0.8 -> -1 + 10 = 9;
    // seat 0 20800 3rd: -9.2 -> -9 - 10 = -19; seat 1 20700 4th: -9.3 -> -9 - 20 = -29; seat 2
    // 29300 1st takes what makes zero: 19 + 29 - 9 = 39 (-1 + 20 + 20).
    const FinalScore f = finalScore(*after, tenhou());
    QVERIFY2(
            sameScores(finalScores(f), Scores{ -19, -29, 39, 9 }), QTest::toString(finalScores(f)));

    // A correction that ends the game early refuses what follows: a yakuman on hand 1 busts
    // seat 0.
    e = eightHands();
    e[0] = ron(0, { ym(1, 1) });
    QCOMPARE(errorOf(game(e)), std::string("hand 2 (E2-0): the game already ended (busted)"));
}

void TestClub::insertAndRemove()
{
    // An abortive draw inserted before hand 2: every later hand has one more honba.
    std::vector<HandEntry> e = eightHands();
    e.insert(e.begin() + 1, abortive());
    auto s = replay(game(e));
    QVERIFY(s);
    QCOMPARE(labels(*s),
            (std::vector<std::string>{
                    "E1-0", "E2-0", "E2-1", "E2-2", "E2-3", "E3-0", "E4-1", "E4-2", "E4-3" }));
    // E2-2: the dealer's tsumo with 2 honba: 700 each (+2100); E2-3: 3900 + 900 = 4800.
    QCOMPARE(s->hands[3].delta, (Seats{ -700, 2100, -700, -700 }));
    QCOMPARE(s->hands[4].delta, (Seats{ 0, -4800, 4800, 0 }));
    QCOMPARE(s->points, (Seats{ 20500, 24500, 26300, 28700 }));

    // Hand 7 (the abortive draw at E4-2) removed: the last tsumo is at E4-2, 200 each less.
    e = eightHands();
    e.erase(e.begin() + 6);
    s = replay(game(e));
    QVERIFY(s);
    QCOMPARE(labels(*s),
            (std::vector<std::string>{ "E1-0", "E2-0", "E2-1", "E2-2", "E3-0", "E4-1", "E4-2" }));
    QCOMPARE(s->hands.back().delta, (Seats{ 4600, -1200, -1200, -2200 }));
    QCOMPARE(s->points, (Seats{ 20300, 24600, 26200, 28900 }));
    QCOMPARE(s->nextLabel(), std::string("S1-0"));
}

// ---------------------------------------------------------------------------------------------
// Refused entries, each with its exact message.

void TestClub::badEntryMessages_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<Entries>("entries");
    QTest::addColumn<QString>("message");

    QTest::newRow("1 han 20 fu") << "tenhou" << Entries{ tsumo(hf(1, 1, 20)) }
                                 << "hand 1 (E1-0): winner: 1 han 20 fu does not exist";
    QTest::newRow("1 han 25 fu ron") << "tenhou" << Entries{ ron(0, { hf(1, 1, 25) }) }
                                     << "hand 1 (E1-0): winner 1: 1 han 25 fu does not exist";
    QTest::newRow("ron 20 fu") << "tenhou" << Entries{ ron(0, { hf(1, 2, 20) }) }
                               << "hand 1 (E1-0): winner 1: a ron is never 20 fu";
    QTest::newRow("fu 35") << "tenhou" << Entries{ ron(0, { hf(1, 2, 35) }) }
                           << "hand 1 (E1-0): winner 1: fu 35 does not exist (20, 25, 30, 40 … "
                              "110)";
    QTest::newRow("fu 120") << "tenhou" << Entries{ tsumo(hf(1, 1, 120)) }
                            << "hand 1 (E1-0): winner: fu 120 does not exist (20, 25, 30, 40 … "
                               "110)";
    QTest::newRow("fu 0 below 5 han")
            << "tenhou" << Entries{ tsumo(hf(1, 4, 0)) }
            << "hand 1 (E1-0): winner: fu 0 does not exist (20, 25, 30, 40 … 110)";
    QTest::newRow("0 han") << "tenhou" << Entries{ ron(0, { hf(1, 0, 30) }) }
                           << "hand 1 (E1-0): winner 1: han 0 is below 1";
    QTest::newRow("negative yakuman") << "tenhou" << Entries{ ron(0, { ym(1, -1) }) }
                                      << "hand 1 (E1-0): winner 1.yakuman is negative";
    QTest::newRow("winner = discarder")
            << "tenhou" << Entries{ noten(), ron(2, { hf(1, 1, 30), hf(2, 1, 30) }) }
            << "hand 2 (E2-1): winner 2 (seat 2) is also the discarder";
    QTest::newRow("winner listed twice")
            << "tenhou" << Entries{ ron(0, { hf(1, 1, 30), hf(1, 2, 30) }) }
            << "hand 1 (E1-0): winner 2 (seat 1) is listed twice";
    QTest::newRow("ron without winner")
            << "tenhou" << Entries{ ron(0, {}) } << "hand 1 (E1-0): ron without a winner";
    QTest::newRow("winner seat out of range") << "tenhou" << Entries{ ron(0, { hf(4, 1, 30) }) }
                                              << "hand 1 (E1-0): winner 1.seat 4 is out of range";
    QTest::newRow("tsumo seat out of range") << "tenhou" << Entries{ tsumo(hf(-1, 1, 30)) }
                                             << "hand 1 (E1-0): winner.seat -1 is out of range";
    QTest::newRow("discarder out of range") << "tenhou" << Entries{ ron(-1, { hf(1, 1, 30) }) }
                                            << "hand 1 (E1-0): discarder -1 is out of range";
    QTest::newRow("chombo offender out of range")
            << "tenhou" << Entries{ HandEntry::chombo(4) }
            << "hand 1 (E1-0): chombo offender 4 is out of range";
    {
        HandEntry twoWinners = tsumo(hf(1, 1, 30));
        twoWinners.wins.push_back(hf(2, 1, 30));
        QTest::newRow("tsumo with two winners")
                << "tenhou" << Entries{ twoWinners }
                << "hand 1 (E1-0): a tsumo needs exactly one winner";
        HandEntry none = tsumo(hf(1, 1, 30));
        none.wins.clear();
        QTest::newRow("tsumo without winner")
                << "tenhou" << Entries{ none } << "hand 1 (E1-0): a tsumo needs exactly one winner";
    }
    QTest::newRow("pao on a non-yakuman")
            << "tenhou" << Entries{ ron(0, { Win{ 1, 5, 0, 0, 2, 1 } }) }
            << "hand 1 (E1-0): winner 1.pao needs a yakuman";
    QTest::newRow("pao = winner") << "tenhou" << Entries{ tsumo(ym(1, 1, 1)) }
                                  << "hand 1 (E1-0): winner.pao is the winner";
    QTest::newRow("pao out of range") << "tenhou" << Entries{ tsumo(ym(1, 1, 4)) }
                                      << "hand 1 (E1-0): winner.pao 4 is out of range";
    QTest::newRow("pao for more yakuman than won")
            << "tenhou" << Entries{ tsumo(ym(1, 1, 2, 2)) }
            << "hand 1 (E1-0): winner.paoYakuman must be 1..1";
    QTest::newRow("pao for no yakuman") << "tenhou" << Entries{ tsumo(ym(1, 2, 2, 0)) }
                                        << "hand 1 (E1-0): winner.paoYakuman must be 1..2";
    // Seat 3 is down to 700 after a 24300 hand (dealer baiman 24000 + 300): no riichi under
    // Tenhou.
    QTest::newRow("riichi without 1000 points")
            << "tenhou" << Entries{ abortive(), ron(3, { hf(0, 8, 0) }), abortive({ 1, 3 }) }
            << "hand 3 (E1-2): riichi of seat 3 with only 700 points (needs 1000)";
    QTest::newRow("after the end (busted)") << "tenhou" << Entries{ ron(3, { ym(1, 1) }), noten() }
                                            << "hand 2 (E2-0): the game already ended (busted)";
    {
        HandEntry sanmaRiichi = noten();
        sanmaRiichi.riichi[3] = true;
        QTest::newRow("riichi seat out of range (sanma)")
                << "sanma" << Entries{ sanmaRiichi }
                << "hand 1 (E1-0): seat 3 is out of range for 3 players";
        HandEntry sanmaTenpai = draw({ 3 });
        QTest::newRow("tenpai seat out of range (sanma)")
                << "sanma" << Entries{ noten(), sanmaTenpai }
                << "hand 2 (E2-1): seat 3 is out of range for 3 players";
        QTest::newRow("discarder out of range (sanma)")
                << "sanma" << Entries{ ron(3, { hf(1, 1, 30) }) }
                << "hand 1 (E1-0): discarder 3 is out of range";
    }
}

void TestClub::riichiWithoutDeposit()
{
    // Tenhou refuses a riichi below 1000 points (the row above); the competition rules, without
    // tobi, allow it and the score goes below 0.
    for (const char *name : { "ema", "wrc", "mleague", "jpml" }) {
        Game g = game({ draw({ 3 }, { 3 }), draw({}, { 3 }) }, preset(QString::fromLatin1(name)));
        g.startScores = Seats{ 30000, 30000, 30000, 500 };
        const auto s = replay(g);
        QVERIFY2(s, name);
        // E1-0: riichi at 500, alone tenpai: 500 - 1000 + 3000 = 2500; E2-1: riichi -> 1500.
        QCOMPARE(s->points[3], 1500);
        g.entries.push_back(draw({}, { 3 }));
        g.entries.push_back(draw({}, { 3 }));
        const auto t = replay(g);
        QVERIFY2(t, name);
        QCOMPARE(t->points[3], -500); // 1500 -> 500 -> -500: the last riichi had 500
        QVERIFY(!t->ended);
    }
    Game g = game({ draw({ 3 }, { 3 }), draw({}, { 3 }), draw({}, { 3 }), draw({}, { 3 }) });
    g.startScores = Seats{ 30000, 30000, 30000, 500 };
    QCOMPARE(errorOf(g),
            std::string("hand 1 (E1-0): riichi of seat 3 with only 500 points (needs 1000)"));
}

void TestClub::badEntryMessages()
{
    QFETCH(QString, rules);
    QFETCH(Entries, entries);
    QFETCH(QString, message);

    rules::Ruleset r = rules == "sanma"_L1 ? tenhou() : preset(rules);
    if (rules == "sanma"_L1)
        r.players = 3;
    QCOMPARE(QString::fromStdString(errorOf(game(entries, r))), message);
}

// ---------------------------------------------------------------------------------------------
// Results for league tables.

void TestClub::gameResultStats()
{
    Game g = game({
            ron(0, { hf(1, 3, 30) }, { 1 }), // E1-0: seat 1 +3900 (riichi, own stick back)
            tsumo(hf(2, 2, 30), { 2, 3 }), // E2-0: seat 2 tsumo: 1000 + 500 + 500 + 1000 = 3000
            HandEntry::chombo(0), // E3-0: seat 0 chombo: 4000 to dealer seat 2, 2000 to 1 and 3
            ron(3, { hf(0, 1, 30), hf(1, 2, 30) }), // E3-0: double ron on seat 3: 1000, 2000
    });
    g.players = { "Ann", "Bob", "Cid", "Dee" };
    const auto s = replay(g);
    QVERIFY(s);
    const FinalScore f = finalScore(*s, g.rules);
    const GameResult r = gameResult(g, *s, f, { 11, 12, 13, 14 });
    QVERIFY(!r.finished);
    QCOMPARE(r.seats.size(), std::size_t(4));
    QCOMPARE(r.seats[0].player, std::int64_t(11));
    QCOMPARE(r.seats[1].name, std::string("Bob"));
    QCOMPARE(r.seats[2].hands, 4);
    QCOMPARE(r.seats[1].wins, 2);
    QCOMPARE(r.seats[2].wins, 1);
    QCOMPARE(r.seats[2].tsumoWins, 1);
    QCOMPARE(r.seats[0].wins, 1);
    QCOMPARE(r.seats[0].dealIns, 1);
    QCOMPARE(r.seats[3].dealIns, 1);
    QCOMPARE(r.seats[3].riichi, 1);
    QCOMPARE(r.seats[0].chombos, 1);
    // Biggest single-hand gains, whatever they came from: seat 1 3900 (E1-0; the chombo gave
    // it 2000, the double ron 2000); seat 2 4000 from the chombo (its tsumo made 1000 + 500 +
    // 500 + 2000 sticks - 1000 own = 3000); seat 0 1000; seat 3 2000 (chombo).
    QCOMPARE(r.seats[0].biggestWin, 1000);
    QCOMPARE(r.seats[1].biggestWin, 3900);
    QCOMPARE(r.seats[2].biggestWin, 4000);
    QCOMPARE(r.seats[3].biggestWin, 2000);
    QCOMPARE(s->points, (Seats{ 13600, 31900, 32000, 22500 }));
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(r.seats[std::size_t(i)].raw, f.seats[std::size_t(i)].raw);
        QCOMPARE(r.seats[std::size_t(i)].place, f.seats[std::size_t(i)].place);
        QCOMPARE(r.seats[std::size_t(i)].score, f.seats[std::size_t(i)].score);
    }
}

namespace {

SeatResult seat(std::int64_t player, const char *name, int place, double score, int hands = 8,
        int wins = 0, int dealIns = 0, int riichi = 0)
{
    SeatResult s;
    s.player = player;
    s.name = name;
    s.place = place;
    s.score = score;
    s.hands = hands;
    s.wins = wins;
    s.dealIns = dealIns;
    s.riichi = riichi;
    return s;
}

GameResult result(std::int64_t id, const char *date, bool finished, std::vector<SeatResult> seats)
{
    GameResult g;
    g.game = id;
    g.date = date;
    g.finished = finished;
    g.seats = std::move(seats);
    return g;
}

} // namespace

void TestClub::standingsAndHistory()
{
    const std::vector<GameResult> games = {
        result(1, "2026-11-01", true,
                { seat(1, "Ann", 1, 50.1, 8, 3, 1, 2), seat(2, "Bob", 2, 10.2, 8, 2, 0, 1),
                        seat(3, "Cid", 3, -20.2, 8, 1, 2, 0),
                        seat(4, "Dee", 4, -40.1, 8, 0, 3, 1) }),
        result(2, "2026-11-02", true,
                { seat(1, "Ann", 4, -30.1, 10, 1, 3, 1), seat(2, "Bob", 1, 39.8, 10, 4, 0, 2),
                        seat(3, "Cid", 2, 5.3, 10, 2, 1, 1), seat(5, "Eve", 3, -15, 10, 1, 2, 0) }),
        // In progress: left out.
        result(3, "2026-11-03", false,
                { seat(1, "Ann", 1, 100, 3), seat(2, "Bob", 2, 0, 3), seat(3, "Cid", 3, 0, 3),
                        seat(4, "Dee", 4, -100, 3) }),
        // Seats 2 and 3 shared 2nd place (a split tie counts as the place it shares).
        result(4, "2026-11-04", true,
                { seat(2, "Bob", 1, 0.1, 6), seat(3, "Cid", 2, 0.2, 6), seat(5, "Eve", 2, -0.3, 6),
                        seat(4, "Dee", 4, 0, 6) }),
    };
    const std::vector<Standing> rows = standings(games);
    QCOMPARE(rows.size(), std::size_t(5));
    // Totals: Bob 10.2 + 39.8 + 0.1 = 50.1; Ann 50.1 - 30.1 = 20.0; Cid -20.2 + 5.3 + 0.2 =
    // -14.7; Eve -15 - 0.3 = -15.3; Dee -40.1 + 0 = -40.1.
    QCOMPARE(rows[0].name, std::string("Bob"));
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[0].games, 3);
    QCOMPARE(rows[0].total, 50.1);
    QCOMPARE(rows[0].places, (Seats{ 2, 1, 0, 0 }));
    QCOMPARE(rows[0].averagePlace, 4.0 / 3.0);
    QCOMPARE(rows[0].best, 39.8);
    QCOMPARE(rows[0].worst, 0.1);
    QCOMPARE(rows[0].hands, 24);
    QCOMPARE(rows[0].wins, 6);
    QCOMPARE(rows[0].winRate(), 0.25);
    QCOMPARE(rows[1].name, std::string("Ann"));
    QCOMPARE(rows[1].rank, 2);
    QCOMPARE(rows[1].games, 2); // the unfinished game is not counted
    QCOMPARE(rows[1].total, 20.0);
    QCOMPARE(rows[1].average, 10.0);
    QCOMPARE(rows[1].averagePlace, 2.5);
    QCOMPARE(rows[1].dealIns, 4);
    QCOMPARE(rows[1].dealInRate(), 4.0 / 18.0);
    QCOMPARE(rows[1].riichi, 3);
    QCOMPARE(rows[2].name, std::string("Cid"));
    QCOMPARE(rows[2].rank, 3);
    QCOMPARE(rows[2].places, (Seats{ 0, 2, 1, 0 }));
    QCOMPARE(rows[3].name, std::string("Eve"));
    QCOMPARE(rows[3].rank, 4);
    QCOMPARE(rows[4].name, std::string("Dee"));
    QCOMPARE(rows[4].rank, 5);
    QCOMPARE(rows[4].games, 2);
    QCOMPARE(rows[4].average, -20.05);
    for (const Standing &r : rows)
        QVERIFY(!r.sharedRank);

    // Equal totals share a rank (after rounding away the binary noise: 0.1 + 0.2 is 0.3), then
    // order by average place, then games, then name.
    const std::vector<GameResult> tied = {
        result(10, "2026-12-01", true,
                { seat(1, "Ann", 1, 0.1), seat(2, "Bob", 2, 0.3), seat(3, "Cid", 3, -0.2),
                        seat(4, "Dee", 4, -0.2) }),
        result(11, "2026-12-02", true,
                { seat(1, "Ann", 2, 0.2), seat(2, "Bob", 3, 0), seat(3, "Cid", 1, 0.1),
                        seat(4, "Dee", 4, -0.3) }),
    };
    const std::vector<Standing> t = standings(tied);
    // Ann 0.1 + 0.2 = 0.3 (places 1, 2 -> 1.5), Bob 0.3 + 0 = 0.3 (2, 3 -> 2.5): shared 1st, Ann
    // first; Cid -0.1 3rd; Dee -0.5 4th.
    QCOMPARE(t[0].name, std::string("Ann"));
    QCOMPARE(t[1].name, std::string("Bob"));
    QCOMPARE(t[0].rank, 1);
    QCOMPARE(t[1].rank, 1);
    QVERIFY(t[0].sharedRank && t[1].sharedRank);
    QCOMPARE(t[2].rank, 3);
    QVERIFY(!t[2].sharedRank);
    QCOMPARE(t[3].rank, 4);
    // Three-way tie on 0 -> ranks 1, 1, 1, then 4.
    const std::vector<GameResult> three = { result(20, "2026-12-03", true,
            { seat(1, "Dee", 1, 0), seat(2, "Bob", 1, 0), seat(3, "Ann", 1, 0),
                    seat(4, "Cid", 4, -1) }) };
    const std::vector<Standing> t3 = standings(three);
    QCOMPARE(t3[0].name, std::string("Ann")); // equal in everything: by name
    QCOMPARE(t3[1].name, std::string("Bob"));
    QCOMPARE(t3[2].name, std::string("Dee"));
    QCOMPARE((std::array<int, 4>{ t3[0].rank, t3[1].rank, t3[2].rank, t3[3].rank }),
            (Seats{ 1, 1, 1, 4 }));
    // Nothing finished: an empty table.
    QVERIFY(standings(std::vector<GameResult>{ games[2] }).empty());

    // Ann's history: the finished games in order, with the running total.
    const std::vector<HistoryPoint> ann = playerHistory(games, 1);
    QCOMPARE(ann.size(), std::size_t(2));
    QCOMPARE(ann[0].game, std::int64_t(1));
    QCOMPARE(ann[0].date, std::string("2026-11-01"));
    QCOMPARE(ann[0].place, 1);
    QCOMPARE(ann[0].score, 50.1);
    QCOMPARE(ann[0].cumulative, 50.1);
    QCOMPARE(ann[1].game, std::int64_t(2));
    QCOMPARE(ann[1].place, 4);
    QCOMPARE(ann[1].cumulative, 20.0);
    const std::vector<HistoryPoint> bob = playerHistory(games, 2);
    QCOMPARE(bob.size(), std::size_t(3));
    QCOMPARE(bob[2].cumulative, 50.1);
    QVERIFY(playerHistory(games, 99).empty());
}

HAIFU_TEST_APPLESS_MAIN(TestClub)
#include "tst_club.moc"
