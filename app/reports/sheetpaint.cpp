#include "reports/sheetpaint.h"
#include "common/qtstrings.h"

#include "reports/paintkit.h"
#include "reports/sheetlayout.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

// The left part of the footer: the end of the game, leftover deposits, the zero-sum check and
// the penalties. Drawn when `p` is given; returns its height either way.
double footerNotes(QPainter *p, const SheetModel &m, const SheetLayout &l, double y)
{
    const double width = l.seatsLeft - 200 - 8;
    const QFont f = sheetFont(10);
    const QFont bold = sheetFont(10, true);
    const double top = y;
    auto para = [&](const QString &s, const QFont &font, const QColor &c) {
        const double h = p ? wrapped(*p, QRectF(0, y, width, 200), s, font, c)
                           : wrappedHeight(s, font, width);
        y += h + 3;
    };
    if (m.blank) {
        const QString line = u"________________"_s;
        para(Tr::tr("Leftover deposits: %1 to %2").arg(line, line), f, kInk);
        para(Tr::tr("Table total before penalties: %1").arg(line), f, kInk);
        para(Tr::tr("Penalties (hand, player, points, reason):"), bold, kInk);
        for (int i = 0; i < 3; ++i) {
            if (p)
                hline(*p, 0, width, y + 15, kGrid);
            y += 18;
        }
        return y - top;
    }
    para(m.endText, bold, m.ended ? kInk : kMinusColor);
    para(m.leftoverText, f, kInk);
    para(m.zeroSumText, bold, m.zeroSumOk ? kPlus : kMinusColor);
    if (m.penalties.empty()) {
        para(Tr::tr("Penalties: none."), f, kInk);
    } else {
        para(Tr::tr("Penalties (deducted after uma):"), bold, kInk);
        for (const PenaltyLine &pl : m.penalties) {
            const QString who =
                    pl.seat >= 0 && pl.seat < m.players ? playerName(m, pl.seat) : QString();
            QString line = u"%1 · %2 · %3"_s.arg(pl.when, who, formatFinalScore(-pl.points));
            if (!pl.reason.isEmpty())
                line += u" · "_s + pl.reason;
            para(line, f, kInk);
        }
    }
    return y - top;
}

double footerHeight(const SheetModel &m, const SheetLayout &l)
{
    const double table = 9 * kFinalRow + 4;
    return std::max(table, footerNotes(nullptr, m, l, 0)) + 10 + kSignatures;
}

double sheetHeader(QPainter &p, const SheetModel &m, const SheetLayout &l, int page)
{
    const double w = l.width;
    // Title, and under it the status of the game.
    const double titleW = 210;
    text(p, QRectF(0, 0, titleW, 24), Tr::tr("Score sheet"), sheetFont(20, true),
            Qt::AlignLeft | Qt::AlignVCenter);
    QStringList status;
    if (!m.blank)
        status << (m.ended ? Tr::tr("Final") : Tr::tr("PROVISIONAL: game in progress"));
    if (page > 0)
        //: on the second and later pages of a score sheet: %1 is the page number
        status << Tr::tr("page %1, continued").arg(page + 1);
    text(p, QRectF(0, 25, titleW, 15), status.join(u" · "_s), sheetFont(11, true),
            Qt::AlignLeft | Qt::AlignVCenter, m.blank || m.ended ? kInk : kMinusColor);

    // Event, date, session, table, referee: a label above a line with the value.
    struct Field
    {
        QString label;
        QString value;
        double width;
    };
    const Field fields[] = {
        { Tr::tr("Event"), m.header.event, 0.35 },
        { Tr::tr("Date"), m.header.date, 0.16 },
        { Tr::tr("Session / hanchan"), m.header.session, 0.14 },
        { Tr::tr("Table"), m.header.table, 0.10 },
        { Tr::tr("Referee"), m.header.referee, 0.25 },
    };
    const double gap = 12;
    double x = titleW + gap;
    const double room = w - x + gap;
    for (const Field &f : fields) {
        const double fw = f.width * room - gap;
        text(p, QRectF(x, 2, fw, 12), f.label, sheetFont(9), Qt::AlignLeft | Qt::AlignVCenter,
                kMuted);
        text(p, QRectF(x, 15, fw, 22), f.value, sheetFont(13, true),
                Qt::AlignLeft | Qt::AlignVCenter);
        hline(p, x, x + fw, 38, kMuted, 0.7);
        x += fw + gap;
    }

    // The ruleset: its name, then start, return, uma, oka and the rules that change scores.
    const double ry = 48;
    const QFont label = sheetFont(9, true);
    const QString ruleset = Tr::tr("Ruleset").toUpper();
    const double lw = QFontMetricsF(label).horizontalAdvance(ruleset) + 8;
    text(p, QRectF(0, ry, lw, 16), ruleset, label, Qt::AlignLeft | Qt::AlignVCenter, kMuted);
    if (m.rules) {
        const QString name = rulesTitle(m);
        const QFont nameFont = sheetFont(11, true);
        const double nw = std::min(QFontMetricsF(nameFont).horizontalAdvance(name) + 10, 220.0);
        text(p, QRectF(lw, ry, nw, 16), name, nameFont, Qt::AlignLeft | Qt::AlignVCenter);
        wrapped(p, QRectF(lw + nw, ry + 1.5, w - lw - nw, 30), rulesLine(*m.rules, m.players),
                sheetFont(10));
    } else {
        // A blank sheet without a ruleset: lines to fill in.
        const QString line = u"__________"_s;
        text(p, QRectF(lw, ry, w - lw, 16),
                u"%1    %2 %3    %4 %5    %6 %7    %8 %9"_s.arg(u"____________________"_s,
                        Tr::tr("start"), line, Tr::tr("return"), line, Tr::tr("uma"),
                        u"___________________"_s, Tr::tr("oka"), line),
                sheetFont(11), Qt::AlignLeft | Qt::AlignVCenter);
    }
    return kHeaderHeight;
}

