#include "game/replay.h"
#include "recordbuilder.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using namespace haifu::game;
using namespace recordbuilder;
using rules::MeldKind;

namespace {

// Replays the last kyoku of a record to its end; returns the state or fails the test.
TableState replayAll(const Record &record, int kyoku = 0)
{
    auto s = dealState(record, kyoku);
    if (!s)
        qFatal("%s", s.error().message.c_str());
    while (s->step
            < static_cast<int>(record.kyoku[static_cast<std::size_t>(kyoku)].events.size())) {
        if (auto e = applyNext(*s, record))
            qFatal("%s", e->message.c_str());
    }
    return *s;
}

// Replays until an error; returns its message (empty when none).
std::string firstError(const Record &record)
{
    auto s = dealState(record, 0);
    if (!s)
        return s.error().message;
    while (s->step < static_cast<int>(record.kyoku[0].events.size())) {
        if (auto e = applyNext(*s, record))
            return e->message;
    }
    return {};
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dealAndFirstMoves();
    void sortedHandsWithRedFives();
    void riichiDeposit();
    void riichiRonnedNoDeposit();
    void furitenDiscard();
    void furitenTemporary();
    void furitenRiichi();
    void illegalEvents_data();
    void illegalEvents();
    void closedKanDoraTiming();
    void openKanDoraTiming();
    void addedKanAndChankanWindow();
    void callsAndDirections();
    void exhaustiveDrawWallCount();
    void sanmaNorthBonus();
    void replayStepping();
    void replayStoppedByError();
    void steppingBackAndForth();
};

void TestReplay::dealAndFirstMoves()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").draw(0, "9s").discard(0, "9s", true).draw(1, "3z");
    auto s = dealState(b.rec, 0);
    QVERIFY(s.ok());
    QCOMPARE(s->liveWall, 70);
    QCOMPARE(s->turn, 0);
    QCOMPARE(int(s->player(0).closed.size()), 13);
    QCOMPARE(s->last.event, -1);
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->liveWall, 69);
    QCOMPARE(int(s->player(0).closed.size()), 14);
    QVERIFY(s->player(0).drawn.has_value());
    QCOMPARE(rules::formatTiles(s->player(0).closed), std::string("123456789m1235p9s"));
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(int(s->player(0).river.size()), 1);
    QVERIFY(s->player(0).river[0].tsumogiri);
    QVERIFY(!s->player(0).river[0].riichi);
    QVERIFY(!s->player(0).drawn.has_value());
    QCOMPARE(s->turn, 1);
    QCOMPARE(s->last.event, 1);
    QCOMPARE(s->last.type, EventType::Discard);
    QCOMPARE(s->last.seat, 0);
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->liveWall, 68);
    QCOMPARE(s->seatWind(0), rules::kinds::East);
    QCOMPARE(s->seatWind(3), rules::kinds::North);
    QCOMPARE(s->roundWind(), rules::kinds::East);
    QCOMPARE(kyokuLabel(b.rec.kyoku[0]), std::string("E1-0"));
}

void TestReplay::sortedHandsWithRedFives()
{
    Builder b;
    b.start(4, 2, 0, 0, kStart,
             { "9m0p1m5p5m0m3s4z1z5s0s2p7z", "19p19s1234567z22s", "234679s234679p1z",
                     "456p789p457s68m69m" },
             "3z")
            .draw(0, "5m");
    const TableState s = replayAll(b.rec);
    // Kinds ascending, a red five after the plain fives of its kind.
    QCOMPARE(rules::formatTiles(s.player(0).closed), std::string("15509m250p350s147z"));
    QCOMPARE(kyokuLabel(b.rec.kyoku[0]), std::string("S1-2"));
}

