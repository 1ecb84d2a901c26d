#include "reports/gamereport.h"
#include "common/qtstrings.h"

#include "reports/gamedata.h"
#include "reports/paintkit.h"
#include "rules/byseat.h"

#include "storage/annotations.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include "common/errortext.h"
#include "game/replay.h"
#include "rules/tile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QColor>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

// Writes the HTML of one tile; the HTML and the PDF report draw tiles differently.
using TileWriter = std::function<QString(const QString &code, TileLook look, int width)>;

QString tileCode(const rules::Tile &tile)
{
    return QString::fromStdString(rules::toString(tile));
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString handLabel(const game::Kyoku &k)
{
    static const char *const winds[] = { QT_TRANSLATE_NOOP("haifu::reports", "E"),
        QT_TRANSLATE_NOOP("haifu::reports", "S"), QT_TRANSLATE_NOOP("haifu::reports", "W"),
        QT_TRANSLATE_NOOP("haifu::reports", "N") };
    //: a hand's short name: %1 round wind letter, %2 hand number, %3 honba (E1-0)
    return Tr::tr("%1%2-%3").arg(Tr::tr(winds[k.roundWind() % 4])).arg(k.handNumber()).arg(k.honba);
}

QString points(int value)
{
    return QLocale(QLocale::English).toString(value);
}

QString signedPoints(int value)
{
    return value > 0 ? u"+"_s + points(value) : value < 0 ? u"−"_s + points(-value) : u"0"_s;
}

QString drawName(game::DrawKind kind)
{
    switch (kind) {
    case game::DrawKind::Exhaustive: return Tr::tr("Exhaustive draw");
    case game::DrawKind::NagashiMangan: return Tr::tr("Nagashi mangan");
    case game::DrawKind::NineTerminals: return Tr::tr("Nine terminals (abortive draw)");
    case game::DrawKind::FourWinds: return Tr::tr("Four winds (abortive draw)");
    case game::DrawKind::FourRiichi: return Tr::tr("Four riichi (abortive draw)");
    case game::DrawKind::FourKans: return Tr::tr("Four kans (abortive draw)");
    case game::DrawKind::TripleRon: return Tr::tr("Triple ron (abortive draw)");
    }
    return Tr::tr("Draw");
}

// Lichess' glyph colours, as the viewer draws them.
QString markColor(const QString &mark)
{
    static const QHash<QString, QString> colors = { { u"!"_s, u"#1e9e4a"_s },
        { u"!!"_s, u"#11806a"_s }, { u"?"_s, u"#d98a00"_s }, { u"??"_s, u"#d23c3c"_s },
        { u"!?"_s, u"#c03bb4"_s }, { u"?!"_s, u"#2f8fd0"_s } };
    return colors.value(mark, u"#777777"_s);
}

QString markBadge(const QString &mark)
{
    if (mark.isEmpty())
        return {};
    return u"<span class=\"mark\" style=\"background-color:%1; color:#ffffff;\">&nbsp;%2&nbsp;</span> "_s
            .arg(markColor(mark), esc(mark));
}

struct Report : GameData
{

    [[nodiscard]] QString name(int seat) const
    {
        if (seat < 0 || seat >= record.playerCount)
            return QCoreApplication::translate("haifu::reports", "the table");
        const std::string &n = bySeat(record.players, seat).name;
        //: a player without a name in the record; %1 is the seat number (1-4)
        return n.empty() ? QCoreApplication::translate("haifu::reports", "Seat %1").arg(seat + 1)
                         : toQString(n);
    }
};

Result<Report> loadReport(const storage::Database &db, qint64 gameId)
{
    auto data = loadGameData(db, gameId);
    if (!data)
        return data.error();
    return Report{ std::move(*data) };
}

QString resultText(const Report &r, const game::Kyoku &k)
{
    QStringList parts;
    for (const game::WinResult &w : k.wins) {
        QString value;
        if (w.yakuman > 0)
            value = w.yakuman > 1 ? Tr::tr("%1× yakuman").arg(w.yakuman) : Tr::tr("yakuman");
        else if (w.han > 0 && w.fu > 0)
            //: %1 han, %2 fu
            value = Tr::tr("%1 han %2 fu").arg(w.han).arg(w.fu);
        else if (w.han > 0) // tenhou.net/6 JSON gives no fu from mangan up
            value = Tr::tr("%n han", nullptr, w.han);
        const QString how = w.winner == w.from
                ? Tr::tr("Tsumo: %1").arg(r.name(w.winner))
                : Tr::tr("Ron: %1 from %2").arg(r.name(w.winner), r.name(w.from));
        QString line = how;
        if (!value.isEmpty())
            line += u", "_s + value;
        if (w.points > 0)
            line += u", "_s + points(w.points);
        parts << line;
    }
    if (k.draw) {
        QString line = drawName(k.draw->kind);
        if (k.draw->kind == game::DrawKind::Exhaustive) {
            QStringList tenpai;
            for (int seat = 0; seat < r.record.playerCount; ++seat) {
                if (bySeat(k.draw->tenpai, seat))
                    tenpai << r.name(seat);
            }
            line += tenpai.isEmpty() ? Tr::tr(", all noten")
                                     //: %1 lists the players in tenpai
                                     : Tr::tr(", tenpai: %1").arg(tenpai.join(u", "_s));
        }
        parts << line;
    }
    return parts.isEmpty() ? Tr::tr("no result recorded") : parts.join(u"; "_s);
}

std::array<int, 4> deltasOf(const game::Kyoku &k)
{
    std::array<int, 4> d{};
    for (const game::WinResult &w : k.wins) {
        for (std::size_t s = 0; s < 4 && w.hasDeltas; ++s)
            d[s] += w.deltas[s];
    }
    if (k.draw && k.draw->hasDeltas) {
        for (std::size_t s = 0; s < 4; ++s)
            d[s] += k.draw->deltas[s];
    }
    return d;
}

// A position to draw: a step of a hand of `record` (the game's, or a variation's one-hand
// record), the acting seat (-1: none) and the suggested discard.
struct Position
{
    const game::Record &record;
    int kyoku = 0;
    int step = 0;
    int actor = -1;
    QString alternative;
};

// The table at a position: rivers of every seat, the hand of the acting player.
QString diagram(const Report &r, const Position &at, const TileWriter &tile)
{
    game::Replay replay(at.record);
    if (replay.seek(at.kyoku, at.step))
        return u"<p class=\"muted\">%1</p>"_s.arg(esc(Tr::tr("This step cannot be replayed.")));
    const game::TableState &s = replay.state();
    const auto &events = at.record.kyoku[static_cast<std::size_t>(at.kyoku)].events;
    const game::Event *next = s.step < static_cast<int>(events.size())
            ? &events[static_cast<std::size_t>(s.step)]
            : nullptr;
    const int actor = at.actor;
    const bool discardNext = next && next->type == game::EventType::Discard && next->seat == actor;

    QString html = u"<table class=\"diagram\" cellspacing=\"0\" cellpadding=\"3\">"_s;
    for (int offset = 0; offset < s.playerCount; ++offset) {
        const int seat = actor >= 0 ? (actor + offset) % s.playerCount : offset;
        const game::PlayerState &p = s.player(seat);
        QString river;
        for (const game::RiverTile &t : p.river) {
            const TileLook look = t.calledAway() ? TileLook::Faded
                    : t.riichi                   ? TileLook::Sideways
                                                 : TileLook::Upright;
            river += tile(tileCode(t.tile), look, 18);
        }
        static const char *const winds[] = { QT_TRANSLATE_NOOP("haifu::reports", "East"),
            QT_TRANSLATE_NOOP("haifu::reports", "South"),
            QT_TRANSLATE_NOOP("haifu::reports", "West"),
            QT_TRANSLATE_NOOP("haifu::reports", "North") };
        const int wind = (seat - s.dealer + s.playerCount) % s.playerCount;
        html += u"<tr><td class=\"seat%1\" width=\"150\"><b>%2</b><br/><span class=\"muted\">%3 · %4</span></td><td class=\"river\">%5</td></tr>"_s
                        .arg(seat == actor ? u" actor"_s : QString(), esc(r.name(seat)),
                                Tr::tr(winds[wind]), points(p.score),
                                river.isEmpty() ? u"&nbsp;"_s : river);
        if (seat == actor) {
            QString hand;
            std::vector<rules::Tile> closed = p.closed;
            std::optional<rules::Tile> drawn = p.drawn;
            if (drawn) {
                auto it = std::find(closed.begin(), closed.end(), *drawn);
                if (it != closed.end())
                    closed.erase(it);
                else
                    drawn.reset();
            }
            bool marked = false;
            const bool playedFromHand = discardNext && !next->tsumogiri;
            for (const rules::Tile &t : closed) {
                const bool played = playedFromHand && !marked && t == next->tile;
                marked = marked || played;
                hand += tile(tileCode(t), played ? TileLook::Marked : TileLook::Upright, 24);
            }
            if (drawn) {
                hand += u"&nbsp;&nbsp;"_s;
                const bool played = discardNext && (next->tsumogiri || !marked);
                hand += tile(tileCode(*drawn), played ? TileLook::Marked : TileLook::Upright, 24);
            }
            for (const rules::Meld &m : p.melds) {
                hand += u"&nbsp;&nbsp;"_s;
                for (std::size_t i = 0; i < m.tiles.size(); ++i)
                    hand += tile(tileCode(m.tiles[i]),
                            static_cast<int>(i) == m.calledTile ? TileLook::Sideways
                                                                : TileLook::Upright,
                            24);
            }
            html += u"<tr><td class=\"seat actor\"><span class=\"muted\">%1</span></td><td class=\"hand\">%2</td></tr>"_s
                            .arg(esc(Tr::tr("hand")), hand);
        }
    }
    QString dora;
    for (const rules::Tile &t : s.doraIndicators)
        dora += tile(tileCode(t), TileLook::Upright, 18);
    html += u"<tr><td class=\"seat\"><span class=\"muted\">%1</span></td><td>%2</td></tr>"_s.arg(
            esc(Tr::tr("dora indicators")), dora);
    html += u"</table>"_s;

    QStringList facts;
    if (discardNext)
        facts << Tr::tr("Played:") + u" "_s + tile(tileCode(next->tile), TileLook::Upright, 20);
    if (!at.alternative.isEmpty())
        facts << u"<b>%1</b> "_s.arg(esc(Tr::tr("Better:")))
                        + tile(at.alternative, TileLook::Upright, 20);
    if (!facts.isEmpty())
        html += u"<p class=\"facts\">%1</p>"_s.arg(facts.join(u" &nbsp;&nbsp;&nbsp; "_s));
    return html;
}

// An event of a line of play as text: "Seat 2 discards 5m" ("" for what a reader need not see).
QString eventText(const Report &r, const game::Kyoku &k, const game::Event &e)
{
    const QString who = r.name(e.seat);
    const QString tile = tileCode(e.tile);
    switch (e.type) {
    case game::EventType::Draw: return Tr::tr("%1 draws %2").arg(who, tile);
    case game::EventType::Discard:
        return e.riichi ? Tr::tr("%1 declares riichi, discards %2").arg(who, tile)
                        : Tr::tr("%1 discards %2").arg(who, tile);
    case game::EventType::Call:
        //: %1 the caller, %2 chi/pon/kan, %3 the tile, %4 the discarder
        return Tr::tr("%1 calls %2 on %3 from %4")
                .arg(who,
                        e.meld == rules::MeldKind::Chi           ? Tr::tr("chi")
                                : e.meld == rules::MeldKind::Pon ? Tr::tr("pon")
                                                                 : Tr::tr("kan"),
                        tile, r.name(e.from));
    case game::EventType::ClosedKan:
        return Tr::tr("%1 declares a closed kan of %2")
                .arg(who, toQString(rules::formatTiles(e.consumed)));
    case game::EventType::AddedKan: return Tr::tr("%1 adds %2 to a pon").arg(who, tile);
    case game::EventType::NorthBonus: return Tr::tr("%1 sets a north aside").arg(who);
    case game::EventType::NewDora: return Tr::tr("new dora indicator %1").arg(tile);
    case game::EventType::Win: {
        if (e.result < 0 || e.result >= static_cast<int>(k.wins.size()))
            return {};
        const game::WinResult &w = k.wins[static_cast<std::size_t>(e.result)];
        return w.winner == w.from
                ? Tr::tr("%1 wins by tsumo").arg(r.name(w.winner))
                : Tr::tr("%1 wins by ron from %2").arg(r.name(w.winner), r.name(w.from));
    }
    case game::EventType::DrawEnd: return k.draw ? drawName(k.draw->kind) : QString();
    default: return {};
    }
}

// Where a variation leaves its line: the hand, the step and the recorded move it replaces.
QString variationPlace(const Report &r, const game::Variation &v, const game::PlayLine &line)
{
    const game::Kyoku &recorded = r.record.kyoku[static_cast<std::size_t>(v.kyoku)];
    QString place = handLabel(recorded) + u" · "_s + Tr::tr("step %1").arg(line.branchStep());
    if (v.parent != 0)
        //: %1 the variation it leaves, %2 after how many of its moves
        return place + u" · "_s
                + Tr::tr("leaves variation %1 after its move %2").arg(v.parent).arg(v.branch);
    for (std::size_t i = static_cast<std::size_t>(line.branchStep()); i < recorded.events.size();
            ++i) {
        const QString text = eventText(r, recorded, recorded.events[i]);
        if (recorded.events[i].type != game::EventType::Draw && !text.isEmpty())
            return place + u" · "_s + Tr::tr("instead of: %1").arg(text);
    }
    return place;
}

// One variation: its place, the line as moves, the table at its end, its result and notes.
QString variationHtml(const Report &r, const game::Variation &v, const TileWriter &tile)
{
    QString html = u"<h3><a name=\"note\">%1</a></h3>\n"_s.arg(
            esc(v.name.empty() ? Tr::tr("Variation %1").arg(v.id)
                               : Tr::tr("Variation %1 “%2”").arg(v.id).arg(toQString(v.name))));
    auto line = r.tree.line(r.record, v.id);
    if (!line)
        return html + u"<p class=\"muted\">%1</p>\n"_s.arg(esc(haifu::errorText(line.error())));
    html += u"<p class=\"muted\">%1</p>\n"_s.arg(esc(variationPlace(r, v, *line)));
    const game::Kyoku &k = line->kyoku();
    QStringList moves;
    for (std::size_t i = static_cast<std::size_t>(line->branchStep()); i < k.events.size(); ++i) {
        const QString text = eventText(r, k, k.events[i]);
        if (!text.isEmpty())
            moves << text;
    }
    html += u"<p class=\"line\">%1</p>\n"_s.arg(esc(moves.join(u", "_s)));
    html += u"<p class=\"muted\">%1</p>\n"_s.arg(
            esc(Tr::tr("Moves: %1").arg(toQString(game::actionsText(line->moves())))));
    game::Record lineRecord = r.record;
    lineRecord.kyoku = { k };
    const int last = k.events.empty() ? -1 : k.events.back().seat;
    html += diagram(r, { lineRecord, 0, static_cast<int>(k.events.size()), last, {} }, tile);
    if (line->ended()) {
        QStringList scores;
        for (int seat = 0; seat < line->state().playerCount; ++seat)
            scores << r.name(seat) + u" "_s + points(line->state().player(seat).score);
        html += u"<p class=\"facts\"><b>%1</b> %2<br/>%3</p>\n"_s.arg(esc(Tr::tr("Result:")),
                esc(resultText(r, k)), esc(Tr::tr("Scores: %1").arg(scores.join(u", "_s))));
    }
    for (const storage::Annotation &a : r.notes) {
        if (a.key.variation != v.id)
            continue;
        QString heading = markBadge(a.mark) + esc(Tr::tr("move %1").arg(a.key.step));
        if (a.key.seat >= 0)
            heading += u" · "_s + esc(r.name(a.key.seat));
        if (a.bookmark)
            heading += u" ★"_s;
        html += u"<p class=\"note\"><b>%1</b><br/>%2</p>\n"_s.arg(
                heading, esc(a.text.trimmed()).replace(u'\n', u"<br/>"_s));
    }
    return html;
}

QString variationsHtml(const Report &r, const TileWriter &tile)
{
    if (r.tree.empty())
        return {};
    QString html = u"<h2>%1</h2>\n"_s.arg(esc(Tr::tr("Variations")));
    for (const int id : r.tree.ordered()) {
        const game::Variation *v = r.tree.find(id);
        if (v && v->kyoku >= 0 && v->kyoku < static_cast<int>(r.record.kyoku.size()))
            html += variationHtml(r, *v, tile);
    }
    return html;
}

QString reportHtml(
        const Report &r, const QString &css, const TileWriter &tile, bool withFooter = true)
{
    const game::Record &rec = r.record;
    QString title = r.summary.lobby.isEmpty() ? r.summary.title : r.summary.lobby;
    if (title.isEmpty())
        title = Tr::tr("Game %1").arg(r.summary.id);
    QString html =
            u"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"/><title>%1</title><style>%2</style></head><body>\n"_s
                    .arg(esc(title), css);
    html += u"<h1>%1</h1>\n"_s.arg(esc(title));
    QStringList meta;
    if (!r.summary.playedAt.isEmpty())
        meta << r.summary.playedAt.left(16).replace(u'T', u' ');
    if (!r.summary.sourceId.isEmpty())
        meta << r.summary.sourceId;
    //: %n notes in the game
    meta << Tr::tr("%n note(s)", nullptr, int(r.notes.size()));
    html += u"<p class=\"muted\">%1</p>\n"_s.arg(esc(meta.join(u" · "_s)));

    // Players and final scores.
    html += u"<h2>%1</h2>\n<table class=\"grid\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>%2</th><th>%3</th><th align=\"right\">%4</th><th align=\"right\">%5</th></tr>\n"_s
                    .arg(esc(Tr::tr("Players")), esc(Tr::tr("Place")), esc(Tr::tr("Player")),
                            esc(Tr::tr("Score")), esc(Tr::tr("Points")));
    std::vector<int> order;
    for (int seat = 0; seat < rec.playerCount; ++seat)
        order.push_back(seat);
    if (rec.hasFinal) {
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return bySeat(rec.finalScores, a) > bySeat(rec.finalScores, b);
        });
    }
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto seat = static_cast<std::size_t>(order[i]);
        html += u"<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td></tr>\n"_s
                        .arg(rec.hasFinal ? QString::number(i + 1) : u"–"_s, esc(r.name(int(seat))),
                                rec.hasFinal ? points(rec.finalScores[seat]) : u"–"_s,
                                rec.hasFinalPoints
                                        ? QLocale(QLocale::English)
                                                  .toString(rec.finalPoints[seat], 'f', 1)
                                        : u"–"_s);
    }
    html += u"</table>\n"_s;

    // Every hand.
    html += u"<h2>%1</h2>\n<table class=\"grid\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>%2</th><th>%3</th>"_s
                    .arg(esc(Tr::tr("Hands")), esc(Tr::tr("Hand")), esc(Tr::tr("Result")));
    for (int seat = 0; seat < rec.playerCount; ++seat)
        html += u"<th align=\"right\">%1</th>"_s.arg(esc(r.name(seat)));
    html += u"</tr>\n"_s;
    for (std::size_t k = 0; k < rec.kyoku.size(); ++k) {
        const game::Kyoku &ky = rec.kyoku[k];
        int notes = 0;
        QString marks;
        for (const storage::Annotation &a : r.notes) {
            if (a.key.kyoku == int(k)) {
                ++notes;
                marks += markBadge(a.mark);
            }
        }
        html += u"<tr><td><b>%1</b> %2</td><td>%3</td>"_s.arg(
                esc(handLabel(ky)), marks, esc(resultText(r, ky)));
        const auto d = deltasOf(ky);
        for (int seat = 0; seat < rec.playerCount; ++seat) {
            const int v = bySeat(d, seat);
            html += u"<td align=\"right\" class=\"%1\">%2</td>"_s.arg(v > 0 ? u"plus"_s
                            : v < 0                                         ? u"minus"_s
                                                                            : u"muted"_s,
                    v == 0 ? u"–"_s : signedPoints(v));
        }
        html += u"</tr>\n"_s;
    }
    html += u"</table>\n"_s;

    // The notes, in the order of play.
    html += u"<h2>%1</h2>\n"_s.arg(esc(Tr::tr("Notes")));
    if (r.notes.isEmpty())
        html += u"<p class=\"muted\">%1</p>\n"_s.arg(esc(Tr::tr("This game has no notes yet.")));
    for (const storage::Annotation &a : r.notes) {
        if (a.key.kyoku < 0 || a.key.kyoku >= static_cast<int>(rec.kyoku.size())
                || a.key.variation != 0) // with their variation, below
            continue;
        const game::Kyoku &ky = rec.kyoku[static_cast<std::size_t>(a.key.kyoku)];
        // The anchor lets the PDF keep a note on one page (see keepNotesTogether).
        QString heading = markBadge(a.mark) + u"<a name=\"note\">"_s + esc(handLabel(ky))
                + u"</a> · "_s + esc(Tr::tr("step %1").arg(a.key.step));
        if (a.key.seat >= 0)
            heading += u" · "_s + esc(r.name(a.key.seat));
        if (a.bookmark)
            heading += u" ★"_s;
        html += u"<h3>%1</h3>\n"_s.arg(heading);
        html += diagram(r, { rec, a.key.kyoku, a.key.step, a.key.seat, a.alternative }, tile);
        if (!a.text.trimmed().isEmpty())
            html += u"<p class=\"note\">%1</p>\n"_s.arg(
                    esc(a.text.trimmed()).replace(u'\n', u"<br/>"_s));
    }
    html += variationsHtml(r, tile);
    //: the report's last line; %1 is a date
    if (withFooter)
        html += u"<p class=\"footer\">%1</p>\n"_s.arg(esc(Tr::tr("Made with Haifu")));
    html += u"</body></html>\n"_s;
    return html;
}

