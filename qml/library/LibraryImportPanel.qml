pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Library page's import progress (with Cancel) and, after an import, the report per file.
Rectangle {
    visible: Library.importing || Library.report.count > 0
    implicitHeight: importColumn.implicitHeight + 20
    radius: Theme.radius
    color: Theme.surfaceAlt
    border.color: Theme.border

    ColumnLayout {
        id: importColumn

        anchors.fill: parent
        anchors.margins: Theme.spacingRoomy
        spacing: Theme.spacingCompact

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingRoomy

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                color: Theme.text
                elide: Text.ElideMiddle
                text: Library.importing
                      ? qsTr("Importing %1 of %2: %3").arg(Library.importDone).arg(Library.importTotal).arg(Library.importFile)
                      : qsTr("Last import: %1").arg(Library.importSummary)
            }
            Button {
                objectName: "cancelImportButton"
                visible: Library.importing
                text: qsTr("Cancel")
                flat: true
                font.capitalization: Font.MixedCase
                onClicked: Library.cancelImport()
            }
            Button {
                visible: !Library.importing
                text: reportList.visible ? qsTr("Hide report") : qsTr("Show report")
                flat: true
                font.capitalization: Font.MixedCase
                onClicked: reportList.visible = !reportList.visible
            }
        }
        ProgressBar {
            Layout.fillWidth: true
            visible: Library.importing
            from: 0
            to: Math.max(1, Library.importTotal)
            value: Library.importDone
        }
        ListView {
            id: reportList

            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 140)
            visible: false
            clip: true
            model: Library.report
            delegate: RowLayout {
                id: reportRow

                required property string fileName
                required property string status
                required property string statusText
                required property string message

                width: ListView.view.width
                spacing: Theme.spacingRoomy

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 170
                    text: reportRow.statusText
                    color: reportRow.status === "failed" ? Theme.danger : Theme.mutedText
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: reportRow.message.length > 0 ? reportRow.fileName + " — " + reportRow.message : reportRow.fileName
                    elide: Text.ElideRight
                    color: Theme.text
                }
            }
        }
    }
}
