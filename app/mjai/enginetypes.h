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
    // The action in a player's words (translated): "5m", "riichi", "pon 5m", "pass", "win".
    [[nodiscard]] QString label() const;
};

// An MJAI action object ({"type", "pai"?, "consumed"?}: a bot's answer, a review report's
// action); the reason (translated) when it is not one.
[[nodiscard]] std::optional<QString> actionFromJson(const QJsonObject &o, Action &out);

// Tiles in kind order, a red five after its plain fives (to compare hands and consumed tiles).
[[nodiscard]] std::vector<Tile> sortedTiles(std::vector<Tile> tiles);
// A call on another seat's tile: chi, pon or an open kan.
[[nodiscard]] bool isClaimCall(const Action &a);

// Agreement: the same type, and for a discard or riichi the same tile (a red five and a plain
// five differ), for a call the same consumed tiles in any order, for a kan the same kind; two
// passes ("none") agree, and two wins, aborts or north bonuses.
[[nodiscard]] bool agrees(const Action &bot, const Action &played);

// How far the played action is from the engine's choice, by the probability the engine gave it
// (the bars players read in a review): none (the engine's choice, or no figures), minor (the
// engine plays it at least 20% of the time), moderate (5% to 20%), serious (below 5%).
enum class Severity : std::uint8_t { None, Minor, Moderate, Serious };
// "none", "minor", "moderate", "serious"; severityFromName() reads them (nullopt otherwise).
[[nodiscard]] QString severityName(Severity severity);
[[nodiscard]] std::optional<Severity> severityFromName(const QString &name);
inline constexpr double kMinorProb = 0.20;
inline constexpr double kSeriousProb = 0.05;

// What a decision is about, from the position and the actions (the review's categories): a call
// (a claim, or a call among the actions), riichi or dama (riichi among the actions), the game's
// last hand (placement decides), facing a threat (push or fold: an opponent in riichi or an open
// hand that threatens, insight/danger.h), otherwise efficiency.
enum class ReviewCategory : std::uint8_t { Efficiency, PushFold, Riichi, Calls, Placement };
inline constexpr int kReviewCategoryCount = 5;
// "efficiency", "push-fold", "riichi", "calls", "placement"; the reverse gives nullopt otherwise.
[[nodiscard]] QString categoryName(ReviewCategory category);
[[nodiscard]] std::optional<ReviewCategory> categoryFromName(const QString &name);

// One legal action with the engine's figures (a review report's details, a bot's meta).
struct ScoredAction
{
    Action action;
    double q = 0; // the engine's value of the action (higher is better)
    double prob = 0; // how often the engine plays it (0..1)
};

struct Decision
{
    int kyoku = 0; // index into Record::kyoku
    int step = 0; // the game::Replay step of the decision (after the event that asks for it)
    int globalStep = 0; // the same over the whole game (game::Replay::globalStep)
    DecisionKind kind = DecisionKind::Draw;
    Action bot;
    Action played;
    bool agreed = false;
    // The engine's figures for every legal action, as it ranked them (empty when it gave none),
    // and which of them was played (-1: none of them).
    std::vector<ScoredAction> options;
    int playedOption = -1;
    // The discard that follows this seat's own riichi declaration: a second decision at the
    // declaration's step (a review report lists it apart).
    bool riichiDiscard = false;
    ReviewCategory category = ReviewCategory::Efficiency;

    // The q-value given up: the best option's less the played one's (0 without figures).
    [[nodiscard]] double qLoss() const;
    // The probability the engine gave the played action; -1 without figures.
    [[nodiscard]] double playedProb() const;
    [[nodiscard]] Severity severity() const;
    // The played action's q-value on the scale of the options, 0 (the worst) to 1 (the best); 1
    // without figures. The rating of a review is the square of its mean.
    [[nodiscard]] double qScore() const;
};

struct ReviewResult
{
    int seat = 0;
    std::vector<Decision> decisions; // in game order
    std::vector<QString> kyokuLabels; // per kyoku of the record: "E1-0"
    // Who reviewed: the engine ("Mortal"), its model tag and version, as a report names them.
    QString engine;
    QString modelTag;
    QString engineVersion;
    // The report's own figures, shown as it states them (-1 when it gives none).
    double reportedRating = -1;
    int reportedReviewed = -1;
    int reportedMatches = -1;

    // The rating of the decisions with figures, as mjai-reviewer computes it: the square of the
    // mean qScore (0..1), over the whole game or one kyoku (-1 for all); -1 without figures.
    [[nodiscard]] double rating(int kyoku = -1) const;
    // The decisions and agreements of one kyoku.
    [[nodiscard]] int decisionsIn(int kyoku) const;
    [[nodiscard]] int agreedIn(int kyoku) const;
    // The first decision after a global step (strictly) at `minimum` severity or worse, nullptr
    // when there is none; previousDeviation() looks back.
    [[nodiscard]] const Decision *nextDeviation(int globalStep, Severity minimum) const;
    [[nodiscard]] const Decision *previousDeviation(int globalStep, Severity minimum) const;
    // Every decision at a position (a riichi declaration and its discard share one).
    [[nodiscard]] std::vector<const Decision *> allAt(int kyoku, int step) const;

    [[nodiscard]] int agreedCount() const;
    // agreed / decisions, 0 when there is no decision.
    [[nodiscard]] double agreementRate() const;
    [[nodiscard]] std::vector<Decision> disagreements() const;
    // The decision at a position, nullptr when the seat does not decide there.
    [[nodiscard]] const Decision *at(int kyoku, int step) const;
    // The first disagreement after a global step (strictly), nullptr when there is none.
    [[nodiscard]] const Decision *nextDisagreement(int globalStep) const;
    // {"seat", "decisions", "agreed", "agreementRate", "disagreements": [...]} with every
    // decision as {"kyoku", "label", "step", "globalStep", "kind", "bot", "played", "agreed"},
    // "riichiDiscard": true for a riichi's discard, and with the engine's figures "options":
    // [{"action", "q", "prob"}] (best first), "playedOption" (-1: none), "qLoss", "severity";
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
