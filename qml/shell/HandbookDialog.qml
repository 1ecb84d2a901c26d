pragma ComponentBehavior: Bound
import QtQuick
import Haifu.Ui
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend

// The handbook over the window (F1): its chapters on the left, the chapter on the right, and a
// search that lists the paragraphs holding the words typed in place of the chapters.
Dialog {
    id: dialog

    // Shows a chapter by its key ("viewer", "club", …) and opens the handbook.
    function show(key: string): void {
        if (key.length > 0)
            handbook.currentKey = key;
        open();
    }

    readonly property string currentKey: handbook.currentKey
    readonly property string currentTitle: handbook.currentTitle

    objectName: "handbookDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? parent.width - 2 * Theme.margin : 900
    height: parent ? parent.height - 2 * Theme.margin : 640
    modal: true
    focus: true
    padding: 0
    onOpened: searchField.forceActiveFocus()

    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }
    Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }

    Handbook {
        id: handbook

        language: AppSettings.effectiveLanguage
        query: searchField.text
    }

    header: RowLayout {
        spacing: Theme.spacingMedium

        Label {
            Layout.leftMargin: Theme.paddingLarge
            Layout.topMargin: Theme.marginMedium
            Layout.bottomMargin: Theme.marginMedium
            textFormat: Text.PlainText
            text: qsTr("Handbook")
            font.pixelSize: Theme.titleSize - 4
            font.bold: true
            color: Theme.text
        }
        TextField {
            id: searchField

            objectName: "handbookSearch"
            Layout.fillWidth: true
            Layout.maximumWidth: 420
            placeholderText: qsTr("Search the handbook")
            selectByMouse: true
            Accessible.name: qsTr("Search the handbook")
            Keys.onEscapePressed: event => {
                if (text.length > 0) {
                    clear();
                    event.accepted = true;
                } else {
                    event.accepted = false;
                }
            }
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "handbookClose"
            Layout.rightMargin: Theme.marginMedium
            text: qsTr("Close")
            flat: true
            font.capitalization: Font.MixedCase
            onClicked: dialog.close()
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // The table of contents, or the search's results while something is typed.
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: Math.min(320, dialog.width * 0.3)
            color: Theme.surfaceAlt
            border.color: Theme.border

            ListView {
                id: contents

                objectName: "handbookContents"
                anchors.fill: parent
                anchors.margins: 1
                clip: true
                visible: searchField.text.trim().length === 0
                model: handbook
                currentIndex: handbook.indexOf(handbook.currentKey)
                ScrollBar.vertical: ScrollBar {}

                delegate: ItemDelegate {
                    id: chapterItem

                    required property int index
                    required property string key
                    required property string title
                    required property bool fallback

                    objectName: "handbookChapter_" + key
                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    onClicked: handbook.currentKey = key

                    contentItem: Label {
                        textFormat: Text.PlainText
                        text: chapterItem.fallback ? qsTr("%1 (English)").arg(chapterItem.title)
                                                   : chapterItem.title
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                }
            }

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 1
                spacing: 0
                visible: !contents.visible

                Label {
                    Layout.fillWidth: true
                    padding: Theme.padding
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                    text: results.count === 0 ? qsTr("Nothing in the handbook has these words.")
                                              : qsTr("Paragraphs found: %1").arg(results.count)
                }

                ListView {
                    id: results

                    objectName: "handbookResults"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: handbook.results
                    spacing: Theme.spacingTiny
                    ScrollBar.vertical: ScrollBar {}

                    delegate: ItemDelegate {
                        id: resultItem

                        required property int index
                        required property var modelData

                        objectName: "handbookResult_" + index
                        width: ListView.view.width
                        onClicked: handbook.currentKey = resultItem.modelData.key

                        // The snippet is the handbook's text around the user's words: plain text.
                        contentItem: ColumnLayout {
                            spacing: Theme.spacingTiny

                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: resultItem.modelData.title
                                font.bold: true
                                color: Theme.accent
                                elide: Text.ElideRight
                            }
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: resultItem.modelData.snippet
                                wrapMode: Text.Wrap
                                maximumLineCount: 4
                                elide: Text.ElideRight
                                color: Theme.text
                                font.pixelSize: Theme.smallSize
                            }
                        }
                    }
                }
            }
        }

        ScrollView {
            id: page

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: page.availableWidth
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.paddingLarge
                    Layout.rightMargin: Theme.paddingLarge
                    Layout.topMargin: Theme.marginMedium
                    visible: handbook.currentIsFallback
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                    text: qsTr("This chapter is not translated yet; it is shown in English.")
                }
                TextEdit {
                    id: chapterText

                    objectName: "handbookText"
                    Layout.fillWidth: true
                    Layout.margins: Theme.paddingLarge
                    readOnly: true
                    selectByMouse: true
                    wrapMode: Text.Wrap
                    textFormat: TextEdit.RichText
                    text: handbook.currentHtml
                    color: Theme.text
                    selectionColor: Theme.accentSoft
                    selectedTextColor: Theme.text
                    font.pixelSize: Theme.bodySize
                    onLinkActivated: link => {
                        if (!handbook.openLink(link) && /^https?:/.test(link))
                            Qt.openUrlExternally(link);
                    }
                    onTextChanged: page.ScrollBar.vertical.position = 0

                    HoverHandler {
                        cursorShape: chapterText.hoveredLink.length > 0 ? Qt.PointingHandCursor
                                                                         : Qt.IBeamCursor
                    }
                }
            }
        }
    }
}
