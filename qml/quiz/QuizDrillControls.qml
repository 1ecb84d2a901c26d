pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The answer controls of the drills that the choice buttons do not cover: for an
// all-last conditions question one row per way of winning (a ron from each player, the tsumo)
// with the cheapest hand that is enough, "no win needed" or "impossible"; for a shanten count
// the time taken so far (the answer time is kept with the progress).
ColumnLayout {
    id: controls

    required property QuizSession session
    readonly property bool answering: session.phase === QuizSession.Answering
    property int elapsed: 0

    spacing: Theme.spacing

    Connections {
        target: controls.session.current
        function onChanged(): void {
            controls.elapsed = 0;
        }
    }
    Timer {
        interval: 1000
        repeat: true
        running: controls.answering && controls.session.current.kind === "shanten"
        onTriggered: controls.elapsed += 1
    }
    Label {
        textFormat: Text.PlainText
        objectName: "drillTimer"
        visible: controls.session.current.kind === "shanten"
        //: the time taken on a timed shanten question, in seconds
        text: qsTr("Time: %1 s").arg(controls.elapsed)
        font.pixelSize: Theme.subheadingSize
        color: Theme.mutedText
    }
    GridLayout {
        objectName: "conditionRows"
        visible: controls.session.current.answerForm === "conditions"
        columns: 2
        columnSpacing: Theme.margin
        rowSpacing: Theme.spacingSmall

        Repeater {
            model: controls.session.current.answerForm === "conditions" ? controls.session.current.choices : null
            delegate: RowLayout {
                id: conditionRow

                required property int index
                required property string label
                required property bool correct
                required property bool revealed

                Layout.columnSpan: 2
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 180
                    text: conditionRow.label
                    color: conditionRow.revealed ? (conditionRow.correct ? Theme.accent : Theme.danger) : Theme.text
                }
                ComboBox {
                    id: optionBox

                    objectName: "conditionOption" + conditionRow.index
                    Layout.preferredWidth: 200
                    enabled: controls.answering
                    model: controls.session.current.conditionOptions
                    currentIndex: -1
                    displayText: currentIndex < 0 ? qsTr("Choose…") : currentText
                    Accessible.name: conditionRow.label
                    onActivated: index => controls.session.setConditionOption(conditionRow.index, index)
                    Connections {
                        target: controls.session.current
                        function onChanged(): void {
                            optionBox.currentIndex = -1;
                        }
                    }
                }
            }
        }
    }
}
