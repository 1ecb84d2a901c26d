#include "games.h"

#include "database.h"
#include "recordio.h"
#include "sqlutil.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace detail {

int &denseWinRows()
{
    static int rows = 20000;
    return rows;
}

bool annotationTextCondition(const QString &text, Conditions &conditions)
{
    static const QRegularExpression spaces(u"\\s+"_s);
    const QStringList words = text.split(spaces, Qt::SkipEmptyParts);
    if (words.isEmpty())
        return false;
    QStringList phrases;
    for (const QString &word : words) {
        if (word.size() >= 3) {
            QString quoted = word;
            quoted.replace(u"\""_s, u"\"\""_s);
            phrases << u"\""_s + quoted + u"\""_s;
        } else {
            conditions.add(u"a.body LIKE ? ESCAPE '\\'"_s, { likeContains(word) });
        }
    }
    if (!phrases.isEmpty()) {
        conditions.add(u"a.id IN (SELECT rowid FROM annotations_fts WHERE annotations_fts "
                       "MATCH ?)"_s,
                { phrases.join(u" AND "_s) });
    }
    return true;
}

} // namespace detail

namespace {

using detail::Conditions;
using detail::likeContains;
using detail::prepareAndExec;

QString tr(const char *text)
{
    return QCoreApplication::translate("haifu::storage", text);
}

const QString kPlayerIdsLike = u"SELECT id FROM players WHERE name LIKE ? ESCAPE '\\'"_s;

// Whether the win conditions of a filter (without a winner) hold in so many wins that finding
// the first page by walking the games in sort order is cheaper than collecting every match.

bool denseWinFilter(const Database &db, const SearchFilter &f)
{
    if (!f.winner.isEmpty())
        return false;
    QString sql;
    QVariantList values;
    if (!f.yaku.isEmpty()) {
        sql = u"SELECT 1 FROM win_yaku WHERE yaku = ?"_s;
        values << f.yaku;
    } else if (f.yakuman) {
        sql = u"SELECT 1 FROM wins WHERE yakuman > 0"_s;
    } else if (f.minHan > 0) {
        sql = u"SELECT 1 FROM wins WHERE han >= ?"_s;
        values << f.minHan;
    } else {
        return false;
    }
    QSqlQuery q = db.query();
    const int threshold = detail::denseWinRows();
    values << threshold;
    if (!prepareAndExec(q, u"SELECT count(*) FROM ("_s + sql + u" LIMIT ?)"_s, values) || !q.next())
        return false;
    return q.value(0).toInt() >= threshold;
}

// The conditions of a filter. `scanWins`: test the win conditions game by game (EXISTS) instead
// of collecting the matching games first (IN); see denseWinFilter().
Conditions filterConditions(const SearchFilter &f, bool scanWins = false)
{
    Conditions c;
    if (!f.player.isEmpty()) {
        c.add(u"g.id IN (SELECT gp.game_id FROM game_players gp WHERE gp.player_id IN ("_s
                        + kPlayerIdsLike + u"))"_s,
                { likeContains(f.player) });
    }
    if (f.from.isValid())
        c.add(u"g.played_at >= ?"_s, { f.from.toString(Qt::ISODate) });
    if (f.to.isValid())
        c.add(u"g.played_at < ?"_s, { f.to.addDays(1).toString(Qt::ISODate) });
    if (!f.source.isEmpty())
        c.add(u"g.source = ?"_s, { f.source });
    if (!f.lobby.isEmpty()) {
        c.add(u"(g.lobby LIKE ? ESCAPE '\\' OR g.title LIKE ? ESCAPE '\\')"_s,
                { likeContains(f.lobby), likeContains(f.lobby) });
    }
    if (!f.ruleset.isEmpty())
        c.add(u"g.ruleset = ?"_s, { f.ruleset });
    if (f.playerCount > 0)
        c.add(u"g.player_count = ?"_s, { f.playerCount });
    if (!f.topPlayer.isEmpty()) {
        c.add(u"g.id IN (SELECT gp.game_id FROM game_players gp WHERE gp.placement = 1 AND "
              "gp.player_id IN ("_s
                        + kPlayerIdsLike + u"))"_s,
                { likeContains(f.topPlayer) });
    }
    if (!f.winner.isEmpty() || f.yakuman || !f.yaku.isEmpty() || f.minHan > 0) {
        QStringList win;
        QVariantList values;
        if (f.yakuman)
            win << u"w.yakuman > 0"_s;
        if (f.minHan > 0) {
            win << u"(w.han >= ? OR w.yakuman * 13 >= ?)"_s;
            values << f.minHan << f.minHan;
        }
        if (!f.yaku.isEmpty()) {
            win << u"EXISTS (SELECT 1 FROM win_yaku wy WHERE wy.win_id = w.id AND wy.yaku = ?)"_s;
            values << f.yaku;
        }
        if (!f.winner.isEmpty()) {
            // From the player's seats (few rows, by index) to the wins at those seats.
            win.prepend(u"gp.player_id IN ("_s + kPlayerIdsLike + u")"_s);
            values.prepend(likeContains(f.winner));
            c.add(u"g.id IN (SELECT gp.game_id FROM game_players gp JOIN wins w ON w.game_id = "
                  "gp.game_id AND w.winner = gp.seat WHERE "_s
                            + win.join(u" AND "_s) + u")"_s,
                    values);
        } else if (scanWins) {
            c.add(u"EXISTS (SELECT 1 FROM wins w WHERE w.game_id = g.id AND "_s
                            + win.join(u" AND "_s) + u")"_s,
                    values);
        } else if (!f.yaku.isEmpty()) {
            // From the yaku's index to its wins.
            win.removeLast();
            values.removeLast();
            win.prepend(u"wy.yaku = ?"_s);
            values.prepend(f.yaku);
            c.add(u"g.id IN (SELECT w.game_id FROM win_yaku wy JOIN wins w ON w.id = wy.win_id "
                  "WHERE "_s + win.join(u" AND "_s)
                            + u")"_s,
                    values);
        } else {
            c.add(u"g.id IN (SELECT w.game_id FROM wins w WHERE "_s + win.join(u" AND "_s) + u")"_s,
                    values);
        }
    }
    if (!f.dealtIn.isEmpty()) {
        c.add(u"g.id IN (SELECT gp.game_id FROM game_players gp WHERE gp.deal_ins > 0 AND "
              "gp.player_id IN ("_s
                        + kPlayerIdsLike + u"))"_s,
                { likeContains(f.dealtIn) });
    }
    if (f.annotated.has_value()) {
        c.add((*f.annotated ? u""_s : u"NOT "_s)
                + u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id)"_s);
    }
    if (f.bookmarked)
        c.add(u"g.id IN (SELECT a.game_id FROM annotations a WHERE a.bookmark = 1)"_s);
    if (!f.tag.isEmpty()) {
        c.add(u"g.id IN (SELECT gt.game_id FROM game_tags gt JOIN tags t ON t.id = gt.tag_id "
              "WHERE t.name = ?)"_s,
                { f.tag });
    }
    if (!f.collection.isEmpty()) {
        c.add(u"g.id IN (SELECT cg.game_id FROM collection_games cg JOIN collections co ON "
              "co.id = cg.collection_id WHERE co.name = ?)"_s,
                { f.collection });
    }
    if (!f.text.trimmed().isEmpty()) {
        Conditions text;
        detail::annotationTextCondition(f.text, text);
        c.add(u"g.id IN (SELECT a.game_id FROM annotations a"_s + text.where() + u")"_s,
                text.values);
    }
    return c;
}

const QString kSummaryColumns =
        u"g.id, g.source_id, g.format, g.source, g.lobby, g.title, g.played_at, "
        "g.imported_at, g.ruleset, g.player_count, g.kyoku_count, g.has_final, g.replay_ok, "
        "g.replay_error"_s;

GameSummary readSummary(const QSqlQuery &q)
{
    GameSummary s;
    s.id = q.value(0).toLongLong();
    s.sourceId = q.value(1).toString();
    s.format = q.value(2).toString();
    s.source = q.value(3).toString();
    s.lobby = q.value(4).toString();
    s.title = q.value(5).toString();
    s.playedAt = q.value(6).toString();
    s.importedAt = q.value(7).toString();
    s.ruleset = q.value(8).toString();
    s.playerCount = q.value(9).toInt();
    s.kyokuCount = q.value(10).toInt();
    s.hasFinal = q.value(11).toBool();
    s.replayOk = q.value(12).toBool();
    s.replayError = q.value(13).toString();
    return s;
}

// Players, annotation counts and tags of the listed games.
std::optional<Error> fillDetails(const Database &db, QList<GameSummary> &games)
{
    if (games.isEmpty())
        return std::nullopt;
    QHash<qint64, qsizetype> index;
    QStringList ids;
    for (qsizetype i = 0; i < games.size(); ++i) {
        index.insert(games[i].id, i);
        ids << QString::number(games[i].id);
    }
    const QString in = u"("_s + ids.join(u","_s) + u")"_s;
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT gp.game_id, gp.seat, p.name, gp.player_rank, gp.final_score, "
                "gp.final_points, gp.placement FROM game_players gp JOIN players p ON p.id = "
                "gp.player_id WHERE gp.game_id IN "_s
                + in + u" ORDER BY gp.game_id, gp.seat"_s))
        return sqlError(tr("Cannot read the players of the games"), q);
    while (q.next()) {
        GamePlayerSummary p;
        p.seat = q.value(1).toInt();
        p.name = q.value(2).toString();
        p.rank = q.value(3).toString();
        if (!q.isNull(4))
            p.finalScore = q.value(4).toInt();
        if (!q.isNull(5))
            p.finalPoints = q.value(5).toDouble();
        if (!q.isNull(6))
            p.placement = q.value(6).toInt();
        games[index.value(q.value(0).toLongLong())].players << p;
    }
    if (!q.exec(u"SELECT game_id, count(*) FROM annotations WHERE game_id IN "_s + in
                + u" GROUP BY game_id"_s))
        return sqlError(tr("Cannot count the annotations of the games"), q);
    while (q.next())
        games[index.value(q.value(0).toLongLong())].annotationCount = q.value(1).toInt();
    if (!q.exec(u"SELECT gt.game_id, t.name FROM game_tags gt JOIN tags t ON t.id = gt.tag_id "
                "WHERE gt.game_id IN "_s
                + in + u" ORDER BY t.name"_s))
        return sqlError(tr("Cannot read the tags of the games"), q);
    while (q.next())
        games[index.value(q.value(0).toLongLong())].tags << q.value(1).toString();
    return std::nullopt;
}

