#include "clubcontroller.h"
#include "qtstrings.h"

#include "clubledger.h"
#include "clubtext.h"
#include "database.h"
#include "errortext.h"
#include "gametext.h"
#include "librarycontroller.h"
#include "rules/points.h"
#include "rules/score.h"
#include "scoresheet.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QPageLayout>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

using haifu::toQString;

using namespace Qt::StringLiterals;
namespace club = haifu::club;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

namespace {

QString &startupRequest()
{
    static QString request;
    return request;
}

std::array<bool, 4> boolsFrom(const QVariant &value)
{
    std::array<bool, 4> out{};
    const QVariantList list = value.toList();
    for (int i = 0; i < std::min<qsizetype>(4, list.size()); ++i)
        out[std::size_t(i)] = list.at(i).toBool();
    return out;
}

QVariantList boolsTo(const std::array<bool, 4> &values, int n)
{
    QVariantList list;
    for (int i = 0; i < n; ++i)
        list << values[std::size_t(i)];
    return list;
}

int intOf(const QVariantMap &map, const QString &key, int fallback)
{
    bool ok = false;
    const int v = map.value(key).toInt(&ok);
    return ok ? v : fallback;
}

QString localFile(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

} // namespace

void ClubController::setStartup(const QString &request)
{
    startupRequest() = request;
}

QString ClubController::startup() const
{
    return startupRequest();
}

ClubController::ClubController(QObject *parent) : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

bool ClubController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        // After the switch has finished (the event comes from inside it, while QML retranslates):
        // the open game's ledger, results, standings and player page are texts made in C++.
        QMetaObject::invokeMethod(
                this,
                [this] {
                    const qint64 player = m_playerId;
                    refresh();
                    if (m_game)
                        reloadAfterLedgerChange();
                    if (player > 0 && player == m_playerId)
                        loadPlayer();
                },
                Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

ClubController::~ClubController() = default;

void ClubController::setDatabase(const storage::Database *db)
{
    m_db = db;
    m_dbGiven = true;
}

const storage::Database *ClubController::database() const
{
    return m_dbGiven ? m_db : LibraryController::databaseOf(this);
}

void ClubController::setError(const QString &text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

void ClubController::clearError()
{
    setError(QString());
}

void ClubController::setMessage(const QString &text)
{
    m_message = text;
    Q_EMIT messageChanged();
}

bool ClubController::check(const std::optional<Error> &error)
{
    if (error) {
        setError(toQString(error->message));
        return false;
    }
    setError(QString());
    return true;
}

bool ClubController::checkCreated(const Result<qint64> &id)
{
    if (!id) {
        setError(toQString(id.error().message));
        return false;
    }
    setError(QString());
    return true;
}

// --- Loading ---

void ClubController::applyStartup()
{
    refresh();
    const QString request = startupRequest();
    // The club's latest season and a game to show: by default a game in progress (the table
    // being scored), for the startup views the game of the kind asked for.
    if (!m_seasons.isEmpty() && m_seasonId == 0)
        setSeasonId(m_seasons.constLast().toMap().value(u"id"_s).toLongLong());
    // The game in progress for entries, the newest finished game, or for the audit trail the
    // oldest (the demo's first game has a corrected hand).
    const bool wantRunning = request.isEmpty() || request == "entry"_L1 || request == "picker"_L1;
    const bool oldest = request == "audit"_L1;
    for (int i = 0; !m_game && i < m_games.rowCount(); ++i) {
        const int row = oldest ? m_games.rowCount() - 1 - i : i;
        if (m_games.get(row, u"finished"_s).toBool() != wantRunning)
            setGameId(m_games.gameIdAt(row));
    }
    if (!m_game && m_games.rowCount() > 0)
        setGameId(m_games.gameIdAt(0));
    if (request == "player"_L1 && m_standings.rowCount() > 0)
        setPlayerId(m_standings.get(0, u"playerId"_s).toLongLong());
}

void ClubController::refresh()
{
    loadClubs();
}

void ClubController::loadClubs()
{
    m_clubs.clear();
    if (const storage::Database *db = database()) {
        auto list = storage::clubs(*db);
        if (!list) {
            setError(toQString(list.error().message));
        } else {
            for (const storage::Club &c : *list)
                m_clubs << QVariantMap{ { u"id"_s, c.id }, { u"name"_s, c.name } };
        }
    }
    Q_EMIT clubsChanged();
    qint64 keep = 0;
    for (const QVariant &c : std::as_const(m_clubs)) {
        if (c.toMap().value(u"id"_s).toLongLong() == m_clubId)
            keep = m_clubId;
    }
    if (keep == 0 && !m_clubs.isEmpty())
        keep = m_clubs.constFirst().toMap().value(u"id"_s).toLongLong();
    m_clubId = keep;
    loadClub();
}

void ClubController::setClubId(qint64 id)
{
    if (id == m_clubId)
        return;
    m_clubId = id;
    m_seasonId = 0;
    loadClub();
}

QString ClubController::clubName() const
{
    for (const QVariant &c : m_clubs) {
        const QVariantMap map = c.toMap();
        if (map.value(u"id"_s).toLongLong() == m_clubId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

void ClubController::loadClub()
{
    const storage::Database *db = database();
    QList<storage::ClubPlayer> players;
    m_seasons.clear();
    if (db && m_clubId > 0) {
        if (auto list = storage::clubPlayers(*db, m_clubId))
            players = *list;
        else
            setError(toQString(list.error().message));
        if (auto list = storage::seasons(*db, m_clubId)) {
            for (const storage::Season &s : *list) {
                const QString label = s.name;
                m_seasons << QVariantMap{ { u"id"_s, s.id }, { u"name"_s, s.name },
                    { u"rulesPreset"_s, s.rulesPreset },
                    { u"rulesLabel"_s, ClubText::presetName(s.rulesPreset) },
                    { u"startDate"_s, s.startDate }, { u"endDate"_s, s.endDate },
                    { u"label"_s, label } };
            }
        } else {
            setError(toQString(list.error().message));
        }
    }
    m_players.setPlayers(players);
    bool seasonKnown = false;
    for (const QVariant &s : std::as_const(m_seasons))
        seasonKnown = seasonKnown || s.toMap().value(u"id"_s).toLongLong() == m_seasonId;
    if (!seasonKnown)
        m_seasonId = 0;
    Q_EMIT clubChanged();
    Q_EMIT seasonsChanged();
    loadSeasonData();
}

void ClubController::setSeasonId(qint64 id)
{
    if (id == m_seasonId)
        return;
    m_seasonId = id;
    loadSeasonData();
}

QString ClubController::seasonName() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

QString ClubController::defaultPreset() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId
                && !map.value(u"rulesPreset"_s).toString().isEmpty())
            return map.value(u"rulesPreset"_s).toString();
    }
    return u"ema"_s;
}

void ClubController::loadSeasonData()
{
    m_events.clear();
    const storage::Database *db = database();
    if (db && m_seasonId > 0) {
        if (auto list = storage::clubEvents(*db, m_seasonId)) {
            for (const storage::ClubEvent &e : *list) {
                const QString label = e.date.isEmpty() ? e.name : e.name + u" · "_s + e.date;
                m_events << QVariantMap{ { u"id"_s, e.id }, { u"name"_s, e.name },
                    { u"date"_s, e.date }, { u"venue"_s, e.venue }, { u"label"_s, label } };
            }
        }
    }
    Q_EMIT seasonChanged();
    Q_EMIT eventsChanged();
    loadGames();
    loadStandings();
}

void ClubController::loadGames()
{
    QList<storage::ClubGameHeader> headers;
    if (const storage::Database *db = database(); db && m_clubId > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = m_clubId;
        filter.seasonId = m_seasonId;
        if (auto list = storage::clubGames(*db, filter))
            headers = *list;
        else
            setError(toQString(list.error().message));
    }
    // Newest first: by date, then by id.
    std::stable_sort(headers.begin(), headers.end(), [](const auto &a, const auto &b) {
        if (a.playedAt != b.playedAt)
            return a.playedAt > b.playedAt;
        return a.id > b.id;
    });
    m_games.setGames(headers);
    // The open game stays open when it is still listed.
    if (m_game && m_games.rowOf(m_game->header.id) < 0) {
        m_game.reset();
        recompute();
    }
}

void ClubController::setGameId(qint64 id)
{
    if (m_game && m_game->header.id == id)
        return;
    loadGame(id);
}

void ClubController::loadGame(qint64 id)
{
    m_game.reset();
    if (const storage::Database *db = database(); db && id > 0) {
        if (auto game = storage::clubGame(*db, id))
            m_game = std::move(*game);
        else
            setError(toQString(game.error().message));
    }
    recompute();
}

void ClubController::recompute()
{
    m_state = club::GameState{};
    m_finalScore = club::FinalScore{};
    m_stateError.clear();
    if (m_game) {
        auto state = club::scoreGame(m_game->game);
        if (state) {
            m_state = std::move(*state);
            m_finalScore = club::finalScore(m_state, m_game->game.rules);
        } else {
            m_stateError = toQString(state.error().message);
            setError(m_stateError);
        }
        m_ledger.setLedger(m_game->game, m_state, shortNames());
        m_final.setFinal(m_finalScore, seatNames());
        QList<storage::ClubAuditEntry> audit;
        if (const storage::Database *db = database()) {
            if (auto list = storage::clubAudit(*db, m_game->header.id))
                audit = *list;
        }
        m_audit.setAudit(audit, seatNames(), m_game->game.rules);
    } else {
        m_ledger.setLedger(club::Game{}, m_state, {});
        m_final.setFinal(club::FinalScore{ 0, {}, 0, false, 0 }, {});
        m_audit.setAudit({}, {}, rules::Ruleset{});
    }
    Q_EMIT gameChanged();
}

void ClubController::loadStandings()
{
    m_results.clear();
    if (const storage::Database *db = database(); db && m_clubId > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = m_clubId;
        filter.seasonId = m_seasonId;
        if (auto results = storage::clubResults(*db, filter))
            m_results = std::move(*results);
        else
            setError(toQString(results.error().message));
    }
    m_standings.setStandings(club::standings(m_results));
    loadPlayer();
}

void ClubController::setPlayerId(qint64 id)
{
    if (id == m_playerId)
        return;
    m_playerId = id;
    loadPlayer();
}

void ClubController::showPlayer(qint64 id)
{
    m_playerId = id;
    loadPlayer();
}

void ClubController::loadPlayer()
{
    m_playerStats.clear();
    if (m_playerId > 0) {
        const int row = m_players.rowOf(m_playerId);
        if (row >= 0) {
            const storage::ClubPlayer &p = m_players.players().at(row);
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

// --- The open game ---

QVariantList ClubController::presets() const
{
    QVariantList list;
    for (std::string_view name : rules::presetNames()) {
        const QString key = toQString(name);
        list << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::presetName(key) },
            { u"description"_s, toQString(rules::presetDescription(name)) } };
    }
    return list;
}

QString ClubController::gameTitle() const
{
    if (!m_game)
        return {};
    return ClubText::gameTitle(m_game->header);
}

QString ClubController::gameInfo() const
{
    if (!m_game)
        return {};
    const storage::ClubGameHeader &h = m_game->header;
    QStringList parts;
    const QDate date = QDate::fromString(h.playedAt.left(10), Qt::ISODate);
    parts << (date.isValid() ? QLocale().toString(date, QLocale::LongFormat) : h.playedAt);
    if (const QString event = eventName(h.eventId); !event.isEmpty())
        parts << event;
    if (!h.table.isEmpty())
        //: the table a club game is played at (Japanese: %1卓)
        parts << tr("table %1").arg(h.table);
    if (!h.session.isEmpty())
        //: the session (hanchan number) of an event (Japanese: 第%1回戦)
        parts << tr("session %1").arg(h.session);
    if (!h.referee.isEmpty())
        parts << tr("referee %1").arg(h.referee);
    return parts.join(u" · "_s);
}

QString ClubController::rulesKey() const
{
    return m_game ? toQString(m_game->game.rules.name) : QString();
}

QString ClubController::rulesSummary() const
{
    return m_game ? ClubText::rulesSummary(m_game->game.rules) : QString();
}

int ClubController::playerCount() const
{
    return m_game ? m_game->game.rules.players : 4;
}

QStringList ClubController::seatNames() const
{
    QStringList names;
    if (!m_game)
        return names;
    for (int s = 0; s < m_game->game.rules.players; ++s)
        names << toQString(m_game->game.players[std::size_t(s)]);
    return names;
}

QString ClubController::seatName(int seat) const
{
    const QStringList names = seatNames();
    if (seat >= 0 && seat < names.size() && !names.at(seat).isEmpty())
        return names.at(seat);
    return GameText::windName(seat);
}

QVariantList ClubController::scores() const
{
    QVariantList list;
    for (int s = 0; s < playerCount(); ++s)
        list << m_state.points[std::size_t(s)];
    return list;
}

QString ClubController::nextLabel() const
{
    return ClubText::handLabel(m_state.round, m_state.hand, m_state.honba);
}

QString ClubController::nextTitle() const
{
    return ClubText::handTitle(m_state.round, m_state.hand, m_state.honba);
}

QString ClubController::endText() const
{
    if (!m_state.ended)
        return {};
    //: why a club game ended, e.g. "Game over: the last hand was played"
    return tr("Game over: %1").arg(ClubText::endReason(m_state.endReason));
}

int ClubController::maxWinners() const
{
    if (!m_game)
        return 1;
    switch (m_game->game.rules.multipleRon) {
    case rules::MultipleRon::HeadBump: return 1;
    case rules::MultipleRon::Double: return 2;
    case rules::MultipleRon::Triple: return 3;
    }
    return 1;
}

bool ClubController::nagashiAllowed() const
{
    return m_game && m_game->game.rules.nagashiMangan;
}

bool ClubController::paoAllowed() const
{
    if (!m_game)
        return false;
    const rules::Ruleset &r = m_game->game.rules;
    return r.paoDaisangen || r.paoDaisuushii || r.paoSuukantsu;
}

QVariantList ClubController::abortReasons() const
{
    QVariantList list;
    if (!m_game)
        return list;
    for (const QString &key : ClubText::abortReasons(m_game->game.rules))
        list << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::abortReasonName(key) } };
    return list;
}

QString ClubController::zeroSumText() const
{
    if (!m_game)
        return {};
    const double sum = std::round(m_finalScore.zeroSum * 10) / 10;
    if (sum == 0)
        //: the check that the final scores add up to zero (before penalties)
        return tr("Scores before penalties add up to 0.0 ✓");
    return tr("Scores before penalties add up to %1 (rounding)").arg(ClubText::scoreText(sum));
}

bool ClubController::zeroSumOk() const
{
    return std::abs(m_finalScore.zeroSum) < 0.05;
}

QString ClubController::leftoverText() const
{
    if (!m_game || m_finalScore.leftoverSticks == 0)
        return {};
    const int sticks = m_finalScore.leftoverSticks;
    if (m_finalScore.leftoverLost)
        //: riichi deposits left on the table at the end that nobody receives
        return tr("%n deposit(s) left on the table, not paid out", nullptr, sticks);
    QStringList to;
    for (int s = 0; s < m_finalScore.players; ++s) {
        if (m_finalScore.seats[std::size_t(s)].leftover > 0)
            to << seatName(s);
    }
    if (to.isEmpty())
        return tr("%n deposit(s) on the table", nullptr, sticks);
    //: riichi deposits left at the end and who received them (Japanese: 供託%n本 → %1)
    return tr("%n deposit(s) left on the table go to %1", nullptr, sticks)
            .arg(to.join(ClubText::tr(", ")));
}

QVariantList ClubController::penalties() const
{
    QVariantList list;
    if (!m_game)
        return list;
    const auto &ps = m_game->game.penalties;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const club::Penalty &p = ps[i];
        const QString after = p.afterHand >= 0 && std::size_t(p.afterHand) < m_state.hands.size()
                ? ClubText::handLabel(m_state.hands[std::size_t(p.afterHand)].round,
                        m_state.hands[std::size_t(p.afterHand)].hand,
                        m_state.hands[std::size_t(p.afterHand)].honba)
                : QString();
        list << QVariantMap{ { u"index"_s, int(i) }, { u"seat"_s, p.seat },
            { u"name"_s, seatName(p.seat) }, { u"points"_s, p.points },
            { u"text"_s, ClubText::scoreText(-double(p.points) / 1000) },
            { u"reason"_s, toQString(p.reason) }, { u"after"_s, after } };
    }
    // Chombo penalties paid after uma come from the ledger.
    for (int s = 0; s < m_finalScore.players; ++s) {
        const int count = m_state.chombos[std::size_t(s)];
        if (count == 0 || !m_game)
            continue;
        const int points = count * m_game->game.rules.chomboPoints;
        list << QVariantMap{ { u"index"_s, -1 }, { u"seat"_s, s }, { u"name"_s, seatName(s) },
            { u"points"_s, points }, { u"text"_s, ClubText::scoreText(-double(points) / 1000) },
            //: a penalty that comes from chombo entries in the ledger
            { u"reason"_s, tr("Chombo × %1").arg(count) }, { u"after"_s, QString() } };
    }
    return list;
}

// --- Clubs, players, seasons, events ---

qint64 ClubController::createClub(const QString &name)
{
    const storage::Database *db = database();
    if (!db)
        return setError(tr("No library is open.")), 0;
    storage::Club c;
    c.name = name.trimmed();
    if (c.name.isEmpty())
        return setError(tr("Give the club a name.")), 0;
    auto id = storage::createClub(*db, c);
    if (!checkCreated(id))
        return 0;
    m_clubId = *id;
    loadClubs();
    return *id;
}

qint64 ClubController::addPlayer(const QString &name, const QString &emaNumber)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    storage::ClubPlayer p;
    p.clubId = m_clubId;
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return setError(tr("Give the player a name.")), 0;
    auto id = storage::addClubPlayer(*db, p);
    if (!checkCreated(id))
        return 0;
    setMessage(tr("Added %1").arg(p.name));
    loadClub();
    return *id;
}

