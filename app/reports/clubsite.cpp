#include "reports/clubsite.h"
#include "common/qtstrings.h"
#include "reports/scoresheet.h"

#include "reports/sheetmodel.h"
#include "storage/savefile.h"

#include <QDate>
#include <QDir>
#include <QLocale>
#include <QStringList>

#include <cmath>
#include <set>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

// The style of every page: readable on a phone and on paper, no fonts or images fetched.
const QString kStyle = u"body{font-family:system-ui,sans-serif;margin:1.5em auto;max-width:72em;"
                       "padding:0 1em;color:#1d2430;background:#fff}"
                       "h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.2em;margin-top:1.6em}"
                       "nav{margin-bottom:1em}nav a{margin-right:1em}"
                       ".meta{color:#5b6472}"
                       "table{border-collapse:collapse;margin:.5em 0}"
                       "th,td{border:1px solid #c9ced6;padding:.25em .5em;text-align:left}"
                       "th{background:#eef1f5}td.n{text-align:right;font-variant-numeric:"
                       "tabular-nums}.neg{color:#b3261e}tr:nth-child(even) td{background:#f7f8fa}"
                       ".provisional{color:#9a5b00;font-weight:bold}"_s;

QString esc(const QString &text)
{
    return htmlEscape(text);
}

QString cell(const QString &text)
{
    return u"<td>"_s + esc(text) + u"</td>"_s;
}

// A number's cell, right-aligned; red when `negative`.
QString numberCell(const QString &text, bool negative = false)
{
    return (negative ? u"<td class=\"n neg\">"_s : u"<td class=\"n\">"_s) + esc(text) + u"</td>"_s;
}

QString scoreCell(double score)
{
    return numberCell(formatFinalScore(score), std::round(score * 10) < 0);
}

QString headRow(const QStringList &headings)
{
    QString row = u"<tr>"_s;
    for (const QString &h : headings)
        row += u"<th scope=\"col\">"_s + esc(h) + u"</th>"_s;
    return row + u"</tr>\n"_s;
}

QString link(const QString &href, const QString &text)
{
    return u"<a href=\""_s + esc(href) + u"\">"_s + esc(text) + u"</a>"_s;
}

QString playerHref(qint64 id)
{
    return u"players.html#p%1"_s.arg(id);
}

QString nav()
{
    return u"<nav>"_s + link(u"index.html"_s, Tr::tr("Standings"))
            + link(u"players.html"_s, Tr::tr("Players")) + u"</nav>\n"_s;
}

QString page(const QString &title, const QString &body)
{
    QString lang = QLocale().bcp47Name();
    if (lang.isEmpty() || lang == "C"_L1)
        lang = u"en"_s;
    // The policy forbids scripts, frames and anything fetched: the pages show what they hold.
    return u"<!DOCTYPE html>\n<html lang=\""_s + esc(lang)
            + u"\">\n<head>\n<meta charset=\"utf-8\">\n"
              u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
              u"style-src 'unsafe-inline'\">\n"
              u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
              u"<meta name=\"generator\" content=\"Haifu\">\n<title>"_s
            + esc(title) + u"</title>\n<style>"_s + kStyle + u"</style>\n</head>\n<body>\n"_s
            + nav() + body + u"</body>\n</html>\n"_s;
}

QString metaLine(const QStringList &parts)
{
    QStringList kept;
    for (const QString &p : parts) {
        if (!p.trimmed().isEmpty())
            kept << p;
    }
    return kept.isEmpty() ? QString()
                          : u"<p class=\"meta\">"_s + esc(kept.join(u" · "_s)) + u"</p>\n"_s;
}

QString gameTitle(const storage::ClubGameHeader &h, const ClubScope &scope)
{
    if (!h.title.isEmpty())
        return h.title;
    return scope.title;
}

// --- index.html ---

