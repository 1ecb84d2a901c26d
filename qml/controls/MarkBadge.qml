import QtQuick
import Haifu.Ui

// A note's mark (! ? !! ?? !? ?!) as a coloured round badge, as chess tools draw move glyphs.
Rectangle {
    id: badge

    property string mark
    property real size: 16

    visible: mark.length > 0
    width: Math.max(size, glyph.implicitWidth + size * 0.35)
    height: size
    radius: size / 2
    color: Theme.markColor(mark)
    border.color: "#ffffff"
    border.width: Math.max(1, size / 14)
    Accessible.role: Accessible.StaticText
    Accessible.name: mark

    Text {
        id: glyph

        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: badge.mark
        color: "#ffffff"
        font.pixelSize: badge.size * (badge.mark.length > 1 ? 0.62 : 0.72)
        font.bold: true
    }
}
