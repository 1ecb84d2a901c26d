// teach::Position: every check of checkPosition fails on its own with its field
// named, the position of a game step and its table state, the text form read back and written
// again, a bad text per field named, and hostile texts (huge numbers, long texts) refused.

#include "game/replay.h"
#include "recordbuilder.h"
#include "teach/positiontext.h"

#include "testmain.h"

#include <QTest>

#include <functional>

using namespace haifu;
using namespace recordbuilder;
using namespace Qt::StringLiterals;
using rules::MeldKind;
using teach::Phase;
using teach::Position;

namespace {

rules::Meld meld(MeldKind kind, const std::string &text, int called = 0)
{
    auto m = rules::makeMeld(kind, tiles(text));
    if (!m)
        throw std::runtime_error(m.error().message);
    m->calledTile = kind == MeldKind::Ankan ? -1 : called;
    return *m;
}

game::RiverTile river(
        const std::string &t, bool tsumogiri = false, bool riichi = false, int calledBy = -1)
{
    return game::RiverTile{ tile(t), tsumogiri, riichi, static_cast<std::int8_t>(calledBy) };
}

// A legal position: seat 0 (the dealer) to discard with 14 tiles, the others hidden but seat 1
// with a pon of 5z from seat 2 and 10 tiles, seat 2 in riichi.
Position base()
{
    Position p;
    p.doraIndicators = tiles("3m");
    p.liveWall = 60;
    p.turn = 0;
    p.phase = Phase::Discard;
    p.seat(0).closed = tiles("123m456p789s11z22z5m");
    p.seat(0).drawn = tile("5m");
    p.seat(0).river = { river("9m"), river("1s", true) };
    p.seat(1).closed = tiles("1234567899p");
    p.seat(1).melds = { meld(MeldKind::Pon, "555z") };
    p.seat(1).meldSources = { 2 };
    p.seat(1).melds[0].from = rules::CalledFrom::Right;
    p.seat(2).river = { river("5z", false, false, 1), river("4z", true, true) };
    p.seat(2).riichi = true;
    p.seat(2).ippatsu = true;
    p.seat(2).score = 24000;
    p.deposits = 1;
    return p;
}

// A position using every field: sanma, claim phase, all meld kinds, marks, passes, norths.
Position rich()
{
    Position p;
    p.playerCount = 3;
    p.rulesPreset = "mahjongsoul";
    p.round = 1;
    p.dealer = 2;
    p.honba = 3;
    p.deposits = 2;
    p.liveWall = 12;
    p.doraIndicators = tiles("9p1z4z");
    p.turn = 1;
    p.phase = Phase::Claim;
    teach::SeatPosition &a = p.seat(0);
    a.closed = tiles("1119p");
    a.melds = { meld(MeldKind::Minkan, "7777s", 2), meld(MeldKind::Ankan, "2222z"),
        meld(MeldKind::Pon, "550p", 1) };
    a.melds.back().kind = MeldKind::Kakan;
    a.melds.back().tiles.push_back(tile("5p"));
    a.meldSources = { 1, -1, 2 };
    a.melds[0].from = rules::CalledFrom::Right;
    a.northBonus = tiles("44z");
    a.score = -1200;
    a.passedSinceDiscard = { 0, 27 };
    p.seat(1).closed = tiles("123456s3335556z");
    p.seat(1).river = { river("0s", true), river("1p", true, false, 0), river("9s", false, true) };
    p.seat(1).riichi = true;
    p.seat(1).doubleRiichi = true;
    p.seat(1).passedSinceRiichi = { 8 };
    p.seat(2).score = 102400;
    return p;
}

QString describe(const std::optional<Error> &e)
{
    return e ? QString::fromStdString(e->describe()) : QString();
}

using Change = std::function<void(Position &)>;

} // namespace

Q_DECLARE_METATYPE(Change)

