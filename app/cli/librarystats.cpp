#include "cli/librarystats.h"

#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "game/playmetrics.h"
#include "storage/database.h"
#include "storage/playerstats.h"
#include "storage/statsexport.h"

#include <QDate>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

// haifu-cli library stats --player/--person/--all and haifu-cli library person. The statistics
// are made whole before anything is written, and an error goes to standard error only, so that
// `> table.csv` never holds half a table or a message.
namespace haifu::cli {

const QStringList kPlayStatsValues = { u"--player"_s, u"--person"_s, u"--min-games"_s, u"--since"_s,
    u"--until"_s, u"--lobby"_s, u"--source"_s, u"--ruleset"_s, u"--length"_s, u"--players"_s };
const QStringList kPlayStatsFlags = { u"--all"_s, u"--csv"_s };

namespace {

QString latin(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

QString str(const Error &error)
{
    return QString::fromStdString(error.message);
}

int failed(const QString &message)
{
    err() << message << '\n';
    err().flush();
    return 1;
}

void printJson(const QJsonObject &object)
{
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
    out().flush();
}

bool toCount(const QString &text, int &value)
{
    bool ok = false;
    value = text.toInt(&ok);
    return ok && value >= 0;
}

// The filter of the options given; an error message when one does not read.
QString readFilter(const CommandLine &line, storage::StatsFilter &filter)
{
    for (const auto &[option, date] :
            { std::pair{ u"since"_s, &filter.since }, std::pair{ u"until"_s, &filter.until } }) {
        if (!line.isSet(option))
            continue;
        const QString text = line.value(option);
        if (text.size() != 10 || !QDate::fromString(text, Qt::ISODate).isValid())
            return Tr::tr("%1 %2: not a date (YYYY-MM-DD)").arg(u"--"_s + option, text);
        *date = text;
    }
    filter.lobby = line.value(u"lobby"_s);
    filter.source = line.value(u"source"_s);
    filter.ruleset = line.value(u"ruleset"_s);
    if (line.isSet(u"length"_s)) {
        const QString length = line.value(u"length"_s);
        if (length != "east"_L1 && length != "south"_L1)
            return Tr::tr("--length %1: use 'east' (east-only games) or 'south' (east-south "
                          "games)")
                    .arg(length);
        filter.length = length == "east"_L1 ? 1 : 2;
    }
    if (line.isSet(u"players"_s)) {
        const QString players = line.value(u"players"_s);
        if (players != "3"_L1 && players != "4"_L1)
            return Tr::tr("--players %1: use 3 or 4").arg(players);
        filter.playerCount = players.toInt();
    }
    return {};
}

// A person by id or, when no person has that id, by name.
Result<storage::Person> findPerson(const storage::Database &db, const QString &text)
{
    auto all = storage::persons(db);
    if (!all)
        return all.error();
    bool isNumber = false;
    const qint64 id = text.toLongLong(&isNumber);
    for (const storage::Person &p : *all) {
        if (isNumber && p.id == id)
            return p;
    }
    for (const storage::Person &p : *all) {
        if (p.name == text)
            return p;
    }
    return Error(Tr::tr("No person '%1' in the library").arg(text).toStdString());
}

// One row of the statistics: its totals and rare events, and a person's accounts.
struct Entry
{
    storage::StatsRow row;
    QList<storage::RareEventRow> rare;
    QStringList accounts;
};

// The rare events of the players `ids` under `filter`, by player name (a few hundred ids per
// query).
Result<QHash<QString, QList<storage::RareEventRow>>> rareByPlayer(
        const storage::Database &db, const QList<qint64> &ids, const storage::StatsFilter &filter)
{
    QHash<QString, QList<storage::RareEventRow>> byPlayer;
    constexpr qsizetype kBatch = 500;
    for (qsizetype i = 0; i < ids.size(); i += kBatch) {
        const storage::StatsSubject subject{ Tr::tr("every player"), ids.mid(i, kBatch) };
        auto rows = storage::subjectRareEvents(db, subject, filter);
        if (!rows)
            return rows.error();
        for (const storage::RareEventRow &r : *rows)
            byPlayer[r.player].append(r);
    }
    return byPlayer;
}

// Every player with at least `minGames` games under `filter`, most games first. Unfiltered (or
// filtered by the player count alone) the library's totals are read at once; with a filter each
// player who has that many games in all is summed under it.
Result<QList<Entry>> everyone(
        const storage::Database &db, int minGames, const storage::StatsFilter &filter)
{
    const int least = std::max(1, minGames);
    auto players = storage::population(db, least, filter.playerCount);
    if (!players)
        return players.error();
    storage::StatsFilter others = filter;
    others.playerCount = 0;
    QList<Entry> entries;
    QList<qint64> ids;
    for (const storage::PopulationEntry &p : *players) {
        game::PlayerTotals totals = p.totals;
        if (!others.isEmpty()) {
            auto filtered = storage::subjectTotals(db, { p.name, { p.playerId } }, filter);
            if (!filtered)
                return filtered.error();
            if (filtered->games < least)
                continue;
            totals = *filtered;
        }
        totals.play.rare.clear(); // listed from `rare` below, with their games
        entries.append(Entry{ { p.name, totals }, {}, {} });
        ids << p.playerId;
    }
    auto rare = rareByPlayer(db, ids, filter);
    if (!rare)
        return rare.error();
    for (Entry &e : entries)
        e.rare = rare->value(e.row.name);
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        return a.row.totals.games != b.row.totals.games ? a.row.totals.games > b.row.totals.games
                                                        : a.row.name < b.row.name;
    });
    return entries;
}

// The one player or person of --player / --person.
Result<Entry> oneSubject(
        const storage::Database &db, const CommandLine &line, const storage::StatsFilter &filter)
{
    Entry entry;
    storage::StatsSubject subject;
    if (line.isSet(u"person"_s)) {
        auto person = findPerson(db, line.value(u"person"_s));
        if (!person)
            return person.error();
        auto s = storage::personSubject(db, person->id);
        if (!s)
            return s.error();
        subject = *s;
        entry.accounts = person->accounts;
    } else {
        auto s = storage::playerSubject(db, line.value(u"player"_s));
        if (!s)
            return s.error();
        subject = *s;
    }
    auto totals = storage::subjectTotals(db, subject, filter);
    if (!totals)
        return totals.error();
    auto rare = storage::subjectRareEvents(db, subject, filter);
    if (!rare)
        return rare.error();
    entry.row = { subject.label, *totals };
    entry.row.totals.play.rare.clear();
    entry.rare = *rare;
    return entry;
}

// --- output --------------------------------------------------------------------------------------

// "of 1,234 hands": what a metric is taken over, counted.
QString overText(game::Per per, int count)
{
    const QString n = QLocale().toString(count);
    switch (per) {
    case game::Per::Games: return Tr::tr("of %1 games").arg(n);
    case game::Per::PlacedGames: return Tr::tr("of %1 games with a place").arg(n);
    case game::Per::PointGames: return Tr::tr("of %1 games with rank points").arg(n);
    case game::Per::Hands: return Tr::tr("of %1 hands").arg(n);
    case game::Per::Wins: return Tr::tr("of %1 wins").arg(n);
    case game::Per::DealIns: return Tr::tr("of %1 deal-ins").arg(n);
    case game::Per::Riichi: return Tr::tr("of %1 riichi").arg(n);
    case game::Per::CalledHands: return Tr::tr("of %1 called hands").arg(n);
    case game::Per::ExhaustiveDraws: return Tr::tr("of %1 exhaustive draws").arg(n);
    case game::Per::DealerHands: return Tr::tr("of %1 dealer hands").arg(n);
    }
    return {};
}

QString rareText(const QString &what)
{
    if (what == "yakuman"_L1)
        return Tr::tr("yakuman");
    if (what == "nagashi"_L1)
        return Tr::tr("nagashi mangan");
    if (what == "double_riichi"_L1)
        return Tr::tr("double riichi");
    return what;
}

QString filterText(const storage::StatsFilter &f)
{
    QStringList parts;
    if (!f.since.isEmpty())
        parts << Tr::tr("since %1").arg(f.since);
    if (!f.until.isEmpty())
        parts << Tr::tr("until %1").arg(f.until);
    if (!f.lobby.isEmpty())
        parts << Tr::tr("lobby %1").arg(f.lobby);
    if (!f.source.isEmpty())
        parts << Tr::tr("source %1").arg(f.source);
    if (!f.ruleset.isEmpty())
        parts << Tr::tr("ruleset %1").arg(f.ruleset);
    if (f.length != 0)
        parts << (f.length == 1 ? Tr::tr("east-only games") : Tr::tr("east-south games"));
    if (f.playerCount != 0)
        parts << Tr::tr("%1 players").arg(f.playerCount);
    return parts.join(u", "_s);
}

// The metrics as a table (name, value, what it is taken over), then the rare events.
void printEntry(const Entry &e, const storage::StatsFilter &filter)
{
    const game::PlayerTotals &t = e.row.totals;
    out() << (e.row.name.isEmpty() ? Tr::tr("(no name)") : e.row.name);
    if (!e.accounts.isEmpty())
        out() << "  " << Tr::tr("(accounts: %1)").arg(e.accounts.join(u", "_s));
    out() << '\n';
    if (!filter.isEmpty())
        out() << "  " << Tr::tr("filter: %1").arg(filterText(filter)) << '\n';
    QStringList values;
    qsizetype nameWidth = 0, valueWidth = 0;
    for (const game::Metric &m : game::metrics()) {
        values << storage::metricText(m, game::metricValue(m, t));
        nameWidth = std::max(nameWidth, qsizetype(m.name.size()));
        valueWidth = std::max(valueWidth, values.back().size());
    }
    qsizetype i = 0;
    for (const game::Metric &m : game::metrics()) {
        QString line = u"  "_s + latin(m.name).leftJustified(nameWidth) + u"  "_s
                + values[i++].rightJustified(valueWidth);
        if (m.kind != game::MetricKind::Count)
            line += u"  "_s + overText(m.per, game::denominator(m.per, t));
        out() << line << '\n';
    }
    if (e.rare.isEmpty())
        return;
    out() << "  " << Tr::tr("Rare events:") << '\n';
    for (const storage::RareEventRow &r : e.rare) {
        out() << "    " << r.playedAt.left(10) << "  #" << r.gameId << "  " << r.player << "  "
              << Tr::tr("hand %1").arg(r.kyoku + 1) << "  " << rareText(r.what);
        if (r.dealtIn)
            out() << ' ' << Tr::tr("(dealt in)");
        out() << '\n';
    }
}

QJsonObject entryJson(const Entry &e, const storage::StatsFilter &filter)
{
    QJsonObject o = storage::statsJson(e.row, filter);
    QJsonArray rare;
    for (const storage::RareEventRow &r : e.rare) {
        rare.append(QJsonObject{ { u"game"_s, r.gameId }, { u"date"_s, r.playedAt },
                { u"player"_s, r.player }, { u"kyoku"_s, r.kyoku }, { u"what"_s, r.what },
                { u"dealt_in"_s, r.dealtIn } });
    }
    o[u"rare"_s] = rare;
    if (!e.accounts.isEmpty())
        o[u"accounts"_s] = QJsonArray::fromStringList(e.accounts);
    return o;
}

// --- person --------------------------------------------------------------------------------------

QJsonObject personJson(const storage::Person &p)
{
    return QJsonObject{ { u"id"_s, p.id }, { u"name"_s, p.name }, { u"me"_s, p.me },
        { u"accounts"_s, QJsonArray::fromStringList(p.accounts) } };
}

int listPersons(const storage::Database &db, bool json)
{
    auto all = storage::persons(db);
    if (!all)
        return libraryFail(json, str(all.error()));
    if (json) {
        QJsonArray list;
        for (const storage::Person &p : *all)
            list.append(personJson(p));
        printJson(QJsonObject{ { u"persons"_s, list } });
        return 0;
    }
    for (const storage::Person &p : *all) {
        out() << '#' << p.id << "  " << p.name;
        if (p.me)
            out() << "  " << Tr::tr("[me]");
        out() << "  "
              << (p.accounts.isEmpty() ? Tr::tr("(no accounts)")
                                       : Tr::tr("accounts: %1").arg(p.accounts.join(u", "_s)))
              << '\n';
    }
    out().flush();
    return 0;
}

// A person command: its name and what it takes after it.
struct PersonCommand
{
    const char *name;
    const char *arguments;
};

constexpr PersonCommand kPersonCommands[] = { { "list", "" }, { "create", "NAME" },
    { "rename", "PERSON NAME" }, { "add", "PERSON ACCOUNT" }, { "remove", "PERSON ACCOUNT" },
    { "me", "PERSON" }, { "delete", "PERSON" } };

} // namespace

