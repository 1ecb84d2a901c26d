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
            visible: stats.session.statistics.skills.count === 0
            text: qsTr("No answers yet. Start a session on the Practice tab.")
            color: Theme.mutedText
        }
        // A table of fixed columns, drawn by positioners: a GridLayout fed by Repeaters while it
        // is hidden is never arranged again in Qt 6.4 (every cell ended up in the corner).
        Column {
            id: skillTable

            readonly property list<int> widths: [190, 80, 200, 110, 60]

            visible: stats.session.statistics.skills.count > 0
            spacing: Theme.spacingSmall

            Row {
                spacing: Theme.margin

                Repeater {
                    //: columns of the quiz statistics per skill; "Due": questions due for review
                    model: [qsTr("Skill"), qsTr("Answers"), qsTr("Accuracy"), qsTr("Average time"), qsTr("Due")]
                    delegate: Label {
                        required property string modelData
                        required property int index

                        width: skillTable.widths[index]
                        textFormat: Text.PlainText
                        text: modelData
                        elide: Text.ElideRight
                        color: Theme.mutedText
                    }
                }
            }
            Repeater {
                model: stats.session.statistics.skills
                delegate: Row {
                    id: skillRow

                    required property string label
                    required property int attempts
                    required property real accuracy
                    required property real seconds
                    required property int due

                    spacing: Theme.margin

                    Label {
                        width: skillTable.widths[0]
                        textFormat: Text.PlainText
                        text: skillRow.label
                        elide: Text.ElideRight
                        color: Theme.text
                        font.bold: true
                    }
                    Label {
                        width: skillTable.widths[1]
                        textFormat: Text.PlainText
                        text: String(skillRow.attempts)
                        color: Theme.text
                    }
                    Row {
                        width: skillTable.widths[2]
                        spacing: Theme.spacingCompact

                        Rectangle {
                            anchors.verticalCenter: parent.verticalCenter
                            width: 140
                            height: 10
                            radius: height / 2
                            color: Theme.accentSoft

                            Rectangle {
                                width: parent.width * skillRow.accuracy
                                height: parent.height
                                radius: height / 2
                                color: Theme.accent
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: Math.round(skillRow.accuracy * 100) + "%"
                            color: Theme.text
                        }
                    }
                    Label {
                        width: skillTable.widths[3]
                        textFormat: Text.PlainText
                        //: average seconds per answer
                        text: qsTr("%1 s").arg(skillRow.seconds.toFixed(1))
                        color: Theme.text
                    }
                    Label {
                        width: skillTable.widths[4]
                        textFormat: Text.PlainText
                        text: String(skillRow.due)
                        color: skillRow.due > 0 ? Theme.danger : Theme.mutedText
                    }
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
                values: stats.session.statistics.history.count >= 0 ? stats.session.statistics.history.series("accuracy") : []
                labels: stats.session.statistics.history.count >= 0 ? stats.session.statistics.history.labels() : []
                maximum: 1
                format: v => Math.round(v * 100) + "%"
            }
            QuizChart {
                objectName: "speedChart"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                //: average seconds per answer, per day
                title: qsTr("Seconds per answer")
                values: stats.session.statistics.history.count >= 0 ? stats.session.statistics.history.series("seconds") : []
                labels: stats.session.statistics.history.count >= 0 ? stats.session.statistics.history.labels() : []
                maximum: Math.ceil(stats.session.statistics.history.maxSeconds / 10) * 10
                format: v => qsTr("%1 s").arg(Number.isInteger(v) ? v : v.toFixed(1))
                lineColor: Theme.lastMark
            }
        }
    }
}
