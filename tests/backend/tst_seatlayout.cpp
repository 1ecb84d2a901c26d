#include "viewer/seatlayout.h"

#include "formats/recordio.h"

#include "game/replay.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

// The seats of the study table built from a real record: facts, hands (hidden or shown, the
// drawn tile apart), rivers with the riichi tile and the marks of notes, waits.
class TestSeatLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void riichiRiverAndHiddenHands();
    void noteMarksOnTheDiscard();
    void winnerAtTheEnd();

private:
    std::optional<game::Record> m_record;
    static SeatLayout::View view(int viewpoint, bool showAll)
    {
        SeatLayout::View v;
        v.viewpoint = viewpoint;
        v.showAllHands = showAll;
        for (int i = 0; i < 4; ++i) {
            v.positions[static_cast<std::size_t>(i)] = (i - viewpoint + 4) % 4;
            v.names[static_cast<std::size_t>(i)] = u"P%1"_s.arg(i);
        }
        return v;
    }
};

void TestSeatLayout::initTestCase()
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s);
    QVERIFY2(record, record ? "" : record.error().message.c_str());
    m_record = std::move(*record);
}

void TestSeatLayout::riichiRiverAndHiddenHands()
{
    game::Replay replay(*m_record);
    // E1-0: the riichi discard is event 57, so step 58 shows it on the table.
    QVERIFY(!replay.seek(0, 58));
    const SeatLayout layout(*m_record, replay.state(), {});
    int riichiSeat = -1;
    for (int i = 0; i < 4; ++i) {
        const SeatLayout::Seat seat = layout.seat(i, view(0, true));
        QVERIFY(seat.info.present);
        QCOMPARE(seat.info.name, u"P%1"_s.arg(i));
        QCOMPARE(seat.info.position, i);
        QCOMPARE(seat.info.dealer, i == replay.state().dealer);
        if (seat.info.status.riichi)
            riichiSeat = i;
        // Rivers run in rows of six.
        for (qsizetype r = 0; r < seat.river.size(); ++r)
            QCOMPARE(seat.river[r].row, std::min(int(r) / 6, 2));
        for (const TileItem &t : seat.hand)
            QVERIFY(!t.back);
    }
    QVERIFY(riichiSeat >= 0);
    const SeatLayout::Seat riichi = layout.seat(riichiSeat, view(0, true));
    QVERIFY(riichi.river.last().riichi);
    QVERIFY(riichi.river.last().sideways);
    QVERIFY(riichi.river.last().last);

    // Hands of the others face down, the viewpoint's face up.
    for (int i = 0; i < 4; ++i) {
        const SeatLayout::Seat seat = layout.seat(i, view(1, false));
        QCOMPARE(seat.info.handHidden, i != 1);
        for (const TileItem &t : seat.hand)
            QCOMPARE(t.back, i != 1);
        QCOMPARE(seat.info.scoreDifference,
                replay.state().player(i).score - replay.state().player(1).score);
    }
}

void TestSeatLayout::noteMarksOnTheDiscard()
{
    game::Replay replay(*m_record);
    QVERIFY(!replay.seek(0, 58));
    const game::Event &riichi = m_record->kyoku[0].events[57];
    QCOMPARE(riichi.type, game::EventType::Discard);
    AnnotationRow note;
    note.annotation.key.kyoku = 0;
    note.annotation.key.step = 58; // the discard just made
    note.annotation.key.seat = riichi.seat;
    note.annotation.mark = u"?!"_s;
    AnnotationRow other = note;
    other.annotation.key.kyoku = 1; // another hand: not drawn here
    other.annotation.mark = u"!"_s;
    const SeatLayout layout(*m_record, replay.state(), { note, other });
    const SeatLayout::Seat seat = layout.seat(riichi.seat, view(0, true));
    QCOMPARE(seat.river.last().mark, u"?!"_s);
    for (qsizetype r = 0; r + 1 < seat.river.size(); ++r)
        QVERIFY(seat.river[r].mark.isEmpty());
}

void TestSeatLayout::winnerAtTheEnd()
{
    game::Replay replay(*m_record);
    QVERIFY(!replay.seek(0, replay.reachableSteps(0) - 1));
    QVERIFY(replay.state().ended);
    const SeatLayout layout(*m_record, replay.state(), {});
    QCOMPARE(layout.winsApplied(), 1);
    QVERIFY(layout.winner(0));
    QVERIFY(layout.nextEvent() == nullptr);
    // The winner's hand is shown even when the others are hidden, the winning tile apart.
    const SeatLayout::Seat winner = layout.seat(0, view(1, false));
    QVERIFY(winner.info.winner);
    QVERIFY(!winner.info.handHidden);
    QVERIFY(winner.hand.last().separated);
    QVERIFY(winner.hand.last().highlighted);
    const SeatLayout::Seat loser = layout.seat(2, view(1, false));
    QVERIFY(loser.info.handHidden); // a win shows the winner only
}

HAIFU_TEST_GUILESS_MAIN(TestSeatLayout)
#include "tst_seatlayout.moc"
