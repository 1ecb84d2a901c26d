import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// Notes on the study table, driven by keys and clicks: marks on 1-6, a comment typed into the
// side panel, bookmarks, jumps between notes, undo, and "what if" discards.
TestCase {
    id: testCase

    readonly property string record: Qt.resolvedUrl("../data/records/tsubaki__2023053016gm-0029-0000-e54b3b98.xml")

    name: "Annotations"
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

    function openPage(kyoku: int, step: int): Item {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        GameSession.viewpoint = 0;
        GameSession.showAllHands = true;
        verify(GameSession.open(testCase.record));
        verify(GameSession.canAnnotate);
        GameSession.jumpTo(kyoku, step);
        page.forceActiveFocus();
        waitForRendering(page); // layouts settle before clicks
        return page;
    }

    function test_fileJoinsTheLibrary(): void {
        const page = openPage(0, 0);
        verify(GameSession.gameId > 0);
        const notice = findChild(page, "noticeLabel");
        verify(notice);
        verify(notice.text.indexOf("library as game " + GameSession.gameId) >= 0);
        verify(findChild(page, "noticeBanner").visible);
    }

    function test_marksOnKeys(): void {
        const page = openPage(0, 1);
        compare(GameSession.notes.seat, 0);
        keyClick(Qt.Key_2);
        compare(GameSession.notes.mark, "?");
        verify(findChild(page, "markButton1").checked);
        keyClick(Qt.Key_4);
        compare(GameSession.notes.mark, "??");
        keyClick(Qt.Key_4);
        compare(GameSession.notes.mark, "");
        keyClick(Qt.Key_5);
        compare(GameSession.notes.mark, "!?");
        // A click on a mark button works like its key.
        waitForRendering(page);
        mouseClick(findChild(page, "markButton0"));
        compare(GameSession.notes.mark, "!");
        keyClick(Qt.Key_0);
        compare(GameSession.notes.mark, "");
        keyClick(Qt.Key_1);
        // The list of the game's notes shows it; the hand list too.
        const list = findChild(page, "noteList");
        verify(list);
        tryCompare(list, "visible", true);
        compare(list.count, GameSession.notes.annotations.count);
        // Undo takes the mark back to what it was.
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        compare(GameSession.notes.mark, "");
    }

    function test_commentTypedAndKept(): void {
        const page = openPage(1, 1);
        const edit = findChild(page, "noteText");
        verify(edit);
        mouseClick(edit);
        tryCompare(edit, "activeFocus", true);
        for (const ch of "Fold here")
            keyClick(ch);
        compare(edit.text, "Fold here");
        // Keys typed into the comment are text, not commands.
        keyClick(Qt.Key_2);
        compare(GameSession.notes.mark, "");
        compare(edit.text, "Fold here2");
        keyClick(Qt.Key_Backspace);
        keyClick(Qt.Key_Escape);
        verify(!edit.activeFocus);
        // Leaving the step saves it; coming back shows it.
        keyClick(Qt.Key_Right);
        compare(edit.text, "");
        keyClick(Qt.Key_Left);
        compare(edit.text, "Fold here");
        compare(GameSession.notes.text, "Fold here");
        keyClick(Qt.Key_B);
        verify(GameSession.notes.bookmark);
        verify(findChild(page, "bookmarkButton").checked);
        // C goes to the comment box.
        keyClick(Qt.Key_C);
        tryCompare(edit, "activeFocus", true);
        keyClick(Qt.Key_Escape);
    }

    function test_jumpBetweenNotes(): void {
        const page = openPage(2, 4);
        keyClick(Qt.Key_3);
        GameSession.jumpTo(3, 6);
        keyClick(Qt.Key_6);
        GameSession.jumpTo(2, 0);
        keyClick(Qt.Key_BracketRight);
        compare(GameSession.position.kyoku, 2);
        compare(GameSession.position.step, 4);
        compare(GameSession.notes.mark, "!!");
        keyClick(Qt.Key_BracketRight);
        compare(GameSession.position.kyoku, 3);
        compare(GameSession.position.step, 6);
        keyClick(Qt.Key_BracketLeft);
        compare(GameSession.position.kyoku, 2);
        compare(GameSession.position.step, 4);
        // A click in the list of notes jumps there.
        const list = findChild(page, "noteList");
        waitForRendering(page);
        const item = findChild(list, "note0");
        verify(item);
        mouseClick(item);
        compare(GameSession.position.step, item.step);
        compare(findChild(page, "positionLabel").text.indexOf(item.kyokuLabel), 0);
    }

    function test_whatIf(): void {
        const page = openPage(0, 1);
        const option = findChild(page, "option1");
        verify(option);
        mouseClick(option);
        verify(GameSession.whatIf.code.length > 0);
        const panel = findChild(page, "whatIfPanel");
        tryCompare(panel, "visible", true);
        compare(GameSession.whatIf.hand.count, 13);
        // The record stays where it was.
        compare(GameSession.position.step, 1);
        keyClick(Qt.Key_Escape);
        compare(GameSession.whatIf.code, "");
        tryCompare(panel, "visible", false);
        waitForRendering(page);
        // A tile of the hand of the player to play tries that discard.
        const hand = findChild(page, "hand0");
        verify(hand);
        mouseClick(hand, 10, hand.height / 2);
        verify(GameSession.whatIf.code.length > 0);
        waitForRendering(page);
        // The suggestion goes into the note.
        // (the leftmost tile of this hand is not the one played, so there is something to
        // suggest: the check cannot pass by doing nothing)
        const suggest = findChild(page, "suggestButton");
        verify(!GameSession.whatIf.played, GameSession.whatIf.code);
        mouseClick(suggest);
        compare(GameSession.notes.alternative, GameSession.whatIf.code);
        keyClick(Qt.Key_Right);
        compare(GameSession.whatIf.code, "");
    }
}
