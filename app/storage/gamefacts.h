#pragma once

#include "game/playstats.h"
#include "game/record.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

// What the library stores about a game besides its original bytes: the dedup fingerprint, the
// searchable header and the per-seat results and statistics, all computed from a game::Record
// (and the record's replay) before the write transaction starts.
namespace haifu::storage {

// A fingerprint of the game's content that does not depend on the file format or on the player
// names: a hash over the player count and, for every kyoku, its round, honba, dealer, each seat's
// dealt tiles (as kinds, sorted) and the dora indicators shown at the deal. The XML and the JSON
// of one Tenhou log, or a log converted to MJAI, have the same fingerprint.
[[nodiscard]] QString gameFingerprint(const game::Record &record);

// "tenhou", "mahjongsoul", "mjai", "tenhou-json", "tenhou-xml" or "" from the record's id and
// format.
[[nodiscard]] QString gameSource(const game::Record &record);

// The format names used in the library ("tenhou-xml", "tenhou-json", "mjai", "haifu").
[[nodiscard]] QString recordFormatName(game::RecordFormat format);

struct SeatFacts
{
    QString name;
    QString rank;
    double rating = 0;
    std::optional<int> finalScore;
    std::optional<double> finalPoints;
    std::optional<int> placement; // 1-based; ties go to the seat nearer the first dealer
    int kyokuPlayed = 0;
    int wins = 0;
    int tsumoWins = 0;
    int winPoints = 0; // sum of the hands' values (without honba and deposits)
    int dealIns = 0;
    int dealInPoints = 0;
    int riichi = 0; // hands with a riichi declaration
    int calledHands = 0; // hands with at least one chi, pon or open kan
    // The seat's play counted hand by hand on the replayed record (game/playstats.h); empty
    // when the record does not replay (GameFacts::playCounted false).
    game::PlayCounts play;

    // What the library stores of the seat's play: `play` when it was counted, else the counts
    // above (hands, wins, deal-ins, riichi, calls) and nothing of the rest.
    [[nodiscard]] game::PlayCounts storedPlay(bool counted) const;
};

struct WinFacts
{
    int kyoku = 0;
    int index = 0; // index into Kyoku::wins
    int winner = 0;
    int from = 0; // == winner for tsumo
    int han = 0; // 0 for a yakuman
    int fu = 0;
    int yakuman = 0; // multiple
    int points = 0;
    std::vector<std::pair<QString, int>> yaku; // engine key, han
};

struct GameFacts
{
    QString fingerprint;
    QString sourceId;
    QString format;
    QString source;
    QString lobby;
    QString title;
    QString playedAt; // ISO 8601 date (or date and time) when known
    int playerCount = 4;
    int length = 0; // GameLength: 1 east-only, 2 east-south (hanchan), 0 unknown
    QString ruleset; // preset name
    QString rulesetOptions; // every option of the record's ruleset as a JSON object
    int kyokuCount = 0;
    bool hasFinal = false;
    bool replayOk = true;
    QString replayError; // the first event the replay refused, when any
    bool playCounted = false; // the seats' play counts are complete (SeatFacts::play)
    std::array<SeatFacts, 4> seats;
    std::vector<WinFacts> wins;
};

// Computes the facts of a record; `replay` runs the record through game::Replay's checks (every
// event applied to the table state) and records the first error.
[[nodiscard]] GameFacts gameFacts(const game::Record &record, bool replay = true);

} // namespace haifu::storage
