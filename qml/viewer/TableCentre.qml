pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Ui
import Haifu.Backend

// The middle of the table: round and hand, honba and deposits, tiles left in the wall, the
// dora indicators (ura too at a riichi win) and every seat's wind and score facing its side.
Rectangle {
    id: centre

    property bool showLabels: false

    radius: Theme.radius
    color: Theme.feltDark
    border.color: Qt.rgba(1, 1, 1, 0.12)

    Column {
        anchors.centerIn: parent
        spacing: Theme.spacingHair

        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "roundText"
            text: GameSession.table.roundText
            color: Theme.feltText
            font.pixelSize: Math.round(centre.height * 0.1)
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "sticksText"
            //: honba and riichi deposits on the table (Japanese: %1本場 供託%2)
            text: qsTr("%1 honba · %2 deposits").arg(GameSession.table.honba).arg(GameSession.table.deposits)
            color: Theme.feltMuted
            font.pixelSize: Math.max(10, Math.round(centre.height * 0.062))
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "wallText"
            //: tiles left in the live wall (Japanese: 残り%1)
            text: qsTr("Wall %1").arg(GameSession.table.liveWall)
            color: Theme.feltMuted
            font.pixelSize: Math.max(10, Math.round(centre.height * 0.062))
        }
        TileStrip {
            anchors.horizontalCenter: parent.horizontalCenter
            tileWidth: Math.round(centre.width * 0.13)
            gap: 0
            spacing: 1
            height: Math.round(tileWidth * 4 / 3)
            model: GameSession.table.doraIndicators
            showLabels: centre.showLabels
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: GameSession.table.uraIndicators.count > 0
            spacing: Theme.spacingSmall

            Text {
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                //: Japanese: 裏
                text: qsTr("Ura")
                color: Theme.feltMuted
                font.pixelSize: Math.max(10, Math.round(centre.height * 0.06))
            }
            TileStrip {
                tileWidth: Math.round(centre.width * 0.1)
                gap: 0
                spacing: 1
                height: Math.round(tileWidth * 4 / 3)
                model: GameSession.table.uraIndicators
                showLabels: centre.showLabels
            }
        }
    }

    Repeater {
        model: 4
        delegate: Item {
            id: side

            required property int index
            readonly property int seatIndex: GameSession.loaded && GameSession.viewpoint >= 0 ? GameSession.seatAtPosition(index) : -1
            readonly property SeatState seat: seatIndex >= 0 ? GameSession.seat(seatIndex) : null

            // Laid out as the bottom edge, then turned to face its seat.
            width: centre.width
            height: centre.height
            rotation: [0, -90, 180, 90][index]
            visible: seat !== null

            Column {
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.spacingSmall
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacingTiny

                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    visible: side.seat !== null && side.seat.status.riichi
                    width: centre.width * 0.42
                    height: Math.max(5, centre.height * 0.032)
                    radius: height / 2
                    color: "#f7f5ee"

                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.height * 0.8
                        height: width
                        radius: width / 2
                        color: Theme.riichi
                    }
                }
                Text {
                    id: scoreText

                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    objectName: "score" + side.index
                    text: side.seat ? side.seat.wind + "  " + side.seat.score.toLocaleString(Qt.locale("en_US"), "f", 0) : ""
                    color: side.seat && side.seat.dealer ? Theme.highlight : Theme.feltText
                    font.pixelSize: Math.max(11, Math.round(centre.height * 0.074))
                    font.bold: side.seat !== null && side.seat.turn

                    HoverHandler {
                        id: scoreHover
                    }
                    ToolTip.visible: scoreHover.hovered && side.index !== 0
                    ToolTip.text: side.seat ? qsTr("%1: %2 against you").arg(side.seat.name).arg((side.seat.scoreDifference > 0 ? "+" : "") + side.seat.scoreDifference.toLocaleString(Qt.locale("en_US"), "f", 0)) : ""
                }
            }
        }
    }
}
