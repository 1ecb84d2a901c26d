#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/club.h"

#include "club/finalscore.h"
#include "formats/clubledger.h"
#include "storage/clubstore.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <functional>
#include <utility>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using namespace clubstore;

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString entryText(const club::HandEntry &entry)
{
    return compact(formats::handEntryToJson(entry));
}

QString penaltyText(const club::Penalty &penalty)
{
    return compact(formats::penaltyToJson(penalty));
}

// --- Games -----------------------------------------------------------------------------------

const QString kGameColumns =
        u"g.id, g.club_id, g.season_id, g.event_id, g.title, g.table_label, g.session_label, "
        u"g.played_at, g.referee, g.rules_name, g.player_count, g.seat0_player, g.seat1_player, "
        u"g.seat2_player, g.seat3_player, p0.name, p1.name, p2.name, p3.name, g.hand_count, "
        u"g.finished, g.end_reason, g.created_at, g.updated_at, g.start_scores, g.rules, "
        u"g.row_version"_s;
const QString kGameFrom = u"club_games g LEFT JOIN club_players p0 ON p0.id = g.seat0_player "
                          u"LEFT JOIN club_players p1 ON p1.id = g.seat1_player "
                          u"LEFT JOIN club_players p2 ON p2.id = g.seat2_player "
                          u"LEFT JOIN club_players p3 ON p3.id = g.seat3_player"_s;

QString startScoresText(const std::optional<std::array<int, 4>> &scores, int players)
{
    if (!scores)
        return u""_s;
    QJsonArray array;
    for (int i = 0; i < players; ++i)
        array.append((*scores)[idx(i)]);
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

std::optional<std::array<int, 4>> startScoresFromText(const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    const QJsonArray array = QJsonDocument::fromJson(text.toUtf8()).array();
    std::array<int, 4> scores{};
    for (int i = 0; i < std::min<int>(4, int(array.size())); ++i)
        scores[idx(i)] = array.at(i).toInt();
    return scores;
}

ClubGameHeader headerFromRow(const QSqlQuery &q)
{
    ClubGameHeader h;
    h.id = q.value(0).toLongLong();
    h.clubId = q.value(1).toLongLong();
    h.seasonId = idOrZero(q.value(2));
    h.eventId = idOrZero(q.value(3));
    h.title = q.value(4).toString();
    h.table = q.value(5).toString();
    h.session = q.value(6).toString();
    h.playedAt = q.value(7).toString();
    h.referee = q.value(8).toString();
    h.rulesName = q.value(9).toString();
    h.playerCount = q.value(10).toInt();
    for (int i = 0; i < 4; ++i) {
        h.players[idx(i)] = idOrZero(q.value(11 + i));
        h.playerNames[idx(i)] = q.value(15 + i).toString();
    }
    h.handCount = q.value(19).toInt();
    h.finished = q.value(20).toInt() != 0;
    h.endReason = q.value(21).toString();
    h.createdAt = q.value(22).toString();
    h.updatedAt = q.value(23).toString();
    h.startScores = startScoresFromText(q.value(24).toString());
    h.rowVersion = q.value(26).toInt();
    return h;
}

} // namespace

