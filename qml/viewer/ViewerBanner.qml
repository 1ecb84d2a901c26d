import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// A line across the viewer that says what happened (an error, a notice) until it is closed.
Rectangle {
    id: banner

    property alias text: label.text
    // The objectName of the text, for the tests ("errorLabel", "noticeLabel").
    property alias labelName: label.objectName

    visible: false
    implicitHeight: row.implicitHeight + Theme.padding

    RowLayout {
        id: row

        anchors.fill: parent
        anchors.leftMargin: Theme.marginMedium
        anchors.rightMargin: Theme.spacingSmall

        Label {
            id: label

            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.smallSize + 1
        }
        ToolButton {
            text: "✕"
            focusPolicy: Qt.NoFocus
            Accessible.name: qsTr("Close")
            onClicked: banner.visible = false
        }
    }
}
