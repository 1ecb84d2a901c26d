#include "scoresheet.h"
#include "qtstrings.h"

#include "club/finalscore.h"
#include "savefile.h"

#include <QBuffer>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>
#include <QRegularExpression>
#include <QStringList>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

// Translations live in the context "haifu::reports"; Tr::tr() is only called from free functions of
// this namespace so that lupdate files the strings under that context too.
Error fail(const QString &message)
{
    return Error{ message.toStdString() };
}

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

const QString kMinus = u"\u2212"_s;

// "32,900", "−3,900": table points in the PDF.
QString pointsText(int value)
{
    const QLocale english(QLocale::English);
    return value < 0 ? kMinus + english.toString(-value) : english.toString(value);
}

// "+3,900", "−3,900", "0".
QString signedPointsText(int value)
{
    return value > 0 ? u"+"_s + pointsText(value) : pointsText(value);
}

// "+3900", "-3900", "0": table points in the CSV.
QString csvSigned(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

// Thousands as a short number: 15000 -> "+15", -7500 -> "−7.5", 0 -> "0".
QString thousandsText(int value, bool sign)
{
    QString text = QString::number(std::abs(value) / 1000.0, 'g', 6);
    if (value < 0)
        return kMinus + text;
    return sign && value > 0 ? u"+"_s + text : text;
}

const char *const kSeatNames[] = { QT_TRANSLATE_NOOP("haifu::reports", "East"),
    QT_TRANSLATE_NOOP("haifu::reports", "South"), QT_TRANSLATE_NOOP("haifu::reports", "West"),
    QT_TRANSLATE_NOOP("haifu::reports", "North") };

QString seatName(int seat)
{
    return Tr::tr(kSeatNames[std::clamp(seat, 0, 3)]);
}

// "E1", "S4": the hand without its honba (the sheet has a column for those).
QString handName(int round, int hand)
{
    static const char *const winds[] = { QT_TRANSLATE_NOOP("haifu::reports", "E"),
        QT_TRANSLATE_NOOP("haifu::reports", "S"), QT_TRANSLATE_NOOP("haifu::reports", "W"),
        QT_TRANSLATE_NOOP("haifu::reports", "N") };
    return Tr::tr(winds[std::clamp(round, 0, 3)]) + QString::number(hand + 1);
}

// "E3-1": the hand with its honba, for references to a hand.
QString handLabelText(const club::HandRecord &h)
{
    //: a hand's short name: %1 round wind letter with hand number (E1), %2 honba
    return Tr::tr("%1-%2").arg(handName(h.round, h.hand)).arg(h.honba);
}

QString abortReasonText(const std::string &reason)
{
    if (reason == "nine_terminals")
        return Tr::tr("nine terminals");
    if (reason == "four_winds")
        return Tr::tr("four winds");
    if (reason == "four_riichi")
        return Tr::tr("four riichi");
    if (reason == "four_kans")
        return Tr::tr("four kans");
    if (reason == "triple_ron")
        return Tr::tr("triple ron");
    return toQString(reason);
}

QString hanFuText(const club::Win &w)
{
    if (w.yakuman > 1)
        //: a multiple yakuman in the han/fu column of a score sheet
        return Tr::tr("%1× yakuman").arg(w.yakuman);
    if (w.yakuman == 1)
        return Tr::tr("yakuman");
    if (w.han >= 5 || w.fu <= 0)
        return Tr::tr("%n han", nullptr, w.han);
    //: han and fu in the han/fu column of a score sheet: %1 han, %2 fu
    return Tr::tr("%1/%2").arg(w.han).arg(w.fu);
}

// The ruleset in one line: start, return, uma, oka and the rules that change the final scores.
QString rulesLine(const rules::Ruleset &r, int players)
{
    QStringList parts;
    parts << Tr::tr("start %1").arg(pointsText(r.startPoints));
    parts << Tr::tr("return %1").arg(pointsText(r.returnPoints));
    if (r.umaMode == rules::UmaMode::JpmlComplex) {
        parts << Tr::tr("uma by how many end below the return score (JPML)");
    } else {
        QStringList uma;
        for (int i = 0; i < players; ++i)
            uma << thousandsText(r.uma[idx(i)], true);
        parts << Tr::tr("uma %1").arg(uma.join(u" / "_s));
    }
    parts << Tr::tr("oka %1").arg(thousandsText(r.oka, true));
    parts << (r.ties == rules::TieMode::Split ? Tr::tr("ties shared")
                                              : Tr::tr("ties by seat order"));
    switch (r.rounding) {
    case rules::FinalRounding::None: parts << Tr::tr("no rounding"); break;
    case rules::FinalRounding::Nearest: parts << Tr::tr("rounded to 1,000 (500 up)"); break;
    case rules::FinalRounding::HalfDown: parts << Tr::tr("rounded to 1,000 (500 down)"); break;
    case rules::FinalRounding::Up: parts << Tr::tr("rounded up to 1,000"); break;
    }
    switch (r.chombo) {
    case rules::ChomboPenalty::ReverseMangan: parts << Tr::tr("chombo: reverse mangan"); break;
    case rules::ChomboPenalty::AfterUma:
        parts << Tr::tr("chombo %1 after uma").arg(formatFinalScore(-r.chomboPoints / 1000.0));
        break;
    case rules::ChomboPenalty::Flat:
        parts << Tr::tr("chombo: %1 to each").arg(pointsText(r.chomboPoints));
        break;
    case rules::ChomboPenalty::None: parts << Tr::tr("no chombo penalty"); break;
    }
    parts << (r.leftoverDeposits == rules::LeftoverDeposits::ToTop
                    ? Tr::tr("leftover deposits to 1st")
                    : Tr::tr("leftover deposits lost"));
    parts << (r.tobi ? Tr::tr("busting ends the game") : Tr::tr("no busting"));
    return parts.join(u" · "_s);
}

// ---------------------------------------------------------------------------------------------
// The sheet's content, shared by the PDF and the CSV.

struct HandLine
{
    QString number; // "1": the ledger entry
    QString hand; // "E1"
    QString label; // "E1-0"
    QString honba;
    QString before; // deposits on the table before / after, in sticks
    QString after;
    QString result;
    QStringList winners; // one line per winner (ron, tsumo) or the draw's players
    QString from; // discarder (ron) or offender (chombo)
    QString pao;
    QStringList values; // han/fu per winner
    QString note;
    std::array<bool, 4> riichi{};
    std::array<int, 4> delta{};
    std::array<int, 4> total{};
};

struct PenaltyLine
{
    double order = 0; // position in the game, for sorting
    QString when;
    int seat = 0;
    double points = 0; // in thousands, positive = deducted
    QString reason;
};

struct SheetModel
{
    bool blank = false;
    int players = 4;
    std::optional<rules::Ruleset> rules;
    SheetHeader header; // player names resolved
    std::vector<HandLine> hands;
    int blankRows = 0;
    bool ended = false;
    QString endText;
    std::array<int, 4> tablePoints{};
    club::FinalScore final;
    std::vector<PenaltyLine> penalties;
    QString leftoverText;
    QString zeroSumText;
    bool zeroSumOk = true;
};

QString rulesTitle(const SheetModel &m)
{
    if (!m.header.rulesName.isEmpty())
        return m.header.rulesName;
    return m.rules ? presetTitle(toQString(m.rules->name)) : QString();
}

QString playerName(const SheetModel &m, int seat)
{
    const QString &name = m.header.players[idx(seat)];
    if (!name.isEmpty() || m.blank)
        return name;
    //: a player without a name; %1 is the seat (East, South, …)
    return Tr::tr("Player %1").arg(seatName(seat));
}

QString placeText(const club::FinalSeat &s)
{
    //: a place shared by tied players on a score sheet ("1=")
    return s.sharedPlace ? Tr::tr("%1=").arg(s.place) : QString::number(s.place);
}

Result<SheetModel> gameModel(const club::Game &game, const SheetHeader &header)
{
    auto replayed = club::scoreGame(game);
    if (!replayed)
        return replayed.error();
    const club::GameState &state = *replayed;
    SheetModel m;
    m.players = state.players;
    m.rules = game.rules;
    m.header = header;
    for (int s = 0; s < 4; ++s) {
        if (m.header.players[idx(s)].isEmpty())
            m.header.players[idx(s)] = toQString(game.players[idx(s)]);
    }
    auto name = [&m](int seat) {
        return seat >= 0 && seat < m.players ? playerName(m, seat) : QString();
    };

    for (std::size_t i = 0; i < game.entries.size() && i < state.hands.size(); ++i) {
        const club::HandEntry &e = game.entries[i];
        const club::HandRecord &h = state.hands[i];
        HandLine line;
        line.number = QString::number(i + 1);
        line.hand = handName(h.round, h.hand);
        line.label = handLabelText(h);
        line.honba = QString::number(h.honba);
        line.before = QString::number(h.sticksBefore);
        line.after = QString::number(h.sticksAfter);
        line.riichi = e.riichi;
        line.delta = h.delta;
        line.total = h.totals;
        line.note = toQString(e.note);
        switch (e.kind) {
        case club::HandKind::Ron:
            line.result = e.wins.size() == 3 ? Tr::tr("Triple ron")
                    : e.wins.size() == 2     ? Tr::tr("Double ron")
                                             : Tr::tr("Ron");
            line.from = name(e.discarder);
            break;
        case club::HandKind::Tsumo: line.result = Tr::tr("Tsumo"); break;
        case club::HandKind::ExhaustiveDraw: {
            QStringList tenpai;
            QStringList nagashi;
            int tenpaiCount = 0;
            for (int s = 0; s < m.players; ++s) {
                if (e.tenpai[idx(s)]) {
                    tenpai << name(s);
                    ++tenpaiCount;
                }
                if (e.nagashi[idx(s)])
                    nagashi << name(s);
            }
            //: a hand's result on a score sheet (the column is narrow)
            line.result = nagashi.isEmpty() ? Tr::tr("Draw") : Tr::tr("Nagashi");
            if (!nagashi.isEmpty())
                //: %1 lists the players with nagashi mangan
                line.winners << Tr::tr("Nagashi: %1").arg(nagashi.join(u", "_s));
            if (tenpaiCount == 0)
                line.winners << Tr::tr("all noten");
            else if (tenpaiCount == m.players)
                line.winners << Tr::tr("all tenpai");
            else
                //: %1 lists the players in tenpai at a draw
                line.winners << Tr::tr("Tenpai: %1").arg(tenpai.join(u", "_s));
            break;
        }
        case club::HandKind::AbortiveDraw:
            //: a hand's result on a score sheet: an abortive draw (the column is narrow)
            line.result = Tr::tr("Abortive");
            if (!e.abortReason.empty())
                line.winners << abortReasonText(e.abortReason);
            break;
        case club::HandKind::Chombo:
            line.result = Tr::tr("Chombo");
            line.from = name(e.offender);
            if (game.rules.chombo == rules::ChomboPenalty::AfterUma) {
                m.penalties.push_back({ double(i), line.label, e.offender,
                        game.rules.chomboPoints / 1000.0, Tr::tr("Chombo") });
            }
            break;
        }
        if (e.kind == club::HandKind::Ron || e.kind == club::HandKind::Tsumo) {
            QStringList pao;
            for (const club::Win &w : e.wins) {
                line.winners << name(w.seat);
                line.values << hanFuText(w);
                if (w.paoSeat >= 0)
                    pao << name(w.paoSeat);
            }
            line.pao = pao.join(u", "_s);
        }
        m.hands.push_back(std::move(line));
    }

    for (const club::Penalty &p : game.penalties) {
        PenaltyLine line;
        line.seat = p.seat;
        line.points = p.points / 1000.0;
        line.reason = toQString(p.reason);
        if (p.afterHand >= 0 && idx(p.afterHand) < state.hands.size()) {
            line.order = p.afterHand + 0.5;
            //: when a referee's penalty was given: %1 is a hand (E3-1)
            line.when = Tr::tr("after %1").arg(handLabelText(state.hands[idx(p.afterHand)]));
        } else {
            line.order = -1;
            line.when = Tr::tr("before the first hand");
        }
        m.penalties.push_back(line);
    }
    std::stable_sort(m.penalties.begin(), m.penalties.end(),
            [](const PenaltyLine &a, const PenaltyLine &b) { return a.order < b.order; });

    m.ended = state.ended;
    m.tablePoints = state.points;
    m.final = club::finalScore(state, game.rules);
    if (state.ended) {
        const QString last = state.hands.empty() ? QString() : handLabelText(state.hands.back());
        //: %1 the last hand (S4-0), %2 why the game ended
        m.endText = Tr::tr("Game over after %1: %2.").arg(last, endReasonText(state.endReason));
    } else {
        //: %1 is the next hand to play (E3-1)
        m.endText = Tr::tr("Game in progress, next hand %1: the scores are provisional.")
                            .arg(handName(state.round, state.hand) + u"-"_s
                                    + QString::number(state.honba));
    }

    const int sticks = m.final.leftoverSticks;
    if (sticks == 0) {
        m.leftoverText = Tr::tr("No deposits left on the table.");
    } else if (m.final.leftoverLost) {
        //: %1 the number of riichi sticks, %2 their points
        m.leftoverText = Tr::tr("Deposits left on the table: %1 (%2), not paid out (ruleset).")
                                 .arg(sticks)
                                 .arg(pointsText(sticks * game.rules.riichiDeposit));
    } else {
        QStringList to;
        for (int s = 0; s < m.players; ++s) {
            const club::FinalSeat &f = m.final.seats[idx(s)];
            if (f.leftover > 0)
                to << u"%1 (+%2)"_s.arg(name(s), pointsText(f.leftover));
        }
        //: %1 lists who received the leftover deposits and how much
        m.leftoverText =
                Tr::tr("Deposits left on the table: %1 (%2), to %3.")
                        .arg(sticks)
                        .arg(pointsText(sticks * game.rules.riichiDeposit), to.join(u", "_s));
    }
    m.zeroSumOk = std::abs(m.final.zeroSum) < 0.05;
    m.zeroSumText = m.zeroSumOk
            ? Tr::tr("Table total before penalties: %1 ✓").arg(formatFinalScore(0))
            //: the zero-sum check of a score sheet failed; %1 is the sum (+1.0)
            : Tr::tr("Table total before penalties: %1 ✗ (not zero: rounding)")
                      .arg(formatFinalScore(m.final.zeroSum));
    return m;
}

SheetModel blankModel(const SheetHeader &header, const std::optional<rules::Ruleset> &rules,
        int rows, int players)
{
    SheetModel m;
    m.blank = true;
    m.rules = rules;
    m.players = rules ? rules->players : players;
    m.players = std::clamp(m.players, 3, 4);
    m.header = header;
    m.blankRows = std::clamp(rows, 1, 200);
    return m;
}

// ---------------------------------------------------------------------------------------------
// Painting: every page is laid out in logical pixels of a fixed design width (96 per inch on
// the paper the design was made for) and scaled to the device's paintable width.

const QColor kInk(0x1a, 0x1a, 0x1a);
const QColor kMuted(0x66, 0x66, 0x66);
const QColor kFaint(0xa0, 0xa0, 0xa0);
const QColor kGrid(0xb8, 0xb8, 0xb8);
const QColor kRule(0x40, 0x40, 0x40);
const QColor kHeadFill(0xe6, 0xe6, 0xe6);
const QColor kShade(0xf4, 0xf4, 0xf4);
const QColor kTotalFill(0xec, 0xec, 0xec);
const QColor kPlus(0x17, 0x5e, 0x4c);
const QColor kMinusColor(0xa8, 0x22, 0x1c);

constexpr double kLandscapeWidth = 1047; // 277 mm: A4 landscape inside 10 mm margins
constexpr double kPortraitWidth = 718; // 190 mm: A4 portrait inside 10 mm margins
constexpr double kPageFooter = 18;
constexpr double kPad = 3;

QFont sheetFont(int pixels, bool bold = false, bool italic = false)
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
        const QColor &color = kInk)
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

