#include "stats/statstrend.h"

#include "stats/metrictext.h"
#include "storage/statsexport.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// A metric's value in the trend's units: rates as percentages.
double shown(const game::Metric &m, double value)
{
    return m.kind == game::MetricKind::Rate ? value * 100.0 : value;
}

} // namespace

QString dateRange(const QString &first, const QString &last)
{
    if (first.isEmpty() || last.isEmpty())
        return (first.isEmpty() ? last : first).left(10);
    return first.left(10) + u" – "_s + last.left(10);
}

StatsTrend::StatsTrend(QObject *parent) : QObject(parent) { }

void StatsTrend::setGames(const QList<storage::GameTotals> &games)
{
    m_games = games;
    compute();
}

QVariantList StatsTrend::choices() const
{
    QVariantList out;
    for (const game::Metric &m : game::metrics()) {
        if (m.kind == game::MetricKind::Count)
            continue;
        out.append(QVariantMap{
                { u"key"_s, QString::fromLatin1(m.key.data(), qsizetype(m.key.size())) },
                { u"text"_s, metricName(m) } });
    }
    return out;
}

void StatsTrend::setKey(const QString &key)
{
    if (key == m_key || !game::metricByKey(key.toStdString()))
        return;
    m_key = key;
    compute();
}

void StatsTrend::setWindow(int games)
{
    games = std::clamp(games, 1, 1000);
    if (games == m_window)
        return;
    m_window = games;
    compute();
}

void StatsTrend::setCompareCount(int games)
{
    games = std::clamp(games, 1, 100000);
    if (games == m_compareCount)
        return;
    m_compareCount = games;
    compute();
}

bool StatsTrend::isRate() const
{
    const game::Metric *m = game::metricByKey(m_key.toStdString());
    return m && m->kind == game::MetricKind::Rate;
}

void StatsTrend::compute()
{
    computeCurve();
    computeComparison();
    Q_EMIT changed();
}

void StatsTrend::computeCurve()
{
    m_points.clear();
    m_low = 0;
    m_high = 1;
    const game::Metric *metric = game::metricByKey(m_key.toStdString());
    const qsizetype n = m_games.size();
    if (!metric || n == 0)
        return;
    // Prefix sums of the metric's numerator and denominator: a window's value is the ratio of
    // its sums (the games with no denominator count for nothing).
    std::vector<double> num(std::size_t(n) + 1, 0.0);
    std::vector<double> den(std::size_t(n) + 1, 0.0);
    for (qsizetype i = 0; i < n; ++i) {
        const game::PlayerTotals &t = m_games.at(i).totals;
        const double d = game::denominator(metric->per, t);
        const auto v = game::metricValue(*metric, t);
        num[std::size_t(i) + 1] = num[std::size_t(i)] + (v ? *v * d : 0.0);
        den[std::size_t(i) + 1] = den[std::size_t(i)] + (v ? d : 0.0);
    }
    const bool dots = n <= kDotsUpTo;
    const qsizetype count = std::min<qsizetype>(n, kPoints);
    double low = 1e300;
    double high = -1e300;
    for (qsizetype k = 0; k < count; ++k) {
        const qsizetype i = count == n
                ? k
                : qsizetype(std::llround(double(k) * double(n - 1) / double(count - 1)));
        const std::size_t end = std::size_t(i) + 1;
        const std::size_t begin = end > std::size_t(m_window) ? end - std::size_t(m_window) : 0;
        QVariantMap p{ { u"game"_s, int(i + 1) }, { u"date"_s, m_games.at(i).playedAt.left(10) } };
        const double windowDen = den[end] - den[begin];
        if (windowDen > 0) {
            const double average = shown(*metric, (num[end] - num[begin]) / windowDen);
            p.insert(u"average"_s, average);
            low = std::min(low, average);
            high = std::max(high, average);
        }
        if (dots) {
            if (const auto v = game::metricValue(*metric, m_games.at(i).totals)) {
                const double value = shown(*metric, *v);
                p.insert(u"value"_s, value);
                low = std::min(low, value);
                high = std::max(high, value);
            }
        }
        m_points.append(p);
    }
    if (low > high)
        return;
    const double pad = std::max(1e-6, (high - low) * 0.08);
    const bool rate = metric->kind == game::MetricKind::Rate;
    m_low = rate ? std::max(0.0, low - pad) : low - pad;
    m_high = rate ? std::min(100.0, high + pad) : high + pad;
}

void StatsTrend::computeComparison()
{
    m_compareRows.clear();
    m_compareText.clear();
    const qsizetype n = m_games.size();
    const qsizetype recentCount = std::min<qsizetype>(n, m_compareCount);
    const qsizetype beforeCount = std::min<qsizetype>(n - recentCount, m_compareCount);
    if (recentCount == 0)
        return;
    game::PlayerTotals recent;
    game::PlayerTotals before;
    for (qsizetype i = n - recentCount; i < n; ++i)
        recent += m_games.at(i).totals;
    for (qsizetype i = n - recentCount - beforeCount; i < n - recentCount; ++i)
        before += m_games.at(i).totals;
    const QLocale locale;
    for (const game::Metric &m : game::metrics()) {
        if (m.kind == game::MetricKind::Count)
            continue;
        const auto a = game::metricValue(m, recent);
        const auto b = beforeCount > 0 ? game::metricValue(m, before) : std::nullopt;
        QString change;
        bool up = false;
        if (a && b) {
            const double d = shown(m, *a) - shown(m, *b);
            up = d > 0;
            const QString number = (d > 0                  ? u"+"_s
                                                   : d < 0 ? u"−"_s
                                                           : QString())
                    + locale.toString(std::abs(d), 'f', 2);
            //: a change of a percentage, in percentage points
            change = m.kind == game::MetricKind::Rate ? tr("%1 pt").arg(number) : number;
        }
        m_compareRows.append(QVariantMap{ { u"name"_s, metricName(m) },
                { u"recent"_s, storage::metricText(m, a) },
                { u"before"_s, storage::metricText(m, b) }, { u"change"_s, change },
                { u"up"_s, up } });
    }
    const QString recentRange =
            dateRange(m_games.at(n - recentCount).playedAt, m_games.back().playedAt);
    if (beforeCount > 0) {
        const QString beforeRange = dateRange(m_games.at(n - recentCount - beforeCount).playedAt,
                m_games.at(n - recentCount - 1).playedAt);
        //: %n the games of the recent stretch; %1 and %2 its dates and the dates of the games
        //: before it; %3 the number of games before
        m_compareText =
                tr("The last %n game(s) (%1) against the %3 before (%2).", "", int(recentCount))
                        .arg(recentRange, beforeRange)
                        .arg(beforeCount);
    } else {
        m_compareText = tr("All %n game(s) are in the last stretch: nothing before them to "
                           "compare with.",
                "", int(recentCount));
    }
}

} // namespace haifu::app
