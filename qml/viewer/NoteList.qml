pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Ui
import Haifu.Backend

// The notes of the game in the order of play; a click jumps to the step.
ListView {
    id: list

    clip: true
    spacing: Theme.spacingTiny
    model: GameSession.notes.annotations
    boundsBehavior: Flickable.StopAtBounds
    // Reachable with Tab: Up and Down choose a row (the page's arrow keys step through the game
    // outside the list), Return opens it.
    activeFocusOnTab: true
    keyNavigationEnabled: true
    Keys.onReturnPressed: (list.currentItem as ItemDelegate)?.click()
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Notes of the game")
    ScrollBar.vertical: ScrollBar {}

    delegate: ItemDelegate {
        id: row

        required property int index
        required property int step
        required property string kyokuLabel
        required property string variationLabel
        required property string seatName
        required property string comment
        required property string mark
        required property string alternative
        required property bool bookmark
        required property bool current

        width: ListView.view.width
        objectName: "note" + index
        focusPolicy: Qt.NoFocus
        topPadding: Theme.spacingSmall
        bottomPadding: Theme.spacingSmall
        leftPadding: Theme.padding
        rightPadding: Theme.spacingCompact
        onClicked: GameSession.notes.jumpTo(index)

        background: Rectangle {
            radius: Theme.radiusMedium
            color: row.current ? Theme.accentSoft : row.hovered ? Theme.surfaceAlt : "transparent"
        }

        contentItem: Column {
            spacing: 1

            Row {
                spacing: Theme.spacingSnug

                MarkBadge {
                    anchors.verticalCenter: parent.verticalCenter
                    mark: row.mark
                    size: 15
                }
                Label {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: (row.variationLabel.length > 0
                           //: a note's place on a variation: %1 the hand (E1-0), %2 the variation, %3 the step in its line
                           ? qsTr("%1 · %2 · move %3").arg(row.kyokuLabel).arg(row.variationLabel).arg(row.step)
                           //: a note's place: %1 the hand (E1-0), %2 the step
                           : qsTr("%1 · %2").arg(row.kyokuLabel).arg(row.step)) + (row.bookmark ? " ★" : "")
                    font.bold: true
                    font.pixelSize: Theme.smallSize
                    color: Theme.text
                }
                Tile {
                    visible: row.alternative.length > 0
                    anchors.verticalCenter: parent.verticalCenter
                    tileWidth: 13
                    code: row.alternative
                }
            }
            Label {
                textFormat: Text.PlainText
                width: row.width - row.leftPadding - row.rightPadding
                visible: row.comment.length > 0
                text: (row.seatName.length > 0 ? row.seatName + ": " : "") + row.comment
                elide: Text.ElideRight
                maximumLineCount: 2
                wrapMode: Text.Wrap
                font.pixelSize: Theme.smallSize - 1
                color: Theme.mutedText
            }
        }
    }
}
