pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// A student solving a lesson (Quiz page, Lessons tab): pick a lesson (or import one a teacher
// sent), then each problem on its board with the teacher's question; hints on request; answer
// with keys (←/→ and Enter on the hand, 1/2 for the two choices, the han/fu/points fields of a
// win) or clicks; immediate feedback with the teacher's answers and explanation beside the
// engine's; a summary whose results go back to the teacher as a file.
//
// Keys: H shows a hint, N or Enter goes on after the feedback, Esc ends the lesson.
FocusScope {
    id: solve

    readonly property alias session: lesson

    function focusFirst(): void {
        if (lesson.phase === LessonSession.Choose)
            lessonList.forceActiveFocus();
        else if (lesson.phase === LessonSession.Summary)
            studentName.forceActiveFocus();
        else if (lesson.phase === LessonSession.Answering && lesson.answerForm === "win")
            hanField.forceActiveFocus();
        else
            problemView.forceActiveFocus();
    }

    objectName: "lessonSolveView"
    onVisibleChanged: if (visible) {
        lesson.refresh();
        solve.focusFirst();
    }

    LessonSession {
        id: lesson

        onPhaseChanged: solve.focusFirst()
        onProblemChanged: {
            board.cursor = -1;
            hanField.text = "";
            fuField.text = "";
            pointsField.text = "";
        }
    }

    FileDialog {
        id: importDialog

        title: qsTr("Import a lesson")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Lessons (*.haifu-lesson)"), qsTr("All files (*)")]
        // A file that cannot be read is named with what is wrong in the error line above.
        onAccepted: lesson.importFile(selectedFile)
    }
    FileDialog {
        id: resultsDialog

        title: qsTr("Export my results")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "haifu-results"
        nameFilters: [qsTr("Lesson results (*.haifu-results)")]
        onAccepted: lesson.exportResults(selectedFile, studentName.text)
    }
    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            objectName: "lessonError"
            visible: text.length > 0
            text: lesson.errorText
            color: Theme.danger
            wrapMode: Text.Wrap
        }

        // Choosing a lesson.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: lesson.phase === LessonSession.Choose
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Lessons in your library")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
            }
            ListView {
                id: lessonList

                objectName: "studentLessonList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: lesson.lessons
                activeFocusOnTab: true
                keyNavigationEnabled: true
                Keys.onReturnPressed: startButton.clicked()
                Keys.onEnterPressed: startButton.clicked()
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Lessons")
                delegate: ItemDelegate {
                    id: lessonRow

                    required property int index
                    required property string label
                    required property string detail
                    required property int amount

                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    Accessible.name: lessonRow.label
                    onClicked: {
                        lessonList.currentIndex = lessonRow.index;
                        lessonList.forceActiveFocus();
                    }
                    onDoubleClicked: startButton.clicked()
                    contentItem: ColumnLayout {
                        spacing: 0

                        Label {
                            textFormat: Text.PlainText
                            text: lessonRow.label
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: lessonRow.detail
                            font.pixelSize: Theme.smallSize
                            color: Theme.mutedText
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: lessonList.count === 0
                    text: qsTr("No lessons yet. Import a lesson file your teacher sent you.")
                    color: Theme.mutedText
                }
            }
            RowLayout {
                spacing: Theme.spacing

                PrimaryButton {
                    id: startButton

                    objectName: "startLessonButton"
                    text: qsTr("Start the lesson")
                    enabled: lessonList.currentIndex >= 0
                    onClicked: lesson.start(lesson.lessons.data(lesson.lessons.index(lessonList.currentIndex, 0), LineListModel.AmountRole), false)
                }
                Button {
                    objectName: "reviewLessonButton"
                    text: qsTr("Review what is due")
                    enabled: lessonList.currentIndex >= 0
                    onClicked: lesson.start(lesson.lessons.data(lesson.lessons.index(lessonList.currentIndex, 0), LineListModel.AmountRole), true)
                }
                Button {
                    objectName: "importLessonButton"
                    text: qsTr("Import a lesson…")
                    onClicked: importDialog.open()
                }
            }
        }

        // A problem and its feedback.
        ScrollView {
            id: problemView

            objectName: "problemView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: lesson.phase === LessonSession.Answering || lesson.phase === LessonSession.Feedback
            contentWidth: availableWidth
            focus: true
            activeFocusOnTab: true
            Keys.onPressed: event => {
                const answering = lesson.phase === LessonSession.Answering;
                if (event.key === Qt.Key_Escape) {
                    lesson.finish();
                } else if (!answering && (event.key === Qt.Key_N || event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
                    lesson.next();
                } else if (answering && event.key === Qt.Key_H) {
                    lesson.showHint();
                } else if (answering && lesson.answerForm === "tile" && (event.key === Qt.Key_Left || event.key === Qt.Key_Right)) {
                    board.moveCursor(event.key === Qt.Key_Left ? -1 : 1);
                } else if (answering && lesson.answerForm === "tile" && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
                    board.pickCursor();
                } else if (answering && lesson.answerForm === "choice" && (event.text === "1" || event.text === "2")) {
                    const row = Number(event.text) - 1;
                    lesson.answer(lesson.choices.data(lesson.choices.index(row, 0), LineListModel.DetailRole));
                } else {
                    return;
                }
                event.accepted = true;
            }

            ColumnLayout {
                width: problemView.availableWidth
                spacing: Theme.spacingMedium

                Label {
                    textFormat: Text.PlainText
                    objectName: "problemTitle"
                    text: qsTr("%1 · problem %2 of %3 · %4").arg(lesson.lessonTitle).arg(lesson.problemNumber).arg(lesson.problemCount).arg(lesson.kindLabel)
                    font.pixelSize: Theme.smallSize
                    color: Theme.mutedText
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "problemQuestion"
                    Layout.fillWidth: true
                    text: lesson.question
                    font.pixelSize: Theme.headingSize
                    font.bold: true
                    color: Theme.text
                    wrapMode: Text.Wrap
                }
                PositionBoardView {
                    id: board

                    board: lesson.board
                    handPicking: lesson.phase === LessonSession.Answering && lesson.answerForm === "tile"
                    onTilePicked: code => lesson.answer(code)
                }
                Repeater {
                    model: lesson.hintsShown
                    delegate: Label {
                        required property string modelData

                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("Hint: %1").arg(modelData)
                        color: Theme.accent
                        wrapMode: Text.Wrap
                    }
                }

                // Answering.
                RowLayout {
                    visible: lesson.phase === LessonSession.Answering
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        visible: lesson.answerForm === "tile"
                        text: qsTr("Click the tile to discard, or move with ←/→ and press Enter.")
                        color: Theme.mutedText
                    }
                    Repeater {
                        model: lesson.answerForm === "choice" ? lesson.choices : null
                        delegate: Button {
                            required property string label
                            required property string detail
                            required property string value

                            objectName: "choice_" + detail
                            text: qsTr("%1 (%2)").arg(label).arg(value)
                            onClicked: lesson.answer(detail)
                        }
                    }
                    TextField {
                        id: hanField

                        objectName: "hanField"
                        visible: lesson.answerForm === "win"
                        placeholderText: qsTr("han")
                        inputMethodHints: Qt.ImhDigitsOnly
                        validator: IntValidator { bottom: 0; top: 130 }
                        Layout.preferredWidth: 70
                        KeyNavigation.tab: fuField
                    }
                    TextField {
                        id: fuField

                        objectName: "fuField"
                        visible: lesson.answerForm === "win"
                        placeholderText: qsTr("fu")
                        validator: IntValidator { bottom: 0; top: 200 }
                        Layout.preferredWidth: 70
                        KeyNavigation.tab: pointsField
                    }
                    TextField {
                        id: pointsField

                        objectName: "pointsField"
                        visible: lesson.answerForm === "win"
                        placeholderText: qsTr("points won")
                        validator: IntValidator { bottom: 0; top: 1000000 }
                        Layout.preferredWidth: 120
                        onAccepted: winButton.clicked()
                    }
                    PrimaryButton {
                        id: winButton

                        visible: lesson.answerForm === "win"
                        text: qsTr("Answer")
                        onClicked: lesson.answer(hanField.text + "," + fuField.text + "," + pointsField.text)
                    }
                    Button {
                        objectName: "hintButton"
                        text: qsTr("Hint (H) · %1 left").arg(lesson.hintsLeft)
                        enabled: lesson.hintsLeft > 0
                        onClicked: lesson.showHint()
                    }
                }

                LessonFeedback {
                    Layout.fillWidth: true
                    visible: lesson.phase === LessonSession.Feedback
                    session: lesson
                }
            }
        }

        // The summary.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: lesson.phase === LessonSession.Summary
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                objectName: "lessonScore"
                text: qsTr("%1 of %2 right at the first try").arg(lesson.correctCount).arg(lesson.answered)
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            Repeater {
                model: lesson.summary
                delegate: RowLayout {
                    id: summaryLine

                    required property string label
                    required property string detail
                    required property string value
                    required property bool mismatch

                    spacing: Theme.margin

                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 260
                        text: summaryLine.label
                        color: Theme.text
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 160
                        text: summaryLine.detail
                        color: Theme.mutedText
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: summaryLine.value
                        color: summaryLine.mismatch ? Theme.danger : Theme.accent
                    }
                }
            }
            RowLayout {
                spacing: Theme.spacing

                TextField {
                    id: studentName

                    objectName: "studentName"
                    placeholderText: qsTr("Your name")
                    Layout.preferredWidth: 220
                    onAccepted: exportButton.clicked()
                }
                PrimaryButton {
                    id: exportButton

                    objectName: "exportResultsButton"
                    text: qsTr("Export my results…")
                    onClicked: resultsDialog.open()
                }
                Button {
                    objectName: "lessonsBackButton"
                    text: qsTr("Back to the lessons")
                    onClicked: lesson.reset()
                }
            }
            Item {
                Layout.fillHeight: true
            }
        }
    }
}
