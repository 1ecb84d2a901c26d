#include "storage/games.h"
#include "common/qtstrings.h"
#include "storage/dialect.h"

#include "formats/recordio.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace detail {

int &denseRows()
{
    static int rows = 0;
    return rows;
}

int &filterWalkFactor()
{
    static int factor = 16;
    return factor;
}

int &listedPlayers()
{
    static int players = 64;
    return players;
}

bool annotationTextCondition(const Database &db, const QString &text, Conditions &conditions)
{
    static const QRegularExpression spaces(u"\\s+"_s);
    const QStringList words = text.split(spaces, Qt::SkipEmptyParts);
    if (words.isEmpty())
        return false;
    QStringList phrases;
    for (const QString &word : words) {
        if (word.size() >= 3 && !db.isServer()) {
            QString quoted = word;
            quoted.replace(u"\""_s, u"\"\""_s);
            phrases << u"\""_s + quoted + u"\""_s;
        } else {
            conditions.add(
                    u"a.body %1 ? ESCAPE '\\'"_s.arg(dialect::like(db)), { likeContains(word) });
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

// The players whose name contains the bound text (`db`: its LIKE, dialect.h).
QString playerIdsLike(const Database *db)
{
    return u"SELECT id FROM players WHERE name %1 ? ESCAPE '\\'"_s.arg(
            db ? dialect::like(*db) : u"LIKE"_s);
}

// A condition on the games found through another table (the players' seats, the wins, the notes,
// tags and collections). It has two forms: collect the matching games first (g.id IN (…)), fast
// when they are few, or test each game while the search walks the games in sort order (EXISTS),
// fast when they are many, because the first page is then found after a few games. Which form a
// search uses is decided per condition from a bounded count of its rows (chooseForms()).
struct SetCondition
{
    SetCondition(QString gamesSelect, QString existsCondition, QVariantList boundValues,
            QString estimateSelect = {}, QVariantList estimateBound = {})
        : games(std::move(gamesSelect)), exists(std::move(existsCondition)),
          values(std::move(boundValues)), estimate(std::move(estimateSelect)),
          estimateValues(std::move(estimateBound))
    { }
    QString games; // a SELECT of the matching game ids (a game may come more than once)
    QString exists; // the same condition on the game g
    QVariantList values; // bound to either form
    // A cheap SELECT of at least as many rows as `games` has (from an index only), with its
    // values, for choosing the form; empty: `games` itself.
    QString estimate;
    QVariantList estimateValues;
};

struct FilterParts
{
    Conditions plain; // conditions on the games row itself
    QList<SetCondition> sets;
};

// The players whose name contains `name`: "gp.player_id IN (…)" with the ids written out when
// there are few (the planner then knows how few), else with the subquery (and its value added to
// `values`). `perGame`: the form tested on one game's seats, which reads them by the game's key
// when there are more than a few players ("+" keeps SQLite from probing the player index once for
// every matching player instead: thousands for a part of a name).
QString playerCondition(const Database *db, const QString &name, bool perGame, QVariantList &values)
{
    const int kListed = detail::listedPlayers();
    if (db) {
        QSqlQuery q = db->query();
        if (prepareAndExec(
                    q, playerIdsLike(db) + u" LIMIT ?"_s, { likeContains(name), kListed + 1 })) {
            QStringList ids;
            while (q.next())
                ids << QString::number(q.value(0).toLongLong());
            if (ids.size() <= kListed) {
                if (ids.isEmpty())
                    ids << u"NULL"_s;
                return (perGame && ids.size() > 4 ? u"+"_s : QString()) + u"gp.player_id IN ("_s
                        + ids.join(u","_s) + u")"_s;
            }
        }
    }
    values << likeContains(name);
    return (perGame ? u"+"_s : QString()) + u"gp.player_id IN ("_s + playerIdsLike(db) + u")"_s;
}

// The seats of the players whose name contains the filter's text, with `extra` conditions on the
// seat, as a set condition.
SetCondition seatCondition(const Database *db, const QString &name, const QString &extra = {})
{
    QVariantList values;
    const QString collect = playerCondition(db, name, false, values) + extra;
    values.clear();
    const QString perGame = playerCondition(db, name, true, values) + extra;
    return { u"SELECT gp.game_id FROM game_players gp WHERE "_s + collect,
        u"EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id AND "_s + perGame + u")"_s,
        values };
}

// `db` (optional) resolves player names to ids first.
FilterParts filterParts(const SearchFilter &f, const Database *db = nullptr)
{
    FilterParts parts;
    Conditions &c = parts.plain;
    if (!f.player.isEmpty())
        parts.sets << seatCondition(db, f.player);
    if (f.from.isValid())
        c.add(u"g.played_at >= ?"_s, { f.from.toString(Qt::ISODate) });
    if (f.to.isValid())
        c.add(u"g.played_at < ?"_s, { f.to.addDays(1).toString(Qt::ISODate) });
    if (!f.source.isEmpty())
        c.add(u"g.source = ?"_s, { f.source });
    if (!f.lobby.isEmpty()) {
        c.add(u"(g.lobby %1 ? ESCAPE '\\' OR g.title %1 ? ESCAPE '\\')"_s.arg(
                      db ? dialect::like(*db) : u"LIKE"_s),
                { likeContains(f.lobby), likeContains(f.lobby) });
    }
    if (!f.ruleset.isEmpty())
        c.add(u"g.ruleset = ?"_s, { f.ruleset });
    if (f.playerCount > 0)
        c.add(u"g.player_count = ?"_s, { f.playerCount });
    if (!f.topPlayer.isEmpty())
        parts.sets << seatCondition(db, f.topPlayer, u" AND gp.placement = 1"_s);
    if (!f.winner.isEmpty() || f.yakuman || !f.yaku.isEmpty() || f.minHan > 0) {
        QStringList win;
        QVariantList values;
        if (f.yakuman)
            win << u"w.yakuman > 0"_s;
        if (f.minHan > 0) {
            win << u"(w.han >= ? OR w.yakuman * 13 >= ?)"_s;
            values << f.minHan << f.minHan;
        }
        if (!f.winner.isEmpty()) {
            if (!f.yaku.isEmpty()) {
                win << u"EXISTS (SELECT 1 FROM win_yaku wy WHERE wy.win_id = w.id AND wy.yaku = "
                       "?)"_s;
                values << f.yaku;
            }
            // From the player's seats (few rows, by index) to the wins at those seats.
            QVariantList player;
            const QString collect = playerCondition(db, f.winner, false, player);
            player.clear();
            const QString perGame = playerCondition(db, f.winner, true, player);
            values = player + values;
            const QString rest = win.isEmpty() ? QString() : u" AND "_s + win.join(u" AND "_s);
            const QVariantList seatValues = player;
            parts.sets << SetCondition{
                u"SELECT gp.game_id FROM game_players gp JOIN wins w ON w.game_id = gp.game_id "
                "AND w.winner = gp.seat WHERE "_s
                        + collect + rest,
                // The game's seats first (one page), its wins only at the player's seat.
                u"EXISTS (SELECT 1 FROM game_players gp %1 wins w ON w.game_id = "
                "gp.game_id AND w.winner = gp.seat WHERE gp.game_id = g.id AND "_s.arg(
                        db ? dialect::orderedJoin(*db) : u"JOIN"_s)
                        + perGame + rest + u")"_s,
                values, u"SELECT 1 FROM game_players gp WHERE "_s + collect, seatValues
            };
        } else {
            QString games = u"SELECT w.game_id FROM wins w WHERE "_s;
            if (!f.yaku.isEmpty()) {
                // The collecting form goes from the yaku's index to its wins.
                games = u"SELECT w.game_id FROM win_yaku wy JOIN wins w ON w.id = wy.win_id WHERE "_s;
                QStringList collect = win;
                collect << u"wy.yaku = ?"_s;
                games += collect.join(u" AND "_s);
                win << u"EXISTS (SELECT 1 FROM win_yaku wy WHERE wy.win_id = w.id AND wy.yaku = ?)"_s;
                values << f.yaku;
            } else {
                games += win.join(u" AND "_s);
            }
            SetCondition set{ games,
                u"EXISTS (SELECT 1 FROM wins w WHERE w.game_id = g.id AND "_s + win.join(u" AND "_s)
                        + u")"_s,
                values };
            if (!f.yaku.isEmpty()) {
                set.estimate = u"SELECT 1 FROM win_yaku wy WHERE wy.yaku = ?"_s;
                set.estimateValues = { f.yaku };
            }
            parts.sets << set;
        }
    }
    if (!f.dealtIn.isEmpty())
        parts.sets << seatCondition(db, f.dealtIn, u" AND gp.deal_ins > 0"_s);
    if (f.annotated == false)
        c.add(u"g.note_count = 0"_s);
    if (f.annotated == true) {
        parts.sets << SetCondition{ u"SELECT a.game_id FROM annotations a"_s,
            u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id)"_s, {} };
    }
    if (f.bookmarked) {
        parts.sets << SetCondition{ u"SELECT a.game_id FROM annotations a WHERE a.bookmark = 1"_s,
            u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id AND a.bookmark = 1)"_s,
            {} };
    }
    if (!f.tag.isEmpty()) {
        parts.sets << SetCondition{ u"SELECT gt.game_id FROM game_tags gt JOIN tags t ON t.id = "
                                    "gt.tag_id WHERE t.name = ?"_s,
            u"EXISTS (SELECT 1 FROM game_tags gt JOIN tags t ON t.id = gt.tag_id WHERE "
            "gt.game_id = g.id AND t.name = ?)"_s,
            { f.tag } };
    }
    if (!f.collection.isEmpty()) {
        parts.sets << SetCondition{ u"SELECT cg.game_id FROM collection_games cg JOIN collections "
                                    "co ON co.id = cg.collection_id WHERE co.name = ?"_s,
            u"EXISTS (SELECT 1 FROM collection_games cg JOIN collections co ON co.id = "
            "cg.collection_id WHERE cg.game_id = g.id AND co.name = ?)"_s,
            { f.collection } };
    }
    if (!f.text.trimmed().isEmpty() && db) {
        Conditions text;
        detail::annotationTextCondition(*db, f.text, text);
        parts.sets << SetCondition{ u"SELECT a.game_id FROM annotations a"_s + text.where(),
            u"EXISTS (SELECT 1 FROM annotations a WHERE a.game_id = g.id AND "_s
                    + text.clauses.join(u" AND "_s) + u")"_s,
            text.values };
    }
    return parts;
}

// The rows of a set condition (or of its estimate), counted up to `cap`.
qint64 boundedCount(const Database &db, const SetCondition &set, qint64 cap)
{
    QSqlQuery q = db.query();
    const bool estimate = !set.estimate.isEmpty();
    QVariantList values = estimate ? set.estimateValues : set.values;
    values << cap;
    if (!prepareAndExec(q,
                u"SELECT count(*) FROM ("_s + (estimate ? set.estimate : set.games)
                        + u" LIMIT ?)"_s,
                values)
            || !q.next())
        return cap;
    return q.value(0).toLongLong();
}

// The conditions of a search that needs its first `rows` rows in sort order (0: every match, as
// a count does): each set condition in the form that finds them fastest. A single set is
// collected when it has fewer rows than walking would visit games (about sqrt(rows × games)), else
// walked. Of several sets, those with fewer than 16 times that many rows are collected together
// (their game ids intersected, which reads only their indexes) and the rest tested on the games
// found; unless the sets together are common enough that a walk finds the page sooner (it visits
// about rows × Π(games / set rows) games).
Conditions chooseForms(const Database &db, const FilterParts &parts, qint64 rows)
{
    Conditions c = parts.plain;
    if (parts.sets.isEmpty())
        return c;
    const qint64 games =
            std::max<qint64>(1, db.scalar(u"SELECT max(id) FROM games"_s).toLongLong());
    const int fixed = detail::denseRows();
    // A count collects the smallest set (its rows counted up to 20,000 to find it).
    qint64 threshold = 20000;
    if (fixed > 0)
        threshold = fixed;
    else if (rows > 0)
        threshold = std::max<qint64>(1000, qint64(std::sqrt(double(rows) * double(games))));
    QList<bool> collect(parts.sets.size(), false);
    bool filterWalk = false;
    if (parts.sets.size() == 1) {
        collect[0] = rows == 0 || boundedCount(db, parts.sets[0], threshold) < threshold;
    } else {
        const qint64 cap = fixed > 0 ? fixed : 16 * threshold;
        QList<qint64> counts;
        double walk = double(rows);
        qint64 collected = 0;
        bool collectable = false;
        for (const SetCondition &set : parts.sets) {
            counts << boundedCount(db, set, cap);
            walk *= double(games) / double(std::max<qint64>(1, counts.back()));
            if (counts.back() < cap) {
                collected += counts.back();
                collectable = true;
            }
        }
        const qsizetype smallest =
                std::min_element(counts.cbegin(), counts.cend()) - counts.cbegin();
        if (!collectable && rows == 0) {
            // Every set is large; a count collects the smallest.
            collect[smallest] = true;
        } else if (collectable && rows > 0 && fixed == 0 && parts.sets[smallest].estimate.isEmpty()
                && walk < double(detail::filterWalkFactor()) * double(counts[smallest])) {
            // Conditions each common but rare together: the sort order is walked with the
            // smallest set collected as a filter (a lookup per game visited; "+" keeps SQLite
            // from fetching the set's games and sorting them instead), the others tested by
            // EXISTS on the games that pass it. Not when the set's count is an estimate (a
            // winner's seats: the set itself, their wins, is smaller and dearer to collect).
            collect[smallest] = true;
            filterWalk = true;
        } else if (collectable && (rows == 0 || fixed > 0 || walk > double(collected))) {
            for (qsizetype i = 0; i < counts.size(); ++i)
                collect[i] = counts[i] < cap;
        }
    }
    QStringList intersect;
    QVariantList values;
    for (qsizetype i = 0; i < parts.sets.size(); ++i) {
        if (collect[i]) {
            intersect << parts.sets[i].games;
            values << parts.sets[i].values;
        }
    }
    if (!intersect.isEmpty()) {
        c.add((filterWalk ? u"+g.id IN ("_s : u"g.id IN ("_s) + intersect.join(u" INTERSECT "_s)
                        + u")"_s,
                values);
    }
    for (qsizetype i = 0; i < parts.sets.size(); ++i) {
        if (!collect[i])
            c.add(parts.sets[i].exists, parts.sets[i].values);
    }
    return c;
}

const QString kSummaryColumns =
        u"g.id, g.source_id, g.format, g.source, g.lobby, g.title, g.played_at, "
        "g.imported_at, g.ruleset, g.player_count, g.kyoku_count, g.has_final, g.replay_ok, "
        "g.replay_error, g.viewpoint"_s;

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
    s.viewpoint = q.value(14).toInt();
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
        return sqlError(Tr::tr("Cannot read the players of the games"), q);
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
        return sqlError(Tr::tr("Cannot count the annotations of the games"), q);
    while (q.next())
        games[index.value(q.value(0).toLongLong())].annotationCount = q.value(1).toInt();
    if (!q.exec(u"SELECT gt.game_id, t.name FROM game_tags gt JOIN tags t ON t.id = gt.tag_id "
                "WHERE gt.game_id IN "_s
                + in + u" ORDER BY t.name"_s))
        return sqlError(Tr::tr("Cannot read the tags of the games"), q);
    while (q.next())
        games[index.value(q.value(0).toLongLong())].tags << q.value(1).toString();
    return std::nullopt;
}

// The games of `from` (FROM and WHERE of a query on games g) in `orderBy` order, `limit` of them
// after skipping `offset`.
Result<QList<GameSummary>> selectSummaries(const Database &db, const QString &from,
        const QVariantList &bound, const QString &orderBy, int limit, int offset)
{
    QString sql = u"SELECT "_s + kSummaryColumns + from + u" ORDER BY "_s + orderBy + u" LIMIT ?"_s;
    QVariantList values = bound;
    values << limit;
    if (offset > 0) {
        sql += u" OFFSET ?"_s;
        values << offset;
    }
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!prepareAndExec(q, sql, values))
        return sqlError(Tr::tr("Cannot search the library"), q);
    QList<GameSummary> games;
    while (q.next())
        games << readSummary(q);
    return games;
}

