#pragma once

#include "linelistmodel.h"

#include "game/record.h"
#include "game/replay.h"
#include "insight/danger.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <utility>

// The engine's insight at the decision on screen (issue 17): how dangerous each tile of the
// acting seat's hand is against the threats at the table (riichi, open hands showing a
// threat), as ordered safety tiers with their reason; and the game's deal-ins into a riichi,
// each with the tier the tile had for the discarder. GameSession.insight.
class DecisionInsight : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The insight of the decision on screen comes from GameSession")
    //! Someone threatens the seat to act: the danger marks are shown.
    Q_PROPERTY(bool threatened READ threatened NOTIFY changed)
    //! "Against: Bob (riichi), Carol (open hand: two melds)".
    Q_PROPERTY(QString threatsText READ threatsText NOTIFY changed)
    //! The game's rons on a player in riichi: label "E2-0 · Alice → Bob", detail the tile and
    //! its tier with the reason, value the tier (1 safest … 7).
    Q_PROPERTY(LineListModel *dealIns READ dealIns CONSTANT)

public:
    using NameOf = std::function<QString(int seat)>;

    explicit DecisionInsight(QObject *parent = nullptr);

    // A game was opened (null: closed): its deal-ins into riichi are listed.
    void setRecord(const haifu::game::Record *record, const NameOf &nameOf);
    // The decision on screen: `seat` holds 14 tiles in `state`; -1 when there is none.
    void setDecision(const haifu::game::TableState &state, int seat, const NameOf &nameOf);

    [[nodiscard]] bool threatened() const { return m_danger.anyThreat(); }
    [[nodiscard]] QString threatsText() const { return m_threatsText; }
    [[nodiscard]] LineListModel *dealIns() { return &m_dealIns; }
    [[nodiscard]] const haifu::insight::HandDanger &danger() const { return m_danger; }
    // The worst tier (0 safest … 6) of a kind of the hand against the threats, -1 without a
    // threat; and in words, per threat.
    [[nodiscard]] int tierOf(haifu::rules::TileKind kind) const;
    [[nodiscard]] QString dangerText(haifu::rules::TileKind kind) const;

    // Goes to the decision of deal-in `index` (jumpRequested).
    Q_INVOKABLE void showDealIn(int index);

Q_SIGNALS:
    void changed();
    void jumpRequested(int kyoku, int step);

private:
    haifu::insight::HandDanger m_danger;
    QList<QString> m_threatNames; // parallel to m_danger.threats
    QString m_threatsText;
    LineListModel m_dealIns;
    QList<std::pair<int, int>> m_dealInSteps; // (kyoku, step) of each deal-in
};
