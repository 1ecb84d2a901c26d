pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// One choice of a quiz question (a row of QuizChoiceModel): its key, a tile or a word, the han
// given for a picked yaku, and after the answer whether it was right.
AbstractButton {
    id: choice

    required property int index
    required property string label
    required property string tile
    required property string shortcut
    required property bool selected
    required property int han
    required property bool correct
    required property bool revealed
    // The question is open (picks count); after the answer the button only shows.
    property bool answering: false
    // "yaku": a picked choice shows the han given.
    property string answerForm: ""

    // Picked (by click, Space or its key).
    signal picked(int row)

    objectName: "choice" + index
    enabled: answering || revealed
    focusPolicy: Qt.StrongFocus
    implicitWidth: choiceRow.implicitWidth + 20
    implicitHeight: Math.max(40, choiceRow.implicitHeight + 12)
    onClicked: if (choice.answering) choice.picked(choice.index)
    Keys.onSpacePressed: if (choice.answering) choice.picked(choice.index)
    Accessible.role: Accessible.Button
    // A tile choice is named as its tile is (in words); the others by their label.
    Accessible.name: tile.length > 0 ? choiceTile.Accessible.name : label
    Accessible.checkable: true
    Accessible.checked: selected

    background: Rectangle {
        radius: Theme.radiusCard
        color: choice.revealed && choice.correct ? Theme.accentSoft
             : choice.selected ? Theme.accentSoft : Theme.surface
        border.width: choice.visualFocus ? 3 : choice.selected || (choice.revealed && choice.correct) ? 2 : 1
        border.color: choice.visualFocus ? Theme.highlight
                    : choice.revealed && choice.selected && !choice.correct ? Theme.danger
                    : choice.selected || (choice.revealed && choice.correct) ? Theme.accent : Theme.border
    }
    contentItem: Item {}

    RowLayout {
        id: choiceRow

        anchors.centerIn: parent
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            text: choice.shortcut
            font.pixelSize: Theme.smallSize
            font.bold: true
            color: Theme.mutedText
        }
        Tile {
            id: choiceTile

            objectName: "choiceTile"
            visible: choice.tile.length > 0
            code: choice.tile
            tileWidth: 28
        }
        Label {
            textFormat: Text.PlainText
            visible: choice.tile.length === 0
            text: choice.label
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            visible: choice.answerForm === "yaku" && choice.selected
            //: han given for a yaku; 0 means not stated
            text: choice.han > 0 ? qsTr("%1 han").arg(choice.han) : qsTr("? han")
            color: Theme.accent
            font.bold: true
        }
        Label {
            textFormat: Text.PlainText
            visible: choice.revealed && (choice.correct || choice.selected)
            text: choice.correct ? "✓" : "✗"
            color: choice.correct ? Theme.accent : Theme.danger
            font.bold: true
        }
    }
}
