pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import Haifu.Backend

// The table of the current step: four sides around the centre panel, turned so that the
// viewpoint seat sits at the bottom. In a three-player game the top side stays empty.
Rectangle {
    id: table

    property bool showLabels: false
    readonly property real tableSize: Math.min(width, height)
    readonly property real tileWidth: Math.floor(tableSize / 23)
    readonly property real riverTileWidth: Math.floor(tableSize / 27)
    readonly property real centreSize: 6 * riverTileWidth + Math.round(riverTileWidth / 3)

    color: "transparent"
    // Reachable with Tab; the arrow keys step through the game wherever the focus is.
    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    //: the study table for screen readers; %1 the hand (E1-0), %2 the last action
    Accessible.name: qsTr("Table, %1: %2").arg(GameSession.table.kyokuLabel).arg(GameSession.table.lastActionText)

    Rectangle {
        id: cloth

        anchors.centerIn: parent
        width: table.tableSize
        height: table.tableSize
        radius: Theme.radius * 1.5
        color: Theme.felt
        border.color: Qt.darker(Theme.felt, 1.25)
        border.width: 2

        Repeater {
            model: 4
            delegate: SeatArea {
                id: seatArea

                required property int index
                readonly property int seatIndex: GameSession.loaded && GameSession.viewpoint >= 0 ? GameSession.seatAtPosition(index) : -1

                visible: seatIndex >= 0
                seat: GameSession.seat(seatIndex >= 0 ? seatIndex : 3)
                objectName: "side" + index
                tableSize: table.tableSize
                centreSize: table.centreSize
                tileWidth: table.tileWidth
                riverTileWidth: table.riverTileWidth
                showLabels: table.showLabels
                rotation: [0, -90, 180, 90][index]
            }
        }

        TableCentre {
            anchors.centerIn: parent
            width: table.centreSize
            height: table.centreSize
            showLabels: table.showLabels
        }
    }
}
