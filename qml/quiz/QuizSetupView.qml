pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The Quiz page's setup: the kind, difficulty, rules, where the questions come from and how
// many (or how many minutes); Enter or Start begins the session.
ScrollView {
    id: setupView

    required property QuizSession session
    readonly property int difficulty: {
        const b = difficultyGroup.checkedButton as RadioButton;
        return b ? Number(b.text) : 1;
    }

    function focusFirst(): void {
        kindBox.forceActiveFocus();
    }

    contentWidth: availableWidth
    onVisibleChanged: if (visible) setupView.focusFirst()
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
            model: setupView.session.kinds
            Keys.onReturnPressed: startButton.clicked()
            Keys.onEnterPressed: startButton.clicked()
            displayText: setupView.session.kindNames[currentValue ?? "mixed"] ?? ""
            delegate: ItemDelegate {
                required property string modelData

                width: ListView.view.width
                text: setupView.session.kindNames[modelData] ?? ""
            }
        }

        Label {
            textFormat: Text.PlainText
            text: qsTr("Difficulty")
            color: Theme.text
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingTiny

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
                text: setupView.session.kindNames ? setupView.session.difficultyText(kindBox.currentValue ?? "mixed", setupView.difficulty) : ""
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
            model: setupView.session.presets
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
                text: qsTr("Review: %n question(s) due", "", setupView.session.statistics.dueCount)
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
            onClicked: setupView.session.start(kindBox.currentValue ?? "mixed", setupView.difficulty,
                                  presetBox.currentValue ?? "tenhou",
                                  timedBox.checked ? 0 : lengthBox.value,
                                  timedBox.checked ? lengthBox.value : 0,
                                  reviewSource.checked ? "review"
                                  : librarySource.checked ? "library" : "generated")
        }
    }
}
