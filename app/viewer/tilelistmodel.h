#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One tile as the viewer draws it: its face and the marks on top of it.
struct TileItem
{
    QString code; // "5m", "0p" (red five), "7z"; the face even when drawn face down
    QString extraCode; // an added kan: the tile laid on top of this sideways one
    bool back = false; // face down (closed kan ends, hidden hands)
    bool sideways = false; // riichi declaration, the called tile of a meld
    bool separated = false; // a gap before it (the drawn tile, the next meld)
    bool highlighted = false; // the winning tile, the tile of the last action
    bool tsumogiri = false; // discarded straight after drawing it
    bool riichi = false; // the riichi declaration tile
    bool calledAway = false; // another player called it
    bool last = false; // the last discard on the table
    bool dimmed = false; // of less interest (e.g. no copies left)
    int count = -1; // a number to show with the tile (copies left), -1 for none
    int row = 0; // rivers: the row (0..2)
    int slot = 0; // rivers: the position in the row
    int shift = 0; // rivers: sideways tiles before it in the row
    QString mark; // rivers: the mark of a note on this discard (! ? !! ?? !? ?!), "" for none
    int danger = -1; // the hand at a decision: safety tier against the threats (0 safest … 6)

    friend bool operator==(const TileItem &, const TileItem &) = default;
};

// A row of tiles (a hand, a river, melds, dora indicators, waits). Updates signal precisely:
// rows that only change are dataChanged, a river that grows by one tile is one inserted row.
class TileListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Tile lists come from GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        ExtraCodeRole,
        BackRole,
        SidewaysRole,
        SeparatedRole,
        HighlightedRole,
        TsumogiriRole,
        RiichiRole,
        CalledAwayRole,
        LastRole,
        DimmedRole,
        CountRole,
        RowRole,
        SlotRole,
        ShiftRole,
        MarkRole,
        DangerRole,
    };
    Q_ENUM(Role)

    explicit TileListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    // Replaces the tiles, signalling only what changed.
    void setTiles(const QList<TileItem> &tiles);
    [[nodiscard]] const QList<TileItem> &tiles() const { return m_tiles; }
    // "5m 0p 7z" (tests and debugging).
    Q_INVOKABLE QString codes() const;

Q_SIGNALS:
    void countChanged();

private:
    QList<TileItem> m_tiles;
};

} // namespace haifu::app
