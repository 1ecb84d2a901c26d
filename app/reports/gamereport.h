#pragma once

#include "rules/result.h"

#include <QString>

#include <optional>

// The report of one game of the library, for reading away from the app or printing: the
// players and final scores, the result of every hand, then every note in the order of play with
// a diagram of the table at its step (each river, the acting player's hand and melds, the dora
// indicators), the discard played, the mark, the suggested discard and the comment.
namespace haifu::storage {
class Database;
}

namespace haifu::reports {

// A self-contained HTML page (tiles embedded as SVG data in its style sheet).
[[nodiscard]] Result<QString> gameReportHtml(const storage::Database &db, qint64 gameId);

// The same report as an A4 PDF file. Needs a QGuiApplication (fonts and images).
[[nodiscard]] std::optional<Error> writeGameReportPdf(
        const storage::Database &db, qint64 gameId, const QString &path);

} // namespace haifu::reports
