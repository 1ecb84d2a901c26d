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

#include "formats/formatscommon.h"
#include "rules/efficiency.h"
#include "rules/shanten.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
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
};

struct Bot
{
    Flags flags;
    int id = 0;
    std::vector<Tile> closed;
    std::vector<rules::Meld> melds;
    std::optional<Tile> drawn;
    bool riichi = false;
    bool misbehaved = false;

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
    QJsonObject bestDiscard() const
    {
        const auto options = rules::discardOptions(rules::Hand{ closed, melds });
        if (!options || options->empty())
            return dahai(closed.back());
        return dahai(options->front().tile);
    }
    QJsonObject onDraw()
    {
        if (riichi && drawn)
            return dahai(*drawn);
        const bool open = std::any_of(
                melds.begin(), melds.end(), [](const rules::Meld &m) { return m.isOpen(); });
        const auto sh = rules::shantenOf(rules::Hand{ closed, melds });
        if (!open && sh && sh->best == -1 && drawn)
            return QJsonObject{ { u"type"_s, u"hora"_s }, { u"actor"_s, id }, { u"target"_s, id },
                { u"pai"_s, mjaiName(*drawn) } };
        return bestDiscard();
    }
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

QJsonObject Bot::react(const QJsonObject &o)
{
    const QString type = o.value("type"_L1).toString();
    const bool own = o.value("actor"_L1).toInt(-1) == id;
    const QJsonObject none{ { u"type"_s, u"none"_s } };
    if (type == "start_game"_L1) {
        id = o.value("id"_L1).toInt();
    } else if (type == "start_kyoku"_L1) {
        closed = tiles(o.value("tehais"_L1).toArray().at(id));
        melds.clear();
        drawn.reset();
        riichi = false;
    } else if (own && type == "tsumo"_L1) {
        drawn = tileFromMjai(o.value("pai"_L1).toString());
        if (drawn)
            closed.push_back(*drawn);
        return onDraw();
    } else if (own && type == "dahai"_L1) {
        if (auto t = tileFromMjai(o.value("pai"_L1).toString()))
            remove(*t);
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
    }
    std::string line;
    long count = 0;
    while (std::getline(std::cin, line)) {
        if (bot.flags.crashAfter >= 0 && ++count > bot.flags.crashAfter)
            return 3;
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        if (misbehave(bot, o))
            continue;
        write(QJsonDocument(bot.react(o)).toJson(QJsonDocument::Compact) + '\n');
    }
    return 0;
}