QString standingsTable(const ClubScope &scope)
{
    QStringList head = { Tr::tr("Rank"), Tr::tr("Player"), Tr::tr("Games"), Tr::tr("Total"),
        Tr::tr("Average") };
    for (int i = 0; i < 4; ++i)
        head << placeHeading(i);
    head << Tr::tr("Avg. place") << Tr::tr("Penalties");
    QString t = u"<table class=\"standings\">\n"_s + headRow(head);
    for (const club::Standing &s : scope.standings) {
        t += u"<tr id=\"rank-p%1\">"_s.arg(s.player);
        t += numberCell(s.sharedRank ? Tr::tr("%1=").arg(s.rank) : QString::number(s.rank));
        t += u"<td>"_s + link(playerHref(s.player), toQString(s.name)) + u"</td>"_s;
        t += numberCell(QString::number(s.games)) + scoreCell(s.total) + scoreCell(s.average);
        for (int i = 0; i < 4; ++i)
            t += numberCell(QString::number(s.places[idx(i)]));
        t += numberCell(QString::number(s.averagePlace, 'f', 2));
        t += s.penalties != 0 ? scoreCell(-s.penalties) : numberCell(u"–"_s);
        t += u"</tr>\n"_s;
    }
    t += u"</table>\n"_s;
    if (scope.standings.empty())
        t += u"<p>"_s + esc(Tr::tr("No finished games yet.")) + u"</p>\n"_s;
    return t;
}

// The final score of every seat of a game, as "Name +12.3".
QString gameScores(const ClubScope &scope, qint64 gameId)
{
    for (const club::GameResult &g : scope.results) {
        if (g.game != gameId)
            continue;
        QStringList seats;
        for (const club::SeatResult &s : g.seats)
            seats << toQString(s.name) + u" "_s + formatFinalScore(s.score);
        return seats.join(u", "_s);
    }
    return {};
}

QString gamesTable(const ClubScope &scope)
{
    QString t = u"<table class=\"games\">\n"_s
            + headRow({ Tr::tr("Date"), Tr::tr("Game"), Tr::tr("Table"),
                    Tr::tr("Session / hanchan"), Tr::tr("Final scores"), Tr::tr("Status") });
    for (const storage::ClubGame &g : scope.games) {
        const storage::ClubGameHeader &h = g.header;
        t += u"<tr>"_s + cell(h.playedAt) + u"<td>"_s
                + link(gamePageName(h.id),
                        gameTitle(h, scope).isEmpty() ? Tr::tr("Game %1").arg(h.id)
                                                      : gameTitle(h, scope))
                + u"</td>"_s + cell(h.table) + cell(h.session) + cell(gameScores(scope, h.id))
                + cell(h.finished ? Tr::tr("Final") : Tr::tr("Provisional")) + u"</tr>\n"_s;
    }
    return t + u"</table>\n"_s;
}

QString indexPage(const ClubScope &scope)
{
    const QString title = scope.club.name + u" — "_s + scope.title;
    QString body = u"<h1>"_s + esc(title) + u"</h1>\n"_s;
    body += metaLine(
            { scope.period, Tr::tr("As of %1").arg(QDate::currentDate().toString(Qt::ISODate)),
                    Tr::tr("finished games only; equal totals share a rank (=)") });
    body += u"<h2>"_s + esc(Tr::tr("Standings")) + u"</h2>\n"_s + standingsTable(scope);
    body += u"<h2>"_s + esc(Tr::tr("Games")) + u"</h2>\n"_s + gamesTable(scope);
    return page(title, body);
}

// --- players.html ---

QString playerSection(const ClubScope &scope, const storage::ClubPlayer &p)
{
    QString s = u"<section id=\"p%1\">\n<h2>"_s.arg(p.id) + esc(p.name) + u"</h2>\n"_s;
    if (!p.emaNumber.isEmpty())
        s += metaLine({ Tr::tr("EMA number: %1").arg(p.emaNumber) });
    s += u"<table>\n"_s
            + headRow({ Tr::tr("Date"), Tr::tr("Game"), Tr::tr("Place"), Tr::tr("Score"),
                    Tr::tr("Running total") });
    for (const club::HistoryPoint &h : club::playerHistory(scope.results, p.id)) {
        s += u"<tr>"_s + cell(toQString(h.date)) + u"<td>"_s
                + link(gamePageName(h.game), Tr::tr("Game %1").arg(h.game)) + u"</td>"_s
                + numberCell(QString::number(h.place)) + scoreCell(h.score)
                + scoreCell(h.cumulative) + u"</tr>\n"_s;
    }
    return s + u"</table>\n</section>\n"_s;
}

