pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The hand of a quiz question on the felt: the concealed tiles (a winning tile apart), the
// melds, the situation in words and the dora indicators.
Rectangle {
    id: hand

    required property QuizSession session

    implicitHeight: handColumn.implicitHeight + 2 * Theme.margin
    radius: Theme.radius
    color: Theme.felt

    ColumnLayout {
        id: handColumn

        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        // Defence: the river of the player in riichi (the riichi tile sideways).
        RowLayout {
            Layout.fillWidth: true
            visible: hand.session.current.river.count > 0
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                //: the discards of the player in riichi (Japanese: リーチ者の河)
                text: qsTr("River of the riichi player")
                color: Theme.feltMuted
            }
            TileStrip {
                objectName: "quizRiverTiles"
                Layout.preferredHeight: 38
                model: hand.session.current.river
                tileWidth: 28
                spacing: Theme.spacingTiny
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacingTiny

            TileStrip {
                objectName: "quizHandTiles"
                model: hand.session.current.hand
                tileWidth: 44
                gap: 14
                spacing: Theme.spacingTiny
                // Defence and discard EV: a click on a tile picks it.
                interactive: hand.session.phase === QuizSession.Answering
                             && (hand.session.current.kind === "defence" || hand.session.current.kind === "discard_ev")
                onTileClicked: code => hand.session.pickTile(code)
            }
            TileStrip {
                objectName: "quizMeldTiles"
                model: hand.session.current.melds
                tileWidth: 44
                gap: 14
                spacing: Theme.spacingTiny
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: hand.session.current.situation
                color: Theme.feltText
                wrapMode: Text.Wrap
            }
            Label {
                textFormat: Text.PlainText
                visible: hand.session.current.dora.count > 0
                //: the dora indicator tiles (Japanese: ドラ表示牌)
                text: qsTr("Dora indicators")
                color: Theme.feltMuted
            }
            TileStrip {
                // As tall as the row has always been (the tiles are 37 px).
                Layout.preferredHeight: 38
                visible: hand.session.current.dora.count > 0
                model: hand.session.current.dora
                tileWidth: 28
                spacing: Theme.spacing
            }
        }
    }
}
