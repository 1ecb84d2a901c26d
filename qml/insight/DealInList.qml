pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The game's deal-ins into a riichi, each with the safety tier the tile had for the player who
// dealt in; a click goes to that decision.
ColumnLayout {
    id: list

    visible: GameSession.insight.dealIns.count > 0
    spacing: Theme.spacingTiny

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        //: heading of the list of discards that dealt into a riichi; %1 how many
        text: qsTr("Deal-ins into riichi (%1)").arg(GameSession.insight.dealIns.count)
        font.bold: true
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }

    Repeater {
        model: GameSession.insight.dealIns
        delegate: ItemDelegate {
            id: row

            required property int index
            required property string label
            required property string detail
            required property int amount
            required property bool mismatch

            objectName: "dealIn" + index
            Layout.fillWidth: true
            padding: Theme.spacingSmall
            onClicked: GameSession.insight.showDealIn(index)
            Accessible.name: label + ", " + detail
            contentItem: RowLayout {
                spacing: Theme.spacing

                Rectangle {
                    Layout.alignment: Qt.AlignTop
                    implicitWidth: Theme.bodySize + Theme.spacingSmall
                    implicitHeight: implicitWidth
                    radius: Theme.radiusSmall
                    color: Theme.dangerColor(row.amount - 1)

                    Label {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: row.amount
                        color: "white"
                        font.bold: true
                        font.pixelSize: Theme.smallSize
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.label
                        elide: Text.ElideRight
                        font.pixelSize: Theme.smallSize
                        color: Theme.text
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.detail
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.smallSize - 1
                        color: row.mismatch ? Theme.danger : Theme.mutedText
                    }
                }
            }
        }
    }
}
