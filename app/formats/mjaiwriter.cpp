// MJAI writer: the rich dialect of the original mjai server (FORMATS.md §3), one event per line.

#include "formats/formatscommon.h"
#include "formats/mjailines.h"
#include "formats/recordio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace haifu::formats {

namespace {

QJsonArray tileArray(const std::vector<Tile> &tiles)
{
    QJsonArray a;
    for (const Tile &t : tiles)
        a.append(mjaiName(t));
    return a;
}

QJsonArray seatArray(const std::array<int, 4> &values, int players)
{
    QJsonArray a;
    for (int s = 0; s < players; ++s)
        a.append(values[s]);
    return a;
}

} // namespace

namespace {

// The lines written so far; `kyoku` and `event` are where the next ones come from.
struct MjaiLines
{
    std::vector<MjaiLine> out;
    int kyoku = -1;
    int event = -1;
    void add(const QJsonObject &o) { out.push_back(MjaiLine{ o, kyoku, event }); }
};

using PonTiles = std::map<std::pair<int, int>, std::vector<Tile>>;

void insertDeltas(QJsonObject &o, const std::array<int, 4> &deltas,
        const std::array<int, 4> &scores, int players)
{
    o.insert(u"deltas"_s, seatArray(deltas, players));
    o.insert(u"scores"_s, seatArray(scores, players));
}

// A draw, discard, call, kan, north or new dora as its lines.
void writeMove(MjaiLines &lines, const Event &e, PonTiles &pons)
{
    const int s = e.seat;
    switch (e.type) {
    case EventType::Draw:
        lines.add(QJsonObject{
                { u"type"_s, u"tsumo"_s }, { u"actor"_s, s }, { u"pai"_s, mjaiName(e.tile) } });
        break;
    case EventType::Discard:
        if (e.riichi)
            lines.add(QJsonObject{ { u"type"_s, u"reach"_s }, { u"actor"_s, s } });
        lines.add(QJsonObject{ { u"type"_s, u"dahai"_s }, { u"actor"_s, s },
                { u"pai"_s, mjaiName(e.tile) }, { u"tsumogiri"_s, e.tsumogiri } });
        break;
    case EventType::Call: {
        const QString type = e.meld == rules::MeldKind::Chi ? u"chi"_s
                : e.meld == rules::MeldKind::Pon            ? u"pon"_s
                                                            : u"daiminkan"_s;
        if (e.meld == rules::MeldKind::Pon) {
            std::vector<Tile> tiles = e.consumed;
            tiles.push_back(e.tile);
            pons[{ s, e.tile.kind }] = tiles;
        }
        lines.add(QJsonObject{ { u"type"_s, type }, { u"actor"_s, s }, { u"target"_s, e.from },
                { u"pai"_s, mjaiName(e.tile) }, { u"consumed"_s, tileArray(e.consumed) } });
        break;
    }
    case EventType::ClosedKan:
        lines.add(QJsonObject{ { u"type"_s, u"ankan"_s }, { u"actor"_s, s },
                { u"consumed"_s, tileArray(e.consumed) } });
        break;
    case EventType::AddedKan: {
        std::vector<Tile> consumed = e.consumed;
        if (consumed.size() != 3) {
            const auto it = pons.find({ s, e.tile.kind });
            consumed = it != pons.end()
                    ? it->second
                    : std::vector<Tile>{ Tile{ e.tile.kind, false }, Tile{ e.tile.kind, false },
                          Tile{ e.tile.kind, false } };
        }
        lines.add(QJsonObject{ { u"type"_s, u"kakan"_s }, { u"actor"_s, s },
                { u"pai"_s, mjaiName(e.tile) }, { u"consumed"_s, tileArray(consumed) } });
        break;
    }
    case EventType::NorthBonus:
        lines.add(QJsonObject{
                { u"type"_s, u"nukidora"_s }, { u"actor"_s, s }, { u"pai"_s, mjaiName(e.tile) } });
        break;
    case EventType::NewDora:
        lines.add(QJsonObject{ { u"type"_s, u"dora"_s }, { u"dora_marker"_s, mjaiName(e.tile) } });
        break;
    default: break; // not a move
    }
}

// A win as its hora line; the scores move by its deltas.
QJsonObject horaLine(const game::WinResult &w, std::array<int, 4> &scores, int players)
{
    std::vector<Tile> tehai = w.closed;
    const auto it = std::find(tehai.begin(), tehai.end(), w.winTile);
    if (it != tehai.end())
        tehai.erase(it);
    QJsonArray yakus;
    for (const auto &[key, han] : w.yaku)
        yakus.append(QJsonArray{ mjaiYakuName(key), han });
    for (int p = 0; p < 4; ++p)
        scores[p] += w.deltas[p];
    QJsonObject o{ { u"type"_s, u"hora"_s }, { u"actor"_s, w.winner }, { u"target"_s, w.from },
        { u"pai"_s, mjaiName(w.winTile) }, { u"uradora_markers"_s, tileArray(w.uraIndicators) },
        { u"hora_tehais"_s, tileArray(tehai) }, { u"yakus"_s, yakus }, { u"fu"_s, w.fu },
        { u"fan"_s, w.yakuman > 0 ? 13 * w.yakuman : w.han }, { u"hora_points"_s, w.points } };
    if (w.hasDeltas)
        insertDeltas(o, w.deltas, scores, players);
    if (w.pao >= 0)
        o.insert(u"pao"_s, w.pao);
    return o;
}

// The draw as its ryukyoku line (hidden hands as "?" tiles); the scores move by its deltas.
QJsonObject ryukyokuLine(const game::DrawResult &d, const HandTracker &tracker,
        std::array<int, 4> &scores, int players)
{
    QJsonArray tehaisShown;
    QJsonArray tenpais;
    for (int p = 0; p < players; ++p) {
        if (d.shownHands[p].empty()) {
            QJsonArray hidden;
            for (std::size_t i = 0; i < tracker.closed(p).size(); ++i)
                hidden.append(u"?"_s);
            tehaisShown.append(hidden);
        } else {
            tehaisShown.append(tileArray(d.shownHands[p]));
        }
        tenpais.append(d.tenpai[p]);
        scores[p] += d.deltas[p];
    }
    QJsonObject o{ { u"type"_s, u"ryukyoku"_s }, { u"reason"_s, mjaiDrawReason(d.kind) },
        { u"tehais"_s, tehaisShown }, { u"tenpais"_s, tenpais } };
    if (d.hasDeltas)
        insertDeltas(o, d.deltas, scores, players);
    return o;
}

QJsonObject startKyokuLine(const game::Kyoku &k, int players)
{
    static constexpr char16_t kWinds[] = u"ESWN";
    QJsonArray tehais;
    for (int s = 0; s < players; ++s)
        tehais.append(tileArray(k.hands[s]));
    return QJsonObject{ { u"type"_s, u"start_kyoku"_s },
        { u"bakaze"_s, QString(QChar(kWinds[(k.round / 4) & 3])) }, { u"kyoku"_s, k.round % 4 + 1 },
        { u"honba"_s, k.honba }, { u"kyotaku"_s, k.riichiSticks }, { u"oya"_s, k.dealer },
        { u"dora_marker"_s, mjaiName(k.doraIndicators.front()) }, { u"tehais"_s, tehais },
        { u"scores"_s, seatArray(k.startScores, players) } };
}

// Hand `ki` of the record as its lines.
std::optional<Error> writeHand(
        MjaiLines &lines, const game::Record &record, std::size_t ki, ErrorContext &ctx)
{
    const int n = record.playerCount;
    const game::Kyoku &k = record.kyoku[ki];
    ctx.setKyoku(static_cast<int>(ki), k.round, k.honba);
    lines.kyoku = static_cast<int>(ki);
    lines.event = -1;
    if (k.doraIndicators.empty())
        return ctx.error(u"the hand has no dora indicator"_s);
    std::array<int, 4> scores = k.startScores;
    lines.add(startKyokuLine(k, n));
    for (std::size_t d = 1; d < k.doraIndicators.size(); ++d)
        lines.add(QJsonObject{
                { u"type"_s, u"dora"_s }, { u"dora_marker"_s, mjaiName(k.doraIndicators[d]) } });
    PonTiles pons;
    HandTracker tracker;
    tracker.start(k);
    bool ended = false;
    for (std::size_t ei = 0; ei < k.events.size(); ++ei) {
        const Event &e = k.events[ei];
        if (auto error = beginEventWrite(ctx, ei, e, n))
            return *error;
        lines.event = static_cast<int>(ei);
        const int s = e.seat;
        tracker.apply(e);
        switch (e.type) {
        case EventType::RiichiAccepted: {
            std::array<int, 4> deltas{};
            deltas[s] = -record.ruleset.riichiDeposit;
            scores[s] -= record.ruleset.riichiDeposit;
            QJsonObject o{ { u"type"_s, u"reach_accepted"_s }, { u"actor"_s, s } };
            insertDeltas(o, deltas, scores, n);
            lines.add(o);
            break;
        }
        case EventType::Win:
            if (e.result < 0 || e.result >= static_cast<int>(k.wins.size()))
                return ctx.error(u"a win without its result"_s);
            lines.add(horaLine(k.wins[static_cast<std::size_t>(e.result)], scores, n));
            ended = true;
            break;
        case EventType::DrawEnd:
            if (!k.draw)
                return ctx.error(u"a draw without its result"_s);
            lines.add(ryukyokuLine(*k.draw, tracker, scores, n));
            ended = true;
            break;
        case EventType::Disconnect:
        case EventType::Reconnect: break; // MJAI has no such events
        default: writeMove(lines, e, pons); break;
        }
    }
    lines.event = -1;
    if (ended)
        lines.add(QJsonObject{ { u"type"_s, u"end_kyoku"_s } });
    lines.kyoku = -1;
    return std::nullopt;
}

} // namespace

