#include "storage/tournament.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"

#include "storage/clubstore.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlutil.h"

#include <QDate>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using namespace clubstore;

namespace {

// The event's row, locked for the transaction on a server (two organisers seating the same
// round take turns).
struct EventInfo
{
    qint64 clubId = 0;
    qint64 seasonId = 0;
    QString name;
    QString date;
};

Result<EventInfo> readEvent(const Database &db, qint64 eventId, bool lock)
{
    QSqlQuery q = db.query();
    const QString sql = u"SELECT club_id, season_id, name, event_date FROM club_events "
                        u"WHERE id = ?"_s
            + (lock ? dialect::forUpdate(db) : QString());
    if (!detail::prepareAndExec(q, sql, { eventId }))
        return sqlError(Tr::tr("Cannot read the club events"), q);
    if (!q.next())
        return makeError(Tr::tr("Unknown club event %1").arg(eventId));
    return EventInfo{ q.value(0).toLongLong(), idOrZero(q.value(1)), q.value(2).toString(),
        q.value(3).toString() };
}

// The event of a change made inside `transaction`, locked (or the BEGIN error, if it failed).
Result<EventInfo> eventToChange(const Database &db, const Transaction &transaction, qint64 eventId)
{
    if (transaction.beginError())
        return *transaction.beginError();
    return readEvent(db, eventId, true);
}

Result<QList<TournamentEntry>> readEntries(const Database &db, qint64 eventId)
{
    return readRows<TournamentEntry>(db,
            u"SELECT e.number, e.player_id, p.name, p.ema_number FROM tournament_entries e "
            u"JOIN club_players p ON p.id = e.player_id WHERE e.event_id = ? ORDER BY e.number"_s,
            { eventId }, Tr::tr("Cannot read the tournament's players"), [](const QSqlQuery &q) {
                return TournamentEntry{ q.value(0).toInt(), q.value(1).toLongLong(),
                    q.value(2).toString(), q.value(3).toString() };
            });
}

Result<int> roundCount(const Database &db, qint64 eventId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT coalesce(max(round_no), 0) FROM tournament_rounds WHERE event_id = ?"_s,
                { eventId }))
        return sqlError(Tr::tr("Cannot read the tournament's rounds"), q);
    return q.next() ? q.value(0).toInt() : 0;
}

// An error when the event has seated a round already (the list of players is then fixed).
std::optional<Error> checkNotStarted(const Database &db, qint64 eventId)
{
    const auto rounds = roundCount(db, eventId);
    if (!rounds)
        return rounds.error();
    if (*rounds > 0)
        return makeError(Tr::tr("The tournament has started: its players can no longer change"));
    return std::nullopt;
}

// The tables of every round with who sits there and how far their games are.
Result<QList<TournamentTable>> readTables(const Database &db, qint64 eventId)
{
    auto tables = readRows<TournamentTable>(db,
            u"SELECT t.round_no, t.table_no, t.game_id, t.seat0, t.seat1, t.seat2, t.seat3, "
            u"g.seat0_player, g.seat1_player, g.seat2_player, g.seat3_player, "
            u"coalesce(g.hand_count, 0), coalesce(g.finished, 0) FROM tournament_tables t "
            u"LEFT JOIN club_games g ON g.id = t.game_id WHERE t.event_id = ? "
            u"ORDER BY t.round_no, t.table_no"_s,
            { eventId }, Tr::tr("Cannot read the tournament's tables"), [](const QSqlQuery &q) {
                TournamentTable t;
                t.round = q.value(0).toInt();
                t.table = q.value(1).toInt();
                t.gameId = idOrZero(q.value(2));
                for (int seat = 0; seat < 4; ++seat) {
                    t.entries[idx(seat)] = q.value(3 + seat).toInt();
                    t.players[idx(seat)] = idOrZero(q.value(7 + seat));
                }
                t.handCount = q.value(11).toInt();
                t.finished = q.value(12).toInt() != 0;
                return t;
            });
    return tables;
}

