#include "storage/reviews.h"

#include "common/qtstrings.h"
#include "mjai/reportreview.h"
#include "mjai/reviewproblems.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include <map>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

using engine::ReviewCategory;
using engine::Severity;

// The columns of ReviewInfo, for reviews r joined with games g and players p.
const QString kInfoColumns =
        u"r.id, r.game_id, r.seat, coalesce(p.name, ''), r.engine, r.model_tag, g.title, "
        "r.dated_at, r.imported_at, r.rating, r.decisions, r.agreed, r.deviations, r.serious, "
        "r.q_loss, r.cat_efficiency, r.cat_push_fold, r.cat_riichi, r.cat_calls, "
        "r.cat_placement"_s;
const QString kInfoFrom = u" FROM reviews r JOIN games g ON g.id = r.game_id "
                          "LEFT JOIN players p ON p.id = r.player_id"_s;

ReviewInfo infoFromRow(const QSqlQuery &q)
{
    ReviewInfo r;
    r.id = q.value(0).toLongLong();
    r.gameId = q.value(1).toLongLong();
    r.seat = q.value(2).toInt();
    r.player = q.value(3).toString();
    r.engine = q.value(4).toString();
    r.modelTag = q.value(5).toString();
    r.gameTitle = q.value(6).toString();
    r.datedAt = q.value(7).toString();
    r.importedAt = q.value(8).toString();
    r.rating = q.value(9).isNull() ? -1 : q.value(9).toDouble();
    r.decisions = q.value(10).toInt();
    r.agreed = q.value(11).toInt();
    r.deviations = q.value(12).toInt();
    r.serious = q.value(13).toInt();
    r.qLoss = q.value(14).toDouble();
    for (int c = 0; c < engine::kReviewCategoryCount; ++c)
        r.categories[std::size_t(c)] = q.value(15 + c).toInt();
    return r;
}

// The filter's conditions on reviews r (and players p).
detail::Conditions conditionsOf(const ReviewFilter &filter)
{
    detail::Conditions c;
    if (!filter.player.isEmpty())
        c.add(u"p.name = ?"_s, { filter.player });
    if (filter.since.isValid())
        c.add(u"r.dated_at >= ?"_s, { filter.since.toString(Qt::ISODate) });
    if (filter.until.isValid())
        c.add(u"r.dated_at < ?"_s, { filter.until.addDays(1).toString(Qt::ISODate) });
    if (!filter.engine.isEmpty())
        c.add(u"r.engine = ?"_s, { filter.engine });
    return c;
}

// When the game was played as an ISO date-time, or `fallback`.
QString datedAt(const Database &db, qint64 gameId, const QString &fallback)
{
    QSqlQuery q = db.query();
    if (detail::prepareAndExec(q, u"SELECT played_at FROM games WHERE id = ?"_s, { gameId })
            && q.next() && !q.value(0).toString().isEmpty())
        return q.value(0).toString();
    return fallback;
}

// An action as review_deviations keeps it: its MJAI object, compact.
QVariant actionColumn(const engine::Action &a)
{
    return QString::fromUtf8(QJsonDocument(a.toJson()).toJson(QJsonDocument::Compact));
}

} // namespace

