import QtQuick
import Haifu.Ui

// One tile from our SVG art, upright or sideways, face up or down, with the viewer's marks
// drawn on top: last discard, tsumogiri, called away, highlight, a count and a corner label.
Item {
    id: tile

    // "5m", "0p" (red five), "7z"; ignored when `back` is set.
    property string code
    property bool back: false
    property bool sideways: false
    // An added kan: a second sideways tile laid on this one.
    property string extraCode
    property bool highlighted: false
    property bool last: false
    property bool tsumogiri: false
    property bool calledAway: false
    property bool dimmed: false
    // The mark of a note on this tile (! ? !! ?? !? ?!), drawn as a badge at the top right.
    property string mark
    // A number shown in a badge (copies left), -1 for none.
    property int count: -1
    // The safety tier against the threats at the table (0 safest … 6), -1 for none: a coloured
    // band along the bottom of the face with the tier's number (1 … 7).
    property int danger: -1
    // A small index in the corner (1m, 5p, E…) for learners.
    property bool showLabel: false
    // The width of an upright tile; the height follows the art (3:4).
    property real tileWidth: 32
    readonly property real tileHeight: Math.round(tileWidth * 4 / 3)

    function labelFor(code: string): string {
        if (code.length < 2)
            return "";
        if (code[1] === "z")
            return ["E", "S", "W", "N", "Wh", "G", "R"][Number(code[0]) - 1] ?? "";
        return (code[0] === "0" ? "5" : code[0]) + code[1];
    }

    implicitWidth: sideways ? tileHeight : tileWidth
    implicitHeight: (sideways ? tileWidth : tileHeight) + (extraCode.length > 0 ? tileWidth : 0)
    width: implicitWidth
    height: implicitHeight
    opacity: calledAway ? 0.45 : 1
    Accessible.role: Accessible.Graphic
    Accessible.name: back ? qsTr("face-down tile") : danger >= 0 ? qsTr("%1, safety tier %2").arg(TileNames.spoken(tile.code)).arg(danger + 1) : TileNames.spoken(tile.code)

    Item {
        id: face

        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        width: tile.sideways ? tile.tileHeight : tile.tileWidth
        height: tile.sideways ? tile.tileWidth : tile.tileHeight

        Image {
            anchors.centerIn: parent
            width: tile.tileWidth
            height: tile.tileHeight
            rotation: tile.sideways ? -90 : 0
            source: "../tiles/" + (tile.back || tile.code.length === 0 ? "back" : tile.code) + ".svg"
            sourceSize.width: Math.ceil(tile.tileWidth * 2)
            sourceSize.height: Math.ceil(tile.tileHeight * 2)
            smooth: true
            mipmap: true
        }

        // Face-down tiles share the cloth's green: a light rim keeps them apart from it.
        Rectangle {
            visible: tile.back
            anchors.fill: parent
            radius: tile.tileWidth * 0.12
            color: "transparent"
            border.width: 1
            border.color: Qt.rgba(1, 1, 1, 0.55)
        }

        // Tsumogiri and dimmed tiles are shaded.
        Rectangle {
            anchors.fill: parent
            anchors.bottomMargin: tile.sideways ? 0 : parent.height * 0.04
            anchors.rightMargin: tile.sideways ? parent.width * 0.04 : 0
            radius: tile.tileWidth * 0.11
            color: "#3a2f20"
            opacity: tile.dimmed ? 0.45 : tile.tsumogiri ? 0.22 : 0
            visible: opacity > 0
        }

        Rectangle {
            anchors.fill: parent
            anchors.margins: -2
            radius: tile.tileWidth * 0.14
            color: "transparent"
            border.width: 2.5
            border.color: tile.last ? Theme.lastMark : Theme.highlight
            visible: tile.highlighted || tile.last
        }

        Rectangle {
            objectName: "dangerBand"
            visible: tile.danger >= 0 && !tile.back
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.bottomMargin: tile.sideways ? 0 : parent.height * 0.04
            height: Math.max(9, tile.tileHeight * 0.22)
            radius: tile.tileWidth * 0.1
            color: Theme.dangerColor(tile.danger)

            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: tile.danger + 1
                color: "white"
                font.pixelSize: parent.height * 0.8
                font.bold: true
            }
        }

        Text {
            textFormat: Text.PlainText
            visible: tile.showLabel && !tile.back && tile.code.length > 0
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.margins: Theme.spacingTiny
            text: tile.labelFor(tile.code)
            font.pixelSize: Math.max(8, tile.tileWidth * 0.26)
            font.bold: true
            color: "#5a4a30"
            style: Text.Outline
            styleColor: "#fbf8ef"
        }
    }

    Image {
        visible: tile.extraCode.length > 0
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        width: tile.tileWidth
        height: tile.tileHeight
        rotation: -90
        // Rotated around its centre: shift so the turned tile sits on top of the face.
        transform: Translate {
            y: -(tile.tileHeight - tile.tileWidth) / 2
        }
        source: visible ? "../tiles/" + tile.extraCode + ".svg" : ""
        sourceSize.width: Math.ceil(tile.tileWidth * 2)
        sourceSize.height: Math.ceil(tile.tileHeight * 2)
    }

    // The last discard: a small marker above the tile.
    Rectangle {
        visible: tile.last
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: 1
        width: Math.max(6, tile.tileWidth * 0.28)
        height: width
        radius: width / 2
        color: Theme.lastMark
        border.color: "#7a4b08"
        border.width: 1
    }

    Rectangle {
        visible: tile.count >= 0
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: -3
        width: Math.max(countText.implicitWidth + 6, height)
        height: Math.max(14, tile.tileWidth * 0.45)
        radius: height / 2
        color: tile.count === 0 ? Theme.danger : Theme.accent
        border.color: Theme.surface
        border.width: 1

        Text {
            id: countText

            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: tile.count
            color: Theme.accentText
            font.pixelSize: parent.height * 0.72
            font.bold: true
        }
    }

    MarkBadge {
        objectName: "markBadge"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.rightMargin: -size * 0.35
        anchors.topMargin: -size * 0.35
        size: Math.max(13, tile.tileWidth * 0.58)
        mark: tile.mark
        z: 2
    }
}
