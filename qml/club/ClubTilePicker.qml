pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The winning hand entered tile by tile: click tiles of the palette to add them to the hand (or,
// in a call mode, to add a chi, pon or kan; or a dora indicator), click a tile of the hand to
// remove it or, with "winning tile", to mark it. With 14 tiles the rules engine scores the hand
// at once under the game's rules and the hand's seat and round winds: the yaku with their han,
// every fu item, and the value. "Use" puts its han/fu (or yakuman) into the entry.
Popup {
    id: picker

    required property ClubController club
    property int seat: -1
    property bool tsumo: false
    property bool riichi: false
    // The ledger index being corrected, -1 for the next hand (its winds and honba).
    property int handIndex: -1
    // Concealed tiles (codes), the winning tile's index among them, calls, indicators.
    property var closed: []
    property int winIndex: -1
    property var melds: []
    property var dora: []
    property var ura: []
    // "closed", "chi", "pon", "kan", "ankan", "dora", "ura", "win".
    property string mode: "closed"
    property bool doubleRiichi: false
    property bool ippatsu: false
    property bool lastTile: false
    property bool rinshan: false
    property bool chankan: false
    property var score: ({ ok: false, error: "" })
    readonly property int tileCount: closed.length + 3 * melds.length

    // The engine's value for the hand, to put into the entry.
    signal used(int seat, var score)

    function open_(seat: int, tsumo: bool, riichi: bool, handIndex: int): void {
        picker.seat = seat;
        picker.tsumo = tsumo;
        picker.riichi = riichi;
        picker.handIndex = handIndex;
        picker.reset();
        picker.open();
    }

    function reset(): void {
        picker.closed = [];
        picker.winIndex = -1;
        picker.melds = [];
        picker.dora = [];
        picker.ura = [];
        picker.mode = "closed";
        picker.doubleRiichi = false;
        picker.ippatsu = false;
        picker.lastTile = false;
        picker.rinshan = false;
        picker.chankan = false;
        picker.rescore();
    }

    // Copies of a kind in the hand, the calls and the indicators (a red five counts as a five).
    function copies(code: string): int {
        const kind = code[0] === "0" ? "5" + code[1] : code;
        const same = c => (c[0] === "0" ? "5" + c[1] : c) === kind;
        let n = picker.closed.filter(same).length + picker.dora.filter(same).length + picker.ura.filter(same).length;
        for (let i = 0; i < picker.melds.length; ++i)
            n += picker.melds[i].tiles.filter(same).length;
        return n;
    }

    function canAdd(code: string, count: int): bool {
        if (code[0] === "0" && picker.copies(code) > 0) {
            // One red five per suit (two red 5p are rare; the engine checks the rest).
            const reds = picker.closed.concat(picker.dora).filter(c => c === code).length;
            if (reds > 0 && code !== "0p")
                return false;
        }
        return picker.copies(code) + count <= 4;
    }

    function add(code: string): void {
        const suit = code[1];
        const n = code[0] === "0" ? 5 : Number(code[0]);
        switch (picker.mode) {
        case "closed":
            if (picker.tileCount >= 14 || !picker.canAdd(code, 1))
                return;
            picker.closed = picker.closed.concat([code]);
            picker.winIndex = picker.closed.length - 1;
            break;
        case "chi":
            if (suit === "z" || n > 7 || picker.tileCount > 11)
                return;
            {
                const tiles = [code, String(n + 1) + suit, String(n + 2) + suit];
                if (!tiles.every(t => picker.canAdd(t, 1)))
                    return;
                picker.melds = picker.melds.concat([{ kind: "chi", tiles: tiles }]);
            }
            break;
        case "pon":
        case "kan":
        case "ankan":
            {
                const count = picker.mode === "pon" ? 3 : 4;
                const plain = code[0] === "0" ? "5" + suit : code;
                if (picker.tileCount > 11 || !picker.canAdd(plain, count))
                    return;
                const tiles = [];
                for (let i = 0; i < count; ++i)
                    tiles.push(i === 0 ? code : plain);
                picker.melds = picker.melds.concat([{ kind: picker.mode === "kan" ? "minkan" : picker.mode, tiles: tiles }]);
            }
            break;
        case "dora":
            if (picker.dora.length < 5 && picker.canAdd(code, 1))
                picker.dora = picker.dora.concat([code]);
            break;
        case "ura":
            if (picker.ura.length < 5 && picker.canAdd(code, 1))
                picker.ura = picker.ura.concat([code]);
            break;
        }
        picker.rescore();
    }

    function removeClosed(index: int): void {
        if (picker.mode === "win") {
            picker.winIndex = index;
        } else {
            const c = Array.from(picker.closed);
            c.splice(index, 1);
            picker.closed = c;
            if (picker.winIndex >= c.length || picker.winIndex === index)
                picker.winIndex = c.length - 1;
            else if (picker.winIndex > index)
                picker.winIndex -= 1;
        }
        picker.rescore();
    }

    function removeMeld(index: int): void {
        const m = Array.from(picker.melds);
        m.splice(index, 1);
        picker.melds = m;
        picker.rescore();
    }

    function removeIndicator(list: string, index: int): void {
        const l = Array.from(list === "dora" ? picker.dora : picker.ura);
        l.splice(index, 1);
        if (list === "dora")
            picker.dora = l;
        else
            picker.ura = l;
        picker.rescore();
    }

    function meldText(m: var): string {
        const digits = m.tiles.map(t => t[0]).join("");
        return m.kind + ":" + digits + m.tiles[0][1];
    }

    function rescore(): void {
        if (picker.tileCount !== 14 || picker.winIndex < 0) {
            picker.score = {
                ok: false,
                error: ""
            };
            return;
        }
        picker.score = picker.club.game.scoreHand({
            closed: picker.closed.join(""),
            melds: picker.melds.map(m => picker.meldText(m)),
            winTile: picker.closed[picker.winIndex],
            seat: picker.seat,
            tsumo: picker.tsumo,
            riichi: picker.riichi || picker.doubleRiichi,
            doubleRiichi: picker.doubleRiichi,
            ippatsu: picker.ippatsu,
            haitei: picker.lastTile && picker.tsumo,
            houtei: picker.lastTile && !picker.tsumo,
            rinshan: picker.rinshan,
            chankan: picker.chankan,
            dora: picker.dora.join(""),
            ura: picker.ura.join(""),
            hand: picker.handIndex
        });
    }

    // Sets a whole hand at once (tests and screenshots): "234m567p…" with the winning tile last.
    function setHand(tiles: string, win: string, doraIndicators: string): void {
        picker.reset();
        const codes = [];
        let digits = "";
        for (let i = 0; i < tiles.length; ++i) {
            const ch = tiles[i];
            if (ch >= "0" && ch <= "9") {
                digits += ch;
            } else {
                for (let j = 0; j < digits.length; ++j)
                    codes.push(digits[j] + ch);
                digits = "";
            }
        }
        codes.push(win);
        picker.closed = codes;
        picker.winIndex = codes.length - 1;
        const d = [];
        for (let i = 0; i + 1 < doraIndicators.length; i += 2)
            d.push(doraIndicators.substr(i, 2));
        picker.dora = d;
        picker.rescore();
    }

    onTsumoChanged: rescore()
    onRiichiChanged: rescore()
    onDoubleRiichiChanged: rescore()
    onIppatsuChanged: rescore()
    onLastTileChanged: rescore()
    onRinshanChanged: rescore()
    onChankanChanged: rescore()

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(900, parent ? parent.width - 40 : 900)
    height: Math.min(660, parent ? parent.height - 40 : 660)
    padding: Theme.spacingLarge
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    // A dark veil in both themes (Material's dark one is light).
    Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }
    background: Rectangle {
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.border
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge

        // Left: the hand, the palette and the situation.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                //: the tile picker's title: whose hand, won by ron or tsumo
                text: (picker.tsumo ? qsTr("Tsumo hand of %1") : qsTr("Ron hand of %1")).arg(picker.club.game.seatNames[picker.seat] ?? "")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                //: %1 of 14 tiles entered
                text: qsTr("%1 of 14 tiles. Click a tile below to add it; click a tile of the hand to remove it.").arg(picker.tileCount)
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
                wrapMode: Text.Wrap
            }

            // The hand: concealed tiles (the winning tile apart and marked), then the calls.
            ClubPickerHand {
                Layout.fillWidth: true
                closed: picker.closed
                winIndex: picker.winIndex
                melds: picker.melds
                onClosedClicked: index => picker.removeClosed(index)
                onMeldClicked: index => picker.removeMeld(index)
            }

            // What a click on the palette does.
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacingCompact

                Repeater {
                    model: [
                        { key: "closed", label: qsTr("Hand") },
                        { key: "chi", label: qsTr("Chi") },
                        { key: "pon", label: qsTr("Pon") },
                        { key: "kan", label: qsTr("Open kan") },
                        { key: "ankan", label: qsTr("Closed kan") },
                        { key: "dora", label: qsTr("Dora indicator") },
                        { key: "ura", label: qsTr("Ura indicator") },
                        { key: "win", label: qsTr("Winning tile") }
                    ]
                    delegate: ChoiceChip {
                        required property var modelData

                        objectName: "pickerMode_" + modelData.key
                        implicitHeight: 34
                        text: modelData.label
                        selected: picker.mode === modelData.key
                        onClicked: picker.mode = modelData.key
                    }
                }
            }

            // The palette.
            Column {
                spacing: Theme.spacingSmall

                Repeater {
                    model: [["1m", "2m", "3m", "4m", "5m", "0m", "6m", "7m", "8m", "9m"], ["1p", "2p", "3p", "4p", "5p", "0p", "6p", "7p", "8p", "9p"], ["1s", "2s", "3s", "4s", "5s", "0s", "6s", "7s", "8s", "9s"], ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]]
                    delegate: Row {
                        id: paletteRow

                        required property var modelData

                        spacing: Theme.spacingHair

                        Repeater {
                            model: paletteRow.modelData
                            delegate: Item {
                                id: cell

                                required property string modelData

                                width: 36
                                height: 48

                                Tile {
                                    id: paletteTile

                                    anchors.centerIn: parent
                                    tileWidth: 34
                                    code: cell.modelData
                                    dimmed: picker.copies(cell.modelData) >= 4
                                }
                                MouseArea {
                                    objectName: "palette_" + cell.modelData
                                    anchors.fill: parent
                                    cursorShape: Qt.PointingHandCursor
                                    Accessible.role: Accessible.Button
                                    Accessible.name: paletteTile.Accessible.name
                                    Accessible.onPressAction: picker.add(cell.modelData)
                                    onClicked: picker.add(cell.modelData)
                                }
                            }
                        }
                    }
                }
            }

            // Dora indicators.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingCompact

                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Dora indicators")
                    color: Theme.mutedText
                }
                Repeater {
                    model: picker.dora
                    delegate: Tile {
                        required property int index
                        required property string modelData

                        tileWidth: 26
                        code: modelData
                        Accessible.role: Accessible.Button
                        Accessible.onPressAction: picker.removeIndicator("dora", index)
                        TapHandler {
                            onTapped: picker.removeIndicator("dora", parent.index)
                        }
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    visible: picker.riichi || picker.doubleRiichi
                    text: qsTr("Ura")
                    color: Theme.mutedText
                }
                Repeater {
                    model: picker.ura
                    delegate: Tile {
                        required property int index
                        required property string modelData

                        tileWidth: 26
                        code: modelData
                        Accessible.role: Accessible.Button
                        Accessible.onPressAction: picker.removeIndicator("ura", index)
                        TapHandler {
                            onTapped: picker.removeIndicator("ura", parent.index)
                        }
                    }
                }
                Item {
                    Layout.fillWidth: true
                }
            }

            // The situation.
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacingSmall

                CheckBox {
                    text: qsTr("Tsumo")
                    checked: picker.tsumo
                    onToggled: picker.tsumo = checked
                }
                CheckBox {
                    text: qsTr("Riichi")
                    checked: picker.riichi
                    onToggled: picker.riichi = checked
                }
                CheckBox {
                    text: qsTr("Double riichi")
                    checked: picker.doubleRiichi
                    onToggled: picker.doubleRiichi = checked
                }
                CheckBox {
                    text: qsTr("Ippatsu")
                    checked: picker.ippatsu
                    onToggled: picker.ippatsu = checked
                }
                CheckBox {
                    //: haitei (tsumo) or houtei (ron) (Japanese: 海底・河底)
                    text: qsTr("Last tile")
                    checked: picker.lastTile
                    onToggled: picker.lastTile = checked
                }
                CheckBox {
                    text: qsTr("After a kan")
                    checked: picker.rinshan
                    onToggled: picker.rinshan = checked
                }
                CheckBox {
                    text: qsTr("Robbing a kan")
                    checked: picker.chankan
                    onToggled: picker.chankan = checked
                }
            }
            Item {
                Layout.fillHeight: true
            }
        }

        // Right: what the engine found.
        ClubPickerScore {
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            club: picker.club
            score: picker.score
            onUsed: {
                picker.used(picker.seat, picker.score);
                picker.close();
            }
            onCancelled: picker.close()
        }
    }
}
