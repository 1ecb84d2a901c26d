pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// "Fetch from Tenhou" on the Library page: paste a Tenhou log address or log id, download it
// (progress and Cancel) from AppSettings.tenhouLogBase and add it to the library like a file; a
// tenhou.net/6 link with the record inside (#json=…) is added at once, with no download.
// Errors are shown as plain text under the field; fetched() names the game once it is stored.
Rectangle {
    id: bar

    signal fetched(int gameId)

    readonly property TenhouFetcher fetcher: Library.fetcher

    function start(): void {
        if (bar.fetcher.busy || field.text.trim().length === 0)
            return;
        bar.fetcher.fetch(field.text, AppSettings.tenhouLogBase);
    }

    implicitHeight: fetchColumn.implicitHeight + 2 * Theme.padding
    radius: Theme.radius
    color: Theme.surfaceAlt
    border.color: Theme.border

    Connections {
        target: bar.fetcher

        function onFetched(gameId: int): void {
            field.clear();
            bar.fetched(gameId);
        }
    }

    ColumnLayout {
        id: fetchColumn

        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Fetch from Tenhou")
                font.bold: true
                color: Theme.text
            }
            TextField {
                id: field

                objectName: "fetchField"
                Layout.fillWidth: true
                enabled: !bar.fetcher.busy && Library.available
                selectByMouse: true
                // The example address only where it fits whole.
                placeholderText: width >= 480 ? qsTr("Paste a log address (https://tenhou.net/0/?log=…&tw=2), a log id or a tenhou.net/6 link (#json=…)")
                                              : qsTr("Paste a Tenhou log address, id or link")
                Accessible.name: qsTr("Tenhou log address, id or tenhou.net/6 link")
                onAccepted: bar.start()
            }
            Button {
                objectName: "fetchButton"
                visible: !bar.fetcher.busy
                text: qsTr("Fetch")
                font.capitalization: Font.MixedCase
                enabled: Library.available && field.text.trim().length > 0
                onClicked: bar.start()
            }
            Button {
                objectName: "fetchCancelButton"
                visible: bar.fetcher.busy
                text: qsTr("Cancel")
                flat: true
                font.capitalization: Font.MixedCase
                onClicked: bar.fetcher.cancel()
            }
        }
        ProgressBar {
            objectName: "fetchProgress"
            Layout.fillWidth: true
            visible: bar.fetcher.busy
            // The size is not always announced: then it just shows that something happens.
            indeterminate: bar.fetcher.total <= 0
            from: 0
            to: Math.max(1, bar.fetcher.total)
            value: bar.fetcher.received
        }
        Label {
            objectName: "fetchStatus"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            text: bar.fetcher.errorText.length > 0 ? bar.fetcher.errorText : bar.fetcher.statusText
            color: bar.fetcher.errorText.length > 0 ? Theme.danger : Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
    }
}
