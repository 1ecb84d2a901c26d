pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The teacher's Lessons page: the lessons in the library on the left (new, import,
// delete); on the right the lesson chosen, in three views: the lesson (title, author,
// introduction, its problems in order), the problem being edited (a position composed by hand,
// pasted as text or taken from the viewer's step, the question, the accepted answers and the
// explanation, checked by the engine), and the students' results (imported files, per problem
// how many got it right and the common wrong answers).
FocusScope {
    id: page

    property int view: 0
    readonly property alias shelf: shelf
    readonly property alias editor: editor

    function openLesson(id: int): void {
        if (editor.dirty)
            editor.save();
        editor.load(id);
        shelf.loadStatistics(id);
        lessonList.currentIndex = shelf.rowOfLesson(id);
    }

    objectName: "lessonsPage"
    // The newest lesson opens (once the whole page is made: its views fill as it opens).
    Component.onCompleted: {
        shelf.refresh();
        if (shelf.lessons.count > 0)
            page.openLesson(shelf.lessonIdAt(0));
    }

    LessonShelf {
        id: shelf
    }
    LessonEditor {
        id: editor

        onDirtyChanged: if (!dirty) shelf.refresh()
    }

    FileDialog {
        id: importDialog

        title: qsTr("Import a lesson")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Lessons (*.haifu-lesson)"), qsTr("All files (*)")]
        onAccepted: {
            const id = shelf.importFile(selectedFile);
            if (id > 0)
                page.openLesson(id);
        }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin

        // The shelf.
        ColumnLayout {
            Layout.preferredWidth: 260
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Lessons")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            RowLayout {
                spacing: Theme.spacingSmall

                TextField {
                    id: newTitle

                    objectName: "newLessonTitle"
                    Layout.fillWidth: true
                    placeholderText: qsTr("New lesson title")
                    onAccepted: newButton.clicked()
                }
                Button {
                    id: newButton

                    objectName: "newLessonButton"
                    text: qsTr("New")
                    enabled: newTitle.text.trim().length > 0
                    onClicked: {
                        const id = shelf.create(newTitle.text);
                        if (id > 0) {
                            newTitle.text = "";
                            page.openLesson(id);
                        }
                    }
                }
            }
            ListView {
                id: lessonList

                objectName: "teacherLessonList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: shelf.lessons
                activeFocusOnTab: true
                keyNavigationEnabled: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Lessons")
                Keys.onReturnPressed: page.openLesson(shelf.lessonIdAt(currentIndex))
                delegate: ItemDelegate {
                    id: row

                    required property int index
                    required property string label
                    required property string detail

                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    Accessible.name: row.label
                    onClicked: page.openLesson(shelf.lessonIdAt(row.index))
                    contentItem: ColumnLayout {
                        spacing: 0

                        Label {
                            textFormat: Text.PlainText
                            text: row.label
                            color: Theme.text
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: row.detail
                            font.pixelSize: Theme.smallSize
                            color: Theme.mutedText
                        }
                    }
                }
            }
            RowLayout {
                spacing: Theme.spacingSmall

                Button {
                    objectName: "importLessonFileButton"
                    text: qsTr("Import…")
                    onClicked: importDialog.open()
                }
                Button {
                    objectName: "deleteLessonButton"
                    text: qsTr("Delete")
                    enabled: editor.lessonId > 0
                    onClicked: deleteDialog.open()
                }
            }
        }

        // The lesson chosen.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                objectName: "lessonsError"
                visible: text.length > 0
                text: editor.errorText || shelf.errorText
                color: Theme.danger
                wrapMode: Text.Wrap
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                objectName: "lessonsStatus"
                visible: text.length > 0 && !editor.errorText && !shelf.errorText
                text: shelf.statusText
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
            TabBar {
                id: tabs

                visible: editor.lessonId > 0
                currentIndex: page.view
                onCurrentIndexChanged: page.view = currentIndex

                TabButton {
                    objectName: "lessonTab"
                    text: qsTr("Lesson")
                    width: implicitWidth
                }
                TabButton {
                    objectName: "problemTab"
                    text: qsTr("Problem")
                    width: implicitWidth
                }
                TabButton {
                    objectName: "resultsTab"
                    text: qsTr("Results")
                    width: implicitWidth
                    onClicked: shelf.loadStatistics(editor.lessonId)
                }
            }
            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: editor.lessonId > 0
                currentIndex: page.view

                LessonEditView {
                    editor: editor
                    shelf: shelf
                    onEditProblem: index => {
                        editor.editProblem(index);
                        page.view = 1;
                    }
                    onNewProblem: {
                        editor.newProblem("");
                        page.view = 1;
                    }
                }
                ProblemEditor {
                    editor: editor
                    onApplied: page.view = 0
                }
                LessonResultsView {
                    shelf: shelf
                    lessonId: editor.lessonId
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.fillHeight: true
                visible: editor.lessonId <= 0
                text: qsTr("Make a lesson: write its title and press New. Problems are positions with a question, your answer and why; students solve them in the Quiz page.")
                color: Theme.mutedText
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignTop
            }
        }
    }

    Dialog {
        id: deleteDialog

        anchors.centerIn: parent
        modal: true
        title: qsTr("Delete this lesson?")
        standardButtons: Dialog.Yes | Dialog.No
        width: 440
        contentItem: Label {
            textFormat: Text.PlainText
            text: qsTr("“%1” and the students' results imported for it are deleted.").arg(editor.title)
            wrapMode: Text.Wrap
        }
        onAccepted: {
            if (shelf.remove(editor.lessonId)) {
                editor.load(0);
                if (shelf.lessons.count > 0)
                    page.openLesson(shelf.lessonIdAt(0));
            }
        }
    }
}
