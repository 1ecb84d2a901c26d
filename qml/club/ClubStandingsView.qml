pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The league table of the season shown (or of every game of the club): rank (shared ranks
// "2="), player, games, total, average, place counts, average place, win and deal-in rates,
// penalties. Enter or a double click opens the player's page.
Rectangle {
    id: view

    required property ClubController club
    // Column widths after the player's name.
    readonly property list<real> widths: [56, 76, 70, 34, 34, 34, 34, 88, 60, 80, 80]

    signal playerOpened(var playerId)

    function focusList(): void {
        if (table.currentIndex < 0 && table.count > 0)
            table.currentIndex = 0;
        table.forceActiveFocus();
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
            anchors.leftMargin: Theme.marginMedium
            anchors.rightMargin: Theme.marginMedium
            spacing: Theme.spacingRoomy

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 40
                text: qsTr("Rank")
                font.bold: true
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Player")
                font.bold: true
                color: Theme.mutedText
            }
            Repeater {
                model: [qsTr("Games"), qsTr("Total"), qsTr("Average"), qsTr("1st"), qsTr("2nd"), qsTr("3rd"), qsTr("4th"), qsTr("Avg. place"), qsTr("Win %"), qsTr("Deal-in %"), qsTr("Penalties")]
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int index
                    required property string modelData

                    Layout.preferredWidth: view.widths[index]
                    horizontalAlignment: Text.AlignRight
                    text: modelData
                    font.bold: true
                    color: Theme.mutedText
                    elide: Text.ElideRight
                }
            }
        }
    }

    ListView {
        id: table

        objectName: "standingsList"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.margins: 1
        model: view.club.league.standings
        activeFocusOnTab: true
        Accessible.role: Accessible.Table
        //: the league table (accessible name)
        Accessible.name: qsTr("Standings")
        clip: true
        keyNavigationEnabled: true
        highlightMoveDuration: 0
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        Keys.onReturnPressed: if (currentIndex >= 0) view.playerOpened(view.club.league.standings.get(currentIndex, "playerId"))
        Keys.onEnterPressed: if (currentIndex >= 0) view.playerOpened(view.club.league.standings.get(currentIndex, "playerId"))

        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: table.count === 0
            text: qsTr("No finished games yet.")
            color: Theme.mutedText
        }

        delegate: Rectangle {
            id: row

            required property int index
            required property string rankText
            required property string name
            required property var playerId
            required property int games
            required property string totalText
            required property real total
            required property real average
            required property int first
            required property int second
            required property int third
            required property int fourth
            required property real averagePlace
            required property real winRate
            required property real dealInRate
            required property real penalties

            function fixed(v: real, digits: int): string {
                return Number(v).toLocaleString(Qt.locale("en_US"), "f", digits);
            }

            width: table.width
            height: 40
            color: ListView.isCurrentItem && table.activeFocus ? Theme.accentSoft : index % 2 ? Theme.surfaceAlt : "transparent"

            Accessible.role: Accessible.ListItem
            Accessible.name: row.name + ", " + row.totalText

            MouseArea {
                anchors.fill: parent
                Accessible.ignored: true
                onClicked: {
                    table.currentIndex = row.index;
                    table.forceActiveFocus();
                }
                onDoubleClicked: view.playerOpened(row.playerId)
            }

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.marginMedium
                anchors.rightMargin: Theme.marginMedium
                spacing: Theme.spacingRoomy

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 40
                    text: row.rankText
                    font.bold: true
                    font.pixelSize: Theme.subheadingSize
                    color: row.index === 0 ? Theme.accent : Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: row.name
                    font.bold: true
                    color: Theme.text
                    elide: Text.ElideRight
                }
                Repeater {
                    model: [String(row.games), row.totalText, (row.average > 0 ? "+" : row.average < 0 ? "−" : "") + row.fixed(Math.abs(row.average), 1), String(row.first), String(row.second), String(row.third), String(row.fourth), row.fixed(row.averagePlace, 2), row.fixed(row.winRate * 100, 1), row.fixed(row.dealInRate * 100, 1), row.penalties === 0 ? "" : "−" + row.fixed(row.penalties, 1)]
                    delegate: Label {
                        textFormat: Text.PlainText
                        required property int index
                        required property string modelData

                        Layout.preferredWidth: view.widths[index]
                        horizontalAlignment: Text.AlignRight
                        text: modelData
                        font.bold: index === 1
                        color: index === 1 ? (row.total > 0 ? Theme.accent : row.total < 0 ? Theme.danger : Theme.text) : index === 10 ? Theme.danger : Theme.text
                    }
                }
            }
        }
    }
}
