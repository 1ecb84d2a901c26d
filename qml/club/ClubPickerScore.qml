pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The tile picker's right side: what the engine found for the hand (the value, the yaku with
// their han, the fu items) or why it cannot score it, and Use / Cancel.
Rectangle {
    id: panel

    required property ClubController club
    // ClubOpenGame.scoreHand's answer: { ok, error, valueText, … }.
    required property var score

    signal used
    signal cancelled

    radius: Theme.radiusMedium
    color: Theme.surfaceAlt
    border.color: Theme.border

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.marginMedium
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            objectName: "pickerValue"
            Layout.fillWidth: true
            text: panel.score.ok ? panel.score.valueText : qsTr("The engine's count")
            font.pixelSize: Theme.figureSize
            font.bold: true
            color: Theme.text
            wrapMode: Text.Wrap
        }
        Label {
            textFormat: Text.PlainText
            objectName: "pickerError"
            Layout.fillWidth: true
            visible: !panel.score.ok
            text: (panel.score.error ?? "").length > 0 ? panel.score.error : qsTr("Enter the 14 tiles of the winning hand.")
            color: (panel.score.error ?? "").length > 0 ? Theme.danger : Theme.mutedText
            wrapMode: Text.Wrap
        }
        ListView {
            Layout.fillWidth: true
            Layout.preferredHeight: contentHeight
            visible: panel.score.ok === true
            interactive: false
            model: panel.club.game.pickerYaku
            delegate: RowLayout {
                id: yakuLine

                required property string label
                required property string value

                width: ListView.view.width
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: yakuLine.label
                    color: Theme.text
                    elide: Text.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    text: yakuLine.value
                    color: Theme.text
                    font.bold: true
                }
            }
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 1
            visible: panel.score.ok === true && panel.club.game.pickerFu.count > 0
            color: Theme.border
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.score.ok === true
            clip: true
            model: panel.club.game.pickerFu
            delegate: RowLayout {
                id: fuLine

                required property string label
                required property string value
                required property bool emphasis

                width: ListView.view.width
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: fuLine.label
                    color: fuLine.emphasis ? Theme.text : Theme.mutedText
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.Wrap
                }
                Label {
                    textFormat: Text.PlainText
                    text: fuLine.value
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                    font.bold: fuLine.emphasis
                }
            }
        }
        Item {
            Layout.fillHeight: !panel.score.ok
        }
        PrimaryButton {
            objectName: "pickerUse"
            Layout.fillWidth: true
            enabled: panel.score.ok === true
            opacity: enabled ? 1 : 0.5
            //: put the engine's han/fu into the hand entry, e.g. "Use 4 han 30 fu"
            text: panel.score.ok ? qsTr("Use %1").arg(panel.score.valueText) : qsTr("Use")
            onClicked: panel.used()
        }
        Button {
            Layout.fillWidth: true
            text: qsTr("Cancel")
            flat: true
            font.capitalization: Font.MixedCase
            onClicked: panel.cancelled()
        }
    }
}
