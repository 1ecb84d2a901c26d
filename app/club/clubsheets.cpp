#include "club/clubsheets.h"

#include "club/clubcontroller.h"
#include "club/clubtext.h"
#include "common/qtstrings.h"
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

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

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
        return Error{ ClubSheets::tr("No library is open.").toStdString() };
    const auto scope = haifu::reports::loadClubScope(*db, { clubId, seasonId, 0 });
    if (!scope)
        return scope.error();
    return write(*scope);
}

} // namespace

ClubSheets::ClubSheets(ClubController &club) : m_club(club) { }

const haifu::storage::ClubGame *ClubSheets::openGame() const
{
    const auto &game = m_club.game()->stored();
    return game ? &*game : nullptr;
}

haifu::reports::SheetHeader ClubSheets::sheetHeader() const
{
    haifu::reports::SheetHeader header;
    const storage::ClubGame *game = openGame();
    if (!game)
        return header;
    const ClubDirectory &directory = *m_club.directory();
    const storage::ClubGameHeader &h = game->header;
    header.event = directory.eventName(h.eventId);
    if (header.event.isEmpty())
        header.event = h.title.isEmpty() ? directory.clubName() : h.title;
    header.date = h.playedAt;
    header.table = h.table;
    header.session = h.session;
    header.referee = h.referee;
    header.rulesName = ClubText::presetName(toQString(game->game.rules.name));
    const ClubPlayerModel &players = *m_club.directory()->players();
    for (int s = 0; s < game->game.rules.players; ++s) {
        header.players[std::size_t(s)] = h.playerNames[std::size_t(s)];
        const int row = players.rowOf(h.players[std::size_t(s)]);
        if (row >= 0)
            header.emaNumbers[std::size_t(s)] = players.players().at(row).emaNumber;
    }
    return header;
}

haifu::reports::StandingsHeader ClubSheets::standingsHeader() const
{
    const ClubDirectory &directory = *m_club.directory();
    haifu::reports::StandingsHeader header;
    header.title = directory.seasonId() > 0 ? directory.seasonName() : tr("All games");
    header.club = directory.clubName();
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    header.rulesName = ClubText::presetName(directory.defaultPreset());
    return header;
}

std::optional<Error> ClubSheets::paint(const QString &what, QPagedPaintDevice &device)
{
    namespace reports = haifu::reports;
    if (what == "standings"_L1) {
        reports::StandingsHeader header = standingsHeader();
        header.period = m_club.directory()->seasonPeriod();
        return reports::paintStandings(m_club.league()->standings()->standings(), header, device);
    }
    if (what == "blank"_L1) {
        // A sheet for paper play: the club and the rules, nothing of the open game.
        reports::SheetHeader header;
        header.event = m_club.directory()->clubName();
        std::optional<rules::Ruleset> ruleset;
        if (auto r = rules::presetRuleset(m_club.directory()->defaultPreset().toStdString()))
            ruleset = *r;
        header.rulesName = ClubText::presetName(m_club.directory()->defaultPreset());
        return reports::paintBlankScoreSheet(header, ruleset, device);
    }
    if (!openGame())
        return Error{ tr("Open a game first.").toStdString() };
    return reports::paintScoreSheet(openGame()->game, sheetHeader(), device);
}

bool ClubSheets::exportGame(const QUrl &file, const QString &format)
{
    return exportGameTo(localFile(file), format);
}

bool ClubSheets::exportStandings(const QUrl &file, const QString &format)
{
    return exportStandingsTo(localFile(file), format);
}

bool ClubSheets::exportBlankSheet(const QUrl &file)
{
    return exportBlankSheetTo(localFile(file));
}

