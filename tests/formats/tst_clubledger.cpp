// The club ledger as JSON (formats/clubledger.h): every kind of entry, penalties, the start
// position and a modified rules snapshot survive the round trip through the file; refused
// ledgers name the place and the reason.
#include "club/ledger.h"
#include "formats/clubledger.h"

#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

// The first difference between two games, or an empty string.
QString differences(const club::Game &a, const club::Game &b)
{
    if (a.rules.name != b.rules.name)
        return u"rules.name: %1 / %2"_s.arg(
                QString::fromStdString(a.rules.name), QString::fromStdString(b.rules.name));
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        if (option.get && option.get(a.rules) != option.get(b.rules))
            return u"rules.%1"_s.arg(QLatin1StringView(option.name));
    }
    if (a.players != b.players)
        return u"players"_s;
    if (a.startScores != b.startScores)
        return u"start_scores"_s;
    if (a.startRound != b.startRound || a.startHand != b.startHand || a.startHonba != b.startHonba
            || a.startSticks != b.startSticks)
        return u"start"_s;
    if (a.entries.size() != b.entries.size())
        return u"hands: %1 / %2"_s.arg(a.entries.size()).arg(b.entries.size());
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        const club::HandEntry &x = a.entries[i];
        const club::HandEntry &y = b.entries[i];
        const QString at = u"hands[%1]"_s.arg(i);
        if (x.kind != y.kind)
            return at + u".kind"_s;
        if (x.discarder != y.discarder)
            return at + u".discarder"_s;
        if (x.tenpai != y.tenpai || x.nagashi != y.nagashi || x.riichi != y.riichi)
            return at + u" seats"_s;
        if (x.offender != y.offender || x.abortReason != y.abortReason || x.note != y.note)
            return at + u" offender/reason/note"_s;
        if (x.wins.size() != y.wins.size())
            return at + u".winners"_s;
        for (std::size_t w = 0; w < x.wins.size(); ++w) {
            const club::Win &p = x.wins[w];
            const club::Win &q = y.wins[w];
            if (p.seat != q.seat || p.han != q.han || p.fu != q.fu || p.yakuman != q.yakuman
                    || p.paoSeat != q.paoSeat || p.paoYakuman != q.paoYakuman)
                return at + u".winners[%1]"_s.arg(w);
        }
    }
    if (a.penalties.size() != b.penalties.size())
        return u"penalties"_s;
    for (std::size_t i = 0; i < a.penalties.size(); ++i) {
        const club::Penalty &p = a.penalties[i];
        const club::Penalty &q = b.penalties[i];
        if (p.seat != q.seat || p.points != q.points || p.afterHand != q.afterHand
                || p.reason != q.reason)
            return u"penalties[%1]"_s.arg(i);
    }
    return {};
}

club::Win win(int seat, int han, int fu)
{
    return club::Win{ seat, han, fu };
}

club::Win yakuman(int seat, int count, int pao, int paoCount)
{
    club::Win w;
    w.seat = seat;
    w.yakuman = count;
    w.paoSeat = pao;
    w.paoYakuman = paoCount;
    return w;
}

void set(rules::Ruleset &r, const char *option, const rules::OptionValue &value)
{
    if (auto e = rules::setRuleOption(r, option, value))
        qFatal("%s", e->message.c_str());
}

