pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's audit trail of the open game: every change with its time, what it was
// before and after, and the reason given.
ClubDialog {
    id: auditDialog

    required property ClubController club

    objectName: "auditDialog"
    //: the list of every change made to a game (Japanese: 変更履歴)
    title: qsTr("Audit trail of %1").arg(auditDialog.club.game.gameTitle)
    standardButtons: Dialog.Close

    ListView {
        objectName: "auditList"
        anchors.fill: parent
        clip: true
        model: auditDialog.club.game.audit
        spacing: Theme.spacingCompact
        focus: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: auditRow

            required property string actionText
            required property string action
            required property string when
            required property string handText
            required property string before
            required property string after
            required property string reason

            width: ListView.view.width
            implicitHeight: auditColumn.implicitHeight + 12
            radius: Theme.radiusMedium
            color: Theme.surfaceAlt
            border.color: auditRow.action === "edit" || auditRow.action === "remove" ? Theme.lastMark : Theme.border

            ColumnLayout {
                id: auditColumn

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: Theme.spacingCompact
                spacing: Theme.spacingTiny

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        text: auditRow.actionText + (auditRow.handText.length > 0 ? " · " + auditRow.handText : "")
                        font.bold: true
                        color: Theme.text
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: auditRow.when
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                    }
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: auditRow.before.length > 0
                    //: what an entry was before a change
                    text: qsTr("Before: %1").arg(auditRow.before)
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: auditRow.after.length > 0 && auditRow.action !== "create"
                    text: auditRow.before.length > 0 ? qsTr("After: %1").arg(auditRow.after) : auditRow.after
                    color: Theme.text
                    wrapMode: Text.Wrap
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: auditRow.reason.length > 0
                    text: qsTr("Reason: %1").arg(auditRow.reason)
                    color: Theme.text
                    font.italic: true
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
