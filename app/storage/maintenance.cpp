#include "storage/maintenance.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/savefile.h"
#include "storage/schema.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlRecord>
#include <QThread>
#include <QUuid>

#include <sqlite3.h>

#include <filesystem>
#include <span>
#include <system_error>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

// A file name next to `path` that does not exist yet.
QString scratchPath(const QString &path, const QString &what)
{
    const QFileInfo info(path);
    return info.absoluteDir().filePath(u".%1.%2-%3.tmp"_s.arg(
            info.fileName(), what, QUuid::createUuid().toString(QUuid::WithoutBraces).left(8)));
}

void removeScratch(const QString &path)
{
    for (const QString &suffix : { QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s })
        QFile::remove(path + suffix);
}

sqlite3 *sqliteHandle(const Database &db)
{
    const QVariant v = db.connection().driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

// Collects up to `max` rows of a check query as problem lines.
std::optional<Error> collect(const Database &db, const QString &sql, const QString &format,
        IntegrityReport &report, int max = 20)
{
    QSqlQuery q = db.query();
    if (!q.exec(sql))
        return sqlError(Tr::tr("Cannot check the library"), q);
    int n = 0;
    while (q.next()) {
        report.ok = false;
        if (n++ < max) {
            QString line = format;
            for (int i = 0; i < q.record().count(); ++i)
                line = line.arg(q.value(i).toString());
            report.problems << line;
        }
    }
    if (n > max)
        report.problems << Tr::tr("… and %1 more like this").arg(n - max);
    return std::nullopt;
}

// collect() for every check: its query and the format of a problem it finds.
std::optional<Error> collectAll(const Database &db,
        std::span<const std::pair<QString, QString>> checks, IntegrityReport &report)
{
    for (const auto &[sql, format] : checks) {
        if (auto error = collect(db, sql, format, report))
            return error;
    }
    return std::nullopt;
}

// The checks of an SQLite file: its pages (integrity_check), its foreign keys (SQLite checks
// them only on writes of the connection that turned them on) and the full-text index.
std::optional<Error> checkFile(const Database &db, IntegrityReport &report)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"PRAGMA integrity_check"_s))
        return sqlError(Tr::tr("%1: the integrity check cannot run").arg(db.path()), q);
    while (q.next()) {
        const QString line = q.value(0).toString();
        if (line != "ok"_L1) {
            report.ok = false;
            report.problems << u"sqlite: "_s + line;
        }
    }
    if (!report.ok)
        return std::nullopt;
    if (auto error = collect(db, u"PRAGMA foreign_key_check"_s,
                Tr::tr("table %1 row %2 refers to a missing row of %3"), report))
        return error;
    if (!q.exec(u"INSERT INTO annotations_fts (annotations_fts, rank) VALUES "
                "('integrity-check', 1)"_s)) {
        report.ok = false;
        report.problems << Tr::tr("the full-text index of the annotations is out of step: %1")
                                   .arg(q.lastError().text());
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> backupLibrary(const Database &db, const QString &outPath)
{
    if (db.isServer())
        return makeError(Tr::tr("%1: a library on a server is backed up on the server "
                                "(pg_dump), not by Haifu")
                                 .arg(Database::displayLocation(db.path())));
    const QFileInfo out(outPath);
    if (out.exists() && out.isDir())
        return makeError(Tr::tr("%1: is a folder; give a file name for the backup").arg(outPath));
    // A device or a pipe would be replaced by the rename below (as root even /dev/…).
    if (out.exists() && !out.isFile())
        return makeError(
                Tr::tr("%1: not a regular file; give a file name for the backup").arg(outPath));
    if (!out.absoluteDir().exists())
        return makeError(Tr::tr("%1: the folder does not exist").arg(out.absolutePath()));
    if (QFileInfo(db.path()).canonicalFilePath() == out.canonicalFilePath())
        return makeError(Tr::tr("%1: the backup cannot overwrite the library itself").arg(outPath));
    const QString scratch = scratchPath(out.absoluteFilePath(), u"backup"_s);
    QSqlQuery q = db.query();
    q.prepare(u"VACUUM INTO ?"_s);
    q.addBindValue(scratch);
    if (!q.exec()) {
        const Error error = sqlError(Tr::tr("%1: cannot write the backup").arg(outPath), q);
        removeScratch(scratch);
        return error;
    }
    // VACUUM INTO does not sync what it writes: the copy is on the disk before it replaces an
    // older backup, and the rename is made durable by syncing the folder.
    if (auto error = syncFile(scratch)) {
        removeScratch(scratch);
        return makeError(
                Tr::tr("%1: cannot write the backup: %2").arg(outPath, haifu::errorText(*error)));
    }
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(scratch).toStdString(),
            QFile::encodeName(out.absoluteFilePath()).toStdString(), ec);
    if (ec) {
        removeScratch(scratch);
        return makeError(Tr::tr("%1: cannot put the backup in place: %2")
                                 .arg(outPath, QString::fromStdString(ec.message())));
    }
    return syncFolderOf(out.absoluteFilePath());
}