double wrapped(
        QPainter &p, const QRectF &r, const QString &s, const QFont &f, const QColor &color = kInk)
{
    if (s.isEmpty())
        return 0;
    p.setFont(f);
    p.setPen(color);
    QRectF used;
    p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s, &used);
    return used.height();
}

void hline(QPainter &p, double x1, double x2, double y, const QColor &c, double w = 0.6)
{
    p.setPen(QPen(c, w));
    p.drawLine(QPointF(x1, y), QPointF(x2, y));
}

void vline(QPainter &p, double x, double y1, double y2, const QColor &c, double w = 0.6)
{
    p.setPen(QPen(c, w));
    p.drawLine(QPointF(x, y1), QPointF(x, y2));
}

// Sets up the device's page layout, begins painting and scales the painter so that the
// paintable width is `designWidth` logical pixels. Returns the logical page size.
struct PageSetup
{
    double scale = 1;
    QSizeF size;
};

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

// --- The game sheet ---

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

struct SheetLayout
{
    double width = 0;
    int players = 4;
    Col number, hand, honba, before, result, winner, from, pao, value, after;
    std::array<Col, 4> block, riichi, change, total;
    double seatsLeft = 0; // where the first seat block starts
    double seatsRight = 0;
    double blankLine = 20; // the height of a hand row on a blank sheet
};

