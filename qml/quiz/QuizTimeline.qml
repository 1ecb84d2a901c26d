pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// Furiten questions: what happened since the deal, one numbered line per event with its tile.
ColumnLayout {
    id: timeline

    required property QuizSession session

    visible: timeline.session.current.timeline.count > 0
    spacing: Theme.spacingTiny

    SectionHeader {
        text: qsTr("What happened")
    }
    Flow {
        id: timelineFlow

        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Repeater {
            model: timeline.session.current.timeline
            delegate: RowLayout {
                id: event

                required property string label
                required property string value
                required property int amount
                required property bool emphasis

                width: (timelineFlow.width - timelineFlow.spacing) / 2
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 24
                    horizontalAlignment: Text.AlignRight
                    text: event.amount + "."
                    color: Theme.mutedText
                }
                Tile {
                    code: event.value
                    tileWidth: 22
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: event.label
                    color: event.emphasis ? Theme.text : Theme.mutedText
                    font.bold: event.emphasis
                    elide: Text.ElideRight
                }
            }
        }
    }
}
