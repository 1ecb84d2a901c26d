#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// haifu-cli as a user meets it: help, version, and every sub-command either working or saying
// plainly that it is not available yet.
class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help();
    void version();
    void unknownCommand();
    void everyCommandAnswers_data();
    void everyCommandAnswers();
    void shantenJson();
    void waitsJson();
    void jsonLinesFraming();
    void jsonLinesIdEcho();
    void jsonLinesBadLines();
    void jsonLinesFieldErrors();
    void jsonLinesLongLine();
    void verifyJsonPerFile();
    void convertStandardInput();
    void convertToMjlog();
    void hugeFilesRefused();

private:
    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };
    Run run(const QStringList &args, const QByteArray &input = {});
    QList<QJsonObject> jsonLines(const QStringList &args, const QByteArray &input);
    // The output lines as they are written (an empty list if the run failed).
    QList<QByteArray> rawLines(const QStringList &args, const QByteArray &input);
};

namespace {

// A winning hand (riichi pinfu tsumo with ura dora: 5 han 20 fu, 9,300 for the winner).
const QByteArray kHand = R"("closed":"234m56799p345678s","win_tile":"3s","tsumo":true,)"
                         R"("riichi":true,"seat_wind":"S","dora_indicators":"7z",)"
                         R"("ura_indicators":"8p","honba":1,"riichi_sticks":1)";

QByteArray handWithId(const QByteArray &id)
{
    return "{\"id\":" + id + "," + kHand + "}";
}

} // namespace

QList<QByteArray> TestCli::rawLines(const QStringList &args, const QByteArray &input)
{
    const Run r = run(args, input);
    QByteArray out = r.out.toUtf8();
    if (r.exitCode != 0 || !out.endsWith('\n')) // every answer ends its line
        return {};
    out.chop(1);
    return out.split('\n');
}

QList<QJsonObject> TestCli::jsonLines(const QStringList &args, const QByteArray &input)
{
    const Run r = run(args, input);
    if (r.exitCode != 0)
        qWarning("exit %d: %s", r.exitCode, qPrintable(r.err));
    QList<QJsonObject> lines;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
        lines << QJsonDocument::fromJson(line.toUtf8()).object();
    return lines;
}

TestCli::Run TestCli::run(const QStringList &args, const QByteArray &input)
{
    QProcess process;
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted())
        return { -1, {}, u"did not start"_s };
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(30000);
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

void TestCli::help()
{
    const Run r = run({ u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(u"Usage: haifu-cli COMMAND"_s));
    for (const char *command : { "score", "shanten", "waits", "points", "rules", "verify",
                 "convert", "library", "quiz", "club" })
        QVERIFY2(r.out.contains(u"  "_s + QLatin1String(command)), command);
    QVERIFY2(!r.out.contains(u"not available yet"_s), qPrintable(r.out));
}

void TestCli::version()
{
    const Run r = run({ u"--version"_s });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), u"haifu-cli " HAIFU_VERSION ""_s);
}

void TestCli::unknownCommand()
{
    const Run r = run({ u"fly"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(u"unknown command 'fly'"_s));
}

void TestCli::everyCommandAnswers_data()
{
    QTest::addColumn<QString>("command");
    // Every command the usage lists, new ones included: "  name       summary" lines after
    // "Commands:" up to the blank line.
    const Run usage = run({ u"--help"_s });
    QStringList commands;
    const QStringList lines = usage.out.split(u'\n');
    for (qsizetype i = lines.indexOf(u"Commands:"_s) + 1; i > 0 && i < lines.size(); ++i) {
        if (lines[i].isEmpty())
            break;
        commands << lines[i].trimmed().section(u' ', 0, 0);
    }
    for (const char *command : { "score", "shanten", "waits", "points", "rules", "verify",
                 "convert", "library", "export", "quiz", "club" })
        QVERIFY2(commands.contains(QLatin1String(command)), command);
    for (const QString &command : std::as_const(commands))
        QTest::newRow(qPrintable(command)) << command;
}

void TestCli::everyCommandAnswers()
{
    QFETCH(QString, command);
    const Run r = run({ command, u"--help"_s });
    // The command documents itself: none is a placeholder that is "not available yet" (exit 3).
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"haifu-cli "_s + command), qPrintable(r.out));
    QVERIFY2(!r.err.contains(u"not available yet"_s), qPrintable(r.err));
}