constexpr double kHeaderHeight = 84;
constexpr double kTableHeadTop = 46; // seat names and EMA numbers
constexpr double kTableHeadSub = 16; // R, change, total
constexpr double kTableHead = kTableHeadTop + kTableHeadSub;
constexpr double kFinalRow = 16;
constexpr double kSignatures = 50;

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

constexpr double kLine = 16; // one text line of a hand row

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

struct SheetPage
{
    std::size_t first = 0;
    std::size_t last = 0; // one past
    bool footer = false;
};

std::vector<SheetPage> paginate(const SheetModel &m, const SheetLayout &l, double pageHeight)
{
    const double room = pageHeight - kPageFooter - kHeaderHeight - kTableHead - 6;
    const double footer = footerHeight(m, l) + 10;
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

QString pageMiddle(const SheetHeader &h)
{
    QStringList parts;
    if (!h.event.isEmpty())
        parts << h.event;
    if (!h.date.isEmpty())
        parts << h.date;
    if (!h.session.isEmpty())
        parts << Tr::tr("Session %1").arg(h.session);
    if (!h.table.isEmpty())
        parts << Tr::tr("Table %1").arg(h.table);
    return parts.join(u" · "_s);
}

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
    const std::vector<SheetPage> pages = paginate(m, l, setup.size.height());
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

// --- CSV ---

class Csv
{
public:
    void row(const QStringList &fields)
    {
        QStringList quoted;
        quoted.reserve(fields.size());
        for (const QString &f : fields)
            quoted << csvField(f);
        m_text += quoted.join(u',') + u"\r\n"_s;
    }
    void blank() { m_text += u"\r\n"_s; }
    [[nodiscard]] const QString &text() const { return m_text; }

private:
    QString m_text;
};

std::optional<Error> writeUtf8(const QString &path, const QString &content)
{
    return storage::saveFile(path, "\xEF\xBB\xBF" + content.toUtf8());
}

QString csvScore(double value)
{
    return formatFinalScore(value, false);
}

} // namespace

