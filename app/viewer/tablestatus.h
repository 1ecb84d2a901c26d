#pragma once

#include "viewer/tilelistmodel.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::game {
struct Kyoku;
struct TableState;
} // namespace haifu::game

namespace haifu::app {

class SeatLayout;

// The centre of the study table at the step on screen: the round, the sticks, the wall, whose
// turn it is, the dora and ura indicators and the last action in words.
class TableStatus : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table comes from GameSession.table")
    Q_PROPERTY(QString kyokuLabel READ kyokuLabel NOTIFY changed)
    Q_PROPERTY(QString roundText READ roundText NOTIFY changed)
    Q_PROPERTY(int roundWind READ roundWind NOTIFY changed)
    Q_PROPERTY(int handNumber READ handNumber NOTIFY changed)
    Q_PROPERTY(int honba READ honba NOTIFY changed)
    Q_PROPERTY(int deposits READ deposits NOTIFY changed)
    Q_PROPERTY(int liveWall READ liveWall NOTIFY changed)
    //! The seat to act, -1 once the hand is over.
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int dealer READ dealer NOTIFY changed)
    Q_PROPERTY(bool kyokuEnded READ kyokuEnded NOTIFY changed)
    Q_PROPERTY(QString lastActionText READ lastActionText NOTIFY changed)
    Q_PROPERTY(int lastActionSeat READ lastActionSeat NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *doraIndicators READ doraIndicators CONSTANT)
    //! Ura dora indicators, shown at the end of a hand won with riichi.
    Q_PROPERTY(haifu::app::TileListModel *uraIndicators READ uraIndicators CONSTANT)

public:
    struct Facts
    {
        QString kyokuLabel;
        QString roundText;
        int roundWind = 0;
        int handNumber = 1;
        int honba = 0;
        int deposits = 0;
        int liveWall = 0;
        int turn = -1;
        int dealer = 0;
        bool ended = false;
        QString lastActionText;
        int lastActionSeat = -1;

        friend bool operator==(const Facts &, const Facts &) = default;
    };

    explicit TableStatus(QObject *parent = nullptr);

    // The table of `state`, a step of hand `kyoku`; `layout` tells the winners whose ura dora
    // count.
    void show(const haifu::game::Kyoku &kyoku, const haifu::game::TableState &state,
            const SeatLayout &layout, const QString &lastAction);
    void clear();

    [[nodiscard]] QString kyokuLabel() const { return m_facts.kyokuLabel; }
    [[nodiscard]] QString roundText() const { return m_facts.roundText; }
    [[nodiscard]] int roundWind() const { return m_facts.roundWind; }
    [[nodiscard]] int handNumber() const { return m_facts.handNumber; }
    [[nodiscard]] int honba() const { return m_facts.honba; }
    [[nodiscard]] int deposits() const { return m_facts.deposits; }
    [[nodiscard]] int liveWall() const { return m_facts.liveWall; }
    [[nodiscard]] int turn() const { return m_facts.turn; }
    [[nodiscard]] int dealer() const { return m_facts.dealer; }
    [[nodiscard]] bool kyokuEnded() const { return m_facts.ended; }
    [[nodiscard]] QString lastActionText() const { return m_facts.lastActionText; }
    [[nodiscard]] int lastActionSeat() const { return m_facts.lastActionSeat; }
    [[nodiscard]] TileListModel *doraIndicators() { return &m_dora; }
    [[nodiscard]] TileListModel *uraIndicators() { return &m_ura; }

Q_SIGNALS:
    void changed();

private:
    void setFacts(const Facts &facts);

    Facts m_facts;
    TileListModel m_dora;
    TileListModel m_ura;
};

} // namespace haifu::app
