#include "game/verify.h"
#include "recordbuilder.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using namespace haifu::game;
using namespace recordbuilder;
using rules::MeldKind;

namespace {

std::string dump(const VerifyReport &r)
{
    std::string text;
    for (const Mismatch &m : r.mismatches)
        text += formatMismatch(m) + "\n";
    return text;
}

#define VERIFY_CLEAN(report) QVERIFY2((report).ok(), dump(report).c_str())

WinResult win(int winner, int from, int han, int fu, int points,
        std::vector<std::pair<std::string, int>> yaku, std::array<int, 4> deltas)
{
    WinResult w;
    w.winner = winner;
    w.from = from;
    w.han = han;
    w.fu = fu;
    w.points = points;
    w.yaku = std::move(yaku);
    w.deltas = deltas;
    w.hasDeltas = true;
    return w;
}

// Double riichi on the first discard, ippatsu tsumo on 5p: 6 han 30 fu, dealer haneman.
Builder doubleRiichiTsumo()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z")
            .draw(0, "9s")
            .discard(0, "9s", true, true)
            .pass(1, "3z")
            .riichiAccepted(0)
            .pass(2, "9m")
            .pass(3, "1m")
            .draw(0, "5p");
    WinResult w = win(0, 0, 6, 30, 18000,
            { { "double_riichi", 2 }, { "ippatsu", 1 }, { "menzen_tsumo", 1 }, { "ittsuu", 2 },
                    { "ura_dora", 0 } },
            { 19000, -6000, -6000, -6000 });
    w.closed = tiles("123456789m1235p5p");
    w.winTile = tile("5p");
    w.doraIndicators = tiles("3z");
    w.uraIndicators = tiles("1z");
    b.win(w);
    b.kyoku().endScores = { 43000, 19000, 19000, 19000 };
    b.kyoku().hasEndScores = true;
    return b;
}

// A 70-draw kyoku of tsumogiri in which only seat 0 (1p-4p) is tenpai.
Builder exhaustive(bool riichi, unsigned seed = 7)
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z");
    const std::vector<Tile> wall = b.rest(seed);
    for (int i = 0; i < 70; ++i) {
        const std::string t = rules::toString(wall[static_cast<std::size_t>(i)]);
        b.draw(i % 4, t).discard(i % 4, t, true, riichi && i == 0);
    }
    DrawResult d;
    d.kind = DrawKind::Exhaustive;
    d.tenpai = { true, false, false, false };
    d.deltas = { 3000, -1000, -1000, -1000 };
    d.hasDeltas = true;
    d.shownHands[0] = tiles("123456789m2355p");
    b.drawEnd(d);
    return b;
}

// A 70-draw kyoku of tsumogiri ending in an exhaustive draw whose record shows no hand, says
// `recordedTenpai` and all-zero changes (as a Mahjong Soul conversion does for four tenpai).
Builder zeroChangeDraw(const std::vector<std::string> &hands, std::array<bool, 4> recordedTenpai)
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, hands, "3z");
    const std::vector<Tile> wall = b.rest(7);
    for (int i = 0; i < 70; ++i) {
        const std::string t = rules::toString(wall[static_cast<std::size_t>(i)]);
        b.draw(i % 4, t).discard(i % 4, t, true);
    }
    DrawResult d;
    d.kind = DrawKind::Exhaustive;
    d.tenpai = recordedTenpai;
    d.deltas = { 0, 0, 0, 0 };
    d.hasDeltas = true;
    b.drawEnd(d);
    return b;
}

// Four tenpai hands: 1p-4p, 1z-2z shanpon, 6p-9p, 4z-1m shanpon.
const std::vector<std::string> kAllTenpai = { "123456789m2355p", "123456789s1122z",
    "555666777z6789p", "234567p33344z11m" };
// Nobody tenpai.
const std::vector<std::string> kNoneTenpai = { "123456789m1357p", "19p19s1234567z22s",
    "234679s234679p1z", "456p789p457s58m69m" };
// Seats 0 and 1 tenpai.
const std::vector<std::string> kTwoTenpai = { "123456789m2355p", "123456789s1122z",
    "234679s234679p1z", "456p789p457s58m69m" };

} // namespace

