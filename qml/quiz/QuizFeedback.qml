pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The feedback on an answer: right or not, the answer, the mistakes, and the explanation step by
// step (each line with the tiles it is about and its value).
Rectangle {
    id: feedback

    required property QuizSession session

    objectName: "feedback"
    implicitHeight: feedbackColumn.implicitHeight + 2 * Theme.margin
    radius: Theme.radius
    color: Theme.surface
    border.color: feedback.session.feedback.correct ? Theme.accent : Theme.danger
    border.width: 2

    ColumnLayout {
        id: feedbackColumn

        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacingSmall

        Label {
            textFormat: Text.PlainText
            objectName: "verdict"
            text: feedback.session.feedback.correct ? qsTr("Correct") : qsTr("Not quite")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: feedback.session.feedback.correct ? Theme.accent : Theme.danger
        }
        Label {
            textFormat: Text.PlainText
            objectName: "answerText"
            Layout.fillWidth: true
            text: qsTr("Answer: %1").arg(feedback.session.feedback.answerText)
            color: Theme.text
            font.bold: true
            wrapMode: Text.Wrap
        }
        Repeater {
            model: feedback.session.feedback.mistakes
            delegate: Label {
                textFormat: Text.PlainText
                required property string label

                Layout.fillWidth: true
                text: "✗ " + label
                color: Theme.danger
                wrapMode: Text.Wrap
            }
        }
        SectionHeader {
            text: qsTr("Step by step")
        }
        Repeater {
            model: feedback.session.feedback.explanation
            delegate: RowLayout {
                id: step

                required property string text
                required property string value
                required property list<string> tiles
                required property bool emphasis
                required property bool good

                Layout.fillWidth: true
                spacing: Theme.spacing

                TileRow {
                    Layout.preferredWidth: Math.max(implicitWidth, 150)
                    codes: step.tiles
                    tileWidth: 20
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: step.text
                    color: step.good ? Theme.accent : Theme.text
                    font.bold: step.emphasis
                    wrapMode: Text.Wrap
                }
                Label {
                    textFormat: Text.PlainText
                    text: step.value
                    color: Theme.text
                    font.bold: step.emphasis
                }
            }
        }
    }
}
