#include "demo/clubdemo.h"

#include "club/ledger.h"
#include "rules/ruleset.h"
#include "storage/club.h"
#include "storage/database.h"

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

// The hands of the demo games: the entry and its riichi declarations.
HandEntry ron(int discarder, std::vector<Win> wins, std::initializer_list<int> riichi = {})
{
    return HandEntry::ron(discarder, std::move(wins)).withRiichi(riichi);
}

HandEntry draw(std::array<bool, 4> tenpai, std::initializer_list<int> riichi = {})
{
    return HandEntry::exhaustiveDraw(tenpai).withRiichi(riichi);
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
    for (int s = 0; s < 4; ++s)
        h.players[std::size_t(s)] = players[std::size_t(demo.seats[std::size_t(s)])];
    h.table = demo.table;
    h.session = demo.session;
    h.playedAt = demo.date;
    h.referee = u"Marta Kowalska"_s;
    h.rulesName = QString::fromStdString(rules.name);
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

// The ids of what the demo club is made of.
struct DemoClub
{
    qint64 club = 0;
    std::vector<qint64> players;
    qint64 season = 0;
    std::array<qint64, 2> events{};
};

// Stores `item` with `create` (a storage function) and keeps its id.
template <typename Item, typename Create>
std::optional<Error> store(Create create, const storage::Database &db, const Item &item, qint64 &id)
{
    auto stored = create(db, item);
    if (!stored)
        return wrap(stored.error());
    id = *stored;
    return std::nullopt;
}

// The club, its six players, the season under EMA rules and its two club nights.
std::optional<Error> createDemoClub(const storage::Database &db, DemoClub &demo)
{
    const storage::Club club{ .id = 0,
        .name = u"Riverside Riichi Club"_s,
        .notes = u"A demo club: try entering the next hand of the game in progress."_s };
    if (auto error = store(storage::createClub, db, club, demo.club))
        return error;
    const std::pair<QString, QString> people[] = {
        { u"Aiko Tanaka"_s, u"04990101"_s },
        { u"Ben Carter"_s, u"04990102"_s },
        { u"Chloé Martin"_s, u"03990103"_s },
        { u"Daniel Weiss"_s, u"05990104"_s },
        { u"Emma Rossi"_s, u"08990105"_s },
        { u"Felix Novak"_s, QString() },
    };
    for (const auto &[name, ema] : people) {
        const storage::ClubPlayer player{
            .id = 0, .clubId = demo.club, .name = name, .emaNumber = ema, .notes = {}
        };
        if (auto error = store(storage::addClubPlayer, db, player, demo.players.emplace_back()))
            return error;
    }
    const storage::Season season{ .id = 0,
        .clubId = demo.club,
        .name = u"Autumn League 2026"_s,
        .startDate = u"2026-09-01"_s,
        .endDate = u"2026-12-20"_s,
        .rulesPreset = u"ema"_s };
    if (auto error = store(storage::createSeason, db, season, demo.season))
        return error;
    const std::pair<QString, QString> nights[] = {
        { u"Club night 1"_s, u"2026-09-17"_s },
        { u"Club night 2"_s, u"2026-10-15"_s },
    };
    for (std::size_t i = 0; i < demo.events.size(); ++i) {
        const storage::ClubEvent night{ .id = 0,
            .seasonId = demo.season,
            .name = nights[i].first,
            .date = nights[i].second,
            .venue = u"Riverside community hall"_s,
            .clubId = 0 };
        if (auto error = store(storage::createClubEvent, db, night, demo.events[i]))
            return error;
    }
    return std::nullopt;
}

// The three games: two finished, one in progress.
std::array<DemoGame, 3> demoGames(const std::array<qint64, 2> &events)
{
    using T = HandEntry;
    return {
        // Game 1: Aiko, Ben, Chloé, Daniel. A dealer repeat, a draw, a chombo, a double ron.
        DemoGame{ events[0], u"2026-09-17"_s, u"1"_s, u"1"_s, { 0, 1, 2, 3 },
                {
                        ron(0, { Win{ 2, 2, 30 } }, { 2 }), // E1: Chloé from Aiko (corrected below)
                        T::tsumo(Win{ 1, 2, 40 }), // E2: Ben (dealer) tsumo
                        draw({ false, true, false, true }), // E2-1: Ben and Daniel tenpai
                        ron(1, { Win{ 3, 4, 30 } }, { 0, 3 }), // E2-2: Daniel from Ben
                        T::tsumo(Win{ 0, 5, 30 }).withRiichi({ 0 }), // E3: Aiko mangan tsumo
                        ron(2, { Win{ 1, 1, 30 } }), // E4: Ben from Chloé
                        draw({}), // S1: all noten
                        ron(3, { Win{ 2, 2, 40 } }, { 2 }), // S2-1: Chloé from Daniel
                        T::chombo(3), // S3: Daniel's chombo (-20 after uma under EMA)
                        ron(2, { Win{ 0, 2, 30 }, Win{ 1, 3, 40 } }), // S3: double ron on Chloé
                        ron(3, { Win{ 0, 6, 30 } }, { 0 }), // S4: Aiko haneman from Daniel
                },
                true },
        // Game 2: Emma, Aiko, Felix, Ben; a referee penalty.
        DemoGame{ events[1], u"2026-10-15"_s, u"1"_s, u"1"_s, { 4, 0, 5, 1 },
                {
                        ron(2, { Win{ 0, 3, 40 } }, { 0 }), // E1: Emma (dealer) from Felix
                        draw({ true, false, false, true }, { 3 }), // E1-1: Emma and Ben tenpai
                        ron(0, { Win{ 1, 2, 30 } }), // E1-2: Aiko from Emma
                        T::tsumo(Win{ 2, 3, 30 }).withRiichi({ 2 }), // E2: Felix tsumo
                        ron(1, { Win{ 3, 5, 30 } }, { 3 }), // E3: Ben mangan from Aiko
                        ron(3, { Win{ 0, 1, 40 } }), // E4: Emma from Ben
                        T::tsumo(Win{ 0, 2, 30 }).withRiichi({ 0 }), // S1: Emma (dealer) tsumo
                        ron(2, { Win{ 1, 3, 30 } }, { 1 }), // S1-1: Aiko from Felix
                        draw({ false, true, true, false }), // S2-0 dealer noten
                        ron(0, { Win{ 3, 2, 40 } }), // S3-1: Ben from Emma
                        T::tsumo(Win{ 2, 4, 30 }).withRiichi({ 2 }), // S4: Felix
                },
                true },
        // Game 3, in progress: Chloé, Daniel, Emma, Felix.
        DemoGame{ events[1], u"2026-10-15"_s, u"2"_s, u"1"_s, { 2, 3, 4, 5 },
                {
                        ron(1, { Win{ 2, 2, 30 } }, { 2 }), // E1: Emma from Daniel
                        T::tsumo(Win{ 1, 3, 30 }), // E2: Daniel (dealer) tsumo
                        draw({ true, true, false, false }, { 0 }), // E2-1: Chloé and Daniel tenpai
                        ron(3, { Win{ 0, 4, 40 } }), // E2-2: Chloé from Felix
                        T::tsumo(Win{ 3, 2, 30 }).withRiichi({ 3 }), // E3: Felix tsumo
                },
                false },
    };
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
    DemoClub demo;
    if (auto error = createDemoClub(db, demo))
        return error;
    auto rules = rules::presetRuleset("ema");
    if (!rules)
        return wrap(rules.error());

    const std::array<DemoGame, 3> games = demoGames(demo.events);
    std::array<qint64, 3> ids{};
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (auto error = playGame(
                    db, demo.club, demo.season, demo.players, *rules, games[i], &ids[i]))
            return error;
        if (i == 0) {
            // A correction, so that the audit trail has something to show.
            if (auto error = storage::replaceClubHand(db, ids[0], 0,
                        ron(0, { Win{ 2, 3, 30 } }, { 2 }),
                        u"Han miscounted: riichi, pinfu and dora are 3 han"_s))
                return wrap(*error);
        } else if (i == 1) {
            club::Penalty penalty;
            penalty.seat = 2;
            penalty.points = 5000;
            penalty.afterHand = 5;
            penalty.reason = "Slow play after a warning";
            if (auto added = storage::addClubPenalty(db, ids[1], penalty); !added)
                return wrap(added.error());
        }
    }
    if (auto error = transaction.commit())
        return wrap(*error);
    return std::nullopt;
}
