import QtQuick
import QtQuick.Controls
import QtQuick.Window
import QtTest
import Haifu.Backend
import Haifu.Ui

// The Club page's round timer view: its fields and buttons drive the timer (length, round name,
// start, pause, a minute more, reset), the digits take the theme's warning colour in the last
// minutes, the projector's window opens full screen and closes; pictures of both for looking at
// (roundtimer.png, roundtimer-room.png, roundtimer-page.png in the test's working directory,
// build/tests/qml under ctest).
TestCase {
    id: testCase

    name: "RoundTimer"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: viewComponent

        ClubRoundTimer {}
    }

    Component {
        id: pageComponent

        ClubPage {
            width: testCase.width
            height: testCase.height
        }
    }

    function openView(): var {
        const view = createTemporaryObject(viewComponent, testCase);
        verify(view);
        view.open();
        tryCompare(view, "opened", true);
        return view;
    }

    function test_buttonsDriveTheTimer(): void {
        const view = openView();
        const timer = view.timer;
        const digits = findChild(view.contentItem, "timerDigits");
        compare(timer.phase, RoundTimer.NotStarted);
        compare(digits.text, "1:30:00");
        findChild(view.contentItem, "timerDuration").value = 45;
        compare(timer.duration, 45);
        compare(digits.text, "45:00");
        findChild(view.contentItem, "timerRoundName").text = "Round 3 <b>final</b>";
        compare(findChild(view.contentItem, "timerRoundLabel").text, "Round 3 <b>final</b>");

        const start = findChild(view.contentItem, "timerStart");
        compare(start.text, "Start");
        mouseClick(start);
        verify(timer.running);
        compare(start.text, "Pause");
        compare(findChild(view.contentItem, "timerPhase").text, "Running");
        mouseClick(start);
        verify(!timer.running);
        compare(start.text, "Resume");
        mouseClick(findChild(view.contentItem, "timerAddMinute"));
        verify(timer.remainingSeconds > 45 * 60 + 50);
        mouseClick(findChild(view.contentItem, "timerReset"));
        compare(timer.phase, RoundTimer.NotStarted);
        compare(digits.text, "45:00");
    }

    function test_warningColour(): void {
        const view = openView();
        const timer = view.timer;
        const digits = findChild(view.contentItem, "timerDigits");
        compare(digits.color, Theme.text);
        findChild(view.contentItem, "timerDuration").value = 3;
        timer.start();
        compare(timer.phase, RoundTimer.Warning);
        compare(digits.color, Theme.warning);
        compare(findChild(view.contentItem, "timerPhase").text, "Last minutes");
        waitForRendering(view.contentItem);
        const shot = grabImage(view.contentItem);
        verify(shot.width > 1000);
        shot.save("roundtimer.png");
        timer.reset();
    }

    function test_projectorWindow(): void {
        const view = openView();
        findChild(view.contentItem, "timerDuration").value = 25;
        view.showOnSecondWindow();
        const room = view.roomWindow;
        tryVerify(() => room.visible);
        compare(room.visibility, Window.FullScreen);
        const face = findChild(room.contentItem, "roomTimerFace");
        verify(face);
        compare(findChild(face, "timerDigits").text, "25:00");
        waitForRendering(face);
        grabImage(face).save("roundtimer-room.png");
        room.close();
        tryVerify(() => !room.visible);
    }

    function test_reachableFromTheClubPage(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        const button = findChild(page, "roundTimerButton");
        verify(button);
        mouseClick(button);
        const view = findChild(button, "roundTimerView");
        verify(view);
        tryCompare(view, "opened", true);
        waitForRendering(page);
        grabImage(page).save("roundtimer-page.png");
        keyClick(Qt.Key_Escape);
        tryCompare(view, "opened", false);
    }
}
