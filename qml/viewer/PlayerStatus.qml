pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// One player's line in the side panel: wind, name, score, shanten or waits, furiten and why.
ColumnLayout {
    id: status

    required property int index
    readonly property SeatState seat: GameSession.seat(index)
    property bool showLabels: false

    spacing: Theme.spacingTiny

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            text: status.seat.wind
            font.bold: true
            font.pixelSize: Theme.smallSize + 1
            color: status.seat.dealer ? Theme.danger : Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: status.seat.name
            elide: Text.ElideRight
            font.pixelSize: Theme.smallSize + 1
            font.bold: status.seat.turn
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            visible: status.seat.status.riichi
            text: qsTr("Riichi")
            font.pixelSize: Theme.smallSize
            font.bold: true
            color: Theme.danger
        }
        Label {
            textFormat: Text.PlainText
            objectName: "shanten" + status.index
            text: status.seat.status.shantenText
            font.pixelSize: Theme.smallSize
            color: status.seat.status.tenpai ? Theme.accent : Theme.mutedText
            font.bold: status.seat.status.tenpai
        }
        Label {
            textFormat: Text.PlainText
            objectName: "playerScore" + status.index
            Layout.preferredWidth: 56
            horizontalAlignment: Text.AlignRight
            text: status.seat.score.toLocaleString(Qt.locale("en_US"), "f", 0)
            font.pixelSize: Theme.smallSize + 1
            color: Theme.text
        }
    }
    Flow {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.indent
        visible: status.seat.status.tenpai && !status.seat.winner
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            //: the tiles a tenpai hand waits on, and how many are left (Japanese: 待ち)
            text: qsTr("Waits (%1 left)").arg(status.seat.status.waitsRemaining)
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
        Repeater {
            model: status.seat.waits
            delegate: Item {
                id: waitCell

                required property string code
                required property int count

                width: counted.width
                height: counted.height

                CountedTile {
                    id: counted

                    tileWidth: 18
                    code: waitCell.code
                    count: waitCell.count
                    showLabel: status.showLabels
                }
            }
        }
    }
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Theme.indent
        visible: status.seat.status.furiten
        text: status.seat.status.furitenText
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.danger
    }
}
