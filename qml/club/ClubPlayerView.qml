pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// A player's page: rank, games, total and average score, average place and place counts, win,
// deal-in and riichi rates, best and worst game; a chart of every game's score with the running
// total; and the list of games (double click opens one).
Item {
    id: view

    required property ClubController club
    // The player's figures (a plain object for QML).
    readonly property var stats: club.league.playerStats

    signal gameOpened(var gameId)

    function percent(v: real): string {
        return Number((v ?? 0) * 100).toLocaleString(Qt.locale("en_US"), "f", 1) + "%";
    }

    implicitWidth: playerColumn.implicitWidth

    ColumnLayout {
        id: playerColumn

        anchors.fill: parent
        spacing: Theme.spacingRoomy

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingMedium

            PlainComboBox {
                id: playerBox

                objectName: "playerBox"
                Layout.preferredWidth: 240
                model: view.club.directory.players
                textRole: "name"
                valueRole: "playerId"
                displayText: currentIndex < 0 ? qsTr("Choose a player") : currentText
                currentIndex: view.club.directory.players.rowOf(view.club.league.playerId)
                onActivated: view.club.league.showPlayer(currentValue)
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: {
                    const s = view.stats;
                    if (!s.name)
                        return "";
                    const parts = [];
                    if (s.emaNumber)
                        //: a player's EMA (European Mahjong Association) membership number
                        parts.push(qsTr("EMA %1").arg(s.emaNumber));
                    if (s.rank)
                        //: the player's rank in the league table, e.g. "rank 2=" (Japanese: %1位)
                        parts.push(qsTr("rank %1").arg(s.rank));
                    return parts.join(" · ");
                }
                color: Theme.mutedText
            }
        }

        Label {
            textFormat: Text.PlainText
            visible: view.club.league.playerId <= 0
            text: qsTr("Choose a player, or double-click a row of the standings.")
            color: Theme.mutedText
        }

        Flow {
            Layout.fillWidth: true
            visible: view.club.league.playerId > 0
            spacing: Theme.spacing

            ClubStatCard {
                label: qsTr("Games")
                value: String(view.stats.games ?? 0)
            }
            ClubStatCard {
                label: qsTr("Total")
                value: view.stats.totalText ?? ""
                valueColor: (view.stats.total ?? 0) >= 0 ? Theme.accent : Theme.danger
            }
            ClubStatCard {
                label: qsTr("Average score")
                value: view.stats.averageText ?? ""
            }
            ClubStatCard {
                label: qsTr("Average place")
                value: Number(view.stats.averagePlace ?? 0).toLocaleString(Qt.locale("en_US"), "f", 2)
            }
            ClubStatCard {
                //: games finished 1st / 2nd / 3rd / 4th
                label: qsTr("Places 1-2-3-4")
                value: (view.stats.places ?? [0, 0, 0, 0]).join("-")
            }
            ClubStatCard {
                label: qsTr("Win rate")
                value: view.percent(view.stats.winRate)
            }
            ClubStatCard {
                label: qsTr("Deal-in rate")
                value: view.percent(view.stats.dealInRate)
            }
            ClubStatCard {
                label: qsTr("Riichi rate")
                value: view.percent(view.stats.riichiRate)
            }
            ClubStatCard {
                label: qsTr("Best / worst")
                value: (view.stats.best ?? "") + " / " + (view.stats.worst ?? "")
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: view.club.league.playerId > 0
            spacing: Theme.spacingMedium

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.border

                ClubChart {
                    objectName: "playerChart"
                    anchors.fill: parent
                    anchors.margins: Theme.spacingSection
                    title: qsTr("Score per game (bars) and running total (line)")
                    emptyText: qsTr("No finished games yet")
                    // playerStats changes after the history is loaded: the charts follow it.
                    scores: view.stats.games >= 0 ? view.club.league.history.series("score") : []
                    totals: view.stats.games >= 0 ? view.club.league.history.series("cumulative") : []
                    labels: view.stats.games >= 0 ? view.club.league.history.texts("dateText") : []
                }
            }

            Rectangle {
                Layout.preferredWidth: 320
                Layout.fillHeight: true
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.border
                clip: true

                Label {
                    id: historyTitle

                    textFormat: Text.PlainText
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.margins: Theme.marginMedium
                    text: qsTr("Games")
                    font.bold: true
                    color: Theme.text
                }
                ListView {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: historyTitle.bottom
                    anchors.bottom: parent.bottom
                    anchors.margins: Theme.marginSmall
                    model: view.club.league.history
                    clip: true
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    Keys.onReturnPressed: if (currentItem) view.gameOpened(view.club.league.history.get(currentIndex, "gameId"))
                    delegate: Rectangle {
                        id: historyRow

                        required property int index
                        required property var gameId
                        required property string dateText
                        required property string placeText
                        required property string scoreText
                        required property real score
                        required property real cumulative

                        width: ListView.view.width
                        height: 34
                        color: historyMouse.containsMouse ? Theme.surfaceAlt : "transparent"

                        Accessible.role: Accessible.ListItem
                        Accessible.name: historyRow.dateText + ", " + historyRow.placeText + ", " + historyRow.scoreText
                        Accessible.onPressAction: view.gameOpened(historyRow.gameId)

                        MouseArea {
                            id: historyMouse

                            anchors.fill: parent
                            hoverEnabled: true
                            Accessible.ignored: true
                            onDoubleClicked: view.gameOpened(historyRow.gameId)
                        }
                        RowLayout {
                            anchors.fill: parent
                            anchors.leftMargin: Theme.spacingCompact
                            anchors.rightMargin: Theme.spacingCompact
                            spacing: Theme.spacing

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: historyRow.dateText
                                color: Theme.text
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: 34
                                //: the place in one game, e.g. "2nd" written as "2" (Japanese: %1位)
                                text: qsTr("#%1").arg(historyRow.placeText)
                                color: Theme.mutedText
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.preferredWidth: 56
                                horizontalAlignment: Text.AlignRight
                                text: historyRow.scoreText
                                font.bold: true
                                color: historyRow.score >= 0 ? Theme.accent : Theme.danger
                            }
                        }
                    }
                }
            }
        }
    }
}
