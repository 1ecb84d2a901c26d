// haifu-cli review: engine reviews in the library (storage/reviews.h). Reports imported with their
// games, the reviews listed, a player's history summed (agreement and rating per game, deviations
// by category, the worst of them), and the worst deviations turned into a lesson of problems.
#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "formats/lessonfile.h"
#include "mjai/haifureview.h"
#include "mjai/reportreview.h"
#include "mjai/reviewproblems.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/reviews.h"
#include "storage/savefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

void printReviewUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli review import REPORT... --db PATH [--json]"),
                               Tr::tr("haifu-cli review list --db PATH [--player NAME] [--json]"),
                               Tr::tr("haifu-cli review summary --db PATH [--player NAME] "
                                      "[--since DATE] [--until DATE] [--worst N] [--json]"),
                               Tr::tr("haifu-cli review problems --db PATH --player NAME "
                                      "--count N -o LESSON [--since DATE] [--until DATE]"),
                               Tr::tr("haifu-cli review haifu --db PATH --player NAME [--count N] "
                                      "[--json]") },
            { Tr::tr("Engine reviews (README \"Reviews\"). import reads mjai-reviewer JSON "
                     "reports (Mortal): the game goes into the library like any record (the same "
                     "game imported from Tenhou is not stored twice) and the review is attached "
                     "to the reviewed seat; a report that does not fit its game is refused, naming "
                     "the hand and the decision, and nothing of it is kept. summary sums a "
                     "player's reviews: agreement and rating per game, the deviations by category "
                     "and the worst of them. problems writes the player's worst deviations as a "
                     "lesson: the engine's choice is the answer, its probabilities the "
                     "explanation. haifu reviews the player's games that have no review yet with "
                     "Haifu's own analysis (engine \"Haifu\": its costly discards are the "
                     "deviations).") })
           << optionLines(14,
                      { { "--db PATH", Tr::tr("The library file (or HAIFU_LIBRARY)") },
                              { "--player NAME", Tr::tr("Only this player's reviews") },
                              { "--since DATE", Tr::tr("Games from this day on (YYYY-MM-DD)") },
                              { "--until DATE", Tr::tr("Games up to this day (YYYY-MM-DD)") },
                              { "--worst N", Tr::tr("How many worst deviations (default 10)") },
                              { "--count N",
                                      Tr::tr("How many problems (default 10); with haifu, how "
                                             "many games at most (default 50)") },
                              { "-o FILE", Tr::tr("The lesson file to write") },
                              { "--json", Tr::tr("Print JSON") } });
    stream.flush();
}

const Usage kUsage{ u"review"_s, printReviewUsage };

// The filter of --player, --since and --until; the usage error's status when a date is wrong.
std::optional<int> filterOf(const CommandLine &cl, storage::ReviewFilter &filter)
{
    filter.player = cl.value(u"player"_s);
    for (const auto &[name, date] :
            { std::pair{ u"since"_s, &filter.since }, std::pair{ u"until"_s, &filter.until } }) {
        if (!cl.isSet(name))
            continue;
        *date = QDate::fromString(cl.value(name), Qt::ISODate);
        if (!date->isValid())
            //: %1 the option, %2 what was given
            return kUsage.report(
                    Tr::tr("--%1 takes a date YYYY-MM-DD, not '%2'").arg(name, cl.value(name)));
    }
    return std::nullopt;
}

