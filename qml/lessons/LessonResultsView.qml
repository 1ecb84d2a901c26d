pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The students' results for a lesson: import the files students sent (many at once), then per
// problem how many got it right at the first try (a bar and the count) and the wrong answers
// that were common.
ColumnLayout {
    id: resultsView

    required property LessonShelf shelf
    required property int lessonId

    spacing: Theme.spacing

    FileDialog {
        id: resultsDialog

        title: qsTr("Import students' results")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Lesson results (*.haifu-results)"), qsTr("All files (*)")]
        onAccepted: resultsView.shelf.importResults(resultsView.lessonId, selectedFiles)
    }

    RowLayout {
        spacing: Theme.spacing

        Button {
            objectName: "importResultsButton"
            text: qsTr("Import results…")
            onClicked: resultsDialog.open()
        }
        Label {
            textFormat: Text.PlainText
            objectName: "studentCount"
            Layout.fillWidth: true
            text: resultsView.shelf.studentCount === 0 ? qsTr("No results yet. Students export them at the end of the lesson.") : qsTr("%n student(s): %1", "", resultsView.shelf.studentCount).arg(resultsView.shelf.studentsText)
            color: Theme.mutedText
            elide: Text.ElideRight
        }
    }

    // The column titles.
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 220
            text: qsTr("Problem")
            font.bold: true
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            Layout.preferredWidth: 200
            text: qsTr("Right at the first try")
            font.bold: true
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Common wrong answers")
            font.bold: true
            color: Theme.text
        }
    }
    ListView {
        id: statsList

        objectName: "lessonStatsList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: Theme.spacingSmall
        model: resultsView.shelf.statistics
        activeFocusOnTab: true
        keyNavigationEnabled: true
        Accessible.role: Accessible.Table
        Accessible.name: qsTr("Results per problem")
        delegate: RowLayout {
            id: statRow

            required property string label
            required property string detail
            required property string value
            required property int amount
            required property bool mismatch

            width: ListView.view.width
            spacing: Theme.spacing
            Accessible.role: Accessible.Row
            Accessible.name: qsTr("%1: %2 right. %3").arg(statRow.label).arg(statRow.value).arg(statRow.detail)

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 220
                text: statRow.label
                color: Theme.text
                elide: Text.ElideRight
            }
            // The bar: the share right, in the accent colour (red when under half).
            Item {
                Layout.preferredWidth: 200
                implicitHeight: 22

                Rectangle {
                    width: 140
                    height: 14
                    anchors.verticalCenter: parent.verticalCenter
                    radius: Theme.radiusSmall
                    color: Theme.surfaceAlt
                    border.color: Theme.border

                    Rectangle {
                        width: Math.max(0, statRow.amount) / 100 * parent.width
                        height: parent.height
                        radius: Theme.radiusSmall
                        color: statRow.mismatch ? Theme.danger : Theme.accent
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    x: 148
                    anchors.verticalCenter: parent.verticalCenter
                    text: statRow.amount < 0 ? qsTr("—") : statRow.value
                    color: Theme.text
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: statRow.detail
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
        }
    }
}
