pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The ledger of a club game as a table: one row per hand with its label, the result in words,
// han/fu, and per seat the change (riichi marked) over the running total; deposits on the
// table after the hand. A row's menu (right click or the ⋯ button) corrects, inserts before or
// removes the hand; with the keys, ↑/↓ choose a row, Enter corrects it, Delete removes it and
// Esc goes back to the entry.
Rectangle {
    id: view

    required property ClubController club
    // The row being corrected in the entry panel (highlighted), -1 for none.
    property int editing: -1
    readonly property alias currentIndex: ledgerList.currentIndex
    // Narrow windows (1024 px) give the ledger about 500 px: smaller columns, so that the
    // result keeps room and no column runs over the next.
    readonly property bool narrow: width < 640
    readonly property real seatWidth: narrow ? 64 : 80
    readonly property real handWidth: narrow ? 42 : 52
    readonly property real depositWidth: narrow ? 34 : 40
    readonly property real columnSpacing: narrow ? 5 : 8

    signal editRequested(int index)
    signal insertRequested(int index)
    signal removeRequested(int index)
    // Esc: back to the entry.
    signal leaveRequested

    // Gives the keys to the list, on its newest hand when none is chosen.
    function focusList(): void {
        if (ledgerList.currentIndex < 0 && ledgerList.count > 0)
            ledgerList.currentIndex = ledgerList.count - 1;
        ledgerList.forceActiveFocus();
    }

    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    clip: true


    Rectangle {
        id: header

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 1
        height: 34
        color: Theme.surfaceAlt

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.spacingRoomy
            anchors.rightMargin: Theme.spacingRoomy
            spacing: view.columnSpacing

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: view.handWidth
                text: qsTr("Hand")
                font.bold: true
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.minimumWidth: 90
                text: qsTr("Result")
                font.bold: true
                color: Theme.mutedText
            }
            Repeater {
                model: view.club.game.shortNames
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int index
                    required property string modelData

                    Layout.preferredWidth: view.seatWidth
                    horizontalAlignment: Text.AlignRight
                    text: modelData
                    font.bold: true
                    color: Theme.mutedText
                    elide: Text.ElideRight
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: view.depositWidth
                horizontalAlignment: Text.AlignRight
                //: deposits (riichi sticks) on the table after the hand (Japanese: 供託)
                text: qsTr("Dep.")
                font.bold: true
                color: Theme.mutedText
            }
            Item {
                Layout.preferredWidth: 24
            }
        }
    }

    ListView {
        id: ledgerList

        objectName: "ledgerList"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.margins: 1
        model: view.club.game.ledger
        clip: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Ledger")
        highlightMoveDuration: 0
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        Keys.onReturnPressed: if (currentIndex >= 0) view.editRequested(currentIndex)
        Keys.onEnterPressed: if (currentIndex >= 0) view.editRequested(currentIndex)
        Keys.onDeletePressed: if (currentIndex >= 0) view.removeRequested(currentIndex)
        Keys.onEscapePressed: view.leaveRequested()
        // The newest hands stay in view.
        onCountChanged: positionViewAtEnd()

        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: ledgerList.count === 0
            text: view.club.game.hasGame ? qsTr("No hands yet: enter the first one on the right.") : qsTr("Open a game or start a new one.")
            color: Theme.mutedText
        }

        delegate: Rectangle {
            id: row

            required property int index
            required property string label
            required property string kind
            required property string result
            required property string value
            required property var deltas
            required property var totals
            required property var riichi
            required property int sticksAfter
            required property bool dealerKeeps
            required property string note

            width: ledgerList.width
            height: 46
            color: view.editing === index ? Qt.rgba(Theme.lastMark.r, Theme.lastMark.g, Theme.lastMark.b, 0.25)
                                          : ListView.isCurrentItem && ledgerList.activeFocus ? Theme.accentSoft
                                                                                       : index % 2 ? Theme.surfaceAlt : "transparent"

            Accessible.role: Accessible.ListItem
            Accessible.name: row.label + " " + row.result + (row.value.length > 0 ? ", " + row.value : "")

            MouseArea {
                anchors.fill: parent
                acceptedButtons: Qt.LeftButton | Qt.RightButton
                Accessible.ignored: true
                onClicked: mouse => {
                    ledgerList.currentIndex = row.index;
                    if (mouse.button === Qt.RightButton)
                        rowMenu.popup();
                }
                onDoubleClicked: view.editRequested(row.index)
            }

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.spacingRoomy
                anchors.rightMargin: Theme.spacingRoomy
                spacing: view.columnSpacing

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: view.handWidth
                    text: row.label
                    font.bold: true
                    font.pixelSize: Theme.bodySize + 1
                    color: Theme.text
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 90
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.result
                        color: row.kind === "chombo" ? Theme.danger : Theme.text
                        elide: Text.ElideRight
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.note.length > 0 ? (row.value.length > 0 ? row.value + " · " + row.note : row.note) : row.value
                        visible: text.length > 0
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        elide: Text.ElideRight
                    }
                }
                Repeater {
                    model: view.club.game.rules.players
                    delegate: Column {
                        id: cell

                        required property int index
                        readonly property int delta: row.deltas[index] ?? 0

                        Layout.preferredWidth: view.seatWidth

                        Row {
                            anchors.right: parent.right
                            spacing: Theme.spacingSmall

                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                visible: row.riichi[cell.index] === true
                                width: 14
                                height: 14
                                radius: width / 2
                                color: Theme.riichi
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    //: a riichi mark in the ledger (Japanese: リ)
                                    text: qsTr("R")
                                    color: "white"
                                    font.pixelSize: Theme.microSize
                                    font.bold: true
                                }
                            }
                            Label {
                                textFormat: Text.PlainText
                                text: cell.delta === 0 ? "·" : (cell.delta > 0 ? "+" : "−") + Math.abs(cell.delta).toLocaleString(Qt.locale("en_US"), "f", 0)
                                font.bold: cell.delta !== 0
                                color: cell.delta > 0 ? Theme.accent : cell.delta < 0 ? Theme.danger : Theme.mutedText
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            anchors.right: parent.right
                            text: Number(row.totals[cell.index] ?? 0).toLocaleString(Qt.locale("en_US"), "f", 0)
                            color: Theme.mutedText
                            font.pixelSize: Theme.smallSize
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: view.depositWidth
                    horizontalAlignment: Text.AlignRight
                    text: row.sticksAfter > 0 ? String(row.sticksAfter) : ""
                    color: Theme.mutedText
                }
                ToolButton {
                    Layout.preferredWidth: 24
                    text: "⋯"
                    focusPolicy: Qt.NoFocus
                    Accessible.name: qsTr("Correct or remove this hand")
                    onClicked: {
                        ledgerList.currentIndex = row.index;
                        rowMenu.popup();
                    }
                }
            }

            Menu {
                id: rowMenu

                MenuItem {
                    text: qsTr("Correct this hand…")
                    onTriggered: view.editRequested(row.index)
                }
                MenuItem {
                    text: qsTr("Insert a hand before it…")
                    onTriggered: view.insertRequested(row.index)
                }
                MenuItem {
                    text: qsTr("Remove this hand…")
                    onTriggered: view.removeRequested(row.index)
                }
            }
        }
    }
}
