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

    signal openInViewer

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
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

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
                bottomPadding: 3
            }
            Item {
                Layout.fillWidth: true
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

        // Search and filters.
        Flow {
            Layout.fillWidth: true
            spacing: 8

            TextField {
                objectName: "playerField"
                width: 200
                placeholderText: qsTr("Player")
                selectByMouse: true
                onEditingFinished: Library.games.player = text
            }
            TextField {
                objectName: "notesField"
                width: 200
                placeholderText: qsTr("Words in the notes")
                selectByMouse: true
                onEditingFinished: Library.games.text = text
            }
            PlainComboBox {
                id: sourceBox

                width: 180
                textRole: "label"
                valueRole: "key"
                model: [
                    { key: "", label: qsTr("Any source") },
                    { key: "tenhou", label: qsTr("Tenhou") },
                    { key: "mahjongsoul", label: qsTr("Mahjong Soul") },
                    { key: "mjai", label: qsTr("MJAI") }
                ]
                onActivated: Library.games.source = currentValue
            }
            PlainComboBox {
                id: yakuBox

                width: 170
                textRole: "label"
                valueRole: "key"
                model: [
                    { key: "", label: qsTr("Any yaku") },
                    { key: "riichi", label: qsTr("Riichi") },
                    { key: "pinfu", label: qsTr("Pinfu") },
                    { key: "tanyao", label: qsTr("Tanyao") },
                    { key: "chiitoitsu", label: qsTr("Seven pairs") },
                    { key: "toitoi", label: qsTr("All triplets") },
                    { key: "honitsu", label: qsTr("Half flush") },
                    { key: "chinitsu", label: qsTr("Full flush") },
                    { key: "ittsuu", label: qsTr("Pure straight") },
                    { key: "sanshoku", label: qsTr("Mixed triple sequence") },
                    { key: "ippatsu", label: qsTr("Ippatsu") },
                    { key: "haitei", label: qsTr("Under the sea") },
                    { key: "rinshan", label: qsTr("After a kan") },
                    { key: "chankan", label: qsTr("Robbing a kan") }
                ]
                onActivated: Library.games.yaku = currentValue
            }
            RowLayout {
                spacing: 4

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Han at least")
                    color: Theme.mutedText
                }
                SpinBox {
                    objectName: "minHanBox"
                    from: 0
                    to: 13
                    editable: true
                    onValueModified: Library.games.minHan = value
                }
            }
            CheckBox {
                text: qsTr("Yakuman")
                onToggled: Library.games.yakuman = checked
            }
            CheckBox {
                text: qsTr("With notes")
                onToggled: Library.games.annotatedOnly = checked
            }
            PlainComboBox {
                width: 150
                visible: Library.tags.length > 0
                displayText: currentIndex < 0 ? qsTr("Any tag") : currentText
                model: Library.tags
                currentIndex: -1
                onActivated: index => Library.games.tag = Library.tags[index]
            }
            TextField {
                width: 160
                placeholderText: qsTr("From YYYY-MM-DD")
                validator: RegularExpressionValidator {
                    regularExpression: /(\d{4}-\d{2}-\d{2})?/
                }
                onEditingFinished: Library.games.dateFrom = text
            }
            TextField {
                width: 160
                placeholderText: qsTr("To YYYY-MM-DD")
                validator: RegularExpressionValidator {
                    regularExpression: /(\d{4}-\d{2}-\d{2})?/
                }
                onEditingFinished: Library.games.dateTo = text
            }
        }

        // Import progress and the per-file report.
        Rectangle {
            Layout.fillWidth: true
            visible: Library.importing || Library.report.count > 0
            implicitHeight: importColumn.implicitHeight + 20
            radius: Theme.radius
            color: Theme.surfaceAlt
            border.color: Theme.border

            ColumnLayout {
                id: importColumn

                anchors.fill: parent
                anchors.margins: 10
                spacing: 6

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10

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
                        spacing: 10

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
                    anchors.leftMargin: 12
                    anchors.rightMargin: 12
                    spacing: 12

                    SortHeader {
                        Layout.preferredWidth: 100
                        key: "date"
                        label: qsTr("Date")
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Players and final scores")
                        font.bold: true
                        color: Theme.mutedText
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 130
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
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                Keys.onReturnPressed: page.openRow(currentIndex)
                Keys.onEnterPressed: page.openRow(currentIndex)

                delegate: Rectangle {
                    id: row

                    required property int index
                    required property var gameId
                    required property string date
                    required property string players
                    required property string winner
                    required property string lobby
                    required property string source
                    required property int kyokuCount
                    required property int notes
                    required property string tags
                    required property string imported

                    width: gameList.width
                    height: 44
                    color: ListView.isCurrentItem ? Theme.accentSoft
                                                  : rowMouse.containsMouse ? Theme.surfaceAlt : "transparent"

                    MouseArea {
                        id: rowMouse

                        anchors.fill: parent
                        hoverEnabled: true
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onClicked: mouse => {
                            gameList.currentIndex = row.index;
                            gameList.forceActiveFocus();
                            if (mouse.button === Qt.RightButton)
                                rowMenu.popup();
                        }
                        onDoubleClicked: page.openRow(row.index)
                    }
                    Menu {
                        id: rowMenu

                        MenuItem {
                            text: qsTr("Open in the viewer")
                            onTriggered: page.openRow(row.index)
                        }
                        MenuItem {
                            text: qsTr("Add a tag…")
                            onTriggered: tagDialog.ask(Number(row.gameId), false)
                        }
                        MenuItem {
                            text: qsTr("Add to a collection…")
                            onTriggered: tagDialog.ask(Number(row.gameId), true)
                        }
                    }

                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: 12
                        anchors.rightMargin: 12
                        spacing: 12

                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 100
                            text: row.date.length > 0 ? row.date : "—"
                            color: Theme.text
                            leftPadding: 8
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: row.players
                                elide: Text.ElideRight
                                color: Theme.text
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                visible: row.tags.length > 0
                                text: "# " + row.tags
                                elide: Text.ElideRight
                                font.pixelSize: Theme.smallSize
                                color: Theme.accent
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 130
                            text: row.winner
                            elide: Text.ElideRight
                            color: Theme.text
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 130
                            text: row.lobby.length > 0 ? row.lobby : row.source
                            elide: Text.ElideRight
                            color: Theme.mutedText
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 72
                            text: row.kyokuCount
                            horizontalAlignment: Text.AlignRight
                            color: Theme.mutedText
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 90
                            text: row.imported
                            horizontalAlignment: Text.AlignHCenter
                            color: Theme.mutedText
                            font.pixelSize: Theme.smallSize
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 72
                            text: row.notes > 0 ? row.notes : ""
                            horizontalAlignment: Text.AlignRight
                            color: Theme.accent
                            font.bold: true
                        }
                    }
                    Rectangle {
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 1
                        color: Theme.border
                        opacity: 0.6
                    }
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

    Dialog {
        id: tagDialog

        property double gameId: 0
        property bool collection: false

        function ask(id: double, toCollection: bool): void {
            gameId = id;
            collection = toCollection;
            nameField.text = "";
            open();
            nameField.forceActiveFocus();
        }

        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: collection ? qsTr("Add to a collection") : qsTr("Add a tag")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: {
            if (nameField.text.trim().length === 0)
                return;
            if (collection)
                Library.addToCollection(gameId, nameField.text);
            else
                Library.addTag(gameId, nameField.text);
        }

        TextField {
            id: nameField

            width: 260
            placeholderText: tagDialog.collection ? qsTr("Collection name") : qsTr("Tag")
            onAccepted: tagDialog.accept()
        }
    }
}
