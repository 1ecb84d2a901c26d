#include "club/clubcontroller.h"
#include "club/clubentry.h"
#include "demo/clubdemo.h"
#include "storage/database.h"

#include "testmain.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

// The Club page's hand being entered, on the demo club's game in progress: what the chips and
// keys do to the draft, the preview following it, saving, and correcting a past hand.
class TestClubEntry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void seatsFollowTheKind();
    void previewAndSave();
    void pickerScoreAndYakuman();
    void correctAndCancel();
    void dealerPlaysOnOnlyWhenOffered();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Database> m_db;
    std::unique_ptr<ClubController> m_club;
    std::unique_ptr<ClubEntry> m_entry;
};

void TestClubEntry::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
    QVERIFY(!seedDemoClub(*m_db));
    m_club = std::make_unique<ClubController>();
    m_club->setDatabase(m_db.get());
    m_club->applyStartup(); // opens the game in progress (EMA rules)
    QVERIFY(m_club->game()->hasGame());
    QVERIFY(!m_club->game()->ended());
    m_entry = std::make_unique<ClubEntry>();
    m_entry->setGame(m_club->game());
}

void TestClubEntry::cleanup()
{
    m_entry.reset();
    m_club.reset();
    m_db.reset();
    m_dir.reset();
}

void TestClubEntry::seatsFollowTheKind()
{
    QSignalSpy added(m_entry.get(), &ClubEntry::winnerAdded);
    QCOMPARE(m_entry->draft().kind, u"ron"_s);
    m_entry->pickSeat(1);
    m_entry->pickSeat(2);
    QCOMPARE(m_entry->draft().winners, (QList<int>{ 1, 2 }));
    QCOMPARE(added.count(), 2);
    QCOMPARE(added.last().at(0).toInt(), 2);
    QCOMPARE(m_entry->lastWinner(), 2);
    m_entry->pickSeat(1); // again: taken back
    QCOMPARE(m_entry->draft().winners, QList<int>{ 2 });
    QCOMPARE(added.count(), 2);
    m_entry->pickSeat(7); // no such seat
    QCOMPARE(m_entry->draft().winners, QList<int>{ 2 });
    // A tsumo keeps the first winner; a draw has none and the seats are tenpai.
    m_entry->pickSeat(0);
    m_entry->setKind(u"tsumo"_s);
    QCOMPARE(m_entry->draft().winners, QList<int>{ 2 });
    m_entry->pickSeat(3);
    QCOMPARE(m_entry->draft().winners, QList<int>{ 3 });
    m_entry->setKind(u"draw"_s);
    QVERIFY(m_entry->draft().winners.isEmpty());
    m_entry->pickSeat(0);
    m_entry->pickSeat(2);
    m_entry->pickSeat(0);
    QCOMPARE(m_entry->draft().tenpai, (QList<bool>{ false, false, true, false }));
    m_entry->setKind(u"chombo"_s);
    m_entry->pickSeat(3);
    QCOMPARE(m_entry->draft().offender, 3);
    m_entry->pickSeat(3);
    QCOMPARE(m_entry->draft().offender, -1);
    // EMA has no nagashi mangan: the kind stays.
    m_entry->setKind(u"nagashi"_s);
    QCOMPARE(m_entry->draft().kind, u"chombo"_s);
    // Shift+seat: the discarder of a ron, switching to ron.
    m_entry->pickDiscarder(1);
    QCOMPARE(m_entry->draft().kind, u"ron"_s);
    QCOMPARE(m_entry->draft().discarder, 1);
    m_entry->pickDiscarder(1);
    QCOMPARE(m_entry->draft().discarder, -1);
    m_entry->toggleRiichi(2);
    QCOMPARE(m_entry->draft().riichi, (QList<bool>{ false, false, true, false }));
    // An abortive draw starts at the first reason the rules list.
    m_entry->setKind(u"abortive"_s);
    QCOMPARE(m_entry->draft().reason,
            m_club->game()->rules().abortReasons.constFirst().toMap().value(u"key"_s).toString());
}

