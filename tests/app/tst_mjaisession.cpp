// The MJAI conversation without a process (app/mjai/mjaisession.h): answers checked at each
// kind of decision (every refusal with its reason, the place and the line quoted), riichi's
// declaration tile, and the agreement rules.

#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "mjai/mjaisession.h"

#include "testmain.h"

#include <QTest>

using namespace haifu;
using namespace haifu::engine;
using namespace Qt::StringLiterals;

namespace {

Feed feedOf(const char *name, int seat)
{
    auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_RECORDS_DATA) + u'/' + QLatin1String(name));
    if (!record)
        qFatal("cannot read %s", name);
    Feed feed;
    if (buildFeed(*record, seat, feed))
        qFatal("no feed");
    return feed;
}

// Answers "none" to every line until the next decision of `kind`; false at the end.
bool advanceTo(MjaiSession &s, DecisionKind kind)
{
    while (!s.finished()) {
        const FeedLine &f = s.feed().lines[std::size_t(s.done())];
        if (f.role == LineRole::Decision && f.kind == kind)
            return true;
        const Action &played = f.played;
        QByteArray answer = "{\"type\":\"none\"}";
        if (f.role != LineRole::Plain) // the record's own move keeps the conversation legal
            answer = R"({"type":"dahai","pai":")"
                    + formats::detail::mjaiName(
                            played.tile ? *played.tile : f.allowed.closed.back())
                              .toUtf8()
                    + "\"}";
        if (f.role == LineRole::Decision && f.kind == DecisionKind::Claim)
            answer = "{\"type\":\"none\"}";
        if (auto error = s.answer(answer))
            qFatal("%s", qPrintable(*error));
    }
    return false;
}

Tile tile(const char *mjai)
{
    return *formats::detail::tileFromMjai(QString::fromLatin1(mjai));
}

Action act(const char *type, std::optional<Tile> t = {}, std::vector<Tile> consumed = {})
{
    Action a;
    a.type = QLatin1String(type);
    a.tile = t;
    a.consumed = std::move(consumed);
    return a;
}

} // namespace

class TestMjaiSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawRefusals();
    void claimRefusals();
    void agreement();
};

void TestMjaiSession::drawRefusals()
{
    MjaiSession s(feedOf("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml", 1));
    QVERIFY(s.nextLine().startsWith("{") && s.nextLine().endsWith("}\n"));
    QVERIFY(advanceTo(s, DecisionKind::Draw));
    const FeedLine &f = s.feed().lines[std::size_t(s.done())];
    QCOMPARE(f.type, u"tsumo"_s);
    const QString where = s.where();
    QVERIFY2(where.startsWith(u"kyoku E1-0 (1), step "_s), qPrintable(where));
    const auto refused = [&](const QByteArray &line, const QString &reason) {
        const auto error = s.answer(line);
        QVERIFY2(error && error->contains(reason) && error->contains(where),
                qPrintable(error.value_or(u"accepted: "_s + QString::fromUtf8(line))));
        QVERIFY(error->contains(QString::fromUtf8(line.left(40))));
    };
    refused("this is not JSON", u"not a JSON object"_s);
    refused("{\"pai\":\"1m\"}", u"no \"type\""_s);
    refused("{\"type\":\"none\"}", u"it must move after its own draw"_s);
    refused("{\"type\":\"fly\"}", u"\"fly\" is not an MJAI action"_s);
    refused("{\"type\":\"pon\",\"pai\":\"1m\",\"consumed\":[\"1m\",\"1m\"]}",
            u"cannot call its own tile"_s);
    refused("{\"type\":\"dahai\",\"pai\":\"x9\"}", u"\"pai\" is not a tile"_s);
    refused("{\"type\":\"dahai\",\"actor\":3,\"pai\":\"1m\"}", u"\"actor\" is not its seat 1"_s);
    refused("{\"type\":\"ankan\",\"consumed\":[\"1m\",\"1m\",\"1m\",\"1m\"]}",
            u"four tiles of this closed kan"_s);
    refused("{\"type\":\"kakan\",\"pai\":\"1m\"}", u"no pon to add"_s);
    if (!f.allowed.complete)
        refused("{\"type\":\"hora\"}", u"its hand is not complete"_s);
    // A tile it does not hold.
    rules::TileKind missing = 0;
    while (std::any_of(f.allowed.closed.begin(), f.allowed.closed.end(),
            [&](const Tile &t) { return t.kind == missing; }))
        ++missing;
    refused("{\"type\":\"dahai\",\"pai\":\""
                    + formats::detail::mjaiName(Tile{ missing, false }).toUtf8() + "\"}",
            u"not in its hand"_s);
    // Nothing refused moved the conversation on; a legal discard does, and is kept.
    const int done = s.done();
    const Tile held = f.allowed.closed.front();
    const Action played = f.played;
    const QByteArray line = "{\"type\":\"dahai\",\"actor\":1,\"pai\":\""
            + formats::detail::mjaiName(held).toUtf8() + "\",\"tsumogiri\":false}";
    QVERIFY(!s.answer(line));
    QCOMPARE(s.done(), done + 1);
    QCOMPARE(s.result().decisions.size(), std::size_t(1));
    const Decision &d = s.result().decisions.front();
    QCOMPARE(d.bot.type, u"dahai"_s);
    QCOMPARE(d.bot.tile, std::optional(held));
    QCOMPARE(d.bot.raw, line);
    QCOMPARE(d.agreed, played.type == u"dahai"_s && played.tile == held);
}