Result<qint64> tagId(const Database &db, const QString &tag, bool create)
{
    const QString name = tag.trimmed();
    if (name.isEmpty())
        return makeError(tr("A tag needs a name"));
    QSqlQuery q = db.query();
    if (create
            && !prepareAndExec(q,
                    u"INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO NOTHING"_s,
                    { name }))
        return sqlError(tr("Cannot create the tag '%1'").arg(name), q);
    if (!prepareAndExec(q, u"SELECT id FROM tags WHERE name = ?"_s, { name }))
        return sqlError(tr("Cannot read the tag '%1'").arg(name), q);
    if (!q.next())
        return makeError(tr("No tag '%1' in the library").arg(name));
    return q.value(0).toLongLong();
}

Result<qint64> collectionId(const Database &db, const QString &collection)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT id FROM collections WHERE name = ?"_s, { collection }))
        return sqlError(tr("Cannot read the collection '%1'").arg(collection), q);
    if (!q.next())
        return makeError(tr("No collection '%1' in the library").arg(collection));
    return q.value(0).toLongLong();
}

std::optional<Error> requireGame(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT 1 FROM games WHERE id = ?"_s, { gameId }))
        return sqlError(tr("Cannot read game %1").arg(gameId), q);
    if (!q.next())
        return makeError(tr("No game %1 in the library").arg(gameId));
    return std::nullopt;
}