Result<ClubGame> clubstore::loadGame(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT %1 FROM %2 WHERE g.id = ?"_s.arg(kGameColumns, kGameFrom), { gameId }))
        return sqlError(Tr::tr("Cannot read club game %1").arg(gameId), q);
    if (!q.next())
        return makeError(Tr::tr("Unknown club game %1").arg(gameId));
    ClubGame cg;
    cg.header = headerFromRow(q);
    const QString rulesText = q.value(25).toString();
    QJsonParseError parseError;
    const QJsonDocument rulesDoc = QJsonDocument::fromJson(rulesText.toUtf8(), &parseError);
    auto rules = formats::rulesetFromJson(rulesDoc.object());
    if (!rulesDoc.isObject() || !rules) {
        return makeError(
                Tr::tr("Club game %1: the stored ruleset cannot be read: %2")
                        .arg(gameId)
                        .arg(rules ? parseError.errorString() : haifu::errorText(rules.error())));
    }
    cg.game.rules = std::move(*rules);
    for (int i = 0; i < 4; ++i)
        cg.game.players[idx(i)] = cg.header.playerNames[idx(i)].toStdString();
    cg.game.startScores = cg.header.startScores;

    if (!detail::prepareAndExec(q,
                u"SELECT idx, entry, row_version FROM club_hands WHERE game_id = ? ORDER BY idx"_s,
                { gameId }))
        return sqlError(Tr::tr("Cannot read the hands of club game %1").arg(gameId), q);
    while (q.next()) {
        const int index = q.value(0).toInt();
        const QString where = Tr::tr("club game %1, hand %2").arg(gameId).arg(index + 1);
        if (index != int(cg.game.entries.size()))
            return makeError(Tr::tr("%1: the hands are not numbered in sequence").arg(where));
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(1).toString().toUtf8());
        auto entry = formats::handEntryFromJson(doc.object(), where, cg.header.playerCount);
        if (!doc.isObject() || !entry) {
            return makeError(entry ? Tr::tr("%1: the stored entry is not a JSON object").arg(where)
                                   : haifu::errorText(entry.error()));
        }
        cg.game.entries.push_back(std::move(*entry));
        cg.handVersions.push_back(q.value(2).toInt());
    }
    if (!detail::prepareAndExec(q,
                u"SELECT seat, points, after_hand, reason FROM club_penalties WHERE game_id = ? "
                u"ORDER BY idx"_s,
                { gameId }))
        return sqlError(Tr::tr("Cannot read the penalties of club game %1").arg(gameId), q);
    while (q.next()) {
        club::Penalty p;
        p.seat = q.value(0).toInt();
        p.points = q.value(1).toInt();
        p.afterHand = q.value(2).toInt();
        p.reason = q.value(3).toString().toStdString();
        cg.game.penalties.push_back(std::move(p));
    }
    return cg;
}

namespace {

QJsonObject headerJson(const ClubGameHeader &h)
{
    QJsonObject o;
    o[u"title"_s] = h.title;
    o[u"table"_s] = h.table;
    o[u"session"_s] = h.session;
    o[u"played_at"_s] = h.playedAt;
    o[u"referee"_s] = h.referee;
    o[u"season"_s] = h.seasonId;
    o[u"event"_s] = h.eventId;
    o[u"rules_name"_s] = h.rulesName;
    QJsonArray players;
    for (int i = 0; i < h.playerCount; ++i)
        players.append(h.playerNames[idx(i)]);
    o[u"players"_s] = players;
    return o;
}

struct AuditRow
{
    QString action;
    int hand = -1;
    QString before;
    QString after;
    QString reason;
};

std::optional<Error> writeAudit(
        const Database &db, qint64 gameId, const AuditRow &row, const QString &now)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO club_audit (game_id, changed_at, action, hand, before_json, "
                u"after_json, reason, changed_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                { gameId, now, row.action, row.hand, detail::text(row.before),
                        detail::text(row.after), detail::text(row.reason.trimmed()),
                        detail::text(db.actor()) }))
        return sqlError(Tr::tr("Cannot write the audit trail of club game %1").arg(gameId), q);
    return std::nullopt;
}

