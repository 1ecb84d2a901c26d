// Danger (insight/danger.h) on hand-made tables: every tier and reason with the exact tiles
// involved, and one visible tile more or less moving a tile to another tier; the threats an
// open hand shows; the hand's report; the deal-ins of a built game.

#include "insight/danger.h"
#include "recordbuilder.h"
#include "teach/position.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using insight::SafetyReason;
using insight::SafetyTier;
using insight::TileSafety;
using recordbuilder::tile;
using recordbuilder::tiles;

namespace {

rules::TileKind kind(const char *text)
{
    return tile(text).kind;
}

// Seat 0 to discard, with seat 1 in riichi on its river; dora indicator 9p (dora 1p) unless set.
struct Table
{
    teach::Position p;

    explicit Table(const char *hand = "")
    {
        p.turn = 0;
        p.phase = teach::Phase::Discard;
        p.doraIndicators = tiles("9p");
        setHand(0, hand);
    }
    void setHand(int seat, const char *hand)
    {
        auto &closed = p.seat(seat).closed;
        closed = tiles(hand);
        std::sort(closed.begin(), closed.end(),
                [](const rules::Tile &a, const rules::Tile &b) { return a.kind < b.kind; });
    }
    // The river of a seat; riichiAt >= 0 puts the seat in riichi with that tile sideways.
    void river(int seat, const char *discards, int riichiAt = -1)
    {
        auto &r = p.seat(seat).river;
        r.clear();
        for (const rules::Tile &t : tiles(discards))
            r.push_back(game::RiverTile{ t, false, false, -1 });
        if (riichiAt >= 0) {
            r[static_cast<std::size_t>(riichiAt)].riichi = true;
            p.seat(seat).riichi = true;
        }
    }
    void meld(int seat, rules::MeldKind kind, const char *meldTiles)
    {
        auto m = rules::makeMeld(kind, tiles(meldTiles));
        QVERIFY(m.ok());
        m->from = rules::CalledFrom::Left;
        m->calledTile = 0;
        p.seat(seat).melds.push_back(*m);
        p.seat(seat).meldSources.push_back(static_cast<std::int8_t>((seat + 3) % 4));
    }
    [[nodiscard]] game::TableState state() const { return teach::toTableState(p); }
    [[nodiscard]] TileSafety safety(const char *kindText, int threat = 1) const
    {
        return insight::safetyOf(state(), 0, threat, kind(kindText));
    }
};

QList<rules::TileKind> kindsOf(const TileSafety &s)
{
    QList<rules::TileKind> out;
    for (std::uint8_t i = 0; i < s.kindCount; ++i)
        out << s.kinds[i];
    std::sort(out.begin(), out.end());
    return out;
}

QList<rules::TileKind> kindList(std::initializer_list<const char *> texts)
{
    QList<rules::TileKind> out;
    for (const char *t : texts)
        out << kind(t);
    std::sort(out.begin(), out.end());
    return out;
}

#define CHECK_SAFETY(s, expectedTier, expectedReason)                                              \
    do {                                                                                           \
        const TileSafety got_ = (s);                                                               \
        QCOMPARE(insight::tierName(got_.tier), insight::tierName(expectedTier));                   \
        QCOMPARE(insight::reasonName(got_.reason), insight::reasonName(expectedReason));           \
    } while (false)

} // namespace