// Runs one statement with parameters in its own write transaction.
std::optional<Error> writeOne(
        const Database &db, const QString &what, const QString &sql, const QVariantList &values)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, sql, values))
        return sqlError(what, q);
    return transaction.commit();
}

} // namespace

bool SearchFilter::isEmpty() const
{
    return filterConditions(*this).clauses.isEmpty();
}

Result<SearchPage> searchGames(
        const Database &db, const SearchFilter &filter, const SearchOptions &options)
{
    Conditions c = filterConditions(filter, denseWinFilter(db, filter));
    const bool byDate = options.sort == SortKey::Date;
    const bool keyset = byDate || options.sort == SortKey::Imported;
    const QString dir = options.descending ? u" DESC"_s : u" ASC"_s;
    QString orderBy;
    switch (options.sort) {
    case SortKey::Date: orderBy = u"g.played_at"_s + dir + u", "_s; break;
    case SortKey::Imported: break;
    case SortKey::Source: orderBy = u"g.source"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Lobby: orderBy = u"g.lobby"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Ruleset: orderBy = u"g.ruleset"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Kyoku: orderBy = u"g.kyoku_count"_s + dir + u", "_s; break;
    case SortKey::Notes:
        orderBy = u"(SELECT count(*) FROM annotations a WHERE a.game_id = g.id)"_s + dir
                + u", g.played_at DESC, "_s;
        break;
    }
    if (options.after && keyset) {
        const QString op = options.descending ? u"<"_s : u">"_s;
        if (byDate)
            c.add(u"(g.played_at, g.id) "_s + op + u" (?, ?)"_s,
                    { options.after->date, options.after->id });
        else
            c.add(u"g.id "_s + op + u" ?"_s, { options.after->id });
    }
    const int limit = std::max(1, options.limit);
    QString sql = u"SELECT "_s + kSummaryColumns + u" FROM games g"_s + c.where() + u" ORDER BY "_s
            + orderBy + u"g.id"_s + dir + u" LIMIT ?"_s;
    QVariantList values = c.values;
    values << limit + 1;
    if ((!options.after || !keyset) && options.offset > 0) {
        sql += u" OFFSET ?"_s;
        values << options.offset;
    }
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q, sql, values))
        return sqlError(tr("Cannot search the library"), q);
    SearchPage page;
    while (q.next()) {
        if (page.games.size() == limit) {
            page.more = true;
            break;
        }
        page.games << readSummary(q);
    }
    q.finish();
    if (page.more && keyset && !page.games.isEmpty())
        page.next = SortCursor{ page.games.back().playedAt, page.games.back().id };
    if (auto error = fillDetails(db, page.games))
        return *error;
    return page;
}

