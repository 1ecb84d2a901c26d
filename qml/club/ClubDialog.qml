import QtQuick
import QtQuick.Controls
import Haifu.Ui

// A modal dialog of the Club page, centred, with a dark veil and a background drawn by hand (the
// Material dialog background does not render offscreen).
Dialog {
    // A dark veil in both themes (Material's dark one is light).
    Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }
    background: Rectangle {
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.border
    }

    anchors.centerIn: Overlay.overlay
    modal: true
}
