pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's New game dialog: the players by seat, the rules (a preset, or the club's own
// changes to it with a name), the event, date, table, session, title and referee.
ClubDialog {
    id: newGameDialog

    required property ClubController club

    objectName: "newGameDialog"
    title: qsTr("New game")
    standardButtons: Dialog.Ok | Dialog.Cancel
    // A club's own rules: changes to the preset's options, and a name for them.
    property var ruleChanges: ({})
    property bool adjustingRules: false
    readonly property var ruleOptionList: newGameDialog.club.directory.ruleOptions(presetBox.currentValue ?? "",
                                                           ruleChanges)

    // The season's events, then none.
    function eventChoices(): var {
        const out = [];
        const events = newGameDialog.club.directory.events;
        for (let i = 0; i < events.length; ++i)
            out.push(events[i]);
        out.push({ id: 0, label: qsTr("No event") });
        return out;
    }

    function setRuleChange(name: string, value: var): void {
        const changes = Object.assign({}, ruleChanges);
        changes[name] = value;
        ruleChanges = changes;
    }

    onAboutToShow: {
        for (let i = 0; i < seatRepeater.count; ++i)
            (seatRepeater.itemAt(i) as ComboBox).currentIndex = -1;
        // The rules of the season's last game carry on (a club's own rules included).
        const last = newGameDialog.club.directory.lastRules();
        const preset = last.preset ?? newGameDialog.club.directory.defaultPreset;
        presetBox.currentIndex = presetBox.indexOfValue(preset);
        ruleChanges = last.options ?? {};
        rulesNameField.text = last.rulesName ?? "";
        adjustingRules = false;
        // The newest event of the season (events come oldest first), else none.
        eventBox.currentIndex = newGameDialog.club.directory.events.length > 0 ? newGameDialog.club.directory.events.length - 1 : 0;
        gameDate.text = new Date().toISOString().substring(0, 10);
    }
    onAccepted: {
        const players = [];
        for (let i = 0; i < seatRepeater.count; ++i)
            players.push((seatRepeater.itemAt(i) as ComboBox).currentValue ?? 0);
        newGameDialog.club.directory.newGame({
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
    }

    GridLayout {
        columns: 3
        columnSpacing: 10
        rowSpacing: Theme.spacingCompact

        Repeater {
            id: seatRepeater

            model: 4
            delegate: PlainComboBox {
                required property int index

                objectName: "newSeat_" + index
                Layout.column: 1
                Layout.row: index
                Layout.preferredWidth: 260
                model: newGameDialog.club.directory.players
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
                model: newGameDialog.club.directory.presets
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
        // Extra height (a tall window with the rules shown) goes below the game's fields.
        Item {
            Layout.row: 10
            Layout.column: 0
            Layout.fillHeight: true
        }
        // The club's own rules, beside the game's fields.
        ScrollView {
            Layout.row: 0
            Layout.column: 2
            Layout.rowSpan: 11
            Layout.fillHeight: true
            // A taller window shows more of the options at once; the rest scrolls.
            Layout.preferredHeight: Math.min(rulesColumn.implicitHeight, Window.height * 0.7)
            Layout.preferredWidth: 600
            Layout.leftMargin: Theme.spacingLarge
            visible: newGameDialog.adjustingRules
            clip: true

            ColumnLayout {
                id: rulesColumn
                width: 580
                spacing: Theme.spacingTiny

                RowLayout {
                    spacing: Theme.spacing

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
                        spacing: Theme.spacing

                        Label {
                            textFormat: Text.PlainText
                            Layout.preferredWidth: 300
                            text: optionRow.modelData.label
                            wrapMode: Text.WordWrap
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
            model: newGameDialog.eventChoices()
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