// A ledger with every kind of entry, penalties, a start position (E3-3) and a modified EMA
// ruleset; it replays without an error.
formats::Ledger everything()
{
    formats::Ledger l;
    club::Game &g = l.game;
    g.rules = *rules::presetRuleset("ema");
    set(g.rules, "chombo_points", 10000);
    set(g.rules, "uma", std::vector<int>{ 20000, 10000, -10000, -20000 });
    set(g.rules, "multiple_ron", std::string("head_bump"));
    g.rules.name = "ema (modified)";
    g.players = { "Anna", "Bob", "田中", "Dora" };
    g.startScores = std::array<int, 4>{ 31000, 29000, 30500, 28500 };
    g.startRound = 0;
    g.startHand = 2;
    g.startHonba = 3;
    g.startSticks = 1;
    club::HandEntry ron = club::HandEntry::ron(0, { win(2, 4, 30), win(3, 1, 30) });
    ron.withRiichi({ 2, 0 });
    ron.note = "double ron";
    club::HandEntry pao = club::HandEntry::tsumo(yakuman(1, 2, 3, 1));
    pao.note = "daisangen + tsuuiisou, seat 3 fed the last dragon";
    club::HandEntry draw = club::HandEntry::exhaustiveDraw({ true, false, true, false });
    draw.nagashi = { false, true, false, false };
    draw.withRiichi({ 0 });
    club::HandEntry abortive = club::HandEntry::abortiveDraw();
    abortive.abortReason = "four_winds";
    club::HandEntry chombo = club::HandEntry::chombo(1);
    chombo.note = "ron on a wrong wait";
    club::HandEntry tsumo = club::HandEntry::tsumo(win(0, 2, 25));
    club::HandEntry ronPao = club::HandEntry::ron(2, { yakuman(1, 1, 0, 1) });
    g.entries = { ron, pao, draw, abortive, chombo, tsumo, ronPao };
    g.penalties = { club::Penalty{ 0, 5000, 2, "late" },
        club::Penalty{ 3, -2000, -1, "a penalty returned" }, club::Penalty{ 1, 20000, 6, "" } };
    l.info.event = u"Autumn league, night 3"_s;
    l.info.date = u"2026-11-20"_s;
    l.info.table = u"2"_s;
    l.info.session = u"1"_s;
    l.info.referee = u"Eve"_s;
    return l;
}

QJsonObject parse(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

} // namespace

class TestClubLedger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void roundTripThroughFile();
    void rulesSnapshot();
    void rulesBeforeTenpaiYameOption();
    void dealerPlaysOn();
    void threePlayers();
    void badLedgers_data();
    void badLedgers();
    void badFiles();
};

