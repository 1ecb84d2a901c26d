pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import QtQuick.Controls
import QtQuick.Layouts

// The column of page buttons on the left of the main window.
Rectangle {
    id: rail

    property alias model: repeater.model
    property int currentIndex: 0

    signal activated(string key)
    signal aboutRequested
    signal handbookRequested

    // A short window (the minimum is 560 px): every gap of the rail is as small as it can be, so
    // that the page buttons (nine with the record editor open) and Help and About fit.
    readonly property bool compact: height < 640

    implicitWidth: Theme.railWidth
    color: Theme.rail

    ColumnLayout {
        anchors.fill: parent
        anchors.topMargin: rail.compact ? Theme.spacing : Theme.spacingLarge
        anchors.bottomMargin: rail.compact ? Theme.spacingSmall : Theme.marginMedium
        spacing: rail.compact ? Theme.spacingSmall : Theme.spacingCompact

        Image {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: rail.compact ? 0 : Theme.spacingSection
            source: "../icons/haifu.svg"
            sourceSize.width: 44
            sourceSize.height: 44
            // Shrinks before the page buttons do when the window is short.
            Layout.fillHeight: true
            Layout.maximumHeight: 44
            Layout.minimumHeight: 0
            fillMode: Image.PreserveAspectFit
            Accessible.role: Accessible.Graphic
            Accessible.name: qsTr("Haifu")
        }

        Repeater {
            id: repeater

            delegate: ToolButton {
                id: button

                required property int index
                required property string key
                required property string title
                required property string iconSource
                required property string shortcut
                required property bool available

                objectName: "rail_" + key
                // A page that is not open (the record editor) has no button.
                visible: available
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Theme.railWidth - 12
                // At the window's minimum height the buttons give up their air, not their text.
                Layout.fillHeight: true
                Layout.preferredHeight: 66
                Layout.maximumHeight: 66
                Layout.minimumHeight: 50
                display: AbstractButton.TextUnderIcon
                text: title
                font.pixelSize: Theme.smallSize
                font.capitalization: Font.MixedCase
                icon.source: button.iconSource
                icon.width: 24
                icon.height: 24
                icon.color: checked ? Theme.accent : Theme.mutedText
                checkable: true
                checked: rail.currentIndex === index
                focusPolicy: Qt.TabFocus
                onClicked: rail.activated(key)
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: title + " (" + shortcut + ")"

                background: Rectangle {
                    radius: Theme.radius
                    color: button.checked ? Theme.accentSoft
                                          : button.hovered ? Qt.rgba(0.5, 0.5, 0.5, 0.12)
                                                           : "transparent"
                }
            }
        }

        Item {
            Layout.fillHeight: true
        }

        // Help and About side by side: the page buttons keep the height.
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.minimumHeight: implicitHeight
            spacing: 0

            ToolButton {
                objectName: "railHandbook"
                Layout.preferredHeight: rail.compact ? 40 : implicitHeight
                icon.source: "../icons/help.svg"
                icon.color: Theme.mutedText
                text: qsTr("Handbook")
                display: AbstractButton.IconOnly
                focusPolicy: Qt.TabFocus
                Accessible.name: qsTr("Handbook (F1)")
                onClicked: rail.handbookRequested()
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Handbook (F1)")
            }

            ToolButton {
                objectName: "railAbout"
                Layout.preferredHeight: rail.compact ? 40 : implicitHeight
                icon.source: "../icons/info.svg"
                icon.color: Theme.mutedText
                text: qsTr("About")
                display: AbstractButton.IconOnly
                focusPolicy: Qt.TabFocus
                Accessible.name: qsTr("About Haifu")
                onClicked: rail.aboutRequested()
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("About Haifu")
            }
        }
    }
}
