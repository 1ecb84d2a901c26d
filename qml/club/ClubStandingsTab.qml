pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's Standings tab: the season's (or all games') title, export and print, the
// tournament exports (the EMA results file, a static web site) and the league table.
ColumnLayout {
    id: tab

    required property ClubController club

    signal exportRequested(string format)
    signal printRequested
    signal playerOpened(var playerId)

    function focusList(): void {
        standingsView.focusList();
    }

    spacing: Theme.spacing

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: tab.club.directory.seasonId > 0 ? qsTr("%1 — standings over finished games").arg(tab.club.directory.seasonName) : qsTr("All finished games of %1").arg(tab.club.directory.clubName)
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }
        Button {
            objectName: "standingsPdf"
            text: qsTr("Export PDF…")
            font.capitalization: Font.MixedCase
            onClicked: tab.exportRequested("pdf")
        }
        Button {
            text: qsTr("Export CSV…")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: tab.exportRequested("csv")
        }
        Button {
            text: qsTr("Print…")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: tab.printRequested()
        }
        Button {
            objectName: "standingsEma"
            text: qsTr("EMA results…")
            font.capitalization: Font.MixedCase
            flat: true
            enabled: tab.club.directory.clubId > 0
            onClicked: {
                emaDialog.currentFile = tab.club.sheets.suggestedUrl("ema", "csv");
                emaDialog.open();
            }
        }
        Button {
            objectName: "standingsSite"
            text: qsTr("Web site…")
            font.capitalization: Font.MixedCase
            flat: true
            enabled: tab.club.directory.clubId > 0
            onClicked: siteDialog.open()
        }
    }
    ClubStandingsView {
        id: standingsView

        Layout.fillWidth: true
        Layout.fillHeight: true
        club: tab.club
        onPlayerOpened: id => tab.playerOpened(id)
    }

    FileDialog {
        id: emaDialog

        title: qsTr("Export the results for the EMA ranking")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onAccepted: tab.club.sheets.exportEmaResults(selectedFile)
    }

    FolderDialog {
        id: siteDialog

        title: qsTr("Choose the folder for the web pages")
        acceptLabel: qsTr("Save here")
        onAccepted: tab.club.sheets.exportWebSite(selectedFolder)
    }
}