void TestClubLedger::roundTrip()
{
    const formats::Ledger l = everything();
    const QJsonObject json = formats::ledgerToJson(l);
    // What is written: the format, the version, every option of the rules, the seats' entries.
    QCOMPARE(json[u"format"_s].toString(), u"haifu-club-ledger"_s);
    QCOMPARE(json[u"version"_s].toInt(), formats::kClubLedgerVersion);
    QCOMPARE(json[u"players"_s].toArray().size(), 4);
    QCOMPARE(json[u"start"_s].toObject(),
            (QJsonObject{
                    { u"round"_s, 0 }, { u"hand"_s, 2 }, { u"honba"_s, 3 }, { u"sticks"_s, 1 } }));
    QCOMPARE(json[u"start_scores"_s].toArray(), (QJsonArray{ 31000, 29000, 30500, 28500 }));
    QCOMPARE(json[u"referee"_s].toString(), u"Eve"_s);
    const QJsonArray hands = json[u"hands"_s].toArray();
    QCOMPARE(hands.size(), 7);
    QCOMPARE(hands[0].toObject(),
            (QJsonObject{ { u"result"_s, u"ron"_s }, { u"discarder"_s, 0 },
                    { u"winners"_s,
                            QJsonArray{ QJsonObject{ { u"seat"_s, 2 }, { u"han"_s, 4 },
                                                { u"fu"_s, 30 } },
                                    QJsonObject{ { u"seat"_s, 3 }, { u"han"_s, 1 },
                                            { u"fu"_s, 30 } } } },
                    { u"riichi"_s, QJsonArray{ 0, 2 } }, { u"note"_s, u"double ron"_s } }));
    QCOMPARE(hands[1].toObject()[u"winners"_s].toArray()[0].toObject(),
            (QJsonObject{ { u"seat"_s, 1 }, { u"yakuman"_s, 2 }, { u"pao"_s, 3 },
                    { u"pao_yakuman"_s, 1 } }));
    QCOMPARE(hands[2].toObject(),
            (QJsonObject{ { u"result"_s, u"draw"_s }, { u"tenpai"_s, QJsonArray{ 0, 2 } },
                    { u"nagashi"_s, QJsonArray{ 1 } }, { u"riichi"_s, QJsonArray{ 0 } } }));
    QCOMPARE(hands[3].toObject(),
            (QJsonObject{ { u"result"_s, u"abortive"_s }, { u"reason"_s, u"four_winds"_s } }));
    QCOMPARE(hands[4].toObject()[u"offender"_s].toInt(), 1);
    QCOMPARE(json[u"penalties"_s].toArray()[1].toObject(),
            (QJsonObject{ { u"seat"_s, 3 }, { u"points"_s, -2000 },
                    { u"reason"_s, u"a penalty returned"_s } }));

    // Read back through the text: the same game and the same JSON.
    const QByteArray text = QJsonDocument(json).toJson();
    const auto back = formats::ledgerFromJson(parse(text));
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QVERIFY2(
            differences(l.game, back->game).isEmpty(), qPrintable(differences(l.game, back->game)));
    QCOMPARE(back->info.event, l.info.event);
    QCOMPARE(back->info.date, l.info.date);
    QCOMPARE(back->info.table, l.info.table);
    QCOMPARE(back->info.session, l.info.session);
    QCOMPARE(back->info.referee, l.info.referee);
    QCOMPARE(formats::ledgerToJson(*back), json);

    // And it replays to the same hands (the ledger is valid: entries and penalties).
    const auto a = club::scoreGame(l.game);
    const auto b = club::scoreGame(back->game);
    QVERIFY2(a.ok(), a.ok() ? "" : a.error().message.c_str());
    QVERIFY(b.ok());
    QCOMPARE(a->hands.size(), std::size_t(7));
    for (std::size_t i = 0; i < a->hands.size(); ++i) {
        QCOMPARE(a->hands[i].label, b->hands[i].label);
        QCOMPARE(a->hands[i].totals, b->hands[i].totals);
    }
    QCOMPARE(b->hands[0].label, std::string("E3-3"));
    QCOMPARE(b->hands.back().label, std::string("S1-3"));
    QCOMPARE(b->penalties, (std::array<int, 4>{ 5000, 20000, 0, -2000 }));
    QCOMPARE(b->chombos, (std::array<int, 4>{ 0, 1, 0, 0 }));
    // Head bump (the modified option): of seat 2 (two turns from the discarder, seat 0) and
    // seat 3 (three turns) only seat 2 wins: 4 han 30 fu as dealer 11600 + 900 honba + 3
    // deposits - its own.
    QCOMPARE(b->hands[0].delta, (std::array<int, 4>{ -13500, 0, 14500, 0 }));
}

void TestClubLedger::roundTripThroughFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"night3.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(formats::ledgerToJson(everything())).toJson());
    file.close();
    const auto back = formats::readLedgerFile(path);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QVERIFY(differences(everything().game, back->game).isEmpty());
    QCOMPARE(back->game.players[2], std::string("田中"));
}

