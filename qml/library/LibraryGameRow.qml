pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// One game of the Library page's list (a row of Library.games): date, players and scores, the
// top player, lobby, hands, import date and notes; a click selects it, a double click opens it,
// the right button has a menu (open, tag, collection).
Rectangle {
    id: row

    required property int index
    required property var gameId
    required property string date
    required property string players
    required property string winner
    required property string lobby
    required property string source
    required property int kyokuCount
    required property int notes
    required property string tags
    required property string imported
    // A narrow list: the top player and the import date are left out (LibraryPage's header too).
    property bool narrow: false

    // Double click or "Open in the viewer".
    signal opened(int row)
    // "Add a tag…" (collection false) or "Add to a collection…".
    signal tagRequested(double gameId, bool collection)

    height: 44
    color: ListView.isCurrentItem ? Theme.accentSoft
                                  : rowMouse.containsMouse ? Theme.surfaceAlt : "transparent"
    Accessible.role: Accessible.ListItem
    //: a game of the library as a screen reader says it: date, players and scores
    Accessible.name: qsTr("%1: %2").arg(row.date).arg(row.players)
    Accessible.selected: ListView.isCurrentItem

    MouseArea {
        id: rowMouse

        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onClicked: mouse => {
            row.ListView.view.currentIndex = row.index;
            row.ListView.view.forceActiveFocus();
            if (mouse.button === Qt.RightButton)
                rowMenu.popup();
        }
        onDoubleClicked: row.opened(row.index)
    }
    Menu {
        id: rowMenu

        MenuItem {
            text: qsTr("Open in the viewer")
            onTriggered: row.opened(row.index)
        }
        MenuItem {
            text: qsTr("Add a tag…")
            onTriggered: row.tagRequested(Number(row.gameId), false)
        }
        MenuItem {
            text: qsTr("Add to a collection…")
            onTriggered: row.tagRequested(Number(row.gameId), true)
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.marginMedium
        anchors.rightMargin: Theme.marginMedium
        spacing: Theme.spacingMedium

        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 100
            text: row.date.length > 0 ? row.date : "—"
            color: Theme.text
            leftPadding: Theme.padding
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 0
            spacing: 0

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: row.players
                elide: Text.ElideRight
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: row.tags.length > 0
                text: "# " + row.tags
                elide: Text.ElideRight
                font.pixelSize: Theme.smallSize
                color: Theme.accent
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 130
            visible: !row.narrow
            text: row.winner
            elide: Text.ElideRight
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 130
            text: row.lobby.length > 0 ? row.lobby : row.source
            elide: Text.ElideRight
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 72
            text: row.kyokuCount
            horizontalAlignment: Text.AlignRight
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 90
            visible: !row.narrow
            text: row.imported
            horizontalAlignment: Text.AlignHCenter
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 72
            text: row.notes > 0 ? row.notes : ""
            horizontalAlignment: Text.AlignRight
            color: Theme.accent
            font.bold: true
        }
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.border
        opacity: 0.6
    }
}
