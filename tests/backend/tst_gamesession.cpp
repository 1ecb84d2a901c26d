#include "viewer/gamesession.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

// The viewer's session: opening records, stepping, the table state, the analysis and results,
// with every model checked by QAbstractItemModelTester while it changes.
class TestGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openFailsWithMessage();
    void replayErrorNamesKyokuAndEvent();
    void opensAndLists();
    void stepsAndModels();
    void riichiAndWin();
    void exhaustiveDraw();
    void closedKan();
    void doubleRon();
    void threePlayers();
    void viewpointAndHiddenHands();
    void analysisAndInefficientDiscards();
    void decisionsAndKyokuNavigation();
    void opensInTheBackground();

private:
    static QString record(const char *name)
    {
        return QStringLiteral(HAIFU_RECORDS_DATA "/") + QString::fromLatin1(name);
    }
    // Testers for every model of a session, kept alive while the test runs.
    void watch(GameSession &session);
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void TestGameSession::watch(GameSession &session)
{
    m_testers.clear();
    auto add = [this](QAbstractItemModel *model) {
        m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    };
    add(session.kyokuList());
    add(session.table()->doraIndicators());
    add(session.table()->uraIndicators());
    add(session.analysis()->discardOptions());
    add(session.result()->hand());
    add(session.result()->melds());
    add(session.result()->yaku());
    add(session.result()->fuItems());
    add(session.result()->payments());
    for (int i = 0; i < 4; ++i) {
        SeatState *seat = session.seat(i);
        add(seat->hand());
        add(seat->river());
        add(seat->melds());
        add(seat->northBonus());
        add(seat->waits());
    }
}

void TestGameSession::openFailsWithMessage()
{
    GameSession session(nullptr);
    QSignalSpy errors(&session, &GameSession::errorOccurred);
    QVERIFY(!session.open(u"/nonexistent/missing.mjlog"_s));
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.at(0).at(0).toString().contains(u"missing.mjlog"_s));
    QVERIFY(!session.loaded());
    QVERIFY(!session.next());
}

