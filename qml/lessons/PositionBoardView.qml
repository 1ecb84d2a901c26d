pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// A problem's position: the heading (round, honba, deposits, wall, whose turn), the dora
// indicators, the other seats (right, across, left) with their rivers and melds, then the
// student's own river, melds and hand, large. The hand can be played: click a tile, or move
// the cursor with ←/→ and press Enter (`handPicking`); `tilePicked` says which.
ColumnLayout {
    id: view

    required property PositionBoard board
    property real tileWidth: 40
    property bool handPicking: false
    property int cursor: -1

    signal tilePicked(string code)

    function moveCursor(delta: int): void {
        const count = view.board.bottom.hand.count;
        if (count === 0)
            return;
        view.cursor = view.cursor < 0 ? (delta > 0 ? 0 : count - 1)
                                      : (view.cursor + delta + count) % count;
    }

    function pickCursor(): void {
        if (view.cursor >= 0 && view.cursor < hand.count)
            view.tilePicked(view.board.bottom.hand.data(view.board.bottom.hand.index(view.cursor, 0), TileListModel.CodeRole));
    }

    spacing: Theme.spacing

    Label {
        textFormat: Text.PlainText
        objectName: "boardHeading"
        text: view.board.heading
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }
    RowLayout {
        spacing: Theme.spacingMedium

        Label {
            textFormat: Text.PlainText
            text: qsTr("Dora indicators")
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
        TileStrip {
            model: view.board.dora
            tileWidth: Math.round(view.tileWidth * 0.6)
        }
    }
    BoardSeatRow {
        seat: view.board.right
        tileWidth: Math.round(view.tileWidth * 0.6)
    }
    BoardSeatRow {
        seat: view.board.top
        tileWidth: Math.round(view.tileWidth * 0.6)
    }
    BoardSeatRow {
        seat: view.board.left
        tileWidth: Math.round(view.tileWidth * 0.6)
    }
    BoardSeatRow {
        seat: view.board.bottom
        tileWidth: Math.round(view.tileWidth * 0.6)
    }
    // The student's hand, with the drawn tile apart.
    Row {
        objectName: "problemHand"
        spacing: 1
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Your hand")

        Repeater {
            id: hand

            model: view.board.bottom.hand
            delegate: Item {
                id: cell

                required property int index
                required property string code
                required property bool separated
                readonly property bool current: view.handPicking && view.cursor === cell.index

                width: tile.width + (cell.separated ? view.tileWidth * 0.3 : 0)
                height: tile.height + Theme.spacingSmall

                Tile {
                    id: tile

                    x: cell.separated ? view.tileWidth * 0.3 : 0
                    y: cell.current ? 0 : Theme.spacingSmall
                    tileWidth: view.tileWidth
                    code: cell.code
                    highlighted: cell.current
                }
                MouseArea {
                    anchors.fill: tile
                    enabled: view.handPicking
                    cursorShape: view.handPicking ? Qt.PointingHandCursor : Qt.ArrowCursor
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Discard %1").arg(TileNames.spoken(cell.code))
                    onClicked: {
                        view.cursor = cell.index;
                        view.tilePicked(cell.code);
                    }
                }
            }
        }
    }
}
