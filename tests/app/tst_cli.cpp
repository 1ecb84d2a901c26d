#include <QProcess>
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

private:
    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };
    Run run(const QStringList &args, const QByteArray &input = {});
};

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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
