// The tenhou.net/6 JSON move search (tenhoujsonevents.cpp MoveSearch): the order of a hand
// rebuilt from the four columns, through readTenhouJson.

#include "formats/recordio.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using haifu::game::EventType;

namespace {

// One E2-2 hand (tests/data/records/reviewer__confusing_nakis_1.json) with four pons and a riichi.
constexpr char kRecord[] =
        R"json({"title":["",""],"name":["A","B","C","D"],"rule":{"disp":"\u9cf3\u5357\u55b0\u8d64","aka":1},"log":[[[1,2,0],[22700,23700,27900,25700],[28],[],[16,17,17,19,19,23,25,35,38,42,43,44,47],[47,"4747p47",45,26,32,16,35,"35p3535","17p1717",39,18],[42,43,60,44,38,23,32,16,16,60,60],[23,29,31,32,36,38,39,41,41,42,46,46,47],[13,41,21,22,33,15,18,11,36,44,33],[42,47,13,36,29,60,60,60,60,60,33],[11,11,13,14,24,27,28,32,33,33,34,35,36],[39,31,22,11,45,44,53,17,12,27],[60,24,60,33,60,60,35,60,"r11",60],[51,16,16,19,21,24,25,34,39,44,45,46,47],[42,14,26,12,15,34,"1616p16",31],[19,39,42,47,21,46,44,45],["\u548c\u4e86",[1600,0,-1600,0],[0,2,0,"30\u7b261\u98dc1000\u70b9","\u5f79\u724c \u4e2d(1\u98dc)"]]]]
})json";

QJsonObject record()
{
    return QJsonDocument::fromJson(QByteArray(kRecord)).object();
}

QByteArray withColumn(int column, const QJsonArray &value)
{
    QJsonObject root = record();
    QJsonArray log = root[u"log"_s].toArray();
    QJsonArray hand = log[0].toArray();
    hand[column] = value;
    log[0] = hand;
    root[u"log"_s] = log;
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::vector<haifu::game::Event> handEvents()
{
    const auto r = haifu::formats::readTenhouJson(QByteArray(kRecord), u"t.json"_s);
    if (!r.ok())
        qFatal("%s", r.error().message.c_str());
    return r.value().kyoku.at(0).events;
}

std::vector<std::size_t> positionsOf(const std::vector<haifu::game::Event> &events, EventType type)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].type == type)
            out.push_back(i);
    }
    return out;
}

} // namespace

class TestMoveSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callsFollowTheDiscardTheyClaim();
    void riichiIsAcceptedOnTheNextMove();
    void columnsThatDoNotFitAreRefused();
    void callWhereADrawIsDueIsRefused();
};

void TestMoveSearch::callsFollowTheDiscardTheyClaim()
{
    const auto events = handEvents();
    const auto calls = positionsOf(events, EventType::Call);
    QCOMPARE(calls.size(), std::size_t(4));
    for (const std::size_t i : calls) {
        QVERIFY(i > 0);
        const auto &discard = events[i - 1];
        QCOMPARE(discard.type, EventType::Discard);
        QCOMPARE(discard.seat, events[i].from);
        QVERIFY(discard.tile == events[i].tile);
    }
    // The take columns less their calls, and the discard columns.
    QCOMPARE(positionsOf(events, EventType::Draw).size(), std::size_t(8 + 11 + 10 + 7));
    QCOMPARE(positionsOf(events, EventType::Discard).size(), std::size_t(11 + 11 + 10 + 8));
}

void TestMoveSearch::riichiIsAcceptedOnTheNextMove()
{
    const auto events = handEvents();
    const auto accepted = positionsOf(events, EventType::RiichiAccepted);
    QCOMPARE(accepted.size(), std::size_t(1));
    const std::size_t i = accepted[0];
    QCOMPARE(int(events[i].seat), 2);
    QVERIFY(i > 0);
    QCOMPARE(events[i - 1].type, EventType::Discard);
    QVERIFY(events[i - 1].riichi);
}

void TestMoveSearch::columnsThatDoNotFitAreRefused()
{
    // Seat 0 loses its last discard: no order consumes every column.
    QJsonArray discards = record()[u"log"_s].toArray()[0].toArray()[6].toArray();
    discards.removeLast();
    const auto r = haifu::formats::readTenhouJson(withColumn(6, discards), u"t.json"_s);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.error().message),
            u"t.json: kyoku 1 (E2-2): cannot rebuild the move order from the columns: seat 0 has "
            "no discard left"_s);
}

void TestMoveSearch::callWhereADrawIsDueIsRefused()
{
    // Seat 1's first take is a pon where a draw is due.
    QJsonArray takes = record()[u"log"_s].toArray()[0].toArray()[8].toArray();
    takes[0] = u"4747p47"_s;
    const auto r = haifu::formats::readTenhouJson(withColumn(8, takes), u"t.json"_s);
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error().message)
                     .startsWith(u"t.json: kyoku 1 (E2-2): cannot rebuild the move order from the "
                                 "columns: "_s),
            r.error().message.c_str());
}

HAIFU_TEST_GUILESS_MAIN(TestMoveSearch)
#include "tst_movesearch.moc"
