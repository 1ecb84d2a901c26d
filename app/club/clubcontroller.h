#pragma once

#include "club/clubdirectory.h"
#include "club/clubleague.h"
#include "club/clubopengame.h"
#include "club/clubsheets.h"
#include "club/clubsync.h"
#include "library/librarycontroller.h"
#include "rules/result.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The Club page's backend: clubs kept hand by hand in the library (storage/club.h), each entry
// checked by the club engine before it is saved. It holds what the page's views share (the
// library, the link to a server, the status line) and one object per view:
//   directory  the clubs, their players, seasons, events and the season's games (ClubDirectory);
//   game       the open game: its ledger, the hand entry, final scores and penalties
//              (ClubOpenGame);
//   league     the standings and the player page (ClubLeague);
//   sheets     score sheets and tournament exports, saved and printed (ClubSheets).
//
// The library is the one the Library singleton owns (or one given with setDatabase, in tests).
class ClubController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    //! What the last action did ("Saved E2-1", "Exported to …"), for a status line.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The link to a server library: offline, hands waiting to be sent.
    Q_PROPERTY(haifu::app::ClubSync *sync READ sync CONSTANT)
    //! What `haifu --club` asked for at start ("" for nothing; see setStartup).
    Q_PROPERTY(QString startup READ startup CONSTANT)
    Q_PROPERTY(haifu::app::ClubDirectory *directory READ directory CONSTANT)
    Q_PROPERTY(haifu::app::ClubOpenGame *game READ game CONSTANT)
    Q_PROPERTY(haifu::app::ClubLeague *league READ league CONSTANT)
    Q_PROPERTY(haifu::app::ClubSheets *sheets READ sheets CONSTANT)

public:
    explicit ClubController(QObject *parent = nullptr);
    ~ClubController() override;

    // The library (default: the Library singleton's), nullptr for none.
    void setDatabase(const haifu::storage::Database *db);
    // `haifu --club VIEW` (screenshots): "game" (the last finished game), "entry" (the game in
    // progress with a ron being entered), "picker" (the tile picker with a scored hand),
    // "standings", "player" (the leader's page), "audit", "players", "newgame".
    static void setStartup(const QString &request);
    [[nodiscard]] QString startup() const;
    // Loads the clubs and opens what the startup request asks for (the page calls it once).
    Q_INVOKABLE void applyStartup();
    // Reloads everything from the library.
    Q_INVOKABLE void refresh();
    // Follows what others change in the library (other scorers at other tables, another app
    // on the same file or server): when the library's club change stamp moved, the games, the
    // open game, standings and player page are read again, keeping what is chosen. Runs every
    // kFollowIntervalMs; tests call it directly.
    Q_INVOKABLE void followLibrary();
    static constexpr int kFollowIntervalMs = 2000;
    Q_INVOKABLE void clearError();

    [[nodiscard]] bool available() const { return database() != nullptr; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] ClubSync *sync() { return &m_sync; }
    [[nodiscard]] ClubDirectory *directory() { return &m_directory; }
    [[nodiscard]] ClubOpenGame *game() { return &m_game; }
    [[nodiscard]] ClubLeague *league() { return &m_league; }
    [[nodiscard]] ClubSheets *sheets() { return &m_sheets; }

    // What the views share (C++ only).
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    void setError(const QString &text);
    void setMessage(const QString &text);
    // False with the error shown, or true with it cleared.
    bool check(const std::optional<haifu::Error> &error);
    // Like check() for a new row's id.
    bool checkCreated(const haifu::Result<qint64> &id);
    // Shows `text` as the error; a refused action's answer (false, or 0 for a new id).
    template <typename T = bool>
    T refuse(const QString &text)
    {
        setError(text);
        return T{};
    }
    // Our own change to the library: its change stamp as it is now, so that followLibrary does
    // not take it for another scorer's (read before the game is read again, so that what another
    // scorer changes meanwhile still differs from it at the next look).
    void noteOwnChange();

Q_SIGNALS:
    void availableChanged();
    void errorTextChanged();
    void messageChanged();
    //! Someone else changed the club's games or tournaments (followLibrary).
    void libraryChanged();

protected:
    // A language switch reloads what the models show, in the new language.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LibraryLink m_library;
    ClubSync m_sync{ [this] { return database(); }, this };
    QString m_errorText;
    QString m_message;
    ClubDirectory m_directory{ *this };
    ClubOpenGame m_game{ *this };
    ClubLeague m_league{ *this };
    ClubSheets m_sheets{ *this };
    QTimer m_follow;
    QString m_changeStamp; // the library's club change stamp when last read
};

} // namespace haifu::app