bool ClubController::updatePlayer(qint64 id, const QString &name, const QString &emaNumber)
{
    const storage::Database *db = database();
    const int row = m_players.rowOf(id);
    if (!db || row < 0)
        return setError(tr("Unknown player.")), false;
    storage::ClubPlayer p = m_players.players().at(row);
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return setError(tr("Give the player a name.")), false;
    if (!check(storage::updateClubPlayer(*db, p)))
        return false;
    loadClub();
    return true;
}

qint64 ClubController::createSeason(const QString &name, const QString &preset,
        const QString &startDate, const QString &endDate)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    storage::Season s;
    s.clubId = m_clubId;
    s.name = name.trimmed();
    s.rulesPreset = preset;
    s.startDate = startDate.trimmed();
    s.endDate = endDate.trimmed();
    if (s.name.isEmpty())
        return setError(tr("Give the season a name.")), 0;
    auto id = storage::createSeason(*db, s);
    if (!checkCreated(id))
        return 0;
    loadClub();
    setSeasonId(*id);
    return *id;
}

qint64 ClubController::createEvent(const QString &name, const QString &date, const QString &venue)
{
    const storage::Database *db = database();
    if (!db || m_seasonId <= 0)
        return setError(tr("Choose a season first: events belong to a season.")), 0;
    storage::ClubEvent e;
    e.seasonId = m_seasonId;
    e.name = name.trimmed();
    e.date = date.trimmed();
    e.venue = venue.trimmed();
    if (e.name.isEmpty())
        return setError(tr("Give the event a name.")), 0;
    auto id = storage::createClubEvent(*db, e);
    if (!checkCreated(id))
        return 0;
    loadSeasonData();
    return *id;
}