void tableHead(QPainter &p, const SheetModel &m, const SheetLayout &l, double y)
{
    const double h = kTableHead;
    p.fillRect(QRectF(0, y, l.width, h), kHeadFill);
    const QFont f = sheetFont(9, true);
    auto head = [&](const Col &c, const QString &s) {
        p.setFont(f);
        p.setPen(kInk);
        p.drawText(c.rect(y, h).adjusted(1, 2, -1, -2),
                Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, s);
    };
    // The column headings wrap onto two lines at most; the columns are narrow (8 to 20 mm).
    //: score sheet column: the number of the ledger entry (narrow)
    head(l.number, Tr::tr("No."));
    head(l.hand, Tr::tr("Hand"));
    //: score sheet column: counters on the table (narrow)
    head(l.honba, Tr::tr("Honba"));
    //: score sheet column: riichi sticks on the table before the hand (narrow, two lines)
    head(l.before, Tr::tr("Sticks before"));
    head(l.result, Tr::tr("Result"));
    head(l.winner, Tr::tr("Winner / tenpai"));
    head(l.from, Tr::tr("Discarder / offender"));
    head(l.pao, Tr::tr("Pao"));
    head(l.value, Tr::tr("Han/Fu"));
    //: score sheet column: riichi sticks left on the table after the hand (narrow, two lines)
    head(l.after, Tr::tr("Sticks after"));

    for (int s = 0; s < m.players; ++s) {
        const Col &b = l.block[idx(s)];
        QString seat = seatName(s);
        if (s == 0)
            seat += u" · "_s + Tr::tr("first dealer");
        text(p, b.inner(y + 2, 12), seat.toUpper(), sheetFont(9, true),
                Qt::AlignLeft | Qt::AlignVCenter, kMuted);
        const QString name = playerName(m, s);
        text(p, b.inner(y + 14, 17), name, sheetFont(13, true), Qt::AlignLeft | Qt::AlignVCenter);
        const QString ema = m.header.emaNumbers[idx(s)];
        const QString emaText = ema.isEmpty() && m.blank
                ? Tr::tr("EMA no.")
                : (ema.isEmpty() ? QString() : Tr::tr("EMA %1").arg(ema));
        text(p, b.inner(y + 31, 12), emaText, sheetFont(9), Qt::AlignLeft | Qt::AlignVCenter,
                kMuted);
        if (m.blank && name.isEmpty())
            hline(p, b.x + kPad, b.right() - kPad, y + 30, kFaint);
        const double sy = y + kTableHeadTop;
        const QFont sf = sheetFont(9, true);
        //: the riichi column of a seat on a score sheet (a tick per riichi)
        text(p, l.riichi[idx(s)].rect(sy, kTableHeadSub), Tr::tr("R"), sf, Qt::AlignCenter);
        text(p, l.change[idx(s)].inner(sy, kTableHeadSub), Tr::tr("Change"), sf,
                Qt::AlignRight | Qt::AlignVCenter);
        text(p, l.total[idx(s)].inner(sy, kTableHeadSub), Tr::tr("Total"), sf,
                Qt::AlignRight | Qt::AlignVCenter);
        hline(p, b.x, b.right(), sy, kGrid);
        vline(p, l.change[idx(s)].x, sy, y + h, kGrid);
        vline(p, l.total[idx(s)].x, sy, y + h, kGrid);
    }
}

