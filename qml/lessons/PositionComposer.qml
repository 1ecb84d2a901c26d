pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend as Backend

// The position composer: a teacher sets up a table for a problem. The table's fields
// (round, dealer, honba, riichi sticks, tiles left, whose turn and what they do, players,
// rules, dora indicators), one seat at a time behind tabs, the position's text form to copy into
// a message or paste from one, the engine's first complaint, and a small picture of the table.
// Its backend is Haifu.Backend's PositionComposer (imported qualified: the names clash). Give
// it a composer (or use its own) and call composer.loadFromSession(session) to start from
// the viewer's table.
ColumnLayout {
    id: root

    property Backend.PositionComposer composer: Backend.PositionComposer {}
    // The last refusal of a table field or of the pasted text.
    property string refusal

    // Where `value` stands in `list` (a JS array or a string list), -1 when not there.
    function indexIn(list: var, value: string): int {
        for (let i = 0; i < list.length; ++i) {
            if (list[i] === value)
                return i;
        }
        return -1;
    }

    spacing: Theme.spacing

    component NumberBox: ColumnLayout {
        id: numberBox

        property string label
        property int value
        property int from: 0
        property int to: 99

        signal edited(int value)

        spacing: Theme.spacingTiny
        Label {
            textFormat: Text.PlainText
            text: numberBox.label
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        SpinBox {
            from: numberBox.from
            to: numberBox.to
            value: numberBox.value
            editable: true
            Layout.preferredWidth: 120
            Accessible.name: numberBox.label
            onValueModified: numberBox.edited(value)
        }
    }

    component ChoiceBox: ColumnLayout {
        id: choiceBox

        property string label
        property alias model: combo.model
        property alias currentIndex: combo.currentIndex

        signal chosen(int index)

        spacing: Theme.spacingTiny
        Label {
            textFormat: Text.PlainText
            text: choiceBox.label
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        ComboBox {
            id: combo

            Accessible.name: choiceBox.label
            onActivated: index => choiceBox.chosen(index)
        }
    }

    EditorTilePicker {
        id: doraPicker

        onUsed: text => root.refusal = root.composer.setDoraText(text)
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        ChoiceBox {
            objectName: "composerRound"
            label: qsTr("Round")
            model: [qsTr("East"), qsTr("South"), qsTr("West"), qsTr("North")]
            currentIndex: root.composer.round
            onChosen: index => root.composer.round = index
        }
        NumberBox {
            objectName: "composerDealer"
            label: qsTr("Dealer (seat)")
            to: 3
            value: root.composer.dealer
            onEdited: value => root.composer.dealer = value
        }
        NumberBox {
            objectName: "composerHonba"
            label: qsTr("Honba")
            value: root.composer.honba
            onEdited: value => root.composer.honba = value
        }
        NumberBox {
            objectName: "composerDeposits"
            label: qsTr("Riichi sticks")
            value: root.composer.deposits
            onEdited: value => root.composer.deposits = value
        }
        NumberBox {
            objectName: "composerWall"
            label: qsTr("Tiles left")
            to: 136
            value: root.composer.liveWall
            onEdited: value => root.composer.liveWall = value
        }
        NumberBox {
            objectName: "composerTurn"
            label: qsTr("Turn (seat)")
            to: 3
            value: root.composer.turn
            onEdited: value => root.composer.turn = value
        }
        ChoiceBox {
            objectName: "composerPhase"
            label: qsTr("The seat to act")
            model: [qsTr("draws"), qsTr("discards"), qsTr("may be called")]
            currentIndex: root.indexIn(["draw", "discard", "claim"], root.composer.phase)
            onChosen: index => root.composer.phase = ["draw", "discard", "claim"][index]
        }
        ChoiceBox {
            objectName: "composerPlayers"
            label: qsTr("Players")
            model: ["4", "3"]
            currentIndex: root.composer.playerCount === 3 ? 1 : 0
            onChosen: index => root.composer.playerCount = index === 1 ? 3 : 4
        }
        ChoiceBox {
            objectName: "composerRules"
            label: qsTr("Rules")
            model: root.composer.presetNames
            currentIndex: root.indexIn(root.composer.presetNames, root.composer.rulesPreset)
            onChosen: index => root.composer.rulesPreset = root.composer.presetNames[index]
        }
        ColumnLayout {
            spacing: Theme.spacingTiny

            Label {
                textFormat: Text.PlainText
                text: qsTr("Dora indicators")
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
            RowLayout {
                spacing: Theme.spacingSmall

                TextField {
                    objectName: "composerDoraField"
                    text: root.composer.doraText
                    placeholderText: "3m"
                    selectByMouse: true
                    Layout.preferredWidth: 110
                    Accessible.name: qsTr("Dora indicators")
                    onEditingFinished: {
                        if (text !== root.composer.doraText)
                            root.refusal = root.composer.setDoraText(text);
                    }
                }
                Button {
                    text: qsTr("Pick…")
                    onClicked: doraPicker.ask(qsTr("Dora indicators"), 5)
                }
            }
        }
    }

    TabBar {
        id: seatTabs

        objectName: "composerSeatTabs"
        Layout.fillWidth: true

        // Four tabs that stay (a model of the seats' list would remake them on every edit).
        Repeater {
            model: 4

            delegate: TabButton {
                id: seatTab

                required property int index
                readonly property var fields: root.composer.seats[seatTab.index]

                enabled: seatTab.fields.present
                //: a seat tab of the position composer: %1 seat number, %2 its wind
                text: qsTr("Seat %1 · %2").arg(seatTab.index).arg(seatTab.fields.windName)
            }
        }
    }
    PositionSeatEditor {
        objectName: "composerSeatEditor"
        Layout.fillWidth: true
        composer: root.composer
        seat: seatTabs.currentIndex
    }

    ColumnLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingTiny

        Label {
            textFormat: Text.PlainText
            text: qsTr("Text form (to paste into a message and back)")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            TextField {
                id: textField

                objectName: "composerTextField"
                Layout.fillWidth: true
                text: root.composer.text
                selectByMouse: true
                font.family: "monospace"
                Accessible.name: qsTr("Position text")
                onAccepted: root.refusal = root.composer.loadFromText(text)
            }
            Button {
                objectName: "composerLoadText"
                text: qsTr("Load")
                onClicked: root.refusal = root.composer.loadFromText(textField.text)
            }
            Button {
                objectName: "composerCopyText"
                text: qsTr("Copy")
                onClicked: {
                    textField.text = root.composer.text;
                    textField.selectAll();
                    textField.copy();
                    textField.deselect();
                }
            }
            Button {
                objectName: "composerPasteText"
                text: qsTr("Paste")
                onClicked: {
                    textField.clear();
                    textField.paste();
                    root.refusal = root.composer.loadFromText(textField.text);
                }
            }
        }
    }
    Label {
        objectName: "composerRefusal"
        Layout.fillWidth: true
        visible: root.refusal.length > 0
        textFormat: Text.PlainText
        text: root.refusal
        color: Theme.danger
        wrapMode: Text.Wrap
    }
    Label {
        objectName: "composerProblems"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: root.composer.valid ? qsTr("The position is valid.") : root.composer.problems
        color: root.composer.valid ? Theme.accent : Theme.danger
        wrapMode: Text.Wrap
    }
    PositionPreview {
        objectName: "composerPreview"
        Layout.fillWidth: true
        composer: root.composer
    }
}
