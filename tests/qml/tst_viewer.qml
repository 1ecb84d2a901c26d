import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// The study table driven like a player does: keys and clicks, then what the page shows.
TestCase {
    id: testCase

    readonly property string record: Qt.resolvedUrl("../data/records/tsubaki__2023053016gm-0029-0000-e54b3b98.xml")

    name: "Viewer"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: pageComponent

        ViewerPage {
            width: 1280
            height: 800
        }
    }

    function openPage(): Item {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        GameSession.viewpoint = 0;
        GameSession.showAllHands = true;
        verify(GameSession.open(testCase.record));
        verify(GameSession.loaded);
        GameSession.jumpTo(0, 0);
        return page;
    }

    function riverCount(page: Item, side: int): int {
        const area = findChild(page, "side" + side);
        verify(area);
        return area.seat.river.count;
    }

    function test_stepsWithArrowKeys(): void {
        const page = openPage();
        const position = findChild(page, "positionLabel");
        compare(position.text, "E1-0 · step 0 / 67");
        keyClick(Qt.Key_Right);
        compare(GameSession.position.step, 1);
        keyClick(Qt.Key_Right);
        compare(GameSession.position.step, 2);
        compare(position.text, "E1-0 · step 2 / 67");
        // The dealer (bottom) has discarded one tile.
        compare(riverCount(page, 0), 1);
        verify(findChild(page, "lastAction").text.indexOf("discards") >= 0);
        keyClick(Qt.Key_Left);
        compare(GameSession.position.step, 1);
        compare(riverCount(page, 0), 0);
        // The decision on screen: every discard listed, the one played marked.
        const first = findChild(page, "option0");
        verify(first);
        verify(findChild(page, "verdict").text.indexOf("Played") === 0);
    }

    function test_toolbarAndKyokuNavigation(): void {
        const page = openPage();
        // The toolbar's row is laid out at the next polish (its buttons show or hide by width).
        waitForItemPolished(findChild(page, "nextKyokuButton").parent);
        mouseClick(findChild(page, "nextButton"));
        compare(GameSession.position.step, 1);
        mouseClick(findChild(page, "nextKyokuButton"));
        compare(GameSession.position.kyoku, 1);
        compare(GameSession.position.step, 0);
        keyClick(Qt.Key_PageDown);
        compare(GameSession.position.kyoku, 2);
        keyClick(Qt.Key_PageUp);
        compare(GameSession.position.kyoku, 1);
        // A click in the hand list jumps to that hand.
        const item = findChild(page, "kyoku3");
        verify(item);
        mouseClick(item);
        compare(GameSession.position.kyoku, 3);
        compare(findChild(page, "positionLabel").text.indexOf("E3-0"), 0);
        // End: the hand's result, here an exhaustive draw.
        keyClick(Qt.Key_End);
        compare(GameSession.table.liveWall, 0);
        tryCompare(findChild(page, "resultTitle"), "text", "Exhaustive draw");
        keyClick(Qt.Key_Home);
        compare(GameSession.position.step, 0);
    }

    function test_rotateSeatAndScores(): void {
        const page = openPage();
        GameSession.jumpTo(1, 0); // E1-1: the scores differ after the first hand
        const bottomScore = findChild(page, "score0");
        verify(bottomScore);
        compare(bottomScore.text, "E  36,700");
        keyClick(Qt.Key_V);
        compare(GameSession.viewpoint, 1);
        compare(findChild(page, "side0").seat.index, 1);
        compare(bottomScore.text, "S  21,100");
        mouseClick(findChild(page, "rotateButton"));
        compare(GameSession.viewpoint, 2);
        keyClick(Qt.Key_V);
        keyClick(Qt.Key_V);
        compare(GameSession.viewpoint, 0);
        compare(findChild(page, "playerScore0").text, "36,700");
    }

    function test_handsDecisionsAndHelp(): void {
        const page = openPage();
        keyClick(Qt.Key_H);
        verify(!GameSession.showAllHands);
        verify(GameSession.seat(1).handHidden);
        keyClick(Qt.Key_H);
        verify(GameSession.showAllHands);
        keyClick(Qt.Key_Down);
        compare(GameSession.analysis.seat, 0);
        const step = GameSession.position.step;
        keyClick(Qt.Key_Down);
        verify(GameSession.position.step > step);
        keyClick(Qt.Key_Up);
        compare(GameSession.position.step, step);
        keyClick(Qt.Key_N);
        verify(GameSession.analysis.playedInefficient);
        keyClick(Qt.Key_Question, Qt.ShiftModifier);
        const help = findChild(page, "help");
        verify(help);
        tryCompare(help, "opened", true);
        keyClick(Qt.Key_Escape);
        tryCompare(help, "visible", false);
    }
}
