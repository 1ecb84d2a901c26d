import QtQuick
import Haifu.Ui

PlaceholderPage {
    title: qsTr("Viewer")
    iconSource: "../icons/viewer.svg"
    summary: qsTr("The study table: replay any game move by move with every hand, river, call, dora and score on the table.")
    features: [
        qsTr("Keyboard-first stepping by action, decision or hand, and a timeline to jump anywhere"),
        qsTr("The engine's analysis of each decision: shanten, tiles accepted per discard, waits and furiten"),
        qsTr("Results explained: yaku with han, every fu item, the payments"),
        qsTr("Comments, marks (! ? !! ?? !? ?!) and bookmarks on any step, saved at once")
    ]
}