class TestVerify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tsumoWithDoubleRiichiAndIppatsu();
    void wrongValuesAreReported();
    void ronWithHonbaAndDeposits();
    void doubleRonHonbaToTheFirst();
    void privateRoomHonbaIsInferred();
    void exhaustiveDrawPayments();
    void haiteiPinfuTsumo();
    void flowToTheNextKyoku();
    void brokenFlowIsReported();
    void inconsistentRecordScores();
    void finalScoresWithLeftoverDeposit();
    void replayErrorsAreMismatches();
    void copiesCompared();
    void chankanPinfu();
    void rinshanAfterClosedKan();
    void winnerNotPaidIsInconsistent();
    void depositNotCollectedIsInconsistent();
    void tsumogiriAfterCallIsNoted();
    void sanmaRinshanAfterNorth();
    void zeroChangeDrawAllTenpai();
    void zeroChangeDrawNoneTenpai();
    void zeroChangeDrawTwoTenpaiIsMismatch();
};

void TestVerify::tsumoWithDoubleRiichiAndIppatsu()
{
    Builder b = doubleRiichiTsumo();
    VerifyOptions options;
    options.collectWinChecks = true;
    const VerifyReport r = verifyRecord(b.rec, options);
    VERIFY_CLEAN(r);
    QCOMPARE(r.kyoku, 1);
    QCOMPARE(r.wins, 1);
    QCOMPARE(r.draws, 0);
    QCOMPARE(int(r.winChecks.size()), 1);
    QCOMPARE(r.winChecks[0].han, 6);
    QCOMPARE(r.winChecks[0].fu, 30);
    QCOMPARE(r.winChecks[0].points, 18000);
    QCOMPARE(r.winChecks[0].deltas, (std::array<int, 4>{ 19000, -6000, -6000, -6000 }));
}

void TestVerify::wrongValuesAreReported()
{
    Builder b = doubleRiichiTsumo();
    WinResult &w = b.kyoku().wins[0];
    w.fu = 40;
    w.yaku[0] = { "riichi", 1 }; // the record lost the double riichi
    w.han = 5;
    w.deltas = { 13000, -4000, -4000, -4000 }; // adds up: the deposit is collected
    w.winTile = tile("1m");
    const VerifyReport r = verifyRecord(b.rec);
    QVERIFY(!r.ok());
    auto find = [&](const std::string &field) -> const Mismatch * {
        for (const Mismatch &m : r.mismatches) {
            if (m.field == field)
                return &m;
        }
        return nullptr;
    };
    const Mismatch *fu = find("fu");
    QVERIFY2(fu, dump(r).c_str());
    QCOMPARE(fu->label, std::string("E1-0"));
    QCOMPARE(fu->recorded, std::string("40"));
    QCOMPARE(fu->engine, std::string("30"));
    QCOMPARE(fu->kind, MismatchKind::Value);
    QVERIFY(!fu->recordInconsistent);
    QCOMPARE(fu->context, std::string("win #0: seat 0 tsumo"));
    QVERIFY(find("han"));
    QCOMPARE(find("han")->recorded, std::string("5"));
    QCOMPARE(find("han")->engine, std::string("6"));
    QVERIFY(find("yaku"));
    QVERIFY2(find("yaku")->engine.find("double_riichi 2") != std::string::npos,
            find("yaku")->engine.c_str());
    QVERIFY(find("deltas"));
    QCOMPARE(find("deltas")->engine, std::string("19000,-6000,-6000,-6000"));
    QVERIFY(find("winning tile"));
    // The end scores follow the recorded deltas, so they are consistent with the record:
    // the record says 43000 but its own deltas give 37000.
    QVERIFY(find("end scores"));
    QVERIFY(find("end scores")->recordInconsistent);
    QCOMPARE(formatMismatch(*fu),
            std::string("E1-0 fu (win #0: seat 0 tsumo): record 40, engine 30"));
}

void TestVerify::ronWithHonbaAndDeposits()
{
    Builder b;
    b.start(0, 1, 1, 0, { 25000, 25000, 24000, 25000 }, kHands, "3z")
            .pass(0, "9s")
            .pass(1, "5p")
            .win(win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 5200, -4200, 0, 0 }));
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.wins, 1);

    // Seat 0 let a 5p pass before: a ron now is temporary furiten.
    Builder c;
    c.start(0, 1, 1, 0, { 25000, 25000, 24000, 25000 }, kHands, "3z")
            .draw(0, "9s")
            .discard(0, "9s", true)
            .pass(1, "5p")
            .pass(2, "8s")
            .pass(3, "5p")
            .win(win(0, 3, 2, 40, 3900, { { "ittsuu", 2 } }, { 5200, 0, 0, -4200 }));
    c.kyoku().hands[2] = tiles("234679s234679p1z");
    const VerifyReport rc = verifyRecord(c.rec);
    QVERIFY(!rc.ok());
    QCOMPARE(rc.mismatches[0].field, std::string("ron"));
    QVERIFY2(rc.mismatches[0].engine.find("temporary furiten (5p)") != std::string::npos,
            rc.mismatches[0].engine.c_str());
}

