#include "cli/cli.h"
#include "cli/clubcli.h"
#include "common/qtstrings.h"

#include "reports/clubscope.h"
#include "reports/clubsite.h"

#include <QDir>

using namespace Qt::StringLiterals;

// haifu-cli club export-ema and export-html: the tournament exports of a club's season, event or
// whole club (README.md, "Tournament exports").

namespace haifu::cli::clubcli {

namespace {

// The games of --event ID, --season ID or --club NAME (the only club when there is one).
Result<reports::ClubScope> scopeArgument(const storage::Database &db, const Args &a)
{
    reports::ClubScopeKey key;
    if (!a.event.isEmpty()) {
        auto id = idArgument(a.event, u"--event"_s);
        if (!id)
            return id.error();
        key.eventId = *id;
    } else if (!a.season.isEmpty()) {
        auto id = idArgument(a.season, u"--season"_s);
        if (!id)
            return id.error();
        key.seasonId = *id;
    } else {
        auto clubs = storage::clubs(db);
        if (!clubs)
            return clubs.error();
        for (const storage::Club &c : *clubs) {
            if (c.name == a.club || (a.club.isEmpty() && clubs->size() == 1))
                key.clubId = c.id;
        }
        if (key.clubId == 0)
            return Error{ (a.club.isEmpty() ? Tr::tr("give --season ID, --event ID or --club NAME")
                                            : Tr::tr("there is no club '%1'").arg(a.club))
                                  .toStdString() };
    }
    return reports::loadClubScope(db, key);
}

} // namespace

int runEmaExport(storage::Database &db, const Args &a)
{
    auto scope = scopeArgument(db, a);
    if (!scope)
        return failed(scope.error().message);
    if (a.output.isEmpty() || a.output == "-"_L1) {
        out() << reports::emaResultsCsv(*scope);
        out().flush();
        return 0;
    }
    if (auto error = reports::writeEmaResultsCsv(*scope, a.output))
        return failed(error->message);
    out() << Tr::tr(
            "EMA results of %n player(s) written to %1", nullptr, int(scope->standings.size()))
                     .arg(QDir::toNativeSeparators(a.output))
          << '\n';
    return 0;
}

int runSiteExport(storage::Database &db, const Args &a)
{
    if (a.output.isEmpty())
        return usageError(Tr::tr("export-html needs --out DIR"));
    auto scope = scopeArgument(db, a);
    if (!scope)
        return failed(scope.error().message);
    if (auto error = reports::writeClubSite(*scope, a.output))
        return failed(error->message);
    out() << Tr::tr("Web pages of %n game(s) written to %1", nullptr, int(scope->games.size()))
                     .arg(QDir::toNativeSeparators(a.output))
          << '\n';
    return 0;
}

} // namespace haifu::cli::clubcli
