pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import QtQuick.Controls
import QtQuick.Layouts

// A page that is not built yet: it says plainly what it will hold.
Item {
    id: page

    required property string title
    required property string summary
    required property url iconSource
    property list<string> features

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 640)
        height: column.implicitHeight + 2 * Theme.margin
        radius: Theme.radius * 1.5
        color: Theme.surface
        border.color: Theme.border

        ColumnLayout {
            id: column

            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.spacingMedium

            RowLayout {
                spacing: Theme.spacingSection

                Rectangle {
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    radius: width / 2
                    color: Theme.accentSoft

                    ToolButton {
                        anchors.centerIn: parent
                        enabled: false
                        icon.source: page.iconSource
                        icon.color: Theme.accent
                        icon.width: 26
                        icon.height: 26
                        background: null
                    }
                }

                ColumnLayout {
                    spacing: Theme.spacingTiny

                    Label {
                        textFormat: Text.PlainText
                        text: page.title
                        font.pixelSize: Theme.titleSize
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: qsTr("Not built yet")
                        font.pixelSize: Theme.smallSize
                        color: Theme.danger
                    }
                }
            }

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: page.summary
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.bodySize + 1
                color: Theme.text
            }

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: page.features.length > 0
                text: qsTr("This page will hold:")
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.mutedText
                topPadding: Theme.spacingSmall
            }

            Repeater {
                model: page.features
                delegate: RowLayout {
                    id: row

                    required property string modelData

                    Layout.fillWidth: true
                    spacing: Theme.spacingRoomy

                    Rectangle {
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: Theme.spacingCompact + 1
                        width: 6
                        height: 6
                        radius: width / 2
                        color: Theme.accent
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.modelData
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.bodySize
                        color: Theme.text
                    }
                }
            }
        }
    }
}
