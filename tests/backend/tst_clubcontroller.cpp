#include "club/clubcontroller.h"
#include "demo/clubdemo.h"
#include "storage/database.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// The Club page's backend on a real library file seeded with the demo club: the lists, hand
// entry with its preview, refused entries with the reason, corrections with the audit trail,
// penalties, the tile picker's scoring, new games, standings, the player page and the score
// sheets. Every model runs under QAbstractItemModelTester.
class TestClubController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void demoClub();
    void demoClubAllOrNothing();
    void previewAndAddHand();
    void refusesImpossibleEntries();
    void riichiNeedsPointsAndHeadBump();
    void correctionsRecomputeTheGame();
    void anotherScorerCameFirst();
    void followsOtherScorers();
    void penaltiesAfterUma();
    void tilePickerScoresTheHand();
    void draftRoundTrip();
    void dealerChoosesAtAllLast();
    void clubPlayersSeasonsEvents();
    void playerPage();
    void exportsSheets();

private:
    void openGame(bool finished, bool oldest = false);
    [[nodiscard]] int seatOf(const QString &name) const;
    static HandDraft ron(int winner, int han, int fu, int discarder, QList<bool> riichi = {});
    static void addWinner(HandDraft &draft, int seat, int han, int fu);
    void watch(QAbstractItemModel *model);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
    std::unique_ptr<ClubController> m_club;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void TestClubController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
    const auto seeded = seedDemoClub(*m_db);
    QVERIFY2(!seeded, seeded ? seeded->message.c_str() : "");
    // Seeding twice does nothing.
    QVERIFY(!seedDemoClub(*m_db));
    m_club = std::make_unique<ClubController>();
    m_club->setDatabase(m_db.get());
    for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *>{
                 m_club->directory()->players(), m_club->directory()->games(),
                 m_club->game()->ledger(), m_club->game()->finalScores(), m_club->game()->audit(),
                 m_club->league()->standings(), m_club->league()->history(),
                 m_club->game()->pickerYaku(), m_club->game()->pickerFu() })
        watch(model);
    m_club->refresh();
    QVERIFY2(m_club->errorText().isEmpty(), qPrintable(m_club->errorText()));
}

void TestClubController::cleanup()
{
    m_testers.clear();
    m_club.reset();
    m_db.reset();
    m_dir.reset();
}

void TestClubController::watch(QAbstractItemModel *model)
{
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest));
}

void TestClubController::openGame(bool finished, bool oldest)
{
    ClubGameModel *games = m_club->directory()->games();
    for (int i = 0; i < games->rowCount(); ++i) {
        const int row = oldest ? games->rowCount() - 1 - i : i;
        if (games->get(row, u"finished"_s).toBool() == finished) {
            m_club->game()->setGameId(games->gameIdAt(row));
            return;
        }
    }
    QFAIL("no such game");
}

int TestClubController::seatOf(const QString &name) const
{
    return int(m_club->game()->seatNames().indexOf(name));
}

HandDraft TestClubController::ron(int winner, int han, int fu, int discarder, QList<bool> riichi)
{
    HandDraft d = HandDraft::empty(u"ron"_s);
    addWinner(d, winner, han, fu);
    d.discarder = discarder;
    while (riichi.size() < 4)
        riichi << false;
    d.riichi = riichi;
    return d;
}

void TestClubController::addWinner(HandDraft &draft, int seat, int han, int fu)
{
    draft.winners << seat;
    if (seat >= 0 && seat < 4) {
        draft.han[seat] = QString::number(han);
        draft.fu[seat] = QString::number(fu);
    }
}

