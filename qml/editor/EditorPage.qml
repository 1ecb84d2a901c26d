pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The record editor over the whole window: a library game (from the Viewer's "Edit record…")
// or a record from nothing (the Library's "New record…"). The kyoku on the left; the players,
// rules, the kyoku's header, the hands and indicators (as mpsz text or with the tile picker),
// the moves (one per token, every draw written out) and the legal actions at their end. The
// engine checks everything after each change; the first problem is named below. "Save as new
// game" keeps the game it came from untouched.
Rectangle {
    id: page

    property int savedGame: 0
    // The editor itself (journeys and tests read it).
    readonly property alias recordEditor: editor

    // The saved game is to be opened in the viewer.
    signal openSaved(int gameId)

    function openGame(gameId: int): void {
        page.savedGame = 0;
        editor.openGame(gameId);
        page.visible = true;
        movesField.forceActiveFocus();
    }

    function newRecord(): void {
        page.savedGame = 0;
        editor.newRecord();
        page.visible = true;
        playerField0.forceActiveFocus();
    }

    color: Theme.background
    visible: false

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
            stepSize: 1
            Layout.preferredWidth: 130
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

    EditorTilePicker {
        id: picker

        property int seat: -1

        onUsed: text => {
            if (picker.seat >= 0)
                editor.setHand(picker.seat, text);
            else
                editor.setDora(text);
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
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "editorOpenSavedButton"
                visible: page.savedGame > 0
                text: qsTr("Open the new game")
                onClicked: {
                    page.openSaved(page.savedGame);
                    page.visible = false;
                }
            }
            Button {
                objectName: "editorSaveButton"
                text: qsTr("Save as new game")
                highlighted: true
                enabled: editor.canSave
                onClicked: editor.saveAsNew()
            }
            Button {
                objectName: "editorCloseButton"
                text: qsTr("Close")
                flat: true
                onClicked: page.visible = false
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingMedium

            // The kyoku of the record.
            ColumnLayout {
                Layout.preferredWidth: 170
                Layout.maximumWidth: 170
                Layout.fillHeight: true
                spacing: Theme.spacingSmall

                ListView {
                    id: kyokuList

                    objectName: "editorKyokuList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: editor.kyokuLabels
                    currentIndex: editor.currentKyoku
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    onCurrentIndexChanged: editor.currentKyoku = currentIndex
                    delegate: ItemDelegate {
                        id: kyokuRow

                        required property int index
                        required property string modelData

                        width: ListView.view.width
                        highlighted: index === editor.currentKyoku
                        contentItem: Label {
                            textFormat: Text.PlainText
                            text: kyokuRow.modelData
                            color: kyokuRow.modelData.indexOf("(") >= 0 ? Theme.danger : Theme.text
                        }
                        onClicked: editor.currentKyoku = index
                    }
                }
                RowLayout {
                    spacing: Theme.spacingSmall
                    Button {
                        objectName: "editorAddKyoku"
                        text: qsTr("Add kyoku")
                        flat: true
                        onClicked: editor.addKyoku()
                    }
                    Button {
                        text: qsTr("Remove")
                        flat: true
                        enabled: editor.kyokuLabels.length > 1
                        onClicked: editor.removeKyoku()
                    }
                }
            }

            ScrollView {
                id: scroll

                Layout.preferredWidth: 540
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: scroll.availableWidth
                    spacing: Theme.spacing

                    SectionHeader {
                        text: qsTr("Players and rules")
                    }
                    GridLayout {
                        columns: 2
                        columnSpacing: Theme.spacing
                        Repeater {
                            model: 4
                            delegate: TextField {
                                id: playerField

                                required property int index

                                objectName: "editorPlayer" + index
                                visible: index < editor.playerCount
                                text: editor.players[index] ?? ""
                                placeholderText: qsTr("Player %1").arg(index + 1)
                                Layout.preferredWidth: 240
                                onTextEdited: editor.setPlayer(index, text)
                                Component.onCompleted: if (index === 0)
                                    page.playerField0 = playerField
                            }
                        }
                        ComboBox {
                            objectName: "editorPlayerCount"
                            model: [qsTr("4 players"), qsTr("3 players")]
                            currentIndex: editor.playerCount === 3 ? 1 : 0
                            onActivated: index => editor.playerCount = index === 1 ? 3 : 4
                        }
                        ComboBox {
                            objectName: "editorRules"
                            model: editor.presets
                            currentIndex: editor.rulesIndex
                            onActivated: index => editor.rules = editor.presets[index]
                            Layout.preferredWidth: 200
                        }
                    }

                    SectionHeader {
                        text: qsTr("Kyoku")
                    }
                    GridLayout {
                        columns: 4
                        columnSpacing: Theme.spacing
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
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("Deal and indicators (mpsz text, e.g. 123m456p789s1122z)")
                    }
                    RowLayout {
                        spacing: Theme.spacing
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("Dora")
                            Layout.preferredWidth: 60
                        }
                        TextField {
                            objectName: "editorDora"
                            text: editor.dora
                            font.family: "monospace"
                            Layout.preferredWidth: 100
                            onTextEdited: editor.setDora(text)
                        }
                        Button {
                            objectName: "editorPickDora"
                            text: qsTr("Pick tiles…")
                            flat: true
                            onClicked: {
                                picker.seat = -1;
                                picker.ask(qsTr("Dora indicators"), 5);
                            }
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: qsTr("Ura")
                        }
                        TextField {
                            objectName: "editorUra"
                            text: editor.ura
                            font.family: "monospace"
                            Layout.preferredWidth: 100
                            onTextEdited: editor.setUra(text)
                        }
                    }

                    Repeater {
                        model: editor.playerCount
                        delegate: RowLayout {
                            id: handRow

                            required property int index

                            spacing: Theme.spacing
                            Label {
                                textFormat: Text.PlainText
                                text: qsTr("Seat %1").arg(handRow.index)
                                Layout.preferredWidth: 60
                            }
                            TextField {
                                objectName: "editorHand" + handRow.index
                                text: editor.hands[handRow.index] ?? ""
                                Layout.preferredWidth: 260
                                font.family: "monospace"
                                onTextEdited: editor.setHand(handRow.index, text)
                            }
                            Button {
                                objectName: "editorPick" + handRow.index
                                text: qsTr("Pick tiles…")
                                flat: true
                                onClicked: {
                                    picker.seat = handRow.index;
                                    picker.ask(qsTr("Hand of seat %1").arg(handRow.index), 13);
                                }
                            }
                        }
                    }
                }
            }

            // The moves, what the engine says of them, and the legal actions at their end.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.spacingSmall

                SectionHeader {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("Moves (1d5m discard, 1r5m riichi, 1t tsumo, 2h ron, 3c4m56m chi, 2p7z pon, 2g3s draw, - pass)")
                }
                ScrollView {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 200

                    TextArea {
                        id: movesField

                        objectName: "editorMoves"
                        wrapMode: TextEdit.Wrap
                        textFormat: TextEdit.PlainText
                        font.family: "monospace"
                        text: editor.moves
                        onTextChanged: if (activeFocus && text !== editor.moves)
                            editor.setMoves(text)
                    }
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
                    spacing: Theme.spacing
                    Label {
                        textFormat: Text.PlainText
                        text: editor.actions.length > 0 ? qsTr("Legal actions now:") : ""
                    }
                    Button {
                        objectName: "editorUndoMove"
                        text: qsTr("Take back the last move")
                        flat: true
                        enabled: editor.moves.length > 0
                        onClicked: editor.undoMove()
                    }
                }
                ScrollView {
                    id: actionScroll

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentWidth: availableWidth
                    clip: true

                    Flow {
                        width: actionScroll.availableWidth
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

    property Item playerField0: null
}