void TestGameSession::replayErrorNamesKyokuAndEvent()
{
    // The first discard of seat 0 changed to a tile it does not hold: the game opens up to
    // that event and the message says where it stops.
    QFile source(record("reviewer__chankan.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray data = source.readAll();
    QVERIFY(data.contains("[44,21,60"));
    data.replace("[44,21,60", "[19,21,60");
    QTemporaryDir dir;
    const QString path = dir.filePath(u"broken.json"_s);
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(data);
    broken.close();

    GameSession session(nullptr);
    watch(session);
    QSignalSpy errors(&session, &GameSession::errorOccurred);
    QVERIFY(session.open(path));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.at(0).at(0).toString();
    QVERIFY2(message.contains(u"broken.json"_s) && message.contains(u"E1-0"_s)
                    && message.contains(u"event 1"_s),
            qPrintable(message));
    QCOMPARE(session.errorText(), message);
    QCOMPARE(session.position()->stepCount(), 2); // the deal and the first draw
    QVERIFY(session.kyokuList()->index(0).data(KyokuListModel::ErrorRole).toBool());
    QVERIFY(session.next());
    QVERIFY(!session.next());
    QVERIFY(session.toKyokuEnd() == false);
}

void TestGameSession::opensAndLists()
{
    GameSession session(nullptr);
    watch(session);
    QSignalSpy loaded(&session, &GameSession::loadedChanged);
    QVERIFY(session.open(QUrl::fromLocalFile(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml"))
                                 .toString()));
    QCOMPARE(loaded.count(), 1);
    QVERIFY(session.loaded());
    QVERIFY(session.errorText().isEmpty());
    QCOMPARE(session.playerCount(), 4);
    QCOMPARE(session.position()->kyokuCount(), 12);
    KyokuListModel *list = session.kyokuList();
    QCOMPARE(list->rowCount(), 12);
    QCOMPARE(list->index(0).data(KyokuListModel::LabelRole).toString(), u"E1-0"_s);
    QCOMPARE(list->index(6).data(KyokuListModel::LabelRole).toString(), u"S1-0"_s);
    QCOMPARE(list->index(0).data(KyokuListModel::OutcomeRole).toString(), u"win"_s);
    QCOMPARE(list->index(3).data(KyokuListModel::OutcomeRole).toString(), u"draw"_s);
    QVERIFY(list->index(0).data(KyokuListModel::SummaryRole).toString().startsWith(u"Tsumo"_s));
    QVERIFY(list->index(0).data(KyokuListModel::CurrentRole).toBool());
    QCOMPARE(list->index(0).data(KyokuListModel::StepsRole).toInt(), 68);
    // The deal: 13 tiles each, one dora indicator (padded with four backs), a full wall.
    QCOMPARE(session.position()->kyoku(), 0);
    QCOMPARE(session.position()->step(), 0);
    QCOMPARE(session.position()->stepCount(), 68);
    QCOMPARE(session.table()->liveWall(), 70);
    QCOMPARE(session.table()->kyokuLabel(), u"E1-0"_s);
    QCOMPARE(session.table()->doraIndicators()->rowCount(), 5);
    QVERIFY(!session.table()->doraIndicators()->tiles().at(0).back);
    QVERIFY(session.table()->doraIndicators()->tiles().at(1).back);
    for (int i = 0; i < 4; ++i) {
        QVERIFY(session.seat(i)->present());
        QCOMPARE(session.seat(i)->hand()->rowCount(), 13);
        QCOMPARE(session.seat(i)->score(), 25000);
        QVERIFY(!session.seat(i)->name().isEmpty());
    }
    QCOMPARE(session.seat(0)->wind(), u"E"_s);
    QVERIFY(session.seat(0)->dealer());
    QCOMPARE(session.table()->lastActionText(), u"The deal"_s);
}

void TestGameSession::stepsAndModels()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QSignalSpy moved(session.position(), &GamePosition::changed);
    // Step 1: the dealer draws (14 tiles, the drawn one apart); step 2: discards.
    QVERIFY(session.next());
    QCOMPARE(moved.count(), 1);
    QCOMPARE(session.position()->step(), 1);
    QCOMPARE(session.table()->liveWall(), 69);
    const QList<TileItem> &hand = session.seat(0)->hand()->tiles();
    QCOMPARE(hand.size(), 14);
    QVERIFY(hand.last().separated);
    QVERIFY(session.table()->lastActionText().contains(u"draws"_s));
    QCOMPARE(session.analysis()->seat(), 0);
    QVERIFY(session.analysis()->discardOptions()->rowCount() > 0);
    QVERIFY(session.next());
    QCOMPARE(session.seat(0)->river()->rowCount(), 1);
    QVERIFY(session.seat(0)->river()->tiles().at(0).last);
    QCOMPARE(session.seat(0)->hand()->rowCount(), 13);
    QCOMPARE(session.analysis()->seat(), -1);
    QVERIFY(session.previous());
    QCOMPARE(session.seat(0)->river()->rowCount(), 0);
    QVERIFY(session.previous());
    QVERIFY(!session.previous()); // at the start of the game
    QVERIFY(session.position()->atStart());

    // Across the kyoku boundary and back.
    QVERIFY(session.toKyokuEnd());
    QCOMPARE(session.position()->step(), 67);
    QVERIFY(session.next());
    QCOMPARE(session.position()->kyoku(), 1);
    QCOMPARE(session.position()->step(), 0);
    QVERIFY(session.kyokuList()->index(1).data(KyokuListModel::CurrentRole).toBool());
    QVERIFY(!session.kyokuList()->index(0).data(KyokuListModel::CurrentRole).toBool());
    QVERIFY(session.previous());
    QCOMPARE(session.position()->kyoku(), 0);
    QCOMPARE(session.position()->step(), 67);

    // The global timeline.
    QVERIFY(session.seekGlobal(session.position()->totalSteps() - 1));
    QVERIFY(session.position()->atEnd());
    QVERIFY(!session.next());
    QVERIFY(session.seekGlobal(0));
    QVERIFY(session.position()->atStart());
    QVERIFY(!session.jumpTo(0, 0));
    QVERIFY(session.jumpTo(2, 10000)); // clamped to the last step
    QCOMPARE(session.position()->step(), session.position()->stepCount() - 1);
}

void TestGameSession::riichiAndWin()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    // E1-0: a riichi discard is event 57; the dealer wins by tsumo at the end.
    QVERIFY(session.jumpTo(0, 58));
    int riichiSeat = -1;
    for (int i = 0; i < 4; ++i) {
        if (session.seat(i)->status().riichi)
            riichiSeat = i;
    }
    QVERIFY(riichiSeat >= 0);
    const QList<TileItem> &river = session.seat(riichiSeat)->river()->tiles();
    QVERIFY(river.last().riichi);
    QVERIFY(river.last().sideways);
    QVERIFY(session.table()->lastActionText().contains(u"riichi"_s));

    QVERIFY(session.toKyokuEnd());
    QVERIFY(session.table()->kyokuEnded());
    KyokuResult *result = session.result();
    QVERIFY(result->active());
    QCOMPARE(result->count(), 1);
    QVERIFY(!result->draw());
    QCOMPARE(result->winner(), 0);
    QVERIFY(result->title().startsWith(u"Tsumo"_s));
    QVERIFY(result->agrees());
    QVERIFY(result->points() > 0);
    QVERIFY(result->han() >= 1);
    bool hasRiichi = false;
    for (const LineItem &line : result->yaku()->lines())
        hasRiichi = hasRiichi || line.label == u"Riichi"_s;
    QVERIFY(hasRiichi);
    QVERIFY(result->fuItems()->rowCount() >= 2);
    QCOMPARE(result->payments()->rowCount(), 4);
    QVERIFY(result->payments()->lines().at(0).emphasis);
    QVERIFY(result->payments()->lines().at(0).amount > 0);
    QVERIFY(result->hand()->tiles().last().highlighted);
    QVERIFY(session.seat(0)->winner());
    QVERIFY(session.seat(0)->hand()->tiles().last().highlighted);
    QVERIFY(session.table()->uraIndicators()->rowCount()
            >= 1); // a riichi win shows the ura indicator
    QVERIFY(session.table()->lastActionText().contains(u"tsumo"_s));
    // Off the end the panel goes.
    QVERIFY(session.previous());
    QVERIFY(!result->active());
}

void TestGameSession::exhaustiveDraw()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QVERIFY(session.jumpTo(3, 1000));
    QVERIFY(session.table()->kyokuEnded());
    QCOMPARE(session.table()->liveWall(), 0);
    KyokuResult *result = session.result();
    QVERIFY(result->active());
    QVERIFY(result->draw());
    QCOMPARE(result->title(), u"Exhaustive draw"_s);
    QCOMPARE(result->payments()->rowCount(), 4);
    int sum = 0;
    for (const LineItem &line : result->payments()->lines())
        sum += line.amount;
    QCOMPARE(sum, 0);
}