void TestClubController::demoClub()
{
    QCOMPARE(m_club->directory()->clubs().size(), 1);
    QCOMPARE(m_club->directory()->clubName(), u"Riverside Riichi Club"_s);
    QCOMPARE(m_club->directory()->players()->rowCount(), 6);
    QCOMPARE(m_club->directory()->players()->get(0, u"emaNumber"_s).toString(), u"04990101"_s);
    QCOMPARE(m_club->directory()->seasons().size(), 1);
    QCOMPARE(m_club->directory()->games()->rowCount(), 3); // every game of the club
    m_club->directory()->setSeasonId(
            m_club->directory()->seasons().constFirst().toMap().value(u"id"_s).toLongLong());
    QCOMPARE(m_club->directory()->seasonName(), u"Autumn League 2026"_s);
    QCOMPARE(m_club->directory()->defaultPreset(), u"ema"_s);
    QCOMPARE(m_club->directory()->events().size(), 2);
    QCOMPARE(m_club->directory()->games()->rowCount(), 3);
    int finished = 0;
    for (int row = 0; row < 3; ++row)
        finished += m_club->directory()->games()->get(row, u"finished"_s).toBool();
    QCOMPARE(finished, 2);

    // The league table over the two finished games: six players, every game's scores sum to
    // zero before penalties, so the totals sum to minus the penalties (a chombo, 20.0, and a
    // referee's 5.0).
    ClubStandingsModel *standings = m_club->league()->standings();
    QCOMPARE(standings->rowCount(), 6);
    double sum = 0;
    int games = 0;
    for (int row = 0; row < standings->rowCount(); ++row) {
        sum += standings->get(row, u"total"_s).toDouble();
        games += standings->get(row, u"games"_s).toInt();
        if (row > 0)
            QVERIFY(standings->get(row - 1, u"total"_s).toDouble()
                    >= standings->get(row, u"total"_s).toDouble());
    }
    QCOMPARE(games, 8);
    QVERIFY2(std::abs(sum + 25.0) < 1e-6, qPrintable(QString::number(sum)));

    // The game in progress: five hands, the next is East 4 with Felix dealing.
    openGame(false);
    QVERIFY(m_club->game()->hasGame());
    QVERIFY(!m_club->game()->ended());
    QCOMPARE(m_club->game()->handCount(), 5);
    QCOMPARE(m_club->game()->ledger()->rowCount(), 5);
    QCOMPARE(m_club->game()->nextLabel(), u"E4-0"_s);
    QCOMPARE(m_club->game()->dealer(), seatOf(u"Felix Novak"_s));
    QCOMPARE(m_club->game()->maxWinners(), 3); // EMA: double and triple ron
    QVERIFY(!m_club->game()->nagashiAllowed());
    int total = 0;
    for (const QVariant &v : m_club->game()->scores())
        total += v.toInt();
    QCOMPARE(total + 1000 * m_club->game()->sticks(), 120000);
    QCOMPARE(m_club->game()->ledger()->get(0, u"label"_s).toString(), u"E1-0"_s);
    QCOMPARE(m_club->game()->ledger()->get(1, u"kind"_s).toString(), u"tsumo"_s);
    QCOMPARE(m_club->game()->ledger()->get(2, u"result"_s).toString(),
            u"Draw: Chloé, Daniel tenpai"_s);
    // The first game's audit trail has the correction of its first hand.
    openGame(true, true);
    QVERIFY(m_club->game()->ended());
    QVERIFY(m_club->game()->zeroSumOk());
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"edit"_s);
    QCOMPARE(m_club->game()->audit()->get(0, u"hand"_s).toInt(), 0);
    QVERIFY(m_club->game()->audit()->get(0, u"reason"_s).toString().contains(u"miscounted"_s));
    QVERIFY(m_club->game()->audit()->get(0, u"before"_s).toString().contains(u"2 han 30 fu"_s));
    QVERIFY(m_club->game()->audit()->get(0, u"after"_s).toString().contains(u"3 han 30 fu"_s));
    // Daniel's chombo is an after-uma penalty under EMA.
    bool chombo = false;
    for (const QVariant &p : m_club->game()->penalties())
        chombo = chombo || p.toMap().value(u"points"_s).toInt() == 20000;
    QVERIFY(chombo);
}

// Seeding is one transaction: when the third game cannot be stored, nothing of the demo club is
// left (no club, players, season, events, games, hands, penalties or audit rows), and seeding
// again once the fault is gone stores the whole club.
void TestClubController::demoClubAllOrNothing()
{
    storage::Database db;
    QVERIFY(!db.open(m_dir->filePath(u"fresh.haifu"_s)));
    static const QStringList tables = { u"clubs"_s, u"club_players"_s, u"seasons"_s,
        u"club_events"_s, u"club_games"_s, u"club_hands"_s, u"club_penalties"_s, u"club_results"_s,
        u"club_audit"_s, u"rulesets"_s };
    const auto counts = [&db] {
        QStringList out;
        for (const QString &table : tables)
            out << table + u'=' + db.scalar(u"SELECT count(*) FROM "_s + table).toString();
        return out;
    };
    const QStringList before = counts();
    QVERIFY(!db.exec(u"CREATE TEMP TRIGGER third_game_fails BEFORE INSERT ON main.club_games "
                     "WHEN (SELECT count(*) FROM main.club_games) >= 2 "
                     "BEGIN SELECT RAISE(ABORT, 'the third game fails'); END"_s));
    const auto failed = seedDemoClub(db);
    QVERIFY(failed);
    QVERIFY2(QString::fromStdString(failed->message).startsWith(u"demo club: "_s),
            failed->message.c_str());
    QVERIFY(!db.inTransaction());
    QCOMPARE(counts(), before);

    QVERIFY(!db.exec(u"DROP TRIGGER third_game_fails"_s));
    const auto seeded = seedDemoClub(db);
    QVERIFY2(!seeded, seeded ? seeded->message.c_str() : "");
    QCOMPARE(db.scalar(u"SELECT count(*) FROM clubs"_s).toInt(), 1);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_players"_s).toInt(), 6);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_games"_s).toInt(), 3);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_penalties"_s).toInt(), 1);
    // Seeding twice does nothing.
    QVERIFY(!seedDemoClub(db));
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_games"_s).toInt(), 3);
}

