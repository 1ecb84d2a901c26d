pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The end of a quiz session: the score, the time, the result per kind, and a new session or the
// statistics.
ColumnLayout {
    id: summaryView

    required property QuizSession session

    // The Statistics button.
    signal statisticsRequested

    function focusFirst(): void {
        againButton.forceActiveFocus();
    }

    objectName: "summaryView"
    spacing: Theme.spacing
    onVisibleChanged: if (visible) summaryView.focusFirst()

    Label {
        textFormat: Text.PlainText
        objectName: "summaryScore"
        text: qsTr("%1 of %2 right").arg(summaryView.session.score.correctCount).arg(summaryView.session.score.answered)
        font.pixelSize: Theme.titleSize + 8
        font.bold: true
        color: Theme.text
    }
    Label {
        textFormat: Text.PlainText
        text: qsTr("%1 s in all, %2 s per question").arg(Math.round(summaryView.session.score.totalSeconds)).arg((summaryView.session.score.totalSeconds / Math.max(1, summaryView.session.score.answered)).toFixed(1))
        color: Theme.mutedText
    }
    Repeater {
        model: summaryView.session.score.summary
        delegate: RowLayout {
            id: kindLine

            required property string label
            required property string value
            required property string detail
            required property bool mismatch

            spacing: Theme.margin

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 160
                text: kindLine.label
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 60
                text: kindLine.value
                font.bold: true
                color: kindLine.mismatch ? Theme.danger : Theme.accent
            }
            Label {
                textFormat: Text.PlainText
                text: kindLine.detail
                color: Theme.mutedText
            }
        }
    }
    RowLayout {
        Layout.topMargin: Theme.margin
        spacing: Theme.spacing

        PrimaryButton {
            id: againButton

            objectName: "againButton"
            text: qsTr("New session")
            onClicked: summaryView.session.reset()
        }
        Button {
            text: qsTr("Statistics")
            onClicked: summaryView.statisticsRequested()
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
    }
    Item {
        Layout.fillHeight: true
    }
}
