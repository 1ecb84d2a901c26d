pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The study table: a game record on a real table, stepped through by keyboard or timeline,
// with the engine's analysis of each decision and the result of each hand.
Item {
    id: page

    property bool showLabels: false
    property bool kyokuListShown: width >= 1100
    readonly property bool active: visible && GameSession.loaded

    // "Edit record…": the game on screen is to be opened in the record editor.
    signal editRecord(int gameId)

    function openFile(): void {
        fileDialog.open();
    }

    // A link fetched for the viewer (Ctrl+V) is opened once the library has it.
    property bool openingLink: false

    function openClipboardLink(): void {
        const link = GameSession.clipboardLink();
        if (link.length === 0) {
            page.showNotice(qsTr("The clipboard holds no tenhou.net/6 link or Tenhou log address"));
            return;
        }
        page.openingLink = Library.fetcher.fetch(link, AppSettings.tenhouLogBase);
        if (!page.openingLink) {
            errorBanner.text = Library.fetcher.errorText;
            errorBanner.visible = errorBanner.text.length > 0;
        }
    }

    function copyTenhou(what: string): void {
        const copied = GameSession.copyTenhou(what);
        if (copied.length > 0)
            page.showNotice(copied);
    }

    Connections {
        target: Library.fetcher
        function onFetched(gameId: int): void {
            if (!page.openingLink)
                return;
            page.openingLink = false;
            GameSession.startOpenLibraryGame(gameId);
        }
        function onStatusChanged(): void {
            if (page.openingLink && Library.fetcher.errorText.length > 0) {
                page.openingLink = false;
                errorBanner.text = Library.fetcher.errorText;
                errorBanner.visible = true;
            }
        }
    }

    // Every key of the viewer, and the `?` list of them.
    ViewerKeys {
        id: viewerKeys

        shown: page.visible
        active: page.active
        notes: notes
        engine: engine
        review: reviewPanel
        help: help
        onLabelsToggled: page.showLabels = !page.showLabels
        onHandListToggled: page.kyokuListShown = !page.kyokuListShown
        onOpenRequested: page.openFile()
        onPasteRequested: page.openClipboardLink()
    }

    FileDialog {
        id: fileDialog

        title: qsTr("Open a game record")
        nameFilters: [qsTr("Game records (*.mjlog *.xml *.json *.mjson *.gz)"), qsTr("All files (*)")]
        onAccepted: GameSession.startOpenUrl(selectedFile)
    }

    FileDialog {
        id: exportDialog

        property string format

        function ask(kind: string): void {
            format = kind;
            currentFile = GameSession.suggestedExportUrl(kind);
            open();
        }

        title: qsTr("Export the game")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: format === "tenhou-json" ? "json" : format
        nameFilters: format === "haifu" ? [qsTr("Haifu game with notes (*.haifu)")]
                   : format === "tenhou-json" ? [qsTr("tenhou.net/6 JSON (*.json)")]
                   : format === "mjlog" ? [qsTr("Tenhou mjlog XML (*.mjlog *.xml)")]
                   : format === "html" ? [qsTr("Web page (*.html)")]
                   : [qsTr("PDF (*.pdf)")]
        onAccepted: {
            if (Library.exportGame(GameSession.gameId, selectedFile, format))
                page.showNotice(qsTr("Saved %1").arg(decodeURIComponent(selectedFile.toString().replace(/^file:\/\//, ""))));
        }
    }

    FileDialog {
        id: notesDialog

        title: qsTr("Open a game with notes")
        nameFilters: [qsTr("Haifu game with notes (*.haifu)"), qsTr("All files (*)")]
        onAccepted: Library.openNotesFile(selectedFile)
    }

    function showNotice(text: string): void {
        noticeBanner.text = text;
        noticeBanner.visible = text.length > 0;
    }

    Connections {
        target: GameSession
        function onLibraryNoticeChanged(): void {
            page.showNotice(GameSession.libraryNotice);
        }
    }
    Connections {
        target: Library
        function onErrorOccurred(message: string): void {
            if (!page.visible)
                return;
            errorBanner.text = message;
            errorBanner.visible = true;
        }
        function onNotesImported(message: string): void {
            page.showNotice(message);
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ViewerToolbar {
            Layout.fillWidth: true
            showLabels: page.showLabels
            onOpenAsked: page.openFile()
            onExportAsked: format => exportDialog.ask(format)
            onCopyAsked: what => page.copyTenhou(what)
            onNotesFileAsked: notesDialog.open()
            onEditAsked: page.editRecord(GameSession.gameId)
            onHelpAsked: help.open()
            onLabelsToggled: shown => page.showLabels = shown
        }

        // An error while opening or replaying.
        ViewerBanner {
            id: errorBanner

            labelName: "errorLabel"
            Layout.fillWidth: true
            color: Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.15)

            Connections {
                target: GameSession
                function onErrorOccurred(message: string): void {
                    errorBanner.text = message;
                    errorBanner.visible = true;
                }
                function onLoadedChanged(): void {
                    if (GameSession.errorText.length === 0)
                        errorBanner.visible = false;
                }
            }
        }

        // What happened to the game: added to the library, saved, notes read.
        ViewerBanner {
            id: noticeBanner

            objectName: "noticeBanner"
            labelName: "noticeLabel"
            Layout.fillWidth: true
            color: Theme.accentSoft
        }

        // Nothing open yet.
        ViewerWelcome {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !GameSession.loaded
            onOpenAsked: page.openFile()
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: GameSession.loaded
            spacing: 0

            ColumnLayout {
                Layout.preferredWidth: 176
                Layout.maximumWidth: 176
                Layout.fillHeight: true
                Layout.topMargin: Theme.marginSmall
                Layout.leftMargin: Theme.spacingCompact
                visible: page.kyokuListShown
                spacing: Theme.spacingSmall

                KyokuList {
                    objectName: "kyokuList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
                Label {
                    textFormat: Text.PlainText
                    visible: GameSession.notes.annotations.count > 0
                    leftPadding: Theme.padding
                    topPadding: Theme.spacingSmall
                    //: heading of the list of notes in the game; %1 counts them
                    text: qsTr("Notes (%1)").arg(GameSession.notes.annotations.count)
                    font.bold: true
                    font.pixelSize: Theme.smallSize + 1
                    color: Theme.text
                }
                NoteList {
                    objectName: "noteList"
                    visible: GameSession.notes.annotations.count > 0
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(contentHeight, 240)
                    Layout.minimumHeight: Math.min(contentHeight, 90)
                }
            }

            Table {
                id: table

                objectName: "table"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.margins: Theme.marginSmall
                Layout.minimumWidth: 420
                showLabels: page.showLabels
            }

            // The side panel: the last action, then the analysis or the result.
            Rectangle {
                Layout.preferredWidth: Math.max(300, Math.min(400, page.width * 0.3))
                Layout.fillHeight: true
                color: Theme.surface

                Rectangle {
                    width: 1
                    height: parent.height
                    color: Theme.border
                }

                ScrollView {
                    id: sideScroll

                    anchors.fill: parent
                    anchors.leftMargin: 1
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        x: 12
                        width: sideScroll.availableWidth - 24
                        spacing: Theme.spacing

                        Item {
                            Layout.preferredHeight: 4
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            objectName: "lastAction"
                            visible: !GameSession.result.active
                            text: GameSession.table.lastActionText
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.bodySize + 1
                            font.bold: true
                            color: Theme.text
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            visible: !GameSession.result.active
                            height: 1
                            color: Theme.border
                        }
                        NotesPanel {
                            id: notes

                            objectName: "notesPanel"
                            Layout.fillWidth: true
                            showLabels: page.showLabels
                            onDoneEditing: page.forceActiveFocus()
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            height: 1
                            color: Theme.border
                        }
                        ReviewPanel {
                            id: reviewPanel

                            objectName: "reviewPanel"
                            Layout.fillWidth: true
                        }
                        ResultPanel {
                            Layout.fillWidth: true
                            visible: GameSession.result.active
                            showLabels: page.showLabels
                        }
                        WhatIfPanel {
                            objectName: "whatIfPanel"
                            Layout.fillWidth: true
                            visible: !GameSession.result.active && GameSession.whatIf.code.length > 0
                            showLabels: page.showLabels
                        }
                        VariationsPanel {
                            objectName: "studyPanel"
                            Layout.fillWidth: true
                            visible: GameSession.loaded
                            showLabels: page.showLabels
                        }
                        AnalysisPanel {
                            Layout.fillWidth: true
                            visible: !GameSession.result.active && GameSession.whatIf.code.length === 0
                            showLabels: page.showLabels
                        }
                        EnginePanel {
                            id: engine

                            objectName: "enginePanel"
                            Layout.fillWidth: true
                        }
                        SectionHeader {
                            //: every player's shanten, waits and furiten
                            text: qsTr("Players")
                        }
                        // A Column, not the layout, holds the Repeater's delegates: Qt 6.4's
                        // layouts keep destroyed delegates until their own polish, and opening
                        // a game resizes this layout from the outer one's polish first (a crash).
                        Column {
                            id: playerColumn

                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Repeater {
                                model: GameSession.playerCount
                                delegate: PlayerStatus {
                                    width: playerColumn.width
                                    showLabels: page.showLabels
                                }
                            }
                        }
                        Item {
                            Layout.preferredHeight: 8
                        }
                    }
                }
            }
        }

        // The timeline over the whole game.
        ViewerTimeline {
            Layout.fillWidth: true
            visible: GameSession.loaded
        }
    }

    // A record being read in the background: what the reader does, and a way out.
    OpeningCard {
        objectName: "openingCard"
        anchors.centerIn: parent
        visible: GameSession.opening
        width: Math.min(parent.width - 2 * Theme.margin, implicitWidth)
    }

    ViewerHelp {
        id: help

        objectName: "help"
        keys: viewerKeys.rows
    }
}
