// haifu-cli's CommandLine (app/cli/commandline.h): options with and without values, -h/--help,
// unknown options and missing values reported through the command's Usage, negative numbers as
// positional arguments, --db falling back to $HAIFU_LIBRARY, and the help's option lines.
#include "cli/commandline.h"

#include "testmain.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu::cli;

namespace {

QString s_reported;
int s_helpCalls = 0;

int report(const QString &message)
{
    s_reported = message;
    return 7;
}

void help(QTextStream &)
{
    ++s_helpCalls;
}

const Usage kUsage{ u"test"_s, help, report };

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        s_reported.clear();
        s_helpCalls = 0;
    }
    void readsOptionsAndPositionals();
    void helpAnywhere();
    void unknownOption();
    void missingValue();
    void negativeNumbers();
    void dbFallsBackToEnvironment();
    void optionLinesAlign();
};

void TestCommandLine::readsOptionsAndPositionals()
{
    CommandLine cl{ kJsonOption, { { u"o"_s, u"output"_s }, true }, { { u"dora"_s }, true } };
    const auto status = cl.parse({ u"in.json"_s, u"--json"_s, u"-o"_s, u"out.json"_s, u"--dora"_s,
                                         u"1m"_s, u"--dora=4z"_s, u"-"_s },
            kUsage);
    QVERIFY(!status);
    QVERIFY(cl.isSet(u"json"_s));
    QCOMPARE(cl.value(u"output"_s), u"out.json"_s);
    QCOMPARE(cl.values(u"dora"_s), QStringList({ u"1m"_s, u"4z"_s }));
    QCOMPARE(cl.positional(), QStringList({ u"in.json"_s, u"-"_s }));
    QCOMPARE(cl.givenOptions(), QStringList({ u"--json"_s, u"-o"_s, u"--dora"_s, u"--dora"_s }));
    QVERIFY(s_reported.isEmpty());
}

void TestCommandLine::helpAnywhere()
{
    CommandLine cl{ kJsonOption };
    QCOMPARE(cl.parse({ u"file"_s, u"--bogus"_s, u"-h"_s }, kUsage), std::optional<int>(0));
    QCOMPARE(s_helpCalls, 1);
    QVERIFY(s_reported.isEmpty());
    // A value that looks like --help is a value.
    CommandLine text{ { { u"text"_s }, true } };
    QVERIFY(!text.parse({ u"--text"_s, u"--help"_s }, kUsage));
    QCOMPARE(text.value(u"text"_s), u"--help"_s);
}

void TestCommandLine::unknownOption()
{
    CommandLine cl{ kJsonOption };
    QCOMPARE(cl.parse({ u"--json"_s, u"--bogus"_s }, kUsage), std::optional<int>(7));
    QCOMPARE(s_reported, u"unknown option '--bogus'"_s);
    CommandLine shortOption{ kJsonOption };
    QCOMPARE(shortOption.parse({ u"-x"_s }, kUsage), std::optional<int>(7));
    QCOMPARE(s_reported, u"unknown option '-x'"_s);
}

void TestCommandLine::missingValue()
{
    CommandLine cl{ { { u"o"_s, u"output"_s }, true } };
    QCOMPARE(cl.parse({ u"file"_s, u"-o"_s }, kUsage), std::optional<int>(7));
    QCOMPARE(s_reported, u"-o needs a value"_s);
    CommandLine chained{ { { u"o"_s, u"output"_s }, true }, { { u"to"_s }, true } };
    // --to is the value of --output here, so nothing is missing.
    QVERIFY(!chained.parse({ u"--output"_s, u"--to"_s }, kUsage));
    QCOMPARE(chained.value(u"output"_s), u"--to"_s);
}

void TestCommandLine::negativeNumbers()
{
    CommandLine plain{ { { u"seat"_s }, true } };
    QVERIFY(plain.parse({ u"1"_s, u"-2000"_s }, kUsage));

    CommandLine cl{ { { u"seat"_s }, true } };
    cl.setNegativeNumbersPositional(true);
    QVERIFY(!cl.parse({ u"1"_s, u"-2000"_s, u"--seat"_s, u"-1"_s, u"3"_s }, kUsage));
    QCOMPARE(cl.positional(), QStringList({ u"1"_s, u"-2000"_s, u"3"_s }));
    QCOMPARE(cl.value(u"seat"_s), u"-1"_s);
}

void TestCommandLine::dbFallsBackToEnvironment()
{
    qputenv("HAIFU_LIBRARY", "/from/environment.haifu");
    CommandLine none{ kDbOption };
    QVERIFY(!none.parse({}, kUsage));
    QCOMPARE(none.dbPath(), u"/from/environment.haifu"_s);
    CommandLine given{ kDbOption };
    QVERIFY(!given.parse({ u"--db"_s, u"mine.haifu"_s }, kUsage));
    QCOMPARE(given.dbPath(), u"mine.haifu"_s);
    qunsetenv("HAIFU_LIBRARY");
}

void TestCommandLine::optionLinesAlign()
{
    QCOMPARE(optionLines(12, { { "--json", u"JSON lines"_s }, { "--rules PRESET", u"Rules"_s } }),
            u"  --json      JSON lines\n  --rules PRESET  Rules\n"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
