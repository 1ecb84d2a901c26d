pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui

// A row of tiles from a list of codes ("5m", "0p", "7z"): the tiles an explanation line is
// about.
Row {
    id: tileRow

    property list<string> codes
    property real tileWidth: 20

    spacing: 1

    Repeater {
        model: tileRow.codes
        delegate: Tile {
            required property string modelData

            code: modelData
            tileWidth: tileRow.tileWidth
            Accessible.role: Accessible.StaticText
            Accessible.name: TileNames.spoken(modelData)
        }
    }
}