void TestReplay::riichiDeposit()
{
    Builder b;
    b.start(0, 0, 2, 0, kStart, kHands, "3z")
            .draw(0, "9s")
            .discard(0, "9s", true, true)
            .draw(1, "3z")
            .discard(1, "3z", true)
            .riichiAccepted(0) // late and repeated: harmless
            .call(0, 1, MeldKind::Pon, "3z", "3z3z");
    b.kyoku().hands[0] = tiles("123456789m33z55p"); // tenpai on 3z/5p after the 9s
    b.kyoku().hands[1] = tiles("19p19s124567z22s8m");
    auto s = dealState(b.rec, 0);
    QVERIFY(s.ok());
    QVERIFY(!applyNext(*s, b.rec)); // draw
    QVERIFY(!applyNext(*s, b.rec)); // riichi discard
    QCOMPARE(s->player(0).riichi, RiichiState::Declared);
    QCOMPARE(s->player(0).score, 25000);
    QCOMPARE(s->riichiSticks, 2);
    QVERIFY(s->player(0).river[0].riichi);
    QCOMPARE(s->player(0).riichiTile, 0);
    QVERIFY(s->player(0).doubleRiichi);
    QVERIFY(!applyNext(*s, b.rec)); // the next draw: the riichi stands
    QCOMPARE(s->player(0).riichi, RiichiState::Accepted);
    QCOMPARE(s->player(0).score, 24000);
    QCOMPARE(s->riichiSticks, 3);
    QVERIFY(s->player(0).ippatsu);
    QVERIFY(!applyNext(*s, b.rec)); // discard 3z
    QVERIFY(!applyNext(*s, b.rec)); // explicit acceptance after the fact
    QCOMPARE(s->player(0).score, 24000);
    QCOMPARE(s->riichiSticks, 3);
    // A riichi player cannot call.
    const auto error = applyNext(*s, b.rec);
    QVERIFY(error.has_value());
    QVERIFY2(error->message.find("in riichi") != std::string::npos, error->message.c_str());
}

void TestReplay::riichiRonnedNoDeposit()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").draw(0, "9s").discard(0, "9s", true, true);
    WinResult w;
    w.winner = 1;
    w.from = 0;
    w.deltas = { -1000, 1000, 0, 0 };
    w.hasDeltas = true;
    b.win(w);
    const TableState s = replayAll(b.rec);
    QCOMPARE(s.player(0).riichi, RiichiState::Declared);
    QCOMPARE(s.riichiSticks, 0);
    QCOMPARE(s.player(0).score, 24000); // only the recorded deltas
    QCOMPARE(s.player(1).score, 26000);
    QVERIFY(s.ended);
    QCOMPARE(int(s.player(1).closed.size()), 14); // the ron tile joins the winner's hand
}

void TestReplay::furitenDiscard()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z").draw(0, "1p").discard(0, "1p", true);
    const TableState s = replayAll(b.rec);
    const PlayerAnalysis a = analysePlayer(s, 0);
    QCOMPARE(a.shanten, 0);
    QVERIFY(a.tenpai);
    QVERIFY(a.waits.contains(9)); // 1p
    QVERIFY(a.waits.contains(12)); // 4p
    QVERIFY(a.furiten);
    QCOMPARE(a.furitenReason, rules::FuritenReason::DiscardFuriten);
    QCOMPARE(int(a.furitenCause), 9);
}

void TestReplay::furitenTemporary()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z")
            .pass(0, "9s")
            .draw(1, "4p")
            .discard(1, "4p", true)
            .pass(2, "8s")
            .pass(3, "7z")
            .pass(0, "6z");
    auto s = dealState(b.rec, 0);
    QVERIFY(s.ok());
    for (int i = 0; i < 4; ++i)
        QVERIFY(!applyNext(*s, b.rec));
    // The 4p is out and may still be ronned: not furiten yet.
    QVERIFY(!analysePlayer(*s, 0).furiten);
    QVERIFY(!applyNext(*s, b.rec)); // seat 2 draws: seat 0 let the 4p pass
    PlayerAnalysis a = analysePlayer(*s, 0);
    QVERIFY(a.furiten);
    QCOMPARE(a.furitenReason, rules::FuritenReason::TemporaryFuriten);
    QCOMPARE(int(a.furitenCause), 12);
    while (s->step < 9)
        QVERIFY(!applyNext(*s, b.rec));
    QVERIFY(analysePlayer(*s, 0).furiten); // seat 0 has drawn, not yet discarded
    QVERIFY(!applyNext(*s, b.rec)); // seat 0's own discard ends it
    a = analysePlayer(*s, 0);
    QVERIFY(!a.furiten);
    QCOMPARE(a.furitenReason, rules::FuritenReason::None);
}

