#include "storage/serverroles.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

// The club tables whose rows belong to one game, with the column naming it.
const std::pair<const char *, const char *> kGameTables[] = { { "club_games", "id" },
    { "club_hands", "game_id" }, { "club_penalties", "game_id" }, { "club_results", "game_id" },
    { "club_audit", "game_id" } };

QString quoted(const QString &identifier)
{
    QString q = identifier;
    q.replace(u'"', u"\"\""_s);
    return u'"' + q + u'"';
}

std::optional<Error> checkLogin(const QString &login)
{
    static const QRegularExpression name(u"^[A-Za-z_][A-Za-z0-9_.@-]{0,62}$"_s);
    if (!name.match(login).hasMatch()) {
        return makeError(Tr::tr("\"%1\" is not a login name (letters, digits, _ . @ -, up to 63)")
                                 .arg(login));
    }
    return std::nullopt;
}

std::optional<Error> needServer(const Database &db)
{
    if (!db.isServer())
        return makeError(Tr::tr("Roles are for a library on a PostgreSQL server; a library file "
                                "is the user's own"));
    return std::nullopt;
}

// The names of the library's three group roles, by LibraryRole.
Result<std::array<QString, 3>> groupRoles(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT substr(md5(current_database() || '.' || current_schema()), 1, 12)"_s)
            || !q.next())
        return sqlError(Tr::tr("Cannot name the library's roles"), q);
    const QString key = q.value(0).toString();
    return std::array<QString, 3>{ u"haifu_%1_admin"_s.arg(key), u"haifu_%1_scorer"_s.arg(key),
        u"haifu_%1_viewer"_s.arg(key) };
}

std::optional<Error> run(const Database &db, const QStringList &statements)
{
    QSqlQuery q = db.query();
    for (const QString &sql : statements) {
        if (!q.exec(sql))
            return sqlError(Tr::tr("Cannot set up the library's roles"), q);
    }
    return std::nullopt;
}

// The library's group roles, for a change of `login`'s roles (a server and a valid login name).
Result<std::array<QString, 3>> rolesFor(const Database &db, const QString &login)
{
    if (auto error = needServer(db))
        return *error;
    if (auto error = checkLogin(login))
        return *error;
    return groupRoles(db);
}

// Takes group role `role` from `login` when it has it (a REVOKE of a role not held warns). Both
// names are checked identifiers (checkLogin, groupRoles): no quote can be in them.
QString revokeIfMember(const QString &role, const QString &login)
{
    return u"DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') AND EXISTS "
           "(SELECT 1 FROM pg_roles WHERE rolname = '%2') AND pg_has_role('%2', '%1', 'MEMBER') "
           "THEN EXECUTE 'REVOKE %3 FROM %4'; END IF; END $$"_s.arg(
                   role, login, quoted(role), quoted(login));
}

// The statements that make the group roles, their grants and the row-level security (each can
// run again).
QStringList setupStatements(const std::array<QString, 3> &roles)
{
    const QString admin = quoted(roles[0]);
    const QString scorer = quoted(roles[1]);
    const QString viewer = quoted(roles[2]);
    QStringList sql;
    for (const QString &role : roles) {
        sql << u"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN "
               "CREATE ROLE %2 NOLOGIN; END IF; END $$"_s.arg(role, quoted(role));
    }
    sql << u"DO $$ BEGIN EXECUTE format('GRANT USAGE ON SCHEMA %I TO %s, %s, %s', "
           "current_schema(), '%1', '%2', '%3'); "
           "EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA %I TO %s, %s, %s', "
           "current_schema(), '%1', '%2', '%3'); "
           "EXECUTE format('GRANT ALL ON ALL TABLES IN SCHEMA %I TO %s', current_schema(), "
           "'%1'); "
           "EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %s, %s', "
           "current_schema(), '%1', '%2'); END $$"_s.arg(admin, scorer, viewer);
    // A scorer writes the ledger of a game and what follows from it, never its seats or rules.
    sql << u"GRANT INSERT, UPDATE, DELETE ON club_hands, club_penalties, club_results, "
           "club_audit TO %1"_s.arg(scorer)
        << u"GRANT UPDATE (hand_count, finished, end_reason, updated_at, row_version) ON "
           "club_games TO %1"_s.arg(scorer);
    sql << uR"(CREATE OR REPLACE FUNCTION haifu_may_score(game BIGINT) RETURNS boolean
        LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM club_game_scorers s WHERE s.game_id = game
                AND s.login = current_user)
            OR EXISTS (SELECT 1 FROM club_games g JOIN club_players p ON p.id IN
                (g.seat0_player, g.seat1_player, g.seat2_player, g.seat3_player)
                WHERE g.id = game AND p.login <> '' AND p.login = current_user) $$)"_s;
    for (const auto &[table, column] : kGameTables) {
        const QString t = QString::fromLatin1(table);
        const QString c = QString::fromLatin1(column);
        const QString mayScore = u"haifu_may_score(%1)"_s.arg(c);
        sql << u"ALTER TABLE %1 ENABLE ROW LEVEL SECURITY"_s.arg(t);
        for (const char *policy :
                { "haifu_read", "haifu_admin", "haifu_insert", "haifu_update", "haifu_delete" })
            sql << u"DROP POLICY IF EXISTS %1 ON %2"_s.arg(QLatin1String(policy), t);
        sql << u"CREATE POLICY haifu_read ON %1 FOR SELECT USING (true)"_s.arg(t)
            << u"CREATE POLICY haifu_admin ON %1 TO %2 USING (true) WITH CHECK (true)"_s.arg(
                       t, admin)
            << u"CREATE POLICY haifu_insert ON %1 FOR INSERT TO %2 WITH CHECK (%3)"_s.arg(
                       t, scorer, mayScore)
            << u"CREATE POLICY haifu_update ON %1 FOR UPDATE TO %2 USING (%3) WITH CHECK (%3)"_s
                        .arg(t, scorer, mayScore)
            << u"CREATE POLICY haifu_delete ON %1 FOR DELETE TO %2 USING (%3)"_s.arg(
                       t, scorer, mayScore);
    }
    return sql;
}

} // namespace

