#pragma once

#include "game/record.h"
#include "rules/points.h"
#include "rules/result.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Internal helpers shared by the readers and writers of app/formats (not a public API).
namespace haifu::formats::detail {

using game::Tile;

// --- Tiles ---------------------------------------------------------------------------------

// Tenhou 136-id (0..135) to a tile; ids 16/52/88 are red when red fives are in play.
[[nodiscard]] Tile tileFromId136(int id, bool redFives);
// tenhou.net/6 code: 11..19, 21..29, 31..39, 41..47, 51..53 (red fives). Other codes: nullopt.
[[nodiscard]] std::optional<Tile> tileFromTenhouCode(int code);
[[nodiscard]] int tenhouCode(Tile tile);
// MJAI: 1m..9m, 1p..9p, 1s..9s, E S W N P F C, 5mr 5pr 5sr. '?' and others: nullopt.
[[nodiscard]] std::optional<Tile> tileFromMjai(QStringView text);
[[nodiscard]] QString mjaiName(Tile tile);

// --- Yaku names -----------------------------------------------------------------------------

// The engine key of a Tenhou yaku id (mjlog AGARI yaku/yakuman lists); empty when unknown.
[[nodiscard]] std::string_view yakuKeyFromTenhouId(int id, bool inYakumanList);
// The engine key of a yaku name as written by tenhou.net/6 JSON (Japanese), its converters
// (English), MJAI servers (gimite names like "reach", "tanyaochu") or the engine itself.
// "sangenpai" (MJAI: one dragon, unspecified) gives "sangenpai"; empty when unknown.
[[nodiscard]] std::string yakuKeyFromName(QStringView name);
// The tenhou.net/6 JSON name of a key; seat/round winds need the wind (0 East .. 3 North).
[[nodiscard]] QString tenhouYakuName(std::string_view key, int wind);
// The MJAI (gimite) name of a key.
[[nodiscard]] QString mjaiYakuName(std::string_view key);
[[nodiscard]] bool isYakumanKey(std::string_view key);

// --- Draw kinds -----------------------------------------------------------------------------

[[nodiscard]] std::optional<game::DrawKind> drawKindFromTenhouType(QStringView type);
[[nodiscard]] std::optional<game::DrawKind> drawKindFromLabel(QStringView label);
[[nodiscard]] QString mjaiDrawReason(game::DrawKind kind);
// A name as compared with the known spellings: lower-case ASCII letters and digits kept, spaces
// and punctuation dropped, other characters (kanji, kana) kept.
[[nodiscard]] QString normaliseName(QStringView name);
// Tenhou's label of a draw ("流局", "九種九牌", …).
[[nodiscard]] QString tenhouDrawLabel(game::DrawKind kind);
[[nodiscard]] std::optional<game::DrawKind> drawKindFromMjaiReason(QStringView reason);

// --- Limits ---------------------------------------------------------------------------------

// Every number a reader takes from a record is checked against these where it is read, and a
// record past them is refused with an error naming the place (README "Game record formats"):
// no real game comes near them, and within them no sum the replay, the verifier or the library
// computes over a record can overflow an int.
inline constexpr int kMaxScore = 10'000'000; // |points| of a score or a score change
inline constexpr int kMaxHandValue = 1'000'000; // the points of one win (6 dealer yakuman: 288,000)
inline constexpr int kMaxHan = 200; // han of one yaku and of a hand
inline constexpr int kMaxFu = 200;
inline constexpr int kMaxYakuPerWin = 64; // yaku entries (dora included) of one win
inline constexpr int kMaxYakuman = 13; // yakuman multiple of one win
inline constexpr int kMaxFinalPoints = 10'000; // |final points| after uma (e.g. +45.3)
inline constexpr int kMaxUma = 1'000; // |uma| of a place, in thousands (mjlog csrule)
inline constexpr int kMaxWinsPerKyoku = 3; // a triple ron
inline constexpr int kMaxKyoku = 500; // hands of one record
inline constexpr int kMaxEventsPerKyoku = 10'000; // moves, dora, riichi and connections of a hand
inline constexpr int kMaxConnectionEntries = 10'000; // tenhou.net/6 "connection" list
inline constexpr int kMaxWarnings = 200; // kept per record; the rest are counted

// `value` rounded to an int when it is finite and within [min, max]; nullopt otherwise.
[[nodiscard]] std::optional<int> boundedInt(double value, int min, int max);
// "what: 1e+12 is out of range (-10000000 to 10000000)".
[[nodiscard]] QString outOfRange(const QString &what, double value, int min, int max);
// The yaku list of a win within the limits (count, each han), or what is wrong. Checked before
// fillHanFromYaku adds them up.
[[nodiscard]] std::optional<QString> checkYakuList(const game::WinResult &win);
// Han, yakuman, fu, points and score changes of a win within the limits, or what is wrong.
[[nodiscard]] std::optional<QString> checkWinNumbers(const game::WinResult &win);

// --- Errors ---------------------------------------------------------------------------------

// Builds messages "FILE: kyoku 3 (E3-1): event 17 (<N>): what".
class ErrorContext
{
public:
    explicit ErrorContext(QString source) : m_source(std::move(source)) { }

