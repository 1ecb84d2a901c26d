import QtQuick
import Haifu.Ui

PlaceholderPage {
    title: qsTr("Quiz")
    iconSource: "../icons/quiz.svg"
    summary: qsTr("Drills on the things players get wrong at the table, with exact explanations.")
    features: [
        qsTr("Yaku, fu, points, waits, tile efficiency and furiten questions"),
        qsTr("Step-by-step answers: the fu breakdown, which furiten rule applies"),
        qsTr("Questions drawn from your own games as well as generated ones"),
        qsTr("Progress kept over weeks, with missed questions coming back sooner")
    ]
}
