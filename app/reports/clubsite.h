#pragma once

#include "reports/clubscope.h"
#include "rules/result.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

// A static web site of a club's season or event (README.md "Tournament exports"):
// index.html (the standings and the list of games), players.html (every player's games) and one
// game-ID.html per game (its score sheet: hands, point changes, running totals, penalties, final
// results). Plain HTML5 in UTF-8 with the style in each page: no scripts, no external URLs (a
// Content-Security-Policy in every page forbids both), links only between the pages; every text
// from the club (names, titles, notes, reasons) is escaped.
namespace haifu::reports {

// `text` with & < > " ' escaped for HTML text and double-quoted attribute values.
[[nodiscard]] QString htmlEscape(const QString &text);

// The file name of a game's page: "game-12.html".
[[nodiscard]] QString gamePageName(qint64 gameId);

// The pages of the site: file name and content. A game whose ledger cannot be replayed is an
// error.
[[nodiscard]] Result<std::vector<std::pair<QString, QString>>> clubSitePages(
        const ClubScope &scope);

// Writes the pages into `folder` (made when missing), each one whole (storage::saveFile); pages
// already there under other names are left alone.
[[nodiscard]] std::optional<Error> writeClubSite(const ClubScope &scope, const QString &folder);

} // namespace haifu::reports
