#include "common/qtstrings.h"
#include "reports/scoresheet.h"

#include "reports/paintkit.h"
#include "reports/sheetmodel.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

struct StandingsCols
{
    Col rank, player, games, total, average;
    std::array<Col, 4> places;
    Col averagePlace, penalties;
};

StandingsCols standingsLayout(double width, int players)
{
    StandingsCols c;
    double x = 0;
    auto place = [&x](Col &col, double w) {
        col.x = x;
        col.w = w;
        x += w;
    };
    const double fixed = 44 + 52 + 76 + 70 + players * 42 + 70 + 74;
    place(c.rank, 44);
    place(c.player, width - fixed);
    place(c.games, 52);
    place(c.total, 76);
    place(c.average, 70);
    for (int i = 0; i < players; ++i)
        place(c.places[idx(i)], 42);
    place(c.averagePlace, 70);
    place(c.penalties, 74);
    return c;
}

QString rankText(const club::Standing &s)
{
    return s.sharedRank ? Tr::tr("%1=").arg(s.rank) : QString::number(s.rank);
}

constexpr double kStandingsHeader = 78;
constexpr double kStandingsHead = 30;
constexpr double kStandingsRow = 21;

double standingsHeader(QPainter &p, const StandingsHeader &h, double width, int page)
{
    QString title = h.title.isEmpty() ? Tr::tr("Standings") : h.title;
    if (page > 0)
        title += u" "_s + Tr::tr("(continued)");
    text(p, QRectF(0, 0, width, 28), title, sheetFont(20, true), Qt::AlignLeft | Qt::AlignVCenter);
    QStringList line1;
    if (!h.club.isEmpty())
        line1 << h.club;
    if (!h.period.isEmpty())
        line1 << h.period;
    text(p, QRectF(0, 30, width, 18), line1.join(u" · "_s), sheetFont(12, true),
            Qt::AlignLeft | Qt::AlignVCenter);
    QStringList line2;
    if (!h.asOf.isEmpty())
        line2 << Tr::tr("As of %1").arg(h.asOf);
    if (!h.rulesName.isEmpty())
        line2 << Tr::tr("Ruleset: %1").arg(h.rulesName);
    line2 << Tr::tr("finished games only; equal totals share a rank (=)");
    text(p, QRectF(0, 50, width, 16), line2.join(u" · "_s), sheetFont(10),
            Qt::AlignLeft | Qt::AlignVCenter, kMuted);
    return kStandingsHeader;
}

void standingsHead(QPainter &p, const StandingsCols &c, int players, double width, double y)
{
    p.fillRect(QRectF(0, y, width, kStandingsHead), kHeadFill);
    const QFont f = sheetFont(10, true);
    auto head = [&](const Col &col, const QString &s, int align) {
        p.setFont(f);
        p.setPen(kInk);
        p.drawText(col.inner(y, kStandingsHead).adjusted(0, 2, 0, -2),
                align | Qt::AlignBottom | Qt::TextWordWrap, s);
    };
    head(c.rank, Tr::tr("Rank"), Qt::AlignHCenter);
    head(c.player, Tr::tr("Player"), Qt::AlignLeft);
    head(c.games, Tr::tr("Games"), Qt::AlignRight);
    head(c.total, Tr::tr("Total"), Qt::AlignRight);
    head(c.average, Tr::tr("Average"), Qt::AlignRight);
    for (int i = 0; i < players; ++i)
        head(c.places[idx(i)], placeHeading(i), Qt::AlignRight);
    head(c.averagePlace, Tr::tr("Avg. place"), Qt::AlignRight);
    head(c.penalties, Tr::tr("Penalties"), Qt::AlignRight);
    hline(p, 0, width, y + kStandingsHead, kRule, 1.0);
}