Result<StoredReviewResult> storeReview(const Database &db, qint64 gameId,
        const engine::ReviewResult &review, const QByteArray &report, const QString &fileName)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    const QString sha = originalHash(report);
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT id FROM reviews WHERE game_id = ? AND report_sha = ?"_s,
                { gameId, sha }))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    if (q.next())
        return StoredReviewResult{ q.value(0).toLongLong(), false };
    q.finish();

    // The figures the summary sums.
    int agreed = 0;
    int deviations = 0;
    int serious = 0;
    double loss = 0;
    std::array<int, engine::kReviewCategoryCount> categories{};
    for (const engine::Decision &d : review.decisions) {
        if (d.agreed) {
            ++agreed;
            continue;
        }
        ++deviations;
        serious += d.severity() == Severity::Serious ? 1 : 0;
        loss += d.qLoss();
        ++categories[std::size_t(d.category)];
    }
    const double computed = review.rating();
    const QVariant rating = review.reportedRating >= 0 ? QVariant(review.reportedRating)
            : computed >= 0                            ? QVariant(computed)
                                                       : QVariant(QMetaType(QMetaType::Double));
    const QString now = detail::nowUtc();
    if (!detail::prepareAndExec(q,
                u"SELECT player_id FROM game_players WHERE game_id = ? AND seat = ?"_s,
                { gameId, review.seat }))
        return sqlError(Tr::tr("Cannot read the players of the game"), q);
    const QVariant player = q.next() ? q.value(0) : QVariant(QMetaType(QMetaType::LongLong));
    q.finish();
    const QVariantList values{ gameId, review.seat, player, detail::text(review.engine),
        detail::text(review.modelTag), detail::text(review.engineVersion), sha,
        detail::text(fileName), datedAt(db, gameId, now), now, rating, int(review.decisions.size()),
        agreed, deviations, serious, loss, categories[0], categories[1], categories[2],
        categories[3], categories[4], QString::fromUtf8(engine::storedReview(review)), report };
    if (!detail::prepareAndExec(q,
                u"INSERT INTO reviews (game_id, seat, player_id, engine, model_tag, "
                "engine_version, report_sha, file_name, dated_at, imported_at, rating, decisions, "
                "agreed, deviations, serious, q_loss, cat_efficiency, cat_push_fold, cat_riichi, "
                "cat_calls, cat_placement, data, report) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"_s,
                values))
        return sqlError(Tr::tr("Cannot store the review"), q);
    const qint64 id = detail::returnedId(q);
    QSqlQuery insert = db.query();
    if (!insert.prepare(u"INSERT INTO review_deviations (review_id, idx, kyoku, step, "
                        "global_step, label, category, severity, q_loss, played_prob, bot, "
                        "played) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s))
        return sqlError(Tr::tr("Cannot store the review"), insert);
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const engine::Decision &d = review.decisions[i];
        if (d.agreed)
            continue;
        for (const QVariant &v :
                { QVariant(id), QVariant(int(i)), QVariant(d.kyoku), QVariant(d.step),
                        QVariant(d.globalStep), detail::text(review.kyokuLabel(d.kyoku)),
                        QVariant(engine::categoryName(d.category)), QVariant(int(d.severity())),
                        QVariant(d.qLoss()), QVariant(d.playedProb()), actionColumn(d.bot),
                        actionColumn(d.played) })
            insert.addBindValue(v);
        if (!insert.exec())
            return sqlError(Tr::tr("Cannot store the review"), insert);
    }
    if (auto error = transaction.commit())
        return *error;
    return StoredReviewResult{ id, true };
}

Result<QList<ReviewInfo>> reviewsOfGame(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!detail::prepareAndExec(q,
                u"SELECT "_s + kInfoColumns + kInfoFrom + u" WHERE r.game_id = ? ORDER BY r.id"_s,
                { gameId }))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QList<ReviewInfo> out;
    while (q.next())
        out << infoFromRow(q);
    return out;
}

Result<engine::ReviewResult> loadReview(const Database &db, qint64 reviewId)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT data FROM reviews WHERE id = ?"_s, { reviewId }))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    if (!q.next())
        //: %1 the review's number in the library
        return makeError(Tr::tr("Review %1 is not in the library").arg(reviewId));
    auto review = engine::reviewFromStored(q.value(0).toString().toUtf8());
    if (!review)
        return makeError(Tr::tr("Review %1 of the library cannot be read: %2")
                                 .arg(reviewId)
                                 .arg(QString::fromStdString(review.error().message)));
    return review;
}

std::optional<Error> deleteReview(const Database &db, qint64 reviewId)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    // review_deviations go with it (ON DELETE CASCADE; deleted here too where foreign keys
    // are off).
    if (!detail::prepareAndExec(
                q, u"DELETE FROM review_deviations WHERE review_id = ?"_s, { reviewId })
            || !detail::prepareAndExec(q, u"DELETE FROM reviews WHERE id = ?"_s, { reviewId }))
        return sqlError(Tr::tr("Cannot delete the review"), q);
    return transaction.commit();
}

Result<QList<std::pair<QString, int>>> reviewedPlayers(const Database &db)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT p.name, count(*) AS n FROM reviews r JOIN players p ON p.id = r.player_id "
                "GROUP BY p.name ORDER BY n DESC, p.name"_s))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QList<std::pair<QString, int>> out;
    while (q.next())
        out.append({ q.value(0).toString(), q.value(1).toInt() });
    return out;
}

// A player's seats of games that no review covers (bound: the player's name).
const QString kUnreviewedFrom = u" FROM game_players gp JOIN players p ON p.id = gp.player_id "
                                "JOIN games g ON g.id = gp.game_id WHERE p.name = ? AND NOT EXISTS "
                                "(SELECT 1 FROM reviews r WHERE r.game_id = gp.game_id "
                                "AND r.seat = gp.seat)"_s;

Result<int> unreviewedGameCount(const Database &db, const QString &player)
{
    QSqlQuery q = db.query();
    if (!detail::prepareAndExec(q, u"SELECT count(*)"_s + kUnreviewedFrom, { player }) || !q.next())
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    return q.value(0).toInt();
}

Result<QList<std::pair<qint64, int>>> unreviewedGames(
        const Database &db, const QString &player, int limit)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!detail::prepareAndExec(q,
                u"SELECT gp.game_id, gp.seat"_s + kUnreviewedFrom
                        + u" ORDER BY g.played_at, g.id LIMIT ?"_s,
                { player, std::max(0, limit) }))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QList<std::pair<qint64, int>> out;
    while (q.next())
        out.append({ q.value(0).toLongLong(), q.value(1).toInt() });
    return out;
}

