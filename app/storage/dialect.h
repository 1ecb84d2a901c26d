#pragma once

#include "storage/database.h"

#include <QString>

// Where the SQL of the library differs between SQLite and PostgreSQL, each difference named once
// (not part of the storage API). Everything else is one portable text for both.
namespace haifu::storage::dialect {

// A schema statement written with SQLite's type names, as the backend takes it. PostgreSQL:
// INTEGER PRIMARY KEY (SQLite's rowid alias) becomes a 64-bit identity column, INTEGER BIGINT
// (SQLite's integers are 64-bit), REAL DOUBLE PRECISION (PostgreSQL's REAL is 32-bit), BLOB BYTEA.
[[nodiscard]] QString schemaSql(const char *sql, Backend backend);

// The case-insensitive LIKE: SQLite's LIKE ignores the case of ASCII letters, PostgreSQL's LIKE
// does not and ILIKE does (of every letter).
[[nodiscard]] QString like(const Database &db);

// A join whose tables are read in the order written: SQLite's CROSS JOIN (a planner hint there,
// with an ON clause); PostgreSQL plans a JOIN itself and takes no ON after CROSS JOIN.
[[nodiscard]] QString orderedJoin(const Database &db);

// Appended to a SELECT that reads a row the transaction will change (a club game before its
// ledger is written): PostgreSQL locks the row until the transaction ends, so two writers of the
// same game take turns; SQLite's write transaction already holds the whole file.
[[nodiscard]] QString forUpdate(const Database &db);

} // namespace haifu::storage::dialect
