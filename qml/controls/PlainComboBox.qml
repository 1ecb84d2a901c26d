pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Ui

// A ComboBox whose entries are shown as plain text: club, season, player and tag names come
// from the library and are data, never markup (the default entry renders rich text).
ComboBox {
    id: control

    delegate: MenuItem {
        id: entry

        required property var model
        required property int index

        width: ListView.view.width
        text: control.textRole ? (Array.isArray(control.model) ? entry.model.modelData[control.textRole] : entry.model[control.textRole]) : entry.model.modelData
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
        contentItem: Label {
            textFormat: Text.PlainText
            text: entry.text
            font: entry.font
            elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
            color: entry.enabled ? Theme.text : Theme.mutedText
        }
    }
}