void TestVerify::privateRoomHonbaIsInferred()
{
    // The win of ronWithHonbaAndDeposits in a room whose honba is worth 1000 (the header says
    // nothing): 3900 + 1000 + the deposit.
    Builder b;
    b.start(0, 1, 1, 0, { 25000, 25000, 24000, 25000 }, kHands, "3z")
            .pass(0, "9s")
            .pass(1, "5p")
            .win(win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 5900, -4900, 0, 0 }));
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(int(r.inferred.size()), 1);
    QCOMPARE(r.inferred[0],
            std::string("honba worth 1000 points (the ruleset says 300): the payments of E1-1 "
                        "show it"));
    // A payment no honba value explains stays a mismatch, and nothing is inferred.
    b.kyoku().wins[0].deltas = { 5950, -4950, 0, 0 };
    const VerifyReport wrong = verifyRecord(b.rec);
    QVERIFY(wrong.inferred.empty());
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.mismatches[0].field, std::string("deltas"));
    QCOMPARE(wrong.mismatches[0].engine, std::string("5200,-4200,0,0"));
}

void TestVerify::doubleRonHonbaToTheFirst()
{
    Builder b;
    b.start(0, 1, 1, 0, { 25000, 25000, 24000, 25000 },
             { "123456789m1235p", "19p19s1234567z22s", "234s678s234p88s46p", "456p789p457s58m69m" },
             "3z")
            .pass(0, "9s")
            .pass(1, "5p")
            // Turn order from the discarder (seat 1): seat 2 first, then seat 0.
            .win(win(2, 1, 1, 40, 1300, { { "tanyao", 1 } }, { 0, -2600, 2600, 0 }))
            .win(win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 3900, -3900, 0, 0 }));
    b.kyoku().wins[0].deltas = { 0, -1600, 2600, 0 };
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.wins, 2);

    // Giving the honba to the dealer instead is reported on both winners.
    b.kyoku().wins[0].deltas = { 0, -1300, 1300, 0 };
    b.kyoku().wins[1].deltas = { 5200, -4200, 0, 0 };
    const VerifyReport wrong = verifyRecord(b.rec);
    QCOMPARE(int(wrong.mismatches.size()), 2);
    QCOMPARE(wrong.mismatches[0].field, std::string("deltas"));
    QCOMPARE(wrong.mismatches[0].engine, std::string("0,-1600,2600,0"));
    QCOMPARE(wrong.mismatches[1].engine, std::string("3900,-3900,0,0"));
}

void TestVerify::exhaustiveDrawPayments()
{
    Builder b = exhaustive(false);
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.draws, 1);
    QCOMPARE(r.replayedEvents, 141);

    Builder c = exhaustive(false);
    c.kyoku().draw->tenpai = { true, true, false, false };
    c.kyoku().draw->deltas = { 1500, 1500, -1500, -1500 };
    c.kyoku().draw->shownHands[1] = tiles("19p19s1234567z22s");
    const VerifyReport rc = verifyRecord(c.rec);
    QCOMPARE(int(rc.mismatches.size()), 2);
    QCOMPARE(rc.mismatches[0].field, std::string("tenpai"));
    QCOMPARE(rc.mismatches[0].recorded, std::string("seats 0,1"));
    QCOMPARE(rc.mismatches[0].engine, std::string("seats 0"));
    QCOMPARE(rc.mismatches[1].field, std::string("deltas"));
    QCOMPARE(rc.mismatches[1].engine, std::string("3000,-1000,-1000,-1000"));
}

