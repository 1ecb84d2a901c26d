#include "common/qtstrings.h"
#include "storage/club.h"

#include "storage/clubstore.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <functional>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using namespace clubstore;

namespace {

// An error when a club other than `exceptId` (0: none) is named `name`.
std::optional<Error> checkClubNameFree(const Database &db, const QString &name, qint64 exceptId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT 1 FROM clubs WHERE name = ? AND id <> ?"_s, { name, exceptId }))
        return sqlError(Tr::tr("Cannot read the clubs"), q);
    if (q.next())
        return makeError(Tr::tr("There is already a club named '%1'").arg(name));
    return std::nullopt;
}

// How a named row of a club (a player, a season) is written: its table and its messages.
struct NamedRow
{
    QString table; // a fixed name
    QString needsName;
    QString taken; // %1: the name
    QString cannotSave; // %1: the name
};

NamedRow playerRow()
{
    return { u"club_players"_s, Tr::tr("A player needs a name"),
        Tr::tr("The club already has a player named '%1'"), Tr::tr("Cannot save the player '%1'") };
}

NamedRow seasonRowKind()
{
    return { u"seasons"_s, Tr::tr("A season needs a name"),
        Tr::tr("The club already has a season named '%1'"), Tr::tr("Cannot save the season '%1'") };
}

// Inserts a row of club `clubId` named `name` (trimmed, required, free in the club): `sql` bound
// to the club, the name and `values`.
Result<qint64> insertNamed(const Database &db, const NamedRow &row, qint64 clubId,
        const QString &name, const QString &sql, const QVariantList &values)
{
    Transaction transaction(db);
    const auto required = requiredName(name, row.needsName, transaction);
    if (!required)
        return required.error();
    if (auto error = checkClub(db, clubId))
        return *error;
    if (auto error = checkNameFree(db, row.table, clubId, *required, 0, row.taken))
        return *error;
    return insertAndCommit(db, transaction, sql, QVariantList{ clubId, *required } + values,
            row.cannotSave.arg(*required));
}

// Renames row `id` to `name` (trimmed, required, free in its club, which `clubOf` finds): `sql`
// bound to the name, `values` and the id.
std::optional<Error> updateNamed(const Database &db, const NamedRow &row, qint64 id,
        const QString &name, const std::function<Result<qint64>()> &clubOf, const QString &sql,
        const QVariantList &values)
{
    Transaction transaction(db);
    const auto required = requiredName(name, row.needsName, transaction);
    if (!required)
        return required.error();
    const auto clubId = clubOf();
    if (!clubId)
        return clubId.error();
    if (auto error = checkNameFree(db, row.table, *clubId, *required, id, row.taken))
        return error;
    return execAndCommit(db, transaction, sql,
            QVariantList{ *required } + values + QVariantList{ id }, row.cannotSave.arg(*required));
}

// A check that row `id` is there, read through `read` (seasonRow, eventRow).
template <typename Row>
std::function<std::optional<Error>()> found(
        Result<Row> (*read)(const Database &, qint64), const Database &db, qint64 id)
{
    return [read, &db, id]() -> std::optional<Error> {
        if (const auto row = read(db, id); !row)
            return row.error();
        return std::nullopt;
    };
}

} // namespace

// --- Clubs ---------------------------------------------------------------------------------------

Result<qint64> createClub(const Database &db, const Club &club)
{
    Transaction transaction(db);
    const auto required = requiredName(club.name, Tr::tr("A club needs a name"), transaction);
    if (!required)
        return required.error();
    const QString &name = *required;
    if (auto error = checkClubNameFree(db, name, 0))
        return *error;
    return insertAndCommit(db, transaction,
            u"INSERT INTO clubs (name, notes, created_at) VALUES (?, ?, ?)"_s,
            { name, detail::text(club.notes), detail::nowUtc() },
            Tr::tr("Cannot save the club '%1'").arg(name));
}

Result<QList<Club>> clubs(const Database &db)
{
    return readRows<Club>(db, u"SELECT id, name, notes FROM clubs ORDER BY name, id"_s, {},
            Tr::tr("Cannot read the clubs"), [](const QSqlQuery &q) {
                return Club{ q.value(0).toLongLong(), q.value(1).toString(),
                    q.value(2).toString() };
            });
}

std::optional<Error> updateClub(const Database &db, const Club &club)
{
    Transaction transaction(db);
    const auto required = requiredName(club.name, Tr::tr("A club needs a name"), transaction);
    if (!required)
        return required.error();
    const QString &name = *required;
    if (auto error = checkClub(db, club.id))
        return error;
    if (auto error = checkClubNameFree(db, name, club.id))
        return error;
    return execAndCommit(db, transaction, u"UPDATE clubs SET name = ?, notes = ? WHERE id = ?"_s,
            { name, detail::text(club.notes), club.id },
            Tr::tr("Cannot save the club '%1'").arg(name));
}

