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

    // "games", "standings", "player" or "club".
    property string view: {
        switch (club.startup) {
        case "standings":
            return "standings";
        case "player":
            return "player";
        case "players":
            return "club";
        }
        return "games";
    }
    // "entry" or "scores": the right side of the Games tab.
    property string side: "entry"
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
        focusTimer.restart();
    }

    function viewIndex(): int {
        switch (page.view) {
        case "standings":
            return 1;
        case "player":
            return 2;
        case "club":
            return 3;
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

    function eventChoices(): var {
        const out = [];
        const events = club.events;
        for (let i = 0; i < events.length; ++i)
            out.push(events[i]);
        out.push({ id: 0, label: qsTr("No event") });
        return out;
    }

    function windLetter(w: int): string {
        return [qsTr("E"), qsTr("S"), qsTr("W"), qsTr("N")][w] ?? "";
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
                entryPanel.setValue("han", winner, "3");
                entryPanel.setValue("fu", winner, "40");
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
        focusTimer.restart();
    }

    objectName: "clubPage"
    Component.onCompleted: page.applyStartup()
    onVisibleChanged: if (visible) focusTimer.restart()

    Timer {
        id: focusTimer

        interval: 0
        onTriggered: page.focusContent()
    }

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
            spacing: 10

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
                Layout.preferredWidth: 230
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
                Layout.preferredWidth: 250
                model: page.seasonChoices()
                textRole: "label"
                valueRole: "id"
                currentIndex: Math.max(0, indexOfValue(club.seasonId))
                onActivated: club.seasonId = currentValue
            }
            Item {
                Layout.fillWidth: true
            }
            TabBar {
                currentIndex: page.viewIndex()

                TabButton {
                    objectName: "gamesTab"
                    text: qsTr("Games")
                    width: implicitWidth
                    onClicked: page.showView("games")
                }
                TabButton {
                    objectName: "standingsTab"
                    text: qsTr("Standings")
                    width: implicitWidth
                    onClicked: page.showView("standings")
                }
                TabButton {
                    objectName: "playerTab"
                    text: qsTr("Player")
                    width: implicitWidth
                    onClicked: page.showView("player")
                }
                TabButton {
                    objectName: "clubTab"
                    text: qsTr("Club")
                    width: implicitWidth
                    onClicked: page.showView("club")
                }
            }
        }

        // Errors of the last action, and what it did.
        Label {
            textFormat: Text.PlainText
            objectName: "clubError"
            Layout.fillWidth: true
            visible: club.errorText.length > 0
            text: club.errorText
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

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8

                    PlainComboBox {
                        id: gameBox

                        objectName: "gameBox"
                        Layout.fillWidth: true
                        Layout.maximumWidth: 560
                        model: club.games
                        textRole: "title"
                        valueRole: "gameId"
                        currentIndex: club.games.rowOf(club.gameId)
                        displayText: currentIndex < 0 ? qsTr("Choose a game") : (club.games.get(currentIndex, "dateText") + " · " + club.games.get(currentIndex, "status") + " · " + club.games.get(currentIndex, "players"))
                        onActivated: club.gameId = currentValue
                        delegate: ItemDelegate {
                            id: gameItem

                            required property int index
                            required property string title
                            required property string dateText
                            required property string players
                            required property string status
                            required property bool finished

                            width: ListView.view.width
                            highlighted: gameBox.highlightedIndex === index
                            contentItem: Column {
                                spacing: 2

                                Label {
                                    textFormat: Text.PlainText
                                    text: gameItem.dateText + " · " + gameItem.title
                                    font.bold: true
                                    color: Theme.text
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    text: gameItem.players + " · " + gameItem.status
                                    color: gameItem.finished ? Theme.mutedText : Theme.accent
                                    font.pixelSize: Theme.smallSize
                                }
                            }
                        }
                    }
                    Button {
                        objectName: "newGameButton"
                        text: qsTr("New game…")
                        font.capitalization: Font.MixedCase
                        enabled: club.clubId > 0
                        onClicked: newGameDialog.open()
                    }
                    Label {
                        textFormat: Text.PlainText
                        objectName: "clubMessage"
                        Layout.fillWidth: true
                        text: club.message
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        elide: Text.ElideRight
                    }
                    Button {
                        objectName: "auditButton"
                        text: qsTr("Audit trail")
                        flat: true
                        font.capitalization: Font.MixedCase
                        enabled: club.hasGame
                        onClicked: auditDialog.open()
                    }
                    Button {
                        id: sheetButton

                        objectName: "sheetButton"
                        text: qsTr("Score sheet ▾")
                        flat: true
                        font.capitalization: Font.MixedCase
                        onClicked: sheetMenu.popup(sheetButton, 0, sheetButton.height)

                        Menu {
                            id: sheetMenu

                            MenuItem {
                                text: qsTr("Export this game as PDF…")
                                enabled: club.hasGame
                                onTriggered: page.exportFile("game", "pdf")
                            }
                            MenuItem {
                                text: qsTr("Export this game as CSV…")
                                enabled: club.hasGame
                                onTriggered: page.exportFile("game", "csv")
                            }
                            MenuItem {
                                text: qsTr("Print this game…")
                                enabled: club.hasGame
                                onTriggered: page.askPrint("game")
                            }
                            MenuSeparator {}
                            MenuItem {
                                text: qsTr("Blank sheet as PDF…")
                                onTriggered: page.exportFile("blank", "pdf")
                            }
                            MenuItem {
                                text: qsTr("Print a blank sheet…")
                                onTriggered: page.askPrint("blank")
                            }
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    visible: club.hasGame
                    spacing: 12

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
                    spacing: 8

                    Repeater {
                        model: club.hasGame ? club.playerCount : 0
                        delegate: Rectangle {
                            id: seatCard

                            required property int index
                            // The seat wind of the next hand (of the first hand once the game is over).
                            readonly property int wind: club.ended ? index : (index - club.dealer + club.playerCount) % club.playerCount
                            readonly property bool dealer: wind === 0 && !club.ended
                            readonly property int points: club.scores[index] ?? 0
                            readonly property int delta: page.side === "entry" && entryPanel.result.ok ? (entryPanel.result.deltas[index] ?? 0) : 0
                            readonly property bool riichi: entryPanel.riichi[index] && page.side === "entry"

                            objectName: "seatCard_" + index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 10
                            implicitHeight: 66
                            radius: Theme.radius
                            color: Theme.surface
                            border.width: dealer ? 2 : 1
                            border.color: dealer ? Theme.accent : Theme.border

                            Rectangle {
                                id: windBadge

                                anchors.left: parent.left
                                anchors.leftMargin: 10
                                anchors.verticalCenter: parent.verticalCenter
                                width: 34
                                height: 34
                                radius: 17
                                color: seatCard.dealer ? Theme.accent : Theme.surfaceAlt
                                border.color: Theme.border

                                Text {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    text: page.windLetter(seatCard.wind)
                                    font.pixelSize: 17
                                    font.bold: true
                                    color: seatCard.dealer ? Theme.accentText : Theme.text
                                }
                            }
                            ColumnLayout {
                                anchors.left: windBadge.right
                                anchors.leftMargin: 10
                                anchors.right: parent.right
                                anchors.rightMargin: 8
                                anchors.verticalCenter: parent.verticalCenter
                                spacing: 0

                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: 4

                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: club.seatNames[seatCard.index] ?? ""
                                        font.bold: true
                                        color: Theme.text
                                        elide: Text.ElideRight
                                    }
                                    ChoiceChip {
                                        objectName: "riichiChip_" + seatCard.index
                                        visible: page.side === "entry" && !club.ended
                                        implicitHeight: 24
                                        topPadding: 2
                                        bottomPadding: 2
                                        leftPadding: 8
                                        //: the riichi toggle of a seat
                                        text: qsTr("Riichi")
                                        hint: "Alt+" + (seatCard.index + 1)
                                        selected: seatCard.riichi
                                        onClicked: entryPanel.toggleRiichi(seatCard.index)
                                    }
                                }
                                RowLayout {
                                    spacing: 8

                                    Label {
                                        textFormat: Text.PlainText
                                        objectName: "seatPoints_" + seatCard.index
                                        text: seatCard.points.toLocaleString(Qt.locale("en_US"), "f", 0)
                                        font.pixelSize: 22
                                        font.bold: true
                                        color: seatCard.points < 0 ? Theme.danger : Theme.text
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        visible: seatCard.delta !== 0
                                        text: (seatCard.delta > 0 ? "+" : "−") + Math.abs(seatCard.delta).toLocaleString(Qt.locale("en_US"), "f", 0)
                                        font.pixelSize: 16
                                        font.bold: true
                                        color: seatCard.delta > 0 ? Theme.accent : Theme.danger
                                    }
                                }
                            }
                        }
                    }
                }

                // The ledger and, on the right, the entry or the scores.
                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 10

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
                        spacing: 6

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 6

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
            ColumnLayout {
                spacing: Theme.spacing

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: club.seasonId > 0 ? qsTr("%1 — standings over finished games").arg(club.seasonName) : qsTr("All finished games of %1").arg(club.clubName)
                        font.pixelSize: 17
                        font.bold: true
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    Button {
                        objectName: "standingsPdf"
                        text: qsTr("Export PDF…")
                        font.capitalization: Font.MixedCase
                        onClicked: page.exportFile("standings", "pdf")
                    }
                    Button {
                        text: qsTr("Export CSV…")
                        font.capitalization: Font.MixedCase
                        flat: true
                        onClicked: page.exportFile("standings", "csv")
                    }
                    Button {
                        text: qsTr("Print…")
                        font.capitalization: Font.MixedCase
                        flat: true
                        onClicked: page.askPrint("standings")
                    }
                }
                ClubStandingsView {
                    id: standingsView

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    club: club
                    onPlayerOpened: id => {
                        club.showPlayer(id);
                        page.showView("player");
                    }
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

    Dialog {
        id: printDialog

        // A dark veil in both themes (Material's dark one is light).
        Overlay.modal: Rectangle {
            color: Qt.rgba(0, 0, 0, 0.45)
        }
        // Drawn by hand: the Material dialog background does not render offscreen.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
        }

        property string what

        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Print")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAboutToShow: printerBox.model = club.printers()
        onAccepted: club.printSheet(printDialog.what, printerBox.currentIndex < 0 ? "" : printerBox.currentText, copiesBox.value)

        ColumnLayout {
            spacing: 8

            Label {
                textFormat: Text.PlainText
                text: printerBox.count === 0 ? qsTr("No printer found: the system's default printer is used, if any.") : qsTr("Printer")
                color: Theme.mutedText
            }
            PlainComboBox {
                id: printerBox

                Layout.preferredWidth: 300
                visible: count > 0
            }
            RowLayout {
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Copies")
                    color: Theme.text
                }
                SpinBox {
                    id: copiesBox

                    from: 1
                    to: 20
                    value: 1
                }
            }
        }
    }

    Dialog {
        id: reasonDialog

        // A dark veil in both themes (Material's dark one is light).
        Overlay.modal: Rectangle {
            color: Qt.rgba(0, 0, 0, 0.45)
        }
        // Drawn by hand: the Material dialog background does not render offscreen.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
        }

        property string what
        property int index: -1

        function ask(what: string, index: int): void {
            reasonDialog.what = what;
            reasonDialog.index = index;
            reasonField.clear();
            reasonDialog.open();
            reasonField.forceActiveFocus();
        }

        objectName: "reasonDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: what === "hand" ? qsTr("Remove hand %1").arg(index + 1) : qsTr("Remove the penalty")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: {
            if (reasonDialog.what === "hand")
                club.removeHand(reasonDialog.index, reasonField.text);
            else
                club.removePenalty(reasonDialog.index, reasonField.text);
        }
        onClosed: focusTimer.restart()

        ColumnLayout {
            spacing: 8

            Label {
                textFormat: Text.PlainText
                text: qsTr("The game is recomputed without it. Why? (kept in the audit trail)")
                color: Theme.mutedText
            }
            TextField {
                id: reasonField

                objectName: "removeReason"
                Layout.preferredWidth: 380
                placeholderText: qsTr("Reason")
                onAccepted: reasonDialog.accept()
            }
        }
    }

    Dialog {
        id: penaltyDialog

        // A dark veil in both themes (Material's dark one is light).
        Overlay.modal: Rectangle {
            color: Qt.rgba(0, 0, 0, 0.45)
        }
        // Drawn by hand: the Material dialog background does not render offscreen.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
        }

        objectName: "penaltyDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Referee penalty")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAboutToShow: {
            penaltySeat.currentIndex = -1;
            penaltyPoints.text = "20.0";
            penaltyReason.clear();
        }
        onAccepted: club.addPenalty(penaltySeat.currentIndex, Math.round(Number(penaltyPoints.text) * 1000), penaltyReason.text)
        onClosed: focusTimer.restart()

        GridLayout {
            columns: 2
            columnSpacing: 10
            rowSpacing: 8

            Label {
                textFormat: Text.PlainText
                text: qsTr("Player")
                color: Theme.text
            }
            PlainComboBox {
                id: penaltySeat

                objectName: "penaltySeat"
                Layout.preferredWidth: 240
                model: club.seatNames
                displayText: currentIndex < 0 ? qsTr("Choose") : currentText
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Points deducted")
                color: Theme.text
            }
            TextField {
                id: penaltyPoints

                objectName: "penaltyPoints"
                Layout.preferredWidth: 240
                //: a penalty in final-score points, e.g. 20.0 (= 20,000 table points)
                placeholderText: qsTr("20.0")
                validator: DoubleValidator {
                    bottom: -100
                    top: 100
                    decimals: 1
                    notation: DoubleValidator.StandardNotation
                }
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Reason")
                color: Theme.text
            }
            TextField {
                id: penaltyReason

                objectName: "penaltyReason"
                Layout.preferredWidth: 240
                placeholderText: qsTr("e.g. second warning for slow play")
            }
            Label {
                textFormat: Text.PlainText
                Layout.columnSpan: 2
                text: qsTr("Deducted from the final score after uma; the table points stay as they are.")
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
        }
    }

    Dialog {
        id: auditDialog

        // A dark veil in both themes (Material's dark one is light).
        Overlay.modal: Rectangle {
            color: Qt.rgba(0, 0, 0, 0.45)
        }
        // Drawn by hand: the Material dialog background does not render offscreen.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
        }

        objectName: "auditDialog"
        anchors.centerIn: Overlay.overlay
        width: Math.min(page.width - 60, 900)
        height: Math.min(page.height - 60, 560)
        modal: true
        //: the list of every change made to a game (Japanese: 変更履歴)
        title: qsTr("Audit trail of %1").arg(club.gameTitle)
        standardButtons: Dialog.Close
        onClosed: focusTimer.restart()

        ListView {
            objectName: "auditList"
            anchors.fill: parent
            clip: true
            model: club.audit
            spacing: 6
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: auditRow

                required property string actionText
                required property string action
                required property string when
                required property string handText
                required property string before
                required property string after
                required property string reason

                width: ListView.view.width
                implicitHeight: auditColumn.implicitHeight + 12
                radius: 6
                color: Theme.surfaceAlt
                border.color: auditRow.action === "edit" || auditRow.action === "remove" ? Theme.lastMark : Theme.border

                ColumnLayout {
                    id: auditColumn

                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 6
                    spacing: 2

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8

                        Label {
                            textFormat: Text.PlainText
                            text: auditRow.actionText + (auditRow.handText.length > 0 ? " · " + auditRow.handText : "")
                            font.bold: true
                            color: Theme.text
                        }
                        Item {
                            Layout.fillWidth: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: auditRow.when
                            color: Theme.mutedText
                            font.pixelSize: Theme.smallSize
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: auditRow.before.length > 0
                        //: what an entry was before a change
                        text: qsTr("Before: %1").arg(auditRow.before)
                        color: Theme.mutedText
                        wrapMode: Text.Wrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: auditRow.after.length > 0 && auditRow.action !== "create"
                        text: auditRow.before.length > 0 ? qsTr("After: %1").arg(auditRow.after) : auditRow.after
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: auditRow.reason.length > 0
                        text: qsTr("Reason: %1").arg(auditRow.reason)
                        color: Theme.text
                        font.italic: true
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }

    Dialog {
        id: newGameDialog

        // A dark veil in both themes (Material's dark one is light).
        Overlay.modal: Rectangle {
            color: Qt.rgba(0, 0, 0, 0.45)
        }
        // Drawn by hand: the Material dialog background does not render offscreen.
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
        }

        objectName: "newGameDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("New game")
        standardButtons: Dialog.Ok | Dialog.Cancel
        // A club's own rules: changes to the preset's options, and a name for them.
        property var ruleChanges: ({})
        property bool adjustingRules: false
        readonly property var ruleOptionList: club.ruleOptions(presetBox.currentValue ?? "",
                                                               ruleChanges)

        function setRuleChange(name: string, value: var): void {
            const changes = Object.assign({}, ruleChanges);
            changes[name] = value;
            ruleChanges = changes;
        }

        onAboutToShow: {
            for (let i = 0; i < seatRepeater.count; ++i)
                (seatRepeater.itemAt(i) as ComboBox).currentIndex = -1;
            // The rules of the season's last game carry on (a club's own rules included).
            const last = club.lastRules();
            const preset = last.preset ?? club.defaultPreset;
            presetBox.currentIndex = presetBox.indexOfValue(preset);
            ruleChanges = last.options ?? {};
            rulesNameField.text = last.rulesName ?? "";
            adjustingRules = false;
            // The newest event of the season (events come oldest first), else none.
            eventBox.currentIndex = club.events.length > 0 ? club.events.length - 1 : 0;
            gameDate.text = new Date().toISOString().substring(0, 10);
        }
        onAccepted: {
            const players = [];
            for (let i = 0; i < seatRepeater.count; ++i)
                players.push((seatRepeater.itemAt(i) as ComboBox).currentValue ?? 0);
            club.newGame({
                players: players,
                preset: presetBox.currentValue,
                options: newGameDialog.ruleChanges,
                rulesName: rulesNameField.text,
                eventId: eventBox.currentValue ?? 0,
                title: gameTitle.text,
                table: gameTable.text,
                session: gameSession.text,
                date: gameDate.text,
                referee: gameReferee.text
            });
            focusTimer.restart();
        }

        GridLayout {
            columns: 3
            columnSpacing: 10
            rowSpacing: 6

            Repeater {
                id: seatRepeater

                model: 4
                delegate: PlainComboBox {
                    required property int index

                    objectName: "newSeat_" + index
                    Layout.column: 1
                    Layout.row: index
                    Layout.preferredWidth: 260
                    model: club.players
                    textRole: "name"
                    valueRole: "playerId"
                    displayText: currentIndex < 0 ? qsTr("Choose a player") : currentText
                }
            }
            Repeater {
                model: [qsTr("East (first dealer)"), qsTr("South"), qsTr("West"), qsTr("North")]
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int index
                    required property string modelData

                    Layout.column: 0
                    Layout.row: index
                    text: modelData
                    color: Theme.text
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 4
                Layout.column: 0
                text: qsTr("Rules")
                color: Theme.text
            }
            RowLayout {
                Layout.row: 4
                Layout.column: 1

                PlainComboBox {
                    id: presetBox

                    objectName: "newPreset"
                    Layout.preferredWidth: 260
                    model: club.presets
                    textRole: "label"
                    valueRole: "key"
                    // Another preset starts the club's changes afresh.
                    onActivated: newGameDialog.ruleChanges = {}
                }
                Button {
                    objectName: "adjustRules"
                    flat: true
                    text: newGameDialog.adjustingRules ? qsTr("Hide the rules")
                                                       : qsTr("Adjust the rules…")
                    onClicked: newGameDialog.adjustingRules = !newGameDialog.adjustingRules
                }
            }
            // The club's own rules, beside the game's fields.
            ScrollView {
                Layout.row: 0
                Layout.column: 2
                Layout.rowSpan: 10
                Layout.fillHeight: true
                Layout.preferredWidth: 600
                Layout.leftMargin: 16
                visible: newGameDialog.adjustingRules
                clip: true

                ColumnLayout {
                    width: 580
                    spacing: 2

                    RowLayout {
                        spacing: 8

                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 300
                            text: qsTr("Name of these rules")
                            color: Theme.text
                        }
                        TextField {
                            id: rulesNameField

                            objectName: "rulesName"
                            Layout.preferredWidth: 260
                            placeholderText: qsTr("e.g. Thursday rules (optional)")
                        }
                    }

                    Repeater {
                        model: newGameDialog.ruleOptionList
                        delegate: RowLayout {
                            id: optionRow

                            required property var modelData

                            objectName: "ruleOption_" + modelData.name
                            Layout.fillWidth: true
                            spacing: 8

                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: 300
                                text: optionRow.modelData.label
                                elide: Text.ElideRight
                                font.bold: optionRow.modelData.changed
                                color: optionRow.modelData.changed ? Theme.accent : Theme.text
                            }
                            CheckBox {
                                visible: optionRow.modelData.type === "bool"
                                Layout.preferredHeight: 36
                                checked: optionRow.modelData.value === true
                                onToggled: newGameDialog.setRuleChange(optionRow.modelData.name,
                                                                       checked)
                            }
                            TextField {
                                visible: optionRow.modelData.type === "int"
                                         || optionRow.modelData.type === "list"
                                Layout.preferredWidth: 260
                                text: optionRow.modelData.type === "list"
                                      ? (optionRow.modelData.value ?? []).join(", ")
                                      : String(optionRow.modelData.value)
                                inputMethodHints: Qt.ImhFormattedNumbersOnly
                                onEditingFinished: newGameDialog.setRuleChange(
                                                       optionRow.modelData.name,
                                                       optionRow.modelData.type === "int"
                                                       ? parseInt(text) : text)
                            }
                            PlainComboBox {
                                visible: optionRow.modelData.type === "choice"
                                Layout.preferredWidth: 260
                                model: optionRow.modelData.choices
                                textRole: "label"
                                valueRole: "key"
                                currentIndex: (optionRow.modelData.choices ?? []).findIndex(
                                                  c => c.key === optionRow.modelData.value)
                                onActivated: newGameDialog.setRuleChange(optionRow.modelData.name,
                                                                         currentValue)
                            }
                        }
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 5
                Layout.column: 0
                text: qsTr("Event")
                color: Theme.text
            }
            PlainComboBox {
                id: eventBox

                Layout.row: 5
                Layout.column: 1
                Layout.preferredWidth: 260
                model: page.eventChoices()
                textRole: "label"
                valueRole: "id"
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 6
                Layout.column: 0
                text: qsTr("Date")
                color: Theme.text
            }
            TextField {
                id: gameDate

                Layout.row: 6
                Layout.column: 1
                Layout.preferredWidth: 260
                placeholderText: qsTr("YYYY-MM-DD")
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 7
                Layout.column: 0
                text: qsTr("Table / session")
                color: Theme.text
            }
            RowLayout {
                Layout.row: 7
                Layout.column: 1
                Layout.preferredWidth: 260

                TextField {
                    id: gameTable

                    Layout.fillWidth: true
                    placeholderText: qsTr("Table")
                }
                TextField {
                    id: gameSession

                    Layout.fillWidth: true
                    placeholderText: qsTr("Session")
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 8
                Layout.column: 0
                text: qsTr("Title")
                color: Theme.text
            }
            TextField {
                id: gameTitle

                Layout.row: 8
                Layout.column: 1
                Layout.preferredWidth: 260
                placeholderText: qsTr("optional")
            }
            Label {
                textFormat: Text.PlainText
                Layout.row: 9
                Layout.column: 0
                text: qsTr("Referee")
                color: Theme.text
            }
            TextField {
                id: gameReferee

                Layout.row: 9
                Layout.column: 1
                Layout.preferredWidth: 260
                placeholderText: qsTr("optional")
            }
        }
    }
}