// Names the players of `tables` and marks the substitutes (a seat whose player is not the
// entry's).
std::optional<Error> nameSeats(
        const Database &db, const QList<TournamentEntry> &entries, QList<TournamentTable> &tables)
{
    QSqlQuery q = db.query();
    std::map<qint64, QString> names;
    for (TournamentTable &t : tables) {
        for (int seat = 0; seat < 4; ++seat) {
            const int number = t.entries[idx(seat)];
            const qint64 entryPlayer =
                    number >= 0 && number < entries.size() ? entries[number].playerId : 0;
            qint64 &player = t.players[idx(seat)];
            if (player == 0)
                player = entryPlayer;
            t.substituted[idx(seat)] = player != entryPlayer;
            auto found = names.find(player);
            if (found == names.end()) {
                if (!detail::prepareAndExec(
                            q, u"SELECT name FROM club_players WHERE id = ?"_s, { player }))
                    return sqlError(Tr::tr("Cannot read the club players"), q);
                found = names.emplace(player, q.next() ? q.value(0).toString() : QString()).first;
            }
            t.names[idx(seat)] = found->second;
        }
    }
    return std::nullopt;
}

// The rounds played so far as the seating sees them.
std::vector<club::SeatingRound> playedRounds(const QList<TournamentTable> &tables)
{
    std::vector<club::SeatingRound> rounds;
    for (const TournamentTable &t : tables) {
        if (static_cast<int>(rounds.size()) < t.round)
            rounds.resize(static_cast<std::size_t>(t.round));
        rounds[static_cast<std::size_t>(t.round - 1)].push_back(
                { t.entries[0], t.entries[1], t.entries[2], t.entries[3] });
    }
    return rounds;
}

// Each registered player's total score so far (Swiss), by number.
Result<std::vector<double>> standingPoints(const Database &db, qint64 eventId, std::size_t players)
{
    const auto results = tournamentRoundResults(db, eventId);
    if (!results)
        return results.error();
    std::vector<double> points(players, 0.0);
    for (const TournamentRoundResult &r : *results) {
        if (r.played && r.finished && r.number >= 0 && static_cast<std::size_t>(r.number) < players)
            bySeat(points, r.number) += r.score;
    }
    return points;
}

Result<club::SeatingRound> drawNextRound(const Database &db, qint64 eventId,
        const QList<TournamentEntry> &entries, const QList<TournamentTable> &tables,
        const RoundRequest &request)
{
    club::SeatingRequest seating;
    seating.players = static_cast<int>(entries.size());
    seating.played = playedRounds(tables);
    seating.seed = request.seed;
    if (request.method == u"prescribed") {
        auto round = club::assignWinds(seating, request.prescribed);
        if (!round)
            return round.error();
        return *round;
    }
    const auto method = seatingMethodFromName(request.method);
    if (!method)
        return makeError(Tr::tr("Unknown seating method '%1' (random, swiss or prescribed)")
                                 .arg(request.method));
    if (*method == club::SeatingMethod::Swiss) {
        auto points = standingPoints(db, eventId, entries.size());
        if (!points)
            return points.error();
        seating.points = std::move(*points);
    }
    auto rounds = club::drawRounds(seating, *method, 1);
    if (!rounds)
        return rounds.error();
    return rounds->front();
}

// Creates the game of one table and stores the table.
std::optional<Error> storeTable(const Database &db, qint64 eventId, const EventInfo &event,
        int round, int tableNo, const club::SeatingTable &table,
        const QList<TournamentEntry> &entries, const rules::Ruleset &rules)
{
    ClubGameHeader header;
    header.clubId = event.clubId;
    header.eventId = eventId;
    header.title = Tr::tr("%1, round %2, table %3").arg(event.name).arg(round).arg(tableNo);
    header.table = QString::number(tableNo);
    header.session = QString::number(round);
    header.playedAt = event.date;
    header.playerCount = 4;
    for (int seat = 0; seat < 4; ++seat)
        header.players[idx(seat)] = entries[table[idx(seat)]].playerId;
    const auto game = createClubGame(db, header, rules);
    if (!game)
        return game.error();
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO tournament_tables (event_id, round_no, table_no, game_id, seat0, "
                u"seat1, seat2, seat3) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                { eventId, round, tableNo, *game, table[0], table[1], table[2], table[3] }))
        return sqlError(Tr::tr("Cannot save table %1 of round %2").arg(tableNo).arg(round), q);
    return std::nullopt;
}

} // namespace

