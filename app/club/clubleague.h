#pragma once

#include "club/clubmodels.h"
#include "club/standings.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace haifu::app {

class ClubController;

// The league of the season shown on the Club page: the standings, and the page of one player
// (statistics and history).
class ClubLeague : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ClubController.league")
    Q_PROPERTY(haifu::app::ClubStandingsModel *standings READ standings CONSTANT)
    Q_PROPERTY(int playerId READ playerId WRITE setPlayerId NOTIFY playerChanged)
    //! name, emaNumber, rank, games, total, average, averagePlace, places [4], winRate,
    //! dealInRate, riichiRate, hands, wins, dealIns, riichi, best, worst, penalties.
    Q_PROPERTY(QVariantMap playerStats READ playerStats NOTIFY playerChanged)
    Q_PROPERTY(haifu::app::ClubHistoryModel *history READ history CONSTANT)

public:
    explicit ClubLeague(ClubController &club);

    [[nodiscard]] ClubStandingsModel *standings() { return &m_standings; }
    [[nodiscard]] qint64 playerId() const { return m_playerId; }
    void setPlayerId(qint64 id);
    [[nodiscard]] QVariantMap playerStats() const { return m_playerStats; }
    [[nodiscard]] ClubHistoryModel *history() { return &m_history; }

    // Opens the player's statistics (also setPlayerId).
    Q_INVOKABLE void showPlayer(qint64 id);

    // Reads the standings of the season shown again, then the player page.
    void loadStandings();
    // Reads the player page again.
    void loadPlayer();

Q_SIGNALS:
    void playerChanged();

private:
    ClubController &m_club;
    ClubStandingsModel m_standings;
    std::vector<haifu::club::GameResult> m_results;
    qint64 m_playerId = 0;
    QVariantMap m_playerStats;
    ClubHistoryModel m_history;
};

} // namespace haifu::app
