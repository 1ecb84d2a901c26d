import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The timeline over the whole game: where the table is, a slider to any step, the seat at the
// bottom.
Rectangle {
    implicitHeight: timeline.implicitHeight + Theme.padding
    color: Theme.surface

    Rectangle {
        width: parent.width
        height: 1
        color: Theme.border
    }

    RowLayout {
        id: timeline

        anchors.fill: parent
        anchors.leftMargin: Theme.marginMedium
        anchors.rightMargin: Theme.marginMedium
        spacing: Theme.spacingRoomy

        Label {
            textFormat: Text.PlainText
            objectName: "positionLabel"
            // In a variation: where the table is in the variation's line (the slider stays on
            // the recorded line, at the step the variation leaves it).
            text: GameSession.variations.active
                  //: %1 kyoku label (E1-0), %2 the variation's title, %3 step, %4 last step of the line
                  ? qsTr("%1 · %2 · step %3 / %4").arg(GameSession.table.kyokuLabel).arg(GameSession.variations.title).arg(GameSession.variations.step).arg(Math.max(0, GameSession.variations.stepCount - 1))
                  //: %1 kyoku label (E1-0), %2 step, %3 last step of the hand
                  : qsTr("%1 · step %2 / %3").arg(GameSession.table.kyokuLabel).arg(GameSession.position.step).arg(Math.max(0, GameSession.position.stepCount - 1))
            font.pixelSize: Theme.smallSize + 1
            font.bold: true
            color: Theme.text
        }
        Slider {
            id: slider

            objectName: "timeline"
            Layout.fillWidth: true
            focusPolicy: Qt.NoFocus
            from: 0
            to: Math.max(1, GameSession.position.totalSteps - 1)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: GameSession.position.globalStep
            onMoved: GameSession.seekGlobal(Math.round(value))
        }
        Label {
            textFormat: Text.PlainText
            //: %1 the seat at the bottom of the table
            text: qsTr("Seat: %1").arg(GameSession.seat(GameSession.viewpoint)?.name ?? "")
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
    }
}
