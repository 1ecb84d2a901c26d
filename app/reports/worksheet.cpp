#include "reports/worksheet.h"
#include "common/qtstrings.h"

#include "reports/paintkit.h"
#include "reports/sheetmodel.h"

#include "teach/problem.h"

#include <QHash>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

constexpr double kWidth = kPortraitWidth;
constexpr int kImageScale = 4; // tile images are drawn at four times their logical size
constexpr int kRiverTile = 15; // logical width of a river, meld or dora tile
constexpr int kHandTile = 32; // the student's hand
constexpr double kLabelColumn = 150; // the seat's name and score left of its river
constexpr double kGap = 14; // between the parts of a problem

// ---------------------------------------------------------------------------------------------
// Tiles on the page.

struct TileItem
{
    QString code;
    TileLook look = TileLook::Upright;
    bool tsumogiri = false; // underlined
    double gapBefore = 0; // the drawn tile and melds stand apart
};

QString tileCode(const rules::Tile &tile)
{
    return toQString(rules::toString(tile));
}

double tileHeight(int width)
{
    return double(width * 4 / 3);
}

double advance(const TileItem &item, int width)
{
    return item.gapBefore + (item.look == TileLook::Sideways ? tileHeight(width) : width) + 1;
}

// The tile images, made once per face, look and width; remembers faces without art.
class TileArt
{
public:
    void draw(QPainter &p, double x, double y, const TileItem &item, int width)
    {
        const QString key = u"%1/%2/%3"_s.arg(item.code).arg(int(item.look)).arg(width);
        auto it = m_images.find(key);
        if (it == m_images.end())
            it = m_images.insert(key, tileImage(item.code, item.look, width, kImageScale));
        const double h = tileHeight(width);
        const bool side = item.look == TileLook::Sideways;
        const QRectF r(
                x + item.gapBefore, side ? y + h - width : y, side ? h : width, side ? width : h);
        if (it->isNull()) {
            m_missing.insert(item.code);
            p.fillRect(r, kShade);
        } else {
            p.drawImage(r, *it);
        }
        if (item.tsumogiri)
            hline(p, r.left() + 2, r.right() - 2, y + h + 2, kMuted, 1.2);
    }
    [[nodiscard]] const QSet<QString> &missing() const { return m_missing; }

private:
    QHash<QString, QImage> m_images;
    QSet<QString> m_missing;
};

// Tiles flowed left to right in `width`, wrapping onto further lines; returns the height.
double flowTiles(TileArt *art, QPainter *p, QPointF at, const std::vector<TileItem> &items,
        int tile, double width)
{
    const double line = tileHeight(tile) + 5;
    double x = 0;
    double y = 0;
    for (const TileItem &item : items) {
        const double w = advance(item, tile);
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        if (art && p)
            art->draw(*p, at.x() + x, at.y() + y, item, tile);
        x += w;
    }
    return items.empty() ? 0 : y + line;
}

double rowWidth(const std::vector<TileItem> &items, int tile)
{
    double w = 0;
    for (const TileItem &item : items)
        w += advance(item, tile);
    return w;
}

void addMeld(std::vector<TileItem> &items, const rules::Meld &meld, double gap)
{
    for (std::size_t i = 0; i < meld.tiles.size(); ++i) {
        TileItem item{ tileCode(meld.tiles[i]) };
        if (meld.kind == rules::MeldKind::Ankan && (i == 0 || i + 1 == meld.tiles.size()))
            item.code = u"back"_s;
        if (static_cast<int>(i) == meld.calledTile)
            item.look = TileLook::Sideways;
        item.gapBefore = i == 0 ? gap : 0;
        items.push_back(item);
    }
}

std::vector<TileItem> meldItems(const teach::SeatPosition &seat, double gap)
{
    std::vector<TileItem> items;
    for (const rules::Meld &meld : seat.melds)
        addMeld(items, meld, gap);
    for (const rules::Tile &north : seat.northBonus)
        items.push_back({ tileCode(north), TileLook::Upright, false, items.empty() ? 0 : gap });
    return items;
}

// ---------------------------------------------------------------------------------------------
// Blocks: the worksheet is a column of blocks, each painted whole on one page.

using PaintFn = std::function<void(QPainter &, TileArt &, double top)>;

