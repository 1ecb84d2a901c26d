#include "shell/localonlynetwork.h"

#include <QNetworkReply>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// A reply that has already failed: no socket is opened, no byte leaves the machine.
class RefusedReply : public QNetworkReply
{
public:
    RefusedReply(QNetworkAccessManager::Operation operation, const QNetworkRequest &request,
            QObject *parent)
        : QNetworkReply(parent)
    {
        setRequest(request);
        setUrl(request.url());
        setOperation(operation);
        open(QIODevice::ReadOnly);
        setFinished(true);
        setError(QNetworkReply::ContentAccessDenied,
                u"Haifu reads no address from the network (%1)"_s.arg(request.url().scheme()));
        // Signals after the caller has connected to them, as a real reply does.
        QTimer::singleShot(0, this, [this] {
            Q_EMIT errorOccurred(QNetworkReply::ContentAccessDenied);
            Q_EMIT finished();
        });
    }

    void abort() override { }
    qint64 bytesAvailable() const override { return 0; }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
};

} // namespace

bool LocalOnlyNetworkAccessManager::isAllowed(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme == "qrc"_L1 || scheme == "file"_L1;
}

QNetworkReply *LocalOnlyNetworkAccessManager::createRequest(
        Operation operation, const QNetworkRequest &request, QIODevice *outgoingData)
{
    if (!isAllowed(request.url()))
        return new RefusedReply(operation, request, this);
    return QNetworkAccessManager::createRequest(operation, request, outgoingData);
}

QNetworkAccessManager *LocalOnlyNetworkAccessManagerFactory::create(QObject *parent)
{
    return new LocalOnlyNetworkAccessManager(parent);
}

} // namespace haifu::app
