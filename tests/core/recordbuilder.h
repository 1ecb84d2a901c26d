#pragma once

// Builds game records in code for the replay and verifier tests: tiles in mpsz text, events
// appended one call at a time.

#include "game/record.h"
#include "rules/ruleset.h"
#include "rules/tile.h"

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace recordbuilder {

using namespace haifu;
using game::Event;
using game::EventType;
using game::Kyoku;
using game::Record;
using rules::Tile;

inline Tile tile(const std::string &text)
{
    auto t = rules::parseTile(text);
    if (!t)
        throw std::runtime_error(t.error().message);
    return *t;
}

inline std::vector<Tile> tiles(const std::string &text)
{
    auto t = rules::parseTiles(text);
    if (!t)
        throw std::runtime_error(t.error().message);
    return *t;
}

class Builder
{
public:
    explicit Builder(int players = 4)
    {
        rec.playerCount = players;
        rec.ruleset = *rules::presetRuleset("tenhou");
        rec.ruleset.players = players;
        for (int i = 0; i < players; ++i)
            rec.players[static_cast<std::size_t>(i)].name = "P" + std::to_string(i);
    }

    Record rec;

    Kyoku &kyoku() { return rec.kyoku.back(); }

    // A new kyoku; hands[i] is seat i's deal (13 tiles).
    Builder &start(int round, int honba, int sticks, int dealer, std::array<int, 4> scores,
            const std::vector<std::string> &hands, const std::string &dora)
    {
        Kyoku k;
        k.round = round;
        k.honba = honba;
        k.riichiSticks = sticks;
        k.dealer = dealer;
        k.startScores = scores;
        for (std::size_t i = 0; i < hands.size(); ++i)
            k.hands[i] = tiles(hands[i]);
        k.doraIndicators = tiles(dora);
        rec.kyoku.push_back(std::move(k));
        return *this;
    }

    Builder &draw(int seat, const std::string &t)
    {
        Event e;
        e.type = EventType::Draw;
        e.seat = static_cast<std::int8_t>(seat);
        e.tile = tile(t);
        return push(e);
    }
    Builder &discard(int seat, const std::string &t, bool tsumogiri = false, bool riichi = false)
    {
        Event e;
        e.type = EventType::Discard;
        e.seat = static_cast<std::int8_t>(seat);
        e.tile = tile(t);
        e.tsumogiri = tsumogiri;
        e.riichi = riichi;
        return push(e);
    }
    // Draws a tile and discards it at once (tsumogiri).
    Builder &pass(int seat, const std::string &t) { return draw(seat, t).discard(seat, t, true); }
    Builder &call(int seat, int from, rules::MeldKind kind, const std::string &called,
            const std::string &own)
    {
        Event e;
        e.type = EventType::Call;
        e.seat = static_cast<std::int8_t>(seat);
        e.from = static_cast<std::int8_t>(from);
        e.meld = kind;
        e.tile = tile(called);
        e.consumed = tiles(own);
        return push(e);
    }
    Builder &closedKan(int seat, const std::string &four)
    {
        Event e;
        e.type = EventType::ClosedKan;
        e.seat = static_cast<std::int8_t>(seat);
        e.consumed = tiles(four);
        e.tile = e.consumed.front();
        return push(e);
    }
    Builder &addedKan(int seat, const std::string &t)
    {
        Event e;
        e.type = EventType::AddedKan;
        e.seat = static_cast<std::int8_t>(seat);
        e.tile = tile(t);
        return push(e);
    }
    Builder &northBonus(int seat)
    {
        Event e;
        e.type = EventType::NorthBonus;
        e.seat = static_cast<std::int8_t>(seat);
        e.tile = tile("4z");
        return push(e);
    }
    Builder &riichiAccepted(int seat)
    {
        Event e;
        e.type = EventType::RiichiAccepted;
        e.seat = static_cast<std::int8_t>(seat);
        return push(e);
    }
    Builder &newDora(const std::string &t)
    {
        Event e;
        e.type = EventType::NewDora;
        e.tile = tile(t);
        return push(e);
    }
    Builder &win(game::WinResult w)
    {
        Event e;
        e.type = EventType::Win;
        e.seat = static_cast<std::int8_t>(w.winner);
        e.result = static_cast<int>(kyoku().wins.size());
        kyoku().wins.push_back(std::move(w));
        return push(e);
    }
    Builder &drawEnd(game::DrawResult d)
    {
        Event e;
        e.type = EventType::DrawEnd;
        kyoku().draw = std::move(d);
        return push(e);
    }
    Builder &push(const Event &e)
    {
        kyoku().events.push_back(e);
        return *this;
    }

    // The tiles not dealt and not shown in the current kyoku, in a fixed shuffled order.
    std::vector<Tile> rest(unsigned seed = 1) const
    {
        const Kyoku &k = rec.kyoku.back();
        std::array<int, 34> used{};
        for (const auto &hand : k.hands) {
            for (const Tile &t : hand)
                ++used[t.kind];
        }
        for (const Tile &t : k.doraIndicators)
            ++used[t.kind];
        std::vector<Tile> out;
        for (int kind = 0; kind < 34; ++kind) {
            if (rec.playerCount == 3 && kind >= 1 && kind <= 7)
                continue; // no 2m-8m in sanma
            for (int c = used[static_cast<std::size_t>(kind)]; c < 4; ++c)
                out.push_back(Tile{ static_cast<rules::TileKind>(kind), false });
        }
        std::mt19937 rng(seed);
        for (std::size_t i = out.size(); i > 1; --i)
            std::swap(out[i - 1], out[rng() % i]);
        return out;
    }
};

// Deals shared by the replay and verify tests. Seat 0 of kHands: 123456789m 123p + 5p (tanki on
// 5p), the others far from tenpai; seat 0 of kRyanmen waits on 1p-4p with a pair of 5p.
inline const std::array<int, 4> kStart = { 25000, 25000, 25000, 25000 };
inline const std::vector<std::string> kHands = { "123456789m1235p", "19p19s1234567z22s",
    "234679s234679p1z", "456p789p457s58m69m" };
inline const std::vector<std::string> kRyanmen = { "123456789m2355p", "19p19s1234567z22s",
    "234679s234679p1z", "456p789p457s58m69m" };

} // namespace recordbuilder
