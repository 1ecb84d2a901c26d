#pragma once

#include "viewer/tilelistmodel.h"

#include "teach/position.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

namespace haifu::app {

// One seat of a position as a board draws it: a label ("South · 24,000 · riichi"), its hand,
// river and melds as tile rows.
class BoardSeat : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats come from a PositionBoard")
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(bool present READ present NOTIFY changed)
    Q_PROPERTY(bool student READ student NOTIFY changed)
    Q_PROPERTY(bool toAct READ toAct NOTIFY changed)
    Q_PROPERTY(QString label READ label NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *hand READ hand CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *river READ river CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *melds READ melds CONSTANT)

public:
    BoardSeat(int seat, QObject *parent);

    [[nodiscard]] int seat() const { return m_seat; }
    [[nodiscard]] bool present() const { return m_present; }
    [[nodiscard]] bool student() const { return m_student; }
    [[nodiscard]] bool toAct() const { return m_toAct; }
    [[nodiscard]] QString label() const { return m_label; }
    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *river() { return &m_river; }
    [[nodiscard]] TileListModel *melds() { return &m_melds; }

    // Shows `seat` of `position`; its hand face up when `showHand`, face down otherwise (a hidden
    // hand, with no tiles, shows nothing).
    void show(const haifu::teach::Position &position, int seat, int studentSeat, bool showHand);

Q_SIGNALS:
    void changed();

private:
    int m_seat = 0;
    bool m_present = false;
    bool m_student = false;
    bool m_toAct = false;
    QString m_label;
    TileListModel m_hand;
    TileListModel m_river;
    TileListModel m_melds;
};

// A position drawn for a problem or a preview: a heading (round, honba, deposits, wall, whose
// turn), the dora indicators, and the seats in table order from the student's seat (the first
// is the student, then right, across, left). Hands of other seats are shown only when asked.
class PositionBoard : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Boards come from the lesson objects")
    Q_PROPERTY(QString heading READ heading NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *dora READ dora CONSTANT)
    Q_PROPERTY(haifu::app::BoardSeat *bottom READ bottom CONSTANT)
    Q_PROPERTY(haifu::app::BoardSeat *right READ right CONSTANT)
    Q_PROPERTY(haifu::app::BoardSeat *top READ top CONSTANT)
    Q_PROPERTY(haifu::app::BoardSeat *left READ left CONSTANT)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)

public:
    explicit PositionBoard(QObject *parent = nullptr);

    [[nodiscard]] QString heading() const { return m_heading; }
    [[nodiscard]] TileListModel *dora() { return &m_dora; }
    [[nodiscard]] BoardSeat *bottom() { return m_seats[0]; }
    [[nodiscard]] BoardSeat *right() { return m_seats[1]; }
    [[nodiscard]] BoardSeat *top() { return m_seats[2]; }
    [[nodiscard]] BoardSeat *left() { return m_seats[3]; }
    [[nodiscard]] bool valid() const { return m_valid; }

    // Shows `position` from `studentSeat`; `allHands` shows every hand that is not hidden.
    void show(const haifu::teach::Position &position, int studentSeat, bool allHands = false);
    void clear();

    // "East 2 · 1 honba · 2 deposits · 52 tiles left · South to discard".
    [[nodiscard]] static QString headingText(const haifu::teach::Position &position);

Q_SIGNALS:
    void changed();

private:
    QString m_heading;
    TileListModel m_dora;
    std::array<BoardSeat *, 4> m_seats{};
    bool m_valid = false;
};

} // namespace haifu::app
