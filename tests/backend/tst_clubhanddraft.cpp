#include "club/clubhanddraft.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using haifu::club::HandKind;

// The typed hand draft the Club page's entry form and ClubController share: its checks (a
// prompt for what is still to choose, a refusal for what cannot be), the entry it stands for,
// and its round trips through a saved entry and the old map form.
class TestClubHandDraft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyDraft();
    void ronBecomesAnEntry();
    void promptsAndRefusals();
    void drawsAndChombo();
    void roundTrips();

private:
    static HandDraft::Game game();
};

HandDraft::Game TestClubHandDraft::game()
{
    HandDraft::Game g;
    g.players = 4;
    g.maxWinners = 2;
    g.nagashiMangan = true;
    g.abortReasons = { u"four_winds"_s, QString() };
    g.seatNames = { u"Aiko"_s, u"Ben"_s, u"Chloé"_s, u"Daniel"_s };
    return g;
}

void TestClubHandDraft::emptyDraft()
{
    const HandDraft d = HandDraft::empty(u"tsumo"_s);
    QCOMPARE(d.kind, u"tsumo"_s);
    QVERIFY(d.winKind());
    QVERIFY(d.winners.isEmpty());
    QCOMPARE(d.han.size(), 4);
    QVERIFY(!d.isWinner(0));
    QCOMPARE(d.pao, (QList<int>{ -1, -1, -1, -1 }));
    QCOMPARE(d.riichi, (QList<bool>{ false, false, false, false }));
    QCOMPARE(d.discarder, -1);
    QVERIFY(!HandDraft::empty(u"draw"_s).winKind());
    // QML reads it as a value type.
    const QVariant v = QVariant::fromValue(d);
    QCOMPARE(v.value<HandDraft>(), d);
}

void TestClubHandDraft::ronBecomesAnEntry()
{
    HandDraft d;
    d.winners = { 3 };
    d.han[3] = u" 3 "_s;
    d.fu[3] = u"40"_s;
    d.discarder = 1;
    d.riichi = { true, false, false, false };
    d.note = u"  pinfu  "_s;
    bool incomplete = false;
    const auto entry = d.toEntry(game(), &incomplete);
    QVERIFY2(entry.ok(), entry ? "" : entry.error().message.c_str());
    QVERIFY(!incomplete);
    QCOMPARE(entry->kind, HandKind::Ron);
    QCOMPARE(entry->wins.size(), std::size_t(1));
    QCOMPARE(entry->wins[0].seat, 3);
    QCOMPARE(entry->wins[0].han, 3);
    QCOMPARE(entry->wins[0].fu, 40);
    QCOMPARE(entry->discarder, 1);
    QVERIFY(entry->riichi[0]);
    QCOMPARE(entry->note, std::string("pinfu"));
    // From 5 han on the fu do not matter.
    d.han[3] = u"6"_s;
    d.fu[3] = QString();
    QCOMPARE(d.toEntry(game())->wins[0].fu, 30);
    // A yakuman needs no han.
    d.han[3] = QString();
    d.yakuman[3] = 2;
    QCOMPARE(d.toEntry(game())->wins[0].yakuman, 2);
}

void TestClubHandDraft::promptsAndRefusals()
{
    const auto check = [](const HandDraft &d, const QString &why, bool prompt) {
        bool incomplete = false;
        const auto entry = d.toEntry(game(), &incomplete);
        QVERIFY(!entry.ok());
        const QString error = QString::fromStdString(entry.error().message);
        QVERIFY2(error.contains(why), qPrintable(error));
        QCOMPARE(incomplete, prompt);
    };
    HandDraft d;
    check(d, u"Choose the winner"_s, true);
    d.winners = { 2 };
    check(d, u"Enter the han of Chloé's hand"_s, true);
    d.han[2] = u"abc"_s;
    check(d, u"Enter the han"_s, true);
    d.han[2] = u"2"_s;
    check(d, u"Enter the fu of Chloé's hand"_s, true);
    d.fu[2] = u"30"_s;
    check(d, u"dealt in"_s, true);
    d.discarder = 2;
    check(d, u"Chloé cannot win on their own discard"_s, false);
    d.discarder = 0;
    d.pao[2] = 1;
    check(d, u"Pao applies to yakuman only"_s, false);
    d.pao[2] = 2;
    d.yakuman[2] = 1;
    check(d, u"Chloé cannot be liable"_s, false);
    d.pao[2] = -1;
    d.winners = { 1, 2, 3 };
    check(d, u"at most 2 winners"_s, false);
    d.kind = u"tsumo"_s;
    d.winners = { 1, 2 };
    check(d, u"A tsumo has one winner"_s, false);
    check(HandDraft::empty(QString()), u"Choose the result"_s, true);
}