void TestClubEntry::previewAndSave()
{
    QSignalSpy result(m_entry.get(), &ClubEntry::resultChanged);
    QVERIFY(!m_entry->canSave());
    QVERIFY(m_entry->result().incomplete);
    m_entry->pickSeat(0);
    m_entry->setHan(0, u"3"_s);
    QVERIFY(m_entry->result().error.contains(u"fu"_s));
    m_entry->setFu(0, u"40"_s);
    m_entry->pickDiscarder(2);
    QVERIFY2(m_entry->canSave(), qPrintable(m_entry->result().error));
    QVERIFY(result.count() >= 4);
    QCOMPARE(m_entry->result().label, m_club->game()->nextLabel());
    const int hands = m_club->game()->handCount();
    const QString next = m_club->game()->nextLabel();
    QVERIFY(m_entry->save());
    QCOMPARE(m_club->game()->handCount(), hands + 1);
    QVERIFY(m_club->game()->nextLabel() != next || m_club->game()->honba() > 0);
    // Saved: the draft is empty again and the preview follows the game.
    QCOMPARE(m_entry->draft(), HandDraft::empty());
    QVERIFY(!m_entry->canSave());
    QVERIFY(!m_entry->save());
}

void TestClubEntry::pickerScoreAndYakuman()
{
    QSignalSpy added(m_entry.get(), &ClubEntry::winnerAdded);
    m_entry->applyScore(1, QVariantMap{ { u"han"_s, 2 }, { u"fu"_s, 30 }, { u"yakuman"_s, 0 } });
    QCOMPARE(m_entry->draft().winners, QList<int>{ 1 });
    QCOMPARE(added.count(), 1);
    QCOMPARE(m_entry->draft().han[1], u"2"_s);
    QCOMPARE(m_entry->draft().fu[1], u"30"_s);
    m_entry->applyScore(1, QVariantMap{ { u"han"_s, 0 }, { u"fu"_s, 0 }, { u"yakuman"_s, 1 } });
    QCOMPARE(m_entry->draft().winners, QList<int>{ 1 });
    QCOMPARE(m_entry->draft().yakuman[1], 1);
    QVERIFY(m_entry->draft().han[1].isEmpty());
    // Y: yakuman, double yakuman, back to han/fu.
    m_entry->toggleYakuman(1);
    QCOMPARE(m_entry->draft().yakuman[1], 2);
    m_entry->toggleYakuman(1);
    QCOMPARE(m_entry->draft().yakuman[1], 0);
    m_entry->setPao(1, 3);
    QCOMPARE(m_entry->draft().pao[1], 3);
    m_entry->setNote(u"kokushi"_s);
    QCOMPARE(m_entry->draft().note, u"kokushi"_s);
    m_entry->clear();
    QCOMPARE(m_entry->draft(), HandDraft::empty());
}

void TestClubEntry::correctAndCancel()
{
    QSignalSpy finished(m_entry.get(), &ClubEntry::editFinished);
    m_entry->edit(0);
    QCOMPARE(m_entry->editIndex(), 0);
    QVERIFY(!m_entry->inserting());
    QCOMPARE(m_entry->draft(), m_club->game()->entryDraft(0));
    // Unchanged it previews as itself, but a correction needs a reason.
    QVERIFY(m_entry->result().ok);
    QVERIFY(!m_entry->canSave());
    m_entry->setEditReason(u"  "_s);
    QVERIFY(!m_entry->canSave());
    m_entry->setEditReason(u"Checked the sheet"_s);
    QVERIFY(m_entry->canSave());
    QVERIFY(m_entry->save());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(m_entry->editIndex(), -1);
    QCOMPARE(m_entry->editReason(), QString());
    QCOMPARE(m_club->game()->audit()->get(0, u"reason"_s).toString(), u"Checked the sheet"_s);

    m_entry->insertBefore(1);
    QCOMPARE(m_entry->editIndex(), 1);
    QVERIFY(m_entry->inserting());
    m_entry->cancelEdit();
    QCOMPARE(finished.count(), 2);
    QCOMPARE(m_entry->editIndex(), -1);
    QVERIFY(!m_entry->inserting());
}

void TestClubEntry::dealerPlaysOnOnlyWhenOffered()
{
    // EMA: the leading dealer never chooses, so P does nothing.
    m_entry->toggleDealerPlaysOn();
    QVERIFY(!m_entry->draft().dealerPlaysOn);
    m_entry->setDealerPlaysOn(true);
    QVERIFY(m_entry->draft().dealerPlaysOn);
}

HAIFU_TEST_GUILESS_MAIN(TestClubEntry)
#include "tst_clubentry.moc"
