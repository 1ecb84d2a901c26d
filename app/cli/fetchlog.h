#pragma once

#include "storage/importer.h"

#include <QByteArray>
#include <QString>

#include <optional>

// Downloading a Tenhou log for `fetch` and for `library import` given a log address: only
// BASE?ID with an id that passed the strict check (network/tenhoulog.h) is ever asked for.
namespace haifu::cli {

struct FetchedLog
{
    QString id;
    int viewpoint = -1; // the address's tw= seat, -1 when none
    QByteArray data; // the mjlog, checked to be one
    QString error; // translated; empty when the log was fetched
};

// Whether `text` is a Tenhou log address or id (and not a file that exists).
[[nodiscard]] bool isTenhouLogAddress(const QString &text);
// Downloads the log `text` names from `base` (none: Tenhou's log endpoint).
[[nodiscard]] FetchedLog fetchTenhouLog(
        const QString &text, const std::optional<QString> &base = std::nullopt);

// One line of library import's report for an item ("imported   #3  FILE").
void printItem(const storage::ImportItem &item);
// A tenhou.net/6 link (the record inside) or a Tenhou log address (downloaded from `base`)
// imported like a file; the item names it "link (REF.json)" or by its log id.
[[nodiscard]] storage::ImportItem importLink(const storage::Database &db,
        storage::Importer &importer, const QString &text, const std::optional<QString> &base);

} // namespace haifu::cli
