pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The Statistics page: a player's or a person's play in numbers under a filter. The full table
// of metrics (formula and denominator in each row's tooltip, the percentile among the library's
// players), trends over the games, the playstyle radar, rare events; persons (several accounts of
// one player) are made in the Persons dialog; the table is exported as CSV.
Page {
    id: page

    // The viewer should show this library game.
    signal openInViewer(int gameId)

    readonly property alias controller: stats

    objectName: "statsPage"
    background: Rectangle {
        color: Theme.background
    }
    // Read when shown, not at start-up (the page is made with the window).
    onVisibleChanged: if (visible) stats.refresh()
    Component.onCompleted: if (visible) stats.refresh()

    StatsController {
        id: stats
    }

    FileDialog {
        id: exportDialog

        property bool everyone: false

        objectName: "statsExportDialog"
        title: everyone ? qsTr("Export every player's statistics") : qsTr("Export the statistics")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onAccepted: stats.exportCsv(selectedFile, everyone)
    }

    PersonsDialog {
        id: personsDialog

        controller: stats
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.margin
        anchors.rightMargin: Theme.margin
        anchors.topMargin: Theme.marginSmall
        anchors.bottomMargin: Theme.marginSmall
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Statistics")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            Item {
                Layout.fillWidth: true
            }
            ComboBox {
                id: subjectBox

                objectName: "statsSubject"
                Layout.preferredWidth: 240
                editable: true
                model: stats.subjects
                textRole: "text"
                currentIndex: stats.subjectRow
                onActivated: index => stats.subjectRow = index
                onAccepted: {
                    const at = find(editText);
                    if (at >= 0)
                        stats.subjectRow = at;
                    else
                        stats.showPlayer(editText.trim());
                }
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("A person, or a player of the library: choose one or type a player's name and press Enter")
            }
            Button {
                objectName: "statsPersons"
                text: qsTr("Persons…")
                onClicked: personsDialog.open()
            }
            Button {
                id: exportButton

                objectName: "statsExport"
                text: qsTr("Export CSV…")
                onClicked: exportMenu.popup(exportButton, 0, exportButton.height)

                Menu {
                    id: exportMenu

                    MenuItem {
                        objectName: "statsExportThis"
                        text: qsTr("This table")
                        enabled: stats.subjectName.length > 0
                        onTriggered: {
                            exportDialog.everyone = false;
                            exportDialog.selectedFile = "file:" + stats.exportName();
                            exportDialog.open();
                        }
                    }
                    MenuItem {
                        objectName: "statsExportEveryone"
                        text: qsTr("Every player with enough games")
                        onTriggered: {
                            exportDialog.everyone = true;
                            exportDialog.open();
                        }
                    }
                }
            }
        }
        StatsFilters {
            Layout.fillWidth: true
            controller: stats
        }
        Label {
            objectName: "statsSummary"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: stats.subjectName.length > 0 ? stats.summaryText : qsTr("The library has no player yet: import game records on the Library page.")
            color: Theme.text
            font.pixelSize: Theme.bodySize
            font.bold: true
        }
        Label {
            objectName: "statsStatus"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.WordWrap
            text: stats.errorText.length > 0 ? stats.errorText : stats.statusText
            color: stats.errorText.length > 0 ? Theme.danger : Theme.mutedText
        }
        TabBar {
            id: tabs

            objectName: "statsTabs"
            Layout.fillWidth: true

            TabButton {
                objectName: "statsTabTable"
                text: qsTr("Table")
            }
            TabButton {
                objectName: "statsTabTrends"
                text: qsTr("Trends")
            }
            TabButton {
                objectName: "statsTabPlaystyle"
                text: qsTr("Playstyle")
            }
            TabButton {
                objectName: "statsTabRare"
                //: the Statistics page's tab of yakuman, nagashi and double riichi
                text: qsTr("Rare events (%1)").arg(stats.rareEvents.length)
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            StatsTable {
                controller: stats
            }
            StatsTrendView {
                model: stats.trend
            }
            StatsRadar {
                controller: stats
            }
            StatsRareEvents {
                controller: stats
                onOpenGame: gameId => page.openInViewer(gameId)
            }
        }
    }
}
