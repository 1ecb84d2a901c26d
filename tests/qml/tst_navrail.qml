import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// The navigation rail lists every page, follows the current index and reports clicks.
TestCase {
    id: testCase

    name: "NavRail"
    width: 200
    height: 600
    visible: true
    when: windowShown

    Component {
        id: railComponent

        NavRail {
            height: 600
            model: PageModel {}
        }
    }

    SignalSpy {
        id: activatedSpy

        signalName: "activated"
    }

    function buttons(rail: Item): list<Item> {
        const found = [];
        const visit = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child instanceof ToolButton && child.checkable && child.visible)
                    found.push(child);
                visit(child);
            }
        };
        visit(rail);
        return found;
    }

    function test_listsPagesAndActivates(): void {
        const rail = createTemporaryObject(railComponent, testCase);
        verify(rail);
        activatedSpy.target = rail;
        activatedSpy.clear();
        const list = buttons(rail);
        compare(list.length, 8);
        compare(list[3].text, "Lessons");
        compare(list[4].text, "Review");
        compare(list[5].text, "Statistics");
        compare(list[0].text, "Library");
        compare(list[7].text, "Settings");
        verify(list[0].checked);
        verify(!list[2].checked);

        mouseClick(list[2]);
        compare(activatedSpy.count, 1);
        compare(activatedSpy.signalArguments[0][0], "quiz");

        rail.currentIndex = 2;
        verify(list[2].checked);
        verify(!list[0].checked);
    }

    // The record editor has a button only while a record is open in it.
    function test_editorWhileOpen(): void {
        const rail = createTemporaryObject(railComponent, testCase);
        verify(rail);
        compare(buttons(rail).length, 8);
        rail.model.setAvailable("editor", true);
        const list = buttons(rail);
        compare(list.length, 9);
        compare(list[8].text, "Editor");
        rail.model.setAvailable("editor", false);
        compare(buttons(rail).length, 8);
    }

    // At the window's minimum height every button stays inside the rail.
    function test_fitsTheMinimumHeight(): void {
        const rail = createTemporaryObject(railComponent, testCase, { height: 560 });
        verify(rail);
        rail.model.setAvailable("editor", true);
        const about = findChild(rail, "railAbout");
        verify(about);
        waitForRendering(rail);
        const bottom = about.mapToItem(rail, 0, about.height).y;
        verify(bottom <= rail.height, "About ends at " + bottom);
        for (const b of buttons(rail))
            verify(b.height >= 50, b.text + " is " + b.height + " high");
    }
}
