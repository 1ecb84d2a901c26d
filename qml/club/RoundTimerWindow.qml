import QtQuick
import QtQuick.Window
import Haifu.Backend
import Haifu.Ui

// The round timer alone in its own window, for the room's projector or second screen: full
// screen on the screen chosen, Escape closes it, F11 switches between full screen and a window.
Window {
    id: roomWindow

    required property RoundTimer timer

    // Opens full screen on `target` (one of Qt.application.screens).
    function showOn(target: var): void {
        if (target)
            roomWindow.screen = target;
        roomWindow.showFullScreen();
        roomWindow.raise();
        roomWindow.requestActivate();
    }

    title: qsTr("Round timer")
    width: 960
    height: 540
    color: Theme.background

    RoundTimerFace {
        objectName: "roomTimerFace"
        anchors.fill: parent
        timer: roomWindow.timer
    }

    Shortcut {
        sequence: "Escape"
        onActivated: roomWindow.close()
    }
    Shortcut {
        sequence: "F11"
        onActivated: roomWindow.visibility === Window.FullScreen ? roomWindow.showNormal() : roomWindow.showFullScreen()
    }
}
