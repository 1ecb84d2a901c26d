#include "review/reviewcontroller.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "insight/reviewtext.h"
#include "mjai/haifureview.h"
#include "mjai/reportreview.h"
#include "mjai/reviewproblems.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/lessons.h"
#include "storage/reviews.h"

#include <QDate>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// The mean of the last `window` values with a figure (>= 0) up to index i, -1 without.
double movingAverage(const std::vector<double> &values, std::size_t i, int window)
{
    double sum = 0;
    int n = 0;
    for (std::size_t j = i + 1; j-- > 0 && n < window;) {
        if (values[j] < 0)
            continue;
        sum += values[j];
        ++n;
    }
    return n > 0 ? sum / n : -1;
}

} // namespace

ReviewController::ReviewController(QObject *parent) : QObject(parent) { }

ReviewController::~ReviewController()
{
    if (m_worker) {
        m_cancel->store(true);
        m_worker->wait();
    }
}

void ReviewController::setDatabase(const storage::Database *db)
{
    m_library.set(db);
    refresh();
}

void ReviewController::setPlayer(const QString &player)
{
    if (player == m_player)
        return;
    m_player = player;
    Q_EMIT filterChanged();
    refresh();
}

QStringList ReviewController::playerChoices(const QString &everyone) const
{
    return QStringList{ everyone } + m_players;
}

void ReviewController::setPlayerRow(int row)
{
    setPlayer(row >= 1 && row <= m_players.size() ? m_players.at(row - 1) : QString());
}

QStringList ReviewController::engineChoices(const QString &everyEngine, const QString &haifu) const
{
    QStringList out{ everyEngine };
    for (const QString &e : m_engines)
        out << (e == QLatin1String(engine::kHaifuEngine) ? haifu : e);
    return out;
}

void ReviewController::setEngineRow(int row)
{
    setEngine(row >= 1 && row <= m_engines.size() ? m_engines.at(row - 1) : QString());
}

void ReviewController::setEngine(const QString &engine)
{
    if (engine == m_engine)
        return;
    m_engine = engine;
    Q_EMIT filterChanged();
    refresh();
}

void ReviewController::setDays(int days)
{
    days = std::max(0, days);
    if (days == m_days)
        return;
    m_days = days;
    Q_EMIT filterChanged();
    refresh();
}

void ReviewController::setStatus(const QString &status, const QString &error)
{
    m_statusText = status;
    m_errorText = error;
    Q_EMIT statusChanged();
}

