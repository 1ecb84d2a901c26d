pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Backend
import Haifu.Ui

// A tournament's results per round with its standings: a row per registered player in standings
// order, the score of each round ("sub" when a substitute played, "…" while the game goes on, "—"
// before it is seated), the total and the games counted.
//
// Rows and columns are positioners with computed widths, not layouts: Qt 6.4's layouts crashed
// when a Repeater inside a RowLayout changed while a StackLayout switched to this view.
Item {
    id: view

    required property TournamentController tournament
    readonly property int rankWidth: 44
    readonly property int roundWidth: 68
    readonly property int gamesWidth: 52
    readonly property int nameWidth: Math.max(100, width - rankWidth - gamesWidth - (tournament.roundCount + 1) * (roundWidth + Theme.spacingSmall) - 4 * Theme.spacingSmall)

    component Cell: Label {
        textFormat: Text.PlainText
        horizontalAlignment: Text.AlignRight
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: Theme.text
    }

    // The heading row.
    Row {
        id: heading

        width: parent.width
        height: 30
        spacing: Theme.spacingSmall

        Cell {
            width: view.rankWidth
            height: parent.height
            text: qsTr("Rank")
            color: Theme.mutedText
            font.bold: true
        }
        Cell {
            width: view.nameWidth
            height: parent.height
            text: qsTr("Player")
            color: Theme.mutedText
            font.bold: true
            horizontalAlignment: Text.AlignLeft
        }
        Repeater {
            model: view.tournament.roundCount
            delegate: Cell {
                required property int index

                width: view.roundWidth
                height: heading.height
                //: the column of round N's scores: "R2"
                text: qsTr("R%1").arg(index + 1)
                color: Theme.mutedText
                font.bold: true
            }
        }
        Cell {
            width: view.roundWidth
            height: parent.height
            text: qsTr("Total")
            color: Theme.mutedText
            font.bold: true
        }
        Cell {
            width: view.gamesWidth
            height: parent.height
            text: qsTr("Games")
            color: Theme.mutedText
            font.bold: true
        }
    }
    ListView {
        objectName: "tournamentResults"
        anchors.top: heading.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        model: view.tournament.results
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: row

            required property var modelData
            required property int index

            width: ListView.view.width
            height: 30
            color: index % 2 === 0 ? Theme.surface : Theme.surfaceAlt

            Row {
                anchors.fill: parent
                spacing: Theme.spacingSmall

                Cell {
                    width: view.rankWidth
                    height: parent.height
                    text: row.modelData.rank
                }
                Cell {
                    width: view.nameWidth
                    height: parent.height
                    text: row.modelData.name
                    horizontalAlignment: Text.AlignLeft
                }
                Repeater {
                    model: row.modelData.cells
                    delegate: Cell {
                        required property var modelData

                        width: view.roundWidth
                        height: row.height
                        text: modelData
                        color: String(modelData).startsWith("-") ? Theme.danger : Theme.text
                        font.family: "monospace"
                    }
                }
                Cell {
                    width: view.roundWidth
                    height: parent.height
                    text: row.modelData.total
                    font.bold: true
                    font.family: "monospace"
                }
                Cell {
                    width: view.gamesWidth
                    height: parent.height
                    text: row.modelData.games
                    color: Theme.mutedText
                }
            }
        }
    }
}
