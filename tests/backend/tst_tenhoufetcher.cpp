#include "logserver.h"

#include "formats/recordio.h"
#include "library/librarycontroller.h"
#include "library/tenhoufetcher.h"
#include "network/logdownload.h"
#include "network/tenhoulog.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/librarylocation.h"

#include "testmain.h"

#include <QFile>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
namespace network = haifu::network;
namespace storage = haifu::storage;

namespace {

// A plain mjlog (Apache-2.0 OR MIT, tests/data/SOURCES.md) and a gzip one (MIT).
const QString kId = u"2019103023gm-00a9-0000-f90e0fe9"_s;
const QString kGzipId = u"2014051511gm-0041-0000-a29f5b7b"_s;

QByteArray readData(const QString &name)
{
    QFile file(QStringLiteral(HAIFU_TEST_DATA "/records/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return file.readAll();
}

} // namespace

// Fetching Tenhou logs: what a player pastes (every form, every refusal), the download against
// a local HTTP server (success, gzip, 404, too large, not a log, cancel, timeout, offline,
// redirects) and the library page's fetch end to end (imported like a file, with its tw seat).
class TestTenhouFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parsesPastedForms_data();
    void parsesPastedForms();
    void refusesOtherText_data();
    void refusesOtherText();
    void buildsOnlyLogAddresses();
    void checksTheAnswerIsALog();
    void downloads_data();
    void downloads();
    void cancels();
    void timesOut();
    void offline();
    void httpsIsAvailable();
    void storesTheViewpoint();
    void fetchesIntoTheLibrary();
    void fetchReportsErrors();

private:
    network::LogDownload::Outcome download(const QString &path, const QString &id);

    QByteArray m_log;
    QByteArray m_gzipLog;
    LogServer m_server;
    QTemporaryDir m_dir;
};

void TestTenhouFetcher::initTestCase()
{
    m_log = readData(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    m_gzipLog = readData(u"fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog"_s);
    QVERIFY(haifu::formats::isGzip(m_gzipLog));
    QVERIFY(m_server.listen());
    m_server.addLog(kId, m_log);
    m_server.addLog(kGzipId, m_gzipLog);
    // The gzip of a log as an HTTP server compresses it (Content-Encoding: gzip).
    m_server.gzipped = m_gzipLog;
}

void TestTenhouFetcher::parsesPastedForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("viewpoint");
    QTest::newRow("viewer /0/ with tw")
            << u"https://tenhou.net/0/?log=2019103023gm-00a9-0000-f90e0fe9&tw=2"_s << kId << 2;
    QTest::newRow("viewer /3/") << u"https://tenhou.net/3/?log=2019103023gm-00a9-0000-f90e0fe9"_s
                                << kId << -1;
    QTest::newRow("viewer /6/ with ts and tw")
            << u"https://tenhou.net/6/?log=2019103023gm-00a9-0000-f90e0fe9&ts=3&tw=1"_s << kId << 1;
    QTest::newRow("http, tw first")
            << u"http://tenhou.net/0/?tw=3&log=2019103023gm-00a9-0000-f90e0fe9"_s << kId << 3;
    QTest::newRow("www host") << u"https://www.tenhou.net/0/?log=2019103023gm-00a9-0000-f90e0fe9"_s
                              << kId << -1;
    QTest::newRow("bare id") << kId << kId << -1;
    QTest::newRow("white space") << u"  \t2019103023gm-00a9-0000-f90e0fe9\n"_s << kId << -1;
    QTest::newRow("upper case") << u"2019103023GM-00A9-0000-F90E0FE9"_s << kId << -1;
    QTest::newRow("id with tw") << u"2019103023gm-00a9-0000-f90e0fe9&tw=0"_s << kId << 0;
    QTest::newRow("private lobby")
            << u"2010060416gm-0061-7447-2d91fbe3"_s << u"2010060416gm-0061-7447-2d91fbe3"_s << -1;
}

void TestTenhouFetcher::parsesPastedForms()
{
    QFETCH(QString, text);
    QFETCH(QString, id);
    QFETCH(int, viewpoint);
    const network::LogAddress address = network::parseLogAddress(text);
    QVERIFY2(address.ok(), qPrintable(address.error));
    QCOMPARE(address.id, id);
    QCOMPARE(address.viewpoint, viewpoint);
}

void TestTenhouFetcher::refusesOtherText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    const QString notAnId = u"is not a Tenhou log id"_s;
    QTest::newRow("empty") << u"   "_s << u"Paste a Tenhou log"_s;
    QTest::newRow("words") << u"hello"_s << notAnId;
    QTest::newRow("short hash") << u"2019103023gm-00a9-0000-f90e0fe"_s << notAnId;
    QTest::newRow("non-hex hash") << u"2019103023gm-00a9-0000-f90e0fez"_s << notAnId;
    QTest::newRow("hex lobby") << u"2019103023gm-00a9-00a0-f90e0fe9"_s << notAnId;
    QTest::newRow("no such date") << u"2019133023gm-00a9-0000-f90e0fe9"_s << notAnId;
    QTest::newRow("hour 24") << u"2019103024gm-00a9-0000-f90e0fe9"_s << notAnId;
    QTest::newRow("path after id") << u"2019103023gm-00a9-0000-f90e0fe9/../../etc"_s << notAnId;
    QTest::newRow("query after id") << u"2019103023gm-00a9-0000-f90e0fe9?x=1"_s << notAnId;
    QTest::newRow("old obfuscated id") << u"2009071823gm-0041-0000-x1234567890ab"_s << notAnId;
    QTest::newRow("tw 4") << u"https://tenhou.net/0/?log=2019103023gm-00a9-0000-f90e0fe9&tw=4"_s
                          << u"tw=4 is not a seat"_s;
    QTest::newRow("tw word") << u"2019103023gm-00a9-0000-f90e0fe9&tw=x"_s
                             << u"tw=x is not a seat"_s;
    QTest::newRow("other host") << u"https://example.com/0/?log=2019103023gm-00a9-0000-f90e0fe9"_s
                                << u"is not a Tenhou address"_s;
    QTest::newRow("look-alike host")
            << u"https://tenhou.net.example.com/0/?log=2019103023gm-00a9-0000-f90e0fe9"_s
            << u"is not a Tenhou address"_s;
    QTest::newRow("ftp") << u"ftp://tenhou.net/0/?log=2019103023gm-00a9-0000-f90e0fe9"_s
                         << u"is not a web address"_s;
    QTest::newRow("no log") << u"https://tenhou.net/0/?tw=2"_s << u"names no game"_s;
    QTest::newRow("bad log") << u"https://tenhou.net/0/?log=../../x&tw=2"_s << notAnId;
    QTest::newRow("json viewer") << u"https://tenhou.net/6/#json={}"_s << u"names no game"_s;
}