void TestVerify::haiteiPinfuTsumo()
{
    // Seat 0 (1p-4p wait) wins on draw number `last` (0-based) with a 4p; everybody else
    // discards what they draw.
    auto build = [](int round, int dealer, int last, WinResult w) {
        Builder b;
        b.start(round, 0, 0, dealer, kStart, kRyanmen, "3z");
        std::vector<Tile> wall = b.rest(9);
        std::swap(*std::find(wall.begin(), wall.end(), tile("4p")),
                wall[static_cast<std::size_t>(last)]);
        for (int i = 0; i < last; ++i) {
            const int seat = (dealer + i) % 4;
            const std::string t = rules::toString(wall[static_cast<std::size_t>(i)]);
            b.draw(seat, t).discard(seat, t, true);
        }
        b.draw(0, "4p").win(std::move(w));
        return b;
    };
    // Dealer seat 0 draws #68: one tile is left, no haitei. Tsumo, pinfu, ittsuu: 4 han 20 fu.
    const Builder early = build(0, 0, 68,
            win(0, 0, 4, 20, 7800, { { "menzen_tsumo", 1 }, { "pinfu", 1 }, { "ittsuu", 2 } },
                    { 7800, -2600, -2600, -2600 }));
    const VerifyReport r = verifyRecord(early.rec);
    VERIFY_CLEAN(r);
    // With seat 3 dealing, seat 0 draws the 70th and last tile (#69): haitei, mangan.
    const Builder last = build(3, 3, 69,
            win(0, 0, 5, 20, 8000,
                    { { "menzen_tsumo", 1 }, { "pinfu", 1 }, { "haitei", 1 }, { "ittsuu", 2 } },
                    { 8000, -2000, -2000, -4000 }));
    const VerifyReport rh = verifyRecord(last.rec);
    VERIFY_CLEAN(rh);
}

void TestVerify::flowToTheNextKyoku()
{
    Builder b = exhaustive(false);
    // Dealer tenpai: the dealer keeps the deal, one more honba.
    b.start(0, 1, 0, 0, { 28000, 24000, 24000, 24000 }, kHands, "3z");
    b.pass(0, "9s").pass(1, "5p").win(
            win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 4200, -4200, 0, 0 }));
    // Dealer won: honba 2, the same dealer.
    b.start(0, 2, 0, 0, { 32200, 19800, 24000, 24000 }, kHands, "3z");
    b.pass(0, "9s").pass(1, "5p").win(
            win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 4500, -4500, 0, 0 }));
    b.rec.finalScores = { 36700, 15300, 24000, 24000 };
    b.rec.hasFinal = true;
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.kyoku, 3);
    QCOMPARE(r.wins, 2);
    QCOMPARE(r.finalScores, (std::array<int, 4>{ 36700, 15300, 24000, 24000 }));
}

void TestVerify::brokenFlowIsReported()
{
    Builder b = exhaustive(false);
    // After a draw with the dealer tenpai, E1-1 must follow, not E2-0.
    b.start(1, 0, 0, 1, { 28000, 24000, 24000, 24000 }, kHands, "3z");
    const VerifyReport r = verifyRecord(b.rec);
    QVERIFY(!r.ok());
    QCOMPARE(r.mismatches[0].kind, MismatchKind::Flow);
    QCOMPARE(r.mismatches[0].label, std::string("E2-0"));
    QCOMPARE(r.mismatches[0].recorded, std::string("E2-0 dealer 1"));
    QCOMPARE(r.mismatches[0].engine, std::string("E1-1 dealer 0"));
}

void TestVerify::inconsistentRecordScores()
{
    Builder b = exhaustive(false);
    // The next kyoku starts from scores the draw's own deltas do not give.
    b.start(0, 1, 0, 0, { 28000, 25000, 23000, 24000 }, kHands, "3z");
    const VerifyReport r = verifyRecord(b.rec);
    QCOMPARE(int(r.mismatches.size()), 1);
    const Mismatch &m = r.mismatches[0];
    QCOMPARE(m.kind, MismatchKind::Scores);
    QVERIFY(m.recordInconsistent);
    QCOMPARE(m.recorded, std::string("28000,25000,23000,24000"));
    QCOMPARE(m.engine, std::string("28000,24000,24000,24000"));
    QCOMPARE(r.recordInconsistencies(), 1);
    QVERIFY(formatMismatch(m).find("[the record is inconsistent]") != std::string::npos);
}

void TestVerify::finalScoresWithLeftoverDeposit()
{
    Builder b = exhaustive(true);
    b.rec.finalScores = { 28000, 24000, 24000, 24000 }; // 24000 + 3000 + the leftover stick
    b.rec.hasFinal = true;
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.finalScores, (std::array<int, 4>{ 28000, 24000, 24000, 24000 }));

    b.rec.ruleset.leftoverDeposits = rules::LeftoverDeposits::Lost;
    const VerifyReport lost = verifyRecord(b.rec);
    QCOMPARE(int(lost.mismatches.size()), 1);
    QCOMPARE(lost.mismatches[0].field, std::string("final scores"));
    QCOMPARE(lost.mismatches[0].label, std::string("game"));
    QCOMPARE(lost.mismatches[0].engine, std::string("27000,24000,24000,24000"));
}