std::optional<Error> deleteClub(const Database &db, qint64 clubId)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = checkClub(db, clubId))
        return error;
    QSqlQuery q = db.query();
    // The games first: their results and seats refer to the players.
    if (!detail::prepareAndExec(q, u"DELETE FROM club_games WHERE club_id = ?"_s, { clubId })
            || !detail::prepareAndExec(q, u"DELETE FROM clubs WHERE id = ?"_s, { clubId }))
        return sqlError(Tr::tr("Cannot delete club %1").arg(clubId), q);
    return transaction.commit();
}

// --- Players -------------------------------------------------------------------------------------

Result<qint64> addClubPlayer(const Database &db, const ClubPlayer &player)
{
    return insertNamed(db, playerRow(), player.clubId, player.name,
            u"INSERT INTO club_players (club_id, name, ema_number, notes) VALUES (?, ?, ?, ?)"_s,
            { detail::text(player.emaNumber.trimmed()), detail::text(player.notes) });
}

std::optional<Error> updateClubPlayer(const Database &db, const ClubPlayer &player)
{
    const auto clubOf = [&db, &player]() -> Result<qint64> {
        QSqlQuery q = db.query();
        if (!detail::prepareAndExec(
                    q, u"SELECT club_id FROM club_players WHERE id = ?"_s, { player.id }))
            return sqlError(Tr::tr("Cannot read the club players"), q);
        if (!q.next())
            return makeError(Tr::tr("Unknown club player %1").arg(player.id));
        return q.value(0).toLongLong();
    };
    return updateNamed(db, playerRow(), player.id, player.name, clubOf,
            u"UPDATE club_players SET name = ?, ema_number = ?, notes = ? WHERE id = ?"_s,
            { detail::text(player.emaNumber.trimmed()), detail::text(player.notes) });
}

std::optional<Error> deleteClubPlayer(const Database &db, qint64 playerId)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT name FROM club_players WHERE id = ?"_s, { playerId }))
        return sqlError(Tr::tr("Cannot read the club players"), q);
    if (!q.next())
        return makeError(Tr::tr("Unknown club player %1").arg(playerId));
    const QString name = q.value(0).toString();
    if (!detail::prepareAndExec(q,
                u"SELECT count(*) FROM club_games WHERE seat0_player = ? OR seat1_player = ? OR "
                u"seat2_player = ? OR seat3_player = ?"_s,
                { playerId, playerId, playerId, playerId })
            || !q.next())
        return sqlError(Tr::tr("Cannot read the club games"), q);
    if (const int games = q.value(0).toInt(); games > 0)
        return makeError(QCoreApplication::translate("haifu::storage",
                "'%1' has played %n game(s) and cannot be deleted", nullptr, games)
                                 .arg(name));
    return execAndCommit(db, transaction, u"DELETE FROM club_players WHERE id = ?"_s, { playerId },
            Tr::tr("Cannot delete the player '%1'").arg(name));
}

Result<QList<ClubPlayer>> clubPlayers(const Database &db, qint64 clubId)
{
    return readRows<ClubPlayer>(db,
            u"SELECT id, club_id, name, ema_number, notes FROM club_players WHERE club_id = ? "
            u"ORDER BY name, id"_s,
            { clubId }, Tr::tr("Cannot read the club players"), [](const QSqlQuery &q) {
                return ClubPlayer{ q.value(0).toLongLong(), q.value(1).toLongLong(),
                    q.value(2).toString(), q.value(3).toString(), q.value(4).toString() };
            });
}

// --- Seasons -------------------------------------------------------------------------------------

Result<qint64> createSeason(const Database &db, const Season &season)
{
    return insertNamed(db, seasonRowKind(), season.clubId, season.name,
            u"INSERT INTO seasons (club_id, name, start_date, end_date, rules_preset) "
            u"VALUES (?, ?, ?, ?, ?)"_s,
            { detail::text(season.startDate), detail::text(season.endDate),
                    detail::text(season.rulesPreset) });
}

Result<QList<Season>> seasons(const Database &db, qint64 clubId)
{
    return readRows<Season>(db,
            u"SELECT id, club_id, name, start_date, end_date, rules_preset FROM seasons "
            u"WHERE club_id = ? ORDER BY name, id"_s,
            { clubId }, Tr::tr("Cannot read the seasons"), [](const QSqlQuery &q) {
                return Season{ q.value(0).toLongLong(), q.value(1).toLongLong(),
                    q.value(2).toString(), q.value(3).toString(), q.value(4).toString(),
                    q.value(5).toString() };
            });
}

