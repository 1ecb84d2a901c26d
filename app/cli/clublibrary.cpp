#include "cli/cli.h"
#include "cli/clubcli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "formats/clubledger.h"
#include "formats/recordio.h"
#include "game/verify.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <variant>

using namespace Qt::StringLiterals;

// haifu-cli club: the club games of a library (import, list, show, add, edit, remove, penalty,
// audit, export, standings of a season).

namespace haifu::cli::clubcli {

std::optional<Error> openLibrary(storage::Database &db, const Args &a)
{
    if (a.db.isEmpty())
        return Error{
            Tr::tr("give the library file with --db PATH (or set HAIFU_LIBRARY)").toStdString()
        };
    return db.open(a.db);
}

Result<qint64> idArgument(const QString &text, const QString &what)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        return Error{ Tr::tr("%1 must be a number, not '%2'").arg(what, text).toStdString() };
    return id;
}

namespace {

// An entry given as a file name or as the JSON text itself.
Result<club::HandEntry> entryArgument(const QString &text, int players)
{
    QByteArray json = text.toUtf8();
    if (!text.trimmed().startsWith(u'{')) {
        QFile file(text);
        if (!file.open(QIODevice::ReadOnly))
            return Error{
                Tr::tr("cannot read %1: %2").arg(text, file.errorString()).toStdString()
            };
        // An entry is a few hundred bytes: never more than the record cap is read.
        Result<QByteArray> data = formats::readAllCapped(file);
        if (!data)
            return Error{ Tr::tr("cannot read %1: %2")
                                  .arg(text, QString::fromStdString(data.error().message))
                                  .toStdString() };
        json = std::move(*data);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{
            Tr::tr("the entry is not JSON: %1").arg(parseError.errorString()).toStdString()
        };
    return formats::handEntryFromJson(doc.object(), u"entry"_s, players);
}

// The id of the item named `fresh.name` in `all`, or of `fresh` stored by `create`: the club,
// season and players of a ledger being imported.
template <typename Item, typename Create>
Result<qint64> findOrCreate(const Result<QList<Item>> &all, const Item &fresh, Create create)
{
    if (!all)
        return all.error();
    for (const Item &item : *all) {
        if (item.name == fresh.name)
            return item.id;
    }
    return create(fresh);
}

} // namespace

// Stores a ledger as a club game of the club and season named by --club and --season: the club,
// season and players it needs, the game, every hand and penalty in one transaction, so that a
// failure part way leaves nothing behind (and a retry does not make a second, partial game).
int storeLedger(storage::Database &db, const formats::Ledger *ledger, const Args &a)
{
    const club::Game &game = ledger->game;
    if (auto checked = club::scoreGame(game); !checked) // refuse before anything is stored
        return failed(checked.error().message);
    storage::Transaction transaction(db);
    if (transaction.beginError())
        return failed(transaction.beginError()->message);
    // A failure after this point rolls everything back.
    auto nothingStored = [](const std::string &message) {
        return failed(Tr::tr("%1 (nothing was stored)").arg(str(message)));
    };
    storage::Club newClub;
    newClub.name = a.club.isEmpty() ? Tr::tr("My club") : a.club;
    auto clubId = findOrCreate(storage::clubs(db), newClub,
            [&](const storage::Club &c) { return storage::createClub(db, c); });
    if (!clubId)
        return nothingStored(clubId.error().message);
    storage::ClubGameHeader h;
    h.clubId = *clubId;
    if (!a.season.isEmpty()) {
        storage::Season newSeason;
        newSeason.clubId = *clubId;
        newSeason.name = a.season;
        newSeason.rulesPreset = str(game.rules.name.substr(0, game.rules.name.find(" (")));
        auto season = findOrCreate(storage::seasons(db, *clubId), newSeason,
                [&](const storage::Season &s) { return storage::createSeason(db, s); });
        if (!season)
            return nothingStored(season.error().message);
        h.seasonId = *season;
    }
    h.title = ledger->info.event;
    h.table = ledger->info.table;
    h.session = ledger->info.session;
    h.playedAt = ledger->info.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate)
                                             : ledger->info.date;
    h.referee = ledger->info.referee;
    h.playerCount = game.rules.players;
    for (int s = 0; s < game.rules.players; ++s) {
        storage::ClubPlayer newPlayer;
        newPlayer.clubId = *clubId;
        newPlayer.name = str(game.players[std::size_t(s)]);
        auto player = findOrCreate(storage::clubPlayers(db, *clubId), newPlayer,
                [&](const storage::ClubPlayer &p) { return storage::addClubPlayer(db, p); });
        if (!player)
            return nothingStored(player.error().message);
        h.players[std::size_t(s)] = *player;
    }
    auto id = storage::createClubGame(db, h, game.rules);
    if (!id)
        return nothingStored(id.error().message);
    for (const club::HandEntry &e : game.entries) {
        if (auto added = storage::appendClubHand(db, *id, e); !added)
            return nothingStored(added.error().message);
    }
    for (const club::Penalty &p : game.penalties) {
        if (auto added = storage::addClubPenalty(db, *id, p); !added)
            return nothingStored(added.error().message);
    }
    if (auto error = transaction.commit())
        return nothingStored(error->message);
    out() << Tr::tr("club game %1 stored with %n hand(s)", nullptr, int(game.entries.size()))
                     .arg(*id)
          << '\n';
    return 0;
}

