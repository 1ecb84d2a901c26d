#pragma once

#include "rules/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

// Writing files without ever losing what was there: every file Haifu and haifu-cli write (score
// sheets, reports, ledgers, converted records, screenshots, backups) goes through here. The
// content goes to a temporary file next to the target, is flushed and synced to the disk, and is
// then renamed over the target, whose folder is synced in turn. So the target holds either its
// old content or all of the new, never a part of it, and a failure (a full disk, a folder that
// cannot be written, a file too large) is an error naming the file and the system's reason.
namespace haifu::storage {

// Writes `data` to `path` as above. A path that exists and is not a regular file (a device such
// as /dev/stdout or /dev/full, a named pipe) cannot be replaced: it is written in place, every
// write checked. Content made by a writer that streams to a device (QPdfWriter, QImageWriter) is
// made in a QBuffer first.
[[nodiscard]] std::optional<Error> saveFile(const QString &path, const QByteArray &data);

// fsync: of a file's content, and of the folder holding `path` (which makes a rename or a new
// file in it durable).
[[nodiscard]] std::optional<Error> syncFile(const QString &path);
[[nodiscard]] std::optional<Error> syncFolderOf(const QString &path);

namespace detail {
// Called after every successful sync with what was synced (the file, or the folder with a
// trailing '/'); for tests that check the order of syncs and renames. nullptr by default.
using SyncObserver = void (*)(const QString &path);
SyncObserver &syncObserver();
} // namespace detail

} // namespace haifu::storage
