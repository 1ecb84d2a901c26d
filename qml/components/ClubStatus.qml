import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// Above the Club page's views: the error of the last action, and, for a library on a server, the
// link's state: offline with hands kept on this computer, or hands the server refused when they
// were sent.
ColumnLayout {
    id: status

    required property ClubController club

    spacing: Theme.spacingSmall

    Label {
        objectName: "clubError"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: status.club.errorText.length > 0
        text: status.club.errorText
        color: Theme.danger
        wrapMode: Text.Wrap
    }

    Rectangle {
        objectName: "clubOffline"
        Layout.fillWidth: true
        visible: status.club.sync.statusText.length > 0
        implicitHeight: offlineRow.implicitHeight + 2 * Theme.padding
        radius: Theme.radiusSmall
        color: Theme.warning
        Accessible.role: Accessible.AlertMessage
        Accessible.name: offlineText.text

        RowLayout {
            id: offlineRow
            anchors.fill: parent
            anchors.margins: Theme.padding
            spacing: Theme.spacing

            Label {
                id: offlineText
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: status.club.sync.statusText
                color: Theme.dark ? "black" : "white"
                wrapMode: Text.Wrap
            }
            Button {
                objectName: "clubRetry"
                visible: status.club.sync.offline
                text: qsTr("Try now")
                onClicked: status.club.sync.retryNow()
            }
        }
    }
}