std::optional<Error> updateSeason(const Database &db, const Season &season)
{
    const auto clubOf = [&db, &season]() -> Result<qint64> {
        const auto row = seasonRow(db, season.id);
        if (!row)
            return row.error();
        return row->clubId;
    };
    return updateNamed(db, seasonRowKind(), season.id, season.name, clubOf,
            u"UPDATE seasons SET name = ?, start_date = ?, end_date = ?, rules_preset = ? "
            u"WHERE id = ?"_s,
            { detail::text(season.startDate), detail::text(season.endDate),
                    detail::text(season.rulesPreset) });
}

std::optional<Error> deleteSeason(const Database &db, qint64 seasonId)
{
    return deleteRow(db, u"seasons"_s, seasonId, found(seasonRow, db, seasonId),
            Tr::tr("Cannot delete season %1").arg(seasonId));
}
// --- Events --------------------------------------------------------------------------------------

namespace {

const QString kEventColumns = u"id, season_id, club_id, name, event_date, venue"_s;

ClubEvent eventFromRow(const QSqlQuery &q)
{
    ClubEvent e;
    e.id = q.value(0).toLongLong();
    e.seasonId = idOrZero(q.value(1));
    e.clubId = q.value(2).toLongLong();
    e.name = q.value(3).toString();
    e.date = q.value(4).toString();
    e.venue = q.value(5).toString();
    return e;
}

// The events whose `column` (a fixed name) is `id`, by date.
Result<QList<ClubEvent>> eventsWhere(const Database &db, const QString &column, qint64 id)
{
    return readRows<ClubEvent>(db,
            u"SELECT %1 FROM club_events WHERE %2 = ? ORDER BY event_date, id"_s.arg(
                    kEventColumns, column),
            { id }, Tr::tr("Cannot read the club events"), eventFromRow);
}

// The club of an event: its season's, or the one given when it has no season.
Result<qint64> eventClub(const Database &db, const ClubEvent &event)
{
    if (event.seasonId > 0) {
        const auto season = seasonRow(db, event.seasonId);
        if (!season)
            return season.error();
        if (event.clubId > 0 && event.clubId != season->clubId)
            return makeError(Tr::tr("Season %1 belongs to another club").arg(event.seasonId));
        return season->clubId;
    }
    if (event.clubId <= 0)
        return makeError(Tr::tr("A club event needs a season or a club"));
    if (auto error = checkClub(db, event.clubId))
        return *error;
    return event.clubId;
}

} // namespace

Result<qint64> createClubEvent(const Database &db, const ClubEvent &event)
{
    Transaction transaction(db);
    const auto required =
            requiredName(event.name, Tr::tr("A club event needs a name"), transaction);
    if (!required)
        return required.error();
    const QString &name = *required;
    const auto clubId = eventClub(db, event);
    if (!clubId)
        return clubId.error();
    return insertAndCommit(db, transaction,
            u"INSERT INTO club_events (club_id, season_id, name, event_date, venue) "
            u"VALUES (?, ?, ?, ?, ?)"_s,
            { *clubId, idOrNull(event.seasonId), name, detail::text(event.date),
                    detail::text(event.venue) },
            Tr::tr("Cannot save the club event '%1'").arg(name));
}

Result<QList<ClubEvent>> clubEvents(const Database &db, qint64 seasonId)
{
    return eventsWhere(db, u"season_id"_s, seasonId);
}

Result<QList<ClubEvent>> clubEventsOfClub(const Database &db, qint64 clubId)
{
    return eventsWhere(db, u"club_id"_s, clubId);
}

std::optional<Error> updateClubEvent(const Database &db, const ClubEvent &event)
{
    Transaction transaction(db);
    const auto required =
            requiredName(event.name, Tr::tr("A club event needs a name"), transaction);
    if (!required)
        return required.error();
    const QString &name = *required;
    const auto row = eventRow(db, event.id);
    if (!row)
        return row.error();
    ClubEvent changed = event;
    changed.clubId = row->clubId;
    const auto clubId = eventClub(db, changed);
    if (!clubId)
        return clubId.error();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"UPDATE club_events SET season_id = ?, name = ?, event_date = ?, venue = ? "
                u"WHERE id = ?"_s,
                { idOrNull(event.seasonId), name, detail::text(event.date),
                        detail::text(event.venue), event.id }))
        return sqlError(Tr::tr("Cannot save the club event '%1'").arg(name), q);
    // Games of the event follow it into its season.
    if (!detail::prepareAndExec(q, u"UPDATE club_games SET season_id = ? WHERE event_id = ?"_s,
                { idOrNull(event.seasonId), event.id }))
        return sqlError(Tr::tr("Cannot save the club event '%1'").arg(name), q);
    return transaction.commit();
}

std::optional<Error> deleteClubEvent(const Database &db, qint64 eventId)
{
    return deleteRow(db, u"club_events"_s, eventId, found(eventRow, db, eventId),
            Tr::tr("Cannot delete club event %1").arg(eventId));
}

} // namespace haifu::storage