// The shanten contract of SCORING_JSON.md: one object per line, forms, ukeire and discards.
void TestCli::shantenJson()
{
    const auto lines = jsonLines({ u"shanten"_s, u"--json"_s },
            "{\"id\":1,\"closed\":\"13569m123459p443s\"}\n"
            "\n"
            "{\"id\":2,\"closed\":\"1112345678999m\",\"visible\":\"5m5m\"}\n"
            "{\"id\":3,\"closed\":\"123m456p78s11z\",\"melds\":[\"pon:777z\"]}\n"
            "{\"id\":4,\"closed\":\"123m4x\"}\n");
    QCOMPARE(lines.size(), 4);
    const QJsonObject fourteen = lines[0];
    QCOMPARE(fourteen[u"id"_s].toInt(), 1);
    QCOMPARE(fourteen[u"shanten"_s].toInt(), 2);
    QCOMPARE(fourteen[u"regular"_s].toInt(), 2);
    QCOMPARE(fourteen[u"chiitoitsu"_s].toInt(), 5);
    QCOMPARE(fourteen[u"kokushi"_s].toInt(), 9);
    const QJsonArray discards = fourteen[u"discards"_s].toArray();
    QVERIFY(discards.size() >= 10);
    QCOMPARE(discards[0][u"shanten"_s].toInt(), 2);
    QCOMPARE(discards[0][u"ukeire_count"_s].toInt(), 19);

    const QJsonObject nineSided = lines[1];
    QCOMPARE(nineSided[u"shanten"_s].toInt(), 0);
    QCOMPARE(nineSided[u"ukeire"_s].toArray().size(), 9);
    // 23 tiles left for the nine-sided wait, minus the two fives seen elsewhere.
    QCOMPARE(nineSided[u"ukeire_count"_s].toInt(), 21);

    QVERIFY(lines[2][u"chiitoitsu"_s].isNull());
    QVERIFY(lines[2][u"kokushi"_s].isNull());
    QCOMPARE(lines[2][u"shanten"_s].toInt(), 0);
    QVERIFY(lines[3][u"error"_s].toString().startsWith(u"invalid_input"_s));
}

// The waits contract: waits, fifth-tile waits, furiten by the own discards, scored waits.
void TestCli::waitsJson()
{
    const auto lines = jsonLines({ u"waits"_s, u"--json"_s },
            "{\"closed\":\"1112345678999m\",\"discards\":\"9m\"}\n"
            "{\"closed\":\"1111m234p567p789p\"}\n"
            "{\"closed\":\"23m456p789s11z\",\"melds\":[\"chi:123s\"],"
            "\"score_waits\":true,\"seat_wind\":\"S\"}\n");
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0][u"tenpai"_s].toBool());
    QCOMPARE(lines[0][u"waits"_s].toArray().size(), 9);
    QVERIFY(lines[0][u"furiten_own_discards"_s].toBool());

    // Holding four 1m: the only wait is a fifth 1m, which can never come.
    QCOMPARE(lines[1][u"waits"_s].toArray().size(), 0);
    QCOMPARE(lines[1][u"waits_all_copies_in_hand"_s].toArray(), QJsonArray{ u"1m"_s });

    const QJsonArray scores = lines[2][u"wait_scores"_s].toArray();
    QCOMPARE(scores.size(), 2); // 1m and 4m
    // An open hand with no yaku: neither wait can win by ron.
    for (const QJsonValue &w : scores)
        QCOMPARE(w[u"ron"_s][u"error"_s].toString(), u"no_yaku"_s);
}

