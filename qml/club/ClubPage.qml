pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page: live games scored hand by hand under the club's ruleset. Pick the
// club and the season at the top; the Games tab shows the open game — the seats with their
// points (and the preview of the hand being entered), the ledger, and on the right the entry of
// the next hand or the final scores; Standings is the league table; Player a player's page with
// a chart of results; Club the players, seasons and events. Score sheets are exported as PDF or
// CSV or printed; blank sheets for paper play.
FocusScope {
    id: page

    // "games", "standings", "player", "tournament" or "club".
    property string view: {
        switch (club.startup) {
        case "standings":
            return "standings";
        case "player":
            return "player";
        case "players":
            return "club";
        case "tournament":
            return "tournament";
        }
        return "games";
    }
    // "entry" or "scores": the right side of the Games tab; "ledger" in a window too narrow for
    // the ledger beside them.
    property string side: "entry"
    // Set once applyStartup() has opened what the page shows (focus goes there from then on).
    property bool started: false
    // The controller (tests).
    readonly property alias controller: club
    readonly property alias entry: entryPanel
    readonly property alias picker: tilePicker

    function focusContent(): void {
        if (page.view === "games") {
            if (page.side === "entry" && club.game.hasGame && !club.game.ended)
                entryPanel.focusKeys();
            else
                ledgerView.focusList();
        } else if (page.view === "standings") {
            standingsView.focusList();
        }
    }

    function showView(v: string): void {
        page.view = v;
        page.focusContent();
    }

    function viewIndex(): int {
        switch (page.view) {
        case "standings":
            return 1;
        case "player":
            return 2;
        case "tournament":
            return 3;
        case "club":
            return 4;
        }
        return 0;
    }

    function exportFile(what: string, format: string): void {
        saveDialog.what = what;
        saveDialog.format = format;
        saveDialog.nameFilters = format === "csv" ? [qsTr("CSV files (*.csv)")] : [qsTr("PDF files (*.pdf)")];
        saveDialog.currentFile = club.sheets.suggestedUrl(what, format);
        saveDialog.open();
    }

    function askPrint(what: string): void {
        printDialog.what = what;
        printDialog.open();
    }

    // Screenshots (`haifu --club …`): a view filled in as it would be at the table.
    function applyStartup(): void {
        club.applyStartup();
        switch (club.startup) {
        case "game":
            page.side = "scores";
            break;
        case "entry":
            {
                // A ron being entered: the first non-dealer wins on the dealer's discard.
                const winner = (club.game.dealer + 2) % club.game.rules.players;
                entryPanel.setKind("ron");
                entryPanel.pickDiscarder(club.game.dealer);
                entryPanel.pickSeat(winner);
                entryPanel.toggleRiichi(winner);
                entryPanel.entryState.setHan(winner, "3");
                entryPanel.entryState.setFu(winner, "40");
            }
            break;
        case "picker":
            {
                const seat = (club.game.dealer + 1) % club.game.rules.players;
                entryPanel.setKind("ron");
                entryPanel.pickSeat(seat);
                entryPanel.pickDiscarder(club.game.dealer);
                entryPanel.toggleRiichi(seat);
                tilePicker.open_(seat, false, true, -1);
                tilePicker.setHand("234m567p55p234s67s", "8s", "1m");
            }
            break;
        case "audit":
            auditDialog.open();
            break;
        case "newgame":
            newGameDialog.open();
            break;
        case "rules":
            newGameDialog.open();
            newGameDialog.adjustingRules = true;
            break;
        }
        page.started = true;
        page.focusContent();
        // The entry's winner has the han field, as after picking them.
        if (club.startup === "entry")
            entryPanel.focusHan((club.game.dealer + 2) % club.game.rules.players);
    }

    objectName: "clubPage"
    Component.onCompleted: page.applyStartup()
    onVisibleChanged: if (visible && page.started) page.focusContent()

    ClubController {
        id: club
    }
    Connections {
        function onGameChanged(): void {
            if (!club.game.hasGame || club.game.ended)
                page.side = "scores";
            else if (entryPanel.editIndex < 0)
                page.side = "entry";
        }

        target: club.game
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        ClubPageHeader {
            Layout.fillWidth: true
            club: club
            viewIndex: page.viewIndex()
            onViewChosen: v => page.showView(v)
        }

        // Errors of the last action, else a server library's link (offline, hands waiting).
        Label {
            textFormat: Text.PlainText
            objectName: "clubError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: club.errorText.length > 0 ? club.errorText : club.sync.statusText
            color: Theme.danger
            wrapMode: Text.Wrap
        }

        StackLayout {
            id: views

            Layout.fillWidth: true
            Layout.fillHeight: true
            // A view wider than the window scrolls (ClubScrollArea) and widens no other.
            Layout.minimumWidth: 0
            currentIndex: page.viewIndex()

            // --- Games ---
            ColumnLayout {
                spacing: Theme.spacing

                ClubGameBar {
                    Layout.fillWidth: true
                    club: club
                    onNewGameRequested: newGameDialog.open()
                    onAuditRequested: auditDialog.open()
                    onExportRequested: (what, format) => page.exportFile(what, format)
                    onPrintRequested: what => page.askPrint(what)
                }

                RowLayout {
                    Layout.fillWidth: true
                    visible: club.game.hasGame
                    spacing: Theme.spacingMedium

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: club.game.gameInfo + " · " + club.game.rules.summary
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "zeroSumLine"
                        text: club.game.zeroSumOk ? qsTr("Zero-sum ✓") : club.game.zeroSumText
                        color: club.game.zeroSumOk ? Theme.accent : Theme.danger
                        font.pixelSize: Theme.smallSize
                        font.bold: true
                    }
                }

                // The seats: points now, the entry's preview, riichi.
                RowLayout {
                    Layout.fillWidth: true
                    visible: club.game.hasGame
                    spacing: Theme.spacing

                    Repeater {
                        model: club.game.hasGame ? club.game.rules.players : 0
                        delegate: ClubSeatCard {
                            club: page.controller
                            entering: page.side === "entry"
                            delta: page.side === "entry" && entryPanel.result.ok ? (entryPanel.result.deltas[index] ?? 0) : 0
                            riichi: entryPanel.riichi[index] && page.side === "entry"
                            onRiichiToggled: entryPanel.toggleRiichi(index)
                        }
                    }
                }

                // The ledger and, on the right, the entry or the scores; where the window is too
                // narrow for both, one at a time, chosen with the chips above.
                GridLayout {
                    id: gameBody

                    // Judged on the page's room, not on its own width: side by side, its minimum
                    // width would keep it (and the view holding it) side by side in a window made
                    // narrower.
                    readonly property bool stacked: views.width < 500 + 360 + columnSpacing

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    columns: 2
                    columnSpacing: Theme.spacingRoomy
                    rowSpacing: Theme.spacingCompact

                    ClubLedgerView {
                        id: ledgerView

                        Layout.row: gameBody.stacked ? 1 : 0
                        Layout.column: 0
                        Layout.rowSpan: gameBody.stacked ? 1 : 2
                        Layout.columnSpan: gameBody.stacked ? 2 : 1
                        Layout.fillWidth: true
                        Layout.minimumWidth: gameBody.stacked ? 0 : 500
                        Layout.fillHeight: true
                        visible: !gameBody.stacked || page.side === "ledger"
                        club: club
                        editing: entryPanel.editIndex
                        onEditRequested: index => {
                            page.side = "entry";
                            entryPanel.edit(index);
                        }
                        onInsertRequested: index => {
                            page.side = "entry";
                            entryPanel.insertBefore(index);
                        }
                        onRemoveRequested: index => reasonDialog.ask("hand", index)
                        onLeaveRequested: {
                            if (page.side === "ledger" && club.game.hasGame && !club.game.ended)
                                page.side = "entry";
                            if (page.side === "entry")
                                entryPanel.focusKeys();
                        }
                    }

                    RowLayout {
                        Layout.row: 0
                        Layout.column: gameBody.stacked ? 0 : 1
                        Layout.columnSpan: gameBody.stacked ? 2 : 1
                        Layout.fillWidth: true
                        // Narrow windows take room from the entry side first.
                        Layout.preferredWidth: gameBody.stacked ? -1 : 440
                        Layout.maximumWidth: gameBody.stacked ? 100000 : 440
                        Layout.minimumWidth: gameBody.stacked ? 0 : 360
                        spacing: Theme.spacingCompact

                        ChoiceChip {
                            objectName: "ledgerTab"
                            Layout.fillWidth: true
                            visible: gameBody.stacked
                            implicitHeight: 32
                            text: qsTr("Ledger")
                            selected: page.side === "ledger"
                            onClicked: {
                                page.side = "ledger";
                                ledgerView.focusList();
                            }
                        }
                        ChoiceChip {
                            objectName: "entryTab"
                            Layout.fillWidth: true
                            implicitHeight: 32
                            text: entryPanel.editIndex >= 0 ? qsTr("Correction") : qsTr("Enter hand")
                            selected: page.side === "entry"
                            enabled: club.game.hasGame && (!club.game.ended || entryPanel.editIndex >= 0)
                            onClicked: {
                                page.side = "entry";
                                entryPanel.focusKeys();
                            }
                        }
                        ChoiceChip {
                            objectName: "scoresTab"
                            Layout.fillWidth: true
                            implicitHeight: 32
                            text: club.game.ended ? qsTr("Final scores") : qsTr("Scores so far")
                            selected: page.side === "scores"
                            onClicked: page.side = "scores"
                        }
                    }
                    StackLayout {
                        Layout.row: 1
                        Layout.column: gameBody.stacked ? 0 : 1
                        Layout.columnSpan: gameBody.stacked ? 2 : 1
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: gameBody.stacked ? -1 : 440
                        Layout.maximumWidth: gameBody.stacked ? 100000 : 440
                        Layout.minimumWidth: gameBody.stacked ? 0 : 360
                        visible: !gameBody.stacked || page.side !== "ledger"
                        currentIndex: page.side === "scores" ? 1 : 0

                        ClubEntryPanel {
                            id: entryPanel

                            objectName: "entryPanel"
                            club: club
                            onTilesRequested: seat => tilePicker.open_(seat, entryPanel.kind === "tsumo", entryPanel.riichi[seat], entryPanel.editIndex >= 0 && !entryPanel.inserting ? entryPanel.editIndex : -1)
                            onLedgerRequested: {
                                if (gameBody.stacked)
                                    page.side = "ledger";
                                ledgerView.focusList();
                            }
                            onEditFinished: {
                                if (club.game.ended)
                                    page.side = "scores";
                            }
                        }
                        ClubFinalPanel {
                            club: club
                            onPenaltyRequested: penaltyDialog.open()
                            onRemovePenaltyRequested: index => reasonDialog.ask("penalty", index)
                        }
                    }
                }

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: club.directory.clubId > 0 && club.directory.games.count === 0
                    text: qsTr("No games in this season yet: start one with New game.")
                    color: Theme.mutedText
                }
            }

            // --- Standings ---
            ClubScrollArea {
                ClubStandingsTab {
                id: standingsView

                anchors.fill: parent
                club: club
                onExportRequested: format => page.exportFile("standings", format)
                onPrintRequested: page.askPrint("standings")
                onPlayerOpened: id => {
                    club.league.showPlayer(id);
                    page.showView("player");
                }
            }
            }

            // --- Player ---
            ClubScrollArea {
            ClubPlayerView {
                anchors.fill: parent
                club: club
                onGameOpened: id => {
                    club.game.gameId = id;
                    page.showView("games");
                }
            }
            }

            // --- Tournament ---
            ClubScrollArea {
                ClubTournamentView {
                    objectName: "tournamentView"
                    anchors.fill: parent
                    club: club
                    onGameOpened: id => {
                        club.game.gameId = id;
                        page.showView("games");
                    }
                }
            }

            // --- Club ---
            ClubScrollArea {
                ClubSetupView {
                    anchors.fill: parent
                    club: club
                }
            }
        }
    }

    ClubTilePicker {
        id: tilePicker

        club: club
        onUsed: (seat, score) => entryPanel.applyScore(seat, score)
        onClosed: entryPanel.focusKeys()
    }

    FileDialog {
        id: saveDialog

        property string what
        property string format

        title: what === "standings" ? qsTr("Export the standings") : what === "blank" ? qsTr("Save a blank score sheet") : qsTr("Export the score sheet")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: format
        onAccepted: {
            if (what === "game")
                club.sheets.exportGame(selectedFile, format);
            else if (what === "standings")
                club.sheets.exportStandings(selectedFile, format);
            else
                club.sheets.exportBlankSheet(selectedFile);
        }
    }

    ClubPrintDialog {
        id: printDialog

        club: club
    }

    ClubReasonDialog {
        id: reasonDialog

        club: club
        onClosed: page.focusContent()
    }

    ClubPenaltyDialog {
        id: penaltyDialog

        club: club
        onClosed: page.focusContent()
    }

    ClubAuditDialog {
        id: auditDialog

        width: Math.min(page.width - 60, 900)
        height: Math.min(page.height - 60, 560)
        club: club
        onClosed: page.focusContent()
    }

    ClubNewGameDialog {
        id: newGameDialog

        club: club
        onClosed: page.focusContent()
    }
}
