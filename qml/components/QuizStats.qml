pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// Quiz statistics: per skill the answers, accuracy, average time and questions due, and charts
// of accuracy and speed per day.
ScrollView {
    id: stats

    required property QuizSession session

    objectName: "quizStats"
    contentWidth: availableWidth
    activeFocusOnTab: true

    ColumnLayout {
        width: stats.availableWidth
        spacing: Theme.spacing

        SectionHeader {
            text: qsTr("By skill")
        }
        Label {
            textFormat: Text.PlainText
            visible: stats.session.skills.count === 0
            text: qsTr("No answers yet. Start a session on the Practice tab.")
            color: Theme.mutedText
        }
        GridLayout {
            visible: stats.session.skills.count > 0
            columns: 5
            columnSpacing: Theme.margin
            rowSpacing: 4

            Label {
                textFormat: Text.PlainText
                text: qsTr("Skill")
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Answers")
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 200
                text: qsTr("Accuracy")
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Average time")
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                //: questions due for review (spaced repetition)
                text: qsTr("Due")
                color: Theme.mutedText
            }

            Repeater {
                model: stats.session.skills
                delegate: Label {
                    textFormat: Text.PlainText
                    required property string label

                    Layout.row: 1 + index
                    Layout.column: 0
                    required property int index

                    text: label
                    color: Theme.text
                    font.bold: true
                }
            }
            Repeater {
                model: stats.session.skills
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int attempts
                    required property int index

                    Layout.row: 1 + index
                    Layout.column: 1
                    text: String(attempts)
                    color: Theme.text
                }
            }
            Repeater {
                model: stats.session.skills
                delegate: RowLayout {
                    id: accuracyCell

                    required property real accuracy
                    required property int index

                    Layout.row: 1 + index
                    Layout.column: 2
                    spacing: 6

                    Rectangle {
                        Layout.preferredWidth: 140
                        Layout.preferredHeight: 10
                        radius: 5
                        color: Theme.accentSoft

                        Rectangle {
                            width: parent.width * accuracyCell.accuracy
                            height: parent.height
                            radius: 5
                            color: Theme.accent
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: Math.round(accuracyCell.accuracy * 100) + "%"
                        color: Theme.text
                    }
                }
            }
            Repeater {
                model: stats.session.skills
                delegate: Label {
                    textFormat: Text.PlainText
                    required property real seconds
                    required property int index

                    Layout.row: 1 + index
                    Layout.column: 3
                    //: average seconds per answer
                    text: qsTr("%1 s").arg(seconds.toFixed(1))
                    color: Theme.text
                }
            }
            Repeater {
                model: stats.session.skills
                delegate: Label {
                    textFormat: Text.PlainText
                    required property int due
                    required property int index

                    Layout.row: 1 + index
                    Layout.column: 4
                    text: String(due)
                    color: due > 0 ? Theme.danger : Theme.mutedText
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.margin
            spacing: Theme.margin

            QuizChart {
                objectName: "accuracyChart"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                title: qsTr("Accuracy per day")
                values: stats.session.history.count >= 0 ? stats.session.history.series("accuracy") : []
                labels: stats.session.history.count >= 0 ? stats.session.history.labels() : []
                maximum: 1
                format: v => Math.round(v * 100) + "%"
            }
            QuizChart {
                objectName: "speedChart"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                //: average seconds per answer, per day
                title: qsTr("Seconds per answer")
                values: stats.session.history.count >= 0 ? stats.session.history.series("seconds") : []
                labels: stats.session.history.count >= 0 ? stats.session.history.labels() : []
                maximum: Math.ceil(stats.session.history.maxSeconds / 10) * 10
                format: v => qsTr("%1 s").arg(Math.round(v))
                lineColor: Theme.lastMark
            }
        }
    }
}