std::optional<Error> restoreLibrary(const Database &db, const QString &inPath)
{
    if (db.isServer())
        return makeError(Tr::tr("%1: a library on a server is restored on the server "
                                "(pg_restore), not by Haifu")
                                 .arg(Database::displayLocation(db.path())));
    const QFileInfo in(inPath);
    if (!in.isFile())
        return makeError(Tr::tr("%1: no backup file there").arg(inPath));
    if (QFileInfo(db.path()).canonicalFilePath() == in.canonicalFilePath())
        return makeError(Tr::tr("%1: this is the library itself").arg(inPath));

    // Check and upgrade a scratch copy first: the backup itself is never modified, and a bad
    // backup leaves the library as it is.
    const QString scratch = scratchPath(db.path(), u"restore"_s);
    if (!QFile::copy(inPath, scratch))
        return makeError(Tr::tr("%1: cannot copy the backup to %2").arg(inPath, scratch));
    auto cleanup = qScopeGuard([&] { removeScratch(scratch); });
    {
        Database source;
        if (auto error = source.open(scratch, OpenOptions{ .create = false }))
            return makeError(
                    Tr::tr("%1: not a usable backup: %2").arg(inPath, haifu::errorText(*error)));
        auto report = checkLibrary(source);
        if (!report)
            return makeError(Tr::tr("%1: not a usable backup: %2")
                                     .arg(inPath, haifu::errorText(report.error())));
        if (!report->ok)
            return makeError(Tr::tr("%1: the backup is damaged: %2")
                                     .arg(inPath, report->problems.join(u"; "_s)));
        // Fold the WAL into the file so that the backup API sees every page.
        if (auto error = source.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s))
            return error;
    }

    sqlite3 *dest = sqliteHandle(db);
    if (!dest)
        return makeError(Tr::tr("Restoring needs an SQLite library"));
    sqlite3 *src = nullptr;
    const QByteArray scratchName = QFile::encodeName(scratch);
    if (sqlite3_open_v2(scratchName.constData(), &src, SQLITE_OPEN_READONLY, nullptr)
            != SQLITE_OK) {
        const QString message = QString::fromUtf8(sqlite3_errmsg(src));
        sqlite3_close(src);
        return makeError(Tr::tr("%1: cannot open the backup: %2").arg(inPath, message));
    }
    auto closeSource = qScopeGuard([&] { sqlite3_close(src); });
    sqlite3_backup *backup = sqlite3_backup_init(dest, "main", src, "main");
    if (!backup) {
        return makeError(Tr::tr("%1: cannot start the restore: %2")
                                 .arg(inPath, QString::fromUtf8(sqlite3_errmsg(dest))));
    }
    // All pages in one step: one write transaction on the library, atomic for every reader.
    int rc = SQLITE_OK;
    for (int attempt = 0; attempt < 200; ++attempt) {
        rc = sqlite3_backup_step(backup, -1);
        if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
            break;
        QThread::msleep(50);
    }
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        return makeError(Tr::tr("%1: the restore failed (the library is unchanged): %2")
                                 .arg(inPath, QString::fromUtf8(sqlite3_errstr(rc))));
    }
    return std::nullopt;
}

