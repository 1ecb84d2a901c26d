pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's Print dialog: the printer (CUPS) and the number of copies for a score sheet
// ("game", "standings" or "blank"), sent with ClubSheets.printSheet.
ClubDialog {
    id: printDialog

    required property ClubController club

    property string what

    title: qsTr("Print")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAboutToShow: printerBox.model = printDialog.club.sheets.printers()
    onAccepted: printDialog.club.sheets.printSheet(printDialog.what, printerBox.currentIndex < 0 ? "" : printerBox.currentText, copiesBox.value)

    ColumnLayout {
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            text: printerBox.count === 0 ? qsTr("No printer found: the system's default printer is used, if any.") : qsTr("Printer")
            color: Theme.mutedText
        }
        PlainComboBox {
            id: printerBox

            Layout.preferredWidth: 300
            visible: count > 0
        }
        RowLayout {
            Label {
                textFormat: Text.PlainText
                text: qsTr("Copies")
                color: Theme.text
            }
            SpinBox {
                id: copiesBox

                from: 1
                to: 20
                value: 1
            }
        }
    }
}
