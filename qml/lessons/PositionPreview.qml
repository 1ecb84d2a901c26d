pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Ui
import Haifu.Backend as Backend

// A small picture of the composed table: per seat its wind, score and marks, its river, melds
// and hand (hidden hands as a note), and the dora indicators. Only shows; the fields edit.
Rectangle {
    id: preview

    required property Backend.PositionComposer composer

    implicitHeight: rows.implicitHeight + 2 * Theme.padding
    color: Theme.felt
    radius: Theme.radiusSmall
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Table preview")

    ColumnLayout {
        id: rows

        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.spacingSmall

        RowLayout {
            spacing: Theme.spacing

            Label {
                textFormat: Text.PlainText
                text: qsTr("Dora indicators")
                color: Theme.feltMuted
                font.pixelSize: Theme.smallSize
            }
            TileStrip {
                objectName: "composerDoraStrip"
                model: preview.composer.doraModel
                tileWidth: 18
            }
        }
        Repeater {
            model: 4

            delegate: RowLayout {
                id: seatRow

                required property int index
                readonly property var modelData: preview.composer.seats[seatRow.index]

                visible: seatRow.modelData.present
                spacing: Theme.spacing

                Label {
                    Layout.preferredWidth: 170
                    textFormat: Text.PlainText
                    //: the composer's preview: %1 seat number, %2 its wind, %3 its score
                    text: qsTr("%1 · %2 · %3").arg(seatRow.modelData.seat).arg(seatRow.modelData.windName).arg(seatRow.modelData.score) + (seatRow.modelData.riichi ? " · " + qsTr("riichi") : "")
                    color: seatRow.modelData.turn ? Theme.highlight : Theme.feltText
                    font.pixelSize: Theme.smallSize
                    font.bold: seatRow.modelData.turn
                    elide: Text.ElideRight
                }
                ColumnLayout {
                    spacing: Theme.spacingTiny

                    RowLayout {
                        spacing: Theme.spacingMedium

                        TileStrip {
                            model: preview.composer.riverModel(seatRow.modelData.seat)
                            tileWidth: 16
                        }
                        TileStrip {
                            model: preview.composer.meldModel(seatRow.modelData.seat)
                            tileWidth: 16
                        }
                    }
                    TileStrip {
                        visible: !seatRow.modelData.hidden
                        model: preview.composer.handModel(seatRow.modelData.seat)
                        tileWidth: 22
                    }
                    Label {
                        visible: seatRow.modelData.hidden
                        textFormat: Text.PlainText
                        text: qsTr("hand hidden")
                        color: Theme.feltMuted
                        font.pixelSize: Theme.tinySize
                    }
                }
            }
        }
    }
}