Result<QStringList> reviewEngines(const Database &db)
{
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT DISTINCT engine FROM reviews ORDER BY engine"_s))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QList<ReviewInfo>> listReviews(const Database &db, const ReviewFilter &filter)
{
    const detail::Conditions c = conditionsOf(filter);
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    if (!detail::prepareAndExec(q,
                u"SELECT "_s + kInfoColumns + kInfoFrom + c.where()
                        + u" ORDER BY r.dated_at, r.id"_s,
                c.values))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QList<ReviewInfo> out;
    while (q.next())
        out << infoFromRow(q);
    return out;
}

Result<QList<ReviewDeviation>> worstDeviations(
        const Database &db, const ReviewFilter &filter, int limit)
{
    const detail::Conditions c = conditionsOf(filter);
    QSqlQuery q = db.query();
    q.setForwardOnly(true);
    QVariantList values = c.values;
    values << std::max(0, limit);
    if (!detail::prepareAndExec(q,
                u"SELECT d.review_id, r.game_id, d.idx, d.kyoku, d.step, d.global_step, d.label, "
                "d.category, d.severity, d.q_loss, d.played_prob, d.bot, d.played, "
                "coalesce(p.name, ''), r.dated_at, r.engine FROM review_deviations d "
                "JOIN reviews r ON r.id = d.review_id "
                "LEFT JOIN players p ON p.id = r.player_id"_s
                        + c.where() + u" ORDER BY d.q_loss DESC, d.review_id, d.idx LIMIT ?"_s,
                values))
        return sqlError(Tr::tr("Cannot read the reviews"), q);
    QList<ReviewDeviation> out;
    while (q.next()) {
        ReviewDeviation d;
        d.reviewId = q.value(0).toLongLong();
        d.gameId = q.value(1).toLongLong();
        d.index = q.value(2).toInt();
        d.kyoku = q.value(3).toInt();
        d.step = q.value(4).toInt();
        d.globalStep = q.value(5).toInt();
        d.label = q.value(6).toString();
        d.category = engine::categoryFromName(q.value(7).toString())
                             .value_or(ReviewCategory::Efficiency);
        d.severity = Severity(std::clamp(q.value(8).toInt(), 0, int(Severity::Serious)));
        d.qLoss = q.value(9).toDouble();
        d.playedProb = q.value(10).toDouble();
        (void)engine::actionFromJson(
                QJsonDocument::fromJson(q.value(11).toString().toUtf8()).object(), d.bot);
        (void)engine::actionFromJson(
                QJsonDocument::fromJson(q.value(12).toString().toUtf8()).object(), d.played);
        d.player = q.value(13).toString();
        d.datedAt = q.value(14).toString();
        d.engine = q.value(15).toString();
        out << d;
    }
    return out;
}

Result<DeviationProblems> problemsOfDeviations(
        const Database &db, const QList<ReviewDeviation> &deviations, int limit)
{
    DeviationProblems out;
    std::map<qint64, engine::ReviewResult> reviews;
    std::map<qint64, game::Record> records;
    for (const ReviewDeviation &d : deviations) {
        if (int(out.problems.size()) >= limit)
            break;
        if (!reviews.count(d.reviewId)) {
            auto review = loadReview(db, d.reviewId);
            if (!review)
                return review.error();
            reviews.emplace(d.reviewId, std::move(*review));
        }
        if (!records.count(d.gameId)) {
            auto record = loadRecord(db, d.gameId);
            if (!record)
                return record.error();
            records.emplace(d.gameId, std::move(*record));
        }
        auto problem =
                engine::problemFromDecision(records.at(d.gameId), reviews.at(d.reviewId), d.index);
        if (problem)
            out.problems.push_back(std::move(*problem));
        else
            out.refused << QString::fromStdString(problem.error().message);
    }
    return out;
}

Result<ReviewSummary> reviewSummary(const Database &db, const ReviewFilter &filter, int worstCount)
{
    ReviewSummary s;
    auto reviews = listReviews(db, filter);
    if (!reviews)
        return reviews.error();
    s.reviews = std::move(*reviews);
    double ratingSum = 0;
    int rated = 0;
    for (const ReviewInfo &r : std::as_const(s.reviews)) {
        s.decisions += r.decisions;
        s.agreed += r.agreed;
        s.deviations += r.deviations;
        s.serious += r.serious;
        for (std::size_t c = 0; c < s.categories.size(); ++c)
            s.categories[c] += r.categories[c];
        if (r.rating >= 0) {
            ratingSum += r.rating;
            ++rated;
        }
    }
    s.meanRating = rated > 0 ? ratingSum / rated : -1;
    if (worstCount > 0) {
        auto worst = worstDeviations(db, filter, worstCount);
        if (!worst)
            return worst.error();
        s.worst = std::move(*worst);
    }
    return s;
}

} // namespace haifu::storage
