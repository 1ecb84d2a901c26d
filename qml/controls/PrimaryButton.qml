import QtQuick
import QtQuick.Controls
import Haifu.Ui

// The main action of a view (Start, Answer, Next) in the accent colour. Drawn by hand: the
// Material button's elevation effect does not render in the software scene graph (offscreen
// screenshots), where a highlighted Material button comes out blank. Enter activates it too.
AbstractButton {
    id: control

    font.bold: true
    focusPolicy: Qt.StrongFocus
    padding: Theme.spacingRoomy
    leftPadding: Theme.indent
    rightPadding: Theme.indent
    implicitWidth: Math.max(96, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(40, implicitContentHeight + topPadding + bottomPadding)
    Accessible.role: Accessible.Button
    Accessible.name: text
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    contentItem: Text {
        textFormat: Text.PlainText
        text: control.text
        font: control.font
        color: Theme.accentText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: Theme.radiusMedium
        color: control.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent
        border.width: control.visualFocus ? 3 : 0
        border.color: Theme.highlight
    }
}