Result<qint64> countGames(const Database &db, const SearchFilter &filter)
{
    const Conditions c = filterConditions(filter);
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT count(*) FROM games g"_s + c.where(), c.values) || !q.next())
        return sqlError(tr("Cannot count the games in the library"), q);
    return q.value(0).toLongLong();
}

Result<GameSummary> gameSummary(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(
                q, u"SELECT "_s + kSummaryColumns + u" FROM games g WHERE g.id = ?"_s, { gameId }))
        return sqlError(tr("Cannot read game %1").arg(gameId), q);
    if (!q.next())
        return makeError(tr("No game %1 in the library").arg(gameId));
    QList<GameSummary> games{ readSummary(q) };
    q.finish();
    if (auto error = fillDetails(db, games))
        return *error;
    return games.front();
}

Result<QList<Original>> originals(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT id, file_name, format, sha256, imported_at, data FROM originals WHERE "
                "game_id = ? ORDER BY id"_s,
                { gameId }))
        return sqlError(tr("Cannot read the original files of game %1").arg(gameId), q);
    QList<Original> list;
    while (q.next()) {
        Original o;
        o.id = q.value(0).toLongLong();
        o.fileName = q.value(1).toString();
        o.format = q.value(2).toString();
        o.sha256 = q.value(3).toString();
        o.importedAt = q.value(4).toString();
        o.data = q.value(5).toByteArray();
        list << o;
    }
    return list;
}