// One answer per non-blank input line, in order: blank and whitespace-only lines are skipped,
// CRLF line ends and a last line without a newline are read, line numbers count every line.
void TestCli::jsonLinesFraming()
{
    const QByteArray input = handWithId("1") + "\r\n" + "\n" + "  \t\r\n" + handWithId("2") + "\n"
            + "{\"id\":3,\r\n" + handWithId("4");
    const QList<QByteArray> lines = rawLines({ u"score"_s, u"--json"_s }, input);
    QCOMPARE(lines.size(), 4);
    for (int i : { 0, 1, 3 }) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i]).object();
        QCOMPARE(o[u"winner_gain"_s].toInt(), 9300);
        QVERIFY(o[u"error"_s].isNull());
    }
    // "id" comes first.
    QVERIFY2(lines[0].startsWith("{\"id\":1,"), lines[0].constData());
    QVERIFY2(lines[3].startsWith("{\"id\":4,"), lines[3].constData());
    // The broken line is the fifth of the input.
    const QString error = QJsonDocument::fromJson(lines[2]).object()[u"error"_s].toString();
    QVERIFY2(error.startsWith(u"invalid_input: line 5 is not valid JSON ("_s), qPrintable(error));
    QVERIFY2(error.contains(u" at offset "_s), qPrintable(error));

    // The same for every command: nothing but blank lines gives nothing.
    for (const char *command : { "score", "shanten", "waits", "points" }) {
        const Run r = run({ QString::fromLatin1(command), u"--json"_s }, "\n\r\n \n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.isEmpty(), command);
    }
}

// "id" is echoed unchanged whatever JSON value it is, on answers and on field errors.
void TestCli::jsonLinesIdEcho()
{
    const QList<QByteArray> ids = { "\"ex1\"", "0", "-7", "3.5", "12345678901234567890", "true",
        "false", "null", "\"\u65e5\u672c\u8a9e \\u2713 \\\"q\\\" \\\\ \\t\"",
        "[1,[2,{\"a\":null}]]", "{\"k\":{\"n\":[true]}}", "\"\"", "[]", "{}" };
    QByteArray input;
    for (const QByteArray &id : ids)
        input += handWithId(id) + '\n';
    input += "{\"id\":\"bad\",\"closed\":5}\n";
    const QList<QByteArray> lines = rawLines({ u"score"_s, u"--json"_s }, input);
    QCOMPARE(lines.size(), ids.size() + 1);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i]).object();
        QVERIFY2(o.contains(u"id"_s), lines[i].constData());
        QCOMPARE(QJsonDocument(QJsonArray{ o[u"id"_s] }).toJson(),
                QJsonDocument::fromJson("[" + ids[i] + "]").toJson());
        QCOMPARE(o[u"winner_gain"_s].toInt(), 9300);
    }
    // Integers past a double's precision are not rounded.
    QVERIFY2(lines[4].startsWith("{\"id\":12345678901234567890,"), lines[4].constData());
    const QJsonObject bad = QJsonDocument::fromJson(lines.last()).object();
    QCOMPARE(bad[u"id"_s].toString(), u"bad"_s);
    QVERIFY(bad[u"error"_s].toString().startsWith(u"invalid_input: closed: required"_s));
}

// Lines that are not one JSON object each get an error naming the line and the problem, and the
// run goes on.
void TestCli::jsonLinesBadLines()
{
    const QByteArray deep =
            "{\"id\":1,\"x\":" + QByteArray(5000, '[') + QByteArray(5000, ']') + "}";
    const QByteArray nested =
            "{\"id\":1,\"x\":" + QByteArray(100, '[') + QByteArray(100, ']') + "," + kHand + "}";
    const QByteArray input = "not json\n"
                             "[1,2]\n"
                             "\"text\"\n"
                             "{\"id\":1,\n"
                             "{\"id\":1}x\n"
                             "{\"id\":\"\\q\"}\n"
                             "{\"id\":\"\xff\"}\n"
            + QByteArray("{\"id\":1}\0x\n", 11) + deep + "\n" + nested + "\n"
            + "{\"id\":\"dup\",\"closed\":\"1m\",\"closed\":\"234m56799p345678s\","
              "\"win_tile\":\"3s\",\"tsumo\":true}\n";
    const QList<QByteArray> lines = rawLines({ u"points"_s, u"--json"_s }, input);
    QCOMPARE(lines.size(), 11);
    auto error = [&](int i) {
        return QJsonDocument::fromJson(lines[i]).object()[u"error"_s].toString();
    };
    QCOMPARE(error(0), u"invalid_input: line 1 is not valid JSON (illegal value at offset 1)"_s);
    QCOMPARE(error(1), u"invalid_input: line 2 is not a JSON object"_s);
    QCOMPARE(error(2), u"invalid_input: line 3 is not a JSON object"_s);
    QVERIFY2(error(3).startsWith(u"invalid_input: line 4 is not valid JSON ("_s),
            qPrintable(error(3)));
    QCOMPARE(error(4),
            u"invalid_input: line 5 is not valid JSON (garbage at the end of the document at "
            "offset 8)"_s);
    QVERIFY2(error(5).startsWith(u"invalid_input: line 6 is not valid JSON (invalid escape"_s),
            qPrintable(error(5)));
    QVERIFY2(error(6).startsWith(u"invalid_input: line 7 is not valid JSON (invalid UTF8"_s),
            qPrintable(error(6)));
    QCOMPARE(error(7), u"invalid_input: line 8 is not valid JSON (NUL character at offset 8)"_s);
    QVERIFY2(error(8).startsWith(
                     u"invalid_input: line 9 is not valid JSON (too deeply nested document"_s),
            qPrintable(error(8)));
    // 100 levels are fine; points finds no "han" in a hand.
    QCOMPARE(error(9), u"invalid_input: han: required (or give yakuman)"_s);

    // A repeated name counts with its last value, as before.
    const QList<QByteArray> scored = rawLines({ u"score"_s, u"--json"_s },
            lines.isEmpty() ? QByteArray() : input.mid(input.lastIndexOf("{\"id\":\"dup\"")));
    QCOMPARE(scored.size(), 1);
    QCOMPARE(QJsonDocument::fromJson(scored[0]).object()[u"han"_s].toInt(), 2); // tsumo, pinfu
}

