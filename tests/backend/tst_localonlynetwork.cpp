// The QML engine's network access: only qrc: and file: URLs load; anything else fails at once
// and no connection reaches a listener on this machine.
#include "shell/localonlynetwork.h"

#include "testmain.h"

#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestLocalOnlyNetwork : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void remoteAddressesAreRefused_data();
    void remoteAddressesAreRefused();
    void localFilesLoad();
};

void TestLocalOnlyNetwork::remoteAddressesAreRefused_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::newRow("http") << u"http://127.0.0.1:%1/p.png"_s;
    QTest::newRow("https") << u"https://127.0.0.1:%1/p.png"_s;
    QTest::newRow("upper-case scheme") << u"HTTP://127.0.0.1:%1/x"_s;
    QTest::newRow("ftp") << u"ftp://127.0.0.1:%1/x"_s;
}

void TestLocalOnlyNetwork::remoteAddressesAreRefused()
{
    QFETCH(QString, pattern);
    QTcpServer listener;
    QVERIFY(listener.listen(QHostAddress::LocalHost));
    LocalOnlyNetworkAccessManagerFactory factory;
    QObject owner;
    QNetworkAccessManager *manager = factory.create(&owner);
    const QUrl url(pattern.arg(listener.serverPort()));
    QNetworkReply *reply = manager->get(QNetworkRequest(url));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    QVERIFY(finished.wait(2000));
    QCOMPARE(reply->error(), QNetworkReply::ContentAccessDenied);
    QVERIFY(reply->readAll().isEmpty());
    // Give a connection every chance to arrive: none does.
    QVERIFY(!listener.waitForNewConnection(300));
    QVERIFY(!listener.hasPendingConnections());
    QVERIFY(!LocalOnlyNetworkAccessManager::isAllowed(url));
}

void TestLocalOnlyNetwork::localFilesLoad()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"note.txt"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("plain");
    file.close();
    LocalOnlyNetworkAccessManagerFactory factory;
    QObject owner;
    QNetworkAccessManager *manager = factory.create(&owner);
    QNetworkReply *reply = manager->get(QNetworkRequest(QUrl::fromLocalFile(file.fileName())));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    QVERIFY(finished.count() > 0 || finished.wait(2000));
    QCOMPARE(reply->error(), QNetworkReply::NoError);
    QCOMPARE(reply->readAll(), QByteArray("plain"));
    QVERIFY(LocalOnlyNetworkAccessManager::isAllowed(QUrl(u"qrc:/qt/qml/Haifu/Ui/Main.qml"_s)));
}

HAIFU_TEST_MAIN(TestLocalOnlyNetwork)
#include "tst_localonlynetwork.moc"
