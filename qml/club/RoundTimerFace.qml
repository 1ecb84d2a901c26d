import QtQuick
import QtQuick.Controls
import Haifu.Backend
import Haifu.Ui

// The face of the tournament room's round timer: the round's name, the time left in digits as
// big as the room allows, and the phase; the digits take the warning colour in the last minutes
// and the danger colour at time up. Shown on the Club page's timer view and on the projector's
// window alike.
Rectangle {
    id: face

    required property RoundTimer timer

    readonly property color phaseColor: face.timer.phase === RoundTimer.TimeUp ? Theme.danger : face.timer.phase === RoundTimer.Warning ? Theme.warning : Theme.text

    function phaseText(): string {
        switch (face.timer.phase) {
        case RoundTimer.NotStarted:
            return qsTr("Not started");
        case RoundTimer.TimeUp:
            return qsTr("Time up");
        case RoundTimer.Warning:
            return face.timer.running ? qsTr("Last minutes") : qsTr("Paused");
        }
        return face.timer.running ? qsTr("Running") : qsTr("Paused");
    }

    color: Theme.background
    Accessible.role: Accessible.Clock
    Accessible.name: face.timer.roundName + " " + face.timer.remainingText + " " + face.phaseText()

    Column {
        anchors.centerIn: parent
        width: parent.width
        spacing: Theme.spacing

        Label {
            objectName: "timerRoundLabel"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            text: face.timer.roundName
            visible: text.length > 0
            // Sizes follow the face: a projector's window is seen from across the room.
            font.pixelSize: Math.max(Theme.titleSize, face.height * 0.07)
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }
        Label {
            objectName: "timerDigits"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            text: face.timer.remainingText
            font.pixelSize: Math.max(Theme.titleSize, Math.min(face.height * 0.5, face.width * 1.4 / Math.max(4, text.length)))
            font.bold: true
            // Digits of one width: the time does not jitter as it counts down.
            font.family: "monospace"
            color: face.phaseColor
        }
        Label {
            objectName: "timerPhase"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            text: face.phaseText()
            font.pixelSize: Math.max(Theme.subheadingSize, face.height * 0.05)
            color: face.timer.phase === RoundTimer.NotStarted ? Theme.mutedText : face.phaseColor
        }
    }
}