namespace {

int runImport(storage::Database &db, const Args &a)
{
    if (a.files.size() != 1)
        return usageError(Tr::tr("import needs one ledger file"));
    auto ledger = readLedger(a.files.front());
    if (!ledger)
        return failed(ledger.error().message);
    if (auto checked = club::scoreGame(ledger->game); !checked)
        return failed(
                QFileInfo(a.files.front()).fileName() + u": "_s + str(checked.error().message));
    return storeLedger(db, &*ledger, a);
}

int runList(storage::Database &db, const Args &a)
{
    storage::ClubGameFilter filter;
    if (!a.season.isEmpty()) {
        auto season = idArgument(a.season, u"--season"_s);
        if (!season)
            return usageError(str(season.error().message));
        filter.seasonId = *season;
    }
    auto games = storage::clubGames(db, filter);
    if (!games)
        return failed(games.error().message);
    QJsonArray list;
    for (const storage::ClubGameHeader &g : *games) {
        QStringList names;
        for (int s = 0; s < g.playerCount; ++s)
            names << g.playerNames[std::size_t(s)];
        if (a.json) {
            list.append(QJsonObject{ { u"id"_s, g.id }, { u"date"_s, g.playedAt },
                    { u"title"_s, g.title }, { u"table"_s, g.table },
                    { u"players"_s, QJsonArray::fromStringList(names) },
                    { u"rules"_s, g.rulesName }, { u"hands"_s, g.handCount },
                    { u"finished"_s, g.finished }, { u"end_reason"_s, g.endReason } });
        } else {
            out() << u"%1  %2  %3  %4  %5"_s.arg(g.id, 4)
                             .arg(g.playedAt, -10)
                             .arg(names.join(u", "_s), -40)
                             .arg(g.rulesName, -10)
                             .arg(g.finished ? Tr::tr("ended: %1")
                                                       .arg(reports::endReasonText(
                                                               g.endReason.toStdString()))
                                             : Tr::tr("in progress, %n hand(s)", nullptr,
                                                     g.handCount))
                  << '\n';
        }
    }
    if (a.json)
        return writeJson(QJsonObject{ { u"games"_s, list } });
    out().flush();
    return 0;
}

Result<storage::ClubGame> gameArgument(const storage::Database &db, const Args &a)
{
    if (a.files.isEmpty())
        return Error{ Tr::tr("give the game id").toStdString() };
    auto id = idArgument(a.files.front(), Tr::tr("GAME"));
    if (!id)
        return id.error();
    return storage::clubGame(db, *id);
}

// A game of the library scored and written as writeScored does; the JSON adds the row versions
// a change sends back with --expect (row_version of the game, hand_versions by hand).
int showGame(const storage::ClubGame &game, const Args &a)
{
    auto scored = score(game.game);
    if (!scored)
        return failed(scored.error().message);
    if (!a.json)
        return writeScored(*scored, a);
    QJsonObject o = scoredJson(*scored);
    o[u"row_version"_s] = game.header.rowVersion;
    QJsonArray versions;
    for (const int v : game.handVersions)
        versions.append(v);
    o[u"hand_versions"_s] = versions;
    return writeJson(o);
}

int runShow(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    return showGame(*game, a);
}

int runEdit(storage::Database &db, const Args &a, const QString &command)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    const qint64 id = game->header.id;
    const int players = game->game.rules.players;
    std::optional<Error> error;
    if (command == "add"_L1) {
        if (a.files.size() != 2)
            return usageError(Tr::tr("add needs GAME and an entry"));
        auto entry = entryArgument(a.files[1], players);
        if (!entry)
            return failed(entry.error().message);
        auto index = storage::appendClubHand(db, id, *entry, { .handCount = a.expect });
        if (!index)
            return failed(index.error().message);
    } else if (command == "penalty"_L1) {
        if (a.files.size() != 3)
            return usageError(Tr::tr("penalty needs GAME SEAT POINTS"));
        bool seatOk = false;
        bool pointsOk = false;
        club::Penalty p;
        p.seat = a.files[1].toInt(&seatOk);
        p.points = a.files[2].toInt(&pointsOk);
        if (!seatOk || !pointsOk)
            return usageError(Tr::tr("SEAT and POINTS must be numbers"));
        p.afterHand = int(game->game.entries.size()) - 1;
        p.reason = a.reason.toStdString();
        auto index = storage::addClubPenalty(db, id, p);
        if (!index)
            return failed(index.error().message);
    } else {
        const bool edit = command == "edit"_L1;
        if (a.files.size() != (edit ? 3 : 2))
            return usageError(
                    edit ? Tr::tr("edit needs GAME HAND ENTRY") : Tr::tr("remove needs GAME HAND"));
        if (a.reason.trimmed().isEmpty())
            return usageError(Tr::tr("say why with --reason TEXT (it is kept in the audit trail)"));
        bool ok = false;
        const int hand = a.files[1].toInt(&ok);
        if (!ok || hand < 1)
            return usageError(Tr::tr("HAND is the hand's number on the sheet, from 1"));
        if (edit) {
            auto entry = entryArgument(a.files[2], players);
            if (!entry)
                return failed(entry.error().message);
            error = storage::replaceClubHand(
                    db, id, hand - 1, *entry, a.reason, { .handVersion = a.expect });
        } else {
            error = storage::removeClubHand(
                    db, id, hand - 1, a.reason, { .handVersion = a.expect });
        }
    }
    if (error)
        return failed(error->message);
    auto updated = storage::clubGame(db, id);
    if (!updated)
        return failed(updated.error().message);
    return showGame(*updated, a);
}

