pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// The Club page's tabs: Games, Standings, Player, Tournament and Club (in that order, the index
// of the page's views).
TabBar {
    id: tabs

    signal viewChosen(string view)

    Repeater {
        model: [{ key: "games", name: "gamesTab", label: qsTr("Games") }, { key: "standings", name: "standingsTab", label: qsTr("Standings") }, { key: "player", name: "playerTab", label: qsTr("Player") }, { key: "tournament", name: "tournamentTab", label: qsTr("Tournament") }, { key: "club", name: "clubTab", label: qsTr("Club") }]
        delegate: TabButton {
            id: tab

            required property var modelData

            objectName: tab.modelData.name
            text: tab.modelData.label
            // Mixed case, as the page's buttons: narrower, so that five tabs fit at 1024 px.
            font.capitalization: Font.MixedCase
            width: tab.implicitWidth
            onClicked: tabs.viewChosen(tab.modelData.key)
        }
    }
}
