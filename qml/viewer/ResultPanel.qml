pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend

// The end of a hand: for a win the hand, the engine's yaku with their han, every fu item, the
// value and the payments; for a draw who was tenpai and the payments. Where the record says
// something else, the line is marked and the record's value given.
ColumnLayout {
    id: panel

    readonly property KyokuResult result: GameSession.result
    property bool showLabels: false

    spacing: Theme.spacingCompact

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        objectName: "resultTitle"
        text: panel.result.title
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.bodySize + 3
        font.bold: true
        color: Theme.text
    }

    // Several winners (double ron): one page each.
    TabBar {
        id: wins

        Layout.fillWidth: true
        visible: panel.result.count > 1
        currentIndex: panel.result.currentIndex
        onCurrentIndexChanged: panel.result.currentIndex = currentIndex

        Repeater {
            model: panel.result.count > 1 ? panel.result.count : 0
            delegate: TabButton {
                required property int index

                focusPolicy: Qt.NoFocus
                font.capitalization: Font.MixedCase
                //: which of several wins (double ron) is shown
                text: qsTr("Win %1").arg(index + 1)
            }
        }
    }

    Flow {
        Layout.fillWidth: true
        visible: !panel.result.draw
        spacing: Theme.spacing

        TileStrip {
            tileWidth: 22
            height: Math.round(tileWidth * 4 / 3)
            model: panel.result.hand
            showLabels: panel.showLabels
        }
        TileStrip {
            tileWidth: 22
            height: 2 * tileWidth
            gap: 5
            model: panel.result.melds
            showLabels: panel.showLabels
        }
    }

    RowLayout {
        visible: !panel.result.draw
        spacing: Theme.spacingCompact

        Label {
            textFormat: Text.PlainText
            //: dora indicators (Japanese: ドラ表示牌)
            text: qsTr("Dora")
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
        TileStrip {
            tileWidth: 18
            gap: 0
            spacing: 1
            height: Math.round(tileWidth * 4 / 3)
            model: panel.result.dora
            showLabels: panel.showLabels
        }
        Label {
            textFormat: Text.PlainText
            visible: panel.result.ura.count > 0
            Layout.leftMargin: Theme.marginSmall
            text: qsTr("Ura")
            font.pixelSize: Theme.smallSize
            color: Theme.mutedText
        }
        TileStrip {
            visible: panel.result.ura.count > 0
            tileWidth: 18
            gap: 0
            spacing: 1
            height: Math.round(tileWidth * 4 / 3)
            model: panel.result.ura
            showLabels: panel.showLabels
        }
    }

    SectionHeader {
        visible: panel.result.yaku.count > 0
        //: Japanese: 役
        text: qsTr("Yaku")
    }
    Repeater {
        model: panel.result.yaku
        delegate: ResultLine {}
    }

    SectionHeader {
        visible: panel.result.fuItems.count > 0
        //: Japanese: 符
        text: qsTr("Fu")
    }
    Repeater {
        model: panel.result.fuItems
        delegate: ResultLine {}
    }

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingSmall
        visible: panel.result.valueText.length > 0
        objectName: "resultValue"
        text: panel.result.valueText
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.bodySize + 1
        font.bold: true
        color: Theme.accent
    }

    SectionHeader {
        //: Japanese: 収支
        text: qsTr("Payments")
    }
    Repeater {
        model: panel.result.payments
        delegate: ResultLine {}
    }

    Rectangle {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingCompact
        implicitHeight: agreement.implicitHeight + 12
        radius: Theme.radiusMedium
        color: panel.result.agrees ? Theme.accentSoft : Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.14)

        ColumnLayout {
            id: agreement

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.spacingCompact
            spacing: Theme.spacingHair

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                objectName: "agreement"
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.smallSize + 1
                font.bold: !panel.result.agrees
                color: Theme.text
                text: panel.result.agrees ? qsTr("The engine agrees with the record.") : qsTr("The record differs from the engine:")
            }
            Repeater {
                model: panel.result.mismatches
                delegate: Label {
                    textFormat: Text.PlainText
                    required property string modelData

                    Layout.fillWidth: true
                    text: "• " + modelData
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.smallSize
                    color: Theme.text
                }
            }
        }
    }

    component ResultLine: RowLayout {
        id: line

        required property string label
        required property string detail
        required property string value
        required property bool mismatch
        required property bool emphasis

        Layout.fillWidth: true
        spacing: Theme.spacing

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: line.label
                elide: Text.ElideRight
                font.pixelSize: Theme.smallSize + 1
                font.bold: line.emphasis
                color: line.mismatch ? Theme.danger : Theme.text
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: line.detail.length > 0
                text: line.detail
                elide: Text.ElideRight
                font.pixelSize: Theme.smallSize - 1
                color: line.mismatch ? Theme.danger : Theme.mutedText
            }
        }
        Label {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignTop
            text: line.value
            font.pixelSize: Theme.smallSize + 1
            font.bold: line.emphasis
            color: line.mismatch ? Theme.danger : Theme.text
        }
    }
}
