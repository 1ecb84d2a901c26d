pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The record editor's deal: each seat's hand and the indicators as tiles, placed with the tile
// picker (a click on the tiles or "Pick tiles…"); the mpsz text below each is there for those who
// type records ("123m456p789s1122z").
ColumnLayout {
    id: deal

    required property RecordEditor editor

    // "123m55z" → ["1m", "2m", "3m", "5z", "5z"]; what does not parse is left out.
    function tilesOf(mpsz: string): list<string> {
        const out = [];
        let digits = "";
        for (const c of mpsz) {
            if (c >= "0" && c <= "9") {
                digits += c;
            } else if ("mpsz".indexOf(c) >= 0) {
                for (const d of digits)
                    out.push(d + c);
                digits = "";
            }
        }
        return out;
    }

    spacing: Theme.spacingSmall

    EditorTilePicker {
        id: picker

        property int seat: -1

        onUsed: text => {
            if (picker.seat >= 0)
                deal.editor.setHand(picker.seat, text);
            else
                deal.editor.setDora(text);
        }
    }

    // One line of tiles: the tiles so far (a click opens the picker with them), the picker's
    // button, and the text.
    component TilesLine: ColumnLayout {
        id: line

        property string label
        property string text
        property string pickerTitle
        property int limit: 13
        property string name

        signal pick
        signal typed(string text)

        spacing: Theme.spacingTiny
        Layout.fillWidth: true

        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true

            Label {
                textFormat: Text.PlainText
                text: line.label
                elide: Text.ElideRight
                Layout.preferredWidth: 96
            }
            Rectangle {
                objectName: "editorTiles" + line.name
                Layout.fillWidth: true
                Layout.preferredHeight: 38
                radius: Theme.radiusSmall
                color: tilesArea.containsMouse ? Theme.accentSoft : Theme.surfaceAlt
                border.color: Theme.border

                TileRow {
                    anchors.verticalCenter: parent.verticalCenter
                    x: Theme.spacingSmall
                    tileWidth: Math.min(22, (parent.width - 2 * Theme.spacingSmall) / Math.max(line.limit + 1, 1) - 1)
                    codes: deal.tilesOf(line.text)
                }
                Label {
                    anchors.centerIn: parent
                    visible: line.text.length === 0
                    textFormat: Text.PlainText
                    text: qsTr("No tiles yet: click to place them")
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                MouseArea {
                    id: tilesArea

                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: line.pick()
                }
            }
            Button {
                objectName: "editorPick" + line.name
                text: qsTr("Pick tiles…")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: line.pick()
            }
        }
        TextField {
            objectName: "editor" + (line.name === "Dora" ? "Dora" : "Hand" + line.name)
            Layout.fillWidth: true
            Layout.leftMargin: 96 + Theme.spacing
            text: line.text
            font.family: "monospace"
            placeholderText: qsTr("or as text, e.g. 123m456p789s1122z")
            onTextEdited: line.typed(text)
        }
    }

    Repeater {
        model: deal.editor.playerCount
        delegate: TilesLine {
            required property int index

            name: String(index)
            label: deal.editor.players[index]?.length > 0 ? deal.editor.players[index] : qsTr("Seat %1").arg(index)
            text: deal.editor.hands[index] ?? ""
            onPick: {
                picker.seat = index;
                picker.ask(qsTr("Hand of seat %1").arg(index), 13, deal.tilesOf(text));
            }
            onTyped: text => deal.editor.setHand(index, text)
        }
    }
    TilesLine {
        name: "Dora"
        label: qsTr("Dora")
        limit: 5
        text: deal.editor.dora
        onPick: {
            picker.seat = -1;
            picker.ask(qsTr("Dora indicators"), 5, deal.tilesOf(text));
        }
        onTyped: text => deal.editor.setDora(text)
    }
    RowLayout {
        spacing: Theme.spacing
        Layout.fillWidth: true

        Label {
            textFormat: Text.PlainText
            //: the ura dora indicators, shown at a riichi win
            text: qsTr("Ura")
            Layout.preferredWidth: 96
        }
        TextField {
            objectName: "editorUra"
            Layout.fillWidth: true
            text: deal.editor.ura
            font.family: "monospace"
            placeholderText: qsTr("as text, e.g. 3p")
            onTextEdited: deal.editor.setUra(text)
        }
    }
}