void TestReplay::furitenRiichi()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z")
            .draw(0, "9s")
            .discard(0, "9s", true, true)
            .draw(1, "4p")
            .discard(1, "4p", true)
            .pass(2, "8s")
            .pass(3, "7z")
            .pass(0, "6z")
            .pass(1, "5z");
    const TableState s = replayAll(b.rec);
    const PlayerAnalysis a = analysePlayer(s, 0);
    QVERIFY(a.furiten);
    QCOMPARE(a.furitenReason, rules::FuritenReason::RiichiFuriten);
    QVERIFY(!s.player(0).ippatsu); // the own next discard ended ippatsu
    QCOMPARE(s.player(0).riichi, RiichiState::Accepted);
}

void TestReplay::illegalEvents_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("discard not in hand")
            << 0 << "E1-0 event 1 (discard by seat 0 (8p)): 8p is not in the hand";
    QTest::newRow("draw out of turn")
            << 1 << "E1-0 event 0 (draw by seat 2 (9s)): a draw when it is not seat 2's turn";
    QTest::newRow("chi from the wrong player")
            << 2
            << "E1-0 event 8 (call by seat 1 (chi 4p from seat 3)): chi from seat 3, who is not "
               "the player on the left";
    QTest::newRow("chi not a sequence") << 3 << "a chi is three consecutive tiles";
    QTest::newRow("pon tiles not in hand") << 4 << "2z is not in the caller's hand";
    QTest::newRow("kan without four") << 5 << "a closed kan without four 9m in hand";
    QTest::newRow("event after the end") << 6 << "event after the end of the kyoku";
    QTest::newRow("false tsumogiri") << 7 << "marked tsumogiri, but the tile just drawn is 9s";
    QTest::newRow("dora without kan") << 8 << "a new dora indicator without a kan";
    QTest::newRow("riichi not tenpai") << 9 << "riichi from a hand that is not tenpai";
    QTest::newRow("call of an old discard") << 10 << "but the last discard is seat 1's";
    QTest::newRow("discard twice") << 11 << "a discard when the discard of seat 0 may be called";
    QTest::newRow("tsumo out of turn") << 12 << "a tsumo by seat 1";
    QTest::newRow("deal of 12") << 13 << "seat 1 is dealt 12 tiles";
}

void TestReplay::illegalEvents()
{
    QFETCH(int, scenario);
    QFETCH(QString, mentions);
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z");
    switch (scenario) {
    case 0: b.draw(0, "9s").discard(0, "8p"); break;
    case 1: b.draw(2, "9s"); break;
    case 2:
        // Seat 3 sits across from seat 1 (its left is seat 0).
        b.kyoku().hands[1] = tiles("19p19s12347z22s56p");
        b.pass(0, "9s").pass(1, "8s").pass(2, "7s").pass(3, "4p");
        b.call(1, 3, MeldKind::Chi, "4p", "56p");
        break;
    case 3:
        b.kyoku().hands[1] = tiles("19p19s12347z22s57p");
        b.pass(0, "4p").call(1, 0, MeldKind::Chi, "4p", "57p");
        break;
    case 4: b.pass(0, "9s").call(2, 0, MeldKind::Pon, "9s", "2z2z"); break;
    case 5: b.draw(0, "9m").closedKan(0, "9999m"); break;
    case 6: {
        b.pass(0, "9s");
        DrawResult d;
        d.kind = DrawKind::FourWinds;
        b.drawEnd(d).draw(1, "8s");
        break;
    }
    case 7: b.draw(0, "9s").discard(0, "1m", true); break;
    case 8: b.newDora("5z"); break;
    case 9: b.draw(0, "9s").discard(0, "1m", false, true); break;
    case 10: b.pass(0, "9s").pass(1, "8s").call(2, 0, MeldKind::Pon, "9s", "9s9s"); break;
    case 11: b.draw(0, "9s").discard(0, "9s").discard(0, "1m"); break;
    case 12: {
        b.pass(0, "9s");
        WinResult w;
        w.winner = 1;
        w.from = 1;
        b.win(w);
        break;
    }
    case 13: b.kyoku().hands[1].pop_back(); break;
    default: break;
    }
    if (scenario == 4)
        b.kyoku().hands[2] = tiles("234679s234679p1z");
    const std::string error = firstError(b.rec);
    QVERIFY2(!error.empty(), "no error");
    QVERIFY2(error.find(mentions.toStdString()) != std::string::npos, error.c_str());
    // The Replay class reports it too and keeps the steps before it reachable.
    Replay replay(b.rec);
    QVERIFY(replay.firstError().has_value());
    QCOMPARE(replay.firstError()->message, error);
}