void TestClubController::previewAndAddHand()
{
    openGame(false);
    const int daniel = seatOf(u"Daniel Weiss"_s);
    const int emma = seatOf(u"Emma Rossi"_s);
    const int felix = seatOf(u"Felix Novak"_s);
    QList<bool> riichi{ false, false, false, false };
    riichi[emma] = true;
    const HandDraft draft = ron(daniel, 3, 40, felix, riichi);

    // 3 han 40 fu for a non-dealer: 5,200 from Felix; Emma's riichi stick goes to Daniel.
    const ClubPreview preview = m_club->game()->preview(draft);
    QVERIFY2(preview.ok, qPrintable(preview.error));
    const QList<int> deltas = preview.deltas;
    QCOMPARE(deltas.value(daniel), 6200);
    QCOMPARE(deltas.value(emma), -1000);
    QCOMPARE(deltas.value(felix), -5200);
    QCOMPARE(deltas.value(seatOf(u"Chloé Martin"_s)), 0);
    QCOMPARE(preview.label, u"E4-0"_s);
    QCOMPARE(preview.nextLabel, u"S1-0"_s);
    QCOMPARE(m_club->game()->handCount(), 5); // a preview saves nothing

    const int before = m_club->game()->scores().value(daniel).toInt();
    const int auditRows = m_club->game()->audit()->rowCount();
    QSignalSpy saved(m_club->game(), &ClubOpenGame::ledgerSaved);
    QVERIFY2(m_club->game()->addHand(draft), qPrintable(m_club->errorText()));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(m_club->game()->handCount(), 6);
    QCOMPARE(m_club->game()->ledger()->rowCount(), 6);
    QCOMPARE(m_club->game()->ledger()->get(5, u"label"_s).toString(), u"E4-0"_s);
    QCOMPARE(m_club->game()->ledger()->get(5, u"value"_s).toString(), u"3 han 40 fu"_s);
    QCOMPARE(m_club->game()->ledger()->get(5, u"deltas"_s).toList().value(daniel).toInt(), 6200);
    QVERIFY(m_club->game()->ledger()->get(5, u"riichi"_s).toList().value(emma).toBool());
    QCOMPARE(m_club->game()->scores().value(daniel).toInt(), before + 6200);
    QCOMPARE(m_club->game()->nextLabel(), u"S1-0"_s);
    QCOMPARE(m_club->game()->dealer(), seatOf(u"Chloé Martin"_s));
    QVERIFY(m_club->message().contains(u"E4-0"_s));
    QCOMPARE(m_club->game()->audit()->rowCount(), auditRows + 1);
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"add"_s);
    // Saved in the library: a second controller reads the same ledger.
    ClubController other;
    other.setDatabase(m_db.get());
    other.refresh();
    other.game()->setGameId(m_club->game()->gameId());
    QCOMPARE(other.game()->handCount(), 6);
    QCOMPARE(other.game()->scores(), m_club->game()->scores());

    // A draw with two tenpai: 1,500 each from the two noten players.
    HandDraft draw = m_club->game()->emptyDraft(u"draw"_s);
    draw.tenpai = { true, false, true, false };
    const ClubPreview drawPreview = m_club->game()->preview(draw);
    QVERIFY(drawPreview.ok);
    QCOMPARE(drawPreview.deltas, (QList<int>{ 1500, -1500, 1500, -1500 }));
    // The dealer (Chloé) was tenpai: the deal stays, one more honba.
    QCOMPARE(drawPreview.nextLabel, u"S1-1"_s);
}

void TestClubController::refusesImpossibleEntries()
{
    openGame(false);
    const int daniel = seatOf(u"Daniel Weiss"_s);
    const int felix = seatOf(u"Felix Novak"_s);
    const int hands = m_club->game()->handCount();
    const auto refused = [&](const HandDraft &draft, const QString &why) {
        const ClubPreview preview = m_club->game()->preview(draft);
        QVERIFY(!preview.ok);
        const QString error = preview.error;
        QVERIFY2(error.contains(why), qPrintable(error));
        QVERIFY(!m_club->game()->addHand(draft));
        QVERIFY2(m_club->errorText().contains(why), qPrintable(m_club->errorText()));
        QCOMPARE(m_club->game()->handCount(), hands);
    };
    // The winner is also the discarder.
    refused(ron(daniel, 3, 40, daniel), u"Daniel Weiss cannot win on their own discard"_s);
    // Han/fu pairs that do not exist, found by the engine.
    refused(ron(daniel, 1, 20, felix), u"does not exist"_s);
    refused(ron(daniel, 2, 35, felix), u"fu 35 does not exist"_s);
    refused(ron(daniel, 2, 20, felix), u"never 20 fu"_s);
    refused(ron(daniel, 1, 25, felix), u"1 han 25 fu does not exist"_s);
    // Missing pieces are prompts, not refusals.
    QVERIFY(m_club->game()->preview(ron(daniel, 0, 0, felix)).incomplete);
    QVERIFY(!m_club->game()->preview(ron(daniel, 1, 20, felix)).incomplete);
    refused(ron(daniel, 0, 0, felix), u"Enter the han"_s);
    refused(ron(daniel, 3, 0, felix), u"Enter the fu"_s);
    refused(ron(daniel, 3, 40, -1), u"dealt in"_s);
    HandDraft noWinner = ron(daniel, 3, 40, felix);
    noWinner.winners.clear();
    refused(noWinner, u"Choose the winner"_s);
    const HandDraft chombo = m_club->game()->emptyDraft(u"chombo"_s);
    refused(chombo, u"who made the chombo"_s);
    // EMA has no nagashi mangan and no abortive draws of its own.
    HandDraft nagashi = m_club->game()->emptyDraft(u"nagashi"_s);
    nagashi.nagashi = { true, false, false, false };
    refused(nagashi, u"nagashi"_s);
    HandDraft abortive = m_club->game()->emptyDraft(u"abortive"_s);
    abortive.reason = u"four_winds"_s;
    refused(abortive, u"abortive draw"_s);
    // A triple ron is allowed under EMA; four winners never.
    HandDraft triple = ron(daniel, 2, 30, felix);
    addWinner(triple, 0, 1, 30);
    addWinner(triple, 2, 1, 30);
    QVERIFY(m_club->game()->preview(triple).ok);
    addWinner(triple, 3, 1, 30);
    QVERIFY(m_club->game()->preview(triple).error.contains(u"at most 3"_s));
    // Not on a finished game.
    openGame(true);
    const ClubPreview late = m_club->game()->preview(ron(0, 3, 30, 1));
    QVERIFY(late.error.contains(u"already ended"_s));
}

