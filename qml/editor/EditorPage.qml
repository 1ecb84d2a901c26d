pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The record editor, a page of the window while a record is open in it: a library game (from
// the Viewer's "Edit record…") or a record from nothing (the Library's "New record…"). The kyoku
// on the left; the players, rules, the kyoku's header, the hands and indicators (placed with the
// tile picker, or typed as mpsz text), the moves (one per token, every draw written out) and the
// legal actions at their end. The engine checks everything after each change; the first problem
// is named below the moves. "Save as new game" keeps the game it came from untouched.
Item {
    id: page

    property int savedGame: 0
    // The page the editor was opened from, shown again when it closes.
    property string returnKey: "library"
    // The editor itself (journeys and tests read it).
    readonly property alias recordEditor: editor

    // A record was opened: the window is to show this page.
    signal opened
    signal closed
    // The saved game is to be opened in the viewer.
    signal openSaved(int gameId)

    function openGame(gameId: int): void {
        page.savedGame = 0;
        editor.openGame(gameId);
        page.opened();
    }

    function newRecord(): void {
        page.savedGame = 0;
        editor.newRecord();
        page.opened();
    }

    function focusFirstField(): void {
        if (editor.sourceGame > 0)
            movesField.forceActiveFocus();
        else
            playerRepeater.itemAt(0)?.forceActiveFocus();
    }

    component NumberField: ColumnLayout {
        id: numberField

        property string label
        property int value
        property int from: 0
        property int to: 999

        signal edited(int value)

        spacing: Theme.spacingTiny
        Label {
            textFormat: Text.PlainText
            text: numberField.label
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
        SpinBox {
            objectName: "editorField_" + numberField.label
            from: numberField.from
            to: numberField.to
            value: numberField.value
            editable: true
            stepSize: numberField.to > 9999 ? 100 : 1
            // Room for the widest number between the buttons: they must not touch it.
            Layout.preferredWidth: numberField.to > 9999 ? 190 : 130
            onValueModified: numberField.edited(value)
        }
    }

    RecordEditor {
        id: editor

        onSaved: gameId => {
            page.savedGame = Number(gameId);
            Library.refresh();
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.marginMedium
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: editor.sourceGame > 0 ? qsTr("Edit record (game %1)").arg(editor.sourceGame) : qsTr("New record")
                font.pixelSize: Theme.titleSize
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Button {
                objectName: "editorOpenSavedButton"
                visible: page.savedGame > 0
                text: qsTr("Open the new game")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: page.openSaved(page.savedGame)
            }
            PrimaryButton {
                objectName: "editorSaveButton"
                text: qsTr("Save as new game")
                enabled: editor.canSave
                opacity: enabled ? 1 : 0.45
                onClicked: editor.saveAsNew()
            }
            Button {
                objectName: "editorCloseButton"
                text: qsTr("Close")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: page.closed()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingMedium

            // The kyoku of the record; the selection follows the editor (never written back
            // from the list, whose index resets when its model does).
            ColumnLayout {
                Layout.preferredWidth: 140
                Layout.maximumWidth: 140
                Layout.fillHeight: true
                spacing: Theme.spacingSmall

                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    radius: Theme.radiusMedium
                    color: Theme.surface
                    border.color: Theme.border

                    ListView {
                        id: kyokuList

                        objectName: "editorKyokuList"
                        anchors.fill: parent
                        anchors.margins: 1
                        clip: true
                        model: editor.kyokuLabels
                        activeFocusOnTab: true
                        Keys.onUpPressed: editor.currentKyoku = Math.max(0, editor.currentKyoku - 1)
                        Keys.onDownPressed: editor.currentKyoku = editor.currentKyoku + 1
                        delegate: ItemDelegate {
                            id: kyokuRow

                            required property int index
                            required property string modelData

                            width: ListView.view.width
                            highlighted: index === editor.currentKyoku
                            contentItem: Label {
                                textFormat: Text.PlainText
                                text: kyokuRow.modelData
                                elide: Text.ElideRight
                                color: kyokuRow.modelData.indexOf("(") >= 0 ? Theme.danger : Theme.text
                            }
                            onClicked: editor.currentKyoku = index
                        }
                    }
                }
                Button {
                    objectName: "editorAddKyoku"
                    Layout.fillWidth: true
                    text: qsTr("Add kyoku")
                    font.capitalization: Font.MixedCase
                    flat: true
                    onClicked: editor.addKyoku()
                }
                Button {
                    objectName: "editorRemoveKyoku"
                    Layout.fillWidth: true
                    text: qsTr("Remove kyoku")
                    font.capitalization: Font.MixedCase
                    flat: true
                    enabled: editor.kyokuLabels.length > 1
                    onClicked: editor.removeKyoku()
                }
            }

            ScrollView {
                id: scroll

                objectName: "editorScroll"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Not its content's size: that follows the width the layout gives it.
                Layout.preferredWidth: 400
                Layout.preferredHeight: 300
                contentWidth: availableWidth
                clip: true

                // Side by side on a wide window, one under the other on a narrow one.
                GridLayout {
                    width: scroll.availableWidth - Theme.marginMedium
                    columns: scroll.availableWidth >= 880 ? 2 : 1
                    columnSpacing: Theme.margin
                    rowSpacing: 0

                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop
                        Layout.preferredWidth: 1
                        spacing: Theme.spacingSmall

                        SectionHeader {
                            text: qsTr("Players and rules")
                        }
                        GridLayout {
                            Layout.fillWidth: true
                            columns: 2
                            columnSpacing: Theme.spacing
                            Repeater {
                                id: playerRepeater

                                model: 4
                                delegate: TextField {
                                    required property int index

                                    objectName: "editorPlayer" + index
                                    visible: index < editor.playerCount
                                    text: editor.players[index] ?? ""
                                    placeholderText: qsTr("Player %1").arg(index + 1)
                                    Layout.fillWidth: true
                                    onTextEdited: editor.setPlayer(index, text)
                                }
                            }
                            PlainComboBox {
                                objectName: "editorPlayerCount"
                                model: [qsTr("4 players"), qsTr("3 players")]
                                currentIndex: editor.playerCount === 3 ? 1 : 0
                                Layout.fillWidth: true
                                onActivated: index => editor.playerCount = index === 1 ? 3 : 4
                            }
                            PlainComboBox {
                                objectName: "editorRules"
                                model: editor.presets
                                currentIndex: editor.rulesIndex
                                Layout.fillWidth: true
                                onActivated: index => editor.rules = editor.presets[index]
                            }
                        }

                        SectionHeader {
                            text: qsTr("Kyoku")
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.spacingMedium
                            //: the round of a kyoku: 0 = East 1, 4 = South 1 …
                            NumberField { label: qsTr("Round"); to: 15; value: editor.round; onEdited: v => editor.setField("round", v) }
                            NumberField { label: qsTr("Honba"); value: editor.honba; onEdited: v => editor.setField("honba", v) }
                            NumberField { label: qsTr("Deposits"); value: editor.deposits; onEdited: v => editor.setField("deposits", v) }
                            NumberField { label: qsTr("Dealer seat"); to: 3; value: editor.dealer; onEdited: v => editor.setField("dealer", v) }
                            Repeater {
                                model: editor.playerCount
                                delegate: NumberField {
                                    required property int index

                                    label: qsTr("Start score of seat %1").arg(index)
                                    from: -999900
                                    to: 999900
                                    value: editor.scores[index] ?? 0
                                    onEdited: v => editor.setScore(index, v)
                                }
                            }
                        }

                        SectionHeader {
                            text: qsTr("Deal and indicators")
                        }
                        EditorDeal {
                            Layout.fillWidth: true
                            editor: editor
                        }
                    }

                    // The moves, what the engine says of them, and the legal actions at their end.
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop
                        Layout.preferredWidth: 1
                        spacing: Theme.spacingSmall

                        SectionHeader {
                            text: qsTr("Moves")
                        }
                        Label {
                            Layout.fillWidth: true
                            textFormat: Text.PlainText
                            wrapMode: Text.Wrap
                            color: Theme.mutedText
                            font.pixelSize: Theme.smallSize
                            text: qsTr("One move per word: 1d5m discard, 1r5m riichi, 1t tsumo, 2h ron, 3c4m56m chi, 2p7z pon, 2g3s draw, - pass. Or click the legal actions below.")
                        }
                        // It grows with the moves; the page scrolls.
                        TextArea {
                            id: movesField

                            objectName: "editorMoves"
                            Layout.fillWidth: true
                            Layout.minimumHeight: 96
                            wrapMode: TextEdit.Wrap
                            textFormat: TextEdit.PlainText
                            font.family: "monospace"
                            text: editor.moves
                            onTextChanged: if (activeFocus && text !== editor.moves)
                                editor.setMoves(text)
                        }
                        Label {
                            objectName: "editorError"
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            visible: text.length > 0
                            text: editor.error
                            color: Theme.danger
                        }
                        Label {
                            objectName: "editorNotice"
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            visible: text.length > 0
                            text: editor.notice
                            color: Theme.mutedText
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                text: editor.actions.length > 0 ? qsTr("Legal actions now:") : ""
                            }
                            Button {
                                objectName: "editorUndoMove"
                                text: qsTr("Take back the last move")
                                font.capitalization: Font.MixedCase
                                flat: true
                                enabled: editor.moves.length > 0
                                onClicked: editor.undoMove()
                            }
                        }
                        Flow {
                            Layout.fillWidth: true
                            Layout.bottomMargin: Theme.marginMedium
                            spacing: Theme.spacingSmall
                            Repeater {
                                model: editor.actions
                                delegate: Button {
                                    required property var modelData

                                    objectName: "editorAction_" + modelData.code
                                    // Its code, as the moves field writes it; what it does on
                                    // hover and for screen readers.
                                    text: modelData.code
                                    font.family: "monospace"
                                    font.capitalization: Font.MixedCase
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 400
                                    ToolTip.text: modelData.label
                                    Accessible.name: modelData.label
                                    onClicked: editor.play(modelData.code)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