class TestPosition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseChecks()
    {
        QCOMPARE(describe(teach::checkPosition(base())), QString());
        QVERIFY(base().seat(0).isClosed());
        QVERIFY(!base().seat(1).isClosed());
        QCOMPARE(base().seat(1).handSize(), 13);
        QCOMPARE(base().seatWind(1), rules::kinds::South);
        QCOMPARE(base().roundWind(), rules::kinds::East);
    }

    void everyCheckNamesItsField_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<QString>("error");
        QTest::newRow("players") << Change([](Position &p) { p.playerCount = 5; })
                                 << u"players: players must be 3 or 4"_s;
        QTest::newRow("rules") << Change([](Position &p) { p.rulesPreset = "nope"; })
                               << u"rules: unknown ruleset preset 'nope'"_s;
        QTest::newRow("round") << Change([](Position &p) { p.round = 4; })
                               << u"round: 4 is out of range (0..3)"_s;
        QTest::newRow("dealer") << Change([](Position &p) { p.dealer = 4; })
                                << u"dealer: seat 4 is out of range for 4 players"_s;
        QTest::newRow("turn") << Change([](Position &p) { p.turn = -1; })
                              << u"turn: seat -1 is out of range for 4 players"_s;
        QTest::newRow("honba") << Change([](Position &p) { p.honba = -1; })
                               << u"honba: -1 is out of range (0..999)"_s;
        QTest::newRow("deposits") << Change([](Position &p) { p.deposits = 1000; })
                                  << u"deposits: 1000 is out of range (0..999)"_s;
        QTest::newRow("wall") << Change([](Position &p) { p.liveWall = 71; })
                              << u"wall: 71 is out of range (0..70)"_s;
        QTest::newRow("no dora") << Change([](Position &p) { p.doraIndicators.clear(); })
                                 << u"dora: no dora indicator"_s;
        QTest::newRow("six dora") << Change([](Position &p) {
            p.doraIndicators = tiles("123456p");
        }) << u"dora: at most 5 (one plus four kan dora), got 6"_s;
        QTest::newRow("sanma seat 3") << Change([](Position &p) {
            p.playerCount = 3;
            p.liveWall = 50;
            p.seat(3).river = { river("1z") };
        }) << u"seat 3: seat 3 must be empty with three players"_s;
        QTest::newRow("copies") << Change([](Position &p) {
            p.seat(3).river = { river("1z"), river("1z"), river("1z") };
        }) << u"1z: 5 copies of 1z on the table (at most 4)"_s;
        QTest::newRow("red fives") << Change([](Position &p) {
            p.doraIndicators = tiles("0m");
            p.seat(3).river = { river("0m") };
        }) << u"0m: 2 red 0m but the ruleset has 1 (red_fives = 3)"_s;
        QTest::newRow("sanma tiles") << Change([](Position &p) {
            p.playerCount = 3;
            p.liveWall = 50;
        }) << u"2m: 2m is not in a three-player set"_s;
        QTest::newRow("hand size")
                << Change([](Position &p) { p.seat(0).closed.push_back(tile("9p")); })
                << u"seat 0: hand: 15 tiles in hand counting 3 per meld, 14 expected"_s;
        QTest::newRow("other hand size")
                << Change([](Position &p) { p.seat(1).closed.pop_back(); })
                << u"seat 1: hand: 12 tiles in hand counting 3 per meld, 13 expected"_s;
        QTest::newRow("drawn not in hand")
                << Change([](Position &p) { p.seat(0).drawn = tile("9p"); })
                << u"seat 0: drawn: the drawn tile 9p is not in the hand"_s;
        QTest::newRow("drawn of another seat")
                << Change([](Position &p) { p.seat(1).drawn = tile("1p"); })
                << u"seat 1: drawn: only the seat to discard shows a drawn tile"_s;
        QTest::newRow("bad meld") << Change([](Position &p) {
            p.seat(1).melds[0].tiles = tiles("135m");
            p.seat(1).melds[0].kind = MeldKind::Chi;
        }) << u"seat 1: meld 1: chi 135m: a chi is three consecutive tiles of one suit"_s;
        QTest::newRow("meld from itself")
                << Change([](Position &p) { p.seat(1).meldSources = { 1 }; })
                << u"seat 1: meld 1: a pon cannot come from seat 1"_s;
        QTest::newRow("meld sources") << Change([](Position &p) { p.seat(1).meldSources.clear(); })
                                      << u"seat 1: melds: 0 source seats for 1 melds"_s;
        QTest::newRow("chi not from the left")
                << Change([](Position &p) { p.seat(1).melds[0] = meld(MeldKind::Chi, "789s"); })
                << u"seat 1: meld 1: chi from seat 2, who is not the player on the left"_s;
        QTest::newRow("too many melds") << Change([](Position &p) {
            p.seat(1).melds.assign(5, meld(MeldKind::Pon, "555z"));
        }) << u"seat 1: melds: at most 4 melds, got 5"_s;
        QTest::newRow("riichi open") << Change([](Position &p) {
            p.seat(1).riichi = true;
            p.seat(1).river = { river("1z", false, true) };
        }) << u"seat 1: a hand with open melds cannot be in riichi"_s;
        QTest::newRow("riichi tile")
                << Change([](Position &p) { p.seat(2).river[1].riichi = false; })
                << u"seat 2: river: 0 riichi tiles in the river, 1 expected"_s;
        QTest::newRow("called by itself")
                << Change([](Position &p) { p.seat(2).river[0].calledBy = 2; })
                << u"seat 2: river: 5z is marked called by seat 2"_s;
        QTest::newRow("double riichi") << Change([](Position &p) { p.seat(3).doubleRiichi = true; })
                                       << u"seat 3: double riichi without riichi"_s;
        QTest::newRow("ippatsu") << Change([](Position &p) { p.seat(3).ippatsu = true; })
                                 << u"seat 3: ippatsu without riichi"_s;
        QTest::newRow("score") << Change([](Position &p) { p.seat(3).score = 25050; })
                               << u"seat 3: score: score 25050 is not a multiple of 100"_s;
        QTest::newRow("north in four")
                << Change([](Position &p) { p.seat(3).northBonus = tiles("4z"); })
                << u"seat 3: north: a north bonus in a four-player game"_s;
        QTest::newRow("claim") << Change([](Position &p) {
            p.phase = Phase::Claim;
            p.turn = 1;
            p.seat(0).closed.pop_back();
            p.seat(0).drawn.reset();
        }) << u"phase: the claim phase needs a discard of seat 1 still in its river"_s;
    }

    void everyCheckNamesItsField()
    {
        QFETCH(Change, change);
        QFETCH(QString, error);
        Position p = base();
        change(p);
        const QString got = describe(teach::checkPosition(p));
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    void sanmaNorths()
    {
        Position p = rich();
        p.phase = Phase::Claim;
        QCOMPARE(describe(teach::checkPosition(p)), QString());
        p.seat(0).northBonus = tiles("3z");
        QCOMPARE(describe(teach::checkPosition(p)),
                QStringLiteral("seat 0: north: only a north can be set aside, not 3z"));
    }

    void hiddenHandsAreNotCounted()
    {
        Position p = base();
        p.seat(3).closed.clear();
        p.seat(1).closed.clear(); // a meld but no hand: hidden
        QCOMPARE(describe(teach::checkPosition(p)), QString());
        p.seat(0).closed.clear(); // the seat to act cannot hide
        p.seat(0).drawn.reset();
        QVERIFY(describe(teach::checkPosition(p)).startsWith(u"seat 0: hand: 0 tiles"_s));
    }

    void fromAGameStep()
    {
        Builder b;
        b.start(0, 1, 0, 0, kStart, kRyanmen, "1m");
        b.draw(0, "9s").discard(0, "9s", true, true); // riichi
        b.draw(1, "1z").discard(1, "1z", true);
        const game::Record &rec = b.rec;
        game::Replay replay(rec);
        QVERIFY(!replay.seek(0, 2));
        Position p = teach::positionFromState(replay.state());
        QCOMPARE(p.phase, Phase::Claim);
        QCOMPARE(p.turn, 0);
        QCOMPARE(p.claimTile(), std::optional<Tile>(tile("9s")));
        QVERIFY(p.seat(0).riichi);
        QVERIFY(p.seat(0).river.back().riichi && p.seat(0).river.back().tsumogiri);
        QCOMPARE(p.deposits, 0); // the riichi tile was just cut
        QCOMPARE(p.honba, 1);
        QCOMPARE(describe(teach::checkPosition(p)), QString());
        const game::TableState back = teach::toTableState(p);
        QCOMPARE(back.player(0).riichi, game::RiichiState::Declared);
        QCOMPARE(back.pendingRiichi, 0);
        QCOMPARE(back.turn, 1);
        QVERIFY(back.lastDiscard == tile("9s"));
        QVERIFY(game::analysePlayer(back, 0).tenpai);

        QVERIFY(!replay.seek(0, 3)); // seat 1 drew: the riichi stands, 9s was let pass
        p = teach::positionFromState(replay.state());
        QCOMPARE(p.phase, Phase::Discard);
        QCOMPARE(p.turn, 1);
        QCOMPARE(p.deposits, 1);
        QCOMPARE(p.seat(0).score, 24000);
        QVERIFY(p.seat(0).ippatsu);
        QCOMPARE(p.seat(1).drawn, std::optional<Tile>(tile("1z")));
        QCOMPARE(p.seat(2).passedSinceDiscard, std::vector<rules::TileKind>{ 26 });
        QCOMPARE(p.liveWall, 68);
        QCOMPARE(teach::toTableState(p).player(0).riichi, game::RiichiState::Accepted);
        QCOMPARE(teach::positionFromState(teach::toTableState(p)), p);
    }

    void textRoundTrip_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("default") << 0;
        QTest::newRow("base") << 1;
        QTest::newRow("rich") << 2;
        QTest::newRow("unchecked") << 3;
    }

    void textRoundTrip()
    {
        QFETCH(int, which);
        Position p = which == 0 ? Position{} : which == 1 ? base() : rich();
        if (which == 3) { // nothing checked: numbers out of range, 15 tiles, an unknown preset
            p.playerCount = 5;
            p.honba = -5;
            p.turn = 7;
            p.liveWall = 2147483647;
            p.seat(1).score = -2147483647 - 1;
            p.seat(0).closed.push_back(tile("1z"));
            p.seat(3).drawn = tile("0s");
            p.seat(2).passedSinceDiscard = { 33, 0 };
            p.rulesPreset = "no-such-rules";
        }
        const std::string text = teach::formatPosition(p);
        QVERIFY(text.find(' ') == std::string::npos);
        auto back = teach::parsePosition("  " + text + "\n");
        QVERIFY2(back.ok(), back ? "" : back.error().message.c_str());
        QCOMPARE(*back, p);
        QCOMPARE(teach::formatPosition(*back), text);
    }

    void textOfBase()
    {
        QCOMPARE(teach::formatPosition(base()),
                std::string("hp1_players-4_rules-tenhou_round-0_dealer-0_honba-0_dep-1_wall-60_"
                            "dora-3m_turn-0_phase-discard_hand0-123m456p789s1122z5m_drawn0-5m_"
                            "river0-9m1st_score0-25000_hand1-1234567899p_melds1-p555zf2c0_"
                            "score1-25000_river2-5zc14ztr_score2-24000_flags2-ri_score3-25000"));
    }

    void badTextNamesTheField_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::newRow("version") << u"hp1_"_s << u"hp9_"_s
                                 << u"not a position text: it starts with 'hp9'"_s;
        QTest::newRow("players") << u"players-4"_s << u"players-x"_s
                                 << u"players: 'x' is not a number"_s;
        QTest::newRow("round") << u"round-0"_s << u"round-"_s << u"round: '' is not a number"_s;
        QTest::newRow("honba") << u"honba-0"_s << u"honba-a"_s << u"honba: 'a' is not a number"_s;
        QTest::newRow("dep") << u"dep-1"_s << u"dep-1.5"_s << u"dep: '1.5' is not a number"_s;
        QTest::newRow("wall") << u"wall-60"_s << u"wall--60x"_s
                              << u"wall: '-60x' is not a number"_s;
        QTest::newRow("dora") << u"dora-3m"_s << u"dora-3x"_s << u"dora: '3x' is not a tile"_s;
        QTest::newRow("phase") << u"phase-discard"_s << u"phase-cut"_s
                               << u"phase: 'cut' is not one of"_s;
        QTest::newRow("hand") << u"hand0-123m"_s << u"hand0-8z123m"_s
                              << u"hand0: '8z123m45' is not a tile"_s;
        QTest::newRow("drawn") << u"drawn0-5m"_s << u"drawn0-55m"_s
                               << u"drawn0: 2 items, at most 1"_s;
        QTest::newRow("river") << u"river0-9m1st"_s << u"river0-9m5x"_s
                               << u"river0: '5x' is not a tile"_s;
        QTest::newRow("melds") << u"melds1-p555zf2c0"_s << u"melds1-q555z"_s
                               << u"melds1: 'q555z' is not a meld"_s;
        QTest::newRow("meld marker") << u"melds1-p555zf2c0"_s << u"melds1-p555zc0f2"_s
                                     << u"melds1: 'p555zc0f2' is not a meld"_s;
        QTest::newRow("score") << u"score2-24000"_s << u"score2-24k"_s
                               << u"score2: '24k' is not a number"_s;
        QTest::newRow("flags") << u"flags2-ri"_s << u"flags2-rx"_s
                               << u"flags2: 'x' is not a flag"_s;
        QTest::newRow("pass") << u"score3-25000"_s << u"score3-25000_pass3-0m"_s
                              << u"pass3: '0m' is not a tile"_s;
        QTest::newRow("unknown") << u"dep-1"_s << u"dep-1_zz-1"_s << u"zz: unknown field 'zz'"_s;
        QTest::newRow("seat 4") << u"score3-25000"_s << u"score4-25000"_s
                                << u"score4: unknown field 'score4'"_s;
        QTest::newRow("twice") << u"dep-1"_s << u"dep-1_dep-1"_s
                               << u"dep: field 'dep' is given twice"_s;
        QTest::newRow("missing") << u"_turn-0"_s << u""_s << u"missing field 'turn'"_s;
        QTest::newRow("no value") << u"_turn-0"_s << u"_turn"_s << u"turn: '' is not a number"_s;
    }

    void badTextNamesTheField()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QString text = QString::fromStdString(teach::formatPosition(base()));
        QVERIFY(text.contains(from));
        text.replace(from, to);
        auto p = teach::parsePosition(text.toStdString());
        QVERIFY(!p.ok());
        const QString got = QString::fromStdString(p.error().describe());
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    void hostileTexts()
    {
        const std::string good = teach::formatPosition(base());
        const auto refused = [](const std::string &text) {
            auto p = teach::parsePosition(text);
            return p.ok() ? std::string() : p.error().describe();
        };
        std::string huge = good;
        huge.replace(huge.find("honba-0"), 7, "honba-" + std::string(5000, '9'));
        QCOMPARE(refused(huge), std::to_string(huge.size()) + " characters, at most 4096");
        huge = good;
        huge.replace(huge.find("honba-0"), 7, "honba-99999999999");
        QVERIFY(refused(huge).starts_with("honba: '99999999999' is not a number"));
        std::string longRiver = good;
        std::string tilesText;
        for (int i = 0; i < 41; ++i)
            tilesText += "1z";
        longRiver.replace(longRiver.find("river0-9m1st"), 12, "river0-" + tilesText);
        QCOMPARE(refused(longRiver), std::string("river0: 41 items, at most 40"));
        QCOMPARE(refused(std::string(1 << 20, '_')),
                std::string("1048576 characters, at most 4096"));
        QVERIFY(!refused(good + "_melds3-p111zf1.p222zf1.p333zf1.p444zf1.p666zf1").empty());
        // Every one-character change of a good text: read or refused, never a crash; what reads
        // is written again the same way.
        const std::string alphabet = "0123456789mpszcfdtrki_-.xZ";
        int read = 0;
        for (std::size_t i = 0; i < good.size(); ++i) {
            for (char c : alphabet) {
                std::string text = good;
                text[i] = c;
                auto p = teach::parsePosition(text);
                if (!p)
                    continue;
                ++read;
                auto again = teach::parsePosition(teach::formatPosition(*p));
                QVERIFY(again.ok());
                QCOMPARE(*again, *p);
            }
        }
        QVERIFY(read > 100);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