void TestGameSession::closedKan()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QVERIFY(session.jumpTo(1, 66)); // E1-1: right after a closed kan
    int kanSeat = -1;
    for (int i = 0; i < 4; ++i) {
        if (session.seat(i)->melds()->rowCount() == 4)
            kanSeat = i;
    }
    QVERIFY(kanSeat >= 0);
    const QList<TileItem> &meld = session.seat(kanSeat)->melds()->tiles();
    QVERIFY(meld.at(0).back);
    QVERIFY(!meld.at(1).back);
    QVERIFY(!meld.at(2).back);
    QVERIFY(meld.at(3).back);
    QVERIFY(meld.at(1).highlighted); // the last action
    QVERIFY(session.table()->lastActionText().contains(u"closed kan"_s));
    QCOMPARE(session.seat(kanSeat)->hand()->rowCount(), 10);
}

void TestGameSession::doubleRon()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog")));
    QVERIFY(session.jumpTo(1, 1000));
    KyokuResult *result = session.result();
    QCOMPARE(result->count(), 2);
    const int first = result->winner();
    QVERIFY(result->title().startsWith(u"Ron"_s));
    QSignalSpy changed(result, &KyokuResult::changed);
    result->setCurrentIndex(1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(result->winner() != first);
    QCOMPARE(result->from(), 2);
}

