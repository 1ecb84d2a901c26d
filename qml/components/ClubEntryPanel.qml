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
    // -1: the next hand; >= 0: correcting that hand of the ledger (or, `inserting`, entering a
    // hand that was missed before it).
    property int editIndex: -1
    property bool inserting: false
    property string kind: "ron"
    // Winner seats in the order they were picked.
    property var winners: []
    property int discarder: -1
    property int offender: -1
    property list<bool> tenpai: [false, false, false, false]
    property list<bool> nagashi: [false, false, false, false]
    property list<bool> riichi: [false, false, false, false]
    property list<string> han: ["", "", "", ""]
    property list<string> fu: ["", "", "", ""]
    property list<int> yakuman: [0, 0, 0, 0]
    property list<int> pao: [-1, -1, -1, -1]
    property string abortReason: ""
    property string note: ""
    property bool dealerPlaysOn: false
    property string editReason: ""
    // The engine's preview of the draft: { ok, error, deltas, totals, lines, … }.
    readonly property var result: {
        // Recomputed when the game changes too.
        panel.club.handCount;
        panel.club.ledger.count;
        return panel.club.hasGame ? panel.club.preview(panel.draft(), panel.editIndex, panel.inserting) : ({ ok: false, error: "" });
    }
    readonly property bool canSave: panel.result.ok === true && (panel.editIndex < 0 || panel.editReason.trim().length > 0)
    readonly property int seats: panel.club.playerCount
    readonly property bool winKind: kind === "ron" || kind === "tsumo"

    // The tile picker for a winner's hand.
    signal tilesRequested(int seat)
    // A correction was saved or cancelled.
    signal editFinished
    // L: the keys go to the ledger.
    signal ledgerRequested

    function draft(): var {
        const ws = [];
        for (let i = 0; i < panel.winners.length; ++i) {
            const s = panel.winners[i];
            ws.push({
                seat: s,
                han: Number(panel.han[s]) || 0,
                fu: Number(panel.fu[s]) || 0,
                yakuman: panel.yakuman[s],
                pao: panel.pao[s]
            });
        }
        return {
            kind: panel.kind,
            winners: ws,
            discarder: panel.kind === "ron" ? panel.discarder : -1,
            offender: panel.offender,
            tenpai: Array.from(panel.tenpai),
            nagashi: Array.from(panel.nagashi),
            riichi: Array.from(panel.riichi),
            reason: panel.abortReason,
            note: panel.note,
            dealerPlaysOn: panel.dealerPlaysOn
        };
    }

    function clear(): void {
        panel.kind = "ron";
        panel.winners = [];
        panel.discarder = -1;
        panel.offender = -1;
        panel.tenpai = [false, false, false, false];
        panel.nagashi = [false, false, false, false];
        panel.riichi = [false, false, false, false];
        panel.han = ["", "", "", ""];
        panel.fu = ["", "", "", ""];
        panel.yakuman = [0, 0, 0, 0];
        panel.pao = [-1, -1, -1, -1];
        panel.abortReason = "";
        panel.note = "";
        panel.dealerPlaysOn = false;
        panel.editReason = "";
    }

    // Loads a saved hand to correct it.
    function edit(index: int): void {
        const d = panel.plain(panel.club.entryDraft(index));
        panel.clear();
        panel.editIndex = index;
        panel.inserting = false;
        panel.kind = d.kind;
        const ws = [];
        const h = ["", "", "", ""];
        const f = ["", "", "", ""];
        const y = [0, 0, 0, 0];
        const p = [-1, -1, -1, -1];
        for (let i = 0; i < d.winners.length; ++i) {
            const w = d.winners[i];
            ws.push(w.seat);
            h[w.seat] = w.yakuman > 0 ? "" : String(w.han);
            f[w.seat] = w.yakuman > 0 ? "" : String(w.fu);
            y[w.seat] = w.yakuman;
            p[w.seat] = w.pao;
        }
        panel.winners = ws;
        panel.han = h;
        panel.fu = f;
        panel.yakuman = y;
        panel.pao = p;
        panel.discarder = d.discarder;
        panel.offender = d.offender;
        panel.tenpai = panel.padded(d.tenpai);
        panel.nagashi = panel.padded(d.nagashi);
        panel.riichi = panel.padded(d.riichi);
        panel.abortReason = d.reason;
        panel.note = d.note;
        panel.dealerPlaysOn = d.dealerPlaysOn;
        panel.focusKeys();
    }

    // A map from C++ as a plain object.
    function plain(v: var): var {
        return v;
    }

    function padded(list: var): list<bool> {
        const out = [false, false, false, false];
        for (let i = 0; i < Math.min(4, list.length); ++i)
            out[i] = list[i];
        return out;
    }

    // Enters a missed hand before hand `index`.
    function insertBefore(index: int): void {
        panel.clear();
        panel.editIndex = index;
        panel.inserting = true;
        panel.focusKeys();
    }

    function cancelEdit(): void {
        panel.editIndex = -1;
        panel.inserting = false;
        panel.clear();
        panel.editFinished();
    }

    function save(): bool {
        if (!panel.canSave)
            return false;
        let ok = false;
        if (panel.editIndex < 0)
            ok = panel.club.addHand(panel.draft());
        else if (panel.inserting)
            ok = panel.club.insertHand(panel.editIndex, panel.draft(), panel.editReason);
        else
            ok = panel.club.replaceHand(panel.editIndex, panel.draft(), panel.editReason);
        if (ok) {
            const wasEditing = panel.editIndex >= 0;
            panel.editIndex = -1;
            panel.inserting = false;
            panel.clear();
            panel.focusKeys();
            if (wasEditing)
                panel.editFinished();
        }
        return ok;
    }

    function setKind(k: string): void {
        if (k === "nagashi" && !panel.club.nagashiAllowed)
            return;
        panel.kind = k;
        if (k === "tsumo" && panel.winners.length > 1)
            panel.winners = [panel.winners[0]];
        if (!panel.winKind)
            panel.winners = [];
    }

    // 1-4: the seat's role in the current kind.
    function pickSeat(seat: int): void {
        if (seat < 0 || seat >= panel.seats)
            return;
        if (panel.kind === "ron" || panel.kind === "tsumo") {
            const ws = Array.from(panel.winners);
            const at = ws.indexOf(seat);
            if (at >= 0) {
                ws.splice(at, 1);
            } else {
                const max = panel.kind === "tsumo" ? 1 : panel.club.maxWinners;
                if (ws.length >= max)
                    ws.splice(0, ws.length - max + 1);
                ws.push(seat);
            }
            panel.winners = ws;
            if (at < 0)
                focusTimer.seat = seat;
        } else if (panel.kind === "draw") {
            panel.tenpai = panel.toggled(panel.tenpai, seat);
        } else if (panel.kind === "nagashi") {
            panel.nagashi = panel.toggled(panel.nagashi, seat);
        } else if (panel.kind === "chombo") {
            panel.offender = panel.offender === seat ? -1 : seat;
        }
    }

    function pickDiscarder(seat: int): void {
        if (seat < 0 || seat >= panel.seats)
            return;
        if (panel.kind !== "ron")
            panel.setKind("ron");
        panel.discarder = panel.discarder === seat ? -1 : seat;
    }

    function toggleRiichi(seat: int): void {
        if (seat >= 0 && seat < panel.seats)
            panel.riichi = panel.toggled(panel.riichi, seat);
    }

    function toggled(list: var, seat: int): list<bool> {
        const out = panel.padded(list);
        out[seat] = !out[seat];
        return out;
    }

    function setValue(which: string, seat: int, value: string): void {
        const list = Array.from(which === "han" ? panel.han : panel.fu);
        list[seat] = value;
        if (which === "han")
            panel.han = list;
        else
            panel.fu = list;
    }

    function toggleYakuman(seat: int): void {
        if (seat < 0)
            return;
        // Y again: a double yakuman, then back to han/fu.
        const y = Array.from(panel.yakuman);
        y[seat] = (y[seat] + 1) % 3;
        panel.yakuman = y;
    }

    function setPao(seat: int, liable: int): void {
        const p = Array.from(panel.pao);
        p[seat] = liable;
        panel.pao = p;
    }

    // Takes the han/fu the engine found for a hand entered with the tile picker.
    function applyScore(seat: int, score: var): void {
        if (panel.winners.indexOf(seat) < 0)
            panel.pickSeat(seat);
        const y = Array.from(panel.yakuman);
        y[seat] = score.yakuman;
        panel.yakuman = y;
        panel.setValue("han", seat, score.yakuman > 0 ? "" : String(score.han));
        panel.setValue("fu", seat, score.yakuman > 0 ? "" : String(score.fu));
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

    // The panel's keys; `inField`: the focus is in a han/fu field, where plain digits type.
    function handleKey(event: var, inField: bool): bool {
        const seat = panel.seatOfKey(event);
        if (seat >= 0) {
            if (event.modifiers & Qt.AltModifier) {
                panel.toggleRiichi(seat);
                return true;
            }
            if (event.modifiers & Qt.ShiftModifier) {
                panel.pickDiscarder(seat);
                return true;
            }
            if (inField)
                return false;
            panel.pickSeat(seat);
            return true;
        }
        if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
            return false;
        switch (event.key) {
        case Qt.Key_R:
            panel.setKind("ron");
            return true;
        case Qt.Key_T:
            panel.setKind("tsumo");
            return true;
        case Qt.Key_D:
            panel.setKind("draw");
            return true;
        case Qt.Key_N:
            panel.setKind("nagashi");
            return true;
        case Qt.Key_A:
            panel.setKind("abortive");
            return true;
        case Qt.Key_C:
            panel.setKind("chombo");
            return true;
        case Qt.Key_Y:
            panel.toggleYakuman(panel.winners.length > 0 ? panel.winners[panel.winners.length - 1] : -1);
            return true;
        case Qt.Key_H:
            if (panel.winners.length > 0)
                panel.tilesRequested(panel.winners[panel.winners.length - 1]);
            return true;
        case Qt.Key_L:
            panel.ledgerRequested();
            return true;
        case Qt.Key_P:
            if (panel.result.dealerMayStop === true)
                panel.dealerPlaysOn = !panel.dealerPlaysOn;
            return true;
        case Qt.Key_Return:
        case Qt.Key_Enter:
            panel.save();
            return true;
        case Qt.Key_Escape:
            if (inField) {
                panel.focusKeys();
            } else if (panel.editIndex >= 0) {
                panel.cancelEdit();
            } else {
                panel.clear();
            }
            return true;
        }
        return false;
    }

    function seatLabel(seat: int): string {
        return panel.club.shortNames[seat] ?? "";
    }

    // Gives the keys to the panel itself (not to a field that last had the focus).
    function focusKeys(): void {
        keySink.forceActiveFocus();
    }

    Keys.onPressed: event => {
        if (panel.handleKey(event, false))
            event.accepted = true;
    }

    // Holds the focus when no field has it; its keys reach the panel's handler.
    Item {
        id: keySink

        focus: true
    }

    // Focuses a new winner's han field once its row exists.
    Timer {
        id: focusTimer

        property int seat: -1

        interval: 0
        onSeatChanged: if (seat >= 0) restart()
        onTriggered: {
            for (let i = 0; i < valueRows.count; ++i) {
                const row = valueRows.itemAt(i) as ClubWinValueRow;
                if (row && row.seat === focusTimer.seat)
                    row.focusHan();
            }
            focusTimer.seat = -1;
        }
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
        anchors.margins: 14
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Label {
                textFormat: Text.PlainText
                objectName: "entryTitle"
                Layout.fillWidth: true
            text: panel.editIndex >= 0
                  ? (panel.inserting
                     //: entering a missed hand before hand %1 (%2 is its label, E2-1)
                     ? qsTr("Insert a hand before hand %1 (%2)")
                     //: correcting a saved hand, %1 is its number and %2 its label (E2-1)
                     : qsTr("Correct hand %1 (%2)")).arg(panel.editIndex + 1).arg(panel.club.ledger.get(panel.editIndex, "label") ?? "")
                  //: the next hand to enter, e.g. "Next hand: South 2, 1 honba"
                  : qsTr("Next hand: %1").arg(panel.club.nextTitle)
                font.pixelSize: 17
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            Label {
                textFormat: Text.PlainText
                visible: panel.editIndex < 0
                //: riichi deposits on the table before the hand to enter (Japanese: 供託%n本)
                text: qsTr("%n deposit(s)", "", panel.club.sticks)
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
                spacing: 6

                // The result kind.
                GridLayout {
                    Layout.fillWidth: true
                    columns: 3
                    rowSpacing: 6
                    columnSpacing: 6

                    Repeater {
                        model: [
                            { key: "ron", label: qsTr("Ron"), hint: "R" },
                            { key: "tsumo", label: qsTr("Tsumo"), hint: "T" },
                            { key: "draw", label: qsTr("Draw"), hint: "D" },
                            { key: "nagashi", label: qsTr("Nagashi"), hint: "N" },
                            { key: "abortive", label: qsTr("Abortive"), hint: "A" },
                            { key: "chombo", label: qsTr("Chombo"), hint: "C" }
                        ]
                        delegate: ChoiceChip {
                            required property var modelData

                            objectName: "kind_" + modelData.key
                            Layout.fillWidth: true
                            Layout.minimumWidth: 40
                            Layout.preferredWidth: 10
                            implicitHeight: 34
                            text: modelData.label
                            hint: modelData.hint
                            selected: panel.kind === modelData.key
                            enabled: modelData.key !== "nagashi" || panel.club.nagashiAllowed
                            onClicked: panel.setKind(modelData.key)
                        }
                    }
                }

                // Who: winners (ron/tsumo), tenpai (draw), nagashi, the offender (chombo).
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: panel.kind !== "abortive"
                    text: {
                        switch (panel.kind) {
                        case "ron":
                            return panel.club.maxWinners > 1 ? qsTr("Winner(s) — keys 1–4") : qsTr("Winner — keys 1–4");
                        case "tsumo":
                            return qsTr("Winner — keys 1–4");
                        case "draw":
                            return qsTr("Tenpai — keys 1–4");
                        case "nagashi":
                            return qsTr("Nagashi mangan — keys 1–4");
                        case "chombo":
                            return qsTr("Offender — keys 1–4");
                        }
                        return "";
                    }
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: panel.kind !== "abortive"
                    spacing: 6

                    Repeater {
                        model: panel.seats
                        delegate: ChoiceChip {
                            required property int index

                            objectName: "seat_" + index
                            Layout.fillWidth: true
                            Layout.minimumWidth: 40
                            Layout.preferredWidth: 10
                            implicitHeight: 36
                            text: panel.seatLabel(index)
                            hint: String(index + 1)
                            selected: {
                                switch (panel.kind) {
                                case "ron":
                                case "tsumo":
                                    return panel.winners.indexOf(index) >= 0;
                                case "draw":
                                    return panel.tenpai[index];
                                case "nagashi":
                                    return panel.nagashi[index];
                                case "chombo":
                                    return panel.offender === index;
                                }
                                return false;
                            }
                            warning: panel.kind === "ron" && panel.discarder === index && panel.winners.indexOf(index) >= 0
                            onClicked: panel.pickSeat(index)
                        }
                    }
                }

                // The discarder of a ron.
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: panel.kind === "ron"
                    text: qsTr("Dealt in — Shift+1–4")
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: panel.kind === "ron"
                    spacing: 6

                    Repeater {
                        model: panel.seats
                        delegate: ChoiceChip {
                            required property int index

                            objectName: "from_" + index
                            Layout.fillWidth: true
                            Layout.minimumWidth: 40
                            Layout.preferredWidth: 10
                            implicitHeight: 36
                            text: panel.seatLabel(index)
                            hint: "⇧" + (index + 1)
                            selected: panel.discarder === index
                            warning: panel.winners.indexOf(index) >= 0 && panel.discarder === index
                            onClicked: panel.pickDiscarder(index)
                        }
                    }
                }

                // Tenpai players next to nagashi mangan (no noten payments then, but the dealer's
                // tenpai keeps the deal).
                RowLayout {
                    Layout.fillWidth: true
                    visible: panel.kind === "nagashi"
                    spacing: 6

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Tenpai")
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                    }
                    Repeater {
                        model: panel.seats
                        delegate: CheckBox {
                            id: tenpaiBox

                            required property int index

                            text: panel.seatLabel(index)
                            contentItem: Label {
                                leftPadding: tenpaiBox.indicator.width + tenpaiBox.spacing
                                textFormat: Text.PlainText
                                text: tenpaiBox.text
                                verticalAlignment: Text.AlignVCenter
                                color: Theme.text
                            }
                            checked: panel.tenpai[index]
                            onToggled: panel.tenpai = panel.toggled(panel.tenpai, index)
                        }
                    }
                }

                // The abortive draw's reason.
                PlainComboBox {
                    id: abortBox

                    objectName: "abortReason"
                    Layout.fillWidth: true
                    visible: panel.kind === "abortive"
                    textRole: "label"
                    valueRole: "key"
                    model: panel.club.abortReasons
                    onActivated: panel.abortReason = currentValue
                    Component.onCompleted: currentIndex = Math.max(0, indexOfValue(panel.abortReason))
                    Connections {
                        target: panel
                        function onAbortReasonChanged(): void {
                            abortBox.currentIndex = Math.max(0, abortBox.indexOfValue(panel.abortReason));
                        }
                        function onKindChanged(): void {
                            if (panel.kind === "abortive" && panel.abortReason === "" && abortBox.count > 0)
                                panel.abortReason = abortBox.valueAt(0);
                        }
                    }
                }

                // Han and fu per winner.
                Repeater {
                    id: valueRows

                    model: panel.winKind ? panel.winners : []
                    delegate: ClubWinValueRow {
                        required property int modelData

                        Layout.fillWidth: true
                        seat: modelData
                        name: panel.seatLabel(modelData)
                        han: panel.han[modelData] ?? ""
                        fu: panel.fu[modelData] ?? ""
                        yakuman: panel.yakuman[modelData] ?? 0
                        pao: panel.pao[modelData] ?? -1
                        paoAllowed: panel.club.paoAllowed
                        seatNames: panel.club.seatNames
                        onHanEdited: text => panel.setValue("han", modelData, text)
                        onFuEdited: text => panel.setValue("fu", modelData, text)
                        onYakumanToggled: panel.toggleYakuman(modelData)
                        onPaoPicked: liable => panel.setPao(modelData, liable)
                        onTilesRequested: panel.tilesRequested(modelData)
                        onKeyPressed: event => {
                            if (panel.handleKey(event, true))
                                event.accepted = true;
                        }
                    }
                }

                // The preview: what each seat pays or receives, or why the engine refuses.
                Rectangle {
                    objectName: "previewBox"
                    Layout.fillWidth: true
                    implicitHeight: previewColumn.implicitHeight + 16
                    radius: 6
                    color: panel.result.ok ? Theme.surfaceAlt : "transparent"
                    border.color: panel.result.ok || panel.result.incomplete ? Theme.border : (panel.result.error ?? "").length > 0 ? Theme.danger : Theme.border

                    ColumnLayout {
                        id: previewColumn

                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 3

                        Label {
                            textFormat: Text.PlainText
                            objectName: "previewError"
                            Layout.fillWidth: true
                            visible: !panel.result.ok
                            text: (panel.result.error ?? "").length > 0 ? panel.result.error : qsTr("Choose the result of the hand.")
                            color: (panel.result.error ?? "").length > 0 && !panel.result.incomplete ? Theme.danger : Theme.mutedText
                            wrapMode: Text.Wrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            visible: panel.result.ok === true
                            text: panel.result.ok ? (panel.result.label + " · " + panel.result.result + (panel.result.value ? " · " + panel.result.value : "")) : ""
                            color: Theme.text
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            visible: panel.result.ok === true
                            text: panel.result.ok ? (panel.result.endText.length > 0 ? panel.result.endText
                                                     //: after the previewed hand: deposits left and the next hand
                                                     : qsTr("Deposits on the table: %1 · next: %2").arg(panel.result.sticksAfter).arg(panel.result.nextLabel)) : ""
                            color: panel.result.ok && panel.result.ends ? Theme.lastMark : Theme.mutedText
                            font.pixelSize: Theme.smallSize
                            wrapMode: Text.Wrap
                        }
                    }
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
                    checked: panel.dealerPlaysOn
                    onToggled: panel.dealerPlaysOn = checked
                }

                TextField {
                    objectName: "noteField"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Note for the score sheet (yaku, remarks)")
                    text: panel.note
                    selectByMouse: true
                    onTextEdited: panel.note = text
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
            text: panel.editReason
            selectByMouse: true
            onTextEdited: panel.editReason = text
            Keys.onEscapePressed: panel.focusKeys()
            Keys.onReturnPressed: panel.save()
            Keys.onEnterPressed: panel.save()
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            PrimaryButton {
                objectName: "saveHand"
                Layout.fillWidth: true
                text: panel.editIndex < 0 ? qsTr("Save hand (Enter)") : panel.inserting ? qsTr("Insert hand") : qsTr("Save correction")
                enabled: panel.canSave
                opacity: enabled ? 1 : 0.5
                onClicked: panel.save()
            }
            Button {
                text: panel.editIndex >= 0 ? qsTr("Cancel") : qsTr("Clear (Esc)")
                flat: true
                font.capitalization: Font.MixedCase
                focusPolicy: Qt.NoFocus
                onClicked: panel.editIndex >= 0 ? panel.cancelEdit() : panel.clear()
            }
        }
    }
}