void TestClubLedger::rulesSnapshot()
{
    // A modified preset keeps every value and is called "<preset> (modified)"; the file stores
    // the preset it came from and every option.
    const formats::Ledger l = everything();
    const QJsonObject rules = formats::rulesetToJson(l.game.rules);
    QCOMPARE(rules[u"preset"_s].toString(), u"ema"_s);
    QVERIFY(!rules.contains(u"name"_s));
    QCOMPARE(rules[u"chombo_points"_s].toInt(), 10000);
    QCOMPARE(rules[u"tobi"_s].toBool(), false);
    QCOMPARE(rules[u"uma"_s].toArray(), (QJsonArray{ 20000, 10000, -10000, -20000 }));
    QCOMPARE(rules[u"multiple_ron"_s].toString(), u"head_bump"_s);
    QCOMPARE(rules.size(), qsizetype(rules::ruleOptions().size()) + 1);
    auto back = formats::rulesetFromJson(rules);
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("ema (modified)"));
    QCOMPARE(back->chomboPoints, 10000);
    QCOMPARE(back->uma, (std::array<int, 4>{ 20000, 10000, -10000, -20000 }));
    QCOMPARE(back->multipleRon, rules::MultipleRon::HeadBump);
    // Options the snapshot does not change keep EMA's values.
    QCOMPARE(back->startPoints, 30000);
    QCOMPARE(back->ties, rules::TieMode::Split);

    // Only the changed options given: the same ruleset.
    back = formats::rulesetFromJson(QJsonObject{ { u"preset"_s, u"ema"_s },
            { u"chombo_points"_s, 10000 }, { u"uma"_s, QJsonArray{ 20000, 10000, -10000, -20000 } },
            { u"multiple_ron"_s, u"head_bump"_s } });
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("ema (modified)"));
    QCOMPARE(formats::rulesetToJson(*back), rules);

    // An unmodified preset keeps its own name, as an object or as a name.
    back = formats::rulesetFromJson(formats::rulesetToJson(*rules::presetRuleset("wrc")));
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("wrc"));
    back = formats::rulesetFromJson(QJsonValue(u"jpml"_s));
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("jpml"));
    QCOMPARE(back->umaMode, rules::UmaMode::JpmlComplex);
    // An option set to the preset's own value is no modification.
    back = formats::rulesetFromJson(
            QJsonObject{ { u"preset"_s, u"mleague"_s }, { u"tobi"_s, false } });
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("mleague"));
    // No rules at all: Tenhou's.
    back = formats::rulesetFromJson(QJsonValue());
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("tenhou"));
    // A club's own name is kept, with its options.
    rules::Ruleset club = *rules::presetRuleset("tenhou");
    club.name = "Thursday rules";
    club.chombo = rules::ChomboPenalty::Flat;
    const QJsonObject clubJson = formats::rulesetToJson(club);
    QCOMPARE(clubJson[u"name"_s].toString(), u"Thursday rules"_s);
    QCOMPARE(clubJson[u"chombo"_s].toString(), u"flat"_s);
    back = formats::rulesetFromJson(clubJson);
    QVERIFY(back.ok());
    QCOMPARE(back->name, std::string("Thursday rules"));
    QCOMPARE(back->chombo, rules::ChomboPenalty::Flat);
}

void TestClubLedger::threePlayers()
{
    formats::Ledger l;
    l.game.rules = *rules::presetRuleset("tenhou");
    l.game.rules.players = 3;
    l.game.rules.name = "tenhou (modified)";
    l.game.players = { "A", "B", "C", "" };
    l.game.startScores = std::array<int, 4>{ 35000, 35000, 35000, 0 };
    l.game.entries = { club::HandEntry::exhaustiveDraw({ true, false, true, false }) };
    const QJsonObject json = formats::ledgerToJson(l);
    QCOMPARE(json[u"players"_s].toArray().size(), 3);
    QCOMPARE(json[u"start_scores"_s].toArray(), (QJsonArray{ 35000, 35000, 35000 }));
    QCOMPARE(json[u"rules"_s].toObject()[u"players"_s].toInt(), 3);
    const auto back = formats::ledgerFromJson(json);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QVERIFY2(
            differences(l.game, back->game).isEmpty(), qPrintable(differences(l.game, back->game)));
    // Seat 3 does not exist at a three-player table.
    const auto bad = formats::handEntryFromJson(
            QJsonObject{ { u"result"_s, u"chombo"_s }, { u"offender"_s, 3 } }, u"entry"_s, 3);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().message, std::string("entry.offender: seat 3 is out of range 0-2"));
}