void TestClubHandDraft::drawsAndChombo()
{
    HandDraft draw = HandDraft::empty(u"draw"_s);
    draw.tenpai = { true, false, true, false };
    const auto entry = draw.toEntry(game());
    QVERIFY(entry.ok());
    QCOMPARE(entry->kind, HandKind::ExhaustiveDraw);
    QVERIFY(entry->tenpai[2] && !entry->tenpai[1]);

    HandDraft nagashi = HandDraft::empty(u"nagashi"_s);
    QVERIFY(!nagashi.toEntry(game()).ok());
    nagashi.nagashi[1] = true;
    QVERIFY(nagashi.toEntry(game())->nagashi[1]);
    HandDraft::Game noNagashi = game();
    noNagashi.nagashiMangan = false;
    QVERIFY(!nagashi.toEntry(noNagashi).ok());

    HandDraft abortive = HandDraft::empty(u"abortive"_s);
    abortive.reason = u"four_winds"_s;
    QCOMPARE(abortive.toEntry(game())->abortReason, std::string("four_winds"));
    abortive.reason = u"nine_terminals"_s;
    QVERIFY(!abortive.toEntry(game()).ok());

    HandDraft chombo = HandDraft::empty(u"chombo"_s);
    QVERIFY(!chombo.toEntry(game()).ok());
    chombo.offender = 3;
    QCOMPARE(chombo.toEntry(game())->offender, 3);
}

void TestClubHandDraft::roundTrips()
{
    HandDraft d;
    d.winners = { 3, 1 };
    d.han[3] = u"3"_s;
    d.fu[3] = u"40"_s;
    d.yakuman[1] = 1;
    d.pao[1] = 0;
    d.discarder = 2;
    d.riichi = { false, true, false, true };
    d.note = u"double ron"_s;
    d.dealerPlaysOn = true;
    const auto entry = d.toEntry(game());
    QVERIFY2(entry.ok(), entry ? "" : entry.error().message.c_str());
    QCOMPARE(HandDraft::fromEntry(*entry), d);

    // The old map form: { kind, winners: [{ seat, han, fu, yakuman, pao }], … }.
    const QVariantMap map = d.toMap();
    QCOMPARE(map.value(u"kind"_s).toString(), u"ron"_s);
    const QVariantList winners = map.value(u"winners"_s).toList();
    QCOMPARE(winners.size(), 2);
    QCOMPARE(winners[0].toMap().value(u"han"_s).toInt(), 3);
    QCOMPARE(winners[1].toMap().value(u"pao"_s).toInt(), 0);
    QVERIFY(map.value(u"dealerPlaysOn"_s).toBool());
    QCOMPARE(map.value(u"riichi"_s).toList().size(), 4);
    QCOMPARE(d.toMap(3).value(u"riichi"_s).toList().size(), 3);
    QCOMPARE(HandDraft::fromMap(map), d);
    // A map with numbers for han and missing keys reads with the defaults.
    const HandDraft old = HandDraft::fromMap(QVariantMap{ { u"kind"_s, u"tsumo"_s },
            { u"winners"_s,
                    QVariantList{ QVariantMap{
                            { u"seat"_s, 0 }, { u"han"_s, 2 }, { u"fu"_s, 30 } } } } });
    QCOMPARE(old.winners, QList<int>{ 0 });
    QCOMPARE(old.han[0], u"2"_s);
    QCOMPARE(old.pao[0], -1);
    QCOMPARE(old.discarder, -1);
    QCOMPARE(old.tenpai.size(), 4);
}

HAIFU_TEST_GUILESS_MAIN(TestClubHandDraft)
#include "tst_clubhanddraft.moc"