std::optional<club::SeatingRound> parseSeatingTables(const QString &text)
{
    club::SeatingRound round;
    for (const QString &table : text.split(u';', Qt::SkipEmptyParts)) {
        if (table.trimmed().isEmpty())
            continue;
        club::SeatingTable seats;
        for (const QString &part : table.split(u',')) {
            bool ok = false;
            const int number = part.trimmed().toInt(&ok);
            if (!ok || number < 1)
                return std::nullopt;
            seats.push_back(number - 1);
        }
        round.push_back(seats);
    }
    return round;
}

std::optional<club::SeatingMethod> seatingMethodFromName(const QString &name)
{
    if (name == u"random")
        return club::SeatingMethod::Random;
    if (name == u"swiss")
        return club::SeatingMethod::Swiss;
    return std::nullopt;
}

Result<Tournament> tournament(const Database &db, qint64 eventId)
{
    ReadSnapshot snapshot(db);
    const auto event = readEvent(db, eventId, false);
    if (!event)
        return event.error();
    Tournament t;
    t.eventId = eventId;
    t.clubId = event->clubId;
    t.seasonId = event->seasonId;
    t.name = event->name;
    t.date = event->date;
    auto entries = readEntries(db, eventId);
    if (!entries)
        return entries.error();
    t.entries = std::move(*entries);
    auto tables = readTables(db, eventId);
    if (!tables)
        return tables.error();
    if (auto error = nameSeats(db, t.entries, *tables))
        return *error;
    auto rounds = readRows<TournamentRound>(db,
            u"SELECT round_no, method, seed, rules_name FROM tournament_rounds WHERE event_id = ? "
            u"ORDER BY round_no"_s,
            { eventId }, Tr::tr("Cannot read the tournament's rounds"), [](const QSqlQuery &q) {
                return TournamentRound{ q.value(0).toInt(), q.value(1).toString(),
                    q.value(2).toString(), q.value(3).toString(), {} };
            });
    if (!rounds)
        return rounds.error();
    for (TournamentRound &round : *rounds) {
        for (const TournamentTable &table : *tables) {
            if (table.round == round.round)
                round.tables << table;
        }
    }
    t.rounds = std::move(*rounds);
    return t;
}

std::optional<Error> registerTournamentPlayers(
        const Database &db, qint64 eventId, const QList<qint64> &playerIds)
{
    Transaction transaction(db);
    const auto event = eventToChange(db, transaction, eventId);
    if (!event)
        return event.error();
    if (auto error = checkNotStarted(db, eventId))
        return error;
    const auto entries = readEntries(db, eventId);
    if (!entries)
        return entries.error();
    QSet<qint64> registered;
    for (const TournamentEntry &e : *entries)
        registered.insert(e.playerId);
    int number = static_cast<int>(entries->size());
    QSqlQuery q = db.query();
    for (const qint64 player : playerIds) {
        if (!detail::prepareAndExec(
                    q, u"SELECT club_id, name FROM club_players WHERE id = ?"_s, { player }))
            return sqlError(Tr::tr("Cannot read the club players"), q);
        if (!q.next())
            return makeError(Tr::tr("Unknown club player %1").arg(player));
        const QString name = q.value(1).toString();
        if (q.value(0).toLongLong() != event->clubId)
            return makeError(Tr::tr("'%1' is not a player of this club").arg(name));
        if (registered.contains(player))
            return makeError(Tr::tr("'%1' is registered already").arg(name));
        if (number >= club::kMaxSeatingPlayers)
            return makeError(
                    Tr::tr("A tournament has at most %1 players").arg(club::kMaxSeatingPlayers));
        registered.insert(player);
        if (!detail::prepareAndExec(q,
                    u"INSERT INTO tournament_entries (event_id, number, player_id) "
                    u"VALUES (?, ?, ?)"_s,
                    { eventId, number++, player }))
            return sqlError(Tr::tr("Cannot register '%1'").arg(name), q);
    }
    return transaction.commit();
}

