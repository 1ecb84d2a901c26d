#pragma once

#include "club/clubhanddraft.h"
#include "club/clubmodels.h"
#include "club/clubpicker.h"
#include "club/clubpreview.h"
#include "club/clubtext.h"
#include "club/finalscore.h"
#include "club/ledger.h"
#include "rules/result.h"
#include "shared/linelistmodel.h"
#include "storage/club.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

class ClubController;

// What the rules of the open game allow the entry form, and how the page names them.
class ClubGameRules
{
    Q_GADGET
    QML_VALUE_TYPE(clubGameRules)
    //! The ruleset's name ("ema", "Thursday rules") and a line for the game header.
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString summary MEMBER summary)
    Q_PROPERTY(int players MEMBER players)
    //! Winners one ron may have: 1 (head bump), 2 (double) or 3.
    Q_PROPERTY(int maxWinners MEMBER maxWinners)
    Q_PROPERTY(bool nagashiAllowed MEMBER nagashiAllowed)
    Q_PROPERTY(bool paoAllowed MEMBER paoAllowed)
    //! The abortive draws the rules allow: [{ key, label }] ("" = other).
    Q_PROPERTY(QVariantList abortReasons MEMBER abortReasons)

public:
    QString key;
    QString summary;
    int players = 4;
    int maxWinners = 1;
    bool nagashiAllowed = false;
    bool paoAllowed = false;
    QVariantList abortReasons;

    friend bool operator==(const ClubGameRules &, const ClubGameRules &) = default;
};

} // namespace haifu::app

Q_DECLARE_METATYPE(haifu::app::ClubGameRules)

namespace haifu::app {

// The game open on the Club page: its header and standing (scores, honba, deposits, the next
// hand), the ledger hand by hand with its audit trail, the final scores and penalties; hands
// entered, corrected, inserted and removed (each checked by the club engine first, with a
// preview of the transfers), and the tile picker's scoring of a hand.
//
// A hand entry crosses from QML as a HandDraft (clubhanddraft.h), typed on the page through a
// ClubEntry. Han and fu come typed in, or from scoreHand(): the engine scores a hand entered with
// the tile picker (ClubPicker) and its han/fu (or yakuman) go into the draft.
class ClubOpenGame : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ClubController.game")
    Q_PROPERTY(int gameId READ gameId WRITE setGameId NOTIFY gameChanged)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY gameChanged)
    //! "20 Nov 2026 · Club night 3 · table 2 · session 1 · referee …"
    Q_PROPERTY(QString gameInfo READ gameInfo NOTIFY gameChanged)
    Q_PROPERTY(haifu::app::ClubGameRules rules READ rules NOTIFY gameChanged)
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
    Q_PROPERTY(haifu::app::ClubLedgerModel *ledger READ ledger CONSTANT)
    Q_PROPERTY(haifu::app::ClubAuditModel *audit READ audit CONSTANT)
    Q_PROPERTY(haifu::app::ClubFinalModel *finalScores READ finalScores CONSTANT)
    //! "Sum of the scores: 0.0 ✓" or what is off.
    Q_PROPERTY(QString zeroSumText READ zeroSumText NOTIFY gameChanged)
    Q_PROPERTY(bool zeroSumOk READ zeroSumOk NOTIFY gameChanged)
    //! Leftover deposits at the end and where they went; "" when none.
    Q_PROPERTY(QString leftoverText READ leftoverText NOTIFY gameChanged)
    //! [{ index, seat, name, points, text, reason, after }]
    Q_PROPERTY(QVariantList penalties READ penalties NOTIFY gameChanged)
    // The tile picker's last scoring (scoreHand).
    Q_PROPERTY(haifu::app::LineListModel *pickerYaku READ pickerYaku CONSTANT)
    Q_PROPERTY(haifu::app::LineListModel *pickerFu READ pickerFu CONSTANT)

