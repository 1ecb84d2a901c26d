pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's Tournament tab: an event of the club played in rounds. On the left
// the event and its players (registered before the first round); on the right the next round
// seated by a random draw that avoids repeat meetings or by Swiss pairing on the standings, and
// then the tables of every round, the results per round with the standings, or the penalties.
// A table's game opens in the Games tab; a substitute takes a seat before the table's first hand.
RowLayout {
    id: view

    required property ClubController club
    readonly property alias tournament: controller
    // "tables", "results" or "penalties".
    property string show: "tables"

    signal gameOpened(var gameId)

    spacing: Theme.spacingRoomy

    TournamentController {
        id: controller

        clubId: view.club.directory.clubId
    }
    // Another scorer's hand, another organiser's round: shown as it happens.
    Connections {
        function onLibraryChanged(): void {
            controller.reload();
        }

        target: view.club
    }
    Connections {
        function onLedgerSaved(): void {
            controller.reload();
        }

        target: view.club.game
    }
    onVisibleChanged: if (visible) controller.reload()

    // The event and its players.
    // Widths: items that do not fill are fixed at their preferred width, and the page's narrowest
    // window (1024 px) must hold this view's fixed parts (the Club page's other tabs too).
    ClubBox {
        Layout.preferredWidth: 240
        Layout.fillHeight: true

        Label {
            textFormat: Text.PlainText
            text: qsTr("Event")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.text
        }
        PlainComboBox {
            objectName: "tournamentEventBox"
            Layout.fillWidth: true
            model: controller.events
            textRole: "label"
            valueRole: "id"
            displayText: count === 0 ? qsTr("No event yet") : currentText
            currentIndex: indexOfValue(controller.eventId)
            onActivated: controller.eventId = currentValue
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            TextField {
                id: newEventName

                objectName: "tournamentNewEventName"
                Layout.fillWidth: true
                placeholderText: qsTr("New event")
                selectByMouse: true
                onAccepted: newEventButton.clicked()
            }
            Button {
                id: newEventButton

                objectName: "tournamentNewEvent"
                text: qsTr("Create")
                font.capitalization: Font.MixedCase
                enabled: newEventName.text.trim().length > 0 && view.club.directory.clubId > 0
                onClicked: {
                    const today = new Date().toISOString().slice(0, 10);
                    if (controller.createEvent(newEventName.text, today, view.club.directory.seasonId) > 0)
                        newEventName.clear();
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.topMargin: Theme.spacing
            text: qsTr("Players (%1)").arg(controller.entries.length)
            font.pixelSize: Theme.subheadingSize
            font.bold: true
            color: Theme.text
        }
        ListView {
            objectName: "tournamentEntries"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: controller.entries
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            // The player just registered is in view.
            onCountChanged: positionViewAtEnd()
            delegate: RowLayout {
                id: entryRow

                required property var modelData

                width: ListView.view.width
                spacing: Theme.spacingSmall

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 28
                    text: entryRow.modelData.number
                    color: Theme.mutedText
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: entryRow.modelData.name
                    color: Theme.text
                    elide: Text.ElideRight
                }
                ToolButton {
                    objectName: "tournamentRemove_" + entryRow.modelData.number
                    implicitWidth: 32
                    implicitHeight: 32
                    visible: controller.roundCount === 0
                    text: "✕"
                    Accessible.name: qsTr("Take %1 off the list").arg(entryRow.modelData.name)
                    onClicked: controller.unregisterPlayer(entryRow.modelData.playerId)
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: controller.eventId > 0 && controller.roundCount === 0
            spacing: Theme.spacingSmall

            PlainComboBox {
                id: playerBox

                objectName: "tournamentPlayerBox"
                Layout.fillWidth: true
                model: controller.available
                textRole: "name"
                valueRole: "id"
                displayText: count === 0 ? qsTr("All registered") : currentText
            }
            Button {
                objectName: "tournamentAddPlayer"
                text: qsTr("Add")
                font.capitalization: Font.MixedCase
                enabled: playerBox.count > 0
                onClicked: controller.registerPlayer(playerBox.currentValue)
            }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: controller.eventId > 0 && controller.roundCount === 0
            spacing: Theme.spacingSmall

            TextField {
                id: newPlayerName

                objectName: "tournamentNewPlayer"
                Layout.fillWidth: true
                placeholderText: qsTr("A new player's name")
                selectByMouse: true
                onAccepted: {
                    if (text.trim().length > 0 && controller.registerNewPlayer(text))
                        clear();
                }
            }
        }
    }

    ColumnLayout {
        Layout.fillWidth: true
        Layout.fillHeight: true
        spacing: Theme.spacing

        // Seating the next round. Nothing in this column appears or disappears: Qt 6.4's layouts
        // inside a hidden page did not always place items that became visible.
        RowLayout {
            Layout.fillWidth: true
            enabled: controller.eventId > 0
            spacing: Theme.spacingSmall

            Label {
                textFormat: Text.PlainText
                text: qsTr("Round %1:").arg(controller.roundCount + 1)
                font.bold: true
                color: Theme.text
            }
            PlainComboBox {
                id: methodBox

                objectName: "tournamentMethodBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 200
                model: [{ key: "random", label: qsTr("Random draw") }, { key: "swiss", label: qsTr("Swiss") }]
                textRole: "label"
                valueRole: "key"
                currentIndex: Math.max(0, indexOfValue(controller.methodChoice))
                onActivated: controller.methodChoice = currentValue
            }
            PlainComboBox {
                id: rulesBox

                objectName: "tournamentRulesBox"
                Layout.fillWidth: true
                Layout.minimumWidth: 110
                Layout.maximumWidth: 180
                model: view.club.directory.presets
                textRole: "label"
                valueRole: "key"
                currentIndex: Math.max(0, indexOfValue(controller.rulesChoice || view.club.directory.defaultPreset))
                onActivated: controller.rulesChoice = currentValue
            }
            PrimaryButton {
                objectName: "tournamentSeatRound"
                text: qsTr("Seat round %1").arg(controller.roundCount + 1)
                enabled: controller.canSeat
                onClicked: controller.seatRound(methodBox.currentValue, rulesBox.currentValue)
            }
            Item {
                Layout.fillWidth: true
            }
        }
        // Always there (an empty line when there is nothing to say): a label that appears and
        // disappears is not always laid out again by Qt 6.4.
        Label {
            textFormat: Text.PlainText
            objectName: "tournamentMessage"
            Layout.fillWidth: true
            text: controller.errorText.length > 0 ? controller.errorText : controller.message
            color: controller.errorText.length > 0 ? Theme.danger : Theme.accent
            wrapMode: Text.Wrap
        }
        // What the view shows. A positioner with a fixed model: a Repeater inside a layout whose
        // model changes crashed Qt 6.4's layouts.
        Row {
            Layout.fillWidth: true
            enabled: controller.eventId > 0
            spacing: Theme.spacingCompact

            Repeater {
                model: ["tables", "results", "penalties"]
                delegate: ChoiceChip {
                    required property string modelData

                    objectName: "tournamentShow_" + modelData
                    implicitHeight: 32
                    text: modelData === "tables" ? qsTr("Tables") : modelData === "results" ? qsTr("Results per round") : qsTr("Penalties (%1)").arg(controller.penalties.length)
                    selected: view.show === modelData
                    onClicked: view.show = modelData
                }
            }
            Button {
                objectName: "tournamentStandingsCsv"
                text: qsTr("Standings CSV…")
                font.capitalization: Font.MixedCase
                flat: true
                enabled: controller.roundCount > 0
                onClicked: view.exportStandings("csv")
            }
            Button {
                text: qsTr("PDF…")
                font.capitalization: Font.MixedCase
                flat: true
                enabled: controller.roundCount > 0
                onClicked: view.exportStandings("pdf")
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: controller.eventId === 0 ? 3 : view.show === "results" ? 1 : view.show === "penalties" ? 2 : 0

            ClubTournamentTables {
                tournament: controller
                onGameOpened: id => view.gameOpened(id)
            }
            ClubTournamentResults {
                tournament: controller
            }
            ClubTournamentPenalties {
                tournament: controller
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Create an event on the left, register its players, then seat the first round: every table gets its club game, scored in the Games tab.")
                color: Theme.mutedText
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignTop
            }
        }
    }

    function exportStandings(format: string): void {
        standingsDialog.format = format;
        standingsDialog.nameFilters = format === "csv" ? [qsTr("CSV files (*.csv)")] : [qsTr("PDF files (*.pdf)")];
        standingsDialog.currentFile = controller.suggestedUrl(format);
        standingsDialog.open();
    }

    FileDialog {
        id: standingsDialog

        property string format: "csv"

        title: qsTr("Export the tournament's standings")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: format
        onAccepted: controller.exportStandings(selectedFile, format)
    }
}
