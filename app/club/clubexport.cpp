#include "club/clubcontroller.h"
#include "formats/qtstrings.h"

#include "club/clubtext.h"
#include "reports/clubscope.h"
#include "reports/clubsite.h"
#include "reports/scoresheet.h"
#include "storage/database.h"

#include <QDate>
#include <QDir>
#include <QPageLayout>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

// The score sheets of ClubController (issue 14, out of clubcontroller.cpp): the open game's
// sheet, the standings and blank sheets exported as PDF or CSV, and printed through CUPS.

using haifu::toQString;

using namespace Qt::StringLiterals;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;

namespace {

QString localFile(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

// Writes a tournament export (`write`) of the club's season (or all its games).
template <typename Write>
std::optional<Error> writeScope(
        const storage::Database *db, qint64 clubId, qint64 seasonId, const Write &write)
{
    if (!db)
        return Error{ ClubController::tr("No library is open.").toStdString() };
    const auto scope = haifu::reports::loadClubScope(*db, { clubId, seasonId, 0 });
    if (!scope)
        return scope.error();
    return write(*scope);
}

} // namespace

// --- Score sheets ---

QString ClubController::eventName(qint64 eventId) const
{
    const storage::Database *db = database();
    if (!db || eventId <= 0 || m_clubId <= 0)
        return {};
    auto events = storage::clubEventsOfClub(*db, m_clubId);
    if (!events)
        return {};
    for (const storage::ClubEvent &e : *events) {
        if (e.id == eventId)
            return e.name;
    }
    return {};
}

haifu::reports::SheetHeader ClubController::sheetHeader() const
{
    haifu::reports::SheetHeader header;
    if (!m_game)
        return header;
    const storage::ClubGameHeader &h = m_game->header;
    header.event = eventName(h.eventId);
    if (header.event.isEmpty())
        header.event = h.title.isEmpty() ? clubName() : h.title;
    header.date = h.playedAt;
    header.table = h.table;
    header.session = h.session;
    header.referee = h.referee;
    header.rulesName = ClubText::presetName(toQString(m_game->game.rules.name));
    for (int s = 0; s < m_game->game.rules.players; ++s) {
        header.players[std::size_t(s)] = h.playerNames[std::size_t(s)];
        const int row = m_players.rowOf(h.players[std::size_t(s)]);
        if (row >= 0)
            header.emaNumbers[std::size_t(s)] = m_players.players().at(row).emaNumber;
    }
    return header;
}

haifu::reports::StandingsHeader ClubController::standingsHeader() const
{
    haifu::reports::StandingsHeader header;
    header.title = m_seasonId > 0 ? seasonName() : tr("All games");
    header.club = clubName();
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    header.rulesName = ClubText::presetName(defaultPreset());
    return header;
}

std::optional<Error> ClubController::paint(const QString &what, QPagedPaintDevice &device)
{
    namespace reports = haifu::reports;
    if (what == "standings"_L1) {
        reports::StandingsHeader header = standingsHeader();
        for (const QVariant &s : std::as_const(m_seasons)) {
            const QVariantMap map = s.toMap();
            if (map.value(u"id"_s).toLongLong() == m_seasonId
                    && !map.value(u"startDate"_s).toString().isEmpty())
                header.period = map.value(u"startDate"_s).toString() + u" – "_s
                        + map.value(u"endDate"_s).toString();
        }
        return reports::paintStandings(m_standings.standings(), header, device);
    }
    if (what == "blank"_L1) {
        // A sheet for paper play: the club and the rules, nothing of the open game.
        reports::SheetHeader header;
        header.event = clubName();
        std::optional<rules::Ruleset> ruleset;
        if (auto r = rules::presetRuleset(defaultPreset().toStdString()))
            ruleset = *r;
        header.rulesName = ClubText::presetName(defaultPreset());
        return reports::paintBlankScoreSheet(header, ruleset, device);
    }
    if (!m_game)
        return Error{ tr("Open a game first.").toStdString() };
    return reports::paintScoreSheet(m_game->game, sheetHeader(), device);
}

bool ClubController::exportGame(const QUrl &file, const QString &format)
{
    return exportGameTo(localFile(file), format);
}

bool ClubController::exportStandings(const QUrl &file, const QString &format)
{
    return exportStandingsTo(localFile(file), format);
}

bool ClubController::exportBlankSheet(const QUrl &file)
{
    return exportBlankSheetTo(localFile(file));
}

bool ClubController::exportGameTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    if (!m_game)
        return setError(tr("Open a game first.")), false;
    std::optional<Error> error;
    if (format == "csv"_L1) {
        const reports::SheetHeader header = sheetHeader();
        error = reports::writeScoreSheetCsv(m_game->game, header, path);
    } else {
        error = reports::savePdf(path, gameTitle(),
                [this](QPagedPaintDevice &device) { return paint(u"game"_s, device); });
    }
    if (!check(error))
        return false;
    setMessage(tr("Saved the score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportStandingsTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    std::optional<Error> error;
    if (format == "csv"_L1) {
        error = reports::writeStandingsCsv(m_standings.standings(), standingsHeader(), path);
    } else {
        error = reports::savePdf(path, standingsHeader().title,
                [this](QPagedPaintDevice &device) { return paint(u"standings"_s, device); });
    }
    if (!check(error))
        return false;
    setMessage(tr("Saved the standings to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportBlankSheetTo(const QString &path)
{
    if (!check(haifu::reports::savePdf(path, QString(),
                [this](QPagedPaintDevice &device) { return paint(u"blank"_s, device); })))
        return false;
    setMessage(tr("Saved a blank score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportEmaResults(const QUrl &file)
{
    return exportEmaResultsTo(localFile(file));
}

bool ClubController::exportWebSite(const QUrl &folder)
{
    return exportWebSiteTo(localFile(folder));
}

bool ClubController::exportEmaResultsTo(const QString &path)
{
    if (!check(writeScope(
                database(), m_clubId, m_seasonId, [&](const haifu::reports::ClubScope &scope) {
                    return haifu::reports::writeEmaResultsCsv(scope, path);
                })))
        return false;
    setMessage(tr("Saved the EMA results to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportWebSiteTo(const QString &folder)
{
    if (!check(writeScope(
                database(), m_clubId, m_seasonId, [&](const haifu::reports::ClubScope &scope) {
                    return haifu::reports::writeClubSite(scope, folder);
                })))
        return false;
    setMessage(tr("Saved the web pages to %1").arg(QDir::toNativeSeparators(folder)));
    return true;
}

QString ClubController::suggestedName(const QString &what, const QString &format) const
{
    QString base;
    if (what == "game"_L1)
        base = u"club-game-%1"_s.arg(gameId());
    else if (what == "standings"_L1)
        base = u"standings"_s;
    else if (what == "ema"_L1)
        return u"ema-results.csv"_s;
    else if (what == "site"_L1)
        return u"club-site"_s;
    else
        base = u"blank-score-sheet"_s;
    return base + u'.' + (format.isEmpty() ? u"pdf"_s : format);
}

QUrl ClubController::suggestedUrl(const QString &what, const QString &format) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QUrl::fromLocalFile(QDir(dir).filePath(suggestedName(what, format)));
}

QStringList ClubController::printers() const
{
    // CUPS, as on every Debian desktop: `lpstat -e` lists the destinations.
    QStringList names;
    const QString lpstat = QStandardPaths::findExecutable(u"lpstat"_s);
    if (lpstat.isEmpty())
        return names;
    QProcess process;
    process.start(lpstat, { u"-e"_s });
    if (!process.waitForFinished(3000))
        return names;
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts))
        names << line.trimmed();
    return names;
}

bool ClubController::printSheet(const QString &what, const QString &printer, int copies)
{
    // The sheet goes to the printer as the same PDF that Export writes, through CUPS (lp).
    const QString lp = QStandardPaths::findExecutable(u"lp"_s);
    if (lp.isEmpty())
        return setError(tr("Printing needs CUPS (the lp command). Save a PDF and print it from "
                           "there.")),
               false;
    QTemporaryDir dir;
    const QString path = dir.filePath(suggestedName(what, u"pdf"_s));
    if (!check(haifu::reports::savePdf(path, what == "game"_L1 ? gameTitle() : QString(),
                [this, &what](QPagedPaintDevice &device) { return paint(what, device); })))
        return false;
    QStringList args;
    if (!printer.isEmpty())
        args << u"-d"_s << printer;
    args << u"-n"_s << QString::number(std::max(1, copies)) << u"-t"_s
         << (what == "game"_L1 ? gameTitle() : what) << path;
    QProcess process;
    process.start(lp, args);
    if (!process.waitForFinished(15000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
        const QString why = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        return setError(tr("Printing failed: %1")
                                .arg(why.isEmpty() ? tr("no printer is set up") : why)),
               false;
    }
    setError(QString());
    setMessage(
            printer.isEmpty() ? tr("Sent to the default printer") : tr("Sent to %1").arg(printer));
    return true;
}
