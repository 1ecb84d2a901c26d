import QtQuick
import Haifu.Ui
import QtQuick.Controls

// A small bold heading above a group of settings or facts.
Label {
    textFormat: Text.PlainText
    font.pixelSize: Theme.bodySize
    font.bold: true
    color: Theme.text
    topPadding: Theme.marginMedium
    bottomPadding: Theme.spacingSmall
}
