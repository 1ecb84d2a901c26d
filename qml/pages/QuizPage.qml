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

    // "practice" or "stats".
    property string view: quiz.startup === "stats" ? "stats" : "practice"
    property int lastChoice: -1
    // The session (tests).
    readonly property alias session: quiz

    function focusContent(): void {
        if (page.view === "stats")
            statsView.forceActiveFocus();
        else if (quiz.phase === QuizSession.Setup)
            setupView.focusFirst();
        else if (quiz.phase === QuizSession.Summary)
            againButton.forceActiveFocus();
        else if (quiz.phase === QuizSession.Answering && quiz.answerForm === "points")
            firstField.forceActiveFocus();
        else
            page.focusQuestion();
    }

    // The question view takes the keys itself: the payment fields of an earlier points
    // question (hidden now) must not keep the focus inside it, or the keys go nowhere.
    function focusQuestion(): void {
        firstField.focus = false;
        secondField.focus = false;
        gainField.focus = false;
        questionView.forceActiveFocus();
    }

    function pick(row: int): void {
        if (row < 0)
            return;
        quiz.toggleChoice(row);
        page.lastChoice = row;
    }

    function showStats(): void {
        quiz.refreshStatistics("");
        page.view = "stats";
        focusTimer.restart();
    }

    function showPractice(): void {
        page.view = "practice";
        focusTimer.restart();
    }

    objectName: "quizPage"

    Component.onCompleted: quiz.applyStartup()
    Keys.onEscapePressed: {
        if (page.view === "stats")
            page.showPractice();
        else if (quiz.phase === QuizSession.Summary)
            quiz.reset();
    }
    onVisibleChanged: if (visible) focusTimer.restart()

    // Moves the focus once a view has been shown.
    Timer {
        id: focusTimer

        interval: 0
        onTriggered: page.focusContent()
    }

    QuizSession {
        id: quiz

        onQuestionChanged: {
            firstField.clear();
            secondField.clear();
            gainField.clear();
        }
        onPhaseChanged: {
            page.lastChoice = -1;
            focusTimer.restart();
        }
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

                currentIndex: page.view === "stats" ? 1 : 0

                TabButton {
                    objectName: "practiceTab"
                    text: qsTr("Practice")
                    width: implicitWidth
                    onClicked: page.showPractice()
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
                : quiz.phase === QuizSession.Setup ? 0
                : quiz.phase === QuizSession.Summary ? 2 : 1

            // --- Setup --------------------------------------------------------------------
            ScrollView {
                id: setupView

                function focusFirst(): void {
                    kindBox.forceActiveFocus();
                }

                contentWidth: availableWidth
                Keys.onReturnPressed: startButton.clicked()
                Keys.onEnterPressed: startButton.clicked()

                GridLayout {
                    width: Math.min(setupView.availableWidth, 720)
                    columns: 2
                    columnSpacing: Theme.margin
                    rowSpacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        text: qsTr("Drills on what players get wrong at the table. Missed questions come back sooner; progress is kept in your library.")
                        color: Theme.mutedText
                        wrapMode: Text.Wrap
                    }

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Kind")
                        color: Theme.text
                    }
                    PlainComboBox {
                        id: kindBox

                        objectName: "kindBox"
                        Layout.preferredWidth: 280
                        model: quiz.kinds
                        Keys.onReturnPressed: startButton.clicked()
                        Keys.onEnterPressed: startButton.clicked()
                        displayText: quiz.kindNames[currentValue ?? "mixed"] ?? ""
                        delegate: ItemDelegate {
                            required property string modelData

                            width: ListView.view.width
                            text: quiz.kindNames[modelData] ?? ""
                        }
                    }

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Difficulty")
                        color: Theme.text
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2

                        RowLayout {
                            ButtonGroup {
                                id: difficultyGroup
                            }
                            Repeater {
                                model: 3
                                delegate: RadioButton {
                                    required property int index

                                    objectName: "difficulty" + (index + 1)
                                    text: String(index + 1)
                                    checked: index === 0
                                    ButtonGroup.group: difficultyGroup
                                }
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: quiz.kindNames ? quiz.difficultyText(kindBox.currentValue ?? "mixed", setupView.difficulty) : ""
                            color: Theme.mutedText
                            font.pixelSize: Theme.smallSize
                            wrapMode: Text.Wrap
                        }
                    }

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Rules")
                        color: Theme.text
                    }
                    PlainComboBox {
                        id: presetBox

                        objectName: "presetBox"
                        Layout.preferredWidth: 280
                        model: quiz.presets
                        Keys.onReturnPressed: startButton.clicked()
                        Keys.onEnterPressed: startButton.clicked()
                    }

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Questions from")
                        color: Theme.text
                    }
                    ColumnLayout {
                        spacing: 0

                        ButtonGroup {
                            id: sourceGroup
                        }
                        RadioButton {
                            id: generatedSource

                            objectName: "sourceGenerated"
                            text: qsTr("Generated hands")
                            checked: true
                            ButtonGroup.group: sourceGroup
                        }
                        RadioButton {
                            id: librarySource

                            objectName: "sourceLibrary"
                            text: qsTr("Situations from the games in your library")
                            ButtonGroup.group: sourceGroup
                        }
                        RadioButton {
                            id: reviewSource

                            objectName: "sourceReview"
                            //: %n questions due for review (spaced repetition)
                            text: qsTr("Review: %n question(s) due", "", quiz.dueCount)
                            ButtonGroup.group: sourceGroup
                        }
                    }

                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Length")
                        color: Theme.text
                    }
                    RowLayout {
                        spacing: Theme.spacing

                        CheckBox {
                            id: timedBox

                            objectName: "timedBox"
                            text: qsTr("Timed")
                        }
                        SpinBox {
                            id: lengthBox

                            objectName: "lengthBox"
                            from: 1
                            to: timedBox.checked ? 60 : 100
                            value: 10
                            editable: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: timedBox.checked ? qsTr("minutes") : qsTr("questions")
                            color: Theme.text
                        }
                    }

                    Item {
                        Layout.preferredHeight: 1
                    }
                    PrimaryButton {
                        id: startButton

                        objectName: "startButton"
                        text: qsTr("Start")
                        onClicked: quiz.start(kindBox.currentValue ?? "mixed", setupView.difficulty,
                                              presetBox.currentValue ?? "tenhou",
                                              timedBox.checked ? 0 : lengthBox.value,
                                              timedBox.checked ? lengthBox.value : 0,
                                              reviewSource.checked ? "review"
                                              : librarySource.checked ? "library" : "generated")
                    }
                }

                readonly property int difficulty: {
                    const b = difficultyGroup.checkedButton as RadioButton;
                    return b ? Number(b.text) : 1;
                }
            }

            // --- Question and feedback ----------------------------------------------------
            ScrollView {
                id: questionView

                readonly property bool answering: quiz.phase === QuizSession.Answering
                readonly property bool feedback: quiz.phase === QuizSession.Feedback

                objectName: "questionView"
                contentWidth: availableWidth
                focus: true
                activeFocusOnTab: true

                Keys.onPressed: event => {
                    if (event.key === Qt.Key_Escape) {
                        quiz.finish();
                    } else if (questionView.feedback
                               && (event.key === Qt.Key_N || event.key === Qt.Key_Return
                                   || event.key === Qt.Key_Enter)) {
                        quiz.next();
                    } else if (questionView.answering
                               && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
                        page.submitAnswer();
                    } else if (questionView.answering && page.lastChoice >= 0 && quiz.answerForm === "yaku"
                               && (event.key === Qt.Key_Plus || event.key === Qt.Key_Minus
                                   || event.text === "+" || event.text === "-")) {
                        const up = event.key === Qt.Key_Plus || event.text === "+";
                        const han = Number(quiz.choices.data(quiz.choices.index(page.lastChoice, 0), QuizChoiceModel.HanRole));
                        quiz.setChoiceHan(page.lastChoice, Math.max(0, han + (up ? 1 : -1)));
                    } else if (questionView.answering && event.text.length === 1) {
                        const row = quiz.choices.rowForShortcut(event.text);
                        if (row < 0)
                            return;
                        page.pick(row);
                    } else {
                        return;
                    }
                    event.accepted = true;
                }

                ColumnLayout {
                    width: questionView.availableWidth
                    spacing: Theme.spacing

                    // Where we are.
                    RowLayout {
                        Layout.fillWidth: true

                        Label {
                            textFormat: Text.PlainText
                            objectName: "questionTitle"
                            text: quiz.questionCount > 0
                                  //: Question 3 of 10 · Fu
                                  ? qsTr("Question %1 of %2 · %3").arg(quiz.questionNumber).arg(quiz.questionCount).arg(quiz.kindLabel)
                                  : qsTr("Question %1 · %2").arg(quiz.questionNumber).arg(quiz.kindLabel)
                            font.bold: true
                            font.pixelSize: Theme.bodySize + 2
                            color: Theme.text
                        }
                        Label {
                            textFormat: Text.PlainText
                            visible: quiz.review
                            text: qsTr("review")
                            color: Theme.dark ? "#0e1a17" : "#ffffff"
                            font.pixelSize: Theme.smallSize
                            leftPadding: 6
                            rightPadding: 6
                            background: Rectangle {
                                radius: 4
                                color: Theme.accent
                            }
                        }
                        Item {
                            Layout.fillWidth: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            visible: quiz.timeLimit > 0
                            text: qsTr("%1:%2 left").arg(Math.floor(quiz.remainingSeconds / 60)).arg(String(quiz.remainingSeconds % 60).padStart(2, "0"))
                            color: Theme.mutedText
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("%1 of %2 right").arg(quiz.correctCount).arg(quiz.answered)
                            color: Theme.mutedText
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: quiz.origin
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        elide: Text.ElideRight
                    }

                    // The hand.
                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: handColumn.implicitHeight + 2 * Theme.margin
                        radius: Theme.radius
                        color: Theme.felt

                        ColumnLayout {
                            id: handColumn

                            anchors.fill: parent
                            anchors.margins: Theme.margin
                            spacing: Theme.spacing

                            Flow {
                                Layout.fillWidth: true
                                spacing: 2

                                Repeater {
                                    model: quiz.hand
                                    delegate: Item {
                                        id: handTile

                                        required property string code
                                        required property bool separated
                                        required property bool highlighted

                                        width: tileItem.width + (separated ? 14 : 0)
                                        height: tileItem.height

                                        Tile {
                                            id: tileItem

                                            x: handTile.separated ? 14 : 0
                                            code: handTile.code
                                            highlighted: handTile.highlighted
                                            tileWidth: 44
                                        }
                                    }
                                }
                                Repeater {
                                    model: quiz.melds
                                    delegate: Item {
                                        id: meldTile

                                        required property string code
                                        required property bool separated
                                        required property bool sideways
                                        required property bool back

                                        width: meldItem.width + (separated ? 14 : 0)
                                        height: 59

                                        Tile {
                                            id: meldItem

                                            anchors.bottom: parent.bottom
                                            x: meldTile.separated ? 14 : 0
                                            code: meldTile.code
                                            sideways: meldTile.sideways
                                            back: meldTile.back
                                            tileWidth: 44
                                        }
                                    }
                                }
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                Label {
                                    textFormat: Text.PlainText
                                    Layout.fillWidth: true
                                    text: quiz.situation
                                    color: Theme.feltText
                                    wrapMode: Text.Wrap
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    visible: quiz.dora.count > 0
                                    //: the dora indicator tiles (Japanese: ドラ表示牌)
                                    text: qsTr("Dora indicators")
                                    color: Theme.feltMuted
                                }
                                Repeater {
                                    model: quiz.dora
                                    delegate: Item {
                                        id: doraTile

                                        required property string code

                                        implicitWidth: 28
                                        implicitHeight: 38

                                        Tile {
                                            code: doraTile.code
                                            tileWidth: 28
                                        }
                                    }
                                }
                            }
                        }
                    }

                    Label {
                        textFormat: Text.PlainText
                        objectName: "prompt"
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing
                        text: quiz.prompt
                        font.pixelSize: Theme.bodySize + 2
                        font.bold: true
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }

                    // Choices: a key, a tile or a word, and after the answer the right ones.
                    Flow {
                        Layout.fillWidth: true
                        visible: quiz.answerForm !== "points"
                        spacing: Theme.spacing

                        Repeater {
                            model: quiz.choices
                            delegate: AbstractButton {
                                id: choice

                                required property int index
                                required property string label
                                required property string tile
                                required property string shortcut
                                required property bool selected
                                required property int han
                                required property bool correct
                                required property bool revealed

                                objectName: "choice" + index
                                enabled: questionView.answering || revealed
                                focusPolicy: Qt.StrongFocus
                                implicitWidth: choiceRow.implicitWidth + 20
                                implicitHeight: Math.max(40, choiceRow.implicitHeight + 12)
                                onClicked: if (questionView.answering) page.pick(index)
                                Keys.onSpacePressed: if (questionView.answering) page.pick(index)
                                Accessible.name: label

                                background: Rectangle {
                                    radius: 8
                                    color: choice.revealed && choice.correct ? Theme.accentSoft
                                         : choice.selected ? Theme.accentSoft : Theme.surface
                                    border.width: choice.visualFocus ? 3 : choice.selected || (choice.revealed && choice.correct) ? 2 : 1
                                    border.color: choice.visualFocus ? Theme.highlight
                                                : choice.revealed && choice.selected && !choice.correct ? Theme.danger
                                                : choice.selected || (choice.revealed && choice.correct) ? Theme.accent : Theme.border
                                }
                                contentItem: Item {}

                                RowLayout {
                                    id: choiceRow

                                    anchors.centerIn: parent
                                    spacing: 6

                                    Label {
                                        textFormat: Text.PlainText
                                        text: choice.shortcut
                                        font.pixelSize: Theme.smallSize
                                        font.bold: true
                                        color: Theme.mutedText
                                    }
                                    Tile {
                                        visible: choice.tile.length > 0
                                        code: choice.tile
                                        tileWidth: 28
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        visible: choice.tile.length === 0
                                        text: choice.label
                                        color: Theme.text
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        visible: quiz.answerForm === "yaku" && choice.selected
                                        //: han given for a yaku; 0 means not stated
                                        text: choice.han > 0 ? qsTr("%1 han").arg(choice.han) : qsTr("? han")
                                        color: Theme.accent
                                        font.bold: true
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        visible: choice.revealed && (choice.correct || choice.selected)
                                        text: choice.correct ? "✓" : "✗"
                                        color: choice.correct ? Theme.accent : Theme.danger
                                        font.bold: true
                                    }
                                }
                            }
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        visible: quiz.answerForm === "yaku" && questionView.answering
                        text: qsTr("Pick each yaku with its key; + and - set the han of the last one picked (optional).")
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.Wrap
                    }

                    // Points: the payments and what the winner gains.
                    GridLayout {
                        visible: quiz.answerForm === "points"
                        columns: 2
                        columnSpacing: Theme.margin

                        Label {
                            textFormat: Text.PlainText
                            text: quiz.paymentForm === "ron" ? qsTr("The discarder pays")
                                : quiz.paymentForm === "tsumo_each" ? qsTr("Each player pays")
                                : qsTr("The dealer pays")
                            color: Theme.text
                        }
                        TextField {
                            id: firstField

                            objectName: "firstPayment"
                            enabled: questionView.answering
                            validator: IntValidator { bottom: 0; top: 999999 }
                            inputMethodHints: Qt.ImhDigitsOnly
                            // Enter submits here and goes no further (it would also mean Next).
                            Keys.onReturnPressed: page.submitAnswer()
                            Keys.onEnterPressed: page.submitAnswer()
                        }
                        Label {
                            textFormat: Text.PlainText
                            visible: quiz.paymentForm === "tsumo_split"
                            text: qsTr("Each other player pays")
                            color: Theme.text
                        }
                        TextField {
                            id: secondField

                            objectName: "secondPayment"
                            visible: quiz.paymentForm === "tsumo_split"
                            enabled: questionView.answering
                            validator: IntValidator { bottom: 0; top: 999999 }
                            // Enter submits here and goes no further (it would also mean Next).
                            Keys.onReturnPressed: page.submitAnswer()
                            Keys.onEnterPressed: page.submitAnswer()
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("The winner gains")
                            color: Theme.text
                        }
                        TextField {
                            id: gainField

                            objectName: "winnerGain"
                            enabled: questionView.answering
                            validator: IntValidator { bottom: 0; top: 999999 }
                            // Enter submits here and goes no further (it would also mean Next).
                            Keys.onReturnPressed: page.submitAnswer()
                            Keys.onEnterPressed: page.submitAnswer()
                        }
                    }

                    RowLayout {
                        spacing: Theme.spacing

                        PrimaryButton {
                            objectName: "submitButton"
                            visible: questionView.answering
                            text: qsTr("Answer (Enter)")
                            onClicked: page.submitAnswer()
                        }
                        PrimaryButton {
                            objectName: "nextButton"
                            visible: questionView.feedback
                            text: qsTr("Next (N)")
                            onClicked: quiz.next()
                        }
                        Button {
                            objectName: "endButton"
                            text: qsTr("End session (Esc)")
                            flat: true
                            onClicked: quiz.finish()
                        }
                    }

                    // Feedback.
                    Rectangle {
                        objectName: "feedback"
                        Layout.fillWidth: true
                        visible: questionView.feedback
                        implicitHeight: feedbackColumn.implicitHeight + 2 * Theme.margin
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: quiz.correct ? Theme.accent : Theme.danger
                        border.width: 2

                        ColumnLayout {
                            id: feedbackColumn

                            anchors.fill: parent
                            anchors.margins: Theme.margin
                            spacing: 4

                            Label {
                                textFormat: Text.PlainText
                                objectName: "verdict"
                                text: quiz.correct ? qsTr("Correct") : qsTr("Not quite")
                                font.pixelSize: Theme.titleSize
                                font.bold: true
                                color: quiz.correct ? Theme.accent : Theme.danger
                            }
                            Label {
                                textFormat: Text.PlainText
                                objectName: "answerText"
                                Layout.fillWidth: true
                                text: qsTr("Answer: %1").arg(quiz.answerText)
                                color: Theme.text
                                font.bold: true
                                wrapMode: Text.Wrap
                            }
                            Repeater {
                                model: quiz.mistakes
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
                                model: quiz.explanation
                                delegate: RowLayout {
                                    id: step

                                    required property string text
                                    required property string value
                                    required property list<string> tiles
                                    required property bool emphasis
                                    required property bool good

                                    Layout.fillWidth: true
                                    spacing: Theme.spacing

                                    Row {
                                        Layout.preferredWidth: Math.max(implicitWidth, 150)
                                        spacing: 1

                                        Repeater {
                                            model: step.tiles
                                            delegate: Tile {
                                                required property string modelData

                                                code: modelData
                                                tileWidth: 20
                                            }
                                        }
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

                    // Furiten: what happened since the deal.
                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: quiz.timeline.count > 0
                        spacing: 2

                        SectionHeader {
                            text: qsTr("What happened")
                        }
                        Flow {
                            id: timelineFlow

                            Layout.fillWidth: true
                            spacing: 4

                            Repeater {
                                model: quiz.timeline
                                delegate: RowLayout {
                                    id: event

                                    required property string label
                                    required property string value
                                    required property int amount
                                    required property bool emphasis

                                    width: (timelineFlow.width - timelineFlow.spacing) / 2
                                    spacing: Theme.spacing

                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.preferredWidth: 24
                                        horizontalAlignment: Text.AlignRight
                                        text: event.amount + "."
                                        color: Theme.mutedText
                                    }
                                    Tile {
                                        code: event.value
                                        tileWidth: 22
                                    }
                                    Label {
                                        textFormat: Text.PlainText
                                        Layout.fillWidth: true
                                        text: event.label
                                        color: event.emphasis ? Theme.text : Theme.mutedText
                                        font.bold: event.emphasis
                                        elide: Text.ElideRight
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // --- Summary ------------------------------------------------------------------
            ColumnLayout {
                objectName: "summaryView"
                spacing: Theme.spacing


                Label {
                    textFormat: Text.PlainText
                    objectName: "summaryScore"
                    text: qsTr("%1 of %2 right").arg(quiz.correctCount).arg(quiz.answered)
                    font.pixelSize: Theme.titleSize + 8
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("%1 s in all, %2 s per question").arg(Math.round(quiz.totalSeconds)).arg((quiz.totalSeconds / Math.max(1, quiz.answered)).toFixed(1))
                    color: Theme.mutedText
                }
                Repeater {
                    model: quiz.summary
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
                        onClicked: quiz.reset()
                    }
                    Button {
                        text: qsTr("Statistics")
                        onClicked: page.showStats()
                        Keys.onReturnPressed: clicked()
                        Keys.onEnterPressed: clicked()
                    }
                }
                Item {
                    Layout.fillHeight: true
                }
            }

            // --- Statistics ---------------------------------------------------------------
            QuizStats {
                id: statsView

                session: quiz
            }
        }
    }

    function submitAnswer(): void {
        if (quiz.answerForm === "points")
            quiz.setPoints(Number(firstField.text), Number(secondField.text), Number(gainField.text));
        quiz.submit();
    }
}
