pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Club page's referee penalty: the player, the points deducted after uma and the reason.
ClubDialog {
    id: penaltyDialog

    required property ClubController club

    objectName: "penaltyDialog"
    title: qsTr("Referee penalty")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAboutToShow: {
        penaltySeat.currentIndex = -1;
        penaltyPoints.text = "20.0";
        penaltyReason.clear();
    }
    onAccepted: penaltyDialog.club.game.addPenalty(penaltySeat.currentIndex, Math.round(Number(penaltyPoints.text) * 1000), penaltyReason.text)

    GridLayout {
        columns: 2
        columnSpacing: 10
        rowSpacing: Theme.spacing

        Label {
            textFormat: Text.PlainText
            text: qsTr("Player")
            color: Theme.text
        }
        PlainComboBox {
            id: penaltySeat

            objectName: "penaltySeat"
            Layout.preferredWidth: 240
            model: penaltyDialog.club.game.seatNames
            displayText: currentIndex < 0 ? qsTr("Choose") : currentText
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Points deducted")
            color: Theme.text
        }
        TextField {
            id: penaltyPoints

            objectName: "penaltyPoints"
            Layout.preferredWidth: 240
            //: a penalty in final-score points, e.g. 20.0 (= 20,000 table points)
            placeholderText: qsTr("20.0")
            validator: DoubleValidator {
                bottom: -100
                top: 100
                decimals: 1
                notation: DoubleValidator.StandardNotation
            }
        }
        Label {
            textFormat: Text.PlainText
            text: qsTr("Reason")
            color: Theme.text
        }
        TextField {
            id: penaltyReason

            objectName: "penaltyReason"
            Layout.preferredWidth: 240
            placeholderText: qsTr("e.g. second warning for slow play")
        }
        Label {
            textFormat: Text.PlainText
            Layout.columnSpan: 2
            text: qsTr("Deducted from the final score after uma; the table points stay as they are.")
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
    }
}
