// The 16 hands every table of the load test enters: each dealer is tenpai alone in an exhaustive
// draw (a repeat with one counter), then the next seat wins from the seat after it (the deal
// passes) with 30 fu: East 1 to South 4, so the 16th hand ends the game. In variant 0 the win is
// 1, 2, 3 or 4 han as the dealer is seat 0, 1, 2 or 3, so that the four seats end apart; in
// variant 1 it is always 1 han, and every seat ends where it started (tst_serverload works the
// scores out by hand).
#pragma once

#include "club/ledger.h"

#include <vector>

namespace loadtest {

inline std::vector<haifu::club::HandEntry> loadHands(int variant = 0)
{
    using haifu::club::HandEntry;
    using haifu::club::Win;
    std::vector<HandEntry> hands;
    for (int deal = 0; deal < 8; ++deal) {
        const int dealer = deal % 4;
        std::array<bool, 4> tenpai{};
        tenpai[std::size_t(dealer)] = true;
        hands.push_back(HandEntry::exhaustiveDraw(tenpai));
        hands.push_back(HandEntry::ron(
                (dealer + 2) % 4, { Win{ (dealer + 1) % 4, variant == 0 ? 1 + dealer : 1, 30 } }));
    }
    return hands;
}

} // namespace loadtest