Result<qint64> tagId(const Database &db, const QString &tag, bool create)
{
    const QString name = tag.trimmed();
    if (name.isEmpty())
        return makeError(Tr::tr("A tag needs a name"));
    QSqlQuery q = db.query();
    if (create
            && !prepareAndExec(q,
                    u"INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO NOTHING"_s,
                    { name }))
        return sqlError(Tr::tr("Cannot create the tag '%1'").arg(name), q);
    if (!prepareAndExec(q, u"SELECT id FROM tags WHERE name = ?"_s, { name }))
        return sqlError(Tr::tr("Cannot read the tag '%1'").arg(name), q);
    if (!q.next())
        return makeError(Tr::tr("No tag '%1' in the library").arg(name));
    return q.value(0).toLongLong();
}

Result<qint64> collectionId(const Database &db, const QString &collection)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT id FROM collections WHERE name = ?"_s, { collection }))
        return sqlError(Tr::tr("Cannot read the collection '%1'").arg(collection), q);
    if (!q.next())
        return makeError(Tr::tr("No collection '%1' in the library").arg(collection));
    return q.value(0).toLongLong();
}

std::optional<Error> requireGame(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT 1 FROM games WHERE id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot read game %1").arg(gameId), q);
    if (!q.next())
        return makeError(Tr::tr("No game %1 in the library").arg(gameId));
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
    const FilterParts parts = filterParts(*this); // without a library: no condition on the notes
    return parts.plain.clauses.isEmpty() && parts.sets.isEmpty() && text.trimmed().isEmpty();
}