void standingsRow(QPainter &p, const StandingsCols &c, int players, double width,
        const club::Standing &s, std::size_t row, double y)
{
    const double h = kStandingsRow;
    if (row % 2 == 1)
        p.fillRect(QRectF(0, y, width, h), kShade);
    hline(p, 0, width, y + h, kGrid);
    const QFont f = sheetFont(11);
    const QFont bold = sheetFont(11, true);
    const int right = Qt::AlignRight | Qt::AlignVCenter;
    text(p, c.rank.rect(y, h), rankText(s), bold, Qt::AlignCenter);
    text(p, c.player.inner(y, h), toQString(s.name), bold, Qt::AlignLeft | Qt::AlignVCenter);
    text(p, c.games.inner(y, h), QString::number(s.games), f, right);
    text(p, c.total.inner(y, h), formatFinalScore(s.total), bold, right,
            s.total < 0 ? kMinusColor : kInk);
    text(p, c.average.inner(y, h), formatFinalScore(s.average), f, right);
    for (int i = 0; i < players; ++i)
        text(p, c.places[idx(i)].inner(y, h), QString::number(s.places[idx(i)]), f, right,
                s.places[idx(i)] ? kInk : kFaint);
    text(p, c.averagePlace.inner(y, h), QString::number(s.averagePlace, 'f', 2), f, right);
    text(p, c.penalties.inner(y, h), s.penalties != 0 ? formatFinalScore(-s.penalties) : u"–"_s, f,
            right, s.penalties != 0 ? kMinusColor : kFaint);
}

QString standingsMiddle(const StandingsHeader &h)
{
    return middleDotted({ h.club, h.title, h.asOf });
}

} // namespace

std::optional<Error> paintStandings(std::span<const club::Standing> rows,
        const StandingsHeader &header, QPagedPaintDevice &device)
{
    QPainter p;
    PageSetup setup;
    if (auto err = beginPages(device, p, QPageLayout::Portrait, kPortraitWidth, setup))
        return err;
    const int players = std::clamp(header.players, 3, 4);
    const double width = setup.size.width();
    const StandingsCols c = standingsLayout(width, players);
    const double room = setup.size.height() - kPageFooter - kStandingsHeader - kStandingsHead - 6;
    const std::size_t perPage = std::max<std::size_t>(1, std::size_t(room / kStandingsRow));
    const std::size_t pages = std::max<std::size_t>(1, (rows.size() + perPage - 1) / perPage);
    const QString middle = standingsMiddle(header);
    for (std::size_t page = 0; page < pages; ++page) {
        startPage(device, p, setup, int(page));
        double y = standingsHeader(p, header, width, int(page));
        standingsHead(p, c, players, width, y);
        const double top = y;
        y += kStandingsHead;
        const std::size_t first = page * perPage;
        const std::size_t last = std::min(rows.size(), first + perPage);
        for (std::size_t i = first; i < last; ++i) {
            standingsRow(p, c, players, width, rows[i], i, y);
            y += kStandingsRow;
        }
        if (rows.empty()) {
            text(p, QRectF(0, y, width, kStandingsRow), Tr::tr("No finished games yet."),
                    sheetFont(10, false, true), Qt::AlignCenter, kMuted);
            y += kStandingsRow;
        }
        for (const Col *col : { &c.player, &c.games, &c.total, &c.average, &c.places[0],
                     &c.averagePlace, &c.penalties })
            vline(p, col->x, top, y, kGrid);
        p.setPen(QPen(kRule, 1.0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0, top, width, y - top));
        pageFooter(p, setup, middle, int(page), int(pages));
    }
    if (!p.end())
        return fail(Tr::tr("Cannot finish painting the standings."));
    return std::nullopt;
}

std::optional<Error> writeStandingsPdf(
        std::span<const club::Standing> rows, const StandingsHeader &header, const QString &path)
{
    return savePdf(path, header.title.isEmpty() ? Tr::tr("Standings") : header.title,
            [&](QPagedPaintDevice &device) { return paintStandings(rows, header, device); });
}

} // namespace haifu::reports