// Vertical rules of the hand table between y1 and y2.
void columnRules(QPainter &p, const SheetModel &m, const SheetLayout &l, double y1, double y2)
{
    const Col *left[] = { &l.hand, &l.honba, &l.before, &l.result, &l.winner, &l.from, &l.pao,
        &l.value };
    for (const Col *c : left)
        vline(p, c->x, y1, y2, kGrid);
    for (int s = 0; s < m.players; ++s) {
        vline(p, l.block[idx(s)].x, y1, y2, kRule, 1.0);
        vline(p, l.change[idx(s)].x, y1, y2, kGrid);
        vline(p, l.total[idx(s)].x, y1, y2, kGrid);
    }
    vline(p, l.seatsRight, y1, y2, kRule, 1.0);
}

void handRow(
        QPainter &p, const SheetModel &m, const SheetLayout &l, std::size_t row, double y, double h)
{
    if (row % 2 == 1)
        p.fillRect(QRectF(0, y, l.width, h), kShade);
    for (int s = 0; s < m.players; ++s)
        p.fillRect(l.total[idx(s)].rect(y, h), row % 2 ? kTotalFill.darker(103) : kTotalFill);
    hline(p, 0, l.width, y + h, kGrid);
    if (m.blank) {
        text(p, l.number.rect(y, h), QString::number(row + 1), sheetFont(9), Qt::AlignCenter,
                kFaint);
        return;
    }

    const HandLine &hl = m.hands[row];
    const QFont f = sheetFont(10);
    const QFont bold = sheetFont(10, true);
    const QFont small = sheetFont(9);
    const int center = Qt::AlignHCenter | Qt::AlignVCenter;
    const int left = Qt::AlignLeft | Qt::AlignVCenter;
    const int right = Qt::AlignRight | Qt::AlignVCenter;
    const double first = y + 1; // the first text line
    text(p, l.number.rect(first, kLine), hl.number, small, center, kMuted);
    text(p, l.hand.rect(first, kLine), hl.hand, bold, center);
    text(p, l.honba.rect(first, kLine), hl.honba, f, center, hl.honba == u"0"_s ? kFaint : kInk);
    text(p, l.before.rect(first, kLine), hl.before, f, center, hl.before == u"0"_s ? kFaint : kInk);
    text(p, l.after.rect(first, kLine), hl.after, f, center, hl.after == u"0"_s ? kFaint : kInk);
    text(p, l.result.inner(first, kLine), hl.result, bold, left);
    double wy = first;
    for (const QString &w : hl.winners) {
        const QStringList lines = breakLines(w, f, l.winner.w - 2 * kPad);
        for (const QString &line : lines) {
            text(p, l.winner.inner(wy, kLine), line.trimmed(), f, left);
            wy += kLine;
        }
        if (lines.isEmpty())
            wy += kLine;
    }
    text(p, l.from.inner(first, kLine), hl.from, f, left);
    text(p, l.pao.inner(first, kLine), hl.pao, f, left);
    for (int i = 0; i < hl.values.size(); ++i)
        text(p, l.value.inner(first + i * kLine, kLine), hl.values[i], f, right);
    for (int s = 0; s < m.players; ++s) {
        const std::size_t i = idx(s);
        if (hl.riichi[i])
            text(p, l.riichi[i].rect(first, kLine), u"✓"_s, sheetFont(11, true), center);
        const int d = hl.delta[i];
        text(p, l.change[i].inner(first, kLine), signedPointsText(d), f, right,
                d > 0           ? kPlus
                        : d < 0 ? kMinusColor
                                : kFaint);
        text(p, l.total[i].inner(first, kLine), pointsText(hl.total[i]), bold, right);
    }
}

