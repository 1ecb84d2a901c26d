pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend as Backend

// One seat of the position composer: the hand (mpsz text or the tile picker), the drawn tile,
// the river (tiles with marks: "*" tsumogiri, ">" riichi tile, "@N" called away by seat N), the
// melds ("pon:555z@2", "chi:345m@3=4m", "ankan:5555z"), the score and the riichi flags. A field
// applies when Enter is pressed or it loses focus; a refusal is shown under the fields.
ColumnLayout {
    id: editor

    required property Backend.PositionComposer composer
    property int seat: 0
    readonly property var fields: editor.composer.seats[editor.seat]
    // The last refusal of an edit, "" when the last edit went through.
    property string refusal

    function apply(refused: string): void {
        editor.refusal = refused;
    }

    spacing: Theme.spacingCompact

    component SeatField: ColumnLayout {
        id: seatField

        property string label
        property string value
        property alias placeholder: input.placeholderText
        property alias input: input

        signal edited(string text)

        spacing: Theme.spacingTiny
        Layout.fillWidth: true
        Label {
            textFormat: Text.PlainText
            text: seatField.label
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        TextField {
            id: input

            Layout.fillWidth: true
            text: seatField.value
            selectByMouse: true
            Accessible.name: seatField.label
            onEditingFinished: {
                if (input.text !== seatField.value)
                    seatField.edited(input.text);
            }
        }
    }

    EditorTilePicker {
        id: picker

        onUsed: text => editor.apply(editor.composer.setSeatHandText(editor.seat, text))
    }

    RowLayout {
        spacing: Theme.spacing
        Layout.fillWidth: true

        SeatField {
            id: handField

            objectName: "composerHandField"
            label: qsTr("Hand (mpsz, empty: hidden)")
            value: editor.fields.hand
            placeholder: "123m456p789s1122z"
            onEdited: text => editor.apply(editor.composer.setSeatHandText(editor.seat, text))
        }
        Button {
            objectName: "composerPickHand"
            Layout.alignment: Qt.AlignBottom
            text: qsTr("Pick…")
            onClicked: picker.ask(qsTr("Hand of %1").arg(editor.fields.windName), 14)
        }
        SeatField {
            objectName: "composerDrawnField"
            label: qsTr("Drawn tile")
            value: editor.fields.drawn
            placeholder: "5m"
            Layout.fillWidth: false
            Layout.preferredWidth: 90
            onEdited: text => editor.apply(editor.composer.setSeatDrawn(editor.seat, text))
        }
    }
    SeatField {
        objectName: "composerRiverField"
        label: qsTr("River, oldest first (* tsumogiri, > riichi tile, @N called by seat N)")
        value: editor.fields.river
        placeholder: "1z 9m* 3s> 4p@2"
        onEdited: text => editor.apply(editor.composer.setSeatRiverText(editor.seat, text))
    }
    SeatField {
        objectName: "composerMeldsField"
        label: qsTr("Melds (kind:tiles@source seat, =called tile)")
        value: editor.fields.melds
        placeholder: "pon:555z@2 chi:345m@3=4m ankan:1111s"
        onEdited: text => editor.apply(editor.composer.setSeatMeldsText(editor.seat, text))
    }
    RowLayout {
        spacing: Theme.spacingMedium
        Layout.fillWidth: true

        Label {
            textFormat: Text.PlainText
            text: qsTr("Score")
            color: Theme.mutedText
        }
        SpinBox {
            objectName: "composerScore"
            from: -200000
            to: 200000
            stepSize: 100
            editable: true
            value: editor.fields.score
            Layout.preferredWidth: 150
            Accessible.name: qsTr("Score")
            onValueModified: editor.apply(editor.composer.setSeatScore(editor.seat, value))
        }
        CheckBox {
            objectName: "composerRiichi"
            text: qsTr("Riichi")
            checked: editor.fields.riichi
            onToggled: editor.apply(editor.composer.setSeatRiichi(editor.seat, checked))
        }
        CheckBox {
            text: qsTr("Double riichi")
            enabled: editor.fields.riichi
            checked: editor.fields.doubleRiichi
            onToggled: editor.apply(editor.composer.setSeatDoubleRiichi(editor.seat, checked))
        }
        CheckBox {
            text: qsTr("Ippatsu")
            enabled: editor.fields.riichi
            checked: editor.fields.ippatsu
            onToggled: editor.apply(editor.composer.setSeatIppatsu(editor.seat, checked))
        }
        Item {
            Layout.fillWidth: true
        }
    }
    Label {
        objectName: "composerSeatRefusal"
        Layout.fillWidth: true
        visible: editor.refusal.length > 0
        textFormat: Text.PlainText
        text: editor.refusal
        color: Theme.danger
        wrapMode: Text.Wrap
    }
}
