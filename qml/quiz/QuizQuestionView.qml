pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// A quiz question and, once answered, its feedback: where we are in the session, the hand, the
// question, the choices (or the payment fields of a points question), the feedback with the
// explanation, and for furiten what happened since the deal.
//
// Keyboard: 1-9 and letters pick choices, + and - change the han of the last yaku picked,
// Enter submits, N (or Enter) goes to the next question, Esc ends the session.
ScrollView {
    id: questionView

    required property QuizSession session
    readonly property bool answering: session.phase === QuizSession.Answering
    readonly property bool feedback: session.phase === QuizSession.Feedback
    property int lastChoice: -1

    // The keys go to the first payment field of a points question being answered, otherwise to
    // the view itself: the payment fields of an earlier points question (hidden now) must not
    // keep the focus inside it, or the keys go nowhere.
    function focusFirst(): void {
        if (questionView.typing()) {
            firstField.forceActiveFocus();
            return;
        }
        firstField.focus = false;
        secondField.focus = false;
        gainField.focus = false;
        questionView.forceActiveFocus();
    }

    // A points question being answered: its first payment field takes the keys. (Read from the
    // session, not from bindings that may not have followed a phase change yet.)
    function typing(): bool {
        return questionView.session.phase === QuizSession.Answering
            && questionView.session.current.answerForm === "points";
    }

    function pick(row: int): void {
        if (row < 0)
            return;
        questionView.session.toggleChoice(row);
        questionView.lastChoice = row;
    }

    function submitAnswer(): void {
        if (questionView.session.current.answerForm === "points")
            questionView.session.setPoints(Number(firstField.text), Number(secondField.text), Number(gainField.text));
        questionView.session.submit();
    }

    objectName: "questionView"
    contentWidth: availableWidth
    focus: true
    activeFocusOnTab: true
    onVisibleChanged: if (visible) questionView.focusFirst()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Escape) {
            questionView.session.finish();
        } else if (questionView.feedback
                   && (event.key === Qt.Key_N || event.key === Qt.Key_Return
                       || event.key === Qt.Key_Enter)) {
            questionView.session.next();
        } else if (questionView.answering
                   && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
            questionView.submitAnswer();
        } else if (questionView.answering && questionView.lastChoice >= 0 && questionView.session.current.answerForm === "yaku"
                   && (event.key === Qt.Key_Plus || event.key === Qt.Key_Minus
                       || event.text === "+" || event.text === "-")) {
            const up = event.key === Qt.Key_Plus || event.text === "+";
            const han = Number(questionView.session.current.choices.data(questionView.session.current.choices.index(questionView.lastChoice, 0), QuizChoiceModel.HanRole));
            questionView.session.setChoiceHan(questionView.lastChoice, Math.max(0, han + (up ? 1 : -1)));
        } else if (questionView.answering && event.text.length === 1) {
            const row = questionView.session.current.choices.rowForShortcut(event.text);
            if (row < 0)
                return;
            questionView.pick(row);
        } else {
            return;
        }
        event.accepted = true;
    }

    Connections {
        target: questionView.session.current

        function onChanged(): void {
            firstField.clear();
            secondField.clear();
            gainField.clear();
        }
    }
    Connections {
        target: questionView.session

        function onPhaseChanged(): void {
            questionView.lastChoice = -1;
            if (questionView.visible)
                questionView.focusFirst();
        }
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
                text: questionView.session.current.count > 0
                      //: Question 3 of 10 · Fu
                      ? qsTr("Question %1 of %2 · %3").arg(questionView.session.current.number).arg(questionView.session.current.count).arg(questionView.session.current.kindLabel)
                      : qsTr("Question %1 · %2").arg(questionView.session.current.number).arg(questionView.session.current.kindLabel)
                font.bold: true
                font.pixelSize: Theme.subheadingSize
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                visible: questionView.session.current.review
                text: qsTr("review")
                color: Theme.dark ? "#0e1a17" : "#ffffff"
                font.pixelSize: Theme.smallSize
                leftPadding: Theme.spacingCompact
                rightPadding: Theme.spacingCompact
                background: Rectangle {
                    radius: Theme.radiusSmall
                    color: Theme.accent
                }
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                visible: questionView.session.timeLimit > 0
                text: qsTr("%1:%2 left").arg(Math.floor(questionView.session.remainingSeconds / 60)).arg(String(questionView.session.remainingSeconds % 60).padStart(2, "0"))
                color: Theme.mutedText
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("%1 of %2 right").arg(questionView.session.score.correctCount).arg(questionView.session.score.answered)
                color: Theme.mutedText
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: questionView.session.current.origin
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
            elide: Text.ElideRight
        }

        QuizHand {
            Layout.fillWidth: true
            session: questionView.session
        }

        Label {
            textFormat: Text.PlainText
            objectName: "prompt"
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            text: questionView.session.current.prompt
            font.pixelSize: Theme.subheadingSize
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }

        // Choices: a key, a tile or a word, and after the answer the right ones.
        Flow {
            Layout.fillWidth: true
            visible: questionView.session.current.answerForm !== "points"
                     && questionView.session.current.answerForm !== "conditions"
            spacing: Theme.spacing

            Repeater {
                model: questionView.session.current.choices
                delegate: QuizChoiceButton {
                    answering: questionView.answering
                    answerForm: questionView.session.current.answerForm
                    onPicked: row => questionView.pick(row)
                }
            }
        }
        QuizDrillControls {
            Layout.fillWidth: true
            session: questionView.session
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: questionView.session.current.answerForm === "yaku" && questionView.answering
            text: qsTr("Pick each yaku with its key; + and - set the han of the last one picked (optional).")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }

        // Points: the payments and what the winner gains.
        GridLayout {
            visible: questionView.session.current.answerForm === "points"
            columns: 2
            columnSpacing: Theme.margin

            Label {
                textFormat: Text.PlainText
                text: questionView.session.current.paymentForm === "ron" ? qsTr("The discarder pays")
                    : questionView.session.current.paymentForm === "tsumo_each" ? qsTr("Each player pays")
                    : qsTr("The dealer pays")
                color: Theme.text
            }
            TextField {
                id: firstField

                objectName: "firstPayment"
                enabled: questionView.answering
                validator: IntValidator { bottom: 0; top: 999999 }
                inputMethodHints: Qt.ImhDigitsOnly
            // A new points question enables the field after the view asked for the focus.
            onEnabledChanged: if (enabled && questionView.typing() && questionView.visible) forceActiveFocus()
                // Enter submits here and goes no further (it would also mean Next).
                Keys.onReturnPressed: questionView.submitAnswer()
                Keys.onEnterPressed: questionView.submitAnswer()
            }
            Label {
                textFormat: Text.PlainText
                visible: questionView.session.current.paymentForm === "tsumo_split"
                text: qsTr("Each other player pays")
                color: Theme.text
            }
            TextField {
                id: secondField

                objectName: "secondPayment"
                visible: questionView.session.current.paymentForm === "tsumo_split"
                enabled: questionView.answering
                validator: IntValidator { bottom: 0; top: 999999 }
                // Enter submits here and goes no further (it would also mean Next).
                Keys.onReturnPressed: questionView.submitAnswer()
                Keys.onEnterPressed: questionView.submitAnswer()
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
                Keys.onReturnPressed: questionView.submitAnswer()
                Keys.onEnterPressed: questionView.submitAnswer()
            }
        }

        RowLayout {
            spacing: Theme.spacing

            PrimaryButton {
                objectName: "submitButton"
                visible: questionView.answering
                text: qsTr("Answer (Enter)")
                onClicked: questionView.submitAnswer()
            }
            PrimaryButton {
                objectName: "nextButton"
                visible: questionView.feedback
                text: qsTr("Next (N)")
                onClicked: questionView.session.next()
            }
            Button {
                objectName: "endButton"
                text: qsTr("End session (Esc)")
                flat: true
                onClicked: questionView.session.finish()
            }
        }

        QuizFeedback {
            Layout.fillWidth: true
            visible: questionView.feedback
            session: questionView.session
        }

        QuizTimeline {
            Layout.fillWidth: true
            session: questionView.session
        }
    }
}