void TestTenhouFetcher::refusesOtherText()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    const network::LogAddress address = network::parseLogAddress(text);
    QVERIFY(!address.ok());
    QVERIFY(address.id.isEmpty());
    QVERIFY2(address.error.contains(says), qPrintable(address.error));
}

void TestTenhouFetcher::buildsOnlyLogAddresses()
{
    const QUrl base(QString::fromLatin1(network::kDefaultTenhouLogBase));
    QVERIFY(network::checkLogBase(base).isEmpty());
    QCOMPARE(network::logUrl(base, kId).toString(), u"https://tenhou.net/0/log/?"_s + kId);
    QCOMPARE(network::logUrl(QUrl(u"http://127.0.0.1:8000/mirror/"_s), kId).toString(),
            u"http://127.0.0.1:8000/mirror/?"_s + kId);
    QVERIFY(!network::checkLogBase(QUrl(u"ftp://tenhou.net/0/log/"_s)).isEmpty());
    QVERIFY(!network::checkLogBase(QUrl(u"file:///etc/"_s)).isEmpty());
    QVERIFY(!network::checkLogBase(QUrl(u"https://tenhou.net/0/log/?x"_s)).isEmpty());
    QVERIFY(!network::checkLogBase(QUrl(u"https://tenhou.net/#x"_s)).isEmpty());
    QVERIFY(!network::checkLogBase(QUrl(u"not an address"_s)).isEmpty());
}

