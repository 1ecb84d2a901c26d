#include "library/tenhoufetcher.h"

#include "formats/tenhoulink.h"
#include "network/tenhoulog.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace network = haifu::network;

TenhouFetcher::TenhouFetcher(QObject *parent) : QObject(parent)
{
    connect(&m_download, &network::LogDownload::progress, this,
            [this](qint64 received, qint64 total) {
                m_received = received;
                m_total = total;
                Q_EMIT progressChanged();
            });
    connect(&m_download, &network::LogDownload::finished, this, &TenhouFetcher::onDownloaded);
}

bool TenhouFetcher::fetch(const QString &text, const QString &base)
{
    if (m_busy)
        return false;
    if (formats::isTenhouJsonLink(text)) {
        // The record is in the link: nothing to download.
        const Result<QByteArray> json = formats::jsonFromTenhouLink(text);
        if (!json) {
            setStatus({},
                    tr("The link cannot be read: %1")
                            .arg(QString::fromStdString(json.error().message)));
            return false;
        }
        m_id = formats::tenhouLinkFileName(*json);
        m_viewpoint = -1;
        setBusy(true);
        setStatus(tr("Adding %1 to the library…").arg(m_id), {});
        Q_EMIT downloaded(*json, m_id, m_viewpoint);
        return true;
    }
    const network::LogAddress address = network::parseLogAddress(text);
    if (!address.ok()) {
        setStatus({}, address.error);
        return false;
    }
    const QUrl baseUrl(base.trimmed().isEmpty()
                    ? QString::fromLatin1(network::kDefaultTenhouLogBase)
                    : base.trimmed());
    if (const QString error = network::checkLogBase(baseUrl); !error.isEmpty()) {
        setStatus({}, error);
        return false;
    }
    m_id = address.id;
    m_viewpoint = address.viewpoint;
    m_received = 0;
    m_total = -1;
    Q_EMIT progressChanged();
    if (!m_download.start(network::logUrl(baseUrl, m_id)))
        return false;
    setBusy(true);
    setStatus(tr("Downloading %1 from %2…").arg(m_id, baseUrl.host()), {});
    return true;
}

void TenhouFetcher::cancel()
{
    m_download.cancel();
}

void TenhouFetcher::onDownloaded()
{
    const network::LogDownload::Outcome &outcome = m_download.outcome();
    if (outcome.cancelled) {
        setBusy(false);
        setStatus(tr("Download cancelled"), {});
        return;
    }
    QString error = outcome.error;
    if (error.isEmpty())
        error = network::checkLogData(outcome.data);
    if (!error.isEmpty()) {
        setBusy(false);
        setStatus({}, error);
        return;
    }
    setStatus(tr("Adding %1 to the library…").arg(m_id), {});
    Q_EMIT downloaded(outcome.data, m_id, m_viewpoint);
}

void TenhouFetcher::finish(qint64 gameId, bool added, const QString &error)
{
    setBusy(false);
    if (gameId <= 0) {
        setStatus({}, error);
        return;
    }
    setStatus(added ? tr("%1 added to the library as game %2").arg(m_id).arg(gameId)
                    : tr("%1 was in the library already (game %2)").arg(m_id).arg(gameId),
            {});
    Q_EMIT fetched(gameId);
}

void TenhouFetcher::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged();
}

void TenhouFetcher::setStatus(const QString &status, const QString &error)
{
    m_statusText = status;
    m_errorText = error;
    Q_EMIT statusChanged();
}

} // namespace haifu::app
