#include "mjai/mjaifeed.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "formats/mjailines.h"
#include "game/replay.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;
using game::Event;
using game::EventType;

namespace {

// The line as the seat sees it: its id in start_game, others' deals and draws as "?".
QJsonObject masked(QJsonObject o, int seat)
{
    const QString type = o.value("type"_L1).toString();
    if (type == "start_game"_L1) {
        o.insert(u"id"_s, seat);
    } else if (type == "start_kyoku"_L1) {
        QJsonArray tehais = o.value("tehais"_L1).toArray();
        for (qsizetype s = 0; s < tehais.size(); ++s) {
            if (s == seat)
                continue;
            QJsonArray hidden;
            for (qsizetype i = 0; i < tehais.at(s).toArray().size(); ++i)
                hidden.append(u"?"_s);
            tehais[s] = hidden;
        }
        o.insert(u"tehais"_s, tehais);
    } else if (type == "tsumo"_L1 && o.value("actor"_L1).toInt() != seat) {
        o.insert(u"pai"_s, u"?"_s);
    }
    return o;
}

Action action(const char16_t *type, std::optional<Tile> tile = {}, std::vector<Tile> consumed = {})
{
    Action a;
    a.type = QString::fromUtf16(type);
    a.tile = tile;
    a.consumed = std::move(consumed);
    return a;
}

bool skipped(const Event &e)
{
    return e.type == EventType::NewDora || e.type == EventType::Disconnect
            || e.type == EventType::Reconnect || e.type == EventType::RiichiAccepted;
}

// What the seat did after drawing at event `from`; nullopt when the record stops.
std::optional<Action> playedAfterDraw(const game::Kyoku &k, int from, int seat)
{
    for (std::size_t i = std::size_t(from) + 1; i < k.events.size(); ++i) {
        const Event &e = k.events[i];
        if (skipped(e))
            continue;
        if (e.type == EventType::DrawEnd)
            return k.draw && k.draw->kind == game::DrawKind::NineTerminals
                    ? std::optional(action(u"ryukyoku"))
                    : std::nullopt;
        if (e.seat != seat)
            return std::nullopt;
        switch (e.type) {
        case EventType::Discard: return action(e.riichi ? u"reach" : u"dahai", e.tile);
        case EventType::ClosedKan: return action(u"ankan", {}, e.consumed);
        case EventType::AddedKan: return action(u"kakan", e.tile);
        case EventType::Win: return action(u"hora", e.tile);
        case EventType::NorthBonus: return action(u"nukidora", e.tile);
        default: return std::nullopt;
        }
    }
    return std::nullopt;
}

// What the seat did after another seat's discard or added kan at event `from`.
Action playedAfterClaim(const game::Kyoku &k, int from, int seat)
{
    for (std::size_t i = std::size_t(from) + 1; i < k.events.size(); ++i) {
        const Event &e = k.events[i];
        if (skipped(e) || e.type == EventType::DrawEnd)
            continue;
        if (e.type == EventType::Win) {
            if (e.seat == seat)
                return action(u"hora", e.tile);
            continue;
        }
        if (e.type != EventType::Call)
            break;
        if (e.seat == seat) {
            const char16_t *type = e.meld == rules::MeldKind::Chi ? u"chi"
                    : e.meld == rules::MeldKind::Pon              ? u"pon"
                                                                  : u"daiminkan";
            return action(type, e.tile, e.consumed);
        }
        break;
    }
    return action(u"none");
}

int countKind(const std::vector<Tile> &tiles, rules::TileKind kind)
{
    return static_cast<int>(std::count_if(
            tiles.begin(), tiles.end(), [kind](const Tile &t) { return t.kind == kind; }));
}

bool canChi(const std::vector<Tile> &closed, Tile tile)
{
    if (tile.suit() == rules::Suit::Honor)
        return false;
    const int n = tile.number();
    const auto has = [&](int number) {
        return number >= 1 && number <= 9 && countKind(closed, tile.kind - n + number) > 0;
    };
    return (has(n - 2) && has(n - 1)) || (has(n - 1) && has(n + 1)) || (has(n + 1) && has(n + 2));
}

// The seat's hand as the checks of every decision need it.
Allowed handAllowed(const game::PlayerState &p)
{
    Allowed a;
    a.closed = p.closed;
    a.melds = p.melds;
    a.inRiichi = p.inRiichi();
    a.closedHand = p.isClosed();
    return a;
}

Allowed ownAllowed(const game::TableState &state, int seat)
{
    Allowed a = handAllowed(state.player(seat));
    a.drawn = state.player(seat).drawn;
    a.complete = game::analysePlayer(state, seat).shanten == -1;
    return a;
}

// What the seat could do with the tile of event `e` (another seat's discard or added kan).
Allowed claimAllowed(const game::TableState &state, const Event &e, int seat)
{
    const game::PlayerState &p = state.player(seat);
    Allowed a = handAllowed(p);
    a.offered = e.tile;
    const game::PlayerAnalysis analysis = game::analysePlayer(state, seat);
    const auto &waits = analysis.waits.waits;
    a.canRon =
            !analysis.furiten && std::find(waits.begin(), waits.end(), e.tile.kind) != waits.end();
    if (e.type != EventType::Discard || a.inRiichi || state.liveWall <= 0)
        return a;
    const int copies = countKind(p.closed, e.tile.kind);
    a.canPon = copies >= 2;
    a.canKan = copies >= 3 && state.kans < 4;
    a.canChi = state.playerCount == 4 && seat == (e.seat + 1) % 4 && canChi(p.closed, e.tile);
    return a;
}

// Marks the line where the seat decides; `state` is after the line's event (before it for the
// seat's own reach).
void classify(FeedLine &f, const game::Kyoku &k, int event, const game::TableState &state, int seat,
        int actor)
{
    const Event &e = k.events[std::size_t(event)];
    if (actor == seat && f.type == "tsumo"_L1) {
        if (auto played = playedAfterDraw(k, event, seat)) {
            f.role = LineRole::Decision;
            f.kind = DecisionKind::Draw;
            f.played = std::move(*played);
            f.allowed = ownAllowed(state, seat);
        }
    } else if (actor == seat && (f.type == "chi"_L1 || f.type == "pon"_L1)) {
        if (auto played = playedAfterDraw(k, event, seat); played && played->type == "dahai"_L1) {
            f.role = LineRole::Decision;
            f.kind = DecisionKind::AfterCall;
            f.played = std::move(*played);
            f.allowed = ownAllowed(state, seat);
        }
    } else if (actor == seat && f.type == "reach"_L1) {
        f.role = LineRole::RiichiDiscard;
        f.allowed = ownAllowed(state, seat);
    } else if (actor >= 0 && actor != seat && (f.type == "dahai"_L1 || f.type == "kakan"_L1)) {
        Allowed a = claimAllowed(state, e, seat);
        if (a.canRon || a.canChi || a.canPon || a.canKan) {
            f.role = LineRole::Decision;
            f.kind = DecisionKind::Claim;
            f.played = playedAfterClaim(k, event, seat);
            f.allowed = std::move(a);
        }
    }
}

} // namespace