// --- Games ---

namespace {

// An option's value from QML: a bool, a number, a choice's key or a list of numbers.
rules::OptionValue optionValue(const rules::RuleOption &option, const QVariant &v)
{
    switch (option.type) {
    case rules::OptionType::Bool: return v.toBool();
    case rules::OptionType::Int: return v.toInt();
    case rules::OptionType::Choice: return v.toString().toStdString();
    case rules::OptionType::IntList: break;
    }
    std::vector<int> list;
    const QVariantList items = v.canConvert<QVariantList>() ? v.toList() : QVariantList{};
    if (items.isEmpty()) { // typed as text: "15000, 5000, -5000, -15000"
        for (const QString &part : v.toString().split(u',', Qt::SkipEmptyParts))
            list.push_back(part.trimmed().toInt());
    }
    for (const QVariant &item : items)
        list.push_back(item.toInt());
    return list;
}

QVariant optionVariant(const rules::OptionValue &value)
{
    return haifu::formats::optionValueToJson(value).toVariant();
}

} // namespace

Result<rules::Ruleset> ClubController::rulesFor(
        const QString &preset, const QVariantMap &changes, const QString &name)
{
    auto ruleset = rules::presetRuleset(preset.toStdString());
    if (!ruleset)
        return ruleset;
    const rules::Ruleset base = *ruleset;
    bool modified = false;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const rules::RuleOption *option = rules::findRuleOption(it.key().toStdString());
        if (!option)
            return Error{ tr("Unknown rule option %1").arg(it.key()).toStdString() };
        const rules::OptionValue value = optionValue(*option, it.value());
        if (auto error = rules::setRuleOption(*ruleset, option->name, value))
            //: a club's own rule option is refused, %1 the option, %2 why
            return Error{ tr("%1: %2")
                                  .arg(ClubText::optionLabel(it.key()), toQString(error->message))
                                  .toStdString() };
        modified = modified || option->get(base) != option->get(*ruleset);
    }
    if (!name.isEmpty())
        ruleset->name = name.toStdString();
    else if (modified)
        ruleset->name = preset.toStdString() + " (modified)";
    return ruleset;
}

