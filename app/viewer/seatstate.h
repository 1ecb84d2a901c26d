#pragma once

#include "viewer/tilelistmodel.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// Where a seat's hand stands: riichi, how far from ready (shanten, waits) and furiten.
class SeatStatus
{
    Q_GADGET
    QML_VALUE_TYPE(seatStatus)
    Q_PROPERTY(bool riichi MEMBER riichi CONSTANT)
    Q_PROPERTY(bool doubleRiichi MEMBER doubleRiichi CONSTANT)
    Q_PROPERTY(bool ippatsu MEMBER ippatsu CONSTANT)
    Q_PROPERTY(int shanten MEMBER shanten CONSTANT)
    Q_PROPERTY(QString shantenText MEMBER shantenText CONSTANT)
    Q_PROPERTY(bool tenpai MEMBER tenpai CONSTANT)
    Q_PROPERTY(int waitsRemaining MEMBER waitsRemaining CONSTANT)
    Q_PROPERTY(bool furiten MEMBER furiten CONSTANT)
    Q_PROPERTY(QString furitenText MEMBER furitenText CONSTANT)

public:
    bool riichi = false; // the riichi discard is out (the deposit may still be pending)
    bool doubleRiichi = false;
    bool ippatsu = false;
    int shanten = 8; // -1 complete, 0 tenpai
    QString shantenText; // "Tenpai", "2-shanten" (聴牌, 2向聴)
    bool tenpai = false;
    int waitsRemaining = 0; // copies of the waits still unseen by this player
    bool furiten = false;
    QString furitenText; // why: "discard furiten (3m in own river)"

    friend bool operator==(const SeatStatus &, const SeatStatus &) = default;
};

// The scalar facts about one seat at the current step (the tiles live in the models).
struct SeatInfo
{
    bool present = false; // false for the empty fourth side of a three-player game
    int position = 0; // where the seat is drawn: 0 bottom, 1 right, 2 top, 3 left
    QString name;
    QString rank;
    int score = 0;
    int scoreDifference = 0; // score minus the viewpoint seat's score
    int windIndex = 0; // 0 East .. 3 North
    QString wind; // "E" (東)
    bool dealer = false;
    SeatStatus status;
    bool turn = false; // this seat acts next
    bool lastActor = false; // this seat made the last action
    bool handHidden = false; // the hand is drawn face down
    bool winner = false; // this seat won the hand (at its end)
    bool connected = true;

    friend bool operator==(const SeatInfo &, const SeatInfo &) = default;
};

// A seat as drawn at one step: its facts and its tiles.
struct SeatView
{
    SeatInfo info;
    QList<TileItem> hand;
    QList<TileItem> river;
    QList<TileItem> melds;
    QList<TileItem> north;
    QList<TileItem> waits;
};

// One seat at the table: name, score, wind, the state of its hand, and its tiles.
class SeatState : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats come from GameSession.seat()")
    Q_PROPERTY(int index READ index CONSTANT)
    Q_PROPERTY(bool present READ present NOTIFY changed)
    Q_PROPERTY(int position READ position NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString rank READ rank NOTIFY changed)
    Q_PROPERTY(int score READ score NOTIFY changed)
    Q_PROPERTY(int scoreDifference READ scoreDifference NOTIFY changed)
    Q_PROPERTY(int windIndex READ windIndex NOTIFY changed)
    Q_PROPERTY(QString wind READ wind NOTIFY changed)
    Q_PROPERTY(bool dealer READ dealer NOTIFY changed)
    //! Riichi, shanten, waits and furiten.
    Q_PROPERTY(haifu::app::SeatStatus status READ status NOTIFY changed)
    Q_PROPERTY(bool turn READ turn NOTIFY changed)
    Q_PROPERTY(bool lastActor READ lastActor NOTIFY changed)
    Q_PROPERTY(bool handHidden READ handHidden NOTIFY changed)
    Q_PROPERTY(bool winner READ winner NOTIFY changed)
    Q_PROPERTY(bool connected READ connected NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *hand READ hand CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *river READ river CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *melds READ melds CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *northBonus READ northBonus CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *waits READ waits CONSTANT)

public:
    explicit SeatState(int index, QObject *parent = nullptr);

    [[nodiscard]] int index() const { return m_index; }
    [[nodiscard]] bool present() const { return m_info.present; }
    [[nodiscard]] int position() const { return m_info.position; }
    [[nodiscard]] QString name() const { return m_info.name; }
    [[nodiscard]] QString rank() const { return m_info.rank; }
    [[nodiscard]] int score() const { return m_info.score; }
    [[nodiscard]] int scoreDifference() const { return m_info.scoreDifference; }
    [[nodiscard]] int windIndex() const { return m_info.windIndex; }
    [[nodiscard]] QString wind() const { return m_info.wind; }
    [[nodiscard]] bool dealer() const { return m_info.dealer; }
    [[nodiscard]] SeatStatus status() const { return m_info.status; }
    [[nodiscard]] bool turn() const { return m_info.turn; }
    [[nodiscard]] bool lastActor() const { return m_info.lastActor; }
    [[nodiscard]] bool handHidden() const { return m_info.handHidden; }
    [[nodiscard]] bool winner() const { return m_info.winner; }
    [[nodiscard]] bool connected() const { return m_info.connected; }

    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *river() { return &m_river; }
    [[nodiscard]] TileListModel *melds() { return &m_melds; }
    [[nodiscard]] TileListModel *northBonus() { return &m_north; }
    [[nodiscard]] TileListModel *waits() { return &m_waits; }

    // The seat as drawn at the step on screen (an empty view: nobody sits there).
    void show(const SeatView &view);
    [[nodiscard]] const SeatInfo &info() const { return m_info; }

Q_SIGNALS:
    void changed();

private:
    const int m_index;
    SeatInfo m_info;
    TileListModel m_hand;
    TileListModel m_river;
    TileListModel m_melds;
    TileListModel m_north;
    TileListModel m_waits;
};

} // namespace haifu::app
