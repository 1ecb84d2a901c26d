#pragma once

#include "club/ledger.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstddef>

namespace haifu::app {

// What a hand being entered would do, before it is saved: the engine's verdict (or why not) and,
// when it is accepted, the transfers, the totals after it and what comes next. The entry panel
// shows it under the form and the seat cards show the deltas.
class ClubPreview
{
    Q_GADGET
    QML_VALUE_TYPE(clubPreview)
    Q_DECLARE_TR_FUNCTIONS(ClubPreview)
    Q_PROPERTY(bool ok MEMBER ok)
    //! Something is still to choose or type: `error` is then a prompt, not a refusal.
    Q_PROPERTY(bool incomplete MEMBER incomplete)
    Q_PROPERTY(QString error MEMBER error)
    //! "E2-1", the result in words ("Ron: Aiko from Ben") and its value ("3 han 30 fu").
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString result MEMBER result)
    Q_PROPERTY(QString value MEMBER value)
    //! Points by seat: the hand's transfers and the totals after it (after the whole game for a
    //! correction).
    Q_PROPERTY(QList<int> deltas MEMBER deltas)
    Q_PROPERTY(QList<int> totals MEMBER totals)
    //! [{ name, delta, deltaText, total, totalText }] by seat.
    Q_PROPERTY(QVariantList lines MEMBER lines)
    Q_PROPERTY(int sticksAfter MEMBER sticksAfter)
    Q_PROPERTY(bool dealerKeeps MEMBER dealerKeeps)
    //! Whether the hand ends the game, and why ("This ends the game: …").
    Q_PROPERTY(bool ends MEMBER ends)
    Q_PROPERTY(QString endText MEMBER endText)
    Q_PROPERTY(QString nextLabel MEMBER nextLabel)
    //! Rules where the dealer in the lead chooses: this hand gives the dealer the choice.
    Q_PROPERTY(bool dealerMayStop MEMBER dealerMayStop)

public:
    bool ok = false;
    bool incomplete = false;
    QString error;
    QString label;
    QString result;
    QString value;
    QList<int> deltas;
    QList<int> totals;
    QVariantList lines;
    int sticksAfter = 0;
    bool dealerKeeps = false;
    bool ends = false;
    QString endText;
    QString nextLabel;
    bool dealerMayStop = false;

    // A preview that only says why not (`incomplete`: a prompt).
    [[nodiscard]] static ClubPreview refused(const QString &error, bool incomplete = false);
    // The preview of `entry` placed at `at` in `game` (`replaced`: a correction of that hand,
    // else the next hand or one inserted there) as the engine scored it (`state`): the totals
    // after the hand, or after the whole game for a correction.
    [[nodiscard]] static ClubPreview of(const haifu::club::HandEntry &entry,
            const haifu::club::Game &game, const haifu::club::GameState &state, std::size_t at,
            bool correction, const QStringList &seatNames);

    friend bool operator==(const ClubPreview &, const ClubPreview &) = default;
};

} // namespace haifu::app

Q_DECLARE_METATYPE(haifu::app::ClubPreview)
