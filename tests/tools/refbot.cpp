// The reference MJAI bot of the tests: speaks the protocol over stdin/stdout (one JSON event per
// line in, one JSON action per line out), follows its own hand from start_kyoku, tsumo and its
// calls, discards the best tile-efficiency tile (rules::discardOptions' first entry, no visible
// tiles counted), declares tsumo with a complete closed hand, tsumogiri in riichi, never calls
// and answers "none" to everything else.
//
// Misbehaviour for the failure tests, at its first own draw (or after N lines):
//   --crash-after N  exit with status 3 after reading N lines
//   --garbage        write a line that is not JSON
//   --sleep MS       sleep MS milliseconds before answering
//   --illegal        discard a tile it does not hold
//   --flood          write 8 MiB without a newline
//
// Figures as Mortal gives them in review mode (an answer's "meta": "q_values" of the set bits of
// "mask_bits", Mortal's 46 actions), where the seat decides:
//   --meta           for its own turn every distinct discard (ranked as rules::discardOptions
//                    ranks them), riichi when a discard leaves it ready, a closed or added kan,
//                    tsumo; for another's discard pass, pon, kan, each chi and ron it sees. Its
//                    answer always has the best q.
//   --bad-meta       the same, broken in turn: a q-value missing, a string, null, a bare NaN
//                    (not JSON), an action it cannot take, a mask too large or not whole, a meta
//                    that is no object.

#include "formats/formatscommon.h"
#include "rules/efficiency.h"
#include "rules/shanten.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <thread>

using namespace haifu;
using namespace Qt::StringLiterals;
using formats::detail::mjaiName;
using formats::detail::tileFromMjai;
using rules::Tile;

namespace {

struct Flags
{
    long crashAfter = -1;
    bool garbage = false;
    long sleepMs = 0;
    bool illegal = false;
    bool flood = false;
    bool meta = false;
    bool badMeta = false;
};

// Mortal's action indices: a kind's discard is its kind (1m..9m, 1p..9p, 1s..9s, E S W N P F C).
constexpr int kRedDiscard = 34; // + the suit: the red 5m, 5p, 5s
constexpr int kReach = 37;
constexpr int kChiLow = 38; // + 0, 1, 2: the called tile the lowest, middle, highest of the run
constexpr int kPon = 41;
constexpr int kKan = 42;
constexpr int kHora = 43;
constexpr int kRyukyoku = 44;
constexpr int kPass = 45;

int discardIndex(const Tile &t)
{
    return t.red ? kRedDiscard + int(t.suit()) : int(t.kind);
}

// Mortal's action index -> q-value.
using Figures = std::map<int, double>;

struct Bot
{
    Flags flags;
    int id = 0;
    std::vector<Tile> closed;
    std::vector<rules::Meld> melds;
    std::optional<Tile> drawn;
    bool riichi = false;
    bool misbehaved = false;
    int players = 4;
    int wallLeft = 70; // live wall: no call on the last discard
    std::vector<rules::TileKind> discarded; // own discards of the hand (furiten)
    int broken = 0; // the next way --bad-meta breaks its figures

