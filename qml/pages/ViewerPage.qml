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

    function openFile(): void {
        fileDialog.open();
    }

    // Keyboard first: every action of the toolbar has a key, listed by `?`.
    readonly property var keyHelp: [
        { keys: "← / →", action: qsTr("Previous / next action") },
        { keys: "↑ / ↓, Ctrl+← / Ctrl+→", action: qsTr("Previous / next own decision (viewpoint seat)") },
        { keys: "Page Up / Page Down", action: qsTr("Previous / next hand") },
        { keys: "Home / End", action: qsTr("Start / end of the hand") },
        { keys: "Ctrl+Home / Ctrl+End", action: qsTr("Start / end of the game") },
        { keys: "N / Shift+N", action: qsTr("Next / previous discard that loses efficiency") },
        { keys: "V", action: qsTr("Turn the table to the next seat") },
        { keys: "H", action: qsTr("Show or hide the other hands") },
        { keys: "L", action: qsTr("Tile labels on or off") },
        { keys: "K", action: qsTr("Hand list on or off") },
        { keys: "1 … 6", action: qsTr("Mark the move ! ? !! ?? !? ?! (again: remove)") },
        { keys: "0", action: qsTr("Remove the mark") },
        { keys: "B", action: qsTr("Bookmark the step") },
        { keys: "] / [", action: qsTr("Next / previous step with a note") },
        { keys: "C", action: qsTr("Write a comment (Esc: back to the table)") },
        { keys: "Ctrl+Z", action: qsTr("Undo the last change to a note") },
        { keys: qsTr("Click a hand tile or a discard row"), action: qsTr("What if: try that discard (Esc: back)") },
        { keys: "Ctrl+O", action: qsTr("Open a record file") },
        { keys: "?", action: qsTr("This list of keys") }
    ]

    Shortcut {
        sequence: "Right"
        enabled: page.active
        onActivated: GameSession.next()
    }
    Shortcut {
        sequence: "Left"
        enabled: page.active
        onActivated: GameSession.previous()
    }
    Shortcut {
        sequences: ["Down", "Ctrl+Right"]
        enabled: page.active
        onActivated: GameSession.nextDecision()
    }
    Shortcut {
        sequences: ["Up", "Ctrl+Left"]
        enabled: page.active
        onActivated: GameSession.previousDecision()
    }
    Shortcut {
        sequence: "PgDown"
        enabled: page.active
        onActivated: GameSession.nextKyoku()
    }
    Shortcut {
        sequence: "PgUp"
        enabled: page.active
        onActivated: GameSession.previousKyoku()
    }
    Shortcut {
        sequence: "Home"
        enabled: page.active
        onActivated: GameSession.toKyokuStart()
    }
    Shortcut {
        sequence: "End"
        enabled: page.active
        onActivated: GameSession.toKyokuEnd()
    }
    Shortcut {
        sequence: "Ctrl+Home"
        enabled: page.active
        onActivated: GameSession.seekGlobal(0)
    }
    Shortcut {
        sequence: "Ctrl+End"
        enabled: page.active
        onActivated: GameSession.seekGlobal(GameSession.totalSteps - 1)
    }
    Shortcut {
        sequence: "N"
        enabled: page.active
        onActivated: GameSession.nextInefficient()
    }
    Shortcut {
        sequence: "Shift+N"
        enabled: page.active
        onActivated: GameSession.previousInefficient()
    }
    Shortcut {
        sequence: "V"
        enabled: page.active
        onActivated: GameSession.rotateViewpoint()
    }
    Shortcut {
        sequence: "H"
        enabled: page.active
        onActivated: GameSession.showAllHands = !GameSession.showAllHands
    }
    Shortcut {
        sequence: "L"
        enabled: page.visible
        onActivated: page.showLabels = !page.showLabels
    }
    Shortcut {
        sequence: "K"
        enabled: page.visible
        onActivated: page.kyokuListShown = !page.kyokuListShown
    }
    Shortcut {
        sequences: ["?", "Shift+?", "Shift+/"]
        enabled: page.visible
        onActivated: help.visible ? help.close() : help.open()
    }
    // Notes: marks on 1-6 as in chess tools, 0 clears.
    Instantiator {
        model: 7
        delegate: Shortcut {
            required property int index

            sequence: String(index)
            enabled: page.active && GameSession.canAnnotate
            onActivated: GameSession.toggleMarkNumber(index)
        }
    }
    Shortcut {
        sequence: "B"
        enabled: page.active && GameSession.canAnnotate
        onActivated: GameSession.toggleBookmark()
    }
    Shortcut {
        sequence: "]"
        enabled: page.active
        onActivated: GameSession.nextAnnotated()
    }
    Shortcut {
        sequence: "["
        enabled: page.active
        onActivated: GameSession.previousAnnotated()
    }
    Shortcut {
        sequence: "C"
        enabled: page.active && GameSession.canAnnotate
        onActivated: notes.editComment()
    }
    Shortcut {
        sequence: "Ctrl+Z"
        enabled: page.active && GameSession.canUndoNote
        onActivated: GameSession.undoNote()
    }
    Shortcut {
        sequence: "Escape"
        enabled: page.active && GameSession.whatIfCode.length > 0
        onActivated: GameSession.endWhatIf()
    }
    Shortcut {
        sequence: "Ctrl+O"
        enabled: page.visible
        onActivated: page.openFile()
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
        noticeLabel.text = text;
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
            errorLabel.text = message;
            errorBanner.visible = true;
        }
        function onNotesImported(message: string): void {
            page.showNotice(message);
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The toolbar: the same actions as the keys.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: toolbar.implicitHeight + 8
            color: Theme.surface

            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.border
            }

            RowLayout {
                id: toolbar

                anchors.fill: parent
                anchors.leftMargin: 8
                anchors.rightMargin: 8
                spacing: 2

                ToolButton {
                    objectName: "openButton"
                    text: qsTr("Open…")
                    font.capitalization: Font.MixedCase
                    focusPolicy: Qt.NoFocus
                    onClicked: page.openFile()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Open a record file (Ctrl+O)")
                }
                ToolSeparator {}
                ViewerButton {
                    glyph: "⇞"
                    tip: qsTr("Previous hand (Page Up)")
                    onClicked: GameSession.previousKyoku()
                }
                ViewerButton {
                    glyph: "⤒"
                    tip: qsTr("Previous own decision (↑)")
                    onClicked: GameSession.previousDecision()
                }
                ViewerButton {
                    objectName: "previousButton"
                    glyph: "◀"
                    tip: qsTr("Previous action (←)")
                    onClicked: GameSession.previous()
                }
                ViewerButton {
                    objectName: "nextButton"
                    glyph: "▶"
                    tip: qsTr("Next action (→)")
                    onClicked: GameSession.next()
                }
                ViewerButton {
                    glyph: "⤓"
                    tip: qsTr("Next own decision (↓)")
                    onClicked: GameSession.nextDecision()
                }
                ViewerButton {
                    objectName: "nextKyokuButton"
                    glyph: "⇟"
                    tip: qsTr("Next hand (Page Down)")
                    onClicked: GameSession.nextKyoku()
                }
                ToolSeparator {}
                ToolButton {
                    objectName: "inefficientButton"
                    enabled: GameSession.loaded && GameSession.inefficientCount > 0
                    focusPolicy: Qt.NoFocus
                    font.capitalization: Font.MixedCase
                    //: jump to the next discard that loses tiles; %1 counts them in the game
                    text: qsTr("Next loss (%1)").arg(GameSession.inefficientCount)
                    onClicked: GameSession.nextInefficient()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Next discard of the bottom seat that loses shanten or tiles (N)")
                }
                ToolSeparator {}
                ToolButton {
                    objectName: "rotateButton"
                    enabled: GameSession.loaded
                    focusPolicy: Qt.NoFocus
                    font.capitalization: Font.MixedCase
                    text: qsTr("Turn table")
                    onClicked: GameSession.rotateViewpoint()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Put the next seat at the bottom (V)")
                }
                ToolButton {
                    objectName: "handsButton"
                    enabled: GameSession.loaded
                    focusPolicy: Qt.NoFocus
                    font.capitalization: Font.MixedCase
                    checkable: true
                    checked: GameSession.showAllHands
                    text: qsTr("All hands")
                    onToggled: GameSession.showAllHands = checked
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Show or hide the other players' hands (H)")
                }
                ToolButton {
                    focusPolicy: Qt.NoFocus
                    font.capitalization: Font.MixedCase
                    checkable: true
                    checked: page.showLabels
                    text: qsTr("Labels")
                    onToggled: page.showLabels = checked
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Small tile names in the corner (L)")
                }
                ToolSeparator {}
                ToolButton {
                    id: exportButton

                    objectName: "exportButton"
                    enabled: GameSession.loaded
                    focusPolicy: Qt.NoFocus
                    font.capitalization: Font.MixedCase
                    text: qsTr("Export…")
                    onClicked: exportMenu.open()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Save the game with its notes, or a report of it")

                    Menu {
                        id: exportMenu

                        y: exportButton.height

                        MenuItem {
                            enabled: GameSession.canAnnotate
                            text: qsTr("Game and notes for Haifu (.haifu)…")
                            onTriggered: exportDialog.ask("haifu")
                        }
                        MenuItem {
                            enabled: GameSession.canAnnotate
                            text: qsTr("Game as tenhou.net/6 JSON…")
                            onTriggered: exportDialog.ask("tenhou-json")
                        }
                        MenuItem {
                            enabled: GameSession.canAnnotate
                            text: qsTr("Report as a web page (HTML)…")
                            onTriggered: exportDialog.ask("html")
                        }
                        MenuItem {
                            enabled: GameSession.canAnnotate
                            text: qsTr("Report as PDF…")
                            onTriggered: exportDialog.ask("pdf")
                        }
                        MenuSeparator {}
                        MenuItem {
                            text: qsTr("Open a game with notes (.haifu)…")
                            onTriggered: notesDialog.open()
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    horizontalAlignment: Text.AlignRight
                    text: GameSession.title
                    elide: Text.ElideRight
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                ToolButton {
                    objectName: "helpButton"
                    text: "?"
                    font.bold: true
                    focusPolicy: Qt.NoFocus
                    onClicked: help.open()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Keys (?)")
                }
            }
        }

        // An error while opening or replaying.
        Rectangle {
            id: errorBanner

            Layout.fillWidth: true
            visible: false
            implicitHeight: errorRow.implicitHeight + 10
            color: Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.15)

            Connections {
                target: GameSession
                function onErrorOccurred(message: string): void {
                    errorLabel.text = message;
                    errorBanner.visible = true;
                }
                function onLoadedChanged(): void {
                    if (GameSession.errorText.length === 0)
                        errorBanner.visible = false;
                }
            }

            RowLayout {
                id: errorRow

                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 4

                Label {
                    id: errorLabel

                    textFormat: Text.PlainText
                    objectName: "errorLabel"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.smallSize + 1
                }
                ToolButton {
                    text: "✕"
                    focusPolicy: Qt.NoFocus
                    onClicked: errorBanner.visible = false
                }
            }
        }

        // What happened to the game: added to the library, saved, notes read.
        Rectangle {
            id: noticeBanner

            objectName: "noticeBanner"
            Layout.fillWidth: true
            visible: false
            implicitHeight: noticeRow.implicitHeight + 8
            color: Theme.accentSoft

            RowLayout {
                id: noticeRow

                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 4

                Label {
                    id: noticeLabel

                    textFormat: Text.PlainText
                    objectName: "noticeLabel"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.smallSize + 1
                }
                ToolButton {
                    text: "✕"
                    focusPolicy: Qt.NoFocus
                    onClicked: noticeBanner.visible = false
                }
            }
        }

        // Nothing open yet.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !GameSession.loaded

            ColumnLayout {
                anchors.centerIn: parent
                width: Math.min(parent.width - 2 * Theme.margin, 520)
                spacing: 12

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("The study table")
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    color: Theme.text
                    horizontalAlignment: Text.AlignHCenter
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Open a Tenhou log (mjlog or XML), a tenhou.net/6 JSON file or an MJAI log to replay it move by move, with the shanten and the tiles accepted by every discard.")
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    horizontalAlignment: Text.AlignHCenter
                }
                Button {
                    Layout.alignment: Qt.AlignHCenter
                    id: openRecordButton

                    objectName: "openRecordButton"
                    text: qsTr("Open a record…")
                    font.capitalization: Font.MixedCase
                    padding: 12
                    leftPadding: 20
                    rightPadding: 20
                    contentItem: Text {
                        textFormat: Text.PlainText
                        text: openRecordButton.text
                        font: openRecordButton.font
                        color: Theme.dark ? "#0e1a17" : "#ffffff"
                        horizontalAlignment: Text.AlignHCenter
                    }
                    background: Rectangle {
                        radius: 6
                        color: openRecordButton.down ? Qt.darker(Theme.accent, 1.15) : Theme.accent
                    }
                    onClicked: page.openFile()
                }
            }
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
                Layout.topMargin: 8
                Layout.leftMargin: 6
                visible: page.kyokuListShown
                spacing: 4

                KyokuList {
                    objectName: "kyokuList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
                Label {
                    textFormat: Text.PlainText
                    visible: GameSession.annotations.count > 0
                    leftPadding: 8
                    topPadding: 4
                    //: heading of the list of notes in the game; %1 counts them
                    text: qsTr("Notes (%1)").arg(GameSession.annotations.count)
                    font.bold: true
                    font.pixelSize: Theme.smallSize + 1
                    color: Theme.text
                }
                NoteList {
                    objectName: "noteList"
                    visible: GameSession.annotations.count > 0
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
                Layout.margins: 8
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
                        spacing: 8

                        Item {
                            Layout.preferredHeight: 4
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            objectName: "lastAction"
                            visible: !GameSession.result.active
                            text: GameSession.lastActionText
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
                        ResultPanel {
                            Layout.fillWidth: true
                            visible: GameSession.result.active
                            showLabels: page.showLabels
                        }
                        WhatIfPanel {
                            objectName: "whatIfPanel"
                            Layout.fillWidth: true
                            visible: !GameSession.result.active && GameSession.whatIfCode.length > 0
                            showLabels: page.showLabels
                        }
                        AnalysisPanel {
                            Layout.fillWidth: true
                            visible: !GameSession.result.active && GameSession.whatIfCode.length === 0
                            showLabels: page.showLabels
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
                            spacing: 8

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
        Rectangle {
            Layout.fillWidth: true
            visible: GameSession.loaded
            implicitHeight: timeline.implicitHeight + 8
            color: Theme.surface

            Rectangle {
                width: parent.width
                height: 1
                color: Theme.border
            }

            RowLayout {
                id: timeline

                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                spacing: 10

                Label {
                    textFormat: Text.PlainText
                    objectName: "positionLabel"
                    //: %1 kyoku label (E1-0), %2 step, %3 last step of the hand
                    text: qsTr("%1 · step %2 / %3").arg(GameSession.kyokuLabel).arg(GameSession.currentStep).arg(Math.max(0, GameSession.stepCount - 1))
                    font.pixelSize: Theme.smallSize + 1
                    font.bold: true
                    color: Theme.text
                }
                Slider {
                    id: slider

                    objectName: "timeline"
                    Layout.fillWidth: true
                    focusPolicy: Qt.NoFocus
                    from: 0
                    to: Math.max(1, GameSession.totalSteps - 1)
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: GameSession.globalStep
                    onMoved: GameSession.seekGlobal(Math.round(value))
                }
                Label {
                    textFormat: Text.PlainText
                    //: %1 the seat at the bottom of the table
                    text: qsTr("Seat: %1").arg(GameSession.seat(GameSession.viewpoint)?.name ?? "")
                    font.pixelSize: Theme.smallSize
                    color: Theme.mutedText
                }
            }
        }
    }

    // A record being read in the background: what the reader does, and a way out.
    Rectangle {
        objectName: "openingCard"
        anchors.centerIn: parent
        visible: GameSession.opening
        width: Math.min(parent.width - 2 * Theme.margin, openingRow.implicitWidth + 40)
        height: openingRow.implicitHeight + 28
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.border

        RowLayout {
            id: openingRow

            anchors.centerIn: parent
            width: parent.width - 40
            spacing: 14

            BusyIndicator {
                running: GameSession.opening
                Layout.preferredWidth: 36
                Layout.preferredHeight: 36
            }
            Label {
                Layout.fillWidth: true
                objectName: "openingText"
                text: GameSession.openingText
                textFormat: Text.PlainText
                elide: Text.ElideMiddle
                color: Theme.text
            }
            Button {
                objectName: "cancelOpening"
                text: qsTr("Cancel")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: GameSession.cancelOpening()
            }
        }
    }
    Shortcut {
        sequence: "Escape"
        enabled: page.visible && GameSession.opening
        onActivated: GameSession.cancelOpening()
    }

    ViewerHelp {
        id: help

        objectName: "help"
        keys: page.keyHelp
    }
}