// Rewrites what follows from the replayed ledger: the game's hand count, end and update time,
// and its rows of club_results.
std::optional<Error> writeOutcome(
        const Database &db, const ClubGame &cg, const club::GameState &state, const QString &now)
{
    const qint64 gameId = cg.header.id;
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"UPDATE club_games SET hand_count = ?, finished = ?, end_reason = ?, "
                u"updated_at = ?, row_version = row_version + 1 WHERE id = ?"_s,
                { int(cg.game.entries.size()), state.ended ? 1 : 0,
                        detail::text(QString::fromStdString(state.endReason)), now, gameId }))
        return sqlError(Tr::tr("Cannot update club game %1").arg(gameId), q);

    const club::FinalScore final = club::finalScore(state, cg.game.rules);
    std::array<std::int64_t, 4> players{};
    for (int i = 0; i < 4; ++i)
        players[idx(i)] = cg.header.players[idx(i)];
    const club::GameResult result = club::gameResult(cg.game, state, final, players);
    if (!detail::prepareAndExec(q, u"DELETE FROM club_results WHERE game_id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot update the results of club game %1").arg(gameId), q);
    if (!q.prepare(u"INSERT INTO club_results (game_id, seat, player_id, raw, place, shared, "
                   u"score, penalty, hands, wins, tsumo_wins, deal_ins, riichi, chombos, "
                   u"biggest_win) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s))
        return sqlError(Tr::tr("Cannot update the results of club game %1").arg(gameId), q);
    for (std::size_t i = 0; i < result.seats.size() && i < std::size_t(cg.header.playerCount);
            ++i) {
        const club::SeatResult &s = result.seats[i];
        for (const QVariant &v : QVariantList{ gameId, int(i), cg.header.players[i], s.raw, s.place,
                     s.sharedPlace ? 1 : 0, s.score, s.penalty, s.hands, s.wins, s.tsumoWins,
                     s.dealIns, s.riichi, s.chombos, s.biggestWin })
            q.addBindValue(v);
        if (!q.exec())
            return sqlError(Tr::tr("Cannot update the results of club game %1").arg(gameId), q);
    }
    return std::nullopt;
}

// The last steps of every change to a game: its audit row, the rows that follow from the replayed
// ledger, the commit.
std::optional<Error> recordChange(const Database &db, Transaction &transaction, const ClubGame &cg,
        const club::GameState &state, const AuditRow &audit, const QString &now)
{
    if (auto error = writeAudit(db, cg.header.id, audit, now))
        return error;
    if (auto error = writeOutcome(db, cg, state, now))
        return error;
    return transaction.commit();
}

// Moves the rows of `table` (club_hands or club_penalties) of a game with idx >= `from` by
// `delta`, through a temporary offset so that (game_id, idx) stays unique row by row.
std::optional<Error> shiftRows(
        const Database &db, const QString &table, qint64 gameId, int from, int delta)
{
    constexpr int kOffset = 1000000000;
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"UPDATE %1 SET idx = idx + ? WHERE game_id = ? AND idx >= ?"_s.arg(table),
                { kOffset, gameId, from })
            || !detail::prepareAndExec(q,
                    u"UPDATE %1 SET idx = idx - ? WHERE game_id = ? AND idx >= ?"_s.arg(table),
                    { kOffset - delta, gameId, kOffset }))
        return sqlError(Tr::tr("Cannot renumber the ledger of club game %1").arg(gameId), q);
    return std::nullopt;
}

// Penalties given after hand `from` or later move with the hands (insert: +1, remove: -1).
std::optional<Error> shiftPenaltyHands(const Database &db, qint64 gameId, int from, int delta)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"UPDATE club_penalties SET after_hand = after_hand + ? WHERE game_id = ? AND "
                u"after_hand >= ?"_s,
                { delta, gameId, from }))
        return sqlError(Tr::tr("Cannot renumber the penalties of club game %1").arg(gameId), q);
    return std::nullopt;
}

void shiftPenaltiesInMemory(club::Game &game, int from, int delta)
{
    for (club::Penalty &p : game.penalties) {
        if (p.afterHand >= from)
            p.afterHand += delta;
    }
}

std::optional<Error> checkIndex(const ClubGame &cg, int index, int size)
{
    if (index < 0 || index >= size) {
        return makeError(Tr::tr("Club game %1 has no hand %2 (it has %3)")
                                 .arg(cg.header.id)
                                 .arg(index + 1)
                                 .arg(cg.game.entries.size()));
    }
    return std::nullopt;
}

// The marker of a conflict (isClubConflict): the only argument of an error of code Text.
constexpr char kConflict[] = "haifu.storage.conflict";

Error conflictError(const QString &message)
{
    Error error = makeError(message);
    error.args = { kConflict };
    return error;
}

std::optional<Error> checkHandVersion(const ClubGame &cg, int index, const ClubExpectation &expect)
{
    const int version = cg.handVersions[idx(index)];
    if (expect.handVersion < 0 || expect.handVersion == version)
        return std::nullopt;
    return conflictError(Tr::tr("Hand %1 of club game %2 was changed by someone else since you "
                                "looked. Your change was not saved; look at the hand as it is "
                                "now, and change it again if it still needs it.")
                                 .arg(index + 1)
                                 .arg(cg.header.id));
}

Error engineError(const Error &error)
{
    return error; // the engine's message names the hand and the field
}