Result<SearchPage> searchGames(
        const Database &db, const SearchFilter &filter, const SearchOptions &options)
{
    const int limit = std::max(1, options.limit);
    const bool offsetPaging =
            !options.after || (options.sort != SortKey::Date && options.sort != SortKey::Imported);
    Conditions c = chooseForms(db, filterParts(filter, &db),
            limit + 1 + (offsetPaging ? std::max(0, options.offset) : 0));
    const bool byDate = options.sort == SortKey::Date;
    const bool keyset = byDate || options.sort == SortKey::Imported;
    const QString dir = options.descending ? u" DESC"_s : u" ASC"_s;
    SearchPage page;
    QList<GameSummary> rows;
    QString orderBy;
    switch (options.sort) {
    case SortKey::Date: orderBy = u"g.played_at"_s + dir + u", "_s; break;
    case SortKey::Imported: break;
    case SortKey::Source: orderBy = u"g.source"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Lobby: orderBy = u"g.lobby"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Ruleset: orderBy = u"g.ruleset"_s + dir + u", g.played_at DESC, "_s; break;
    case SortKey::Kyoku: orderBy = u"g.kyoku_count"_s + dir + u", "_s; break;
    case SortKey::Notes:
        // games.note_count is kept by triggers; its index per direction (schema v5).
        orderBy = u"g.note_count"_s + dir + u", g.played_at DESC, "_s;
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
    auto found =
            selectSummaries(db, u" FROM games g"_s + c.where(), c.values, orderBy + u"g.id"_s + dir,
                    limit + 1, options.after && keyset ? 0 : std::max(0, options.offset));
    if (!found)
        return found.error();
    rows = *found;
    page.more = rows.size() > limit;
    page.games = rows.mid(0, limit);
    if (page.more && keyset && !page.games.isEmpty())
        page.next = SortCursor{ page.games.back().playedAt, page.games.back().id };
    if (auto error = fillDetails(db, page.games))
        return *error;
    return page;
}

Result<qint64> countGames(const Database &db, const SearchFilter &filter)
{
    const Conditions c = chooseForms(db, filterParts(filter, &db), 0);
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT count(*) FROM games g"_s + c.where(), c.values) || !q.next())
        return sqlError(Tr::tr("Cannot count the games in the library"), q);
    return q.value(0).toLongLong();
}

Result<GameSummary> gameSummary(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(
                q, u"SELECT "_s + kSummaryColumns + u" FROM games g WHERE g.id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot read game %1").arg(gameId), q);
    if (!q.next())
        return makeError(Tr::tr("No game %1 in the library").arg(gameId));
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
        return sqlError(Tr::tr("Cannot read the original files of game %1").arg(gameId), q);
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
        return makeError(Tr::tr("Game %1 has no original file in the library").arg(gameId));
    const Original &first = files->front();
    return formats::readRecord(first.data, first.fileName);
}