// Field errors name the field, for every command.
void TestCli::jsonLinesFieldErrors()
{
    struct Case
    {
        const char *command;
        QByteArray input;
        QString error;
    };
    const Case cases[] = {
        { "score", R"({"closed":"234m56799p345678s","win_tile":"3s","honba":2.5})",
                u"honba: must be a whole number from 0 to 1000"_s },
        { "score", R"({"closed":"234m56799p345678s","win_tile":"3s","riichi":1})",
                u"riichi: must be true or false"_s },
        { "score", R"({"closed":"234m56799p345678s","win_tile":"3s","seat_wind":"X"})",
                u"seat_wind: must be \"E\", \"S\", \"W\" or \"N\""_s },
        { "score", R"({"closed":"234m56799p345678s","win_tile":"3s","dora_indicators":3})",
                u"dora_indicators: must be a string of tiles"_s },
        { "score", R"({"closed":"234m56799p345678s","win_tile":"3s","rules":{"nosuch":1}})",
                u"rules.nosuch: unknown option (see haifu-cli rules --list)"_s },
        { "score", R"({"closed":"56799p345678s","melds":[7],"win_tile":"3s"})",
                u"melds[0]: must be \"KIND:tiles\" or {\"type\":KIND,\"tiles\":\"…\"}"_s },
        { "score", R"({"closed":"56799p345678s","melds":"chi:234m","win_tile":"3s"})",
                u"melds: must be an array"_s },
        { "shanten", R"({"closed":"123m456p789s1122z","visible":5})",
                u"visible: must be a string of tiles"_s },
        { "waits", R"({"closed":"123m456p789s1122z","score_waits":"yes"})",
                u"score_waits: must be true or false"_s },
        { "points", R"({"han":3,"fu":30,"dealer":"no"})", u"dealer: must be true or false"_s },
        { "points", R"({"han":3,"fu":35})",
                u"fu: 35 is not a fu count (20, 25, 30, 40, … 130; fu are rounded up to 10)"_s },
    };
    for (const Case &c : cases) {
        const QList<QByteArray> lines =
                rawLines({ QString::fromLatin1(c.command), u"--json"_s }, c.input + '\n');
        QCOMPARE(lines.size(), 1);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()[u"error"_s].toString(),
                u"invalid_input: "_s + c.error);
    }
    // Melds as objects, rules with an override, and the answer the same as the text form.
    const QList<QByteArray> lines = rawLines({ u"score"_s, u"--json"_s },
            R"({"closed":"234m567p22456s","melds":[{"type":"pon","tiles":"555z"}],)"
            R"("win_tile":"6s","seat_wind":"S","rules":{"preset":"tenhou","red_fives":0}})"
            "\n");
    QCOMPARE(lines.size(), 1);
    const QJsonObject o = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(o[u"payments"_s].toObject()[u"ron"_s].toInt(), 1000);
}

