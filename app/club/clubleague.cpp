#include "club/clubleague.h"

#include "club/clubcontroller.h"
#include "club/clubtext.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/database.h"

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
namespace storage = haifu::storage;

ClubLeague::ClubLeague(ClubController &club) : m_club(club) { }

void ClubLeague::loadStandings()
{
    m_results.clear();
    const ClubDirectory &directory = *m_club.directory();
    if (const storage::Database *db = m_club.database(); db && directory.clubId() > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = directory.clubId();
        filter.seasonId = directory.seasonId();
        if (auto results = storage::clubResults(*db, filter))
            m_results = std::move(*results);
        else
            m_club.setError(haifu::errorText(results.error()));
    }
    m_standings.setStandings(club::standings(m_results));
    loadPlayer();
}

void ClubLeague::setPlayerId(qint64 id)
{
    if (id == m_playerId)
        return;
    m_playerId = id;
    loadPlayer();
}

void ClubLeague::showPlayer(qint64 id)
{
    m_playerId = id;
    loadPlayer();
}

void ClubLeague::loadPlayer()
{
    m_playerStats.clear();
    if (m_playerId > 0) {
        const ClubPlayerModel &players = *m_club.directory()->players();
        const int row = players.rowOf(m_playerId);
        if (row >= 0) {
            const storage::ClubPlayer &p = players.players().at(row);
            m_playerStats.insert(u"name"_s, p.name);
            m_playerStats.insert(u"emaNumber"_s, p.emaNumber);
        }
        club::Standing s;
        bool found = false;
        for (const club::Standing &st : m_standings.standings()) {
            if (st.player == m_playerId) {
                s = st;
                found = true;
            }
        }
        if (found) {
            m_playerStats.insert(u"rank"_s, ClubText::placeText(s.rank, s.sharedRank));
            if (!m_playerStats.contains(u"name"_s))
                m_playerStats.insert(u"name"_s, toQString(s.name));
        }
        m_playerStats.insert(u"games"_s, s.games);
        m_playerStats.insert(u"total"_s, s.total);
        m_playerStats.insert(u"totalText"_s, ClubText::scoreText(s.total));
        m_playerStats.insert(u"average"_s, s.average);
        m_playerStats.insert(u"averageText"_s, ClubText::scoreText(s.average));
        m_playerStats.insert(u"averagePlace"_s, s.averagePlace);
        m_playerStats.insert(
                u"places"_s, QVariantList{ s.places[0], s.places[1], s.places[2], s.places[3] });
        m_playerStats.insert(u"best"_s, ClubText::scoreText(s.best));
        m_playerStats.insert(u"worst"_s, ClubText::scoreText(s.worst));
        m_playerStats.insert(u"penalties"_s, s.penalties);
        m_playerStats.insert(u"hands"_s, s.hands);
        m_playerStats.insert(u"wins"_s, s.wins);
        m_playerStats.insert(u"dealIns"_s, s.dealIns);
        m_playerStats.insert(u"riichi"_s, s.riichi);
        m_playerStats.insert(u"winRate"_s, s.winRate());
        m_playerStats.insert(u"dealInRate"_s, s.dealInRate());
        m_playerStats.insert(u"riichiRate"_s, s.hands ? double(s.riichi) / s.hands : 0.0);
    }
    m_history.setHistory(m_playerId > 0 ? club::playerHistory(m_results, m_playerId)
                                        : std::vector<club::HistoryPoint>{},
            m_results, m_playerId);
    Q_EMIT playerChanged();
}

} // namespace haifu::app
