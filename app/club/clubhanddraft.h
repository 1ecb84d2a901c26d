#pragma once

#include "club/ledger.h"
#include "rules/result.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One hand of a club game as the entry form holds it, shared by QML and C++: the
// result kind, the winners in the order they were picked with their han and fu as typed (per
// seat), yakuman and liability, the discarder or offender, tenpai/nagashi/riichi per seat, the
// abortive draw's reason, a note and, at all-last under rules where the leading dealer chooses,
// whether the dealer plays on. ClubController checks it (toEntry) before it previews or saves
// it; ClubEntry holds the one being typed.
//
// kind: "ron", "tsumo", "draw", "nagashi", "abortive" or "chombo" (ClubText::kindKey).
// Per-seat lists always have four items (a three-player game leaves the last one unused).
class HandDraft
{
    Q_GADGET
    QML_VALUE_TYPE(handDraft)
    // Its texts are the Club page's (translated under ClubController, where they were written).
    Q_DECLARE_TR_FUNCTIONS(ClubController)
    Q_PROPERTY(QString kind MEMBER kind)
    //! Winner seats in the order they were picked.
    Q_PROPERTY(QList<int> winners MEMBER winners)
    //! Han and fu per seat as typed ("" for nothing yet).
    Q_PROPERTY(QStringList han MEMBER han)
    Q_PROPERTY(QStringList fu MEMBER fu)
    //! Per seat: 0, 1 (yakuman) or 2 (double yakuman).
    Q_PROPERTY(QList<int> yakuman MEMBER yakuman)
    //! Per seat: the seat liable (pao) for that winner's yakuman, -1 for none.
    Q_PROPERTY(QList<int> pao MEMBER pao)
    Q_PROPERTY(int discarder MEMBER discarder)
    Q_PROPERTY(int offender MEMBER offender)
    Q_PROPERTY(QList<bool> tenpai MEMBER tenpai)
    Q_PROPERTY(QList<bool> nagashi MEMBER nagashi)
    Q_PROPERTY(QList<bool> riichi MEMBER riichi)
    //! The abortive draw's reason ("four_winds", …; "" = other).
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString note MEMBER note)
    Q_PROPERTY(bool dealerPlaysOn MEMBER dealerPlaysOn)
    //! Whether the kind has winners (ron, tsumo).
    Q_PROPERTY(bool winKind READ winKind)

public:
    static constexpr int kSeats = 4;

    QString kind = QStringLiteral("ron");
    QList<int> winners;
    QStringList han = QStringList(kSeats);
    QStringList fu = QStringList(kSeats);
    QList<int> yakuman = QList<int>(kSeats, 0);
    QList<int> pao = QList<int>(kSeats, -1);
    int discarder = -1;
    int offender = -1;
    QList<bool> tenpai = QList<bool>(kSeats, false);
    QList<bool> nagashi = QList<bool>(kSeats, false);
    QList<bool> riichi = QList<bool>(kSeats, false);
    QString reason;
    QString note;
    bool dealerPlaysOn = false;

    [[nodiscard]] bool winKind() const;
    //! Whether `seat` is one of the winners.
    Q_INVOKABLE bool isWinner(int seat) const { return winners.contains(seat); }
    //! An empty draft of `kind`.
    [[nodiscard]] static haifu::app::HandDraft empty(const QString &kind = QStringLiteral("ron"));

    // What the game allows, for the checks of toEntry().
    struct Game
    {
        int players = 4;
        int maxWinners = 1;
        bool nagashiMangan = false;
        QStringList abortReasons; // the keys the rules allow ("" = other)
        QStringList seatNames;
    };
    // The entry the draft stands for, or why not; `incomplete` tells a missing choice (the error
    // is then a prompt) from a refusal.
    [[nodiscard]] haifu::Result<haifu::club::HandEntry> toEntry(
            const Game &game, bool *incomplete = nullptr) const;
    // A saved hand as a draft (to correct it).
    [[nodiscard]] static HandDraft fromEntry(const haifu::club::HandEntry &entry);

    // The map form the entry form used to send ({ kind, winners: [{ seat, han, fu, yakuman,
    // pao }], discarder, offender, tenpai, nagashi, riichi, reason, note, dealerPlaysOn }), read
    // and written for scripts and tests that still speak it.
    [[nodiscard]] static HandDraft fromMap(const QVariantMap &map);
    [[nodiscard]] QVariantMap toMap(int players = kSeats) const;

    friend bool operator==(const HandDraft &, const HandDraft &) = default;

private:
    [[nodiscard]] std::optional<haifu::Error> readWins(
            const Game &game, haifu::club::HandEntry &entry, bool *incomplete) const;
    [[nodiscard]] std::optional<haifu::Error> readDraw(
            const Game &game, haifu::club::HandEntry &entry, bool *incomplete) const;
};

} // namespace haifu::app

Q_DECLARE_METATYPE(haifu::app::HandDraft)