QVariantList ClubController::ruleOptions(const QString &preset, const QVariantMap &changes) const
{
    auto base = rules::presetRuleset(preset.toStdString());
    if (!base)
        return {};
    auto ruleset = rulesFor(preset, changes, {});
    const rules::Ruleset &r = ruleset ? *ruleset : *base;
    QVariantList list;
    for (const QString &name : ClubText::clubOptionNames()) {
        const rules::RuleOption *option = rules::findRuleOption(name.toStdString());
        if (!option || !option->get)
            continue;
        static constexpr const char *kTypes[] = { "bool", "int", "choice", "list" };
        QVariantList choices;
        for (std::string_view c : option->choices) {
            const QString key = toQString(c);
            choices << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::choiceLabel(key) } };
        }
        list << QVariantMap{ { u"name"_s, name }, { u"label"_s, ClubText::optionLabel(name) },
            { u"type"_s, QString::fromLatin1(kTypes[int(option->type)]) },
            { u"value"_s, optionVariant(option->get(r)) },
            { u"changed"_s, option->get(r) != option->get(*base) }, { u"choices"_s, choices },
            { u"min"_s, option->minValue }, { u"max"_s, option->maxValue } };
    }
    return list;
}

QVariantMap ClubController::lastRules() const
{
    const storage::Database *db = database();
    if (!db || m_seasonId <= 0)
        return {};
    storage::ClubGameFilter filter;
    filter.seasonId = m_seasonId;
    auto games = storage::clubGames(*db, filter);
    if (!games || games->isEmpty())
        return {};
    auto game = storage::clubGame(*db, games->back().id); // oldest first: the newest is last
    if (!game)
        return {};
    const rules::Ruleset &r = game->game.rules;
    // A club's own name hides the preset: the rules are then told as the preset they differ
    // least from, with the differences.
    const std::string named = r.name.substr(0, r.name.find(" ("));
    const bool known = rules::presetRuleset(named).ok();
    auto differences = [&](const rules::Ruleset &base) {
        int count = 0;
        for (const rules::RuleOption &option : rules::ruleOptions())
            count += option.get && option.get(r) != option.get(base) ? 1 : 0;
        return count;
    };
    std::string preset = named;
    if (!known) {
        int fewest = std::numeric_limits<int>::max();
        for (std::string_view candidate : rules::presetNames()) {
            const int count = differences(*rules::presetRuleset(candidate));
            if (count < fewest) {
                fewest = count;
                preset = std::string(candidate);
            }
        }
    }
    auto base = rules::presetRuleset(preset);
    QVariantMap options;
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        if (option.get && option.get(r) != option.get(*base))
            options.insert(toQString(option.name), optionVariant(option.get(r)));
    }
    return QVariantMap{ { u"preset"_s, toQString(preset) }, { u"options"_s, options },
        { u"rulesName"_s, known ? QString() : toQString(r.name) } };
}

qint64 ClubController::newGame(const QVariantMap &setup)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    const QString preset = setup.value(u"preset"_s, defaultPreset()).toString();
    auto ruleset = rulesFor(preset, setup.value(u"options"_s).toMap(),
            setup.value(u"rulesName"_s).toString().trimmed());
    if (!ruleset)
        return setError(toQString(ruleset.error().message)), 0;
    storage::ClubGameHeader h;
    h.clubId = m_clubId;
    h.seasonId = m_seasonId;
    h.eventId = setup.value(u"eventId"_s).toLongLong();
    h.title = setup.value(u"title"_s).toString().trimmed();
    h.table = setup.value(u"table"_s).toString().trimmed();
    h.session = setup.value(u"session"_s).toString().trimmed();
    h.playedAt = setup.value(u"date"_s).toString().trimmed();
    if (h.playedAt.isEmpty())
        h.playedAt = QDate::currentDate().toString(Qt::ISODate);
    h.referee = setup.value(u"referee"_s).toString().trimmed();
    h.rulesName = toQString(ruleset->name);
    h.playerCount = ruleset->players;
    const QVariantList seats = setup.value(u"players"_s).toList();
    for (int s = 0; s < ruleset->players; ++s) {
        const qint64 id = seats.value(s).toLongLong();
        if (id <= 0)
            //: a seat of a new game has no player yet, %1 is East/South/West/North
            return setError(tr("Choose the player in the %1 seat.").arg(GameText::windName(s))), 0;
        h.players[std::size_t(s)] = id;
    }
    auto id = storage::createClubGame(*db, h, *ruleset);
    if (!checkCreated(id))
        return 0;
    loadGames();
    loadGame(*id);
    loadStandings();
    setMessage(tr("New game: %1").arg(seatNames().join(u" · "_s)));
    return *id;
}

bool ClubController::deleteGame(qint64 id)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    if (!check(storage::deleteClubGame(*db, id)))
        return false;
    if (m_game && m_game->header.id == id) {
        m_game.reset();
        recompute();
    }
    loadGames();
    loadStandings();
    return true;
}

// --- Hand entry ---

