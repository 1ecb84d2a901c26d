#pragma once

#include "storage/games.h"

#include <QAbstractListModel>
#include <QDate>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QThread;

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The games of the library that match the current search, one row per game, fetched a page at a
// time as the view scrolls (canFetchMore/fetchMore). Setting a filter or the sort order runs
// the search again. The number of matches is known at once when the first page holds them all;
// otherwise it is counted in a worker thread on its own read-only connection (a count of most of
// a million-game library takes about a second), and until it arrives `total` is the number of
// games listed so far and `totalExact` is false.
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The library owns its game list")
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY filterChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY filterChanged)
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY filterChanged)
    Q_PROPERTY(QString yaku READ yaku WRITE setYaku NOTIFY filterChanged)
    Q_PROPERTY(int minHan READ minHan WRITE setMinHan NOTIFY filterChanged)
    Q_PROPERTY(bool yakuman READ yakuman WRITE setYakuman NOTIFY filterChanged)
    Q_PROPERTY(bool annotatedOnly READ annotatedOnly WRITE setAnnotatedOnly NOTIFY filterChanged)
    Q_PROPERTY(QString tag READ tag WRITE setTag NOTIFY filterChanged)
    Q_PROPERTY(QString collection READ collection WRITE setCollection NOTIFY filterChanged)
    Q_PROPERTY(QString dateFrom READ dateFrom WRITE setDateFrom NOTIFY filterChanged)
    Q_PROPERTY(QString dateTo READ dateTo WRITE setDateTo NOTIFY filterChanged)
    //! "date", "imported", "source", "lobby", "ruleset", "hands" or "notes"
    Q_PROPERTY(QString sortKey READ sortKey WRITE setSortKey NOTIFY sortChanged)
    Q_PROPERTY(bool descending READ descending WRITE setDescending NOTIFY sortChanged)
    //! Games matching the filters (all pages); while totalExact is false, a lower bound.
    Q_PROPERTY(int total READ total NOTIFY totalChanged)
    //! False while the matches are being counted in the background.
    Q_PROPERTY(bool totalExact READ totalExact NOTIFY totalChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        DateRole,
        PlayersRole, // "name (score), …" in seat order
        WinnerRole, // the player placed first
        SourceRole,
        LobbyRole,
        RulesetRole,
        KyokuCountRole,
        NotesRole, // annotation count
        TagsRole, // comma-separated
        FormatRole,
        ReplayOkRole,
        ImportedRole, // the import date
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject *parent = nullptr);
    ~GameListModel() override;

    // The library the model reads; nullptr empties it.
    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // Runs the search again (after an import, a tag change…).
    Q_INVOKABLE void refresh();
    Q_INVOKABLE void clearFilters();
    Q_INVOKABLE qint64 gameIdAt(int row) const;
    // The row of game `gameId` among the rows loaded so far, -1 when it is not among them.
    Q_INVOKABLE int rowOfGame(qint64 gameId) const;

    [[nodiscard]] QString player() const { return m_filter.player; }
    void setPlayer(const QString &value);
    [[nodiscard]] QString text() const { return m_filter.text; }
    void setText(const QString &value);
    [[nodiscard]] QString source() const { return m_filter.source; }
    void setSource(const QString &value);
    [[nodiscard]] QString yaku() const { return m_filter.yaku; }
    void setYaku(const QString &value);
    [[nodiscard]] int minHan() const { return m_filter.minHan; }
    void setMinHan(int value);
    [[nodiscard]] bool yakuman() const { return m_filter.yakuman; }
    void setYakuman(bool value);
    [[nodiscard]] bool annotatedOnly() const { return m_filter.annotated.value_or(false); }
    void setAnnotatedOnly(bool value);
    [[nodiscard]] QString tag() const { return m_filter.tag; }
    void setTag(const QString &value);
    [[nodiscard]] QString collection() const { return m_filter.collection; }
    void setCollection(const QString &value);
    [[nodiscard]] QString dateFrom() const;
    void setDateFrom(const QString &value);
    [[nodiscard]] QString dateTo() const;
    void setDateTo(const QString &value);
    [[nodiscard]] QString sortKey() const;
    void setSortKey(const QString &value);
    [[nodiscard]] bool descending() const { return m_options.descending; }
    void setDescending(bool value);
    [[nodiscard]] int total() const { return m_total; }
    [[nodiscard]] bool totalExact() const { return m_totalExact; }
    // Rows per page (tests: a small page makes a small library count in the background).
    void setPageSize(int rows);
    // Blocks until a count running in the background has been delivered (tests, quitting).
    void waitForCount();
    [[nodiscard]] QString errorText() const { return m_errorText; }

Q_SIGNALS:
    void filterChanged();
    void sortChanged();
    void totalChanged();
    void errorTextChanged();

private:
    template <typename T>
    void updateFilter(T &field, const T &value)
    {
        if (field == value)
            return;
        field = value;
        filterEdited();
    }
    void filterEdited();
    void setError(const QString &text);
    void setTotal(int total, bool exact);
    void startCount();

    const haifu::storage::Database *m_db = nullptr;
    haifu::storage::SearchFilter m_filter;
    haifu::storage::SearchOptions m_options;
    QList<haifu::storage::GameSummary> m_rows;
    std::optional<haifu::storage::SortCursor> m_next;
    bool m_more = false;
    int m_total = 0;
    bool m_totalExact = true;
    QString m_errorText;
    // The background count: one at a time; a search made while it runs is counted after it.
    QThread *m_countThread = nullptr;
    quint64 m_search = 0; // bumped by every search; a count of an older one is dropped
    bool m_countWanted = false;
};

} // namespace haifu::app