void TestTenhouFetcher::checksTheAnswerIsALog()
{
    QVERIFY(network::checkLogData(m_log).isEmpty());
    QVERIFY(network::checkLogData(m_gzipLog).isEmpty());
    QVERIFY(network::checkLogData({}).contains(u"empty"_s));
    QVERIFY(network::checkLogData("<!DOCTYPE html><html>No such log</html>")
                    .contains(u"not a Tenhou log"_s));
    QVERIFY(network::checkLogData(readData(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"_s))
                    .contains(u"not a Tenhou log"_s));
    QVERIFY(network::checkLogData(m_gzipLog.left(100)).contains(u"not a Tenhou log"_s));
    QVERIFY(network::checkLogData("<?xml version=\"1.0\"?><rss></rss>")
                    .contains(u"not a Tenhou log"_s));
}

network::LogDownload::Outcome TestTenhouFetcher::download(const QString &path, const QString &id)
{
    network::LogDownload download;
    return download.run(network::logUrl(QUrl(m_server.base(path)), id));
}

void TestTenhouFetcher::downloads_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("error"); // a part of the error; empty: the download succeeds
    QTest::addColumn<int>("status");
    QTest::newRow("log") << u"log"_s << kId << QString() << 200;
    QTest::newRow("gzip file") << u"log"_s << kGzipId << QString() << 200;
    QTest::newRow("gzip encoding") << u"gzip"_s << kGzipId << QString() << 200;
    QTest::newRow("redirect") << u"redirect"_s << kId << QString() << 200;
    QTest::newRow("no such log") << u"log"_s << u"2019103023gm-00a9-0000-00000000"_s
                                 << u"has no such log (HTTP 404)"_s << 404;
    QTest::newRow("redirect loop") << u"loop"_s << kId << u"more than 3 times; refused"_s << 302;
    QTest::newRow("announced too large") << u"huge"_s << kId << u"is larger than"_s << 200;
    QTest::newRow("streams too much") << u"stream"_s << kId << u"is larger than"_s << 200;
}

void TestTenhouFetcher::downloads()
{
    QFETCH(QString, path);
    QFETCH(QString, id);
    QFETCH(QString, error);
    QFETCH(int, status);
    m_server.requests.clear();
    const network::LogDownload::Outcome outcome = download(path, id);
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.httpStatus, status);
    // The address asked for was requested first (then where it redirected). The request of the
    // row before may still be read by the server after this row cleared the list (its download
    // was cut short, the server sees it late): the only other request that may come first.
    const QString asked = u"GET /%1/?%2 HTTP/1.1"_s.arg(path, id);
    const qsizetype at = m_server.requests.indexOf(asked);
    QVERIFY2(at >= 0, qPrintable(m_server.requests.join(u", "_s)));
    QVERIFY2(at <= 1, qPrintable(m_server.requests.join(u", "_s)));
    if (!error.isEmpty()) {
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(error), qPrintable(outcome.error));
        QVERIFY(outcome.data.isEmpty());
        return;
    }
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    const QByteArray expected = id == kId ? m_log
            : path == "gzip"_L1           ? *haifu::formats::gunzip(m_gzipLog)
                                          : m_gzipLog;
    QCOMPARE(outcome.data, expected);
    // gzip sent as Content-Encoding arrives inflated; a gzip file arrives as it is.
    QCOMPARE(haifu::formats::isGzip(outcome.data), path == "log"_L1 && id == kGzipId);
    QVERIFY(network::checkLogData(outcome.data).isEmpty());
}

