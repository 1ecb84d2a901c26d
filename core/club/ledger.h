#pragma once

#include "rules/result.h"
#include "rules/ruleset.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace haifu::club {

// A club game kept as a ledger of hand results (what a paper score sheet holds), replayed by
// scoreGame() into points, honba, deposits, dealer rotation and the game end.

enum class HandKind : std::uint8_t { Ron, Tsumo, ExhaustiveDraw, AbortiveDraw, Chombo };

// One winner of a ron or a tsumo: han/fu, or a yakuman multiple (> 0, then han/fu are ignored).
struct Win
{
    int seat = -1;
    int han = 0;
    int fu = 0;
    int yakuman = 0;
    int paoSeat = -1; // the seat liable (pao) for a yakuman, or -1
    int paoYakuman = 1; // how many of the yakuman the pao seat answers for
};

// One row of the ledger. Seats are 0..players-1, seat 0 being the first dealer.
struct HandEntry
{
    HandKind kind = HandKind::AbortiveDraw;
    std::vector<Win> wins; // ron: one or more winners; tsumo: exactly one
    int discarder = -1; // ron only
    std::array<bool, 4> tenpai{}; // exhaustive draw
    std::array<bool, 4> nagashi{}; // exhaustive draw: nagashi mangan
    int offender = -1; // chombo
    std::array<bool, 4> riichi{}; // seats that declared riichi in this hand
    std::string abortReason; // abortive draw: "nine_terminals", "four_winds", "four_riichi",
                             // "four_kans", "triple_ron" or empty
    std::string note; // free text for the score sheet (yaku, the referee's remark)
    // All-last under rules where the dealer in the lead chooses (Ruleset::dealerTopChoice): the
    // dealer chose to play on after this hand.
    bool dealerPlaysOn = false;

    [[nodiscard]] static HandEntry ron(int discarder, std::vector<Win> wins);
    [[nodiscard]] static HandEntry tsumo(Win win);
    [[nodiscard]] static HandEntry exhaustiveDraw(std::array<bool, 4> tenpai);
    [[nodiscard]] static HandEntry abortiveDraw();
    [[nodiscard]] static HandEntry chombo(int offender);
    HandEntry &withRiichi(std::initializer_list<int> seats);
};

// A penalty given by the referee, deducted from the final score after uma (so the table points
// still sum to zero and the sheet shows it apart). `points` are table points: 20000 = 20.0.
struct Penalty
{
    int seat = -1;
    int points = 0; // > 0: deducted; < 0: a bonus (rare; e.g. a corrected earlier penalty)
    int afterHand = -1; // index of the ledger entry it was given after, -1 = before the first
    std::string reason;
};

struct Game
{
    rules::Ruleset rules; // a snapshot: later preset changes do not rescore old games
    std::array<std::string, 4> players; // names by seat
    std::vector<HandEntry> entries;
    std::vector<Penalty> penalties;
    // Where the game started when it did not start at the ruleset's start points (a game
    // taken over from a record that began elsewhere); empty = startPoints for every seat.
    std::optional<std::array<int, 4>> startScores;
    // Where the first entry is played when the game is taken over in the middle (a record
    // excerpt): round wind (0 East), hand within the round (= dealer seat), honba, deposits.
    int startRound = 0;
    int startHand = 0;
    int startHonba = 0;
    int startSticks = 0;
};

// One replayed hand.
struct HandRecord
{
    std::string label; // "E1-0": round wind, hand number, honba
    int round = 0; // 0 East, 1 South, 2 West, 3 North
    int hand = 0; // 0-based hand within the round (= dealer seat)
    int dealer = 0;
    int honba = 0; // counters on the table during the hand
    int sticksBefore = 0; // deposits carried into the hand
    int sticksAfter = 0; // deposits left on the table after it
    std::array<int, 4> delta{}; // point change per seat, this hand's deposits included
    std::array<int, 4> totals{}; // running totals after the hand
    bool dealerKeeps = false; // renchan (or a replayed hand after chombo)
};

struct GameState
{
    int players = 4;
    std::vector<HandRecord> hands;
    std::array<int, 4> points{};
    int round = 0; // of the next hand
    int hand = 0;
    int dealer = 0;
    int honba = 0;
    int sticks = 0; // deposits on the table
    std::array<int, 4> chombos{}; // chombos per seat paid after uma (ChomboPenalty::AfterUma)
    std::array<int, 4> penalties{}; // referee penalties per seat in table points (Game::penalties)
    bool ended = false;
    // "last hand", "busted", "dealer top", "chombo", "return score reached" or "extension ended"
    // (the west extension ends at the target score or after its last hand).
    std::string endReason;
    [[nodiscard]] std::string nextLabel() const;
};

// "E1-0", "S4-2", "W1-0".
[[nodiscard]] std::string handLabel(int round, int hand, int honba);

// Checks that han/fu exist as a hand value: han >= 1, fu in 20, 25, 30, 40 … 110 below 5 han, no
// 1 han 20/25 fu, no 20 fu ron. Returns what is wrong, if anything.
[[nodiscard]] std::optional<Error> checkHanFu(int han, int fu, bool ron);

// Entries after the game has ended: an error (a ledger), or where the replay stops (a record
// whose rules are being worked out from what it shows).
enum class AfterEnd : std::uint8_t { Refuse, Stop };

// Replays the whole ledger. An impossible entry is refused with an error naming the hand
// ("hand 3 (E3-1)") and the field.
[[nodiscard]] Result<GameState> scoreGame(const Game &game, AfterEnd afterEnd = AfterEnd::Refuse);

} // namespace haifu::club
