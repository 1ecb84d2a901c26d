#pragma once

#include "library/librarycontroller.h"
#include "storage/reviews.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The Review page: a player's reviewed games over a period (storage/reviews.h). Agreement and
// rating per game as a curve over time with a moving average, the totals, the deviations by
// category, the worst deviations of the period (each opens its position in the viewer), and the
// chosen deviations made into a lesson of problems in one step (mjai/reviewproblems.h).
class ReviewController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    //! The players with reviews, most reviewed first.
    Q_PROPERTY(QStringList players READ players NOTIFY playersChanged)
    //! The row of the player (engine) shown in the page's boxes (0: everyone, every engine).
    Q_PROPERTY(int playerRow READ playerRow WRITE setPlayerRow NOTIFY filterChanged)
    Q_PROPERTY(int engineRow READ engineRow WRITE setEngineRow NOTIFY filterChanged)
    //! The player shown ("" = everyone).
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY filterChanged)
    //! The period: the last N days (0 = all time).
    Q_PROPERTY(int days READ days WRITE setDays NOTIFY filterChanged)
    //! One point per reviewed game, oldest first: {"date", "label" (short date), "agreement",
    //! "rating" (0..1, -1 without), "agreementAverage", "ratingAverage" (moving averages over
    //! kAverageOf games), "gameId", "engine"}.
    Q_PROPERTY(QVariantList points READ points NOTIFY summaryChanged)
    //! "24 reviewed games · 3,410 decisions · agreement 75.6% · mean rating 82.1".
    Q_PROPERTY(QString totalsText READ totalsText NOTIFY summaryChanged)
    //! The deviations by category: [{"key", "text", "count", "share"}].
    Q_PROPERTY(QVariantList categories READ categories NOTIFY summaryChanged)
    //! The worst deviations of the period, costliest first: [{"reviewId", "gameId", "index",
    //! "globalStep", "text", "detail", "severity", "category", "qLoss"}].
    Q_PROPERTY(QVariantList worst READ worst NOTIFY summaryChanged)
    //! The engines of the reviews kept ("Haifu" is Haifu's own analysis), and the one shown ("" =
    //! every engine).
    Q_PROPERTY(QStringList engines READ engines NOTIFY playersChanged)
    Q_PROPERTY(QString engine READ engine WRITE setEngine NOTIFY filterChanged)
    //! The player's games no review covers yet (Haifu's own analysis can review them).
    Q_PROPERTY(int unreviewedCount READ unreviewedCount NOTIFY summaryChanged)
    Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
    Q_PROPERTY(int analysisDone READ analysisDone NOTIFY analysisChanged)
    Q_PROPERTY(int analysisTotal READ analysisTotal NOTIFY analysisChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY statusChanged)

public:
    // The moving average runs over this many games.
    static constexpr int kAverageOf = 10;
    // The worst deviations listed.
    static constexpr int kWorstCount = 20;

    // Haifu's own analysis reviews this many games at most per run.
    static constexpr int kAnalysisBatch = 200;

    explicit ReviewController(QObject *parent = nullptr);
    ~ReviewController() override;

    // The library to work on (tests, the CLI); otherwise the QML engine's open library.
    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] QStringList players() const { return m_players; }
    [[nodiscard]] int playerRow() const { return int(m_players.indexOf(m_player)) + 1; }
    void setPlayerRow(int row);
    [[nodiscard]] int engineRow() const { return int(m_engines.indexOf(m_engine)) + 1; }
    void setEngineRow(int row);
    [[nodiscard]] QString player() const { return m_player; }
    void setPlayer(const QString &player);
    [[nodiscard]] int days() const { return m_days; }
    void setDays(int days);
    [[nodiscard]] QVariantList points() const { return m_points; }
    [[nodiscard]] QString totalsText() const { return m_totalsText; }
    [[nodiscard]] QVariantList categories() const { return m_categories; }
    [[nodiscard]] QVariantList worst() const { return m_worst; }
    [[nodiscard]] QStringList engines() const { return m_engines; }
    [[nodiscard]] QString engine() const { return m_engine; }
    void setEngine(const QString &engine);
    [[nodiscard]] int unreviewedCount() const { return m_unreviewed; }
    [[nodiscard]] bool analysing() const { return m_worker != nullptr; }
    [[nodiscard]] int analysisDone() const { return m_analysisDone; }
    [[nodiscard]] int analysisTotal() const { return m_analysisTotal; }
    [[nodiscard]] QString statusText() const { return m_statusText; }
    [[nodiscard]] QString errorText() const { return m_errorText; }

    // The choices of the page's boxes: `everyone` then the players; `everyEngine` then the
    // engines, `haifu` for Haifu's own (QML passes the words, so that they follow the language).
    Q_INVOKABLE QStringList playerChoices(const QString &everyone) const;
    Q_INVOKABLE QStringList engineChoices(const QString &everyEngine, const QString &haifu) const;
    // Reads the players and the summary again (after an import).
    Q_INVOKABLE void refresh();
    // Opens deviation `row` of `worst` in the viewer (its game at its step, from the reviewed
    // seat); false when it cannot.
    Q_INVOKABLE bool openDeviation(int row);
    // Makes a lesson of the deviations at `rows` of `worst` and keeps it in the library: the
    // lesson's id, 0 when none of them makes a problem (statusText / errorText say why).
    Q_INVOKABLE int makeLesson(const QVariantList &rows, const QString &title);
    // Reviews the player's unreviewed games (up to kAnalysisBatch) with Haifu's own analysis, in
    // a worker thread; each review is kept as it is done. stopAnalysis() stops it (what is done
    // is kept).
    Q_INVOKABLE void analyseUnreviewed();
    Q_INVOKABLE void stopAnalysis();

Q_SIGNALS:
    void playersChanged();
    void filterChanged();
    void summaryChanged();
    void statusChanged();
    void analysisChanged();
    // The viewer should show library game `gameId` at `globalStep`.
    void openRequested(int gameId, int globalStep);

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    void setStatus(const QString &status, const QString &error);
    void analysed(qint64 gameId, const QByteArray &stored, const QString &error);
    void analysisFinished();

    LibraryLink m_library;
    QStringList m_players;
    QString m_player;
    int m_days = 0;
    QVariantList m_points;
    QString m_totalsText;
    QVariantList m_categories;
    QVariantList m_worst;
    QList<haifu::storage::ReviewDeviation> m_worstDeviations; // the rows of m_worst
    QString m_statusText;
    QString m_errorText;
    QStringList m_engines;
    QString m_engine;
    int m_unreviewed = 0;
    QThread *m_worker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_analysisDone = 0;
    int m_analysisTotal = 0;
    int m_analysisKept = 0;
    QStringList m_analysisErrors;
};

} // namespace haifu::app
