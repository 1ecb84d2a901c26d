pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import Haifu.Backend

// One side of the table, laid out as if it were the bottom seat: the hand along the edge with
// the melds at its right end, the river in front of the centre, the name card in the corner.
// The table turns it to its side; the name card turns back so it stays upright.
Item {
    id: area

    required property SeatState seat
    // The size of the square table and of its centre panel.
    required property real tableSize
    required property real centreSize
    required property real tileWidth
    required property real riverTileWidth
    property bool showLabels: false

    readonly property real margin: Math.round(tableSize * 0.012)
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)
    readonly property real gap: Math.round(tileWidth * 0.3)
    // Where the perpendicular hands run along the sides.
    readonly property real sideReserve: margin + tileHeight + gap

    width: tableSize
    height: tableSize

    River {
        id: river

        x: (area.tableSize - area.centreSize) / 2
        y: (area.tableSize + area.centreSize) / 2 + 4
        tileWidth: area.riverTileWidth
        model: area.seat.river
        showLabels: area.showLabels
    }

    TileStrip {
        id: hand

        x: area.sideReserve
        anchors.bottom: parent.bottom
        anchors.bottomMargin: area.margin
        height: area.tileHeight
        tileWidth: area.tileWidth
        model: area.seat.hand
        showLabels: area.showLabels
        objectName: "hand" + area.seat.index
        // The player to play: a click tries that discard ("what if"); in a variation it plays it.
        interactive: GameSession.analysis.seat === area.seat.index && !area.seat.handHidden
        onTileClicked: code => GameSession.variations.active ? GameSession.variations.playDiscard(code) : GameSession.whatIf.tryDiscard(code)
    }

    TileStrip {
        id: melds

        anchors.right: parent.right
        anchors.rightMargin: area.sideReserve
        anchors.bottom: parent.bottom
        anchors.bottomMargin: area.margin
        height: 2 * area.tileWidth
        tileWidth: area.tileWidth
        gap: area.gap * 0.6
        model: area.seat.melds
        showLabels: area.showLabels
    }

    TileStrip {
        id: north

        anchors.right: melds.left
        anchors.rightMargin: area.gap * 2
        anchors.bottom: parent.bottom
        anchors.bottomMargin: area.margin
        height: area.tileHeight
        tileWidth: area.tileWidth * 0.8
        model: area.seat.northBonus
        showLabels: area.showLabels
    }

    SeatPlate {
        readonly property real available: river.x - river.implicitHeight - 12 - area.sideReserve
        readonly property real side: Math.max(84, Math.min(available, 150))

        x: Math.max(area.sideReserve + 4, river.x - river.implicitHeight - 8 - side)
        y: hand.y - 8 - side
        width: side
        height: side
        rotation: -area.rotation
        seat: area.seat
    }
}