std::optional<Error> unregisterTournamentPlayer(const Database &db, qint64 eventId, qint64 playerId)
{
    Transaction transaction(db);
    if (const auto event = eventToChange(db, transaction, eventId); !event)
        return event.error();
    if (auto error = checkNotStarted(db, eventId))
        return error;
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"SELECT number FROM tournament_entries WHERE event_id = ? AND player_id = ?"_s,
                { eventId, playerId }))
        return sqlError(Tr::tr("Cannot read the tournament's players"), q);
    if (!q.next())
        return makeError(Tr::tr("Club player %1 is not registered").arg(playerId));
    const int number = q.value(0).toInt();
    // The numbers stay 0 … n-1: the players after the one leaving move up, one at a time in
    // order so that the primary key never sees two rows with one number.
    if (!detail::prepareAndExec(q,
                u"DELETE FROM tournament_entries WHERE event_id = ? AND number = ?"_s,
                { eventId, number }))
        return sqlError(Tr::tr("Cannot unregister the player"), q);
    const auto entries = readEntries(db, eventId);
    if (!entries)
        return entries.error();
    for (const TournamentEntry &e : *entries) {
        if (e.number > number
                && !detail::prepareAndExec(q,
                        u"UPDATE tournament_entries SET number = number - 1 "
                        u"WHERE event_id = ? AND number = ?"_s,
                        { eventId, e.number }))
            return sqlError(Tr::tr("Cannot unregister the player"), q);
    }
    return transaction.commit();
}