// A hand's note on its own line under the result, across the columns from the result to han/fu
// (drawn after the column rules, as one merged cell).
void handNote(
        QPainter &p, const SheetLayout &l, const HandLine &hl, std::size_t row, double y, double h)
{
    if (hl.note.isEmpty())
        return;
    const double ny = y + h - kLine - 1;
    const QRectF cell(l.result.x + 0.5, ny, l.seatsLeft - l.result.x - 1, kLine);
    p.fillRect(cell, row % 2 == 1 ? kShade : Qt::white);
    text(p, cell.adjusted(kPad, 0, -kPad, 0), u"%1 %2"_s.arg(Tr::tr("Note:"), hl.note),
            sheetFont(9, false, true), Qt::AlignLeft | Qt::AlignVCenter, kMuted);
}

// The final table under the seat blocks, its labels left of them.
void finalTable(QPainter &p, const SheetModel &m, const SheetLayout &l, double y)
{
    const rules::Ruleset *r = m.rules ? &*m.rules : nullptr;
    const QString returnText = r ? pointsText(r->returnPoints) : u"______"_s;
    const QString labels[] = {
        Tr::tr("Table points at the end"),
        Tr::tr("Leftover deposits"),
        Tr::tr("Raw score"),
        Tr::tr("Place"),
        //: %1 is the return score (30,000)
        Tr::tr("(Raw − %1) / 1000").arg(returnText),
        Tr::tr("Uma"),
        Tr::tr("Oka"),
        Tr::tr("Penalties (after uma)"),
        m.blank || m.ended ? Tr::tr("Final score") : Tr::tr("Provisional score"),
    };
    const int rows = 9;
    const double labelX = l.seatsLeft - 200;
    const double top = y;
    const QFont f = sheetFont(10);
    const QFont bold = sheetFont(10, true);
    const QFont big = sheetFont(12, true);
    for (int i = 0; i < rows; ++i) {
        const double ry = top + i * kFinalRow;
        const bool last = i == rows - 1;
        const double rh = last ? kFinalRow + 4 : kFinalRow;
        if (last)
            p.fillRect(QRectF(labelX, ry, l.seatsRight - labelX, rh), kHeadFill);
        text(p, QRectF(labelX + kPad, ry, 200 - 2 * kPad, rh), labels[i], last ? big : f,
                Qt::AlignRight | Qt::AlignVCenter, last ? kInk : kMuted);
        hline(p, labelX, l.seatsRight, ry + rh, last ? kRule : kGrid, last ? 1.0 : 0.6);
        if (m.blank)
            continue;
        for (int s = 0; s < m.players; ++s) {
            const club::FinalSeat &fs = m.final.seats[idx(s)];
            QString value;
            const QFont *font = &f;
            switch (i) {
            case 0: value = pointsText(m.tablePoints[idx(s)]); break;
            case 1: value = fs.leftover > 0 ? signedPointsText(fs.leftover) : QString(); break;
            case 2:
                value = pointsText(fs.raw);
                font = &bold;
                break;
            case 3:
                value = placeText(fs);
                font = &bold;
                break;
            case 4: value = formatFinalScore(fs.base); break;
            case 5: value = formatFinalScore(fs.uma); break;
            case 6: value = formatFinalScore(fs.oka); break;
            case 7: value = fs.penalty != 0 ? formatFinalScore(-fs.penalty) : QString(); break;
            case 8:
                value = formatFinalScore(fs.score);
                font = &big;
                break;
            }
            text(p, l.block[idx(s)].inner(ry, rh).adjusted(0, 0, -2, 0), value, *font,
                    Qt::AlignRight | Qt::AlignVCenter,
                    i == 8 ? (fs.score < 0 ? kMinusColor : kInk) : kInk);
        }
    }
    const double bottom = top + rows * kFinalRow + 4;
    hline(p, labelX, l.seatsRight, top, kRule, 1.0);
    for (int s = 0; s < m.players; ++s)
        vline(p, l.block[idx(s)].x, top, bottom, kRule, 1.0);
    vline(p, l.seatsRight, top, bottom, kRule, 1.0);
    vline(p, labelX, top, bottom, kGrid);
}