struct Block
{
    double height = 0;
    PaintFn paint;
    bool newPage = false; // starts a page (the answer key)
    bool key = false; // part of the answer key
};

// Blocks stacked into one.
Block stack(const std::vector<Block> &parts, double gap)
{
    Block whole;
    std::vector<std::pair<double, PaintFn>> placed;
    for (const Block &part : parts) {
        if (part.height <= 0)
            continue;
        if (!placed.empty())
            whole.height += gap;
        placed.emplace_back(whole.height, part.paint);
        whole.height += part.height;
    }
    whole.paint = [placed](QPainter &p, TileArt &art, double top) {
        for (const auto &[offset, paint] : placed)
            paint(p, art, top + offset);
    };
    return whole;
}

Block textBlock(const QString &s, const QFont &font, const QColor &color = kInk, double indent = 0)
{
    if (s.isEmpty())
        return {};
    const double h = wrappedHeight(s, font, kWidth - indent);
    return { h, [=](QPainter &p, TileArt &, double top) {
                wrapped(p, QRectF(indent, top, kWidth - indent, h + 2), s, font, color);
            } };
}

// ---------------------------------------------------------------------------------------------
// Texts.

QString kindText(teach::ProblemKind kind)
{
    switch (kind) {
    case teach::ProblemKind::Discard: return Tr::tr("What to discard");
    case teach::ProblemKind::Call: return Tr::tr("Call or pass");
    case teach::ProblemKind::Riichi: return Tr::tr("Riichi or stay closed");
    case teach::ProblemKind::PushFold: return Tr::tr("Push or fold");
    case teach::ProblemKind::Win: return Tr::tr("Han, fu and points of the win");
    case teach::ProblemKind::Furiten: return Tr::tr("Furiten: may you ron?");
    }
    return {};
}

// What the answer line offers to tick or fill in.
QString answerChoices(teach::ProblemKind kind)
{
    switch (kind) {
    case teach::ProblemKind::Discard: return {};
    case teach::ProblemKind::Call: return Tr::tr("call  /  pass");
    case teach::ProblemKind::Riichi: return Tr::tr("riichi  /  dama");
    case teach::ProblemKind::PushFold: return Tr::tr("push  /  fold");
    case teach::ProblemKind::Win: return Tr::tr("____ han   ____ fu   ________ points");
    case teach::ProblemKind::Furiten: return Tr::tr("yes  /  no");
    }
    return {};
}

// An answer in the reader's words ("call", "fold, cutting 5m", "3 han 40 fu, 5,200 points").
QString answerText(teach::ProblemKind kind, const std::string &answer)
{
    const QString a = toQString(answer);
    if (kind == teach::ProblemKind::Win) {
        const QStringList parts = a.split(u',');
        if (parts.size() == 3)
            //: a win's answer: %1 han, %2 fu, %3 points
            return Tr::tr("%1 han %2 fu, %3 points")
                    .arg(parts[0], parts[1], pointsText(parts[2].toInt()));
        return a;
    }
    const qsizetype colon = a.indexOf(u':');
    const QString word = colon < 0 ? a : a.left(colon);
    const QString detail = colon < 0 ? QString() : a.mid(colon + 1);
    static const std::initializer_list<KeyedText> words = {
        { "call", QT_TRANSLATE_NOOP("haifu::reports", "call") },
        { "pass", QT_TRANSLATE_NOOP("haifu::reports", "pass") },
        { "riichi", QT_TRANSLATE_NOOP("haifu::reports", "riichi") },
        { "dama", QT_TRANSLATE_NOOP("haifu::reports", "dama (stay closed)") },
        { "push", QT_TRANSLATE_NOOP("haifu::reports", "push") },
        { "fold", QT_TRANSLATE_NOOP("haifu::reports", "fold") },
        { "yes", QT_TRANSLATE_NOOP("haifu::reports", "yes") },
        { "no", QT_TRANSLATE_NOOP("haifu::reports", "no") },
    };
    const QString said = keyedText(word.toStdString(), words);
    //: an answer with its detail: %1 call/fold, %2 the meld or tile ("call (chi:345m)")
    return detail.isEmpty() ? said : Tr::tr("%1 (%2)").arg(said, detail);
}

QString roundText(const teach::Position &position)
{
    //: the hand of a problem: %1 round wind (East), %2 hand number (East 2)
    return Tr::tr("%1 %2").arg(seatName(position.round)).arg(position.dealer + 1);
}

