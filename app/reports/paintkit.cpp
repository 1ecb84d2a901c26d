#include "reports/paintkit.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "storage/savefile.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QImageReader>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QPen>
#include <QTransform>

using namespace Qt::StringLiterals;

namespace haifu::reports {

Error fail(const QString &message)
{
    return Error{ message.toStdString() };
}

QFont sheetFont(int pixels, bool bold, bool italic)
{
    QFont f;
    f.setFamilies({ u"DejaVu Sans"_s, u"Noto Sans CJK JP"_s });
    f.setPixelSize(pixels); // logical pixels: the painter is scaled
    f.setBold(bold);
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

// One line of text in a rectangle, elided to fit.
void text(QPainter &p, const QRectF &r, const QString &s, const QFont &f, int align,
        const QColor &color)
{
    if (s.isEmpty())
        return;
    p.setFont(f);
    p.setPen(color);
    const QFontMetricsF fm(f);
    const QString shown =
            fm.horizontalAdvance(s) > r.width() ? fm.elidedText(s, Qt::ElideRight, r.width()) : s;
    p.drawText(r, align | Qt::TextSingleLine, shown);
}

// Text wrapped at word (or CJK character) boundaries; returns the height it takes.
double wrappedHeight(const QString &s, const QFont &f, double width)
{
    if (s.isEmpty())
        return 0;
    return QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 10000), Qt::TextWordWrap, s).height();
}

double wrapped(QPainter &p, const QRectF &r, const QString &s, const QFont &f, const QColor &color)
{
    if (s.isEmpty())
        return 0;
    p.setFont(f);
    p.setPen(color);
    QRectF used;
    p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s, &used);
    return used.height();
}

void hline(QPainter &p, double x1, double x2, double y, const QColor &c, double w)
{
    p.setPen(QPen(c, w));
    p.drawLine(QPointF(x1, y), QPointF(x2, y));
}

void vline(QPainter &p, double x, double y1, double y2, const QColor &c, double w)
{
    p.setPen(QPen(c, w));
    p.drawLine(QPointF(x, y1), QPointF(x, y2));
}

// Sets up the device's page layout, begins painting and scales the painter so that the

std::optional<Error> beginPages(QPagedPaintDevice &device, QPainter &painter,
        QPageLayout::Orientation orientation, double designWidth, PageSetup &setup)
{
    QPageLayout layout = device.pageLayout();
    if (!layout.isValid())
        layout = QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF());
    layout.setOrientation(orientation);
    layout.setUnits(QPageLayout::Millimeter);
    layout.setMargins(QMarginsF(10, 10, 10, 10)); // refused (kept) below a printer's minimum
    device.setPageLayout(layout);
    if (!painter.begin(&device))
        return fail(Tr::tr("Cannot paint the score sheet on this device."));
    const QRect paint = device.pageLayout().paintRectPixels(device.logicalDpiX());
    if (paint.width() <= 0 || paint.height() <= 0)
        return fail(Tr::tr("The page has no room to paint on."));
    setup.scale = paint.width() / designWidth;
    setup.size = QSizeF(designWidth, paint.height() / setup.scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    return std::nullopt;
}

void startPage(QPagedPaintDevice &device, QPainter &painter, const PageSetup &setup, int page)
{
    if (page > 0)
        device.newPage();
    painter.resetTransform();
    painter.scale(setup.scale, setup.scale);
}

void pageFooter(QPainter &p, const PageSetup &setup, const QString &middle, int page, int pages)
{
    const QRectF r(0, setup.size.height() - 13, setup.size.width(), 13);
    const QFont f = sheetFont(9);
    hline(p, 0, setup.size.width(), r.top() - 3, kGrid);
    text(p, r, Tr::tr("Made with Haifu"), f, Qt::AlignLeft | Qt::AlignVCenter, kMuted);
    text(p, r.adjusted(160, 0, -160, 0), middle, f, Qt::AlignHCenter | Qt::AlignVCenter, kMuted);
    //: the page footer of a report: %1 page, %2 pages
    text(p, r, Tr::tr("%1 / %2").arg(page + 1).arg(pages), f, Qt::AlignRight | Qt::AlignVCenter,
            kMuted);
}

QString middleDotted(const QStringList &parts)
{
    QStringList shown;
    for (const QString &part : parts) {
        if (!part.isEmpty())
            shown << part;
    }
    return shown.join(u" · "_s);
}

void watermark(QPainter &p, const PageSetup &setup, const QString &word)
{
    p.save();
    p.translate(setup.size.width() / 2, setup.size.height() / 2);
    p.rotate(-24);
    QFont f = sheetFont(96, true);
    f.setLetterSpacing(QFont::PercentageSpacing, 108);
    p.setFont(f);
    p.setPen(QColor(0xd2, 0x3c, 0x3c, 30));
    p.drawText(
            QRectF(-setup.size.width(), -100, 2 * setup.size.width(), 200), Qt::AlignCenter, word);
    p.restore();
}

QImage tileImage(const QString &code, TileLook look, int width, int scale)
{
    const int height = width * 4 / 3;
    QImageReader reader(kTileResource.arg(code));
    reader.setScaledSize(QSize(width * scale, height * scale));
    QImage image = reader.read();
    if (image.isNull())
        return image;
    image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    if (look == TileLook::Faded || look == TileLook::Marked) {
        QPainter p(&image);
        if (look == TileLook::Faded) {
            p.setCompositionMode(QPainter::CompositionMode_SourceAtop);
            p.fillRect(image.rect(), QColor(243, 239, 228, 150));
        } else {
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor(0xf2, 0xa9, 0x3b), 2.5 * scale));
            p.drawRoundedRect(QRectF(image.rect()).adjusted(scale, scale, -scale, -scale),
                    3 * scale, 3 * scale);
        }
    }
    if (look == TileLook::Sideways)
        image = image.transformed(QTransform().rotate(-90));
    return image;
}

std::optional<Error> paintPdfFile(const QString &path, const QString &title,
        const std::optional<QMarginsF> &margins,
        const std::function<std::optional<Error>(QPdfWriter &)> &paint)
{
    // Painted into memory, then saved whole: a failure on the way leaves an older file as it was.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(QPageSize::A4));
        if (margins)
            writer.setPageMargins(*margins, QPageLayout::Millimeter);
        writer.setTitle(title);
        writer.setCreator(u"Haifu"_s);
        if (auto err = paint(writer))
            return err;
    }
    buffer.close();
    return storage::saveFile(path, buffer.data());
}

std::optional<Error> savePdf(const QString &path, const QString &title,
        const std::function<std::optional<Error>(QPagedPaintDevice &)> &paint)
{
    return paintPdfFile(path, title, std::nullopt, [&](QPdfWriter &writer) -> std::optional<Error> {
        if (auto err = paint(writer))
            return fail(
                    Tr::tr("Cannot write the PDF file %1: %2").arg(path, haifu::errorText(*err)));
        return std::nullopt;
    });
}

} // namespace haifu::reports
