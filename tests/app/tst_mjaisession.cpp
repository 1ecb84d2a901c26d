// The MJAI conversation without a process (app/mjai/mjaisession.h): answers checked at each
// kind of decision (every refusal with its reason, the place and the line quoted), riichi's
// declaration tile, the agreement rules, and the engine's figures in an answer's "meta"
// (Mortal's q_values and mask_bits) mapped onto the seat's actions, broken ones left out.

#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "mjai/mjaisession.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <set>

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

// Answers "none" to every line (the record's own move where the seat must move) until a line
// `stop` accepts; false at the end.
bool advanceUntil(MjaiSession &s, const std::function<bool(const FeedLine &)> &stop)
{
    while (!s.finished()) {
        const FeedLine &f = s.feed().lines[std::size_t(s.done())];
        if (stop(f))
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

// Answers "none" to every line until the next decision of `kind`; false at the end.
bool advanceTo(MjaiSession &s, DecisionKind kind)
{
    return advanceUntil(s,
            [kind](const FeedLine &f) { return f.role == LineRole::Decision && f.kind == kind; });
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

// Mortal's index of a tile's discard: its kind, 34 + the suit for a red five.
int discardIndex(const Tile &t)
{
    return t.red ? 34 + int(t.suit()) : int(t.kind);
}

// The answer with Mortal's "meta": the q-values of the indices, in index order.
QByteArray withMeta(QJsonObject answer, const std::map<int, double> &q)
{
    std::uint64_t mask = 0;
    QJsonArray values;
    for (const auto &[index, value] : q) {
        mask |= std::uint64_t(1) << index;
        values.append(value);
    }
    answer.insert(u"meta"_s,
            QJsonObject{ { u"q_values"_s, values }, { u"mask_bits"_s, double(mask) },
                    { u"is_greedy"_s, true }, { u"eval_time_ns"_s, 1234 } });
    return QJsonDocument(answer).toJson(QJsonDocument::Compact);
}

QJsonObject dahai(const Tile &t)
{
    return QJsonObject{ { u"type"_s, u"dahai"_s }, { u"pai"_s, formats::detail::mjaiName(t) } };
}

bool holdsTile(const std::vector<Tile> &hand, const Tile &t)
{
    return std::find(hand.begin(), hand.end(), t) != hand.end();
}

// The probabilities are the softmax of q / 0.1, best first, summing to 1.
void checkFigures(const Decision &d)
{
    QVERIFY(!d.options.empty());
    double sum = 0;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        sum += d.options[i].prob;
        if (i == 0)
            continue;
        QVERIFY(d.options[i - 1].q >= d.options[i].q);
        const double ratio = d.options[0].prob / d.options[i].prob;
        QVERIFY(std::abs(std::log(ratio) - (d.options[0].q - d.options[i].q) / 0.1) < 1e-9);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

// The session at the first line `stop` accepts in these records, seat by seat.
std::unique_ptr<MjaiSession> sessionAt(const std::function<bool(const FeedLine &)> &stop)
{
    for (const char *name : { "tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml",
                 "tsubaki__2023053016gm-0029-0000-e54b3b98.xml",
                 "fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog",
                 "fastmaj__2009082817gm-00ab-0000-997dbe26_tw0.mjlog",
                 "fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog" }) {
        for (int seat = 0; seat < 4; ++seat) {
            auto s = std::make_unique<MjaiSession>(feedOf(name, seat));
            if (advanceUntil(*s, stop))
                return s;
        }
    }
    return nullptr;
}

} // namespace

class TestMjaiSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawRefusals();
    void claimRefusals();
    void agreement();
    void metaDiscards();
    void metaCalls();
    void metaRiichi();
    void metaBroken_data();
    void metaBroken();
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

void TestMjaiSession::metaDiscards()
{
    // A draw whose hand holds a red five and a plain one of its kind, the record's move a discard.
    const auto bothFives = [](const FeedLine &f) {
        if (f.role != LineRole::Decision || f.kind != DecisionKind::Draw || f.allowed.inRiichi
                || f.played.type != u"dahai"_s)
            return false;
        return std::any_of(f.allowed.closed.begin(), f.allowed.closed.end(), [&](const Tile &t) {
            return t.red && holdsTile(f.allowed.closed, Tile{ t.kind, false });
        });
    };
    auto s = sessionAt(bothFives);
    QVERIFY(s);
    const FeedLine &f = s->feed().lines[std::size_t(s->done())];
    // Every distinct tile has its own bit and q-value, in no order of value.
    std::map<int, Tile> tiles;
    for (const Tile &t : f.allowed.closed)
        tiles.emplace(discardIndex(t), t);
    std::map<int, double> q;
    int n = 0;
    for (const auto &[index, t] : tiles)
        q[index] = 0.5 * std::sin(++n);
    const std::size_t before = s->result().decisions.size();
    QVERIFY(!s->answer(withMeta(dahai(tiles.begin()->second), q)));
    QCOMPARE(s->result().decisions.size(), before + 1);
    const Decision &d = s->result().decisions.back();
    QCOMPARE(d.options.size(), tiles.size());
    checkFigures(d);
    int reds = 0;
    for (const ScoredAction &o : d.options) {
        QCOMPARE(o.action.type, u"dahai"_s);
        QVERIFY(o.action.tile && holdsTile(f.allowed.closed, *o.action.tile));
        // 4/13/22 the plain five, 34..36 the red one.
        QCOMPARE(o.q, q.at(discardIndex(*o.action.tile)));
        reds += o.action.tile->red ? 1 : 0;
    }
    QVERIFY(reds > 0);
    QVERIFY(d.playedOption >= 0);
    QCOMPARE(d.options[std::size_t(d.playedOption)].action.tile, f.played.tile);
    QCOMPARE(d.playedProb(), d.options[std::size_t(d.playedOption)].prob);
    QCOMPARE(d.qLoss(), d.options.front().q - d.options[std::size_t(d.playedOption)].q);
    QCOMPARE(d.agreed, agrees(d.bot, d.played));

    // A red five the only one of its kind: the kind's index is that red five.
    const auto onlyRed = [](const FeedLine &f) {
        if (f.role != LineRole::Decision || f.kind != DecisionKind::Draw || f.allowed.inRiichi)
            return false;
        return std::any_of(f.allowed.closed.begin(), f.allowed.closed.end(), [&](const Tile &t) {
            return t.red && !holdsTile(f.allowed.closed, Tile{ t.kind, false });
        });
    };
    s = sessionAt(onlyRed);
    QVERIFY(s);
    const FeedLine &g = s->feed().lines[std::size_t(s->done())];
    std::map<int, double> byKind;
    for (const Tile &t : g.allowed.closed)
        byKind.emplace(int(t.kind), -0.01 * double(t.kind));
    QVERIFY(!s->answer(withMeta(dahai(g.allowed.closed.front()), byKind)));
    const Decision &e = s->result().decisions.back();
    QCOMPARE(e.options.size(), byKind.size());
    checkFigures(e);
    QVERIFY(std::any_of(e.options.begin(), e.options.end(),
            [](const ScoredAction &o) { return o.action.tile && o.action.tile->red; }));
}

void TestMjaiSession::metaCalls()
{
    // The chi the hand can make with the offered tile: Mortal's index (38 + 0, 1, 2: the tile the
    // lowest, middle, highest of the run) and the tiles expected from the hand (the record's
    // own call where it is this one, otherwise plain fives before red ones).
    const auto chis = [](const FeedLine &f) {
        std::map<int, std::vector<Tile>> out;
        const Tile offered = f.allowed.offered;
        if (!f.allowed.canChi)
            return out;
        const int n = offered.number();
        for (int v = 0; v < 3; ++v) {
            const int first = n - v;
            if (first < 1 || first + 2 > 9)
                continue;
            std::vector<Tile> consumed;
            for (int number = first; number <= first + 2; ++number) {
                if (number == n)
                    continue;
                const rules::TileKind kind = offered.kind - n + number;
                if (holdsTile(f.allowed.closed, Tile{ kind, false }))
                    consumed.push_back(Tile{ kind, false });
                else if (holdsTile(f.allowed.closed, Tile{ kind, true }))
                    consumed.push_back(Tile{ kind, true });
            }
            if (consumed.size() != 2)
                continue;
            if (f.played.type == u"chi"_s && f.played.consumed.size() == 2
                    && f.played.consumed[0].kind + f.played.consumed[1].kind
                            == consumed[0].kind + consumed[1].kind)
                consumed = f.played.consumed;
            out[38 + v] = consumed;
        }
        return out;
    };
    const auto usesFive = [&](const FeedLine &f) {
        if (f.role != LineRole::Decision || f.kind != DecisionKind::Claim)
            return false;
        for (const auto &[index, consumed] : chis(f)) {
            for (const Tile &t : consumed) {
                if (t.number() == 5 && holdsTile(f.allowed.closed, Tile{ t.kind, true }))
                    return chis(f).size() >= 2;
            }
        }
        return false;
    };
    auto s = sessionAt(usesFive);
    QVERIFY(s);
    const FeedLine &f = s->feed().lines[std::size_t(s->done())];
    const auto expected = chis(f);
    std::map<int, double> q{ { 45, 0.0 } };
    for (const auto &[index, consumed] : expected)
        q[index] = -0.3 - 0.1 * (index - 38);
    if (f.allowed.canPon)
        q[41] = -0.2;
    if (f.allowed.canKan)
        q[42] = -0.25;
    if (f.allowed.canRon)
        q[43] = 0.4;
    QVERIFY(!s->answer(withMeta(QJsonObject{ { u"type"_s, u"none"_s } }, q)));
    const Decision &d = s->result().decisions.back();
    QCOMPARE(d.kind, DecisionKind::Claim);
    QCOMPARE(d.options.size(), q.size());
    checkFigures(d);
    std::set<int> seen;
    for (const ScoredAction &o : d.options) {
        if (o.action.type != u"chi"_s)
            continue;
        QCOMPARE(o.action.tile, std::optional(f.allowed.offered));
        // The option's index from its q-value, its tiles those expected.
        const int index = 38 + int(std::lround((-0.3 - o.q) / 0.1));
        QCOMPARE(o.action.consumed, expected.at(index));
        seen.insert(index);
    }
    QCOMPARE(seen.size(), expected.size());
    for (const ScoredAction &o : d.options) {
        if (o.action.type == u"pon"_s) {
            QCOMPARE(o.action.consumed.size(), std::size_t(2));
            QCOMPARE(o.action.consumed[0].kind, f.allowed.offered.kind);
        }
    }
    // The played action is among them (a pass, a call, a ron).
    QVERIFY(d.playedOption >= 0);
    QVERIFY(agrees(d.options[std::size_t(d.playedOption)].action, d.played));
    QVERIFY(d.agreed == (d.played.type == u"none"_s));
}

void TestMjaiSession::metaRiichi()
{
    const auto riichi = [](const FeedLine &f) {
        return f.role == LineRole::Decision && f.kind == DecisionKind::Draw
                && f.played.type == u"reach"_s;
    };
    auto s = sessionAt(riichi);
    QVERIFY(s);
    const FeedLine &f = s->feed().lines[std::size_t(s->done())];
    const Tile declared = *f.played.tile;
    std::map<int, double> q{ { 37, 0.2 } };
    for (const Tile &t : f.allowed.closed)
        q.emplace(discardIndex(t), t == declared ? 0.1 : -0.2 - 0.01 * double(t.kind));
    QVERIFY(!s->answer(withMeta(QJsonObject{ { u"type"_s, u"reach"_s } }, q)));
    const std::size_t count = s->result().decisions.size();
    {
        const Decision &d = s->result().decisions.back();
        QCOMPARE(d.options.size(), q.size());
        checkFigures(d);
        // Mortal's riichi names no tile; the player's riichi is it.
        QCOMPARE(d.options.front().action.type, u"reach"_s);
        QVERIFY(!d.options.front().action.tile);
        QCOMPARE(d.playedOption, 0);
    }
    // The declaration discard, with its own figures: a decision of its own at the same step.
    QCOMPARE(s->feed().lines[std::size_t(s->done())].role, LineRole::RiichiDiscard);
    std::map<int, double> after;
    for (const Tile &t : f.allowed.closed)
        after.emplace(discardIndex(t), t == declared ? -0.5 : -0.1);
    const Tile other = *std::find_if(f.allowed.closed.begin(), f.allowed.closed.end(),
            [&](const Tile &t) { return t.kind != declared.kind; });
    QVERIFY(!s->answer(withMeta(dahai(other), after)));
    QCOMPARE(s->result().decisions.size(), count + 1);
    const Decision &declaration = s->result().decisions[count - 1];
    const Decision &discard = s->result().decisions.back();
    QCOMPARE(declaration.bot.tile, std::optional(other)); // the bot's declaration tile
    QVERIFY(declaration.agreed); // a riichi for a riichi; the tile is judged apart
    QCOMPARE(declaration.severity(), Severity::None);
    QVERIFY(discard.riichiDiscard);
    QCOMPARE(discard.step, declaration.step);
    QCOMPARE(discard.globalStep, declaration.globalStep);
    QCOMPARE(discard.played.type, u"dahai"_s);
    QCOMPARE(discard.played.tile, std::optional(declared));
    QCOMPARE(discard.bot.tile, std::optional(other));
    QVERIFY(!discard.agreed);
    checkFigures(discard);
    QVERIFY(discard.playedOption >= 0);
    QCOMPARE(discard.options[std::size_t(discard.playedOption)].action.tile,
            std::optional(declared));
    QVERIFY(discard.qLoss() > 0.3);
    QCOMPARE(s->result().allAt(declaration.kyoku, declaration.step).size(), std::size_t(2));
    QCOMPARE(s->result().at(declaration.kyoku, declaration.step), &declaration);

    // Without figures the discard only completes the declaration, as before.
    auto plain = sessionAt(riichi);
    const std::size_t plainCount = plain->result().decisions.size();
    QVERIFY(!plain->answer("{\"type\":\"reach\"}"));
    QVERIFY(!plain->answer(QJsonDocument(dahai(other)).toJson(QJsonDocument::Compact)));
    QCOMPARE(plain->result().decisions.size(), plainCount + 1);
    QCOMPARE(plain->result().decisions.back().bot.tile, std::optional(other));
    QVERIFY(!plain->result().decisions.back().agreed);
    QVERIFY(plain->result().decisions.back().options.empty());
}

void TestMjaiSession::metaBroken_data()
{
    QTest::addColumn<QString>("way");
    for (const char *way : { "count", "string", "null", "NaN", "Infinity", "fraction", "large",
                 "zero", "negative", "mask string", "pass", "not held", "no object", "no values",
                 "too many", "huge", "reach at a claim", "chi past nine" })
        QTest::newRow(way) << QString::fromLatin1(way);
}

// Figures that do not fit are left out: the answer stands, the decision has no options.
void TestMjaiSession::metaBroken()
{
    QFETCH(QString, way);
    const bool claim = way == u"reach at a claim"_s || way == u"chi past nine"_s;
    auto s = sessionAt([&](const FeedLine &f) {
        if (f.role != LineRole::Decision)
            return false;
        if (way == u"chi past nine"_s) // a chi with the offered 8 or 9 the lowest of the run
            return f.kind == DecisionKind::Claim && f.allowed.offered.suit() != rules::Suit::Honor
                    && f.allowed.offered.number() >= 8;
        return f.kind == (claim ? DecisionKind::Claim : DecisionKind::Draw) && !f.allowed.inRiichi;
    });
    QVERIFY(s);
    const FeedLine &f = s->feed().lines[std::size_t(s->done())];
    QJsonObject answer =
            claim ? QJsonObject{ { u"type"_s, u"none"_s } } : dahai(f.allowed.closed.front());
    std::map<int, double> q;
    if (claim) {
        q[45] = 0;
        q[way == u"chi past nine"_s ? 38 : 37] = -1;
    } else {
        for (const Tile &t : f.allowed.closed)
            q.emplace(discardIndex(t), -0.1 * double(q.size()));
    }
    if (way == u"pass"_s)
        q[45] = 0;
    rules::TileKind missing = 0;
    while (std::any_of(f.allowed.closed.begin(), f.allowed.closed.end(),
            [&](const Tile &t) { return t.kind == missing; }))
        ++missing;
    if (way == u"not held"_s)
        q[int(missing)] = 0;
    QJsonObject line = QJsonDocument::fromJson(withMeta(answer, q)).object();
    QJsonObject meta = line.value("meta"_L1).toObject();
    QJsonArray values = meta.value("q_values"_L1).toArray();
    if (way == u"count"_s)
        values.removeLast();
    else if (way == u"string"_s)
        values[0] = u"0.5"_s;
    else if (way == u"null"_s || way == u"NaN"_s || way == u"Infinity"_s)
        values[0] = way == u"null"_s ? QJsonValue(QJsonValue::Null) : QJsonValue(777.25);
    else if (way == u"too many"_s)
        values.append(0.0);
    else if (way == u"huge"_s) {
        for (int i = 0; i < 20000; ++i)
            values.append(0.0);
    }
    meta.insert(u"q_values"_s, values);
    const double mask = meta.value("mask_bits"_L1).toDouble();
    if (way == u"fraction"_s)
        meta.insert(u"mask_bits"_s, mask + 0.5);
    else if (way == u"large"_s)
        meta.insert(u"mask_bits"_s, std::ldexp(1.0, 50) + mask);
    else if (way == u"zero"_s)
        meta.insert(u"mask_bits"_s, 0);
    else if (way == u"negative"_s)
        meta.insert(u"mask_bits"_s, -mask);
    else if (way == u"mask string"_s)
        meta.insert(u"mask_bits"_s, QString::number(mask, 'f', 0));
    else if (way == u"no values"_s)
        meta.remove(u"q_values"_s);
    line.insert(u"meta"_s, meta);
    if (way == u"no object"_s)
        line.insert(u"meta"_s, u"q_values"_s);
    QByteArray text = QJsonDocument(line).toJson(QJsonDocument::Compact);
    // Bare NaN and Infinity: not JSON, as some writers put them.
    text.replace("777.25", way == u"NaN"_s ? "NaN" : "-Infinity");
    const std::size_t before = s->result().decisions.size();
    const auto error = s->answer(text);
    QVERIFY2(!error, qPrintable(error.value_or(QString())));
    QCOMPARE(s->result().decisions.size(), before + 1);
    const Decision &d = s->result().decisions.back();
    QCOMPARE(d.bot.type, answer.value("type"_L1).toString());
    QVERIFY(d.options.empty());
    QCOMPARE(d.playedOption, -1);
    QCOMPARE(d.playedProb(), -1.0);
    QCOMPARE(d.severity(), Severity::None);
}

HAIFU_TEST_GUILESS_MAIN(TestMjaiSession)
#include "tst_mjaisession.moc"
