pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The note on the step on screen, kept in the library as it is typed: a mark (keys 1-6), a
// bookmark (B), a comment and a suggested discard, all addressed to the player who acts.
ColumnLayout {
    id: panel

    property bool showLabels: false
    // Gives the keys back to the table (Esc in the comment box).
    signal doneEditing

    function editComment(): void {
        noteEdit.forceActiveFocus();
    }

    spacing: Theme.spacingCompact

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            //: heading of the note on the step on screen
            text: qsTr("Note")
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            objectName: "noteSeat"
            text: GameSession.notes.seat >= 0
                  //: the note is about this player's move
                  ? qsTr("on %1's move").arg(GameSession.notes.seatName)
                  : qsTr("on the table")
            elide: Text.ElideRight
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
        ToolButton {
            objectName: "bookmarkButton"
            enabled: GameSession.canAnnotate
            focusPolicy: Qt.NoFocus
            checkable: true
            checked: GameSession.notes.bookmark
            text: GameSession.notes.bookmark ? "★" : "☆"
            font.pixelSize: Theme.bodySize + 4
            implicitWidth: 36
            implicitHeight: 32
            onClicked: GameSession.notes.toggleBookmark()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Bookmark this step (B)")
        }
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: !GameSession.canAnnotate
        text: qsTr("Notes are kept in the library; this game is not in it.")
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.mutedText
    }

    // The marks, in the order of their keys.
    Row {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Repeater {
            model: GameSession.notes.marks
            delegate: AbstractButton {
                id: markButton

                required property string modelData
                required property int index

                objectName: "markButton" + index
                enabled: GameSession.canAnnotate
                focusPolicy: Qt.NoFocus
                checkable: true
                checked: GameSession.notes.mark === modelData
                implicitWidth: 36
                implicitHeight: 28
                onClicked: GameSession.notes.toggleMark(modelData)
                ToolTip.visible: hovered
                ToolTip.delay: 300
                //: %1 the mark (!, ?, …), %2 its key
                ToolTip.text: qsTr("Mark %1 (key %2)").arg(modelData).arg(index + 1)

                background: Rectangle {
                    radius: Theme.radiusMedium
                    color: markButton.checked ? Theme.markColor(markButton.modelData) : markButton.hovered ? Theme.surfaceAlt : "transparent"
                    border.width: 1
                    border.color: markButton.checked ? Theme.markColor(markButton.modelData) : Theme.border
                    opacity: markButton.enabled ? 1 : 0.5
                }
                contentItem: Text {
                    textFormat: Text.PlainText
                    text: markButton.modelData
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: markButton.checked ? "#ffffff" : Theme.markColor(markButton.modelData)
                }
            }
        }
    }

    TextArea {
        id: noteEdit

        objectName: "noteText"
        Layout.fillWidth: true
        Layout.minimumHeight: 70
        enabled: GameSession.canAnnotate
        wrapMode: TextEdit.Wrap
        selectByMouse: true
        font.pixelSize: Theme.bodySize
        placeholderText: qsTr("Comment on this step (saved as you type)")
        Component.onCompleted: text = GameSession.notes.text
        onTextChanged: {
            if (text !== GameSession.notes.text)
                GameSession.notes.setText(text);
        }
        Keys.onEscapePressed: {
            GameSession.notes.save();
            panel.doneEditing();
        }

        Connections {
            target: GameSession.notes
            function onChanged(): void {
                if (noteEdit.text !== GameSession.notes.text)
                    noteEdit.text = GameSession.notes.text;
            }
        }
    }

    // A text the library refused (locked by another program, disk full, read-only): kept in
    // the box and tried again until it is in.
    Label {
        objectName: "noteSaveProblem"
        Layout.fillWidth: true
        visible: GameSession.notes.saveProblem.length > 0
        textFormat: Text.PlainText
        //: %1 says why the library refused the note
        text: qsTr("Not saved yet, trying again: %1").arg(GameSession.notes.saveProblem)
        wrapMode: Text.Wrap
        font.pixelSize: Theme.smallSize
        font.bold: true
        color: Theme.danger
    }

    RowLayout {
        Layout.fillWidth: true
        visible: GameSession.notes.alternative.length > 0
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            //: the note suggests discarding this tile instead
            text: qsTr("Better discard:")
            font.pixelSize: Theme.smallSize + 1
            color: Theme.text
        }
        Tile {
            objectName: "alternativeTile"
            tileWidth: 20
            code: GameSession.notes.alternative
            showLabel: panel.showLabels
        }
        Item {
            Layout.fillWidth: true
        }
        ToolButton {
            text: "✕"
            focusPolicy: Qt.NoFocus
            implicitHeight: 28
            onClicked: GameSession.notes.setAlternative("")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Remove the suggested discard")
        }
    }
}
