pragma ComponentBehavior: Bound
import QtQml
import QtQuick
import Haifu.Backend

// The viewer's keys, one table for both what they do and what the `?` list says: each row is a
// line of the list (the keys as shown, what they do) and the shortcuts behind it (their
// sequences, when they work, what they run). A key added here is listed; a key listed here works.
Instantiator {
    id: keys

    // The keys work only while the Viewer is the page in front (`shown`), most of them only with
    // a game open (`active`).
    required property bool shown
    required property bool active
    // What the page's keys reach beyond the session: the notes panel, the engine panel, the list.
    required property var notes
    required property var engine
    required property var review
    required property var help

    // The rows of the `?` list, in its order.
    readonly property var rows: [
        { shown: "← / →", action: qsTr("Previous / next action"), bind: [
            // Presses queued faster than the table draws add up to one move.
            { sequences: ["Right"], run: () => GameSession.stepBy(1) },
            { sequences: ["Left"], run: () => GameSession.stepBy(-1) }] },
        { shown: "↑ / ↓, Ctrl+← / Ctrl+→", action: qsTr("Previous / next own decision (viewpoint seat); in a variation, the line above / below"), bind: [
            { sequences: ["Up", "Ctrl+Left"], run: () => GameSession.variations.active ? GameSession.variations.sibling(-1) : GameSession.previousDecision() },
            { sequences: ["Down", "Ctrl+Right"], run: () => GameSession.variations.active ? GameSession.variations.sibling(1) : GameSession.nextDecision() }] },
        { shown: "Shift+←", action: qsTr("In a variation: back to its parent line"), bind: [
            { sequences: ["Shift+Left"], when: () => keys.active && GameSession.variations.active, run: () => GameSession.variations.toParent() }] },
        { shown: "Page Up / Page Down", action: qsTr("Previous / next hand"), bind: [
            { sequences: ["PgUp"], run: () => GameSession.previousKyoku() },
            { sequences: ["PgDown"], run: () => GameSession.nextKyoku() }] },
        { shown: "Home / End", action: qsTr("Start / end of the hand"), bind: [
            { sequences: ["Home"], run: () => GameSession.toKyokuStart() },
            { sequences: ["End"], run: () => GameSession.toKyokuEnd() }] },
        { shown: "Ctrl+Home / Ctrl+End", action: qsTr("Start / end of the game"), bind: [
            { sequences: ["Ctrl+Home"], run: () => GameSession.seekGlobal(0) },
            { sequences: ["Ctrl+End"], run: () => GameSession.seekGlobal(GameSession.position.totalSteps - 1) }] },
        { shown: "N / Shift+N", action: qsTr("Next / previous discard that loses efficiency"), bind: [
            { sequences: ["N"], run: () => GameSession.nextInefficient() },
            { sequences: ["Shift+N"], run: () => GameSession.previousInefficient() }] },
        { shown: "E", action: qsTr("Next discard that loses expected value"), bind: [
            { sequences: ["E"], run: () => GameSession.insight.nextCostly(GameSession.position.kyoku, GameSession.position.step) }] },
        { shown: "D", action: qsTr("Next disagreement with the engine"), bind: [
            { sequences: ["D"], run: () => keys.engine.nextDisagreement() }] },
        { shown: "R / Shift+R", action: qsTr("Next deviation from the engine review / next serious one"), bind: [
            { sequences: ["R"], run: () => keys.review.nextDeviation(false) },
            { sequences: ["Shift+R"], run: () => keys.review.nextDeviation(true) }] },
        { shown: "V", action: qsTr("Turn the table to the next seat"), bind: [
            { sequences: ["V"], run: () => GameSession.rotateViewpoint() }] },
        { shown: "H", action: qsTr("Show or hide the other hands"), bind: [
            { sequences: ["H"], run: () => GameSession.showAllHands = !GameSession.showAllHands }] },
        { shown: "L", action: qsTr("Tile labels on or off"), bind: [
            { sequences: ["L"], when: () => keys.shown, run: () => keys.labelsToggled() }] },
        { shown: "K", action: qsTr("Hand list on or off"), bind: [
            { sequences: ["K"], when: () => keys.shown, run: () => keys.handListToggled() }] },
        // Marks on 1-6 as in chess tools.
        { shown: "1 … 6", action: qsTr("Mark the move ! ? !! ?? !? ?! (again: remove)"), bind: keys.markKeys() },
        { shown: "0", action: qsTr("Remove the mark"), bind: [
            { sequences: ["0"], when: keys.annotating, run: () => GameSession.notes.toggleMarkNumber(0) }] },
        { shown: "B", action: qsTr("Bookmark the step"), bind: [
            { sequences: ["B"], when: keys.annotating, run: () => GameSession.notes.toggleBookmark() }] },
        { shown: "] / [", action: qsTr("Next / previous step with a note"), bind: [
            { sequences: ["]"], run: () => GameSession.notes.next() },
            { sequences: ["["], run: () => GameSession.notes.previous() }] },
        { shown: "C", action: qsTr("Write a comment (Esc: back to the table)"), bind: [
            { sequences: ["C"], when: keys.annotating, run: () => keys.notes.editComment() }] },
        { shown: "Ctrl+Z", action: qsTr("Undo the last change to a note"), bind: [
            { sequences: ["Ctrl+Z"], when: () => keys.active && GameSession.notes.canUndo, run: () => GameSession.notes.undo() }] },
        { shown: qsTr("Click a hand tile or a discard row"), action: qsTr("What if: try that discard (Esc: back)"), bind: [
            { sequences: ["Escape"], when: () => keys.active && GameSession.whatIf.code.length > 0, run: () => GameSession.whatIf.end() }] },
        { shown: "Esc", action: qsTr("Stop reading a record being opened"), bind: [
            { sequences: ["Escape"], when: () => keys.shown && GameSession.opening, run: () => GameSession.cancelOpening() }] },
        { shown: "Ctrl+O", action: qsTr("Open a record file"), bind: [
            { sequences: ["Ctrl+O"], when: () => keys.shown, run: () => keys.openRequested() }] },
        { shown: "Ctrl+V", action: qsTr("Open the tenhou.net/6 link or Tenhou log address on the clipboard"), bind: [
            { sequences: ["Ctrl+V"], when: () => keys.shown, run: () => keys.pasteRequested() }] },
        { shown: "?", action: qsTr("This list of keys"), bind: [
            { sequences: ["?", "Shift+?", "Shift+/"], when: () => keys.shown, run: () => keys.help.visible ? keys.help.close() : keys.help.open() }] }
    ]

    // 1 to 6: the marks ! ? !! ?? !? ?!.
    function markKeys(): var {
        const out = [];
        for (let n = 1; n <= 6; ++n) {
            const mark = n;
            out.push({ sequences: [String(mark)], when: keys.annotating, run: () => GameSession.notes.toggleMarkNumber(mark) });
        }
        return out;
    }

    function annotating(): bool {
        return keys.active && GameSession.canAnnotate;
    }

    // What the page itself does: its tile labels, its hand list, its file dialog.
    signal labelsToggled
    signal handListToggled
    signal openRequested
    signal pasteRequested

    // One shortcut per binding of every row.
    model: rows.reduce((all, row) => all.concat(row.bind), [])
    delegate: Shortcut {
        required property var modelData

        sequences: modelData.sequences
        // Only while the viewer is the page in front (a page on top owns the keys).
        enabled: modelData.when ? modelData.when() : keys.active
        onActivated: modelData.run()
    }
}
