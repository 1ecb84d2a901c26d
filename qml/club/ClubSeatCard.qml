pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// A seat of the Club page's open game: the seat wind (the dealer marked), the player, the table
// points now and what the hand being entered would change, and the riichi chip of the entry.
Rectangle {
    id: seatCard

    required property ClubController club
    required property int index
    // The entry is shown: the riichi chip and the preview's delta.
    property bool entering: false
    // What the hand being entered gives the seat, and whether the seat declared riichi.
    property int delta: 0
    property bool riichi: false
    // The seat wind of the next hand (of the first hand once the game is over).
    readonly property int wind: club.game.ended ? index : (index - club.game.dealer + club.game.rules.players) % club.game.rules.players
    readonly property bool dealer: wind === 0 && !club.game.ended
    readonly property int points: club.game.scores[index] ?? 0
    // Four cards in a narrow window: first names, a smaller badge, no key hints.
    readonly property bool compact: width < 240

    signal riichiToggled

    function windLetter(w: int): string {
        return [qsTr("E"), qsTr("S"), qsTr("W"), qsTr("N")][w] ?? "";
    }

    objectName: "seatCard_" + index
    Layout.fillWidth: true
    Layout.preferredWidth: 10
    implicitHeight: 66
    radius: Theme.radius
    color: Theme.surface
    border.width: dealer ? 2 : 1
    border.color: dealer ? Theme.accent : Theme.border

    Rectangle {
        id: windBadge

        anchors.left: parent.left
        anchors.leftMargin: seatCard.compact ? Theme.spacingCompact : Theme.spacingRoomy
        anchors.verticalCenter: parent.verticalCenter
        width: seatCard.compact ? 22 : 34
        height: width
        radius: width / 2
        color: seatCard.dealer ? Theme.accent : Theme.surfaceAlt
        border.color: Theme.border

        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: seatCard.windLetter(seatCard.wind)
            font.pixelSize: seatCard.compact ? Theme.bodySize : Theme.headingSize
            font.bold: true
            color: seatCard.dealer ? Theme.accentText : Theme.text
        }
    }
    // Positioners and anchors, not layouts: the card's compact form changes the riichi chip's
    // width while the row of cards is being laid out, and a nested Qt 6.4 layout misses that.
    Column {
        anchors.left: windBadge.right
        anchors.leftMargin: seatCard.compact ? Theme.spacingCompact : Theme.spacingRoomy
        anchors.right: parent.right
        anchors.rightMargin: seatCard.compact ? Theme.spacingCompact : Theme.marginSmall
        anchors.verticalCenter: parent.verticalCenter

        Item {
            width: parent.width
            height: Math.max(nameLabel.implicitHeight, riichiChip.visible ? riichiChip.implicitHeight : 0)

            Label {
                id: nameLabel

                textFormat: Text.PlainText
                anchors.left: parent.left
                anchors.right: riichiChip.visible ? riichiChip.left : parent.right
                anchors.rightMargin: riichiChip.visible ? Theme.spacingSmall : 0
                anchors.verticalCenter: parent.verticalCenter
                text: (seatCard.compact ? seatCard.club.game.shortNames : seatCard.club.game.seatNames)[seatCard.index] ?? ""
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            ChoiceChip {
                id: riichiChip

                objectName: "riichiChip_" + seatCard.index
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                visible: seatCard.entering && !seatCard.club.game.ended
                implicitHeight: 24
                topPadding: Theme.spacingTiny
                bottomPadding: Theme.spacingTiny
                leftPadding: Theme.padding

                //: the riichi toggle of a seat
                text: qsTr("Riichi")
                hint: seatCard.compact ? "" : "Alt+" + (seatCard.index + 1)
                selected: seatCard.riichi
                onClicked: seatCard.riichiToggled()
            }
        }
        Row {
            spacing: seatCard.compact ? Theme.spacingSmall : Theme.spacing

            Label {
                id: pointsLabel

                textFormat: Text.PlainText
                objectName: "seatPoints_" + seatCard.index
                text: seatCard.points.toLocaleString(Qt.locale("en_US"), "f", 0)
                font.pixelSize: seatCard.compact ? Theme.headingSize : Theme.titleSize
                font.bold: true
                color: seatCard.points < 0 ? Theme.danger : Theme.text
            }
            Label {
                textFormat: Text.PlainText
                anchors.baseline: pointsLabel.baseline
                visible: seatCard.delta !== 0
                text: (seatCard.delta > 0 ? "+" : "−") + Math.abs(seatCard.delta).toLocaleString(Qt.locale("en_US"), "f", 0)
                font.pixelSize: seatCard.compact ? Theme.smallSize : Theme.subheadingSize
                font.bold: true
                color: seatCard.delta > 0 ? Theme.accent : Theme.danger
            }
        }
    }
}
