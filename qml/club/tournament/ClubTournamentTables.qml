pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The tables of every round of a tournament, the newest round first: who sits at which wind, how
// far the table's game is, the game opened with a click; a seat taken by a substitute before the
// table's first hand; the last round removed while none of its games has begun.
ListView {
    id: list

    required property TournamentController tournament

    signal gameOpened(var gameId)

    objectName: "tournamentRounds"
    clip: true
    spacing: Theme.spacingMedium
    boundsBehavior: Flickable.StopAtBounds
    model: list.tournament.rounds
    ScrollBar.vertical: ScrollBar {}

    delegate: Column {
        id: roundItem

        required property var modelData

        width: ListView.view.width - Theme.spacingMedium
        spacing: Theme.spacingSmall

        Item {
            width: parent.width
            height: Math.max(roundTitle.implicitHeight, removeButton.implicitHeight)

            Label {
                id: roundTitle

                textFormat: Text.PlainText
                anchors.left: parent.left
                anchors.right: removeButton.left
                anchors.verticalCenter: parent.verticalCenter
                text: roundItem.modelData.title
                font.pixelSize: Theme.subheadingSize
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            Button {
                id: removeButton

                objectName: "tournamentRemoveRound"
                anchors.right: parent.right
                visible: roundItem.modelData.removable
                text: qsTr("Remove this round")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: list.tournament.removeLastRound()
            }
        }
        Flow {
            width: parent.width
            spacing: Theme.spacing

            Repeater {
                model: roundItem.modelData.tables
                delegate: Rectangle {
                    id: tableCard

                    required property var modelData

                    objectName: "tournamentTable_" + roundItem.modelData.round + "_" + modelData.table
                    width: 250
                    height: tableColumn.implicitHeight + 2 * Theme.padding
                    radius: Theme.radiusCard
                    color: Theme.surface
                    border.color: tableCard.modelData.finished ? Theme.accent : Theme.border

                    // Positioners, not layouts, inside a delegate of a model that is replaced on
                    // every change (Qt 6.4's layouts crashed on such Repeaters).
                    Column {
                        id: tableColumn

                        x: Theme.padding
                        y: Theme.padding
                        width: parent.width - 2 * Theme.padding
                        spacing: Theme.spacingHair

                        Item {
                            width: parent.width
                            height: tableTitle.implicitHeight

                            Label {
                                id: tableTitle

                                textFormat: Text.PlainText
                                text: qsTr("Table %1").arg(tableCard.modelData.table)
                                font.bold: true
                                color: Theme.text
                            }
                            Label {
                                textFormat: Text.PlainText
                                anchors.right: parent.right
                                anchors.verticalCenter: parent.verticalCenter
                                text: tableCard.modelData.status
                                color: tableCard.modelData.finished ? Theme.accent : Theme.mutedText
                                font.pixelSize: Theme.smallSize
                            }
                        }
                        Repeater {
                            model: tableCard.modelData.seats
                            delegate: Item {
                                id: seatRow

                                required property var modelData

                                width: tableColumn.width
                                height: 28

                                Label {
                                    id: windLabel

                                    textFormat: Text.PlainText
                                    width: 18
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: seatRow.modelData.wind
                                    color: Theme.mutedText
                                    font.bold: true
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    anchors.left: windLabel.right
                                    anchors.right: subButton.visible ? subButton.left : parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: seatRow.modelData.substituted ? qsTr("%1 (for %2)").arg(seatRow.modelData.name).arg(seatRow.modelData.entryName) : seatRow.modelData.name
                                    color: seatRow.modelData.substituted ? Theme.warning : Theme.text
                                    elide: Text.ElideRight
                                }
                                ToolButton {
                                    id: subButton

                                    objectName: "tournamentSub_" + roundItem.modelData.round + "_" + seatRow.modelData.number
                                    anchors.right: parent.right
                                    anchors.verticalCenter: parent.verticalCenter
                                    visible: !tableCard.modelData.started && tableCard.modelData.gameId > 0
                                    implicitHeight: 28
                                    text: qsTr("Sub…")
                                    font.pixelSize: Theme.smallSize
                                    font.capitalization: Font.MixedCase
                                    Accessible.name: qsTr("A substitute for %1").arg(seatRow.modelData.entryName)
                                    onClicked: substituteDialog.ask(roundItem.modelData.round, seatRow.modelData.number, seatRow.modelData.entryName, seatRow.modelData.substituted)
                                }
                            }
                        }
                        Item {
                            width: parent.width
                            height: openButton.implicitHeight

                            Button {
                                id: openButton

                                objectName: "tournamentOpen_" + roundItem.modelData.round + "_" + tableCard.modelData.table
                                anchors.right: parent.right
                                enabled: tableCard.modelData.gameId > 0
                                text: tableCard.modelData.finished ? qsTr("Open the game") : qsTr("Score this table")
                                font.capitalization: Font.MixedCase
                                flat: true
                                onClicked: list.gameOpened(tableCard.modelData.gameId)
                            }
                        }
                    }
                }
            }
        }
    }

    Label {
        textFormat: Text.PlainText
        anchors.fill: parent
        visible: list.count === 0
        text: list.tournament.canSeat ? qsTr("No round yet: choose how to seat it and press Seat round 1.") : qsTr("Register a multiple of four players to seat a round.")
        color: Theme.mutedText
        wrapMode: Text.Wrap
    }

    ClubDialog {
        id: substituteDialog

        property int round: 0
        property int number: 0
        property string entryName
        property bool substituted: false

        function ask(round: int, number: int, name: string, substituted: bool): void {
            substituteDialog.round = round;
            substituteDialog.number = number;
            substituteDialog.entryName = name;
            substituteDialog.substituted = substituted;
            substituteBox.model = list.tournament.substitutes(round);
            open();
        }

        objectName: "tournamentSubstituteDialog"
        title: qsTr("A substitute for %1 in round %2").arg(entryName).arg(round)
        width: 420

        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("The substitute plays this round's game in %1's seat. The others' results stand; the substitute's game counts for nobody.").arg(substituteDialog.entryName)
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
            PlainComboBox {
                id: substituteBox

                objectName: "tournamentSubstituteBox"
                Layout.fillWidth: true
                textRole: "name"
                valueRole: "id"
                displayText: count === 0 ? qsTr("No club player is free") : currentText
            }
            RowLayout {
                Layout.fillWidth: true

                Button {
                    visible: substituteDialog.substituted
                    text: qsTr("%1 plays").arg(substituteDialog.entryName)
                    font.capitalization: Font.MixedCase
                    flat: true
                    onClicked: {
                        if (list.tournament.substitute(substituteDialog.round, substituteDialog.number, 0))
                            substituteDialog.close();
                    }
                }
                Item {
                    Layout.fillWidth: true
                }
                Button {
                    text: qsTr("Cancel")
                    font.capitalization: Font.MixedCase
                    flat: true
                    onClicked: substituteDialog.close()
                }
                PrimaryButton {
                    objectName: "tournamentSubstituteSeat"
                    text: qsTr("Seat the substitute")
                    enabled: substituteBox.count > 0
                    onClicked: {
                        if (list.tournament.substitute(substituteDialog.round, substituteDialog.number, substituteBox.currentValue))
                            substituteDialog.close();
                    }
                }
            }
        }
    }
}
