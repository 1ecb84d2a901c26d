#pragma once

#include <QImage>
#include <QString>

// The QR code of a table's link (libqrencode from Debian), for the organiser's screen and the
// printed table cards: black modules on white with the four-module quiet zone, `scale` pixels per
// module. A null image when the text cannot be encoded (longer than a QR code holds).
namespace haifu::app {

[[nodiscard]] QImage qrCodeImage(const QString &text, int scale = 6);

} // namespace haifu::app