Result<int> seatTournamentRound(const Database &db, qint64 eventId, const RoundRequest &request)
{
    if (request.rules.players != 4)
        return makeError(Tr::tr("Tournament games need a ruleset for four players"));
    Transaction transaction(db);
    const auto event = eventToChange(db, transaction, eventId);
    if (!event)
        return event.error();
    const auto entries = readEntries(db, eventId);
    if (!entries)
        return entries.error();
    if (entries->size() < club::kMinSeatingPlayers || entries->size() % club::kSeatsPerTable != 0)
        return makeError(Tr::tr("%1 players are registered: a round needs a multiple of four")
                                 .arg(entries->size()));
    const auto tables = readTables(db, eventId);
    if (!tables)
        return tables.error();
    const int round = (tables->isEmpty() ? 0 : tables->back().round) + 1;
    if (round > club::kMaxSeatingRounds)
        return makeError(Tr::tr("A tournament has at most %1 rounds").arg(club::kMaxSeatingRounds));
    const auto seating = drawNextRound(db, eventId, *entries, *tables, request);
    if (!seating)
        return seating.error();
    const bool prescribed = request.method == u"prescribed";
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q,
                u"INSERT INTO tournament_rounds (event_id, round_no, method, seed, rules_name, "
                u"created_at) VALUES (?, ?, ?, ?, ?, ?)"_s,
                { eventId, round, request.method,
                        prescribed ? u""_s : QString::number(request.seed),
                        QString::fromStdString(request.rules.name), detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot save round %1").arg(round), q);
    int tableNo = 0;
    for (const club::SeatingTable &table : *seating) {
        if (auto error = storeTable(
                    db, eventId, *event, round, ++tableNo, table, *entries, request.rules))
            return *error;
    }
    if (auto error = transaction.commit())
        return *error;
    return round;
}

std::optional<Error> removeLastTournamentRound(const Database &db, qint64 eventId)
{
    Transaction transaction(db);
    if (const auto event = eventToChange(db, transaction, eventId); !event)
        return event.error();
    const auto tables = readTables(db, eventId);
    if (!tables)
        return tables.error();
    if (tables->isEmpty())
        return makeError(Tr::tr("The tournament has no round to remove"));
    const int round = tables->back().round;
    for (const TournamentTable &t : *tables) {
        if (t.round != round || t.gameId == 0)
            continue;
        if (t.handCount > 0)
            return makeError(Tr::tr("Round %1 cannot be removed: table %2 has played %3 hands")
                                     .arg(round)
                                     .arg(t.table)
                                     .arg(t.handCount));
        if (auto error = deleteClubGame(db, t.gameId))
            return error;
    }
    QSqlQuery q = db.query();
    for (const QString &table :
            { u"tournament_tables"_s, u"tournament_substitutes"_s, u"tournament_rounds"_s }) {
        if (!detail::prepareAndExec(q,
                    u"DELETE FROM %1 WHERE event_id = ? AND round_no = ?"_s.arg(table),
                    { eventId, round }))
            return sqlError(Tr::tr("Cannot remove round %1").arg(round), q);
    }
    return transaction.commit();
}

std::optional<Error> substituteTournamentPlayer(
        const Database &db, qint64 eventId, int round, int number, qint64 substituteId)
{
    Transaction transaction(db);
    const auto event = eventToChange(db, transaction, eventId);
    if (!event)
        return event.error();
    const auto entries = readEntries(db, eventId);
    if (!entries)
        return entries.error();
    if (number < 0 || number >= entries->size())
        return makeError(Tr::tr("Player number %1 is not registered").arg(number + 1));
    const auto tables = readTables(db, eventId);
    if (!tables)
        return tables.error();
    const auto at = std::find_if(tables->begin(), tables->end(), [&](const TournamentTable &t) {
        return t.round == round && std::ranges::find(t.entries, number) != t.entries.end();
    });
    if (at == tables->end())
        return makeError(Tr::tr("Round %1 is not seated").arg(round));
    const int seat = static_cast<int>(std::ranges::find(at->entries, number) - at->entries.begin());
    if (at->gameId == 0 || at->handCount > 0)
        return makeError(Tr::tr("Round %1, table %2: the game has started; a substitute sits "
                                "down before the first hand")
                                 .arg(round)
                                 .arg(at->table));
    const qint64 player = substituteId > 0 ? substituteId : (*entries)[number].playerId;
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(
                q, u"SELECT club_id, name FROM club_players WHERE id = ?"_s, { player }))
        return sqlError(Tr::tr("Cannot read the club players"), q);
    if (!q.next() || q.value(0).toLongLong() != event->clubId)
        return makeError(Tr::tr("Club player %1 is not a player of this club").arg(player));
    const QString name = q.value(1).toString();
    for (const TournamentTable &t : *tables) {
        if (t.round == round && player != at->players[idx(seat)]
                && std::ranges::find(t.players, player) != t.players.end())
            return makeError(Tr::tr("'%1' already plays in round %2 (table %3)")
                                     .arg(name)
                                     .arg(round)
                                     .arg(t.table));
    }
    if (!detail::prepareAndExec(q,
                u"UPDATE club_games SET seat%1_player = ?, updated_at = ?, "
                u"row_version = row_version + 1 WHERE id = ?"_s.arg(seat),
                { player, detail::nowUtc(), at->gameId })
            || !detail::prepareAndExec(q,
                    u"UPDATE club_results SET player_id = ? WHERE game_id = ? AND seat = ?"_s,
                    { player, at->gameId, seat })
            || !detail::prepareAndExec(q,
                    u"DELETE FROM tournament_substitutes WHERE event_id = ? AND round_no = ? "
                    u"AND number = ?"_s,
                    { eventId, round, number }))
        return sqlError(Tr::tr("Cannot seat '%1'").arg(name), q);
    if (substituteId > 0 && substituteId != (*entries)[number].playerId
            && !detail::prepareAndExec(q,
                    u"INSERT INTO tournament_substitutes (event_id, round_no, number, player_id) "
                    u"VALUES (?, ?, ?, ?)"_s,
                    { eventId, round, number, substituteId }))
        return sqlError(Tr::tr("Cannot seat '%1'").arg(name), q);
    return transaction.commit();
}

Result<QList<TournamentRoundResult>> tournamentRoundResults(const Database &db, qint64 eventId)
{
    const auto t = tournament(db, eventId);
    if (!t)
        return t.error();
    return tournamentRoundResults(db, *t);
}