void TestClubController::riichiNeedsPointsAndHeadBump()
{
    // A Tenhou-rules game: riichi needs 1,000 points, and a double ron is allowed.
    QList<qint64> ids;
    for (int row = 0; row < 4; ++row)
        ids << m_club->directory()->players()->get(row, u"playerId"_s).toLongLong();
    const qint64 id = m_club->directory()->newGame(
            QVariantMap{ { u"players"_s, QVariantList{ ids[0], ids[1], ids[2], ids[3] } },
                    { u"preset"_s, u"tenhou"_s }, { u"table"_s, u"3"_s } });
    QVERIFY2(id > 0, qPrintable(m_club->errorText()));
    QCOMPARE(m_club->game()->gameId(), id);
    QCOMPARE(m_club->game()->rules().key, u"tenhou"_s);
    QCOMPARE(m_club->game()->scores(), (QVariantList{ 25000, 25000, 25000, 25000 }));
    QCOMPARE(m_club->game()->maxWinners(), 2);
    QVERIFY(m_club->game()->nagashiAllowed());
    QVERIFY(m_club->game()->rules().abortReasons.size() > 1);
    // The dealer takes two mangan from seat 1: 25,000 − 12,000 − 12,300 = 700.
    QVERIFY(m_club->game()->addHand(ron(0, 5, 30, 1)));
    QVERIFY(m_club->game()->addHand(ron(0, 5, 30, 1)));
    QCOMPARE(m_club->game()->scores().value(1).toInt(), 700);
    QCOMPARE(m_club->game()->nextLabel(), u"E1-2"_s);
    HandDraft draw = m_club->game()->emptyDraft(u"draw"_s);
    draw.riichi = { false, true, false, false };
    const ClubPreview preview = m_club->game()->preview(draw);
    QVERIFY(!preview.ok);
    QVERIFY2(preview.error.contains(u"Ben Carter cannot declare riichi with only 700 points"_s),
            qPrintable(preview.error));
    // An abortive draw the rules have.
    HandDraft abortive = m_club->game()->emptyDraft(u"abortive"_s);
    abortive.reason = u"four_winds"_s;
    QVERIFY(m_club->game()->addHand(abortive));
    QCOMPARE(m_club->game()->ledger()->get(2, u"result"_s).toString(), u"Four winds"_s);

    // M-League: head bump, one winner per discard.
    QVERIFY(m_club->directory()->newGame(
                    QVariantMap{ { u"players"_s, QVariantList{ ids[3], ids[2], ids[1], ids[0] } },
                            { u"preset"_s, u"mleague"_s } })
            > 0);
    QCOMPARE(m_club->game()->maxWinners(), 1);
    HandDraft two = ron(1, 2, 30, 0);
    addWinner(two, 2, 1, 30);
    QVERIFY(m_club->game()->preview(two).error.contains(u"head bump"_s));
    // A new game refuses the same player twice.
    QCOMPARE(m_club->directory()->newGame(QVariantMap{
                     { u"players"_s, QVariantList{ ids[0], ids[0], ids[1], ids[2] } } }),
            0);
    QVERIFY(!m_club->errorText().isEmpty());
}

// Another scorer (another connection: another app at the table) enters and corrects hands of the
// game on screen: this scorer's hand and correction, made on what they saw, are refused, the game
// is shown as it is now with what the hand became, and nothing is saved twice.
void TestClubController::anotherScorerCameFirst()
{
    openGame(false);
    const int before = m_club->game()->handCount();
    const qint64 id = m_club->game()->gameId();
    storage::Database other;
    QVERIFY(!other.open(m_db->path()));
    QVERIFY(storage::appendClubHand(
            other, id, club::HandEntry::exhaustiveDraw({ true, false, false, false })));
    QSignalSpy saved(m_club->game(), &ClubOpenGame::ledgerSaved);
    QVERIFY(!m_club->game()->addHand(m_club->game()->emptyDraft(u"draw"_s)));
    QVERIFY2(m_club->errorText().contains(u"someone else entered a hand"_s),
            qPrintable(m_club->errorText()));
    QCOMPARE(saved.count(), 0); // the entry panel keeps what was typed
    QCOMPARE(m_club->game()->handCount(), before + 1); // their hand, shown; not ours too
    // They correct the last hand; our correction of it, as we saw it, is refused.
    const auto game = storage::clubGame(other, id);
    QVERIFY(game);
    QVERIFY(!storage::replaceClubHand(other, id, before,
            club::HandEntry::exhaustiveDraw({ true, true, false, false }), u"two tenpai"_s,
            { .handVersion = game->handVersions.back() }));
    QVERIFY(!m_club->game()->replaceHand(
            before, m_club->game()->emptyDraft(u"draw"_s), u"all noten"_s));
    QVERIFY2(m_club->errorText().contains(u"changed by someone else"_s),
            qPrintable(m_club->errorText()));
    QVERIFY2(m_club->errorText().contains(u"Hand %1 is now:"_s.arg(before + 1)),
            qPrintable(m_club->errorText()));
    // Made again on the hand as it is now, the correction goes in.
    QVERIFY2(m_club->game()->replaceHand(
                     before, m_club->game()->emptyDraft(u"draw"_s), u"all noten"_s),
            qPrintable(m_club->errorText()));
    QCOMPARE(m_club->game()->handCount(), before + 1);
}