    void setKyoku(int index, int round, int honba)
    {
        m_kyoku = index;
        m_round = round;
        m_honba = honba;
    }
    void clearKyoku() { m_kyoku = -1; }
    void setEvent(int index, QString what)
    {
        m_event = index;
        m_what = std::move(what);
        m_tag = {};
        m_typed = false;
    }
    // An element name shown as <name>; the view must stay valid until the next setEvent (the
    // XML reader passes the reader's current name, valid while the element is handled).
    void setElement(int index, QStringView tag)
    {
        m_event = index;
        m_what.clear();
        m_tag = tag;
        m_typed = false;
    }
    // An event known by its type, and its line when `line` >= 0: shown as `line 12, "dahai"`
    // (the type cut to 20 characters) or `"dahai"`, the text made only when a message needs it.
    void setTypedEvent(int index, int line, QString type)
    {
        m_event = index;
        m_what.clear();
        m_tag = {};
        m_line = line;
        m_type = std::move(type);
        m_typed = true;
    }
    void clearEvent()
    {
        m_event = -1;
        m_tag = {};
        m_typed = false;
    }

    [[nodiscard]] QString where() const;
    [[nodiscard]] Error error(const QString &message) const;
    [[nodiscard]] std::string warning(const QString &message) const;
    [[nodiscard]] const QString &source() const { return m_source; }
    // Adds warning(message) to the record's warnings, up to kMaxWarnings; the others are only
    // counted, and finishWarnings() says how many there were.
    void warn(game::Record &record, const QString &message);
    void finishWarnings(game::Record &record);
    // Warns of the unknown kinds skipped (`each` with a kind's name for %1, `others` with how many
    // more there were for %1), then finishes the warnings.
    void finishWithIgnored(game::Record &record, const std::vector<QString> &kinds, qsizetype more,
            const QString &each, const QString &others);

private:
    // What the current event is, as shown in messages.
    [[nodiscard]] QString what() const;

    QString m_source;
    int m_kyoku = -1;
    int m_round = 0;
    int m_honba = 0;
    int m_event = -1;
    QString m_what;
    QStringView m_tag;
    int m_line = -1;
    QString m_type;
    bool m_typed = false;
    qsizetype m_droppedWarnings = 0;
};

// "E1-0" for East 1, honba 0.
[[nodiscard]] QString roundLabel(int round, int honba);

// --- Hands ----------------------------------------------------------------------------------

// Follows each seat's concealed tiles and melds through a kyoku's events, leniently (a tile that
// is not in the hand is noted, never fatal: legality is the replay's business). Readers use it
// to fill in what their format leaves out (the winner's hand and melds in tenhou.net/6 JSON).
class HandTracker
{
public:
    void start(const game::Kyoku &kyoku);
    // Applies one event; returns false when a tile it removes was not in the hand.
    bool apply(const game::Event &event);

