#pragma once

#include "rules/result.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QMarginsF>
#include <QPageLayout>
#include <QPainter>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>

class QPagedPaintDevice;
class QPdfWriter;

// The paint kit of the reports (score sheets, standings, the game report's PDF): colours, fonts,
// text and lines, page set-up and footers, columns of a table, and writing a PDF file whole.
// Not part of the reports' API.
namespace haifu::reports {

Error fail(const QString &message);

// ---------------------------------------------------------------------------------------------
// Painting: every page is laid out in logical pixels of a fixed design width (96 per inch on
// the paper the design was made for) and scaled to the device's paintable width.

inline const QColor kInk(0x1a, 0x1a, 0x1a);
inline const QColor kMuted(0x66, 0x66, 0x66);
inline const QColor kFaint(0xa0, 0xa0, 0xa0);
inline const QColor kGrid(0xb8, 0xb8, 0xb8);
inline const QColor kRule(0x40, 0x40, 0x40);
inline const QColor kHeadFill(0xe6, 0xe6, 0xe6);
inline const QColor kShade(0xf4, 0xf4, 0xf4);
inline const QColor kTotalFill(0xec, 0xec, 0xec);
inline const QColor kPlus(0x17, 0x5e, 0x4c);
inline const QColor kMinusColor(0xa8, 0x22, 0x1c);

constexpr double kLandscapeWidth = 1047; // 277 mm: A4 landscape inside 10 mm margins
constexpr double kPortraitWidth = 718; // 190 mm: A4 portrait inside 10 mm margins
constexpr double kPageFooter = 18;
constexpr double kPad = 3;

QFont sheetFont(int pixels, bool bold = false, bool italic = false);

// One line of text in a rectangle, elided to fit.
void text(QPainter &p, const QRectF &r, const QString &s, const QFont &f, int align,
        const QColor &color = kInk);
// Text wrapped at word (or CJK character) boundaries; returns the height it takes.
double wrappedHeight(const QString &s, const QFont &f, double width);
// Draws `s` wrapped in `r`; returns the height it took.
double wrapped(
        QPainter &p, const QRectF &r, const QString &s, const QFont &f, const QColor &color = kInk);
void hline(QPainter &p, double x1, double x2, double y, const QColor &c, double w = 0.6);
void vline(QPainter &p, double x, double y1, double y2, const QColor &c, double w = 0.6);

// Sets up the device's page layout, begins painting and scales the painter so that the
// paintable width is `designWidth` logical pixels. Returns the logical page size.
struct PageSetup
{
    double scale = 1;
    QSizeF size;
};

std::optional<Error> beginPages(QPagedPaintDevice &device, QPainter &painter,
        QPageLayout::Orientation orientation, double designWidth, PageSetup &setup);
// Starts page `page` (0: the first) and scales the painter.
void startPage(QPagedPaintDevice &device, QPainter &painter, const PageSetup &setup, int page);
// "Made with Haifu", `middle` and "page / pages" at the foot of the page.
void pageFooter(QPainter &p, const PageSetup &setup, const QString &middle, int page, int pages);
// The non-empty `parts` joined with " · " (the middle of a page footer).
QString middleDotted(const QStringList &parts);
// `word` large and faint across the page.
void watermark(QPainter &p, const PageSetup &setup, const QString &word);

// Tiles: the art at :/reports/tiles/<code>.svg ("5m", "0p", "7z", "back").
inline const QString kTileResource = QStringLiteral(":/reports/tiles/%1.svg");
// How a tile is drawn: upright, laid sideways (riichi, called), faded (called away), marked (the
// tile played).
enum class TileLook : std::uint8_t { Upright, Sideways, Faded, Marked };
// The tile `code` as an image `width` × `width` * 4 / 3 logical pixels drawn `scale` times
// larger (sideways: turned, so the image is wider than high); a null image when the art cannot
// be read (no SVG image plugin).
QImage tileImage(const QString &code, TileLook look, int width, int scale);

// A column of a table.
struct Col
{
    double x = 0;
    double w = 0;
    [[nodiscard]] QRectF rect(double y, double h) const { return { x, y, w, h }; }
    [[nodiscard]] QRectF inner(double y, double h) const
    {
        return { x + kPad, y, w - 2 * kPad, h };
    }
    [[nodiscard]] double right() const { return x + w; }
};

// Paints a PDF (A4, 300 dpi, Haifu as the creator, `title`, `margins` in millimetres when given)
// with `paint` into memory and saves it to `path` whole (storage::saveFile). The error of
// `paint` is returned as it is.
std::optional<Error> paintPdfFile(const QString &path, const QString &title,
        const std::optional<QMarginsF> &margins,
        const std::function<std::optional<Error>(QPdfWriter &)> &paint);

} // namespace haifu::reports
