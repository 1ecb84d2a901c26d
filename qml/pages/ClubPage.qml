import QtQuick
import Haifu.Ui

PlaceholderPage {
    title: qsTr("Club")
    iconSource: "../icons/club.svg"
    summary: qsTr("Scoring for live games, hand by hand, under your club's rules.")
    features: [
        qsTr("Fast entry of ron, tsumo, draws, chombo and pao, with honba, deposits and dealer rotation worked out"),
        qsTr("Rule presets (Tenhou, Mahjong Soul, M-League, WRC, EMA) or your club's own"),
        qsTr("Uma, oka, ties and penalties; league standings and player pages"),
        qsTr("Score sheets to print or export as PDF and CSV")
    ]
}
