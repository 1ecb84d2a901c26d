import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// A record being read in the background: what the reader does, and a way out.
Rectangle {
    id: card

    implicitWidth: openingRow.implicitWidth + 40
    implicitHeight: openingRow.implicitHeight + 28
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    RowLayout {
        id: openingRow

        anchors.centerIn: parent
        width: parent.width - 40
        spacing: Theme.spacingSection

        BusyIndicator {
            running: GameSession.opening
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
        }
        Label {
            Layout.fillWidth: true
            objectName: "openingText"
            text: GameSession.openingText
            textFormat: Text.PlainText
            elide: Text.ElideMiddle
            color: Theme.text
        }
        Button {
            objectName: "cancelOpening"
            text: qsTr("Cancel")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.cancelOpening()
        }
    }
}
