#pragma once

#include "club/finalscore.h"
#include "club/ledger.h"
#include "club/standings.h"
#include "storage/club.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <span>
#include <vector>

namespace haifu::app {

// The lists of the Club page. Each is a flat list model whose rows are filled from the
// storage and the club engine by ClubController; the role names are what the QML delegates read.
// They share one base that keeps each row as a list of values in role order.
class ClubRowModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    //! Grows with every change of the rows: a binding that reads get() depends on it to follow
    //! the rows (a language switch rewrites them without changing their number).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int revision() const { return m_revision; }

    // One value of a row by role name (QML and tests): get(2, "name").
    Q_INVOKABLE QVariant get(int row, const QString &role) const;
    // Every row's value of one role, as numbers (charts): series("score").
    Q_INVOKABLE QList<double> series(const QString &role) const;
    // Every row's value of one role as text.
    Q_INVOKABLE QStringList texts(const QString &role) const;

Q_SIGNALS:
    void countChanged();
    void revisionChanged();

protected:
    // `roles` are the role names; the first one is also the display role.
    ClubRowModel(QList<QByteArray> roles, QObject *parent);
    // Replaces every row (each a list of values in role order).
    void setRows(QList<QVariantList> rows);
    // Updates one row in place.
    void setRow(int row, const QVariantList &values);
    [[nodiscard]] int roleIndex(const QString &name) const;

private:
    QList<QByteArray> m_roles;
    QList<QVariantList> m_rows;
    int m_revision = 0;
};

// The players of a club: playerId, name, emaNumber, notes.
class ClubPlayerModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubPlayerModel(QObject *parent = nullptr);
    void setPlayers(const QList<haifu::storage::ClubPlayer> &players);
    [[nodiscard]] const QList<haifu::storage::ClubPlayer> &players() const { return m_players; }
    // The row of a player, -1 when not in the list.
    Q_INVOKABLE int rowOf(qint64 playerId) const;

private:
    QList<haifu::storage::ClubPlayer> m_players;
};

// The games of a club (newest first): gameId, title, date, players (one line), seatNames,
// hands, finished, status ("In progress · S2-1" / "Finished: last hand"), rules, table, session.
class ClubGameModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubGameModel(QObject *parent = nullptr);
    void setGames(const QList<haifu::storage::ClubGameHeader> &games);
    Q_INVOKABLE int rowOf(qint64 gameId) const;
    Q_INVOKABLE qint64 gameIdAt(int row) const;

private:
    QList<qint64> m_ids;
};

// The ledger of one game, one row per hand: index, label ("E1-0"), round ("East 1"), kind
// (ron/tsumo/draw/nagashi/abortive/chombo), result (in words: "Ron: Aiko from Ben"), value
// ("3 han 30 fu", "Mangan", "Yakuman"), deltas and totals (lists of 4 numbers), riichi (4 bools),
// honba, sticksBefore, sticksAfter, dealer, dealerKeeps, note, last (the newest row).
class ClubLedgerModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubLedgerModel(QObject *parent = nullptr);
    // `names`: how the results name the seats (short names in the table).
    void setLedger(const haifu::club::Game &game, const haifu::club::GameState &state,
            const QStringList &names);
};

// The final (or provisional) scores of a game, one row per seat in seat order: seat, wind, name,
// raw, leftover, place, placeText ("1", "1="), base, uma, oka, penalty, score, scoreText.
class ClubFinalModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubFinalModel(QObject *parent = nullptr);
    void setFinal(const haifu::club::FinalScore &final, const QStringList &names);
};

// A league table: rank, rankText ("1", "2="), playerId, name, games, total, average,
// averagePlace, first, second, third, fourth, best, worst, penalties, hands, wins, dealIns,
// riichi, winRate, dealInRate, riichiRate.
class ClubStandingsModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubStandingsModel(QObject *parent = nullptr);
    void setStandings(const std::vector<haifu::club::Standing> &rows);
    [[nodiscard]] const std::vector<haifu::club::Standing> &standings() const { return m_rows; }

private:
    std::vector<haifu::club::Standing> m_rows;
};

// A player's finished games in order: gameId, date, dateText, place, placeText, score,
// cumulative.
class ClubHistoryModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubHistoryModel(QObject *parent = nullptr);
    void setHistory(const std::vector<haifu::club::HistoryPoint> &points,
            std::span<const haifu::club::GameResult> games, qint64 player);
};

// The audit trail of a game, newest first: at (ISO), when (for people), action, actionText,
// hand, handText, before, after (short summaries), reason.
class ClubAuditModel : public haifu::app::ClubRowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Club lists come from ClubController")

public:
    explicit ClubAuditModel(QObject *parent = nullptr);
    void setAudit(const QList<haifu::storage::ClubAuditEntry> &entries,
            const QStringList &seatNames, const haifu::rules::Ruleset &rules);
};

} // namespace haifu::app
