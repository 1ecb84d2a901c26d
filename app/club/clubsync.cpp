#include "club/clubsync.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace haifu::app {

ClubSync::ClubSync(DatabaseOf database, QObject *parent)
    : QObject(parent), m_database(std::move(database))
{
    m_retry.setInterval(3000);
    connect(&m_retry, &QTimer::timeout, this, &ClubSync::retryNow);
}

storage::EntryQueue *ClubSync::queue()
{
    const storage::Database *db = m_database();
    if (!db || !db->isServer())
        return nullptr;
    const QString path = db->sidePath(u".queue.sqlite"_s);
    if (m_queue && m_queuePath == path)
        return m_queue.get();
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto queue = std::make_unique<storage::EntryQueue>();
    if (queue->open(path))
        return nullptr;
    m_queue = std::move(queue);
    m_queuePath = path;
    return m_queue.get();
}

storage::Delivery ClubSync::submit(const storage::QueuedChange &change, std::optional<Error> &error)
{
    const storage::Database *db = m_database();
    storage::EntryQueue *q = queue();
    if (!q) {
        // A file library (or a queue that cannot be opened: then no hand is taken offline).
        error = std::nullopt;
        const auto added = storage::appendClubHand(*db, change.gameId, change.entry, change.expect);
        if (added)
            return storage::Delivery::Stored;
        error = added.error();
        return storage::Delivery::Refused;
    }
    const storage::Delivery delivery = q->submit(*db, change, error);
    if (delivery == storage::Delivery::Queued)
        setOffline(true);
    Q_EMIT changed();
    return delivery;
}

int ClubSync::waiting(qint64 gameId) const
{
    return m_queue ? m_queue->waiting(gameId) : 0;
}

int ClubSync::refused() const
{
    return m_queue ? int(m_queue->changes(true).size()) : 0;
}

QString ClubSync::statusText() const
{
    if (m_offline) {
        return tr("Offline: the library's server cannot be reached. %n hand(s) kept on this "
                  "computer will be sent when it is back; go on entering.",
                "", waiting());
    }
    if (const int n = refused(); n > 0)
        return tr("%n hand(s) entered offline were refused by the server (someone else entered "
                  "them first); look at the game and enter them again if needed.",
                "", n);
    return {};
}

void ClubSync::setOffline(bool offline)
{
    if (m_offline == offline)
        return;
    m_offline = offline;
    if (offline)
        m_retry.start();
    else
        m_retry.stop();
    Q_EMIT changed();
}

void ClubSync::retryNow()
{
    const storage::Database *db = m_database();
    storage::EntryQueue *q = queue();
    if (!db || !q)
        return;
    if (!storage::serverReachable(*db) && db->reconnect())
        return; // still away: try again later
    const storage::FlushReport report = q->flush(*db);
    setOffline(report.offline);
    Q_EMIT changed();
    if (report.sent > 0 || report.refused > 0)
        Q_EMIT delivered(report.sent, report.refused);
}

} // namespace haifu::app
