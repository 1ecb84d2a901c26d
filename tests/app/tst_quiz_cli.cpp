// haifu-cli quiz end to end: JSON lines per kind, the round trip of every yaku/fu/points
// question's hand through `haifu-cli score --json`, determinism by seed, usage errors, and
// questions from a real game record (read with the app's format readers, checked against the
// verifier's own recomputation of each win).
#include "formats/recordio.h"
#include "game/verify.h"
#include "quiz/question.h"
#include "quiz/recordquiz.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

const QString kRecord =
        QStringLiteral(HAIFU_TEST_DATA "/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.json");

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run run(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted())
        return { -1, {}, u"did not start"_s };
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120000);
    return { process.exitCode(), process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()) };
}

QList<QJsonObject> lines(const QByteArray &text)
{
    QList<QJsonObject> out;
    for (const QByteArray &line : text.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            qWarning("not a JSON object: %s", line.constData());
        out << doc.object();
    }
    return out;
}

QList<QJsonObject> quizLines(const QStringList &args)
{
    const Run r = run(QStringList{ u"quiz"_s } + args + QStringList{ u"--json"_s });
    if (r.exitCode != 0)
        qWarning("exit %d: %s", r.exitCode, qPrintable(r.err));
    return lines(r.out);
}

bool isWinKind(const QString &kind)
{
    return kind == "yaku"_L1 || kind == "fu"_L1 || kind == "points"_L1;
}

// Pipes question.hand of every win question through `score --json` and compares the output
// fields with the stated answer.
void checkRoundTrip(const QList<QJsonObject> &questions)
{
    QByteArray input;
    QList<QJsonObject> answers;
    for (const QJsonObject &q : questions) {
        if (!isWinKind(q[u"kind"_s].toString()))
            continue;
        input += QJsonDocument(q[u"question"_s].toObject()[u"hand"_s].toObject())
                         .toJson(QJsonDocument::Compact)
                + '\n';
        answers << q[u"answer"_s].toObject();
    }
    QVERIFY(!answers.isEmpty());
    const Run r = run({ u"score"_s, u"--json"_s }, input);
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> scored = lines(r.out);
    QCOMPARE(scored.size(), answers.size());
    for (qsizetype i = 0; i < scored.size(); ++i) {
        const QJsonObject &s = scored[i];
        const QJsonObject &a = answers[i];
        QVERIFY2(s[u"error"_s].isNull(),
                qPrintable(QString::fromUtf8(QJsonDocument(s).toJson(QJsonDocument::Compact))));
        for (const QString &field : { u"han"_s, u"fu"_s, u"fu_raw"_s, u"yaku"_s, u"payments"_s,
                     u"fu_details"_s, u"winner_gain"_s, u"limit"_s, u"yakuman_multiple"_s,
                     u"basic_points"_s, u"decomposition"_s, u"wait"_s })
            QVERIFY2(s[field] == a[field],
                    qPrintable(field + u": score "_s
                            + QString::fromUtf8(QJsonDocument(s).toJson(QJsonDocument::Compact))
                            + u"\nquiz "_s
                            + QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact))));
    }
}

} // namespace

class TestQuizCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help();
    void linesPerKind_data();
    void linesPerKind();
    void roundTripThroughScore();
    void sameSeedSameQuestions();
    void usageErrors();
    void humanForm();
    void recordQuestions();
    void recordQuestionsInProcess();
};