void TestTenhouFetcher::cancels()
{
    network::LogDownload download;
    QSignalSpy progress(&download, &network::LogDownload::progress);
    QSignalSpy finished(&download, &network::LogDownload::finished);
    QVERIFY(download.start(network::logUrl(QUrl(m_server.base(u"slow"_s)), kId)));
    QVERIFY(download.busy());
    QVERIFY(!download.start(QUrl(m_server.base(u"log"_s))));
    // The first bytes came: the download runs and waits for the rest.
    QTRY_VERIFY(!progress.isEmpty() && progress.last().at(0).toLongLong() > 0);
    QVERIFY(finished.isEmpty());
    download.cancel();
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!download.busy());
    QVERIFY(download.outcome().cancelled);
    QVERIFY(!download.outcome().ok());
    QVERIFY(download.outcome().data.isEmpty());
}

void TestTenhouFetcher::timesOut()
{
    network::LogDownload download;
    download.setTimeout(300);
    const auto outcome = download.run(network::logUrl(QUrl(m_server.base(u"slow"_s)), kId));
    QVERIFY(!outcome.cancelled);
    QVERIFY2(outcome.error.contains(u"did not answer"_s), qPrintable(outcome.error));
}

void TestTenhouFetcher::offline()
{
    network::LogDownload download;
    const auto outcome = download.run(
            network::logUrl(QUrl(u"http://127.0.0.1:%1/log/"_s.arg(closedPort())), kId));
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error.contains(u"Cannot reach 127.0.0.1 (are you offline?)"_s),
            qPrintable(outcome.error));
}

// Tenhou is fetched over HTTPS: QtNetwork must find its TLS backend (libqt6network6's OpenSSL
// plugin and libssl) on a machine set up by packaging/install-deps.sh.
void TestTenhouFetcher::httpsIsAvailable()
{
    QVERIFY2(QSslSocket::supportsSsl(), qPrintable(QSslSocket::availableBackends().join(u", "_s)));
    QCOMPARE(QUrl(QString::fromLatin1(network::kDefaultTenhouLogBase)).scheme(), u"https"_s);
}

void TestTenhouFetcher::storesTheViewpoint()
{
    storage::Database db;
    QVERIFY(!db.open(m_dir.filePath(u"viewpoint.haifu"_s)));
    storage::Importer importer(db);
    const storage::ImportItem item = importer.importData(m_log, kId);
    QCOMPARE(item.status, storage::ImportStatus::Imported);
    QCOMPARE(storage::gameSummary(db, item.gameId)->viewpoint, -1);
    QVERIFY(!storage::setGameViewpoint(db, item.gameId, 3));
    QCOMPARE(storage::gameSummary(db, item.gameId)->viewpoint, 3);
    QVERIFY(storage::setGameViewpoint(db, item.gameId, 4));
    QVERIFY(storage::setGameViewpoint(db, item.gameId + 1, 0));
    QCOMPARE(storage::gameSummary(db, item.gameId)->viewpoint, 3);
    QVERIFY(!storage::setGameViewpoint(db, item.gameId, -1));
    QCOMPARE(storage::gameSummary(db, item.gameId)->viewpoint, -1);
}

