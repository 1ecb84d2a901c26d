#pragma once

#include "library/librarycontroller.h"
#include "stats/statstrend.h"
#include "storage/playerstats.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>
#include <vector>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The Statistics page: a player's or a person's play in numbers (storage/playerstats.h) under a
// filter. The full table of metrics (each with its formula, denominator and percentile among the
// library's players with enough games), sortable; the trends (StatsTrend); the playstyle radar;
// rare events; persons (accounts merged) kept in the library; the table exported as CSV.
class StatsController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    //! Whose statistics can be shown: the persons, then the players with the most games:
    //! [{"text", "person" (bool), "id" (person id), "name" (player name)}].
    Q_PROPERTY(QVariantList subjects READ subjects NOTIFY subjectsChanged)
    //! The row of `subjects` shown (-1: a player typed by name, or nobody).
    Q_PROPERTY(int subjectRow READ subjectRow WRITE setSubjectRow NOTIFY filterChanged)
    //! The name of who is shown ("" when nobody).
    Q_PROPERTY(QString subjectName READ subjectName NOTIFY filterChanged)
    //! The persons: [{"id", "name", "me", "accounts" (names)}].
    Q_PROPERTY(QVariantList persons READ persons NOTIFY subjectsChanged)

    //! The period: the last N days (0: all time; -1: from `since` to `until`).
    Q_PROPERTY(int periodDays READ periodDays WRITE setPeriodDays NOTIFY filterChanged)
    //! The period's first and last days (ISO dates), when periodDays is -1.
    Q_PROPERTY(QString since READ since WRITE setSince NOTIFY filterChanged)
    Q_PROPERTY(QString until READ until WRITE setUntil NOTIFY filterChanged)
    Q_PROPERTY(QString lobby READ lobby WRITE setLobby NOTIFY filterChanged)
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY filterChanged)
    Q_PROPERTY(QString ruleset READ ruleset WRITE setRuleset NOTIFY filterChanged)
    //! 0 any, 1 east-only, 2 east-south.
    Q_PROPERTY(int length READ length WRITE setLength NOTIFY filterChanged)
    //! 0 any, 3 or 4.
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY filterChanged)
    //! "Alice · 1,234 games · 9,876 hands · 2019-03-02 – 2024-06-30".
    Q_PROPERTY(QString summaryText READ summaryText NOTIFY statsChanged)
    Q_PROPERTY(int games READ games NOTIFY statsChanged)
    //! The table: [{"key", "name", "formula", "over" ("of 1,234 hands"), "value" (text),
    //! "number" (the value, or undefined), "percentile" (0..100, -1 without), "tip"}], in the
    //! order of sortColumn.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY statsChanged)
    //! 0 the metrics' order, 1 name, 2 value, 3 percentile.
    Q_PROPERTY(int sortColumn READ sortColumn WRITE setSortColumn NOTIFY sortChanged)
    Q_PROPERTY(bool sortAscending READ sortAscending WRITE setSortAscending NOTIFY sortChanged)

    //! Percentiles among the players with at least this many games.
    Q_PROPERTY(int minGames READ minGames WRITE setMinGames NOTIFY populationChanged)
    //! "Among 312 players with at least 50 four-player games in the library (all their games)".
    Q_PROPERTY(QString populationText READ populationText NOTIFY statsChanged)
    //! The playstyle radar: [{"axis", "percentile" (0..100, -1 without), "value" (text)}].
    Q_PROPERTY(QVariantList radar READ radar NOTIFY statsChanged)

    //! The trends over the games of who is shown (statstrend.h).
    Q_PROPERTY(haifu::app::StatsTrend *trend READ trend CONSTANT)

    //! [{"date", "player", "hand", "what", "dealtIn", "gameId"}].
    Q_PROPERTY(QVariantList rareEvents READ rareEvents NOTIFY statsChanged)

    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY statusChanged)

