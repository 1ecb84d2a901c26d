#include "logserver.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kId = u"2019103023gm-00a9-0000-f90e0fe9"_s;
const QString kXml =
        QStringLiteral(HAIFU_TEST_DATA "/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");

} // namespace

// haifu-cli and tenhou.net/6 links: convert and export write one link per hand (--links) or
// one hand's JSON (--kyoku N); verify, convert and library import read a link where they read a
// file; library import downloads a Tenhou log address as fetch does (a local server here).
class TestLinksCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void convertWritesLinks();
    void linksReadWhereFilesAre();
    void kyokuOption();
    void importAndExport();
    void refusedLinks();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };
    Run run(const QStringList &args);
    QStringList links();

    LogServer m_server;
    QTemporaryDir m_dir;
};

void TestLinksCli::initTestCase()
{
    QFile file(kXml);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(m_server.listen());
    m_server.addLog(kId, file.readAll());
    qunsetenv("HAIFU_LIBRARY");
}

TestLinksCli::Run TestLinksCli::run(const QStringList &args)
{
    QProcess process;
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted() || !finished.wait(60000))
        return {};
    return { process.exitCode(), process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()) };
}

QStringList TestLinksCli::links()
{
    const Run r = run({ u"convert"_s, kXml, u"--links"_s });
    return QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
}

void TestLinksCli::convertWritesLinks()
{
    const QStringList lines = links();
    QCOMPARE(lines.size(), 7); // the game's hands
    for (const QString &line : lines) {
        QVERIFY(line.startsWith(u"https://tenhou.net/6/#json={"_s));
        const QJsonObject root = QJsonDocument::fromJson(line.mid(27).toUtf8()).object();
        QCOMPARE(root.value(u"log"_s).toArray().size(), 1);
        QCOMPARE(root.value(u"ref"_s).toString(), kId);
    }
}

void TestLinksCli::linksReadWhereFilesAre()
{
    const QStringList lines = links();
    QVERIFY(!lines.isEmpty());
    Run r = run({ u"verify"_s, u"--json"_s, lines.at(2) });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject verified = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(verified.value(u"file"_s).toString(), u"link"_s); // not the whole link
    QCOMPARE(verified.value(u"kyoku"_s).toInt(), 1);
    QVERIFY(verified.value(u"ok"_s).toBool());
    // Percent-encoded, as a browser copies it.
    const QString encoded = u"https://tenhou.net/6/#json="_s
            + QString::fromLatin1(QUrl::toPercentEncoding(lines.at(0).mid(27)));
    r = run({ u"convert"_s, encoded, u"--to"_s, u"mjai"_s });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("\"type\":\"start_kyoku\""));
}

void TestLinksCli::kyokuOption()
{
    Run r = run({ u"convert"_s, kXml, u"--to"_s, u"tenhou-json"_s, u"--kyoku"_s, u"3"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray log = QJsonDocument::fromJson(r.out).object().value(u"log"_s).toArray();
    QCOMPARE(log.size(), 1);
    QCOMPARE(log.at(0).toArray().at(0).toArray().at(0).toInt(), 2); // East 3
    r = run({ u"convert"_s, kXml, u"--links"_s, u"--kyoku"_s, u"2"_s });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), links().at(1));
    r = run({ u"convert"_s, kXml, u"--links"_s, u"--kyoku"_s, u"8"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"--kyoku takes the number of a hand of the game, 1 to 7"_s),
            qPrintable(r.err));
    r = run({ u"convert"_s, kXml, u"--to"_s, u"mjai"_s, u"--kyoku"_s, u"1"_s });
    QCOMPARE(r.exitCode, 2);
    r = run({ u"convert"_s, kXml, u"--links"_s, u"--to"_s, u"mjlog"_s });
    QCOMPARE(r.exitCode, 2);
}

void TestLinksCli::importAndExport()
{
    const QString library = m_dir.filePath(u"links.db"_s);
    const QStringList lines = links();
    Run r = run({ u"library"_s, u"--db"_s, library, u"--json"_s, u"import"_s, lines.at(0),
            kId + u"&tw=2"_s, u"--from"_s, m_server.base(u"log"_s) });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(u"imported"_s).toInt(), 2);
    const QJsonArray files = report.value(u"files"_s).toArray();
    QCOMPARE(files.at(0).toObject().value(u"path"_s).toString(), u"link (%1.json)"_s.arg(kId));
    QCOMPARE(files.at(1).toObject().value(u"path"_s).toString(), kId);
    const int game = files.at(1).toObject().value(u"game"_s).toInt();
    QVERIFY(game > 0);
    QCOMPARE(m_server.requests.size(), 1);
    // The whole game comes out as the links the file gave.
    r = run({ u"export"_s, u"--db"_s, library, QString::number(game), u"--links"_s });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts), lines);
    r = run({ u"export"_s, u"--db"_s, library, QString::number(game), u"--to"_s, u"tenhou-json"_s,
            u"--kyoku"_s, u"7"_s });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"log"_s).toArray().size(), 1);
    r = run({ u"export"_s, u"--db"_s, library, QString::number(game), u"--to"_s, u"html"_s,
            u"--kyoku"_s, u"1"_s });
    QCOMPARE(r.exitCode, 2);
}

void TestLinksCli::refusedLinks()
{
    Run r = run({ u"convert"_s, u"https://tenhou.net/6/#json=%7B%zz"_s, u"--to"_s, u"mjai"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"link: broken percent-encoding at offset 3"_s), qPrintable(r.err));
    r = run({ u"verify"_s, u"https://tenhou.net/6/#json={\"log\":[[1]]}"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(QString::fromUtf8(r.out).contains(u"error: link: log[0]"_s), r.out.constData());
    const QString library = m_dir.filePath(u"refused.db"_s);
    r = run({ u"library"_s, u"--db"_s, library, u"--json"_s, u"import"_s,
            u"https://tenhou.net/6/#json=[1,2]"_s });
    QCOMPARE(r.exitCode, 1);
    const QJsonObject item =
            QJsonDocument::fromJson(r.out).object().value(u"files"_s).toArray().at(0).toObject();
    QCOMPARE(item.value(u"status"_s).toString(), u"failed"_s);
    QVERIFY(item.value(u"error"_s).toString().contains(u"not a JSON object"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestLinksCli)
#include "tst_links_cli.moc"