bool ClubSheets::exportGameTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    if (!openGame())
        return m_club.refuse(tr("Open a game first."));
    std::optional<Error> error;
    if (format == "csv"_L1) {
        const reports::SheetHeader header = sheetHeader();
        error = reports::writeScoreSheetCsv(openGame()->game, header, path);
    } else {
        error = reports::savePdf(path, m_club.game()->gameTitle(),
                [this](QPagedPaintDevice &device) { return paint(u"game"_s, device); });
    }
    if (!m_club.check(error))
        return false;
    m_club.setMessage(tr("Saved the score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubSheets::exportStandingsTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    std::optional<Error> error;
    if (format == "csv"_L1) {
        error = reports::writeStandingsCsv(
                m_club.league()->standings()->standings(), standingsHeader(), path);
    } else {
        error = reports::savePdf(path, standingsHeader().title,
                [this](QPagedPaintDevice &device) { return paint(u"standings"_s, device); });
    }
    if (!m_club.check(error))
        return false;
    m_club.setMessage(tr("Saved the standings to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubSheets::exportBlankSheetTo(const QString &path)
{
    if (!m_club.check(haifu::reports::savePdf(path, QString(),
                [this](QPagedPaintDevice &device) { return paint(u"blank"_s, device); })))
        return false;
    m_club.setMessage(tr("Saved a blank score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubSheets::exportEmaResults(const QUrl &file)
{
    return exportEmaResultsTo(localFile(file));
}

bool ClubSheets::exportWebSite(const QUrl &folder)
{
    return exportWebSiteTo(localFile(folder));
}

bool ClubSheets::exportEmaResultsTo(const QString &path)
{
    if (!m_club.check(writeScope(m_club.database(), m_club.directory()->clubId(),
                m_club.directory()->seasonId(), [&](const haifu::reports::ClubScope &scope) {
                    return haifu::reports::writeEmaResultsCsv(scope, path);
                })))
        return false;
    m_club.setMessage(tr("Saved the EMA results to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubSheets::exportWebSiteTo(const QString &folder)
{
    if (!m_club.check(writeScope(m_club.database(), m_club.directory()->clubId(),
                m_club.directory()->seasonId(), [&](const haifu::reports::ClubScope &scope) {
                    return haifu::reports::writeClubSite(scope, folder);
                })))
        return false;
    m_club.setMessage(tr("Saved the web pages to %1").arg(QDir::toNativeSeparators(folder)));
    return true;
}

QString ClubSheets::suggestedName(const QString &what, const QString &format) const
{
    QString base;
    if (what == "game"_L1)
        base = u"club-game-%1"_s.arg(m_club.game()->gameId());
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

QUrl ClubSheets::suggestedUrl(const QString &what, const QString &format) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QUrl::fromLocalFile(QDir(dir).filePath(suggestedName(what, format)));
}

QStringList ClubSheets::printers() const
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

bool ClubSheets::printSheet(const QString &what, const QString &printer, int copies)
{
    // The sheet goes to the printer as the same PDF that Export writes, through CUPS (lp).
    const QString lp = QStandardPaths::findExecutable(u"lp"_s);
    if (lp.isEmpty())
        return m_club.refuse(
                tr("Printing needs CUPS (the lp command). Save a PDF and print it from "
                   "there."));
    QTemporaryDir dir;
    const QString path = dir.filePath(suggestedName(what, u"pdf"_s));
    if (!m_club.check(haifu::reports::savePdf(path,
                what == "game"_L1 ? m_club.game()->gameTitle() : QString(),
                [this, &what](QPagedPaintDevice &device) { return paint(what, device); })))
        return false;
    QStringList args;
    if (!printer.isEmpty())
        args << u"-d"_s << printer;
    args << u"-n"_s << QString::number(std::max(1, copies)) << u"-t"_s
         << (what == "game"_L1 ? m_club.game()->gameTitle() : what) << path;
    QProcess process;
    process.start(lp, args);
    if (!process.waitForFinished(15000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
        const QString why = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        return m_club.refuse(
                tr("Printing failed: %1").arg(why.isEmpty() ? tr("no printer is set up") : why));
    }
    m_club.setError(QString());
    m_club.setMessage(
            printer.isEmpty() ? tr("Sent to the default printer") : tr("Sent to %1").arg(printer));
    return true;
}

} // namespace haifu::app
