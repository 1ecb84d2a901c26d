#pragma once

#include "rules/result.h"

#include <QString>
#include <QStringList>

#include <optional>

// Who may do what in a library on a PostgreSQL server, enforced by the server itself (its roles,
// grants and row-level security), not by the interface:
//   admin    everything: clubs, players, seasons, events, rules, games, hands, the library
//   scorer   reads everything; enters and corrects the hands and penalties of the club games
//            they are seated at (club_players.login) or assigned to (club_game_scorers), and
//            nothing else: not a game's rules or seats, not another table's game
//   viewer   reads everything
// Each library (database and schema) has three group roles of its own, haifu_<key>_admin,
// _scorer and _viewer (key: 12 hex digits of the database and schema's names), so that libraries
// sharing a server do not share their people. The library's owner (who created it) grants them.
namespace haifu::storage {

class Database;

enum class LibraryRole { Admin, Scorer, Viewer };

[[nodiscard]] std::optional<LibraryRole> libraryRoleFromName(const QString &name);
[[nodiscard]] QString libraryRoleName(LibraryRole role);

// Makes (again: after an upgrade added tables) the library's group roles, grants and policies,
// then gives `login` `role` (and takes its other roles of this library away). The login is
// created when the server does not have it, with `password` when one is given. Only on a server,
// by its owner or a superuser.
[[nodiscard]] std::optional<Error> grantLibraryRole(
        const Database &db, const QString &login, LibraryRole role, const QString &password = {});
// After an upgrade of a server library whose roles are set up: the grants and policies made
// again, so that the tables the upgrade added are read by scorers and viewers too. Nothing to do
// for a file, or for a library whose roles were never set up. Called by the migrations.
[[nodiscard]] std::optional<Error> renewLibraryGrants(const Database &db);
// Takes every role of this library from `login`.
[[nodiscard]] std::optional<Error> revokeLibraryRoles(const Database &db, const QString &login);

// The logins that score club game `gameId` besides its seated players (club_game_scorers).
[[nodiscard]] std::optional<Error> assignScorer(
        const Database &db, qint64 gameId, const QString &login, bool assign = true);
// Links club player `playerId` to the login they use on the server (empty: none).
[[nodiscard]] std::optional<Error> setPlayerLogin(
        const Database &db, qint64 playerId, const QString &login);

// The login's roles in this library, by name ("admin", "scorer", "viewer"); every role when the
// login owns the library or is a superuser ("owner").
[[nodiscard]] Result<QStringList> currentLibraryRoles(const Database &db);

} // namespace haifu::storage