void TestReplay::closedKanDoraTiming()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart,
             { "1111m23456789p1s", "19p19s1234567z22s", "234679s234679m1z", "456p788p457s58m69m" },
             "3z")
            .draw(0, "1s")
            .closedKan(0, "1111m")
            .newDora("5z")
            .draw(0, "9s")
            .discard(0, "9s", true);
    auto s = dealState(b.rec, 0);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->liveWall, 69);
    QVERIFY(!applyNext(*s, b.rec)); // ankan
    QCOMPARE(s->kans, 1);
    QCOMPARE(int(s->doraIndicators.size()), 1);
    QCOMPARE(int(s->player(0).melds.size()), 1);
    QCOMPARE(s->player(0).melds[0].kind, MeldKind::Ankan);
    QCOMPARE(s->player(0).meldSources[0], std::int8_t(-1));
    QVERIFY(s->player(0).isClosed());
    QVERIFY(!applyNext(*s, b.rec)); // the indicator at once
    QCOMPARE(int(s->doraIndicators.size()), 2);
    QVERIFY(!applyNext(*s, b.rec)); // replacement draw
    QVERIFY(s->lastDrawReplacement);
    QCOMPARE(s->liveWall, 68); // the dead wall takes the last live tile
    QVERIFY(!applyNext(*s, b.rec));
    QVERIFY(s->callsMade);
}

void TestReplay::openKanDoraTiming()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart,
             { "123456789m1235p", "19p19s1234567z22s", "999s234679p1z234s", "456p788p457s58m69m" },
             "3z")
            .pass(0, "9s")
            .call(2, 0, MeldKind::Minkan, "9s", "999s")
            .draw(2, "8s")
            .newDora("1z")
            .discard(2, "8s", true);
    b.kyoku().hands[1] = tiles("19p11s1234567z22s");
    auto s = dealState(b.rec, 0);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    for (int i = 0; i < 3; ++i)
        QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->player(2).melds[0].kind, MeldKind::Minkan);
    QCOMPARE(s->player(2).melds[0].from, rules::CalledFrom::Across);
    QCOMPARE(s->player(2).meldSources[0], std::int8_t(0));
    QCOMPARE(s->player(0).river[0].calledBy, std::int8_t(2));
    QVERIFY(s->player(0).river[0].calledAway());
    QVERIFY(!applyNext(*s, b.rec)); // replacement draw: indicator not yet shown
    QCOMPARE(int(s->doraIndicators.size()), 1);
    QCOMPARE(s->liveWall, 68);
    QVERIFY(!applyNext(*s, b.rec)); // before the discard
    QCOMPARE(int(s->doraIndicators.size()), 2);
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->turn, 3); // seat 3 (after the kan player) draws next
}

void TestReplay::addedKanAndChankanWindow()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart,
             { "123456789m1235p", "19p11s123456z22s8m", "99s234679p11z234s", "456p788p457s58m69m" },
             "3z")
            .pass(0, "9s")
            .call(2, 0, MeldKind::Pon, "9s", "9s9s")
            .discard(2, "1z")
            .pass(3, "3p")
            .pass(0, "6z")
            .pass(1, "7z")
            .draw(2, "9s")
            .addedKan(2, "9s")
            .draw(2, "8s")
            .newDora("1z")
            .discard(2, "8s", true);
    const TableState s = replayAll(b.rec);
    QCOMPARE(s.player(2).melds[0].kind, MeldKind::Kakan);
    QCOMPARE(int(s.player(2).melds[0].tiles.size()), 4);
    QCOMPARE(s.kans, 1);
    QCOMPARE(int(s.doraIndicators.size()), 2);
    QCOMPARE(s.liveWall, 70 - 6);
    QCOMPARE(s.player(2).melds[0].from, rules::CalledFrom::Across);
}

