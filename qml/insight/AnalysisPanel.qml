pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The engine's view of the step on screen: for a player holding 14 tiles every discard with
// the shanten it leaves and the tiles that would improve it (still unseen by that player), the
// discard actually played marked, and flagged when it loses efficiency.
ColumnLayout {
    id: panel

    property bool showLabels: false
    // Expected points below the best discard from which a discard counts as costly.
    readonly property real costlyLoss: GameSession.insight.costlyLoss
    readonly property SeatState actor: GameSession.analysis.seat >= 0 ? GameSession.seat(GameSession.analysis.seat) : null

    spacing: Theme.spacingCompact

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.actor === null
        text: qsTr("Step to a player's turn (↑ ↓) to see every discard with the tiles it accepts.")
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        font.pixelSize: Theme.smallSize + 1
    }

    Label {
        objectName: "callAdvice"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text.length > 0
        text: GameSession.insight.callAdviceText
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.smallSize
        font.bold: true
    }

    RowLayout {
        Layout.fillWidth: true
        visible: panel.actor !== null

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            //: %1 is a player's name
            text: panel.actor ? qsTr("%1 to play").arg(panel.actor.name) : ""
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            text: GameSession.analysis.shantenText
            color: GameSession.analysis.shanten <= 0 ? Theme.accent : Theme.mutedText
            font.pixelSize: Theme.smallSize + 1
            font.bold: true
        }
    }

    Label {
        objectName: "threats"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.actor !== null && GameSession.insight.threatened
        text: GameSession.insight.threatsText
        wrapMode: Text.WordWrap
        color: Theme.danger
        font.pixelSize: Theme.smallSize
        font.bold: true
    }

    Label {
        objectName: "advice"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.actor !== null && !GameSession.analysis.forced && text.length > 0
        text: GameSession.insight.adviceText
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.smallSize
        font.bold: true
    }

    Label {
        objectName: "evStatus"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.actor !== null && !GameSession.analysis.forced && (GameSession.insight.evRunning || GameSession.insight.evReady)
        text: GameSession.insight.evRunning ? qsTr("Working out the expected values…")
            //: %n own draws left; the model is explained in the help
            : qsTr("Expected values: self-draws only, %n draw(s) left, no calls, opponents ignored.", "", GameSession.insight.evTurns)
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        font.pixelSize: Theme.smallSize - 1
    }

    Rectangle {
        Layout.fillWidth: true
        visible: panel.actor !== null && (GameSession.analysis.playedCode.length > 0 || GameSession.analysis.forced)
        implicitHeight: verdictRow.implicitHeight + 12
        radius: Theme.radiusMedium
        color: GameSession.analysis.playedInefficient ? Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.14) : Theme.accentSoft

        RowLayout {
            id: verdictRow

            anchors.fill: parent
            anchors.margins: Theme.spacingCompact
            spacing: Theme.spacing

            Tile {
                visible: GameSession.analysis.playedCode.length > 0 && !GameSession.analysis.forced
                Layout.alignment: Qt.AlignTop
                tileWidth: 22
                code: GameSession.analysis.playedCode
                showLabel: panel.showLabels
            }
            Label {
                id: verdict

                textFormat: Text.PlainText
                objectName: "verdict"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize + 1
                color: Theme.text
                text: {
                    if (GameSession.analysis.forced)
                        return qsTr("In riichi: the drawn tile goes unless it wins or makes a kan.");
                    if (!GameSession.analysis.playedInefficient)
                        return qsTr("Played: as efficient as any discard (%1 tiles).").arg(GameSession.analysis.playedUkeire);
                    if (GameSession.analysis.playedShanten > GameSession.analysis.bestShanten)
                        return qsTr("Played: goes back to %1 (best: %2, %3 tiles).").arg(GameSession.shantenText(GameSession.analysis.playedShanten)).arg(GameSession.shantenText(GameSession.analysis.bestShanten)).arg(GameSession.analysis.bestUkeire);
                    return qsTr("Played: %1 tiles, %2 fewer than the best (%3).").arg(GameSession.analysis.playedUkeire).arg(GameSession.analysis.bestUkeire - GameSession.analysis.playedUkeire).arg(GameSession.analysis.bestUkeire);
                }
            }
        }
    }

    // Column headings.
    RowLayout {
        Layout.fillWidth: true
        visible: options.count > 0
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 40
            //: column heading: the tile to discard (Japanese: 打牌)
            text: qsTr("Discard")
            font.pixelSize: Theme.smallSize - 1
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 70
            //: column heading (Japanese: 向聴)
            text: qsTr("Shanten")
            font.pixelSize: Theme.smallSize - 1
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 34
            horizontalAlignment: Text.AlignRight
            //: column heading: how many tiles improve the hand (Japanese: 受け入れ)
            text: qsTr("Tiles")
            font.pixelSize: Theme.smallSize - 1
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Accepted tiles (copies unseen)")
            elide: Text.ElideRight
            font.pixelSize: Theme.smallSize - 1
            color: Theme.mutedText
        }
    }

    Repeater {
        id: options

        // The held options: the rows stay from one decision to the next and only change their
        // contents; those past this decision's options (all of them between decisions) hide.
        model: GameSession.analysis.heldOptions
        delegate: Rectangle {
            id: option

            required property int index
            required property string code
            required property string shantenText
            required property int ukeire
            required property list<string> acceptCodes
            required property var acceptCounts
            required property bool best
            required property bool played
            required property bool worse
            required property int danger
            required property string dangerText
            required property bool evReady
            required property double winProbability
            required property double tenpaiProbability
            required property double expectedScore
            required property double evLoss
            required property string whyText
            required property double preference
            required property bool advised

            Layout.fillWidth: true
            implicitHeight: optionColumn.implicitHeight + 8
            visible: index < GameSession.analysis.discardOptions.count
            objectName: "option" + index
            onAcceptCodesChanged: accepts.places = Math.max(accepts.places, acceptCodes.length)
            radius: Theme.radiusMedium
            color: played ? (worse ? Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.12) : Theme.accentSoft) : index % 2 ? Theme.surfaceAlt : "transparent"
            border.width: played ? 2 : 0
            border.color: worse ? Theme.danger : Theme.accent

            // A click tries this discard ("what if").
            MouseArea {
                anchors.fill: parent
                cursorShape: Qt.PointingHandCursor
                onClicked: GameSession.whatIf.tryDiscard(option.code)
                Accessible.role: Accessible.Button
                //: a row of the analysis, for screen readers; %1 the tile's spoken name
                Accessible.name: qsTr("Try discarding %1").arg(TileNames.spoken(option.code))
                Accessible.onPressAction: GameSession.whatIf.tryDiscard(option.code)
            }

            ColumnLayout {
                id: optionColumn

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: Theme.spacingSmall
                anchors.rightMargin: Theme.spacingSmall
                spacing: Theme.spacingTiny

                RowLayout {
                    id: optionRow

                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Tile {
                        Layout.alignment: Qt.AlignTop
                        Layout.preferredWidth: 40
                        tileWidth: 26
                        code: option.code
                        highlighted: option.played
                        danger: option.danger
                        showLabel: panel.showLabels
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 70
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: Theme.spacingCompact
                        text: option.shantenText
                        font.pixelSize: Theme.smallSize
                        color: option.best ? Theme.accent : Theme.text
                        font.bold: option.best
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 34
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: Theme.spacingSmall
                        horizontalAlignment: Text.AlignRight
                        text: option.ukeire
                        font.pixelSize: Theme.bodySize + 1
                        font.bold: true
                        color: option.worse ? Theme.danger : Theme.accent
                    }
                    Label {
                        objectName: "advice" + option.index
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 44
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: Theme.spacingSmall
                        horizontalAlignment: Text.AlignRight
                        visible: option.preference >= 0
                        //: the advice's share for a discard: how often a strong player would choose it (%1 percent)
                        text: qsTr("%1%").arg(Math.round(option.preference * 100))
                        font.pixelSize: Theme.smallSize
                        font.bold: option.advised
                        color: option.advised ? Theme.accent : Theme.mutedText

                        ToolTip.visible: adviceHover.hovered
                        ToolTip.text: option.advised ? qsTr("The advice: a strong player would choose this discard about %1% of the time").arg(Math.round(option.preference * 100)) : qsTr("A strong player would choose this discard about %1% of the time").arg(Math.round(option.preference * 100))

                        HoverHandler {
                            id: adviceHover
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingTiny
                        spacing: Theme.spacingSnug

                        Repeater {
                            id: accepts

                            // Places for as many tiles as the row has held yet: the tiles stay
                            // and change their faces as the row changes.
                            property int places: 0

                            model: places
                            Component.onCompleted: places = option.acceptCodes.length
                            delegate: CountedTile {
                                required property int index

                                visible: index < option.acceptCodes.length
                                tileWidth: 18
                                // While the options change, a delegate may outlive its entry.
                                code: option.acceptCodes[index] ?? ""
                                count: option.acceptCounts[index] ?? 0
                                showLabel: panel.showLabels
                            }
                        }
                    }
                }

                Label {
                    objectName: "ev" + option.index
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: 40 + Theme.spacing
                    visible: option.evReady
                    //: expected value of a discard: %1 win chance, %2 tenpai chance (percent), %3 expected points
                    text: qsTr("Win %1% · Tenpai %2% · EV %3").arg((option.winProbability * 100).toFixed(1)).arg((option.tenpaiProbability * 100).toFixed(0)).arg(Math.round(option.expectedScore).toLocaleString(Qt.locale(), "f", 0))
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.smallSize
                    font.bold: option.evLoss < 0.5
                    color: option.evLoss < 0.5 ? Theme.accent : option.evLoss >= panel.costlyLoss ? Theme.danger : Theme.text
                }
                Label {
                    objectName: "why" + option.index
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: 40 + Theme.spacing
                    visible: option.evReady && option.whyText.length > 0
                    text: option.whyText
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.smallSize - 1
                    color: Theme.mutedText
                }
                Label {
                    objectName: "dangerText" + option.index
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: 40 + Theme.spacing
                    visible: option.danger >= 0
                    text: option.dangerText
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.smallSize - 1
                    color: Theme.dangerColor(option.danger)
                }
            }
        }
    }

    DealInList {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
    }
}