void TestMjaiSession::claimRefusals()
{
    MjaiSession s(feedOf("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml", 2));
    QVERIFY(advanceTo(s, DecisionKind::Claim));
    const FeedLine &f = s.feed().lines[std::size_t(s.done())];
    QVERIFY(f.allowed.canRon || f.allowed.canChi || f.allowed.canPon || f.allowed.canKan);
    const auto error = [&](const QByteArray &line) { return s.answer(line).value_or(QString()); };
    const QByteArray offered = formats::detail::mjaiName(f.allowed.offered).toUtf8();
    QVERIFY(error("{\"type\":\"dahai\",\"pai\":\"" + offered + "\"}")
                    .contains(u"cannot discard on another player's turn"_s));
    QVERIFY(error("{\"type\":\"reach\"}").contains(u"cannot make this move now"_s));
    QVERIFY(error("{\"type\":\"fly\"}").contains(u"is not an MJAI action"_s));
    if (!f.allowed.canPon)
        QVERIFY(error("{\"type\":\"pon\",\"consumed\":[\"" + offered + "\",\"" + offered + "\"]}")
                        .contains(u"cannot make this call here"_s));
    else
        QVERIFY(error("{\"type\":\"pon\",\"consumed\":[\"" + offered + "\"]}")
                        .contains(u"do not make the call"_s));
    if (!f.allowed.canRon)
        QVERIFY(error("{\"type\":\"hora\"}").contains(u"does not win on"_s));
    // Passing is always legal at a claim.
    QVERIFY(!s.answer("{\"type\":\"none\"}"));
    QCOMPARE(s.result().decisions.back().bot.type, u"none"_s);
    QCOMPARE(s.result().decisions.back().agreed, f.played.type == u"none"_s);
}

void TestMjaiSession::agreement()
{
    QVERIFY(agrees(act("none"), act("none")));
    QVERIFY(agrees(act("dahai", tile("5m")), act("dahai", tile("5m"))));
    QVERIFY(!agrees(act("dahai", tile("5m")), act("dahai", tile("5mr")))); // red differs
    QVERIFY(!agrees(act("dahai", tile("5m")), act("reach", tile("5m"))));
    QVERIFY(agrees(act("reach", tile("E")), act("reach", tile("E"))));
    QVERIFY(!agrees(act("reach"), act("reach", tile("E")))); // the riichi tile never came
    QVERIFY(agrees(act("chi", tile("3p"), { tile("4p"), tile("5pr") }),
            act("chi", tile("3p"), { tile("5pr"), tile("4p") })));
    QVERIFY(!agrees(act("chi", tile("3p"), { tile("4p"), tile("5p") }),
            act("chi", tile("3p"), { tile("1p"), tile("2p") })));
    QVERIFY(!agrees(act("pon", tile("C"), { tile("C"), tile("C") }), act("none")));
    QVERIFY(agrees(act("ankan", {}, { tile("S"), tile("S"), tile("S"), tile("S") }),
            act("ankan", {}, { tile("S"), tile("S"), tile("S"), tile("S") })));
    QVERIFY(agrees(act("kakan", tile("5s")), act("kakan", tile("5sr"))));
    QVERIFY(agrees(act("hora", tile("1m")), act("hora", tile("1m"))));
    QCOMPARE(act("pon", tile("C"), { tile("C"), tile("C") }).text(), u"pon C (C C)"_s);
    QCOMPARE(act("dahai", tile("5mr")).toJson().value("pai"_L1).toString(), u"5mr"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestMjaiSession)
#include "tst_mjaisession.moc"