QString playStatsUsage()
{
    const QString indent(33, u' ');
    return u"  stats --player NAME | --person PERSON | --all [--min-games N] [STATISTICS FILTERS]\n"
           "        [--csv | --json]\n"_s
            + indent
            + Tr::tr("Every metric with its denominator, and the rare events (--all: "
                     "every player with N games or more, 1 by default)")
            + u'\n'
            + optionLines(31,
                    { { "person list", Tr::tr("The persons (players' accounts counted as one)") },
                            { "person create NAME", Tr::tr("A new person") },
                            { "person rename PERSON NAME",
                                    Tr::tr("PERSON: the person's number or name") },
                            { "person add PERSON ACCOUNT",
                                    Tr::tr("Count the player ACCOUNT's games as the person's") },
                            { "person remove PERSON ACCOUNT",
                                    Tr::tr("Count them as the person's no longer") },
                            { "person me PERSON",
                                    Tr::tr("The person the Statistics page opens on") },
                            { "person delete PERSON",
                                    Tr::tr("Delete the person (its players' games stay)") } });
}

QString playStatsFilterUsage()
{
    return Tr::tr("Statistics filters:")
            + u"\n  --since YYYY-MM-DD  --until YYYY-MM-DD (inclusive)  --lobby TEXT  --source "
              "SOURCE\n  --ruleset NAME  --length east|south  --players 3|4\n"_s;
}