class TestDanger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void genbutsuFromOwnRiver()
    {
        Table t("5m");
        t.river(1, "5m1z7p", 2);
        CHECK_SAFETY(t.safety("5m"), SafetyTier::Genbutsu, SafetyReason::OwnRiver);
        t.river(1, "4m1z7p", 2); // 5m gone from the river: both sides of 5m are open
        CHECK_SAFETY(t.safety("5m"), SafetyTier::BothSidesOpen, SafetyReason::NoSujiMiddle);
    }

    void genbutsuPassedAfterRiichi()
    {
        Table t("5m");
        t.river(1, "1z7p", 1);
        t.river(2, "3z5m"); // discarded by seat 2 after the riichi, not ronned
        t.p.seat(1).passedSinceRiichi = { kind("5m") };
        CHECK_SAFETY(t.safety("5m"), SafetyTier::Genbutsu, SafetyReason::PassedAfterRiichi);
        t.p.seat(1).passedSinceRiichi.clear(); // the 5m came before the riichi
        CHECK_SAFETY(t.safety("5m"), SafetyTier::BothSidesOpen, SafetyReason::NoSujiMiddle);
    }

    void genbutsuPassedThisTurnByAnOpenHand()
    {
        Table t("5m");
        t.river(2, "1z2z3z");
        t.meld(2, rules::MeldKind::Chi, "123s");
        t.meld(2, rules::MeldKind::Pon, "777p");
        t.p.seat(2).passedSinceDiscard = { kind("5m") };
        const auto threat = insight::threatOf(t.state(), 2);
        QVERIFY(threat.has_value());
        QCOMPARE(threat->kind, insight::ThreatKind::OpenHand);
        QCOMPARE(int(threat->signs), int(insight::SignTwoMelds));
        CHECK_SAFETY(t.safety("5m", 2), SafetyTier::Genbutsu, SafetyReason::PassedThisTurn);
        t.p.seat(2).passedSinceDiscard.clear();
        CHECK_SAFETY(t.safety("5m", 2), SafetyTier::BothSidesOpen, SafetyReason::NoSujiMiddle);
    }

    void sujiOfMiddleTiles()
    {
        Table t("5m3m");
        t.river(1, "2m1z7p", 2);
        TileSafety s = t.safety("5m"); // 2m blocks 34m; 67m open
        CHECK_SAFETY(s, SafetyTier::OneSideOpen, SafetyReason::HalfSuji);
        QCOMPARE(kindsOf(s), kindList({ "2m" }));
        t.river(1, "2m8m7p", 2); // double suji
        s = t.safety("5m");
        CHECK_SAFETY(s, SafetyTier::NoTwoSided, SafetyReason::Suji);
        QCOMPARE(kindsOf(s), kindList({ "2m", "8m" }));
        t.river(1, "6m1z7p", 2); // suji 3m: 45m blocked, 24m and 12m remain
        s = t.safety("3m");
        CHECK_SAFETY(s, SafetyTier::NoTwoSided, SafetyReason::Suji);
        QCOMPARE(kindsOf(s), kindList({ "6m" }));
        t.river(1, "7m1z7p", 2);
        CHECK_SAFETY(t.safety("3m"), SafetyTier::OneSideOpen, SafetyReason::NoSuji);
    }

    void sujiTerminalAndTheRiichiTile()
    {
        Table t("1m");
        t.river(1, "4m1z7p", 2);
        TileSafety s = t.safety("1m");
        CHECK_SAFETY(s, SafetyTier::PairWaitsOnly, SafetyReason::SujiTerminal);
        QCOMPARE(kindsOf(s), kindList({ "4m" }));
        QVERIFY(!s.has(insight::NoteRiichiTileSuji));
        t.river(1, "1z7p4m", 2); // the 4m is the riichi tile itself
        s = t.safety("1m");
        CHECK_SAFETY(s, SafetyTier::PairWaitsOnly, SafetyReason::SujiTerminal);
        QVERIFY(s.has(insight::NoteRiichiTileSuji));
        t.river(1, "4m7p4m", 2); // also cut before: a plain suji again
        QVERIFY(!t.safety("1m").has(insight::NoteRiichiTileSuji));
        t.river(1, "5m1z7p", 2);
        CHECK_SAFETY(t.safety("1m"), SafetyTier::Outer, SafetyReason::TerminalNoSuji);
    }

    void kabeNoChanceAndOneChance()
    {
        Table t("1m2m");
        t.river(1, "1z7p3z", 2);
        t.river(2, "2m");
        t.river(3, "2m");
        // 3 copies of 2m visible: 23m can still be held with the last 2m.
        TileSafety s = t.safety("1m");
        CHECK_SAFETY(s, SafetyTier::NoTwoSided, SafetyReason::OneChance);
        QCOMPARE(kindsOf(s), kindList({ "2m" }));
        t.river(3, "2m2m"); // the fourth 2m: no 23m, 1m is hit by pair waits only
        s = t.safety("1m");
        CHECK_SAFETY(s, SafetyTier::PairWaitsOnly, SafetyReason::NoChance);
        QCOMPARE(kindsOf(s), kindList({ "2m" }));
        t.river(3, "3z"); // two 2m visible: 1m is an open terminal again
        CHECK_SAFETY(t.safety("1m"), SafetyTier::Outer, SafetyReason::TerminalNoSuji);
    }

    // One visible tile of a wall kind more or less moves a tile between tiers.
    void wallTiles_data()
    {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("riichiRiver");
        QTest::addColumn<QString>("river2");
        QTest::addColumn<QString>("river2After");
        QTest::addColumn<QString>("tile");
        QTest::addColumn<int>("tier");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("blockers");
        QTest::addColumn<int>("tierAfter");
        QTest::addColumn<int>("reasonAfter");
        // 67m needs the last 7m; 79m still waits on 8m by kanchan.
        QTest::newRow("one-chance 8m")
                << "8m7m"
                << "1z7p3z"
                << "7m7m"
                << "7m1z"
                << "8m" << int(SafetyTier::NoTwoSided) << int(SafetyReason::OneChance) << "7m"
                << int(SafetyTier::OneSideOpen) << int(SafetyReason::NoSuji);
        // 2m: 34m blocked by the suji 5m, 13m needs a 1m and every 1m is visible; with a 1m
        // unseen the kanchan 13m is possible again.
        QTest::newRow("2m behind suji and wall")
                << "2m1m1m"
                << "5m7p3z"
                << "1m1m"
                << "1m3z"
                << "2m" << int(SafetyTier::PairWaitsOnly) << int(SafetyReason::Suji) << "5m"
                << int(SafetyTier::NoTwoSided) << int(SafetyReason::Suji);
    }

    void wallTiles()
    {
        QFETCH(QString, hand);
        QFETCH(QString, riichiRiver);
        QFETCH(QString, river2);
        QFETCH(QString, river2After);
        QFETCH(QString, tile);
        QFETCH(int, tier);
        QFETCH(int, reason);
        QFETCH(QString, blockers);
        QFETCH(int, tierAfter);
        QFETCH(int, reasonAfter);
        Table t(qPrintable(hand));
        t.river(1, qPrintable(riichiRiver), 2);
        t.river(2, qPrintable(river2));
        const TileSafety s = t.safety(qPrintable(tile));
        CHECK_SAFETY(s, SafetyTier(tier), SafetyReason(reason));
        QCOMPARE(kindsOf(s), kindList({ qPrintable(blockers) }));
        t.river(2, qPrintable(river2After));
        CHECK_SAFETY(t.safety(qPrintable(tile)), SafetyTier(tierAfter), SafetyReason(reasonAfter));
    }

    void honoursByCopiesSeen()
    {
        Table t("1z");
        t.river(1, "2z7p3z", 2);
        CHECK_SAFETY(t.safety("1z"), SafetyTier::Outer, SafetyReason::HonourFewSeen);
        QCOMPARE(int(t.safety("1z").visible), 1);
        t.river(2, "1z");
        CHECK_SAFETY(t.safety("1z"), SafetyTier::PairWaitsOnly, SafetyReason::HonourTwoSeen);
        t.river(3, "1z");
        CHECK_SAFETY(t.safety("1z"), SafetyTier::NearlySafe, SafetyReason::SingleWaitOnly);
        t.meld(2, rules::MeldKind::Pon, "111z");
        t.river(2, "6z");
        t.river(3, "6z");
        t.setHand(0, "1z"); // pon of 3 + own 1: all four visible
        CHECK_SAFETY(t.safety("1z"), SafetyTier::NearlySafe, SafetyReason::NoCopyLeft);
    }

    void threePlayerTerminalsCountAsHonours()
    {
        Table t("1m9m");
        t.p.playerCount = 3;
        t.river(1, "1z7p3z", 2);
        CHECK_SAFETY(t.safety("1m"), SafetyTier::Outer, SafetyReason::HonourFewSeen);
        t.river(2, "1m");
        CHECK_SAFETY(t.safety("1m"), SafetyTier::PairWaitsOnly, SafetyReason::HonourTwoSeen);
        t.p.playerCount = 4; // with four players 23m can hit 1m
        CHECK_SAFETY(t.safety("1m"), SafetyTier::Outer, SafetyReason::TerminalNoSuji);
    }

    void earlyOutsideTiles()
    {
        Table t("1m4m");
        t.river(1, "2m1z2z3z4z5z6z7p", 7);
        TileSafety s = t.safety("1m"); // 23m would have held the 2m cut at once
        CHECK_SAFETY(s, SafetyTier::Outer, SafetyReason::TerminalNoSuji);
        QVERIFY(s.has(insight::NoteEarlyOutside));
        QVERIFY(!t.safety("4m").has(insight::NoteEarlyOutside)); // 56m is still open
        t.river(1, "7m1z2z3z4z5z2m7p", 7); // 2m as the 7th discard; suji 7m blocks 56m
        QVERIFY(!t.safety("1m").has(insight::NoteEarlyOutside));
        t.river(1, "2m7m2z3z4z5z6z7p", 7);
        s = t.safety("4m");
        CHECK_SAFETY(s, SafetyTier::OneSideOpen, SafetyReason::HalfSuji);
        QVERIFY(s.has(insight::NoteEarlyOutside));
        // Within a tier the early outside tile is safer.
        TileSafety plain = s;
        plain.notes = 0;
        QVERIFY(insight::saferThan(s, plain));
        QVERIFY(!insight::saferThan(plain, s));
    }

    void doraNotesOrderWithinATier()
    {
        Table t("4m5m6m");
        t.p.doraIndicators = tiles("4m"); // dora 5m
        t.river(1, "1z7p3z", 2);
        const TileSafety five = t.safety("5m");
        const TileSafety six = t.safety("6m");
        QCOMPARE(five.tier, SafetyTier::BothSidesOpen);
        QCOMPARE(six.tier, SafetyTier::BothSidesOpen);
        QVERIFY(five.has(insight::NoteDora));
        QVERIFY(six.has(insight::NoteNextToDora));
        QVERIFY(insight::saferThan(six, five));
        QVERIFY(!insight::saferThan(five, six));
    }

    void openHandThreats()
    {
        Table t("5m");
        t.river(2, "1m9m");
        t.meld(2, rules::MeldKind::Chi, "234p");
        QVERIFY(!insight::threatOf(t.state(), 2)); // one chi: no threat
        t.p.seat(2).melds.clear();
        t.p.seat(2).meldSources.clear();
        t.meld(2, rules::MeldKind::Pon, "777z");
        QVERIFY(!insight::threatOf(t.state(), 2)); // a lone yakuhai pon, early
        t.river(2, "1m9m1p9p1z2z");
        auto threat = insight::threatOf(t.state(), 2);
        QVERIFY(threat);
        QCOMPARE(int(threat->signs), int(insight::SignYakuhaiPon));
        t.p.seat(2).melds.clear();
        t.p.seat(2).meldSources.clear();
        t.meld(2, rules::MeldKind::Pon, "222p"); // dora indicator 1p: a dora pon
        t.p.doraIndicators = tiles("1p");
        threat = insight::threatOf(t.state(), 2);
        QVERIFY(threat);
        QCOMPARE(int(threat->signs), int(insight::SignDoraMelds)); // 1p and 9p cut: no flush look
        t.river(2, "1m9m1s9s1z2z"); // no pinzu in six discards: a flush look too
        threat = insight::threatOf(t.state(), 2);
        QVERIFY(threat);
        QCOMPARE(int(threat->signs), int(insight::SignDoraMelds | insight::SignFlushLook));
    }

    void handReport()
    {
        Table t("1z5m5m0m4p");
        t.river(1, "4p1z7s", 2); // riichi: 4p and 1z genbutsu
        t.river(2, "9s9s2z");
        t.meld(2, rules::MeldKind::Chi, "123s");
        t.meld(2, rules::MeldKind::Pon, "777p");
        t.river(3, "5m");
        const insight::HandDanger d = insight::assessDanger(t.state(), 0);
        QCOMPARE(int(d.threats.size()), 2);
        QCOMPARE(d.threats[0].seat, 1);
        QCOMPARE(d.threats[0].kind, insight::ThreatKind::Riichi);
        QCOMPARE(d.threats[1].seat, 2);
        QCOMPARE(int(d.tiles.size()), 3); // 5m (plain and red), 4p, 1z
        QCOMPARE(d.tiles[0].kind, kind("5m"));
        QCOMPARE(d.tiles[1].kind, kind("4p"));
        QCOMPARE(d.tiles[2].kind, kind("1z"));
        const insight::TileDanger *four = d.find(kind("4p"));
        QVERIFY(four);
        QCOMPARE(four->against[0].tier, SafetyTier::Genbutsu);
        QVERIFY(four->against[1].tier != SafetyTier::Genbutsu);
        QCOMPARE(four->worst, 1); // the open hand is the danger for 4p
        const insight::TileDanger *east = d.find(kind("1z"));
        QVERIFY(east);
        QCOMPARE(east->against[0].tier, SafetyTier::Genbutsu);
        QCOMPARE(east->against[1].tier, SafetyTier::PairWaitsOnly); // 1z: 2 visible
        QVERIFY(!d.find(kind("6m")));
        QCOMPARE(insight::assessDanger(t.state(), 3).threats.size(), std::size_t(2));
        t.p.seat(1).riichi = false;
        t.river(1, "4p1z7s");
        QCOMPARE(int(insight::assessDanger(t.state(), 0).threats.size()), 1);
    }

    void dealInsOfABuiltGame()
    {
        using recordbuilder::Builder;
        Builder b;
        game::WinResult w;
        w.winner = 0;
        w.from = 1;
        w.winTile = tile("4p");
        // Riichi on 9s, seat 1 deals in with 4p: 4p is open (no suji), against the riichi.
        b.start(0, 0, 0, 0, recordbuilder::kStart, recordbuilder::kRyanmen, "3z")
                .draw(0, "9s")
                .discard(0, "9s", true, true)
                .riichiAccepted(0)
                .draw(1, "4p")
                .discard(1, "4p", true)
                .win(w);
        // No riichi: the same ron is not listed.
        b.start(1, 0, 0, 1, recordbuilder::kStart, recordbuilder::kRyanmen, "3z")
                .draw(1, "4p")
                .discard(1, "4p", true)
                .win(w);
        const std::vector<insight::DealIn> list = insight::flaggedDealIns(b.rec);
        QCOMPARE(int(list.size()), 1);
        const insight::DealIn &d = list.front();
        QCOMPARE(d.kyoku, 0);
        QCOMPARE(d.step, 4);
        QCOMPARE(d.discarder, 1);
        QCOMPARE(d.winner, 0);
        QCOMPARE(d.tile.kind, kind("4p"));
        QVERIFY(!d.robbedKan);
        QCOMPARE(d.safety.tier, SafetyTier::BothSidesOpen);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestDanger)
#include "tst_danger.moc"
