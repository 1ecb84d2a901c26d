pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// Persons: several accounts (player names) of one player merged, kept in the library. A person
// is made by name, gains accounts picked from the library's players, can be the user ("me": the
// Statistics page opens on it) and is shown with every account's games summed.
Dialog {
    id: dialog

    required property StatsController controller

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(640, parent.width - 2 * Theme.margin)
    height: Math.min(560, parent.height - 2 * Theme.margin)
    modal: true
    focus: true
    title: qsTr("Persons")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("A person is one player with several accounts: their games are counted together. An account belongs to one person at most.")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            TextField {
                id: newName

                objectName: "personName"
                Layout.fillWidth: true
                placeholderText: qsTr("New person's name")
                onAccepted: addPerson.clicked()
            }
            Button {
                id: addPerson

                objectName: "personAdd"
                text: qsTr("Add person")
                enabled: newName.text.trim().length > 0
                onClicked: {
                    if (dialog.controller.createPerson(newName.text) > 0)
                        newName.text = "";
                }
            }
        }
        Label {
            objectName: "personsError"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.controller.errorText.length > 0
            wrapMode: Text.WordWrap
            text: dialog.controller.errorText
            color: Theme.danger
        }
        ListView {
            id: list

            objectName: "personsList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacing
            model: dialog.controller.persons
            ScrollBar.vertical: ScrollBar {}

            Label {
                anchors.centerIn: parent
                visible: list.count === 0
                textFormat: Text.PlainText
                text: qsTr("No person yet.")
                color: Theme.mutedText
            }

            delegate: Rectangle {
                id: person

                required property var modelData
                required property int index

                width: ListView.view.width
                implicitHeight: personColumn.implicitHeight + 2 * Theme.padding
                radius: Theme.radiusMedium
                color: Theme.surfaceAlt
                border.color: Theme.border

                ColumnLayout {
                    id: personColumn

                    anchors.fill: parent
                    anchors.margins: Theme.padding
                    spacing: Theme.spacingSmall

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: person.modelData.name
                            color: Theme.text
                            font.bold: true
                        }
                        CheckBox {
                            objectName: "personMe" + person.index
                            text: qsTr("This is me")
                            checked: person.modelData.me
                            onToggled: dialog.controller.setMe(checked ? person.modelData.id : 0)
                        }
                        Button {
                            objectName: "personShow" + person.index
                            text: qsTr("Show")
                            onClicked: {
                                dialog.controller.showPerson(person.modelData.id);
                                dialog.close();
                            }
                        }
                        Button {
                            objectName: "personDelete" + person.index
                            text: qsTr("Delete")
                            onClicked: dialog.controller.deletePerson(person.modelData.id)
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall

                        Repeater {
                            model: person.modelData.accounts
                            delegate: Button {
                                id: account

                                required property string modelData

                                flat: true
                                text: account.modelData + "  ×"
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Remove this account from the person")
                                onClicked: dialog.controller.removeAccount(person.modelData.id, account.modelData)
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        TextField {
                            id: accountSearch

                            objectName: "personSearch" + person.index
                            Layout.fillWidth: true
                            placeholderText: qsTr("Find an account")
                        }
                        ComboBox {
                            id: accountBox

                            objectName: "personAccount" + person.index
                            Layout.preferredWidth: 200
                            // The players whose names hold what is typed (the most games first).
                            model: dialog.controller.findPlayers(accountSearch.text)
                        }
                        Button {
                            objectName: "personAddAccount" + person.index
                            text: qsTr("Add account")
                            enabled: accountBox.currentText.length > 0
                            onClicked: {
                                if (dialog.controller.addAccount(person.modelData.id, accountBox.currentText))
                                    accountSearch.text = "";
                            }
                        }
                    }
                }
            }
        }
    }
}
