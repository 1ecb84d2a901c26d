pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The engine's figures at one decision, shared by the Review panel (an imported report) and the
// Engine panel (a local MJAI bot): each action (insight/reviewtext.h decisionsView's "options":
// label, prob, best, played) as a bar of the engine's probability, the best one in the accent
// colour, the played one outlined and, when it is not the engine's choice, in `playedColor`.
ColumnLayout {
    id: bars

    // [{"label", "prob", "q", "best", "played"}], the engine's order.
    property var options: []
    // The player did as the engine: the played action is not marked as a deviation.
    property bool agreed: true
    // The played action's bar when it is not the best (the colour of the deviation's severity).
    property color playedColor: Theme.danger

    spacing: 2

    Repeater {
        model: bars.options
        delegate: RowLayout {
            id: option

            required property var modelData

            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 78
                elide: Text.ElideRight
                text: option.modelData.label
                font.pixelSize: Theme.smallSize
                font.bold: option.modelData.played || option.modelData.best
                color: option.modelData.played && !bars.agreed ? Theme.danger : Theme.text
            }
            Item {
                Layout.fillWidth: true
                implicitHeight: 12

                Rectangle {
                    anchors.fill: parent
                    radius: 2
                    color: Theme.border
                    opacity: 0.35
                }
                Rectangle {
                    objectName: "reviewBar"
                    width: Math.max(2, parent.width * option.modelData.prob)
                    height: parent.height
                    radius: 2
                    color: option.modelData.best ? Theme.accent : (option.modelData.played ? bars.playedColor : Theme.mutedText)
                    border.width: option.modelData.played ? 2 : 0
                    border.color: Theme.text
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 44
                horizontalAlignment: Text.AlignRight
                text: (option.modelData.prob * 100).toFixed(option.modelData.prob < 0.1 ? 1 : 0) + "%"
                font.pixelSize: Theme.smallSize
                color: Theme.mutedText
            }
        }
    }
}
