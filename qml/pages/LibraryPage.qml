import QtQuick
import Haifu.Ui

PlaceholderPage {
    title: qsTr("Library")
    iconSource: "../icons/library.svg"
    summary: qsTr("Every game you import, kept safe in one local library with your notes.")
    features: [
        qsTr("Import Tenhou (mjlog and JSON), Mahjong Soul and MJAI records, single files or whole folders, by button or drag and drop"),
        qsTr("Search by player, date, lobby, ruleset, result, yaku or notes, with sortable columns"),
        qsTr("Tags and collections, and player statistics across the library"),
        qsTr("A sample library of real games to start from")
    ]
}
