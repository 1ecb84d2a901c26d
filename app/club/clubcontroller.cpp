#include "club/clubcontroller.h"

#include "common/errortext.h"
#include "storage/database.h"

#include <QCoreApplication>
#include <QEvent>
#include <QQmlEngine>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

namespace {

QString &startupRequest()
{
    static QString request;
    return request;
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
    // Members, never QML's to collect.
    for (QObject *part : std::initializer_list<QObject *>{
                 &m_sync, &m_directory, &m_game, &m_league, &m_sheets })
        QQmlEngine::setObjectOwnership(part, QQmlEngine::CppOwnership);
    connect(&m_directory, &ClubDirectory::clubsChanged, this, &ClubController::availableChanged);
    // Hands kept while the server was away reached it: show the game as it has it now.
    connect(&m_sync, &ClubSync::delivered, this, [this](int sent, int refusedCount) {
        if (m_game.hasGame())
            m_game.reloadAfterChange();
        //: the server is back and the hands kept meanwhile were sent
        setMessage(refusedCount > 0 ? tr("Back online: %n hand(s) sent; some were refused (see "
                                         "above).",
                           "", sent)
                                    : tr("Back online: %n hand(s) sent.", "", sent));
    });
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    m_follow.setInterval(kFollowIntervalMs);
    connect(&m_follow, &QTimer::timeout, this, &ClubController::followLibrary);
    m_follow.start();
}

ClubController::~ClubController() = default;

bool ClubController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        // After the switch has finished (the event comes from inside it, while QML retranslates):
        // the open game's ledger, results, standings and player page are texts made in C++.
        QMetaObject::invokeMethod(
                this,
                [this] {
                    const qint64 player = m_league.playerId();
                    refresh();
                    if (m_game.hasGame())
                        m_game.reloadAfterChange();
                    if (player > 0 && player == m_league.playerId())
                        m_league.loadPlayer();
                },
                Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void ClubController::setDatabase(const storage::Database *db)
{
    m_library.set(db);
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
    setError(error ? haifu::errorText(*error) : QString());
    return !error;
}

bool ClubController::checkCreated(const Result<qint64> &id)
{
    return check(id ? std::nullopt : std::optional<Error>(id.error()));
}

void ClubController::noteOwnChange()
{
    const storage::Database *db = database();
    const auto stamp = db ? storage::clubChangeStamp(*db) : Result<QString>(QString());
    m_changeStamp = stamp ? *stamp : QString();
}

void ClubController::applyStartup()
{
    refresh();
    const QString request = startupRequest();
    // The club's latest season and a game to show: by default a game in progress (the table
    // being scored), for the startup views the game of the kind asked for.
    const QVariantList seasons = m_directory.seasons();
    if (!seasons.isEmpty() && m_directory.seasonId() == 0)
        m_directory.setSeasonId(seasons.constLast().toMap().value(u"id"_s).toLongLong());
    // The game in progress for entries, the newest finished game, or for the audit trail the
    // oldest (the demo's first game has a corrected hand).
    const bool wantRunning = request.isEmpty() || request == "entry"_L1 || request == "picker"_L1;
    const bool oldest = request == "audit"_L1;
    const ClubGameModel &games = *m_directory.games();
    for (int i = 0; !m_game.hasGame() && i < games.rowCount(); ++i) {
        const int row = oldest ? games.rowCount() - 1 - i : i;
        if (games.get(row, u"finished"_s).toBool() != wantRunning)
            m_game.setGameId(games.gameIdAt(row));
    }
    if (!m_game.hasGame() && games.rowCount() > 0)
        m_game.setGameId(games.gameIdAt(0));
    const ClubStandingsModel &standings = *m_league.standings();
    if (request == "player"_L1 && standings.rowCount() > 0)
        m_league.setPlayerId(standings.get(0, u"playerId"_s).toLongLong());
}

void ClubController::refresh()
{
    m_directory.loadClubs();
}

void ClubController::followLibrary()
{
    const storage::Database *db = database();
    if (!db || m_sync.offline())
        return;
    const auto stamp = storage::clubChangeStamp(*db);
    if (!stamp)
        return; // a server that went away: the next change goes to the entry queue
    const bool changed = !m_changeStamp.isEmpty() && *stamp != m_changeStamp;
    m_changeStamp = *stamp;
    if (!changed)
        return;
    const qint64 game = m_game.gameId();
    const qint64 player = m_league.playerId();
    m_directory.loadClubs();
    if (game > 0 && m_directory.games()->rowOf(game) >= 0)
        m_game.load(game);
    if (player > 0 && player == m_league.playerId())
        m_league.loadPlayer();
    Q_EMIT libraryChanged();
}

} // namespace haifu::app