// The engine's reasons for refusing an entry that the entry form cannot rule out before, in the
// reader's language: "hand 3 (E3-1): 1 han 20 fu does not exist". The engine counts seats from 0
// ("seat 1" is the South seat): the players are named instead.
QString ClubController::engineReason(const Error &reason) const
{
    haifu::formats::ErrorTextOptions options;
    options.seatName = [this](int seat) { return seatName(seat); };
    options.points = [](int points) { return GameText::points(points); };
    options.endReason = [](const std::string &key) { return ClubText::endReason(key); };
    options.omitFields = true; // the entry form names the winners and fields itself
    return haifu::formats::errorText(reason, options);
}

QString ClubController::refused(const Error &reason) const
{
    //: an entry the scoring engine refuses, with its reason
    return tr("Refused: %1").arg(engineReason(reason));
}

QVariantMap ClubController::emptyDraft(const QString &kind) const
{
    const int n = playerCount();
    QVariantList falses;
    for (int i = 0; i < n; ++i)
        falses << false;
    return QVariantMap{ { u"kind"_s, kind }, { u"winners"_s, QVariantList{} },
        { u"discarder"_s, -1 }, { u"offender"_s, -1 }, { u"tenpai"_s, falses },
        { u"nagashi"_s, falses }, { u"riichi"_s, falses }, { u"reason"_s, QString() },
        { u"note"_s, QString() }, { u"dealerPlaysOn"_s, false } };
}

Result<club::HandEntry> ClubController::entryFromDraft(const QVariantMap &d, bool *incomplete) const
{
    if (!m_game)
        return Error{ tr("Open or start a game first.").toStdString() };
    const int n = playerCount();
    const QString kind = d.value(u"kind"_s).toString();
    club::HandEntry e;
    e.riichi = boolsFrom(d.value(u"riichi"_s));
    e.note = d.value(u"note"_s).toString().trimmed().toStdString();
    e.dealerPlaysOn = d.value(u"dealerPlaysOn"_s).toBool();
    auto fail = [](const QString &text) { return Error{ text.toStdString() }; };
    // Something not chosen or typed yet: a prompt rather than a refusal.
    auto need = [incomplete](const QString &text) {
        if (incomplete)
            *incomplete = true;
        return Error{ text.toStdString() };
    };

    if (kind == "ron"_L1 || kind == "tsumo"_L1) {
        e.kind = kind == "ron"_L1 ? club::HandKind::Ron : club::HandKind::Tsumo;
        const QVariantList winners = d.value(u"winners"_s).toList();
        if (winners.isEmpty())
            return need(tr("Choose the winner."));
        if (e.kind == club::HandKind::Tsumo && winners.size() > 1)
            return fail(tr("A tsumo has one winner."));
        if (e.kind == club::HandKind::Ron && winners.size() > maxWinners()) {
            if (maxWinners() == 1)
                return fail(tr("These rules allow one winner per discard (head bump): choose "
                               "the winner nearest the discarder's right."));
            return fail(tr("These rules allow at most %1 winners on one discard; a triple ron is "
                           "an abortive draw.")
                                .arg(maxWinners()));
        }
        for (const QVariant &v : winners) {
            const QVariantMap w = v.toMap();
            club::Win win;
            win.seat = intOf(w, u"seat"_s, -1);
            win.yakuman = intOf(w, u"yakuman"_s, 0);
            win.han = intOf(w, u"han"_s, 0);
            win.fu = intOf(w, u"fu"_s, 0);
            win.paoSeat = intOf(w, u"pao"_s, -1);
            if (win.seat < 0 || win.seat >= n)
                return need(tr("Choose the winner."));
            if (win.yakuman == 0 && win.han <= 0)
                //: %1 is the winner's name
                return need(tr("Enter the han of %1's hand (or mark it yakuman).")
                                    .arg(seatName(win.seat)));
            if (win.yakuman == 0 && win.han < 5 && win.fu <= 0)
                return need(tr("Enter the fu of %1's hand.").arg(seatName(win.seat)));
            if (win.yakuman == 0 && win.han >= 5 && win.fu <= 0)
                win.fu = 30; // fu does not matter from 5 han on
            if (win.paoSeat == win.seat)
                return fail(
                        tr("%1 cannot be liable (pao) for their own win.").arg(seatName(win.seat)));
            if (win.paoSeat >= 0 && win.yakuman == 0)
                return fail(tr("Pao applies to yakuman only."));
            e.wins.push_back(win);
        }
        if (e.kind == club::HandKind::Ron) {
            e.discarder = intOf(d, u"discarder"_s, -1);
            if (e.discarder < 0 || e.discarder >= n)
                return need(tr("Choose who dealt in (the discarder)."));
            for (const club::Win &w : e.wins) {
                if (w.seat == e.discarder)
                    return fail(tr("%1 cannot win on their own discard.").arg(seatName(w.seat)));
            }
        }
    } else if (kind == "draw"_L1 || kind == "nagashi"_L1) {
        e.kind = club::HandKind::ExhaustiveDraw;
        e.tenpai = boolsFrom(d.value(u"tenpai"_s));
        if (kind == "nagashi"_L1) {
            if (!m_game->game.rules.nagashiMangan)
                return fail(tr("These rules do not have nagashi mangan."));
            e.nagashi = boolsFrom(d.value(u"nagashi"_s));
            if (std::none_of(e.nagashi.begin(), e.nagashi.end(), [](bool b) { return b; }))
                return need(tr("Choose who made nagashi mangan."));
        }
    } else if (kind == "abortive"_L1) {
        e.kind = club::HandKind::AbortiveDraw;
        e.abortReason = d.value(u"reason"_s).toString().toStdString();
        const QStringList allowed = ClubText::abortReasons(m_game->game.rules);
        if (allowed.size() == 1 && e.abortReason.empty()) {
            // Only "other": the rules have no abortive draws, but a referee may still call one.
        } else if (!allowed.contains(toQString(e.abortReason))) {
            return fail(tr("These rules do not have this abortive draw."));
        }
    } else if (kind == "chombo"_L1) {
        e.kind = club::HandKind::Chombo;
        e.offender = intOf(d, u"offender"_s, -1);
        if (e.offender < 0 || e.offender >= n)
            return need(tr("Choose who made the chombo."));
    } else {
        return need(tr("Choose the result of the hand."));
    }
    return e;
}

QVariantMap ClubController::draftFromEntry(const club::HandEntry &e) const
{
    const int n = playerCount();
    QVariantMap d = emptyDraft(ClubText::kindKey(e));
    QVariantList winners;
    for (const club::Win &w : e.wins) {
        winners << QVariantMap{ { u"seat"_s, w.seat }, { u"han"_s, w.han }, { u"fu"_s, w.fu },
            { u"yakuman"_s, w.yakuman }, { u"pao"_s, w.paoSeat } };
    }
    d.insert(u"winners"_s, winners);
    d.insert(u"discarder"_s, e.discarder);
    d.insert(u"offender"_s, e.offender);
    d.insert(u"tenpai"_s, boolsTo(e.tenpai, n));
    d.insert(u"nagashi"_s, boolsTo(e.nagashi, n));
    d.insert(u"riichi"_s, boolsTo(e.riichi, n));
    d.insert(u"reason"_s, toQString(e.abortReason));
    d.insert(u"note"_s, toQString(e.note));
    d.insert(u"dealerPlaysOn"_s, e.dealerPlaysOn);
    return d;
}