std::optional<QString> buildFeed(const game::Record &record, int seat, Feed &feed)
{
    if (seat < 0 || seat >= record.playerCount)
        return Tr::tr("Seat %1 is not a seat of this %2-player game.")
                .arg(seat)
                .arg(record.playerCount);
    auto lines = formats::mjaiLines(record);
    if (!lines)
        return Tr::tr("The record cannot be sent to a bot: %1")
                .arg(haifu::errorText(lines.error()));
    feed = Feed{};
    feed.seat = seat;
    feed.playerCount = record.playerCount;
    int global = 0;
    for (const game::Kyoku &k : record.kyoku) {
        feed.firstGlobalStep.push_back(global);
        feed.kyokuLabels.push_back(toQString(game::kyokuLabel(k)));
        global += static_cast<int>(k.events.size()) + 1;
    }
    std::optional<game::TableState> state;
    for (const formats::MjaiLine &line : *lines) {
        FeedLine f;
        f.type = line.object.value("type"_L1).toString();
        f.kyoku = line.kyoku;
        f.json = QJsonDocument(masked(line.object, seat)).toJson(QJsonDocument::Compact);
        if (line.event >= 0) {
            if (!state || state->kyoku != line.kyoku) {
                auto deal = game::dealState(record, line.kyoku);
                if (!deal)
                    return Tr::tr("The record cannot be replayed: %1")
                            .arg(haifu::errorText(deal.error()));
                state = std::move(*deal);
            }
            const int actor = line.object.value("actor"_L1).toInt(-1);
            const bool ownReach = f.type == "reach"_L1 && actor == seat;
            const int until = line.event + (ownReach ? 0 : 1);
            while (state->step < until) {
                if (auto error = game::applyNext(*state, record))
                    return Tr::tr("The record cannot be replayed: %1")
                            .arg(haifu::errorText(*error));
            }
            f.step = line.event + 1;
            classify(f, record.kyoku[std::size_t(line.kyoku)], line.event, *state, seat, actor);
        } else if (line.kyoku >= 0 && f.type == "end_kyoku"_L1) {
            f.step = static_cast<int>(record.kyoku[std::size_t(line.kyoku)].events.size());
        }
        feed.decisions += f.role == LineRole::Decision ? 1 : 0;
        feed.lines.push_back(std::move(f));
    }
    return std::nullopt;
}

} // namespace haifu::engine
