pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The record editor's tile picker: click tiles of the palette to add them (up to `limit`), click
// a picked tile to take it back (it opens with the tiles placed so far); "Use" hands the tiles on
// as mpsz text (e.g. "1m2m3m7z").
Popup {
    id: picker

    property string title
    property int limit: 13
    property var picked: []
    readonly property var palette: {
        const out = [];
        for (const suit of ["m", "p", "s"]) {
            for (let n = 1; n <= 9; ++n)
                out.push(n + suit);
            out.push("0" + suit);
        }
        for (let n = 1; n <= 7; ++n)
            out.push(n + "z");
        return out;
    }

    signal used(string text)

    // Opens the picker with the tiles placed so far (`start`, codes as "5m"), to change them.
    function ask(title: string, limit: int, start: list<string>): void {
        picker.title = title;
        picker.limit = limit;
        picker.picked = start.slice(0, limit);
        picker.open();
    }

    function add(code: string): void {
        if (picker.picked.length >= picker.limit)
            return;
        const next = picker.picked.slice();
        next.push(code);
        picker.picked = next;
    }

    // "1m2m3m5p" → "123m5p": the tiles in the order picked, a suit letter after each run.
    function compact(codes: var): string {
        let out = "";
        for (let i = 0; i < codes.length; ++i) {
            const suit = codes[i].charAt(1);
            out += codes[i].charAt(0);
            if (i + 1 === codes.length || codes[i + 1].charAt(1) !== suit)
                out += suit;
        }
        return out;
    }

    function removeAt(index: int): void {
        const next = picker.picked.slice();
        next.splice(index, 1);
        picker.picked = next;
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: Theme.padding
    onOpened: paletteFlow.forceActiveFocus()

    ColumnLayout {
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            //: the record editor's tile picker: %1 what is picked, %2 and %3 tiles picked and allowed
            text: qsTr("%1: %2 of %3 tiles").arg(picker.title).arg(picker.picked.length).arg(picker.limit)
            font.pixelSize: Theme.headingSize
            font.bold: true
        }
        // The picked tiles: a click takes one back.
        Flow {
            objectName: "editorPickerHand"
            Layout.preferredWidth: 10 * 40
            Layout.minimumHeight: 48
            spacing: Theme.spacingTiny

            Repeater {
                model: picker.picked
                delegate: Tile {
                    id: pickedTile

                    required property int index
                    required property string modelData

                    tileWidth: 32
                    code: modelData

                    TapHandler {
                        onTapped: picker.removeAt(pickedTile.index)
                    }
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Remove %1").arg(TileNames.spoken(modelData))
                    Accessible.onPressAction: picker.removeAt(pickedTile.index)
                }
            }
        }
        // The palette: a click adds the tile.
        Flow {
            id: paletteFlow

            Layout.preferredWidth: 10 * 40
            spacing: Theme.spacingTiny
            activeFocusOnTab: true

            Repeater {
                model: picker.palette
                delegate: Tile {
                    id: paletteTile

                    required property string modelData

                    objectName: "editorPalette_" + modelData
                    tileWidth: 32
                    code: modelData
                    dimmed: picker.picked.length >= picker.limit

                    TapHandler {
                        onTapped: picker.add(paletteTile.modelData)
                    }
                    Accessible.role: Accessible.Button
                    Accessible.name: TileNames.spoken(modelData)
                    Accessible.onPressAction: picker.add(paletteTile.modelData)
                }
            }
        }
        RowLayout {
            spacing: Theme.spacing

            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Cancel")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: picker.close()
            }
            PrimaryButton {
                objectName: "editorPickerUse"
                text: qsTr("Use")
                onClicked: {
                    picker.used(picker.compact(picker.picked));
                    picker.close();
                }
            }
        }
    }
}
