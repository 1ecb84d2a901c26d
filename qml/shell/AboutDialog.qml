import QtQuick
import Haifu.Ui
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend

// Name, version and licence of the program.
Dialog {
    id: dialog

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(480, parent ? parent.width - 2 * Theme.margin : 480)
    modal: true
    // The keys go to the dialog while it is open: Tab reaches Close, Esc closes it.
    focus: true
    title: qsTr("About Haifu")
    onOpened: closeButton.forceActiveFocus()

    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }
    header: Label {
        textFormat: Text.PlainText
        text: dialog.title
        font.pixelSize: Theme.titleSize - 4
        font.bold: true
        color: Theme.text
        padding: Theme.paddingLarge
        bottomPadding: 0
    }
    footer: Item {
        implicitHeight: closeButton.implicitHeight + 16

        Button {
            id: closeButton

            objectName: "aboutClose"
            anchors.right: parent.right
            anchors.rightMargin: Theme.marginMedium
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Close")
            flat: true
            font.capitalization: Font.MixedCase
            onClicked: dialog.close()
        }
    }
    Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingRoomy

        RowLayout {
            spacing: Theme.spacingLarge

            Image {
                source: "../icons/haifu.svg"
                sourceSize.width: 64
                sourceSize.height: 64
            }
            ColumnLayout {
                spacing: Theme.spacingTiny

                Label {
                    textFormat: Text.PlainText
                    text: AppInfo.name
                    color: Theme.text
                    font.pixelSize: Theme.titleSize + 4
                    font.bold: true
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "aboutVersion"
                    text: qsTr("Version %1").arg(AppInfo.version)
                    color: Theme.mutedText
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            color: Theme.text
            text: qsTr("Study riichi mahjong game records, drill scoring and furiten, and keep the scores of your club's live games — with one exact rules engine behind every screen.")
            wrapMode: Text.WordWrap
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            objectName: "aboutLicence"
            text: qsTr("Licence: %1 (%2). You may share and change it under its terms; it comes with no warranty.").arg(AppInfo.licenseName).arg(AppInfo.licenseSpdx)
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Built with Qt %1.").arg(AppInfo.qtVersion)
            color: Theme.mutedText
            font.pixelSize: Theme.smallSize
        }
    }
}
