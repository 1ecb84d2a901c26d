import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend as Backend
import Haifu.Ui

// The position composer component: the hand typed into the seat editor reaches the composer, a
// bad hand is refused under the fields, the engine's complaint and "valid" show, seat tabs
// switch the seat edited, the text form loads back, and the preview draws the tiles.
TestCase {
    id: testCase

    name: "PositionComposer"
    width: 1100
    height: 900
    visible: true
    when: windowShown

    Component {
        id: composerComponent

        PositionComposer {
            width: 1100
        }
    }

    function find(item: Item, name: string): Item {
        if (item.objectName === name)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], name);
            if (found)
                return found;
        }
        return null;
    }

    function field(root: Item, name: string): Item {
        const box = find(root, name);
        verify(box, name);
        return box.input;
    }

    function type(input: Item, text: string): void {
        input.forceActiveFocus();
        input.selectAll();
        keyClick(Qt.Key_Delete);
        for (const c of text)
            keySequence(c);
        keyClick(Qt.Key_Return);
    }

    function test_editsAndChecks(): void {
        const root = createTemporaryObject(composerComponent, testCase);
        verify(root);
        const composer = root.composer;
        const problems = find(root, "composerProblems");
        verify(!composer.valid);
        compare(problems.text, composer.problems);

        type(field(root, "composerHandField"), "1235m456p789s1122z");
        compare(composer.seatHandText(0), "1235m456p789s1122z");
        type(field(root, "composerDrawnField"), "5m");
        compare(composer.seatDrawnText(0), "5m");
        compare(composer.setDoraText("3p"), "");
        verify(composer.valid, composer.problems);
        compare(problems.text, "The position is valid.");

        // A bad hand: refused, shown, nothing changed.
        type(field(root, "composerHandField"), "123x");
        const refusal = find(root, "composerSeatRefusal");
        verify(refusal.visible);
        verify(refusal.text.indexOf("123x") >= 0 || refusal.text.length > 0);
        compare(composer.seatHandText(0), "1235m456p789s1122z");

        // Seat 2's river through its tab.
        const tabs = find(root, "composerSeatTabs");
        tabs.currentIndex = 2;
        type(field(root, "composerRiverField"), "1z 9m* 3s>");
        compare(composer.seatRiverText(2), "1z 9m* 3s>");
        compare(tabs.currentIndex, 2);

        // The text form: another composer reads it back.
        const text = find(root, "composerTextField");
        compare(text.text, composer.text);
        const other = createTemporaryObject(composerComponent, testCase);
        const otherText = find(other, "composerTextField");
        otherText.text = composer.text;
        mouseClick(find(other, "composerLoadText"));
        compare(other.composer.text, composer.text);
        compare(other.composer.seatRiverText(2), "1z 9m* 3s>");
        compare(find(root, "composerDoraStrip").model.count, 1);

        // A picture of the composer for looking at (in the test's working directory); the
        // other composer lies on top of it and goes first.
        other.destroy();
        compare(composer.setSeatRiichi(2, true), "");
        compare(composer.setSeatMeldsText(3, "pon:777z@1"), "");
        compare(composer.setSeatRiverText(1, "9p 1s 4z 9s 7z@3 7p"), "");
        waitForRendering(root);
        const shot = grabImage(root);
        verify(shot.height > 400);
        shot.save("positioncomposer.png");
    }
}
