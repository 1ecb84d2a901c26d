#pragma once

#include "game/record.h"
#include "mjai/enginetypes.h"
#include "rules/hand.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

// A game record as the lines an MJAI bot in one seat is sent (others' deals and draws hidden as
// "?"), each marked where the seat decides, with what the record's player did there and what
// the seat may do (to refuse an illegal answer).
namespace haifu::engine {

// What the seat may do at a decision, from the table at that step.
struct Allowed
{
    std::vector<Tile> closed; // the seat's concealed tiles (the drawn one included)
    std::vector<rules::Meld> melds;
    std::optional<Tile> drawn; // Draw: the tile just drawn
    Tile offered; // Claim: the tile discarded or added to a kan
    bool inRiichi = false;
    bool closedHand = true; // no open meld
    bool complete = false; // Draw: the hand is complete (a tsumo)
    bool canChi = false;
    bool canPon = false;
    bool canKan = false;
    bool canRon = false; // the tile is a wait and the seat is not furiten (yaku not checked)
};

enum class LineRole : std::uint8_t {
    Plain, // any answer (a bot says "none")
    Decision, // the seat decides
    RiichiDiscard, // the seat's own reach: the answer is its declaration discard
};

struct FeedLine
{
    QByteArray json; // the line sent, without its newline
    QString type; // its "type"
    int kyoku = -1; // -1 for start_game and end_game
    int step = 0; // the replay step after the line's event (0 for the deal)
    LineRole role = LineRole::Plain;
    DecisionKind kind = DecisionKind::Draw;
    Action played; // Decision: what the record's player did
    Allowed allowed; // Decision, RiichiDiscard
};

struct Feed
{
    int seat = 0;
    int playerCount = 4;
    std::vector<FeedLine> lines;
    std::vector<int> firstGlobalStep; // per kyoku, as game::Replay counts global steps
    std::vector<QString> kyokuLabels; // per kyoku: "E1-0"
    int decisions = 0;
};

// The feed of `record` for `seat`; the error (translated) when the seat does not exist or the
// record cannot be written as MJAI or replayed.
[[nodiscard]] std::optional<QString> buildFeed(const game::Record &record, int seat, Feed &feed);

} // namespace haifu::engine
