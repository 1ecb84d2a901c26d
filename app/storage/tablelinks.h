#pragma once

#include "club/ledger.h"
#include "rules/result.h"
#include "storage/club.h"

#include <QList>
#include <QString>

// The links a club night's tables are scored (and watched) through from phones: each one a random
// token for one club game and one role, kept in the library only as its SHA-256, valid until it is
// revoked. A hand sent through a scoring link carries a key chosen by the phone: the hand is
// stored with its key in the same transaction, and the same key sent again returns the hand
// already stored instead of storing it twice.
namespace haifu::storage {

class Database;

enum class TableRole { Score, Watch };

struct TableLink
{
    QString token; // only when just made (the library keeps its hash)
    qint64 gameId = 0;
    TableRole role = TableRole::Score;
    QString label; // "table 3"
};

// A new link for `gameId`; the game's earlier links of the same role are revoked.
[[nodiscard]] Result<TableLink> issueTableLink(
        const Database &db, qint64 gameId, TableRole role, const QString &label);
// Revokes every link of `gameId`, scoring and watching.
[[nodiscard]] std::optional<Error> revokeTableLinks(const Database &db, qint64 gameId);
// The link of `token` when it is valid (not revoked, its game still there); an error otherwise
// (the same for an unknown and a revoked token).
[[nodiscard]] Result<TableLink> tableLinkOf(const Database &db, const QString &token);

struct StoredHand
{
    int index = -1; // the hand's place in the ledger
    bool repeated = false; // the key had stored it already
};

// Appends `entry` to the link's game once per `key` (1..64 characters of [A-Za-z0-9_-]):
// appendClubHand with `expect` and the link as the audit's author, and the key kept with it.
[[nodiscard]] Result<StoredHand> appendHandOnce(const Database &db, const TableLink &link,
        const QString &key, const club::HandEntry &entry, const ClubExpectation &expect);

} // namespace haifu::storage
