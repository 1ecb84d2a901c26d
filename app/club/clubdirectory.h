#pragma once

#include "club/clubmodels.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

class ClubController;

// The club directory of the Club page: the clubs, the players, seasons and events of the one
// shown, the games of the season shown, and the rules a club's new games start from. New clubs,
// players, seasons, events and games are made here.
//
// Ids are qint64 in C++ and int for QML (qmllint 6.4 does not know qlonglong).
class ClubDirectory : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ClubController.directory")
    //! The ruleset presets as [{ key, label, description }].
    Q_PROPERTY(QVariantList presets READ presets CONSTANT)
    Q_PROPERTY(QVariantList clubs READ clubs NOTIFY clubsChanged)
    Q_PROPERTY(int clubId READ clubId WRITE setClubId NOTIFY clubChanged)
    Q_PROPERTY(QString clubName READ clubName NOTIFY clubChanged)
    Q_PROPERTY(haifu::app::ClubPlayerModel *players READ players CONSTANT)
    //! [{ id, name, rulesPreset, startDate, endDate, label }]
    Q_PROPERTY(QVariantList seasons READ seasons NOTIFY seasonsChanged)
    //! The season shown (games, standings); 0 = every game of the club.
    Q_PROPERTY(int seasonId READ seasonId WRITE setSeasonId NOTIFY seasonChanged)
    Q_PROPERTY(QString seasonName READ seasonName NOTIFY seasonChanged)
    //! The preset new games start from: the season's, else "ema".
    Q_PROPERTY(QString defaultPreset READ defaultPreset NOTIFY seasonChanged)
    //! Events of the season shown: [{ id, name, date, venue, label }]
    Q_PROPERTY(QVariantList events READ events NOTIFY eventsChanged)
    Q_PROPERTY(haifu::app::ClubGameModel *games READ games CONSTANT)

public:
    explicit ClubDirectory(ClubController &club);

    [[nodiscard]] QVariantList presets() const;
    [[nodiscard]] QVariantList clubs() const { return m_clubs; }
    [[nodiscard]] qint64 clubId() const { return m_clubId; }
    void setClubId(qint64 id);
    [[nodiscard]] QString clubName() const;
    [[nodiscard]] ClubPlayerModel *players() { return &m_players; }
    [[nodiscard]] QVariantList seasons() const { return m_seasons; }
    [[nodiscard]] qint64 seasonId() const { return m_seasonId; }
    void setSeasonId(qint64 id);
    [[nodiscard]] QString seasonName() const;
    //! "2026-01-01 – 2026-06-30" for the season shown, "" without dates.
    [[nodiscard]] QString seasonPeriod() const;
    [[nodiscard]] QString defaultPreset() const;
    [[nodiscard]] QVariantList events() const { return m_events; }
    [[nodiscard]] ClubGameModel *games() { return &m_games; }
    // The name of an event of the club ("" for none).
    [[nodiscard]] QString eventName(qint64 eventId) const;

    // --- Clubs, players, seasons, events (the new id, 0 and the club's errorText on failure) ---
    Q_INVOKABLE qint64 createClub(const QString &name);
    Q_INVOKABLE qint64 addPlayer(const QString &name, const QString &emaNumber);
    Q_INVOKABLE bool updatePlayer(qint64 id, const QString &name, const QString &emaNumber);
    Q_INVOKABLE qint64 createSeason(const QString &name, const QString &preset,
            const QString &startDate, const QString &endDate);
    Q_INVOKABLE qint64 createEvent(const QString &name, const QString &date, const QString &venue);

    // --- Games ---
    // setup: players (ids by seat, East first), preset, options (a club's own changes to the
    // preset: option name → value), rulesName (the name of the club's rules), eventId, title,
    // table, session, date, referee. Creates the game in the shown season and opens it.
    Q_INVOKABLE qint64 newGame(const QVariantMap &setup);
    // The options a club may set for its own rules, with the values of `preset` changed by
    // `changes`: [{ name, label, type ("bool", "int", "choice", "list"), value, changed, choices:
    // [{ key, label }], min, max }].
    Q_INVOKABLE QVariantList ruleOptions(const QString &preset, const QVariantMap &changes) const;
    // The rules of the season's newest game as { preset, options, rulesName }, so that a club's
    // own rules carry on to its next game; empty when the season has no game.
    Q_INVOKABLE QVariantMap lastRules() const;
    Q_INVOKABLE bool deleteGame(qint64 id);

    // Reads the clubs again, keeping the one shown when it is still there (then its players,
    // seasons, games and standings).
    void loadClubs();
    // Reads the season's games again (newest first); the open game closes when it is gone.
    void loadGames();

Q_SIGNALS:
    void clubsChanged();
    void clubChanged();
    void seasonsChanged();
    void seasonChanged();
    void eventsChanged();

private:
    // A preset with a club's changes; named `name`, or "PRESET (modified)" when changed.
    [[nodiscard]] static haifu::Result<haifu::rules::Ruleset> rulesFor(
            const QString &preset, const QVariantMap &changes, const QString &name);
    void loadClub();
    void loadSeasonData();

    ClubController &m_club;
    QVariantList m_clubs;
    qint64 m_clubId = 0;
    QVariantList m_seasons;
    qint64 m_seasonId = 0;
    QVariantList m_events;
    ClubPlayerModel m_players;
    ClubGameModel m_games;
};

} // namespace haifu::app