Result<game::Record> loadRecord(const Database &db, qint64 gameId)
{
    auto files = originals(db, gameId);
    if (!files)
        return files.error();
    if (files->isEmpty())
        return makeError(tr("Game %1 has no original file in the library").arg(gameId));
    const Original &first = files->front();
    return formats::readRecord(first.data, first.fileName);
}

std::optional<Error> deleteGame(const Database &db, qint64 gameId)
{
    if (auto error = requireGame(db, gameId))
        return error;
    return writeOne(db, tr("Cannot delete game %1").arg(gameId),
            u"DELETE FROM games WHERE id = ?"_s, { gameId });
}

std::optional<Error> addTag(const Database &db, qint64 gameId, const QString &tag)
{
    if (auto error = requireGame(db, gameId))
        return error;
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    auto id = tagId(db, tag, true);
    if (!id)
        return id.error();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"INSERT INTO game_tags (game_id, tag_id) VALUES (?, ?) ON CONFLICT DO NOTHING"_s,
                { gameId, *id }))
        return sqlError(tr("Cannot tag game %1").arg(gameId), q);
    return transaction.commit();
}

std::optional<Error> removeTag(const Database &db, qint64 gameId, const QString &tag)
{
    auto id = tagId(db, tag, false);
    if (!id)
        return id.error();
    return writeOne(db, tr("Cannot remove the tag from game %1").arg(gameId),
            u"DELETE FROM game_tags WHERE game_id = ? AND tag_id = ?"_s, { gameId, *id });
}

Result<QStringList> allTags(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT name FROM tags ORDER BY name"_s))
        return sqlError(tr("Cannot read the tags"), q);
    QStringList tags;
    while (q.next())
        tags << q.value(0).toString();
    return tags;
}

Result<qint64> createCollection(const Database &db, const QString &name, const QString &description)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return makeError(tr("A collection needs a name"));
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"INSERT INTO collections (name, description, created_at) VALUES (?, ?, ?) ON "
                "CONFLICT (name) DO NOTHING"_s,
                { trimmed, detail::text(description), detail::nowUtc() }))
        return sqlError(tr("Cannot create the collection '%1'").arg(trimmed), q);
    auto id = collectionId(db, trimmed);
    if (!id)
        return id;
    if (auto error = transaction.commit())
        return *error;
    return id;
}

std::optional<Error> addToCollection(const Database &db, const QString &collection, qint64 gameId)
{
    if (auto error = requireGame(db, gameId))
        return error;
    auto id = collectionId(db, collection);
    if (!id)
        return id.error();
    return writeOne(db, tr("Cannot add game %1 to the collection").arg(gameId),
            u"INSERT INTO collection_games (collection_id, game_id, position) VALUES (?, ?, "
            "(SELECT coalesce(max(position), 0) + 1 FROM collection_games WHERE collection_id = "
            "?)) ON CONFLICT DO NOTHING"_s,
            { *id, gameId, *id });
}

std::optional<Error> removeFromCollection(
        const Database &db, const QString &collection, qint64 gameId)
{
    auto id = collectionId(db, collection);
    if (!id)
        return id.error();
    return writeOne(db, tr("Cannot remove game %1 from the collection").arg(gameId),
            u"DELETE FROM collection_games WHERE collection_id = ? AND game_id = ?"_s,
            { *id, gameId });
}

Result<QStringList> allCollections(const Database &db)
{
    QSqlQuery q = db.query();
    if (!q.exec(u"SELECT name FROM collections ORDER BY name"_s))
        return sqlError(tr("Cannot read the collections"), q);
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

} // namespace haifu::storage
