#include "network/logdownload.h"
#include "network/tenhoulog.h"

#include <QEventLoop>
#include <QLocale>
#include <QNetworkReply>
#include <QNetworkRequest>

using namespace Qt::StringLiterals;

namespace haifu::network {

LogDownload::LogDownload(QObject *parent) : QObject(parent)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(Tr::tr("%1 did not answer within %2 s").arg(m_url.host()).arg(m_timeoutMs / 1000.0));
    });
}

LogDownload::~LogDownload()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

bool LogDownload::start(const QUrl &url)
{
    if (m_reply)
        return false;
    m_url = url;
    m_data.clear();
    m_outcome = {};
    m_failure.clear();
    m_cancelled = false;
    QNetworkRequest request(url);
    // Never from HTTPS down to HTTP, and only a few hops.
    request.setAttribute(
            QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(kMaxRedirects);
    request.setHeader(
            QNetworkRequest::UserAgentHeader, u"Haifu/%1"_s.arg(QStringLiteral(HAIFU_VERSION)));
    // An answer that inflates past the bound is refused by QtNetwork too.
    request.setDecompressedSafetyCheckThreshold(m_maxBytes);
    request.setTransferTimeout(m_timeoutMs);
    m_reply = m_manager.get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &LogDownload::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &LogDownload::onFinished);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
        const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > m_maxBytes)
            fail(Tr::tr("The answer of %1 is larger than %2: not a game log")
                            .arg(m_url.host(), QLocale().formattedDataSize(m_maxBytes)));
    });
    m_deadline.start(m_timeoutMs);
    return true;
}

void LogDownload::cancel()
{
    if (!m_reply)
        return;
    m_cancelled = true;
    m_reply->abort();
}

void LogDownload::fail(const QString &error)
{
    if (!m_reply || !m_failure.isEmpty())
        return;
    m_failure = error;
    // Aborted from the event loop, not inside the reply's own signal (QtNetwork warns when a
    // reply is aborted while it emits, e.g. from metaDataChanged).
    QMetaObject::invokeMethod(m_reply.data(), &QNetworkReply::abort, Qt::QueuedConnection);
}

void LogDownload::onReadyRead()
{
    if (!m_reply || !m_failure.isEmpty())
        return;
    const qint64 room = m_maxBytes - m_data.size();
    m_data += m_reply->read(room + 1);
    if (m_data.size() > m_maxBytes) {
        m_data.clear();
        fail(Tr::tr("The answer of %1 is larger than %2: not a game log")
                        .arg(m_url.host(), QLocale().formattedDataSize(m_maxBytes)));
        return;
    }
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    Q_EMIT progress(m_data.size(), length.isValid() ? length.toLongLong() : -1);
}

QString LogDownload::networkError() const
{
    const QString host = m_url.host();
    switch (m_reply->error()) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
        return Tr::tr("Cannot reach %1 (are you offline?): %2").arg(host, m_reply->errorString());
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // the transfer timeout
        return Tr::tr("%1 did not answer in time").arg(host);
    case QNetworkReply::InsecureRedirectError:
        return Tr::tr("%1 redirected the download from HTTPS to HTTP; refused").arg(host);
    case QNetworkReply::TooManyRedirectsError:
        return Tr::tr("%1 redirected the download more than %2 times; refused")
                .arg(host)
                .arg(kMaxRedirects);
    case QNetworkReply::SslHandshakeFailedError:
        return Tr::tr("The secure connection to %1 failed: %2").arg(host, m_reply->errorString());
    default: break;
    }
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 404 || status == 410)
        return Tr::tr("%1 has no such log (HTTP %2)").arg(host).arg(status);
    if (status != 0)
        return Tr::tr("%1 answered HTTP %2 %3")
                .arg(host)
                .arg(status)
                .arg(m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    return Tr::tr("The download from %1 failed: %2").arg(host, m_reply->errorString());
}

void LogDownload::onFinished()
{
    if (!m_reply)
        return;
    m_deadline.stop();
    if (m_failure.isEmpty() && !m_cancelled && m_reply->error() == QNetworkReply::NoError)
        onReadyRead();
    Outcome outcome;
    outcome.httpStatus = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_cancelled)
        outcome.cancelled = true;
    else if (!m_failure.isEmpty())
        outcome.error = m_failure;
    else if (m_reply->error() != QNetworkReply::NoError)
        outcome.error = networkError();
    else
        outcome.data = std::move(m_data);
    m_data.clear();
    m_reply->deleteLater();
    m_reply = nullptr;
    m_outcome = std::move(outcome);
    Q_EMIT finished();
}

LogDownload::Outcome LogDownload::run(const QUrl &url)
{
    QEventLoop loop;
    connect(this, &LogDownload::finished, &loop, &QEventLoop::quit);
    if (!start(url))
        return { {}, Tr::tr("A download is running already"), false, 0 };
    loop.exec();
    return m_outcome;
}

} // namespace haifu::network
