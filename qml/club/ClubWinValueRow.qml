pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// One winner's value in the entry panel: han and fu typed in (or yakuman), the player liable
// for a yakuman (pao), and a button that opens the tile picker to let the engine count them.
RowLayout {
    id: row

    property int seat: -1
    property string name
    property string han
    property string fu
    property int yakuman: 0
    property int pao: -1
    property bool paoAllowed: false
    property var seatNames: []

    signal hanEdited(string text)
    signal fuEdited(string text)
    signal yakumanToggled
    signal paoPicked(int liable)
    signal tilesRequested
    // Keys typed in the fields that are not digits (kind letters, Shift/Alt+digits, Enter, Esc).
    signal keyPressed(var event)

    function paoChoices(): var {
        const out = [qsTr("No pao")];
        for (let i = 0; i < row.seatNames.length; ++i)
            out.push(row.seatNames[i]);
        return out;
    }

    function focusHan(): void {
        if (row.yakuman > 0)
            return;
        hanField.forceActiveFocus();
        hanField.selectAll();
    }

    spacing: Theme.spacingCompact

    Label {
        textFormat: Text.PlainText
        Layout.preferredWidth: 64
        Layout.minimumWidth: 30
        Layout.fillWidth: true
        text: row.name
        font.bold: true
        color: Theme.text
        elide: Text.ElideRight
    }
    TextField {
        id: hanField

        objectName: "han_" + row.seat
        Layout.preferredWidth: 50
        visible: row.yakuman === 0
        text: row.han
        placeholderText: qsTr("han")
        inputMethodHints: Qt.ImhDigitsOnly
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.subheadingSize
        validator: IntValidator {
            bottom: 0
            top: 99
        }
        onTextEdited: row.hanEdited(text)
        Keys.onPressed: event => row.keyPressed(event)
        KeyNavigation.tab: fuField
    }
    TextField {
        id: fuField

        objectName: "fu_" + row.seat
        Layout.preferredWidth: 50
        visible: row.yakuman === 0
        text: row.fu
        placeholderText: qsTr("fu")
        inputMethodHints: Qt.ImhDigitsOnly
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.subheadingSize
        validator: IntValidator {
            bottom: 0
            top: 200
        }
        onTextEdited: row.fuEdited(text)
        Keys.onPressed: event => row.keyPressed(event)
    }
    ChoiceChip {
        objectName: "yakuman_" + row.seat
        text: row.yakuman > 1 ? qsTr("%1× yakuman").arg(row.yakuman) : qsTr("Yakuman")
        hint: "Y"
        selected: row.yakuman > 0
        onClicked: row.yakumanToggled()
    }
    PlainComboBox {
        id: paoBox

        objectName: "pao_" + row.seat
        Layout.preferredWidth: 110
        visible: row.paoAllowed && row.yakuman > 0
        //: the player liable for a yakuman they fed (Japanese: 包)
        displayText: currentIndex <= 0 ? qsTr("No pao") : qsTr("Pao: %1").arg(currentText)
        model: row.paoChoices()
        currentIndex: row.pao + 1
        onActivated: index => row.paoPicked(index - 1)
    }
    Button {
        objectName: "tiles_" + row.seat
        //: opens the tile picker to enter the winning hand (key H)
        text: qsTr("Tiles (H)")
        flat: true
        font.capitalization: Font.MixedCase
        focusPolicy: Qt.NoFocus
        onClicked: row.tilesRequested()
    }
}
