#pragma once

#include "mjai/enginetypes.h"
#include "rules/result.h"
#include "teach/problem.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <array>
#include <optional>

// Engine reviews kept in the library (schema version 12): a review report (mjai/reportreview.h)
// attached to its game and to the reviewed seat, with the engine, model tag and when it came in;
// several reviews of one game side by side. Each row carries the figures the library-wide summary
// needs (decisions, agreements, rating, deviations by category and severity), and every deviation
// is a row of its own, so that a player's whole history is summed and its worst moments found
// without reading the reviews themselves.
namespace haifu::storage {

class Database;

// A review as the library lists it (without its decisions).
struct ReviewInfo
{
    qint64 id = 0;
    qint64 gameId = 0;
    int seat = 0;
    QString player; // the seat's player in the game
    QString engine;
    QString modelTag;
    QString gameTitle;
    QString datedAt; // the game's date, or when the review came in when the game has none (ISO)
    QString importedAt;
    double rating = -1; // as the report states it, else as the figures give it; -1 without
    int decisions = 0;
    int agreed = 0;
    int deviations = 0;
    int serious = 0;
    double qLoss = 0; // summed over the deviations
    std::array<int, engine::kReviewCategoryCount> categories{}; // deviations by category

    [[nodiscard]] double agreement() const
    {
        return decisions > 0 ? double(agreed) / decisions : 0;
    }
};

struct StoredReviewResult
{
    qint64 id = 0;
    bool added = false; // false: this report was attached to the game already
};

// Attaches a review to a stored game, inside the caller's transaction if one is open (the importer
// stores the game and its review together). The same report (by its bytes' hash) is attached once.
[[nodiscard]] Result<StoredReviewResult> storeReview(const Database &db, qint64 gameId,
        const engine::ReviewResult &review, const QByteArray &report, const QString &fileName);

// The reviews of a game, oldest first.
[[nodiscard]] Result<QList<ReviewInfo>> reviewsOfGame(const Database &db, qint64 gameId);
// One review whole; the error names the review when it is gone or cannot be read.
[[nodiscard]] Result<engine::ReviewResult> loadReview(const Database &db, qint64 reviewId);
[[nodiscard]] std::optional<Error> deleteReview(const Database &db, qint64 reviewId);

struct ReviewFilter
{
    QString player; // exact name; empty: every player
    QDate since; // dated on or after (invalid: no bound)
    QDate until; // dated on or before
    QString engine; // empty: every engine
};

// The players with reviews and how many each has, most reviewed first (ties by name).
[[nodiscard]] Result<QList<std::pair<QString, int>>> reviewedPlayers(const Database &db);

// The games of `player` (every seat they played) that no review covers yet, oldest first, as
// (game id, seat); at most `limit`.
[[nodiscard]] Result<QList<std::pair<qint64, int>>> unreviewedGames(
        const Database &db, const QString &player, int limit);

// How many such games the player has.
[[nodiscard]] Result<int> unreviewedGameCount(const Database &db, const QString &player);

// The engines of the reviews kept ("Mortal", "Haifu"), by name.
[[nodiscard]] Result<QStringList> reviewEngines(const Database &db);

// The reviews the filter keeps, oldest first.
[[nodiscard]] Result<QList<ReviewInfo>> listReviews(const Database &db, const ReviewFilter &filter);

// One deviation with the place to open it.
struct ReviewDeviation
{
    qint64 reviewId = 0;
    qint64 gameId = 0;
    int index = 0; // into the review's decisions
    int kyoku = 0;
    int step = 0;
    int globalStep = 0;
    QString label; // the hand, "E3-1"
    engine::ReviewCategory category = engine::ReviewCategory::Efficiency;
    engine::Severity severity = engine::Severity::Minor;
    double qLoss = 0;
    double playedProb = -1;
    engine::Action bot; // the engine's choice
    engine::Action played;
    QString player;
    QString engine;
    QString datedAt;
};

// The deviations the filter keeps, the costliest first (by q-value lost), at most `limit`.
[[nodiscard]] Result<QList<ReviewDeviation>> worstDeviations(
        const Database &db, const ReviewFilter &filter, int limit);

// The deviations as lesson problems (mjai/reviewproblems.h), in their order, at most `limit`:
// each review and game read once; a deviation that makes no problem (a win, an abort, a position
// the problem checks refuse) is passed over and named in `refused` with why.
struct DeviationProblems
{
    std::vector<teach::Problem> problems;
    QStringList refused;
};
[[nodiscard]] Result<DeviationProblems> problemsOfDeviations(
        const Database &db, const QList<ReviewDeviation> &deviations, int limit);

// A player's history summed: every review the filter keeps (oldest first), the totals, the
// deviations by category and the worst of them.
struct ReviewSummary
{
    QList<ReviewInfo> reviews;
    int decisions = 0;
    int agreed = 0;
    int deviations = 0;
    int serious = 0;
    double meanRating = -1; // over the reviews with a rating
    std::array<int, engine::kReviewCategoryCount> categories{};
    QList<ReviewDeviation> worst;
};
[[nodiscard]] Result<ReviewSummary> reviewSummary(
        const Database &db, const ReviewFilter &filter, int worstCount);

} // namespace haifu::storage
