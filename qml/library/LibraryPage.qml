pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The games in the library: search and filters, import by button or drag and drop with
// progress and a per-file report, tags and collections; Enter or a double click opens a game
// in the viewer.
Item {
    id: page

    // Too narrow for every column: the top player and the import date are left out.
    readonly property bool narrowList: gameList.width < 900

    signal openInViewer
    signal newRecord

    // A column heading that sorts the list by `key`; a second click reverses the order.
    component SortHeader: ToolButton {
        id: sortHeader

        required property string key
        required property string label

        text: label + (Library.games.sortKey === key ? (Library.games.descending ? " ▼" : " ▲") : "")
        font.capitalization: Font.MixedCase
        font.bold: true
        onClicked: {
            if (Library.games.sortKey === sortHeader.key) {
                Library.games.descending = !Library.games.descending;
            } else {
                // Dates, counts: largest first; names: A to Z.
                const k = sortHeader.key;
                Library.games.descending = k === "date" || k === "imported" || k === "hands" || k === "notes";
                Library.games.sortKey = sortHeader.key;
            }
        }
    }

    function openRow(row: int): void {
        const id = Library.games.gameIdAt(row);
        if (id <= 0)
            return;
        // Read in the background: the viewer shows the progress and can cancel.
        GameSession.startOpenLibraryGame(id);
        page.openInViewer();
    }

    // Selects a game of the list (e.g. one just fetched), clearing the filters that hide it.
    function selectGame(gameId: int): void {
        let row = Library.games.rowOfGame(gameId);
        if (row < 0) {
            Library.games.clearFilters();
            row = Library.games.rowOfGame(gameId);
        }
        if (row < 0)
            return;
        gameList.currentIndex = row;
        gameList.positionViewAtIndex(row, ListView.Contain);
        gameList.forceActiveFocus();
    }

    DropArea {
        id: drop

        anchors.fill: parent
        onDropped: event => {
            if (event.hasUrls && Library.importUrls(event.urls))
                event.accept(Qt.CopyAction);
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacingRoomy

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingMedium

            Label {
                textFormat: Text.PlainText
                text: qsTr("Library")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                objectName: "gameCount"
                // While the matches are counted in the background, the games listed so far.
                text: Library.games.totalExact
                      //: %1 games matching the search, %2 in the whole library
                      ? qsTr("%1 of %2 games").arg(Library.games.total).arg(Library.gameCount)
                      //: %1 games matching the search listed so far (still counting them all), %2 in the whole library
                      : qsTr("%1+ of %2 games").arg(Library.games.total).arg(Library.gameCount)
                color: Theme.mutedText
                Layout.alignment: Qt.AlignBottom
                bottomPadding: Theme.spacingHair
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "newRecordButton"
                text: qsTr("New record…")
                font.capitalization: Font.MixedCase
                flat: true
                enabled: Library.available
                onClicked: page.newRecord()
            }
            Button {
                objectName: "importFilesButton"
                text: qsTr("Import files…")
                icon.source: "../icons/library.svg"
                font.capitalization: Font.MixedCase
                enabled: !Library.importing && Library.available
                onClicked: fileDialog.open()
            }
            Button {
                objectName: "importFolderButton"
                text: qsTr("Import folder…")
                font.capitalization: Font.MixedCase
                flat: true
                enabled: !Library.importing && Library.available
                onClicked: folderDialog.open()
            }
        }

        LibraryFetchBar {
            Layout.fillWidth: true
            onFetched: gameId => page.selectGame(gameId)
        }

        LibraryFilters {
            Layout.fillWidth: true
        }

        // Import progress and the per-file report.
        LibraryImportPanel {
            Layout.fillWidth: true
        }

        // The games.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
            clip: true

            Rectangle {
                id: listHeader

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 1
                height: 34
                color: Theme.surfaceAlt

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.marginMedium
                    anchors.rightMargin: Theme.marginMedium
                    spacing: Theme.spacingMedium

                    SortHeader {
                        Layout.preferredWidth: 100
                        key: "date"
                        label: qsTr("Date")
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.preferredWidth: 0
                        elide: Text.ElideRight
                        text: qsTr("Players and final scores")
                        font.bold: true
                        color: Theme.mutedText
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 130
                        visible: !page.narrowList
                        text: qsTr("Top")
                        font.bold: true
                        color: Theme.mutedText
                    }
                    SortHeader {
                        Layout.preferredWidth: 130
                        key: "lobby"
                        label: qsTr("Lobby")
                    }
                    SortHeader {
                        Layout.preferredWidth: 72
                        key: "hands"
                        label: qsTr("Hands")
                    }
                    SortHeader {
                        Layout.preferredWidth: 90
                        visible: !page.narrowList
                        key: "imported"
                        label: qsTr("Imported")
                    }
                    SortHeader {
                        Layout.preferredWidth: 72
                        key: "notes"
                        label: qsTr("Notes")
                    }
                }
            }

            ListView {
                id: gameList

                objectName: "gameList"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: listHeader.bottom
                anchors.bottom: parent.bottom
                anchors.margins: 1
                model: Library.games
                focus: true
                activeFocusOnTab: true
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                Keys.onReturnPressed: page.openRow(currentIndex)
                Keys.onEnterPressed: page.openRow(currentIndex)

                delegate: LibraryGameRow {
                    width: gameList.width
                    narrow: page.narrowList
                    onOpened: row => page.openRow(row)
                    onTagRequested: (gameId, collection) => tagDialog.ask(gameId, collection)
                }

                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: gameList.count === 0
                    width: parent.width * 0.7
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    text: !Library.available ? Library.errorText
                          : Library.gameCount === 0 ? qsTr("No games yet. Import Tenhou, Mahjong Soul or MJAI records with the buttons above, or drop files here.")
                                                    : qsTr("No game matches the search.")
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Drop record files or folders anywhere on this page to import them. Enter or a double click opens a game.")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: drop.containsDrag
        color: Qt.rgba(0.12, 0.44, 0.36, 0.18)
        border.color: Theme.accent
        border.width: 3
        radius: Theme.radius

        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("Drop to import")
            font.pixelSize: Theme.titleSize
            color: Theme.accent
        }
    }

    FileDialog {
        id: fileDialog

        title: qsTr("Import game records")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Game records (*.mjlog *.xml *.json *.mjson *.jsonl *.log *.gz)"), qsTr("All files (*)")]
        onAccepted: Library.importUrls(selectedFiles)
    }

    FolderDialog {
        id: folderDialog

        title: qsTr("Import a folder of game records")
        onAccepted: Library.importUrls([selectedFolder])
    }

    LibraryTagDialog {
        id: tagDialog
    }
}
