pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui

// A row of tiles from a TileListModel (a hand, melds, dora indicators, waits), bottom-aligned,
// with a gap before tiles marked `separated` (the drawn tile, the next meld).
Row {
    id: strip

    property alias model: repeater.model
    property real tileWidth: 32
    property real gap: tileWidth * 0.3
    property bool showLabels: false
    // Tiles can be clicked (the hand of the player to play: "what if" discards).
    property bool interactive: false

    signal tileClicked(string code)

    Repeater {
        id: repeater

        delegate: Item {
            id: cell

            required property string code
            required property string extraCode
            required property bool back
            required property bool sideways
            required property bool separated
            required property bool highlighted
            required property bool tsumogiri
            required property bool calledAway
            required property bool last
            required property bool dimmed
            required property int count
            required property int danger

            width: tile.width + (separated ? strip.gap : 0)
            height: tile.height
            y: strip.height - height

            Tile {
                id: tile

                x: cell.separated ? strip.gap : 0
                tileWidth: strip.tileWidth
                code: cell.code
                extraCode: cell.extraCode
                back: cell.back
                sideways: cell.sideways
                highlighted: cell.highlighted
                tsumogiri: cell.tsumogiri
                calledAway: cell.calledAway
                last: cell.last
                dimmed: cell.dimmed
                count: cell.count
                danger: cell.danger
                showLabel: strip.showLabels
            }
            MouseArea {
                anchors.fill: tile
                enabled: strip.interactive && !cell.back
                visible: enabled
                cursorShape: Qt.PointingHandCursor
                onClicked: strip.tileClicked(cell.code)
                Accessible.role: Accessible.Button
                Accessible.name: TileNames.spoken(cell.code)
                Accessible.onPressAction: strip.tileClicked(cell.code)
            }
        }
    }
}