// A line over 1 MiB is refused without being kept, and the next line is answered.
void TestCli::jsonLinesLongLine()
{
    const QByteArray padding(3 * 1024 * 1024, 'a');
    const QByteArray input = handWithId("1") + "\n{\"id\":2,\"x\":\"" + padding + "\"," + kHand
            + "}\n" + handWithId("3") + "\n{\"id\":4,\"x\":\"" + padding + "\"}";
    const QList<QByteArray> lines = rawLines({ u"score"_s, u"--json"_s }, input);
    QCOMPARE(lines.size(), 4);
    for (int i : { 1, 3 }) {
        QCOMPARE(QJsonDocument::fromJson(lines[i]).object()[u"error"_s].toString(),
                u"invalid_input: line %1 is longer than 1048576 bytes"_s.arg(i + 1));
    }
    for (int i : { 0, 2 })
        QCOMPARE(QJsonDocument::fromJson(lines[i]).object()[u"winner_gain"_s].toInt(), 9300);
    // Just under the limit is read.
    const QByteArray justUnder =
            "{\"id\":5,\"x\":\"" + QByteArray(1024 * 1024 - 200, 'b') + "\"," + kHand + "}";
    QVERIFY(justUnder.size() < 1024 * 1024);
    const QList<QByteArray> under = rawLines({ u"score"_s, u"--json"_s }, justUnder + "\r\n");
    QCOMPARE(under.size(), 1);
    QCOMPARE(QJsonDocument::fromJson(under[0]).object()[u"winner_gain"_s].toInt(), 9300);
}

// verify --json: one line per file in the order given (each written when its file is done), a
// file that cannot be read among them; --copies compares a game's later copies with its first.
void TestCli::verifyJsonPerFile()
{
    const QString xml =
            QFINDTESTDATA("../data/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
    const QString json =
            QFINDTESTDATA("../data/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.json");
    const QString other =
            QFINDTESTDATA("../data/records/tsubaki__2023053016gm-0029-0000-e54b3b98.json");
    QVERIFY(!xml.isEmpty() && !json.isEmpty() && !other.isEmpty());
    QTemporaryDir dir;
    const QString missing = dir.filePath(u"missing.mjlog"_s);
    // The JSON copy with the first player renamed: the copies differ in that one header field.
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject game = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray names = game[u"name"_s].toArray();
    names[0] = names[0].toString() + u"X"_s;
    game[u"name"_s] = names;
    const QString twin = dir.filePath(u"twin.json"_s);
    QFile twinFile(twin);
    QVERIFY(twinFile.open(QIODevice::WriteOnly));
    twinFile.write(QJsonDocument(game).toJson());
    twinFile.close();

    const Run r = run({ u"verify"_s, u"--json"_s, u"--copies"_s, xml, missing, twin, other });
    QCOMPARE(r.exitCode, 1); // the missing file
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    const QStringList files{ xml, missing, twin, other };
    for (int i = 0; i < 4; ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        QCOMPARE(o[u"file"_s].toString(), files[i]);
        QCOMPARE(o[u"ok"_s].toBool(), i == 0 || i == 3);
        QCOMPARE(o[u"mismatches"_s].toArray().size(), i == 2 ? 1 : 0);
        if (i != 1)
            QCOMPARE(o[u"kyoku"_s].toInt(), i == 3 ? 12 : 7);
    }
    const QJsonObject copy = QJsonDocument::fromJson(lines[2].toUtf8())
                                     .object()[u"mismatches"_s]
                                     .toArray()
                                     .at(0)
                                     .toObject();
    QVERIFY(copy[u"between_copies"_s].toBool());
    QCOMPARE(copy[u"field"_s].toString(), u"name of seat 0"_s);
    QVERIFY(QJsonDocument::fromJson(lines[1].toUtf8())
                    .object()[u"error"_s]
                    .toString()
                    .contains(u"cannot open"_s));
}

// A record given on standard input (read in pieces as they arrive) converts as the file does.
void TestCli::convertStandardInput()
{
    const QString path =
            QFINDTESTDATA("../data/records/wahaha__2020010100gm-00b9-0000-7a6863a8.mjson");
    QVERIFY(!path.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Run fromFile = run({ u"convert"_s, path, u"--to"_s, u"tenhou-json"_s, u"-q"_s });
    QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.err));
    const Run fromInput =
            run({ u"convert"_s, u"-"_s, u"--to"_s, u"tenhou-json"_s, u"-q"_s }, file.readAll());
    QVERIFY2(fromInput.exitCode == 0, qPrintable(fromInput.err));
    QVERIFY(!fromInput.out.isEmpty());
    QCOMPARE(fromInput.out, fromFile.out);
}

