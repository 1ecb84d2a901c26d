import QtQuick
import QtQuick.Layouts
import Haifu.Ui

// A framed column of the Club tab (players, seasons and events, a new club).
Rectangle {
    default property alias content: inner.data

    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border

    ColumnLayout {
        id: inner

        anchors.fill: parent
        anchors.margins: Theme.spacingSection
        spacing: Theme.spacing
    }
}
