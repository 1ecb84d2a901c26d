#pragma once

#include <QNetworkAccessManager>
#include <QQmlNetworkAccessManagerFactory>

namespace haifu::app {

// The app never fetches a URL it was not asked to. Text from records, notes or the club is
// shown as plain text, and as a second wall the QML engine's network access refuses every URL
// that is not qrc: or file: (an <img src="http://…"> that slipped into rich text, a remote
// image source): such a request fails at once with ContentAccessDenied, nothing is sent.
class LocalOnlyNetworkAccessManager : public QNetworkAccessManager
{
    Q_OBJECT

public:
    using QNetworkAccessManager::QNetworkAccessManager;

    // Whether a URL of this scheme may be read: qrc and file only.
    [[nodiscard]] static bool isAllowed(const QUrl &url);

protected:
    QNetworkReply *createRequest(
            Operation operation, const QNetworkRequest &request, QIODevice *outgoingData) override;
};

class LocalOnlyNetworkAccessManagerFactory : public QQmlNetworkAccessManagerFactory
{
public:
    QNetworkAccessManager *create(QObject *parent) override;
};

} // namespace haifu::app
