pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui

// The tile picker's hand on the felt: the concealed tiles (the winning tile apart and marked),
// then the calls. A click on a tile or a call tells the picker (to remove it or mark it).
Rectangle {
    id: hand

    // Tile codes; the winning tile's index among them; calls as [{ kind, tiles }].
    property var closed: []
    property int winIndex: -1
    property var melds: []

    signal closedClicked(int index)
    signal meldClicked(int index)

    implicitHeight: 72
    radius: Theme.radiusMedium
    color: Theme.felt

    Row {
        anchors.left: parent.left
        anchors.leftMargin: Theme.spacingRoomy
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.spacingTiny

        Repeater {
            model: hand.closed
            delegate: Item {
                id: handTile

                required property int index
                required property string modelData

                width: tile.width + (index === hand.winIndex ? 10 : 0)
                height: tile.height

                Tile {
                    id: tile

                    x: handTile.index === hand.winIndex ? 10 : 0
                    tileWidth: 34
                    code: handTile.modelData
                    highlighted: handTile.index === hand.winIndex
                }
                MouseArea {
                    anchors.fill: tile
                    cursorShape: Qt.PointingHandCursor
                    Accessible.role: Accessible.Button
                    Accessible.name: tile.Accessible.name
                    Accessible.onPressAction: hand.closedClicked(handTile.index)
                    onClicked: hand.closedClicked(handTile.index)
                }
            }
        }
        Item {
            width: 14
            height: 1
        }
        Repeater {
            model: hand.melds
            delegate: Row {
                id: meldRow

                required property int index
                required property var modelData

                spacing: 0
                rightPadding: Theme.padding
                Accessible.role: Accessible.Button
                //: a call (chi, pon, kan) in the tile picker's hand; clicking it removes it
                Accessible.name: qsTr("Remove this call")
                Accessible.onPressAction: hand.meldClicked(meldRow.index)

                Repeater {
                    model: meldRow.modelData.tiles
                    delegate: Tile {
                        required property int index
                        required property string modelData

                        tileWidth: 30
                        code: modelData
                        back: meldRow.modelData.kind === "ankan" && (index === 0 || index === 3)
                        sideways: meldRow.modelData.kind !== "ankan" && index === 0
                    }
                }
                TapHandler {
                    onTapped: hand.meldClicked(meldRow.index)
                }
            }
        }
    }
}
