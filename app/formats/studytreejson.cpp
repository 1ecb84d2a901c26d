#include "formats/studytreejson.h"
#include "rules/byseat.h"

#include "common/qtstrings.h"

using namespace Qt::StringLiterals;

namespace haifu::formats {

namespace {

QJsonArray intArray(const std::array<int, 4> &values, int count)
{
    QJsonArray out;
    for (int i = 0; i < count; ++i)
        out.append(values[static_cast<std::size_t>(i)]);
    return out;
}

QString drawKindName(game::DrawKind kind)
{
    switch (kind) {
    case game::DrawKind::Exhaustive: return u"exhaustive"_s;
    case game::DrawKind::NagashiMangan: return u"nagashi-mangan"_s;
    case game::DrawKind::NineTerminals: return u"nine-terminals"_s;
    case game::DrawKind::FourWinds: return u"four-winds"_s;
    case game::DrawKind::FourRiichi: return u"four-riichi"_s;
    case game::DrawKind::FourKans: return u"four-kans"_s;
    case game::DrawKind::TripleRon: return u"triple-ron"_s;
    }
    return {};
}

QJsonObject winToJson(const game::WinResult &w, int players)
{
    QJsonArray yaku;
    for (const auto &[key, han] : w.yaku)
        yaku.append(QJsonObject{ { u"key"_s, toQString(key) }, { u"han"_s, han } });
    QJsonObject o{ { u"winner"_s, w.winner }, { u"from"_s, w.from }, { u"han"_s, w.han },
        { u"fu"_s, w.fu }, { u"yakuman"_s, w.yakuman }, { u"points"_s, w.points },
        { u"yaku"_s, yaku }, { u"deltas"_s, intArray(w.deltas, players) },
        { u"hand"_s, toQString(rules::formatTiles(w.closed)) },
        { u"win_tile"_s, toQString(rules::toString(w.winTile)) },
        { u"ura_indicators"_s, toQString(rules::formatTiles(w.uraIndicators)) } };
    if (w.pao >= 0)
        o.insert(u"pao"_s, w.pao);
    return o;
}

} // namespace

QString drawSourceName(game::DrawSource source)
{
    switch (source) {
    case game::DrawSource::TrueWall: return u"true-wall"_s;
    case game::DrawSource::Recorded: return u"recorded"_s;
    case game::DrawSource::Assumed: return u"assumed"_s;
    }
    return {};
}

QJsonObject variationToJson(const game::Variation &v)
{
    return QJsonObject{ { u"id"_s, v.id }, { u"kyoku"_s, v.kyoku }, { u"parent"_s, v.parent },
        { u"branch"_s, v.branch }, { u"rank"_s, v.rank }, { u"name"_s, toQString(v.name) },
        { u"moves"_s, toQString(game::actionsText(v.moves)) } };
}

QJsonObject lineToJson(const game::PlayLine &line)
{
    const game::Kyoku &k = line.kyoku();
    const int players = line.state().playerCount;
    QJsonArray events;
    for (std::size_t i = static_cast<std::size_t>(line.branchStep()); i < k.events.size(); ++i)
        events.append(toQString(game::describeEvent(k.events[i])));
    QJsonArray legal;
    for (const game::Action &a : line.legalActions())
        legal.append(toQString(game::actionText(a)));
    QJsonArray wins;
    for (const game::WinResult &w : k.wins)
        wins.append(winToJson(w, players));
    QJsonObject o{ { u"kyoku"_s, line.kyokuIndex() },
        { u"label"_s, toQString(game::kyokuLabel(k)) }, { u"step"_s, line.branchStep() },
        { u"moves"_s, toQString(game::actionsText(line.moves())) }, { u"events"_s, events },
        { u"draws"_s, drawSourceName(line.drawSource()) }, { u"ended"_s, line.ended() },
        { u"legal"_s, legal }, { u"wins"_s, wins }, { u"scores"_s, [&] {
                                                         std::array<int, 4> scores{};
                                                         for (int s = 0; s < players; ++s)
                                                             bySeat(scores, s) =
                                                                     line.state().player(s).score;
                                                         return intArray(scores, players);
                                                     }() } };
    if (!line.ended())
        o.insert(u"next_draw"_s, drawSourceName(line.nextDrawSource()));
    if (k.draw)
        o.insert(u"draw"_s,
                QJsonObject{ { u"kind"_s, drawKindName(k.draw->kind) },
                        { u"deltas"_s, intArray(k.draw->deltas, players) } });
    if (line.doraUnknown())
        o.insert(u"dora_unknown"_s, true);
    return o;
}

} // namespace haifu::formats
