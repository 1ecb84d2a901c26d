#pragma once

#include "storage/club.h"
#include "storage/database.h"

#include <QList>
#include <QString>

#include <optional>

// Club entries kept on this computer while the library's server cannot be reached: a scorer at a
// club night never loses a hand to a lost connection. The queue is a small SQLite file of its own
// (Database::sidePath(".queue.haifu") of the server library); each waiting change is sent again,
// in the order it was made, through the same storage call and with the same expectation
// (ClubExpectation) as when it was made, so the same conflict rules hold. A change refused then
// (another scorer came first, or the engine refuses it) is kept aside with the reason, for the
// scorer to see and enter again; it is never dropped.
namespace haifu::storage {

struct QueuedChange
{
    enum class Kind { Add, Edit, Remove };
    qint64 id = 0;
    qint64 gameId = 0;
    Kind kind = Kind::Add;
    int hand = -1; // the hand changed (Edit, Remove)
    club::HandEntry entry; // Add, Edit
    QString reason; // Edit, Remove
    ClubExpectation expect;
    QString createdAt;
    QString refusal; // why it was refused when sent (empty: waiting)
};

// What happened to a change: stored in the library, kept in the queue (the server cannot be
// reached), or refused (the error says why).
enum class Delivery { Stored, Queued, Refused };

struct FlushReport
{
    int sent = 0;
    int refused = 0;
    bool offline = false; // the server could not be reached: the rest waits
};

class EntryQueue
{
public:
    EntryQueue() = default;
    ~EntryQueue();
    EntryQueue(const EntryQueue &) = delete;
    EntryQueue &operator=(const EntryQueue &) = delete;

    // Opens (creates) the queue file at `path`.
    [[nodiscard]] std::optional<Error> open(const QString &path);
    [[nodiscard]] bool isOpen() const { return !m_connection.isEmpty(); }

    // Makes `change` in `library`; when the server cannot be reached, keeps it in the queue
    // (a change made while others wait goes behind them, whatever the connection). `error`
    // receives the reason of a refusal.
    [[nodiscard]] Delivery submit(
            const Database &library, const QueuedChange &change, std::optional<Error> &error);

    // Sends the waiting changes in order (after Database::reconnect()).
    [[nodiscard]] FlushReport flush(const Database &library);

    // The changes still waiting (refused: the ones kept aside), in order; of one game or all.
    [[nodiscard]] QList<QueuedChange> changes(bool refused = false, qint64 gameId = 0) const;
    [[nodiscard]] int waiting(qint64 gameId = 0) const;
    // Forgets a change kept aside once the scorer has seen it.
    [[nodiscard]] std::optional<Error> dismiss(qint64 id);

private:
    [[nodiscard]] std::optional<Error> enqueue(const QueuedChange &change);
    [[nodiscard]] static std::optional<Error> apply(
            const Database &library, const QueuedChange &change);

    [[nodiscard]] QSqlQuery query() const;

    QString m_connection; // the queue file's own QtSql connection
};

// Whether the library's server answers (a file library always does).
[[nodiscard]] bool serverReachable(const Database &db);

} // namespace haifu::storage
