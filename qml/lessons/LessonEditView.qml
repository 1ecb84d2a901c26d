pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// A lesson as the teacher edits it: title, author, introduction, the problems in order (edit,
// move up/down, remove), and the lesson going out: saved, exported as a file, printed as a
// worksheet.
ColumnLayout {
    id: lessonView

    required property LessonEditor editor
    required property LessonShelf shelf

    signal editProblem(int index)
    signal newProblem

    spacing: Theme.spacing

    FileDialog {
        id: exportDialog

        title: qsTr("Export the lesson")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "haifu-lesson"
        nameFilters: [qsTr("Lessons (*.haifu-lesson)")]
        onAccepted: {
            if (lessonView.editor.dirty && !lessonView.editor.save())
                return;
            lessonView.shelf.exportFile(lessonView.editor.lessonId, selectedFile);
        }
    }
    FileDialog {
        id: worksheetDialog

        title: qsTr("Save the worksheet")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onAccepted: {
            if (lessonView.editor.dirty && !lessonView.editor.save())
                return;
            lessonView.shelf.exportWorksheet(lessonView.editor.lessonId, selectedFile);
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall

        Label {
            textFormat: Text.PlainText
            text: qsTr("Title")
            color: Theme.mutedText
        }
        TextField {
            objectName: "lessonTitleField"
            Layout.fillWidth: true
            text: lessonView.editor.title
            onTextEdited: lessonView.editor.title = text
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Author")
            color: Theme.mutedText
        }
        TextField {
            objectName: "lessonAuthorField"
            Layout.fillWidth: true
            text: lessonView.editor.author
            onTextEdited: lessonView.editor.author = text
        }
        Label {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignTop
            text: qsTr("Introduction")
            color: Theme.mutedText
        }
        TextArea {
            objectName: "lessonIntroductionField"
            Layout.fillWidth: true
            Layout.preferredHeight: 70
            textFormat: TextEdit.PlainText
            wrapMode: TextEdit.Wrap
            text: lessonView.editor.introduction
            onTextChanged: if (activeFocus) lessonView.editor.introduction = text
        }
    }

    SectionHeader {
        text: qsTr("Problems")
    }
    ListView {
        id: problemList

        objectName: "lessonProblemList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: lessonView.editor.problems
        activeFocusOnTab: true
        keyNavigationEnabled: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Problems")
        Keys.onReturnPressed: lessonView.editProblem(currentIndex)
        delegate: ItemDelegate {
            id: problemRow

            required property int index
            required property string label
            required property string detail
            required property string value

            width: ListView.view.width
            highlighted: ListView.isCurrentItem
            Accessible.name: problemRow.label
            onClicked: {
                problemList.currentIndex = problemRow.index;
                problemList.forceActiveFocus();
            }
            onDoubleClicked: lessonView.editProblem(problemRow.index)
            contentItem: RowLayout {
                spacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        textFormat: Text.PlainText
                        text: problemRow.label
                        color: Theme.text
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: problemRow.detail
                        font.pixelSize: Theme.smallSize
                        color: Theme.mutedText
                        elide: Text.ElideRight
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    text: problemRow.value
                    color: Theme.accent
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: problemList.count === 0
            text: qsTr("No problems yet: add one.")
            color: Theme.mutedText
        }
    }
    RowLayout {
        spacing: Theme.spacingSmall

        Button {
            objectName: "addProblemButton"
            text: qsTr("Add a problem")
            onClicked: lessonView.newProblem()
        }
        Button {
            text: qsTr("Edit")
            enabled: problemList.currentIndex >= 0
            onClicked: lessonView.editProblem(problemList.currentIndex)
        }
        Button {
            text: qsTr("Up")
            enabled: problemList.currentIndex > 0
            onClicked: {
                lessonView.editor.moveProblem(problemList.currentIndex, -1);
                problemList.currentIndex -= 1;
            }
        }
        Button {
            text: qsTr("Down")
            enabled: problemList.currentIndex >= 0 && problemList.currentIndex < problemList.count - 1
            onClicked: {
                lessonView.editor.moveProblem(problemList.currentIndex, 1);
                problemList.currentIndex += 1;
            }
        }
        Button {
            text: qsTr("Remove")
            enabled: problemList.currentIndex >= 0
            onClicked: lessonView.editor.removeProblem(problemList.currentIndex)
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "exportLessonButton"
            text: qsTr("Export…")
            enabled: problemList.count > 0
            onClicked: exportDialog.open()
        }
        Button {
            objectName: "worksheetButton"
            text: qsTr("Worksheet PDF…")
            enabled: problemList.count > 0
            onClicked: worksheetDialog.open()
        }
        PrimaryButton {
            objectName: "saveLessonButton"
            text: lessonView.editor.dirty ? qsTr("Save") : qsTr("Saved")
            enabled: lessonView.editor.dirty
            onClicked: lessonView.editor.save()
        }
    }
}