QString playersPage(const ClubScope &scope)
{
    std::set<qint64> seated;
    for (const club::GameResult &g : scope.results) {
        for (const club::SeatResult &s : g.seats)
            seated.insert(s.player);
    }
    const QString title = scope.club.name + u" — "_s + Tr::tr("Players");
    QString body = u"<h1>"_s + esc(title) + u"</h1>\n"_s + metaLine({ scope.title });
    for (const storage::ClubPlayer &p : scope.players) {
        if (seated.count(p.id) != 0)
            body += playerSection(scope, p);
    }
    return page(title, body);
}

// --- game-ID.html ---

SheetHeader siteSheetHeader(const ClubScope &scope, const storage::ClubGame &g)
{
    const storage::ClubGameHeader &h = g.header;
    SheetHeader header;
    header.event = gameTitle(h, scope);
    header.date = h.playedAt;
    header.table = h.table;
    header.session = h.session;
    header.referee = h.referee;
    header.rulesName = presetTitle(h.rulesName);
    for (int s = 0; s < h.playerCount && s < 4; ++s) {
        header.players[idx(s)] = h.playerNames[idx(s)];
        if (const storage::ClubPlayer *p = scope.player(h.players[idx(s)]))
            header.emaNumbers[idx(s)] = p->emaNumber;
    }
    return header;
}

QString seatsTable(const SheetModel &m, const storage::ClubGameHeader &h)
{
    QString t = u"<table class=\"seats\">\n"_s
            + headRow({ Tr::tr("Seat"), Tr::tr("Player"), Tr::tr("EMA number") });
    for (int s = 0; s < m.players; ++s) {
        t += u"<tr>"_s + cell(seatName(s)) + u"<td>"_s
                + link(playerHref(h.players[idx(s)]), playerName(m, s)) + u"</td>"_s
                + cell(m.header.emaNumbers[idx(s)]) + u"</tr>\n"_s;
    }
    return t + u"</table>\n"_s;
}

QString handsTable(const SheetModel &m)
{
    QStringList head = { Tr::tr("No."), Tr::tr("Hand"), Tr::tr("Honba"), Tr::tr("Sticks before"),
        Tr::tr("Result"), Tr::tr("Winner / tenpai"), Tr::tr("Discarder / offender"), Tr::tr("Pao"),
        Tr::tr("Han/Fu") };
    for (int s = 0; s < m.players; ++s)
        head << Tr::tr("%1 change").arg(playerName(m, s))
             << Tr::tr("%1 total").arg(playerName(m, s));
    head << Tr::tr("Note");
    QString t = u"<table class=\"hands\">\n"_s + headRow(head);
    for (const HandLine &h : m.hands) {
        t += u"<tr>"_s + numberCell(h.number) + cell(h.hand) + numberCell(h.honba)
                + numberCell(h.before) + cell(h.result) + cell(h.winners.join(u"; "_s))
                + cell(h.from) + cell(h.pao) + cell(h.values.join(u"; "_s));
        for (int s = 0; s < m.players; ++s) {
            const QString riichi = h.riichi[idx(s)] ? Tr::tr("R ") : QString();
            t += numberCell(riichi + signedPointsText(h.delta[idx(s)]), h.delta[idx(s)] < 0)
                    + numberCell(pointsText(h.total[idx(s)]), h.total[idx(s)] < 0);
        }
        t += cell(h.note) + u"</tr>\n"_s;
    }
    return t + u"</table>\n"_s;
}

QString penaltiesTable(const SheetModel &m)
{
    if (m.penalties.empty())
        return {};
    QString t = u"<h2>"_s + esc(Tr::tr("Penalties")) + u"</h2>\n<table>\n"_s
            + headRow({ Tr::tr("When"), Tr::tr("Player"), Tr::tr("Points"), Tr::tr("Reason") });
    for (const PenaltyLine &p : m.penalties) {
        t += u"<tr>"_s + cell(p.when)
                + cell(p.seat >= 0 && p.seat < m.players ? playerName(m, p.seat) : QString())
                + scoreCell(-p.points) + cell(p.reason) + u"</tr>\n"_s;
    }
    return t + u"</table>\n"_s;
}