int runAudit(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    auto audit = storage::clubAudit(db, game->header.id);
    if (!audit)
        return failed(audit.error().message);
    QJsonArray list;
    for (const storage::ClubAuditEntry &e : *audit) {
        if (a.json) {
            list.append(QJsonObject{ { u"at"_s, e.at }, { u"action"_s, e.action },
                    { u"hand"_s, e.hand + 1 }, { u"before"_s, e.before }, { u"after"_s, e.after },
                    { u"reason"_s, e.reason } });
            continue;
        }
        out() << e.at << "  " << e.action;
        if (e.hand >= 0)
            out() << ' ' << Tr::tr("hand %1").arg(e.hand + 1);
        if (!e.reason.isEmpty())
            out() << "  (" << e.reason << ')';
        out() << '\n';
        if (!e.before.isEmpty())
            out() << "    - " << e.before << '\n';
        if (!e.after.isEmpty())
            out() << "    + " << e.after << '\n';
    }
    if (a.json)
        return writeJson(QJsonObject{ { u"audit"_s, list } });
    out().flush();
    return 0;
}

int runExportGame(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    const storage::ClubGameHeader &h = game->header;
    const formats::LedgerInfo info{ h.title, h.playedAt, h.table, h.session, h.referee };
    if (a.to == "ledger"_L1 || a.to == "json"_L1)
        return writeLedger(formats::Ledger{ game->game, info }, a);
    reports::SheetHeader header = sheetHeader(info);
    header.rulesName = h.rulesName;
    auto players = storage::clubPlayers(db, h.clubId);
    for (int s = 0; s < h.playerCount; ++s) {
        header.players[std::size_t(s)] = h.playerNames[std::size_t(s)];
        for (const storage::ClubPlayer &p : players ? *players : QList<storage::ClubPlayer>{}) {
            if (p.id == h.players[std::size_t(s)])
                header.emaNumbers[std::size_t(s)] = p.emaNumber;
        }
    }
    return writeSheet(game->game, header, a);
}

