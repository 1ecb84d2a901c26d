#pragma once

#include "club/clubhanddraft.h"
#include "club/clubmodels.h"
#include "club/clubpicker.h"
#include "club/clubsync.h"
#include "club/clubtext.h"
#include "club/finalscore.h"
#include "club/ledger.h"
#include "library/librarycontroller.h"
#include "rules/result.h"
#include "shared/linelistmodel.h"
#include "storage/club.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>
#include <vector>

namespace haifu::storage {
class Database;
}
namespace haifu::reports {
struct SheetHeader;
struct StandingsHeader;
} // namespace haifu::reports
class QPagedPaintDevice;

// The Club page's backend (issue 8): clubs, their players, seasons and events; club games kept
// hand by hand in the library (storage/club.h), each entry checked by the club engine before it
// is saved, with a live preview of the transfers; the ledger, final scores, penalties and audit
// trail of the open game; league standings and player pages; score sheets exported and printed
// (reports/scoresheet.h).
//
// A hand entry crosses from QML as a HandDraft (clubhanddraft.h), typed on the page through a
// ClubEntry. Han and fu come typed in, or from scoreHand(): the engine scores a hand entered with
// the tile picker (ClubPicker) and its han/fu (or yakuman) go into the draft.
//
// The parts live in their own files: the club directory (clubdirectory.cpp), the score sheets
// (clubexport.cpp), the draft and its checks (clubhanddraft.cpp), the picker (clubpicker.cpp).
//
// The library is the one the Library singleton owns (or one given with setDatabase, in tests).
class ClubController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available NOTIFY clubsChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    //! What the last action did ("Saved E2-1", "Exported to …"), for a status line.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The link to a server library: offline, hands waiting to be sent.
    Q_PROPERTY(ClubSync *sync READ sync CONSTANT)
    //! What `haifu --club` asked for at start ("" for nothing; see setStartup).
    Q_PROPERTY(QString startup READ startup CONSTANT)
    // Ids are qint64 in C++ and int for QML (qmllint 6.4 does not know qlonglong).
    //! The ruleset presets as [{ key, label, description }].
    Q_PROPERTY(QVariantList presets READ presets CONSTANT)

    // The club, its seasons and events.
    Q_PROPERTY(QVariantList clubs READ clubs NOTIFY clubsChanged)
    Q_PROPERTY(int clubId READ clubId WRITE setClubId NOTIFY clubChanged)
    Q_PROPERTY(QString clubName READ clubName NOTIFY clubChanged)
    Q_PROPERTY(ClubPlayerModel *players READ players CONSTANT)
    //! [{ id, name, rulesPreset, startDate, endDate, label }]
    Q_PROPERTY(QVariantList seasons READ seasons NOTIFY seasonsChanged)
    //! The season shown (games, standings); 0 = every game of the club.
    Q_PROPERTY(int seasonId READ seasonId WRITE setSeasonId NOTIFY seasonChanged)
    Q_PROPERTY(QString seasonName READ seasonName NOTIFY seasonChanged)
    //! The preset new games start from: the season's, else "ema".
    Q_PROPERTY(QString defaultPreset READ defaultPreset NOTIFY seasonChanged)
    //! Events of the season shown: [{ id, name, date, venue, label }]
    Q_PROPERTY(QVariantList events READ events NOTIFY eventsChanged)
    Q_PROPERTY(ClubGameModel *games READ games CONSTANT)

    // The open game.
    Q_PROPERTY(int gameId READ gameId WRITE setGameId NOTIFY gameChanged)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY gameChanged)
    //! "20 Nov 2026 · Club night 3 · table 2 · session 1 · referee …"
    Q_PROPERTY(QString gameInfo READ gameInfo NOTIFY gameChanged)
    Q_PROPERTY(QString rulesKey READ rulesKey NOTIFY gameChanged)
    Q_PROPERTY(QString rulesSummary READ rulesSummary NOTIFY gameChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY gameChanged)
    //! The names as tables show them: first names when those are all different.
    Q_PROPERTY(QStringList shortNames READ shortNames NOTIFY gameChanged)
    //! Current table points by seat.
    Q_PROPERTY(QVariantList scores READ scores NOTIFY gameChanged)
    Q_PROPERTY(int honba READ honba NOTIFY gameChanged)
    Q_PROPERTY(int sticks READ sticks NOTIFY gameChanged)
    Q_PROPERTY(int dealer READ dealer NOTIFY gameChanged)
    Q_PROPERTY(int handCount READ handCount NOTIFY gameChanged)
    //! The hand to enter next: "S2-1" and "South 2, 1 honba".
    Q_PROPERTY(QString nextLabel READ nextLabel NOTIFY gameChanged)
    Q_PROPERTY(QString nextTitle READ nextTitle NOTIFY gameChanged)
    Q_PROPERTY(bool ended READ ended NOTIFY gameChanged)
    Q_PROPERTY(QString endText READ endText NOTIFY gameChanged)
    //! Winners one ron may have under the rules: 1 (head bump), 2 (double) or 3.
    Q_PROPERTY(int maxWinners READ maxWinners NOTIFY gameChanged)
    Q_PROPERTY(bool nagashiAllowed READ nagashiAllowed NOTIFY gameChanged)
    Q_PROPERTY(bool paoAllowed READ paoAllowed NOTIFY gameChanged)
    //! The abortive draws the rules allow: [{ key, label }] ("" = other).
    Q_PROPERTY(QVariantList abortReasons READ abortReasons NOTIFY gameChanged)
    Q_PROPERTY(ClubLedgerModel *ledger READ ledger CONSTANT)
    Q_PROPERTY(ClubFinalModel *finalScores READ finalScores CONSTANT)
    //! "Sum of the scores: 0.0 ✓" or what is off.
    Q_PROPERTY(QString zeroSumText READ zeroSumText NOTIFY gameChanged)
    Q_PROPERTY(bool zeroSumOk READ zeroSumOk NOTIFY gameChanged)
    //! Leftover deposits at the end and where they went; "" when none.
    Q_PROPERTY(QString leftoverText READ leftoverText NOTIFY gameChanged)
    //! [{ index, seat, name, points, text, reason }]
    Q_PROPERTY(QVariantList penalties READ penalties NOTIFY gameChanged)
    Q_PROPERTY(ClubAuditModel *audit READ audit CONSTANT)

    // Standings and the player page.
    Q_PROPERTY(ClubStandingsModel *standings READ standings CONSTANT)
    Q_PROPERTY(int playerId READ playerId WRITE setPlayerId NOTIFY playerChanged)
    //! name, emaNumber, games, total, average, averagePlace, places [4], winRate, dealInRate,
    //! riichiRate, hands, wins, dealIns, riichi, best, worst, penalties.
    Q_PROPERTY(QVariantMap playerStats READ playerStats NOTIFY playerChanged)
    Q_PROPERTY(ClubHistoryModel *history READ history CONSTANT)

    // The tile picker's last scoring (scoreHand).
    Q_PROPERTY(LineListModel *pickerYaku READ pickerYaku CONSTANT)
    Q_PROPERTY(LineListModel *pickerFu READ pickerFu CONSTANT)

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

    [[nodiscard]] bool available() const { return database() != nullptr; }
    [[nodiscard]] ClubSync *sync() { return &m_sync; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString message() const { return m_message; }
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
    [[nodiscard]] QString defaultPreset() const;
    [[nodiscard]] QVariantList events() const { return m_events; }
    [[nodiscard]] ClubGameModel *games() { return &m_games; }

    [[nodiscard]] qint64 gameId() const { return m_game ? m_game->header.id : 0; }
    void setGameId(qint64 id);
    [[nodiscard]] bool hasGame() const { return m_game.has_value(); }
    [[nodiscard]] QString gameTitle() const;
    [[nodiscard]] QString gameInfo() const;
    [[nodiscard]] QString rulesKey() const;
    [[nodiscard]] QString rulesSummary() const;
    [[nodiscard]] int playerCount() const;
    [[nodiscard]] QStringList seatNames() const;
    [[nodiscard]] QStringList shortNames() const { return ClubText::shortNames(seatNames()); }
    [[nodiscard]] QVariantList scores() const;
    [[nodiscard]] int honba() const { return m_state.honba; }
    [[nodiscard]] int sticks() const { return m_state.sticks; }
    [[nodiscard]] int dealer() const { return m_state.dealer; }
    [[nodiscard]] int handCount() const { return int(m_state.hands.size()); }
    [[nodiscard]] QString nextLabel() const;
    [[nodiscard]] QString nextTitle() const;
    [[nodiscard]] bool ended() const { return m_state.ended; }
    [[nodiscard]] QString endText() const;
    [[nodiscard]] int maxWinners() const;
    [[nodiscard]] bool nagashiAllowed() const;
    [[nodiscard]] bool paoAllowed() const;
    [[nodiscard]] QVariantList abortReasons() const;
    [[nodiscard]] ClubLedgerModel *ledger() { return &m_ledger; }
    [[nodiscard]] ClubFinalModel *finalScores() { return &m_final; }
    [[nodiscard]] QString zeroSumText() const;
    [[nodiscard]] bool zeroSumOk() const;
    [[nodiscard]] QString leftoverText() const;
    [[nodiscard]] QVariantList penalties() const;
    [[nodiscard]] ClubAuditModel *audit() { return &m_audit; }
    [[nodiscard]] ClubStandingsModel *standings() { return &m_standings; }
    [[nodiscard]] qint64 playerId() const { return m_playerId; }
    void setPlayerId(qint64 id);
    [[nodiscard]] QVariantMap playerStats() const { return m_playerStats; }
    [[nodiscard]] ClubHistoryModel *history() { return &m_history; }
    [[nodiscard]] LineListModel *pickerYaku() { return m_picker.yaku(); }
    [[nodiscard]] LineListModel *pickerFu() { return m_picker.fu(); }
    [[nodiscard]] const std::optional<haifu::storage::ClubGame> &game() const { return m_game; }
    [[nodiscard]] const haifu::club::GameState &state() const { return m_state; }

    // --- Clubs, players, seasons, events (the new id, 0 and errorText on failure) ---
    Q_INVOKABLE qint64 createClub(const QString &name);
    Q_INVOKABLE qint64 addPlayer(const QString &name, const QString &emaNumber);
    Q_INVOKABLE bool updatePlayer(qint64 id, const QString &name, const QString &emaNumber);
    Q_INVOKABLE qint64 createSeason(const QString &name, const QString &preset,
            const QString &startDate, const QString &endDate);
    Q_INVOKABLE qint64 createEvent(const QString &name, const QString &date, const QString &venue);

    // --- Games ---
    // { players: [4 player ids by seat, East first], preset, title, eventId, table, session,
    //   date, referee }: creates the game in the shown season and opens it.
    // setup: players (ids by seat), preset, options (a club's own changes to the preset: option
    // name → value), rulesName (the name of the club's rules), eventId, title, table, session,
    // date, referee.
    Q_INVOKABLE qint64 newGame(const QVariantMap &setup);
    // The options a club may set for its own rules, with the values of `preset` changed by
    // `changes`: [{ name, label, type ("bool", "int", "choice", "list"), value, changed, choices:
    // [{ key, label }], min, max }].
    Q_INVOKABLE QVariantList ruleOptions(const QString &preset, const QVariantMap &changes) const;
    // The rules of the season's newest game as { preset, options, rulesName }, so that a club's
    // own rules carry on to its next game; empty when the season has no game.
    Q_INVOKABLE QVariantMap lastRules() const;
    Q_INVOKABLE bool deleteGame(qint64 id);

    // --- Hand entry ---
    // What the draft would do, without saving: { ok, error, incomplete (something is still to
    // choose or type: error is a prompt), label, deltas [n], totals [n],
    // lines [{ name, delta, deltaText, total }], sticksAfter, ends, endText, nextLabel }. With
    // `index` >= 0 the draft replaces that hand (a correction), or with `insert` goes in before
    // it, and the totals are the game's after the whole replay.
    Q_INVOKABLE QVariantMap preview(
            const HandDraft &draft, int index = -1, bool insert = false) const;
    // Saves the draft as the next hand; false (errorText: the reason) when it is refused.
    Q_INVOKABLE bool addHand(const HandDraft &draft);
    // Corrections, each with the reason for the audit trail.
    Q_INVOKABLE bool replaceHand(int index, const HandDraft &draft, const QString &reason);
    Q_INVOKABLE bool insertHand(int index, const HandDraft &draft, const QString &reason);
    Q_INVOKABLE bool removeHand(int index, const QString &reason);
    // The draft of a saved hand (to correct it).
    Q_INVOKABLE HandDraft entryDraft(int index) const;
    // An empty draft of `kind` for the next hand.
    Q_INVOKABLE HandDraft emptyDraft(const QString &kind = QStringLiteral("ron")) const;
    // A referee penalty (positive points are deducted after uma) given after the last hand.
    Q_INVOKABLE bool addPenalty(int seat, int points, const QString &reason);
    Q_INVOKABLE bool removePenalty(int index, const QString &reason);

    // --- The tile picker ---
    // Scores a hand with the rules engine for the hand being entered (ClubPicker::score: the
    // input and the answer) and fills pickerYaku and pickerFu.
    Q_INVOKABLE QVariantMap scoreHand(const QVariantMap &input);

    // --- Score sheets ---
    // format: "pdf" or "csv". Blank sheets are PDF only.
    Q_INVOKABLE bool exportGame(const QUrl &file, const QString &format);
    Q_INVOKABLE bool exportStandings(const QUrl &file, const QString &format);
    Q_INVOKABLE bool exportBlankSheet(const QUrl &file);
    bool exportGameTo(const QString &path, const QString &format);
    bool exportStandingsTo(const QString &path, const QString &format);
    bool exportBlankSheetTo(const QString &path);
    // Tournament exports of the club's season (all its games without one): the results for the
    // EMA ranking as CSV, and a static web site (index.html, players.html, a page per game)
    // written into `folder`.
    Q_INVOKABLE bool exportEmaResults(const QUrl &file);
    Q_INVOKABLE bool exportWebSite(const QUrl &folder);
    bool exportEmaResultsTo(const QString &path);
    bool exportWebSiteTo(const QString &folder);
    // A file name to suggest in the save dialog ("club-game-12.pdf").
    Q_INVOKABLE QString suggestedName(const QString &what, const QString &format) const;
    // The same in the user's documents folder, for the save dialog.
    Q_INVOKABLE QUrl suggestedUrl(const QString &what, const QString &format) const;
    // The printers CUPS knows (lpstat -e); print() sends "game", "standings" or "blank" as the
    // same PDF that Export writes to a printer ("" = the default one) with lp.
    Q_INVOKABLE QStringList printers() const;
    Q_INVOKABLE bool printSheet(const QString &what, const QString &printer, int copies = 1);

    // Player page: opens the player's statistics (also setPlayerId).
    Q_INVOKABLE void showPlayer(qint64 id);
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void errorTextChanged();
    void messageChanged();
    void clubsChanged();
    void clubChanged();
    void seasonsChanged();
    void seasonChanged();
    void eventsChanged();
    void gameChanged();
    void playerChanged();
    //! A hand was saved (added, corrected, removed): the page clears its draft.
    void ledgerSaved();
    //! Someone else changed the club's games or tournaments (followLibrary).
    void libraryChanged();

protected:
    // A language switch reloads what the models show, in the new language.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The engine's reason for refusing an entry, in the reader's language, players named.
    [[nodiscard]] QString engineReason(const haifu::Error &reason) const;
    // A correction of the ledger: entry `index` replaced, or a new entry inserted before it.
    bool correctLedger(int index, const HandDraft &draft, const QString &reason, bool insert);
    // A preset with a club's changes; named `name`, or "PRESET (modified)" when changed.
    [[nodiscard]] static haifu::Result<haifu::rules::Ruleset> rulesFor(
            const QString &preset, const QVariantMap &changes, const QString &name);

    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    void setError(const QString &text);
    void setMessage(const QString &text);
    bool check(const std::optional<haifu::Error> &error);
    // Like check() for a new row's id: false with the error shown, or true with it cleared.
    bool checkCreated(const haifu::Result<qint64> &id);
    void loadClubs();
    void loadClub();
    void loadSeasonData();
    void loadGames();
    void loadGame(qint64 id);
    void recompute();
    void loadStandings();
    void loadPlayer();
    // The entry of a draft when it can be saved (a library is open); else the error is shown.
    [[nodiscard]] std::optional<haifu::club::HandEntry> entryToSave(const HandDraft &draft);
    // The entry of a draft, or why not; `incomplete` tells a missing choice from a refusal.
    [[nodiscard]] haifu::Result<haifu::club::HandEntry> entryFromDraft(
            const HandDraft &draft, bool *incomplete = nullptr) const;
    // What the open game allows, for HandDraft::toEntry.
    [[nodiscard]] HandDraft::Game draftGame() const;
    [[nodiscard]] QString seatName(int seat) const;
    // After a change to the open game's ledger: no error, the game, the games and the standings
    // read again.
    void reloadAfterLedgerChange();
    // What this scorer saw of hand `hand` (its version), for a change that must not overwrite
    // another scorer's (storage::ClubExpectation).
    [[nodiscard]] haifu::storage::ClubExpectation seen(int hand) const;
    // Reports a refused change: the engine's reason, or, when another scorer changed the game
    // first, the game reloaded and what hand `hand` (-1: none) is now. Returns false.
    bool failed(const haifu::Error &error, int hand);
    // Shows `message`, tells the page (ledgerSaved) and returns true.
    bool ledgerChangeSaved(const QString &message);
    // Removes something from the open game's ledger with `remove` (given the library and the
    // game's id), once there is an open game and a reason for the audit trail (`askWhy` is the
    // error without one); false with the error set when it did not happen.
    bool removeFromLedger(const QString &reason, const QString &askWhy,
            const std::function<std::optional<haifu::Error>(
                    const haifu::storage::Database &, qint64)> &remove);
    // "Refused: …" with the engine's reason, players named instead of seat numbers.
    [[nodiscard]] QString refused(const haifu::Error &reason) const;
    // The name of an event of the club ("" for none).
    [[nodiscard]] QString eventName(qint64 eventId) const;
    // The open game's sheet header: event, date, table, seats with EMA numbers, rules.
    [[nodiscard]] haifu::reports::SheetHeader sheetHeader() const;
    // The standings' header: season (or all games), club, today, the club's rules.
    [[nodiscard]] haifu::reports::StandingsHeader standingsHeader() const;
    [[nodiscard]] std::optional<haifu::Error> paint(const QString &what, QPagedPaintDevice &device);

    LibraryLink m_library;
    ClubSync m_sync{ [this] { return database(); }, this };
    QString m_errorText;
    QString m_message;

    QVariantList m_clubs;
    qint64 m_clubId = 0;
    QVariantList m_seasons;
    qint64 m_seasonId = 0;
    QVariantList m_events;
    ClubPlayerModel m_players;
    ClubGameModel m_games;

    std::optional<haifu::storage::ClubGame> m_game;
    haifu::club::GameState m_state;
    haifu::club::FinalScore m_finalScore;
    QString m_stateError; // the stored ledger cannot be replayed (should not happen)
    ClubLedgerModel m_ledger;
    ClubFinalModel m_final;
    ClubAuditModel m_audit;

    ClubStandingsModel m_standings;
    std::vector<haifu::club::GameResult> m_results;
    qint64 m_playerId = 0;
    QVariantMap m_playerStats;
    ClubHistoryModel m_history;

    ClubPicker m_picker;
    QTimer m_follow;
    QString m_changeStamp; // the library's club change stamp when last read
};
