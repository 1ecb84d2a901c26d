pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Haifu.Backend
import Haifu.Ui

// The Club page's round timer for the tournament room: the round's name and length,
// the time left in big digits, start / pause, a minute more, reset; "Show on second window" puts
// the same timer full screen on the screen chosen (the room's projector), F11 makes this window
// full screen. Covers the whole page while open; Escape closes it (the timer keeps running).
Popup {
    id: view

    // The timer (tests drive it).
    readonly property alias timer: roundTimer
    readonly property alias roomWindow: roomWindow
    // The window's visibility before F11 made it full screen.
    property int restoreVisibility: Window.Windowed

    function toggleFullScreen(): void {
        const w = face.Window.window;
        if (!w)
            return;
        if (w.visibility === Window.FullScreen) {
            w.visibility = view.restoreVisibility;
        } else {
            view.restoreVisibility = w.visibility;
            w.visibility = Window.FullScreen;
        }
    }

    // The application, untyped: qmllint's type of it does not know its screens.
    readonly property var application: Qt.application

    function screens(): var {
        return view.application.screens ?? [];
    }

    // "1: HDMI-1", … for the screen chooser.
    function screenNames(): var {
        const screens = view.screens();
        const names = [];
        for (let i = 0; i < screens.length; ++i)
            names.push(screens[i].name.length > 0 ? qsTr("%1: %2").arg(i + 1).arg(screens[i].name) : qsTr("Screen %1").arg(i + 1));
        return names;
    }

    function showOnSecondWindow(): void {
        const screens = view.screens();
        roomWindow.showOn(screens.length > 0 ? screens[Math.max(0, screenBox.currentIndex)] : null);
    }

    objectName: "roundTimerView"
    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 800
    height: parent ? parent.height : 600
    modal: true
    focus: true
    padding: Theme.margin
    closePolicy: Popup.CloseOnEscape
    background: Rectangle {
        color: Theme.background
    }
    onOpened: startButton.forceActiveFocus()

    RoundTimer {
        id: roundTimer

        roundName: roundField.text
        duration: durationBox.value
    }

    RoundTimerWindow {
        id: roomWindow

        objectName: "roundTimerWindow"
        timer: roundTimer
    }

    Shortcut {
        sequence: "F11"
        enabled: view.opened
        onActivated: view.toggleFullScreen()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingMedium

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: qsTr("Round timer")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
            }
            Button {
                objectName: "timerFullScreen"
                text: qsTr("Full screen (F11)")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: view.toggleFullScreen()
            }
            Button {
                objectName: "timerClose"
                text: qsTr("Close")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: view.close()
            }
        }

        RoundTimerFace {
            id: face

            objectName: "timerFace"
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
            timer: roundTimer
        }

        // The round and its length.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Round")
                color: Theme.text
            }
            TextField {
                id: roundField

                objectName: "timerRoundName"
                Layout.preferredWidth: 220
                text: qsTr("Round 1")
                selectByMouse: true
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Minutes")
                color: Theme.text
            }
            SpinBox {
                id: durationBox

                objectName: "timerDuration"
                from: 1
                to: 600
                value: 90
                editable: true
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Screen")
                color: Theme.text
            }
            PlainComboBox {
                id: screenBox

                objectName: "timerScreen"
                Layout.preferredWidth: 200
                model: view.screenNames()
                currentIndex: view.screens().length - 1
            }
            Button {
                objectName: "timerSecondWindow"
                text: qsTr("Show on second window")
                font.capitalization: Font.MixedCase
                onClicked: view.showOnSecondWindow()
            }
        }

        // Start or pause, a minute more, reset.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            PrimaryButton {
                id: startButton

                objectName: "timerStart"
                Layout.preferredWidth: 160
                text: roundTimer.running ? qsTr("Pause") : roundTimer.phase === RoundTimer.NotStarted ? qsTr("Start") : qsTr("Resume")
                enabled: roundTimer.running || roundTimer.phase !== RoundTimer.TimeUp
                onClicked: roundTimer.running ? roundTimer.pause() : roundTimer.start()
            }
            Button {
                objectName: "timerAddMinute"
                text: qsTr("+1 minute")
                font.capitalization: Font.MixedCase
                onClicked: roundTimer.addMinute()
            }
            Button {
                objectName: "timerReset"
                text: qsTr("Reset")
                font.capitalization: Font.MixedCase
                flat: true
                onClicked: roundTimer.reset()
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Escape closes the timer; it keeps running.")
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
        }
    }
}
