#include "clubdemo.h"

#include "club.h"
#include "club/ledger.h"
#include "database.h"
#include "rules/ruleset.h"

#include <QString>

#include <vector>

using namespace Qt::StringLiterals;
using namespace haifu;
using club::HandEntry;
using club::Win;

namespace {

struct DemoGame
{
    qint64 event = 0;
    QString date;
    QString table;
    QString session;
    std::array<int, 4> seats{}; // indexes into the demo players
    std::vector<HandEntry> hands;
    bool finish = false; // play on with all-noten draws until the engine ends the game
};

HandEntry ron(int discarder, std::vector<Win> wins, std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::ron(discarder, std::move(wins));
    e.withRiichi(riichi);
    return e;
}

HandEntry tsumo(Win win, std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::tsumo(win);
    e.withRiichi(riichi);
    return e;
}

HandEntry draw(std::array<bool, 4> tenpai, std::initializer_list<int> riichi = {})
{
    HandEntry e = HandEntry::exhaustiveDraw(tenpai);
    e.withRiichi(riichi);
    return e;
}

Error wrap(const Error &error)
{
    return Error{ "demo club: " + error.message };
}

std::optional<Error> playGame(const storage::Database &db, qint64 clubId, qint64 seasonId,
        const std::vector<qint64> &players, const rules::Ruleset &rules, const DemoGame &demo,
        qint64 *gameId)
{
    storage::ClubGameHeader h;
    h.clubId = clubId;
    h.seasonId = seasonId;
    h.eventId = demo.event;
    h.table = demo.table;
    h.session = demo.session;
    h.playedAt = demo.date;
    h.referee = u"Marta Kowalska"_s;
    h.rulesName = QString::fromStdString(rules.name);
    h.playerCount = 4;
    for (int s = 0; s < 4; ++s)
        h.players[std::size_t(s)] = players[std::size_t(demo.seats[std::size_t(s)])];
    auto id = storage::createClubGame(db, h, rules);
    if (!id)
        return wrap(id.error());
    *gameId = *id;
    for (const HandEntry &e : demo.hands) {
        if (auto added = storage::appendClubHand(db, *id, e); !added)
            return wrap(added.error());
    }
    for (int guard = 0; demo.finish && guard < 16; ++guard) {
        auto game = storage::clubGame(db, *id);
        if (!game)
            return wrap(game.error());
        if (game->header.finished)
            break;
        if (auto added = storage::appendClubHand(db, *id, draw({})); !added)
            return wrap(added.error());
    }
    return std::nullopt;
}

// The demo club, its players, its season and two club nights.
struct DemoDirectory
{
    qint64 club = 0;
    qint64 season = 0;
    std::vector<qint64> players;
    std::array<qint64, 2> events{};
};

Result<DemoDirectory> seedDirectory(const storage::Database &db)
{
    storage::Club c;
    c.name = u"Riverside Riichi Club"_s;
    c.notes = u"A demo club: try entering the next hand of the game in progress."_s;
    auto clubId = storage::createClub(db, c);
    if (!clubId)
        return wrap(clubId.error());

    const std::pair<QString, QString> people[] = {
        { u"Aiko Tanaka"_s, u"04990101"_s },
        { u"Ben Carter"_s, u"04990102"_s },
        { u"Chloé Martin"_s, u"03990103"_s },
        { u"Daniel Weiss"_s, u"05990104"_s },
        { u"Emma Rossi"_s, u"08990105"_s },
        { u"Felix Novak"_s, QString() },
    };
    std::vector<qint64> players;
    for (const auto &[name, ema] : people) {
        storage::ClubPlayer p;
        p.clubId = *clubId;
        p.name = name;
        p.emaNumber = ema;
        auto id = storage::addClubPlayer(db, p);
        if (!id)
            return wrap(id.error());
        players.push_back(*id);
    }

    storage::Season season;
    season.clubId = *clubId;
    season.name = u"Autumn League 2026"_s;
    season.startDate = u"2026-09-01"_s;
    season.endDate = u"2026-12-20"_s;
    season.rulesPreset = u"ema"_s;
    auto seasonId = storage::createSeason(db, season);
    if (!seasonId)
        return wrap(seasonId.error());
    std::array<qint64, 2> events{};
    const std::pair<QString, QString> nights[] = {
        { u"Club night 1"_s, u"2026-09-17"_s },
        { u"Club night 2"_s, u"2026-10-15"_s },
    };
    for (int i = 0; i < 2; ++i) {
        storage::ClubEvent e;
        e.seasonId = *seasonId;
        e.name = nights[i].first;
        e.date = nights[i].second;
        e.venue = u"Riverside community hall"_s;
        auto id = storage::createClubEvent(db, e);
        if (!id)
            return wrap(id.error());
        events[i] = *id;
    }
    return DemoDirectory{ *clubId, *seasonId, players, events };
}

} // namespace

