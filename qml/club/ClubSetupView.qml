pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The club itself: its players (name and EMA number; click one to change it), its seasons or
// leagues (each with the ruleset its games start from) and the events of a season; and a new
// club.
Item {
    id: view

    required property ClubController club
    // The player being changed, 0 when the form adds a new one.
    property var editingPlayer: 0

    // Three panels of about 300 px each: narrower, their forms run into one another (the page
    // scrolls sideways instead).
    implicitWidth: Math.max(setupColumns.implicitWidth, 940)

    RowLayout {
        id: setupColumns

        anchors.fill: parent
        spacing: Theme.spacingMedium

        // Players.
        ClubBox {
            Layout.fillWidth: true
            Layout.fillHeight: true

            Label {
                textFormat: Text.PlainText
                text: qsTr("Players of %1").arg(view.club.directory.clubName)
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            ListView {
                id: playerList

                objectName: "playerList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: view.club.directory.players
                activeFocusOnTab: true
                keyNavigationEnabled: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Players of %1").arg(view.club.directory.clubName)
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: playerRow

                    required property int index
                    required property string name
                    required property var playerId
                    required property string emaNumber

                    width: ListView.view.width
                    height: 36
                    color: view.editingPlayer === playerId ? Theme.accentSoft : playerMouse.containsMouse ? Theme.surfaceAlt : "transparent"

                    Accessible.role: Accessible.ListItem
                    Accessible.name: playerRow.name
                    Accessible.onPressAction: view.club.league.showPlayer(playerRow.playerId)

                    MouseArea {
                        id: playerMouse

                        anchors.fill: parent
                        hoverEnabled: true
                        Accessible.ignored: true
                        onClicked: {
                            view.editingPlayer = playerRow.playerId;
                            nameField.text = playerRow.name;
                            emaField.text = playerRow.emaNumber;
                        }
                        onDoubleClicked: view.club.league.showPlayer(playerRow.playerId)
                    }
                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: Theme.marginSmall
                        anchors.rightMargin: Theme.marginSmall

                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: playerRow.name
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: playerRow.emaNumber.length > 0 ? qsTr("EMA %1").arg(playerRow.emaNumber) : ""
                            color: Theme.mutedText
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingCompact

                TextField {
                    id: nameField

                    objectName: "playerName"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Name")
                    selectByMouse: true
                    onAccepted: savePlayer.clicked()
                }
                TextField {
                    id: emaField

                    objectName: "playerEma"
                    Layout.preferredWidth: 120
                    placeholderText: qsTr("EMA number")
                    selectByMouse: true
                    onAccepted: savePlayer.clicked()
                }
            }
            RowLayout {
                Layout.fillWidth: true

                PrimaryButton {
                    id: savePlayer

                    objectName: "savePlayer"
                    text: view.editingPlayer > 0 ? qsTr("Save player") : qsTr("Add player")
                    onClicked: {
                        const ok = view.editingPlayer > 0 ? view.club.directory.updatePlayer(view.editingPlayer, nameField.text, emaField.text) : view.club.directory.addPlayer(nameField.text, emaField.text) > 0;
                        if (ok) {
                            nameField.clear();
                            emaField.clear();
                            view.editingPlayer = 0;
                        }
                    }
                }
                Button {
                    visible: view.editingPlayer > 0
                    text: qsTr("New player")
                    flat: true
                    font.capitalization: Font.MixedCase
                    onClicked: {
                        view.editingPlayer = 0;
                        nameField.clear();
                        emaField.clear();
                    }
                }
            }
        }

        // Seasons and events.
        ClubBox {
            Layout.fillWidth: true
            Layout.fillHeight: true

            Label {
                textFormat: Text.PlainText
                text: qsTr("Seasons and leagues")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
            }
            Repeater {
                model: view.club.directory.seasons
                delegate: Label {
                    textFormat: Text.PlainText
                    required property var modelData

                    Layout.fillWidth: true
                    text: modelData.label + " · " + modelData.rulesLabel
                    color: modelData.id === view.club.directory.seasonId ? Theme.accent : Theme.text
                    font.bold: modelData.id === view.club.directory.seasonId
                    elide: Text.ElideRight
                }
            }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: Theme.spacingCompact
                rowSpacing: Theme.spacingCompact

                TextField {
                    id: seasonName

                    objectName: "seasonName"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Season name")
                    selectByMouse: true
                }
                PlainComboBox {
                    id: seasonPreset

                    Layout.fillWidth: true
                    model: view.club.directory.presets
                    textRole: "label"
                    valueRole: "key"
                    Component.onCompleted: currentIndex = indexOfValue("ema")
                }
                TextField {
                    id: seasonStart

                    Layout.fillWidth: true
                    placeholderText: qsTr("From YYYY-MM-DD")
                    validator: RegularExpressionValidator {
                        regularExpression: /(\d{4}-\d{2}-\d{2})?/
                    }
                }
                TextField {
                    id: seasonEnd

                    Layout.fillWidth: true
                    placeholderText: qsTr("To YYYY-MM-DD")
                    validator: RegularExpressionValidator {
                        regularExpression: /(\d{4}-\d{2}-\d{2})?/
                    }
                }
            }
            PrimaryButton {
                objectName: "createSeason"
                text: qsTr("Create season")
                onClicked: {
                    if (view.club.directory.createSeason(seasonName.text, seasonPreset.currentValue, seasonStart.text, seasonEnd.text) > 0) {
                        seasonName.clear();
                        seasonStart.clear();
                        seasonEnd.clear();
                    }
                }
            }

            SectionHeader {
                text: view.club.directory.seasonId > 0 ? qsTr("Events of %1").arg(view.club.directory.seasonName) : qsTr("Events (choose a season above the tabs)")
            }
            Repeater {
                model: view.club.directory.events
                delegate: Label {
                    textFormat: Text.PlainText
                    required property var modelData

                    Layout.fillWidth: true
                    text: modelData.label + (modelData.venue ? " · " + modelData.venue : "")
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
            RowLayout {
                Layout.fillWidth: true
                enabled: view.club.directory.seasonId > 0
                spacing: Theme.spacingCompact

                TextField {
                    id: eventName

                    objectName: "eventName"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Event name")
                    selectByMouse: true
                }
                TextField {
                    id: eventDate

                    Layout.preferredWidth: 120
                    placeholderText: qsTr("YYYY-MM-DD")
                    validator: RegularExpressionValidator {
                        regularExpression: /(\d{4}-\d{2}-\d{2})?/
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                enabled: view.club.directory.seasonId > 0
                spacing: Theme.spacingCompact

                TextField {
                    id: eventVenue

                    Layout.fillWidth: true
                    placeholderText: qsTr("Venue")
                    selectByMouse: true
                }
                PrimaryButton {
                    objectName: "createEvent"
                    text: qsTr("Add event")
                    onClicked: {
                        if (view.club.directory.createEvent(eventName.text, eventDate.text, eventVenue.text) > 0) {
                            eventName.clear();
                            eventDate.clear();
                            eventVenue.clear();
                        }
                    }
                }
            }
            Item {
                Layout.fillHeight: true
            }
        }

        // Another club.
        ClubBox {
            Layout.preferredWidth: 280
            Layout.fillHeight: true

            Label {
                textFormat: Text.PlainText
                text: qsTr("New club")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Each club has its own players, seasons and games; switch between clubs above the tabs.")
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
            TextField {
                id: clubName

                objectName: "clubName"
                Layout.fillWidth: true
                placeholderText: qsTr("Club name")
                selectByMouse: true
                onAccepted: createClub.clicked()
            }
            PrimaryButton {
                id: createClub

                objectName: "createClub"
                text: qsTr("Create club")
                onClicked: {
                    if (view.club.directory.createClub(clubName.text) > 0)
                        clubName.clear();
                }
            }
            Item {
                Layout.fillHeight: true
            }
        }
    }
}
