pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The Quiz page: set up a session, answer questions about a hand (tiles drawn with the Tile
// art), get immediate feedback with the mistakes and a step-by-step explanation, see a summary,
// and follow progress per skill with charts of accuracy and speed over time.
//
// Keyboard: 1-9 and letters pick choices, + and - change the han of the last yaku picked,
// Enter submits, N (or Enter) goes to the next question, Esc ends the session or goes back.
FocusScope {
    id: page

    // "practice", "lessons" or "stats".
    property string view: quiz.startup === "stats" ? "stats" : "practice"
    // The session (tests).
    readonly property alias session: quiz

    // Gives the keys to the view shown (each view also takes them when it is shown).
    function focusContent(): void {
        if (page.view === "stats")
            statsView.forceActiveFocus();
        else if (page.view === "lessons")
            lessonView.focusFirst();
        else if (quiz.phase === QuizSession.Setup)
            setupView.focusFirst();
        else if (quiz.phase === QuizSession.Summary)
            summaryView.focusFirst();
        else
            questionView.focusFirst();
    }

    function showStats(): void {
        quiz.refreshStatistics("");
        page.view = "stats";
    }

    function showPractice(): void {
        page.view = "practice";
    }

    function showLessons(): void {
        page.view = "lessons";
    }

    objectName: "quizPage"

    Component.onCompleted: quiz.applyStartup()
    Keys.onEscapePressed: {
        if (page.view === "stats" || page.view === "lessons")
            page.showPractice();
        else if (quiz.phase === QuizSession.Summary)
            quiz.reset();
    }

    QuizSession {
        id: quiz

        onPhaseChanged: if (phase === QuizSession.Feedback) lessonShelf.refresh()
    }
    LessonShelf {
        id: lessonShelf
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        // Title and the two views.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Quiz")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            Item {
                Layout.fillWidth: true
            }
            TabBar {
                id: viewTabs

                currentIndex: page.view === "stats" ? 2 : page.view === "lessons" ? 1 : 0

                TabButton {
                    objectName: "practiceTab"
                    text: qsTr("Practice")
                    width: implicitWidth
                    onClicked: page.showPractice()
                }
                TabButton {
                    objectName: "lessonsTab"
                    text: qsTr("Lessons")
                    width: implicitWidth
                    onClicked: page.showLessons()
                }
                TabButton {
                    objectName: "statsTab"
                    text: qsTr("Statistics")
                    width: implicitWidth
                    onClicked: page.showStats()
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: quiz.errorText.length > 0
            text: quiz.errorText
            color: Theme.danger
            wrapMode: Text.Wrap
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: page.view === "stats" ? 3
                : page.view === "lessons" ? 4
                : quiz.phase === QuizSession.Setup ? 0
                : quiz.phase === QuizSession.Summary ? 2 : 1

            QuizSetupView {
                id: setupView

                session: quiz
            }
            QuizQuestionView {
                id: questionView

                session: quiz
            }
            QuizSummaryView {
                id: summaryView

                session: quiz
                onStatisticsRequested: page.showStats()
            }
            QuizStats {
                id: statsView

                session: quiz
                onVisibleChanged: if (visible) statsView.forceActiveFocus()
            }
            LessonSolveView {
                id: lessonView
            }
        }

        // A question Haifu made, kept as a problem of a lesson.
        RowLayout {
            Layout.fillWidth: true
            visible: page.view === "practice" && quiz.phase === QuizSession.Feedback && lessonShelf.lessons.count > 0
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Keep this question in a lesson:")
                color: Theme.mutedText
            }
            ComboBox {
                id: lessonChoice

                objectName: "saveToLessonBox"
                Layout.preferredWidth: 260
                model: lessonShelf.lessons
                textRole: "label"
            }
            Button {
                objectName: "saveToLessonButton"
                text: qsTr("Save to the lesson")
                enabled: lessonChoice.currentIndex >= 0
                onClicked: lessonShelf.addQuizQuestion(lessonShelf.lessonIdAt(lessonChoice.currentIndex), quiz)
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: lessonShelf.errorText || lessonShelf.statusText
                color: lessonShelf.errorText ? Theme.danger : Theme.mutedText
                elide: Text.ElideRight
            }
        }
    }
}
