pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The entry panel's choices: the result kind, then who — winners (ron/tsumo), tenpai (draw),
// nagashi, the offender (chombo) — the discarder of a ron, and the tenpai players next to
// nagashi mangan. Each chip does what its key does in the panel.
ColumnLayout {
    id: choices

    required property ClubController club
    // The hand being entered (the panel's).
    required property ClubEntry entryState
    readonly property handDraft draft: choices.entryState.draft

    function seatLabel(seat: int): string {
        return choices.club.game.shortNames[seat] ?? "";
    }

    spacing: Theme.spacingCompact

    // The result kind.
    GridLayout {
        Layout.fillWidth: true
        columns: 3
        rowSpacing: Theme.spacingCompact
        columnSpacing: Theme.spacingCompact

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
                selected: choices.draft.kind === modelData.key
                enabled: modelData.key !== "nagashi" || choices.club.game.rules.nagashiAllowed
                onClicked: choices.entryState.setKind(modelData.key)
            }
        }
    }

    // Who: winners (ron/tsumo), tenpai (draw), nagashi, the offender (chombo).
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: choices.draft.kind !== "abortive"
        text: {
            switch (choices.draft.kind) {
            case "ron":
                return choices.club.game.rules.maxWinners > 1 ? qsTr("Winner(s) — keys 1–4") : qsTr("Winner — keys 1–4");
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
        visible: choices.draft.kind !== "abortive"
        spacing: Theme.spacingCompact

        Repeater {
            model: choices.club.game.rules.players
            delegate: ChoiceChip {
                required property int index

                objectName: "seat_" + index
                Layout.fillWidth: true
                Layout.minimumWidth: 40
                Layout.preferredWidth: 10
                implicitHeight: 36
                text: choices.seatLabel(index)
                hint: String(index + 1)
                selected: {
                    switch (choices.draft.kind) {
                    case "ron":
                    case "tsumo":
                        return choices.draft.isWinner(index);
                    case "draw":
                        return choices.draft.tenpai[index];
                    case "nagashi":
                        return choices.draft.nagashi[index];
                    case "chombo":
                        return choices.draft.offender === index;
                    }
                    return false;
                }
                warning: choices.draft.kind === "ron" && choices.draft.discarder === index && choices.draft.isWinner(index)
                onClicked: choices.entryState.pickSeat(index)
            }
        }
    }

    // The discarder of a ron.
    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: choices.draft.kind === "ron"
        text: qsTr("Dealt in — Shift+1–4")
        color: Theme.mutedText
        font.pixelSize: Theme.smallSize
    }
    RowLayout {
        Layout.fillWidth: true
        visible: choices.draft.kind === "ron"
        spacing: Theme.spacingCompact

        Repeater {
            model: choices.club.game.rules.players
            delegate: ChoiceChip {
                required property int index

                objectName: "from_" + index
                Layout.fillWidth: true
                Layout.minimumWidth: 40
                Layout.preferredWidth: 10
                implicitHeight: 36
                text: choices.seatLabel(index)
                hint: "⇧" + (index + 1)
                selected: choices.draft.discarder === index
                warning: choices.draft.isWinner(index) && choices.draft.discarder === index
                onClicked: choices.entryState.pickDiscarder(index)
            }
        }
    }

    // Tenpai players next to nagashi mangan (no noten payments then, but the dealer's
    // tenpai keeps the deal).
    RowLayout {
        Layout.fillWidth: true
        visible: choices.draft.kind === "nagashi"
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            text: qsTr("Tenpai")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        Repeater {
            model: choices.club.game.rules.players
            delegate: CheckBox {
                id: tenpaiBox

                required property int index

                text: choices.seatLabel(index)
                contentItem: Label {
                    leftPadding: tenpaiBox.indicator.width + tenpaiBox.spacing
                    textFormat: Text.PlainText
                    text: tenpaiBox.text
                    verticalAlignment: Text.AlignVCenter
                    color: Theme.text
                }
                checked: choices.draft.tenpai[index]
                onToggled: choices.entryState.toggleTenpai(index)
            }
        }
    }
}
