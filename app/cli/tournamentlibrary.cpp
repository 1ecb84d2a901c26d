#include "cli/cli.h"
#include "cli/clubcli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "storage/database.h"
#include "storage/tournament.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <array>

using namespace Qt::StringLiterals;

// haifu-cli tournament on a library (a file or a server): the players of an event, its rounds
// seated and their games created, substitutes, results per round, standings and penalties
// (storage/tournament.h). EVENT is a club event's id; players are named by club player id or
// name, and numbered from 1 in the output.
namespace haifu::cli {

namespace {

using clubcli::failed;
using clubcli::str;

struct TournamentArgs
{
    storage::Database db;
    qint64 event = 0;
    const CommandLine *cl = nullptr;
    const Usage *usage = nullptr;
};

// A club player of the event's club named by id or by name.
Result<qint64> playerArgument(const storage::Database &db, qint64 clubId, const QString &text)
{
    const auto players = storage::clubPlayers(db, clubId);
    if (!players)
        return players.error();
    bool isNumber = false;
    const qint64 id = text.toLongLong(&isNumber);
    for (const storage::ClubPlayer &p : *players) {
        if ((isNumber && p.id == id) || p.name == text.trimmed())
            return p.id;
    }
    return Error{ Tr::tr("the club has no player '%1'").arg(text).toStdString() };
}

QJsonObject tableJson(const storage::TournamentTable &t)
{
    QJsonArray seats;
    for (int seat = 0; seat < 4; ++seat) {
        QJsonObject s{ { u"number"_s, t.entries[seat] + 1 }, { u"name"_s, t.names[seat] },
            { u"player"_s, t.players[seat] } };
        if (t.substituted[seat])
            s.insert(u"substitute"_s, true);
        seats.append(s);
    }
    return { { u"table"_s, t.table }, { u"game"_s, t.gameId }, { u"hands"_s, t.handCount },
        { u"finished"_s, t.finished }, { u"seats"_s, seats } };
}

QJsonObject tournamentJson(const storage::Tournament &t,
        const QList<storage::TournamentRoundResult> &results,
        const std::vector<club::Standing> &standings,
        const QList<storage::TournamentPenalty> &penalties)
{
    QJsonArray players;
    for (const storage::TournamentEntry &e : t.entries)
        players.append(QJsonObject{ { u"number"_s, e.number + 1 }, { u"name"_s, e.name },
                { u"player"_s, e.playerId }, { u"ema"_s, e.emaNumber } });
    QJsonArray rounds;
    for (const storage::TournamentRound &r : t.rounds) {
        QJsonArray tables;
        for (const storage::TournamentTable &table : r.tables)
            tables.append(tableJson(table));
        rounds.append(QJsonObject{ { u"round"_s, r.round }, { u"method"_s, r.method },
                { u"seed"_s, r.seed }, { u"rules"_s, r.rulesName }, { u"tables"_s, tables } });
    }
    QJsonArray perRound;
    for (const storage::TournamentRoundResult &r : results) {
        QJsonObject o{ { u"round"_s, r.round }, { u"table"_s, r.table },
            { u"number"_s, r.number + 1 }, { u"name"_s, r.name }, { u"played"_s, r.played },
            { u"finished"_s, r.finished } };
        if (!r.substitute.isEmpty())
            o.insert(u"substitute"_s, r.substitute);
        if (r.played) {
            o.insert(u"score"_s, clubcli::tenth(r.score));
            o.insert(u"place"_s, r.place);
            o.insert(u"raw"_s, r.raw);
        }
        perRound.append(o);
    }
    QJsonArray table;
    for (const club::Standing &s : standings)
        table.append(QJsonObject{ { u"rank"_s, s.rank }, { u"shared"_s, s.sharedRank },
                { u"name"_s, str(s.name) }, { u"player"_s, qint64(s.player) },
                { u"games"_s, s.games }, { u"total"_s, clubcli::tenth(s.total) } });
    QJsonArray given;
    for (const storage::TournamentPenalty &p : penalties)
        given.append(QJsonObject{ { u"round"_s, p.round }, { u"table"_s, p.table },
                { u"game"_s, p.gameId }, { u"name"_s, p.name }, { u"points"_s, p.points },
                { u"after_hand"_s, p.afterHand }, { u"reason"_s, p.reason } });
    return { { u"event"_s, t.eventId }, { u"name"_s, t.name }, { u"players"_s, players },
        { u"rounds"_s, rounds }, { u"results"_s, perRound }, { u"standings"_s, table },
        { u"penalties"_s, given } };
}

void printRound(const storage::TournamentRound &r)
{
    static const std::array kWinds{ "E", "S", "W", "N" };
    out() << Tr::tr("Round %1 (%2)").arg(r.round).arg(r.method) << '\n';
    for (const storage::TournamentTable &t : r.tables) {
        out() << "  " << Tr::tr("Table %1:").arg(t.table).leftJustified(11);
        for (int seat = 0; seat < 4; ++seat)
            out() << "  " << kWinds[seat] << ' ' << t.names[seat]
                  << (t.substituted[seat] ? u"*"_s : QString());
        out() << "  " << Tr::tr("game %1, %n hands", nullptr, t.handCount).arg(t.gameId)
              << (t.finished ? Tr::tr(", finished") : QString()) << '\n';
    }
}

int runShow(TournamentArgs &a)
{
    const auto t = storage::tournament(a.db, a.event);
    using Standings = Result<std::vector<club::Standing>>;
    using PerRound = Result<QList<storage::TournamentRoundResult>>;
    const auto results = t ? storage::tournamentRoundResults(a.db, *t) : PerRound(t.error());
    const auto standings = t ? storage::tournamentStandings(a.db, *t) : Standings(t.error());
    const auto penalties = storage::tournamentPenalties(a.db, a.event);
    for (const Error *error : std::initializer_list<const Error *>{ t ? nullptr : &t.error(),
                 results ? nullptr : &results.error(), standings ? nullptr : &standings.error(),
                 penalties ? nullptr : &penalties.error() }) {
        if (error)
            return failed(haifu::errorText(*error));
    }
    if (a.cl->isSet(u"json"_s)) {
        out() << QJsonDocument(tournamentJson(*t, *results, *standings, *penalties))
                         .toJson(QJsonDocument::Indented);
        return 0;
    }
    out() << t->name << " · " << Tr::tr("%n players", nullptr, int(t->entries.size())) << '\n';
    for (const storage::TournamentRound &r : t->rounds)
        printRound(r);
    out() << Tr::tr("Standings") << '\n';
    for (const club::Standing &s : *standings)
        out() << u"%1 %2 %3 %4"_s.arg(QString::number(s.rank) + (s.sharedRank ? u"="_s : u""_s), 4)
                         .arg(str(s.name), -20)
                         .arg(s.games, 3)
                         .arg(QString::number(clubcli::tenth(s.total), 'f', 1), 8)
              << '\n';
    for (const storage::TournamentPenalty &p : *penalties)
        out() << Tr::tr("Penalty: round %1 table %2, %3 −%4 (%5)")
                         .arg(p.round)
                         .arg(p.table)
                         .arg(p.name, QString::number(p.points / 1000.0, 'f', 1), p.reason)
              << '\n';
    return 0;
}

int runRegister(TournamentArgs &a)
{
    const auto t = storage::tournament(a.db, a.event);
    if (!t)
        return failed(haifu::errorText(t.error()));
    QList<qint64> ids;
    for (const QString &name : a.cl->positional().mid(2)) {
        auto id = playerArgument(a.db, t->clubId, name);
        if (!id) {
            // A new name joins the club first: an organiser registers people as they arrive.
            storage::ClubPlayer player;
            player.clubId = t->clubId;
            player.name = name;
            id = storage::addClubPlayer(a.db, player);
            if (!id)
                return failed(haifu::errorText(id.error()));
        }
        ids << *id;
    }
    if (auto error = storage::registerTournamentPlayers(a.db, a.event, ids))
        return failed(haifu::errorText(*error));
    out() << Tr::tr("%n players registered", nullptr, int(t->entries.size() + ids.size())) << '\n';
    return 0;
}

int runRound(TournamentArgs &a, bool prescribed)
{
    storage::RoundRequest request;
    request.method = prescribed ? u"prescribed"_s : a.cl->value(u"method"_s);
    if (request.method.isEmpty())
        request.method = u"random"_s;
    request.seed = QRandomGenerator::global()->generate64() % 1'000'000'000ULL;
    bool ok = true;
    if (a.cl->isSet(u"seed"_s))
        request.seed = a.cl->value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return a.usage->report(Tr::tr("--seed needs a whole number from 0 up"));
    if (prescribed) {
        const auto tables = storage::parseSeatingTables(a.cl->value(u"tables"_s));
        if (!tables)
            return a.usage->report(
                    Tr::tr("--tables takes player numbers from 1: \"1,2,3,4;5,6,7,8\""));
        request.prescribed = *tables;
    }
    const QString preset = a.cl->isSet(u"rules"_s) ? a.cl->value(u"rules"_s) : u"ema"_s;
    auto rules = rules::presetRuleset(preset.toStdString());
    if (!rules)
        return failed(haifu::errorText(rules.error()));
    request.rules = *rules;
    const auto round = storage::seatTournamentRound(a.db, a.event, request);
    if (!round)
        return failed(haifu::errorText(round.error()));
    const auto t = storage::tournament(a.db, a.event);
    if (!t)
        return failed(haifu::errorText(t.error()));
    printRound(t->rounds.back());
    return 0;
}

int runSubstitute(TournamentArgs &a)
{
    const auto t = storage::tournament(a.db, a.event);
    if (!t)
        return failed(haifu::errorText(t.error()));
    bool ok = false;
    const int round = a.cl->value(u"round"_s).toInt(&ok);
    if (!ok)
        return a.usage->report(Tr::tr("--round needs a round number"));
    const auto absent = playerArgument(a.db, t->clubId, a.cl->value(u"player"_s));
    if (!absent)
        return failed(haifu::errorText(absent.error()));
    const auto entry = std::find_if(t->entries.begin(), t->entries.end(),
            [&](const storage::TournamentEntry &e) { return e.playerId == *absent; });
    if (entry == t->entries.end())
        return failed(Tr::tr("'%1' is not registered").arg(a.cl->value(u"player"_s)));
    qint64 by = 0;
    if (!a.cl->value(u"by"_s).isEmpty()) {
        auto id = playerArgument(a.db, t->clubId, a.cl->value(u"by"_s));
        if (!id)
            return failed(haifu::errorText(id.error()));
        by = *id;
    }
    if (auto error = storage::substituteTournamentPlayer(a.db, a.event, round, entry->number, by))
        return failed(haifu::errorText(*error));
    out() << Tr::tr("Round %1: %2 plays for %3")
                     .arg(round)
                     .arg(by ? a.cl->value(u"by"_s) : entry->name, entry->name)
          << '\n';
    return 0;
}

int runStandings(TournamentArgs &a)
{
    const auto t = storage::tournament(a.db, a.event);
    if (!t)
        return failed(haifu::errorText(t.error()));
    const auto standings = storage::tournamentStandings(a.db, a.event);
    if (!standings)
        return failed(haifu::errorText(standings.error()));
    reports::StandingsHeader header;
    header.title = t->name;
    header.period = t->date;
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    clubcli::Args args;
    args.to = a.cl->value(u"to"_s);
    args.output = a.cl->value(u"output"_s);
    return clubcli::writeStandings(*standings, header, args);
}

} // namespace

bool isTournamentLibraryCommand(const QString &command)
{
    static const QStringList commands = { u"create"_s, u"show"_s, u"register"_s, u"round"_s,
        u"prescribe"_s, u"unseat"_s, u"substitute"_s, u"standings"_s };
    return commands.contains(command);
}

// create NAME --club CLUB [--date DATE]: a new event (and the club, when it is new).
int runCreate(const CommandLine &cl, const Usage &usage)
{
    const QStringList positional = cl.positional();
    if (positional.size() != 2 || cl.value(u"club"_s).trimmed().isEmpty())
        return usage.report(Tr::tr("create needs the event's name and --club"));
    storage::Database db;
    if (auto error = db.open(cl.dbPath()))
        return failed(haifu::errorText(*error));
    storage::Transaction transaction(db);
    const auto clubs = storage::clubs(db);
    if (!clubs)
        return failed(haifu::errorText(clubs.error()));
    storage::ClubEvent event;
    for (const storage::Club &c : *clubs)
        event.clubId = c.name == cl.value(u"club"_s).trimmed() ? c.id : event.clubId;
    if (event.clubId == 0) {
        const auto id = storage::createClub(db, storage::Club{ 0, cl.value(u"club"_s), {} });
        if (!id)
            return failed(haifu::errorText(id.error()));
        event.clubId = *id;
    }
    event.name = positional[1];
    event.date =
            cl.isSet(u"date"_s) ? cl.value(u"date"_s) : QDate::currentDate().toString(Qt::ISODate);
    const auto id = storage::createClubEvent(db, event);
    if (!id)
        return failed(haifu::errorText(id.error()));
    if (auto error = transaction.commit())
        return failed(haifu::errorText(*error));
    out() << *id << '\n';
    return 0;
}

int runTournamentLibrary(const CommandLine &cl, const Usage &usage)
{
    const QStringList positional = cl.positional();
    const QString command = positional.front();
    if (cl.dbPath().isEmpty())
        return failed(Tr::tr("give the library with --db PATH or ADDRESS (or set HAIFU_LIBRARY)"));
    if (command == "create"_L1)
        return runCreate(cl, usage);
    if (positional.size() < 2)
        return usage.report(Tr::tr("%1 needs the event's id").arg(command));
    const auto event = clubcli::idArgument(positional[1], u"EVENT"_s);
    if (!event)
        return usage.report(str(event.error().message));
    TournamentArgs a;
    a.event = *event;
    a.cl = &cl;
    a.usage = &usage;
    if (auto error = a.db.open(cl.dbPath()))
        return failed(haifu::errorText(*error));
    if (command == "show"_L1)
        return runShow(a);
    if (command == "register"_L1)
        return runRegister(a);
    if (command == "round"_L1 || command == "prescribe"_L1)
        return runRound(a, command == "prescribe"_L1);
    if (command == "substitute"_L1)
        return runSubstitute(a);
    if (command == "standings"_L1)
        return runStandings(a);
    if (auto error = storage::removeLastTournamentRound(a.db, a.event))
        return failed(haifu::errorText(*error));
    out() << Tr::tr("The last round was removed") << '\n';
    return 0;
}

} // namespace haifu::cli