// Writes a hand entry row.
std::optional<Error> insertHandRow(
        const Database &db, qint64 gameId, int index, const club::HandEntry &entry)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO club_hands (game_id, idx, entry) VALUES (?, ?, ?)"_s,
                { gameId, index, entryText(entry) }))
        return sqlError(
                Tr::tr("Cannot save hand %1 of club game %2").arg(index + 1).arg(gameId), q);
    return std::nullopt;
}

std::optional<Error> checkPenalty(const ClubGame &cg, const club::Penalty &p)
{
    if (p.seat < 0 || p.seat >= cg.header.playerCount)
        return makeError(Tr::tr("Club game %1: penalty seat %2 is out of range for %3 players")
                                 .arg(cg.header.id)
                                 .arg(p.seat)
                                 .arg(cg.header.playerCount));
    if (p.points == 0)
        return makeError(Tr::tr("Club game %1: a penalty of 0 points").arg(cg.header.id));
    if (p.afterHand < -1 || p.afterHand >= int(cg.game.entries.size()))
        return makeError(Tr::tr("Club game %1: a penalty after hand %2, but the game has %3 hands")
                                 .arg(cg.header.id)
                                 .arg(p.afterHand + 1)
                                 .arg(cg.game.entries.size()));
    return std::nullopt;
}

} // namespace

// --- Games ---------------------------------------------------------------------------------------

Result<qint64> createClubGame(
        const Database &db, const ClubGameHeader &header, const rules::Ruleset &rules)
{
    const int n = rules.players;
    if (n != 3 && n != 4)
        return makeError(Tr::tr("The ruleset is for %1 players; a club game needs 3 or 4").arg(n));
    if (header.playerCount != n) {
        return makeError(Tr::tr("The game has %1 players but the ruleset '%2' is for %3")
                                 .arg(header.playerCount)
                                 .arg(QString::fromStdString(rules.name))
                                 .arg(n));
    }
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    if (auto error = checkClub(db, header.clubId))
        return *error;
    qint64 seasonId = header.seasonId;
    if (auto error = resolveSeasonAndEvent(db, header.clubId, seasonId, header.eventId))
        return *error;

    ClubGame cg;
    cg.header = header;
    cg.header.seasonId = seasonId;
    if (cg.header.rulesName.trimmed().isEmpty())
        cg.header.rulesName = QString::fromStdString(rules.name);
    if (cg.header.playedAt.trimmed().isEmpty())
        cg.header.playedAt = QDate::currentDate().toString(Qt::ISODate);
    QSqlQuery q = db.query();
    for (int seat = 0; seat < 4; ++seat) {
        const qint64 player = header.players[idx(seat)];
        if (seat >= n) {
            if (player != 0)
                return makeError(
                        Tr::tr("Seat %1 must stay empty in a %2-player game").arg(seat + 1).arg(n));
            cg.header.playerNames[idx(seat)].clear();
            continue;
        }
        if (player <= 0)
            return makeError(Tr::tr("Seat %1 has no player").arg(seat + 1));
        for (int other = 0; other < seat; ++other) {
            if (header.players[idx(other)] == player)
                return makeError(Tr::tr("Seats %1 and %2 have the same player")
                                         .arg(other + 1)
                                         .arg(seat + 1));
        }
        if (!detail::prepareAndExec(
                    q, u"SELECT club_id, name FROM club_players WHERE id = ?"_s, { player }))
            return sqlError(Tr::tr("Cannot read the club players"), q);
        if (!q.next())
            return makeError(Tr::tr("Seat %1: unknown club player %2").arg(seat + 1).arg(player));
        if (q.value(0).toLongLong() != header.clubId) {
            return makeError(Tr::tr("Seat %1: '%2' is not a player of this club")
                                     .arg(seat + 1)
                                     .arg(q.value(1).toString()));
        }
        cg.header.playerNames[idx(seat)] = q.value(1).toString();
        cg.game.players[idx(seat)] = cg.header.playerNames[idx(seat)].toStdString();
    }
    if (header.startScores) {
        for (int seat = n; seat < 4; ++seat)
            cg.header.startScores->at(idx(seat)) = 0;
    }
    cg.game.rules = rules;
    cg.game.startScores = cg.header.startScores;
    const auto state = club::scoreGame(cg.game);
    if (!state)
        return engineError(state.error());

    const QString now = detail::nowUtc();
    const QJsonObject rulesJson = formats::rulesetToJson(rules);
    QVariantList values{ header.clubId, idOrNull(seasonId), idOrNull(header.eventId),
        detail::text(header.title.trimmed()), detail::text(header.table.trimmed()),
        detail::text(header.session.trimmed()), detail::text(cg.header.playedAt.trimmed()),
        detail::text(header.referee.trimmed()), cg.header.rulesName.trimmed(), compact(rulesJson),
        n };
    for (int seat = 0; seat < 4; ++seat)
        values << idOrNull(seat < n ? header.players[idx(seat)] : 0);
    values << startScoresText(cg.header.startScores, n) << now << now;
    if (!detail::prepareAndExec(q,
                u"INSERT INTO club_games (club_id, season_id, event_id, title, table_label, "
                u"session_label, played_at, referee, rules_name, rules, player_count, "
                u"seat0_player, seat1_player, seat2_player, seat3_player, start_scores, "
                u"created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                u"?, ?) RETURNING id"_s,
                values))
        return sqlError(Tr::tr("Cannot save the club game"), q);
    cg.header.id = detail::returnedId(q);

    QJsonObject created = headerJson(cg.header);
    created[u"rules"_s] = rulesJson;
    if (auto error = recordChange(db, transaction, cg, *state,
                AuditRow{ u"create"_s, -1, {}, compact(created), {} }, now))
        return *error;
    return cg.header.id;
}

