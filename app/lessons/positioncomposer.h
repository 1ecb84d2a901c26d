#pragma once

#include "viewer/tilelistmodel.h"

#include "teach/position.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace haifu::app {

class GameSession;

// The position composer: a teach::Position being edited by a teacher, field by field,
// from its text form (teach/positiontext.h) or from the table on screen in the viewer. Every
// edit re-checks the position: `problems` is checkPosition's first complaint in the reader's
// language, "" when the position is valid. Setters that read text return the reason they refused
// the text ("" when it was taken) and leave the position as it was.
//
// The per-seat text forms (this class's own, for its fields; the whole position travels in the
// text form):
//   hand    mpsz, "123m456p789s1122z"; "" hides the hand (not the seat to act)
//   river   tiles oldest first separated by spaces, each with marks after it:
//           "*" discarded as drawn (tsumogiri), ">" the riichi tile (laid sideways),
//           "@N" called away by seat N: "1m 9p* 3s> 4z@2"
//   melds   separated by spaces, each "<kind>:<tiles>@<source seat>" and, when the called tile
//           is not the first, "=<called tile>": "pon:555z@2 chi:345m@3=4m ankan:5555z"
// Seats are absolute (0 = East in the first hand), as in teach::Position.
class PositionComposer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int round READ round WRITE setRound NOTIFY changed)
    Q_PROPERTY(int dealer READ dealer WRITE setDealer NOTIFY changed)
    Q_PROPERTY(int honba READ honba WRITE setHonba NOTIFY changed)
    Q_PROPERTY(int deposits READ deposits WRITE setDeposits NOTIFY changed)
    Q_PROPERTY(int liveWall READ liveWall WRITE setLiveWall NOTIFY changed)
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY changed)
    //! "draw", "discard" or "claim" (teach::Phase).
    Q_PROPERTY(QString phase READ phase WRITE setPhase NOTIFY changed)
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY changed)
    Q_PROPERTY(QString rulesPreset READ rulesPreset WRITE setRulesPreset NOTIFY changed)
    Q_PROPERTY(QStringList presetNames READ presetNames CONSTANT)
    //! The dora indicators as mpsz ("3m7z"); set with setDoraText().
    Q_PROPERTY(QString doraText READ doraText NOTIFY changed)
    //! The position's text form; set with loadFromText().
    Q_PROPERTY(QString text READ text NOTIFY changed)
    //! What is wrong with the position (checkPosition), "" when it is valid.
    Q_PROPERTY(QString problems READ problems NOTIFY changed)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    //! Per seat 0..3: {seat, wind, windName, hand, drawn, river, melds, score, riichi,
    //! doubleRiichi, ippatsu, hidden, present, turn}: the fields as the seat editor shows them.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *doraModel READ doraModel CONSTANT)

public:
    explicit PositionComposer(QObject *parent = nullptr);

    [[nodiscard]] int round() const { return m_position.round; }
    void setRound(int round);
    [[nodiscard]] int dealer() const { return m_position.dealer; }
    void setDealer(int dealer);
    [[nodiscard]] int honba() const { return m_position.honba; }
    void setHonba(int honba);
    [[nodiscard]] int deposits() const { return m_position.deposits; }
    void setDeposits(int deposits);
    [[nodiscard]] int liveWall() const { return m_position.liveWall; }
    void setLiveWall(int tiles);
    [[nodiscard]] int turn() const { return m_position.turn; }
    void setTurn(int seat);
    [[nodiscard]] QString phase() const;
    void setPhase(const QString &phase);
    [[nodiscard]] int playerCount() const { return m_position.playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] QString rulesPreset() const;
    void setRulesPreset(const QString &preset);
    [[nodiscard]] static QStringList presetNames();
    [[nodiscard]] QString doraText() const;
    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] QString problems() const { return m_problems; }
    [[nodiscard]] bool valid() const { return m_problems.isEmpty(); }
    [[nodiscard]] QVariantList seats() const;
    [[nodiscard]] TileListModel *doraModel() { return &m_dora; }

    // Whole positions. Each returns the reason the input was refused, "" when it was taken.
    Q_INVOKABLE QString loadFromText(const QString &text);
    // The table on screen in the viewer (the variation's when one is shown), under the game's
    // rules preset.
    Q_INVOKABLE QString loadFromSession(haifu::app::GameSession *session);
    // An empty table (East 1, every hand hidden).
    Q_INVOKABLE void clear();

    Q_INVOKABLE QString setDoraText(const QString &mpsz);

    // Seats.
    Q_INVOKABLE QString seatHandText(int seat) const;
    Q_INVOKABLE QString setSeatHandText(int seat, const QString &mpsz);
    Q_INVOKABLE QString seatDrawnText(int seat) const;
    // One tile of the hand ("" for none).
    Q_INVOKABLE QString setSeatDrawn(int seat, const QString &tile);
    Q_INVOKABLE QString seatRiverText(int seat) const;
    Q_INVOKABLE QString setSeatRiverText(int seat, const QString &river);
    Q_INVOKABLE QString addRiverTile(int seat, const QString &tile, bool tsumogiri, bool riichi);
    Q_INVOKABLE QString removeRiverTile(int seat, int index);
    Q_INVOKABLE QString seatMeldsText(int seat) const;
    Q_INVOKABLE QString setSeatMeldsText(int seat, const QString &melds);
    Q_INVOKABLE QString addMeld(int seat, const QString &meld);
    Q_INVOKABLE QString removeMeld(int seat, int index);
    Q_INVOKABLE int seatScore(int seat) const;
    Q_INVOKABLE QString setSeatScore(int seat, int score);
    Q_INVOKABLE bool seatRiichi(int seat) const;
    Q_INVOKABLE QString setSeatRiichi(int seat, bool riichi);
    Q_INVOKABLE bool seatDoubleRiichi(int seat) const;
    Q_INVOKABLE QString setSeatDoubleRiichi(int seat, bool doubleRiichi);
    Q_INVOKABLE bool seatIppatsu(int seat) const;
    Q_INVOKABLE QString setSeatIppatsu(int seat, bool ippatsu);

    // The tiles of a seat for a TileStrip (null for a seat out of range).
    Q_INVOKABLE haifu::app::TileListModel *handModel(int seat);
    Q_INVOKABLE haifu::app::TileListModel *riverModel(int seat);
    Q_INVOKABLE haifu::app::TileListModel *meldModel(int seat);

    // For C++ callers and tests.
    [[nodiscard]] const haifu::teach::Position &position() const { return m_position; }
    void setPosition(const haifu::teach::Position &position);
    void loadFromState(const haifu::game::TableState &state, const QString &rulesPreset);

Q_SIGNALS:
    void changed();

private:
    // Runs `edit` on the seat when `seat` is one, then updates; the refusal otherwise.
    template <typename Edit>
    QString editSeat(int seat, Edit edit);
    void setNumber(int &field, int value);
    [[nodiscard]] bool isSeat(int seat) const { return seat >= 0 && seat < 4; }
    [[nodiscard]] QString noSeat(int seat) const;
    [[nodiscard]] QVariantMap seatMap(int seat) const;
    void update();

    haifu::teach::Position m_position;
    QString m_text;
    QString m_problems;
    std::array<TileListModel, 4> m_hands;
    std::array<TileListModel, 4> m_rivers;
    std::array<TileListModel, 4> m_melds;
    TileListModel m_dora;
};

} // namespace haifu::app
