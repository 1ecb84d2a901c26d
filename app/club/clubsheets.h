#pragma once

#include "rules/result.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::storage {
struct ClubGame;
}
namespace haifu::reports {
struct SheetHeader;
struct StandingsHeader;
} // namespace haifu::reports
class QPagedPaintDevice;

namespace haifu::app {

class ClubController;

// The Club page's paper (reports/scoresheet.h): the open game's score sheet, the standings and
// blank sheets exported as PDF or CSV and printed through CUPS; the season's results for the EMA
// ranking and its static web site.
class ClubSheets : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ClubController.sheets")

public:
    explicit ClubSheets(ClubController &club);

    // format: "pdf" or "csv". Blank sheets are PDF only.
    Q_INVOKABLE bool exportGame(const QUrl &file, const QString &format);
    Q_INVOKABLE bool exportStandings(const QUrl &file, const QString &format);
    Q_INVOKABLE bool exportBlankSheet(const QUrl &file);
    bool exportGameTo(const QString &path, const QString &format);
    bool exportStandingsTo(const QString &path, const QString &format);
    bool exportBlankSheetTo(const QString &path);
    // Tournament exports of the club's season (all its games without one): the results for the
    // EMA ranking as CSV, and a static web site (index.html, players.html, a page per game)
    // written into `folder`.
    Q_INVOKABLE bool exportEmaResults(const QUrl &file);
    Q_INVOKABLE bool exportWebSite(const QUrl &folder);
    bool exportEmaResultsTo(const QString &path);
    bool exportWebSiteTo(const QString &folder);
    // A file name to suggest in the save dialog ("club-game-12.pdf").
    Q_INVOKABLE QString suggestedName(const QString &what, const QString &format) const;
    // The same in the user's documents folder, for the save dialog.
    Q_INVOKABLE QUrl suggestedUrl(const QString &what, const QString &format) const;
    // The printers CUPS knows (lpstat -e); printSheet sends "game", "standings" or "blank" as
    // the same PDF that Export writes to a printer ("" = the default one) with lp.
    Q_INVOKABLE QStringList printers() const;
    Q_INVOKABLE bool printSheet(const QString &what, const QString &printer, int copies = 1);

private:
    // The open game's sheet header: event, date, table, seats with EMA numbers, rules.
    [[nodiscard]] haifu::reports::SheetHeader sheetHeader() const;
    // The standings' header: season (or all games), club, today, the club's rules.
    [[nodiscard]] haifu::reports::StandingsHeader standingsHeader() const;
    [[nodiscard]] std::optional<haifu::Error> paint(const QString &what, QPagedPaintDevice &device);
    // The open game as stored, nullptr for none.
    [[nodiscard]] const haifu::storage::ClubGame *openGame() const;

    ClubController &m_club;
};

} // namespace haifu::app