bool isClubConflict(const Error &error)
{
    return error.code == ErrorCode::Text && error.args.size() == 1 && error.args[0] == kConflict;
}

Result<ClubGame> clubGame(const Database &db, qint64 gameId)
{
    ReadSnapshot snapshot(db);
    return loadGame(db, gameId);
}

Result<QList<ClubGameHeader>> clubGames(const Database &db, const ClubGameFilter &filter)
{
    const detail::Conditions where = gameConditions(filter,
            u"(g.seat0_player = ? OR g.seat1_player = ? OR g.seat2_player = ? OR "
            u"g.seat3_player = ?)"_s,
            4);
    return readRows<ClubGameHeader>(db,
            u"SELECT %1 FROM %2%3 ORDER BY g.played_at, g.created_at, g.id"_s.arg(
                    kGameColumns, kGameFrom, where.where()),
            where.values, Tr::tr("Cannot read the club games"), headerFromRow);
}

std::optional<Error> updateClubGameHeader(const Database &db, const ClubGameHeader &header)
{
    Transaction transaction(db);
    const auto loaded = gameToChange(db, transaction, header.id);
    if (!loaded)
        return loaded.error();
    const ClubGameHeader &old = loaded->header;
    qint64 seasonId = header.seasonId;
    if (auto error = resolveSeasonAndEvent(db, old.clubId, seasonId, header.eventId))
        return error;
    ClubGameHeader changed = old;
    changed.title = header.title.trimmed();
    changed.table = header.table.trimmed();
    changed.session = header.session.trimmed();
    if (!header.playedAt.trimmed().isEmpty())
        changed.playedAt = header.playedAt.trimmed();
    changed.referee = header.referee.trimmed();
    changed.seasonId = seasonId;
    changed.eventId = header.eventId;
    const QString before = compact(headerJson(old));
    const QString after = compact(headerJson(changed));
    if (before == after)
        return std::nullopt; // nothing changed, nothing to record
    const QString now = detail::nowUtc();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"UPDATE club_games SET title = ?, table_label = ?, session_label = ?, "
                u"played_at = ?, referee = ?, season_id = ?, event_id = ?, updated_at = ?, "
                u"row_version = row_version + 1 WHERE id = ?"_s,
                { detail::text(changed.title), detail::text(changed.table),
                        detail::text(changed.session), detail::text(changed.playedAt),
                        detail::text(changed.referee), idOrNull(seasonId),
                        idOrNull(changed.eventId), now, header.id }))
        return sqlError(Tr::tr("Cannot update club game %1").arg(header.id), q);
    if (auto error = writeAudit(db, header.id, AuditRow{ u"header"_s, -1, before, after, {} }, now))
        return error;
    return transaction.commit();
}

std::optional<Error> deleteClubGame(const Database &db, qint64 gameId)
{
    return deleteRow(
            db, u"club_games"_s, gameId, [&db, gameId] { return checkGame(db, gameId); },
            Tr::tr("Cannot delete club game %1").arg(gameId));
}

