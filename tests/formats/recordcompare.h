#pragma once

#include "game/record.h"
#include "rules/tile.h"

#include <QString>
#include <QStringList>

#include <algorithm>

// Compares two records for the tests: the first difference as text, or an empty string.
namespace haifu::formats::test {

struct CompareOptions
{
    bool fuOfLimitHands = true; // tenhou.net/6 JSON does not state fu for mangan and above
    bool connection = true; // disconnect/reconnect events (MJAI has none)
    bool header = true; // players' ranks and ratings, final points
    bool shownDrawHands = true; // hands shown at a draw (tenhou.net/6 JSON does not keep them)
    bool winHands = true; // the winner's concealed tiles and melds
    bool gameLength = true; // MJAI does not say whether the game is tonpuu or hanchan
    bool wall = true; // the wall seed and the wall rebuilt from it (only mjlog carries a seed)
};

inline QString tileText(const rules::Tile &t)
{
    return QString::fromStdString(rules::toString(t));
}

inline QString tilesText(const std::vector<rules::Tile> &tiles)
{
    return QString::fromStdString(rules::formatTiles(tiles));
}

inline std::vector<rules::Tile> sortedTiles(std::vector<rules::Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const rules::Tile &a, const rules::Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : a.red < b.red;
    });
    return tiles;
}

inline QString eventText(const game::Event &e)
{
    return QStringLiteral("type %1 seat %2 tile %3 from %4 tsumogiri %5 riichi %6 repl %7 "
                          "consumed %8")
            .arg(static_cast<int>(e.type))
            .arg(e.seat)
            .arg(tileText(e.tile))
            .arg(e.from)
            .arg(e.tsumogiri)
            .arg(e.riichi)
            .arg(e.replacement)
            .arg(tilesText(e.consumed));
}

inline bool isConnection(const game::Event &e)
{
    return e.type == game::EventType::Disconnect || e.type == game::EventType::Reconnect;
}