public:
    static constexpr int kTopPlayers = 300;

    explicit StatsController(QObject *parent = nullptr);

    // The library to work on (tests); otherwise the QML engine's open library.
    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] QVariantList subjects() const { return m_subjects; }
    [[nodiscard]] int subjectRow() const { return m_subjectRow; }
    void setSubjectRow(int row);
    [[nodiscard]] QString subjectName() const { return m_subject.label; }
    [[nodiscard]] QVariantList persons() const { return m_persons; }
    [[nodiscard]] int periodDays() const { return m_periodDays; }
    void setPeriodDays(int days);
    [[nodiscard]] QString since() const { return m_since; }
    void setSince(const QString &date);
    [[nodiscard]] QString until() const { return m_until; }
    void setUntil(const QString &date);
    [[nodiscard]] QString lobby() const { return m_filter.lobby; }
    void setLobby(const QString &lobby);
    [[nodiscard]] QString source() const { return m_filter.source; }
    void setSource(const QString &source);
    [[nodiscard]] QString ruleset() const { return m_filter.ruleset; }
    void setRuleset(const QString &ruleset);
    [[nodiscard]] int length() const { return m_filter.length; }
    void setLength(int length);
    [[nodiscard]] int playerCount() const { return m_filter.playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] QString summaryText() const { return m_summaryText; }
    [[nodiscard]] int games() const { return m_totals.games; }
    [[nodiscard]] QVariantList rows() const;
    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    void setSortColumn(int column);
    [[nodiscard]] bool sortAscending() const { return m_sortAscending; }
    void setSortAscending(bool ascending);
    [[nodiscard]] int minGames() const { return m_minGames; }
    void setMinGames(int games);
    [[nodiscard]] QString populationText() const { return m_populationText; }
    [[nodiscard]] QVariantList radar() const { return m_radar; }
    [[nodiscard]] StatsTrend *trend() const { return m_trend; }
    [[nodiscard]] QVariantList rareEvents() const { return m_rareEvents; }
    [[nodiscard]] QString statusText() const { return m_statusText; }
    [[nodiscard]] QString errorText() const { return m_errorText; }

    // The choices of the source (0), lobby (1) and ruleset (2) filters: `every` then the
    // library's (read again with the subjects); the row of the one chosen; the choice of row
    // `row` (0: every).
    Q_INVOKABLE QStringList filterChoices(int kind, const QString &every) const;
    Q_INVOKABLE int filterRow(int kind) const;
    Q_INVOKABLE void setFilterRow(int kind, int row);
    // Reads the persons, players and choices again, then the statistics.
    Q_INVOKABLE void refresh();
    // Shows the player `name` (as typed); false when the library has no such player.
    Q_INVOKABLE bool showPlayer(const QString &name);
    // Shows the person `id`.
    Q_INVOKABLE bool showPerson(qint64 id);
    // Persons: each returns false and says why in errorText when it cannot.
    Q_INVOKABLE int createPerson(const QString &name);
    Q_INVOKABLE bool renamePerson(qint64 id, const QString &name);
    Q_INVOKABLE bool deletePerson(qint64 id);
    Q_INVOKABLE bool addAccount(qint64 personId, const QString &account);
    Q_INVOKABLE bool removeAccount(qint64 personId, const QString &account);
    Q_INVOKABLE bool setMe(qint64 personId);
    // The players whose names contain `text` (the accounts' picker), most games first; with no
    // text, the players with the most games.
    Q_INVOKABLE QStringList findPlayers(const QString &text) const;
    // Writes the table of who is shown (`everyone`: of every player with at least minGames
    // games, all time) as CSV to `file`; false and errorText when it cannot.
    Q_INVOKABLE bool exportCsv(const QUrl &file, bool everyone = false);
    // The suggested file name of the export.
    Q_INVOKABLE QString exportName() const;

Q_SIGNALS:
    void subjectsChanged();
    void filterChanged();
    void statsChanged();
    void sortChanged();
    void populationChanged();
    void statusChanged();
    // The viewer should show library game `gameId`.
    void openRequested(int gameId);

protected:
    bool event(QEvent *event) override;

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    [[nodiscard]] storage::StatsFilter filter() const;
    void setStatus(const QString &status, const QString &error);
    void readSubjects();
    void recompute();
    void computePopulation();
    // The percentile of `value` of metric `metric` (metrics() order) among the population, -1
    // without one.
    [[nodiscard]] double populationPercentile(
            std::size_t metric, std::optional<double> value) const;
    void filterEdited();
    // Runs a change of the persons; says what was done (`done`) or why it failed, and reads the
    // subjects again.
    bool editPersons(const std::function<std::optional<Error>(const storage::Database &)> &edit,
            const QString &done);

    struct MetricPopulation
    {
        std::vector<double> sorted; // the players' values
    };

    LibraryLink m_library;
    QVariantList m_subjects;
    QVariantList m_persons;
    int m_subjectRow = -1;
    storage::StatsSubject m_subject;
    int m_periodDays = 0;
    QString m_since;
    QString m_until;
    storage::StatsFilter m_filter; // lobby, source, ruleset, length, player count
    storage::StatsChoices m_choices;
    game::PlayerTotals m_totals;
    QList<storage::GameTotals> m_games;
    QString m_summaryText;
    int m_sortColumn = 0;
    bool m_sortAscending = true;
    int m_minGames = 20;
    int m_populationCount = 0; // the player count the population is of
    int m_populationSize = 0;
    std::vector<MetricPopulation> m_population; // per metric, metrics() order
    QString m_populationText;
    QVariantList m_radar;
    StatsTrend *m_trend;
    QVariantList m_rareEvents;
    QString m_statusText;
    QString m_errorText;
};

} // namespace haifu::app