Result<std::vector<MjaiLine>> mjaiLines(const game::Record &record)
{
    ErrorContext ctx(u"MJAI"_s);
    if (auto error = checkWritablePlayers(record, ctx))
        return *error;
    const int n = record.playerCount;
    MjaiLines lines;
    lines.out.reserve(record.kyoku.size() * 160);
    QJsonArray names;
    for (int s = 0; s < n; ++s)
        names.append(QString::fromStdString(record.players[s].name));
    QJsonObject start{ { u"type"_s, u"start_game"_s }, { u"names"_s, names },
        { u"kyoku_first"_s, 0 }, { u"aka_flag"_s, record.ruleset.redFives > 0 } };
    const QString tenhouId = findTenhouLogId(QString::fromStdString(record.id));
    if (!tenhouId.isEmpty())
        start.insert(u"uri"_s, u"https://tenhou.net/0/?log="_s + tenhouId);
    lines.add(start);
    for (std::size_t ki = 0; ki < record.kyoku.size(); ++ki) {
        if (auto error = writeHand(lines, record, ki, ctx))
            return *error;
    }
    if (record.hasFinal)
        lines.add(QJsonObject{
                { u"type"_s, u"end_game"_s }, { u"scores"_s, seatArray(record.finalScores, n) } });
    return std::move(lines.out);
}

Result<QByteArray> writeMjai(const game::Record &record)
{
    auto lines = mjaiLines(record);
    if (!lines)
        return lines.error();
    QByteArray out;
    out.reserve(static_cast<qsizetype>(record.kyoku.size()) * 8192);
    for (const MjaiLine &line : *lines) {
        out += QJsonDocument(line.object).toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

} // namespace haifu::formats
