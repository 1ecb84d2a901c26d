pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// Hand-by-hand entry at the table: the result kind, the winners and the discarder (or the
// tenpai players, the offender, the abortive draw's reason), han/fu typed in or taken from the
// tile picker, riichi per seat, a note; the engine's preview of the transfers (or the reason it
// refuses the entry) updates as you type, and Enter saves. The same panel corrects a past hand
// (editIndex >= 0) with the reason for the audit trail.
//
// Keys: R ron, T tsumo, D draw, N nagashi, A abortive, C chombo; 1-4 the winner (tenpai,
// nagashi, offender) by seat; Shift+1-4 the discarder; Alt+1-4 riichi; Y yakuman; H the tile
// picker; L the ledger (to correct a hand); Enter saves; Esc clears (or cancels a correction).
FocusScope {
    id: panel

    required property ClubController club
    // The hand being typed and what the keys and chips do to it (C++: ClubEntry, HandDraft).
    readonly property alias entryState: entryState
    readonly property handDraft draft: panel.entryState.draft
    // -1: the next hand; >= 0: correcting that hand of the ledger (or, `inserting`, entering a
    // hand that was missed before it).
    readonly property int editIndex: panel.entryState.editIndex
    readonly property bool inserting: panel.entryState.inserting
    readonly property string kind: panel.draft.kind
    // Winner seats in the order they were picked.
    readonly property list<int> winners: panel.draft.winners
    readonly property int discarder: panel.draft.discarder
    readonly property list<bool> tenpai: panel.draft.tenpai
    readonly property list<bool> riichi: panel.draft.riichi
    readonly property list<int> yakuman: panel.draft.yakuman
    // The engine's preview of the draft: { ok, error, deltas, totals, lines, … }.
    readonly property var result: panel.entryState.result
    readonly property int seats: panel.club.game.rules.players

    // The tile picker for a winner's hand.
    signal tilesRequested(int seat)
    // A correction was saved or cancelled.
    signal editFinished
    // L: the keys go to the ledger.
    signal ledgerRequested

    // Loads a saved hand to correct it.
    function edit(index: int): void {
        panel.entryState.edit(index);
        panel.focusKeys();
    }

    // Enters a missed hand before hand `index`.
    function insertBefore(index: int): void {
        panel.entryState.insertBefore(index);
        panel.focusKeys();
    }

    function save(): bool {
        const ok = panel.entryState.save();
        if (ok)
            panel.focusKeys();
        return ok;
    }

    function setKind(k: string): void {
        panel.entryState.setKind(k);
    }

    // 1-4: the seat's role in the current kind.
    function pickSeat(seat: int): void {
        panel.entryState.pickSeat(seat);
    }

    function pickDiscarder(seat: int): void {
        panel.entryState.pickDiscarder(seat);
    }

    function toggleRiichi(seat: int): void {
        panel.entryState.toggleRiichi(seat);
    }

    // Takes the han/fu the engine found for a hand entered with the tile picker.
    function applyScore(seat: int, score: var): void {
        panel.entryState.applyScore(seat, score);
    }

    function seatOfKey(event: var): int {
        switch (event.key) {
        case Qt.Key_1:
        case Qt.Key_Exclam:
            return 0;
        case Qt.Key_2:
        case Qt.Key_At:
        case Qt.Key_QuoteDbl:
            return 1;
        case Qt.Key_3:
        case Qt.Key_NumberSign:
            return 2;
        case Qt.Key_4:
        case Qt.Key_Dollar:
            return 3;
        }
        return -1;
    }

    // The letter keys: R T D N A C the result kind, Y yakuman, H the tile picker, L the ledger,
    // P whether the dealer plays on.
    function handleLetter(key: int): bool {
        const kinds = {
            [Qt.Key_R]: "ron",
            [Qt.Key_T]: "tsumo",
            [Qt.Key_D]: "draw",
            [Qt.Key_N]: "nagashi",
            [Qt.Key_A]: "abortive",
            [Qt.Key_C]: "chombo"
        };
        if (kinds[key] !== undefined) {
            panel.setKind(kinds[key]);
            return true;
        }
        const last = panel.entryState.lastWinner;
        switch (key) {
        case Qt.Key_Y:
            panel.entryState.toggleYakuman(last);
            return true;
        case Qt.Key_H:
            if (last >= 0)
                panel.tilesRequested(last);
            return true;
        case Qt.Key_L:
            panel.ledgerRequested();
            return true;
        case Qt.Key_P:
            panel.entryState.toggleDealerPlaysOn();
            return true;
        }
        return false;
    }

    // The panel's keys; `inField`: the focus is in a han/fu field, where plain digits type.
    function handleKey(event: var, inField: bool): bool {
        const seat = panel.seatOfKey(event);
        if (seat >= 0) {
            if (event.modifiers & Qt.AltModifier)
                panel.toggleRiichi(seat);
            else if (event.modifiers & Qt.ShiftModifier)
                panel.pickDiscarder(seat);
            else if (inField)
                return false;
            else
                panel.pickSeat(seat);
            return true;
        }
        if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
            return false;
        switch (event.key) {
        case Qt.Key_Return:
        case Qt.Key_Enter:
            panel.save();
            return true;
        case Qt.Key_Escape:
            if (inField)
                panel.focusKeys();
            else if (panel.editIndex >= 0)
                panel.entryState.cancelEdit();
            else
                panel.entryState.clear();
            return true;
        }
        return panel.handleLetter(event.key);
    }

    function seatLabel(seat: int): string {
        return panel.club.game.shortNames[seat] ?? "";
    }

    // Gives the keys to the panel itself (not to a field that last had the focus).
    function focusKeys(): void {
        keySink.forceActiveFocus();
    }

    // Focuses a new winner's han field (its row exists once the draft has the winner).
    function focusHan(seat: int): void {
        for (let i = 0; i < valueRows.count; ++i) {
            const row = valueRows.itemAt(i) as ClubWinValueRow;
            if (row && row.seat === seat)
                row.focusHan();
        }
    }

    Keys.onPressed: event => {
        if (panel.handleKey(event, false))
            event.accepted = true;
    }

    ClubEntry {
        id: entryState

        game: panel.club.game
        onWinnerAdded: seat => panel.focusHan(seat)
        onEditFinished: panel.editFinished()
    }

    // Holds the focus when no field has it; its keys reach the panel's handler.
    Item {
        id: keySink

        focus: true
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.surface
        border.color: panel.editIndex >= 0 ? Theme.lastMark : Theme.border
        border.width: panel.editIndex >= 0 ? 2 : 1
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingSection
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                objectName: "entryTitle"
                Layout.fillWidth: true
            text: panel.editIndex >= 0
                  ? (panel.inserting
                     //: entering a missed hand before hand %1 (%2 is its label, E2-1)
                     ? qsTr("Insert a hand before hand %1 (%2)")
                     //: correcting a saved hand, %1 is its number and %2 its label (E2-1)
                     : qsTr("Correct hand %1 (%2)")).arg(panel.editIndex + 1).arg(panel.club.game.ledger.revision >= 0 ? panel.club.game.ledger.get(panel.editIndex, "label") ?? "" : "")
                  //: the next hand to enter, e.g. "Next hand: South 2, 1 honba"
                  : qsTr("Next hand: %1").arg(panel.club.game.nextTitle)
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                visible: panel.editIndex < 0
                //: riichi deposits on the table before the hand to enter (Japanese: 供託%n本)
                text: qsTr("%n deposit(s)", "", panel.club.game.sticks)
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
        }

        Flickable {
            id: flick

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: column.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            ColumnLayout {
                id: column

                width: flick.width
                spacing: Theme.spacingCompact

                ClubEntryChoices {
                    Layout.fillWidth: true
                    club: panel.club
                    entryState: panel.entryState
                }

                // The abortive draw's reason.
                PlainComboBox {
                    id: abortBox

                    objectName: "abortReason"
                    Layout.fillWidth: true
                    visible: panel.kind === "abortive"
                    textRole: "label"
                    valueRole: "key"
                    model: panel.club.game.rules.abortReasons
                    onActivated: panel.entryState.setReason(currentValue)
                    Component.onCompleted: currentIndex = Math.max(0, indexOfValue(panel.draft.reason))
                    Connections {
                        target: panel.entryState
                        function onDraftChanged(): void {
                            abortBox.currentIndex = Math.max(0, abortBox.indexOfValue(panel.draft.reason));
                        }
                    }
                }

                // Han and fu per winner.
                Repeater {
                    id: valueRows

                    model: panel.draft.winKind ? panel.winners : []
                    delegate: ClubWinValueRow {
                        required property int modelData

                        Layout.fillWidth: true
                        seat: modelData
                        name: panel.seatLabel(modelData)
                        han: panel.draft.han[modelData] ?? ""
                        fu: panel.draft.fu[modelData] ?? ""
                        yakuman: panel.draft.yakuman[modelData] ?? 0
                        pao: panel.draft.pao[modelData] ?? -1
                        paoAllowed: panel.club.game.rules.paoAllowed
                        seatNames: panel.club.game.seatNames
                        onHanEdited: text => panel.entryState.setHan(modelData, text)
                        onFuEdited: text => panel.entryState.setFu(modelData, text)
                        onYakumanToggled: panel.entryState.toggleYakuman(modelData)
                        onPaoPicked: liable => panel.entryState.setPao(modelData, liable)
                        onTilesRequested: panel.tilesRequested(modelData)
                        onKeyPressed: event => {
                            if (panel.handleKey(event, true))
                                event.accepted = true;
                        }
                    }
                }

                // The preview: what each seat pays or receives, or why the engine refuses.
                ClubEntryPreview {
                    Layout.fillWidth: true
                    result: panel.result
                }
                // All-last under rules where the dealer in the lead chooses whether to stop.
                CheckBox {
                    id: playsOnBox

                    objectName: "dealerPlaysOn"
                    visible: panel.result.dealerMayStop === true
                    //: club entry, all-last: the leading dealer may stop; P toggles it
                    text: qsTr("The dealer plays on (P)")
                    contentItem: Label {
                        leftPadding: playsOnBox.indicator.width + playsOnBox.spacing
                        textFormat: Text.PlainText
                        text: playsOnBox.text
                        verticalAlignment: Text.AlignVCenter
                        color: Theme.text
                    }
                    checked: panel.draft.dealerPlaysOn
                    onToggled: panel.entryState.setDealerPlaysOn(checked)
                }

                TextField {
                    objectName: "noteField"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Note for the score sheet (yaku, remarks)")
                    text: panel.draft.note
                    selectByMouse: true
                    onTextEdited: panel.entryState.setNote(text)
                    Keys.onEscapePressed: panel.focusKeys()
                    Keys.onReturnPressed: panel.save()
                    Keys.onEnterPressed: panel.save()
                }
            }
        }

        TextField {
            id: reasonField

            objectName: "editReason"
            Layout.fillWidth: true
            visible: panel.editIndex >= 0
            placeholderText: panel.inserting ? qsTr("Why is it inserted? (kept in the audit trail)") : qsTr("Why is it corrected? (kept in the audit trail)")
            text: panel.entryState.editReason
            selectByMouse: true
            onTextEdited: panel.entryState.editReason = text
            Keys.onEscapePressed: panel.focusKeys()
            Keys.onReturnPressed: panel.save()
            Keys.onEnterPressed: panel.save()
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            PrimaryButton {
                objectName: "saveHand"
                Layout.fillWidth: true
                text: panel.editIndex < 0 ? qsTr("Save hand (Enter)") : panel.inserting ? qsTr("Insert hand") : qsTr("Save correction")
                enabled: panel.entryState.canSave
                opacity: enabled ? 1 : 0.5
                onClicked: panel.save()
            }
            Button {
                text: panel.editIndex >= 0 ? qsTr("Cancel") : qsTr("Clear (Esc)")
                flat: true
                font.capitalization: Font.MixedCase
                focusPolicy: Qt.NoFocus
                onClicked: panel.editIndex >= 0 ? panel.entryState.cancelEdit() : panel.entryState.clear()
            }
        }
    }
}