std::optional<int> countOf(const CommandLine &cl, const QString &name, int fallback, int &count)
{
    count = fallback;
    if (!cl.isSet(name))
        return std::nullopt;
    bool ok = false;
    count = cl.value(name).toInt(&ok);
    if (!ok || count < 0 || count > 10'000)
        return kUsage.report(Tr::tr("--%1 takes a number from 0 to 10000").arg(name));
    return std::nullopt;
}

QJsonObject infoJson(const storage::ReviewInfo &r)
{
    QJsonObject categories;
    for (int c = 0; c < engine::kReviewCategoryCount; ++c)
        categories.insert(
                engine::categoryName(engine::ReviewCategory(c)), r.categories[std::size_t(c)]);
    return QJsonObject{ { u"id"_s, r.id }, { u"game"_s, r.gameId }, { u"seat"_s, r.seat },
        { u"player"_s, r.player }, { u"engine"_s, r.engine }, { u"modelTag"_s, r.modelTag },
        { u"date"_s, r.datedAt }, { u"imported"_s, r.importedAt }, { u"rating"_s, r.rating },
        { u"decisions"_s, r.decisions }, { u"agreed"_s, r.agreed },
        { u"agreement"_s, r.agreement() }, { u"deviations"_s, r.deviations },
        { u"serious"_s, r.serious }, { u"qLoss"_s, r.qLoss }, { u"categories"_s, categories } };
}

QJsonObject deviationJson(const storage::ReviewDeviation &d)
{
    return QJsonObject{ { u"review"_s, d.reviewId }, { u"game"_s, d.gameId },
        { u"decision"_s, d.index }, { u"kyoku"_s, d.kyoku }, { u"label"_s, d.label },
        { u"step"_s, d.step }, { u"globalStep"_s, d.globalStep },
        { u"category"_s, engine::categoryName(d.category) },
        { u"severity"_s, engine::severityName(d.severity) }, { u"qLoss"_s, d.qLoss },
        { u"playedProb"_s, d.playedProb }, { u"engine"_s, d.bot.text() },
        { u"played"_s, d.played.text() }, { u"player"_s, d.player }, { u"date"_s, d.datedAt } };
}

QString ratingText(double rating)
{
    return rating < 0 ? u"-"_s : QString::number(rating * 100.0, 'f', 1);
}

QString infoLine(const storage::ReviewInfo &r)
{
    //: review list: id, date, player, seat, engine, agreed/decisions, agreement, rating, deviations
    return Tr::tr("#%1 %2 %3 (seat %4) %5: %6/%7 agreed (%8%), rating %9, %10 deviations")
            .arg(r.id)
            .arg(r.datedAt.left(10), r.player)
            .arg(r.seat)
            .arg(r.engine)
            .arg(r.agreed)
            .arg(r.decisions)
            .arg(r.agreement() * 100.0, 0, 'f', 1)
            .arg(ratingText(r.rating))
            .arg(r.deviations);
}

int importReports(const CommandLine &cl, const QStringList &rest)
{
    if (rest.isEmpty())
        return kUsage.report(Tr::tr("import takes one or more REPORT files and --db PATH"));
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    storage::Importer importer(db);
    int failed = 0;
    QJsonArray items;
    for (const QString &path : rest) {
        const storage::ImportItem item = importer.importFile(path);
        failed += item.status == storage::ImportStatus::Failed ? 1 : 0;
        items.append(QJsonObject{ { u"file"_s, path },
                { u"status"_s, storage::importStatusName(item.status) }, { u"game"_s, item.gameId },
                { u"reviewAdded"_s, item.reviewAdded }, { u"message"_s, item.message } });
        if (cl.isSet(u"json"_s))
            continue;
        if (item.status == storage::ImportStatus::Failed)
            err() << Tr::tr("%1: refused: %2").arg(path, item.message) << '\n';
        else
            //: %1 file, %2 game number, %3 whether the review was added
            out() << Tr::tr("%1: game %2, %3")
                             .arg(path)
                             .arg(item.gameId)
                             .arg(item.reviewAdded ? Tr::tr("review attached")
                                                   : Tr::tr("review already in the library"))
                  << '\n';
    }
    if (cl.isSet(u"json"_s))
        out() << QJsonDocument(QJsonObject{ { u"items"_s, items } })
                         .toJson(QJsonDocument::Indented);
    return failed > 0 ? 1 : 0;
}

int listReviews(const CommandLine &cl, const QStringList &rest)
{
    if (!rest.isEmpty())
        return kUsage.report(Tr::tr("list takes no file"));
    storage::ReviewFilter filter;
    if (auto status = filterOf(cl, filter))
        return *status;
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    auto reviews = storage::listReviews(db, filter);
    if (!reviews)
        return kUsage.fail(reviews.error().message);
    if (cl.isSet(u"json"_s)) {
        QJsonArray list;
        for (const storage::ReviewInfo &r : std::as_const(*reviews))
            list.append(infoJson(r));
        out() << QJsonDocument(QJsonObject{ { u"reviews"_s, list } })
                         .toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const storage::ReviewInfo &r : std::as_const(*reviews))
        out() << infoLine(r) << '\n';
    return 0;
}

int summary(const CommandLine &cl, const QStringList &rest)
{
    if (!rest.isEmpty())
        return kUsage.report(Tr::tr("summary takes no file"));
    storage::ReviewFilter filter;
    if (auto status = filterOf(cl, filter))
        return *status;
    int worst = 0;
    if (auto status = countOf(cl, u"worst"_s, 10, worst))
        return *status;
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    auto s = storage::reviewSummary(db, filter, worst);
    if (!s)
        return kUsage.fail(s.error().message);
    const double agreement = s->decisions > 0 ? double(s->agreed) / s->decisions : 0;
    if (cl.isSet(u"json"_s)) {
        QJsonArray games;
        for (const storage::ReviewInfo &r : std::as_const(s->reviews))
            games.append(infoJson(r));
        QJsonObject categories;
        for (int c = 0; c < engine::kReviewCategoryCount; ++c)
            categories.insert(
                    engine::categoryName(engine::ReviewCategory(c)), s->categories[std::size_t(c)]);
        QJsonArray worstList;
        for (const storage::ReviewDeviation &d : std::as_const(s->worst))
            worstList.append(deviationJson(d));
        out() << QJsonDocument(
                QJsonObject{ { u"player"_s, filter.player },
                        { u"reviews"_s, int(s->reviews.size()) }, { u"decisions"_s, s->decisions },
                        { u"agreed"_s, s->agreed }, { u"agreement"_s, agreement },
                        { u"deviations"_s, s->deviations }, { u"serious"_s, s->serious },
                        { u"meanRating"_s, s->meanRating }, { u"categories"_s, categories },
                        { u"games"_s, games }, { u"worst"_s, worstList } })
                         .toJson(QJsonDocument::Indented);
        return 0;
    }
    //: %1 reviews, %2 decisions, %3 agreed, %4 agreement, %5 mean rating
    out() << Tr::tr("%1 reviewed games, %2 decisions, %3 agreed (%4%), mean rating %5")
                     .arg(s->reviews.size())
                     .arg(s->decisions)
                     .arg(s->agreed)
                     .arg(agreement * 100.0, 0, 'f', 1)
                     .arg(ratingText(s->meanRating))
          << '\n';
    out() << Tr::tr("Deviations: %1 (%2 serious)").arg(s->deviations).arg(s->serious) << '\n';
    for (int c = 0; c < engine::kReviewCategoryCount; ++c)
        out() << "  " << engine::categoryName(engine::ReviewCategory(c)) << ": "
              << s->categories[std::size_t(c)] << '\n';
    for (const storage::ReviewInfo &r : std::as_const(s->reviews))
        out() << infoLine(r) << '\n';
    if (!s->worst.isEmpty())
        out() << Tr::tr("Worst deviations:") << '\n';
    for (const storage::ReviewDeviation &d : std::as_const(s->worst))
        //: %1 date, %2 hand, %3 step, %4 category, %5 engine's choice, %6 played, %7 q lost
        out() << "  "
              << Tr::tr("%1 %2 step %3 (%4): engine %5, played %6, %7 q lost")
                         .arg(d.datedAt.left(10), d.label)
                         .arg(d.step)
                         .arg(engine::categoryName(d.category), d.bot.text(), d.played.text())
                         .arg(d.qLoss, 0, 'f', 3)
              << '\n';
    return 0;
}

int problems(const CommandLine &cl, const QStringList &rest)
{
    if (!rest.isEmpty() || !cl.isSet(u"o"_s) || cl.value(u"player"_s).isEmpty())
        return kUsage.report(Tr::tr("problems takes --player NAME, --count N and -o LESSON"));
    storage::ReviewFilter filter;
    if (auto status = filterOf(cl, filter))
        return *status;
    int count = 0;
    if (auto status = countOf(cl, u"count"_s, 10, count))
        return *status;
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    // The worst deviations first; those that make no problem (a win, an abort) are passed over.
    auto worst = storage::worstDeviations(db, filter, std::max(count * 4, count + 20));
    if (!worst)
        return kUsage.fail(worst.error().message);
    teach::Lesson lesson;
    //: the title of a lesson made from a player's deviations; %1 the player
    lesson.title = Tr::tr("%1's deviations").arg(filter.player).toStdString();
    lesson.introduction =
            Tr::tr("Positions from %1's reviewed games where the engine chose otherwise, the "
                   "costliest first.")
                    .arg(filter.player)
                    .toStdString();
    auto made = storage::problemsOfDeviations(db, *worst, count);
    if (!made)
        return kUsage.fail(made.error().message);
    lesson.problems = std::move(made->problems);
    QJsonArray skipped;
    for (const QString &why : std::as_const(made->refused))
        skipped.append(why);
    if (lesson.problems.empty())
        return kUsage.fail(
                Tr::tr("no deviation of %1 makes a problem").arg(filter.player).toStdString());
    if (auto error = storage::saveFile(cl.value(u"o"_s), formats::writeLesson(lesson)))
        return kUsage.fail(error->message);
    out() << QJsonDocument(
            QJsonObject{ { u"file"_s, cl.value(u"o"_s) },
                    { u"problems"_s, int(lesson.problems.size()) }, { u"skipped"_s, skipped } })
                     .toJson(QJsonDocument::Indented);
    return 0;
}

int haifuReviews(const CommandLine &cl, const QStringList &rest)
{
    if (!rest.isEmpty() || cl.value(u"player"_s).isEmpty())
        return kUsage.report(Tr::tr("haifu takes --player NAME and --db PATH"));
    int count = 0;
    if (auto status = countOf(cl, u"count"_s, 50, count))
        return *status;
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    auto games = storage::unreviewedGames(db, cl.value(u"player"_s), count);
    if (!games)
        return kUsage.fail(games.error().message);
    QJsonArray items;
    int failed = 0;
    for (const auto &[gameId, seat] : std::as_const(*games)) {
        auto record = storage::loadRecord(db, gameId);
        Result<engine::ReviewResult> review = record ? engine::haifuReview(*record, seat)
                                                     : Result<engine::ReviewResult>(record.error());
        Result<storage::StoredReviewResult> stored = review
                ? storage::storeReview(
                        db, gameId, *review, engine::storedReview(*review), u"haifu-analysis"_s)
                : Result<storage::StoredReviewResult>(review.error());
        if (!stored) {
            ++failed;
            err() << Tr::tr("game %1: %2")
                             .arg(gameId)
                             .arg(QString::fromStdString(stored.error().message))
                  << '\n';
            continue;
        }
        const int deviations = int(review->decisions.size()) - review->agreedCount();
        items.append(QJsonObject{ { u"game"_s, gameId }, { u"seat"_s, seat },
                { u"review"_s, stored->id }, { u"decisions"_s, int(review->decisions.size()) },
                { u"deviations"_s, deviations } });
        if (!cl.isSet(u"json"_s))
            //: %1 game, %2 seat, %3 decisions, %4 costly discards
            out() << Tr::tr("game %1 seat %2: %3 decisions, %4 costly")
                             .arg(gameId)
                             .arg(seat)
                             .arg(review->decisions.size())
                             .arg(deviations)
                  << '\n';
    }
    if (cl.isSet(u"json"_s))
        out() << QJsonDocument(QJsonObject{ { u"reviewed"_s, items } })
                         .toJson(QJsonDocument::Indented);
    return failed > 0 ? 1 : 0;
}

} // namespace

int runReview(const QStringList &args)
{
    CommandLine cl{ kDbOption, kJsonOption, { { u"player"_s }, true }, { { u"since"_s }, true },
        { { u"until"_s }, true }, { { u"worst"_s }, true }, { { u"count"_s }, true },
        { { u"o"_s, u"output"_s }, true } };
    if (const auto status = cl.parse(args, kUsage))
        return *status;
    QStringList rest = cl.positional();
    if (rest.isEmpty())
        return kUsage.report(
                Tr::tr("give a sub-command: import, list, summary, problems or haifu"));
    const QString sub = rest.takeFirst();
    using Run = int (*)(const CommandLine &, const QStringList &);
    const std::pair<QString, Run> subCommands[] = { { u"import"_s, importReports },
        { u"list"_s, listReviews }, { u"summary"_s, summary }, { u"problems"_s, problems },
        { u"haifu"_s, haifuReviews } };
    for (const auto &[name, run] : subCommands) {
        if (sub == name)
            return run(cl, rest);
    }
    return kUsage.report(Tr::tr("unknown sub-command '%1'").arg(sub));
}

} // namespace haifu::cli