void TestClubController::followsOtherScorers()
{
    // Another table's scorer: another app with its own connection to the same library.
    storage::Database otherDb;
    QVERIFY(!otherDb.open(m_db->path()));
    ClubController other;
    other.setDatabase(&otherDb);
    other.refresh();
    openGame(false);
    other.game()->setGameId(m_club->game()->gameId());
    const int before = other.game()->handCount();
    const int standingsBefore = other.league()->standings()->rowCount();
    other.followLibrary(); // the stamp as it is now
    QSignalSpy changed(&other, &ClubController::libraryChanged);
    other.followLibrary();
    QCOMPARE(changed.count(), 0); // nothing changed: nothing read again

    // We enter a hand and play the game out: they see the hands and the standings move.
    QVERIFY2(m_club->game()->addHand(m_club->game()->emptyDraft(u"draw"_s)),
            qPrintable(m_club->errorText()));
    QCOMPARE(other.game()->handCount(), before); // not yet looked
    other.followLibrary();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(other.game()->handCount(), before + 1);
    QCOMPARE(other.game()->gameId(), m_club->game()->gameId()); // still the game they had open
    for (int i = 0; i < 40 && !m_club->game()->ended(); ++i)
        QVERIFY2(m_club->game()->addHand(m_club->game()->emptyDraft(u"draw"_s)),
                qPrintable(m_club->errorText()));
    QVERIFY(m_club->game()->ended());
    other.followLibrary();
    QVERIFY(other.game()->ended());
    QCOMPARE(other.league()->standings()->rowCount(), m_club->league()->standings()->rowCount());
    QVERIFY(other.league()->standings()->rowCount() >= standingsBefore);
    for (int row = 0; row < other.league()->standings()->rowCount(); ++row)
        QCOMPARE(other.league()->standings()->get(row, u"total"_s),
                m_club->league()->standings()->get(row, u"total"_s));
    QCOMPARE(changed.count(), 2);
}

void TestClubController::correctionsRecomputeTheGame()
{
    openGame(true, true); // the first game: 11 hands, ended after S4
    QCOMPARE(m_club->game()->handCount(), 11);
    QVERIFY(m_club->game()->ended());
    const QVariantList finalBefore = m_club->game()->scores();
    const int ben = seatOf(u"Ben Carter"_s);
    const int chloe = seatOf(u"Chloé Martin"_s);
    QCOMPARE(m_club->game()->ledger()->get(5, u"result"_s).toString(), u"Ron: Ben from Chloé"_s);

    // Hand 6 (E4): Ben's ron was 2 han, not 1: 1,000 more from Chloé, and every later total
    // moves with it.
    QVERIFY(!m_club->game()->replaceHand(5, ron(ben, 2, 30, chloe), QString()));
    QVERIFY(m_club->errorText().contains(u"audit"_s));
    const ClubPreview preview = m_club->game()->preview(ron(ben, 2, 30, chloe), 5);
    QVERIFY(preview.ok);
    QCOMPARE(preview.totals.value(ben), finalBefore.value(ben).toInt() + 1000);
    QVERIFY(m_club->game()->replaceHand(5, ron(ben, 2, 30, chloe), u"Forgot the dora"_s));
    QCOMPARE(m_club->game()->ledger()->get(5, u"deltas"_s).toList().value(ben).toInt(), 2000);
    QCOMPARE(m_club->game()->scores().value(ben).toInt(), finalBefore.value(ben).toInt() + 1000);
    QCOMPARE(
            m_club->game()->scores().value(chloe).toInt(), finalBefore.value(chloe).toInt() - 1000);
    QCOMPARE(m_club->game()->ledger()->get(10, u"totals"_s).toList().value(ben).toInt(),
            m_club->game()->scores().value(ben).toInt());
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"edit"_s);
    QCOMPARE(m_club->game()->audit()->get(0, u"reason"_s).toString(), u"Forgot the dora"_s);
    QVERIFY(m_club->game()->audit()->get(0, u"before"_s).toString().contains(u"1 han 30 fu"_s));

    // A correction the rest of the ledger cannot follow is refused with the engine's reason:
    // were hand 9 a win by Aiko instead of Daniel's chombo (which replays the hand), the deal
    // would pass one hand sooner and the last hand would come after the end of the game.
    QVERIFY(!m_club->game()->replaceHand(
            8, ron(seatOf(u"Aiko Tanaka"_s), 1, 30, ben), u"No chombo"_s));
    QVERIFY2(m_club->errorText().contains(u"already ended"_s), qPrintable(m_club->errorText()));
    QCOMPARE(m_club->game()->handCount(), 11);
    QCOMPARE(m_club->game()->ledger()->get(8, u"kind"_s).toString(), u"chombo"_s);

    // Removing the all-noten draw of S1 shifts the later hands: the game no longer ends.
    const QVariantList scoresAfterEdit = m_club->game()->scores();
    QVERIFY(!m_club->game()->removeHand(6, QString()));
    QVERIFY(m_club->game()->removeHand(6, u"Entered twice"_s));
    QCOMPARE(m_club->game()->handCount(), 10);
    QVERIFY(!m_club->game()->ended());
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"remove"_s);
    // Inserting it back restores the game.
    QVERIFY(m_club->game()->insertHand(
            6, m_club->game()->emptyDraft(u"draw"_s), u"It was not a duplicate"_s));
    QCOMPARE(m_club->game()->handCount(), 11);
    QVERIFY(m_club->game()->ended());
    QCOMPARE(m_club->game()->scores(), scoresAfterEdit);
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"insert"_s);
    QVERIFY(m_club->game()->zeroSumOk());
}