std::optional<Error> savePdf(const QString &path, const QString &title,
        const std::function<std::optional<Error>(QPagedPaintDevice &)> &paint)
{
    // Painted into memory, then saved whole: a failure on the way leaves an older file as it was.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setTitle(title);
        writer.setCreator(u"Haifu"_s);
        if (auto err = paint(writer))
            return fail(Tr::tr("Cannot write the PDF file %1: %2")
                                .arg(path, QString::fromStdString(err->message)));
    }
    buffer.close();
    return storage::saveFile(path, buffer.data());
}

QString formatFinalScore(double score, bool typographic)
{
    const double rounded = std::round(score * 10) / 10;
    if (rounded == 0)
        return u"0.0"_s;
    const QString number = QString::number(std::abs(rounded), 'f', 1);
    if (rounded > 0)
        return u"+"_s + number;
    return (typographic ? kMinus : u"-"_s) + number;
}

QString csvField(const QString &text)
{
    QString cell = text;
    // A text cell that a spreadsheet would run as a formula ("=HYPERLINK(…)", "+cmd", "-cmd",
    // "@SUM(…)", or one starting with a tab or CR: a player's name, a note, a reason) starts with
    // a quote mark, which keeps it text; a signed number ("-12.3", "+3900") stays a number.
    static const QRegularExpression number(u"^[+-]?[0-9]+(\\.[0-9]+)?$"_s);
    if (!cell.isEmpty() && u"=+-@\t\r"_s.contains(cell.front()) && !number.match(cell).hasMatch())
        cell.prepend(u'\'');
    if (!cell.contains(u',') && !cell.contains(u'"') && !cell.contains(u'\n')
            && !cell.contains(u'\r'))
        return cell;
    cell.replace(u"\""_s, u"\"\""_s);
    return u"\""_s + cell + u"\""_s;
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

std::optional<Error> paintScoreSheet(
        const club::Game &game, const SheetHeader &header, QPagedPaintDevice &device)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    return paintSheet(*model, device);
}

