pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Ui
import Haifu.Backend

// The hands of the game with their outcome; a click jumps to the deal of that hand.
ListView {
    id: list

    clip: true
    spacing: Theme.spacingTiny
    model: GameSession.kyokuList
    boundsBehavior: Flickable.StopAtBounds
    // Reachable with Tab: Up and Down choose a row (the page's arrow keys step through the game
    // outside the list), Return opens it.
    activeFocusOnTab: true
    keyNavigationEnabled: true
    Keys.onReturnPressed: (list.currentItem as ItemDelegate)?.click()
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Hands of the game")
    ScrollBar.vertical: ScrollBar {}

    delegate: ItemDelegate {
        id: row

        required property int index
        required property string label
        required property string title
        required property string summary
        required property string outcome
        required property bool mismatch
        required property bool error
        required property bool current
        required property int notes
        required property list<string> marks

        width: ListView.view.width
        objectName: "kyoku" + index
        focusPolicy: Qt.NoFocus
        topPadding: Theme.spacingCompact
        bottomPadding: Theme.spacingCompact
        leftPadding: Theme.spacingRoomy
        rightPadding: Theme.padding
        highlighted: current
        onClicked: GameSession.jumpTo(index, 0)
        ToolTip.visible: hovered && summary.length > 0
        ToolTip.delay: 500
        ToolTip.text: title + "\n" + summary

        background: Rectangle {
            radius: Theme.radiusMedium
            color: row.current ? Theme.accentSoft : row.hovered ? Theme.surfaceAlt : "transparent"

            Rectangle {
                width: 3
                height: parent.height - 8
                anchors.verticalCenter: parent.verticalCenter
                radius: width / 2
                color: row.outcome === "win" ? Theme.accent : Theme.border
            }
        }

        contentItem: Column {
            spacing: 1

            Row {
                spacing: Theme.spacingCompact

                Label {
                    textFormat: Text.PlainText
                    text: row.label
                    font.bold: true
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
                Repeater {
                    model: row.marks.slice(0, 4)
                    delegate: MarkBadge {
                        required property string modelData

                        y: 2
                        mark: modelData
                        size: 14
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    visible: row.notes > row.marks.length
                    anchors.verticalCenter: parent.verticalCenter
                    //: a pencil and the number of notes in the hand
                    text: "✎" + row.notes
                    font.pixelSize: Theme.smallSize - 1
                    color: Theme.mutedText
                }
                Label {
                    textFormat: Text.PlainText
                    visible: row.mismatch || row.error
                    text: row.error ? qsTr("error") : qsTr("differs")
                    font.pixelSize: Theme.smallSize - 1
                    color: Theme.danger
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
            Label {
                textFormat: Text.PlainText
                width: row.width - row.leftPadding - row.rightPadding
                text: row.summary
                elide: Text.ElideRight
                maximumLineCount: 2
                wrapMode: Text.Wrap
                font.pixelSize: Theme.smallSize
                color: Theme.mutedText
            }
        }
    }
}
