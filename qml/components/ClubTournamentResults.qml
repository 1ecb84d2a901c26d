pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// A tournament's results per round with its standings: a row per registered player in standings
// order, the score of each round ("sub" when a substitute played, "…" while the game goes on, "—"
// before it is seated), the total and the games counted.
ColumnLayout {
    id: view

    required property TournamentController tournament
    readonly property int roundWidth: 68

    spacing: 0

    // The heading row.
    RowLayout {
        Layout.fillWidth: true
        Layout.bottomMargin: Theme.spacingSmall
        spacing: Theme.spacingSmall

        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 44
            text: qsTr("Rank")
            color: Theme.mutedText
            font.bold: true
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Player")
            color: Theme.mutedText
            font.bold: true
        }
        Repeater {
            model: view.tournament.roundCount
            delegate: Label {
                required property int index

                textFormat: Text.PlainText
                Layout.preferredWidth: view.roundWidth
                //: the column of round N's scores: "R2"
                text: qsTr("R%1").arg(index + 1)
                color: Theme.mutedText
                font.bold: true
                horizontalAlignment: Text.AlignRight
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: view.roundWidth + Theme.spacing
            text: qsTr("Total")
            color: Theme.mutedText
            font.bold: true
            horizontalAlignment: Text.AlignRight
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 52
            text: qsTr("Games")
            color: Theme.mutedText
            font.bold: true
            horizontalAlignment: Text.AlignRight
        }
    }
    ListView {
        objectName: "tournamentResults"
        Layout.fillWidth: true
        Layout.fillHeight: true
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

            RowLayout {
                anchors.fill: parent
                spacing: Theme.spacingSmall

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 44
                    text: row.modelData.rank
                    color: Theme.text
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: row.modelData.name
                    color: Theme.text
                    elide: Text.ElideRight
                }
                Repeater {
                    model: row.modelData.cells
                    delegate: Label {
                        required property var modelData

                        textFormat: Text.PlainText
                        Layout.preferredWidth: view.roundWidth
                        text: modelData
                        color: String(modelData).startsWith("-") ? Theme.danger : Theme.text
                        horizontalAlignment: Text.AlignRight
                        font.family: "monospace"
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: view.roundWidth + Theme.spacing
                    text: row.modelData.total
                    color: Theme.text
                    font.bold: true
                    font.family: "monospace"
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 52
                    text: row.modelData.games
                    color: Theme.mutedText
                    horizontalAlignment: Text.AlignRight
                }
            }
        }
    }
}
