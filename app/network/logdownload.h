#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

// Downloads one game record the user asked for, over HTTPS (or plain HTTP when the address
// says so, e.g. a local mirror). Bounded: the body may not pass maxBytes (a larger answer is
// cut off and refused), the transfer gives up after the timeout, at most kMaxRedirects
// redirects are followed and none from HTTPS to HTTP. gzip sent by the server is inflated by
// QtNetwork; a gzip file served as such is kept as it is (the record readers inflate it).
// One download at a time per object; it runs in the calling thread's event loop.
namespace haifu::network {

class LogDownload : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 kDefaultMaxBytes = 8 * 1024 * 1024; // a hanchan is 10-50 kB
    static constexpr int kDefaultTimeoutMs = 30'000;
    static constexpr int kMaxRedirects = 3;

    struct Outcome
    {
        QByteArray data; // the body, when the download succeeded
        QString error; // translated; empty on success
        bool cancelled = false;
        int httpStatus = 0; // 0 when no HTTP answer came

        [[nodiscard]] bool ok() const { return error.isEmpty() && !cancelled; }
    };

    explicit LogDownload(QObject *parent = nullptr);
    ~LogDownload() override;

    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }
    [[nodiscard]] qint64 maxBytes() const { return m_maxBytes; }
    // The whole download must finish within this time.
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

    // Starts downloading `url`; false when a download is running already.
    bool start(const QUrl &url);
    // Stops the running download; finished() follows with Outcome::cancelled.
    void cancel();
    [[nodiscard]] bool busy() const { return m_reply != nullptr; }
    [[nodiscard]] const Outcome &outcome() const { return m_outcome; }

    // Downloads `url` and waits for the outcome in a local event loop (the command line).
    [[nodiscard]] Outcome run(const QUrl &url);

Q_SIGNALS:
    //! Bytes received so far and the size the server announced (-1 when unknown).
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void onReadyRead();
    void onFinished();
    void fail(const QString &error);
    [[nodiscard]] QString networkError() const;

    QNetworkAccessManager m_manager;
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    QUrl m_url;
    QByteArray m_data;
    Outcome m_outcome;
    QString m_failure; // set when this object stopped the transfer (size, time)
    bool m_cancelled = false;
    qint64 m_maxBytes = kDefaultMaxBytes;
    int m_timeoutMs = kDefaultTimeoutMs;
};

} // namespace haifu::network