inline QString compareRecords(
        const game::Record &a, const game::Record &b, const CompareOptions &options = {})
{
    if (a.playerCount != b.playerCount)
        return QStringLiteral("players %1 vs %2").arg(a.playerCount).arg(b.playerCount);
    for (int s = 0; s < a.playerCount; ++s) {
        if (options.header && a.players[s].name != b.players[s].name)
            return QStringLiteral("name of seat %1: %2 vs %3")
                    .arg(s)
                    .arg(QString::fromStdString(a.players[s].name),
                            QString::fromStdString(b.players[s].name));
        if (options.header && a.players[s].rank != b.players[s].rank)
            return QStringLiteral("rank of seat %1").arg(s);
    }
    if (a.ruleset.redFives != b.ruleset.redFives
            || (options.gameLength && a.ruleset.length != b.ruleset.length)
            || a.ruleset.players != b.ruleset.players)
        return QStringLiteral("ruleset differs");
    if (options.wall && a.wallSeed != b.wallSeed)
        return QStringLiteral("wall seed differs");
    if (a.kyoku.size() != b.kyoku.size())
        return QStringLiteral("kyoku count %1 vs %2").arg(a.kyoku.size()).arg(b.kyoku.size());
    if (a.hasFinal != b.hasFinal || (a.hasFinal && a.finalScores != b.finalScores))
        return QStringLiteral("final scores differ");
    if (options.header && a.hasFinalPoints && b.hasFinalPoints && a.finalPoints != b.finalPoints)
        return QStringLiteral("final points differ");
    for (std::size_t ki = 0; ki < a.kyoku.size(); ++ki) {
        const game::Kyoku &x = a.kyoku[ki];
        const game::Kyoku &y = b.kyoku[ki];
        const QString where = QStringLiteral("kyoku %1: ").arg(ki + 1);
        if (x.round != y.round || x.honba != y.honba || x.riichiSticks != y.riichiSticks
                || x.dealer != y.dealer)
            return where + QStringLiteral("counters differ");
        if (x.startScores != y.startScores)
            return where + QStringLiteral("start scores differ");
        if (x.doraIndicators != y.doraIndicators)
            return where + QStringLiteral("dora indicators differ");
        if (options.wall
                && (x.trueWall != y.trueWall || x.wall != y.wall
                        || x.replacementTiles != y.replacementTiles
                        || x.doraIndicatorSlots != y.doraIndicatorSlots
                        || x.uraIndicatorSlots != y.uraIndicatorSlots))
            return where + QStringLiteral("the wall differs");
        for (int s = 0; s < 4; ++s) {
            if (sortedTiles(x.hands[s]) != sortedTiles(y.hands[s]))
                return where + QStringLiteral("hand of seat %1 differs").arg(s);
        }
        std::vector<game::Event> ex;
        std::vector<game::Event> ey;
        for (const game::Event &e : x.events) {
            if (options.connection || !isConnection(e))
                ex.push_back(e);
        }
        for (const game::Event &e : y.events) {
            if (options.connection || !isConnection(e))
                ey.push_back(e);
        }
        for (std::size_t i = 0; i < std::max(ex.size(), ey.size()); ++i) {
            if (i >= ex.size() || i >= ey.size())
                return where
                        + QStringLiteral("event count %1 vs %2 (first extra: %3)")
                                  .arg(ex.size())
                                  .arg(ey.size())
                                  .arg(eventText(i < ex.size() ? ex[i] : ey[i]));
            const game::Event &p = ex[i];
            const game::Event &q = ey[i];
            const bool same = p.type == q.type && p.seat == q.seat && p.tile == q.tile
                    && p.tsumogiri == q.tsumogiri && p.riichi == q.riichi
                    && p.replacement == q.replacement && p.result == q.result
                    && (p.type != game::EventType::Call
                            || (p.from == q.from && p.meld == q.meld
                                    && sortedTiles(p.consumed) == sortedTiles(q.consumed)))
                    && (p.type != game::EventType::ClosedKan
                            || sortedTiles(p.consumed) == sortedTiles(q.consumed));
            if (!same)
                return where
                        + QStringLiteral("event %1: %2 vs %3")
                                  .arg(i)
                                  .arg(eventText(p), eventText(q));
        }
        if (x.wins.size() != y.wins.size())
            return where + QStringLiteral("win count differs");
        for (std::size_t w = 0; w < x.wins.size(); ++w) {
            const game::WinResult &p = x.wins[w];
            const game::WinResult &q = y.wins[w];
            const QString ww = where + QStringLiteral("win %1: ").arg(w + 1);
            if (p.winner != q.winner || p.from != q.from || p.pao != q.pao)
                return ww + QStringLiteral("seats differ");
            if (p.yaku != q.yaku) {
                auto text = [](const game::WinResult &r) {
                    QString t;
                    for (const auto &[key, han] : r.yaku)
                        t += QString::fromStdString(key) + u':' + QString::number(han) + u' ';
                    return t;
                };
                return ww + QStringLiteral("yaku differ: %1 vs %2").arg(text(p), text(q));
            }
            if (p.han != q.han || p.yakuman != q.yakuman || p.points != q.points)
                return ww
                        + QStringLiteral("han/yakuman/points %1/%2/%3 vs %4/%5/%6")
                                  .arg(p.han)
                                  .arg(p.yakuman)
                                  .arg(p.points)
                                  .arg(q.han)
                                  .arg(q.yakuman)
                                  .arg(q.points);
            const bool limit = p.yakuman > 0 || p.han >= 5 || (p.han >= 4 && p.fu >= 40)
                    || (p.han >= 3 && p.fu >= 70);
            if (p.fu != q.fu && (options.fuOfLimitHands || !limit))
                return ww + QStringLiteral("fu %1 vs %2").arg(p.fu).arg(q.fu);
            if (p.deltas != q.deltas || p.hasDeltas != q.hasDeltas)
                return ww + QStringLiteral("deltas differ");
            if (!(p.winTile == q.winTile))
                return ww + QStringLiteral("winning tile differs");
            if (p.doraIndicators != q.doraIndicators)
                return ww + QStringLiteral("dora indicators differ");
            if (p.uraIndicators != q.uraIndicators)
                return ww + QStringLiteral("ura indicators differ");
            if (options.winHands) {
                if (sortedTiles(p.closed) != sortedTiles(q.closed))
                    return ww
                            + QStringLiteral("closed tiles %1 vs %2")
                                      .arg(tilesText(sortedTiles(p.closed)),
                                              tilesText(sortedTiles(q.closed)));
                if (p.melds.size() != q.melds.size())
                    return ww + QStringLiteral("meld count differs");
                auto meldKey = [](const rules::Meld &m) {
                    return QStringLiteral("%1:%2")
                            .arg(static_cast<int>(m.kind))
                            .arg(tilesText(sortedTiles(m.tiles)));
                };
                QStringList pm;
                QStringList qm;
                for (std::size_t m = 0; m < p.melds.size(); ++m) {
                    pm << meldKey(p.melds[m]);
                    qm << meldKey(q.melds[m]);
                }
                pm.sort();
                qm.sort();
                if (pm != qm)
                    return ww + QStringLiteral("melds %1 vs %2").arg(pm.join(u' '), qm.join(u' '));
            }
        }
        if (x.draw.has_value() != y.draw.has_value())
            return where + QStringLiteral("draw presence differs");
        if (x.draw) {
            if (x.draw->kind != y.draw->kind)
                return where + QStringLiteral("draw kind differs");
            if (x.draw->deltas != y.draw->deltas)
                return where + QStringLiteral("draw deltas differ");
            if (x.draw->kind == game::DrawKind::Exhaustive && x.draw->tenpai != y.draw->tenpai)
                return where + QStringLiteral("tenpai flags differ");
            if (options.shownDrawHands) {
                for (int s = 0; s < 4; ++s) {
                    if (sortedTiles(x.draw->shownHands[s]) != sortedTiles(y.draw->shownHands[s]))
                        return where + QStringLiteral("shown hand of seat %1 differs").arg(s);
                }
            }
        }
        if (x.hasEndScores && y.hasEndScores && x.endScores != y.endScores)
            return where + QStringLiteral("end scores differ");
    }
    return {};
}

} // namespace haifu::formats::test