QVariantMap ClubController::entryDraft(int index) const
{
    if (!m_game || index < 0 || std::size_t(index) >= m_game->game.entries.size())
        return emptyDraft();
    return draftFromEntry(m_game->game.entries[std::size_t(index)]);
}

QVariantMap ClubController::preview(const QVariantMap &draft, int index, bool insert) const
{
    QVariantMap out{ { u"ok"_s, false } };
    bool incomplete = false;
    auto entry = entryFromDraft(draft, &incomplete);
    out.insert(u"incomplete"_s, incomplete);
    if (!entry) {
        out.insert(u"error"_s, toQString(entry.error().message));
        return out;
    }
    club::Game game = m_game->game;
    std::size_t at = game.entries.size();
    if (index >= 0 && std::size_t(index) < game.entries.size()) {
        at = std::size_t(index);
        if (insert)
            game.entries.insert(game.entries.begin() + index, *entry);
        else
            game.entries[at] = *entry;
    } else {
        game.entries.push_back(*entry);
    }
    auto state = club::scoreGame(game);
    if (!state) {
        out.insert(u"error"_s, refused(state.error()));
        return out;
    }
    const club::HandRecord &h = state->hands[at];
    const int n = state->players;
    QVariantList deltas;
    QVariantList totals;
    QVariantList lines;
    for (int s = 0; s < n; ++s) {
        const int delta = h.delta[std::size_t(s)];
        const int total = index >= 0 ? state->points[std::size_t(s)] : h.totals[std::size_t(s)];
        deltas << delta;
        totals << total;
        lines << QVariantMap{ { u"name"_s, seatName(s) }, { u"delta"_s, delta },
            { u"deltaText"_s, GameText::signedPoints(delta) }, { u"total"_s, total },
            { u"totalText"_s, GameText::points(total) } };
    }
    out.insert(u"ok"_s, true);
    out.insert(u"label"_s, ClubText::handLabel(h.round, h.hand, h.honba));
    out.insert(u"result"_s, ClubText::resultText(*entry, seatNames()));
    out.insert(u"value"_s, ClubText::valueText(*entry, game.rules));
    out.insert(u"deltas"_s, deltas);
    out.insert(u"totals"_s, totals);
    out.insert(u"lines"_s, lines);
    out.insert(u"sticksAfter"_s, h.sticksAfter);
    out.insert(u"dealerKeeps"_s, h.dealerKeeps);
    const bool ends = index < 0 && state->ended;
    out.insert(u"ends"_s, ends);
    out.insert(u"endText"_s,
            ends ? tr("This ends the game: %1").arg(ClubText::endReason(state->endReason))
                 : QString());
    out.insert(u"nextLabel"_s, ClubText::handLabel(state->round, state->hand, state->honba));
    // Rules where the dealer in the lead chooses: whether this hand gives the dealer the choice
    // (the entry then says whether the dealer plays on).
    bool mayStop = false;
    if (game.rules.dealerTopChoice) {
        club::Game upTo = game;
        upTo.entries.resize(at + 1);
        upTo.entries[at].dealerPlaysOn = false;
        const auto stopped = club::scoreGame(upTo);
        mayStop = stopped && stopped->ended && stopped->endReason == "dealer top";
    }
    out.insert(u"dealerMayStop"_s, mayStop);
    return out;
}

void ClubController::reloadAfterLedgerChange()
{
    setError(QString());
    const qint64 id = m_game->header.id;
    loadGame(id);
    loadGames();
    loadStandings();
}

bool ClubController::ledgerChangeSaved(const QString &message)
{
    setMessage(message);
    Q_EMIT ledgerSaved();
    return true;
}

bool ClubController::addHand(const QVariantMap &draft)
{
    const storage::Database *db = database();
    auto entry = entryFromDraft(draft);
    if (!entry)
        return setError(toQString(entry.error().message)), false;
    if (!db)
        return setError(tr("No library is open.")), false;
    const QString label = nextLabel();
    auto index = storage::appendClubHand(*db, m_game->header.id, *entry);
    if (!index)
        return setError(refused(index.error())), false;
    reloadAfterLedgerChange();
    //: the hand was saved, e.g. "Saved E2-1: Ron: Aiko from Ben"
    return ledgerChangeSaved(
            tr("Saved %1: %2").arg(label, ClubText::resultText(*entry, seatNames())));
}

bool ClubController::replaceHand(int index, const QVariantMap &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, false);
}

bool ClubController::insertHand(int index, const QVariantMap &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, true);
}

bool ClubController::correctLedger(
        int index, const QVariantMap &draft, const QString &reason, bool insert)
{
    const storage::Database *db = database();
    auto entry = entryFromDraft(draft);
    if (!entry)
        return setError(toQString(entry.error().message)), false;
    if (!db)
        return setError(tr("No library is open.")), false;
    if (reason.trimmed().isEmpty())
        return setError(insert ? tr("Say why the hand is inserted (for the audit trail).")
                               : tr("Say why the hand is corrected (for the audit trail).")),
               false;
    const qint64 game = m_game->header.id;
    if (auto error = insert ? storage::insertClubHand(*db, game, index, *entry, reason)
                            : storage::replaceClubHand(*db, game, index, *entry, reason))
        return setError(refused(*error)), false;
    reloadAfterLedgerChange();
    return ledgerChangeSaved(insert
                    ? tr("Hand inserted as hand %1; the game was recomputed.").arg(index + 1)
                    : tr("Hand %1 corrected; the game was recomputed.").arg(index + 1));
}

bool ClubController::removeHand(int index, const QString &reason)
{
    const storage::Database *db = database();
    if (!db || !m_game)
        return setError(tr("Open or start a game first.")), false;
    if (reason.trimmed().isEmpty())
        return setError(tr("Say why the hand is removed (for the audit trail).")), false;
    if (auto error = storage::removeClubHand(*db, m_game->header.id, index, reason))
        return setError(refused(*error)), false;
    reloadAfterLedgerChange();
    return ledgerChangeSaved(tr("Hand %1 removed; the game was recomputed.").arg(index + 1));
}

