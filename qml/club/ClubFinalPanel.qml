pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The final (or, while the game runs, provisional) scores of a club game: per seat the place
// (shared places shown "1="), raw points, (raw − return) / 1000, uma, oka, penalties after uma
// and the final score; the zero-sum check, leftover deposits, and the referee's penalties with
// a button to give one.
Rectangle {
    id: panel

    required property ClubController club

    // Column widths: place, player, points, uma, oka, penalty, score.
    readonly property list<real> widths: [40, 80, 58, 44, 40, 52, 56]
    // Oka is shown only when the rules pay it.
    readonly property bool hasOka: club.game.gameId !== -1 && club.game.handCount >= 0 && panel.anyOka()

    signal penaltyRequested
    signal removePenaltyRequested(int index)

    function anyOka(): bool {
        const values = panel.club.game.finalScores.series("oka");
        for (let i = 0; i < values.length; ++i) {
            if (values[i] !== 0)
                return true;
        }
        return false;
    }

    function signed(v: real): string {
        const r = Math.round(v * 10) / 10;
        if (r === 0)
            return "0.0";
        return (r > 0 ? "+" : "−") + Math.abs(r).toFixed(1);
    }

    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingSection
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.club.game.ended ? qsTr("Final scores") : qsTr("Provisional scores")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.text
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: panel.club.game.ended
            text: panel.club.game.endText
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }

        // The table: the same column widths in the heading and every row.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Repeater {
                model: [qsTr("Place"), qsTr("Player"), qsTr("Points"), qsTr("Uma"), qsTr("Oka"), qsTr("Penalty"), qsTr("Score")]
                delegate: Label {
                    textFormat: Text.PlainText
                    required property string modelData
                    required property int index

                    // No oka: the column is there with no width (a label hidden and shown
                    // again in a layout that is itself hidden is left unplaced by Qt 6.4).
                    Layout.fillWidth: index === 1
                    Layout.preferredWidth: index === 4 && !panel.hasOka ? 0 : panel.widths[index]
                    Layout.maximumWidth: index === 4 && !panel.hasOka ? 0 : 100000
                    horizontalAlignment: index >= 2 ? Text.AlignRight : Text.AlignLeft
                    text: modelData
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    elide: Text.ElideRight
                }
            }
        }
        Repeater {
            objectName: "finalRows"
            model: panel.club.game.finalScores
            delegate: RowLayout {
                id: seatRow

                required property string name
                required property string placeText
                required property int raw
                required property real uma
                required property real oka
                required property real penalty
                required property real score
                required property string scoreText

                Layout.fillWidth: true
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.widths[0]
                    text: seatRow.placeText
                    font.bold: true
                    font.pixelSize: Theme.subheadingSize
                    color: seatRow.placeText.startsWith("1") ? Theme.accent : Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.preferredWidth: panel.widths[1]
                    text: seatRow.name
                    color: Theme.text
                    elide: Text.ElideRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.widths[2]
                    horizontalAlignment: Text.AlignRight
                    text: seatRow.raw.toLocaleString(Qt.locale("en_US"), "f", 0)
                    color: Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.widths[3]
                    horizontalAlignment: Text.AlignRight
                    text: panel.signed(seatRow.uma)
                    color: Theme.mutedText
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.hasOka ? panel.widths[4] : 0
                    Layout.maximumWidth: panel.hasOka ? panel.widths[4] : 0
                    horizontalAlignment: Text.AlignRight
                    text: seatRow.oka === 0 ? "" : panel.signed(seatRow.oka)
                    color: Theme.mutedText
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.widths[5]
                    horizontalAlignment: Text.AlignRight
                    text: seatRow.penalty === 0 ? "" : panel.signed(-seatRow.penalty)
                    color: Theme.danger
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: panel.widths[6]
                    horizontalAlignment: Text.AlignRight
                    text: seatRow.scoreText
                    font.bold: true
                    font.pixelSize: Theme.subheadingSize
                    color: seatRow.score > 0 ? Theme.accent : seatRow.score < 0 ? Theme.danger : Theme.text
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            objectName: "zeroSum"
            Layout.fillWidth: true
            text: panel.club.game.zeroSumText
            color: panel.club.game.zeroSumOk ? Theme.accent : Theme.danger
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            text: panel.club.game.leftoverText
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }

        SectionHeader {
            text: qsTr("Penalties (after uma)")
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: panel.club.game.penalties.length === 0
            text: qsTr("None.")
            color: Theme.mutedText
        }
        Repeater {
            model: panel.club.game.penalties
            delegate: RowLayout {
                id: penaltyRow

                required property var modelData

                Layout.fillWidth: true
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    text: penaltyRow.modelData.text
                    font.bold: true
                    color: Theme.danger
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: penaltyRow.modelData.name + " — " + penaltyRow.modelData.reason
                    color: Theme.text
                    elide: Text.ElideRight
                }
                ToolButton {
                    visible: penaltyRow.modelData.index >= 0
                    text: "✕"
                    Accessible.name: qsTr("Remove this penalty")
                    onClicked: panel.removePenaltyRequested(penaltyRow.modelData.index)
                }
            }
        }
        Button {
            objectName: "addPenalty"
            text: qsTr("Give a penalty…")
            font.capitalization: Font.MixedCase
            enabled: panel.club.game.hasGame
            onClicked: panel.penaltyRequested()
        }
        Item {
            Layout.fillHeight: true
        }
    }
}
