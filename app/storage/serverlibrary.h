#pragma once

#include "storage/database.h"

#include <QString>

#include <optional>

// The parts of opening a library that differ between a file and a server, shared by
// database.cpp and schema.cpp (not part of the storage API).
namespace haifu::storage {

// A name for a new QtSql connection, unique in the process.
[[nodiscard]] QString newConnectionName();

// The settings of a new connection to a server library (also after Database::reconnect()).
[[nodiscard]] std::optional<Error> configureServerSession(const Database &db, int busyTimeoutMs);

// The schema version of a server library (its haifu_schema table; 0 when it has none).
[[nodiscard]] int serverSchemaVersion(const Database &db);

// Records the schema version: PRAGMA user_version and application_id on SQLite, the one row of
// haifu_schema on PostgreSQL.
[[nodiscard]] std::optional<Error> recordSchemaVersion(const Database &db, int version);

// Makes the migrations of a server library wait for each other (a transaction-wide advisory lock,
// taken before the version is read again) and creates haifu_schema when the database is new.
// Nothing to do on SQLite, whose write transaction already holds the file.
[[nodiscard]] std::optional<Error> lockForMigration(const Database &db);

} // namespace haifu::storage