void TestTenhouFetcher::fetchesIntoTheLibrary()
{
    const QString path = m_dir.filePath(u"fetch.haifu"_s);
    QVERIFY(storage::ensureDefaultLibrary(path).ok());
    LibraryController library(path);
    TenhouFetcher *fetcher = library.fetcher();
    QSignalSpy fetched(fetcher, &TenhouFetcher::fetched);
    const int before = library.gameCount();
    QVERIFY(fetcher->fetch(
            u" https://tenhou.net/0/?log=%1&tw=2 "_s.arg(kGzipId), m_server.base(u"log"_s)));
    QVERIFY(fetcher->busy());
    QVERIFY(fetcher->statusText().contains(kGzipId));
    QVERIFY(fetched.wait(10000));
    QVERIFY(!fetcher->busy());
    QVERIFY2(fetcher->errorText().isEmpty(), qPrintable(fetcher->errorText()));
    const qint64 gameId = fetched.first().at(0).toLongLong();
    QVERIFY(gameId > 0);
    QCOMPARE(library.gameCount(), before + 1);
    QVERIFY(library.games()->rowOfGame(gameId) >= 0);
    QVERIFY(fetcher->statusText().contains(u"added to the library as game %1"_s.arg(gameId)));
    const auto summary = storage::gameSummary(library.database(), gameId);
    QVERIFY(summary.ok());
    QCOMPARE(summary->viewpoint, 2);
    QCOMPARE(summary->sourceId, kGzipId);
    const auto originals = storage::originals(library.database(), gameId);
    QCOMPARE(originals->size(), 1);
    QCOMPARE(originals->first().fileName, kGzipId);
    QCOMPARE(originals->first().data, m_gzipLog);

    // The plain log of a game the new library holds already (a bundled sample): found there.
    QVERIFY(fetcher->fetch(kId, m_server.base(u"log"_s)));
    QVERIFY(fetched.wait(10000));
    QVERIFY(fetched.last().at(0).toLongLong() != gameId);
    QCOMPARE(library.gameCount(), before + 1);

    // Again, from another seat: the same game, now shown from seat 0.
    QVERIFY(fetcher->fetch(kGzipId + u"&tw=0"_s, m_server.base(u"log"_s)));
    QVERIFY(fetched.wait(10000));
    QCOMPARE(fetched.last().at(0).toLongLong(), gameId);
    QCOMPARE(library.gameCount(), before + 1);
    QVERIFY(fetcher->statusText().contains(u"was in the library already"_s));
    QCOMPARE(storage::gameSummary(library.database(), gameId)->viewpoint, 0);
}

void TestTenhouFetcher::fetchReportsErrors()
{
    const QString path = m_dir.filePath(u"errors.haifu"_s);
    QVERIFY(storage::ensureDefaultLibrary(path).ok());
    LibraryController library(path);
    TenhouFetcher *fetcher = library.fetcher();
    const int before = library.gameCount();
    QSignalSpy busy(fetcher, &TenhouFetcher::busyChanged);

    // Refused before anything is sent.
    m_server.requests.clear();
    QVERIFY(!fetcher->fetch(u"https://example.com/?log=%1"_s.arg(kId), m_server.base(u"log"_s)));
    QVERIFY(fetcher->errorText().contains(u"is not a Tenhou address"_s));
    QVERIFY(!fetcher->fetch(kId, u"ftp://127.0.0.1/"_s));
    QVERIFY(fetcher->errorText().contains(u"is not a web address"_s));
    QVERIFY(busy.isEmpty());
    QVERIFY(m_server.requests.isEmpty());

    // Not a log, no such log, offline: the error, nothing added.
    const QStringList bases{ m_server.base(u"html"_s), m_server.base(u"log"_s),
        u"http://127.0.0.1:%1/log/"_s.arg(closedPort()) };
    const QStringList says{ u"not a Tenhou log"_s, u"HTTP 404"_s, u"are you offline?"_s };
    for (qsizetype i = 0; i < bases.size(); ++i) {
        const QString id = i == 1 ? u"2019103023gm-00a9-0000-00000000"_s : kId;
        QVERIFY(fetcher->fetch(id, bases[i]));
        QTRY_VERIFY_WITH_TIMEOUT(!fetcher->busy(), 10000);
        QVERIFY2(fetcher->errorText().contains(says[i]), qPrintable(fetcher->errorText()));
    }
    QCOMPARE(library.gameCount(), before);

    // Cancelled while the body comes.
    QVERIFY(fetcher->fetch(kId, m_server.base(u"slow"_s)));
    QTRY_VERIFY(fetcher->received() > 0);
    fetcher->cancel();
    QTRY_VERIFY(!fetcher->busy());
    QVERIFY(fetcher->errorText().isEmpty());
    QVERIFY(fetcher->statusText().contains(u"cancelled"_s));
    QCOMPARE(library.gameCount(), before);
}

HAIFU_TEST_GUILESS_MAIN(TestTenhouFetcher)
#include "tst_tenhoufetcher.moc"
