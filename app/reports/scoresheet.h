#pragma once

#include "club/ledger.h"
#include "club/standings.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <QString>
#include <QStringList>

#include <array>
#include <functional>
#include <optional>
#include <span>

class QFont;
class QPagedPaintDevice;

// Club score sheets (CLUB_RULESETS.md §5.7): the sheet of one game, EMA-style, with a header
// (event, seats, players, ruleset), one row per hand (riichi, deposits, result, winners, han/fu,
// the change and the running total of every seat), the penalties, the final scores with the
// zero-sum check and signature lines; the league table of a season; and blank sheets for paper
// play. As PDF, as CSV (RFC 4180, UTF-8) and painted on any paged device, so that a QPrinter
// prints exactly what the PDF shows.
//
// The painting functions need a QGuiApplication (fonts). Points are written with thousands
// separators in the PDF ("32,900", "−3,900") and plain in the CSV ("32900", "-3900"); final
// scores always with a sign and one decimal ("+45.0").
namespace haifu::reports {

// What a sheet's header says that the club engine does not keep.
struct SheetHeader
{
    QString event;
    QString date; // as it should be printed (ISO 8601 is fine)
    QString session; // session / round / hanchan number within the event
    QString table;
    QString referee;
    QString rulesName; // the ruleset as printed ("EMA 2016"); empty = the snapshot's preset name
    // By seat (seat 0 = the first dealer, East). An empty name falls back to club::Game::players;
    // on a blank sheet it leaves a line to write on.
    std::array<QString, 4> players;
    std::array<QString, 4> emaNumbers; // "" when none
};

// --- The sheet of one game ---

// Paints the sheet of `game` on `device` (a QPdfWriter, a QPrinter, …), page after page, in
// landscape on the device's page size with 10 mm margins; the layout scales to the page width.
// A game that has not ended is marked provisional on every page. Errors: the ledger cannot be
// replayed (the engine's message), or the device cannot be painted on.
[[nodiscard]] std::optional<Error> paintScoreSheet(
        const club::Game &game, const SheetHeader &header, QPagedPaintDevice &device);

// The same sheet as an A4 landscape PDF file.
[[nodiscard]] std::optional<Error> writeScoreSheetPdf(
        const club::Game &game, const SheetHeader &header, const QString &path);

// The sheet as CSV: the header fields as "name,value" rows, an empty row, the table of hands
// (one row per hand with the PDF's columns: no., hand, honba, sticks before, result, winners,
// discarder/offender, pao, han/fu, per seat riichi/change/total, sticks after, note), an empty
// row, the final table (one row per seat), the zero-sum check and the penalties. Lines end in
// CRLF; fields with a comma, a quote or a line break are quoted.
[[nodiscard]] Result<QString> scoreSheetCsv(const club::Game &game, const SheetHeader &header);

// Writes scoreSheetCsv() as UTF-8 with a byte order mark (so that spreadsheets read it as
// UTF-8).
[[nodiscard]] std::optional<Error> writeScoreSheetCsv(
        const club::Game &game, const SheetHeader &header, const QString &path);

// --- Blank sheets for paper play ---

// The game sheet's layout with `rows` empty hand rows (16 to 20 fit on one A4 page; more run on
// to further pages), the header filled in as far as `header` goes, the ruleset's start, return,
// uma and oka when `rules` is given (else lines to fill in), and the footer and signature lines
// empty. `players` (3 or 4) is taken from `rules` when given.
[[nodiscard]] std::optional<Error> paintBlankScoreSheet(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, QPagedPaintDevice &device, int rows = 18,
        int players = 4);
[[nodiscard]] std::optional<Error> writeBlankScoreSheetPdf(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, const QString &path, int rows = 18,
        int players = 4);

// --- Standings (a season's league table) ---

struct StandingsHeader
{
    QString title; // the season or league ("Autumn league 2026")
    QString club;
    QString period; // "2026-09-01 – 2026-11-30"
    QString asOf; // the date the table was made
    QString rulesName;
    int players = 4; // 3: no 4th-place column
};

// The league table (rank with "=" for a shared rank, player, games, total, average, places 1st to
// 4th, average place, penalties), in portrait on the device's page size, the column headings
// repeated on every page.
[[nodiscard]] std::optional<Error> paintStandings(std::span<const club::Standing> rows,
        const StandingsHeader &header, QPagedPaintDevice &device);
[[nodiscard]] std::optional<Error> writeStandingsPdf(
        std::span<const club::Standing> rows, const StandingsHeader &header, const QString &path);
// Header fields, an empty row, then one row per player: rank, shared rank ("'=": an "=" kept from
// being read as a formula, or empty), player, games, total, average, 1st…4th, average place,
// penalties (deducted, "-20.0").
[[nodiscard]] QString standingsCsv(
        std::span<const club::Standing> rows, const StandingsHeader &header);
[[nodiscard]] std::optional<Error> writeStandingsCsv(
        std::span<const club::Standing> rows, const StandingsHeader &header, const QString &path);

// --- Pieces shared with the Club page and the CLI ---

// The name of a ruleset for people: "ema" → "EMA 2016", "ema (modified)" → "EMA 2016
// (modified)"; a club's own name is kept.
[[nodiscard]] QString presetTitle(const QString &name);
// Why a game ended (club::GameState::endReason), for people.
[[nodiscard]] QString endReasonText(const std::string &reason);
// Paints a PDF (A4, 300 dpi, Haifu as the creator, `title`) with `paint` and saves it to `path`
// whole (storage::saveFile): a failure leaves a file already at `path` as it was.
[[nodiscard]] std::optional<Error> savePdf(const QString &path, const QString &title,
        const std::function<std::optional<Error>(QPagedPaintDevice &)> &paint);
// "+45.0", "−12.5", "0.0" (U+2212 for the minus when `typographic`, else "-").
[[nodiscard]] QString formatFinalScore(double score, bool typographic = true);
// One CSV field per RFC 4180: quoted when it holds a comma, a quote, CR or LF. A text that a
// spreadsheet would take for a formula (it starts with = + - @, a tab or CR) gets a leading quote
// mark ("'=HYPERLINK(…)", "'-cmd"); a plain signed number ("-12.3", "+3900") is left a number.
[[nodiscard]] QString csvField(const QString &text);
// `text` broken into lines no wider than `width` in `font` (QTextLayout, Unicode line breaking):
// after ": ", ", " and "; " rather than inside a name. The lines are pieces of `text` in order,
// trailing spaces included, so that they join back to `text`; a piece that cannot be broken may
// be wider than `width`. No lines for an empty text.
[[nodiscard]] QStringList breakLines(const QString &text, const QFont &font, double width);

} // namespace haifu::reports