void TestClubLedger::badLedgers_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");

    // A valid ledger's start; each row adds or changes one thing.
    const QString players = uR"("players": ["A", "B", "C", "D"])"_s;
    auto ledger = [&](const QString &rest) { return u"{"_s + players + u", "_s + rest + u"}"_s; };

    QTest::newRow("unknown result")
            << ledger(uR"("hands": [{"result": "agari", "winners": []}])"_s)
            << uR"(hands[0].result: expected ron, tsumo, draw, abortive or chombo, not "agari")"_s;
    QTest::newRow("winner seat out of range") << ledger(
            uR"("hands": [{"result": "ron", "discarder": 0, "winners": [{"seat": 4, "han": 1, "fu": 30}]}])"_s)
                                              << u"hands[0].winners[0].seat: seat 4 is out of range 0-3"_s;
    QTest::newRow("discarder out of range") << ledger(
            uR"("hands": [{"result": "draw"}, {"result": "ron", "discarder": -1, "winners": [{"seat": 1, "han": 1, "fu": 30}]}])"_s)
                                            << u"hands[1].discarder: seat -1 is out of range 0-3"_s;
    QTest::newRow("discarder missing") << ledger(
            uR"("hands": [{"result": "ron", "winners": [{"seat": 1, "han": 1, "fu": 30}]}])"_s)
                                       << u"hands[0].discarder: expected a seat number 0-3"_s;
    QTest::newRow("tenpai seat out of range")
            << ledger(uR"("hands": [{"result": "draw", "tenpai": [0, 7]}])"_s)
            << u"hands[0].tenpai[1]: seat 7 is out of range 0-3"_s;
    QTest::newRow("riichi listed twice")
            << ledger(uR"("hands": [{"result": "draw", "riichi": [1, 1]}])"_s)
            << u"hands[0].riichi: seat 1 is listed twice"_s;
    QTest::newRow("pao out of range") << ledger(
            uR"("hands": [{"result": "tsumo", "winners": [{"seat": 1, "yakuman": 1, "pao": 9}]}])"_s)
                                      << u"hands[0].winners[0].pao: seat 9 is out of range 0-3"_s;
    QTest::newRow("offender out of range")
            << ledger(uR"("hands": [{"result": "chombo", "offender": 4}])"_s)
            << u"hands[0].offender: seat 4 is out of range 0-3"_s;
    QTest::newRow("unknown field in an entry")
            << ledger(uR"("hands": [{"result": "draw", "tenpia": [0]}])"_s)
            << u"hands[0].tenpia: unknown field"_s;
    QTest::newRow("unknown field in a winner") << ledger(
            uR"("hands": [{"result": "tsumo", "winners": [{"seat": 1, "han": 1, "fu": 30, "dora": 2}]}])"_s)
                                               << u"hands[0].winners[0].dora: unknown field"_s;
    QTest::newRow("unknown field at the top")
            << ledger(uR"("penalites": [])"_s) << u"penalites: unknown field"_s;
    QTest::newRow("unknown field in a penalty")
            << ledger(uR"("penalties": [{"seat": 1, "points": 1000, "hand": 2}])"_s)
            << u"penalties[0].hand: unknown field"_s;
    QTest::newRow("unknown field in start") << ledger(uR"("start": {"round": 1, "dealer": 2})"_s)
                                            << u"start.dealer: unknown field"_s;
    QTest::newRow("too few players")
            << uR"({"players": ["A", "B", "C"]})"_s << u"players: expected 4 names, seat 0 first"_s;
    QTest::newRow("too many players for sanma")
            << ledger(uR"("rules": {"preset": "tenhou", "players": 3})"_s)
            << u"players: expected 3 names, seat 0 first"_s;
    QTest::newRow("players missing") << u"{}"_s << u"players: expected 4 names, seat 0 first"_s;
    QTest::newRow("empty name") << uR"({"players": ["A", "B", " ", "D"]})"_s
                                << u"players[2]: expected a name"_s;
    QTest::newRow("newer version")
            << ledger(uR"("format": "haifu-club-ledger", "version": 2)"_s)
            << u"version 2 is newer than this Haifu reads (1): update Haifu"_s;
    QTest::newRow("version as text")
            << ledger(uR"("version": "2")"_s) << u"version: expected a whole number"_s;
    QTest::newRow("start score not whole")
            << ledger(uR"("start_scores": [25000, 25000.5, 25000, 25000])"_s)
            << u"start_scores[1]: expected points"_s;
    QTest::newRow("another format") << ledger(uR"("format": "haifu-notes")"_s)
                                    << uR"(format: expected "haifu-club-ledger")"_s;
    QTest::newRow("unknown preset")
            << ledger(uR"("rules": "emma")"_s)
            << u"rules: unknown ruleset preset 'emma' (known: tenhou, mahjongsoul, mleague, wrc, "
               "ema, ema2025, jpml)"_s;
    QTest::newRow("unknown rules option")
            << ledger(uR"("rules": {"preset": "ema", "tobbi": true})"_s)
            << u"rules.tobbi: unknown option (see haifu-cli rules --list)"_s;
    QTest::newRow("bad rules value") << ledger(uR"("rules": {"preset": "ema", "tobi": 1})"_s)
                                     << u"rules.tobi: expected true or false"_s;
    QTest::newRow("bad rules choice")
            << ledger(uR"("rules": {"multiple_ron": "quadruple"})"_s)
            << u"rules.multiple_ron: 'quadruple' is not one of head_bump, double, triple"_s;
    QTest::newRow("han missing") << ledger(
            uR"("hands": [{"result": "tsumo", "winners": [{"seat": 1, "fu": 30}]}])"_s)
                                 << u"hands[0].winners[0]: han (or yakuman) is missing"_s;
    QTest::newRow("han not an integer") << ledger(
            uR"("hands": [{"result": "tsumo", "winners": [{"seat": 1, "han": 1.5, "fu": 30}]}])"_s)
                                        << u"hands[0].winners[0].han: expected an integer"_s;
    QTest::newRow("tsumo with two winners") << ledger(
            uR"("hands": [{"result": "tsumo", "winners": [{"seat": 1, "han": 1, "fu": 30}, {"seat": 2, "han": 1, "fu": 30}]}])"_s)
                                            << u"hands[0].winners: a tsumo has exactly one winner"_s;
    QTest::newRow("ron without winners")
            << ledger(uR"("hands": [{"result": "ron", "discarder": 0, "winners": []}])"_s)
            << u"hands[0].winners: expected a list of winners"_s;
    QTest::newRow("unknown abortive reason")
            << ledger(uR"("hands": [{"result": "abortive", "reason": "five_winds"}])"_s)
            << uR"(hands[0].reason: unknown abortive draw "five_winds" (nine_terminals, four_winds, four_riichi, four_kans, triple_ron))"_s;
    QTest::newRow("entry not an object") << ledger(uR"("hands": ["ron"])"_s)
                                         << uR"(hands[0]: expected an object with "result")"_s;
    QTest::newRow("hands not a list")
            << ledger(uR"("hands": {})"_s) << u"hands: expected a list of hand entries"_s;
    QTest::newRow("penalty points missing")
            << ledger(uR"("penalties": [{"seat": 1}])"_s) << u"penalties[0].points: missing"_s;
    QTest::newRow("penalty seat out of range")
            << ledger(uR"("penalties": [{"seat": 4, "points": 1000}])"_s)
            << u"penalties[0].seat: seat 4 is out of range 0-3"_s;
    QTest::newRow("start hand out of range") << ledger(uR"("start": {"round": 1, "hand": 4})"_s)
                                             << u"start.hand: 4 is out of range 0-3"_s;
    QTest::newRow("start round out of range")
            << ledger(uR"("start": {"round": 4})"_s) << u"start.round: 4 is out of range 0-3"_s;
    QTest::newRow("start not an object")
            << ledger(uR"("start": 3)"_s)
            << uR"(start: expected {"round":…, "hand":…, "honba":…, "sticks":…})"_s;
    QTest::newRow("start scores count") << ledger(uR"("start_scores": [25000, 25000])"_s)
                                        << u"start_scores: expected 4 scores"_s;
    QTest::newRow("start score not a number")
            << ledger(uR"("start_scores": [25000, "25000", 25000, 25000])"_s)
            << u"start_scores[1]: expected points"_s;
}