int runPlayStats(const storage::Database &db, const CommandLine &line,
        const QStringList &positional, bool json)
{
    const int subjects =
            int(line.isSet(u"player"_s)) + int(line.isSet(u"person"_s)) + int(line.isSet(u"all"_s));
    if (subjects != 1)
        return libraryUsageError(
                Tr::tr("stats: give one of --player NAME, --person PERSON and --all"));
    if (!positional.isEmpty())
        return libraryUsageError(Tr::tr("unexpected argument '%1'").arg(positional.front()));
    const bool csv = line.isSet(u"csv"_s);
    if (csv && json)
        return libraryUsageError(Tr::tr("stats: give --csv or --json, not both"));
    int minGames = 1;
    if (line.isSet(u"min-games"_s)) {
        if (!line.isSet(u"all"_s))
            return libraryUsageError(Tr::tr("--min-games: only with --all"));
        if (!toCount(line.value(u"min-games"_s), minGames))
            return libraryUsageError(
                    Tr::tr("--min-games %1: not a number").arg(line.value(u"min-games"_s)));
    }
    storage::StatsFilter filter;
    if (const QString error = readFilter(line, filter); !error.isEmpty())
        return libraryUsageError(error);

    QList<Entry> entries;
    if (line.isSet(u"all"_s)) {
        auto all = everyone(db, minGames, filter);
        if (!all)
            return failed(str(all.error()));
        entries = *all;
    } else {
        auto one = oneSubject(db, line, filter);
        if (!one)
            return failed(str(one.error()));
        entries << *one;
    }

    if (csv) {
        QList<storage::StatsRow> rows;
        for (const Entry &e : entries)
            rows << e.row;
        out() << storage::statsCsv(rows);
    } else if (json && !line.isSet(u"all"_s)) {
        printJson(entryJson(entries.front(), filter));
    } else if (json) {
        QJsonArray players;
        for (const Entry &e : entries)
            players.append(entryJson(e, filter));
        printJson(QJsonObject{ { u"min_games"_s, minGames }, { u"players"_s, players } });
    } else {
        for (const Entry &e : entries)
            printEntry(e, filter);
    }
    out().flush();
    return 0;
}

