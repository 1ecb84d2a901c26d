#pragma once

#include "library/librarycontroller.h"
#include "storage/tournament.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::app {

// The Club page's Tournament tab: a club event played in rounds at tables of four
// (storage/tournament.h). The players registered, the next round seated (a random draw that avoids
// repeat meetings and balances the winds, or Swiss on the event's standings) with a club game per
// table, substitutes, the tables of every round with how far their games are, the results per
// round with the standings, and the penalty list; the standings exported as CSV or PDF.
//
// Ids are qint64 in C++ and int for QML. The library is the Library singleton's (or one given
// with setDatabase, in tests).
class TournamentController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    //! The club whose events are shown (the Club page binds it to its club).
    Q_PROPERTY(int clubId READ clubId WRITE setClubId NOTIFY eventsChanged)
    //! The club's events: [{ id, name, date, label }], newest first.
    Q_PROPERTY(QVariantList events READ events NOTIFY eventsChanged)
    Q_PROPERTY(int eventId READ eventId WRITE setEventId NOTIFY changed)
    Q_PROPERTY(QString eventName READ eventName NOTIFY changed)
    //! [{ number (from 1), playerId, name, emaNumber }]
    Q_PROPERTY(QVariantList entries READ entries NOTIFY changed)
    //! The club's players not registered: [{ id, name }]
    Q_PROPERTY(QVariantList available READ available NOTIFY changed)
    //! Rounds, newest first: [{ round, title ("Round 2 · Swiss · EMA"), removable,
    //! tables: [{ table, gameId, status, finished, started,
    //!            seats: [{ wind, number, name, entryName, substituted }] }] }]
    Q_PROPERTY(QVariantList rounds READ rounds NOTIFY changed)
    Q_PROPERTY(int roundCount READ roundCount NOTIFY changed)
    //! Whether a round can be seated now (a multiple of four players, the last round finished or
    //! none yet is not required: organisers seat ahead when they must).
    Q_PROPERTY(bool canSeat READ canSeat NOTIFY changed)
    //! Results per round with the standings: [{ rank, name, cells: ["+32.1", "sub", "…", "—"],
    //! total, games }] in standings order.
    Q_PROPERTY(QVariantList results READ results NOTIFY changed)
    //! [{ round, table, name, points, reason }]
    Q_PROPERTY(QVariantList penalties READ penalties NOTIFY changed)
    //! How the next round is seated and under which rules: what the organiser chose, else what
    //! the last round had ("random", "ema"; "" for the page's default rules). Kept here, not in
    //! the page, so that a reload (another table's hand) does not undo a choice.
    Q_PROPERTY(QString methodChoice READ methodChoice WRITE setMethodChoice NOTIFY changed)
    Q_PROPERTY(QString rulesChoice READ rulesChoice WRITE setRulesChoice NOTIFY changed)
    Q_PROPERTY(QString errorText READ errorText NOTIFY messageChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    explicit TournamentController(QObject *parent = nullptr);

    void setDatabase(const haifu::storage::Database *db) { m_library.set(db); }

    [[nodiscard]] qint64 clubId() const { return m_clubId; }
    void setClubId(qint64 id);
    [[nodiscard]] QVariantList events() const { return m_events; }
    [[nodiscard]] qint64 eventId() const { return m_eventId; }
    void setEventId(qint64 id);
    [[nodiscard]] QString eventName() const;
    [[nodiscard]] QVariantList entries() const;
    [[nodiscard]] QVariantList available() const { return m_available; }
    [[nodiscard]] QVariantList rounds() const;
    [[nodiscard]] int roundCount() const;
    [[nodiscard]] bool canSeat() const;
    [[nodiscard]] QVariantList results() const { return m_results; }
    [[nodiscard]] QVariantList penalties() const { return m_penalties; }
    [[nodiscard]] QString methodChoice() const;
    void setMethodChoice(const QString &method);
    [[nodiscard]] QString rulesChoice() const;
    void setRulesChoice(const QString &preset);
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] const std::optional<haifu::storage::Tournament> &tournament() const
    {
        return m_tournament;
    }

    // Reads the club's events and the shown tournament again (another scorer's change).
    Q_INVOKABLE void reload();
    // A new event of the club (in `seasonId`, 0 for none), shown at once; its id or 0.
    Q_INVOKABLE qint64 createEvent(const QString &name, const QString &date, qint64 seasonId);
    Q_INVOKABLE bool registerPlayer(qint64 playerId);
    // A new club player named `name`, registered.
    Q_INVOKABLE bool registerNewPlayer(const QString &name);
    Q_INVOKABLE bool unregisterPlayer(qint64 playerId);
    // method: "random" or "swiss"; preset: the rules of the round's games; seed < 0: a new one.
    Q_INVOKABLE bool seatRound(const QString &method, const QString &preset, qint64 seed = -1);
    // "1,2,3,4; 5,6,7,8": tables of registered numbers (from 1), East first.
    Q_INVOKABLE bool seatPrescribed(const QString &tables, const QString &preset);
    Q_INVOKABLE bool removeLastRound();
    // `playerId` plays for registered `number` (from 1) in `round`; 0: the player again.
    Q_INVOKABLE bool substitute(int round, int number, qint64 playerId);
    // Club players who may substitute in `round` (not seated in it): [{ id, name }].
    Q_INVOKABLE QVariantList substitutes(int round) const;
    // format: "csv" or "pdf".
    Q_INVOKABLE bool exportStandings(const QUrl &file, const QString &format);
    bool exportStandingsTo(const QString &path, const QString &format);
    Q_INVOKABLE QUrl suggestedUrl(const QString &format) const;

Q_SIGNALS:
    void eventsChanged();
    void changed();
    void messageChanged();

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    void loadEvents();
    void loadTournament();
    // Shows the error and returns false, or clears it, shows `done` and reloads.
    bool finish(const std::optional<haifu::Error> &error, const QString &done);
    void setError(const QString &text);

    LibraryLink m_library;
    qint64 m_clubId = 0;
    QVariantList m_events;
    qint64 m_eventId = 0;
    std::optional<haifu::storage::Tournament> m_tournament;
    QVariantList m_available;
    QVariantList m_results;
    QVariantList m_penalties;
    QString m_methodChoice;
    QString m_rulesChoice;
    QString m_errorText;
    QString m_message;
};

} // namespace haifu::app