// --- The ledger ----------------------------------------------------------------------------------

namespace {

// Changes the ledger of club game `gameId` in one transaction: `edit` changes the game in memory
// (its error refuses the change), the changed ledger is replayed (the engine's reason refuses
// it), `store` writes the changed rows at `now` and gives the audit row; the game's outcome, the
// audit row and the commit follow.
std::optional<Error> changeLedger(const Database &db, qint64 gameId,
        const std::function<std::optional<Error>(ClubGame &)> &edit,
        const std::function<Result<AuditRow>(const QString &now)> &store)
{
    Transaction transaction(db);
    auto loaded = gameToChange(db, transaction, gameId);
    if (!loaded)
        return loaded.error();
    ClubGame &cg = *loaded;
    if (auto error = edit(cg))
        return error;
    const auto state = club::scoreGame(cg.game);
    if (!state)
        return engineError(state.error());
    const QString now = detail::nowUtc();
    const auto audit = store(now);
    if (!audit)
        return audit.error();
    return recordChange(db, transaction, cg, *state, *audit, now);
}

} // namespace

Result<int> appendClubHand(const Database &db, qint64 gameId, const club::HandEntry &entry,
        const ClubExpectation &expect)
{
    int index = 0;
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        index = int(cg.game.entries.size());
        if (expect.handCount >= 0 && expect.handCount != index) {
            return conflictError(Tr::tr("Club game %1 has %2 hands now: someone else entered a "
                                        "hand since you looked (you saw %3). Your hand was not "
                                        "saved; look at the game as it is now, and enter it "
                                        "again if it is still missing.")
                                         .arg(gameId)
                                         .arg(index)
                                         .arg(expect.handCount));
        }
        cg.game.entries.push_back(entry);
        return std::nullopt;
    };
    const auto store = [&](const QString &) -> Result<AuditRow> {
        if (auto error = insertHandRow(db, gameId, index, entry))
            return *error;
        return AuditRow{ u"add"_s, index, {}, entryText(entry), {} };
    };
    if (auto error = changeLedger(db, gameId, edit, store))
        return *error;
    return index;
}

std::optional<Error> replaceClubHand(const Database &db, qint64 gameId, int index,
        const club::HandEntry &entry, const QString &reason, const ClubExpectation &expect)
{
    QString before;
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        if (auto error = checkIndex(cg, index, int(cg.game.entries.size())))
            return error;
        if (auto error = checkHandVersion(cg, index, expect))
            return error;
        before = entryText(cg.game.entries[idx(index)]);
        cg.game.entries[idx(index)] = entry;
        return std::nullopt;
    };
    const auto store = [&](const QString &) -> Result<AuditRow> {
        const QString after = entryText(entry);
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(q,
                    u"UPDATE club_hands SET entry = ?, row_version = row_version + 1 WHERE "
                    u"game_id = ? AND idx = ?"_s,
                    { after, gameId, index }))
            return sqlError(
                    Tr::tr("Cannot save hand %1 of club game %2").arg(index + 1).arg(gameId), q);
        return AuditRow{ u"edit"_s, index, before, after, reason };
    };
    return changeLedger(db, gameId, edit, store);
}

std::optional<Error> insertClubHand(const Database &db, qint64 gameId, int index,
        const club::HandEntry &entry, const QString &reason)
{
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        // Inserting at the end is an append.
        if (auto error = checkIndex(cg, index, int(cg.game.entries.size()) + 1))
            return error;
        cg.game.entries.insert(cg.game.entries.begin() + index, entry);
        shiftPenaltiesInMemory(cg.game, index, +1);
        return std::nullopt;
    };
    const auto store = [&](const QString &) -> Result<AuditRow> {
        if (auto error = shiftRows(db, u"club_hands"_s, gameId, index, +1))
            return *error;
        if (auto error = shiftPenaltyHands(db, gameId, index, +1))
            return *error;
        if (auto error = insertHandRow(db, gameId, index, entry))
            return *error;
        return AuditRow{ u"insert"_s, index, {}, entryText(entry), reason };
    };
    return changeLedger(db, gameId, edit, store);
}

