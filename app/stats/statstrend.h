#pragma once

#include "storage/playerstats.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// "2024-01-02 – 2024-06-30" of two ISO dates (or date-times); the one given when the other is
// empty (a record without a date); "" when both are.
[[nodiscard]] QString dateRange(const QString &first, const QString &last);

// The Statistics page's trends: a metric over the games of who is shown (each game's value and
// the moving average over the last N games, the average the ratio of the window's sums, not a
// mean of ratios), and the last N games against the N before, metric by metric. Fed the games by
// StatsController.
class StatsTrend : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by StatsController")
    //! The metrics a trend can show (rates and averages): [{"key", "text"}].
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)
    Q_PROPERTY(QString key READ key WRITE setKey NOTIFY changed)
    //! The moving average runs over this many games.
    Q_PROPERTY(int window READ window WRITE setWindow NOTIFY changed)
    //! [{"game" (1-based), "value" (this game; only up to kDotsUpTo games), "average", "date"}],
    //! at most kPoints points (the games taken evenly when there are more); rates in percent.
    Q_PROPERTY(QVariantList points READ points NOTIFY changed)
    Q_PROPERTY(bool isRate READ isRate NOTIFY changed)
    //! The value axis' range.
    Q_PROPERTY(double low READ low NOTIFY changed)
    Q_PROPERTY(double high READ high NOTIFY changed)
    //! The last N games against the N before.
    Q_PROPERTY(int compareCount READ compareCount WRITE setCompareCount NOTIFY changed)
    //! [{"name", "recent", "before", "change" ("+1.20 pt"), "up" (bool)}].
    Q_PROPERTY(QVariantList compareRows READ compareRows NOTIFY changed)
    //! "The last 100 games (…) against the 100 before (…)."
    Q_PROPERTY(QString compareText READ compareText NOTIFY changed)

public:
    static constexpr int kPoints = 600;
    static constexpr int kDotsUpTo = 300;

    explicit StatsTrend(QObject *parent = nullptr);

    // The games of who is shown, oldest first.
    void setGames(const QList<storage::GameTotals> &games);

    [[nodiscard]] QVariantList choices() const;
    [[nodiscard]] QString key() const { return m_key; }
    void setKey(const QString &key);
    [[nodiscard]] int window() const { return m_window; }
    void setWindow(int games);
    [[nodiscard]] QVariantList points() const { return m_points; }
    [[nodiscard]] bool isRate() const;
    [[nodiscard]] double low() const { return m_low; }
    [[nodiscard]] double high() const { return m_high; }
    [[nodiscard]] int compareCount() const { return m_compareCount; }
    void setCompareCount(int games);
    [[nodiscard]] QVariantList compareRows() const { return m_compareRows; }
    [[nodiscard]] QString compareText() const { return m_compareText; }

Q_SIGNALS:
    void changed();

private:
    void compute();
    void computeCurve();
    void computeComparison();

    QList<storage::GameTotals> m_games;
    QString m_key = QStringLiteral("average_place");
    int m_window = 20;
    QVariantList m_points;
    double m_low = 0;
    double m_high = 1;
    int m_compareCount = 100;
    QVariantList m_compareRows;
    QString m_compareText;
};

} // namespace haifu::app
