pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// Every metric of who is shown: its value, what it is taken over and its percentile among the
// library's players; a click on a column's title sorts by it (again: the other way). Each row's
// tooltip gives the metric's formula.
ColumnLayout {
    id: table

    required property StatsController controller

    spacing: 0

    component HeaderButton: ItemDelegate {
        id: header

        required property int column
        required property string title

        font.bold: true
        font.pixelSize: Theme.smallSize
        text: title + (table.controller.sortColumn === column ? (table.controller.sortAscending ? " ▲" : " ▼") : "")
        onClicked: {
            if (table.controller.sortColumn === column) {
                table.controller.sortAscending = !table.controller.sortAscending;
            } else {
                table.controller.sortColumn = column;
                table.controller.sortAscending = column !== 2 && column !== 3;
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.preferredHeight: 32
        spacing: 0

        HeaderButton {
            objectName: "statsSortName"
            Layout.fillWidth: true
            column: 1
            title: qsTr("Metric")
        }
        HeaderButton {
            objectName: "statsSortValue"
            Layout.preferredWidth: 130
            column: 2
            title: qsTr("Value")
        }
        HeaderButton {
            Layout.preferredWidth: 200
            column: 0
            //: the column of what a metric is taken over ("of 1,234 hands"); sorts the metrics back into their order
            title: qsTr("Over")
        }
        HeaderButton {
            objectName: "statsSortPercentile"
            Layout.preferredWidth: 190
            column: 3
            title: qsTr("Percentile")
        }
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: 1
        color: Theme.border
    }
    ListView {
        id: list

        objectName: "statsTable"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: table.controller.rows
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        delegate: ItemDelegate {
            id: row

            required property var modelData
            required property int index

            width: ListView.view.width
            height: 30
            hoverEnabled: true
            background: Rectangle {
                color: row.hovered ? Theme.accentSoft : row.index % 2 ? Theme.surfaceAlt : Theme.surface
            }
            ToolTip.visible: hovered
            ToolTip.delay: 400
            ToolTip.text: row.modelData.tip

            contentItem: RowLayout {
                spacing: 0

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: row.modelData.name
                    color: Theme.text
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 130
                    horizontalAlignment: Text.AlignRight
                    rightPadding: Theme.spacingLarge
                    text: row.modelData.value
                    color: Theme.text
                    font.bold: true
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.preferredWidth: 200
                    elide: Text.ElideRight
                    text: row.modelData.over
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
                RowLayout {
                    Layout.preferredWidth: 190
                    spacing: Theme.spacingSmall

                    Item {
                        Layout.preferredWidth: 120
                        Layout.preferredHeight: 10
                        visible: row.modelData.percentile >= 0

                        Rectangle {
                            anchors.fill: parent
                            radius: Theme.radiusSmall
                            color: Theme.border
                            opacity: 0.5
                        }
                        Rectangle {
                            width: parent.width * row.modelData.percentile / 100
                            height: parent.height
                            radius: Theme.radiusSmall
                            color: Theme.accent
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: row.modelData.percentile >= 0 ? Math.round(row.modelData.percentile) : ""
                        color: Theme.mutedText
                        font.pixelSize: Theme.smallSize
                    }
                }
            }
        }
    }
    Label {
        objectName: "statsPopulation"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        topPadding: Theme.spacingSmall
        wrapMode: Text.WordWrap
        text: table.controller.populationText
        color: Theme.mutedText
        font.pixelSize: Theme.smallSize
    }
}
