#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <array>
#include <string>
#include <vector>

// A player's play counted hand by hand (the player page's statistics): the counters every metric of
// the player page is a ratio of. Counted from the record replayed event by event, so that what a
// metric needs of the table at a moment (the seat tenpai when it dealt in, another riichi
// standing when it declared its own, its wait) is the table's, not a guess from the result.
//
// Each counter says what it counts; the metric's denominator is named where it is defined
// (hands, wins, riichi, deal-ins, ...). Double ron: each winner's hand is a win; the discarder's
// hand is one deal-in (its points are both payments).
namespace haifu::game {

// A rare event of a hand, listed on the player page: a yakuman win, a deal-in to one, ...
struct RareEvent
{
    int kyoku = 0;
    std::string what; // engine key ("yakuman", "kazoe", "nagashi", "double_riichi", ...)
    bool dealtIn = false; // the seat paid it
};

struct PlayCounts
{
    int hands = 0; // hands the seat sat in
    int dealerHands = 0;
    int dealerKept = 0; // dealer hands whose dealer stayed (a win or tenpai at a draw)

    int wins = 0;
    int tsumoWins = 0;
    int damaWins = 0; // wins with a closed hand without riichi
    long winPoints = 0; // the wins' values (without honba and deposits)
    int winTurns = 0; // own discards before each win, summed (a win's turn is that + 1)

    int dealIns = 0; // hands the seat dealt in
    long dealInPoints = 0;
    int dealInInRiichi = 0; // the seat was in riichi
    int dealInTenpai = 0; // tenpai without riichi
    int dealInNotTenpai = 0;
    int dealInToRiichi = 0; // the (first) winner was in riichi
    int dealInToOpen = 0; // ... had an open hand
    int dealInToDama = 0; // ... a closed hand without riichi

    int riichi = 0; // hands with a riichi declaration
    int firstRiichi = 0; // nobody else in riichi when declared
    int chaseRiichi = 0; // another riichi already standing
    int riichiWins = 0;
    int riichiDealIns = 0; // dealt in after declaring
    int riichiTurns = 0; // own discards before the declaration tile, summed
    int riichiMultiWait = 0; // declared on a wait of two kinds or more
    int ippatsuWins = 0;
    int uraWins = 0; // riichi wins with ura dora

    int calledHands = 0; // hands with a chi, pon or open kan
    int callWins = 0;
    int callDealIns = 0;

    int exhaustiveDraws = 0; // hands ending in an exhaustive draw
    int drawTenpai = 0; // ... with the seat tenpai

    long netPoints = 0; // the seat's score after the hand less before it, summed

    std::vector<RareEvent> rare;

    PlayCounts &operator+=(const PlayCounts &other);
};

// The counts of every seat of `record`, the record replayed once. Errors: the record does not
// replay (the first event the table refuses).
[[nodiscard]] Result<std::array<PlayCounts, 4>> countPlayAll(const Record &record);
// The counts of `seat` in `record`.
[[nodiscard]] Result<PlayCounts> countPlay(const Record &record, int seat);

} // namespace haifu::game
