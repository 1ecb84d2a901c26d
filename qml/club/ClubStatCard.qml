import QtQuick
import QtQuick.Controls
import Haifu.Ui

// One figure of a player's page: a small label over a large value.
Rectangle {
    id: card

    property string label
    property string value
    property color valueColor: Theme.text

    implicitWidth: 150
    implicitHeight: 64
    radius: Theme.radiusCard
    color: Theme.surface
    border.color: Theme.border

    Column {
        anchors.fill: parent
        anchors.margins: Theme.spacingRoomy
        spacing: Theme.spacingTiny

        Label {
            textFormat: Text.PlainText
            text: card.label
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        Label {
            textFormat: Text.PlainText
            text: card.value
            color: card.valueColor
            font.pixelSize: Theme.largeSize
            font.bold: true
        }
    }
}