void TestClubController::penaltiesAfterUma()
{
    openGame(true); // the second game, with the referee's penalty for Felix
    const int emma = seatOf(u"Emma Rossi"_s);
    QCOMPARE(m_club->game()->penalties().size(), 1);
    const double scoreBefore = m_club->game()->finalScores()->get(emma, u"score"_s).toDouble();
    const QVariantList tableBefore = m_club->game()->scores();
    QVERIFY(!m_club->game()->addPenalty(emma, 20000, QString()));
    QVERIFY(!m_club->game()->addPenalty(-1, 20000, u"x"_s));
    QVERIFY(m_club->game()->addPenalty(emma, 20000, u"Chombo: wrong ron"_s));
    QCOMPARE(m_club->game()->penalties().size(), 2);
    QCOMPARE(m_club->game()->finalScores()->get(emma, u"penalty"_s).toDouble(), 20.0);
    QCOMPARE(m_club->game()->finalScores()->get(emma, u"score"_s).toDouble(), scoreBefore - 20.0);
    // Table points and the zero sum before penalties are untouched.
    QCOMPARE(m_club->game()->scores(), tableBefore);
    QVERIFY(m_club->game()->zeroSumOk());
    QCOMPARE(m_club->game()->audit()->get(0, u"action"_s).toString(), u"penalty"_s);
    // The standings follow.
    bool found = false;
    for (int row = 0; row < m_club->league()->standings()->rowCount(); ++row) {
        if (m_club->league()->standings()->get(row, u"name"_s).toString() == u"Emma Rossi"_s) {
            QCOMPARE(m_club->league()->standings()->get(row, u"penalties"_s).toDouble(), 20.0);
            found = true;
        }
    }
    QVERIFY(found);
    const int index = m_club->game()->penalties().constLast().toMap().value(u"index"_s).toInt();
    QVERIFY(m_club->game()->removePenalty(index, u"Overturned on appeal"_s));
    QCOMPARE(m_club->game()->penalties().size(), 1);
    QCOMPARE(m_club->game()->finalScores()->get(emma, u"score"_s).toDouble(), scoreBefore);
}

void TestClubController::tilePickerScoresTheHand()
{
    openGame(false);
    const int daniel = seatOf(u"Daniel Weiss"_s);
    const int felix = seatOf(u"Felix Novak"_s);
    // Riichi, pinfu, tanyao and one dora (indicator 1m): 4 han 30 fu, by ron.
    const QVariantMap score = m_club->game()->scoreHand(
            QVariantMap{ { u"closed"_s, u"234m567p55p234s67s8s"_s }, { u"winTile"_s, u"8s"_s },
                    { u"seat"_s, daniel }, { u"riichi"_s, true }, { u"dora"_s, u"1m"_s } });
    QVERIFY2(score.value(u"ok"_s).toBool(), qPrintable(score.value(u"error"_s).toString()));
    QCOMPARE(score.value(u"han"_s).toInt(), 4);
    QCOMPARE(score.value(u"fu"_s).toInt(), 30);
    QCOMPARE(score.value(u"yakuman"_s).toInt(), 0);
    QCOMPARE(score.value(u"valueText"_s).toString(), u"4 han 30 fu"_s); // EMA: no kiriage
    QStringList yaku;
    int han = 0;
    for (const LineItem &line : m_club->game()->pickerYaku()->lines()) {
        yaku << line.label;
        han += line.amount;
    }
    QCOMPARE(han, 4);
    QVERIFY(yaku.contains(u"Riichi"_s));
    QVERIFY(yaku.contains(u"Pinfu"_s));
    QVERIFY(yaku.contains(u"Tanyao"_s));
    QVERIFY(yaku.contains(u"Dora"_s));
    int fu = 0;
    for (const LineItem &line : m_club->game()->pickerFu()->lines())
        fu += line.amount;
    QCOMPARE(fu, 30); // 20 base + 10 closed ron
    // The engine's value goes into the entry: 7,700 from Felix.
    QVERIFY(m_club->game()->addHand(ron(daniel, score.value(u"han"_s).toInt(),
            score.value(u"fu"_s).toInt(), felix, { false, true, false, false })));
    QCOMPARE(m_club->game()->ledger()->get(5, u"deltas"_s).toList().value(felix).toInt(), -7700);

    // A dealer's tsumo in the next hand (Chloé deals South 1): seat wind East.
    const QVariantMap dealer = m_club->game()->scoreHand(
            QVariantMap{ { u"closed"_s, u"123m456p789s11122z"_s }, { u"winTile"_s, u"2z"_s },
                    { u"seat"_s, seatOf(u"Chloé Martin"_s) }, { u"tsumo"_s, true } });
    QVERIFY2(dealer.value(u"ok"_s).toBool(), qPrintable(dealer.value(u"error"_s).toString()));
    // Menzen tsumo and a triplet of East (her seat wind as the dealer); the pair of South (the
    // round wind) gives fu, not han.
    QCOMPARE(dealer.value(u"han"_s).toInt(), 2);

    // Not a complete hand; no yaku; bad tiles.
    QVERIFY(m_club->game()
                    ->scoreHand(QVariantMap{ { u"closed"_s, u"234m567p55p234s67s9s"_s },
                            { u"winTile"_s, u"9s"_s }, { u"seat"_s, daniel } })
                    .value(u"error"_s)
                    .toString()
                    .contains(u"not a complete hand"_s));
    QCOMPARE(m_club->game()->pickerYaku()->rowCount(), 0);
    QVERIFY(m_club->game()
                    ->scoreHand(QVariantMap{ { u"closed"_s, u"234m567p55p234s67s8s"_s },
                            { u"winTile"_s, u"8s"_s }, { u"seat"_s, daniel },
                            { u"melds"_s, QVariantList{ u"pon:111z"_s } } })
                    .value(u"ok"_s)
                    .toBool()
            == false);
    QVERIFY(!m_club->game()
                     ->scoreHand(QVariantMap{ { u"closed"_s, u"xyz"_s }, { u"winTile"_s, u"8s"_s },
                             { u"seat"_s, daniel } })
                     .value(u"error"_s)
                     .toString()
                     .isEmpty());
}

