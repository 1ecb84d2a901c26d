pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The external MJAI engine of the Settings, run over the game from the bottom seat: its choice
// at the step on screen, how often the player agreed with it, and the next disagreement. A bot
// that gives its figures (Mortal's "meta" in review mode) gets a rating, and each action's
// probability shown as bars, as the Review panel shows an imported report.
ColumnLayout {
    id: panel

    readonly property alias review: review
    readonly property var choice: review.hasResult ? review.choiceAt(GameSession.position.kyoku, GameSession.position.step) : ({})
    // The decisions at the step (a riichi and its discard share one), shown with the figures.
    readonly property var decisions: review.hasFigures ? review.decisionsAt(GameSession.position.kyoku, GameSession.position.step) : []

    function severityColor(severity: string): color {
        if (severity === "serious")
            return Theme.danger;
        if (severity === "moderate")
            return Theme.warning;
        if (severity === "minor")
            return Theme.caution;
        return Theme.accent;
    }

    function nextDisagreement(): void {
        const step = review.nextDisagreement(GameSession.position.globalStep);
        if (step >= 0)
            GameSession.seekGlobal(step);
    }

    spacing: Theme.spacingSmall
    visible: GameSession.loaded

    EngineReview {
        id: review

        session: GameSession
        seat: GameSession.viewpoint
        command: AppSettings.engineCommand
        folder: AppSettings.engineFolder
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Engine")
            font.bold: true
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        Button {
            objectName: "engineRun"
            font.capitalization: Font.MixedCase
            enabled: AppSettings.engineCommand.length > 0
            text: review.running ? qsTr("Stop") : qsTr("Run on this game")
            onClicked: review.running ? review.stop() : review.start()
        }
    }
    Label {
        objectName: "engineStatus"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: review.error.length > 0 ? Theme.danger : Theme.mutedText
        text: {
            if (AppSettings.engineCommand.length === 0)
                return qsTr("Set an MJAI engine's command line in the Settings to compare its choices with the game.");
            if (review.error.length > 0)
                return review.error;
            if (review.running)
                //: %1 of %2 lines of the game sent to the engine
                return qsTr("The engine is reading the game: %1 / %2").arg(review.done).arg(review.total);
            if (review.hasFigures)
                //: %1 the game's figures (rating and agreement), %2 the hand's
                return qsTr("Game: %1\nThis hand: %2").arg(review.figures).arg(review.handFigures(GameSession.position.kyoku));
            if (review.hasResult)
                //: %1 agreement in percent, %2 decisions agreed, %3 decisions
                return qsTr("Agreement %1% (%2 of %3 decisions).").arg((review.agreementRate * 100).toFixed(1)).arg(review.agreedCount).arg(review.decisionsCount);
            return qsTr("Engine: %1").arg(AppSettings.engineCommand);
        }
    }
    Label {
        objectName: "engineChoice"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.choice.text !== undefined
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize + 1
        font.bold: true
        color: panel.choice.agreed ? Theme.accent : Theme.danger
        //: %1 what the engine chose here, %2 what the player did
        text: visible ? qsTr("Engine: %1 · played: %2").arg(panel.choice.text).arg(panel.choice.playedText) : ""
    }
    Repeater {
        model: panel.decisions
        delegate: ColumnLayout {
            id: decision

            required property var modelData

            Layout.fillWidth: true
            visible: decision.modelData.options.length > 0
            spacing: 2

            Label {
                objectName: "engineRiichiDiscard"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: decision.modelData.riichiDiscard
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize + 1
                font.bold: true
                color: panel.severityColor(decision.modelData.severity)
                //: after the riichi declaration: %1 the engine's discard, %2 the player's
                text: qsTr("Riichi discard: engine %1 · played %2").arg(decision.modelData.engine).arg(decision.modelData.played)
            }
            Label {
                objectName: "engineSeverity"
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
                objectName: "engineBars"
                Layout.fillWidth: true
                options: decision.modelData.options
                agreed: decision.modelData.agreed
                playedColor: panel.severityColor(decision.modelData.severity)
            }
        }
    }
    Button {
        objectName: "nextDisagreement"
        font.capitalization: Font.MixedCase
        visible: review.hasResult
        enabled: review.nextDisagreement(GameSession.position.globalStep) >= 0
        text: qsTr("Next disagreement (D)")
        onClicked: panel.nextDisagreement()
    }
}