std::optional<Error> deleteGame(const Database &db, qint64 gameId)
{
    if (auto error = requireGame(db, gameId))
        return error;
    return writeOne(db, Tr::tr("Cannot delete game %1").arg(gameId),
            u"DELETE FROM games WHERE id = ?"_s, { gameId });
}

std::optional<Error> setGameViewpoint(const Database &db, qint64 gameId, int seat)
{
    const QString what = Tr::tr("Cannot set the seat game %1 is shown from").arg(gameId);
    if (seat < -1 || seat > 3)
        return makeError(what + u": "_s + Tr::tr("there is no seat %1").arg(seat));
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"UPDATE games SET viewpoint = ? WHERE id = ? AND (? < player_count)"_s,
                { seat, gameId, seat }))
        return sqlError(what, q);
    if (q.numRowsAffected() == 0)
        return makeError(what + u": "_s + Tr::tr("no such game, or no seat %1 in it").arg(seat));
    return std::nullopt;
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
        return sqlError(Tr::tr("Cannot tag game %1").arg(gameId), q);
    return transaction.commit();
}

std::optional<Error> removeTag(const Database &db, qint64 gameId, const QString &tag)
{
    auto id = tagId(db, tag, false);
    if (!id)
        return id.error();
    return writeOne(db, Tr::tr("Cannot remove the tag from game %1").arg(gameId),
            u"DELETE FROM game_tags WHERE game_id = ? AND tag_id = ?"_s, { gameId, *id });
}

