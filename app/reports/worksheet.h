#pragma once

#include "rules/result.h"

#include <QImage>
#include <QString>

#include <optional>

class QPagedPaintDevice;

// A lesson as a printable worksheet, for a club evening: the title, author and
// introduction, then every problem with a diagram of its table (the student's hand large with
// the drawn tile apart, melds, the four rivers with the riichi tile sideways and called tiles
// faded, the dora indicators, round, honba, deposits and scores, whose turn), its question, its
// hints and a line to answer on; a problem is never cut across pages. The answer key starts on
// a page of its own: per problem the accepted answers in rank order, the teacher's explanation
// and the engine's answer where it has one (and whether it differs). The other seats' concealed
// hands are never shown. Needs a QGuiApplication (fonts and the tile art).
namespace haifu::teach {
struct Lesson;
}

namespace haifu::reports {

struct WorksheetOptions
{
    bool answerKey = true; // the answer key on pages of its own after the problems
    bool engineAnswers = true; // the engine's answer beside the teacher's in the key
    bool hints = true; // print each problem's hints
};

// Writes the worksheet as an A4 portrait PDF at `pdfPath` (whole: a failure leaves an older
// file as it was).
[[nodiscard]] std::optional<Error> renderWorksheet(
        const teach::Lesson &lesson, const QString &pdfPath, const WorksheetOptions &options = {});

// Paints the worksheet on any paged device (a printer, a PDF writer).
[[nodiscard]] std::optional<Error> paintWorksheet(
        const teach::Lesson &lesson, const WorksheetOptions &options, QPagedPaintDevice &device);

// How the worksheet falls on A4 pages: the number of pages and the index of the answer key's
// first page (== pages when there is no key).
struct WorksheetPages
{
    int pages = 0;
    int answerKey = 0;
};
[[nodiscard]] WorksheetPages worksheetPages(
        const teach::Lesson &lesson, const WorksheetOptions &options = {});

// One page (0: the first) as an image of an A4 sheet at `dpi`, painted as in the PDF: for
// tests and previews.
[[nodiscard]] Result<QImage> renderWorksheetPage(
        const teach::Lesson &lesson, int page, const WorksheetOptions &options = {}, int dpi = 110);

} // namespace haifu::reports