    void remove(const Tile &t)
    {
        auto it = std::find(closed.begin(), closed.end(), t);
        if (it == closed.end()) // a red five named plain or the other way round
            it = std::find_if(
                    closed.begin(), closed.end(), [&](const Tile &c) { return c.kind == t.kind; });
        if (it != closed.end())
            closed.erase(it);
    }
    std::vector<Tile> tiles(const QJsonValue &v) const
    {
        std::vector<Tile> out;
        for (const QJsonValue &name : v.toArray()) {
            if (auto t = tileFromMjai(name.toString()))
                out.push_back(*t);
        }
        return out;
    }
    QJsonObject dahai(Tile t) const
    {
        return QJsonObject{ { u"type"_s, u"dahai"_s }, { u"actor"_s, id },
            { u"pai"_s, mjaiName(t) }, { u"tsumogiri"_s, drawn && *drawn == t } };
    }
    // Every distinct discard, the best (its choice) at q 0, each next one 0.05 lower.
    void discardFigures(Figures &q) const
    {
        const auto options = rules::discardOptions(rules::Hand{ closed, melds });
        double value = 0;
        if (options) {
            for (const rules::DiscardOption &o : *options) {
                q.emplace(discardIndex(o.tile), value);
                value -= 0.05;
            }
        }
        for (const Tile &t : closed) {
            if (q.emplace(discardIndex(t), value).second)
                value -= 0.05;
        }
    }
    // The best efficiency discard; its figures beside `q` (the other moves of the turn).
    QJsonObject bestDiscard(Figures q = {}) const
    {
        const auto options = rules::discardOptions(rules::Hand{ closed, melds });
        discardFigures(q);
        if (!options || options->empty())
            return withMeta(dahai(closed.back()), q);
        return withMeta(dahai(options->front().tile), q);
    }
    bool complete(const std::vector<Tile> &tiles) const
    {
        const auto sh = rules::shantenOf(rules::Hand{ tiles, melds });
        return sh && sh->best == -1;
    }
    int held(rules::TileKind kind) const
    {
        return int(std::count_if(
                closed.begin(), closed.end(), [kind](const Tile &t) { return t.kind == kind; }));
    }
    QJsonObject onDraw()
    {
        if (riichi && drawn) {
            Figures q{ { discardIndex(*drawn), 0.0 } };
            if (complete(closed))
                q.emplace(kHora, -0.5);
            return withMeta(dahai(*drawn), q);
        }
        const bool open = std::any_of(
                melds.begin(), melds.end(), [](const rules::Meld &m) { return m.isOpen(); });
        Figures q;
        const auto options = rules::discardOptions(rules::Hand{ closed, melds });
        if (!open && options && !options->empty() && options->front().shanten == 0)
            q.emplace(kReach, -0.03);
        if (complete(closed))
            q.emplace(kHora, open ? -0.6 : 1.0); // it declares tsumo with a closed hand only
        int terminals = 0; // kinds of terminals and honours: an abortive draw on the first turn
        for (rules::TileKind kind = 0; kind < rules::kKindCount; ++kind) {
            const bool terminal = kind >= rules::kinds::East || rules::numberOf(kind) == 1
                    || rules::numberOf(kind) == 9;
            terminals += terminal && held(kind) > 0 ? 1 : 0;
        }
        if (terminals >= 9 && discarded.empty() && melds.empty())
            q.emplace(kRyukyoku, -0.7);
        for (rules::TileKind kind = 0; kind < rules::kKindCount; ++kind) {
            const bool added = held(kind) > 0
                    && std::any_of(melds.begin(), melds.end(), [&](const rules::Meld &m) {
                           return m.kind == rules::MeldKind::Pon && m.base() == kind;
                       });
            if (held(kind) == 4 || added)
                q.emplace(kKan, -0.9);
        }
        if (!open && complete(closed) && drawn) {
            discardFigures(q);
            return withMeta(QJsonObject{ { u"type"_s, u"hora"_s }, { u"actor"_s, id },
                                    { u"target"_s, id }, { u"pai"_s, mjaiName(*drawn) } },
                    q);
        }
        return bestDiscard(std::move(q));
    }
    // Another seat's discard (or added kan, `added`): pass, with the calls and the ron it sees.
    QJsonObject onOffer(const Tile &tile, int actor, bool added) const
    {
        Figures q{ { kPass, 0.0 } };
        if (!added && !riichi && wallLeft > 0) {
            if (held(tile.kind) >= 2)
                q.emplace(kPon, -0.4);
            if (held(tile.kind) >= 3)
                q.emplace(kKan, -0.8);
            const int n = tile.number();
            const auto has = [&](int number) { return held(tile.kind - n + number) > 0; };
            for (int v = 0; v < 3 && players == 4 && actor == (id + 3) % 4
                    && tile.suit() != rules::Suit::Honor;
                    ++v) {
                const int first = n - v;
                if (first >= 1 && first + 2 <= 9 && (first == n || has(first))
                        && (first + 1 == n || has(first + 1)) && (first + 2 == n || has(first + 2)))
                    q.emplace(kChiLow + v, -0.5 - 0.1 * v);
            }
        }
        std::vector<Tile> with = closed;
        with.push_back(tile);
        if (complete(with)
                && std::find(discarded.begin(), discarded.end(), tile.kind) == discarded.end())
            q.emplace(kHora, -0.2);
        const QJsonObject none{ { u"type"_s, u"none"_s } };
        return q.size() > 1 ? withMeta(none, q) : none;
    }
    // The answer with its figures as the flags say (none without --meta or --bad-meta).
    QJsonObject withMeta(QJsonObject answer, Figures q) const;
    void addMeld(rules::MeldKind kind, std::vector<Tile> consumed, std::optional<Tile> called)
    {
        for (const Tile &t : consumed)
            remove(t);
        if (called)
            consumed.push_back(*called);
        if (auto meld = rules::makeMeld(kind, consumed))
            melds.push_back(*meld);
    }
    void addKan(Tile t)
    {
        remove(t);
        for (rules::Meld &m : melds) {
            if (m.kind == rules::MeldKind::Pon && m.base() == t.kind) {
                m.tiles.push_back(t);
                m.kind = rules::MeldKind::Kakan;
            }
        }
    }
    // The answer to one event.
    QJsonObject react(const QJsonObject &o);
};

QJsonObject Bot::withMeta(QJsonObject answer, Figures q) const
{
    if (!flags.meta && !flags.badMeta)
        return answer;
    const int way = flags.badMeta ? broken % 8 : -1;
    if (way == 4) // an action it cannot take: pass on its own turn, an abort on another's
        q.emplace(q.count(kPass) ? kRyukyoku : kPass, 0.0);
    std::uint64_t mask = 0;
    QJsonArray values;
    for (const auto &[index, value] : q) {
        mask |= std::uint64_t(1) << index;
        values.append(value);
    }
    if (way == 0)
        values.removeLast();
    else if (way == 1)
        values[0] = u"high"_s;
    else if (way == 2)
        values[0] = QJsonValue::Null;
    else if (way == 3)
        values[0] = 12345.5; // written as a bare NaN by write()
    QJsonObject meta{ { u"q_values"_s, values }, { u"mask_bits"_s, double(mask) },
        { u"is_greedy"_s, true } };
    if (way == 5)
        meta.insert(u"mask_bits"_s, double(std::uint64_t(1) << 50));
    else if (way == 6)
        meta.insert(u"mask_bits"_s, double(mask) + 0.5);
    answer.insert(u"meta"_s, way == 7 ? QJsonValue(u"broken"_s) : QJsonValue(meta));
    return answer;
}

QJsonObject Bot::react(const QJsonObject &o)
{
    const QString type = o.value("type"_L1).toString();
    const bool own = o.value("actor"_L1).toInt(-1) == id;
    const QJsonObject none{ { u"type"_s, u"none"_s } };
    if (type == "tsumo"_L1)
        --wallLeft;
    if (type == "start_game"_L1) {
        id = o.value("id"_L1).toInt();
    } else if (type == "start_kyoku"_L1) {
        closed = tiles(o.value("tehais"_L1).toArray().at(id));
        melds.clear();
        drawn.reset();
        riichi = false;
        players = int(o.value("tehais"_L1).toArray().size());
        wallLeft = players == 4 ? 70 : 55;
        discarded.clear();
    } else if (!own && (type == "dahai"_L1 || type == "kakan"_L1)) {
        if (auto t = tileFromMjai(o.value("pai"_L1).toString()))
            return onOffer(*t, o.value("actor"_L1).toInt(-1), type == "kakan"_L1);
    } else if (own && type == "tsumo"_L1) {
        drawn = tileFromMjai(o.value("pai"_L1).toString());
        if (drawn)
            closed.push_back(*drawn);
        return onDraw();
    } else if (own && type == "dahai"_L1) {
        if (auto t = tileFromMjai(o.value("pai"_L1).toString())) {
            remove(*t);
            discarded.push_back(t->kind);
        }
        drawn.reset();
    } else if (own && type == "reach"_L1) {
        riichi = true;
        return bestDiscard();
    } else if (own && (type == "chi"_L1 || type == "pon"_L1 || type == "daiminkan"_L1)) {
        const auto kind = type == "chi"_L1 ? rules::MeldKind::Chi
                : type == "pon"_L1         ? rules::MeldKind::Pon
                                           : rules::MeldKind::Minkan;
        addMeld(kind, tiles(o.value("consumed"_L1)), tileFromMjai(o.value("pai"_L1).toString()));
        drawn.reset();
        if (kind != rules::MeldKind::Minkan)
            return bestDiscard();
    } else if (own && type == "ankan"_L1) {
        addMeld(rules::MeldKind::Ankan, tiles(o.value("consumed"_L1)), std::nullopt);
    } else if (own && type == "kakan"_L1) {
        if (auto t = tileFromMjai(o.value("pai"_L1).toString()))
            addKan(*t);
    } else if (own && type == "nukidora"_L1) {
        if (auto t = tileFromMjai(o.value("pai"_L1).toString()))
            remove(*t);
    }
    return none;
}

void write(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    std::fflush(stdout);
}

// Misbehaves once at the first own draw, as the flags say; true when it answered.
bool misbehave(Bot &bot, const QJsonObject &o)
{
    const bool ownDraw =
            o.value("type"_L1).toString() == "tsumo"_L1 && o.value("actor"_L1).toInt(-1) == bot.id;
    if (!ownDraw || bot.misbehaved)
        return false;
    bot.misbehaved = true;
    if (bot.flags.sleepMs > 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(bot.flags.sleepMs));
    if (bot.flags.garbage) {
        write("this is not JSON\n");
        return true;
    }
    if (bot.flags.flood) {
        write(QByteArray(8 * 1024 * 1024, 'x'));
        return true;
    }
    if (bot.flags.illegal) {
        // A tile of a kind it holds none of (the tile just drawn counted).
        const std::optional<Tile> drawn = tileFromMjai(o.value("pai"_L1).toString());
        rules::TileKind kind = 0;
        while ((drawn && drawn->kind == kind)
                || std::any_of(bot.closed.begin(), bot.closed.end(),
                        [&](const Tile &t) { return t.kind == kind; }))
            ++kind;
        write(QJsonDocument(bot.dahai(Tile{ kind, false })).toJson(QJsonDocument::Compact) + '\n');
        return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    Bot bot;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--crash-after" && i + 1 < argc)
            bot.flags.crashAfter = std::atol(argv[++i]);
        else if (a == "--sleep" && i + 1 < argc)
            bot.flags.sleepMs = std::atol(argv[++i]);
        else if (a == "--garbage")
            bot.flags.garbage = true;
        else if (a == "--illegal")
            bot.flags.illegal = true;
        else if (a == "--flood")
            bot.flags.flood = true;
        else if (a == "--meta")
            bot.flags.meta = true;
        else if (a == "--bad-meta")
            bot.flags.badMeta = true;
    }
    std::string line;
    long count = 0;
    while (std::getline(std::cin, line)) {
        if (bot.flags.crashAfter >= 0 && ++count > bot.flags.crashAfter)
            return 3;
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        if (misbehave(bot, o))
            continue;
        const QJsonObject answer = bot.react(o);
        QByteArray text = QJsonDocument(answer).toJson(QJsonDocument::Compact);
        if (answer.contains("meta"_L1) && bot.flags.badMeta)
            text.replace("12345.5", "NaN");
        bot.broken += answer.contains("meta"_L1) ? 1 : 0;
        write(text + '\n');
    }
    return 0;
}
