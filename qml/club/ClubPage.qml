pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page (issue 8): live games scored hand by hand under the club's ruleset. Pick the
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
    // "entry" or "scores": the right side of the Games tab.
    property string side: "entry"
    // Set once applyStartup() has opened what the page shows (focus goes there from then on).
    property bool started: false
    // The controller (tests).
    readonly property alias controller: club
    readonly property alias entry: entryPanel
    readonly property alias picker: tilePicker

    function focusContent(): void {
        if (page.view === "games") {
            if (page.side === "entry" && club.hasGame && !club.ended)
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

    function seasonChoices(): var {
        const out = [{ id: 0, label: qsTr("All games") }];
        const seasons = club.seasons;
        for (let i = 0; i < seasons.length; ++i)
            out.push(seasons[i]);
        return out;
    }

    function exportFile(what: string, format: string): void {
        saveDialog.what = what;
        saveDialog.format = format;
        saveDialog.nameFilters = format === "csv" ? [qsTr("CSV files (*.csv)")] : [qsTr("PDF files (*.pdf)")];
        saveDialog.currentFile = club.suggestedUrl(what, format);
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
                const winner = (club.dealer + 2) % club.playerCount;
                entryPanel.setKind("ron");
                entryPanel.pickDiscarder(club.dealer);
                entryPanel.pickSeat(winner);
                entryPanel.toggleRiichi(winner);
                entryPanel.entryState.setHan(winner, "3");
                entryPanel.entryState.setFu(winner, "40");
            }
            break;
        case "picker":
            {
                const seat = (club.dealer + 1) % club.playerCount;
                entryPanel.setKind("ron");
                entryPanel.pickSeat(seat);
                entryPanel.pickDiscarder(club.dealer);
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
            entryPanel.focusHan((club.dealer + 2) % club.playerCount);
    }

    objectName: "clubPage"
    Component.onCompleted: page.applyStartup()
    onVisibleChanged: if (visible && page.started) page.focusContent()

    ClubController {
        id: club

        onGameChanged: {
            if (!club.hasGame || club.ended)
                page.side = "scores";
            else if (entryPanel.editIndex < 0)
                page.side = "entry";
        }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        // Title, the club and season, the tabs.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingRoomy

            Label {
                textFormat: Text.PlainText
                text: qsTr("Club")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            PlainComboBox {
                id: clubBox
                objectName: "clubBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 230
                model: club.clubs
                textRole: "name"
                valueRole: "id"
                displayText: count === 0 ? qsTr("No club yet") : currentText
                currentIndex: indexOfValue(club.clubId)
                onActivated: club.clubId = currentValue
            }
            PlainComboBox {
                id: seasonBox
                objectName: "seasonBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 250
                model: page.seasonChoices()
                textRole: "label"
                valueRole: "id"
                currentIndex: Math.max(0, indexOfValue(club.seasonId))
                onActivated: club.seasonId = currentValue
            }
            Item {
                Layout.fillWidth: true
                Layout.preferredWidth: 0
            }
            Button {
                objectName: "roundTimerButton"
                // Narrow windows keep room for the tabs.
                text: page.width < 1180 ? qsTr("Timer") : qsTr("Round timer")
                // Never squeezed: the club and season boxes give way first.
                Layout.minimumWidth: implicitWidth
                Accessible.name: qsTr("Round timer")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: roundTimer.open()

                ClubRoundTimer { id: roundTimer }
            }
            ClubPageTabs {
                currentIndex: page.viewIndex()
                onViewChosen: v => page.showView(v)
            }
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
            Layout.fillWidth: true
            Layout.fillHeight: true
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
                    visible: club.hasGame
                    spacing: Theme.spacingMedium

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: club.gameInfo + " · " + club.rulesSummary
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        elide: Text.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "zeroSumLine"
                        text: club.zeroSumOk ? qsTr("Zero-sum ✓") : club.zeroSumText
                        color: club.zeroSumOk ? Theme.accent : Theme.danger
                        font.pixelSize: Theme.smallSize
                        font.bold: true
                    }
                }

                // The seats: points now, the entry's preview, riichi.
                RowLayout {
                    Layout.fillWidth: true
                    visible: club.hasGame
                    spacing: Theme.spacing

                    Repeater {
                        model: club.hasGame ? club.playerCount : 0
                        delegate: ClubSeatCard {
                            club: page.controller
                            entering: page.side === "entry"
                            delta: page.side === "entry" && entryPanel.result.ok ? (entryPanel.result.deltas[index] ?? 0) : 0
                            riichi: entryPanel.riichi[index] && page.side === "entry"
                            onRiichiToggled: entryPanel.toggleRiichi(index)
                        }
                    }
                }

                // The ledger and, on the right, the entry or the scores.
                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.spacingRoomy

                    ClubLedgerView {
                        id: ledgerView

                        Layout.fillWidth: true
                        Layout.minimumWidth: 500
                        Layout.fillHeight: true
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
                            if (page.side === "entry")
                                entryPanel.focusKeys();
                        }
                    }

                    ColumnLayout {
                        // Narrow windows take room from the entry side first.
                        Layout.preferredWidth: 440
                        Layout.maximumWidth: 440
                        Layout.minimumWidth: 360
                        Layout.fillHeight: true
                        spacing: Theme.spacingCompact

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacingCompact

                            ChoiceChip {
                                objectName: "entryTab"
                                Layout.fillWidth: true
                                implicitHeight: 32
                                text: entryPanel.editIndex >= 0 ? qsTr("Correction") : qsTr("Enter hand")
                                selected: page.side === "entry"
                                enabled: club.hasGame && (!club.ended || entryPanel.editIndex >= 0)
                                onClicked: {
                                    page.side = "entry";
                                    entryPanel.focusKeys();
                                }
                            }
                            ChoiceChip {
                                objectName: "scoresTab"
                                Layout.fillWidth: true
                                implicitHeight: 32
                                text: club.ended ? qsTr("Final scores") : qsTr("Scores so far")
                                selected: page.side === "scores"
                                onClicked: page.side = "scores"
                            }
                        }
                        StackLayout {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            currentIndex: page.side === "entry" ? 0 : 1

                            ClubEntryPanel {
                                id: entryPanel

                                objectName: "entryPanel"
                                club: club
                                onTilesRequested: seat => tilePicker.open_(seat, entryPanel.kind === "tsumo", entryPanel.riichi[seat], entryPanel.editIndex >= 0 && !entryPanel.inserting ? entryPanel.editIndex : -1)
                                onLedgerRequested: ledgerView.focusList()
                                onEditFinished: {
                                    if (club.ended)
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
                }

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: club.clubId > 0 && club.games.count === 0
                    text: qsTr("No games in this season yet: start one with New game.")
                    color: Theme.mutedText
                }
            }

            // --- Standings ---
            ClubStandingsTab {
                id: standingsView

                club: club
                onExportRequested: format => page.exportFile("standings", format)
                onPrintRequested: page.askPrint("standings")
                onPlayerOpened: id => {
                    club.showPlayer(id);
                    page.showView("player");
                }
            }

            // --- Player ---
            ClubPlayerView {
                club: club
                onGameOpened: id => {
                    club.gameId = id;
                    page.showView("games");
                }
            }

            // --- Tournament ---
            ClubTournamentView {
                objectName: "tournamentView"
                club: club
                onGameOpened: id => {
                    club.gameId = id;
                    page.showView("games");
                }
            }

            // --- Club ---
            ClubSetupView {
                club: club
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
                club.exportGame(selectedFile, format);
            else if (what === "standings")
                club.exportStandings(selectedFile, format);
            else
                club.exportBlankSheet(selectedFile);
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
