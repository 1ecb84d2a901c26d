pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The variation tree beside the table: the variations of the hand on screen (nested, the one on
// screen marked), and in a variation its name, where its draws come from, the actions the rules
// allow now (a click plays one; discards are a click on the hand) and the tree's edits.
ColumnLayout {
    id: panel

    property bool showLabels: false
    readonly property VariationTree tree: GameSession.variations
    // The legal actions as a JavaScript array (QVariantList has no filter() for qmllint).
    readonly property var actionList: tree.actions
    // Actions other than discards and draws: riichi, calls, wins, kans, pass.
    readonly property var choices: actionList.filter(a => a.kind !== "d" && a.kind !== "g")
    readonly property var draws: actionList.filter(a => a.kind === "g")

    spacing: Theme.spacingSmall

    SectionHeader {
        objectName: "studyHeader"
        //: the variations of the hand on screen (the variation tree)
        text: panel.tree.active ? panel.tree.title : qsTr("Variations")
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "studyDraws"
        visible: panel.tree.active
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        font.bold: panel.tree.draws === "assumed"
        color: panel.tree.draws === "assumed" ? Theme.lastMark : Theme.mutedText
        //: %1: true wall, recorded draws or assumed draws
        text: qsTr("Draws: %1").arg(panel.tree.drawsText)
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !panel.tree.active && panel.tree.count === 0
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.mutedText
        text: qsTr("Click a tile of the hand to play, or pick an action below, to start a variation here.")
    }

    // The variations of this hand.
    Repeater {
        model: panel.tree.rows
        delegate: ItemDelegate {
            id: row

            required property var modelData

            objectName: "variationRow" + modelData.variation
            Layout.fillWidth: true
            leftPadding: Theme.spacing + modelData.depth * Theme.marginMedium
            highlighted: modelData.current
            text: modelData.title + (modelData.main ? " ★" : "") + "  " + modelData.moves
            font.pixelSize: Theme.smallSize
            Accessible.name: modelData.title
            contentItem: Label {
                textFormat: Text.PlainText
                text: row.text
                elide: Text.ElideRight
                font: row.font
                color: Theme.text
            }
            onClicked: panel.tree.goTo(modelData.variation, 1000000)
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.choices.length > 0 || panel.draws.length > 0
        font.pixelSize: Theme.smallSize - 1
        color: Theme.mutedText
        text: panel.draws.length > 0 ? qsTr("Pick the drawn tile (assumed draw)") : qsTr("Actions")
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Repeater {
            model: panel.choices
            delegate: Button {
                required property var modelData

                objectName: "action_" + modelData.code
                text: modelData.label
                font.capitalization: Font.MixedCase
                font.pixelSize: Theme.smallSize
                onClicked: panel.tree.play(modelData.code)
            }
        }
        Repeater {
            model: panel.draws
            delegate: Tile {
                required property var modelData

                objectName: "draw_" + modelData.tile
                tileWidth: 20
                code: modelData.tile
                showLabel: panel.showLabels
                Accessible.role: Accessible.Button
                Accessible.name: modelData.label
                TapHandler {
                    onTapped: panel.tree.play(parent.modelData.code)
                }
            }
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "studyError"
        visible: panel.tree.error.length > 0
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.danger
        text: panel.tree.error
    }

    RowLayout {
        Layout.fillWidth: true
        visible: panel.tree.active
        spacing: Theme.spacingSmall

        TextField {
            objectName: "variationName"
            Layout.fillWidth: true
            placeholderText: qsTr("Name")
            text: panel.tree.name
            font.pixelSize: Theme.smallSize
            onEditingFinished: panel.tree.rename(text)
        }
        Button {
            objectName: "promoteVariation"
            //: move the variation up (above the recorded line: the main line there)
            text: qsTr("Promote")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.tree.promote()
        }
        Button {
            objectName: "demoteVariation"
            text: qsTr("Demote")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.tree.demote()
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Button {
            objectName: "deleteVariation"
            visible: panel.tree.active
            text: qsTr("Delete")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.tree.remove()
        }
        Button {
            objectName: "undoDeleteVariation"
            visible: panel.tree.canUndo
            text: qsTr("Undo delete")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.tree.undo()
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "leaveVariation"
            visible: panel.tree.active
            //: back to the line the variation leaves (Shift+Left)
            text: qsTr("Back to the game (Shift+←)")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.tree.toParent()
        }
    }
}
