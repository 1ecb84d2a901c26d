pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// An engine review of the game (a report imported into the library): the review's rating and
// agreement, the hand's, and at a reviewed decision the engine's choice beside the player's, each
// action's probability as a bar (the played one marked), the q-value lost and how serious the
// deviation is. R / Shift+R step to the next deviation / the next serious one.
ColumnLayout {
    id: panel

    readonly property var reviews: GameSession.reviews
    readonly property var decisions: panel.reviews.active ? panel.reviews.decisionsAt(GameSession.position.kyoku, GameSession.position.step) : []

    function severityColor(severity: string): color {
        if (severity === "serious")
            return Theme.danger;
        if (severity === "moderate")
            return Theme.warning;
        if (severity === "minor")
            return Theme.caution;
        return Theme.accent;
    }
    function nextDeviation(serious: bool): void {
        const step = panel.reviews.nextDeviation(GameSession.position.globalStep, serious);
        if (step >= 0)
            GameSession.seekGlobal(step);
    }

    spacing: Theme.spacingSmall
    visible: panel.reviews.active

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            //: the engine review of the game (Mortal, NAGA)
            text: qsTr("Review: %1").arg(panel.reviews.engine)
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        ComboBox {
            objectName: "reviewChoice"
            visible: panel.reviews.reviews.length > 1
            model: panel.reviews.reviews
            textRole: "text"
            currentIndex: panel.reviews.current
            onActivated: index => panel.reviews.current = index
            Layout.maximumWidth: 220
        }
    }
    Label {
        objectName: "reviewFigures"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.mutedText
        //: %1 the game's figures, %2 the hand's
        text: qsTr("Game: %1\nThis hand: %2").arg(panel.reviews.figures).arg(panel.reviews.handFigures(GameSession.position.kyoku))
    }
    Repeater {
        model: panel.decisions
        delegate: ColumnLayout {
            id: decision

            required property var modelData

            Layout.fillWidth: true
            spacing: 2

            Label {
                objectName: "reviewChoiceLine"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize + 1
                font.bold: true
                color: panel.severityColor(decision.modelData.severity)
                text: decision.modelData.riichiDiscard
                      //: after the riichi declaration: %1 the engine's discard, %2 the player's
                      ? qsTr("Riichi discard: engine %1 · played %2").arg(decision.modelData.engine).arg(decision.modelData.played)
                      //: %1 the engine's choice, %2 the player's
                      : qsTr("Engine %1 · played %2").arg(decision.modelData.engine).arg(decision.modelData.played)
            }
            Label {
                objectName: "reviewSeverity"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: !decision.modelData.agreed
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize
                color: panel.severityColor(decision.modelData.severity)
                //: %1 how serious (minor, moderate, serious), %2 the category, %3 the q-value lost, %4 the engine's probability of the played action
                text: qsTr("%1 · %2 · %3 q lost · the engine plays it %4%").arg(decision.modelData.severityText).arg(decision.modelData.categoryText).arg(Number(decision.modelData.qLoss).toFixed(3)).arg((Math.max(0, decision.modelData.playedProb) * 100).toFixed(1))
            }
            ActionBars {
                Layout.fillWidth: true
                options: decision.modelData.options
                agreed: decision.modelData.agreed
                playedColor: panel.severityColor(decision.modelData.severity)
            }
        }
    }
    // Two halves of the row: the buttons' own widths together are wider than the narrowest
    // side panel (a Flow there is laid out before its width is known and overlaps what follows).
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Button {
            objectName: "nextDeviation"
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            Layout.preferredWidth: 1
            font.capitalization: Font.MixedCase
            font.pixelSize: Theme.smallSize
            enabled: panel.reviews.nextDeviation(GameSession.position.globalStep, false) >= 0
            text: qsTr("Next deviation (R)")
            onClicked: panel.nextDeviation(false)
        }
        Button {
            objectName: "nextSeriousDeviation"
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            Layout.preferredWidth: 1
            font.capitalization: Font.MixedCase
            font.pixelSize: Theme.smallSize
            enabled: panel.reviews.nextDeviation(GameSession.position.globalStep, true) >= 0
            //: ⇧ is the Shift key
            text: qsTr("Next serious (⇧R)")
            onClicked: panel.nextDeviation(true)
        }
    }
}
