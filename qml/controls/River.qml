pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui

// A player's discards in rows of six (the third row runs on), the riichi tile turned sideways,
// tsumogiri shaded, tiles called away faded, the last discard marked.
Item {
    id: river

    property alias model: repeater.model
    property real tileWidth: 26
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)
    property bool showLabels: false

    implicitWidth: 6 * tileWidth + (tileHeight - tileWidth)
    implicitHeight: 3 * tileHeight

    Repeater {
        id: repeater

        delegate: Item {
            id: cell

            required property string code
            required property bool sideways
            required property bool tsumogiri
            required property bool calledAway
            required property bool last
            required property int row
            required property int slot
            required property int shift
            required property string mark

            x: slot * river.tileWidth + shift * (river.tileHeight - river.tileWidth)
            y: row * river.tileHeight + (sideways ? river.tileHeight - river.tileWidth : 0)
            width: tile.width
            height: tile.height
            z: mark.length > 0 ? 1 : 0

            Tile {
                id: tile

                tileWidth: river.tileWidth
                code: cell.code
                sideways: cell.sideways
                tsumogiri: cell.tsumogiri
                calledAway: cell.calledAway
                last: cell.last
                mark: cell.mark
                showLabel: river.showLabels
            }
        }
    }
}
