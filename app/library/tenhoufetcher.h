#pragma once

#include "network/logdownload.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// "Fetch from Tenhou" on the library page: what the player pasted (a viewer address, a log id,
// or a tenhou.net/6 link with the record inside, which needs no download) is read and checked, the
// mjlog is downloaded from the log base (Tenhou's log endpoint or a mirror,
// AppSettings.tenhouLogBase) with progress and cancel, checked to be a Tenhou log, then handed over
// to be imported (downloaded(); the library imports it like a file and calls finish()). Nothing is
// downloaded but the log the player asked for. Part of the Library singleton (Library.fetcher).
class TenhouFetcher : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Library.fetcher")
    //! Downloading or importing.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    //! Bytes received; the size the server announced (-1 when unknown). Numbers, as QML has no
    //! 64-bit integers.
    Q_PROPERTY(double received READ received NOTIFY progressChanged)
    Q_PROPERTY(double total READ total NOTIFY progressChanged)
    //! Why the last fetch failed (translated, plain text); empty after a success.
    Q_PROPERTY(QString errorText READ errorText NOTIFY statusChanged)
    //! What is happening or what happened: "Downloading …", "Game 12 added to the library".
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)

public:
    explicit TenhouFetcher(QObject *parent = nullptr);

    [[nodiscard]] bool busy() const { return m_busy; }
    [[nodiscard]] double received() const { return double(m_received); }
    [[nodiscard]] double total() const { return double(m_total); }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString statusText() const { return m_statusText; }
    [[nodiscard]] haifu::network::LogDownload &download() { return m_download; }

    // Reads `text` (address or id) and downloads the log from `base` (empty: Tenhou's log
    // endpoint). False, with errorText, when the text or the base is refused or a fetch runs.
    // A tenhou.net/6 link with the record inside (#json=) is imported at once, without network.
    Q_INVOKABLE bool fetch(const QString &text, const QString &base = {});
    Q_INVOKABLE void cancel();

    // The import of what downloaded() handed over has ended: the game (> 0) or the error.
    void finish(qint64 gameId, bool added, const QString &error);

Q_SIGNALS:
    void busyChanged();
    void progressChanged();
    void statusChanged();
    //! A log was downloaded and checked: import it as a file named `id`, shown from `viewpoint`
    //! (-1: none given), then call finish().
    void downloaded(const QByteArray &data, const QString &id, int viewpoint);
    //! The fetched game is in the library (new or already there).
    void fetched(qint64 gameId);

private:
    void onDownloaded();
    void setBusy(bool busy);
    void setStatus(const QString &status, const QString &error);

    haifu::network::LogDownload m_download;
    QString m_id;
    int m_viewpoint = -1;
    bool m_busy = false;
    qint64 m_received = 0;
    qint64 m_total = -1;
    QString m_errorText;
    QString m_statusText;
};

} // namespace haifu::app