std::optional<Error> writeScoreSheetPdf(
        const club::Game &game, const SheetHeader &header, const QString &path)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    QString title = Tr::tr("Score sheet");
    if (!header.event.isEmpty())
        title += u" · "_s + header.event;
    return savePdf(
            path, title, [&](QPagedPaintDevice &device) { return paintSheet(*model, device); });
}

Result<QString> scoreSheetCsv(const club::Game &game, const SheetHeader &header)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    const SheetModel &m = *model;
    Csv csv;
    csv.row({ Tr::tr("Event"), m.header.event });
    csv.row({ Tr::tr("Date"), m.header.date });
    csv.row({ Tr::tr("Session / hanchan"), m.header.session });
    csv.row({ Tr::tr("Table"), m.header.table });
    csv.row({ Tr::tr("Referee"), m.header.referee });
    csv.row({ Tr::tr("Ruleset"), rulesTitle(m),
            rulesLine(*m.rules, m.players).replace(kMinus, u"-"_s) });
    csv.row({ Tr::tr("Status"), m.ended ? Tr::tr("Final") : Tr::tr("Provisional") });
    for (int s = 0; s < m.players; ++s)
        csv.row({ seatName(s), playerName(m, s), m.header.emaNumbers[idx(s)] });
    csv.blank();

    QStringList head = { Tr::tr("No."), Tr::tr("Hand"), Tr::tr("Honba"), Tr::tr("Sticks before"),
        Tr::tr("Result"), Tr::tr("Winner / tenpai"), Tr::tr("Discarder / offender"), Tr::tr("Pao"),
        Tr::tr("Han/Fu") };
    for (int s = 0; s < m.players; ++s) {
        //: CSV column headings of a seat: %1 is the seat (East)
        head << Tr::tr("%1 riichi").arg(seatName(s)) << Tr::tr("%1 change").arg(seatName(s))
             << Tr::tr("%1 total").arg(seatName(s));
    }
    head << Tr::tr("Sticks after") << Tr::tr("Note");
    csv.row(head);
    for (const HandLine &h : m.hands) {
        QStringList row = { h.number, h.hand, h.honba, h.before, h.result, h.winners.join(u"; "_s),
            h.from, h.pao, h.values.join(u"; "_s) };
        for (int s = 0; s < m.players; ++s) {
            const std::size_t i = idx(s);
            row << (h.riichi[i] ? u"R"_s : QString()) << csvSigned(h.delta[i])
                << QString::number(h.total[i]);
        }
        row << h.after << h.note;
        csv.row(row);
    }
    csv.blank();

    csv.row({ Tr::tr("Seat"), Tr::tr("Player"), Tr::tr("EMA number"), Tr::tr("Table points"),
            Tr::tr("Leftover deposits"), Tr::tr("Raw score"), Tr::tr("Place"),
            Tr::tr("(Raw − %1) / 1000").arg(m.rules->returnPoints).replace(kMinus, u"-"_s),
            Tr::tr("Uma"), Tr::tr("Oka"), Tr::tr("Penalties"),
            m.ended ? Tr::tr("Final score") : Tr::tr("Provisional score") });
    for (int s = 0; s < m.players; ++s) {
        const club::FinalSeat &f = m.final.seats[idx(s)];
        csv.row({ seatName(s), playerName(m, s), m.header.emaNumbers[idx(s)],
                QString::number(m.tablePoints[idx(s)]), QString::number(f.leftover),
                QString::number(f.raw), placeText(f), csvScore(f.base), csvScore(f.uma),
                csvScore(f.oka), csvScore(-f.penalty), csvScore(f.score) });
    }
    csv.row({ Tr::tr("Table total before penalties"), csvScore(m.final.zeroSum),
            m.zeroSumOk ? Tr::tr("OK") : Tr::tr("not zero") });
    csv.row({ Tr::tr("Leftover deposits"), QString::number(m.final.leftoverSticks),
            m.leftoverText });
    csv.row({ Tr::tr("Game"), m.endText });
    csv.blank();
    csv.row({ Tr::tr("Penalty"), Tr::tr("Player"), Tr::tr("Points"), Tr::tr("Reason") });
    for (const PenaltyLine &p : m.penalties) {
        csv.row({ p.when, p.seat >= 0 && p.seat < m.players ? playerName(m, p.seat) : QString(),
                csvScore(-p.points), p.reason });
    }
    return csv.text();
}

