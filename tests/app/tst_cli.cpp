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
    void convertStandardInput();
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
};

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
    for (const char *command : { "score", "shanten", "waits", "points", "rules", "verify",
                 "convert", "library", "export", "quiz", "club" })
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCli::everyCommandAnswers()
{
    QFETCH(QString, command);
    const Run r = run({ command, u"--help"_s });
    // Either the command documents itself, or it says it is not there yet — never silence.
    if (r.exitCode == 3) {
        QVERIFY(r.err.contains(u"not available yet"_s));
    } else {
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(command), qPrintable(r.out));
    }
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
