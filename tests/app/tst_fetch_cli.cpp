#include "logserver.h"

#include "testmain.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kId = u"2019103023gm-00a9-0000-f90e0fe9"_s;

} // namespace

// haifu-cli fetch against a local HTTP server run by this test (tests/backend/logserver.h):
// the log lands in a new library with its tw seat, --out writes it, --json reports it, and every
// refusal (bad id, 404, not a log, too large, offline, usage) has its message and exit status.
class TestFetchCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void help();
    void usageErrors();
    void fetchesIntoALibrary();
    void writesTheLog();
    void refuses_data();
    void refuses();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };
    // Runs haifu-cli while this process keeps serving (the server lives in our event loop).
    Run run(const QStringList &args);

    LogServer m_server;
    QByteArray m_log;
    QTemporaryDir m_dir;
};

void TestFetchCli::initTestCase()
{
    QFile file(QStringLiteral(
            HAIFU_TEST_DATA "/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_log = file.readAll();
    QVERIFY(m_server.listen());
    m_server.addLog(kId, m_log);
    qunsetenv("HAIFU_LIBRARY");
}

TestFetchCli::Run TestFetchCli::run(const QStringList &args)
{
    QProcess process;
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted() || !finished.wait(60000))
        return {};
    return { process.exitCode(), process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()) };
}

void TestFetchCli::help()
{
    const Run r = run({ u"fetch"_s, u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(u"haifu-cli fetch ADDRESS|ID"_s));
    QVERIFY(text.contains(u"--from BASE"_s));
    QVERIFY(text.contains(u"https://tenhou.net/0/log/"_s));
    QVERIFY(QString::fromUtf8(run({ u"--help"_s }).out).contains(u"  fetch "_s));
}

void TestFetchCli::usageErrors()
{
    m_server.requests.clear();
    Run r = run({ u"fetch"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(u"give a Tenhou log address or id"_s));
    r = run({ u"fetch"_s, kId });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(u"--db LIBRARY or a file with --out FILE"_s));
    r = run({ u"fetch"_s, kId, u"--db"_s, m_dir.filePath(u"x.haifu"_s), u"--fast"_s });
    QCOMPARE(r.exitCode, 2);
    r = run({ u"fetch"_s, kId, kId, u"--out"_s, u"-"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(m_server.requests.isEmpty());
}

void TestFetchCli::fetchesIntoALibrary()
{
    const QString library = m_dir.filePath(u"fetched.haifu"_s);
    m_server.requests.clear();
    Run r = run({ u"fetch"_s, u"https://tenhou.net/0/?log=%1&tw=2"_s.arg(kId), u"--db"_s, library,
            u"--from"_s, m_server.base(u"log"_s) });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(m_server.requests, QStringList{ u"GET /log/?%1 HTTP/1.1"_s.arg(kId) });
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(
                     u"fetched %1 (%2 bytes); added to the library as game 1; shown from seat 2"_s
                             .arg(kId)
                             .arg(m_log.size())),
            qPrintable(text));

    // The game is there, with its id and its seat.
    r = run({ u"library"_s, u"--db"_s, library, u"show"_s, u"1"_s, u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject game = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(game[u"source_id"_s].toString(), kId);
    QCOMPARE(game[u"viewpoint"_s].toInt(-1), 2);
    QCOMPARE(game[u"player_count"_s].toInt(), 4);

    // Again as JSON, another seat: the same game, now shown from seat 3.
    r = run({ u"fetch"_s, kId + u"&tw=3"_s, u"--db"_s, library, u"--from"_s,
            m_server.base(u"log"_s), u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(outcome[u"id"_s].toString(), kId);
    QCOMPARE(outcome[u"status"_s].toString(), u"duplicate"_s);
    QCOMPARE(outcome[u"game"_s].toInt(), 1);
    QCOMPARE(outcome[u"viewpoint"_s].toInt(), 3);
    QCOMPARE(outcome[u"bytes"_s].toInt(), m_log.size());
    r = run({ u"library"_s, u"--db"_s, library, u"show"_s, u"1"_s, u"--json"_s });
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[u"viewpoint"_s].toInt(-1), 3);
}

void TestFetchCli::writesTheLog()
{
    const QString file = m_dir.filePath(u"log.xml"_s);
    Run r = run({ u"fetch"_s, kId, u"--out"_s, file, u"--from"_s, m_server.base(u"redirect"_s) });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), m_log);

    r = run({ u"fetch"_s, kId, u"--out"_s, u"-"_s, u"--from"_s, m_server.base(u"log"_s) });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, m_log);
    QVERIFY(r.err.contains(u"fetched %1"_s.arg(kId)));
}

void TestFetchCli::refuses_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("says");
    QTest::newRow("bad id") << u"2019103023gm-00a9-0000-f90e0fe"_s << m_server.base(u"log"_s)
                            << u"is not a Tenhou log id"_s;
    QTest::newRow("bad seat") << kId + u"&tw=7"_s << m_server.base(u"log"_s)
                              << u"tw=7 is not a seat"_s;
    QTest::newRow("bad base") << kId << u"file:///tmp/"_s << u"is not a web address"_s;
    QTest::newRow("no such log") << u"2019103023gm-00a9-0000-00000000"_s << m_server.base(u"log"_s)
                                 << u"has no such log (HTTP 404)"_s;
    QTest::newRow("not a log") << kId << m_server.base(u"html"_s) << u"not a Tenhou log"_s;
    QTest::newRow("too large") << kId << m_server.base(u"huge"_s) << u"is larger than"_s;
    QTest::newRow("offline") << kId << u"http://127.0.0.1:%1/log/"_s.arg(closedPort())
                             << u"are you offline?"_s;
}

void TestFetchCli::refuses()
{
    QFETCH(QString, address);
    QFETCH(QString, base);
    QFETCH(QString, says);
    const QString library = m_dir.filePath(u"refused.haifu"_s);
    const Run r = run({ u"fetch"_s, address, u"--db"_s, library, u"--from"_s, base });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(u"haifu-cli fetch: "_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

HAIFU_TEST_GUILESS_MAIN(TestFetchCli)
#include "tst_fetch_cli.moc"
