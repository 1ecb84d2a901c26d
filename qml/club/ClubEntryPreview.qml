import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui

// The entry panel's preview: what the hand gives (label, result, value), the deposits left and
// the next hand, or why the engine refuses the entry (a prompt while something is missing).
Rectangle {
    id: preview

    // ClubEntry.result: { ok, error, incomplete, label, result, value, endText, ends, … }.
    required property var result

    objectName: "previewBox"
    implicitHeight: previewColumn.implicitHeight + 16
    radius: Theme.radiusMedium
    color: preview.result.ok ? Theme.surfaceAlt : "transparent"
    border.color: preview.result.ok || preview.result.incomplete ? Theme.border : (preview.result.error ?? "").length > 0 ? Theme.danger : Theme.border

    ColumnLayout {
        id: previewColumn

        anchors.fill: parent
        anchors.margins: Theme.marginSmall
        spacing: Theme.spacingHair

        Label {
            textFormat: Text.PlainText
            objectName: "previewError"
            Layout.fillWidth: true
            visible: !preview.result.ok
            text: (preview.result.error ?? "").length > 0 ? preview.result.error : qsTr("Choose the result of the hand.")
            color: (preview.result.error ?? "").length > 0 && !preview.result.incomplete ? Theme.danger : Theme.mutedText
            wrapMode: Text.Wrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: preview.result.ok === true
            text: preview.result.ok ? (preview.result.label + " · " + preview.result.result + (preview.result.value ? " · " + preview.result.value : "")) : ""
            color: Theme.text
            font.bold: true
            wrapMode: Text.Wrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: preview.result.ok === true
            text: preview.result.ok ? (preview.result.endText.length > 0 ? preview.result.endText
                                     //: after the previewed hand: deposits left and the next hand
                                     : qsTr("Deposits on the table: %1 · next: %2").arg(preview.result.sticksAfter).arg(preview.result.nextLabel)) : ""
            color: preview.result.ok && preview.result.ends ? Theme.lastMark : Theme.mutedText
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }
    }
}

