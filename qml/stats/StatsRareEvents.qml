pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The rare events of who is shown (yakuman won or paid, nagashi mangan, double riichi), oldest
// first; a double-click opens the game.
ListView {
    id: events

    required property StatsController controller

    signal openGame(int gameId)

    objectName: "statsRareEvents"
    clip: true
    model: controller.rareEvents
    ScrollBar.vertical: ScrollBar {}

    Label {
        anchors.centerIn: parent
        visible: events.count === 0
        textFormat: Text.PlainText
        text: qsTr("No yakuman, nagashi mangan or double riichi in these games.")
        color: Theme.mutedText
    }

    delegate: ItemDelegate {
        id: event

        required property var modelData
        required property int index

        width: ListView.view.width
        height: 30
        background: Rectangle {
            color: event.hovered ? Theme.accentSoft : event.index % 2 ? Theme.surfaceAlt : Theme.surface
        }
        onDoubleClicked: events.openGame(event.modelData.gameId)
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Double-click to open the game")

        contentItem: RowLayout {
            spacing: Theme.spacingMedium

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 100
                text: event.modelData.date
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 180
                elide: Text.ElideRight
                text: event.modelData.player
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 80
                text: event.modelData.hand
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: event.modelData.what
                color: event.modelData.dealtIn ? Theme.danger : Theme.text
                font.bold: true
            }
        }
    }
}
