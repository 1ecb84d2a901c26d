// The external MJAI engine (app/mjai) with the reference bot of tests/tools/refbot.cpp on real
// records: the decisions found, the bot's choices against rules::discardOptions at each of them
// (computed here from the replay, independently of the bot), its figures (Mortal's "meta") read
// onto every decision and broken ones left out, and every way a bot can misbehave stopped with
// its error.

#include "formats/recordio.h"
#include "game/replay.h"
#include "mjai/mjaibot.h"
#include "mjai/mjaifeed.h"
#include "rules/efficiency.h"
#include "rules/shanten.h"
#include "sharedrecords.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace haifu;
using namespace haifu::engine;
using namespace Qt::StringLiterals;

namespace {

game::Record readRecord(const QString &name)
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA) + u'/' + name);
    if (!record)
        qFatal("cannot read %s", qPrintable(name));
    return std::move(*record);
}

BotCommand refbot(const QStringList &arguments = {})
{
    return BotCommand{ QStringLiteral(HAIFU_REFBOT), arguments, {} };
}

// The seat's decisions in the record, counted here: its draws followed by its own move, its
// chi/pon followed by a discard, and others' discards (or added kans) it could ron or call.
int countDecisions(const game::Record &record, int seat)
{
    int count = 0;
    for (int k = 0; k < int(record.kyoku.size()); ++k) {
        const game::Kyoku &kyoku = record.kyoku[std::size_t(k)];
        auto state = game::dealState(record, k);
        if (!state)
            qFatal("deal");
        for (const game::Event &e : kyoku.events) {
            if (game::applyNext(*state, record))
                qFatal("replay");
            const game::PlayerState &p = state->player(seat);
            const auto next = [&]() -> const game::Event * {
                for (std::size_t i = std::size_t(state->step); i < kyoku.events.size(); ++i) {
                    const auto type = kyoku.events[i].type;
                    if (type != game::EventType::NewDora && type != game::EventType::RiichiAccepted
                            && type != game::EventType::Disconnect
                            && type != game::EventType::Reconnect)
                        return &kyoku.events[i];
                }
                return nullptr;
            }();
            using T = game::EventType;
            if (e.seat == seat && e.type == T::Draw) {
                const bool own = next && next->type != T::DrawEnd && next->seat == seat
                        && next->type != T::Call && next->type != T::Draw;
                const bool abort = next && next->type == T::DrawEnd && kyoku.draw
                        && kyoku.draw->kind == game::DrawKind::NineTerminals;
                count += own || abort ? 1 : 0;
            } else if (e.seat == seat && e.type == T::Call && e.meld != rules::MeldKind::Minkan) {
                count += next && next->type == T::Discard && next->seat == seat ? 1 : 0;
            } else if (e.seat != seat && (e.type == T::Discard || e.type == T::AddedKan)) {
                const auto analysis = game::analysePlayer(*state, seat);
                const auto &w = analysis.waits.waits;
                const bool ron =
                        !analysis.furiten && std::find(w.begin(), w.end(), e.tile.kind) != w.end();
                int copies = 0;
                for (const game::Tile &t : p.closed)
                    copies += t.kind == e.tile.kind ? 1 : 0;
                bool chi = false;
                if (e.tile.suit() != rules::Suit::Honor && record.playerCount == 4
                        && seat == (e.seat + 1) % 4) {
                    const auto has = [&](int d) {
                        const int n = e.tile.number() + d;
                        return n >= 1 && n <= 9
                                && std::any_of(
                                        p.closed.begin(), p.closed.end(), [&](const game::Tile &t) {
                                            return t.kind == e.tile.kind + d;
                                        });
                    };
                    chi = (has(-2) && has(-1)) || (has(-1) && has(1)) || (has(1) && has(2));
                }
                const bool calls = e.type == T::Discard && !p.inRiichi() && state->liveWall > 0;
                count += ron || (calls && (copies >= 2 || chi)) ? 1 : 0;
            }
        }
    }
    return count;
}

} // namespace

class TestMjaiBot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceBot_data();
    void referenceBot();
    void corpus();
    void figures_data();
    void figures();
    void brokenFigures();
    void asyncProgressAndNavigation();
    void misbehaving_data();
    void misbehaving();
    void missingProgram();
    void badSeat();
};