void TestGameSession::threePlayers()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("wahaha__2020010100gm-00b9-0000-7a6863a8.mjson")));
    QCOMPARE(session.playerCount(), 3);
    QVERIFY(!session.seat(3)->present());
    QCOMPARE(session.table()->liveWall(), 55);
    QCOMPARE(session.seatAtPosition(0), 0);
    QCOMPARE(session.seatAtPosition(1), 1);
    QCOMPARE(session.seatAtPosition(2), -1); // the empty side
    QCOMPARE(session.seatAtPosition(3), 2);
    QVERIFY(session.jumpTo(0, 4)); // a north set aside
    int norths = 0;
    for (int i = 0; i < 3; ++i)
        norths += session.seat(i)->northBonus()->rowCount();
    QCOMPARE(norths, 1);
    // A closed kan in S1-1, then the win.
    QVERIFY(session.jumpTo(8, 76));
    bool kan = false;
    for (int i = 0; i < 3; ++i)
        kan = kan || session.seat(i)->melds()->codes().startsWith(u"back"_s);
    QVERIFY(kan);
    QVERIFY(session.toKyokuEnd());
    QVERIFY(session.result()->active());
    QCOMPARE(session.result()->payments()->rowCount(), 3);
    session.rotateViewpoint();
    session.rotateViewpoint();
    session.rotateViewpoint();
    QCOMPARE(session.viewpoint(), 0);
}

void TestGameSession::viewpointAndHiddenHands()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QVERIFY(session.jumpTo(0, 20));
    QCOMPARE(session.seat(0)->position(), 0);
    QCOMPARE(session.seat(1)->position(), 1);
    QSignalSpy viewpoint(&session, &GameSession::viewpointChanged);
    session.setViewpoint(2);
    QCOMPARE(viewpoint.count(), 1);
    QCOMPARE(session.seat(2)->position(), 0);
    QCOMPARE(session.seat(3)->position(), 1);
    QCOMPARE(session.seat(0)->position(), 2);
    QCOMPARE(session.seat(1)->position(), 3);
    QCOMPARE(session.seatAtPosition(0), 2);
    QCOMPARE(session.seat(0)->scoreDifference(),
            session.seat(0)->score() - session.seat(2)->score());
    session.setShowAllHands(false);
    QVERIFY(session.seat(0)->handHidden());
    QVERIFY(!session.seat(2)->handHidden());
    QVERIFY(session.seat(0)->hand()->codes().startsWith(u"back back"_s));
    QVERIFY(!session.seat(2)->hand()->codes().contains(u"back"_s));
    session.setShowAllHands(true);
    QVERIFY(!session.seat(0)->hand()->codes().contains(u"back"_s));
}

void TestGameSession::analysisAndInefficientDiscards()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    QVERIFY(session.jumpTo(0, 1));
    DiscardOptionModel *options = session.analysis()->discardOptions();
    QVERIFY(options->rowCount() >= 5);
    int played = 0;
    int previousShanten = -2;
    for (const DiscardRow &row : options->rows()) {
        played += row.played;
        QVERIFY(row.shanten >= previousShanten); // best first
        previousShanten = row.shanten;
        QCOMPARE(row.acceptCodes.size(), row.acceptCounts.size());
    }
    QCOMPARE(played, 1);
    QVERIFY(options->rows().front().best);
    QVERIFY(!session.analysis()->playedCode().isEmpty());
    // The first inefficient discard of seat 0 (this game has some: a test that found none would
    // check nothing); the flag and the row agree.
    QVERIFY2(session.analysis()->inefficientCount() > 0,
            qPrintable(QString::number(session.analysis()->inefficientCount())));
    QVERIFY(session.nextInefficient());
    QVERIFY(session.analysis()->playedInefficient());
    bool worsePlayed = false;
    for (const DiscardRow &row : options->rows())
        worsePlayed = worsePlayed || (row.played && row.worse);
    QVERIFY(worsePlayed);
    QVERIFY(session.analysis()->playedUkeire() < session.analysis()->bestUkeire()
            || session.analysis()->playedShanten() > session.analysis()->bestShanten());
    const int k = session.position()->kyoku();
    const int s = session.position()->step();
    QVERIFY(session.jumpTo(k, s + 1));
    QVERIFY(session.previousInefficient());
    QCOMPARE(session.position()->kyoku(), k);
    QCOMPARE(session.position()->step(), s);
    // Tenpai hands list their waits with the copies left.
    QVERIFY(session.jumpTo(0, 58));
    bool waitsShown = false;
    for (int i = 0; i < 4; ++i) {
        SeatState *seat = session.seat(i);
        if (seat->status().tenpai) {
            QVERIFY(seat->waits()->rowCount() > 0);
            QCOMPARE(seat->status().shantenText, u"Tenpai"_s);
            waitsShown = true;
        }
    }
    QVERIFY(waitsShown);
}

