pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// "What if": another discard tried at the decision on screen and the hand it leaves (shanten,
// the tiles that improve it or its waits), without touching the record. Esc returns.
ColumnLayout {
    id: panel

    property bool showLabels: false
    readonly property SeatState actor: GameSession.analysis.seat >= 0 ? GameSession.seat(GameSession.analysis.seat) : null

    spacing: Theme.spacing

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            objectName: "whatIfTitle"
            //: trying another discard; %1 is a player's name
            text: qsTr("What if %1 discards").arg(panel.actor ? panel.actor.name : "")
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        Tile {
            tileWidth: 24
            code: GameSession.whatIf.code
            highlighted: true
            showLabel: panel.showLabels
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "whatIfVerdict"
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize + 1
        color: Theme.text
        text: {
            const shanten = GameSession.shantenText(GameSession.whatIf.shanten);
            const played = GameSession.whatIf.played ? " " + qsTr("(the discard played)") : "";
            if (GameSession.whatIf.shanten === 0)
                //: %1 tenpai, %2 number of winning tiles left
                return qsTr("%1, waiting on %2 tiles.").arg(shanten).arg(GameSession.whatIf.ukeire) + played;
            //: %1 the shanten (2-shanten), %2 how many tiles improve the hand
            return qsTr("%1, %2 tiles improve the hand.").arg(shanten).arg(GameSession.whatIf.ukeire) + played;
        }
    }
    Label {
        objectName: "whatIfValue"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text.length > 0
        text: GameSession.insight.evReady ? GameSession.insight.valueText(GameSession.whatIf.code) : ""
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.text
    }
    Label {
        objectName: "whatIfDanger"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text.length > 0
        text: GameSession.insight.threatened ? GameSession.insight.dangerTextOf(GameSession.whatIf.code) : ""
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.danger
    }

    Label {
        textFormat: Text.PlainText
        text: qsTr("The hand left")
        font.pixelSize: Theme.smallSize - 1
        color: Theme.mutedText
    }
    TileStrip {
        objectName: "whatIfHand"
        tileWidth: Math.min(22, (panel.width - 4) / 14)
        model: GameSession.whatIf.hand
        showLabels: panel.showLabels
    }

    Label {
        textFormat: Text.PlainText
        text: GameSession.whatIf.shanten === 0 ? qsTr("Waits (copies unseen)") : qsTr("Tiles that improve it (copies unseen)")
        font.pixelSize: Theme.smallSize - 1
        color: Theme.mutedText
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingCompact

        Repeater {
            model: GameSession.whatIf.accepts
            delegate: CountedTile {
                required code
                required count

                tileWidth: 20
                showLabel: panel.showLabels
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingCompact

        Button {
            objectName: "suggestButton"
            visible: GameSession.canAnnotate && !GameSession.whatIf.played
            text: GameSession.notes.alternative === GameSession.whatIf.code ? qsTr("Suggested in the note") : qsTr("Suggest in the note")
            enabled: GameSession.notes.alternative !== GameSession.whatIf.code
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.notes.setAlternative(GameSession.whatIf.code)
        }
        Button {
            objectName: "startVariationButton"
            visible: !GameSession.whatIf.played
            //: play the discard tried as a variation of the game (the variation tree)
            text: qsTr("Start a variation")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.variations.playDiscard(GameSession.whatIf.code)
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "whatIfBack"
            text: qsTr("Back (Esc)")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.whatIf.end()
        }
    }
}