void TestMjaiBot::referenceBot_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seat");
    QTest::newRow("mjlog seat 0") << u"fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog"_s << 0;
    QTest::newRow("mjlog seat 2") << u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s << 2;
    QTest::newRow("mjai seat 1") << u"wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s << 1;
    QTest::newRow("mjai chankan seat 3") << u"reviewer__chankan.json"_s << 3;
}

void TestMjaiBot::referenceBot()
{
    QFETCH(QString, file);
    QFETCH(int, seat);
    const game::Record record = readRecord(file);
    const BotRun run = runBot(record, seat, refbot());
    QVERIFY2(run.ok(), qPrintable(run.error));
    const ReviewResult &r = run.result;
    QCOMPARE(r.seat, seat);
    QCOMPARE(int(r.decisions.size()), countDecisions(record, seat));
    QVERIFY(!r.decisions.empty());
    QVERIFY(r.agreementRate() > 0.0);
    QVERIFY(r.agreementRate() <= 1.0);
    QCOMPARE(r.agreedCount() + int(r.disagreements().size()), int(r.decisions.size()));

    // Each choice, checked against the table at its step.
    game::Replay replay(record);
    int discards = 0;
    for (const Decision &d : r.decisions) {
        QVERIFY(!replay.seek(d.kyoku, d.step));
        QCOMPARE(replay.globalStep(), d.globalStep);
        QCOMPARE(r.at(d.kyoku, d.step), &d);
        const game::PlayerState &p = replay.state().player(seat);
        if (d.kind == DecisionKind::Claim) {
            QCOMPARE(d.bot.type, u"none"_s); // the reference bot never calls
            continue;
        }
        if (p.inRiichi()) {
            QCOMPARE(d.bot.type, u"dahai"_s);
            QCOMPARE(d.bot.tile, p.drawn);
            continue;
        }
        const auto shanten = rules::shantenOf(p.hand());
        QVERIFY(shanten);
        if (shanten->best == -1 && p.isClosed() && d.kind == DecisionKind::Draw) {
            QCOMPARE(d.bot.type, u"hora"_s);
            continue;
        }
        const auto options = rules::discardOptions(p.hand());
        QVERIFY(options && !options->empty());
        QCOMPARE(d.bot.type, u"dahai"_s);
        QCOMPARE(d.bot.tile, std::optional(options->front().tile));
        QVERIFY(!d.bot.raw.isEmpty());
        QCOMPARE(d.agreed, d.played.type == u"dahai"_s && d.played.tile == d.bot.tile);
        ++discards;
    }
    QVERIFY(discards > 0);
    qInfo("%d decisions, %d discards checked, agreement %.3f", int(r.decisions.size()), discards,
            r.agreementRate());
}

// Every record of the shared corpus that replays, from one seat each: the reference bot gets
// through (no answer of a correct bot is refused) and meets every decision counted here.
void TestMjaiBot::corpus()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    int reviewed = 0;
    for (const QString &path : haifu::test::sharedRecordFiles()) {
        auto record = formats::readRecordFile(path);
        QVERIFY2(record.ok(), qPrintable(path)); // a file listed and not read is a failure
        if (game::Replay(*record).firstError())
            continue;
        const int seat = reviewed % record->playerCount;
        const BotRun run = runBot(*record, seat, refbot());
        QVERIFY2(run.ok(), qPrintable(path + u": "_s + run.error));
        QCOMPARE(int(run.result.decisions.size()), countDecisions(*record, seat));
        ++reviewed;
    }
    QVERIFY(reviewed > 10);
    qInfo("%d corpus records reviewed", reviewed);
}

void TestMjaiBot::figures_data()
{
    referenceBot_data();
    QTest::newRow("mjlog seat 1") << u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s << 1;
    QTest::newRow("sanma seat 1") << u"dnov__sanma2.xml"_s << 1;
    QTest::newRow("kans seat 0") << u"reviewer__suukantsu_1.json"_s << 0;
}