const QString kCommonCss = uR"(
body { font-family: 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif; color: #1c1c1a; font-size: 10pt; }
h1 { font-size: 18pt; margin-bottom: 2px; }
h2 { font-size: 13pt; margin-top: 18px; color: #1f6f5c; }
h3 { font-size: 11pt; margin-top: 16px; margin-bottom: 4px; }
.muted { color: #6b665c; }
.plus { color: #1f6f5c; }
.minus { color: #c8302c; }
.mark { font-weight: bold; }
.grid th { background-color: #ece7da; text-align: left; }
.grid td { border-bottom: 1px solid #e3ddcf; }
.diagram { background-color: #f3efe4; border: 1px solid #d8d2c5; }
.diagram td { vertical-align: middle; }
td.actor { background-color: #dcece5; }
.note { margin-left: 8px; font-size: 10.5pt; }
.facts { margin-top: 4px; }
.footer { color: #8a857a; font-size: 8pt; margin-top: 24px; }
)"_s;

} // namespace

Result<QString> gameReportHtml(const storage::Database &db, qint64 gameId)
{
    auto report = loadReport(db, gameId);
    if (!report)
        return report.error();
    // Tiles: one style-sheet class per tile face, its SVG embedded once.
    QSet<QString> used;
    const TileWriter tile = [&used](const QString &code, TileLook look, int width) {
        used.insert(code);
        const int height = width * 4 / 3;
        QString style = u"width:%1px;height:%2px;"_s.arg(width).arg(height);
        QString cls = u"t t%1"_s.arg(code);
        switch (look) {
        case TileLook::Upright: break;
        case TileLook::Sideways: cls += u" side"_s; break;
        case TileLook::Faded: cls += u" faded"_s; break;
        case TileLook::Marked: cls += u" played"_s; break;
        }
        if (look == TileLook::Sideways) {
            const int m = (height - width) / 2;
            style += u"margin:0 %1px;"_s.arg(m + 1);
        }
        return u"<span class=\"%1\" style=\"%2\"></span>"_s.arg(cls, style);
    };
    const QString body = reportHtml(*report, u"@@CSS@@"_s, tile);
    QString css = kCommonCss + uR"(
.t { display: inline-block; background-size: 100% 100%; margin-right: 1px; vertical-align: middle; }
.t.side { transform: rotate(-90deg); }
.t.faded { opacity: 0.4; }
.t.played { outline: 2px solid #f2a93b; outline-offset: 0; border-radius: 3px; }
.mark { border-radius: 9px; padding: 0 3px; }
.diagram { border-radius: 6px; margin: 4px 0; }
body { max-width: 900px; margin: 24px auto; }
)"_s;
    for (const QString &code : std::as_const(used)) {
        QFile file(kTileResource.arg(code));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        css += u".t%1 { background-image: url(data:image/svg+xml;base64,%2); }\n"_s.arg(
                code, QString::fromLatin1(file.readAll().toBase64()));
    }
    QString html = body;
    html.replace(u"@@CSS@@"_s, css);
    return html;
}

namespace {

// Moves a note that would run over a page break to the next page, when it fits on one page.
// Notes start at blocks with the anchor "note" and run to the next one (the last to the end).
void keepNotesTogether(QTextDocument &document)
{
    const double pageHeight = document.pageSize().height();
    for (int pass = 0; pass < 200; ++pass) {
        std::vector<QTextBlock> starts;
        for (QTextBlock b = document.begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().anchorNames().contains(u"note"_s)) {
                    starts.push_back(b);
                    break;
                }
            }
        }
        bool moved = false;
        QAbstractTextDocumentLayout *layout = document.documentLayout();
        for (std::size_t i = 0; i < starts.size() && !moved; ++i) {
            const double top = layout->blockBoundingRect(starts[i]).top();
            const double bottom =
                    (i + 1 < starts.size() ? layout->blockBoundingRect(starts[i + 1]).top()
                                           : layout->documentSize().height())
                    - 1;
            const bool crosses = std::floor(top / pageHeight) != std::floor(bottom / pageHeight);
            if (crosses && bottom - top < pageHeight * 0.95
                    && starts[i].blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto) {
                QTextBlockFormat format;
                format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                QTextCursor(starts[i]).mergeBlockFormat(format);
                moved = true;
            }
        }
        if (!moved)
            return;
    }
}

// Paints `document` on `writer` page after page, with a footer on every page.
std::optional<Error> paintDocument(QTextDocument &document, QPdfWriter &writer, const QString &path)
{
    QPainter painter;
    if (!painter.begin(&writer))
        return fail(Tr::tr("Cannot write the PDF file %1").arg(path));

    // Laid out in 96-dpi pixels, drawn scaled to the writer's resolution.
    const double scale = writer.resolution() / 96.0;
    const QRect paper = writer.pageLayout().paintRectPixels(writer.resolution());
    const QSizeF page(paper.width() / scale, paper.height() / scale - 24);
    document.setPageSize(page);
    document.setDocumentMargin(0);
    keepNotesTogether(document);
    const int pages = document.pageCount();
    QFont footerFont = document.defaultFont();
    footerFont.setPixelSize(10); // logical pixels: the painter is scaled

    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            writer.newPage();
        painter.save();
        painter.scale(scale, scale);
        painter.translate(0, -p * page.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, p * page.height(), page.width(), page.height());
        painter.setClipRect(context.clip);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.save();
        painter.scale(scale, scale);
        painter.setFont(footerFont);
        painter.setPen(QColor(0x8a, 0x85, 0x7a));
        painter.drawText(QRectF(0, page.height() + 6, page.width(), 16), Qt::AlignLeft,
                Tr::tr("Made with Haifu"));
        //: the page footer of a report: %1 page, %2 pages
        painter.drawText(QRectF(0, page.height() + 6, page.width(), 16), Qt::AlignRight,
                Tr::tr("%1 / %2").arg(p + 1).arg(pages));
        painter.restore();
    }
    if (!painter.end())
        return fail(Tr::tr("Cannot write the PDF file %1").arg(path));
    return std::nullopt;
}

} // namespace

std::optional<Error> writeGameReportPdf(
        const storage::Database &db, qint64 gameId, const QString &path)
{
    auto report = loadReport(db, gameId);
    if (!report)
        return report.error();

    QTextDocument document;
    // Tiles are images rendered from the SVG art at print resolution, one per face and look.
    constexpr int kScale = 4;
    QSet<QString> missing;
    const TileWriter tile = [&document, &missing](const QString &code, TileLook look, int width) {
        const int height = width * 4 / 3;
        const QString name = u"tile:%1/%2/%3"_s.arg(code).arg(int(look)).arg(width);
        if (document.resource(QTextDocument::ImageResource, QUrl(name)).isNull()) {
            QImage image = tileImage(code, look, width, kScale);
            if (image.isNull()) {
                missing.insert(code);
                image = QImage(width * kScale, height * kScale, QImage::Format_ARGB32);
                image.fill(Qt::lightGray);
            }
            document.addResource(QTextDocument::ImageResource, QUrl(name), image);
        }
        const bool side = look == TileLook::Sideways;
        return u"<img src=\"%1\" width=\"%2\" height=\"%3\"/>"_s.arg(name)
                .arg(side ? height : width)
                .arg(side ? width : height);
    };
    const QString html = reportHtml(*report, kCommonCss, tile, false);
    if (!missing.isEmpty())
        return fail(
                Tr::tr("Cannot draw the tiles %1: is the SVG image plugin (libqt6svg6) installed?")
                        .arg(QStringList(missing.begin(), missing.end()).join(u", "_s)));
    document.setHtml(html);

    // Painted into memory, then saved whole (storage::saveFile): a failure on the way leaves an
    // older file at `path` as it was.
    const QString title =
            report->summary.lobby.isEmpty() ? report->summary.title : report->summary.lobby;
    return paintPdfFile(path, title, QMarginsF(15, 14, 15, 16),
            [&](QPdfWriter &writer) { return paintDocument(document, writer, path); });
}

} // namespace haifu::reports
