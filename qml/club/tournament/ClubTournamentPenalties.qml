pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// A tournament's penalty list, as a referee keeps it: round, table, player, points and reason of
// every penalty given in the event's games (a penalty is given in its game, from the Games tab).
ListView {
    id: list

    required property TournamentController tournament

    objectName: "tournamentPenalties"
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    model: list.tournament.penalties
    ScrollBar.vertical: ScrollBar {}

    delegate: RowLayout {
        id: row

        required property var modelData

        width: ListView.view.width
        height: 30
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 150
            text: qsTr("Round %1, table %2").arg(row.modelData.round).arg(row.modelData.table)
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 160
            text: row.modelData.name
            color: Theme.text
            elide: Text.ElideRight
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 70
            text: row.modelData.points
            color: Theme.danger
            font.bold: true
            horizontalAlignment: Text.AlignRight
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: row.modelData.reason
            color: Theme.text
            elide: Text.ElideRight
        }
    }

    Label {
        textFormat: Text.PlainText
        anchors.fill: parent
        visible: list.count === 0
        text: qsTr("No penalty given in this event. A referee's penalty is given in its game: open the table’s game and use “Give a penalty…” under its scores.")
        color: Theme.mutedText
        wrapMode: Text.Wrap
    }
}
