import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// The Club page on the demo club of a new library: a ron entered with the keyboard only (kind,
// discarder, winner, han and fu, riichi, Enter), an impossible entry refused inline with the
// reason, a draw entered with clicks, a past hand corrected with a reason (audit trail), a hand
// entered with the tile picker, a penalty, and the standings leading to a player page.
TestCase {
    id: testCase

    name: "ClubPage"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: pageComponent

        ClubPage {
            width: testCase.width
            height: testCase.height
        }
    }

    // The page with the demo club's game in progress open, and the entry panel focused. It is
    // the seeded one (the lowest id of the unfinished games), whichever games the other tests
    // made before: each test sets up its own state and none relies on the order they run in.
    function openRunningGame(): var {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        const club = page.controller;
        tryVerify(() => club.directory.clubs.length === 1);
        let running = -1;
        for (let row = 0; row < club.directory.games.count; ++row) {
            const id = club.directory.games.gameIdAt(row);
            if (!club.directory.games.get(row, "finished") && (running < 0 || id < running))
                running = id;
        }
        verify(running >= 0);
        club.game.gameId = running;
        verify(club.game.hasGame);
        verify(!club.game.ended);
        tryCompare(page, "side", "entry");
        page.entry.focusKeys();
        tryVerify(() => page.entry.activeFocus);
        return page;
    }

    function seatKey(seat: int): int {
        return Qt.Key_1 + seat;
    }

    function test_ronByKeyboard(): void {
        const page = openRunningGame();
        const club = page.controller;
        const entry = page.entry;
        const hands = club.game.handCount;
        const dealer = club.game.dealer;
        const winner = (dealer + 1) % 4;
        const other = (dealer + 2) % 4;
        const before = club.game.scores[winner];

        keyClick(Qt.Key_T);
        compare(entry.kind, "tsumo");
        keyClick(Qt.Key_R);
        compare(entry.kind, "ron");
        keyClick(seatKey(dealer), Qt.ShiftModifier);
        compare(entry.discarder, dealer);
        keyClick(seatKey(winner));
        compare(entry.winners.length, 1);
        compare(entry.winners[0], winner);
        // The new winner's han field takes the digits; Tab goes on to fu.
        const han = findChild(page, "han_" + winner);
        tryVerify(() => han.activeFocus);
        keyClick(Qt.Key_3);
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_0);
        compare(han.text, "3");
        compare(findChild(page, "fu_" + winner).text, "40");
        // Alt+digit: riichi, even from a field.
        keyClick(seatKey(other), Qt.AltModifier);
        verify(entry.riichi[other]);
        verify(findChild(page, "riichiChip_" + other).selected);

        // The live preview: 5,200 from the dealer... and the riichi stick to the winner. As a
        // dealer's ron would not be 5,200, the winner is not the dealer: non-dealer 3 han 40 fu.
        // The honba and the deposits already on the table are whatever the hands entered before
        // left (the other tests may run first).
        verify(entry.result.ok);
        const gain = 5200 + 300 * club.game.honba + 1000 * (club.game.sticks + 1);
        compare(entry.result.deltas[winner], gain);
        compare(entry.result.deltas[dealer], -5200 - 300 * club.game.honba);
        compare(entry.result.deltas[other], -1000);
        verify(findChild(page, "previewBox").visible);
        verify(!findChild(page, "previewError").visible);

        keyClick(Qt.Key_Return);
        compare(club.game.handCount, hands + 1);
        compare(club.game.scores[winner], before + gain);
        compare(club.game.ledger.get(hands, "value"), "3 han 40 fu");
        verify(club.game.ledger.get(hands, "riichi")[other]);
        // The panel is ready for the next hand.
        compare(entry.winners.length, 0);
        compare(entry.discarder, -1);
        verify(!entry.riichi[other]);
        verify(findChild(page, "clubMessage").text.indexOf("Saved") === 0);
    }

    function test_refusedInline(): void {
        const page = openRunningGame();
        const club = page.controller;
        const entry = page.entry;
        const hands = club.game.handCount;
        const seat = (club.game.dealer + 1) % 4;
        keyClick(Qt.Key_R);
        keyClick(seatKey(seat), Qt.ShiftModifier);
        keyClick(seatKey(seat));
        tryVerify(() => findChild(page, "han_" + seat).activeFocus);
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_3);
        keyClick(Qt.Key_0);
        verify(!entry.result.ok);
        const error = findChild(page, "previewError");
        verify(error.visible);
        verify(error.text.indexOf("cannot win on their own discard") >= 0, error.text);
        verify(findChild(page, "seat_" + seat).warning);
        verify(!findChild(page, "saveHand").enabled);
        keyClick(Qt.Key_Return);
        compare(club.game.handCount, hands);

        // An impossible han/fu pair: the engine's reason.
        keyClick(Qt.Key_Escape); // out of the field
        keyClick(Qt.Key_Escape); // clears the entry
        compare(entry.winners.length, 0);
        keyClick(seatKey(club.game.dealer), Qt.ShiftModifier);
        keyClick(seatKey(seat));
        tryVerify(() => findChild(page, "han_" + seat).activeFocus);
        keyClick(Qt.Key_1);
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_0);
        verify(!entry.result.ok);
        verify(error.text.indexOf("does not exist") >= 0, error.text);
        keyClick(Qt.Key_Return);
        compare(club.game.handCount, hands);
        keyClick(Qt.Key_Escape);
        keyClick(Qt.Key_Escape);
    }

    function test_drawByClicks(): void {
        const page = openRunningGame();
        const club = page.controller;
        const entry = page.entry;
        const hands = club.game.handCount;
        mouseClick(findChild(page, "kind_draw"));
        compare(entry.kind, "draw");
        mouseClick(findChild(page, "seat_0"));
        mouseClick(findChild(page, "seat_3"));
        verify(entry.tenpai[0] && entry.tenpai[3]);
        verify(entry.result.ok);
        compare(entry.result.deltas[0], 1500);
        compare(entry.result.deltas[1], -1500);
        mouseClick(findChild(page, "saveHand"));
        compare(club.game.handCount, hands + 1);
        compare(club.game.ledger.get(hands, "kind"), "draw");
    }

    function test_correctionWithReason(): void {
        const page = openRunningGame();
        const club = page.controller;
        const entry = page.entry;
        const list = findChild(page, "ledgerList");
        tryVerify(() => list.count === club.game.handCount);
        // L goes to the ledger, Esc back to the entry.
        keyClick(Qt.Key_L);
        tryVerify(() => list.activeFocus);
        compare(list.currentIndex, list.count - 1);
        keyClick(Qt.Key_Escape);
        tryVerify(() => entry.activeFocus);
        list.positionViewAtBeginning();
        const first = list.itemAtIndex(0);
        verify(first);
        mouseDoubleClickSequence(first, 100, first.height / 2);
        compare(entry.editIndex, 0);
        verify(findChild(page, "entryTitle").text.indexOf("Correct hand 1") === 0);
        // E1-0 of the game in progress was a ron of 2 han 30 fu: make it 3 han.
        compare(entry.kind, "ron");
        const winner = entry.winners[0];
        const hanField = findChild(page, "han_" + winner);
        compare(hanField.text, "2");
        const before = club.game.ledger.get(0, "deltas")[winner];
        mouseClick(hanField);
        hanField.selectAll();
        keyClick(Qt.Key_3);
        // No reason yet: not saved.
        verify(entry.result.ok);
        verify(!findChild(page, "saveHand").enabled);
        const reason = findChild(page, "editReason");
        verify(reason.visible);
        mouseClick(reason);
        keyClick("a");
        keyClick("b");
        keyClick("c");
        keyClick(Qt.Key_Return);
        compare(entry.editIndex, -1);
        verify(club.game.ledger.get(0, "deltas")[winner] > before);
        compare(club.game.audit.get(0, "action"), "edit");
        compare(club.game.audit.get(0, "reason"), "abc");
    }

    function test_tilePicker(): void {
        const page = openRunningGame();
        const club = page.controller;
        const entry = page.entry;
        const picker = page.picker;
        const hands = club.game.handCount;
        const winner = (club.game.dealer + 1) % 4;
        keyClick(Qt.Key_R);
        keyClick(seatKey(club.game.dealer), Qt.ShiftModifier);
        keyClick(seatKey(winner));
        tryVerify(() => findChild(page, "han_" + winner).activeFocus);
        keyClick(Qt.Key_Escape); // out of the han field
        keyClick(Qt.Key_H);
        tryVerify(() => picker.opened);
        compare(picker.seat, winner);
        // 234m 567p 55p 234s 67s + 8s: pinfu, tanyao and one dora (indicator 1m).
        for (const code of ["2m", "3m", "4m", "5p", "6p", "7p", "5p", "5p", "2s", "3s", "4s", "6s", "7s", "8s"])
            mouseClick(findChild(picker.contentItem, "palette_" + code));
        compare(picker.tileCount, 14);
        mouseClick(findChild(picker.contentItem, "pickerMode_dora"));
        mouseClick(findChild(picker.contentItem, "palette_1m"));
        compare(picker.dora.length, 1);
        tryVerify(() => picker.score.ok === true);
        compare(picker.score.han, 3);
        compare(picker.score.fu, 30);
        compare(club.game.pickerYaku.count, 3);
        mouseClick(findChild(picker.contentItem, "pickerUse"));
        tryVerify(() => !picker.opened);
        compare(entry.draft.han[winner], "3");
        compare(entry.draft.fu[winner], "30");
        verify(entry.result.ok);
        // 3,900 with the honba and the deposits on the table.
        compare(entry.result.deltas[winner], 3900 + 300 * club.game.honba + 1000 * club.game.sticks);
        entry.focusKeys();
        keyClick(Qt.Key_Return);
        compare(club.game.handCount, hands + 1);
    }

    function test_newGame(): void {
        const page = openRunningGame();
        const club = page.controller;
        const games = club.directory.games.count;
        mouseClick(findChild(page, "newGameButton"));
        const dialog = findChild(page, "newGameDialog");
        tryVerify(() => dialog.opened);
        // The season's preset is chosen; the seats are empty until picked.
        compare(findChild(dialog.contentItem, "newPreset").currentValue, "ema");
        for (let seat = 0; seat < 4; ++seat) {
            const box = findChild(dialog.contentItem, "newSeat_" + seat);
            compare(box.currentIndex, -1);
            box.currentIndex = 5 - seat; // Felix, Emma, Daniel, Chloé
        }
        dialog.accept();
        tryCompare(club.directory.games, "count", games + 1);
        compare(club.game.handCount, 0);
        compare(club.game.seatNames[0], "Felix Novak");
        compare(club.game.seatNames[3], "Chloé Martin");
        compare(club.game.nextLabel, "E1-0");
        compare(page.side, "entry");
    }

    // A club's own rules: an option changed in the dialog and a name, kept with the game.
    function test_ownRules(): void {
        const page = openRunningGame();
        const club = page.controller;
        mouseClick(findChild(page, "newGameButton"));
        const dialog = findChild(page, "newGameDialog");
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog.contentItem, "adjustRules"));
        verify(dialog.adjustingRules);
        // EMA plays on below zero; this club busts.
        const tobi = dialog.ruleOptionList.find(o => o.name === "tobi");
        compare(tobi.value, false);
        dialog.setRuleChange("tobi", true);
        verify(dialog.ruleOptionList.find(o => o.name === "tobi").changed);
        findChild(dialog.contentItem, "rulesName").text = "Thursday rules";
        for (let seat = 0; seat < 4; ++seat)
            findChild(dialog.contentItem, "newSeat_" + seat).currentIndex = seat;
        dialog.accept();
        tryVerify(() => club.game.rules.summary.indexOf("Thursday rules") >= 0, 5000,
                  club.errorText + " / " + club.game.rules.summary);
        verify(club.game.rules.summary.indexOf("no busting") < 0, club.game.rules.summary);
        // The next new game starts from the same rules.
        const last = club.directory.lastRules();
        compare(last.rulesName, "Thursday rules");
        compare(last.options.tobi, true);
    }

    function test_penaltyAndStandings(): void {
        const page = openRunningGame();
        const club = page.controller;
        mouseClick(findChild(page, "scoresTab"));
        compare(page.side, "scores");
        const penalties = club.game.penalties.length;
        club.game.addPenalty(0, 10000, "Late");
        compare(club.game.penalties.length, penalties + 1);
        compare(club.game.finalScores.get(0, "penalty"), 10);
        verify(findChild(page, "zeroSum").text.indexOf("0.0") >= 0);

        mouseClick(findChild(page, "standingsTab"));
        compare(page.view, "standings");
        const list = findChild(page, "standingsList");
        tryVerify(() => list.activeFocus);
        compare(list.count, 6);
        keyClick(Qt.Key_Return);
        compare(page.view, "player");
        compare(club.league.playerId, club.league.standings.get(0, "playerId"));
        verify(club.league.history.count > 0);
        verify(findChild(page, "playerChart").scores.length > 0);
    }
}
