import QtQuick
import Haifu.Ui

// A small tile with a number under it: the copies of that tile still unseen.
Column {
    id: counted

    property string code
    property int count: 0
    property real tileWidth: 18
    property bool showLabel: false

    spacing: 0

    Tile {
        anchors.horizontalCenter: parent.horizontalCenter
        tileWidth: counted.tileWidth
        code: counted.code
        dimmed: counted.count === 0
        showLabel: counted.showLabel
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        text: counted.count
        font.pixelSize: Math.max(10, counted.tileWidth * 0.6)
        font.bold: true
        color: counted.count === 0 ? Theme.danger : Theme.mutedText
    }
}
