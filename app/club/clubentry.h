#pragma once

#include "club/clubhanddraft.h"
#include "club/clubopengame.h"
#include "club/clubpreview.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// The hand being entered on the Club page (out of ClubEntryPanel.qml's JavaScript):
// the draft, what the keys and chips do to it (a seat's role in the current kind, the
// discarder, riichi, yakuman, liability, han/fu from the tile picker), the engine's preview, and
// saving it as the next hand or as a correction of a past one (editIndex >= 0, with the reason
// for the audit trail). The panel binds to it and forwards its keys.
class ClubEntry : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(haifu::app::ClubOpenGame *game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(haifu::app::HandDraft draft READ draft WRITE setDraft NOTIFY draftChanged)
    //! -1: the next hand; >= 0: correcting that hand of the ledger (or, `inserting`, entering a
    //! hand that was missed before it).
    Q_PROPERTY(int editIndex READ editIndex NOTIFY editChanged)
    Q_PROPERTY(bool inserting READ inserting NOTIFY editChanged)
    Q_PROPERTY(QString editReason READ editReason WRITE setEditReason NOTIFY editChanged)
    //! The engine's preview of the draft (ClubOpenGame::preview); not ok, without an error,
    //! when no game is open.
    Q_PROPERTY(haifu::app::ClubPreview result READ result NOTIFY resultChanged)
    Q_PROPERTY(bool canSave READ canSave NOTIFY resultChanged)
    //! The winner picked last (-1 for none): Y and the tile picker act on it.
    Q_PROPERTY(int lastWinner READ lastWinner NOTIFY draftChanged)

public:
    explicit ClubEntry(QObject *parent = nullptr);

    [[nodiscard]] ClubOpenGame *game() const { return m_game; }
    void setGame(ClubOpenGame *game);
    [[nodiscard]] HandDraft draft() const { return m_draft; }
    void setDraft(const HandDraft &draft);
    [[nodiscard]] int editIndex() const { return m_editIndex; }
    [[nodiscard]] bool inserting() const { return m_inserting; }
    [[nodiscard]] QString editReason() const { return m_editReason; }
    void setEditReason(const QString &reason);
    [[nodiscard]] ClubPreview result() const { return m_result; }
    [[nodiscard]] bool canSave() const;
    [[nodiscard]] int lastWinner() const;

    // An empty draft for the next hand (keeps a correction open).
    Q_INVOKABLE void clear();
    // Loads a saved hand to correct it.
    Q_INVOKABLE void edit(int index);
    // Enters a missed hand before hand `index`.
    Q_INVOKABLE void insertBefore(int index);
    Q_INVOKABLE void cancelEdit();
    // Saves the draft (the next hand, a correction or an insertion); false when it cannot be
    // saved or the library refuses it (the club's errorText says why).
    Q_INVOKABLE bool save();

    // The result kind ("ron", …); nagashi only when the rules have it.
    Q_INVOKABLE void setKind(const QString &kind);
    // The seat's role in the current kind: a winner (ron/tsumo), tenpai (draw), nagashi, the
    // offender (chombo); picking again takes it back.
    Q_INVOKABLE void pickSeat(int seat);
    Q_INVOKABLE void pickDiscarder(int seat);
    Q_INVOKABLE void toggleRiichi(int seat);
    Q_INVOKABLE void toggleTenpai(int seat);
    Q_INVOKABLE void setHan(int seat, const QString &text);
    Q_INVOKABLE void setFu(int seat, const QString &text);
    // Yakuman, then double yakuman, then back to han/fu.
    Q_INVOKABLE void toggleYakuman(int seat);
    Q_INVOKABLE void setPao(int seat, int liable);
    Q_INVOKABLE void setReason(const QString &reason);
    Q_INVOKABLE void setNote(const QString &note);
    Q_INVOKABLE void setDealerPlaysOn(bool on);
    // P: only when the preview says the dealer may stop.
    Q_INVOKABLE void toggleDealerPlaysOn();
    // Takes the han/fu (or yakuman) the engine found for a hand entered with the tile picker
    // ({ han, fu, yakuman } from ClubOpenGame::scoreHand); picks the seat as a winner first.
    Q_INVOKABLE void applyScore(int seat, const QVariantMap &score);

Q_SIGNALS:
    void gameChanged();
    void draftChanged();
    void editChanged();
    void resultChanged();
    // A new winner was picked: the panel focuses their han field.
    void winnerAdded(int seat);
    // A correction was saved or cancelled.
    void editFinished();

private:
    void update();
    void setEdit(int index, bool inserting);
    [[nodiscard]] int seats() const;
    [[nodiscard]] bool validSeat(int seat) const;

    QPointer<ClubOpenGame> m_game;
    HandDraft m_draft;
    int m_editIndex = -1;
    bool m_inserting = false;
    QString m_editReason;
    ClubPreview m_result;
};

} // namespace haifu::app