bool ClubController::addPenalty(int seat, int points, const QString &reason)
{
    const storage::Database *db = database();
    if (!db || !m_game)
        return setError(tr("Open or start a game first.")), false;
    if (seat < 0 || seat >= playerCount())
        return setError(tr("Choose who gets the penalty.")), false;
    if (points == 0)
        return setError(tr("Enter the penalty in points (e.g. 20000 for 20.0).")), false;
    if (reason.trimmed().isEmpty())
        return setError(tr("Say why the penalty is given.")), false;
    club::Penalty p;
    p.seat = seat;
    p.points = points;
    p.afterHand = int(m_game->game.entries.size()) - 1;
    p.reason = reason.trimmed().toStdString();
    auto added = storage::addClubPenalty(*db, m_game->header.id, p);
    if (!added)
        return setError(refused(added.error())), false;
    setError(QString());
    loadGame(m_game->header.id);
    loadStandings();
    setMessage(tr("Penalty for %1: %2")
                       .arg(seatName(seat), ClubText::scoreText(-double(points) / 1000)));
    return true;
}

bool ClubController::removePenalty(int index, const QString &reason)
{
    const storage::Database *db = database();
    if (!db || !m_game)
        return setError(tr("Open or start a game first.")), false;
    if (reason.trimmed().isEmpty())
        return setError(tr("Say why the penalty is removed (for the audit trail).")), false;
    if (auto error = storage::removeClubPenalty(*db, m_game->header.id, index, reason))
        return setError(refused(*error)), false;
    setError(QString());
    loadGame(m_game->header.id);
    loadStandings();
    return true;
}

// --- The tile picker ---

QVariantMap ClubController::scoreHand(const QVariantMap &input)
{
    QVariantMap out{ { u"ok"_s, false } };
    m_pickerYaku.setLines({});
    m_pickerFu.setLines({});
    const auto fail = [&out](const QString &text) {
        out.insert(u"error"_s, text);
        return out;
    };
    if (!m_game)
        return fail(tr("Open or start a game first."));
    const rules::Ruleset &r = m_game->game.rules;

    rules::Hand hand;
    auto closed = rules::parseTiles(input.value(u"closed"_s).toString().toStdString());
    if (!closed)
        return fail(tr("Concealed tiles: %1").arg(toQString(closed.error().message)));
    hand.closed = *closed;
    for (const QVariant &m : input.value(u"melds"_s).toList()) {
        auto meld = rules::parseMeld(m.toString().toStdString());
        if (!meld)
            return fail(tr("Called set: %1").arg(toQString(meld.error().message)));
        hand.melds.push_back(*meld);
    }
    rules::Situation sit;
    auto win = rules::parseTile(input.value(u"winTile"_s).toString().toStdString());
    if (!win)
        return fail(tr("Choose the winning tile."));
    sit.winTile = *win;
    sit.tsumo = input.value(u"tsumo"_s).toBool();
    sit.riichi = input.value(u"riichi"_s).toBool();
    sit.doubleRiichi = input.value(u"doubleRiichi"_s).toBool();
    sit.ippatsu = input.value(u"ippatsu"_s).toBool();
    sit.haitei = input.value(u"haitei"_s).toBool();
    sit.houtei = input.value(u"houtei"_s).toBool();
    sit.rinshan = input.value(u"rinshan"_s).toBool();
    sit.chankan = input.value(u"chankan"_s).toBool();
    // The winds and honba of the hand being entered (or corrected).
    int round = m_state.round;
    int dealer = m_state.dealer;
    int honba = m_state.honba;
    const int handIndex = intOf(input, u"hand"_s, -1);
    if (handIndex >= 0 && std::size_t(handIndex) < m_state.hands.size()) {
        const club::HandRecord &h = m_state.hands[std::size_t(handIndex)];
        round = h.round;
        dealer = h.dealer;
        honba = h.honba;
    }
    const int n = r.players;
    const int seat = intOf(input, u"seat"_s, -1);
    if (seat < 0 || seat >= n)
        return fail(tr("Choose the winner."));
    sit.seatWind = rules::TileKind(rules::kinds::East + (seat - dealer + n) % n);
    sit.roundWind = rules::TileKind(rules::kinds::East + std::clamp(round, 0, 3));
    sit.honba = honba;
    for (const auto &[key, target] : { std::pair{ u"dora"_s, &sit.doraIndicators },
                 std::pair{ u"ura"_s, &sit.uraIndicators } }) {
        const QString text = input.value(key).toString().trimmed();
        if (text.isEmpty())
            continue;
        auto tiles = rules::parseTiles(text.toStdString());
        if (!tiles)
            return fail(tr("Dora indicators: %1").arg(toQString(tiles.error().message)));
        *target = *tiles;
    }
    auto result = rules::score(hand, sit, r);
    if (!result)
        return fail(toQString(result.error().message));
    switch (result->status) {
    case rules::ScoreStatus::NotWinning:
        out.insert(u"status"_s, u"not_winning"_s);
        return fail(tr("These tiles are not a complete hand."));
    case rules::ScoreStatus::NoYaku:
        out.insert(u"status"_s, u"no_yaku"_s);
        return fail(tr("The hand is complete but has no yaku."));
    case rules::ScoreStatus::Win: break;
    }
    const rules::HandValue &v = result->value;
    QList<LineItem> yaku;
    for (const rules::YakuHan &y : v.yaku) {
        LineItem line;
        line.label = GameText::yakuName(y.yaku);
        line.amount = y.han;
        line.value = rules::isYakuman(y.yaku) ? (y.han >= 26 ? tr("Double yakuman") : tr("Yakuman"))
                                              //: number of han (Japanese: %n翻)
                                              : tr("%n han", nullptr, y.han);
        yaku << line;
    }
    m_pickerYaku.setLines(yaku);
    QList<LineItem> fu;
    if (v.yakumanMultiple == 0) {
        for (const rules::FuItem &item : v.fuItems) {
            LineItem line;
            line.label = GameText::fuItemText(item);
            line.amount = item.fu;
            line.value = tr("%1 fu").arg(item.fu);
            fu << line;
        }
        if (v.fuRaw != v.fu) {
            LineItem line;
            line.label = tr("Rounded up from %1").arg(v.fuRaw);
            line.value = tr("%1 fu").arg(v.fu);
            line.amount = v.fu;
            line.emphasis = true;
            fu << line;
        }
    }
    m_pickerFu.setLines(fu);
    club::Win w;
    w.seat = seat;
    w.han = v.yakumanMultiple > 0 ? 0 : v.han;
    w.fu = v.yakumanMultiple > 0 ? 0 : v.fu;
    w.yakuman = v.yakumanMultiple;
    out.insert(u"ok"_s, true);
    out.insert(u"status"_s, u"win"_s);
    out.insert(u"han"_s, w.han);
    out.insert(u"fu"_s, w.fu);
    out.insert(u"yakuman"_s, w.yakuman);
    out.insert(u"valueText"_s, ClubText::winValue(w, r));
    out.insert(u"points"_s, result->payments.total);
    return out;
}

// --- Score sheets ---