void TestReplay::callsAndDirections()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").pass(0, "4p").call(1, 0, MeldKind::Chi, "4p", "56p");
    b.kyoku().hands[1] = tiles("19p19s12347z22s56p");
    const TableState s = replayAll(b.rec);
    const rules::Meld &m = s.player(1).melds[0];
    QCOMPARE(m.kind, MeldKind::Chi);
    QCOMPARE(m.from, rules::CalledFrom::Left);
    QCOMPARE(m.calledTile, 0); // 4p is the lowest of 456p
    QCOMPARE(s.turn, 1);
    QCOMPARE(s.phase, TableState::Phase::Discard);
    QVERIFY(!s.player(1).isClosed());
    QCOMPARE(int(s.player(1).closed.size()), 11);
    QCOMPARE(s.player(0).river[0].calledBy, std::int8_t(1));
}

void TestReplay::exhaustiveDrawWallCount()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z");
    const std::vector<Tile> wall = b.rest(7);
    for (int i = 0; i < 70; ++i) {
        const int seat = i % 4;
        b.draw(seat, rules::toString(wall[static_cast<std::size_t>(i)]));
        b.discard(seat, rules::toString(wall[static_cast<std::size_t>(i)]), true);
    }
    DrawResult d;
    d.kind = DrawKind::Exhaustive;
    d.tenpai = { true, false, false, false };
    b.drawEnd(d);
    const TableState s = replayAll(b.rec);
    QCOMPARE(s.liveWall, 0);
    QVERIFY(s.ended);
    QCOMPARE(s.phase, TableState::Phase::Ended);
    QCOMPARE(s.player(0).draws, 18);
    QCOMPARE(s.player(1).draws, 18);
    QCOMPARE(s.player(2).draws, 17);

    // One more draw is an error, and so is a draw declared with tiles left.
    Builder c = b;
    c.kyoku().events.pop_back();
    c.draw(2, "1z");
    QVERIFY(firstError(c.rec).find("empty wall") != std::string::npos);
    Builder e = b;
    e.kyoku().events.erase(e.kyoku().events.end() - 3, e.kyoku().events.end() - 1);
    QVERIFY(firstError(e.rec).find("exhaustive draw with 1 tiles left") != std::string::npos);
}

void TestReplay::sanmaNorthBonus()
{
    Builder b(3);
    b.start(0, 0, 0, 0, { 35000, 35000, 35000, 0 },
             { "119m123456789p4z", "19p19s1234567z99s", "123789s234679p1z" }, "3z")
            .draw(0, "4z")
            .northBonus(0)
            .draw(0, "9s")
            .discard(0, "9s", true)
            .call(1, 0, MeldKind::Pon, "9s", "9s9s");
    b.kyoku().hands[1] = tiles("19p1s123567z99s1m");
    b.kyoku().hands[1].push_back(tile("9m"));
    auto s = dealState(b.rec, 0);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(s->liveWall, 55);
    QVERIFY(!applyNext(*s, b.rec));
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(int(s->player(0).northBonus.size()), 1);
    QVERIFY(!applyNext(*s, b.rec)); // replacement
    QVERIFY(s->lastDrawReplacement);
    QCOMPARE(s->liveWall, 53);
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->turn, 1);
    QVERIFY(!applyNext(*s, b.rec));
    QCOMPARE(s->player(1).melds[0].from, rules::CalledFrom::Left); // seat 0 is seat 1's left

    Builder c = b;
    c.kyoku().events.pop_back();
    c.call(1, 0, MeldKind::Chi, "9s", "78s");
    QVERIFY(firstError(c.rec).find("no chi in three-player games") != std::string::npos);
}