void TestClubController::draftRoundTrip()
{
    openGame(true, true);
    // Every saved hand, read back as a draft and previewed as its own correction, gives the
    // same changes as the ledger.
    for (int i = 0; i < m_club->game()->handCount(); ++i) {
        const HandDraft draft = m_club->game()->entryDraft(i);
        const ClubPreview preview = m_club->game()->preview(draft, i);
        QVERIFY2(preview.ok, qPrintable(preview.error));
        QCOMPARE(QVariantList(preview.deltas.begin(), preview.deltas.end()),
                m_club->game()->ledger()->get(i, u"deltas"_s).toList());
    }
    // The double ron of S3 keeps both winners.
    const HandDraft doubleRon = m_club->game()->entryDraft(9);
    QCOMPARE(doubleRon.kind, u"ron"_s);
    QCOMPARE(doubleRon.winners.size(), 2);
    QVERIFY(doubleRon.isWinner(doubleRon.winners[1]));
    // The old map form reads back to the same draft.
    QCOMPARE(HandDraft::fromMap(doubleRon.toMap()), doubleRon);
}

void TestClubController::dealerChoosesAtAllLast()
{
    // An east-only game where the dealer in the lead chooses whether to stop.
    QList<qint64> ids;
    for (int row = 0; row < 4; ++row)
        ids << m_club->directory()->players()->get(row, u"playerId"_s).toLongLong();
    const qint64 id = m_club->directory()->newGame(
            QVariantMap{ { u"players"_s, QVariantList{ ids[0], ids[1], ids[2], ids[3] } },
                    { u"preset"_s, u"tenhou"_s },
                    { u"options"_s,
                            QVariantMap{ { u"game_length"_s, u"east"_s },
                                    { u"dealer_top_choice"_s, true } } } });
    QVERIFY2(id > 0, qPrintable(m_club->errorText()));
    // E1-E3: seat 3 takes 8000 from seat 0 and the deal passes; E4: seat 3 deals.
    QVERIFY(m_club->game()->addHand(ron(3, 5, 30, 0)));
    QVERIFY(m_club->game()->addHand(ron(2, 1, 30, 1)));
    QVERIFY(m_club->game()->addHand(ron(1, 1, 30, 2)));
    QCOMPARE(m_club->game()->nextLabel(), u"E4-0"_s);
    // A hand that does not give the dealer the lead: no choice.
    const HandDraft small = ron(0, 1, 30, 1);
    QVERIFY(!m_club->game()->preview(small).dealerMayStop);
    // The dealer's ron in the lead with the target: the choice; by default the game ends.
    HandDraft stop = ron(3, 1, 30, 1);
    ClubPreview preview = m_club->game()->preview(stop);
    QVERIFY2(preview.ok, qPrintable(preview.error));
    QVERIFY(preview.dealerMayStop);
    QVERIFY(preview.ends);
    // Playing on: still the choice, the game goes on to E4-1.
    stop.dealerPlaysOn = true;
    preview = m_club->game()->preview(stop);
    QVERIFY(preview.dealerMayStop);
    QVERIFY(!preview.ends);
    QVERIFY(m_club->game()->addHand(stop));
    QCOMPARE(m_club->game()->nextLabel(), u"E4-1"_s);
    // Kept with the entry.
    QVERIFY(m_club->game()->entryDraft(3).dealerPlaysOn);
    QVERIFY(!m_club->game()->entryDraft(2).dealerPlaysOn);
}

void TestClubController::clubPlayersSeasonsEvents()
{
    QSignalSpy clubs(m_club->directory(), &ClubDirectory::clubsChanged);
    QCOMPARE(m_club->directory()->addPlayer(QString(), u"1"_s), 0);
    QVERIFY(!m_club->errorText().isEmpty());
    const qint64 gina = m_club->directory()->addPlayer(u"Gina Park"_s, u"04990107"_s);
    QVERIFY(gina > 0);
    QCOMPARE(m_club->directory()->players()->rowCount(), 7);
    QVERIFY(m_club->directory()->updatePlayer(gina, u"Gina Park-Lee"_s, u"04990108"_s));
    const int row = m_club->directory()->players()->rowOf(gina);
    QCOMPARE(m_club->directory()->players()->get(row, u"name"_s).toString(), u"Gina Park-Lee"_s);
    QCOMPARE(m_club->directory()->players()->get(row, u"emaNumber"_s).toString(), u"04990108"_s);

    const qint64 season = m_club->directory()->createSeason(
            u"Winter 2027"_s, u"mleague"_s, u"2027-01-01"_s, u"2027-03-31"_s);
    QVERIFY2(season > 0, qPrintable(m_club->errorText()));
    QCOMPARE(m_club->directory()->seasonId(), season);
    QCOMPARE(m_club->directory()->defaultPreset(), u"mleague"_s);
    QCOMPARE(m_club->directory()->games()->rowCount(), 0);
    QCOMPARE(m_club->league()->standings()->rowCount(), 0);
    QVERIFY(m_club->directory()->createEvent(u"New year open"_s, u"2027-01-09"_s, u"Hall"_s) > 0);
    QCOMPARE(m_club->directory()->events().size(), 1);
    // A game in the new season starts from its preset.
    const qint64 id = m_club->directory()->newGame(QVariantMap{ { u"players"_s,
            QVariantList{ gina, m_club->directory()->players()->get(0, u"playerId"_s),
                    m_club->directory()->players()->get(1, u"playerId"_s),
                    m_club->directory()->players()->get(2, u"playerId"_s) } } });
    QVERIFY2(id > 0, qPrintable(m_club->errorText()));
    QCOMPARE(m_club->game()->rules().key, u"mleague"_s);
    QCOMPARE(m_club->directory()->games()->rowCount(), 1);
    QCOMPARE(m_club->game()->seatNames().constFirst(), u"Gina Park-Lee"_s);

    // Another club starts empty.
    const qint64 other = m_club->directory()->createClub(u"Second club"_s);
    QVERIFY(other > 0);
    QCOMPARE(m_club->directory()->clubId(), other);
    QCOMPARE(m_club->directory()->clubs().size(), 2);
    QCOMPARE(m_club->directory()->players()->rowCount(), 0);
    QCOMPARE(m_club->directory()->seasons().size(), 0);
    QVERIFY(clubs.count() >= 1);
}