void signatures(QPainter &p, const SheetModel &m, const SheetLayout &l, double y)
{
    const QFont f = sheetFont(9);
    auto box = [&](double x1, double x2, const QString &caption) {
        hline(p, x1, x2, y + 32, kRule, 0.8);
        text(p, QRectF(x1, y + 34, x2 - x1, 13), caption, f, Qt::AlignLeft | Qt::AlignVCenter,
                kMuted);
    };
    text(p, QRectF(0, y, l.seatsLeft - 208, 14),
            Tr::tr("Signatures: the players agree with this sheet."), sheetFont(10, true),
            Qt::AlignLeft | Qt::AlignVCenter);
    const QString referee = m.header.referee;
    box(l.seatsLeft - 200 + kPad, l.seatsLeft - 8,
            referee.isEmpty() ? Tr::tr("Referee") : Tr::tr("Referee: %1").arg(referee));
    for (int s = 0; s < m.players; ++s) {
        const Col &b = l.block[idx(s)];
        const QString name = playerName(m, s);
        box(b.x + 6, b.right() - 6,
                name.isEmpty() ? seatName(s) : u"%1: %2"_s.arg(seatName(s), name));
    }
}

QString pageMiddle(const SheetHeader &h)
{
    return middleDotted({ h.event, h.date,
            h.session.isEmpty() ? QString() : Tr::tr("Session %1").arg(h.session),
            h.table.isEmpty() ? QString() : Tr::tr("Table %1").arg(h.table) });
}

} // namespace

std::optional<Error> paintSheet(const SheetModel &m, QPagedPaintDevice &device)
{
    QPainter p;
    PageSetup setup;
    if (auto err = beginPages(device, p, QPageLayout::Landscape, kLandscapeWidth, setup))
        return err;
    SheetLayout l = sheetLayout(setup.size.width(), m.players, m.blank);
    if (m.blank) {
        // Rows as tall as the page allows (for handwriting) when they all fit on one page.
        const double room = setup.size.height() - kPageFooter - kHeaderHeight - kTableHead - 6
                - footerHeight(m, l) - 10;
        const double fit = std::floor(room / m.blankRows * 2) / 2;
        l.blankLine = fit >= 17 ? std::min(fit, 24.0) : 22;
    }
    const std::vector<SheetPage> pages = paginate(m, l, setup.size.height(), footerHeight(m, l));
    const QString middle = pageMiddle(m.header);
    for (std::size_t pi = 0; pi < pages.size(); ++pi) {
        const SheetPage &page = pages[pi];
        startPage(device, p, setup, int(pi));
        if (!m.blank && !m.ended)
            watermark(p, setup, Tr::tr("PROVISIONAL"));
        double y = sheetHeader(p, m, l, int(pi));
        tableHead(p, m, l, y);
        const double tableTop = y;
        y += kTableHead;
        for (std::size_t r = page.first; r < page.last; ++r) {
            const double h = rowHeight(m, l, r);
            handRow(p, m, l, r, y, h);
            y += h;
        }
        columnRules(p, m, l, tableTop + kTableHeadTop, y);
        if (!m.blank) {
            double ny = tableTop + kTableHead;
            for (std::size_t r = page.first; r < page.last; ++r) {
                const double h = rowHeight(m, l, r);
                handNote(p, l, m.hands[r], r, ny, h);
                ny += h;
            }
        }
        p.setPen(QPen(kRule, 1.0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(0, tableTop, l.width, y - tableTop));
        hline(p, 0, l.width, tableTop + kTableHead, kRule, 1.0);
        if (page.footer) {
            y += 10;
            finalTable(p, m, l, y);
            footerNotes(&p, m, l, y);
            y += std::max(9 * kFinalRow + 4, footerNotes(nullptr, m, l, 0)) + 10;
            signatures(p, m, l, y);
        }
        pageFooter(p, setup, middle, int(pi), int(pages.size()));
    }
    if (!p.end())
        return fail(Tr::tr("Cannot finish painting the score sheet."));
    return std::nullopt;
}

} // namespace haifu::reports