std::optional<LibraryRole> libraryRoleFromName(const QString &name)
{
    if (name == "admin"_L1)
        return LibraryRole::Admin;
    if (name == "scorer"_L1)
        return LibraryRole::Scorer;
    if (name == "viewer"_L1)
        return LibraryRole::Viewer;
    return std::nullopt;
}

QString libraryRoleName(LibraryRole role)
{
    switch (role) {
    case LibraryRole::Admin: return u"admin"_s;
    case LibraryRole::Scorer: return u"scorer"_s;
    case LibraryRole::Viewer: break;
    }
    return u"viewer"_s;
}

std::optional<Error> renewLibraryGrants(const Database &db)
{
    if (!db.isServer())
        return std::nullopt;
    const auto roles = groupRoles(db);
    if (!roles)
        return roles.error();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT 1 FROM pg_roles WHERE rolname = ?"_s, { roles->front() }))
        return sqlError(Tr::tr("Cannot read the server's logins"), q);
    const bool setUp = q.next();
    q.finish();
    return setUp ? run(db, setupStatements(*roles)) : std::nullopt;
}

std::optional<Error> grantLibraryRole(
        const Database &db, const QString &login, LibraryRole role, const QString &password)
{
    auto roles = rolesFor(db, login);
    if (!roles)
        return roles.error();
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = run(db, setupStatements(*roles)))
        return error;
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT 1 FROM pg_roles WHERE rolname = ?"_s, { login }))
        return sqlError(Tr::tr("Cannot read the server's logins"), q);
    QStringList statements;
    if (!q.next()) {
        // The server quotes the password itself (format %L): no text of ours goes into the SQL.
        statements << u"CREATE ROLE %1 LOGIN"_s.arg(quoted(login));
    }
    q.finish();
    if (auto error = run(db, statements))
        return error;
    if (!password.isEmpty()) {
        if (!detail::prepareAndExec(
                    q, u"SELECT set_config('haifu.password', ?, true)"_s, { password })
                || !q.exec(u"DO $$ BEGIN EXECUTE format('ALTER ROLE %I PASSWORD %L', '%1', "
                           "current_setting('haifu.password')); END $$"_s.arg(login)))
            return sqlError(Tr::tr("Cannot set the password of %1").arg(login), q);
    }
    const auto index = std::size_t(role);
    statements.clear();
    for (std::size_t i = 0; i < roles->size(); ++i)
        statements << (i == index ? u"GRANT %1 TO %2"_s.arg(quoted((*roles)[i]), quoted(login))
                                  : revokeIfMember((*roles)[i], login));
    if (auto error = run(db, statements))
        return error;
    return transaction.commit();
}

std::optional<Error> revokeLibraryRoles(const Database &db, const QString &login)
{
    auto roles = rolesFor(db, login);
    if (!roles)
        return roles.error();
    QStringList statements;
    for (const QString &role : *roles)
        statements << revokeIfMember(role, login);
    return run(db, statements);
}

std::optional<Error> assignScorer(
        const Database &db, qint64 gameId, const QString &login, bool assign)
{
    if (auto error = checkLogin(login))
        return error;
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    const bool ok = assign
            ? detail::prepareAndExec(q,
                    u"INSERT INTO club_game_scorers (game_id, login) VALUES (?, ?) ON CONFLICT "
                    "DO NOTHING"_s,
                    { gameId, login })
            : detail::prepareAndExec(q,
                    u"DELETE FROM club_game_scorers WHERE game_id = ? AND login = ?"_s,
                    { gameId, login });
    if (!ok)
        return sqlError(Tr::tr("Cannot change the scorers of club game %1").arg(gameId), q);
    return transaction.commit();
}

std::optional<Error> setPlayerLogin(const Database &db, qint64 playerId, const QString &login)
{
    if (!login.isEmpty()) {
        if (auto error = checkLogin(login))
            return error;
    }
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"UPDATE club_players SET login = ? WHERE id = ?"_s,
                { detail::text(login), playerId }))
        return sqlError(Tr::tr("Cannot link club player %1 to a login").arg(playerId), q);
    if (q.numRowsAffected() != 1)
        return makeError(Tr::tr("Unknown club player %1").arg(playerId));
    return transaction.commit();
}

Result<QStringList> currentLibraryRoles(const Database &db)
{
    if (!db.isServer())
        return QStringList{ u"owner"_s };
    auto roles = groupRoles(db);
    if (!roles)
        return roles.error();
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT rolsuper OR pg_has_role(current_user, (SELECT nspowner FROM "
                "pg_namespace WHERE nspname = current_schema()), 'MEMBER') FROM pg_roles WHERE "
                "rolname = current_user"_s)
            || !q.next())
        return sqlError(Tr::tr("Cannot read the login's roles"), q);
    if (q.value(0).toBool())
        return QStringList{ u"owner"_s };
    QStringList names;
    for (std::size_t i = 0; i < roles->size(); ++i) {
        if (!detail::prepareAndExec(q,
                    u"SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ?) THEN "
                    "pg_has_role(current_user, ?, 'MEMBER') ELSE false END"_s,
                    { (*roles)[i], (*roles)[i] })
                || !q.next())
            return sqlError(Tr::tr("Cannot read the login's roles"), q);
        if (q.value(0).toBool())
            names << libraryRoleName(LibraryRole(i));
    }
    return names;
}

} // namespace haifu::storage
