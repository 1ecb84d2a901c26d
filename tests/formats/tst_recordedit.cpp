// The record editor's model (game/recordedit.h): every record of the tree and of the corpus
// turned into a draft (moves with explicit draws) and built back into the same game; an illegal
// edit named by kyoku, move and why; impossible deals refused; a record written from nothing
// played to a win the engine scores.
#include "formats/recordio.h"
#include "game/recordedit.h"
#include "game/verify.h"
#include "recordcompare.h"
#include "sharedrecords.h"
#include "verifierflags.h"

#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QTest>

using namespace haifu;
using namespace haifu::game;

namespace {

std::vector<Tile> tiles(const char *text)
{
    auto t = rules::parseTiles(text);
    if (!t)
        qFatal("bad tiles %s", text);
    return *t;
}

std::vector<Action> moves(const char *text)
{
    auto m = parseActions(text);
    if (!m)
        qFatal("bad moves %s: %s", text, m.error().message.c_str());
    return *m;
}

// East 1, seat 0 deals 123456789m 123p 5p (ittsu, waiting on 5p).
RecordDraft fromNothing()
{
    RecordDraft d;
    d.game.playerCount = 4;
    d.game.ruleset.players = 4;
    for (int s = 0; s < 4; ++s)
        d.game.players[static_cast<std::size_t>(s)].name = "P" + std::to_string(s);
    KyokuDraft k;
    k.startScores = { 25000, 25000, 25000, 25000 };
    k.hands = { tiles("123456789m1235p"), tiles("1234678s112233z"), tiles("44556677z23467s"),
        tiles("1199m114669p7p99p") };
    k.hands[3] = tiles("1199m114466799p");
    k.dora = tiles("8p");
    k.moves = moves("0g9s 0d9s - 1g5p 1d5p 0h");
    d.kyoku.push_back(k);
    return d;
}

// Draft and build a record again; the first difference, or an empty string.
QString roundTrip(const Record &record)
{
    auto draft = draftFromRecord(record);
    if (!draft)
        return QString::fromStdString("draft: " + draft.error().message);
    auto built = buildRecord(*draft);
    if (!built)
        return QString::fromStdString("build: " + built.error().message);
    if (!built->followedScores.empty())
        return QStringLiteral("start scores of kyoku %1 changed").arg(built->followedScores[0]);
    formats::test::CompareOptions options;
    options.wall = false;
    options.connection = false;
    options.shownDrawHands = false;
    options.fuOfLimitHands = false;
    // The move notation does not say whether the drawn tile or a copy of it from the hand is
    // discarded: the built record calls it a hand discard; the original's flag is kept here.
    Record &b = built->record;
    for (std::size_t k = 0; k < b.kyoku.size() && k < record.kyoku.size(); ++k) {
        std::vector<Event *> mine;
        std::vector<const Event *> theirs;
        for (Event &e : b.kyoku[k].events)
            if (e.type == EventType::Discard)
                mine.push_back(&e);
        for (const Event &e : record.kyoku[k].events)
            if (e.type == EventType::Discard)
                theirs.push_back(&e);
        // The yaku are the engine's, in its order and naming (han, fu and points are compared).
        for (std::size_t w = 0; w < b.kyoku[k].wins.size() && w < record.kyoku[k].wins.size();
                ++w) {
            b.kyoku[k].wins[w].yaku = record.kyoku[k].wins[w].yaku;
            if (record.kyoku[k].wins[w].fu == 0) // tenhou.net/6 JSON: not stated for a limit
                b.kyoku[k].wins[w].fu = 0;
        }
        for (std::size_t i = 0; i < mine.size() && i < theirs.size(); ++i) {
            if (mine[i]->tile == theirs[i]->tile && theirs[i]->tsumogiri)
                mine[i]->tsumogiri = true;
        }
    }
    // Where a kan's new indicator is shown (before or after the next discard) and whether a
    // riichi stands before or after its discard is called are the reader's order; the
    // indicators themselves are compared (and the deposits through the scores).
    Record a = record;
    for (Record *r : { &a, &b }) {
        for (Kyoku &k : r->kyoku) {
            for (const Event &e : k.events)
                if (e.type == EventType::NewDora)
                    k.doraIndicators.push_back(e.tile);
            std::erase_if(k.events, [](const Event &e) {
                return e.type == EventType::NewDora || e.type == EventType::RiichiAccepted;
            });
        }
    }
    // A kan's indicator still pending when the hand ends (a win on the replacement tile of an
    // open kan) is shown by some records, never by the engine's line.
    for (std::size_t k = 0; k < a.kyoku.size() && k < b.kyoku.size(); ++k) {
        const auto cut = [](const std::vector<Tile> &mine, std::vector<Tile> &theirs) {
            if (mine.size() < theirs.size() && std::equal(mine.begin(), mine.end(), theirs.begin()))
                theirs.resize(mine.size());
        };
        cut(b.kyoku[k].doraIndicators, a.kyoku[k].doraIndicators);
        for (std::size_t w = 0; w < a.kyoku[k].wins.size() && w < b.kyoku[k].wins.size(); ++w)
            cut(b.kyoku[k].wins[w].doraIndicators, a.kyoku[k].wins[w].doraIndicators);
    }
    QString diff = formats::test::compareRecords(a, b, options);
    return diff;
}

} // namespace

class TestRecordEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writtenFromNothing()
    {
        RecordDraft d = fromNothing();
        auto built = buildRecord(d);
        QVERIFY2(built, built ? "" : built.error().message.c_str());
        QCOMPARE(built->record.kyoku.size(), std::size_t(1));
        const Kyoku &k = built->record.kyoku[0];
        QCOMPARE(k.wins.size(), std::size_t(1));
        QCOMPARE(k.wins[0].winner, 0);
        QCOMPARE(k.wins[0].from, 1);
        QCOMPARE(k.wins[0].han, 2); // ittsu
        QCOMPARE(k.wins[0].fu, 40);
        QCOMPARE(k.wins[0].points, 3900);
        QCOMPARE(k.endScores, (std::array<int, 4>{ 28900, 21100, 25000, 25000 }));
        QVERIFY(built->record.hasFinal);
        QVERIFY(verifyRecord(built->record).mismatches.empty());
        // The result is changed by changing the actions: pass the ron, the play goes on.
        d.kyoku[0].moves.back() = Action{};
        auto open = buildRecord(d);
        QVERIFY(!open);
        QVERIFY2(open.error().message.find("kyoku 1 (E1-0): the kyoku does not end")
                        != std::string::npos,
                open.error().message.c_str());
        auto partial = buildRecord(d, true, true);
        QVERIFY(partial);
        QVERIFY(partial->record.kyoku.empty());
    }

    void illegalEditNamed()
    {
        RecordDraft d = fromNothing();
        d.kyoku[0].moves[1] = moves("0d7s")[0]; // not in the hand
        auto built = buildRecord(d);
        QVERIFY(!built);
        const std::string &m = built.error().message;
        QVERIFY2(m.rfind("kyoku 1 (E1-0): move 2 (0d7s): 0d7s is not a legal action here", 0) == 0,
                m.c_str());
        // A discard the others cannot call: the pass after it is the first illegal move.
        d.kyoku[0].moves[1] = moves("0d4m")[0];
        built = buildRecord(d);
        QVERIFY(!built);
        QVERIFY2(built.error().message.rfind("kyoku 1 (E1-0): move 3 (-): ", 0) == 0,
                built.error().message.c_str());
    }

    void impossibleDeals()
    {
        const auto refused = [](RecordDraft d, const char *needle) {
            auto built = buildRecord(d);
            if (built)
                return QStringLiteral("accepted");
            return QString::fromStdString(built.error().message).contains(QLatin1String(needle))
                    ? QString()
                    : QString::fromStdString(built.error().message);
        };
        RecordDraft d = fromNothing();
        d.kyoku[0].hands[2] = tiles("11112233z234s67s"); // six 1z with seat 1's
        QCOMPARE(refused(d, "6 copies of 1z"), QString());
        d = fromNothing();
        d.kyoku[0].hands[1].pop_back();
        QCOMPARE(refused(d, "seat 1 is dealt 12 tiles"), QString());
        d = fromNothing();
        d.kyoku[0].dealer = 4;
        QCOMPARE(refused(d, "no such dealer seat 4"), QString());
        d = fromNothing();
        d.kyoku[0].startScores[2] = 20'000'000;
        QCOMPARE(refused(d, "start score 20000000 of seat 2"), QString());
        d = fromNothing();
        d.kyoku[0].dora = tiles("0p");
        d.kyoku[0].hands[3] = tiles("1199m114466799p");
        d.kyoku[0].hands[0] = tiles("123456789m1230p");
        d.game.ruleset.redFives = 0;
        QCOMPARE(refused(d, "2 red 5p dealt and shown (the rules have 0)"), QString());
        d = fromNothing();
        d.kyoku[0].dora.clear();
        QCOMPARE(refused(d, "no dora indicator"), QString());
        d = fromNothing();
        d.kyoku[0].moves.resize(kMaxDraftMoves + 1);
        QCOMPARE(refused(d, "1001 moves (at most 1000)"), QString());
        d = fromNothing();
        d.kyoku.resize(kMaxDraftKyoku + 1, d.kyoku[0]);
        QCOMPARE(refused(d, "101 kyoku (at most 100)"), QString());
    }

    // Every record in the tree and in the corpus: drafted and built again to the same game
    // (where the verifier finds the record clean: the engine scores what the record says). The
    // records it flags are the known ones (verifierflags.h), by name.
    void everyRecordRoundTrips()
    {
        QStringList paths;
        QDirIterator tree(QStringLiteral(HAIFU_RECORDS_DATA), QDir::Files);
        while (tree.hasNext())
            paths << tree.next();
        paths.sort();
        const bool shared = haifu::test::sharedRecordsPresent();
        if (shared)
            paths << haifu::test::sharedRecordFiles();
        int kyoku = 0;
        QStringList failures;
        QSet<QString> read;
        QSet<QString> flagged;
        for (const QString &path : paths) {
            const QString name = QFileInfo(path).fileName();
            auto record = formats::readRecordFile(path);
            if (!record) {
                failures << name + QStringLiteral(": ")
                                + QString::fromStdString(record.error().message);
                continue;
            }
            read << name;
            if (record->kyoku.empty()) {
                failures << name + QStringLiteral(": no kyoku");
                continue;
            }
            const Kyoku &last = record->kyoku.back();
            if (last.wins.empty() && !last.draw)
                continue; // the record stops inside its last kyoku
            const QSet<QString> flags = formats::test::verifierFlags(name, verifyRecord(*record));
            if (!flags.isEmpty()) {
                flagged += flags;
                continue;
            }
            const QString diff = roundTrip(*record);
            if (!diff.isEmpty())
                failures << name + QStringLiteral(": ") + diff;
            kyoku += static_cast<int>(record->kyoku.size());
        }
        failures << formats::test::unexpectedVerifierFlags(flagged, read, shared);
        qInfo("%d kyoku drafted and built again", kyoku);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 40).join(QStringLiteral("\n"))));
        QVERIFY(kyoku > 10);
        // The tree's records always; the corpus' too when it is there, and always in CI.
        HAIFU_REQUIRE_SHARED_RECORDS();
        QVERIFY(read.size() > 50);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestRecordEdit)
#include "tst_recordedit.moc"