int runPerson(const storage::Database &db, const QStringList &positional, bool json)
{
    const QString command = positional.value(0);
    const auto *found = std::find_if(std::begin(kPersonCommands), std::end(kPersonCommands),
            [&](const PersonCommand &c) { return command == QLatin1String(c.name); });
    if (found == std::end(kPersonCommands))
        return libraryUsageError(command.isEmpty()
                        ? Tr::tr("person: give list, create, rename, add, remove, me or delete")
                        : Tr::tr("person: unknown command '%1'").arg(command));
    const QString arguments = QLatin1String(found->arguments);
    if (positional.size() != 1 + (arguments.isEmpty() ? 0 : arguments.count(u' ') + 1))
        return libraryUsageError(arguments.isEmpty()
                        ? Tr::tr("person %1: no arguments expected").arg(command)
                        : Tr::tr("person %1: give %2").arg(command, arguments));
    if (command == "list"_L1)
        return listPersons(db, json);
    if (command == "create"_L1) {
        auto id = storage::createPerson(db, positional[1]);
        if (!id)
            return libraryFail(json, str(id.error()));
        if (json)
            printJson(QJsonObject{ { u"id"_s, *id }, { u"name"_s, positional[1].trimmed() } });
        else
            out() << Tr::tr("person #%1 '%2'").arg(*id).arg(positional[1].trimmed()) << '\n';
        out().flush();
        return 0;
    }
    auto person = findPerson(db, positional[1]);
    if (!person)
        return libraryFail(json, str(person.error()));
    std::optional<Error> error;
    if (command == "rename"_L1)
        error = storage::renamePerson(db, person->id, positional[2]);
    else if (command == "add"_L1)
        error = storage::addAccount(db, person->id, positional[2]);
    else if (command == "remove"_L1)
        error = storage::removeAccount(db, person->id, positional[2]);
    else if (command == "me"_L1)
        error = storage::setMe(db, person->id);
    else
        error = storage::deletePerson(db, person->id);
    if (error)
        return libraryFail(json, str(*error));
    if (json && command == "delete"_L1) {
        printJson(QJsonObject{ { u"deleted"_s, person->id } });
    } else if (json) {
        auto changed = findPerson(db, QString::number(person->id));
        if (!changed)
            return libraryFail(json, str(changed.error()));
        printJson(personJson(*changed));
    }
    return 0;
}

} // namespace haifu::cli
