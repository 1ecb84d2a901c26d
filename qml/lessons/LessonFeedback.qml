pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The feedback to a lesson problem: right or wrong, the accepted answers best first (the one
// matched in bold), the teacher's explanation, and the engine's answer and working — with a
// warning when the engine disagrees with the teacher.
ColumnLayout {
    id: feedback

    required property LessonSession session

    spacing: Theme.spacing

    Label {
        textFormat: Text.PlainText
        objectName: "lessonVerdict"
        text: feedback.session.correct ? qsTr("Right: %1").arg(feedback.session.givenText) : qsTr("Not this time: %1").arg(feedback.session.givenText)
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: feedback.session.correct ? Theme.accent : Theme.danger
    }
    SectionHeader {
        text: qsTr("The teacher's answers, best first")
    }
    Repeater {
        model: feedback.session.accepted
        delegate: Label {
            required property string label
            required property string value
            required property string detail
            required property bool emphasis

            textFormat: Text.PlainText
            text: detail.length > 0 ? qsTr("%1. %2 (%3)").arg(value).arg(label).arg(detail) : qsTr("%1. %2").arg(value).arg(label)
            font.bold: emphasis
            color: Theme.text
        }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "teacherExplanation"
        Layout.fillWidth: true
        visible: text.length > 0
        text: feedback.session.explanation
        color: Theme.text
        wrapMode: Text.Wrap
    }
    SectionHeader {
        text: qsTr("The engine")
    }
    Label {
        textFormat: Text.PlainText
        objectName: "engineAnswer"
        Layout.fillWidth: true
        text: !feedback.session.engine.available ? (feedback.session.engine.text.length > 0 ? feedback.session.engine.text : qsTr("The engine gives no answer to this kind of problem.")) : feedback.session.engine.differs ? qsTr("The engine's answer: %1 — it differs from the teacher's.").arg(feedback.session.engine.text) : qsTr("The engine's answer: %1").arg(feedback.session.engine.text)
        color: feedback.session.engine.differs ? Theme.danger : Theme.text
        wrapMode: Text.Wrap
    }
    Repeater {
        model: feedback.session.engine.steps
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
    Label {
        textFormat: Text.PlainText
        text: qsTr("N or Enter: next problem")
        font.pixelSize: Theme.smallSize
        color: Theme.mutedText
    }
}