void TestClubController::playerPage()
{
    const qint64 top = m_club->league()->standings()->get(0, u"playerId"_s).toLongLong();
    m_club->league()->setPlayerId(top);
    const QVariantMap stats = m_club->league()->playerStats();
    QCOMPARE(stats.value(u"name"_s).toString(),
            m_club->league()->standings()->get(0, u"name"_s).toString());
    QCOMPARE(stats.value(u"games"_s).toInt(),
            m_club->league()->standings()->get(0, u"games"_s).toInt());
    QCOMPARE(stats.value(u"rank"_s).toString(), u"1"_s);
    QCOMPARE(m_club->league()->history()->rowCount(), stats.value(u"games"_s).toInt());
    double sum = 0;
    for (double s : m_club->league()->history()->series(u"score"_s))
        sum += s;
    const QList<double> cumulative = m_club->league()->history()->series(u"cumulative"_s);
    QVERIFY(std::abs(cumulative.constLast() - sum) < 1e-9);
    QVERIFY(std::abs(sum - stats.value(u"total"_s).toDouble()) < 1e-9);
    QVERIFY(stats.value(u"winRate"_s).toDouble() > 0);
    QCOMPARE(stats.value(u"places"_s).toList().size(), 4);
    int places = 0;
    for (const QVariant &p : stats.value(u"places"_s).toList())
        places += p.toInt();
    QCOMPARE(places, stats.value(u"games"_s).toInt());
    // History dates ascend.
    const QStringList dates = m_club->league()->history()->texts(u"date"_s);
    QVERIFY(std::is_sorted(dates.begin(), dates.end()));
}

void TestClubController::exportsSheets()
{
    openGame(true, true);
    const QString pdf = m_dir->filePath(u"game.pdf"_s);
    const QString csv = m_dir->filePath(u"game.csv"_s);
    QVERIFY2(m_club->sheets()->exportGameTo(pdf, u"pdf"_s), qPrintable(m_club->errorText()));
    QVERIFY2(m_club->sheets()->exportGameTo(csv, u"csv"_s), qPrintable(m_club->errorText()));
    QVERIFY(m_club->message().contains(u"game.csv"_s));
    const QString standingsPdf = m_dir->filePath(u"standings.pdf"_s);
    const QString standingsCsv = m_dir->filePath(u"standings.csv"_s);
    QVERIFY2(m_club->sheets()->exportStandingsTo(standingsPdf, u"pdf"_s),
            qPrintable(m_club->errorText()));
    QVERIFY2(m_club->sheets()->exportStandingsTo(standingsCsv, u"csv"_s),
            qPrintable(m_club->errorText()));
    const QString blank = m_dir->filePath(u"blank.pdf"_s);
    QVERIFY2(m_club->sheets()->exportBlankSheetTo(blank), qPrintable(m_club->errorText()));
    for (const QString &file : { pdf, standingsPdf, blank }) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.read(5) == "%PDF-", qPrintable(file));
        QVERIFY(f.size() > 2000);
    }
    for (const QString &file : { csv, standingsCsv }) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(u"Aiko Tanaka"_s), qPrintable(text.left(400)));
        QVERIFY(text.contains(u"Daniel Weiss"_s));
    }
    // HAIFU_KEEP_SHEETS=DIR keeps the files to look at them.
    if (qEnvironmentVariableIsSet("HAIFU_KEEP_SHEETS")) {
        for (const QString &file : { pdf, csv, standingsPdf, standingsCsv, blank })
            QFile::copy(file,
                    qEnvironmentVariable("HAIFU_KEEP_SHEETS") + u"/club-"_s
                            + QFileInfo(file).fileName());
    }
    QCOMPARE(m_club->sheets()->suggestedName(u"game"_s, u"csv"_s),
            u"club-game-%1.csv"_s.arg(m_club->game()->gameId()));
    // A file that cannot be written is an error, not a crash.
    QVERIFY(!m_club->sheets()->exportGameTo(m_dir->filePath(u"missing/dir/game.csv"_s), u"csv"_s));
    QVERIFY(!m_club->errorText().isEmpty());
}

HAIFU_TEST_MAIN(TestClubController)
#include "tst_clubcontroller.moc"
