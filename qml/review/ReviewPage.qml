pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The Review page: a player's reviewed games (engine review reports imported into the library)
// over a period. Agreement and rating per game as a curve with moving averages, the deviations by
// category, the worst deviations of the period (each opens its position in the viewer), and the
// chosen ones made into a lesson in one step.
Page {
    id: page

    // The viewer should show this library game at this step.
    signal openInViewer(int gameId, int globalStep)

    // The page's backend, for the journeys' eyes.
    readonly property alias controller: review
    // The rows of `review.worst` ticked for a lesson.
    property var chosen: []

    function toggle(row: int): void {
        const list = page.chosen.slice();
        const at = list.indexOf(row);
        if (at >= 0)
            list.splice(at, 1);
        else
            list.push(row);
        page.chosen = list;
    }

    objectName: "reviewPage"
    background: Rectangle {
        color: Theme.background
    }
    // Read when shown, not at start-up (the page is made with the window).
    onVisibleChanged: if (visible) review.refresh()
    Component.onCompleted: if (visible) review.refresh()

    ReviewController {
        id: review

        onSummaryChanged: page.chosen = []
        onOpenRequested: (gameId, globalStep) => page.openInViewer(gameId, globalStep)
    }

    ScrollView {
        id: scroll

        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            x: Theme.margin
            width: scroll.availableWidth - 2 * Theme.margin
            spacing: Theme.spacing

            Item {
                Layout.preferredHeight: Theme.marginSmall
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Review")
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Player")
                    color: Theme.mutedText
                }
                ComboBox {
                    objectName: "reviewPlayer"
                    Layout.preferredWidth: 220
                    // (review.players is read so that the choices follow it)
                    //: the Review page's choice of every player at once
                    model: review.players.length >= 0 ? review.playerChoices(qsTr("Everyone")) : []
                    currentIndex: review.playerRow
                    onActivated: index => review.playerRow = index
                }
                ComboBox {
                    objectName: "reviewEngine"
                    visible: review.engines.length > 1
                    Layout.preferredWidth: 170
                    //: the Review page's choice of every engine's reviews at once; Haifu's own review
                    model: review.engines.length >= 0 ? review.engineChoices(qsTr("Every engine"), qsTr("Haifu's analysis")) : []
                    currentIndex: review.engineRow
                    onActivated: index => review.engineRow = index
                }
                ComboBox {
                    objectName: "reviewPeriod"
                    Layout.preferredWidth: 170
                    textRole: "text"
                    valueRole: "days"
                    model: [
                        { text: qsTr("All time"), days: 0 },
                        { text: qsTr("Last 30 days"), days: 30 },
                        { text: qsTr("Last 3 months"), days: 91 },
                        { text: qsTr("Last year"), days: 365 }
                    ]
                    currentIndex: Math.max(0, indexOfValue(review.days))
                    onActivated: review.days = currentValue
                }
            }
            Label {
                objectName: "reviewTotals"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: review.totalsText
                color: Theme.text
                font.pixelSize: Theme.bodySize
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: review.points.length === 0
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                text: qsTr("Import the review reports you have (mjai-reviewer's JSON from Mortal) on the Library page: drop them there or use Import. Each game and its review land in the library, and this page sums them up.")
            }
            // The player's games without a review: Haifu's own analysis can review them (its
            // reviews are labelled "Haifu").
            RowLayout {
                Layout.fillWidth: true
                visible: review.player.length > 0 && (review.unreviewedCount > 0 || review.analysing)
                spacing: Theme.spacing

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    text: review.analysing
                          //: %1 games done, %2 games to do
                          ? qsTr("Haifu's own analysis is reviewing the games: %1 / %2").arg(review.analysisDone).arg(review.analysisTotal)
                          //: %n games of the player without a review, %1 the player
                          : qsTr("%n game(s) of %1 have no engine review.", "", review.unreviewedCount).arg(review.player)
                }
                Button {
                    objectName: "analyseUnreviewed"
                    font.capitalization: Font.MixedCase
                    text: review.analysing ? qsTr("Stop") : qsTr("Review them with Haifu's analysis")
                    onClicked: review.analysing ? review.stopAnalysis() : review.analyseUnreviewed()
                }
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 280
                radius: 6
                color: Theme.surface
                border.color: Theme.border

                ReviewChart {
                    objectName: "reviewChart"
                    anchors.fill: parent
                    anchors.margins: Theme.marginSmall
                    points: review.points
                }
            }
            SectionHeader {
                text: qsTr("Deviations by category")
            }
            Repeater {
                model: review.categories
                delegate: RowLayout {
                    id: category

                    required property var modelData

                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 200
                        text: category.modelData.text
                        color: Theme.text
                    }
                    Item {
                        Layout.fillWidth: true
                        implicitHeight: 14

                        Rectangle {
                            anchors.fill: parent
                            radius: 3
                            color: Theme.border
                            opacity: 0.35
                        }
                        Rectangle {
                            width: Math.max(category.modelData.count > 0 ? 3 : 0, parent.width * category.modelData.share)
                            height: parent.height
                            radius: 3
                            color: Theme.accent
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 110
                        horizontalAlignment: Text.AlignRight
                        //: %1 deviations in the category, %2 their share in percent
                        text: qsTr("%1 (%2%)").arg(category.modelData.count).arg((category.modelData.share * 100).toFixed(0))
                        color: Theme.mutedText
                    }
                }
            }
            SectionHeader {
                text: qsTr("The worst deviations")
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: review.worst.length > 0
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
                text: qsTr("The costliest first, by the q-value the engine says was lost. Open one to see the position, or tick some and make a lesson of them.")
            }
            Repeater {
                model: review.worst
                delegate: Rectangle {
                    id: deviation

                    required property var modelData
                    required property int index

                    objectName: "worstDeviation" + deviation.index
                    Layout.fillWidth: true
                    implicitHeight: deviationRow.implicitHeight + 2 * Theme.spacingSmall
                    radius: 4
                    color: page.chosen.indexOf(deviation.index) >= 0 ? Theme.accentSoft : Theme.surface
                    border.color: Theme.border

                    RowLayout {
                        id: deviationRow

                        anchors.fill: parent
                        anchors.margins: Theme.spacingSmall
                        spacing: Theme.spacing

                        CheckBox {
                            objectName: "chooseDeviation" + deviation.index
                            checked: page.chosen.indexOf(deviation.index) >= 0
                            onClicked: page.toggle(deviation.index)
                        }
                        Rectangle {
                            Layout.preferredWidth: 6
                            Layout.fillHeight: true
                            radius: 3
                            color: deviation.modelData.severity === "serious" ? Theme.danger : deviation.modelData.severity === "moderate" ? Theme.warning : Theme.caution
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2

                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                text: deviation.modelData.text
                                font.bold: true
                                color: Theme.text
                            }
                            Label {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                text: deviation.modelData.detail
                                font.pixelSize: Theme.smallSize
                                color: Theme.mutedText
                            }
                        }
                        Button {
                            objectName: "openDeviation" + deviation.index
                            font.capitalization: Font.MixedCase
                            text: qsTr("Open")
                            onClicked: review.openDeviation(deviation.index)
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                visible: review.worst.length > 0
                spacing: Theme.spacing

                TextField {
                    id: lessonTitle

                    objectName: "reviewLessonTitle"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Lesson title (optional)")
                    maximumLength: 200
                }
                Button {
                    objectName: "makeReviewLesson"
                    font.capitalization: Font.MixedCase
                    enabled: page.chosen.length > 0
                    //: %n deviations ticked
                    text: qsTr("Make a lesson of %n deviation(s)", "", page.chosen.length)
                    onClicked: {
                        if (review.makeLesson(page.chosen, lessonTitle.text) > 0) {
                            page.chosen = [];
                            lessonTitle.clear();
                        }
                    }
                }
            }
            Label {
                objectName: "reviewStatus"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: text.length > 0
                wrapMode: Text.WordWrap
                text: review.errorText.length > 0 ? review.errorText : review.statusText
                color: review.errorText.length > 0 ? Theme.danger : Theme.accent
            }
            Item {
                Layout.preferredHeight: Theme.margin
            }
        }
    }
}
