import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The viewer with nothing open yet: what it does, and a button to open a record.
Item {
    id: empty

    signal openAsked

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 520)
        spacing: Theme.spacingMedium

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("The study table")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.text
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Open a Tenhou log (mjlog or XML), a tenhou.net/6 JSON file or an MJAI log to replay it move by move, with the shanten and the tiles accepted by every discard.")
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            horizontalAlignment: Text.AlignHCenter
        }
        Button {
            Layout.alignment: Qt.AlignHCenter
            id: openRecordButton

            objectName: "openRecordButton"
            text: qsTr("Open a record…")
            font.capitalization: Font.MixedCase
            padding: Theme.marginMedium
            leftPadding: Theme.paddingLarge
            rightPadding: Theme.paddingLarge
            contentItem: Text {
                textFormat: Text.PlainText
                text: openRecordButton.text
                font: openRecordButton.font
                color: Theme.accentText
                horizontalAlignment: Text.AlignHCenter
            }
            background: Rectangle {
                radius: Theme.radiusMedium
                color: openRecordButton.down ? Qt.darker(Theme.accent, 1.15) : Theme.accent
            }
            onClicked: empty.openAsked()
        }
    }
}
