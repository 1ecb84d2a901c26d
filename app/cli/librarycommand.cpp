#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "cli/fetchlog.h"
#include "cli/librarystats.h"
#include "formats/tenhoulink.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"
#include "storage/statistics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <csignal>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;

// haifu-cli library --db PATH COMMAND …: the library database from the command line (import,
// list, search, show, stats, person, annotate, tag, collect, backup, restore, check), with --json
// output for scripts.
namespace haifu::cli {

namespace {

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

void printLibraryUsage(QTextStream &stream)
{
    stream << Tr::tr("Usage: haifu-cli library --db PATH [--json] COMMAND [ARGUMENTS]") << '\n'
           << Tr::tr("The library database: every imported game with its original file, results, "
                     "annotations, tags and collections.")
           << "\n\n"
           << Tr::tr("Commands:") << '\n'
           << optionLines(31,
                      { { "import PATH...",
                                Tr::tr("Import record files and folders (Tenhou XML/gzip, "
                                       "tenhou.net/6 JSON, MJAI), tenhou.net/6 links with the "
                                       "record inside and Tenhou log addresses (downloaded)") },
                              { "list [PAGING]", Tr::tr("List the games, newest first") },
                              { "search [FILTERS] [PAGING]",
                                      Tr::tr("Search the games (filters below)") },
                              { "show GAME",
                                      Tr::tr("One game: header, players, tags and annotations") },
                              { "stats [PLAYER]",
                                      Tr::tr("Player statistics in short (all players, or "
                                             "one)") } })
           << playStatsUsage()
           << "  annotate GAME KYOKU STEP [--seat S] [--variation V] [--text TEXT] [--mark MARK]\n"
           << "           [--alt TILE] [--bookmark|--no-bookmark] [--remove]\n"
           << "                                 "
           << Tr::tr("Add or edit the note at a position (marks: ! ? !! ?? !? ?!)") << '\n'
           << "  tag GAME TAG [--remove]        " << Tr::tr("Tag a game (or remove the tag)")
           << '\n'
           << "  collect COLLECTION GAME [--remove]\n"
           << optionLines(31,
                      { { "", Tr::tr("Put a game into a collection (created on first use)") },
                              { "backup FILE", Tr::tr("Write a backup of the whole library") },
                              { "restore FILE",
                                      Tr::tr("Replace the library with a backup (checked first)") },
                              { "check", Tr::tr("Check the library's integrity") } })
           << '\n'
           << Tr::tr("Options:") << '\n'
           << optionLines(17,
                      { { "--db PATH",
                                Tr::tr("The library file (created when missing; default: "
                                       "$HAIFU_LIBRARY)") },
                              { "--json", Tr::tr("One JSON object on standard output") },
                              { "-q, --quiet", Tr::tr("import: no per-file lines, no progress") },
                              { "--no-replay",
                                      Tr::tr("import: skip the replay check of every move "
                                             "(faster)") },
                              { "--from BASE",
                                      Tr::tr("import: download Tenhou log addresses from "
                                             "BASE?ID (as fetch --from)") } })
           << '\n'
           << Tr::tr("Search filters:") << '\n'
           << "  --player NAME  --from YYYY-MM-DD  --to YYYY-MM-DD  --source SOURCE\n"
           << "  --lobby TEXT  --ruleset NAME  --players 3|4  --top NAME (placed first)\n"
           << "  --winner NAME  --yakuman  --yaku KEY  --min-han N (one win matching all)\n"
           << "  --dealt-in NAME  --annotated  --not-annotated  --bookmarked  --tag TAG\n"
           << "  --collection NAME  --text WORDS (annotation text)\n"
           << playStatsFilterUsage() << Tr::tr("Paging:")
           << " --limit N (50)  --offset N  --sort date|imported  --asc\n"
           << '\n'
           << Tr::tr("Exit status: 0 on success, 1 when something failed (e.g. a file did not "
                     "import), 2 on usage errors.")
           << '\n';
    stream.flush();
}

void printJson(const QJsonObject &object)
{
    out() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
    out().flush();
}

int fail(bool json, const QString &message, int status = 1)
{
    if (json) {
        printJson(QJsonObject{ { u"error"_s, message } });
    } else {
        err() << message << '\n';
        err().flush();
    }
    return status;
}

int usageError(const QString &message)
{
    err() << message << '\n' << Tr::tr("Run 'haifu-cli library --help' for the usage.") << '\n';
    err().flush();
    return 2;
}

// A sub-command's arguments: its positional arguments and the options given (named as written:
// "--seat"), read by QCommandLineParser in runLibrary.
struct Options
{
    const CommandLine *line = nullptr;
    QStringList positional;
    QString error;

