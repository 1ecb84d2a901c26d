pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// One seat of a problem's position: its label (wind, score, riichi), its river with the riichi
// tile sideways and called tiles marked, its melds and, when shown, its hand.
ColumnLayout {
    id: row

    required property BoardSeat seat
    property real tileWidth: 24

    visible: row.seat.present
    spacing: Theme.spacingSmall

    Label {
        textFormat: Text.PlainText
        text: row.seat.label
        font.pixelSize: Theme.smallSize
        font.bold: row.seat.toAct
        color: row.seat.toAct ? Theme.accent : Theme.mutedText
    }
    RowLayout {
        spacing: Theme.spacingLarge

        Flow {
            Layout.preferredWidth: 12 * row.tileWidth + 2 * Math.round(row.tileWidth / 3)
            spacing: 1
            Accessible.role: Accessible.List
            Accessible.name: qsTr("River of %1").arg(row.seat.label)

            Repeater {
                model: row.seat.river
                delegate: Item {
                    id: discard

                    required property string code
                    required property bool sideways
                    required property bool tsumogiri
                    required property bool calledAway
                    required property bool last

                    width: riverTile.width
                    height: riverTile.height
                    Accessible.role: Accessible.StaticText
                    Accessible.name: TileNames.spoken(discard.code)

                    Tile {
                        id: riverTile

                        tileWidth: row.tileWidth
                        code: discard.code
                        sideways: discard.sideways
                        tsumogiri: discard.tsumogiri
                        calledAway: discard.calledAway
                        last: discard.last
                    }
                }
            }
        }
        TileStrip {
            visible: row.seat.melds.count > 0
            model: row.seat.melds
            tileWidth: row.tileWidth
        }
        TileStrip {
            visible: !row.seat.student && row.seat.hand.count > 0
            model: row.seat.hand
            tileWidth: row.tileWidth * 0.8
        }
    }
}