QString finalTable(const SheetModel &m)
{
    QString t = u"<h2>"_s + esc(m.ended ? Tr::tr("Final results") : Tr::tr("Scores so far"))
            + u"</h2>\n<table class=\"final\">\n"_s
            + headRow({ Tr::tr("Seat"), Tr::tr("Player"), Tr::tr("Raw score"), Tr::tr("Place"),
                    Tr::tr("Uma"), Tr::tr("Oka"), Tr::tr("Penalties"),
                    m.ended ? Tr::tr("Final score") : Tr::tr("Provisional score") });
    for (int s = 0; s < m.players; ++s) {
        const club::FinalSeat &f = m.final.seats[idx(s)];
        t += u"<tr>"_s + cell(seatName(s)) + cell(playerName(m, s)) + numberCell(pointsText(f.raw))
                + numberCell(placeText(f)) + scoreCell(f.uma) + scoreCell(f.oka)
                + scoreCell(-f.penalty) + scoreCell(f.score) + u"</tr>\n"_s;
    }
    t += u"</table>\n"_s;
    if (!m.endText.isEmpty())
        t += u"<p>"_s + esc(m.endText) + u"</p>\n"_s;
    return t;
}

Result<QString> gamePage(const ClubScope &scope, const storage::ClubGame &g)
{
    auto model = gameModel(g.game, siteSheetHeader(scope, g));
    if (!model)
        return model.error();
    const SheetModel &m = *model;
    const storage::ClubGameHeader &h = g.header;
    const QString title = m.header.event.isEmpty() ? Tr::tr("Game %1").arg(h.id) : m.header.event;
    QString body = u"<h1>"_s + esc(title) + u"</h1>\n"_s;
    body += metaLine({ h.playedAt, h.table.isEmpty() ? QString() : Tr::tr("Table %1").arg(h.table),
            h.session.isEmpty() ? QString() : Tr::tr("Session %1").arg(h.session),
            h.referee.isEmpty() ? QString() : Tr::tr("Referee: %1").arg(h.referee),
            rulesTitle(m) });
    if (!m.ended)
        body += u"<p class=\"provisional\">"_s + esc(Tr::tr("Provisional: the game has not ended."))
                + u"</p>\n"_s;
    body += seatsTable(m, h);
    body += u"<h2>"_s + esc(Tr::tr("Hands")) + u"</h2>\n"_s + handsTable(m);
    body += penaltiesTable(m) + finalTable(m);
    return page(title, body);
}

} // namespace

QString htmlEscape(const QString &text)
{
    QString out = text.toHtmlEscaped();
    out.replace(u'\'', u"&#39;"_s);
    return out;
}

QString gamePageName(qint64 gameId)
{
    return u"game-%1.html"_s.arg(gameId);
}

Result<std::vector<std::pair<QString, QString>>> clubSitePages(const ClubScope &scope)
{
    std::vector<std::pair<QString, QString>> pages;
    pages.emplace_back(u"index.html"_s, indexPage(scope));
    pages.emplace_back(u"players.html"_s, playersPage(scope));
    for (const storage::ClubGame &g : scope.games) {
        auto content = gamePage(scope, g);
        if (!content)
            return content.error();
        pages.emplace_back(gamePageName(g.header.id), *content);
    }
    return pages;
}

std::optional<Error> writeClubSite(const ClubScope &scope, const QString &folder)
{
    auto pages = clubSitePages(scope);
    if (!pages)
        return pages.error();
    if (!QDir().mkpath(folder))
        return Error{
            Tr::tr("Cannot make the folder %1.").arg(QDir::toNativeSeparators(folder)).toStdString()
        };
    const QDir dir(folder);
    for (const auto &[name, content] : *pages) {
        if (auto error = storage::saveFile(dir.filePath(name), content.toUtf8()))
            return error;
    }
    return std::nullopt;
}

} // namespace haifu::reports