void TestVerify::replayErrorsAreMismatches()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").draw(0, "9s").discard(0, "8p");
    const VerifyReport r = verifyRecord(b.rec);
    QCOMPARE(int(r.mismatches.size()), 1);
    QCOMPARE(r.mismatches[0].kind, MismatchKind::Replay);
    QVERIFY2(r.mismatches[0].engine.find("E1-0 event 1") != std::string::npos,
            r.mismatches[0].engine.c_str());
}

void TestVerify::copiesCompared()
{
    Builder a = doubleRiichiTsumo();
    a.rec.players[1].rank = "七段";
    a.rec.players[1].rating = 2089.07;
    Builder b = a;
    QVERIFY(compareCopies(a.rec, "a.xml", b.rec, "b.json").empty());
    QCOMPARE(dealFingerprint(a.rec), dealFingerprint(b.rec));
    b.rec.players[1].rank = "九段";
    b.rec.players[1].rating = 2184.4;
    const auto diffs = compareCopies(a.rec, "a.xml", b.rec, "b.json");
    QCOMPARE(int(diffs.size()), 2);
    QCOMPARE(diffs[0].kind, MismatchKind::Header);
    QCOMPARE(diffs[0].field, std::string("rank of seat 1"));
    QCOMPARE(diffs[0].recorded, std::string("a.xml: 七段"));
    QCOMPARE(diffs[0].engine, std::string("b.json: 九段"));
    QVERIFY(diffs[0].recordInconsistent);
    QCOMPARE(diffs[1].field, std::string("rating of seat 1"));
}

void TestVerify::chankanPinfu()
{
    // Seat 0 waits on 6s-9s; seat 2 adds the last 9s to its pon and seat 0 robs it.
    Builder b;
    b.start(0, 0, 0, 0, kStart,
             { "123456789m11p78s", "19p19s1234567z22s", "99s3456s234679p1z", "456p789p457s58m69m" },
             "3z")
            .draw(0, "5z")
            .discard(0, "5z", true)
            .draw(1, "6z")
            .discard(1, "9s")
            .call(2, 1, MeldKind::Pon, "9s", "9s9s")
            .discard(2, "1z")
            .pass(3, "2p")
            .pass(0, "7z")
            .pass(1, "1m")
            .draw(2, "9s")
            .addedKan(2, "9s")
            .win(win(0, 2, 4, 30, 11600, { { "chankan", 1 }, { "pinfu", 1 }, { "ittsuu", 2 } },
                    { 11600, 0, -11600, 0 }));
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    // Without the chankan the value is different: the verifier says which yaku is missing.
    b.kyoku().wins[0].yaku.erase(b.kyoku().wins[0].yaku.begin());
    b.kyoku().wins[0].han = 3;
    const VerifyReport wrong = verifyRecord(b.rec);
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.mismatches[0].field, std::string("han"));
}

void TestVerify::rinshanAfterClosedKan()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart,
             { "1111m234567p789s", "19p19s1234567z22s", "234679s234679p1z", "456p789p457s58m69m" },
             "3z")
            .draw(0, "5z")
            .closedKan(0, "1111m")
            .newDora("2z")
            .draw(0, "5z");
    WinResult w = win(0, 0, 2, 60, 6000, { { "rinshan", 1 }, { "menzen_tsumo", 1 } },
            { 6000, -2000, -2000, -2000 });
    w.doraIndicators = tiles("3z2z");
    b.win(w);
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
}

void TestVerify::winnerNotPaidIsInconsistent()
{
    Builder b = doubleRiichiTsumo();
    b.kyoku().wins[0].deltas = { -6000, 19000, -6000, -6000 };
    b.kyoku().hasEndScores = false;
    const VerifyReport r = verifyRecord(b.rec);
    QCOMPARE(int(r.mismatches.size()), 1);
    QCOMPARE(r.mismatches[0].field, std::string("winner"));
    QCOMPARE(r.mismatches[0].recorded, std::string("seat 0"));
    QCOMPARE(r.mismatches[0].engine,
            std::string("the recorded deltas (-6000,19000,-6000,-6000) pay seat 1"));
    QVERIFY(r.mismatches[0].recordInconsistent);
}

