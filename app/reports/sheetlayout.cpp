#include "reports/sheetlayout.h"

#include <QTextLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::reports {

SheetLayout sheetLayout(double width, int players, bool blank)
{
    SheetLayout l;
    l.width = width;
    l.players = players;
    // Three players: wider seat blocks (room to write in on a blank sheet).
    const double wide = players == 3 ? 1.2 : 1.0;
    const double riichiW = 18 * wide;
    const double changeW = (blank ? 56 : 54) * wide;
    const double totalW = (blank ? 56 : 58) * wide;
    const double blockW = riichiW + changeW + totalW;
    const double fixed = 22 + 32 + 36 + 38 + 74 + 58 + 38;
    const double flex = width - fixed - players * blockW;
    double x = 0;
    auto place = [&x](Col &c, double w) {
        c.x = x;
        c.w = w;
        x += w;
    };
    place(l.number, 22);
    place(l.hand, 32);
    place(l.honba, 36);
    place(l.before, 38);
    place(l.result, 74);
    place(l.winner, std::floor(flex * 0.42));
    place(l.from, std::floor(flex * 0.33));
    place(l.pao, flex - std::floor(flex * 0.42) - std::floor(flex * 0.33));
    place(l.value, 58);
    l.seatsLeft = x;
    for (int s = 0; s < players; ++s) {
        const double start = x;
        place(l.riichi[idx(s)], riichiW);
        place(l.change[idx(s)], changeW);
        place(l.total[idx(s)], totalW);
        l.block[idx(s)] = Col{ start, blockW };
    }
    l.seatsRight = x;
    place(l.after, 38);
    return l;
}

int handLines(const SheetModel &m, const SheetLayout &l, const HandLine &h)
{
    const QFont f = sheetFont(10);
    int winnerLines = 0;
    for (const QString &w : h.winners)
        winnerLines += int(std::max<qsizetype>(1, breakLines(w, f, l.winner.w - 2 * kPad).size()));
    int lines = std::max({ 1, winnerLines, int(h.values.size()) });
    (void)m;
    return lines + (h.note.isEmpty() ? 0 : 1);
}

double rowHeight(const SheetModel &m, const SheetLayout &l, std::size_t row)
{
    if (m.blank)
        return l.blankLine;
    return handLines(m, l, m.hands[row]) * kLine + 2;
}

std::size_t rowCount(const SheetModel &m)
{
    return m.blank ? idx(m.blankRows) : m.hands.size();
}

std::vector<SheetPage> paginate(
        const SheetModel &m, const SheetLayout &l, double pageHeight, double footerHeight)
{
    const double room = pageHeight - kPageFooter - kHeaderHeight - kTableHead - 6;
    const double footer = footerHeight + 10;
    std::vector<SheetPage> pages;
    const std::size_t n = rowCount(m);
    std::size_t i = 0;
    while (true) {
        SheetPage page;
        page.first = i;
        double used = 0;
        while (i < n) {
            const double h = rowHeight(m, l, i);
            if (used + h > room && i > page.first)
                break;
            used += h;
            ++i;
        }
        page.last = i;
        if (i == n && used + footer <= room) {
            page.footer = true;
            pages.push_back(page);
            break;
        }
        pages.push_back(page);
        if (i == n) {
            pages.push_back(SheetPage{ n, n, true }); // the footer on a page of its own
            break;
        }
    }
    return pages;
}

QStringList breakLines(const QString &text, const QFont &font, double width)
{
    if (text.isEmpty())
        return {};
    // Laid out with the spaces of a name made no-break spaces and a word joiner (U+2060, no
    // break here) between its other characters, so that a line breaks only after ": ", ", " or
    // "; " and a name stays whole (Latin or CJK); a name wider than the line runs over and is
    // elided when drawn. `before[j]` counts the characters of `text` before position j of the
    // laid-out text, to cut the lines from `text`.
    QString laidOut;
    std::vector<qsizetype> before;
    laidOut.reserve(text.size() * 2);
    before.reserve(std::size_t(text.size()) * 2 + 1);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool mayBreak = c == u' ' && i > 0
                && (text.at(i - 1) == u',' || text.at(i - 1) == u':' || text.at(i - 1) == u';');
        before.push_back(i);
        laidOut += c == u' ' && !mayBreak ? QChar(QChar::Nbsp) : c;
        if (i + 1 == text.size())
            break;
        const QChar next = text.at(i + 1);
        if (!mayBreak && c != u' ' && next != u' ' && !c.isHighSurrogate() && !next.isMark()) {
            before.push_back(i + 1);
            laidOut += QChar(0x2060);
        }
    }
    before.push_back(text.size());

    QTextLayout layout(laidOut, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        const qsizetype from = before[std::size_t(line.textStart())];
        const qsizetype to = before[std::size_t(line.textStart() + line.textLength())];
        if (to > from)
            lines << text.mid(from, to - from);
    }
    layout.endLayout();
    return lines;
}

} // namespace haifu::reports
