pragma ComponentBehavior: Bound
// qmllint disable property type import
// (Qt 6.4's type information of Qt Charts leaves the axes' properties unknown to qmllint.)
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Haifu.Ui
import Haifu.Backend

// A metric over the games of who is shown: each game's value (up to 300 games) and the moving
// average over the last N games; beside it, the last N games against the N before.
RowLayout {
    id: trend

    required property StatsTrend model

    function redraw(): void {
        average.clear();
        values.clear();
        const points = trend.model.points;
        let last = 1;
        for (let i = 0; i < points.length; ++i) {
            const p = points[i];
            if (p.average !== undefined)
                average.append(p.game, p.average);
            if (p.value !== undefined)
                values.append(p.game, p.value);
            last = p.game;
        }
        gameAxis.min = 1;
        gameAxis.max = Math.max(2, last);
        valueAxis.min = trend.model.low;
        valueAxis.max = trend.model.high;
        valueAxis.applyNiceNumbers();
    }

    spacing: Theme.spacingMedium

    Connections {
        target: trend.model

        function onChanged(): void {
            trend.redraw();
        }
    }
    Component.onCompleted: redraw()

    ColumnLayout {
        Layout.fillWidth: true
        Layout.fillHeight: true
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ComboBox {
                objectName: "statsTrendMetric"
                Layout.fillWidth: true
                Layout.minimumWidth: 140
                Layout.maximumWidth: 320
                model: trend.model.choices
                textRole: "text"
                valueRole: "key"
                currentIndex: Math.max(0, indexOfValue(trend.model.key))
                onActivated: trend.model.key = currentValue
            }
            SpinBox {
                objectName: "statsTrendWindow"
                Layout.preferredWidth: 110
                from: 1
                to: 1000
                editable: true
                value: trend.model.window
                onValueModified: trend.model.window = value
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("The moving average runs over this many games")
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                //: after the number of games the trend's moving average runs over
                text: qsTr("games, moving average")
                color: Theme.mutedText
            }
        }
        ChartView {
            id: chart

            objectName: "statsTrendChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            antialiasing: true
            legend.visible: true
            legend.alignment: Qt.AlignBottom
            legend.labelColor: Theme.text
            backgroundColor: Theme.surface
            plotAreaColor: Theme.surface
            margins.top: 4
            margins.bottom: 4
            margins.left: 4
            margins.right: 4

            ValueAxis {
                id: gameAxis

                labelFormat: "%d"
                labelsColor: Theme.mutedText
                gridLineColor: Theme.border
                color: Theme.border
                //: the trend's horizontal axis: the player's games counted from the first
                titleText: qsTr("Game")
                titleBrush: Theme.mutedText
            }
            ValueAxis {
                id: valueAxis

                labelFormat: trend.model.isRate ? "%.1f%%" : "%.2f"
                labelsColor: Theme.mutedText
                gridLineColor: Theme.border
                color: Theme.border
            }
            ScatterSeries {
                id: values

                name: qsTr("Each game")
                axisX: gameAxis
                axisY: valueAxis
                markerSize: 6
                color: Theme.mutedText
                borderColor: Theme.mutedText
            }
            LineSeries {
                id: average

                //: %1 the number of games the moving average runs over
                name: qsTr("Average of the last %1 games").arg(trend.model.window)
                axisX: gameAxis
                axisY: valueAxis
                width: 2.5
                color: Theme.accent
            }
        }
    }
    ColumnLayout {
        // (its wrapped labels would otherwise make it take the chart's width)
        Layout.fillWidth: false
        Layout.preferredWidth: Math.min(320, trend.width * 0.4)
        Layout.maximumWidth: Math.min(320, trend.width * 0.4)
        Layout.fillHeight: true
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                //: compare the last N games with the N before
                text: qsTr("Last")
                color: Theme.mutedText
            }
            SpinBox {
                objectName: "statsCompareCount"
                Layout.preferredWidth: 120
                from: 1
                to: 100000
                editable: true
                value: trend.model.compareCount
                onValueModified: trend.model.compareCount = value
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("games against the same before")
                color: Theme.mutedText
            }
        }
        Label {
            objectName: "statsCompareText"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: trend.model.compareText
            color: Theme.text
            font.pixelSize: Theme.smallSize
        }
    RowLayout {
        Layout.fillWidth: true
            spacing: Theme.spacingSmall

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Metric")
                font.bold: true
                font.pixelSize: Theme.smallSize
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 70
                horizontalAlignment: Text.AlignRight
                //: the recent stretch of games
                text: qsTr("Recent")
                font.bold: true
                font.pixelSize: Theme.smallSize
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 70
                horizontalAlignment: Text.AlignRight
                //: the games before the recent stretch
                text: qsTr("Before")
                font.bold: true
                font.pixelSize: Theme.smallSize
                color: Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 70
                horizontalAlignment: Text.AlignRight
                text: qsTr("Change")
                font.bold: true
                font.pixelSize: Theme.smallSize
                color: Theme.text
            }
        }
        ListView {
            objectName: "statsCompare"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: trend.model.compareRows
            ScrollBar.vertical: ScrollBar {}
            delegate: RowLayout {
                id: compare

                required property var modelData

                width: ListView.view.width
                height: 24
                spacing: Theme.spacingSmall

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: compare.modelData.name
                    color: Theme.text
                    font.pixelSize: Theme.smallSize
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 70
                    horizontalAlignment: Text.AlignRight
                    text: compare.modelData.recent
                    color: Theme.text
                    font.pixelSize: Theme.smallSize
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 70
                    horizontalAlignment: Text.AlignRight
                    text: compare.modelData.before
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 70
                    horizontalAlignment: Text.AlignRight
                    text: compare.modelData.change
                    color: Theme.text
                    font.pixelSize: Theme.smallSize
                }
            }
        }
    }
}
