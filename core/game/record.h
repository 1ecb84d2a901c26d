#pragma once

#include "rules/hand.h"
#include "rules/ruleset.h"
#include "rules/tile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// The game record model: one normalised form for every record format (Tenhou mjlog XML,
// tenhou.net/6 JSON, MJAI). Readers in app/formats fill it; game::Replay walks it; the verifier
// recomputes its results with the rules engine; writers turn it back into files.
//
// Conventions: seats are absolute 0..playerCount-1 as in the record (seat 0 is East in the first
// kyoku); scores are in points (mjlog's hundreds are multiplied out); tiles keep their red flag.
namespace haifu::game {

using rules::Tile;

struct Player
{
    std::string name;
    std::string rank; // e.g. "七段" or "4-dan" as the source states it; may be empty
    double rating = 0; // R value where the source has one, else 0
};

enum class EventType : std::uint8_t {
    Draw, // seat draws `tile` (replacement = from the dead wall after a kan or a north bonus)
    Discard, // seat discards `tile`; tsumogiri when it is the tile just drawn; riichi when the
             // discard declares riichi (the tile is turned sideways)
    Call, // seat calls `tile` from `from` with `consumed` own tiles: chi, pon or minkan
    ClosedKan, // seat declares a closed kan of the four `consumed` tiles (ankan)
    AddedKan, // seat adds `tile` to its pon of that kind (kakan); others may rob it (chankan)
    NorthBonus, // sanma: seat sets aside a north (`tile`) as a bonus dora (nukidora)
    RiichiAccepted, // seat's riichi stands: the 1000-point deposit is placed on the table
    NewDora, // a new dora indicator `tile` is revealed (after a kan)
    Win, // a win: index `result` into Kyoku::wins
    DrawEnd, // the hand ends in a draw: Kyoku::draw says which
    Disconnect, // seat disconnected (Tenhou BYE); informational
    Reconnect, // seat came back; informational
};

struct Event
{
    EventType type = EventType::Draw;
    std::int8_t seat = -1; // the acting seat
    std::int8_t from = -1; // Call: the seat the called tile came from
    bool tsumogiri = false; // Discard
    bool riichi = false; // Discard: this discard declares riichi
    bool replacement = false; // Draw: from the dead wall
    rules::MeldKind meld = rules::MeldKind::Chi; // Call: chi, pon or minkan
    Tile tile; // the drawn, discarded, called, added or indicated tile
    std::vector<Tile> consumed; // Call / ClosedKan: the caller's own tiles; AddedKan: the three
                                // tiles of the pon being extended (when the source has them)
    int result = -1; // Win: index into Kyoku::wins
};

// One winner's result as the record states it (the verifier recomputes and compares).
struct WinResult
{
    int winner = -1;
    int from = -1; // the discarder; == winner for tsumo
    int pao = -1; // the liable seat, -1 when none
    std::vector<Tile> closed; // concealed tiles including the winning tile, as shown
    std::vector<rules::Meld> melds;
    Tile winTile;
    int han = 0; // 0 for yakuman
    int fu = 0;
    int yakuman = 0; // yakuman multiple (0 when the hand is counted in han)
    std::vector<std::pair<std::string, int>> yaku; // engine yaku keys and han as recorded
    int points = 0; // the hand's value as stated (ron amount or tsumo total, without honba)
    std::vector<Tile> doraIndicators; // as shown at the win (kan dora included)
    std::vector<Tile> uraIndicators;
    std::array<int, 4> deltas{}; // recorded score changes, sticks and honba included
    bool hasDeltas = false;
};

enum class DrawKind : std::uint8_t {
    Exhaustive, // ryuukyoku: the wall ran out
    NagashiMangan, // exhaustive draw with a nagashi mangan payment
    NineTerminals, // kyuushu kyuuhai
    FourWinds, // suufon renda
    FourRiichi, // suucha riichi
    FourKans, // suukaikan
    TripleRon, // sanchahou
};

struct DrawResult
{
    DrawKind kind = DrawKind::Exhaustive;
    std::array<bool, 4> tenpai{}; // as recorded (hands shown)
    std::array<bool, 4> nagashi{}; // seats paid nagashi mangan
    std::array<std::vector<Tile>, 4> shownHands; // hands revealed at the draw, when recorded
    std::array<int, 4> deltas{};
    bool hasDeltas = false;
};

// One hand from the deal to its end.
struct Kyoku
{
    int round = 0; // 0 = East 1, 1 = East 2, …, 4 = South 1, 8 = West 1
    int honba = 0;
    int riichiSticks = 0; // deposits on the table at the start
    int dealer = 0; // seat
    std::array<int, 4> startScores{};
    std::vector<Tile> doraIndicators; // revealed at the start (normally one)
    std::array<std::vector<Tile>, 4> hands; // the deal, 13 tiles per seat
    // The wall, when the source lets it be rebuilt (a Tenhou mjlog's SHUFFLE seed), else all
    // empty. `wall` is the live wall in draw order: wall[0] is the first draw after the deal (the
    // dealer's 14th tile), then on around the table; 70 tiles with four players, 55 with three.
    // Every dead-wall draw moves the last live tile (haitei) one up, so the live draws of a hand
    // stop when live draws + replacement draws == wall.size() (with three players the last tiles
    // of `wall` are then the slots of the later kan dora, which are never drawn live).
    std::vector<Tile> wall;
    std::vector<Tile> replacementTiles; // dead-wall draws (after a kan or a north bonus) in the
                                        // order they are taken: 4 with four players, 8 with three
    std::vector<Tile> doraIndicatorSlots; // the 5 dora indicators in reveal order: [0] is shown
                                          // at the start, [1..4] after the 1st..4th kan
    std::vector<Tile> uraIndicatorSlots; // the 5 ura indicators, in the same order ([i] lies
                                         // under doraIndicatorSlots[i])
    bool trueWall = false; // the fields above were rebuilt from the record's seed AND agree with
                           // every recorded deal tile, draw, replacement draw, dora indicator and
                           // shown ura indicator of this hand
    std::vector<Event> events;
    std::vector<WinResult> wins;
    std::optional<DrawResult> draw;
    std::array<int, 4> endScores{}; // as recorded after the hand, when known
    bool hasEndScores = false;

    [[nodiscard]] int roundWind() const { return round / 4; } // 0 East, 1 South, 2 West
    [[nodiscard]] int handNumber() const { return round % 4 + 1; } // 1-based
};

// Where a record came from and what it is.
enum class RecordFormat : std::uint8_t { Unknown, TenhouXml, TenhouJson, Mjai, Haifu };

struct Record
{
    RecordFormat format = RecordFormat::Unknown;
    std::string id; // the log id / ref when the source has one (e.g. 2019080322gm-00a9-…)
    std::string title; // lobby or event title lines as given
    std::string lobby; // e.g. "四鳳南喰赤", a Mahjong Soul room, or empty
    std::string date; // ISO 8601 date when known
    int playerCount = 4;
    std::array<Player, 4> players;
    rules::Ruleset ruleset; // the rules the game was played under (from the header)
    std::vector<Kyoku> kyoku;
    std::array<int, 4> finalScores{}; // raw points after the last hand, as recorded
    std::array<double, 4> finalPoints{}; // after uma/oka, as recorded
    bool hasFinal = false; // finalScores are recorded
    bool hasFinalPoints = false; // finalPoints are recorded too (MJAI end_game has scores only)
    std::vector<std::string> warnings; // oddities found while reading (never silently dropped)
    std::string wallSeed; // the wall seed as given (Tenhou mjlog <SHUFFLE seed="…">), else empty
};

} // namespace haifu::game
