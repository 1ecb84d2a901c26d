pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend as Backend

// The problem being edited: its position (composed, pasted as text, or the viewer's step),
// drawn as the student will see it; the kind, whose decision, the question, the accepted
// answers best first, the explanation and hints. The engine checks it as it is typed and gives
// its own answer beside the teacher's.
ScrollView {
    id: problemEditor

    required property Backend.LessonEditor editor

    signal applied

    // The composer starts from the problem's position (when it has one that reads).
    function loadComposer(): void {
        if (problemEditor.editor.positionText.length > 0)
            composer.composer.loadFromText(problemEditor.editor.positionText);
    }

    contentWidth: availableWidth
    objectName: "problemEditor"

    ColumnLayout {
        width: problemEditor.availableWidth
        spacing: Theme.spacing

        SectionHeader {
            text: problemEditor.editor.problemIndex >= 0 ? qsTr("Problem %1").arg(problemEditor.editor.problemIndex + 1) : qsTr("New problem")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            TextField {
                id: positionField

                objectName: "positionTextField"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                placeholderText: qsTr("Position text (paste one, compose one, or take the viewer's step)")
                text: problemEditor.editor.positionText
                onTextEdited: problemEditor.editor.positionText = text
                font.family: "monospace"
            }
            Button {
                objectName: "fromViewerButton"
                text: qsTr("Take the viewer's step")
                enabled: Backend.GameSession.loaded
                onClicked: {
                    problemEditor.editor.positionText = Backend.GameSession.positionText();
                    problemEditor.loadComposer();
                }
            }
            Button {
                objectName: "composeButton"
                text: composer.visible ? qsTr("Hide the composer") : qsTr("Compose…")
                checkable: true
                onToggled: {
                    composer.visible = checked;
                    if (checked)
                        problemEditor.loadComposer();
                }
            }
        }
        PositionComposer {
            id: composer

            Layout.fillWidth: true
            visible: false
        }
        // What is composed becomes the problem's position as it is edited.
        Connections {
            target: composer.composer
            enabled: composer.visible

            function onChanged(): void {
                problemEditor.editor.positionText = composer.composer.text;
            }
        }
        // The problem's fields, with the position as the student will see it beside them (while
        // composing, the composer takes the place of both).
        RowLayout {
            Layout.fillWidth: true
            visible: !composer.visible
            spacing: Theme.margin

            GridLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                columns: 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Kind")
                    color: Theme.mutedText
                }
                ComboBox {
                    objectName: "problemKindBox"
                    model: problemEditor.editor.kindLabels
                    currentIndex: problemEditor.editor.kindIndex
                    onActivated: index => problemEditor.editor.kind = problemEditor.editor.kinds[index]
                    Layout.preferredWidth: 240
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Whose decision")
                    color: Theme.mutedText
                }
                RowLayout {
                    spacing: Theme.spacing

                    SpinBox {
                        objectName: "problemSeatBox"
                        from: 0
                        to: 3
                        value: problemEditor.editor.seat
                        onValueModified: problemEditor.editor.seat = value
                        textFromValue: value => qsTr("Seat %1").arg(value)
                    }
                    CheckBox {
                        objectName: "problemTsumoBox"
                        visible: problemEditor.editor.kind === "win"
                        text: qsTr("Won by tsumo")
                        checked: problemEditor.editor.tsumo
                        onToggled: problemEditor.editor.tsumo = checked
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    text: qsTr("Question")
                    color: Theme.mutedText
                }
                TextArea {
                    objectName: "problemQuestionField"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 56
                    textFormat: TextEdit.PlainText
                    wrapMode: TextEdit.Wrap
                    placeholderText: qsTr("What do you discard?")
                    text: problemEditor.editor.question
                    onTextChanged: if (activeFocus) problemEditor.editor.question = text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    text: qsTr("Answers\n(best first)")
                    color: Theme.mutedText
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall

                    TextArea {
                        objectName: "problemAnswersField"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 56
                        textFormat: TextEdit.PlainText
                        placeholderText: problemEditor.editor.kind === "discard" ? qsTr("One tile a line: 5m, then other accepted tiles") : problemEditor.editor.kind === "win" ? qsTr("han,fu,points won: 3,40,5200") : qsTr("One answer: call / pass, riichi / dama, push / fold, yes / no")
                        text: problemEditor.editor.answersText
                        onTextChanged: if (activeFocus) problemEditor.editor.answersText = text
                    }
                    RowLayout {
                        spacing: Theme.spacing

                        Label {
                            textFormat: Text.PlainText
                            objectName: "problemEngineText"
                            Layout.fillWidth: true
                            text: problemEditor.editor.engineText
                            color: Theme.mutedText
                            wrapMode: Text.Wrap
                        }
                        Button {
                            text: qsTr("Use the engine's answer")
                            enabled: problemEditor.editor.engineText.length > 0
                            onClicked: problemEditor.editor.useEngineAnswer()
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    text: qsTr("Explanation")
                    color: Theme.mutedText
                }
                TextArea {
                    objectName: "problemExplanationField"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 70
                    textFormat: TextEdit.PlainText
                    wrapMode: TextEdit.Wrap
                    text: problemEditor.editor.explanation
                    onTextChanged: if (activeFocus) problemEditor.editor.explanation = text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    text: qsTr("Hints\n(one a line)")
                    color: Theme.mutedText
                }
                TextArea {
                    objectName: "problemHintsField"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 56
                    textFormat: TextEdit.PlainText
                    text: problemEditor.editor.hintsText
                    onTextChanged: if (activeFocus) problemEditor.editor.hintsText = text
                }
            }
            PositionBoardView {
                Layout.alignment: Qt.AlignTop
                board: problemEditor.editor.board
                tileWidth: 22
                visible: problemEditor.editor.board.valid
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "problemDraftError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: problemEditor.editor.draftError
            color: Theme.danger
            wrapMode: Text.Wrap
        }
        PrimaryButton {
            objectName: "applyProblemButton"
            visible: !composer.visible
            text: problemEditor.editor.problemIndex >= 0 ? qsTr("Keep the changes") : qsTr("Add to the lesson")
            enabled: problemEditor.editor.draftError.length === 0
            onClicked: {
                if (problemEditor.editor.applyProblem() && problemEditor.editor.save())
                    problemEditor.applied();
            }
        }
    }
}
