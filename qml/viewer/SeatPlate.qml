pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// A seat's name card in its corner of the table: wind, name, rank, riichi, shanten or tenpai
// with the waits and the copies left, furiten with its reason. Always drawn upright.
Rectangle {
    id: plate

    required property SeatState seat

    radius: Theme.radius
    clip: true
    color: Qt.rgba(0, 0, 0, seat.turn ? 0.34 : 0.22)
    border.width: seat.turn || seat.winner ? 2 : 1
    border.color: seat.winner ? Theme.highlight : seat.turn ? Theme.feltText : Qt.rgba(1, 1, 1, 0.18)

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingCompact
        spacing: Theme.spacingTiny

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSnug

            Rectangle {
                Layout.preferredWidth: 20
                Layout.preferredHeight: 20
                radius: Theme.radius
                color: plate.seat.dealer ? Theme.riichi : Qt.rgba(1, 1, 1, 0.16)

                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: plate.seat.wind
                    color: Theme.feltText
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                }
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: plate.seat.name
                elide: Text.ElideRight
                color: Theme.feltText
                font.pixelSize: Theme.smallSize + 1
                font.bold: true
            }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: plate.seat.rank.length > 0
            text: plate.seat.rank
            elide: Text.ElideRight
            color: Theme.feltMuted
            font.pixelSize: Theme.smallSize - 1
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacingHair

            Badge {
                visible: plate.seat.status.riichi
                text: plate.seat.status.doubleRiichi ? qsTr("Double riichi") : qsTr("Riichi")
                fill: Theme.riichi
            }
            Badge {
                visible: plate.seat.status.ippatsu
                text: qsTr("Ippatsu")
                fill: Theme.riichi
            }
            Badge {
                text: plate.seat.status.shantenText
                fill: plate.seat.status.tenpai ? Theme.accent : Qt.rgba(1, 1, 1, 0.16)
            }
            Badge {
                visible: plate.seat.status.furiten
                //: Japanese: フリテン
                text: qsTr("Furiten")
                fill: "#8a5a00"
                ToolTip.visible: furitenHover.hovered
                ToolTip.text: plate.seat.status.furitenText

                HoverHandler {
                    id: furitenHover
                }
            }
        }
        Item {
            Layout.fillHeight: true
        }
    }

    component Badge: Rectangle {
        property alias text: label.text
        property color fill

        implicitWidth: label.implicitWidth + 8
        implicitHeight: label.implicitHeight + 2
        radius: height / 2
        color: fill

        Text {
            id: label

            textFormat: Text.PlainText
            anchors.centerIn: parent
            color: Theme.feltText
            font.pixelSize: Theme.smallSize - 2
            font.bold: true
        }
    }
}
