// Playing on from a step of a kyoku (game::PlayLine): the move notation, the legal actions, the
// draws (true wall, recorded, assumed), the scoring and settlement of a line's end, and every
// kyoku of the corpus played again through the line's rules.
#include "formats/recordio.h"
#include "game/play.h"
#include "game/studytree.h"
#include "game/verify.h"
#include "recordbuilder.h"
#include "sharedrecords.h"
#include "verifierflags.h"

#include "testmain.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QTest>

using namespace haifu;
using namespace haifu::game;
using namespace recordbuilder;

namespace {

Action act(const char *text)
{
    auto a = parseAction(text);
    if (!a)
        qFatal("bad move %s: %s", text, a.error().message.c_str());
    return *a;
}

std::string legalText(const PlayLine &line)
{
    return actionsText(line.legalActions());
}

bool offers(const PlayLine &line, const char *move)
{
    const std::string wanted = actionText(act(move));
    const auto legal = line.legalActions();
    return std::any_of(
            legal.begin(), legal.end(), [&](const Action &a) { return actionText(a) == wanted; });
}

// East 1, seat 0 deals: seat 0 waits on 5p (123456789m 123p 5p, ittsu).
Builder tankiDeal()
{
    Builder b;
    b.start(0, 0, 0, 0, kStart, kHands, "3z")
            .draw(0, "9s")
            .discard(0, "9s", true)
            .pass(1, "3z")
            .pass(2, "9m")
            .draw(3, "1s")
            .discard(3, "5p");
    return b;
}

// Plays tsumogiri and passes until the line ends; at most `limit` moves.
void playOut(PlayLine &line, int limit = 400)
{
    for (int i = 0; i < limit && !line.ended(); ++i) {
        const auto legal = line.legalActions();
        QVERIFY2(!legal.empty(), "a line that has not ended offers no action");
        const auto pass = std::find_if(legal.begin(), legal.end(),
                [](const Action &a) { return a.kind == ActionKind::Pass; });
        if (pass != legal.end()) {
            QVERIFY(!line.play(*pass));
            continue;
        }
        const PlayerState &p = line.state().player(line.state().turn);
        QVERIFY2(p.drawn.has_value(), legalText(line).c_str());
        QVERIFY(!line.play(Action{ ActionKind::Discard, line.state().turn, *p.drawn, {} }));
    }
    QVERIFY(line.ended());
}

} // namespace

class TestPlayLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notationRoundTrips_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *m : { "1d5m", "1d0p", "2r7z", "0t", "3h", "3c4m56m", "3c6m40m", "2p7z77z",
                     "2p5p05p", "1k5s055s", "0a1111z", "0e5m", "0n", "0x", "2g3s", "-" })
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void notationRoundTrips()
    {
        QFETCH(QString, text);
        const auto a = parseAction(text.toStdString());
        QVERIFY2(a, a ? "" : a.error().message.c_str());
        QCOMPARE(QString::fromStdString(actionText(*a)), text);
    }

    void badNotationIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *m : { "", "5d1m", "1q1m", "1d", "1d1m2m", "1t5m", "1c4m", "1dxx", "d1m" })
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void badNotationIsRefused()
    {
        QFETCH(QString, text);
        QVERIFY(!parseAction(text.toStdString()));
    }

    void movesListNamesTheBadMove()
    {
        const auto moves = parseActions("1d5m, 2d3z 2q");
        QVERIFY(!moves);
        QCOMPARE(moves.error().message,
                std::string("move 3 (2q): '2q' is not a move (see the move notation: 1d5m, 1r5m, "
                            "1t, 2h, "
                            "3c4m56m, -)"));
        QCOMPARE(parseActions(" 0d1m  1d2m,-\n").value().size(), std::size_t(3));
    }

    void dealerChoosesAmongEveryDiscard()
    {
        Builder b = tankiDeal();
        auto line = PlayLine::start(b.rec, 0, 1); // the dealer has drawn 9s
        QVERIFY(line);
        QCOMPARE(line->state().phase, TableState::Phase::Discard);
        // 123456789m 1235p + 9s: 14 distinct tiles to discard; riichi only where tenpai remains
        // (on 9s waiting on 5p, on 5p waiting on 9s).
        int discards = 0;
        for (const Action &a : line->legalActions())
            discards += a.kind == ActionKind::Discard ? 1 : 0;
        QCOMPARE(discards, 14);
        QVERIFY(offers(*line, "0r9s"));
        QVERIFY(offers(*line, "0r5p"));
        QVERIFY(!offers(*line, "0r1m"));
        QVERIFY(!offers(*line, "0t"));
        // Another seat may not act now: refused, with the legal actions named.
        const auto error = line->play(act("1d1z"));
        QVERIFY(error);
        QVERIFY2(error->message.starts_with("1d1z is not a legal action here (legal: 0d1m "),
                error->message.c_str());
    }

    void ronIsScoredAndSettled()
    {
        Builder b = tankiDeal();
        // After seat 3 discards 5p: the dealer's ron (ittsu 2 han, 40 fu: 3900 as dealer).
        auto line = PlayLine::start(b.rec, 0, static_cast<int>(b.kyoku().events.size()));
        QVERIFY(line);
        QVERIFY2(offers(*line, "0h"), legalText(*line).c_str());
        QVERIFY(offers(*line, "-"));
        QVERIFY(!line->play(act("0h")));
        QVERIFY(line->ended());
        const Kyoku &k = line->kyoku();
        QCOMPARE(k.wins.size(), std::size_t(1));
        QCOMPARE(k.wins[0].han, 2);
        QCOMPARE(k.wins[0].fu, 40);
        QCOMPARE(k.wins[0].points, 3900);
        QCOMPARE(k.wins[0].deltas, (std::array<int, 4>{ 3900, 0, 0, -3900 }));
        QVERIFY(k.hasEndScores);
        QCOMPARE(k.endScores, (std::array<int, 4>{ 28900, 25000, 25000, 21100 }));
        QVERIFY(line->legalActions().empty());
        QCOMPARE(line->play(act("1d1z"))->message, std::string("the line has ended"));
    }

    void passingTheWinGoesOnWithTheRecordedDraw()
    {
        Builder b = tankiDeal();
        b.draw(0, "4p").discard(0, "4p", true);
        auto line = PlayLine::start(b.rec, 0, 8); // after 3d5p
        QVERIFY(line);
        QVERIFY(!line->play(act("-")));
        // The recorded draw of seat 0 comes from the record: the turn order is unchanged.
        QCOMPARE(line->state().phase, TableState::Phase::Discard);
        QVERIFY(line->state().player(0).drawn.value() == tile("4p"));
        QCOMPARE(line->drawSource(), DrawSource::Recorded);
        // Letting the 5p pass made seat 0 furiten for the turn; the 4p is not a winner either.
        QVERIFY(!offers(*line, "0t"));
        QVERIFY(!line->play(act("0d4p")));
        // Past the recorded draws the next tile is the user's pick among the unseen ones.
        QCOMPARE(line->nextDrawSource(), DrawSource::Assumed);
        const auto legal = line->legalActions();
        QVERIFY(!legal.empty());
        QVERIFY(std::all_of(legal.begin(), legal.end(),
                [](const Action &a) { return a.kind == ActionKind::Draw && a.seat == 1; }));
        // 5p: seat 0 holds one, one is in seat 3's river: one plain 5p and the red one unseen.
        QVERIFY(offers(*line, "1g5p"));
        QVERIFY(offers(*line, "1g0p"));
        QVERIFY(line->play(act("2g5p"))->message.starts_with("2g5p is not a legal action here"));
    }

    void trueWallDrawsAndPlayOutToAnExhaustiveDraw()
    {
        Builder b;
        b.start(0, 0, 0, 0, kStart, kHands, "3z");
        Kyoku &k = b.kyoku();
        k.wall = b.rest(7);
        k.trueWall = true;
        // Take the 5p out of the wall: seat 0 stays tenpai on 5p to the end without winning.
        std::erase_if(k.wall, [](const Tile &t) { return t.kind == tile("5p").kind; });
        QVERIFY(k.wall.size() >= 70u);
        auto line = PlayLine::start(b.rec, 0, 0);
        QVERIFY(line);
        QVERIFY(line->state().player(0).drawn.value() == k.wall[0]);
        QCOMPARE(line->drawSource(), DrawSource::TrueWall);
        playOut(*line);
        const Kyoku &end = line->kyoku();
        QVERIFY(end.draw.has_value());
        QCOMPARE(end.draw->kind, DrawKind::Exhaustive);
        QVERIFY(end.draw->tenpai[0]);
        QCOMPARE(end.draw->deltas, (std::array<int, 4>{ 3000, -1000, -1000, -1000 }));
        QCOMPARE(end.endScores, (std::array<int, 4>{ 28000, 24000, 24000, 24000 }));
    }

    // Every hand with a true wall among the in-tree Tenhou logs, played again from the deal
    // with tsumogiri and every call and win passed: each live draw is the wall's next tile, the
    // kan dora come from their slots, and the line runs the whole live wall to an exhaustive
    // draw (or an abortive one), settled.
    void trueWallHandsPlayOut()
    {
        int hands = 0;
        QDirIterator it(QStringLiteral(HAIFU_TEST_DATA "/records"), QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            auto record = formats::readRecordFile(path);
            QVERIFY2(record, qPrintable(path));
            for (int k = 0; k < static_cast<int>(record->kyoku.size()); ++k) {
                const Kyoku &recorded = record->kyoku[static_cast<std::size_t>(k)];
                if (!recorded.trueWall)
                    continue;
                auto line = PlayLine::start(*record, k, 0);
                QVERIFY2(line, qPrintable(path));
                QCOMPARE(line->drawSource(), DrawSource::TrueWall);
                playOut(*line, 1000);
                if (QTest::currentTestFailed())
                    return;
                std::size_t live = 0;
                for (const Event &e : line->kyoku().events) {
                    if (e.type != EventType::Draw || e.replacement)
                        continue;
                    QVERIFY2(live < recorded.wall.size(), qPrintable(path));
                    QVERIFY2(e.tile == recorded.wall[live],
                            qPrintable(QStringLiteral("%1 kyoku %2: live draw %3")
                                               .arg(path)
                                               .arg(k)
                                               .arg(live)));
                    ++live;
                }
                const Kyoku &end = line->kyoku();
                QVERIFY2(end.draw.has_value(), qPrintable(path));
                if (end.draw->kind == DrawKind::Exhaustive)
                    QCOMPARE(live, recorded.wall.size());
                QVERIFY(end.hasEndScores);
                ++hands;
            }
        }
        QVERIFY(hands >= 10);
    }

    void movesReplayToTheSameLine()
    {
        Builder b;
        b.start(0, 0, 0, 0, kStart, kHands, "3z");
        b.kyoku().wall = b.rest(3);
        b.kyoku().trueWall = true;
        auto line = PlayLine::start(b.rec, 0, 0);
        QVERIFY(line);
        for (int i = 0; i < 12 && !line->ended(); ++i) {
            const auto legal = line->legalActions();
            QVERIFY(!legal.empty());
            QVERIFY(!line->play(legal[static_cast<std::size_t>(i) % legal.size()]));
        }
        const auto again = PlayLine::replay(b.rec, 0, 0, line->moves());
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QCOMPARE(again->kyoku().events.size(), line->kyoku().events.size());
        QCOMPARE(actionsText(again->moves()), actionsText(line->moves()));
        // A stored move that no longer fits is named.
        auto moves = line->moves();
        moves.insert(moves.begin(), act("3d1z"));
        const auto bad = PlayLine::replay(b.rec, 0, 0, moves);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.starts_with("move 1 (3d1z): 3d1z is not a legal action"),
                bad.error().message.c_str());
    }

    void treeKeepsVariationsInOrder()
    {
        Builder b = tankiDeal();
        StudyTree tree;
        // A: the dealer wins the 5p; B: passes it, draws 4p (assumed) and lets it go; C (inside B):
        // seat 0 discards 1m instead.
        const auto a = tree.add(b.rec, 0, 0, 8, { act("0h") }, "ron");
        QVERIFY2(a, a ? "" : a.error().message.c_str());
        const auto bId = tree.add(b.rec, 0, 0, 8, { act("-"), act("0g4p"), act("0d4p") }, "pass");
        QVERIFY(bId);
        const auto c = tree.add(b.rec, 0, *bId, 2, { act("0d1m") });
        QVERIFY2(c, c ? "" : c.error().message.c_str());
        QCOMPARE(tree.linesAt(0, 0, 8), (std::vector<int>{ 0, *a, *bId }));
        QCOMPARE(tree.path(*c).first, 8);
        QCOMPARE(actionsText(tree.path(*c).second), std::string("- 0g4p 0d1m"));
        const auto line = tree.line(b.rec, *c);
        QVERIFY(line);
        QVERIFY(line->state().player(0).river.back().tile == tile("1m"));

        // An illegal variation is refused with the move named, and nothing is added.
        const auto bad = tree.add(b.rec, 0, 0, 8, { act("-"), act("1d1z") });
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.starts_with("move 2 (1d1z): "), bad.error().message.c_str());
        QCOMPARE(tree.variations().size(), std::size_t(3));
        QVERIFY(!tree.add(b.rec, 0, 99, 0, {}));

        // Promote past the recorded continuation: B becomes the main line at that node.
        QVERIFY(tree.promote(*bId));
        QCOMPARE(tree.linesAt(0, 0, 8), (std::vector<int>{ 0, *bId, *a }));
        QVERIFY(tree.promote(*bId));
        QCOMPARE(tree.linesAt(0, 0, 8), (std::vector<int>{ *bId, 0, *a }));
        QVERIFY(tree.find(*bId)->rank < 0);
        QVERIFY(!tree.promote(*bId));
        QVERIFY(tree.demote(*bId));
        QCOMPARE(tree.linesAt(0, 0, 8), (std::vector<int>{ 0, *bId, *a }));

        // Removing B removes C with it; restoring brings both back in their places.
        const auto removed = tree.remove(*bId);
        QCOMPARE(removed.size(), std::size_t(2));
        QCOMPARE(tree.variations().size(), std::size_t(1));
        tree.restore(removed);
        QCOMPARE(tree.linesAt(0, 0, 8), (std::vector<int>{ 0, *bId, *a }));
        QVERIFY(tree.find(*c));
        QVERIFY(tree.rename(*c, "1m"));
        QCOMPARE(tree.find(*c)->name, std::string("1m"));
        QCOMPARE(tree.ordered(), (std::vector<int>{ *bId, *a, *c }));

        // Play-on is checked too.
        QVERIFY(!tree.extend(b.rec, *c, { act("1g1z"), act("1d1z") }));
        QCOMPARE(actionsText(tree.find(*c)->moves), std::string("0d1m 1g1z 1d1z"));
        QVERIFY(tree.extend(b.rec, *a, { act("0d1m") })); // the ron ended that line
        QCOMPARE(tree.find(*a)->moves.size(), std::size_t(1));
    }

    // Every kyoku of every corpus record, played again from the deal through the line's rules:
    // each recorded action is one the rules offer, and where the verifier finds the kyoku
    // clean the line's settlement pays exactly what the record says.
    void corpusPlaysAgain()
    {
        HAIFU_REQUIRE_SHARED_RECORDS();
        int records = 0;
        int kyokuPlayed = 0;
        int settled = 0;
        QStringList failures;
        QSet<QString> read;
        QSet<QString> flagged;
        for (const QString &path : haifu::test::sharedRecordFiles()) {
            const QString name = QFileInfo(path).fileName();
            auto record = formats::readRecordFile(path);
            if (!record) {
                failures << name + QStringLiteral(": ")
                                + QString::fromStdString(record.error().message);
                continue;
            }
            ++records;
            read << name;
            // The kyoku the verifier flags are left out: the known ones (verifierflags.h), by
            // name; any other flag fails below. A record whose rules are not all in its header
            // is left out whole.
            const QSet<QString> flags = formats::test::verifierFlags(name, verifyRecord(*record));
            flagged += flags;
            if (flags.contains(name + QStringLiteral(" rules")))
                continue;
            for (int k = 0; k < static_cast<int>(record->kyoku.size()); ++k) {
                const Kyoku &recorded = record->kyoku[static_cast<std::size_t>(k)];
                if (flags.contains(QStringLiteral("%1 kyoku %2").arg(name).arg(k)))
                    continue;
                auto line = playRecorded(*record, k, 0);
                if (!line) {
                    failures << QStringLiteral("%1 kyoku %2: %3")
                                        .arg(QFileInfo(path).fileName())
                                        .arg(k)
                                        .arg(QString::fromStdString(line.error().message));
                    continue;
                }
                ++kyokuPlayed;
                std::array<int, 4> want{};
                bool known = true;
                for (const WinResult &w : recorded.wins) {
                    known = known && w.hasDeltas;
                    for (int s = 0; s < 4; ++s)
                        want[static_cast<std::size_t>(s)] += w.deltas[static_cast<std::size_t>(s)];
                }
                if (recorded.draw) {
                    known = known && recorded.draw->hasDeltas;
                    want = recorded.draw->deltas;
                }
                std::array<int, 4> got{};
                for (const WinResult &w : line->kyoku().wins) {
                    for (int s = 0; s < 4; ++s)
                        got[static_cast<std::size_t>(s)] += w.deltas[static_cast<std::size_t>(s)];
                }
                if (line->kyoku().draw)
                    got = line->kyoku().draw->deltas;
                const bool recordedEnd = !recorded.wins.empty() || recorded.draw.has_value();
                if (!line->ended() && recordedEnd) {
                    failures << QStringLiteral("%1 kyoku %2: the line did not end (draw kind %3, "
                                               "legal %4)")
                                        .arg(QFileInfo(path).fileName())
                                        .arg(k)
                                        .arg(QString::fromStdString(recorded.events.empty()
                                                        ? std::string()
                                                        : describeEvent(recorded.events.back())))
                                        .arg(QString::fromStdString(
                                                actionsText(line->legalActions()).substr(0, 60)));
                } else if (known && got != want) {
                    failures << QStringLiteral(
                            "%1 kyoku %2: deltas %3,%4,%5,%6 vs recorded %7,%8,%9,%10")
                                        .arg(QFileInfo(path).fileName())
                                        .arg(k)
                                        .arg(got[0])
                                        .arg(got[1])
                                        .arg(got[2])
                                        .arg(got[3])
                                        .arg(want[0])
                                        .arg(want[1])
                                        .arg(want[2])
                                        .arg(want[3]);
                } else {
                    settled += known ? 1 : 0;
                }
            }
        }
        failures << formats::test::unexpectedVerifierFlags(flagged, read, false);
        qInfo("%d records, %d kyoku played again, %d settled as recorded", records, kyokuPlayed,
                settled);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 15).join(u'\n')));
        QVERIFY(records > 40);
        QVERIFY(kyokuPlayed > 300);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestPlayLine)
#include "tst_playline.moc"