namespace {

// The first column of every row of `sql` (`failMessage` when it fails).
Result<QStringList> readNames(const Database &db, const QString &sql, const QString &failMessage)
{
    QSqlQuery q = db.query();
    if (!q.exec(sql))
        return sqlError(failMessage, q);
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

} // namespace

Result<QStringList> allTags(const Database &db)
{
    return readNames(db, u"SELECT name FROM tags ORDER BY name"_s, Tr::tr("Cannot read the tags"));
}

Result<qint64> createCollection(const Database &db, const QString &name, const QString &description)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return makeError(Tr::tr("A collection needs a name"));
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"INSERT INTO collections (name, description, created_at) VALUES (?, ?, ?) ON "
                "CONFLICT (name) DO NOTHING"_s,
                { trimmed, detail::text(description), detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot create the collection '%1'").arg(trimmed), q);
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
    return writeOne(db, Tr::tr("Cannot add game %1 to the collection").arg(gameId),
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
    return writeOne(db, Tr::tr("Cannot remove game %1 from the collection").arg(gameId),
            u"DELETE FROM collection_games WHERE collection_id = ? AND game_id = ?"_s,
            { *id, gameId });
}

Result<QStringList> allCollections(const Database &db)
{
    return readNames(db, u"SELECT name FROM collections ORDER BY name"_s,
            Tr::tr("Cannot read the collections"));
}

} // namespace haifu::storage