int runSeasonStandings(storage::Database &db, const Args &a)
{
    auto season = idArgument(a.files.front(), Tr::tr("SEASON"));
    if (!season)
        return usageError(str(season.error().message));
    auto rows = storage::seasonStandings(db, *season);
    if (!rows)
        return failed(rows.error().message);
    reports::StandingsHeader header;
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    header.title = a.title;
    auto clubs = storage::clubs(db);
    for (const storage::Club &c : clubs ? *clubs : QList<storage::Club>{}) {
        auto list = storage::seasons(db, c.id);
        for (const storage::Season &s : list ? *list : QList<storage::Season>{}) {
            if (s.id != *season)
                continue;
            header.club = c.name;
            if (header.title.isEmpty())
                header.title = s.name;
            if (!s.startDate.isEmpty() || !s.endDate.isEmpty())
                header.period = s.startDate + u" – "_s + s.endDate;
            header.rulesName = s.rulesPreset;
        }
    }
    if (a.json) {
        QJsonArray list;
        for (const club::Standing &r : *rows) {
            list.append(QJsonObject{ { u"rank"_s, r.rank }, { u"shared"_s, r.sharedRank },
                    { u"player"_s, str(r.name) }, { u"games"_s, r.games },
                    { u"total"_s, tenth(r.total) }, { u"average_place"_s, r.averagePlace } });
        }
        return writeJson(QJsonObject{ { u"standings"_s, list } });
    }
    return writeStandings(*rows, header, a);
}

} // namespace

int runLibraryCommand(const QString &command, const Args &a)
{
    using Run = int (*)(storage::Database &, const Args &);
    static const std::pair<QLatin1StringView, Run> commands[] = { { "import"_L1, runImport },
        { "list"_L1, runList }, { "show"_L1, runShow }, { "audit"_L1, runAudit },
        { "export"_L1, runExportGame }, { "standings"_L1, runSeasonStandings },
        { "export-ema"_L1, runEmaExport }, { "export-html"_L1, runSiteExport } };
    static const QStringList edits = { u"add"_s, u"edit"_s, u"remove"_s, u"penalty"_s };
    const auto run = std::find_if(std::begin(commands), std::end(commands),
            [&](const auto &c) { return c.first == command; });
    if (run == std::end(commands) && !edits.contains(command))
        return usageError(Tr::tr("unknown command '%1'").arg(command));
    storage::Database db;
    if (auto error = openLibrary(db, a))
        return failed(error->message);
    return run != std::end(commands) ? run->second(db, a) : runEdit(db, a, command);
}

} // namespace haifu::cli::clubcli
