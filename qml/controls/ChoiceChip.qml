import QtQuick
import QtQuick.Controls
import Haifu.Ui

// A large toggle for quick entry at the table (a result kind, a seat, riichi): filled with the
// accent colour when selected, with its key shown in a corner. Drawn by hand so that it looks
// the same in the software renderer used for screenshots.
AbstractButton {
    id: chip

    property bool selected: false
    // The key that toggles it ("R", "1", "⇧1"), shown small at the right.
    property string hint
    // A warning state (e.g. a winner who is also the discarder).
    property bool warning: false

    focusPolicy: Qt.NoFocus
    padding: Theme.padding
    leftPadding: Theme.marginMedium
    rightPadding: hint.length > 0 ? hintMetrics.advanceWidth + 14 : 12
    // Whole pixels: a fractional width elides the last letter of the text.
    implicitWidth: Math.max(56, Math.ceil(implicitContentWidth + leftPadding + rightPadding))
    implicitHeight: 40
    Accessible.role: Accessible.CheckBox
    Accessible.checked: selected
    Accessible.name: text

    TextMetrics {
        id: hintMetrics

        text: chip.hint
        font.pixelSize: Theme.smallSize - 1
    }

    contentItem: Text {
        textFormat: Text.PlainText
        text: chip.text
        font.pixelSize: Theme.bodySize
        font.bold: chip.selected
        color: chip.selected ? Theme.accentText : chip.enabled ? Theme.text : Theme.mutedText
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: Theme.radiusMedium
        color: chip.selected ? (chip.warning ? Theme.danger : Theme.accent)
                             : chip.hovered ? Theme.accentSoft : Theme.surfaceAlt
        border.width: chip.warning && !chip.selected ? 2 : 1
        border.color: chip.warning ? Theme.danger : chip.selected ? "transparent" : Theme.border
        opacity: chip.enabled ? 1 : 0.5

        Text {
            textFormat: Text.PlainText
            anchors.right: parent.right
            anchors.rightMargin: Theme.spacingCompact
            anchors.verticalCenter: parent.verticalCenter
            text: chip.hint
            visible: chip.hint.length > 0
            font.pixelSize: Theme.smallSize - 1
            color: chip.selected ? Theme.accentText : Theme.mutedText
            opacity: 0.8
        }
    }
}
