#pragma once

#include "rules/result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <optional>

// The library database: every game, original file, annotation, tag and collection (and, through
// later migrations, quiz progress, lessons and club games). It lives in one SQLite file (the
// embedded default) or in a database on a PostgreSQL server that a club shares (a location of the
// form postgresql://user[:password]@host[:port]/dbname[?option=value&…]). Both run the same schema
// and the same queries; where the two dialects differ, dialect.h names the difference. This
// directory is the only place in Haifu that speaks SQL.
//
// A Database owns one named QtSql connection; use one Database per thread (and per process: two
// app instances on one library each open their own). Opening first looks at an existing file
// without writing (its SQLite header, and a read-only connection when the header has no
// application id) and refuses, without changing a byte of it, a file that is not a Haifu library
// (another application's SQLite database) or comes from a newer Haifu. Only then
// does it apply the PRAGMAs (WAL journal, synchronous=FULL so that a committed write survives a
// power cut, foreign keys on, a busy timeout so that concurrent writers wait for each other
// instead of failing) and upgrade the schema with the migrations in schema.cpp, all in one
// transaction.
namespace haifu::storage {

// An error value from a QtSql call: "what: driver text" (+ the statement when useful).
[[nodiscard]] Error sqlError(const QString &what, const QSqlQuery &query);
[[nodiscard]] Error sqlError(const QString &what, const QSqlDatabase &db);
[[nodiscard]] Error makeError(const QString &message);

enum class Backend { SQLite, PostgreSQL };

struct OpenOptions
{
    bool create = true; // create the file when it does not exist (else: an error)
    bool readOnly = false; // no migrations, no writes (inspection, integrity checks)
    int busyTimeoutMs = 10000; // how long a writer waits for another connection's lock
    int upgradeTo = 0; // the schema version to upgrade to: 0, the current one (tests of upgrades
                       // make libraries of earlier versions)
    // With readOnly: a look at a library before it is used (Settings' "Test connection"): an
    // empty database or a library of an earlier schema opens too, as it is (nothing created or
    // upgraded; read only what its schema version says it has).
    bool inspect = false;
    int connectTimeoutS = 0; // a server's connect timeout when the address gives none: 0, 5 s
};

// Why open() failed, for the interface to say it in words (the error names what and where).
enum class OpenFailure {
    None,
    Unreachable, // the server cannot be reached, or refused the login
    Refused, // not a Haifu library, or one of a newer Haifu: left as it was
    Other,
};

class Database
{
public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens (and when allowed creates) the library at `location`, a file path or a server
    // address (isServerLocation()), then migrates it to the current schema. Errors name the file
    // or the server and say what is wrong: not a database, a newer schema, a foreign SQLite file
    // or server database, a server that cannot be reached, a failed migration.
    [[nodiscard]] std::optional<Error> open(
            const QString &location, const OpenOptions &options = {});
    void close();
    // Connects again to the library's server after the connection was lost (the same library,
    // the same Database: every user of it goes on). Nothing to do for a file.
    [[nodiscard]] std::optional<Error> reconnect() const;

    // Whether `location` names a library on a server (postgresql:// or postgres://).
    [[nodiscard]] static bool isServerLocation(const QString &location);
    // The location without its password, for messages and the interface.
    [[nodiscard]] static QString displayLocation(const QString &location);

    [[nodiscard]] bool isOpen() const { return m_open; }
    // Why the last open() failed (None after a success).
    [[nodiscard]] OpenFailure openFailure() const { return m_failure; }
    [[nodiscard]] Backend backend() const { return m_backend; }
    [[nodiscard]] bool isServer() const { return m_backend == Backend::PostgreSQL; }
    // The location it was opened with (a file path, or a server address with its password:
    // another connection of the same process, a worker thread's, opens it again).
    [[nodiscard]] const QString &path() const { return m_path; }
    // A file of the user's own beside the library (an unsaved-notes journal): the library file's
    // path + `suffix`, or, for a server library, a file in the user's data folder named after
    // the server, user and database.
    [[nodiscard]] QString sidePath(const QString &suffix) const;
    [[nodiscard]] QSqlDatabase connection() const;
    [[nodiscard]] const QString &connectionName() const { return m_connectionName; }
    // The schema version of the open library (SQLite: PRAGMA user_version; PostgreSQL: the
    // haifu_schema table).
    [[nodiscard]] int schemaVersion() const;
    // Whether a Transaction is open on this connection (a new one then nests as a savepoint).
    [[nodiscard]] bool inTransaction() const { return m_transactionDepth > 0; }
    // Who the changes made through this connection are written as in the club audit trail ("" on
    // the desktop; "table 3 (phone link …)" for the table scoring server's connection).
    // (A property of the connection, not of the library: set on a const Database too.)
    void setActor(const QString &actor) const { m_actor = actor; }
    [[nodiscard]] QString actor() const { return m_actor; }

    // A prepared query on this connection.
    [[nodiscard]] QSqlQuery query() const;
    // Runs one statement without parameters; the error names `what`.
    [[nodiscard]] std::optional<Error> exec(const QString &sql) const;
    // The first column of the first row of a statement without parameters (invalid on error).
    [[nodiscard]] QVariant scalar(const QString &sql) const;

private:
    std::optional<Error> openFile(const QString &path, const OpenOptions &options);
    std::optional<Error> openServer(const QString &location, const OpenOptions &options);
    std::optional<Error> failOpen(const Error &error);

    QString m_path;
    Backend m_backend = Backend::SQLite;
    mutable QString m_actor;
    QString m_connectionName;
    bool m_open = false;
    bool m_readOnly = false;
    OpenFailure m_failure = OpenFailure::None;
    int m_busyTimeoutMs = 10000;
    mutable int m_transactionDepth = 0; // open Transactions on this connection

    friend class Transaction;
};

// A write transaction. On SQLite, BEGIN IMMEDIATE: takes the write lock at once, so that two
// writers wait for each other through the busy timeout instead of failing on a lock upgrade. On
// PostgreSQL, BEGIN (read committed): writers of different rows go on side by side, and a write
// that must not race another (a club game's ledger) locks its row first (dialect.h forUpdate()).
// Rolled back on destruction unless committed.
//
// Transactions nest: one opened while another is open on the same Database is a SAVEPOINT inside
// it, and its commit only releases the savepoint; nothing is durable until the outermost one
// commits. So a step of several writes (a club game with all its hands, a .haifu file's game with
// all its notes) opens one Transaction around the storage calls, each of which keeps its own, and
// is stored whole or not at all. Transactions on one Database end in the reverse order they began
// (as scoped objects do).
class Transaction
{
public:
    explicit Transaction(const Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    // The error of BEGIN, if it failed (then commit() fails too).
    [[nodiscard]] const std::optional<Error> &beginError() const { return m_error; }
    [[nodiscard]] std::optional<Error> commit();
    void rollback();

private:
    void end();

    const Database &m_db;
    std::optional<Error> m_error;
    QString m_savepoint; // empty for the outermost transaction
    bool m_active = false;
};

} // namespace haifu::storage