// convert --to mjlog: Tenhou's plain XML (no newline after it) that reads back as the same game;
// to a file and to standard output alike.
void TestCli::convertToMjlog()
{
    const QString path =
            QFINDTESTDATA("../data/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.json");
    QVERIFY(!path.isEmpty());
    QTemporaryDir dir;
    const QString out = dir.filePath(u"2019103023gm-00a9-0000-f90e0fe9.mjlog"_s);
    const Run toFile = run({ u"convert"_s, path, u"--to"_s, u"mjlog"_s, u"-o"_s, out });
    QVERIFY2(toFile.exitCode == 0, qPrintable(toFile.err));
    const Run toStdout = run({ u"convert"_s, path, u"--to"_s, u"mjlog"_s, u"-q"_s });
    QVERIFY2(toStdout.exitCode == 0, qPrintable(toStdout.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray xml = file.readAll();
    QVERIFY(xml.startsWith("<mjloggm ver=\"2.3\"><GO type=\"169\""));
    QVERIFY(xml.endsWith("</mjloggm>"));
    QCOMPARE(toStdout.out.toUtf8(), xml);
    const Run back = run({ u"convert"_s, out, u"--to"_s, u"tenhou-json"_s, u"-q"_s });
    const Run direct = run({ u"convert"_s, path, u"--to"_s, u"tenhou-json"_s, u"-q"_s });
    QVERIFY2(back.exitCode == 0, qPrintable(back.err));
    // The same game; only the lobby label differs (mjlog states the lobby of the log id).
    QJsonObject viaMjlog = QJsonDocument::fromJson(back.out.toUtf8()).object();
    QJsonObject straight = QJsonDocument::fromJson(direct.out.toUtf8()).object();
    QVERIFY(!viaMjlog[u"log"_s].toArray().isEmpty());
    QCOMPARE(viaMjlog[u"rule"_s].toObject()[u"disp"_s].toString(), u"四鳳南喰赤"_s);
    viaMjlog.remove(u"rule"_s);
    straight.remove(u"rule"_s);
    QCOMPARE(viaMjlog, straight);
}

// Files over the 64 MiB record cap are refused by name after reading at most the cap: a record to
// convert (from a file or standard input), a record to import, a .haifu file to read. The files
// are sparse, so making them costs nothing.
void TestCli::hugeFilesRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 size = 65LL * 1024 * 1024;
    const auto sparse = [&](const QString &name) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !file.resize(size))
            qWarning("cannot make %s", qPrintable(path));
        return path;
    };
    const QString record = sparse(u"huge.mjlog"_s);
    const QString notes = sparse(u"huge.haifu"_s);
    const QString tooLarge = u"larger than 64 MiB"_s;

    Run r = run({ u"convert"_s, record, u"--to"_s, u"mjai"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(record + u": "_s + tooLarge), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    // Standard input has no size to look at: the read itself stops past the cap.
    r = run({ u"convert"_s, u"-"_s, u"--to"_s, u"mjai"_s }, QByteArray(size, ' '));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"-: "_s + tooLarge), qPrintable(r.err));

    const QString library = dir.filePath(u"library.haifu"_s);
    r = run({ u"library"_s, u"--db"_s, library, u"import"_s, record });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(u"huge.mjlog: "_s + tooLarge), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"0 imported, 0 duplicates, 1 failed"_s), qPrintable(r.out));

    r = run({ u"export"_s, u"--db"_s, library, u"--read"_s, notes });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(notes + u": "_s + tooLarge), qPrintable(r.err));

    // verify and quiz --record read through formats::readRecordFile, capped too.
    for (const QStringList &args : { QStringList{ u"verify"_s, record },
                 QStringList{ u"quiz"_s, u"--record"_s, record } }) {
        r = run(args);
        QVERIFY2(r.exitCode == 1, qPrintable(args.join(u' ')));
        QVERIFY2((r.err + r.out).contains(record + u": "_s + tooLarge),
                qPrintable(args.join(u' ') + u": "_s + r.err + r.out));
    }
}

HAIFU_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
