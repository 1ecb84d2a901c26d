pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend

// Preferences: interface language, colour theme, where logs are fetched from (applied at once);
// the library in use (a file or a server; a change starts Haifu again).
ScrollView {
    id: page

    signal aboutRequested

    contentWidth: availableWidth

    ColumnLayout {
        width: Math.min(page.availableWidth - 2 * Theme.margin, 720)
        x: Theme.margin
        spacing: Theme.spacingSmall

        Label {
            textFormat: Text.PlainText
            Layout.topMargin: Theme.margin
            text: qsTr("Settings")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.text
        }

        SectionHeader {
            text: qsTr("Language")
        }
        ButtonGroup {
            id: languageGroup
        }
        RadioButton {
            objectName: "languageSystem"
            //: %1 is the language detected from the system, e.g. "English"
            text: qsTr("Same as the system (%1)").arg(AppSettings.systemLanguage === "ja" ? "日本語" : "English")
            checked: AppSettings.language === ""
            ButtonGroup.group: languageGroup
            onClicked: AppSettings.language = ""
        }
        RadioButton {
            objectName: "languageEnglish"
            text: "English"
            checked: AppSettings.language === "en"
            ButtonGroup.group: languageGroup
            onClicked: AppSettings.language = "en"
        }
        RadioButton {
            objectName: "languageJapanese"
            text: "日本語"
            checked: AppSettings.language === "ja"
            ButtonGroup.group: languageGroup
            onClicked: AppSettings.language = "ja"
        }

        SectionHeader {
            text: qsTr("Appearance")
        }
        ButtonGroup {
            id: themeGroup
        }
        Repeater {
            model: [
                { key: "system", label: qsTr("Follow the system") },
                { key: "light", label: qsTr("Light") },
                { key: "dark", label: qsTr("Dark") }
            ]
            delegate: RadioButton {
                required property var modelData

                objectName: "theme_" + modelData.key
                text: modelData.label
                checked: AppSettings.theme === modelData.key
                ButtonGroup.group: themeGroup
                onClicked: AppSettings.theme = modelData.key
            }
        }

        SectionHeader {
            text: qsTr("Library")
        }
        Label {
            objectName: "libraryInUse"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: (Library.onServer ? qsTr("A database on a PostgreSQL server: %1") : qsTr("A file on this computer: %1")).arg(Library.shownLocation)
            wrapMode: Text.WrapAnywhere
            color: Theme.text
        }
        Label {
            objectName: "libraryState"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: !Library.available
            text: qsTr("Not available: %1").arg(Library.errorText)
            wrapMode: Text.Wrap
            color: Theme.danger
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Button {
                objectName: "libraryChange"
                font.capitalization: Font.MixedCase
                text: qsTr("Change…")
                onClicked: libraryDialog.openOn(Library.path)
            }
            Button {
                objectName: "libraryUseDefault"
                font.capitalization: Font.MixedCase
                text: qsTr("Use the default library")
                visible: AppSettings.libraryLocation !== ""
                onClicked: defaultConfirm.open()
            }
        }

        SectionHeader {
            text: qsTr("Fetching logs")
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("“Fetch from Tenhou” on the Library page downloads a log from this address followed by ?ID. Tenhou's own address unless you use a mirror.")
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            TextField {
                id: logBaseField

                objectName: "tenhouLogBaseField"
                Layout.fillWidth: true
                text: AppSettings.tenhouLogBase
                selectByMouse: true
                Accessible.name: qsTr("Address Tenhou logs are downloaded from")
                onEditingFinished: AppSettings.tenhouLogBase = text
            }
            Button {
                font.capitalization: Font.MixedCase
                objectName: "tenhouLogBaseReset"
                text: qsTr("Reset to Tenhou")
                onClicked: {
                    AppSettings.tenhouLogBase = "";
                    logBaseField.text = AppSettings.tenhouLogBase;
                }
            }
        }

        SectionHeader {
            text: qsTr("Analysis")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("A discard is costly when it loses this many expected points against the best discard:")
                wrapMode: Text.WordWrap
                color: Theme.text
            }
            SpinBox {
                objectName: "costlyLossBox"
                from: 0
                to: 20000
                stepSize: 100
                editable: true
                value: GameSession.insight.costlyLoss
                Accessible.name: qsTr("Expected points lost for a costly discard")
                onValueModified: GameSession.insight.costlyLoss = value
            }
        }

        SectionHeader {
            text: qsTr("Engine")
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("An MJAI bot that the viewer runs over a game to show its choice at each decision (the program and its arguments, e.g. “mortal --mjai”). It reads one event per line and answers each with one line.")
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        TextField {
            objectName: "engineCommandField"
            Layout.fillWidth: true
            text: AppSettings.engineCommand
            placeholderText: qsTr("Command line of the engine")
            selectByMouse: true
            Accessible.name: qsTr("Command line of the engine")
            onEditingFinished: AppSettings.engineCommand = text
        }
        TextField {
            objectName: "engineFolderField"
            Layout.fillWidth: true
            text: AppSettings.engineFolder
            placeholderText: qsTr("Folder it runs in (optional)")
            selectByMouse: true
            Accessible.name: qsTr("Folder the engine runs in")
            onEditingFinished: AppSettings.engineFolder = text
        }

        SectionHeader {
            text: qsTr("About")
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Haifu %1 is free software under the GNU General Public License, version 3 or later.").arg(AppInfo.version)
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        Button {
            font.capitalization: Font.MixedCase
            text: qsTr("About Haifu…")
            onClicked: page.aboutRequested()
        }
        Item {
            Layout.preferredHeight: Theme.margin
        }
    }

    LibraryDialog {
        id: libraryDialog

        parent: Overlay.overlay
        onRestartRequested: page.Window.window.close()
    }

    ClubDialog {
        id: defaultConfirm

        parent: Overlay.overlay
        objectName: "libraryDefaultConfirm"
        title: qsTr("Start again on the default library?")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: {
            if (defaultLibrary.useDefault())
                page.Window.window.close();
        }

        LibraryConnection {
            id: defaultLibrary
        }
        ColumnLayout {
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: Math.min(page.width - 4 * Theme.margin, 480)
                text: qsTr("Haifu closes and starts again on its library file in your data folder.")
                wrapMode: Text.Wrap
                color: Theme.text
            }
        }
    }
}