std::optional<Error> writeScoreSheetCsv(
        const club::Game &game, const SheetHeader &header, const QString &path)
{
    auto csv = scoreSheetCsv(game, header);
    if (!csv)
        return csv.error();
    return writeUtf8(path, *csv);
}

std::optional<Error> paintBlankScoreSheet(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, QPagedPaintDevice &device, int rows,
        int players)
{
    return paintSheet(blankModel(header, rules, rows, players), device);
}

std::optional<Error> writeBlankScoreSheetPdf(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, const QString &path, int rows, int players)
{
    const SheetModel m = blankModel(header, rules, rows, players);
    return savePdf(path, Tr::tr("Score sheet"),
            [&](QPagedPaintDevice &device) { return paintSheet(m, device); });
}

// ---------------------------------------------------------------------------------------------
// Standings.

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

QString placeHeading(int place)
{
    static const char *const names[] = { QT_TRANSLATE_NOOP("haifu::reports", "1st"),
        QT_TRANSLATE_NOOP("haifu::reports", "2nd"), QT_TRANSLATE_NOOP("haifu::reports", "3rd"),
        QT_TRANSLATE_NOOP("haifu::reports", "4th") };
    return Tr::tr(names[std::clamp(place, 0, 3)]);
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
    QStringList parts;
    if (!h.club.isEmpty())
        parts << h.club;
    if (!h.title.isEmpty())
        parts << h.title;
    if (!h.asOf.isEmpty())
        parts << h.asOf;
    return parts.join(u" · "_s);
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

QString standingsCsv(std::span<const club::Standing> rows, const StandingsHeader &header)
{
    Csv csv;
    csv.row({ Tr::tr("Standings"), header.title });
    csv.row({ Tr::tr("Club"), header.club });
    csv.row({ Tr::tr("Period"), header.period });
    csv.row({ Tr::tr("As of"), header.asOf });
    csv.row({ Tr::tr("Ruleset"), header.rulesName });
    csv.blank();
    const int players = std::clamp(header.players, 3, 4);
    QStringList head = { Tr::tr("Rank"), Tr::tr("Shared rank"), Tr::tr("Player"), Tr::tr("Games"),
        Tr::tr("Total"), Tr::tr("Average") };
    for (int i = 0; i < players; ++i)
        head << placeHeading(i);
    head << Tr::tr("Average place") << Tr::tr("Penalties");
    csv.row(head);
    for (const club::Standing &s : rows) {
        QStringList row = { QString::number(s.rank), s.sharedRank ? u"="_s : QString(),
            toQString(s.name), QString::number(s.games), csvScore(s.total), csvScore(s.average) };
        for (int i = 0; i < players; ++i)
            row << QString::number(s.places[idx(i)]);
        row << QString::number(s.averagePlace, 'f', 2) << csvScore(-s.penalties);
        csv.row(row);
    }
    return csv.text();
}

std::optional<Error> writeStandingsCsv(
        std::span<const club::Standing> rows, const StandingsHeader &header, const QString &path)
{
    return writeUtf8(path, standingsCsv(rows, header));
}

QString endReasonText(const std::string &reason)
{
    if (reason == "last hand")
        return Tr::tr("last hand played");
    if (reason == "busted")
        return Tr::tr("a player went below zero");
    if (reason == "dealer top")
        return Tr::tr("the dealer ended on top in the last hand");
    if (reason == "return score reached")
        return Tr::tr("a player reached the return score in the extension");
    if (reason == "extension ended")
        return Tr::tr("the extension round ended");
    if (reason == "chombo")
        return Tr::tr("chombo ends the game");
    return toQString(reason);
}

QString presetTitle(const QString &name)
{
    if (name == "tenhou"_L1)
        return Tr::tr("Tenhou");
    if (name == "mahjongsoul"_L1)
        return Tr::tr("Mahjong Soul");
    if (name == "mleague"_L1)
        return Tr::tr("M-League");
    if (name == "wrc"_L1)
        return Tr::tr("WRC");
    if (name == "ema"_L1)
        return Tr::tr("EMA 2016");
    if (name == "ema2025"_L1)
        return Tr::tr("EMA 2025");
    if (name == "jpml"_L1)
        return Tr::tr("JPML");
    if (name.endsWith(" (modified)"_L1))
        //: a preset with some of its options changed, %1 the preset ("EMA 2016")
        return Tr::tr("%1 (modified)").arg(presetTitle(name.chopped(11)));
    return name;
}

} // namespace haifu::reports