    bool has(const QString &flag) const { return line->isSet(name(flag)); }
    QString value(const QString &option) const { return line->value(name(option)); }
    bool hasValue(const QString &option) const { return has(option); }
    static QString name(const QString &option)
    {
        return option.mid(option.startsWith(u"--"_s) ? 2 : 1);
    }

    // The same, with an error when an option given is not among `withValue` and `flags` (nor
    // --db and --json, which every sub-command takes).
    Options only(const QStringList &withValue, const QStringList &flags) const;
};

// Every option of every sub-command: the command line is read once, then each sub-command
// refuses the options that are not its own.
const QList<Option> kSubcommandOptions = { { { u"q"_s, u"quiet"_s } }, { { u"no-replay"_s } },
    { { u"player"_s }, true }, { { u"from"_s }, true }, { { u"to"_s }, true },
    { { u"source"_s }, true }, { { u"lobby"_s }, true }, { { u"ruleset"_s }, true },
    { { u"players"_s }, true }, { { u"top"_s }, true }, { { u"winner"_s }, true },
    { { u"yaku"_s }, true }, { { u"min-han"_s }, true }, { { u"dealt-in"_s }, true },
    { { u"tag"_s }, true }, { { u"collection"_s }, true }, { { u"text"_s }, true },
    { { u"limit"_s }, true }, { { u"offset"_s }, true }, { { u"sort"_s }, true },
    { { u"min-games"_s }, true }, { { u"seat"_s }, true }, { { u"variation"_s }, true },
    { { u"mark"_s }, true }, { { u"alt"_s }, true }, { { u"yakuman"_s } }, { { u"annotated"_s } },
    { { u"not-annotated"_s } }, { { u"bookmarked"_s } }, { { u"asc"_s } }, { { u"bookmark"_s } },
    { { u"no-bookmark"_s } }, { { u"remove"_s } }, { { u"person"_s }, true },
    { { u"since"_s }, true }, { { u"until"_s }, true }, { { u"length"_s }, true }, { { u"all"_s } },
    { { u"csv"_s } } };

Options Options::only(const QStringList &withValue, const QStringList &flags) const
{
    Options o = *this;
    for (const QString &given : line->givenOptions()) {
        if (given != "--db"_L1 && given != "--json"_L1 && !withValue.contains(given)
                && !flags.contains(given)) {
            o.error = Tr::tr("unknown option '%1'").arg(given);
            break;
        }
    }
    return o;
}

bool toInt(const QString &text, int &value)
{
    bool ok = false;
    value = text.toInt(&ok);
    return ok;
}

bool toId(const QString &text, qint64 &value)
{
    bool ok = false;
    value = text.toLongLong(&ok);
    return ok && value > 0;
}

// --- import ------------------------------------------------------------------------------------

std::atomic<storage::Importer *> s_runningImport = nullptr;

extern "C" void cancelImportOnSignal(int)
{
    if (storage::Importer *importer = s_runningImport.load())
        importer->cancel();
}

QJsonObject itemJson(const storage::ImportItem &item)
{
    QJsonObject o{ { u"path"_s, item.path }, { u"status"_s, importStatusName(item.status) } };
    if (item.gameId > 0)
        o[u"game"_s] = item.gameId;
    if (item.status == storage::ImportStatus::Duplicate)
        o[u"new_original"_s] = item.newOriginal;
    if (!item.message.isEmpty())
        o[item.status == storage::ImportStatus::Failed ? u"error"_s : u"note"_s] = item.message;
    return o;
}

int runImport(const storage::Database &db, const Options &args, bool json)
{
    const Options o = args.only({ u"--from"_s }, { u"--quiet"_s, u"-q"_s, u"--no-replay"_s });
    const std::optional<QString> base =
            o.has(u"--from"_s) ? std::optional(o.value(u"--from"_s)) : std::nullopt;
    if (!o.error.isEmpty())
        return usageError(o.error);
    if (o.positional.isEmpty())
        return usageError(Tr::tr("import: give at least one file or folder"));
    const bool quiet = o.has(u"--quiet"_s) || o.has(u"-q"_s);

    storage::Importer importer(db);
    importer.setReplay(!o.has(u"--no-replay"_s));
    if (!json && !quiet)
        QObject::connect(&importer, &storage::Importer::itemImported, printItem);
    // Links are read (or their logs downloaded) first, then the files and folders.
    QStringList paths;
    QList<storage::ImportItem> linkItems;
    for (const QString &arg : o.positional) {
        if (!formats::isTenhouJsonLink(arg) && !isTenhouLogAddress(arg)) {
            paths << arg;
            continue;
        }
        linkItems << importLink(db, importer, arg, base);
        if (!json && !quiet)
            printItem(linkItems.back());
    }
    s_runningImport.store(&importer);
    auto previousInt = std::signal(SIGINT, cancelImportOnSignal);
    auto previousTerm = std::signal(SIGTERM, cancelImportOnSignal);
    storage::ImportReport report =
            paths.isEmpty() ? storage::ImportReport() : importer.importPaths(paths);
    for (const storage::ImportItem &item : linkItems) {
        report.imported += item.status == storage::ImportStatus::Imported;
        report.duplicates += item.status == storage::ImportStatus::Duplicate;
        report.failed += item.status == storage::ImportStatus::Failed;
    }
    report.items = linkItems + report.items;
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    s_runningImport.store(nullptr);

    if (json) {
        QJsonArray files;
        for (const storage::ImportItem &item : report.items)
            files.append(itemJson(item));
        printJson(QJsonObject{ { u"files"_s, files }, { u"imported"_s, report.imported },
                { u"duplicates"_s, report.duplicates }, { u"failed"_s, report.failed },
                { u"cancelled"_s, report.cancelled }, { u"not_imported"_s, report.notImported } });
    } else {
        out() << Tr::tr("%1 imported, %2 duplicates, %3 failed")
                         .arg(report.imported)
                         .arg(report.duplicates)
                         .arg(report.failed);
        if (report.cancelled)
            out() << "; " << Tr::tr("cancelled, %1 files not imported").arg(report.notImported);
        out() << '\n';
        out().flush();
    }
    return (report.failed > 0 || report.cancelled) ? 1 : 0;
}

// --- list / search / show ----------------------------------------------------------------------

QJsonObject summaryJson(const storage::GameSummary &g)
{
    QJsonArray players;
    for (const storage::GamePlayerSummary &p : g.players) {
        QJsonObject o{ { u"seat"_s, p.seat }, { u"name"_s, p.name } };
        if (!p.rank.isEmpty())
            o[u"rank"_s] = p.rank;
        if (p.finalScore)
            o[u"score"_s] = *p.finalScore;
        if (p.finalPoints)
            o[u"points"_s] = *p.finalPoints;
        if (p.placement)
            o[u"placement"_s] = *p.placement;
        players.append(o);
    }
    QJsonObject o{ { u"id"_s, g.id }, { u"source_id"_s, g.sourceId }, { u"format"_s, g.format },
        { u"source"_s, g.source }, { u"lobby"_s, g.lobby }, { u"date"_s, g.playedAt },
        { u"imported_at"_s, g.importedAt }, { u"ruleset"_s, g.ruleset },
        { u"player_count"_s, g.playerCount }, { u"kyoku"_s, g.kyokuCount },
        { u"players"_s, players }, { u"annotations"_s, g.annotationCount },
        { u"tags"_s, QJsonArray::fromStringList(g.tags) }, { u"replay_ok"_s, g.replayOk } };
    if (!g.title.isEmpty())
        o[u"title"_s] = g.title;
    if (!g.replayOk)
        o[u"replay_error"_s] = g.replayError;
    if (g.viewpoint >= 0)
        o[u"viewpoint"_s] = g.viewpoint;
    return o;
}

QString summaryLine(const storage::GameSummary &g)
{
    QStringList players;
    for (const storage::GamePlayerSummary &p : g.players) {
        QString text = p.name.isEmpty() ? Tr::tr("(seat %1)").arg(p.seat) : p.name;
        if (p.finalScore)
            text += u" "_s + QString::number(*p.finalScore);
        if (p.placement)
            text += u" ("_s + QString::number(*p.placement) + u")"_s;
        players << text;
    }
    QString line = u"#%1  %2  %3  %4  "_s.arg(g.id)
                           .arg(g.playedAt.left(10).leftJustified(10))
                           .arg(g.source.leftJustified(11))
                           .arg(g.lobby.isEmpty() ? g.ruleset : g.lobby);
    line += players.join(u", "_s);
    if (g.annotationCount > 0)
        line += u"  "_s + Tr::tr("[%n note(s)]", nullptr, g.annotationCount);
    if (!g.tags.isEmpty())
        line += u"  {"_s + g.tags.join(u", "_s) + u"}"_s;
    return line;
}

const QStringList kFilterValues = { u"--player"_s, u"--from"_s, u"--to"_s, u"--source"_s,
    u"--lobby"_s, u"--ruleset"_s, u"--players"_s, u"--top"_s, u"--winner"_s, u"--yaku"_s,
    u"--min-han"_s, u"--dealt-in"_s, u"--tag"_s, u"--collection"_s, u"--text"_s, u"--limit"_s,
    u"--offset"_s, u"--sort"_s };
const QStringList kFilterFlags = { u"--yakuman"_s, u"--annotated"_s, u"--not-annotated"_s,
    u"--bookmarked"_s, u"--asc"_s };

int runSearch(const storage::Database &db, const Options &args, bool json, bool filters)
{
    const Options o = args.only(
            filters ? kFilterValues : QStringList{ u"--limit"_s, u"--offset"_s, u"--sort"_s },
            filters ? kFilterFlags : QStringList{ u"--asc"_s });
    if (!o.error.isEmpty())
        return usageError(o.error);
    if (!o.positional.isEmpty())
        return usageError(Tr::tr("unexpected argument '%1'").arg(o.positional.front()));

    storage::SearchFilter f;
    using Text = std::pair<const char *, QString storage::SearchFilter::*>;
    for (const auto &[option, member] : { Text{ "--player", &storage::SearchFilter::player },
                 Text{ "--source", &storage::SearchFilter::source },
                 Text{ "--lobby", &storage::SearchFilter::lobby },
                 Text{ "--ruleset", &storage::SearchFilter::ruleset },
                 Text{ "--top", &storage::SearchFilter::topPlayer },
                 Text{ "--winner", &storage::SearchFilter::winner },
                 Text{ "--yaku", &storage::SearchFilter::yaku },
                 Text{ "--dealt-in", &storage::SearchFilter::dealtIn },
                 Text{ "--tag", &storage::SearchFilter::tag },
                 Text{ "--collection", &storage::SearchFilter::collection },
                 Text{ "--text", &storage::SearchFilter::text } })
        f.*member = o.value(QString::fromLatin1(option));
    f.yakuman = o.has(u"--yakuman"_s);
    f.bookmarked = o.has(u"--bookmarked"_s);
    if (o.has(u"--annotated"_s))
        f.annotated = true;
    if (o.has(u"--not-annotated"_s))
        f.annotated = false;
    for (const auto &[option, date] : { std::pair{ u"--from"_s, &f.from }, { u"--to"_s, &f.to } }) {
        if (o.hasValue(option)) {
            *date = QDate::fromString(o.value(option), Qt::ISODate);
            if (!date->isValid())
                return usageError(
                        Tr::tr("%1: '%2' is not a date (YYYY-MM-DD)").arg(option, o.value(option)));
        }
    }
    storage::SearchOptions options;
    const std::pair<QString, int *> numbers[] = { { u"--players"_s, &f.playerCount },
        { u"--min-han"_s, &f.minHan }, { u"--limit"_s, &options.limit },
        { u"--offset"_s, &options.offset } };
    for (const auto &[option, target] : numbers) {
        if (o.hasValue(option) && (!toInt(o.value(option), *target) || *target < 0))
            return usageError(Tr::tr("%1: '%2' is not a number").arg(option, o.value(option)));
    }
    const QString sort = o.value(u"--sort"_s);
    if (sort == "imported"_L1)
        options.sort = storage::SortKey::Imported;
    else if (!sort.isEmpty() && sort != "date"_L1)
        return usageError(Tr::tr("--sort: use 'date' or 'imported'"));
    options.descending = !o.has(u"--asc"_s);

    auto total = storage::countGames(db, f);
    if (!total)
        return fail(json, str(total.error().message));
    auto page = storage::searchGames(db, f, options);
    if (!page)
        return fail(json, str(page.error().message));
    if (json) {
        QJsonArray games;
        for (const storage::GameSummary &g : page->games)
            games.append(summaryJson(g));
        printJson(QJsonObject{ { u"total"_s, *total }, { u"offset"_s, options.offset },
                { u"more"_s, page->more }, { u"games"_s, games } });
        return 0;
    }
    for (const storage::GameSummary &g : page->games)
        out() << summaryLine(g) << '\n';
    out() << Tr::tr("%1 of %n game(s)", nullptr, int(*total)).arg(page->games.size());
    if (page->more)
        out() << "; " << Tr::tr("more with --offset %1").arg(options.offset + page->games.size());
    out() << '\n';
    out().flush();
    return 0;
}

QJsonObject annotationJson(const storage::Annotation &a)
{
    QJsonObject o{ { u"game"_s, a.key.gameId }, { u"kyoku"_s, a.key.kyoku },
        { u"step"_s, a.key.step }, { u"seat"_s, a.key.seat }, { u"variation"_s, a.key.variation },
        { u"text"_s, a.text }, { u"mark"_s, a.mark }, { u"alternative"_s, a.alternative },
        { u"bookmark"_s, a.bookmark }, { u"created_at"_s, a.createdAt },
        { u"updated_at"_s, a.updatedAt } };
    return o;
}

QString annotationLine(const storage::Annotation &a)
{
    QString line = a.key.variation == 0
            ? Tr::tr("kyoku %1 step %2").arg(a.key.kyoku).arg(a.key.step)
            : Tr::tr("kyoku %1 variation %2 step %3")
                      .arg(a.key.kyoku)
                      .arg(a.key.variation)
                      .arg(a.key.step);
    if (a.key.seat >= 0)
        line += u" "_s + Tr::tr("seat %1").arg(a.key.seat);
    line += u":"_s;
    if (!a.mark.isEmpty())
        line += u" "_s + a.mark;
    if (!a.alternative.isEmpty())
        line += u" "_s + Tr::tr("(better: %1)").arg(a.alternative);
    if (a.bookmark)
        line += u" "_s + Tr::tr("[bookmark]");
    if (!a.text.isEmpty())
        line += u" "_s + a.text;
    return line;
}

int runShow(const storage::Database &db, const Options &args, bool json)
{
    const Options o = args.only({}, {});
    if (!o.error.isEmpty())
        return usageError(o.error);
    qint64 id = 0;
    if (o.positional.size() != 1 || !toId(o.positional.front(), id))
        return usageError(Tr::tr("show: give one game number"));
    auto game = storage::gameSummary(db, id);
    if (!game)
        return fail(json, str(game.error().message));
    auto notes = storage::gameAnnotations(db, id);
    if (!notes)
        return fail(json, str(notes.error().message));
    if (json) {
        QJsonObject o = summaryJson(*game);
        QJsonArray list;
        for (const storage::Annotation &a : *notes)
            list.append(annotationJson(a));
        o[u"annotation_list"_s] = list;
        printJson(o);
        return 0;
    }
    out() << summaryLine(*game) << '\n';
    if (!game->sourceId.isEmpty())
        out() << "  " << Tr::tr("log id: %1").arg(game->sourceId) << '\n';
    if (!game->replayOk)
        out() << "  " << Tr::tr("replay stops: %1").arg(game->replayError) << '\n';
    for (const storage::Annotation &a : *notes)
        out() << "  " << annotationLine(a) << '\n';
    out().flush();
    return 0;
}

// --- stats -------------------------------------------------------------------------------------

QJsonObject statsJson(const storage::PlayerStats &s)
{
    QJsonArray placements;
    for (int p : s.placements)
        placements.append(p);
    return QJsonObject{ { u"name"_s, s.name }, { u"games"_s, s.games },
        { u"placed_games"_s, s.placedGames }, { u"placements"_s, placements },
        { u"average_placement"_s, s.averagePlacement }, { u"kyoku"_s, s.kyoku },
        { u"wins"_s, s.wins }, { u"tsumo_wins"_s, s.tsumoWins }, { u"deal_ins"_s, s.dealIns },
        { u"riichi"_s, s.riichi }, { u"called_hands"_s, s.calledHands },
        { u"win_rate"_s, s.winRate }, { u"deal_in_rate"_s, s.dealInRate },
        { u"riichi_rate"_s, s.riichiRate }, { u"call_rate"_s, s.callRate },
        { u"average_win"_s, s.averageWin }, { u"average_deal_in"_s, s.averageDealIn } };
}

QString percent(double rate)
{
    return QString::number(rate * 100.0, 'f', 1) + u"%"_s;
}

void printStats(const storage::PlayerStats &s)
{
    out() << (s.name.isEmpty() ? Tr::tr("(no name)") : s.name) << '\n'
          << "  "
          << Tr::tr("games: %1, average placement: %2")
                     .arg(s.games)
                     .arg(s.placedGames > 0 ? QString::number(s.averagePlacement, 'f', 2) : u"-"_s)
          << '\n'
          << "  "
          << Tr::tr("hands: %1, wins: %2 (%3), deal-ins: %4 (%5)")
                     .arg(s.kyoku)
                     .arg(s.wins)
                     .arg(percent(s.winRate))
                     .arg(s.dealIns)
                     .arg(percent(s.dealInRate))
          << '\n'
          << "  "
          << Tr::tr("riichi: %1, calls: %2, average win: %3, average deal-in: %4")
                     .arg(percent(s.riichiRate), percent(s.callRate))
                     .arg(qRound(s.averageWin))
                     .arg(qRound(s.averageDealIn))
          << '\n';
}

int runStats(const storage::Database &db, const Options &args, bool json)
{
    // Every option but --min-games and --limit belongs to the statistics by player, person or
    // everyone.
    for (const QString &given : args.line->givenOptions()) {
        if (given != "--min-games"_L1 && given != "--limit"_L1 && given != "--db"_L1
                && given != "--json"_L1) {
            const Options o = args.only(kPlayStatsValues, kPlayStatsFlags);
            if (!o.error.isEmpty())
                return usageError(o.error);
            return runPlayStats(db, *o.line, o.positional, json);
        }
    }
    const Options o = args.only({ u"--min-games"_s, u"--limit"_s }, {});
    if (!o.error.isEmpty())
        return usageError(o.error);
    if (o.positional.size() > 1)
        return usageError(Tr::tr("stats: give at most one player name"));
    if (o.positional.size() == 1) {
        auto stats = storage::playerStatistics(db, o.positional.front());
        if (!stats)
            return fail(json, str(stats.error().message));
        if (json)
            printJson(statsJson(*stats));
        else
            printStats(*stats);
        out().flush();
        return 0;
    }
    int minGames = 1;
    int limit = 0;
    if (o.hasValue(u"--min-games"_s) && !toInt(o.value(u"--min-games"_s), minGames))
        return usageError(Tr::tr("--min-games: not a number"));
    if (o.hasValue(u"--limit"_s) && !toInt(o.value(u"--limit"_s), limit))
        return usageError(Tr::tr("--limit: not a number"));
    auto all = storage::allPlayerStatistics(db, minGames, limit);
    if (!all)
        return fail(json, str(all.error().message));
    if (json) {
        QJsonArray list;
        for (const storage::PlayerStats &s : *all)
            list.append(statsJson(s));
        printJson(QJsonObject{ { u"players"_s, list } });
    } else {
        for (const storage::PlayerStats &s : *all)
            printStats(s);
    }
    out().flush();
    return 0;
}

// --- annotate, tag, collect --------------------------------------------------------------------

int runAnnotate(const storage::Database &db, const Options &args, bool json)
{
    const Options o =
            args.only({ u"--seat"_s, u"--variation"_s, u"--text"_s, u"--mark"_s, u"--alt"_s },
                    { u"--bookmark"_s, u"--no-bookmark"_s, u"--remove"_s });
    if (!o.error.isEmpty())
        return usageError(o.error);
    storage::AnnotationKey key;
    if (o.positional.size() != 3 || !toId(o.positional[0], key.gameId)
            || !toInt(o.positional[1], key.kyoku) || !toInt(o.positional[2], key.step))
        return usageError(Tr::tr("annotate: give GAME KYOKU STEP (numbers)"));
    if (o.hasValue(u"--seat"_s) && !toInt(o.value(u"--seat"_s), key.seat))
        return usageError(Tr::tr("--seat: not a number"));
    if (o.hasValue(u"--variation"_s) && !toInt(o.value(u"--variation"_s), key.variation))
        return usageError(Tr::tr("--variation: not a number"));
    if (o.has(u"--remove"_s)) {
        if (auto error = storage::removeAnnotation(db, key))
            return fail(json, str(error->message));
        if (json)
            printJson(QJsonObject{ { u"removed"_s, true } });
        return 0;
    }
    storage::AnnotationEdit edit;
    if (o.hasValue(u"--text"_s))
        edit.text = o.value(u"--text"_s);
    if (o.hasValue(u"--mark"_s))
        edit.mark = o.value(u"--mark"_s);
    if (o.hasValue(u"--alt"_s))
        edit.alternative = o.value(u"--alt"_s);
    if (o.has(u"--bookmark"_s))
        edit.bookmark = true;
    if (o.has(u"--no-bookmark"_s))
        edit.bookmark = false;
    auto saved = storage::editAnnotation(db, key, edit);
    if (!saved)
        return fail(json, str(saved.error().message));
    if (json)
        printJson(annotationJson(*saved));
    else
        out() << annotationLine(*saved) << '\n';
    out().flush();
    return 0;
}

// tag and collect: a game number (at `gameIndex`) and a name; 0 when they are not there.
qint64 gameAndName(const Options &o, int gameIndex)
{
    qint64 id = 0;
    if (!o.error.isEmpty() || o.positional.size() != 2 || !toId(o.positional[gameIndex], id))
        return 0;
    return id;
}

int runTag(const storage::Database &db, const Options &args, bool json)
{
    const Options o = args.only({}, { u"--remove"_s });
    const qint64 id = gameAndName(o, 0);
    if (id <= 0)
        return usageError(o.error.isEmpty() ? Tr::tr("tag: give GAME TAG") : o.error);
    const auto error = o.has(u"--remove"_s) ? storage::removeTag(db, id, o.positional[1])
                                            : storage::addTag(db, id, o.positional[1]);
    if (error)
        return fail(json, str(error->message));
    if (json)
        printJson(QJsonObject{ { u"game"_s, id }, { u"tag"_s, o.positional[1] },
                { u"removed"_s, o.has(u"--remove"_s) } });
    return 0;
}

int runCollect(const storage::Database &db, const Options &args, bool json)
{
    const Options o = args.only({}, { u"--remove"_s });
    const qint64 id = gameAndName(o, 1);
    if (id <= 0)
        return usageError(o.error.isEmpty() ? Tr::tr("collect: give COLLECTION GAME") : o.error);
    const QString &name = o.positional[0];
    std::optional<Error> error;
    if (o.has(u"--remove"_s)) {
        error = storage::removeFromCollection(db, name, id);
    } else {
        auto created = storage::createCollection(db, name);
        if (!created)
            error = created.error();
        else
            error = storage::addToCollection(db, name, id);
    }
    if (error)
        return fail(json, str(error->message));
    if (json)
        printJson(QJsonObject{ { u"game"_s, id }, { u"collection"_s, name },
                { u"removed"_s, o.has(u"--remove"_s) } });
    return 0;
}

// --- backup, restore, check --------------------------------------------------------------------

int runBackup(const storage::Database &db, const Options &args, bool json, bool restore)
{
    const Options o = args.only({}, {});
    if (!o.error.isEmpty())
        return usageError(o.error);
    if (o.positional.size() != 1)
        return usageError(restore ? Tr::tr("restore: give the backup file")
                                  : Tr::tr("backup: give the file to write"));
    const auto error = restore ? storage::restoreLibrary(db, o.positional.front())
                               : storage::backupLibrary(db, o.positional.front());
    if (error)
        return fail(json, str(error->message));
    if (json)
        printJson(QJsonObject{ { restore ? u"restored"_s : u"backup"_s, o.positional.front() } });
    else
        out() << (restore ? Tr::tr("restored the library from %1") : Tr::tr("wrote the backup %1"))
                         .arg(o.positional.front())
              << '\n';
    out().flush();
    return 0;
}

int printCheck(const Result<storage::IntegrityReport> &report, bool json)
{
    if (!report)
        return fail(json, str(report.error().message));
    if (json) {
        printJson(QJsonObject{ { u"ok"_s, report->ok },
                { u"problems"_s, QJsonArray::fromStringList(report->problems) },
                { u"games"_s, report->games }, { u"originals"_s, report->originals },
                { u"annotations"_s, report->annotations } });
    } else {
        for (const QString &problem : report->problems)
            out() << problem << '\n';
        if (report->ok)
            out() << Tr::tr("ok: %1 games, %2 original files, %3 annotations")
                             .arg(report->games)
                             .arg(report->originals)
                             .arg(report->annotations)
                  << '\n';
        else
            out() << Tr::tr("the library is damaged") << '\n';
    }
    out().flush();
    return report->ok ? 0 : 1;
}

} // namespace

int libraryUsageError(const QString &message)
{
    return usageError(message);
}

int libraryFail(bool json, const QString &message)
{
    return fail(json, message);
}

int runLibrary(const QStringList &args)
{
    CommandLine cl{ kDbOption, kJsonOption };
    cl.addOptions(kSubcommandOptions);
    if (const auto status = cl.parse(args, Usage{ u"library"_s, printLibraryUsage, usageError }))
        return *status;
    const QString dbPath = cl.dbPath();
    const bool json = cl.isSet(u"json"_s);
    Options rest{ &cl, cl.positional(), {} };
    if (rest.positional.isEmpty()) {
        printLibraryUsage(err());
        return 2;
    }
    const QString command = rest.positional.takeFirst();
    static const QStringList commands = { u"import"_s, u"list"_s, u"search"_s, u"show"_s,
        u"stats"_s, u"person"_s, u"annotate"_s, u"tag"_s, u"collect"_s, u"backup"_s, u"restore"_s,
        u"check"_s };
    if (!commands.contains(command))
        return usageError(Tr::tr("library: unknown command '%1'").arg(command));
    if (dbPath.isEmpty())
        return usageError(Tr::tr("library: give the library file with --db PATH"));

    if (command == "check"_L1) {
        const Options o = rest.only({}, {});
        if (!o.error.isEmpty())
            return usageError(o.error);
        if (!o.positional.isEmpty())
            return usageError(Tr::tr("check: no arguments expected"));
        return printCheck(storage::checkLibraryFile(dbPath), json);
    }
    storage::Database db;
    if (auto error = db.open(dbPath))
        return fail(json, str(error->message));
    if (command == "import"_L1)
        return runImport(db, rest, json);
    if (command == "list"_L1)
        return runSearch(db, rest, json, false);
    if (command == "search"_L1)
        return runSearch(db, rest, json, true);
    if (command == "show"_L1)
        return runShow(db, rest, json);
    if (command == "stats"_L1)
        return runStats(db, rest, json);
    if (command == "person"_L1) {
        const Options o = rest.only({}, {});
        return o.error.isEmpty() ? runPerson(db, o.positional, json) : usageError(o.error);
    }
    if (command == "annotate"_L1)
        return runAnnotate(db, rest, json);
    if (command == "tag"_L1)
        return runTag(db, rest, json);
    if (command == "collect"_L1)
        return runCollect(db, rest, json);
    return runBackup(db, rest, json, command == "restore"_L1);
}

} // namespace haifu::cli