void TestQuizCli::help()
{
    const Run r = run({ u"quiz"_s, u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    for (const char *option :
            { "--kind", "--count", "--seed", "--difficulty", "--rules", "--json", "--record" })
        QVERIFY2(out.contains(QLatin1String(option)), option);
    QVERIFY(out.contains(u"efficiency"_s) && out.contains(u"furiten"_s));
}

void TestQuizCli::linesPerKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("difficulty");
    for (const char *kind : { "yaku", "fu", "points", "waits", "efficiency", "furiten" }) {
        for (int d = 1; d <= 3; ++d)
            QTest::addRow("%s-%d", kind, d) << QString::fromLatin1(kind) << d;
    }
}

// Each line has kind, question, answer and explanation, with the fields the issue names.
void TestQuizCli::linesPerKind()
{
    QFETCH(QString, kind);
    QFETCH(int, difficulty);
    const auto questions = quizLines({ u"--kind"_s, kind, u"--count"_s, u"40"_s, u"--seed"_s,
            u"11"_s, u"--difficulty"_s, QString::number(difficulty) });
    QCOMPARE(questions.size(), 40);
    QSet<QString> ids;
    for (const QJsonObject &q : questions) {
        QCOMPARE(q[u"kind"_s].toString(), kind);
        QCOMPARE(q[u"difficulty"_s].toInt(), difficulty);
        QCOMPARE(q[u"rules"_s].toString(), u"tenhou"_s);
        QCOMPARE(q[u"source"_s].toString(), u"generated"_s);
        QVERIFY(!q[u"seed"_s].toString().isEmpty());
        ids << q[u"id"_s].toString();
        const QJsonObject question = q[u"question"_s].toObject();
        const QJsonObject answer = q[u"answer"_s].toObject();
        QVERIFY(!q[u"explanation"_s].toArray().isEmpty());
        const QJsonObject hand = question[u"hand"_s].toObject();
        QVERIFY(!hand[u"closed"_s].toString().isEmpty());
        QVERIFY(hand[u"melds"_s].isArray());
        if (isWinKind(kind)) {
            for (const char *field : { "win_tile", "tsumo", "riichi", "seat_wind", "round_wind",
                         "dora_indicators", "honba", "riichi_sticks", "rules" })
                QVERIFY2(hand.contains(QLatin1String(field)), field);
            for (const char *field : { "han", "fu", "yaku", "payments", "fu_details" })
                QVERIFY2(answer.contains(QLatin1String(field)), field);
            QVERIFY(answer[u"han"_s].toInt() > 0);
            // han is the sum of the yaku entries (13 per yakuman) for every hand.
            int yakuHan = 0;
            for (const QJsonValue &y : answer[u"yaku"_s].toArray()) {
                QVERIFY(!y[u"key"_s].toString().isEmpty() && y[u"han"_s].toInt() > 0);
                yakuHan += y[u"han"_s].toInt();
            }
            QCOMPARE(answer[u"han"_s].toInt(), yakuHan);
            if (answer[u"yakuman_multiple"_s].toInt() > 0)
                QCOMPARE(yakuHan, 13 * answer[u"yakuman_multiple"_s].toInt());
            // The fu items sum to fu_raw.
            int sum = 0;
            for (const QJsonValue &f : answer[u"fu_details"_s].toArray())
                sum += f[u"fu"_s].toInt();
            QCOMPARE(sum, answer[u"fu_raw"_s].toInt());
            if (kind == "points"_L1 && difficulty < 3)
                QCOMPARE(question[u"given"_s].toObject()[u"han"_s], answer[u"han"_s]);
        } else if (kind == "waits"_L1) {
            QVERIFY(!answer[u"waits"_s].toArray().isEmpty());
        } else if (kind == "efficiency"_L1) {
            QCOMPARE(answer[u"best_discards"_s].toArray().size(), 1);
            const QJsonArray discards = answer[u"discards"_s].toArray();
            QVERIFY(!discards.isEmpty());
            QCOMPARE(discards[0][u"ukeire_count"_s], answer[u"ukeire_count"_s]);
            QVERIFY(discards[0][u"ukeire"_s].isArray());
        } else {
            QVERIFY(answer[u"can_ron"_s].isBool());
            const QString reason = answer[u"reason"_s].toString();
            QVERIFY(answer[u"can_ron"_s].toBool() ? reason == "none"_L1
                                                  : (reason == "discard"_L1 || reason == "riichi"_L1
                                                          || reason == "temporary"_L1));
            QCOMPARE(answer[u"applies"_s].toArray().size(), answer[u"can_ron"_s].toBool() ? 0 : 1);
            QVERIFY(!question[u"timeline"_s].toArray().isEmpty());
            QVERIFY(!question[u"ron_tile"_s].toString().isEmpty());
        }
    }
    QCOMPARE(ids.size(), 40);
}

// question.hand of a yaku/fu/points line piped into `haifu-cli score --json` gives the same
// han, fu, yaku, payments and fu_details, under every four-player preset.
void TestQuizCli::roundTripThroughScore()
{
    for (const QString &rules :
            { u"tenhou"_s, u"mahjongsoul"_s, u"mleague"_s, u"wrc"_s, u"ema"_s }) {
        for (int d = 1; d <= 3; ++d) {
            QList<QJsonObject> all;
            for (const QString &kind : { u"yaku"_s, u"fu"_s, u"points"_s })
                all += quizLines({ u"--kind"_s, kind, u"--count"_s, u"60"_s, u"--seed"_s,
                        QString::number(d * 1000), u"--difficulty"_s, QString::number(d),
                        u"--rules"_s, rules });
            QCOMPARE(all.size(), 180);
            checkRoundTrip(all);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestQuizCli::sameSeedSameQuestions()
{
    const QStringList args{ u"quiz"_s, u"--count"_s, u"12"_s, u"--seed"_s, u"0x1234"_s,
        u"--difficulty"_s, u"2"_s, u"--json"_s };
    const Run a = run(args);
    const Run b = run(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    // --kind all: the kinds in turn.
    const QList<QJsonObject> q = lines(a.out);
    QCOMPARE(q.size(), 12);
    const QStringList kinds{ u"yaku"_s, u"fu"_s, u"points"_s, u"waits"_s, u"efficiency"_s,
        u"furiten"_s, u"defence"_s, u"conditions"_s, u"shanten"_s, u"discard_ev"_s };
    for (int i = 0; i < 12; ++i)
        QCOMPARE(q[i][u"kind"_s].toString(), kinds[i % 10]);
    // A question of a set is the question of its own seed.
    const QList<QJsonObject> other = quizLines(
            { u"--count"_s, u"12"_s, u"--seed"_s, u"0x1235"_s, u"--difficulty"_s, u"2"_s });
    QVERIFY(other[0][u"id"_s] != q[0][u"id"_s]);
}

void TestQuizCli::usageErrors()
{
    QCOMPARE(run({ u"quiz"_s, u"--kind"_s, u"mahjong"_s }).exitCode, 2);
    QCOMPARE(run({ u"quiz"_s, u"--difficulty"_s, u"4"_s }).exitCode, 2);
    QCOMPARE(run({ u"quiz"_s, u"--count"_s, u"x"_s }).exitCode, 2);
    const Run r = run({ u"quiz"_s, u"--rules"_s, u"nope"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(u"nope"_s));
    QCOMPARE(run({ u"quiz"_s, u"--bogus"_s }).exitCode, 2);
    QCOMPARE(run({ u"quiz"_s, u"--record"_s, u"/no/such/file.json"_s }).exitCode, 1);
}

// Text for people: the question, then the answer, then the explanation.
void TestQuizCli::humanForm()
{
    const Run r = run({ u"quiz"_s, u"--kind"_s, u"fu"_s, u"--seed"_s, u"3"_s });
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    const qsizetype question = out.indexOf(u"How many fu"_s);
    const qsizetype answer = out.indexOf(u"Answer:"_s);
    const qsizetype explanation = out.indexOf(u"Explanation:"_s);
    QVERIFY2(question > 0 && answer > question && explanation > answer, qPrintable(out));
    QVERIFY(out.contains(u"base"_s));
    const Run f = run({ u"quiz"_s, u"--kind"_s, u"furiten"_s, u"--seed"_s, u"3"_s,
            u"--difficulty"_s, u"2"_s });
    QCOMPARE(f.exitCode, 0);
    QVERIFY(QString::fromUtf8(f.out).contains(u"May you ron it?"_s));
}

// A real game: its wins, decisions and passed winning tiles through the CLI.
void TestQuizCli::recordQuestions()
{
    const auto wins =
            quizLines({ u"--record"_s, kRecord, u"--kind"_s, u"points"_s, u"--count"_s, u"100"_s });
    QVERIFY(wins.size() >= 3);
    for (const QJsonObject &q : wins) {
        QCOMPARE(q[u"source"_s].toString(), u"record"_s);
        const QJsonObject origin = q[u"origin"_s].toObject();
        QCOMPARE(origin[u"record"_s].toString(), u"2019103023gm-00a9-0000-f90e0fe9"_s);
        QVERIFY(origin[u"kyoku"_s].toInt() >= 0 && !origin[u"label"_s].toString().isEmpty());
    }
    checkRoundTrip(wins);
    const auto decisions = quizLines(
            { u"--record"_s, kRecord, u"--kind"_s, u"efficiency"_s, u"--count"_s, u"20"_s });
    QCOMPARE(decisions.size(), 20);
    for (const QJsonObject &q : decisions) {
        QVERIFY(!q[u"question"_s][u"played"_s].toString().isEmpty());
        QVERIFY(!q[u"question"_s][u"hand"_s][u"visible"_s].toString().isEmpty());
        QVERIFY(!q[u"answer"_s][u"best_discards"_s].toArray().isEmpty());
    }
    const auto passed =
            quizLines({ u"--record"_s, QStringLiteral(HAIFU_TEST_DATA "/records/dnov__bye.xml"),
                    u"--kind"_s, u"furiten"_s, u"--count"_s, u"10"_s });
    QCOMPARE(passed.size(), 1);
    QCOMPARE(passed[0][u"answer"_s][u"can_ron"_s].toBool(), false);
    QVERIFY(!passed[0][u"question"_s][u"timeline"_s].toArray().isEmpty());
    const auto all = quizLines({ u"--record"_s, kRecord, u"--count"_s, u"1000"_s });
    QSet<QString> kinds;
    for (const QJsonObject &q : all)
        kinds << q[u"kind"_s].toString();
    QVERIFY(kinds.contains(u"fu"_s) && kinds.contains(u"efficiency"_s));
}

// The same record in process: each win question's han and fu are what the verifier computes;
// every passed winning tile is furiten afterwards, as the replay says.
void TestQuizCli::recordQuestionsInProcess()
{
    int passes = 0;
    for (const QString &name : { u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"_s,
                 u"tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s, u"reviewer__chankan.json"_s,
                 u"dnov__bye.xml"_s, u"dnov__sanma2.xml"_s,
                 u"fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog"_s }) {
        auto record = formats::readRecordFile(QStringLiteral(HAIFU_TEST_DATA "/records/") + name);
        QVERIFY2(record.ok(), qPrintable(name));
        game::VerifyOptions options;
        options.collectWinChecks = true;
        const game::VerifyReport report = game::verifyRecord(*record, options);
        const auto spots = quiz::findRecordSpots(*record, quiz::Kind::Fu);
        QCOMPARE(int(spots.size()), int(report.winChecks.size()));
        for (std::size_t i = 0; i < spots.size(); ++i) {
            auto q = quiz::questionFromSpot(*record, spots[i]);
            QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
            const game::WinCheck &check = report.winChecks[i];
            QCOMPARE(q->origin.kyoku, check.kyoku);
            QCOMPARE(q->origin.seat, check.winner);
            QCOMPARE(q->answer.score.value.han, check.han);
            QCOMPARE(q->answer.score.value.fu, check.fu);
        }
        for (const quiz::RecordSpot &spot : quiz::findRecordSpots(*record, quiz::Kind::Furiten)) {
            auto q = quiz::questionFromSpot(*record, spot);
            QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
            QVERIFY(!q->answer.canRon); // a winning tile was just let pass
            ++passes;
            auto state = game::dealState(*record, spot.kyoku);
            while (state->step <= spot.step)
                QVERIFY(!game::applyNext(*state, *record));
            const game::PlayerAnalysis a = game::analysePlayer(*state, spot.seat);
            const auto &ev = record->kyoku[static_cast<std::size_t>(spot.kyoku)]
                                     .events[static_cast<std::size_t>(spot.step)];
            QVERIFY2(a.furiten,
                    qPrintable(name
                            + u": kyoku %1 step %2 seat %3, next %4 by %5"_s.arg(spot.kyoku)
                                      .arg(spot.step)
                                      .arg(spot.seat)
                                      .arg(int(ev.type))
                                      .arg(ev.seat)));
            QCOMPARE(a.furitenReason, q->answer.reason);
        }
        for (const quiz::RecordSpot &spot :
                quiz::findRecordSpots(*record, quiz::Kind::Efficiency)) {
            auto q = quiz::questionFromSpot(*record, spot);
            QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
            QVERIFY(q->played.has_value());
        }
    }
    QVERIFY(passes >= 2); // dnov__bye and fastmaj 2009071823 each let a winning tile pass
}

HAIFU_TEST_APPLESS_MAIN(TestQuizCli)
#include "tst_quiz_cli.moc"
