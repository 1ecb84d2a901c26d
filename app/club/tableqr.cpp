#include "club/tableqr.h"

#include <QPainter>

#include <qrencode.h>

#include <memory>

namespace haifu::app {

QImage qrCodeImage(const QString &text, int scale)
{
    const QByteArray utf8 = text.toUtf8();
    // Medium error correction: a code on a phone screen or a printed card read at an angle.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
            QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code || scale < 1)
        return {};
    constexpr int kQuiet = 4;
    const int modules = code->width;
    const int side = (modules + 2 * kQuiet) * scale;
    QImage image(side, side, QImage::Format_Grayscale8);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < modules; ++y) {
        for (int x = 0; x < modules; ++x) {
            // Bit 0 of each byte: the module is dark.
            if (code->data[y * modules + x] & 1)
                painter.fillRect(
                        (x + kQuiet) * scale, (y + kQuiet) * scale, scale, scale, Qt::black);
        }
    }
    return image;
}

} // namespace haifu::app
