pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's question before a hand or a penalty is removed: the reason, kept in the
// audit trail.
ClubDialog {
    id: reasonDialog

    required property ClubController club

    property string what
    property int index: -1

    function ask(what: string, index: int): void {
        reasonDialog.what = what;
        reasonDialog.index = index;
        reasonField.clear();
        reasonDialog.open();
        reasonField.forceActiveFocus();
    }

    objectName: "reasonDialog"
    title: what === "hand" ? qsTr("Remove hand %1").arg(index + 1) : qsTr("Remove the penalty")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAccepted: {
        if (reasonDialog.what === "hand")
            reasonDialog.club.game.removeHand(reasonDialog.index, reasonField.text);
        else
            reasonDialog.club.game.removePenalty(reasonDialog.index, reasonField.text);
    }

    ColumnLayout {
        spacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            text: qsTr("The game is recomputed without it. Why? (kept in the audit trail)")
            color: Theme.mutedText
        }
        TextField {
            id: reasonField

            objectName: "removeReason"
            Layout.preferredWidth: 380
            placeholderText: qsTr("Reason")
            onAccepted: reasonDialog.accept()
        }
    }
}