void TestVerify::depositNotCollectedIsInconsistent()
{
    Builder b;
    b.start(0, 1, 1, 0, { 25000, 25000, 24000, 25000 }, kHands, "3z")
            .pass(0, "9s")
            .pass(1, "5p")
            .win(win(0, 1, 2, 40, 3900, { { "ittsuu", 2 } }, { 4200, -4200, 0, 0 }));
    const VerifyReport r = verifyRecord(b.rec);
    // Reported once, as the record's inconsistency, not again as a payment difference.
    QCOMPARE(int(r.mismatches.size()), 1);
    QCOMPARE(r.mismatches[0].field, std::string("deposits"));
    QCOMPARE(r.mismatches[0].recorded, std::string("the win deltas add up to 0"));
    QCOMPARE(r.mismatches[0].engine, std::string("1 deposits on the table"));
    QVERIFY(r.mismatches[0].recordInconsistent);
}

void TestVerify::tsumogiriAfterCallIsNoted()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").pass(0, "4p").call(1, 0, MeldKind::Chi, "4p", "56p");
    b.kyoku().hands[1] = tiles("19p19s12347z22s56p");
    b.discard(1, "7z", true); // no tile was drawn: the mark means nothing
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
    QCOMPARE(int(r.notes.size()), 2); // and: the record stops before the end of the kyoku
    QVERIFY2(r.notes[0].find("E1-0 event 3: a discard right after a call is marked tsumogiri")
                    != std::string::npos,
            r.notes[0].c_str());
}

void TestVerify::sanmaRinshanAfterNorth()
{
    // Three players: the dealer sets a north aside and wins on the replacement tile. Tenhou
    // scores rinshan kaihou for it, and the north as one dora.
    Builder b(3);
    b.start(0, 0, 0, 0, { 35000, 35000, 35000, 0 },
             { "123456789p11s99s", "19p1s1234567z11m9m", "123789s234679p1z" }, "6z")
            .draw(0, "4z")
            .northBonus(0)
            .draw(0, "9s")
            .win(win(0, 0, 5, 30, 8000,
                    { { "rinshan", 1 }, { "menzen_tsumo", 1 }, { "ittsuu", 2 }, { "dora", 1 } },
                    { 8000, -4000, -4000, 0 }));
    const VerifyReport r = verifyRecord(b.rec);
    VERIFY_CLEAN(r);
}

void TestVerify::zeroChangeDrawAllTenpai()
{
    // All four tenpai, the record says nobody (all-zero changes): consistent, no mismatch.
    const VerifyReport r = verifyRecord(zeroChangeDraw(kAllTenpai, {}).rec);
    VERIFY_CLEAN(r);
    QCOMPARE(r.draws, 1);
    // Said the other way round too.
    VERIFY_CLEAN(verifyRecord(zeroChangeDraw(kAllTenpai, { true, true, true, true }).rec));
    // A shown hand makes the record explicit: "nobody" against four tenpai is a mismatch then.
    Builder b = zeroChangeDraw(kAllTenpai, {});
    b.kyoku().draw->shownHands[1] = tiles("123456789s1122z");
    QVERIFY(!verifyRecord(b.rec).ok());
}

void TestVerify::zeroChangeDrawNoneTenpai()
{
    VERIFY_CLEAN(verifyRecord(zeroChangeDraw(kNoneTenpai, {}).rec));
    // Nobody tenpai, the record says everyone (all-zero changes): consistent as well.
    VERIFY_CLEAN(verifyRecord(zeroChangeDraw(kNoneTenpai, { true, true, true, true }).rec));
}

void TestVerify::zeroChangeDrawTwoTenpaiIsMismatch()
{
    // Two tenpai would have moved 1500 each way: zero changes disagree with the engine.
    const VerifyReport r = verifyRecord(zeroChangeDraw(kTwoTenpai, {}).rec);
    QCOMPARE(int(r.mismatches.size()), 2);
    QCOMPARE(r.mismatches[0].field, std::string("tenpai"));
    QCOMPARE(r.mismatches[0].recorded, std::string("none"));
    QCOMPARE(r.mismatches[0].engine, std::string("seats 0,1"));
    QCOMPARE(r.mismatches[1].field, std::string("deltas"));
    QCOMPARE(r.mismatches[1].engine, std::string("1500,1500,-1500,-1500"));
    // Recorded as everyone tenpai, it is still a mismatch.
    QVERIFY(!verifyRecord(zeroChangeDraw(kTwoTenpai, { true, true, true, true }).rec).ok());
}

HAIFU_TEST_APPLESS_MAIN(TestVerify)
#include "tst_verify.moc"