QString phaseText(teach::Phase phase)
{
    switch (phase) {
    case teach::Phase::Draw: return Tr::tr("to draw");
    case teach::Phase::Discard: return Tr::tr("to discard");
    case teach::Phase::Claim: return Tr::tr("just discarded");
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// The table diagram of a problem.

int windOf(const teach::Position &pos, int seat)
{
    return (seat - pos.dealer + pos.playerCount) % pos.playerCount;
}

Block infoRow(const teach::Position &pos)
{
    const QString info = middleDotted({ roundText(pos), Tr::tr("Honba: %1").arg(pos.honba),
            Tr::tr("Riichi sticks: %1").arg(pos.deposits),
            Tr::tr("Tiles left: %1").arg(pos.liveWall) });
    std::vector<TileItem> dora;
    for (const rules::Tile &t : pos.doraIndicators)
        dora.push_back({ tileCode(t) });
    const double h = tileHeight(kRiverTile) + 4;
    return { h, [=](QPainter &p, TileArt &art, double top) {
                const QFont f = sheetFont(11, true);
                text(p, QRectF(0, top, kWidth * 0.6, h), info, f, Qt::AlignLeft | Qt::AlignVCenter);
                const double tiles = rowWidth(dora, kRiverTile);
                flowTiles(&art, &p, QPointF(kWidth - tiles, top + 2), dora, kRiverTile, tiles);
                text(p, QRectF(0, top, kWidth - tiles - 6, h), Tr::tr("Dora indicators"),
                        sheetFont(10), Qt::AlignRight | Qt::AlignVCenter, kMuted);
            } };
}

Block seatRow(const teach::Problem &problem, int seat)
{
    const teach::Position &pos = problem.position;
    const teach::SeatPosition &s = pos.seat(seat);
    std::vector<TileItem> river;
    const bool claim = pos.phase == teach::Phase::Claim && seat == pos.turn;
    for (std::size_t i = 0; i < s.river.size(); ++i) {
        const game::RiverTile &t = s.river[i];
        TileLook look = t.calledAway() ? TileLook::Faded
                : t.riichi             ? TileLook::Sideways
                                       : TileLook::Upright;
        if (claim && i + 1 == s.river.size())
            look = TileLook::Marked;
        river.push_back({ tileCode(t.tile), look, t.tsumogiri });
    }
    const std::vector<TileItem> melds =
            seat == problem.seat ? std::vector<TileItem>{} : meldItems(s, 6);
    const double meldWidth = rowWidth(melds, kRiverTile);
    const double riverWidth = kWidth - kLabelColumn - meldWidth - (melds.empty() ? 0 : 12);
    const double h = std::max(34.0, flowTiles(nullptr, nullptr, {}, river, kRiverTile, riverWidth));

    QString name = seatName(windOf(pos, seat));
    if (seat == problem.seat)
        name = Tr::tr("%1 · you").arg(name);
    QStringList facts{ pointsText(s.score) };
    if (s.riichi)
        facts << (s.doubleRiichi ? Tr::tr("double riichi") : Tr::tr("riichi"));
    if (seat == pos.turn)
        facts << phaseText(pos.phase);
    const QString factLine = facts.join(u" · "_s);
    const bool acting = seat == pos.turn;
    return { h, [=](QPainter &p, TileArt &art, double top) {
                if (acting)
                    p.fillRect(QRectF(0, top - 2, kLabelColumn - 8, h), kShade);
                text(p, QRectF(4, top, kLabelColumn - 12, 15), name, sheetFont(11, true),
                        Qt::AlignLeft | Qt::AlignVCenter);
                text(p, QRectF(4, top + 15, kLabelColumn - 12, 14), factLine, sheetFont(10),
                        Qt::AlignLeft | Qt::AlignVCenter, s.riichi ? kMinusColor : kMuted);
                flowTiles(&art, &p, QPointF(kLabelColumn, top), river, kRiverTile, riverWidth);
                flowTiles(&art, &p, QPointF(kWidth - meldWidth, top), melds, kRiverTile, meldWidth);
                hline(p, 0, kWidth, top + h + 1, kShade);
            } };
}

Block handRow(const teach::Problem &problem)
{
    const teach::SeatPosition &s = problem.position.seat(problem.seat);
    std::vector<TileItem> hand;
    bool drawnApart = false;
    for (const rules::Tile &t : s.closed) {
        if (!drawnApart && s.drawn && t == *s.drawn) {
            drawnApart = true; // the drawn tile is shown apart, at the end
            continue;
        }
        hand.push_back({ tileCode(t) });
    }
    if (drawnApart)
        hand.push_back({ tileCode(*s.drawn), TileLook::Upright, false, 12 });
    for (const TileItem &m : meldItems(s, 16))
        hand.push_back(m);
    int tile = kHandTile;
    while (tile > 16 && rowWidth(hand, tile) > kWidth - 8)
        --tile;
    const double h = tileHeight(tile) + 6;
    return { h, [=](QPainter &p, TileArt &art, double top) {
                flowTiles(&art, &p, QPointF(4, top + 2), hand, tile, kWidth - 8);
            } };
}

Block legendRow()
{
    return textBlock(Tr::tr("Rivers oldest first. Sideways: the riichi tile; faded: called "
                            "away; underlined: discarded as drawn (tsumogiri); outlined: the "
                            "discard that may be called."),
            sheetFont(9, false, true), kMuted);
}

Block diagram(const teach::Problem &problem)
{
    const teach::Position &pos = problem.position;
    std::vector<Block> parts{ infoRow(pos) };
    for (int i = 0; i < pos.playerCount; ++i)
        parts.push_back(seatRow(problem, (problem.seat + i) % pos.playerCount));
    parts.push_back(handRow(problem));
    parts.push_back(legendRow());
    Block inner = stack(parts, 4);
    const double h = inner.height + 16;
    return { h, [=](QPainter &p, TileArt &art, double top) {
                p.setPen(QPen(kGrid, 0.8));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(QRectF(-6, top, kWidth + 12, h), 6, 6);
                inner.paint(p, art, top + 8);
            } };
}

// ---------------------------------------------------------------------------------------------
// The problems and the key.

Block headingRow(int index, teach::ProblemKind kind)
{
    return { 22, [=](QPainter &p, TileArt &, double top) {
                const QRectF r(0, top, kWidth, 22);
                text(p, r, Tr::tr("Problem %1").arg(index + 1), sheetFont(15, true),
                        Qt::AlignLeft | Qt::AlignVCenter);
                text(p, r, kindText(kind), sheetFont(11), Qt::AlignRight | Qt::AlignVCenter,
                        kMuted);
            } };
}

Block hintsBox(const teach::Problem &problem)
{
    if (problem.hints.empty())
        return {};
    std::vector<Block> lines{ textBlock(Tr::tr("Hints"), sheetFont(10, true), kMuted, 10) };
    for (std::size_t i = 0; i < problem.hints.size(); ++i)
        lines.push_back(textBlock(
                u"%1. %2"_s.arg(i + 1).arg(toQString(problem.hints[i])), sheetFont(10), kInk, 10));
    const Block inner = stack(lines, 2);
    const double h = inner.height + 12;
    return { h, [=](QPainter &p, TileArt &art, double top) {
                p.setPen(QPen(kFaint, 0.8, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(QRectF(0, top, kWidth - 10, h), 5, 5);
                inner.paint(p, art, top + 6);
            } };
}

Block answerLine(teach::ProblemKind kind)
{
    const QString choices = answerChoices(kind);
    return { 26, [=](QPainter &p, TileArt &, double top) {
                const QRectF r(0, top, kWidth, 22);
                const QFont f = sheetFont(12, true);
                text(p, r, Tr::tr("Answer:"), f, Qt::AlignLeft | Qt::AlignBottom);
                text(p, r.adjusted(90, 0, 0, 0), choices, sheetFont(11),
                        Qt::AlignLeft | Qt::AlignBottom, kMuted);
                if (choices.isEmpty())
                    hline(p, 80, kWidth * 0.7, top + 22, kRule, 0.8);
            } };
}

Block problemBlock(const teach::Problem &problem, int index, const WorksheetOptions &options)
{
    Block b = stack({ headingRow(index, problem.kind), diagram(problem),
                            textBlock(toQString(problem.question), sheetFont(12)),
                            options.hints ? hintsBox(problem) : Block{}, answerLine(problem.kind) },
            8);
    b.height += 2 * kGap;
    const PaintFn inner = b.paint;
    const double h = b.height;
    b.paint = [=](QPainter &p, TileArt &art, double top) {
        inner(p, art, top);
        hline(p, 0, kWidth, top + h - kGap, kGrid, 0.8);
    };
    return b;
}

Block titleBlock(const teach::Lesson &lesson)
{
    const int count = static_cast<int>(lesson.problems.size());
    std::vector<Block> parts{ textBlock(toQString(lesson.title), sheetFont(26, true)) };
    if (!lesson.author.empty())
        parts.push_back(
                textBlock(Tr::tr("by %1").arg(toQString(lesson.author)), sheetFont(13), kMuted));
    parts.push_back(textBlock(toQString(lesson.introduction), sheetFont(12)));
    parts.push_back(textBlock(Tr::tr("%1 problems. Write your answer on the line under each "
                                     "problem; the answer key is on the last pages.")
                                      .arg(count),
            sheetFont(10, false, true), kMuted));
    parts.push_back({ 30, [](QPainter &p, TileArt &, double top) {
                         const QFont f = sheetFont(11);
                         text(p, QRectF(0, top, 60, 24), Tr::tr("Name:"), f,
                                 Qt::AlignLeft | Qt::AlignBottom);
                         hline(p, 60, 380, top + 24, kRule, 0.8);
                         text(p, QRectF(420, top, 60, 24), Tr::tr("Date:"), f,
                                 Qt::AlignLeft | Qt::AlignBottom);
                         hline(p, 470, kWidth, top + 24, kRule, 0.8);
                     } });
    Block b = stack(parts, 10);
    b.height += 2 * kGap;
    return b;
}

QString answersLine(const teach::Problem &problem, const std::vector<std::string> &answers)
{
    QStringList shown;
    for (std::size_t i = 0; i < answers.size(); ++i)
        shown << u"%1. %2"_s.arg(i + 1).arg(answerText(problem.kind, answers[i]));
    return shown.join(u"    "_s);
}

Block engineBlock(const teach::Problem &problem)
{
    const auto engine = teach::engineAnswer(problem);
    if (!engine || !engine->available || engine->answers.empty())
        return {};
    std::vector<Block> parts{ textBlock(
            Tr::tr("Engine: %1").arg(answersLine(problem, engine->answers)), sheetFont(11)) };
    if (engine->differs)
        parts.push_back(textBlock(Tr::tr("The engine's answer differs from the teacher's."),
                sheetFont(11, true), kMinusColor));
    return stack(parts, 2);
}

Block keyBlock(const teach::Problem &problem, int index, const WorksheetOptions &options)
{
    Block b = stack(
            { headingRow(index, problem.kind),
                    textBlock(Tr::tr("Accepted: %1").arg(answersLine(problem, problem.answers)),
                            sheetFont(12, true)),
                    textBlock(toQString(problem.explanation), sheetFont(11)),
                    options.engineAnswers ? engineBlock(problem) : Block{} },
            6);
    b.height += kGap;
    b.key = true;
    return b;
}

// The whole worksheet as blocks in reading order.
std::vector<Block> worksheetBlocks(const teach::Lesson &lesson, const WorksheetOptions &options)
{
    std::vector<Block> blocks{ titleBlock(lesson) };
    for (std::size_t i = 0; i < lesson.problems.size(); ++i)
        blocks.push_back(problemBlock(lesson.problems[i], static_cast<int>(i), options));
    if (!options.answerKey)
        return blocks;
    Block heading = textBlock(Tr::tr("Answer key"), sheetFont(22, true));
    heading.height += kGap;
    heading.newPage = true;
    heading.key = true;
    blocks.push_back(heading);
    for (std::size_t i = 0; i < lesson.problems.size(); ++i)
        blocks.push_back(keyBlock(lesson.problems[i], static_cast<int>(i), options));
    return blocks;
}

// ---------------------------------------------------------------------------------------------
// Pages.

struct Placed
{
    std::size_t block = 0; // index into Layout::blocks
    double top = 0;
};

struct Layout
{
    std::vector<Block> blocks;
    std::vector<std::vector<Placed>> pages;
    int answerKey = 0;
};

// The design page of A4 portrait inside 10 mm margins: 190 × 277 mm.
constexpr double kPageHeight = kPortraitWidth * 277.0 / 190.0;

Layout layOut(const teach::Lesson &lesson, const WorksheetOptions &options, double pageHeight)
{
    Layout layout;
    layout.blocks = worksheetBlocks(lesson, options);
    const double room = pageHeight - kPageFooter - 8;
    double y = 0;
    layout.pages.emplace_back();
    layout.answerKey = -1;
    for (std::size_t i = 0; i < layout.blocks.size(); ++i) {
        const Block &block = layout.blocks[i];
        if (block.height <= 0)
            continue;
        if (!layout.pages.back().empty() && (block.newPage || y + block.height > room)) {
            layout.pages.emplace_back();
            y = 0;
        }
        if (block.key && layout.answerKey < 0)
            layout.answerKey = static_cast<int>(layout.pages.size()) - 1;
        layout.pages.back().push_back({ i, y });
        y += block.height;
    }
    if (layout.answerKey < 0)
        layout.answerKey = static_cast<int>(layout.pages.size());
    return layout;
}

void paintPage(QPainter &p, TileArt &art, const Layout &layout, const teach::Lesson &lesson,
        const PageSetup &setup, int page)
{
    const auto &placed = layout.pages[static_cast<std::size_t>(page)];
    for (const Placed &at : placed)
        layout.blocks[at.block].paint(p, art, at.top);
    const bool key = page >= layout.answerKey;
    pageFooter(p, setup,
            middleDotted({ toQString(lesson.title), key ? Tr::tr("Answer key") : QString() }), page,
            static_cast<int>(layout.pages.size()));
}

std::optional<Error> missingArt(const TileArt &art)
{
    if (art.missing().isEmpty())
        return std::nullopt;
    const QSet<QString> &missing = art.missing();
    return fail(Tr::tr("Cannot draw the tiles %1: is the SVG image plugin (libqt6svg6) installed?")
                        .arg(QStringList(missing.begin(), missing.end()).join(u", "_s)));
}

} // namespace

std::optional<Error> paintWorksheet(
        const teach::Lesson &lesson, const WorksheetOptions &options, QPagedPaintDevice &device)
{
    QPainter painter;
    PageSetup setup;
    if (auto err = beginPages(device, painter, QPageLayout::Portrait, kWidth, setup))
        return err;
    const Layout layout = layOut(lesson, options, setup.size.height());
    TileArt art;
    for (int page = 0; page < static_cast<int>(layout.pages.size()); ++page) {
        startPage(device, painter, setup, page);
        paintPage(painter, art, layout, lesson, setup, page);
    }
    if (!painter.end())
        return fail(Tr::tr("Cannot write the worksheet."));
    return missingArt(art);
}

std::optional<Error> renderWorksheet(
        const teach::Lesson &lesson, const QString &pdfPath, const WorksheetOptions &options)
{
    return paintPdfFile(pdfPath, toQString(lesson.title), std::nullopt,
            [&](QPdfWriter &writer) { return paintWorksheet(lesson, options, writer); });
}

WorksheetPages worksheetPages(const teach::Lesson &lesson, const WorksheetOptions &options)
{
    const Layout layout = layOut(lesson, options, kPageHeight);
    return { static_cast<int>(layout.pages.size()), layout.answerKey };
}

Result<QImage> renderWorksheetPage(
        const teach::Lesson &lesson, int page, const WorksheetOptions &options, int dpi)
{
    const Layout layout = layOut(lesson, options, kPageHeight);
    if (page < 0 || page >= static_cast<int>(layout.pages.size()))
        return fail(Tr::tr("The worksheet has no page %1.").arg(page + 1));
    const double mm = dpi / 25.4;
    QImage image(
            QSize(int(std::lround(210 * mm)), int(std::lround(297 * mm))), QImage::Format_RGB32);
    image.fill(Qt::white);
    PageSetup setup;
    setup.scale = 190 * mm / kWidth;
    setup.size = QSizeF(kWidth, kPageHeight);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.translate(10 * mm, 10 * mm);
    painter.scale(setup.scale, setup.scale);
    TileArt art;
    paintPage(painter, art, layout, lesson, setup, page);
    painter.end();
    if (auto err = missingArt(art))
        return *err;
    return image;
}

} // namespace haifu::reports