void TestClubLedger::badLedgers()
{
    QFETCH(QString, json);
    QFETCH(QString, message);

    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const auto ledger = formats::ledgerFromJson(doc.object());
    QVERIFY2(!ledger.ok(), "accepted");
    QCOMPARE(QString::fromStdString(ledger.error().message), message);

    // The same ledger from a file: the message names the file first.
    QTemporaryDir dir;
    QFile file(dir.filePath(u"bad.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json.toUtf8());
    file.close();
    const auto read = formats::readLedgerFile(file.fileName());
    QVERIFY(!read.ok());
    QCOMPARE(QString::fromStdString(read.error().message), u"bad.json: "_s + message);
}

void TestClubLedger::badFiles()
{
    QTemporaryDir dir;
    const auto missing = formats::readLedgerFile(dir.filePath(u"none.json"_s));
    QVERIFY(!missing.ok());
    QCOMPARE(QString::fromStdString(missing.error().message),
            u"none.json: No such file or directory"_s);

    QFile file(dir.filePath(u"text.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"players\": [\"A\", \"B\", \"C\", \"D\"],\n oops }");
    file.close();
    const auto notJson = formats::readLedgerFile(file.fileName());
    QVERIFY(!notJson.ok());
    QVERIFY2(QString::fromStdString(notJson.error().message)
                     .startsWith(u"text.json: not JSON at byte "_s),
            notJson.error().message.c_str());

    QFile list(dir.filePath(u"list.json"_s));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("[1, 2]");
    list.close();
    const auto notObject = formats::readLedgerFile(list.fileName());
    QVERIFY(!notObject.ok());
    QCOMPARE(QString::fromStdString(notObject.error().message),
            u"list.json: expected a JSON object"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestClubLedger)
void TestClubLedger::rulesBeforeTenpaiYameOption()
{
    // A snapshot written before dealer_tenpai_ends and dealer_top_needs_target existed: its one
    // switch covered the dealer's win and tenpai, with the target only where the game extends.
    auto r = formats::rulesetFromJson(QJsonObject{ { u"preset"_s, u"tenhou"_s },
            { u"dealer_top_ends"_s, true }, { u"west_extension"_s, false } });
    QVERIFY(r);
    QVERIFY(r->dealerTopEnds);
    QVERIFY(r->dealerTenpaiEnds);
    QVERIFY(!r->dealerTopNeedsTarget);
    r = formats::rulesetFromJson(QJsonObject{ { u"preset"_s, u"tenhou"_s },
            { u"dealer_top_ends"_s, false }, { u"west_extension"_s, true } });
    QVERIFY(r);
    QVERIFY(!r->dealerTenpaiEnds);
    QVERIFY(r->dealerTopNeedsTarget);
    // Written today, every option is kept as it is.
    rules::Ruleset own = *rules::presetRuleset("tenhou");
    own.dealerTenpaiEnds = false;
    own.westExtension = false;
    r = formats::rulesetFromJson(formats::rulesetToJson(own));
    QVERIFY(r);
    QVERIFY(r->dealerTopEnds);
    QVERIFY(!r->dealerTenpaiEnds);
    QVERIFY(r->dealerTopNeedsTarget);
}

void TestClubLedger::dealerPlaysOn()
{
    // Written only when set, read back, and anything but a boolean refused with its place.
    club::HandEntry e = club::HandEntry::tsumo(club::Win{ 3, 2, 30 });
    QVERIFY(!formats::handEntryToJson(e).contains(u"dealer_plays_on"_s));
    e.dealerPlaysOn = true;
    const QJsonObject json = formats::handEntryToJson(e);
    QCOMPARE(json[u"dealer_plays_on"_s], QJsonValue(true));
    auto back = formats::handEntryFromJson(json, u"hands[0]"_s);
    QVERIFY(back);
    QVERIFY(back->dealerPlaysOn);
    QJsonObject wrong = json;
    wrong[u"dealer_plays_on"_s] = 1;
    back = formats::handEntryFromJson(wrong, u"hands[0]"_s);
    QVERIFY(!back);
    QCOMPARE(back.error().message, std::string("hands[0].dealer_plays_on: expected true or false"));
}

#include "tst_clubledger.moc"