Result<QList<TournamentRoundResult>> tournamentRoundResults(
        const Database &db, const Tournament &tournament)
{
    const Tournament *t = &tournament;
    ClubGameFilter filter;
    filter.eventId = tournament.eventId;
    const auto results = clubResults(db, filter);
    if (!results)
        return results.error();
    std::map<qint64, const club::GameResult *> byGame;
    for (const club::GameResult &r : *results)
        byGame[r.game] = &r;
    QList<TournamentRoundResult> out;
    for (const TournamentRound &round : t->rounds) {
        for (const TournamentTable &table : round.tables) {
            const auto found = byGame.find(table.gameId);
            for (int seat = 0; seat < 4; ++seat) {
                TournamentRoundResult r;
                r.round = round.round;
                r.table = table.table;
                r.gameId = table.gameId;
                r.number = table.entries[idx(seat)];
                r.name = t->entries.value(r.number).name;
                if (table.substituted[idx(seat)])
                    r.substitute = table.names[idx(seat)];
                r.finished = table.finished;
                if (found != byGame.end() && !table.substituted[idx(seat)] && table.handCount > 0
                        && idx(seat) < found->second->seats.size()) {
                    const club::SeatResult &s = found->second->seats[idx(seat)];
                    r.played = true;
                    r.raw = s.raw;
                    r.place = s.place;
                    r.score = s.score;
                    r.penalty = s.penalty;
                }
                out << r;
            }
        }
    }
    return out;
}

Result<std::vector<club::Standing>> tournamentStandings(const Database &db, qint64 eventId)
{
    const auto t = tournament(db, eventId);
    if (!t)
        return t.error();
    return tournamentStandings(db, *t);
}

Result<std::vector<club::Standing>> tournamentStandings(
        const Database &db, const Tournament &tournament)
{
    const Tournament *t = &tournament;
    ClubGameFilter filter;
    filter.eventId = tournament.eventId;
    auto results = clubResults(db, filter);
    if (!results)
        return results.error();
    QSet<qint64> registered;
    for (const TournamentEntry &e : t->entries)
        registered.insert(e.playerId);
    // A substitute's seat counts for nobody: it is left out, the others' results stand.
    for (club::GameResult &game : *results) {
        std::erase_if(game.seats,
                [&](const club::SeatResult &s) { return !registered.contains(s.player); });
    }
    std::vector<club::Standing> table = club::standings(*results);
    int rank = static_cast<int>(table.size());
    for (const TournamentEntry &e : t->entries) {
        if (std::ranges::any_of(
                    table, [&](const club::Standing &s) { return s.player == e.playerId; }))
            continue;
        club::Standing none;
        none.player = e.playerId;
        none.name = e.name.toStdString();
        none.rank = ++rank;
        table.push_back(std::move(none));
    }
    return table;
}

Result<QList<TournamentPenalty>> tournamentPenalties(const Database &db, qint64 eventId)
{
    if (const auto event = readEvent(db, eventId, false); !event)
        return event.error();
    return readRows<TournamentPenalty>(db,
            u"SELECT t.round_no, t.table_no, t.game_id, p.name, c.points, c.after_hand, c.reason "
            u"FROM tournament_tables t JOIN club_games g ON g.id = t.game_id "
            u"JOIN club_penalties c ON c.game_id = g.id "
            u"JOIN club_players p ON p.id = CASE c.seat WHEN 0 THEN g.seat0_player "
            u"WHEN 1 THEN g.seat1_player WHEN 2 THEN g.seat2_player ELSE g.seat3_player END "
            u"WHERE t.event_id = ? ORDER BY t.round_no, t.table_no, c.idx"_s,
            { eventId }, Tr::tr("Cannot read the tournament's penalties"), [](const QSqlQuery &q) {
                return TournamentPenalty{ q.value(0).toInt(), q.value(1).toInt(),
                    q.value(2).toLongLong(), q.value(3).toString(), q.value(4).toInt(),
                    q.value(5).toInt(), q.value(6).toString() };
            });
}

} // namespace haifu::storage