void ReviewController::refresh()
{
    m_points.clear();
    m_categories.clear();
    m_worst.clear();
    m_worstDeviations.clear();
    m_totalsText.clear();
    const storage::Database *db = database();
    if (!db || !db->isOpen()) {
        Q_EMIT summaryChanged();
        return;
    }
    auto players = storage::reviewedPlayers(*db);
    QStringList names;
    if (players) {
        for (const auto &[name, count] : std::as_const(*players))
            names << name;
    }
    auto engines = storage::reviewEngines(*db);
    const QStringList engineNames = engines ? *engines : QStringList();
    if (names != m_players || engineNames != m_engines) {
        m_players = names;
        m_engines = engineNames;
        Q_EMIT playersChanged();
    }
    m_unreviewed = 0;
    if (!m_player.isEmpty()) {
        if (auto count = storage::unreviewedGameCount(*db, m_player))
            m_unreviewed = *count;
    }
    storage::ReviewFilter filter;
    filter.player = m_player;
    filter.engine = m_engine;
    if (m_days > 0)
        filter.since = QDate::currentDate().addDays(-m_days);
    auto summary = storage::reviewSummary(*db, filter, kWorstCount);
    if (!summary) {
        setStatus({}, haifu::errorText(summary.error()));
        Q_EMIT summaryChanged();
        return;
    }
    std::vector<double> agreement;
    std::vector<double> rating;
    for (const storage::ReviewInfo &r : std::as_const(summary->reviews)) {
        agreement.push_back(r.decisions > 0 ? r.agreement() : -1);
        rating.push_back(r.rating);
    }
    const QLocale locale;
    for (qsizetype i = 0; i < summary->reviews.size(); ++i) {
        const storage::ReviewInfo &r = summary->reviews[i];
        const QDate date = QDate::fromString(r.datedAt.left(10), Qt::ISODate);
        const auto at = std::size_t(i);
        m_points << QVariantMap{ { u"date"_s, r.datedAt.left(10) },
            { u"label"_s,
                    date.isValid() ? locale.toString(date, QLocale::ShortFormat) : QString() },
            { u"agreement"_s, agreement[at] }, { u"rating"_s, rating[at] },
            { u"agreementAverage"_s, movingAverage(agreement, at, kAverageOf) },
            { u"ratingAverage"_s, movingAverage(rating, at, kAverageOf) },
            { u"gameId"_s, r.gameId }, { u"engine"_s, r.engine } };
    }
    const double share = summary->decisions > 0 ? double(summary->agreed) / summary->decisions : 0;
    m_totalsText = summary->reviews.isEmpty()
            ? tr("No reviewed game in this period.")
            //: %n reviewed games, %1 decisions, %2 agreement in percent, %3 the mean rating
            : tr("%n reviewed game(s) · %1 decisions · agreement %2% · mean rating %3", nullptr,
                    int(summary->reviews.size()))
                      .arg(locale.toString(summary->decisions))
                      .arg(QString::number(share * 100.0, 'f', 1))
                      .arg(summary->meanRating >= 0
                                      ? QString::number(summary->meanRating * 100.0, 'f', 1)
                                      : u"-"_s);
    for (int c = 0; c < engine::kReviewCategoryCount; ++c) {
        const int count = summary->categories[std::size_t(c)];
        m_categories << QVariantMap{ { u"key"_s, engine::categoryName(engine::ReviewCategory(c)) },
            { u"text"_s, categoryText(engine::ReviewCategory(c)) }, { u"count"_s, count },
            { u"share"_s, summary->deviations > 0 ? double(count) / summary->deviations : 0.0 } };
    }
    m_worstDeviations = summary->worst;
    for (const storage::ReviewDeviation &d : std::as_const(summary->worst)) {
        //: a worst deviation: %1 the game's date, %2 the hand, %3 the player, %4 the engine
        const QString where =
                tr("%1 · %2 · %3 · %4").arg(d.datedAt.left(10), d.label, d.player, d.engine);
        //: %1 the engine's choice, %2 the player's, %3 the q-value lost
        const QString text = tr("engine %1, played %2 (%3 q lost)")
                                     .arg(d.bot.label(), d.played.label())
                                     .arg(d.qLoss, 0, 'f', 3);
        m_worst << QVariantMap{ { u"reviewId"_s, d.reviewId }, { u"gameId"_s, d.gameId },
            { u"index"_s, d.index }, { u"globalStep"_s, d.globalStep }, { u"text"_s, text },
            { u"detail"_s,
                    where + u" · "_s + categoryText(d.category) + u" · "_s
                            + severityText(d.severity) },
            { u"severity"_s, engine::severityName(d.severity) },
            { u"category"_s, engine::categoryName(d.category) }, { u"qLoss"_s, d.qLoss } };
    }
    Q_EMIT summaryChanged();
}

bool ReviewController::openDeviation(int row)
{
    if (row < 0 || row >= m_worst.size())
        return false;
    const QVariantMap d = m_worst.at(row).toMap();
    Q_EMIT openRequested(d.value(u"gameId"_s).toInt(), d.value(u"globalStep"_s).toInt());
    return true;
}

int ReviewController::makeLesson(const QVariantList &rows, const QString &title)
{
    const storage::Database *db = database();
    if (!db || !db->isOpen()) {
        setStatus({}, tr("There is no library to keep lessons in."));
        return 0;
    }
    teach::Lesson lesson;
    const QString name = title.trimmed().isEmpty()
            //: the title of a lesson made from deviations; %1 the player (or "everyone")
            ? tr("Deviations of %1").arg(m_player.isEmpty() ? tr("everyone") : m_player)
            : title.trimmed();
    lesson.title = name.toStdString();
    lesson.introduction = tr("Positions from reviewed games where the engine chose otherwise. "
                             "The engine's choice is the answer.")
                                  .toStdString();
    QList<storage::ReviewDeviation> chosen;
    for (const QVariant &v : rows) {
        const int row = v.toInt();
        if (row >= 0 && row < m_worstDeviations.size())
            chosen << m_worstDeviations.at(row);
    }
    auto made = storage::problemsOfDeviations(*db, chosen, int(chosen.size()));
    if (!made) {
        setStatus({}, haifu::errorText(made.error()));
        return 0;
    }
    lesson.problems = std::move(made->problems);
    const QStringList &refused = made->refused;
    if (lesson.problems.empty()) {
        setStatus({},
                refused.isEmpty() ? tr("Choose the deviations to make problems of.")
                                  : tr("No problem could be made: %1").arg(refused.first()));
        return 0;
    }
    lesson.author = m_player.toStdString();
    auto id = storage::saveLesson(*db, 0, lesson);
    if (!id) {
        setStatus({}, haifu::errorText(id.error()));
        return 0;
    }
    //: %1 the lesson's title, %n problems
    QString status = tr("Lesson \"%1\" with %n problem(s) is on the Lessons page.", nullptr,
            int(lesson.problems.size()))
                             .arg(name);
    if (!refused.isEmpty())
        status += u' ' + tr("%n deviation(s) made no problem.", nullptr, int(refused.size()));
    setStatus(status, {});
    return int(*id);
}

} // namespace haifu::app

