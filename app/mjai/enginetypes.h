#pragma once

#include "rules/tile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

// An external MJAI bot reviewing a game record from one seat's view: its choice at each decision
// of that seat, beside what the record's player did (README "External MJAI engine").
namespace haifu::engine {

using rules::Tile;

// tr() for the messages of this layer (context "haifu::engine").
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::engine)
};

// Where a seat decides.
enum class DecisionKind : std::uint8_t {
    Draw, // the seat has drawn: discard, riichi, tsumo, a closed or added kan, nukidora, abort
    AfterCall, // the seat has called chi or pon: its discard
    Claim, // another seat discarded (or added to a kan) a tile the seat could call or ron
};

// "draw", "call", "claim".
[[nodiscard]] QString decisionKindName(DecisionKind kind);

// One action as MJAI writes it: "none", "dahai", "reach", "chi", "pon", "daiminkan", "ankan",
// "kakan", "hora", "ryukyoku", "nukidora". A riichi's tile is its declaration discard.
struct Action
{
    QString type = QStringLiteral("none");
    std::optional<Tile> tile; // dahai, reach, chi, pon, daiminkan, kakan, hora, nukidora
    std::vector<Tile> consumed; // chi, pon, daiminkan, ankan
    QByteArray raw; // the bot's line (cut to kMaxQuotedLine); empty for the record's action

    // {"type", "pai"?, "consumed"?}: the MJAI fields, tiles in MJAI names.
    [[nodiscard]] QJsonObject toJson() const;
    // "dahai 5m", "pon 5m (5m 5mr)", "none" for messages and the CLI's text output.
    [[nodiscard]] QString text() const;
};

// Agreement: the same type, and for a discard or riichi the same tile (a red five and a plain
// five differ), for a call the same consumed tiles in any order, for a kan the same kind; two
// passes ("none") agree, and two wins, aborts or north bonuses.
[[nodiscard]] bool agrees(const Action &bot, const Action &played);

struct Decision
{
    int kyoku = 0; // index into Record::kyoku
    int step = 0; // the game::Replay step of the decision (after the event that asks for it)
    int globalStep = 0; // the same over the whole game (game::Replay::globalStep)
    DecisionKind kind = DecisionKind::Draw;
    Action bot;
    Action played;
    bool agreed = false;
};

struct ReviewResult
{
    int seat = 0;
    std::vector<Decision> decisions; // in game order
    std::vector<QString> kyokuLabels; // per kyoku of the record: "E1-0"

    [[nodiscard]] int agreedCount() const;
    // agreed / decisions, 0 when there is no decision.
    [[nodiscard]] double agreementRate() const;
    [[nodiscard]] std::vector<Decision> disagreements() const;
    // The decision at a position, nullptr when the seat does not decide there.
    [[nodiscard]] const Decision *at(int kyoku, int step) const;
    // The first disagreement after a global step (strictly), nullptr when there is none.
    [[nodiscard]] const Decision *nextDisagreement(int globalStep) const;
    // {"seat", "decisions", "agreed", "agreementRate", "disagreements": [...]} with every
    // decision as {"kyoku", "label", "step", "globalStep", "kind", "bot", "played", "agreed"};
    // `all` adds the full "decisionList".
    [[nodiscard]] QJsonObject toJson(bool all) const;
    // "E1-0" for a kyoku index, "" when unknown.
    [[nodiscard]] QString kyokuLabel(int kyoku) const;
};

// The program to run: what the user configured.
struct BotCommand
{
    QString program;
    QStringList arguments;
    QString workingFolder; // empty: the current folder

    // A command line split into words (QProcess::splitCommand: "double quotes" keep spaces);
    // nullopt when empty.
    [[nodiscard]] static std::optional<BotCommand> parse(
            const QString &commandLine, const QString &workingFolder = {});
};

// Bounds on the bot. A bot past any of them is stopped with an error.
struct BotLimits
{
    int responseMs = 5000; // per answer
    int totalMs = 10 * 60 * 1000; // the whole game
    qsizetype maxLineBytes = 64 * 1024; // one answer line
    qsizetype maxOutputBytes = 32 * 1024 * 1024; // everything the bot writes to stdout
};

// How much of a bot's line an error message quotes.
inline constexpr qsizetype kMaxQuotedLine = 200;

} // namespace haifu::engine