void TestReplay::replayStepping()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z");
    std::vector<Tile> wall = b.rest(3);
    for (int i = 0; i < 70; ++i) {
        const std::string t = rules::toString(wall[static_cast<std::size_t>(i)]);
        b.draw(i % 4, t).discard(i % 4, t, true);
    }
    DrawResult d;
    d.tenpai = { true, false, false, false };
    b.drawEnd(d);
    b.start(0, 1, 0, 0, kStart, kHands, "3z");
    for (int i = 0; i < 9; ++i) {
        const std::string t = rules::toString(b.rest(5)[static_cast<std::size_t>(i)]);
        b.draw(i % 4, t).discard(i % 4, t, true);
    }

    Replay replay(b.rec);
    QVERIFY(!replay.firstError().has_value());
    QCOMPARE(replay.kyokuCount(), 2);
    QCOMPARE(replay.stepCount(0), 142);
    QCOMPARE(replay.stepCount(1), 19);
    QCOMPARE(replay.totalSteps(), 161);

    // Every step reached by seeking (backwards, forwards, far jumps) equals the linear replay.
    auto linear = [&](int kyoku, int step) {
        TableState s = *dealState(b.rec, kyoku);
        while (s.step < step)
            (void)applyNext(s, b.rec);
        return s;
    };
    auto same = [](const TableState &x, const TableState &y) {
        if (x.kyoku != y.kyoku || x.step != y.step || x.liveWall != y.liveWall || x.turn != y.turn)
            return false;
        for (int seat = 0; seat < 4; ++seat) {
            if (x.player(seat).closed != y.player(seat).closed
                    || x.player(seat).river.size() != y.player(seat).river.size())
                return false;
        }
        return true;
    };
    for (int step : { 141, 0, 77, 76, 16, 15, 17, 100, 33 }) {
        QVERIFY(!replay.seek(0, step));
        QVERIFY2(same(replay.state(), linear(0, step)), std::to_string(step).c_str());
    }
    QVERIFY(!replay.seek(0, 141));
    QVERIFY(!replay.next());
    QCOMPARE(replay.currentKyoku(), 1);
    QCOMPARE(replay.currentStep(), 0);
    QCOMPARE(replay.globalStep(), 142);
    QVERIFY(!replay.previous());
    QCOMPARE(replay.currentKyoku(), 0);
    QCOMPARE(replay.currentStep(), 141);
    QVERIFY(!replay.seekGlobal(150));
    QCOMPARE(replay.currentKyoku(), 1);
    QCOMPARE(replay.currentStep(), 8);
    QVERIFY(same(replay.state(), linear(1, 8)));
    QVERIFY(replay.seek(1, 19).has_value()); // no such step
    QVERIFY(replay.seek(2, 0).has_value());
    QVERIFY(!replay.seekGlobal(160));
    QVERIFY(replay.next().has_value()); // the end of the game
}

void TestReplay::replayStoppedByError()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z").pass(0, "9s").pass(1, "8s").draw(3, "7s");
    Replay replay(b.rec);
    QVERIFY(replay.error(0).has_value());
    QCOMPARE(replay.reachableSteps(0), 5);
    QVERIFY(!replay.seek(0, 4));
    const auto error = replay.seek(0, 5);
    QVERIFY(error.has_value());
    QVERIFY2(error->message.find("E1-0 event 4") != std::string::npos, error->message.c_str());
    QCOMPARE(replay.currentStep(), 4);
}

// The cost of a step is bench_game's (BM_ReplayStep): timings do not belong in a unit test.
void TestReplay::steppingBackAndForth()
{
    // A long kyoku stepped forwards to its end and back to its start, five times over: every
    // step succeeds and each pass ends where the first one did.
    Builder b;
    b.start(0, 0, 0, 0, kStart, kRyanmen, "3z");
    std::vector<Tile> wall = b.rest(11);
    for (int i = 0; i < 70; ++i) {
        const std::string t = rules::toString(wall[static_cast<std::size_t>(i)]);
        b.draw(i % 4, t).discard(i % 4, t, true);
    }
    DrawResult d;
    d.tenpai = { true, false, false, false };
    b.drawEnd(d);
    Replay replay(b.rec);
    const int first = replay.currentStep();
    int last = -1;
    for (int round = 0; round < 5; ++round) {
        for (int i = 0; i < 141; ++i)
            QVERIFY(!replay.next() || i == 140);
        if (round == 0)
            last = replay.currentStep();
        QCOMPARE(replay.currentStep(), last);
        for (int i = 0; i < 141; ++i)
            (void)replay.previous();
        QCOMPARE(replay.currentStep(), first);
    }
    QVERIFY(last > first + 100);
}

HAIFU_TEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"