namespace haifu::app {

void ReviewController::analyseUnreviewed()
{
    const storage::Database *db = database();
    if (m_worker || !db || !db->isOpen() || m_player.isEmpty())
        return;
    auto games = storage::unreviewedGames(*db, m_player, kAnalysisBatch);
    if (!games) {
        setStatus({}, haifu::errorText(games.error()));
        return;
    }
    // The records are read here (the library belongs to this thread); the analysis is the work.
    struct Job
    {
        qint64 gameId;
        int seat;
        game::Record record;
    };
    auto jobs = std::make_shared<std::vector<Job>>();
    for (const auto &[gameId, seat] : std::as_const(*games)) {
        auto record = storage::loadRecord(*db, gameId);
        if (record)
            jobs->push_back({ gameId, seat, std::move(*record) });
    }
    if (jobs->empty()) {
        setStatus(tr("Every game of %1 has a review.").arg(m_player), {});
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_analysisDone = 0;
    m_analysisTotal = int(jobs->size());
    m_analysisKept = 0;
    m_analysisErrors.clear();
    m_worker = QThread::create([this, jobs, cancel = m_cancel] {
        for (const Job &job : *jobs) {
            if (cancel->load())
                return;
            auto review = engine::haifuReview(job.record, job.seat, 500, {}, cancel.get());
            const QByteArray stored = review ? engine::storedReview(*review) : QByteArray();
            const QString error =
                    review ? QString() : QString::fromStdString(review.error().message);
            QMetaObject::invokeMethod(
                    this, [this, id = job.gameId, stored, error] { analysed(id, stored, error); },
                    Qt::QueuedConnection);
        }
    });
    m_worker->setObjectName(u"haifu-review"_s);
    connect(m_worker, &QThread::finished, this, &ReviewController::analysisFinished,
            Qt::QueuedConnection);
    m_worker->start(QThread::LowPriority);
    setStatus(
            tr("Haifu is reviewing %n game(s) of %1…", nullptr, m_analysisTotal).arg(m_player), {});
    Q_EMIT analysisChanged();
}

void ReviewController::stopAnalysis()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ReviewController::analysed(qint64 gameId, const QByteArray &stored, const QString &error)
{
    ++m_analysisDone;
    const storage::Database *db = database();
    if (!error.isEmpty() || !db) {
        if (!error.isEmpty() && !(m_cancel && m_cancel->load()))
            m_analysisErrors << tr("game %1: %2").arg(gameId).arg(error);
    } else if (auto review = engine::reviewFromStored(stored)) {
        auto kept = storage::storeReview(*db, gameId, *review, stored, u"haifu-analysis"_s);
        if (kept)
            ++m_analysisKept;
        else
            m_analysisErrors << haifu::errorText(kept.error());
    }
    Q_EMIT analysisChanged();
}

void ReviewController::analysisFinished()
{
    if (!m_worker)
        return;
    m_worker->deleteLater();
    m_worker = nullptr;
    //: %n games reviewed by Haifu's own analysis
    const QString status = tr("Haifu reviewed %n game(s); its reviews are labelled \"Haifu\".",
            nullptr, m_analysisKept);
    setStatus(status, m_analysisErrors.isEmpty() ? QString() : m_analysisErrors.first());
    Q_EMIT analysisChanged();
    refresh();
}

} // namespace haifu::app
