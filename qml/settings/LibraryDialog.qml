pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// Settings' "Change…": the library Haifu uses, a file on this computer or a database on a
// PostgreSQL server. "Test connection" looks at it without changing anything; "Use this
// library" saves the choice and, once confirmed, starts Haifu again on it.
ClubDialog {
    id: dialog

    // Asked to close the window for the restart (Settings closes it as Ctrl+Q does).
    signal restartRequested

    function openOn(location: string): void {
        connection.load(location);
        dialog.open();
    }

    objectName: "libraryDialog"
    title: qsTr("Library")
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 640, 640)
    height: Math.min(implicitHeight, parent ? parent.height - 2 * Theme.marginSmall : implicitHeight)
    padding: Theme.margin
    topPadding: Theme.marginMedium
    bottomPadding: Theme.marginMedium

    LibraryConnection {
        id: connection
    }

    FileDialog {
        id: fileDialog

        title: qsTr("Choose a library file")
        // An existing file; a new library's path is typed into the field.
        fileMode: FileDialog.OpenFile
        acceptLabel: qsTr("Choose")
        nameFilters: [qsTr("Haifu libraries (*.haifu)"), qsTr("All files (*)")]
        onAccepted: connection.filePath = selectedFile
    }

    ClubDialog {
        id: confirm

        parent: Overlay.overlay
        objectName: "libraryConfirm"
        title: qsTr("Start again on this library?")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: {
            if (connection.use())
                dialog.restartRequested();
        }

        ColumnLayout {
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: Math.min(dialog.width - 2 * Theme.margin, 480)
                text: qsTr("Haifu closes and starts again on %1. Notes are saved first.").arg(connection.shownLocation)
                wrapMode: Text.WrapAnywhere
                color: Theme.text
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        ButtonGroup {
            id: kindGroup
        }
        RowLayout {
            spacing: Theme.spacingLarge

            RadioButton {
                objectName: "libraryKindFile"
                text: qsTr("A file on this computer")
                checked: !connection.server
                ButtonGroup.group: kindGroup
                onClicked: connection.server = false
            }
            RadioButton {
                objectName: "libraryKindServer"
                text: qsTr("A PostgreSQL server")
                checked: connection.server
                ButtonGroup.group: kindGroup
                onClicked: connection.server = true
            }
        }

        RowLayout {
            visible: !connection.server
            Layout.fillWidth: true
            spacing: Theme.spacing

            TextField {
                objectName: "libraryFileField"
                Layout.fillWidth: true
                text: connection.filePath
                placeholderText: qsTr("Path of the library file")
                selectByMouse: true
                Accessible.name: qsTr("Library file")
                onTextEdited: connection.filePath = text
            }
            Button {
                objectName: "libraryBrowse"
                font.capitalization: Font.MixedCase
                text: qsTr("Browse…")
                onClicked: fileDialog.open()
            }
        }

        GridLayout {
            visible: connection.server
            Layout.fillWidth: true
            columns: 4
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacingSmall

            Label {
                textFormat: Text.PlainText
                text: qsTr("Host")
                color: Theme.text
            }
            TextField {
                objectName: "libraryHost"
                Layout.fillWidth: true
                text: connection.host
                placeholderText: "db.example.org"
                selectByMouse: true
                Accessible.name: qsTr("Host")
                onTextEdited: connection.host = text
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Port")
                color: Theme.text
            }
            TextField {
                objectName: "libraryPort"
                Layout.preferredWidth: 90
                text: String(connection.port)
                validator: IntValidator {
                    bottom: 1
                    top: 65535
                }
                selectByMouse: true
                Accessible.name: qsTr("Port")
                onTextEdited: connection.port = parseInt(text) || 0
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Database")
                color: Theme.text
            }
            TextField {
                objectName: "libraryDatabase"
                Layout.fillWidth: true
                text: connection.database
                selectByMouse: true
                Accessible.name: qsTr("Database")
                onTextEdited: connection.database = text
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("SSL")
                color: Theme.text
            }
            PlainComboBox {
                objectName: "librarySsl"
                Layout.preferredWidth: 130
                textRole: "label"
                valueRole: "key"
                model: [
                    { key: "prefer", label: qsTr("prefer") },
                    { key: "require", label: qsTr("require") },
                    { key: "disable", label: qsTr("disable") }
                ]
                currentIndex: Math.max(0, indexOfValue(connection.sslMode))
                Accessible.name: qsTr("SSL mode")
                onActivated: connection.sslMode = currentValue
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("User")
                color: Theme.text
            }
            TextField {
                objectName: "libraryUser"
                Layout.fillWidth: true
                text: connection.user
                selectByMouse: true
                Accessible.name: qsTr("User")
                onTextEdited: connection.user = text
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Password")
                color: Theme.text
            }
            TextField {
                objectName: "libraryPassword"
                Layout.fillWidth: true
                text: connection.password
                echoMode: TextInput.Password
                Accessible.name: qsTr("Password")
                onTextEdited: connection.password = text
            }
            CheckBox {
                objectName: "libraryRemember"
                Layout.columnSpan: 4
                text: qsTr("Remember the password (in libpq's password file, readable only by you)")
                checked: connection.rememberPassword
                onToggled: connection.rememberPassword = checked
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            BusyIndicator {
                Layout.preferredWidth: Theme.margin * 2
                Layout.preferredHeight: Theme.margin * 2
                visible: running
                running: connection.state === LibraryConnection.Testing
            }
            Label {
                objectName: "libraryResult"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: connection.resultText || connection.missing || qsTr("Address: %1").arg(connection.shownLocation)
                wrapMode: Text.Wrap
                maximumLineCount: 5
                elide: Text.ElideRight
                color: connection.state === LibraryConnection.Failed ? Theme.danger : connection.state === LibraryConnection.Ok ? Theme.accent : Theme.mutedText
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Button {
                objectName: "libraryTest"
                font.capitalization: Font.MixedCase
                text: qsTr("Test connection")
                enabled: connection.state !== LibraryConnection.Testing && connection.missing.length === 0
                onClicked: connection.test()
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "libraryCancel"
                font.capitalization: Font.MixedCase
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            PrimaryButton {
                objectName: "libraryUse"
                text: qsTr("Use this library")
                enabled: connection.state !== LibraryConnection.Testing && connection.missing.length === 0
                onClicked: confirm.open()
            }
        }
    }
}