// The reference bot with --meta: figures at every decision (its own turn, after a call, a
// claim, the discard after a riichi), the played action among them, its own choice the best.
void TestMjaiBot::figures()
{
    QFETCH(QString, file);
    QFETCH(int, seat);
    const game::Record record = readRecord(file);
    const BotRun run = runBot(record, seat, refbot({ u"--meta"_s }));
    QVERIFY2(run.ok(), qPrintable(run.error));
    const ReviewResult &r = run.result;
    int riichis = 0;
    int withoutPlayed = 0;
    for (std::size_t i = 0; i < r.decisions.size(); ++i) {
        const Decision &d = r.decisions[i];
        QVERIFY2(!d.options.empty(),
                qPrintable(r.kyokuLabel(d.kyoku) + u" step "_s + QString::number(d.step) + u": "_s
                        + d.played.text()));
        double sum = 0;
        for (std::size_t o = 0; o < d.options.size(); ++o) {
            sum += d.options[o].prob;
            QVERIFY(o == 0 || d.options[o - 1].q >= d.options[o].q);
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QVERIFY(agrees(d.options.front().action, d.bot)); // its answer has the best q
        if (d.playedOption < 0) {
            // Only a north set aside (Mortal's actions have none) is missing.
            QCOMPARE(d.played.type, u"nukidora"_s);
            ++withoutPlayed;
        } else {
            const Action &played = d.options[std::size_t(d.playedOption)].action;
            QVERIFY(agrees(played, d.played) || played.type == u"reach"_s);
            QCOMPARE(d.agreed, d.playedOption == 0 && agrees(d.bot, d.played));
        }
        if (d.played.type == u"reach"_s) {
            // The declaration's discard follows as a decision of its own at the same step.
            QVERIFY(i + 1 < r.decisions.size());
            const Decision &discard = r.decisions[i + 1];
            QVERIFY(discard.riichiDiscard);
            QCOMPARE(discard.step, d.step);
            QCOMPARE(discard.played.tile, d.played.tile);
            ++riichis;
        }
    }
    QCOMPARE(int(r.decisions.size()), countDecisions(record, seat) + riichis);
    QVERIFY(r.rating() >= 0.0 && r.rating() <= 1.0);
    const QJsonObject json = r.toJson(true);
    const QJsonObject first = json.value("decisionList"_L1).toArray().first().toObject();
    QCOMPARE(first.value("options"_L1).toArray().size(),
            qsizetype(r.decisions.front().options.size()));
    QCOMPARE(first.value("playedOption"_L1).toInt(), r.decisions.front().playedOption);
    qInfo("%d decisions with figures, %d riichi discards, rating %.3f, %d without the played one",
            int(r.decisions.size()), riichis, r.rating(), withoutPlayed);
}

// --bad-meta breaks the figures of every answer in turn: the run goes through as without them.
void TestMjaiBot::brokenFigures()
{
    const game::Record record = readRecord(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    const BotRun plain = runBot(record, 1, refbot());
    const BotRun broken = runBot(record, 1, refbot({ u"--bad-meta"_s }));
    QVERIFY2(broken.ok(), qPrintable(broken.error));
    QCOMPARE(broken.result.decisions.size(), plain.result.decisions.size());
    for (std::size_t i = 0; i < broken.result.decisions.size(); ++i) {
        const Decision &d = broken.result.decisions[i];
        QVERIFY(d.options.empty());
        QCOMPARE(d.playedOption, -1);
        QVERIFY(agrees(d.bot, plain.result.decisions[i].bot));
    }
    QCOMPARE(broken.result.agreedCount(), plain.result.agreedCount());
    QCOMPARE(broken.result.rating(), -1.0);
}

void TestMjaiBot::asyncProgressAndNavigation()
{
    const game::Record record = readRecord(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    MjaiBot bot;
    QSignalSpy finished(&bot, &MjaiBot::finished);
    QSignalSpy failed(&bot, &MjaiBot::failed);
    QSignalSpy progress(&bot, &MjaiBot::progress);
    bot.start(record, 0, refbot());
    QVERIFY(bot.isRunning());
    QVERIFY(finished.wait(60000));
    QVERIFY(failed.isEmpty());
    QVERIFY(!bot.isRunning());
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), progress.last().at(1).toInt());
    const ReviewResult &r = bot.result();
    const auto wrong = r.disagreements();
    QVERIFY(!wrong.empty());
    // Next disagreement: strictly after the step given, in order, then none.
    int global = -1;
    for (const Decision &d : wrong) {
        const Decision *next = r.nextDisagreement(global);
        QVERIFY(next);
        QCOMPARE(next->globalStep, d.globalStep);
        global = next->globalStep;
    }
    QVERIFY(!r.nextDisagreement(global));
    const QJsonObject json = r.toJson(true);
    QCOMPARE(json.value("decisions"_L1).toInt(), int(r.decisions.size()));
    QCOMPARE(json.value("disagreements"_L1).toArray().size(), qsizetype(wrong.size()));
}

void TestMjaiBot::misbehaving_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected"); // in the error message
    QTest::newRow("crash") << QStringList{ u"--crash-after"_s, u"30"_s } << u"exited (code 3)"_s;
    QTest::newRow("garbage") << QStringList{ u"--garbage"_s }
                             << u"not a JSON object: this is not JSON"_s;
    QTest::newRow("sleep") << QStringList{ u"--sleep"_s, u"4000"_s }
                           << u"did not answer within 300 ms"_s;
    QTest::newRow("illegal") << QStringList{ u"--illegal"_s } << u"illegal action"_s;
    QTest::newRow("flood") << QStringList{ u"--flood"_s } << u"longer than 65536 bytes"_s;
}