void TestGameSession::decisionsAndKyokuNavigation()
{
    GameSession session(nullptr);
    watch(session);
    QVERIFY(session.open(record("tsubaki__2023053016gm-0029-0000-e54b3b98.xml")));
    session.setViewpoint(1);
    QVERIFY(session.nextDecision());
    QCOMPARE(session.analysis()->seat(), 1);
    const int first = session.position()->step();
    QVERIFY(session.nextDecision());
    QVERIFY(session.position()->step() > first);
    QCOMPARE(session.analysis()->seat(), 1);
    QVERIFY(session.previousDecision());
    QCOMPARE(session.position()->step(), first);
    QVERIFY(session.nextKyoku());
    QCOMPARE(session.position()->kyoku(), 1);
    QCOMPARE(session.position()->step(), 0);
    QVERIFY(session.nextKyoku());
    QVERIFY(session.previousKyoku());
    QCOMPARE(session.position()->kyoku(), 1);
    QVERIFY(session.jumpTo(11, 5));
    QVERIFY(!session.nextKyoku());
    QVERIFY(session.toKyokuStart());
    QCOMPARE(session.position()->step(), 0);
    session.close();
    QVERIFY(!session.loaded());
    QCOMPARE(session.kyokuList()->rowCount(), 0);
}

// Opening reads the file on a worker thread: the call returns at once, the event loop keeps
// running while the reader works, a cancelled open leaves the table as it was, and a finished
// one shows the game.
void TestGameSession::opensInTheBackground()
{
    QTemporaryDir dir;
    // A large MJAI log (a real game followed by a million events of an unknown type): a
    // second or so of reading.
    QFile source(record("wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray big = source.readAll();
    const QByteArray unknown = "{\"type\":\"kibitzer_chat\",\"text\":\"...\"}\n";
    big.reserve(big.size() + unknown.size() * 1000000);
    for (int i = 0; i < 1000000; ++i)
        big += unknown;
    const QString bigPath = dir.filePath(u"big.mjson"_s);
    QFile out(bigPath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(big), big.size());
    out.close();

    GameSession session(nullptr);
    session.startOpenUrl(QUrl::fromLocalFile(bigPath));
    // Back at once, with the reader at work.
    QVERIFY(session.opening());
    QVERIFY(!session.loaded());
    QVERIFY(session.openingText().contains(u"big.mjson"_s));
    // The event loop runs meanwhile: a timer fires again and again while the file is read.
    int ticks = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&ticks] { ++ticks; });
    tick.start(5);
    QTest::qWait(40);
    QVERIFY(ticks >= 1); // blocked, the loop would not have run the timer at all
    QVERIFY(session.opening());

    // Cancelled: nothing arrives, even when the reader ends later.
    session.cancelOpening();
    QVERIFY(!session.opening());
    QTest::qWait(3000);
    QVERIFY(!session.loaded());

    // A normal open finishes by itself.
    session.startOpenUrl(
            QUrl::fromLocalFile(record("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml")));
    QTRY_VERIFY_WITH_TIMEOUT(session.loaded(), 10000);
    QVERIFY(!session.opening());
    QVERIFY(session.position()->kyokuCount() > 0);
}

HAIFU_TEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
