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
    readonly property SeatState actor: GameSession.analysisSeat >= 0 ? GameSession.seat(GameSession.analysisSeat) : null

    spacing: 8

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

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
            code: GameSession.whatIfCode
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
            const shanten = GameSession.shantenText(GameSession.whatIfShanten);
            const played = GameSession.whatIfPlayed ? " " + qsTr("(the discard played)") : "";
            if (GameSession.whatIfShanten === 0)
                //: %1 tenpai, %2 number of winning tiles left
                return qsTr("%1, waiting on %2 tiles.").arg(shanten).arg(GameSession.whatIfUkeire) + played;
            //: %1 the shanten (2-shanten), %2 how many tiles improve the hand
            return qsTr("%1, %2 tiles improve the hand.").arg(shanten).arg(GameSession.whatIfUkeire) + played;
        }
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
        model: GameSession.whatIfHand
        showLabels: panel.showLabels
    }

    Label {
        textFormat: Text.PlainText
        text: GameSession.whatIfShanten === 0 ? qsTr("Waits (copies unseen)") : qsTr("Tiles that improve it (copies unseen)")
        font.pixelSize: Theme.smallSize - 1
        color: Theme.mutedText
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6

        Repeater {
            model: GameSession.whatIfAccepts
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
        spacing: 6

        Button {
            objectName: "suggestButton"
            visible: GameSession.canAnnotate && !GameSession.whatIfPlayed
            text: GameSession.noteAlternative === GameSession.whatIfCode ? qsTr("Suggested in the note") : qsTr("Suggest in the note")
            enabled: GameSession.noteAlternative !== GameSession.whatIfCode
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.setAlternative(GameSession.whatIfCode)
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "whatIfBack"
            text: qsTr("Back (Esc)")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: GameSession.endWhatIf()
        }
    }
}
