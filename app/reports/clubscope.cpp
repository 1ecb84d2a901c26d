#include "reports/clubscope.h"
#include "common/qtstrings.h"

#include "storage/database.h"

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

Error scopeError(const QString &message)
{
    return Error{ message.toStdString() };
}

// Fills the club, title and period of `scope` from its season or event.
std::optional<Error> findOwner(const storage::Database &db, ClubScope &scope)
{
    auto clubs = storage::clubs(db);
    if (!clubs)
        return clubs.error();
    for (const storage::Club &c : *clubs) {
        if (scope.key.clubId > 0 && c.id != scope.key.clubId)
            continue;
        if (scope.key.eventId > 0) {
            auto events = storage::clubEventsOfClub(db, c.id);
            if (!events)
                return events.error();
            for (const storage::ClubEvent &e : *events) {
                if (e.id != scope.key.eventId)
                    continue;
                scope.club = c;
                scope.key.seasonId = e.seasonId;
                scope.title = e.name;
                scope.period = e.date;
                return std::nullopt;
            }
        } else if (scope.key.seasonId > 0) {
            auto seasons = storage::seasons(db, c.id);
            if (!seasons)
                return seasons.error();
            for (const storage::Season &s : *seasons) {
                if (s.id != scope.key.seasonId)
                    continue;
                scope.club = c;
                scope.title = s.name;
                if (!s.startDate.isEmpty() || !s.endDate.isEmpty())
                    scope.period = s.startDate + u" – "_s + s.endDate;
                return std::nullopt;
            }
        } else {
            scope.club = c;
            scope.title = Tr::tr("All games");
            return std::nullopt;
        }
    }
    if (scope.key.eventId > 0)
        return scopeError(Tr::tr("There is no event %1.").arg(scope.key.eventId));
    if (scope.key.seasonId > 0)
        return scopeError(Tr::tr("There is no season %1.").arg(scope.key.seasonId));
    return scopeError(Tr::tr("There is no club %1.").arg(scope.key.clubId));
}

} // namespace

const storage::ClubPlayer *ClubScope::player(qint64 id) const
{
    for (const storage::ClubPlayer &p : players) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

Result<ClubScope> loadClubScope(const storage::Database &db, const ClubScopeKey &key)
{
    ClubScope scope;
    scope.key = key;
    if (key.clubId <= 0 && key.seasonId <= 0 && key.eventId <= 0)
        return scopeError(Tr::tr("Choose a club, a season or an event."));
    if (auto error = findOwner(db, scope))
        return *error;
    scope.key.clubId = scope.club.id;
    auto players = storage::clubPlayers(db, scope.club.id);
    if (!players)
        return players.error();
    scope.players = *players;
    storage::ClubGameFilter filter;
    filter.clubId = scope.club.id;
    filter.eventId = scope.key.eventId;
    filter.seasonId = scope.key.eventId > 0 ? 0 : scope.key.seasonId;
    auto results = storage::clubResults(db, filter);
    if (!results)
        return results.error();
    scope.results = std::move(*results);
    scope.standings = club::standings(scope.results);
    auto headers = storage::clubGames(db, filter);
    if (!headers)
        return headers.error();
    for (const storage::ClubGameHeader &h : *headers) {
        auto game = storage::clubGame(db, h.id);
        if (!game)
            return game.error();
        scope.games << *game;
    }
    return scope;
}

} // namespace haifu::reports