public:
    explicit ClubOpenGame(ClubController &club);

    [[nodiscard]] qint64 gameId() const { return m_game ? m_game->header.id : 0; }
    void setGameId(qint64 id);
    [[nodiscard]] bool hasGame() const { return m_game.has_value(); }
    [[nodiscard]] QString gameTitle() const;
    [[nodiscard]] QString gameInfo() const;
    [[nodiscard]] ClubGameRules rules() const;
    [[nodiscard]] int playerCount() const;
    [[nodiscard]] int maxWinners() const;
    [[nodiscard]] bool nagashiAllowed() const;
    [[nodiscard]] bool paoAllowed() const;
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
    [[nodiscard]] ClubLedgerModel *ledger() { return &m_ledger; }
    [[nodiscard]] ClubAuditModel *audit() { return &m_audit; }
    [[nodiscard]] ClubFinalModel *finalScores() { return &m_final; }
    [[nodiscard]] QString zeroSumText() const;
    [[nodiscard]] bool zeroSumOk() const;
    [[nodiscard]] QString leftoverText() const;
    [[nodiscard]] QVariantList penalties() const;
    [[nodiscard]] LineListModel *pickerYaku() { return m_picker.yaku(); }
    [[nodiscard]] LineListModel *pickerFu() { return m_picker.fu(); }
    [[nodiscard]] const std::optional<haifu::storage::ClubGame> &stored() const { return m_game; }
    [[nodiscard]] const haifu::club::GameState &state() const { return m_state; }

    // --- Hand entry ---
    // What the draft would do, without saving. With `index` >= 0 the draft replaces that hand
    // (a correction), or with `insert` goes in before it, and the totals are the game's after
    // the whole replay.
    Q_INVOKABLE haifu::app::ClubPreview preview(
            const haifu::app::HandDraft &draft, int index = -1, bool insert = false) const;
    // Saves the draft as the next hand; false (the club's errorText: the reason) when refused.
    Q_INVOKABLE bool addHand(const haifu::app::HandDraft &draft);
    // Corrections, each with the reason for the audit trail.
    Q_INVOKABLE bool replaceHand(
            int index, const haifu::app::HandDraft &draft, const QString &reason);
    Q_INVOKABLE bool insertHand(
            int index, const haifu::app::HandDraft &draft, const QString &reason);
    Q_INVOKABLE bool removeHand(int index, const QString &reason);
    // The draft of a saved hand (to correct it).
    Q_INVOKABLE haifu::app::HandDraft entryDraft(int index) const;
    // An empty draft of `kind` for the next hand.
    Q_INVOKABLE haifu::app::HandDraft emptyDraft(const QString &kind = QStringLiteral("ron")) const;
    // A referee penalty (positive points are deducted after uma) given after the last hand.
    Q_INVOKABLE bool addPenalty(int seat, int points, const QString &reason);
    Q_INVOKABLE bool removePenalty(int index, const QString &reason);

    // --- The tile picker ---
    // Scores a hand with the rules engine for the hand being entered (ClubPicker::score: the
    // input and the answer) and fills pickerYaku and pickerFu.
    Q_INVOKABLE QVariantMap scoreHand(const QVariantMap &input);

    // Reads the game `id` again (0: none open).
    void load(qint64 id);
    // Closes the game.
    void close();
    // After a change to the ledger: no error, the game, the season's games and the standings
    // read again.
    void reloadAfterChange();
    // The name of a seat's player, else the seat's wind.
    [[nodiscard]] QString seatName(int seat) const;

Q_SIGNALS:
    void gameChanged();
    //! A hand was saved (added, corrected, removed): the page clears its draft.
    void ledgerSaved();

private:
    // The engine's reason for refusing an entry, in the reader's language, players named.
    [[nodiscard]] QString engineReason(const haifu::Error &reason) const;
    // "Refused: …" with the engine's reason, players named instead of seat numbers.
    [[nodiscard]] QString refused(const haifu::Error &reason) const;
    // A correction of the ledger: entry `index` replaced, or a new entry inserted before it.
    bool correctLedger(int index, const HandDraft &draft, const QString &reason, bool insert);
    void recompute();
    // The entry of a draft when it can be saved (a library is open); else the error is shown.
    [[nodiscard]] std::optional<haifu::club::HandEntry> entryToSave(const HandDraft &draft);
    // The entry of a draft, or why not; `incomplete` tells a missing choice from a refusal.
    [[nodiscard]] haifu::Result<haifu::club::HandEntry> entryFromDraft(
            const HandDraft &draft, bool *incomplete = nullptr) const;
    // What the open game allows, for HandDraft::toEntry.
    [[nodiscard]] HandDraft::Game draftGame() const;
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
    // Sets the club's error text and returns false.
    bool refuse(const QString &text);

    ClubController &m_club;
    std::optional<haifu::storage::ClubGame> m_game;
    haifu::club::GameState m_state;
    haifu::club::FinalScore m_finalScore;
    ClubLedgerModel m_ledger;
    ClubFinalModel m_final;
    ClubAuditModel m_audit;
    ClubPicker m_picker;
};

} // namespace haifu::app
