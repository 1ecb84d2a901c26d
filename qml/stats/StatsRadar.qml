pragma ComponentBehavior: Bound
// qmllint disable property type import
// (Qt 6.4's type information of Qt Charts leaves the axes' properties unknown to qmllint.)
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Haifu.Ui
import Haifu.Backend

// The playstyle radar: win, deal-in, riichi, calls, dama and speed, each as the percentile of
// who is shown among the library's players with enough games (50: the middle player).
RowLayout {
    id: radar

    required property StatsController controller

    function redraw(): void {
        shape.clear();
        middle.clear();
        const axes = radar.controller.radar;
        if (axes.length === 0)
            return;
        for (let i = 0; i <= axes.length; ++i) {
            const a = axes[i % axes.length];
            shape.append(i, Math.max(0, a.percentile));
            middle.append(i, 50);
        }
    }

    spacing: Theme.spacingMedium

    Connections {
        target: radar.controller

        function onStatsChanged(): void {
            radar.redraw();
        }
    }
    Component.onCompleted: redraw()

    PolarChartView {
        id: chart

        objectName: "statsRadarChart"
        Layout.fillWidth: true
        Layout.fillHeight: true
        antialiasing: true
        legend.visible: true
        // (below, it would sit on the bottom axis' name)
        legend.alignment: Qt.AlignLeft
        legend.labelColor: Theme.text
        backgroundColor: Theme.surface
        plotAreaColor: Theme.surface
        // Room for the axes' names around the circle.
        margins.top: Theme.margin
        margins.bottom: Theme.margin
        margins.left: Theme.paddingLarge * 3
        margins.right: Theme.paddingLarge * 3

        ValueAxis {
            id: angular

            min: 0
            max: 6
            tickCount: 7
            labelsVisible: false
            gridLineColor: Theme.border
            color: Theme.border
        }
        ValueAxis {
            id: radial

            min: 0
            max: 100
            tickCount: 5
            labelFormat: "%d"
            labelsColor: Theme.mutedText
            gridLineColor: Theme.border
            color: Theme.border
        }
        LineSeries {
            id: middle

            //: the radar's reference line: the library's middle player on every axis
            name: qsTr("The middle player")
            axisAngular: angular
            axisRadial: radial
            color: Theme.mutedText
            width: 1
            style: Qt.DashLine
        }
        LineSeries {
            id: shape

            name: radar.controller.subjectName
            axisAngular: angular
            axisRadial: radial
            color: Theme.accent
            width: 3
        }

        // The axes' names outside the circle (a category axis names only one of them on Qt 6.4).
        Repeater {
            model: radar.controller.radar
            delegate: Label {
                id: axisName

                required property var modelData
                required property int index
                // Where the axis leaves the circle, a little further out; follows the chart's
                // size.
                readonly property point at: chart.width > 0 && chart.height > 0 ? chart.mapToPosition(Qt.point(index, 110), shape) : Qt.point(0, 0)

                x: at.x - width / 2
                y: at.y - height / 2
                textFormat: Text.PlainText
                text: modelData.axis
                color: Theme.text
                font.bold: true
            }
        }
    }
    // The axes' figures and the comparison's settings; they scroll in a short window.
    ScrollView {
        id: side

        Layout.fillWidth: false
        Layout.preferredWidth: 320
        Layout.maximumWidth: 320
        Layout.fillHeight: true
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: side.availableWidth
            spacing: Theme.spacingSmall

            Repeater {
                model: radar.controller.radar
                delegate: RowLayout {
                    id: axis

                    required property var modelData

                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 90
                        text: axis.modelData.axis
                        color: Theme.text
                        font.bold: true
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 80
                        horizontalAlignment: Text.AlignRight
                        text: axis.modelData.value
                        color: Theme.text
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        //: %1 a percentile (0-100) among the library's players
                        text: axis.modelData.percentile >= 0 ? qsTr("percentile %1").arg(Math.round(axis.modelData.percentile)) : "-"
                        color: Theme.mutedText
                    }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Each axis is the percentile among the players compared with: 50 is the middle player. Speed is the turn of the wins, earlier farther out.")
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: radar.controller.populationText
                color: Theme.mutedText
                font.pixelSize: Theme.smallSize
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                //: followed by a number of games
                text: qsTr("Compare with the players who have at least this many games:")
                color: Theme.mutedText
            }
            SpinBox {
                objectName: "statsMinGames"
                Layout.preferredWidth: 120
                from: 1
                to: 100000
                editable: true
                value: radar.controller.minGames
                onValueModified: radar.controller.minGames = value
            }
        }
    }
}
