pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The `?` overlay: every key of the viewer.
Popup {
    id: help

    // The rows of ViewerKeys: the keys as shown and what they do.
    property var keys: []

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
                    text: isKey ? entry.shown : entry.action
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