QString ClubController::eventName(qint64 eventId) const
{
    const storage::Database *db = database();
    if (!db || eventId <= 0 || m_clubId <= 0)
        return {};
    auto events = storage::clubEventsOfClub(*db, m_clubId);
    if (!events)
        return {};
    for (const storage::ClubEvent &e : *events) {
        if (e.id == eventId)
            return e.name;
    }
    return {};
}

haifu::reports::SheetHeader ClubController::sheetHeader() const
{
    haifu::reports::SheetHeader header;
    if (!m_game)
        return header;
    const storage::ClubGameHeader &h = m_game->header;
    header.event = eventName(h.eventId);
    if (header.event.isEmpty())
        header.event = h.title.isEmpty() ? clubName() : h.title;
    header.date = h.playedAt;
    header.table = h.table;
    header.session = h.session;
    header.referee = h.referee;
    header.rulesName = ClubText::presetName(toQString(m_game->game.rules.name));
    for (int s = 0; s < m_game->game.rules.players; ++s) {
        header.players[std::size_t(s)] = h.playerNames[std::size_t(s)];
        const int row = m_players.rowOf(h.players[std::size_t(s)]);
        if (row >= 0)
            header.emaNumbers[std::size_t(s)] = m_players.players().at(row).emaNumber;
    }
    return header;
}

haifu::reports::StandingsHeader ClubController::standingsHeader() const
{
    haifu::reports::StandingsHeader header;
    header.title = m_seasonId > 0 ? seasonName() : tr("All games");
    header.club = clubName();
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    header.rulesName = ClubText::presetName(defaultPreset());
    return header;
}

std::optional<Error> ClubController::paint(const QString &what, QPagedPaintDevice &device)
{
    namespace reports = haifu::reports;
    if (what == "standings"_L1) {
        reports::StandingsHeader header = standingsHeader();
        for (const QVariant &s : std::as_const(m_seasons)) {
            const QVariantMap map = s.toMap();
            if (map.value(u"id"_s).toLongLong() == m_seasonId
                    && !map.value(u"startDate"_s).toString().isEmpty())
                header.period = map.value(u"startDate"_s).toString() + u" – "_s
                        + map.value(u"endDate"_s).toString();
        }
        return reports::paintStandings(m_standings.standings(), header, device);
    }
    if (what == "blank"_L1) {
        // A sheet for paper play: the club and the rules, nothing of the open game.
        reports::SheetHeader header;
        header.event = clubName();
        std::optional<rules::Ruleset> ruleset;
        if (auto r = rules::presetRuleset(defaultPreset().toStdString()))
            ruleset = *r;
        header.rulesName = ClubText::presetName(defaultPreset());
        return reports::paintBlankScoreSheet(header, ruleset, device);
    }
    if (!m_game)
        return Error{ tr("Open a game first.").toStdString() };
    return reports::paintScoreSheet(m_game->game, sheetHeader(), device);
}

bool ClubController::exportGame(const QUrl &file, const QString &format)
{
    return exportGameTo(localFile(file), format);
}

bool ClubController::exportStandings(const QUrl &file, const QString &format)
{
    return exportStandingsTo(localFile(file), format);
}

bool ClubController::exportBlankSheet(const QUrl &file)
{
    return exportBlankSheetTo(localFile(file));
}

bool ClubController::exportGameTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    if (!m_game)
        return setError(tr("Open a game first.")), false;
    std::optional<Error> error;
    if (format == "csv"_L1) {
        const reports::SheetHeader header = sheetHeader();
        error = reports::writeScoreSheetCsv(m_game->game, header, path);
    } else {
        error = reports::savePdf(path, gameTitle(),
                [this](QPagedPaintDevice &device) { return paint(u"game"_s, device); });
    }
    if (!check(error))
        return false;
    setMessage(tr("Saved the score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportStandingsTo(const QString &path, const QString &format)
{
    namespace reports = haifu::reports;
    std::optional<Error> error;
    if (format == "csv"_L1) {
        error = reports::writeStandingsCsv(m_standings.standings(), standingsHeader(), path);
    } else {
        error = reports::savePdf(path, standingsHeader().title,
                [this](QPagedPaintDevice &device) { return paint(u"standings"_s, device); });
    }
    if (!check(error))
        return false;
    setMessage(tr("Saved the standings to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ClubController::exportBlankSheetTo(const QString &path)
{
    if (!check(haifu::reports::savePdf(path, QString(),
                [this](QPagedPaintDevice &device) { return paint(u"blank"_s, device); })))
        return false;
    setMessage(tr("Saved a blank score sheet to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString ClubController::suggestedName(const QString &what, const QString &format) const
{
    QString base;
    if (what == "game"_L1)
        base = u"club-game-%1"_s.arg(gameId());
    else if (what == "standings"_L1)
        base = u"standings"_s;
    else
        base = u"blank-score-sheet"_s;
    return base + u'.' + (format.isEmpty() ? u"pdf"_s : format);
}

QUrl ClubController::suggestedUrl(const QString &what, const QString &format) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QUrl::fromLocalFile(QDir(dir).filePath(suggestedName(what, format)));
}

QStringList ClubController::printers() const
{
    // CUPS, as on every Debian desktop: `lpstat -e` lists the destinations.
    QStringList names;
    const QString lpstat = QStandardPaths::findExecutable(u"lpstat"_s);
    if (lpstat.isEmpty())
        return names;
    QProcess process;
    process.start(lpstat, { u"-e"_s });
    if (!process.waitForFinished(3000))
        return names;
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts))
        names << line.trimmed();
    return names;
}

bool ClubController::printSheet(const QString &what, const QString &printer, int copies)
{
    // The sheet goes to the printer as the same PDF that Export writes, through CUPS (lp).
    const QString lp = QStandardPaths::findExecutable(u"lp"_s);
    if (lp.isEmpty())
        return setError(tr("Printing needs CUPS (the lp command). Save a PDF and print it from "
                           "there.")),
               false;
    QTemporaryDir dir;
    const QString path = dir.filePath(suggestedName(what, u"pdf"_s));
    if (!check(haifu::reports::savePdf(path, what == "game"_L1 ? gameTitle() : QString(),
                [this, &what](QPagedPaintDevice &device) { return paint(what, device); })))
        return false;
    QStringList args;
    if (!printer.isEmpty())
        args << u"-d"_s << printer;
    args << u"-n"_s << QString::number(std::max(1, copies)) << u"-t"_s
         << (what == "game"_L1 ? gameTitle() : what) << path;
    QProcess process;
    process.start(lp, args);
    if (!process.waitForFinished(15000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
        const QString why = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        return setError(tr("Printing failed: %1")
                                .arg(why.isEmpty() ? tr("no printer is set up") : why)),
               false;
    }
    setError(QString());
    setMessage(
            printer.isEmpty() ? tr("Sent to the default printer") : tr("Sent to %1").arg(printer));
    return true;
}
