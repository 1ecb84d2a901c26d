#pragma once

#include "storage/entryqueue.h"

#include <QObject>
#include <QTimer>
#include <QtQmlIntegration>

#include <functional>
#include <memory>

namespace haifu::app {

// The Club page's link to a library on a server that may go away during a club night: hands go
// through the entry queue (storage/entryqueue.h). While the server cannot be reached they wait on
// this computer, the page says so (offline, waiting), and every few seconds the link tries the
// server again and sends them in order; delivered() then tells the page to show the game as the
// server has it. A library file never goes away: changes go straight to it.
class ClubSync : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ClubController.sync")
    Q_PROPERTY(bool offline READ offline NOTIFY changed)
    Q_PROPERTY(int waiting READ waiting NOTIFY changed)
    Q_PROPERTY(int refused READ refused NOTIFY changed)
    Q_PROPERTY(QString statusText READ statusText NOTIFY changed)

public:
    using DatabaseOf = std::function<const haifu::storage::Database *()>;
    explicit ClubSync(DatabaseOf database, QObject *parent = nullptr);

    // Makes `change`, or keeps it for later when the server cannot be reached.
    [[nodiscard]] haifu::storage::Delivery submit(
            const haifu::storage::QueuedChange &change, std::optional<haifu::Error> &error);

    [[nodiscard]] bool offline() const { return m_offline; }
    [[nodiscard]] int waiting(qint64 gameId = 0) const;
    [[nodiscard]] int refused() const;
    [[nodiscard]] QString statusText() const;
    void setRetryInterval(int milliseconds) { m_retry.setInterval(milliseconds); }

    // Tries the server now (also every few seconds while offline).
    Q_INVOKABLE void retryNow();

Q_SIGNALS:
    void changed();
    // Waiting changes reached the server (sent) or were refused there and kept aside.
    void delivered(int sent, int refused);

private:
    [[nodiscard]] haifu::storage::EntryQueue *queue();
    void setOffline(bool offline);

    DatabaseOf m_database;
    std::unique_ptr<haifu::storage::EntryQueue> m_queue;
    QString m_queuePath;
    QTimer m_retry;
    bool m_offline = false;
};

} // namespace haifu::app