std::optional<Error> removeClubHand(const Database &db, qint64 gameId, int index,
        const QString &reason, const ClubExpectation &expect)
{
    QString before;
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        if (auto error = checkIndex(cg, index, int(cg.game.entries.size())))
            return error;
        if (auto error = checkHandVersion(cg, index, expect))
            return error;
        before = entryText(cg.game.entries[idx(index)]);
        cg.game.entries.erase(cg.game.entries.begin() + index);
        // A penalty given after the removed hand now follows the hand before it.
        shiftPenaltiesInMemory(cg.game, index, -1);
        return std::nullopt;
    };
    const auto store = [&](const QString &) -> Result<AuditRow> {
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(q, u"DELETE FROM club_hands WHERE game_id = ? AND idx = ?"_s,
                    { gameId, index }))
            return sqlError(
                    Tr::tr("Cannot remove hand %1 of club game %2").arg(index + 1).arg(gameId), q);
        if (auto error = shiftRows(db, u"club_hands"_s, gameId, index + 1, -1))
            return *error;
        if (auto error = shiftPenaltyHands(db, gameId, index, -1))
            return *error;
        return AuditRow{ u"remove"_s, index, before, {}, reason };
    };
    return changeLedger(db, gameId, edit, store);
}

Result<int> addClubPenalty(const Database &db, qint64 gameId, const club::Penalty &penalty)
{
    int index = 0;
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        if (auto error = checkPenalty(cg, penalty))
            return error;
        index = int(cg.game.penalties.size());
        cg.game.penalties.push_back(penalty);
        return std::nullopt;
    };
    const auto store = [&](const QString &now) -> Result<AuditRow> {
        const QString reason = QString::fromStdString(penalty.reason).trimmed();
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(q,
                    u"INSERT INTO club_penalties (game_id, idx, seat, points, after_hand, reason, "
                    u"created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                    { gameId, index, penalty.seat, penalty.points, penalty.afterHand,
                            detail::text(reason), now }))
            return sqlError(Tr::tr("Cannot save the penalty of club game %1").arg(gameId), q);
        return AuditRow{ u"penalty"_s, penalty.afterHand, {}, penaltyText(penalty), reason };
    };
    if (auto error = changeLedger(db, gameId, edit, store))
        return *error;
    return index;
}

std::optional<Error> removeClubPenalty(
        const Database &db, qint64 gameId, int index, const QString &reason)
{
    club::Penalty removed;
    const auto edit = [&](ClubGame &cg) -> std::optional<Error> {
        if (index < 0 || index >= int(cg.game.penalties.size())) {
            return makeError(Tr::tr("Club game %1 has no penalty %2 (it has %3)")
                                     .arg(gameId)
                                     .arg(index + 1)
                                     .arg(cg.game.penalties.size()));
        }
        removed = cg.game.penalties[idx(index)];
        cg.game.penalties.erase(cg.game.penalties.begin() + index);
        return std::nullopt;
    };
    const auto store = [&](const QString &) -> Result<AuditRow> {
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(q,
                    u"DELETE FROM club_penalties WHERE game_id = ? AND idx = ?"_s,
                    { gameId, index }))
            return sqlError(Tr::tr("Cannot remove the penalty of club game %1").arg(gameId), q);
        if (auto error = shiftRows(db, u"club_penalties"_s, gameId, index + 1, -1))
            return *error;
        return AuditRow{ u"remove penalty"_s, removed.afterHand, penaltyText(removed), {}, reason };
    };
    return changeLedger(db, gameId, edit, store);
}

Result<QList<ClubAuditEntry>> clubAudit(const Database &db, qint64 gameId)
{
    ReadSnapshot snapshot(db);
    if (auto error = checkGame(db, gameId))
        return *error;
    return readRows<ClubAuditEntry>(db,
            u"SELECT id, changed_at, action, hand, before_json, after_json, reason "
            u"FROM club_audit WHERE game_id = ? ORDER BY id"_s,
            { gameId }, Tr::tr("Cannot read the audit trail of club game %1").arg(gameId),
            [](const QSqlQuery &q) {
                return ClubAuditEntry{ q.value(0).toLongLong(), q.value(1).toString(),
                    q.value(2).toString(), q.value(3).toInt(), q.value(4).toString(),
                    q.value(5).toString(), q.value(6).toString() };
            });
}

} // namespace haifu::storage