void TestMjaiBot::misbehaving()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    const game::Record record = readRecord(u"fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog"_s);
    MjaiBot bot;
    BotLimits limits;
    limits.responseMs = 300;
    bot.setLimits(limits);
    QSignalSpy finished(&bot, &MjaiBot::finished);
    QSignalSpy failed(&bot, &MjaiBot::failed);
    bot.start(record, 1, refbot(arguments));
    QVERIFY(failed.wait(30000));
    QVERIFY(finished.isEmpty());
    QVERIFY(!bot.isRunning());
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.contains(u"kyoku E1-0 (1), step"_s), qPrintable(message));
    QCOMPARE(bot.errorString(), message);
}

void TestMjaiBot::missingProgram()
{
    const game::Record record = readRecord(u"reviewer__chankan.json"_s);
    const BotRun run = runBot(record, 0, BotCommand{ u"/nonexistent/haifu-no-such-bot"_s, {}, {} });
    QVERIFY(!run.ok());
    QVERIFY2(run.error.contains(u"could not be started (/nonexistent/haifu-no-such-bot)"_s),
            qPrintable(run.error));
    const BotRun empty = runBot(record, 0, BotCommand{});
    QVERIFY(empty.error.contains(u"No bot is set"_s));
    auto folder = refbot();
    folder.workingFolder = u"/nonexistent/folder"_s;
    QVERIFY(runBot(record, 0, folder).error.contains(u"does not exist"_s));
    QVERIFY(!BotCommand::parse(u"  "_s));
    const auto parsed = BotCommand::parse(u"bot --model \"my model\""_s, u"/tmp"_s);
    QVERIFY(parsed);
    QCOMPARE(parsed->program, u"bot"_s);
    QCOMPARE(parsed->arguments, (QStringList{ u"--model"_s, u"my model"_s }));
    QCOMPARE(parsed->workingFolder, u"/tmp"_s);
}

void TestMjaiBot::badSeat()
{
    const game::Record record = readRecord(u"dnov__sanma2.xml"_s);
    const BotRun run = runBot(record, 3, refbot());
    QVERIFY(run.error.contains(u"Seat 3 is not a seat of this 3-player game"_s));
    Feed feed;
    QVERIFY(!buildFeed(record, 2, feed));
    // Others' deals and draws are hidden; the seat's own are shown.
    bool ownDraw = false;
    for (const FeedLine &line : feed.lines) {
        const QJsonObject o = QJsonDocument::fromJson(line.json).object();
        if (line.type == u"start_game"_s)
            QCOMPARE(o.value("id"_L1).toInt(), 2);
        if (line.type == u"start_kyoku"_s) {
            const QJsonArray tehais = o.value("tehais"_L1).toArray();
            QCOMPARE(tehais.at(0).toArray().at(0).toString(), u"?"_s);
            QVERIFY(tehais.at(2).toArray().at(0).toString() != u"?"_s);
        }
        if (line.type == u"tsumo"_s) {
            const bool own = o.value("actor"_L1).toInt() == 2;
            QCOMPARE(o.value("pai"_L1).toString() == u"?"_s, !own);
            ownDraw = ownDraw || own;
        }
    }
    QVERIFY(ownDraw);
}

HAIFU_TEST_GUILESS_MAIN(TestMjaiBot)
#include "tst_mjaibot.moc"