    [[nodiscard]] const std::vector<Tile> &closed(int seat) const { return m_closed[seat]; }
    [[nodiscard]] const std::vector<rules::Meld> &melds(int seat) const { return m_melds[seat]; }
    [[nodiscard]] int lastDrawSeat() const { return m_lastDrawSeat; }

private:
    bool remove(int seat, Tile tile);

    std::array<std::vector<Tile>, 4> m_closed;
    std::array<std::vector<rules::Meld>, 4> m_melds;
    int m_lastDrawSeat = -1;
};

// A meld with its tiles sorted by kind (red five after the plain ones of its kind), the called
// tile located, and the source relative to the caller.
[[nodiscard]] rules::Meld makeRecordMeld(rules::MeldKind kind, Tile called, bool hasCalled,
        const std::vector<Tile> &others, int caller, int from);

// The limit of a win as the record states it: yakuman when it counts yakuman, else by its han
// and fu (a win read from a tenhou.net/6 limit text states no fu: by the han alone).
[[nodiscard]] rules::Limit statedLimit(const game::WinResult &win, const rules::Ruleset &rules);

// Sums the han of the yaku list (dora included) and counts yakuman entries (13 han each).
void fillHanFromYaku(game::WinResult &win);

// Seat wind of `seat` (0 East .. 3 North) in a kyoku.
[[nodiscard]] int seatWind(int seat, int dealer, int players);

// Applies Tenhou's game-type bits (mjlog GO type, or the TTTT part of a log id) to a ruleset.
void applyTenhouType(rules::Ruleset &rules, int type);
// A private lobby's rules from GO csrule (observed, undocumented): field 4 the start points,
// field 5 the return points, fields 21-23 the uma of 2nd, 3rd and 4th in thousands. A field out
// of the limits (points past kMaxScore, uma past kMaxUma) is an error, returned as its message.
[[nodiscard]] std::optional<QString> applyTenhouCustomRule(
        rules::Ruleset &rules, const QString &csrule);
// Uma and rounding of Tenhou's final points by game kind and date (for records of Tenhou games).
void applyTenhouFinalScoring(game::Record &record);
// The lobby label Tenhou shows for a game type, e.g. "四鳳南喰赤" / "三般東喰赤速".
[[nodiscard]] QString tenhouLobbyLabel(int type);
// The log id (2019080322gm-00a9-0000-81e85e04) found in a text such as a file name or URL.
[[nodiscard]] QString findTenhouLogId(const QString &text);
// "2019-08-03" from a Tenhou log id; empty when it does not look like one.
[[nodiscard]] QString dateFromTenhouLogId(const QString &id);

// Whether an event belongs to a seat (all but a new dora and the end of a draw).
[[nodiscard]] bool needsSeat(game::EventType type);
// Starts writing event `index` of a hand: the context names it; an error when it belongs to no
// seat of a table of `players`.
[[nodiscard]] std::optional<Error> beginEventWrite(
        ErrorContext &ctx, std::size_t index, const game::Event &e, int players);

// An error when the record's table cannot be written (3 or 4 players only).
[[nodiscard]] std::optional<Error> checkWritablePlayers(
        const game::Record &record, const ErrorContext &ctx);

// Adds yaku `key` with `han` to the win; a name the engine does not know (`key` empty) is kept as
// `name` is written, with a warning.
void addYaku(game::WinResult &win, std::string key, const QString &name, int han, ErrorContext &ctx,
        game::Record &record);
// The yaku list of the win checked (an error naming the place) and its han filled from it.
[[nodiscard]] std::optional<Error> finishYaku(game::WinResult &win, const ErrorContext &ctx);

using game::Event;
using game::EventType;

} // namespace haifu::formats::detail

// The readers and writers of this folder use the shared pieces above and Qt's string literals
// unqualified.
namespace haifu::formats {
using namespace detail;
using namespace Qt::StringLiterals;
} // namespace haifu::formats
