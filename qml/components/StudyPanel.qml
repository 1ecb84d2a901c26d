pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The study tree beside the table: the variations of the hand on screen (nested, the one on
// screen marked), and in a variation its name, where its draws come from, the actions the rules
// allow now (a click plays one; discards are a click on the hand) and the tree's edits.
ColumnLayout {
    id: panel

    property bool showLabels: false
    readonly property StudyController study: GameSession.study
    // The legal actions as a JavaScript array (QVariantList has no filter() for qmllint).
    readonly property var actionList: study.actions
    // Actions other than discards and draws: riichi, calls, wins, kans, pass.
    readonly property var choices: actionList.filter(a => a.kind !== "d" && a.kind !== "g")
    readonly property var draws: actionList.filter(a => a.kind === "g")

    spacing: Theme.spacingSmall

    SectionHeader {
        objectName: "studyHeader"
        //: the variations of the hand on screen (the study tree)
        text: panel.study.active ? panel.study.title : qsTr("Variations")
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "studyDraws"
        visible: panel.study.active
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        font.bold: panel.study.draws === "assumed"
        color: panel.study.draws === "assumed" ? Theme.lastMark : Theme.mutedText
        //: %1: true wall, recorded draws or assumed draws
        text: qsTr("Draws: %1").arg(panel.study.drawsText)
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !panel.study.active && panel.study.count === 0
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.mutedText
        text: qsTr("Click a tile of the hand to play, or pick an action below, to start a variation here.")
    }

    // The variations of this hand.
    Repeater {
        model: panel.study.rows
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
            onClicked: panel.study.goTo(modelData.variation, 1000000)
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
                onClicked: panel.study.play(modelData.code)
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
                    onTapped: panel.study.play(parent.modelData.code)
                }
            }
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "studyError"
        visible: panel.study.error.length > 0
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.danger
        text: panel.study.error
    }

    RowLayout {
        Layout.fillWidth: true
        visible: panel.study.active
        spacing: Theme.spacingSmall

        TextField {
            objectName: "variationName"
            Layout.fillWidth: true
            placeholderText: qsTr("Name")
            text: panel.study.name
            font.pixelSize: Theme.smallSize
            onEditingFinished: panel.study.rename(text)
        }
        Button {
            objectName: "promoteVariation"
            //: move the variation up (above the recorded line: the main line there)
            text: qsTr("Promote")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.study.promote()
        }
        Button {
            objectName: "demoteVariation"
            text: qsTr("Demote")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.study.demote()
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Button {
            objectName: "deleteVariation"
            visible: panel.study.active
            text: qsTr("Delete")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.study.remove()
        }
        Button {
            objectName: "undoDeleteVariation"
            visible: panel.study.canUndo
            text: qsTr("Undo delete")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.study.undo()
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "leaveVariation"
            visible: panel.study.active
            //: back to the line the variation leaves (Shift+Left)
            text: qsTr("Back to the game (Shift+←)")
            font.capitalization: Font.MixedCase
            flat: true
            onClicked: panel.study.toParent()
        }
    }
}
