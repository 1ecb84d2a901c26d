import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The viewer's toolbar: the same actions as the keys. What it cannot do itself (open a file,
// export, the help) it asks the page for.
Rectangle {
    id: bar

    signal openAsked
    signal exportAsked(format: string)
    signal copyAsked(what: string)
    signal notesFileAsked
    signal editAsked
    signal helpAsked
    signal labelsToggled(shown: bool)

    property bool showLabels: false
    // A narrow window: shorter jump labels, and the labels toggle left to its key (L). The text
    // buttons keep their whole text (their minimum width); the game title gives way.
    readonly property bool narrow: width < 1180
    // The window at its minimum: "Turn table" and the hand jumps go (V, Page Up and Page Down do
    // it, the help says so), "All hands" is "Hands".
    readonly property bool tight: width < 800

    implicitHeight: toolbar.implicitHeight + Theme.padding
    color: Theme.surface

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.border
    }

    RowLayout {
        id: toolbar

        anchors.fill: parent
        anchors.leftMargin: bar.tight ? Theme.spacingTiny : Theme.marginSmall
        anchors.rightMargin: bar.tight ? 0 : Theme.marginSmall
        spacing: Theme.spacingTiny

        ToolButton {
            objectName: "openButton"
            text: qsTr("Open…")
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            focusPolicy: Qt.NoFocus
            onClicked: bar.openAsked()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Open a record file (Ctrl+O)")
        }
        ToolSeparator {
            visible: !bar.narrow
        }
        ViewerButton {
            glyph: "⇞"
            visible: !bar.tight
            tip: qsTr("Previous hand (Page Up)")
            onClicked: GameSession.previousKyoku()
        }
        ViewerButton {
            glyph: "⤒"
            tip: qsTr("Previous own decision (↑)")
            onClicked: GameSession.previousDecision()
        }
        ViewerButton {
            objectName: "previousButton"
            glyph: "◀"
            tip: qsTr("Previous action (←)")
            onClicked: GameSession.previous()
        }
        ViewerButton {
            objectName: "nextButton"
            glyph: "▶"
            tip: qsTr("Next action (→)")
            onClicked: GameSession.next()
        }
        ViewerButton {
            glyph: "⤓"
            tip: qsTr("Next own decision (↓)")
            onClicked: GameSession.nextDecision()
        }
        ViewerButton {
            objectName: "nextKyokuButton"
            glyph: "⇟"
            visible: !bar.tight
            tip: qsTr("Next hand (Page Down)")
            onClicked: GameSession.nextKyoku()
        }
        ToolSeparator {
            visible: !bar.narrow
        }
        ToolButton {
            objectName: "inefficientButton"
            enabled: GameSession.loaded && GameSession.analysis.inefficientCount > 0
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            //: jump to the next discard that loses tiles; %1 counts them in the game
            text: bar.narrow ? qsTr("Loss (%1)").arg(GameSession.analysis.inefficientCount) : qsTr("Next loss (%1)").arg(GameSession.analysis.inefficientCount)
            onClicked: GameSession.nextInefficient()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Next discard of the bottom seat that loses shanten or tiles (N)")
        }
        ToolButton {
            objectName: "costlyButton"
            enabled: GameSession.loaded && GameSession.insight.costlyCount > 0
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            text: GameSession.insight.scanning
                //: the game's discards are being valued; %1 of %2 done
                ? qsTr("Costly %1/%2…").arg(GameSession.insight.scanDone).arg(GameSession.insight.scanTotal)
                //: jump to the next discard that loses expected value; %1 counts them in the game
                : bar.narrow ? qsTr("Costly (%1)").arg(GameSession.insight.costlyCount) : qsTr("Next costly (%1)").arg(GameSession.insight.costlyCount)
            onClicked: GameSession.insight.nextCostly(GameSession.position.kyoku, GameSession.position.step)
            ToolTip.visible: hovered
            //: %1 points of expected value
            ToolTip.text: qsTr("Next discard of the bottom seat that loses %1 expected points or more against the best (E)").arg(GameSession.insight.costlyLoss)
        }
        ToolSeparator {
            visible: !bar.narrow
        }
        ToolButton {
            objectName: "rotateButton"
            visible: !bar.tight
            enabled: GameSession.loaded
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            text: qsTr("Turn table")
            onClicked: GameSession.rotateViewpoint()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Put the next seat at the bottom (V)")
        }
        ToolButton {
            objectName: "handsButton"
            enabled: GameSession.loaded
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            checkable: true
            checked: GameSession.showAllHands
            //: the "All hands" toggle where the toolbar is short of room
            text: bar.tight ? qsTr("Hands") : qsTr("All hands")
            onToggled: GameSession.showAllHands = checked
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Show or hide the other players' hands (H)")
        }
        ToolButton {
            visible: !bar.narrow
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            checkable: true
            checked: bar.showLabels
            text: qsTr("Labels")
            onToggled: bar.labelsToggled(checked)
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Small tile names in the corner (L)")
        }
        ToolSeparator {
            visible: !bar.narrow
        }
        ToolButton {
            id: exportButton

            objectName: "exportButton"
            enabled: GameSession.loaded
            focusPolicy: Qt.NoFocus
            font.capitalization: Font.MixedCase
            Layout.minimumWidth: implicitWidth
            text: qsTr("Export…")
            onClicked: exportMenu.open()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Save the game with its notes, or a report of it")

            Menu {
                id: exportMenu

                y: exportButton.height

                MenuItem {
                    enabled: GameSession.canAnnotate
                    text: qsTr("Game and notes for Haifu (.haifu)…")
                    onTriggered: bar.exportAsked("haifu")
                }
                MenuItem {
                    enabled: GameSession.canAnnotate
                    text: qsTr("Game as tenhou.net/6 JSON…")
                    onTriggered: bar.exportAsked("tenhou-json")
                }
                MenuItem {
                    enabled: GameSession.canAnnotate
                    text: qsTr("Game as Tenhou mjlog XML…")
                    onTriggered: bar.exportAsked("mjlog")
                }
                MenuItem {
                    enabled: GameSession.canAnnotate
                    text: qsTr("Report as a web page (HTML)…")
                    onTriggered: bar.exportAsked("html")
                }
                MenuItem {
                    enabled: GameSession.canAnnotate
                    text: qsTr("Report as PDF…")
                    onTriggered: bar.exportAsked("pdf")
                }
                MenuSeparator {}
                MenuItem {
                    objectName: "copyLinksItem"
                    text: qsTr("Copy tenhou.net/6 links, one per hand (for NAGA)")
                    onTriggered: bar.copyAsked("links")
                }
                MenuItem {
                    objectName: "copyGameJsonItem"
                    text: qsTr("Copy the game as tenhou.net/6 JSON")
                    onTriggered: bar.copyAsked("game")
                }
                MenuItem {
                    objectName: "copyHandJsonItem"
                    text: qsTr("Copy this hand as tenhou.net/6 JSON")
                    onTriggered: bar.copyAsked("hand")
                }
                MenuSeparator {}
                MenuItem {
                    objectName: "editRecordItem"
                    enabled: GameSession.canAnnotate
                    text: qsTr("Edit record…")
                    onTriggered: bar.editAsked()
                }
                MenuItem {
                    text: qsTr("Open a game with notes (.haifu)…")
                    onTriggered: bar.notesFileAsked()
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: Theme.marginSmall
            horizontalAlignment: Text.AlignRight
            text: GameSession.title
            elide: Text.ElideRight
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        ToolButton {
            objectName: "helpButton"
            text: "?"
            font.bold: true
            focusPolicy: Qt.NoFocus
            onClicked: bar.helpAsked()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Keys (?)")
        }
    }
}
