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

    // One table behind the keys and their list: every row of the `?` list has its shortcuts, and
    // each of them is a live Shortcut of the page while it is in front, none while it is hidden.
    function test_oneTableForKeysAndHelp(): void {
        const page = openPage();
        const help = findChild(page, "help");
        verify(help.keys.length >= 20);
        let sequences = [];
        for (const row of help.keys) {
            verify(row.shown.length > 0 && row.action.length > 0, JSON.stringify(row));
            verify(row.bind.length > 0, row.shown + ": no key behind the row");
            for (const key of row.bind)
                sequences = sequences.concat(key.sequences);
        }
        for (const wanted of ["Right", "Left", "PgDown", "Ctrl+Home", "N", "Shift+N", "E", "D", "V", "H", "1", "6", "0", "B", "C", "Ctrl+Z", "Ctrl+O", "?"])
            verify(sequences.indexOf(wanted) >= 0, wanted + " is not in the table");
        // Pressing what the list says does what it says: K hides the hand list, L the labels.
        const listShown = page.kyokuListShown;
        keyClick(Qt.Key_K);
        compare(page.kyokuListShown, !listShown);
        const labels = page.showLabels;
        keyClick(Qt.Key_L);
        compare(page.showLabels, !labels);
        // A hidden page's keys do nothing.
        page.visible = false;
        const step = GameSession.position.step;
        keyClick(Qt.Key_Right);
        compare(GameSession.position.step, step);
        page.visible = true;
        keyClick(Qt.Key_Right);
        compare(GameSession.position.step, step + 1);
    }

    // The tiles drawn on the table (Tile items under the cloth).
    function tableTiles(item: Item, out: var): var {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (child.labelFor !== undefined && child.tileHeight !== undefined)
                out.push(child);
            tableTiles(child, out);
        }
        return out;
    }

    function test_stepsKeepTheTableItems(): void {
        const page = openPage();
        const cloth = findChild(page, "side0").parent;
        let before = tableTiles(cloth, []);
        verify(before.length > 50, before.length);
        let made = 0;
        for (let step = 0; step < 50; ++step) {
            verify(GameSession.next());
            const after = tableTiles(cloth, []);
            for (const tile of after) {
                if (before.indexOf(tile) < 0)
                    ++made;
            }
            before = after;
        }
        // A step adds the tile drawn, discarded or called, never the table's tiles again.
        verify(made <= 2 * 50, "tiles made in 50 steps: " + made);
        // The analysis keeps its rows from one decision to the next.
        GameSession.jumpTo(0, 1);
        const option = findChild(page, "option0");
        verify(option && option.visible);
        keyClick(Qt.Key_Right);
        verify(!option.visible);
        keyClick(Qt.Key_Down);
        compare(GameSession.analysis.seat, 0);
        verify(GameSession.position.step > 2);
        compare(findChild(page, "option0"), option);
        verify(option.visible);
    }

    SignalSpy {
        id: moves

        target: GameSession.position
        signalName: "changed"
    }

    function test_queuedStepsMoveOnce(): void {
        openPage();
        moves.clear();
        // Presses come faster than the table draws: they add up, the table moves once.
        for (let press = 0; press < 30; ++press)
            GameSession.stepBy(1);
        GameSession.stepBy(-2);
        compare(GameSession.position.step, 0);
        tryCompare(GameSession.position, "step", 28);
        compare(moves.count, 1);
        // Past the end of a hand: into the next one, where as many single steps go.
        GameSession.jumpTo(0, 60);
        for (let press = 0; press < 10; ++press)
            verify(GameSession.next());
        const kyoku = GameSession.position.kyoku;
        const step = GameSession.position.step;
        verify(kyoku === 1, kyoku);
        GameSession.jumpTo(0, 60);
        for (let press = 0; press < 10; ++press)
            GameSession.stepBy(1);
        tryCompare(GameSession.position, "kyoku", kyoku);
        compare(GameSession.position.step, step);
    }
}
