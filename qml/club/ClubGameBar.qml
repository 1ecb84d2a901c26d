pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's game bar: the game shown (newest first, with its date, state and players), New
// game, the last action's message, the audit trail and the score sheet menu.
RowLayout {
    id: bar

    required property ClubController club

    // New game…, Audit trail, and the score sheet menu's exports and prints.
    signal newGameRequested
    signal auditRequested
    signal exportRequested(string what, string format)
    signal printRequested(string what)

    spacing: Theme.spacing

    PlainComboBox {
        id: gameBox

        objectName: "gameBox"
        Layout.fillWidth: true
        // The game box gives way first when the window is narrow: the buttons keep their text.
        Layout.minimumWidth: 140
        Layout.maximumWidth: 560
        model: bar.club.directory.games
        textRole: "title"
        valueRole: "gameId"
        currentIndex: bar.club.directory.games.rowOf(bar.club.game.gameId)
        // The rows' revision: a language switch rewrites the texts of the same rows.
        displayText: currentIndex < 0 || bar.club.directory.games.revision < 0 ? qsTr("Choose a game") : (bar.club.directory.games.get(currentIndex, "dateText") + " · " + bar.club.directory.games.get(currentIndex, "status") + " · " + bar.club.directory.games.get(currentIndex, "players"))
        onActivated: bar.club.game.gameId = currentValue
        delegate: ItemDelegate {
            id: gameItem

            required property int index
            required property string title
            required property string dateText
            required property string players
            required property string status
            required property bool finished

            width: ListView.view.width
            highlighted: gameBox.highlightedIndex === index
            contentItem: Column {
                spacing: Theme.spacingTiny

                Label {
                    textFormat: Text.PlainText
                    text: gameItem.dateText + " · " + gameItem.title
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    text: gameItem.players + " · " + gameItem.status
                    color: gameItem.finished ? Theme.mutedText : Theme.accent
                    font.pixelSize: Theme.smallSize
                }
            }
        }
    }
    Button {
        objectName: "newGameButton"
        Layout.minimumWidth: implicitWidth
        text: qsTr("New game…")
        font.capitalization: Font.MixedCase
        enabled: bar.club.directory.clubId > 0
        onClicked: bar.newGameRequested()
    }
    Label {
        textFormat: Text.PlainText
        objectName: "clubMessage"
        Layout.fillWidth: true
        text: bar.club.message
        color: Theme.mutedText
        font.pixelSize: Theme.smallSize
        elide: Text.ElideRight
    }
    Button {
        objectName: "auditButton"
        Layout.minimumWidth: implicitWidth
        text: qsTr("Audit trail")
        flat: true
        font.capitalization: Font.MixedCase
        enabled: bar.club.game.hasGame
        onClicked: bar.auditRequested()
    }
    Button {
        id: sheetButton

        objectName: "sheetButton"
        Layout.minimumWidth: implicitWidth
        text: qsTr("Score sheet ▾")
        flat: true
        font.capitalization: Font.MixedCase
        onClicked: sheetMenu.popup(sheetButton, 0, sheetButton.height)

        Menu {
            id: sheetMenu

            MenuItem {
                text: qsTr("Export this game as PDF…")
                enabled: bar.club.game.hasGame
                onTriggered: bar.exportRequested("game", "pdf")
            }
            MenuItem {
                text: qsTr("Export this game as CSV…")
                enabled: bar.club.game.hasGame
                onTriggered: bar.exportRequested("game", "csv")
            }
            MenuItem {
                text: qsTr("Print this game…")
                enabled: bar.club.game.hasGame
                onTriggered: bar.printRequested("game")
            }
            MenuSeparator {}
            MenuItem {
                text: qsTr("Blank sheet as PDF…")
                onTriggered: bar.exportRequested("blank", "pdf")
            }
            MenuItem {
                text: qsTr("Print a blank sheet…")
                onTriggered: bar.printRequested("blank")
            }
        }
    }
}