Result<IntegrityReport> checkLibrary(const Database &db)
{
    IntegrityReport report;
    QSqlQuery q = db.query();
    // A server checks its own pages and foreign keys: the invariants of the library follow.
    if (!db.isServer()) {
        if (auto error = checkFile(db, report))
            return *error;
    }
    if (!report.ok)
        return report; // the invariants below cannot be trusted on a damaged file
    const std::pair<QString, QString> checks[] = {

        { u"SELECT g.id FROM games g WHERE NOT EXISTS (SELECT 1 FROM originals o WHERE "
          "o.game_id = g.id)"_s,
                Tr::tr("game %1 has no original file") },
        // Column aliases are compared outside their SELECT (portable SQL: PostgreSQL has no
        // aliases in WHERE).
        { u"SELECT id, player_count, n FROM (SELECT g.id, g.player_count, (SELECT count(*) FROM "
          "game_players gp WHERE gp.game_id = g.id) AS n FROM games g) t WHERE n <> player_count"_s,
                Tr::tr("game %1 has %2 players but %3 player rows") },
        { u"SELECT id, w, s FROM (SELECT g.id, (SELECT count(*) FROM wins w WHERE w.game_id = "
          "g.id) AS w, (SELECT coalesce(sum(gp.wins), 0) FROM game_players gp WHERE gp.game_id = "
          "g.id) AS s FROM games g) t WHERE w <> s"_s,
                Tr::tr("game %1 has %2 win rows but its players count %3 wins") },
    };
    if (auto error = collectAll(db, checks, report))
        return *error;
    // Club games (schema 3; a file opened read-only may be older): the ledger rows are numbered
    // 0..hand_count-1 and every seat has its cached result.
    const std::pair<QString, QString> clubChecks[] = {
        { u"SELECT id, hand_count, n FROM (SELECT g.id, g.hand_count, (SELECT count(*) FROM "
          "club_hands h WHERE h.game_id = g.id) AS n, (SELECT coalesce(max(h.idx), -1) FROM "
          "club_hands h WHERE h.game_id = g.id) AS last FROM club_games g) t WHERE n <> "
          "hand_count OR last <> hand_count - 1"_s,
                Tr::tr("club game %1 counts %2 hands but has %3 hand rows") },
        { u"SELECT id, player_count, n FROM (SELECT g.id, g.player_count, (SELECT count(*) FROM "
          "club_results r WHERE r.game_id = g.id) AS n FROM club_games g) t WHERE n <> "
          "player_count"_s,
                Tr::tr("club game %1 has %2 players but %3 result rows") },
    };
    if (db.schemaVersion() >= 3) {
        if (auto error = collectAll(db, clubChecks, report))
            return *error;
    }
    // Every player's totals (schema 13) are their seats summed.
    const std::pair<QString, QString> totalsChecks[] = {
        { u"SELECT t.player_id, t.player_count FROM player_totals t LEFT JOIN (SELECT "
          "gp.player_id, gp.player_count, count(*) AS games, sum(gp.kyoku_played) AS hands, "
          "sum(gp.wins) AS wins, sum(gp.deal_ins) AS deal_ins, sum(gp.net_points) AS net FROM "
          "game_players gp GROUP BY gp.player_id, gp.player_count) s ON s.player_id = "
          "t.player_id AND s.player_count = t.player_count WHERE coalesce(s.games, 0) <> t.games "
          "OR coalesce(s.hands, 0) <> t.kyoku_played OR coalesce(s.wins, 0) <> t.wins OR "
          "coalesce(s.deal_ins, 0) <> t.deal_ins OR coalesce(s.net, 0) <> t.net_points"_s,
                Tr::tr("the totals of player %1 (games of %2 players) are not their games "
                       "summed") },
        { u"SELECT gp.player_id, gp.player_count FROM game_players gp WHERE NOT EXISTS (SELECT 1 "
          "FROM player_totals t WHERE t.player_id = gp.player_id AND t.player_count = "
          "gp.player_count) GROUP BY gp.player_id, gp.player_count"_s,
                Tr::tr("player %1 (games of %2 players) has no totals") },
    };
    if (db.schemaVersion() >= 13) {
        if (auto error = collectAll(db, totalsChecks, report))
            return *error;
    }
    const std::pair<QString, qint64 *> counts[] = {
        { u"SELECT count(*) FROM games"_s, &report.games },
        { u"SELECT count(*) FROM originals"_s, &report.originals },
        { u"SELECT count(*) FROM annotations"_s, &report.annotations },
    };
    for (const auto &[sql, target] : counts) {
        if (!q.exec(sql) || !q.next())
            return sqlError(Tr::tr("Cannot count the library"), q);
        *target = q.value(0).toLongLong();
    }
    return report;
}

Result<IntegrityReport> checkLibraryFile(const QString &path)
{
    Database db;
    if (auto error = db.open(path, OpenOptions{ .create = false }))
        return *error;
    return checkLibrary(db);
}

} // namespace haifu::storage
