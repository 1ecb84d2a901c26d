#pragma once

#include "rules/result.h"

#include <QString>
#include <QStringList>

#include <optional>

// Keeping a library safe: a backup of the whole library to one file, a restore that replaces
// the library atomically, and an integrity check.
namespace haifu::storage {

class Database;

// Writes a consistent copy of the whole library to `outPath` (SQLite VACUUM INTO, taken while
// other connections may keep writing). The copy is written next to `outPath`, synced to the disk
// and renamed into place (then the folder is synced), so `outPath` is either the old file or the
// complete new backup, also after a power cut.
[[nodiscard]] std::optional<Error> backupLibrary(const Database &db, const QString &outPath);

// Replaces the library's content with the backup at `inPath` in one transaction (SQLite's
// online backup API). The backup is checked first (a Haifu library, not from a newer Haifu,
// intact; an older schema is upgraded) on a scratch copy, so a bad backup changes nothing.
[[nodiscard]] std::optional<Error> restoreLibrary(const Database &db, const QString &inPath);

struct IntegrityReport
{
    bool ok = true;
    QStringList problems; // one line per problem, naming the table and row
    qint64 games = 0;
    qint64 originals = 0;
    qint64 annotations = 0;
};

// SQLite's integrity_check and foreign_key_check, the full-text index's own check, and the
// library's invariants: every game has its original file, its players and its wins.
[[nodiscard]] Result<IntegrityReport> checkLibrary(const Database &db);
// Opens the file read-only and checks it; a file that cannot be opened gives an error.
[[nodiscard]] Result<IntegrityReport> checkLibraryFile(const QString &path);

} // namespace haifu::storage