std::optional<Error> seedDemoClub(const storage::Database &db)
{
    // One transaction around every storage call (each of which nests as a savepoint): a failure
    // part way rolls the whole demo club back, and the check for an existing club and the
    // seeding hold the write lock together, so two first starts cannot seed it twice.
    storage::Transaction transaction(db);
    if (transaction.beginError())
        return wrap(*transaction.beginError());
    auto existing = storage::clubs(db);
    if (!existing)
        return wrap(existing.error());
    if (!existing->isEmpty())
        return std::nullopt;

    auto directory = seedDirectory(db);
    if (!directory)
        return directory.error();
    const qint64 clubId = directory->club;
    const qint64 seasonId = directory->season;
    const std::vector<qint64> &players = directory->players;
    const auto &events = directory->events;
    auto rules = rules::presetRuleset("ema");
    if (!rules)
        return wrap(rules.error());

    // Game 1: Aiko, Ben, Chloé, Daniel. A dealer repeat, a draw, a chombo, a double ron.
    DemoGame first;
    first.event = events[0];
    first.date = u"2026-09-17"_s;
    first.table = u"1"_s;
    first.session = u"1"_s;
    first.seats = { 0, 1, 2, 3 };
    first.finish = true;
    first.hands = {
        ron(0, { Win{ 2, 2, 30 } }, { 2 }), // E1: Chloé from Aiko (corrected to 3 han below)
        tsumo(Win{ 1, 2, 40 }), // E2: Ben (dealer) tsumo
        draw({ false, true, false, true }), // E2-1: Ben and Daniel tenpai
        ron(1, { Win{ 3, 4, 30 } }, { 0, 3 }), // E2-2: Daniel from Ben
        tsumo(Win{ 0, 5, 30 }, { 0 }), // E3: Aiko mangan tsumo
        ron(2, { Win{ 1, 1, 30 } }), // E4: Ben from Chloé
        draw({}), // S1: all noten
        ron(3, { Win{ 2, 2, 40 } }, { 2 }), // S2-1: Chloé from Daniel
        HandEntry::chombo(3), // S3: Daniel's chombo (-20 after uma under EMA)
        ron(2, { Win{ 0, 2, 30 }, Win{ 1, 3, 40 } }), // S3: double ron on Chloé
        ron(3, { Win{ 0, 6, 30 } }, { 0 }), // S4: Aiko haneman from Daniel
    };
    // Game 2: Emma, Aiko, Felix, Ben; a referee penalty.
    DemoGame second;
    second.event = events[1];
    second.date = u"2026-10-15"_s;
    second.table = u"1"_s;
    second.session = u"1"_s;
    second.seats = { 4, 0, 5, 1 };
    second.finish = true;
    second.hands = {
        ron(2, { Win{ 0, 3, 40 } }, { 0 }), // E1: Emma (dealer) from Felix
        draw({ true, false, false, true }, { 3 }), // E1-1: Emma and Ben tenpai
        ron(0, { Win{ 1, 2, 30 } }), // E1-2: Aiko from Emma
        tsumo(Win{ 2, 3, 30 }, { 2 }), // E2: Felix tsumo
        ron(1, { Win{ 3, 5, 30 } }, { 3 }), // E3: Ben mangan from Aiko
        ron(3, { Win{ 0, 1, 40 } }), // E4: Emma from Ben
        tsumo(Win{ 0, 2, 30 }, { 0 }), // S1: Emma (dealer) tsumo
        ron(2, { Win{ 1, 3, 30 } }, { 1 }), // S1-1: Aiko from Felix
        draw({ false, true, true, false }), // S2-0 dealer noten
        ron(0, { Win{ 3, 2, 40 } }), // S3-1: Ben from Emma
        tsumo(Win{ 2, 4, 30 }, { 2 }), // S4: Felix
    };
    // Game 3, in progress: Chloé, Daniel, Emma, Felix.
    DemoGame third;
    third.event = events[1];
    third.date = u"2026-10-15"_s;
    third.table = u"2"_s;
    third.session = u"1"_s;
    third.seats = { 2, 3, 4, 5 };
    third.hands = {
        ron(1, { Win{ 2, 2, 30 } }, { 2 }), // E1: Emma from Daniel
        tsumo(Win{ 1, 3, 30 }), // E2: Daniel (dealer) tsumo
        draw({ true, true, false, false }, { 0 }), // E2-1: Chloé and Daniel tenpai
        ron(3, { Win{ 0, 4, 40 } }), // E2-2: Chloé from Felix
        tsumo(Win{ 3, 2, 30 }, { 3 }), // E3: Felix tsumo
    };

    qint64 firstId = 0;
    qint64 secondId = 0;
    qint64 thirdId = 0;
    if (auto error = playGame(db, clubId, seasonId, players, *rules, first, &firstId))
        return error;
    // A correction, so that the audit trail has something to show.
    if (auto error = storage::replaceClubHand(db, firstId, 0, ron(0, { Win{ 2, 3, 30 } }, { 2 }),
                u"Han miscounted: riichi, pinfu and dora are 3 han"_s))
        return wrap(*error);
    if (auto error = playGame(db, clubId, seasonId, players, *rules, second, &secondId))
        return error;
    club::Penalty penalty;
    penalty.seat = 2;
    penalty.points = 5000;
    penalty.afterHand = 5;
    penalty.reason = "Slow play after a warning";
    if (auto added = storage::addClubPenalty(db, secondId, penalty); !added)
        return wrap(added.error());
    if (auto error = playGame(db, clubId, seasonId, players, *rules, third, &thirdId))
        return error;
    if (auto error = transaction.commit())
        return wrap(*error);
    return std::nullopt;
}
