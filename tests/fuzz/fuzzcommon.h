#pragma once

#include "formats/recordio.h"
#include "game/replay.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

// What every fuzz target does with a record that was read: write it in both formats and read
// the results back. Nothing may crash, hang or trip a sanitizer; errors are fine, but what a
// writer writes must read back as the same game: a writer that emits garbage (or loses the
// game) stops the run like a crash.
namespace haifu::formats::fuzz {

inline void add(std::string &out, const game::Tile &t)
{
    out += rules::toString(t);
}

inline void add(std::string &out, std::vector<game::Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const game::Tile &a, const game::Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : a.red < b.red;
    });
    for (const game::Tile &t : tiles)
        add(out, t);
    out += ';';
}

// Score changes as stated; none stated and all zero read the same (tenhou.net/6 JSON states none
// for a draw that pays nothing).
inline void add(std::string &out, const std::array<int, 4> &values, bool stated)
{
    if (!stated || values == std::array<int, 4>{})
        return;
    for (int v : values)
        out += std::to_string(v) + ',';
    out += ';';
}

// The game as text, from what both writers carry: the players, and per kyoku the counters, the
// start scores, the deal, every move (draws, discards, calls, kans, the riichi flags) and the
// results (winners, payers and score changes; a draw's kind and score changes).
inline std::string essence(const game::Record &r)
{
    std::string out = "players " + std::to_string(r.playerCount) + '\n';
    for (const game::Kyoku &k : r.kyoku) {
        out += "kyoku " + std::to_string(k.round) + ' ' + std::to_string(k.honba) + ' '
                + std::to_string(k.riichiSticks) + ' ' + std::to_string(k.dealer) + ' ';
        add(out, k.startScores, true);
        for (const auto &hand : k.hands)
            add(out, hand);
        out += '\n';
        for (const game::Event &e : k.events) {
            if (e.type == game::EventType::NewDora || e.type == game::EventType::RiichiAccepted
                    || e.type == game::EventType::Disconnect
                    || e.type == game::EventType::Reconnect)
                continue; // their place among the moves is each format's own
            out += std::to_string(int(e.type)) + ' ' + std::to_string(e.seat) + ' ';
            // A win's tile is the one discarded or drawn before it (a record that names another
            // contradicts itself, and tenhou.net/6 JSON does not name it).
            if (e.type != game::EventType::Win && e.type != game::EventType::DrawEnd)
                add(out, e.tile);
            if (e.type == game::EventType::Discard)
                out += e.riichi ? " r" : "";
            if (e.type == game::EventType::Call)
                out += ' ' + std::to_string(e.from) + ' ' + std::to_string(int(e.meld)) + ' ';
            if (e.type == game::EventType::Call || e.type == game::EventType::ClosedKan)
                add(out, e.consumed);
            out += '\n';
        }
        for (const game::WinResult &w : k.wins) {
            out += "win " + std::to_string(w.winner) + ' ' + std::to_string(w.from) + ' ';
            add(out, w.deltas, w.hasDeltas);
            out += '\n';
        }
        if (k.draw) {
            out += "draw " + std::to_string(int(k.draw->kind)) + ' ';
            add(out, k.draw->deltas, k.draw->hasDeltas);
            out += '\n';
        }
    }
    return out;
}

inline void exercise(const Result<game::Record> &record)
{
    if (!record)
        return;
    // tenhou.net/6 JSON keeps each seat's draws and discards in columns and the reader rebuilds
    // the order of play from the rules: a record whose moves do not replay has no order to
    // rebuild, so only one that replays must come back as itself (MJAI keeps the order as it is).
    // A record the JSON writer cannot express (a dealer that is not the round's) it refuses.
    const bool fitsJson = !game::Replay(*record).firstError();
    for (Format format : { Format::TenhouJson, Format::Mjai }) {
        const Result<QByteArray> written = writeRecord(*record, format);
        if (!written)
            continue; // a record the writer refuses, saying why
        if (format == Format::TenhouJson && !fitsJson) {
            (void)readRecord(*written, QStringLiteral("rewritten"));
            continue;
        }
        const Result<game::Record> back = readRecord(*written, QStringLiteral("rewritten"));
        if (!back) {
            std::fprintf(stderr, "what the %s writer wrote does not read: %s\n",
                    format == Format::Mjai ? "MJAI" : "tenhou.net/6 JSON",
                    back.error().message.c_str());
            __builtin_trap();
        }
        const std::string before = essence(*record);
        const std::string after = essence(*back);
        if (before != after) {
            std::fprintf(stderr,
                    "what the %s writer wrote reads back as another game:\n--- read\n%s\n--- "
                    "written and read again\n%s\n",
                    format == Format::Mjai ? "MJAI" : "tenhou.net/6 JSON", before.c_str(),
                    after.c_str());
            __builtin_trap();
        }
    }
}

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace haifu::formats::fuzz
