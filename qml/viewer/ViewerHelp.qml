pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The `?` overlay: every key of the viewer.
Popup {
    id: help

    // Keyboard first: every action of the viewer's toolbar has a key, listed here.
    property var keys: [
        { keys: "← / →", action: qsTr("Previous / next action") },
        { keys: "↑ / ↓, Ctrl+← / Ctrl+→", action: qsTr("Previous / next own decision (viewpoint seat)") },
        { keys: "Page Up / Page Down", action: qsTr("Previous / next hand") },
        { keys: "Home / End", action: qsTr("Start / end of the hand") },
        { keys: "Ctrl+Home / Ctrl+End", action: qsTr("Start / end of the game") },
        { keys: "N / Shift+N", action: qsTr("Next / previous discard that loses efficiency") },
        { keys: "E", action: qsTr("Next discard that loses expected value") },
        { keys: "D", action: qsTr("Next disagreement with the engine") },
        { keys: "V", action: qsTr("Turn the table to the next seat") },
        { keys: "H", action: qsTr("Show or hide the other hands") },
        { keys: "L", action: qsTr("Tile labels on or off") },
        { keys: "K", action: qsTr("Hand list on or off") },
        { keys: "1 … 6", action: qsTr("Mark the move ! ? !! ?? !? ?! (again: remove)") },
        { keys: "0", action: qsTr("Remove the mark") },
        { keys: "B", action: qsTr("Bookmark the step") },
        { keys: "] / [", action: qsTr("Next / previous step with a note") },
        { keys: "C", action: qsTr("Write a comment (Esc: back to the table)") },
        { keys: "Ctrl+Z", action: qsTr("Undo the last change to a note") },
        { keys: qsTr("Click a hand tile or a discard row"), action: qsTr("What if: try that discard (Esc: back)") },
        { keys: qsTr("Shift+Left / Up / Down"), action: qsTr("In a variation: back to its parent line / the line above / below") },
        { keys: "Ctrl+O", action: qsTr("Open a record file") },
        { keys: "?", action: qsTr("This list of keys") }
    ]

    anchors.centerIn: Overlay.overlay
    modal: true
    focus: true
    padding: Theme.paddingLarge
    width: Math.min(560, (parent ? parent.width : 560) - 40)

    background: Rectangle {
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.border
    }

    ColumnLayout {
        width: help.availableWidth
        spacing: Theme.spacingRoomy

        Label {
            textFormat: Text.PlainText
            text: qsTr("Keys of the study table")
            font.pixelSize: Theme.titleSize - 4
            font.bold: true
            color: Theme.text
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 16
            rowSpacing: 6

            // Two cells per key: the key, then what it does.
            Repeater {
                model: help.keys.length * 2
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int index
                    readonly property var entry: help.keys[index >> 1]
                    readonly property bool isKey: (index & 1) === 0

                    Layout.fillWidth: !isKey
                    text: isKey ? entry.keys : entry.action
                    wrapMode: Text.WordWrap
                    font.bold: isKey
                    font.pixelSize: Theme.smallSize + 1
                    color: isKey ? Theme.accent : Theme.text
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Press Esc to close.")
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
    }
}
