import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// The Library page on a library seeded with the sample games: the list, a player filter typed
// in, and Enter opening the game in the viewer.
TestCase {
    id: testCase

    name: "LibraryPage"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: pageComponent

        LibraryPage {
            width: 1280
            height: 800
        }
    }

    SignalSpy {
        id: openSpy

        signalName: "openInViewer"
    }

    function init(): void {
        Library.games.clearFilters();
    }

    function test_listsFiltersAndOpens(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        openSpy.target = page;
        openSpy.clear();
        const list = findChild(page, "gameList");
        verify(list);
        verify(Library.gameCount > 0);
        tryCompare(list, "count", Library.gameCount);
        waitForRendering(page);
        compare(findChild(page, "gameCount").text, Library.gameCount + " of " + Library.gameCount + " games");

        // Type a player's name (one the test keyboard can type: letters and digits).
        let player = "";
        for (let row = 0; row < list.count && player.length === 0; ++row) {
            for (const part of list.itemAtIndex(row).players.split(" · ")) {
                const name = part.replace(/ -?[0-9]+$/, ""); // "busy 25000"
                if (/^[A-Za-z0-9]+$/.test(name)) {
                    player = name;
                    break;
                }
            }
        }
        verify(player.length > 0, "a sample game with a player named in ASCII");
        const field = findChild(page, "playerField");
        mouseClick(field);
        tryCompare(field, "activeFocus", true);
        for (const ch of player)
            keyClick(ch);
        keyClick(Qt.Key_Return);
        tryVerify(() => Library.games.player === player);
        verify(list.count >= 1);
        verify(list.count < Library.gameCount || Library.gameCount === 1);
        for (let row = 0; row < list.count; ++row)
            verify(list.itemAtIndex(row).players.indexOf(player) >= 0);

        // Enter on the list opens the current game in the viewer.
        waitForRendering(page);
        mouseClick(list.itemAtIndex(0));
        tryCompare(list, "activeFocus", true);
        compare(list.currentIndex, 0);
        keyClick(Qt.Key_Return);
        compare(openSpy.count, 1);
        // Read in the background: the viewer has it shortly.
        tryVerify(() => GameSession.loaded && !GameSession.opening);
        compare(GameSession.gameId, Number(Library.games.gameIdAt(0)));
        verify(GameSession.canAnnotate);
    }

    function test_wordsInTheNotes(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const list = findChild(page, "gameList");
        // A note taken in the viewer finds its game.
        verify(Library.openGame(Library.games.gameIdAt(1)));
        const id = GameSession.gameId;
        GameSession.jumpTo(0, 3);
        GameSession.notes.setText("kabe strategy");
        verify(GameSession.notes.save());
        const field = findChild(page, "notesField");
        waitForRendering(page);
        mouseClick(field);
        for (const ch of "kabe")
            keyClick(ch);
        keyClick(Qt.Key_Return);
        tryCompare(list, "count", 1);
        compare(Number(Library.games.gameIdAt(0)), id);
    }

    // The game list is reachable with Tab from the search fields, and its rows have a name a
    // screen reader can say.
    function test_listReachableWithTab(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const list = findChild(page, "gameList");
        tryCompare(list, "count", Library.gameCount);
        waitForRendering(page);
        const row = list.itemAtIndex(0);
        compare(row.Accessible.role, Accessible.ListItem);
        verify(row.Accessible.name.indexOf(row.players) >= 0);

        findChild(page, "playerField").forceActiveFocus();
        verify(!list.activeFocus);
        for (let i = 0; i < 40 && !list.activeFocus; ++i)
            keyClick(Qt.Key_Tab);
        verify(list.activeFocus, "Tab reaches the game list");
        // The keys of the list still work there: Enter opens the current game.
        openSpy.target = page;
        openSpy.clear();
        list.currentIndex = 0;
        keyClick(Qt.Key_Return);
        compare(openSpy.count, 1);
    }
}
